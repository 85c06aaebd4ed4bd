"""Low-precision GEMMs from the scheduling DSL: an fp8 linear with per-row and per-column scales
(sm_89) and a W8A8 one (sm_87), each one kernel (the dequantisation fused into the epilogue),
run in the emulator with race checking at sizes that are no tile multiple."""

from __future__ import annotations

import ml_dtypes
import numpy as np

from tirc import tensorir as T

M, N, K = 200, 136, 96


def test_fp8_linear_with_scales_from_the_dsl() -> None:
    def fp8_linear(A: T.Tensor[(M, K), "float8_e4m3fn"], B: T.Tensor[(N, K), "float8_e5m2"],
                   sa: T.Tensor[(M,), "float32"], sb: T.Tensor[(N,), "float32"]):
        C = T.alloc((M, N), dtype="float32")
        for i, j, k in T.grid(M, N, K):
            C[i, j] += T.cast(A[i, k], "float32") * T.cast(B[j, k], "float32")
        D = T.alloc((M, N), dtype="float16")
        for i, j in T.grid(M, N):
            D[i, j] = C[i, j] * sa[i] * sb[j]
        return D

    kernel = T.create_schedule(fp8_linear, target="sm_89").build()
    assert "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32" in kernel.ptx
    assert kernel.ptx.count(".entry") == 1   # the scales are the GEMM's epilogue
    rng = np.random.default_rng(0)
    a = rng.uniform(-2, 2, (M, K)).astype(ml_dtypes.float8_e4m3fn)
    b = rng.uniform(-2, 2, (N, K)).astype(ml_dtypes.float8_e5m2)
    sa = rng.uniform(0.01, 0.1, M).astype(np.float32)
    sb = rng.uniform(0.01, 0.1, N).astype(np.float32)
    d = kernel(a, b, sa, sb)
    want = (a.astype(np.float64) @ b.astype(np.float64).T) * sa[:, None] * sb[None, :]
    assert d.dtype == np.float16 and np.allclose(d, want, rtol=2e-3, atol=1e-4)


def test_w8a8_linear_from_the_dsl() -> None:
    def w8a8(A: T.Tensor[(M, K), "int8"], B: T.Tensor[(N, K), "int8"],
             sa: T.Tensor[(M,), "float32"], sb: T.Tensor[(N,), "float32"]):
        C = T.alloc((M, N), dtype="int32")
        for i, j, k in T.grid(M, N, K):
            C[i, j] += T.cast(A[i, k], "int32") * T.cast(B[j, k], "int32")
        D = T.alloc((M, N), dtype="float16")
        for i, j in T.grid(M, N):
            D[i, j] = T.cast(C[i, j], "float32") * sa[i] * sb[j]
        return D

    kernel = T.create_schedule(w8a8, target="sm_87").build()
    assert "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" in kernel.ptx
    assert kernel.ptx.count(".entry") == 1
    rng = np.random.default_rng(1)
    a = rng.integers(-128, 128, (M, K)).astype(np.int8)
    b = rng.integers(-128, 128, (N, K)).astype(np.int8)
    sa = rng.uniform(0.001, 0.02, M).astype(np.float32)
    sb = rng.uniform(0.001, 0.02, N).astype(np.float32)
    d = kernel(a, b, sa, sb)
    want = (a.astype(np.float64) @ b.astype(np.float64).T) * sa[:, None] * sb[None, :]
    assert d.dtype == np.float16 and np.allclose(d, want, rtol=2e-3, atol=1e-3)
