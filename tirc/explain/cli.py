"""``tirc explain INPUT``: the explanation page (or ``--text``) of an input's kernels."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from tirc.guard import guard
from tirc.options import cli_option, options_from_cli

# The compile options that make sense for an explanation (tirc/options.py's flag table): the output,
# --emit, --report, the dumps and timings are the explanation's own business.
EXPLAIN_COMPILE_OPTIONS = ("target", "pipeline", "sizes", "schedule", "tuning_db", "allow_tf32", "weights", "remarks")


# Options whose help as tirc compile words it says something only compile does (--target's
# --emit=c list): tirc run's words fit an explanation.
RUN_HELP = ("target",)


def _with_compile_options(function: Any) -> Any:
    for name in reversed(EXPLAIN_COMPILE_OPTIONS):
        function = cli_option(name, "run" if name in RUN_HELP else "compile")(function)
    return function


@click.command()
@click.argument("input", type=str)
@click.option("-o", "--output", default=None, metavar="FILE.html",
              help="Write the page here (required unless --text).")
@click.option("--text", "as_text", is_flag=True, help="Print the same sections as text (layouts as character grids).")
@click.option("--details", is_flag=True, help="With --text: also print the collapsible blocks (IR, diffs, SASS).")
@click.option("--kernel", default=None, metavar="NAME", help="Explain only this kernel (default: every kernel).")
@_with_compile_options
@click.option("--measured", default=None, type=click.Path(dir_okay=False), metavar="BENCH.json",
              help="A `tirc bench --json` document: its measured points join the roofline.")
@click.option("--triton", default=None, type=click.Path(dir_okay=False), metavar="FILE",
              help="A `bench/compare_triton.py --shapes --json` document: Triton's figure beside the SASS.")
@click.option("--no-emulate", is_flag=True, help="Skip the emulator run (the bank map says it was not run).")
@click.pass_context
def explain(ctx: click.Context, input: str, output: str | None, as_text: bool, details: bool, kernel: str | None,
            measured: str | None, triton: str | None, no_emulate: bool, **options: Any) -> None:
    """Explain INPUT's kernels in one self-contained HTML page: schedule, fragment layouts, the
    shared-memory bank map (an emulator run), a modelled pipeline timeline, the roofline, SASS and
    the IR after every pass."""
    if output is None and not as_text:
        raise click.UsageError("give -o FILE.html, or --text to print the sections")

    def run() -> None:
        from tirc.explain.explain import explain as make_explanation
        from tirc.explain.explain import format_text, write_html
        compile_options = options_from_cli(options)
        explanation = make_explanation(
            input, kernel=kernel, options=compile_options, shapes=compile_options.sizes,
            tuning_db=Path(compile_options.tuning_db) if compile_options.tuning_db else None,
            measurements=Path(measured) if measured else None, triton_figures=Path(triton) if triton else None,
            emulate=not no_emulate)
        if output is not None:
            write_html(explanation, output)
        if as_text:
            click.echo(format_text(explanation, details=details), nl=False)
        elif output is not None:
            click.echo(f"wrote {output}: {len(explanation.parts)} kernel(s), "
                       f"{', '.join(part.view.name for part in explanation.parts)}", err=True)

    guard(ctx, run)
