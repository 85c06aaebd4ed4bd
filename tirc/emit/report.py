"""The kernel report: per kernel its schedule (for a SIMT kernel, what it computes and why it is a
kernel of its own: tir-explain-kernels), launch shape, resources (nvJitLink -verbose) and
static counts of the instructions that matter for Tensor Core kernels; for Tensor Core kernels
also the SASS main loop (nvdisasm of the linked cubin) and the static performance model's estimate
(tirc/schedule/perf_model.py), for the others its memory-bound estimate (the bytes they must move).

Fused-attention kernels (``tir.kernel_attention``, recorded by tir-attention) get their problem and
FLOP count (AttentionProblem.flops(): 4·B·H·S_q·S_kv·D over the visible pairs), the SASS main loop
in instructions per m16n8k16-equivalent, and the attention estimate (TFLOP/s, % of peak).

Hopper kernels (with wgmma or TMA in their PTX) get two more lines: the static counts of their
asynchronous machinery (wgmma.mma_async, TMA loads and stores, mbarrier operations, setmaxnreg) and
their warp roles. The roles come from the kernel's schedule in the ``tir.kernel_problems`` module
attribute (``warp_specialize``, ``warpgroups`` consumer warpgroups, ``persistent``): a
warp-specialised block is warpgroup 0, the producer issuing TMA, then the consumer warpgroups
issuing wgmma; the registers per role are the values of the PTX's ``setmaxnreg.dec`` (producer)
and ``setmaxnreg.inc`` (consumers)."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from mlir import ir

from tirc.diagnostics import TircError
from tirc.emit.cubin import KernelResources
from tirc.emit.ptx import count_instructions, kernel_bodies
from tirc.emit.sass import SassKernel, analyse_cubin
from tirc.passes.gpu.explain import KERNEL_EXPLANATIONS_ATTR
from tirc.schedule.model import KERNEL_SCHEDULES_ATTR, Schedule
from tirc.schedule.workload import KernelTuning, kernel_tuning, source_note
from tirc.plan import Launch, launches, steps_of
from tirc.runtime.traffic import format_bytes, launch_memory_estimate
from tirc.schedule.attention import AttentionProblem, AttentionSchedule
from tirc.schedule.perf_model import (KERNEL_ATTENTION_ATTR, KERNEL_PROBLEMS_ATTR, LIMITER_NAMES, GemmProblem,
                                      KernelFacts, MemoryEstimate, attention_estimate, attention_from_attr, estimate,
                                      peak_flops, problem_from_attr)
from tirc.target import Target

if TYPE_CHECKING:
    from tirc.result import CompileResult

SIMT_SCHEDULE = "SIMT (one thread per output element)"  # what a kernel without a Tensor Core schedule does
_COUNTED = ("mma.sync", "ldmatrix", "cp.async.cg", "cp.async.ca", "cp.async.wait_group", "bar.sync")
WARPGROUP_THREADS = 128
PRODUCER_WARPGROUP = 0   # a warp-specialised block: warpgroup 0 produces, warpgroups 1.. consume
# cp.async.bulk.tensor.<N>d.<destination>.<source>: a TMA load writes shared memory, a store global memory.
_TMA = "cp.async.bulk.tensor"
_TMA_RANKS = range(1, 6)
_TMA_LOADS = tuple(f"{_TMA}.{rank}d.shared::" for rank in _TMA_RANKS)
_TMA_STORES = tuple(f"{_TMA}.{rank}d.global." for rank in _TMA_RANKS)
_MBARRIER = ("mbarrier.init", "mbarrier.arrive", "mbarrier.arrive.expect_tx", "mbarrier.try_wait")
_SETMAXNREG = re.compile(r"^\s*(?:@!?%\w+\s+)?setmaxnreg\.(inc|dec)\.sync\.aligned\.u32\s+(\d+)\s*;", re.M)


def kernel_sources(result: CompileResult) -> dict[str, KernelTuning]:
    """Kernel name -> its workload, where its schedule came from and its function (the kernels
    tir-schedule scheduled: GEMMs, convolutions, attention)."""
    return kernel_tuning(result.input.module)


def _tuning_fields(tuning: KernelTuning | None) -> dict[str, str | None]:
    """A kernel's ``workload`` and ``source`` as kernel_estimates gives them (None: not known)."""
    return {"workload": tuning.workload if tuning else None, "source": tuning.source if tuning else None}


