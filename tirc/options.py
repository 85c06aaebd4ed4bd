"""The compile options, declared once.

:class:`CompileOptions` is what a compile is asked for. Each field's metadata (:class:`Flag`) says how
it is spelled on the command line, its help, and whether it is part of the compile cache's keys; the
click options of ``tirc compile`` (all of them, in this order), ``tirc run`` and ``tirc bench``
(those they share) are generated from it (:func:`cli_option`, :func:`cli_options`), and so are the
cache keys (:func:`key_values`). A new option is one new field here.

This module imports no MLIR: the CLI and the cache read it before the driver is loaded.
"""

from __future__ import annotations

import math
import re
from dataclasses import Field, dataclass, field, fields
from pathlib import Path
from typing import Any, Literal, TypeVar
from collections.abc import Callable

import click

F = TypeVar("F", bound=Callable[..., Any])
CacheRole = Literal["request", "result"]

_SIZE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DECIMAL = re.compile(r"\s*[0-9]+\s*")   # ASCII digits only: int() would also take '1_0' and other scripts
MAX_SIZE = 2 ** 63 - 1                   # a size is a signed 64-bit index


# ---------------------------------------------------------------------------------------------
# Parsing the values of options (click callbacks: a bad value is a usage error naming the option)


def parse_shapes(text: str | None, option: str = "--shape") -> dict[str, int]:
    """--shape NAME=N[,...]: positive sizes, each name once."""
    shapes: dict[str, int] = {}
    if text is None:
        return shapes
    for item in text.split(","):
        name, _, value = (part.strip() for part in item.partition("="))
        if not _SIZE_NAME.fullmatch(name) or not _DECIMAL.fullmatch(value):
            raise click.BadParameter(f"expected NAME=INT[,NAME=INT...], got '{item.strip()}' in '{text}'",
                                     param_hint=option)
        if not 1 <= int(value) <= MAX_SIZE:
            raise click.BadParameter(f"{name}={value}: a size is an integer from 1 to 2^63-1", param_hint=option)
        if name in shapes:
            raise click.BadParameter(f"{name} is given twice", param_hint=option)
        shapes[name] = int(value)
    return shapes


_INTEGER = re.compile(r"[+-]?[0-9]+")
_REAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def parse_input_ranges(text: str | None) -> dict[str, tuple[int | float, int | float]]:
    """--input-range NAME=LO:HI[,...]: LO <= HI (integers, or decimals for float inputs), each name once."""
    ranges: dict[str, tuple[int | float, int | float]] = {}
    if text is None:
        return ranges
    for item in text.split(","):
        name, _, bounds = (part.strip() for part in item.partition("="))
        low_text, colon, high_text = (part.strip() for part in bounds.partition(":"))
        if not _SIZE_NAME.fullmatch(name) or not colon or not all(
                _REAL.fullmatch(bound) for bound in (low_text, high_text)):
            raise click.BadParameter(f"expected NAME=LO:HI[,NAME=LO:HI...], got '{item.strip()}' in '{text}'",
                                     param_hint="--input-range")
        low, high = (int(bound) if _INTEGER.fullmatch(bound) else float(bound) for bound in (low_text, high_text))
        if low > high:
            raise click.BadParameter(f"{name}={low_text}:{high_text}: LO is above HI", param_hint="--input-range")
        if name in ranges:
            raise click.BadParameter(f"{name} is given twice", param_hint="--input-range")
        ranges[name] = (low, high)
    return ranges


