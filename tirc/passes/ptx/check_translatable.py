"""tir-check-translatable: every op left in a kernel can be translated to LLVM IR, or a located error.

``gpu-module-to-binary`` translates each ``gpu.module`` to LLVM IR and then to PTX. Translation
takes the ``llvm`` and ``nvvm`` dialects only: an op of any other dialect that the nvvm stage did
not lower (a ``math`` function libdevice has no counterpart for, a ``complex`` op, an unresolved
``builtin.unrealized_conversion_cast`` of a type nothing converts) stops it with MLIR's internal
"missing LLVMTranslationDialectInterface registration" or "LLVM Translation failed for operation".
This pass runs just before translation and turns the first such op into a TircError at the op's
location (the user's source line: lowering patterns keep the location of the op they replace),
naming the op, its kernel and what tirc lowers.

The host functions are not translated: tirc reads them as the launch plan (allocations, views,
copies, size arithmetic and kernel launches). An op of another dialect there (a linalg op no pass
mapped to a kernel) would otherwise surface as "the pipeline produced no PTX" or a plan error
without the op's line, so it is a located error here too. The pass changes no IR.
"""

from __future__ import annotations

from dataclasses import dataclass

from mlir import ir

from tirc.diagnostics import TircError
from tirc.ir.locations import enclosing_function, located
from tirc.passes.gpu.merge_gpu_modules import gpu_modules
from tirc.pipeline.registry import ModulePass
from tirc.target import Target

# The dialects whose ops LLVM translation takes inside a gpu.module.
TRANSLATABLE_DIALECTS = ("llvm", "nvvm")

WHAT_TIRC_LOWERS = ("tirc lowers linalg.generic and the named linalg ops that generalize to it (their bodies: "
                    "arith, math functions libdevice has, index ops) and tensor views, pads and concats; kernels "
                    "written by hand may use the gpu, nvgpu, nvvm, vector, memref, scf, cf, affine, arith and "
                    "math dialects")

# The dialects of the ops the launch plan reads in a host function (see tirc/emit/manifest.py).
HOST_DIALECTS = ("func", "arith", "memref", "affine", "gpu", "nvgpu", "builtin")

# Why an op of a dialect tirc has no lowering for is left, and what to write instead.
_DIALECT_ADVICE = {
    "math": "this math function has no libdevice counterpart and no expansion; write it with arith ops",
    "complex": "complex numbers are not lowered; carry the real and imaginary parts as two float tensors",
    "sparse_tensor": "sparse tensors are not lowered; make the tensor dense first",
    "builtin": "a value of a type no lowering converts (complex, sparse or an unusual element type) is left",
}


def untranslatable_ops(module: ir.Module) -> list[ir.Operation]:
    """The outermost ops inside the gpu.modules that LLVM translation cannot take, in IR order."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "gpu.module":
            return ir.WalkResult.ADVANCE
        if op.name.split(".", 1)[0] in TRANSLATABLE_DIALECTS:
            return ir.WalkResult.ADVANCE
        found.append(op)
        return ir.WalkResult.SKIP   # its nested ops are not lowered either: name the outermost

    for gpu_module in gpu_modules(module):
        gpu_module.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def unplannable_host_ops(module: ir.Module) -> list[ir.Operation]:
    """The outermost ops of the host functions whose dialect the launch plan does not read, in IR order."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name.split(".", 1)[0] in HOST_DIALECTS:
            return ir.WalkResult.ADVANCE
        found.append(op)
        return ir.WalkResult.SKIP

    for op in module.body.operations:
        if op.operation.name == "func.func":
            op.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


@dataclass(frozen=True)
class CheckTranslatablePass(ModulePass):
    """Fails with a located error on the first op inside a ``gpu.module`` that is not in the
    ``llvm`` or ``nvvm`` dialect (what LLVM translation takes); leaves the IR unchanged."""

    name = "tir-check-translatable"
    summary = "Before gpu-module-to-binary: an op the nvvm stage left unlowered is a located error, not an LLVM one"

    def run(self, module: ir.Module, target: Target) -> None:
        self._check_host(module)
        left = untranslatable_ops(module)
        if not left:
            return
        # An unresolved cast is a symptom: the op of another dialect beside it, if any, is the cause.
        first = next((op for op in left if not op.name.startswith("builtin.")), left[0])
        location, source_line = located(first)
        kernel = enclosing_function(first)
        where = f" in kernel @{kernel}" if kernel else ""
        others = sorted({op.name for op in left} - {first.name})
        notes = [f"also left unlowered: {', '.join(repr(name) for name in others)}"] if others else []
        advice = _DIALECT_ADVICE.get(first.name.split(".", 1)[0])
        raise TircError(
            f"'{first.name}'{where} is not lowered to the LLVM/NVVM dialects by the nvvm stage, so PTX "
            "translation (gpu-module-to-binary) cannot take it",
            location=location, source_line=source_line, notes=notes,
            hint=f"{advice}; {WHAT_TIRC_LOWERS}" if advice else WHAT_TIRC_LOWERS)

    @staticmethod
    def _check_host(module: ir.Module) -> None:
        left = unplannable_host_ops(module)
        if not left:
            return
        first = left[0]
        location, source_line = located(first)
        function = enclosing_function(first)
        others = sorted({op.name for op in left} - {first.name})
        raise TircError(
            f"'{first.name}' in host function @{function} was not mapped to a kernel: the host runs only "
            "allocations, copies and kernel launches, and PTX holds only kernels",
            location=location, source_line=source_line,
            notes=[f"also left on the host: {', '.join(repr(name) for name in others)}"] if others else [],
            hint=WHAT_TIRC_LOWERS)
