"""The ``roofline`` section: the kernel's arithmetic intensity (FLOP per byte of DRAM traffic)
against the target's compute and DRAM bandwidth roofs, on log-log axes.

Points (each an SVG circle with ``data-kind``, ``data-intensity`` (FLOP/byte), ``data-flops``
(FLOP/s, its height), ``data-work`` (FLOP of the run), ``data-bytes`` and ``data-seconds``):

- ``estimate``: the static model's (tirc/schedule/perf_model.py) — a GEMM's useful 2·M·N·K·B FLOP
  over the DRAM bytes of its ``dram`` term, in its estimated time; an attention's visible-pair FLOP
  (AttentionProblem.flops()) over its compulsory Q, K, V, O bytes; a SIMT kernel's bytes it must
  move (perf_model.memory_estimate of its launch) and the floating-point instructions of its PTX
  (each counted once per thread: a loop's body once, so a lower bound when the PTX loops);
- ``measured`` and ``model-db``: the tuning database's records and candidates of the kernel's
  workload on this target (a ``gpu`` source is a measurement, a ``model`` one the model's
  estimate at tune time), each at its own DRAM bytes (its estimate's ``dram`` term); and a
  ``tirc bench --json`` document's timing of the function that launches the kernel (its FLOP over
  the bytes its inputs and outputs hold, once each), with its cuBLAS / Triton baselines.

Roofs: the dense Tensor Core peak for the kernel's input type (perf_model.peak_flops), or for a
SIMT kernel the FP32 CUDA-core peak (SIMT_FP32_FLOPS_PER_CLK); the DRAM roof is
Target.dram_gb_per_s. Roofs and the estimate are datasheet figures: a model, not a measurement.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

from tirc.diagnostics import TircError
from tirc.explain import svg
from tirc.explain.model import Figure, KernelView, Section
from tirc.schedule.perf_model import PEAK_NAMES, attention_work, peak_flops
from tirc.target import Target

TITLE = "Roofline"
NOTE = "static model, not a measurement"

# FP32 FLOP per clock per SM of the CUDA cores (an FFMA is 2 FLOP), per chip: the compute roof of
# a SIMT kernel. Datasheet figures: 64 FP32 lanes per SM on GA100, 128 on GA10x, AD10x and GH100.
SIMT_FP32_FLOPS_PER_CLK: dict[str, int] = {"sm_80": 128, "sm_86": 256, "sm_87": 256, "sm_89": 256, "sm_90a": 256}

# PTX floating-point arithmetic: the operation, then its modifiers, then the type. An fma is 2 FLOP,
# a packed pair (f16x2, bf16x2) does two; loads, moves and conversions are no arithmetic.
_FLOAT_ARITHMETIC = re.compile(r"^(add|sub|mul|fma|mad|max|min|ex2|lg2|rcp|sqrt|rsqrt|div|tanh|sin|cos)"
                               r"(?:\.[\w]+)*?\.(f16|bf16|f32|f64|f16x2|bf16x2)$")
_OPCODE = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.:]*)", re.M)

KINDS = ("estimate", "measured", "model-db")
_KIND_STYLE: dict[str, tuple[str, float]] = {"estimate": ("#c0392b", 6.0), "measured": ("#1e8449", 5.0),
                                             "model-db": ("#2874a6", 4.0)}


@dataclass(frozen=True)
class Point:
    """One run of the kernel's work: ``work`` FLOP and ``bytes`` of DRAM traffic in ``seconds``."""
    kind: str            # KINDS
    label: str
    work: float
    bytes: float
    seconds: float

    @property
    def intensity(self) -> float:
        return self.work / self.bytes

    @property
    def flops(self) -> float:
        """Throughput, FLOP/s."""
        return self.work / self.seconds


@dataclass(frozen=True)
class Roofs:
    peak: float           # FLOP/s
    peak_name: str
    bandwidth: float      # bytes/s

    @property
    def ridge(self) -> float:
        """The intensity where the roofs meet (FLOP/byte)."""
        return self.peak / self.bandwidth


def _dram_rate(target: Target) -> float:
    return target.dram_gb_per_s * 1e9


# ---------------------------------------------------------------------------------------------
# The estimate


@dataclass(frozen=True)
class KernelWork:
    """What the kernel is: its roofs, its estimate point and its tuning workload (if tuned)."""
    roofs: Roofs
    estimate: Point
    workload: str | None
    family: str           # "gemm", "attention", "simt"
    caveat: str = ""


