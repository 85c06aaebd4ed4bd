"""Schedules of the reductions tir-reduce lowers one op at a time (those outside a row program):
how the rows map onto warps, blocks and, for few long rows, a tree over blocks.

Chosen here from the sizes (``None`` where a size is only known at run time) and tir-reduce's
options; the lowering (``tirc.passes.gpu.row_reduce``) only realises them.
"""

from __future__ import annotations

from dataclasses import dataclass

WARP = 32


@dataclass(frozen=True)
class RowReductionSchedule:
    kind: str                     # "warp": a warp per row; "block": a block per row;
                                  # "tree": blocks per row, two kernels
    threads: int                  # threads per block
    rows_per_block: int = 1       # warp: rows of a block
    partials: int | None = None   # tree: blocks per row (None: computed on the host from the length, as
    elements_per_thread: int = 0  # ceil(length / (threads * elements_per_thread)), at least 1,
    max_partials: int = 0         # at most max_partials)


def choose_row_reduction(rows: int | None, length: int | None, *, threads_per_block: int, warp_row_limit: int,
                         tree_rows: int, elements_per_thread: int, max_partials: int) -> RowReductionSchedule | None:
    """The schedule of ``rows`` rows of ``length`` elements each; None when either is 0 (nothing
    to launch: the loops the SIMT path makes are empty).

    At most ``tree_rows`` rows longer than a block's ``threads * elements_per_thread`` elements are
    split over up to ``max_partials`` blocks each (a second kernel combines the partials: too few
    rows to fill the machine otherwise); rows of at most ``warp_row_limit`` elements take a warp
    each (a block's shuffles and barrier would idle most threads); the others a block each."""
    threads = threads_per_block
    if rows == 0 or length == 0:
        return None
    if rows is not None and rows <= tree_rows:
        if length is None:
            return RowReductionSchedule("tree", threads, elements_per_thread=elements_per_thread,
                                        max_partials=max_partials)
        partials = min(max_partials, -(-length // (threads * elements_per_thread)))
        if partials >= 2:
            return RowReductionSchedule("tree", threads, partials=partials)
    if length is not None and length <= warp_row_limit:
        warps = threads // WARP
        if rows is not None:
            warps = min(warps, rows)
        return RowReductionSchedule("warp", WARP * warps, rows_per_block=warps)
    return RowReductionSchedule("block", threads)
