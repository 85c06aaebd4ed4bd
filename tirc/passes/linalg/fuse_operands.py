"""tir-fuse-operands: transposes, casts and broadcasts of a contraction's operands become its loads.

Runs first at the ``linalg`` stage on tensors, before ``tir-fuse-elementwise`` (which would fuse
torch-mlir's ``extf`` generics into the computation that produces the operand). A contraction is a
``linalg.matmul``, a ``linalg.batch_matmul`` or a ``linalg.generic`` with a reduction iterator,
whose body is the multiply-accumulate that ``tirc.schedule.contraction`` recognises. For each of
its inputs produced by a *data movement* op:

- ``linalg.transpose``, or ``linalg.broadcast`` (a weight replicated along the batch);
- a ``linalg.generic`` with one input, all-parallel iterators, a permutation output map and an
  input map that is a projected permutation (a broadcast when it drops loops), whose body yields
  its input as it is or through one ``arith.extf`` / ``arith.extsi`` / ``arith.extui`` (the casts
  the contraction recogniser widens);
- a ``tensor.collapse_shape`` or ``tensor.expand_shape`` of such a transpose or cast (not of a
  broadcast) whose permutation keeps the reassociation groups together: the reshape moves onto
  the movement's input, so attention's ``collapse_shape(transpose(k))`` is read as a
  column-major B of the batched matmul through a view of ``k``. Where the permutation splits a
  group (heads apart from the batch: ``[B, S, H, D] -> [B, H, D, S]``), the transpose is kept
  only as far as the groups need (``[B, H, S, D]``, the innermost dimension kept innermost) and
  the rest fuses;

the contraction reads the producer's input instead: the indexing maps are composed (a transposed
weight becomes a column-major B, a broadcast weight an operand without the batch dimension) and
the cast moves into the contraction's body, so an f16 model's ``extf`` to f32 before an f32 matmul
becomes an f16 contraction with f32 accumulation (a cast fuses only when the other operand is
loaded as the same narrow type: f16 x f32 would be no mma). A producer fuses only when the
contraction it makes is one tirc's kernels take (``contraction_roles``: e.g. a weight broadcast along the batch of
``[b, m, k]`` rows, which ``tir-collapse-dims`` then turns into one GEMM over ``b*m`` rows; not an
A broadcast along the batch, which would need a batch stride of 0). A cast is not fused onto an
operand the body already widens. A named contraction that fuses becomes the equivalent
``linalg.generic`` (same location, its ``tir.*`` attributes kept); the producers are erased once
nothing else reads them. A producer with several consumers is duplicated, never materialised:
each contraction reading it gets its own copy (its indexing map, its cast, a view of its input),
so torch-mlir's one ``extf`` of a hidden state read by the Q, K and V matmuls (or of a weight
read by two) makes each of them an f16/bf16 contraction; consumers that are no contraction keep
the producer. (A transpose regrouped for a collapse is the exception: it is a new materialised
transpose, made only where the chain has one user.)
Producers that compute anything else stay separate kernels: arithmetic (and above all a
reduction or a normalisation) is never recomputed inside a contraction's K loop (see "Fusion
policy" in docs/design.md). Repeated until nothing fuses, so a cast feeding a transpose fuses too.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import ClassVar
from collections.abc import Callable

from mlir import ir
from mlir.dialects import linalg, tensor

from tirc.ir.walk import walk_ops
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import contraction_roles, is_multiply_accumulate
from tirc.target import Target

NAMED_CONTRACTIONS = ("linalg.matmul", "linalg.batch_matmul")
# The casts tirc.schedule.contraction strips from a contraction's operands.
FUSED_CASTS = ("arith.extf", "arith.extsi", "arith.extui")
RESHAPES = ("tensor.collapse_shape", "tensor.expand_shape")
DYNAMIC = ir.ShapedType.get_dynamic_size()


@dataclass(frozen=True)
class _Movement:
    """A producer whose result is its input re-indexed: result[out(q)] = cast(input[in(q)])."""
    op: ir.Operation
    source: ir.Value
    input_dims: list[int]       # input index j is loop dimension input_dims[j] (a broadcast: fewer)
    output_dims: list[int]      # result index s is loop dimension output_dims[s] (a permutation)
    cast: ir.Operation | None

    @property
    def source_of_result(self) -> list[int] | None:
        """Result index s reads input index source_of_result[s]; None for a broadcast."""
        if len(self.input_dims) != len(self.output_dims):
            return None
        return [self.input_dims.index(dim) for dim in self.output_dims]


@dataclass(frozen=True)
class _Fusion:
    """What input ``position`` of a contraction reads once its producers fuse: ``source()``
    (built on demand: a view of the movement's input, or that input) indexed by ``results``
    (affine expressions of the contraction's loops), widened by ``cast``."""
    position: int
    results: list[ir.AffineExpr]
    source: Callable[[], ir.Value]
    source_element: ir.Type
    cast: ir.Operation | None
    producers: list[ir.Operation]   # erased after the fusion (users first) unless read elsewhere


def _dims(amap: ir.AffineMap) -> list[int] | None:
    if not all(isinstance(expr, ir.AffineDimExpr) for expr in amap.results):
        return None
    return [ir.AffineDimExpr(expr).position for expr in amap.results]


def _maps(op: ir.Operation) -> list[ir.AffineMap]:
    return [ir.AffineMapAttr(attr).value for attr in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _i64s(attr: ir.Attribute) -> list[int]:
    return list(ir.DenseI64ArrayAttr(attr))


def _producer(value: ir.Value) -> ir.Operation | None:
    """The op defining ``value`` (None for a block argument), however many users it has."""
    owner = value.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def _single_use(value: ir.Value) -> bool:
    return len(list(value.uses)) == 1


def _movement(value: ir.Value) -> _Movement | None:
    """The data-movement op producing ``value``, or None. It may have other users: a contraction
    reading it gets its own copy of the movement (its indexing map and cast), the others keep it."""
    op = _producer(value)
    if op is None:
        return None
    if op.name == "linalg.transpose":
        # result[j] = input[permutation[j]]: loop over the result, input index i is loop dim j.
        permutation = _i64s(op.attributes["permutation"])
        inverse = [permutation.index(i) for i in range(len(permutation))]
        return _Movement(op, op.operands[0], inverse, list(range(len(permutation))), None)
    if op.name == "linalg.broadcast":
        # The result's dimensions ``dimensions`` are new; the input is indexed by the others.
        added = set(_i64s(op.attributes["dimensions"]))
        rank = len(ir.RankedTensorType(op.results[0].type).shape)
        return _Movement(op, op.operands[0], [d for d in range(rank) if d not in added], list(range(rank)), None)
    if op.name != "linalg.generic" or len(op.operands) != 2 or len(op.results) != 1:
        return None
    if any("parallel" not in str(kind) for kind in ir.ArrayAttr(op.attributes["iterator_types"])):
        return None
    input_map, output_map = _maps(op)
    input_dims, output_dims = _dims(input_map), _dims(output_map)
    if input_dims is None or output_dims is None or not output_map.is_permutation \
            or len(set(input_dims)) != len(input_dims):
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


def _element(value: ir.Value) -> ir.Type:
    return ir.RankedTensorType(value.type).element_type


def reassociation(op: ir.Operation) -> list[list[int]]:
    """The reassociation groups of a collapse_shape or expand_shape."""
    return [[ir.IntegerAttr(p).value for p in ir.ArrayAttr(group)]
            for group in ir.ArrayAttr(op.attributes["reassociation"])]


def reassociation_attr(groups: list[list[int]]) -> ir.ArrayAttr:
    i64 = ir.IntegerType.get_signless(64)
    return ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, p) for p in group]) for group in groups])


