"""The YAML op-spec frontend: generated MLIR verifies, computes what the spec says, and schema
errors name the file, line, kernel and key.

Semantics are checked against numpy formulas written from the spec (not from the generator), with
the generated function evaluated by the float64 linalg reference: this is independent of the
compiler's pipeline.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mlir import ir

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.frontend.opspec import opspec_to_mlir, read_opspec
from tirc.mlir_support import new_context
from tirc.reference import reference_outputs

SPECS = Path(__file__).resolve().parents[2] / "examples" / "specs"


def flow(value: Any) -> str:
    """A Python value as one line of YAML flow syntax (JSON is valid YAML)."""
    return json.dumps(value)


def kernel_yaml(**keys: Any) -> str:
    return "kernels:\n  - " + "\n    ".join(f"{key}: {flow(value)}" for key, value in keys.items()) + "\n"


def parse_and_verify(text: str) -> ir.Module:
    with new_context():
        return ir.Module.parse(text)   # parsing runs the verifier


def functions(text: str) -> dict[str, ir.Operation]:
    module = parse_and_verify(text)
    return {op.attributes["sym_name"].value: op for op in module.body.operations}


def integers(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    # Small integers: every sum is exact, so numpy and the reference agree whatever the order.
    return rng.integers(-3, 4, size=shape).astype(np.float64)


# ---------------------------------------------------------------------------------------------
# Contractions


# gelu's constants are f32 in the IR (the reference reads them rounded), so allow f32 rounding.
RTOL = 1e-6


def gelu_tanh(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1 + np.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))


def to_dtype(x: np.ndarray, dtype: str) -> np.ndarray:
    """The reference's view of a conversion: exact for floats, truncation towards zero for ints."""
    return np.trunc(x) if dtype.startswith("s") else x


def numpy_matmul(spec: dict[str, Any], args: list[np.ndarray]) -> np.ndarray:
    layout = spec.get("layout", {})
    a, b, *extra = args
    a = np.swapaxes(a, -1, -2) if layout.get("a") == "col" else a
    b = np.swapaxes(b, -1, -2) if layout.get("b") == "col" else b
    x = a @ b
    inputs = iter(extra)
    named: dict[str, np.ndarray] = {}
    for step in spec.get("epilogue", []):   # arguments come in the order C, bias, residual
        (kind, value), = step.items()
        if (kind == "scale" and value.get("beta", 0)) or kind in ("bias", "residual"):
            named[kind] = next(inputs)
    dtype = spec["dtype"]["a"]
    for step in spec.get("epilogue", []):
        (kind, value), = step.items()
        if kind == "scale":
            x = value.get("alpha", 1.0) * x + value.get("beta", 0.0) * named.get("scale", 0.0)
        elif kind == "bias":
            x = x + (named["bias"] if value == "n" else named["bias"][:, None])
        elif kind == "residual":
            x = x + named["residual"]
        elif kind == "activation":
            x = {"relu": lambda v: np.maximum(v, 0), "gelu_tanh": gelu_tanh,
                 "silu": lambda v: v / (1 + np.exp(-v))}[value](x)
        elif kind == "cast":
            x, dtype = to_dtype(x, value), value
    c = spec["dtype"].get("c", "s32" if spec["dtype"]["a"] == "s8" else spec["dtype"]["a"])
    return x if dtype == c else to_dtype(x, c)


def matmul_arguments(spec: dict[str, Any], rng: np.random.Generator) -> list[np.ndarray]:
    shape, layout = spec["shape"], spec.get("layout", {})
    batch = (shape["B"],) if "B" in shape else ()
    m, n, k = shape["M"] if shape["M"] != "?" else 5, shape["N"], shape["K"]
    args = [integers(rng, batch + ((m, k) if layout.get("a", "row") == "row" else (k, m))),
            integers(rng, batch + ((k, n) if layout.get("b", "row") == "row" else (n, k)))]
    for step in spec.get("epilogue", []):
        (kind, value), = step.items()
        if kind == "scale" and value.get("beta", 0):
            args.append(integers(rng, batch + (m, n)))
    for step in spec.get("epilogue", []):
        (kind, value), = step.items()
        if kind == "bias":
            args.append(integers(rng, (n,) if value == "n" else (m,)))
    if {"residual": True} in spec.get("epilogue", []):
        args.append(integers(rng, batch + (m, n)))
    return args


