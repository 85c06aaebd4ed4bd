"""Views in the launch plan: reshapes, slices and strided slices of buffers cost no step, and
the kernels that read them compute the right values (emulator against the float64 reference)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.runtime.execute import emulate

from tests.unit.test_emit_c import compile_object, generate

VIEWS = Path(__file__).resolve().parents[2] / "examples" / "mlir" / "views.mlir"

RETURNED_SLICE = """
func.func @slice(%x: tensor<6x8xf32>) -> tensor<4x3xf32> {
  %r = tensor.extract_slice %x[2, 1] [4, 3] [1, 2] : tensor<6x8xf32> to tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
"""

NEGATED_SLICE = """
func.func @slice(%x: tensor<6x8xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<6x8xf32>
  %n = linalg.negf ins(%x : tensor<6x8xf32>) outs(%e : tensor<6x8xf32>) -> tensor<6x8xf32>
  // the slice of a kernel's result, returned: one copy out of a strided view
  %r = tensor.extract_slice %n[2, 1] [4, 3] [1, 2] : tensor<6x8xf32> to tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
"""

# torch.cat along rows: a tensor.insert_slice into each half of the result.
CONCAT = """
func.func @cat(%a: tensor<3x5xf32>, %b: tensor<?x5xf32>) -> tensor<?x5xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %b, %c0 : tensor<?x5xf32>
  %c3 = arith.constant 3 : index
  %rows = arith.addi %n, %c3 : index
  %e = tensor.empty(%rows) : tensor<?x5xf32>
  %top = tensor.insert_slice %a into %e[0, 0] [3, 5] [1, 1] : tensor<3x5xf32> into tensor<?x5xf32>
  %all = tensor.insert_slice %b into %top[3, 0] [%n, 5] [1, 1] : tensor<?x5xf32> into tensor<?x5xf32>
  return %all : tensor<?x5xf32>
}
"""


@pytest.mark.parametrize("pipeline", ["sm80", "simt"])
def test_reshapes_and_slices_verify_in_the_emulator(pipeline: str) -> None:
    (run,) = emulate(str(VIEWS), pipeline=pipeline, remarks="off")
    assert run.ok, run.checks
    assert [c.shape for c in run.checks] == [(2, 3, 8), (4, 8), (6, 3), (67 * 8,)]


def test_views_add_no_plan_step() -> None:
    result = compile_input(str(VIEWS), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    (function,) = result.manifest["functions"]
    assert [step["op"] for step in function["steps"]] == ["alloc", "launch"] * 4
    assert {b["kind"] for b in function["buffers"]} == {"input", "output"}
    assert function["outputs"][0] == {"name": "result0", "buffer": "buf0", "dtype": "f32", "shape": [2, 3, 8]}


@pytest.mark.parametrize("source", [RETURNED_SLICE, CONCAT], ids=["returned-slice", "concat"])
def test_copies_into_and_out_of_strided_views_become_kernels(tmp_path: Path, source: str) -> None:
    path = tmp_path / "input.mlir"
    path.write_text(source)
    (run,) = emulate(str(path), remarks="off")
    assert run.ok, run.checks
    result = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    (function,) = result.manifest["functions"]
    assert "copy" not in [step["op"] for step in function["steps"]]


def test_c_launcher_of_views_compiles(tmp_path: Path) -> None:
    header, source = generate(tmp_path, VIEWS, "views")
    assert "CUresult views(" in header
    compile_object(tmp_path / "views.c")


def test_returned_strided_view_of_a_kernel_result_is_refused_with_its_location(tmp_path: Path) -> None:
    """A plan result is a whole buffer; a pipeline without tir-strided-copies leaves the slice's copy."""
    path = tmp_path / "slice.mlir"
    path.write_text(NEGATED_SLICE)
    pipeline = tmp_path / "no-strided-copies.yaml"
    sm80 = Path(__file__).resolve().parents[2] / "tirc" / "pipelines" / "sm80.yaml"
    pipeline.write_text("\n".join(line for line in sm80.read_text().splitlines() if "tir-strided-copies" not in line))
    with pytest.raises(TircError, match=r"copy source is a strided view") as error:
        compile_input(str(path), CompileOptions(pipeline=str(pipeline), emit="ptx", manifest=True, remarks="off"))
    assert error.value.location is not None and (error.value.location.line, error.value.location.column) == (6, 8)  # the extract_slice
