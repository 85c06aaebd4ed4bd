"""Row schedules: how a row program (reductions along a row and the elementwise ops around them,
lowered by tir-reduce to one kernel) maps onto threads.

A row of ``length`` elements is cut into ``length / vector`` chunks of ``vector`` contiguous
elements (one 16-byte access where the types allow); ``threads_per_row`` threads own chunks
``t, t + T, t + 2T, ...`` and keep them in registers for the whole program, so each input row is
read once. ``rows_per_block`` rows run side by side in a block (a warp each when a row has 32
threads); the ``blocks`` of the grid loop over the rows, so operands that do not depend on the row
(LayerNorm's weight and bias) are loaded once per block. The schedule is chosen here from the
sizes and the target; tir-reduce only realises it.
"""

from __future__ import annotations

from dataclasses import dataclass

WARP = 32
MAX_THREADS = 1024
ACCESS_BYTES = 16   # the widest global load/store (ld.global.v4.b32)


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
        who = ("a warp per row, " + f"{self.rows_per_block} rows per block" if self.threads_per_row == WARP
               else f"a block of {self.threads_per_row} threads per row")
        access = (f"{self.vector}-element ({self.vector_bytes}-byte) vector accesses" if self.vector > 1
                  else "scalar accesses")
        loop = f", {self.blocks} block{'s' if self.blocks > 1 else ''} looping over {self.rows} rows" if self.blocks * self.rows_per_block < self.rows else ""
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


def choose_row_schedule(rows: int, length: int, widest_bytes: int, row_bytes: int, invariant_bytes: int,
                        sm_count: int, *, elements_per_thread: int = 16, max_elements_per_thread: int = 64,
                        block_threads: int = 256, invariant_traffic: float = 0.04,
                        threads_per_row: int | None = None, vector_limit: int | None = None) -> RowSchedule | None:
    """The schedule of a row program over ``rows`` rows of ``length`` elements, or None when a row
    does not fit in registers (``max_elements_per_thread`` per buffer with 1024 threads).

    ``row_bytes``: the bytes one row moves ideally (row inputs read, outputs written);
    ``invariant_bytes``: the bytes of the operands every row reads alike, loaded once per block.
    Threads per row: the fewest (from a warp) that keep ``elements_per_thread`` elements per thread
    and buffer, so short rows take a warp each and long ones a block; blocks: enough to fill the
    machine, but no more than keep the re-reads of the invariant operands under
    ``invariant_traffic`` of the ideal traffic."""
    vector = vector_width(length, widest_bytes, vector_limit)
    chunks = -(-length // vector)
    if threads_per_row is None:
        threads_per_row = WARP
        while threads_per_row < MAX_THREADS and -(-chunks // threads_per_row) * vector > elements_per_thread:
            threads_per_row *= 2
    slots = -(-chunks // threads_per_row)
    if slots * vector > max_elements_per_thread:
        return None
    # Rows in flight: each group of threads of a row loads the invariant operands once.
    groups = min(rows, 32 * sm_count * (block_threads // threads_per_row if threads_per_row == WARP else 1))
    if invariant_bytes:
        ideal = rows * row_bytes + invariant_bytes
        groups = min(groups, 1 + int(invariant_traffic * ideal // invariant_bytes))
    rows_per_block = min(max(1, block_threads // WARP), groups) if threads_per_row == WARP else 1
    blocks = -(-groups // rows_per_block)
    return RowSchedule(threads_per_row, rows_per_block, vector, slots, max(1, blocks), rows, length,
                       vector * widest_bytes)
