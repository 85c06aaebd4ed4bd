"""``tirc bench``: time compiled functions on a GPU against cuBLAS and Triton, or, with
``--emulate``, show the emulator's statistics and the static model's estimate (no timing).

On a GPU each function's launch plan runs once through :func:`tirc.runtime.plan.execute` on
random inputs (``tirc run`` is the command that checks outputs); the launches it made are then
replayed: ``warmup`` times, then ``repeat`` times, each after an L2 flush (a memset of twice the L2
size, queued first, so the GPU is busy with it while the host queues the launches) and between two
CUDA events. The times are the kernels' only (no allocation, upload or host copy). TFLOP/s counts
2·M·N·K per contraction (``tir.kernel_problems``); GB/s the bytes of the function's inputs, weights
and outputs, each moved once. A function with one GEMM of f16, bf16 or s8 also gets the plain GEMM
(no epilogue) timed with ``torch.matmul`` (cuBLAS; ``torch._int_mm`` for s8) and with the Triton
GEMM of ``bench/triton_gemm.py``, B stored as the function stores it, the same way.
"""

from __future__ import annotations

import statistics
from dataclasses import asdict, dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any
from collections.abc import Callable

import numpy as np

from tirc.diagnostics import TircError
from tirc.plan import Launch, launches, steps_of
from tirc.runtime.plan import DEFAULT_DYNAMIC_SIZE, execute, resolve_symbols, weight_arrays
from tirc.runtime.traffic import ideal_traffic, launch_memory_estimate, traffic_summary
from tirc.schedule.model import Schedule
from tirc.schedule.perf_model import GemmProblem, MemoryEstimate, estimate
from tirc.target import Target

if TYPE_CHECKING:   # compiling needs MLIR; timing precompiled plans (bench_plan) does not
    from tirc.result import CompileResult


# The element types the baselines take, as the contractions name them (tirc.schedule.model).
BASELINE_ELEMENTS = ("f16", "bf16", "i8")


@dataclass
class Timing:
    """Milliseconds over the repetitions."""

    samples_ms: list[float]

    @property
    def median_ms(self) -> float:
        return statistics.median(self.samples_ms)

    @property
    def spread_ms(self) -> float:
        """The interquartile range (0 with fewer than two samples)."""
        if len(self.samples_ms) < 2:
            return 0.0
        quartiles = statistics.quantiles(self.samples_ms, n=4, method="inclusive")
        return quartiles[2] - quartiles[0]

    def as_json(self, flops: int | None, nbytes: int) -> dict[str, Any]:
        seconds = self.median_ms / 1e3
        return {"median_ms": self.median_ms, "spread_ms": self.spread_ms, "min_ms": min(self.samples_ms),
                "max_ms": max(self.samples_ms), "repetitions": len(self.samples_ms),
                "tflops": flops / seconds / 1e12 if flops is not None and seconds > 0 else None,
                "gb_per_s": nbytes / seconds / 1e9 if seconds > 0 else None}


@dataclass
class Work:
    flops: int | None                 # None: no contraction, or one with dynamic sizes
    nbytes: int                       # inputs, weights and outputs, once each
    gemms: list[GemmProblem] = field(default_factory=list)


def plan_work(plan: dict[str, Any], problems: dict[str, GemmProblem | None],
              symbols: dict[str, int]) -> Work:
    """What one run of ``plan`` computes and moves (see the module docstring)."""
    nbytes = ideal_traffic(plan, symbols).total
    gemms: list[GemmProblem] = []
    dynamic = False
    for launch in launches(steps_of(plan)):
        if launch.kernel in problems:
            problem = problems[launch.kernel]
            dynamic = dynamic or problem is None
            if problem is not None:
                gemms.append(problem)
    flops = None if dynamic or not gemms else sum(2 * g.m * g.n * g.k * g.batch for g in gemms)
    return Work(flops, nbytes, gemms)


def b_transposed(plan: dict[str, Any], spec_layouts: dict[str, str], problem: GemmProblem) -> bool:
    """Whether the GEMM's B is stored [N, K] (the op spec's layout b: col; else from the shapes)."""
    if plan["name"] in spec_layouts:
        return spec_layouts[plan["name"]] == "col"
    shapes = [tuple(buffer["shape"]) for buffer in plan["buffers"] if buffer["kind"] in ("input", "weight")]
    return len(shapes) >= 2 and shapes[1][-2:] == (problem.n, problem.k) and problem.n != problem.k