def parse_dims(text: str, option: str, limits: tuple[int, ...], total: int | None = None) -> tuple[int, ...]:
    """--grid/--block X[,Y[,Z]]: 1 to 3 positive sizes within the hardware's per-axis ``limits``."""
    parts = text.split(",")
    if not 1 <= len(parts) <= 3 or not all(_DECIMAL.fullmatch(part) for part in parts):
        raise click.BadParameter(f"expected 1 to 3 positive sizes X[,Y[,Z]], got '{text}'", param_hint=option)
    dims = tuple(int(part) for part in parts)
    for axis, size, limit in zip("xyz", dims, limits):
        if not 1 <= size <= limit:
            raise click.BadParameter(f"{axis} size {size} is not between 1 and {limit}", param_hint=option)
    if total is not None and math.prod(dims) > total:
        raise click.BadParameter(f"{'x'.join(map(str, dims))} is {math.prod(dims)} threads, more than {total}",
                                 param_hint=option)
    return dims


def check_target(_ctx: click.Context | None, _param: click.Parameter | None, value: str | None) -> str | None:
    """--target: no empty name (unknown names get a 'did you mean' from the target table later)."""
    if value is not None and any(not name.strip() for name in value.split(",")):
        raise click.BadParameter(f"empty target name in '{value}'" if value else "empty target name",
                                 param_hint="--target")
    return value


def _shapes_option(_ctx: click.Context, _param: click.Parameter, value: str | None) -> dict[str, int]:
    return parse_shapes(value)


def _pass_names(_ctx: click.Context, _param: click.Parameter, values: tuple[str, ...]) -> frozenset[str]:
    """--dump-after/--dump-before PASS[,PASS], given any number of times."""
    return frozenset(name.strip() for value in values for name in value.split(",") if name.strip())


# ---------------------------------------------------------------------------------------------
# The declaration


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Flag:
    """How a :class:`CompileOptions` field is given on the command line and keyed in the cache."""

    names: tuple[str, ...]                 # click's declarations, e.g. ("-o", "--output")
    help: str                              # tirc compile's help
    click: dict[str, Any] = field(default_factory=dict)      # click.option's other arguments
    help_in: dict[str, str] = field(default_factory=dict)    # command -> its own help (tirc run, bench)
    # "request": a field of the request key (the command line as given), whose effect the result key
    # covers through the module, pipeline and target it resolves to; "result": of both keys; None:
    # of neither (it changes no output the cache holds, or it turns the cache off)
    cache: CacheRole | None = None
    key: Callable[[Any], Any] = _same      # the value the keys hold


def _option(default: Any = None, flag: Flag | None = None, factory: Callable[[], Any] | None = None) -> Any:
    metadata = {"flag": flag} if flag is not None else {}
    if factory is not None:
        return field(default_factory=factory, metadata=metadata)
    return field(default=default, metadata=metadata)


def _suffix(output: str | None) -> str | None:
    """Only the suffix of the output tells what is written."""
    return Path(output).suffix if output not in (None, "-") else output


_SEE_COMPILE = " (see tirc compile --help)"


