"""Comparisons and selects: setp, set, selp, slct."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..syntax import Instruction, Operand, PredPair
from ..core import Decoder, Mask, Run, Value, handler, type_of, unsupported
from ..ptxtypes import TYPES, PtxType, bf16_to_f32
from .fp import FORMATS, ftz


_ORDERED: dict[str, Callable[[Value, Value], np.ndarray]] = {
    "eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
    "gt": np.greater, "ge": np.greater_equal,
    "lo": np.less, "ls": np.less_equal, "hi": np.greater, "hs": np.greater_equal,
}


def compare_fn(ins: Instruction, cmp: str, t: PtxType) -> Callable[[Value, Value], np.ndarray]:
    if cmp in _ORDERED:
        base = _ORDERED[cmp]
        if t.is_float and cmp == "ne":
            # Ordered not-equal is false when either operand is NaN.
            return lambda a, b: (a != b) & ~np.isnan(a) & ~np.isnan(b)
        return base
    if cmp in ("equ", "neu", "ltu", "leu", "gtu", "geu"):
        base = _ORDERED[cmp[:2]]
        return lambda a, b: base(a, b) | np.isnan(a) | np.isnan(b)
    if cmp == "num":
        return lambda a, b: ~np.isnan(a) & ~np.isnan(b)
    if cmp == "nan":
        return lambda a, b: np.isnan(a) | np.isnan(b)
    raise unsupported(ins, f"comparison {cmp}")


def _operand_conv(ins: Instruction, t: PtxType) -> Callable[[Value], Value]:
    """How compared operands are read: bf16 bits widened; .ftz flushes f32/f16 subnormals."""
    if t.name == "bf16":
        return bf16_to_f32
    if "ftz" in ins.mods and t.name in ("f32", "f16"):
        fmt = FORMATS[t.name]
        return lambda x: ftz(np.asarray(x), fmt)
    return lambda x: x


def _combine(dec: Decoder, ins: Instruction, bop: str | None,
             c_op: Operand | None) -> Callable[[np.ndarray], np.ndarray]:
    if bop is None or c_op is None:
        return lambda r: r
    src = dec.pred_src(ins, c_op)
    fn = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[bop]
    if isinstance(src, tuple):
        view, neg = src
        if neg:
            return lambda r: fn(r, ~view)
        return lambda r: fn(r, view)
    return lambda r: fn(r, src)


@handler("setp")
def build_setp(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    cmp = mods[0]
    t = type_of(ins)
    bop = next((m for m in mods[1:] if m in ("and", "or", "xor")), None)
    f = compare_fn(ins, cmp, t)
    d = ins.operands[0]
    first, second = (d.first, d.second) if isinstance(d, PredPair) else (d, None)
    w1 = dec.dst(ins, first, TYPES["pred"])
    w2 = dec.dst(ins, second, TYPES["pred"]) if second is not None else None
    comb = _combine(dec, ins, bop, ins.operands[3] if bop else None)
    if t.kind == "x2":
        raise unsupported(ins, "packed comparison")
    a = dec.src(ins, ins.operands[1], t)
    b = dec.src(ins, ins.operands[2], t)
    conv = _operand_conv(ins, t)

    def run(m: Mask) -> None:
        r = f(conv(a), conv(b))
        w1.put(comb(r), m)
        if w2 is not None:
            if bop is None:
                w2.put(~r, m)
            else:
                w2.put(comb(~r), m)
    return run


@handler("set")
def build_set(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    cmp = mods[0]
    types = [TYPES[m] for m in mods if m in TYPES]
    if len(types) != 2:
        raise unsupported(ins)
    dt, st = types
    bop = next((m for m in mods[1:] if m in ("and", "or", "xor")), None)
    f = compare_fn(ins, cmp, st)
    if st.kind == "x2":
        raise unsupported(ins, "packed comparison")
    a = dec.src(ins, ins.operands[1], st)
    b = dec.src(ins, ins.operands[2], st)
    conv = _operand_conv(ins, st)
    comb = _combine(dec, ins, bop, ins.operands[3] if bop else None)
    w = dec.dst(ins, ins.operands[0], dt)
    one: np.generic
    zero: np.generic
    if dt.is_float:
        one, zero = dt.dtype.type(1.0), dt.dtype.type(0.0)
    elif dt.kind == "s":
        one, zero = dt.dtype.type(-1), dt.dtype.type(0)
    else:
        one, zero = dt.dtype.type(np.iinfo(dt.dtype).max), dt.dtype.type(0)
    return lambda m: w.put(np.where(comb(f(conv(a), conv(b))), one, zero), m)


@handler("selp")
def build_selp(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    a = dec.src(ins, ins.operands[1], t)
    b = dec.src(ins, ins.operands[2], t)
    c = dec.pred_src(ins, ins.operands[3])
    w = dec.dst(ins, ins.operands[0], t)
    if isinstance(c, tuple):
        view, neg = c
        if neg:
            return lambda m: w.put(np.where(view, b, a), m)
        return lambda m: w.put(np.where(view, a, b), m)
    const = bool(c)
    return lambda m: w.put(np.broadcast_to(a if const else b, (dec.n,)), m)


@handler("slct")
def build_slct(dec: Decoder, ins: Instruction) -> Run:
    types = [TYPES[x] for x in ins.mods[1:] if x in TYPES]
    if len(types) != 2:
        raise unsupported(ins)
    dt, ct = types
    a = dec.src(ins, ins.operands[1], dt)
    b = dec.src(ins, ins.operands[2], dt)
    c = dec.src(ins, ins.operands[3], ct)
    w = dec.dst(ins, ins.operands[0], dt)
    return lambda m: w.put(np.where(np.asarray(c) >= 0, a, b), m)