def kernel_work(view: KernelView) -> KernelWork | str:
    """The kernel's roofs and estimate point, or why there is none."""
    from tirc.emit.report import attention_estimates, kernel_attention, kernel_problems, kernel_sources
    result, target = view.result, view.target
    with result.input.module.context:
        problems, attention, sources = kernel_problems(result), kernel_attention(result), kernel_sources(result)
        attention_figures = attention_estimates(result) if view.name in attention else {}
    workload = sources[view.name].workload if view.name in sources else None
    bandwidth = _dram_rate(target)
    if view.name in attention:
        problem, schedule = attention[view.name]
        guess = attention_figures[view.name]["estimate"]
        roofs = Roofs(peak_flops(target, problem.element), f"{PEAK_NAMES[problem.element]} Tensor Core", bandwidth)
        point = Point("estimate", "static estimate", problem.flops(), attention_work(problem, schedule).dram_bytes,
                      guess["seconds"])
        return KernelWork(roofs, point, workload, "attention")
    if view.name in problems:
        gemm = problems[view.name][1]
        guess = (view.estimate or {}).get("estimate")   # kernel_estimates' entry: the model's KernelEstimate
        if gemm is None or guess is None:
            return "a size of the GEMM is dynamic: the estimate needs static sizes (give them with --shape)"
        roofs = Roofs(peak_flops(target, gemm.in_element), f"{PEAK_NAMES[gemm.in_element]} Tensor Core", bandwidth)
        point = Point("estimate", "static estimate", 2 * gemm.m * gemm.n * gemm.k * gemm.batch,
                      guess["times"]["dram"] * bandwidth, guess["seconds"])
        return KernelWork(roofs, point, workload, "gemm")
    from tirc.explain.pipeline import simt_memory_estimate
    guess = simt_memory_estimate(view)
    if isinstance(guess, str):
        return guess
    work, looped = simt_flops(view, guess.blocks)
    if work <= 0:
        return "the kernel does no floating-point arithmetic: it has no arithmetic intensity"
    roofs = Roofs(SIMT_FP32_FLOPS_PER_CLK[target.chip] * target.sm_count * target.clock_mhz * 1e6,
                  "FP32 CUDA core", bandwidth)
    caveat = "its PTX loops: each loop body's arithmetic counted once (a lower bound)" if looped else ""
    point = Point("estimate", "static estimate (memory-bound model)", work, guess.bytes_read + guess.bytes_written,
                  guess.seconds)
    return KernelWork(roofs, point, None, "simt", caveat)


def simt_flops(view: KernelView, blocks: int) -> tuple[float, bool]:
    """FLOP of a SIMT kernel's launch from its PTX (each instruction once per thread), and whether
    its PTX loops (a backward branch), which makes that a lower bound."""
    per_thread = 0
    for opcode in _OPCODE.findall(view.ptx_body):
        match = _FLOAT_ARITHMETIC.match(opcode)
        if match:
            per_thread += (2 if match.group(1) in ("fma", "mad") else 1) * (2 if match.group(2).endswith("x2") else 1)
    threads = 1
    if view.launch is not None:
        for size in view.launch.block:
            threads *= int(size)
    return float(per_thread * threads * blocks), _loops(view.ptx_body)


def _loops(body: str) -> bool:
    """A branch to a label defined above it."""
    seen: set[str] = set()
    for line in body.splitlines():
        label = re.match(r"^\s*(\$?\w+):", line)
        if label:
            seen.add(label.group(1))
        branch = re.search(r"\bbra(?:\.uni)?\s+(\$?\w+)\s*;", line)
        if branch and branch.group(1) in seen:
            return True
    return False


# ---------------------------------------------------------------------------------------------
# Measured points


def database_points(view: KernelView, work: KernelWork) -> list[Point]:
    """The tuning database's records and candidates of the kernel's workload on its target."""
    if view.tuning_db is None or work.workload is None:
        return []
    from tirc.tune.db import TuningDB
    if not view.tuning_db.exists():
        raise TircError(f"no tuning database at {view.tuning_db}")
    points = []
    bandwidth = work.roofs.bandwidth
    with TuningDB(view.tuning_db, create=False) as db:
        for record in db.records(view.target.chip):
            if record.workload != work.workload:
                continue
            point = _figures_point(record.source, f"record ({record.source_text})", record.figures, record.seconds,
                                   bandwidth, work)
            if point is not None:
                points.append(point)
        for key, result in db.candidates():
            if key.workload != work.workload or key.target != view.target.chip or "seconds" not in result:
                continue
            point = _figures_point(key.measure, f"candidate {key.knobs_text}", result.get("figures", {}),
                                   result["seconds"], bandwidth, work)
            if point is not None:
                points.append(point)
    return points


