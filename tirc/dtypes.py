"""Element types between numpy (host, float64 references) and device bytes.

numpy has no bfloat16: bf16 buffers are held as raw uint16 bits and converted with
round-to-nearest-even, as the hardware's cvt.rn.bf16.f32 does. The 8-bit floats (MLIR's
f8E4M3FN, OCP FP8 E4M3 without infinities, and f8E5M2; e4m3 and e5m2 in op specs and PTX) are
held as raw uint8 bits and converted as cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 does: round to
nearest even, finite values and infinities beyond the largest finite value clamp to it, NaN
stays NaN (the canonical 0x7F); ml_dtypes does the rounding.

Element type names are tirc's (f16, bf16, i32, i1, ...); ``canonical_dtype`` maps the other
spellings users write (float16, half, numpy dtypes) to them.

Also here: the floating-point formats (for ulps and unit roundoffs of the comparison) and the
poison pattern written into every buffer a launch plan allocates.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

_STORAGE = {
    "f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": np.uint16,
    "f8E4M3FN": np.uint8, "f8E5M2": np.uint8,
    "i64": np.int64, "i32": np.int32, "i16": np.int16, "i8": np.int8, "i1": np.uint8,
}

# The 8-bit floats, each with the name of ml_dtypes' exact type for it (its conversions round to
# nearest even). ml_dtypes is imported when one is converted: importing it takes about a second.
FP8_TYPES: dict[str, str] = {"f8E4M3FN": "float8_e4m3fn", "f8E5M2": "float8_e5m2"}
# Their short names: op specs', and PTX's (cvt, mma and wgmma type suffixes).
FP8_SHORT_NAMES: dict[str, str] = {"f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}
FP8_NAN_BITS = 0x7F   # the NaN cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 writes for a NaN input


# Other spellings of tirc's element type names (numpy's, torch's, C's), for user-facing APIs.
DTYPE_ALIASES = {
    "float64": "f64", "double": "f64", "float32": "f32", "float": "f32", "float16": "f16", "half": "f16",
    "bfloat16": "bf16", "int64": "i64", "int32": "i32", "int16": "i16", "int8": "i8", "bool": "i1",
    **{short: name for name, short in FP8_SHORT_NAMES.items()},
    **{numpy_name: name for name, numpy_name in FP8_TYPES.items()},
    **{f"torch.{numpy_name}": name for name, numpy_name in FP8_TYPES.items()},
}


def canonical_dtype(value: object) -> str:
    """tirc's name (f16, bf16, i32, i1, f8E4M3FN, ...) for an element type written as a tirc name, an
    alias in ``DTYPE_ALIASES``, a numpy dtype (``np.float16``, ``np.dtype("int8")``, ml_dtypes'
    ``float8_e4m3fn``) or a torch dtype (``torch.float8_e5m2``); ValueError otherwise."""
    if isinstance(value, str) and (value in _STORAGE or value in DTYPE_ALIASES):
        return DTYPE_ALIASES.get(value, value)
    if type(value).__name__ == "dtype" and type(value).__module__ == "torch":   # torch.float16 -> "float16"
        value = str(value).removeprefix("torch.")
        if isinstance(value, str) and value in DTYPE_ALIASES:
            return DTYPE_ALIASES[value]
    try:
        name = np.dtype(value).name  # type: ignore[call-overload]
    except TypeError:
        name = ""
    if name in DTYPE_ALIASES:
        return DTYPE_ALIASES[name]
    raise ValueError(f"unknown element type {value!r}")


def storage_dtype(dtype: str) -> np.dtype:
    try:
        return np.dtype(_STORAGE[dtype])
    except KeyError:
        raise ValueError(f"unsupported element type {dtype}") from None


def itemsize(dtype: str) -> int:
    return storage_dtype(dtype).itemsize


def is_float(dtype: str) -> bool:
    return dtype.startswith(("f", "bf"))


def _ml_dtype(dtype: str) -> np.dtype:
    import ml_dtypes
    return np.dtype(getattr(ml_dtypes, FP8_TYPES[dtype]))


def fp8_bits(values: np.ndarray, dtype: str) -> np.ndarray:
    """Values -> the bits of the 8-bit float ``dtype`` as cvt.rn.satfinite does: nearest even, beyond
    the largest finite value (infinities too) the largest finite value, NaN the canonical NaN."""
    array = np.asarray(values, np.float64)
    largest = float_format(dtype).max_finite
    with np.errstate(invalid="ignore"):
        bits = np.clip(array, -largest, largest).astype(_ml_dtype(dtype)).view(np.uint8)
    return np.where(np.isnan(array), np.uint8(FP8_NAN_BITS), bits).astype(np.uint8)


def fp8_values(bits: np.ndarray, dtype: str) -> np.ndarray:
    return np.ascontiguousarray(np.asarray(bits, np.uint8)).view(_ml_dtype(dtype)).astype(np.float64)


def bf16_bits(values: np.ndarray) -> np.ndarray:
    bits = np.asarray(values, np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


def bf16_values(bits: np.ndarray) -> np.ndarray:
    return (np.asarray(bits, np.uint32) << 16).view(np.float32)


def to_storage(values: np.ndarray, dtype: str) -> np.ndarray:
    """Host values (any numeric dtype) -> the device representation of ``dtype``.

    Integers wrap to the element width (200 stored as i8 is -56), as a signless MLIR integer does.
    """
    if dtype == "bf16":
        return bf16_bits(values)
    if dtype in FP8_TYPES:
        return fp8_bits(values, dtype)
    if dtype == "i1":
        return (np.asarray(values) != 0).astype(np.uint8)
    array = np.asarray(values)
    if not is_float(dtype) and array.dtype.kind == "f":
        array = array.astype(np.int64)
    return np.ascontiguousarray(array.astype(storage_dtype(dtype)))


def from_storage(raw: np.ndarray, dtype: str) -> np.ndarray:
    """Device representation -> float64 (floats) or int64 (integers) for comparisons."""
    with np.errstate(invalid="ignore"):  # widening a signalling NaN (the poison) signals "invalid"
        if dtype == "bf16":
            return bf16_values(raw).astype(np.float64)
        if dtype in FP8_TYPES:
            return fp8_values(raw, dtype)
        if is_float(dtype):
            return np.asarray(raw).astype(np.float64)
    return np.asarray(raw).astype(np.int64)


ValueRange = tuple[int | float, int | float]   # LO, HI of the random values of an input


def lossy_value(values: np.ndarray, dtype: str) -> str | None:
    """Why ``values`` (a host array handed to a kernel) do not convert to ``dtype`` without loss,
    or None when they do. Rounding a float to a narrower float is the conversion users expect (as
    ``a.astype(np.float16)``); a value that changes otherwise is refused: a float with a fraction,
    NaN or inf into an integer type, an integer outside the type's range (it would wrap), a finite
    float beyond the type's largest (it would become inf, or be clamped to the largest by an 8-bit
    float), anything not a real number."""
    array = np.atleast_1d(np.asarray(values))   # (the check is of values; a 0-d one as one element)
    if array.dtype.name in FP8_TYPES.values():     # ml_dtypes' 8-bit floats: numpy kind "V", real numbers
        array = array.astype(np.float64)
    if array.dtype.kind not in "biuf":
        return f"elements of numpy dtype {array.dtype}, not real numbers"
    if array.size == 0:
        return None
    if not is_float(dtype):
        low, high = integer_limits(dtype)
        if array.dtype.kind == "f":
            bad = ~np.isfinite(array) | (array != np.trunc(array))
            if bad.any():
                return f"the value {array[bad].flat[0].item()!r}, not an integer"
        outside = (array < low) | (array > high)
        if outside.any():
            return f"the value {array[outside].flat[0].item()!r}, outside {dtype}'s range {low}..{high}"
        return None
    with np.errstate(over="ignore", invalid="ignore"):
        converted = from_storage(to_storage(array, dtype), dtype)
    overflowed = np.isfinite(array) & ~np.isfinite(converted)
    if dtype in FP8_TYPES:   # saturating: a value past the largest finite one plus half an ulp is clamped
        fmt = float_format(dtype)
        overflowed |= np.isfinite(array) & (np.abs(array) > fmt.max_finite + fmt.ulp(fmt.max_finite) / 2)
    if overflowed.any():
        return f"the value {array[overflowed].flat[0].item()!r}, beyond {dtype}'s largest finite value"
    return None


def integer_limits(dtype: str) -> tuple[int, int]:
    """The values an integer element type holds, read signed as the reference does (i1: 0 and 1)."""
    if dtype == "i1":
        return 0, 1
    info = np.iinfo(storage_dtype(dtype))
    return int(info.min), int(info.max)


def random_values(shape: tuple[int, ...], dtype: str, rng: np.random.Generator,
                  value_range: ValueRange | None = None) -> np.ndarray:
    """Random inputs that are exactly representable in ``dtype`` and never all zero; with
    ``value_range`` (LO, HI), drawn uniformly from [LO, HI] instead (integers: every integer in it)."""
    if value_range is not None:
        low, high = value_range
        if is_float(dtype):
            # A convex combination of the ends, not low + t * (high - low): the width of a range
            # such as -1e308:1e308 overflows float64 though both ends are finite.
            t = rng.uniform(0.0, 1.0, size=shape)
            values = np.clip((1.0 - t) * float(low) + t * float(high), low, high)
            return from_storage(to_storage(values, dtype), dtype)
        return rng.integers(int(low), int(high), size=shape, endpoint=True).astype(np.int64)
    if is_float(dtype):
        values = rng.uniform(-1.0, 1.0, size=shape)
        values = np.where(np.abs(values) < 1e-3, 0.5, values)
        return from_storage(to_storage(values, dtype), dtype)
    if dtype == "i1":
        return rng.integers(0, 2, size=shape).astype(np.int64)
    return rng.integers(-8, 9, size=shape).astype(np.int64)


# ---------------------------------------------------------------------------------------------
# Floating-point formats


@dataclass(frozen=True)
class FloatFormat:
    mantissa_bits: int     # stored fraction bits
    min_exponent: int      # exponent of the smallest normal number
    max_exponent: int
    # The largest finite value's significand when it is not all ones: e4m3 (no infinities) spends
    # its top exponent's all-ones code on NaN, so its largest is 1.75 * 2^8 = 448.
    top_significand: float | None = None

    @property
    def unit_roundoff(self) -> float:
        """The largest relative error of one round-to-nearest into this format."""
        return 2.0 ** -(self.mantissa_bits + 1)

    @property
    def max_finite(self) -> float:
        top = self.top_significand if self.top_significand is not None else 2.0 - 2.0 ** -self.mantissa_bits
        return top * 2.0 ** self.max_exponent

    def ulp(self, values: np.ndarray | float) -> np.ndarray:
        """The spacing of this format's numbers at |values| (the subnormal spacing near zero)."""
        magnitude = np.abs(np.asarray(values, np.float64))
        _, exponent = np.frexp(np.where(np.isfinite(magnitude), magnitude, 0.0))
        exponent = np.maximum(exponent - 1, self.min_exponent)
        return np.ldexp(1.0, exponent - self.mantissa_bits)


