"""Run a pipeline one pass at a time, with dumps and timing.

MLIR's Python bindings can print IR after every pass but not after a chosen one, so tirc runs each
pass through its own PassManager (upstream passes) or calls it directly (tirc passes). That makes
``--dump-before/--dump-after PASS``, ``--dump-dir`` and per-pass timing exact.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, TextIO

from mlir import ir, passmanager

from tirc.diagnostics import SourceLocation, TircError, did_you_mean
from tirc.isolation import announce
from tirc.mlir_support import error_from_mlir, is_mlir_error, module_text
from tirc.pipeline import registry
from tirc.pipeline.spec import PassSpec, PipelineSpec, resolve_placeholders
from tirc.target import Target

_UPSTREAM_PASSES_FILE = Path(__file__).with_name("data") / "upstream_passes.txt"


def upstream_pass_names() -> list[str]:
    return _UPSTREAM_PASSES_FILE.read_text().split()


@dataclass
class PassUnit:
    """One executable pass of a resolved pipeline."""

    number: int
    stage: str
    spec: PassSpec
    run: Callable[[ir.Module], None]

    @property
    def name(self) -> str:
        return self.spec.name


@dataclass
class DumpOptions:
    before: frozenset[str] = frozenset()
    after: frozenset[str] = frozenset()
    after_all: bool = False
    directory: Path | None = None
    stream: TextIO = field(default_factory=lambda: sys.stderr)


@dataclass
class PassTiming:
    stage: str
    name: str
    seconds: float


def _upstream_runner(spec: PassSpec, context: ir.Context) -> Callable[[ir.Module], None]:
    text = spec.pipeline_text()
    try:
        with context:
            manager = passmanager.PassManager.parse(text)
    except ValueError as error:
        message = str(error)
        if "does not refer to a registered pass" in message:
            candidates = upstream_pass_names() + registry.pass_names()
            hint = did_you_mean(spec.name, candidates) or "run 'tirc passes' for tirc's passes"
            raise TircError(f"unknown pass '{spec.name}'", location=spec.location, hint=hint) from None
        detail = " ".join(line.strip() for line in message.splitlines() if line.strip())
        raise TircError(f"invalid options for pass '{spec.name}': {detail}", location=spec.location) from None

    def run(module: ir.Module) -> None:
        manager.run(module.operation)

    return run


def _tirc_runner(spec: PassSpec, target: Target) -> Callable[[ir.Module], None]:
    cls = registry.get_pass_class(spec.name)
    if spec.raw_options is not None:
        raw = dict(item.split("=", 1) if "=" in item else (item, "true") for item in spec.raw_options.split())
    else:
        raw = dict(spec.options)
    try:
        options = registry.build_options(cls, raw)
    except TircError as error:
        error.location = spec.location
        raise
    if spec.anchors:
        raise TircError(f"tirc pass '{spec.name}' runs on the whole module; remove the anchor "
                        f"'{spec.anchors[-1]}(...)'", location=spec.location)
    instance = cls(options, target)

    def run(module: ir.Module) -> None:
        # Ops a pass creates without a better location get an unknown one.
        with module.context, ir.Location.unknown(module.context):
            instance.run(module)

    return run


def build_units(pipeline: PipelineSpec, target: Target, placeholders: dict[str, str],
                context: ir.Context) -> list[PassUnit]:
    """Validate every pass of the pipeline (names, options, placeholders) and make it runnable."""
    units: list[PassUnit] = []
    for stage, raw_spec in pipeline.passes():
        spec = resolve_placeholders(raw_spec, placeholders)
        if registry.is_tirc_pass(spec.name):
            run = _tirc_runner(spec, target)
        else:
            run = _upstream_runner(spec, context)
        units.append(PassUnit(len(units) + 1, stage, spec, run))
    return units


class PipelineRunner:
    def __init__(self, units: list[PassUnit], input_file: str, dumps: DumpOptions | None = None) -> None:
        self.units = units
        self.input_file = input_file
        self.dumps = dumps or DumpOptions()
        self.timings: list[PassTiming] = []
        names = {unit.name for unit in units}
        for requested in sorted(self.dumps.before | self.dumps.after):
            if requested not in names:
                hint = did_you_mean(requested, names) or "see 'tirc pipelines show NAME' for the pass list"
                raise TircError(f"no pass named '{requested}' in this pipeline (--dump-before/--dump-after)",
                                hint=hint)
        if self.dumps.directory is not None:
            try:
                self.dumps.directory.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise TircError(f"cannot create dump directory {self.dumps.directory}: {error.strerror}") from None

    def run(self, module: ir.Module, stop_after_stage: str | None = None) -> None:
        if self.dumps.directory is not None:
            self._write_dump_file(0, "input", module)
        width = max(2, len(str(len(self.units))))
        for unit in self.units:
            if stop_after_stage is not None and self._past(unit.stage, stop_after_stage):
                break
            if unit.name in self.dumps.before:
                self._print_dump("Before", unit, module)
            announce(f"in pass '{unit.name}' (stage '{unit.stage}', {unit.spec.location})")
            start = time.perf_counter()
            try:
                unit.run(module)
            except TircError:
                raise
            except Exception as error:
                if not is_mlir_error(error):
                    raise
                converted = error_from_mlir(error, self.input_file, f"pass '{unit.name}' failed")
                if converted.location is None:
                    converted.location = SourceLocation(self.input_file)
                converted.notes.append(f"in stage '{unit.stage}', pass {unit.spec.display()} "
                                       f"({unit.spec.location})")
                raise converted from None
            self.timings.append(PassTiming(unit.stage, unit.name, time.perf_counter() - start))
            if self.dumps.after_all or unit.name in self.dumps.after:
                self._print_dump("After", unit, module)
            if self.dumps.directory is not None:
                self._write_dump_file(unit.number, unit.name, module, width)

    def _past(self, stage: str, stop: str) -> bool:
        order = [u.stage for u in self.units]
        return order.index(stage) > max(i for i, s in enumerate(order) if s == stop) if stop in order else False

    def _print_dump(self, when: str, unit: PassUnit, module: ir.Module) -> None:
        stream = self.dumps.stream
        stream.write(f"// -----// IR Dump {when} {unit.spec.display()} ({unit.stage} stage) //----- //\n")
        stream.write(module_text(module))
        stream.write("\n")
        stream.flush()

    def _write_dump_file(self, number: int, name: str, module: ir.Module, width: int = 2) -> None:
        assert self.dumps.directory is not None
        path = self.dumps.directory / f"{number:0{width}d}-{name}.mlir"
        path.write_text(module_text(module))


def format_timings(timings: list[PassTiming]) -> str:
    total = sum(t.seconds for t in timings) or 1e-12
    lines = ["===-------------------------------------------------------------------------===",
             "                         tirc pass execution timing",
             "===-------------------------------------------------------------------------===",
             f"  Total: {total:.4f} s",
             f"  {'wall (s)':>10}  {'%':>6}  {'stage':<9} pass"]
    for timing in timings:
        lines.append(f"  {timing.seconds:10.4f}  {100 * timing.seconds / total:5.1f}%  {timing.stage:<9} {timing.name}")
    return "\n".join(lines)
