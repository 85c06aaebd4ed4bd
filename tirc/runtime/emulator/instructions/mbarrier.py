"""mbarrier objects and the bulk (TMA) copies that complete them: mbarrier.*, cp.async.bulk.tensor,
cp.async.bulk.commit_group / wait_group.

An mbarrier (PTX ISA, "Parallel Synchronization and Communication Instructions: mbarrier") lives in
8 bytes of shared memory; the emulator keeps its state beside the CTA: the expected arrival count,
the arrivals and transaction bytes still pending in the current phase, and the number of completed
phases.  A phase completes when both pending counts reach zero; the next phase then starts with the
expected count again.  ``try_wait.parity P`` / ``test_wait.parity P`` are true once the phase with
parity P completed, i.e. when the current phase's parity is not P; with a state operand, once the
phase the state was taken in completed.

A warp whose try_wait fails twice with no mbarrier of the CTA changing in between is parked until
one changes; when nothing can run any more it is the launch's deadlock error, like bar.sync's.

For the race checker an mbarrier is a split barrier: arrivals (and the warps whose bulk copies
complete transaction bytes) release their accesses into the phase, and a successful wait acquires
everything released into the phases completed so far.  A tensor copy's shared destination is pending
(as cp.async's is) until the phase that its bytes complete finishes.

cp.async.bulk.tensor (tile mode) moves a box through a TensorMap the host made (tensormap.py): the
box is dense in shared memory, innermost dimension contiguous, its 16-byte chunks XOR-swizzled by
the tensor map's swizzle on the shared address bits 7.. (as a wgmma matrix descriptor reads it).
Loads fill out-of-bounds elements with zero; stores skip them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from tirc.target import TENSORMAP_BYTES

from ..core import Decoder, Mask, Run, handler, unsupported
from ..errors import EmulatorError, at_line
from ..memory import PARAM_WINDOW, SHARED_WINDOW, WINDOW_SIZE, byte_range
from ..ptxtypes import TYPES
from ..syntax import Imm, Instruction, Reg, Sink, Sym, TensorAddr
from ..tensormap import TensorMap, decode_index
from .addressing import address_fn, swizzle_address


class MbarrierError(EmulatorError):
    """An mbarrier used before init, after inval, or with an arrival count out of range."""


@dataclass
class _Mbarrier:
    expected: int
    pending: int
    tx: int = 0
    phase: int = 0                          # phases completed so far; the current one has this number
    clock: np.ndarray | None = None         # race checker: join of what was released into this phase
    done_clock: np.ndarray | None = None    # join over the completed phases
    copies: list[tuple[int, int, np.ndarray]] = field(default_factory=list)  # (pc, tid, bytes) landing this phase


class MbarrierState:
    """The mbarriers of one CTA, keyed by their shared-memory offset, and the parked waiters."""

    def __init__(self) -> None:
        self.barriers: dict[int, _Mbarrier] = {}
        self.progress = 0                          # bumps on every change of any mbarrier
        self.last_failure: dict[int, tuple[int, int]] = {}  # warp -> (wait instruction, progress) of its last failure
        # Bulk groups: (tid, group, pc, warp, shared bytes read) of bulk stores not yet waited for.
        self.bulk_committed: dict[int, int] = {}
        self.bulk_reads: list[tuple[int, int, int, int, np.ndarray]] = []

    def finish(self, code: list[Instruction]) -> None:
        """At the end of the CTA: its shared memory goes away, so no bulk store may still read it."""
        if self.bulk_reads:
            tid, _, pc, _, _ = self.bulk_reads[0]
            ins = code[pc]
            raise MbarrierError(f"the CTA ended while the bulk tensor store at {at_line(ins.line, ins.text[:80])} "
                                f"(thread {tid}) may still read its shared memory (a missing "
                                "cp.async.bulk.wait_group.read after cp.async.bulk.commit_group)")

    def get(self, dec: Decoder, ins: Instruction, tid: int, offset: int) -> _Mbarrier:
        bar = self.barriers.get(offset)
        if bar is None:
            raise MbarrierError(f"{at_line(ins.line, ins.text)}: thread {tid} uses the mbarrier at shared offset "
                                f"0x{offset:x}, which no mbarrier.init initialised (or mbarrier.inval removed)")
        return bar

    def describe(self, offset: int, want: int, ins: Instruction) -> str:
        """What a parked waiter waits for, for the deadlock message."""
        bar = self.barriers.get(offset)
        where = f"the mbarrier at shared offset 0x{offset:x}"
        if bar is None:
            return f"{where} (not initialised)"
        awaited = f"the phase of parity {want & 1}" if "parity" in ins.mods else f"phase {want} to complete"
        return (f"{awaited} of {where} (phase {bar.phase} in progress: {bar.pending} of {bar.expected} arrivals "
                f"and {bar.tx} transaction bytes pending)")

    def changed(self, dec: Decoder) -> None:
        self.progress += 1
        for w in dec.cta.warps:
            w.mbar_wait = None

    def arrive(self, dec: Decoder, bar: _Mbarrier, warp: int, count: int) -> None:
        shadow = dec.cta.shadow
        if shadow is not None and shadow.racecheck:
            bar.clock = shadow.arrive(bar.clock, warp, waits=False)
        bar.pending -= count
        self.settle(dec, bar)

    def settle(self, dec: Decoder, bar: _Mbarrier) -> None:
        """Complete the current phase when its arrivals and transaction bytes are all in."""
        self.changed(dec)
        if bar.pending > 0 or bar.tx != 0:
            return
        shadow = dec.cta.shadow
        if shadow is not None:
            for pc, tid, idx in bar.copies:
                shadow.complete(pc, np.array([tid]), idx.reshape(1, -1))
                if shadow.racecheck:
                    bar.clock = shadow.arrive(bar.clock, tid >> 5, waits=False)
            if bar.clock is not None:
                bar.done_clock = bar.clock if bar.done_clock is None else np.maximum(bar.done_clock, bar.clock)
        bar.copies = []
        bar.clock = None
        bar.phase += 1
        bar.pending = bar.expected


def _state(dec: Decoder) -> MbarrierState:
    """The mbarriers of the CTA being executed (the runner's slot is untyped, see core.CtaRuntime)."""
    state = dec.cta.mbar
    assert isinstance(state, MbarrierState)
    return state


def _shared_offsets(dec: Decoder, ins: Instruction, op: object):
    """f(tids) -> shared offsets (int64) of an [address] operand in .shared or generic space."""
    afn = address_fn(dec, ins, op)
    generic = not any(m.startswith("shared") for m in ins.mods[1:])

    def offsets(tids: np.ndarray) -> np.ndarray:
        a = afn(tids).astype(np.int64)
        if generic:
            a = a - SHARED_WINDOW
        bad = (a < 0) | (a >= dec.smem.size)
        if bad.any():
            j = int(np.argmax(bad))
            raise dec.fault(ins, int(tids[j]), int(a[j]), "mbarrier / bulk-copy address outside shared memory")
        return a
    return offsets


def _active(dec: Decoder, m: Mask) -> np.ndarray:
    return dec.all_idx if m is None else np.flatnonzero(m)


def _token_operand(dec: Decoder, op: Reg):
    """The 64-bit state an mbarrier.arrive returned (its phase number)."""
    view = dec.reg_view(op, np.uint64)
    return lambda tids: view[tids].astype(np.int64)


def _count_operand(dec: Decoder, ins: Instruction, op: object):
    if isinstance(op, Imm):
        value = int(op.value)
        return lambda tids: np.full(tids.shape, value, dtype=np.int64)
    if isinstance(op, Reg):
        view = dec.reg_view(op, np.uint32)
        return lambda tids: view[tids].astype(np.int64)
    raise unsupported(ins, "count operand")


@handler("mbarrier")
def build_mbarrier(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    what = mods[0]
    ops = ins.operands
    if what == "init":
        addr = _shared_offsets(dec, ins, ops[0])
        count = _count_operand(dec, ins, ops[1])

        def init(m: Mask) -> None:
            st = _state(dec)
            tids = _active(dec, m)
            for tid, off, n in zip(tids.tolist(), addr(tids).tolist(), count(tids).tolist()):
                if not 1 <= n < 2**20:
                    raise MbarrierError(f"{at_line(ins.line, ins.text)}: thread {tid}: mbarrier arrival count {n} "
                                        "out of range 1..2^20-1")
                st.barriers[off] = _Mbarrier(expected=n, pending=n)
            st.changed(dec)
        return init
    if what == "inval":
        addr = _shared_offsets(dec, ins, ops[0])

        def inval(m: Mask) -> None:
            st = _state(dec)
            tids = _active(dec, m)
            for off in addr(tids).tolist():
                st.barriers.pop(off, None)
        return inval
    if what in ("expect_tx", "complete_tx"):
        addr = _shared_offsets(dec, ins, ops[0])
        tx = _count_operand(dec, ins, ops[1])
        sign = 1 if what == "expect_tx" else -1

        def transaction(m: Mask) -> None:
            st = _state(dec)
            tids = _active(dec, m)
            for tid, off, n in zip(tids.tolist(), addr(tids).tolist(), tx(tids).tolist()):
                bar = st.get(dec, ins, tid, off)
                bar.tx += sign * n
                st.settle(dec, bar)
        return transaction
    if what == "arrive":
        # Launches are clusters of one CTA, so a .shared::cluster address is the CTA's own.
        if "noComplete" in mods or "remote" in mods:
            raise unsupported(ins, "only CTA-local mbarrier.arrive")
        expect = "expect_tx" in mods
        state_op = ops[0]
        addr = _shared_offsets(dec, ins, ops[1])
        extra = _count_operand(dec, ins, ops[2]) if len(ops) > 2 else None
        token = dec.dst(ins, state_op, TYPES["b64"]) if not isinstance(state_op, Sink) else None

        def arrive(m: Mask) -> None:
            st = _state(dec)
            tids = _active(dec, m)
            offs = addr(tids).tolist()
            values = extra(tids).tolist() if extra is not None else [None] * tids.size
            phases = np.zeros(tids.size, dtype=np.uint64)
            for j, (tid, off, v) in enumerate(zip(tids.tolist(), offs, values)):
                bar = st.get(dec, ins, tid, off)
                phases[j] = bar.phase
                if expect:
                    bar.tx += int(v)
                st.arrive(dec, bar, tid >> 5, 1 if expect or v is None else int(v))
            if token is not None:
                token.put_idx(phases, tids)
        return arrive
    if what in ("try_wait", "test_wait"):
        parity = "parity" in mods
        done_w = dec.dst(ins, ops[0], TYPES["pred"])
        addr = _shared_offsets(dec, ins, ops[1])
        phase_of = _count_operand(dec, ins, ops[2]) if not isinstance(ops[2], Reg) or ops[2].bits != 64 \
            else _token_operand(dec, ops[2])

        def wait(m: Mask) -> None:
            st = _state(dec)
            rt = dec.cta
            tids = _active(dec, m)
            want = phase_of(tids).tolist()
            result = np.zeros(tids.size, dtype=np.bool_)
            acquired: dict[int, np.ndarray] = {}
            for j, (tid, off) in enumerate(zip(tids.tolist(), addr(tids).tolist())):
                bar = st.get(dec, ins, tid, off)
                ok = (bar.phase & 1) != (want[j] & 1) if parity else bar.phase != want[j]
                result[j] = ok
                if ok and bar.done_clock is not None:
                    w = tid >> 5
                    acquired[w] = bar.done_clock if w not in acquired else np.maximum(acquired[w], bar.done_clock)
            done_w.put_idx(result, tids)
            shadow = rt.shadow
            if shadow is not None and shadow.racecheck:
                for w, clock in acquired.items():
                    shadow.release(clock, [w])
            offs = addr(tids)
            failing = np.flatnonzero(~result)
            warps, first = np.unique(tids[failing] >> 5, return_index=True)
            for w, j in zip(warps.tolist(), failing[first].tolist()):
                attempt = (id(ins), st.progress)
                if st.last_failure.get(w) == attempt:  # this wait failed before and nothing changed: park it
                    rt.warps[w].mbar_wait = (ins, int(offs[j]), int(want[j]))
                st.last_failure[w] = attempt
        return wait
    raise unsupported(ins)


# --------------------------------------------------------------------------------------------
# Bulk tensor copies (TMA)
# --------------------------------------------------------------------------------------------

def _tensormap_of(dec: Decoder, ins: Instruction, op: object):
    """f(tid) -> the TensorMap an operand's address names (a kernel parameter or its generic address)."""
    if isinstance(op, Sym):
        if op.name not in dec.kernel.param_offsets:
            raise unsupported(ins, "a tensor map must be a kernel parameter")
        offset = dec.kernel.param_offsets[op.name]
        return lambda tid: _lookup(dec, ins, tid, offset)
    if not isinstance(op, Reg):
        raise unsupported(ins, "tensor map operand")
    view = dec.reg_view(op, np.uint64 if op.bits == 64 else np.uint32)

    def find(tid: int) -> TensorMap:
        a = int(view[tid])
        if op.bits == 64:
            if not PARAM_WINDOW <= a < PARAM_WINDOW + WINDOW_SIZE:
                raise dec.fault(ins, tid, a, "tensor map address is not a kernel parameter's (cvta.param) address")
            a -= PARAM_WINDOW
        return _lookup(dec, ins, tid, a)
    return find


def _lookup(dec: Decoder, ins: Instruction, tid: int, offset: int) -> TensorMap:
    raw = dec.param_bytes[offset:offset + TENSORMAP_BYTES]
    index = decode_index(raw) if len(raw) == TENSORMAP_BYTES else None
    if index is None or index >= len(dec.tensormaps):
        raise dec.fault(ins, tid, offset, "the tensor map operand holds no tensor map made by the host "
                        "(pass a tirc.runtime.emulator.TensorMap for the .b8[128] parameter)")
    return dec.tensormaps[index]


def _box(tmap: TensorMap, coords: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """(global element addresses, in-bounds mask) of the box at `coords`, outermost dimension first."""
    rank = len(tmap.dims)
    grids = np.meshgrid(*[coords[d] + np.arange(tmap.box[d], dtype=np.int64) for d in reversed(range(rank))],
                        indexing="ij")
    idx = list(reversed(grids))  # idx[d]: index along dimension d (innermost first)
    valid = np.ones(idx[0].shape, dtype=np.bool_)
    addr = np.full(idx[0].shape, tmap.address, dtype=np.int64) + idx[0] * tmap.elem_bytes
    for d in range(rank):
        valid &= (idx[d] >= 0) & (idx[d] < tmap.dims[d])
        if d:
            addr += idx[d] * tmap.strides[d - 1]
    return addr.reshape(-1), valid.reshape(-1)


def _shared_box(tmap: TensorMap, dst: int) -> np.ndarray:
    """Shared byte offsets [elements, elem_bytes] of the box placed at `dst` (dense, swizzled)."""
    n = tmap.box_bytes // tmap.elem_bytes
    row_bytes = tmap.box[0] * tmap.elem_bytes
    if tmap.swizzle and row_bytes != tmap.swizzle:
        raise EmulatorError(f"tensor map: a swizzled box must have inner rows of exactly {tmap.swizzle} bytes "
                            f"(got {row_bytes}); narrower rows are not emulated")
    elem = dst + np.arange(n, dtype=np.int64) * tmap.elem_bytes
    return swizzle_address(elem, tmap.swizzle or 16)[:, None] + byte_range(tmap.elem_bytes)


def _coordinates(dec: Decoder, ins: Instruction, op: TensorAddr):
    views = []
    for c in op.coords:
        if not isinstance(c, Reg) or c.bits != 32:
            if isinstance(c, Imm):
                value = int(c.value)
                views.append(lambda tid, v=value: v)
                continue
            raise unsupported(ins, "tensor coordinates must be 32-bit registers or immediates")
        view = dec.reg_view(c, np.int32)
        views.append(lambda tid, v=view: int(v[tid]))
    return lambda tid: [f(tid) for f in views]


@handler("cp.async.bulk")
def build_bulk(dec: Decoder, ins: Instruction) -> Run:
    """cp.async.bulk.*: the bulk (TMA) copies; memory.py builds the other cp forms."""
    mods = ins.mods[3:]
    if mods[:1] == ["commit_group"]:
        def commit(m: Mask) -> None:
            st = _state(dec)
            for tid in _active(dec, m).tolist():
                st.bulk_committed[tid] = st.bulk_committed.get(tid, 0) + 1
        return commit
    if mods[:1] == ["wait_group"]:
        if not isinstance(ins.operands[0], Imm):
            raise unsupported(ins, "wait_group needs an immediate")
        keep = int(ins.operands[0].value)

        def wait(m: Mask) -> None:
            st = _state(dec)
            shadow = dec.cta.shadow
            waiting = set(_active(dec, m).tolist())
            left = []
            for tid, group, pc, warp, idx in st.bulk_reads:
                if tid in waiting and group < st.bulk_committed.get(tid, 0) - keep:
                    if shadow is not None:
                        shadow.async_release(pc, warp, idx)
                else:
                    left.append((tid, group, pc, warp, idx))
            st.bulk_reads = left
        return wait
    if not mods or mods[0] != "tensor" or any(x.startswith(("im2col", "scatter4", "gather4")) for x in mods):
        raise unsupported(ins, "only tile-mode cp.async.bulk.tensor")
    if any(x.startswith(("multicast", "L2")) for x in mods):
        raise unsupported(ins, "multicast / cache-hint bulk copies")
    rank = int(mods[1][:-1]) if len(mods) > 1 and mods[1].endswith("d") else 0
    ops = ins.operands

    def pc_of() -> int:
        return dec.cta.pc_of[id(ins)]

    def checked_copy(tid: int, shared: int, what: str) -> tuple[TensorMap, list[int]]:
        """Thread ``tid``'s tensor map and coordinates, checked against the copy's rank, and its
        shared-memory box start (``what``: destination or source) checked for alignment."""
        tmap, coords = tmap_of(tid), coords_of(tid)
        if len(coords) != len(tmap.dims) or rank != len(tmap.dims):
            raise dec.fault(ins, tid, 0, f"{rank}d copy through a rank-{len(tmap.dims)} tensor map")
        align = 8 * tmap.swizzle if tmap.swizzle else 128  # a swizzle pattern repeats every 8 rows
        if shared % align:
            raise dec.fault(ins, tid, shared, f"bulk tensor copy {what} not {align}-byte aligned")
        return tmap, coords

    if len(mods) > 3 and mods[2].startswith("shared") and mods[3] == "global":
        if "mbarrier::complete_tx::bytes" not in mods or len(ops) != 3 or not isinstance(ops[1], TensorAddr):
            raise unsupported(ins, "a bulk tensor load needs [dst], [tensormap, {coords}], [mbarrier]")
        dst = _shared_offsets(dec, ins, ops[0])
        tmap_of = _tensormap_of(dec, ins, ops[1].base)
        coords_of = _coordinates(dec, ins, ops[1])
        mbar = _shared_offsets(dec, ins, ops[2])

        def load(m: Mask) -> None:
            st = _state(dec)
            tids = _active(dec, m)
            rt = dec.cta
            for tid, d, off in zip(tids.tolist(), dst(tids).tolist(), mbar(tids).tolist()):
                tmap, coords = checked_copy(tid, d, "destination")
                addrs, valid = _box(tmap, coords)
                data = np.zeros((addrs.size, tmap.elem_bytes), dtype=np.uint8)
                if valid.any():
                    where = addrs[valid].astype(np.uint64)
                    bad = dec.gmem.bad_lanes(where, tmap.elem_bytes)
                    if bad is not None:
                        raise dec.fault(ins, tid, int(where[np.argmax(bad)]), "tensor map reads outside global memory")
                    data[valid] = dec.gmem.read(where, tmap.elem_bytes)
                    rt.note_global_bulk(where, tmap.elem_bytes, store=False)
                idx = _shared_box(tmap, d)
                if idx.max() >= dec.smem.size:
                    raise dec.fault(ins, tid, d, f"bulk tensor copy box runs past shared memory (size {dec.smem.size})")
                shadow = rt.shadow
                if shadow is not None:
                    shadow.write(ins, pc_of(), np.full(idx.shape[0], tid), idx, pending=True)
                dec.smem[idx] = data
                bar = st.get(dec, ins, tid, off)
                bar.copies.append((pc_of(), tid, idx.reshape(-1)))
                bar.tx -= tmap.box_bytes
                if shadow is not None and shadow.racecheck:
                    bar.clock = shadow.arrive(bar.clock, tid >> 5, waits=False)
                st.settle(dec, bar)
        return load
    if len(mods) > 3 and mods[2] == "global" and mods[3].startswith("shared"):
        if "bulk_group" not in mods or len(ops) != 2 or not isinstance(ops[0], TensorAddr):
            raise unsupported(ins, "a bulk tensor store needs [tensormap, {coords}], [src] and .bulk_group")
        tmap_of = _tensormap_of(dec, ins, ops[0].base)
        coords_of = _coordinates(dec, ins, ops[0])
        src = _shared_offsets(dec, ins, ops[1])

        def store(m: Mask) -> None:
            st = _state(dec)
            tids = _active(dec, m)
            rt = dec.cta
            for tid, s in zip(tids.tolist(), src(tids).tolist()):
                tmap, coords = checked_copy(tid, s, "source")
                idx = _shared_box(tmap, s)
                if rt.shadow is not None:
                    rt.shadow.async_read(ins, pc_of(), tid >> 5, idx.reshape(-1))
                    st.bulk_reads.append((tid, st.bulk_committed.get(tid, 0), pc_of(), tid >> 5, idx.reshape(-1)))
                data = dec.smem[idx]
                addrs, valid = _box(tmap, coords)
                if valid.any():
                    where = addrs[valid].astype(np.uint64)
                    bad = dec.gmem.bad_lanes(where, tmap.elem_bytes)
                    if bad is not None:
                        raise dec.fault(ins, tid, int(where[np.argmax(bad)]), "tensor map writes outside global memory")
                    dec.gmem.write(where, data[valid])
                    rt.note_global_bulk(where, tmap.elem_bytes, store=True)
        return store
    raise unsupported(ins, "bulk copy direction")
