"""Triton's low-precision GEMMs, written the way Triton's matmul tutorial writes a GEMM, compiled on the CPU.

The peers of ``bench/compare_triton.py --lowp``:

- ``fp8_matmul_kernel``: C[M, N] (bf16) = (A[M, K] (e4m3) @ B (e4m3)) * scale_a * scale_b with f32
  accumulation, per-tensor f32 scales (``torch._scaled_mm``'s contract): A row-major, B stored
  [N, K] (column-major, the nn.Linear weight), loaded as [BLOCK_K, BLOCK_N] tiles with a unit K
  stride, so both operands reach the dot K-major (what the 8-bit ``mma`` and ``wgmma`` read).
  ``tl.dot`` of two ``tl.float8e4nv`` tiles is ``mma.sync.m16n8k32...e4m3`` on sm_89 and
  ``wgmma...e4m3`` on sm_90.
- ``w4a16_matmul_kernel``: C[M, N] (f16) = A[M, K] (f16) @ W, W[k, n] = (q[k, n] - z[k / G, n]) *
  s[k / G, n], in the style of the Triton int4 weight-only kernels (GPTQ/AWQ): the packed int32
  words are loaded as a [BLOCK_K, BLOCK_N] tile (each word once per K element it holds; L1 serves
  the repeats), unpacked with a shift and a mask, the zero subtracted and the scale multiplied in
  f16, then ``tl.dot`` in f16 with f32 accumulation. The packing is tirc's (tirc/quant.py), so
  both compilers read the same bytes: q stored [N, K / 8] int32, 8 values along K per word, value
  8 * word + e at bits 4 * (e // 2) + 16 * (e % 2) (tirc's nibble order 0, 2, 4, 6, 1, 3, 5, 7:
  for Triton only a different constant shift per K element); scales [K / G, N] f16; zero points
  [K / G, N / 8] int32, 8 nibbles per word along N in plain order. The group G is a multiple of
  BLOCK_K, so one row of scales and zeros serves a whole K step.

Both compile with ``triton.compile`` for an explicit ``GPUTarget`` (no GPU needed).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import triton
import triton.language as tl

from bench.triton_gemm import CompiledGemm, TritonConfig

@triton.jit
def grouped_tile(M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, GROUP_M: tl.constexpr):
    """This program's output tile in grouped order: GROUP_M tile rows walk N together, for L2 reuse."""
    pid = tl.program_id(0)
    grid_m = tl.cdiv(M, BLOCK_M)
    grid_n = tl.cdiv(N, BLOCK_N)
    tiles_per_group = GROUP_M * grid_n
    first_m = (pid // tiles_per_group) * GROUP_M
    rows = min(grid_m - first_m, GROUP_M)
    return first_m + (pid % tiles_per_group) % rows, (pid % tiles_per_group) // rows


@triton.jit
def fp8_matmul_kernel(
    a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, M, N, K,
    stride_am, stride_ak, stride_bn, stride_bk, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr,
):
    pid_m, pid_n = grouped_tile(M, N, BLOCK_M, BLOCK_N, GROUP_M)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (offs_k[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_left) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    # Per-tensor scales: one f32 each, applied once to the f32 accumulator.
    acc = acc * (tl.load(a_scale_ptr) * tl.load(b_scale_ptr))
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


@triton.jit
def fp8_tma_matmul_kernel(a_desc, b_desc, c_desc, a_scale_ptr, b_scale_ptr, M, N, K,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """The same fp8 GEMM through host tensor descriptors (Hopper's TMA loads and store): A [M, K]
    and B [N, K] boxes, B's transposed in the dot."""
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // grid_n
    pid_n = pid % grid_n
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
        b = b_desc.load([pid_n * BLOCK_N, k * BLOCK_K])
        acc = tl.dot(a, b.T, acc)
    acc = acc * (tl.load(a_scale_ptr) * tl.load(b_scale_ptr))
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.bfloat16))


@triton.jit
def w4a16_matmul_kernel(
    a_ptr, q_ptr, scales_ptr, zeros_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_qn, stride_qk, stride_sg, stride_sn, stride_zg, stride_zn, stride_cm, stride_cn,
    GROUP: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr,
):
    pid_m, pid_n = grouped_tile(M, N, BLOCK_M, BLOCK_N, GROUP_M)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    # Each K element reads the word that holds it: 8 consecutive k share one int32.
    q_ptrs = q_ptr + (offs_k[:, None] // 8) * stride_qk + offs_n[None, :] * stride_qn
    # tirc's nibble order (tirc.quant.NIBBLE_ORDER 0, 2, 4, 6, 1, 3, 5, 7): element e of a word at
    # bits 4 * (e // 2) + 16 * (e % 2).
    q_shift = ((offs_k % 8) // 2) * 4 + (offs_k % 2) * 16
    z_shift = (offs_n % 8) * 4
    n_mask = offs_n < N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (offs_k[None, :] < k_left), other=0.0)
        q = tl.load(q_ptrs, mask=(offs_k[:, None] < k_left) & n_mask[None, :], other=0)
        group = (k * BLOCK_K) // GROUP
        scales = tl.load(scales_ptr + group * stride_sg + offs_n * stride_sn, mask=n_mask, other=0.0)
        zeros = tl.load(zeros_ptr + group * stride_zg + (offs_n // 8) * stride_zn, mask=n_mask, other=0)
        zeros = ((zeros >> z_shift) & 0xF).to(tl.float16)
        w = ((q >> q_shift[:, None]) & 0xF).to(tl.float16)
        w = (w - zeros[None, :]) * scales[None, :]
        acc = tl.dot(a, w, acc)
        a_ptrs += BLOCK_K * stride_ak
        q_ptrs += (BLOCK_K // 8) * stride_qk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, acc.to(tl.float16), mask=(offs_m[:, None] < M) & n_mask[None, :])


FP8_ARGS = ["a_ptr", "b_ptr", "c_ptr", "a_scale_ptr", "b_scale_ptr", "M", "N", "K", "stride_am", "stride_ak",
            "stride_bn", "stride_bk", "stride_cm", "stride_cn"]
W4_ARGS = ["a_ptr", "q_ptr", "scales_ptr", "zeros_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_ak",
           "stride_qn", "stride_qk", "stride_sg", "stride_sn", "stride_zg", "stride_zn", "stride_cm", "stride_cn"]
# Triton's element types of the fp8 operands ("e4m3" is tl.float8e4nv, the OCP e4m3fn of sm_89+).
FP8_POINTERS = {"e4m3": "*fp8e4nv", "e5m2": "*fp8e5"}
GROUP_M = 8

# Candidate configurations (Triton's usual fp8 autotune space, trimmed to fit 99 KiB (sm_89) and 227 KiB
# (sm_90) of shared memory per block): the harness keeps the best.
FP8_CONFIGS: dict[int, tuple[TritonConfig, ...]] = {
    89: (TritonConfig(128, 128, 64, 4, 4), TritonConfig(128, 128, 64, 8, 3), TritonConfig(128, 128, 128, 8, 3),
         TritonConfig(128, 256, 128, 8, 3)),
    90: (TritonConfig(128, 256, 128, 8, 3), TritonConfig(128, 128, 128, 4, 4), TritonConfig(128, 256, 64, 8, 4)),
}
# W4A16 on sm_80: 16-row tiles for decode, the usual A100 tiles for prefill; BLOCK_K divides the group.
# Triton stages the loaded int32 tile ([BLOCK_K, BLOCK_N]: each word once per K element it holds) in shared
# memory: the harness drops candidates past the chip's shared memory per block.
W4_DECODE_CONFIGS = (TritonConfig(16, 64, 128, 4, 4), TritonConfig(16, 128, 64, 4, 3), TritonConfig(16, 64, 64, 4, 4),
                     TritonConfig(16, 128, 128, 4, 4))
W4_PREFILL_CONFIGS = (TritonConfig(128, 128, 64, 4, 4), TritonConfig(128, 256, 64, 8, 3),
                      TritonConfig(128, 128, 32, 4, 4))


def _compile(fn: Any, signature: dict[str, str], constexprs: dict[str, Any], hinted: list[str], names: list[str],
             capability: int, config: TritonConfig) -> CompiledGemm:
    """``triton.compile`` for ``GPUTarget("cuda", capability, 32)``: the constexprs join the signature and
    the ``hinted`` arguments carry Triton's divisibility-by-16 hint (what its launcher passes for
    16-aligned pointers and sizes)."""
    from triton.backends.compiler import GPUTarget

    for name in constexprs:
        signature[name] = "constexpr"
    attrs = {(names.index(name),): [["tt.divisibility", 16]] for name in hinted}
    src = triton.compiler.ASTSource(fn=fn, signature=signature, constexprs=constexprs, attrs=attrs)
    kernel = triton.compile(src, target=GPUTarget("cuda", capability, 32),
                            options={"num_warps": config.warps, "num_stages": config.stages,
                                     "enable_fp_fusion": True})
    return CompiledGemm.of(kernel)


def compile_fp8_gemm(capability: int, config: TritonConfig, a: str = "e4m3", b: str = "e4m3",
                     out: str = "bf16") -> CompiledGemm:
    """The fp8 GEMM for sm_89 (``capability`` 89) or sm_90 (90): M, N, K and the leading dimensions
    multiples of 16, unit strides along K (A, B) and N (C) specialised to 1."""
    signature = dict.fromkeys(FP8_ARGS, "i32")
    signature.update({"a_ptr": FP8_POINTERS[a], "b_ptr": FP8_POINTERS[b], "c_ptr": {"bf16": "*bf16", "f16": "*fp16"}[out],
                      "a_scale_ptr": "*fp32", "b_scale_ptr": "*fp32"})
    constexprs: dict[str, Any] = {"stride_ak": 1, "stride_bk": 1, "stride_cn": 1, "BLOCK_M": config.block_m,
                                  "BLOCK_N": config.block_n, "BLOCK_K": config.block_k, "GROUP_M": GROUP_M}
    hinted = ["a_ptr", "b_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_bn", "stride_cm"]
    return _compile(fp8_matmul_kernel, signature, constexprs, hinted, FP8_ARGS, capability, config)


def compile_fp8_tma_gemm(config: TritonConfig, a: str = "e4m3", b: str = "e4m3") -> CompiledGemm:
    """``fp8_tma_matmul_kernel`` for sm_90 with host-side tensor descriptors, bf16 output."""
    from triton.backends.compiler import GPUTarget

    bm, bn, bk = config.block_m, config.block_n, config.block_k
    a_type, b_type = FP8_POINTERS[a].lstrip("*"), FP8_POINTERS[b].lstrip("*")
    signature = {"a_desc": f"tensordesc<{a_type}[{bm}, {bk}]>", "b_desc": f"tensordesc<{b_type}[{bn}, {bk}]>",
                 "c_desc": f"tensordesc<bf16[{bm}, {bn}]>", "a_scale_ptr": "*fp32", "b_scale_ptr": "*fp32",
                 "M": "i32", "N": "i32", "K": "i32", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
                 "BLOCK_K": "constexpr"}
    src = triton.compiler.ASTSource(fn=fp8_tma_matmul_kernel, signature=signature,
                                    constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})
    kernel = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                            options={"num_warps": config.warps, "num_stages": config.stages,
                                     "enable_fp_fusion": True})
    return CompiledGemm.of(kernel)


def compile_w4a16_gemm(config: TritonConfig, group: int = 128, m: int = 16) -> CompiledGemm:
    """The W4A16 GEMM for sm_80, specialised on M as Triton's launcher specialises it (1: a
    constant; a multiple of 16: the divisibility hint; else neither); N and K multiples of 16;
    unit strides along K (A), the packed K words (q), N (scales, zeros words, C)."""
    if group % config.block_k:
        raise ValueError(f"BLOCK_K {config.block_k} must divide the group {group}")
    signature = dict.fromkeys(W4_ARGS, "i32")
    signature.update({"a_ptr": "*fp16", "q_ptr": "*i32", "scales_ptr": "*fp16", "zeros_ptr": "*i32", "c_ptr": "*fp16"})
    constexprs: dict[str, Any] = {"stride_ak": 1, "stride_qk": 1, "stride_sn": 1, "stride_zn": 1, "stride_cn": 1,
                                  "GROUP": group, "BLOCK_M": config.block_m, "BLOCK_N": config.block_n,
                                  "BLOCK_K": config.block_k, "GROUP_M": GROUP_M}
    if m == 1:
        constexprs["M"] = 1
    hinted = ["a_ptr", "q_ptr", "scales_ptr", "zeros_ptr", "c_ptr", "N", "K", "stride_am", "stride_qn", "stride_sg",
              "stride_zg", "stride_cm", *(("M",) if m % 16 == 0 else ())]
    return _compile(w4a16_matmul_kernel, signature, constexprs, hinted, W4_ARGS, 80, config)


def run_w4a16_gemm(gemm: CompiledGemm, config: TritonConfig, m: int, n: int, k: int, group: int, seed: int,
                   racecheck: bool = True) -> tuple[np.ndarray, np.ndarray, object]:
    """Run the W4A16 GEMM in tirc's emulator on weights packed by tirc (tirc.quant); returns (C as
    float64, the float64 reference of the dequantised math, stats). N and K multiples of 16, the
    rows unpadded (their pitch is the size)."""
    import importlib

    from tirc.runtime.emulator import Emulator, PtxModule

    quant = importlib.import_module("tirc.quant")   # tirc's packing helpers (W4A16 kernels)
    rng = np.random.default_rng(seed)
    a = (rng.integers(-64, 65, (m, k)) / 64).astype(np.float16)
    q = rng.integers(0, 16, (n, k))
    zeros = rng.integers(0, 16, (k // group, n))
    scales = (rng.integers(1, 17, (k // group, n)) / 256).astype(np.float16)
    qweight, packed_zeros = quant.pack_u4(q), quant.pack_zeros(zeros)
    want = a.astype(np.float64) @ quant.dequantize(qweight, scales.astype(np.float64), packed_zeros, group)

    emu = Emulator(PtxModule.parse(gemm.ptx))
    devices = [emu.to_device(np.ascontiguousarray(array)) for array in (a, qweight, scales, packed_zeros)]
    c_bytes = m * n * 2
    c_dev = emu.alloc(c_bytes)
    emu.fill(c_dev, c_bytes, 0xFF)
    sizes = [n, k] if m == 1 else [m, n, k]   # M = 1 is a constant of the kernel
    args = [*devices, c_dev, *sizes, k, k // 8, n, n // 8, n]   # stride_am, stride_qn, stride_sg, stride_zg, stride_cm
    args += [0] * (gemm.num_params - len(args))   # Triton's global/profile scratch pointers
    grid = (-(-m // config.block_m) * -(-n // config.block_n), 1, 1)
    stats = emu.launch(gemm.name, grid=grid, block=(32 * config.warps, 1, 1), args=args, dynamic_smem=gemm.shared,
                       racecheck=racecheck)
    c = emu.from_device(c_dev, (m, n), np.float16).astype(np.float64)
    return c, want, stats
