"""SIMT execution of one kernel launch.

Warps keep a PDOM reconvergence stack of [pc, lane mask, reconvergence pc] entries.  In the
default lockstep order the scheduler repeatedly picks the lowest pc among runnable warps and runs
every warp sitting at that pc together, a whole basic block at a time, with one numpy operation
per instruction over all threads of the CTA (inactive threads are masked out on write).
Lowest-pc-first lets diverged warps catch up, so in typical kernels all warps of a CTA run as one
group.  The random order instead runs one randomly chosen runnable warp a basic block at a time,
so that code whose result depends on the order of warps gives different numbers.

Checks, on by default: shared-memory races and reads of unwritten shared/local memory
(racecheck.py), reads of registers no instruction wrote for the thread (a warning per line),
barrier deadlocks and divergence, and an instruction budget against runaway loops.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from .syntax import Addr, Imm, Instruction, Not, Operand, ParenList, PredPair, Reg, Sym, TensorAddr, Vec
from .cfg import EXIT, build_blocks
from .core import FUSERS, Decoder, Run, builder_of, unsupported
from .errors import EmulatorError, at_line
from .racecheck import LocalShadow, SharedShadow
from .memory import GLOBAL_BASE
from .stats import LaunchStats, SectorMap, SharedAccessSample, SharedLineTrace, distinct_sectors, shared_wavefronts
from .instructions.mbarrier import MbarrierState
from .instructions.memory import CpAsyncState
from .instructions.wgmma import WARPGROUP, WgmmaState, guard_pending_registers

# Warp instructions per launch: 17x a 512^3 tf32 GEMM (0.6M), and a one-warp runaway loop of one
# instruction (the slowest case) still stops in about 15 s.
DEFAULT_MAX_STEPS = 10_000_000
_CACHE_LIMIT = 4096  # memoised access patterns per launch
WARP_ORDERS = ("lockstep", "random")

# mbarrier forms whose first operand is a result (a state token or the wait's predicate).
_MBARRIER_RESULTS = (["mbarrier", "arrive"], ["mbarrier", "try_wait"], ["mbarrier", "test_wait"])
# Instructions whose first operand is read (an address, barrier id ...), never written.
_NO_DESTINATION = {"st", "red", "cp", "bar", "barrier", "bra", "brx", "call", "ret", "exit", "trap", "brkpt",
                   "prefetch", "prefetchu", "nanosleep", "membar", "fence", "mbarrier", "stmatrix", "discard",
                   "applypriority", "pmevent", "griddepcontrol", "setmaxnreg", "multimem"}


@dataclass(frozen=True)
class LaunchOptions:
    """What the executor checks and in which order it runs warps."""

    racecheck: bool = True      # shared-memory races (RAW/WAR/WAW, cp.async before its wait)
    initcheck: bool = True      # reads of unwritten shared/local memory (error) and registers (warning)
    warp_order: str = "lockstep"
    seed: int = 0               # of the random warp order
    max_steps: int = DEFAULT_MAX_STEPS  # warp instructions per launch
    trace_shared: bool = False  # record each PTX line's shared accesses (LaunchStats.shared_trace)

    def __post_init__(self) -> None:
        if self.warp_order not in WARP_ORDERS:
            raise EmulatorError(f"unknown warp order '{self.warp_order}' (expected {' or '.join(WARP_ORDERS)})")
        if self.max_steps < 1:
            raise EmulatorError(f"max_steps must be positive, got {self.max_steps}")


class Warp:
    __slots__ = ("wid", "base", "stack", "exited", "done", "bar", "bar_pc", "mbar_wait")

    def __init__(self, wid: int, live: np.ndarray) -> None:
        self.wid = wid
        self.base = wid * 32
        # Entries: [pc, mask, reconvergence pc, mask-is-full]
        self.stack: list[list] = [[0, live.copy(), EXIT, bool(live.all())]]
        self.exited = ~live
        self.done = not live.any()
        self.bar: int | None = None
        self.bar_pc = 0
        # (try_wait instruction, mbarrier offset, awaited phase/parity) while parked on an mbarrier
        self.mbar_wait: tuple[Instruction, int, int] | None = None


def _regs_in(op: Operand | None) -> list[Reg]:
    if isinstance(op, Reg):
        return [op]
    if isinstance(op, (Vec, ParenList)):
        return [r for item in op.items for r in _regs_in(item)]
    if isinstance(op, Addr):
        return _regs_in(op.base)
    if isinstance(op, TensorAddr):
        return _regs_in(op.base) + [r for item in op.coords for r in _regs_in(item)]
    if isinstance(op, Not):
        return _regs_in(op.operand)
    if isinstance(op, PredPair):
        return _regs_in(op.first) + _regs_in(op.second)
    return []


class Program:
    """A kernel decoded for one block size: closures, guards and control-flow tables."""

    def __init__(self, dec: Decoder) -> None:
        k = dec.kernel
        code = k.code
        n = len(code)
        self.dec = dec
        self.code = code
        self.pc_of = {id(ins): pc for pc, ins in enumerate(code)}
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
        # Blocks holding an instruction every thread of a warpgroup executes together (wgmma.*,
        # setmaxnreg: .sync.aligned over the warpgroup), by their first pc; see CtaRunner.run.
        # One backward pass: pc holds one if it does or the rest of its block does.
        aligned = [False] * (n + 1)
        for pc in range(n - 1, -1, -1):
            aligned[pc] = code[pc].mods[0] in ("wgmma", "setmaxnreg") or (
                pc < blocks.block_end[pc] and aligned[pc + 1])
        self.warpgroup_aligned = {pc for pc in range(n) if aligned[pc]}
        self.guards: list[tuple[int, bool] | None] = [
            (dec.rows[ins.guard.index], ins.guard_neg) if ins.guard is not None else None for ins in code]
        self.runs: list[Run | None] = []
        for ins, kind in zip(code, kinds):
            if kind != "op":
                self.runs.append(None)
                continue
            self.runs.append(builder_of(ins)(dec, ins))
        # The pcs whose register reads are checked when pc runs (fused chunks check all at their start).
        self.check_at: list[tuple[int, ...]] = [(pc,) for pc in range(n)]
        self._fuse(dec)
        self.bar_ids: list[tuple[int, int | None]] = []
        for ins, kind in zip(code, kinds):
            if kind == "bar":
                self.bar_ids.append(_barrier_operands(ins))
            else:
                self.bar_ids.append((0, None))
        # Registers each instruction reads, as (is predicate, row, name), and writes, as (is predicate,
        # row), for init checking.
        self.reads: list[tuple[tuple[bool, int, str], ...]] = []
        self.writes: list[tuple[tuple[bool, int], ...]] = []
        for ins in code:
            ops = ins.operands
            writes_first = bool(ops) and isinstance(ops[0], (Reg, Vec, PredPair)) and (
                ins.mods[0] not in _NO_DESTINATION or ins.mods[:2] in _MBARRIER_RESULTS)
            dst = _regs_in(ops[0]) if writes_first else []
            src = [r for op in (ops[1:] if writes_first else ops) for r in _regs_in(op)]
            if ins.guard is not None:
                src.append(ins.guard)
            self.reads.append(tuple(dict.fromkeys((r.is_pred, dec.rows[r.index], r.name) for r in src)))
            self.writes.append(tuple(dict.fromkeys((r.is_pred, dec.rows[r.index]) for r in dst)))
        guard_pending_registers(dec, code, self.reads, self.writes, self.check_at, self.runs)
        self.has_wgmma = any(ins.mods[0] == "wgmma" for ins in code)

    def _fuse(self, dec: Decoder) -> None:
        """Give runs of fusable instructions inside a basic block one closure (at the first pc)."""
        code = self.code
        pc = 0
        while pc < len(code):
            ins = code[pc]
            base = ins.mods[0]
            end = pc + 1
            if self.kinds[pc] == "op" and ins.guard is None and base in FUSERS:
                while end <= self.block_end[pc] and code[end].mods[0] == base and code[end].guard is None:
                    end += 1
            if end - pc > 1:
                at = pc
                for length, run in FUSERS[base](dec, code[pc:end]):
                    if run is not None:
                        self.runs[at] = run
                        self.runs[at + 1:at + length] = [_fused_away] * (length - 1)
                        # The fused closure reads every register of its chunk before it writes any.
                        self.check_at[at] = tuple(range(at, at + length))
                        for absorbed in range(at + 1, at + length):
                            self.check_at[absorbed] = ()
                    at += length
            pc = end


def _fused_away(mask: np.ndarray | None) -> None:
    """The closure of an instruction that ran as part of the fused closure before it."""


def _barrier_operands(ins: Instruction) -> tuple[int, int | None]:
    ops = ins.operands
    if not ops or not isinstance(ops[0], Imm):
        raise unsupported(ins, "barrier id must be an immediate")
    count = None
    if len(ops) > 1:
        if not isinstance(ops[1], Imm):
            raise unsupported(ins, "barrier thread count must be an immediate")
        count = int(ops[1].value)
    return int(ops[0].value), count


class _Barrier:
    """One hardware barrier (bar id) of a CTA during its current phase."""

    __slots__ = ("arrived", "waiting", "expected", "clock")

    def __init__(self) -> None:
        self.arrived: list[int] = []          # warps, in arrival order (bar.sync and bar.arrive)
        self.waiting: list[int] = []          # warps blocked in bar.sync
        self.expected: int | None = None      # warps; None: every warp of the CTA not yet exited
        self.clock: np.ndarray | None = None  # join of the arrived warps' vector clocks


def _phases(size: int) -> int:
    """The lane groups a warp's shared access of ``size`` bytes per lane is served in."""
    if size == 8:
        return 2
    return 1 if size <= 4 else min(size // 4, 4) if size <= 16 else 4


class LaunchState:
    """What lives for a whole launch: options, step budget, shadow memory, warnings."""

    def __init__(self, prog: Program, options: LaunchOptions, smem_size: int, stats: LaunchStats) -> None:
        dec = prog.dec
        self.prog = prog
        self.options = options
        self.stats = stats
        self.counts = [0] * len(prog.code)
        self.steps = 0
        self.rng = np.random.default_rng(options.seed) if options.warp_order == "random" else None
        self.shadow = SharedShadow(smem_size, dec.n // 32, prog.code, options.racecheck, options.initcheck) \
            if options.racecheck or options.initcheck else None
        self.local: LocalShadow | None = None
        self.warned: set[int] = set()
        self.bank_cache: dict[tuple, tuple[int, int, int]] = {}
        self.sector_cache: dict[tuple, int] = {}
        # The sectors of device memory this launch touches (its DRAM traffic in a perfect L2).
        self.dram = SectorMap(dec.gmem.buf.size)

    def over_budget(self, ctaid: tuple[int, int, int]) -> EmulatorError:
        """The instruction budget ran out: name the loop that ran the most."""
        prog = self.prog
        counts = self.counts
        back = [pc for pc, target in enumerate(prog.targets) if target is not None and target <= pc]
        hottest = max(range(len(counts)), key=counts.__getitem__)
        if back:
            pc = max(back, key=counts.__getitem__)
            ins = prog.code[pc]
            where = f"the loop closed by {at_line(ins.line, ins.text)} ran {counts[pc]:,} warp iterations"
        else:
            ins = prog.code[hottest]
            where = f"{at_line(ins.line, ins.text)} ran {counts[hottest]:,} times"
        return EmulatorError(
            f"instruction budget exceeded in CTA {ctaid}: more than {self.options.max_steps:,} warp instructions "
            f"in this launch; {where} (a runaway loop? raise the budget with --max-steps / max_steps=)")


class CtaRunner:
    """Runs all warps of one CTA to completion."""

    def __init__(self, prog: Program, launch: LaunchState, ctaid: tuple[int, int, int],
                 block: tuple[int, int, int], n_live: int) -> None:
        self.prog = prog
        self.dec = prog.dec
        self.launch = launch
        self.stats = launch.stats
        self.counts = launch.counts
        self.ctaid = ctaid
        self.block = block
        n = self.dec.n
        self.nwarps = n // 32
        live = np.arange(n) < n_live
        self.warps = [Warp(w, live[w * 32:(w + 1) * 32]) for w in range(self.nwarps)]
        self.cp: CpAsyncState = CpAsyncState(n)
        # Register-sized wgmma state only for kernels that use wgmma (it is made for every CTA).
        self.wgmma = WgmmaState(n, self.dec.R.shape[0] if prog.has_wgmma else 0)
        self.mbar = MbarrierState()
        self.barriers: dict[int, _Barrier] = {}
        self.shadow = launch.shadow
        self.local = launch.local
        self.pc_of = prog.pc_of
        opts = launch.options
        self.initcheck = opts.initcheck
        if self.initcheck:
            regs, preds = self.dec.R.shape[0], self.dec.P.shape[0]
            # Padding threads of a partial last warp never run: count them as written.
            self.reg_written = np.repeat(~live[None, :], regs, axis=0)
            self.pred_written = np.repeat(~live[None, :], preds, axis=0)
            self.reg_full = [False] * regs
            self.pred_full = [False] * preds
        if self.shadow is not None:
            self.shadow.begin_cta(self)
        if self.local is not None:
            self.local.begin_cta()

    # -- diagnostics -------------------------------------------------------------------------
    def thread_coords(self, tid: int) -> tuple[int, int, int]:
        bx, by, _ = self.block
        return tid % bx, (tid // bx) % by, tid // (bx * by)

    def fault(self, ins: Instruction, tid: int, addr: int, what: str) -> EmulatorError:
        return EmulatorError(
            f"{what} at {at_line(ins.line, ins.text)}: thread ctaid={self.ctaid} "
            f"tid={self.thread_coords(int(tid))} address=0x{int(addr) & (2**64 - 1):x}")

    # -- hooks used by the memory handlers -------------------------------------------------------
    def shared_read(self, ins: Instruction, tids: np.ndarray, idx: np.ndarray, atomic: bool = False) -> None:
        if self.shadow is not None:
            self.shadow.read(ins, self.pc_of[id(ins)], tids, idx, atomic=atomic)

    def shared_write(self, ins: Instruction, tids: np.ndarray, idx: np.ndarray, pending: bool = False) -> None:
        if self.shadow is not None:
            self.shadow.write(ins, self.pc_of[id(ins)], tids, idx, pending=pending)

    def note_shared(self, ins: Instruction, tids: np.ndarray, addrs: np.ndarray, size: int) -> None:
        """Record one warp-level shared access of `size` bytes per lane (16 => quarter-warp phases)."""
        if tids.size == 0:
            return
        offs = addrs.astype(np.int64)
        # Banks and distinct words do not change when every address moves by 128 bytes: memoise.
        base = int(offs.min()) & ~127
        key = (size, tids.tobytes(), (offs - base).tobytes())
        cache = self.launch.bank_cache
        found = cache.get(key)
        if found is None:
            if len(cache) > _CACHE_LIMIT:
                cache.clear()
            found = cache[key] = self._banking(tids, offs, size)
        nacc, total, conflicts = found
        st = self.stats
        st.shared_accesses += nacc
        st.shared_wavefronts += total
        if conflicts > 0:
            st.shared_bank_conflicts += conflicts
            st.bank_conflicts_by_line[ins.line] = st.bank_conflicts_by_line.get(ins.line, 0) + conflicts
        if st.shared_trace is not None:
            self._trace_shared(st.shared_trace, ins, tids, offs, size, found)

    def _trace_shared(self, trace: dict[int, SharedLineTrace], ins: Instruction, tids: np.ndarray,
                      offs: np.ndarray, size: int, found: tuple[int, int, int]) -> None:
        """Add one shared access to its line's trace; keep the first warp access with the most
        conflicts as the line's sample (worked out per warp only when it may beat the sample)."""
        nacc, total, conflicts = found
        entry = trace.get(ins.line)
        if entry is None:
            entry = trace[ins.line] = SharedLineTrace(ins.line, ins.opcode, ins.text)
        entry.accesses += nacc
        entry.wavefronts += total
        entry.conflicts += conflicts
        if entry.sample is not None and conflicts <= entry.sample.conflicts:
            return
        phases = _phases(size)
        warps = tids // 32
        for warp in np.unique(warps):
            sel = warps == warp
            lane_offsets = np.full(32, -1, dtype=np.int64)
            lane_offsets[tids[sel] % 32] = offs[sel]
            valid = lane_offsets >= 0
            words = (lane_offsets >> 2)[None, :, None] + np.arange(max(1, size // 4), dtype=np.int64)
            wavefronts = shared_wavefronts(words, valid[None, :], phases)[0]
            nonempty = valid.reshape(phases, 32 // phases).any(axis=1)
            warp_conflicts = int(wavefronts.sum()) - int(nonempty.sum())
            if entry.sample is None or warp_conflicts > entry.sample.conflicts:
                entry.sample = SharedAccessSample(int(warp), tuple(int(o) for o in lane_offsets), size,
                                                  tuple(int(w) for w in wavefronts), warp_conflicts)

    def _banking(self, tids: np.ndarray, offs: np.ndarray, size: int) -> tuple[int, int, int]:
        """(warp-level accesses, wavefronts, bank conflicts) of one shared access."""
        w = self.nwarps
        flat_valid = np.zeros(w * 32, dtype=np.bool_)
        flat_valid[tids] = True
        valid = flat_valid.reshape(w, 32)
        a = np.zeros(w * 32, dtype=np.int64)
        a[tids] = offs
        words = a >> 2
        nwords = max(1, size // 4)
        words3 = words.reshape(w, 32, 1) + np.arange(nwords, dtype=np.int64)
        phases = _phases(size)
        wf = shared_wavefronts(words3, valid, phases)
        nonempty = valid.reshape(w, phases, 32 // phases).any(axis=2)
        total = int(wf.sum())
        return int(valid.any(axis=1).sum()), total, total - int(nonempty.sum())

    def note_global(self, tids: np.ndarray, addrs: np.ndarray, size: int, store: bool = False) -> None:
        """Record one warp-level global access of `size` bytes per lane (`store`: a write)."""
        if tids.size == 0:
            return
        offs = addrs.astype(np.int64)
        # Sectors do not change when every address moves by 32 bytes: memoise.
        base = int(offs.min()) & ~31
        key = (tids.tobytes(), (offs - base).tobytes())
        cache = self.launch.sector_cache
        sectors = cache.get(key)
        if sectors is None:
            if len(cache) > _CACHE_LIMIT:
                cache.clear()
            w = self.nwarps
            valid = np.zeros(w * 32, dtype=np.bool_)
            valid[tids] = True
            a = np.zeros(w * 32, dtype=np.int64)
            a[tids] = offs - base
            sectors = cache[key] = distinct_sectors(a.reshape(w, 32), valid.reshape(w, 32))
        self.launch.dram.mark(offs - GLOBAL_BASE, size, store)
        self.stats.global_bytes += int(tids.size) * size
        self.stats.global_sectors += sectors
        if store:
            self.stats.global_store_bytes += int(tids.size) * size
            self.stats.global_store_sectors += sectors

    def note_global_bulk(self, addrs: np.ndarray, elem_bytes: int, store: bool) -> None:
        """Record one TMA copy: the box's in-bounds elements at `addrs` (out-of-bounds ones move no
        bytes). Elements are aligned to their size, so each lies in one sector."""
        offs = addrs.astype(np.int64)
        self.launch.dram.mark(offs - GLOBAL_BASE, elem_bytes, store)
        self.stats.global_bytes += int(addrs.size) * elem_bytes
        sectors = int(np.unique(offs >> 5).size)
        self.stats.global_sectors += sectors
        if store:
            self.stats.global_store_bytes += int(addrs.size) * elem_bytes
            self.stats.global_store_sectors += sectors

    # -- scheduling -----------------------------------------------------------------------------
    def run(self) -> None:
        dec = self.dec
        dec.runtime = self
        prog = self.prog
        warps = self.warps
        n = dec.n
        rng = self.launch.rng
        while True:
            runnable = [w for w in warps if not w.done and w.bar is None and w.mbar_wait is None]
            if not runnable:
                if any(not w.done for w in warps):
                    self._release_barriers(final=True)
                    continue
                break
            if rng is None:
                group = self._lockstep_group(runnable)
                pc = group[0].stack[-1][0]
            else:
                group = [runnable[int(rng.integers(len(runnable)))]]
                pc = group[0].stack[-1][0]
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
        self.wgmma.finish()
        self.mbar.finish(self.prog.code)

    def _lockstep_group(self, runnable: list[Warp]) -> list[Warp]:
        """The warps at the lowest pc, in lockstep order. A block with a warpgroup-wide .aligned
        instruction waits until every live warp of the warpgroup is there: the warps of a warpgroup
        may take different (warp-uniform) paths to it, as on the hardware, which runs it when all
        four arrive."""
        if not self.prog.warpgroup_aligned:   # no wgmma: the warps at the lowest pc
            pc = min(w.stack[-1][0] for w in runnable)
            return [w for w in runnable if w.stack[-1][0] == pc]
        pcs = sorted({w.stack[-1][0] for w in runnable})
        for pc in pcs:
            group = [w for w in runnable if w.stack[-1][0] == pc]
            if pc not in self.prog.warpgroup_aligned:
                return group
            here = {w.base // 32 for w in group}
            ready = [w for w in group if all(
                other.done or other.base // 32 in here for other in self.warps
                if other.base // WARPGROUP == w.base // WARPGROUP)]
            if ready:
                return ready
        # Every warp waits for a warpgroup that never comes together: run the lowest, whose
        # .aligned instruction then reports the divergence.
        return [w for w in runnable if w.stack[-1][0] == pcs[0]]

    def _check_reads(self, pc: int, mask: np.ndarray | None) -> None:
        """Warn (once per line) when an instruction reads a register no instruction wrote for a thread."""
        for is_pred, row, name in self.prog.reads[pc]:
            if (self.pred_full if is_pred else self.reg_full)[row]:
                continue
            written = (self.pred_written if is_pred else self.reg_written)[row]
            missing = ~written if mask is None else mask & ~written
            if missing.any():
                ins = self.prog.code[pc]
                tid = int(np.argmax(missing))
                self.launch.warned.add(pc)
                self.stats.warnings.append(
                    f"{at_line(ins.line, ins.text)}: thread ctaid={self.ctaid} tid={self.thread_coords(tid)} "
                    f"reads {name}, which no instruction wrote for it")
                return

    def _note_writes(self, pc: int, mask: np.ndarray | None) -> None:
        for is_pred, row in self.prog.writes[pc]:
            full = self.pred_full if is_pred else self.reg_full
            if full[row]:
                continue
            written = (self.pred_written if is_pred else self.reg_written)[row]
            if mask is None:
                written[:] = True
                full[row] = True
            else:
                written |= mask
                full[row] = bool(written.all())

    def _run_block(self, group: list[Warp], pc: int, mask: np.ndarray | None) -> None:
        prog = self.prog
        end = prog.block_end[pc]
        kind = prog.kinds[end]
        stop = end if kind != "op" else end + 1
        runs = prog.runs
        guards = prog.guards
        counts = self.counts
        nw = len(group)
        launch = self.launch
        launch.steps += nw * (end + 1 - pc)
        if launch.steps > launch.options.max_steps:
            for i in range(pc, end + 1):
                counts[i] += nw
            raise launch.over_budget(self.ctaid)
        P = self.dec.P
        initcheck = self.initcheck
        warned = launch.warned
        check_at = prog.check_at
        for i in range(pc, stop):
            counts[i] += nw
            g = guards[i]
            if g is None:
                em = mask
            else:
                pv = P[g[0]]
                if g[1]:
                    guarded = ~pv if mask is None else mask & ~pv
                else:
                    guarded = pv.copy() if mask is None else mask & pv
                em = guarded
            if initcheck:
                for j in check_at[i]:
                    if j not in warned:  # a guarded instruction reads its sources only where it runs
                        self._check_reads(j, em if j == i else mask)
            if g is None:
                runs[i](mask)  # type: ignore[misc]  # None only at pcs that are not ops, which never run here
                if initcheck:
                    self._note_writes(i, mask)
                continue
            if guarded.any():
                runs[i](guarded)  # type: ignore[misc]  # None only at pcs that are not ops
                if initcheck:
                    self._note_writes(i, guarded)
        if kind != "op":
            counts[end] += nw
            if initcheck and end not in warned:
                self._check_reads(end, mask)
        if kind == "op":
            for w in group:
                w.stack[-1][0] = end + 1
                self._settle(w)
            return
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
            bar = self.barriers.get(bid)
            if bar is None:
                bar = self.barriers[bid] = _Barrier()
            if not bar.arrived:  # the first arrival of a phase sets its warp count
                bar.expected = None if count is None else -(-count // 32)
            for w in group:
                arrives = g is None or bool((w.stack[-1][1] & (P[g[0], w.base:w.base + 32] != g[1])).any())
                w.stack[-1][0] = end + 1
                self._settle(w)
                if w.done or not arrives:
                    continue
                bar.arrived.append(w.wid)
                if self.shadow is not None and self.shadow.racecheck:
                    bar.clock = self.shadow.arrive(bar.clock, w.wid, waits=not arrive_only)
                if not arrive_only:
                    w.bar = bid
                    w.bar_pc = end
                    bar.waiting.append(w.wid)
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
            if top[0] == top[2] or not (top[3] or top[1].any()):  # a full mask has live lanes
                st.pop()
                if st:
                    nt = st[-1]
                    nt[1] = nt[1] & ~w.exited
                    nt[3] = bool(nt[1].all())
                continue
            break
        if not st:
            w.done = True

    def _release_barriers(self, final: bool = False) -> None:
        """Complete every barrier that has all its warps; with `final` (nothing else can run) a
        barrier that cannot complete is a deadlock."""
        released = False
        live = sum(1 for w in self.warps if not w.done)
        for bid, bar in self.barriers.items():
            if not bar.arrived:
                continue
            # bar.sync without a count waits for every warp of the CTA that has not exited: as
            # threads exit, a barrier for all threads that only they hold up is released (PTX ISA,
            # `exit`). A barrier with a thread count waits for that many, exited or not.
            expected = bar.expected if bar.expected is not None else live
            if len(bar.arrived) < expected:
                continue
            if bar.expected is None:
                lines = {self.warps[w].bar_pc for w in bar.waiting}
                if len(lines) > 1:
                    raise EmulatorError(f"barrier divergence in CTA {self.ctaid}: warps wait for barrier {bid} at "
                                        f"different instructions: {self._waiting_text()}")
            if bar.clock is not None and self.shadow is not None:
                self.shadow.release(bar.clock, bar.waiting)
            for wid in bar.waiting:
                self.warps[wid].bar = None
            bar.arrived, bar.waiting, bar.clock, bar.expected = [], [], None, None
            released = True
        if final and not released:
            raise EmulatorError(f"deadlock in CTA {self.ctaid}: {self._waiting_text()}")

    def _waiting_text(self) -> str:
        parts = []
        for bid, bar in sorted(self.barriers.items()):
            by_pc: dict[int, list[int]] = {}
            for wid in bar.waiting:
                by_pc.setdefault(self.warps[wid].bar_pc, []).append(wid)
            expected = bar.expected if bar.expected is not None else sum(1 for w in self.warps if not w.done)
            for pc, wids in sorted(by_pc.items()):
                ins = self.prog.code[pc]
                verb = "waits" if len(wids) == 1 else "wait"
                parts.append(f"{_warps(wids)} {verb} at {at_line(ins.line, ins.text)} (barrier {bid}: "
                             f"{len(bar.arrived)} of {expected} warps arrived)")
        parked: dict[tuple[int, int, int], list[int]] = {}
        for w in self.warps:
            if not w.done and w.mbar_wait is not None:
                ins, offset, want = w.mbar_wait
                parked.setdefault((self.prog.pc_of[id(ins)], offset, want), []).append(w.wid)
        for (pc, offset, want), wids in sorted(parked.items()):
            ins = self.prog.code[pc]
            verb = "waits" if len(wids) == 1 else "wait"
            parts.append(f"{_warps(wids)} {verb} at {at_line(ins.line, ins.text)} for "
                         f"{self.mbar.describe(offset, want, ins)}")
        exited = [w.wid for w in self.warps if w.done]
        if exited:
            parts.append(f"{_warps(exited)} exited")
        return "; ".join(parts)


def _warps(values: list[int]) -> str:
    """[0, 1, 2, 5] -> 'warps 0-2, 5'; [3] -> 'warp 3'."""
    return f"warp {values[0]}" if len(values) == 1 else f"warps {_ranges(values)}"


def _ranges(values: list[int]) -> str:
    """[0, 1, 2, 5] -> '0-2, 5'."""
    spans: list[tuple[int, int]] = []
    for v in sorted(values):
        if spans and spans[-1][1] == v - 1:
            spans[-1] = (spans[-1][0], v)
        else:
            spans.append((v, v))
    return ", ".join(f"{a}-{b}" if a != b else f"{a}" for a, b in spans)


def run_launch(prog: Program, grid: tuple[int, int, int], block: tuple[int, int, int],
               n_live: int, stats: LaunchStats, options: LaunchOptions) -> None:
    dec = prog.dec
    sp = dec.specials
    gx, gy, gz = grid
    bx, by, bz = block
    t = np.arange(dec.n)
    tx, ty, tz = t % bx, (t // bx) % by, t // (bx * by)
    sp["%tid.x"][:] = tx
    sp["%tid.y"][:] = ty
    sp["%tid.z"][:] = tz
    for nm, v in (("%ntid.x", bx), ("%ntid.y", by), ("%ntid.z", bz), ("%nctaid.x", gx),
                  ("%nctaid.y", gy), ("%nctaid.z", gz), ("%nwarpid", dec.n // 32), ("%nclusterid.x", gx),
                  ("%nclusterid.y", gy), ("%nclusterid.z", gz)):
        sp[nm][:] = v
    smem_size = dec.kernel.dynamic_shared_offset + dec.dynamic_smem
    sp["%dynamic_smem_size"][:] = dec.dynamic_smem
    sp["%total_smem_size"][:] = smem_size
    lsize = dec.kernel.local_size
    launch = LaunchState(prog, options, smem_size, stats)
    if options.trace_shared and stats.shared_trace is None:
        stats.shared_trace = {}
    start = time.perf_counter()
    dec.smem = np.zeros(smem_size, dtype=np.uint8)
    dec.lmem = np.zeros(dec.n * lsize, dtype=np.uint8)
    if options.initcheck and lsize:
        launch.local = LocalShadow(dec.n * lsize, lambda ins, tid, addr, what: dec.fault(ins, tid, addr, what))
    try:
        with np.errstate(all="ignore"):
            for cz in range(gz):
                for cy in range(gy):
                    for cx in range(gx):
                        sp["%ctaid.x"][:] = sp["%clusterid.x"][:] = cx
                        sp["%ctaid.y"][:] = sp["%clusterid.y"][:] = cy
                        sp["%ctaid.z"][:] = sp["%clusterid.z"][:] = cz
                        sp["%smid"][:] = (cx + gx * (cy + gy * cz)) % 132
                        dec.R.fill(0)
                        dec.P.fill(False)
                        dec.smem.fill(0)
                        dec.lmem.fill(0)
                        CtaRunner(prog, launch, (cx, cy, cz), block, n_live).run()
    finally:
        stats.wall_seconds += time.perf_counter() - start
        loaded, stored = launch.dram.counts()
        stats.dram_load_sectors += loaded
        stats.dram_store_sectors += stored
        for ins, c in zip(prog.code, launch.counts):
            if c:
                stats.instructions[ins.opcode] += c
                stats.warp_instructions += c
                if ins.mods[0] == "mma" or ins.mods[:2] == ["wgmma", "mma_async"]:
                    stats.tensor_core_instructions += c