def kernel_schedules(result: CompileResult) -> dict[str, str]:
    """Kernel name -> its Tensor Core schedule, as the report prints it (kernels not named: SIMT)."""
    attributes = result.input.module.operation.attributes
    if KERNEL_SCHEDULES_ATTR not in attributes:
        return {}
    table = ir.DictAttr(attributes[KERNEL_SCHEDULES_ATTR])
    return {named.name: ir.StringAttr(named.attr).value for named in table}


@dataclass(frozen=True)
class KernelExplanation:
    """What tir-explain-kernels says of a SIMT kernel: its kind (tirc.passes.gpu.explain.KINDS),
    what it computes and why it is a kernel of its own."""
    kind: str
    what: str
    why: str

    @property
    def line(self) -> str:
        return f"{self.what}: {self.why}"


def kernel_explanations(result: CompileResult) -> dict[str, KernelExplanation]:
    """SIMT kernel -> what it computes and why it stands alone (kernels the pipeline did not explain: none)."""
    attributes = result.input.module.operation.attributes
    if KERNEL_EXPLANATIONS_ATTR not in attributes:
        return {}
    explanations = {}
    for named in ir.DictAttr(attributes[KERNEL_EXPLANATIONS_ATTR]):
        fields = {entry.name: ir.StringAttr(entry.attr).value for entry in ir.DictAttr(named.attr)}
        explanations[named.name] = KernelExplanation(fields["kind"], fields["what"], fields["why"])
    return explanations


def kernel_problems(result: CompileResult) -> dict[str, tuple[Schedule, GemmProblem | None]]:
    """Kernel name -> its schedule and problem (None when a size is dynamic), for the estimate."""
    attributes = result.input.module.operation.attributes
    if KERNEL_PROBLEMS_ATTR not in attributes:
        return {}
    return {named.name: problem_from_attr(named.attr) for named in ir.DictAttr(attributes[KERNEL_PROBLEMS_ATTR])}


def kernel_attention(result: CompileResult) -> dict[str, tuple[AttentionProblem, AttentionSchedule]]:
    """Attention kernel name -> its problem and schedule (tir-attention's ``tir.kernel_attention``)."""
    attributes = result.input.module.operation.attributes
    if KERNEL_ATTENTION_ATTR not in attributes:
        return {}
    return {named.name: attention_from_attr(named.attr) for named in ir.DictAttr(attributes[KERNEL_ATTENTION_ATTR])}


def attention_facts(sass: SassKernel, resources: KernelResources, dynamic_shared: int) -> KernelFacts:
    """What the attention estimate takes from a compiled kernel: its ``instructions_per_mma`` is
    the main loop's instructions per m16n8k16-equivalent (one unit for mma.sync and wgmma)."""
    loop = sass.main_loop
    per_equivalent = loop.instructions_per_equivalent if loop is not None else sass.instructions / max(sass.mma, 1)
    return KernelFacts(per_equivalent, resources.registers or sass.registers,
                       resources.spill_stores + resources.spill_loads, resources.shared_memory + dynamic_shared)


def flop_text(flops: float) -> str:
    for unit, scale in (("TFLOP", 1e12), ("GFLOP", 1e9), ("MFLOP", 1e6)):
        if flops >= scale:
            return f"{flops / scale:.3g} {unit}"
    return f"{flops:.0f} FLOP"


def attention_problem_line(problem: AttentionProblem) -> str:
    heads = f"H {problem.heads}" + (f" (KV {problem.kv_heads})" if problem.kv_heads != problem.heads else "")
    dims = f"D {problem.head_dim}" + (f"/{problem.head_dim_v}" if problem.head_dim_v != problem.head_dim else "")
    extras = "".join(f", {name}" for name, view in (("mask", problem.mask), ("lse", problem.lse)) if view is not None)
    return (f"    attention: B {problem.batch} {heads} S_q {problem.seq_q} S_kv {problem.seq_kv} {dims} "
            f"{problem.element}->{problem.out_element}, causal {problem.causal}{extras}: "
            f"{flop_text(problem.flops())} (2·(D + D_v) FLOP per visible score)")


