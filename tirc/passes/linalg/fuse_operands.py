"""tir-fuse-operands: transposes and casts of a contraction's operands become its loads.

Runs at the ``linalg`` stage on tensors, after ``linalg-fuse-elementwise-ops``. A contraction is a
``linalg.matmul``, a ``linalg.batch_matmul`` or a ``linalg.generic`` with a reduction iterator,
whose body is the multiply-accumulate that ``tirc.schedule.contraction`` recognises. For each of
its inputs produced, for it alone, by a *data movement* op:

- ``linalg.transpose``;
- a ``linalg.generic`` with one input, all-parallel iterators and permutation indexing maps,
  whose body yields its input as it is or through one ``arith.extf`` / ``arith.extsi`` /
  ``arith.extui`` (the casts the contraction recogniser widens);

the contraction reads the producer's input instead: the indexing maps are composed (a transposed
weight becomes a column-major B) and the cast moves into the contraction's body, so an f16 model's
``extf`` to f32 before an f32 matmul becomes an f16 contraction with f32 accumulation. A cast is
not fused onto an operand the body already widens. A named contraction that fuses becomes the
equivalent ``linalg.generic`` (same location, its ``tir.*`` attributes kept); the producer is
erased. Producers that compute anything else stay separate kernels: arithmetic (and above all a
reduction or a normalisation) is never recomputed inside a contraction's K loop. Broadcasts stay
too (the schedule layer takes operands indexed by every loop dimension of theirs only). Repeated
until nothing fuses, so a cast feeding a transpose fuses too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import linalg

from tirc.passes.gpu.tensorcore_ir import walk_ops
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import is_multiply_accumulate
from tirc.target import Target

NAMED_CONTRACTIONS = ("linalg.matmul", "linalg.batch_matmul")
# The casts tirc.schedule.contraction strips from a contraction's operands.
FUSED_CASTS = ("arith.extf", "arith.extsi", "arith.extui")


@dataclass(frozen=True)
class _Movement:
    """A producer whose result is its input re-indexed: result[out(q)] = cast(input[in(q)])."""
    op: ir.Operation
    source: ir.Value
    input_dims: list[int]       # input index j is loop dimension input_dims[j] (a permutation)
    output_dims: list[int]      # result index s is loop dimension output_dims[s] (a permutation)
    cast: ir.Operation | None


def _dims(amap: ir.AffineMap) -> list[int] | None:
    if not all(isinstance(expr, ir.AffineDimExpr) for expr in amap.results):
        return None
    return [ir.AffineDimExpr(expr).position for expr in amap.results]


def _maps(op: ir.Operation) -> list[ir.AffineMap]:
    return [ir.AffineMapAttr(attr).value for attr in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _i64s(attr: ir.Attribute) -> list[int]:
    return list(ir.DenseI64ArrayAttr(attr))


def _movement(value: ir.Value) -> _Movement | None:
    """The data-movement op producing ``value`` for its only user, or None."""
    owner = value.owner
    if isinstance(owner, ir.Block) or len(list(value.uses)) != 1:
        return None
    op = owner.operation
    if op.name == "linalg.transpose":
        # result[j] = input[permutation[j]]: loop over the result, input index i is loop dim j.
        permutation = _i64s(op.attributes["permutation"])
        inverse = [permutation.index(i) for i in range(len(permutation))]
        return _Movement(op, op.operands[0], inverse, list(range(len(permutation))), None)
    if op.name != "linalg.generic" or len(op.operands) != 2 or len(op.results) != 1:
        return None
    if any("parallel" not in str(kind) for kind in ir.ArrayAttr(op.attributes["iterator_types"])):
        return None
    input_map, output_map = _maps(op)
    input_dims, output_dims = _dims(input_map), _dims(output_map)
    if input_dims is None or output_dims is None or not output_map.is_permutation or not input_map.is_permutation:
        return None
    body = op.regions[0].blocks[0]
    ops = [o.operation for o in body.operations]
    argument, out_argument = body.arguments
    if list(out_argument.uses) or not isinstance(op.operands[0].type, ir.RankedTensorType):
        return None
    yielded = ops[-1].operands[0]
    if len(ops) == 1 and yielded == argument:
        return _Movement(op, op.operands[0], input_dims, output_dims, None)
    if len(ops) == 2 and ops[0].name in FUSED_CASTS and ops[0].operands[0] == argument and yielded == ops[0].results[0]:
        return _Movement(op, op.operands[0], input_dims, output_dims, ops[0])
    return None


def _as_generic(op: ir.Operation) -> ir.Operation:
    """The named contraction ``op`` rewritten as the equivalent linalg.generic (its body moved over)."""
    maps = list(op.opview.indexing_maps)
    output_dims = set(_dims(ir.AffineMapAttr(maps[-1]).value) or [])
    loops = ir.AffineMapAttr(maps[0]).value.n_dims
    iterators = [ir.Attribute.parse(f"#linalg.iterator_type<{'parallel' if d in output_dims else 'reduction'}>")
                 for d in range(loops)]
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    with op.location, ir.InsertionPoint(op):
        generic = linalg.GenericOp([r.type for r in op.results], inputs, outputs, ir.ArrayAttr.get(list(maps)),
                                   ir.ArrayAttr.get(iterators))
    for name in list(op.attributes):
        if name.startswith("tir."):
            generic.operation.attributes[name] = op.attributes[name]
    old_body = op.regions[0].blocks[0]
    body = generic.regions[0].blocks.append(*[arg.type for arg in old_body.arguments])
    for old, new in zip(old_body.arguments, body.arguments):
        old.replace_all_uses_with(new)
    point = ir.InsertionPoint(body)
    for inner in [o.operation for o in old_body.operations]:
        inner.detach_from_parent()
        point.insert(inner)
    for old, new in zip(op.results, generic.results):
        old.replace_all_uses_with(new)
    op.erase()
    return generic.operation


def _is_contraction(op: ir.Operation) -> bool:
    if op.name not in NAMED_CONTRACTIONS and not (
            op.name == "linalg.generic" and any("reduction" in str(kind)
                                                for kind in ir.ArrayAttr(op.attributes["iterator_types"]))):
        return False
    return is_multiply_accumulate(op.regions[0].blocks[0])


def _widened(op: ir.Operation, position: int) -> bool:
    """Whether the body of ``op`` already casts input ``position``."""
    argument = op.regions[0].blocks[0].arguments[position]
    return any(use.owner.name in FUSED_CASTS for use in argument.uses)


def _fuse(op: ir.Operation, position: int, producer: _Movement) -> None:
    """Make input ``position`` of the generic ``op`` read the producer's input."""
    maps = _maps(op)
    consumer = maps[position].results
    # Result index s of the producer is its loop dim output_dims[s]: invert, then read the input.
    result_of_loop = {dim: s for s, dim in enumerate(producer.output_dims)}
    composed = [consumer[result_of_loop[dim]] for dim in producer.input_dims]
    maps[position] = ir.AffineMap.get(maps[position].n_dims, maps[position].n_symbols, composed)
    op.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps])
    op.operands[position] = producer.source
    if producer.cast is not None:
        argument = op.regions[0].blocks[0].arguments[position]
        with producer.cast.location, ir.InsertionPoint.at_block_begin(op.regions[0].blocks[0]):
            cast = ir.Operation.create(producer.cast.name, results=[argument.type], operands=[argument])
        argument.replace_all_uses_except(cast.results[0], cast)
        argument.set_type(ir.RankedTensorType(producer.source.type).element_type)
    producer.op.erase()


