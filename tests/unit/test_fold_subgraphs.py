"""tir-fold-constant-subgraphs: what a program computes from constants alone is computed when compiling.

A BatchNorm scale and a RoPE table fold into constants whose program verifies in the emulator
(race checking on) against the float64 reference of the *input* IR; the policy cases run the pass
alone: data moves and casts fold only inside a computing cone (an f16 weight's extf stays for
its matmul), the size guard, function arguments, --weights=inputs, asserts, ops the interpreter
does not take, rounding as the IR rounds; and the Hugging Face ResNet and Llama exports launch
fewer kernels, Llama with the same Tensor Core kernels and no widened weight.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mlir import ir

from tirc.diagnostics import REMARKS, Remark, TircError
from tirc.driver import CompileOptions, CompileResult, compile_input
from tirc.frontend.mlir import parse_module
from tirc.mlir_support import new_context, source_location
from tirc.passes.linalg.constants import elements_bytes
from tirc.passes.linalg.fold_subgraphs import FoldConstantSubgraphs
from tirc.passes.linalg.weights_as_inputs import WeightsAsInputs
from tirc.pipeline.spec import PIPELINES_DIR, load_pipeline
from tirc.runtime import emulate
from tirc.target import get_target

PASS = FoldConstantSubgraphs.name
TARGET = get_target("sm_90a")


def blob(values: np.ndarray) -> str:
    """A dialect resource's text: the alignment, then the bytes."""
    return "0x" + (np.uint32(values.itemsize).tobytes() + values.tobytes()).hex().upper()


def fold(text: str, **options: Any) -> ir.Module:
    """``text`` after the pass alone (``weights_as_inputs``: after tir-weights-as-inputs first)."""
    weights_as_inputs = options.pop("weights_as_inputs", False)
    REMARKS.configure("off", input_file="fold.mlir")   # the file errors and locations name
    module = parse_module(text, "fold.mlir", new_context())
    with module.context:
        if weights_as_inputs:
            WeightsAsInputs().run(module, TARGET)
        FoldConstantSubgraphs(**options).run(module, TARGET)
    return module


def ops(module: ir.Module, name: str) -> list[ir.Operation]:
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == name:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def folded_constants(module: ir.Module) -> dict[str, np.ndarray]:
    """The new dense_resource constants: resource key -> its elements (numpy storage dtype)."""
    found = {}
    for op in ops(module, "arith.constant"):
        attr = op.attributes["value"]
        match = re.match(r"dense_resource<(folded[_0-9]*)>", str(attr))
        if match:
            element = str(ir.ShapedType(attr.type).element_type)
            dtype = {"f16": np.float16, "f32": np.float32, "bf16": np.uint16, "i1": np.uint8,
                     "i32": np.int32, "i64": np.int64}[element]
            found[match.group(1)] = np.frombuffer(elements_bytes(attr), dtype).reshape(ir.ShapedType(attr.type).shape)
    return found


def _element(tensor_type: str) -> str:
    return tensor_type.rsplit("x", 1)[1].rstrip(">")


def generic(name: str, inputs: list[tuple[str, str]], output: str, body: str, maps: str = "#v",
            iterators: str = '"parallel"') -> str:
    """``%name = linalg.generic`` over ``inputs`` (value, type) into a tensor.empty of ``output``;
    ``body``: its ops separated by ';', reading %a, %b, ... (the inputs) and defining %r, the yield."""
    arguments = "".join(f"%{chr(97 + i)}: {_element(t)}, " for i, (_, t) in enumerate(inputs))
    ins = f"ins({', '.join(v for v, _ in inputs)} : {', '.join(t for _, t in inputs)}) " if inputs else ""
    all_maps = ", ".join([maps] * (len(inputs) + 1))
    lines = "".join(f"      {line.strip()}\n" for line in body.split(";"))
    return f"""
    %{name}_init = tensor.empty() : {output}
    %{name} = linalg.generic {{indexing_maps = [{all_maps}], iterator_types = [{iterators}]}} {ins}outs(%{name}_init : {output}) {{
    ^bb0({arguments}%out: {_element(output)}):
{lines}      linalg.yield %r : {_element(output)}
    }} -> {output}"""


# ---------------------------------------------------------------------------------------------
# End to end: a BatchNorm scale and a RoPE table, emulated

