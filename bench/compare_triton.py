"""tirc vs Triton on the same f16 GEMM, and the SASS of tirc's Tensor Core GEMMs, compiled for sm_80 on a CPU.

    .venv/bin/python bench/compare_triton.py [--size 4096] [--emulate 256] [--sass-only]
    .venv/bin/python bench/compare_triton.py --shapes [--markdown] [--rows N] [--json FIGURES.json]
    .venv/bin/python bench/compare_triton.py --target sm_90a [--size 4096]
    .venv/bin/python bench/compare_triton.py --memory-bound [--rows 64] [--cols 1024] [--programs softmax,...]
    .venv/bin/python bench/compare_triton.py --attention [--head-dims 64,128] [--targets sm_80,sm_90a]
    .venv/bin/python bench/compare_triton.py --lowp

The first table compiles C = A @ B (f16, f32 accumulate) with A [M, K], B [K, N] row-major,
128x128x32 tiles, 4 warps, 3 stages in both compilers. Side by side: compile time, registers /
spills (both PTX linked by the same nvJitLink), shared memory, the main loop in PTX and in SASS
(nvdisasm of the linked cubin), and shared-memory bank conflicts and instruction counts from
running both in tirc's emulator at --emulate^3 (skipped with --sass-only).

The second table is the SASS of tirc's default kernel (the schedule heuristics' choice) for the
GEMMs f16 NN, f16 NT, bf16 NT, tf32 NN and s8 NT (N/T: B stored [K, N] / [N, K]): the main loop is
the innermost loop containing HMMA/IMMA, measured in SASS instructions per mma. PTX counts
mislead: ptxas unrolls, folds address arithmetic and schedules, and the SASS is what runs.

--shapes prints one row per shape of the shape table (square 1024-8192; LLM prefill and decode,
M = 1, 16, 128, 4096 against N x K = 4096x4096, 12288x4096, 11008x4096, 4096x11008) and GEMM
(f16 NN, f16 NT, bf16 NT, s8 NT): tirc's default kernel (the schedule heuristics' choice) beside
Triton's best of three A100 configurations (128x256x64/8 warps/3 stages, 128x128x64/4/4,
128x128x32/4/4; for NT both spellings of the B load, see bench/triton_gemm.py): best = fewest
SASS instructions per mma in the main loop among the kernels without spills (all spilling: the
fewest). Per side: tile config, instr/mma, registers, spill bytes, shared memory, blocks per SM on
the A100 and the static performance model's estimate (tirc/schedule/perf_model.py; % of the A100
Tensor Core peak and the limiter): an estimate, not a measurement. Triton's kernels take M, N, K
at run time, and its launcher specialises an integer argument only on being a multiple of 16 or
equal to 1 (then a constant), so they are compiled once per (config, dtype, layout, which sizes
are multiples of 16, which are 1) and reused across shapes. --markdown prints the table in
Markdown; --rows N stops after N rows. A full --shapes run took 2 min 3 s on 2 shared CPU cores
(76 tirc compiles, 60 Triton compiles); it is not part of `make test`. --json FILE also writes each
row as JSON (both sides' figures per problem: sizes, tirc element names, layouts), which `tirc
explain --triton FILE` sets beside a kernel's SASS when its problem is one of them.

--target sm_90a prints the Hopper table instead (sm_80 is the default): f16 NN, f16 NT and bf16 NT
at --size^3, tirc's default kernel for ``--target sm_90a`` beside Triton's best sm_90 kernel
(GPUTarget("cuda", 90, 32), bench/triton_gemm_sm90.py) among its cp.async and TMA kernels in the
configurations 128x256x64/8 warps/3 and 4 stages and 128x128x64/4/4, for the B layout of the
GEMM. Best = fewest main-loop SASS instructions per m16n8k16-equivalent (tirc/emit/sass.py: an
HGMMA.64xNx16 is N/8 of them, an HMMA.16816 one), kernels without spills first. Per side: config,
the Tensor Core instructions of one main-loop iteration, the loop's instructions, instructions per
equivalent, registers, spill bytes and shared memory (static + dynamic). Its 18 Triton compiles and
3 tirc compiles took 22 s on 2 shared CPU cores.

--memory-bound prints the memory-bound table instead (bench/memory_bound.py): softmax, LayerNorm
(weight and bias), residual add + LayerNorm, RMSNorm (weight), GELU(g)*u, SiLU(g)*u, row sum and
column mean, each as a torch module exported with torch-mlir for tirc and as a Triton kernel in
the style of Triton's tutorials (bench/triton_rowwise.py), f16 [--rows, --cols] (default [64,
1024]: the emulator runs a few hundred thousand elements a second), both compiled for sm_80 and
run in tirc's emulator with outputs checked. One Markdown row per program and side: kernels,
global bytes loaded and stored, the ideal (inputs and weights read once, outputs written once) and
the ratio, 32-byte sectors, instructions per element, SASS load and store widths, registers.
--programs softmax,rmsnorm runs a subset. The default table took 30-45 s on 2 shared CPU cores.

--attention prints the fused-attention table instead: f16 attention forward, B 4, H 32,
S_q = S_kv = 4096, not causal, D = 64 and 128 (--head-dims), for sm_80 and sm_90a (--targets).
tirc's side compiles the op spec ``op: attention`` of the problem (one ``tir.attention`` op; tirc's
heuristics choose the schedule); when that compile fails, its row says why. Triton's side is
the best of its fused-attention kernel (bench/triton_attention.py, the structure of Triton's
tutorial 06) in four configs per target (BLOCK_M x BLOCK_N / warps / stages), compiled for
GPUTarget("cuda", 80 or 90, 32) and linked by nvJitLink for sm_80 or sm_90a: best = fewest main-loop
SASS instructions per m16n8k16-equivalent among the kernels without spills (all spilling: the
fewest). The unit is the GEMM tables': one equivalent is the work of one f16 mma.sync.m16n8k16 in
one warp's instruction stream, so an HMMA.16816 is 1 and an HGMMA.64xNx16, issued by each of the 4
warps of its warpgroup, N/8 (tirc/emit/sass.py); the main loop is the innermost loop with HMMA or
HGMMA, which in an attention kernel holds both products and the online softmax. Per side: config,
the Tensor Core instructions of one main-loop iteration, the loop's instructions, instructions per
equivalent, registers, spill bytes, shared memory (static + dynamic) and the static model's
attention estimate (tirc/schedule/perf_model.py attention_estimate: TFLOP/s, % of the target's
dense f16 Tensor Core peak, the limiter) — an estimate, not a measurement. Triton's candidates load
through pointers (cp.async); its Hopper spelling through host tensor descriptors (TMA) is left out:
ptxas lays that loop out with back edges into the middle of its body, so the innermost backward
branch around an HGMMA spans part of an iteration and the count would not be comparable. A tirc
mma.sync kernel that sums the probability rows on the Tensor Cores (P times a column of ones)
counts those HMMA as equivalents too. The table (4 tirc and 16 Triton compiles) took 40 s on 2
shared CPU cores.

--lowp prints the low-precision tables instead. The first puts tirc's kernel for an op spec beside
Triton's best candidate (bench/triton_lowp.py, written in the style of Triton's matmul tutorial;
candidates past the chip's shared memory per block are dropped: they would not launch)
for: the fp8 e4m3 GEMM at 4096^3 (A row-major, B [N, K], f32 accumulation, bf16 output, per-tensor
f32 scales: torch._scaled_mm's contract) on sm_89 (Triton: GPUTarget 89, mma.sync m16n8k32 e4m3,
SASS QMMA.16832) and on sm_90a (Triton: GPUTarget 90, its pointer and TMA kernels, wgmma k32 e4m3,
SASS QGMMA); and the W4A16 GEMM (f16 activations, u4 weights packed 8 to a word along K, f16
scales and u4 zero points per group of 128 K rows and column, f16 output) on sm_80 at a decode
(M 16) and a prefill (M 4096) shape, N = K = 4096. Best = fewest main-loop SASS instructions per
m16n8k16-equivalent among the candidates without spills (an 8-bit QMMA.16832 is 1, a
QGMMA.64xNx32 N/8, tirc/emit/sass.py). Per side: config, the Tensor Core instructions of one main-loop
iteration, the loop's instructions, instructions per equivalent, registers, spill bytes, shared
memory and the global bytes the blocks read per output element, computed for both compilers from
the kernel's tiling by the static model (perf_model.panels: each block reads its rows of A and its
columns of B, with their scales and zeros, over its K range). A tirc cell that cannot be produced
(a kernel not built yet) shows the compile error's first line. The second table is the static
model's estimate on the Jetson AGX Orin (sm_87) of tirc's W8A8 kernel (s8 with per-token and
per-channel scales, bias and SiLU in the epilogue) and W4A16 kernel at decode (M 1 and 16) and
prefill (M 4096) shapes, N = K = 4096: the schedule tirc chooses for --target sm_87, its SASS
instructions per mma, the estimated time, what bounds it, and the fraction of the Tensor Core peak
and of the DRAM bandwidth it reaches. Both tables (10 tirc and 17 Triton compiles) took 2 min 45 s
on 2 shared CPU cores.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from tirc.driver import CompileOptions, CompileResult, compile_input
from tirc.emit.cubin import KernelResources, link_ptx
from tirc.emit.ptx import kernel_bodies
from tirc.emit.report import kernel_facts, kernel_problems
from tirc.emit.sass import SassKernel, analyse_cubin, analyse_sass, disassemble, is_mma, parse_sass
from tirc.runtime import emulate
from tirc.schedule.model import Schedule
from tirc.schedule.perf_model import LIMITER_NAMES, GemmProblem, KernelFacts, blocks_per_sm, estimate
from tirc.target import TARGETS

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # run as a script: make the bench package importable

# The GEMMs of the SASS table, as op-spec kernel fields; the spec's layout default is row ("N").
GEMMS: dict[str, dict[str, Any]] = {
    "f16 NN": {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}},
    "f16 NT": {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}, "layout": {"b": "col"}},
    "bf16 NT": {"dtype": {"a": "bf16", "b": "bf16", "c": "bf16"}, "layout": {"b": "col"}},
    "tf32 NN": {"dtype": {"a": "f32", "b": "f32", "c": "f32"}, "allow_tf32": True},
    "s8 NT": {"dtype": {"a": "s8", "b": "s8", "c": "s32", "acc": "s32"}, "layout": {"b": "col"}},
}
TRITON_GEMM = "f16 NN"  # the case bench/triton_gemm.py compiles
# Triton's configuration (bench/triton_gemm.py), pinned in tirc's spec for the side-by-side table.
PEER_SCHEDULE = {"tile": [128, 128, 32], "warps": [2, 2], "stages": 3, "mma": "m16n8k16"}


# The GEMMs of --shapes: (dtype of bench/triton_gemm.py, B layout: N = [K, N], T = [N, K]).
SHAPE_GEMMS: dict[str, tuple[str, str]] = {"f16 NN": ("f16", "N"), "f16 NT": ("f16", "T"), "bf16 NT": ("bf16", "T"),
                                           "s8 NT": ("s8", "T")}
LLM_M = (1, 16, 128, 4096)
LLM_NK = ((4096, 4096), (12288, 4096), (11008, 4096), (4096, 11008))
# dict.fromkeys: 4096^3 is in both lists, once in the table.
SHAPES: tuple[tuple[int, int, int], ...] = tuple(dict.fromkeys(
    [*((size, size, size) for size in (1024, 2048, 4096, 8192)), *((m, n, k) for m in LLM_M for n, k in LLM_NK)]))
A100 = TARGETS["sm_80"]


def write_spec(folder: str, size: int | tuple[int, int, int], gemm: str, schedule: dict[str, Any] | None = None) -> str:
    """An op spec with one GEMM kernel, M = N = K = ``size`` or (M, N, K) (``schedule`` None: tirc's
    heuristics choose)."""
    m, n, k = size if isinstance(size, tuple) else (size, size, size)
    kernel: dict[str, Any] = {"name": "gemm", "op": "matmul", "shape": {"M": m, "N": n, "K": k}, **GEMMS[gemm]}
    if schedule is not None:
        kernel["schedule"] = schedule
    path = Path(folder) / "gemm.yaml"
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def compile_spec(size: int | tuple[int, int, int], gemm: str, schedule: dict[str, Any] | None, emit: str,
                 target: str | None = None) -> tuple[CompileResult, float]:
    with tempfile.TemporaryDirectory() as folder:
        spec = write_spec(folder, size, gemm, schedule)
        start = time.perf_counter()
        result = compile_input(spec, CompileOptions(target=target, emit=emit, report=True, remarks="off"))
        return result, time.perf_counter() - start


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


def sass_profile(sass: SassKernel) -> dict[str, object]:
    """The SASS rows of one kernel: its size and its main loop (the innermost loop with an mma)."""
    loop = sass.main_loop
    return {"kernel instructions": sass.instructions,
            "main loop: instructions": loop.instructions if loop else "no loop",
            "main loop: mma per iteration": loop.mma if loop else 0,
            "main loop: instructions / mma": loop.instructions_per_mma if loop else "no loop"}


def only_kernel(cubin: bytes, resources: dict[str, KernelResources]) -> SassKernel:
    (kernel,) = analyse_cubin(cubin, resources).values()
    return kernel


def compile_tirc(size: int) -> dict[str, Any]:
    result, seconds = compile_spec(size, TRITON_GEMM, PEER_SCHEDULE, emit="ptx")
    (kernel,) = result.link.kernels.values()
    launch = next(step for f in result.manifest["functions"] for step in f["steps"] if step["op"] == "launch")
    ptx = result.payload.decode()
    return {"compile s": seconds, "registers": kernel.registers, "spill bytes": kernel.spill_stores + kernel.spill_loads,
            "shared memory B": kernel.shared_memory + int(launch["dynamic_shared_memory"]),
            "ptx": loop_profile(ptx, kernel.name),
            "sass": sass_profile(only_kernel(result.link.cubin, result.link.kernels))}


def compile_triton() -> tuple[dict[str, Any], SassKernel, object]:
    from bench.triton_gemm import compile_gemm  # imports triton: only when comparing

    start = time.perf_counter()
    gemm = compile_gemm(divisible_by_16=True)
    seconds = time.perf_counter() - start
    linked = link_ptx([gemm.ptx], "sm_80")
    (kernel,) = linked.kernels.values()
    sass = only_kernel(linked.cubin, linked.kernels)
    return ({"compile s": seconds, "registers": kernel.registers, "spill bytes": kernel.spill_stores + kernel.spill_loads,
             "shared memory B": kernel.shared_memory + gemm.shared, "ptx": loop_profile(gemm.ptx, gemm.name),
             "sass": sass_profile(sass)}, sass, gemm)


def emulate_both(size: int, gemm: object) -> tuple[dict[str, object], dict[str, object]]:
    from bench.triton_gemm import run_gemm

    with tempfile.TemporaryDirectory() as folder:
        spec = write_spec(folder, 4096, TRITON_GEMM, PEER_SCHEDULE)
        (run,) = emulate(spec, shapes={"M": size, "N": size, "K": size}, remarks="off")
    assert run.ok, run.checks
    tirc_stats = run.stats
    c, want, triton_stats, _ = run_gemm(gemm, size, size, size, seed=1)
    assert np.allclose(c.astype(np.float64), want, rtol=2e-3, atol=1e-3 * np.sqrt(size)), "Triton GEMM mismatch"

    def summary(stats: object) -> dict[str, object]:
        return {"bank conflicts": stats.shared_bank_conflicts, "shared wavefronts": stats.shared_wavefronts,
                "warp instructions": stats.warp_instructions, "mma": stats.tensor_core_instructions,
                "global sectors": stats.global_sectors}

    return summary(tirc_stats), summary(triton_stats)


def text(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.2f}"
    return f"{value:,}" if isinstance(value, int) else str(value)


def row(label: str, left: object, right: object) -> str:
    return f"| {label:<34} | {text(left):>10} | {text(right):>10} |"


def schedule_of(report: str) -> str:
    """The schedule line of tirc's kernel report (what the heuristics chose)."""
    return next((line.split(":", 1)[1].strip() for line in report.splitlines() if line.strip().startswith("schedule:")),
                "no Tensor Core schedule")


