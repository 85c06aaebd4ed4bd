"""``tirc tune --report PATH``: one self-contained HTML page of a tune's candidates, drawn with the
explain page's machinery (tirc.explain: Sections, the SVG writer, the HTML renderer).

One section per tuned workload: a scatter of every candidate the database holds for it (its key:
workload, bucket, target, tirc version, pipeline hash), sorted by the static model's estimate,
with its measured time beside it when the tune measured on a GPU; the heuristic's schedule and the
winner (the database's record) are marked (``data-heuristic``, ``data-winner``), and a table lists
every candidate with its knobs (failed ones with their error). Everything comes from the database,
so a rerun whose records were all there (nothing compiled) still draws every candidate.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from html import escape
from typing import Any

from tirc.explain import svg
from tirc.explain.model import Figure, Section
from tirc.tune.db import TuningDB, TuningRecord, format_seconds, schedule_summary, workload_summary

SECTION_ID = "tune"
# Marks of the picture: the kind of time -> (fill, radius).
_STYLE: dict[str, tuple[str, float]] = {"estimate": ("#2874a6", 4.5), "measured": ("#1e8449", 4.5)}


@dataclass(frozen=True)
class CandidateRow:
    """One candidate's knobs and what the database holds for it."""
    knobs: dict[str, Any]
    knobs_text: str
    estimate: float | None     # the static model's seconds
    measured: float | None     # the GPU's median seconds (--measure gpu)
    spread: float              # the measurement's interquartile range
    error: str                 # why it has no time ("" when it has one)
    winner: bool
    heuristic: bool

    def label(self, varying: tuple[str, ...]) -> str:
        """Its knobs that differ between the workload's candidates (all of them when none does)."""
        shown = {name: value for name, value in self.knobs.items() if name in varying} or self.knobs
        return schedule_summary(shown)


def varying_knobs(rows: list[CandidateRow]) -> tuple[str, ...]:
    """The knobs whose values differ between ``rows``, in the knobs' order."""
    names: list[str] = []
    for row in rows:
        names.extend(name for name in row.knobs if name not in names)
    return tuple(name for name in names if len({json.dumps(row.knobs.get(name)) for row in rows}) > 1)


def candidate_rows(db: TuningDB, workload: str, bucket: str, target: str, tirc_version: str,
                   pipeline_hash: str) -> tuple[list[CandidateRow], TuningRecord | None]:
    """The workload's candidates (both measures merged per knobs), sorted by estimate, and its record."""
    record = db.get(workload, bucket, target, tirc_version, pipeline_hash)
    winner = json.dumps(record.schedule, sort_keys=True) if record is not None else None
    heuristic_knobs = (record.figures.get("heuristic") or {}).get("schedule") if record is not None else None
    heuristic = json.dumps(heuristic_knobs, sort_keys=True) if heuristic_knobs else None
    found: dict[str, dict[str, Any]] = {}
    for key, result in db.candidates():
        if (key.workload, key.bucket, key.target, key.tirc_version, key.pipeline_hash) != \
                (workload, bucket, target, tirc_version, pipeline_hash):
            continue
        entry = found.setdefault(key.knobs_text, {"estimate": None, "measured": None, "spread": 0.0, "error": ""})
        if "seconds" not in result:
            entry["error"] = entry["error"] or str(result.get("error", "no time"))
            continue
        figures = result.get("figures") or {}
        if key.measure == "gpu":
            entry["measured"], entry["spread"] = float(result["seconds"]), float(result.get("spread", 0.0))
            if figures.get("model_seconds") is not None and entry["estimate"] is None:
                entry["estimate"] = float(figures["model_seconds"])
        else:
            entry["estimate"] = float(result["seconds"])
        entry["error"] = ""
    rows = []
    for text, entry in found.items():
        knobs = json.loads(text)
        canonical = json.dumps(knobs, sort_keys=True)
        rows.append(CandidateRow(knobs, text, entry["estimate"], entry["measured"], entry["spread"],
                                 entry["error"] if entry["estimate"] is None and entry["measured"] is None else "",
                                 canonical == winner, canonical == heuristic))

    def order(row: CandidateRow) -> tuple[int, float, str]:
        time = row.estimate if row.estimate is not None else row.measured
        return (0, time, row.knobs_text) if time is not None else (1, 0.0, row.knobs_text)
    return sorted(rows, key=order), record


