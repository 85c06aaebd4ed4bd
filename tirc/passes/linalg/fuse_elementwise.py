"""tir-fuse-elementwise: upstream elementwise fusion that never fuses into a contraction.

``linalg-fuse-elementwise-ops`` fuses an all-parallel producer into any ``linalg.generic``
consumer, a contraction included, and its reshape propagation turns named contractions next to a
``collapse_shape``/``expand_shape`` into generics first. On torch-mlir's pre-norm transformer
block that puts LayerNorm's normalisation (a function of the row's mean and variance) into the
K loop of the QKV and fc1 matmuls: recomputed for every multiply-add, and the matmul no longer
a GEMM tirc's kernels take. The fusion policy (docs/design.md, "Fusion policy") is that a
contraction's operands fuse only as loads (``tir-fuse-operands``: transposes, casts,
broadcasts), never as computation.

This pass runs the upstream pass with every contraction's inputs and results *pinned*: each gets
one more use, by a ``tir.pin`` op that lives only while the upstream pass runs. Upstream fuses a
producer into a consumer, or folds a reshape into a linalg op, only when the producer has a single
use; so nothing fuses into a contraction, no reshape is folded through one, and everything else
(the LayerNorm chain into one kernel, a bias add and a cast into one epilogue generic) fuses as
before. A pin follows its value when upstream replaces it.

Two rewrites before each upstream run let it fuse what torch-mlir's exports spread over kernels:

- **Named ops as generics.** ``linalg.transpose``, ``linalg.broadcast``, ``linalg.copy`` and the
  named elementwise ops (``linalg.exp``, ``linalg.add`` ...) on tensors become the equivalent
  ``linalg.generic`` (upstream fuses generics only), so a transpose of attention's heads or a
  broadcast mask is read through the consumer's indexing map instead of being copied by a kernel
  of its own.
- **Cheap producers duplicated per consumer.** Upstream leaves a producer with several uses
  alone, so torch-mlir's one ``extf`` of a hidden state read by RMSNorm's reduction and by its
  normalisation, or softmax's ``exp(x - max)`` read by the sum and by the divide, would be a
  kernel writing an intermediate that each consumer reads back. A producer that is an
  all-parallel generic with a small side-effect-free body (at most ``max-duplicated-ops`` ops) is
  cloned once per ``linalg.generic`` that reads it as an input (not a contraction: those take
  only loads, see ``tir-fuse-operands``), so each consumer fuses its own copy: recomputing a cast
  or an ``exp`` costs less than a round trip through global memory. A consumer that reads it
  broadcast (a map that is not a permutation would recompute it for every element of the
  broadcast dimensions) gets a copy only when the body is casts alone.

The two rewrites and the upstream pass repeat until nothing changes (a fused generic may itself
be a cheap producer with several consumers).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir, passmanager
from mlir.dialects import arith, linalg, scf, tensor

from tirc.ir.builders import index_constant
from tirc.ir.walk import clone_ops, walk_ops
from tirc.passes.linalg.fuse_operands import is_contraction
from tirc.pipeline.registry import ModulePass
from tirc.target import Target

PIN = "tir.pin"
# Named data movement on tensors that upstream elementwise fusion does not take (it fuses generics).
MOVEMENT_OPS = ("linalg.transpose", "linalg.broadcast", "linalg.copy")
# Named elementwise ops: every operand read and the result written at the same index, the body
# the scalar op. Upstream fuses generics only, so they become generics too.
ELEMENTWISE_OPS = tuple(f"linalg.{name}" for name in (
    "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf", "exp", "log",
    "add", "sub", "mul", "div", "div_unsigned", "max", "min", "powf", "select"))
# Body ops that only convert a value: duplicating them costs nothing even where a consumer
# broadcasts them.
CAST_OPS = ("arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp",
            "arith.uitofp", "arith.fptosi", "arith.fptoui", "arith.bitcast", "arith.index_cast")
RESHAPES = ("tensor.expand_shape", "tensor.collapse_shape")
# What a duplicated body may hold: side-effect-free scalar ops (no loads, no asserts, no regions).
_PURE_PREFIXES = ("arith.", "math.")
DUPLICATED_OPS = 8   # the default bound on the body of a producer duplicated per consumer
_MAX_ROUNDS = 8   # duplicate + fuse rounds; each strictly removes a use of a duplicated producer


def _pin_contractions(func: ir.Operation) -> list[ir.Operation]:
    """A ``tir.pin`` right after each contraction of ``func``, using its inputs and results."""
    pins = []
    for op in walk_ops(func, is_contraction):
        values = [value for value in list(op.opview.inputs) + list(op.results)
                  if isinstance(value.type, ir.RankedTensorType)]
        with ir.InsertionPoint(op), op.location:
            pin = ir.Operation.create(PIN, operands=values)
        pin.move_after(op)
        pins.append(pin)
    return pins


def _parallel(rank: int) -> ir.ArrayAttr:
    return ir.ArrayAttr.get([ir.Attribute.parse("#linalg.iterator_type<parallel>")] * rank)


def _movement_input_map(op: ir.Operation, rank: int) -> ir.AffineMap:
    """The map from the output's loops to the element of the input that a movement op copies."""
    dims = [ir.AffineExpr.get_dim(d) for d in range(rank)]
    if op.name == "linalg.transpose":
        # Output dimension j is input dimension permutation[j].
        permutation = list(ir.DenseI64ArrayAttr(op.attributes["permutation"]))
        inverse = [0] * rank
        for out_dim, in_dim in enumerate(permutation):
            inverse[in_dim] = out_dim
        return ir.AffineMap.get(rank, 0, [dims[inverse[k]] for k in range(rank)])
    if op.name == "linalg.broadcast":
        added = set(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
        return ir.AffineMap.get(rank, 0, [dims[d] for d in range(rank) if d not in added])
    return ir.AffineMap.get_identity(rank)


def _named_as_generic(op: ir.Operation) -> None:
    """Replace a named transpose/broadcast/copy or elementwise op on tensors by the equivalent
    linalg.generic: the same maps (identity, but a transpose's permutation and a broadcast's
    projection of the one input) and the same body."""
    # transpose/broadcast name their operands input/init, the others inputs/outputs: the last
    # operand is the init, the ones before it are read.
    *sources, init = list(op.operands)
    out_type = ir.RankedTensorType(init.type)
    rank = out_type.rank
    identity = ir.AffineMap.get_identity(rank)
    read_maps = [_movement_input_map(op, rank)] if op.name in MOVEMENT_OPS else [identity] * len(sources)
    old_body = op.regions[0].blocks[0]
    with op.location, ir.InsertionPoint(op):
        generic = linalg.GenericOp([out_type], sources, [init],
                                   ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in read_maps + [identity]]),
                                   _parallel(rank))
        body = generic.regions[0].blocks.append(*[argument.type for argument in old_body.arguments])
    mapping = dict(zip(old_body.arguments, body.arguments))
    with ir.InsertionPoint(body):
        clone_ops([inner.operation for inner in old_body.operations], mapping)
    op.results[0].replace_all_uses_with(generic.results[0])
    op.erase()


