"""Printing emulator runs: the numeric check per output and the statistics table."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

from tirc.runtime.execute import FunctionRun


def _console() -> Console:
    return Console(highlight=False, soft_wrap=True)


def stats_table(stats: Any, title: str) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column("statistic")
    table.add_column("value", justify="right")
    for label, value in stats.as_rows():
        table.add_row(str(label), f"{value:,}" if isinstance(value, int) else str(value))
    return table


def print_runs(runs: list[FunctionRun], show_stats: bool) -> bool:
    """Print each function's checks (and stats); True when every output matched."""
    console = _console()
    all_ok = True
    for run in runs:
        sizes = ", ".join(f"{k}={v}" for k, v in run.symbols.items()) or "static shapes"
        console.print(f"@{run.function} ({sizes}): {len(run.launches)} launches emulated")
        if not run.checks:
            console.print("  outputs not checked (no reference)")
        for check in run.checks:
            verdict = "ok" if check.ok else f"MISMATCH ({check.mismatches} elements)"
            console.print(f"  {check.name} {check.dtype}{list(check.shape)}: max abs error {check.max_abs_error:.3e}, "
                          f"max rel error {check.max_rel_error:.3e} (tolerance {check.tolerance:.1e}) {verdict}")
        all_ok = all_ok and run.ok
        if show_stats and run.stats is not None:
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