def workload_section(summary: Any, rows: list[CandidateRow], record: TuningRecord | None, index: int) -> Section:
    """One workload's section: the scatter and the table of its candidates."""
    title = f"{summary.kernel}: {workload_summary(summary.workload, summary.bucket)}"
    timed = [row for row in rows if row.error == ""]
    winner = next((row for row in rows if row.winner), None)
    heuristic = next((row for row in rows if row.heuristic), None)
    facts = [("status", summary.status), ("candidates", f"{len(timed)} with a time, {len(rows) - len(timed)} failed"),
             ("heuristic", _row_text(heuristic) if heuristic else summary.heuristic or "-"),
             ("winner", _row_text(winner) if winner else "none recorded")]
    if record is not None:
        facts.append(("record", f"{format_seconds(record.seconds)} ({record.source_text})"))
    if not timed:
        return Section(SECTION_ID, title, f"{summary.status}: no candidate with a time", facts=tuple(facts),
                       unavailable="the database holds no timed candidate of this workload",
                       data={"candidates": 0, "workload_index": index})
    speedup = ""
    if winner is not None and heuristic is not None:
        best, base = _time(winner), _time(heuristic)
        if best and base:
            speedup = f", {base / best:.3g}x the heuristic"
    varying = varying_knobs(rows)
    summary_line = f"{len(timed)} candidates; winner {winner.label(varying) if winner else '-'}{speedup}"
    figure = Figure(f"candidates of {summary.kernel}", _draw(rows, index, varying), _table(rows),
                    caption="candidates sorted by the static model's estimate; ringed: winner (green), "
                            "heuristic (orange)")
    data = {"candidates": len(timed), "failed": len(rows) - len(timed), "workload_index": index,
            "winner": winner.knobs_text if winner else "", "heuristic": heuristic.knobs_text if heuristic else "",
            "measured": any(row.measured is not None for row in rows)}
    return Section(SECTION_ID, title, summary_line, facts=tuple(facts), figures=(figure,),
                   note="estimates are the static model's, not measurements" if not data["measured"] else "",
                   data=data)


def _time(row: CandidateRow) -> float | None:
    """The time the tune ranked it by: measured when there is one, else the estimate."""
    return row.measured if row.measured is not None else row.estimate


def _row_text(row: CandidateRow) -> str:
    times = [f"estimate {format_seconds(row.estimate)}" if row.estimate is not None else "",
             f"measured {format_seconds(row.measured)}" if row.measured is not None else ""]
    return f"{schedule_summary(row.knobs)} ({', '.join(t for t in times if t) or row.error})"


def report_sections(db_path: str, outcome: Any) -> list[Section]:
    """A Section per workload of ``outcome`` that the tune searched or found (pinned ones have none)."""
    sections = []
    with TuningDB(db_path, create=False) as db:
        for index, summary in enumerate(outcome.summaries):
            if summary.status == "pinned":
                continue
            rows, record = candidate_rows(db, summary.workload, summary.bucket, outcome.target, outcome.tirc_version,
                                          outcome.pipeline_hash)
            sections.append(workload_section(summary, rows, record, index))
    return sections


def render_report(input_path: str, db_path: str, measure: str, outcome: Any) -> str:
    """The whole HTML page of a tune."""
    from tirc.explain.html import anchor_id, render_page, render_section
    sections = report_sections(db_path, outcome)
    body = [f"<h1>tirc tune {escape(input_path)}</h1>",
            f'<p class="meta">target {escape(outcome.target)}, measure {escape(measure)}, database '
            f"{escape(db_path)}, tirc {escape(outcome.tirc_version)}; {outcome.compiles} compiles</p>"]
    if not sections:
        body.append('<p class="unavailable">no workload was tuned (every schedule was pinned)</p>')
    for section, summary in zip(sections, [s for s in outcome.summaries if s.status != "pinned"]):
        body.append(render_section(section, anchor_id(f"tune-{section.data['workload_index']}-{summary.kernel}")))
    return render_page(f"tirc tune {input_path}", "".join(body))


def render_report_text(outcome: Any, db_path: str) -> str:
    """The same sections as text (their tables)."""
    from tirc.explain.text import render_section_text
    return "\n\n".join(render_section_text(section) for section in report_sections(db_path, outcome))


# ---------------------------------------------------------------------------------------------
# Drawing

_WIDTH, _HEIGHT, _LEFT, _RIGHT, _TOP, _BOTTOM = 720, 440, 70, 20, 20, 190


