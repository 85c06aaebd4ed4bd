"""Elementwise schedules: how an all-parallel loop nest (an elementwise linalg op left for the SIMT
path: a cast, a bias add, an activation, a gated product) maps onto threads.

The loop nest's trailing dimensions over which every operand is contiguous (or constant) form one
flat dimension of ``length`` elements; the dimensions before it (``outer``) are the rows. Each thread
takes ``vector`` contiguous elements of a row (one 16-byte access of the narrowest element type per
operand, two or more for wider types), so a warp reads 512 contiguous bytes of every operand per
access and the index math, the bounds guard and the loads of operands constant along the row are
paid once per ``vector`` elements. A row is a whole number of vectors (so every row starts
aligned), except when there are no rows: the elements past the last whole vector (``tail``) are
then run with scalar accesses by one more thread. The work items (vectors, then the tail) are
numbered linearly and cut into blocks of ``threads_per_block`` threads.

The schedule is chosen here from the sizes; tir-simt-map realises it (``tirc.passes.gpu.elementwise``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

ACCESS_BYTES = 16   # the widest global load/store (ld.global.v4.b32)
WARP = 32

# How an elementwise kernel's schedule text starts: such a kernel still gets tir-explain-kernels'
# line (it stands alone like any SIMT kernel), unlike the contractions, reductions and scans.
ELEMENTWISE_SCHEDULE = "elementwise"


@dataclass(frozen=True)
class ElementwiseSchedule:
    vector: int                 # contiguous elements per thread (2..16; a power of two)
    threads_per_block: int
    blocks: int | None          # None: from the sizes at run time (a dynamic row count)
    outer: tuple[int | None, ...]   # extents of the dimensions before the flat one (rows; None: dynamic)
    length: int                 # elements of the flat (contiguous) dimension
    narrow_bytes: int           # bytes of the narrowest element type accessed along it

    @property
    def vectors(self) -> int:
        """Whole vectors in a row."""
        return self.length // self.vector

    @property
    def tail(self) -> int:
        """Elements past the last whole vector (only without rows: a row is whole vectors)."""
        return self.length % self.vector

    @property
    def rows(self) -> int | None:
        known = [extent for extent in self.outer if extent is not None]
        return math.prod(known) if len(known) == len(self.outer) else None

    @property
    def work_items(self) -> int | None:
        """Threads with work: a vector each, and one for the tail (None: known at run time)."""
        rows = self.rows
        return None if rows is None else rows * self.vectors + (1 if self.tail else 0)

    @property
    def vector_bytes(self) -> int:
        return self.vector * self.narrow_bytes

    def describe(self) -> str:
        """The text ``tirc compile --report`` prints for the kernel."""
        shape = "x".join("?" if extent is None else str(extent) for extent in (*self.outer, self.length))
        tail = f", a scalar tail of {self.tail}" if self.tail else ""
        blocks = (f"a block per {self.threads_per_block} vectors" if self.blocks is None
                  else f"{self.blocks} block{'s' if self.blocks > 1 else ''}")
        return (f"{ELEMENTWISE_SCHEDULE}: {self.vector} contiguous elements per thread "
                f"({self.vector_bytes}-byte vector accesses{tail}) over [{shape}], "
                f"{self.threads_per_block} threads per block, {blocks}")


def vector_width(narrow_bytes: int, alignment: int, limit: int | None = None) -> int:
    """Elements per thread: 16 bytes of the narrowest element type, halved until it divides
    ``alignment`` (the elements between row starts and fixed offsets of every operand; 0: no
    constraint); ``limit`` caps it. 1: no vector access fits."""
    vector = max(1, ACCESS_BYTES // narrow_bytes)
    if limit is not None:
        vector = min(vector, limit)
    while vector > 1 and alignment % vector:
        vector //= 2
    return vector


def choose_elementwise_schedule(outer: tuple[int | None, ...], length: int, narrow_bytes: int, alignment: int,
                                threads_per_block: int = 256, vector_limit: int | None = None,
                                sm_count: int = 0, min_threads: int = 2 * WARP) -> ElementwiseSchedule | None:
    """The schedule of an elementwise nest, or None when it gains nothing over one thread per
    element (no vector access fits, or the rows are shorter than a vector).

    ``alignment``: what every row start and fixed offset of the contiguous operands is a multiple
    of, in elements (0: anything); with rows, the row length itself must be a whole number of
    vectors. Blocks have ``threads_per_block`` threads, fewer (halved down to ``min_threads``)
    while the grid would leave some of the ``sm_count`` multiprocessors without a block: a
    memory-bound kernel needs every SM's loads in flight."""
    vector = vector_width(narrow_bytes, math.gcd(alignment, length) if outer else alignment, vector_limit)
    if vector < 2 or length < vector:
        return None
    items = ElementwiseSchedule(vector, threads_per_block, 1, tuple(outer), length, narrow_bytes).work_items
    if items is None:
        return ElementwiseSchedule(vector, threads_per_block, None, tuple(outer), length, narrow_bytes)
    threads = threads_per_block
    while threads > min_threads and threads % (2 * WARP) == 0 and -(-items // threads) < sm_count:
        threads //= 2
    # Small problems: fewer threads per block (whole warps) rather than idle ones.
    threads = min(threads, max(WARP, -(-items // WARP) * WARP))
    return ElementwiseSchedule(vector, threads, -(-items // threads), tuple(outer), length, narrow_bytes)
