"""tir-i1-bytes: kernels read and write ``i1`` buffers as one byte per element.

tirc stores an ``i1`` tensor (a mask, a comparison's result) as bytes, 0 or 1, which is what its
runtime and C launchers hand a kernel. MLIR's NVVM lowering has no memory layout for ``i1``
elements: a ``memref.load``/``memref.store`` of one fails an assertion in ``convert-gpu-to-nvvm``.
This pass, run on the kernels before that lowering, rewrites each such access into a byte access at
the element's address (the aligned pointer plus the offset and strides of its layout, one byte per
element): ``llvm.load i8`` then ``arith.trunci`` to ``i1``, or ``arith.extui`` to ``i8`` then
``llvm.store``. The memref types, and with them the kernels' parameters, stay as they are.
"""

from __future__ import annotations

from dataclasses import dataclass

from mlir import ir
from mlir.dialects import arith, llvm, memref

from tirc.diagnostics import TircError
from tirc.passes.gpu.merge_gpu_modules import gpu_modules
from tirc.pipeline.registry import ModulePass
from tirc.target import Target

_ACCESSES = ("memref.load", "memref.store")


def _is_i1_buffer(value: ir.Value) -> bool:
    element = ir.MemRefType(value.type).element_type
    return isinstance(element, ir.IntegerType) and element.width == 1


def _memref_operand(op: ir.Operation) -> ir.Value:
    return op.operands[0] if op.name == "memref.load" else op.operands[1]


def _byte_pointer(buffer: ir.Value, indices: list[ir.Value]) -> ir.Value:
    """The generic address of ``buffer[indices]``, one byte per element."""
    metadata = memref.ExtractStridedMetadataOp(buffer)
    rank = len(indices)
    offset, strides = metadata.results[1], list(metadata.results[2 + rank:2 + 2 * rank])
    element = offset
    for position, stride in zip(indices, strides):
        element = arith.addi(element, arith.muli(position, stride))
    base = memref.ExtractAlignedPointerAsIndexOp(buffer).result
    address = arith.index_cast(ir.IntegerType.get_signless(64), arith.addi(base, element))
    return llvm.IntToPtrOp(ir.Type.parse("!llvm.ptr"), address).result


@dataclass(frozen=True)
class I1AsBytesPass(ModulePass):
    """Rewrites the kernels' loads and stores of ``i1`` memref elements into byte loads and stores."""

    name = "tir-i1-bytes"
    summary = "Kernels load and store i1 buffer elements as bytes (0 or 1), which NVVM lowering cannot do itself"

    def run(self, module: ir.Module, target: Target) -> None:
        accesses: list[ir.Operation] = []

        def visit(op: ir.Operation) -> ir.WalkResult:
            if op.name in _ACCESSES and _is_i1_buffer(_memref_operand(op)):
                accesses.append(op)
            return ir.WalkResult.ADVANCE

        for gpu_module in gpu_modules(module):
            gpu_module.walk(visit)
        for access in accesses:
            self._rewrite(access)

    @staticmethod
    def _rewrite(access: ir.Operation) -> None:
        buffer = _memref_operand(access)
        space = ir.MemRefType(buffer.type).memory_space
        if space is not None:  # shared or private memory: tirc never places an i1 buffer there itself
            raise TircError(f"a kernel accesses an i1 buffer in memory space {space}: only i1 buffers in global "
                            "memory are supported (as bytes)", hint="use i8 elements for it")
        with ir.InsertionPoint(access), access.location:
            if access.name == "memref.load":
                pointer = _byte_pointer(buffer, list(access.operands[1:]))
                byte = llvm.LoadOp(ir.IntegerType.get_signless(8), pointer).result
                access.results[0].replace_all_uses_with(arith.trunci(ir.IntegerType.get_signless(1), byte))
            else:
                pointer = _byte_pointer(buffer, list(access.operands[2:]))
                llvm.StoreOp(arith.extui(ir.IntegerType.get_signless(8), access.operands[0]), pointer)
        access.erase()