def _is_named_on_tensors(op: ir.Operation) -> bool:
    return (op.name in MOVEMENT_OPS + ELEMENTWISE_OPS and len(op.results) == 1
            and isinstance(op.results[0].type, ir.RankedTensorType))


def _maps(op: ir.Operation) -> list[ir.AffineMap]:
    return [ir.AffineMapAttr(attr).value for attr in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _defining(value: ir.Value) -> ir.Operation | None:
    owner = value.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def _reads_contraction(value: ir.Value) -> bool:
    """Whether ``value`` is a contraction's result, or a reshape of one."""
    producer = _defining(value)
    while producer is not None and producer.name in RESHAPES:
        producer = _defining(producer.operands[0])
    return producer is not None and is_contraction(producer)


def _is_permutation(amap: ir.AffineMap) -> bool:
    return amap.n_dims == len(amap.results) and amap.is_permutation


def _body_ops(op: ir.Operation) -> list[ir.Operation]:
    return [inner.operation for inner in op.regions[0].blocks[0].operations][:-1]


def _duplicable(op: ir.Operation, max_ops: int) -> bool:
    """An all-parallel, single-result generic on tensors whose body is small and pure and whose
    result is written through a permutation (what upstream fusion takes as a producer), and that
    reads no contraction's result: that one is the contraction's epilogue (rounding the
    accumulator to f16 there halves the bytes the GEMM writes), not a copy in each consumer."""
    if op.name != "linalg.generic" or len(op.results) != 1 or len(op.opview.outputs) != 1:
        return False
    if not isinstance(op.results[0].type, ir.RankedTensorType):
        return False
    if any("reduction" in str(kind) for kind in ir.ArrayAttr(op.attributes["iterator_types"])):
        return False
    if not _is_permutation(_maps(op)[-1]):
        return False
    if any(_reads_contraction(value) for value in op.opview.inputs):
        return False
    body = _body_ops(op)
    return len(body) <= max_ops and all(inner.name.startswith(_PURE_PREFIXES) for inner in body)


def _casts_only(op: ir.Operation) -> bool:
    return all(inner.name in CAST_OPS for inner in _body_ops(op))


def _takes_copy(use: ir.OpOperand, producer: ir.Operation) -> bool:
    """Whether the consumer of ``use`` gets its own copy of ``producer``: an input of an
    elementwise or reduction generic that is no contraction, read once per producer element
    unless the producer is casts alone; or a reshape whose one use is such an input (upstream's
    reshape propagation then moves the reshape onto the copy's inputs, and the copy fuses)."""
    consumer = use.owner
    if consumer.name in RESHAPES:
        reshaped = list(consumer.results[0].uses)
        return len(reshaped) == 1 and _takes_copy(reshaped[0], producer)
    if consumer.name != "linalg.generic" or use.operand_number >= len(consumer.opview.inputs):
        return False
    if is_contraction(consumer):
        return False
    return _casts_only(producer) or _is_permutation(_maps(consumer)[use.operand_number])


def _duplicate_per_consumer(func: ir.Operation, max_ops: int) -> bool:
    """Clone each cheap multi-use producer once per consumer that takes a copy; True if any was."""
    changed = False
    for producer in walk_ops(func, lambda op: _duplicable(op, max_ops)):
        uses = list(producer.results[0].uses)
        if len(uses) < 2:
            continue
        taking = [use for use in uses if _takes_copy(use, producer)]
        # Were every use to take a copy the original would be left unused: the first keeps it.
        if len(taking) == len(uses):
            taking = taking[1:]
        for use in taking:
            clone = producer.clone(ir.InsertionPoint(producer))
            use.owner.operands[use.operand_number] = clone.results[0]
            changed = True
    return changed


def _concat_as_generic(op: ir.Operation) -> bool:
    """``tensor.concat`` with static shapes becomes an all-parallel generic that reads, at each
    output index, the one element of the piece covering it (a chain of ``scf.if`` on the index
    along the concatenated dimension: every input element is read once, as by the copies
    bufferization would make, but in one kernel that consumers fuse). Returns False where a shape
    is dynamic."""
    result = ir.RankedTensorType(op.results[0].type)
    pieces = list(op.operands)
    if not result.has_static_shape or not all(ir.RankedTensorType(p.type).has_static_shape for p in pieces):
        return False
    dim = ir.IntegerAttr(op.attributes["dim"]).value
    sizes = [ir.RankedTensorType(p.type).shape[dim] for p in pieces]
    offsets = [sum(sizes[:k]) for k in range(len(pieces))]
    rank = result.rank
    element = result.element_type

    with op.location, ir.InsertionPoint(op):
        empty = tensor.EmptyOp(result.shape, element).result
        generic = linalg.GenericOp([result], [], [empty], ir.ArrayAttr.get([ir.AffineMapAttr.get(
            ir.AffineMap.get_identity(rank))]), _parallel(rank))
        body = generic.regions[0].blocks.append(element)
        with ir.InsertionPoint(body):
            indices = [linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)).result
                       for d in range(rank)]
            linalg.YieldOp([_choose_piece(pieces, dim, offsets, indices, element, 0)])
    op.results[0].replace_all_uses_with(generic.results[0])
    op.erase()
    return True