CHANNELS, POSITIONS, HALF = 8, 6, 4
RNG = np.random.default_rng(7)
VARIANCE = RNG.uniform(0.2, 3.0, CHANNELS).astype(np.float16)
INV_FREQ = (1.0 / 10000 ** (np.arange(HALF) / HALF)).astype(np.float16)

BLOCK = f"""
#v = affine_map<(d0) -> (d0)>
#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d0, 0, 0)>
#p = affine_map<(d0, d1, d2) -> (d1, d2)>
#outer_p = affine_map<(d0, d1) -> (d0)>
#outer_f = affine_map<(d0, d1) -> (d1)>
#m = affine_map<(d0, d1) -> (d0, d1)>
module {{
  func.func @block(%x: tensor<{CHANNELS}x{POSITIONS}x{2 * HALF}xf16>) -> tensor<{CHANNELS}x{POSITIONS}x{2 * HALF}xf16> {{
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %eps = arith.constant 1.0000000000000001E-5 : f64
    %variance = arith.constant dense_resource<variance> : tensor<{CHANNELS}xf16>
    %inv_freq = arith.constant dense_resource<inv_freq> : tensor<{HALF}xf16>
    {generic("wide", [("%variance", f"tensor<{CHANNELS}xf16>")], f"tensor<{CHANNELS}xf32>",
             "%r = arith.extf %a : f16 to f32")}
    {generic("shifted", [("%wide", f"tensor<{CHANNELS}xf32>")], f"tensor<{CHANNELS}xf32>",
             "%e = arith.truncf %eps : f64 to f32; %r = arith.addf %a, %e : f32")}
    {generic("root", [("%shifted", f"tensor<{CHANNELS}xf32>")], f"tensor<{CHANNELS}xf32>",
             "%r = math.sqrt %a : f32")}
    {generic("scale", [("%root", f"tensor<{CHANNELS}xf32>")], f"tensor<{CHANNELS}xf32>",
             '%z = arith.cmpf one, %a, %zero : f32; cf.assert %z, "unimplemented: tensor with zero '
             'element"; %r = arith.divf %one, %a : f32')}
    %scale3 = tensor.expand_shape %scale [[0, 1, 2]] output_shape [{CHANNELS}, 1, 1] : tensor<{CHANNELS}xf32> into tensor<{CHANNELS}x1x1xf32>
    {generic("positions", [], f"tensor<{POSITIONS}xi64>",
             "%i = linalg.index 0 : index; %r = arith.index_cast %i : index to i64")}
    {generic("pf", [("%positions", f"tensor<{POSITIONS}xi64>")], f"tensor<{POSITIONS}xf32>",
             "%r = arith.sitofp %a : i64 to f32")}
    {generic("ff", [("%inv_freq", f"tensor<{HALF}xf16>")], f"tensor<{HALF}xf32>",
             "%r = arith.extf %a : f16 to f32")}
    %freqs_init = tensor.empty() : tensor<{POSITIONS}x{HALF}xf32>
    %freqs = linalg.generic {{indexing_maps = [#outer_p, #outer_f, #m], iterator_types = ["parallel", "parallel"]}} ins(%pf, %ff : tensor<{POSITIONS}xf32>, tensor<{HALF}xf32>) outs(%freqs_init : tensor<{POSITIONS}x{HALF}xf32>) {{
    ^bb0(%a: f32, %b: f32, %out: f32):
      %r = arith.mulf %a, %b : f32
      linalg.yield %r : f32
    }} -> tensor<{POSITIONS}x{HALF}xf32>
    %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<{POSITIONS}x{HALF}xf32>, tensor<{POSITIONS}x{HALF}xf32>) -> tensor<{POSITIONS}x{2 * HALF}xf32>
    {generic("cos", [("%emb", f"tensor<{POSITIONS}x{2 * HALF}xf32>")], f"tensor<{POSITIONS}x{2 * HALF}xf32>",
             "%r = math.cos %a : f32", maps="#m", iterators='"parallel", "parallel"')}
    {generic("cos16", [("%cos", f"tensor<{POSITIONS}x{2 * HALF}xf32>")], f"tensor<{POSITIONS}x{2 * HALF}xf16>",
             "%r = arith.truncf %a : f32 to f16", maps="#m", iterators='"parallel", "parallel"')}
    %out_init = tensor.empty() : tensor<{CHANNELS}x{POSITIONS}x{2 * HALF}xf16>
    %out = linalg.generic {{indexing_maps = [#x, #c, #p, #x], iterator_types = ["parallel", "parallel", "parallel"]}} ins(%x, %scale3, %cos16 : tensor<{CHANNELS}x{POSITIONS}x{2 * HALF}xf16>, tensor<{CHANNELS}x1x1xf32>, tensor<{POSITIONS}x{2 * HALF}xf16>) outs(%out_init : tensor<{CHANNELS}x{POSITIONS}x{2 * HALF}xf16>) {{
    ^bb0(%a: f16, %s: f32, %t: f16, %o: f16):
      %w = arith.extf %a : f16 to f32
      %n = arith.mulf %w, %s : f32
      %h = arith.truncf %n : f32 to f16
      %r = arith.mulf %h, %t : f16
      linalg.yield %r : f16
    }} -> tensor<{CHANNELS}x{POSITIONS}x{2 * HALF}xf16>
    return %out : tensor<{CHANNELS}x{POSITIONS}x{2 * HALF}xf16>
  }}
}}

{{-#
  dialect_resources: {{
    builtin: {{
      variance: "{blob(VARIANCE)}",
      inv_freq: "{blob(INV_FREQ)}"
    }}
  }}
#-}}
"""


