"""The verdict of `tirc run`: the reference rounded to the output type before the comparison (a
correctly rounded infinity passes), accumulators that may overflow in some summation order, and
wrong results that the bound still catches."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.dtypes import bf16_bits, bf16_values, float_format
from tirc.reference import evaluate
from tirc.runtime.checks import compare, rounded_to
from tirc.runtime.execute import emulate

# a + a: near the f32 maximum its correctly rounded value is infinity.
TWICE = """
#id = affine_map<(d0) -> (d0)>
func.func @twice(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %init = tensor.empty(%n) : tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %y : tensor<?xf32>
}
"""

# An f16 GEMM that accumulates in f16, as the IR says.
GEMM_F16 = """
func.func @mm(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>) -> tensor<32x32xf16> {
  %zero = arith.constant 0.0 : f16
  %init = tensor.empty() : tensor<32x32xf16>
  %acc = linalg.fill ins(%zero : f16) outs(%init : tensor<32x32xf16>) -> tensor<32x32xf16>
  %c = linalg.matmul ins(%a, %b : tensor<32x32xf16>, tensor<32x32xf16>)
                     outs(%acc : tensor<32x32xf16>) -> tensor<32x32xf16>
  return %c : tensor<32x32xf16>
}
"""

# A sum over the last dimension, in the accumulator type TYPE.
ROW_SUM = """
func.func @row_sum(%x: tensor<1x?xTYPE>) -> tensor<1xTYPE> {
  %zero = arith.constant 0.0 : TYPE
  %init = tensor.empty() : tensor<1xTYPE>
  %acc = linalg.fill ins(%zero : TYPE) outs(%init : tensor<1xTYPE>) -> tensor<1xTYPE>
  %sum = linalg.reduce ins(%x : tensor<1x?xTYPE>) outs(%acc : tensor<1xTYPE>) dimensions = [1]
    (%in: TYPE, %a: TYPE) {
      %s = arith.addf %in, %a : TYPE
      linalg.yield %s : TYPE
    }
  return %sum : tensor<1xTYPE>
}
"""


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result.exit_code, result.output


# ---------------------------------------------------------------------------------------------
# The rounding rule


@pytest.mark.parametrize("dtype,numpy_type", [("f16", np.float16), ("f32", np.float32)])
def test_rounding_is_ieee_round_to_nearest_even(dtype: str, numpy_type: type) -> None:
    rng = np.random.default_rng(0)
    form = float_format(dtype)
    values = np.concatenate([rng.standard_normal(2000) * 10.0 ** rng.integers(-45, 40, 2000),
                             [form.max_finite * (1 + 2.0 ** -(form.mantissa_bits + 2)), 1e39, -1e39, 0.0, -0.0,
                              form.ulp(np.float64(0.0)) * 0.5, form.ulp(np.float64(0.0)) * 1.5]])
    with np.errstate(over="ignore"):
        expected = values.astype(numpy_type).astype(np.float64)
    np.testing.assert_array_equal(rounded_to(values, dtype), expected)


def test_bf16_rounds_once_not_through_f32() -> None:
    # Half a bf16 ulp above 1, plus a little that f32 cannot hold: to nearest is 1 + 2^-7, while
    # f32 first (1 + 2^-8 exactly, a tie) then bf16 would give 1 (ties to even).
    value = np.array([1.0 + 2.0 ** -8 + 2.0 ** -30])
    assert rounded_to(value, "bf16")[0] == 1.0 + 2.0 ** -7
    assert bf16_values(bf16_bits(value))[0] == 1.0
    assert rounded_to(np.array([3.5e38]), "bf16")[0] == np.inf   # past bf16's largest, 3.39e38


def test_a_correctly_rounded_infinity_passes() -> None:
    ref = np.array([6.5e38, -6.5e38, 1e39])    # exact float64 values past f32's range
    assert compare("r", "f32", np.array([np.inf, -np.inf, np.inf]), ref).ok
    check = compare("r", "f32", np.array([-np.inf, np.inf, np.nan]), ref)
    assert check.mismatches == 3
    assert compare("r", "f16", np.array([np.inf]), np.array([65520.0])).ok      # the tie rounds up
    assert not compare("r", "f16", np.array([np.inf]), np.array([65000.0])).ok


def test_near_the_threshold_either_neighbour_of_infinity_passes() -> None:
    form = float_format("f16")
    ref = np.array([65400.0])             # finite, but within its bound of the overflow threshold
    assert compare("r", "f16", np.array([np.inf]), ref, bound=np.array([60.0])).ok
    assert compare("r", "f16", np.array([form.max_finite]), ref, bound=np.array([60.0])).ok
    assert not compare("r", "f16", np.array([np.inf]), ref, bound=np.array([10.0])).ok


def test_f64_keeps_its_infinities() -> None:
    assert not compare("r", "f64", np.array([np.inf]), np.array([1e308])).ok
    assert compare("r", "f64", np.array([np.inf]), np.array([np.inf])).ok


# ---------------------------------------------------------------------------------------------
# Overflowing kernels end to end


def test_f32_a_plus_a_near_the_maximum_is_ok(tmp_path: Path) -> None:
    path = tmp_path / "twice.mlir"
    path.write_text(TWICE)
    code, output = invoke("run", str(path), "--emulate", "--shape", "arg0_d0=16", "--input-range", "arg0=3e38:3.4e38")
    assert code == 0 and "result0 f32[16]: max abs error 0.000e+00 (0 ulp): ok" in output, output


def test_f16_gemm_with_an_f16_accumulator_past_65504_is_ok(tmp_path: Path) -> None:
    path = tmp_path / "gemm.mlir"
    path.write_text(GEMM_F16)
    (run,) = emulate(str(path), remarks="off", input_ranges={"arg0": (45.0, 55.0), "arg1": (45.0, 55.0)})
    assert np.all(np.isinf(run.outputs["result0"])) and run.ok, run.checks


def test_an_accumulator_that_may_overflow_in_some_order_has_no_known_digit() -> None:
    # Exact sum 0, but the order (60000 + 60000) + (-60000 + -60000) overflows f16 both ways: NaN.
    terms = np.array([[60000.0, 60000.0, -60000.0, -60000.0]])
    reference = evaluate(ROW_SUM.replace("TYPE", "f16"), "row_sum", [terms])
    assert reference.results[0][0] == 0.0 and np.isinf(reference.result_bounds[0][0])
    assert compare("r", "f16", np.array([np.nan]), reference.results[0], reference.result_bounds[0]).ok
    small = evaluate(ROW_SUM.replace("TYPE", "f16"), "row_sum", [terms / 4])
    assert np.isfinite(small.result_bounds[0][0])   # partial sums of at most 60000 stay finite


# ---------------------------------------------------------------------------------------------
# Wrong results are still caught


@pytest.mark.parametrize("length", [256, 1024])
def test_a_dropped_or_negated_term_of_a_sum_is_a_mismatch(length: int) -> None:
    # The bound holds for every summation order, the sequential one included ((K - 1) u sum|x|):
    # for terms of [-1, 1] in f32 it stays below the largest term up to about K = 4000.
    rng = np.random.default_rng(1)
    x = rng.uniform(-1.0, 1.0, size=(1, length)).astype(np.float32).astype(np.float64)
    reference = evaluate(ROW_SUM.replace("TYPE", "f32"), "row_sum", [x])
    value, bound = reference.results[0], reference.result_bounds[0]
    sequential = np.array([float(np.cumsum(x[0].astype(np.float32), dtype=np.float32)[-1])])
    assert compare("r", "f32", sequential, value, bound).ok          # the worst order a kernel may take
    largest = int(np.argmax(np.abs(x[0])))
    dropped = np.array([float(np.float32(np.sum(np.delete(x[0], largest))))])
    assert not compare("r", "f32", dropped, value, bound).ok
    flipped = x[0].copy()
    flipped[largest] = -flipped[largest]
    assert not compare("r", "f32", np.array([float(np.float32(np.sum(flipped)))]), value, bound).ok
