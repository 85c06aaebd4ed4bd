"""tir-reduce: row-wise and full reductions become warp-, block- and grid-level kernels.

Runs in the host function before ``convert-linalg-to-parallel-loops`` (which would give each
output element one thread and a serial loop). It takes each ``linalg.generic`` / ``linalg.reduce``
on memrefs whose loops are parallel dimensions followed by reduction dimensions and whose body
combines each output with a recognised combiner:

- ``out = C(x, out)`` with C one of addf, mulf, maximumf, maxnumf, minimumf, minnumf, addi, muli,
  andi, ori, xori, max/min si/ui, and ``x`` computed from the inputs alone (an elementwise
  prologue such as ``x * x`` stays fused in the loop);
- the value + index pair of torch's max/min: ``v = max(x, v)``, ``i = select(x > v, index, i)``
  (strict compare, ``index`` the cast ``linalg.index`` of the one reduction dimension).

Each row (one point of the parallel dimensions) is reduced by a warp or a block, its threads
strided over the reduced elements (consecutive lanes read consecutive elements), each running
the body serially on its elements from the combiner's identity; the partials meet through
``gpu.shuffle xor`` butterflies (values packed into 32-bit words) and, across the warps of a
block, shared memory (``gpu.dynamic_shared_memory``) and one ``gpu.barrier``:

    gpu.launch blocks(ceildiv(rows, W)) threads(32 W)         // rows <= row length limit: a warp per row
    gpu.launch blocks(rows) threads(T)                        // longer rows: a block per row
      partial = scf.for l = tid to L step T iter_args(identity) { body(x[row, l], partial) }
      5 x gpu.shuffle xor + combine; warp leaders -> shared; barrier; warp 0 combines the leaders
      thread 0: out[row] = C(total, init), then the fused consumers

The init is read from the outs, or, when a ``linalg.fill`` (or a ``memref.copy`` of a filled
buffer) wrote them and nothing touches them until the reduction, it is the fill's constant and
the fill (copy) goes: the reduction writes every element anyway.

Few rows of many elements (at most ``tree-rows`` rows, ``L > threads * elements-per-thread``) take
a tree over blocks: kernel 1 (``<name>_partials``) has ``S`` blocks per row, block ``b`` strided over
elements ``b * T + tid + k * S * T``, and writes one partial per block to a host workspace
``memref.alloc() : memref<rows x S x type>``; kernel 2 reduces each row's ``S`` partials with one
block and combines the init; the host frees the workspace after it.

Every combination happens in a fixed order (thread order, butterfly, warp order, partial order),
so results are deterministic and differ from the serial loop only by reassociation. For the
value + index form, ties keep the smaller index (what the serial loop finds: the first maximum).

Elementwise consumers that read only the reduction's result at the same index (mean's divide,
RMSNorm's ``+ eps`` and ``rsqrt``) and follow it directly are fused: the thread writing the row
also computes and stores them. So is the elementwise generic after them that runs over the
reduction's whole iteration space and reads those results broadcast along the row (softmax's
``exp(x - max)`` and divide, the normalisation of LayerNorm and RMSNorm): the leader hands the
results to the row's threads (an idx shuffle from lane 0, or shared memory after a barrier) and
each thread runs it over the elements it reduced, so writing in place over the reduction's input
(softmax's divide) is safe. The kernels are named ``<function>_reduce<i>`` and their
strategy goes to ``tir.kernel_schedules`` for the kernel report. Other linalg ops are left alone.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import ClassVar

from mlir import ir
from mlir.dialects import affine, arith, gpu, memref, scf

from tirc.diagnostics import TircError
from tirc.passes.gpu.tensorcore_ir import Index, IndexBuilder, clone_ops, workgroup_space
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import is_multiply_accumulate
from tirc.schedule.model import add_kernel_schedules
from tirc.target import Target

DYNAMIC = ir.ShapedType.get_dynamic_size()
WARP = 32
_LANE_OFFSETS = (16, 8, 4, 2, 1)  # butterfly: after these steps every lane holds the warp's total

# Simple combiners ``out = C(x, out)`` and their identity (empty threads start from it).
COMBINER_IDENTITY = {
    "arith.addf": "-0", "arith.mulf": "1", "arith.maximumf": "-inf", "arith.maxnumf": "-inf",
    "arith.minimumf": "inf", "arith.minnumf": "inf", "arith.addi": "0", "arith.muli": "1", "arith.andi": "ones",
    "arith.ori": "0", "arith.xori": "0", "arith.maxsi": "smin", "arith.minsi": "smax", "arith.maxui": "0",
    "arith.minui": "ones",
}
# Value ops of the value + index form: (direction, signedness); the compare must agree.
_SELECTING = {
    "arith.maximumf": ("max", "f"), "arith.maxnumf": ("max", "f"), "arith.minimumf": ("min", "f"),
    "arith.minnumf": ("min", "f"), "arith.maxsi": ("max", "s"), "arith.minsi": ("min", "s"),
    "arith.maxui": ("max", "u"), "arith.minui": ("min", "u"),
}
# Strict compares of ``x`` against ``out``: predicate -> (direction when x is the left operand, signedness).
_STRICT_CMPF = {int(arith.CmpFPredicate.OGT): ("max", "f"), int(arith.CmpFPredicate.OLT): ("min", "f")}
_STRICT_CMPI = {int(arith.CmpIPredicate.sgt): ("max", "s"), int(arith.CmpIPredicate.slt): ("min", "s"),
                int(arith.CmpIPredicate.ugt): ("max", "u"), int(arith.CmpIPredicate.ult): ("min", "u")}
_FLIP = {"max": "min", "min": "max"}
# What a reduction body (or a fused consumer's) may hold: side-effect-free ops without regions.
_BODY_OPS = ("arith.", "math.")
_VIEWS = ("memref.expand_shape", "memref.collapse_shape", "memref.subview", "memref.reinterpret_cast",
          "memref.cast", "memref.view")
# Ops that may sit between a reduction and the consumers fused into it: they touch no buffer.
_NEUTRAL = ("memref.alloc", "memref.dim", "arith.constant", "memref.expand_shape", "memref.collapse_shape")


def identity_value(kind: str, element: ir.Type) -> ir.Value:
    if isinstance(element, ir.FloatType):
        number = {"-0": -0.0, "1": 1.0, "0": 0.0, "-inf": float("-inf"), "inf": float("inf")}[kind]
        return arith.ConstantOp(element, ir.FloatAttr.get(element, number)).result
    width = ir.IntegerType(element).width
    number = {"0": 0, "1": 1, "ones": -1, "smin": -(1 << (width - 1)), "smax": (1 << (width - 1)) - 1}[kind]
    if width == 1:
        number &= 1
    return arith.ConstantOp(element, ir.IntegerAttr.get(element, number)).result


def _extreme(direction: str, signedness: str) -> str:
    """The identity of a max (min): the least (greatest) value of the type."""
    if signedness == "f":
        return "-inf" if direction == "max" else "inf"
    if signedness == "s":
        return "smin" if direction == "max" else "smax"
    return "0" if direction == "max" else "ones"


def _defining_op(value: ir.Value) -> ir.Operation | None:
    owner = value.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def _uses(value: ir.Value) -> list[ir.Operation]:
    return [use.owner for use in value.uses]


@dataclass
class _Combine:
    """One output reduced by ``out = C(x, out)``."""
    output: int
    combiner: ir.Operation
    out_operand: int    # the position of ``out`` among C's operands

    @property
    def outputs(self) -> list[int]:
        return [self.output]

    @property
    def ops(self) -> list[ir.Operation]:
        return [self.combiner]

    def identity(self, types: list[ir.Type]) -> list[ir.Value]:
        return [identity_value(COMBINER_IDENTITY[self.combiner.name], types[0])]

    def _apply(self, element: ir.Value, accumulated: ir.Value) -> ir.Value:
        clone = self.combiner.clone()
        clone.operands[self.out_operand] = accumulated
        clone.operands[1 - self.out_operand] = element
        return clone.results[0]

    def merge(self, early: list[ir.Value], late: list[ir.Value]) -> list[ir.Value]:
        return [self._apply(late[0], early[0])]

    def final(self, totals: list[ir.Value], inits: list[ir.Value]) -> list[ir.Value]:
        return [self._apply(totals[0], inits[0])]


@dataclass
class _ArgCombine:
    """A value and the index of its first extremum: ``v = max(x, v)``, ``i = select(x > v, index, i)``."""
    value_output: int
    index_output: int
    element: ir.Value       # x
    index: ir.Value         # the cast linalg.index
    value_out: ir.Value     # the block argument of v's init
    index_out: ir.Value
    compare: ir.Operation
    value_op: ir.Operation
    select: ir.Operation
    signedness: str
    direction: str

    @property
    def outputs(self) -> list[int]:
        return [self.value_output, self.index_output]

    @property
    def ops(self) -> list[ir.Operation]:
        return [self.compare, self.value_op, self.select]

    def identity(self, types: list[ir.Type]) -> list[ir.Value]:
        # An empty thread's index is the largest: ties prefer the other side's.
        return [identity_value(_extreme(self.direction, self.signedness), types[0]),
                identity_value("smax", types[1])]

    def _clone(self, op: ir.Operation, mapping: dict[ir.Value, ir.Value]) -> ir.Operation:
        (clone,) = clone_ops([op], mapping)
        return clone

    def merge(self, early: list[ir.Value], late: list[ir.Value]) -> list[ir.Value]:
        mapping = {self.element: late[0], self.value_out: early[0]}
        better = self._clone(self.compare, mapping).results[0]
        value = self._clone(self.value_op, mapping).results[0]
        if self.signedness == "f":
            same = arith.CmpFOp(arith.CmpFPredicate.OEQ, late[0], early[0]).result
        else:
            same = arith.CmpIOp(arith.CmpIPredicate.eq, late[0], early[0]).result
        earlier = arith.CmpIOp(arith.CmpIPredicate.slt, late[1], early[1]).result
        take = arith.OrIOp(better, arith.AndIOp(same, earlier).result).result
        return [value, arith.SelectOp(take, late[1], early[1]).result]

    def final(self, totals: list[ir.Value], inits: list[ir.Value]) -> list[ir.Value]:
        mapping = {self.element: totals[0], self.index: totals[1], self.value_out: inits[0], self.index_out: inits[1]}
        clone_ops(self.ops, mapping)
        return [mapping[self.value_op.results[0]], mapping[self.select.results[0]]]


_Group = _Combine | _ArgCombine


@dataclass
class _Reduction:
    op: ir.Operation
    inputs: list[ir.Value]
    input_maps: list[ir.AffineMap]
    outputs: list[ir.Value]
    output_maps: list[ir.AffineMap]
    parallel: int            # loops [0, parallel) are parallel, the rest reduction loops
    loops: int
    body: ir.Block
    groups: list[_Group]

    @property
    def reduced(self) -> int:
        return self.loops - self.parallel

    def element_types(self) -> list[ir.Type]:
        return [ir.MemRefType(value.type).element_type for value in self.outputs]


@dataclass
class _Consumer:
    """An elementwise generic fused into the reduction's final store."""
    op: ir.Operation
    read: ir.Value           # the chain buffer whose indices it runs at


