"""Recognition for tir-reduce: which linalg ops are reductions it lowers, how each output is
combined, which fills initialise them and which elementwise ops after them fuse into their kernel.

A reduction is a ``linalg.generic`` / ``linalg.reduce`` on memrefs whose body combines each output
with a recognised combiner:

- ``out = C(x, out)`` with C one of ``COMBINER_IDENTITY``'s ops and ``x`` computed from the inputs
  alone (an elementwise prologue such as ``x * x`` stays fused in the loop);
- the value + index pair of torch's max/min: ``v = max(x, v)``, ``i = select(x > v, index, i)``
  (strict compare, ``index`` the cast ``linalg.index`` of the one reduction dimension).

Its loops are seen in the canonical order parallel loops first, then the reduced ones (the
:class:`Reduction`'s maps are composed with that permutation), and its ``layout`` says how the
lowering walks memory: ``"row"`` when the innermost loop is reduced (threads stride over a row's
contiguous elements), ``"column"`` when it is parallel (threads take consecutive outputs, each
keeping partials over a slice of the reduced elements). Nothing here builds IR except the
combiners' ``merge`` and ``final``, which the lowerings call at their insertion point.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir
from mlir.dialects import arith

from tirc.ir.walk import clone_ops
from tirc.passes.gpu.reduction_ir import identity_value, packable
from tirc.schedule.contraction import is_multiply_accumulate

DYNAMIC = ir.ShapedType.get_dynamic_size()

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
VIEWS = ("memref.expand_shape", "memref.collapse_shape", "memref.subview", "memref.reinterpret_cast",
         "memref.cast", "memref.view")
# Ops that may sit between a reduction and the consumers fused into it: they touch no buffer.
NEUTRAL = ("memref.alloc", "memref.dim", "arith.constant", "memref.expand_shape", "memref.collapse_shape")


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
class Combine:
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
class ArgCombine:
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


Group = Combine | ArgCombine


@dataclass
class Reduction:
    op: ir.Operation
    inputs: list[ir.Value]
    input_maps: list[ir.AffineMap]
    outputs: list[ir.Value]
    output_maps: list[ir.AffineMap]
    parallel: int            # canonical loops [0, parallel) are parallel, the rest reduction loops
    loops: int
    body: ir.Block
    groups: list[Group]
    order: list[int] = field(default_factory=list)   # canonical loop i is the op's loop order[i]
    layout: str = "row"      # "row": the op's innermost loop is reduced; "column": it is parallel

    @property
    def permuted(self) -> bool:
        return self.order != list(range(self.loops))

    def body_indices(self, canonical: list[ir.Value]) -> list[ir.Value]:
        """The op's loop indices (what its body's ``linalg.index`` reads) from the canonical ones."""
        return [canonical[self.order.index(d)] for d in range(self.loops)]

    @property
    def reduced(self) -> int:
        return self.loops - self.parallel

    def element_types(self) -> list[ir.Type]:
        return [ir.MemRefType(value.type).element_type for value in self.outputs]

    def identities(self) -> list[ir.Value]:
        """Each output's identity (where an empty thread's partial starts)."""
        types = self.element_types()
        values: dict[int, ir.Value] = {}
        for group in self.groups:
            values.update(zip(group.outputs, group.identity([types[k] for k in group.outputs])))
        return [values[k] for k in range(len(types))]

    def merge(self, early: list[ir.Value], late: list[ir.Value]) -> list[ir.Value]:
        """Every output's partials combined, ``early``'s elements before ``late``'s."""
        merged: list[ir.Value] = list(early)
        for group in self.groups:
            results = group.merge([early[k] for k in group.outputs], [late[k] for k in group.outputs])
            for k, value in zip(group.outputs, results):
                merged[k] = value
        return merged

    def final(self, totals: list[ir.Value], inits: list[ir.Value]) -> list[ir.Value]:
        """Every output's total combined with its init: what the reduction stores."""
        finals: list[ir.Value] = list(inits)
        for group in self.groups:
            results = group.final([totals[k] for k in group.outputs], [inits[k] for k in group.outputs])
            for k, value in zip(group.outputs, results):
                finals[k] = value
        return finals


@dataclass
class Consumer:
    """An elementwise generic fused into the reduction's final store."""
    op: ir.Operation
    read: ir.Value           # the chain buffer whose indices it runs at


def is_memref(value: ir.Value) -> bool:
    return isinstance(value.type, ir.MemRefType)


