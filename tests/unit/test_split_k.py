"""split-K (``schedule: {split_k: S}``): S blocks per output tile each sum one contiguous chunk of
K into a workspace of accumulator elements, a second kernel sums the S partials in split order and
applies the fused epilogue. Numerics in the PTX emulator with race checking (f16 with an f32
accumulator, s8 with s32, bias + relu, K not a tile multiple, splits that are short or empty,
batched, dynamic M, C += A*B), the launch plan (two kernels in order, the workspace temporary),
determinism, schedule errors and the wave-quantisation choice of S (``split_k_for``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.runtime import emulate
from tirc.schedule.heuristics import split_k_for
from tirc.target import TARGETS

F16 = {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}}
S8 = {"dtype": {"a": "s8", "b": "s8", "c": "s32", "acc": "s32"}}
BIAS_RELU = {"epilogue": [{"bias": "n"}, {"activation": "relu"}]}
SMALL_TILE = {"tile": [64, 64, 32], "warps": [2, 2], "stages": 3}


def write_spec(tmp_path: Path, shape: dict[str, Any], schedule: dict[str, Any], op: str = "matmul",
               **kernel: Any) -> str:
    path = tmp_path / "split.yaml"
    kernel = {"name": "gemm", "op": op, "shape": shape, "schedule": schedule, **kernel}
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def run_split(path: str, **options: Any) -> Any:
    (run,) = emulate(path, remarks="off", racecheck=True, seed=7, **options)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert run.stats.tensor_core_instructions > 0, "expected the Tensor Core kernel"
    assert [name for name, _ in run.launches] == ["gemm_gemm0", "gemm_elementwise0"], run.launches
    return run


@pytest.mark.parametrize("shape, kernel, split_k", [
    # 7 K tiles over 3 splits: 3 + 3 + 1.
    pytest.param({"M": 40, "N": 72, "K": 200}, {**F16, **BIAS_RELU}, 3, id="f16_bias_relu"),
    # 7 K tiles over 6 splits of 2: the last two splits are empty (their partials are 0).
    pytest.param({"M": 40, "N": 72, "K": 200}, {**F16, **BIAS_RELU}, 6, id="f16_empty_splits"),
    # s8 -> s32, 5 K tiles of 64 over 2 splits (3 + 2), K not a multiple of the tile either.
    pytest.param({"M": 48, "N": 80, "K": 272}, {**S8, **BIAS_RELU}, 2, id="s8_bias_relu"),
    # No epilogue but the conversion to f16; one output tile, 8 K tiles over 4 splits.
    pytest.param({"M": 64, "N": 64, "K": 256}, F16, 4, id="f16_no_epilogue"),
])
def test_split_k_numerics(tmp_path: Path, shape: dict[str, int], kernel: dict[str, Any], split_k: int) -> None:
    tile_k = 64 if kernel["dtype"] == S8["dtype"] else 32   # m16n8k32 steps: a 64-deep s8 tile
    schedule = {**SMALL_TILE, "tile": [64, 64, tile_k], "split_k": split_k}
    run_split(write_spec(tmp_path, shape, schedule, **kernel))


def test_split_k_decode_like(tmp_path: Path) -> None:
    """A decode-like GEMM (M = 16, weights stored [N, K]) with a 64x128 tile and 4 splits of 8 K tiles."""
    path = write_spec(tmp_path, {"M": 16, "N": 256, "K": 1024}, {"tile": [64, 128, 32], "warps": [2, 2], "split_k": 4},
                      layout={"a": "row", "b": "col"}, **F16)
    run_split(path)


ACCUMULATE = """
func.func @gemm(%a: memref<72x104xf16>, %b: memref<104x40xf16>, %c: memref<72x40xf32>) {
  linalg.matmul {tir.schedule = {tile = array<i64: 64, 64, 32>, warps = array<i64: 2, 2>, split_k = 2 : i64}}
      ins(%a, %b : memref<72x104xf16>, memref<104x40xf16>) outs(%c : memref<72x40xf32>)
  return
}
"""


def test_split_k_accumulating_into_an_argument(tmp_path: Path) -> None:
    """C += A*B (no fill): the reduction starts from C's contents (random in the emulator)."""
    path = tmp_path / "acc.mlir"
    path.write_text(ACCUMULATE)
    run_split(str(path))


def test_split_k_batched(tmp_path: Path) -> None:
    path = write_spec(tmp_path, {"B": 2, "M": 40, "N": 64, "K": 160}, {**SMALL_TILE, "split_k": 2},
                      op="batch_matmul", layout={"b": "col"}, **F16, **BIAS_RELU)
    run_split(path)


def test_split_k_dynamic_m(tmp_path: Path) -> None:
    path = write_spec(tmp_path, {"M": "?", "N": 64, "K": 192}, {**SMALL_TILE, "split_k": 3}, **F16, **BIAS_RELU)
    run_split(path, shapes={"M": 24})


