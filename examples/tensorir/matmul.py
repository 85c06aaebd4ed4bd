"""The seed's matmul, scheduled for Tensor Cores with tirc.tensorir, run in the PTX emulator.

The definition and the schedule are the seed's, as written; only the import and the parameters'
annotations are added. It runs at 256x256x128 and at 200x136x72 (no tile multiple): the
emulator checks races and compares with the float64 reference, and this script with numpy.
With ``--device cuda`` the same kernels run on the GPU, on torch CUDA tensors, at those shapes
and at the 4096^3 the schedule is for, compared with torch.matmul in f32 (what
bench/gpu_check.sh runs).

    python examples/tensorir/matmul.py
    python examples/tensorir/matmul.py --device cuda
"""

import argparse
import sys

import numpy as np

from tirc import tensorir


def build_matmul(M: int, N: int, K: int) -> tensorir.Kernel:
    """The seed's example at M x N x K."""
    def matmul(A: tensorir.Tensor[(M, K), "float16"], B: tensorir.Tensor[(K, N), "float16"]):
        C = tensorir.alloc((M, N), dtype="float16")
        for i, j, k in tensorir.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        return C

    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block(matmul)
    bx, by, bz = schedule.tile(block, tile_sizes=[256, 128, 32])
    schedule.bind(bx, "blockIdx.x")
    schedule.bind(by, "blockIdx.y")
    schedule.bind(bz, "threadIdx.z")
    schedule.vectorize(bz)
    schedule.decompose_to_tensorcore(block, instruction="mma.m16n8k16")
    return schedule.build(target="cuda")


def run(M: int, N: int, K: int, rng: np.random.Generator) -> bool:
    """Build, run on random inputs and compare with numpy; print one line."""
    kernel = build_matmul(M, N, K)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = kernel(a, b)
    expected = a.astype(np.float64) @ b.astype(np.float64)
    error = float(np.abs(c.astype(np.float64) - expected).max())
    # C is f16, so the definition accumulates in f16 (an f16 mma.sync accumulator): one f16
    # rounding per 16-deep step of K, on sums up to ~50 (2^-6 each), not one rounding at the end.
    ok = c.shape == (M, N) and c.dtype == np.float16 and np.allclose(c, expected, rtol=1e-2, atol=0.1)
    mma = "mma.sync.aligned.m16n8k16" in kernel.ptx
    print(f"matmul {M}x{N}x{K}: max |error| {error:.2e}, mma.sync.aligned.m16n8k16 in PTX: {mma}, "
          f"{kernel.stats.tensor_core_instructions} mma executed -> {'ok' if ok and mma else 'MISMATCH'}")
    return ok and mma


def run_on_gpu(M: int, N: int, K: int) -> bool:
    """Build, run on torch CUDA tensors and compare with torch.matmul (f32); print one line."""
    import torch
    kernel = build_matmul(M, N, K)
    generator = torch.Generator(device="cuda").manual_seed(0)
    a = torch.randn((M, K), device="cuda", dtype=torch.float16, generator=generator)
    b = torch.randn((K, N), device="cuda", dtype=torch.float16, generator=generator)
    c = kernel(a, b)
    expected = a.float() @ b.float()
    # f16 accumulation (see run): errors grow with K, like sqrt(K) roundings of sums of size sqrt(K).
    tolerance = 1e-2 * float(expected.abs().max()) + 0.1 * (K / 128) ** 0.5
    error = float((c.float() - expected).abs().max())
    ok = c.shape == (M, N) and c.dtype == torch.float16 and c.is_cuda and error <= tolerance
    print(f"matmul {M}x{N}x{K} on {torch.cuda.get_device_name()}: max |error| {error:.2e} "
          f"(tolerance {tolerance:.2e}) -> {'ok' if ok else 'MISMATCH'}")
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu",
                        help="cpu: the PTX emulator on numpy arrays; cuda: the GPU on torch tensors")
    device = parser.parse_args().device
    shapes = ((256, 256, 128), (200, 136, 72))
    if device == "cuda":
        from tirc.diagnostics import TircError
        from tirc.runtime.cuda_device import require_gpu
        try:
            require_gpu()
        except TircError as error:
            print(f"error: {error.message}\nhint: without --device cuda it runs in the PTX emulator", file=sys.stderr)
            return 1
        results = [run_on_gpu(M, N, K) for M, N, K in (*shapes, (4096, 4096, 4096))]
    else:
        rng = np.random.default_rng(0)
        results = [run(M, N, K, rng) for M, N, K in shapes]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
