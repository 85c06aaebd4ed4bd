"""The ``banks`` section: the shared-memory bank map of the kernel's own accesses.

The kernel runs in tirc's PTX emulator (race checking on) the way ``tirc run --emulate --stats``
runs it, with the emulator's shared-access trace on (``LaunchOptions.trace_shared``): for every PTX
line that touches shared memory, its warp-level accesses, their wavefronts and bank conflicts as the
statistics count them, and one representative warp access (the first with the most conflicts) as
lane -> byte offsets -> banks. Each line gets a 32-lane x 32-bank grid of that access; the main
loop's lines (those of the loop that holds the mma/wgmma) come first. The section's total is the
run's ``shared bank conflicts`` figure for this kernel.
"""

from __future__ import annotations

import math
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from tirc.explain import svg
from tirc.explain.model import Detail, Figure, KernelView, Section

SECTION_ID = "banks"
TITLE = "Shared-memory banks"
BANKS = 32
BANK_BYTES = 4
LANES = 32

_LABEL = re.compile(r"^\s*(\$?[A-Za-z_][\w$]*):")
_BRANCH = re.compile(r"^\s*(?:@!?%\w+\s+)?bra(?:\.uni)?\s+(\$?[A-Za-z_][\w$]*)\s*;")
_ENTRY = re.compile(r"^\s*(?:\.visible\s+)?\.entry\s+([\w$]+)\s*\(")
_WAIT = re.compile(r"^\s*(?:@!?%\w+\s+)?(?:cp\.async\.wait_group|cp\.async\.wait_all|bar\.sync|barrier\.sync"
                   r"|mbarrier\.try_wait|wgmma\.wait_group)\b")
_TENSOR_CORE = re.compile(r"^\s*(?:mma\.sync|wgmma\.mma_async)\b")

# An op spec whose sizes multiply to at most this runs at its own sizes (the example specs' GEMMs,
# which `tirc run --emulate` runs in seconds); a larger one at the tuner's check size.
OWN_SIZE_BUDGET = 1 << 22

# Grid geometry (user units).
_CELL = 12
_LEFT = 64
_TOP = 40


@dataclass(frozen=True)
class LaneAccess:
    """One lane of the sampled warp access: its byte offset and the banks its bytes fall in."""
    lane: int
    offset: int
    banks: tuple[int, ...]
    phase: int


def kernel_lines(ptx: str, kernel: str) -> tuple[int, int]:
    """(first, last) 1-based lines of ``kernel``'s entry in a module (the whole module when absent)."""
    lines = ptx.splitlines()
    entries = [(n, found.group(1)) for n, text in enumerate(lines, start=1) if (found := _ENTRY.match(text))]
    start = next((n for n, name in entries if name == kernel), None)
    if start is None:
        return 1, len(lines)
    later = [n for n, _ in entries if n > start]
    return start, (later[0] - 1 if later else len(lines))


def main_loop_lines(ptx: str, kernel: str | None = None) -> tuple[int, int] | None:
    """(first, last) 1-based PTX lines of the innermost loop (a label and a backward branch to it)
    of ``kernel``'s entry that holds a Tensor Core instruction; for a K loop unrolled at the emulated
    size, the lines from the wait before the first Tensor Core instruction to the last; None without
    one."""
    labels: dict[str, int] = {}
    loops: list[tuple[int, int]] = []
    first, last = kernel_lines(ptx, kernel) if kernel is not None else (1, len(ptx.splitlines()))
    lines = ptx.splitlines()
    for number, text in enumerate(lines, start=1):
        if not first <= number <= last:
            continue
        label = _LABEL.match(text)
        if label:
            labels[label.group(1)] = number
        branch = _BRANCH.match(text)
        if branch and branch.group(1) in labels:
            loops.append((labels[branch.group(1)], number))
    mma = [n for n, text in enumerate(lines, start=1) if first <= n <= last and _TENSOR_CORE.match(text)]
    holding = [(first, last) for first, last in loops if any(first <= n <= last for n in mma)]
    if holding:
        return min(holding, key=lambda span: span[1] - span[0])
    if not mma:
        return None
    # A K loop unrolled at this size: from the wait that precedes the first Tensor Core instruction
    # (its operands' copies) to the last one.
    waits = [n for n, text in enumerate(lines[:mma[0]], start=1) if n >= first and _WAIT.match(text)]
    return (waits[-1] if waits else mma[0], mma[-1])


