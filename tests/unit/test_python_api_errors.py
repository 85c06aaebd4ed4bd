"""The Python APIs (tirc.tensorir, tirc.torch, Kernel calls) on bad input: clean TircErrors at the
user's line, compiles isolated from native crashes, no silent conversions, no temporary folder left."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any
from collections.abc import Callable, Iterator

import numpy as np
import pytest
from click.testing import CliRunner

from tirc import tensorir as T
from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.dtypes import lossy_value
from tirc.frontend.names import is_valid_name, suggested_name
from tirc.tensorir import ScheduleError, TensorIRError

HERE = os.path.abspath(__file__)
RESUME_MLIR = '''func.func @"résumé"(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
'''
PTX_RULE = "cannot be a PTX symbol"


@pytest.fixture(autouse=True)
def private_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private temporary folder for every test, checked for tirc-* folders left behind."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    yield folder
    assert not [p.name for p in folder.iterdir() if p.name.startswith("tirc-")]


def doubling(dtype: str) -> Callable[..., Any]:
    def double(A: T.Tensor[(4,), dtype]):  # type: ignore[valid-type]
        B = T.alloc((4,), dtype=dtype)
        for i in T.grid(4):
            B[i] = A[i] + A[i]
        return B
    return double


@pytest.fixture(scope="module")
def int8_kernel() -> T.Kernel:
    return T.create_schedule(doubling("int8")).build()


@pytest.fixture(scope="module")
def f16_kernel() -> T.Kernel:
    return T.create_schedule(doubling("float16")).build()


# -- names PTX cannot hold ------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["kernel", "k_1", "_k", "K9", "__nv_expf"])
def test_names_ptx_and_c_take(name: str) -> None:
    assert is_valid_name(name)


@pytest.mark.parametrize("name", ["résumé", "_", "a$b", "a.b", "a-b", "9lives", "", "%r", "a b"])
def test_names_ptx_or_c_refuse(name: str) -> None:
    assert not is_valid_name(name)
    assert is_valid_name(suggested_name(name))


def test_a_definition_named_resume_is_an_error_at_its_def() -> None:
    def résumé(A: T.Tensor[(4,), "float32"]):
        B = T.alloc((4,), dtype="float32")
        for i in T.grid(4):
            B[i] = A[i]
        return B

    with pytest.raises(TensorIRError, match=PTX_RULE) as caught:
        T.create_schedule(résumé)
    assert caught.value.location is not None and caught.value.location.file == HERE
    assert "'résumé'" in str(caught.value)


def test_the_cli_refuses_the_same_name_in_mlir(tmp_path: Path) -> None:
    source = tmp_path / "r.mlir"
    source.write_text(RESUME_MLIR)
    result = CliRunner().invoke(main, ["compile", str(source), "-o", str(tmp_path / "r.ptx"), "--no-cache"])
    assert result.exit_code == 1
    assert PTX_RULE in result.output and "'résumé'" in result.output and "Traceback" not in result.output


def test_torch_op_refuses_the_same_name_in_mlir_text() -> None:
    pytest.importorskip("torch")
    import tirc.torch

    with pytest.raises(TircError, match=PTX_RULE):
        tirc.torch.op("pyapi::resume", RESUME_MLIR)


# -- isolation: a native crash while compiling is an error, the process survives --------------------

def _aborting(*_: Any) -> Any:
    os.write(2, b"LLVM ERROR: Symbol name with unsupported characters\n")
    os.abort()


def test_a_crash_while_building_is_a_tirc_error_at_the_users_line(monkeypatch: pytest.MonkeyPatch) -> None:
    import tirc.tensorir.kernel as kernel_module

    schedule = T.create_schedule(doubling("float32"))
    monkeypatch.setattr(kernel_module, "compile_input", _aborting)   # in the forked child only
    with pytest.raises(TircError, match="Symbol name with unsupported characters") as caught:
        schedule.build()
    assert caught.value.location is not None and caught.value.location.file == HERE


def test_a_crash_while_creating_a_schedule_is_a_tirc_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import tirc.driver

    monkeypatch.setattr(tirc.driver, "compile_input", _aborting)
    with pytest.raises(TircError, match="MLIR aborted"):
        T.create_schedule(doubling("float32"))


def test_a_crash_in_a_torch_compile_is_a_tirc_error(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("torch")
    import tirc.driver
    import tirc.torch

    monkeypatch.setattr(tirc.driver, "compile_input", _aborting)
    with pytest.raises(TircError, match="Symbol name with unsupported characters"):
        tirc.torch.op("pyapi::crash", RESUME_MLIR.replace("résumé", "crash"))


def test_an_interrupted_build_leaves_no_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    import tirc.tensorir.kernel as kernel_module

    def interrupted(*_: Any) -> Any:
        raise KeyboardInterrupt

    schedule = T.create_schedule(doubling("float32"))
    monkeypatch.setattr(kernel_module, "compile_input", interrupted)
    with pytest.raises(KeyboardInterrupt):
        schedule.build()


def test_a_kernel_owns_no_temporary_folder(private_tmp: Path) -> None:
    kernel = T.create_schedule(doubling("float32")).build()
    assert ".entry" in kernel.ir("ptx")
    np.testing.assert_array_equal(kernel(np.arange(4, dtype=np.float32)), [0, 2, 4, 6])
    assert not list(private_tmp.iterdir())


# -- no silent conversion --------------------------------------------------------------------------

@pytest.mark.parametrize("values, why", [
    (np.array([300.7, 1, 2, 3]), "300.7, not an integer"),
    (np.array([300, 1, 2, 3]), "outside i8's range -128..127"),
    (np.array([np.nan, 1, 2, 3]), "not an integer"),
    (np.array(["a", "b", "c", "d"]), "not real numbers"),
    (np.array([1, 2, 3, 4], dtype=complex), "not real numbers"),
])
def test_an_int8_kernel_refuses_values_it_does_not_hold(int8_kernel: T.Kernel, values: np.ndarray, why: str) -> None:
    with pytest.raises(TircError, match=why):
        int8_kernel(values)


def test_an_int8_kernel_takes_integral_floats(int8_kernel: T.Kernel) -> None:
    result = int8_kernel(np.array([1.0, -2.0, 3.0, 60.0]))
    np.testing.assert_array_equal(result, [2, -4, 6, 120])
    assert result.dtype == np.int8


def test_a_float16_kernel_rounds_but_refuses_overflow(f16_kernel: T.Kernel) -> None:
    f16_kernel(np.array([0.1, 1 / 3, -2.5, 65504.0]) / 4, check=False)   # rounding: as astype(float16)
    with pytest.raises(TircError, match="beyond f16's largest finite value"):
        f16_kernel(np.array([1e6, 0, 0, 0]))


def test_a_ragged_argument_is_an_error(f16_kernel: T.Kernel) -> None:
    with pytest.raises(TensorIRError, match="argument 0 is no array") as caught:
        f16_kernel([[1, 2], [3]])
    assert caught.value.location is not None and caught.value.location.file == HERE


@pytest.mark.parametrize("dtype, init, why", [
    ("int8", 1000, "outside i8's range"),
    ("int8", -129, "outside i8's range"),
    ("int32", 1.5, "not an integer"),
    ("int32", 2**70, "outside i32's range"),
    ("float16", 1e6, "beyond f16's largest"),
])
def test_alloc_refuses_an_init_its_dtype_does_not_hold(dtype: str, init: float, why: str) -> None:
    def accumulate(A: T.Tensor[(4,), dtype]):  # type: ignore[valid-type]
        B = T.alloc((4,), dtype=dtype, init=init)
        for i in T.grid(4):
            B[i] += A[i]
        return B

    with pytest.raises(TensorIRError, match=why):
        T.define(accumulate)


@pytest.mark.parametrize("dtype, init", [("int8", -128), ("int8", 127.0), ("float16", float("-inf")),
                                         ("float32", 1e30)])
def test_alloc_takes_an_init_its_dtype_holds(dtype: str, init: float) -> None:
    def accumulate(A: T.Tensor[(4,), dtype]):  # type: ignore[valid-type]
        B = T.alloc((4,), dtype=dtype, init=init)
        for i in T.grid(4):
            B[i] += A[i]
        return B

    T.define(accumulate)


def test_lossy_value_rules() -> None:
    assert lossy_value(np.array([0, 1]), "i1") is None
    assert lossy_value(np.array([2]), "i1") is not None
    assert lossy_value(np.array([np.inf, -np.inf, np.nan]), "f16") is None   # non-finite stays itself
    assert lossy_value(np.array([65519.0]), "f16") is None   # rounds to 65504
    assert lossy_value(np.array([65520.0]), "f16") is not None
    assert lossy_value(np.array([3.4e38]), "bf16") is not None
    assert lossy_value(np.zeros((0,), dtype=object), "f32") is not None


# -- tracebacks become errors at the user's line ---------------------------------------------------

def matmul(A: T.Tensor[(16, 16), "float16"], B: T.Tensor[(16, 16), "float16"]):
    C = T.alloc((16, 16), dtype="float16")
    for i, j, k in T.grid(16, 16, 16):
        C[i, j] += A[i, k] * B[k, j]
    return C


@pytest.mark.parametrize("call, message", [
    (lambda s, b: s.tile(b, tile_sizes=None), "tile: tile_sizes takes a list of integers, not None"),
    (lambda s, b: s.tile(b, [16, "16", 16]), "tile_sizes takes a list of integers"),
    (lambda s, b: s.tile(b), "tile: missing a required argument: 'tile_sizes'"),
    (lambda s, b: s.split(3, [2, None]), "split: loop takes a loop"),
    (lambda s, b: s.bind(s.get_loops(b)[0], 3), "bind: thread_axis takes a string"),
    (lambda s, b: s.reorder(b), "reorder: loops takes a loop"),
    (lambda s, b: s.get_block(None), "get_block: name takes a string or a function"),
    (lambda s, b: s.pipeline(s.get_loops(b)[2], True), "pipeline: stages takes an integer"),
    (lambda s, b: s.attention(block_m="64"), "attention: block_m takes an integer or None"),
    (lambda s, b: s.build(target=None), "build: target takes a string"),
    (lambda s, b: s.ir(3), "ir: stage takes a string"),
])
def test_schedule_arguments_are_checked(call: Callable[[T.Schedule, Any], Any], message: str) -> None:
    schedule = T.create_schedule(matmul)
    block = schedule.get_block("C")
    with pytest.raises(ScheduleError, match=message) as caught:
        call(schedule, block)
    assert caught.value.location is not None and caught.value.location.file == HERE


def test_saving_to_a_file_is_an_error_at_the_users_line(tmp_path: Path, f16_kernel: T.Kernel) -> None:
    existing = tmp_path / "a_file"
    existing.write_text("")
    with pytest.raises(TensorIRError, match="it is a file, not a folder") as caught:
        f16_kernel.save(existing)
    assert caught.value.location is not None and caught.value.location.file == HERE
    with pytest.raises(TensorIRError, match="save: folder takes a string or a Path"):
        f16_kernel.save(3)  # type: ignore[arg-type]
    with pytest.raises(TensorIRError, match="check takes True or False"):
        f16_kernel(np.ones(4), check="yes")
    assert existing.read_text() == ""


def test_torch_compile_writes_in_place_changes_back() -> None:
    torch = pytest.importorskip("torch")
    import tirc.torch

    x = torch.arange(4, dtype=torch.float32)
    compiled = tirc.torch.compile(lambda t: t.add_(1), x.clone())
    result = compiled(x)
    assert torch.equal(x, torch.arange(4, dtype=torch.float32) + 1)
    assert torch.equal(result, x)


def test_a_name_longer_than_a_file_name_builds_and_saves(tmp_path: Path) -> None:
    long = doubling("float32")
    long.__name__ = "k" * 300   # PTX takes it; a file name holds 255 bytes
    kernel = T.create_schedule(long).build()
    paths = kernel.save(tmp_path / "out")
    assert len(paths) == 5 and all(len(path.name) <= 255 and path.is_file() for path in paths)
    np.testing.assert_array_equal(kernel(np.ones(4, dtype=np.float32)), [2, 2, 2, 2])
