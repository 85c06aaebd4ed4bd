"""Fit the static model's per-target constants (tirc.schedule.perf_model.ModelConstants) to the
GPU measurements of a tuning database: ``tirc tune db calibrate``.

The model (tirc/schedule/perf_model.py) turns datasheet rates into a time per limiter; a kernel
reaches a fraction of each rate, and that fraction differs between chips. ``calibrate`` takes a
target's records whose source is ``gpu`` (a measured median beside the schedule, the problem and
the SASS facts of the kernel it measured), recomputes the model's estimate of each for candidate
constants and keeps the constants that minimise the mean squared natural log of estimate /
measurement (a kernel 2x too slow and one 2x too fast weigh the same, whatever their size).

The search is a coordinate search, deterministic and free of new dependencies: each sweep tries
every constant on a log grid (factors 1/16 to 2 in quarter-octave steps, launch times 0 or 0.1 us
to 100 us) while the others stay, and makes the one move that lowers the error most, until none
does; then the grid is refined around the current point five times (each step halved). A constant
moves only if it lowers the error, and one that bounds no record at the end returns to its
default where the error allows (an early move may have taken it past the point where it binds):
the measurements say nothing about it. The report says how many records each constant bounds after the fit, i.e.
which constants the measurements determined.

Only GEMM-family records are fitted (``figures["problem"]`` holds GemmProblem's fields; a
quantised GEMM's ``figures["quant"]``, where the tuner writes it, QuantOperands'). Attention and
row-kernel records are not used yet: they are counted as skipped.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import MISSING, asdict, dataclass, field, fields, replace
from math import exp
from typing import Any, TypeVar

import numpy as np

from tirc.diagnostics import TircError
from tirc.schedule.model import Schedule
from tirc.schedule.perf_model import (DEFAULT_CONSTANTS, MEMORY_SIDE, SM_SIDE, GemmProblem, KernelEstimate,
                                      KernelFacts, ModelConstants, QuantOperands, estimate, format_constant)
from tirc.target import TARGETS, Target
from tirc.tune.db import TuningDB, TuningRecord

T = TypeVar("T")

MIN_RECORDS = 3                      # fewer give a rank correlation of no meaning (two points always agree or disagree)
FACTOR_GRID = tuple(float(2.0 ** (step / 4)) for step in range(-16, 5))            # 1/16 .. 2
LAUNCH_GRID = (0.0, *(float(10.0 ** (step / 4)) for step in range(-28, -15)))       # 0, 0.1 us .. 100 us
REFINEMENTS = 5                      # times the grid step is halved around the point the sweeps reached
REFINE_STEPS = 4                     # candidates on each side of the current value at a refined step
MAX_SWEEPS = 40                      # moves per grid step (one constant moves per sweep)
# A move must lower the error by more than this fraction of it, and by more than rounding
# (ROUNDING): smaller gains only creep along a flat valley.
IMPROVEMENT = 1e-6
ROUNDING = 1e-15


@dataclass(frozen=True)
class Sample:
    """One measured GEMM kernel as the model sees it."""
    schedule: Schedule
    problem: GemmProblem
    facts: KernelFacts | None
    quant: QuantOperands | None
    seconds: float             # the measured median


@dataclass(frozen=True)
class Calibration:
    """The constants ``calibrate`` fitted for one target and how well the model then agrees with
    the measurements (errors: root mean square of ln(estimate / measured))."""
    target: str
    constants: ModelConstants
    records: int                          # gpu records fitted
    rank_correlation_before: float        # Spearman, model (datasheet constants) vs measurement
    rank_correlation_after: float         # Spearman, model (fitted constants) vs measurement
    error_before: float
    error_after: float
    skipped: int = 0                      # gpu records of the target not fitted (not GEMMs)
    devices: tuple[str, ...] = ()         # the GPUs that measured them
    # constant -> records whose estimate it bounds with the fitted constants (0: not determined)
    binding: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able: what the tuning database stores in its calibration table."""
        table = asdict(self)
        table["devices"] = list(self.devices)
        return table

    @staticmethod
    def from_dict(table: dict[str, Any]) -> Calibration:
        values = dict(table)
        values["constants"] = ModelConstants(**values["constants"])
        values["devices"] = tuple(values.get("devices", ()))
        return Calibration(**values)


def spearman(x: Sequence[float], y: Sequence[float]) -> float:
    """Spearman's rank correlation of ``x`` and ``y`` (tied values get their average rank); 0.0
    when either side has no order (fewer than two distinct values)."""
    rx, ry = _ranks(np.asarray(x, dtype=np.float64)), _ranks(np.asarray(y, dtype=np.float64))
    dx, dy = rx - rx.mean(), ry - ry.mean()
    norm = float(np.sqrt((dx * dx).sum() * (dy * dy).sum()))
    return float((dx * dy).sum() / norm) if norm > 0 else 0.0


