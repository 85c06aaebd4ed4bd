"""tir-explain-kernels (tirc.passes.gpu.explain): the table of what a SIMT kernel computes, the
reasons it stands alone on buffers as the pass sees them, and the explanations reaching the kernels
by name with every location as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir import ir

from tirc.schedule.elementwise import ELEMENTWISE_SCHEDULE
from tirc.diagnostics import SourceLocation
from tirc.driver import CompileOptions, compile_input
from tirc.emit.report import kernel_explanations, kernel_schedules
from tirc.mlir_support import location_of, new_context, source_location
from tirc.passes.gpu.explain import (KEY_PREFIX, KINDS, PENDING_ATTR, ExplainKernels, OpShape, describe, kind_of,
                                     op_shape)
from tirc.target import get_target

# One shape per kind of the table (in its order), with what the report says of it.
SHAPES: list[tuple[OpShape, str, str]] = [
    (OpShape("linalg.generic", ("arith.cmpf", "cf.assert"), outputs=0, checks=("index out of range",)), "check",
     'check (cf.assert "index out of range")'),
    (OpShape("linalg.generic", ("linalg.index", "scf.if", "tensor.extract"), inputs=0, zero_pad=True), "zero pad",
     "zero pad"),
    (OpShape("linalg.generic", ("linalg.index", "arith.cmpi", "scf.if", "memref.load"), inputs=0), "pad", "pad"),
    (OpShape("linalg.generic", ("arith.mulf", "arith.addf"), inputs=2, parallel=False, windowed=True,
             contraction=True), "convolution", "convolution"),
    (OpShape("linalg.matmul", ("arith.mulf", "arith.addf"), inputs=2, parallel=False, contraction=True),
     "contraction", "contraction"),
    (OpShape("linalg.pooling_nchw_max", ("arith.maximumf",), parallel=False, windowed=True), "pooling", "pooling"),
    (OpShape("linalg.generic", ("math.powf", "arith.addf"), parallel=False), "reduction", "reduction"),
    (OpShape("linalg.fill", inputs=0), "fill", "fill"),
    (OpShape("linalg.generic", ("arith.index_cast", "linalg.index", "memref.load")), "gather", "gather"),
    (OpShape("linalg.generic", ("linalg.index", "arith.index_cast"), inputs=0), "index computation",
     "index computation"),
    (OpShape("linalg.copy", yields_input=True, into_slice=True), "copy into a strided view",
     "copy into a strided view"),
    (OpShape("linalg.transpose", yields_input=True, permuted=True), "transpose copy", "transpose copy"),
    (OpShape("linalg.broadcast", yields_input=True, broadcast=True), "broadcast copy", "broadcast copy"),
    (OpShape("linalg.copy", yields_input=True), "copy", "copy"),
    (OpShape("linalg.generic", ("arith.extf",), yields_input=True, cast_types=("f16", "f32")), "cast",
     "cast f16 -> f32"),
    (OpShape("linalg.generic", ("arith.mulf", "math.rsqrt", "arith.mulf", "arith.truncf"), inputs=2),
     "elementwise", "elementwise (ops: mulf, rsqrt, truncf)"),
]


@pytest.mark.parametrize("shape,kind,text", SHAPES, ids=[kind for _, kind, _ in SHAPES])
def test_kinds_table(shape: OpShape, kind: str, text: str) -> None:
    assert kind_of(shape) == kind
    assert describe(shape) == text


def test_every_kind_has_a_case_in_table_order() -> None:
    assert [kind for kind, _ in KINDS] == [kind for _, kind, _ in SHAPES]


def test_a_cast_into_a_slice_and_a_transposing_cast() -> None:
    slice_cast = OpShape("linalg.generic", ("arith.truncf",), yields_input=True, into_slice=True,
                         cast_types=("f32", "f16"))
    assert describe(slice_cast) == "copy into a strided view (cast f32 -> f16)"
    assert describe(OpShape("linalg.generic", ("arith.extf",), yields_input=True, permuted=True,
                            cast_types=("f16", "f32"))) == "cast f16 -> f32, transposed"


NAMED = """
func.func @named(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x8xf32>, %s: f32, %v: memref<8xf32>,
                 %r: memref<4xf32>, %d: memref<4x4xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [1, 0]
  linalg.copy ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.fill ins(%s : f32) outs(%c : memref<4x8xf32>)
  linalg.broadcast ins(%v : memref<8xf32>) outs(%c : memref<4x8xf32>) dimensions = [0]
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%d : memref<4x4xf32>)
  return
}
"""


def test_named_ops_are_read_for_their_kind() -> None:
    with new_context():
        module = ir.Module.parse(NAMED)
        ops = [op.operation for op in module.body.operations[0].regions[0].blocks[0].operations][:-1]
        assert [kind_of(op_shape(op)) for op in ops] == [
            "transpose copy", "copy", "fill", "broadcast copy", "reduction", "contraction"]


# On buffers, as the pass sees them before convert-linalg-to-parallel-loops: every linalg op is a
# SIMT kernel to be; @f_reduce0 stands for a kernel tir-reduce made.
BUFFERS = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%x: memref<4x8xf32>, %out: memref<8x4xf32>, %wide: memref<4x16xf32>, %sum: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%a : memref<4x8xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  }
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%out : memref<8x4xf32>) permutation = [1, 0]
  %half = memref.subview %wide[0, 0] [4, 8] [1, 1] : memref<4x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  linalg.copy ins(%a : memref<4x8xf32>) outs(%half : memref<4x8xf32, strided<[16, 1]>>)
  %b = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %y = arith.mulf %in, %in : f32
    linalg.yield %y : f32
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) module(@f_reduce0) function(@f_reduce0) {
    %v = memref.load %b[%tx, %ty] : memref<4x8xf32>
    memref.store %v, %sum[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}
"""


