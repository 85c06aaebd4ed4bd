"""Tensor constants as the linalg stage sees them: their element bytes, names and splats.

A non-splat constant is ``dense<[...]>`` or ``dense_resource<KEY>`` (its bytes in the module's
``dialect_resources`` section: a 4-byte little-endian alignment, then the elements; torch-mlir
exports parameters so). The bytes are in the element storage layout of :mod:`tirc.dtypes`
(bf16 as its 16 bits, i1 as one byte per element), which is how weights reach the device
(:mod:`tirc.emit.weights`) and how the reference reads them.
"""

from __future__ import annotations

import re

import numpy as np
from mlir import ir

from tirc.dtypes import bf16_bits, storage_dtype

_RESOURCE_HEADER = 4           # a resource blob starts with its alignment as a little-endian u32
_RESOURCE_HEX = re.compile(r'"0x([0-9A-Fa-f]*)"')
_PRINTED_ELEMENT = re.compile(r"0x[0-9A-Fa-f]+|[-+]?(?:[0-9]+\.?[0-9]*(?:[eE][-+]?[0-9]+)?|inf|nan)")
_RESERVED = re.compile(r"(arg|buf|result)[0-9]+\Z")   # names the launch planner gives inputs, temporaries, results


def dtype_name(element: ir.Type) -> str:
    return "i64" if str(element) == "index" else str(element)


def weight_name(text: str) -> str:
    """A C identifier from a global's or resource's name: ``torch_tensor_24_torch.float16`` ->
    ``torch_tensor_24_torch_float16``; ``__constant_8xf32`` -> ``constant_8xf32`` (C reserves
    leading underscores)."""
    name = re.sub(r"[^A-Za-z0-9_]", "_", text).lstrip("_") or "weight"
    if name[0].isdigit() or _RESERVED.match(name):
        name = "w_" + name
    return name


def resource_key(attr: ir.Attribute) -> str | None:
    """``KEY`` of a ``dense_resource<KEY> : tensor<...>`` attribute, else None."""
    if isinstance(attr.maybe_downcast(), ir.DenseElementsAttr):
        return None   # printing it to find out would print every element
    match = re.match(r'dense_resource<("(?:[^"\\]|\\.)*"|[^>]*)>', str(attr))
    return match.group(1).strip('"') if match else None


def is_splat(attr: ir.Attribute) -> bool:
    return isinstance(attr, ir.DenseElementsAttr) and ir.DenseElementsAttr(attr).is_splat


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


def _printed_bf16_bytes(dense: ir.DenseElementsAttr) -> bytes:
    """A bf16 dense attribute's bits, read from its printed form: the bindings read no bf16 element
    (no buffer, no indexing). MLIR prints ``dense<"0xHEX">`` (the raw bits) for large ones, else
    each element as a decimal that parses back exactly, or as its bits in hex (NaN, infinities)."""
    text = str(dense)
    body = text[text.index("<") + 1:text.rindex(":")].strip().removesuffix(">")
    if body.startswith('"0x'):
        return bytes.fromhex(body.strip('"')[2:])
    bits = [int(token, 16) if token.lower().startswith("0x") else int(bf16_bits(np.array(float(token), np.float32)))
            for token in _PRINTED_ELEMENT.findall(body)]
    return np.array(bits, np.uint16).tobytes()


def _dense_bytes(dense: ir.DenseElementsAttr, dtype: str) -> bytes:
    if dtype == "bf16":   # numpy has no bfloat16
        return _printed_bf16_bytes(dense)
    return np.ascontiguousarray(np.array(dense)).astype(storage_dtype(dtype)).tobytes()


def elements_bytes(attr: ir.Attribute) -> bytes:
    """The elements of a ``dense<...>`` or ``dense_resource<...>`` tensor attribute, row-major in
    storage layout (a splat repeated); ValueError for other attributes or a blob of the wrong size."""
    attr = attr.maybe_downcast()
    shaped = ir.ShapedType(attr.type)
    dtype = dtype_name(shaped.element_type)
    itemsize = storage_dtype(dtype).itemsize
    count = int(np.prod(shaped.shape, dtype=np.int64))
    if resource_key(attr) is not None:
        data = _resource_bytes(attr)
    elif isinstance(attr, ir.DenseElementsAttr):
        data = _dense_bytes(attr, dtype)
        if attr.is_splat:  # one element stands for all
            data = data[:itemsize] * count
    else:
        raise ValueError(f"{attr} is neither dense<...> nor dense_resource<...>")
    if len(data) != count * itemsize:
        raise ValueError(f"the data holds {len(data)} bytes, but {shaped} takes {count * itemsize}")
    return data
