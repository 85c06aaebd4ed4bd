"""Pipeline YAML: load, validate (with file:line in every error) and resolve placeholders.

A pipeline is a list of stages; a stage is a list of passes. A pass entry is one of

    canonicalize                                    # upstream pass, no options
    "canonicalize{max-iterations=3}"                # upstream textual form
    "gpu.module(convert-gpu-to-nvvm, reconcile-unrealized-casts)"   # nested anchor
    nvvm-attach-target: {chip: "{target.chip}"}     # pass with options (upstream or tirc)
    gpu.module: [convert-gpu-to-nvvm, ...]          # nested anchor as a list

Each entry is split into single-pass units, so every pass can be dumped and timed on its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tirc.diagnostics import SourceLocation, TircError, did_you_mean
from tirc.files import path_exists
from tirc.target import TARGETS
from tirc.yamlload import LocatedDict, LocatedList, load_yaml, read_yaml_file

STAGES = ("linalg", "tensorir", "gpu", "nvvm", "ptx")
DRIVER_STAGES = STAGES + ("cubin",)  # cubin is produced by nvJitLink after the ptx stage
ANCHORS = ("builtin.module", "func.func", "gpu.module", "gpu.func", "llvm.func")
_PLACEHOLDER = re.compile(r"\{([a-z_]+(?:\.[a-z_]+)*)\}")
PIPELINES_DIR = Path(__file__).resolve().parent.parent / "pipelines"  # package data: ships in the wheel


# ---------------------------------------------------------------------------------------------
# Model


@dataclass(frozen=True)
class PassSpec:
    """One pass, possibly nested under anchors (e.g. ``gpu.module``)."""

    name: str
    anchors: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()   # from YAML mappings (placeholders resolved later)
    raw_options: str | None = None              # from the textual form ``name{...}``
    file: str = "<builtin>"
    line: int | None = None
    # Options of a YAML mapping: where each is written, (option, file, line) (a schedule file that
    # sets the pass's options moves the pass to its own file: these then no longer apply).
    option_locations: tuple[tuple[str, str, int | None], ...] = ()

    @property
    def location(self) -> SourceLocation:
        return SourceLocation(self.file, self.line)

    def option_location(self, option: str) -> SourceLocation:
        """Where option ``option`` is written: its own line of a YAML mapping, else the pass's."""
        for name, file, line in self.option_locations:
            if name == option and file == self.file:
                return SourceLocation(file, line)
        return self.location

    def option_text(self) -> str:
        if self.raw_options is not None:
            return self.raw_options
        return " ".join(f"{key}={_quote(value)}" for key, value in self.options)

    def pass_text(self) -> str:
        options = self.option_text()
        return f"{self.name}{{{options}}}" if options else self.name

    def pipeline_text(self) -> str:
        """Textual pipeline for MLIR's PassManager.parse, anchored at builtin.module."""
        text = self.pass_text()
        for anchor in reversed(self.anchors):
            text = f"{anchor}({text})"
        return f"builtin.module({text})"

    def display(self) -> str:
        text = self.pass_text()
        for anchor in reversed(self.anchors):
            text = f"{anchor}({text})"
        return text


@dataclass(frozen=True)
class StageSpec:
    name: str
    passes: tuple[PassSpec, ...]


@dataclass(frozen=True)
class PipelineSpec:
    name: str
    description: str
    stages: tuple[StageSpec, ...]
    file: str
    default_target: str | None = None
    target_overrides: dict[str, str] = field(default_factory=dict)

    def stage_names(self) -> list[str]:
        return [stage.name for stage in self.stages]

    def passes(self) -> list[tuple[str, PassSpec]]:
        return [(stage.name, spec) for stage in self.stages for spec in stage.passes]


def _quote(value: str) -> str:
    return f'"{value}"' if any(ch in value for ch in " \t") else value


def _is_option_value(value: Any) -> bool:
    if isinstance(value, list):
        return all(isinstance(item, (str, int, float)) for item in value)
    return isinstance(value, (str, int, float))


def _option_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(_option_value(v) for v in value)
    return str(value)


# ---------------------------------------------------------------------------------------------
# Textual pass lists: "a, b{x=1}, gpu.module(c, d)"


def _split_top_level(text: str) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for ch in text:
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def parse_pass_text(text: str, file: str, line: int | None, anchors: tuple[str, ...] = ()) -> list[PassSpec]:
    where = SourceLocation(file, line)
    if text.count("(") != text.count(")") or text.count("{") != text.count("}"):
        raise TircError(f"unbalanced brackets in pass entry '{text}'", location=where)
    specs: list[PassSpec] = []
    for part in _split_top_level(text):
        anchored = re.fullmatch(r"([A-Za-z_][\w.]*)\s*\((.*)\)", part, re.S)
        if anchored:
            anchor = anchored.group(1)
            _check_anchor(anchor, where)
            specs.extend(parse_pass_text(anchored.group(2), file, line, anchors + (anchor,)))
            continue
        with_options = re.fullmatch(r"([A-Za-z0-9_.-]+)\s*(?:\{(.*)\})?", part, re.S)
        if not with_options:
            raise TircError(f"cannot parse pass entry '{part}'", location=where,
                            hint="write NAME, NAME{opt=value ...} or ANCHOR(NAME, ...)")
        options = with_options.group(2)
        specs.append(PassSpec(with_options.group(1), anchors, (), options.strip() if options else None, file, line))
    return specs


