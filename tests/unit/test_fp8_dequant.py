"""FP8 GEMMs with the ``dequant`` step: torch._scaled_mm's contract (e4m3/e5m2 operands, f32
accumulation, per-tensor [1] or per-row [M] / per-column [N] f32 scales, bias, bf16/f16 output),
the scales fused into the epilogue of the sm_89 mma.sync kernel.

One spec of variants is compiled once for sm_89; its PTX has the fp8 mma and no kernel but the
GEMM, the cubin no spills, and the emulator (race checking on) matches the float64 reference and
a numpy formula of the dequantised math at M=200, N=136, K=96 (no tile multiple).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tirc.driver import CompileOptions, compile_input
from tirc.emit.sass import analyse_cubin
from tirc.runtime.execute import compiled_for_run, emulate_compiled

SHAPE = {"M": 200, "N": 136, "K": 96}
# name -> (dtype, dequant, later steps): the fp8_linear first.
VARIANTS: dict[str, tuple[dict[str, str], dict[str, str], list[Any]]] = {
    "fp8_linear": ({"a": "e4m3", "b": "e4m3", "c": "bf16", "acc": "f32"}, {"a": "tensor", "b": "col"},
                   [{"bias": "n"}]),
    "e5m2_rows": ({"a": "e5m2", "b": "e5m2", "c": "f16"}, {"a": "row", "b": "tensor"}, [{"activation": "silu"}]),
    "mixed_row_col": ({"a": "e4m3", "b": "e5m2", "c": "bf16"}, {"a": "row", "b": "col"}, [{"bias": "n"}]),
}
PTX_TYPES = {"fp8_linear": "e4m3.e4m3", "e5m2_rows": "e5m2.e5m2", "mixed_row_col": "e4m3.e5m2"}
RANGES = {"scale_a": (0.25, 4.0), "scale_b": (0.25, 4.0)}


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Any]:
    kernels = [{"name": name, "op": "matmul", "shape": SHAPE, "layout": {"a": "row", "b": "col"}, "dtype": dtype,
                "epilogue": [{"dequant": dequant}, *later]} for name, (dtype, dequant, later) in VARIANTS.items()]
    path = Path(tmp_path_factory.mktemp("fp8-dequant")) / "fp8.yaml"
    path.write_text(json.dumps({"kernels": kernels}))
    return str(path), compile_input(str(path), CompileOptions(target="sm_89", emit="cubin", manifest=True,
                                                              remarks="off"))


def test_the_scales_are_in_the_fp8_mma_kernel(compiled: tuple[str, Any]) -> None:
    _, result = compiled
    ptx = "\n".join(module.text for module in result.ptx)
    bodies = {m.group(1): m.group(2) for m in re.finditer(r"\.entry (\w+)\((.*?)\n}\n", ptx, re.DOTALL)}
    assert sorted(bodies) == sorted(f"{name}_gemm{i}" for i, name in enumerate(VARIANTS))   # no other kernel
    for name, types in PTX_TYPES.items():
        (body,) = [text for kernel, text in bodies.items() if kernel.startswith(f"{name}_gemm")]
        assert f"mma.sync.aligned.m16n8k32.row.col.f32.{types}.f32" in body, name
    for kernel, sass in analyse_cubin(result.link.cubin, result.link.kernels).items():
        assert sass.spill_bytes == 0, kernel


def test_fp8_dequant_matches_the_reference_and_scaled_mm_math(compiled: tuple[str, Any]) -> None:
    path, result = compiled
    runs = emulate_compiled(compiled_for_run(result), path, racecheck=True, input_ranges=RANGES, seed=5)
    assert [run.function for run in runs] == list(VARIANTS)
    for run in runs:
        assert run.ok, (run.function, run.checks)
        dtype, dequant, later = VARIANTS[run.function]
        inputs = run.inputs
        x = inputs["a"].astype(np.float64) @ inputs["b"].astype(np.float64).T
        x = x * (inputs["scale_a"][:, None] if dequant["a"] == "row" else inputs["scale_a"][0])
        x = x * (inputs["scale_b"][None, :] if dequant["b"] == "col" else inputs["scale_b"][0])
        if {"bias": "n"} in later:
            x = x + inputs["bias"][None, :]
        if {"activation": "silu"} in later:
            x = x / (1.0 + np.exp(-x))
        (output,) = run.outputs.values()
        unit = 2.0 ** -8 if dtype["c"] == "bf16" else 2.0 ** -11
        np.testing.assert_allclose(output.astype(np.float64), x, rtol=2 * unit, atol=2 * unit * float(np.abs(x).max()),
                                   err_msg=run.function)
