"""``tirc tune``: the command line of the tuner (``tirc tune INPUT ...``) and its database
(``tirc tune db ...``). Imports only click at load time: the heavy modules load when a command runs."""

from __future__ import annotations

import math
import os
import sys
from typing import Any

import click

from tirc.guard import guard
from tirc.options import cli_option, parse_shapes
from tirc.tune.calibrate_cli import calibrate
from tirc.tune.db_cli import db


class TuneGroup(click.Group):
    """``tirc tune INPUT ...`` means ``tirc tune run INPUT ...``; ``tirc tune db ...`` the database."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h"):
            args = ["run", *args]
        return super().parse_args(ctx, args)


@click.group(cls=TuneGroup)
def tune() -> None:
    """Search the schedules of INPUT's kernels and keep the winners in a tuning database.

    \b
    tirc tune INPUT --target T [--db PATH] [--budget N] [--jobs J] [--measure model|gpu]
                    [--executor local|ray --address HOST:PORT] [--report report.html]
    tirc tune db show|export|import|merge|calibrate --db PATH ...
    tirc compile INPUT --tuning-db PATH   uses the winners (default $TIRC_TUNING_DB)

    `tirc tune run --help` lists the options of a tune.
    """


def _default_jobs() -> int:
    return max(1, min(8, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1))


@tune.command("run")
@click.argument("input", type=str)
@cli_option("target", "compile")
@cli_option("pipeline", "compile")
@cli_option("allow_tf32", "compile")
@cli_option("sizes", "compile")
@click.option("--dynamic", "dynamic_text", default=None, metavar="DIM=SIZE[,...]",
              help="The sizes a contraction's dynamic dimensions (M, N, K, B) are tuned at, e.g. M=512; "
                   "the record serves their power-of-two bucket.")
@click.option("--db", "db_path", default=None, metavar="PATH",
              help="The tuning database (sqlite; default $TIRC_TUNING_DB, else tirc-tuning.db here).")
@click.option("--budget", default=16, show_default=True, type=click.IntRange(min=1),
              help="Schedules compiled per kernel, the heuristic's included.")
@click.option("--jobs", default=None, type=click.IntRange(min=1),
              help="Compiles at once (default: the CPUs, at most 8); with --executor ray, tasks in flight.")
@click.option("--measure", type=click.Choice(["model", "gpu"]), default="model", show_default=True,
              help="model: the static model's estimate from each candidate's SASS, registers and occupancy; "
                   "gpu: its median time on this machine's GPU (CUDA events, warmup, L2 flushed).")
@click.option("--executor", type=click.Choice(["local", "ray"]), default="local", show_default=True,
              help="local: a process pool; ray: Ray tasks on the cluster at --address (one actor per GPU "
                   "with --measure gpu).")
@click.option("--address", default=None, metavar="HOST:PORT", help="The Ray cluster (what `ray start --head` prints).")
@click.option("--no-emulate", is_flag=True,
              help="Record winners without their emulator check (a size that is no tile multiple, race checking on).")
@click.option("--json", "as_json", is_flag=True, help="Print the table as JSON.")
@click.option("--report", "report_path", default=None, metavar="PATH",
              help="Also write an HTML page of every candidate of each tuned workload (its estimate, and its "
                   "measured time with --measure gpu, against its knobs; the heuristic and the winner marked), "
                   "from the database: a rerun that compiles nothing draws them too.")
@click.pass_context
def tune_run(ctx: click.Context, input: str, target: str | None, pipeline: str | None, allow_tf32: bool,
             sizes: dict[str, int], dynamic_text: str | None, db_path: str | None, budget: int, jobs: int | None,
             measure: str, executor: str, address: str | None, no_emulate: bool, as_json: bool,
             report_path: str | None) -> None:
    """Tune every kernel of INPUT (op spec, .mlir) for --target and record the winners."""

    def run() -> None:
        from tirc.tune.db import default_db_path
        from tirc.tune.tuner import TuneRequest, tune as run_tune
        if executor == "ray" and not address:
            raise click.UsageError("--executor ray needs --address HOST:PORT (what `ray start --head` prints)")
        request = TuneRequest(input=input, db=str(db_path or default_db_path()), target=target, pipeline=pipeline,
                              allow_tf32=allow_tf32, sizes=dict(sizes),
                              dynamic=parse_shapes(dynamic_text, "--dynamic"), budget=budget,
                              jobs=jobs or _default_jobs(), measure=measure, executor=executor, address=address,
                              emulate=not no_emulate)
        outcome = _with_progress(request, run_tune)
        if as_json:
            import json
            from dataclasses import asdict
            click.echo(json.dumps({"db": request.db, "compiled": outcome.compiles, "seconds": round(outcome.seconds, 3),
                                   "kernels": [_json_row(asdict(s)) for s in outcome.summaries]}, indent=2))
        else:
            _print_table(request, outcome)
        if report_path is not None:
            from tirc.files import write_atomically
            from tirc.tune.report import render_report
            write_atomically(report_path, render_report(input, request.db, measure, outcome).encode(), [input],
                             role="report")
            click.echo(f"report: {report_path}", err=as_json)

    guard(ctx, run)


def _json_row(row: dict[str, Any]) -> dict[str, Any]:
    return {key: (None if isinstance(value, float) and math.isnan(value) else value) for key, value in row.items()}


def _with_progress(request: Any, run_tune: Any) -> Any:
    """Run the tune under a rich progress bar on stderr: done/total, the best so far, the ETA."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from tirc.emit.report import duration
    console = Console(stderr=True)
    with Progress(TextColumn("{task.description:<32}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("best {task.fields[best]}"), TimeRemainingColumn(), console=console,
                  transient=not console.is_terminal) as progress:
        task = progress.add_task(f"tuning {os.path.basename(request.input)}", total=None, best="-")

        def hook(what: str, done: int, total: int, best: float | None) -> None:
            progress.update(task, description=what[:32], completed=done, total=total,
                            best=duration(best) if best is not None else "-")

        return run_tune(request, hook)


def _print_table(request: Any, outcome: Any) -> None:
    from rich import box
    from rich.console import Console
    from rich.table import Table

    from tirc.emit.report import duration

    def seconds(value: float) -> str:
        return "-" if math.isnan(value) else f"~{duration(value)}"

    table = Table(box=box.SIMPLE)
    for column in ("kernel", "heuristic", "estimate", "tuned", "estimate ", "speedup", "source", "status"):
        table.add_column(column, overflow="fold")
    for s in outcome.summaries:
        speedup = (f"{s.heuristic_seconds / s.tuned_seconds:.3f}x"
                   if s.tuned_seconds and not math.isnan(s.tuned_seconds) and not math.isnan(s.heuristic_seconds)
                   else "-")
        table.add_row(s.kernel, s.heuristic, seconds(s.heuristic_seconds), s.tuned, seconds(s.tuned_seconds),
                      speedup, s.source, s.status + (f" ({s.candidates} candidates)" if s.status == "tuned" else ""))
    # Piped: one line per row, as tirc doctor prints (a terminal wraps at its width).
    console = Console(width=None if sys.stdout.isatty() else 1000, highlight=False, file=sys.stdout)
    console.print(f"tirc tune {request.input} ({request.measure}; database {request.db})")
    console.print(table)
    console.print(f"{outcome.compiles} compile{'s' if outcome.compiles != 1 else ''} in {outcome.seconds:.1f} s"
                  + (" (every kernel's record was in the database)" if not outcome.compiles else ""))


db.add_command(calibrate)
tune.add_command(db)
