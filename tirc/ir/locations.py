"""Where an op comes from, for errors that point at the user's source."""

from __future__ import annotations

from mlir import ir

from tirc.diagnostics import REMARKS, SourceLocation, source_line_of
from tirc.mlir_support import source_location


def located(op: ir.Operation, input_file: str | None = None) -> tuple[SourceLocation, str | None]:
    """The source location of ``op`` (the input file where it has none) and that source line;
    ``input_file`` names the input (default: the one remarks name)."""
    file = REMARKS.input_file if input_file is None else input_file
    location = source_location(op.location, file) or SourceLocation(file)
    return location, source_line_of(location.file, location.line)


def enclosing_function(op: ir.Operation) -> str | None:
    """The function (kernel or device function) that holds ``op``, if any."""
    parent = op.parent
    while parent is not None and parent.name != "gpu.module":
        if parent.name in ("llvm.func", "gpu.func", "func.func"):
            return ir.StringAttr(parent.attributes["sym_name"]).value
        parent = parent.parent
    return None