def _spec_layouts(path: str) -> dict[str, str]:
    """Op spec kernel name -> the layout of its B ("row" unless the spec says otherwise)."""
    from tirc.frontend import is_opspec
    from tirc.yamlload import load_yaml, read_yaml_file
    if not is_opspec(path):
        return {}
    kernels = (load_yaml(read_yaml_file(path), path) or {}).get("kernels", [])
    return {kernel["name"]: (kernel.get("layout") or {}).get("b", "row") for kernel in kernels if "name" in kernel}


# ---------------------------------------------------------------------------------------------
# On a GPU


class RecordingDevice:
    """A device that passes everything to ``device`` and keeps the launches, to replay them."""

    def __init__(self, device: Any) -> None:
        self.device = device
        self.launches: list[tuple[str, tuple[int, ...], tuple[int, ...], list[int | float], int]] = []

    def alloc(self, nbytes: int, align: int = 256) -> int:
        return self.device.alloc(nbytes, align)

    def copy_to_device(self, addr: int, array: np.ndarray) -> None:
        self.device.copy_to_device(addr, array)

    def from_device(self, addr: int, shape: Any, dtype: Any) -> np.ndarray:
        return self.device.from_device(addr, shape, dtype)

    def tensor_map(self, spec: Any) -> Any:
        return self.device.tensor_map(spec)   # encoded once: replays pass the same map bytes

    def launch(self, kernel: str, grid: tuple[int, ...], block: tuple[int, ...], args: list[int | float],
               dynamic_smem: int = 0) -> None:
        self.launches.append((kernel, grid, block, list(args), dynamic_smem))
        self.device.launch(kernel, grid, block, args, dynamic_smem)

    def replay(self) -> None:
        for kernel, grid, block, args, dynamic_smem in self.launches:
            self.device.launch(kernel, grid, block, args, dynamic_smem)


def time_on_stream(device: Any, body: Callable[[], object], repeat: int, warmup: int, flush: int) -> Timing:
    """Time ``body`` (work queued on ``device.stream``) with CUDA events; ``flush``: an address of
    2x L2-size bytes, memset before each repetition so no repetition finds the last one's data in L2."""
    for _ in range(warmup):
        body()
    start, end = device.event(), device.event()
    samples = []
    for _ in range(repeat):
        device.memset(flush, 0, 2 * device.l2_bytes)
        device.record(start)
        body()
        device.record(end)
        samples.append(device.elapsed_ms(start, end))
    return Timing(samples)


