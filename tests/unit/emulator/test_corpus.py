"""Numerical corpus for the PTX emulator.

Every case compiles one CUDA C++ kernel from ``corpus/`` to PTX with NVRTC,
runs it in the emulator on random (never all-zero) inputs, with every output
buffer first poisoned with 0xFF bytes, and compares the outputs with a float64
(or exact integer) numpy reference.

The table ``CASES`` at the bottom drives the tests: one entry per kernel (or
per compile-time variant of a kernel), each naming the .cu file, the kernel,
optional ``-D`` defines, and a builder that makes the inputs, launch
configuration and expected outputs from a seeded random generator.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import pytest

# ---------------------------------------------------------------------------
# Case description
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Tol:
    """|got - want| <= atol + rtol * |want|, elementwise; exact when both are 0."""

    rtol: float = 0.0
    atol: float = 0.0

    @property
    def exact(self) -> bool:
        return self.rtol == 0.0 and self.atol == 0.0


EXACT = Tol()
F32 = Tol(rtol=1e-5, atol=1e-6)


@dataclass(frozen=True)
class In:
    """A read-only device buffer initialised from ``data``."""

    data: np.ndarray


@dataclass(frozen=True)
class Out:
    """A device buffer the kernel writes, checked against ``want`` afterwards.

    It is filled with 0xFF bytes before the launch, unless ``init`` is given
    (accumulators of atomics must start at zero).
    """

    name: str
    want: np.ndarray
    tol: Tol
    init: np.ndarray | None = None
    dtype: np.dtype | None = None  # defaults to want.dtype
    # For outputs holding one row per function: (label, tolerance) per row,
    # so that a failure names the function and each gets its own tolerance.
    row_tols: tuple[tuple[str, Tol], ...] | None = None

    @property
    def device_dtype(self) -> np.dtype:
        return np.dtype(self.dtype if self.dtype is not None else self.want.dtype)


Arg = In | Out | int | float


@dataclass
class Launch:
    """Arguments (in .param order) and launch configuration of one kernel run."""

    args: list[Arg]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_smem: int = 0
    # Extra assertions on the emulator's LaunchStats (bank conflicts, ...).
    check_stats: Callable[[Any], None] | None = None


@dataclass(frozen=True)
class Case:
    """One row of the corpus table: which kernel to compile and how to check it."""

    id: str  # the pytest id
    source: str
    kernel: str
    build: Callable[[np.random.Generator], Launch]
    defines: tuple[str, ...] = ()
    # "mismatch": the kernel is deliberately broken and the test asserts that
    # the emulator exposes it (some output must differ from the reference).
    expect: Literal["match", "mismatch"] = "match"
    marks: tuple[Any, ...] = field(default_factory=tuple)


# ---------------------------------------------------------------------------
# Running a case
# ---------------------------------------------------------------------------


def run_launch(ptx: str, kernel: str, launch: Launch, **checks: bool) -> tuple[dict[str, np.ndarray], Any]:
    """Run ``kernel`` from ``ptx`` in a fresh emulator (``checks``: Emulator options such as
    racecheck=False); return outputs by name and stats."""
    from tirc.runtime.emulator import Emulator, PtxModule

    emu = Emulator(PtxModule.parse(ptx), **checks)
    values: list[int | float] = []
    outputs: list[tuple[Out, int]] = []
    for arg in launch.args:
        if isinstance(arg, In):
            values.append(emu.to_device(np.ascontiguousarray(arg.data)))
        elif isinstance(arg, Out):
            nbytes = arg.want.size * arg.device_dtype.itemsize
            addr = emu.alloc(nbytes)
            if arg.init is None:
                emu.fill(addr, nbytes, 0xFF)
            else:
                emu.copy_to_device(addr, np.ascontiguousarray(arg.init, dtype=arg.device_dtype))
            values.append(addr)
            outputs.append((arg, addr))
        else:
            values.append(arg)
    stats = emu.launch(kernel, grid=launch.grid, block=launch.block, args=values, dynamic_smem=launch.dynamic_smem)
    got = {out.name: emu.from_device(addr, out.want.shape, out.device_dtype) for out, addr in outputs}
    return got, stats


def mismatch_report(got: np.ndarray, want: np.ndarray, tol: Tol) -> str | None:
    """None when ``got`` matches ``want`` within ``tol``, else a short description."""
    if got.shape != want.shape:
        return f"shape {got.shape} != {want.shape}"
    if tol.exact:
        bad = got != want
        if got.dtype.kind == "f":  # bit-exact float comparison treats NaN == NaN
            bad = got.view(f"u{got.itemsize}") != want.astype(got.dtype).view(f"u{got.itemsize}")
    else:
        g = got.astype(np.float64)
        w = want.astype(np.float64)
        bad = ~(np.abs(g - w) <= tol.atol + tol.rtol * np.abs(w))  # NaN counts as bad
    if not np.any(bad):
        return None
    idx = np.argwhere(bad)
    first = [tuple(int(v) for v in i) for i in idx[:5]]
    samples = ", ".join(f"{i}: got {got[i]!r} want {want[i]!r}" for i in first)
    msg = f"{int(bad.sum())}/{bad.size} elements differ ({tol}); first: {samples}"
    if not tol.exact:
        err = np.abs(got.astype(np.float64) - want.astype(np.float64))
        msg += f"; max abs err {np.nanmax(err) if np.any(np.isfinite(err)) else float('nan'):.3g}"
    return msg


def case_seed(case_id: str) -> int:
    # Stable across runs and Python processes (unlike hash()).
    return zlib.crc32(case_id.encode())


# ---------------------------------------------------------------------------
# Helpers for references
# ---------------------------------------------------------------------------


def uniform(rng: np.random.Generator, lo: float, hi: float, shape: int | tuple[int, ...], dtype=np.float32) -> np.ndarray:
    """Uniform values with no exact zeros (a zero could hide an unwritten output)."""
    x = rng.uniform(lo, hi, shape)
    x[x == 0.0] = 0.5
    return x.astype(dtype)


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


def matmul_tol(a: np.ndarray, b: np.ndarray, out_dtype: np.dtype, c: np.ndarray | None = None) -> Tol:
    """Tolerance for D = A @ B (+ C) with K-deep f32 accumulation.

    rtol covers rounding the result to ``out_dtype`` (about 2 ulp); atol covers
    f32 accumulation error, which grows like sqrt(K) * eps32 * (sum_k |a||b| + |c|).
    """
    k = a.shape[-1]
    mag = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
    if c is not None:
        mag = mag + np.abs(c.astype(np.float64))
    scale = float(np.max(mag))
    rtol = {np.dtype(np.float32): 1e-5, np.dtype(np.float16): 2e-3}[np.dtype(out_dtype)]
    return Tol(rtol=rtol, atol=1e-5 * math.sqrt(k) * scale)


def f32_to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """Round-to-nearest-even f32 -> bf16, as uint16 bit patterns (no NaNs here)."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    rounded = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