def _fuse_one(func: ir.Operation) -> bool:
    """Fuse one producer into one contraction of ``func``; False when there is none left."""
    for op in walk_ops(func, _is_contraction):
        inputs = len(op.opview.inputs)
        for position in range(inputs):
            operand = op.operands[position]
            if not isinstance(operand.type, ir.RankedTensorType):
                continue
            producer = _movement(operand)
            if producer is None or (producer.cast is not None and _widened(op, position)):
                continue
            generic = _as_generic(op) if op.name in NAMED_CONTRACTIONS else op
            _fuse(generic, position, producer)
            return True
    return False


@dataclass(frozen=True)
class FuseOperands(ModulePass):
    """Rewrites each contraction (linalg.matmul, batch_matmul, or a multiply-accumulate generic with a
    reduction) whose input is a single-use transpose or cast-only generic into a linalg.generic reading
    the producer's input through composed indexing maps, with the cast in its body; the producer
    is erased. Producers doing any other arithmetic are left alone."""

    name: ClassVar[str] = "tir-fuse-operands"
    summary: ClassVar[str] = ("Fuse transposes and extf/extsi/extui casts of contraction operands "
                              "into the contraction's indexing maps and body")

    def run(self, module: ir.Module, target: Target) -> None:
        for op in module.body.operations:
            func = op.operation
            if func.name != "func.func" or not func.regions[0].blocks:
                continue
            while _fuse_one(func):
                pass
