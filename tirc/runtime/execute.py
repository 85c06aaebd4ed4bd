"""Compile, run every function of an input in the PTX emulator, and check it against the reference.

``tirc run --emulate`` and the Python API ``tirc.runtime.emulate`` both use :func:`emulate`.
An op spec run at other sizes (``--shape``) runs the kernels ``tirc compile`` ships: see
:func:`compile_shipped`.
"""

from __future__ import annotations

import numbers
import time
from dataclasses import dataclass, fields, replace
from collections.abc import Mapping
from typing import Any

import numpy as np
from mlir import ir

from tirc.diagnostics import REMARKS, Remark, TircError, did_you_mean
from tirc.driver import IR_STAGES, CompileOptions, CompileResult, compile_input, default_pipeline
from tirc.emit.ptx import combine_ptx, kernel_bodies
from tirc.emit.report import SIMT_SCHEDULE, kernel_schedules
from tirc.frontend import is_opspec
from tirc.frontend.opspec import opspec_to_mlir
from tirc.isolation import run_isolated
from tirc.pipeline.spec import load_pipeline
from tirc.plan import launches, steps_of
from tirc.dtypes import (ValueRange, float_format, from_storage, integer_limits, is_float, lossy_value,
                                 random_values, storage_dtype, to_storage)
from tirc.runtime.checks import FunctionRun, compare
from tirc.runtime.emulator import LaunchStats, PtxModule
from tirc.runtime.plan_emulator import PlanEmulator
from tirc.runtime.index_ranges import gather_index_ranges
from tirc.runtime.plan import DEFAULT_DYNAMIC_SIZE, buffer_shape, execute, resolve_symbols, weight_arrays
from tirc.runtime.traffic import ideal_traffic
from tirc.schedule.attention import ATTENTION_OP, AttentionSchedule
from tirc.schedule.model import SCHEDULE_ATTR, Schedule
from tirc.schedule.quant import QUANT_OP
from tirc.yamlload import read_yaml_file



# ---------------------------------------------------------------------------------------------
# Op specs at other sizes: the schedules of the shipped (full-size) kernels, pinned


def _schedule_stage(options: CompileOptions) -> str | None:
    """The IR stage after which contractions carry their ``tir.schedule`` (None: no stage schedules)."""
    pipeline = load_pipeline(options.pipeline or default_pipeline("linalg", options.target))
    stages = [stage for stage, spec in pipeline.passes() if spec.name == "tir-schedule"]
    return stages[-1] if stages and stages[-1] in IR_STAGES else None


def shipped_schedules(path: str, options: CompileOptions) -> dict[str, Schedule | AttentionSchedule]:
    """Function -> the Tensor Core schedule ``tirc compile`` gives its contraction at the spec's sizes."""
    stage = _schedule_stage(options)
    if stage is None:
        return {}
    result = compile_input(path, replace(options, emit=stage, manifest=False, report=False, sizes={},
                                         schedules={}, remarks="off"))
    found: dict[str, list[Schedule | AttentionSchedule]] = {}
    for op in result.input.module.body.operations:
        func = op.operation
        if func.name != "func.func":
            continue
        name = ir.StringAttr(func.attributes["sym_name"]).value

        def visit(inner: ir.Operation, name: str = name) -> ir.WalkResult:
            # A W4A16 op's schedule is not pinned: op specs have no knobs for it, and its load
            # width depends on K (tirc/schedule/quant.py), so --shape sizes choose their own.
            if SCHEDULE_ATTR in inner.attributes and inner.name != QUANT_OP:
                # An op spec's attention: its op's schedule, pinned as the spec's attention knobs.
                read = AttentionSchedule.from_attr if inner.name == ATTENTION_OP else Schedule.from_attr
                found.setdefault(name, []).append(read(inner.attributes[SCHEDULE_ATTR]))
            return ir.WalkResult.ADVANCE

        func.walk(visit)
    return {name: schedules[0] for name, schedules in found.items()}


