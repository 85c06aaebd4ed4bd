"""tirc bench (tirc/runtime/bench.py) without a GPU: --emulate's statistics and estimates, its
--json, the work a plan does, and the timing summary."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.runtime.bench import Timing, b_transposed, plan_work
from tirc.runtime.cuda_device import cuda_available
from tirc.schedule.perf_model import GemmProblem

SPEC = "examples/specs/gemm.yaml"


@pytest.mark.skipif(cuda_available(), reason="this machine has a GPU")
def test_bench_without_gpu_exits_one_and_points_at_emulate() -> None:
    result = CliRunner().invoke(main, ["bench", SPEC, "--function", "gemm_s8"])
    assert result.exit_code == 1
    assert "error: no CUDA GPU:" in result.output
    assert "hint: use --emulate" in result.output


def test_emulate_prints_statistics_and_the_estimate_and_no_times() -> None:
    result = CliRunner().invoke(main, ["bench", SPEC, "--emulate", "--function", "linear_bf16", "--remarks", "off"])
    assert result.exit_code == 0, result.output
    for expected in ("no timing", "result0 bf16[64, 128]", "warp instructions", "tensor core instructions",
                     "shared bank conflicts", "global bytes requested", "@linear_bf16: 1,048,576 FLOP",
                     "estimate:", "static model"):
        assert expected in result.output, expected
    assert " ms ±" not in result.output and "TFLOP/s," not in result.output


def test_emulate_json_document() -> None:
    result = CliRunner().invoke(main, ["bench", SPEC, "--emulate", "--function", "gemm_s8", "--remarks", "off",
                                       "--json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.output)
    assert document["mode"] == "emulate" and document["target"] == "sm_80"
    [row] = document["functions"]
    assert row["function"] == "gemm_s8" and row["ok"] is True
    assert row["flops"] == 2 * 64 * 64 * 128
    assert row["bytes"] == 64 * 128 + 128 * 64 + 64 * 64 * 4
    assert row["statistics"]["tensor core instructions"] > 0
    [kernel] = row["kernels"]
    assert kernel["kernel"] == "gemm_s8_gemm3"
    assert kernel["estimate"]["peak_name"] == "int8" and kernel["estimate"]["seconds"] > 0
    assert kernel["memory_estimate"] is None   # a Tensor Core kernel: the GEMM model's estimate
    traffic = row["traffic"]
    assert traffic["ideal_bytes"] == row["bytes"] and traffic["requested_bytes"] >= traffic["ideal_bytes"]
    assert traffic["loaded_bytes"] + traffic["stored_bytes"] == row["statistics"]["global bytes requested"]


def test_emulate_estimates_kernels_without_tensor_cores_as_memory_bound() -> None:
    result = CliRunner().invoke(main, ["bench", "examples/mlir/row_sum.mlir", "--emulate", "--remarks", "off",
                                       "--json", "--shape", "arg0_d0=40,arg0_d1=50"])
    assert result.exit_code == 0, result.output
    [row] = json.loads(result.output)["functions"]
    assert row["traffic"]["ratio"] == pytest.approx(1.0)
    [kernel] = row["kernels"]
    assert kernel["estimate"] is None
    guess = kernel["memory_estimate"]
    assert (guess["bytes_read"], guess["bytes_written"], guess["blocks"]) == (40 * 50 * 4, 40 * 4, 40)
    assert 0 < guess["bandwidth_fraction"] <= 40 / 108 + 1e-9


def test_plan_work_counts_every_contraction_and_refuses_dynamic_ones() -> None:
    plan = {"buffers": [{"name": "a", "dtype": "f16", "shape": [8, 4], "kind": "input"},
                        {"name": "b", "dtype": "f16", "shape": [6, 4], "kind": "input"},
                        {"name": "c", "dtype": "f32", "shape": [8, 6], "kind": "output"}],
            "outputs": [{"name": "result0", "buffer": "c"}], "name": "f",
            "steps": [{"op": "launch", "kernel": kernel, "grid": [1, 1, 1], "block": [32, 1, 1],
                       "dynamic_shared_memory": 0, "args": []} for kernel in ("k", "reduce")]}
    problem = GemmProblem(8, 6, 4, 1, "f16", "f32")
    work = plan_work(plan, {"k": problem}, {})
    assert (work.flops, work.nbytes, work.gemms) == (2 * 8 * 6 * 4, 2 * (32 + 24) + 4 * 48, [problem])
    assert plan_work(plan, {"k": None}, {}).flops is None
    assert plan_work(plan, {}, {}).flops is None
    assert b_transposed(plan, {}, problem)                     # b is [N, K]
    assert not b_transposed(plan, {"f": "row"}, problem)        # the op spec says so


def test_timing_median_and_interquartile_spread() -> None:
    timing = Timing([1.0, 2.0, 3.0, 4.0, 100.0])
    assert timing.median_ms == 3.0 and timing.spread_ms == 2.0
    summary = timing.as_json(flops=3 * 10 ** 9, nbytes=6 * 10 ** 6)
    assert summary["tflops"] == pytest.approx(1.0) and summary["gb_per_s"] == pytest.approx(2.0)
    assert Timing([2.0]).spread_ms == 0.0


def test_spec_layouts_read_the_op_spec(repo: Path) -> None:
    """Where ``tirc bench`` learns that B is stored [N, K] (it once read the YAML's text as a mapping)."""
    from tirc.runtime.bench import _spec_layouts
    assert _spec_layouts(str(repo / "examples" / "specs" / "gemm4096.yaml")) == {
        "gemm_f16": "row", "gemm_f16_bcol": "col", "gemm_bf16": "row", "gemm_tf32": "col", "gemm_s8": "col"}
    assert _spec_layouts(str(repo / "examples" / "mlir" / "row_sum.mlir")) == {}
