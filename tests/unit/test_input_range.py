"""Random inputs of `tirc run --emulate` within their valid range: `--input-range NAME=LO:HI`, and
the range [0, D - 1] inferred for integer inputs only used as indices into a size D (embedding)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.dtypes import random_values
from tirc.runtime.index_ranges import gather_index_ranges
from tirc.reference import evaluate

REPO = Path(__file__).resolve().parents[2]
EMBEDDING = REPO / "examples" / "mlir" / "embedding.mlir"
VECTOR_ADD = str(REPO / "examples" / "mlir" / "vector_add.mlir")

# An i64 input that is computed with, not an index: no range is inferred for it.
SHIFTED = """
#id = affine_map<(d0) -> (d0)>
func.func @shifted(%table: tensor<16xf32>, %indices: tensor<8xi64>) -> tensor<8xf32> {
  %init = tensor.empty() : tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%indices : tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%index: i64, %out: f32):
    %c8 = arith.constant 8 : i64
    %moved = arith.addi %index, %c8 : i64
    %row = arith.index_cast %moved : i64 to index
    %value = tensor.extract %table[%row] : tensor<16xf32>
    linalg.yield %value : f32
  } -> tensor<8xf32>
  return %y : tensor<8xf32>
}
"""


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_embedding_indices_are_inferred_to_index_the_table_rows() -> None:
    assert gather_index_ranges(EMBEDDING.read_text())["embedding"] == {1: (0, 99)}
    code, output = invoke("run", str(EMBEDDING), "--emulate", "--shape", "arg1_d0=300")
    assert code == 0 and "result0 f32[300, 64]: max abs error 0.000e+00 (0 ulp): ok" in output, output


def test_an_index_computed_with_gets_no_inferred_range() -> None:
    assert gather_index_ranges(SHIFTED)["shifted"] == {}


def test_input_range_overrides_the_inferred_one() -> None:
    # Rows 100 to 199 are past the table: the kernel's bounds check fires.
    code, output = invoke("run", str(EMBEDDING), "--emulate", "--shape", "arg1_d0=8", "--input-range", "arg1=100:199")
    assert code == 1, output
    assert output.startswith("error: emulation failed: device assertion failed at PTX line "), output
    assert ": index must be smaller than dim size (thread ctaid=" in output, output
    code, output = invoke("run", str(EMBEDDING), "--emulate", "--shape", "arg1_d0=8",
                          "--input-range", "arg1=7:7,arg0=-3:-2")
    assert code == 0 and ": ok" in output, output


def test_random_values_stay_in_the_range_and_reach_both_ends() -> None:
    rng = np.random.default_rng(0)
    indices = random_values((1000,), "i64", rng, (0, 9))
    assert indices.min() == 0 and indices.max() == 9
    floats = random_values((1000,), "f16", rng, (2, 3.5))
    assert floats.min() >= 2 and floats.max() <= 3.5
    assert set(np.unique(random_values((100,), "i1", rng, (1, 1)))) == {1}


@pytest.mark.parametrize("value,message", [
    ("arg1", "expected NAME=LO:HI"),
    ("arg1=0", "expected NAME=LO:HI"),
    ("arg1=0-9", "expected NAME=LO:HI"),
    ("arg1=a:9", "expected NAME=LO:HI"),
    ("=0:9", "expected NAME=LO:HI"),
    ("arg1=0:9,,arg0=0:1", "got '' in 'arg1=0:9,,arg0=0:1'"),
    ("arg1=9:0", "arg1=9:0: LO is above HI"),
    ("arg1=0:9,arg1=1:2", "arg1 is given twice"),
])
def test_input_range_syntax(value: str, message: str) -> None:
    code, output = invoke("run", str(EMBEDDING), "--emulate", "--input-range", value)
    assert code == 2 and "Invalid value for --input-range" in output and message in output, output


@pytest.mark.parametrize("value,message,hint", [
    ("arg2=0:9", "error: --input-range: no input 'arg2' with random values",
     "hint: did you mean 'arg1'?; inputs with random values: arg0, arg1"),
    ("indices=0:9", "error: --input-range: no input 'indices' with random values",
     "hint: inputs with random values: arg0, arg1"),
    ("arg1=0:9.5", "error: --input-range arg1=0:9.5: @embedding's arg1 is i64, which takes integer bounds", ""),
    ("arg1=0:9223372036854775808", "which takes integer bounds from -9223372036854775808 to 9223372036854775807", ""),
])
def test_input_range_names_and_bounds(value: str, message: str, hint: str) -> None:
    code, output = invoke("run", str(EMBEDDING), "--emulate", "--input-range", value)
    assert code == 1 and message in output and hint in output, output


def test_input_range_is_not_for_ptx_parameters(tmp_path: Path) -> None:
    ptx = tmp_path / "vector_add.ptx"
    assert invoke("compile", VECTOR_ADD, "-o", str(ptx))[0] == 0
    code, output = invoke("run", str(ptx), "--emulate", "--kernel", "vector_add", "--input-range", "param0=0:1")
    assert code == 2 and "--input-range names the inputs of a .mlir or op spec function" in output, output


def test_reference_gathers_and_refuses_indices_outside_the_table() -> None:
    table = np.arange(16, dtype=np.float64)
    (result,) = evaluate(SHIFTED, "shifted", [table, np.arange(8)]).results
    np.testing.assert_array_equal(result, table[8:])
    with pytest.raises(TircError, match="tensor.extract index 16 out of bounds for dimension 0 of size 16"):
        evaluate(SHIFTED, "shifted", [table, np.arange(1, 9)])
    with pytest.raises(TircError, match="reference: assertion failed: index must be larger or equal to 0"):
        evaluate(EMBEDDING.read_text(), "embedding", [np.zeros((100, 64)), np.array([3, -1])])