def _figures_point(source: str, label: str, figures: dict[str, Any], seconds: float, bandwidth: float,
                   work: KernelWork) -> Point | None:
    """A database entry's point: its FLOP and DRAM bytes from its figures (the estimate at tune
    time), else the kernel's own; None without a positive time."""
    if not seconds or seconds <= 0:
        return None
    estimate = figures.get("estimate") or {}
    constants = figures.get("constants") or {}
    dram = (estimate.get("times") or {}).get("dram")
    nbytes = dram * bandwidth * constants.get("dram", 1.0) if dram else work.estimate.bytes
    flops = estimate.get("flops")   # an attention estimate counts its FLOP
    problem = figures.get("problem")
    if flops is None and work.family == "gemm" and isinstance(problem, dict) and "m" in problem:
        flops = 2 * problem["m"] * problem["n"] * problem["k"] * problem.get("batch", 1)
    kind = "measured" if source == "gpu" else "model-db"
    return Point(kind, label, float(flops or work.estimate.work), float(nbytes), float(seconds))


def bench_points(view: KernelView, work: KernelWork) -> list[Point]:
    """A ``tirc bench --json`` document's timings of the function that launches the kernel."""
    if view.measurements is None:
        return []
    try:
        document = json.loads(view.measurements.read_text())
    except (OSError, ValueError) as error:
        raise TircError(f"cannot read the bench document {view.measurements}: {error}") from None
    function = _function_of(view)
    points = []
    for row in document.get("functions", []) if isinstance(document, dict) else []:
        if function is not None and row.get("function") != function:
            continue
        flops = row.get("flops") or work.estimate.work
        nbytes = row.get("bytes")
        if not nbytes:
            continue
        device = document.get("device", "")
        for name in ("tirc", "cublas", "triton"):
            timing = row.get(name)
            if not isinstance(timing, dict) or not timing.get("median_ms"):
                continue
            label = f"{name} bench of @{row.get('function')}" + (f" ({device})" if device else "")
            points.append(Point("measured", label, float(flops), float(nbytes), timing["median_ms"] / 1e3))
    return points


def _function_of(view: KernelView) -> str | None:
    from tirc.plan import steps_of
    if view.launch is None:
        return None
    for function in (view.result.manifest or {}).get("functions", []):
        if view.launch in steps_of(function):
            return str(function["name"])
    return None


# ---------------------------------------------------------------------------------------------
# The section


def build(view: KernelView) -> Section:
    work = kernel_work(view)
    if isinstance(work, str):
        return Section("roofline", TITLE, "no roofline point", note=NOTE, unavailable=work)
    points = [work.estimate, *database_points(view, work), *bench_points(view, work)]
    roofs = work.roofs
    estimate = work.estimate
    attainable = min(roofs.peak, estimate.intensity * roofs.bandwidth)
    bound = "DRAM bandwidth" if estimate.intensity < roofs.ridge else "compute"
    facts = [("arithmetic intensity", f"{estimate.intensity:.3g} FLOP/byte ({_si(estimate.work)}FLOP over "
                                      f"{_si(estimate.bytes)}B of DRAM traffic)"),
             ("compute roof", f"{_si(roofs.peak)}FLOP/s ({roofs.peak_name} peak, {view.target.chip})"),
             ("bandwidth roof", f"{view.target.dram_gb_per_s:g} GB/s (ridge at {roofs.ridge:.3g} FLOP/byte)"),
             ("estimate", f"{_si(estimate.flops)}FLOP/s, {estimate.flops / attainable * 100:.3g}% of the roof "
                          f"above it ({bound}-side)"),
             ("measured points", f"{sum(point.kind == 'measured' for point in points)} (each says where it comes "
                                 "from: a tuning record or candidate measured on a GPU, a tirc bench document)"),
             ("model points (tuning database)", str(sum(point.kind == "model-db" for point in points)))]
    if work.caveat:
        facts.append(("FLOP count", work.caveat))
    summary = (f"{estimate.intensity:.3g} FLOP/byte, {bound}-side of the ridge ({roofs.ridge:.3g}); "
               f"estimate {_si(estimate.flops)}FLOP/s")
    figure = Figure("roofline", _draw(roofs, points, view.target), _table(roofs, points),
                    caption="log-log: FLOP per DRAM byte against FLOP/s")
    data = {"intensity": estimate.intensity, "flops": estimate.flops, "work": estimate.work, "bytes": estimate.bytes,
            "peak_flops": roofs.peak, "bandwidth": roofs.bandwidth, "ridge": roofs.ridge,
            "points": [{"kind": p.kind, "label": p.label, "intensity": p.intensity, "flops": p.flops, "work": p.work,
                        "bytes": p.bytes, "seconds": p.seconds} for p in points]}
    return Section("roofline", TITLE, summary, facts=tuple(facts), figures=(figure,), note=NOTE, data=data)