def _check_anchor(anchor: str, where: SourceLocation) -> None:
    if anchor not in ANCHORS:
        hint = did_you_mean(anchor, ANCHORS) or f"anchors: {', '.join(ANCHORS)}"
        raise TircError(f"unknown pass anchor '{anchor}'", location=where, hint=hint)


def _pass_entries(entry: Any, file: str, line: int | None, anchors: tuple[str, ...] = ()) -> list[PassSpec]:
    if isinstance(entry, str):
        return parse_pass_text(entry, file, line, anchors)
    if isinstance(entry, LocatedDict) and len(entry) == 1:
        (name, value), = entry.items()
        key_line = entry.key_lines.get(name, line)
        name = str(name)
        if name in ANCHORS:
            if not isinstance(value, LocatedList):
                raise TircError(f"anchor '{name}' needs a list of passes", location=SourceLocation(file, key_line))
            specs: list[PassSpec] = []
            for index, item in enumerate(value):
                specs.extend(_pass_entries(item, file, value.key_lines.get(index, key_line), anchors + (name,)))
            return specs
        if value is None:
            return [PassSpec(name, anchors, (), None, file, key_line)]
        if not isinstance(value, LocatedDict):
            raise TircError(f"options of pass '{name}' must be a mapping, e.g. {{{name}: {{key: value}}}}",
                            location=SourceLocation(file, key_line))
        for option, option_value in value.items():
            if not _is_option_value(option_value):
                what = "null" if option_value is None else "a mapping" if isinstance(option_value, dict) \
                    else "a list with lists or mappings in it" if isinstance(option_value, list) else repr(option_value)
                raise TircError(f"option '{option}' of pass '{name}' must be a number, text, true/false or a list "
                                f"of those, not {what}",
                                location=SourceLocation(file, value.key_lines.get(option, key_line)))
        options = tuple((str(k), _option_value(v)) for k, v in value.items())
        written = tuple((str(k), file, value.key_lines.get(k, key_line)) for k in value)
        return [PassSpec(name, anchors, options, None, file, key_line, written)]
    raise TircError("a pass entry is a name, 'name{options}', 'anchor(passes)' or a one-key mapping "
                    "{name: {option: value}}", location=SourceLocation(file, line))


_TOP_KEYS = ("name", "description", "target", "stages")
_TARGET_KEYS = ("chip", "features", "opt_level")
# LLVM NVPTX feature list: +ptx80, or several such items separated by commas, each turned on (+) or off (-).
_FEATURES = re.compile(r"[+-][A-Za-z0-9_.]+(?:,[+-][A-Za-z0-9_.]+)*")
OPT_LEVELS = range(4)   # LLVM -O0 ... -O3


def _target_value(key: str, value: Any, where: SourceLocation) -> str:
    """A validated ``target:`` value of a pipeline, as text."""
    if key == "chip":
        if not isinstance(value, str) or value not in TARGETS:
            hint = (did_you_mean(value, TARGETS) if isinstance(value, str) else None) \
                or f"known targets: {', '.join(TARGETS)}"
            raise TircError(f"unknown target chip {value!r}", location=where, hint=hint)
    elif key == "features":
        if not isinstance(value, str) or not _FEATURES.fullmatch(value):
            raise TircError(f"target features {value!r} is not a feature list", location=where,
                            hint='each feature starts with + or -, e.g. features: "+ptx80"')
    elif isinstance(value, bool) or not isinstance(value, int) or value not in OPT_LEVELS:
        raise TircError(f"target opt_level must be 0, 1, 2 or 3, not {value!r}", location=where)
    return str(value)