def attention_estimate_line(problem: AttentionProblem, schedule: AttentionSchedule, facts: KernelFacts | None,
                            target: Target) -> str:
    """The attention estimate, labelled as one."""
    guess = attention_estimate(problem, schedule, target, facts)
    peak = peak_flops(target, problem.element) / 1e12
    source = "" if guess.measured else ", no SASS: assumed instr/equivalent and registers"
    return (f"    estimate:  {LIMITER_NAMES[guess.limiter]}-bound, ~{duration(guess.seconds)}, "
            f"~{guess.tflops:.3g} TFLOP/s, ~{guess.peak_fraction * 100:.3g}% of {target.chip} {problem.element} "
            f"Tensor Core peak ({peak:.0f} TFLOP/s) (static model{source}; waves {guess.waves}, occupancy "
            f"{guess.blocks_per_sm} blocks/SM by {guess.occupancy_limit})")


def attention_estimates(result: CompileResult) -> dict[str, dict[str, Any]]:
    """Attention kernel -> its ``schedule`` (text), ``problem`` (AttentionProblem fields, views as
    {offset, strides}), ``flops``, ``facts`` (KernelFacts fields, instructions per equivalent;
    None without SASS) and ``estimate`` (AttentionEstimate fields), as JSON values."""
    assert result.link is not None, "estimates need the linked cubin (compile with report=True)"
    attention = kernel_attention(result)
    first_launches = _launches(result)
    sass, _ = _sass(result, bool(attention))
    schedules = kernel_schedules(result)
    sources = kernel_sources(result)
    estimates: dict[str, dict[str, Any]] = {}
    for name, (problem, schedule) in sorted(attention.items()):
        resources = result.link.kernels.get(name)
        launch = first_launches.get(name)
        facts = (attention_facts(sass[name], resources, _dynamic_shared_memory(launch))
                 if name in sass and resources is not None else None)
        estimates[name] = {"schedule": schedules.get(name, schedule.describe()), "problem": asdict(problem),
                           "flops": problem.flops(), "facts": asdict(facts) if facts is not None else None,
                           "estimate": asdict(attention_estimate(problem, schedule, result.target, facts)),
                           **_tuning_fields(sources.get(name))}
    return estimates


@dataclass(frozen=True)
class HopperCounts:
    """Static counts of one kernel's Hopper instructions (its PTX body)."""
    wgmma: int
    tma_loads: int
    tma_stores: int
    mbarrier_init: int
    mbarrier_arrive: int        # every arrive, the arrive.expect_tx among them
    mbarrier_expect_tx: int
    mbarrier_try_wait: int
    registers_dec: tuple[int, ...]   # distinct setmaxnreg.dec values, in order of appearance
    registers_inc: tuple[int, ...]   # distinct setmaxnreg.inc values

    @property
    def is_hopper(self) -> bool:
        """The kernel uses wgmma or TMA: the report's Hopper lines are for it."""
        return bool(self.wgmma or self.tma_loads or self.tma_stores)


def hopper_counts(body: str) -> HopperCounts:
    """Count wgmma, TMA, mbarrier and setmaxnreg instructions in a kernel's PTX ``body``."""
    counts = count_instructions(body, ("wgmma.mma_async", *_TMA_LOADS, *_TMA_STORES, *_MBARRIER))
    registers: dict[str, list[int]] = {"dec": [], "inc": []}
    for match in _SETMAXNREG.finditer(body):
        values = registers[match.group(1)]
        if int(match.group(2)) not in values:
            values.append(int(match.group(2)))
    return HopperCounts(counts["wgmma.mma_async"], sum(counts[prefix] for prefix in _TMA_LOADS),
                        sum(counts[prefix] for prefix in _TMA_STORES), counts["mbarrier.init"],
                        counts["mbarrier.arrive"], counts["mbarrier.arrive.expect_tx"], counts["mbarrier.try_wait"],
                        tuple(registers["dec"]), tuple(registers["inc"]))


