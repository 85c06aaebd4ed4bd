"""The emulator's tensor map (the CUtensorMap of cuTensorMapEncodeTiled), made by the host side.

A kernel receives it as a `.param .align 64 .b8 desc[128]` argument; the emulator stores a tag and
an index in those 128 bytes and keeps the map itself on the host, so that cp.async.bulk.tensor can
find it from the parameter's address (param space or its cvta.param generic address).
Dimensions, strides and the box are listed innermost first, as the driver API and the PTX
coordinates do; tile mode only, elements out of bounds read as zero and are not stored.
"""

from __future__ import annotations

from dataclasses import dataclass

from tirc.target import TENSORMAP_BYTES

from .errors import EmulatorError

_TAG = b"tirc.tensormap\0\0"
# Swizzle widths in bytes a tensor map can ask for (0: none).
SWIZZLES = (0, 32, 64, 128)


@dataclass(frozen=True)
class TensorMap:
    address: int                  # global address of element (0, 0, ...)
    elem_bytes: int
    dims: tuple[int, ...]         # elements per dimension, innermost first
    strides: tuple[int, ...]      # bytes between consecutive indices of dims[1:]
    box: tuple[int, ...]          # elements per dimension of the tile a copy moves
    swizzle: int = 0              # bytes: 0, 32, 64, 128

    def __post_init__(self) -> None:
        rank = len(self.dims)
        if not 1 <= rank <= 5 or len(self.box) != rank or len(self.strides) != rank - 1:
            raise EmulatorError(f"tensor map: rank {rank} needs {rank} box sizes and {rank - 1} strides")
        if self.swizzle not in SWIZZLES:
            raise EmulatorError(f"tensor map: swizzle must be one of {SWIZZLES} bytes, got {self.swizzle}")
        if any(b < 1 or b > 256 for b in self.box):
            raise EmulatorError(f"tensor map: box sizes must be in 1..256, got {self.box}")
        if (self.box[0] * self.elem_bytes) % 16:
            raise EmulatorError("tensor map: the inner box dimension must be a multiple of 16 bytes")
        if self.swizzle and self.box[0] * self.elem_bytes > self.swizzle:
            raise EmulatorError(f"tensor map: an inner box of {self.box[0] * self.elem_bytes} bytes exceeds the "
                                f"{self.swizzle}-byte swizzle")
        if self.address % 16 or any(s % 16 for s in self.strides):
            raise EmulatorError("tensor map: the address and the strides must be multiples of 16 bytes")

    @property
    def box_bytes(self) -> int:
        n = self.elem_bytes
        for b in self.box:
            n *= b
        return n

    def encode(self, index: int) -> bytes:
        """The 128 parameter bytes that name map `index` of the launch."""
        return (_TAG + index.to_bytes(4, "little")).ljust(TENSORMAP_BYTES, b"\0")


def decode_index(raw: bytes) -> int | None:
    """The launch's map index stored in 128 parameter bytes, or None when they hold no tensor map."""
    if raw[:len(_TAG)] != _TAG:
        return None
    return int.from_bytes(raw[len(_TAG):len(_TAG) + 4], "little")
