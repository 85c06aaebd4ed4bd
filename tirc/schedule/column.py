"""Column schedules: how a reduction over a non-contiguous dimension (a column sum or mean over
the rows of a row-major matrix, one output per column) maps onto threads so that its loads
coalesce and its traffic stays ideal.

The outputs along the innermost (contiguous) loop are the ``columns``; each is reduced over
``length`` elements (the reduced loops, linearised: the "rows"); ``batch`` counts the points of
the other parallel loops (each with its own columns). A block takes a tile of
``column_threads * vector`` consecutive columns of one batch point: thread ``(tx, ty)`` (``tid =
ty * column_threads + tx``, so consecutive threads take consecutive columns and a warp's loads
coalesce) owns ``vector`` adjacent columns (one 16-byte access where the types and the column count
allow) and keeps partials for them over rows ``ty, ty + row_threads, ...``; the ``row_threads``
partials of a column then meet in shared memory, combined in row-thread order by one thread per
column (consecutive threads on consecutive columns again, so the output stores coalesce). With few
tiles and many rows, ``splits`` blocks share a tile's rows: each writes its partials to a workspace
and a second small kernel combines them per column (extra traffic O(columns x splits), never
O(elements)). Chosen here from the sizes and the target; tir-reduce only realises it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tirc.schedule.row import vector_width

SHARED_BYTES = 48 * 1024   # the shared memory a block may use without opting in


@dataclass(frozen=True)
class ColumnSchedule:
    columns: int            # outputs along the contiguous loop (per batch point)
    length: int             # reduced elements per output
    batch: int              # points of the other parallel loops
    vector: int             # adjacent columns per thread (elements per access)
    column_threads: int     # threads across a tile's columns
    row_threads: int        # threads down the rows (their partials meet in shared memory)
    splits: int             # blocks sharing a tile's rows (> 1: a second kernel combines them)
    vector_bytes: int       # bytes of one access of the widest vectorised input
    state_words: int        # 32-bit words of one column's partial state
    slot_stride: int        # shared words from one (row thread, column in thread, word) slot to the next

    @property
    def threads(self) -> int:
        return self.column_threads * self.row_threads

    @property
    def tile(self) -> int:
        """The columns of one block."""
        return self.column_threads * self.vector

    @property
    def tiles(self) -> int:
        return -(-self.columns // self.tile)

    @property
    def shared_bytes(self) -> int:
        """The partials' shared memory (none without row threads to combine)."""
        return 0 if self.row_threads == 1 else 4 * self.row_threads * self.vector * self.state_words * self.slot_stride

    @property
    def kernels(self) -> int:
        return 2 if self.splits > 1 else 1

    def describe(self) -> str:
        """The text ``tirc compile --report`` prints for the (first) kernel."""
        access = (f"{self.vector}-column ({self.vector_bytes}-byte) vector loads" if self.vector > 1
                  else "scalar loads")
        combine = (f", {self.row_threads} row threads combined in shared memory" if self.row_threads > 1 else "")
        split = (f", {self.splits} blocks per tile write partials, a second kernel combines them"
                 if self.splits > 1 else "")
        blocks = self.tiles * self.batch * self.splits
        return (f"column reduction: {blocks} block{'s' if blocks > 1 else ''} of {self.column_threads}x"
                f"{self.row_threads} threads, consecutive threads on consecutive columns, {access}{combine}{split}")


def slot_stride(column_threads: int, vector: int, state_words: int) -> int:
    """The words between shared slots: thread ``tx`` stores word ``w`` of its column ``j`` at
    ``((ty * vector + j) * state_words + w) * stride + tx`` (consecutive threads, consecutive
    banks), and thread ``e`` reads tile column ``e`` (``tx = e / vector``, ``j = e % vector``, so
    its output stores coalesce). The smallest stride from ``column_threads`` under which a warp's
    reads fall in 32 different banks too (``column_threads`` where none below twice that does)."""
    lanes = min(32, column_threads * vector)
    for stride in range(column_threads, 2 * column_threads + 32):
        banks = {((e % vector) * state_words * stride + e // vector) % 32 for e in range(lanes)}
        if len(banks) == lanes:
            return stride
    return column_threads


def choose_column_schedule(columns: int, length: int, batch: int, widest_bytes: int, state_bytes: int,
                           sm_count: int, *, block_threads: int = 256, vector_limit: int | None = None,
                           rows_per_thread: int = 64) -> ColumnSchedule:
    """The schedule of ``batch x columns`` outputs of ``length`` elements each.

    ``widest_bytes``: the widest element of the inputs read along the columns (0: none can be
    vectorised); ``state_bytes``: one column's partial state (shared memory holds one per thread
    and column). Vector: 16 bytes of the widest input, halved until it divides ``columns`` (every
    row starts aligned). Column threads: enough for the tile to cover the columns, up to
    ``block_threads``; the rest of the block goes down the rows (no more than there are rows, nor
    than shared memory holds). Splits: only when the blocks would not fill the machine twice over
    and each thread would walk more than ``2 * rows_per_thread`` rows; then enough to give each
    about ``rows_per_thread`` rows, or to fill the machine twice, whichever is fewer."""
    vector = vector_width(columns, widest_bytes, vector_limit) if widest_bytes else 1
    chunks = -(-columns // vector)
    column_threads = min(chunks, block_threads)
    row_threads = max(1, min(block_threads // column_threads, length))
    words = max(1, state_bytes // 4)
    stride = slot_stride(column_threads, vector, words)
    while row_threads > 1 and row_threads * stride * vector * words * 4 > SHARED_BYTES:
        row_threads //= 2
    blocks = -(-chunks // column_threads) * batch
    walked = -(-length // row_threads)
    splits = 1
    wanted = 2 * sm_count
    if blocks < wanted and walked > 2 * rows_per_thread:
        splits = max(1, min(-(-wanted // blocks), -(-walked // rows_per_thread)))
    return ColumnSchedule(columns, length, batch, vector, column_threads, row_threads, splits,
                          vector * max(widest_bytes, 1), words, stride)
