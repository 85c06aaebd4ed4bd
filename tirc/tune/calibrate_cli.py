"""``tirc tune db calibrate``: fit the static model's per-target constants to a tuning database's
GPU measurements (tirc/tune/calibrate.py) and store them there. A command of the ``tirc tune db``
group (tirc/tune/db_cli.py); the model is imported when the command runs, so the group still
starts fast."""

from __future__ import annotations

import json
from pathlib import Path

import click

from tirc.diagnostics import TircError
from tirc.target import TARGETS
from tirc.tune.db import TuningDB
from tirc.tune.db_cli import _db_option, _guard, _path


@click.command()
@_db_option
@click.option("--target", default=None, type=click.Choice(list(TARGETS)),
              help="Calibrate this chip (default: every chip with gpu records).")
@click.option("--json", "as_json", is_flag=True, help="Print the calibrations as a JSON array.")
def calibrate(db_path: Path | None, target: str | None, as_json: bool) -> None:
    """Fit the static model's constants to the gpu records.

    Per target: the efficiency factors (issue rate, Tensor Core peak, shared-memory, L2 and DRAM
    bandwidth) and the launch time that make the model's estimates closest to the measured medians,
    stored in the database for `tirc tune` to rank with. Prints each constant beside its default
    and the rank correlation of model and measurement before and after."""
    def body() -> None:
        from tirc.tune.calibrate import calibrate_database, format_calibration
        with TuningDB(_path(db_path), create=False) as database:
            chips = [target] if target else sorted({record.target for record in database.records()
                                                     if record.source == "gpu"})
            if not chips:
                raise TircError(f"calibrate: {_path(db_path)} holds no gpu-measured records",
                                hint="measure some with `tirc tune INPUT --target T --measure gpu` on a GPU "
                                     "machine, or bring a GPU machine's: `tirc tune db import --db PATH "
                                     "FILE.jsonl` of its `tirc tune db export`")
            calibrations = [calibrate_database(database, chip) for chip in chips]
        if as_json:
            click.echo(json.dumps([calibration.to_dict() for calibration in calibrations], sort_keys=True, indent=2))
            return
        click.echo("\n".join(format_calibration(calibration) for calibration in calibrations))
    _guard(body)