DTYPES = [  # (a, acc, c)
    ("f16", "f32", "f16"), ("f16", "f16", "f16"), ("bf16", "f32", "bf16"), ("f32", "f32", "f32"),
    ("f64", "f64", "f64"), ("s8", "s32", "s32"), ("s8", "s32", "f16"),
]
LAYOUTS = list(itertools.product(("row", "col"), repeat=2))
EPILOGUES = [
    [],
    [{"bias": "n"}, {"activation": "relu"}],
    [{"scale": {"alpha": 2.0, "beta": 0.5}}, {"bias": "m"}, {"activation": "gelu_tanh"}, {"residual": True}],
    [{"scale": {"alpha": -1.5}}, {"activation": "silu"}, {"cast": "f32"}],
    [{"activation": "relu"}, {"cast": "s8"}, {"residual": True}],
]


def converts_float_to_integer(acc: str, c: str, epilogue: list[dict[str, Any]]) -> bool:
    """Whether the spec's value is a float where it becomes an integer (a cast or the output)."""
    is_float = not acc.startswith("s")
    for step in epilogue:
        (kind, value), = step.items()
        if kind == "cast":
            if is_float and value.startswith("s"):
                return True
            is_float = not value.startswith("s")
        elif kind == "scale" or (kind == "activation" and value != "relu"):
            is_float = True
        elif kind in ("bias", "residual"):
            is_float = is_float or not c.startswith("s")
    return is_float and c.startswith("s")


@pytest.mark.parametrize("epilogue", EPILOGUES, ids=lambda e: "+".join(next(iter(s)) for s in e) or "plain")
@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda lay: f"{lay[0]}-{lay[1]}")
@pytest.mark.parametrize("types", DTYPES, ids=lambda t: "-".join(t))
def test_matmul_verifies_and_computes_the_spec(types: tuple[str, str, str], layout: tuple[str, str],
                                               epilogue: list[dict[str, Any]]) -> None:
    a, acc, c = types
    spec = {"name": "mm", "op": "matmul", "shape": {"M": 4, "N": 3, "K": 5},
            "layout": {"a": layout[0], "b": layout[1]}, "dtype": {"a": a, "b": a, "acc": acc, "c": c},
            "epilogue": epilogue}
    if converts_float_to_integer(acc, c, epilogue):
        with pytest.raises(TircError, match="converting a float to an integer"):
            opspec_to_mlir(kernel_yaml(**spec), "mm.yaml")
        return
    text = opspec_to_mlir(kernel_yaml(**spec), "mm.yaml")
    parse_and_verify(text)
    args = matmul_arguments(spec, np.random.default_rng(0))
    result, = reference_outputs(text, "mm", args)
    np.testing.assert_allclose(result, numpy_matmul(spec, args), rtol=RTOL, atol=RTOL)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda lay: f"{lay[0]}-{lay[1]}")
def test_batch_matmul_with_dynamic_m(layout: tuple[str, str]) -> None:
    spec = {"name": "bmm", "op": "batch_matmul", "shape": {"B": 2, "M": "?", "N": 3, "K": 4},
            "layout": {"a": layout[0], "b": layout[1]}, "dtype": {"a": "bf16"},
            "epilogue": [{"bias": "n"}, {"activation": "relu"}, {"residual": True}]}
    text = opspec_to_mlir(kernel_yaml(**spec), "bmm.yaml")
    func = functions(text)["bmm"]
    assert "tensor<2x?x3xbf16>" in str(func.type)
    args = matmul_arguments(spec, np.random.default_rng(1))
    result, = reference_outputs(text, "bmm", args)
    assert result.shape == (2, 5, 3)
    np.testing.assert_allclose(result, numpy_matmul(spec, args), rtol=RTOL)


def test_transposed_layouts_use_named_matmul_with_indexing_maps() -> None:
    text = opspec_to_mlir(kernel_yaml(name="mm", op="matmul", shape={"M": 8, "N": 4, "K": 2},
                                      layout={"b": "col"}, dtype={"a": "f16"}), "mm.yaml")
    assert "linalg.matmul indexing_maps = [" in text
    assert "ins(%a, %b : tensor<8x2xf16>, tensor<4x2xf16>)" in text
    row = opspec_to_mlir(kernel_yaml(name="mm", op="matmul", shape={"M": 8, "N": 4, "K": 2},
                                     dtype={"a": "f16"}), "mm.yaml")
    assert "linalg.matmul ins(" in row


