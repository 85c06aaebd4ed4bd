"""Tuned schedules in the compiler (tirc/schedule/workload.py, tir-schedule, tirc/driver.py): a
tuned schedule for a kernel's workload replaces the heuristic's and the report says where each
schedule came from; an explicit schedule wins over a tuned one; one that does not validate falls
back to the heuristic with a remark; workloads tell kernels apart; the pipeline hash; the compile
cache with tuned schedules."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from mlir import ir

from tirc.cache import Cache, Request, request_key
from tirc.cli import main
from tirc.diagnostics import REMARKS, TircError
from tirc.driver import compile_input, compile_pipeline, pipeline_hash, scheduled_pipeline
from tirc.emit.ptx import kernel_bodies
from tirc.emit.report import kernel_estimates
from tirc.ir.walk import walk_ops
from tirc.options import CompileOptions
from tirc.pipeline.spec import load_pipeline
from tirc.result import CompileResult
from tirc.runtime.execute import emulate
from tirc.schedule.file import ScheduleFile
from tirc.schedule.workload import (SCHEDULE_SOURCE_ATTR, WORKLOAD_ATTR, KernelTuning, bucket_text, kernel_tuning,
                                    size_bucket, workload_text)
from tirc.target import get_target

REPO = Path(__file__).resolve().parents[2]
GEMM = str(REPO / "examples" / "specs" / "gemm.yaml")
ATTENTION = str(REPO / "examples" / "specs" / "attention.yaml")
SOURCE = "model, 2026-12-02"
# A valid schedule for linear_bf16 (M 64, N 128, K 64) that is not the heuristic's (16x64x64, warps 1x4).
TUNED_KNOBS: dict[str, Any] = {"tile": [32, 64, 32], "warps": [2, 2], "mma": "m16n8k16", "stages": 2,
                               "swizzle": True, "vector_bytes": 16, "raster_group": 8, "split_k": 1}


def _report_options(**fields: Any) -> CompileOptions:
    return CompileOptions(emit="ptx", report=True, **fields)


def schedule_lines(result: CompileResult) -> dict[str, str]:
    """kernel -> its report's schedule line (without the leading 'schedule:')."""
    assert result.report is not None
    lines = result.report.splitlines()
    return {lines[i - 1].strip(): line.split("schedule:", 1)[1].strip()
            for i, line in enumerate(lines) if line.startswith("    schedule:")}


@pytest.fixture(scope="module")
def heuristic() -> CompileResult:
    return compile_input(GEMM, _report_options())


@pytest.fixture(scope="module")
def linear_workload(heuristic: CompileResult) -> str:
    return kernel_tuning(heuristic.input.module)["linear_bf16_gemm1"].workload


def test_every_tensor_core_kernel_has_its_workload_and_source(heuristic: CompileResult) -> None:
    tuning = kernel_tuning(heuristic.input.module)
    assert set(tuning) == {"gemm_f16_bias_relu_gemm0", "linear_bf16_gemm1", "sgemm_tf32_gemm2", "gemm_s8_gemm3",
                           "gemm_dynamic_m_gemm4", "bmm_f16_gemm5"}
    assert tuning["gemm_f16_bias_relu_gemm0"].source == "op spec"   # its spec's schedule:
    assert {tuning[k].source for k in tuning if k != "gemm_f16_bias_relu_gemm0"} == {"heuristic"}
    assert tuning["linear_bf16_gemm1"].function == "linear_bf16"
    workloads = {kernel: json.loads(entry.workload) for kernel, entry in tuning.items()}
    assert all(workload_text(w) == tuning[kernel].workload for kernel, w in workloads.items())   # canonical
    assert workloads["sgemm_tf32_gemm2"]["tf32"] is True and workloads["linear_bf16_gemm1"]["tf32"] is False
    assert workloads["gemm_dynamic_m_gemm4"]["shape"] == {"B": 1, "M": "?", "N": 64, "K": 64}
    assert workloads["bmm_f16_gemm5"]["op"] == "batch_matmul" and workloads["bmm_f16_gemm5"]["shape"]["B"] == 4
    assert workloads["linear_bf16_gemm1"]["layout"] == {"a": "row", "b": "col"}
    assert workloads["linear_bf16_gemm1"]["epilogue"][0] == "x0:bf16[n]"   # the bias, indexed by the column
    lines = schedule_lines(heuristic)
    assert lines["linear_bf16_gemm1"].endswith(" (heuristic)")
    assert lines["gemm_f16_bias_relu_gemm0"].endswith(" (from the op spec)")
    estimates = kernel_estimates(heuristic)
    assert estimates["linear_bf16_gemm1"]["source"] == "heuristic"
    assert estimates["linear_bf16_gemm1"]["workload"] == tuning["linear_bf16_gemm1"].workload


