"""Programs that launch no kernel: each result is an input, a view or copy of one, or a constant.

Such a plan is valid: `tirc compile` writes a PTX module without an entry and a plan of zero
launches, `run --emulate` and `bench` check it against the reference, `--emit c` launchers copy the
inputs into the caller's outputs, the DSL returns the right arrays and tirc.torch.compile returns
an input (or a view of it) where PyTorch does.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_c, compile_input
from tirc.emit.ptx import kernel_params
from tirc.runtime.plan import untouched_input_results

IDENTITY = """
func.func @ident(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %a : tensor<4x8xf32>
}
"""
COLLAPSE = """
func.func @flat(%a: tensor<?x8xf16>) -> tensor<?xf16> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<?x8xf16> into tensor<?xf16>
  return %0 : tensor<?xf16>
}
"""
EXPAND = """
func.func @rows(%a: tensor<32xi32>) -> tensor<4x8xi32> {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [4, 8] : tensor<32xi32> into tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
"""
TWICE = """
func.func @twice(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}
"""
CONSTANT = """
func.func @table() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}
"""
COPY = """
func.func @copied(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
MIXED = """
func.func @mixed(%a: tensor<16xf32>, %b: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.add ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %0, %b : tensor<16xf32>, tensor<16xf32>
}
"""
ZERO_KERNEL = {"ident": IDENTITY, "flat": COLLAPSE, "rows": EXPAND, "twice": TWICE, "table": CONSTANT,
               "copied": COPY}


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.mlir"
    path.write_text(text)
    return path


@pytest.mark.parametrize("name", sorted(ZERO_KERNEL))
def test_compile_writes_a_ptx_module_without_entries_and_a_plan_of_no_launches(tmp_path: Path, name: str) -> None:
    result = compile_input(str(write(tmp_path, name, ZERO_KERNEL[name])),
                           CompileOptions(manifest=True, remarks="off"))
    ptx = result.payload.decode()
    assert ".version 8.0" in ptx and ".target sm_80" in ptx and ".address_size 64" in ptx
    assert kernel_params(ptx) == {} and f"@{name} launches no kernel" in ptx
    assert result.link is not None and result.link.cubin   # nvJitLink takes the module
    assert result.manifest is not None and result.manifest["kernels"] == []
    (function,) = result.manifest["functions"]
    assert not any(step["op"] == "launch" for step in function["steps"])
    buffers = {buffer["name"]: buffer for buffer in function["buffers"]}
    kinds = {buffers[output["buffer"]]["kind"] for output in function["outputs"]}
    assert kinds == ({"weight"} if name == "table" else {"input"})   # what each result is


def test_a_reshape_result_keeps_its_own_shape_over_the_input_buffer(tmp_path: Path) -> None:
    result = compile_input(str(write(tmp_path, "flat", COLLAPSE)), CompileOptions(manifest=True, remarks="off"))
    assert result.manifest is not None
    (function,) = result.manifest["functions"]
    assert function["outputs"] == [{"name": "result0", "buffer": "arg0", "dtype": "f16", "shape": ["arg0_d0 * 8"]}]
    assert untouched_input_results(function) == {"result0": 0}


def test_cubin_and_report_of_a_program_without_kernels(tmp_path: Path) -> None:
    path = write(tmp_path, "ident", IDENTITY)
    out = tmp_path / "ident.cubin"
    result = CliRunner().invoke(main, ["compile", "--no-cache", str(path), "-o", str(out), "--report"])
    assert result.exit_code == 0, result.output
    assert out.read_bytes()[:4] == b"\x7fELF"
    assert "no kernels: each result is an input" in result.output


def test_an_empty_module_is_still_nothing_to_compile(tmp_path: Path) -> None:
    with pytest.raises(TircError, match="no function and no GPU kernel"):
        compile_input(str(write(tmp_path, "empty", "module {}\n")), CompileOptions(remarks="off"))


@pytest.mark.parametrize("name", ["ident", "flat", "twice", "table"])
def test_run_emulate_checks_the_outputs_against_the_reference(tmp_path: Path, name: str) -> None:
    result = CliRunner().invoke(main, ["run", str(write(tmp_path, name, ZERO_KERNEL[name])), "--emulate"])
    assert result.exit_code == 0, result.output
    assert "0 launches emulated" in result.output and result.output.count(": ok") >= 1
    assert "MISMATCH" not in result.output


def test_bench_emulates_a_program_without_kernels(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["bench", str(write(tmp_path, "ident", IDENTITY)), "--emulate"])
    assert result.exit_code == 0, result.output
    assert "256 bytes in and out" in result.output


def test_a_result_that_is_an_input_next_to_kernels_is_checked_too(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["run", str(write(tmp_path, "mixed", MIXED)), "--emulate"])
    assert result.exit_code == 0, result.output
    assert "result1 f32[16]: max abs error 0.000e+00" in result.output


def test_an_input_given_to_a_kernel_is_not_untouched(tmp_path: Path) -> None:
    result = compile_input(str(write(tmp_path, "mixed", MIXED)), CompileOptions(manifest=True, remarks="off"))
    assert result.manifest is not None
    (function,) = result.manifest["functions"]
    launched = {arg["buffer"] for step in function["steps"] if step["op"] == "launch" for arg in step["args"]
                if arg["kind"] == "ptr"}
    expected = {} if "arg1" in launched else {"result1": 1}
    assert untouched_input_results(function) == expected


def cc() -> str:
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler")
    return compiler


@pytest.mark.parametrize("name", ["ident", "flat", "twice"])
def test_c_launchers_without_kernels_compile_as_iso_c(tmp_path: Path, name: str) -> None:
    files, _ = compile_c(str(write(tmp_path, name, ZERO_KERNEL[name])),
                         CompileOptions(output=str(tmp_path / f"k_{name}"), remarks="off"))
    for path, data in files.items():
        Path(path).write_bytes(data)
    source = (tmp_path / f"k_{name}.c").read_text()
    assert "NULL, NULL, 0}" in source and "kernels[1];" in source
    assert "tirc_copy(out" in source   # the result is a copy of the input into the caller's memory
    result = subprocess.run([cc(), "-std=c11", "-Wall", "-Wextra", "-pedantic", "-Werror", "-c",
                             str(tmp_path / f"k_{name}.c"), "-o", str(tmp_path / f"k_{name}.o")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


CMAKE_PROJECT = """
cmake_minimum_required(VERSION 3.21)
project(views LANGUAGES C)
find_package(tirc CONFIG REQUIRED)
tirc_add_kernels(views SOURCES ident.mlir TARGETS sm_80 sm_90a)
add_executable(host main.c)
target_link_libraries(host PRIVATE views)
"""
CMAKE_MAIN = """
#include <stdio.h>
#include "ident.h"

int main(void)
{
    int status = tirc_ident_load();
    if (status == TIRC_ERROR_NO_DRIVER) {
        puts("no CUDA driver: skipping");
        return 0;
    }
    if (status != 0) {
        puts("no CUDA device: skipping");
        return 0;
    }
    tirc_ident_unload();
    puts("loaded");
    return 0;
}
"""


def test_the_cmake_package_builds_a_program_without_kernels(tmp_path: Path) -> None:
    if shutil.which("cmake") is None:
        pytest.skip("cmake is not installed")
    source, build = tmp_path / "src", tmp_path / "build"
    source.mkdir()
    (source / "CMakeLists.txt").write_text(CMAKE_PROJECT)
    (source / "main.c").write_text(CMAKE_MAIN)
    (source / "ident.mlir").write_text(IDENTITY)
    cmake_dir = subprocess.run([sys.executable, "-m", "tirc", "--cmake-dir"], capture_output=True, text=True,
                               check=True).stdout.strip()
    # PATH starts with this Python's folder: the tirc found there is the one under test.
    environment = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]])}
    for command in (["cmake", "-S", str(source), "-B", str(build), f"-Dtirc_DIR={cmake_dir}"],
                    ["cmake", "--build", str(build)]):
        result = subprocess.run(command, capture_output=True, text=True, env=environment)
        assert result.returncode == 0, result.stdout + result.stderr
    result = subprocess.run([str(build / "host")], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() in ("loaded", "no CUDA driver: skipping",
                                                                "no CUDA device: skipping")


def test_the_dsl_returns_the_input_for_a_definition_that_folds_away() -> None:
    from tirc import tensorir as T

    def scale(A: T.Tensor[(8, 4), "float32"]) -> T.Buffer:
        B = T.alloc((8, 4), "float32")
        for i, j in T.grid(8, 4):
            B[i, j] = A[i, j] * 1.0
        return B

    def shift(A: T.Tensor[(8, 4), "int32"]) -> T.Buffer:
        B = T.alloc((8, 4), "int32")
        for i, j in T.grid(8, 4):
            B[i, j] = A[i, j] + 0
        return B

    for definition, dtype in ((scale, np.float32), (shift, np.int32)):
        kernel = T.create_schedule(definition).build()
        assert kernel.manifest["kernels"] == []
        a = np.arange(32, dtype=dtype).reshape(8, 4)
        b = kernel(a)
        assert b.dtype == dtype and np.array_equal(a, b) and b is not a   # a new array, as for any kernel


def test_torch_compile_returns_inputs_and_views_as_pytorch_does(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    pytest.importorskip("torch_mlir")
    import tirc.torch

    x = torch.arange(6.0)
    same = tirc.torch.compile(lambda t: t, x)
    assert same(x) is x
    same.save(tmp_path / "saved", chips=["sm_80"])
    assert tirc.torch.load(tmp_path / "saved", lambda t: t)(x) is x   # module.json keeps the aliases
    view = tirc.torch.compile(lambda t: t.view(2, 3), x)(x)
    assert view.shape == (2, 3) and view.data_ptr() == x.data_ptr()
    clone = tirc.torch.compile(lambda t: t.clone(), x)(x)   # folds to the input, but PyTorch copies
    assert torch.equal(clone, x) and clone.data_ptr() != x.data_ptr()
    transposed = tirc.torch.compile(lambda t: t.reshape(3, 2).t().contiguous(), x)(x)
    assert torch.equal(transposed, x.reshape(3, 2).t()) and transposed.data_ptr() != x.data_ptr()
    first, second = tirc.torch.compile(lambda t: (t, t), x)(x)
    assert first is x and second is x


def test_torch_op_of_a_program_without_kernels_returns_new_tensors(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    import tirc.torch

    op = tirc.torch.op("zero_kernel::ident", str(write(tmp_path, "ident", IDENTITY)))
    a = torch.randn(4, 8)
    b = op(a)
    assert torch.equal(a, b) and b.data_ptr() != a.data_ptr()   # a custom op's outputs never alias


def test_manifest_on_disk_names_the_input_each_result_is(tmp_path: Path) -> None:
    out = tmp_path / "twice.ptx"
    result = CliRunner().invoke(main, ["compile", "--no-cache", str(write(tmp_path, "twice", TWICE)), "-o", str(out),
                                       "--manifest"])
    assert result.exit_code == 0, result.output
    (function,) = json.loads(out.with_suffix(".json").read_text())["functions"]
    assert [output["buffer"] for output in function["outputs"]] == ["arg0", "arg0"] and function["steps"] == []