def _torch_baselines(problem: GemmProblem, transposed: bool) -> dict[str, Callable[[], object] | str]:
    """cuBLAS and Triton bodies for ``problem`` (or why there is none), on torch's current stream."""
    try:
        import torch
    except ImportError as error:
        return {"cublas": f"torch not importable ({error})", "triton": "needs torch"}
    if problem.in_element not in BASELINE_ELEMENTS:
        reason = f"{problem.in_element} inputs: no baseline"
        return {"cublas": reason, "triton": reason}
    dtype = {"f16": torch.float16, "bf16": torch.bfloat16, "i8": torch.int8}[problem.in_element]
    m, n, k = problem.m, problem.n, problem.k
    if dtype == torch.int8:
        a = torch.randint(-8, 8, (m, k), dtype=dtype, device="cuda")
        b_stored = torch.randint(-8, 8, (n, k) if transposed else (k, n), dtype=dtype, device="cuda")
        out = torch.empty((m, n), dtype=torch.int32, device="cuda")
    else:
        a = torch.rand((m, k), dtype=dtype, device="cuda") - 0.5
        b_stored = torch.rand((n, k) if transposed else (k, n), dtype=dtype, device="cuda") - 0.5
        out = torch.empty((m, n), dtype=dtype, device="cuda")
    b = b_stored.t() if transposed else b_stored
    bodies: dict[str, Callable[[], object] | str] = {}   # each body launches the baseline once
    if problem.batch != 1:
        bodies["cublas"] = bodies["triton"] = f"batched GEMM (batch {problem.batch}): no baseline"
        return bodies
    if dtype == torch.int8:
        bodies["cublas"] = (lambda: torch._int_mm(a, b, out=out)) if hasattr(torch, "_int_mm") else \
            "torch._int_mm missing"
    else:
        bodies["cublas"] = lambda: torch.matmul(a, b, out=out)
    try:
        from bench.triton_gemm import DEFAULT_CONFIG, matmul_kernel
    except ImportError as error:
        bodies["triton"] = f"bench.triton_gemm not importable ({error})"
        return bodies
    config = DEFAULT_CONFIG
    grid = (-(-m // config.block_m) * -(-n // config.block_n),)

    def triton_gemm() -> None:
        matmul_kernel[grid](a, b, out, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                            out.stride(0), out.stride(1), BLOCK_M=config.block_m, BLOCK_N=config.block_n,
                            BLOCK_K=config.block_k, B_K_MAJOR=transposed,
                            num_warps=config.warps, num_stages=config.stages)
    bodies["triton"] = triton_gemm
    return bodies


def _time_baseline(device: Any, body: Callable[[], object], repeat: int, warmup: int, flush: int,
                   work: Work) -> dict[str, Any]:
    """A baseline's timing; one that fails (a shape its library refuses) is skipped with the reason.
    At least one untimed run first: Triton compiles on its first call."""
    try:
        return time_on_stream(device, body, repeat, max(warmup, 1), flush).as_json(work.flops, work.nbytes)
    except Exception as error:  # torch and Triton raise their own types (RuntimeError, CompilationError ...)
        return {"skipped": f"failed: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"}


def bench_on_gpu(path: str, *, shapes: dict[str, int] | None = None, seed: int = 0, target: str | None = None,
                 pipeline: str | None = None, function: str | None = None, repeat: int = 20, warmup: int = 5,
                 baselines: bool = True, allow_tf32: bool = False, remarks: str = "on",
                 device_ordinal: int = 0, tuning_db: str | None = None,
                 tuned: dict[str, tuple[dict[str, Any], str]] | None = None) -> dict[str, Any]:
    """Compile ``path`` for GPU ``device_ordinal`` and time every function (see the module
    docstring); the ``--json`` document. ``tuning_db``, ``tuned``: tuned schedules (CompileOptions')."""
    from tirc.driver import CompileOptions
    from tirc.emit.report import kernel_problems
    from tirc.frontend import is_opspec
    from tirc.runtime.cuda_device import CudaDevice
    from tirc.runtime.gpu_run import compile_for_device, random_inputs

    shapes = dict(shapes or {})
    with CudaDevice(device_ordinal) as device:
        options = CompileOptions(pipeline=pipeline, target=target, remarks=remarks, allow_tf32=allow_tf32,
                                 tuning_db=tuning_db, tuned=tuned or {})
        compiled, _ = compile_for_device(path, device, options, shapes)
        assert compiled.manifest is not None
        device.load(compiled.manifest, compiled.payload)
        resident = device.upload_weights(weight_arrays(compiled.manifest, compiled.weights))
        rng = np.random.default_rng(seed)
        layouts = _spec_layouts(path)
        problems = {kernel: problem for kernel, (_, problem) in kernel_problems(compiled).items()}
        functions = [plan for plan in compiled.manifest["functions"] if function is None or plan["name"] == function]
        if function is not None and not functions:
            raise TircError(f"no function @{function} in {path}")
        rows = []
        for plan in functions:
            runtime_shapes = {k: v for k, v in shapes.items() if k in plan["symbols"]} if is_opspec(path) else shapes
            symbols = resolve_symbols(plan, runtime_shapes, DEFAULT_DYNAMIC_SIZE)
            rows.append(bench_plan(device, plan, problems, symbols,
                                   random_inputs(compiled, plan, symbols, rng, {}), resident, repeat=repeat,
                                   warmup=warmup, baselines=baselines,
                                   b_stored_transposed=partial(b_transposed, plan, layouts)))
        return {"mode": "gpu", "device": device.name, "target": compiled.target.chip, "repeat": repeat,
                "warmup": warmup, "functions": rows}


def bench_plan(device: Any, plan: dict[str, Any], problems: dict[str, GemmProblem | None],
               symbols: dict[str, int], inputs: dict[str, np.ndarray], resident: dict[str, int], *, repeat: int,
               warmup: int, baselines: bool, b_stored_transposed: Callable[[GemmProblem], bool]) -> dict[str, Any]:
    """Time one function's plan on ``device`` (a CudaDevice with its program loaded and its weights
    ``resident``), and its single GEMM's baselines: the row of the ``--json`` document. Needs no
    MLIR: a machine that runs precompiled plans calls it too."""
    work = plan_work(plan, problems, symbols)
    recorder = RecordingDevice(device)
    try:
        flush = device.alloc(2 * device.l2_bytes)
        execute(plan, recorder, inputs, symbols, resident=resident)
        row: dict[str, Any] = {"function": plan["name"], "sizes": symbols, "flops": work.flops, "bytes": work.nbytes,
                               "tirc": time_on_stream(device, recorder.replay, repeat, warmup, flush)
                               .as_json(work.flops, work.nbytes)}
        if baselines and len(work.gemms) == 1:
            gemm = work.gemms[0]
            try:
                bodies = _torch_baselines(gemm, b_stored_transposed(gemm))
            except Exception as error:  # e.g. a torch built without CUDA
                bodies = dict.fromkeys(("cublas", "triton"), f"no CUDA tensors ({type(error).__name__}: {error})")
            for name, body in bodies.items():
                row[name] = {"skipped": body} if isinstance(body, str) else \
                    _time_baseline(device, body, repeat, warmup, flush, work)
    finally:
        device.release()
    return row


def timing_cell(entry: dict[str, Any] | None) -> str:
    """A timing of the ``--json`` document as a table cell (or why it was skipped)."""
    if entry is None:
        return "-"
    if "skipped" in entry:
        return f"skipped: {entry['skipped']}"
    rate = f", {entry['tflops']:.1f} TFLOP/s" if entry.get("tflops") is not None else ""
    return f"{entry['median_ms']:.4g} ms ±{entry['spread_ms']:.2g}{rate}, {entry['gb_per_s']:.0f} GB/s"


def print_gpu_bench(document: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table
    table = Table(title=f"tirc bench on {document['device']} ({document['target']}): median ± IQR of "
                        f"{document['repeat']} runs after {document['warmup']} warmup, L2 flushed",
                  title_justify="left")
    for column in ("function", "sizes", "tirc", "cuBLAS (torch)", "Triton"):
        table.add_column(column)
    for row in document["functions"]:
        sizes = ", ".join(f"{k}={v}" for k, v in row["sizes"].items()) or "static"
        table.add_row(f"@{row['function']}", sizes, timing_cell(row["tirc"]), timing_cell(row.get("cublas")),
                      timing_cell(row.get("triton")))
    Console(highlight=False, soft_wrap=True).print(table)


# ---------------------------------------------------------------------------------------------
# In the emulator


def _estimate_json(schedule: Schedule, problem: GemmProblem | None, launch: Launch | None,
                   target: Target) -> dict[str, Any] | None:
    if problem is None or launch is None or not all(isinstance(g, int) for g in launch.grid):
        return None
    guess = estimate(schedule, problem, target)
    return {"seconds": guess.seconds, "limiter": guess.limiter, "peak_fraction": guess.peak_fraction,
            "peak_name": guess.peak_name, "waves": guess.waves, "blocks_per_sm": guess.blocks_per_sm,
            "measured": guess.measured}


def _last_launches(plan: dict[str, Any]) -> dict[str, Launch]:
    """Kernel -> its last launch in ``plan``, in the order of the kernels' first launches."""
    return {launch.kernel: launch for launch in launches(steps_of(plan))}


def bench_emulated(path: str, *, shapes: dict[str, int] | None = None, seed: int = 0, target: str | None = None,
                   pipeline: str | None = None, function: str | None = None, allow_tf32: bool = False,
                   remarks: str = "on", isolated: bool = True, tuning_db: str | None = None,
                   tuned: dict[str, tuple[dict[str, Any], str]] | None = None,
                   ) -> tuple[dict[str, Any], list[Any], CompileResult]:
    """Run ``path`` in the emulator and estimate its kernels: (the ``--json`` document, the runs, the compile)."""
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.ptx import kernel_bodies
    from tirc.emit.report import kernel_explanations, kernel_problems
    from tirc.frontend import is_opspec
    from tirc.runtime.execute import compile_shipped, emulate

    shapes = dict(shapes or {})
    runs = emulate(path, shapes=shapes, seed=seed, target=target, pipeline=pipeline, function=function,
                   remarks=remarks, allow_tf32=allow_tf32, isolated=isolated, tuning_db=tuning_db, tuned=tuned)
    options = CompileOptions(pipeline=pipeline, target=target, emit="ptx", manifest=True, remarks="off",
                             allow_tf32=allow_tf32, tuning_db=tuning_db, tuned=tuned or {})
    compiled = compile_shipped(path, options, shapes)[0] if is_opspec(path) else compile_input(path, options)
    assert compiled.manifest is not None
    problems = kernel_problems(compiled)
    explanations = kernel_explanations(compiled)
    plans = {plan["name"]: plan for plan in compiled.manifest["functions"]}
    bodies = kernel_bodies(compiled.payload.decode())
    resources = compiled.link.kernels if compiled.link is not None else {}
    document: dict[str, Any] = {"mode": "emulate", "target": compiled.target.chip, "functions": []}
    for run in runs:
        plan = plans[run.function]
        work = plan_work(plan, {kernel: problem for kernel, (_, problem) in problems.items()}, run.symbols)
        kernels = []
        for kernel, launch in _last_launches(plan).items():
            memory = None
            if kernel not in problems:   # no Tensor Core schedule: the memory-bound model
                found = resources.get(kernel)
                guess = launch_memory_estimate(launch, plan, bodies.get(kernel, ""), compiled.target,
                                               found.registers if found else 0, found.shared_memory if found else 0,
                                               run.symbols)
                memory = asdict(guess) if guess is not None else None
            # "explanation": a SIMT kernel's kind, what it computes and why it is a kernel of its own.
            kernels.append({"kernel": kernel, "schedule": run.schedules.get(kernel),
                            "explanation": asdict(explanations[kernel]) if kernel in explanations else None,
                            "estimate": _estimate_json(*problems[kernel], launch, compiled.target)
                            if kernel in problems else None, "memory_estimate": memory})
        statistics_rows = dict(run.stats.as_rows()) if run.stats is not None else {}
        traffic = traffic_summary(run.stats, run.ideal) if run.stats is not None and run.ideal is not None else None
        document["functions"].append({"function": run.function, "sizes": {**run.static_sizes, **run.symbols},
                                      "ok": run.ok, "flops": work.flops, "bytes": work.nbytes,
                                      "statistics": statistics_rows, "traffic": traffic, "kernels": kernels})
    return document, runs, compiled


def print_emulated_bench(document: dict[str, Any], runs: list[Any], compiled: CompileResult) -> bool:
    """The emulator's checks and statistics, then the static model's estimate per kernel; True when outputs matched."""
    from rich.console import Console
    from tirc.emit.report import estimate_line, kernel_problems, memory_estimate_line
    from tirc.runtime.report import print_runs
    console = Console(highlight=False, soft_wrap=True)
    console.print("emulated: the statistics count what the kernels do; they are no timing "
                  "(run on a GPU for times)")
    ok = print_runs(runs, True)
    problems = kernel_problems(compiled)
    plans = {plan["name"]: plan for plan in (compiled.manifest or {})["functions"]}
    for row in document["functions"]:
        flops = f"{row['flops']:,} FLOP" if row["flops"] is not None else "no static contraction"
        console.print(f"@{row['function']}: {flops}, {row['bytes']:,} bytes in and out")
        memory = {kernel["kernel"]: kernel["memory_estimate"] for kernel in row["kernels"]}
        for kernel, launch in _last_launches(plans[row["function"]]).items():
            console.print(f"  {kernel}")
            if kernel in problems:
                console.print(estimate_line(*problems[kernel], launch, None, compiled.target))
            else:
                guess = memory.get(kernel)
                console.print(memory_estimate_line(MemoryEstimate(**guess) if guess else None, launch, compiled.target))
    return ok