def hopper_line(counts: HopperCounts) -> str:
    def values(found: tuple[int, ...]) -> str:
        return "/".join(map(str, found)) if found else "none"

    return (f"    Hopper PTX: wgmma.mma_async {counts.wgmma}, "
            f"TMA loads {counts.tma_loads} / stores {counts.tma_stores}, "
            f"mbarrier init {counts.mbarrier_init} / arrive {counts.mbarrier_arrive} "
            f"(expect_tx {counts.mbarrier_expect_tx}) / try_wait {counts.mbarrier_try_wait}, "
            f"setmaxnreg dec {values(counts.registers_dec)} / inc {values(counts.registers_inc)}")


@dataclass(frozen=True)
class WarpRoles:
    """How an sm_90a kernel's block divides its work, from its schedule."""
    warp_specialize: bool
    warpgroups: int      # consumer warpgroups (with warp specialisation), else all the block's warpgroups
    persistent: bool


def warp_roles_from_attr(attr: ir.Attribute) -> WarpRoles | None:
    """The warp roles of a ``tir.kernel_problems`` entry; None for a schedule without them (sm_80)."""
    schedule = Schedule.from_attr(ir.DictAttr(attr)["schedule"])
    if not schedule.is_wgmma:
        return None
    return WarpRoles(schedule.warp_specialize, schedule.warpgroups, schedule.persistent)


def kernel_warp_roles(result: CompileResult) -> dict[str, WarpRoles]:
    """Kernel name -> its warp roles, for the kernels whose schedule records them."""
    attributes = result.input.module.operation.attributes
    if KERNEL_PROBLEMS_ATTR not in attributes:
        return {}
    roles = {named.name: warp_roles_from_attr(named.attr) for named in ir.DictAttr(attributes[KERNEL_PROBLEMS_ATTR])}
    return {name: role for name, role in roles.items() if role is not None}


def warp_roles_line(roles: WarpRoles, counts: HopperCounts, launch_registers: int) -> str:
    """The roles and their registers: setmaxnreg's values, else the kernel's launch register count."""
    def registers(values: tuple[int, ...]) -> str:
        found = "/".join(map(str, values)) if values else str(launch_registers)
        return f"{found} registers"

    persistent = "; persistent grid" if roles.persistent else ""
    if not roles.warp_specialize:
        groups = f"{roles.warpgroups} warpgroup{'s' if roles.warpgroups != 1 else ''}"
        return (f"    warp roles: none, {groups} each issuing TMA and wgmma "
                f"({registers(counts.registers_inc)}){persistent}")
    first, last = PRODUCER_WARPGROUP + 1, PRODUCER_WARPGROUP + roles.warpgroups
    consumers = f"consumer warpgroup {first}" if first == last else f"consumers warpgroups {first}-{last}"
    return (f"    warp roles: producer warpgroup {PRODUCER_WARPGROUP} (TMA, {registers(counts.registers_dec)}), "
            f"{consumers} (wgmma, {registers(counts.registers_inc)}); "
            f"{(roles.warpgroups + 1) * WARPGROUP_THREADS} threads{persistent}")


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
            f"{loop.instructions_per_mma:.2f} instr/mma ({loop.equivalents:g} m16n8k16-equivalents: "
            f"{loop.instructions_per_equivalent:.2f} instr/equivalent)")


def duration(seconds: float) -> str:
    return f"{seconds * 1e6:.3g} us" if seconds < 1e-3 else f"{seconds * 1e3:.3g} ms"