def _choose_piece(pieces: list[ir.Value], dim: int, offsets: list[int], indices: list[ir.Value],
                  element: ir.Type, k: int) -> ir.Value:
    """The element at ``indices`` of the concatenation of ``pieces[k:]`` along ``dim``: piece
    ``k``'s if the index is before the next piece's offset, else the rest's (nested ``scf.if``)."""
    local = indices[dim] if offsets[k] == 0 else arith.SubIOp(indices[dim], index_constant(offsets[k])).result
    at = indices[:dim] + [local] + indices[dim + 1:]
    if k == len(pieces) - 1:
        return tensor.ExtractOp(pieces[k], at).result
    inside = arith.CmpIOp(arith.CmpIPredicate.slt, indices[dim], index_constant(offsets[k + 1])).result
    branch = scf.IfOp(inside, [element], has_else=True)
    with ir.InsertionPoint(branch.then_block):
        scf.YieldOp([tensor.ExtractOp(pieces[k], at).result])
    with ir.InsertionPoint(branch.else_block):
        scf.YieldOp([_choose_piece(pieces, dim, offsets, indices, element, k + 1)])
    return branch.results[0]


def _read_through_slice(extract: ir.Operation, slice_op: ir.Operation) -> ir.Value | None:
    """``tensor.extract`` of a static, rank-preserving ``extract_slice``: the same element read
    from the slice's source."""
    source = slice_op.operands[0]
    offsets = list(ir.DenseI64ArrayAttr(slice_op.attributes["static_offsets"]))
    strides = list(ir.DenseI64ArrayAttr(slice_op.attributes["static_strides"]))
    dynamic = ir.ShapedType.get_dynamic_size()
    if len(slice_op.operands) != 1 or dynamic in offsets or dynamic in strides:
        return None
    if ir.RankedTensorType(source.type).rank != ir.RankedTensorType(slice_op.results[0].type).rank:
        return None
    indices = []
    for index, offset, stride in zip(list(extract.operands)[1:], offsets, strides):
        scaled = index if stride == 1 else arith.MulIOp(index, index_constant(stride)).result
        indices.append(scaled if offset == 0 else arith.AddIOp(scaled, index_constant(offset)).result)
    return tensor.ExtractOp(source, indices).result


