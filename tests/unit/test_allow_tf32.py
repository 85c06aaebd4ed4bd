"""--allow-tf32 (f32 contractions on tf32 Tensor Cores for any input) and remark locations."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import REMARKS
from tirc.driver import CompileOptions, allowing_tf32, compile_input
from tirc.pipeline.spec import PassSpec, PipelineSpec, StageSpec, load_pipeline

REPO = Path(__file__).resolve().parents[2]
GEMM_F64 = REPO / "tests" / "lit" / "Inputs" / "gemm_f64.yaml"

# The matmul is on line 5, column 8.
MATMUL_F32 = """\
func.func @matmul_f32(%a: tensor<40x24xf32>, %b: tensor<24x56xf32>) -> tensor<40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c = linalg.matmul ins(%a, %b : tensor<40x24xf32>, tensor<24x56xf32>) outs(%init : tensor<40x56xf32>) -> tensor<40x56xf32>
  return %c : tensor<40x56xf32>
}
"""


@pytest.fixture
def matmul(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "matmul_f32.mlir"
    path.write_text(MATMUL_F32)
    return path


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_flag_puts_f32_mlir_on_tf32_tensor_cores(matmul: Path) -> None:
    code, output = invoke("compile", str(matmul), "--emit=tensorir", "--allow-tf32")
    assert code == 0 and 'mma = "m16n8k8"' in output and "remark:" not in output, output


def test_without_the_flag_the_remark_names_it_and_the_op(matmul: Path) -> None:
    code, output = invoke("compile", str(matmul), "--emit=tensorir")
    assert code == 0 and "tir.schedule" not in output, output
    assert (f"remark: {matmul}:5:8: matmul_f32: not on Tensor Cores: f32 inputs need --allow-tf32 "
            "(tf32 rounds inputs to 10 mantissa bits; opt in if that is acceptable)") in output


def test_json_remarks_carry_the_location(matmul: Path) -> None:
    code, output = invoke("compile", str(matmul), "--emit=tensorir", "-o", str(matmul.with_suffix(".out.mlir")),
                          "--remarks=json")
    assert code == 0, output
    remarks = json.loads(output)
    assert [(r["location"], r["fields"]["reason"]) for r in remarks] == [(f"{matmul}:5:8", "f32 inputs need --allow-tf32")]


def test_cached_compile_without_the_flag_is_not_reused_with_it(matmul: Path) -> None:
    out = matmul.with_suffix(".ptx")
    assert invoke("compile", str(matmul), "-o", str(out))[0] == 0
    assert ".tf32" not in out.read_text()
    code, output = invoke("compile", str(matmul), "-o", str(out), "--allow-tf32", "--remarks=off")
    assert code == 0, output
    assert "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32" in out.read_text()


def test_op_spec_remark_names_the_spec_key_and_the_yaml_location() -> None:
    compile_input(str(GEMM_F64), CompileOptions(emit="tensorir", remarks="json"))
    assert [(r.location, r.message.split(":")[0]) for r in REMARKS.collected] == \
        [(f"{GEMM_F64}:3:5", "not on Tensor Cores")]


def test_flag_needs_a_pipeline_with_tir_schedule(matmul: Path) -> None:
    code, output = invoke("compile", str(matmul), "--pipeline=simt", "--allow-tf32", "-o", "/dev/null")
    assert code == 1 and "error: --allow-tf32: pipeline 'simt' has no tir-schedule pass" in output, output


def test_flag_on_ptx_input_is_a_usage_error(tmp_path: Path) -> None:
    ptx = tmp_path / "k.ptx"
    ptx.write_text("")
    code, output = invoke("run", str(ptx), "--emulate", "--kernel", "k", "--allow-tf32")
    assert code == 2 and "--allow-tf32 is a compile option" in output, output


@pytest.mark.parametrize("spec", [
    PassSpec("tir-schedule", options=(("allow-tf32", "false"), ("tensor-cores", "true"))),
    PassSpec("tir-schedule", raw_options="allow-tf32=false tensor-cores=true"),
])
def test_allowing_tf32_replaces_the_pipeline_files_value(spec: PassSpec) -> None:
    pipeline = PipelineSpec("p", "", (StageSpec("tensorir", (PassSpec("canonicalize"), spec)),), "p.yaml")
    (_, canonicalize), (_, schedule) = allowing_tf32(pipeline).passes()
    assert canonicalize == PassSpec("canonicalize")
    assert schedule.option_text() == "tensor-cores=true allow-tf32=true"


def test_shipped_pipeline_sets_the_option() -> None:
    passes = [spec for _, spec in allowing_tf32(load_pipeline("sm80")).passes() if spec.name == "tir-schedule"]
    assert [spec.option_text() for spec in passes] == ["allow-tf32=true"]


def compile_verbose(path: Path, out: Path) -> str:
    """stderr of a ``tirc compile --verbose`` in a process of its own (the cache messages go to its stderr)."""
    result = subprocess.run([sys.executable, "-m", "tirc", "compile", str(path), "-o", str(out), "--verbose"],
                            capture_output=True, text=True, env=os.environ.copy())
    assert result.returncode == 0, result.stderr
    return result.stderr


def test_cache_hits_never_replay_remarks_at_old_places(matmul: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.ptx"
    first = compile_verbose(matmul, out)
    assert "cache miss" in first and f"remark: {matmul}:5:8:" in first, first
    again = compile_verbose(matmul, out)
    assert "cache hit" in again and f"remark: {matmul}:5:8:" in again, again
    matmul.write_text("// a comment moves the matmul down a line\n" + MATMUL_F32)   # the same module
    moved = compile_verbose(matmul, out)
    assert "cache hit" not in moved and f"remark: {matmul}:6:8:" in moved, moved
    elsewhere = tmp_path / "copy" / matmul.name
    elsewhere.parent.mkdir()
    elsewhere.write_text(matmul.read_text())
    copied = compile_verbose(elsewhere, out)
    assert "cache hit" not in copied and f"remark: {elsewhere}:6:8:" in copied, copied


def test_source_location_looks_inside_name_call_site_and_fused_locations() -> None:
    from mlir import ir

    from tirc.mlir_support import source_location
    with ir.Context() as context:
        in_file = ir.Location.file("-", 7, 3, context=context)
        elsewhere = ir.Location.file("other.mlir", 2, 9, context=context)
        named = ir.Location.name("matmul", childLoc=in_file)
        assert str(source_location(in_file, "x.mlir")) == "x.mlir:7:3"
        assert str(source_location(named, "x.mlir")) == "x.mlir:7:3"
        assert str(source_location(ir.Location.callsite(elsewhere, [in_file]), "x.mlir")) == "other.mlir:2:9"
        fused = ir.Location.fused([ir.Location.unknown(), named, elsewhere])
        assert str(source_location(fused, "x.mlir")) == "x.mlir:7:3"
        assert source_location(ir.Location.unknown(), "x.mlir") is None
