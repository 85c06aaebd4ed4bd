"""One matmul definition, two schedules: without ``decompose_to_tensorcore`` (a SIMT kernel of
per-thread FMAs) and with it (``mma.sync``). Both run in the emulator; their statistics side by side.

    python examples/tensorir/simt_vs_tensorcore.py
"""

import re
import sys

import numpy as np

from tirc import tensorir as T

M, N, K = 136, 72, 96     # no multiple of the 64x64x32 tile


def matmul(A: T.Tensor[(M, K), "float16"], B: T.Tensor[(K, N), "float16"]) -> T.Buffer:
    C = T.alloc((M, N), "float32")
    for i, j, k in T.grid(M, N, K):
        C[i, j] += A[i, k] * B[k, j]
    return C


def build(tensor_cores: bool) -> T.Kernel:
    """The same tiles, copies and pipeline; only the inner computation differs."""
    sch = T.create_schedule(matmul)
    block = sch.get_block(matmul)
    i0, j0, k0 = sch.tile(block, [64, 64, 32])
    sch.bind(i0, "blockIdx.x")
    sch.bind(j0, "blockIdx.y")
    sch.vectorize(k0)
    sch.pipeline(k0, stages=2)
    if tensor_cores:
        sch.decompose_to_tensorcore(block, "mma.m16n8k16")
    return sch.build()


def report_figure(report: str, pattern: str) -> str:
    """One figure of ``kernel.report()`` (its first kernel), or "-" where the report has none."""
    found = re.search(pattern, report)
    return found.group(1) if found else "-"


def main() -> int:
    rng = np.random.default_rng(0)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    expected = a.astype(np.float64) @ b.astype(np.float64)
    columns: dict[str, list[str]] = {}
    ok = True
    for name, tensor_cores in (("SIMT", False), ("Tensor Cores", True)):
        kernel = build(tensor_cores)
        c = kernel(a, b)
        matches = bool(np.allclose(c, expected, rtol=1e-4, atol=1e-4))     # f32 accumulation
        has_mma = "mma.sync" in kernel.ptx
        ok = ok and matches and has_mma == tensor_cores
        stats, report = kernel.stats, kernel.report()
        columns[name] = [f"{stats.warp_instructions}", f"{stats.tensor_core_instructions}",
                         f"{stats.shared_bank_conflicts}", f"{stats.global_bytes}",
                         report_figure(report, r"= ([0-9.]+) instr/mma"),
                         report_figure(report, r"resources: (\d+) registers"),
                         "yes" if has_mma else "no", "yes" if matches else "NO"]
    rows = ["warp instructions", "mma instructions", "shared bank conflicts", "global bytes",
            "SASS instructions per mma", "registers", "mma.sync in PTX", "matches numpy"]
    print(f"matmul {M}x{N}x{K}, f16 in, f32 accumulate, tile 64x64x32 (emulator statistics of one call)")
    print(f"{'':28}{'SIMT':>14}{'Tensor Cores':>14}")
    for position, row in enumerate(rows):
        print(f"{row:28}{columns['SIMT'][position]:>14}{columns['Tensor Cores'][position]:>14}")
    if int(columns["Tensor Cores"][2]):
        print("(the Tensor Core kernel's bank conflicts are its ldmatrix reads of unswizzled shared tiles: "
              "swizzle(block) removes them)")
    print("ok" if ok else "MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
