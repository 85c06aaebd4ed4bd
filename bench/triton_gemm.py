"""Triton's GEMM compiled for sm_80 on the CPU, and run in tirc's PTX emulator.

The peer kernel for ``bench/compare_triton.py`` and the emulator's tests: by default C[M,N] (f16) =
A[M,K] (f16) @ B[K,N] (f16) with f32 accumulation, 128x128x32 tiles, num_warps=4, num_stages=3.
``compile_gemm`` also takes another tile configuration (``TritonConfig``), bf16 or s8 inputs (s8
accumulates and stores int32) and B stored [N, K] ("T"). Triton compiles for sm_80 without a GPU
(``triton.compile`` with an explicit ``GPUTarget``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import triton
import triton.language as tl

BLOCK_M, BLOCK_N, BLOCK_K = 128, 128, 32
NUM_WARPS, NUM_STAGES = 4, 3


@dataclass(frozen=True)
class TritonConfig:
    block_m: int
    block_n: int
    block_k: int
    warps: int
    stages: int

    def describe(self) -> str:
        return f"{self.block_m}x{self.block_n}x{self.block_k}/{self.warps}w/{self.stages}s"


DEFAULT_CONFIG = TritonConfig(BLOCK_M, BLOCK_N, BLOCK_K, NUM_WARPS, NUM_STAGES)
# Triton's usual A100 configurations, the candidates of bench/compare_triton.py --shapes.
A100_CONFIGS = (TritonConfig(128, 256, 64, 8, 3), TritonConfig(128, 128, 64, 4, 4), TritonConfig(128, 128, 32, 4, 4))
# Triton pointer types and the accumulator of each input type compile_gemm takes.
POINTER_TYPES = {"f16": ("*fp16", "*fp16"), "bf16": ("*bf16", "*bf16"), "s8": ("*i8", "*i32")}


@triton.jit
def matmul_kernel(
    a_ptr, b_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, B_K_MAJOR: tl.constexpr = False,
):
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    # B[N, K] (B_K_MAJOR: unit stride along K) is loaded as [BLOCK_N, BLOCK_K] tiles and transposed in the
    # dot, the way Triton GEMMs take torch Linear weights (tl.dot(a, b.T)).
    if B_K_MAJOR:
        b_ptrs = b_ptr + offs_n[:, None] * stride_bn + offs_k[None, :] * stride_bk
    else:
        b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    # Integer inputs accumulate in int32 (a trace-time test of the pointer's element type).
    if a_ptr.dtype.element_ty == tl.int8:
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    else:
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (offs_k[None, :] < k_left), other=0)
        if B_K_MAJOR:
            b = tl.trans(tl.load(b_ptrs, mask=(offs_n[:, None] < N) & (offs_k[None, :] < k_left), other=0))
        else:
            b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_left) & (offs_n[None, :] < N), other=0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


ARG_NAMES = ["a_ptr", "b_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm", "stride_cn"]


@dataclass(frozen=True)
class CompiledGemm:
    ptx: str
    name: str
    shared: int  # bytes of dynamic shared memory the kernel expects
    num_params: int  # .param count in the PTX, including Triton's scratch pointers

    @classmethod
    def of(cls, kernel: Any) -> CompiledGemm:
        """What the emulator runs of a compiled Triton kernel (``triton.compile``'s result)."""
        ptx = kernel.asm["ptx"]
        entry = ptx[ptx.index(".entry"):]
        return cls(ptx=ptx, name=kernel.metadata.name, shared=kernel.metadata.shared,
                   num_params=entry[: entry.index(")")].count(".param"))


def compile_gemm(divisible_by_16: bool | tuple[str, ...], config: TritonConfig = DEFAULT_CONFIG,
                 dtype: str = "f16", b_layout: str = "N", b_tiles_k_major: bool = False,
                 ones: tuple[str, ...] = ()) -> CompiledGemm:
    """Compile the GEMM for sm_80 on the CPU.

    The unit strides along K (A), N (C) and, for B, N (``b_layout`` "N": B[K, N]) or K ("T":
    B[N, K]) are specialised to 1, as Triton's launcher does at run time. The sizes are runtime
    arguments: the kernel depends on them only through the divisibility hints. With
    ``divisible_by_16`` True (or the names of the sizes that are, e.g. ("N", "K")) the pointers,
    those sizes and the leading dimensions are declared multiples of 16 (Triton's
    ``tt.divisibility`` hint); that is what lets it vectorise the loads to 16-byte ``cp.async``
    and pipeline them. Otherwise (for the ragged shape) only the pointers and leading dimensions
    carry the hint. With ``b_tiles_k_major`` (for "T") the B tiles are loaded [BLOCK_N, BLOCK_K]
    and transposed in the dot (``tl.dot(a, tl.trans(b))``) instead of loaded as [BLOCK_K, BLOCK_N]
    views with a unit K stride: the two spellings of an NT GEMM in Triton, which compile apart
    (the second is the one 8-bit inputs need: ldmatrix has no 8-bit transpose). ``ones`` names the
    sizes equal to 1, which Triton's launcher passes as constants (e.g. M = 1 in decode).
    """
    from triton.backends.compiler import GPUTarget

    if b_tiles_k_major and b_layout != "T":
        raise ValueError("k-major B tiles need B stored [N, K] (b_layout 'T')")
    in_pointer, out_pointer = POINTER_TYPES[dtype]
    signature = dict.fromkeys(ARG_NAMES, "i32")
    signature.update({"a_ptr": in_pointer, "b_ptr": in_pointer, "c_ptr": out_pointer})
    constexprs: dict[str, int | bool] = {"BLOCK_M": config.block_m, "BLOCK_N": config.block_n, "BLOCK_K": config.block_k,
                                         "B_K_MAJOR": b_tiles_k_major}
    b_unit, b_leading = ("stride_bn", "stride_bk") if b_layout == "N" else ("stride_bk", "stride_bn")
    for unit_stride in ("stride_ak", b_unit, "stride_cn"):
        signature[unit_stride] = "constexpr"
        constexprs[unit_stride] = 1
    for name in ones:
        constexprs[name] = 1
    for name in ("BLOCK_M", "BLOCK_N", "BLOCK_K", "B_K_MAJOR", *ones):
        signature[name] = "constexpr"
    hinted = ["a_ptr", "b_ptr", "c_ptr", "stride_am", b_leading, "stride_cm"]
    hinted += ["M", "N", "K"] if divisible_by_16 is True else list(divisible_by_16 or ())
    attrs = {(ARG_NAMES.index(name),): [["tt.divisibility", 16]] for name in hinted}
    src = triton.compiler.ASTSource(fn=matmul_kernel, signature=signature, constexprs=constexprs, attrs=attrs)
    kernel = triton.compile(
        src,
        target=GPUTarget("cuda", 80, 32),
        options={"num_warps": config.warps, "num_stages": config.stages, "enable_fp_fusion": True},
    )
    return CompiledGemm.of(kernel)


def leading_dim(n: int) -> int:
    """Row pitch (in elements) rounded up to 16, so the divisibility hints hold."""
    return -(-n // 16) * 16


def run_gemm(gemm: CompiledGemm, m: int, n: int, k: int, seed: int) -> tuple[np.ndarray, np.ndarray, object, float]:
    """Run the GEMM in the emulator; returns (C, float64 reference, stats, seconds)."""
    from tirc.runtime.emulator import Emulator, PtxModule

    rng = np.random.default_rng(seed)
    lda, ldb, ldc = leading_dim(k), leading_dim(n), leading_dim(n)
    # Pitched buffers: the padding columns hold garbage the kernel must not read.
    a = rng.uniform(-1, 1, (m, lda)).astype(np.float16)
    b = rng.uniform(-1, 1, (k, ldb)).astype(np.float16)
    a[a == 0] = 0.5
    b[b == 0] = 0.5
    a[:, k:] = np.float16(np.inf)
    b[:, n:] = np.float16(np.inf)
    want = a[:, :k].astype(np.float64) @ b[:, :n].astype(np.float64)

    emu = Emulator(PtxModule.parse(gemm.ptx))
    a_dev, b_dev = emu.to_device(a), emu.to_device(b)
    c_bytes = m * ldc * 2
    c_dev = emu.alloc(c_bytes)
    emu.fill(c_dev, c_bytes, 0xFF)
    args = [a_dev, b_dev, c_dev, m, n, k, lda, ldb, ldc]
    args += [0] * (gemm.num_params - len(args))  # Triton's global/profile scratch pointers
    grid = (-(-m // BLOCK_M) * -(-n // BLOCK_N), 1, 1)
    start = time.perf_counter()
    stats = emu.launch(gemm.name, grid=grid, block=(32 * NUM_WARPS, 1, 1), args=args, dynamic_smem=gemm.shared)
    seconds = time.perf_counter() - start
    c = emu.from_device(c_dev, (m, ldc), np.float16)
    # Columns past N are not the kernel's to write: they must still hold the poison.
    assert np.all(c[:, n:].view(np.uint16) == 0xFFFF), "GEMM wrote outside its N x M output"
    return c[:, :n], want, stats, seconds
