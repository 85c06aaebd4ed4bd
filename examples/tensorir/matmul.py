"""The seed's matmul, scheduled for Tensor Cores with tirc.tensorir, run in the PTX emulator.

The definition and the schedule are the seed's, as written; only the import and the parameters'
annotations are added. It runs at 256x256x128 and at 200x136x72 (no tile multiple): the
emulator checks races and compares with the float64 reference, and this script with numpy.
With ``--device cuda`` the same kernels run on the GPU, on torch CUDA tensors, at those shapes
and at the 4096^3 the schedule is for, compared with torch.matmul in f32.

``--save DIR`` compiles the GPU plans of those three kernels (cubins for ``--chips``) into DIR;
``--device cuda --load DIR`` runs them from there, on a machine without MLIR (what the run half
of bench/gpu_check.sh does).

    python examples/tensorir/matmul.py
    python examples/tensorir/matmul.py --device cuda
    python examples/tensorir/matmul.py --save build/matmul-plans --chips sm_90a,sm_80
    python examples/tensorir/matmul.py --device cuda --load build/matmul-plans
"""

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

SHAPES = ((256, 256, 128), (200, 136, 72))
GPU_SHAPES = (*SHAPES, (4096, 4096, 4096))


def build_matmul(M: int, N: int, K: int) -> Any:
    """The seed's example at M x N x K (a tirc.tensorir.Kernel)."""
    from tirc import tensorir   # MLIR: a machine that only runs saved plans never imports it

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


def plan_folder(root: str, M: int, N: int, K: int) -> Path:
    return Path(root) / f"matmul_{M}x{N}x{K}"


def saved_kernel(root: str, M: int, N: int, K: int) -> Callable[..., Any]:
    """The plan ``--save`` wrote for M x N x K, as a function of torch CUDA tensors (no MLIR)."""
    from tirc.torch.kernels import CompiledPlan
    plan = CompiledPlan.load(plan_folder(root, M, N, K))
    return lambda a, b: plan.run([a, b], ["A", "B"])[0]


def run_on_gpu(M: int, N: int, K: int, kernel: Callable[..., Any]) -> bool:
    """Run ``kernel`` on torch CUDA tensors and compare with torch.matmul (f32); print one line."""
    import torch
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
    parser.add_argument("--save", metavar="DIR", help="compile the GPU plans into DIR and exit")
    parser.add_argument("--chips", default="sm_90a,sm_80", help="with --save: the targets (default: %(default)s)")
    parser.add_argument("--load", metavar="DIR", help="with --device cuda: run the plans --save wrote")
    args = parser.parse_args()
    if args.save:
        for M, N, K in GPU_SHAPES:
            build_matmul(M, N, K).save_plan(plan_folder(args.save, M, N, K), args.chips.split(","))
            print(f"saved matmul {M}x{N}x{K} for {args.chips} in {plan_folder(args.save, M, N, K)}")
        return 0
    if args.device == "cuda":
        from tirc.diagnostics import TircError
        from tirc.runtime.cuda_device import require_gpu
        try:
            require_gpu()
        except TircError as error:
            print(f"error: {error.message}\nhint: without --device cuda it runs in the PTX emulator", file=sys.stderr)
            return 1
        results = [run_on_gpu(M, N, K, saved_kernel(args.load, M, N, K) if args.load else build_matmul(M, N, K))
                   for M, N, K in GPU_SHAPES]
    else:
        rng = np.random.default_rng(0)
        results = [run(M, N, K, rng) for M, N, K in SHAPES]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
