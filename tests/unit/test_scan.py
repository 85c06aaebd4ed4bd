"""tm_tensor.scan (torch.cumsum/cumprod through torch-mlir) end to end: parsing, tir-scan's
kernels in the emulator with race checking, against the float64 reference."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

from tirc.runtime import emulate
from tirc.reference import evaluate

torch = pytest.importorskip("torch")
fx = pytest.importorskip("torch_mlir.fx")


class _Cumsum(torch.nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.cumsum(x, dim=self.dim)


def _export(tmp_path: Path, name: str, dim: int, example: torch.Tensor) -> Path:
    module = fx.export_and_import(_Cumsum(dim), example, output_type="linalg-on-tensors", func_name="f")
    path = tmp_path / f"{name}.mlir"
    path.write_text(module.operation.get_asm(enable_debug_info=True))
    return path


def _all_ok(path: Path, **options: object) -> None:
    runs = emulate(str(path), seed=7, racecheck=True, **options)
    assert runs and all(run.ok for run in runs), [check for run in runs for check in run.checks]


# 77 and 45: not multiples of the 32-element chunks or of the lines per block.
@pytest.mark.parametrize("dtype", [torch.float32, torch.int64])
@pytest.mark.parametrize("dim", [0, 1])
def test_torch_cumsum_emulates(tmp_path: Path, dtype: torch.dtype, dim: int) -> None:
    path = _export(tmp_path, f"cumsum_{dim}", dim, torch.ones(45, 77, dtype=dtype))
    assert "tm_tensor.scan" in path.read_text()
    _all_ok(path)


EXCLUSIVE = """
func.func @exclusive(%x: tensor<9x70xf32>) -> (tensor<9x70xf32>, tensor<9xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<9x70xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<9x70xf32>) -> tensor<9x70xf32>
  %a = tensor.empty() : tensor<9xf32>
  %acc = linalg.fill ins(%one : f32) outs(%a : tensor<9xf32>) -> tensor<9xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(false) ins(%x : tensor<9x70xf32>) outs(%out, %acc : tensor<9x70xf32>, tensor<9xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<9x70xf32>, tensor<9xf32>
  return %r#0, %r#1 : tensor<9x70xf32>, tensor<9xf32>
}
"""

# A body tir-scan does not recognise (not one associative op): the thread-per-line kernel.
AFFINE_BODY = """
func.func @decay(%x: tensor<4x33xf32>) -> tensor<4x33xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4x33xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<4x33xf32>) -> tensor<4x33xf32>
  %a = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<4x33xf32>) outs(%out, %acc : tensor<4x33xf32>, tensor<4xf32>) {
  ^bb0(%p: f32, %q: f32):
    %h = arith.mulf %p, %half : f32
    %s = arith.addf %h, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<4x33xf32>, tensor<4xf32>
  return %r#0 : tensor<4x33xf32>
}
"""


def test_exclusive_scan_emulates(tmp_path: Path) -> None:
    path = tmp_path / "exclusive.mlir"
    path.write_text(EXCLUSIVE)
    _all_ok(path)
    x = np.arange(9 * 70, dtype=np.float64).reshape(9, 70) % 7
    run = evaluate(EXCLUSIVE, "exclusive", [x])
    expected = 1.5 + np.concatenate([np.zeros((9, 1)), np.cumsum(x[:, :-1], axis=1)], axis=1)
    np.testing.assert_array_equal(run.results[0], expected)
    np.testing.assert_array_equal(run.results[1], expected[:, -1])


def test_any_body_scan_emulates(tmp_path: Path) -> None:
    path = tmp_path / "decay.mlir"
    path.write_text(AFFINE_BODY)
    _all_ok(path)


def test_unknown_op_is_still_an_error(tmp_path: Path) -> None:
    from tirc.diagnostics import TircError
    from tirc.frontend.mlir import parse_module
    from tirc.mlir_support import new_context

    text = EXCLUSIVE.replace("%s = arith.addf %p, %q : f32", '%s = "mydialect.add"(%p, %q) : (f32, f32) -> f32')
    with pytest.raises(TircError, match="unknown op 'mydialect.add'"):
        parse_module(text, "bad.mlir", new_context())


@pytest.mark.parametrize("dtype", [torch.float32, torch.int64])
def test_cumsum_of_1e5_elements(tmp_path: Path, dtype: torch.dtype) -> None:
    """The acceptance point: the reference and the emulator agree on 10^5 elements."""
    path = _export(tmp_path, "cumsum_1e5", 0, torch.ones(100_000, dtype=dtype))
    started = time.perf_counter()
    _all_ok(path)
    print(f"cumsum of 1e5 {dtype}: {time.perf_counter() - started:.1f} s")