@dataclass(frozen=True)
class CompileOptions:
    output: str | None = _option(None, Flag(
        ("-o", "--output"), "Output file (.ptx, .cubin, .mlir) or - for stdout.", cache="request", key=_suffix))
    emit: str | None = _option(None, Flag(   # None: from the output suffix
        ("--emit",), "Stop after this stage and write it (default: from the output suffix, else ptx); "
        "c: C launchers with embedded cubins, OUT.h + OUT.c.",
        {"type": click.Choice(["linalg", "tensorir", "gpu", "nvvm", "ptx", "cubin", "mlir", "c"])}, cache="request"))
    target: str | None = _option(None, Flag(
        ("--target",), "sm_80 | sm_86 | sm_87 | sm_89 | sm_90a (default: the pipeline's); "
        "--emit=c takes a list, e.g. sm_80,sm_90a.", {"callback": check_target},
        {"run": "Target to compile for (default: the pipeline's).",
         "bench": "Target to compile for (default: the GPU's; with --emulate the pipeline's)."}, cache="request"))
    pipeline: str | None = _option(None, Flag(
        ("--pipeline",), "Shipped pipeline name or a pipeline YAML file.", cache="request"))
    manifest: bool = _option(False, Flag(
        ("--manifest",), "Also write the launch plan as OUT.json.", {"is_flag": True}, cache="result"))
    report: bool = _option(False, Flag(
        ("--report",), "Print registers, spills and shared memory per kernel (nvJitLink).", {"is_flag": True},
        cache="result"))
    # Dumps and timings show the passes running: a cache hit would skip them, so they turn the cache off.
    dump_after: frozenset[str] = _option(frozenset(), Flag(
        ("--dump-after",), "Print the IR after these passes (stderr).",
        {"multiple": True, "metavar": "PASS[,PASS]", "callback": _pass_names}))
    dump_before: frozenset[str] = _option(frozenset(), Flag(
        ("--dump-before",), "Print the IR before these passes (stderr).",
        {"multiple": True, "metavar": "PASS[,PASS]", "callback": _pass_names}))
    dump_after_all: bool = _option(False, Flag(
        ("--dump-after-all",), "Print the IR after every pass (stderr).", {"is_flag": True}))
    dump_dir: str | None = _option(None, Flag(
        ("--dump-dir",), "Write the IR after every pass to DIR/NN-PASS.mlir.", {"type": click.Path(file_okay=False)}))
    timing: bool = _option(False, Flag(
        ("--timing",), "Print the time each pass took (stderr).", {"is_flag": True}))
    debug_info: bool = _option(False, Flag(   # IR outputs and dumps print each op's location
        ("--mlir-print-debuginfo",), "Print each op's location, loc(FILE:LINE:COL), in the IR written and dumped "
        "(an op spec's ops point at their YAML keys).", {"is_flag": True}))
    remarks: str = _option("on", Flag(   # recorded whenever on: json vs on only prints them differently
        ("--remarks",), "Compiler remarks (e.g. why a contraction is not on Tensor Cores): on prints missed "
        "optimisations, json prints every remark as JSON (stderr).",
        {"type": click.Choice(["off", "on", "json"]), "default": "on", "show_default": True},
        {"run": "Compiler remarks while compiling" + _SEE_COMPILE + ".",
         "bench": "Compiler remarks while compiling" + _SEE_COMPILE + "."},
        cache="result", key=lambda mode: mode != "off"))
    # f32 contractions may run on tf32 Tensor Cores (tir-schedule allow-tf32=true), what an op spec
    # says with allow_tf32: true and a .mlir input has no other way to say
    allow_tf32: bool = _option(False, Flag(
        ("--allow-tf32",), "Let f32 contractions run on tf32 Tensor Cores (inputs rounded to 10 mantissa bits), "
        "as an op spec's allow_tf32: true does.", {"is_flag": True},
        {"run": "Let f32 contractions run on tf32 Tensor Cores" + _SEE_COMPILE + ".",
         "bench": "Let f32 contractions run on tf32 Tensor Cores."}, cache="request"))
    # "weights": constants become weights the plan uploads; "inputs": function inputs after the
    # user's (tir-weights-as-inputs first in the linalg stage)
    weights: str = _option("weights", Flag(
        ("--weights",), "Tensor constants (a model's parameters): weights compiles them in (uploaded once from "
        "OUT.weights.bin, or embedded by --emit=c); inputs makes them function inputs after the others.",
        {"type": click.Choice(["weights", "inputs"]), "default": "weights", "show_default": True},
        {"run": "Tensor constants: weights uses their values; inputs makes them inputs with random values"
                + _SEE_COMPILE + "."}, cache="request"))
    # op specs: static sizes to substitute (tirc run and bench: the values of dynamic sizes)
    sizes: dict[str, int] = _option(flag=Flag(
        ("--shape",), "Op specs: replace static sizes, e.g. M=256,N=256,K=128.",
        {"metavar": "NAME=N[,...]", "callback": _shapes_option},
        {"run": "Values of the dynamic sizes (see the manifest's symbols, e.g. arg0_d0=256).",
         "bench": "Values of the dynamic sizes (an op spec: its sizes, run with the full-size schedules)."},
        cache="request", key=lambda sizes: sorted(sizes.items())), factory=dict)
    # a schedule file (tirc.schedule.file): its pipeline, passes left out, pass options and block
    # schedules, applied on top of --pipeline / the default
    schedule: str | None = _option(None, Flag(
        ("--schedule",), "A schedule file (YAML): pipeline, passes left out, pass options, block schedules "
        "(what a tirc.tensorir schedule's trace writes).", {"metavar": "FILE"},
        {"run": "A schedule file" + _SEE_COMPILE + "."}, cache="request"))
    # op specs: per kernel, schedule knobs that replace the spec's (tirc.runtime.execute pins the
    # schedules of the full-size compile this way). No flag; no request key (the module text the
    # result key covers has them).
    schedules: dict[str, tuple[tuple[str, Any], ...]] = _option(factory=dict)
    # A tuning database (tirc tune): the schedules it records for this target, tirc version and
    # pipeline replace the heuristic's (tir-schedule). No key of its own: the driver attaches the
    # records to the module (tir.tuned_schedules), which the result key covers, and with a database
    # there is no request key (its records may change between compiles).
    tuning_db: str | None = _option(None, Flag(
        ("--tuning-db",), "A tuning database (tirc tune --db PATH): its schedules for this target replace the "
        "heuristic's (default: $TIRC_TUNING_DB, else none).", {"metavar": "PATH", "envvar": "TIRC_TUNING_DB"},
        {"run": "A tuning database whose schedules replace the heuristic's" + _SEE_COMPILE + ".",
         "bench": "A tuning database whose schedules replace the heuristic's" + _SEE_COMPILE + "."}))
    # What tirc tune compiles a candidate with: workload text -> (schedule knobs, source text), on top
    # of the database's records. No flag; no request key (as tuning_db).
    tuned: dict[str, tuple[dict[str, Any], str]] = _option(factory=dict)

    def dumping(self) -> bool:
        """Whether the passes must run for the output to be shown (no cache)."""
        return bool(self.dump_before or self.dump_after or self.dump_after_all or self.dump_dir or self.timing)