def estimate_line(schedule: Schedule, problem: GemmProblem | None, launch: Launch | None,
                  facts: KernelFacts | None, target: Target) -> str:
    """The model's estimate, labelled as one; kernels with dynamic sizes get none."""
    grid = launch.grid if launch is not None else ()
    if problem is None or not all(isinstance(size, int) for size in grid):
        return f"    estimate:  needs static sizes (grid {_dims(grid)})"
    guess = estimate(schedule, problem, target, facts)
    peak = peak_flops(target, problem.in_element) / 1e12
    unit = "TOP/s" if guess.peak_name == "int8" else "TFLOP/s"
    source = "" if guess.measured else ", no SASS: assumed instr/mma and registers"
    return (f"    estimate:  {LIMITER_NAMES[guess.limiter]}-bound, ~{duration(guess.seconds)}, "
            f"~{guess.peak_fraction * 100:.3g}% of {target.chip} {guess.peak_name} Tensor Core peak "
            f"({peak:.0f} {unit}) "
            f"(static model{source}; waves {guess.waves}, occupancy {guess.blocks_per_sm} blocks/SM "
            f"by {guess.occupancy_limit})")


def memory_estimate_line(guess: MemoryEstimate | None, launch: Launch, target: Target) -> str:
    """The memory-bound estimate of a kernel without a Tensor Core schedule (perf_model's last
    section); None: a size is dynamic."""
    if guess is None:
        return f"    estimate:  needs static sizes (grid {_dims(launch.grid)}; memory-bound model)"
    return (f"    estimate:  memory-bound, ~{duration(guess.seconds)}, ~{guess.bandwidth_fraction * 100:.3g}% of "
            f"{target.chip} DRAM bandwidth ({target.dram_gb_per_s} GB/s) (static model: "
            f"{format_bytes(guess.bytes_read)} read, {format_bytes(guess.bytes_written)} written; "
            f"{guess.blocks} blocks on {guess.active_sms} of {target.sm_count} SMs, waves {guess.waves}, "
            f"occupancy {guess.blocks_per_sm} blocks/SM by {guess.occupancy_limit})")


def _sass(result: CompileResult, wanted: bool) -> tuple[dict[str, SassKernel], str | None]:
    """The SASS of the linked cubin (only when a Tensor Core kernel needs it), or why there is none."""
    if not wanted:
        return {}, None
    assert result.link is not None
    try:
        return analyse_cubin(result.link.cubin, result.link.kernels), None
    except TircError as error:  # nvdisasm missing or failing: the report goes on without SASS
        return {}, error.message


def _launches(result: CompileResult) -> dict[str, Launch]:
    """The first launch of each kernel in the launch plan (grid, block, dynamic shared memory)."""
    first: dict[str, Launch] = {}
    for function in (result.manifest or {}).get("functions", []):
        for launch in launches(steps_of(function)):
            first.setdefault(launch.kernel, launch)
    return first


def _dynamic_shared_memory(launch: Launch | None) -> int:
    """A kernel's dynamic shared memory in bytes (0 when it has no launch in the plan)."""
    if launch is None:
        return 0
    # Shared memory sizes come from the schedule, which is static: the planner never writes a symbol here.
    assert isinstance(launch.dynamic_shared_memory, int), launch.dynamic_shared_memory
    return launch.dynamic_shared_memory


def _dims(values: tuple[Any, ...]) -> str:
    return "(" + ", ".join(str(v) for v in values) + ")"


def kernel_estimates(result: CompileResult) -> dict[str, dict[str, Any]]:
    """Tensor Core kernel -> what the report says of it, as JSON values: ``schedule`` (text),
    ``problem`` (GemmProblem fields; None with a dynamic size), ``facts`` (KernelFacts fields from
    SASS and nvJitLink; None without SASS) and ``estimate`` (the static model's KernelEstimate
    fields; None with a dynamic size). For a run elsewhere to set measurements beside the model."""
    assert result.link is not None, "estimates need the linked cubin (compile with report=True)"
    problems = kernel_problems(result)
    first_launches = _launches(result)
    sass, _ = _sass(result, bool(problems))
    schedules = kernel_schedules(result)
    sources = kernel_sources(result)
    estimates: dict[str, dict[str, Any]] = {}
    for name, (schedule, problem) in sorted(problems.items()):
        resources = result.link.kernels.get(name)
        launch = first_launches.get(name)
        facts = (kernel_facts(sass[name], resources, _dynamic_shared_memory(launch))
                 if name in sass and resources is not None else None)
        static = problem is not None and launch is not None and all(isinstance(g, int) for g in launch.grid)
        estimates[name] = {"schedule": schedules.get(name, str(schedule)),
                           "problem": asdict(problem) if problem is not None else None,
                           "facts": asdict(facts) if facts is not None else None,
                           "estimate": (asdict(estimate(schedule, problem, result.target, facts))
                                        if static and problem is not None else None),
                           **_tuning_fields(sources.get(name))}
    return estimates