def sass_table(size: int, triton: SassKernel) -> list[str]:
    """tirc's default kernel for every GEMM of GEMMS, in SASS; Triton's f16 NN kernel beside its case."""
    columns = ("SASS instr", "loop instr", "loop mma", "instr / mma", "registers", "spill B", "Triton instr / mma")
    lines = [f"tirc's default kernels, {size}^3, sm_80, SASS (nvdisasm of the nvJitLink cubin); main loop = the "
             "innermost loop containing HMMA/IMMA", "",
             "| " + " | ".join([f"{'GEMM':<8}", *columns]) + " |",
             "|" + "|".join(["-" * 10, *("-" * (len(c) + 1) + ":" for c in columns)]) + "|"]
    notes = []
    for gemm in GEMMS:
        result, _ = compile_spec(size, gemm, None, emit="cubin")
        kernel = only_kernel(result.link.cubin, result.link.kernels)
        loop = kernel.main_loop
        peer = triton.main_loop.instructions_per_mma if gemm == TRITON_GEMM and triton.main_loop else "-"
        values = (kernel.instructions, loop.instructions if loop else "no loop", loop.mma if loop else 0,
                  loop.instructions_per_mma if loop else "no loop", kernel.registers, kernel.spill_bytes, peer)
        lines.append("| " + " | ".join([f"{gemm:<8}", *(f"{text(v):>{len(c)}}" for v, c in zip(values, columns))])
                     + " |")
        notes.append(f"  {gemm}: {schedule_of(result.report or '')}")
    return lines + ["", "schedules:", *notes]


