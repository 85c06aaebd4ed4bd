"""The static model's constants (perf_model.ModelConstants) and their fit to measurements
(tirc/tune/calibrate.py).

The fit is tested on synthetic records: "measurements" the model itself computes at known
constants. They are test data for the fitting routine (can it find constants it knows exist?),
not measurements of any GPU, and no table or document quotes them as such."""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from pathlib import Path

import numpy as np
import pytest

from tirc.diagnostics import TircError
from tirc.schedule.attention import AttentionProblem, AttentionSchedule, View
from tirc.schedule.model import Schedule
from tirc.schedule.perf_model import (DEFAULT_CONSTANTS, GemmProblem, KernelFacts, ModelConstants, QuantOperands,
                                      attention_estimate, estimate, memory_estimate)
from tirc.target import TARGETS
from tirc.tune.calibrate import (Calibration, binding_constant, calibrate, calibrate_database, constants_for,
                                 format_calibration, spearman)
from tirc.tune.db import TuningDB, TuningRecord

A100, H100 = TARGETS["sm_80"], TARGETS["sm_90a"]
# The constants the synthetic measurements are generated at: 70% of the issue rate, 80% of DRAM's.
TRUE = ModelConstants(issue=0.7, dram=0.8)
SCHEDULES = (Schedule(128, 256, 64, 2, 4, stages=3), Schedule(128, 128, 32, 2, 2, stages=4),
             Schedule(64, 128, 64, 1, 4, stages=4), Schedule(16, 64, 64, 1, 4, stages=4),
             Schedule(16, 64, 64, 1, 4, stages=4, split_k=2), Schedule(64, 64, 64, 2, 2))
PROBLEMS = (GemmProblem(4096, 4096, 4096), GemmProblem(1, 4096, 4096), GemmProblem(16, 12288, 4096),
            GemmProblem(128, 4096, 4096), GemmProblem(1000, 3000, 1000), GemmProblem(4096, 11008, 4096))
# SASS facts of three kinds of main loop: none (the model's default), a dequantising loop of 6
# instructions per mma (issue-bound at 70% issue), a lean one.
FACTS = (None, KernelFacts(6.0, 128, 0, 64 * 1024), KernelFacts(1.8, 200, 0, 96 * 1024))


def workload(problem: GemmProblem) -> str:
    return json.dumps({"family": "gemm", "op": "matmul", "shape": {"M": problem.m, "N": problem.n, "K": problem.k}},
                      sort_keys=True, separators=(",", ":"))


def record(schedule: Schedule, problem: GemmProblem, facts: KernelFacts | None, seconds: float,
           source: str = "gpu", target: str = "sm_80") -> TuningRecord:
    return TuningRecord(workload(problem), "", target, "0.1.0", "0" * 16, schedule.knobs(), source,
                        "NVIDIA A100-SXM4-40GB" if source == "gpu" else "", seconds, 0.0,
                        {"problem": asdict(problem), "facts": asdict(facts) if facts else None}, "2026-12-02")


def synthetic_records() -> list[TuningRecord]:
    """Model "measurements" at TRUE (see the module docstring)."""
    records = []
    for i, schedule in enumerate(SCHEDULES):
        for j, problem in enumerate(PROBLEMS):
            facts = FACTS[(i + j) % len(FACTS)]
            records.append(record(schedule, problem, facts, estimate(schedule, problem, A100, facts,
                                                                     constants=TRUE).seconds))
    return records


@pytest.fixture(scope="module")
def fitted() -> tuple[list[TuningRecord], Calibration]:
    records = synthetic_records()
    return records, calibrate(records, "sm_80")


# --- the constants in the model -----------------------------------------------------------------


def test_default_constants_are_the_datasheet_model() -> None:
    """Explicit 1.0 factors and no launch time give the estimate the model gave before it took
    constants (test_perf_model.py checks those figures by hand)."""
    neutral = ModelConstants(1.0, 1.0, 1.0, 1.0, 1.0, 0.0)
    assert neutral == DEFAULT_CONSTANTS and DEFAULT_CONSTANTS.describe() == "datasheet"
    quant = QuantOperands(b_bytes=0.5, group=128, group_bytes=2.5, dequant_instructions=4.5)
    for schedule in SCHEDULES:
        for problem in PROBLEMS:
            for facts in FACTS:
                assert estimate(schedule, problem, A100, facts) == estimate(schedule, problem, A100, facts,
                                                                            constants=neutral)
            assert estimate(schedule, problem, A100, quant=quant) == \
                estimate(schedule, problem, A100, quant=quant, constants=neutral)
    # The hand-checked DRAM figure of a decode GEMM (A, B and C once: they fit in L2).
    decode = estimate(SCHEDULES[3], GemmProblem(1, 4096, 4096), A100, constants=neutral)
    assert decode.times["dram"] == pytest.approx(((1 + 4096) * 4096 * 2 + 4096 * 2) / 1555e9)