def _explained(text: str) -> list[tuple[str, str, str]]:
    """(kind, what, why) per linalg op of ``text`` after tir-explain-kernels, in order."""
    with new_context():
        module = ir.Module.parse(text)
        ExplainKernels().run(module, get_target("sm_80"))
        table = ir.DictAttr(module.operation.attributes[PENDING_ATTR])
        entries = {int(named.name): {field.name: ir.StringAttr(field.attr).value for field in ir.DictAttr(named.attr)}
                   for named in table}
        func = module.body.operations[0].operation
        keys = [str(op.location) for op in func.regions[0].blocks[0].operations if op.operation.name.startswith("linalg.")]
        assert all(KEY_PREFIX in key for key in keys)
        return [(entries[n]["kind"], entries[n]["what"], entries[n]["why"]) for n in sorted(entries)]


def test_reasons_from_the_buffer_dataflow() -> None:
    fill, exp, transpose, copy, square = _explained(BUFFERS)
    assert fill == ("fill", "fill", "nothing reads its result: {kernel:1} overwrites it first")
    assert exp[0] == "elementwise" and exp[2].startswith("its result has 2 readers ({kernel:2}, {kernel:3})")
    assert transpose[2] == "its result is a function result that no other kernel reads"
    assert copy[0] == "copy into a strided view" and copy[2].startswith("it writes into a slice of a larger buffer")
    assert square[2].startswith("its reader is the reduction f_reduce0, which fuses consumers, never a producer")


@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
def test_explanations_reach_the_kernels_by_name(tmp_path: Path, target: str) -> None:
    """Through outlining and tir-merge-gpu-modules: each SIMT kernel has its line, with the kernels
    it names by their names, and no location keeps a key. On sm_90a the matmul reads the cast
    through a TMA descriptor."""
    source = Path(__file__).resolve().parents[1] / "lit" / "Inputs" / "explained.mlir"
    result = compile_input(str(source), CompileOptions(emit="gpu", target=target, output=str(tmp_path / "out.mlir"),
                                                       remarks="off"))
    explanations = kernel_explanations(result)
    simt = {name for name in explanations if "_kernel" in name or "_elementwise" in name}
    assert simt and simt == set(explanations)
    schedules = kernel_schedules(result)
    assert all(schedules[name].startswith(ELEMENTWISE_SCHEDULE) for name in set(explanations) & set(schedules))
    assert all("{kernel:" not in explanation.why for explanation in explanations.values())
    assert explanations["explained_elementwise0"].why.startswith("its reader is the contraction explained_gemm0, ")
    assert explanations["explained_elementwise1"].why.startswith(
        "its result has 2 readers (explained_elementwise2, explained_elementwise3)")
    text = result.input.module.operation.get_asm(enable_debug_info=True)
    assert KEY_PREFIX not in text and PENDING_ATTR not in text
    assert "scan (inclusive, arith.addf)" in kernel_schedules(result)["explained_scan0"]


def test_a_keyed_location_still_points_at_the_source() -> None:
    """Errors between tir-explain-kernels and tir-merge-gpu-modules keep their place in the input."""
    with new_context():
        keyed = ir.Location.fused([ir.Location.name("blk", ir.Location.file("a.mlir", 3, 4))],
                                  metadata=ir.StringAttr.get(f"{KEY_PREFIX}7"))
        assert location_of(str(keyed), "x.mlir") == SourceLocation("a.mlir", 3, 4)
        assert source_location(keyed, "x.mlir") == SourceLocation("a.mlir", 3, 4)
