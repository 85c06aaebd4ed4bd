"""Numerics of every kernel family the SIMT path compiles, in the PTX emulator vs float64 numpy.

Each family runs at two or more shapes, at least one not a multiple of any tile (block) size.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

import tirc.runtime.execute as execute_module
from tirc.cli import main
from tirc.runtime import emulate
from tirc.runtime.ptx_launch import launch_ptx_file

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "mlir"

CASES = [
    ("gelu_tanh.mlir", {"arg0_d0": 64, "arg0_d1": 64}),          # elementwise + libdevice tanh
    ("gelu_tanh.mlir", {"arg0_d0": 200, "arg0_d1": 136}),
    ("gelu_tanh.mlir", {"arg0_d0": 1, "arg0_d1": 33}),
    ("row_sum.mlir", {"arg0_d0": 256, "arg0_d1": 64}),           # reduction
    ("row_sum.mlir", {"arg0_d0": 37, "arg0_d1": 301}),
    ("axpy_memref.mlir", {"arg0_d0": 512, "arg1_d0": 512}),      # linalg on memrefs, in place
    ("axpy_memref.mlir", {"arg0_d0": 1001, "arg1_d0": 1001}),
    ("torch_relu_matmul_f16.mlir", {}),                          # torch-mlir matmul + truncf + relu (f16)
    ("edge_shapes.mlir", {}),                                    # rank-0 reduction, size-1 dimension
]


@pytest.mark.parametrize("name, shapes", CASES, ids=[f"{n}-{'x'.join(map(str, s.values())) or 'static'}"
                                                    for n, s in CASES])
def test_simt_family_matches_numpy(name: str, shapes: dict[str, int]) -> None:
    for run in emulate(str(EXAMPLES / name), shapes=shapes, seed=3, pipeline="simt"):
        assert run.checks, "every output must be compared"
        for check in run.checks:
            assert check.ok, check
        assert run.stats.warp_instructions > 0


DYNAMIC_MATMUL = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mm_bias(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %bias: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""


@pytest.mark.parametrize("m, n, k", [(32, 64, 16), (45, 37, 29)])
def test_dynamic_matmul_all_sizes_symbolic(tmp_path: Path, m: int, n: int, k: int) -> None:
    source = tmp_path / "mm.mlir"
    source.write_text(DYNAMIC_MATMUL)
    shapes = {"arg0_d0": m, "arg0_d1": k, "arg1_d0": k, "arg1_d1": n, "arg2_d0": m, "arg2_d1": n}
    (run,) = emulate(str(source), shapes=shapes, seed=1)
    assert [c.ok for c in run.checks] == [True]


def test_hand_written_gpu_kernel_through_ptx_launch(tmp_path: Path) -> None:
    ptx = tmp_path / "vadd.ptx"
    result = CliRunner().invoke(main, [str(EXAMPLES / "vector_add.mlir"), "-o", str(ptx)])
    assert result.exit_code == 0, result.output
    n = 1000
    run = launch_ptx_file(str(ptx), "vector_add", (4,), (256,),
                          f"f32[{n}],i64={n},f32[{n}],i64={n},out:f32[{n}],i64={n}", 0, seed=5)
    np.testing.assert_allclose(run.outputs["param4"], run.inputs["param0"] + run.inputs["param2"], rtol=1e-6)


def test_hand_written_launch_plan_runs(tmp_path: Path) -> None:
    (run,) = emulate(str(EXAMPLES / "scale_launch.mlir"), shapes={"arg0_d0": 300, "arg1_d0": 300})
    assert not run.checks  # gpu-dialect input: no linalg reference; check the effect directly
    np.testing.assert_allclose(run.arguments["arg1"], 2.5 * run.inputs["arg0"], rtol=1e-6)


def test_cli_exits_1_on_mismatch(monkeypatch: pytest.MonkeyPatch) -> None:
    """A plan that skips its last launch leaves poisoned outputs: tirc run must fail."""
    real_execute = execute_module.execute

    def drop_last_launch(function: dict[str, Any], *args: Any) -> Any:
        steps = list(function["steps"])
        last = max(i for i, step in enumerate(steps) if step["op"] == "launch")
        return real_execute({**function, "steps": steps[:last] + steps[last + 1:]}, *args)

    monkeypatch.setattr(execute_module, "execute", drop_last_launch)
    result = CliRunner().invoke(main, ["run", str(EXAMPLES / "gelu_tanh.mlir"), "--emulate"])
    assert result.exit_code == 1
    assert "MISMATCH" in result.output


def test_cli_run_prints_errors_and_stats() -> None:
    result = CliRunner().invoke(main, ["run", str(EXAMPLES / "row_sum.mlir"), "--emulate", "--stats",
                                       "--shape", "arg0_d0=40,arg0_d1=50", "--seed", "7"])
    assert result.exit_code == 0, result.output
    assert "max abs error" in result.output and "ok" in result.output
    assert "warp instructions" in result.output and "shared bank conflicts" in result.output
    assert re.search(r"wall time: emulator \d+\.\d\d s, reference \d+\.\d\d s", result.output), result.output


def test_cli_run_rejects_unknown_size_names() -> None:
    result = CliRunner().invoke(main, ["run", str(EXAMPLES / "row_sum.mlir"), "--emulate", "--shape", "M=4"])
    assert result.exit_code == 1 and "unknown sizes: M" in result.output