def _draw(rows: list[CandidateRow], index: int, varying: tuple[str, ...]) -> str:
    timed = [row for row in rows if row.error == ""]
    times = [t for row in timed for t in (row.estimate, row.measured) if t is not None]
    low, high = min(times), max(times)
    logarithmic = high / low > 10
    pad = (high - low) * 0.1 or high * 0.1

    def scale(value: float) -> float:
        if logarithmic:
            lo, hi = math.log10(low) - 0.1, math.log10(high) + 0.1
            return (math.log10(value) - lo) / (hi - lo)
        return (value - (low - pad)) / ((high + pad) - (low - pad))

    plot_w, plot_h = _WIDTH - _LEFT - _RIGHT, _HEIGHT - _TOP - _BOTTOM
    step = plot_w / max(len(timed), 1)

    def x(position: int) -> float:
        return _LEFT + step * (position + 0.5)

    def y(seconds: float) -> float:
        return _TOP + (1 - scale(seconds)) * plot_h

    parts = [svg.rect(_LEFT, _TOP, plot_w, plot_h, fill="none", stroke="#999")]
    for fraction in (0.0, 0.25, 0.5, 0.75, 1.0):
        value = (10 ** (math.log10(low) - 0.1 + fraction * (math.log10(high) - math.log10(low) + 0.2))
                 if logarithmic else (low - pad) + fraction * (high - low + 2 * pad))
        parts.append(svg.line(_LEFT, y(value), _LEFT + plot_w, y(value), stroke="#eee"))
        parts.append(svg.text(4, y(value) + 4, format_seconds(value), font_size=10))
    for position, row in enumerate(timed):
        marks = []
        time = _time(row)
        assert time is not None
        if row.winner:
            marks.append(svg.circle(x(position), y(time), 10, fill="none", stroke="#1e8449", stroke_width=2,
                                    class_="winner-mark"))
        if row.heuristic:
            marks.append(svg.circle(x(position), y(time), 7, fill="none", stroke="#d35400", stroke_width=2,
                                    class_="heuristic-mark"))
        for kind, seconds in (("estimate", row.estimate), ("measured", row.measured)):
            if seconds is None:
                continue
            colour, radius = _STYLE[kind]
            tooltip = f"{kind} {format_seconds(seconds)}: {schedule_summary(row.knobs)}"
            if kind == "measured":
                marks.append(svg.rect(x(position) - radius, y(seconds) - radius, 2 * radius, 2 * radius, tooltip,
                                      fill=colour, class_="time", data_kind=kind, data_seconds=seconds))
            else:
                marks.append(svg.circle(x(position), y(seconds), radius, tooltip, fill=colour, class_="time",
                                        data_kind=kind, data_seconds=seconds))
        label_y = _TOP + plot_h + 10
        marks.append(svg.text(x(position), label_y, row.label(varying), font_size=9, text_anchor="end",
                              transform=f"rotate(-60 {x(position):.1f} {label_y})"))
        parts.append(svg.group(marks, class_="candidate", data_knobs=row.knobs_text, data_rank=position,
                               data_winner=str(row.winner).lower(), data_heuristic=str(row.heuristic).lower(),
                               data_estimate=row.estimate, data_measured=row.measured))
    legend_y = _HEIGHT - 10
    parts.append(svg.circle(_LEFT + 6, legend_y - 4, 4.5, fill=_STYLE["estimate"][0]))
    parts.append(svg.text(_LEFT + 14, legend_y, "estimate (static model)", font_size=10))
    parts.append(svg.rect(_LEFT + 170, legend_y - 8, 9, 9, fill=_STYLE["measured"][0]))
    parts.append(svg.text(_LEFT + 184, legend_y, "measured (GPU median)", font_size=10))
    parts.append(svg.circle(_LEFT + 340, legend_y - 4, 7, fill="none", stroke="#1e8449", stroke_width=2))
    parts.append(svg.text(_LEFT + 352, legend_y, "winner", font_size=10))
    parts.append(svg.circle(_LEFT + 420, legend_y - 4, 6, fill="none", stroke="#d35400", stroke_width=2))
    parts.append(svg.text(_LEFT + 432, legend_y, "heuristic", font_size=10))
    return svg.svg(_WIDTH, _HEIGHT, parts, "tuning candidates: time against knobs", class_="candidates",
                   data_workload_index=index, data_logarithmic=str(logarithmic).lower())


def _table(rows: list[CandidateRow]) -> str:
    header = ("#", "knobs", "estimate", "measured", "mark")
    lines = [header]
    for position, row in enumerate(rows):
        mark = " ".join(name for name, flag in (("winner", row.winner), ("heuristic", row.heuristic)) if flag)
        lines.append((str(position) if not row.error else "-", schedule_summary(row.knobs),
                      format_seconds(row.estimate) if row.estimate is not None else (row.error or "-"),
                      format_seconds(row.measured) if row.measured is not None else "-", mark))
    widths = [max(len(line[column]) for line in lines) for column in range(len(header))]
    text = ["  ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip() for line in lines]
    text.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(text)
