"""The steps of a launch plan, typed, and their JSON: the one place that writes and reads it.

:mod:`tirc.emit.manifest` makes the steps from the host functions; the manifest (``tirc compile
--manifest``), the compile cache, the C launchers and the runtimes read them back through
:func:`step_from_json` and dispatch on the types. Sizes are :data:`tirc.emit.expr.Expr`: an int, or
the text of a size expression over the function's symbols. This module imports no MLIR: the
cache reads plans before the driver is loaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tirc.emit.expr import Expr


@dataclass(frozen=True)
class Alloc:
    """A temporary (or output) buffer comes to life, its elements unwritten."""

    buffer: str


@dataclass(frozen=True)
class Free:
    buffer: str


@dataclass(frozen=True)
class Copy:
    """Whole buffer to whole buffer (``memref.copy``)."""

    source: str
    target: str


@dataclass(frozen=True)
class TensorMap:
    """A TMA descriptor over a view of a buffer; launches pass it by value. Lists go outer->inner;
    ``swizzle``, ``l2_promotion`` and ``interleave`` are bytes (0: none), ``oob`` is "zero" or "nan"."""

    name: str
    buffer: str
    offset: Expr             # elements
    dtype: str
    shape: tuple[Expr, ...]
    strides: tuple[Expr, ...]
    box: tuple[int, ...]
    swizzle: int
    l2_promotion: int
    oob: str
    interleave: int


@dataclass(frozen=True)
class PointerArg:
    """A buffer's device address (a view's offset, sizes and strides follow as int args)."""

    buffer: str


@dataclass(frozen=True)
class IntArg:
    type: str                # i64 for an index
    value: Expr


@dataclass(frozen=True)
class ScalarArg:
    type: str
    value: float | int | str   # a constant, or the name of a scalar input


@dataclass(frozen=True)
class TensorMapArg:
    tensormap: str           # the TensorMap step's name


LaunchArg = PointerArg | IntArg | ScalarArg | TensorMapArg


@dataclass(frozen=True)
class Launch:
    kernel: str
    grid: tuple[Expr, ...]
    block: tuple[Expr, ...]
    dynamic_shared_memory: Expr
    args: tuple[LaunchArg, ...]


Step = Alloc | Free | Copy | TensorMap | Launch


def launches(steps: list[Step]) -> list[Launch]:
    return [step for step in steps if isinstance(step, Launch)]


def buffers_named(step: Step) -> set[str]:
    """The buffers a step reads, writes, allocates or hands a kernel."""
    match step:
        case Alloc(buffer) | Free(buffer) | TensorMap(buffer=buffer):
            return {buffer}
        case Copy(source, target):
            return {source, target}
        case Launch(args=args):
            return {arg.buffer for arg in args if isinstance(arg, PointerArg)}
    raise TypeError(f"not a plan step: {step!r}")


# ---------------------------------------------------------------------------------------------
# JSON (the manifest's "steps": its format is MANIFEST_VERSION's, key order included)


def step_to_json(step: Step) -> dict[str, Any]:
    match step:
        case Alloc(buffer):
            return {"op": "alloc", "buffer": buffer}
        case Free(buffer):
            return {"op": "free", "buffer": buffer}
        case Copy(source, target):
            return {"op": "copy", "from": source, "to": target}
        case Launch():
            return {"op": "launch", "kernel": step.kernel, "grid": list(step.grid), "block": list(step.block),
                    "dynamic_shared_memory": step.dynamic_shared_memory,
                    "args": [_arg_to_json(arg) for arg in step.args]}
        case TensorMap():
            return {"op": "tensormap", "name": step.name, "buffer": step.buffer, "offset": step.offset,
                    "dtype": step.dtype, "shape": list(step.shape), "strides": list(step.strides),
                    "box": list(step.box), "swizzle": step.swizzle, "l2_promotion": step.l2_promotion,
                    "oob": step.oob, "interleave": step.interleave}
    raise TypeError(f"not a plan step: {step!r}")


def _arg_to_json(arg: LaunchArg) -> dict[str, Any]:
    match arg:
        case PointerArg(buffer):
            return {"kind": "ptr", "buffer": buffer}
        case IntArg(type, value):
            return {"kind": "int", "type": type, "value": value}
        case ScalarArg(type, value):
            return {"kind": "scalar", "type": type, "value": value}
        case TensorMapArg(tensormap):
            return {"kind": "tensormap", "tensormap": tensormap}
    raise TypeError(f"not a launch argument: {arg!r}")


class PlanFormatError(ValueError):
    """A step the JSON reader does not know: a manifest from a newer tirc, or not a manifest."""


def step_from_json(data: dict[str, Any]) -> Step:
    """Raises PlanFormatError for an unknown step, KeyError for a missing field."""
    op = data.get("op")
    if op == "alloc":
        return Alloc(data["buffer"])
    if op == "free":
        return Free(data["buffer"])
    if op == "copy":
        return Copy(data["from"], data["to"])
    if op == "launch":
        return Launch(data["kernel"], tuple(data["grid"]), tuple(data["block"]), data["dynamic_shared_memory"],
                      tuple(_arg_from_json(arg) for arg in data["args"]))
    if op == "tensormap":
        return TensorMap(data["name"], data["buffer"], data["offset"], data["dtype"], tuple(data["shape"]),
                         tuple(data["strides"]), tuple(data["box"]), data["swizzle"], data["l2_promotion"],
                         data["oob"], data["interleave"])
    raise PlanFormatError(f"unknown launch plan step '{op}'")


def _arg_from_json(data: dict[str, Any]) -> LaunchArg:
    kind = data.get("kind")
    if kind == "ptr":
        return PointerArg(data["buffer"])
    if kind == "int":
        return IntArg(data["type"], data["value"])
    if kind == "scalar":
        return ScalarArg(data["type"], data["value"])
    if kind == "tensormap":
        return TensorMapArg(data["tensormap"])
    raise PlanFormatError(f"unknown kernel argument kind '{kind}'")


def steps_of(function: dict[str, Any]) -> list[Step]:
    """The typed steps of one of a manifest's functions."""
    return [step_from_json(step) for step in function["steps"]]
