"""mkdocs hooks: the reference pages that are generated from the code, so that they cannot drift.

- ``reference/cli.md`` walks the click command tree of ``tirc.cli.main``: every command and group
  with its usage line, help text, arguments and options;
- ``reference/passes.md`` walks the pass registry ``tirc.pipeline.registry``: every tirc pass with
  its summary, docstring, typed options and defaults, the shipped pipelines that run it and the lit
  tests whose RUN lines name it.

Both pages are built in memory at ``mkdocs build`` time (``on_files``); nothing generated is
checked in. tests/unit/test_docs.py imports this file by path to test the generators.
"""

from __future__ import annotations

import functools
import inspect
import re
import sys
from pathlib import Path
from typing import Any

import click

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))   # the checkout's tirc, whichever one the venv was installed from

# Generated page -> its generator (defined below); mkdocs.yml's nav names these paths.
GENERATED_PAGES = {"reference/cli.md": "cli_reference", "reference/passes.md": "passes_reference"}

LIT_ROOT = REPO / "tests" / "lit"

CLI_INTRO = ("Generated from tirc's click commands when the site is built: what `tirc COMMAND --help` "
             "prints, for every command. `tirc INPUT ...` is short for `tirc compile INPUT ...`.")
PASSES_INTRO = ("Generated from tirc's pass registry (`tirc/pipeline/registry.py`) when the site is built: every "
                "tirc pass with its options (types and defaults, set in a pipeline file as `PASS: {option: value}` "
                "or in a schedule file's `options:`), what it does, the shipped pipelines that run it and the lit "
                "tests (under `tests/lit/`) whose RUN lines name it. Upstream MLIR passes are used by their own "
                "names; see [Pipelines](../pipelines.md). `tirc passes` prints the same list.")


def _escape_cell(text: str) -> str:
    """Text for one Markdown table cell: no pipe or newline may end the cell early."""
    return " ".join(text.split()).replace("|", "\\|")


def _command_section(command: click.Command, context: click.Context, depth: int) -> list[str]:
    """One command's section (and, for a group, its subcommands' after it)."""
    path = context.command_path
    lines = [f"{'#' * depth} `{path}`", ""]
    help_text = inspect.cleandoc(command.help or "").replace("\b\n", "")
    if help_text:
        lines += [help_text, ""]
    usage = " ".join([f"Usage: {path}", *command.collect_usage_pieces(context)])
    lines += ["```text", usage, "```", ""]
    arguments = [param for param in command.get_params(context) if isinstance(param, click.Argument)]
    if arguments:
        lines += ["Arguments: " + ", ".join(f"`{param.make_metavar(context)}`" for param in arguments), ""]
    options = [record for param in command.get_params(context)
               if isinstance(param, click.Option) and (record := param.get_help_record(context)) is not None]
    if options:
        lines += ["| option | meaning |", "|---|---|"]
        lines += [f"| `{_escape_cell(names)}` | {_escape_cell(meaning)} |" for names, meaning in options]
        lines.append("")
    if isinstance(command, click.Group):
        for name in command.list_commands(context):
            sub = command.get_command(context, name)
            if sub is not None and not sub.hidden:
                lines += _command_section(sub, click.Context(sub, info_name=name, parent=context), depth + 1)
    return lines


def cli_reference() -> str:
    """The CLI reference page, from the click command tree of ``tirc.cli.main``."""
    from tirc.cli import main

    context = click.Context(main, info_name="tirc")
    lines = ["# CLI reference", "", CLI_INTRO, ""]
    return "\n".join(lines + _command_section(main, context, 2)) + "\n"


def lit_tests_running(pass_name: str) -> list[str]:
    """The lit tests (paths from the repository root) whose RUN lines name the pass."""
    word = re.compile(rf"(?<![\w-]){re.escape(pass_name)}(?![\w-])")
    found = []
    for path in sorted(LIT_ROOT.rglob("*")):
        if path.suffix not in (".mlir", ".test") or "Inputs" in path.relative_to(LIT_ROOT).parts:
            continue
        runs = [line for line in path.read_text(errors="replace").splitlines() if "RUN:" in line]
        if any(word.search(line) for line in runs):
            found.append(path.relative_to(REPO).as_posix())
    return found


def pipelines_running(pass_name: str) -> list[str]:
    """The shipped pipelines that list the pass."""
    return [pipeline for pipeline, names in _shipped_pass_names().items() if pass_name in names]


@functools.cache
def _shipped_pass_names() -> dict[str, frozenset[str]]:
    """Each shipped pipeline's pass names, read once per build."""
    from tirc.pipeline.spec import load_pipeline, shipped_pipelines

    return {pipeline: frozenset(pass_spec.name for stage in load_pipeline(pipeline).stages
                                for pass_spec in stage.passes)
            for pipeline in shipped_pipelines()}


def passes_reference() -> str:
    """The pass reference page, from the pass registry."""
    from tirc.pipeline import registry

    lines = ["# Pass reference", "", PASSES_INTRO, ""]
    for name in registry.pass_names():
        cls = registry.get_pass_class(name)
        lines += [f"## `{name}`", "", f"*{cls.summary.strip()}*", ""]
        doc = inspect.getdoc(cls)
        if doc and doc != inspect.getdoc(registry.ModulePass):
            lines += [doc, ""]
        infos = registry.option_infos(cls)
        if infos:
            lines += ["| option | type | default | meaning |", "|---|---|---|---|"]
            lines += [f"| `{info.name}` | `{info.type_name}` | `{info.default!r}` | {_escape_cell(info.help)} |"
                      for info in infos]
        else:
            lines.append("No options.")
        lines.append("")
        pipelines = pipelines_running(name)
        lines += ["Shipped pipelines: " + (", ".join(f"`{p}`" for p in pipelines) if pipelines else "none "
                                           "(named in a pipeline file or `tirc opt --passes`)") + ".", ""]
        tests = lit_tests_running(name)
        lines += ["Lit tests: " + (", ".join(f"`{t}`" for t in tests) if tests else "none") + ".", ""]
    return "\n".join(lines)


def generate(path: str) -> str:
    return globals()[GENERATED_PAGES[path]]()


def on_files(files: Any, config: Any) -> Any:
    """Add the generated reference pages to the site."""
    from mkdocs.structure.files import File

    for path in GENERATED_PAGES:
        files.append(File.generated(config, path, content=generate(path)))
    return files
