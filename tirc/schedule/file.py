"""Schedule files: ``tirc compile INPUT --schedule FILE``.

A schedule file says how to compile an input without changing it: the pipeline to start from,
the optional passes to leave out, pass options, and a ``tir.schedule`` for contractions named by
their block (the name of the op's location, ``loc("C"("matmul.py":12:9))``, which the scheduling
DSL ``tirc.tensorir`` gives every op). The DSL's ``schedule.trace`` prints one, so a DSL schedule
replays from the command line through the same passes::

    pipeline: sm80                      # optional: a shipped pipeline, or a pipeline file next to this one
    without: [tir-epilogue]             # optional: optional passes left out
    options:                            # optional: pass options, by pass name
      tir-reduce: {warp-row-limit: 1024}
    functions:                          # optional: function -> block -> schedule knobs
      matmul:
        C: {tile: [256, 128, 32], warps: [4, 2], stages: 1, swizzle: false}

The block schedules reach ``tir-schedule`` as the module attribute ``tir.block_schedules``
(printed at every stage), which takes each one as that contraction's schedule and validates it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml
from mlir import ir

from tirc.diagnostics import SourceLocation, TircError, did_you_mean
from tirc.files import is_regular_file, path_exists
from tirc.schedule.model import SCHEDULE_KEYS, knob_attr, knob_problem
from tirc.yamlload import LocatedDict, LocatedList, describe_value, load_yaml, read_yaml_file

BLOCK_SCHEDULES_ATTR = "tir.block_schedules"   # module attribute: function -> block -> schedule

# The passes of a Tensor Core pipeline that a schedule may leave out, and what the kernel loses
# (docs/design.md, "The Tensor Core passes"; tests/unit/test_pass_independence.py).
OPTIONAL_PASSES: dict[str, str] = {
    "tir-mma": "Tensor Cores: the per-thread contractions stay FMAs",
    "tir-async-copy": "cp.async: the tile copies are synchronous",
    "tir-pipeline": "the software pipeline: one buffer per tile",
    "tir-swizzle": "the XOR swizzle of the shared tiles",
    "tir-epilogue": "the shared-memory staged epilogue: one store per element",
    # sm90a: the wgmma kernel's
    "tir-mbarrier-pipeline": "the mbarrier pipeline: each K step loads its own tile and waits for its wgmmas",
    "tir-warp-specialize": "the producer warpgroup: a computing thread issues the TMA loads",
    "tir-persistent": "the persistent grid: one block per tile",
    "tir-tma-store": "the TMA-store epilogue: bounds-checked stores from registers",
}

_TOP_KEYS = ("pipeline", "without", "options", "functions")


@dataclass(frozen=True)
class ScheduleFile:
    file: str
    pipeline: str | None = None
    without: tuple[str, ...] = ()
    options: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()   # pass -> (option, value)
    functions: tuple[tuple[str, tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]], ...] = ()  # fn -> block -> knobs
    # Where each entry is in the file, for the errors found once the input and pipeline are known:
    # "without/NAME", "options/NAME", "functions/FUNCTION", "functions/FUNCTION/BLOCK" -> line.
    lines: dict[str, int] = field(default_factory=dict, compare=False, repr=False)

    def location(self, entry: str) -> SourceLocation:
        return SourceLocation(self.file, self.lines.get(entry))

    def blocks(self) -> dict[str, dict[str, dict[str, Any]]]:
        return {function: {block: dict(knobs) for block, knobs in blocks} for function, blocks in self.functions}


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def parse_schedule_file(text: str, file: str) -> ScheduleFile:
    """Read a schedule file's text; every error names ``file`` and the line."""
    data = load_yaml(text, file)
    lines: dict[str, int] = {}

    def fail(message: str, line: int | None, hint: str | None = None) -> TircError:
        return TircError(message, location=SourceLocation(file, line), hint=hint)

    if data is None:
        return ScheduleFile(file)
    if not isinstance(data, LocatedDict):
        raise fail("a schedule file is a mapping with keys " + ", ".join(_TOP_KEYS), getattr(data, "line", 1))
    for key in data:
        if key not in _TOP_KEYS:
            raise fail(f"unknown key {describe_value(key)}", data.key_lines[key],
                       hint=did_you_mean(str(key), _TOP_KEYS) or f"keys: {', '.join(_TOP_KEYS)}")
    pipeline = data.get("pipeline")
    if "pipeline" in data:
        lines["pipeline"] = data.key_lines["pipeline"]
    if pipeline is not None and (not isinstance(pipeline, str) or not pipeline):
        raise fail(f"pipeline must be a pipeline name or file, not {describe_value(pipeline)}",
                   data.key_lines["pipeline"])
    without: list[str] = []
    if "without" in data:
        items = data["without"]
        if not isinstance(items, LocatedList):
            raise fail("without must be a list of pass names", data.key_lines["without"],
                       hint="e.g. without: [tir-swizzle]")
        for index, name in enumerate(items):
            if not isinstance(name, str) or name not in OPTIONAL_PASSES:
                raise fail(f"{describe_value(name)} is not a pass a schedule may leave out", items.key_lines[index],
                           hint=did_you_mean(str(name), OPTIONAL_PASSES)
                           or f"optional passes: {', '.join(OPTIONAL_PASSES)}")
            if name in without:
                raise fail(f"{name} is left out twice", items.key_lines[index])
            without.append(name)
            lines[f"without/{name}"] = items.key_lines[index]
    options: list[tuple[str, tuple[tuple[str, str], ...]]] = []
    if "options" in data:
        table = data["options"]
        if not isinstance(table, LocatedDict):
            raise fail("options must map pass names to their options", data.key_lines["options"],
                       hint="e.g. options: {tir-reduce: {warp-row-limit: 1024}}")
        for name, values in table.items():
            if not isinstance(name, str):
                raise fail(f"{describe_value(name)} is not a pass name", table.key_lines[name])
            if not isinstance(values, LocatedDict) or not all(isinstance(k, str) for k in values) or not all(
                    isinstance(v, (str, int, float)) for v in values.values()):
                raise fail(f"options of {name} must map option names to values", table.key_lines[name],
                           hint=f"e.g. {name}: {{threads-per-block: 128}}")
            if name in without:
                raise fail(f"options for {name}, which the schedule leaves out", table.key_lines[name])
            options.append((str(name), tuple((str(k), _option_text(v)) for k, v in values.items())))
            lines[f"options/{name}"] = table.key_lines[name]
    functions: list[tuple[str, tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]]] = []
    if "functions" in data:
        table = data["functions"]
        if not isinstance(table, LocatedDict):
            raise fail("functions must map function names to their blocks' schedules", data.key_lines["functions"],
                       hint="e.g. functions: {matmul: {C: {tile: [128, 128, 32]}}}")
        for function, blocks in table.items():
            if not isinstance(function, str):
                raise fail(f"{describe_value(function)} is not a function name", table.key_lines[function])
            if not isinstance(blocks, LocatedDict):
                raise fail(f"@{function} must map block names to schedules", table.key_lines[function],
                           hint=f"e.g. {function}: {{C: {{tile: [128, 128, 32]}}}}")
            entries = []
            lines[f"functions/{function}"] = table.key_lines[function]
            for block, knobs in blocks.items():
                if not isinstance(block, str):
                    raise fail(f"{describe_value(block)} is not a block name (the name of an op's location)",
                               blocks.key_lines[block])
                lines[f"functions/{function}/{block}"] = blocks.key_lines[block]
                if not isinstance(knobs, LocatedDict):
                    raise fail(f"the schedule of {function}/{block} must be a mapping of schedule knobs",
                               blocks.key_lines[block], hint="e.g. {tile: [128, 128, 32], warps: [2, 2]}")
                for key, value in knobs.items():
                    if key not in SCHEDULE_KEYS:
                        raise fail(f"unknown schedule key {describe_value(key)}", knobs.key_lines[key],
                                   hint=did_you_mean(str(key), SCHEDULE_KEYS) or f"keys: {', '.join(SCHEDULE_KEYS)}")
                    problem = knob_problem(key, value)
                    if problem is not None:
                        raise fail(problem[0], knobs.key_lines[key], hint=problem[1])
                entries.append((str(block), tuple((str(k), tuple(v) if isinstance(v, list) else v)
                                                  for k, v in knobs.items())))
            functions.append((str(function), tuple(entries)))
    return ScheduleFile(file, pipeline, tuple(without), tuple(options), tuple(functions), lines)