def test_each_factor_scales_its_limiter() -> None:
    schedule, problem = SCHEDULES[0], PROBLEMS[0]
    base = estimate(schedule, problem, A100)
    for name in ("issue", "tensor_core", "shared_memory", "l2", "dram"):
        halved = estimate(schedule, problem, A100, constants=replace(DEFAULT_CONSTANTS, **{name: 0.5}))
        assert halved.times[name] == pytest.approx(2 * base.times[name])
        assert all(halved.times[other] == base.times[other] for other in ("issue", "tensor_core", "shared_memory",
                                                                           "l2", "dram") if other != name)
    # The launch time is added once per kernel launched: twice with a split-K reduction kernel.
    launch = ModelConstants(launch_seconds=5e-6)
    assert estimate(schedule, problem, A100, constants=launch).seconds == pytest.approx(base.seconds + 5e-6)
    split = SCHEDULES[4]
    assert (estimate(split, PROBLEMS[1], A100, constants=launch).seconds
            == pytest.approx(estimate(split, PROBLEMS[1], A100).seconds + 10e-6))
    assert ModelConstants(dram=0.8, launch_seconds=2e-6).describe() == "dram 0.8, launch seconds 2 us"


def test_attention_and_memory_estimates_take_the_constants() -> None:
    shape = (2, 8, 1000, 64)
    attention = AttentionProblem(2, 8, 8, 1000, 1000, 64, 64, "none", 0.125, "f16", "f16", *[View.row_major(shape)] * 4)
    schedule = AttentionSchedule(kernel="mma_sync", block_m=64, block_n=64, warps=4, stages=2, splits=1)
    base = attention_estimate(attention, schedule, A100)
    assert attention_estimate(attention, schedule, A100, constants=DEFAULT_CONSTANTS) == base
    slower = attention_estimate(attention, schedule, A100, constants=ModelConstants(tensor_core=0.5, l2=0.25))
    assert slower.times["tensor_core"] == pytest.approx(2 * base.times["tensor_core"])
    assert slower.times["l2"] == pytest.approx(4 * base.times["l2"])
    assert slower.times["mufu"] == base.times["mufu"]   # no factor for MUFU yet
    memory = memory_estimate(1 << 26, 1 << 26, 4096, 256, A100)
    assert memory_estimate(1 << 26, 1 << 26, 4096, 256, A100, constants=DEFAULT_CONSTANTS) == memory
    slow = memory_estimate(1 << 26, 1 << 26, 4096, 256, A100, constants=ModelConstants(dram=0.5, launch_seconds=3e-6))
    assert slow.seconds == pytest.approx(2 * memory.seconds + 3e-6)
    # The fraction of bandwidth stays that of the datasheet's: the achieved share of the chip.
    assert slow.bandwidth_fraction < memory.bandwidth_fraction


# --- the fit --------------------------------------------------------------------------------------


def test_synthetic_records_exercise_every_limiter_the_fit_must_find() -> None:
    bound = {binding_constant(estimate(Schedule.from_knobs(r.schedule), GemmProblem(**r.figures["problem"]), A100,
                                       KernelFacts(**r.figures["facts"]) if r.figures["facts"] else None,
                                       constants=TRUE)) for r in synthetic_records()}
    assert {"issue", "dram", "tensor_core", "shared_memory", "l2"} <= bound


def test_calibrate_recovers_the_constants_that_generated_the_records(fitted: tuple[list[TuningRecord],
                                                                                   Calibration]) -> None:
    records, calibration = fitted
    constants = calibration.constants
    assert calibration.records == len(records) and calibration.target == "sm_80"
    assert constants.issue == pytest.approx(TRUE.issue, rel=0.02)
    assert constants.dram == pytest.approx(TRUE.dram, rel=0.02)
    for name in ("tensor_core", "shared_memory", "l2"):   # bind records, and were right at 1.0
        assert getattr(constants, name) == pytest.approx(1.0, rel=0.02)
        assert calibration.binding[name] > 0
    assert constants.launch_seconds < 1e-6
    # The fitted model reproduces every "measurement".
    for r in records:
        facts = KernelFacts(**r.figures["facts"]) if r.figures["facts"] else None
        guess = estimate(Schedule.from_knobs(r.schedule), GemmProblem(**r.figures["problem"]), A100, facts,
                         constants=constants)
        assert guess.seconds == pytest.approx(r.seconds, rel=0.02)
    assert calibration.rank_correlation_after > 0.995
    assert calibration.rank_correlation_after >= calibration.rank_correlation_before
    assert calibration.error_after < 0.01 < calibration.error_before
    assert calibration.devices == ("NVIDIA A100-SXM4-40GB",)


