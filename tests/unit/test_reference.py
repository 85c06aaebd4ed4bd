"""The numpy reference and the comparison: integers at their width (against numpy's own
fixed-width arithmetic), per-element tolerances in ulps plus a reduction bound, the poison."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.runtime import emulate
from tirc.dtypes import float_format, from_storage, poison_mask, poison_storage
from tirc.runtime.execute import compare
from tirc.reference import _truncf, evaluate, reference_outputs

GEMM_U8 = Path(__file__).resolve().parents[2] / "examples" / "mlir" / "gemm_u8.mlir"
N = 64


def full_range(width: int, rng: np.random.Generator, size: int = N) -> np.ndarray:
    """Random signed values of a width, with its edge values first."""
    info = np.iinfo(np.dtype(f"int{width}"))
    edges = np.array([info.min, info.max, 0, -1, 1, info.min + 1], np.dtype(f"int{width}"))
    values = rng.integers(info.min, info.max, size=size, endpoint=True, dtype=np.dtype(f"int{width}"))
    values[:edges.size] = edges
    return values


def elementwise(op: str, source: str, result: str, operands: int = 2, extra: str = "") -> str:
    args = ", ".join(f"%a{i}: tensor<{N}x{source}>" for i in range(operands))
    values = ", ".join(f"%a{i}" for i in range(operands))
    types = f"tensor<{N}x{source}>" if source == result or extra else f"tensor<{N}x{source}> to tensor<{N}x{result}>"
    return (f"func.func @f({args}) -> tensor<{N}x{result}> {{\n"
            f"  %r = arith.{op} {extra}{values} : {types}\n"
            f"  return %r : tensor<{N}x{result}>\n}}\n")


def run(text: str, *inputs: np.ndarray) -> np.ndarray:
    (result,) = reference_outputs(text, "f", list(inputs))
    return result


def unsigned(values: np.ndarray) -> np.ndarray:
    return values.view(np.dtype(f"uint{values.itemsize * 8}"))


def py_trunc_div(a: int, b: int) -> int:
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


BINARY = {
    "addi": lambda a, b: a + b, "subi": lambda a, b: a - b, "muli": lambda a, b: a * b,
    "andi": np.bitwise_and, "ori": np.bitwise_or, "xori": np.bitwise_xor,
    "maxsi": np.maximum, "minsi": np.minimum,
    "maxui": lambda a, b: np.maximum(unsigned(a), unsigned(b)).view(a.dtype),
    "minui": lambda a, b: np.minimum(unsigned(a), unsigned(b)).view(a.dtype),
    "divui": lambda a, b: (unsigned(a) // unsigned(b)).view(a.dtype),
    "remui": lambda a, b: (unsigned(a) % unsigned(b)).view(a.dtype),
    "remsi": np.fmod,
    "floordivsi": np.floor_divide,
    "divsi": lambda a, b: np.array([py_trunc_div(int(x), int(y)) for x, y in zip(a, b)], a.dtype),
    "ceildivsi": lambda a, b: np.array([-((-int(x)) // int(y)) for x, y in zip(a, b)], a.dtype),
    "shli": lambda a, b: (unsigned(a) << unsigned(b)).view(a.dtype),
    "shrsi": lambda a, b: a >> b,
    "shrui": lambda a, b: (unsigned(a) >> unsigned(b)).view(a.dtype),
}


@pytest.mark.parametrize("width", [8, 16, 32, 64])
@pytest.mark.parametrize("op", list(BINARY))
def test_integer_binary_ops_at_their_width(op: str, width: int) -> None:
    rng = np.random.default_rng(width)
    a, b = full_range(width, rng), full_range(width, rng)[::-1].copy()
    if op.startswith("sh"):
        b = rng.integers(0, width, size=N).astype(a.dtype)
    if "div" in op or "rem" in op:
        b[b == 0] = 3
        overflow = (a == np.iinfo(a.dtype).min) & (b == -1)   # the IR's undefined case
        b[overflow] = 7
    with np.errstate(over="ignore"):
        expected = BINARY[op](a, b).astype(np.int64)
    got = run(elementwise(op, f"i{width}", f"i{width}"), a, b)
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("op, source, result, expected", [
    ("extui", "i8", "i32", lambda a: unsigned(a).astype(np.int32)),
    ("extui", "i16", "i64", lambda a: unsigned(a).astype(np.int64)),
    ("extsi", "i8", "i32", lambda a: a.astype(np.int32)),
    ("trunci", "i32", "i8", lambda a: a.astype(np.int8)),
    ("trunci", "i64", "i16", lambda a: a.astype(np.int16)),
    ("index_cast", "i32", "index", lambda a: a.astype(np.int64)),
    ("index_cast", "index", "i8", lambda a: a.astype(np.int8)),
    ("index_castui", "i8", "index", lambda a: unsigned(a).astype(np.int64)),
    ("uitofp", "i8", "f32", lambda a: unsigned(a).astype(np.float64)),
    ("uitofp", "i64", "f64", lambda a: unsigned(a).astype(np.float64)),
    ("sitofp", "i16", "f32", lambda a: a.astype(np.float64)),
])
def test_integer_conversions(op: str, source: str, result: str, expected) -> None:
    width = 64 if source == "index" else int(source[1:])
    a = full_range(width, np.random.default_rng(5))
    got = run(elementwise(op, source, result, operands=1), a)
    np.testing.assert_array_equal(got, expected(a).astype(got.dtype))


def test_float_to_integer_conversions_truncate_and_wrap() -> None:
    x = np.array([0.0, 0.9, 200.7, 255.99, -0.5, 127.5] * (N // 6) + [1.0] * (N % 6))
    np.testing.assert_array_equal(run(elementwise("fptoui", "f32", "i8", operands=1), x),
                                  np.trunc(x).astype(np.int64).astype(np.uint8).view(np.int8))
    y = np.linspace(-128.9, 127.9, N)
    np.testing.assert_array_equal(run(elementwise("fptosi", "f32", "i8", operands=1), y),
                                  np.trunc(y).astype(np.int8))


PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


@pytest.mark.parametrize("width", [8, 64])
def test_cmpi_reads_unsigned_predicates_unsigned(width: int) -> None:
    rng = np.random.default_rng(9)
    a, b = full_range(width, rng), full_range(width, rng)[::-1].copy()
    ops = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal, "gt": np.greater,
           "ge": np.greater_equal}
    for predicate in PREDICATES:
        got = run(elementwise("cmpi", f"i{width}", "i1", extra=f"{predicate}, "), a, b)
        x, y = (unsigned(a), unsigned(b)) if predicate[0] == "u" else (a, b)
        np.testing.assert_array_equal(got, ops[predicate.lstrip("su")](x, y).astype(np.int64), err_msg=predicate)


def test_select_and_i1() -> None:
    text = f"""func.func @f(%a: tensor<{N}xi8>, %b: tensor<{N}xi8>) -> tensor<{N}xi8> {{
  %c = arith.cmpi ult, %a, %b : tensor<{N}xi8>
  %r = arith.select %c, %a, %b : tensor<{N}xi1>, tensor<{N}xi8>
  return %r : tensor<{N}xi8>
}}"""
    rng = np.random.default_rng(11)
    a, b = full_range(8, rng), full_range(8, rng)[::-1].copy()
    np.testing.assert_array_equal(run(text, a, b), np.where(unsigned(a) < unsigned(b), a, b))
    widened = f"""func.func @f(%a: tensor<{N}xi8>, %b: tensor<{N}xi8>) -> tensor<{N}xi32> {{
  %c = arith.cmpi slt, %a, %b : tensor<{N}xi8>
  %u = arith.extui %c : tensor<{N}xi1> to tensor<{N}xi32>
  %s = arith.extsi %c : tensor<{N}xi1> to tensor<{N}xi32>
  %r = arith.addi %u, %s : tensor<{N}xi32>
  %t = arith.addi %r, %u : tensor<{N}xi32>
  return %t : tensor<{N}xi32>
}}"""
    np.testing.assert_array_equal(run(widened, a, b), (a < b).astype(np.int64))   # 1 + (-1) + 1


def test_concat_joins_its_operands_along_its_dimension() -> None:
    text = """func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<2x8xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}"""
    rng = np.random.default_rng(17)
    a, b = rng.standard_normal((2, 3)).astype(np.float32), rng.standard_normal((2, 5)).astype(np.float32)
    np.testing.assert_array_equal(run(text, a, b), np.concatenate([a, b], axis=1))


MATMUL_I32 = """func.func @f(%a: tensor<8x16xi32>, %b: tensor<16x4xi32>) -> tensor<8x4xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x4xi32>
  %acc = linalg.fill ins(%zero : i32) outs(%e : tensor<8x4xi32>) -> tensor<8x4xi32>
  %r = linalg.matmul ins(%a, %b : tensor<8x16xi32>, tensor<16x4xi32>) outs(%acc : tensor<8x4xi32>) -> tensor<8x4xi32>
  return %r : tensor<8x4xi32>
}"""


def test_i32_accumulation_wraps_like_the_ir() -> None:
    rng = np.random.default_rng(13)
    a = rng.integers(2**28, 2**31 - 1, size=(8, 16)).astype(np.int32)
    b = rng.integers(2**20, 2**31 - 1, size=(16, 4)).astype(np.int32)
    exact = a.astype(object) @ b.astype(object)                     # Python integers: unbounded
    wrapped = np.array([[int(v) % 2**32 for v in row] for row in exact], np.uint64).astype(np.uint32).view(np.int32)
    got = run(MATMUL_I32, a, b)
    assert got.dtype == np.int64
    np.testing.assert_array_equal(got, wrapped)
    assert not np.array_equal(got, exact.astype(float)), "the products must overflow i32 for this test"


def u8_gemm(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The u8 x u8 -> i32 GEMM in plain numpy: the bytes read unsigned, the sum in 32 bits."""
    a8, b8 = np.asarray(a).astype(np.int8).view(np.uint8), np.asarray(b).astype(np.int8).view(np.uint8)
    return (a8.astype(np.int64) @ b8.astype(np.int64)).astype(np.int32).astype(np.int64)


