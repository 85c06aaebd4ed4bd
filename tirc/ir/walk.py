"""Walking, cloning and pruning upstream IR."""

from __future__ import annotations

from collections.abc import Callable

from mlir import ir

from tirc.diagnostics import TircError


def walk_ops(root: ir.Operation, predicate: Callable[[ir.Operation], bool] = lambda op: True) -> list[ir.Operation]:
    """The ops nested in ``root`` (``root`` too) that satisfy ``predicate``, in post order."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if predicate(op):
            found.append(op)
        return ir.WalkResult.ADVANCE

    root.walk(visit)
    return found


def launch_ops(module: ir.Module) -> list[ir.Operation]:
    """Every ``gpu.launch_func`` of the module, in post order."""
    return walk_ops(module.operation, lambda op: op.name == "gpu.launch_func")


def kernel_reference(launch: ir.Operation) -> tuple[str, str]:
    """(module, kernel) names of a gpu.launch_func's ``@module::@kernel``."""
    text = str(launch.attributes["kernel"])  # "@module::@kernel"
    module_name, kernel_name = (part.lstrip("@").strip('"') for part in text.split("::"))
    return module_name, kernel_name


def clone_ops(ops: list[ir.Operation], mapping: dict[ir.Value, ir.Value]) -> list[ir.Operation]:
    """Clone ``ops`` at the current insertion point, their operands renamed by ``mapping``, which
    learns each result's clone (so later ops use earlier clones). Returns the clones."""
    clones = []
    for op in ops:
        clone = op.clone()
        for position, operand in enumerate(clone.operands):
            if operand in mapping:
                clone.operands[position] = mapping[operand]
        mapping.update(zip(op.results, clone.results))
        clones.append(clone)
    return clones


# Ops of the gpu stage's kernels that have no side effect (erase_dead's default).
KERNEL_PURE_OPS = ("arith.", "memref.subview", "memref.dim", "memref.view", "memref.load", "vector.")


def erase_dead(block: ir.Block, pure: tuple[str, ...] = KERNEL_PURE_OPS) -> None:
    """Erase side-effect-free ops (names starting with one of ``pure``) without users (what a
    rewrite left behind), last first."""
    changed = True
    while changed:
        changed = False
        for op in reversed(list(block.operations)):
            op = op.operation
            # Stores have no results, so an op with results none of which is used is dead.
            if op.name.startswith(pure) and len(op.results) and all(not list(result.uses) for result in op.results):
                op.erase()
                changed = True


def need(found: list[ir.Operation], what: str, pass_name: str, before: str) -> ir.Operation:
    """The one op of ``found`` (``what``, which pass ``before`` makes), or an error of ``pass_name``."""
    if len(found) != 1:
        raise TircError(f"{pass_name}: expected one {what}, found {len(found)}",
                        hint=f"run {before} before {pass_name} in the pipeline")
    return found[0]
