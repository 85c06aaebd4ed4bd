"""The kernel report: per kernel its schedule, launch shape, resources (nvJitLink -verbose) and
static counts of the instructions that matter for Tensor Core kernels; for Tensor Core kernels
also the SASS main loop (nvdisasm of the linked cubin) and the static performance model's estimate
(tirc/schedule/perf_model.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir import ir

from tirc.diagnostics import TircError
from tirc.emit.cubin import KernelResources
from tirc.emit.ptx import count_instructions, kernel_bodies
from tirc.emit.sass import SassKernel, analyse_cubin
from tirc.schedule.model import KERNEL_SCHEDULES_ATTR, Schedule
from tirc.schedule.perf_model import (KERNEL_PROBLEMS_ATTR, LIMITER_NAMES, GemmProblem, KernelFacts, estimate,
                                      peak_flops, problem_from_attr)
from tirc.target import Target

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


def kernel_problems(result: "CompileResult") -> dict[str, tuple[Schedule, GemmProblem | None]]:
    """Kernel name -> its schedule and problem (None when a size is dynamic), for the estimate."""
    attributes = result.input.module.operation.attributes
    if KERNEL_PROBLEMS_ATTR not in attributes:
        return {}
    return {named.name: problem_from_attr(named.attr) for named in ir.DictAttr(attributes[KERNEL_PROBLEMS_ATTR])}


def kernel_facts(sass: SassKernel, resources: KernelResources, dynamic_shared: int) -> KernelFacts:
    """What the performance model takes from a compiled kernel: SASS main loop, registers, spills."""
    loop = sass.main_loop
    per_mma = loop.instructions_per_mma if loop is not None else sass.instructions / max(sass.mma, 1)
    # nvJitLink's register count: nvdisasm prints no register section info for sm_90a cubins.
    return KernelFacts(per_mma, resources.registers or sass.registers, resources.spill_stores + resources.spill_loads,
                       resources.shared_memory + dynamic_shared)


def sass_line(sass: SassKernel) -> str:
    loop = sass.main_loop
    if loop is None:
        return f"    SASS:      no loop around the mma, {sass.instructions} instructions"
    return (f"    SASS:      main loop {loop.instructions} instructions / {loop.mma} mma = "
            f"{loop.instructions_per_mma:.2f} instr/mma")


def duration(seconds: float) -> str:
    return f"{seconds * 1e6:.3g} us" if seconds < 1e-3 else f"{seconds * 1e3:.3g} ms"


def estimate_line(schedule: Schedule, problem: GemmProblem | None, launch: dict[str, Any] | None,
                  facts: KernelFacts | None, target: Target) -> str:
    """The model's estimate, labelled as one; kernels with dynamic sizes get none."""
    grid = launch["grid"] if launch is not None else []
    if problem is None or not all(isinstance(size, int) for size in grid):
        return f"    estimate:  needs static sizes (grid {_dims(grid)})"
    guess = estimate(schedule, problem, target, facts)
    peak = peak_flops(target, problem.in_element) / 1e12
    unit = "TOP/s" if guess.peak_name == "int8" else "TFLOP/s"
    source = "" if guess.measured else ", no SASS: assumed instr/mma and registers"
    return (f"    estimate:  {LIMITER_NAMES[guess.limiter]}-bound, ~{duration(guess.seconds)}, "
            f"~{guess.peak_fraction * 100:.3g}% of {target.chip} {guess.peak_name} Tensor Core peak ({peak:.0f} {unit}) "
            f"(static model{source}; waves {guess.waves}, occupancy {guess.blocks_per_sm} blocks/SM "
            f"by {guess.occupancy_limit})")


def _sass(result: "CompileResult", wanted: bool) -> tuple[dict[str, SassKernel], str | None]:
    """The SASS of the linked cubin (only when a Tensor Core kernel needs it), or why there is none."""
    if not wanted:
        return {}, None
    assert result.link is not None
    try:
        return analyse_cubin(result.link.cubin, result.link.kernels), None
    except TircError as error:  # nvdisasm missing or failing: the report goes on without SASS
        return {}, error.message


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
    problems = kernel_problems(result)
    sass, no_sass = _sass(result, bool(problems))
    lines = [f"kernel report ({result.target.chip}, nvJitLink -verbose):"]
    for name, res in sorted(result.link.kernels.items()):
        launch = launches.get(name)
        shared = f"{res.shared_memory} B static"
        if launch is not None:
            shared += f" + {launch['dynamic_shared_memory']} B dynamic"
        counts = count_instructions(bodies.get(name, ""), _COUNTED)
        lines.append(f"  {name}")
        # A tiled GEMM kernel without mma.sync: its pipeline left tir-mma out (a schedule file, the DSL).
        fma_tiles = name in problems and not counts.get("mma.sync")
        fma_note = ", as per-thread FMAs (no tir-mma)" if fma_tiles else ""
        lines.append(f"    schedule:  {schedules.get(name, SIMT_SCHEDULE)}{fma_note}")
        if launch is not None:
            lines.append(f"    launch:    grid {_dims(launch['grid'])}, block {_dims(launch['block'])}")
        lines.append(f"    resources: {res.registers} registers, {res.spill_stores} B spill stores, "
                     f"{res.spill_loads} B spill loads, {res.stack_frame} B stack, shared memory {shared}")
        lines.append("    static PTX: " + ", ".join(f"{prefix} {count}" for prefix, count in counts.items()))
        if name not in problems or fma_tiles:   # the SASS line and the estimate count Tensor Core mma
            continue
        facts = None
        if name in sass:
            lines.append(sass_line(sass[name]))
            facts = kernel_facts(sass[name], res, launch["dynamic_shared_memory"] if launch else 0)
        else:
            lines.append(f"    SASS:      unavailable ({no_sass or 'kernel not in the cubin'})")
        schedule, problem = problems[name]
        lines.append(estimate_line(schedule, problem, launch, facts, result.target))
    return "\n".join(lines)
