"""The kernel report: per kernel its schedule, launch shape, resources (nvJitLink -verbose) and
static counts of the instructions that matter for Tensor Core kernels."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir import ir

from tirc.emit.ptx import count_instructions, kernel_bodies
from tirc.schedule.model import KERNEL_SCHEDULES_ATTR

if TYPE_CHECKING:
    from tirc.driver import CompileResult

SIMT_SCHEDULE = "SIMT (one thread per output element)"  # what a kernel without a Tensor Core schedule does
_COUNTED = ("mma.sync", "ldmatrix", "cp.async.cg", "cp.async.ca", "cp.async.wait_group", "bar.sync")


def kernel_schedules(result: "CompileResult") -> dict[str, str]:
    """Kernel name -> its Tensor Core schedule, as the report prints it (kernels not named: SIMT)."""
    attributes = result.input.module.operation.attributes
    if KERNEL_SCHEDULES_ATTR not in attributes:
        return {}
    table = ir.DictAttr(attributes[KERNEL_SCHEDULES_ATTR])
    return {named.name: ir.StringAttr(named.attr).value for named in table}


def _launches(result: "CompileResult") -> dict[str, dict[str, Any]]:
    """The first launch of each kernel in the launch plan (grid, block, dynamic shared memory)."""
    launches: dict[str, dict[str, Any]] = {}
    for function in (result.manifest or {}).get("functions", []):
        for step in function["steps"]:
            if step["op"] == "launch":
                launches.setdefault(step["kernel"], step)
    return launches


def _dims(values: list[Any]) -> str:
    return "(" + ", ".join(str(v) for v in values) + ")"


def format_report(result: "CompileResult") -> str:
    assert result.link is not None
    ptx = "\n".join(m.text for m in result.ptx)
    bodies = kernel_bodies(ptx)
    schedules = kernel_schedules(result)
    launches = _launches(result)
    lines = [f"kernel report ({result.target.chip}, nvJitLink -verbose):"]
    for name, res in sorted(result.link.kernels.items()):
        launch = launches.get(name)
        shared = f"{res.shared_memory} B static"
        if launch is not None:
            shared += f" + {launch['dynamic_shared_memory']} B dynamic"
        counts = count_instructions(bodies.get(name, ""), _COUNTED)
        lines.append(f"  {name}")
        lines.append(f"    schedule:  {schedules.get(name, SIMT_SCHEDULE)}")
        if launch is not None:
            lines.append(f"    launch:    grid {_dims(launch['grid'])}, block {_dims(launch['block'])}")
        lines.append(f"    resources: {res.registers} registers, {res.spill_stores} B spill stores, "
                     f"{res.spill_loads} B spill loads, {res.stack_frame} B stack, shared memory {shared}")
        lines.append("    static PTX: " + ", ".join(f"{prefix} {count}" for prefix, count in counts.items()))
    return "\n".join(lines)