def bf16_bits_to_f32(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32)


# ---------------------------------------------------------------------------
# Case builders: one per kernel, each returns a Launch with references
# ---------------------------------------------------------------------------


def build_vector_add(rng: np.random.Generator) -> Launch:
    n, block = 1000, 128  # 1000 is not a multiple of 128: the last block is partial
    a, b = uniform(rng, -1, 1, n), uniform(rng, -1, 1, n)
    want = a.astype(np.float64) + b
    return Launch([In(a), In(b), Out("c", want, F32, dtype=np.float32), n], (cdiv(n, block), 1, 1), (block, 1, 1))


def build_strided_copy(rng: np.random.Generator) -> Launch:
    n, stride, offset = 700, 3, 5
    src = uniform(rng, -10, 10, n * stride + offset)
    want = src[offset : offset + n * stride : stride]
    return Launch([In(src), Out("dst", want, EXACT), n, stride, offset], (cdiv(n, 64), 1, 1), (64, 1, 1))


def build_copy_float4(rng: np.random.Generator) -> Launch:
    n4, scale = 333, 1.5
    src = uniform(rng, -100, 100, 4 * n4)
    want = src.astype(np.float64) * scale
    return Launch([In(src), Out("dst", want, F32, dtype=np.float32), n4, scale], (cdiv(n4, 64), 1, 1), (64, 1, 1))


