"""Integer and floating-point arithmetic, logic and bit manipulation."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..syntax import Instruction
from ..core import Decoder, Mask, Run, handler, mods_set, type_of, unsupported
from ..ptxtypes import SINT_OF_BITS, TYPES, UINT_OF_BITS, PtxType, bf16_to_f32
from .fp import (FORMATS, FloatFormat, canonical_nan, encode, fmt_dtype, ftz, min_max, round_exact, round_rn_lazy,
                 saturate, two_prod, two_sum, unpack_halves)

_ROUNDING = {"rn", "rz", "rm", "rp"}


def _srcs(dec: Decoder, ins: Instruction, types: list[PtxType]) -> list:
    return [dec.src(ins, op, t) for op, t in zip(ins.operands[1:], types)]


# --------------------------------------------------------------------------------------------
# Floating point
# --------------------------------------------------------------------------------------------

# An exact op maps float64 operands to the exact result as hi (+ lo residual, or None).
ExactOp = Callable[..., "np.ndarray | tuple[np.ndarray, np.ndarray | None]"]

# What float_run implements; any other modifier (.oob, ...) is refused rather than ignored.
_FLOAT_MODIFIERS = _ROUNDING | {"ftz", "sat", "relu", "approx", "full"}

# The format whose subnormals .ftz flushes, per instruction type (f32 and f16 arithmetic, the
# f64 approximations, bf16 ex2).
_FTZ_FORMATS = {"f32": "f32", "f16": "f16", "f16x2": "f16", "f64": "f64", "bf16": "bf16", "bf16x2": "bf16"}


def float_run(dec: Decoder, ins: Instruction, t: PtxType, nin: int, op: ExactOp,
              native_f32: Callable[..., np.ndarray] | None = None,
              addends: Callable[..., tuple[np.ndarray, np.ndarray]] | None = None,
              approx: Callable[..., np.ndarray] | None = None) -> Run:
    """Build a handler for a float op of `nin` inputs: d = round(op(inputs)).

    `op` gets float64 operands (exact images of f16/bf16/f32 values) and returns the exact
    result, or (hi, lo) with the residual of an error-free transformation; it is rounded
    once to the destination format with the instruction's rounding mode.  `native_f32`, when
    given, computes the same correctly rounded .rn result directly in float32 (fast path).
    `addends` names the two terms of a sum (add, sub, fma) for IEEE's sign of an exact zero.
    `approx`, for ops with a residual, computes fl64(op) alone; .rn results then evaluate the
    residual only where it can matter (fp.round_rn_lazy).
    """
    mods = mods_set(ins)
    mode = next((m for m in ins.mods[1:] if m in _ROUNDING), "rn")
    ftz_fmt = FORMATS[_FTZ_FORMATS[t.name]] if "ftz" in mods and t.name in _FTZ_FORMATS else None
    unknown = mods - _FLOAT_MODIFIERS - set(TYPES)
    if unknown:
        raise unsupported(ins, "modifier ." + " .".join(sorted(unknown)))
    sat = "sat" in mods
    relu = "relu" in mods
    w = dec.dst(ins, ins.operands[0], t)
    srcs = _srcs(dec, ins, [t] * nin)

    def _rn(xs: list[np.ndarray], fmt: FloatFormat) -> np.ndarray:
        if approx is None:  # the op's float64 result is exact or rounds innocuously
            return np.atleast_1d(np.asarray(_split(op(*xs))[0]).astype(fmt_dtype(fmt)))
        return round_rn_lazy(approx, lambda *v: _split(op(*v)), xs, fmt)

    if t.kind == "x2":
        fmt = FORMATS["bf16" if t.name == "bf16x2" else "f16"]
        bf = t.name == "bf16x2"

        def one_half(parts: list[np.ndarray]) -> np.ndarray:
            xs = [p.astype(np.float64) for p in parts]
            if ftz_fmt is not None:
                xs = [ftz(x, ftz_fmt) for x in xs]
            if mode == "rn" and not bf:
                r16 = _rn(xs, fmt)
                r16 = _result_modifiers(r16, relu, sat, ftz_fmt)
                return canonical_nan(r16, fmt).view(np.uint16).astype(np.uint32)
            r = round_exact(*_split(op(*xs)), fmt, mode)
            r = _result_modifiers(r, relu, sat, ftz_fmt)
            return encode(r, fmt).astype(np.uint32)

        def run_x2(m: Mask) -> None:
            halves = [unpack_halves(s, bf) for s in srcs]
            lo16 = one_half([h[0] for h in halves])
            hi16 = one_half([h[1] for h in halves])
            w.put(lo16 | (hi16 << np.uint32(16)), m)
        return run_x2
    if t.name not in ("f16", "bf16", "f32", "f64"):
        raise unsupported(ins, f"type .{t.name}")
    fmt = FORMATS[t.name]
    if t.name == "f32" and native_f32 is not None and mode == "rn" and ftz_fmt is None and not sat and not relu:
        def run_fast(m: Mask) -> None:
            w.put(canonical_nan(native_f32(*srcs), fmt), m)
        return run_fast
    widen = (lambda s: bf16_to_f32(s).astype(np.float64)) if t.name == "bf16" else \
        (lambda s: np.asarray(s, dtype=np.float64))

    def run(m: Mask) -> None:
        xs = [widen(s) for s in srcs]
        if ftz_fmt is not None:
            xs = [ftz(x, ftz_fmt) for x in xs]
        if mode == "rn" and t.name in ("f32", "f16"):
            rn = _rn(xs, fmt)
            rn = _result_modifiers(rn, relu, sat, ftz_fmt)
            w.put(canonical_nan(rn, fmt), m)
            return
        hi, lo = _split(op(*xs))
        r = hi if t.name == "f64" and mode == "rn" else round_exact(hi, lo, fmt, mode)
        if mode == "rm" and addends is not None:
            r = _rm_exact_zero(r, hi, *addends(*xs))
        r = _result_modifiers(r, relu, sat, ftz_fmt)
        if t.name == "bf16":
            w.put(encode(r, fmt), m)
        elif t.name == "f64":
            w.put(r, m)
        else:
            w.put(canonical_nan(np.atleast_1d(r.astype(t.dtype)), fmt).reshape(np.shape(r)), m)
    return run


def _result_modifiers(r: np.ndarray, relu: bool, sat: bool, ftz_fmt: FloatFormat | None) -> np.ndarray:
    """A rounded result's modifiers: .relu, then .sat, then .ftz."""
    if relu:
        r = _relu(r)
    if sat:
        r = saturate(r)
    if ftz_fmt is not None:
        r = ftz(r, ftz_fmt)
    return r