def indexing_maps(op: ir.Operation) -> list[ir.AffineMap]:
    return [ir.AffineMapAttr(attr).value for attr in ir.ArrayAttr(op.attributes["indexing_maps"])]


def iterator_kinds(op: ir.Operation) -> list[str]:
    return ["reduction" if "reduction" in str(kind) else "parallel"
            for kind in ir.ArrayAttr(op.attributes["iterator_types"])]


def body_ok(body: ir.Block) -> bool:
    for op in body.operations:
        op = op.operation
        if op.name in ("linalg.yield", "linalg.index", "memref.load"):
            continue
        if not op.name.startswith(_BODY_OPS) or len(op.regions):
            return False
    return True


def body_reads(op: ir.Operation) -> set[ir.Value]:
    """The roots of the buffers a linalg op's body loads from directly (a bufferized gather)."""
    return {view_root(inner.operands[0]) for inner in op.regions[0].blocks[0].operations
            if inner.operation.name == "memref.load"}


def dims_of(expr: ir.AffineExpr) -> set[int]:
    """The loops an index expression uses."""
    if isinstance(expr, ir.AffineDimExpr):
        return {ir.AffineDimExpr(expr).position}
    if isinstance(expr, ir.AffineBinaryExpr):
        binary = ir.AffineBinaryExpr(expr)
        return dims_of(binary.lhs) | dims_of(binary.rhs)
    return set()


def match_reduction(op: ir.Operation, general: bool = False) -> Reduction | None:
    """``op`` as a reduction tir-reduce lowers, or None. Without ``general`` only row reductions
    whose reduced loops are already the innermost ones (what a row program is made of); with it
    also any other order of the loops (a column sum, batch-norm statistics over N, H, W), seen in
    the canonical order (see the module docstring)."""
    if op.name == "linalg.generic":
        if "tir.schedule" in op.attributes:
            return None
        inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
        maps = indexing_maps(op)
        kinds = iterator_kinds(op)
    elif op.name == "linalg.reduce":
        inputs, outputs = list(op.opview.inputs), list(op.opview.inits)
        if not inputs:
            return None
        rank = ir.MemRefType(inputs[0].type).rank if is_memref(inputs[0]) else 0
        dims = list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
        identity = [ir.AffineDimExpr.get(d) for d in range(rank)]
        kept = [ir.AffineDimExpr.get(d) for d in range(rank) if d not in dims]
        maps = [ir.AffineMap.get(rank, 0, identity)] * len(inputs) + [ir.AffineMap.get(rank, 0, kept)] * len(outputs)
        kinds = ["reduction" if d in dims else "parallel" for d in range(rank)]
    else:
        return None
    if not outputs or not all(is_memref(value) for value in inputs + outputs):
        return None
    if not all(packable(ir.MemRefType(value.type).element_type) for value in outputs):
        return None
    if {view_root(value) for value in outputs} & ({view_root(value) for value in inputs} | body_reads(op)):
        return None   # a row's stores would race with other rows' reads
    loops = len(kinds)
    order = ([d for d in range(loops) if kinds[d] == "parallel"]
             + [d for d in range(loops) if kinds[d] == "reduction"])
    parallel = kinds.count("parallel")
    if parallel == loops:
        return None   # no reduction
    if order != list(range(loops)) and not general:
        return None   # reduction loops that are not the innermost ones
    layout = "row" if kinds[-1] == "reduction" else "column"
    # Canonical loop i is original loop order[i]: compose each map with that permutation.
    to_original = ir.AffineMap.get(loops, 0, [ir.AffineDimExpr.get(order.index(d)) for d in range(loops)])
    maps = [ir.AffineMap.get(loops, 0, [expr.compose(to_original) for expr in amap.results]) for amap in maps]
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
    if not body_ok(body) or is_multiply_accumulate(body):
        return None   # a contraction: the contraction path's (and one thread per output suits it better)
    if layout == "row":
        for _value, argument, amap in zip(inputs, body.arguments, maps):
            reduced = [d for expr in amap.results for d in dims_of(expr) if d >= parallel]
            last = list(amap.results)[-1] if amap.results else None
            if list(argument.uses) and reduced and not (isinstance(last, ir.AffineDimExpr)
                                                        and ir.AffineDimExpr(last).position == loops - 1):
                return None   # lanes along the innermost reduction loop would not read contiguous memory
    reduction = Reduction(op, inputs, maps[:len(inputs)], outputs, output_maps, parallel, loops, body, [], order,
                          layout)
    groups = _groups(reduction)
    if groups is None:
        return None
    reduction.groups = groups
    return reduction


