"""Tensor Core instructions: mma.sync and ldmatrix, with the PTX ISA per-lane fragment layouts.

A fragment layout is a pair of index arrays (row[lane, i], col[lane, i]) giving the matrix
element held in element i of a lane's fragment; elements are packed into 32-bit registers
from the least significant bits upwards.  All warps of a CTA are computed in one batched
matmul.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from ..syntax import Instruction, Vec
from ..core import Decoder, Mask, Run, handler, unsupported
from ..ptxtypes import TYPES, bf16_to_f32, tf32_truncate
from .fp import half_bits
from .memory import access, address_fn

_LANE = np.arange(32)
_G = _LANE >> 2  # groupID
_T = _LANE & 3  # threadID_in_group

Layout = tuple[np.ndarray, np.ndarray]


def _layout(n: int, row: Callable[[int], np.ndarray], col: Callable[[int], np.ndarray]) -> Layout:
    rows = np.stack([row(i) for i in range(n)], axis=1)
    cols = np.stack([col(i) for i in range(n)], axis=1)
    return rows, cols


# C/D accumulators (16x8), shared by every m16n8 shape.
_C_LAYOUT = _layout(4, lambda i: _G + 8 * (i >= 2), lambda i: 2 * _T + (i & 1))

# (shape, input kind) -> (A layout, B layout, M, N, K)
_LAYOUTS: dict[tuple[str, str], tuple[Layout, Layout, int, int, int]] = {
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


def _gather_regs(views: list[np.ndarray], nw: int) -> np.ndarray:
    """Stack 32-bit register views into uint32 [W, 32, nregs]."""
    return np.stack([np.asarray(v, dtype=np.uint32) for v in views], axis=-1).reshape(nw, 32, len(views))


def _elements(regs: np.ndarray, kind: str) -> np.ndarray:
    """uint32 [W, 32, r] -> element values [W, 32, e] as float64/int64 in register order."""
    w, l, _ = regs.shape
    regs = np.ascontiguousarray(regs)
    if kind == "f16":
        return regs.view(np.float16).reshape(w, l, -1).astype(np.float64)
    if kind == "bf16":
        return bf16_to_f32(regs.view(np.uint16)).reshape(w, l, -1).astype(np.float64)
    if kind == "tf32":
        return tf32_truncate(regs.view(np.float32)).reshape(w, l, -1).astype(np.float64)
    if kind == "f32":
        return regs.view(np.float32).reshape(w, l, -1).astype(np.float64)
    if kind == "s8":
        return regs.view(np.int8).reshape(w, l, -1).astype(np.int64)
    if kind == "u8":
        return regs.view(np.uint8).reshape(w, l, -1).astype(np.int64)
    if kind == "s32":
        return regs.view(np.int32).reshape(w, l, -1).astype(np.int64)
    raise ValueError(kind)


def _regs_of(ins: Instruction, op: object) -> list:
    if not isinstance(op, Vec):
        return [op]
    return list(op.items)


@handler("mma")
def build_mma(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    if "sync" not in mods or "aligned" not in mods:
        raise unsupported(ins)
    shape = next((x for x in mods if x.startswith("m") and "n" in x and "k" in x), None)
    types = [x for x in mods if x in TYPES or x in ("s8", "u8", "tf32", "bf16")]
    satfinite = "satfinite" in mods
    if shape is None or len(types) != 4:
        raise unsupported(ins)
    if "row" not in mods or "col" not in mods:
        raise unsupported(ins, "only .row.col layouts")
    dtype, atype, btype, ctype = types
    if atype in ("f16", "bf16") and btype == atype:
        kind = "half"
    elif atype == "tf32" and btype == "tf32":
        kind = "tf32"
    elif atype in ("s8", "u8") and btype in ("s8", "u8"):
        kind = "int8"
    else:
        raise unsupported(ins, "operand types")
    key = (shape, kind)
    if key not in _LAYOUTS:
        raise unsupported(ins, "shape")
    (ar, ac), (br, bc), mm, nn, kk = _LAYOUTS[key]
    cr, cc = _C_LAYOUT
    if kind == "int8":
        if dtype != "s32" or ctype != "s32":
            raise unsupported(ins)
    elif dtype not in ("f32", "f16") or ctype not in ("f32", "f16") or (kind != "half" and dtype != "f32"):
        raise unsupported(ins)
    d_ops, a_ops, b_ops, c_ops = (_regs_of(ins, o) for o in ins.operands[:4])
    b32 = TYPES["b32"]
    a_v = [dec.src(ins, o, b32) for o in a_ops]
    b_v = [dec.src(ins, o, b32) for o in b_ops]
    c_v = [dec.src(ins, o, b32) for o in c_ops]
    if len(a_v) * (32 // {"half": 16, "tf32": 32, "int8": 8}[kind]) != ar.shape[1] \
            or len(b_v) * (32 // {"half": 16, "tf32": 32, "int8": 8}[kind]) != br.shape[1]:
        raise unsupported(ins, "fragment register count")
    writers = [dec.dst(ins, o, b32) for o in d_ops]
    nw = dec.n // 32
    a_kind = atype if kind != "tf32" else "tf32"
    b_kind = btype if kind != "tf32" else "tf32"
    c_kind = ctype
    warp_ix = np.arange(nw)[:, None, None]

    def run(m: Mask) -> None:
        a_el = _elements(_gather_regs(a_v, nw), a_kind)
        b_el = _elements(_gather_regs(b_v, nw), b_kind)
        c_el = _elements(_gather_regs(c_v, nw), c_kind)
        acc_t = np.int64 if kind == "int8" else np.float64
        A = np.zeros((nw, mm, kk), dtype=acc_t)
        B = np.zeros((nw, kk, nn), dtype=acc_t)
        C = np.zeros((nw, mm, nn), dtype=acc_t)
        A[warp_ix, ar[None], ac[None]] = a_el
        B[warp_ix, br[None], bc[None]] = b_el
        C[warp_ix, cr[None], cc[None]] = c_el
        D = np.matmul(A, B) + C
        d_el = D[warp_ix, cr[None], cc[None]].reshape(nw * 32, 4)
        if kind == "int8":
            if satfinite:
                d_el = np.clip(d_el, -(2**31), 2**31 - 1)
            out = (d_el & 0xFFFFFFFF).astype(np.uint32)
            for j, wr in enumerate(writers):
                wr.put(out[:, j], m)
        elif dtype == "f32":
            out = d_el.astype(np.float32).view(np.uint32)
            for j, wr in enumerate(writers):
                wr.put(out[:, j], m)
        else:
            h = half_bits(d_el, False).astype(np.uint32)
            for j, wr in enumerate(writers):
                wr.put(h[:, 2 * j] | (h[:, 2 * j + 1] << np.uint32(16)), m)
    return run


@handler("ldmatrix")
def build_ldmatrix(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    if "m8n8" not in mods or "b16" not in mods:
        raise unsupported(ins)
    num = next((int(x[1:]) for x in mods if x in ("x1", "x2", "x4")), None)
    if num is None:
        raise unsupported(ins)
    trans = "trans" in mods
    writers = [dec.dst(ins, o, TYPES["b32"]) for o in _regs_of(ins, ins.operands[0])]
    if len(writers) != num:
        raise unsupported(ins, "destination count")
    afn = address_fn(dec, ins, ins.operands[1])
    rows_lane = np.arange(8 * num)
    all_warps = np.arange(dec.n // 32)

    def run(m: Mask) -> None:
        wids = all_warps if m is None else np.unique(np.flatnonzero(m) >> 5)
        row_tids = ((wids * 32)[:, None] + rows_lane).reshape(-1)
        raw = access(dec, ins, "shared", row_tids, afn(row_tids), 16)
        mats = raw.view(np.uint16).reshape(wids.size, num, 8, 8)  # type: ignore[union-attr]
        if trans:
            mats = mats.transpose(0, 1, 3, 2)
        frag = np.ascontiguousarray(mats).reshape(wids.size, num, 32, 2).view(np.uint32)[..., 0]
        dst_tids = ((wids * 32)[:, None] + np.arange(32)).reshape(-1)
        sel = None if m is None else m[dst_tids]
        for j, wr in enumerate(writers):
            vals = frag[:, j, :].reshape(-1)
            if sel is None:
                wr.put_idx(vals, dst_tids)
            else:
                wr.put_idx(vals[sel], dst_tids[sel])
    return run
