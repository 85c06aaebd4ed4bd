"""Shadow memory: shared-memory race detection and initialisation checking for one launch.

Happens-before between warps comes only from CTA barriers, tracked with vector clocks: every warp
has an epoch, taken from one clock of the launch that only grows; a barrier release joins the
clocks of the warps that arrived at it (``vc[b, a]`` is the latest epoch of warp a that warp b has
synchronised with) and gives each released warp a fresh epoch.  An access of warp a tagged with
epoch e is ordered before warp b's accesses iff ``e <= vc[b, a]``.

Each shared byte remembers its last writer and, per warp, its last read, packed into one int64
(``epoch << 32 | pc << 11 | warp << 5 | lane``), so the common case costs a gather and a compare
against ``floor``, the smallest entry of the clocks off their diagonal: an access tagged at or below
it is ordered before every warp.  Epochs keep growing across the CTAs of a launch, so the shadow is
never cleared: bytes tagged before the CTA's start epoch were not written by this CTA.

A cp.async destination is tagged PENDING from issue until its group is waited for; the wait tags it
as written by the waiting warp at its current epoch, so other warps still need a barrier.

The async proxy (wgmma, bulk stores): the shared bytes an issued wgmma reads are counted in
``async_count`` until its wgmma.wait_group (a bulk store's until its bulk wait_group), and any write
to them meanwhile is a race.  A wgmma reading bytes written by the
generic proxy (st.shared, cp.async) needs a fence.proxy.async between them: either the reading warp
fenced after it had synchronised with the write (``fence_vc``, its clock at its last fence), or the
writing warp fenced after the write and the reader synchronised with that fence (``fence_epochs``).
A fence starts a new epoch of its warp, so later writes are not covered by it.
"""

from __future__ import annotations

import bisect
from typing import Protocol
from collections.abc import Callable

import numpy as np

from .errors import EmulatorError, at_line
from .memory import SHARED_WINDOW
from .syntax import Instruction

PENDING = 1 << 30  # epoch field of a cp.async destination whose group has not been waited for
_EPOCH = 32
_PC = 11
_WARP = 5
_LOW32 = (1 << 32) - 1


class RaceError(EmulatorError):
    """Two warps accessed the same shared bytes without a barrier in between."""


class UninitializedRead(EmulatorError):
    """A thread read shared or local memory that nothing wrote."""


class CtaPosition(Protocol):
    """Where the CTA that runs sits in its launch: all the shadow needs of the runner, to name threads in
    its messages (the executor's CtaRunner is one; the shadow does not import the executor, which builds it)."""

    ctaid: tuple[int, int, int]

    def thread_coords(self, tid: int) -> tuple[int, int, int]: ...


def _unpack(info: int) -> tuple[int, int, int, int]:
    """(epoch, pc, warp, lane) of a packed shadow entry."""
    return info >> _EPOCH, (info >> _PC) & ((1 << 21) - 1), (info >> _WARP) & 63, info & 31