def _relu(r: np.ndarray) -> np.ndarray:
    """.relu: negative results (and -0) become +0; NaN stays NaN (made canonical later)."""
    return np.where(np.signbit(r) & ~np.isnan(r), np.zeros_like(r), r)


def _rm_exact_zero(r: np.ndarray, hi: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """IEEE 754: an exact zero sum is -0 when rounding toward -inf, unless both terms are +0."""
    both_pos_zero = (x == 0) & ~np.signbit(x) & (y == 0) & ~np.signbit(y)
    return np.where((hi == 0) & ~both_pos_zero, -0.0, r)


def _split(v: np.ndarray | tuple[np.ndarray, np.ndarray | None]) -> tuple[np.ndarray, np.ndarray | None]:
    if isinstance(v, tuple):
        return v
    return v, None


def _add(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return two_sum(a, b)


def _sub(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return two_sum(a, -b)


def _mul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return a * b  # exact: f32/f16/bf16 significands have at most 24 bits


def _fma(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return two_sum(a * b, c)


def _div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # A quotient of 24-bit significands is either an f32 value or at least 2^-48 (relative)
    # away from every one, far more than float64's rounding error: directed modes stay exact.
    return a / b


def _mul64(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return two_prod(a, b)


def _fma64(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    # a*b = ph + pl exactly; c + ph = s + e exactly; e + pl is rounded once (see the fidelity doc).
    ph, pl = two_prod(a, b)
    s, e = two_sum(ph, c)
    return two_sum(s, e + pl)


def _div64(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    q = a / b
    ph, pl = two_prod(q, b)
    rem = (a - ph) - pl  # sign of a - q*b decides directed rounding
    return q, np.where(np.isfinite(q) & (b != 0), rem / b, 0.0)


def _min_max(dec: Decoder, ins: Instruction, t: PtxType, is_max: bool) -> Run:
    """Float min/max with .NaN, .xorsign.abs and .ftz (rules in fp.min_max)."""
    mods = mods_set(ins)
    nan_prop = "NaN" in mods
    xorsign = "xorsign" in mods
    if "abs" in mods and not xorsign or len(ins.operands) != 3:
        raise unsupported(ins)
    ftz_fmt = FORMATS[_FTZ_FORMATS[t.name]] if "ftz" in mods and t.name in _FTZ_FORMATS else None

    def select(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        if ftz_fmt is not None:
            a, b = ftz(a, ftz_fmt), ftz(b, ftz_fmt)
        return min_max(a, b, is_max, nan_prop, xorsign)

    w = dec.dst(ins, ins.operands[0], t)
    srcs = _srcs(dec, ins, [t, t])
    if t.kind == "x2":
        bf = t.name == "bf16x2"
        fmt = FORMATS["bf16" if bf else "f16"]

        def run_x2(m: Mask) -> None:
            (al, ah), (bl, bh) = (unpack_halves(s, bf) for s in srcs)
            lo16 = encode(select(al.astype(np.float64), bl.astype(np.float64)), fmt).astype(np.uint32)
            hi16 = encode(select(ah.astype(np.float64), bh.astype(np.float64)), fmt).astype(np.uint32)
            w.put(lo16 | (hi16 << np.uint32(16)), m)
        return run_x2
    if t.name not in FORMATS:
        raise unsupported(ins)
    fmt = FORMATS[t.name]
    if t.name == "bf16":
        return lambda m: w.put(encode(select(*(bf16_to_f32(s).astype(np.float64) for s in srcs)), fmt), m)
    if t.name == "f64":
        return lambda m: w.put(select(*(np.asarray(s) for s in srcs)), m)

    if not (nan_prop or xorsign) and ftz_fmt is None:
        # numpy's fmin/fmax already return the non-NaN operand; only zeros of both signs
        # need the -0 < +0 order, so those few are redone.
        base = np.fmax if is_max else np.fmin

        def run_plain(m: Mask) -> None:
            a, b = np.broadcast_arrays(*(np.asarray(s) for s in srcs))
            r = np.atleast_1d(base(a, b))
            zero = r == 0
            if zero.any():
                r[zero] = select(np.atleast_1d(a)[zero], np.atleast_1d(b)[zero])
            w.put(canonical_nan(r, fmt).reshape(a.shape), m)
        return run_plain

    def run(m: Mask) -> None:
        r = select(*(np.asarray(s) for s in srcs))
        w.put(canonical_nan(np.atleast_1d(np.asarray(r, dtype=t.dtype)), fmt).reshape(np.shape(r)), m)
    return run


# --------------------------------------------------------------------------------------------
# Integer helpers
# --------------------------------------------------------------------------------------------

def _mulhi(a: np.ndarray, b: np.ndarray, t: PtxType) -> np.ndarray:
    if t.bits <= 32:
        wide = SINT_OF_BITS[64] if t.kind == "s" else UINT_OF_BITS[64]
        p = np.asarray(a).astype(wide) * np.asarray(b).astype(wide)
        return (p >> t.bits).astype(t.dtype)
    # 64x64 -> high 64 via 32-bit limbs (unsigned), then correct for signed operands.
    ua = np.asarray(a).astype(np.int64).view(np.uint64) if t.kind == "s" else np.asarray(a, dtype=np.uint64)
    ub = np.asarray(b).astype(np.int64).view(np.uint64) if t.kind == "s" else np.asarray(b, dtype=np.uint64)
    m32 = np.uint64(0xFFFFFFFF)
    s32 = np.uint64(32)
    al, ah, bl, bh = ua & m32, ua >> s32, ub & m32, ub >> s32
    ll = al * bl
    lh = al * bh
    hl = ah * bl
    hh = ah * bh
    mid = (ll >> s32) + (lh & m32) + (hl & m32)
    hi = hh + (lh >> s32) + (hl >> s32) + (mid >> s32)
    if t.kind == "s":
        hi = (hi - np.where(np.asarray(a) < 0, ub, 0).astype(np.uint64)
              - np.where(np.asarray(b) < 0, ua, 0).astype(np.uint64))
        return hi.view(np.int64)
    return hi


def _wide_type(t: PtxType) -> PtxType:
    return TYPES[f"{'s' if t.kind == 's' else 'u'}{t.bits * 2}"]


def _int_div(a: np.ndarray, b: np.ndarray, t: PtxType) -> np.ndarray:
    a = np.asarray(a, dtype=t.dtype)
    b = np.asarray(b, dtype=t.dtype)
    safe = np.where(b == 0, t.dtype.type(1), b)
    r = np.fmod(a, safe)
    q = (a - r) // safe
    if t.kind == "s":
        return np.where(b == 0, t.dtype.type(-1), q).astype(t.dtype)
    return np.where(b == 0, np.iinfo(t.dtype).max, q).astype(t.dtype)


def _int_rem(a: np.ndarray, b: np.ndarray, t: PtxType) -> np.ndarray:
    a = np.asarray(a, dtype=t.dtype)
    b = np.asarray(b, dtype=t.dtype)
    safe = np.where(b == 0, t.dtype.type(1), b)
    return np.where(b == 0, a, np.fmod(a, safe)).astype(t.dtype)


def _sat_s32(x: np.ndarray) -> np.ndarray:
    return np.clip(x, -(2**31), 2**31 - 1).astype(np.int32)


@handler("add", "sub", "mul", "mad", "fma", "div", "rem", "min", "max", "mul24", "mad24", "sad",
         "addc", "subc", "madc")
def build_arith(dec: Decoder, ins: Instruction) -> Run:
    op = ins.mods[0]
    t = type_of(ins)
    mods = mods_set(ins)
    if t.is_float or t.kind == "x2":
        f64 = t.name == "f64"
        if op == "add":
            return float_run(dec, ins, t, 2, _add, np.add, lambda a, b: (a, b), approx=np.add)
        if op == "sub":
            return float_run(dec, ins, t, 2, _sub, np.subtract, lambda a, b: (a, -b), approx=np.subtract)
        if op == "mul":
            return float_run(dec, ins, t, 2, _mul64 if f64 else _mul, np.multiply)
        if op in ("fma", "mad"):
            return float_run(dec, ins, t, 3, _fma64 if f64 else _fma, addends=lambda a, b, c: (a * b, c),
                             approx=lambda a, b, c: a * b + c)
        if op == "div":
            return float_run(dec, ins, t, 2, _div64 if f64 else _div)
        if op in ("min", "max"):
            return _min_max(dec, ins, t, op == "max")
        raise unsupported(ins)
    if op in ("addc", "subc", "madc") or "cc" in mods:
        return _build_carry(dec, ins, t)
    d = ins.operands[0]
    if op in ("add", "sub"):
        a, b = _srcs(dec, ins, [t, t])
        if "sat" in mods:
            if t.name != "s32":
                raise unsupported(ins)
            w = dec.dst(ins, d, t)
            sign = 1 if op == "add" else -1
            return lambda m: w.put(_sat_s32(a.astype(np.int64) + sign * np.asarray(b, np.int64)), m)
        w = dec.dst(ins, d, t)
        if op == "add":
            return lambda m: w.put(a + b, m)
        return lambda m: w.put(a - b, m)
    if op in ("mul", "mad"):
        if "wide" in mods:
            wt = _wide_type(t)
            a, b = _srcs(dec, ins, [t, t])
            w = dec.dst(ins, d, wt)
            if op == "mul":
                return lambda m: w.put(np.asarray(a).astype(wt.dtype) * np.asarray(b).astype(wt.dtype), m)
            addend = dec.src(ins, ins.operands[3], wt)
            return lambda m: w.put(np.asarray(a).astype(wt.dtype) * np.asarray(b).astype(wt.dtype) + addend, m)
        a, b = _srcs(dec, ins, [t, t])
        w = dec.dst(ins, d, t)
        c = dec.src(ins, ins.operands[3], t) if op == "mad" else None
        if "hi" in mods:
            if c is None:
                return lambda m: w.put(_mulhi(a, b, t), m)
            if "sat" in mods:
                return lambda m: w.put(_sat_s32(_mulhi(a, b, t).astype(np.int64) + np.asarray(c, np.int64)), m)
            return lambda m: w.put(_mulhi(a, b, t) + c, m)
        if c is None:
            return lambda m: w.put(a * b, m)
        return lambda m: w.put(a * b + c, m)
    if op in ("mul24", "mad24"):
        a, b = _srcs(dec, ins, [t, t])
        w = dec.dst(ins, d, t)
        c = dec.src(ins, ins.operands[3], t) if op == "mad24" else np.int64(0)

        def run24(m: Mask) -> None:
            sx = (lambda v: (np.asarray(v).astype(np.int64) << 40) >> 40) if t.kind == "s" else \
                (lambda v: np.asarray(v).astype(np.int64) & 0xFFFFFF)
            p = sx(a) * sx(b)
            r = (p >> 16) if "hi" in mods else p
            w.put((r + np.asarray(c).astype(np.int64)).astype(np.int64).astype(t.dtype), m)
        return run24
    if op == "div":
        a, b = _srcs(dec, ins, [t, t])
        w = dec.dst(ins, d, t)
        return lambda m: w.put(_int_div(a, b, t), m)
    if op == "rem":
        a, b = _srcs(dec, ins, [t, t])
        w = dec.dst(ins, d, t)
        return lambda m: w.put(_int_rem(a, b, t), m)
    if op in ("min", "max"):
        a, b = _srcs(dec, ins, [t, t])
        w = dec.dst(ins, d, t)
        if "relu" in mods:
            fn3 = np.minimum if op == "min" else np.maximum
            return lambda m: w.put(np.maximum(fn3(a, b), 0).astype(t.dtype), m)
        if op == "min":
            return lambda m: w.put(np.minimum(a, b), m)
        return lambda m: w.put(np.maximum(a, b), m)
    if op == "sad":
        a, b, c = _srcs(dec, ins, [t, t, t])
        w = dec.dst(ins, d, t)
        return lambda m: w.put((np.where(a > b, a - b, b - a) + c).astype(t.dtype), m)
    raise unsupported(ins)


def _build_carry(dec: Decoder, ins: Instruction, t: PtxType) -> Run:
    """add.cc / addc / sub.cc / subc / mad.lo.cc / madc with a per-thread carry flag."""
    op = ins.mods[0]
    mods = mods_set(ins)
    if t.bits not in (32, 64):
        raise unsupported(ins)
    if dec.carry is None:
        dec.carry = np.zeros(dec.n, dtype=np.uint64)
    carry = dec.carry
    ut = TYPES[f"u{t.bits}"]
    use_in = op in ("addc", "subc", "madc")
    set_out = "cc" in mods
    is_sub = op in ("sub", "subc")
    is_mad = op in ("mad", "madc")
    srcs = _srcs(dec, ins, [ut] * (3 if is_mad else 2))
    w = dec.dst(ins, ins.operands[0], ut)
    mask = np.uint64((1 << t.bits) - 1)

    def run(m: Mask) -> None:
        if is_mad:
            a, b, c = srcs
            prod = _mulhi(a, b, ut) if "hi" in mods else (np.asarray(a) * np.asarray(b)).astype(ut.dtype)
            x, y = prod, c
        else:
            x, y = srcs
        x = np.asarray(x, dtype=np.uint64)
        y = np.asarray(y, dtype=np.uint64)
        cin = carry if use_in else np.uint64(0)
        if is_sub:
            # x - y - borrow, carry flag holds the borrow.
            r = (x - y - cin) & mask
            cout = ((y + cin) > x) | ((cin == 1) & (y == mask))
        else:
            r = (x + y + cin) & mask
            if t.bits == 32:
                cout = ((x + y + cin) >> np.uint64(32)) != 0
            else:
                cout = (r < x) | ((cin == 1) & (r == x))
        w.put(r.astype(ut.dtype), m)
        if set_out:
            if m is None:
                carry[...] = cout
            else:
                np.copyto(carry, np.asarray(cout, dtype=np.uint64), where=m)
    return run


def _unary_int(fn: Callable[[np.ndarray], np.ndarray], dec: Decoder, ins: Instruction, t: PtxType,
               dt: PtxType | None = None) -> Run:
    (a,) = _srcs(dec, ins, [t])
    w = dec.dst(ins, ins.operands[0], dt or t)
    return lambda m: w.put(fn(a), m)


@handler("abs", "neg")
def build_abs_neg(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    op = ins.mods[0]
    if t.is_float or t.kind == "x2":
        if t.kind == "x2" or t.name == "bf16":
            # Pure sign-bit manipulation on the raw bits.
            raw = TYPES["b32"] if t.kind == "x2" else TYPES["b16"]
            sign = np.uint32(0x80008000) if t.kind == "x2" else np.uint16(0x8000)
            (a,) = _srcs(dec, ins, [raw])
            w = dec.dst(ins, ins.operands[0], raw)
            if op == "abs":
                return lambda m: w.put(a & ~sign, m)
            return lambda m: w.put(a ^ sign, m)
        fn = np.abs if op == "abs" else np.negative
        return float_run(dec, ins, t, 1, fn)
    if op == "abs":
        return _unary_int(np.abs, dec, ins, t)
    return _unary_int(np.negative, dec, ins, t)


def _popc(x: np.ndarray) -> np.ndarray:
    return np.bitwise_count(x).astype(np.uint32)


def _clz(x: np.ndarray, bits: int) -> np.ndarray:
    """Count leading zeros by binary search on the top bits."""
    x = np.asarray(x).astype(np.uint64)
    full = np.uint64((1 << bits) - 1) if bits < 64 else np.uint64(2**64 - 1)
    n = np.zeros(x.shape, dtype=np.uint32)
    for shift in (32, 16, 8, 4, 2, 1):
        if shift >= bits:
            continue
        zero = (x >> np.uint64(bits - shift)) == 0
        n += zero.astype(np.uint32) * np.uint32(shift)
        x = np.where(zero, (x << np.uint64(shift)) & full, x)
    n += ((x >> np.uint64(bits - 1)) == 0).astype(np.uint32)
    return n


_BREV8 = np.array([int(f"{i:08b}"[::-1], 2) for i in range(256)], dtype=np.uint8)


def _brev(x: np.ndarray, t: PtxType) -> np.ndarray:
    ut = UINT_OF_BITS[t.bits]
    b = np.ascontiguousarray(np.asarray(x, dtype=ut)).view(np.uint8).reshape(-1, t.bits // 8)
    return np.ascontiguousarray(_BREV8[b][:, ::-1]).view(ut).reshape(-1)


@handler("popc", "clz", "brev", "bfind", "fns")
def build_bits(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    op = ins.mods[0]
    u32 = TYPES["u32"]
    if op == "popc":
        return _unary_int(_popc, dec, ins, t, u32)
    if op == "clz":
        return _unary_int(lambda v: _clz(v, t.bits), dec, ins, t, u32)
    if op == "brev":
        return _unary_int(lambda v: _brev(v, t), dec, ins, t)
    if op == "bfind":
        shiftamt = "shiftamt" in mods_set(ins)

        def bfind(v: np.ndarray) -> np.ndarray:
            x = np.asarray(v)
            if t.kind == "s":
                x = np.where(x < 0, ~x, x)
            c = _clz(x.astype(UINT_OF_BITS[t.bits]), t.bits).astype(np.int64)
            pos = t.bits - 1 - c
            if shiftamt:
                pos = np.where(pos >= 0, t.bits - 1 - pos, -1)
            return np.where(c == t.bits, np.uint32(0xFFFFFFFF), pos.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)
        return _unary_int(bfind, dec, ins, t, u32)
    raise unsupported(ins)


@handler("bfe")
def build_bfe(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    u32 = TYPES["u32"]
    a = dec.src(ins, ins.operands[1], t)
    b = dec.src(ins, ins.operands[2], u32)
    c = dec.src(ins, ins.operands[3], u32)
    w = dec.dst(ins, ins.operands[0], t)
    bits = t.bits

    def run(m: Mask) -> None:
        pos = np.asarray(b, dtype=np.int64) & 0xFF
        ln = np.asarray(c, dtype=np.int64) & 0xFF
        x = np.asarray(a).astype(np.int64) if t.kind == "s" else np.asarray(a).astype(np.uint64).view(np.int64)
        sh = np.minimum(pos, 63)
        shifted = (x.view(np.uint64) >> sh.astype(np.uint64)).view(np.int64)
        lnc = np.minimum(ln, 63)
        field = shifted & ((np.int64(1) << lnc) - 1)
        if t.kind == "s":
            sbit_pos = np.minimum(pos + ln - 1, bits - 1)
            sign = (x >> np.maximum(sbit_pos, 0)) & 1
            neg = (sign == 1) & (ln > 0)
            field = np.where(neg, field | ~((np.int64(1) << lnc) - 1), field)
        field = np.where(ln == 0, 0, field)
        if t.kind != "s":
            field = np.where(pos >= bits, 0, field)
        w.put(field.astype(t.dtype) if t.kind == "s" else field.view(np.uint64).astype(t.dtype), m)
    return run


@handler("bfi")
def build_bfi(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    u32 = TYPES["u32"]
    ut = TYPES[f"u{t.bits}"]
    a = dec.src(ins, ins.operands[1], ut)
    b = dec.src(ins, ins.operands[2], ut)
    c = dec.src(ins, ins.operands[3], u32)
    d = dec.src(ins, ins.operands[4], u32)
    w = dec.dst(ins, ins.operands[0], ut)
    bits = t.bits

    def run(m: Mask) -> None:
        pos = np.asarray(c, dtype=np.uint64) & np.uint64(0xFF)
        ln = np.asarray(d, dtype=np.uint64) & np.uint64(0xFF)
        lnc = np.minimum(ln, np.uint64(bits))
        fmask = np.where(lnc >= 64, np.uint64(2**64 - 1), (np.uint64(1) << np.minimum(lnc, 63)) - np.uint64(1))
        posc = np.minimum(pos, np.uint64(63))
        fm = np.where(pos >= bits, np.uint64(0), fmask << posc)
        x = (np.asarray(a, dtype=np.uint64) << posc) & fm
        r = (np.asarray(b, dtype=np.uint64) & ~fm) | x
        w.put(r.astype(ut.dtype), m)
    return run


@handler("prmt")
def build_prmt(dec: Decoder, ins: Instruction) -> Run:
    if len(ins.mods) > 2 and ins.mods[2] != "b32":
        raise unsupported(ins, "prmt mode")
    u32 = TYPES["u32"]
    a = dec.src(ins, ins.operands[1], u32)
    b = dec.src(ins, ins.operands[2], u32)
    c = dec.src(ins, ins.operands[3], u32)
    w = dec.dst(ins, ins.operands[0], u32)

    def run(m: Mask) -> None:
        x = (np.asarray(a, dtype=np.uint64) | (np.asarray(b, dtype=np.uint64) << np.uint64(32)))
        sel = np.asarray(c, dtype=np.uint64)
        r = np.zeros(np.broadcast(x, sel).shape, dtype=np.uint64)
        for k in range(4):
            s = (sel >> np.uint64(4 * k)) & np.uint64(0xF)
            byte = (x >> ((s & np.uint64(7)) * np.uint64(8))) & np.uint64(0xFF)
            sign_fill = np.where(byte & np.uint64(0x80), np.uint64(0xFF), np.uint64(0))
            byte = np.where((s & np.uint64(8)) != 0, sign_fill, byte)
            r |= byte << np.uint64(8 * k)
        w.put(r.astype(np.uint32), m)
    return run


@handler("and", "or", "xor", "not", "cnot")
def build_logic(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    op = ins.mods[0]
    if t.kind == "pred":
        vals: list[np.ndarray | np.bool_] = []
        for o in ins.operands[1:]:
            s = dec.pred_src(ins, o)
            if isinstance(s, tuple):
                view, neg = s
                if neg:
                    raise unsupported(ins, "negated predicate source")
                vals.append(view)
            else:
                vals.append(s)
        w = dec.dst(ins, ins.operands[0], t)
        if op == "not":
            return lambda m: w.put(np.logical_not(vals[0]), m)
        fnp = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[op]
        return lambda m: w.put(fnp(vals[0], vals[1]), m)
    ut = TYPES[f"b{t.bits}"]
    srcs2 = _srcs(dec, ins, [ut] * (len(ins.operands) - 1))
    w = dec.dst(ins, ins.operands[0], ut)
    if op == "not":
        return lambda m: w.put(~srcs2[0], m)
    if op == "cnot":
        return lambda m: w.put((np.asarray(srcs2[0]) == 0).astype(ut.dtype), m)
    fn = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op]
    a, b = srcs2
    return lambda m: w.put(fn(a, b), m)


@handler("lop3")
def build_lop3(dec: Decoder, ins: Instruction) -> Run:
    t = TYPES["b32"]
    ops = ins.operands
    if len(ops) != 5 or ins.mods[1] != "b32":
        raise unsupported(ins)
    # As arrays (a register view stays the same view), so that ~ applies to an immediate too.
    a, b, c = (np.asarray(dec.src(ins, o, t)) for o in ops[1:4])
    lut = int(dec.src(ins, ops[4], TYPES["u32"]))
    w = dec.dst(ins, ops[0], t)

    def run(m: Mask) -> None:
        r = np.zeros(np.broadcast(a, b, c).shape, dtype=np.uint32)
        for i in range(8):
            if lut >> i & 1:
                r |= (a if i & 4 else ~a) & (b if i & 2 else ~b) & (c if i & 1 else ~c)
        w.put(r, m)
    return run


@handler("shl", "shr")
def build_shift(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    u32 = TYPES["u32"]
    a = dec.src(ins, ins.operands[1], t)
    b = dec.src(ins, ins.operands[2], u32)
    w = dec.dst(ins, ins.operands[0], t)
    bits = t.bits
    if ins.mods[0] == "shl":
        def shl(m: Mask) -> None:
            s = np.asarray(b, dtype=t.dtype)
            w.put(np.where(np.asarray(b) >= bits, t.dtype.type(0), np.left_shift(a, s % bits)), m)
        return shl
    if t.kind == "s":
        def sar(m: Mask) -> None:
            w.put(np.right_shift(a, np.minimum(np.asarray(b), bits - 1).astype(t.dtype)), m)
        return sar

    def shr(m: Mask) -> None:
        s = np.asarray(b, dtype=t.dtype)
        w.put(np.where(np.asarray(b) >= bits, t.dtype.type(0), np.right_shift(a, s % bits)), m)
    return shr


@handler("copysign")
def build_copysign(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    a, b = _srcs(dec, ins, [t, t])
    w = dec.dst(ins, ins.operands[0], t)
    return lambda m: w.put(np.copysign(b, a), m)


@handler("testp")
def build_testp(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    (a,) = _srcs(dec, ins, [t])
    w = dec.dst(ins, ins.operands[0], TYPES["pred"])
    kind = ins.mods[1]
    tiny = np.finfo(t.dtype).tiny
    fns: dict[str, Callable[[np.ndarray], np.ndarray]] = {
        "finite": np.isfinite, "infinite": np.isinf, "number": lambda x: ~np.isnan(x),
        "notanumber": np.isnan, # The ISA counts +0 and -0 as normal numbers.
        "normal": lambda x: np.isfinite(x) & ((np.abs(x) >= tiny) | (x == 0)),
        "subnormal": lambda x: (np.abs(x) < tiny) & (x != 0),
    }
    if kind not in fns:
        raise unsupported(ins)
    fn = fns[kind]
    return lambda m: w.put(fn(a), m)


@handler("shf")
def build_shf(dec: Decoder, ins: Instruction) -> Run:
    """Funnel shift of the 64-bit value {b:a} (b is the high word)."""
    mods = mods_set(ins)
    if "b32" not in mods or not ({"l", "r"} & mods) or not ({"wrap", "clamp"} & mods):
        raise unsupported(ins)
    t = TYPES["b32"]
    a, b, c = _srcs(dec, ins, [t, t, t])
    w = dec.dst(ins, ins.operands[0], t)
    left = "l" in mods
    wrap = "wrap" in mods

    def run(m: Mask) -> None:
        x = np.asarray(a, dtype=np.uint64) | (np.asarray(b, dtype=np.uint64) << np.uint64(32))
        cv = np.asarray(c, dtype=np.uint64)
        n = cv & np.uint64(31) if wrap else np.minimum(cv, np.uint64(32))
        if left:
            r = ((x << n) >> np.uint64(32)) & np.uint64(0xFFFFFFFF)
        else:
            r = (x >> n) & np.uint64(0xFFFFFFFF)
        w.put(r.astype(np.uint32), m)
    return run
