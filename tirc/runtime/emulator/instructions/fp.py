"""Floating-point helpers: rounding modes, flush-to-zero, packed half pairs."""

from __future__ import annotations

import numpy as np

from ..ptxtypes import bf16_to_f32, f32_to_bf16

_F32_MIN_NORMAL = np.float32(1.1754943508222875e-38)
_F64_MIN_NORMAL = np.float64(2.2250738585072014e-308)


def ftz(x: np.ndarray) -> np.ndarray:
    """Flush subnormals to sign-preserving zero (.ftz applies to f32 inputs and results)."""
    lim = _F32_MIN_NORMAL if x.dtype == np.float32 else _F64_MIN_NORMAL
    return np.where(np.abs(x) < lim, np.copysign(np.zeros_like(x), x), x)


def round_to(x64: np.ndarray, dtype: np.dtype, mode: str) -> np.ndarray:
    """Round a float64 (taken as exact) to f32/f16 with rounding mode rn/rz/rm/rp."""
    r = np.asarray(x64).astype(dtype)
    if mode in ("rn", ""):
        return r
    back = r.astype(np.float64)
    x = np.asarray(x64, dtype=np.float64)
    if mode == "rz":
        fix = np.abs(back) > np.abs(x)
        toward = np.zeros_like(r)
    elif mode == "rm":
        fix = back > x
        toward = np.full_like(r, -np.inf)
    elif mode == "rp":
        fix = back < x
        toward = np.full_like(r, np.inf)
    else:
        raise ValueError(mode)
    return np.where(fix, np.nextafter(r, toward), r)


def saturate(x: np.ndarray) -> np.ndarray:
    """.sat clamps to [0, 1] and maps NaN to 0."""
    return np.where(np.isnan(x), np.zeros_like(x), np.clip(x, 0, 1)).astype(x.dtype)


def unpack_halves(raw: np.ndarray, bf: bool) -> tuple[np.ndarray, np.ndarray]:
    """Split packed .f16x2/.bf16x2 bits into (low, high) as float32."""
    raw = np.asarray(raw, dtype=np.uint32)
    lo = (raw & np.uint32(0xFFFF)).astype(np.uint16)
    hi = (raw >> np.uint32(16)).astype(np.uint16)
    if bf:
        return bf16_to_f32(lo), bf16_to_f32(hi)
    return lo.view(np.float16).astype(np.float32), hi.view(np.float16).astype(np.float32)


def half_bits(x: np.ndarray, bf: bool) -> np.ndarray:
    """Round float32/float64 values to f16 or bf16 (nearest even) and return uint16 bits."""
    if bf:
        return f32_to_bf16(np.asarray(x).astype(np.float32))
    return np.asarray(x).astype(np.float16).view(np.uint16)


def pack_halves(lo: np.ndarray, hi: np.ndarray, bf: bool) -> np.ndarray:
    return (half_bits(lo, bf).astype(np.uint32) | (half_bits(hi, bf).astype(np.uint32) << np.uint32(16)))
