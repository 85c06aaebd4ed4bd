"""tir-pad-to-generic: ``tensor.pad`` becomes a ``linalg.generic`` that computes the padded tensor.

Runs at the ``linalg`` stage on tensors, before bufferization (which would turn a pad into a host
fill plus a copy into a ``memref.subview``, work no kernel does). Each ``tensor.pad`` becomes

    %empty = tensor.empty(...) : <padded type>
    %padded = linalg.generic outs(%empty) {               // all-parallel, identity map
      ^bb0(%out):
        %i_d = linalg.index d                             // for every dimension d
        %s_d = %i_d - low_d                               // source index (wraps below 0)
        %inside = and(%s_d <u dim_d(source) ...)          // only dimensions that are padded
        %value = scf.if %inside { tensor.extract %source[%s_...] } else { <the pad's region> }
        linalg.yield %value
    }

an ordinary elementwise op that the SIMT path maps to one thread per element (the source is read
only inside its bounds). The pad's region (its value may depend on the indices) is cloned into the
else branch. When the pad amounts are static and the value is the constant 0, the generic carries
``tir.zero_pad = {low = array<i64: ...>, high = array<i64: ...>}``: the schedule layer then folds
the padding of a convolution's input into the convolution's masked input reads
(``tirc.schedule.contraction.match_convolution``) and the generic goes away.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, linalg, scf, tensor

from tirc.ir.builders import index_constant
from tirc.ir.walk import clone_ops, walk_ops
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import ZERO_PAD_ATTR
from tirc.target import Target

DYNAMIC = ir.ShapedType.get_dynamic_size()


def _amounts(op: ir.Operation, static_name: str, dynamic: list[ir.Value]) -> list[ir.Value | int]:
    """Pad amounts per dimension: ints where static, the pad's index operands otherwise."""
    values = iter(dynamic)
    return [next(values) if amount == DYNAMIC else amount
            for amount in ir.DenseI64ArrayAttr(op.attributes[static_name])]


def _is_zero_constant(value: ir.Value) -> bool:
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.operation.name != "arith.constant":
        return False
    attr = owner.operation.attributes["value"]
    if isinstance(attr, ir.FloatAttr):
        return ir.FloatAttr(attr).value == 0.0
    return isinstance(attr, ir.IntegerAttr) and ir.IntegerAttr(attr).value == 0


def _rewrite(pad: ir.Operation, mark_zero_pads: bool) -> None:
    view = pad.opview
    source = view.source
    source_type = ir.RankedTensorType(source.type)
    result_type = ir.RankedTensorType(pad.results[0].type)
    rank = source_type.rank
    low = _amounts(pad, "static_low", list(view.low))
    high = _amounts(pad, "static_high", list(view.high))
    region = pad.regions[0].blocks[0]
    *region_ops, region_yield = [op.operation for op in region.operations]
    padding_value = region_yield.operands[0]
    with pad.location, ir.InsertionPoint(pad):
        sizes: list[ir.Value | int] = []
        for d in range(rank):
            if result_type.shape[d] == DYNAMIC:
                size = tensor.DimOp(source, index_constant(d)).result
                padded = arith.AddIOp(size, index_constant(low[d])).result
                sizes.append(arith.AddIOp(padded, index_constant(high[d])).result)
            else:
                sizes.append(result_type.shape[d])
        empty = tensor.EmptyOp(sizes, result_type.element_type).result
        identity = ir.AffineMapAttr.get(ir.AffineMap.get_identity(rank))
        parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
        generic = linalg.GenericOp([result_type], [], [empty], ir.ArrayAttr.get([identity]),
                                   ir.ArrayAttr.get([parallel] * rank))
        body = generic.regions[0].blocks.append(result_type.element_type)
        with ir.InsertionPoint(body):
            indices = [linalg.IndexOp(d).result for d in range(rank)]
            source_indices: list[ir.Value] = []
            inside: ir.Value | None = None
            for d in range(rank):
                if low[d] == 0 and high[d] == 0:
                    source_indices.append(indices[d])
                    continue   # not padded: always inside the source
                shifted = indices[d] if low[d] == 0 else arith.SubIOp(indices[d], index_constant(low[d])).result
                source_indices.append(shifted)
                extent = tensor.DimOp(source, index_constant(d)).result
                # Below the low padding the subtraction wraps, so one unsigned compare checks both ends.
                check = arith.CmpIOp(arith.CmpIPredicate.ult, shifted, extent).result
                inside = check if inside is None else arith.AndIOp(inside, check).result
            if inside is None:   # nothing padded: a copy
                value = tensor.ExtractOp(source, source_indices).result
            else:
                branch = scf.IfOp(inside, [result_type.element_type], has_else=True)
                with ir.InsertionPoint(branch.then_block):
                    scf.YieldOp([tensor.ExtractOp(source, source_indices).result])
                with ir.InsertionPoint(branch.else_block):
                    mapping = dict(zip(region.arguments, indices))
                    clone_ops(region_ops, mapping)
                    scf.YieldOp([mapping.get(padding_value, padding_value)])
                value = branch.results[0]
            linalg.YieldOp([value])
    if mark_zero_pads and all(isinstance(amount, int) for amount in low + high) and _is_zero_constant(padding_value):
        generic.operation.attributes[ZERO_PAD_ATTR] = ir.DictAttr.get({
            "low": ir.DenseI64ArrayAttr.get(low), "high": ir.DenseI64ArrayAttr.get(high)})
    pad.results[0].replace_all_uses_with(generic.results[0])
    pad.erase()


@dataclass(frozen=True)
class PadToGeneric(ModulePass):
    """Rewrite every ``tensor.pad`` into an all-parallel ``linalg.generic`` over the padded shape
    that reads the source inside its bounds (``linalg.index`` minus the low padding, one unsigned
    compare per padded dimension) and yields the pad's value elsewhere; zero pads with static
    amounts are marked ``tir.zero_pad`` so that a convolution can read through them."""

    name: ClassVar[str] = "tir-pad-to-generic"
    summary: ClassVar[str] = "tensor.pad -> linalg.generic (index, bounds test, extract or pad value): a SIMT kernel"
    mark_zero_pads: bool = field(default=True, metadata={
        "help": "mark zero pads with tir.zero_pad (a convolution on Tensor Cores then reads its input through them)"})

    def run(self, module: ir.Module, target: Target) -> None:
        for pad in walk_ops(module.operation, lambda op: op.name == "tensor.pad"):
            _rewrite(pad, self.mark_zero_pads)
