"""The run half of ``bench/gpu_check.sh``: the steps that execute a prepared bundle on a GPU machine,
with that machine's own Python (numpy, cuda-bindings, torch, triton; no MLIR, no pip, no network).

    python -m bench.gpu.run steps BUNDLE --work DIR    # the step table the shell script runs
    python -m bench.gpu.run env|check|bench|attention|tune|exec|sanitize|profile|report BUNDLE ...

Each step prints its table and writes it to ``WORK/STEP.md``, which ``report`` gathers into
``bench/results/<gpu>-<date>.md``. Without a GPU every step that needs one ends in tirc's
"no CUDA GPU" error (exit 1).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import math
import os
import platform
import re
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from datetime import datetime, UTC
from pathlib import Path
from typing import Any

import numpy as np

from bench.gpu import tuning
from bench.gpu.attention import attention_check, attention_tensors, problem_from_json, sdpa_baseline, sdpa_reference
from bench.gpu.bundle import ATTENTION_GROUP, GROUPS, Bundle, BundleError, target_of
from tirc.diagnostics import TircError
from tirc.dtypes import float_format, is_float, random_values, storage_dtype
from tirc.runtime.bench import RecordingDevice, bench_plan, time_on_stream, timing_cell
from tirc.runtime.checks import check_summary, compare
from tirc.runtime.cuda_device import NO_GPU_HINT, CudaDevice, require_gpu
from tirc.runtime.emulator import PtxModule
from tirc.runtime.gpu_measure import kernel_launches, time_launches
from tirc.runtime.plan import buffer_shape, execute, weight_arrays
from tirc.runtime.plan_emulator import PlanEmulator
from tirc.schedule.perf_model import GemmProblem
from tirc.tune.db import TuningDB
from tirc.tune.tuner import GPU_REPEAT, GPU_WARMUP

REPO = Path(__file__).resolve().parents[2]
RESULTS = REPO / "bench" / "results"
BUDGET_S = 330          # the whole run half: under 6 minutes on an H200, with room for the report
REPEAT, WARMUP = 20, 5
CHECKED_ROWS = 256      # rows of a bench GEMM's output checked against the float64 reference
# What ncu reads for each profiled GEMM: the tensor pipes (HMMA for mma.sync, GMMA for wgmma),
# DRAM, shared-memory bank conflicts, the kernel's time. A metric this ncu does not know is dropped.
NCU_METRICS = {
    "gpu__time_duration.sum": "time (ns)",
    "sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active": "HMMA pipe %",
    "sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active": "GMMA pipe %",
    "dram__throughput.avg.pct_of_peak_sustained_elapsed": "DRAM % of peak",
    "dram__bytes.sum.per_second": "DRAM bytes/s",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum": "smem ld conflicts",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum": "smem st conflicts",
}


@dataclass(frozen=True)
class Step:
    name: str
    timeout_s: int
    command: str
    what: str


def steps(bundle: str, work: str, python: str, results: str = "bench/results") -> list[Step]:
    """The run half's steps, in order: the most telling first, since the budget clamps the last."""
    me = f"{python} -m bench.gpu.run"
    b, w, r = shlex.quote(bundle), shlex.quote(work), shlex.quote(results)
    return [
        Step("env", 30, f"{me} env {b} --work {w}",
             "the GPU, the driver, Python and its packages; the bundle's hashes"),
        Step("check", 60, f"{me} check {b} --work {w}",
             "one kernel of each family against tirc's float64 reference (carried in the bundle)"),
        Step("bench-square", 90, f"{me} bench {b} --group bench-square --work {w}",
             "4096^3 f16/bf16 NN/NT and s8 GEMMs: checked (torch float64), timed beside cuBLAS and Triton"),
        Step("attention", 60, f"{me} attention {b} --work {w}",
             "fused attention (B2 H8 S1000 D128, causal and not; GQA decode) against torch's SDPA, timed beside it"),
        Step("torch-smoke", 60, f"{python} -m tirc.torch.smoke --device cuda --load {b}/torch",
             "tirc.torch's precompiled MLP and transformer block against eager PyTorch"),
        Step("tensorir", 45, f"{python} examples/tensorir/matmul.py --device cuda --load {b}/tensorir",
             "the DSL's seed matmul on torch CUDA tensors against torch.matmul"),
        Step("cmake", 60, f"rm -rf {w}/cmake && cmake -S {b}/cmake -B {w}/cmake && cmake --build {w}/cmake "
                          f"&& {w}/cmake/gemm_host",
             "the C launcher built with this machine's cmake and compiler, and run"),
        Step("bench-llm", 90, f"{me} bench {b} --group bench-llm --work {w}",
             "LLM prefill/decode GEMMs: checked, timed beside cuBLAS and Triton"),
        Step("tune-llm", 90, f"{me} tune {b} --work {w} --results {r}",
             "tirc tune --measure gpu on the LLM GEMMs: the candidates prepared with the model timed, checked, "
             "the winners written to a tuning database"),
        Step("racecheck", 60, f"{me} sanitize {b} --tool racecheck --work {w}",
             "compute-sanitizer racecheck on one kernel of each family"),
        Step("memcheck", 45, f"{me} sanitize {b} --tool memcheck --work {w}",
             "compute-sanitizer memcheck on one kernel of each family"),
        Step("profile", 90, f"{me} profile {b} --work {w}",
             "ncu --clock-control none on the 4096^3 GEMMs, beside the static model's estimate"),
    ]


