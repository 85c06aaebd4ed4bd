"""A linear layer with bias and GELU(tanh), the epilogue fused into the matmul's kernel.

f16 activations A [M, K] and weights W [N, K] (the layout of torch's ``F.linear``), an f32 bias,
f32 accumulation, f16 output. The elementwise block that reads the accumulator once per element
becomes the contraction's epilogue: one kernel launch, which the launch plan shows. The schedule
uses warps (``split`` + ``bind(..., "warp")``), 16-byte copies, a 3-stage cp.async pipeline,
swizzled shared tiles, a staged output tile and a rasterized grid.

    python examples/tensorir/matmul_bias_gelu.py
"""

import sys

import numpy as np

from tirc import tensorir as T

M, N, K = 200, 136, 72    # no multiple of the 64x64x32 tile


def linear_gelu(A: T.Tensor[(M, K), "float16"], W: T.Tensor[(N, K), "float16"],
                bias: T.Tensor[(N,), "float32"]) -> T.Buffer:
    acc = T.alloc((M, N), "float32")
    for i, j, k in T.grid(M, N, K):
        acc[i, j] += A[i, k] * W[j, k]
    out = T.alloc((M, N), "float16")
    for i, j in T.grid(M, N):
        x = acc[i, j] + bias[j]
        out[i, j] = 0.5 * x * (1 + T.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))
    return out


def schedule_linear_gelu() -> T.Schedule:
    sch = T.create_schedule(linear_gelu)
    gemm = sch.get_block("acc")
    i0, j0, k0 = sch.tile(gemm, [64, 64, 32])
    sch.bind(i0, "blockIdx.x")
    sch.bind(j0, "blockIdx.y")
    loops = sch.get_loops(gemm)                  # i_0 j_0 k_0 | i_1 j_1 k_1: the loops inside the tile follow
    warp_i, _ = sch.split(loops[3], [2, None])   # 2 warps along M ...
    sch.bind(warp_i, "warp")
    warp_j, _ = sch.split(loops[4], [2, None])   # ... and 2 along N: warp tiles of 32x32
    sch.bind(warp_j, "warp")
    sch.vectorize(k0)
    sch.pipeline(k0, stages=3)
    sch.swizzle(gemm)
    sch.cache_write(gemm, "shared")
    sch.cache_read(gemm, "A", "shared")
    sch.decompose_to_tensorcore(gemm, "mma.m16n8k16")
    sch.rasterize(group=4)
    return sch


def main() -> int:
    kernel = schedule_linear_gelu().build()
    (plan,) = kernel.manifest["functions"]
    launches = [step["kernel"] for step in plan["steps"] if step["op"] == "launch"]
    rng = np.random.default_rng(0)
    a = rng.standard_normal((M, K)).astype(np.float16)
    w = rng.standard_normal((N, K)).astype(np.float16)
    bias = rng.standard_normal(N).astype(np.float32)
    y = kernel(a, w, bias)
    x = a.astype(np.float64) @ w.astype(np.float64).T + bias
    expected = 0.5 * x * (1 + np.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))
    error = float(np.abs(y.astype(np.float64) - expected).max())
    # The output is f16: one rounding of values up to ~30 (2^-6), on top of tanh.approx's ~2^-11.
    ok = y.dtype == np.float16 and np.allclose(y, expected, rtol=2e-3, atol=2e-2)
    fused = len(launches) == 1
    print(f"linear+bias+GELU {M}x{N}x{K}: max |error| {error:.2e}, launches {launches}, "
          f"{kernel.stats.tensor_core_instructions} mma, {kernel.stats.shared_bank_conflicts} bank conflicts "
          f"-> {'ok' if ok and fused else 'MISMATCH'}")
    return 0 if ok and fused else 1


if __name__ == "__main__":
    sys.exit(main())
