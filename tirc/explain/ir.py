"""The ``ir`` section: the module after every pass of the pipeline, each pass a collapsed block with
the unified diff against the IR before it; a chart of the lines each pass added and removed.

The full IR is carried by the input, by the last pass of each stage and by every pass that rewrote
most lines (its IR is shorter than its diff); the diffs rebuild every other pass's IR. That keeps the
section of a small GEMM near a megabyte instead of the several that a full IR per pass would take."""

from __future__ import annotations

import difflib
from typing import Any

from tirc.explain import svg
from tirc.explain.model import Detail, Figure, KernelView, Section

TITLE = "IR after every pass"


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


def build(view: KernelView) -> Section:
    dumps = list(view.pass_dumps)
    if not dumps:
        return Section("ir", TITLE, "no IR", unavailable="the compile recorded no IR after its passes")
    stages = _stages(view)
    passes = dumps[1:]
    if len(stages) != len(passes):   # a pipeline stopped early: no stage names to pair
        stages = [""] * len(passes)
    details = [Detail("input", dumps[0][1], summary=f"{dumps[0][1].count(chr(10))} lines: the module as read")]
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
                details.append(Detail(title, diff_text, kind="diff", summary=f"+{added} -{removed} lines"))
            else:   # a rewrite of most lines (e.g. a conversion to LLVM): its IR is shorter than its diff
                details.append(Detail(title, text, summary=f"+{added} -{removed} lines: most lines changed, "
                                                           "the IR after it instead of the diff"))
        if last_of_stage:
            details.append(Detail(f"IR after stage {stage or '?'} (after {name})", text,
                                  summary=f"{text.count(chr(10))} lines"))
        previous_name, previous = name, text
    table = "\n".join(f"{name:<40} " + (f"+{added} -{removed}" if added or removed else "unchanged")
                      for name, added, removed in rows)
    figure = Figure("lines changed by each pass", changes_svg(rows, f"{view.name}: lines each pass changed"), table,
                    caption="green: lines added, red: lines removed, against the IR before the pass")
    summary = f"{len(passes)} passes, {changed} changed the module"
    data: dict[str, Any] = {"passes": len(passes), "changed": changed}
    facts = (("passes", str(len(passes))), ("passes that changed the module", str(changed)),
             ("module", "the whole module (every kernel of the input): the same for each kernel"))
    return Section("ir", TITLE, summary, facts, (figure,), tuple(details), data=data)