# ---------------------------------------------------------------------------------------------
# Shared pieces


def markdown_table(header: list[str], rows: list[list[Any]]) -> str:
    def cell(value: Any) -> str:
        return str(value).replace("|", "/").replace("\n", " ")
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(value) for value in row) + " |" for row in rows]
    return "\n".join(lines)


def publish(work: Path, step: str, title: str, body: str) -> None:
    """Print a step's section and keep it for the report."""
    text = f"## {title}\n\n{body}\n"
    print(text)
    work.mkdir(parents=True, exist_ok=True)
    (work / f"{step}.md").write_text(text)


@contextmanager
def gpu() -> Iterator[CudaDevice]:
    require_gpu()    # the "no CUDA GPU" error before anything else touches the driver
    with CudaDevice(0) as device:
        if device.target is None:
            raise TircError(f"GPU 0 ({device.name}) has no tirc target")
        yield device


def load_program(device: CudaDevice, bundle: Bundle, program: str) -> tuple[dict[str, Any], dict[str, int]]:
    """Load ``program``'s cubin for the device's chip: (its manifest, its resident weights)."""
    assert device.target is not None
    manifest, cubin, weights = bundle.program_files(program, device.target.chip)
    device.load(manifest, cubin)
    return manifest, device.upload_weights(weight_arrays(manifest, weights))


def random_inputs(plan: dict[str, Any], symbols: dict[str, int], rng: np.random.Generator) -> dict[str, np.ndarray]:
    """Inputs as ``tirc run`` draws them (floats in [-1, 1], integers in [-8, 8]); the bench GEMMs
    take no index inputs."""
    buffers = {buffer["name"]: buffer for buffer in plan["buffers"]}
    return {spec["name"]: random_values(buffer_shape(buffers[spec["name"]], symbols), spec["dtype"], rng)
            for spec in plan["inputs"] if spec["kind"] == "buffer"}


def torch_inputs(plan: dict[str, Any], symbols: dict[str, int], seed: int) -> dict[str, Any]:
    """The plan's inputs as torch CUDA tensors, drawn on the GPU as ``tirc run`` draws them on the
    host: floats uniform in [-1, 1) rounded to their type, integers in [-8, 8]."""
    import torch
    from tirc.torch.kernels import TORCH_DTYPES
    generator = torch.Generator(device="cuda").manual_seed(seed)
    buffers = {buffer["name"]: buffer for buffer in plan["buffers"]}
    tensors = {}
    for spec in plan["inputs"]:
        shape, dtype = buffer_shape(buffers[spec["name"]], symbols), TORCH_DTYPES[spec["dtype"]]
        if is_float(spec["dtype"]):
            values = torch.rand(shape, generator=generator, device="cuda") * 2 - 1
        else:
            values = torch.randint(-8, 9, shape, generator=generator, device="cuda")
        tensors[spec["name"]] = values.to(dtype)
    return tensors


def checked_rows(m: int) -> np.ndarray:
    """The output rows the bench checks: all of a small GEMM, else the first, the last and 254 more."""
    if m <= CHECKED_ROWS:
        return np.arange(m)
    return np.unique(np.concatenate([[0, m - 1], np.random.default_rng(m).choice(m, CHECKED_ROWS - 2, replace=False)]))


