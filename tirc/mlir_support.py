"""The one place tirc touches MLIR's Python bindings directly for contexts and parsing."""

from __future__ import annotations

import re

from mlir import ir

from tirc.diagnostics import SourceLocation, TircError, source_line_of

_LOCATION = re.compile(r'loc\("(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)\)')


def new_context() -> ir.Context:
    context = ir.Context()
    # Diagnostics are collected from MLIRError objects; don't let MLIR print them on its own.
    context.emit_error_diagnostics = False
    return context


def is_mlir_error(error: BaseException) -> bool:
    return hasattr(error, "error_diagnostics")


def location_of(text: str, file: str) -> SourceLocation | None:
    """Parse an MLIR ``loc("name":L:C)`` rendering; the anonymous buffer "-" becomes ``file``."""
    match = _LOCATION.search(text)
    if not match:
        return None
    name = match["file"]
    return SourceLocation(file if name in ("-", "") else name, int(match["line"]), int(match["col"]))


def error_from_mlir(error: BaseException, file: str, what: str) -> TircError:
    """Turn an MLIRError into one TircError pointing at the first diagnostic's location."""
    diagnostics = list(getattr(error, "error_diagnostics", []))
    if not diagnostics:
        return TircError(f"{what}: {error}")
    first = diagnostics[0]
    location = location_of(str(first.location), file)
    line = source_line_of(location.file, location.line) if location else None
    notes = []
    for extra in diagnostics[1:]:
        extra_loc = location_of(str(extra.location), file)
        notes.append(f"{extra_loc}: {extra.message}" if extra_loc else str(extra.message))
    return TircError(f"{what}: {first.message}", location=location, source_line=line, notes=notes)


def parse_module(text: str, file: str, context: ir.Context) -> ir.Module:
    with context:
        try:
            return ir.Module.parse(text)
        except Exception as error:  # MLIRError is created dynamically by the bindings
            if is_mlir_error(error):
                raise error_from_mlir(error, file, "invalid MLIR") from None
            raise


def module_text(module: ir.Module) -> str:
    text = str(module)
    return text if text.endswith("\n") else text + "\n"


def is_identity_layout(memref_type: ir.MemRefType) -> bool:
    """True for the default row-major layout (no offset, strides implied by the sizes)."""
    layout = memref_type.layout
    if not isinstance(layout, ir.AffineMapAttr):
        return False
    amap = ir.AffineMapAttr(layout).value
    return amap.n_symbols == 0 and amap == ir.AffineMap.get_identity(amap.n_dims)