@dataclass(frozen=True)
class KernelRow:
    """One side (tirc or Triton) of a --shapes row."""
    config: str
    facts: KernelFacts
    blocks_per_sm: int
    estimate: str


def describe_schedule(schedule: Schedule) -> str:
    split = f"/split-K {schedule.split_k}" if schedule.split_k > 1 else ""
    return (f"{schedule.tile_m}x{schedule.tile_n}x{schedule.tile_k}/{schedule.threads // 32}w/"
            f"{schedule.stages}s{split}")


def kernel_row(config: str, schedule: Schedule, problem: GemmProblem, facts: KernelFacts) -> KernelRow:
    guess = estimate(schedule, problem, A100, facts)
    per_sm, _ = blocks_per_sm(schedule, A100, facts.registers, facts.shared_bytes)
    return KernelRow(config, facts, per_sm, f"{guess.peak_fraction * 100:.3g}% {LIMITER_NAMES[guess.limiter]}")


def tirc_row(shape: tuple[int, int, int], gemm: str) -> KernelRow | None:
    """tirc's default kernel for the shape: its Tensor Core kernel (a split-K reduction beside it is
    not one); None when the heuristics leave the GEMM off Tensor Cores (SIMT kernels)."""
    result, _ = compile_spec(shape, gemm, None, emit="cubin")
    problems = kernel_problems(result)
    if not problems:
        return None
    ((name, (schedule, problem)),) = problems.items()
    assert problem is not None, "the shape table has static sizes"
    sass = analyse_cubin(result.link.cubin, result.link.kernels)[name]
    launch = next(step for f in result.manifest["functions"] for step in f["steps"]
                  if step["op"] == "launch" and step["kernel"] == name)
    facts = kernel_facts(sass, result.link.kernels[name], int(launch["dynamic_shared_memory"]))
    return kernel_row(describe_schedule(schedule), schedule, problem, facts)


@dataclass(frozen=True)
class TritonKernel:
    config: Any            # bench.triton_gemm.TritonConfig
    facts: KernelFacts
    k_major_b_tiles: bool


def compile_triton_kernel(config: Any, dtype: str, layout: str, divisible: tuple[str, ...], ones: tuple[str, ...],
                          k_major_b_tiles: bool) -> TritonKernel:
    from bench.triton_gemm import compile_gemm

    gemm = compile_gemm(divisible, config, dtype, layout, k_major_b_tiles, ones)
    linked = link_ptx([gemm.ptx], "sm_80")
    sass = only_kernel(linked.cubin, linked.kernels)
    return TritonKernel(config, kernel_facts(sass, linked.kernels[gemm.name], gemm.shared), k_major_b_tiles)


def best_triton(dtype: str, layout: str, divisible: tuple[str, ...], ones: tuple[str, ...],
                cache: dict[tuple[Any, ...], TritonKernel]) -> TritonKernel:
    """Triton's best candidate: fewest main-loop instructions per mma, kernels without spills first."""
    from bench.triton_gemm import A100_CONFIGS

    candidates = []
    for config in A100_CONFIGS:
        for k_major in ((False, True) if layout == "T" else (False,)):
            key = (config, dtype, layout, divisible, ones, k_major)
            if key not in cache:
                cache[key] = compile_triton_kernel(config, dtype, layout, divisible, ones, k_major)
            candidates.append(cache[key])
    return min(candidates, key=lambda kernel: (kernel.facts.spill_bytes > 0, kernel.facts.instructions_per_mma))


def triton_row(problem: GemmProblem, dtype: str, layout: str, cache: dict[tuple[Any, ...], TritonKernel]) -> KernelRow:
    # What Triton's launcher specialises an integer argument on: divisibility by 16, or being 1.
    sizes = dict(zip("MNK", (problem.m, problem.n, problem.k)))
    divisible = tuple(name for name, size in sizes.items() if size % 16 == 0)
    ones = tuple(name for name, size in sizes.items() if size == 1)
    kernel = best_triton(dtype, layout, divisible, ones, cache)
    config = kernel.config
    # Triton's mma layout for these tiles: 2 warps along M, the rest along N; blocks in row-major order.
    schedule = Schedule(config.block_m, config.block_n, config.block_k, 2, config.warps // 2,
                        "m16n8k32" if dtype == "s8" else "m16n8k16", config.stages, raster_group=1)
    spelling = ", B^T tiles" if kernel.k_major_b_tiles else ""
    return kernel_row(config.describe() + spelling, schedule, problem, kernel.facts)


# (input, output, accumulator) MLIR element types of each bench/triton_gemm.py dtype.
ELEMENTS = {"f16": ("f16", "f16", "f32"), "bf16": ("bf16", "bf16", "f32"), "s8": ("i8", "i32", "i32")}
SHAPE_COLUMNS = ("config", "instr/mma", "regs", "spill B", "smem KiB", "blocks/SM", "estimate")


def side_cells(side: KernelRow | None) -> list[str]:
    if side is None:
        return ["SIMT (no Tensor Cores)", *("-" for _ in SHAPE_COLUMNS[1:])]
    facts = side.facts
    return [side.config, f"{facts.instructions_per_mma:.2f}", str(facts.registers), str(facts.spill_bytes),
            f"{facts.shared_bytes / 1024:.0f}", str(side.blocks_per_sm), side.estimate]