def test_u8_gemm_reference_matches_numpy() -> None:
    rng = np.random.default_rng(17)
    a = rng.integers(0, 256, size=(64, 128)).astype(np.uint8)
    b = rng.integers(0, 256, size=(128, 64)).astype(np.uint8)
    reference = evaluate(GEMM_U8.read_text(), "gemm_u8", [a.view(np.int8), b.view(np.int8)])
    np.testing.assert_array_equal(reference.results[0], u8_gemm(a.view(np.int8), b.view(np.int8)))
    assert reference.result_bounds == [None], "an integer GEMM is exact"
    assert reference.results[0].min() > 2**20   # unsigned: 255 * 255 terms, never negative


@pytest.mark.parametrize("pipeline", ["simt", "sm80"])
def test_u8_gemm_emulated_matches_numpy(pipeline: str) -> None:
    (result,) = emulate(str(GEMM_U8), pipeline=pipeline, remarks="off", seed=4)
    expected = u8_gemm(result.inputs["arg0"], result.inputs["arg1"])
    assert np.any(result.inputs["arg0"] < 0), "some bytes must have the top bit set (read as 248..255)"
    np.testing.assert_array_equal(result.outputs["result0"], expected)
    assert result.ok and result.checks[0].max_abs_error == 0


def test_cli_runs_the_u8_gemm_exactly() -> None:
    output = CliRunner().invoke(main, ["run", str(GEMM_U8), "--emulate", "--pipeline", "simt"])
    assert output.exit_code == 0, output.output
    assert "result0 i32[64, 64]: exact: ok" in output.output


