"""Which symbol names tirc compiles: every function and kernel name ends up in the PTX, and most in
the C launcher, so a name must be a PTX identifier and a C identifier at once.

PTX (ISA, "Identifiers") takes ``[a-zA-Z][a-zA-Z0-9_$]*`` or ``[_$%][a-zA-Z0-9_$]+``; C takes neither
``$`` nor ``%``. Their intersection is ``[a-zA-Z][a-zA-Z0-9_]*`` or ``_[a-zA-Z0-9_]+``: ASCII letters,
digits and underscores, not starting with a digit, and not the lone ``_``. Anything else (``résumé``,
``a.b``, ``a-b``) makes LLVM's NVPTX back end abort the process ("Symbol name with unsupported
characters"), so every frontend checks its names here first: ``read_input`` for every module
(op specs, .mlir, the DSL's and tirc.torch's generated MLIR), and the DSL already at ``define``,
where the error can name the user's line.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tirc.diagnostics import SourceLocation, TircError, source_line_of

if TYPE_CHECKING:   # MLIR only where a module is checked: tirc.torch.load runs without it
    from mlir import ir

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*|_[A-Za-z0-9_]+")
RULE = "ASCII letters, digits and underscores, not starting with a digit (PTX and C identifiers)"


def is_valid_name(name: str) -> bool:
    return _NAME.fullmatch(name) is not None


def name_error(name: str, what: str, location: SourceLocation | None = None) -> TircError:
    """The error for ``what`` (``function``, ``kernel`` ...) named ``name``, which PTX cannot hold."""
    return TircError(f"{what} name {name!r} cannot be a PTX symbol: a name takes {RULE}",
                     location=location, source_line=source_line_of(location.file, location.line) if location else None,
                     hint=f"rename it, e.g. to '{suggested_name(name)}'")


def suggested_name(name: str) -> str:
    """A name the rule takes, close to ``name``: other characters become underscores."""
    ascii_name = re.sub(r"[^A-Za-z0-9_]", "_", name) or "f"
    return ascii_name if is_valid_name(ascii_name) else f"f_{ascii_name}"


def check_symbol_names(module: ir.Module, file: str) -> None:
    """Every symbol the module defines (functions, gpu.modules, kernels, globals) has a name PTX
    takes; else a TircError at the symbol's op, before any pass runs."""
    from mlir import ir

    from tirc.mlir_support import source_location

    found: list[TircError] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if "sym_name" in op.attributes:
            name = ir.StringAttr(op.attributes["sym_name"]).value
            if not is_valid_name(name):
                what = "function" if op.name == "func.func" else f"{op.name} symbol"
                found.append(name_error(name, what, source_location(op.location, file)))
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    with module.context:
        module.operation.walk(visit)
    if found:
        raise found[0]
