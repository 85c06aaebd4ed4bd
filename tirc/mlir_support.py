"""The one place tirc touches MLIR's Python bindings directly for contexts and parsing."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from mlir import ir

from tirc.diagnostics import SourceLocation, TircError, source_line_of
from tirc.isolation import in_child

_LOCATION = re.compile(r'loc\("(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)\)')
# A file location inside a name, call-site or fused one: loc(fused<"key">["a.mlir":3:4]).
_INNER_LOCATION = re.compile(r'"(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)')
# A shaped type's static sizes and element type: memref<?x4096x4096xf16 ...>, vector<4xf32>.
_SHAPED_TYPE = re.compile(r"\b(?P<kind>memref|tensor|vector)<(?P<sizes>(?:(?:\d+|\?)x)+)"
                          r"(?P<element>[a-z]+(?P<bits>\d*))")
# Sizes, strides and byte offsets are 64-bit signed integers in MLIR and in the generated code.
_MAX_BYTES = 2 ** 63 - 1


def new_context() -> ir.Context:
    context = ir.Context()
    # Outside an isolated child (the Python APIs' own IR, the reference, --debug) a context runs
    # without threads: a process holding no MLIR threads can fork the next compile safely
    # (tirc.isolation); the forked child, which does the heavy compiling, keeps its threads.
    if not in_child():
        context.enable_multithreading(False)
    # Diagnostics are collected from MLIRError objects; don't let MLIR print them on its own.
    context.emit_error_diagnostics = False
    return context


def is_mlir_error(error: BaseException) -> bool:
    return hasattr(error, "error_diagnostics")


def location_of(text: str, file: str) -> SourceLocation | None:
    """Parse an MLIR ``loc("name":L:C)`` rendering, or the first file location inside a name,
    call-site or fused one (tir-explain-kernels keys ops' locations for a while); the anonymous
    buffer "-" becomes ``file``."""
    match = _LOCATION.search(text) or _INNER_LOCATION.search(text)
    if not match:
        return None
    name = match["file"]
    return SourceLocation(file if name in ("-", "") else name, int(match["line"]), int(match["col"]))


def source_location(location: ir.Location, file: str) -> SourceLocation | None:
    """The first ``file:line:col`` inside an op's location: through name (``"a"(loc)``), call-site
    and fused locations (ops that passes merged or rewrote carry those). The anonymous buffer "-"
    (MLIR parsed from a file's text) becomes ``file``."""
    if location.is_a_file():
        name = location.filename
        return SourceLocation(file if name in ("-", "") else name, location.start_line, location.start_col)
    if location.is_a_name():
        return source_location(location.child_loc, file)
    if location.is_a_callsite():
        return source_location(location.callee, file)
    if location.is_a_fused():
        for inner in location.locations:
            if (found := source_location(inner, file)) is not None:
                return found
    return None


@dataclass
class Diagnostic:
    """An error diagnostic copied out of MLIR's handler (its objects live only during the call)."""

    location: str
    message: str


@contextmanager
def collected_errors(context: ir.Context) -> Iterator[list[Diagnostic]]:
    """Collect the error diagnostics emitted inside the block (and don't print them).

    The bindings' own error capture (``emit_error_diagnostics = False``) aborts the process when a
    pass emits an error but does not fail (``ErrorCapture``: "unhandled captured errors"), as some
    conversions do; a handler of our own sees every error and never aborts.
    """
    errors: list[Diagnostic] = []

    def handle(diagnostic: Any) -> bool:
        if diagnostic.severity != ir.DiagnosticSeverity.ERROR:
            return False   # warnings and remarks: MLIR's default handler prints them
        errors.append(Diagnostic(str(diagnostic.location), str(diagnostic.message)))
        return True

    handler = context.attach_diagnostic_handler(handle)
    previous = context.emit_error_diagnostics
    context.emit_error_diagnostics = True
    try:
        yield errors
    finally:
        context.emit_error_diagnostics = previous
        handler.detach()


def error_from_mlir(error: BaseException, file: str, what: str) -> TircError:
    """Turn an MLIRError into one TircError pointing at the first diagnostic's location."""
    diagnostics = list(getattr(error, "error_diagnostics", []))
    if not diagnostics:
        return TircError(f"{what}: {error}")
    return error_from_diagnostics(diagnostics, file, what)


def error_from_diagnostics(diagnostics: list[Any], file: str, what: str) -> TircError:
    """One TircError for MLIR diagnostics (an MLIRError's, or :class:`Diagnostic`): the first one
    with its location, the others as notes."""
    first = diagnostics[0]
    location = location_of(str(first.location), file)
    line = source_line_of(location.file, location.line) if location else None
    notes = []
    for extra in diagnostics[1:]:
        extra_loc = location_of(str(extra.location), file)
        notes.append(f"{extra_loc}: {extra.message}" if extra_loc else str(extra.message))
    return TircError(f"{what}: {first.message}", location=location, source_line=line, notes=notes)


def check_type_sizes(text: str, file: str) -> None:
    """Reject shaped types whose size in bytes does not fit in 64 bits: MLIR computes their strides
    with unchecked int64 arithmetic (an assertion failure, or silently wrong addresses)."""
    for match in _SHAPED_TYPE.finditer(text):
        elements = 1
        for size in match["sizes"].split("x")[:-1]:
            elements *= int(size) if size != "?" else 1
        element_bytes = max(1, int(match["bits"]) // 8) if match["bits"] else 8
        if elements * element_bytes > _MAX_BYTES:
            line = text.count("\n", 0, match.start()) + 1
            column = match.start() - text.rfind("\n", 0, match.start())
            raise TircError(f"{match['kind']} type {match['sizes']}{match['element']} is too large: {elements} "
                            f"elements of {element_bytes} bytes overflow 64-bit sizes and strides",
                            location=SourceLocation(file, line, column),
                            source_line=source_line_of(file, line),
                            hint="a buffer must stay below 2**63 bytes")


@dataclass
class _Printing:
    """How :func:`module_text` prints IR; set for one compile by :func:`printing_locations`."""

    debug_info: bool = False


_PRINTING = _Printing()


@contextmanager
def printing_locations(enabled: bool) -> Iterator[None]:
    """Inside the block, :func:`module_text` (IR outputs and dumps) prints every op's location, as
    MLIR's ``--mlir-print-debuginfo`` does: an op spec's ops point at their YAML keys."""
    previous = _PRINTING.debug_info
    _PRINTING.debug_info = enabled
    try:
        yield
    finally:
        _PRINTING.debug_info = previous


def module_text(module: ir.Module) -> str:
    text = module.operation.get_asm(enable_debug_info=True) if _PRINTING.debug_info else str(module)
    return text if text.endswith("\n") else text + "\n"


def is_identity_layout(memref_type: ir.MemRefType) -> bool:
    """True for the default row-major layout (no offset, strides implied by the sizes)."""
    layout = memref_type.layout
    if not isinstance(layout, ir.AffineMapAttr):
        return False
    amap = ir.AffineMapAttr(layout).value
    return amap.n_symbols == 0 and amap == ir.AffineMap.get_identity(amap.n_dims)


def rank_reduced_dims(sizes: list[Any], result_shape: list[int]) -> list[int]:
    """The dimensions of a slice of ``sizes`` that a rank-reducing subview/extract_slice with
    ``result_shape`` keeps: matched front to back, as MLIR does; the others are the unit
    dimensions it drops. A dynamic result dimension matches any size."""
    dynamic = ir.ShapedType.get_dynamic_size()
    kept: list[int] = []
    for dim, size in enumerate(sizes):
        position = len(kept)
        if position < len(result_shape) and result_shape[position] in (size, dynamic):
            kept.append(dim)
    return kept