# ---------------------------------------------------------------------------------------------
# Elementwise and reductions

UNARY = {"relu": lambda x: np.maximum(x, 0), "gelu_tanh": gelu_tanh, "silu": lambda x: x / (1 + np.exp(-x)),
         "tanh": np.tanh, "exp": np.exp}
BINARY = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "max": np.maximum}


@pytest.mark.parametrize("shape", [{"N": 7}, {"M": 3, "N": 4}, {"B": 2, "M": "?", "N": 3}], ids=["1d", "2d", "3d-dyn"])
@pytest.mark.parametrize("dtype", ["f32", "f16", "f64", "s8"])
@pytest.mark.parametrize("fn", list(UNARY) + list(BINARY))
def test_elementwise(fn: str, dtype: str, shape: dict[str, Any]) -> None:
    spec = {"name": "ew", "op": "elementwise", "shape": shape, "fn": fn, "dtype": {"a": dtype}}
    text = opspec_to_mlir(kernel_yaml(**spec), "ew.yaml")
    parse_and_verify(text)
    sizes = tuple(4 if size == "?" else size for size in shape.values())
    rng = np.random.default_rng(2)
    args = [integers(rng, sizes) for _ in range(2 if fn in BINARY else 1)]
    result, = reference_outputs(text, "ew", args)
    expected = BINARY[fn](*args) if fn in BINARY else UNARY[fn](args[0])
    np.testing.assert_allclose(result, to_dtype(expected, "s32" if dtype == "s8" else dtype), rtol=RTOL, atol=RTOL)


def test_elementwise_output_type_is_converted_in_the_same_generic() -> None:
    text = opspec_to_mlir(kernel_yaml(name="ew", op="elementwise", shape={"M": 4}, fn="exp",
                                      dtype={"a": "f16", "c": "f16"}), "ew.yaml")
    assert text.count("linalg.generic") == 1
    # MLIR names a generic's block arguments %in, %in_0 ... %out.
    assert "arith.extf %in : f16 to f32" in text and "arith.truncf" in text


@pytest.mark.parametrize("types", [("f32", "f32", "f32"), ("bf16", "f32", "f32"), ("f16", "f16", "f16"),
                                   ("s8", "s32", "s32"), ("f64", "f64", "f64")], ids=lambda t: "-".join(t))
@pytest.mark.parametrize("reduce", ["sum", "max"])
@pytest.mark.parametrize("shape,dim", [({"N": 6}, "N"), ({"M": 3, "N": 5}, "N"), ({"M": "?", "N": 5}, "M"),
                                       ({"B": 2, "M": 3, "N": 4}, "M")], ids=["1d", "rows", "cols-dyn", "3d-mid"])
def test_reduction(shape: dict[str, Any], dim: str, reduce: str, types: tuple[str, str, str]) -> None:
    a, acc, c = types
    spec = {"name": "red", "op": "reduction", "shape": shape, "reduce": reduce, "dim": dim,
            "dtype": {"a": a, "acc": acc, "c": c}}
    text = opspec_to_mlir(kernel_yaml(**spec), "red.yaml")
    parse_and_verify(text)
    sizes = tuple(4 if size == "?" else size for size in shape.values())
    x = integers(np.random.default_rng(3), sizes)
    result, = reference_outputs(text, "red", [x])
    axis = list(shape).index(dim)
    np.testing.assert_array_equal(result, x.sum(axis=axis) if reduce == "sum" else x.max(axis=axis))


# ---------------------------------------------------------------------------------------------
# Module-level properties


def test_tir_spec_attribute_carries_the_knobs() -> None:
    func = functions(opspec_to_mlir((SPECS / "gemm.yaml").read_text(), "gemm.yaml"))["gemm_f16_bias_relu"]
    spec = func.attributes["tir.spec"]
    assert isinstance(spec, ir.DictAttr)
    assert spec["op"].value == "matmul" and spec["allow_tf32"].value is False
    assert (spec["layout_a"].value, spec["layout_b"].value) == ("row", "row")
    schedule = spec["schedule"]
    assert list(schedule["tile"]) == [128, 128, 32] and list(schedule["warps"]) == [2, 2]
    assert schedule["stages"].value == 3 and str(schedule["stages"].type) == "i64"
    assert (schedule["mma"].value, schedule["swizzle"].value) == ("m16n8k16", "auto")
    tf32 = functions(opspec_to_mlir((SPECS / "gemm.yaml").read_text(), "gemm.yaml"))["sgemm_tf32"]
    assert tf32.attributes["tir.spec"]["allow_tf32"].value is True
    assert "schedule" not in tf32.attributes["tir.spec"]


