"""Docs that cannot lie: the site (docs/, mkdocs.yml) and the README are checked against the code.

- every ```console and ```python block of every page, and of README.md, runs (the convention is in
  docs/contributing.md, "Docs that cannot lie"): console commands with this checkout's tirc, their
  shown output matched line by line (a line ``...`` matches any lines, ``...`` in a line any text),
  python blocks of a page in order in one namespace; a page's blocks share one folder, and the
  whole session shares one compile cache;
- blocks that cannot run here are marked ``<!-- docs-test: not run (reason) -->`` and counted, so
  none is skipped silently; ```sh/```bash are not used;
- README.md is at most 250 lines and every relative link in it points at a file of the repository;
- ``mkdocs build --strict`` succeeds (a broken link or anchor fails it), and the generated CLI and
  pass references name every command and every registered pass.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import click
import pytest

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"
README = REPO / "README.md"
PAGES = [*sorted(DOCS.glob("*.md")), README]

NOT_RUN = re.compile(r"^<!-- docs-test: not run \((?P<reason>[^)]+)\) -->$")
FENCE = re.compile(r"^```(?P<language>[\w-]*)")
# The blocks marked not run, per page: a new one is a deliberate edit here, never a silent skip.
NOT_RUN_BLOCKS = {"README.md": 1, "getting-started.md": 1, "gpu.md": 2, "contributing.md": 1, "tensorir.md": 1,
                  "performance.md": 1}
# What a page's blocks must print besides running: the facts the page shows them for.
PRINTED = {"dsl.md": ["threadIdx.z", "mma.sync",                    # show(): the seed's bindings
                      "sch.decompose_to_tensorcore(",                # the trace as Python
                      "pipeline: sm80", "mma: m16n8k16"]}            # the trace as a schedule file
COMMAND_TIMEOUT_S = 600


@dataclass(frozen=True)
class Block:
    page: Path
    line: int              # of the opening fence, 1-based
    language: str
    text: str
    not_run: str | None    # the reason, for a block marked not run

    def __str__(self) -> str:
        return f"{self.page.relative_to(REPO)}:{self.line}"


def blocks(page: Path) -> list[Block]:
    """The fenced code blocks of a page that start at the line's beginning, in order."""
    lines = page.read_text().splitlines()
    found = []
    number = 0
    while number < len(lines):
        fence = FENCE.match(lines[number])
        if fence is None:
            number += 1
            continue
        end = next(index for index in range(number + 1, len(lines)) if lines[index].startswith("```"))
        marker = NOT_RUN.match(lines[number - 1]) if number else None
        found.append(Block(page, number + 1, fence["language"], "\n".join(lines[number + 1:end]) + "\n",
                           marker["reason"] if marker else None))
        number = end + 1
    return found


def runnable(block: Block) -> bool:
    return block.language in ("console", "python") and block.not_run is None


@dataclass(frozen=True)
class Step:
    command: str
    shown: list[str]      # the output lines shown after the command; none: not checked


def console_steps(block: Block) -> list[Step]:
    """A console block's commands, each with the output shown after it."""
    steps: list[Step] = []
    command: list[str] = []
    shown: list[str] = []
    continued = False
    for line in block.text.splitlines():
        if line.startswith("$ "):
            if command:
                steps.append(Step("\n".join(command), shown))
            command, shown = [line[2:]], []
        elif command and not shown and (continued or line.startswith("> ")):
            command.append(line if continued else line[2:])
        else:
            assert command, f"{block}: output before the first '$ ' command"
            shown.append(line)
        continued = line.endswith("\\")
    assert command, f"{block}: a console block with no '$ ' command"
    steps.append(Step("\n".join(command), shown))
    return steps


def output_pattern(shown: list[str]) -> re.Pattern[str]:
    """The shown lines as one pattern over the whole output: a line '...' is any lines, '...' in a
    line any text; trailing blanks do not count."""
    parts = []
    for line in shown:
        line = line.rstrip()
        if line == "...":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*?".join(re.escape(piece) for piece in line.split("...")) + r"\n")
    return re.compile("".join(parts))


def shown_matches(shown: list[str], output: str) -> bool:
    text = "".join(line.rstrip() + "\n" for line in output.splitlines())
    return output_pattern(shown).fullmatch(text) is not None


