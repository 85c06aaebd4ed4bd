"""tir-reduce: row-wise and full reductions in the PTX emulator (race checking on) vs the float64
reference, at sizes that are no multiple of a warp or a block, in f32, f16 and bf16; max and its
index exactly against numpy (ties included); the PTX shuffles and no reduction runs in one thread.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.runtime import emulate

# {t}: the element type. One module per type keeps the compiles few.
REDUCTIONS = """
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#row1 = affine_map<(d0, d1) -> (d0, 0)>
#x3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0)>
#all = affine_map<(d0) -> (d0)>
#full = affine_map<(d0) -> ()>
func.func @warp_rows(%x: tensor<33x40x{t}>) -> tensor<33x{t}> {
  %zero = arith.constant 0.0 : {t}
  %e = tensor.empty() : tensor<33x{t}>
  %f = linalg.fill ins(%zero : {t}) outs(%e : tensor<33x{t}>) -> tensor<33x{t}>
  %s = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<33x40x{t}>) outs(%f : tensor<33x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %r = arith.addf %in, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<33x{t}>
  return %s : tensor<33x{t}>
}
func.func @few_long_rows(%x: tensor<7x1000x{t}>) -> tensor<7x{t}> {
  %zero = arith.constant 0.0 : {t}
  %e = tensor.empty() : tensor<7x{t}>
  %f = linalg.fill ins(%zero : {t}) outs(%e : tensor<7x{t}>) -> tensor<7x{t}>
  %s = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<7x1000x{t}>) outs(%f : tensor<7x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %r = arith.addf %in, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<7x{t}>
  return %s : tensor<7x{t}>
}
func.func @block_rows_mean(%x: tensor<120x1500x{t}>) -> tensor<120x1x{t}> {
  %zero = arith.constant 0.0 : {t}
  %n = arith.constant 1500.0 : {t}
  %e = tensor.empty() : tensor<120x1x{t}>
  %f = linalg.fill ins(%zero : {t}) outs(%e : tensor<120x1x{t}>) -> tensor<120x1x{t}>
  %s = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<120x1500x{t}>) outs(%f : tensor<120x1x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %r = arith.addf %in, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<120x1x{t}>
  %m = linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<120x1x{t}>) outs(%e : tensor<120x1x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %d = arith.divf %in, %n : {t}
    linalg.yield %d : {t}
  } -> tensor<120x1x{t}>
  return %m : tensor<120x1x{t}>
}
func.func @full_sum(%x: tensor<10007x{t}>) -> tensor<{t}> {
  %zero = arith.constant 0.0 : {t}
  %e = tensor.empty() : tensor<{t}>
  %f = linalg.fill ins(%zero : {t}) outs(%e : tensor<{t}>) -> tensor<{t}>
  %s = linalg.generic {indexing_maps = [#all, #full], iterator_types = ["reduction"]}
      ins(%x : tensor<10007x{t}>) outs(%f : tensor<{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %r = arith.addf %in, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<{t}>
  return %s : tensor<{t}>
}
func.func @rms_statistics(%x: tensor<6x20x30x{t}>) -> tensor<6x{t}> {
  %zero = arith.constant 0.0 : {t}
  %n = arith.constant 600.0 : {t}
  %eps = arith.constant 1.0e-5 : {t}
  %e = tensor.empty() : tensor<6x{t}>
  %f = linalg.fill ins(%zero : {t}) outs(%e : tensor<6x{t}>) -> tensor<6x{t}>
  %s = linalg.generic {indexing_maps = [#x3, #row3], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : tensor<6x20x30x{t}>) outs(%f : tensor<6x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %sq = arith.mulf %in, %in : {t}
    %r = arith.addf %sq, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<6x{t}>
  %q = linalg.generic {indexing_maps = [#all, #all], iterator_types = ["parallel"]}
      ins(%s : tensor<6x{t}>) outs(%e : tensor<6x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %m = arith.divf %in, %n : {t}
    %a = arith.addf %m, %eps : {t}
    %r = math.rsqrt %a : {t}
    linalg.yield %r : {t}
  } -> tensor<6x{t}>
  return %q : tensor<6x{t}>
}
func.func @mean_and_variance(%x: tensor<33x40x{t}>) -> (tensor<33x1x{t}>, tensor<33x1x{t}>) {
  %zero = arith.constant 0.0 : {t}
  %n = arith.constant 40.0 : {t}
  %e = tensor.empty() : tensor<33x1x{t}>
  %f = linalg.fill ins(%zero : {t}) outs(%e : tensor<33x1x{t}>) -> tensor<33x1x{t}>
  %s = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<33x40x{t}>) outs(%f : tensor<33x1x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %r = arith.addf %in, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<33x1x{t}>
  %v = linalg.generic {indexing_maps = [#x, #row1, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x, %s : tensor<33x40x{t}>, tensor<33x1x{t}>) outs(%f : tensor<33x1x{t}>) {
  ^bb0(%in: {t}, %sum: {t}, %out: {t}):
    %mean = arith.divf %sum, %n : {t}
    %d = arith.subf %in, %mean : {t}
    %sq = arith.mulf %d, %d : {t}
    %r = arith.addf %sq, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<33x1x{t}>
  return %s, %v : tensor<33x1x{t}>, tensor<33x1x{t}>
}
"""

# Rows of one reduced loop are row programs (one kernel, each row read once, threads per row by
# the row length); two reduced loops take the one-op lowering.
EXPECTED_PLANS = {
    "warp_rows": "row reduction in one pass: a warp per row, 1 row per block",   # 33 rows: a block for each
    "few_long_rows": "row reduction in one pass: a block of 64 threads per row",
    "block_rows_mean": "row reduction in one pass: a block of 128 threads per row",   # 120 rows: one block each
    "full_sum": "row reduction in one pass: a block of 1024 threads per row, scalar accesses",
    "rms_statistics": "row reduction: a warp per row, 6 rows per block",
    "mean_and_variance": "row reduction in one pass: a warp per row, 1 row per block",
}

# torch's max over rows: the value and the index of its first occurrence.
MAX_WITH_INDEX = """
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @max_index(%x: tensor<{rows}x{cols}x{t}>) -> (tensor<{rows}x{t}>, tensor<{rows}xi64>) {
  %low = arith.constant {low} : {t}
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<{rows}x{t}>
  %ei = tensor.empty() : tensor<{rows}xi64>
  %f = linalg.fill ins(%low : {t}) outs(%e : tensor<{rows}x{t}>) -> tensor<{rows}x{t}>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<{rows}xi64>) -> tensor<{rows}xi64>
  %r:2 = linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<{rows}x{cols}x{t}>) outs(%f, %fi : tensor<{rows}x{t}>, tensor<{rows}xi64>) {
  ^bb0(%in: {t}, %out: {t}, %idx: i64):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %m = {max} %in, %out : {t}
    %gt = {compare}, %in, %out : {t}
    %i = arith.select %gt, %j64, %idx : i64
    linalg.yield %m, %i : {t}, i64
  } -> (tensor<{rows}x{t}>, tensor<{rows}xi64>)
  return %r#0, %r#1 : tensor<{rows}x{t}>, tensor<{rows}xi64>
}
"""

DYNAMIC_FULL_SUM = """
func.func @total(%x: tensor<?xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%x : tensor<?xf32>) outs(%acc : tensor<f32>) dimensions = [0]
    (%in: f32, %a: f32) {
      %t = arith.addf %in, %a : f32
      linalg.yield %t : f32
    }
  return %s : tensor<f32>
}
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("element", ["f32", "f16", "bf16", "f64"])   # f64: LayerNorm's statistics in torch-mlir
def test_reductions_match_the_reference(tmp_path: Path, element: str) -> None:
    source = _write(tmp_path, f"reductions_{element}.mlir", REDUCTIONS.replace("{t}", element))
    runs = {run.function: run for run in emulate(str(source), seed=11)}
    assert set(runs) == set(EXPECTED_PLANS)
    for name, plan in EXPECTED_PLANS.items():
        run = runs[name]
        assert run.checks and all(check.ok for check in run.checks), (name, run.checks)
        schedules = " | ".join(run.schedules.values())
        assert plan in schedules, (name, run.schedules)
        # The fill folds into the init and the consumers into the store: only reduction kernels run.
        assert all("SIMT" not in schedule for schedule in run.schedules.values()), (name, run.schedules)


@pytest.mark.parametrize("element, low, maximum, compare, value_range", [
    ("f32", "0xFF800000", "arith.maximumf", "arith.cmpf ogt", None),
    ("f16", "0xFC00", "arith.maximumf", "arith.cmpf ogt", (0.0, 0.01)),     # f16 steps of 2^-17..2^-7: ties
    ("i32", "-2147483648", "arith.maxsi", "arith.cmpi sgt", (0, 3)),          # nearly every row ties
])
@pytest.mark.parametrize("rows, cols", [(33, 40), (5, 4099)])            # a warp per row; a tree
def test_max_and_its_first_index_are_exact(tmp_path: Path, element: str, low: str, maximum: str, compare: str,
                                           value_range: tuple[float, float] | None, rows: int, cols: int) -> None:
    text = MAX_WITH_INDEX
    for key, value in {"rows": rows, "cols": cols, "t": element, "low": low, "max": maximum, "compare": compare}.items():
        text = text.replace("{" + key + "}", str(value))
    source = _write(tmp_path, "max_index.mlir", text)
    ranges = {"arg0": value_range} if value_range is not None else None
    (run,) = emulate(str(source), seed=5, input_ranges=ranges)
    x = run.inputs["arg0"]
    assert all(check.ok for check in run.checks), run.checks
    np.testing.assert_array_equal(run.outputs["result0"], x.max(axis=1))
    np.testing.assert_array_equal(run.outputs["result1"], x.argmax(axis=1))
    assert all("SIMT" not in schedule for schedule in run.schedules.values()), run.schedules


def test_dynamic_full_sum_and_row_sum(tmp_path: Path, examples: Path) -> None:
    """A full reduction of unknown length takes the tree with the partial count computed on the
    host; rows of unknown count and length a block per row."""
    (run,) = emulate(str(_write(tmp_path, "total.mlir", DYNAMIC_FULL_SUM)), shapes={"arg0_d0": 5003}, seed=2)
    assert all(check.ok for check in run.checks), run.checks
    assert "step 1 of 2: up to 256 blocks" in " | ".join(run.schedules.values())
    (run,) = emulate(str(examples / "row_sum.mlir"), shapes={"arg0_d0": 37, "arg0_d1": 301}, seed=2)
    assert all(check.ok for check in run.checks), run.checks
    assert "a block of 256 threads per row" in " | ".join(run.schedules.values())


def test_results_do_not_depend_on_warp_order(tmp_path: Path) -> None:
    """The combination order is fixed: warps run one at a time in a random order (same seed, same
    inputs) give the bits of the lockstep run."""
    source = _write(tmp_path, "reductions.mlir", REDUCTIONS.replace("{t}", "f32"))
    (lockstep,) = emulate(str(source), function="full_sum", seed=4)
    (shuffled,) = emulate(str(source), function="full_sum", seed=4, warp_order="random")
    np.testing.assert_array_equal(shuffled.inputs["arg0"], lockstep.inputs["arg0"])
    assert shuffled.outputs["result0"].tobytes() == lockstep.outputs["result0"].tobytes()


def test_ptx_shuffles_and_no_reduction_in_one_thread(tmp_path: Path) -> None:
    source = _write(tmp_path, "reductions.mlir", REDUCTIONS.replace("{t}", "f32"))
    ptx = tmp_path / "reductions.ptx"
    result = CliRunner().invoke(main, ["compile", str(source), "-o", str(ptx), "--manifest"])
    assert result.exit_code == 0, result.output
    text = ptx.read_text()
    entries = text.split(".entry ")[1:]
    assert len(entries) == 6   # one kernel per function
    for entry in entries:
        assert "shfl.sync.bfly.b32" in entry, entry.split("(")[0]
    manifest = json.loads(ptx.with_suffix(".json").read_text())
    for function in manifest["functions"]:
        for step in function["steps"]:
            if step["op"] == "launch":
                assert step["block"][0] >= 32, (function["name"], step)
    (full,) = [f for f in manifest["functions"] if f["name"] == "full_sum"]
    grids = [step["grid"][0] for step in full["steps"] if step["op"] == "launch"]
    assert grids == [1]   # 10007 elements: one block of 1024 threads, 10 elements each


# Softmax as torch-mlir writes it: max, exp(x - max) over the row, sum, divide over the row: one row
# program, one kernel that reads each row once.
SOFTMAX = """
#x = affine_map<(d0, d1) -> (d0, d1)>
#row1 = affine_map<(d0, d1) -> (d0, 0)>
func.func @softmax(%x: tensor<{rows}x{cols}x{t}>) -> tensor<{rows}x{cols}x{t}> {
  %low = arith.constant {low} : {t}
  %zero = arith.constant 0.0 : {t}
  %e1 = tensor.empty() : tensor<{rows}x1x{t}>
  %fm = linalg.fill ins(%low : {t}) outs(%e1 : tensor<{rows}x1x{t}>) -> tensor<{rows}x1x{t}>
  %m = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<{rows}x{cols}x{t}>) outs(%fm : tensor<{rows}x1x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %r = arith.maximumf %in, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<{rows}x1x{t}>
  %e = tensor.empty() : tensor<{rows}x{cols}x{t}>
  %ex = linalg.generic {indexing_maps = [#x, #row1, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<{rows}x{cols}x{t}>, tensor<{rows}x1x{t}>) outs(%e : tensor<{rows}x{cols}x{t}>) {
  ^bb0(%in: {t}, %mx: {t}, %out: {t}):
    %d = arith.subf %in, %mx : {t}
    %r = math.exp %d : {t}
    linalg.yield %r : {t}
  } -> tensor<{rows}x{cols}x{t}>
  %fs = linalg.fill ins(%zero : {t}) outs(%e1 : tensor<{rows}x1x{t}>) -> tensor<{rows}x1x{t}>
  %s = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<{rows}x{cols}x{t}>) outs(%fs : tensor<{rows}x1x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %r = arith.addf %in, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<{rows}x1x{t}>
  %y = linalg.generic {indexing_maps = [#x, #row1, #x], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<{rows}x{cols}x{t}>, tensor<{rows}x1x{t}>) outs(%e : tensor<{rows}x{cols}x{t}>) {
  ^bb0(%in: {t}, %sum: {t}, %out: {t}):
    %r = arith.divf %in, %sum : {t}
    linalg.yield %r : {t}
  } -> tensor<{rows}x{cols}x{t}>
  return %y : tensor<{rows}x{cols}x{t}>
}
"""

# RMSNorm with its weight: x * rsqrt(mean(x * x) + eps) * w, one kernel.
RMSNORM = """
#x = affine_map<(d0, d1) -> (d0, d1)>
#row1 = affine_map<(d0, d1) -> (d0, 0)>
#column = affine_map<(d0, d1) -> (d1)>
func.func @rmsnorm(%x: tensor<{rows}x{cols}x{t}>, %w: tensor<{cols}x{t}>) -> tensor<{rows}x{cols}x{t}> {
  %zero = arith.constant 0.0 : {t}
  %n = arith.constant {cols}.0 : {t}
  %eps = arith.constant 1.0e-5 : {t}
  %e1 = tensor.empty() : tensor<{rows}x1x{t}>
  %f = linalg.fill ins(%zero : {t}) outs(%e1 : tensor<{rows}x1x{t}>) -> tensor<{rows}x1x{t}>
  %s = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<{rows}x{cols}x{t}>) outs(%f : tensor<{rows}x1x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %sq = arith.mulf %in, %in : {t}
    %r = arith.addf %sq, %out : {t}
    linalg.yield %r : {t}
  } -> tensor<{rows}x1x{t}>
  %q = linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<{rows}x1x{t}>) outs(%e1 : tensor<{rows}x1x{t}>) {
  ^bb0(%in: {t}, %out: {t}):
    %m = arith.divf %in, %n : {t}
    %a = arith.addf %m, %eps : {t}
    %r = math.rsqrt %a : {t}
    linalg.yield %r : {t}
  } -> tensor<{rows}x1x{t}>
  %e = tensor.empty() : tensor<{rows}x{cols}x{t}>
  %y = linalg.generic {indexing_maps = [#x, #row1, #column, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %q, %w : tensor<{rows}x{cols}x{t}>, tensor<{rows}x1x{t}>, tensor<{cols}x{t}>)
      outs(%e : tensor<{rows}x{cols}x{t}>) {
  ^bb0(%in: {t}, %scale: {t}, %weight: {t}, %out: {t}):
    %a = arith.mulf %in, %scale : {t}
    %r = arith.mulf %a, %weight : {t}
    linalg.yield %r : {t}
  } -> tensor<{rows}x{cols}x{t}>
  return %y : tensor<{rows}x{cols}x{t}>
}
"""

BYTES = {"f32": 4, "f16": 2, "bf16": 2}
LOWEST = {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80"}
# |got - ref| <= this * |ref| + the smallest normal: a few roundings of the element type, and the
# sums' reassociation (softmax's reference bound is vacuous: the -inf init of the max enters it).
RELATIVE = {"f32": 1e-5, "f16": 8e-3, "bf16": 6e-2}


def _instantiate(template: str, **values: object) -> str:
    for key, value in values.items():
        template = template.replace("{" + key + "}", str(value))
    return template


@pytest.mark.parametrize("element", ["f32", "f16", "bf16"])
@pytest.mark.parametrize("rows, cols, plan", [(33, 40, "a warp per row"), (40, 1500, "a block of 128 threads"),
                                              (5, 4099, "a block of 512 threads")])
def test_softmax_is_one_kernel(tmp_path: Path, element: str, rows: int, cols: int, plan: str) -> None:
    source = _write(tmp_path, "softmax.mlir", _instantiate(SOFTMAX, rows=rows, cols=cols, t=element,
                                                           low=LOWEST[element]))
    (run,) = emulate(str(source), seed=7)
    assert all(check.ok for check in run.checks), run.checks
    x = run.inputs["arg0"].astype(np.float64)
    exp = np.exp(x - x.max(axis=1, keepdims=True))
    reference = exp / exp.sum(axis=1, keepdims=True)
    error = np.abs(run.outputs["result0"].astype(np.float64) - reference)
    assert np.all(error <= RELATIVE[element] * reference + 1e-30), error.max()
    (schedule,) = run.schedules.values()
    assert schedule.startswith("row reduction in one pass") and plan in schedule, schedule
    # Each element of x read once, each of y written once.
    assert run.stats.global_bytes == 2 * x.size * BYTES[element], run.stats.global_bytes


@pytest.mark.parametrize("element", ["f32", "bf16"])
@pytest.mark.parametrize("rows, cols", [(33, 40), (7, 1000), (3, 5000)])
def test_rmsnorm_fuses_into_its_reduction(tmp_path: Path, element: str, rows: int, cols: int) -> None:
    source = _write(tmp_path, "rmsnorm.mlir", _instantiate(RMSNORM, rows=rows, cols=cols, t=element))
    (run,) = emulate(str(source), seed=9)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    (schedule,) = run.schedules.values()
    assert schedule.startswith("row reduction in one pass"), schedule
    # x read once, w once (every block reads it: from L2 on hardware), the output written once.
    assert run.stats.dram_bytes <= 1.05 * (2 * rows + 1) * cols * BYTES[element], run.stats.dram_bytes