def test_a_tuned_schedule_replaces_the_heuristic(heuristic: CompileResult, linear_workload: str) -> None:
    tuned = compile_input(GEMM, _report_options(tuned={linear_workload: (TUNED_KNOBS, SOURCE)}))
    lines = schedule_lines(tuned)
    assert lines["linear_bf16_gemm1"] == ("tile 32x64x32, warps 2x2, m16n8k16, 2 stages, swizzled smem, 16-byte "
                                          "copies, raster group 8 (from the tuning database: model, 2026-12-02)")
    assert schedule_lines(heuristic)["linear_bf16_gemm1"].startswith("tile 16x64x64, warps 1x4")
    # The other kernels keep theirs.
    assert {k: v for k, v in lines.items() if k != "linear_bf16_gemm1"} == \
        {k: v for k, v in schedule_lines(heuristic).items() if k != "linear_bf16_gemm1"}
    estimate = kernel_estimates(tuned)["linear_bf16_gemm1"]
    assert estimate["source"] == f"tuning database: {SOURCE}" and estimate["workload"] == linear_workload
    assert kernel_tuning(tuned.input.module)["linear_bf16_gemm1"] == \
        KernelTuning(linear_workload, f"tuning database: {SOURCE}", "linear_bf16")


def test_an_explicit_schedule_wins_over_a_tuned_one(heuristic: CompileResult) -> None:
    workload = kernel_tuning(heuristic.input.module)["gemm_f16_bias_relu_gemm0"].workload
    tuned = compile_input(GEMM, _report_options(tuned={workload: (TUNED_KNOBS, SOURCE)}))
    assert schedule_lines(tuned)["gemm_f16_bias_relu_gemm0"] == schedule_lines(heuristic)["gemm_f16_bias_relu_gemm0"]
    assert schedule_lines(tuned)["gemm_f16_bias_relu_gemm0"].endswith("(from the op spec)")


def test_an_invalid_tuned_schedule_falls_back_with_a_remark(heuristic: CompileResult, linear_workload: str) -> None:
    stale = {**TUNED_KNOBS, "stages": 200}   # far past the shared memory
    result = compile_input(GEMM, _report_options(tuned={linear_workload: (stale, SOURCE)}))
    (remark,) = [r for r in REMARKS.collected if "tuned schedule" in r.message]
    assert remark.message.startswith(f"tuned schedule for {linear_workload} not used: schedule 32x64x32, warps 2x2, "
                                     "200 stages breaks")
    assert remark.name == "linear_bf16" and remark.fields["workload"] == linear_workload
    assert schedule_lines(result) == schedule_lines(heuristic)   # the heuristic's, and it says so
    unknown = compile_input(GEMM, _report_options(tuned={linear_workload: ({"tile": [32, 64, 32], "nope": 1},
                                                                            SOURCE)}))
    assert [r for r in REMARKS.collected if "unknown schedule key 'nope'" in r.message]
    assert schedule_lines(unknown)["linear_bf16_gemm1"].endswith("(heuristic)")


def _kernel(name: str, **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"name": name, "op": "matmul", "shape": {"M": 100, "N": 72, "K": 40},
                            "dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"},
                            "epilogue": [{"bias": "n"}, {"activation": "relu"}]}
    return {**base, **fields}


def workloads_by_function(path: Path, target: str = "sm_80") -> dict[str, list[str]]:
    result = compile_input(str(path), CompileOptions(emit="tensorir", target=target))
    found: dict[str, list[str]] = {}
    for func in walk_ops(result.input.module.operation, lambda o: o.name == "func.func"):
        name = ir.StringAttr(func.attributes["sym_name"]).value
        found[name] = [ir.StringAttr(op.attributes[WORKLOAD_ATTR]).value
                       for op in walk_ops(func, lambda o: WORKLOAD_ATTR in o.attributes)]
    return found


