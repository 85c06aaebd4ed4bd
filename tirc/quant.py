"""Packing of u4 weights and zero points for tirc's W4A16 GEMMs (``dtype: {a: f16, b: u4}``).

The kernel (tir-quant-matmul) takes, after the activations ``a [M, K]``:

- ``qweight``: int32 ``[N, K / 8]``. Word ``qweight[n, j]`` holds ``q[8 j .. 8 j + 7, n]`` (B
  column-major: nn.Linear's ``[out, in]`` weight, rows packed along K). Within a word the nibble
  at bits ``4 i .. 4 i + 3`` is element ``NIBBLE_ORDER[i]`` of the eight: 0, 2, 4, 6, 1, 3, 5, 7.
  Elements ``2 p`` and ``2 p + 1`` then sit at bits ``4 p`` and ``16 + 4 p``, so
  ``(word >> 4 p) & 0x000F000F | 0x64006400`` is the f16 pair ``(1024 + q[2 p], 1024 + q[2 p + 1])``
  (bf16: ``| 0x43004300`` gives ``128 + q``): the mma B fragment's register, dequantised with one
  shift, one LOP3 and two packed float operations, no conversion per element.
- ``scales``: ``[K / group, N]`` of the activations' type (f16 or bf16);
- ``zeros``: int32 ``[K / group, N / 8]``, word ``zeros[g, j]`` holding ``z[g, 8 j + i]`` at bits
  ``4 i .. 4 i + 3`` (plain order).

The dequantised weight is ``w[k, n] = (q[k, n] - z[k // group, n]) * s[k // group, n]``.

No MLIR and no GPU here: numpy (a torch tensor is accepted and read through ``.numpy()``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

NIBBLE_ORDER = (0, 2, 4, 6, 1, 3, 5, 7)   # element (k mod 8) stored in nibble i of a weight word
NIBBLES = 8


def _array(values: Any) -> np.ndarray:
    if hasattr(values, "detach"):        # a torch tensor, without importing torch
        values = values.detach().cpu().numpy()
    return np.asarray(values)


def _check_u4(q: np.ndarray, what: str) -> np.ndarray:
    if q.ndim != 2:
        raise ValueError(f"{what} must be 2-D, not of shape {q.shape}")
    if not np.issubdtype(q.dtype, np.integer):
        raise ValueError(f"{what} must hold integers 0..15, not {q.dtype}")
    if q.size and (q.min() < 0 or q.max() > 15):
        raise ValueError(f"{what} must hold integers 0..15 (found {q.min()}..{q.max()})")
    return q.astype(np.uint32)


def _words(nibbles: np.ndarray) -> np.ndarray:
    """[..., 8] nibbles (already in storage order) -> [...] int32 words."""
    shifts = (4 * np.arange(NIBBLES, dtype=np.uint32))
    return np.bitwise_or.reduce(nibbles << shifts, axis=-1).astype(np.uint32).view(np.int32)


def _nibbles(words: np.ndarray) -> np.ndarray:
    """[...] int32 words -> [..., 8] nibbles in storage order."""
    shifts = (4 * np.arange(NIBBLES, dtype=np.uint32))
    return ((np.asarray(words).astype(np.int32).view(np.uint32)[..., None] >> shifts) & 0xF).astype(np.int64)


def pack_u4(q: Any, layout: str = "nk") -> np.ndarray:
    """The ``qweight`` argument: int32 ``[N, K / 8]`` from u4 values (integers 0..15) given as
    ``[N, K]`` (``layout="nk"``, nn.Linear's ``[out, in]``) or ``[K, N]`` (``layout="kn"``).
    K must be a multiple of 8."""
    if layout not in ("nk", "kn"):
        raise ValueError(f"layout must be 'nk' or 'kn', not {layout!r}")
    values = _check_u4(_array(q), "q")
    if layout == "kn":
        values = values.T
    n, k = values.shape
    if k % NIBBLES:
        raise ValueError(f"K = {k} is not a multiple of 8")
    blocks = values.reshape(n, k // NIBBLES, NIBBLES)[..., list(NIBBLE_ORDER)]
    return np.ascontiguousarray(_words(blocks))


def unpack_u4(qweight: Any, layout: str = "nk") -> np.ndarray:
    """The u4 values (int64) of a ``qweight`` made by :func:`pack_u4`, as ``[N, K]`` or ``[K, N]``."""
    if layout not in ("nk", "kn"):
        raise ValueError(f"layout must be 'nk' or 'kn', not {layout!r}")
    nibbles = _nibbles(_array(qweight))                      # [N, K/8, 8] in storage order
    values = np.empty_like(nibbles)
    values[..., list(NIBBLE_ORDER)] = nibbles
    n = values.shape[0]
    values = values.reshape(n, -1)
    return values.T.copy() if layout == "kn" else values


def pack_zeros(z: Any) -> np.ndarray:
    """The ``zeros`` argument: int32 ``[K / group, N / 8]`` from u4 zero points ``[K / group, N]``."""
    values = _check_u4(_array(z), "z")
    groups, n = values.shape
    if n % NIBBLES:
        raise ValueError(f"N = {n} is not a multiple of 8")
    return np.ascontiguousarray(_words(values.reshape(groups, n // NIBBLES, NIBBLES)))


def unpack_zeros(zeros: Any) -> np.ndarray:
    """The zero points (int64 ``[K / group, N]``) of a ``zeros`` made by :func:`pack_zeros`."""
    nibbles = _nibbles(_array(zeros))
    return nibbles.reshape(nibbles.shape[0], -1)


def dequantize(qweight: Any, scales: Any, zeros: Any, group: int) -> np.ndarray:
    """The float64 ``[K, N]`` weight ``(q - z) * s`` that the packed arguments stand for."""
    q = unpack_u4(qweight, layout="kn").astype(np.float64)
    s = _array(scales).astype(np.float64)
    z = unpack_zeros(zeros).astype(np.float64)
    k = q.shape[0]
    if k % group or s.shape != (k // group, q.shape[1]) or z.shape != s.shape:
        raise ValueError(f"scales {s.shape} and zeros {z.shape} do not fit K = {k}, N = {q.shape[1]}, group {group}")
    return (q - np.repeat(z, group, axis=0)) * np.repeat(s, group, axis=0)


def quantize(w: Any, group: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Asymmetric round-to-nearest u4 quantisation of a float ``[N, K]`` weight (nn.Linear's
    layout) in groups of ``group`` along K: ``(qweight, scales as float32, zeros)`` packed as the
    kernel takes them; cast the scales to the activations' type."""
    weight = _array(w).astype(np.float64)
    n, k = weight.shape
    if k % group:
        raise ValueError(f"group {group} does not divide K = {k}")
    blocks = weight.reshape(n, k // group, group)
    low, high = blocks.min(axis=-1), blocks.max(axis=-1)
    scale = np.where(high > low, (high - low) / 15.0, 1.0)
    zero = np.clip(np.round(-low / scale), 0, 15)
    q = np.clip(np.round(blocks / scale[..., None]) + zero[..., None], 0, 15).astype(np.int64).reshape(n, k)
    return pack_u4(q), scale.T.astype(np.float32), pack_zeros(zero.T.astype(np.int64))
