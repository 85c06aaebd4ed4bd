"""The ``schedule`` section: a kernel's schedule knobs and where they came from, its launch shape,
registers per warp role, shared memory and occupancy, drawn as bars against the target's limits."""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from typing import Any

from tirc.explain import svg
from tirc.explain.model import Figure, KernelView, Section

TITLE = "Schedule, launch and resources"
NO_KNOB_PROVENANCE = ("the IR records where a kernel's schedule came from, not each knob: "
                      "every knob is shown with its kernel's source")
KNOB_PROVENANCE = ("the knobs the op spec's schedule names are from the op spec; tir-schedule's heuristic "
                   "chose the others")


@dataclass(frozen=True)
class Bar:
    """One resource against its limit."""
    quantity: str     # e.g. "registers / thread (consumers)"
    value: int
    limit: int
    unit: str = ""

    @property
    def fraction(self) -> float:
        return self.value / self.limit if self.limit else 0.0


_BAR_WIDTH = 420
_LABEL_WIDTH = 260
_ROW = 26


def bars_svg(bars: list[Bar], label: str) -> str:
    """Horizontal bars, one per resource, each filled to value / limit (red above 100%)."""
    rows = []
    for index, bar in enumerate(bars):
        y = 8 + index * _ROW
        filled = min(bar.fraction, 1.0) * _BAR_WIDTH
        colour = "#c0392b" if bar.fraction > 1 else "#4a78b5"
        tooltip = f"{bar.quantity}: {bar.value:,} of {bar.limit:,}{bar.unit} ({bar.fraction * 100:.0f}%)"
        rows.append(svg.group([
            svg.text(0, y + 14, bar.quantity, font_size=12),
            svg.rect(_LABEL_WIDTH, y, _BAR_WIDTH, 18, fill="#eceff4", stroke="#99a"),
            svg.rect(_LABEL_WIDTH, y, round(filled, 1), 18, tooltip=tooltip, fill=colour, class_="bar"),
            svg.text(_LABEL_WIDTH + _BAR_WIDTH + 8, y + 14,
                     f"{bar.value:,} / {bar.limit:,}{bar.unit} ({bar.fraction * 100:.0f}%)", font_size=12),
        ], class_="resource", data_quantity=bar.quantity, data_value=bar.value, data_limit=bar.limit))
    width = _LABEL_WIDTH + _BAR_WIDTH + 200
    return svg.svg(width, 16 + len(bars) * _ROW, rows, label, class_="bars")


def bars_text(bars: list[Bar]) -> str:
    width = max(len(bar.quantity) for bar in bars)
    lines = []
    for bar in bars:
        cells = min(round(bar.fraction * 40), 40)
        lines.append(f"{bar.quantity.ljust(width)}  |{'#' * cells}{'.' * (40 - cells)}| "
                     f"{bar.value:,} / {bar.limit:,}{bar.unit} ({bar.fraction * 100:.0f}%)")
    return "\n".join(lines)


def _dims(values: tuple[Any, ...]) -> str:
    return " x ".join(str(value) for value in values)


def _static(values: tuple[Any, ...]) -> tuple[int, ...] | None:
    return tuple(values) if all(isinstance(value, int) for value in values) else None


def spec_knobs(view: KernelView, function: str) -> frozenset[str] | None:
    """The Schedule fields an op spec's ``schedule:`` gives for ``function`` (read from the input
    module as the pipeline got it: the function's ``tir.spec``), or None when it has none."""
    from mlir import ir

    from tirc.mlir_support import new_context
    from tirc.passes.tensorir.schedule import SPEC_ATTR
    from tirc.schedule.model import SCHEDULE_KEYS, schedule_fields_from_attr
    if not view.pass_dumps:
        return None
    with new_context() as context:
        # The input as the pipeline got it may hold tirc's own generic ops (tir.attention), registered nowhere.
        context.allow_unregistered_dialects = True
        module = ir.Module.parse(view.pass_dumps[0][1])
        for op in module.body.operations:
            attributes = op.operation.attributes
            if op.operation.name != "func.func" or ir.StringAttr(attributes["sym_name"]).value != function:
                continue
            if SPEC_ATTR not in attributes:
                return None
            spec = ir.DictAttr(attributes[SPEC_ATTR])
            if "schedule" not in spec:
                return None
            given = ir.DictAttr(spec["schedule"])
            names = frozenset(given[index].name for index in range(len(given)))
            if names <= set(SCHEDULE_KEYS):    # a GEMM's keys name Schedule fields (tile: tile_m, tile_n, tile_k)
                return frozenset(schedule_fields_from_attr(given))
            return names                        # an attention's keys are its knobs' own names
    return None