def format_table(header: list[str], rows: list[list[str]], markdown: bool) -> list[str]:
    if markdown:
        return ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|",
                *("| " + " | ".join(row) + " |" for row in rows)]
    widths = [max(len(cell) for cell in column) for column in zip(header, *rows)]
    return ["  ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip() for line in [header, *rows]]


# The version of the --json document (tirc.explain.sass.TRITON_JSON_VERSION reads it).
FIGURES_JSON_VERSION = 1


def side_figures(side: KernelRow | None) -> dict[str, Any] | None:
    """One side of a --shapes row as JSON values (sm_80 HMMA.16816 / IMMA.16832: one mma is one
    m16n8k16-equivalent, so instructions per mma are instructions per equivalent)."""
    if side is None:
        return None
    facts = side.facts
    return {"config": side.config, "instructions_per_mma": facts.instructions_per_mma,
            "instructions_per_equivalent": facts.instructions_per_mma, "registers": facts.registers,
            "spill_bytes": facts.spill_bytes, "shared_bytes": facts.shared_bytes, "blocks_per_sm": side.blocks_per_sm,
            "estimate": side.estimate}


def problem_figures(shape: tuple[int, int, int], dtype: str, layout: str, tirc: KernelRow | None,
                    triton: KernelRow) -> dict[str, Any]:
    """A --shapes row as --json writes it: the problem as tirc's workloads name it, and both sides."""
    element, out, acc = ELEMENTS[dtype]
    m, n, k = shape
    return {"m": m, "n": n, "k": k, "dtypes": {"a": element, "b": element, "acc": acc, "c": out},
            "layout": {"a": "row", "b": "row" if layout == "N" else "col"},
            "tirc": side_figures(tirc), "triton": side_figures(triton)}


def shapes_table(markdown: bool, limit: int | None, figures: list[dict[str, Any]] | None = None) -> list[str]:
    """The --shapes table; ``figures``: each row's problem and figures are appended to it (--json)."""
    header = ["shape MxNxK", "GEMM", *(f"tirc {c}" for c in SHAPE_COLUMNS), *(f"Triton {c}" for c in SHAPE_COLUMNS)]
    rows: list[list[str]] = []
    cache: dict[tuple[Any, ...], TritonKernel] = {}
    cases = [(shape, gemm) for shape in SHAPES for gemm in SHAPE_GEMMS][:limit]
    for shape, gemm in cases:
        dtype, layout = SHAPE_GEMMS[gemm]
        problem = GemmProblem(*shape, 1, *ELEMENTS[dtype])
        tirc_side, triton_side = tirc_row(shape, gemm), triton_row(problem, dtype, layout, cache)
        rows.append(["x".join(map(str, shape)), gemm, *side_cells(tirc_side), *side_cells(triton_side)])
        if figures is not None:
            figures.append(problem_figures(shape, dtype, layout, tirc_side, triton_side))
    title = ("tirc's default schedule vs Triton's best config, sm_80 SASS (nvdisasm of the nvJitLink cubin; main "
             "loop = innermost loop with HMMA/IMMA); occupancy and estimates for the A100 SXM 40GB from tirc's "
             "static performance model (estimates, not measurements)")
    return [title, "", *format_table(header, rows, markdown)]


# --target sm_90a: the GEMMs (dtype of bench/triton_gemm_sm90.py, B layout), Triton's candidate kernels and configs.
SM90_GEMMS: dict[str, tuple[str, str]] = {"f16 NN": ("f16", "N"), "f16 NT": ("f16", "T"), "bf16 NT": ("bf16", "T")}
SM90_TRITON_KERNELS = ("TMA", "cp.async")
SM90_COLUMNS = ("GEMM", "compiler", "config", "mma per main loop", "main-loop instr", "instr/equivalent", "registers",
                "spill B", "smem KiB")


@dataclass(frozen=True)
class Sm90Kernel:
    """One side of a --target sm_90a row: what was compiled and its SASS facts."""
    config: str
    sass: SassKernel          # with nvJitLink's resources (registers, spills)
    loop_mma: str             # the Tensor Core instructions of one main-loop iteration, e.g. "4 HGMMA.64x256x16.F32"
    shared_bytes: int         # static + dynamic shared memory per block

    @property
    def instructions_per_equivalent(self) -> float:
        loop = self.sass.main_loop
        return loop.instructions_per_equivalent if loop is not None else float("inf")


def sm90_configs() -> tuple[Any, ...]:
    from bench.triton_gemm import TritonConfig

    return (TritonConfig(128, 256, 64, 8, 3), TritonConfig(128, 256, 64, 8, 4), TritonConfig(128, 128, 64, 4, 4))


def sm90_kernel(config: str, cubin: bytes, resources: dict[str, KernelResources], name: str,
                dynamic_shared: int) -> Sm90Kernel:
    """Disassemble once: the kernel's SASS facts and the opcodes of its main loop's mma."""
    text = disassemble(cubin)
    sass = analyse_sass(text, resources)[name]
    loop = sass.main_loop
    opcodes: Counter[str] = Counter()
    if loop is not None:
        opcodes.update(i.opcode + i.modifiers for i in parse_sass(text)[name].instructions
                       if loop.start <= i.address <= loop.end and is_mma(i.opcode))
    loop_mma = ", ".join(f"{count} {opcode}" for opcode, count in sorted(opcodes.items())) or "no main loop"
    return Sm90Kernel(config, sass, loop_mma, resources[name].shared_memory + dynamic_shared)


@cache
def compile_triton_sm90(kernel: str, config: Any, dtype: str, layout: str) -> Sm90Kernel:
    """One Triton candidate, compiled for sm_90 and linked for sm_90a (cached: the compiles are slow)."""
    from bench.triton_gemm_sm90 import compile_gemm_sm90, compile_tma_gemm_sm90

    gemm = (compile_tma_gemm_sm90(config, dtype, layout).gemm if kernel == "TMA"
            else compile_gemm_sm90(True, config, dtype, layout))
    linked = link_ptx([gemm.ptx], "sm_90a")
    return sm90_kernel(f"{kernel} {config.describe()}", linked.cubin, linked.kernels, gemm.name, gemm.shared)


def best_triton_sm90(dtype: str, layout: str) -> Sm90Kernel:
    """Triton's best sm_90 kernel for the GEMM: fewest main-loop instructions per m16n8k16-equivalent,
    kernels without spills first."""
    candidates = [compile_triton_sm90(kernel, config, dtype, layout)
                  for kernel in SM90_TRITON_KERNELS for config in sm90_configs()]
    return min(candidates, key=lambda side: (bool(side.sass.spill_bytes), side.instructions_per_equivalent))


def tirc_sm90(size: int, gemm: str) -> Sm90Kernel:
    """tirc's default kernel for ``--target sm_90a`` (its Tensor Core kernel)."""
    result, _ = compile_spec(size, gemm, None, emit="cubin", target="sm_90a")
    ((name, (schedule, _)),) = kernel_problems(result).items()
    launch = next(step for f in result.manifest["functions"] for step in f["steps"]
                  if step["op"] == "launch" and step["kernel"] == name)
    return sm90_kernel(describe_schedule(schedule), result.link.cubin, result.link.kernels, name,
                       int(launch["dynamic_shared_memory"]))


def sm90_cells(gemm: str, compiler: str, side: Sm90Kernel) -> list[str]:
    loop = side.sass.main_loop
    return [gemm, compiler, side.config, side.loop_mma, str(loop.instructions) if loop else "-",
            f"{side.instructions_per_equivalent:.2f}" if loop else "-", str(side.sass.resources.registers),
            str(side.sass.spill_bytes), f"{side.shared_bytes / 1024:.0f}"]


def sm90_table(size: int) -> list[str]:
    """The Hopper table in Markdown: per GEMM of SM90_GEMMS, tirc's sm_90a kernel and Triton's best."""
    rows = []
    for gemm, (dtype, layout) in SM90_GEMMS.items():
        rows.append(sm90_cells(gemm, "tirc", tirc_sm90(size, gemm)))
        rows.append(sm90_cells(gemm, "Triton 3.9", best_triton_sm90(dtype, layout)))
    return format_table(list(SM90_COLUMNS), rows, markdown=True)


# --attention: the problem (B, H, S_q = S_kv), head dims and targets of the table.
ATTENTION_SHAPE = (4, 32, 4096)
ATTENTION_HEAD_DIMS = (64, 128)
ATTENTION_TARGETS = {"sm_80": 80, "sm_90a": 90}   # tirc's target -> the Triton GPUTarget capability
ATTENTION_COLUMNS = ("target", "D", "compiler", "config", "mma per main loop", "main-loop instr", "instr/equivalent",
                     "registers", "spill B", "smem KiB", "estimate")


@dataclass(frozen=True)
class AttentionSide:
    """One side of an --attention row: the compiled kernel and the model's estimate, or why there is none."""
    kernel: Sm90Kernel | None
    estimate: Any | None       # tirc.schedule.perf_model.AttentionEstimate
    error: str | None = None


def attention_problem(head_dim: int) -> Any:
    from bench.gpu.attention import make_problem

    batch, heads, seq = ATTENTION_SHAPE
    return make_problem(batch, heads, seq, seq, head_dim)


def attention_side(kernel: Sm90Kernel, problem: Any, schedule: Any, target: str) -> AttentionSide:
    """The estimate of a compiled attention kernel from its SASS facts."""
    from tirc.schedule.perf_model import attention_estimate

    facts = KernelFacts(kernel.instructions_per_equivalent, kernel.sass.resources.registers or kernel.sass.registers,
                        kernel.sass.spill_bytes or 0, kernel.shared_bytes)
    return AttentionSide(kernel, attention_estimate(problem, schedule, TARGETS[target], facts))


@cache
def compile_triton_attention(config: Any, capability: int, head_dim: int) -> Sm90Kernel:
    """One Triton candidate, compiled for sm_80 or sm_90 and linked for sm_80 or sm_90a (cached)."""
    from bench.triton_attention import compile_attention

    compiled = compile_attention(config, capability, head_dim).kernel
    linked = link_ptx([compiled.ptx], "sm_80" if capability == 80 else "sm_90a")
    return sm90_kernel(config.describe(), linked.cubin, linked.kernels, compiled.name, compiled.shared)


def best_triton_attention(target: str, head_dim: int) -> AttentionSide:
    """Triton's best config for the target: fewest main-loop instructions per equivalent, kernels
    without spills first; its estimate as a mma.sync (sm_80) or wgmma (sm_90a) attention schedule."""
    from bench.triton_attention import CONFIGS
    from tirc.schedule.attention import AttentionSchedule

    capability = ATTENTION_TARGETS[target]
    candidates = [(config, compile_triton_attention(config, capability, head_dim)) for config in CONFIGS[capability]]
    config, kernel = min(candidates, key=lambda pair: (bool(pair[1].sass.spill_bytes),
                                                       pair[1].instructions_per_equivalent))
    schedule = AttentionSchedule("mma_sync" if capability == 80 else "wgmma", config.block_m, config.block_n,
                                 config.warps, config.stages)
    return attention_side(kernel, attention_problem(head_dim), schedule, target)


def first_line(error: BaseException) -> str:
    """tirc's message of a TircError, else the exception's type and first line."""
    message = getattr(error, "message", None)
    if message:
        return message.splitlines()[0]
    return f"{type(error).__name__}: {(str(error) or '').splitlines()[0] if str(error) else ''}"


def write_attention_spec(folder: str, head_dim: int) -> str:
    """An op spec with the table's attention (Q, K, V, O f16 [B, H, S, D], not causal, scale 1/sqrt(D))."""
    batch, heads, seq = ATTENTION_SHAPE
    kernel = {"name": "attention", "op": "attention", "causal": False,
              "shape": {"B": batch, "H": heads, "S_q": seq, "S_kv": seq, "D": head_dim},
              "dtype": {"q": "f16", "k": "f16", "v": "f16", "o": "f16", "acc": "f32"}}
    path = Path(folder) / "attention.yaml"
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def tirc_attention(target: str, head_dim: int) -> AttentionSide:
    """tirc's kernel for the attention op spec (its heuristics' schedule), or the compile error
    when ``tirc compile`` cannot build it."""
    from tirc.emit.report import kernel_attention

    problem = attention_problem(head_dim)
    with tempfile.TemporaryDirectory() as folder:
        source = write_attention_spec(folder, head_dim)
        try:
            result = compile_input(source, CompileOptions(target=target, emit="cubin", report=True, remarks="off"))
        except Exception as error:   # a TircError, or an internal error while the kernels are missing
            return AttentionSide(None, None, f"compile error: {first_line(error)}")
    kernels = kernel_attention(result)
    if not kernels:
        return AttentionSide(None, None, "no attention kernel in the compiled module (tir.kernel_attention)")
    (name, (compiled, schedule)), *_ = sorted(kernels.items())
    assert compiled == problem, (compiled, problem)   # the spec states the table's problem
    launch = next(step for f in result.manifest["functions"] for step in f["steps"]
                  if step["op"] == "launch" and step["kernel"] == name)
    kernel = sm90_kernel(schedule.describe().removeprefix("attention "), result.link.cubin, result.link.kernels,
                         name, int(launch["dynamic_shared_memory"]))
    return attention_side(kernel, problem, schedule, target)


def attention_cells(target: str, head_dim: int, compiler: str, side: AttentionSide) -> list[str]:
    if side.kernel is None:
        return [target, str(head_dim), compiler, side.error or "-", *("-" for _ in ATTENTION_COLUMNS[4:])]
    kernel, guess = side.kernel, side.estimate
    loop = kernel.sass.main_loop
    estimate_text = (f"{guess.tflops:.0f} TFLOP/s, {guess.peak_fraction * 100:.3g}% ({LIMITER_NAMES[guess.limiter]})"
                     if guess is not None else "-")
    return [target, str(head_dim), compiler, kernel.config, kernel.loop_mma, str(loop.instructions) if loop else "-",
            f"{kernel.instructions_per_equivalent:.2f}" if loop else "-",
            str(kernel.sass.resources.registers if kernel.sass.resources else kernel.sass.registers),
            str(kernel.sass.spill_bytes), f"{kernel.shared_bytes / 1024:.0f}", estimate_text]


def attention_table(head_dims: tuple[int, ...] = ATTENTION_HEAD_DIMS,
                    targets: tuple[str, ...] = tuple(ATTENTION_TARGETS)) -> list[str]:
    """The --attention table in Markdown: per target and head dim, tirc's kernel and Triton's best."""
    batch, heads, seq = ATTENTION_SHAPE
    rows = []
    for target in targets:
        for head_dim in head_dims:
            rows.append(attention_cells(target, head_dim, "tirc", tirc_attention(target, head_dim)))
            rows.append(attention_cells(target, head_dim, "Triton 3.9", best_triton_attention(target, head_dim)))
    flops = ", ".join(f"D {d}: {attention_problem(d).flops() / 1e12:.3g} TFLOP" for d in head_dims)
    title = (f"f16 attention forward, B {batch} H {heads} S_q = S_kv = {seq}, not causal ({flops}); SASS (nvdisasm "
             "of the nvJitLink cubin); main loop = the innermost loop with HMMA/HGMMA; equivalent = the work of one "
             "m16n8k16 mma per warp (HMMA.16816 = 1, HGMMA.64xNx16 = N/8); estimate = tirc's static model "
             "(an estimate, not a measurement)")
    return [title, "", *format_table(list(ATTENTION_COLUMNS), rows, markdown=True)]


# --lowp: low-precision GEMMs side by side (fp8 on sm_89 and sm_90a, W4A16 on sm_80) and the static
# model's Jetson Orin (sm_87) estimates of W8A8 and W4A16.
LOWP_SIZE = 4096
FP8_TARGETS = {"sm_89": 89, "sm_90a": 90}   # tirc's target -> the Triton GPUTarget capability
W4_GROUP = 128
W4_SHAPES = {"decode": (16, 4096, 4096), "prefill": (4096, 4096, 4096)}
ORIN_SHAPES = {"decode M=1": (1, 4096, 4096), "decode M=16": (16, 4096, 4096), "prefill": (4096, 4096, 4096)}
LOWP_COLUMNS = ("GEMM", "target", "shape", "compiler", "config", "mma per main loop", "main-loop instr",
                "instr/equivalent", "registers", "spill B", "smem KiB", "read B/output")
ORIN_COLUMNS = ("GEMM", "shape", "schedule", "instr/mma", "estimate", "bound", "% Tensor Core peak", "% DRAM bandwidth")


def quant_operands(kernel: dict[str, Any], k_split_warps: int = 1) -> Any:
    """The static model's QuantOperands of an op-spec kernel of the --lowp tables (tirc.schedule.perf_model),
    for a kernel whose blocks split K across ``k_split_warps`` warps."""
    from tirc.frontend.opspec import DTYPES
    from tirc.schedule.perf_model import DEFAULT_U4_DEQUANT_INSTRUCTIONS, QuantOperands

    dtype, quant = kernel["dtype"], kernel.get("quant", {}).get("b")
    scales = [step["dequant"] for step in kernel.get("epilogue", []) if "dequant" in step]
    row_bytes = 4 if scales and scales[0].get("a") == "row" else 0        # f32 per-token scales
    column_bytes = (4 if scales and scales[0].get("b") == "col" else 0) + \
        (2 * sum(1 for step in kernel.get("epilogue", []) if step.get("bias") == "n"))   # f32 scales, f16 bias
    if quant is not None:   # u4 weights, 8 to a 32-bit word; an f16/bf16 scale and a u4 zero per group and column
        return QuantOperands(0.5, quant["group"], 2 + 0.5, row_bytes, column_bytes, DEFAULT_U4_DEQUANT_INSTRUCTIONS,
                             k_split_warps)
    return QuantOperands(DTYPES[dtype["b"]].bits / 8, 0, 0.0, row_bytes, column_bytes)


def fp8_kernel(size: int = LOWP_SIZE) -> dict[str, Any]:
    """The fp8 GEMM of the --lowp table as an op-spec kernel: e4m3 A row-major and B column-major
    ([N, K]), f32 accumulation, bf16 output, per-tensor f32 scales (torch._scaled_mm's contract)."""
    return {"name": "fp8_gemm", "op": "matmul", "shape": {"M": size, "N": size, "K": size},
            "layout": {"a": "row", "b": "col"}, "dtype": {"a": "e4m3", "b": "e4m3", "c": "bf16", "acc": "f32"},
            "epilogue": [{"dequant": {"a": "tensor", "b": "tensor"}}]}


def w4a16_kernel(shape: tuple[int, int, int], group: int = W4_GROUP) -> dict[str, Any]:
    """The W4A16 GEMM: f16 activations [M, K], u4 weights packed along K with per-(group x column)
    f16 scales and u4 zero points, f32 accumulation, f16 output."""
    m, n, k = shape
    return {"name": "w4a16", "op": "matmul", "shape": {"M": m, "N": n, "K": k}, "layout": {"a": "row", "b": "col"},
            "dtype": {"a": "f16", "b": "u4", "c": "f16", "acc": "f32"},
            "quant": {"b": {"group": group, "scale": "f16", "zero": "u4"}}}


def w8a8_kernel(shape: tuple[int, int, int]) -> dict[str, Any]:
    """The W8A8 (SmoothQuant) GEMM: s8 activations with per-token f32 scales, s8 weights [N, K]
    with per-channel f32 scales, s32 accumulation; dequant, bias and SiLU in the epilogue, f16 out."""
    m, n, k = shape
    return {"name": "w8a8", "op": "matmul", "shape": {"M": m, "N": n, "K": k}, "layout": {"a": "row", "b": "col"},
            "dtype": {"a": "s8", "b": "s8", "c": "f16", "acc": "s32"},
            "epilogue": [{"dequant": {"a": "row", "b": "col"}}, {"bias": "n"}, {"activation": "silu"}]}


def kernel_problem(kernel: dict[str, Any]) -> GemmProblem:
    """The model's problem of an op-spec kernel: the mma's input type is A's (W4A16's weights become
    A's f16/bf16), in tirc's element names (the op spec's DTYPES: s8 -> i8, e4m3 -> f8E4M3FN)."""
    from tirc.frontend.opspec import DTYPES

    shape, dtype = kernel["shape"], kernel["dtype"]
    return GemmProblem(shape["M"], shape["N"], shape["K"], 1, DTYPES[dtype["a"]].mlir, DTYPES[dtype["c"]].mlir,
                       DTYPES[dtype["acc"]].mlir)


@dataclass(frozen=True)
class LowpSide:
    """One side of a --lowp row: the compiled kernel's SASS facts and the global bytes it reads per
    output element, or why there are none."""
    kernel: Sm90Kernel | None
    read_per_output: str = "-"
    error: str | None = None


def read_per_output(schedule: Schedule, kernel: dict[str, Any]) -> str:
    """Global bytes the kernel's blocks read per output element, from its tiling (the static
    model's panels: every block reads its A rows and its B columns over K, with their scales)."""
    from tirc.schedule.perf_model import panels

    problem = kernel_problem(kernel)
    try:
        moved = panels(schedule, problem, quant_operands(kernel))
    except Exception as error:   # an element type the model's tables do not know yet
        return first_line(error)
    return f"{moved.blocks * (moved.a_panel + moved.b_panel) / (problem.m * problem.n):.3g}"


def quant_tiling(kernel: dict[str, Any], target: str) -> tuple[Schedule, str] | None:
    """The tiling of tirc's W4A16 kernel for ``kernel``: tir-quant-matmul's schedule (blocks of
    M_TILE rows x block_n columns, its warps splitting each K step of K_BLOCK x warps rows), which
    it records as text only; as a Schedule for the model's byte counts and estimate. None where
    tirc has no W4A16 kernel (tirc.schedule.quant)."""
    import importlib

    try:
        quant = importlib.import_module("tirc.schedule.quant")
    except ImportError:
        return None
    shape, dtype = kernel["shape"], kernel["dtype"]
    problem = quant.QuantProblem(shape["M"], shape["N"], shape["K"], kernel["quant"]["b"]["group"], dtype["a"],
                                 dtype["c"])
    chosen = quant.choose_quant_schedule(problem, TARGETS[target])
    tiling = Schedule(quant.M_TILE, chosen.block_n, quant.K_BLOCK * chosen.warps, 1, chosen.warps, stages=1)
    return tiling, f"{quant.M_TILE}x{chosen.block_n}, {chosen.warps} warps splitting K"


def tirc_tiling(result: CompileResult, name: str, kernel: dict[str, Any], target: str) -> tuple[Schedule, str] | None:
    """The schedule of tirc's kernel ``name`` and its description: tir.kernel_problems' entry (the
    GEMM kernels), else the W4A16 kernel's tiling; None when neither knows it."""
    problems = kernel_problems(result)
    if name in problems:
        return problems[name][0], describe_schedule(problems[name][0])
    return quant_tiling(kernel, target) if "quant" in kernel else None


def write_kernel_spec(folder: str, kernel: dict[str, Any]) -> str:
    path = Path(folder) / f"{kernel['name']}.yaml"
    path.write_text(yaml.safe_dump({"kernels": [kernel]}, sort_keys=False))
    return str(path)


def compile_lowp(kernel: dict[str, Any], target: str, emit: str = "cubin") -> CompileResult:
    with tempfile.TemporaryDirectory() as folder:
        return compile_input(write_kernel_spec(folder, kernel),
                             CompileOptions(target=target, emit=emit, report=True, remarks="off"))


def tirc_lowp(kernel: dict[str, Any], target: str) -> LowpSide:
    """tirc's kernel for the op-spec ``kernel`` on ``target`` (its heuristics' schedule): the kernel
    with the Tensor Core main loop (a split-K reduction beside it is not one), or the compile error
    while tirc cannot build it."""
    try:
        result = compile_lowp(kernel, target)
    except Exception as error:   # a TircError, or an internal error while the kernels are missing
        return LowpSide(None, error=f"compile error: {first_line(error)}")
    text = disassemble(result.link.cubin)
    sass = analyse_sass(text, result.link.kernels)
    looped = {name: facts for name, facts in sass.items() if facts.main_loop is not None}
    if not looped:
        return LowpSide(None, error=f"no Tensor Core main loop in the kernels ({', '.join(sorted(sass))})")
    name = max(looped, key=lambda key: looped[key].main_loop.equivalents)   # type: ignore[union-attr]
    launch = next(step for f in result.manifest["functions"] for step in f["steps"]
                  if step["op"] == "launch" and step["kernel"] == name)
    tiling = tirc_tiling(result, name, kernel, target)
    compiled = sm90_kernel(tiling[1] if tiling else name, result.link.cubin, result.link.kernels, name,
                           int(launch["dynamic_shared_memory"]))
    if tiling is None:
        return LowpSide(compiled, "schedule unknown (no tir.kernel_problems entry)")
    return LowpSide(compiled, read_per_output(tiling[0], kernel))


@cache
def compile_triton_lowp(kind: str, config: Any, capability: int, m: int = LOWP_SIZE) -> Sm90Kernel:
    """One Triton candidate ("fp8", "fp8 TMA" or "w4a16", specialised on M as Triton's launcher
    does), linked for sm_80, sm_89 or sm_90a (cached)."""
    from bench.triton_lowp import compile_fp8_gemm, compile_fp8_tma_gemm, compile_w4a16_gemm

    if kind == "fp8":
        gemm = compile_fp8_gemm(capability, config)
    elif kind == "fp8 TMA":
        gemm = compile_fp8_tma_gemm(config)
    else:
        gemm = compile_w4a16_gemm(config, W4_GROUP, m)
    chip = {80: "sm_80", 89: "sm_89", 90: "sm_90a"}[capability]
    linked = link_ptx([gemm.ptx], chip)
    label = f"{kind.removeprefix('fp8').removeprefix('w4a16').strip()} {config.describe()}".strip()
    return sm90_kernel(label, linked.cubin, linked.kernels, gemm.name, gemm.shared)


def best_triton_lowp(kernel: dict[str, Any], capability: int) -> LowpSide:
    """Triton's best candidate for the op-spec ``kernel``: fewest main-loop instructions per
    m16n8k16-equivalent, kernels without spills first; its reads from its tiling."""
    from bench.triton_lowp import FP8_CONFIGS, W4_DECODE_CONFIGS, W4_PREFILL_CONFIGS

    if kernel["dtype"]["b"] == "u4":
        decode = kernel["shape"]["M"] <= 16
        kinds = [("w4a16", config) for config in (W4_DECODE_CONFIGS if decode else W4_PREFILL_CONFIGS)]
    else:
        kinds = [("fp8", config) for config in FP8_CONFIGS[capability]]
        kinds += [("fp8 TMA", config) for config in FP8_CONFIGS[capability] if capability == 90]
    chip = {80: "sm_80", 89: "sm_89", 90: "sm_90a"}[capability]
    candidates = [(config, compile_triton_lowp(kind, config, capability, kernel["shape"]["M"]))
                  for kind, config in kinds]
    # A kernel past the chip's shared memory per block would not launch.
    launchable = [pair for pair in candidates if pair[1].shared_bytes <= TARGETS[chip].shared_memory_per_block]
    config, best = min(launchable or candidates, key=lambda pair: (bool(pair[1].sass.spill_bytes),
                                                                    pair[1].instructions_per_equivalent))
    # Triton's dot layout: warps split 2 along M where the tile has the rows, the rest along N.
    warps_m = 2 if config.block_m >= 32 and config.warps >= 2 else 1
    tiling = Schedule(config.block_m, config.block_n, config.block_k, warps_m, config.warps // warps_m)
    return LowpSide(best, read_per_output(tiling, kernel))


def lowp_cells(gemm: str, target: str, shape: str, compiler: str, side: LowpSide) -> list[str]:
    if side.kernel is None:
        return [gemm, target, shape, compiler, side.error or "-", *("-" for _ in LOWP_COLUMNS[5:])]
    kernel = side.kernel
    loop = kernel.sass.main_loop
    return [gemm, target, shape, compiler, kernel.config, kernel.loop_mma, str(loop.instructions) if loop else "-",
            f"{kernel.instructions_per_equivalent:.2f}" if loop else "-",
            str(kernel.sass.resources.registers if kernel.sass.resources else kernel.sass.registers),
            str(kernel.sass.spill_bytes), f"{kernel.shared_bytes / 1024:.0f}", side.read_per_output]


def lowp_rows() -> list[tuple[str, str, str, dict[str, Any], int]]:
    """(GEMM, tirc target, shape label, op-spec kernel, Triton capability) of each side-by-side row."""
    size = f"{LOWP_SIZE}^3"
    rows = [("fp8 e4m3", target, size, fp8_kernel(), capability) for target, capability in FP8_TARGETS.items()]
    rows += [("W4A16 g128", "sm_80", f"{label} {'x'.join(map(str, shape))}", w4a16_kernel(shape), 80)
             for label, shape in W4_SHAPES.items()]
    return rows


def lowp_table() -> list[str]:
    """The side-by-side table in Markdown: per GEMM, target and shape, tirc's kernel and Triton's best."""
    rows = []
    for gemm, target, shape, kernel, capability in lowp_rows():
        rows.append(lowp_cells(gemm, target, shape, "tirc", tirc_lowp(kernel, target)))
        rows.append(lowp_cells(gemm, target, shape, "Triton 3.9", best_triton_lowp(kernel, capability)))
    title = ("Low-precision GEMMs, tirc vs Triton 3.9, SASS (nvdisasm of the nvJitLink cubin); main loop = the "
             "innermost loop with a Tensor Core instruction; equivalent = the work of one m16n8k16 mma per warp "
             "(HMMA.16816 = 1; the 8-bit QMMA.16832 and IMMA.16832 = 1, QGMMA.64xNx32 = N/8); read B/output = "
             "global bytes the blocks read per output element, from the kernel's tiling (the static model's "
             "panels: each block reads its rows of A and its columns of B, scales and zeros over K; L2 serves "
             "the repeats), for both compilers")
    return [title, "", *format_table(list(LOWP_COLUMNS), rows, markdown=True)]


def orin_cells(gemm: str, shape: str, kernel: dict[str, Any]) -> list[str]:
    """One row of the Orin table: the model's estimate of tirc's kernel for ``kernel`` on sm_87
    (its schedule and, where the cubin has it, its SASS main loop), or why there is none."""
    from tirc.schedule.perf_model import panels

    orin = TARGETS["sm_87"]
    try:
        result = compile_lowp(kernel, "sm_87")
    except Exception as error:
        return [gemm, shape, f"compile error: {first_line(error)}", *("-" for _ in ORIN_COLUMNS[3:])]
    sass = analyse_cubin(result.link.cubin, result.link.kernels)
    looped = [key for key in sass if sass[key].main_loop is not None]
    if not looped:
        return [gemm, shape, f"no Tensor Core main loop in the kernels ({', '.join(sorted(sass))})",
                *("-" for _ in ORIN_COLUMNS[3:])]
    name = max(looped, key=lambda key: sass[key].main_loop.equivalents)   # type: ignore[union-attr]
    tiling = tirc_tiling(result, name, kernel, "sm_87")
    if tiling is None:
        return [gemm, shape, "schedule unknown (no tir.kernel_problems entry)", *("-" for _ in ORIN_COLUMNS[3:])]
    schedule, description = tiling
    launch = next(step for f in result.manifest["functions"] for step in f["steps"]
                  if step["op"] == "launch" and step["kernel"] == name)
    facts = kernel_facts(sass[name], result.link.kernels[name], int(launch["dynamic_shared_memory"]))
    # tir-quant-matmul's warps split K: its tiling's warps_n (see quant_tiling); GEMM kernels split none.
    problem, quant = kernel_problem(kernel), quant_operands(kernel, schedule.warps_n if "quant" in kernel else 1)
    guess = estimate(schedule, problem, orin, facts, quant)
    dram_fraction = panels(schedule, problem, quant).compulsory / guess.seconds / (orin.dram_gb_per_s * 1e9)
    per_mma = f"{guess.instructions_per_mma:.2f}" + ("" if guess.measured else " (model)")
    return [gemm, shape, description, per_mma, f"{guess.seconds * 1e6:.3g} us",
            LIMITER_NAMES[guess.limiter], f"{guess.peak_fraction * 100:.3g}% ({guess.peak_name})",
            f"{dram_fraction * 100:.3g}%"]


def orin_table() -> list[str]:
    """The static model's estimates on the Jetson AGX Orin (sm_87) of tirc's W8A8 and W4A16 kernels."""
    orin = TARGETS["sm_87"]
    rows = []
    for label, shape in ORIN_SHAPES.items():
        text = f"{label} {'x'.join(map(str, shape))}"
        rows.append(orin_cells("W8A8 (dequant, bias, SiLU)", text, w8a8_kernel(shape)))
        rows.append(orin_cells("W4A16 g128", text, w4a16_kernel(shape)))
    title = (f"Static model on the {orin.description}: {orin.sm_count} SMs at {orin.clock_mhz} MHz, "
             f"{peak_flops_text(orin)}, {orin.dram_gb_per_s:g} GB/s DRAM; tirc's kernel for --target sm_87 (its "
             "schedule; instructions per mma from its SASS, or the model's figure); % DRAM bandwidth = compulsory "
             "bytes (inputs, scales and zeros once, output once) / time; estimates, not measurements")
    return [title, "", *format_table(list(ORIN_COLUMNS), rows, markdown=True)]


def peak_flops_text(target: Any) -> str:
    from tirc.schedule.perf_model import peak_flops

    return f"{peak_flops(target, 'f16') / 1e12:.3g} dense f16 and {peak_flops(target, 'i8') / 1e12:.3g} int8 TFLOP/s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=4096, help="M = N = K compiled (default 4096)")
    parser.add_argument("--emulate", type=int, default=256, help="M = N = K run in the emulator (default 256)")
    parser.add_argument("--sass-only", action="store_true",
                        help="compile and disassemble only: skip the emulator runs (the tables in seconds)")
    parser.add_argument("--shapes", action="store_true",
                        help="the shape table: tirc's default kernel vs Triton's best config per shape and GEMM")
    parser.add_argument("--markdown", action="store_true", help="with --shapes: print the table in Markdown")
    parser.add_argument("--json", dest="json_path", default=None, metavar="FILE",
                        help="with --shapes: also write each row's figures as JSON (tirc explain --triton FILE)")
    parser.add_argument("--rows", type=int, default=None,
                        help="with --shapes: stop after this many rows; with --memory-bound: the inputs' rows "
                             "(default 64)")
    parser.add_argument("--memory-bound", action="store_true",
                        help="the memory-bound table: softmax, norms, gated activations and reductions, tirc vs "
                             "Triton, bytes moved against the ideal (emulated)")
    parser.add_argument("--cols", type=int, default=None, help="with --memory-bound: the inputs' columns (default 1024)")
    parser.add_argument("--programs", default=None,
                        help="with --memory-bound: a comma-separated subset of the programs (default: all)")
    parser.add_argument("--target", choices=("sm_80", "sm_90a"), default="sm_80",
                        help="sm_90a: the Hopper table, tirc's sm_90a kernel vs Triton's best sm_90 kernel (SASS)")
    parser.add_argument("--attention", action="store_true",
                        help="the fused-attention table: tirc's kernel vs Triton's best config, sm_80 and sm_90a")
    parser.add_argument("--lowp", action="store_true",
                        help="the low-precision tables: fp8 (sm_89, sm_90a) and W4A16 (sm_80) GEMMs, tirc vs Triton, "
                             "and the static model's W8A8 and W4A16 estimates on Jetson Orin (sm_87)")
    parser.add_argument("--head-dims", default=None,
                        help="with --attention: comma-separated head dims (default 64,128)")
    parser.add_argument("--targets", default=None,
                        help="with --attention: comma-separated targets among sm_80, sm_90a (default both)")
    args = parser.parse_args(argv)
    if args.lowp and (args.attention or args.shapes or args.memory_bound or args.target != "sm_80"):
        parser.error("--lowp is its own table: leave out --attention, --shapes, --memory-bound and --target")
    if args.attention and (args.shapes or args.memory_bound or args.target != "sm_80"):
        parser.error("--attention is its own table: leave out --shapes, --memory-bound and --target")
    if (args.head_dims is not None or args.targets is not None) and not args.attention:
        parser.error("--head-dims and --targets go with --attention")
    if args.json_path is not None and not args.shapes:
        parser.error("--json goes with --shapes")
    if args.target == "sm_90a" and args.shapes:
        parser.error("--shapes compares sm_80 kernels: leave out --target sm_90a")
    if args.memory_bound and (args.shapes or args.target != "sm_80"):
        parser.error("--memory-bound is its own sm_80 table: leave out --shapes and --target")
    if (args.cols is not None or args.programs is not None) and not args.memory_bound:
        parser.error("--cols and --programs go with --memory-bound")
    for option, value in (("--rows", args.rows), ("--cols", args.cols)):
        if value is not None and value < 1:
            parser.error(f"{option} must be at least 1")
    os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="triton-cache-"))
    if args.lowp:
        print("\n".join([*lowp_table(), "", *orin_table()]))
        return 0
    if args.attention:
        try:
            head_dims = tuple(int(d) for d in (args.head_dims or "64,128").split(","))
        except ValueError:
            parser.error(f"--head-dims takes integers, not {args.head_dims!r}")
        targets = tuple(t.strip() for t in (args.targets or ",".join(ATTENTION_TARGETS)).split(","))
        for target in targets:
            if target not in ATTENTION_TARGETS:
                parser.error(f"--targets: {target!r} is not one of {', '.join(ATTENTION_TARGETS)}")
        for head_dim in head_dims:
            if head_dim not in (64, 128):
                parser.error(f"--head-dims: {head_dim} (Triton's kernel is compiled for 64 and 128)")
        print("\n".join(attention_table(head_dims, targets)))
        return 0
    if args.memory_bound:
        from bench.memory_bound import DEFAULT_COLS, DEFAULT_ROWS, memory_bound_table

        programs = [name.strip() for name in args.programs.split(",")] if args.programs else None
        try:
            lines = memory_bound_table(args.rows or DEFAULT_ROWS, args.cols or DEFAULT_COLS, programs)
        except ValueError as error:
            parser.error(str(error))
        print("\n".join(lines))
        return 0
    if args.target == "sm_90a":
        print(f"tirc vs Triton 3.9 at sm_90a, {args.size}^3 GEMMs, SASS (nvdisasm of the nvJitLink cubin); main loop = "
              "the innermost loop with HMMA/HGMMA; equivalent = the work of one m16n8k16 mma per warp\n")
        print("\n".join(sm90_table(args.size)))
        return 0
    if args.shapes:
        figures: list[dict[str, Any]] = []
        print("\n".join(shapes_table(args.markdown, args.rows, figures)))
        if args.json_path is not None:
            document = {"version": FIGURES_JSON_VERSION, "chip": "sm_80", "problems": figures}
            Path(args.json_path).write_text(json.dumps(document, indent=2) + "\n")
        return 0
    tirc_side = compile_tirc(args.size)
    triton_side, triton_sass, gemm = compile_triton()
    lines = [f"f16 GEMM {args.size}^3 (f32 accumulate), sm_80, tile 128x128x32, 4 warps, 3 stages",
             "", f"| {'':<34} | {'tirc':>10} | {'Triton 3.9':>10} |", f"|{'-' * 36}|{'-' * 11}:|{'-' * 11}:|"]
    for key in ("compile s", "registers", "spill bytes", "shared memory B"):
        lines.append(row(key, tirc_side[key], triton_side[key]))
    for key in tirc_side["sass"]:
        lines.append(row(f"SASS {key}", tirc_side["sass"][key], triton_side["sass"][key]))
    for key in tirc_side["ptx"]:
        lines.append(row(f"PTX main loop: {key}", tirc_side["ptx"][key], triton_side["ptx"][key]))
    if not args.sass_only:
        tirc_emulated, triton_emulated = emulate_both(args.emulate, gemm)
        for key in tirc_emulated:
            lines.append(row(f"emulated {args.emulate}^3: {key}", tirc_emulated[key], triton_emulated[key]))
    lines += ["", *sass_table(args.size, triton_sass)]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