def test_generation_is_deterministic_and_ordered() -> None:
    text = (SPECS / "gemm.yaml").read_text()
    assert opspec_to_mlir(text, "a.yaml") == opspec_to_mlir(text, "b.yaml")
    names = list(functions(opspec_to_mlir(text, "gemm.yaml")))
    assert names == ["gemm_f16_bias_relu", "linear_bf16", "sgemm_tf32", "gemm_s8", "dgemm_residual",
                     "gemm_dynamic_m", "bmm_f16"]


def test_argument_order_is_a_b_c_bias_residual() -> None:
    text = opspec_to_mlir(kernel_yaml(name="k", op="matmul", shape={"M": 4, "N": 3, "K": 2}, dtype={"a": "f32"},
                                      epilogue=[{"residual": True}, {"bias": "m"}, {"scale": {"beta": 1}}]), "k.yaml")
    assert ("func.func @k(%a: tensor<4x2xf32>, %b: tensor<2x3xf32>, %c: tensor<4x3xf32>, "
            "%bias: tensor<4xf32>, %residual: tensor<4x3xf32>)") in text


def test_read_opspec_gives_a_linalg_module(tmp_path: Path) -> None:
    path = tmp_path / "k.yaml"
    path.write_text(kernel_yaml(name="scale_rows", op="elementwise", shape={"M": 2}, fn="relu", dtype={"a": "f32"}))
    source = read_opspec(str(path), new_context())
    assert source.kind == "linalg" and source.path == str(path)
    assert [op.attributes["sym_name"].value for op in source.module.body.operations] == ["scale_rows"]
    with pytest.raises(TircError, match="no such input file"):
        read_opspec(str(tmp_path / "missing.yaml"), new_context())


@pytest.mark.parametrize("spec", ["gemm.yaml", "simt.yaml"])
def test_examples_compile_to_ptx_through_the_driver(spec: str) -> None:
    names = list(functions(opspec_to_mlir((SPECS / spec).read_text(), spec)))
    result = compile_input(str(SPECS / spec), CompileOptions(emit="ptx"))
    assert result.pipeline.name == "sm80"  # the default for op specs
    ptx = result.payload.decode()
    for name in names:  # a Tensor Core kernel (<name>_gemm<i>), a reduction's (<name>_reduce<i>), a vectorised
        # elementwise kernel (<name>_elementwise<i>) or other SIMT kernels
        assert any(f".entry {name}_{kind}" in ptx for kind in ("gemm", "reduce", "elementwise", "kernel"))


# ---------------------------------------------------------------------------------------------
# Schema errors

BASE = {"name": "gemm_f16", "op": "matmul", "shape": {"M": 64, "N": 32, "K": 16},
        "layout": {"a": "row", "b": "col"}, "dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"},
        "epilogue": [{"bias": "n"}]}
# Line numbers in kernel_yaml(**BASE): 2 name, 3 op, 4 shape, 5 layout, 6 dtype, 7 epilogue.


def spec_with(**changes: Any) -> str:
    keys = {**BASE, **changes}
    return kernel_yaml(**{k: v for k, v in keys.items() if v is not None})