def build(view: KernelView) -> Section:
    from tirc.emit.report import (PRODUCER_WARPGROUP, SIMT_SCHEDULE, WARPGROUP_THREADS, hopper_counts,
                                  kernel_attention, kernel_explanations, kernel_problems, kernel_schedules,
                                  kernel_sources, kernel_warp_roles)
    from tirc.schedule.perf_model import RESERVED_SHARED_PER_BLOCK, resident_blocks
    from tirc.schedule.workload import HEURISTIC_SOURCE, IR_SOURCE, OP_SPEC_SOURCE, source_note

    result, target, name = view.result, view.target, view.name
    assert result.link is not None, "a KernelView is compiled to cubin"
    resources = result.link.kernels.get(name)
    problems = kernel_problems(result)
    attention = kernel_attention(result)
    explanations = kernel_explanations(result)
    sources = kernel_sources(result)
    facts: list[tuple[str, str]] = [("kernel", name), ("target", f"{target.chip} ({target.description})")]
    data: dict[str, Any] = {"kernel": name}
    knobs: list[tuple[str, Any]] = []
    if name in attention:
        problem, attention_schedule = attention[name]
        kind = f"fused attention ({attention_schedule.kernel})"
        knobs = [(f.name, getattr(attention_schedule, f.name)) for f in fields(attention_schedule)]
    elif name in problems:
        schedule, _problem = problems[name]
        kind = "Tensor Core " + ("wgmma" if schedule.is_wgmma else "mma.sync") + " GEMM"
        knobs = [(f.name, getattr(schedule, f.name)) for f in fields(schedule)]
    else:
        kind = "SIMT"
    facts.append(("kind", kind))
    data["kind"] = kind
    schedule_text = kernel_schedules(result).get(name, SIMT_SCHEDULE)
    facts.append(("schedule", schedule_text))
    if name in explanations:
        explanation = explanations[name]
        facts.append(("what it computes", explanation.what))
        facts.append(("why a kernel of its own", explanation.why))
        data["explanation_kind"] = explanation.kind
    if name in sources:
        source = sources[name].source
        facts.append(("schedule source", source_note(source).strip("()")))
        data["schedule_source"] = source
    elif knobs:
        source = IR_SOURCE
        facts.append(("schedule source", "not recorded (the kernel was not scheduled by tir-schedule)"))
    else:
        source = ""
    # Per knob: an op spec's schedule names some knobs and the heuristic fills the others
    # (tir-schedule); other sources give the whole schedule, or the IR does not say which knob.
    from_spec = spec_knobs(view, sources[name].function) if source == OP_SPEC_SOURCE else None
    if knobs:
        facts.append(("knob provenance", KNOB_PROVENANCE if from_spec is not None else NO_KNOB_PROVENANCE))
        for knob, value in knobs:
            knob_source = (OP_SPEC_SOURCE if knob in from_spec else HEURISTIC_SOURCE) if from_spec is not None \
                else source or IR_SOURCE
            facts.append((f"knob {knob}", f"{value} ({source_note(knob_source).strip('()')})"))
            data[f"knob_{knob}"] = value if isinstance(value, int | str | bool) else str(value)
            data[f"knob_{knob}_source"] = knob_source

    launch = view.launch
    block = _static(launch.block) if launch is not None else None
    grid = launch.grid if launch is not None else ()
    dynamic_shared = launch.dynamic_shared_memory if launch is not None else 0
    if launch is not None:
        facts.append(("grid", _dims(grid)))
        facts.append(("block", _dims(launch.block)))
        facts.append(("dynamic shared memory", f"{dynamic_shared} B"))
        data["grid"] = _dims(grid)
        data["block"] = _dims(launch.block)
    block_threads = math.prod(block) if block is not None else 0
    registers = resources.registers if resources is not None else 0
    static_shared = resources.shared_memory if resources is not None else 0
    shared = static_shared + (dynamic_shared if isinstance(dynamic_shared, int) else 0)
    if resources is not None:
        facts.append(("registers / thread", str(registers)))
        facts.append(("spills", f"{resources.spill_stores} B stores, {resources.spill_loads} B loads"))
        facts.append(("shared memory / block", f"{shared} B ({static_shared} B static + {dynamic_shared} B dynamic)"))
        data.update(registers=registers, shared_bytes=shared, block_threads=block_threads)

    bars = []
    roles = kernel_warp_roles(result).get(name)
    counts = hopper_counts(view.ptx_body)
    role_registers: list[tuple[str, int, int]] = []   # (role, registers/thread, threads)
    if roles is not None and roles.warp_specialize and (counts.registers_dec or counts.registers_inc):
        producer = max(counts.registers_dec) if counts.registers_dec else registers
        consumer = max(counts.registers_inc) if counts.registers_inc else registers
        role_registers = [(f"producer warpgroup {PRODUCER_WARPGROUP}", producer, WARPGROUP_THREADS),
                          (f"consumer warpgroups x{roles.warpgroups}", consumer, roles.warpgroups * WARPGROUP_THREADS)]
        facts.append(("warp roles", f"producer warpgroup {PRODUCER_WARPGROUP} (TMA, setmaxnreg.dec {producer}), "
                                    f"{roles.warpgroups} consumer warpgroup(s) (wgmma, setmaxnreg.inc {consumer})"))
        data.update(producer_registers=producer, consumer_registers=consumer)
    elif roles is not None:
        facts.append(("warp roles", f"none: {roles.warpgroups} warpgroup(s) each issue TMA and wgmma"))
    else:
        facts.append(("warp roles", "one role: every warp runs the same code"))
    if role_registers:
        for role, count, _threads in role_registers:
            bars.append(Bar(f"registers / thread ({role})", count, target.registers_per_thread))
        block_registers = sum(count * threads for _role, count, threads in role_registers)
    else:
        bars.append(Bar("registers / thread", registers, target.registers_per_thread))
        block_registers = registers * block_threads
    bars.append(Bar("registers / block", block_registers, target.registers_per_sm))
    bars.append(Bar("shared memory / block", shared, target.shared_memory_per_block, " B"))
    bars.append(Bar("threads / block", block_threads, target.max_threads_per_block))
    if block_threads:
        resident, limiter = resident_blocks(block_threads, target, registers, shared)
        bars.append(Bar("blocks / SM", resident, target.max_blocks_per_sm))
        occupancy = resident * block_threads / target.max_threads_per_sm
        facts.append(("occupancy", f"{resident} blocks / SM (bounded by {limiter}), "
                                   f"{occupancy * 100:.0f}% of {target.max_threads_per_sm} threads / SM; "
                                   f"the driver reserves {RESERVED_SHARED_PER_BLOCK} B of shared memory per block"))
        data.update(blocks_per_sm=resident, occupancy_limit=limiter)
    facts.append(("target limits", f"{target.registers_per_thread} registers / thread, "
                                   f"{target.registers_per_sm:,} registers / SM, "
                                   f"{target.shared_memory_per_block:,} B shared / block, "
                                   f"{target.max_threads_per_block} threads / block, "
                                   f"{target.max_blocks_per_sm} blocks / SM"))
    figure = Figure("resources against the target's limits", bars_svg(bars, f"{name}: resources against "
                                                                            f"{target.chip}'s limits"),
                    bars_text(bars), caption=f"bars: use / {target.chip} limit")
    summary = f"{kind}; {schedule_text}"
    if source:
        summary += f" {source_note(source)}"
    return Section("schedule", TITLE, summary, tuple(facts), (figure,), data=data)