def build_axpy_f64(rng: np.random.Generator) -> Launch:
    n, alpha = 500, -0.75
    x, y = uniform(rng, -1, 1, n, np.float64), uniform(rng, -1, 1, n, np.float64)
    want = alpha * x + y
    # y is updated in place: it is an Out whose initial contents are the input.
    return Launch([alpha, In(x), Out("y", want, Tol(rtol=1e-14, atol=1e-15), init=y), n], (cdiv(n, 128), 1, 1), (128, 1, 1))


def build_matmul_tiled(rng: np.random.Generator) -> Launch:
    m, n, k = 50, 37, 45  # none a multiple of the 16x16 tile
    a, b = uniform(rng, -1, 1, (m, k)), uniform(rng, -1, 1, (k, n))
    want = a.astype(np.float64) @ b
    out = Out("C", want, matmul_tol(a, b, np.float32), dtype=np.float32)
    return Launch([In(a), In(b), out, m, n, k], (cdiv(n, 16), cdiv(m, 16), 1), (16, 16, 1))


def build_warp_shuffle(rng: np.random.Generator) -> Launch:
    blocks, block = 3, 256
    x = uniform(rng, -1, 1, blocks * block)
    warps = x.reshape(-1, 32).astype(np.float64)
    sums = warps.sum(axis=1)
    maxes = np.repeat(warps.max(axis=1), 32).astype(np.float32)
    sum_tol = Tol(rtol=1e-5, atol=1e-6 * float(np.abs(warps).sum(axis=1).max()))
    return Launch(
        [In(x), Out("warp_sum", sums, sum_tol, dtype=np.float32), Out("lane_max", maxes, EXACT)],
        (blocks, 1, 1),
        (block, 1, 1),
    )


def build_block_reduce(rng: np.random.Generator) -> Launch:
    n, blocks = 20000, 8
    x = uniform(rng, -1, 2, n)
    want = np.array([x.astype(np.float64).sum()])
    # The atomics run in an unspecified block order, so allow f32 reassociation error.
    tol = Tol(rtol=1e-5, atol=1e-6 * float(np.abs(x).sum()))
    total = Out("total", want, tol, init=np.zeros(1, np.float32), dtype=np.float32)
    done = Out("blocks_done", np.array([blocks], np.uint32), EXACT, init=np.zeros(1, np.uint32))
    return Launch([In(x), n, total, done], (blocks, 1, 1), (256, 1, 1))


def build_histogram(rng: np.random.Generator) -> Launch:
    n, nbins = 5000, 64
    values = rng.integers(-5, 70, n).astype(np.int32)
    in_range = values[(values >= 0) & (values < nbins)]
    bins = np.bincount(in_range, minlength=nbins).astype(np.uint32)
    overflow = np.array([n - in_range.size], np.uint32)
    return Launch(
        [
            In(values),
            n,
            Out("bins", bins, EXACT, init=np.zeros(nbins, np.uint32)),
            Out("overflow", overflow, EXACT, init=np.zeros(1, np.uint32)),
        ],
        (4, 1, 1),
        (128, 1, 1),
    )


def divergence_reference(values: np.ndarray, block: int) -> tuple[np.ndarray, np.ndarray]:
    out = np.empty_like(values)
    out2 = np.full_like(values, -1)  # poison (0xFFFFFFFF) survives where the kernel exits early
    for i, v in enumerate(int(x) for x in values):
        if (i % block) % 2 == 0:
            c, steps = v, 0
            while c != 1 and steps < 1000:
                c = 3 * c + 1 if c & 1 else c >> 1
                steps += 1
            r = steps
        elif v % 3 == 0:
            r = -v
        elif v % 3 == 1:
            r = sum(k * v for k in range(v & 15))
        else:
            r = v * v
        out[i] = r
        if v % 5 != 0:
            out2[i] = r ^ v
    return out, out2


