"""Option values are validated before anything runs: usage errors exit 2 with one message."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tirc.cli import main

REPO = Path(__file__).resolve().parents[2]
SPEC = str(REPO / "examples" / "specs" / "gemm.yaml")
MLIR = str(REPO / "examples" / "mlir" / "vector_add.mlir")
_ARGS = "f32[64],i64=64,f32[64],i64=64,out:f32[64],i64=64"


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result.exit_code, result.output


@pytest.mark.parametrize("value,message", [
    ("M=0", "M=0: a size is an integer from 1 to 2^63-1"),
    ("M=-4", "expected NAME=INT"),
    ("M=1.5", "expected NAME=INT"),
    ("M=1_0", "expected NAME=INT"),
    ("M=²", "expected NAME=INT"),
    ("M=" + "9" * 30, "a size is an integer from 1 to 2^63-1"),
    ("M=64,M=32", "M is given twice"),
    ("M=64,,N=64", "got '' in 'M=64,,N=64'"),
    ("", "got '' in ''"),
    ("=64", "expected NAME=INT"),
    ("1M=64", "expected NAME=INT"),
])
def test_shape_values(value: str, message: str) -> None:
    code, output = invoke("compile", SPEC, "--emit=linalg", "--shape", value)
    assert code == 2 and "Invalid value for --shape" in output and message in output, output


def test_shape_names_the_spec_lacks() -> None:
    code, output = invoke("compile", SPEC, "--emit=linalg", "--shape", "Q=64")
    assert code == 1 and "error: no kernel in" in output and "has a size named Q" in output, output


def test_shape_on_mlir_input_is_not_ignored() -> None:
    code, output = invoke("compile", MLIR, "--shape", "M=64", "-o", "-")
    assert code == 2 and "--shape replaces the sizes of an op spec" in output, output


def test_shape_accepted() -> None:
    code, output = invoke("compile", SPEC, "--emit=linalg", "--shape", " M = 64 ,N=32,K=16")
    assert code == 0 and "memref<64x16xf16>" in output, output


@pytest.mark.parametrize("value,message", [
    ("", "empty target name"),
    (" ", "empty target name in ' '"),
    ("sm_80,", "empty target name in 'sm_80,'"),
    ("sm_80,,sm_90a", "empty target name in 'sm_80,,sm_90a'"),
])
@pytest.mark.parametrize("command", [("compile", MLIR, "-o", "-"), ("pipelines", "show", "gpu"),
                                     ("opt", MLIR, "--passes", "cse"), ("run", MLIR, "--emulate")])
def test_empty_targets(command: tuple[str, ...], value: str, message: str) -> None:
    code, output = invoke(*command, "--target", value)
    assert code == 2 and message in output, output


def test_unknown_target_keeps_its_hint() -> None:
    code, output = invoke("pipelines", "show", "gpu", "--target", "sm_99")
    assert code == 1 and "error: unknown target 'sm_99'" in output and "did you mean 'sm_89'?" in output


@pytest.mark.parametrize("value,message", [
    ("-1", "-1 is not in the range 0<=x<=4294967295"),
    ("4294967296", "is not in the range"),
    ("1.5", "is not a valid integer"),
    ("", "is not a valid integer"),
])
def test_seed_values(vector_add_ptx: str, value: str, message: str) -> None:
    code, output = invoke("run", vector_add_ptx, "--emulate", "--kernel", "vector_add", "--seed", value)
    assert code == 2 and message in output, output


@pytest.mark.parametrize("option,value,message", [
    ("--dynamic-smem", "-1", "-1 is not in the range x>=0"),
    ("--dynamic-smem", "1000000", "1000000 bytes is more than the 166912 bytes of shared memory a block may use"),
    ("--grid", "0", "x size 0 is not between 1 and 2147483647"),
    ("--grid", "1,65536", "y size 65536 is not between 1 and 65535"),
    ("--grid", "1,1,1,1", "expected 1 to 3 positive sizes"),
    ("--grid", "", "expected 1 to 3 positive sizes"),
    ("--grid", "2,", "expected 1 to 3 positive sizes"),
    ("--block", "1,1,65", "z size 65 is not between 1 and 64"),
    ("--block", "1025", "x size 1025 is not between 1 and 1024"),
    ("--block", "64,32", "64x32 is 2048 threads, more than 1024"),
    ("--block", "3.0", "expected 1 to 3 positive sizes"),
    ("--args", "f32[1,,2]", "item 'f32[1,,2]': buffer sizes must be positive integers"),
    ("--args", "f32[0]", "buffer sizes must be positive integers"),
    ("--args", "f32[]", "cannot parse --args item 'f32[]'"),
    ("--args", "i32=1.5", "i32 takes an integer, not '1.5'"),
    ("--args", "u32=-1", "-1 is outside u32's range 0..4294967295"),
    ("--args", "i8=300", "300 is outside i8's range -128..127"),
    ("--args", "f32=1e39", "1e39 does not fit in f32"),
    ("--args", "f64=1.2.3", "'1.2.3' is not a number"),
])
def test_ptx_launch_values(vector_add_ptx: str, option: str, value: str, message: str) -> None:
    code, output = invoke("run", vector_add_ptx, "--emulate", "--kernel", "vector_add", "--args", _ARGS, option, value)
    assert code == 2 and f"Invalid value for {option}" in output.replace("'", "") and message in output, output


def test_shape_on_ptx_input_is_not_ignored(vector_add_ptx: str) -> None:
    code, output = invoke("run", vector_add_ptx, "--emulate", "--kernel", "vector_add", "--args", _ARGS, "--shape", "M=4")
    assert code == 2 and "a .ptx input has no named sizes" in output, output


def test_ptx_launch_within_limits_runs(vector_add_ptx: str) -> None:
    code, output = invoke("run", vector_add_ptx, "--emulate", "--kernel", "vector_add", "--args", _ARGS,
                          "--grid", "2", "--block", "32,1,1", "--seed", "4294967295", "--dynamic-smem", "0")
    assert code == 0 and "64 of 64 elements written" in output, output


@pytest.mark.parametrize("args,message", [
    (("compile", "a" * 300 + ".mlir"), "error: no such input file: aaa"),
    (("compile", "a" * 300 + ".yaml"), "error: no such input file: aaa"),
    (("compile", MLIR, "--pipeline", "a" * 300), "error: unknown pipeline 'aaa"),
    (("compile", MLIR, "--pipeline", "a" * 300 + ".yaml"), "error: no such pipeline file: aaa"),
    (("compile", MLIR, "--schedule", "a" * 300 + ".yaml"), "error: no such schedule file: aaa"),
    (("run", "--emulate", "a" * 300 + ".mlir"), "error: no such input file: aaa"),
], ids=["mlir", "spec", "pipeline-name", "pipeline-file", "schedule", "run"])
def test_a_name_too_long_for_the_system_is_a_missing_file(args: tuple[str, ...], message: str) -> None:
    """The system refuses names over 255 bytes (ENAMETOOLONG) before it says whether they exist."""
    code, output = invoke(*args)
    assert code == 1 and output.startswith(message), output


def test_every_declared_compile_option_is_in_compile_help() -> None:
    """The click options are generated from tirc.options.CompileOptions: each flag and its help show."""
    from tirc.options import flag_of, flagged_fields
    result = CliRunner().invoke(main, ["compile", "--help"], terminal_width=10_000)
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    for option in flagged_fields():
        flag = flag_of(option)
        assert flag is not None
        for name in flag.names:
            assert name in result.output, f"{name} ({option.name}) is not in tirc compile --help"
        assert " ".join(flag.help.split()) in text, f"the help of {option.name} is not in tirc compile --help"