def _groups(r: Reduction) -> list[Group] | None:
    """The combine of each output, or None when one is not recognised."""
    arguments = list(r.body.arguments)
    outs = arguments[len(r.inputs):]
    terminator = list(r.body.operations)[-1].operation
    yielded = list(terminator.operands)
    groups: list[Group] = []
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
        groups.append(Combine(k, combiner, positions[0]))
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
        results = ([group.combiner.results[0]] if isinstance(group, Combine)
                   else [group.value_op.results[0], group.select.results[0]])
        if [yielded[k] for k in group.outputs] != results:
            return None
    return groups


def _arg_combine(r: Reduction, k: int, select: ir.Operation, outs: list[ir.Value],
                 yielded: list[ir.Value]) -> ArgCombine | None:
    compare = _defining_op(select.operands[0])
    if compare is None or compare.name not in ("arith.cmpf", "arith.cmpi") or r.reduced != 1:
        return None
    cast = _defining_op(select.operands[1])
    if cast is None or cast.name not in ("arith.index_cast", "arith.index_castui"):
        return None
    index_op = _defining_op(cast.operands[0])
    if (index_op is None or index_op.name != "linalg.index"
            or ir.IntegerAttr(index_op.attributes["dim"]).value != r.order[-1]):
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
    return ArgCombine(j, k, element, cast.results[0], outs[j], outs[k], compare, value_op, select, signedness,
                       direction)


def view_root(value: ir.Value) -> ir.Value:
    """The buffer a view is a view of (views of views followed)."""
    while True:
        op = _defining_op(value)
        if op is None or op.name not in VIEWS:
            return value
        value = op.operands[0]


def fused_consumers(r: Reduction) -> tuple[list[Consumer], ir.Operation | None]:
    """The elementwise generics right after ``r`` that read its results (or each other's) at the
    same index only, and write buffers no other read of the fused kernel touches; then the
    elementwise generic over the reduction's whole iteration space that reads them broadcast along
    the row (softmax's divide, LayerNorm's normalisation), if it follows (see ``_row_consumer``)."""
    chain: dict[ir.Value, ir.Value] = {out: out for out in r.outputs}   # written buffer -> buffer it indexes like
    read_roots = {view_root(value) for value in r.inputs} | body_reads(r.op)
    point_reads: set[ir.Value] = set()
    consumers: list[Consumer] = []
    for op in _following(r.op):
        if op.name in NEUTRAL:
            continue
        consumer = _consumer(op, chain, read_roots)
        if consumer is None:
            # A row consumer runs over the elements each thread reduced: rows in the op's own loop order only.
            return consumers, (op if not r.permuted and _row_consumer(op, r, chain, point_reads) else None)
        consumers.append(consumer)
        chain[list(op.opview.outputs)[0]] = chain[consumer.read]
        # A later consumer must not write what this one reads at other rows' indices.
        reads = {view_root(value) for value in op.opview.inputs if is_memref(value) and value not in chain}
        reads |= body_reads(op)
        read_roots |= reads
        point_reads |= reads
    return consumers, None


def static_extents(r: Reduction) -> list[int | None]:
    """Each loop's trip count where an operand's static shape gives it."""
    extents: list[int | None] = []
    for loop in range(r.loops):
        sizes = [ir.MemRefType(value.type).shape[position]
                 for value, amap in zip(r.inputs + r.outputs, r.input_maps + r.output_maps)
                 for position, expr in enumerate(amap.results)
                 if isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == loop]
        extents.append(next((size for size in sizes if size != DYNAMIC), None))
    return extents


