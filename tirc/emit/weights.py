"""Weights: the constant tensors of a program (an ``nn.Module``'s parameters), as device buffers.

After bufferization a non-splat constant tensor is a ``memref.global ... constant`` read with
``memref.get_global``. The launch planner (:mod:`tirc.emit.manifest`) makes each such global a
*weight*: a buffer of kind ``weight`` that a runtime uploads once, from the bytes the global holds.
Its initial value is a ``dense<...>`` attribute, or a ``dense_resource<KEY>`` whose bytes are in the
module's ``dialect_resources`` section (torch-mlir's way with parameters): a 4-byte little-endian
alignment, then the elements.

The bytes of every weight go into one side file (``OUT.weights.bin`` next to ``OUT``), each weight
at an offset aligned to :data:`WEIGHT_ALIGNMENT`, in the element storage layout of
:mod:`tirc.runtime.dtypes` (bf16 as its 16 bits, i1 as one byte per element). The manifest lists
them: name, dtype, shape, offset and size in the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from mlir import ir

from tirc.diagnostics import TircError
from tirc.mlir_support import source_location
from tirc.passes.linalg.weights_as_inputs import resource_key, weight_name
from tirc.runtime.dtypes import bf16_bits, storage_dtype

WEIGHT_ALIGNMENT = 256         # bytes; every weight starts at a multiple of it in the side file
_RESOURCE_HEADER = 4           # a resource blob starts with its alignment as a little-endian u32
_RESOURCE_HEX = re.compile(r'"0x([0-9A-Fa-f]*)"')


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


def _dtype_name(element: ir.Type) -> str:
    return "i64" if str(element) == "index" else str(element)


def _resource_bytes(attr: ir.Attribute) -> bytes:
    """The bytes of the blob a ``dense_resource`` attribute names, alignment header removed.

    The Python bindings give no access to a resource blob: the attribute is printed as the value
    of a global in a module of its own, whose ``dialect_resources`` section then holds that blob only.
    """
    tensor = ir.RankedTensorType(attr.type)
    with attr.context, ir.Location.unknown():
        scratch = ir.Module.create()
        memref = ir.MemRefType.get(tensor.shape, tensor.element_type)
        with ir.InsertionPoint(scratch.body):
            ir.Operation.create("memref.global", attributes={
                "sym_name": ir.StringAttr.get("scratch"), "type": ir.TypeAttr.get(memref),
                "initial_value": attr, "constant": ir.UnitAttr.get()})
        text = str(scratch)
    match = _RESOURCE_HEX.search(text.rpartition("{-#")[2])
    if match is None:
        raise ValueError("the resource has no data")
    blob = bytes.fromhex(match.group(1))
    if len(blob) < _RESOURCE_HEADER:
        raise ValueError("the resource blob is shorter than its header")
    return blob[_RESOURCE_HEADER:]


def _dense_bytes(dense: ir.DenseElementsAttr, dtype: str) -> bytes:
    if dtype == "bf16":   # numpy has no bfloat16: read the values, store their bits
        values = np.array([float(ir.FloatAttr(dense[i]).value) for i in range(len(dense))], np.float32)
        return bf16_bits(values).tobytes()
    return np.ascontiguousarray(np.array(dense)).astype(storage_dtype(dtype)).tobytes()


def elements_bytes(attr: ir.Attribute) -> bytes:
    """The elements of a ``dense<...>`` or ``dense_resource<...>`` tensor attribute, row-major in
    storage layout (a splat repeated); ValueError for other attributes or a blob of the wrong size."""
    attr = attr.maybe_downcast()
    shaped = ir.ShapedType(attr.type)
    dtype = _dtype_name(shaped.element_type)
    itemsize = storage_dtype(dtype).itemsize
    count = int(np.prod(shaped.shape, dtype=np.int64))
    if resource_key(attr) is not None:
        data = _resource_bytes(attr)
    elif isinstance(attr, ir.DenseElementsAttr):
        data = _dense_bytes(ir.DenseElementsAttr(attr), dtype)
        if ir.DenseElementsAttr(attr).is_splat:  # one element stands for all
            data = data[:itemsize] * count
    else:
        raise ValueError(f"{attr} is neither dense<...> nor dense_resource<...>")
    if len(data) != count * itemsize:
        raise ValueError(f"the data holds {len(data)} bytes, but {shaped} takes {count * itemsize}")
    return data


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
    dtype = _dtype_name(memref.element_type)
    try:
        storage_dtype(dtype)
    except ValueError:
        raise refuse(f"has elements of type {dtype}, which tirc cannot store") from None
    try:
        data = elements_bytes(initial)
    except ValueError as error:
        raise refuse(f"cannot read its data: {error}") from None
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