def lane_accesses(offsets: tuple[int, ...], size: int, phases: int) -> list[LaneAccess]:
    """The active lanes of a sampled access with the banks of their ``size`` bytes."""
    out = []
    per_phase = LANES // phases
    for lane, offset in enumerate(offsets):
        if offset < 0:
            continue
        words = range(offset // BANK_BYTES, (offset + max(size, BANK_BYTES) - 1) // BANK_BYTES + 1)
        out.append(LaneAccess(lane, offset, tuple(sorted({w % BANKS for w in words})), lane // per_phase))
    return out


def conflicted_banks(accesses: list[LaneAccess], size: int) -> set[tuple[int, int]]:
    """(phase, bank) pairs asked for more than one distinct 32-bit word within a phase."""
    words: dict[tuple[int, int], set[int]] = {}
    for access in accesses:
        for word in range(access.offset // BANK_BYTES, (access.offset + max(size, BANK_BYTES) - 1) // BANK_BYTES + 1):
            words.setdefault((access.phase, word % BANKS), set()).add(word)
    return {key for key, distinct in words.items() if len(distinct) > 1}


def _op_name(opcode: str) -> str:
    """The family an access belongs to: ldmatrix, stmatrix, cp.async, ld.shared, st.shared, ..."""
    parts = opcode.split(".")
    if parts[0] in ("ldmatrix", "stmatrix"):
        return parts[0]
    if parts[0] == "cp":
        return ".".join(parts[:2])
    return f"{parts[0]}.shared" if "shared" in parts else parts[0]


def _grid_svg(group: list[Any], in_loop: bool) -> tuple[str, str]:
    """The bank grid of the sampled access of a group of lines with one access pattern, and the same
    facts as text."""
    trace = group[0]
    sample = trace.sample
    phases = len(sample.wavefronts)
    accesses = lane_accesses(sample.offsets, sample.size, phases)
    hot = conflicted_banks(accesses, sample.size)
    op = _op_name(trace.opcode)
    width = _LEFT + BANKS * _CELL + 8
    height = _TOP + LANES * _CELL + 24
    parts = [svg.text(4, 14, f"line {trace.line}: {op} ({sample.size} B/lane, warp {sample.warp}) "
                      f"{sample.conflicts} conflicts", class_="caption", font_size=11)]
    for bank in range(BANKS):
        x = _LEFT + bank * _CELL
        hot_column = any(b == bank for _, b in hot)
        parts.append(svg.text(x + _CELL / 2, _TOP - 4, str(bank), font_size=7, text_anchor="middle",
                              fill="#c00" if hot_column else "#444"))
    parts.append(svg.text(_LEFT - 4, _TOP - 4, "bank", font_size=8, text_anchor="end"))
    per_phase = LANES // phases
    for lane in range(LANES):
        y = _TOP + lane * _CELL
        parts.append(svg.text(_LEFT - 4, y + _CELL - 3, f"T{lane}", font_size=8, text_anchor="end"))
        parts.append(svg.rect(_LEFT, y, BANKS * _CELL, _CELL, fill="none", stroke="#eee", stroke_width=0.5))
    for phase in range(1, phases):
        y = _TOP + phase * per_phase * _CELL
        parts.append(svg.line(_LEFT - 40, y, _LEFT + BANKS * _CELL, y, stroke="#888", stroke_dasharray="3 2"))
    for access in accesses:
        y = _TOP + access.lane * _CELL
        for bank in access.banks:
            conflicted = (access.phase, bank) in hot
            parts.append(svg.rect(
                _LEFT + bank * _CELL + 0.5, y + 0.5, _CELL - 1, _CELL - 1,
                tooltip=f"T{access.lane}: byte {access.offset} -> bank {bank}" + (" (conflict)" if conflicted else ""),
                fill=svg.lane_colour(access.lane), stroke="#c00" if conflicted else "none",
                stroke_width=2 if conflicted else 0, class_="lane conflict" if conflicted else "lane",
                data_lane=access.lane, data_bank=bank, data_offset=access.offset, data_phase=access.phase,
                data_conflict=int(conflicted)))
    parts.append(svg.text(4, height - 8, "wavefronts per phase: " + ", ".join(str(w) for w in sample.wavefronts)
                          + ("" if in_loop else "  (outside the main loop)"), font_size=9))
    picture = svg.svg(width, height, parts, f"bank map of PTX line {trace.line} ({op})",
                      data_line=trace.line, data_lines=" ".join(str(t.line) for t in group), data_op=op,
                      data_conflicts=sample.conflicts, data_line_conflicts=sum(t.conflicts for t in group),
                      data_main_loop=int(in_loop), class_="bank-map")
    rows = [f"{'lane':>4}  {'byte':>7}  banks"]
    for access in accesses:
        marks = " ".join(f"{b}{'!' if (access.phase, b) in hot else ''}" for b in access.banks)
        rows.append(f"T{access.lane:<3}  {access.offset:>7}  {marks}")
    rows.append(f"phases {phases}, wavefronts {list(sample.wavefronts)}, conflicts {sample.conflicts} "
                "(! = conflicted bank)")
    return picture, "\n".join(rows)


def _in(loop: tuple[int, int] | None, line: int) -> bool:
    return loop is not None and loop[0] <= line <= loop[1]


def _same_pattern(traces: list[Any], loop: tuple[int, int] | None) -> list[list[Any]]:
    """The sampled lines grouped by what their picture shows (the op, the bytes per lane, each lane's
    offset from a 128-byte boundary, the wavefronts), in order of first appearance, main loop apart."""
    groups: dict[tuple[Any, ...], list[Any]] = {}
    for trace in traces:
        sample = trace.sample
        if sample is None:
            continue
        active = [o for o in sample.offsets if o >= 0]
        base = min(active) & ~127 if active else 0
        key = (_in(loop, trace.line), _op_name(trace.opcode), sample.size, sample.wavefronts,
               tuple(o - base if o >= 0 else -1 for o in sample.offsets))
        groups.setdefault(key, []).append(trace)
    return list(groups.values())


def _summary_table(traces: list[Any], loop: tuple[int, int] | None) -> str:
    header = f"{'line':>5}  {'op':<10} {'loop':<4} {'accesses':>9} {'wavefronts':>11} {'conflicts':>10}"
    rows = [header]
    for trace in traces:
        in_loop = loop is not None and loop[0] <= trace.line <= loop[1]
        rows.append(f"{trace.line:>5}  {_op_name(trace.opcode):<10} {'yes' if in_loop else '':<4} "
                    f"{trace.accesses:>9} {trace.wavefronts:>11} {trace.conflicts:>10}")
    return "\n".join(rows)


def _loop_detail(ptx: str, loop: tuple[int, int] | None) -> tuple[Detail, ...]:
    """The main loop's PTX with its line numbers (the lines the figures name)."""
    if loop is None:
        return ()
    lines = ptx.splitlines()[loop[0] - 1:loop[1]]
    text = "\n".join(f"{loop[0] + i:>5}  {line}" for i, line in enumerate(lines))
    return (Detail("main loop PTX (emulated module)", text, summary=f"lines {loop[0]}-{loop[1]}"),)


def _spec_kernel(path: str, function: str) -> dict[str, Any]:
    """The op spec's kernel entry that compiles to ``function`` ({} when there is none)."""
    from tirc.frontend import is_opspec
    if not is_opspec(path):
        return {}
    spec = yaml.safe_load(Path(path).read_text())
    for kernel in spec.get("kernels", []) if isinstance(spec, dict) else []:
        if isinstance(kernel, dict) and kernel.get("name") == function:
            return kernel
    return {}


def _spec_sizes(path: str, function: str) -> dict[str, int]:
    """An op spec kernel's own static sizes (what runs when no --shape is given)."""
    shape = _spec_kernel(path, function).get("shape")
    return {str(k): int(v) for k, v in shape.items() if isinstance(v, int)} if isinstance(shape, dict) else {}


def small_sizes(view: KernelView, options: Any, function: str) -> dict[str, int]:
    """The sizes the bank map is emulated at: ``view.shapes`` when given; the op spec's own sizes
    when their product is at most ``OWN_SIZE_BUDGET``; else, for an op spec's GEMM or attention
    larger than the tuner's check size (tirc.tune.emulate: one tile and a part along
    each tiled dimension, K of two tiles and a part), that size, batch and heads cut to one (a GQA
    ratio kept); else the input's own sizes ({})."""
    from tirc.runtime.execute import shipped_schedules
    from tirc.schedule.attention import AttentionSchedule
    from tirc.tune.emulate import attention_sizes, gemm_sizes

    if view.shapes:
        return dict(view.shapes)
    own = _spec_sizes(view.source, function)
    if not own or math.prod(own.values()) <= OWN_SIZE_BUDGET:
        return {}
    schedule = shipped_schedules(view.source, options).get(function)
    if schedule is None:
        return {}
    small: dict[str, int]
    if isinstance(schedule, AttentionSchedule):
        small = attention_sizes({"block_m": schedule.block_m, "block_n": schedule.block_n})
        if "H_kv" in own:
            small.update(H=max(1, own.get("H", 1) // max(1, own["H_kv"])), H_kv=1)
        elif "H" in own:
            small["H"] = 1
    else:
        dtype = _spec_kernel(view.source, function).get("dtype", "f16")
        element = str(dtype.get("a", "f16") if isinstance(dtype, dict) else dtype)
        small = gemm_sizes({"tile": (schedule.tile_m, schedule.tile_n, schedule.tile_k),
                            "split_k": schedule.split_k}, element)
    if "B" in own:
        small["B"] = 1
    small = {name: value for name, value in small.items() if name in own}
    if all(own[name] <= value for name, value in small.items()):
        return {}
    return small


@dataclass(frozen=True)
class BankRun:
    """The emulated run a banks section draws."""
    function: str
    sizes: dict[str, int]
    ptx: str
    stats: Any            # the kernel's LaunchStats, summed over its launches, with shared_trace
    launches: int
    alone: bool           # the op spec's kernel entry run by itself (at sizes chosen for it)


def _function_of(view: KernelView, options: Any) -> str:
    """The function whose launch plan launches ``view.name``."""
    from tirc.diagnostics import TircError
    from tirc.plan import launches, steps_of

    manifest = view.result.manifest
    if manifest is None:
        from tirc.driver import compile_input
        manifest = compile_input(view.source, options).manifest or {}
    for plan in manifest.get("functions", []):
        if view.name in {launch.kernel for launch in launches(steps_of(plan))}:
            return str(plan["name"])
    raise TircError(f"no function of {view.source} launches kernel {view.name}")


def emulate_kernel(view: KernelView) -> BankRun:
    """Run the function that launches ``view.name`` in the emulator (race checking on) as
    ``tirc run --emulate`` does, at ``view.shapes`` (or the input's own sizes), with the trace on."""
    from dataclasses import replace

    from tirc.diagnostics import TircError
    from tirc.driver import compile_input
    from tirc.frontend import is_opspec
    from tirc.options import CompileOptions
    from tirc.runtime.emulator import LaunchStats
    from tirc.runtime.execute import compile_shipped, compiled_for_run, emulate_compiled

    given = view.compile_options
    options = CompileOptions(pipeline=given.pipeline, target=given.target, emit="ptx", manifest=True,
                             remarks="off", allow_tf32=given.allow_tf32, weights=given.weights,
                             schedule=given.schedule, tuning_db=given.tuning_db, tuned=given.tuned)
    function = _function_of(view, options)
    shapes = small_sizes(view, options, function)
    with tempfile.TemporaryDirectory(prefix="tirc-banks-") as folder:
        path = view.source
        if shapes and not view.shapes:
            # Sizes chosen here are this kernel's: run its entry alone (a spec's sizes are shared by
            # name between its kernels, which may not all run at them).
            path = str(Path(folder) / Path(view.source).name)
            Path(path).write_text(yaml.safe_dump({"kernels": [_spec_kernel(view.source, function)]}))
        if is_opspec(path):
            result, pinned = compile_shipped(path, options, shapes)
        else:
            result, pinned = compile_input(path, replace(options, sizes=shapes)), False
        compiled = compiled_for_run(result, pinned)
        runs = emulate_compiled(compiled, path, shapes=shapes, function=function, trace_shared=True)
    run = runs[0]
    if not run.ok:
        raise TircError(f"{view.name}: the emulator run for the bank map does not match the reference")
    stats = LaunchStats()
    count = 0
    for kernel, launch_stats in run.launches:
        if kernel == view.name:
            stats.merge(launch_stats)
            count += 1
    sizes = {**_spec_sizes(view.source, function), **run.static_sizes, **run.symbols}
    return BankRun(function, sizes, compiled.ptx, stats, count, path != view.source)


def build(view: KernelView) -> Section:
    if not view.emulate:
        return Section(SECTION_ID, TITLE, "not run", unavailable="the emulator run is off (--no-emulate)")
    bank_run = emulate_kernel(view)
    stats = bank_run.stats
    trace = stats.shared_trace or {}
    if not bank_run.launches:
        return Section(SECTION_ID, TITLE, "not launched",
                       unavailable=f"the emulated run of @{bank_run.function} does not launch {view.name}")
    loop = main_loop_lines(bank_run.ptx, view.name)
    ordered = sorted(trace.values(), key=lambda t: (not (loop is not None and loop[0] <= t.line <= loop[1]), t.line))
    size_text = ", ".join(f"{k}={v}" for k, v in bank_run.sizes.items()) or "the input's own sizes"
    total = int(stats.shared_bank_conflicts)
    figures = []
    for group in _same_pattern(ordered, loop):
        first = group[0]
        in_loop = _in(loop, first.line)
        picture, text = _grid_svg(group, in_loop)
        where = "main loop" if in_loop else "outside the main loop"
        more = f" (and {len(group) - 1} more with this access pattern)" if len(group) > 1 else ""
        figures.append(Figure(
            f"line {first.line}{more}: {_op_name(first.opcode)} ({where})", picture, text,
            caption=f"{first.text.strip()} — {first.accesses} warp accesses, {first.wavefronts} wavefronts, "
                    f"{first.conflicts} conflicts; drawn: the first warp access with the most conflicts "
                    f"({first.sample.conflicts})"
                    + (f"; the same pattern at lines {', '.join(str(t.line) for t in group[1:])}" if more else "")))
    summary = _summary_table(ordered, loop)
    facts: tuple[tuple[str, str], ...] = (
        ("emulated at", f"@{bank_run.function}{' (its op spec entry alone)' if bank_run.alone else ''}, "
                        f"{size_text}, race checking on"),
        ("launches of this kernel", str(bank_run.launches)),
        ("shared accesses (warp-level)", str(stats.shared_accesses)),
        ("shared wavefronts", str(stats.shared_wavefronts)),
        ("shared bank conflicts", str(total)),
        ("instructions that touch shared memory", str(len(trace))),
        ("main loop", f"PTX lines {loop[0]}-{loop[1]}" if loop else "none (no Tensor Core instruction)"),
    )
    loop_traces = [t for t in ordered if _in(loop, t.line)]
    if loop is not None and not loop_traces:
        body = "\n".join(bank_run.ptx.splitlines()[loop[0] - 1:loop[1]])
        async_reads = [name for name, mark in (("TMA copies", "cp.async.bulk"), ("wgmma descriptor reads", "wgmma"))
                       if mark in body]
        facts += (("main loop shared accesses",
                   "none warp-level" + (f" ({' and '.join(async_reads)} are not per-lane accesses: the emulator "
                                        "counts no banks for them)" if async_reads else "")),)
    data: dict[str, Any] = {
        "total_conflicts": total, "shared_accesses": int(stats.shared_accesses),
        "shared_wavefronts": int(stats.shared_wavefronts), "function": bank_run.function,
        "sizes": dict(bank_run.sizes),
        "lines": [{"line": t.line, "op": _op_name(t.opcode), "accesses": t.accesses, "wavefronts": t.wavefronts,
                   "conflicts": t.conflicts, "main_loop": loop is not None and loop[0] <= t.line <= loop[1]}
                  for t in ordered],
    }
    summary_line = (f"{total} bank conflicts in {stats.shared_accesses} warp-level shared accesses "
                    f"(emulated at {size_text})")
    if not trace:   # e.g. a warp-per-row reduction: its lanes meet in shuffles, never in shared memory
        return Section(SECTION_ID, TITLE, summary_line, facts=facts, data=data,
                       unavailable="no bank to map: the kernel made no shared-memory access in the emulated run")
    return Section(SECTION_ID, TITLE, summary_line, facts=facts, figures=tuple(figures),
                   details=(Detail("per-instruction summary", summary,
                                   summary=f"{len(trace)} instructions, {total} conflicts"),
                            *_loop_detail(bank_run.ptx, loop)),
                   data=data)