# "tf32" is what f32 GEMMs on Tensor Cores compute with: f32 range, inputs cut to 10 fraction bits.
FLOAT_FORMATS = {
    "f64": FloatFormat(52, -1022, 1023), "f32": FloatFormat(23, -126, 127), "tf32": FloatFormat(10, -126, 127),
    "f16": FloatFormat(10, -14, 15), "bf16": FloatFormat(7, -126, 127),
    "f8E4M3FN": FloatFormat(3, -6, 8, top_significand=1.75), "f8E5M2": FloatFormat(2, -14, 15),
}


def float_format(dtype: str) -> FloatFormat:
    try:
        return FLOAT_FORMATS[dtype]
    except KeyError:
        raise ValueError(f"{dtype} is not a floating-point element type") from None


# ---------------------------------------------------------------------------------------------
# Poison: what a buffer holds before anything writes it

# Floats: a signalling NaN with a 0xA5 payload. Arithmetic never produces it (results are quiet
# NaNs, canonically 0x7FFFFFFF on NVIDIA GPUs), so an element with these bits was never written.
# Integers: the 0xA5 byte pattern (i8 -91, i32 -1515870811), far from the small values a kernel
# computes from tirc's random inputs; i1 (stored as a byte) 0xA5 is neither 0 nor 1. The 8-bit
# floats have no room for a payload: e4m3's 0xA5 is a number (-0.203125), so it is poisoned with
# its negative NaN 0xFF and e5m2 with its signalling NaN 0x7D (conversions write 0x7F).
_POISON_BITS = {"f64": 0x7FF5A5A5A5A5A5A5, "f32": 0x7FA5A5A5, "f16": 0x7D25, "bf16": 0x7FA5,
                "f8E4M3FN": 0xFF, "f8E5M2": 0x7D}
_POISON_BYTE = 0xA5


def poison_storage(dtype: str, count: int) -> np.ndarray:
    """``count`` poison elements in the device representation of ``dtype``."""
    size = itemsize(dtype)
    bits = _POISON_BITS.get(dtype, int.from_bytes(bytes([_POISON_BYTE]) * size, "little"))
    raw = np.full(count, bits, np.dtype(f"u{size}"))
    return raw.view(storage_dtype(dtype))


def poison_mask(raw: np.ndarray, dtype: str) -> np.ndarray:
    """Elements of a device array (storage dtype) that still hold the poison pattern."""
    raw = np.ascontiguousarray(raw)
    size = itemsize(dtype)
    pattern = poison_storage(dtype, 1).view(np.dtype(f"u{size}"))[0]
    return raw.view(np.dtype(f"u{size}")) == pattern
