"""PTX scalar types and how the emulator represents them in numpy.

Registers hold raw bits; each instruction reinterprets them through the numpy dtype of
its type suffix.  bf16 has no numpy dtype, so it is carried as uint16 bits and widened to
float32 (bf16 is the top half of an f32) whenever arithmetic is needed.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike


@dataclass(frozen=True)
class PtxType:
    name: str
    bits: int
    kind: str  # 'u', 's', 'f', 'b' (untyped bits), 'bf' (bf16 bits), 'pred', 'x2' (packed pairs),
    # 'f8x2' (packed pairs of 8-bit floats)
    dtype: np.dtype  # dtype of the raw value as read from a register / memory

    @property
    def nbytes(self) -> int:
        return self.bits // 8

    @property
    def is_float(self) -> bool:
        return self.kind in ("f", "bf")

    @property
    def is_signed(self) -> bool:
        return self.kind == "s"


def _t(name: str, bits: int, kind: str, dtype: type) -> PtxType:
    return PtxType(name, bits, kind, np.dtype(dtype))


TYPES: dict[str, PtxType] = {
    t.name: t
    for t in [
        _t("u8", 8, "u", np.uint8), _t("u16", 16, "u", np.uint16),
        _t("u32", 32, "u", np.uint32), _t("u64", 64, "u", np.uint64),
        _t("s8", 8, "s", np.int8), _t("s16", 16, "s", np.int16),
        _t("s32", 32, "s", np.int32), _t("s64", 64, "s", np.int64),
        _t("b8", 8, "b", np.uint8), _t("b16", 16, "b", np.uint16),
        _t("b32", 32, "b", np.uint32), _t("b64", 64, "b", np.uint64),
        _t("b128", 128, "b", np.uint64),
        _t("f16", 16, "f", np.float16), _t("f32", 32, "f", np.float32),
        _t("f64", 64, "f", np.float64),
        _t("bf16", 16, "bf", np.uint16), _t("tf32", 32, "f", np.float32),
        _t("f16x2", 32, "x2", np.uint32), _t("bf16x2", 32, "x2", np.uint32),
        _t("e4m3x2", 16, "f8x2", np.uint16), _t("e5m2x2", 16, "f8x2", np.uint16),
        _t("pred", 8, "pred", np.bool_),
    ]
}

UINT_OF_BITS: dict[int, np.dtype] = {
    8: np.dtype(np.uint8), 16: np.dtype(np.uint16), 32: np.dtype(np.uint32), 64: np.dtype(np.uint64),
}
SINT_OF_BITS: dict[int, np.dtype] = {
    8: np.dtype(np.int8), 16: np.dtype(np.int16), 32: np.dtype(np.int32), 64: np.dtype(np.int64),
}


def find_type(mods: list[str]) -> PtxType | None:
    """Return the last type suffix among an opcode's modifiers (PTX puts the type last)."""
    for m in reversed(mods):
        t = TYPES.get(m)
        if t is not None:
            return t
    return None


def bf16_to_f32(bits: ArrayLike) -> np.ndarray:
    return (np.asarray(bits).astype(np.uint32) << np.uint32(16)).view(np.float32)


def tf32_truncate(x: np.ndarray) -> np.ndarray:
    """Tensor cores read only the top 19 bits of a .tf32 operand."""
    return (np.asarray(x, dtype=np.float32).view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)
