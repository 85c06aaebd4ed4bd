"""Per-launch execution statistics (instruction mix, shared-memory banking, global traffic).

Global traffic is counted twice over. *Requested*: the bytes each lane's loads and stores ask for
(and the distinct 32-byte sectors of each warp-level access, what the L1/L2 serve); a weight every
block reads counts once per block. *DRAM*: the distinct 32-byte sectors a launch touches at all,
loads and stores apart, a perfect-L2 model within a kernel (the first touch of a sector comes from
or goes to DRAM, every later one hits L2) summed over launches; the weight above counts once.
Hardware sits between the two (a finite L2 evicts; partial sectors of a store are merged in L2).
"""

from __future__ import annotations

import collections
from dataclasses import dataclass, field, replace

import numpy as np

# Multi-component opcodes whose first two components name the operation family.
SECTOR_BYTES = 32

_TWO_PART_BASES = {"cp", "bar", "barrier", "fence", "mbarrier", "cvta", "multimem"}


def base_of(opcode: str) -> str:
    parts = opcode.split(".")
    if parts[0] in _TWO_PART_BASES and len(parts) > 1 and parts[0] == "cp":
        return ".".join(parts[:2])
    return parts[0]


@dataclass
class SharedAccessSample:
    """One warp-level shared access: per lane of the warp, the byte offset it accessed (-1: the lane
    was inactive), ``size`` bytes each, and the wavefronts of each phase (1, 2 or 4 lane groups)."""
    warp: int
    offsets: tuple[int, ...]       # 32 entries
    size: int
    wavefronts: tuple[int, ...]    # per phase
    conflicts: int                 # wavefronts beyond one per non-empty phase


@dataclass
class SharedLineTrace:
    """The shared accesses of one PTX line over a launch (``LaunchOptions.trace_shared``): how many
    warp-level accesses, their wavefronts and bank conflicts as the statistics count them, and the
    first warp access with the most conflicts."""
    line: int
    opcode: str
    text: str
    accesses: int = 0
    wavefronts: int = 0
    conflicts: int = 0
    sample: SharedAccessSample | None = None

    def merge(self, other: SharedLineTrace) -> None:
        self.accesses += other.accesses
        self.wavefronts += other.wavefronts
        self.conflicts += other.conflicts
        if other.sample is not None and (self.sample is None or other.sample.conflicts > self.sample.conflicts):
            self.sample = other.sample


@dataclass
class LaunchStats:
    instructions: collections.Counter = field(default_factory=collections.Counter)
    warp_instructions: int = 0
    tensor_core_instructions: int = 0
    shared_bank_conflicts: int = 0
    shared_accesses: int = 0
    shared_wavefronts: int = 0
    global_bytes: int = 0          # loads and stores (cp.async and TMA copies, atomics) requested, per lane
    global_sectors: int = 0        # distinct 32-byte sectors per warp-level access, summed
    global_store_bytes: int = 0    # the stores among them (atomics and reductions count as stores)
    global_store_sectors: int = 0
    dram_load_sectors: int = 0     # distinct 32-byte sectors the launch loaded (perfect L2 within a launch)
    dram_store_sectors: int = 0    # distinct sectors it stored (atomics and reductions count as stores)
    wall_seconds: float = 0.0
    bank_conflicts_by_line: dict[int, int] = field(default_factory=dict)
    # Findings that do not stop the run, one per PTX line (reads of registers nothing wrote).
    warnings: list[str] = field(default_factory=list)
    # PTX line -> its shared accesses; None unless the launch ran with trace_shared.
    shared_trace: dict[int, SharedLineTrace] | None = None

    @property
    def global_load_bytes(self) -> int:
        return self.global_bytes - self.global_store_bytes

    @property
    def dram_bytes(self) -> int:
        """Bytes between L2 and DRAM in the perfect-L2 model: 32 per distinct sector touched."""
        return SECTOR_BYTES * (self.dram_load_sectors + self.dram_store_sectors)

    def by_base(self) -> collections.Counter:
        """Aggregate `instructions` on the operation family, e.g. 'mma', 'ld', 'cp.async'."""
        out: collections.Counter = collections.Counter()
        for op, n in self.instructions.items():
            out[base_of(op)] += n
        return out

    def merge(self, other: LaunchStats) -> LaunchStats:
        """Add `other` into self (for summing over launches); returns self."""
        self.instructions.update(other.instructions)
        self.warp_instructions += other.warp_instructions
        self.tensor_core_instructions += other.tensor_core_instructions
        self.shared_bank_conflicts += other.shared_bank_conflicts
        self.shared_accesses += other.shared_accesses
        self.shared_wavefronts += other.shared_wavefronts
        self.global_bytes += other.global_bytes
        self.global_sectors += other.global_sectors
        self.global_store_bytes += other.global_store_bytes
        self.global_store_sectors += other.global_store_sectors
        self.dram_load_sectors += other.dram_load_sectors
        self.dram_store_sectors += other.dram_store_sectors
        self.wall_seconds += other.wall_seconds
        for line, n in other.bank_conflicts_by_line.items():
            self.bank_conflicts_by_line[line] = self.bank_conflicts_by_line.get(line, 0) + n
        self.warnings.extend(w for w in other.warnings if w not in self.warnings)
        if other.shared_trace is not None:
            if self.shared_trace is None:
                self.shared_trace = {}
            for line, trace in other.shared_trace.items():
                mine = self.shared_trace.get(line)
                if mine is None:
                    self.shared_trace[line] = replace(trace)
                else:
                    mine.merge(trace)
        return self

    def as_rows(self) -> list[tuple[str, int | float]]:
        rows: list[tuple[str, int | float]] = [
            ("warp instructions", self.warp_instructions),
            ("tensor core instructions", self.tensor_core_instructions),
            ("shared accesses (warp-level)", self.shared_accesses),
            ("shared wavefronts", self.shared_wavefronts),
            ("shared bank conflicts", self.shared_bank_conflicts),
            ("global bytes requested", self.global_bytes),
            ("  global bytes loaded", self.global_load_bytes),
            ("  global bytes stored", self.global_store_bytes),
            ("global sectors (32B)", self.global_sectors),
            ("  global sectors loaded", self.global_sectors - self.global_store_sectors),
            ("  global sectors stored", self.global_store_sectors),
            ("DRAM sectors (distinct per kernel)", self.dram_load_sectors + self.dram_store_sectors),
            ("  DRAM sectors loaded", self.dram_load_sectors),
            ("  DRAM sectors stored", self.dram_store_sectors),
            ("wall seconds", round(self.wall_seconds, 4)),
        ]
        for base, n in sorted(self.by_base().items(), key=lambda kv: -kv[1]):
            rows.append((f"  {base}", n))
        for line, n in sorted(self.bank_conflicts_by_line.items()):
            rows.append((f"  bank conflicts @ line {line}", n))
        return rows


