"""tirc vs Triton on the same f16 GEMM (f32 accumulate), compiled for sm_80 on a CPU.

    .venv/bin/python bench/compare_triton.py [--size 4096] [--emulate 256]

Both compile C = A @ B with A [M, K], B [K, N] row-major, 128x128x32 tiles, 4 warps, 3 stages.
Side by side: compile time, registers / spills (both PTX linked by the same nvJitLink),
shared memory, the PTX instructions of the main loop per mma.sync, and shared-memory bank
conflicts and instruction counts from running both in tirc's emulator at --emulate^3.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import numpy as np

from tirc.driver import CompileOptions, compile_input
from tirc.emit.cubin import link_ptx
from tirc.emit.ptx import kernel_bodies
from tirc.runtime import emulate

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # run as a script: make the bench package importable
SPEC = """kernels:
  - name: gemm_f16
    op: matmul
    shape: {{M: {n}, N: {n}, K: {n}}}
    dtype: {{a: f16, b: f16, c: f16, acc: f32}}
    schedule: {{tile: [128, 128, 32], warps: [2, 2], stages: 3, mma: m16n8k16}}
"""

_LABEL = re.compile(r"^(\$L__BB\d+_\d+):", re.M)
_OPCODE = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.:]*)", re.M)
_CATEGORIES = (("mma", "mma.sync"), ("ldmatrix", "ldmatrix"), ("cp.async", "cp.async"), ("ld.shared", "ld.shared"),
               ("bar.sync", "bar.sync"), ("branch", "bra"))


def main_loop(body: str) -> str:
    """The PTX of the loop that contains the mma.sync instructions (label .. backward branch)."""
    for match in _LABEL.finditer(body):
        label = match.group(1)
        back_edge = re.search(rf"^\s*(?:@!?%\w+\s+)?bra(?:\.uni)?\s+{re.escape(label)};", body[match.end():], re.M)
        if back_edge:
            loop = body[match.end():match.end() + back_edge.end()]
            if "mma.sync" in loop:
                return loop
    raise ValueError("no loop with mma.sync found")


def loop_profile(ptx: str, kernel: str) -> dict[str, float]:
    loop = main_loop(kernel_bodies(ptx)[kernel])
    opcodes = [m.group(1) for m in _OPCODE.finditer(loop)]
    counts = Counter()
    for opcode in opcodes:
        category = next((name for name, prefix in _CATEGORIES if opcode.startswith(prefix)), "other")
        counts[category] += 1
    mmas = counts["mma"]
    profile = {"instructions / mma": len(opcodes) / mmas, "mma per iteration": mmas}
    for name, _ in _CATEGORIES[1:]:
        profile[f"{name} / mma"] = counts[name] / mmas
    profile["other / mma"] = counts["other"] / mmas
    return profile


def compile_tirc(size: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as folder:
        spec = Path(folder) / "gemm.yaml"
        spec.write_text(SPEC.format(n=size))
        start = time.perf_counter()
        result = compile_input(str(spec), CompileOptions(emit="ptx", report=True, remarks="off"))
        seconds = time.perf_counter() - start
    (kernel,) = result.link.kernels.values()
    launch = next(step for f in result.manifest["functions"] for step in f["steps"] if step["op"] == "launch")
    ptx = result.payload.decode()
    return {"compile s": seconds, "registers": kernel.registers, "spill bytes": kernel.spill_stores + kernel.spill_loads,
            "shared memory B": kernel.shared_memory + int(launch["dynamic_shared_memory"]),
            "loop": loop_profile(ptx, kernel.name)}


def compile_triton() -> tuple[dict[str, object], object]:
    from bench.triton_gemm import compile_gemm  # imports triton: only when comparing

    start = time.perf_counter()
    gemm = compile_gemm(divisible_by_16=True)
    seconds = time.perf_counter() - start
    linked = link_ptx([gemm.ptx], "sm_80")
    (kernel,) = linked.kernels.values()
    return ({"compile s": seconds, "registers": kernel.registers, "spill bytes": kernel.spill_stores + kernel.spill_loads,
             "shared memory B": kernel.shared_memory + gemm.shared, "loop": loop_profile(gemm.ptx, gemm.name)}, gemm)


def emulate_both(size: int, gemm: object) -> tuple[dict[str, object], dict[str, object]]:
    from bench.triton_gemm import run_gemm

    with tempfile.TemporaryDirectory() as folder:
        spec = Path(folder) / "gemm.yaml"
        spec.write_text(SPEC.format(n=4096))
        (run,) = emulate(str(spec), shapes={"M": size, "N": size, "K": size}, remarks="off")
    assert run.ok, run.checks
    tirc_stats = run.stats
    c, want, triton_stats, _ = run_gemm(gemm, size, size, size, seed=1)
    assert np.allclose(c.astype(np.float64), want, rtol=2e-3, atol=1e-3 * np.sqrt(size)), "Triton GEMM mismatch"

    def summary(stats: object) -> dict[str, object]:
        return {"bank conflicts": stats.shared_bank_conflicts, "shared wavefronts": stats.shared_wavefronts,
                "warp instructions": stats.warp_instructions, "mma": stats.tensor_core_instructions,
                "global sectors": stats.global_sectors}

    return summary(tirc_stats), summary(triton_stats)


def row(label: str, left: object, right: object) -> str:
    def text(value: object) -> str:
        if isinstance(value, float):
            return f"{value:.2f}"
        return f"{value:,}" if isinstance(value, int) else str(value)

    return f"| {label:<34} | {text(left):>10} | {text(right):>10} |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=4096, help="M = N = K compiled (default 4096)")
    parser.add_argument("--emulate", type=int, default=256, help="M = N = K run in the emulator (default 256)")
    args = parser.parse_args()
    os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="triton-cache-"))
    tirc_side = compile_tirc(args.size)
    triton_side, gemm = compile_triton()
    tirc_emulated, triton_emulated = emulate_both(args.emulate, gemm)
    lines = [f"f16 GEMM {args.size}^3 (f32 accumulate), sm_80, tile 128x128x32, 4 warps, 3 stages",
             "", f"| {'':<34} | {'tirc':>10} | {'Triton 3.9':>10} |", f"|{'-' * 36}|{'-' * 11}:|{'-' * 11}:|"]
    for key in ("compile s", "registers", "spill bytes", "shared memory B"):
        lines.append(row(key, tirc_side[key], triton_side[key]))
    for key in tirc_side["loop"]:
        lines.append(row(f"main loop: {key}", tirc_side["loop"][key], triton_side["loop"][key]))
    for key in tirc_emulated:
        lines.append(row(f"emulated {args.emulate}^3: {key}", tirc_emulated[key], triton_emulated[key]))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
