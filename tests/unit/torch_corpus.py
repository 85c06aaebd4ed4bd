"""``examples/torch/corpus.py`` for the tests that use it: a script, not a package, loaded once."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

CORPUS_SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "torch" / "corpus.py"
MODULE_NAME = "tirc_torch_corpus"


def load_corpus() -> ModuleType:
    """The corpus module (import torch and torch_mlir, or skip, before calling this)."""
    if MODULE_NAME in sys.modules:
        return sys.modules[MODULE_NAME]
    spec = importlib.util.spec_from_file_location(MODULE_NAME, CORPUS_SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[MODULE_NAME] = module   # dataclasses look their module up while the script runs
    spec.loader.exec_module(module)
    return module
