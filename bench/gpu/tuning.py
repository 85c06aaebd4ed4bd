"""The ``tune-llm`` step of the GPU check: ``tirc tune --measure gpu`` split in two, since the GPU
machine has no MLIR to compile candidates with.

- **prepare** (here, :func:`bench.gpu.prepare.prepare_tuning`) tunes the LLM shapes
  (``specs/llm.yaml``) with the static model for each chip into ``tuning/model.db`` of the bundle,
  then compiles the candidates the tuner measured as *rounds*: one compile of the spec per round,
  with one candidate per workload given as ``CompileOptions.tuned``, as the tuner compiles them.
- **run** (there, :func:`bench.gpu.run.step_tune`) times each round's kernels with
  :mod:`tirc.runtime.gpu_measure`'s method, checks each candidate's output against torch's float64
  GEMM, and turns the timings into ``gpu`` records (:func:`gpu_records`, with
  :func:`tirc.tune.space.choose_winner`) in ``bench/results/tuning-<gpu>-<date>.db`` and its JSON
  Lines export.

The bundle index's ``tuning`` entry::

    program, source, budget, keep, db, jsonl
    chips: chip -> {tirc_version, pipeline_hash, rounds: [{cubin, manifest, weights?}],
                    workloads: workload text -> {bucket, function, kernel, gemm, model_winner, emulated,
                                                 measured, candidates: [{knobs, round, kernel, model_seconds,
                                                 model_rank, heuristic, figures}]}}

A workload's ``candidates`` are the tuner's successful ones ordered by the model's estimate
(``model_rank`` 1 is the model's best), at most ``keep`` of them plus the heuristic's; ``measured``
is how many the tuner costed. This module imports neither MLIR nor torch.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

from tirc.tune.db import TuningRecord
from tirc.tune.space import Measured, choose_winner

PROGRAM = "llm"                 # the bundle program whose shapes are tuned
BUDGET = 3                      # tirc tune --budget at prepare time (the heuristic and two more per GEMM)
KEEP = 3                        # candidates per workload carried to the GPU (plus the heuristic's)
MODEL_DB = "tuning/model.db"
MODEL_JSONL = "tuning/model.jsonl"


def gpu_slug(name: str) -> str:
    """A GPU's name as a file name part: "NVIDIA H200" -> "nvidia-h200"."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "no-gpu"


@dataclass(frozen=True)
class Timing:
    """One candidate on the GPU: its median and quartiles (seconds) and its output check."""
    median_s: float
    q1_s: float
    q3_s: float
    repeat: int
    warmup: int
    ok: bool
    check: str

    @property
    def spread(self) -> float:
        return self.q3_s - self.q1_s


@dataclass(frozen=True)
class TunedRow:
    """A workload's line of the step's table."""
    function: str
    problem: str
    heuristic_s: float
    tuned_s: float
    tuned: str
    model_rank: int          # the model's rank of the winner among the carried candidates (1: its best)
    carried: int             # candidates carried in the bundle
    timed: int               # candidates timed whose output passed its check
    failed: list[str]        # why the others are not in the choice

    @property
    def speedup(self) -> float:
        return self.heuristic_s / self.tuned_s if self.tuned_s > 0 else math.nan


def knobs_key(knobs: dict[str, Any]) -> str:
    """A candidate's key as the tuner writes it (``tirc.tune.space.knobs_text``)."""
    return json.dumps(knobs, sort_keys=True, separators=(",", ":"))


def _finite(value: float) -> float | None:
    """A JSON value: a candidate that never ran has no time (None, not NaN)."""
    return value if math.isfinite(value) else None


