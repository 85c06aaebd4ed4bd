"""The column lowering of tir-reduce: reductions whose innermost loop is parallel (a column sum or
mean, ``x.mean(dim=0)``, a max over the rows), so that the outputs, not the reduced elements, lie
along contiguous memory.

One thread per output with a serial loop (what ``convert-linalg-to-parallel-loops`` would make)
reads a column at a stride; a warp per output would read one element per row. Instead a block
takes a tile of consecutive columns (see :class:`ColumnSchedule`): consecutive threads take
consecutive columns, each ``V`` adjacent ones (one 16-byte ``vector.load`` per row where the types
and column count allow), and walk a slice of the rows keeping ``V`` partials in registers, so a
warp's loads cover contiguous memory and every input element is read once:

    gpu.launch blocks(tiles * batch, splits) threads(TX * TY)
      tx = tid % TX, ty = tid / TX, c = tile * TX * V + tx * V
      partials[V] = scf.for r = split * TY + ty to L step TY * splits { body(x[r, c : c + V], partials) }
      shared[ty][j][tx] = partials[j]; barrier                            // TY > 1
      thread e < TX * V: total = combine shared[0..TY)[e % V][e / V] in order; out[tile * TX * V + e] =
                         C(total, init), then the fused point consumers (mean's divide)

With ``splits > 1`` the first kernel (``<name>_partials``) writes each block's partials to a host
workspace ``memref<batch x splits x columns>`` instead, and a second kernel (one thread per output,
reading consecutive columns) combines them in split order and finishes the outputs; the host
frees the workspace after it. Every combination runs in a fixed order, so results are
deterministic. Static shapes only (the schedule is chosen at compile time).
"""

from __future__ import annotations

from contextlib import nullcontext
from math import prod

from mlir import ir
from mlir.dialects import gpu, memref, scf, vector

from tirc.ir.builders import Index, IndexBuilder, launch_kernel
from tirc.passes.gpu.reduction_ir import (
    apply_map, bits, delinearize, inside_if, pack_words, run_body, shared_words, unpack_words,
    word_count,
)
from tirc.passes.gpu.reduction_match import Consumer, Reduction, dims_of, static_extents
from tirc.passes.gpu.row_reduce import finish_outputs
from tirc.schedule.column import ColumnSchedule, choose_column_schedule

SECOND_THREADS = 256   # the combining kernel's block: one thread per output


def column_loops(r: Reduction) -> int:
    """How many of the op's loops, innermost first, are parallel: the columns (canonical loops
    ``[parallel - k, parallel)``)."""
    original_parallel = sorted(r.order[:r.parallel])
    last_reduced = max(r.order[r.parallel:])
    return sum(1 for d in original_parallel if d > last_reduced)


