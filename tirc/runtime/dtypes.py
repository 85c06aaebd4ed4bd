"""Element types between numpy (host, float64 references) and device bytes.

numpy has no bfloat16: bf16 buffers are held as raw uint16 bits and converted with
round-to-nearest-even, as the hardware's cvt.rn.bf16.f32 does.
"""

from __future__ import annotations

import numpy as np

_STORAGE = {
    "f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": np.uint16,
    "i64": np.int64, "i32": np.int32, "i16": np.int16, "i8": np.int8, "i1": np.uint8,
}


def storage_dtype(dtype: str) -> np.dtype:
    try:
        return np.dtype(_STORAGE[dtype])
    except KeyError:
        raise ValueError(f"unsupported element type {dtype}") from None


def itemsize(dtype: str) -> int:
    return storage_dtype(dtype).itemsize


def is_float(dtype: str) -> bool:
    return dtype.startswith(("f", "bf"))


def bf16_bits(values: np.ndarray) -> np.ndarray:
    bits = np.asarray(values, np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


def bf16_values(bits: np.ndarray) -> np.ndarray:
    return (np.asarray(bits, np.uint32) << 16).view(np.float32)


def to_storage(values: np.ndarray, dtype: str) -> np.ndarray:
    """Host values (any numeric dtype) -> the device representation of ``dtype``."""
    if dtype == "bf16":
        return bf16_bits(values)
    if dtype == "i1":
        return (np.asarray(values) != 0).astype(np.uint8)
    return np.ascontiguousarray(np.asarray(values).astype(storage_dtype(dtype)))


def from_storage(raw: np.ndarray, dtype: str) -> np.ndarray:
    """Device representation -> float64 (floats) or int64 (integers) for comparisons."""
    if dtype == "bf16":
        return bf16_values(raw).astype(np.float64)
    if is_float(dtype):
        return np.asarray(raw).astype(np.float64)
    return np.asarray(raw).astype(np.int64)


def random_values(shape: tuple[int, ...], dtype: str, rng: np.random.Generator) -> np.ndarray:
    """Random inputs that are exactly representable in ``dtype`` and never all zero."""
    if is_float(dtype):
        values = rng.uniform(-1.0, 1.0, size=shape)
        values = np.where(np.abs(values) < 1e-3, 0.5, values)
        return from_storage(to_storage(values, dtype), dtype)
    if dtype == "i1":
        return rng.integers(0, 2, size=shape).astype(np.int64)
    return rng.integers(-8, 9, size=shape).astype(np.int64)


# Relative tolerance of an output element type, applied as |got - ref| <= rtol * (|ref| + max|ref|).
# "tf32" is the precision of f32 GEMMs on Tensor Cores (inputs rounded to 10 mantissa bits).
TOLERANCE = {"f64": 1e-10, "f32": 2e-5, "tf32": 4e-3, "f16": 2e-3, "bf16": 1.6e-2}


def tolerance(dtype: str) -> float:
    return TOLERANCE.get(dtype, 0.0)
