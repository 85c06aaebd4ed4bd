"""The default schedules tirc chooses for the shape table, per Ampere/Ada target (the table of docs/performance.md).

    .venv/bin/python bench/schedules.py [--markdown]

One row per shape of bench/compare_triton.py's table (square 1024-8192; LLM prefill and decode,
M = 1, 16, 128, 4096 against N x K = 4096x4096, 12288x4096, 11008x4096, 4096x11008) and element
type (f16/bf16 share their schedules; int8 has its own K step), one column per target: tile M x N
x K, warps, stages and split-K, as `tirc compile --report` describes them. Compiles to the tensorir
stage only (seconds). tests/unit/test_default_schedules.py checks that docs/performance.md holds this table
and runs every schedule in it in the emulator at a reduced size.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: import bench

from bench.compare_triton import SHAPES
from tirc.driver import CompileOptions, compile_input
from tirc.ir.walk import walk_ops
from tirc.schedule.model import SCHEDULE_ATTR, Schedule

TARGETS = ("sm_80", "sm_86", "sm_87", "sm_89")
# Element types of the table's rows: f16 (bf16 chooses the same schedules) and int8, B stored [N, K].
KERNELS = {
    "f16/bf16": {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}, "layout": {"b": "col"}},
    "s8": {"dtype": {"a": "s8", "b": "s8", "c": "s32", "acc": "s32"}, "layout": {"b": "col"}},
}


def spec(folder: str, shape: tuple[int, int, int], kind: str, schedule: Schedule | None = None) -> str:
    """An op spec with the GEMM ``shape`` of element type ``kind``, with ``schedule`` pinned if given."""
    m, n, k = shape
    kernel: dict[str, object] = {"name": "gemm", "op": "matmul", "shape": {"M": m, "N": n, "K": k}, **KERNELS[kind]}
    if schedule is not None:
        kernel["schedule"] = {"tile": [schedule.tile_m, schedule.tile_n, schedule.tile_k],
                              "warps": [schedule.warps_m, schedule.warps_n], "stages": schedule.stages,
                              "split_k": schedule.split_k}
    path = Path(folder) / "gemm.yaml"
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def chosen_schedule(shape: tuple[int, int, int], kind: str, target: str) -> Schedule | None:
    """The schedule tir-schedule attaches to the GEMM on ``target``; None when it is not on Tensor Cores."""
    with tempfile.TemporaryDirectory() as folder:
        result = compile_input(spec(folder, shape, kind), CompileOptions(emit="tensorir", target=target, remarks="off"))
        ops = walk_ops(result.input.module.operation, lambda op: SCHEDULE_ATTR in op.attributes)
        return Schedule.from_attr(ops[0].attributes[SCHEDULE_ATTR]) if ops else None


def cell(schedule: Schedule | None) -> str:
    if schedule is None:
        return "SIMT"
    split = f", split-K {schedule.split_k}" if schedule.split_k > 1 else ""
    return (f"{schedule.tile_m}x{schedule.tile_n}x{schedule.tile_k}, {schedule.warps_m}x{schedule.warps_n} warps, "
            f"{schedule.stages} stages{split}")


def table() -> dict[tuple[tuple[int, int, int], str], dict[str, Schedule | None]]:
    """(shape, kind) -> target -> the chosen schedule."""
    return {(shape, kind): {target: chosen_schedule(shape, kind, target) for target in TARGETS}
            for shape in SHAPES for kind in KERNELS}


def markdown(rows: dict[tuple[tuple[int, int, int], str], dict[str, Schedule | None]]) -> list[str]:
    header = ["M x N x K", "inputs", *TARGETS]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for (shape, kind), schedules in rows.items():
        lines.append("| " + " | ".join(["x".join(map(str, shape)), kind, *(cell(schedules[t]) for t in TARGETS)]) + " |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--markdown", action="store_true", help="print the table in Markdown (the form docs/performance.md shows)")
    args = parser.parse_args(argv)
    rows = table()
    if args.markdown:
        print("\n".join(markdown(rows)))
    else:
        for (shape, kind), schedules in rows.items():
            print("x".join(map(str, shape)), kind, *(f"{t}: {cell(s)};" for t, s in schedules.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