# ---------------------------------------------------------------------------------------------
# Comparison


def test_float_tolerance_is_one_ulp_per_element() -> None:
    # f16 values: the tolerance is measured around the reference rounded to the output type.
    ref = np.linspace(-3, 3, 101).astype(np.float16).astype(np.float64)
    unit = float_format("f16").ulp(ref)
    assert compare("r", "f16", ref + 0.9 * unit, ref).ok
    check = compare("r", "f16", ref + 1.5 * unit, ref)
    assert check.mismatches == ref.size and 1.4 < check.max_ulp_error < 1.6


def test_tolerance_is_not_relative_to_the_largest_output() -> None:
    ref = np.array([1000.0, 1e-3, -2.0])
    got = np.array([1000.0, 1.1e-3, -2.0])   # 10% off in a small element: a bug
    check = compare("r", "f32", got, ref)
    assert check.mismatches == 1 and check.worst_fraction > 1


def test_bound_widens_the_tolerance_per_element() -> None:
    ref = np.array([1.0, 1.0])
    got = np.array([1.001, 1.001])
    assert not compare("r", "f32", got, ref).ok
    check = compare("r", "f32", got, ref, bound=np.array([1e-3, 1e-5]))
    assert check.mismatches == 1                    # 1e-3 <= 2 * 1e-3, but not <= 2 * 1e-5