class ColumnReduceLowering:
    """Emits the kernel(s) of one column reduction (and the point consumers fused into it) before
    its last fused op, and erases the ops; ``lower`` returns None (touching nothing) for dynamic
    shapes or an empty space."""

    def __init__(self, r: Reduction, fills: dict[int, tuple[ir.Value, ir.Operation]], consumers: list[Consumer],
                 block: ir.Block, kernel: str, sm_count: int, block_threads: int, vector_limit: int | None) -> None:
        self.r = r
        self.fills = fills
        self.consumers = consumers
        self.host_block = block
        self.kernel = kernel
        self.sm_count = sm_count
        self.block_threads = block_threads
        self.vector_limit = vector_limit
        self.location = r.op.location

    # -- what the schedule needs ------------------------------------------------------------------

    def _vectorizable(self, value: ir.Value, amap: ir.AffineMap, k: int, column_extents: list[int]) -> bool:
        """Whether ``value`` holds the tile's columns contiguously: an identity layout whose
        trailing dimensions are the column loops in order (and as large), none indexed by them else."""
        memref_type = ir.MemRefType(value.type)
        layout = memref_type.layout
        if not (isinstance(layout, ir.AffineMapAttr)
                and layout.value == ir.AffineMap.get_identity(memref_type.rank)):
            return False
        results = list(amap.results)
        first = self.r.parallel - k
        if len(results) < k or list(memref_type.shape)[len(results) - k:] != column_extents:
            return False
        tail = results[len(results) - k:]
        if not all(isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == first + i
                   for i, expr in enumerate(tail)):
            return False
        columns = set(range(first, self.r.parallel))
        return not any(dims_of(expr) & columns for expr in results[:len(results) - k])

    def lower(self) -> dict[str, str] | None:
        r = self.r
        extents = [extent for extent in static_extents(r) if extent is not None]
        if len(extents) < r.loops or 0 in extents:
            return None   # a dynamic or empty loop
        k = column_loops(r)
        first = r.parallel - k
        self.batch_extents, self.column_extents = extents[:first], extents[first:r.parallel]
        self.reduced_extents = extents[r.parallel:]
        batch, columns, length = prod(self.batch_extents), prod(self.column_extents), prod(self.reduced_extents)
        arguments = list(r.body.arguments)
        self.vectorized: dict[int, bool] = {}
        widest = 0
        for position, (value, amap) in enumerate(zip(r.inputs, r.input_maps)):
            if list(arguments[position].uses) and self._vectorizable(value, amap, k, self.column_extents):
                self.vectorized[position] = True
                widest = max(widest, max(1, bits(ir.MemRefType(value.type).element_type) // 8))
        self.state_words = sum(word_count(element) for element in r.element_types())
        s = choose_column_schedule(columns, length, batch, widest, 4 * self.state_words, self.sm_count,
                                   block_threads=self.block_threads, vector_limit=self.vector_limit)
        if s.vector == 1:
            self.vectorized = {}
        self.s: ColumnSchedule = s
        anchor = self.consumers[-1].op if self.consumers else r.op
        with ir.InsertionPoint(anchor), self.location:
            host = IndexBuilder(self.host_block)
            described = self._emit(host)
        for consumer in reversed(self.consumers):
            consumer.op.erase()
        r.op.erase()
        for _, fill in self.fills.values():
            fill.erase()
        return described

    # -- kernels ----------------------------------------------------------------------------------

    def _emit(self, host: IndexBuilder) -> dict[str, str]:
        r, s = self.r, self.s
        workspaces: list[ir.Value] = []
        if s.splits > 1:
            alignment = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 64)
            workspaces = [memref.AllocOp(ir.MemRefType.get([s.batch, s.splits, s.columns], element), [], [],
                                         alignment=alignment).result for element in r.element_types()]
        name = f"{self.kernel}_partials" if s.splits > 1 else self.kernel
        # Tiles and batch points share the x dimension of the grid (y and z stop at 65535).
        launch = launch_kernel(host, name, (s.tiles * s.batch, s.splits), s.threads, s.shared_bytes)
        body, ix = launch.body, IndexBuilder(launch.body)
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            self._partials_kernel(ix, body, workspaces)
        if s.splits == 1:
            return {self.kernel: s.describe()}
        outputs = s.batch * s.columns
        launch = launch_kernel(host, self.kernel, (-(-outputs // SECOND_THREADS),), SECOND_THREADS, 0)
        body, ix = launch.body, IndexBuilder(launch.body)
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            self._combine_kernel(ix, body, workspaces)
        for workspace in workspaces:
            memref.DeallocOp(workspace)
        return {name: s.describe(),
                self.kernel: f"column reduction, step 2 of 2: a thread per output combines {s.splits} partials"}

    def _partials_kernel(self, ix: IndexBuilder, body: ir.Block, workspaces: list[ir.Value]) -> None:
        r, s = self.r, self.s
        tid, split = body.arguments[3], body.arguments[1]
        tile, point = ix.rem(body.arguments[0], s.tiles), ix.div(body.arguments[0], s.tiles)
        tx, ty = ix.rem(tid, s.column_threads), ix.div(tid, s.column_threads)
        first_column = ix.add(ix.mul(tile, s.tile), ix.mul(tx, s.vector))
        exact = (s.columns // s.vector) % s.column_threads == 0
        valid = None if exact else ix.lt(first_column, s.columns)
        batch = delinearize(ix, point, self.batch_extents)
        start = ix.add(ix.mul(split, s.row_threads), ty)
        if valid is not None:   # threads past the last column walk no rows (and keep the identities)
            start = ix.select(valid, start, s.length)
        partials = self._thread_loop(ix, batch, first_column, start, s.row_threads * s.splits)

        def finish(column: Index, totals: list[ir.Value]) -> None:
            if workspaces:
                for workspace, total in zip(workspaces, totals):
                    memref.StoreOp(total, workspace, [ix.value(point), ix.value(split), ix.value(column)])
            else:
                finish_outputs(ix, r, self.fills, self.consumers, batch + self._columns(ix, column), totals)

        if s.row_threads == 1:
            with nullcontext() if valid is None else inside_if(valid):
                for j in range(s.vector):
                    finish(ix.add(first_column, j), partials[j])
            return
        # The layout and the combining threads' columns: see ``slot_stride``.
        shared = shared_words(ix, s.shared_bytes // 4, 0)

        def slot(row_thread: Index, j: Index, w: int, column_thread: Index) -> ir.Value:
            state = ix.add(ix.mul(row_thread, s.vector), j)
            return ix.value(ix.add(ix.mul(ix.add(ix.mul(state, s.state_words), w), s.slot_stride), column_thread))

        for j in range(s.vector):
            packed = [word for value in partials[j] for word in pack_words(value)]
            for w, word in enumerate(packed):
                memref.StoreOp(word, shared, [slot(ty, j, w, tx)])
        gpu.BarrierOp()
        # Thread e combines tile column e over the row threads, in order.
        combine = scf.ForOp(ix.value(tid), ix.value(s.tile), ix.value(s.threads))
        with ir.InsertionPoint(combine.body):
            e = combine.induction_variable
            j, column_thread = ix.rem(e, s.vector), ix.div(e, s.vector)
            column = ix.add(ix.mul(tile, s.tile), e)

            def load(row_thread: Index) -> list[ir.Value]:
                values, w = [], 0
                for element in r.element_types():
                    count = word_count(element)
                    loaded = [memref.LoadOp(shared, [slot(row_thread, j, w + i, column_thread)]).result
                              for i in range(count)]
                    values.append(unpack_words(loaded, element))
                    w += count
                return values

            with nullcontext() if exact else inside_if(ix.lt(column, s.columns)):
                rest = scf.ForOp(ix.value(1), ix.value(s.row_threads), ix.value(1), load(0))
                with ir.InsertionPoint(rest.body):
                    scf.YieldOp(r.merge(list(rest.inner_iter_args), load(rest.induction_variable)))
                finish(column, list(rest.results))
            scf.YieldOp([])

    def _columns(self, ix: IndexBuilder, column: Index) -> list[ir.Value]:
        return delinearize(ix, column, self.column_extents)

    def _thread_loop(self, ix: IndexBuilder, batch: list[ir.Value], first_column: Index, start: Index,
                     step: int) -> list[list[ir.Value]]:
        """The thread's partials of its ``V`` columns (each a list over the outputs): the body run
        over rows start, start + step, ... of columns first_column + j."""
        r, s = self.r, self.s
        identities = r.identities()
        outputs = len(identities)
        loop = scf.ForOp(ix.value(start), ix.value(s.length), ix.value(step), identities * s.vector)
        with ir.InsertionPoint(loop.body):
            reduced = delinearize(ix, loop.induction_variable, self.reduced_extents)
            columns = [self._columns(ix, ix.add(first_column, j)) for j in range(s.vector)]
            arguments = list(r.body.arguments)
            carried = list(loop.inner_iter_args)
            per_column: list[dict[ir.Value, ir.Value]] = [dict() for _ in range(s.vector)]
            for position, (argument, value, amap) in enumerate(zip(arguments, r.inputs, r.input_maps)):
                if not list(argument.uses):
                    continue
                if self.vectorized.get(position):
                    element = ir.MemRefType(value.type).element_type
                    indices = apply_map(ix, amap, batch + columns[0] + reduced)
                    loaded = vector.LoadOp(ir.VectorType.get([s.vector], element), value, indices,
                                           alignment=s.vector_bytes).result
                    for j in range(s.vector):
                        per_column[j][argument] = vector.ExtractOp(loaded, [], [j]).result
                    continue
                shared_load: ir.Value | None = None
                column_dims = set(range(r.parallel - len(self.column_extents), r.parallel))
                uses_columns = any(dims_of(expr) & column_dims for expr in amap.results)
                for j in range(s.vector):
                    if uses_columns or shared_load is None:
                        shared_load = memref.LoadOp(value, apply_map(ix, amap, batch + columns[j] + reduced)).result
                    per_column[j][argument] = shared_load
            results: list[ir.Value] = []
            for j in range(s.vector):
                mapping = dict(per_column[j])
                mapping.update(zip(arguments[len(r.inputs):], carried[j * outputs:(j + 1) * outputs]))
                results += run_body(r.body, mapping, r.body_indices(batch + columns[j] + reduced))
            scf.YieldOp(results)
        values = list(loop.results)
        return [values[j * outputs:(j + 1) * outputs] for j in range(s.vector)]

    def _combine_kernel(self, ix: IndexBuilder, body: ir.Block, workspaces: list[ir.Value]) -> None:
        r, s = self.r, self.s
        tid, bid = body.arguments[3], body.arguments[0]
        output = ix.add(ix.mul(bid, SECOND_THREADS), tid)
        exact = (s.batch * s.columns) % SECOND_THREADS == 0
        with nullcontext() if exact else inside_if(ix.lt(output, s.batch * s.columns)):
            point, column = ix.div(output, s.columns), ix.rem(output, s.columns)
            loop = scf.ForOp(ix.value(0), ix.value(s.splits), ix.value(1), r.identities())
            with ir.InsertionPoint(loop.body):
                loaded = [memref.LoadOp(workspace, [ix.value(point), loop.induction_variable, ix.value(column)]).result
                          for workspace in workspaces]
                scf.YieldOp(r.merge(list(loop.inner_iter_args), loaded))
            batch = delinearize(ix, point, self.batch_extents)
            finish_outputs(ix, r, self.fills, self.consumers, batch + self._columns(ix, column), list(loop.results))