def read_schedule_file(path: str) -> ScheduleFile:
    if not is_regular_file(path):
        raise TircError(f"no such schedule file: {path}" if not path_exists(path) else f"schedule {path} is not a file")
    return parse_schedule_file(read_yaml_file(path), path)


def format_schedule_file(schedule: ScheduleFile, header: str = "") -> str:
    """The file's YAML text (what ``parse_schedule_file`` reads back as ``schedule``)."""
    data: dict[str, Any] = {}
    if schedule.pipeline is not None:
        data["pipeline"] = schedule.pipeline
    if schedule.without:
        data["without"] = list(schedule.without)
    if schedule.options:
        data["options"] = {name: {key: _yaml_scalar(value) for key, value in values}
                           for name, values in schedule.options}
    if schedule.functions:
        data["functions"] = {function: {block: {key: list(v) if isinstance(v, tuple) else v for key, v in knobs}
                                        for block, knobs in blocks} for function, blocks in schedule.functions}
    # An empty schedule is "{}": a file of comments alone is an empty document, which YAML files refuse.
    body = yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=100) if data else "{}\n"
    return "".join(f"# {line}\n" if line else "#\n" for line in header.splitlines()) + body


def _yaml_scalar(text: str) -> Any:
    """A pass option's text as the YAML value that reads back as the same text."""
    if text in ("true", "false"):
        return text == "true"
    try:
        number = int(text)
    except ValueError:
        return text
    return number if str(number) == text else text   # "007", "1_000", " 8" stay text


