"""Padding and convolution: ``tensor.pad`` is a kernel (tir-pad-to-generic) or, for a convolution's
input, read through; ``linalg.conv_2d_nchw_fchw`` / ``conv_2d_nhwc_hwcf`` run as implicit GEMMs.

Every case verifies in the emulator (race checking on) against the numpy reference of the input IR."""

from __future__ import annotations

from pathlib import Path

import pytest

from tirc.runtime import emulate


def pad_function(element: str, value: str, low: list[int], high: list[int]) -> str:
    """``tensor.pad`` of a 3x5x7 ``element`` tensor by ``low``/``high`` with the constant ``value``."""
    shape = [3, 5, 7]
    padded = [size + lo + hi for size, lo, hi in zip(shape, low, high)]
    source = "x".join(map(str, shape)) + f"x{element}"
    result = "x".join(map(str, padded)) + f"x{element}"
    return f"""func.func @pad(%x: tensor<{source}>) -> tensor<{result}> {{
  %value = arith.constant {value} : {element}
  %padded = tensor.pad %x low{low} high{high} {{
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %value : {element}
  }} : tensor<{source}> to tensor<{result}>
  return %padded : tensor<{result}>
}}
"""


def check(path: Path, **options: object) -> object:
    (run,) = emulate(str(path), seed=5, **options)
    assert run.checks and all(c.ok for c in run.checks), run.checks
    return run


@pytest.mark.parametrize("element, value, low, high", [
    ("f32", "0.0", [0, 1, 2], [0, 2, 1]),      # zero, asymmetric
    ("f16", "-1.5", [1, 0, 3], [2, 1, 0]),     # non-zero, every dimension
    ("i32", "7", [0, 0, 0], [1, 0, 4]),        # high only, integers
])
def test_standalone_pad_is_a_kernel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, element: str, value: str,
                                    low: list[int], high: list[int]) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "pad.mlir"
    path.write_text(pad_function(element, value, low, high))
    run = check(path, remarks="off")
    assert len(run.launches) == 1
