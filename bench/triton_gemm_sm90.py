"""Triton's GEMM compiled for sm_90 (Hopper) on the CPU, and run in tirc's PTX emulator.

The same kernel as bench/triton_gemm.py (``matmul_kernel``) compiled with
``GPUTarget("cuda", 90, 32)``: Triton lowers its ``tl.dot`` to ``wgmma.mma_async`` m64nNk16 with
both operands in 128-byte-swizzled shared memory (matrix descriptors), fed by a ``cp.async``
pipeline with ``fence.proxy.async`` before the wgmmas, and ``wgmma.wait_group`` one group behind.
C[M, N] (f16) = A[M, K] @ B[K, N] for f16 or bf16 A and B, f32 accumulation.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import triton
import triton.language as tl

from bench.triton_gemm import ARG_NAMES, CompiledGemm, TritonConfig, leading_dim, matmul_kernel
from tirc.dtypes import from_storage, to_storage

# num_warps=4 is one warpgroup; BLOCK_M=128 is two m64 wgmmas per K step of 16.
SM90_DEFAULT_CONFIG = TritonConfig(128, 128, 64, 4, 3)
_POINTERS = {"f16": "*fp16", "bf16": "*bf16"}


def compile_gemm_sm90(divisible_by_16: bool, config: TritonConfig = SM90_DEFAULT_CONFIG,
                      dtype: str = "f16", b_layout: str = "N") -> CompiledGemm:
    """Compile the GEMM for sm_90 on the CPU: B stored [K, N] ("N": wgmma reads it MN-major) or
    [N, K] ("T", loaded as [BLOCK_N, BLOCK_K] tiles and transposed in the dot: K-major), f16 output.

    The unit strides (along K for A and a "T" B, N for an "N" B and C) are specialised to 1; with ``divisible_by_16``
    the sizes M, N, K also carry Triton's divisibility hint (the pointers and leading dimensions
    always do), which is what makes Triton pipeline the loads with 16-byte cp.async.
    """
    from triton.backends.compiler import GPUTarget

    signature = dict.fromkeys(ARG_NAMES, "i32")
    signature.update({"a_ptr": _POINTERS[dtype], "b_ptr": _POINTERS[dtype], "c_ptr": "*fp16"})
    constexprs: dict[str, int | bool] = {"BLOCK_M": config.block_m, "BLOCK_N": config.block_n,
                                         "BLOCK_K": config.block_k, "B_K_MAJOR": b_layout == "T"}
    b_unit, b_leading = ("stride_bn", "stride_bk") if b_layout == "N" else ("stride_bk", "stride_bn")
    for unit_stride in ("stride_ak", b_unit, "stride_cn"):
        signature[unit_stride] = "constexpr"
        constexprs[unit_stride] = 1
    for name in ("BLOCK_M", "BLOCK_N", "BLOCK_K", "B_K_MAJOR"):
        signature[name] = "constexpr"
    hinted = ["a_ptr", "b_ptr", "c_ptr", "stride_am", b_leading, "stride_cm"]
    if divisible_by_16:
        hinted += ["M", "N", "K"]
    attrs = {(ARG_NAMES.index(name),): [["tt.divisibility", 16]] for name in hinted}
    src = triton.compiler.ASTSource(fn=matmul_kernel, signature=signature, constexprs=constexprs, attrs=attrs)
    kernel = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                            options={"num_warps": config.warps, "num_stages": config.stages, "enable_fp_fusion": True})
    return CompiledGemm.of(kernel)


def _inputs(rng: np.random.Generator, rows: int, cols: int, pitch: int, dtype: str) -> np.ndarray:
    """A pitched [rows, pitch] input in ``dtype``'s storage: multiples of 1/64 in [-1, 1] (exact in
    f16 and bf16, so the reference sees the kernel's inputs), the padding columns +inf, which the
    kernel must not read."""
    values = rng.integers(-64, 65, (rows, pitch)).astype(np.float32) / 64
    values[:, cols:] = np.inf
    return to_storage(values, dtype)


def _output(emu: Any, m: int, ldc: int) -> int:
    """A poisoned [m, ldc] f16 output buffer: columns past N must keep the poison."""
    c_bytes = m * ldc * 2
    c_dev = emu.alloc(c_bytes)
    emu.fill(c_dev, c_bytes, 0xFF)
    return c_dev


def _launch(emu: Any, gemm: CompiledGemm, config: TritonConfig, args: list[Any], m: int, n: int, ldc: int,
            c_dev: int, racecheck: bool) -> tuple[np.ndarray, object, float]:
    """Launch the GEMM over its tiles; (C as float64, stats, seconds)."""
    args = args + [0] * (gemm.num_params - len(args))  # Triton's global/profile scratch pointers
    grid = (-(-m // config.block_m) * -(-n // config.block_n), 1, 1)
    start = time.perf_counter()
    stats = emu.launch(gemm.name, grid=grid, block=(32 * config.warps, 1, 1), args=args, dynamic_smem=gemm.shared,
                       racecheck=racecheck)
    seconds = time.perf_counter() - start
    c = emu.from_device(c_dev, (m, ldc), np.uint16)
    assert np.all(c[:, n:] == 0xFFFF), "GEMM wrote outside its N x M output"
    return c[:, :n].view(np.float16).astype(np.float64), stats, seconds


def run_gemm_sm90(gemm: CompiledGemm, config: TritonConfig, m: int, n: int, k: int, seed: int,
                  dtype: str = "f16", racecheck: bool = True, b_layout: str = "N"
                  ) -> tuple[np.ndarray, np.ndarray, object, float]:
    """Run the GEMM in the emulator; returns (C as float64, float64 reference, stats, seconds)."""
    from tirc.runtime.emulator import Emulator, PtxModule

    rng = np.random.default_rng(seed)
    b_rows, b_cols = (k, n) if b_layout == "N" else (n, k)
    lda, ldb, ldc = leading_dim(k), leading_dim(b_cols), leading_dim(n)
    a = _inputs(rng, m, k, lda, dtype)
    b = _inputs(rng, b_rows, b_cols, ldb, dtype)
    b_kn = from_storage(b[:, :b_cols], dtype)
    want = from_storage(a[:, :k], dtype) @ (b_kn if b_layout == "N" else b_kn.T)

    emu = Emulator(PtxModule.parse(gemm.ptx))
    a_dev, b_dev = emu.to_device(a), emu.to_device(b)
    c_dev = _output(emu, m, ldc)
    c, stats, seconds = _launch(emu, gemm, config, [a_dev, b_dev, c_dev, m, n, k, lda, ldb, ldc], m, n, ldc, c_dev,
                                racecheck)
    return c, want, stats, seconds


@triton.jit
def tma_matmul_kernel(a_desc, b_desc, c_desc, M, N, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      B_K_MAJOR: tl.constexpr = False):
    """The same GEMM through host tensor descriptors: TMA loads and a TMA store. B is [K, N], or
    [N, K] with ``B_K_MAJOR`` (its [BLOCK_N, BLOCK_K] boxes transposed in the dot)."""
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
        if B_K_MAJOR:
            b = b_desc.load([pid_n * BLOCK_N, k * BLOCK_K]).T
        else:
            b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@dataclass(frozen=True)
class CompiledTmaGemm:
    gemm: CompiledGemm
    config: TritonConfig
    b_layout: str   # "N": B stored [K, N]; "T": [N, K]
    # Per tensor descriptor (A, B, C): Triton's block of one copy [rows, cols] and swizzle in bytes.
    copy_boxes: tuple[tuple[tuple[int, int], int], ...]


_SWIZZLE_CODES = {0: 0, 1: 32, 2: 64, 3: 128}  # Triton's tensordesc_meta swizzle (CUtensorMapSwizzle) -> bytes


def compile_tma_gemm_sm90(config: TritonConfig = SM90_DEFAULT_CONFIG, dtype: str = "f16",
                          b_layout: str = "N") -> CompiledTmaGemm:
    """Compile ``tma_matmul_kernel`` for sm_90 on the CPU with host-side tensor descriptors, B
    stored [K, N] (``b_layout`` "N") or [N, K] ("T")."""
    from triton.backends.compiler import GPUTarget

    bm, bn, bk = config.block_m, config.block_n, config.block_k
    elem = dtype.replace("f16", "fp16") if dtype == "f16" else "bf16"
    b_box = f"{bk}, {bn}" if b_layout == "N" else f"{bn}, {bk}"
    signature = {"a_desc": f"tensordesc<{elem}[{bm}, {bk}]>", "b_desc": f"tensordesc<{elem}[{b_box}]>",
                 "c_desc": f"tensordesc<fp16[{bm}, {bn}]>", "M": "i32", "N": "i32", "K": "i32",
                 "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr", "B_K_MAJOR": "constexpr"}
    src = triton.compiler.ASTSource(fn=tma_matmul_kernel, signature=signature,
                                    constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk,
                                                "B_K_MAJOR": b_layout == "T"})
    kernel = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                            options={"num_warps": config.warps, "num_stages": config.stages, "enable_fp_fusion": True})
    boxes = tuple(((int(meta["block_size"][0]), int(meta["block_size"][1])), _SWIZZLE_CODES[int(meta["swizzle"])])
                  for meta in kernel.metadata.tensordesc_meta)
    return CompiledTmaGemm(CompiledGemm.of(kernel), config, b_layout, boxes)


def run_tma_gemm_sm90(compiled: CompiledTmaGemm, m: int, n: int, k: int, seed: int, dtype: str = "f16",
                      racecheck: bool = True) -> tuple[np.ndarray, np.ndarray, object, float]:
    """Run the TMA GEMM in the emulator, with emulator tensor maps for A, B and C (as Triton's
    launcher would make with cuTensorMapEncodeTiled); returns (C, float64 reference, stats, seconds)."""
    from tirc.runtime.emulator import Emulator, PtxModule, TensorMap

    gemm, config = compiled.gemm, compiled.config
    rng = np.random.default_rng(seed)
    b_rows, b_cols = (k, n) if compiled.b_layout == "N" else (n, k)
    lda, ldb, ldc = leading_dim(k), leading_dim(b_cols), leading_dim(n)
    a = _inputs(rng, m, k, lda, dtype)
    b = _inputs(rng, b_rows, b_cols, ldb, dtype)
    b_stored = from_storage(b[:, :b_cols], dtype)
    want = from_storage(a[:, :k], dtype) @ (b_stored if compiled.b_layout == "N" else b_stored.T)
    emu = Emulator(PtxModule.parse(gemm.ptx))
    a_dev, b_dev = emu.to_device(a), emu.to_device(b)
    c_dev = _output(emu, m, ldc)
    args: list = []
    for (rows, cols, pitch, address), ((box_rows, box_cols), swizzle) in zip(
            ((m, k, lda, a_dev), (b_rows, b_cols, ldb, b_dev), (m, n, ldc, c_dev)), compiled.copy_boxes):
        tmap = TensorMap(address=address, elem_bytes=2, dims=(cols, rows), strides=(pitch * 2,),
                         box=(box_cols, box_rows), swizzle=swizzle)
        # Triton's descriptor argument: the map, then the tensor's shape and strides (elements).
        args += [tmap, rows, cols, pitch, 1]
    c, stats, seconds = _launch(emu, gemm, config, [*args, m, n, k], m, n, ldc, c_dev, racecheck)
    return c, want, stats, seconds