def _ranks(values: np.ndarray) -> np.ndarray:
    """1-based ranks, ties averaged."""
    order = np.argsort(values, kind="stable")
    ranks = np.empty(len(values), dtype=np.float64)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        ranks[order[start:end + 1]] = (start + end) / 2 + 1
        start = end + 1
    return ranks


def _from_figures(kind: type[T], table: Any) -> T | None:
    """A ``kind`` dataclass from the entries of ``table`` that name its fields (the tuner may
    write more); None without the table or one of the fields that have no default."""
    if not isinstance(table, dict):
        return None
    known = {item.name: item for item in fields(kind)}   # type: ignore[arg-type]
    if any(item.default is MISSING and name not in table for name, item in known.items()):
        return None
    return kind(**{name: value for name, value in table.items() if name in known})


def sample_of(record: TuningRecord) -> Sample | None:
    """The record as a Sample, or None when it is not a GEMM the model can recompute."""
    try:
        family = json.loads(record.workload).get("family")
    except (ValueError, AttributeError):
        family = None
    problem = _from_figures(GemmProblem, record.figures.get("problem"))
    if family != "gemm" or problem is None or not record.seconds > 0:   # 0 or NaN: no ratio to fit
        return None
    facts = _from_figures(KernelFacts, record.figures.get("facts"))
    quant = _from_figures(QuantOperands, record.figures.get("quant"))
    return Sample(Schedule.from_knobs(record.schedule), problem, facts, quant, float(record.seconds))


def estimates(samples: Sequence[Sample], target: Target, constants: ModelConstants) -> list[KernelEstimate]:
    """The model's estimate of each sample with ``constants``."""
    return [estimate(s.schedule, s.problem, target, s.facts, s.quant, constants=constants) for s in samples]


def log_error(estimated: Sequence[float], measured: Sequence[float]) -> float:
    """Root mean square of ln(estimate / measured)."""
    ratio = np.log(np.asarray(estimated, dtype=np.float64) / np.asarray(measured, dtype=np.float64))
    return float(np.sqrt(np.mean(ratio * ratio)))


def binding_constant(guess: KernelEstimate) -> str:
    """The constant whose rate bounds an estimate: its memory limiter, or the busiest SM-side
    resource (which waves and occupancy only stretch)."""
    if guess.limiter in MEMORY_SIDE:
        return guess.limiter
    return max(SM_SIDE, key=lambda name: guess.times[name])


def _candidates(name: str, value: float, refinement: int) -> list[float]:
    """The values a constant tries: the coarse grid, or at a refinement the current value's
    neighbours at a step of a quarter octave / 2**refinement."""
    if refinement == 0:
        return list(LAUNCH_GRID if name == "launch_seconds" else FACTOR_GRID)
    if value == 0.0:
        return []
    step = 0.25 / 2 ** refinement
    # A launch time may also drop to none (a log step would only creep towards it).
    none = [0.0] if name == "launch_seconds" else []
    return none + [value * 2.0 ** (step * offset) for offset in range(-REFINE_STEPS, REFINE_STEPS + 1) if offset]


def fit_constants(samples: Sequence[Sample], target: Target,
                  start: ModelConstants = DEFAULT_CONSTANTS) -> ModelConstants:
    """The constants (from ``start``) that minimise the RMS log error of the model on ``samples``."""
    measured = [s.seconds for s in samples]

    def error(constants: ModelConstants) -> float:
        return log_error([guess.seconds for guess in estimates(samples, target, constants)], measured)

    current, best = start, error(start)
    names = [item.name for item in fields(ModelConstants)]
    for refinement in range(REFINEMENTS + 1):
        for _sweep in range(MAX_SWEEPS):
            # The one move (of any constant) that lowers the error most: moving constants in a
            # fixed order instead lets an early one (L2) absorb what a later one (DRAM) explains.
            move, move_error = current, best
            for name in names:
                for value in _candidates(name, getattr(current, name), refinement):
                    trial = replace(current, **{name: value})
                    trial_error = error(trial)
                    if trial_error < move_error - IMPROVEMENT * best - ROUNDING:
                        move, move_error = trial, trial_error
            if move is current:
                break
            current, best = move, move_error
    # A factor that bounds no estimate was not measured: it goes back to the datasheet's value
    # where that fits as well, rather than keep a value an early sweep left it at.
    default = ModelConstants()
    for name in names:
        bound = {binding_constant(guess) for guess in estimates(samples, target, current)}
        if name in bound or name == "launch_seconds" or getattr(current, name) == getattr(default, name):
            continue
        trial = replace(current, **{name: getattr(default, name)})
        trial_error = error(trial)
        if trial_error <= best * (1 + IMPROVEMENT) + ROUNDING:
            current, best = trial, min(best, trial_error)
    return current