def test_nan_and_infinity() -> None:
    ref = np.array([np.nan, np.inf, 1.0])
    assert compare("r", "f32", ref.copy(), ref).ok
    assert compare("r", "f32", np.array([0.0, np.inf, 1.0]), ref).mismatches == 1
    assert compare("r", "f32", np.array([np.nan, -np.inf, np.nan]), ref).mismatches == 2


def test_integers_are_exact() -> None:
    ref = np.arange(-50, 50)
    assert compare("r", "i32", ref.copy(), ref).ok
    off = ref.copy()
    off[3] += 1
    check = compare("r", "i32", off, ref)
    assert check.mismatches == 1 and check.max_abs_error == 1
    big = np.array([2**62, -2**62 - 5])
    assert compare("r", "i64", big + 1, big).mismatches == 2   # float64 cannot tell them apart


@pytest.mark.parametrize("dtype", ["f64", "f32", "f16", "bf16", "i64", "i32", "i16", "i8", "i1"])
def test_poison_is_not_a_likely_value_and_is_reported_as_not_written(dtype: str) -> None:
    raw = poison_storage(dtype, 8)
    values = from_storage(raw, dtype)
    assert poison_mask(raw, dtype).all()
    if dtype[0] in "fb":
        assert np.isnan(values).all()
        bits = int(raw.view(np.dtype(f"u{raw.itemsize}"))[0])
        quiet_bit = float_format(dtype).mantissa_bits - 1
        assert not bits >> quiet_bit & 1, "a signalling NaN: arithmetic never produces it"
    else:
        assert np.all((values < -64) | (values > 64))   # not 0, -1, 255... nor a small sum
    ref = np.zeros(8) if dtype[0] in "fb" else np.ones(8, np.int64)
    check = compare("r", dtype, values, ref, unwritten=poison_mask(raw, dtype))
    assert check.unwritten == 8 and check.mismatches == 8
    # A NaN the reference expects is still "not written" when the bits are the poison's.
    if dtype[0] in "fb":
        assert compare("r", dtype, values, np.full(8, np.nan), unwritten=poison_mask(raw, dtype)).unwritten == 8


def test_cli_reports_never_written_elements(monkeypatch: pytest.MonkeyPatch) -> None:
    """A launch that is skipped leaves the poison in its output: reported as never written."""
    import tirc.runtime.execute as execute_module
    real_execute = execute_module.execute

    def without_launches(function, *args):
        return real_execute({**function, "steps": [s for s in function["steps"] if s["op"] != "launch"]}, *args)

    monkeypatch.setattr(execute_module, "execute", without_launches)
    output = CliRunner().invoke(main, ["run", str(GEMM_U8), "--emulate", "--pipeline", "simt"])
    assert output.exit_code == 1
    assert "MISMATCH (4096 elements, 4096 never written)" in output.output


# ---------------------------------------------------------------------------------------------
# Error bounds


def row_sum(k: int, element: str) -> str:
    return f"""func.func @f(%x: tensor<16x{k}x{element}>) -> tensor<16x{element}> {{
  %zero = arith.constant 0.0 : {element}
  %e = tensor.empty() : tensor<16x{element}>
  %acc = linalg.fill ins(%zero : {element}) outs(%e : tensor<16x{element}>) -> tensor<16x{element}>
  %s = linalg.reduce ins(%x : tensor<16x{k}x{element}>) outs(%acc : tensor<16x{element}>) dimensions = [1]
    (%in: {element}, %a: {element}) {{
      %t = arith.addf %in, %a : {element}
      linalg.yield %t : {element}
    }}
  return %s : tensor<16x{element}>
}}"""


