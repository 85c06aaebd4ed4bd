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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir, passmanager

from tirc.passes.gpu.tensorcore_ir import walk_ops
from tirc.passes.linalg.fuse_operands import is_contraction
from tirc.pipeline.registry import ModulePass
from tirc.target import Target

PIN = "tir.pin"


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


@dataclass(frozen=True)
class FuseElementwise(ModulePass):
    """Runs ``linalg-fuse-elementwise-ops`` (elementwise fusion, reshape propagation, constant
    folding) with every contraction's inputs and results pinned, so no producer fuses into a
    contraction's loops and no contraction is rewritten; the pins are gone afterwards."""

    name: ClassVar[str] = "tir-fuse-elementwise"
    summary: ClassVar[str] = ("linalg-fuse-elementwise-ops that never fuses a producer into a contraction "
                              "(its inputs and results are pinned while it runs)")

    def run(self, module: ir.Module, target: Target) -> None:
        context = module.context
        allowed = context.allow_unregistered_dialects
        context.allow_unregistered_dialects = True   # tir.pin is no registered op, and only lives here
        try:
            pins = [pin for op in module.body.operations if op.operation.name == "func.func"
                    and op.operation.regions[0].blocks for pin in _pin_contractions(op.operation)]
            passmanager.PassManager.parse("builtin.module(linalg-fuse-elementwise-ops)").run(module.operation)
            for pin in pins:
                pin.erase()
        finally:
            context.allow_unregistered_dialects = allowed
