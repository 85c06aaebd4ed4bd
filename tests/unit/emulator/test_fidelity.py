"""Bit-exactness of the PTX emulator where the PTX ISA defines the result exactly.

CUDA kernels (corpus/fidelity.cu, compiled by NVRTC) and hand-written PTX (for modifiers CUDA
cannot express) run in the emulator; their outputs are compared bit for bit with references
computed here independently: exact rational arithmetic (fractions.Fraction) rounded by a
scalar implementation of each rounding mode, numpy's IEEE float32/float16 arithmetic, Python
integers, torch's float8/bfloat16 casts, and the CUDA documentation's shuffle formulas.

NaN results are the canonical NaNs the CUDA programming guide and the ISA name: 0x7fffffff
for f32, 0x7fff for f16 and bf16, 0x7f for e4m3 and e5m2.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import pytest

from tirc.runtime.emulator import Emulator, EmulatorError, PtxModule

CORPUS_DIR = Path(__file__).resolve().parent / "corpus"

# ------------------------------------------------------------------------------------------
# Reference rounding: exact rationals, one scalar branch per mode
# ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Fmt:
    fraction_bits: int
    emin: int
    emax: int
    nan_bits: int
    top_fraction: float | None = None  # e4m3 stops at 1.75 * 2^emax (no infinity)

    @property
    def max_finite(self) -> Fraction:
        top = Fraction(self.top_fraction) if self.top_fraction is not None else 2 - Fraction(1, 2**self.fraction_bits)
        return top * Fraction(2) ** self.emax


F32 = Fmt(23, -126, 127, 0x7FFFFFFF)
F16 = Fmt(10, -14, 15, 0x7FFF)
BF16 = Fmt(7, -126, 127, 0x7FFF)
TF32 = Fmt(10, -126, 127, 0x7FFFFFFF)
F64 = Fmt(52, -1022, 1023, 0x7FFFFFFFFFFFFFFF)
E4M3 = Fmt(3, -6, 8, 0x7F, top_fraction=1.75)
E5M2 = Fmt(2, -14, 15, 0x7F)

MODES = ("rn", "rz", "rd", "ru")  # CUDA's names for .rn .rz .rm .rp


def round_rational(x: Fraction, fmt: Fmt, mode: str, satfinite: bool = False) -> float:
    """The value of exact x rounded to fmt (a Python float; -0.0 when x rounds to zero below 0)."""
    if x == 0:
        return 0.0
    sign = -1 if x < 0 else 1
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    ulp = Fraction(2) ** (max(e, fmt.emin) - fmt.fraction_bits)
    q = math.floor(a / ulp)
    rest = a - q * ulp
    half = ulp / 2
    if mode == "rn":
        up = rest > half or (rest == half and q % 2 == 1)
    elif mode == "rna":
        up = rest >= half
    elif mode == "rz":
        up = False
    elif mode == "rd":
        up = sign < 0 and rest != 0
    elif mode == "ru":
        up = sign > 0 and rest != 0
    else:
        raise ValueError(mode)
    mag = (q + up) * ulp
    if mag > fmt.max_finite:
        to_inf = {"rn": True, "rna": True, "rz": False, "rd": sign < 0, "ru": sign > 0}[mode]
        return sign * (float(fmt.max_finite) if satfinite or not to_inf else math.inf)
    return math.copysign(float(mag), sign)


def exact_zero_sign(mode: str, terms: Sequence[float]) -> float:
    """IEEE 754's sign of an exact zero sum: zeros of one sign keep it (x + x); any other exact
    zero is +0, or -0 when rounding toward -inf."""
    signs = {math.copysign(1, t) for t in terms}
    if all(t == 0 for t in terms) and len(signs) == 1:
        return math.copysign(0.0, signs.pop())
    return -0.0 if mode == "rd" else 0.0


def bits_of(values: Sequence[float], dtype: type, fmt: Fmt) -> np.ndarray:
    """Bit patterns of Python floats representable in a numpy dtype; NaN -> canonical NaN."""
    arr = np.array(values, dtype=np.float64).astype(dtype)
    ut = np.dtype(f"u{arr.itemsize}")
    bits = arr.view(ut).copy()
    bits[np.isnan(arr)] = fmt.nan_bits
    return bits


def bf16_bits(values: Sequence[float]) -> np.ndarray:
    """bf16 bit patterns of Python floats that are bf16 values (NaN -> 0x7fff)."""
    f = np.array(values, dtype=np.float64).astype(np.float32)
    bits = (f.view(np.uint32) >> 16).astype(np.uint16)
    bits[np.isnan(f)] = BF16.nan_bits
    return bits


def f32_of_bits(bits: Sequence[int]) -> np.ndarray:
    return np.array(bits, dtype=np.uint32).view(np.float32)


def assert_bits(label: str, got: np.ndarray, want: np.ndarray, inputs: Sequence[np.ndarray] = (),
                keep: np.ndarray | None = None) -> None:
    """Bitwise equality; `keep` selects the elements checked (of got, want and inputs)."""
    if keep is not None:
        got, want, inputs = got[keep], want[keep], [np.asarray(x).reshape(-1)[keep] for x in inputs]
    got = np.ascontiguousarray(got)
    want = np.ascontiguousarray(want).astype(got.dtype)
    bad = np.flatnonzero(got != want)
    if bad.size:
        w = 2 * got.itemsize
        rows = []
        for i in bad[:6]:
            ins = ", ".join(f"{np.asarray(x).reshape(-1)[i]!r}" for x in inputs)
            rows.append(f"[{i}] inputs ({ins}): got 0x{int(got[i]):0{w}x} want 0x{int(want[i]):0{w}x}")
        pytest.fail(f"{label}: {bad.size}/{got.size} results differ\n  " + "\n  ".join(rows))


# ------------------------------------------------------------------------------------------
# Running kernels
# ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class OutBuf:
    dtype: type
    count: int
    init: np.ndarray | None = None


def run_kernel(ptx: str, kernel: str, args: Sequence[np.ndarray | OutBuf | int], threads: int,
               block: int = 128) -> list[np.ndarray]:
    """Launch over `threads` threads; returns the OutBuf arguments' contents, in order."""
    emu = Emulator(PtxModule.parse(ptx))
    values: list[int] = []
    outs: list[tuple[int, OutBuf]] = []
    for a in args:
        if isinstance(a, OutBuf):
            nbytes = a.count * np.dtype(a.dtype).itemsize
            addr = emu.alloc(nbytes)
            if a.init is None:
                emu.fill(addr, nbytes, 0xFF)
            else:
                emu.copy_to_device(addr, np.ascontiguousarray(a.init, dtype=a.dtype))
            values.append(addr)
            outs.append((addr, a))
        elif isinstance(a, np.ndarray):
            values.append(emu.to_device(a))
        else:
            values.append(int(a))
    block = min(block, threads)
    emu.launch(kernel, grid=(-(-threads // block),), block=(block,), args=values)
    return [emu.from_device(addr, o.count, o.dtype) for addr, o in outs]


@pytest.fixture(scope="module")
def fidelity_ptx(nvrtc_compiler) -> Callable[..., str]:
    source = (CORPUS_DIR / "fidelity.cu").read_text()

    def compile_(options: Sequence[str] = ()) -> str:
        return nvrtc_compiler.compile(source, "sm_80", "fidelity.cu", options=tuple(options))
    return compile_


# ------------------------------------------------------------------------------------------
# Inputs: specials, boundaries, ties and random values over the whole exponent range
# ------------------------------------------------------------------------------------------

F32_MIN_NORMAL = 2.0**-126
F32_SPECIALS = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 3.0, 1e-45, -1e-45, 2.0**-149 * 3, 1.1754942e-38,
                -1.1754942e-38, F32_MIN_NORMAL, 3.4028235e38, -3.4028235e38, 1.7014118e38, math.inf, -math.inf,
                math.nan, 1.0 + 2.0**-23, 16777216.0, 16777217.0, 2.0**31, -2.0**31, 2.0**32, 2.0**63, -2.0**63,
                2.0**64, 4294967295.0, 0.49999997, -0.5, 1e10, -1e10, 65504.0, 65520.0, 3.0e-5]


def f32_inputs(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Three f32 operand arrays: all pairs of specials, ties for add/fma, random magnitudes."""
    sp = np.array(F32_SPECIALS, dtype=np.float32)
    a_sp, b_sp = np.meshgrid(sp, sp)
    a_sp, b_sp = a_sp.ravel(), b_sp.ravel()
    # Ties and near ties for the sum (1 + 2^-24 is halfway between two f32 values).
    ties_a = np.array([1.0, 1.0, 1.0, -1.0, 3.0, 1.0], dtype=np.float32)
    ties_b = np.array([2.0**-24, 2.0**-24 + 2.0**-47, 3 * 2.0**-24, -(2.0**-24), 2.0**-23, -(2.0**-25)], dtype=np.float32)
    k = n - a_sp.size - ties_a.size
    def rand():
        return (rng.standard_normal(k) * np.exp2(rng.integers(-150, 128, k))).astype(np.float32)
    a = np.concatenate([a_sp, ties_a, rand()])
    b = np.concatenate([b_sp, ties_b, rand()])
    c = np.concatenate([b_sp[::-1], -ties_b, rand()])
    # Exact cancellations of the fma's product and addend.
    with np.errstate(over="ignore"):
        c[-8:] = -(a[-8:].astype(np.float64) * b[-8:]).astype(np.float32)
    a[-4:], b[-4:] = np.float32(3.0), np.float32(1.0 / 3.0)
    return a, b, c


def frac(x: float) -> Fraction:
    return Fraction(x)


def f32_reference(op: str, mode: str, x: float, y: float, z: float) -> float:
    """One f32 operation per IEEE 754 in CUDA's rounding mode `mode`."""
    specials = [x, y, z] if op == "fma" else [x, y] if op in ("add", "sub", "mul", "div") else [x]
    with np.errstate(all="ignore"):
        if not all(math.isfinite(v) for v in specials) or (op == "div" and y == 0) \
                or (op == "rcp" and x == 0) or (op == "sqrt" and x < 0):
            f = {"add": lambda: np.float64(x) + y, "sub": lambda: np.float64(x) - y,
                 "mul": lambda: np.float64(x) * y, "fma": lambda: np.float64(x) * y + z,
                 "div": lambda: np.float64(x) / y, "sqrt": lambda: np.sqrt(np.float64(x)),
                 "rcp": lambda: 1.0 / np.float64(x)}[op]
            return float(f())
    if op == "sqrt":
        # Round sqrt exactly: bracket the root on the f32 grid with integer square roots.
        return _sqrt_rounded(x, mode)
    exact = {"add": lambda: frac(x) + frac(y), "sub": lambda: frac(x) - frac(y),
             "mul": lambda: frac(x) * frac(y), "fma": lambda: frac(x) * frac(y) + frac(z),
             "div": lambda: frac(x) / frac(y), "rcp": lambda: 1 / frac(x)}[op]()
    if exact == 0:
        if op == "mul" or op == "div":
            return math.copysign(0.0, math.copysign(1, x) * math.copysign(1, y))
        terms = {"add": (x, y), "sub": (x, -y), "fma": (math.copysign(0.0, math.copysign(1, x) * math.copysign(1, y))
                                                        if x * y == 0 else x * y, z)}[op]
        return exact_zero_sign(mode, terms)
    return round_rational(exact, F32, mode)


def _sqrt_rounded(x: float, mode: str) -> float:
    if x == 0:
        return x
    # sqrt(x) scaled so that one f32 ulp of the result is 1: s = sqrt(x * 4^k).
    e = math.frexp(math.sqrt(x))[1] - 1
    k = 23 - e
    scaled = frac(x) * Fraction(4) ** k
    root = math.isqrt(math.floor(scaled))  # floor(sqrt(floor(s))) == floor(sqrt(s))
    exact = root * root == scaled
    mid = Fraction(2 * root + 1, 2) ** 2  # (root + 1/2)^2
    if mode == "rn":
        up = scaled > mid  # a square root is never exactly halfway
    elif mode == "ru":
        up = not exact
    else:
        up = False
    return float(Fraction(root + up) / Fraction(2) ** k)


# ------------------------------------------------------------------------------------------
# f32 arithmetic in every rounding mode
# ------------------------------------------------------------------------------------------

def test_f32_arithmetic_is_correctly_rounded_in_every_mode(fidelity_ptx) -> None:
    rng = np.random.default_rng(11)
    n = 1664
    a, b, c = f32_inputs(rng, n)
    (out,) = run_kernel(fidelity_ptx(), "f32_rounding", [a, b, c, OutBuf(np.float32, 28 * n), n], n)
    rows = out.reshape(28, n)
    for r, (op, mode) in enumerate((op, m) for op in ("add", "sub", "mul", "fma", "div", "sqrt", "rcp") for m in MODES):
        want = [f32_reference(op, mode, float(x), float(y), float(z)) for x, y, z in zip(a, b, c)]
        assert_bits(f"{op}.{mode}.f32", rows[r].view(np.uint32), bits_of(want, np.float32, F32), (a, b, c))


# ------------------------------------------------------------------------------------------
# .ftz, min/max NaN rules and .sat on f32
# ------------------------------------------------------------------------------------------

def _ftz32(x: np.ndarray) -> np.ndarray:
    return np.where(np.abs(x) < np.float32(F32_MIN_NORMAL), np.copysign(np.float32(0), x), x).astype(np.float32)


def _minmax(x: float, y: float, is_max: bool, nan_propagates: bool = False) -> float:
    """PTX min/max: one NaN -> the other operand (.NaN: NaN), -0.0 orders below +0.0."""
    if math.isnan(x) or math.isnan(y):
        if nan_propagates or (math.isnan(x) and math.isnan(y)):
            return math.nan
        return y if math.isnan(x) else x
    kx, ky = (x, math.copysign(1, x)), (y, math.copysign(1, y))
    return x if (kx > ky) == is_max and kx != ky else y if kx != ky else x


@pytest.mark.parametrize("flush", [False, True], ids=["default", "ftz"])
def test_f32_subnormals_min_max_and_saturate(fidelity_ptx, flush: bool) -> None:
    ptx = fidelity_ptx(("-ftz=true",) if flush else ())
    assert ("mul.ftz.f32" in ptx) == flush
    rng = np.random.default_rng(12)
    n = 1664
    a, b, c = f32_inputs(rng, n)
    # Many subnormal operands and products that land among the subnormals.
    a[-300:-100] = (rng.standard_normal(200) * 2.0**-130).astype(np.float32)
    b[-300:-200] = (rng.standard_normal(100) * 2.0**-2).astype(np.float32)
    (out,) = run_kernel(ptx, "f32_ftz", [a, b, c, OutBuf(np.float32, 8 * n), n], n)
    rows = out.reshape(8, n)
    fa, fb, fc = (_ftz32(v) for v in (a, b, c)) if flush else (a, b, c)
    fin = _ftz32 if flush else (lambda v: np.asarray(v, dtype=np.float32))
    with np.errstate(all="ignore"):
        refs = {
            "mul": fin(fa * fb),
            "add": fin(fa + fb),
            "fma": fin(np.array([f32_reference("fma", "rn", float(x), float(y), float(z)) for x, y, z in zip(fa, fb, fc)],
                                dtype=np.float32)),
            "div": fin(fa / fb),
            "sqrt": fin(np.sqrt(fa)),
            "fminf": np.array([_minmax(float(x), float(y), False) for x, y in zip(fa, fb)], dtype=np.float32),
            "fmaxf": np.array([_minmax(float(x), float(y), True) for x, y in zip(fa, fb)], dtype=np.float32),
        }
    for r, (name, want) in enumerate(refs.items()):
        assert_bits(f"{name} ({'ftz' if flush else 'subnormals kept'})", rows[r].view(np.uint32),
                    bits_of(want.astype(np.float64), np.float32, F32), (a, b, c))
    # __saturatef: clamp to [0, 1], NaN -> +0 (the sign of a -0 input is not checked).
    sat = np.where(np.isnan(fa), np.float32(0), np.clip(fa, np.float32(0), np.float32(1)))
    keep = ~((fa == 0) & np.signbit(fa))
    assert_bits("__saturatef", rows[7].view(np.uint32), bits_of(sat.astype(np.float64), np.float32, F32), (a,), keep)


# ------------------------------------------------------------------------------------------
# f16 / f16x2 / bf16 arithmetic
# ------------------------------------------------------------------------------------------

F16_SPECIAL_BITS = [0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x8400, 0x3C00, 0xBC00, 0x3800, 0x7BFF, 0xFBFF,
                    0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE00, 0x3C01, 0x1400, 0x0200]


def f16_inputs(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    sp = np.array(F16_SPECIAL_BITS, dtype=np.uint16)
    a_sp, b_sp = (g.ravel() for g in np.meshgrid(sp, sp))
    k = n - a_sp.size

    def rand() -> np.ndarray:
        bits = rng.integers(0, 0x10000, k).astype(np.uint16)
        return np.where((bits & 0x7C00) == 0x7C00, bits & 0xBFFF, bits).astype(np.uint16)  # finite

    return (np.concatenate([a_sp, rand()]), np.concatenate([b_sp, rand()]), np.concatenate([b_sp[::-1], rand()]))


def _half_value(bits: np.ndarray) -> list[float]:
    return [float(v) for v in np.asarray(bits, dtype=np.uint16).view(np.float16).astype(np.float64)]


def _bf16_value(bits: np.ndarray) -> list[float]:
    return [float(v) for v in (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)]


def _small_float_reference(op: str, x: float, y: float, z: float, fmt: Fmt) -> float:
    """add/sub/mul/fma of f16 or bf16 values, rounded to nearest even (specials via float64)."""
    if not all(math.isfinite(v) for v in (x, y, z)):
        with np.errstate(all="ignore"):
            return float({"add": np.float64(x) + y, "sub": np.float64(x) - y, "mul": np.float64(x) * y,
                          "fma": np.float64(x) * y + z}[op])
    exact = {"add": frac(x) + frac(y), "sub": frac(x) - frac(y), "mul": frac(x) * frac(y),
             "fma": frac(x) * frac(y) + frac(z)}[op]
    if exact == 0:
        if op == "mul":
            return math.copysign(0.0, math.copysign(1, x) * math.copysign(1, y))
        p = math.copysign(0.0, math.copysign(1, x) * math.copysign(1, y)) if x * y == 0 else x * y
        return exact_zero_sign("rn", {"add": (x, y), "sub": (x, -y), "fma": (p, z)}[op])
    return round_rational(exact, fmt, "rn")


def _sat(v: float) -> float:
    return 0.0 if math.isnan(v) else min(max(v, 0.0), 1.0)


def test_f16_arithmetic_min_max_and_saturation(fidelity_ptx) -> None:
    rng = np.random.default_rng(13)
    n = 1024
    a, b, c = f16_inputs(rng, n)
    (out,) = run_kernel(fidelity_ptx(), "f16_ops", [a, b, c, OutBuf(np.uint16, 10 * n), n], n)
    rows = out.reshape(10, n)
    xs, ys, zs = _half_value(a), _half_value(b), _half_value(c)
    def ref(op):
        return [_small_float_reference(op, x, y, z, F16) for x, y, z in zip(xs, ys, zs)]
    add, sub, mul, fma = ref("add"), ref("sub"), ref("mul"), ref("fma")
    checks = {
        "__hadd": add, "__hsub": sub, "__hmul": mul, "__hfma": fma,
        "__hmin": [_minmax(x, y, False) for x, y in zip(xs, ys)],
        "__hmax": [_minmax(x, y, True) for x, y in zip(xs, ys)],
        "__hmin_nan": [_minmax(x, y, False, True) for x, y in zip(xs, ys)],
        "__hmax_nan": [_minmax(x, y, True, True) for x, y in zip(xs, ys)],
    }
    row_of = {"__hadd": 0, "__hsub": 1, "__hmul": 2, "__hfma": 3, "__hmin": 6, "__hmax": 7, "__hmin_nan": 8, "__hmax_nan": 9}
    for name, want in checks.items():
        assert_bits(name, rows[row_of[name]], bits_of(want, np.float16, F16), (a, b, c))
    for row, name, vals in ((4, "__hadd_sat", add), (5, "__hfma_sat", fma)):
        keep = np.array([not (v == 0 and math.copysign(1, v) < 0) for v in vals])
        assert_bits(name, rows[row], bits_of([_sat(v) for v in vals], np.float16, F16), (a, b, c), keep)


def test_f16x2_packed_arithmetic(fidelity_ptx) -> None:
    rng = np.random.default_rng(14)
    n = 512
    a, b, c = (v.view(np.uint32) for v in f16_inputs(rng, 2 * n))
    (out,) = run_kernel(fidelity_ptx(), "f16x2_ops", [a, b, c, OutBuf(np.uint32, 5 * n), n], n)
    rows = out.reshape(5, n)
    xs, ys, zs = (_half_value(v.view(np.uint16)) for v in (a, b, c))
    want = {
        "__hadd2": [_small_float_reference("add", x, y, z, F16) for x, y, z in zip(xs, ys, zs)],
        "__hmul2": [_small_float_reference("mul", x, y, z, F16) for x, y, z in zip(xs, ys, zs)],
        "__hfma2": [_small_float_reference("fma", x, y, z, F16) for x, y, z in zip(xs, ys, zs)],
        "__hmin2": [_minmax(x, y, False) for x, y in zip(xs, ys)],
        "__hmax2_nan": [_minmax(x, y, True, True) for x, y in zip(xs, ys)],
    }
    for r, (name, vals) in enumerate(want.items()):
        assert_bits(name, rows[r], bits_of(vals, np.float16, F16).view(np.uint32), (a, b))


def test_bf16_fma_and_min_max(fidelity_ptx) -> None:
    rng = np.random.default_rng(15)
    n = 1024
    sp = np.array([0x0000, 0x8000, 0x0001, 0x807F, 0x0080, 0x3F80, 0xBF80, 0x7F7F, 0xFF7F, 0x7F80, 0xFF80, 0x7FC0,
                   0x7F81, 0x3F81, 0x4040, 0x3400], dtype=np.uint16)
    a_sp, b_sp = (g.ravel() for g in np.meshgrid(sp, sp))
    k = n - a_sp.size
    def rand():
        return np.where((r := rng.integers(0, 0x10000, k).astype(np.uint16)) & 0x7F80 == 0x7F80, r & 0xBFFF, r).astype(np.uint16)
    a, b, c = np.concatenate([a_sp, rand()]), np.concatenate([b_sp, rand()]), np.concatenate([b_sp[::-1], rand()])
    (out,) = run_kernel(fidelity_ptx(), "bf16_ops", [a, b, c, OutBuf(np.uint16, 5 * n), n], n)
    rows = out.reshape(5, n)
    xs, ys, zs = _bf16_value(a), _bf16_value(b), _bf16_value(c)
    want = {
        "__hfma(bf16)": [_small_float_reference("fma", x, y, z, BF16) for x, y, z in zip(xs, ys, zs)],
        "__hmin(bf16)": [_minmax(x, y, False) for x, y in zip(xs, ys)],
        "__hmax(bf16)": [_minmax(x, y, True) for x, y in zip(xs, ys)],
        "__hmin_nan(bf16)": [_minmax(x, y, False, True) for x, y in zip(xs, ys)],
        "__hmax_nan(bf16)": [_minmax(x, y, True, True) for x, y in zip(xs, ys)],
    }
    for r, (name, vals) in enumerate(want.items()):
        assert_bits(name, rows[r], bf16_bits(vals), (a, b, c))


# ------------------------------------------------------------------------------------------
# Conversions
# ------------------------------------------------------------------------------------------

def conversion_inputs(rng: np.random.Generator, n: int) -> np.ndarray:
    sp = np.array(F32_SPECIALS + [65519.0, 65535.0, -65520.0, 2.0**-24, 2.0**-25, 3 * 2.0**-26, 5.9604645e-08,
                                  3.3895314e38, 3.3961776e38, 1.00390625, 1.005859375, -1.00390625],
                  dtype=np.float32)
    rand = (rng.standard_normal(n - sp.size) * np.exp2(rng.integers(-30, 40, n - sp.size))).astype(np.float32)
    return np.concatenate([sp, rand])


def _special_or(x: float, fmt: Fmt, mode: str, satfinite: bool = False) -> float:
    if math.isnan(x):
        return math.nan
    if math.isinf(x):
        return math.copysign(float(fmt.max_finite), x) if satfinite else x
    if x == 0:
        return x
    return round_rational(frac(x), fmt, mode, satfinite)


def test_float_to_f16_bf16_and_f64_to_f32_in_every_mode(fidelity_ptx) -> None:
    rng = np.random.default_rng(16)
    n = 512
    x = conversion_inputs(rng, n)
    ptx = fidelity_ptx()
    (h,) = run_kernel(ptx, "to_f16", [x, OutBuf(np.uint16, 4 * n), n], n)
    (bf,) = run_kernel(ptx, "to_bf16", [x, OutBuf(np.uint16, 4 * n), n], n)
    d = np.concatenate([x.astype(np.float64) * (1 + 2.0**-30), [1 + 2.0**-24, 1 + 2.0**-24 + 2.0**-52, 2.0**-149 * 0.5,
                                                             2.0**-150, 3.4028235677973366e38, 3.5e38, 1e300, -1e300]])
    (f,) = run_kernel(ptx, "f64_to_f32", [d, OutBuf(np.float32, 4 * d.size), d.size], d.size)
    for r, mode in enumerate(MODES):
        assert_bits(f"__float2half_{mode}", h.reshape(4, n)[r],
                    bits_of([_special_or(float(v), F16, mode) for v in x], np.float16, F16), (x,))
        assert_bits(f"__float2bfloat16_{mode}", bf.reshape(4, n)[r], bf16_bits([_special_or(float(v), BF16, mode) for v in x]), (x,))
        assert_bits(f"__double2float_{mode}", f.reshape(4, d.size)[r].view(np.uint32),
                    bits_of([_special_or(float(v), F32, mode) for v in d], np.float32, F32), (d,))


def _to_int_reference(x: float, mode: str, lo: int, hi: int) -> int:
    """cvt.{rni,rzi,rmi,rpi}.int.float: round, saturate to [lo, hi], NaN -> 0."""
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return hi if x > 0 else lo
    q = frac(x)
    v = {"rn": round(q), "rz": math.trunc(q), "rd": math.floor(q), "ru": math.ceil(q)}[mode]  # round(): half-even
    return min(max(v, lo), hi)


def test_float_to_int_saturates_and_rounds(fidelity_ptx) -> None:
    rng = np.random.default_rng(17)
    n = 512
    x = conversion_inputs(rng, n)
    x[-40:] = (rng.integers(-8, 8, 40) + 0.5).astype(np.float32)  # ties
    outs = run_kernel(fidelity_ptx(), "f32_to_int", [x, OutBuf(np.int32, 4 * n), OutBuf(np.uint32, 4 * n),
                                                      OutBuf(np.int64, 4 * n), OutBuf(np.uint64, 4 * n),
                                                      OutBuf(np.float32, 4 * n), n], n)
    kinds = (("int", np.int32, -(2**31), 2**31 - 1), ("uint", np.uint32, 0, 2**32 - 1),
             ("ll", np.int64, -(2**63), 2**63 - 1), ("ull", np.uint64, 0, 2**64 - 1))
    for out, (name, dt, lo, hi) in zip(outs, kinds):
        for r, mode in enumerate(MODES):
            want = np.array([_to_int_reference(float(v), mode, lo, hi) for v in x], dtype=object).astype(dt)
            assert_bits(f"__float2{name}_{mode}", out.reshape(4, n)[r], want, (x,))
    integral = outs[4].reshape(4, n)
    for r, (name, fn) in enumerate((("rintf", np.rint), ("truncf", np.trunc), ("floorf", np.floor), ("ceilf", np.ceil))):
        assert_bits(name, integral[r].view(np.uint32), bits_of(fn(x).astype(np.float64), np.float32, F32), (x,))


def test_int_to_float_in_every_mode(fidelity_ptx) -> None:
    rng = np.random.default_rng(18)
    n = 256
    s32 = np.concatenate([[0, 1, -1, 2**31 - 1, -(2**31), 16777217, -16777217, 2**24 + 3, 65504, 65519, 65520, -65536,
                           2049, 4095], rng.integers(-(2**31), 2**31, n - 14)]).astype(np.int32)
    u32 = s32.view(np.uint32)
    s64 = np.concatenate([[0, -1, 2**63 - 1, -(2**63), 2**53 + 1, -(2**53) - 1, 2**62 + 2**10 + 1, 2**24 + 1,
                           (2**53 + 1) * 2**9 + 255, 2**63 - 2**10, 2**63 - 2**9 - 1, 12345],
                          rng.integers(-(2**63), 2**63 - 1, n - 12, dtype=np.int64)
                          >> rng.integers(0, 40, n - 12)]).astype(np.int64)
    u64 = s64.view(np.uint64)
    of, od, oh = run_kernel(fidelity_ptx(), "int_to_float", [s32, u32, s64, u64, OutBuf(np.float32, 16 * n),
                                                             OutBuf(np.float64, 8 * n), OutBuf(np.uint16, 4 * n), n], n)
    sources = (("int", s32), ("uint", u32), ("ll", s64), ("ull", u64))
    for k, (name, src) in enumerate(sources):
        for r, mode in enumerate(MODES):
            want = [round_rational(Fraction(int(v)), F32, mode) if v else 0.0 for v in src]
            assert_bits(f"__{name}2float_{mode}", of.reshape(16, n)[4 * k + r].view(np.uint32),
                        bits_of(want, np.float32, F32), (src,))
    for k, (name, src) in enumerate((("ll", s64), ("ull", u64))):
        for r, mode in enumerate(MODES):
            want = [round_rational(Fraction(int(v)), F64, mode) if v else 0.0 for v in src]
            assert_bits(f"__{name}2double_{mode}", od.reshape(8, n)[4 * k + r].view(np.uint64),
                        np.array(want, dtype=np.float64).view(np.uint64), (src,))
    for r, mode in enumerate(MODES):
        want = [round_rational(Fraction(int(v)), F16, mode) if v else 0.0 for v in s32]
        assert_bits(f"__int2half_{mode}", oh.reshape(4, n)[r], bits_of(want, np.float16, F16), (s32,))


# ------------------------------------------------------------------------------------------
# Integers: wrap-around at the register width
# ------------------------------------------------------------------------------------------

def test_integer_wraparound_high_halves_and_wide_products(fidelity_ptx) -> None:
    rng = np.random.default_rng(19)
    n = 256
    edge = [0, 1, 2**31 - 1, 2**31, 2**32 - 1, 65535, 65536, 255, 256, 0x80000001]
    a = np.concatenate([np.repeat(edge, len(edge)), rng.integers(0, 2**32, n - len(edge) ** 2)]).astype(np.uint32)
    b = np.concatenate([np.tile(edge, len(edge)), rng.integers(0, 2**32, n - len(edge) ** 2)]).astype(np.uint32)
    e64 = np.array([0, 1, 2**63 - 1, 2**63, 2**64 - 1, 2**32 - 1, 2**32], dtype=np.uint64)
    c = np.concatenate([np.repeat(e64, len(e64)), rng.integers(0, 2**64, n - len(e64) ** 2, dtype=np.uint64)]).astype(np.uint64)
    d = np.concatenate([np.tile(e64, len(e64)), rng.integers(0, 2**64, n - len(e64) ** 2, dtype=np.uint64)]).astype(np.uint64)
    o32, o64, o8, o16 = run_kernel(fidelity_ptx(), "int_wrap", [a, b, c, d, OutBuf(np.uint32, 6 * n), OutBuf(np.uint64, 7 * n),
                                                                OutBuf(np.uint8, 2 * n), OutBuf(np.uint16, 2 * n), n], n)
    def s(v, bits):
        return v - (1 << bits) if v >= 1 << (bits - 1) else v
    xs, ys, ps, qs = ([int(v) for v in arr] for arr in (a, b, c, d))
    m32, m64 = 2**32 - 1, 2**64 - 1
    want32 = [[(x + y) & m32 for x, y in zip(xs, ys)], [(x - y) & m32 for x, y in zip(xs, ys)],
              [(x * y) & m32 for x, y in zip(xs, ys)], [(x * y) >> 32 for x, y in zip(xs, ys)],
              [((s(x, 32) * s(y, 32)) >> 32) & m32 for x, y in zip(xs, ys)],
              [(s(x, 32) * s(y, 32) + s(y, 32)) & m32 for x, y in zip(xs, ys)]]
    names32 = ("u32 add", "u32 sub", "u32 mul.lo", "__umulhi", "__mulhi", "s32 mad.lo")
    for r, (name, want) in enumerate(zip(names32, want32)):
        assert_bits(name, o32.reshape(6, n)[r], np.array(want, dtype=np.uint64).astype(np.uint32), (a, b))
    want64 = [[(p + q) & m64 for p, q in zip(ps, qs)], [(p - q) & m64 for p, q in zip(ps, qs)],
              [(p * q) & m64 for p, q in zip(ps, qs)], [(p * q) >> 64 for p, q in zip(ps, qs)],
              [((s(p, 64) * s(q, 64)) >> 64) & m64 for p, q in zip(ps, qs)],
              [x * y for x, y in zip(xs, ys)], [(s(x, 32) * s(y, 32)) & m64 for x, y in zip(xs, ys)]]
    names64 = ("u64 add", "u64 sub", "u64 mul.lo", "__umul64hi", "__mul64hi", "mul.wide.u32", "mul.wide.s32")
    for r, (name, want) in enumerate(zip(names64, want64)):
        assert_bits(name, o64.reshape(7, n)[r], np.array(want, dtype=object).astype(np.uint64), (c, d) if r < 5 else (a, b))
    for r, (name, fn) in enumerate((("u8 of add", lambda x, y: x + y), ("u8 of mul", lambda x, y: x * y))):
        assert_bits(name, o8.reshape(2, n)[r], np.array([fn(x, y) & 0xFF for x, y in zip(xs, ys)], dtype=np.uint8), (a, b))
        assert_bits(name.replace("u8", "u16"), o16.reshape(2, n)[r],
                    np.array([fn(x, y) & 0xFFFF for x, y in zip(xs, ys)], dtype=np.uint16), (a, b))


# ------------------------------------------------------------------------------------------
# Warp shuffles and collectives
# ------------------------------------------------------------------------------------------

def _shfl_reference(v: np.ndarray, delta: int, width: int) -> list[np.ndarray]:
    """__shfl_*_sync per the CUDA programming guide (segments of `width` lanes)."""
    n = v.size
    t = np.arange(n)
    lane = t % 32
    seg = lane - lane % width  # first lane of this lane's segment
    up = np.where(lane % width >= delta, v[t - delta if delta else t], v)
    down = np.where(lane % width + delta < width, v[np.minimum(t + delta, n - 1)], v)
    xor_lane = lane ^ delta
    # xor: lanes of later segments are out of reach (own value); earlier ones are read.
    xor = np.where(xor_lane < seg + width, v[t - lane + (xor_lane % 32)], v)
    src = (lane * 7 + delta) % width
    idx = v[t - lane + seg + src]
    return [up, down, xor, idx]


@pytest.mark.parametrize("delta,width", [(1, 32), (3, 8), (5, 16), (1, 4), (0, 2), (6, 4), (17, 32)])
def test_shuffle_modes_with_widths(fidelity_ptx, delta: int, width: int) -> None:
    n = 128
    v = np.arange(1000, 1000 + n, dtype=np.int32) * 3
    (out,) = run_kernel(fidelity_ptx(), "shuffles", [v, OutBuf(np.int32, 4 * n), delta, width, n], n, block=64)
    for r, (name, want) in enumerate(zip(("up", "down", "xor", "idx"), _shfl_reference(v, delta, width))):
        assert_bits(f"__shfl_{name}_sync(delta={delta}, width={width})", out.reshape(4, n)[r], want)


def test_warp_collectives_with_a_partial_mask(fidelity_ptx) -> None:
    rng = np.random.default_rng(20)
    n = 64
    v = rng.integers(-100, 100, n).astype(np.int32)
    init = np.full(8 * n, -7, dtype=np.int32)
    (out,) = run_kernel(fidelity_ptx(), "warp_collectives", [v, OutBuf(np.int32, 8 * n, init)], n, block=64)
    got = out.reshape(n, 8)
    for w in range(n // 32):
        lanes = np.arange(20)
        x = v[32 * w: 32 * w + 20]
        ballot = int(sum(1 << int(l) for l in lanes if x[l] > 0))
        for l in lanes:
            t = 32 * w + l
            match = sum(1 << int(k) for k in lanes if (x[k] & 3) == (x[l] & 3))
            want = [x[l ^ 2], ballot, int(np.all(x > -100)), int(np.any(x > 90)), match, int(x.sum()), int(x.max()), 0xFFFFF]
            assert list(got[t]) == list(np.array(want, dtype=np.int64).astype(np.uint32).view(np.int32)), f"thread {t}"
        assert (got[32 * w + 20: 32 * w + 32] == -7).all()


@pytest.mark.parametrize("kernel,instruction,pattern", [
    ("shfl_after_exit", "shfl.sync.idx", r"executing lanes 0x0000ffff: membermask 0xffffffff names lanes 0xffff0000"),
    ("shfl_lane_not_in_mask", "shfl.sync.idx", r"executing lanes 0xffffffff: lane 16 executes it but is not in membermask 0x0000ffff"),
    ("collective_diverged", "", r"executing lanes 0x(0000ffff|ffff0000): membermask 0xffffffff names lanes"),
    ("shfl_reads_inactive", "shfl.sync.down", r"shfl\.sync reads an inactive lane .*lane 8 sources lane 16"),
    ("ballot_after_exit", "vote.sync.ballot", r"executing lanes 0x000000ff: membermask 0xffffffff"),
    ("syncwarp_half", "bar.warp.sync", r"executing lanes 0x0000ffff: membermask 0xffffffff"),
])
def test_membermask_violations_are_reported(fidelity_ptx, kernel: str, instruction: str, pattern: str) -> None:
    v = np.arange(64, dtype=np.int32)
    with pytest.raises(EmulatorError) as info:
        run_kernel(fidelity_ptx(), kernel, [v, OutBuf(np.int32, 64)], 64, block=64)
    message = str(info.value)
    for expected in (rf"at line \d+ `{re.escape(instruction)}", r"warp 0 in CTA \(0, 0, 0\)", pattern,
                     "PTX ISA leaves the result undefined"):
        assert re.search(expected, message), f"{expected!r} not in {message!r}"


# ------------------------------------------------------------------------------------------
# Atomics: global f32 adds flush subnormals, shared f32 and f16 adds keep them
# ------------------------------------------------------------------------------------------

def test_float_atomic_add_subnormal_rules(fidelity_ptx) -> None:
    rng = np.random.default_rng(21)
    n = 256
    acc = (rng.standard_normal(n) * np.exp2(rng.integers(-150, -110, n))).astype(np.float32)
    v = (rng.standard_normal(n) * np.exp2(rng.integers(-150, -110, n))).astype(np.float32)
    acc[:4], v[:4] = np.float32([1e-39, -1e-39, 1.0, math.nan]), np.float32([1e-39, 1e-39, 1e-40, 1.0])
    ptx = fidelity_ptx()
    new_acc, old = run_kernel(ptx, "atomics_f32", [OutBuf(np.float32, n, acc), v, OutBuf(np.float32, 2 * n), n], n)
    assert_bits("atomicAdd returns the old value", old[:n].view(np.uint32), acc.view(np.uint32))
    with np.errstate(all="ignore"):
        want_global = _ftz32(_ftz32(acc) + _ftz32(v))
        want_shared = acc + v
    assert_bits("atom.global.add.f32 (flushes)", new_acc.view(np.uint32),
                bits_of(want_global.astype(np.float64), np.float32, F32), (acc, v))
    assert_bits("atom.shared.add.f32 (keeps subnormals)", old[n:].view(np.uint32),
                bits_of(want_shared.astype(np.float64), np.float32, F32), (acc, v))
    h_acc, h_v, _ = f16_inputs(rng, 512)
    (h_new,) = run_kernel(ptx, "atomics_f16", [OutBuf(np.uint16, h_acc.size, h_acc), h_v, h_acc.size], h_acc.size)
    want = [_small_float_reference("add", x, y, 0.0, F16) for x, y in zip(_half_value(h_acc), _half_value(h_v))]
    assert_bits("atom.add.noftz.f16", h_new, bits_of(want, np.float16, F16), (h_acc, h_v))


# ------------------------------------------------------------------------------------------
# Hand-written PTX for modifiers CUDA C++ does not expose
# ------------------------------------------------------------------------------------------

PTX_TEMPLATE = """.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 po)
{{
  .reg .b32 %r<12>;
  .reg .b16 %h<8>;
  .reg .b64 %rd<10>;
  .reg .pred %p<4>;
  ld.param.u64 %rd1, [pa];
  ld.param.u64 %rd2, [pb];
  ld.param.u64 %rd3, [po];
  mov.u32 %r9, %tid.x;
  mov.u32 %r10, %ctaid.x;
  mov.u32 %r11, %ntid.x;
  mad.lo.u32 %r0, %r10, %r11, %r9;
  mul.wide.u32 %rd4, %r0, 4;
  add.s64 %rd5, %rd1, %rd4;
  ld.global.b32 %r1, [%rd5];
  add.s64 %rd6, %rd2, %rd4;
  ld.global.b32 %r2, [%rd6];
  add.s64 %rd7, %rd3, %rd4;
{body}
  st.global.b32 [%rd7], %r3;
  ret;
}}
"""


def run_ptx(body: str, a: np.ndarray, b: np.ndarray, block: int = 128) -> np.ndarray:
    """Run `body` (reads %r1 = a[i], %r2 = b[i] as 32-bit words, leaves the result in %r3)."""
    n = a.size
    padded = -(-n // block) * block
    words = [np.resize(np.ascontiguousarray(v).view(np.uint32), padded) for v in (a, b)]
    (out,) = run_kernel(PTX_TEMPLATE.format(body=body), "k", [*words, OutBuf(np.uint32, padded)], padded, block)
    return out[:n]


SATFINITE_INPUTS = np.array([0.0, -0.0, 1.0, -2.5, 65504.0, 65519.0, 65520.0, 65536.0, 1e6, -1e6, math.inf, -math.inf,
                             math.nan, 6e-8, -3e-8, 2.0**-25, 3.3895314e38, 3.4028235e38, -3.4028235e38, 448.0, 464.0,
                             465.0, 500.0, 57344.0, 61439.0, 61440.0, 2.0**-9, 2.0**-10, 3 * 2.0**-11, 2.0**-16,
                             2.0**-17, 0.3, -0.3, 1e-3] * 2, dtype=np.float32)


@pytest.mark.parametrize("mode,relu", [("rn", False), ("rz", False), ("rn", True)])
def test_cvt_f16_satfinite_and_relu(mode: str, relu: bool) -> None:
    x = SATFINITE_INPUTS
    mods = f"{mode}{'.relu' if relu else ''}"
    for satfinite in (False, True):
        sf = ".satfinite" if satfinite else ""
        got = run_ptx(f"  cvt.{mods}{sf}.f16.f32 %h1, %r1;\n  cvt.u32.u16 %r3, %h1;", x, x)
        want = []
        for v in x.astype(np.float64):
            r = _special_or(float(v), F16, mode, satfinite)
            want.append(0.0 if relu and r < 0 else r)
        keep = ~((x == 0) & np.signbit(x)) if relu else np.ones(x.size, bool)  # relu(-0) sign unchecked
        assert_bits(f"cvt.{mods}{sf}.f16.f32", got.astype(np.uint16), bits_of(want, np.float16, F16), (x,), keep)


def test_cvt_bf16x2_satfinite_packs_a_high() -> None:
    x = SATFINITE_INPUTS
    y = x[::-1].copy()
    for mods, satfinite, mode in (("rn.satfinite", True, "rn"), ("rz.satfinite", True, "rz"), ("rn", False, "rn"),
                                  ("rz", False, "rz")):
        got = run_ptx(f"  cvt.{mods}.bf16x2.f32 %r3, %r1, %r2;", x, y)
        hi = bf16_bits([_special_or(float(v), BF16, mode, satfinite) for v in x]).astype(np.uint32)
        lo = bf16_bits([_special_or(float(v), BF16, mode, satfinite) for v in y]).astype(np.uint32)
        assert_bits(f"cvt.{mods}.bf16x2.f32", got, (hi << 16) | lo, (x, y))


def _f8_reference(values: np.ndarray, fmt: Fmt, torch_dtype_name: str, relu: bool = False) -> np.ndarray:
    """Round to e4m3/e5m2 with torch (RNE), after .satfinite's clamp to +-max finite."""
    torch = pytest.importorskip("torch")
    v = np.asarray(values, dtype=np.float32)
    if relu:
        v = np.where(v < 0, np.float32(0), v)
    m = float(fmt.max_finite)
    clamped = np.where(np.isnan(v), np.float32(0), np.clip(v, -m, m)).astype(np.float32)
    bits = torch.from_numpy(clamped).to(getattr(torch, torch_dtype_name)).view(torch.uint8).numpy().copy()
    bits[np.isnan(v)] = fmt.nan_bits
    return bits


@pytest.mark.parametrize("fmt_name,fmt,torch_name", [("e4m3x2", E4M3, "float8_e4m3fn"), ("e5m2x2", E5M2, "float8_e5m2")])
def test_cvt_f8x2_satfinite_and_back(fmt_name: str, fmt: Fmt, torch_name: str) -> None:
    rng = np.random.default_rng(22)
    x = np.concatenate([SATFINITE_INPUTS, (rng.standard_normal(188) * np.exp2(rng.integers(-20, 18, 188))).astype(np.float32)])
    y = x[::-1].copy()
    for relu in (False, True):
        r = ".relu" if relu else ""
        got = run_ptx(f"  cvt.rn.satfinite{r}.{fmt_name}.f32 %h1, %r1, %r2;\n  cvt.u32.u16 %r3, %h1;", x, y)
        want = (_f8_reference(x, fmt, torch_name, relu).astype(np.uint32) << 8) | _f8_reference(y, fmt, torch_name, relu)
        keep = ~(((x == 0) & np.signbit(x)) | ((y == 0) & np.signbit(y))) if relu else np.ones(x.size, bool)
        assert_bits(f"cvt.rn.satfinite{r}.{fmt_name}.f32", got, want, (x, y), keep)
    # From packed f16: the halves are f16 values already.
    with np.errstate(over="ignore"):
        h = np.stack([y, x], axis=1).astype(np.float16)
    got = run_ptx(f"  cvt.rn.satfinite.{fmt_name}.f16x2 %h1, %r1;\n  cvt.u32.u16 %r3, %h1;", h.view(np.uint32).ravel(),
                  h.view(np.uint32).ravel())
    hf = h.astype(np.float32)
    want = (_f8_reference(hf[:, 1], fmt, torch_name).astype(np.uint32) << 8) | _f8_reference(hf[:, 0], fmt, torch_name)
    assert_bits(f"cvt.rn.satfinite.{fmt_name}.f16x2", got, want)
    # Every 8-bit code back to f16 (exact; NaN codes -> canonical f16 NaN).
    torch = pytest.importorskip("torch")
    codes = np.arange(256, dtype=np.uint32)
    packed = codes | ((255 - codes) << 8)
    got = run_ptx(f"  cvt.u16.u32 %h1, %r1;\n  cvt.rn.f16x2.{fmt_name} %r3, %h1;", packed, packed)
    vals = torch.from_numpy(codes.astype(np.uint8)).view(getattr(torch, torch_name)).to(torch.float32).numpy()
    lo = bits_of(vals.astype(np.float64), np.float16, F16).astype(np.uint32)
    assert_bits(f"cvt.rn.f16x2.{fmt_name}", got, lo | (lo[::-1] << 16))


def test_cvt_tf32_rounding_modes() -> None:
    rng = np.random.default_rng(23)
    x = np.concatenate([SATFINITE_INPUTS[~np.isnan(SATFINITE_INPUTS)], np.float32([1 + 2.0**-11, 1 + 3 * 2.0**-11, -(1 + 2.0**-11)]),
                        (rng.standard_normal(200) * np.exp2(rng.integers(-140, 120, 200))).astype(np.float32)])
    for mods, mode, satfinite in (("rna", "rna", False), ("rna.satfinite", "rna", True), ("rn", "rn", False),
                                  ("rz.satfinite", "rz", True)):
        got = run_ptx(f"  cvt.{mods}.tf32.f32 %r3, %r1;", x, x)
        want = bits_of([_special_or(float(v), TF32, mode, satfinite) for v in x], np.float32, TF32)
        assert_bits(f"cvt.{mods}.tf32.f32", got, want, (x,))


def test_f16_ftz_and_f32_nan_min_max_and_xorsign() -> None:
    rng = np.random.default_rng(24)
    a16, b16, _ = f16_inputs(rng, 1024)
    a, b = a16.view(np.uint32), b16.view(np.uint32)  # two halves per word
    def ftz16(v):
        return 0.0 * math.copysign(1, v) if v != 0 and abs(v) < 2.0**-14 else v
    xs, ys = [ftz16(v) for v in _half_value(a16)], [ftz16(v) for v in _half_value(b16)]
    body = ("  mov.b32 {%h1, %h2}, %r1;\n  mov.b32 {%h3, %h4}, %r2;\n"
            "  add.ftz.f16 %h5, %h1, %h3;\n  mul.ftz.f16 %h6, %h2, %h4;\n  mov.b32 %r3, {%h5, %h6};")
    got = run_ptx(body, a, b).view(np.uint16)
    add = [ftz16(_small_float_reference("add", x, y, 0.0, F16)) for x, y in zip(xs[0::2], ys[0::2])]
    mul = [ftz16(_small_float_reference("mul", x, y, 0.0, F16)) for x, y in zip(xs[1::2], ys[1::2])]
    assert_bits("add.ftz.f16", got[0::2], bits_of(add, np.float16, F16), (a16[0::2], b16[0::2]))
    assert_bits("mul.ftz.f16", got[1::2], bits_of(mul, np.float16, F16), (a16[1::2], b16[1::2]))
    got = run_ptx("  fma.rn.ftz.f16x2 %r3, %r1, %r2, %r1;", a, b).view(np.uint16)
    fma = [ftz16(_small_float_reference("fma", x, y, x, F16)) for x, y in zip(xs, ys)]
    assert_bits("fma.rn.ftz.f16x2", got, bits_of(fma, np.float16, F16), (a16, b16))
    got = run_ptx("  min.ftz.NaN.f16x2 %r3, %r1, %r2;", a, b).view(np.uint16)
    assert_bits("min.ftz.NaN.f16x2", got, bits_of([_minmax(x, y, False, True) for x, y in zip(xs, ys)], np.float16, F16))
    # f32 .NaN and .xorsign.abs (sm_86+).
    sp = np.array(F32_SPECIALS, dtype=np.float32)
    fa, fb = (g.ravel() for g in np.meshgrid(sp, sp))
    pa, pb = [float(v) for v in fa], [float(v) for v in fb]
    for op, is_max in (("min", False), ("max", True)):
        got = run_ptx(f"  {op}.NaN.f32 %r3, %r1, %r2;", fa, fb)
        assert_bits(f"{op}.NaN.f32", got, bits_of([_minmax(x, y, is_max, True) for x, y in zip(pa, pb)], np.float32, F32), (fa, fb))
        got = run_ptx(f"  {op}.xorsign.abs.f32 %r3, %r1, %r2;", fa, fb)
        want = []
        for x, y in zip(pa, pb):
            r = _minmax(abs(x), abs(y), is_max)
            neg = (math.copysign(1, x) < 0) != (math.copysign(1, y) < 0)
            want.append(r if math.isnan(r) else math.copysign(r, -1.0 if neg else 1.0))
        assert_bits(f"{op}.xorsign.abs.f32", got, bits_of(want, np.float32, F32), (fa, fb))


def _isa_shfl(v: np.ndarray, mode: str, b: int, c: int) -> tuple[np.ndarray, np.ndarray]:
    """The PTX ISA's shfl.sync pseudo-code, one lane at a time."""
    out, pred = v.copy(), np.zeros(v.size, dtype=np.uint32)
    for t in range(v.size):
        lane = t % 32
        bval, cval, mask = b & 0x1F, c & 0x1F, (c >> 8) & 0x1F
        max_lane = (lane & mask) | (cval & ~mask)
        min_lane = lane & mask
        j = {"up": lane - bval, "down": lane + bval, "bfly": lane ^ bval, "idx": min_lane | (bval & ~mask)}[mode]
        ok = j >= max_lane if mode == "up" else j <= max_lane
        out[t] = v[t - lane + j] if ok else v[t]
        pred[t] = ok
    return out, pred


@pytest.mark.parametrize("mode,b,c", [("up", 3, 0x0000), ("up", 37, 0x1800), ("down", 2, 0x1F), ("down", 5, 0x181F),
                                      ("bfly", 9, 0x1F), ("bfly", 6, 0x1C1F), ("idx", 33, 0x1F), ("idx", 14, 0x181F),
                                      ("idx", 3, 0x0007)])
def test_shfl_predicate_output_and_clamp_operand(mode: str, b: int, c: int) -> None:
    v = np.arange(64, dtype=np.uint32) * 5 + 1
    body = (f"  shfl.sync.{mode}.b32 %r3|%p1, %r1, {b}, {c}, 0xffffffff;\n"
            "  selp.b32 %r4, 0x80000000, 0, %p1;\n  or.b32 %r3, %r3, %r4;")
    got = run_ptx(body, v, v, block=64)
    vals, pred = _isa_shfl(v, mode, b, c)
    assert_bits(f"shfl.sync.{mode} b={b} c={c:#x}", got, vals | (pred << 31))


INT_CASES: list[tuple[str, Callable[[int, int], int]]] = [
    ("  cvt.u16.u32 %h1, %r1;\n  cvt.u16.u32 %h2, %r2;\n  add.u16 %h3, %h1, %h2;\n  cvt.u32.u16 %r3, %h3;",
     lambda x, y: (x + y) & 0xFFFF),
    ("  cvt.u16.u32 %h1, %r1;\n  cvt.u16.u32 %h2, %r2;\n  mul.lo.u16 %h3, %h1, %h2;\n  cvt.u32.u16 %r3, %h3;",
     lambda x, y: (x & 0xFFFF) * (y & 0xFFFF) & 0xFFFF),
    ("  cvt.u16.u32 %h1, %r1;\n  cvt.u16.u32 %h2, %r2;\n  mul.hi.s16 %h3, %h1, %h2;\n  cvt.u32.u16 %r3, %h3;",
     lambda x, y: ((_s(x & 0xFFFF, 16) * _s(y & 0xFFFF, 16)) >> 16) & 0xFFFF),
    ("  cvt.u16.u32 %h1, %r1;\n  cvt.u16.u32 %h2, %r2;\n  mul.wide.s16 %r3, %h1, %h2;",
     lambda x, y: (_s(x & 0xFFFF, 16) * _s(y & 0xFFFF, 16)) & 0xFFFFFFFF),
    ("  and.b32 %r4, %r2, 63;\n  shl.b32 %r3, %r1, %r4;", lambda x, y: (x << (y & 63)) & 0xFFFFFFFF if (y & 63) < 32 else 0),
    ("  and.b32 %r4, %r2, 63;\n  shr.u32 %r3, %r1, %r4;", lambda x, y: x >> (y & 63) if (y & 63) < 32 else 0),
    ("  and.b32 %r4, %r2, 63;\n  shr.s32 %r3, %r1, %r4;", lambda x, y: (_s(x, 32) >> min(y & 63, 31)) & 0xFFFFFFFF),
    ("  cvt.u16.u32 %h1, %r1;\n  and.b32 %r4, %r2, 31;\n  shr.s16 %h3, %h1, %r4;\n  cvt.u32.u16 %r3, %h3;",
     lambda x, y: (_s(x & 0xFFFF, 16) >> min(y & 31, 15)) & 0xFFFF),
    ("  add.sat.s32 %r3, %r1, %r2;", lambda x, y: min(max(_s(x, 32) + _s(y, 32), -(2**31)), 2**31 - 1) & 0xFFFFFFFF),
    ("  sub.sat.s32 %r3, %r1, %r2;", lambda x, y: min(max(_s(x, 32) - _s(y, 32), -(2**31)), 2**31 - 1) & 0xFFFFFFFF),
    ("  mad.hi.sat.s32 %r3, %r1, %r2, %r1;",
     lambda x, y: min(max(((_s(x, 32) * _s(y, 32)) >> 32) + _s(x, 32), -(2**31)), 2**31 - 1) & 0xFFFFFFFF),
    ("  cvt.s8.s32 %r3, %r1;", lambda x, y: _s(x & 0xFF, 8) & 0xFFFFFFFF),
    ("  cvt.u8.u32 %r3, %r1;", lambda x, y: x & 0xFF),
    ("  cvt.sat.s8.s32 %r3, %r1;", lambda x, y: min(max(_s(x, 32), -128), 127) & 0xFFFFFFFF),
    ("  cvt.sat.u16.s32 %r3, %r1;", lambda x, y: min(max(_s(x, 32), 0), 65535)),
]


def _s(v: int, bits: int) -> int:
    return v - (1 << bits) if v >= 1 << (bits - 1) else v


@pytest.mark.parametrize("body,ref", INT_CASES, ids=[c[0].strip().splitlines()[-2 if "cvt.u32.u16 %r3" in c[0] else -1].split()[0]
                                                     for c in INT_CASES])
def test_integer_widths_shifts_and_saturation(body: str, ref: Callable[[int, int], int]) -> None:
    rng = np.random.default_rng(25)
    edge = [0, 1, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 31, 32, 33, 40, 63]
    a = np.concatenate([np.repeat(edge, len(edge)), rng.integers(0, 2**32, 256 - len(edge) ** 2)]).astype(np.uint32)
    b = np.concatenate([np.tile(edge, len(edge)), rng.integers(0, 2**32, 256 - len(edge) ** 2)]).astype(np.uint32)
    got = run_ptx(body, a, b)
    want = np.array([ref(int(x), int(y)) for x, y in zip(a, b)], dtype=np.uint64).astype(np.uint32)
    assert_bits(body.strip(), got, want, (a, b))


def test_red_global_add_f32_flushes_subnormals() -> None:
    ptx = PTX_TEMPLATE.format(body="  mov.b32 %r3, %r2;\n  st.global.b32 [%rd7], %r3;\n  red.global.add.f32 [%rd7], %r1;\n"
                                   "  ld.global.b32 %r3, [%rd7];")
    v = np.float32([1e-39, -1e-39, 1e-39, 1.0, 2.0**-126, 2.0**-127, 3.0e-39, -0.0])
    acc = np.float32([1e-39, 1e-39, 0.0, 1e-40, 2.0**-127, 2.0**-127, -3.0e-39, 0.0])
    v, acc = np.tile(v, 4), np.tile(acc, 4)
    (out,) = run_kernel(ptx, "k", [v.view(np.uint32), acc.view(np.uint32), OutBuf(np.uint32, v.size)], v.size)
    with np.errstate(all="ignore"):
        want = _ftz32(_ftz32(acc) + _ftz32(v))
    assert_bits("red.global.add.f32", out, want.view(np.uint32), (v, acc))


def test_testp_counts_zeros_as_normal_and_setp_ftz_flushes() -> None:
    x = np.float32([0.0, -0.0, 1e-40, -1e-40, F32_MIN_NORMAL, 1.0, math.inf, -math.inf, math.nan, 3.4028235e38] * 4)
    bodies = {
        "testp.normal.f32": lambda v: math.isfinite(v) and (v == 0 or abs(v) >= F32_MIN_NORMAL),
        "testp.subnormal.f32": lambda v: v != 0 and abs(v) < F32_MIN_NORMAL,
        "setp.eq.ftz.f32 (vs 0)": lambda v: v == 0 or abs(v) < F32_MIN_NORMAL,
        "setp.eq.f32 (vs 0)": lambda v: v == 0,
    }
    ptx = {
        "testp.normal.f32": "testp.normal.f32 %p1, %r1;",
        "testp.subnormal.f32": "testp.subnormal.f32 %p1, %r1;",
        "setp.eq.ftz.f32 (vs 0)": "setp.eq.ftz.f32 %p1, %r1, 0f00000000;",
        "setp.eq.f32 (vs 0)": "setp.eq.f32 %p1, %r1, 0f00000000;",
    }
    for name, ref in bodies.items():
        got = run_ptx(f"  {ptx[name]}\n  selp.u32 %r3, 1, 0, %p1;", x, x)
        assert_bits(name, got, np.array([ref(float(v)) for v in x], dtype=np.uint32), (x,))


def test_fma_relu_and_unknown_float_modifiers() -> None:
    from tirc.runtime.emulator import UnsupportedInstruction

    rng = np.random.default_rng(26)
    a16, b16, _ = f16_inputs(rng, 1024)
    a, b = a16.view(np.uint32), b16.view(np.uint32)
    xs, ys = _half_value(a16), _half_value(b16)
    got = run_ptx("  fma.rn.relu.f16x2 %r3, %r1, %r2, %r2;", a, b).view(np.uint16)
    want = []
    for x, y in zip(xs, ys):
        r = _small_float_reference("fma", x, y, y, F16)
        want.append(0.0 if not math.isnan(r) and math.copysign(1, r) < 0 else r)  # relu: negatives and -0 -> +0
    assert_bits("fma.rn.relu.f16x2", got, bits_of(want, np.float16, F16), (a16, b16))
    with pytest.raises(UnsupportedInstruction, match=r"modifier \.oob"):
        run_ptx("  fma.rn.oob.f16x2 %r3, %r1, %r2, %r2;", a[:32], b[:32])


def test_cvt_bf16_directed_rounding() -> None:
    rng = np.random.default_rng(27)
    x = conversion_inputs(rng, 256)
    for ptx_mode, mode in (("rm", "rd"), ("rp", "ru")):
        got = run_ptx(f"  cvt.{ptx_mode}.bf16.f32 %h1, %r1;\n  cvt.u32.u16 %r3, %h1;", x, x)
        want = bf16_bits([_special_or(float(v), BF16, mode) for v in x]).astype(np.uint32)
        assert_bits(f"cvt.{ptx_mode}.bf16.f32", got, want, (x,))


def test_cvt_between_floats_and_narrow_integers() -> None:
    rng = np.random.default_rng(28)
    x = conversion_inputs(rng, 256)
    # Narrow results are sign- (or zero-) extended to the 32-bit destination register.
    cases = [
        ("  cvt.rni.s8.f32 %r3, %r1;", lambda v: _to_int_reference(v, "rn", -128, 127) & 0xFFFFFFFF),
        ("  cvt.rzi.u16.f32 %r3, %r1;", lambda v: _to_int_reference(v, "rz", 0, 65535)),
        ("  cvt.rmi.s16.f32 %r3, %r1;", lambda v: _to_int_reference(v, "rd", -32768, 32767) & 0xFFFFFFFF),
    ]
    for body, ref in cases:
        got = run_ptx(body, x, x)
        assert_bits(body.strip(), got, np.array([ref(float(v)) for v in x], dtype=np.int64).astype(np.uint32), (x,))
    with np.errstate(over="ignore"):
        h = x.astype(np.float16)
    hw = h.view(np.uint16).astype(np.uint32)
    got = run_ptx("  cvt.u16.u32 %h1, %r1;\n  cvt.rpi.s32.f16 %r3, %h1;", hw, hw)
    want = np.array([_to_int_reference(float(v), "ru", -(2**31), 2**31 - 1) for v in h.astype(np.float64)], dtype=np.int64)
    assert_bits("cvt.rpi.s32.f16", got, want.astype(np.uint32), (h,))
    ints = rng.integers(0, 2**32, 256).astype(np.uint32)
    ints[:6] = [0, 0x7FFF, 0x8000, 0xFFFF, 0x80FF, 0x12345678]
    for body, bits, signed, fmt, dt, mode in (
            ("  cvt.u16.u32 %h1, %r1;\n  cvt.rz.f16.s16 %h2, %h1;\n  cvt.u32.u16 %r3, %h2;", 16, True, F16, np.float16, "rz"),
            ("  cvt.rp.f16.u8 %h2, %r1;\n  cvt.u32.u16 %r3, %h2;", 8, False, F16, np.float16, "ru"),
            ("  cvt.u16.u32 %h1, %r1;\n  cvt.rn.f32.s16 %r3, %h1;", 16, True, F32, np.float32, "rn")):
        vals = [int(v) & ((1 << bits) - 1) for v in ints]
        vals = [_s(v, bits) if signed else v for v in vals]
        want = bits_of([round_rational(Fraction(v), fmt, mode) if v else 0.0 for v in vals], dt, fmt).astype(np.uint32)
        assert_bits(body.strip(), run_ptx(body, ints, ints), want, (ints,))


@pytest.mark.parametrize("satfinite", [False, True], ids=["wraps", "satfinite"])
def test_integer_mma_wraps_or_saturates(nvrtc_compiler, satfinite: bool) -> None:
    source = (CORPUS_DIR / "mma_m16n8k32_s8.cu").read_text()
    if satfinite:
        source = source.replace(".row.col.s32.s8.s8.s32", ".row.col.satfinite.s32.s8.s8.s32")
    ptx = nvrtc_compiler.compile(source, "sm_80", "mma_m16n8k32_s8.cu")
    assert ("satfinite" in ptx) == satfinite
    rng = np.random.default_rng(29)
    a = np.full((16, 32), 127, dtype=np.int8)
    a[8:] = -128
    bt = rng.integers(100, 128, (8, 32)).astype(np.int8)
    c = np.where(np.arange(16)[:, None] < 8, 2**31 - 1000, -(2**31) + 1000).astype(np.int32).repeat(8, axis=1)
    (d,) = run_kernel(ptx, "mma_m16n8k32_s8", [a, bt, c, OutBuf(np.int32, 16 * 8)], 32, block=32)
    exact = a.astype(object) @ bt.astype(object).T + c.astype(object)
    if satfinite:
        want = np.array([[min(max(int(v), -(2**31)), 2**31 - 1) for v in row] for row in exact], dtype=np.int64)
    else:
        want = np.array([[(int(v) + 2**31) % 2**32 - 2**31 for v in row] for row in exact], dtype=np.int64)
    assert_bits("mma.m16n8k32 s8" + (" .satfinite" if satfinite else ""), d.view(np.uint32),
                want.astype(np.int32).reshape(-1).view(np.uint32))


def test_bf16_add_mul_and_packed_fma() -> None:
    rng = np.random.default_rng(30)
    sp = np.array([0x0000, 0x8000, 0x0001, 0x807F, 0x0080, 0x3F80, 0xBF80, 0x7F7F, 0xFF7F, 0x7F80, 0xFF80, 0x7FC0,
                   0x3F81, 0x4040, 0x3400, 0x3B80], dtype=np.uint16)
    a_sp, b_sp = (g.ravel() for g in np.meshgrid(sp, sp))
    def rand(k):
        return np.where((r := rng.integers(0, 0x10000, k).astype(np.uint16)) & 0x7F80 == 0x7F80, r & 0xBFFF, r).astype(np.uint16)
    a16 = np.concatenate([a_sp, rand(768)])
    b16 = np.concatenate([b_sp, rand(768)])
    xs, ys = _bf16_value(a16), _bf16_value(b16)
    a, b = a16.view(np.uint32), b16.view(np.uint32)
    for op in ("add", "sub", "mul"):
        body = ("  mov.b32 {%h1, %h2}, %r1;\n  mov.b32 {%h3, %h4}, %r2;\n"
                f"  {op}.rn.bf16 %h5, %h1, %h3;\n  {op}.rn.bf16 %h6, %h2, %h4;\n  mov.b32 %r3, {{%h5, %h6}};")
        got = run_ptx(body, a, b).view(np.uint16)
        want = bf16_bits([_small_float_reference(op, x, y, 0.0, BF16) for x, y in zip(xs, ys)])
        assert_bits(f"{op}.rn.bf16", got, want, (a16, b16))
    got = run_ptx("  fma.rn.bf16x2 %r3, %r1, %r2, %r1;", a, b).view(np.uint16)
    want = bf16_bits([_small_float_reference("fma", x, y, x, BF16) for x, y in zip(xs, ys)])
    assert_bits("fma.rn.bf16x2", got, want, (a16, b16))


def test_cvt_between_16_bit_formats_exhaustively() -> None:
    """Every f16 and bf16 bit pattern widened to f32 and converted to the other 16-bit format
    (references: numpy's exact widening, torch's round-to-nearest-even casts)."""
    torch = pytest.importorskip("torch")
    codes = np.arange(0x10000, dtype=np.uint32)
    as_f16 = codes.astype(np.uint16).view(np.float16)
    as_bf16 = (codes << 16).view(np.float32)
    with np.errstate(invalid="ignore"):  # signalling NaN patterns among the inputs
        cases = _sixteen_bit_cases(torch, as_f16, as_bf16)
    for body, want in cases:
        assert_bits(body.strip().splitlines()[-2 if "%h2" in body else -1], run_ptx(body, codes, codes, block=1024),
                    want.astype(np.uint32), (codes,))


def _sixteen_bit_cases(torch, as_f16: np.ndarray, as_bf16: np.ndarray) -> list[tuple[str, np.ndarray]]:
    return [
        ("  cvt.u16.u32 %h1, %r1;\n  cvt.f32.f16 %r3, %h1;", bits_of(as_f16.astype(np.float64), np.float32, F32)),
        ("  cvt.u16.u32 %h1, %r1;\n  cvt.f32.bf16 %r3, %h1;", bits_of(as_bf16.astype(np.float64), np.float32, F32)),
        ("  cvt.u16.u32 %h1, %r1;\n  cvt.rn.bf16.f16 %h2, %h1;\n  cvt.u32.u16 %r3, %h2;",
         bf16_bits(torch.from_numpy(as_f16.copy()).to(torch.bfloat16).to(torch.float32).numpy().astype(np.float64))),
        ("  cvt.u16.u32 %h1, %r1;\n  cvt.rn.f16.bf16 %h2, %h1;\n  cvt.u32.u16 %r3, %h2;",
         bits_of(torch.from_numpy(as_bf16.copy()).to(torch.float16).to(torch.float32).numpy().astype(np.float64),
                 np.float16, F16)),
    ]
