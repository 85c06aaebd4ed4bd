"""A batched matmul: one grid of tiles per batch element, the batch loop bound to blockIdx.z.

    python examples/tensorir/batched_matmul.py
"""

import sys

import numpy as np

from tirc import tensorir as T

Bt, M, N, K = 3, 72, 80, 40     # no multiple of the 64x64x32 tile


def batched_matmul(A: T.Tensor[(Bt, M, K), "float16"], B: T.Tensor[(Bt, K, N), "float16"]) -> T.Buffer:
    C = T.alloc((Bt, M, N), "float32")
    for b, i, j, k in T.grid(Bt, M, N, K):
        C[b, i, j] += A[b, i, k] * B[b, k, j]
    return C


def schedule_batched_matmul() -> T.Schedule:
    sch = T.create_schedule(batched_matmul)
    block = sch.get_block(batched_matmul)
    b0, i0, j0, k0 = sch.tile(block, [1, 64, 64, 32])    # each block: one batch element's 64x64 tile
    sch.bind(b0, "blockIdx.z")
    sch.bind(i0, "blockIdx.x")
    sch.bind(j0, "blockIdx.y")
    sch.vectorize(k0)
    sch.pipeline(k0, stages=2)
    sch.decompose_to_tensorcore(block, "mma.m16n8k16")
    return sch


def main() -> int:
    kernel = schedule_batched_matmul().build()
    rng = np.random.default_rng(0)
    a = rng.standard_normal((Bt, M, K)).astype(np.float16)
    b = rng.standard_normal((Bt, K, N)).astype(np.float16)
    c = kernel(a, b)
    expected = a.astype(np.float64) @ b.astype(np.float64)
    error = float(np.abs(c - expected).max())
    ok = c.shape == (Bt, M, N) and np.allclose(c, expected, rtol=1e-4, atol=1e-4)   # f32 accumulation
    launch = next(step for step in kernel.manifest["functions"][0]["steps"] if step["op"] == "launch")
    print(f"batched matmul {Bt}x{M}x{N}x{K}: max |error| {error:.2e}, grid {launch['grid']}, "
          f"{kernel.stats.tensor_core_instructions} mma -> {'ok' if ok else 'MISMATCH'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