def shared_wavefronts(words: np.ndarray, valid: np.ndarray, phases: int) -> np.ndarray:
    """Wavefronts needed per warp for one warp-level shared access.

    words: int64 [W, 32, k] 32-bit word indices touched by each lane; valid: bool [W, 32].
    The warp is split into `phases` equal lane groups (1 for <=32-bit accesses, 2 for 64-bit,
    4 for 128-bit); within a phase each bank serves one distinct word per wavefront, and lanes
    touching the same word are served together (broadcast).  Returns int64 [W, phases] wavefronts.
    """
    w, lanes, k = words.shape
    per = lanes // phases
    x = np.where(valid[:, :, None], words, -1).reshape(w * phases, per * k)
    x.sort(axis=1)
    first = np.ones_like(x, dtype=np.bool_)
    first[:, 1:] = x[:, 1:] != x[:, :-1]
    first &= x >= 0
    bank = (x & 31) + 32 * np.arange(w * phases, dtype=np.int64)[:, None]
    counts = np.bincount(bank[first], minlength=32 * w * phases).reshape(w * phases, 32)
    return counts.max(axis=1).reshape(w, phases)


def distinct_sectors(addrs: np.ndarray, valid: np.ndarray) -> int:
    """Number of distinct 32-byte sectors per warp (summed).  addrs: int64 [W, 32]."""
    x = np.where(valid, addrs >> 5, -1)
    x.sort(axis=1)
    first = np.ones_like(x, dtype=np.bool_)
    first[:, 1:] = x[:, 1:] != x[:, :-1]
    return int((first & (x >= 0)).sum())


class SectorMap:
    """The global-memory sectors one launch has touched, loads and stores apart: a bool per 32-byte
    sector of the emulator's device memory (``size`` bytes from its base), so marking a warp's
    access is one scatter and the count one pass at the end of the launch."""

    __slots__ = ("loaded", "stored")

    def __init__(self, size: int) -> None:
        sectors = -(-size // SECTOR_BYTES) + 1
        self.loaded = np.zeros(sectors, dtype=np.bool_)
        self.stored = np.zeros(sectors, dtype=np.bool_)

    def mark(self, offsets: np.ndarray, size: int, store: bool) -> None:
        """Accesses of ``size`` bytes at byte ``offsets`` (int64, from the memory's base). The
        emulator faults on an access not aligned to its size, so one of a power of two up to 32
        bytes lies in one sector; any other marks every sector it spans."""
        touched = self.stored if store else self.loaded
        first = offsets >> 5
        touched[first] = True
        if size <= SECTOR_BYTES and not size & (size - 1):
            return
        last = (offsets + (size - 1)) >> 5
        for sector in range(1, -(-size // SECTOR_BYTES) + 1):
            touched[np.minimum(first + sector, last)] = True

    def counts(self) -> tuple[int, int]:
        """(sectors loaded, sectors stored)."""
        return int(np.count_nonzero(self.loaded)), int(np.count_nonzero(self.stored))