def gemm_reference(gemm: dict[str, Any], a: Any, b: Any, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """torch's float64 GEMM on the GPU for ``rows`` of a plain GEMM with stored operands ``a`` and
    ``b`` (CUDA tensors): (values, error bounds).

    The bound is tirc's reference's for a K-long sum in the accumulator type, ``K u (|A| |B|)``
    (recursive summation in any order, products exact); integers are exact in float64 here
    (|a|, |b| <= 8, K < 2^40) and wrap to the output's width."""
    import torch
    left = a.t() if gemm["a_layout"] == "col" else a
    right = b.t() if gemm["b_layout"] == "col" else b
    left = left[torch.from_numpy(rows).to(left.device)].double()
    right = right.double()
    value = left @ right
    if not is_float(gemm["acc"]):
        bits = np.dtype(storage_dtype(gemm["c"])).itemsize * 8
        wrapped = (value.cpu().numpy().astype(np.int64) + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
        return wrapped, np.zeros(wrapped.shape)
    bound = gemm["k"] * float_format(gemm["acc"]).unit_roundoff * (left.abs() @ right.abs())
    return value.cpu().numpy(), bound.cpu().numpy()


def problems_of(function: dict[str, Any], chip: str) -> dict[str, GemmProblem | None]:
    return {kernel: GemmProblem(**entry["problem"]) if entry["problem"] else None
            for kernel, entry in function["kernels"].get(chip, {}).items()}


# ---------------------------------------------------------------------------------------------
# The steps


def step_env(bundle: Bundle, work: Path) -> None:
    index = bundle.index
    rows = [["python", platform.python_version()],
            ["bundle", f"{bundle.folder} ({bundle.total_bytes / 2**20:.1f} MiB, tirc {index['tirc_version']} at "
                       f"{index['commit']}, chips {', '.join(index['chips'])})"]]
    for package in ("numpy", "torch", "triton", "cuda.bindings"):
        try:
            module = __import__(package, fromlist=["__version__"])
            rows.append([package, getattr(module, "__version__", "?")])
        except ImportError as error:
            rows.append([package, f"missing ({error})"])
    rows.append(["mlir importable", str(_importable("mlir"))])
    smi = shutil.which("nvidia-smi")
    if smi:
        query = subprocess.run([smi, "--query-gpu=name,driver_version,memory.total,clocks.max.sm",
                                "--format=csv,noheader"], capture_output=True, text=True, timeout=20)
        rows.append(["nvidia-smi", query.stdout.strip() or query.stderr.strip()])
    for tool in ("nvcc", "cmake", "ncu", "compute-sanitizer"):
        rows.append([tool, shutil.which(tool) or "not found"])
    try:
        with gpu() as device:
            rows.append(["GPU 0", f"{device.name}, compute capability {'.'.join(map(str, device.compute_capability))}, "
                                  f"tirc target {device.target.chip if device.target else 'none'}"])
    finally:   # what was found is worth keeping even without a GPU
        publish(work, "env", "Machine and bundle", markdown_table(["what", "value"], rows))


def _importable(name: str) -> bool:
    try:
        __import__(name)
    except ImportError:
        return False
    return True


def step_check(bundle: Bundle, work: Path, emulate_chip: str | None = None) -> bool:
    """Every function of the check programs against the reference values and bounds carried in
    the bundle. ``emulate_chip``: run that chip's PTX in tirc's emulator instead, with its race and
    uninitialised-read checks (a CPU machine's check of the bundle and of this step)."""
    rows, ok = [], True
    with (nullcontext(None) if emulate_chip else gpu()) as device:
        chip = emulate_chip or device.target.chip
        for name, program in bundle.programs("check").items():
            # The plan's device: the GPU with the cubin loaded and the weights resident, or an
            # emulator of the PTX that takes the weights with each run.
            if emulate_chip:
                manifest, _, weights_file = bundle.program_files(name, chip)
                runner = PlanEmulator(PtxModule.parse(bundle.path(program["chips"][chip]["ptx"]).read_text()))
                weights, resident = weight_arrays(manifest, weights_file), {}
            else:
                manifest, resident = load_program(device, bundle, name)
                runner, weights = device, None
            for plan in manifest["functions"]:
                function = program["functions"][plan["name"]]
                data = np.load(bundle.path(function["reference"][chip]))
                inputs = {spec["name"]: data[f"input:{spec['name']}"] for spec in plan["inputs"]}
                try:
                    result = execute(plan, runner, inputs, function["symbols"], weights, resident=resident)
                finally:
                    if device is not None:
                        device.release()
                checks = [compare(output["name"], output["dtype"], result.outputs[output["name"]],
                                  data[f"value:{output['name']}"], data[f"bound:{output['name']}"],
                                  result.unwritten.get(output["name"])) for output in plan["outputs"]]
                ok &= all(check.ok for check in checks)
                kernels = [step["kernel"] for step in plan["steps"] if step["op"] == "launch"]
                estimates = function["kernels"][chip]
                schedules = [estimates[kernel]["schedule"] for kernel in kernels if kernel in estimates]
                rows.append([f"{name}:{plan['name']}", ", ".join(kernels), "; ".join(schedules) or "SIMT",
                             "; ".join(f"{c.name}: {check_summary(c)}" for c in checks)])
    where = f"{chip} PTX in tirc's emulator" if emulate_chip else chip
    publish(work, "check", f"Kernel families against the float64 reference ({where})",
            markdown_table(["function", "kernels", "schedule", "outputs"], rows))
    return ok


def step_bench(bundle: Bundle, group: str, work: Path, repeat: int, warmup: int) -> bool:
    """Each function of the group: run once on inputs drawn on the GPU and checked against torch's
    float64 GEMM (on sampled rows, every element for unwritten results), then timed (tirc, cuBLAS,
    Triton) as ``tirc bench`` times it."""
    rows, ok, document = [], True, []
    with gpu() as device:
        chip = device.target.chip
        for name, program in bundle.programs(group).items():
            manifest, weights = load_program(device, bundle, name)
            for index, plan in enumerate(manifest["functions"]):
                function = program["functions"][plan["name"]]
                gemm, symbols = function["gemm"], function["symbols"]
                tensors = torch_inputs(plan, symbols, seed=index)
                resident = {**weights, **{name: tensor.data_ptr() for name, tensor in tensors.items()}}
                try:
                    result = execute(plan, device, {}, symbols, resident=resident)
                finally:
                    device.release()
                (output,) = plan["outputs"]
                got = result.outputs[output["name"]]
                never_written = result.unwritten.get(output["name"], np.zeros(got.shape, bool))
                sampled = checked_rows(gemm["m"])
                value, bound = gemm_reference(gemm, *tensors.values(), sampled)
                check = compare(output["name"], output["dtype"], got[sampled], value, bound, never_written[sampled])
                unwritten = int(np.count_nonzero(never_written))
                ok &= check.ok and unwritten == 0
                row = bench_plan(device, plan, problems_of(function, chip), symbols, {}, resident,
                                 repeat=repeat, warmup=warmup, baselines=True,
                                 b_stored_transposed=lambda _problem, gemm=gemm: gemm["b_layout"] == "col")
                row["check"] = (f"{len(sampled)} rows: {check_summary(check)}"
                                + (f"; {unwritten} elements never written" if unwritten else ""))
                document.append(row)
                estimates = [entry["estimate"]["seconds"] for entry in function["kernels"][chip].values()
                             if entry.get("estimate")]
                rows.append([plan["name"], f"{gemm['m']}x{gemm['n']}x{gemm['k']}", timing_cell(row["tirc"]),
                             timing_cell(row.get("cublas")), timing_cell(row.get("triton")),
                             f"{sum(estimates) * 1e3:.4g} ms" if estimates else "-", row["check"]])
    (work / f"{group}.json").write_text(json.dumps(document, indent=1) + "\n")
    publish(work, group, f"{group}: median of {repeat} runs after {warmup} warmup, L2 flushed ({chip})",
            markdown_table(["function", "MxNxK", "tirc", "cuBLAS (torch)", "Triton", "static model", "check"], rows))
    return ok


def attention_row(device: Any, program: dict[str, Any], plan: dict[str, Any], weights: dict[str, int], chip: str,
                  seed: int, repeat: int, warmup: int, torch_device: str = "cuda",
                  place: Callable[[Any], int] | None = None) -> tuple[bool, list[str], dict[str, Any]]:
    """One attention function: run once on torch inputs and checked against torch's float32 SDPA
    of the same inputs, then timed (tirc's launches, and torch's SDPA in the input type) with L2
    flushed. (passed, the table row, the JSON record). ``torch_device`` and ``place`` (a tensor ->
    its address on ``device``; default: the CUDA tensor's own pointer) let a test run it on CPU
    tensors copied into tirc's emulator."""
    import torch

    function = program["functions"][plan["name"]]
    problem, symbols = problem_from_json(function["problem"]), function["symbols"]
    tensors = attention_tensors(plan, problem, seed, torch_device)
    address = place or (lambda tensor: tensor.data_ptr())
    resident = {**weights, **{name: address(tensor) for name, tensor in tensors.items()}}
    try:
        result = execute(plan, device, {}, symbols, resident=resident)
    finally:
        device.release()
    (output,) = plan["outputs"]
    q, k, v = tensors.values()
    want = sdpa_reference(problem, q, k, v).cpu().numpy()
    passed, summary = attention_check(problem, result.outputs[output["name"]], want)
    unwritten = int(np.count_nonzero(result.unwritten.get(output["name"], False)))
    if unwritten:
        passed, summary = False, f"{summary}; {unwritten} elements never written"
    row = bench_plan(device, plan, {}, symbols, {}, resident, repeat=repeat, warmup=warmup, baselines=False,
                     b_stored_transposed=lambda _problem: False)
    flops = problem.flops()
    tirc_ms = row["tirc"]["median_ms"]
    try:
        flush = device.alloc(2 * device.l2_bytes)
        sdpa = time_on_stream(device, sdpa_baseline(problem, q, k, v), repeat, max(warmup, 1), flush)
        sdpa_cell = f"{sdpa.median_ms:.4g} ms, {flops / (sdpa.median_ms / 1e3) / 1e12:.3g} TFLOP/s"
        sdpa_ms: float | None = sdpa.median_ms
    except Exception as error:   # torch raises its own types (e.g. no kernel for the shape)
        sdpa_cell, sdpa_ms = f"failed: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}", None
    finally:
        device.release()
        if q.is_cuda:
            torch.cuda.synchronize()
    estimates = [entry["estimate"] for entry in function.get("attention", {}).get(chip, {}).values()]
    model = (f"{sum(e['seconds'] for e in estimates) * 1e3:.4g} ms, {estimates[0]['tflops']:.3g} TFLOP/s "
             f"({estimates[0]['limiter']})") if estimates else "-"
    shape = (f"B{problem.batch} H{problem.heads}/{problem.kv_heads} S {problem.seq_q}x{problem.seq_kv} "
             f"D{problem.head_dim} {problem.causal}")
    cells = [plan["name"], shape, f"{tirc_ms:.4g} ms, {flops / (tirc_ms / 1e3) / 1e12:.3g} TFLOP/s", sdpa_cell, model,
             summary]
    record = {"function": plan["name"], "problem": function["problem"], "flops": flops, "tirc": row["tirc"],
              "sdpa_ms": sdpa_ms, "check": summary, "passed": passed}
    return passed, cells, record


def step_attention(bundle: Bundle, work: Path, repeat: int, warmup: int) -> bool:
    """Each function of the bundle's attention programs on this GPU: checked against torch's SDPA and
    timed beside it; a program not compiled for the chip fails its row with the compile error."""
    rows, ok, document = [], True, []
    with gpu() as device:
        chip = device.target.chip
        for name, program in bundle.programs(ATTENTION_GROUP).items():
            if chip not in program["chips"]:
                ok = False
                rows.append([name, "-", f"not compiled for {chip}: {program.get('errors', {}).get(chip, '?')}",
                             "-", "-", "-"])
                continue
            manifest, weights = load_program(device, bundle, name)
            for index, plan in enumerate(manifest["functions"]):
                passed, cells, record = attention_row(device, program, plan, weights, chip, index, repeat, warmup)
                ok &= passed
                rows.append(cells)
                document.append(record)
    (work / "attention.json").write_text(json.dumps(document, indent=1) + "\n")
    publish(work, "attention", f"Fused attention against torch's SDPA: median of {repeat} runs after {warmup} "
                               f"warmup, L2 flushed ({chip})",
            markdown_table(["function", "problem", "tirc", "torch SDPA (f16)", "static model", "check"], rows))
    return ok


def time_candidate(device: Any, plan: dict[str, Any], symbols: dict[str, int], resident: dict[str, int],
                   kernel: str, split_k: int, check: Callable[[Any], tuple[bool, str]], repeat: int,
                   warmup: int) -> tuning.Timing:
    """Run ``plan`` once with its launches recorded, ``check`` its result, then time ``kernel``'s own
    launches (and a split-K reduction's) as ``tirc tune --measure gpu`` does
    (:mod:`tirc.runtime.gpu_measure`)."""
    recorder = RecordingDevice(device)
    try:
        flush = device.alloc(2 * device.l2_bytes)
        result = execute(plan, recorder, {}, symbols, resident=resident)
        ok, summary = check(result)
        picked = kernel_launches(recorder.launches, kernel, split_k)
        if not picked:
            return tuning.Timing(math.nan, math.nan, math.nan, repeat, warmup, False, f"{kernel} was not launched")
        timing = time_launches(device, picked, repeat, warmup, flush)
    finally:
        device.release()
    return tuning.Timing(timing["median_s"], timing["q1_s"], timing["q3_s"], repeat, warmup, ok, summary)


def step_tune(bundle: Bundle, work: Path, results: Path, repeat: int, warmup: int) -> bool:
    """``tirc tune --measure gpu`` of the LLM GEMMs with the candidates prepare compiled: every
    round's kernels checked (sampled rows against torch's float64 GEMM, every element written) and
    timed, each workload's winner chosen (:func:`bench.gpu.tuning.gpu_records`) and written to
    ``results``/tuning-<gpu>-<date>.db with its JSON Lines export."""
    entry = bundle.index.get("tuning")
    if not entry:
        raise BundleError(f"{bundle.folder}: no tuning rounds (prepare the bundle again with this checkout)")
    with gpu() as device:
        chip = device.target.chip
        if chip not in entry["chips"]:
            raise BundleError(f"the bundle's tuning rounds are for {', '.join(entry['chips'])}, not {chip}")
        tuned = entry["chips"][chip]
        units = tuned["workloads"]
        by_function = {unit["function"]: workload for workload, unit in units.items()}
        inputs: dict[str, dict[str, Any]] = {}                        # function -> its CUDA tensors
        references: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}   # function -> rows, values, bounds
        timings: dict[str, dict[str, tuning.Timing]] = {}
        for index, files in enumerate(tuned["rounds"]):
            manifest = json.loads(bundle.path(files["manifest"]).read_text())
            device.load(manifest, bundle.path(files["cubin"]).read_bytes())
            weights_file = bundle.path(files["weights"]).read_bytes() if files.get("weights") else b""
            weights = device.upload_weights(weight_arrays(manifest, weights_file))
            for plan in manifest["functions"]:
                workload = by_function.get(plan["name"])
                if workload is None:
                    continue
                unit = units[workload]
                candidates = [c for c in unit["candidates"] if c["round"] == index]
                if not candidates:
                    continue
                (candidate,) = candidates
                gemm = unit["gemm"]
                symbols = bundle.programs()[entry["program"]]["functions"].get(plan["name"], {}).get("symbols", {})
                if plan["name"] not in inputs:
                    inputs[plan["name"]] = torch_inputs(plan, symbols, seed=len(inputs))
                    rows = checked_rows(gemm["m"])
                    references[plan["name"]] = (rows, *gemm_reference(gemm, *inputs[plan["name"]].values(), rows))
                tensors = inputs[plan["name"]]
                rows, value, bound = references[plan["name"]]
                (output,) = plan["outputs"]

                def check(result: Any, output: dict[str, Any] = output, rows: np.ndarray = rows,
                          value: np.ndarray = value, bound: np.ndarray = bound) -> tuple[bool, str]:
                    got = result.outputs[output["name"]]
                    never_written = result.unwritten.get(output["name"], np.zeros(got.shape, bool))
                    checked = compare(output["name"], output["dtype"], got[rows], value, bound, never_written[rows])
                    unwritten = int(np.count_nonzero(never_written))
                    return checked.ok and unwritten == 0, (f"{len(rows)} rows: {check_summary(checked)}"
                                                           + (f"; {unwritten} never written" if unwritten else ""))

                resident = {**weights, **{name: tensor.data_ptr() for name, tensor in tensors.items()}}
                try:
                    timing = time_candidate(device, plan, symbols, resident, candidate["kernel"],
                                            int(candidate["knobs"].get("split_k", 1)), check, repeat, warmup)
                except TircError as error:   # e.g. a launch the driver refuses: that candidate is out
                    timing = tuning.Timing(math.nan, math.nan, math.nan, repeat, warmup, False,
                                           f"failed: {error.message.splitlines()[0]}")
                timings.setdefault(workload, {})[tuning.knobs_key(candidate["knobs"])] = timing
        device_name = device.name
    date = datetime.now(UTC).strftime("%Y-%m-%d")
    records, rows_out = tuning.gpu_records(chip, tuned, timings, device_name, date)
    results.mkdir(parents=True, exist_ok=True)
    db_path = results / f"tuning-{tuning.gpu_slug(device_name)}-{date}.db"
    with TuningDB(db_path) as db:
        for record in records:
            db.put(record)        # one transaction each
        exported = db.export_jsonl(db_path.with_suffix(".jsonl"), target=chip)
    faster = [row for row in rows_out if row.speedup > 1]
    body = markdown_table(tuning.TABLE_HEADER, [tuning.table_cells(row) for row in rows_out])
    body += (f"\n\n{len(records)} of {len(units)} workloads recorded (source gpu, {device_name}) in {db_path} "
             f"and {exported} records in {db_path.with_suffix('.jsonl')}; the tuned schedule is faster than the "
             f"heuristic's on {len(faster)}. Candidates: the model's best {entry['keep']} of each workload's "
             f"tune (--budget {entry['budget']}) and the heuristic's, checked on {CHECKED_ROWS} sampled rows "
             "before they count.")
    publish(work, "tune-llm", f"tirc tune --measure gpu on the LLM GEMMs: median of {repeat} runs after {warmup} "
                              f"warmup, L2 flushed ({chip})", body)
    return len(records) == len(units)


def step_exec(bundle: Bundle, targets: list[str], repeat: int) -> None:
    """Run each ``program:function`` ``repeat`` times on random inputs, nothing else: what
    compute-sanitizer and ncu watch."""
    rng = np.random.default_rng(0)
    with gpu() as device:
        for target in targets:
            program, function_name = target_of(target)
            manifest, resident = load_program(device, bundle, program)
            plans = {plan["name"]: plan for plan in manifest["functions"]}
            if function_name not in plans:
                raise BundleError(f"no function {function_name!r} in program {program!r}")
            plan = plans[function_name]
            symbols = bundle.programs()[program]["functions"][function_name]["symbols"]
            inputs = random_inputs(plan, symbols, rng)
            for _ in range(repeat):
                try:
                    execute(plan, device, inputs, symbols, resident=resident, read_back=False)
                finally:
                    device.release()
            print(f"{target}: ran {repeat}x")


def _exec_command(bundle: Bundle, targets: list[str]) -> list[str]:
    return [sys.executable, "-m", "bench.gpu.run", "exec", str(bundle.folder),
            *[argument for target in targets for argument in ("--function", target)]]


def step_sanitize(bundle: Bundle, tool: str, work: Path, timeout_s: float) -> bool:
    """compute-sanitizer --tool TOOL over one kernel of each family, in one process."""
    require_gpu()
    sanitizer = shutil.which("compute-sanitizer")
    if sanitizer is None:
        raise TircError("compute-sanitizer is not on PATH", hint="it ships with the CUDA toolkit")
    targets = bundle.index["sanitize"]
    command = [sanitizer, "--tool", tool, "--error-exitcode", "3", *_exec_command(bundle, targets)]
    done = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=timeout_s)
    output = done.stdout + done.stderr
    (work / f"{tool}.log").write_text(output)
    summary = [line.strip("= ").strip() for line in output.splitlines() if "SUMMARY" in line or "ERROR SUMMARY" in line]
    hazards = [line.strip("= ").strip() for line in output.splitlines() if re.search(r"(Race|Invalid|hazard)", line)]
    rows = [[target, "ran" if f"{target}: ran" in output else "not reached"] for target in targets]
    verdict = "clean" if done.returncode == 0 else f"exit {done.returncode}"
    body = markdown_table(["function", "under the sanitizer"], rows)
    body += f"\n\n{tool}: {verdict}; " + ("; ".join(summary) or "no summary line")
    if hazards:
        body += "\n\n```\n" + "\n".join(hazards[:20]) + "\n```"
    publish(work, tool, f"compute-sanitizer --tool {tool}", body)
    return done.returncode == 0


