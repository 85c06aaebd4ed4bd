"""W8A8 GEMMs with the op spec's ``dequant`` epilogue step: s8 x s8 -> s32 on Tensor Cores, then
``float(acc) * scale_a * scale_b`` (per-tensor [1], per-token [M] or per-channel [N] f32 scales),
bias, activation and an f16/bf16 output, all in the GEMM's epilogue.

One spec of variants is compiled once per target (sm_80, sm_86, sm_87 = Jetson Orin, sm_90a) to a
cubin; the tests read its PTX and SASS (0 spills), and run it in the emulator (race checking on)
at M=200, N=136, K=96 (no tile multiple) with realistic inputs (the whole int8 range, small
positive scales), against the float64 reference and against a numpy formula of the dequantised
math written here from the spec. Schema errors of the step name their YAML line.
"""

from __future__ import annotations

import json
import re
from typing import Any

import numpy as np
import pytest

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.report import kernel_schedules
from tirc.emit.sass import analyse_cubin
from tirc.frontend.opspec import opspec_to_mlir
from tirc.runtime.execute import compiled_for_run, emulate_compiled

SHAPE = {"M": 200, "N": 136, "K": 96}
W8A8 = {"a": "s8", "b": "s8", "c": "f16", "acc": "s32"}
# Realistic draws: activations and weights over the whole int8 range, scales ~0.01 (positive);
# bias and residual keep the default [-1, 1].
RANGES = {"a": (-128, 127), "b": (-128, 127), "scale_a": (0.001, 0.02), "scale_b": (0.001, 0.02)}
# name -> (dtype, epilogue, schedule): the W8A8 kernel first, then the scale kinds, bf16,
# split-K (the scales in the second kernel), a residual (a 2-D input beside the scales), a batch.
VARIANTS: dict[str, tuple[dict[str, str], list[Any], dict[str, Any] | None]] = {
    "w8a8": (W8A8, [{"dequant": {"a": "row", "b": "col"}}, {"bias": "n"}, {"activation": "silu"}], None),
    "per_tensor_bf16": ({**W8A8, "c": "bf16"}, [{"dequant": {"a": "tensor", "b": "tensor"}}, {"bias": "n"}], None),
    "row_tensor_split_k": (W8A8, [{"dequant": {"a": "row", "b": "tensor"}}, {"activation": "silu"}],
                           {"split_k": 2, "tile": [64, 64, 32]}),
    "tensor_col_residual": (W8A8, [{"dequant": {"a": "tensor", "b": "col"}}, {"bias": "m"}, {"residual": True}],
                            None),
}
ALL_TARGETS = ("sm_80", "sm_86", "sm_87", "sm_90a")


def spec_text(names: list[str], shape: dict[str, int] = SHAPE) -> str:
    kernels = []
    for name in names:
        dtype, epilogue, schedule = VARIANTS[name]
        kernel: dict[str, Any] = {"name": name, "op": "matmul", "shape": shape, "layout": {"a": "row", "b": "col"},
                                  "dtype": dtype, "epilogue": epilogue}
        if schedule is not None:
            kernel["schedule"] = schedule
        kernels.append(kernel)
    return json.dumps({"kernels": kernels})   # JSON is YAML


def variants_on(target: str) -> list[str]:
    """Every variant on Jetson Orin (sm_87) and Hopper; the issue's kernel on the other chips."""
    return list(VARIANTS) if target in ("sm_87", "sm_90a") else ["w8a8"]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, Any]]:
    """Target -> (spec path, its cubin compile with the manifest), compiled on first use."""
    folder = tmp_path_factory.mktemp("w8a8")

    class Compiled(dict[str, tuple[str, Any]]):
        def __missing__(self, target: str) -> tuple[str, Any]:
            path = folder / f"w8a8_{target}.yaml"
            path.write_text(spec_text(variants_on(target)))
            self[target] = (str(path), compile_input(str(path), CompileOptions(
                target=target, emit="cubin", manifest=True, remarks="off")))
            return self[target]

    return Compiled()


def kernel_ptx(result: Any) -> dict[str, str]:
    ptx = "\n".join(module.text for module in result.ptx)
    return {match.group(1): match.group(2) for match in re.finditer(r"\.entry (\w+)\((.*?)\n}\n", ptx, re.DOTALL)}