# The step loop (elementwise=True) is the bounds' specification (see the reference's docstring):
# the bound tests hold it to what a kernel may do, and the fast path to the same.
BOTH_PATHS = pytest.mark.parametrize("elementwise", [False, True], ids=["fast", "step loop"])


@BOTH_PATHS
@pytest.mark.parametrize("element, numpy_type", [("f32", np.float32), ("f16", np.float16)])
def test_reduction_bound_covers_sums_in_the_element_type_and_grows_with_k(element: str, numpy_type: type,
                                                                          elementwise: bool) -> None:
    rng = np.random.default_rng(21)
    bounds = []
    for k in (16, 256, 4096):
        x = rng.uniform(0.5, 1.0, size=(16, k)).astype(numpy_type).astype(np.float64)   # no cancellation
        run = evaluate(row_sum(k, element), "f", [x], elementwise=elementwise)
        sequential = np.zeros(16, numpy_type)
        for column in x.T.astype(numpy_type):   # left to right, rounding every step, as the IR says
            sequential = (sequential + column).astype(numpy_type)
        error = np.abs(sequential.astype(np.float64) - run.results[0])
        assert np.all(error <= run.result_bounds[0]), (k, error.max(), run.result_bounds[0].min())
        bounds.append(float(np.max(run.result_bounds[0] / np.abs(run.results[0]))))
    assert bounds[0] < bounds[1] < bounds[2]   # relative to the sum: grows with K


def test_float_derived_integer_is_uncertain_only_near_a_boundary() -> None:
    text = f"""func.func @f(%x: tensor<{N}xf16>) -> tensor<{N}xi32> {{
  %c = arith.constant dense<3.0> : tensor<{N}xf16>
  %y = arith.mulf %x, %c : tensor<{N}xf16>
  %r = arith.fptosi %y : tensor<{N}xf16> to tensor<{N}xi32>
  return %r : tensor<{N}xi32>
}}"""
    x = np.full(N, 0.25)
    x[0] = 1.0 / 3.0 + 1e-4   # 3x is within f16 rounding of 1
    run = evaluate(text, "f", [np.float16(x).astype(np.float64)])
    assert run.result_bounds[0][0] == 1 and not np.any(run.result_bounds[0][1:])


def test_truncf_overflows_from_half_an_ulp_above_the_largest_finite() -> None:
    values = np.array([65504.0, 65519.0, 65520.0, 65535.0, -65520.0])
    with np.errstate(over="ignore"):
        expected = values.astype(np.float16).astype(np.float64)
    np.testing.assert_array_equal(np.isinf(_truncf(values, "f16")), np.isinf(expected))


ACCUMULATE_INTO_C = """
func.func @acc(%a: tensor<1x8xf32>, %b: tensor<8x1xf32>, %c: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<1x8xf32>, tensor<8x1xf32>) outs(%c : tensor<1x1xf32>) -> tensor<1x1xf32>
  return %r : tensor<1x1xf32>
}
"""


@BOTH_PATHS
def test_the_initial_accumulator_is_a_term_of_the_error_bound(elementwise: bool) -> None:
    """C = 1e6 plus eight products of 0.046875, summed in f32 one by one: each step rounds up by
    1/64 (half of C's ulp is 1/32), 2 ulps in all, which a correct kernel may do."""
    a, b, c = np.full((1, 8), 0.046875), np.ones((8, 1)), np.full((1, 1), 1e6)
    run = evaluate(ACCUMULATE_INTO_C, "acc", [a, b, c], elementwise=elementwise)
    got = np.float32(1e6)
    for _ in range(8):
        got = np.float32(got + np.float32(0.046875))
    assert abs(float(got) - float(run.results[0][0, 0])) == 0.125
    assert compare("acc", "f32", np.array([[got]]), run.results[0], run.result_bounds[0]).ok