def pipeline_without(folder: Path, name: str, removed: str) -> str:
    """A copy of shipped pipeline ``name`` with the line of pass ``removed`` deleted."""
    shipped = PIPELINES_DIR / f"{name}.yaml"
    text, lines = re.subn(rf"^ *- {re.escape(removed)}\b.*\n", "", shipped.read_text(), flags=re.M)
    assert lines == 1
    path = folder / f"{name}-without.yaml"
    path.write_text(text)
    assert [spec.name for _, spec in load_pipeline(str(path)).passes()] == \
        [spec.name for _, spec in load_pipeline(str(shipped)).passes() if spec.name != removed]
    return str(path)


def launches(manifest: dict[str, Any]) -> int:
    return sum(1 for function in manifest["functions"] for step in function["steps"] if step["op"] == "launch")


def test_batchnorm_scale_and_rope_table_fold_and_verify_in_the_emulator(tmp_path: Path) -> None:
    path = tmp_path / "block.mlir"
    path.write_text(BLOCK)
    (run,) = emulate(str(path), remarks="off", racecheck=True)
    assert run.ok, run.checks
    assert len(run.launches) == 1   # the chains are gone: the consumer alone
    linalg = compile_input(str(path), CompileOptions(emit="linalg", remarks="off")).payload.decode()
    for computed in ("math.sqrt", "math.cos", "cf.assert", "linalg.index", "arith.sitofp"):
        assert computed not in linalg
    # The constants hold the values the IR computes, op by op in its types.
    module = fold(BLOCK)
    constants = folded_constants(module)
    scale = next(v for v in constants.values() if v.dtype == np.float32).reshape(-1)
    shifted = VARIANCE.astype(np.float32) + np.float32(1e-5)
    np.testing.assert_array_equal(scale, np.float32(1.0) / np.sqrt(shifted))
    table = next(v for v in constants.values() if v.dtype == np.float16)
    angles = np.arange(POSITIONS, dtype=np.float32)[:, None] * INV_FREQ.astype(np.float32)[None, :]
    cosines = np.cos(np.concatenate([angles, angles], axis=1).astype(np.float64)).astype(np.float32)
    np.testing.assert_array_equal(table, cosines.astype(np.float16))
    assert "variance" not in str(module) and "inv_freq" not in str(module)   # no longer read: not weights


def test_without_the_pass_the_same_program_launches_the_chains(tmp_path: Path) -> None:
    path = tmp_path / "block.mlir"
    path.write_text(BLOCK)
    options = CompileOptions(emit="ptx", manifest=True, remarks="off", target="sm_90a")
    folded = compile_input(str(path), options)
    kept = compile_input(str(path), replace(options, pipeline=pipeline_without(tmp_path, "sm90a", PASS)))
    assert folded.manifest is not None and kept.manifest is not None
    assert launches(folded.manifest) == 1 < launches(kept.manifest)


# ---------------------------------------------------------------------------------------------
# Policy

WEIGHT = np.arange(32, dtype=np.float16).reshape(8, 4) / 8