@pytest.fixture(scope="session")
def tools(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment the blocks run in: `tirc` and `python` are this checkout's, and one compile
    cache serves the session."""
    bin_dir = tmp_path_factory.mktemp("docs-bin")
    for name, command in (("tirc", f'"{sys.executable}" -m tirc'), ("python", f'"{sys.executable}"')):
        shim = bin_dir / name
        shim.write_text(f'#!/bin/sh\nexec {command} "$@"\n')
        shim.chmod(0o755)
    environment = dict(os.environ)
    environment["PATH"] = os.pathsep.join([str(bin_dir), environment.get("PATH", "")])
    environment["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [environment.get("PYTHONPATH")])])
    environment["TIRC_CACHE_DIR"] = str(tmp_path_factory.mktemp("docs-tirc-cache"))
    return environment


def run_console(block: Block, folder: Path, environment: dict[str, str]) -> None:
    for step in console_steps(block):
        done = subprocess.run(["bash", "-c", step.command], check=False, cwd=folder, env=environment,
                              capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S)
        output = done.stdout + done.stderr
        assert done.returncode == 0, f"{block}: `{step.command}` exited {done.returncode}\n{output}"
        if step.shown:
            assert shown_matches(step.shown, done.stdout + done.stderr), (
                f"{block}: `{step.command}` printed\n{output}\nwhich is not what the page shows:\n"
                + "\n".join(step.shown))


@pytest.mark.parametrize("page", [page for page in PAGES if any(runnable(b) for b in blocks(page))],
                         ids=lambda page: page.name)
def test_the_blocks_of_the_page_run(page: Path, tools: dict[str, str], tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "examples").symlink_to(REPO / "examples")
    monkeypatch.chdir(tmp_path)
    for name in ("PYTHONPATH", "TIRC_CACHE_DIR", "PATH"):
        monkeypatch.setenv(name, tools[name])   # python blocks that start tirc in a subprocess
    namespace: dict[str, object] = {"__name__": "__main__"}
    for block in filter(runnable, blocks(page)):
        if block.language == "console":
            run_console(block, tmp_path, tools)
            continue
        # A file per block, as a reader's script: the DSL names blocks and loops from source lines.
        path = tmp_path / f"{page.stem}_block_{block.line}.py"
        path.write_text(block.text)
        exec(compile(block.text, str(path), "exec"), namespace)
    printed = capsys.readouterr().out
    for fact in PRINTED.get(page.name, []):
        assert fact in printed, f"{page.name}: its python blocks did not print {fact!r}"


def test_blocks_marked_not_run_are_counted() -> None:
    marked = {page.name: sum(1 for b in blocks(page) if b.not_run is not None) for page in PAGES}
    assert {name: count for name, count in marked.items() if count} == NOT_RUN_BLOCKS
    for page in PAGES:
        for block in blocks(page):
            assert block.not_run is None or block.language in ("console", "python"), (
                f"{block}: only console and python blocks run, so only they can be marked not run")


def test_commands_are_console_blocks() -> None:
    """A command is shown in a ```console block (which runs) or is not a command (```text)."""
    for page in PAGES:
        for block in blocks(page):
            assert block.language not in ("sh", "bash", "shell", "shell-session"), (
                f"{block}: use ```console (run in make test) or ```text")
            if block.language != "console":
                assert not block.text.startswith("$ "), f"{block}: a command in a ```{block.language} block"
            else:
                assert console_steps(block)


def test_the_output_convention() -> None:
    assert shown_matches(["a", "...", "d"], "a\nb\nc\nd\n")
    assert shown_matches(["a", "...", "b"], "a\nb\n")
    assert shown_matches(["x ... s", "..."], "x 0.5 s  \nmore\n")
    assert not shown_matches(["a", "d"], "a\nb\nd\n")
    assert not shown_matches(["a.c"], "abc\n")   # '.' is no wildcard
    block = Block(README, 1, "console", "$ a \\\n  b\nout\n$ c\n> d\n", None)
    assert console_steps(block) == [Step("a \\\n  b", ["out"]), Step("c\nd", [])]


def test_the_readme_is_a_front_door() -> None:
    lines = README.read_text().splitlines()
    assert len(lines) <= 250, f"README.md has {len(lines)} lines: reference material goes to the site (docs/)"
    for target in re.findall(r"\]\(([^)\s]+)\)", README.read_text()):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path = (REPO / target.split("#")[0]).resolve()
        assert path.exists() and REPO in path.parents, f"README.md links to {target}, which does not exist"


def hooks() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tirc_docs_hooks", DOCS / "hooks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def command_paths(command: click.Command, context: click.Context) -> list[str]:
    paths = [context.command_path]
    if isinstance(command, click.Group):
        for name in command.list_commands(context):
            sub = command.get_command(context, name)
            if sub is not None and not sub.hidden:
                paths += command_paths(sub, click.Context(sub, info_name=name, parent=context))
    return paths


def test_the_cli_reference_names_every_command_and_option() -> None:
    from tirc.cli import main

    page = hooks().cli_reference()
    for path in command_paths(main, click.Context(main, info_name="tirc")):
        assert f"`{path}`" in page, path
    compile_command = main.get_command(click.Context(main), "compile")
    assert compile_command is not None
    for param in compile_command.params:
        if isinstance(param, click.Option) and not param.hidden:
            assert param.opts[-1] in page, param.opts


def test_the_pass_reference_covers_the_registry() -> None:
    from tirc.pipeline import registry

    module = hooks()
    page = module.passes_reference()
    for name in registry.pass_names():
        assert f"## `{name}`" in page, name
        for info in registry.option_infos(registry.get_pass_class(name)):
            assert f"| `{info.name}` |" in page, (name, info.name)
    assert "tests/lit/gpu/tir-mma.test" in module.lit_tests_running("tir-mma")
    # A whole name: tir-pipeline is not tir-pipeline-anything.
    assert all("tir-pipeline" in Path(REPO / test).read_text() for test in module.lit_tests_running("tir-pipeline"))


def test_the_site_builds_strictly(tmp_path: Path) -> None:
    environment = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    environment["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [environment.get("PYTHONPATH")])])
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(REPO / "mkdocs.yml"),
                           "-d", str(tmp_path / "site")], check=False, cwd=REPO, env=environment, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    for page in ("index.html", "reference/cli.html", "reference/passes.html", "contributing.html"):
        assert (tmp_path / "site" / page).is_file(), page
