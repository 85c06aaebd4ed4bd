"""The ``ir`` section: the module after every pass of the pipeline, each pass a collapsed block with
the unified diff against the IR before it; a chart of the lines each pass added and removed.

The full IR is carried by the input, by the last pass of each stage and by every pass that rewrote
most lines (its IR is shorter than its diff); the diffs rebuild every other pass's IR. Of a module
with several kernels, only this kernel's function and kernel are shown. Each block is capped
(PASS_TEXT_LIMIT, STAGE_TEXT_LIMIT) and says what it left out: that keeps a GEMM's page at a few
megabytes instead of tens."""

from __future__ import annotations

import difflib
from typing import Any

from tirc.explain import svg
from tirc.explain.model import Detail, Figure, KernelView, Section

TITLE = "IR after every pass"
# The most characters one pass's block shows, and one stage's IR: a GEMM kernel's IR is thousands of
# lines, and the conversions to LLVM renumber every value, so whole dumps would make a page of tens
# of megabytes. What is cut says so and how to get all of it.
PASS_TEXT_LIMIT = 32_000
STAGE_TEXT_LIMIT = 160_000
WHOLE_DUMPS = "tirc compile INPUT --dump-dir DIR writes the IR after every pass"


def capped(text: str, limit: int) -> tuple[str, str]:
    """``text`` cut at a line boundary to at most ``limit`` characters, a last line saying what was
    left out; and a note for the block's summary ("" when nothing was cut)."""
    if len(text) <= limit:
        return text, ""
    cut = text.rfind("\n", 0, limit)
    shown = text[:cut if cut > 0 else limit]
    total, kept = text.count("\n") + 1, shown.count("\n") + 1
    return (f"{shown}\n... {total - kept} more lines left out ({WHOLE_DUMPS})",
            f"; first {kept} of {total} lines shown")


def _stages(view: KernelView) -> list[str]:
    """The stage of each pass after the input, in pipeline order (from the compile's pass timings)."""
    return [timing.stage for timing in view.result.timings]


def changes_svg(rows: list[tuple[str, int, int]], label: str) -> str:
    """One row per pass: lines added (green, right) and removed (red, left) against the IR before it."""
    top = max((max(added, removed) for _, added, removed in rows), default=1) or 1
    middle, half = 330, 170
    children = [svg.line(middle, 0, middle, 8 + len(rows) * 14, stroke="#888")]
    for index, (name, added, removed) in enumerate(rows):
        y = 4 + index * 14
        add_width = round(added / top * half, 1)
        del_width = round(removed / top * half, 1)
        children.append(svg.group([
            svg.text(0, y + 10, name, font_size=10, font_family="monospace"),
            svg.rect(middle - del_width, y, del_width, 10, tooltip=f"{name}: -{removed} lines", fill="#d9534f"),
            svg.rect(middle, y, add_width, 10, tooltip=f"{name}: +{added} lines", fill="#4cae4c"),
            svg.text(middle + half + 6, y + 10, f"+{added} -{removed}" if added or removed else "unchanged",
                     font_size=10),
        ], class_="pass", data_pass=name, data_added=added, data_removed=removed))
    return svg.svg(middle + half + 90, 10 + len(rows) * 14, children, label, class_="ir-changes")


def _closes(line: str, indent: int) -> bool:
    return line.startswith(" " * indent + "}") and not line.startswith(" " * (indent + 1))


def without_others(lines: list[str], others: frozenset[str], indent: int = 2) -> list[str]:
    """The module's lines without the top-level ops (at ``indent``) that define one of ``others``
    (``@NAME(``: another function or kernel), each replaced by a one-line comment; inside a
    ``gpu.module`` the same one level deeper (tirc merges every kernel into one gpu.module)."""
    kept: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        starts = line.startswith(" " * indent) and not line.startswith(" " * (indent + 1)) \
            and not line.strip().startswith("}")
        if not starts:
            kept.append(line)
            index += 1
            continue
        end = index
        if line.rstrip().endswith("{"):
            end = index + 1
            while end < len(lines) and not _closes(lines[end], indent):
                end += 1
        chunk = lines[index:end + 1]
        named = next((name for name in others if f"@{name}(" in line), None)
        if named is not None:
            kept.append(f"{' ' * indent}// @{named}: another kernel's code, left out")
        elif line.lstrip().startswith("gpu.module ") and len(chunk) > 2:
            kept.extend([chunk[0], *without_others(chunk[1:-1], others, indent + 2), chunk[-1]])
        else:
            kept.extend(chunk)
        index = end + 1
    return kept


