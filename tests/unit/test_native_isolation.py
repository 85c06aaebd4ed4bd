"""The forked child that runs MLIR (tirc.isolation) and the checks made before MLIR could abort."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tirc import isolation
from tirc.diagnostics import SourceLocation, TircError
from tirc.mlir_support import check_type_sizes

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
PIPELINES = Path(__file__).resolve().parents[2] / "tirc" / "pipelines"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tirc", *args], capture_output=True, text=True)


def one_error(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    errors = [line for line in result.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, result.stderr
    return errors[0]


# ---------------------------------------------------------------------------------------------
# run_isolated


def _answer(value: int) -> dict[str, int]:
    return {"answer": value}


def _raise_user_error() -> None:
    raise TircError("bad input", location=SourceLocation("k.mlir", 3, 4), hint="fix it")


def _abort_with_assertion() -> None:
    isolation.announce("in pass 'convert-everything' (stage 'gpu', p.yaml:7)")
    os.write(2, b"python: Lowering.cpp:42: void f(): Assertion `x && \"no x\"' failed.\n")
    os.abort()


def _segfault() -> None:
    isolation.announce("while reading deep.mlir")
    os.kill(os.getpid(), signal.SIGSEGV)


def _llvm_error_exit() -> None:
    isolation.announce("in pass 'gpu-module-to-binary' (stage 'ptx', p.yaml:9)")
    os.write(2, b"LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.foo\n")
    os._exit(1)


def _talk_then_succeed() -> str:
    print("remark: first", file=sys.stderr)
    os.write(2, b"LLVM ERROR: looks like a crash but is not\n")
    print("remark: second", file=sys.stderr)
    return "done"


def test_returns_the_childs_value() -> None:
    assert isolation.run_isolated(_answer, 42) == {"answer": 42}


def test_reraises_the_childs_error_with_its_fields() -> None:
    with pytest.raises(TircError) as caught:
        isolation.run_isolated(_raise_user_error)
    assert caught.value.render() == "error: k.mlir:3:4: bad input\nhint: fix it"


def test_an_assertion_names_the_pass_and_the_assertion() -> None:
    with pytest.raises(TircError) as caught:
        isolation.run_isolated(_abort_with_assertion)
    assert caught.value.message == ("MLIR aborted in pass 'convert-everything' (stage 'gpu', p.yaml:7): "
                                    "Assertion `x && \"no x\"' failed.")


def test_a_signal_without_a_message_names_the_signal() -> None:
    with pytest.raises(TircError, match=r"MLIR aborted while reading deep.mlir: killed by SIGSEGV"):
        isolation.run_isolated(_segfault)


def test_an_llvm_error_exit_is_an_abort_too() -> None:
    with pytest.raises(TircError) as caught:
        isolation.run_isolated(_llvm_error_exit)
    assert caught.value.message == ("MLIR aborted in pass 'gpu-module-to-binary' (stage 'ptx', p.yaml:9): "
                                    "Cannot select: intrinsic %llvm.nvvm.foo")


def test_stderr_is_relayed_in_order_also_lines_held_as_a_possible_crash_report(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert isolation.run_isolated(_talk_then_succeed) == "done"
    err = capsys.readouterr().err
    assert err.splitlines() == ["remark: first", "LLVM ERROR: looks like a crash but is not", "remark: second"]


def _talk_a_lot_after_a_crash_like_line() -> str:
    os.write(2, b"Stack dump: (a dump of the IR that merely starts like a crash report)\n")
    for index in range(20000):   # ~300 KiB: more than is held back for a crash message
        os.write(2, f"line {index}\n".encode())
    return "done"


def test_a_long_output_after_a_crash_like_line_is_relayed_whole(capsys: pytest.CaptureFixture[str]) -> None:
    assert isolation.run_isolated(_talk_a_lot_after_a_crash_like_line) == "done"
    lines = capsys.readouterr().err.splitlines()
    assert lines[0].startswith("Stack dump:") and lines[1:] == [f"line {index}" for index in range(20000)]


def test_nested_calls_run_in_the_child_itself() -> None:
    assert isolation.run_isolated(isolation.run_isolated, isolation.in_child) is True


# ---------------------------------------------------------------------------------------------
# Checks before MLIR runs


@pytest.mark.parametrize("text", ["memref<4611686018427387904x4xf32>", "tensor<?x3037000500x3037000500xf16>",
                                  "memref<1000000x1000000x1000000x100xi8>"])
def test_shaped_types_whose_strides_overflow_are_rejected(text: str) -> None:
    with pytest.raises(TircError, match="overflow 64-bit sizes and strides"):
        check_type_sizes(f"func.func @f(%a: {text})\n", "k.mlir")


def test_large_but_representable_types_pass() -> None:
    check_type_sizes("func.func @f(%a: memref<?x1073741824x1024xf32>, %b: vector<4xf32>)\n", "k.mlir")


# ---------------------------------------------------------------------------------------------
# The CLI: native crashes become one error


def _deeply_nested(tmp_path: Path) -> Path:
    deep = tmp_path / "deep.mlir"
    depth = 200_000
    deep.write_text("#map = affine_map<(d0) -> (" + "(" * depth + "d0" + ")" * depth + ")>\n")
    return deep


def test_opt_reports_a_native_abort_as_one_error(tmp_path: Path) -> None:
    deep = _deeply_nested(tmp_path)
    line = one_error(run_cli("opt", str(deep), "--passes", "canonicalize"))
    assert line.startswith(f"error: MLIR aborted while reading {deep}: killed by SIGSEGV")


def test_debug_runs_in_process(tmp_path: Path) -> None:
    result = run_cli("--debug", "opt", str(_deeply_nested(tmp_path)), "--passes", "canonicalize")
    assert result.returncode == -signal.SIGSEGV   # no child to catch it: MLIR's own crash, as asked for


def test_a_backend_llvm_error_names_the_pass(tmp_path: Path) -> None:
    # sm_50 has no cp.async: LLVM's instruction selection reports a fatal error and exits.
    pipeline = tmp_path / "sm50.yaml"
    pipeline.write_text((PIPELINES / "sm80.yaml").read_text().replace('chip: "{target.chip}"', "chip: sm_50"))
    out = tmp_path / "gemm.ptx"
    line = one_error(run_cli(str(EXAMPLES / "specs" / "gemm.yaml"), "--remarks", "off", "--no-cache",
                             "--pipeline", str(pipeline), "-o", str(out)))
    assert line.startswith("error: MLIR aborted in pass 'gpu-module-to-binary' (stage 'ptx', ")
    assert "Cannot select: intrinsic %llvm.nvvm.cp.async" in line
    assert not out.exists()


@pytest.mark.parametrize("passes, message", [
    ("gpu-module-to-binary{format=ISA}", "invalid option format='ISA' for pass 'gpu-module-to-binary'"),
    ("nvvm-attach-target", "pass 'nvvm-attach-target' needs a chip option"),
    ("nvvm-attach-target{chip=sm_80 features=ptx80}", "each feature starts with + (on) or - (off)"),
    ("nvvm-attach-target{chip=sm_80 triple=}", "invalid option triple='' for pass 'nvvm-attach-target'"),
])
def test_pass_options_that_abort_mlir_are_rejected_up_front(passes: str, message: str) -> None:
    assert message in one_error(run_cli("opt", str(EXAMPLES / "mlir" / "vector_add.mlir"), "--passes", passes))


def test_a_pass_that_emits_errors_without_failing_is_an_error_not_an_abort(tmp_path: Path) -> None:
    source = tmp_path / "workgroup.mlir"
    source.write_text("""gpu.module @k {
  gpu.func @f(%m: memref<16xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %v = vector.load %m[%c0] : memref<16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    vector.store %v, %m[%c0] : memref<16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    gpu.return
  }
}
""")
    line = one_error(run_cli("opt", str(source), "--passes", "gpu.module(convert-vector-to-llvm)"))
    assert "pass 'convert-vector-to-llvm' failed: conversion of memref memory space" in line
