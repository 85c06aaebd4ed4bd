"""tir-collapse-dims: contractions with several batch (or M, N, K) dimensions become GEMMs.

Runs at the ``linalg`` stage on tensors, after ``tir-fuse-elementwise``. tirc's kernels take
``C[b?, m, n] += A[b?, m|k, k|m] * B[b?, k|n, n|k]``: at most one batch dimension, one each of M, N
and K. Attention written over ``[B, H, S, D]`` (a ``linalg.generic`` with loops ``(b, h, m, n, k)``)
has two batch dimensions; a batched matmul whose weight is broadcast along the batch (fused by
``tir-fuse-operands``) has the batch in A and C only, i.e. two M dimensions. When each role's
dimensions are adjacent and in the same order in every operand that has them
(``tirc.schedule.contraction.contraction_roles``), they are collapsed into one loop: the operands
are ``tensor.collapse_shape`` views, the result a ``tensor.expand_shape`` view of the
collapsed contraction's result (views are free in the launch plan), and the loops are reordered
``(b?, m, n, k)``. A contraction whose dimensions cannot be collapsed stays as it is (the SIMT path).

The same pass keeps the elementwise epilogue next to its contraction. Upstream reshape propagation
(``linalg-fuse-elementwise-ops``) moves a reshape of the contraction's result below its
elementwise consumer: torch-mlir's ``expand_shape(truncf(bias_add(C)))`` becomes a consumer over
the expanded shape reading ``expand_shape(C)``, which the epilogue matcher of ``tir-schedule``
does not see through. So an all-parallel ``linalg.generic`` reading ``expand_shape(C)`` of a
contraction's result ``C`` is collapsed back along that reassociation (when its other operands
allow it), reads ``C`` itself, and takes it as its first input (where the kernel passes the
accumulator).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, linalg, tensor

from tirc.ir.walk import walk_ops
from tirc.passes.linalg.fuse_operands import collapsed_shape, is_contraction, reassociation, reassociation_attr
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import contraction_roles
from tirc.target import Target

DYNAMIC = ir.ShapedType.get_dynamic_size()
Reassociation = list[list[int]]


def _maps(op: ir.Operation) -> list[ir.AffineMap]:
    return [ir.AffineMapAttr(attr).value for attr in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _iterators(op: ir.Operation) -> list[str]:
    return ["reduction" if "reduction" in str(kind) else "parallel"
            for kind in ir.ArrayAttr(op.attributes["iterator_types"])]


def _dims(amap: ir.AffineMap) -> list[int] | None:
    if not all(isinstance(expr, ir.AffineDimExpr) for expr in amap.results):
        return None
    return [ir.AffineDimExpr(expr).position for expr in amap.results]


@dataclass(frozen=True)
class _Operand:
    """How one operand of a generic reads the collapsed loops: the reassociation of its
    dimensions into runs of one group each, and the group each run is."""
    reassociation: Reassociation
    groups: list[int]

    @property
    def trivial(self) -> bool:
        return all(len(run) == 1 for run in self.reassociation)


def _operand_view(dims: list[int], group_of: dict[int, int], groups: list[tuple[int, ...]]) -> _Operand | None:
    """The runs of ``dims`` (an operand's map); None when a group is split, partial or reordered
    in it (then the operand cannot be a view of the collapsed loops)."""
    runs: Reassociation = []
    run_groups: list[int] = []
    for position, dim in enumerate(dims):
        group = group_of[dim]
        if run_groups and run_groups[-1] == group:
            runs[-1].append(position)
        else:
            runs.append([position])
            run_groups.append(group)
    if len(set(run_groups)) != len(run_groups):
        return None
    for run, group in zip(runs, run_groups):
        if tuple(dims[p] for p in run) != groups[group]:
            return None
    return _Operand(runs, run_groups)


def _collapse_value(value: ir.Value, operand: _Operand) -> ir.Value:
    """``value`` viewed with ``operand``'s reassociation (built at the current insertion point)."""
    if operand.trivial:
        return value
    owner = value.owner
    if not isinstance(owner, ir.Block) and owner.operation.name == "tensor.expand_shape" \
            and reassociation(owner.operation) == operand.reassociation:
        return owner.operation.operands[0]   # collapse(expand(x)) along the same groups is x
    kind = ir.RankedTensorType(value.type)
    result = ir.RankedTensorType.get(collapsed_shape(kind.shape, operand.reassociation), kind.element_type)
    return tensor.CollapseShapeOp(result, value, reassociation_attr(operand.reassociation)).result


def _collapsed_sizes(value: ir.Value, runs: Reassociation) -> list[int | ir.Value]:
    """The sizes of ``value`` collapsed: ints where static, else products of ``tensor.dim``s."""
    shape = ir.RankedTensorType(value.type).shape
    index = ir.IndexType.get()
    sizes: list[int | ir.Value] = []
    for extent, run in zip(collapsed_shape(shape, runs), runs):
        if extent != DYNAMIC:
            sizes.append(extent)
            continue
        product: ir.Value | None = None
        for position in run:
            dim = arith.ConstantOp(index, shape[position]).result if shape[position] != DYNAMIC else \
                tensor.DimOp(value, arith.ConstantOp(index, position).result).result
            product = dim if product is None else arith.MulIOp(product, dim).result
        sizes.append(product)
    return sizes


def _collapse_init(value: ir.Value, operand: _Operand) -> ir.Value:
    """The collapsed output of a generic: a fresh ``tensor.empty`` (and the same constant
    ``linalg.fill``, which tir-schedule fuses into the kernel) where the old one was fresh, so the
    kernel writes a buffer of its own rather than a view; else a view of it."""
    if operand.trivial:
        return value
    owner = value.owner
    if isinstance(owner, ir.Block):
        return _collapse_value(value, operand)
    op = owner.operation
    element = ir.RankedTensorType(value.type).element_type
    if op.name == "tensor.empty":
        return tensor.EmptyOp(_collapsed_sizes(value, operand.reassociation), element).result
    if op.name == "linalg.fill" and not isinstance(op.operands[1].owner, ir.Block) \
            and op.operands[1].owner.operation.name == "tensor.empty":
        # Sizes from the old empty tensor, not the fill: the old fill is left unused and erased.
        empty = tensor.EmptyOp(_collapsed_sizes(op.operands[1], operand.reassociation), element).result
        return linalg.fill(op.operands[0], outs=[empty])
    return _collapse_value(value, operand)


def collapse_loops(op: ir.Operation, groups: list[tuple[int, ...]], input_order: list[int] | None = None) -> bool:
    """Rewrite the ``linalg.generic`` ``op`` on tensors so that its loop ``i`` is ``groups[i]``
    collapsed (row-major, in the group's order): operands become ``collapse_shape`` views,
    results ``expand_shape`` views of the new op's. ``input_order`` permutes the inputs (with
    their maps and block arguments). False, with nothing changed, when an operand does not hold
    every group it touches as one run in the group's order, a group mixes parallel and reduction
    loops, or the body reads ``linalg.index``."""
    maps = _maps(op)
    iterators = _iterators(op)
    body = op.regions[0].blocks[0]
    if any(inner.operation.name == "linalg.index" for inner in body.operations):
        return False
    group_of = {dim: index for index, group in enumerate(groups) for dim in group}
    if sorted(group_of) != list(range(len(iterators))) or any(len({iterators[d] for d in g}) != 1 for g in groups):
        return False
    operands: list[_Operand] = []
    for amap in maps:
        dims = _dims(amap)
        view = _operand_view(dims, group_of, groups) if dims is not None else None
        if view is None:
            return False
        operands.append(view)
    inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
    order = input_order if input_order is not None else list(range(len(inputs)))
    loops = len(groups)
    with op.location, ir.InsertionPoint(op):
        new_inputs = [_collapse_value(inputs[i], operands[i]) for i in order]
        new_outputs = [_collapse_init(value, operands[len(inputs) + j]) for j, value in enumerate(outputs)]
        new_maps = [ir.AffineMap.get(loops, 0, [ir.AffineDimExpr.get(g) for g in operands[i].groups])
                    for i in order + list(range(len(inputs), len(maps)))]
        kinds = [ir.Attribute.parse(f"#linalg.iterator_type<{iterators[group[0]]}>") for group in groups]
        generic = linalg.GenericOp([v.type for v in new_outputs], new_inputs, new_outputs,
                                   ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in new_maps]),
                                   ir.ArrayAttr.get(kinds))
        for name in list(op.attributes):
            if name.startswith("tir."):
                generic.operation.attributes[name] = op.attributes[name]
        arguments = list(body.arguments)
        argument_order = order + list(range(len(inputs), len(arguments)))
        new_body = generic.regions[0].blocks.append(*[arguments[i].type for i in argument_order])
        for new_position, old_position in enumerate(argument_order):
            arguments[old_position].replace_all_uses_with(new_body.arguments[new_position])
        point = ir.InsertionPoint(new_body)
        for inner in [o.operation for o in body.operations]:
            inner.detach_from_parent()
            point.insert(inner)
        for j, (old, new) in enumerate(zip(op.results, generic.results)):
            operand = operands[len(inputs) + j]
            if operand.trivial:
                old.replace_all_uses_with(new)
                continue
            shape = ir.RankedTensorType(old.type).shape
            sizes = [tensor.DimOp(outputs[j], arith.ConstantOp(ir.IndexType.get(), d).result).result
                     for d, extent in enumerate(shape) if extent == DYNAMIC]
            expanded = tensor.ExpandShapeOp(old.type, new, reassociation_attr(operand.reassociation), sizes, shape)
            old.replace_all_uses_with(expanded.result)
    replaced_inits: list[ir.Operation] = []
    for value in outputs:
        if not isinstance(value.owner, ir.Block) and value.owner.operation not in replaced_inits:
            replaced_inits.append(value.owner.operation)
    op.erase()
    for init in replaced_inits:
        _erase_if_unused(init)
    return True