def build_divergence(rng: np.random.Generator) -> Launch:
    n, block = 300, 64
    values = rng.integers(1, 3000, n).astype(np.int32)
    out, out2 = divergence_reference(values, block)
    return Launch(
        [In(values), Out("out", out, EXACT), Out("out2", out2, EXACT), n], (cdiv(n, block), 1, 1), (block, 1, 1)
    )


TRANSPOSE_M, TRANSPOSE_N = 64, 96


def transpose_stats_check(pad: int) -> Callable[[Any], None]:
    """Bank-conflict accounting for transpose_smem.cu (32x8 blocks, 4 elements/thread).

    Each warp executes 4 row-wise tile stores (conflict-free: 1 wavefront) and
    4 column-wise tile loads. Unpadded, the 32 lanes of a load hit the same
    bank at 32 different addresses: 32 wavefronts, i.e. 31 extra per access.
    With one float of padding the 32 lanes hit 32 distinct banks.
    """
    warps = (TRANSPOSE_M // 32) * (TRANSPOSE_N // 32) * 8
    stores = loads = 4 * warps

    def check(stats: Any) -> None:
        if pad == 0:
            assert stats.shared_bank_conflicts > 0
            assert stats.shared_bank_conflicts / loads == 31, (stats.shared_bank_conflicts, loads)
            assert stats.shared_wavefronts == stores + 32 * loads
            by_line = stats.bank_conflicts_by_line
            assert len(by_line) > 0, "the conflicting ld.shared should be attributed to a source line"
        else:
            assert stats.shared_bank_conflicts == 0
            assert stats.shared_wavefronts == stores + loads

    return check


def build_transpose(pad: int) -> Callable[[np.random.Generator], Launch]:
    def build(rng: np.random.Generator) -> Launch:
        m, n = TRANSPOSE_M, TRANSPOSE_N
        x = uniform(rng, -1, 1, (m, n))
        return Launch(
            [In(x), Out("out", np.ascontiguousarray(x.T), EXACT), m, n],
            (n // 32, m // 32, 1),
            (32, 8, 1),
            check_stats=transpose_stats_check(pad),
        )

    return build


def one_tensor_core_instruction(stats: Any) -> None:
    # A single warp issues exactly one mma.
    assert stats.tensor_core_instructions == 1


def build_mma_f16(rng: np.random.Generator) -> Launch:
    a = uniform(rng, -1, 1, (16, 16), np.float16)
    bt = uniform(rng, -1, 1, (8, 16), np.float16)  # B transposed: [n][k]
    c = uniform(rng, -1, 1, (16, 8))
    want = a.astype(np.float64) @ bt.astype(np.float64).T + c
    tol = matmul_tol(a, bt.T, np.float32, c)
    return Launch(
        [In(a), In(bt), In(c), Out("D", want, tol, dtype=np.float32)], (1, 1, 1), (32, 1, 1),
        check_stats=one_tensor_core_instruction,
    )


def build_mma_bf16(rng: np.random.Generator) -> Launch:
    # Draw values that are exactly representable in bf16, so the reference is exact.
    a_bits = f32_to_bf16_bits(uniform(rng, -1, 1, (16, 16)))
    bt_bits = f32_to_bf16_bits(uniform(rng, -1, 1, (8, 16)))
    c = uniform(rng, -1, 1, (16, 8))
    a, bt = bf16_bits_to_f32(a_bits), bf16_bits_to_f32(bt_bits)
    want = a.astype(np.float64) @ bt.astype(np.float64).T + c
    tol = matmul_tol(a, bt.T, np.float32, c)
    return Launch(
        [In(a_bits), In(bt_bits), In(c), Out("D", want, tol, dtype=np.float32)], (1, 1, 1), (32, 1, 1),
        check_stats=one_tensor_core_instruction,
    )


def build_mma_s8(rng: np.random.Generator) -> Launch:
    a = rng.integers(-128, 128, (16, 32)).astype(np.int8)
    bt = rng.integers(-128, 128, (8, 32)).astype(np.int8)
    c = rng.integers(-(2**20), 2**20, (16, 8)).astype(np.int32)
    want = (a.astype(np.int64) @ bt.astype(np.int64).T + c).astype(np.int32)
    return Launch([In(a), In(bt), In(c), Out("D", want, EXACT)], (1, 1, 1), (32, 1, 1), check_stats=one_tensor_core_instruction)


def ldmatrix_reference(smem: np.ndarray, row_index: np.ndarray, trans: bool) -> np.ndarray:
    """Per-lane registers of ldmatrix .x4 [.trans] (PTX ISA "ldmatrix" fragment layout).

    Matrix j (register j) is made of the rows addressed by lanes 8j..8j+7.
    Without .trans lane l holds row l // 4, columns 2*(l % 4) and +1 (lower
    half = lower column); with .trans it holds the transposed element pair,
    i.e. column l // 4 of rows 2*(l % 4) and 2*(l % 4) + 1.
    """
    rows = smem.reshape(-1, 8).astype(np.uint32)
    regs = np.zeros((32, 4), np.uint32)
    for lane in range(32):
        g, t = divmod(lane, 4)
        for j in range(4):
            mat = rows[row_index[8 * j : 8 * j + 8]]  # 8x8 matrix j
            if trans:
                lo, hi = mat[2 * t, g], mat[2 * t + 1, g]
            else:
                lo, hi = mat[g, 2 * t], mat[g, 2 * t + 1]
            regs[lane, j] = lo | (hi << 16)
    return regs


def build_ldmatrix(trans: bool) -> Callable[[np.random.Generator], Launch]:
    def build(rng: np.random.Generator) -> Launch:
        smem = rng.integers(1, 2**16, 64 * 8).astype(np.uint16)
        row_index = rng.permutation(64)[:32].astype(np.int32)  # scattered, distinct rows
        want = ldmatrix_reference(smem, row_index, trans)
        return Launch([In(smem), In(row_index), Out("regs", want, EXACT)], (1, 1, 1), (32, 1, 1))

    return build


CP_ASYNC_THREADS, CP_ASYNC_TILES, CP_ASYNC_BLOCKS = 128, 7, 2


def build_cp_async(rng: np.random.Generator) -> Launch:
    threads, ntiles, blocks = CP_ASYNC_THREADS, CP_ASYNC_TILES, CP_ASYNC_BLOCKS
    x = uniform(rng, -1, 1, (blocks, ntiles, threads, 4))
    weights = np.array([1.0, -2.0, 3.0, -4.0])
    per_elem = x.astype(np.float64) @ weights  # (blocks, ntiles, threads)
    consumed = np.roll(per_elem, -64, axis=2)  # thread i reads element (i + 64) % 128
    want = (consumed * np.arange(1, ntiles + 1)[None, :, None]).sum(axis=1).reshape(-1)
    scale = float((np.abs(x).astype(np.float64) @ np.abs(weights)).sum(axis=1).max() * ntiles)
    tol = Tol(rtol=1e-5, atol=1e-6 * scale)
    return Launch([In(x), Out("out", want, tol, dtype=np.float32), ntiles], (blocks, 1, 1), (threads, 1, 1))


def build_half2(rng: np.random.Generator) -> Launch:
    npairs = 200
    a, b, c = (uniform(rng, -2, 2, 2 * npairs) for _ in range(3))
    ha, hb, hc = (v.astype(np.float16).astype(np.float64) for v in (a, b, c))
    # Sums, products and fmas of f16 values in [-2, 2] are exact in float64, so
    # one rounding to f16 gives the correctly rounded result the ISA requires.
    def bits(x: np.ndarray) -> np.ndarray:
        return x.astype(np.float16).view(np.uint16)

    bf = f32_to_bf16_bits(a)
    roundtrip = ha.astype(np.float32) + bf16_bits_to_f32(bf)  # f32 add, as in the kernel
    return Launch(
        [
            In(a), In(b), In(c),
            Out("sum", bits(ha + hb), EXACT),
            Out("prod", bits(ha * hb), EXACT),
            Out("fma", bits(ha * hb + hc), EXACT),
            Out("bf16", bf, EXACT),
            Out("roundtrip", roundtrip, EXACT),
            npairs,
        ],
        (cdiv(npairs, 64), 1, 1),
        (64, 1, 1),
    )


def int_ops_reference(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    m32, m64 = (1 << 32) - 1, (1 << 64) - 1

    def s32(v: int) -> int:
        return v - (1 << 32) if v & (1 << 31) else v

    def s64(v: int) -> int:
        return v - (1 << 64) if v & (1 << 63) else v

    def tdiv(p: int, q: int) -> int:  # C division truncates toward zero
        r = abs(p) // abs(q)
        return r if (p < 0) == (q < 0) else -r

    def byte_perm(p: int, q: int, sel: int) -> int:
        pool = p | (q << 32)
        return sum(((pool >> (8 * ((sel >> (4 * k)) & 7))) & 0xFF) << (8 * k) for k in range(4))

    out32 = np.zeros((x.size, 12), np.uint32)
    out64 = np.zeros((x.size, 4), np.uint64)
    for i, (a, b, c) in enumerate(zip(map(int, x), map(int, y), map(int, w))):
        d = s32(b | 1)
        out32[i] = [
            bin(a).count("1"),
            32 - a.bit_length(),
            int(f"{a:032b}"[::-1], 2),
            byte_perm(a, b, 0x5140),
            byte_perm(a, b, b & 0x7777),
            (a * b) >> 32,
            ((s32(a) * s32(b)) >> 32) & m32,
            tdiv(s32(a), d) & m32,
            (s32(a) - tdiv(s32(a), d) * d) & m32,
            ((((b << 32) | a) << (b & 31)) >> 32) & m32,
            ((a >> (b & 31)) | (a << ((32 - (b & 31)) & 31))) & m32,
            bin(c).count("1") + 64 - c.bit_length(),
        ]
        out64[i] = [
            (c * a + b) & m64,
            ((c >> (a & 63)) ^ (c << (b & 63))) & m64,
            (c * (((a << 17) | b) & m64)) >> 64,
            tdiv(s64(c), a | 1) & m64,
        ]
    return out32, out64


def build_int_ops(rng: np.random.Generator) -> Launch:
    n = 256
    x = rng.integers(1, 2**32, n, dtype=np.uint64).astype(np.uint32)
    y = rng.integers(1, 2**32 - 2, n, dtype=np.uint64).astype(np.uint32)  # b | 1 != -1: no INT_MIN / -1
    w = rng.integers(1, 2**64 - 1, n, dtype=np.uint64, endpoint=True)
    x[:4] = [1, 0x80000000, 0xFFFFFFFF, 0x00010000]  # edge cases for clz/brev/division
    w[:2] = [1, 1 << 63]
    out32, out64 = int_ops_reference(x, y, w)
    return Launch([In(x), In(y), In(w), Out("out32", out32, EXACT), Out("out64", out64, EXACT), n], (cdiv(n, 64), 1, 1), (64, 1, 1))


# (function, tolerance) in the order of transcendental.cu's output rows.
# Library functions are accurate to a few ulp; the __intrinsics map to the
# .approx instructions (ex2/lg2/sin.approx, div.approx), accurate to ~2^-21.
TRANSCENDENTAL_ROWS: list[tuple[str, Callable[[np.ndarray, np.ndarray], np.ndarray], Tol]] = [
    ("expf", lambda a, b: np.exp(a), Tol(rtol=1e-5, atol=1e-6)),
    ("tanhf", lambda a, b: np.tanh(a), Tol(rtol=1e-5, atol=1e-6)),
    ("logf", lambda a, b: np.log(b), Tol(rtol=1e-5, atol=1e-6)),
    ("sinf", lambda a, b: np.sin(a), Tol(rtol=1e-5, atol=1e-6)),
    ("sqrtf", lambda a, b: np.sqrt(b), Tol(rtol=1e-6, atol=0)),
    ("rsqrtf", lambda a, b: 1 / np.sqrt(b), Tol(rtol=1e-5, atol=0)),
    ("div", lambda a, b: a / b, Tol(rtol=1e-6, atol=1e-7)),
    ("__expf", lambda a, b: np.exp(a), Tol(rtol=1e-4, atol=1e-5)),
    ("__logf", lambda a, b: np.log(b), Tol(rtol=1e-4, atol=1e-4)),
    ("__sinf", lambda a, b: np.sin(a), Tol(rtol=1e-4, atol=1e-4)),
    ("__fdividef", lambda a, b: a / b, Tol(rtol=1e-5, atol=1e-6)),
]


def build_transcendental(rng: np.random.Generator) -> Launch:
    n = 300
    a, b = uniform(rng, -4, 4, n), uniform(rng, 0.5, 8, n)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    want = np.stack([fn(a64, b64) for _, fn, _ in TRANSCENDENTAL_ROWS])
    rows = tuple((fname, tol) for fname, _, tol in TRANSCENDENTAL_ROWS)
    out = Out("out", want, EXACT, dtype=np.float32, row_tols=rows)
    return Launch([In(a), In(b), out, n], (cdiv(n, 128), 1, 1), (128, 1, 1))


def build_grid_stride_3d(rng: np.random.Generator) -> Launch:
    grid, block, n = (3, 2, 2), (8, 4, 2), 2000
    total = math.prod(grid) * math.prod(block)  # 768 threads, so ~2.6 iterations each
    x = uniform(rng, -1, 1, n)
    idx = np.arange(n)
    return Launch(
        [In(x), Out("out", 3.0 * x.astype(np.float64) - 1.0, F32, dtype=np.float32), Out("owner", (idx % total).astype(np.int32), EXACT), n],
        grid,
        block,
    )


def build_warp_vote(rng: np.random.Generator) -> Launch:
    blocks, block, threshold = 3, 128, 0.25
    x = uniform(rng, -1, 1, blocks * block)
    x[32:64] = np.abs(x[32:64]) + 0.5  # warp 1: predicate true on every lane
    x[64:96] = -np.abs(x[64:96])  # warp 2: false on every lane
    pred = (x > threshold).reshape(-1, 32)
    lane_bits = np.uint64(1) << np.arange(32, dtype=np.uint64)
    ballot = (pred * lane_bits).sum(axis=1).astype(np.uint32)
    even = ballot & np.uint32(0x55555555)
    want = np.stack([ballot, pred.any(axis=1), pred.all(axis=1), even], axis=1).astype(np.uint32)
    return Launch([In(x), threshold, Out("votes", want, EXACT)], (blocks, 1, 1), (block, 1, 1))


def build_dynamic_smem(rng: np.random.Generator) -> Launch:
    blocks, block = 3, 96
    x = uniform(rng, -1, 1, (blocks, block))
    want = 2.0 * x[:, ::-1].astype(np.float64)
    return Launch([In(x), Out("out", want, F32, dtype=np.float32)], (blocks, 1, 1), (block, 1, 1), dynamic_smem=2 * block * 4)


# ---------------------------------------------------------------------------
# The table
# ---------------------------------------------------------------------------

CASES: list[Case] = [
    Case("vector_add", "vector_add.cu", "vector_add", build_vector_add),
    Case("strided_copy", "strided_copy.cu", "strided_copy", build_strided_copy),
    Case("copy_float4", "vector_copy_float4.cu", "copy_float4", build_copy_float4),
    Case("axpy_f64", "axpy_f64.cu", "axpy_f64", build_axpy_f64),
    Case("matmul_tiled_50x37x45", "matmul_tiled.cu", "matmul_tiled", build_matmul_tiled),
    Case("warp_shuffle_reduce", "warp_shuffle_reduce.cu", "warp_shuffle_reduce", build_warp_shuffle),
    Case("block_reduce_atomic", "block_reduce_atomic.cu", "block_reduce_atomic", build_block_reduce),
    Case("histogram_atomic", "histogram_atomic.cu", "histogram_atomic", build_histogram),
    Case("divergence", "divergence.cu", "divergence", build_divergence),
    Case("transpose_unpadded", "transpose_smem.cu", "transpose_smem", build_transpose(0), defines=("PAD=0",)),
    Case("transpose_padded", "transpose_smem.cu", "transpose_smem", build_transpose(1), defines=("PAD=1",)),
    Case("mma_m16n8k16_f16", "mma_m16n8k16_f16.cu", "mma_m16n8k16_f16", build_mma_f16),
    Case("mma_m16n8k16_bf16", "mma_m16n8k16_bf16.cu", "mma_m16n8k16_bf16", build_mma_bf16),
    Case("mma_m16n8k32_s8", "mma_m16n8k32_s8.cu", "mma_m16n8k32_s8", build_mma_s8),
    Case("ldmatrix_x4", "ldmatrix_x4.cu", "ldmatrix_x4", build_ldmatrix(False), defines=("TRANS=0",)),
    Case("ldmatrix_x4_trans", "ldmatrix_x4.cu", "ldmatrix_x4", build_ldmatrix(True), defines=("TRANS=1",)),
    Case("cp_async_pipeline", "cp_async_pipeline.cu", "cp_async_pipeline", build_cp_async),
    Case("cp_async_pipeline_no_wait", "cp_async_pipeline.cu", "cp_async_pipeline", build_cp_async,
         defines=("SKIP_WAIT",), expect="mismatch"),
    Case("half2_math", "half2_math.cu", "half2_math", build_half2),
    Case("int_ops", "int_ops.cu", "int_ops", build_int_ops),
    Case("transcendental", "transcendental.cu", "transcendental", build_transcendental),
    Case("grid_stride_3d", "grid_stride_3d.cu", "grid_stride_3d", build_grid_stride_3d),
    Case("warp_vote", "warp_vote.cu", "warp_vote", build_warp_vote),
    Case("dynamic_smem_reverse", "dynamic_smem_reverse.cu", "dynamic_smem_reverse", build_dynamic_smem),
]


def _checked_parts(out: Out, got: np.ndarray) -> list[tuple[str, np.ndarray, np.ndarray, Tol]]:
    """(label, got, want, tol) for a whole output, or for each row when it has row_tols."""
    if out.row_tols is None:
        return [(out.name, got, out.want, out.tol)]
    return [(f"{out.name}[{label}]", got[r], out.want[r], tol) for r, (label, tol) in enumerate(out.row_tols)]


def compare_outputs(launch: Launch, got: Mapping[str, np.ndarray]) -> list[str]:
    """Descriptions of every output that differs from its reference (empty: all match)."""
    problems = []
    for arg in launch.args:
        if not isinstance(arg, Out):
            continue
        for name, g, w, tol in _checked_parts(arg, got[arg.name]):
            report = mismatch_report(g, w, tol)
            if report is not None:
                problems.append(f"{name}: {report}")
    return problems


@pytest.mark.parametrize("case", [pytest.param(c, id=c.id, marks=c.marks) for c in CASES])
def test_corpus(case: Case, compile_corpus) -> None:
    ptx = compile_corpus(case.source, defines=case.defines)
    launch = case.build(np.random.default_rng(case_seed(case.id)))
    if case.expect == "mismatch":
        # The race checker names the bug; without it, the wrong numbers must still show.
        from tirc.runtime.emulator import EmulatorError
        with pytest.raises(EmulatorError, match="race|before cp.async wait"):
            run_launch(ptx, case.kernel, launch)
        got, _ = run_launch(ptx, case.kernel, launch, racecheck=False)
        assert compare_outputs(launch, got), f"{case.id}: the deliberately broken kernel produced the correct result"
        return
    got, stats = run_launch(ptx, case.kernel, launch)
    problems = compare_outputs(launch, got)
    assert not problems, f"{case.id} ({case.source} {case.defines}):\n" + "\n".join(problems)
    if launch.check_stats is not None:
        launch.check_stats(stats)
