"""tir-fuse-operands: transposes and casts of a contraction's operands fuse into its loads.

torch-mlir's f16/bf16 ``F.linear`` (a ``linalg.transpose`` of the weight, then the matmul) becomes
one Tensor Core kernel reading the weight as a column-major B; extf/extsi generics before an
f32/i32 matmul make it an f16/s8 mma. An operand computed with arithmetic stays its own kernel.
A cast read by several matmuls (Q, K and V projections of one hidden state) fuses into each.
Every case verifies in the emulator at 40x72 @ 72x56 or [3, 7, 40] @ 40x40 (no tile multiple)."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from tirc.diagnostics import REMARKS
from tirc.driver import CompileOptions, compile_input
from tirc.frontend.mlir import parse_module
from tirc.mlir_support import new_context
from tirc.passes.tensorir.schedule import contractions
from tirc.runtime import emulate
from tirc.schedule.model import SCHEDULE_ATTR

M, N, K = 40, 56, 72


def export_linear(dtype_name: str) -> str:
    """torch-mlir's linalg for ``F.linear(x, w)``, x [M, K], w [N, K]."""
    torch = pytest.importorskip("torch")
    fx = pytest.importorskip("torch_mlir.fx")

    class Linear(torch.nn.Module):
        def forward(self, x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
            return torch.nn.functional.linear(x, w)

    dtype = getattr(torch, dtype_name)
    x, w = torch.randn(M, K, dtype=dtype), torch.randn(N, K, dtype=dtype)
    return str(fx.export_and_import(Linear(), x, w, output_type="linalg-on-tensors", func_name="linear"))


def cast_generic(name: str, source: str, target: str, cast: str, shape: tuple[int, int]) -> str:
    """``%name = cast(%value)`` elementwise, for a ``source`` written ``value:element type``."""
    src, dst = source.split(":")
    rows, cols = shape
    return f"""
  %{name}_empty = tensor.empty() : tensor<{rows}x{cols}x{target}>
  %{name} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%{src} : tensor<{rows}x{cols}x{dst}>) outs(%{name}_empty : tensor<{rows}x{cols}x{target}>) {{
  ^bb0(%in: {dst}, %out: {target}):
    %e = {cast} %in : {dst} to {target}
    linalg.yield %e : {target}
  }} -> tensor<{rows}x{cols}x{target}>"""


def casts_then_matmul(narrow: str, wide: str, cast: str, zero: str) -> str:
    """x [M, K] and w [N, K] of ``narrow`` widened to ``wide`` by ``cast``, w transposed, then the matmul."""
    return f"""#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @linear(%x: tensor<{M}x{K}x{narrow}>, %w: tensor<{N}x{K}x{narrow}>) -> tensor<{M}x{N}x{wide}> {{
  %zero = arith.constant {zero} : {wide}
{cast_generic("xw", f"x:{narrow}", wide, cast, (M, K))}
{cast_generic("ww", f"w:{narrow}", wide, cast, (N, K))}
  %t_empty = tensor.empty() : tensor<{K}x{N}x{wide}>
  %wt = linalg.transpose ins(%ww : tensor<{N}x{K}x{wide}>) outs(%t_empty : tensor<{K}x{N}x{wide}>) permutation = [1, 0]
  %c_empty = tensor.empty() : tensor<{M}x{N}x{wide}>
  %init = linalg.fill ins(%zero : {wide}) outs(%c_empty : tensor<{M}x{N}x{wide}>) -> tensor<{M}x{N}x{wide}>
  %c = linalg.matmul ins(%xw, %wt : tensor<{M}x{K}x{wide}>, tensor<{K}x{N}x{wide}>) outs(%init : tensor<{M}x{N}x{wide}>) -> tensor<{M}x{N}x{wide}>
  return %c : tensor<{M}x{N}x{wide}>
}}
"""


# x * 2 + 1 on an operand: arithmetic, never recomputed in the contraction's K loop.
SCALED_OPERAND = f"""#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @linear(%x: tensor<{M}x{K}xf16>, %w: tensor<{N}x{K}xf16>) -> tensor<{M}x{N}xf32> {{
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f16
  %one = arith.constant 1.0 : f16
  %xe = tensor.empty() : tensor<{M}x{K}xf16>
  %xs = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%x : tensor<{M}x{K}xf16>) outs(%xe : tensor<{M}x{K}xf16>) {{
  ^bb0(%in: f16, %out: f16):
    %m = arith.mulf %in, %two : f16
    %a = arith.addf %m, %one : f16
    linalg.yield %a : f16
  }} -> tensor<{M}x{K}xf16>
  %t_empty = tensor.empty() : tensor<{K}x{N}xf16>
  %wt = linalg.transpose ins(%w : tensor<{N}x{K}xf16>) outs(%t_empty : tensor<{K}x{N}xf16>) permutation = [1, 0]
  %c_empty = tensor.empty() : tensor<{M}x{N}xf32>
  %init = linalg.fill ins(%zero : f32) outs(%c_empty : tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32>
  %c = linalg.matmul ins(%xs, %wt : tensor<{M}x{K}xf16>, tensor<{K}x{N}xf16>) outs(%init : tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32>
  return %c : tensor<{M}x{N}xf32>
}}
"""


def scheduled_contractions(path: Path) -> list[tuple[str, str, bool, bool, bool]]:
    """(input and accumulator types, A row-major, B row-major, scheduled for Tensor Cores) of each
    contraction in the tensorir stage's output."""
    text = compile_input(str(path), CompileOptions(emit="tensorir", remarks="off")).payload.decode()
    with new_context() as context:
        module = parse_module(text, str(path), context)
        return [(c.in_element, c.acc_element, c.a_row, c.b_row, SCHEDULE_ATTR in c.op.attributes)
                for c in contractions(module.operation)]


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "linear.mlir"
    path.write_text(text)
    return path


def check_one_tensor_core_kernel(path: Path, mma_types: str) -> None:
    (run,) = emulate(str(path), remarks="json", seed=3)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 1, f"expected one kernel, got {[name for name, _ in run.launches]}"
    assert run.stats.tensor_core_instructions > 0
    assert [r.fields["tensor_cores"] for r in REMARKS.collected] == [True]
    ptx = compile_input(str(path), CompileOptions(emit="ptx", remarks="off")).payload.decode()
    assert f"mma.sync.aligned.m16n8k16{mma_types}" in ptx or f"mma.sync.aligned.m16n8k32{mma_types}" in ptx, mma_types


@pytest.mark.parametrize("dtype, element, mma_types", [
    ("float16", "f16", ".row.col.f32.f16.f16.f32"),
    ("bfloat16", "bf16", ".row.col.f32.bf16.bf16.f32"),
])
def test_torch_linear_is_one_tensor_core_kernel_with_b_col_major(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 dtype: str, element: str, mma_types: str) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    text = export_linear(dtype)
    assert "linalg.transpose" in text   # what torch-mlir exports today: the weight transposed
    path = write(tmp_path, text)
    assert scheduled_contractions(path) == [(element, "f32", True, False, True)]
    check_one_tensor_core_kernel(path, mma_types)


@pytest.mark.parametrize("narrow, wide, cast, zero, element, mma_types", [
    ("f16", "f32", "arith.extf", "0.0", "f16", ".row.col.f32.f16.f16.f32"),
    ("bf16", "f32", "arith.extf", "0.0", "bf16", ".row.col.f32.bf16.bf16.f32"),
    ("i8", "i32", "arith.extsi", "0", "i8", ".row.col.s32.s8.s8.s32"),
])
def test_casts_before_a_wide_matmul_make_a_narrow_mma(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, narrow: str,
                                                      wide: str, cast: str, zero: str, element: str,
                                                      mma_types: str) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = write(tmp_path, casts_then_matmul(narrow, wide, cast, zero))
    assert scheduled_contractions(path) == [(element, wide, True, False, True)]
    check_one_tensor_core_kernel(path, mma_types)


def test_arithmetic_on_an_operand_stays_its_own_kernel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = write(tmp_path, SCALED_OPERAND)
    # The transpose still fuses (B col-major); the scaled x is a buffer the GEMM reads.
    assert scheduled_contractions(path) == [("f16", "f32", True, False, True)]
    (run,) = emulate(str(path), remarks="off", seed=3)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 2 and run.stats.tensor_core_instructions > 0


BATCH, SEQ, HIDDEN = 3, 7, 40
# f16/bf16 mma with f32 accumulation: mma.sync on sm_80, wgmma (or mma.sync) on sm_90a.
NARROW_MMA = {
    "sm_80": r"mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.{e}\.{e}\.f32",
    "sm_90a": r"(wgmma\.mma_async\.sync\.aligned\.m64n\d+k16\.f32\.{e}\.{e}|mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.{e}\.{e}\.f32)",
}


@functools.cache
def export_qkv(dtype_name: str, bias: bool) -> str:
    """torch-mlir's linalg for Q, K and V projections of one hidden state (nn.Linear layers: one
    ``extf`` of x read by three matmuls) and a weight read by two matmuls (as it is and
    transposed), in ``dtype_name``: the contractions of an f16/bf16 attention block."""
    torch = pytest.importorskip("torch")
    fx = pytest.importorskip("torch_mlir.fx")

    class Projections(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.q = torch.nn.Linear(HIDDEN, HIDDEN, bias=bias)
            self.k = torch.nn.Linear(HIDDEN, HIDDEN, bias=bias)
            self.v = torch.nn.Linear(HIDDEN, HIDDEN, bias=bias)
            self.shared = torch.nn.Parameter(torch.randn(HIDDEN, HIDDEN) / HIDDEN)

        def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, ...]:
            q, k, v = self.q(x), self.k(x), self.v(x)
            return q @ self.shared, k @ self.shared.T, v

    torch.manual_seed(0)
    dtype = getattr(torch, dtype_name)
    module = Projections().to(dtype)
    x = torch.randn(BATCH, SEQ, HIDDEN, dtype=dtype)
    return str(fx.export_and_import(module, x, output_type="linalg-on-tensors", func_name="projections"))


@pytest.mark.parametrize("bias", [True, False], ids=["bias", "no-bias"])
@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
@pytest.mark.parametrize("dtype, element", [("float16", "f16"), ("bfloat16", "bf16")])
def test_a_cast_read_by_several_matmuls_fuses_into_each(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        dtype: str, element: str, target: str, bias: bool) -> None:
    """One extf of x feeds the Q, K and V matmuls and one weight feeds two: each matmul reads the
    f16/bf16 values itself (its own copy of the cast and transpose), so all five are f16/bf16
    Tensor Core GEMMs with f32 accumulation and no kernel is left doing only a cast."""
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    text = export_qkv(dtype, bias)
    assert text.count("linalg.matmul") == 5
    path = write(tmp_path, text)
    (run,) = emulate(str(path), target=target, remarks="json", racecheck=True, seed=3)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    names = [name for name, _ in run.launches]
    assert len(names) == 5 and all("_gemm" in name for name in names), names
    assert run.stats.tensor_core_instructions > 0
    missed = [r.render() for r in REMARKS.collected if "not on Tensor Cores" in r.message]
    assert not missed, missed
    assert [r.fields["tensor_cores"] for r in REMARKS.collected if "tensor_cores" in r.fields] == [True] * 5
    ptx = compile_input(str(path), CompileOptions(target=target, emit="ptx", remarks="off")).payload.decode()
    mma = re.compile(NARROW_MMA[target].format(e=element))
    assert len(set(re.findall(r"\.visible \.entry (\w+)", ptx))) == 5
    assert mma.search(ptx), ptx[:2000]
    assert "tf32" not in ptx
