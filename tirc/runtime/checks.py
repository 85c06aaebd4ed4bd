"""Outputs against the reference: the per-element check of ``tirc run`` (emulated or on a GPU)
and the record of one function's run. No MLIR here: the run half of ``bench/gpu_check.sh``
checks with it on a machine that only runs precompiled plans."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from tirc.diagnostics import TircError
from tirc.dtypes import float_format, from_storage, is_float, poison_storage
from tirc.runtime.traffic import Traffic


@dataclass
class OutputCheck:
    """How one output compares with the reference.

    Floats follow one rounding rule: the reference value (float64, exact) is first rounded to the
    output type, to nearest even with overflow to infinity as IEEE does, and both values are then
    placed on that type's grid, where +-infinity is the point one ulp past the largest finite
    number (the next value the format would have). An element passes when ``|got - ref| <= ulp(ref)
    + 2 * bound`` on that grid: one ulp of the output type at the rounded reference, plus twice the
    reference's error bound for the element (its roundings and the reduction term, see
    :mod:`tirc.reference`; twice, as the bound is first order). So a correctly rounded infinity
    passes, and so does either the largest finite number or infinity where the exact value is
    within its tolerance of the overflow threshold. An infinite bound (no digit is known, e.g. an
    accumulator that may overflow in some summation order) accepts anything, NaN included.
    Integer elements must be exact (unless computed from floats).
    """

    name: str
    dtype: str
    shape: tuple[int, ...]
    max_abs_error: float      # max |got - ref| (inf where one is NaN or infinite and the other not)
    max_ulp_error: float      # the same in ulps of the output type at the reference value (integers: units)
    worst_fraction: float     # max |got - ref| / tolerance: above 1 for every mismatching element
    mismatches: int           # elements outside their tolerance, the unwritten ones included
    unwritten: int = 0        # elements still holding the poison written before the run

    @property
    def ok(self) -> bool:
        return self.mismatches == 0


@dataclass
class FunctionRun:
    function: str
    symbols: dict[str, int]
    inputs: dict[str, np.ndarray]
    outputs: dict[str, np.ndarray]
    arguments: dict[str, np.ndarray] = field(default_factory=dict)
    checks: list[OutputCheck] = field(default_factory=list)
    stats: Any = None                      # merged emulator LaunchStats
    reference_seconds: float | None = None  # evaluating the float64 reference (None: not checked)
    launches: list[tuple[str, Any]] = field(default_factory=list)
    schedules: dict[str, str] = field(default_factory=dict)  # kernel -> schedule, as `tirc compile --report` says
    pinned: bool = False                   # the schedules are the full-size compile's (op spec run with --shape)
    static_sizes: dict[str, int] = field(default_factory=dict)  # op spec sizes replaced with --shape
    ideal: Traffic | None = None           # inputs and weights read once, outputs written once (tirc.runtime.traffic)

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.checks)


def _errors(got: np.ndarray, ref: np.ndarray) -> np.ndarray:
    """|got - ref|, 0 where both are the same NaN/infinity, inf where only one is non-finite."""
    with np.errstate(invalid="ignore"):
        error = np.abs(got - ref)
    same = (np.isnan(got) & np.isnan(ref)) | (np.isinf(got) & (got == ref))
    return np.where(same, 0.0, np.where(np.isnan(error), np.inf, error))


def rounded_to(values: np.ndarray, dtype: str) -> np.ndarray:
    """float64 ``values`` rounded to the float type ``dtype`` (held as float64): to nearest, ties
    to even, subnormals included, and to infinity from half an ulp past the largest finite number
    (IEEE's round-to-nearest). Computed on the format's own grid, so bf16 is rounded once (not
    through f32) and every format of :func:`float_format` is rounded the same way."""
    form = float_format(dtype)
    values = np.asarray(values, np.float64)
    if dtype == "f64":
        return values
    with np.errstate(over="ignore", invalid="ignore"):
        spacing = form.ulp(values)
        # values / spacing is exact (a power of two), and rint rounds half to even: the last
        # fraction bit of the result is the parity of that integer.
        rounded = np.where(np.isfinite(values), np.rint(values / spacing) * spacing, values)
        return np.where(np.abs(rounded) > form.max_finite, np.copysign(np.inf, values), rounded)


def _on_grid(values: np.ndarray, dtype: str) -> np.ndarray:
    """Values of a float type with +-infinity as the grid point one ulp past +-max_finite."""
    form = float_format(dtype)
    past = form.max_finite + float(form.ulp(form.max_finite))
    return np.where(np.isinf(values), np.copysign(past, values), values)


def compare(name: str, dtype: str, got: np.ndarray, ref: np.ndarray, bound: np.ndarray | None = None,
            unwritten: np.ndarray | None = None) -> OutputCheck:
    """Check ``got`` against ``ref`` element by element (see :class:`OutputCheck`).

    ``bound``: the reference's error bound per element (None: exact); ``unwritten``: elements that
    still hold the poison. Those fail, except an integer whose correct value is the poison itself.
    """
    got, ref = np.asarray(got), np.asarray(ref)
    if got.shape != ref.shape:
        raise TircError(f"output {name}: shape {got.shape} differs from the reference's {ref.shape}")
    bound = np.zeros(ref.shape) if bound is None else np.broadcast_to(np.asarray(bound, np.float64), ref.shape)
    if is_float(dtype):
        form = float_format(dtype)
        got, ref = got.astype(np.float64), rounded_to(ref.astype(np.float64), dtype)
        error = _errors(got, ref)
        if dtype != "f64":   # (f64's grid has no point past its largest number: it keeps the infinities)
            one_infinite = ~np.isnan(got) & ~np.isnan(ref) & (np.isinf(got) != np.isinf(ref))
            with np.errstate(invalid="ignore"):   # (inf - inf where both are: not picked)
                error = np.where(one_infinite, np.abs(_on_grid(got, dtype) - _on_grid(ref, dtype)), error)
        unit = form.ulp(np.clip(ref, -form.max_finite, form.max_finite))
        with np.errstate(over="ignore"):   # a bound near the largest float: no digit is known
            tolerance = unit + 2.0 * bound
        bad = error > tolerance
        in_ulps = error / unit
        never_written = np.zeros(ref.shape, bool) if unwritten is None else unwritten
    else:
        exact = got.astype(np.int64) == ref.astype(np.int64)
        error = np.where(exact, 0.0, np.abs(got.astype(np.float64) - ref.astype(np.float64)))
        tolerance = bound
        bad = ~exact & ((tolerance == 0) | (error > tolerance))   # i64 differences may round to 0.0
        in_ulps = error
        poison = from_storage(poison_storage(dtype, 1), dtype)[0]
        never_written = np.zeros(ref.shape, bool) if unwritten is None else unwritten & (ref != poison)
    bad = bad | never_written
    with np.errstate(divide="ignore", invalid="ignore"):
        fraction = np.where(error == 0, 0.0, error / tolerance)

    def worst(values: np.ndarray) -> float:
        return float(np.max(values)) if values.size else 0.0

    return OutputCheck(name, dtype, tuple(ref.shape), worst(error), worst(in_ulps), worst(fraction),
                       int(np.count_nonzero(bad)), int(np.count_nonzero(never_written)))


def check_summary(check: OutputCheck) -> str:
    """One line: the worst error (in ulps for floats), how much of its tolerance it used, the verdict."""
    used = ""
    if check.dtype.startswith(("f", "bf")):
        error = f"max abs error {check.max_abs_error:.3e} ({check.max_ulp_error:.3g} ulp)"
        if 0 < check.worst_fraction < float("inf"):
            used = f", worst element at {100 * check.worst_fraction:.2g}% of its tolerance"
    else:
        error = "exact" if check.max_abs_error == 0 else f"max abs error {check.max_abs_error:.0f}"
    if check.ok:
        return f"{error}{used}: ok"
    unwritten = f", {check.unwritten} never written" if check.unwritten else ""
    return f"{error}{used}: MISMATCH ({check.mismatches} elements{unwritten})"
