"""How tirc's commands end: a user error (TircError) is one 'error:' message and exit status 1, an
emulator finding is an emulation failure, anything else an internal compiler error with its
traceback behind ``--debug``. The commands of tirc/cli.py and of tirc/tune/ share it."""

from __future__ import annotations

import traceback
from typing import Any

import click

from tirc.diagnostics import EXIT_USER_ERROR, TircError


def debugging(ctx: click.Context) -> bool:
    """--debug: compile in-process (no forked child), so that Python tracebacks show."""
    return bool(ctx.find_root().obj and ctx.find_root().obj.get("debug"))


def guard(ctx: click.Context, body: Any) -> None:
    """Run a command body: user errors become one 'error:' message and exit status 1."""
    debug = debugging(ctx)
    try:
        body()
    except (click.ClickException, click.exceptions.Exit):
        raise
    except TircError as error:
        if debug:
            traceback.print_exc()
        click.echo(error.render(), err=True)
        ctx.exit(EXIT_USER_ERROR)
    except KeyboardInterrupt:
        click.echo("error: interrupted", err=True)
        ctx.exit(130)
    except Exception as error:
        if debug:
            traceback.print_exc()
        from tirc.runtime.emulator import EmulatorError
        if isinstance(error, EmulatorError):
            # The kernel misbehaved (out-of-bounds access, unsupported instruction ...): a finding
            # about the program being run, not a tirc crash.
            click.echo(f"error: emulation failed: {error}", err=True)
            ctx.exit(EXIT_USER_ERROR)
        # Anything else is a tirc bug: say so, keep the traceback behind --debug.
        click.echo(f"error: internal compiler error: {type(error).__name__}: {error}\n"
                   "note: this is a bug in tirc; rerun with --debug for a traceback and report it", err=True)
        ctx.exit(EXIT_USER_ERROR)
