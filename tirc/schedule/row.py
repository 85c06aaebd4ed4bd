"""Row schedules: how a row program (reductions along a row and the elementwise ops around them,
lowered by tir-reduce to one kernel) maps onto threads.

A row of ``length`` elements is cut into ``length / vector`` chunks of ``vector`` contiguous
elements (one 16-byte access where the types allow); ``threads_per_row`` threads own chunks
``t, t + T, t + 2T, ...`` and keep them in registers for the whole program, so each input row is
read once. ``rows_per_block`` rows run side by side in a block (a warp each when a row has 32
threads); the ``blocks`` of the grid loop over the rows, so operands that do not depend on the row
(LayerNorm's weight and bias) are loaded once per block. The schedule is chosen here from the
sizes and the target; tir-reduce only realises it.

The grid is sized for the machine, not for the traffic counted per thread: a memory-bound kernel
draws DRAM bandwidth from the SMs it occupies (``tirc.schedule.perf_model.memory_estimate``), so
there is a row group for every row up to ``WAVES`` waves of resident blocks (the target's SMs x
the blocks an SM holds), and warp-per-row blocks take fewer rows each when that gives every SM a
block. Past that, blocks loop over rows. The weight every row group re-reads hits L2 on hardware:
DRAM sees it once per kernel (the emulator's DRAM figure, distinct sectors per launch, counts it
so), and the loop bounds its L2 re-reads to one per block.

Few rows (fewer row groups than SMs: decode, 1-8 rows of 4096-32000 elements) cannot fill the
machine with a block per row; such rows are long, so the threads-per-row rule (the fewest threads
keeping ``elements_per_thread`` elements each, see :func:`choose_row_schedule`) already gives
each a block of up to 1024 threads holding up to ``max_elements_per_thread`` elements each, and
each row is read once. Wider blocks for shorter rows would not pay: the static model gains
nothing past 8 resident warps per SM, and every thread added to a row adds its share of the
reductions' butterflies and barriers to the instructions per element. The alternative for decode
rows is a split-row scheme: S blocks per row each reduce a slice held in registers and write
partials (softmax's online max and sum of exponentials, the norms' sums), and a second kernel
combines a row's partials and re-reads its slice to write the output. The static model rates it
far faster where rows < SMs (4 x 32000 f16 on sm_90a: about 0.23 us against 5.0 us for 4 blocks,
as 4 of 132 SMs draw 4/132 of the bandwidth; launch overhead is not modelled), at about 1.5x the
ideal DRAM traffic (the input read twice). tir-reduce does not emit it: it needs the online and
partial-sum forms of each recognised reduction chain, so decode rows keep one block per row at
1x the ideal traffic.
"""

from __future__ import annotations

from dataclasses import dataclass

from tirc.schedule.perf_model import resident_blocks
from tirc.target import Target

WARP = 32
MAX_THREADS = 1024
ACCESS_BYTES = 16   # the widest global load/store (ld.global.v4.b32)
WAVES = 2           # row groups for at most this many waves of resident blocks; past them blocks loop


@dataclass(frozen=True)
class RowSchedule:
    threads_per_row: int      # a power of two, 32..1024
    rows_per_block: int       # rows a block runs side by side (1 unless a warp per row)
    vector: int               # elements per access (1: scalar accesses)
    slots: int                # chunks each thread holds per row buffer: ceil(length / vector / threads_per_row)
    blocks: int               # the grid; blocks loop over rows
    rows: int
    length: int
    vector_bytes: int         # bytes of the widest access of the row's element types

    @property
    def threads(self) -> int:
        return self.threads_per_row * self.rows_per_block

    @property
    def elements_per_thread(self) -> int:
        return self.slots * self.vector

    def describe(self) -> str:
        """The text ``tirc compile --report`` prints for the kernel."""
        rows = f"{self.rows_per_block} row{'s' if self.rows_per_block > 1 else ''} per block"
        who = (f"a warp per row, {rows}" if self.threads_per_row == WARP
               else f"a block of {self.threads_per_row} threads per row")
        access = (f"{self.vector}-element ({self.vector_bytes}-byte) vector accesses" if self.vector > 1
                  else "scalar accesses")
        loop = (f", {self.blocks} block{'s' if self.blocks > 1 else ''} looping over {self.rows} rows"
                if self.blocks * self.rows_per_block < self.rows else "")
        return (f"row reduction in one pass: {who}, {access}, {self.elements_per_thread} elements per thread "
                f"per row buffer in registers{loop}")


def vector_width(length: int, widest_bytes: int, limit: int | None = None) -> int:
    """Elements per access: 16 bytes of the widest element type, halved until it divides the row
    (so every row starts aligned); ``limit`` caps it (1: scalar)."""
    vector = max(1, ACCESS_BYTES // widest_bytes)
    if limit is not None:
        vector = min(vector, limit)
    while vector > 1 and length % vector:
        vector //= 2
    return vector


def choose_row_schedule(rows: int, length: int, widest_bytes: int, target: Target, *, elements_per_thread: int = 16,
                        max_elements_per_thread: int = 64, block_threads: int = 256,
                        threads_per_row: int | None = None, vector_limit: int | None = None,
                        rows_per_block: int | None = None) -> RowSchedule | None:
    """The schedule of a row program over ``rows`` rows of ``length`` elements (the widest element
    ``widest_bytes``) on ``target``, or None when a row does not fit in registers
    (``max_elements_per_thread`` per buffer with 1024 threads); see the module docstring.

    Threads per row: the fewest (from a warp) that keep ``elements_per_thread`` elements per
    thread and buffer, so short rows take a warp each and long ones a block (decode rows: up to
    1024 threads, more elements each). Blocks: a row group per row, up to WAVES waves of resident
    blocks. ``rows_per_block`` (a warp per row only; a schedule that bound rows to warps) overrides
    the rows a block runs side by side."""
    vector = vector_width(length, widest_bytes, vector_limit)
    chunks = -(-length // vector)
    if threads_per_row is None:
        threads_per_row = WARP
        while threads_per_row < MAX_THREADS and -(-chunks // threads_per_row) * vector > elements_per_thread:
            threads_per_row *= 2
    slots = -(-chunks // threads_per_row)
    if slots * vector > max_elements_per_thread:
        return None
    if threads_per_row == WARP:
        # Warps of a block run rows side by side: as many as keep a block on every SM.
        rows_per_block = rows_per_block or max(1, min(block_threads // WARP, rows // target.sm_count))
    else:
        rows_per_block = 1
    threads = threads_per_row * rows_per_block
    resident, _ = resident_blocks(threads, target, 0, 0)   # registers are not known yet: the threads bound
    blocks = min(-(-rows // rows_per_block), WAVES * target.sm_count * max(resident, 1))
    return RowSchedule(threads_per_row, rows_per_block, vector, slots, max(1, blocks), rows, length,
                       vector * widest_bytes)
