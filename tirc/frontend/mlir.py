"""Reader for ``.mlir`` inputs: linalg on tensors/memrefs, or gpu/nvgpu kernel code."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from mlir import ir

from tirc.diagnostics import TircError
from tirc.files import path_exists
from tirc.mlir_support import error_from_mlir, is_mlir_error
from tirc.tm_tensor import parse_source


def parse_module(text: str, file: str, context: ir.Context) -> ir.Module:
    """MLIR text as a module, with tirc's textual extensions (``tm_tensor``, see tirc/tm_tensor.py); a
    parse error is one located TircError."""
    with context:
        try:
            return parse_source(text, file)
        except Exception as error:  # MLIRError is created dynamically by the bindings
            if is_mlir_error(error):
                raise error_from_mlir(error, file, "invalid MLIR") from None
            raise


@dataclass
class InputModule:
    module: ir.Module
    path: str
    kind: str    # "gpu" (already written as kernels) or "linalg" (tensor/memref computations)
    source: str  # the MLIR text the module was parsed from (before any pass ran)


def classify(module: ir.Module) -> str:
    """Whether the input is already GPU code (gpu.module / gpu.launch) or needs the linalg path."""
    found_gpu = False

    def visit(op: ir.Operation) -> ir.WalkResult:
        nonlocal found_gpu
        if op.name in ("gpu.module", "gpu.launch", "gpu.launch_func", "gpu.binary"):
            found_gpu = True
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return "gpu" if found_gpu else "linalg"


def read_source(path: str) -> str:
    """The text of an input file (``-`` is stdin), with one clear error for every way it fails."""
    if path == "-":
        return sys.stdin.read()
    file = Path(path)
    if not path_exists(file):
        raise TircError(f"no such input file: {path}")
    if file.is_dir():
        raise TircError(f"input is a directory, not a file: {path}")
    try:
        return file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise TircError(f"cannot read {path}: {error}") from None


def read_mlir(path: str, context: ir.Context) -> InputModule:
    text = read_source(path)
    module = parse_module(text, path, context)
    return InputModule(module, path, classify(module), text)
