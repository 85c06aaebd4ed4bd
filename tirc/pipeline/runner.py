"""Run a pipeline one pass at a time, with dumps and timing.

MLIR's Python bindings can print IR after every pass but not after a chosen one, so tirc runs each
pass through its own PassManager (upstream passes) or calls it directly (tirc passes). That makes
``--dump-before/--dump-after PASS``, ``--dump-dir`` and per-pass timing exact. Around each gpu
pass the runner checks the role contract (``tirc.ir.roles``): the roles the pass reads before it,
the roles it leaves after it.
"""

from __future__ import annotations

import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO
from collections.abc import Callable

from mlir import ir, passmanager

from tirc.diagnostics import SourceLocation, TircError, did_you_mean
from tirc.files import write_atomically
from tirc.ir.roles import check_after, check_before
from tirc.isolation import announce
from tirc.mlir_support import Diagnostic, collected_errors, error_from_diagnostics, is_mlir_error, module_text
from tirc.pipeline import registry
from tirc.pipeline.spec import OPT_LEVELS, PassSpec, PipelineSpec, resolve_placeholders
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
    stream: TextIO | None = None   # None: sys.stderr when the dump is written


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

    _check_upstream_options(spec, _resolved_options(str(manager), spec.name))

    # The PassManager would verify the whole module after every pass, which costs time quadratic in
    # the number of kernels (see _verify): the runner verifies each top-level op after each pass instead.
    manager.enable_verifier(False)

    def run(module: ir.Module) -> None:
        failure: Exception | None = None
        with collected_errors(module.context) as errors:
            try:
                manager.run(module.operation)
            except Exception as error:
                if not is_mlir_error(error):
                    raise
                failure = error
        if errors:  # some passes report errors without failing: the IR is not what they promise
            raise PassFailed(errors)
        if failure is not None:  # failed without a diagnostic of its own
            raise PassFailed([Diagnostic(str(module.operation.location), str(failure) or "the pass failed")])

    return run


# Options MLIR accepts but then asserts on or crashes with (in the pass or in LLVM's backend).
_BINARY_FORMATS = ("offloading", "llvm", "assembly", "isa", "binary", "bin", "fatbinary", "fatbin")
_NVVM_CHIP = re.compile(r"sm_\d+[af]?")


def _check_upstream_options(spec: PassSpec, options: dict[str, str]) -> None:
    """Reject the option values of upstream passes that would abort MLIR instead of failing cleanly."""
    def invalid(key: str, why: str, hint: str) -> TircError:
        return TircError(f"invalid option {key}='{options.get(key, '')}' for pass '{spec.name}': {why}",
                         location=spec.location, hint=hint)

    if spec.name == "gpu-module-to-binary" and options.get("format", "fatbin") not in _BINARY_FORMATS:
        raise invalid("format", "not a binary format", f"choose from {', '.join(_BINARY_FORMATS)}")
    if spec.name != "nvvm-attach-target":
        return
    if not re.search(r"(?:^|\s)chip=", spec.option_text()):
        raise TircError(f"pass '{spec.name}' needs a chip option", location=spec.location,
                        hint="e.g. nvvm-attach-target: {chip: \"{target.chip}\"}")
    if not _NVVM_CHIP.fullmatch(options.get("chip", "")):
        raise invalid("chip", "not an NVIDIA chip name", "e.g. sm_80 or {target.chip}")
    features = [feature for feature in options.get("features", "").split(",") if feature]
    if any(not feature.startswith(("+", "-")) for feature in features):
        raise invalid("features", "each feature starts with + (on) or - (off)", "e.g. +ptx80")
    if not options.get("O", "2").isdigit() or int(options.get("O", "2")) not in OPT_LEVELS:
        raise invalid("O", "the optimisation level is 0 to 3", "e.g. O: 3")
    if not options.get("triple", "nvptx64-nvidia-cuda"):
        raise invalid("triple", "empty", "leave it out: nvptx64-nvidia-cuda is the default")


def _resolved_options(pipeline_text: str, name: str) -> dict[str, str]:
    """The options of pass ``name`` as MLIR prints a parsed pipeline: every option, defaults too
    (``name{O=2 chip=sm_80 l={a,b} module= ...}``)."""
    start = pipeline_text.find(name + "{")
    if start < 0:
        return {}
    items: list[str] = []
    current: list[str] = []
    depth = 0
    quote = ""
    for char in pipeline_text[start + len(name) + 1:]:
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "{":
            depth += 1
        elif char == "}":
            if depth == 0:
                break
            depth -= 1
        elif char == " " and depth == 0:
            items.append("".join(current))
            current = []
            continue
        current.append(char)
    items.append("".join(current))
    return dict(item.partition("=")[::2] for item in items if item)