def silu(x: np.ndarray) -> np.ndarray:
    return x / (1.0 + np.exp(-x))


def dequantised(name: str, inputs: dict[str, np.ndarray]) -> np.ndarray:
    """The spec's math in float64, from the spec's words: acc = a @ b^T (b stored [N, K]), then
    acc * scale_a[m or 0] * scale_b[n or 0], then the later steps."""
    _, epilogue, _ = VARIANTS[name]
    x = inputs["a"].astype(np.float64) @ inputs["b"].astype(np.float64).T
    for step in epilogue:
        (kind, value), = step.items()
        if kind == "dequant":
            scale_a = inputs["scale_a"][:, None] if value["a"] == "row" else inputs["scale_a"][0]
            scale_b = inputs["scale_b"][None, :] if value["b"] == "col" else inputs["scale_b"][0]
            x = x * scale_a * scale_b
        elif kind == "bias":
            x = x + (inputs["bias"][None, :] if value == "n" else inputs["bias"][:, None])
        elif kind == "residual":
            x = x + inputs["residual"]
        elif kind == "activation":
            x = silu(x)
    return x


@pytest.mark.parametrize("target", ALL_TARGETS)
def test_w8a8_is_an_s8_tensor_core_kernel_without_spills(compiled: dict[str, tuple[str, Any]], target: str) -> None:
    _, result = compiled[target]
    bodies = kernel_ptx(result)
    for name in variants_on(target):
        gemm = [body for kernel, body in bodies.items() if kernel.startswith(f"{name}_gemm")]
        assert len(gemm) == 1, (name, list(bodies))
        if target == "sm_90a" and VARIANTS[name][2] is None:   # an mma.sync schedule stays mma.sync
            assert re.search(r"wgmma\.mma_async\.sync\.aligned\.m64n\d+k32\.s32\.s8\.s8", gemm[0]), name
        else:
            assert "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" in gemm[0], name
    for kernel, sass in analyse_cubin(result.link.cubin, result.link.kernels).items():
        assert sass.spill_bytes == 0, kernel


@pytest.mark.parametrize("target", ALL_TARGETS)
def test_w8a8_matches_the_reference_and_the_dequantised_math_in_the_emulator(
        compiled: dict[str, tuple[str, Any]], target: str) -> None:
    path, result = compiled[target]
    runs = emulate_compiled(compiled_for_run(result), path, racecheck=True, input_ranges=RANGES, seed=3)
    assert [run.function for run in runs] == variants_on(target)
    for run in runs:
        assert run.ok, (run.function, run.checks)
        assert run.stats.tensor_core_instructions > 0, run.function
        (output,) = run.outputs.values()
        expected = dequantised(run.function, run.inputs)
        # The kernel rounds in f32 and once to f16/bf16 at the end: a few units of the output's last place.
        unit = 2.0 ** -8 if VARIANTS[run.function][0]["c"] == "bf16" else 2.0 ** -11
        np.testing.assert_allclose(output.astype(np.float64), expected, rtol=2 * unit,
                                   atol=2 * unit * float(np.abs(expected).max()), err_msg=run.function)
        assert np.abs(expected).max() > 1.0, "the scales leave values that round visibly"


def test_each_scale_is_loaded_once_per_row_or_column_of_a_thread(compiled: dict[str, tuple[str, Any]]) -> None:
    """The issue's kernel on sm_87: a thread holds 2 rows per 16-row fragment and 2 columns per
    8-column one; it loads scale_a once per row, and scale_b and the bias once per column (not
    three loads per output element)."""
    _, result = compiled["sm_87"]
    (kernel, body), = [(k, b) for k, b in kernel_ptx(result).items() if k.startswith("w8a8_gemm")]
    match = re.search(r"tile (\d+)x(\d+)x\d+, warps (\d+)x(\d+)", kernel_schedules(result)[kernel])
    assert match is not None
    tile_m, tile_n, warps_m, warps_n = map(int, match.groups())
    rows, cols = tile_m // warps_m // 16 * 2, tile_n // warps_n // 8 * 2
    loads = len(re.findall(r"\bld\.global\.", body))   # the mainloop copies are cp.async
    assert loads == rows + 2 * cols, (loads, rows, cols)