def _is_memref(value: ir.Value) -> bool:
    return isinstance(value.type, ir.MemRefType)


def _maps(op: ir.Operation) -> list[ir.AffineMap]:
    return [ir.AffineMapAttr(attr).value for attr in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _kinds(op: ir.Operation) -> list[str]:
    return ["reduction" if "reduction" in str(kind) else "parallel"
            for kind in ir.ArrayAttr(op.attributes["iterator_types"])]


def _body_ok(body: ir.Block) -> bool:
    for op in body.operations:
        op = op.operation
        if op.name in ("linalg.yield", "linalg.index", "memref.load"):
            continue
        if not op.name.startswith(_BODY_OPS) or len(op.regions):
            return False
    return True


def _body_reads(op: ir.Operation) -> set[ir.Value]:
    """The roots of the buffers a linalg op's body loads from directly (a bufferized gather)."""
    return {_root(inner.operands[0]) for inner in op.regions[0].blocks[0].operations
            if inner.operation.name == "memref.load"}


def _dims_of(expr: ir.AffineExpr) -> set[int]:
    if isinstance(expr, ir.AffineDimExpr):
        return {ir.AffineDimExpr(expr).position}
    if isinstance(expr, ir.AffineBinaryExpr):
        binary = ir.AffineBinaryExpr(expr)
        return _dims_of(binary.lhs) | _dims_of(binary.rhs)
    return set()


def _match(op: ir.Operation) -> _Reduction | None:
    if op.name == "linalg.generic":
        if "tir.schedule" in op.attributes:
            return None
        inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
        maps = _maps(op)
        kinds = _kinds(op)
    elif op.name == "linalg.reduce":
        inputs, outputs = list(op.opview.inputs), list(op.opview.inits)
        if not inputs:
            return None
        rank = ir.MemRefType(inputs[0].type).rank if _is_memref(inputs[0]) else 0
        dims = list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
        identity = [ir.AffineDimExpr.get(d) for d in range(rank)]
        kept = [ir.AffineDimExpr.get(d) for d in range(rank) if d not in dims]
        maps = [ir.AffineMap.get(rank, 0, identity)] * len(inputs) + [ir.AffineMap.get(rank, 0, kept)] * len(outputs)
        kinds = ["reduction" if d in dims else "parallel" for d in range(rank)]
    else:
        return None
    if not outputs or not all(_is_memref(value) for value in inputs + outputs):
        return None
    if not all(packable(ir.MemRefType(value.type).element_type) for value in outputs):
        return None
    if {_root(value) for value in outputs} & ({_root(value) for value in inputs} | _body_reads(op)):
        return None   # a row's stores would race with other rows' reads
    parallel = kinds.index("reduction") if "reduction" in kinds else len(kinds)
    if parallel == len(kinds) or "parallel" in kinds[parallel:]:
        return None   # no reduction, or reduction loops that are not the innermost ones
    output_maps = maps[len(inputs):]
    for amap in output_maps:
        dims_seen = []
        for expr in amap.results:
            if isinstance(expr, ir.AffineDimExpr):
                dims_seen.append(ir.AffineDimExpr(expr).position)
            elif not isinstance(expr, ir.AffineConstantExpr):
                return None
        if sorted(dims_seen) != list(range(parallel)):
            return None   # every output element must belong to exactly one row
    body = op.regions[0].blocks[0]
    if not _body_ok(body) or is_multiply_accumulate(body):
        return None   # a contraction: the contraction path's (and one thread per output suits it better)
    loops = len(kinds)
    for value, argument, amap in zip(inputs, body.arguments, maps):
        reduced = [d for expr in amap.results for d in _dims_of(expr) if d >= parallel]
        last = list(amap.results)[-1] if amap.results else None
        if list(argument.uses) and reduced and not (isinstance(last, ir.AffineDimExpr)
                                                    and ir.AffineDimExpr(last).position == loops - 1):
            return None   # lanes along the innermost reduction loop would not read contiguous memory
    reduction = _Reduction(op, inputs, maps[:len(inputs)], outputs, output_maps, parallel, len(kinds), body, [])
    groups = _groups(reduction)
    if groups is None:
        return None
    reduction.groups = groups
    return reduction


def _groups(r: _Reduction) -> list[_Group] | None:
    """The combine of each output, or None when one is not recognised."""
    arguments = list(r.body.arguments)
    outs = arguments[len(r.inputs):]
    terminator = list(r.body.operations)[-1].operation
    yielded = list(terminator.operands)
    groups: list[_Group] = []
    claimed: set[int] = set()
    for k, out in enumerate(outs):   # value + index pairs first: they claim two outputs
        select = _defining_op(yielded[k])
        if select is None or select.name != "arith.select" or select.operands[2] != out:
            continue
        pair = _arg_combine(r, k, select, outs, yielded)
        if pair is None:
            return None
        groups.append(pair)
        claimed.update(pair.outputs)
    for k, out in enumerate(outs):
        if k in claimed:
            continue
        combiner = _defining_op(yielded[k])
        if combiner is None or combiner.name not in COMBINER_IDENTITY or len(combiner.operands) != 2:
            return None
        positions = [p for p, operand in enumerate(combiner.operands) if operand == out]
        if len(positions) != 1:
            return None
        groups.append(_Combine(k, combiner, positions[0]))
    group_ops = {op for group in groups for op in group.ops}
    for k, out in enumerate(outs):
        group = next(g for g in groups if k in g.outputs)
        if any(user not in group.ops for user in _uses(out)):
            return None   # the running value is read by something other than its combine
    for op in group_ops:
        for result in op.results:
            if any(user not in group_ops and user != terminator for user in _uses(result)):
                return None
    # Each yield operand is its group's result (not, say, the same combine yielded twice).
    for group in groups:
        results = ([group.combiner.results[0]] if isinstance(group, _Combine)
                   else [group.value_op.results[0], group.select.results[0]])
        if [yielded[k] for k in group.outputs] != results:
            return None
    return groups


def _arg_combine(r: _Reduction, k: int, select: ir.Operation, outs: list[ir.Value],
                 yielded: list[ir.Value]) -> _ArgCombine | None:
    compare = _defining_op(select.operands[0])
    if compare is None or compare.name not in ("arith.cmpf", "arith.cmpi") or r.reduced != 1:
        return None
    cast = _defining_op(select.operands[1])
    if cast is None or cast.name not in ("arith.index_cast", "arith.index_castui"):
        return None
    index_op = _defining_op(cast.operands[0])
    if (index_op is None or index_op.name != "linalg.index"
            or ir.IntegerAttr(index_op.attributes["dim"]).value != r.loops - 1):
        return None
    value_outs = [j for j, out in enumerate(outs) if out in list(compare.operands) and j != k]
    if len(value_outs) != 1:
        return None
    j = value_outs[0]
    left, right = compare.operands
    element = right if left == outs[j] else left
    if element == outs[j]:
        return None
    table = _STRICT_CMPF if compare.name == "arith.cmpf" else _STRICT_CMPI
    predicate = ir.IntegerAttr(compare.attributes["predicate"]).value
    if predicate not in table:
        return None
    direction, signedness = table[predicate]
    if left == outs[j]:
        direction = _FLIP[direction]
    value_op = _defining_op(yielded[j])
    if value_op is None:
        return None
    if value_op.name == "arith.select":
        if list(value_op.operands) != [compare.results[0], element, outs[j]]:
            return None
    elif (_SELECTING.get(value_op.name) != (direction, signedness)
          or set(value_op.operands) != {element, outs[j]}):
        return None
    index_type = ir.MemRefType(r.outputs[k].type).element_type
    if not isinstance(index_type, ir.IntegerType) or ir.IntegerType(index_type).width < 32:
        return None
    return _ArgCombine(j, k, element, cast.results[0], outs[j], outs[k], compare, value_op, select, signedness,
                       direction)


def _root(value: ir.Value) -> ir.Value:
    """The buffer a view is a view of (views of views followed)."""
    while True:
        op = _defining_op(value)
        if op is None or op.name not in _VIEWS:
            return value
        value = op.operands[0]


def _consumers(r: _Reduction) -> tuple[list[_Consumer], ir.Operation | None]:
    """The elementwise generics right after ``r`` that read its results (or each other's) at the
    same index only, and write buffers no other read of the fused kernel touches; then the
    elementwise generic over the reduction's whole iteration space that reads them broadcast along
    the row (softmax's divide, LayerNorm's normalisation), if it follows (see ``_row_consumer``)."""
    chain: dict[ir.Value, ir.Value] = {out: out for out in r.outputs}   # written buffer -> buffer it indexes like
    read_roots = {_root(value) for value in r.inputs} | _body_reads(r.op)
    point_reads: set[ir.Value] = set()
    consumers: list[_Consumer] = []
    for op in _following(r.op):
        if op.name in _NEUTRAL:
            continue
        consumer = _consumer(op, chain, read_roots)
        if consumer is None:
            return consumers, (op if _row_consumer(op, r, chain, point_reads) else None)
        consumers.append(consumer)
        chain[list(op.opview.outputs)[0]] = chain[consumer.read]
        # A later consumer must not write what this one reads at other rows' indices.
        reads = {_root(value) for value in op.opview.inputs if _is_memref(value) and value not in chain}
        reads |= _body_reads(op)
        read_roots |= reads
        point_reads |= reads
    return consumers, None


def _static_extents(r: _Reduction) -> list[int | None]:
    """Each loop's trip count where an operand's static shape gives it."""
    extents: list[int | None] = []
    for loop in range(r.loops):
        sizes = [ir.MemRefType(value.type).shape[position]
                 for value, amap in zip(r.inputs + r.outputs, r.input_maps + r.output_maps)
                 for position, expr in enumerate(amap.results)
                 if isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == loop]
        extents.append(next((size for size in sizes if size != DYNAMIC), None))
    return extents


def _row_consumer(op: ir.Operation, r: _Reduction, chain: dict[ir.Value, ir.Value], point_reads: set[ir.Value]) -> bool:
    """Whether ``op`` is an elementwise generic over ``r``'s iteration space (its output indexed by
    the loops, a static shape equal to the loop extents) that reads the reduction's results as
    ``r`` writes them (broadcast along the reduced loops): each row's threads can run it after the
    reduction. It may write in place over an input of ``r`` at the same index (each element is
    read and rewritten by the same thread), nothing that another row reads."""
    if op.name != "linalg.generic" or "tir.schedule" in op.attributes or "reduction" in _kinds(op):
        return False
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    maps = _maps(op)
    if len(outputs) != 1 or len(maps) - 1 != len(inputs) or not _body_ok(op.regions[0].blocks[0]):
        return False
    output = outputs[0]
    identity = ir.AffineMap.get_identity(r.loops)
    if not _is_memref(output) or maps[-1] != identity or list(ir.MemRefType(output.type).shape) != _static_extents(r):
        return False
    written = {_root(value) for value in chain}
    target = _root(output)
    if target in written or target in point_reads or (_body_reads(op) & (written | {target})):
        return False
    for value, amap in zip(r.inputs, r.input_maps):
        if _root(value) == target and (value != output or amap != identity):
            return False
    reads_result = False
    for value, amap in zip(inputs, maps):
        if value in chain:
            if amap != r.output_maps[r.outputs.index(chain[value])]:
                return False
            reads_result = True
        elif _is_memref(value):
            if _root(value) in written or (_root(value) == target and (value != output or amap != identity)):
                return False
    return reads_result


def _following(op: ir.Operation) -> list[ir.Operation]:
    ops = [o.operation for o in op.block.operations]
    return ops[ops.index(op) + 1:]


def _preceding(op: ir.Operation) -> list[ir.Operation]:
    """The ops before ``op`` in its block, nearest first."""
    ops = [o.operation for o in op.block.operations]
    return list(reversed(ops[:ops.index(op)]))


def _filled(op: ir.Operation) -> tuple[ir.Value, ir.Value] | None:
    """(buffer, scalar) of a ``linalg.fill``, or of the ``linalg.generic`` it generalises to."""
    if op.name == "linalg.fill":
        (buffer,) = op.opview.outputs
        return buffer, op.operands[0]
    if op.name != "linalg.generic" or "reduction" in _kinds(op):
        return None
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    if len(inputs) != 1 or len(outputs) != 1 or _is_memref(inputs[0]):
        return None
    body = op.regions[0].blocks[0]
    terminator = list(body.operations)[-1].operation
    if len(list(body.operations)) != 1 or terminator.operands[0] != body.arguments[0]:
        return None
    return outputs[0], inputs[0]


def _touches(op: ir.Operation, roots: set[ir.Value]) -> bool:
    """Whether ``op`` (or an op nested in it, such as a launch's body) uses a view of ``roots``."""
    found = False

    def visit(inner: ir.Operation) -> ir.WalkResult:
        nonlocal found
        if any(isinstance(operand.type, ir.MemRefType) and _root(operand) in roots for operand in inner.operands):
            found = True
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return found


def _constant_contents(buffer: ir.Value, before: ir.Operation) -> tuple[ir.Value, list[ir.Operation]] | None:
    """The scalar every element of ``buffer`` holds just before ``before``, and the ops that put it
    there (a fill, or a copy of a filled buffer), when nothing in between touches the buffers."""
    for op in _preceding(before):
        filled = _filled(op)
        if filled is not None and filled[0] == buffer:
            return filled[1], [op]
        if op.name == "memref.copy" and op.operands[1] == buffer:
            source = _constant_contents(op.operands[0], op)
            return (source[0], [op]) if source is not None else None
        if _touches(op, {_root(buffer)}):
            return None
    return None


def _init_fills(r: _Reduction) -> dict[int, tuple[ir.Value, ir.Operation]]:
    """Output -> (the constant its init holds, the fill or copy that wrote it), when nothing
    between that op and ``r`` touches the buffer: the init is then the constant, and the op (whose
    writes the reduction's stores overwrite everywhere) is dropped."""
    fills: dict[int, tuple[ir.Value, ir.Operation]] = {}
    for k, out in enumerate(r.outputs):
        if out in r.outputs[:k]:
            continue   # one buffer for two outputs: left as it is
        found = _constant_contents(out, r.op)
        if found is not None:
            fills[k] = (found[0], found[1][0])
    return fills


def _consumer(op: ir.Operation, chain: dict[ir.Value, ir.Value], read_roots: set[ir.Value]) -> _Consumer | None:
    if op.name != "linalg.generic" or "tir.schedule" in op.attributes or "reduction" in _kinds(op):
        return None
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    if len(outputs) != 1 or not all(_is_memref(value) for value in inputs + outputs):
        return None
    maps = _maps(op)
    out_type = ir.MemRefType(outputs[0].type)
    if maps[-1] != ir.AffineMap.get_identity(out_type.rank):
        return None
    if not _body_ok(op.regions[0].blocks[0]):
        return None
    written_roots = {_root(value) for value in chain}
    read: ir.Value | None = None
    other_roots = _body_reads(op)
    if other_roots & written_roots:
        return None
    for value, amap in zip(inputs, maps):
        if value in chain:
            if amap != maps[-1] or ir.MemRefType(value.type).shape != out_type.shape:
                return None
            read = value if read is None else read
        elif _is_memref(value):
            if _root(value) in written_roots:
                return None   # another row's result, perhaps not written yet
            other_roots.add(_root(value))
    if read is None or DYNAMIC in out_type.shape or ir.MemRefType(read.type).shape != out_type.shape:
        return None
    if outputs[0] in chain and chain[outputs[0]] != chain[read]:
        return None   # in place into a result indexed otherwise
    target = _root(outputs[0])
    if outputs[0] not in chain and target in written_roots:
        return None   # a view of a result: other rows' elements
    if target in read_roots or target in other_roots:
        return None   # other rows still read it
    return _Consumer(op, read)


@dataclass
class _Plan:
    kind: str                 # "warp", "block" or "tree"
    threads: int
    rows_per_block: int = 1   # warp: rows of a block
    partials: int | None = None   # tree: blocks per row (None: computed on the host from the length)


@dataclass(frozen=True)
class ReducePass(ModulePass):
    """Lower row-wise and full reductions (linalg on memrefs, reduction loops innermost,
    recognised combiners) to warp-per-row, block-per-row or two-kernel tree reductions with warp
    shuffles and shared memory, fusing their elementwise consumers; see the module docstring."""

    name: ClassVar[str] = "tir-reduce"
    summary: ClassVar[str] = ("Row-wise and full reductions: a warp or block per row with shuffles and shared "
                              "memory, or a tree over blocks; elementwise consumers fused")

    threads_per_block: int = field(default=256, metadata={"help": "threads per block (a multiple of 32, at most 1024)"})
    warp_row_limit: int = field(default=1024, metadata={"help": "rows of at most this many elements: a warp per row"})
    tree_rows: int = field(default=16, metadata={"help": "at most this many rows (static): split each row over blocks"})
    elements_per_thread: int = field(default=8, metadata={
        "help": "tree: at least this many elements per thread of the first kernel"})
    max_partials: int = field(default=256, metadata={"help": "tree: at most this many blocks (partials) per row"})
    row_programs: bool = field(default=True, metadata={
        "help": "runs of reductions and elementwise ops over the same rows: one kernel reading each row once"})
    row_threads: int = field(default=0, metadata={"help": "row programs: threads per row (0: chosen by the row length)"})
    row_vector: int = field(default=0, metadata={
        "help": "row programs: at most this many elements per access (0: 16 bytes; 1: scalar accesses)"})
    row_elements: int = field(default=16, metadata={
        "help": "row programs: elements per thread and row buffer the threads per row aim at"})
    max_row_elements: int = field(default=64, metadata={
        "help": "row programs: longer rows (per thread, with 1024 threads) are lowered one op at a time"})

    def run(self, module: ir.Module, target: Target) -> None:
        if self.threads_per_block % WARP or not WARP <= self.threads_per_block <= 1024:
            raise TircError("tir-reduce: threads-per-block must be a multiple of 32 between 32 and 1024")
        for option in ("warp_row_limit", "tree_rows", "elements_per_thread", "max_partials"):
            if getattr(self, option) < 1:
                raise TircError(f"tir-reduce: {option.replace('_', '-')} must be at least 1")
        schedules: dict[str, str] = {}
        lowered = 0
        for op in list(module.body.operations):
            host = op.operation
            if host.name != "func.func" or not host.regions[0].blocks:
                continue
            host_name = ir.StringAttr(host.attributes["sym_name"]).value
            for block in host.regions[0].blocks:
                ops = [o.operation for o in block.operations]
                index = 0
                while index < len(ops):
                    if self.row_programs:
                        program = self._row_program(ops, index, block, f"{host_name}_reduce{lowered}", target)
                        if program is not None:
                            schedules.update(program[0])
                            lowered += 1
                            untouched = len(ops) - 1 - program[1]
                            ops = [o.operation for o in block.operations]
                            index = len(ops) - untouched
                            continue
                    reduction = _match(ops[index])
                    if reduction is None:
                        index += 1
                        continue
                    consumers, row_consumer = _consumers(reduction)
                    fused = [reduction.op, *(consumer.op for consumer in consumers), *([row_consumer] if row_consumer is not None else [])]
                    # The ops after the last fused one stay as they are: the scan resumes there.
                    untouched = len(ops) - 1 - ops.index(fused[-1])
                    kernel = f"{host_name}_reduce{lowered}"
                    described = _Lowering(self, reduction, _init_fills(reduction), consumers, row_consumer, block,
                                          kernel).lower()
                    if described is None:
                        index += 1
                        continue
                    schedules.update(described)
                    lowered += 1
                    ops = [o.operation for o in block.operations]
                    index = len(ops) - untouched
        if not schedules:
            return
        module.operation.attributes["gpu.container_module"] = ir.UnitAttr.get()
        add_kernel_schedules(module, schedules)


    def _row_program(self, ops: list[ir.Operation], index: int, block: ir.Block, kernel: str,
                     target: Target) -> tuple[dict[str, str], int] | None:
        """Lower the row program starting at ``ops[index]`` to one kernel: (its schedule, the
        index of its last op); None when there is none or its rows do not fit in registers."""
        from tirc.passes.gpu.row_program import RowLowering, recognise, schedule_for
        found = recognise(ops, index)
        if found is None:
            return None
        program, last = found
        schedule = schedule_for(program, target, {
            "threads_per_row": self.row_threads or None, "vector_limit": self.row_vector or None,
            "elements_per_thread": self.row_elements, "max_elements_per_thread": self.max_row_elements,
            "block_threads": self.threads_per_block})
        if schedule is None:
            return None
        return RowLowering(program, schedule, block, kernel).lower(), last


class _Lowering:
    def __init__(self, options: ReducePass, r: _Reduction, fills: dict[int, tuple[ir.Value, ir.Operation]],
                 consumers: list[_Consumer], row_consumer: ir.Operation | None, block: ir.Block,
                 kernel: str) -> None:
        self.options = options
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

    def _plan(self, rows: Index, length: Index) -> _Plan | None:
        o = self.options
        threads = o.threads_per_block
        if 0 in [extent for extent in (rows, length) if isinstance(extent, int)]:
            return None   # nothing to reduce, or no row: the SIMT path's loops are empty
        if isinstance(rows, int) and rows <= o.tree_rows:
            per_block = threads * o.elements_per_thread
            if not isinstance(length, int):
                return _Plan("tree", threads)
            partials = min(o.max_partials, -(-length // per_block))
            if partials >= 2:
                return _Plan("tree", threads, partials=partials)
        if isinstance(length, int) and length <= o.warp_row_limit:
            warps = threads // WARP
            if isinstance(rows, int):
                warps = min(warps, rows)
            return _Plan("warp", WARP * warps, rows_per_block=warps)
        return _Plan("block", threads)

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
            plan = self._plan(self.rows, self.length)
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

    def _launch(self, host: IndexBuilder, name: str, grid: tuple[Index, Index], threads: int,
                shared_bytes: int) -> tuple[ir.Block, IndexBuilder]:
        one = host.value(1)
        shared = arith.ConstantOp(ir.IntegerType.get_signless(32), shared_bytes).result
        launch = gpu.LaunchOp((host.value(grid[0]), host.value(grid[1]), one), (host.value(threads), one, one),
                              dynamic_shared_memory_size=shared)
        launch.operation.attributes["module"] = ir.FlatSymbolRefAttr.get(name)
        launch.operation.attributes["function"] = ir.FlatSymbolRefAttr.get(name)
        blocks = launch.regions[0].blocks
        body = blocks[0] if len(blocks) else blocks.append(*([ir.IndexType.get()] * 12))
        with ir.InsertionPoint(body):
            gpu.TerminatorOp()
        return body, IndexBuilder(body)

    def _shared_bytes(self, threads: int) -> int:
        """One packed partial state per warp (none for a one-warp block), then the leader's
        results for the row consumer's threads."""
        return self._partials_bytes(threads) + 4 * sum(_word_count(_element(value)) for value in self._written())

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
        return sum(_word_count(element) for element in self.r.element_types())

    def _warp_per_row(self, host: IndexBuilder, plan: _Plan) -> dict[str, str]:
        rows_per_block = plan.rows_per_block
        grid = host.ceildiv(self.rows, rows_per_block)
        body, ix = self._launch(host, self.kernel, (grid, 1), plan.threads, 0)
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            tid, bid = body.arguments[3], body.arguments[0]
            lane, warp = ix.rem(tid, WARP), ix.div(tid, WARP)
            row = ix.add(ix.mul(bid, rows_per_block), warp)
            # The warps past the last row skip it whole (no shuffle is left half-executed).
            exact = isinstance(self.rows, int) and self.rows % rows_per_block == 0
            with nullcontext() if exact else inside_if(ix.lt(row, self.rows)):
                indices = delinearize(ix, row, self.extents[:self.r.parallel])
                partials = self._thread_loop(ix, indices, lane, WARP)
                totals = self._warp_reduce(partials, _lanes(self.length if isinstance(self.length, int) else None))
                if self.row_consumer is None:
                    with inside_if(ix.eq(lane, 0)):
                        self._finish(ix, indices, totals)
                else:
                    # Lane 0 writes the results; the row consumer's lanes get them by shuffle.
                    types = [_element(value) for value in self._written()]
                    leader = scf.IfOp(ix.eq(lane, 0), types, has_else=True)
                    with ir.InsertionPoint(leader.then_block):
                        scf.YieldOp(self._finish(ix, indices, totals))
                    with ir.InsertionPoint(leader.else_block):
                        scf.YieldOp([identity_value("0", element) for element in types])
                    self._row_loop(ix, indices, lane, WARP, [_from_lane_0(value) for value in leader.results])
        return {self.kernel: f"row reduction: a warp per row, {rows_per_block} rows per block, shuffles"
                             + self._row_note()}

    def _block_per_row(self, host: IndexBuilder, plan: _Plan) -> dict[str, str]:
        threads = plan.threads
        body, ix = self._launch(host, self.kernel, (self.rows, 1), threads, self._shared_bytes(threads))
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            tid, row = body.arguments[3], body.arguments[0]
            indices = delinearize(ix, row, self.extents[:self.r.parallel])
            partials = self._thread_loop(ix, indices, tid, threads)
            self._block_reduce(ix, partials, tid, threads, lambda totals: self._publish(ix, indices, totals, threads),
                               busy=self.length if isinstance(self.length, int) else None)
            self._row_epilogue(ix, indices, tid, threads)
        return {self.kernel: f"row reduction: a block of {threads} threads per row, shuffles + shared memory"
                             + self._row_note()}

    def _tree(self, host: IndexBuilder, plan: _Plan) -> dict[str, str]:
        o, threads = self.options, plan.threads
        partials: Index
        if plan.partials is not None:
            partials = plan.partials
        else:
            per_block = threads * o.elements_per_thread
            # At least one block, so that an empty tensor still gets the init written.
            wanted = arith.MaxUIOp(host.value(host.ceildiv(self.length, per_block)), host.value(1)).result
            partials = host.min(wanted, o.max_partials)
        types = self.r.element_types()
        alignment = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 64)
        shape = [self.rows, partials if isinstance(partials, int) else DYNAMIC]
        dynamic = [] if isinstance(partials, int) else [partials]
        workspaces = [memref.AllocOp(ir.MemRefType.get(shape, element), dynamic, [], alignment=alignment).result
                      for element in types]
        first = f"{self.kernel}_partials"
        body, ix = self._launch(host, first, (partials, self.rows), threads, self._shared_bytes(threads))
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            tid, split, row = body.arguments[3], body.arguments[0], body.arguments[1]
            indices = delinearize(ix, row, self.extents[:self.r.parallel])
            start = ix.add(ix.mul(split, threads), tid)
            mine = self._thread_loop(ix, indices, start, ix.mul(partials, threads))

            def store_partial(totals: list[ir.Value]) -> None:
                for workspace, total in zip(workspaces, totals):
                    memref.StoreOp(total, workspace, [ix.value(row), ix.value(split)])

            self._block_reduce(ix, mine, tid, threads, store_partial)
        second_threads = threads
        if isinstance(partials, int) and self.row_consumer is None:   # a row consumer walks the whole row
            second_threads = min(threads, WARP * -(-partials // WARP))
        body, ix = self._launch(host, self.kernel, (self.rows, 1), second_threads, self._shared_bytes(second_threads))
        with ir.InsertionPoint.at_block_terminator(body), self.location:
            tid, row = body.arguments[3], body.arguments[0]
            indices = delinearize(ix, row, self.extents[:self.r.parallel])
            loop = scf.ForOp(ix.value(tid), ix.value(partials), ix.value(second_threads), self._identities())
            with ir.InsertionPoint(loop.body):
                loaded = [memref.LoadOp(workspace, [ix.value(row), loop.induction_variable]).result
                          for workspace in workspaces]
                scf.YieldOp(self._merge(list(loop.inner_iter_args), loaded))
            self._block_reduce(ix, list(loop.results), tid, second_threads,
                               lambda totals: self._publish(ix, indices, totals, second_threads),
                               busy=partials if isinstance(partials, int) else None)
            self._row_epilogue(ix, indices, tid, second_threads)
        for workspace in workspaces:
            memref.DeallocOp(workspace)
        count = partials if isinstance(partials, int) else f"up to {o.max_partials}"
        return {first: f"full reduction, step 1 of 2: {count} blocks of {threads} threads per row write partials",
                self.kernel: f"full reduction, step 2 of 2: a block of {second_threads} threads per row "
                             "combines the partials" + self._row_note()}

    # -- kernel side -----------------------------------------------------------------------------

    def _identities(self) -> list[ir.Value]:
        types = self.r.element_types()
        values: dict[int, ir.Value] = {}
        for group in self.r.groups:
            values.update(zip(group.outputs, group.identity([types[k] for k in group.outputs])))
        return [values[k] for k in range(len(types))]

    def _merge(self, early: list[ir.Value], late: list[ir.Value]) -> list[ir.Value]:
        merged: list[ir.Value] = list(early)
        for group in self.r.groups:
            results = group.merge([early[k] for k in group.outputs], [late[k] for k in group.outputs])
            for k, value in zip(group.outputs, results):
                merged[k] = value
        return merged

    def _thread_loop(self, ix: IndexBuilder, row: list[Index], start: Index, stride: Index) -> list[ir.Value]:
        """The thread's partials: the body run serially over elements start, start + stride, ..."""
        r = self.r
        loop = scf.ForOp(ix.value(start), ix.value(self.length), ix.value(stride), self._identities())
        with ir.InsertionPoint(loop.body):
            indices = row + delinearize(ix, loop.induction_variable, self.extents[r.parallel:])
            arguments = list(r.body.arguments)
            mapping: dict[ir.Value, ir.Value] = dict(zip(arguments[len(r.inputs):], loop.inner_iter_args))
            for argument, value, amap in zip(arguments, r.inputs, r.input_maps):
                if list(argument.uses):
                    mapping[argument] = memref.LoadOp(value, _apply(ix, amap, indices)).result
            scf.YieldOp(_run_body(r.body, mapping, indices))
        return list(loop.results)

    def _warp_reduce(self, values: list[ir.Value], lanes: int = WARP) -> list[ir.Value]:
        """Butterfly over the warp; lane 0 ends with the total of lanes [0, lanes) (the others
        hold identities, so the steps that would only add them are left out)."""
        i32 = ir.IntegerType.get_signless(32)
        width = arith.ConstantOp(i32, WARP).result
        for offset in [offset for offset in _LANE_OFFSETS if offset < lanes]:
            distance = arith.ConstantOp(i32, offset).result
            others = []
            for value in values:
                words = [gpu.ShuffleOp(word, distance, width, gpu.ShuffleMode.XOR).results[0]
                         for word in pack_words(value)]
                others.append(unpack_words(words, value.type))
            values = self._merge(values, others)
        return values

    def _block_reduce(self, ix: IndexBuilder, values: list[ir.Value], tid: ir.Value, threads: int,
                      finish: Callable[[list[ir.Value]], None], busy: int | None = None) -> None:
        """Reduce ``values`` over the block; ``finish`` runs in thread 0 with the totals. ``busy``:
        threads [0, busy) may hold more than the identity (None: all)."""
        lane = ix.rem(tid, WARP)
        values = self._warp_reduce(values, _lanes(busy))
        if threads == WARP:
            with inside_if(ix.eq(lane, 0)):
                finish(values)
            return
        warps = threads // WARP
        words_per_state = self._state_words()
        i32 = ir.IntegerType.get_signless(32)
        raw = gpu.DynamicSharedMemoryOp(ir.MemRefType.get([DYNAMIC], ir.IntegerType.get_signless(8),
                                                          memory_space=workgroup_space())).result
        shared = memref.ViewOp(ir.MemRefType.get([warps * words_per_state], i32, memory_space=workgroup_space()),
                               raw, ix.value(0), []).result
        warp = ix.div(tid, WARP)
        with inside_if(ix.eq(lane, 0)):
            words = [word for value in values for word in pack_words(value)]
            for j, word in enumerate(words):
                memref.StoreOp(word, shared, [ix.value(ix.add(ix.mul(warp, words_per_state), j))])
        gpu.BarrierOp()
        with inside_if(ix.eq(warp, 0)):
            leader = scf.IfOp(ix.lt(lane, warps), [i32] * words_per_state, has_else=True)
            with ir.InsertionPoint(leader.then_block):
                scf.YieldOp([memref.LoadOp(shared, [ix.value(ix.add(ix.mul(lane, words_per_state), j))]).result
                             for j in range(words_per_state)])
            with ir.InsertionPoint(leader.else_block):
                scf.YieldOp([word for value in self._identities() for word in pack_words(value)])
            loaded, position = [], 0
            for value in values:
                count = _word_count(value.type)
                loaded.append(unpack_words(list(leader.results)[position:position + count], value.type))
                position += count
            totals = self._warp_reduce(loaded, _lanes(warps))
            with inside_if(ix.eq(lane, 0)):
                finish(totals)

    def _row_note(self) -> str:
        return ", elementwise epilogue over the row fused" if self.row_consumer is not None else ""

    def _broadcast_view(self, ix: IndexBuilder, threads: int) -> ir.Value:
        """The shared words after the warps' partials where the leader leaves its results."""
        i32 = ir.IntegerType.get_signless(32)
        words = sum(_word_count(_element(value)) for value in self._written())
        raw = gpu.DynamicSharedMemoryOp(ir.MemRefType.get([DYNAMIC], ir.IntegerType.get_signless(8),
                                                          memory_space=workgroup_space())).result
        return memref.ViewOp(ir.MemRefType.get([words], i32, memory_space=workgroup_space()), raw,
                             ix.value(self._partials_bytes(threads)), []).result

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
            element = _element(buffer)
            count = _word_count(element)
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
            _store_elementwise(ix, op, known, indices)
            scf.YieldOp([])

    def _finish(self, ix: IndexBuilder, row: list[Index], totals: list[ir.Value]) -> list[ir.Value]:
        """Combine the totals with the init in the outputs, store them, run the fused consumers;
        the values the ``_written()`` buffers got."""
        r = self.r
        places = [_apply(ix, amap, row) for amap in r.output_maps]
        inits = [self.fills[k][0] if k in self.fills else memref.LoadOp(out, place).result
                 for k, (out, place) in enumerate(zip(r.outputs, places))]
        finals: list[ir.Value] = list(inits)
        for group in r.groups:
            results = group.final([totals[k] for k in group.outputs], [inits[k] for k in group.outputs])
            for k, value in zip(group.outputs, results):
                finals[k] = value
        known: dict[ir.Value, tuple[list[ir.Value], ir.Value]] = {}
        for out, place, value in zip(r.outputs, places, finals):
            memref.StoreOp(value, out, place)
            known[out] = (place, value)
        for consumer in self.consumers:
            place = known[consumer.read][0]
            result = _store_elementwise(ix, consumer.op, {buffer: value for buffer, (_, value) in known.items()}, place)
            known[list(consumer.op.opview.outputs)[0]] = (place, result)
        return [known[buffer][1] for buffer in self._written()]


def _store_elementwise(ix: IndexBuilder, op: ir.Operation, known: dict[ir.Value, ir.Value],
                       indices: list[Index]) -> ir.Value:
    """One element of the fused elementwise ``op`` at ``indices``: its operands read from memory,
    or, for the buffers in ``known``, the values this thread holds for them; the result stored
    into ``op``'s output and returned."""
    inputs, (output,) = list(op.opview.inputs), list(op.opview.outputs)
    body = op.regions[0].blocks[0]
    mapping: dict[ir.Value, ir.Value] = {}
    for argument, value, amap in zip(body.arguments, inputs + [output], _maps(op)):
        if not list(argument.uses):
            continue
        if value in known:
            mapping[argument] = known[value]
        elif _is_memref(value):
            mapping[argument] = memref.LoadOp(value, _apply(ix, amap, indices)).result
        else:
            mapping[argument] = value
    (result,) = _run_body(body, mapping, indices)
    memref.StoreOp(result, output, indices)
    return result


def _from_lane_0(value: ir.Value) -> ir.Value:
    """``value`` as lane 0 of the warp holds it."""
    i32 = ir.IntegerType.get_signless(32)
    source, width = arith.ConstantOp(i32, 0).result, arith.ConstantOp(i32, WARP).result
    words = [gpu.ShuffleOp(word, source, width, gpu.ShuffleMode.IDX).results[0] for word in pack_words(value)]
    return unpack_words(words, value.type)


def _lanes(busy: int | None) -> int:
    """The power of two of lanes a butterfly must combine when threads [0, busy) hold data."""
    if busy is None or busy >= WARP:
        return WARP
    lanes = 1
    while lanes < busy:
        lanes *= 2
    return lanes


def inside_if(condition: ir.Value) -> ir.InsertionPoint:
    """An ``scf.if`` without results; the insertion point before its then block's terminator."""
    op = scf.IfOp(condition)
    with ir.InsertionPoint(op.then_block):
        terminator = scf.YieldOp([])
    return ir.InsertionPoint(terminator)


def delinearize(ix: IndexBuilder, linear: Index, extents: list[Index]) -> list[ir.Value]:
    """Row-major indices of ``linear`` in a space of ``extents``."""
    if not extents:
        return []
    indices: list[Index] = []
    rest = linear
    for extent in reversed(extents[1:]):
        indices.insert(0, ix.rem(rest, extent))
        rest = ix.div(rest, extent)
    indices.insert(0, rest)
    return [ix.value(index) for index in indices]


def _apply(ix: IndexBuilder, amap: ir.AffineMap, dims: list[ir.Value]) -> list[ir.Value]:
    """The indices ``amap(dims)``: plain dimensions and constants directly, others via affine.apply."""
    values = []
    for expr in amap.results:
        if isinstance(expr, ir.AffineDimExpr):
            values.append(dims[ir.AffineDimExpr(expr).position])
        elif isinstance(expr, ir.AffineConstantExpr):
            values.append(ix.value(ir.AffineConstantExpr(expr).value))
        else:
            single = ir.AffineMap.get(len(dims), 0, [expr])
            values.append(affine.AffineApplyOp(ir.AffineMapAttr.get(single), dims).result)
    return values


def _run_body(body: ir.Block, mapping: dict[ir.Value, ir.Value], indices: list[ir.Value]) -> list[ir.Value]:
    """Clone a linalg body at the insertion point (``linalg.index`` d is ``indices[d]``); the
    values it yields."""
    for op in body.operations:
        op = op.operation
        if op.name == "linalg.index":
            mapping[op.results[0]] = indices[ir.IntegerAttr(op.attributes["dim"]).value]
        elif op.name == "linalg.yield":
            return [mapping.get(value, value) for value in op.operands]
        else:
            clone_ops([op], mapping)
    raise TircError("tir-reduce: a linalg body without linalg.yield")


def _element(buffer: ir.Value) -> ir.Type:
    return ir.MemRefType(buffer.type).element_type


def packable(element: ir.Type) -> bool:
    """Whether shuffles and shared memory can move the type (as one or two 32-bit words)."""
    if isinstance(element, (ir.FloatType, ir.IntegerType)):
        return _bits(element) in (1, 8, 16, 32, 64)
    return False


def _bits(element: ir.Type) -> int:
    if isinstance(element, ir.FloatType):
        return ir.FloatType(element).width
    return ir.IntegerType(element).width


def _word_count(element: ir.Type) -> int:
    return 2 if _bits(element) == 64 else 1


def pack_words(value: ir.Value) -> list[ir.Value]:
    """``value`` as 32-bit words (what a shuffle moves): narrower types zero-extended, 64-bit split."""
    bits = _bits(value.type)
    integer = ir.IntegerType.get_signless(bits)
    as_int = value if isinstance(value.type, ir.IntegerType) else arith.BitcastOp(integer, value).result
    i32 = ir.IntegerType.get_signless(32)
    if bits == 32:
        return [as_int]
    if bits < 32:
        return [arith.ExtUIOp(i32, as_int).result]
    high = arith.ShRUIOp(as_int, arith.ConstantOp(integer, 32).result).result
    return [arith.TruncIOp(i32, as_int).result, arith.TruncIOp(i32, high).result]


def unpack_words(words: list[ir.Value], element: ir.Type) -> ir.Value:
    bits = _bits(element)
    integer = ir.IntegerType.get_signless(bits)
    if bits == 32:
        as_int = words[0]
    elif bits < 32:
        as_int = arith.TruncIOp(integer, words[0]).result
    else:
        low = arith.ExtUIOp(integer, words[0]).result
        high = arith.ShLIOp(arith.ExtUIOp(integer, words[1]).result, arith.ConstantOp(integer, 32).result).result
        as_int = arith.OrIOp(low, high).result
    return as_int if isinstance(element, ir.IntegerType) else arith.BitcastOp(element, as_int).result