CASTS_OF_WEIGHTS = f"""
#m = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: tensor<2x8xf16>, %y: tensor<8x4xf32>) -> (tensor<2x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {{
  %zero = arith.constant 0.000000e+00 : f32
  %w = arith.constant dense_resource<weight> : tensor<8x4xf16>
  {generic("wide", [("%w", "tensor<8x4xf16>")], "tensor<8x4xf32>", "%r = arith.extf %a : f16 to f32",
           maps="#m", iterators='"parallel", "parallel"')}
  %acc = tensor.empty() : tensor<2x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mm = linalg.matmul ins(%x, %wide : tensor<2x8xf16>, tensor<8x4xf32>) outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
  {generic("sum", [("%wide", "tensor<8x4xf32>"), ("%y", "tensor<8x4xf32>")], "tensor<8x4xf32>",
           "%r = arith.addf %a, %b : f32", maps="#m", iterators='"parallel", "parallel"')}
  {generic("double", [("%y", "tensor<8x4xf32>")], "tensor<8x4xf32>",
           "%r = arith.addf %a, %a : f32", maps="#m", iterators='"parallel", "parallel"')}
  return %mm, %sum, %double : tensor<2x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
}}
{{-#
  dialect_resources: {{ builtin: {{ weight: "{blob(WEIGHT)}" }} }}
#-}}
"""


def test_casts_of_weights_and_arguments_stay() -> None:
    """The extf of an f16 weight feeding a matmul (and an elementwise op) only moves data: folded,
    it would be an f32 weight twice the size and an f32 GEMM off Tensor Cores. Computations on
    arguments are never constant."""
    module = fold(CASTS_OF_WEIGHTS)
    assert not folded_constants(module)
    assert len(ops(module, "linalg.generic")) == 3 and ops(module, "linalg.matmul")


def test_a_computing_cone_takes_its_narrowing_edge_but_leaves_a_widening_one() -> None:
    """exp of a weight folds with the truncf after it (the constant is f16: half the bytes) and
    the reshape before the broadcast, not the broadcast: the consumer reads the small constant."""
    text = f"""
#m = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1, d2) -> (d1, d2)>
#i = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @f(%x: tensor<3x8x4xf16>) -> tensor<3x8x4xf16> {{
  %w = arith.constant dense_resource<weight> : tensor<8x4xf16>
  {generic("wide", [("%w", "tensor<8x4xf16>")], "tensor<8x4xf32>", "%r = arith.extf %a : f16 to f32",
           maps="#m", iterators='"parallel", "parallel"')}
  {generic("e", [("%wide", "tensor<8x4xf32>")], "tensor<8x4xf32>", "%r = math.exp %a : f32",
           maps="#m", iterators='"parallel", "parallel"')}
  {generic("narrow", [("%e", "tensor<8x4xf32>")], "tensor<8x4xf16>", "%r = arith.truncf %a : f32 to f16",
           maps="#m", iterators='"parallel", "parallel"')}
  %flat = tensor.collapse_shape %narrow [[0, 1]] : tensor<8x4xf16> into tensor<32xf16>
  %back = tensor.expand_shape %flat [[0, 1]] output_shape [8, 4] : tensor<32xf16> into tensor<8x4xf16>
  %bc_init = tensor.empty() : tensor<3x8x4xf16>
  %bc = linalg.broadcast ins(%back : tensor<8x4xf16>) outs(%bc_init : tensor<3x8x4xf16>) dimensions = [0]
  %o_init = tensor.empty() : tensor<3x8x4xf16>
  %o = linalg.generic {{indexing_maps = [#i, #i, #i], iterator_types = ["parallel", "parallel", "parallel"]}} ins(%x, %bc : tensor<3x8x4xf16>, tensor<3x8x4xf16>) outs(%o_init : tensor<3x8x4xf16>) {{
  ^bb0(%a: f16, %b: f16, %out: f16):
    %r = arith.mulf %a, %b : f16
    linalg.yield %r : f16
  }} -> tensor<3x8x4xf16>
  return %o : tensor<3x8x4xf16>
}}
{{-#
  dialect_resources: {{ builtin: {{ weight: "{blob(WEIGHT)}" }} }}
#-}}
"""
    module = fold(text)
    (value,) = folded_constants(module).values()
    assert value.dtype == np.float16 and value.shape == (8, 4)
    np.testing.assert_array_equal(value, np.exp(WEIGHT.astype(np.float32)).astype(np.float16))
    assert len(ops(module, "linalg.broadcast")) == 1 and len(ops(module, "linalg.generic")) == 1
    assert not ops(module, "tensor.collapse_shape") and "weight" not in str(module)