def collapsed_shape(shape: list[int], groups: list[list[int]]) -> list[int]:
    """``shape`` collapsed along ``groups`` (dynamic where a group has a dynamic extent)."""
    return [DYNAMIC if any(shape[d] == DYNAMIC for d in group) else math.prod(shape[d] for d in group)
            for group in groups]


def _direct(position: int, reads: list[ir.AffineExpr], producer: _Movement) -> _Fusion:
    """Read the movement's input where the contraction read (``reads``) its result."""
    # Result index s of the producer is its loop dim output_dims[s]: invert, then read the input.
    result_of_loop = {dim: s for s, dim in enumerate(producer.output_dims)}
    composed = [reads[result_of_loop[dim]] for dim in producer.input_dims]
    return _Fusion(position, composed, lambda: producer.source, _element(producer.source), producer.cast,
                   [producer.op])


def _through_collapse(position: int, reads: list[ir.AffineExpr], reshape: ir.Operation,
                      producer: _Movement) -> _Fusion | None:
    """``collapse_shape(movement(S))`` as ``movement'(collapse_shape'(S))``: each group of the
    collapse must be consecutive, in order, in S."""
    source_of = producer.source_of_result
    if source_of is None:
        return None
    groups = reassociation(reshape)
    runs = [[source_of[s] for s in group] for group in groups]
    if any(run != list(range(run[0], run[0] + len(run))) for run in runs):
        return None
    by_start = sorted(range(len(runs)), key=lambda g: runs[g][0])   # source view dim t is group by_start[t]
    composed = [reads[group] for group in by_start]
    source_groups = [runs[group] for group in by_start]
    shape = ir.RankedTensorType(producer.source.type).shape

    def view() -> ir.Value:
        result = ir.RankedTensorType.get(collapsed_shape(shape, source_groups), _element(producer.source))
        return tensor.CollapseShapeOp(result, producer.source, reassociation_attr(source_groups)).result

    return _Fusion(position, composed, view, _element(producer.source), producer.cast, [reshape, producer.op])