def _knobs(schedule: Schedule | AttentionSchedule) -> tuple[tuple[str, Any], ...]:
    """Every field of a schedule as op-spec schedule knobs, so no heuristic is left to choose."""
    if isinstance(schedule, AttentionSchedule):
        return tuple((f.name, getattr(schedule, f.name)) for f in fields(AttentionSchedule))
    return (("tile", (schedule.tile_m, schedule.tile_n, schedule.tile_k)),
            ("warps", (schedule.warps_m, schedule.warps_n)), ("mma", schedule.mma), ("stages", schedule.stages),
            ("swizzle", schedule.swizzle), ("vector_bytes", schedule.vector_bytes),
            ("raster_group", schedule.raster_group), ("split_k", schedule.split_k))


def _sizes_text(sizes: dict[str, int]) -> str:
    return ",".join(f"{key}={value}" for key, value in sizes.items())


def compile_shipped(path: str, options: CompileOptions, sizes: dict[str, int]) -> tuple[CompileResult, bool]:
    """Compile the op spec ``path`` at ``sizes`` into the kernels ``tirc compile`` ships.

    The spec is first compiled at its own sizes up to the stage that schedules contractions; each
    contraction's schedule (the heuristics' choice, or the spec's) is then pinned, every field of
    it, into the compile at ``sizes``, so only the size constants differ. Sizes that schedule
    cannot run (e.g. rows too narrow for its copies) are refused. Returns (result, pinned).
    """
    if not sizes:
        return compile_input(path, options), False
    opspec_to_mlir(read_yaml_file(path), path, sizes)   # the sizes' own errors first (unknown names, 0)
    pinned = shipped_schedules(path, options)
    knobs = {name: _knobs(schedule) for name, schedule in pinned.items()}
    try:
        result = compile_input(path, replace(options, sizes=sizes, schedules=knobs))
    except TircError as error:
        if not pinned:
            raise
        error.message = (f"--shape {_sizes_text(sizes)}: the kernel tirc compiles for the spec's own sizes cannot "
                         f"run at these sizes: {error.message}")
        error.hint = "choose sizes the shipped schedule supports (the spec's sizes scaled down), or run without --shape"
        raise
    schedules = kernel_schedules(result)
    for function in (result.manifest or {}).get("functions", []):
        # (An attention kernel is one kernel whatever the sizes: nothing falls off Tensor Cores.)
        if function["name"] not in pinned or isinstance(pinned[function["name"]], AttentionSchedule):
            continue
        launched = {launch.kernel for launch in launches(steps_of(function))}
        expected = pinned[function["name"]].describe()
        if expected not in {schedules.get(kernel) for kernel in launched}:
            raise TircError(f"--shape {_sizes_text(sizes)}: @{function['name']} ships as a Tensor Core kernel "
                            f"({expected}) but at these sizes its contraction does not take Tensor Cores",
                            hint="choose larger sizes (see the remark on why), or run without --shape")
    return result, bool(pinned)


# ---------------------------------------------------------------------------------------------
# Emulation


@dataclass
class CompiledForRun:
    """What :func:`emulate` needs of a compile, without MLIR objects, so a forked child can send it."""

    ptx: str                        # every kernel, one module
    manifest: dict[str, Any]
    schedules: dict[str, str]       # kernel -> its Tensor Core schedule (as the report prints it)
    input_kind: str                 # "linalg" (a reference exists) or "gpu"
    input_source: str               # the input's MLIR text, for the reference
    pinned: bool                    # op spec run at --shape with the full-size schedules
    remarks: list[Remark]
    weights: bytes = b""            # the manifest's weights file


def _compile_for_run(path: str, options: CompileOptions, shapes: dict[str, int]) -> CompiledForRun:
    # An op spec's static sizes are compiled in (--shape M=256 runs a 4096^3 spec small, with the
    # schedules of the 4096^3 kernels); its dynamic ones, like every dynamic size of .mlir input,
    # are values at run time.
    if is_opspec(path):
        compiled, pinned = compile_shipped(path, options, shapes)
    else:
        compiled, pinned = compile_input(path, options), False
    return compiled_for_run(compiled, pinned)


def compiled_for_run(compiled: CompileResult, pinned: bool = False) -> CompiledForRun:
    """What :func:`emulate_compiled` needs of a compile with its manifest."""
    assert compiled.manifest is not None
    return CompiledForRun(combine_ptx(compiled.ptx), compiled.manifest, kernel_schedules(compiled),
                          compiled.input.kind, compiled.input.source, pinned, list(REMARKS.collected),
                          compiled.weights)


