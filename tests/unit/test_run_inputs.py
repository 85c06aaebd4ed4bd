"""What `tirc run --emulate` is given: float --input-range bounds within the input's type, --args
items against the kernel's .param declarations, parameters read past their buffer, and dynamic
sizes that disagree."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.dtypes import random_values
from tirc.runtime.execute import emulate

REPO = Path(__file__).resolve().parents[2]
VECTOR_ADD = str(REPO / "examples" / "mlir" / "vector_add.mlir")
AXPY = str(REPO / "examples" / "mlir" / "axpy_memref.mlir")
VECTOR_ADD_ARGS = "f32[64],i64=64,f32[64],i64=64,out:f32[64],i64=64"

# y = x + 1 in TYPE.
PLUS_ONE = """
#id = affine_map<(d0) -> (d0)>
func.func @plus_one(%a: tensor<4xTYPE>) -> tensor<4xTYPE> {
  %init = tensor.empty() : tensor<4xTYPE>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xTYPE>) outs(%init : tensor<4xTYPE>) {
  ^bb0(%x: TYPE, %o: TYPE):
    %one = arith.constant 1.0 : TYPE
    %s = arith.addf %x, %one : TYPE
    linalg.yield %s : TYPE
  } -> tensor<4xTYPE>
  return %y : tensor<4xTYPE>
}
"""

# A kernel that reads its second parameter at OFFSET bytes past its start.
PARAM_READ = """
.version 8.0
.target sm_80
.address_size 64
.visible .entry k(
	.param .u64 .ptr k_p0,
	.param .u32 k_p1
)
{
	.reg .b64 %rd<4>;
	.reg .b32 %r<4>;
	ld.param.u64 %rd1, [k_p0];
	ld.param.u32 %r1, [k_p1+OFFSET];
	cvta.to.global.u64 %rd2, %rd1;
	st.global.u32 [%rd2], %r1;
	ret;
}
"""


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output and "internal compiler error" not in result.output
    return result.exit_code, result.output


def plus_one(tmp_path: Path, dtype: str) -> str:
    path = tmp_path / f"plus_one_{dtype}.mlir"
    path.write_text(PLUS_ONE.replace("TYPE", dtype))
    return str(path)


# ---------------------------------------------------------------------------------------------
# --input-range on floats


@pytest.mark.parametrize("dtype,value,limit", [
    ("f32", "arg0=-1e308:1e308", "-3.4028235e+38..3.4028235e+38"),
    ("f16", "arg0=1e30:1e31", "-65504..65504"),
    ("f16", "arg0=0:65520", "-65504..65504"),
    ("bf16", "arg0=-4e38:0", "-3.3895314e+38..3.3895314e+38"),
    ("f64", "arg0=0:" + "9" * 400, "-1.7976931e+308..1.7976931e+308"),
])
def test_float_ranges_past_the_type_are_refused(tmp_path: Path, dtype: str, value: str, limit: str) -> None:
    code, output = invoke("run", plus_one(tmp_path, dtype), "--emulate", "--input-range", value)
    assert code == 1 and f"@plus_one's arg0 is {dtype}, whose finite values lie in {limit}" in output, output
    assert f"hint: choose bounds within {dtype}'s finite range" in output


@pytest.mark.parametrize("dtype,value", [
    ("f64", "arg0=-1e308:1e308"),        # wider than float64's largest number
    ("f16", "arg0=-65504:65504"),
    ("f32", "arg0=-0:1e-45"),            # subnormals
    ("bf16", "arg0=3e38:3.3895313e38"),
])
def test_float_ranges_up_to_the_type_s_edges_run(tmp_path: Path, dtype: str, value: str) -> None:
    code, output = invoke("run", plus_one(tmp_path, dtype), "--emulate", "--input-range", value)
    assert code == 0 and ": ok" in output, output


@pytest.mark.parametrize("bounds", [(math.nan, 1.0), (0.0, math.inf), (-math.inf, 0.0), (2.0, 1.0)])
def test_python_api_ranges_are_checked_too(tmp_path: Path, bounds: tuple[float, float]) -> None:
    with pytest.raises(TircError, match="--input-range arg0="):
        emulate(plus_one(tmp_path, "f32"), remarks="off", input_ranges={"arg0": bounds})


def test_a_range_wider_than_float64_draws_within_it() -> None:
    with np.errstate(all="raise"):
        values = random_values((1000,), "f64", np.random.default_rng(0), (-1e308, 1e308))
    assert np.all(np.isfinite(values)) and values.min() < -1e307 and values.max() > 1e307


# ---------------------------------------------------------------------------------------------
# --args against the kernel's .param declarations


@pytest.mark.parametrize("args,message,hint", [
    ("f32[64],i32=64,f32[64],i64=64,out:f32[64],i64=64",
     "--args item 1 'i32=64' does not fit parameter vector_add_param_1 of kernel 'vector_add', declared .u64",
     "that parameter takes a buffer such as f32[1024] or u64=VALUE"),
    ("f32[64],f64=64,f32[64],i64=64,out:f32[64],i64=64", "item 1 'f64=64' does not fit", ""),
    ("i64=0,i64=64,f32[64],i64=64,out:f32[64],i64=64",
     "item 0 'i64=0' does not fit parameter vector_add_param_0 of kernel 'vector_add', declared .u64 .ptr",
     "that parameter takes a buffer such as f32[1024];"),
    ("f32[64],i64=64,f32[64],i64=64,out:f32[64]", "kernel 'vector_add' takes 6 parameters, --args gives 5",
     "kernel 'vector_add' declares (.u64 .ptr, .u64, .u64 .ptr, .u64, .u64 .ptr, .u64)"),
    (VECTOR_ADD_ARGS + ",i32=1", "takes 6 parameters, --args gives 7", ""),
])
def test_args_must_fit_the_params(vector_add_ptx: str, args: str, message: str, hint: str) -> None:
    code, output = invoke("run", vector_add_ptx, "--emulate", "--kernel", "vector_add", "--args", args)
    assert code == 1 and message in output and hint in output, output


def test_scalars_match_width_and_kind(tmp_path: Path) -> None:
    path = tmp_path / "k.ptx"
    path.write_text(PARAM_READ.replace("+OFFSET", ""))
    for good in ("out:i32[4],i32=3", "out:i32[4],u32=3"):
        code, output = invoke("run", str(path), "--emulate", "--kernel", "k", "--args", good)
        assert code == 0, output
    for bad, taken in (("out:i32[4],i64=3", "u32=VALUE"), ("out:i32[4],f32=3", "u32=VALUE"),
                       ("out:i32[4],f32[4]", "u32=VALUE")):
        code, output = invoke("run", str(path), "--emulate", "--kernel", "k", "--args", bad)
        assert code == 1 and "does not fit parameter k_p1 of kernel 'k', declared .u32" in output, output
        assert taken in output, output


# ---------------------------------------------------------------------------------------------
# Reads past their buffers, sizes that disagree


@pytest.mark.parametrize("offset,shown", [("+64", "offset 72"), ("+-16", "offset -8")])
def test_ld_param_past_the_parameter_buffer_is_a_fault(tmp_path: Path, offset: str, shown: str) -> None:
    path = tmp_path / "k.ptx"
    path.write_text(PARAM_READ.replace("+OFFSET", offset))
    code, output = invoke("run", str(path), "--emulate", "--kernel", "k", "--args", "out:i32[4],i32=3")
    assert code == 1 and output.startswith("error: emulation failed: out-of-bounds param access: 4 bytes at "
                                           f"{shown} of the 12-byte kernel parameter buffer at line 13"), output


def test_linalg_operands_whose_sizes_disagree_are_an_error() -> None:
    code, output = invoke("run", AXPY, "--emulate", "--shape", "arg0_d0=1")
    assert code == 1 and "axpy_memref.mlir:4:3: linalg.generic: operand 1 has size" in output, output
    assert "operand 0 has 1 in dimension 0" in output and "give the dynamic sizes equal values" in output
    code, output = invoke("run", AXPY, "--emulate", "--shape", "arg0_d0=1,arg1_d0=1")
    assert code == 0 and "arg1 f32[1]: max abs error 0.000e+00 (0 ulp): ok" in output, output
