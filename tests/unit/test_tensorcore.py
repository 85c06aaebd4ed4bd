"""Tensor Core GEMMs: numerics in the PTX emulator against float64 numpy for every input type,
operand layout and epilogue, at tile multiples, at sizes that are not, and with dynamic M; the
shared-memory tiles must be bank-conflict-free; schedule choice and validation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tirc.diagnostics import REMARKS, TircError
from tirc.driver import CompileOptions, compile_input
from tirc.runtime import emulate

DTYPES: dict[str, dict[str, Any]] = {
    "f16": {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}},
    "f16acc16": {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f16"}},
    "bf16": {"dtype": {"a": "bf16", "b": "bf16", "c": "bf16"}},
    "tf32": {"dtype": {"a": "f32", "b": "f32", "c": "f32"}, "allow_tf32": True},
    "s8": {"dtype": {"a": "s8", "b": "s8", "c": "s32", "acc": "s32"}},
}
LAYOUTS = [("row", "row"), ("row", "col"), ("col", "row"), ("col", "col")]
SHAPES = [{"M": 256, "N": 256, "K": 128}, {"M": 200, "N": 136, "K": 72}]
# `emulate` runs the 4096^3 kernel, whose s8 copies are 16 bytes: its sizes that are not tile
# multiples keep every row of A and B a multiple of 16 bytes (72 s8 elements are not).
S8_NON_MULTIPLE = {"M": 208, "N": 144, "K": 80}


def write_spec(tmp_path: Path, name: str, **kernel: Any) -> str:
    path = tmp_path / f"{name}.yaml"
    kernel = {"name": name, "op": "matmul", "shape": {"M": 4096, "N": 4096, "K": 4096}, **kernel}
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def check_on_tensor_cores(path: str, shapes: dict[str, int]) -> None:
    (run,) = emulate(path, shapes=shapes, remarks="off", seed=2)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert run.stats.tensor_core_instructions > 0, "expected the Tensor Core kernel"
    assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line
    assert len(run.launches) == 1, "contraction and epilogue must be one kernel"


@pytest.mark.parametrize("shapes", SHAPES, ids=lambda s: "x".join(map(str, s.values())))
@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda l: f"a_{l[0]}-b_{l[1]}")
@pytest.mark.parametrize("dtype", list(DTYPES))
def test_dtype_and_layout(tmp_path: Path, dtype: str, layout: tuple[str, str], shapes: dict[str, int]) -> None:
    # Compiled at 4096^3 sizes in the spec, run at small ones: the same schedule as at 4096.
    path = write_spec(tmp_path, "gemm", layout={"a": layout[0], "b": layout[1]}, **DTYPES[dtype])
    check_on_tensor_cores(path, S8_NON_MULTIPLE if dtype == "s8" and shapes == SHAPES[1] else shapes)


EPILOGUES = {
    "bias_n_relu": [{"bias": "n"}, {"activation": "relu"}],
    "bias_m_gelu": [{"bias": "m"}, {"activation": "gelu_tanh"}],
    "silu_residual": [{"activation": "silu"}, {"residual": True}],
    "scale_alpha_beta": [{"scale": {"alpha": 1.5, "beta": -0.5}}],
    "cast_f32": [{"activation": "relu"}, {"cast": "f32"}],
}


@pytest.mark.parametrize("dtype", ["f16", "bf16", "tf32"])
@pytest.mark.parametrize("epilogue", list(EPILOGUES))
def test_fused_epilogues(tmp_path: Path, epilogue: str, dtype: str) -> None:
    path = write_spec(tmp_path, "gemm", layout={"a": "row", "b": "col"}, epilogue=EPILOGUES[epilogue],
                      **DTYPES[dtype])
    check_on_tensor_cores(path, SHAPES[1])


@pytest.mark.parametrize("m", [67, 256])
def test_dynamic_m(tmp_path: Path, m: int) -> None:
    path = write_spec(tmp_path, "gemm_dyn", shape={"M": "?", "N": 136, "K": 72}, layout={"b": "col"},
                      epilogue=[{"bias": "n"}], **DTYPES["f16"])
    check_on_tensor_cores(path, {"M": m})


def test_batch_matmul(tmp_path: Path) -> None:
    path = write_spec(tmp_path, "bmm", op="batch_matmul", shape={"B": 3, "M": 72, "N": 40, "K": 48},
                      **DTYPES["f16"])
    check_on_tensor_cores(path, {})


def test_schedule_from_spec_is_used_and_validated(tmp_path: Path) -> None:
    path = write_spec(tmp_path, "gemm", **DTYPES["f16"],
                      schedule={"tile": [64, 64, 32], "warps": [2, 2], "stages": 4, "mma": "m16n8k16"})
    result = compile_input(path, CompileOptions(emit="tensorir", remarks="off"))
    text = result.payload.decode()
    assert "tile = array<i64: 64, 64, 32>" in text and "stages = 4" in text
    check_on_tensor_cores(path, SHAPES[1])


@pytest.mark.parametrize("schedule, target, message", [
    ({"tile": [128, 256, 64], "warps": [2, 4], "stages": 4}, "sm_86",
     "schedule needs 192 KiB of shared memory with 4 stages; sm_86 allows 99 KiB per block: use stages <= 2"),
    ({"mma": "m16n8k8"}, "sm_80", "m16n8k8 does not take f16 inputs"),
    ({"tile": [128, 128, 24]}, "sm_80", "tile K must be a multiple of 16"),
    ({"tile": [256, 256, 32], "warps": [1, 1]}, "sm_80", "accumulator registers"),
])
def test_schedule_errors(tmp_path: Path, schedule: dict[str, Any], target: str, message: str) -> None:
    path = write_spec(tmp_path, "gemm", **DTYPES["f16"], schedule=schedule)
    with pytest.raises(TircError) as info:
        compile_input(path, CompileOptions(emit="tensorir", target=target, remarks="off"))
    assert message in info.value.render()


@pytest.mark.parametrize("kernel, reason", [
    ({"dtype": {"a": "f32", "b": "f32", "c": "f32"}}, "f32 inputs need allow_tf32: true"),
    ({"dtype": {"a": "f64", "b": "f64", "c": "f64"}}, "f64 inputs"),
    ({"dtype": {"a": "f16", "c": "f16"}, "shape": {"M": 64, "N": 4, "K": 64}}, "N = 4 is smaller than"),
    ({"dtype": {"a": "f16", "c": "f16"}, "shape": {"M": 64, "N": 64, "K": "?"}}, "K is dynamic"),
    ({"dtype": {"a": "f16", "c": "f16"}, "shape": {"M": 64, "N": 64, "K": 33}}, "not a multiple of 4 bytes"),
])
def test_not_on_tensor_cores_remark_and_simt_still_correct(tmp_path: Path, kernel: dict[str, Any],
                                                           reason: str) -> None:
    path = write_spec(tmp_path, "gemm_simt", **{"shape": {"M": 64, "N": 48, "K": 40}, **kernel})
    (run,) = emulate(path, shapes={"K": 40} if kernel.get("shape", {}).get("K") == "?" else {}, remarks="json")
    remarks = [r for r in REMARKS.collected if r.missed]
    assert remarks and reason in remarks[0].message and remarks[0].name == "gemm_simt"
    assert run.ok and run.stats.tensor_core_instructions == 0


def test_emulating_the_256_cubed_gemm_is_fast(tmp_path: Path) -> None:
    """The issue's budget: a 256^3 f16 GEMM with 128x128x32 tiles (4 CTAs) in < 30 s on one core."""
    path = write_spec(tmp_path, "gemm", **DTYPES["f16"], schedule={"tile": [128, 128, 32]})
    (run,) = emulate(path, shapes={"M": 256, "N": 256, "K": 256}, remarks="off")
    assert run.ok
    assert run.launches[0][1].tensor_core_instructions == 4 * 4 * 32 * (256 // 16)  # CTAs x warps x mma/k16
    assert run.stats.wall_seconds < 30.0