def _read_through_generic(extract: ir.Operation, producer: ir.Operation) -> ir.Value | None:
    """``tensor.extract`` of a cheap elementwise generic's result: its body computed for that one
    element, from its inputs read at the element's index through their maps."""
    maps = _maps(producer)
    block = producer.regions[0].blocks[0]
    n_inputs = len(producer.opview.inputs)
    if len(list(block.arguments[n_inputs].uses)) > 0:
        return None   # the body reads the init: not a pure function of the inputs
    loops: list[ir.Value | None] = [None] * maps[-1].n_dims
    for position, expr in enumerate(maps[-1].results):
        loops[expr.position] = list(extract.operands)[1 + position]
    mapping: dict[ir.Value, ir.Value] = {}
    for argument, value, amap in zip(block.arguments, producer.opview.inputs, maps):
        at = []
        for expr in amap.results:
            if isinstance(expr, ir.AffineDimExpr):
                at.append(loops[expr.position])
            elif isinstance(expr, ir.AffineConstantExpr):
                at.append(index_constant(expr.value))
            else:
                return None
        mapping[argument] = (tensor.ExtractOp(value, at).result
                             if isinstance(value.type, ir.RankedTensorType) else value)
    body = _body_ops(producer)
    for inner in body:
        if inner.name == "linalg.index":
            mapping[inner.results[0]] = loops[ir.IntegerAttr(inner.attributes["dim"]).value]
    clone_ops([inner for inner in body if inner.name != "linalg.index"], mapping)
    yielded = block.operations[len(block.operations) - 1].operands[0]
    return mapping.get(yielded, yielded)


