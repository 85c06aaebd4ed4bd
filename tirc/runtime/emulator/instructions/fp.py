"""Floating-point helpers: exact rounding to every PTX float format, .ftz, .sat, .satfinite.

The emulator computes a float result as an unevaluated sum `hi + lo` of float64 values
(`lo` is the exact residual of an error-free transformation, or zero) and rounds that exact
value once to the destination format with the instruction's rounding mode.  Rounding works on
the destination's integer grid of ulps, so it is exact for every mode (.rn ties-to-even, .rna
ties-away, .rz, .rm, .rp), for subnormals, and for formats numpy lacks (bf16, tf32, e4m3,
e5m2).  NaN results use the canonical bit patterns the hardware produces.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable

import numpy as np
from numpy.typing import ArrayLike

from ..ptxtypes import bf16_to_f32


@dataclass(frozen=True)
class FloatFormat:
    name: str
    fraction_bits: int  # explicit mantissa bits
    emin: int  # exponent of the smallest normal number
    max_finite: float
    has_inf: bool
    canonical_nan: int  # bit pattern of the NaN the hardware returns
    bits: int

    @property
    def min_normal(self) -> float:
        return 2.0 ** self.emin


def _fmt(name: str, fraction: int, emin: int, emax: int, has_inf: bool, nan: int, bits: int,
         top_fraction: float | None = None) -> FloatFormat:
    top = top_fraction if top_fraction is not None else 2.0 - 2.0 ** -fraction
    return FloatFormat(name, fraction, emin, top * 2.0 ** emax, has_inf, nan, bits)


FORMATS: dict[str, FloatFormat] = {f.name: f for f in [
    _fmt("f64", 52, -1022, 1023, True, 0x7FFFFFFFFFFFFFFF, 64),
    _fmt("f32", 23, -126, 127, True, 0x7FFFFFFF, 32),
    _fmt("tf32", 10, -126, 127, True, 0x7FFFFFFF, 32),
    _fmt("f16", 10, -14, 15, True, 0x7FFF, 16),
    _fmt("bf16", 7, -126, 127, True, 0x7FFF, 16),
    # e4m3 has no infinity; S.1111.111 is its only NaN, so the largest finite is 1.75 * 2^8.
    _fmt("e4m3", 3, -6, 8, False, 0x7F, 8, top_fraction=1.75),
    _fmt("e5m2", 2, -14, 15, True, 0x7F, 8),
]}

ROUNDING_MODES = ("rn", "rna", "rz", "rm", "rp")


def two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Knuth's error-free sum: hi = fl(a + b) and hi + lo == a + b exactly (float64)."""
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    hi = a + b
    bv = hi - a
    av = hi - bv
    lo = (a - av) + (b - bv)
    # inf/NaN sums leave NaN residuals; the residual of a non-finite sum is meaningless.
    return hi, np.where(np.isfinite(hi), lo, 0.0)


def round_exact(hi: np.ndarray, lo: np.ndarray | None, fmt: FloatFormat, mode: str,
                satfinite: bool = False) -> np.ndarray:
    """Round the exact value hi + lo (float64, |lo| <= ulp(hi)/2) to `fmt`; returns float64.

    Values are scaled so one ulp of the destination is 1, split into an integer part and a
    fraction (both exact), and the fraction plus the scaled residual decides the direction.
    """
    hi = np.asarray(hi, dtype=np.float64)
    finite = np.isfinite(hi)
    h = np.where(finite, hi, 0.0)
    resid = np.zeros_like(h) if lo is None else np.where(finite, np.asarray(lo, dtype=np.float64), 0.0)
    mant, e = np.frexp(h)
    # hi a power of two with a residual toward zero: the exact value is in the binade below.
    e = e - ((np.abs(mant) == 0.5) & (resid != 0) & (np.signbit(resid) != np.signbit(h)))
    q = np.maximum(e - 1, fmt.emin) - fmt.fraction_bits  # exponent of one ulp at the exact value
    s = np.ldexp(h, -q)
    t = np.ldexp(resid, -q)
    base = np.floor(s)
    f = s - base
    below = (f == 0) & (t < 0)  # exact value lies just under the grid point `base`
    lower = base - below
    exact = (f == 0) & (t == 0)
    half = np.where(below, 0.5 + t, (f - 0.5) + t)  # sign of (distance above `lower`) - 1/2
    neg = np.signbit(h)
    if mode == "rn":
        up = (half > 0) | ((half == 0) & (np.fmod(lower, 2.0) != 0))
    elif mode == "rna":
        up = (half > 0) | ((half == 0) & ~neg)
    elif mode == "rz":
        up = neg & ~exact
    elif mode == "rm":
        up = np.zeros_like(exact)
    elif mode == "rp":
        up = ~exact
    else:
        raise ValueError(mode)
    r = np.ldexp(lower + up, q)
    r = np.where(r == 0, np.copysign(0.0, h), r)
    big = np.abs(r) > fmt.max_finite
    if satfinite or not fmt.has_inf:
        r = np.where(big, np.copysign(fmt.max_finite, r), r)
    else:
        to_inf: bool | np.ndarray
        if mode == "rm":  # rm overflows to -inf only for negatives, rp to +inf for positives
            to_inf = neg
        elif mode == "rp":
            to_inf = ~neg
        else:
            to_inf = mode != "rz"
        over = np.where(to_inf, np.copysign(np.inf, r), np.copysign(fmt.max_finite, r))
        r = np.where(big, over, r)
    if satfinite:
        return np.where(finite, r, np.where(np.isnan(hi), hi, np.copysign(fmt.max_finite, hi)))
    return np.where(finite, r, hi)