def test_arguments_are_a_b_scale_a_scale_b_then_c_bias_residual() -> None:
    text = opspec_to_mlir(spec_text(["w8a8"]).replace(
        '{"bias": "n"}', '{"scale": {"beta": 1}}, {"residual": true}, {"bias": "n"}'), "k.yaml")
    assert ("func.func @w8a8(%a: tensor<200x96xi8>, %b: tensor<136x96xi8>, %scale_a: tensor<200xf32>, "
            "%scale_b: tensor<136xf32>, %c: tensor<200x136xf16>, %bias: tensor<136xf16>, "
            "%residual: tensor<200x136xf16>)") in text
    per_tensor = opspec_to_mlir(spec_text(["per_tensor_bf16"]), "k.yaml")
    assert "%scale_a: tensor<1xf32>, %scale_b: tensor<1xf32>, %bias: tensor<136xbf16>" in per_tensor
    assert "affine_map<(d0, d1) -> (0)>" in per_tensor   # a [1] scale: every (m, n) reads element 0


BAD = "kernels:\n  - name: q\n    op: matmul\n    shape: {M: 8, N: 8, K: 32}\n    dtype: {a: s8, c: f16}\n"


@pytest.mark.parametrize("epilogue,dtype,message,hint", [
    ("[{dequant: {a: col, b: col}}]", None, "kernel 'q': unknown dequant a 'col'", "dequant a: tensor | row"),
    ("[{dequant: {a: row, b: row}}]", None, "unknown dequant b 'row'", "dequant b: tensor | col"),
    ("[{dequant: {a: row}}]", None, "dequant needs the scale of operand b", "write both scales"),
    ("[{dequant: {a: row, b: col, c: row}}]", None, "unknown dequant key 'c'", "dequant keys: a, b"),
    ("[{dequant: row}]", None, "'dequant' must be a mapping", "{a: row, b: col}"),
    ("[{bias: n}, {dequant: {a: row, b: col}}]", None, "dequant must be the first epilogue step", "epilogue: [{dequant"),
    ("[{dequant: {a: row, b: col}}, {dequant: {a: row, b: col}}]", None, "epilogue step 'dequant' appears twice",
     "merge them"),
    ("[{dequant: {a: row, b: col}}]", "{a: f16}", "dequant applies to 8-bit quantised inputs (s8, fp8), not f16",
     "scale: {alpha"),
])
def test_dequant_errors_name_the_yaml_line_and_a_fix(epilogue: str, dtype: str | None, message: str,
                                                      hint: str) -> None:
    text = BAD.replace("{a: s8, c: f16}", dtype or "{a: s8, c: f16}") + f"    epilogue: {epilogue}\n"
    with pytest.raises(TircError) as caught:
        opspec_to_mlir(text, "q.yaml")
    rendered = caught.value.render().splitlines()
    assert rendered[0].startswith("error: q.yaml:6:") and message in rendered[0], rendered
    assert rendered[-1].startswith("hint: ") and hint in rendered[-1], rendered


def test_tirc_torch_op_runs_w8a8_on_torch_tensors(tmp_path_factory: pytest.TempPathFactory) -> None:
    """A user's call: int8 activations and weights, float32 scales, a float16 bias in; float16 out,
    what PyTorch computes on the CPU (CPU tensors run in the emulator)."""
    torch = pytest.importorskip("torch")
    import tirc.torch

    path = tmp_path_factory.mktemp("w8a8-op") / "w8a8.yaml"
    path.write_text(spec_text(["w8a8"], {"M": 13, "N": 40, "K": 64}))
    op = tirc.torch.op("tirctest::w8a8", path, target="sm_87")
    generator = torch.Generator().manual_seed(0)
    a = torch.randint(-128, 128, (13, 64), dtype=torch.int8, generator=generator)
    w = torch.randint(-128, 128, (40, 64), dtype=torch.int8, generator=generator)
    scale_a = torch.rand(13, generator=generator) * 0.02 + 0.001
    scale_w = torch.rand(40, generator=generator) * 0.02 + 0.001
    bias = torch.randn(40, generator=generator).half()
    out = op(a, w, scale_a, scale_w, bias)
    expected = torch.nn.functional.silu(
        (a.float() @ w.float().T) * scale_a[:, None] * scale_w[None, :] + bias.float()).half()
    assert out.dtype == torch.float16 and out.shape == (13, 40)
    torch.testing.assert_close(out.double(), expected.double(), rtol=2 ** -10, atol=2 ** -10 * float(expected.abs().max()))