def _inside_generic(op: ir.Operation) -> bool:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent.name == "linalg.generic":
            return True
        parent = parent.parent
    return False


def _fold_extracts(func: ir.Operation, max_ops: int) -> bool:
    """Reads of a slice, or of a cheap elementwise generic, through ``tensor.extract`` inside a
    linalg body read the slice's source, or compute the generic's element in place (a gather
    fuses its producers as a consumer's maps do). True if any was folded."""
    changed = False
    for _ in range(_MAX_ROUNDS):
        folded = False
        for extract in walk_ops(func, lambda op: op.name == "tensor.extract" and _inside_generic(op)):
            producer = _defining(extract.operands[0])
            if producer is None:
                continue
            with extract.location, ir.InsertionPoint(extract):
                if producer.name == "tensor.extract_slice":
                    value = _read_through_slice(extract, producer)
                elif _duplicable(producer, max_ops) and not any(
                        inner.name == "tensor.extract" for inner in _body_ops(producer)):
                    value = _read_through_generic(extract, producer)
                else:
                    continue
            if value is None:
                continue
            extract.results[0].replace_all_uses_with(value)
            extract.erase()
            folded = True
        if not folded:
            break
        changed = True
    return changed


def _run_upstream(module: ir.Module) -> None:
    passmanager.PassManager.parse("builtin.module(linalg-fuse-elementwise-ops)").run(module.operation)


def _functions(module: ir.Module) -> list[ir.Operation]:
    return [op.operation for op in module.body.operations
            if op.operation.name == "func.func" and op.operation.regions[0].blocks]


@dataclass(frozen=True)
class FuseElementwise(ModulePass):
    """Runs ``linalg-fuse-elementwise-ops`` (elementwise fusion, reshape propagation, constant
    folding) with every contraction's inputs and results pinned, so no producer fuses into a
    contraction's loops and no contraction is rewritten; named transposes, broadcasts and copies
    become generics first, and cheap producers read by several generics are duplicated per
    consumer, so each fuses its own copy. The pins are gone afterwards."""

    name: ClassVar[str] = "tir-fuse-elementwise"
    summary: ClassVar[str] = ("linalg-fuse-elementwise-ops that never fuses a producer into a contraction "
                              "(its inputs and results are pinned while it runs), with transposes as "
                              "generics and cheap producers duplicated per consumer")

    max_duplicated_ops: int = DUPLICATED_OPS   # body ops of a producer cloned into each of its consumers (0: none)

    def run(self, module: ir.Module, target: Target) -> None:
        if self.max_duplicated_ops < 0:
            raise ValueError(f"max-duplicated-ops must be >= 0, got {self.max_duplicated_ops}")
        context = module.context
        allowed = context.allow_unregistered_dialects
        context.allow_unregistered_dialects = True   # tir.pin is no registered op, and only lives here
        try:
            pins = [pin for func in _functions(module) for pin in _pin_contractions(func)]
            for _ in range(_MAX_ROUNDS):
                changed = False
                for func in _functions(module):
                    for op in walk_ops(func, _is_named_on_tensors):
                        _named_as_generic(op)
                        changed = True
                    for op in walk_ops(func, lambda op: op.name == "tensor.concat"):
                        changed = _concat_as_generic(op) or changed
                    if self.max_duplicated_ops and _fold_extracts(func, self.max_duplicated_ops):
                        changed = True
                    if self.max_duplicated_ops and _duplicate_per_consumer(func, self.max_duplicated_ops):
                        changed = True
                _run_upstream(module)
                if not changed:
                    break
            for pin in pins:
                pin.erase()
        finally:
            context.allow_unregistered_dialects = allowed
