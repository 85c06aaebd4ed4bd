"""tir-fold-constants: splats and one-element constants fold into kernels instead of becoming weights.

Runs in the ``linalg`` stage on tensors, before ``linalg-fuse-elementwise-ops``. Upstream that pass
folds a splat ``dense<v>`` constant, and a ``linalg.fill``, into the ``linalg.generic`` that reads
it (the body uses ``v``); anything else left as a tensor constant is bufferized into a
``memref.global``, which the launch planner makes a weight (:mod:`tirc.emit.weights`). So that
no splat and no scalar becomes a weight:

- a ``dense_resource`` constant of one element (a PyTorch scalar parameter or buffer) becomes the
  equivalent splat ``dense<v>``;
- a splat constant that something other than a ``linalg.generic`` input reads (a matmul operand,
  an init, a tensor op) becomes ``linalg.fill`` of a ``tensor.empty``: the generics fold the fill,
  and a fill left over is a kernel of its own.

With ``--weights=inputs``, ``tir-weights-as-inputs`` runs first: one-element parameters are then
inputs too (a caller passes their live values).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np
from mlir import ir
from mlir.dialects import arith, linalg, tensor

from tirc.diagnostics import REMARKS, TircError
from tirc.dtypes import from_storage, storage_dtype
from tirc.ir.walk import walk_ops
from tirc.mlir_support import source_location
from tirc.passes.linalg.constants import dtype_name, elements_bytes, is_splat, resource_key
from tirc.pipeline.registry import ModulePass
from tirc.target import Target


def _tensor_constant(op: ir.Operation) -> bool:
    if op.name != "arith.constant" or not isinstance(op.results[0].type, ir.RankedTensorType):
        return False
    element = ir.RankedTensorType(op.results[0].type).element_type
    return isinstance(element, (ir.IntegerType, ir.IndexType, ir.FloatType))


def _scalar(element: ir.Type, value: float | int) -> ir.Attribute:
    if isinstance(element, ir.FloatType):
        return ir.FloatAttr.get(element, float(value))
    return ir.IntegerAttr.get(element, int(value))


def _one_element_as_splat(op: ir.Operation) -> None:
    """dense_resource<KEY> : tensor<1x...> -> the splat dense<v> of the same type."""
    attr = op.attributes["value"]
    shaped = ir.RankedTensorType(op.results[0].type)
    if resource_key(attr) is None or int(np.prod(shaped.shape, dtype=np.int64)) != 1:
        return
    dtype = dtype_name(shaped.element_type)
    try:
        data = elements_bytes(attr)
    except ValueError as error:
        raise TircError(f"dense_resource<{resource_key(attr)}> : {shaped}: cannot read its data: {error}",
                        location=source_location(op.location, REMARKS.input_file)) from None
    value = from_storage(np.frombuffer(data, storage_dtype(dtype)), dtype)[0]
    op.attributes["value"] = ir.DenseElementsAttr.get_splat(shaped, _scalar(shaped.element_type, value))


def _read_only_by_generics(value: ir.Value) -> bool:
    for use in value.uses:
        owner = use.owner
        if owner.name != "linalg.generic" or use.operand_number >= len(owner.opview.inputs):
            return False
    return True


def _splat_as_fill(op: ir.Operation) -> None:
    attr = op.attributes["value"].maybe_downcast()
    if not is_splat(attr) or _read_only_by_generics(op.results[0]):
        return
    shaped = ir.RankedTensorType(op.results[0].type)
    scalar = ir.DenseElementsAttr(attr).get_splat_value()
    with op.location, ir.InsertionPoint(op):
        value = arith.ConstantOp(shaped.element_type, scalar).result
        empty = tensor.EmptyOp(shaped.shape, shaped.element_type).result
        filled = linalg.fill(value, outs=[empty])
    op.results[0].replace_all_uses_with(filled)
    op.erase()


@dataclass(frozen=True)
class FoldConstants(ModulePass):
    """Rewrites one-element dense_resource tensor constants as splat dense constants, and splat
    tensor constants read by anything but linalg.generic inputs as linalg.fill of tensor.empty, so
    that linalg-fuse-elementwise-ops folds them into kernels and none becomes a weight."""

    name: ClassVar[str] = "tir-fold-constants"
    summary: ClassVar[str] = ("Make splat and one-element tensor constants foldable into kernels "
                              "(splat dense, linalg.fill) instead of weights")

    def run(self, module: ir.Module, target: Target) -> None:
        for op in module.body.operations:
            func = op.operation
            if func.name != "func.func" or not func.regions[0].blocks:
                continue
            for constant in walk_ops(func, _tensor_constant):
                _one_element_as_splat(constant)
                _splat_as_fill(constant)
