"""A non-editable install (a wheel in a fresh venv) has everything a compile needs.

The wheel is built from a copy of the package's files (the checkout stays clean) and installed
offline into a new virtual environment; the dependencies (MLIR bindings, numpy ...) come from the
environment running the tests, through a .pth file, so nothing is downloaded. The installed
``tirc`` then compiles from a folder outside the checkout, with no PYTHONPATH: only package data
can provide the pipelines.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGE_FILES = ("pyproject.toml", "README.md", "tirc")


def _clean_environment(tmp_path: Path) -> dict[str, str]:
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    environment["TIRC_CACHE_DIR"] = str(tmp_path / "cache")
    environment["PIP_NO_INDEX"] = "1"
    environment["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return environment


def _run(command: list[str], cwd: Path, environment: dict[str, str]) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, f"{' '.join(command)}\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in PACKAGE_FILES:
        if (REPO / name).is_dir():
            shutil.copytree(REPO / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(REPO / name, source / name)
    dist = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q",
          "-w", str(dist), str(source)], source, _clean_environment(dist))
    wheels = list(dist.glob("tirc-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def test_wheel_ships_the_pipelines_and_data_files(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {path.relative_to(REPO).as_posix() for path in (REPO / "tirc" / "pipelines").glob("*.yaml")}
    assert shipped and shipped <= names
    assert "tirc/pipeline/data/upstream_passes.txt" in names
    assert "tirc/cmake/tircConfig.cmake" in names


def test_installed_wheel_compiles_outside_the_checkout(wheel: Path, tmp_path: Path) -> None:
    environment = _clean_environment(tmp_path)
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], tmp_path, environment)
    python = venv / "bin" / "python"
    site_packages = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                              tmp_path, environment).stdout.strip())
    # The test environment's packages, but not its .pth files (they may point at a checkout of
    # tirc); its prefix is a site prefix too, where cuda-pathfinder looks for libdevice.
    shared = sorted({sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]})
    (site_packages / "test-dependencies.pth").write_text(
        "\n".join(shared) + f"\nimport site; site.PREFIXES.append({sys.prefix!r})\n")
    _run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)], tmp_path, environment)

    work = tmp_path / "elsewhere"
    work.mkdir()
    located = _run([str(python), "-c", "import tirc; print(tirc.__file__)"], work, environment).stdout.strip()
    assert Path(located).is_relative_to(venv), located
    listed = _run([str(venv / "bin" / "tirc"), "pipelines"], work, environment).stdout
    assert {"gpu", "simt", "sm80"} <= {line.split()[0] for line in listed.splitlines() if line.strip()}
    _run([str(venv / "bin" / "tirc"), "compile", str(REPO / "examples" / "specs" / "gemm4096.yaml"),
          "--remarks", "off", "-o", "x.ptx"], work, environment)
    assert ".entry" in (work / "x.ptx").read_text()