def test_calibrate_is_deterministic(fitted: tuple[list[TuningRecord], Calibration]) -> None:
    """The same records in another order, beside records the fit must ignore, fit the same."""
    records, calibration = fitted
    ignored = [record(SCHEDULES[0], PROBLEMS[0], None, 1.0, source="model"),             # not measured
               record(SCHEDULES[0], PROBLEMS[0], None, 1.0, target="sm_86"),             # another chip
               replace(records[0], workload=json.dumps({"family": "attention"}),          # not a GEMM
                       figures={"problem": {"batch": 1}})]
    again = calibrate(ignored + records[::-1], "sm_80")
    assert again.to_dict() == {**calibration.to_dict(), "skipped": 1}


def test_too_few_gpu_records_say_how_to_get_them() -> None:
    records = synthetic_records()[:2] + [record(SCHEDULES[0], PROBLEMS[0], None, 1.0, source="model")]
    with pytest.raises(TircError) as error:
        calibrate(records, "sm_80")
    assert "2 gpu-measured GEMM records for sm_80" in error.value.message
    assert "--measure gpu" in (error.value.hint or "") and "tirc tune db import" in (error.value.hint or "")
    with pytest.raises(TircError, match="unknown target"):
        calibrate(records, "sm_70")


def test_calibration_round_trips_through_json_and_the_database(tmp_path: Path,
                                                               fitted: tuple[list[TuningRecord], Calibration]) -> None:
    records, calibration = fitted
    assert Calibration.from_dict(json.loads(json.dumps(calibration.to_dict()))) == calibration
    assert constants_for(calibration.to_dict()) == calibration.constants
    assert constants_for(None) == DEFAULT_CONSTANTS
    with TuningDB(tmp_path / "tune.db") as db:
        for r in records[:len(PROBLEMS)]:   # one schedule per workload: the database keeps one record of each
            db.put(r)
        stored = calibrate_database(db, "sm_80")
        assert stored.records == len(PROBLEMS)
        assert Calibration.from_dict(db.get_calibration("sm_80") or {}) == stored


def test_the_report_names_every_constant_and_the_correlations(fitted: tuple[list[TuningRecord],
                                                                             Calibration]) -> None:
    _, calibration = fitted
    report = format_calibration(calibration)
    for name in ("issue", "tensor_core", "shared_memory", "l2", "dram", "launch_seconds"):
        assert f"  {name} " in report
    assert f"{len(fitted[0])} gpu-measured records (NVIDIA A100-SXM4-40GB)" in report
    assert f"{calibration.rank_correlation_before:.3f} with the datasheet constants" in report
    assert f"{calibration.rank_correlation_after:.3f} fitted" in report


def test_spearman_averages_ties() -> None:
    assert spearman([1, 2, 2, 3], [1, 2, 3, 4]) == pytest.approx(4.5 / (4.5 * 5) ** 0.5)
    assert spearman([1, 2, 3], [30, 20, 10]) == pytest.approx(-1.0)
    assert spearman([1, 10, 100], [2, 3, 1000]) == pytest.approx(1.0)
    assert spearman([5, 5, 5], [1, 2, 3]) == 0.0


def test_constants_no_record_measures_stay_at_the_datasheet_value() -> None:
    """Decode GEMMs at 50% of DRAM's rate say nothing about the Tensor Cores or the issue rate."""
    decode = (GemmProblem(1, 4096, 4096), GemmProblem(1, 12288, 4096), GemmProblem(3, 11008, 4096),
              GemmProblem(1, 4096, 11008))
    truth = [(schedule, problem, estimate(schedule, problem, A100, constants=ModelConstants(dram=0.5)))
             for schedule in SCHEDULES[2:4] for problem in decode]
    records = [record(schedule, problem, None, guess.seconds) for schedule, problem, guess in truth]
    calibration = calibrate(records, "sm_80")
    # Most are DRAM-bound; the rest wait on too few warps (occupancy) behind shared memory.
    bound = [binding_constant(guess) for _, _, guess in truth]
    assert bound.count("dram") >= len(records) - 2
    assert calibration.binding == {name: bound.count(name) for name in calibration.binding}
    assert calibration.constants.dram == pytest.approx(0.5, rel=0.02)
    assert (calibration.constants.issue, calibration.constants.tensor_core) == (1.0, 1.0)
    assert "tensor_core              1         1  no record (not determined by these measurements)" in \
        format_calibration(calibration)


