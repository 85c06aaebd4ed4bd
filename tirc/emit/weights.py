"""Weights: the constant tensors of a program (an ``nn.Module``'s parameters), as device buffers.

After bufferization a non-splat constant tensor is a ``memref.global ... constant`` read with
``memref.get_global``. The launch planner (:mod:`tirc.emit.manifest`) makes each such global a
*weight*: a buffer of kind ``weight`` that a runtime uploads once, from the bytes the global holds.
Its initial value is a ``dense<...>`` attribute, or a ``dense_resource<KEY>`` whose bytes are in the
module's ``dialect_resources`` section (torch-mlir's way with parameters): a 4-byte little-endian
alignment, then the elements.

The bytes of every weight go into one side file (``OUT.weights.bin`` next to ``OUT``), each weight
at an offset aligned to :data:`WEIGHT_ALIGNMENT`, in the element storage layout of
:mod:`tirc.dtypes` (bf16 as its 16 bits, i1 as one byte per element). The manifest lists
them: name, dtype, shape, offset and size in the file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mlir import ir

from tirc.diagnostics import TircError
from tirc.mlir_support import source_location
from tirc.passes.linalg.constants import dtype_name, elements_bytes, resource_key, weight_name
from tirc.dtypes import storage_dtype

WEIGHT_ALIGNMENT = 256         # bytes; every weight starts at a multiple of it in the side file


@dataclass(frozen=True)
class Weight:
    name: str                  # a C identifier, unique in the module
    symbol: str                # the memref.global's name
    dtype: str
    shape: tuple[int, ...]
    data: bytes                # the elements, row-major, in storage layout

    def as_json(self, offset: int) -> dict[str, Any]:
        return {"name": self.name, "dtype": self.dtype, "shape": list(self.shape), "offset": offset,
                "size": len(self.data)}


def global_data(global_op: ir.Operation, file: str) -> tuple[str, tuple[int, ...], bytes]:
    """(dtype, shape, bytes) of a constant ``memref.global``; a TircError for anything else."""
    name = ir.StringAttr(global_op.attributes["sym_name"]).value
    location = source_location(global_op.location, file)

    def refuse(why: str, hint: str | None = None) -> TircError:
        return TircError(f"memref.global @{name}: {why}", location=location, hint=hint)

    if "constant" not in global_op.attributes:
        raise refuse("is not constant: tirc keeps no mutable state on the device between launches",
                     hint="pass the tensor as a function argument instead")
    memref = ir.MemRefType(ir.TypeAttr(global_op.attributes["type"]).value)
    initial = global_op.attributes["initial_value"].maybe_downcast() if "initial_value" in global_op.attributes \
        else None
    if initial is None or isinstance(initial, ir.UnitAttr):
        raise refuse("has no initial value")
    if not memref.has_static_shape:
        raise refuse(f"has the dynamic type {memref}")
    dtype = dtype_name(memref.element_type)
    try:
        storage_dtype(dtype)
    except ValueError:
        raise refuse(f"has elements of type {dtype}, which tirc cannot store") from None
    try:
        data = elements_bytes(initial)
    except ValueError as error:
        key = resource_key(initial)
        subject = f"dense_resource<{key}> (memref.global @{name})" if key else f"memref.global @{name}"
        raise TircError(f"{subject}: cannot read its data: {error}", location=location) from None
    return dtype, tuple(memref.shape), data


@dataclass
class WeightTable:
    """The weights of one module, by global name, with module-unique names in order of first use."""

    module: ir.Module
    file: str
    by_symbol: dict[str, Weight] = field(default_factory=dict)

    def weight(self, symbol: str) -> Weight:
        if symbol in self.by_symbol:
            return self.by_symbol[symbol]
        global_op = self._global(symbol)
        dtype, shape, data = global_data(global_op, self.file)
        initial = global_op.attributes["initial_value"]
        base = weight_name(resource_key(initial) or symbol)
        taken = {weight.name for weight in self.by_symbol.values()}
        name, suffix = base, 1
        while name in taken:
            name, suffix = f"{base}_{suffix}", suffix + 1
        weight = Weight(name, symbol, dtype, shape, data)
        self.by_symbol[symbol] = weight
        return weight

    def _global(self, symbol: str) -> ir.Operation:
        for op in self.module.body.operations:
            op = op.operation
            if op.name == "memref.global" and ir.StringAttr(op.attributes["sym_name"]).value == symbol:
                return op
        raise TircError(f"memref.get_global names @{symbol}, which the module does not define")

    @property
    def weights(self) -> list[Weight]:
        return list(self.by_symbol.values())


def pack_weights(weights: list[Weight]) -> tuple[list[dict[str, Any]], bytes]:
    """(the manifest's ``weights`` list, the side file's bytes): each weight at an aligned offset."""
    listed: list[dict[str, Any]] = []
    data = bytearray()
    for weight in weights:
        data += bytes(-len(data) % WEIGHT_ALIGNMENT)
        listed.append(weight.as_json(len(data)))
        data += weight.data
    return listed, bytes(data)
