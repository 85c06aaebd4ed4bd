"""SIMT execution of one kernel launch.

Warps keep a PDOM reconvergence stack of [pc, lane mask, reconvergence pc] entries.  The
scheduler repeatedly picks the lowest pc among runnable warps and runs every warp sitting at
that pc together, a whole basic block at a time, with one numpy operation per instruction
over all threads of the CTA (inactive threads are masked out on write).  Lowest-pc-first lets
diverged warps catch up, so in typical kernels all warps of a CTA run as one group.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import numpy as np

from .syntax import Instruction, Sym
from .cfg import EXIT, build_blocks
from .core import HANDLERS, Decoder, Run, unsupported
from .errors import EmulatorError
from .stats import LaunchStats, distinct_sectors, shared_wavefronts

if TYPE_CHECKING:
    from .instructions.memory import CpAsyncState

_FULL = np.ones(32, dtype=np.bool_)


class Warp:
    __slots__ = ("wid", "base", "stack", "exited", "done", "bar")

    def __init__(self, wid: int, live: np.ndarray) -> None:
        self.wid = wid
        self.base = wid * 32
        # Entries: [pc, mask, reconvergence pc, mask-is-full]
        self.stack: list[list] = [[0, live.copy(), EXIT, bool(live.all())]]
        self.exited = ~live
        self.done = not live.any()
        self.bar: int | None = None


class Program:
    """A kernel decoded for one block size: closures, guards and control-flow tables."""

    def __init__(self, dec: Decoder) -> None:
        k = dec.kernel
        code = k.code
        n = len(code)
        self.dec = dec
        self.code = code
        kinds: list[str] = []
        targets: list[int | None] = []
        for ins in code:
            base = ins.mods[0]
            t = None
            if base == "bra":
                kind = "bra"
                op = ins.operands[0] if ins.operands else None
                if not isinstance(op, Sym) or op.name not in k.labels:
                    raise unsupported(ins, "branch target")
                t = k.labels[op.name]
            elif base in ("ret", "exit"):
                kind = "exit"
            elif (base in ("bar", "barrier") and len(ins.mods) > 1 and ins.mods[1] != "warp") \
                    or ins.opcode in ("bar.cta.sync", "barrier.cta.sync"):
                kind = "bar"
            else:
                kind = "op"
            kinds.append(kind)
            targets.append(t)
        blocks = build_blocks(n, kinds, [ins.guard is not None for ins in code], targets)
        self.kinds = kinds
        self.targets = targets
        self.block_end = blocks.block_end
        self.reconverge = blocks.reconverge
        self.guards: list[tuple[int, bool] | None] = [
            (dec.rows[ins.guard.index], ins.guard_neg) if ins.guard is not None else None for ins in code]
        self.runs: list[Run | None] = []
        for ins, kind in zip(code, kinds):
            if kind != "op":
                self.runs.append(None)
                continue
            builder = HANDLERS.get(ins.mods[0])
            if builder is None:
                raise unsupported(ins)
            self.runs.append(builder(dec, ins))
        self.bar_ids: list[tuple[int, int | None]] = []
        for ins, kind in zip(code, kinds):
            if kind == "bar":
                self.bar_ids.append(_barrier_operands(ins))
            else:
                self.bar_ids.append((0, None))


def _barrier_operands(ins: Instruction) -> tuple[int, int | None]:
    from .syntax import Imm
    ops = ins.operands
    if not ops or not isinstance(ops[0], Imm):
        raise unsupported(ins, "barrier id must be an immediate")
    count = None
    if len(ops) > 1:
        if not isinstance(ops[1], Imm):
            raise unsupported(ins, "barrier thread count must be an immediate")
        count = int(ops[1].value)
    return int(ops[0].value), count


class CtaRunner:
    """Runs all warps of one CTA to completion."""

    def __init__(self, prog: Program, stats: LaunchStats, counts: list[int], ctaid: tuple[int, int, int],
                 block: tuple[int, int, int], n_live: int) -> None:
        from .instructions.memory import CpAsyncState
        self.prog = prog
        self.dec = prog.dec
        self.stats = stats
        self.counts = counts
        self.ctaid = ctaid
        self.block = block
        n = self.dec.n
        self.nwarps = n // 32
        live = np.arange(n) < n_live
        self.warps = [Warp(w, live[w * 32:(w + 1) * 32]) for w in range(self.nwarps)]
        self.cp: CpAsyncState = CpAsyncState(n)
        self.bar_arrived: dict[int, int] = {}
        self._bar_counts: dict[int, int] = {}

    # -- diagnostics -------------------------------------------------------------------------
    def thread_coords(self, tid: int) -> tuple[int, int, int]:
        bx, by, _ = self.block
        return tid % bx, (tid // bx) % by, tid // (bx * by)

    def fault(self, ins: Instruction, tid: int, addr: int, what: str) -> EmulatorError:
        return EmulatorError(
            f"{what} at line {ins.line} `{ins.text}`: thread ctaid={self.ctaid} "
            f"tid={self.thread_coords(int(tid))} address=0x{int(addr) & (2**64 - 1):x}")

    # -- statistics hooks used by the memory handlers ------------------------------------------
    def note_shared(self, ins: Instruction, tids: np.ndarray, addrs: np.ndarray, size: int) -> None:
        """Record one warp-level shared access of `size` bytes per lane (16 => quarter-warp phases)."""
        if tids.size == 0:
            return
        w = self.nwarps
        valid = np.zeros(w * 32, dtype=np.bool_)
        valid[tids] = True
        valid = valid.reshape(w, 32)
        a = np.zeros(w * 32, dtype=np.int64)
        a[tids] = addrs.astype(np.int64)
        words = a >> 2
        nwords = max(1, size // 4)
        words3 = words.reshape(w, 32, 1) + np.arange(nwords, dtype=np.int64)
        phases = 1 if size <= 4 else min(size // 4, 4) if size <= 16 else 4
        if size == 8:
            phases = 2
        wf = shared_wavefronts(words3, valid, phases)
        nonempty = valid.reshape(w, phases, 32 // phases).any(axis=2)
        nacc = int(valid.any(axis=1).sum())
        total = int(wf.sum())
        conflicts = total - int(nonempty.sum())
        st = self.stats
        st.shared_accesses += nacc
        st.shared_wavefronts += total
        if conflicts > 0:
            st.shared_bank_conflicts += conflicts
            st.bank_conflicts_by_line[ins.line] = st.bank_conflicts_by_line.get(ins.line, 0) + conflicts

    def note_global(self, tids: np.ndarray, addrs: np.ndarray, size: int) -> None:
        if tids.size == 0:
            return
        w = self.nwarps
        valid = np.zeros(w * 32, dtype=np.bool_)
        valid[tids] = True
        a = np.zeros(w * 32, dtype=np.int64)
        a[tids] = addrs.astype(np.int64)
        self.stats.global_bytes += int(tids.size) * size
        self.stats.global_sectors += distinct_sectors(a.reshape(w, 32), valid.reshape(w, 32))

    # -- scheduling -----------------------------------------------------------------------------
    def run(self) -> None:
        dec = self.dec
        dec.runtime = self
        prog = self.prog
        warps = self.warps
        n = dec.n
        while True:
            runnable = [w for w in warps if not w.done and w.bar is None]
            if not runnable:
                if any(not w.done for w in warps):
                    if not self._release_barriers():
                        raise EmulatorError(
                            f"deadlock in CTA {self.ctaid}: warps wait at a barrier that can never complete")
                    continue
                break
            pc = min(w.stack[-1][0] for w in runnable)
            group = [w for w in runnable if w.stack[-1][0] == pc]
            if pc >= len(prog.code):
                for w in group:
                    self._exit_lanes(w, w.stack[-1][1].copy())
                self._release_barriers()
                continue
            if len(group) == self.nwarps and all(w.stack[-1][3] for w in group):
                mask = None
            else:
                mask = np.zeros(n, dtype=np.bool_)
                for w in group:
                    mask[w.base:w.base + 32] = w.stack[-1][1]
            self._run_block(group, pc, mask)
        self.cp.complete_all(dec)

    def _run_block(self, group: list[Warp], pc: int, mask: np.ndarray | None) -> None:
        prog = self.prog
        end = prog.block_end[pc]
        kind = prog.kinds[end]
        stop = end if kind != "op" else end + 1
        runs = prog.runs
        guards = prog.guards
        counts = self.counts
        nw = len(group)
        P = self.dec.P
        for i in range(pc, stop):
            counts[i] += nw
            g = guards[i]
            if g is None:
                runs[i](mask)  # type: ignore[misc]
                continue
            pv = P[g[0]]
            if g[1]:
                em = ~pv if mask is None else mask & ~pv
            else:
                em = pv.copy() if mask is None else mask & pv
            if em.any():
                runs[i](em)  # type: ignore[misc]
        if kind == "op":
            for w in group:
                w.stack[-1][0] = end + 1
                self._settle(w)
            return
        counts[end] += nw
        g = guards[end]
        if kind == "bra":
            target = prog.targets[end]
            for w in group:
                top = w.stack[-1]
                wm = top[1]
                if g is None:
                    top[0] = target
                    self._settle(w)
                    continue
                pv = P[g[0], w.base:w.base + 32]
                taken = wm & ~pv if g[1] else wm & pv
                if not taken.any():
                    top[0] = end + 1
                elif not (wm & ~taken).any():
                    top[0] = target
                else:
                    r = prog.reconverge.get(end, EXIT)
                    nt = wm & ~taken
                    top[0] = r
                    w.stack.append([end + 1, nt, r, False])
                    w.stack.append([target, taken, r, False])
                self._settle(w)
        elif kind == "exit":
            for w in group:
                top = w.stack[-1]
                wm = top[1]
                if g is None:
                    ex = wm.copy()
                else:
                    pv = P[g[0], w.base:w.base + 32]
                    ex = wm & ~pv if g[1] else wm & pv
                top[0] = end + 1
                self._exit_lanes(w, ex)
            self._release_barriers()
        else:  # barrier
            bid, count = prog.bar_ids[end]
            ins = prog.code[end]
            arrive_only = "arrive" in ins.mods
            for w in group:
                w.stack[-1][0] = end + 1
                self._settle(w)
                if w.done:
                    continue
                self.bar_arrived[bid] = self.bar_arrived.get(bid, 0) + 1
                if not arrive_only:
                    w.bar = bid
            if count is not None:
                self._bar_counts[bid] = -(-count // 32)
            self._release_barriers()

    def _exit_lanes(self, w: Warp, ex: np.ndarray) -> None:
        if not ex.any():
            self._settle(w)
            return
        w.exited |= ex
        top = w.stack[-1]
        top[1] = top[1] & ~ex
        top[3] = False
        self.cp.complete_lanes(self.dec, w.base + np.flatnonzero(ex))
        self._settle(w)

    def _settle(self, w: Warp) -> None:
        """Pop stack entries that reached their reconvergence point or have no live lanes."""
        st = w.stack
        while st:
            top = st[-1]
            if top[0] == top[2] or not top[1].any():
                st.pop()
                if st:
                    nt = st[-1]
                    nt[1] = nt[1] & ~w.exited
                    nt[3] = bool(nt[1].all())
                continue
            break
        if not st:
            w.done = True

    def _release_barriers(self) -> bool:
        live = sum(1 for w in self.warps if not w.done)
        counts = self._bar_counts
        released = False
        for bid, arrived in list(self.bar_arrived.items()):
            expected = counts.get(bid, live)
            if arrived >= min(expected, live) and arrived > 0:
                for w in self.warps:
                    if w.bar == bid:
                        w.bar = None
                self.bar_arrived[bid] = 0
                released = True
        return released


def run_launch(prog: Program, grid: tuple[int, int, int], block: tuple[int, int, int],
               n_live: int, stats: LaunchStats) -> None:
    dec = prog.dec
    counts = [0] * len(prog.code)
    sp = dec.specials
    gx, gy, gz = grid
    bx, by, bz = block
    t = np.arange(dec.n)
    tx, ty, tz = t % bx, (t // bx) % by, t // (bx * by)
    sp["%tid.x"][:] = tx
    sp["%tid.y"][:] = ty
    sp["%tid.z"][:] = tz
    for nm, v in (("%ntid.x", bx), ("%ntid.y", by), ("%ntid.z", bz), ("%nctaid.x", gx),
                  ("%nctaid.y", gy), ("%nctaid.z", gz), ("%nwarpid", dec.n // 32)):
        sp[nm][:] = v
    smem_size = dec.kernel.dynamic_shared_offset + dec.dynamic_smem
    sp["%dynamic_smem_size"][:] = dec.dynamic_smem
    sp["%total_smem_size"][:] = smem_size
    lsize = dec.kernel.local_size
    start = time.perf_counter()
    with np.errstate(all="ignore"):
        for cz in range(gz):
            for cy in range(gy):
                for cx in range(gx):
                    sp["%ctaid.x"][:] = cx
                    sp["%ctaid.y"][:] = cy
                    sp["%ctaid.z"][:] = cz
                    sp["%smid"][:] = (cx + gx * (cy + gy * cz)) % 132
                    dec.R.fill(0)
                    dec.P.fill(False)
                    dec.smem = np.zeros(smem_size, dtype=np.uint8)
                    dec.lmem = np.zeros(dec.n * lsize, dtype=np.uint8)
                    CtaRunner(prog, stats, counts, (cx, cy, cz), block, n_live).run()
    stats.wall_seconds += time.perf_counter() - start
    for ins, c in zip(prog.code, counts):
        if c:
            stats.instructions[ins.opcode] += c
            stats.warp_instructions += c
            if ins.mods[0] in ("mma", "wgmma"):
                stats.tensor_core_instructions += c