def ncu_rows(text: str) -> list[dict[str, str]]:
    """The rows of ``ncu --csv --page raw`` (a header, a units row, then one row per kernel launch)."""
    start = text.find('"ID"')
    if start < 0:
        return []
    rows = list(csv.DictReader(io.StringIO(text[start:])))
    return [row for row in rows if row.get("ID", "").isdigit()]


def step_profile(bundle: Bundle, work: Path, timeout_s: float) -> bool:
    """ncu with the GPU's own clocks over the profiled GEMMs; the figures beside the static model's."""
    with gpu() as device:   # its chip names the estimates; the profiled process opens the GPU itself
        chip = device.target.chip
    ncu = shutil.which("ncu")
    if ncu is None:
        raise TircError("ncu (Nsight Compute) is not on PATH", hint="it ships with the CUDA toolkit")
    metrics = list(NCU_METRICS)
    targets = bundle.index["profile"]
    deadline = time.monotonic() + timeout_s
    while True:
        command = [ncu, "--clock-control", "none", "--csv", "--page", "raw", "--metrics", ",".join(metrics),
                   *_exec_command(bundle, targets)]
        done = subprocess.run(command, cwd=REPO, capture_output=True, text=True,
                              timeout=max(deadline - time.monotonic(), 1))
        unknown = re.findall(r"Failed to find metric (\S+)", done.stdout + done.stderr)
        dropped = [metric for metric in metrics if any(metric.startswith(name.strip("'\"")) for name in unknown)]
        if not dropped or done.returncode == 0:
            break
        metrics = [metric for metric in metrics if metric not in dropped]   # an older or newer ncu's names
    (work / "profile.log").write_text(done.stdout + done.stderr)
    launches = ncu_rows(done.stdout)
    estimates: dict[str, dict[str, Any]] = {}
    for target in targets:
        program, function = target_of(target)
        estimates.update(bundle.programs()[program]["functions"][function]["kernels"].get(chip, {}))
    rows = []
    for launch in launches:
        kernel = launch.get("Kernel Name", "?")
        estimate = (estimates.get(kernel) or {}).get("estimate") or {}
        rows.append([kernel] + [launch.get(metric, "-") for metric in metrics]
                    + [f"{estimate['seconds'] * 1e9:.0f}" if estimate else "-",
                       f"{estimate['peak_fraction'] * 100:.0f}% ({estimate['limiter']})" if estimate else "-"])
    body = markdown_table(["kernel"] + [NCU_METRICS[metric] for metric in metrics]
                          + ["model time (ns)", "model % of Tensor Core peak (limiter)"], rows)
    if done.returncode != 0:
        body += f"\n\nncu exited {done.returncode}: " + " ".join((done.stdout + done.stderr).strip().splitlines()[-3:])
    publish(work, "profile", f"ncu --clock-control none beside the static model ({chip})", body)
    return done.returncode == 0 and bool(launches)