def flag_of(option: Field[Any]) -> Flag | None:
    return option.metadata.get("flag")


def flagged_fields() -> list[Field[Any]]:
    """The fields given on the command line, in the order tirc compile lists them."""
    return [option for option in fields(CompileOptions) if flag_of(option) is not None]


def key_values(options: CompileOptions, role: CacheRole) -> dict[str, Any]:
    """The options' part of a cache key: every field whose role is ``role``, or ``result`` (a field of
    the result key is one of the request key too), as its key value."""
    roles = ("request", "result") if role == "request" else ("result",)
    values = {}
    for option in flagged_fields():
        flag = flag_of(option)
        assert flag is not None
        if flag.cache in roles:
            values[option.name] = flag.key(getattr(options, option.name))
    return values


# ---------------------------------------------------------------------------------------------
# The command line


def cli_option(name: str, command: str = "compile") -> Callable[[F], F]:
    """The click option of field ``name`` as ``command`` shows it (its value: the field's value)."""
    option = next(option for option in flagged_fields() if option.name == name)
    flag = flag_of(option)
    assert flag is not None
    return click.option(*flag.names, option.name, help=flag.help_in.get(command, flag.help), **flag.click)


def cli_options(function: F) -> F:
    """Every compile option, in the declaration's order (tirc compile)."""
    for option in reversed(flagged_fields()):
        function = cli_option(option.name)(function)
    return function


def options_from_cli(values: dict[str, Any]) -> CompileOptions:
    """The CompileOptions of a command's parsed values (the fields' names), leaving the others out."""
    return CompileOptions(**{option.name: values[option.name] for option in flagged_fields()
                             if option.name in values})