def _index_ranges(by_function: Mapping[str, Mapping[int, ValueRange]], plan: dict[str, Any]) -> dict[str, ValueRange]:
    """Input name -> its valid range, for the integer inputs only used as indices into a table
    (``by_function``: what ``gather_index_ranges`` found in the input)."""
    by_position = by_function.get(plan["name"], {})
    ranges: dict[str, ValueRange] = {}
    for buffer in plan["buffers"]:
        if buffer["kind"] == "input" and buffer.get("arg") in by_position:
            low, high = by_position[buffer["arg"]]
            ranges[buffer["name"]] = (low, high if is_float(buffer["dtype"])
                                      else min(high, integer_limits(buffer["dtype"])[1]))
    return ranges


def _check_input_ranges(ranges: dict[str, ValueRange], functions: list[dict[str, Any]]) -> None:
    """Every range names a buffer input of a function run, with bounds its element type holds."""
    drawn = list(dict.fromkeys(argument["name"] for plan in functions for argument in plan["inputs"]
                               if argument["kind"] == "buffer"))
    for name, (low, high) in ranges.items():
        if name not in drawn:
            listed = f"inputs with random values: {', '.join(drawn)}" if drawn else None
            raise TircError(f"--input-range: no input '{name}' with random values",
                            hint="; ".join(filter(None, (did_you_mean(name, drawn), listed))) or None)
        if not (isinstance(low, numbers.Real) and isinstance(high, numbers.Real) and low <= high):
            raise TircError(f"--input-range {name}={low}:{high}: expected numbers LO <= HI")
        for plan in functions:
            dtype = next((a["dtype"] for a in plan["inputs"] if a["name"] == name and a["kind"] == "buffer"), None)
            if dtype is None:
                continue
            if is_float(dtype):
                # Values past the largest finite number would be infinities, not draws from the range
                # (and bounds past float64's would overflow the generator); NaN bounds compare false.
                largest = float_format(dtype).max_finite
                if not (-largest <= low <= largest and -largest <= high <= largest):
                    raise TircError(f"--input-range {name}={low}:{high}: @{plan['name']}'s {name} is {dtype}, "
                                    f"whose finite values lie in {-largest:.8g}..{largest:.8g}",
                                    hint=f"choose bounds within {dtype}'s finite range")
                continue
            smallest, largest = integer_limits(dtype)
            if not (isinstance(low, int) and isinstance(high, int) and smallest <= low and high <= largest):
                raise TircError(f"--input-range {name}={low}:{high}: @{plan['name']}'s {name} is {dtype}, "
                                f"which takes integer bounds from {smallest} to {largest}")


def _sizes_of(plan: dict[str, Any], inputs: list[np.ndarray]) -> dict[str, int]:
    """The plan's dynamic sizes, read off the shapes of its given inputs."""
    if len(inputs) != len(plan["inputs"]):
        raise TircError(f"@{plan['name']} takes {len(plan['inputs'])} inputs, got {len(inputs)}")
    positions = {spec["name"]: index for index, spec in enumerate(plan["inputs"])}
    sizes: dict[str, int] = {}
    for symbol, source in plan["symbols"].items():
        value = inputs[positions[source["input"]]]
        sizes[symbol] = int(np.shape(value)[source["dim"]]) if "dim" in source else int(value)
    return sizes


def _given_inputs(plan: dict[str, Any], inputs: list[np.ndarray], buffers: dict[str, Any],
                  symbols: dict[str, int]) -> dict[str, np.ndarray]:
    """The given inputs by name, as the values of their element types (what random inputs are),
    each checked against the shape its input takes."""
    values: dict[str, np.ndarray] = {}
    for index, (argument, value) in enumerate(zip(plan["inputs"], inputs)):
        array = np.asarray(value)
        if argument["kind"] == "buffer":
            shape = buffer_shape(buffers[argument["name"]], symbols)
            if array.shape != shape:
                raise TircError(f"@{plan['name']}: input {index} has shape {array.shape}, but the kernels take {shape}")
            if (why := lossy_value(array, argument["dtype"])) is not None:
                raise TircError(f"@{plan['name']}: input {index} ({argument['name']}) holds {why}; the kernels take "
                                f"{argument['dtype']}", hint=f"pass values that {argument['dtype']} holds exactly "
                                "(converting would change them silently)")
            array = from_storage(to_storage(array, argument["dtype"]), argument["dtype"])
        values[argument["name"]] = array
    return values


