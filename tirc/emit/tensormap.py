"""TMA tensor maps: what ``cuTensorMapEncodeTiled`` takes, and its rules.

The compiler checks what is static when it plans a map (:mod:`tirc.emit.manifest`); a runtime
checks the rest at launch (:mod:`tirc.runtime.plan`). No MLIR here: a machine that only runs
precompiled plans imports it too.
"""

from __future__ import annotations

from tirc.diagnostics import TircError
from tirc.dtypes import storage_dtype

# Element types a tensor map moves, by tirc dtype: the CUtensorMapDataType value (integers are
# moved as bits; signless i8/i16 as the driver's unsigned types; the 8-bit floats, which the enum
# does not name, as UINT8 bytes: a tiled copy moves bytes and never converts them).
TENSORMAP_DATA_TYPES = {"i8": 0, "i16": 1, "i32": 3, "i64": 5, "f16": 6, "f32": 7, "f64": 8, "bf16": 9,
                        "f8E4M3FN": 0, "f8E5M2": 0}
# Each option's values in bytes (0: none), in the order of the driver's enum (the value is the index).
TENSORMAP_SWIZZLES = (0, 32, 64, 128)           # CUtensorMapSwizzle
TENSORMAP_L2_PROMOTIONS = (0, 64, 128, 256)     # CUtensorMapL2promotion
TENSORMAP_INTERLEAVES = (0, 16, 32)             # CUtensorMapInterleave
TENSORMAP_OOB_FILLS = ("zero", "nan")           # CUtensorMapFloatOOBfill (nan: NAN_REQUEST_ZERO_FMA)
TENSORMAP_MAX_RANK = 5
TENSORMAP_MAX_BOX = 256            # elements per box dimension
TENSORMAP_GLOBAL_ALIGN = 16               # bytes: the global address and every stride
TENSORMAP_MAX_STRIDE = 1 << 40     # bytes
TENSORMAP_MAX_DIM = 1 << 32        # elements


def check_tensor_map(name: str, dtype: str, box: list[int], swizzle: int, interleave: int,
                     shape: list[int] | None = None, strides: list[int] | None = None,
                     address: int | None = None) -> None:
    """cuTensorMapEncodeTiled's rules for a map (``shape``, element ``strides``, outer->inner,
    and ``address`` where known: the compiler checks what is static, a runtime the rest), as TircErrors."""
    def fail(message: str) -> TircError:
        return TircError(f"tensor map {name}: {message}")

    if dtype not in TENSORMAP_DATA_TYPES:
        raise fail(f"element type {dtype} cannot be moved by TMA (one of {', '.join(TENSORMAP_DATA_TYPES)})")
    elem_bytes = storage_dtype(dtype).itemsize
    rank = len(box)
    if not 1 <= rank <= TENSORMAP_MAX_RANK:
        raise fail(f"rank {rank}: a tensor map has 1 to {TENSORMAP_MAX_RANK} dimensions")
    if interleave and rank < 3:
        raise fail(f"an interleaved map needs rank 3 or more, not {rank}")
    if any(not 1 <= extent <= TENSORMAP_MAX_BOX for extent in box):
        raise fail(f"box {box}: every box dimension must be 1 to {TENSORMAP_MAX_BOX} elements")
    inner_bytes = box[-1] * elem_bytes
    if not interleave and inner_bytes % 16:
        raise fail(f"the inner box dimension is {inner_bytes} bytes, not a multiple of 16")
    span = interleave or inner_bytes
    if swizzle and span > swizzle:
        raise fail(f"the inner box dimension is {span} bytes, more than the {swizzle}-byte swizzle span")
    if interleave == 32 and swizzle != 32:
        raise fail("a 32-byte interleaved map needs the 32-byte swizzle")
    if shape is not None:
        if len(shape) != rank:
            raise fail(f"a {len(shape)}-dimensional tensor with a {rank}-dimensional box")
        if any(not 1 <= extent <= TENSORMAP_MAX_DIM for extent in shape):
            raise fail(f"tensor shape {shape}: every dimension must be 1 to 2^32 elements")
    if strides is not None:
        if strides[-1] != 1:
            raise fail(f"the innermost dimension has stride {strides[-1]}; TMA needs it contiguous")
        for stride in strides[:-1]:
            nbytes = stride * elem_bytes
            if nbytes % TENSORMAP_GLOBAL_ALIGN or not 0 < nbytes < TENSORMAP_MAX_STRIDE:
                raise fail(f"a stride of {nbytes} bytes (strides {strides} elements): every stride but the "
                           f"innermost must be a multiple of {TENSORMAP_GLOBAL_ALIGN} bytes below 2^40")
    if address is not None:
        align = 32 if interleave == 32 else TENSORMAP_GLOBAL_ALIGN
        if address % align:
            raise fail(f"the tensor starts at address {address:#x}, not {align}-byte aligned")
