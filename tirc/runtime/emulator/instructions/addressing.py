"""Where an instruction's data lives, shared by the instruction modules that move and multiply it
(memory, tensor, wgmma, mbarrier), which import this module and not each other.

- Addresses: the [address] operand of a thread (`address_fn`), its state space (`space_of`), and
  `access`, which reads or writes bytes in any state space with the bounds, alignment, statistics and
  race / initialisation checks every load, store, atomic and copy goes through.
- Shared-memory layouts: the XOR swizzle that TMA boxes and wgmma matrix descriptors share
  (`swizzle_address`).
- Register layouts: the PTX ISA per-lane fragment layouts of mma.sync (`MMA_LAYOUTS`,
  `MMA_C_LAYOUT`), which a wgmma's register A operand uses too, and of ldmatrix/stmatrix
  (`LDMATRIX_LAYOUT`), and the decoding of fragment registers into element values
  (`fragment_elements`).  A fragment layout is a pair of index arrays (row[lane, i], col[lane, i])
  giving the matrix element held in element i of a lane's fragment; elements are packed into 32-bit
  registers from the least significant bits upwards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import overload

import numpy as np

from ..core import Decoder, unsupported
from ..memory import LOCAL_WINDOW, SHARED_WINDOW, WINDOW_SIZE, byte_range
from ..ptxtypes import UINT_OF_BITS, bf16_to_f32, tf32_truncate
from ..syntax import Addr, Imm, Instruction, Reg, Sym
from .fp import FORMATS, decode8

_SPACE_NAMES = {"global", "shared", "local", "const", "param"}

AddrFn = Callable[[np.ndarray], np.ndarray]


def space_of(ins: Instruction) -> str:
    for m in ins.mods[1:]:
        s = m.split("::")[0]
        if s in _SPACE_NAMES:
            return s
    return "generic"


def vec_of(ins: Instruction) -> int:
    for m in ins.mods[1:]:
        if m in ("v2", "v4", "v8"):
            return int(m[1:])
    return 1


def address_fn(dec: Decoder, ins: Instruction, op: object) -> AddrFn:
    """Return f(tids) -> uint64 addresses of the active threads for an [address] operand."""
    if not isinstance(op, Addr):
        if isinstance(op, Reg):
            op = Addr(op, 0)
        else:
            raise unsupported(ins, "address operand")
    off = np.uint64(op.offset & (2**64 - 1))
    base = op.base
    if isinstance(base, Reg):
        view = dec.reg_view(base, UINT_OF_BITS[64 if base.bits == 64 else 32])
        if op.offset == 0:
            return lambda tids: view[tids].astype(np.uint64)
        if base.bits != 64:
            # 32-bit address arithmetic wraps (compilers emit negative bases with positive offsets).
            off32 = np.uint32(op.offset & 0xFFFFFFFF)
            return lambda tids: (view[tids] + off32).astype(np.uint64)
        return lambda tids: view[tids].astype(np.uint64) + off
    if isinstance(base, Sym):
        const = np.uint64((dec.symbol_address(ins, base.name) + op.offset) & (2**64 - 1))
    elif isinstance(base, Imm):
        const = np.uint64((int(base.value) + op.offset) & (2**64 - 1))
    else:
        const = off
    return lambda tids: np.full(tids.shape, const, dtype=np.uint64)


def check_align(dec: Decoder, ins: Instruction, tids: np.ndarray, addrs: np.ndarray, align: int) -> None:
    if align > 1:
        bad = (addrs & np.uint64(align - 1)) != 0
        if bad.any():
            j = int(np.argmax(bad))
            raise dec.fault(ins, int(tids[j]), int(addrs[j]), f"misaligned {align}-byte access")


@overload
def access(dec: Decoder, ins: Instruction, space: str, tids: np.ndarray, addrs: np.ndarray,
           nbytes: int, data: None = None, stats: bool = True,
           align: int | None = None, shadow: str = "plain") -> np.ndarray: ...
@overload
def access(dec: Decoder, ins: Instruction, space: str, tids: np.ndarray, addrs: np.ndarray,
           nbytes: int, data: np.ndarray, stats: bool = True,
           align: int | None = None, shadow: str = "plain") -> None: ...
def access(dec: Decoder, ins: Instruction, space: str, tids: np.ndarray, addrs: np.ndarray,
           nbytes: int, data: np.ndarray | None = None, stats: bool = True,
           align: int | None = None, shadow: str = "plain") -> np.ndarray | None:
    """Read (data is None) or write `nbytes` per lane; returns uint8 [k, nbytes] for reads.

    `shadow` says what the race and init checks see: "plain" accesses, "atomic" (the read of an
    atomic: checked to be initialised, then recorded as a write that races with nothing) or "none".
    """
    check_align(dec, ins, tids, addrs, align if align is not None else nbytes)
    if space == "generic":
        rel_s = addrs - np.uint64(SHARED_WINDOW)
        rel_l = addrs - np.uint64(LOCAL_WINDOW)
        is_s = rel_s < np.uint64(WINDOW_SIZE)
        is_l = rel_l < np.uint64(WINDOW_SIZE)
        if is_s.all():
            return access(dec, ins, "shared", tids, rel_s, nbytes, data, stats, 1, shadow)
        if not is_s.any() and not is_l.any():
            return access(dec, ins, "global", tids, addrs, nbytes, data, stats, 1, shadow)
        if is_l.all():
            return access(dec, ins, "local", tids, rel_l, nbytes, data, stats, 1, shadow)
        out = np.zeros((tids.size, nbytes), dtype=np.uint8) if data is None else None
        for sel, sp, rel in ((is_s, "shared", rel_s), (is_l, "local", rel_l), (~(is_s | is_l), "global", addrs)):
            if sel.any():
                r = access(dec, ins, sp, tids[sel], rel[sel], nbytes,
                           None if data is None else data[sel], stats, 1, shadow)
                if out is not None and r is not None:
                    out[sel] = r
        return out
    if space in ("global", "const"):
        gm = dec.gmem
        bad = gm.bad_lanes(addrs, nbytes)
        if bad is not None:
            j = int(np.argmax(bad))
            raise dec.fault(ins, int(tids[j]), int(addrs[j]), f"out-of-bounds {space} access")
        if stats and space == "global":
            # An atomic's one recorded access is its read; it writes the same bytes: a store, as
            # what it leaves behind is the kernel's output.
            dec.cta.note_global(tids, addrs, nbytes, store=data is not None or shadow == "atomic")
        if data is None:
            return gm.read(addrs, nbytes)
        gm.write(addrs, data)
        return None
    if space == "shared":
        smem = dec.smem
        offs = addrs.astype(np.int64)
        bad = (offs < 0) | (offs > smem.size - nbytes)
        if bad.any():
            j = int(np.argmax(bad))
            raise dec.fault(ins, int(tids[j]), int(addrs[j]), f"out-of-bounds shared access (size {smem.size})")
        if stats:
            dec.cta.note_shared(ins, tids, offs, nbytes)
        idx = offs[:, None] + byte_range(nbytes)
        if data is None:
            if shadow != "none":
                dec.cta.shared_read(ins, tids, idx, atomic=shadow == "atomic")
            return smem[idx]
        if shadow != "none":
            dec.cta.shared_write(ins, tids, idx)
        smem[idx] = data
        return None
    if space in ("local", "param"):
        lsize = dec.kernel.local_size
        offs = addrs.astype(np.int64)
        bad = (offs < 0) | (offs > lsize - nbytes)
        if bad.any():
            j = int(np.argmax(bad))
            raise dec.fault(ins, int(tids[j]), int(addrs[j]), f"out-of-bounds {space} access (size {lsize})")
        idx = (tids * lsize + offs)[:, None] + byte_range(nbytes)
        local = dec.cta.local
        if data is None:
            if local is not None and shadow != "none":
                local.read(ins, tids, idx, offs)
            return dec.lmem[idx]
        if local is not None:
            local.write(idx)
        dec.lmem[idx] = data
        return None
    raise unsupported(ins, f"state space {space}")


def swizzle_address(addr: np.ndarray, width: int) -> np.ndarray:
    """The shared address a canonical-layout address lands at under a `width`-byte swizzle."""
    if width == 16:
        return addr
    mask = width // 16 - 1
    return addr ^ (((addr >> 7) & mask) << 4)


_LANE = np.arange(32)
_G = _LANE >> 2  # groupID
_T = _LANE & 3  # threadID_in_group

Layout = tuple[np.ndarray, np.ndarray]


def _layout(n: int, row: Callable[[int], np.ndarray], col: Callable[[int], np.ndarray]) -> Layout:
    rows = np.stack([row(i) for i in range(n)], axis=1)
    cols = np.stack([col(i) for i in range(n)], axis=1)
    return rows, cols


# C/D accumulators (16x8), shared by every m16n8 shape.
MMA_C_LAYOUT = _layout(4, lambda i: _G + 8 * (i >= 2), lambda i: 2 * _T + (i & 1))

# ldmatrix / stmatrix .m8n8.b16: one 8x8 matrix per register, lane l holding elements
# (l / 4, 2 (l % 4) + i), i = 0, 1 (of the transpose with .trans).
LDMATRIX_LAYOUT = _layout(2, lambda i: _G, lambda i: 2 * _T + i)

# (shape, input kind) -> (A layout, B layout, M, N, K)
MMA_LAYOUTS: dict[tuple[str, str], tuple[Layout, Layout, int, int, int]] = {
    ("m16n8k16", "half"): (
        _layout(8, lambda i: _G + 8 * ((i >> 1) & 1), lambda i: 2 * _T + (i & 1) + 8 * (i >= 4)),
        _layout(4, lambda i: 2 * _T + (i & 1) + 8 * (i >= 2), lambda i: _G),
        16, 8, 16),
    ("m16n8k8", "half"): (
        _layout(4, lambda i: _G + 8 * (i >= 2), lambda i: 2 * _T + (i & 1)),
        _layout(2, lambda i: 2 * _T + i, lambda i: _G),
        16, 8, 8),
    ("m16n8k8", "tf32"): (
        _layout(4, lambda i: _G + 8 * (i & 1), lambda i: _T + 4 * (i >= 2)),
        _layout(2, lambda i: _T + 4 * i, lambda i: _G),
        16, 8, 8),
    ("m16n8k4", "tf32"): (
        _layout(2, lambda i: _G + 8 * i, lambda i: _T),
        _layout(1, lambda i: _T, lambda i: _G),
        16, 8, 4),
    ("m16n8k32", "int8"): (
        _layout(16, lambda i: _G + 8 * ((i >> 2) & 1), lambda i: 4 * _T + (i & 3) + 16 * (i >= 8)),
        _layout(8, lambda i: 4 * _T + (i & 3) + 16 * (i >= 4), lambda i: _G),
        16, 8, 32),
    ("m16n8k16", "int8"): (
        _layout(8, lambda i: _G + 8 * (i >= 4), lambda i: 4 * _T + (i & 3)),
        _layout(4, lambda i: 4 * _T + i, lambda i: _G),
        16, 8, 16),
}


# 8-bit floats (e4m3, e5m2) hold their fragments as the 8-bit integers do.
MMA_LAYOUTS[("m16n8k32", "fp8")] = MMA_LAYOUTS[("m16n8k32", "int8")]


def fragment_elements(regs: np.ndarray, kind: str) -> np.ndarray:
    """uint32 [W, 32, r] -> element values [W, 32, e] as float64/int64 in register order."""
    w, lanes, _ = regs.shape
    regs = np.ascontiguousarray(regs)
    if kind == "f16":
        return regs.view(np.float16).reshape(w, lanes, -1).astype(np.float64)
    if kind == "bf16":
        return bf16_to_f32(regs.view(np.uint16)).reshape(w, lanes, -1).astype(np.float64)
    if kind == "tf32":
        return tf32_truncate(regs.view(np.float32)).reshape(w, lanes, -1).astype(np.float64)
    if kind == "f32":
        return regs.view(np.float32).reshape(w, lanes, -1).astype(np.float64)
    if kind == "s8":
        return regs.view(np.int8).reshape(w, lanes, -1).astype(np.int64)
    if kind == "u8":
        return regs.view(np.uint8).reshape(w, lanes, -1).astype(np.int64)
    if kind == "s32":
        return regs.view(np.int32).reshape(w, lanes, -1).astype(np.int64)
    if kind in ("e4m3", "e5m2"):   # every 8-bit float is exact in float64 (and its products in f32)
        return decode8(regs.view(np.uint8), FORMATS[kind]).reshape(w, lanes, -1)
    raise ValueError(kind)