def emulate(path: str, *, shapes: dict[str, int] | None = None, seed: int = 0, target: str | None = None,
            pipeline: str | None = None, function: str | None = None, check: bool = True,
            default_size: int | None = DEFAULT_DYNAMIC_SIZE, remarks: str = "on", racecheck: bool = True,
            initcheck: bool = True, warp_order: str = "lockstep", max_steps: int | None = None,
            memory_budget: int | None = None, isolated: bool = False, allow_tf32: bool = False,
            input_ranges: dict[str, ValueRange] | None = None, weights: str = "weights",
            schedule: str | None = None, inputs: list[np.ndarray] | None = None, tuning_db: str | None = None,
            tuned: dict[str, tuple[dict[str, Any], str]] | None = None,
            trace_shared: bool = False) -> list[FunctionRun]:
    """Compile ``path``, run each function's launch plan in the emulator, compare with the reference.

    ``schedule``: a schedule file (--schedule). ``inputs``: the values of the function's inputs, in
    order (one function: name it with ``function`` if the input has several); their shapes give
    the dynamic sizes. Without them, inputs are random.

    ``input_ranges``: input name -> (LO, HI) of its random values (default: see ``random_values``).

    ``racecheck``, ``initcheck``, ``warp_order`` (seeded by ``seed``, like the inputs), ``max_steps``
    and ``memory_budget`` are the emulator's checks (see :class:`tirc.runtime.emulator.Emulator`);
    ``trace_shared`` records each PTX line's shared accesses in the launches' stats (``shared_trace``).
    ``isolated``: compile in a forked child, so that an abort inside MLIR is an error, not the end of
    this process (the CLI's way). ``allow_tf32``: f32 contractions may use tf32 Tensor Cores (--allow-tf32).
    ``weights``: "inputs" makes tensor constants inputs with random values (--weights=inputs), in the
    reference too; "weights" uses the values compiled in. ``tuning_db``, ``tuned``: tuned schedules
    (CompileOptions'); an op spec run at other sizes pins the full-size compile's, tuned ones too."""
    shapes = dict(shapes or {})
    options = CompileOptions(pipeline=pipeline, target=target, emit="ptx", manifest=True, remarks=remarks,
                             allow_tf32=allow_tf32, weights=weights, schedule=schedule, tuning_db=tuning_db,
                             tuned=tuned or {})
    compiled = run_isolated(_compile_for_run, path, options, shapes) if isolated else \
        _compile_for_run(path, options, shapes)
    REMARKS.collected = compiled.remarks
    return emulate_compiled(compiled, path, shapes=shapes, seed=seed, function=function, check=check,
                            default_size=default_size, racecheck=racecheck, initcheck=initcheck,
                            warp_order=warp_order, max_steps=max_steps, memory_budget=memory_budget,
                            input_ranges=input_ranges, weights=weights, inputs=inputs, trace_shared=trace_shared)


