"""Every gpu pass has a lit test that runs it alone (``tirc opt``) on checked-in input.

A test that runs the whole pipeline up to a pass (``tirc ... --dump-after=PASS``) churns whenever
anything upstream changes; one that feeds the pass the IR just before it (tests/lit/gpu/Inputs,
written by tests/lit/gpu/regenerate_inputs.py) tests that pass and nothing else, as MLIR and xDSL do.
"""

from __future__ import annotations

import importlib.util
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

from tirc.pipeline import registry

REPO = Path(__file__).resolve().parents[2]
LIT = REPO / "tests" / "lit"
GPU_INPUTS = LIT / "gpu" / "Inputs"
LIT_SUFFIXES = (".mlir", ".test")   # tests/lit/lit.cfg.py's suffixes
_RUN = re.compile(r"^\s*(?://|#)?\s*RUN:\s?(.*)$")
_OPTIONS = re.compile(r"\{[^{}]*\}")
_PASS_NAME = re.compile(r"[A-Za-z0-9_.-]+")


@dataclass(frozen=True)
class OptRun:
    """One ``tirc opt INPUT --passes TEXT`` of a lit test."""

    test: Path
    input: Path | None   # None: not a file of the repository (made by the test, e.g. %t)
    passes: frozenset[str]


def run_lines(test: Path) -> list[str]:
    """The test's RUN commands, continuation lines (a trailing backslash) joined."""
    commands, pending = [], ""
    for line in test.read_text().splitlines():
        match = _RUN.match(line)
        if match is None:
            continue
        text = match.group(1).rstrip()
        if text.endswith("\\"):
            pending += text[:-1] + " "
            continue
        commands.append(pending + text)
        pending = ""
    return commands


def resolve(path: str, test: Path) -> Path | None:
    """A lit path as the file it names (lit.cfg.py's substitutions), or None where the test makes it."""
    substitutions = {"%s": str(test), "%S": str(test.parent), "%inputs": str(LIT / "Inputs"),
                     "%examples": str(REPO / "examples")}
    for name, value in sorted(substitutions.items(), key=lambda item: -len(item[0])):
        if path.startswith(name):
            return Path(value + path[len(name):])
    return None


def pass_names(text: str) -> frozenset[str]:
    """The pass names of a ``--passes`` text ('a{x=1}, gpu.module(b)': a, gpu.module, b)."""
    while _OPTIONS.search(text):
        text = _OPTIONS.sub("", text)
    return frozenset(_PASS_NAME.findall(text))


def commands(line: str) -> list[list[str]]:
    """The words of each command of a RUN line (split at pipes and ;, &&, || outside quotes)."""
    lexer = shlex.shlex(line, posix=True, punctuation_chars="|&;")
    lexer.whitespace_split = True
    split: list[list[str]] = [[]]
    for word in lexer:
        if word and set(word) <= set("|&;"):
            split.append([])
        else:
            split[-1].append(word)
    return [words for words in split if words]


def opt_runs(test: Path) -> list[OptRun]:
    runs = []
    for command in run_lines(test):
        for words in commands(command):
            if words[:2] != ["tirc", "opt"]:
                continue
            source, passes = None, ""
            rest = iter(words[2:])
            for word in rest:
                if word in ("--passes", "--target", "-o", "--output"):
                    value = next(rest, "")
                    passes = value if word == "--passes" else passes
                elif word.startswith("--passes="):
                    passes = word.split("=", 1)[1]
                elif not word.startswith("-"):
                    source = word
            runs.append(OptRun(test, resolve(source, test) if source else None, pass_names(passes)))
    return runs


def lit_tests() -> list[Path]:
    return sorted(path for path in LIT.rglob("*") if path.suffix in LIT_SUFFIXES and "Inputs" not in path.parts)


def isolated_runs() -> list[OptRun]:
    """The ``tirc opt`` runs of the lit tests whose input is a checked-in file."""
    return [run for test in lit_tests() for run in opt_runs(test) if run.input is not None and run.input.is_file()]


def gpu_passes() -> list[str]:
    return [name for name in registry.pass_names()
            if registry.get_pass_class(name).__module__.startswith("tirc.passes.gpu.")]


def test_the_lit_parser_finds_tirc_opt_runs_and_their_passes() -> None:
    (merge, *_) = [run for run in opt_runs(LIT / "driver" / "opt.mlir") if "tir-merge-gpu-modules" in run.passes]
    assert merge.input == LIT / "driver" / "opt.mlir" and merge.passes == {"builtin.module", "tir-merge-gpu-modules"}
    assert pass_names("tir-reduce{row-programs=false}, gpu.module(canonicalize{max-iterations=3})") == \
        {"tir-reduce", "gpu.module", "canonicalize"}
    assert resolve("%t.mlir", LIT / "gpu" / "x.test") is None
    assert commands("tirc opt %s --passes 'a{x=1}' | FileCheck %s && not tirc 'b|c'") == \
        [["tirc", "opt", "%s", "--passes", "a{x=1}"], ["FileCheck", "%s"], ["not", "tirc", "b|c"]]


def test_every_gpu_pass_has_a_lit_test_that_runs_it_alone_on_checked_in_input() -> None:
    passes = gpu_passes()
    assert "tir-tile" in passes and "tir-schedule" not in passes   # the gpu stage's passes only
    tested = {name for run in isolated_runs() for name in run.passes}
    missing = [name for name in passes if name not in tested]
    assert not missing, (
        f"gpu passes without a lit test that runs them alone: {', '.join(missing)}. Add the IR before the "
        "pass to tests/lit/gpu/regenerate_inputs.py's table, run it, and test the pass with "
        "'tirc opt %S/Inputs/NAME.mlir --passes PASS' (tests/lit/gpu/tir-tile.test is an example)")


def _regenerate_inputs_table() -> set[str]:
    spec = importlib.util.spec_from_file_location("regenerate_inputs", LIT / "gpu" / "regenerate_inputs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # its dataclasses look their module up while they are made
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return {entry.name for entry in module.TABLE}


def test_every_gpu_input_is_written_by_the_generator_and_read_by_a_test() -> None:
    files = {path.stem for path in GPU_INPUTS.glob("*.mlir")}
    table = _regenerate_inputs_table()
    used = {run.input.stem for run in isolated_runs() if run.input is not None and run.input.parent == GPU_INPUTS}
    assert files == table, f"Inputs/ and regenerate_inputs.py's table differ: {sorted(files ^ table)}"
    assert files <= used, f"inputs no test reads: {sorted(files - used)}"