def step_report(bundle: str, work: Path, statuses: Path, results: Path = RESULTS) -> Path:
    """``bench/results/<gpu>-<date>.md``: the step table, then every step's section; prints the table."""
    table = [line.split("|") for line in statuses.read_text().splitlines() if line.count("|") == 3]
    gpu_name = "no-gpu"
    if shutil.which("nvidia-smi"):
        query = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True,
                               text=True, timeout=20)
        gpu_name = (query.stdout.strip().splitlines() or [gpu_name])[0]
    slug = tuning.gpu_slug(gpu_name)
    date = datetime.now(UTC).strftime("%Y-%m-%d")
    results.mkdir(parents=True, exist_ok=True)
    report = results / f"{slug}-{date}.md"
    summary = markdown_table(["step", "status", "seconds", "last line"], [
        [name, status, seconds, _last_line(work / f"{name}.log")] for name, status, seconds, _ in table])
    sections = [f"# tirc on {gpu_name}, {date}", "",
                f"`bash bench/gpu_check.sh run {bundle}` (bundle {_bundle_line(bundle)})", "", summary, ""]
    for name, status, _, _ in table:
        section = work / f"{name}.md"
        if section.is_file():
            sections.append(section.read_text())
        elif status != "ok":
            sections += [f"## {name}: {status}", "", "```", _tail(work / f"{name}.log", 30), "```", ""]
    report.write_text("\n".join(sections))
    print(summary)
    print(f"\nwrote {report}")
    return report