def _erase_if_unused(op: ir.Operation) -> None:
    """Erase ``op`` (a replaced init: a fill, an empty) and its fresh tensor once nothing reads them."""
    if any(list(result.uses) for result in op.results):
        return
    sources = [value.owner.operation for value in op.operands
               if not isinstance(value.owner, ir.Block) and value.owner.operation.name == "tensor.empty"]
    op.erase()
    for source in sources:
        _erase_if_unused(source)


def _collapse_contraction(op: ir.Operation) -> bool:
    roles = contraction_roles(_maps(op), _iterators(op))
    if roles is None or roles.canonical:
        return False
    return collapse_loops(op, roles.groups)


def _collapse_epilogue(expanded: ir.Operation) -> bool:
    """Collapse the elementwise consumer of ``expanded`` (an expand_shape of a contraction's
    result) back along its reassociation, with the contraction's result as its first input."""
    result = expanded.results[0]
    users = [use.owner for use in result.uses]
    if len(users) != 1 or users[0].name != "linalg.generic":
        return False
    consumer = users[0]
    inputs = list(consumer.opview.inputs)
    if any(kind != "parallel" for kind in _iterators(consumer)) or inputs.count(result) != 1:
        return False
    position = inputs.index(result)
    rank = len(ir.RankedTensorType(result.type).shape)
    if _dims(_maps(consumer)[position]) != list(range(rank)):
        return False
    groups = [tuple(run) for run in reassociation(expanded)]
    order = [position] + [i for i in range(len(inputs)) if i != position]
    if not collapse_loops(consumer, groups, order):
        return False
    if not list(result.uses):
        expanded.erase()
    return True


def _collapse_one(func: ir.Operation) -> bool:
    for op in walk_ops(func, lambda o: o.name == "linalg.generic" and is_contraction(o)):
        if _collapse_contraction(op):
            return True
    for op in walk_ops(func, is_contraction):
        for result in op.results:
            for use in list(result.uses):
                if use.owner.name == "tensor.expand_shape" and _collapse_epilogue(use.owner):
                    return True
    return False


@dataclass(frozen=True)
class CollapseDims(ModulePass):
    """Collapses each contraction's batch, M, N and K loop dimensions into one loop each (loops
    ``(b?, m, n, k)``, operands and result as collapse/expand_shape views) where every operand
    holds them adjacent and in one order; then collapses an elementwise consumer reading an
    expand_shape of a contraction's result back onto the result itself (the fused epilogue)."""

    name: ClassVar[str] = "tir-collapse-dims"
    summary: ClassVar[str] = ("Collapse contractions' batch/M/N/K loop dims into one each (views) and their "
                              "elementwise consumers onto the unexpanded result")

    def run(self, module: ir.Module, target: Target) -> None:
        for op in module.body.operations:
            func = op.operation
            if func.name != "func.func" or not func.regions[0].blocks:
                continue
            while _collapse_one(func):
                pass