def test_launch_plan_runs_the_reduction_after_the_splits_on_the_workspace(tmp_path: Path) -> None:
    path = write_spec(tmp_path, {"M": 40, "N": 72, "K": 200}, {**SMALL_TILE, "split_k": 3}, **F16, **BIAS_RELU)
    result = compile_input(path, CompileOptions(emit="ptx", manifest=True, remarks="off"))
    assert result.manifest is not None
    (function,) = result.manifest["functions"]
    (workspace,) = [buffer for buffer in function["buffers"] if buffer["kind"] == "temp"]
    assert workspace["dtype"] == "f32" and workspace["shape"] == [3, 40, 72]
    steps = function["steps"]
    launches = [step for step in steps if step["op"] == "launch"]
    assert [step["kernel"] for step in launches] == ["gemm_gemm0", "gemm_elementwise0"]
    # One M x N tile grid (1 x 2 tiles of 64 x 64) per split.
    assert launches[0]["grid"] == [6, 1, 1]
    for launch in launches:
        assert {"kind": "ptr", "buffer": workspace["name"]} in launch["args"]
    order = [(step["op"], step.get("buffer", step.get("kernel"))) for step in steps]
    assert order.index(("alloc", workspace["name"])) < order.index(("launch", "gemm_gemm0")) \
        < order.index(("launch", "gemm_elementwise0")) < order.index(("free", workspace["name"]))


def test_report_names_the_split(tmp_path: Path) -> None:
    path = write_spec(tmp_path, {"M": 40, "N": 72, "K": 200}, {**SMALL_TILE, "split_k": 3}, **F16)
    report = compile_input(path, CompileOptions(emit="ptx", report=True, remarks="off")).report
    assert "split-K 3" in str(report)


def test_split_k_is_deterministic(tmp_path: Path) -> None:
    """Bit-identical results whatever order the blocks' warps run in: no atomics, a fixed sum order."""
    path = write_spec(tmp_path, {"M": 40, "N": 72, "K": 200}, {**SMALL_TILE, "split_k": 3}, **F16, **BIAS_RELU)
    first, second = run_split(path), run_split(path, warp_order="random")
    for name, output in first.outputs.items():
        assert np.array_equal(output.view(np.uint16), second.outputs[name].view(np.uint16))


@pytest.mark.parametrize("k, split_k, message, hint", [
    (200, 0, "split_k must be at least 1, not 0", "use split_k: 1"),
    (200, -2, "split_k must be at least 1, not -2", "use split_k: 1"),
    (200, 8, "split_k 8 is more than the 7 K tiles of K = 200 (tile K 32)", "use split_k <= 7 or a smaller tile K"),
    (32 * 300, 300, "split_k 300 is more than 256", "use split_k <= 256"),
])
def test_split_k_errors(tmp_path: Path, k: int, split_k: int, message: str, hint: str) -> None:
    path = write_spec(tmp_path, {"M": 40, "N": 72, "K": k}, {**SMALL_TILE, "split_k": split_k}, **F16)
    with pytest.raises(TircError) as info:
        compile_input(path, CompileOptions(emit="tensorir", remarks="off"))
    assert message in info.value.message and hint in (info.value.hint or "")


@pytest.mark.parametrize("m, n, tile_m, tile_n, expected", [
    (1, 4096, 64, 128, 4),       # 32 blocks: 4 splits give 128 >= 108
    (16, 4096, 64, 128, 4),
    (1, 11008, 64, 128, 2),      # 86 blocks: 2 splits give 172
    (16, 11008, 128, 128, 2),
    (1, 4096, 128, 128, 4),
    (4096, 4096, 128, 128, 1),   # 1024 blocks: no split
])
def test_split_k_for_decode_shapes_fill_a_wave_on_a100(m: int, n: int, tile_m: int, tile_n: int,
                                                      expected: int) -> None:
    sm_count = TARGETS["sm_80"].sm_count
    blocks = -(-m // tile_m) * -(-n // tile_n)
    k_tiles = 4096 // 32
    split = split_k_for(blocks, k_tiles, sm_count)
    assert split == expected
    assert blocks * split >= sm_count
    assert k_tiles // split >= 4


def test_split_k_for_keeps_four_k_tiles_per_split() -> None:
    # 2 blocks on 108 SMs would want 54 splits; 12 K tiles allow 3.
    assert split_k_for(2, 12, 108) == 3
    assert split_k_for(2, 3, 108) == 1
    assert split_k_for(8, 1024, 16) == 2          # Orin: 8 blocks, 16 SMs
    assert split_k_for(1, 1 << 20, 1000) == 256    # never more than the schedule allows
    with pytest.raises(ValueError):
        split_k_for(0, 4, 108)


def test_split_k_must_be_an_integer_in_op_specs(tmp_path: Path) -> None:
    path = write_spec(tmp_path, {"M": 40, "N": 72, "K": 200}, {**SMALL_TILE, "split_k": "4"}, **F16)
    with pytest.raises(TircError) as info:
        compile_input(path, CompileOptions(emit="tensorir", remarks="off"))
    assert "schedule split_k must be an integer" in info.value.message
