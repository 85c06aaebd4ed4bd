"""A gpu pass fed IR it does not expect refuses with an error that names it and says what it
found, never by returning silently with the IR unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
GEMM = REPO / "tests" / "lit" / "Inputs" / "gemm_f16.yaml"   # 3 stages, swizzled, staged epilogue


def tirc(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "tirc.cli", *args], capture_output=True, text=True, env=env)


@pytest.fixture(scope="module")
def dumps(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The IR after each pass of the sm80 pipeline's gpu stage, by pass name."""
    folder = tmp_path_factory.mktemp("dumps")
    result = tirc("compile", str(GEMM), "--emit=gpu", "--dump-dir", str(folder), "-o", str(folder / "out.mlir"),
                  "--no-cache")
    assert result.returncode == 0, result.stderr
    return {path.stem.split("-", 1)[1]: path for path in sorted(folder.glob("[0-9]*-*.mlir"))}


def refusal(ir_file: Path, pass_name: str, tmp_path: Path) -> str:
    result = tirc("opt", str(ir_file), "--passes", pass_name, "-o", str(tmp_path / "out.mlir"))
    assert result.returncode == 1, result.stdout
    assert not (tmp_path / "out.mlir").exists()
    return result.stderr


def test_tir_pipeline_refuses_a_loop_it_pipelined_already(dumps: dict[str, Path], tmp_path: Path) -> None:
    stderr = refusal(dumps["tir-pipeline"], "tir-pipeline", tmp_path)
    assert "error: tir-pipeline: unexpected IR (the K loop is pipelined already" in stderr
    assert "hint: run the gpu-stage Tensor Core passes in the order of the shipped sm80 pipeline" in stderr


def test_tir_pipeline_refuses_a_loop_not_made_by_tir_map_warps(dumps: dict[str, Path], tmp_path: Path) -> None:
    text = dumps["tir-async-copy"].read_text()
    assert text.count("gpu.barrier") >= 2
    one_barrier_less = tmp_path / "odd.mlir"
    one_barrier_less.write_text(text.replace("gpu.barrier\n", "", 1))
    stderr = refusal(one_barrier_less, "tir-pipeline", tmp_path)
    assert "error: tir-pipeline: unexpected IR (a K loop with 1 barriers, not tir-map-warps' two" in stderr


def test_tir_promote_refuses_tiles_mapped_to_threads_already(dumps: dict[str, Path], tmp_path: Path) -> None:
    stderr = refusal(dumps["tir-map-warps"], "tir-promote", tmp_path)
    assert "error: tir-promote: unexpected IR (a K loop in 'gpu.launch', not in tir-tile's scf.forall" in stderr


def test_the_passes_take_their_own_input(dumps: dict[str, Path], tmp_path: Path) -> None:
    """The refusals are about the IR, not the way the pass is run: on the IR just before it, each runs."""
    names = list(dumps)
    for name in ("tir-pipeline", "tir-promote"):
        before = dumps[names[names.index(name) - 1]]
        result = tirc("opt", str(before), "--passes", name, "-o", str(tmp_path / f"{name}.mlir"))
        assert result.returncode == 0, result.stderr
