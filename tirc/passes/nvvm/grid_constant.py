"""tir-grid-constant: TMA tensor maps reach their kernels by value, as ``__grid_constant__`` parameters.

cp.async.bulk.tensor takes the address of a CUtensorMap in param, const or global memory; the
launch plan passes the 128-byte map itself as the kernel parameter (cuTensorMapEncodeTiled's
output, no device copy). tir-kernel-abi made each tensor map parameter an ``!llvm.ptr`` and listed
the positions in the kernel attribute ``tir.grid_constant_args``. After ``convert-gpu-to-nvvm``
this pass gives those ``llvm.func`` arguments ``llvm.byval = !llvm.array<128 x i8>``,
``llvm.align = 64`` and ``nvvm.grid_constant``: the PTX parameter becomes
``.param .align 64 .b8 NAME[128]`` and the kernel uses its generic address (``cvta.param``),
without the copy to local memory that a plain byval parameter whose address is taken gets.
"""

from __future__ import annotations

from dataclasses import dataclass

from mlir import ir

from tirc.diagnostics import TircError
from tirc.passes.gpu.kernel_abi import GRID_CONSTANT_ATTR, POINTER_TYPE
from tirc.passes.gpu.merge_gpu_modules import gpu_modules
from tirc.pipeline.registry import ModulePass
from tirc.target import TENSORMAP_ALIGN, TENSORMAP_BYTES, Target


@dataclass(frozen=True)
class GridConstantPass(ModulePass):
    """Turns the ``tir.grid_constant_args`` of each lowered kernel into by-value, 64-byte aligned,
    128-byte ``nvvm.grid_constant`` argument attributes."""

    name = "tir-grid-constant"
    summary = "Kernel tensor map parameters become 128-byte __grid_constant__ parameters (after convert-gpu-to-nvvm)"

    def run(self, module: ir.Module, target: Target) -> None:
        for gpu_module in gpu_modules(module):
            for op in gpu_module.regions[0].blocks[0].operations:
                op = op.operation
                if GRID_CONSTANT_ATTR not in op.attributes:
                    continue
                if op.name != "llvm.func":
                    raise TircError(f"tir-grid-constant: kernel {ir.StringAttr(op.attributes['sym_name']).value} is "
                                    f"still a {op.name}", hint="run tir-grid-constant after convert-gpu-to-nvvm")
                self._mark(op)

    @staticmethod
    def _mark(func: ir.Operation) -> None:
        inputs = [arg.type for arg in func.regions[0].blocks[0].arguments]   # a kernel has a body
        positions = list(ir.DenseI64ArrayAttr(func.attributes[GRID_CONSTANT_ATTR]))
        arg_attrs = [ir.DictAttr(a) for a in ir.ArrayAttr(func.attributes["arg_attrs"])] \
            if "arg_attrs" in func.attributes else [ir.DictAttr.get({}) for _ in inputs]
        for position in positions:
            if position >= len(inputs) or str(inputs[position]) != POINTER_TYPE:
                raise TircError(f"tir-grid-constant: argument {position} of kernel "
                                f"{ir.StringAttr(func.attributes['sym_name']).value} is not the tensor map pointer "
                                "tir-kernel-abi made", hint="lower kernels with the bare-pointer convention "
                                "(convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=true})")
            entries = {named.name: named.attr for named in arg_attrs[position]}
            entries["llvm.byval"] = ir.TypeAttr.get(ir.Type.parse(f"!llvm.array<{TENSORMAP_BYTES} x i8>"))
            entries["llvm.align"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), TENSORMAP_ALIGN)
            entries["nvvm.grid_constant"] = ir.UnitAttr.get()
            arg_attrs[position] = ir.DictAttr.get(entries)
        func.attributes["arg_attrs"] = ir.ArrayAttr.get(arg_attrs)
        del func.attributes[GRID_CONSTANT_ATTR]
