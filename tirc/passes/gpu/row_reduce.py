"""The one-op lowering of a row reduction (tir-reduce, for the reductions a row program does not
take: dynamic shapes, rows too long for registers, reductions over several loops): each row (one
point of the parallel loops) is reduced by a warp or a block, its threads strided over the reduced
elements (consecutive lanes read consecutive elements), each running the body serially on its
elements from the combiner's identity; the partials meet through ``gpu.shuffle xor`` butterflies
and, across the warps of a block, shared memory and one ``gpu.barrier``:

    gpu.launch blocks(ceildiv(rows, W)) threads(32 W)         // rows <= warp-row-limit: a warp per row
    gpu.launch blocks(rows) threads(T)                        // longer rows: a block per row
      partial = scf.for l = tid to L step T iter_args(identity) { body(x[row, l], partial) }
      5 x gpu.shuffle xor + combine; warp leaders -> shared; barrier; warp 0 combines the leaders
      thread 0: out[row] = C(total, init), then the fused consumers

Few rows of many elements take a tree over blocks: kernel 1 (``<name>_partials``) has ``S`` blocks
per row, block ``b`` strided over elements ``b * T + tid + k * S * T``, and writes one partial per
block to a host workspace ``memref.alloc() : memref<rows x S x type>``; kernel 2 reduces each
row's ``S`` partials with one block and combines the init; the host frees the workspace after it.
The schedule (which of the three, threads, partials) is a :class:`RowReductionSchedule`.

The reduced loops need not be the op's innermost ones (batch-norm statistics over N, H, W of
NCHW): the recognised :class:`Reduction` sees its loops parallel first, and a row is the
linearised reduced loops of one output, walked in the op's loop order, so consecutive lanes still
read consecutive elements along the innermost loop.

Elementwise consumers that read only the reduction's result at the same index (mean's divide,
RMSNorm's ``+ eps`` and ``rsqrt``) and follow it directly are fused: the thread writing the row
also computes and stores them. So is the elementwise generic after them that runs over the
reduction's whole iteration space and reads those results broadcast along the row (softmax's
``exp(x - max)`` and divide): the leader hands the results to the row's threads (an idx shuffle
from lane 0, or shared memory after a barrier) and each thread runs it over the elements it
reduced, so writing in place over the reduction's input (softmax's divide) is safe.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext

from mlir import ir
from mlir.dialects import arith, gpu, memref, scf

from tirc.diagnostics import TircError
from tirc.ir.builders import Index, IndexBuilder, launch_kernel
from tirc.passes.gpu.reduction_ir import (
    WARP, apply_map, block_reduce, delinearize, from_lane_0, identity_value, inside_if, lanes_for,
    pack_words, run_body, shared_words, unpack_words, warp_allreduce, word_count,
)
from tirc.passes.gpu.reduction_match import Consumer, Reduction, indexing_maps, is_memref
from tirc.schedule.reduction import RowReductionSchedule

DYNAMIC = ir.ShapedType.get_dynamic_size()


class RowReduceLowering:
    """Emits the kernels of one row reduction (and the consumers fused into it) before its last
    fused op, as ``choose_schedule`` picks them from the row count and length, and erases the ops."""

    def __init__(self, choose_schedule: Callable[[int | None, int | None], RowReductionSchedule | None],
                 r: Reduction, fills: dict[int, tuple[ir.Value, ir.Operation]], consumers: list[Consumer],
                 row_consumer: ir.Operation | None, block: ir.Block, kernel: str) -> None:
        self.choose_schedule = choose_schedule
        self.r = r
        self.fills = fills
        self.extents: list[Index] = []   # each loop's trip count (host values where dynamic)
        self.rows: Index = 1
        self.length: Index = 1
        self.consumers = consumers
        self.row_consumer = row_consumer
        self.host_block = block
        self.kernel = kernel
        self.location = r.op.location

    # -- host side -------------------------------------------------------------------------------

    def _extents(self, ix: IndexBuilder) -> list[Index]:
        """Each loop's trip count: static where an operand's shape says so, memref.dim otherwise."""
        r = self.r
        extents: list[Index] = []
        for loop in range(r.loops):
            places = [(value, position)
                      for value, amap in zip(r.inputs + r.outputs, r.input_maps + r.output_maps)
                      for position, expr in enumerate(amap.results)
                      if isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == loop]
            if not places:
                raise TircError(f"tir-reduce: loop {loop} of a reduction indexes no operand")
            sizes = [ir.MemRefType(value.type).shape[position] for value, position in places]
            static = [size for size in sizes if size != DYNAMIC]
            if static:
                extents.append(static[0])
            else:
                value, position = places[0]
                extents.append(memref.DimOp(value, ix.value(position)).result)
        return extents

    def lower(self) -> dict[str, str] | None:
        r = self.r
        anchor = self.row_consumer or (self.consumers[-1].op if self.consumers else r.op)
        entry = self.host_block
        with ir.InsertionPoint(anchor), self.location:
            host = IndexBuilder(entry)
            self.extents = self._extents(host)
            for extent in self.extents[:r.parallel]:
                self.rows = host.mul(self.rows, extent)
            for extent in self.extents[r.parallel:]:
                self.length = host.mul(self.length, extent)
            plan = self.choose_schedule(self.rows if isinstance(self.rows, int) else None,
                                        self.length if isinstance(self.length, int) else None)
            if plan is None:
                return None
            if plan.kind == "warp":
                described = self._warp_per_row(host, plan)
            elif plan.kind == "block":
                described = self._block_per_row(host, plan)
            else:
                described = self._tree(host, plan)
        if self.row_consumer is not None:
            self.row_consumer.erase()
        for consumer in reversed(self.consumers):
            consumer.op.erase()
        r.op.erase()
        for _, fill in self.fills.values():
            fill.erase()
        return described

    def _shared_bytes(self, threads: int) -> int:
        """One packed partial state per warp (none for a one-warp block), then the leader's
        results for the row consumer's threads."""
        return self._partials_bytes(threads) + 4 * sum(word_count(element_type(value)) for value in self._written())

    def _partials_bytes(self, threads: int) -> int:
        return 0 if threads == WARP else (threads // WARP) * self._state_words() * 4

    def _written(self) -> list[ir.Value]:
        """The buffers the leader thread writes (outputs, then the point consumers' outputs) when
        a row consumer reads them, each once; none without a row consumer."""
        if self.row_consumer is None:
            return []
        written: list[ir.Value] = []
        for value in self.r.outputs + [list(consumer.op.opview.outputs)[0] for consumer in self.consumers]:
            if value not in written:
                written.append(value)
        return written

    def _state_words(self) -> int:
        """The 32-bit words of the packed partial state (every output's partial)."""
        return sum(word_count(element) for element in self.r.element_types())

    def _warp_per_row(self, host: IndexBuilder, plan: RowReductionSchedule) -> dict[str, str]:
        rows_per_block = plan.rows_per_block
        grid = host.ceildiv(self.rows, rows_per_block)
        launch = launch_kernel(host, self.kernel, (grid, 1), plan.threads, 0)
        body, ix = launch.body, IndexBuilder(launch.body)
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            tid, bid = body.arguments[3], body.arguments[0]
            lane, warp = ix.rem(tid, WARP), ix.div(tid, WARP)
            row = ix.add(ix.mul(bid, rows_per_block), warp)
            # The warps past the last row skip it whole (no shuffle is left half-executed).
            exact = isinstance(self.rows, int) and self.rows % rows_per_block == 0
            with nullcontext() if exact else inside_if(ix.lt(row, self.rows)):
                indices = delinearize(ix, row, self.extents[:self.r.parallel])
                partials = self._thread_loop(ix, indices, lane, WARP)
                static_length = self.length if isinstance(self.length, int) else None
                totals = warp_allreduce(partials, self.r.merge, lanes_for(static_length))
                if self.row_consumer is None:
                    with inside_if(ix.eq(lane, 0)):
                        self._finish(ix, indices, totals)
                else:
                    # Lane 0 writes the results; the row consumer's lanes get them by shuffle.
                    types = [element_type(value) for value in self._written()]
                    leader = scf.IfOp(ix.eq(lane, 0), types, has_else=True)
                    with ir.InsertionPoint(leader.then_block):
                        scf.YieldOp(self._finish(ix, indices, totals))
                    with ir.InsertionPoint(leader.else_block):
                        scf.YieldOp([identity_value("0", element) for element in types])
                    self._row_loop(ix, indices, lane, WARP, [from_lane_0(value) for value in leader.results])
        return {self.kernel: f"row reduction: a warp per row, {rows_per_block} rows per block, shuffles"
                             + self._row_note()}

    def _block_per_row(self, host: IndexBuilder, plan: RowReductionSchedule) -> dict[str, str]:
        threads = plan.threads
        launch = launch_kernel(host, self.kernel, (self.rows, 1), threads, self._shared_bytes(threads))
        body, ix = launch.body, IndexBuilder(launch.body)
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            tid, row = body.arguments[3], body.arguments[0]
            indices = delinearize(ix, row, self.extents[:self.r.parallel])
            partials = self._thread_loop(ix, indices, tid, threads)
            block_reduce(ix, partials, self.r.merge, self.r.identities, tid, threads,
                         lambda totals: self._publish(ix, indices, totals, threads),
                         busy=self.length if isinstance(self.length, int) else None)
            self._row_epilogue(ix, indices, tid, threads)
        return {self.kernel: f"row reduction: a block of {threads} threads per row, shuffles + shared memory"
                             + self._row_note()}

    def _tree(self, host: IndexBuilder, plan: RowReductionSchedule) -> dict[str, str]:
        threads = plan.threads
        partials: Index
        if plan.partials is not None:
            partials = plan.partials
        else:
            per_block = threads * plan.elements_per_thread
            # At least one block, so that an empty tensor still gets the init written.
            wanted = arith.MaxUIOp(host.value(host.ceildiv(self.length, per_block)), host.value(1)).result
            partials = host.min(wanted, plan.max_partials)
        types = self.r.element_types()
        alignment = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 64)
        shape = [self.rows, partials if isinstance(partials, int) else DYNAMIC]
        dynamic = [] if isinstance(partials, int) else [partials]
        workspaces = [memref.AllocOp(ir.MemRefType.get(shape, element), dynamic, [], alignment=alignment).result
                      for element in types]
        first = f"{self.kernel}_partials"
        launch = launch_kernel(host, first, (partials, self.rows), threads, self._shared_bytes(threads))
        body, ix = launch.body, IndexBuilder(launch.body)
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            tid, split, row = body.arguments[3], body.arguments[0], body.arguments[1]
            indices = delinearize(ix, row, self.extents[:self.r.parallel])
            start = ix.add(ix.mul(split, threads), tid)
            mine = self._thread_loop(ix, indices, start, ix.mul(partials, threads))

            def store_partial(totals: list[ir.Value]) -> None:
                for workspace, total in zip(workspaces, totals):
                    memref.StoreOp(total, workspace, [ix.value(row), ix.value(split)])

            block_reduce(ix, mine, self.r.merge, self.r.identities, tid, threads, store_partial)
        second_threads = threads
        if isinstance(partials, int) and self.row_consumer is None:   # a row consumer walks the whole row
            second_threads = min(threads, WARP * -(-partials // WARP))
        launch = launch_kernel(host, self.kernel, (self.rows, 1), second_threads, self._shared_bytes(second_threads))
        body, ix = launch.body, IndexBuilder(launch.body)
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            tid, row = body.arguments[3], body.arguments[0]
            indices = delinearize(ix, row, self.extents[:self.r.parallel])
            loop = scf.ForOp(ix.value(tid), ix.value(partials), ix.value(second_threads), self.r.identities())
            with ir.InsertionPoint(loop.body):
                loaded = [memref.LoadOp(workspace, [ix.value(row), loop.induction_variable]).result
                          for workspace in workspaces]
                scf.YieldOp(self.r.merge(list(loop.inner_iter_args), loaded))
            block_reduce(ix, list(loop.results), self.r.merge, self.r.identities, tid, second_threads,
                               lambda totals: self._publish(ix, indices, totals, second_threads),
                               busy=partials if isinstance(partials, int) else None)
            self._row_epilogue(ix, indices, tid, second_threads)
        for workspace in workspaces:
            memref.DeallocOp(workspace)
        count = partials if isinstance(partials, int) else f"up to {plan.max_partials}"
        return {first: f"full reduction, step 1 of 2: {count} blocks of {threads} threads per row write partials",
                self.kernel: f"full reduction, step 2 of 2: a block of {second_threads} threads per row "
                             "combines the partials" + self._row_note()}

    # -- kernel side -----------------------------------------------------------------------------

    def _thread_loop(self, ix: IndexBuilder, row: list[Index], start: Index, stride: Index) -> list[ir.Value]:
        """The thread's partials: the body run serially over elements start, start + stride, ..."""
        r = self.r
        loop = scf.ForOp(ix.value(start), ix.value(self.length), ix.value(stride), self.r.identities())
        with ir.InsertionPoint(loop.body):
            indices = row + delinearize(ix, loop.induction_variable, self.extents[r.parallel:])
            arguments = list(r.body.arguments)
            mapping: dict[ir.Value, ir.Value] = dict(zip(arguments[len(r.inputs):], loop.inner_iter_args))
            for argument, value, amap in zip(arguments, r.inputs, r.input_maps):
                if list(argument.uses):
                    mapping[argument] = memref.LoadOp(value, apply_map(ix, amap, indices)).result
            scf.YieldOp(run_body(r.body, mapping, r.body_indices(indices)))
        return list(loop.results)

    def _row_note(self) -> str:
        return ", elementwise epilogue over the row fused" if self.row_consumer is not None else ""

    def _broadcast_view(self, ix: IndexBuilder, threads: int) -> ir.Value:
        """The shared words after the warps' partials where the leader leaves its results."""
        words = sum(word_count(element_type(value)) for value in self._written())
        return shared_words(ix, words, self._partials_bytes(threads))

    def _publish(self, ix: IndexBuilder, row: list[Index], totals: list[ir.Value], threads: int) -> None:
        """The leader's part: finish the row and, for a row consumer, leave the results in shared memory."""
        values = self._finish(ix, row, totals)
        if self.row_consumer is None:
            return
        shared = self._broadcast_view(ix, threads)
        words = [word for value in values for word in pack_words(value)]
        for j, word in enumerate(words):
            memref.StoreOp(word, shared, [ix.value(j)])

    def _row_epilogue(self, ix: IndexBuilder, row: list[Index], tid: ir.Value, threads: int) -> None:
        """Every thread of the block: read the leader's results after a barrier, run the row consumer."""
        if self.row_consumer is None:
            return
        gpu.BarrierOp()
        shared = self._broadcast_view(ix, threads)
        values, position = [], 0
        for buffer in self._written():
            element = element_type(buffer)
            count = word_count(element)
            words = [memref.LoadOp(shared, [ix.value(position + j)]).result for j in range(count)]
            values.append(unpack_words(words, element))
            position += count
        self._row_loop(ix, row, tid, threads, values)

    def _row_loop(self, ix: IndexBuilder, row: list[Index], start: Index, stride: Index,
                  results: list[ir.Value]) -> None:
        """The row consumer over the thread's elements of the row (the ones it reduced), the
        reduction's results (``results``, one per ``_written()`` buffer) in registers."""
        op = self.row_consumer
        assert op is not None
        known = dict(zip(self._written(), results))
        loop = scf.ForOp(ix.value(start), ix.value(self.length), ix.value(stride))
        with ir.InsertionPoint(loop.body):
            indices = row + delinearize(ix, loop.induction_variable, self.extents[self.r.parallel:])
            store_elementwise(ix, op, known, indices)
            scf.YieldOp([])

    def _finish(self, ix: IndexBuilder, row: list[Index], totals: list[ir.Value]) -> list[ir.Value]:
        """Combine the totals with the init in the outputs, store them, run the fused consumers;
        the values the ``_written()`` buffers got."""
        known = finish_outputs(ix, self.r, self.fills, self.consumers, row, totals)
        return [known[buffer] for buffer in self._written()]


def finish_outputs(ix: IndexBuilder, r: Reduction, fills: dict[int, tuple[ir.Value, ir.Operation]],
                   consumers: list[Consumer], parallel: list[Index],
                   totals: list[ir.Value]) -> dict[ir.Value, ir.Value]:
    """At the output point ``parallel`` (the canonical parallel loops' indices): combine the
    totals with the inits (the fills' constants, or loaded from the outputs), run the fused point
    consumers on the values and store each written buffer once, its last value (mean's divide in
    place over the sum stores only the mean); each written buffer's value. Deferring the stores is
    safe: the consumers read the written buffers only at this point, from the values."""
    places = [apply_map(ix, amap, parallel) for amap in r.output_maps]
    inits = [fills[k][0] if k in fills else memref.LoadOp(out, place).result
             for k, (out, place) in enumerate(zip(r.outputs, places))]
    known: dict[ir.Value, tuple[list[ir.Value], ir.Value]] = {}
    for out, place, value in zip(r.outputs, places, r.final(totals, inits)):
        known[out] = (place, value)
    for consumer in consumers:
        place = known[consumer.read][0]
        result = store_elementwise(ix, consumer.op, {buffer: value for buffer, (_, value) in known.items()}, place,
                                   store=False)
        known[list(consumer.op.opview.outputs)[0]] = (place, result)
    for buffer, (place, value) in known.items():
        memref.StoreOp(value, buffer, place)
    return {buffer: value for buffer, (_, value) in known.items()}


def store_elementwise(ix: IndexBuilder, op: ir.Operation, known: dict[ir.Value, ir.Value],
                       indices: list[Index], store: bool = True) -> ir.Value:
    """One element of the fused elementwise ``op`` at ``indices``: its operands read from memory,
    or, for the buffers in ``known``, the values this thread holds for them; the result (stored
    into ``op``'s output with ``store``) returned."""
    inputs, (output,) = list(op.opview.inputs), list(op.opview.outputs)
    body = op.regions[0].blocks[0]
    mapping: dict[ir.Value, ir.Value] = {}
    for argument, value, amap in zip(body.arguments, inputs + [output], indexing_maps(op)):
        if not list(argument.uses):
            continue
        if value in known:
            mapping[argument] = known[value]
        elif is_memref(value):
            mapping[argument] = memref.LoadOp(value, apply_map(ix, amap, indices)).result
        else:
            mapping[argument] = value
    (result,) = run_body(body, mapping, indices)
    if store:
        memref.StoreOp(result, output, indices)
    return result




def element_type(buffer: ir.Value) -> ir.Type:
    return ir.MemRefType(buffer.type).element_type