def _row_consumer(op: ir.Operation, r: Reduction, chain: dict[ir.Value, ir.Value], point_reads: set[ir.Value]) -> bool:
    """Whether ``op`` is an elementwise generic over ``r``'s iteration space (its output indexed by
    the loops, a static shape equal to the loop extents) that reads the reduction's results as
    ``r`` writes them (broadcast along the reduced loops): each row's threads can run it after the
    reduction. It may write in place over an input of ``r`` at the same index (each element is
    read and rewritten by the same thread), nothing that another row reads."""
    if op.name != "linalg.generic" or "tir.schedule" in op.attributes or "reduction" in iterator_kinds(op):
        return False
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    maps = indexing_maps(op)
    if len(outputs) != 1 or len(maps) - 1 != len(inputs) or not body_ok(op.regions[0].blocks[0]):
        return False
    output = outputs[0]
    identity = ir.AffineMap.get_identity(r.loops)
    if not is_memref(output) or maps[-1] != identity or list(ir.MemRefType(output.type).shape) != static_extents(r):
        return False
    written = {view_root(value) for value in chain}
    target = view_root(output)
    if target in written or target in point_reads or (body_reads(op) & (written | {target})):
        return False
    for value, amap in zip(r.inputs, r.input_maps):
        if view_root(value) == target and (value != output or amap != identity):
            return False
    reads_result = False
    for value, amap in zip(inputs, maps):
        if value in chain:
            if amap != r.output_maps[r.outputs.index(chain[value])]:
                return False
            reads_result = True
        elif is_memref(value):
            if view_root(value) in written or (view_root(value) == target and (value != output or amap != identity)):
                return False
    return reads_result


def _following(op: ir.Operation) -> list[ir.Operation]:
    ops = [o.operation for o in op.block.operations]
    return ops[ops.index(op) + 1:]


def _preceding(op: ir.Operation) -> list[ir.Operation]:
    """The ops before ``op`` in its block, nearest first."""
    ops = [o.operation for o in op.block.operations]
    return list(reversed(ops[:ops.index(op)]))


def fill_contents(op: ir.Operation) -> tuple[ir.Value, ir.Value] | None:
    """(buffer, scalar) of a ``linalg.fill``, or of the ``linalg.generic`` it generalises to."""
    if op.name == "linalg.fill":
        (buffer,) = op.opview.outputs
        return buffer, op.operands[0]
    if op.name != "linalg.generic" or "reduction" in iterator_kinds(op):
        return None
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    if len(inputs) != 1 or len(outputs) != 1 or is_memref(inputs[0]):
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
        if any(isinstance(operand.type, ir.MemRefType) and view_root(operand) in roots for operand in inner.operands):
            found = True
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return found


def _constant_contents(buffer: ir.Value, before: ir.Operation) -> tuple[ir.Value, list[ir.Operation]] | None:
    """The scalar every element of ``buffer`` holds just before ``before``, and the ops that put it
    there (a fill, or a copy of a filled buffer), when nothing in between touches the buffers."""
    for op in _preceding(before):
        filled = fill_contents(op)
        if filled is not None and filled[0] == buffer:
            return filled[1], [op]
        if op.name == "memref.copy" and op.operands[1] == buffer:
            source = _constant_contents(op.operands[0], op)
            return (source[0], [op]) if source is not None else None
        if _touches(op, {view_root(buffer)}):
            return None
    return None


def init_fills(r: Reduction) -> dict[int, tuple[ir.Value, ir.Operation]]:
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


def _consumer(op: ir.Operation, chain: dict[ir.Value, ir.Value], read_roots: set[ir.Value]) -> Consumer | None:
    if op.name != "linalg.generic" or "tir.schedule" in op.attributes or "reduction" in iterator_kinds(op):
        return None
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    if len(outputs) != 1 or not all(is_memref(value) for value in inputs + outputs):
        return None
    maps = indexing_maps(op)
    out_type = ir.MemRefType(outputs[0].type)
    if maps[-1] != ir.AffineMap.get_identity(out_type.rank):
        return None
    if not body_ok(op.regions[0].blocks[0]):
        return None
    written_roots = {view_root(value) for value in chain}
    read: ir.Value | None = None
    other_roots = body_reads(op)
    if other_roots & written_roots:
        return None
    for value, amap in zip(inputs, maps):
        if value in chain:
            if amap != maps[-1] or ir.MemRefType(value.type).shape != out_type.shape:
                return None
            read = value if read is None else read
        elif is_memref(value):
            if view_root(value) in written_roots:
                return None   # another row's result, perhaps not written yet
            other_roots.add(view_root(value))
    if read is None or DYNAMIC in out_type.shape or ir.MemRefType(read.type).shape != out_type.shape:
        return None
    if outputs[0] in chain and chain[outputs[0]] != chain[read]:
        return None   # in place into a result indexed otherwise
    target = view_root(outputs[0])
    if outputs[0] not in chain and target in written_roots:
        return None   # a view of a result: other rows' elements
    if target in read_roots or target in other_roots:
        return None   # other rows still read it
    return Consumer(op, read)