class SharedShadow:
    """Race and initialisation state of the shared memory of the CTA that runs (one per launch)."""

    def __init__(self, size: int, nwarps: int, code: list[Instruction], racecheck: bool, initcheck: bool) -> None:
        self.nwarps = nwarps
        self.code = code
        self.racecheck = racecheck
        self.initcheck = initcheck
        self.writer = np.full(size, -1, dtype=np.int64)
        self.reads = np.zeros(size * nwarps if racecheck else 0, dtype=np.int64)
        self.reads2d = self.reads.reshape(size if racecheck else 0, nwarps)
        self.read_bound = np.zeros(size if racecheck else 0, dtype=np.int64)  # >= every read epoch
        self.clock = 0
        self.start = 0
        self.vc = np.zeros((nwarps, nwarps), dtype=np.int64)
        self.floor = 0
        self.lane_bits = np.arange(nwarps * 32, dtype=np.int64)  # warp << 5 | lane is the thread index
        self.tag = self.lane_bits.copy()  # per thread: epoch << 32 | warp << 5 | lane
        self._off_diagonal = ~np.eye(nwarps, dtype=np.bool_)
        self.runner: CtaPosition | None = None
        # Async proxy: per byte, how many un-waited wgmma / bulk stores read it, and (warp << 21 | pc) of the last.
        self.async_count = np.zeros(size if racecheck else 0, dtype=np.int32)
        self.async_reader = np.full(size if racecheck else 0, -1, dtype=np.int64)
        self.async_reads = 0  # wgmma reads not yet waited for
        self.fence_vc = np.zeros((nwarps, nwarps), dtype=np.int64)
        self.fence_epochs: list[list[int]] = [[] for _ in range(nwarps)]
        # pcs of bulk (TMA) copies: their shared writes go through the async proxy and need no proxy fence.
        self.bulk_copy = np.array([ins.mods[:3] == ["cp", "async", "bulk"] for ins in code] or [False])

    # -- clocks --------------------------------------------------------------------------------
    def begin_cta(self, runner: CtaPosition) -> None:
        self.runner = runner
        self.clock += 1
        self.start = self.clock
        self.vc.fill(self.clock - 1)
        np.fill_diagonal(self.vc, self.clock)
        self.tag[:] = (self.clock << _EPOCH) | self.lane_bits
        self._update_floor()
        if self.async_reads:  # a CTA ended with async reads pending (otherwise every count is back at 0)
            self.async_count.fill(0)
            self.async_reads = 0
        self.fence_vc.fill(0)
        self.fence_epochs = [[] for _ in range(self.nwarps)]

    def _update_floor(self) -> None:
        # One warp races with nobody, but can still read its own copy before the wait.
        self.floor = int(self.vc[self._off_diagonal].min()) if self.nwarps > 1 else PENDING - 1

    def _new_epoch(self, warps: list[int]) -> None:
        self.clock += 1
        for w in warps:
            self.vc[w, w] = self.clock
            self.tag[w * 32:(w + 1) * 32] = (self.clock << _EPOCH) | self.lane_bits[w * 32:(w + 1) * 32]

    def arrive(self, contribution: np.ndarray | None, warp: int, waits: bool) -> np.ndarray:
        """Warp `warp` arrives at a barrier whose arrivals so far joined to `contribution`."""
        joined = self.vc[warp].copy() if contribution is None else np.maximum(contribution, self.vc[warp])
        if not waits:  # bar.arrive: releases its past accesses, its later ones are a new epoch
            self._new_epoch([warp])
        return joined

    def release(self, contribution: np.ndarray, warps: list[int]) -> None:
        """The barrier completes: the waiting `warps` acquire everything that arrived at it."""
        for w in warps:
            np.maximum(self.vc[w], contribution, out=self.vc[w])
        self._new_epoch(warps)
        self._update_floor()

    def proxy_fence(self, warps: list[int]) -> None:
        """fence.proxy.async by `warps`: covers their generic accesses so far and what they synchronised with."""
        for w in warps:
            self.fence_vc[w] = self.vc[w]
            self.fence_epochs[w].append(int(self.vc[w, w]))
        self._new_epoch(warps)

    # -- async proxy (wgmma) ---------------------------------------------------------------------
    def async_read(self, ins: Instruction, pc: int, warp: int, idx: np.ndarray) -> None:
        """An async-proxy read (a wgmma of `warp`'s warpgroup, a bulk store of `warp`) of the shared bytes
        idx (1-D, each once), pending until its wait."""
        info = self.writer[idx]
        if self.initcheck and info.min() < self.start << _EPOCH:
            j = int(np.argmax((info >> _EPOCH) < self.start))
            raise self._uninitialised(ins, warp * 32, int(idx[j]))
        if not self.racecheck:
            return
        epoch = info >> _EPOCH
        writer = (info >> _WARP) & 63
        mine = epoch >= self.start
        pending = mine & (epoch == PENDING)
        if pending.any():
            j = int(np.argmax(pending))
            raise self._before_wait(ins, warp * 32, int(info[j]), int(idx[j]), "RAW")
        racy = mine & (writer != warp) & (epoch > self.vc[warp, writer])
        if racy.any():
            j = int(np.argmax(racy))
            raise self._race(ins, "RAW", warp * 32, int(info[j]), int(idx[j]))
        unfenced = mine & (epoch > self.fence_vc[warp, writer]) & ~self.bulk_copy[(info >> _PC) & ((1 << 21) - 1)]
        if unfenced.any():
            for j in np.flatnonzero(unfenced).tolist():
                a, e = int(writer[j]), int(epoch[j])
                fences = self.fence_epochs[a]
                at = bisect.bisect_left(fences, e)
                if at == len(fences) or fences[at] > self.vc[warp, a]:
                    raise self._unfenced(ins, warp * 32, int(info[j]), int(idx[j]))
        self.async_count[idx] += 1  # idx holds each byte once
        self.async_reader[idx] = (warp << 21) | pc
        self.async_reads += 1

    def async_release(self, pc: int, warp: int, idx: np.ndarray) -> None:
        """The read's wait (wgmma / bulk wait_group): it counts as `warp`'s read at the warp's current epoch."""
        if not self.racecheck:
            return
        self.async_count[idx] -= 1
        self.async_reads -= 1
        self.reads[idx * self.nwarps + warp] = self.tag[warp * 32] | (pc << _PC)
        self.read_bound[idx] = self.clock

    # -- accesses ------------------------------------------------------------------------------
    def read(self, ins: Instruction, pc: int, tids: np.ndarray, idx: np.ndarray, atomic: bool = False) -> None:
        """Threads `tids` read the shared bytes idx[k, nbytes].  An atomic is checked to read written
        bytes, then recorded as a write that races with nothing (atomics order themselves)."""
        info = self.writer[idx]
        # Packed entries compare like their epochs: one min and one max decide the common case.
        if self.initcheck and info.min() < self.start << _EPOCH:
            unwritten = (info >> _EPOCH) < self.start
            row, col = np.unravel_index(int(np.argmax(unwritten)), unwritten.shape)
            raise self._uninitialised(ins, int(tids[row]), int(idx[row, col]))
        if atomic:
            self.writer[idx] = (self.tag[tids] | (pc << _PC))[:, None]
            return
        if not self.racecheck:
            return
        if info.max() >= (self.floor + 1) << _EPOCH:
            suspect = (info >> _EPOCH) > self.floor
            j, b = np.nonzero(suspect)
            self._check_writer(ins, "RAW", tids[j], info[j, b], idx[j, b])
        self.reads[idx * self.nwarps + (tids >> 5)[:, None]] = (self.tag[tids] | (pc << _PC))[:, None]
        self.read_bound[idx] = self.clock

    def write(self, ins: Instruction, pc: int, tids: np.ndarray, idx: np.ndarray, *, pending: bool = False) -> None:
        """Threads `tids` write idx[k, nbytes] (a cp.async issue with `pending`)."""
        if self.async_reads:
            busy = self.async_count[idx] > 0
            if busy.any():
                row, col = np.unravel_index(int(np.argmax(busy)), busy.shape)
                raise self._async_war(ins, int(tids[row]), int(self.async_reader[idx[row, col]]), int(idx[row, col]))
        if self.racecheck:
            info = self.writer[idx]
            if info.max() >= (self.floor + 1) << _EPOCH:
                j, b = np.nonzero((info >> _EPOCH) > self.floor)
                self._check_writer(ins, "WAW", tids[j], info[j, b], idx[j, b])
            bound = self.read_bound[idx]
            if bound.max() > self.floor:
                j, b = np.nonzero(bound > self.floor)
                self._check_readers(ins, tids[j], idx[j, b])
        tag = self.tag[tids] | (pc << _PC)
        if pending:
            tag = (tag & _LOW32) | (PENDING << _EPOCH)
        column = tag[:, None]
        self.writer[idx] = column
        if self.racecheck and tids[0] >> 5 != tids[-1] >> 5:
            # Lanes of two warps wrote the same byte in one instruction: the warps ran it at different times.
            kept = self.writer[idx]
            lost = kept != column
            if lost.any():
                clash = lost & (((kept >> _WARP) & 63) != (tids >> 5)[:, None])
                if clash.any():
                    row, col = np.unravel_index(int(np.argmax(clash)), clash.shape)
                    raise self._race(ins, "WAW", int(tids[row]), int(kept[row, col]), int(idx[row, col]),
                                     same_instruction=True)

    def complete(self, pc: int, tids: np.ndarray, idx: np.ndarray) -> None:
        """A cp.async of thread `tids` (issued at `pc`) landed: written by its warp's current epoch."""
        self.writer[idx] = (self.tag[tids] | (pc << _PC))[:, None]

    # -- checks on the unusual path --------------------------------------------------------------
    def _check_writer(self, ins: Instruction, kind: str, tids: np.ndarray, info: np.ndarray, idx: np.ndarray) -> None:
        epoch = info >> _EPOCH
        writer = (info >> _WARP) & 63
        warps = tids >> 5
        pending = epoch == PENDING
        racy = pending | ((writer != warps) & (epoch > self.vc[warps, writer]))
        if racy.any():
            j = int(np.argmax(racy))
            if pending[j]:
                raise self._before_wait(ins, int(tids[j]), int(info[j]), int(idx[j]), kind)
            raise self._race(ins, kind, int(tids[j]), int(info[j]), int(idx[j]))

    def _check_readers(self, ins: Instruction, tids: np.ndarray, idx: np.ndarray) -> None:
        rows = self.reads2d[idx]  # [m, nwarps]
        warps = tids >> 5
        others = np.arange(self.nwarps)[None, :] != warps[:, None]
        racy = ((rows >> _EPOCH) > self.vc[warps]) & others
        if racy.any():
            j, a = np.unravel_index(int(np.argmax(racy)), racy.shape)
            raise self._race(ins, "WAR", int(tids[j]), int(rows[j, a]), int(idx[j]))

    # -- messages ------------------------------------------------------------------------------
    def _thread(self, tid: int) -> str:
        assert self.runner is not None
        return f"warp {tid >> 5} (tid={self.runner.thread_coords(tid)})"

    def _where(self, offset: int) -> str:
        return f"shared address 0x{SHARED_WINDOW + offset:x} (offset 0x{offset:x} in the shared window)"

    def _line(self, ins: Instruction) -> str:
        return at_line(ins.line, ins.text)

    def _race(self, ins: Instruction, kind: str, tid: int, info: int, offset: int,
              same_instruction: bool = False) -> RaceError:
        assert self.runner is not None
        _, pc, warp, lane = _unpack(info)
        earlier = self.code[pc]
        verb = {"RAW": "reads", "WAR": "writes", "WAW": "writes"}[kind]
        did = "read" if kind == "WAR" else "wrote"
        order = "in the same instruction" if same_instruction else "with no barrier in between"
        return RaceError(
            f"shared-memory race ({kind}) in CTA {self.runner.ctaid}: {self._line(ins)}: {self._thread(tid)} "
            f"{verb} {self._where(offset)}, which {self._thread(warp * 32 + lane)} {did} at "
            f"{self._line(earlier)} {order}")

    def _before_wait(self, ins: Instruction, tid: int, info: int, offset: int, kind: str) -> RaceError:
        assert self.runner is not None
        _, pc, warp, lane = _unpack(info)
        verb = "reads" if kind == "RAW" else "overwrites"
        what = "read" if kind == "RAW" else "write"
        copy = self.code[pc]
        if self.bulk_copy[pc]:
            kind_of_wait, pending = "bulk copy", "whose mbarrier phase had not completed (mbarrier.try_wait)"
        else:
            kind_of_wait, pending = "cp.async", "whose group was not yet waited for (cp.async.wait_group / wait_all)"
        return RaceError(
            f"shared-memory {what} before {kind_of_wait} wait in CTA {self.runner.ctaid}: {self._line(ins)}: "
            f"{self._thread(tid)} {verb} {self._where(offset)}, the destination of "
            f"{self._line(copy)} by {self._thread(warp * 32 + lane)}, {pending}")

    def _unfenced(self, ins: Instruction, tid: int, info: int, offset: int) -> RaceError:
        assert self.runner is not None
        _, pc, warp, lane = _unpack(info)
        return RaceError(
            f"shared-memory proxy race in CTA {self.runner.ctaid}: {self._line(ins)}: the async proxy (wgmma) of "
            f"{self._thread(tid)} reads {self._where(offset)}, which {self._thread(warp * 32 + lane)} wrote through "
            f"the generic proxy at {self._line(self.code[pc])} with no fence.proxy.async between them")

    def _async_war(self, ins: Instruction, tid: int, reader: int, offset: int) -> RaceError:
        assert self.runner is not None
        pc, warp = reader & ((1 << 21) - 1), reader >> 21
        wait = "cp.async.bulk.wait_group" if self.bulk_copy[pc] else "wgmma.wait_group"
        return RaceError(
            f"shared-memory race (WAR) in CTA {self.runner.ctaid}: {self._line(ins)}: {self._thread(tid)} writes "
            f"{self._where(offset)}, which {self._line(self.code[pc])} of warp {warp} reads asynchronously, before "
            f"the {wait} that completes it")

    def _uninitialised(self, ins: Instruction, tid: int, offset: int) -> UninitializedRead:
        assert self.runner is not None
        return UninitializedRead(
            f"read of uninitialised shared memory in CTA {self.runner.ctaid}: {self._line(ins)}: "
            f"{self._thread(tid)} reads {self._where(offset)}, which no thread of this CTA wrote")


class LocalShadow:
    """Which local-memory bytes each thread wrote (reset for every CTA)."""

    def __init__(self, size: int, fault: Callable[[Instruction, int, int, str], EmulatorError]) -> None:
        self.written = np.zeros(size, dtype=np.bool_)
        self.fault = fault

    def begin_cta(self) -> None:
        self.written.fill(False)

    def read(self, ins: Instruction, tids: np.ndarray, idx: np.ndarray, offsets: np.ndarray) -> None:
        written = self.written[idx]
        if not written.all():
            j = int(np.argmax(~written.all(axis=1)))
            b = int(np.argmax(~written[j]))
            error = self.fault(ins, int(tids[j]), int(offsets[j]) + b, "read of uninitialised local memory")
            raise UninitializedRead(f"{error} (an offset in the thread's local memory; no instruction of this thread "
                                    "wrote it)")

    def write(self, idx: np.ndarray) -> None:
        self.written[idx] = True