def test_workloads_tell_kernels_apart_and_equal_kernels_share_one(tmp_path: Path) -> None:
    kernels = [_kernel("base"), _kernel("same"),
               _kernel("bf16", dtype={"a": "bf16", "b": "bf16", "c": "bf16", "acc": "f32"}),
               _kernel("b_col", layout={"a": "row", "b": "col"}),
               _kernel("gelu", epilogue=[{"bias": "n"}, {"activation": "gelu_tanh"}]),
               _kernel("bias_m", epilogue=[{"bias": "m"}, {"activation": "relu"}]),
               _kernel("no_epilogue", epilogue=[]),
               _kernel("taller", shape={"M": 101, "N": 72, "K": 40}),
               _kernel("dynamic", shape={"M": "?", "N": 72, "K": 40})]
    path = tmp_path / "kernels.yaml"
    path.write_text(yaml.safe_dump({"kernels": kernels}))
    found = workloads_by_function(path)
    assert all(len(workloads) == 1 for workloads in found.values()), found
    texts = {name: workloads[0] for name, workloads in found.items()}
    assert texts["base"] == texts["same"]
    others = [texts[name] for name in texts if name != "same"]
    assert len(set(others)) == len(others), "every other kernel differs from the base and from each other"
    assert json.loads(texts["dynamic"])["shape"]["M"] == "?"


def test_buckets() -> None:
    assert [size_bucket(n) for n in (1, 2, 3, 1000, 3000, 4096, 4097)] == [1, 2, 4, 1024, 4096, 4096, 8192]
    assert bucket_text({}) == "" and bucket_text({"M": 3000}) == '{"M":4096}'
    with pytest.raises(ValueError):
        size_bucket(0)


def test_a_tuned_attention_schedule(tmp_path: Path) -> None:
    def attention_ops(options: CompileOptions) -> dict[str, tuple[str, str, str]]:
        result = compile_input(ATTENTION, options)
        ops = {}
        for op in walk_ops(result.input.module.operation, lambda o: o.name == "tir.attention"):
            func = op.parent
            while func.name != "func.func":
                func = func.parent
            ops[ir.StringAttr(func.attributes["sym_name"]).value] = (
                str(op.attributes["tir.schedule"]), ir.StringAttr(op.attributes[SCHEDULE_SOURCE_ATTR]).value,
                ir.StringAttr(op.attributes[WORKLOAD_ATTR]).value)
        return ops

    options = CompileOptions(emit="tensorir", target="sm_80")
    before = attention_ops(options)
    assert before["attn"][1] == "heuristic" and before["attn_chunk"][1] == "op spec"
    knobs = {"kernel": "mma_sync", "block_m": 64, "block_n": 64, "warps": 4, "stages": 2, "splits": 1}
    after = attention_ops(replace(options, tuned={before["attn"][2]: (knobs, SOURCE),
                                                  before["attn_chunk"][2]: (knobs, SOURCE)}))
    assert after["attn"][0] == ("{block_m = 64 : i64, block_n = 64 : i64, kernel = \"mma_sync\", splits = 1 : i64, "
                                "stages = 2 : i64, warps = 4 : i64}")
    assert after["attn"][1] == f"tuning database: {SOURCE}"
    assert after["attn_chunk"][:2] == before["attn_chunk"][:2]   # its spec's schedule wins
    wrong = attention_ops(replace(options, tuned={before["attn"][2]: ({**knobs, "kernel": "wgmma"}, SOURCE)}))
    assert wrong["attn"][:2] == before["attn"][:2]
    assert [r for r in REMARKS.collected if r.message.startswith("tuned schedule for") and "sm_90a" in r.message]


def test_pipeline_hash() -> None:
    sm80, target = load_pipeline("sm80"), get_target("sm_80")
    first = pipeline_hash(sm80, target)
    assert len(first) == 16 and int(first, 16) >= 0
    assert pipeline_hash(load_pipeline("sm80"), get_target("sm_80")) == first   # stable
    assert pipeline_hash(sm80, get_target("sm_86")) != first
    assert pipeline_hash(load_pipeline("sm90a"), target) != first
    without_swizzle = scheduled_pipeline(sm80, ScheduleFile(file="-", without=("tir-swizzle",)))
    assert pipeline_hash(without_swizzle, target) != first


def test_pipeline_hash_of_two_compiles(heuristic: CompileResult) -> None:
    again = compile_input(GEMM, CompileOptions(emit="tensorir"))
    assert pipeline_hash(again.pipeline, again.target) == pipeline_hash(heuristic.pipeline, heuristic.target)


