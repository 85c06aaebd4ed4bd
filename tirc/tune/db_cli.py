"""``tirc tune db show|export|import|merge``: reading, shipping and combining tuning databases.

A click group of its own, added to ``tirc tune`` by the command line; it imports nothing of the
compiler, so these commands start fast and work on a machine without MLIR's GPU parts.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from tirc.guard import guard
from tirc.target import TARGETS
from tirc.tune.db import (
    DEFAULT_FILE_NAME,
    ENVIRONMENT_VARIABLE,
    MergeReport,
    TuningDB,
    default_db_path,
    format_seconds,
    schedule_summary,
    workload_summary,
)


def _guard(body: Callable[[], None]) -> None:
    """End the command as tirc's others do (tirc.guard)."""
    guard(click.get_current_context(), body)


def _db_option(function: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--db", "db_path", default=None, type=click.Path(dir_okay=False, path_type=Path),
                        metavar="PATH",
                        help=f"The tuning database (default: ${ENVIRONMENT_VARIABLE}, "
                             f"else ./{DEFAULT_FILE_NAME}).")(function)


def _target_option(function: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--target", default=None, type=click.Choice(list(TARGETS)),
                        help="Only the records of this chip.")(function)


def _path(db_path: Path | None) -> Path:
    return db_path if db_path is not None else default_db_path()


@click.group()
def db() -> None:
    """Show, export, import and merge tuning databases."""


@db.command()
@_db_option
@_target_option
@click.option("--json", "as_json", is_flag=True, help="Print the records as a JSON array (export's objects).")
def show(db_path: Path | None, target: str | None, as_json: bool) -> None:
    """Print the records as a table.

    Per workload and target: the kernel, the schedule, where its cost comes from (the static model,
    or a GPU and its name), the time, the spread and the date."""
    def body() -> None:
        with TuningDB(_path(db_path), create=False) as database:
            records = database.records(target)
        if as_json:
            click.echo(json.dumps([record.to_json() for record in records], sort_keys=True, indent=2))
            return
        from rich.console import Console
        from rich.table import Table
        table = Table(title=f"{len(records)} tuning record{'' if len(records) == 1 else 's'} in {_path(db_path)}",
                      title_justify="left")
        for column in ("kernel", "target", "workload", "schedule", "source", "time", "spread", "date"):
            table.add_column(column, justify="right" if column in ("time", "spread") else "left")
        for record in records:
            source = f"gpu ({record.device})" if record.source == "gpu" else record.source
            spread = f"±{format_seconds(record.spread)}" if record.spread else "-"
            table.add_row(str(record.figures.get("kernel", "-")), record.target,
                          workload_summary(record.workload, record.bucket), schedule_summary(record.schedule),
                          source, format_seconds(record.seconds), spread, record.date)
        # Piped: one line per row, as tirc doctor prints (a terminal wraps at its width).
        Console(width=None if sys.stdout.isatty() else 1000, highlight=False).print(table)
    _guard(body)


@db.command()
@_db_option
@_target_option
@click.option("-o", "--output", required=True, metavar="FILE", help="The JSON Lines file to write ('-': stdout).")
def export(db_path: Path | None, target: str | None, output: str) -> None:
    """Write the records as JSON Lines.

    One record per line, sorted by key (equal databases export equal files): a table to ship beside
    a model, which `tirc tune db import` reads."""
    def body() -> None:
        with TuningDB(_path(db_path), create=False) as database:
            if output == "-":
                sys.stdout.write(database.export_text(target))
                return
            count = database.export_jsonl(output, target)
        click.echo(f"exported {count} record{'' if count == 1 else 's'} to {output}", err=True)
    _guard(body)


def _print_report(report: MergeReport) -> None:
    for line in report.lines():
        click.echo(line)


@db.command(name="import")
@_db_option
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
def import_(db_path: Path | None, file: Path) -> None:
    """Merge a JSON Lines FILE into the database.

    The database is created if needed. Of two records for one key the better measured stays (gpu
    over model, then the lower time; on a tie the one already there); records of one key with
    different schedules are reported as conflicts. A bad line imports nothing."""
    def body() -> None:
        with TuningDB(_path(db_path)) as database:
            _print_report(database.import_jsonl(file))
    _guard(body)


@db.command()
@_db_option
@click.argument("other", type=click.Path(dir_okay=False, path_type=Path))
def merge(db_path: Path | None, other: Path) -> None:
    """Merge the tuning database OTHER into the database.

    The database is created if needed; records are kept by import's rule. OTHER is only read."""
    def body() -> None:
        with TuningDB(_path(db_path)) as database:
            _print_report(database.merge(other))
    _guard(body)
