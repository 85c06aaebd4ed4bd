"""Write the checked-in inputs of the gpu-pass lit tests: the IR just before each pass.

Each gpu pass is tested alone, as in MLIR and xDSL: its test runs ``tirc opt`` with that one pass on
a file of ``Inputs/`` that holds the IR the pipeline hands it (``tirc --dump-before=PASS``), so a
change upstream of the pass does not churn its CHECK lines. When an upstream change should reach a
pass's input (a new attribute the pass reads, say), regenerate the inputs and review the diff:

    python tests/lit/gpu/regenerate_inputs.py            # every input
    python tests/lit/gpu/regenerate_inputs.py NAME ...   # some of them (Inputs/NAME.mlir)
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
INPUTS = HERE / "Inputs"
SOURCES = "tests/lit/Inputs"   # the problems the inputs are dumped from, relative to the repository


@dataclass(frozen=True)
class PassInput:
    """``Inputs/{name}.mlir``: the IR before ``before`` when ``tirc`` compiles ``source`` with ``flags``."""

    name: str
    before: str
    source: str                       # relative to the repository
    flags: tuple[str, ...] = ()
    edit: tuple[str, str] | None = None   # (old, new): a variant of the source's text, made on the fly


GEMM = f"{SOURCES}/gemm_f16.yaml"
GEMM_SHAPE = ("--shape", "M=200,N=136,K=72")   # no tile multiple: edge tiles are clipped
KINDS = f"{SOURCES}/gemm-kinds.yaml"
STAGES = f"{SOURCES}/gemm-stages.yaml"
SM90 = f"{SOURCES}/gemm_sm90.yaml"
SM90_FP8 = f"{SOURCES}/gemm_sm90_fp8.yaml"
HOPPER = ("--target", "sm_90a")
SM80 = ("--target", "sm_80")
SIMT = ("--pipeline", "simt")
LOCATIONS = ("--mlir-print-debuginfo",)   # each op's loc(...), which tirc opt reads back
SM80_PASSES = ("tir-tile", "tir-promote", "tir-map-warps", "tir-mma", "tir-async-copy", "tir-pipeline",
               "tir-swizzle", "tir-epilogue", "tir-shared-memory")
SM90_PASSES = ("tir-tma", "tir-wgmma", "tir-mbarrier-pipeline", "tir-warp-specialize", "tir-tma-store")

TABLE: tuple[PassInput, ...] = (
    *(PassInput(f"{name}-gemm", name, GEMM, GEMM_SHAPE) for name in SM80_PASSES),
    *(PassInput(f"{name}-kinds", name, KINDS) for name in ("tir-tile", "tir-promote")),
    *(PassInput(f"{name}-stages", name, STAGES) for name in ("tir-pipeline", "tir-swizzle", "tir-shared-memory")),
    PassInput("tir-async-copy-n130", "tir-async-copy", GEMM, ("--shape", "M=200,N=130,K=72")),
    PassInput("tir-epilogue-one-column", "tir-epilogue", f"{SOURCES}/sched-matmul.mlir",
              ("--schedule", f"{SOURCES}/schedules/one-column.yaml")),
    PassInput("tir-tile-split-k", "tir-tile", f"{SOURCES}/gemm-split-k.yaml"),
    PassInput("tir-tile-conv", "tir-tile", f"{SOURCES}/conv2d_f16.mlir"),
    PassInput("tir-map-warps-conv", "tir-map-warps", f"{SOURCES}/conv2d_f16.mlir"),
    *(PassInput(f"{name}-dequant", name, f"{SOURCES}/w8a8_dequant.yaml", ("--target", "sm_87"))
      for name in ("tir-tile", "tir-map-warps")),
    *(PassInput(f"{name}-sm90", name, SM90, HOPPER) for name in SM90_PASSES),
    PassInput("tir-wgmma-sm90-nn", "tir-wgmma", SM90, HOPPER, ("b: col", "b: row")),
    *(PassInput(f"{name}-sm90-fp8", name, SM90_FP8, HOPPER) for name in ("tir-tma", "tir-wgmma")),
    PassInput("tir-persistent-sm90", "tir-persistent", SM90, HOPPER,
              ("stages: 3}", "stages: 3, persistent: true}")),
    *(PassInput(f"tir-attention-{name}", "tir-attention", f"{SOURCES}/attention-{name}.mlir", SM80)
      for name in ("op", "decode-gqa", "causal-gqa-lse", "mask-bf16", "mma-p32-bf16")),
    PassInput("tir-attention-wgmma", "tir-attention", "tests/lit/gpu/attention-wgmma.mlir", HOPPER),
    *(PassInput(f"tir-attention-{name}", "tir-attention", f"{SOURCES}/attention-{name}.mlir", HOPPER)
      for name in ("wgmma-gqa-causal", "wgmma-split-bf16")),
    PassInput("tir-quant-matmul-w4a16", "tir-quant-matmul", f"{SOURCES}/w4a16.yaml", SM80),
    PassInput("tir-reduce-columns", "tir-reduce", "tests/lit/gpu/tir-reduce-columns.mlir"),
    PassInput("tir-reduce-rows", "tir-reduce", "tests/lit/gpu/tir-reduce-rows.mlir"),
    # Its schedule file only sets tir-reduce's options, which the test passes to the pass.
    PassInput("tir-reduce-one-op", "tir-reduce", "tests/lit/gpu/tir-reduce.mlir"),
    PassInput("tir-explain-kernels", "tir-explain-kernels", f"{SOURCES}/explained.mlir"),
    PassInput("tir-simt-map", "tir-simt-map", "tests/lit/gpu/tir-simt-map.mlir", SIMT),
    PassInput("tir-simt-map-vectorize", "tir-simt-map", "tests/lit/gpu/simt-vectorize.mlir", SIMT),
    # tir-explain-kernels's lines reach their kernels on the ops' locations (tirc/passes/gpu/explain.py).
    PassInput("tir-merge-gpu-modules", "tir-merge-gpu-modules", "tests/lit/gpu/tir-simt-map.mlir",
              (*SIMT, *LOCATIONS)),
    PassInput("tir-kernel-abi", "tir-kernel-abi", "examples/mlir/scale_launch.mlir"),
)


def dump_before(entry: PassInput, workdir: Path) -> str:
    """The IR before ``entry.before``, as ``tirc --dump-before`` prints it (its banner line dropped)."""
    source = Path(entry.source)   # relative (tirc runs in the repository): no machine's path in a location
    if entry.edit is not None:
        old, new = entry.edit
        text = (REPO / source).read_text()
        if old not in text:
            raise SystemExit(f"{entry.name}: '{old}' is not in {entry.source}")
        source = workdir / f"{entry.name}{source.suffix}"
        source.write_text(text.replace(old, new))
    command = [sys.executable, "-m", "tirc.cli", "compile", str(source), *entry.flags, "--emit=gpu",
               "--no-cache", f"--dump-before={entry.before}", "-o", str(workdir / "out.mlir")]
    environment = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(command, check=False, cwd=REPO, env=environment, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{entry.name}: tirc failed:\n{done.stderr}")
    banner, _, module = done.stderr.partition("\n")
    if f"IR Dump Before {entry.before}" not in banner:
        raise SystemExit(f"{entry.name}: no dump before {entry.before}:\n{done.stderr}")
    return module


def header(entry: PassInput) -> str:
    edit = f" (with '{entry.edit[0]}' -> '{entry.edit[1]}')" if entry.edit else ""
    flags = " ".join((*entry.flags, "--emit=gpu", f"--dump-before={entry.before}"))
    return (f"// The IR before {entry.before}: tirc compile {entry.source}{edit} {flags}\n"
            f"// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.\n")


def main(names: list[str]) -> None:
    known = {entry.name for entry in TABLE}
    unknown = sorted(set(names) - known)
    if unknown:
        raise SystemExit(f"unknown inputs: {', '.join(unknown)} (known: {', '.join(sorted(known))})")
    INPUTS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as workdir:
        for entry in TABLE:
            if names and entry.name not in names:
                continue
            path = INPUTS / f"{entry.name}.mlir"
            path.write_text(header(entry) + dump_before(entry, Path(workdir)))
            print(f"wrote {path.relative_to(REPO)}")


if __name__ == "__main__":
    main(sys.argv[1:])