def test_the_cache_tells_tuned_compiles_apart(tmp_path: Path, linear_workload: str) -> None:
    cache = Cache(tmp_path / "cache")
    plain = CompileOptions(emit="ptx")
    tuned = replace(plain, tuned={linear_workload: (TUNED_KNOBS, SOURCE)})
    assert request_key(Request(GEMM, tuned)) is None
    assert request_key(Request(GEMM, plain)) is not None
    assert request_key(Request(GEMM, replace(plain, tuning_db=str(tmp_path / "t.db")))) is None
    first = compile_input(GEMM, plain, cache)
    second = compile_input(GEMM, tuned, cache)   # a result key of its own: no hit of the first's entry
    assert first.payload != second.payload
    assert compile_input(GEMM, tuned, cache).payload == second.payload   # and its own entry hits


def test_a_missing_tuning_database_is_an_error(tmp_path: Path) -> None:
    missing = tmp_path / "none.db"
    with pytest.raises(TircError, match=f"no tuning database at {missing}") as raised:
        compile_input(GEMM, CompileOptions(emit="tensorir", tuning_db=str(missing)))
    assert raised.value.hint is not None and f"--db {missing}" in raised.value.hint


def test_the_pipeline_of_a_compile_is_known_before_it(heuristic: CompileResult) -> None:
    pipeline, target = compile_pipeline("linalg", CompileOptions())
    assert pipeline_hash(pipeline, target) == pipeline_hash(heuristic.pipeline, heuristic.target)
    tf32, _ = compile_pipeline("linalg", CompileOptions(allow_tf32=True))
    assert pipeline_hash(tf32, target) != pipeline_hash(pipeline, target)
    hopper, sm90a = compile_pipeline("linalg", CompileOptions(target="sm_90a"))
    assert (hopper.name, sm90a.chip) == ("sm90a", "sm_90a")


def test_a_tuned_schedule_runs_in_the_emulator_at_sizes_that_are_not_tile_multiples(linear_workload: str) -> None:
    """An op spec run at other sizes pins the full-size compile's schedules: a tuned one too (what
    tirc tune checks a winner with). 48 x 80 is no multiple of the tuned 32 x 64 tile."""
    small = {"M": 48, "N": 80, "K": 64}
    (run,) = emulate(GEMM, shapes=small, function="linear_bf16", tuned={linear_workload: (TUNED_KNOBS, SOURCE)})
    assert run.pinned and list(run.schedules.values()) == [
        "tile 32x64x32, warps 2x2, m16n8k16, 2 stages, swizzled smem, 16-byte copies, raster group 8"]
    assert run.checks and all(check.ok for check in run.checks), run.checks


@pytest.mark.parametrize("command", ["compile", "run", "bench"])
def test_the_commands_that_compile_take_a_tuning_database(command: str) -> None:
    result = CliRunner().invoke(main, [command, "--help"], terminal_width=10_000)
    assert result.exit_code == 0 and "--tuning-db PATH" in result.output


def test_compile_reads_the_tuning_database_from_the_environment(tmp_path: Path) -> None:
    missing = tmp_path / "from-env.db"
    result = CliRunner().invoke(main, ["compile", GEMM, "--no-cache", "-o", str(tmp_path / "g.ptx")],
                                env={"TIRC_TUNING_DB": str(missing)})
    assert result.exit_code != 0 and f"no tuning database at {missing}" in result.output


def test_a_kernels_ptx_does_not_depend_on_the_kernels_before_it(heuristic: CompileResult,
                                                                   linear_workload: str) -> None:
    """A split-K schedule for linear_bf16 adds a reduction kernel before the later kernels; their
    PTX bodies stay byte for byte the same (each kernel's block labels are numbered on its own), which
    is what lets `tirc compile --tuning-db` reproduce a tuned kernel measured beside other candidates."""
    split = compile_input(GEMM, _report_options(tuned={linear_workload: ({**TUNED_KNOBS, "split_k": 2}, SOURCE)}))
    before = kernel_bodies("\n".join(module.text for module in heuristic.ptx))
    after = kernel_bodies("\n".join(module.text for module in split.ptx))
    assert len(after) > len(before)                                  # the split-K reduction kernel
    later = [k for k in before if k.startswith(("sgemm_tf32", "gemm_s8", "gemm_dynamic_m", "bmm_f16"))]
    assert len(later) >= 4
    assert any("$L__BB" in before[k] for k in later)                 # they have labels to number
    assert {k: after[k] for k in later} == {k: before[k] for k in later}
    assert not re.search(r"\$L__BB[1-9]\d*_", "\n".join(after.values()))