ERRORS = [
    (spec_with(epilogue=None, epilog=[{"bias": "n"}]), 7, "kernel 'gemm_f16': unknown key 'epilog'",
     "did you mean 'epilogue'?"),
    (spec_with(op="matmull"), 3, "kernel 'gemm_f16': unknown op 'matmull'", "did you mean 'matmul'?"),
    (spec_with(dtype={"a": "f15"}), 6, "kernel 'gemm_f16': dtype a 'f15' is not a known type",
     "did you mean 'f16'?"),
    (spec_with(dtype={"a": "s8", "acc": "f32"}), 6, "kernel 'gemm_f16': dtype acc f32 cannot accumulate s8 inputs",
     "s8 accumulates in s32"),
    (spec_with(dtype={"a": "f16", "b": "bf16"}), 6, "dtype b (bf16) differs from dtype a (f16)", None),
    (spec_with(shape={"M": 64, "N": 32}), 4, "kernel 'gemm_f16': shape of op 'matmul' is missing 'K'",
     "matmul shape keys: M, N, K"),
    (spec_with(shape={"M": 64, "N": 32, "L": 16}), 4, "unknown shape key 'L' for op 'matmul'", None),
    (spec_with(shape={"M": 0, "N": 32, "K": 16}), 4, "shape M must be a positive integer or \"?\", not 0",
     'M: "?"'),
    (spec_with(shape={"M": "big", "N": 32, "K": 16}), 4, "shape M must be a positive integer", None),
    (spec_with(epilogue=[{"bias": "k"}]), 7, "kernel 'gemm_f16': bias must be n or m, not 'k'", "length-N"),
    (spec_with(epilogue=[{"activation": "rleu"}]), 7, "unknown activation 'rleu'", "did you mean 'relu'?"),
    (spec_with(epilogue=[{"biass": "n"}]), 7, "unknown epilogue step 'biass'", "did you mean 'bias'?"),
    (spec_with(epilogue=[{"bias": "n"}, {"bias": "m"}]), 7, "epilogue step 'bias' appears twice", None),
    (spec_with(epilogue=[{"scale": {"alpha": 1, "gamma": 2}}]), 7, "unknown scale key 'gamma'", None),
    (spec_with(epilogue=[{"cast": "f8"}]), 7, "cast 'f8' is not a known type", None),
    (spec_with(epilogue=[{"residual": False}]), 7, "residual must be true, not false", None),
    (spec_with(layout={"a": "column"}), 5, "unknown layout a 'column'", "did you mean 'col'?"),
    (spec_with(allow_tf32=True), 8, "allow_tf32 applies to f32 inputs only", None),
    (spec_with(schedule={"tile": [128, 0]}), 8, "schedule tile must be a list of positive integers", None),
    (spec_with(schedule={"tiles": [128]}), 8, "unknown schedule key 'tiles'", "did you mean 'tile'?"),
    (spec_with(name="gemm-f16"), 2, "kernel #1: name 'gemm-f16' is not an identifier", None),
    (spec_with(name=None), 2, "kernel #1: missing key 'name'", None),
    (spec_with(fn="add"), 8, "key 'fn' does not apply to op 'matmul'", "matmul keys:"),
    (kernel_yaml(name="ew", op="elementwise", shape={"M": 4}, fn="add", inputs=1, dtype={"a": "f32"}), 6,
     "kernel 'ew': fn 'add' takes 2 input(s), not 1", None),
    (kernel_yaml(name="r", op="reduction", shape={"M": 4, "N": 2}, reduce="sum", dim="K", dtype={"a": "f32"}), 6,
     "kernel 'r': unknown dim 'K'", "dim: M | N"),
    (kernel_yaml(name="r", op="reduction", shape={"M": 4}, reduce="mean", dim="M", dtype={"a": "f32"}), 5,
     "unknown reduce 'mean'", None),
    (kernel_yaml(name="r", op="reduction", shape={"M": 4}, reduce="sum", dim="M", dtype={"a": "f32", "b": "f32"}), 7,
     "unknown dtype key 'b'", None),
    (spec_with() + kernel_yaml(**BASE).removeprefix("kernels:\n"), 8, "kernel 'gemm_f16': name already used on line 2",
     None),
    ("kernel:\n  - name: x\n", 1, "unknown key 'kernel'", "did you mean 'kernels'?"),
    ("- name: x\n", 1, "an op spec file is a mapping with a 'kernels' list", "kernels: [{name: gemm"),
    ("kernels:\n  - name: x\n    shape: {M: ?, N: 4}\n", 3, "invalid YAML", 'quote a dynamic size: M: "?"'),
]


@pytest.mark.parametrize("text,line,message,hint", ERRORS, ids=[e[2][:40] for e in ERRORS])
def test_schema_errors_name_file_line_kernel_and_key(text: str, line: int, message: str, hint: str | None) -> None:
    with pytest.raises(TircError) as caught:
        opspec_to_mlir(text, "specs.yaml")
    rendered = caught.value.render().splitlines()
    assert rendered[0].startswith(f"error: specs.yaml:{line}"), rendered
    assert message in rendered[0]
    if hint is not None:
        assert rendered[-1].startswith("hint: ") and hint in rendered[-1], rendered


