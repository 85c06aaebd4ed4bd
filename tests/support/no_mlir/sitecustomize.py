"""Put this folder first on PYTHONPATH to run Python as on a GPU machine without MLIR: any import of
``mlir`` or ``torch_mlir`` (or their submodules) raises ImportError, as it does where the MLIR
Python bindings are not installed. Tests use it to prove that the run half of
``bench/gpu_check.sh`` and tirc's precompiled-plan paths never import MLIR."""

from __future__ import annotations

import importlib.abc
import sys
from collections.abc import Sequence
from types import ModuleType

BLOCKED = ("mlir", "torch_mlir")


class _RefuseMlir(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> None:
        if fullname.split(".")[0] in BLOCKED:
            raise ImportError(f"No module named '{fullname}' (blocked: this process runs without MLIR)",
                              name=fullname)
        return None


sys.meta_path.insert(0, _RefuseMlir())
