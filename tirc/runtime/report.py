"""Printing emulator runs: the numeric check per output and the statistics table."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

from tirc.emit.report import SIMT_SCHEDULE
from tirc.runtime.checks import FunctionRun, check_summary
from tirc.runtime.traffic import traffic_lines, traffic_summary


def _console() -> Console:
    return Console(highlight=False, soft_wrap=True)


def stats_table(stats: Any, title: str) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column("statistic")
    table.add_column("value", justify="right")
    for label, value in stats.as_rows():
        table.add_row(str(label), f"{value:,}" if isinstance(value, int) else str(value))
    return table


def print_runs(runs: list[FunctionRun], show_stats: bool, where: str = "emulated") -> bool:
    """Print each function's checks (and stats); True when every output matched. ``where``: how the
    launches ran ("emulated", or "on <GPU>")."""
    console = _console()
    all_ok = True
    for run in runs:
        sizes = ", ".join(f"{k}={v}" for k, v in {**run.static_sizes, **run.symbols}.items()) or "static shapes"
        console.print(f"@{run.function} ({sizes}): {len(run.launches)} launches {where}")
        if not run.checks:
            console.print("  outputs not checked (no reference)")
        for kernel, schedule in run.schedules.items():
            origin = " (the full-size compile's, pinned)" if run.pinned and schedule != SIMT_SCHEDULE else ""
            console.print(f"  kernel {kernel}: schedule: {schedule}{origin}")
        for check in run.checks:
            console.print(f"  {check.name} {check.dtype}{list(check.shape)}: {check_summary(check)}")
        all_ok = all_ok and run.ok
        if show_stats and run.stats is not None:
            if run.reference_seconds is not None:
                console.print(f"  wall time: emulator {run.stats.wall_seconds:.2f} s, "
                              f"reference {run.reference_seconds:.2f} s")
            if run.ideal is not None:
                for line in traffic_lines(traffic_summary(run.stats, run.ideal)):
                    console.print("  " + line)
            console.print(stats_table(run.stats, f"emulator statistics for @{run.function}"))
    return all_ok


def print_ptx_run(result: Any, show_stats: bool) -> None:
    console = _console()
    console.print(f"{result.kernel}: grid {result.grid}, block {result.block}, "
                  f"{result.stats.warp_instructions:,} warp instructions in {result.stats.wall_seconds:.2f} s")
    for name, summary in result.buffers.items():
        console.print(f"  {name}: {summary}")
    if show_stats:
        console.print(stats_table(result.stats, f"emulator statistics for {result.kernel}"))
