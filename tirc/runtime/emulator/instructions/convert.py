"""Data movement and conversion: mov (incl. pack/unpack), cvt, cvta."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..syntax import Instruction, Sink, Vec
from ..core import Decoder, Mask, Run, Value, handler, type_of, unsupported
from ..memory import LOCAL_WINDOW, PARAM_WINDOW, SHARED_WINDOW
from ..ptxtypes import TYPES, UINT_OF_BITS, PtxType, bf16_to_f32
from .fp import (FORMATS, FloatFormat, canonical_nan, decode8, encode, f32_to_bf16_rn, ftz, round_exact,
                 saturate, unpack_halves)


@handler("mov")
def build_mov(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    d, a = ins.operands[0], ins.operands[1]
    if t.kind == "pred":
        pred = dec.pred_src(ins, a)
        w = dec.dst(ins, d, t)
        if isinstance(pred, tuple):
            view, neg = pred
            return (lambda m: w.put(~view, m)) if neg else (lambda m: w.put(view, m))
        const = bool(pred)
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
_FLOAT_ROUND = ("rn", "rna", "rz", "rm", "rp")
_F8 = {"e4m3x2": FORMATS["e4m3"], "e5m2x2": FORMATS["e5m2"]}


def _float_in(x: np.ndarray | np.generic, t: PtxType) -> np.ndarray:
    if t.name == "bf16":
        return bf16_to_f32(x).astype(np.float64)
    return np.asarray(x).astype(np.float64)


def _to_int(x64: np.ndarray, dt: PtxType, rnd: str) -> np.ndarray:
    """Float -> integer: round, saturate to the destination range, NaN -> 0 (the ISA's rule)."""
    r = _INT_ROUND[rnd](x64)
    info = np.iinfo(dt.dtype)
    r = np.where(np.isnan(r), 0.0, r)
    hi = float(info.max)
    big = r >= hi  # float(info.max) rounds up past the range for 64-bit types
    r = np.clip(r, float(info.min), hi)
    out = np.where(big, 0, r).astype(dt.dtype)
    return np.where(big, dt.dtype.type(info.max), out)


def _int_exact(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """An integer array as float64 hi + lo exactly (64-bit values need the residual)."""
    x = np.asarray(x)
    hi = x.astype(np.float64)
    if x.dtype.itemsize < 8:
        return hi, np.zeros_like(hi)
    # x - hi fits in an int64 (|x - hi| <= 2^10); 2^64 (a rounded u64) wraps to 0 like x does.
    hi_bits = np.where(hi >= 2.0 ** 63, hi - 2.0 ** 64, hi).astype(np.int64)
    lo = (x.view(np.int64) - hi_bits).astype(np.float64)
    return hi, lo


def _finish(r: np.ndarray, fmt_name: str, relu: bool, sat: bool, ftz_out: bool) -> np.ndarray:
    """Post-rounding modifiers on a float64 result already in the destination format."""
    if relu:  # negative results (and -0) become +0; NaN stays NaN
        r = np.where(np.signbit(r) & ~np.isnan(r), 0.0, r)
    if sat:
        r = saturate(r)
    if ftz_out:
        r = ftz(r, FORMATS[fmt_name])
    return r


@handler("cvt")
def build_cvt(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    ms = set(mods)
    types = [TYPES[m] for m in mods if m in TYPES]
    if len(types) != 2:
        raise unsupported(ins)
    dt, at = types
    rnd = next((m for m in mods if m in _FLOAT_ROUND or m in _INT_ROUND or m == "rs"), "")
    if rnd == "rs":
        raise unsupported(ins, "stochastic rounding")
    sat = "sat" in ms
    satfinite = "satfinite" in ms
    relu = "relu" in ms
    use_ftz = "ftz" in ms
    ops = ins.operands
    mode = rnd if rnd in _FLOAT_ROUND else "rn"
    if dt.kind in ("x2", "f8x2") and at.name == "f32":
        return _cvt_pair_from_f32(dec, ins, dt, mode, relu, satfinite)
    if dt.kind == "f8x2" and at.name == "f16x2":
        return _cvt_f8x2_from_f16x2(dec, ins, dt, relu, satfinite)
    if dt.name == "f16x2" and at.kind == "f8x2":
        return _cvt_f16x2_from_f8x2(dec, ins, at, relu)
    if dt.kind in ("x2", "f8x2") or at.kind in ("x2", "f8x2"):
        raise unsupported(ins)
    a = dec.src(ins, ops[1], at)
    if dt.name == "tf32":
        if at.name != "f32" or mode not in ("rna", "rn", "rz"):
            raise unsupported(ins)
        w = dec.dst(ins, ops[0], TYPES["b32"])
        tf32 = FORMATS["tf32"]

        def cvt_tf32(m: Mask) -> None:
            x = np.asarray(a, dtype=np.float32)
            r = _finish(round_exact(x.astype(np.float64), None, tf32, mode, satfinite), "tf32", relu, False, False)
            # tf32 keeps its NaN input's f32 bits: only the rounding of finite values is defined.
            w.put(np.where(np.isnan(x), x.view(np.uint32), encode(r, tf32)), m)
        return cvt_tf32
    w = dec.dst(ins, ops[0], dt)
    if dt.is_float and at.is_float:
        int_rnd = rnd if rnd in _INT_ROUND else None
        plain = not (relu or sat or satfinite or use_ftz or int_rnd) and mode == "rn"
        fast = _fast_float_cvt(at, dt) if plain else None
        if fast is not None:
            return lambda m: w.put(fast(a), m)
        fmt = FORMATS[dt.name]
        ftz_in = use_ftz and at.name == "f32"
        ftz_out = use_ftz and dt.name == "f32"

        def cvt_ff(m: Mask) -> None:
            x = _float_in(a, at)
            if ftz_in:
                x = ftz(x, FORMATS["f32"])
            if int_rnd is not None:
                x = _INT_ROUND[int_rnd](x)
            r = x if dt.name == "f64" else round_exact(x, None, fmt, mode, satfinite)
            r = _finish(r, dt.name, relu, sat, ftz_out)
            w.put(encode(r, fmt) if dt.name == "bf16" else _as_float(r, dt, fmt), m)
        return cvt_ff
    if at.is_float:  # float -> int
        if rnd not in _INT_ROUND:
            raise unsupported(ins, "float to int needs .rni/.rzi/.rmi/.rpi")

        def cvt_fi(m: Mask) -> None:
            x = _float_in(a, at)
            if use_ftz and at.name == "f32":
                x = ftz(x, FORMATS["f32"])
            w.put(_to_int(x, dt, rnd), m)
        return cvt_fi
    if dt.is_float:  # int -> float
        fmt = FORMATS[dt.name]
        if mode == "rn" and not (sat or relu or satfinite) and dt.name != "bf16":
            # numpy's integer -> f16/f32/f64 casts round to nearest even in one step.
            return lambda m: w.put(np.asarray(a).astype(dt.dtype), m)

        def cvt_if(m: Mask) -> None:
            hi, lo = _int_exact(np.asarray(a))
            r = _finish(round_exact(hi, lo, fmt, mode, satfinite), dt.name, relu, sat, False)
            w.put(encode(r, fmt) if dt.name == "bf16" else _as_float(r, dt, fmt), m)
        return cvt_if
    # int -> int: sign- or zero-extend from the source type, then wrap (or .sat clamp).
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


def _fast_float_cvt(at: PtxType, dt: PtxType) -> Callable[[Value], np.ndarray] | None:
    """Plain .rn float conversions, which numpy's casts round correctly (f64 -> f16 included)."""
    src = (lambda x: bf16_to_f32(x)) if at.name == "bf16" else (lambda x: np.asarray(x))
    if dt.name == "bf16":
        if at.name in ("f32", "f16", "bf16"):  # all exact in f32, then one bf16 rounding
            return lambda x: f32_to_bf16_rn(np.asarray(src(x), dtype=np.float32))
        return None
    fmt = FORMATS[dt.name]
    if dt.name == "f64":
        return lambda x: np.asarray(src(x)).astype(np.float64)
    return lambda x: canonical_nan(np.atleast_1d(np.asarray(src(x)).astype(dt.dtype)), fmt).reshape(np.shape(x))


def _as_float(r: np.ndarray, dt: PtxType, fmt: FloatFormat) -> np.ndarray:
    """A float64 result in dt's format as dt's numpy type, NaN made canonical (f16/f32)."""
    out = np.atleast_1d(np.asarray(r).astype(dt.dtype))
    if dt.name == "f64":
        return out.reshape(np.shape(r))
    return canonical_nan(out, fmt).reshape(np.shape(r))


def _cvt_pair_from_f32(dec: Decoder, ins: Instruction, dt: PtxType, mode: str, relu: bool,
                       satfinite: bool) -> Run:
    """cvt{.rn,.rz}{.relu}{.satfinite}.{f16x2,bf16x2,e4m3x2,e5m2x2}.f32 d, a, b: a -> high half."""
    ops = ins.operands
    if len(ops) != 3:
        raise unsupported(ins)
    if dt.kind == "f8x2":
        if mode != "rn" or not satfinite:
            raise unsupported(ins, "f8 conversions are .rn.satfinite")
        shift: np.unsignedinteger = np.uint16(8)
        fmt = _F8[dt.name]
    else:
        if mode not in ("rn", "rz"):
            raise unsupported(ins)
        fmt, shift = FORMATS["bf16" if dt.name == "bf16x2" else "f16"], np.uint32(16)
    f32 = TYPES["f32"]
    a = dec.src(ins, ops[1], f32)
    b = dec.src(ins, ops[2], f32)
    w = dec.dst(ins, ops[0], TYPES["b16" if dt.kind == "f8x2" else "b32"])
    wide = np.uint16 if dt.kind == "f8x2" else np.uint32

    def one(x: Value) -> np.ndarray:
        if mode == "rn" and not (relu or satfinite) and dt.kind == "x2":
            if fmt.name == "bf16":
                return f32_to_bf16_rn(x).astype(wide)
            return canonical_nan(np.atleast_1d(np.asarray(x).astype(np.float16)), fmt).view(np.uint16).astype(wide)
        r = round_exact(np.asarray(x, dtype=np.float64), None, fmt, mode, satfinite)
        return encode(_finish(r, fmt.name, relu, False, False), fmt).astype(wide)

    return lambda m: w.put(one(b) | (one(a) << shift), m)


def _cvt_f8x2_from_f16x2(dec: Decoder, ins: Instruction, dt: PtxType, relu: bool, satfinite: bool) -> Run:
    if not satfinite or "rn" not in ins.mods:
        raise unsupported(ins, "f8 conversions are .rn.satfinite")
    fmt = _F8[dt.name]
    a = dec.src(ins, ins.operands[1], TYPES["b32"])
    w = dec.dst(ins, ins.operands[0], TYPES["b16"])

    def one(x: np.ndarray) -> np.ndarray:
        r = round_exact(x.astype(np.float64), None, fmt, "rn", True)
        return encode(_finish(r, fmt.name, relu, False, False), fmt).astype(np.uint16)

    def run(m: Mask) -> None:
        lo, hi = unpack_halves(a, False)
        w.put(one(lo) | (one(hi) << np.uint16(8)), m)
    return run


def _cvt_f16x2_from_f8x2(dec: Decoder, ins: Instruction, at: PtxType, relu: bool) -> Run:
    fmt = _F8[at.name]
    a = dec.src(ins, ins.operands[1], TYPES["b16"])
    w = dec.dst(ins, ins.operands[0], TYPES["b32"])
    f16 = FORMATS["f16"]

    def one(bits: np.ndarray) -> np.ndarray:
        x = decode8(bits, fmt)  # every e4m3/e5m2 value is an f16 value
        return encode(_finish(x, "f16", relu, False, False), f16).astype(np.uint32)

    def run(m: Mask) -> None:
        v = np.asarray(a, dtype=np.uint16)
        w.put(one(v & np.uint16(0xFF)) | (one(v >> np.uint16(8)) << np.uint32(16)), m)
    return run


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
    if space == "param" and (to or t.bits != 64):
        raise unsupported(ins, "only cvta.param.u64 from a kernel parameter's address")
    base = t.dtype.type({"shared": SHARED_WINDOW, "local": LOCAL_WINDOW, "param": PARAM_WINDOW}[space])
    if to:
        return lambda m: w.put(a - base, m)
    return lambda m: w.put(a + base, m)