def encode(x: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """Bit patterns of float64 values already representable in `fmt` (NaN -> canonical NaN)."""
    x = np.asarray(x, dtype=np.float64)
    nan = np.isnan(x)
    if fmt.name == "f64":
        return np.where(nan, np.uint64(fmt.canonical_nan), x.view(np.uint64))
    if fmt.name in ("f32", "tf32"):
        bits = x.astype(np.float32).view(np.uint32)
    elif fmt.name == "f16":
        bits = x.astype(np.float16).view(np.uint16)
    elif fmt.name == "bf16":
        bits = (x.astype(np.float32).view(np.uint32) >> np.uint32(16)).astype(np.uint16)
    else:  # 8-bit formats: sign, biased exponent and fraction assembled by hand
        a = np.where(np.isfinite(x), np.abs(x), 0.0)
        _, e = np.frexp(a)
        exp = np.maximum(e - 1, fmt.emin)
        frac = np.ldexp(a, fmt.fraction_bits - exp).astype(np.int64)  # includes the leading 1
        normal = a >= fmt.min_normal
        biased = np.where(normal, exp - fmt.emin + 1, 0)
        mag = (biased << fmt.fraction_bits) | (frac & ((1 << fmt.fraction_bits) - 1))
        if fmt.has_inf:
            mag = np.where(np.isinf(x), (2 ** (fmt.bits - 1 - fmt.fraction_bits) - 1) << fmt.fraction_bits, mag)
        sign = np.signbit(x).astype(np.int64) << (fmt.bits - 1)
        bits = (sign | mag).astype(np.uint8)
    return np.where(nan, bits.dtype.type(fmt.canonical_nan), bits)


def decode8(bits: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """float64 values of 8-bit float bit patterns (e4m3 / e5m2)."""
    b = np.asarray(bits).astype(np.int64)
    fb = fmt.fraction_bits
    ebits = fmt.bits - 1 - fb
    exp_field = (b >> fb) & ((1 << ebits) - 1)
    frac = b & ((1 << fb) - 1)
    mag = np.where(exp_field == 0, np.ldexp(frac.astype(np.float64), fmt.emin - fb),
                   np.ldexp((frac | (1 << fb)).astype(np.float64), exp_field + fmt.emin - 1 - fb))
    top = exp_field == (1 << ebits) - 1
    if fmt.has_inf:
        mag = np.where(top, np.where(frac == 0, np.inf, np.nan), mag)
    else:
        mag = np.where(top & (frac == (1 << fb) - 1), np.nan, mag)
    return np.where((b >> (fmt.bits - 1)) & 1 == 1, -mag, mag)


def canonical_nan(r: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """Replace NaN results (any payload or sign) by the format's canonical NaN, in place."""
    if isinstance(r, np.ndarray) and r.ndim:
        nan = r != r
        if nan.any():
            r.view(np.dtype(f"u{r.itemsize}"))[nan] = fmt.canonical_nan
        return r
    if r != r:
        return np.array(fmt.canonical_nan, dtype=np.dtype(f"u{np.asarray(r).itemsize}")).view(np.asarray(r).dtype)[()]
    return r


def ftz(x: np.ndarray, fmt: FloatFormat | None = None) -> np.ndarray:
    """Flush subnormals to sign-preserving zero (.ftz applies to inputs and results)."""
    x = np.asarray(x)
    if fmt is None:
        fmt = FORMATS["f32"] if x.dtype == np.float32 else FORMATS["f64"]
    lim = x.dtype.type(fmt.min_normal)
    return np.where(np.abs(x) < lim, np.copysign(np.zeros_like(x), x), x)


def saturate(x: np.ndarray) -> np.ndarray:
    """.sat clamps to [0, 1] and maps NaN to +0."""
    x = np.asarray(x)
    return np.where(np.isnan(x), np.zeros_like(x), np.clip(x, 0, 1)).astype(x.dtype)


def min_max(a: np.ndarray, b: np.ndarray, is_max: bool, nan_prop: bool = False,
            xorsign: bool = False) -> np.ndarray:
    """PTX float min/max: a NaN input yields the other input (with .NaN: NaN), two NaNs give
    NaN, and -0.0 orders below +0.0.  .xorsign.abs takes the min/max of the magnitudes and
    gives it the xor of the input signs (a NaN result keeps no sign rule)."""
    sign = None
    if xorsign:
        sign = np.signbit(a) ^ np.signbit(b)
        a, b = np.abs(a), np.abs(b)
    # Order -0 below +0 by comparing (value, signbit) lexicographically.
    if is_max:
        a_wins = (a > b) | ((a == b) & ~np.signbit(a))
    else:
        a_wins = (a < b) | ((a == b) & np.signbit(a))
    na, nb = np.isnan(a), np.isnan(b)
    r = np.where(na, b, np.where(nb, a, np.where(a_wins, a, b)))
    if sign is not None:
        r = np.where(np.isnan(r), r, np.copysign(r, np.where(sign, -1.0, 1.0)))
    if nan_prop:
        r = np.where(na | nb, np.nan, r)
    return r


def unpack_halves(raw: ArrayLike, bf: bool) -> tuple[np.ndarray, np.ndarray]:
    """Split packed .f16x2/.bf16x2 bits into (low, high) as float32 (exact for both)."""
    bits = np.asarray(raw, dtype=np.uint32)
    lo = (bits & np.uint32(0xFFFF)).astype(np.uint16)
    hi = (bits >> np.uint32(16)).astype(np.uint16)
    if bf:
        return bf16_to_f32(lo), bf16_to_f32(hi)
    return lo.view(np.float16).astype(np.float32), hi.view(np.float16).astype(np.float32)


def half_bits(x: np.ndarray, bf: bool) -> np.ndarray:
    """Round float32/float64 values to f16 or bf16 (nearest even) and return uint16 bits."""
    if bf:
        return encode(round_exact(np.asarray(x, dtype=np.float64), None, FORMATS["bf16"], "rn"), FORMATS["bf16"])
    r = np.atleast_1d(np.asarray(x).astype(np.float16))
    return canonical_nan(r, FORMATS["f16"]).view(np.uint16).reshape(np.shape(x))


def fmt_dtype(fmt: FloatFormat) -> np.dtype:
    """The numpy dtype holding values of an f16/f32/f64 format."""
    return np.dtype({"f16": np.float16, "f32": np.float32, "f64": np.float64}[fmt.name])


def rn_needs_residual(hi: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """Where casting the float64 hi to fmt (f32/f16) might differ from rounding hi + lo.

    A residual can only matter when hi sits exactly halfway between two fmt values (its
    float64 bits below fmt's last place are 100...0) or lies in fmt's subnormal range,
    where the last place moves; everywhere else hi and hi + lo round alike.
    """
    shift = 52 - fmt.fraction_bits
    bits = hi.view(np.uint64)
    tail = bits & np.uint64((1 << shift) - 1)
    magnitude = bits & np.uint64(0x7FFFFFFFFFFFFFFF)
    min_normal_bits = np.array(fmt.min_normal, dtype=np.float64).view(np.uint64)
    return (tail == np.uint64(1 << (shift - 1))) | (magnitude < min_normal_bits)


def round_rn_lazy(approx: Callable[..., np.ndarray], exact: Callable[..., tuple[np.ndarray, np.ndarray | None]],
                  xs: list[np.ndarray], fmt: FloatFormat) -> np.ndarray:
    """Round-to-nearest-even of op(xs) (float64 operands) to f32/f16: `approx` gives fl64(op)
    cheaply, `exact` the error-free (hi, lo), evaluated only where the residual can matter."""
    hi = np.ascontiguousarray(np.atleast_1d(approx(*xs)), dtype=np.float64)
    r = hi.astype(fmt_dtype(fmt))
    suspect = rn_needs_residual(hi, fmt)
    if suspect.any():
        idx = np.flatnonzero(suspect)
        h, lo = exact(*[np.broadcast_to(x, hi.shape)[idx] for x in xs])
        r[idx] = round_exact(h, lo, fmt, "rn")
    return r


def f32_to_bf16_rn(x: ArrayLike) -> np.ndarray:
    """f32 -> bf16 bits, nearest even, by integer rounding of the f32 bits (NaN -> 0x7fff)."""
    b = np.asarray(x, dtype=np.float32).view(np.uint32)
    r = ((b + np.uint32(0x7FFF) + ((b >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16)).astype(np.uint16)
    return np.where(np.isnan(np.asarray(x, dtype=np.float32)), np.uint16(FORMATS["bf16"].canonical_nan), r)


def two_prod(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Dekker's error-free product of float64 values: hi = fl(a * b), hi + lo == a * b."""
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    hi = a * b
    split = 134217729.0  # 2^27 + 1 (Veltkamp)
    ca, cb = split * a, split * b
    ah = ca - (ca - a)
    bh = cb - (cb - b)
    al, bl = a - ah, b - bh
    lo = ((ah * bh - hi) + ah * bl + al * bh) + al * bl
    return hi, np.where(np.isfinite(lo), lo, 0.0)