def emulate_compiled(compiled: CompiledForRun, path: str, *, shapes: dict[str, int] | None = None, seed: int = 0,
                     function: str | None = None, check: bool = True,
                     default_size: int | None = DEFAULT_DYNAMIC_SIZE, racecheck: bool = True, initcheck: bool = True,
                     warp_order: str = "lockstep", max_steps: int | None = None, memory_budget: int | None = None,
                     input_ranges: dict[str, ValueRange] | None = None, weights: str = "weights",
                     inputs: list[np.ndarray] | None = None, trace_shared: bool = False) -> list[FunctionRun]:
    """:func:`emulate` of what is compiled already (``path``: the input it came from)."""
    from tirc.runtime.emulator.executor import DEFAULT_MAX_STEPS
    from tirc.reference import evaluate

    shapes = dict(shapes or {})
    spec = is_opspec(path)
    functions = compiled.manifest["functions"]
    if function is not None:
        functions = [f for f in functions if f["name"] == function]
        if not functions:
            raise TircError(f"no function @{function} in {path}")
    if not functions:
        raise TircError(f"{path} has no host function to run",
                        hint="hand-written gpu.module kernels run with: tirc run FILE.ptx --kernel ...")
    if inputs is not None and len(functions) != 1:
        raise TircError(f"{path}: inputs for one function, but it has {len(functions)}", hint="name one with function=")
    ranges = dict(input_ranges or {})
    _check_input_ranges(ranges, functions)
    index_ranges = gather_index_ranges(compiled.input_source) if compiled.input_kind == "linalg" else {}
    check = check and compiled.input_kind == "linalg"
    ptx = compiled.ptx
    module = PtxModule.parse(ptx)
    tf32_kernels = {name for name, body in kernel_bodies(ptx).items() if ".tf32" in body}
    schedules = compiled.schedules
    weight_data = weight_arrays(compiled.manifest, compiled.weights)
    runs = []
    rng = np.random.default_rng(seed)
    for plan in functions:
        runtime_shapes = {k: v for k, v in shapes.items() if k in plan["symbols"]} if spec else shapes
        if inputs is not None:
            runtime_shapes = {**runtime_shapes, **_sizes_of(plan, inputs)}
        symbols = resolve_symbols(plan, runtime_shapes, default_size)
        device = PlanEmulator(module, racecheck=racecheck, initcheck=initcheck, warp_order=warp_order, seed=seed,
                          max_steps=DEFAULT_MAX_STEPS if max_steps is None else max_steps, memory_budget=memory_budget,
                              trace_shared=trace_shared)
        buffers = {b["name"]: b for b in plan["buffers"]}
        device.check_room(sum(int(np.prod(buffer_shape(buffer, symbols), dtype=object)) *
                              storage_dtype(buffer["dtype"]).itemsize for buffer in buffers.values()),
                          f"@{plan['name']} at {', '.join(f'{k}={v}' for k, v in symbols.items()) or 'its sizes'}")
        drawn_from = {**_index_ranges(index_ranges, plan), **ranges}
        values = {} if inputs is None else _given_inputs(plan, inputs, buffers, symbols)
        for argument in plan["inputs"] if inputs is None else ():
            if argument["kind"] == "buffer":
                shape = buffer_shape(buffers[argument["name"]], symbols)
                values[argument["name"]] = random_values(shape, argument["dtype"], rng,
                                                         drawn_from.get(argument["name"]))
            else:
                values[argument["name"]] = np.asarray(symbols.get(argument["name"], 1.5))
        result = execute(plan, device, values, symbols, weight_data)
        launched = [launch.kernel for launch in launches(steps_of(plan))]
        run = FunctionRun(plan["name"], symbols, values, result.outputs, result.arguments,
                          launches=result.launch_stats, pinned=compiled.pinned,
                          static_sizes={k: v for k, v in shapes.items() if k not in symbols} if spec else {},
                          schedules={kernel: schedules.get(kernel, SIMT_SCHEDULE) for kernel in launched},
                          ideal=ideal_traffic(plan, symbols))
        for _, stats in result.launch_stats:
            # A sum of its own, so each launch's stats stay that launch's.
            run.stats = (LaunchStats() if run.stats is None else run.stats).merge(stats)
        if check:
            ordered = [values[argument["name"]] for argument in plan["inputs"]]
            started = time.perf_counter()
            reference = evaluate(compiled.input_source, plan["name"], ordered, tf32=bool(set(launched) & tf32_kernels),
                                 weights_as_inputs=weights == "inputs", source_file=path)
            run.reference_seconds = time.perf_counter() - started
            for output, value, bound in zip(plan["outputs"], reference.results, reference.result_bounds):
                run.checks.append(compare(output["name"], output["dtype"], result.outputs[output["name"]], value,
                                          bound, result.unwritten.get(output["name"])))
            for argument, value, bound in zip(plan["inputs"], reference.arguments, reference.argument_bounds):
                written = argument["kind"] == "buffer" and not np.array_equal(value, values[argument["name"]])
                if written:  # linalg on memrefs: the function's effect is on its arguments
                    run.checks.append(compare(argument["name"], argument["dtype"], result.arguments[argument["name"]],
                                              value, bound))
        runs.append(run)
    return runs
