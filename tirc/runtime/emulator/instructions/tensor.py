"""Tensor Core instructions: mma.sync, ldmatrix and stmatrix, on the PTX ISA per-lane fragment layouts
(addressing.py).  All warps of a CTA are computed in one batched matmul.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..syntax import Instruction, Reg, Vec
from ..core import FUSERS, Decoder, Mask, Run, handler, unsupported
from ..ptxtypes import TYPES
from .addressing import LDMATRIX_LAYOUT, MMA_C_LAYOUT, MMA_LAYOUTS, access, address_fn, fragment_elements
from .fp import half_bits


# The 8-bit float operand types of mma.sync m16n8k32 (sm_89 and later).
_FP8_KINDS = ("e4m3", "e5m2")


def _regs_of(ins: Instruction, op: object) -> list:
    if not isinstance(op, Vec):
        return [op]
    return list(op.items)


def _inverse(rows: np.ndarray, cols: np.ndarray, ncols: int) -> np.ndarray:
    """For a fragment layout, the fragment element (lane * e + i) that holds each matrix element."""
    perm = np.empty(rows.size, dtype=np.int64)
    perm[(rows * ncols + cols).reshape(-1)] = np.arange(rows.size)
    return perm


@dataclass(frozen=True)
class _MmaForm:
    """What fuses: one mma.sync shape and type combination; the registers are per instruction."""
    mm: int
    nn: int
    kk: int
    a_kind: str
    b_kind: str
    c_kind: str
    dtype: str
    integer: bool
    satfinite: bool
    a_perm: np.ndarray = field(compare=False)
    b_perm: np.ndarray = field(compare=False)
    c_perm: np.ndarray = field(compare=False)
    d_perm: np.ndarray = field(compare=False)

    def key(self) -> tuple:
        return (self.mm, self.nn, self.kk, self.a_kind, self.b_kind, self.c_kind, self.dtype, self.satfinite)


def _reg_rows(dec: Decoder, ins: Instruction, op: object, count: int) -> list[int]:
    regs = _regs_of(ins, op)
    if len(regs) != count or not all(isinstance(r, Reg) and not r.is_pred and r.bits == 32 for r in regs):
        raise unsupported(ins, "fragment register count")
    return [dec.rows[r.index] for r in regs]


def _mma_form(dec: Decoder, ins: Instruction) -> tuple[_MmaForm, list[list[int]]]:
    """Decode one mma.sync: its form and the register rows of D, A, B and C."""
    mods = ins.mods[1:]
    if "sync" not in mods or "aligned" not in mods:
        raise unsupported(ins)
    shape = next((x for x in mods if x.startswith("m") and "n" in x and "k" in x), None)
    types = [x for x in mods if x in TYPES or x in _FP8_KINDS]
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
    elif atype in _FP8_KINDS and btype in _FP8_KINDS and shape == "m16n8k32":
        kind = "fp8"   # e4m3/e5m2 in any mix (sm_89+): the 8-bit integers' fragment layouts, f32 accumulation
    else:
        raise unsupported(ins, "operand types")
    if (shape, kind) not in MMA_LAYOUTS:
        raise unsupported(ins, "shape")
    (ar, ac), (br, bc), mm, nn, kk = MMA_LAYOUTS[(shape, kind)]
    cr, cc = MMA_C_LAYOUT
    if kind == "int8":
        if dtype != "s32" or ctype != "s32":
            raise unsupported(ins)
    elif dtype not in ("f32", "f16") or ctype not in ("f32", "f16") or (kind != "half" and dtype != "f32"):
        raise unsupported(ins)
    if kind == "fp8" and (dtype != "f32" or ctype != "f32"):
        raise unsupported(ins, "8-bit float mma accumulates in f32")
    per_reg = 32 // {"half": 16, "tf32": 32, "int8": 8, "fp8": 8}[kind]
    d_ops, a_ops, b_ops, c_ops = ins.operands[:4]
    rows = [_reg_rows(dec, ins, d_ops, 2 if dtype == "f16" else 4),
            _reg_rows(dec, ins, a_ops, ar.shape[1] // per_reg),
            _reg_rows(dec, ins, b_ops, br.shape[1] // per_reg),
            _reg_rows(dec, ins, c_ops, 2 if ctype == "f16" else 4)]
    form = _MmaForm(mm, nn, kk, atype if kind != "tf32" else "tf32", btype if kind != "tf32" else "tf32", ctype,
                    dtype, kind == "int8", "satfinite" in mods, _inverse(ar, ac, kk), _inverse(br, bc, nn),
                    _inverse(cr, cc, nn), (cr * nn + cc).reshape(-1))
    return form, rows


def _mma_run(dec: Decoder, form: _MmaForm, rows: list[list[list[int]]]) -> Run:
    """One closure for k independent mma.sync instructions of one form, over all warps."""
    k = len(rows)
    nw = dec.n // 32
    d_rows, a_rows, b_rows, c_rows = (np.array([r[i] for r in rows], dtype=np.intp).reshape(-1) for i in range(4))
    regs32 = dec.R.view(np.uint32)[:, ::2]  # the low 32 bits of every register
    acc_t = np.int64 if form.integer else np.float64

    def matrix(row_ids: np.ndarray, kind: str, perm: np.ndarray, r: int, c: int) -> np.ndarray:
        regs = regs32[row_ids].reshape(k, -1, nw * 32).transpose(0, 2, 1)  # [k, threads, regs]
        el = fragment_elements(np.ascontiguousarray(regs).reshape(k * nw, 32, -1), kind)
        return el.reshape(k * nw, -1)[:, perm].reshape(k * nw, r, c).astype(acc_t, copy=False)

    def run(m: Mask) -> None:
        A = matrix(a_rows, form.a_kind, form.a_perm, form.mm, form.kk)
        B = matrix(b_rows, form.b_kind, form.b_perm, form.kk, form.nn)
        C = matrix(c_rows, form.c_kind, form.c_perm, form.mm, form.nn)
        D = (np.matmul(A, B) + C).reshape(k * nw, -1)[:, form.d_perm].reshape(k, nw * 32, 4)
        if form.integer:
            if form.satfinite:
                D = np.clip(D, -(2**31), 2**31 - 1)
            out = (D & 0xFFFFFFFF).astype(np.uint32)
        elif form.dtype == "f32":
            out = D.astype(np.float32).view(np.uint32)
        else:
            h = half_bits(D, False).astype(np.uint32)
            out = h[..., 0::2] | (h[..., 1::2] << np.uint32(16))
        vals = out.transpose(0, 2, 1).reshape(d_rows.size, nw * 32)
        if m is None:
            regs32[d_rows] = vals
        else:
            regs32[d_rows] = np.where(m, vals, regs32[d_rows])
    return run


@handler("mma")
def build_mma(dec: Decoder, ins: Instruction) -> Run:
    form, rows = _mma_form(dec, ins)
    return _mma_run(dec, form, [rows])


def fuse_mma(dec: Decoder, code: list[Instruction]) -> list[tuple[int, Run | None]]:
    """Split consecutive mma.sync into chunks of one form where no instruction reads or rewrites a
    register an earlier one of its chunk writes; each chunk of two or more runs as one closure."""
    chunks: list[tuple[_MmaForm, list[list[list[int]]]]] = []
    written: set[int] = set()
    for ins in code:
        form, rows = _mma_form(dec, ins)
        if chunks and chunks[-1][0].key() == form.key() and written.isdisjoint(r for part in rows for r in part):
            chunks[-1][1].append(rows)
        else:
            chunks.append((form, [rows]))
            written = set()
        written.update(rows[0])
    return [(len(rs), _mma_run(dec, form, rs) if len(rs) > 1 else None) for form, rs in chunks]


FUSERS["mma"] = fuse_mma


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
        mats = raw.view(np.uint16).reshape(wids.size, num, 8, 8)
        if trans:
            mats = mats.transpose(0, 1, 3, 2)
        rows, cols = LDMATRIX_LAYOUT
        frag = np.ascontiguousarray(mats[:, :, rows, cols]).view(np.uint32)[..., 0]  # [w, num, 32]
        dst_tids = ((wids * 32)[:, None] + np.arange(32)).reshape(-1)
        sel = None if m is None else m[dst_tids]
        for j, wr in enumerate(writers):
            vals = frag[:, j, :].reshape(-1)
            if sel is None:
                wr.put_idx(vals, dst_tids)
            else:
                wr.put_idx(vals[sel], dst_tids[sel])
    return run


@handler("stmatrix")
def build_stmatrix(dec: Decoder, ins: Instruction) -> Run:
    """stmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}.shared.b16 [p], {r...}: ldmatrix's inverse.  Lane l
    holds, in register j, elements (l / 4, 2 (l % 4) + {0, 1}) of matrix j (of its transpose with
    .trans); lanes 8j..8j+7 give the addresses of matrix j's eight 16-byte rows."""
    mods = ins.mods[1:]
    if "m8n8" not in mods or "b16" not in mods or "sync" not in mods or "aligned" not in mods:
        raise unsupported(ins)
    num = next((int(x[1:]) for x in mods if x in ("x1", "x2", "x4")), None)
    if num is None:
        raise unsupported(ins)
    trans = "trans" in mods
    regs = _regs_of(ins, ins.operands[1])
    if len(regs) != num or not all(isinstance(r, Reg) and not r.is_pred for r in regs):
        raise unsupported(ins, "source count")
    sources = [dec.reg_view(r, np.uint32) for r in regs]
    afn = address_fn(dec, ins, ins.operands[0])
    rows_lane = np.arange(8 * num)
    all_warps = np.arange(dec.n // 32)

    def run(m: Mask) -> None:
        wids = all_warps if m is None else np.unique(np.flatnonzero(m) >> 5)
        if m is not None and not m.reshape(-1, 32)[wids].all():
            raise unsupported(ins, "stmatrix needs all 32 lanes of the warp (.aligned)")
        lanes = ((wids * 32)[:, None] + np.arange(32)).reshape(-1)
        frag = np.stack([src[lanes].reshape(wids.size, 32) for src in sources], axis=1)  # [w, num, 32] uint32
        halves = np.ascontiguousarray(frag).view(np.uint16).reshape(wids.size, num, 32, 2)
        mats = np.empty((wids.size, num, 8, 8), dtype=np.uint16)
        rows, cols = LDMATRIX_LAYOUT
        mats[:, :, rows, cols] = halves
        if trans:
            mats = mats.transpose(0, 1, 3, 2)
        data = np.ascontiguousarray(mats).reshape(wids.size * num * 8, 16 // 2).view(np.uint8).reshape(-1, 16)
        row_tids = ((wids * 32)[:, None] + rows_lane).reshape(-1)
        access(dec, ins, "shared", row_tids, afn(row_tids), 16, data=data)
    return run
