"""``tirc run`` and ``tirc bench`` after their arguments are parsed: which runtime runs the input
(the GPU, the emulator, a .ptx file's launch), what the command line may not combine there, and
what is printed. Each returns whether the outputs matched (the CLI's exit status)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import click

from tirc.diagnostics import TircError, warn
from tirc.options import parse_dims, parse_input_ranges
from tirc.output import print_json_remarks


@dataclass(frozen=True)
class RunRequest:
    """``tirc run``'s parameters, by their click names."""

    input: str
    emulate: bool
    sizes: dict[str, int]
    seed: int
    input_range_text: str | None
    target: str | None
    pipeline: str | None
    function: str | None
    no_racecheck: bool
    no_initcheck: bool
    warp_order: str
    max_steps: int | None
    stats: bool
    no_check: bool
    remarks: str
    allow_tf32: bool
    weights: str
    schedule: str | None
    kernel: str | None
    grid: str
    block: str
    args_text: str
    dynamic_smem: int
    tuning_db: str | None = None   # a .ptx input ignores it (it may come from $TIRC_TUNING_DB)

    def checks(self) -> dict[str, Any]:
        """The emulator's checks."""
        return {"racecheck": not self.no_racecheck, "initcheck": not self.no_initcheck,
                "warp_order": self.warp_order, "max_steps": self.max_steps}

    def compile_arguments(self) -> dict[str, Any]:
        """What the runtimes compile the input with."""
        return {"shapes": self.sizes, "seed": self.seed, "target": self.target, "pipeline": self.pipeline,
                "function": self.function, "check": not self.no_check, "remarks": self.remarks,
                "allow_tf32": self.allow_tf32, "weights": self.weights,
                "input_ranges": parse_input_ranges(self.input_range_text), "schedule": self.schedule,
                "tuning_db": self.tuning_db}


def run_command(request: RunRequest, isolated: bool) -> bool:
    from tirc.runtime.report import print_runs
    if not request.emulate:
        return _run_on_gpu(request)
    if request.input.endswith(".ptx"):
        _launch_ptx(request)
        return True
    from tirc.runtime.execute import emulate
    runs = emulate(request.input, isolated=isolated, **request.compile_arguments(), **request.checks())
    print_json_remarks(request.remarks)
    for function_run in runs:
        for message in function_run.stats.warnings if function_run.stats is not None else ():
            warn(f"emulator: {message}")
    return print_runs(runs, request.stats)


def _run_on_gpu(request: RunRequest) -> bool:
    from tirc.runtime.cuda_device import require_gpu
    from tirc.runtime.report import print_runs
    if request.input.endswith(".ptx"):
        raise TircError("a .ptx input runs only in the emulator", hint="use --emulate")
    emulator_only = [option for option, given in (
        ("--stats", request.stats), ("--no-racecheck", request.no_racecheck), ("--no-initcheck", request.no_initcheck),
        ("--warp-order", request.warp_order != "lockstep"), ("--max-steps", request.max_steps is not None)) if given]
    if emulator_only:
        raise click.UsageError(f"{', '.join(emulator_only)}: options of the emulator; add --emulate")
    require_gpu()
    from tirc.runtime.gpu_run import run_on_gpu
    runs, gpu = run_on_gpu(request.input, **request.compile_arguments())
    print_json_remarks(request.remarks)
    return print_runs(runs, False, f"on {gpu}")


def _launch_ptx(request: RunRequest) -> None:
    """A .ptx input in the emulator: launched as --kernel/--grid/--block/--args say."""
    from tirc.runtime.ptx_launch import launch_ptx_file
    from tirc.runtime.report import print_ptx_run
    from tirc.target import DEFAULT_TARGET, MAX_BLOCK_DIMS, MAX_GRID_DIMS, get_target
    if request.kernel is None:
        raise click.UsageError("a .ptx input needs --kernel NAME")
    if request.sizes:
        raise click.UsageError("a .ptx input has no named sizes: give buffer sizes in --args, e.g. f32[1024]")
    if request.input_range_text is not None:
        raise click.UsageError("--input-range names the inputs of a .mlir or op spec function, not PTX parameters")
    for option, given in (("--allow-tf32", request.allow_tf32), ("--weights", request.weights != "weights"),
                          ("--schedule", request.schedule is not None)):
        if given:
            raise click.UsageError(f"{option} is a compile option; a .ptx input is already compiled")
    chip = get_target(request.target or DEFAULT_TARGET)
    if request.dynamic_smem > chip.shared_memory_per_block:
        raise click.BadParameter(f"{request.dynamic_smem} bytes is more than the {chip.shared_memory_per_block} "
                                 f"bytes of shared memory a block may use on {chip.chip}", param_hint="--dynamic-smem")
    grid = parse_dims(request.grid, "--grid", MAX_GRID_DIMS)
    block = parse_dims(request.block, "--block", MAX_BLOCK_DIMS, chip.max_threads_per_block)
    result = launch_ptx_file(request.input, request.kernel, grid, block, request.args_text, request.dynamic_smem,
                             request.seed, **request.checks())
    for message in result.stats.warnings:
        warn(f"emulator: {message}")
    print_ptx_run(result, request.stats)


def bench_command(input: str, emulate: bool, repeat: int, warmup: int, baselines: bool, as_json: bool,
                  isolated: bool, **options: Any) -> bool:
    """``tirc bench``; ``options``: what the bench functions compile and run with (shapes, seed ...)."""
    from tirc.runtime import bench
    if emulate:
        document, runs, compiled = bench.bench_emulated(input, isolated=isolated, **options)
        print_json_remarks(options["remarks"])
        if as_json:
            click.echo(json.dumps(document, indent=2))
            return all(row["ok"] for row in document["functions"])
        return bench.print_emulated_bench(document, runs, compiled)
    from tirc.runtime.cuda_device import require_gpu
    require_gpu()
    document = bench.bench_on_gpu(input, repeat=repeat, warmup=warmup, baselines=baselines, **options)
    print_json_remarks(options["remarks"])
    if as_json:
        click.echo(json.dumps(document, indent=2))
    else:
        bench.print_gpu_bench(document)
    return True
