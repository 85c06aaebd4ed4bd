"""Data movement and conversion: mov (incl. pack/unpack), cvt, cvta."""

from __future__ import annotations

import numpy as np

from ..syntax import Instruction, Sink, Vec
from ..core import Decoder, Mask, Run, handler, type_of, unsupported
from ..memory import LOCAL_WINDOW, SHARED_WINDOW
from ..ptxtypes import (TYPES, UINT_OF_BITS, PtxType, bf16_to_f32, f32_to_bf16, f32_to_tf32_rna)
from .fp import ftz, half_bits, round_to, saturate


@handler("mov")
def build_mov(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    d, a = ins.operands[0], ins.operands[1]
    if t.kind == "pred":
        src = dec.pred_src(ins, a)
        w = dec.dst(ins, d, t)
        if isinstance(src, tuple):
            view, neg = src
            return (lambda m: w.put(~view, m)) if neg else (lambda m: w.put(view, m))
        const = bool(src)
        return lambda m: w.put(np.bool_(const), m)
    if isinstance(a, Vec):  # pack: first element is the least significant
        ew = t.bits // len(a.items)
        et = TYPES[f"b{ew}"]
        parts = [dec.src(ins, o, et) for o in a.items]
        w = dec.dst(ins, d, TYPES[f"b{t.bits}"])
        ut = UINT_OF_BITS[t.bits]

        def pack(m: Mask) -> None:
            r = np.asarray(parts[0]).astype(ut)
            for i, p in enumerate(parts[1:], 1):
                r = r | (np.asarray(p).astype(ut) << ut.type(i * ew))
            w.put(r, m)
        return pack
    if isinstance(d, Vec):  # unpack
        ew = t.bits // len(d.items)
        et = TYPES[f"b{ew}"]
        src_v = dec.src(ins, a, TYPES[f"b{t.bits}"])
        ws = [dec.dst(ins, o, et) if not isinstance(o, Sink) else None for o in d.items]
        ut = UINT_OF_BITS[t.bits]
        emask = ut.type((1 << ew) - 1) if ew < 64 else None

        def unpack(m: Mask) -> None:
            v = np.asarray(src_v)
            for i, w in enumerate(ws):
                if w is not None:
                    w.put(((v >> ut.type(i * ew)) & emask).astype(et.dtype), m)
        return unpack
    src = dec.src(ins, a, t)
    w = dec.dst(ins, d, t)
    return lambda m: w.put(src, m)


_INT_ROUND = {"rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil}


def _float_in(x: np.ndarray | np.generic, t: PtxType) -> np.ndarray:
    if t.name == "bf16":
        return bf16_to_f32(x).astype(np.float64)
    return np.asarray(x).astype(np.float64)


def _to_int(x64: np.ndarray, dt: PtxType, rnd: str) -> np.ndarray:
    r = _INT_ROUND.get(rnd, np.trunc)(x64)
    info = np.iinfo(dt.dtype)
    r = np.where(np.isnan(r), 0.0, r)
    hi = float(info.max)
    big = r >= hi  # float(info.max) may round up past the range for 64-bit types
    r = np.clip(r, float(info.min), hi)
    out = np.where(big, 0, r).astype(dt.dtype)
    return np.where(big, dt.dtype.type(info.max), out)


@handler("cvt")
def build_cvt(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    ms = set(mods)
    types = [TYPES[m] for m in mods if m in TYPES]
    if len(types) != 2:
        raise unsupported(ins)
    dt, at = types
    rnd = next((m for m in mods if m in ("rn", "rz", "rm", "rp", "rna", "rni", "rzi", "rmi", "rpi", "rs")), "")
    sat = "sat" in ms or "satfinite" in ms
    relu = "relu" in ms
    use_ftz = "ftz" in ms
    ops = ins.operands
    if dt.kind == "x2":
        if at.name != "f32" or rnd != "rn" or len(ops) != 3:
            raise unsupported(ins)
        bf = dt.name == "bf16x2"
        a = dec.src(ins, ops[1], at)
        b = dec.src(ins, ops[2], at)
        w = dec.dst(ins, ops[0], dt)

        def cvt_x2(m: Mask) -> None:
            hi = np.asarray(a, dtype=np.float32)
            lo = np.asarray(b, dtype=np.float32)
            if relu:
                hi, lo = np.maximum(hi, 0), np.maximum(lo, 0)
            w.put(half_bits(lo, bf).astype(np.uint32) | (half_bits(hi, bf).astype(np.uint32) << np.uint32(16)), m)
        return cvt_x2
    a = dec.src(ins, ops[1], at)
    w = dec.dst(ins, ops[0], dt)
    if dt.name == "tf32":
        if at.name != "f32" or rnd not in ("rna", "rn"):
            raise unsupported(ins)
        w = dec.dst(ins, ops[0], TYPES["b32"])
        if rnd == "rna":
            return lambda m: w.put(f32_to_tf32_rna(a), m)

        def tf32_rn(m: Mask) -> None:
            b = np.asarray(a, dtype=np.float32).view(np.uint32)
            r = (b + np.uint32(0xFFF) + ((b >> np.uint32(13)) & np.uint32(1))) & np.uint32(0xFFFFE000)
            w.put(np.where(np.isfinite(np.asarray(a, dtype=np.float32)), r, b), m)
        return tf32_rn
    if dt.is_float and at.is_float:
        mode = rnd if rnd in ("rn", "rz", "rm", "rp") else "rn"
        int_rnd = rnd if rnd in _INT_ROUND else None
        if dt.name == "bf16" and mode not in ("rn", "rz"):
            raise unsupported(ins)

        def cvt_ff(m: Mask) -> None:
            x = _float_in(a, at)
            if use_ftz and at.name == "f32":
                x = ftz(x.astype(np.float32)).astype(np.float64)
            if int_rnd is not None:
                x = _INT_ROUND[int_rnd](x)
            if relu:
                x = np.maximum(x, 0)
            if sat:
                x = saturate(x)
            if dt.name == "bf16":
                f = round_to(x, np.dtype(np.float32), mode)
                bits = f32_to_bf16(f) if mode == "rn" else (f.view(np.uint32) >> np.uint32(16)).astype(np.uint16)
                w.put(bits, m)
                return
            r = round_to(x, dt.dtype, mode) if dt.name != "f64" else x
            if use_ftz and dt.name == "f32":
                r = ftz(r)
            w.put(r, m)
        return cvt_ff
    if at.is_float:  # float -> int
        if rnd not in _INT_ROUND:
            raise unsupported(ins, "float to int needs .rni/.rzi/.rmi/.rpi")

        def cvt_fi(m: Mask) -> None:
            x = _float_in(a, at)
            if use_ftz and at.name == "f32":
                x = ftz(x.astype(np.float32)).astype(np.float64)
            w.put(_to_int(x, dt, rnd), m)
        return cvt_fi
    if dt.is_float:  # int -> float
        mode = rnd if rnd in ("rn", "rz", "rm", "rp") else "rn"

        def cvt_if(m: Mask) -> None:
            x = np.asarray(a)
            if dt.name == "f64":
                w.put(x.astype(np.float64), m)
                return
            if x.dtype.itemsize == 8 and mode == "rn" and dt.name == "f32":
                r: np.ndarray = x.astype(np.float32)
            else:
                r = round_to(x.astype(np.float64), np.dtype(np.float32) if dt.name == "bf16" else dt.dtype, mode)
            if sat:
                r = saturate(r)
            if dt.name == "bf16":
                w.put(f32_to_bf16(r), m)
            else:
                w.put(r, m)
        return cvt_if
    # int -> int
    if sat:
        info = np.iinfo(dt.dtype)

        def cvt_sat(m: Mask) -> None:
            x = np.asarray(a)
            if x.dtype == np.uint64:
                x = np.minimum(x, np.uint64(2**63 - 1)).astype(np.int64)
            else:
                x = x.astype(np.int64)
            hi = min(int(info.max), 2**63 - 1)
            w.put(np.clip(x, int(info.min), hi).astype(dt.dtype), m)
        return cvt_sat
    return lambda m: w.put(np.asarray(a).astype(dt.dtype), m)


@handler("cvta")
def build_cvta(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    to = "to" in mods
    space = next((m for m in mods if m.split("::")[0] in ("global", "shared", "local", "const", "param")), None)
    if space is None:
        raise unsupported(ins)
    space = space.split("::")[0]
    t = type_of(ins)
    a = dec.src(ins, ins.operands[1], t)
    w = dec.dst(ins, ins.operands[0], t)
    if space in ("global", "const"):
        return lambda m: w.put(a, m)
    if space == "param":
        raise unsupported(ins, "param space pointers")
    base = t.dtype.type(SHARED_WINDOW if space == "shared" else LOCAL_WINDOW)
    if to:
        return lambda m: w.put(a - base, m)
    return lambda m: w.put(a + base, m)