def other_names(view: KernelView) -> frozenset[str]:
    """The functions and kernels of the module that are not this kernel's: the kernels the link
    made and the functions of the launch plan, less this kernel and the function launching it."""
    functions = (view.result.manifest or {}).get("functions", [])
    own = {function.get("name") for function in functions
           if any(step.get("op") == "launch" and step.get("kernel") == view.name for step in function.get("steps", []))}
    names = {function.get("name") for function in functions} | set(view.result.link.kernels if view.result.link else ())
    return frozenset(str(name) for name in names - own - {view.name, None})


def build(view: KernelView) -> Section:
    others = other_names(view)
    dumps = [(name, "\n".join(without_others(text.splitlines(), others)) + "\n" if others else text)
             for name, text in view.pass_dumps]
    if not dumps:
        return Section("ir", TITLE, "no IR", unavailable="the compile recorded no IR after its passes")
    stages = _stages(view)
    passes = dumps[1:]
    if len(stages) != len(passes):   # a pipeline stopped early: no stage names to pair
        stages = [""] * len(passes)
    shown, cut = capped(dumps[0][1], STAGE_TEXT_LIMIT)
    details = [Detail("input", shown, summary=f"{dumps[0][1].count(chr(10))} lines: the module as read{cut}")]
    rows: list[tuple[str, int, int]] = []
    changed = 0
    previous_name, previous = dumps[0]
    for index, ((name, text), stage) in enumerate(zip(passes, stages)):
        number = index + 1
        title = f"{number:02d} {stage + ': ' if stage else ''}{name}"
        last_of_stage = index + 1 == len(passes) or stages[index + 1] != stage
        if text == previous:
            rows.append((f"{number:02d} {name}", 0, 0))
            details.append(Detail(title, "", summary="changed nothing"))
        else:
            changed += 1
            diff = list(difflib.unified_diff(previous.splitlines(), text.splitlines(),
                                             f"after {previous_name}", f"after {name}", lineterm="", n=1))
            added = sum(1 for line in diff if line.startswith("+") and not line.startswith("+++"))
            removed = sum(1 for line in diff if line.startswith("-") and not line.startswith("---"))
            rows.append((f"{number:02d} {name}", added, removed))
            diff_text = "\n".join(diff)
            if len(diff_text) < len(text):
                shown, cut = capped(diff_text, PASS_TEXT_LIMIT)
                details.append(Detail(title, shown, kind="diff", summary=f"+{added} -{removed} lines{cut}"))
            else:   # a rewrite of most lines (e.g. a conversion to LLVM): its IR is shorter than its diff
                shown, cut = capped(text, PASS_TEXT_LIMIT)
                details.append(Detail(title, shown, summary=f"+{added} -{removed} lines: most lines changed, "
                                                            f"the IR after it instead of the diff{cut}"))
        if last_of_stage:
            shown, cut = capped(text, STAGE_TEXT_LIMIT)
            details.append(Detail(f"IR after stage {stage or '?'} (after {name})", shown,
                                  summary=f"{text.count(chr(10))} lines{cut}"))
        previous_name, previous = name, text
    table = "\n".join(f"{name:<40} " + (f"+{added} -{removed}" if added or removed else "unchanged")
                      for name, added, removed in rows)
    figure = Figure("lines changed by each pass", changes_svg(rows, f"{view.name}: lines each pass changed"), table,
                    caption="green: lines added, red: lines removed, against the IR before the pass")
    summary = f"{len(passes)} passes, {changed} changed the IR shown"
    data: dict[str, Any] = {"passes": len(passes), "changed": changed}
    scope = (f"this kernel's function and kernel; {len(others)} other functions and kernels of the module "
             "left out (tirc compile --dump-dir DIR writes the whole module)") if others else "the whole module"
    facts = (("passes", str(len(passes))), ("passes that changed the IR shown", str(changed)), ("IR shown", scope))
    return Section("ir", TITLE, summary, facts, (figure,), tuple(details), data=data)