class PassFailed(Exception):
    """An upstream pass emitted errors (the diagnostics, in order)."""

    def __init__(self, diagnostics: list[Diagnostic], what: str | None = None) -> None:
        super().__init__(diagnostics[0].message)
        self.diagnostics = diagnostics
        self.what = what   # what failed, when not the pass itself


def _raw_option(item: str) -> tuple[str, str]:
    """One ``key=value`` item of a textual ``name{...}`` option list; a bare ``key`` turns a flag on."""
    key, equals, value = item.partition("=")
    return (key, value) if equals else (key, "true")


def _tirc_runner(spec: PassSpec, target: Target) -> Callable[[ir.Module], None]:
    cls = registry.get_pass_class(spec.name)
    if spec.raw_options is not None:
        raw = dict(_raw_option(item) for item in spec.raw_options.split())
    else:
        raw = dict(spec.options)
    # Each option on its own first, so that a bad one is located at its own line of the YAML.
    for key, value in raw.items():
        try:
            registry.build_options(cls, {key: value})
        except TircError as error:
            error.location = spec.option_location(key)
            raise
    try:
        configured = registry.build_options(cls, raw)
        configured.validate()
    except registry.OptionValueError as error:
        error.location = spec.option_location(error.option)
        raise
    except TircError as error:
        error.location = spec.location
        raise
    if spec.anchors:
        raise TircError(f"tirc pass '{spec.name}' runs on the whole module; remove the anchor "
                        f"'{spec.anchors[-1]}(...)'", location=spec.location)

    def run(module: ir.Module) -> None:
        # Ops a pass creates without a better location get an unknown one.
        with module.context, ir.Location.unknown(module.context):
            configured.run(module, target)

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
    def __init__(self, units: list[PassUnit], input_file: str, dumps: DumpOptions | None = None,
                 input_path: str | None = None) -> None:
        """``input_file`` names the input in messages; ``input_path`` is the file a dump must not replace."""
        self.units = units
        self.input_file = input_file
        self.input_path = input_path or input_file
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
                check_before(unit.name, module, self.input_file)
                unit.run(module)
                _verify(module, f"pass '{unit.name}'")
                check_after(unit.name, module, self.input_file)
            except TircError:
                raise
            except Exception as error:
                what = f"pass '{unit.name}' failed"
                if isinstance(error, PassFailed):
                    diagnostics: list[Any] = error.diagnostics
                    what = error.what or what
                elif is_mlir_error(error):
                    diagnostics = list(getattr(error, "error_diagnostics", []))
                else:
                    raise
                converted = (error_from_diagnostics(diagnostics, self.input_file, what) if diagnostics
                             else TircError(f"{what}: {error}"))
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
        stream = self.dumps.stream or sys.stderr
        stream.write(f"// -----// IR Dump {when} {unit.spec.display()} ({unit.stage} stage) //----- //\n")
        stream.write(module_text(module))
        stream.write("\n")
        stream.flush()

    def _write_dump_file(self, number: int, name: str, module: ir.Module, width: int = 2) -> None:
        assert self.dumps.directory is not None
        path = self.dumps.directory / f"{number:0{width}d}-{name}.mlir"
        write_atomically(str(path), module_text(module).encode(), inputs=[self.input_path], role="dump")


def _verify(module: ir.Module, what: str) -> None:
    """Verify the module after a pass (``what``); invalid IR is a failure of that pass.

    Each top-level op (function, gpu.module) is verified on its own: verifying the module itself
    would also run the ``gpu.container_module`` check, which looks every launch's kernel up by a
    linear scan, quadratic in the number of kernels (seconds for a few thousand).
    """
    with collected_errors(module.context) as errors:
        for op in module.body.operations:
            try:
                op.operation.verify()
            except Exception as error:
                if not is_mlir_error(error):
                    raise
                if not errors:  # a failure without a diagnostic: still not IR the next stage may take
                    errors.append(Diagnostic(str(op.operation.location), "verification failed"))
                break
    if errors:
        raise PassFailed(errors, f"the IR after {what} does not verify")


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
