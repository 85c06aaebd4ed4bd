"""The emulator check of a tuned winner, before its record is written.

The winner runs as a one-kernel op spec at a size that is no multiple of its tile, with the winner
pinned as the spec's ``schedule:``, in tirc's PTX emulator with race and initialisation checking,
against the float64 reference of that spec's IR:

- an op spec input: its own kernel entry (dtypes, layouts, epilogue, scales ...) at the new size;
- any other input: the workload's GEMM or attention written as an op spec (the epilogue of a .mlir
  or PyTorch input is not rewritten: the check covers the main loop and the stores the schedule
  shapes, and the figures say so).

The size: one tile and a part more along each tiled dimension (``EDGE_ROWS``, ``EDGE_COLUMNS``: no
tile size divides them), and a K of two tiles (or one per split-K split) and a part, so the edge
tiles' bounds checks, the pipeline's prologue and the split-K reduction all run.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import yaml

from tirc.diagnostics import TircError
from tirc.dtypes import itemsize

EDGE_ROWS = 24
EDGE_COLUMNS = 40
ROW_BYTES = 16        # K rows stay 16-byte multiples, so the winner's widest copies stay valid


def gemm_sizes(knobs: dict[str, Any], in_element: str) -> dict[str, int]:
    """The check's M, N, K for a GEMM schedule's knobs."""
    tile_m, tile_n, tile_k = knobs["tile"]
    k_tiles = max(2, int(knobs.get("split_k", 1)))
    return {"M": tile_m + EDGE_ROWS, "N": tile_n + EDGE_COLUMNS,
            "K": tile_k * k_tiles + max(1, ROW_BYTES // itemsize(in_element))}


def attention_sizes(knobs: dict[str, Any]) -> dict[str, int]:
    """The check's sequence lengths for an attention schedule's knobs."""
    return {"S_q": int(knobs["block_m"]) + EDGE_ROWS, "S_kv": 2 * int(knobs["block_n"]) + EDGE_COLUMNS}


def _spec_kernel(path: str, function: str) -> dict[str, Any] | None:
    """The op spec's kernel entry that compiles to ``function``."""
    from tirc.frontend import is_opspec
    if not is_opspec(path):
        return None
    spec = yaml.safe_load(Path(path).read_text())
    for kernel in spec.get("kernels", []):
        if kernel.get("name") == function:
            return dict(kernel)
    return None


def _workload_kernel(workload: dict[str, Any], function: str) -> dict[str, Any]:
    """An op spec kernel entry computing ``workload`` (the main loop's part of it)."""
    if workload["family"] == "attention":
        shape = workload["shape"]
        kernel: dict[str, Any] = {"name": function, "op": "attention",
                                  "shape": {"B": 1, "H": max(1, shape["H"] // max(1, shape["H_kv"])), "H_kv": 1,
                                            "S_q": 1, "S_kv": 1, "D": shape["D"]},
                                  "dtype": {"q": workload["dtypes"]["q"], "o": workload["dtypes"]["o"]}}
        if shape.get("D_v", shape["D"]) != shape["D"]:
            kernel["shape"]["D_v"] = shape["D_v"]
        if workload["causal"] != "none":
            kernel["causal"] = workload["causal"]
        return kernel
    if workload["op"] not in ("matmul", "batch_matmul"):
        raise TircError(f"the emulator check of a {workload['op']} workload needs its op spec")
    dtypes = workload["dtypes"]
    kernel = {"name": function, "op": workload["op"], "shape": {"M": 1, "N": 1, "K": 1},
              "layout": dict(workload["layout"]),
              "dtype": {"a": dtypes["a"], "b": dtypes["b"], "c": dtypes["c"], "acc": dtypes["acc"]}}
    if workload["op"] == "batch_matmul":
        kernel["shape"]["B"] = 2
    if workload.get("tf32"):
        kernel["allow_tf32"] = True
    return kernel


def emulate_winner(request: Any, unit: Any, knobs: dict[str, Any]) -> dict[str, Any]:
    """Run ``unit``'s winner (``knobs``) in the emulator; raise a TircError when it fails."""
    from tirc.runtime.execute import emulate

    workload = json.loads(unit.workload)
    kernel = _spec_kernel(request.input, unit.function)
    rewritten = kernel is None
    if kernel is None:
        kernel = _workload_kernel(workload, unit.function)
    if unit.family == "attention":
        sizes = attention_sizes(knobs)
        kernel["shape"] = {**kernel["shape"], **sizes}
        if "B" in kernel["shape"]:
            kernel["shape"]["B"] = 1
        if "H_kv" in kernel["shape"] and "H" in kernel["shape"]:
            group = max(1, kernel["shape"]["H"] // max(1, kernel["shape"]["H_kv"]))
            kernel["shape"]["H"], kernel["shape"]["H_kv"] = min(group, 2), 1
        elif "H" in kernel["shape"]:
            kernel["shape"]["H"] = 1
    else:
        sizes = gemm_sizes(knobs, unit.problem.in_element)
        kernel["shape"] = {**kernel["shape"], **sizes}
        if "B" in kernel["shape"]:
            kernel["shape"]["B"] = 2
    kernel["schedule"] = dict(knobs)
    with tempfile.TemporaryDirectory(prefix="tirc-tune-") as folder:
        spec = Path(folder) / f"{unit.function}.yaml"
        spec.write_text(yaml.safe_dump({"kernels": [kernel]}, sort_keys=False))
        try:
            runs = emulate(str(spec), target=request.target, pipeline=request.pipeline, remarks="off",
                           allow_tf32=request.allow_tf32, racecheck=True, initcheck=True)
        except TircError as error:
            raise TircError(f"{unit.function}: the tuned schedule failed its emulator check at "
                            f"{_sizes_text(kernel['shape'])}: {error.message}",
                            hint="the record is not written; report this schedule (tirc tune db show)") from None
    failed = [run for run in runs if not run.ok]
    if failed:
        raise TircError(f"{unit.function}: the tuned schedule's outputs do not match the reference at "
                        f"{_sizes_text(kernel['shape'])} in the emulator",
                        hint="the record is not written; report this schedule (tirc tune db show)")
    return {"shape": dict(kernel["shape"]), "ok": True, "racecheck": True,
            "spec": "the workload as an op spec (main loop and stores)" if rewritten else "the input's kernel"}


def _sizes_text(sizes: dict[str, int]) -> str:
    return ",".join(f"{name}={size}" for name, size in sizes.items())
