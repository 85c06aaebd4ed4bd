"""tir-bufferize-attention: ``tir.attention`` (and ``tir.quant_matmul``) on tensors go on buffers.

Runs right before ``one-shot-bufferize``, which cannot bufferize an op of no registered dialect.
Each input is read through ``bufferization.to_buffer ... read_only`` (the tensor the view starts
from: the op reads it through its views, tirc/schedule/attention.py), each result is a fresh
``memref.alloc`` that the op writes (it becomes an operand after the inputs) and that
``bufferization.to_tensor ... restrict writable`` hands back to the tensor code, so bufferization
sees only upstream ops, as for ``tir-scan``. ``tir.quant_matmul`` (tirc/schedule/quant.py), the
other op of tirc's own, goes the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import bufferization, memref

from tirc.ir.walk import walk_ops
from tirc.pipeline.registry import ModulePass
from tirc.schedule.attention import ATTENTION_OP
from tirc.schedule.quant import QUANT_OP
from tirc.target import Target


def _buffer_type(tensor: ir.Type) -> ir.MemRefType:
    shaped = ir.RankedTensorType(tensor)
    return ir.MemRefType.get(shaped.shape, shaped.element_type)


@dataclass(frozen=True)
class BufferizeAttention(ModulePass):
    """Rewrite every ``tir.attention`` and ``tir.quant_matmul`` on tensors into one on buffers: inputs through read-only
    ``to_buffer``, results into fresh allocations passed as trailing operands and returned
    through ``to_tensor restrict writable``."""

    name: ClassVar[str] = "tir-bufferize-attention"
    summary: ClassVar[str] = "tir.attention on tensors -> tir.attention on buffers (before one-shot-bufferize)"

    def run(self, module: ir.Module, target: Target) -> None:
        for op in walk_ops(module.operation, lambda o: o.name in (ATTENTION_OP, QUANT_OP) and len(o.results) > 0):
            with op.location, ir.InsertionPoint(op):
                inputs = [bufferization.ToBufferOp(_buffer_type(value.type), value, read_only=True).result
                          for value in op.operands]
                outputs = [memref.AllocOp(_buffer_type(result.type), [], []).result for result in op.results]
                ir.Operation.create(op.name, results=[], operands=inputs + outputs,
                                    attributes={name: op.attributes[name] for name in op.attributes})
                tensors = [bufferization.ToTensorOp(result.type, buffer, restrict=True, writable=True).result
                           for result, buffer in zip(op.results, outputs)]
            for result, tensor in zip(op.results, tensors):
                result.replace_all_uses_with(tensor)
            op.erase()