# ---------------------------------------------------------------------------------------------
# Source locations: every op is located at the YAML key it comes from

LOCATED_SPEC = """\
kernels:
  - name: mm
    op: matmul
    shape: {M: "?", N: 32, K: 16}
    dtype: {a: f16, c: f16}
    epilogue: [{bias: n}, {activation: relu}]
"""
# Lines and columns in LOCATED_SPEC: the kernel's entry, its keys and the epilogue steps.
ENTRY, OP, SIZE_M, DTYPE_C, BIAS, RELU = (2, 5), (3, 5), (4, 13), (5, 21), (6, 17), (6, 28)


def yaml_loc(path: Path, place: tuple[int, int]) -> str:
    return f'loc("{path}":{place[0]}:{place[1]})'


def test_ops_are_located_at_their_yaml_keys(tmp_path: Path) -> None:
    path = tmp_path / "mm.yaml"
    path.write_text(LOCATED_SPEC)
    module = read_opspec(str(path), new_context()).module   # kept: the module owns its ops
    function = module.body.operations[0].operation
    assert str(function.location) == yaml_loc(path, ENTRY)
    names = [str(argument.location) for argument in function.regions[0].blocks[0].arguments]
    entry, bias = yaml_loc(path, ENTRY)[4:-1], yaml_loc(path, BIAS)[4:-1]
    assert names == [f'loc("a"({entry}))', f'loc("b"({entry}))', f'loc("bias"({bias}))']
    located: list[tuple[str, str]] = []
    for op in function.regions[0].blocks[0].operations:
        located.append((op.name, str(op.location)))
        if op.name == "linalg.generic":   # its body is at the generic's key too
            assert {str(inner.location) for inner in op.regions[0].blocks[0].operations} == {str(op.location)}
    generics = [where for name, where in located if name == "linalg.generic"]
    assert generics == [yaml_loc(path, BIAS), yaml_loc(path, RELU), yaml_loc(path, DTYPE_C)]
    assert [where for name, where in located if name in ("linalg.fill", "linalg.matmul")] == [yaml_loc(path, OP)] * 2
    assert dict(located)["tensor.dim"] == yaml_loc(path, SIZE_M)
    assert dict(located)["func.return"] == yaml_loc(path, ENTRY)


def test_locations_survive_the_linalg_stage_and_print_with_debug_info(tmp_path: Path) -> None:
    path = tmp_path / "mm.yaml"
    path.write_text(LOCATED_SPEC)
    result = compile_input(str(path), CompileOptions(emit="linalg", debug_info=True))
    text = result.payload.decode()
    matmul = next(line for line in text.splitlines() if "linalg.matmul" in line)
    alias = matmul.rsplit("loc(", 1)[1].rstrip(")")   # loc(#locN): its definition names the op: key
    assert f"{alias} = {yaml_loc(path, OP)}" in text
    assert "#loc" not in compile_input(str(path), CompileOptions(emit="linalg")).payload.decode()


@pytest.mark.parametrize("epilogue,dtype,line,what", [
    ('[{activation: silu}, {cast: s8}]', "{a: f16}", 6, "f32 where it becomes s8"),   # at the cast step
    ("[{scale: {alpha: 2.0}}]", "{a: s8, c: s32}", 5, "f32 where it becomes s32"),   # at dtype c
])
def test_a_spec_error_inside_a_kernel_names_its_yaml_line(epilogue: str, dtype: str, line: int, what: str) -> None:
    text = ("kernels:\n  - name: ok\n    op: elementwise\n    shape: {N: 4}\n    fn: relu\n    dtype: {a: f32}\n"
            f"  - name: mm\n    op: matmul\n    shape: {{M: 4, N: 4, K: 4}}\n    dtype: {dtype}\n    epilogue: {epilogue}\n")
    with pytest.raises(TircError) as caught:
        opspec_to_mlir(text, "specs.yaml")
    first = caught.value.render().splitlines()[0]
    assert first.startswith(f"error: specs.yaml:{line + 5}: kernel 'mm': the epilogue's value is {what}"), first