def attach_block_schedules(module: ir.Module, schedule: ScheduleFile) -> None:
    """Put the file's block schedules on ``module`` as ``tir.block_schedules``, for tir-schedule.

    A function the module lacks, or a block that names no linalg op of its function, is an error
    at the file's line; whether the named op is a contraction is tir-schedule's to say, once the
    contractions are known."""
    if not schedule.functions:
        return
    functions = {ir.StringAttr(op.attributes["sym_name"]).value: op.operation for op in module.body.operations
                 if op.operation.name == "func.func"}
    for function, blocks in schedule.functions:
        if function not in functions:
            raise TircError(f"the schedule names @{function}, which the input does not define",
                            location=schedule.location(f"functions/{function}"),
                            hint=did_you_mean(function, functions) or
                            f"its functions: {', '.join('@' + f for f in sorted(functions)) or 'none'}")
        named = _named_linalg_ops(functions[function])
        for block, _ in blocks:
            if block not in named:
                raise TircError(f"@{function} has no linalg op named {block}",
                                location=schedule.location(f"functions/{function}/{block}"),
                                hint=f"its linalg ops named by their location (loc(\"NAME\"(...))): "
                                     f"{', '.join(sorted(named)) or 'none'}")
    module.operation.attributes[BLOCK_SCHEDULES_ATTR] = ir.DictAttr.get({
        function: ir.DictAttr.get({block: ir.DictAttr.get({key: knob_attr(value) for key, value in knobs})
                                   for block, knobs in blocks})
        for function, blocks in schedule.functions})


def _named_linalg_ops(func: ir.Operation) -> set[str]:
    """The block names of ``func``'s linalg ops (the ops a block schedule can name)."""
    names: set[str] = set()

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name.startswith("linalg.") and (name := block_name(op.location)) is not None:
            names.add(name)
        return ir.WalkResult.ADVANCE

    func.walk(visit)
    return names


def block_schedules(module: ir.Module) -> dict[str, dict[str, ir.Attribute]]:
    """``tir.block_schedules`` of ``module``: function -> block -> schedule dictionary."""
    if BLOCK_SCHEDULES_ATTR not in module.operation.attributes:
        return {}
    table = ir.DictAttr(module.operation.attributes[BLOCK_SCHEDULES_ATTR])
    result: dict[str, dict[str, ir.Attribute]] = {}
    for index in range(len(table)):
        entry = table[index]
        blocks = ir.DictAttr(entry.attr)
        result[entry.name] = {blocks[i].name: blocks[i].attr for i in range(len(blocks))}
    return result


def block_name(location: ir.Location) -> str | None:
    """The block an op comes from: the first name in its location (through fused and call-site
    locations: passes that merged or rewrote ops keep the user's ones)."""
    if location.is_a_name():
        return location.name_str
    if location.is_a_callsite():
        return block_name(location.callee)
    if location.is_a_fused():
        for inner in location.locations:
            if (found := block_name(inner)) is not None:
                return found
    return None