def iota(rows: int, columns: int) -> str:
    return f"""
#m = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%x: tensor<{rows}x{columns}xi64>) -> tensor<{rows}x{columns}xi64> {{
  {generic("i", [], f"tensor<{rows}x{columns}xi64>",
           "%p = linalg.index 0 : index; %q = linalg.index 1 : index; "
           "%s = arith.addi %p, %q : index; %r = arith.index_cast %s : index to i64",
           maps="#m", iterators='"parallel", "parallel"')}
  {generic("o", [("%x", f"tensor<{rows}x{columns}xi64>"), ("%i", f"tensor<{rows}x{columns}xi64>")],
           f"tensor<{rows}x{columns}xi64>", "%r = arith.addi %a, %b : i64", maps="#m",
           iterators='"parallel", "parallel"')}
  return %o : tensor<{rows}x{columns}xi64>
}}
"""


def test_size_guard_keeps_large_values_computed_from_little() -> None:
    assert not folded_constants(fold(iota(4, 8), max_bytes=255))        # 256 bytes from nothing
    (value,) = folded_constants(fold(iota(4, 8), max_bytes=256)).values()
    np.testing.assert_array_equal(value, np.add.outer(np.arange(4), np.arange(8)))
    # exp of a weight is as large as the weight: it folds whatever its size.
    text = f"""
#v = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<32xf16>) -> tensor<32xf16> {{
  %w = arith.constant dense_resource<weight> : tensor<32xf16>
  {generic("e", [("%w", "tensor<32xf16>")], "tensor<32xf16>", "%r = math.exp %a : f16")}
  {generic("o", [("%x", "tensor<32xf16>"), ("%e", "tensor<32xf16>")], "tensor<32xf16>", "%r = arith.mulf %a, %b : f16")}
  return %o : tensor<32xf16>
}}
{{-#
  dialect_resources: {{ builtin: {{ weight: "{blob(WEIGHT.reshape(-1) / 4)}" }} }}
#-}}
"""
    assert folded_constants(fold(text, max_bytes=16))


def test_weights_as_inputs_fold_nothing_into_weights() -> None:
    """--weights=inputs: the parameters are arguments (not constants); what is computed from
    nothing (an iota) becomes a constant only as a splat, so the program gets no weights."""
    text = f"""
#v = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<32xi64>, %y: tensor<32xf16>) -> (tensor<32xi64>, tensor<32xf16>) {{
  %w = arith.constant dense_resource<weight> : tensor<32xf16>
  {generic("i", [], "tensor<32xi64>", "%p = linalg.index 0 : index; %r = arith.index_cast %p : index to i64")}
  {generic("o", [("%x", "tensor<32xi64>"), ("%i", "tensor<32xi64>")], "tensor<32xi64>", "%r = arith.addi %a, %b : i64")}
  {generic("e", [("%w", "tensor<32xf16>")], "tensor<32xf16>", "%r = math.exp %a : f16")}
  {generic("p", [("%y", "tensor<32xf16>"), ("%e", "tensor<32xf16>")], "tensor<32xf16>", "%r = arith.mulf %a, %b : f16")}
  return %o, %p : tensor<32xi64>, tensor<32xf16>
}}
{{-#
  dialect_resources: {{ builtin: {{ weight: "{blob(WEIGHT.reshape(-1))}" }} }}
#-}}
"""
    assert len(folded_constants(fold(text))) == 2
    module = fold(text, weights_as_inputs=True)
    assert "dense_resource" not in str(module.body) and len(ops(module, "linalg.generic")) == 4