def format_report(result: CompileResult) -> str:
    assert result.link is not None
    ptx = "\n".join(m.text for m in result.ptx)
    bodies = kernel_bodies(ptx)
    schedules = kernel_schedules(result)
    sources = kernel_sources(result)
    explanations = kernel_explanations(result)
    first_launches = _launches(result)
    problems = kernel_problems(result)
    attention = kernel_attention(result)
    roles = kernel_warp_roles(result)
    sass, no_sass = _sass(result, bool(problems) or bool(attention))
    lines = [f"kernel report ({result.target.chip}, nvJitLink -verbose):"]
    if not result.link.kernels:
        lines.append("  no kernels: each result is an input, a view or copy of one, or a constant (see --manifest)")
    for name, res in sorted(result.link.kernels.items()):
        launch = first_launches.get(name)
        shared = f"{res.shared_memory} B static"
        if launch is not None:
            shared += f" + {launch.dynamic_shared_memory} B dynamic"
        counts = count_instructions(bodies.get(name, ""), _COUNTED)
        hopper = hopper_counts(bodies.get(name, ""))
        lines.append(f"  {name}")
        # A tiled GEMM kernel without mma.sync or wgmma: its pipeline left tir-mma out (a schedule file, the DSL).
        fma_tiles = name in problems and not counts.get("mma.sync") and not hopper.wgmma
        fma_note = ", as per-thread FMAs (no tir-mma)" if fma_tiles else ""
        source = f" {source_note(sources[name].source)}" if name in sources else ""
        lines.append(f"    schedule:  {schedules.get(name, SIMT_SCHEDULE)}{fma_note}{source}")
        if name in explanations:
            lines.append(f"    why:       {explanations[name].line}")
        if launch is not None:
            lines.append(f"    launch:    grid {_dims(launch.grid)}, block {_dims(launch.block)}")
        lines.append(f"    resources: {res.registers} registers, {res.spill_stores} B spill stores, "
                     f"{res.spill_loads} B spill loads, {res.stack_frame} B stack, shared memory {shared}")
        lines.append("    static PTX: " + ", ".join(f"{prefix} {count}" for prefix, count in counts.items()))
        if hopper.is_hopper:
            lines.append(hopper_line(hopper))
            if name in roles:
                lines.append(warp_roles_line(roles[name], hopper, res.registers))
        if name in attention:
            problem, schedule = attention[name]
            lines.append(attention_problem_line(problem))
            facts = None
            if name in sass:
                lines.append(sass_line(sass[name]))
                facts = attention_facts(sass[name], res, _dynamic_shared_memory(launch))
            else:
                lines.append(f"    SASS:      unavailable ({no_sass or 'kernel not in the cubin'})")
            lines.append(attention_estimate_line(problem, schedule, facts, result.target))
            continue
        if name not in problems and launch is not None:
            function = next(f for f in (result.manifest or {})["functions"] if launch in steps_of(f))
            guess = launch_memory_estimate(launch, function, bodies.get(name, ""), result.target, res.registers,
                                           res.shared_memory)
            lines.append(memory_estimate_line(guess, launch, result.target))
        if name not in problems or fma_tiles:   # the SASS line and the estimate count Tensor Core mma
            continue
        facts = None
        if name in sass:
            lines.append(sass_line(sass[name]))
            facts = kernel_facts(sass[name], res, _dynamic_shared_memory(launch))
        else:
            lines.append(f"    SASS:      unavailable ({no_sass or 'kernel not in the cubin'})")
        gemm_schedule, gemm_problem = problems[name]
        lines.append(estimate_line(gemm_schedule, gemm_problem, launch, facts, result.target))
    return "\n".join(lines)