def test_the_command_calibrates_and_stores_each_target(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from tirc.tune.calibrate_cli import calibrate as command
    path = tmp_path / "tune.db"
    with TuningDB(path) as db:
        db.put(record(SCHEDULES[0], PROBLEMS[0], None, 1e-3, source="model"))
    empty = CliRunner().invoke(command, ["--db", str(path)])
    assert empty.exit_code == 1 and "holds no gpu-measured records" in empty.output
    with TuningDB(path) as db:
        for problem in PROBLEMS:   # one schedule per workload: the database keeps one record of each
            db.put(record(SCHEDULES[2], problem, None, estimate(SCHEDULES[2], problem, A100, constants=TRUE).seconds))
    result = CliRunner().invoke(command, ["--db", str(path)])
    assert result.exit_code == 0, result.output
    assert "calibration of the static model for sm_80: 6 gpu-measured records" in result.output
    with TuningDB(path) as db:
        stored = db.get_calibration("sm_80")
    assert stored is not None and Calibration.from_dict(stored).records == 6
    as_json = CliRunner().invoke(command, ["--db", str(path), "--target", "sm_80", "--json"])
    assert json.loads(as_json.output) == [stored]


def test_hopper_records_without_sass_fit_too() -> None:
    """A wgmma schedule's estimate without SASS: its warpgroups share the accumulators (a 128x256
    f32 tile over 2 warpgroups: 128 registers a thread, plus 32 for addresses)."""
    wgmma = (Schedule(128, 256, 64, 8, 1, mma="m64n256k16", stages=4),
             Schedule(128, 128, 64, 4, 1, mma="m64n128k16", stages=4, warp_specialize=True, persistent=True))
    guess = estimate(wgmma[0], PROBLEMS[0], H100)
    assert not guess.measured and guess.blocks_per_sm == 1 and guess.occupancy_limit == "registers"
    records = [record(schedule, problem, None, estimate(schedule, problem, H100, constants=TRUE).seconds,
                      target="sm_90a") for schedule in wgmma for problem in PROBLEMS[:4]]
    calibration = calibrate(records, "sm_90a")
    assert calibration.records == len(records) and calibration.error_after < 0.01 < calibration.error_before


def test_quantised_records_are_estimated_with_their_operands() -> None:
    """W4A16 records carry QuantOperands' fields (``figures["quant"]``); figures the model does
    not read are ignored, and a record without a whole problem is skipped."""
    w4a16 = QuantOperands(b_bytes=0.5, group=128, group_bytes=2.5, dequant_instructions=4.5)
    records = []
    for schedule in SCHEDULES[1:4]:
        for problem in PROBLEMS[1:5]:
            seconds = estimate(schedule, problem, A100, quant=w4a16, constants=TRUE).seconds
            plain = record(schedule, problem, None, seconds)
            records.append(replace(plain, figures={**plain.figures, "quant": asdict(w4a16), "kernel": "w4a16_gemm"}))
    incomplete = replace(records[0], figures={"problem": {"m": 1, "n": 4096}})
    calibration = calibrate([*records, incomplete], "sm_80")
    assert (calibration.records, calibration.skipped) == (len(records), 1)
    assert calibration.error_after < 0.01 < calibration.error_before
    assert calibration.constants.dram == pytest.approx(TRUE.dram, rel=0.02)


def test_noisy_records_fit_near_the_constants() -> None:
    """The same synthetic records with 5% log-normal noise (a seeded generator) on each time."""
    rng = np.random.default_rng(30)
    records = [replace(r, seconds=r.seconds * float(np.exp(rng.normal(0.0, 0.05)))) for r in synthetic_records()]
    calibration = calibrate(records, "sm_80")
    assert calibration.constants.issue == pytest.approx(TRUE.issue, rel=0.05)
    assert calibration.constants.dram == pytest.approx(TRUE.dram, rel=0.05)
    assert calibration.error_after < 0.05 < calibration.error_before
    assert calibration.rank_correlation_after > calibration.rank_correlation_before