def test_a_failing_assert_is_a_located_error_and_a_holding_one_goes() -> None:
    def program(variance: str) -> str:
        return f"""
#v = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %zero = arith.constant 0.000000e+00 : f32
  %var = arith.constant dense<{variance}> : tensor<4xf32>
  {generic("s", [("%var", "tensor<4xf32>")], "tensor<4xf32>",
           '%z = arith.cmpf one, %a, %zero : f32; cf.assert %z, "unimplemented: tensor with zero element"'
           "; %r = math.sqrt %a : f32")}
  {generic("o", [("%x", "tensor<4xf32>"), ("%s", "tensor<4xf32>")], "tensor<4xf32>", "%r = arith.mulf %a, %b : f32")}
  return %o : tensor<4xf32>
}}
"""
    module = fold(program("[1.0, 4.0, 9.0, 16.0]"))
    assert not ops(module, "cf.assert") and len(ops(module, "linalg.generic")) == 1
    with pytest.raises(TircError) as error:
        fold(program("[1.0, 4.0, 0.0, 16.0]"))
    assert "assertion 'unimplemented: tensor with zero element' fails on constant data" in error.value.message
    assert str(error.value.location) == "fold.mlir:11:7"


def test_ops_the_interpreter_does_not_take_stay() -> None:
    """math.ipowi has no reference semantics: its generic stays, and so does what reads it; the
    iota before it folds."""
    text = f"""
#v = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<5xi32>) -> tensor<5xi32> {{
  {generic("i", [], "tensor<5xi32>", "%p = linalg.index 0 : index; %r = arith.index_cast %p : index to i32")}
  {generic("p", [("%i", "tensor<5xi32>")], "tensor<5xi32>", "%r = math.ipowi %a, %a : i32")}
  {generic("q", [("%p", "tensor<5xi32>")], "tensor<5xi32>", "%r = arith.addi %a, %a : i32")}
  {generic("o", [("%x", "tensor<5xi32>"), ("%q", "tensor<5xi32>")], "tensor<5xi32>", "%r = arith.addi %a, %b : i32")}
  return %o : tensor<5xi32>
}}
"""
    module = fold(text)
    (value,) = folded_constants(module).values()
    np.testing.assert_array_equal(value, np.arange(5))
    assert len(ops(module, "linalg.generic")) == 3 and ops(module, "math.ipowi")


def test_values_are_rounded_as_the_ir_rounds_them_and_carry_their_location() -> None:
    """(a + 1) - a in f16 with a = 2048 is 0 (2049 rounds to 2048), not 1; bf16 and i1 results are
    stored in their storage layout; the constant is located at the op that computed it."""
    a = np.array([2048, 1, 3, 0.5], np.float16)
    text = f"""
#v = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<4xf16>, %y: tensor<4xbf16>, %z: tensor<4xi1>) -> (tensor<4xf16>, tensor<4xbf16>, tensor<4xi1>) {{
  %one = arith.constant 1.000000e+00 : f16
  %v = arith.constant dense_resource<a> : tensor<4xf16>
  {generic("s", [("%v", "tensor<4xf16>")], "tensor<4xf16>", "%p = arith.addf %a, %one : f16; %r = arith.subf %p, %a : f16")}
  {generic("bf", [("%v", "tensor<4xf16>")], "tensor<4xbf16>", "%e = arith.extf %a : f16 to f32; "
           "%d = arith.divf %e, %e : f32; %t = arith.addf %d, %e : f32; %r = arith.truncf %t : f32 to bf16")}
  {generic("cmp", [("%v", "tensor<4xf16>")], "tensor<4xi1>", "%r = arith.cmpf ogt, %a, %one : f16")}
  {generic("o", [("%x", "tensor<4xf16>"), ("%s", "tensor<4xf16>")], "tensor<4xf16>", "%r = arith.mulf %a, %b : f16")}
  {generic("p", [("%y", "tensor<4xbf16>"), ("%bf", "tensor<4xbf16>")], "tensor<4xbf16>", "%r = arith.mulf %a, %b : bf16")}
  {generic("q", [("%z", "tensor<4xi1>"), ("%cmp", "tensor<4xi1>")], "tensor<4xi1>", "%r = arith.andi %a, %b : i1")}
  return %o, %p, %q : tensor<4xf16>, tensor<4xbf16>, tensor<4xi1>
}}
{{-#
  dialect_resources: {{ builtin: {{ a: "{blob(a)}" }} }}
#-}}
"""
    module = fold(text)
    by_type = {str(value.dtype): value for value in folded_constants(module).values()}
    np.testing.assert_array_equal(by_type["float16"], [0, 1, 1, 1])
    from tirc.dtypes import bf16_bits
    np.testing.assert_array_equal(by_type["uint16"], bf16_bits(a.astype(np.float32) + 1))
    np.testing.assert_array_equal(by_type["uint8"], [1, 0, 1, 0])
    first = next(op for op in ops(module, "arith.constant") if "folded" in str(op.attributes["value"]))
    assert str(source_location(first.location, "fold.mlir")) == "fold.mlir:8:10"   # %s = linalg.generic


