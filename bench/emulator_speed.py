"""How fast tirc's PTX emulator runs a 512^3 f16 GEMM, with its checks on and off, next to Triton's
interpreter (TRITON_INTERPRET=1) on the same GEMM.

    .venv/bin/python bench/emulator_speed.py [--size 512] [--repeat 3]

C = A @ B, A [M, K] and B [K, N] f16 row-major, f32 accumulate, 128x128x32 tiles, 4 warps, 3 stages.
Rows: tirc's kernel in tirc's emulator (all checks: shared-memory races, uninitialised reads,
deadlocks, instruction and memory budgets; then none), Triton's PTX for the same GEMM in tirc's
emulator, and Triton's interpreter running the Triton kernel on CPU torch tensors. Seconds are CPU
seconds of the launch alone (no compile), the best of --repeat runs, so that other processes on the
machine do not inflate them; prints a markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # run as a script: make the bench package importable

from bench.compare_triton import SPEC  # noqa: E402

# Run in a child: TRITON_INTERPRET must be set before triton is imported.
_INTERPRETER = """
import json, sys, time
import numpy as np, torch
sys.path.insert(0, sys.argv[1])
from bench.triton_gemm import BLOCK_K, BLOCK_M, BLOCK_N, NUM_STAGES, NUM_WARPS, matmul_kernel
n, repeat = int(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(0)
a = torch.from_numpy(rng.uniform(-1, 1, (n, n)).astype(np.float16))
b = torch.from_numpy(rng.uniform(-1, 1, (n, n)).astype(np.float16))
c = torch.empty((n, n), dtype=torch.float16)
grid = (-(-n // BLOCK_M) * -(-n // BLOCK_N),)
best = float("inf")
for _ in range(repeat):
    start = time.process_time()
    matmul_kernel[grid](a, b, c, n, n, n, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
                        BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, BLOCK_K=BLOCK_K, num_warps=NUM_WARPS, num_stages=NUM_STAGES)
    best = min(best, time.process_time() - start)
error = float(np.abs(c.numpy().astype(np.float64) - a.numpy().astype(np.float64) @ b.numpy().astype(np.float64)).max())
print(json.dumps({"seconds": best, "max_abs_error": error}))
"""


Row = tuple[str, str, float, float, int]  # engine, checks, CPU seconds, max |error|, warp instructions


def inputs(size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A, B (f16) and the float64 reference A @ B; the same values as the interpreter's."""
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (size, size)).astype(np.float16)
    b = rng.uniform(-1, 1, (size, size)).astype(np.float16)
    return a, b, a.astype(np.float64) @ b.astype(np.float64)


def time_launch(engine: str, ptx: str, kernel: str, grid: tuple[int, ...], block: tuple[int, ...], shared: int,
                size: int, extra_args: list[int], repeat: int, **checks: bool) -> Row:
    """Best CPU seconds of launching `kernel`(A, B, C, *extra_args) in a fresh emulator."""
    from tirc.runtime.emulator import Emulator, PtxModule

    module = PtxModule.parse(ptx)
    a, b, want = inputs(size)
    best, error, steps = float("inf"), 0.0, 0
    for _ in range(repeat):
        emu = Emulator(module, **checks)  # type: ignore[arg-type]
        c = emu.alloc(size * size * 2)
        args = [emu.to_device(a), emu.to_device(b), c, *extra_args]
        start = time.process_time()
        stats = emu.launch(kernel, grid, block, args, shared)
        best = min(best, time.process_time() - start)
        got = emu.from_device(c, (size, size), np.float16).astype(np.float64)
        error, steps = float(np.abs(got - want).max()), stats.warp_instructions
    return engine, "all on" if not checks else "all off", best, error, steps


def time_tirc(size: int, repeat: int) -> list[Row]:
    """tirc's kernel in tirc's emulator, with every check and with none."""
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.ptx import combine_ptx

    with tempfile.TemporaryDirectory() as folder:
        spec = Path(folder) / "gemm.yaml"
        spec.write_text(SPEC.format(n=size))
        result = compile_input(str(spec), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    (launch,) = [s for f in result.manifest["functions"] for s in f["steps"] if s["op"] == "launch"]
    ptx = combine_ptx(result.ptx)
    where = (launch["kernel"], tuple(launch["grid"]), tuple(launch["block"]), int(launch["dynamic_shared_memory"]))
    return [time_launch("tirc emulator, tirc's PTX", ptx, *where, size, [], repeat),
            time_launch("tirc emulator, tirc's PTX", ptx, *where, size, [], repeat, racecheck=False, initcheck=False)]


def time_triton_ptx(size: int, repeat: int) -> Row:
    """Triton's PTX for the same GEMM in tirc's emulator, every check on."""
    from bench.triton_gemm import BLOCK_M, BLOCK_N, NUM_WARPS, compile_gemm

    gemm = compile_gemm(divisible_by_16=True)
    extra = [size, size, size, size, size, size]  # M, N, K and the leading dimensions
    extra += [0] * (gemm.num_params - 3 - len(extra))  # Triton's scratch pointers
    grid = (-(-size // BLOCK_M) * -(-size // BLOCK_N), 1, 1)
    return time_launch("tirc emulator, Triton's PTX", gemm.ptx, gemm.name, grid, (32 * NUM_WARPS, 1, 1), gemm.shared,
                       size, extra, repeat)


def time_triton_interpreter(size: int, repeat: int) -> Row:
    env = {**os.environ, "TRITON_INTERPRET": "1"}
    out = subprocess.run([sys.executable, "-c", _INTERPRETER, str(REPO), str(size), str(repeat)], env=env,
                         check=True, capture_output=True, text=True).stdout
    result = json.loads(out.strip().splitlines()[-1])
    return "Triton interpreter (TRITON_INTERPRET=1)", "none", result["seconds"], result["max_abs_error"], 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=512, help="M = N = K (default 512)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per row; the best is shown (default 3)")
    args = parser.parse_args()
    rows = time_tirc(args.size, args.repeat)
    rows.append(time_triton_ptx(args.size, args.repeat))
    rows.append(time_triton_interpreter(args.size, args.repeat))
    print(f"f16 GEMM {args.size}^3 (f32 accumulate), best of {args.repeat}, on {os.cpu_count()} CPU cores\n")
    print("| engine | checks | CPU seconds | max abs error | warp instructions |")
    print("|---|---|---:|---:|---:|")
    for engine, checks, seconds, error, steps in rows:
        print(f"| {engine} | {checks} | {seconds:.2f} | {error:.1e} | {f'{steps:,}' if steps else '-'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