def gpu_records(chip: str, entry: dict[str, Any], timings: dict[str, dict[str, Timing]], device: str,
                date: str) -> tuple[list[TuningRecord], list[TunedRow]]:
    """Turn the GPU's ``timings`` (workload text -> knobs text -> :class:`Timing`) of a bundle's
    ``tuning.chips[chip]`` ``entry`` into ``gpu`` records, one per workload with a candidate that
    passed its check, and the table's rows. The winner is ``choose_winner``'s over the candidates
    that passed (a candidate whose output is wrong is no winner, however fast)."""
    records, rows = [], []
    for workload, unit in sorted(entry["workloads"].items()):
        timed = timings.get(workload, {})
        by_key = {knobs_key(candidate["knobs"]): candidate for candidate in unit["candidates"]}
        passed = {key: timing for key, timing in timed.items() if timing.ok and key in by_key}
        failed = [f"{by_key[key]['figures'].get('schedule_text', key) if key in by_key else key}: {timing.check}"
                  for key, timing in sorted(timed.items()) if key not in passed]
        problem = unit["candidates"][0]["figures"].get("problem", {}) if unit["candidates"] else {}
        shape = f"{problem.get('m', '?')}x{problem.get('n', '?')}x{problem.get('k', '?')}"
        if not passed:
            rows.append(TunedRow(unit["function"], shape, math.nan, math.nan, "no candidate passed", 0,
                                 len(unit["candidates"]), 0, failed or ["not timed"]))
            continue
        measured = [Measured(key, timing.median_s, timing.spread, by_key[key]["model_seconds"],
                             by_key[key]["heuristic"]) for key, timing in sorted(passed.items())]
        winner = choose_winner(measured)
        candidate, timing = by_key[winner.knobs_text], passed[winner.knobs_text]
        heuristic_key = next((key for key, c in by_key.items() if c["heuristic"]), None)
        heuristic = passed.get(heuristic_key) if heuristic_key is not None else None
        figures = dict(candidate["figures"])
        figures.update(
            kernel=candidate["kernel"], model_seconds=candidate["model_seconds"], model_rank=candidate["model_rank"],
            measured={"median_s": timing.median_s, "q1_s": timing.q1_s, "q3_s": timing.q3_s,
                      "repeat": timing.repeat, "warmup": timing.warmup},
            heuristic={"schedule": by_key[heuristic_key]["knobs"] if heuristic_key else None,
                       "seconds": heuristic.median_s if heuristic else None,
                       "schedule_text": by_key[heuristic_key]["figures"].get("schedule_text") if heuristic_key
                       else None},
            candidates=len(measured), failed=len(failed), checked=timing.check,
            timings={key: {"median_s": _finite(t.median_s), "q1_s": _finite(t.q1_s), "q3_s": _finite(t.q3_s),
                           "ok": t.ok, "check": t.check} for key, t in sorted(timed.items())})
        # The tuner's emulator check (a size that is no tile multiple, race checking on) ran on
        # the model's winner at prepare time; another winner was checked on the GPU at its shape.
        if candidate["knobs"] == unit["model_winner"] and unit.get("emulated"):
            figures["emulated"] = unit["emulated"]
        records.append(TuningRecord(workload, unit["bucket"], chip, entry["tirc_version"], entry["pipeline_hash"],
                                    dict(candidate["knobs"]), "gpu", device, timing.median_s, timing.spread,
                                    figures, date))
        rows.append(TunedRow(unit["function"], shape, heuristic.median_s if heuristic else math.nan, timing.median_s,
                             figures.get("schedule_text", winner.knobs_text), candidate["model_rank"],
                             len(unit["candidates"]), len(measured), failed))
    return records, rows


def table_cells(row: TunedRow) -> list[str]:
    """A row of the step's markdown table."""
    def ms(seconds: float) -> str:
        return "-" if math.isnan(seconds) else f"{seconds * 1e3:.4g} ms"
    speedup = "-" if math.isnan(row.speedup) else f"{row.speedup:.3f}x"
    rank = f"{row.model_rank} of {row.carried}" if row.model_rank else "-"
    return [row.function, row.problem, ms(row.heuristic_s), ms(row.tuned_s), speedup, rank, str(row.timed),
            row.tuned, "; ".join(row.failed) or "-"]


TABLE_HEADER = ["function", "MxNxK", "heuristic", "tuned", "speedup", "model's rank of the winner", "timed",
                "tuned schedule", "left out"]
