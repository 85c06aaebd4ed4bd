"""tir-merge-gpu-modules: put every kernel into one ``gpu.module`` so a function compiles to one
PTX file and one cubin.

``gpu-kernel-outlining`` creates a module per launch, and names the kernel in each after the host
function, so kernels are renamed to their (unique) module names when names would clash.

The kernels' names are final here, so the pass also records what tir-explain-kernels said of each
SIMT kernel under its name (``tirc.passes.gpu.explain.record_kernel_explanations``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from mlir import ir

from tirc.ir.walk import kernel_reference, launch_ops
from tirc.passes.gpu.explain import record_kernel_explanations
from tirc.pipeline.registry import ModulePass
from tirc.target import Target


def _symbol(op: ir.Operation) -> str:
    return ir.StringAttr(op.attributes["sym_name"]).value


def _set_symbol(op: ir.Operation, name: str) -> None:
    op.attributes["sym_name"] = ir.StringAttr.get(name)


def gpu_modules(module: ir.Module) -> list[ir.Operation]:
    return [op.operation for op in module.body.operations if op.operation.name == "gpu.module"]


@dataclass(frozen=True)
class MergeGpuModulesPass(ModulePass):
    """Moves the functions of every ``gpu.module`` into the first one and erases the others;
    kernels whose names clash are renamed after their module, and every ``gpu.launch_func`` is
    pointed at the merged module's kernel. Then records the SIMT kernels' explanations under their
    final names (tir-explain-kernels)."""

    name = "tir-merge-gpu-modules"
    summary = "Merge all gpu.modules into one (kernels renamed to unique names) so one PTX holds every kernel"

    def run(self, module: ir.Module, target: Target) -> None:
        self._merge(module)
        record_kernel_explanations(module)

    @staticmethod
    def _merge(module: ir.Module) -> None:
        modules = gpu_modules(module)
        if len(modules) < 2:
            return
        merged = modules[0]
        functions = {_symbol(m): [op.operation for op in m.regions[0].blocks[0].operations] for m in modules}
        uses = Counter(_symbol(f) for ops in functions.values() for f in ops if "sym_name" in f.attributes)
        clashing = {name for name, count in uses.items() if count > 1}
        renamed: dict[tuple[str, str], str] = {}
        for module_name, ops in functions.items():
            for op in ops:
                if "sym_name" not in op.attributes:
                    continue
                old = _symbol(op)
                new = old
                if old in clashing:
                    new = module_name if len(ops) == 1 else f"{module_name}_{old}"
                    _set_symbol(op, new)
                renamed[(module_name, old)] = new
        merged_block = merged.regions[0].blocks[0]
        last = list(merged_block.operations)[-1].operation   # kept, not searched: a spec may have thousands
        for other in modules[1:]:
            for op in list(other.regions[0].blocks[0].operations):
                op.move_after(last)
                last = op.operation
            other.erase()
        merged_name = _symbol(merged)
        for launch in launch_ops(module):
            key = kernel_reference(launch)
            launch.attributes["kernel"] = ir.SymbolRefAttr.get([merged_name, renamed.get(key, key[1])])
