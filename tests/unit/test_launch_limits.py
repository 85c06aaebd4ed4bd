"""CUDA's launch limits: checked where the plan records a launch (static sizes, at compile time)
and when the dynamic sizes are bound (run time), from the one table in tirc.target."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.runtime.plan import execute, resolve_symbols
from tirc.target import MAX_BLOCK_THREADS, MAX_GRID_DIMS, TARGETS, check_launch


def test_every_target_takes_the_tables_threads_per_block() -> None:
    assert {target.max_threads_per_block for target in TARGETS.values()} == {MAX_BLOCK_THREADS}


@pytest.mark.parametrize("grid, block, expected", [
    ([2 ** 31, 1, 1], [256, 1, 1], r"2,147,483,648 blocks along grid x; CUDA allows at most 2,147,483,647 \(gridDim.x\)"),
    ([1, 65536, 1], [32, 1, 1], r"65,536 blocks along grid y; CUDA allows at most 65,535 \(gridDim.y\)"),
    ([1, 1, 2 ** 40], [32, 1, 1], r"grid z; CUDA allows at most 65,535 \(gridDim.z\)"),
    ([1, 1, 1], [2048, 1, 1], r"2,048 threads along block x; CUDA allows at most 1,024 \(blockDim.x\)"),
    ([1, 1, 1], [1, 1, 65], r"65 threads along block z; CUDA allows at most 64 \(blockDim.z\)"),
    ([1, 1, 1], [64, 32, 1], r"blocks of 2,048 threads \(64 x 32 x 1\); CUDA allows at most 1,024 per block"),
])
def test_a_launch_past_a_limit_names_the_kernel_the_dimension_and_the_limit(grid: list[int], block: list[int],
                                                                            expected: str) -> None:
    with pytest.raises(TircError, match=expected) as raised:
        check_launch("k0", grid, block)
    assert raised.value.message.startswith("kernel k0 would be launched with")
    assert raised.value.hint   # the fix: a smaller shape or another schedule


def test_the_limits_themselves_pass_and_symbolic_sizes_wait_for_run_time() -> None:
    check_launch("k0", list(MAX_GRID_DIMS), [1024, 1, 1])
    check_launch("k0", [1, 65535, 65535], [32, 32, 1])
    check_launch("k0", ["ceildiv(M, 256)", 1, 1], ["N", 4, 1])   # known only when M and N are bound


def spec(tmp_path: Path, text: str) -> str:
    path = tmp_path / "huge.yaml"
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize("shape", ["{M: 1099511627776, N: 1}", "{M: 4194304, N: 1048576}", "{M: 8589934592, N: 512}"])
def test_an_op_spec_too_large_for_one_grid_is_refused_at_compile_time(tmp_path: Path, shape: str) -> None:
    path = spec(tmp_path, f"kernels:\n  - name: big\n    op: elementwise\n    shape: {shape}\n    fn: add\n"
                          "    dtype: {a: f32, c: f32}\n")
    with pytest.raises(TircError, match=r"kernel big_\w+ would be launched with [\d,]+ blocks along grid x") as raised:
        compile_input(path, CompileOptions(remarks="off"))
    assert "host function @big" in raised.value.message and "smaller shape" in (raised.value.hint or "")


def test_a_batch_past_grid_y_is_refused_at_compile_time(tmp_path: Path) -> None:
    path = spec(tmp_path, "kernels:\n  - name: bmm\n    op: batch_matmul\n    shape: {B: 70000, M: 16, N: 16, K: 16}\n"
                          "    dtype: {a: f16, c: f16}\n")
    result = CliRunner().invoke(main, ["compile", "--no-cache", path, "-o", str(tmp_path / "bmm.ptx")])
    assert result.exit_code == 1
    assert "70,000 blocks along grid y; CUDA allows at most 65,535 (gridDim.y)" in result.output
    assert "hint: " in result.output and "Traceback" not in result.output


DYNAMIC = "kernels:\n  - name: add_dyn\n    op: elementwise\n    shape: {M: \"?\", N: 1}\n    fn: add\n" \
          "    dtype: {a: f32, c: f32}\n"


def dynamic_plan(tmp_path: Path) -> dict[str, Any]:
    result = compile_input(spec(tmp_path, DYNAMIC), CompileOptions(manifest=True, remarks="off"))
    assert result.manifest is not None
    (function,) = result.manifest["functions"]
    return function


def test_dynamic_sizes_are_checked_when_they_are_bound(tmp_path: Path) -> None:
    function = dynamic_plan(tmp_path)
    assert resolve_symbols(function, {"M": 1000}, None) == {"M": 1000}
    with pytest.raises(TircError, match=r"@add_dyn at M=1099511627776: kernel add_dyn_kernel would be launched"):
        resolve_symbols(function, {"M": 2 ** 40}, None)


class NoDevice:
    """A device that must not be used: the check comes before any allocation."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the device was asked to {name}")


def test_execute_checks_before_it_allocates(tmp_path: Path) -> None:
    function = dynamic_plan(tmp_path)
    inputs = {"a": np.zeros((1, 1), np.float32), "b": np.zeros((1, 1), np.float32)}
    with pytest.raises(TircError, match="gridDim.x"):
        execute(function, NoDevice(), inputs, {"M": 2 ** 40})


def test_run_with_a_shape_past_the_limit_is_a_clean_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["run", spec(tmp_path, DYNAMIC), "--emulate", "--shape", "M=1099511627776"])
    assert result.exit_code == 1
    assert "error: @add_dyn at M=1099511627776: kernel add_dyn_kernel" in result.output
    assert "Traceback" not in result.output
