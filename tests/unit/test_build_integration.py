"""Build-system integration: the CMake package, examples/cmake and examples/make, with real builds.

Dependencies are checked by what the build tool runs: editing a pipeline YAML must recompile
exactly the sources compiled with it, and a build with nothing changed must run no tirc at all.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
TIRC = Path(sys.executable).parent / "tirc"


def require(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed")
    return path


def environment() -> dict[str, str]:
    """PATH starts with this Python's folder: the tirc found there is the one under test."""
    return {**os.environ, "PATH": os.pathsep.join([str(TIRC.parent), os.environ.get("PATH", "")])}


def run(command: list[str], cwd: Path | None = None) -> str:
    result = subprocess.run(command, cwd=cwd, env=environment(), capture_output=True, text=True)
    assert result.returncode == 0, f"{' '.join(command)}\n{result.stdout}\n{result.stderr}"
    return result.stdout


def touch(path: Path, newer_than: Path) -> None:
    """Give ``path`` a modification time after every file under ``newer_than``: a build that just
    wrote its outputs may be within the file system's timestamp granularity."""
    newest = max(p.stat().st_mtime_ns for p in newer_than.rglob("*") if p.is_file())
    while time.time_ns() <= newest + 10_000_000:
        time.sleep(0.01)
    os.utime(path)


def cmake_dir() -> str:
    return run([sys.executable, "-m", "tirc", "--cmake-dir"]).strip()


def configure(source: Path, build: Path, generator: str = "Unix Makefiles") -> None:
    require("cmake")
    run(["cmake", "-S", str(source), "-B", str(build), "-G", generator, f"-Dtirc_DIR={cmake_dir()}"])


def build(folder: Path) -> list[str]:
    """Build and return the tirc steps that ran (the custom commands' COMMENT lines)."""
    output = run(["cmake", "--build", str(folder)])
    return sorted(line.split("tirc: compiling ", 1)[1] for line in output.splitlines() if "tirc: compiling " in line)


def test_cmake_dir_holds_the_config() -> None:
    assert (Path(cmake_dir()) / "tircConfig.cmake").is_file()


def test_cmake_example_builds_and_runs_without_a_gpu(tmp_path: Path) -> None:
    configure(EXAMPLES / "cmake", tmp_path)
    assert build(tmp_path) == ["gemm.yaml for gemm_kernels"]
    assert (tmp_path / "gemm_kernels.tirc" / "gemm.h").is_file()
    result = subprocess.run([str(tmp_path / "gemm_host")], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    if shutil.which("nvidia-smi") is None:
        assert result.stdout.strip() in ("no CUDA driver: skipping", "no CUDA device: skipping")
    assert build(tmp_path) == []


PROJECT = """
cmake_minimum_required(VERSION 3.21)
project(deps LANGUAGES C)
find_package(tirc CONFIG REQUIRED)
tirc_add_kernels(custom SOURCES simt.yaml row_sum.mlir PIPELINE my_simt.yaml)
tirc_add_kernels(default SOURCES gemm.yaml TARGETS sm_80)
add_executable(host main.c)
target_link_libraries(host PRIVATE custom default)
"""

MAIN = """
#include "gemm.h"
#include "row_sum.h"
#include "simt.h"

int main(void)
{
    return tirc_simt_load() == 0 && tirc_row_sum_load() == 0 && tirc_gemm_load() == 0 ? 0 : 1;
}
"""


@pytest.mark.parametrize("generator", ["Unix Makefiles", "Ninja"])
def test_cmake_rebuilds_exactly_the_sources_of_a_touched_pipeline(tmp_path: Path, generator: str) -> None:
    if generator == "Ninja":
        require("ninja")
    source = tmp_path / "src"
    source.mkdir()
    (source / "CMakeLists.txt").write_text(PROJECT)
    (source / "main.c").write_text(MAIN)
    shutil.copy(REPO / "tirc" / "pipelines" / "simt.yaml", source / "my_simt.yaml")
    shutil.copy(EXAMPLES / "specs" / "simt.yaml", source / "simt.yaml")
    shutil.copy(EXAMPLES / "mlir" / "row_sum.mlir", source / "row_sum.mlir")
    shutil.copy(EXAMPLES / "cmake" / "gemm.yaml", source / "gemm.yaml")
    folder = tmp_path / "build"
    configure(source, folder, generator)
    assert build(folder) == ["gemm.yaml for default", "row_sum.mlir for custom", "simt.yaml for custom"]
    assert build(folder) == []
    gemm_c = folder / "default.tirc" / "gemm.c"
    before = gemm_c.stat().st_mtime_ns
    touch(source / "my_simt.yaml", folder)
    assert build(folder) == ["row_sum.mlir for custom", "simt.yaml for custom"]
    assert gemm_c.stat().st_mtime_ns == before
    touch(source / "gemm.yaml", folder)
    assert build(folder) == ["gemm.yaml for default"]
    assert build(folder) == []


def test_make_example_tracks_the_pipeline_through_depfiles(tmp_path: Path) -> None:
    require("make")
    pipeline = tmp_path / "my_simt.yaml"
    shutil.copy(REPO / "tirc" / "pipelines" / "simt.yaml", pipeline)
    out = tmp_path / "out"
    command = ["make", "--no-print-directory", "-C", str(EXAMPLES / "make"), f"TIRC={TIRC}", f"BUILD={out}",
               f"TIRCFLAGS=--pipeline {pipeline}"]

    def compiled() -> list[str]:
        lines = run(command).splitlines()
        return sorted(line.split(" -o ")[1].split()[0] for line in lines if " compile " in line)

    outputs = [str(out / "row_sum.ptx"), str(out / "simt"), str(out / "simt.cubin")]
    assert compiled() == outputs
    assert sorted(p.name for p in out.iterdir()) == ["row_sum.ptx", "row_sum.ptx.d", "simt.c", "simt.c.d",
                                                     "simt.cubin", "simt.cubin.d", "simt.h"]
    assert compiled() == []
    touch(pipeline, out)
    assert compiled() == outputs
    assert compiled() == []