def test_a_splat_result_is_a_splat_and_a_matmul_reads_it_filled() -> None:
    text = f"""
#v = affine_map<(d0) -> (d0)>
#m = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {{
  %zero = arith.constant 0.000000e+00 : f32
  %two = arith.constant dense<2.000000e+00> : tensor<4x4xf32>
  {generic("s", [("%two", "tensor<4x4xf32>")], "tensor<4x4xf32>", "%r = math.sqrt %a : f32",
           maps="#m", iterators='"parallel", "parallel"')}
  %acc = tensor.empty() : tensor<2x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mm = linalg.matmul ins(%x, %s : tensor<2x4xf32>, tensor<4x4xf32>) outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %mm : tensor<2x4xf32>
}}
"""
    module = fold(text)
    assert not ops(module, "linalg.generic") and not folded_constants(module)
    assert len(ops(module, "linalg.fill")) == 2 and "1.41421354 : f32" in str(module)


# ---------------------------------------------------------------------------------------------
# Hugging Face exports

@dataclass
class Compiled:
    result: CompileResult
    remarks: list[Remark]


@pytest.fixture(scope="module")
def hf_compiled(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], tuple[Compiled, Compiled]]:
    """(model) -> its f16 export compiled for sm_90a with the shipped pipeline and without the pass."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from tests.unit import hf_corpus

    folder = tmp_path_factory.mktemp("fold-subgraphs")
    options = CompileOptions(emit="ptx", manifest=True, remarks="json", target="sm_90a")
    without = replace(options, pipeline=pipeline_without(folder, "sm90a", PASS))
    cache: dict[str, tuple[Compiled, Compiled]] = {}

    def compiled(name: str) -> tuple[Compiled, Compiled]:
        if name not in cache:
            module, inputs = hf_corpus.build(name, torch.float16)
            path = folder / f"{name}.mlir"
            path.write_text(hf_corpus.export(name, module, inputs))
            results = []
            for chosen in (options, without):
                result = compile_input(str(path), chosen)
                results.append(Compiled(result, list(REMARKS.collected)))
            cache[name] = (results[0], results[1])
        return cache[name]

    return compiled


def weights(compiled: Compiled) -> dict[str, tuple[str, int]]:
    assert compiled.result.manifest is not None
    return {weight["name"]: (weight["dtype"], weight["size"]) for weight in compiled.result.manifest["weights"]}


def kernels(compiled: Compiled) -> int:
    assert compiled.result.manifest is not None
    return launches(compiled.result.manifest)


def test_resnet_batchnorm_chains_fold(hf_compiled: Callable[[str], tuple[Compiled, Compiled]]) -> None:
    folded, kept = hf_compiled("resnet")
    # Each BatchNorm's chain was duplicated into its consumers (its cf.assert keeps upstream
    # fusion from merging it): many kernels for ten BatchNorms.
    assert kernels(folded) <= kernels(kept) - 20
    assert sum(size for _, size in weights(folded).values()) <= sum(size for _, size in weights(kept).values())


def test_llama_rope_and_mask_fold_with_the_same_tensor_core_kernels(
        hf_compiled: Callable[[str], tuple[Compiled, Compiled]]) -> None:
    folded, kept = hf_compiled("llama")
    assert kernels(folded) < kernels(kept)
    assert not [r for r in folded.remarks if r.message.startswith("not on Tensor Cores")]
    on_tensor_cores = [r.message for r in folded.remarks if r.message.startswith("on Tensor Cores")]
    assert on_tensor_cores and on_tensor_cores == [r.message for r in kept.remarks
                                                   if r.message.startswith("on Tensor Cores")]
    before, after = weights(kept), weights(folded)
    # Every parameter left keeps its type and size (no widened copy); the new ones are f16 tables.
    assert all(before[name] == value for name, value in after.items() if name in before)
    assert {dtype for name, (dtype, _) in after.items() if name not in before} == {"f16"}
