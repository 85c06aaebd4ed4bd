from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session", autouse=True)
def session_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One compile cache for the whole session, in pytest's temporary folder: tests never read the
    user's cache (whose entries could come from other code) nor fill it. Under pytest-xdist the
    workers share one folder (the base temp's parent is the run's), so a kernel compiled by one
    worker is a hit for the others; the cache's writes are atomic renames, safe across processes."""
    previous = os.environ.get("TIRC_CACHE_DIR")
    if os.environ.get("PYTEST_XDIST_WORKER"):
        folder = tmp_path_factory.getbasetemp().parent / "tirc-cache"
        folder.mkdir(exist_ok=True)
    else:
        folder = tmp_path_factory.mktemp("tirc-cache")
    os.environ["TIRC_CACHE_DIR"] = str(folder)
    yield folder
    if previous is None:
        del os.environ["TIRC_CACHE_DIR"]
    else:
        os.environ["TIRC_CACHE_DIR"] = previous


@pytest.fixture
def repo() -> Path:
    return REPO


@pytest.fixture
def examples() -> Path:
    return REPO / "examples" / "mlir"


@pytest.fixture(scope="session")
def vector_add_ptx(tmp_path_factory: pytest.TempPathFactory) -> str:
    """examples/mlir/vector_add.mlir compiled once per session, for the ``tirc run FILE.ptx`` tests."""
    from click.testing import CliRunner

    from tirc.cli import main

    path = tmp_path_factory.mktemp("ptx") / "vector_add.ptx"
    result = CliRunner().invoke(main, ["compile", str(REPO / "examples" / "mlir" / "vector_add.mlir"),
                                       "-o", str(path), "--no-cache"])
    assert result.exit_code == 0, result.output
    return str(path)