def parse_pipeline(text: str, file: str) -> PipelineSpec:
    data = load_yaml(text, file)
    if not isinstance(data, LocatedDict):
        raise TircError("a pipeline file is a mapping with keys name, description, target, stages",
                        location=SourceLocation(file, 1))
    for key in data:
        if key not in _TOP_KEYS:
            hint = did_you_mean(str(key), _TOP_KEYS) or f"allowed keys: {', '.join(_TOP_KEYS)}"
            raise TircError(f"unknown key '{key}'", location=SourceLocation(file, data.key_lines[key]), hint=hint)
    for key in ("name", "stages"):
        if key not in data:
            raise TircError(f"missing key '{key}'", location=SourceLocation(file, data.line))
    target = data.get("target")
    if target and not isinstance(target, LocatedDict):
        raise TircError("'target' must be a mapping like {chip: sm_80}",
                        location=SourceLocation(file, data.key_lines["target"]))
    overrides: dict[str, str] = {}
    if isinstance(target, LocatedDict):   # a missing or empty target keeps the chip's defaults
        for key, value in target.items():
            where = SourceLocation(file, target.key_lines[key])
            if key not in _TARGET_KEYS:
                raise TircError(f"unknown target key '{key}'", location=where,
                                hint=did_you_mean(str(key), _TARGET_KEYS))
            overrides[str(key)] = _target_value(str(key), value, where)
    stages_data = data["stages"]
    if not isinstance(stages_data, LocatedList) or not stages_data:
        raise TircError("'stages' must be a non-empty list", location=SourceLocation(file, data.key_lines["stages"]))
    stages: list[StageSpec] = []
    last_index = -1
    for index, stage in enumerate(stages_data):
        stage_line = stages_data.key_lines[index]
        if not isinstance(stage, LocatedDict) or "name" not in stage:
            raise TircError("each stage is a mapping with 'name' and 'passes'",
                            location=SourceLocation(file, stage_line))
        for key in stage:
            if key not in ("name", "passes"):
                raise TircError(f"unknown stage key '{key}'", location=SourceLocation(file, stage.key_lines[key]),
                                hint=did_you_mean(str(key), ("name", "passes")))
        stage_name = str(stage["name"])
        if stage_name not in STAGES:
            hint = did_you_mean(stage_name, STAGES) or f"stages: {', '.join(STAGES)}"
            raise TircError(f"unknown stage '{stage_name}'", location=SourceLocation(file, stage.key_lines["name"]),
                            hint=hint)
        if STAGES.index(stage_name) <= last_index:
            raise TircError(f"stage '{stage_name}' is out of order or repeated (order: {' -> '.join(STAGES)})",
                            location=SourceLocation(file, stage.key_lines["name"]))
        last_index = STAGES.index(stage_name)
        passes_data = stage.get("passes")
        if passes_data and not isinstance(passes_data, LocatedList):
            raise TircError(f"'passes' of stage '{stage_name}' must be a list",
                            location=SourceLocation(file, stage.key_lines.get("passes", stage_line)))
        passes: list[PassSpec] = []
        if isinstance(passes_data, LocatedList):   # a missing or empty list: a stage with no passes
            for position, entry in enumerate(passes_data):
                passes.extend(_pass_entries(entry, file, passes_data.key_lines[position]))
        stages.append(StageSpec(stage_name, tuple(passes)))
    return PipelineSpec(str(data["name"]), str(data.get("description", "")), tuple(stages), file,
                        overrides.get("chip"), overrides)


# ---------------------------------------------------------------------------------------------
# Placeholders


def resolve_placeholders(spec: PassSpec, values: dict[str, str]) -> PassSpec:
    """Fill ``{target.chip}``-style placeholders in a pass's options."""

    def fill(text: str) -> str:
        def replace(match: re.Match[str]) -> str:
            key = match.group(1)
            if key not in values:
                hint = did_you_mean(key, values) or f"placeholders: {', '.join('{' + k + '}' for k in values)}"
                raise TircError(f"unknown placeholder '{{{key}}}' in options of pass '{spec.name}'",
                                location=spec.location, hint=hint)
            return values[key]

        return _PLACEHOLDER.sub(replace, text)

    if spec.raw_options is not None:
        return PassSpec(spec.name, spec.anchors, (), fill(spec.raw_options), spec.file, spec.line)
    return PassSpec(spec.name, spec.anchors, tuple((k, fill(v)) for k, v in spec.options), None, spec.file, spec.line,
                    spec.option_locations)


# ---------------------------------------------------------------------------------------------
# Finding pipelines


def shipped_pipelines() -> dict[str, Path]:
    return {path.stem: path for path in sorted(PIPELINES_DIR.glob("*.yaml"))}


def load_pipeline(name_or_file: str) -> PipelineSpec:
    """A shipped pipeline by name (``simt``) or a YAML file path."""
    shipped = shipped_pipelines()
    if name_or_file in shipped:
        path = shipped[name_or_file]
    else:
        path = Path(name_or_file)
        if not path.suffix and not path_exists(path):
            hint = did_you_mean(name_or_file, shipped) or f"shipped pipelines: {', '.join(shipped)}"
            raise TircError(f"unknown pipeline '{name_or_file}'", hint=hint)
        if not path_exists(path):
            raise TircError(f"no such pipeline file: {name_or_file}")
    display = str(path) if name_or_file not in shipped else f"pipelines/{path.name}"
    return parse_pipeline(read_yaml_file(path, display), display)