def _bundle_line(folder: str) -> str:
    try:
        index = Bundle.load(folder, verify=False).index
        return f"tirc {index['tirc_version']} at {index['commit']}, prepared {index['created_utc']}"
    except BundleError as error:
        return str(error)


def _tail(path: Path, lines: int) -> str:
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:]) if path.is_file() else "(no log)"


def _last_line(path: Path) -> str:
    """The log's last error line, else its last line."""
    lines = [line for line in _tail(path, 40).splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("error:")]
    return (errors or lines or [""])[-1][:120]


# ---------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.gpu.run", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("steps", "env", "check", "bench", "attention", "tune", "exec", "sanitize", "profile", "report"):
        command = commands.add_parser(name)
        command.add_argument("bundle")
        command.add_argument("--work", type=Path, default=REPO / "build" / "gpu-check")
    commands.choices["steps"].add_argument("--python", default=sys.executable)
    commands.choices["steps"].add_argument("--results", default="bench/results")
    commands.choices["tune"].add_argument("--results", type=Path, default=RESULTS)
    commands.choices["tune"].add_argument("--repeat", type=int, default=GPU_REPEAT)
    commands.choices["tune"].add_argument("--warmup", type=int, default=GPU_WARMUP)
    commands.choices["check"].add_argument("--emulate", metavar="CHIP",
                                           help="run CHIP's PTX in tirc's emulator (no GPU needed)")
    gemm_groups = [group for group in GROUPS if group not in ("check", ATTENTION_GROUP)]
    commands.choices["bench"].add_argument("--group", choices=gemm_groups, required=True)
    commands.choices["attention"].add_argument("--repeat", type=int, default=REPEAT)
    commands.choices["attention"].add_argument("--warmup", type=int, default=WARMUP)
    commands.choices["bench"].add_argument("--repeat", type=int, default=REPEAT)
    commands.choices["bench"].add_argument("--warmup", type=int, default=WARMUP)
    commands.choices["exec"].add_argument("--function", action="append", required=True, metavar="PROGRAM:FUNCTION")
    commands.choices["exec"].add_argument("--repeat", type=int, default=1)
    commands.choices["sanitize"].add_argument("--tool", choices=["racecheck", "memcheck"], required=True)
    commands.choices["sanitize"].add_argument("--timeout", type=float, default=55)
    commands.choices["profile"].add_argument("--timeout", type=float, default=85)
    commands.choices["report"].add_argument("--statuses", type=Path, required=True)
    commands.choices["report"].add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    runners: dict[str, Callable[[], Any]] = {
        "env": lambda: step_env(Bundle.load(args.bundle), args.work),
        "check": lambda: step_check(Bundle.load(args.bundle), args.work, args.emulate),
        "bench": lambda: step_bench(Bundle.load(args.bundle), args.group, args.work, args.repeat, args.warmup),
        "attention": lambda: step_attention(Bundle.load(args.bundle), args.work, args.repeat, args.warmup),
        "tune": lambda: step_tune(Bundle.load(args.bundle), args.work, args.results, args.repeat, args.warmup),
        "exec": lambda: step_exec(Bundle.load(args.bundle, verify=False), args.function, args.repeat),
        "sanitize": lambda: step_sanitize(Bundle.load(args.bundle), args.tool, args.work, args.timeout),
        "profile": lambda: step_profile(Bundle.load(args.bundle), args.work, args.timeout),
        "report": lambda: step_report(args.bundle, args.work, args.statuses, args.results),
    }
    try:
        if args.command == "steps":
            Bundle.load(args.bundle)
            for step in steps(args.bundle, str(args.work), args.python, args.results):
                print(f"{step.name}|{step.timeout_s}|{step.command}|{step.what}")
            return 0
        outcome = runners[args.command]()
    except (TircError, BundleError) as error:
        message = error.message if isinstance(error, TircError) else str(error)
        print(f"error: {message}", file=sys.stderr)
        hint = error.hint if isinstance(error, TircError) else None
        if hint == NO_GPU_HINT:   # tirc's own hint names tirc run's option
            hint = "run this on the GPU machine; here, 'check BUNDLE --emulate sm_90a' runs the check programs' PTX"
        if hint:
            print(f"hint: {hint}", file=sys.stderr)
        return 1
    return 1 if outcome is False else 0


if __name__ == "__main__":
    os.environ.setdefault("COLUMNS", "200")
    sys.exit(main())