def calibrate(records: Sequence[TuningRecord], target: str) -> Calibration:
    """Fit ``target``'s model constants to its gpu records (see the module docstring)."""
    if target not in TARGETS:
        raise TircError(f"calibrate: unknown target {target!r}", hint=f"one of {', '.join(TARGETS)}")
    measured = [record for record in records if record.target == target and record.source == "gpu"]
    usable = [(record, sample) for record in measured if (sample := sample_of(record)) is not None]
    if len(usable) < MIN_RECORDS:
        others = f" ({len(measured) - len(usable)} more that are not GEMMs)" if len(measured) > len(usable) else ""
        raise TircError(f"calibrate: the tuning database holds {len(usable)} gpu-measured GEMM record"
                        f"{'s' if len(usable) != 1 else ''} for {target}{others}; calibrating needs at least "
                        f"{MIN_RECORDS}",
                        hint=f"measure some with `tirc tune INPUT --target {target} --measure gpu` on a GPU "
                             "machine, or bring a GPU machine's: `tirc tune db import --db PATH FILE.jsonl` "
                             "of its `tirc tune db export`")
    # Sorted so that the fit does not depend on the order the database lists records in.
    usable.sort(key=lambda pair: (pair[0].workload, json.dumps(pair[0].schedule, sort_keys=True), pair[0].seconds))
    samples = [sample for _, sample in usable]
    chip = TARGETS[target]
    seconds = [s.seconds for s in samples]
    before = [guess.seconds for guess in estimates(samples, chip, DEFAULT_CONSTANTS)]
    constants = fit_constants(samples, chip)
    fitted = estimates(samples, chip, constants)
    after = [guess.seconds for guess in fitted]
    binding = {item.name: 0 for item in fields(ModelConstants) if item.name != "launch_seconds"}
    for guess in fitted:
        binding[binding_constant(guess)] += 1
    return Calibration(target, constants, len(samples), spearman(before, seconds), spearman(after, seconds),
                       log_error(before, seconds), log_error(after, seconds), len(measured) - len(samples),
                       tuple(sorted({record.device for record, _ in usable if record.device})), binding)


def format_calibration(calibration: Calibration) -> str:
    """The report of ``tirc tune db calibrate``: the constants (each beside its default and the
    records it bounds), the rank correlation and the error before and after."""
    devices = f" ({', '.join(calibration.devices)})" if calibration.devices else ""
    skipped = (f", {calibration.skipped} skipped (only GEMM records are fitted yet)" if calibration.skipped else "")
    lines = [f"calibration of the static model for {calibration.target}: {calibration.records} gpu-measured "
             f"records{devices}{skipped}",
             f"  {'constant':<16}{'fitted':>10}{'default':>10}  bounds"]
    default = ModelConstants()
    for item in fields(ModelConstants):
        name = item.name
        if name == "launch_seconds":
            bounds = "added to every launch"
        else:
            count = calibration.binding.get(name, 0)
            if count:
                bounds = f"{count} record{'s' if count != 1 else ''}"
            elif getattr(calibration.constants, name) == getattr(default, name):
                bounds = "no record (not determined by these measurements)"
            else:   # moved off its default until it stopped binding: the data only bound it from below
                bounds = "no record (the measurements say at least this)"
        lines.append(f"  {name:<16}{format_constant(name, getattr(calibration.constants, name)):>10}"
                     f"{format_constant(name, getattr(default, name)):>10}  {bounds}")
    lines.append(f"  rank correlation (Spearman), model vs measured: {calibration.rank_correlation_before:.3f} with "
                 f"the datasheet constants, {calibration.rank_correlation_after:.3f} fitted")
    lines.append(f"  error, RMS of ln(estimate / measured): {calibration.error_before:.3f} (x"
                 f"{exp(calibration.error_before):.2f}) with the datasheet constants, {calibration.error_after:.3f} "
                 f"(x{exp(calibration.error_after):.2f}) fitted")
    return "\n".join(lines)


def constants_for(calibration: dict[str, Any] | None) -> ModelConstants:
    """The constants of a stored calibration (``TuningDB.get_calibration``), or DEFAULT_CONSTANTS."""
    return Calibration.from_dict(calibration).constants if calibration else DEFAULT_CONSTANTS



def calibrate_database(db: TuningDB, target: str) -> Calibration:
    """``tirc tune db calibrate``: fit ``target``'s constants to the database's gpu records and
    store the calibration in it (one transaction), where the tuner reads it back."""
    calibration = calibrate(db.records(target), target)
    db.put_calibration(target, calibration.to_dict())
    return calibration