def _regrouped_transpose(position: int, reads: list[ir.AffineExpr], reshape: ir.Operation, producer: _Movement,
                         accepts: Callable[[list[ir.AffineExpr]], bool]) -> _Fusion | None:
    """``collapse_shape(transpose(S))`` whose groups are not consecutive in S, e.g. attention's
    keys ``[B, S, H, D] -> [B, H, D, S]`` collapsed to ``[B*H, D, S]``: the transpose stays, but
    only as far as it must to make each group consecutive, and the rest fuses. Of the orders of
    the groups the contraction ``accepts``, the first that keeps S's innermost dimension innermost
    (rows stay contiguous: ``[B, H, S, D]``, a column-major B over ``[B*H, S, D]``); None when that
    is the transpose already there (nothing gained)."""
    source_of = producer.source_of_result
    shape = ir.RankedTensorType(producer.source.type).shape
    if producer.op.name != "linalg.transpose" or source_of is None or DYNAMIC in shape:
        return None   # (a new transpose needs a static tensor.empty)
    groups = [[source_of[s] for s in group] for group in reassociation(reshape)]
    innermost = len(source_of) - 1
    by_last = sorted(range(len(groups)), key=lambda g: max(groups[g]))
    orders = sorted(itertools.permutations(by_last), key=lambda order: innermost not in groups[order[-1]])
    for order in orders:
        composed = [reads[group] for group in order]
        if accepts(composed):
            break
    else:
        return None
    permutation = [dim for group in order for dim in groups[group]]
    if permutation == _i64s(producer.op.attributes["permutation"]):
        return None
    source_groups: list[list[int]] = []
    next_dim = 0
    for group in order:
        source_groups.append(list(range(next_dim, next_dim + len(groups[group]))))
        next_dim += len(groups[group])
    transposed_shape = [shape[dim] for dim in permutation]
    element = _element(producer.source)
    location = producer.op.location

    def view() -> ir.Value:
        with location:
            empty = tensor.EmptyOp(transposed_shape, element).result
            transposed = linalg.transpose(producer.source, outs=[empty], permutation=permutation)
        result = ir.RankedTensorType.get(collapsed_shape(transposed_shape, source_groups), element)
        return tensor.CollapseShapeOp(result, transposed, reassociation_attr(source_groups)).result

    return _Fusion(position, composed, view, element, None, [reshape, producer.op])


def _through_expand(position: int, reads: list[ir.AffineExpr], reshape: ir.Operation,
                    producer: _Movement) -> _Fusion | None:
    """``expand_shape(movement(S))`` as ``movement'(expand_shape'(S))`` (static shapes)."""
    source_of = producer.source_of_result
    expanded_shape = ir.RankedTensorType(reshape.results[0].type).shape
    if source_of is None or DYNAMIC in expanded_shape:
        return None
    groups = reassociation(reshape)                     # result dim s of the movement expands to groups[s]
    result_of_source = [source_of.index(j) for j in range(len(source_of))]
    composed = [reads[x] for j in range(len(source_of)) for x in groups[result_of_source[j]]]
    source_groups, sizes, next_dim = [], [], 0
    for j in range(len(source_of)):
        group = groups[result_of_source[j]]
        source_groups.append(list(range(next_dim, next_dim + len(group))))
        sizes += [expanded_shape[x] for x in group]
        next_dim += len(group)

    def view() -> ir.Value:
        result = ir.RankedTensorType.get(sizes, _element(producer.source))
        return tensor.ExpandShapeOp(result, producer.source, reassociation_attr(source_groups), [], sizes).result

    return _Fusion(position, composed, view, _element(producer.source), producer.cast, [reshape, producer.op])


