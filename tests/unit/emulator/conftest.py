"""Fixtures for the PTX emulator tests: NVRTC compilation of the CUDA corpus."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CORPUS_DIR = HERE / "corpus"

# The tests import the sibling helper module as `nvrtc`; tests/unit has no
# package __init__ files, so make this directory importable explicitly.
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from nvrtc import NvrtcCompiler, nvrtc_available  # noqa: E402

CompileCorpus = Callable[..., str]


@pytest.fixture(scope="session")
def nvrtc_compiler(tmp_path_factory: pytest.TempPathFactory) -> NvrtcCompiler:
    """A session-wide NVRTC compiler; skips the test when NVRTC cannot be loaded."""
    ok, why = nvrtc_available()
    if not ok:
        pytest.skip(why)
    return NvrtcCompiler(tmp_path_factory.mktemp("nvrtc") / "headers")


@pytest.fixture(scope="session")
def compile_corpus(nvrtc_compiler: NvrtcCompiler) -> CompileCorpus:
    """compile_corpus("vector_add.cu", defines=("PAD=1",), arch="sm_80") -> PTX text."""

    def compile_file(filename: str, defines: Sequence[str] = (), arch: str = "sm_80") -> str:
        source = (CORPUS_DIR / filename).read_text()
        return nvrtc_compiler.compile(source, arch, filename, defines=defines)

    return compile_file