def _si(value: float) -> str:
    for prefix, scale in (("P", 1e15), ("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(value) >= scale:
            return f"{value / scale:.3g} {prefix}"
    return f"{value:.3g} "


# ---------------------------------------------------------------------------------------------
# Drawing

_WIDTH, _HEIGHT, _LEFT, _RIGHT, _TOP, _BOTTOM = 640, 400, 70, 20, 20, 50


def _decades(low: float, high: float) -> tuple[int, int]:
    return math.floor(math.log10(low)), math.ceil(math.log10(high))


def _draw(roofs: Roofs, points: list[Point], target: Target) -> str:
    x_low, x_high = _decades(min([roofs.ridge / 10, *(p.intensity / 2 for p in points)]),
                             max([roofs.ridge * 10, *(p.intensity * 2 for p in points)]))
    y_low, y_high = _decades(min([roofs.peak / 1e4, *(p.flops / 2 for p in points)]), roofs.peak * 2)
    plot_w, plot_h = _WIDTH - _LEFT - _RIGHT, _HEIGHT - _TOP - _BOTTOM

    def x(intensity: float) -> float:
        return _LEFT + (math.log10(intensity) - x_low) / (x_high - x_low) * plot_w

    def y(flops: float) -> float:
        return _TOP + (y_high - math.log10(flops)) / (y_high - y_low) * plot_h

    parts = [svg.rect(_LEFT, _TOP, plot_w, plot_h, fill="none", stroke="#999")]
    for exponent in range(x_low, x_high + 1):
        parts.append(svg.line(x(10.0 ** exponent), _TOP, x(10.0 ** exponent), _TOP + plot_h, stroke="#eee"))
        parts.append(svg.text(x(10.0 ** exponent) - 10, _TOP + plot_h + 14, f"1e{exponent}", font_size=10))
    for exponent in range(y_low, y_high + 1):
        parts.append(svg.line(_LEFT, y(10.0 ** exponent), _LEFT + plot_w, y(10.0 ** exponent), stroke="#eee"))
        parts.append(svg.text(8, y(10.0 ** exponent) + 4, f"1e{exponent}", font_size=10))
    left = 10.0 ** x_low
    start = max(left, 10.0 ** y_low / roofs.bandwidth)
    parts.append(svg.polyline([(x(start), y(start * roofs.bandwidth)), (x(roofs.ridge), y(roofs.peak)),
                               (x(10.0 ** x_high), y(roofs.peak))], fill="none", stroke="#333", stroke_width=2,
                              class_="roof", data_peak=roofs.peak, data_bandwidth=roofs.bandwidth))
    parts.append(svg.text(x(roofs.ridge) + 6, y(roofs.peak) - 6,
                          f"{roofs.peak_name} peak {_si(roofs.peak)}FLOP/s", font_size=10))
    parts.append(svg.text(x(start) + 4, y(start * roofs.bandwidth) - 8, f"DRAM {target.dram_gb_per_s:g} GB/s",
                          font_size=10))
    # Estimates on top: measured and model points first.
    for point in sorted(points, key=lambda p: KINDS.index(p.kind), reverse=True):
        colour, radius = _KIND_STYLE[point.kind]
        tooltip = (f"{point.kind}: {point.label}: {point.intensity:.3g} FLOP/byte, {_si(point.flops)}FLOP/s, "
                   f"{point.seconds * 1e6:.3g} us")
        parts.append(svg.circle(x(point.intensity), y(point.flops), radius, tooltip, fill=colour, fill_opacity=0.75,
                                stroke="#222", stroke_width=0.5, class_="point", data_kind=point.kind,
                                data_intensity=point.intensity, data_flops=point.flops, data_work=point.work,
                                data_bytes=point.bytes, data_seconds=point.seconds))
    for index, kind in enumerate(KINDS):
        colour, radius = _KIND_STYLE[kind]
        parts.append(svg.circle(_LEFT + 12 + 110 * index, _HEIGHT - 12, radius, fill=colour))
        parts.append(svg.text(_LEFT + 22 + 110 * index, _HEIGHT - 8, kind, font_size=10))
    parts.append(svg.text(_LEFT + plot_w / 2 - 60, _TOP + plot_h + 30, "FLOP / DRAM byte", font_size=11))
    return svg.svg(_WIDTH, _HEIGHT, parts, "roofline: arithmetic intensity against throughput", class_="roofline",
                   data_peak=roofs.peak, data_bandwidth=roofs.bandwidth)


def _table(roofs: Roofs, points: list[Point]) -> str:
    rows = [("kind", "what", "FLOP/byte", "FLOP/s", "time")]
    rows += [(p.kind, p.label, f"{p.intensity:.4g}", f"{_si(p.flops)}FLOP/s", f"{p.seconds * 1e6:.4g} us")
             for p in points]
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = [f"roofs: {roofs.peak_name} {_si(roofs.peak)}FLOP/s, DRAM {_si(roofs.bandwidth)}B/s, "
             f"ridge {roofs.ridge:.4g} FLOP/byte"]
    lines += ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() for row in rows]
    lines.insert(2, "  ".join("-" * width for width in widths))
    return "\n".join(lines)