def _fusion(op: ir.Operation, position: int, reads: list[ir.AffineExpr],
            accepts: Callable[[list[ir.AffineExpr]], bool]) -> _Fusion | None:
    """How input ``position`` of ``op`` (read through ``reads``) fuses its producer, or None.
    ``accepts`` says whether the contraction would still be a GEMM reading the operand so."""
    operand = op.operands[position]
    if not isinstance(operand.type, ir.RankedTensorType):
        return None
    producer = _movement(operand)
    if producer is not None:
        return _direct(position, reads, producer)
    reshape = _producer(operand)
    if reshape is None or reshape.name not in RESHAPES:
        return None
    producer = _movement(reshape.operands[0])
    if producer is None:
        return None
    if reshape.name == "tensor.collapse_shape":
        # A regrouped transpose is a new materialised transpose: made for a chain with one user
        # only, where it replaces the one there, never once per user of a shared one.
        alone = _single_use(operand) and _single_use(reshape.operands[0])
        return _through_collapse(position, reads, reshape, producer) or \
            (_regrouped_transpose(position, reads, reshape, producer, accepts) if alone else None)
    return _through_expand(position, reads, reshape, producer)


def _indexing(op: ir.Operation) -> tuple[list[ir.AffineMap], list[str]]:
    """The indexing maps and iterator kinds of a contraction, named or generic."""
    if op.name == "linalg.generic":
        kinds = ["reduction" if "reduction" in str(kind) else "parallel"
                 for kind in ir.ArrayAttr(op.attributes["iterator_types"])]
        return _maps(op), kinds
    maps = [ir.AffineMapAttr(attr).value for attr in op.opview.indexing_maps]
    output_dims = set(_dims(maps[-1]) or [])
    return maps, ["parallel" if d in output_dims else "reduction" for d in range(maps[0].n_dims)]


def _as_generic(op: ir.Operation) -> ir.Operation:
    """The named contraction ``op`` rewritten as the equivalent linalg.generic (its body moved over)."""
    maps, kinds = _indexing(op)
    iterators = [ir.Attribute.parse(f"#linalg.iterator_type<{kind}>") for kind in kinds]
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    with op.location, ir.InsertionPoint(op):
        generic = linalg.GenericOp([r.type for r in op.results], inputs, outputs,
                                   ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
                                   ir.ArrayAttr.get(iterators))
        old_body = op.regions[0].blocks[0]
        body = generic.regions[0].blocks.append(*[arg.type for arg in old_body.arguments])
    for name in list(op.attributes):
        if name.startswith("tir."):
            generic.operation.attributes[name] = op.attributes[name]
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


def is_contraction(op: ir.Operation) -> bool:
    """Whether ``op`` is a linalg contraction on tensors (named, or a multiply-accumulate generic)."""
    if op.name not in NAMED_CONTRACTIONS and not (
            op.name == "linalg.generic" and any("reduction" in str(kind)
                                                for kind in ir.ArrayAttr(op.attributes["iterator_types"]))):
        return False
    return is_multiply_accumulate(op.regions[0].blocks[0])


def _widened(op: ir.Operation, position: int) -> bool:
    """Whether the body of ``op`` already casts input ``position``."""
    argument = op.regions[0].blocks[0].arguments[position]
    return any(use.owner.name in FUSED_CASTS for use in argument.uses)


def _loaded_element(op: ir.Operation, position: int) -> ir.Type:
    """The element type input ``position`` of ``op`` is loaded as once every data movement before
    it has fused: that of the tensor at the bottom of its chain of transposes, casts, broadcasts
    and reshapes (or its own, when the body widens it already)."""
    value = op.operands[position]
    if _widened(op, position):
        return _element(value)
    while True:
        producer = _movement(value)
        if producer is None:
            reshape = _producer(value)
            if reshape is not None and reshape.name in RESHAPES:
                producer = _movement(reshape.operands[0])
            if producer is None:
                return _element(value)
        value = producer.source


def _apply(op: ir.Operation, fusion: _Fusion) -> None:
    """Make input ``fusion.position`` of the generic ``op`` read the fused producers' input."""
    maps = _maps(op)
    old = maps[fusion.position]
    maps[fusion.position] = ir.AffineMap.get(old.n_dims, old.n_symbols, fusion.results)
    op.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps])
    with op.location, ir.InsertionPoint(op):
        op.operands[fusion.position] = fusion.source()
    if fusion.cast is not None:
        argument = op.regions[0].blocks[0].arguments[fusion.position]
        with fusion.cast.location, ir.InsertionPoint.at_block_begin(op.regions[0].blocks[0]):
            cast = ir.Operation.create(fusion.cast.name, results=[argument.type], operands=[argument])
        argument.replace_all_uses_except(cast.results[0], cast)
        argument.set_type(fusion.source_element)
    for producer in fusion.producers:
        if not any(list(result.uses) for result in producer.results):
            producer.erase()   # (a producer other ops still read stays for them)


def _fuse_one(func: ir.Operation) -> bool:
    """Fuse one producer into one contraction of ``func``; False when there is none left."""
    for op in walk_ops(func, is_contraction):
        maps, kinds = _indexing(op)
        for position in range(len(op.opview.inputs)):

            # Called only within this iteration (by _fusion); the defaults bind this op's maps.
            def accepts(results: list[ir.AffineExpr], position: int = position,
                        maps: list[ir.AffineMap] = maps, kinds: list[str] = kinds) -> bool:
                fused_maps = list(maps)
                fused_maps[position] = ir.AffineMap.get(maps[position].n_dims, 0, results)
                return contraction_roles(fused_maps, kinds) is not None

            fusion = _fusion(op, position, list(maps[position].results), accepts)
            if fusion is None or (fusion.cast is not None and _widened(op, position)):
                continue
            other = 1 - position
            if fusion.cast is not None and _loaded_element(op, other) != fusion.source_element:
                continue   # f16 x f32 would be no Tensor Core mma: the other operand stays wide
            if not accepts(fusion.results):
                continue   # the fused contraction would be no GEMM tirc's kernels take
            generic = _as_generic(op) if op.name in NAMED_CONTRACTIONS else op
            _apply(generic, fusion)
            return True
    return False


def _own_fill(op: ir.Operation) -> None:
    """Give the contraction ``op`` its own constant ``linalg.fill`` of a fresh tensor when it shares
    one (torch-mlir reuses one zero-filled tensor for several matmuls of the same shape):
    bufferization would make the second contraction start from a copy of the filled buffer, and
    tir-schedule fuses only a fill into the kernel (starting the accumulators from the constant,
    with the epilogue after them)."""
    for position in range(len(op.opview.inputs), len(op.operands)):
        init = op.operands[position]
        fill = init.owner
        if isinstance(fill, ir.Block) or fill.operation.name != "linalg.fill" or len(list(init.uses)) == 1:
            continue
        fill = fill.operation
        empty = fill.operands[1].owner
        if isinstance(empty, ir.Block) or empty.operation.name != "tensor.empty" or empty.operation.operands:
            continue
        kind = ir.RankedTensorType(init.type)
        with fill.location, ir.InsertionPoint(op):
            fresh = tensor.EmptyOp(kind.shape, kind.element_type).result
            op.operands[position] = linalg.fill(fill.operands[0], outs=[fresh])


@dataclass(frozen=True)
class FuseOperands(ModulePass):
    """Rewrites each contraction (linalg.matmul, batch_matmul, or a multiply-accumulate generic with a
    reduction) whose input is a transpose, broadcast or cast-only generic (or a collapse/expand_shape
    of a transpose or cast that keeps its groups) into a linalg.generic reading the producer's
    input (a view of it) through composed indexing maps, with the cast in its body, when the result
    is a GEMM tirc's kernels take; a producer read by several ops is duplicated into each
    contraction and erased once nothing reads it. Producers
    doing any other arithmetic are left alone. A contraction sharing a constant-filled output
    tensor with another gets its own fill first."""

    name: ClassVar[str] = "tir-fuse-operands"
    summary: ClassVar[str] = ("Fuse transposes, batch broadcasts and extf/extsi/extui casts of contraction "
                              "operands (also through reshapes) into the contraction's indexing maps and body")

    def run(self, module: ir.Module, target: Target) -> None:
        for op in module.body.operations:
            func = op.operation
            if func.name != "func.func" or not func.regions[0].blocks:
                continue
            for contraction in walk_ops(func, is_contraction):
                _own_fill(contraction)
            while _fuse_one(func):
                pass
