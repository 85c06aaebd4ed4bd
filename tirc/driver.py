"""The compile driver: input -> pipeline stages -> PTX / cubin / manifest.

The CLI is thin glue over :func:`compile_input`; tests and the runtime call it directly too.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from mlir import ir

import tirc
from tirc.cache import (CACHED_KINDS, Cache, Entry, Request, input_identity, libdevice_digest, replay_remarks,
                        request_key, result_key)
from tirc.diagnostics import REMARKS, Remark, TircError, did_you_mean
from tirc.emit.cubin import LinkResult, link_ptx, parse_verbose_log
from tirc.emit.c import CubinVariant, emit_c
from tirc.emit.manifest import MANIFEST_VERSION, FunctionPlan, plan_module
from tirc.emit.report import format_report
from tirc.emit.ptx import PtxModule, combine_ptx, empty_ptx_module, extract_ptx, kernel_params
from tirc.emit.weights import WeightTable, pack_weights
from tirc.files import is_regular_file, is_stream, manifest_path, naming_weights_file, write_atomically  # noqa: F401 (callers import them from here)
from tirc.frontend import is_opspec
from tirc.frontend.mlir import InputModule, read_mlir
from tirc.frontend.opspec import read_opspec
from tirc.frontend.names import check_symbol_names
from tirc.isolation import announce, run_isolated
from tirc.options import CompileOptions, key_values
from tirc.mlir_support import check_type_sizes, module_text, new_context, printing_locations
from tirc.plan import launches
from tirc.pipeline.runner import DumpOptions, PassTiming, PipelineRunner, build_units
from tirc.result import CompileResult
from tirc.pipeline.spec import (DRIVER_STAGES, STAGES, PassSpec, PipelineSpec, StageSpec, load_pipeline,
                                parse_pass_text, resolve_placeholders, shipped_pipelines)
from tirc.schedule.file import (BLOCK_SCHEDULES_ATTR, ScheduleFile, attach_block_schedules,
                                read_schedule_file)
from tirc.schedule.workload import attach_tuned_schedules
from tirc.target import DEFAULT_TARGET, Target, get_target
from tirc.versions import LLVM_PACKAGE, MLIR_PACKAGE, llvm_release, package_version

IR_STAGES = STAGES[:-1]  # linalg tensorir gpu nvvm: printed as MLIR
EMIT_KINDS = DRIVER_STAGES + ("mlir",)
SUFFIX_KINDS = {".ptx": "ptx", ".cubin": "cubin", ".mlir": "mlir"}
DEFAULT_PIPELINES = {"gpu": "gpu", "linalg": "sm80"}
# Targets whose linalg input gets another shipped pipeline by default (Hopper: wgmma kernels).
TARGET_PIPELINES = {"sm_90a": "sm90a"}


def default_pipeline(kind: str, target: str | None) -> str:
    """The shipped pipeline for input of ``kind`` compiled for ``target`` (None: the default)."""
    if kind == "linalg" and target in TARGET_PIPELINES:
        return TARGET_PIPELINES[target]
    return DEFAULT_PIPELINES[kind]


def libdevice_path() -> str:
    """libdevice.10.bc from the pip-installed nvidia-nvvm package (never a system CUDA)."""
    try:
        from cuda import pathfinder
        return str(pathfinder.find_bitcode_lib("device"))
    except Exception as error:  # BitcodeLibNotFoundError or a missing package
        raise TircError(f"libdevice not found ({error})",
                        hint="pip install nvidia-nvvm cuda-pathfinder (or run 'make setup')") from None


def output_kind(options: CompileOptions) -> str:
    if options.emit is not None:
        if options.emit not in EMIT_KINDS:
            raise TircError(f"unknown --emit kind '{options.emit}'", hint=f"choose from {', '.join(EMIT_KINDS)}")
        return options.emit
    if options.output in (None, "-"):
        return "ptx"
    suffix = Path(options.output).suffix
    if suffix not in SUFFIX_KINDS and is_stream(options.output):  # -o /dev/null, a named pipe
        return "ptx"
    if suffix not in SUFFIX_KINDS:
        raise TircError(f"cannot tell what to write from the output name '{options.output}'",
                        hint="use a .ptx, .cubin or .mlir suffix, or --emit=STAGE")
    return SUFFIX_KINDS[suffix]


def resolve_target(options: CompileOptions, pipeline: PipelineSpec) -> Target:
    target = get_target(options.target or pipeline.default_target or DEFAULT_TARGET)
    overrides = {k: v for k, v in pipeline.target_overrides.items() if k != "chip"}
    if overrides and not options.target:
        target = replace(target, features=overrides.get("features", target.features),
                         opt_level=int(overrides.get("opt_level", target.opt_level)))
    return target


def placeholders_for(target: Target, needs_libdevice: bool = True) -> dict[str, str]:
    values = dict(target.placeholders())
    if needs_libdevice:
        values["libdevice"] = libdevice_path()
    return values


def read_input(path: str, context: ir.Context, sizes: dict[str, int] | None = None,
               schedules: dict[str, tuple[tuple[str, Any], ...]] | None = None) -> InputModule:
    announce(f"while reading {path}")
    source = read_opspec(path, context, sizes, schedules) if is_opspec(path) else read_mlir(path, context)
    # Locations in an op spec's generated MLIR are not lines of the YAML file.
    check_type_sizes(source.source, generated_name(path) if is_opspec(path) else path)
    check_symbol_names(source.module, generated_name(path) if is_opspec(path) else path)
    return source


SCHEDULE_PASS = "tir-schedule"   # the pass that decides which contractions go to Tensor Cores


def allowing_tf32(pipeline: PipelineSpec) -> PipelineSpec:
    """``pipeline`` with ``allow-tf32=true`` set on its tir-schedule pass (--allow-tf32)."""
    if not any(spec.name == SCHEDULE_PASS for _, spec in pipeline.passes()):
        raise TircError(f"--allow-tf32: pipeline '{pipeline.name}' has no {SCHEDULE_PASS} pass, so no contraction "
                        "in it goes to Tensor Cores",
                        hint="leave --allow-tf32 out, or use a pipeline with tir-schedule (sm80)")
    stages = tuple(replace(stage, passes=tuple(_with_option(spec, "allow-tf32", "true") if spec.name == SCHEDULE_PASS
                                               else spec for spec in stage.passes))
                   for stage in pipeline.stages)
    return replace(pipeline, stages=stages)


WEIGHTS_PASS = "tir-weights-as-inputs"
WEIGHTS_STAGE = "linalg"


def weights_as_inputs(pipeline: PipelineSpec) -> PipelineSpec:
    """``pipeline`` with tir-weights-as-inputs first in its linalg stage (--weights=inputs)."""
    if WEIGHTS_STAGE not in pipeline.stage_names():
        raise TircError(f"--weights=inputs: pipeline '{pipeline.name}' has no {WEIGHTS_STAGE} stage, where tensor "
                        "constants become inputs", hint="leave --weights out, or compile linalg input (sm80, simt)")
    if any(spec.name == WEIGHTS_PASS for _, spec in pipeline.passes()):
        return pipeline
    stages = tuple(replace(stage, passes=(PassSpec(WEIGHTS_PASS),) + stage.passes) if stage.name == WEIGHTS_STAGE
                   else stage for stage in pipeline.stages)
    return replace(pipeline, stages=stages)


def _pipeline_name(options: CompileOptions, schedule: ScheduleFile | None) -> str | None:
    """--pipeline, or the schedule file's pipeline: a shipped one by name, or a pipeline file named
    relative to the schedule file (which then works from any folder, like its input)."""
    if schedule is None or schedule.pipeline is None:
        return options.pipeline
    pipeline = schedule.pipeline
    shipped = shipped_pipelines()
    if pipeline not in shipped and not Path(pipeline).is_absolute():
        pipeline = str(Path(schedule.file).parent / pipeline)

    def same_file(name: str) -> bool:
        return Path(shipped.get(name, name)).resolve() == Path(shipped.get(pipeline, pipeline)).resolve()

    if options.pipeline is not None and options.pipeline != schedule.pipeline and not same_file(options.pipeline):
        raise TircError(f"--pipeline {options.pipeline}, but the schedule starts from pipeline '{schedule.pipeline}'",
                        location=schedule.location("pipeline"),
                        hint="leave --pipeline out, or change the schedule file's pipeline")
    if pipeline not in shipped and not is_regular_file(pipeline):
        raise TircError(f"no pipeline '{schedule.pipeline}': neither a shipped pipeline nor a file next to the "
                        "schedule", location=schedule.location("pipeline"),
                        hint=did_you_mean(schedule.pipeline, shipped) or f"shipped pipelines: {', '.join(shipped)}")
    return pipeline


def scheduled_pipeline(pipeline: PipelineSpec, schedule: ScheduleFile) -> PipelineSpec:
    """``pipeline`` without the passes the schedule leaves out, with its pass options set."""
    names = {spec.name for _, spec in pipeline.passes()}
    entries = [f"without/{name}" for name in schedule.without] + [f"options/{name}" for name, _ in schedule.options]
    for entry in entries:
        name = entry.partition("/")[2]
        if name not in names:
            raise TircError(f"pipeline '{pipeline.name}' has no pass {name}", location=schedule.location(entry),
                            hint=did_you_mean(name, names) or f"see 'tirc pipelines show {pipeline.name}'")
    options = dict(schedule.options)
    stages = []
    for stage in pipeline.stages:
        kept = []
        for spec in stage.passes:
            if spec.name in schedule.without:
                continue
            if spec.name in options:
                # The pass's option errors (checked when the pass is built) name the schedule file's line.
                spec = replace(spec, file=schedule.file, line=schedule.lines.get(f"options/{spec.name}"))
            for key, value in options.get(spec.name, ()):
                spec = _with_option(spec, key, value)
            kept.append(spec)
        stages.append(replace(stage, passes=tuple(kept)))
    return replace(pipeline, stages=tuple(stages))


def _with_option(spec: PassSpec, key: str, value: str) -> PassSpec:
    """``spec`` with option ``key`` set to ``value`` (replacing the pipeline file's value, if any)."""
    if spec.raw_options is not None:  # NAME{a=1 b}: options separated by spaces, as the tirc pass runner reads them
        kept = [item for item in spec.raw_options.split() if item.partition("=")[0] != key]
        return replace(spec, raw_options=" ".join(kept + [f"{key}={value}"]))
    return replace(spec, options=tuple(item for item in spec.options if item[0] != key) + ((key, value),))


def generated_name(path: str) -> str:
    """How messages name the MLIR an op spec generates."""
    return f"{path} (generated MLIR)"


def compile_pipeline(kind: str, options: CompileOptions,
                     schedule: ScheduleFile | None = None) -> tuple[PipelineSpec, Target]:
    """The pipeline and target a compile of input of ``kind`` (InputModule.kind) with ``options``
    runs: --pipeline or the default, the schedule file's changes, --allow-tf32 and --weights
    applied (what :func:`pipeline_hash` hashes). ``schedule``: the schedule file, when read already."""
    if schedule is None and options.schedule:
        schedule = read_schedule_file(options.schedule)
    pipeline = load_pipeline(_pipeline_name(options, schedule) or default_pipeline(kind, options.target))
    if schedule is not None:
        pipeline = scheduled_pipeline(pipeline, schedule)
    if options.allow_tf32:
        pipeline = allowing_tf32(pipeline)
    if options.weights == "inputs":
        pipeline = weights_as_inputs(pipeline)
    elif options.weights != "weights":
        raise TircError(f"unknown --weights mode '{options.weights}'", hint="choose from weights, inputs")
    return pipeline, resolve_target(options, pipeline)


def compile_input(path: str, options: CompileOptions, cache: Cache | None = None) -> CompileResult:
    """``cache``: None for none. A hit skips the passes, so its result's ``input.module`` is the module
    as parsed, not as transformed, and it has no timings: only the CLI, which needs neither, uses one."""
    kind = output_kind(options)
    cache = cache if kind in CACHED_KINDS and not options.dumping() else None
    request = Request(path, options)
    # Before the input is read: see Cache.remember. (None with pinned schedules: see request_key.)
    request_id = request_key(request) if cache else None
    REMARKS.configure(options.remarks, input_file=path)
    context = new_context()
    source = read_input(path, context, options.sizes, options.schedules)
    schedule = read_schedule_file(options.schedule) if options.schedule else None
    pipeline, target = compile_pipeline(source.kind, options, schedule)
    if schedule is not None:
        with context:
            attach_block_schedules(source.module, schedule)
    placeholders = placeholders_for(target)
    units = build_units(pipeline, target, placeholders, context)
    tuned = tuned_for(options, pipeline, target)
    if tuned:
        with context:   # before the cache key, which covers them through the module
            attach_tuned_schedules(source.module, tuned)
    key = cache_key(source, pipeline, target, placeholders, kind, options) if cache else None
    identity = input_identity(path, source.source) if cache and key else None
    if cache and key and (entry := cache.lookup(key, identity)) is not None:
        cache.remember(request, request_id, key)
        result = result_from_entry(entry, source, pipeline, target)
        if result.manifest is not None:
            result.manifest = naming_weights_file(result.manifest, options.output)
        return result
    stop = None
    if kind in IR_STAGES:
        if kind not in pipeline.stage_names():
            raise TircError(f"pipeline '{pipeline.name}' has no stage '{kind}'",
                            hint=f"its stages: {', '.join(pipeline.stage_names())}")
        stop = kind
    runner = PipelineRunner(units, generated_name(path) if is_opspec(path) else path, dump_options(options),
                            input_path=path)
    with context, printing_locations(options.debug_info):
        runner.run(source.module, stop_after_stage=stop)
    result = CompileResult(kind, b"", source, pipeline, target, runner.timings)
    if kind in IR_STAGES or kind == "mlir":
        with printing_locations(options.debug_info):
            result.payload = module_text(source.module).encode()
        return result
    # The launch plan is made for every compile: it checks each launch against the launch limits
    # (tirc.target.check_launch), and tells a program that needs no kernel from a missing one.
    plans, weights = plan_module(source.module, source.path)
    result.ptx = extract_ptx(source.module) or [kernel_free_module(plans, target)]
    if kind == "cubin" or options.report or options.manifest:
        announce("while linking with nvJitLink")
        result.link = link_ptx([m.text for m in result.ptx], target.chip, target.opt_level)
    if kind == "cubin":
        assert result.link is not None   # linked just above
        result.payload = result.link.cubin
    else:
        result.payload = combine_ptx(result.ptx).encode()
    if options.manifest or options.report:  # the report shows each kernel's launch shape
        result.manifest, result.weights = build_manifest(result, options.output, (plans, weights))
    if options.report:
        result.report = format_report(result)
    if cache and key:
        cache.store(key, cache_entry(result, identity), request, request_id)
    return result


def pipeline_hash(pipeline: PipelineSpec, target: Target) -> str:
    """What a tuned schedule is valid for besides its workload: the resolved pass list (stage and
    pass as displayed, the target's placeholders filled; libdevice by name, its path being per
    machine) and the target chip. sha256, hex, first 16 digits."""
    values = {**target.placeholders(), "libdevice": "libdevice"}
    passes = [[stage, resolve_placeholders(spec, values).display()] for stage, spec in pipeline.passes()]
    text = json.dumps({"passes": passes, "chip": target.chip}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def source_text(record: Any) -> str:
    """How a compile names where a tuning record comes from: ``gpu, NVIDIA H200, 2026-12-02`` or
    ``model, 2026-12-02``."""
    return ", ".join(part for part in (record.source, record.device, record.date) if part)


def tuned_for(options: CompileOptions, pipeline: PipelineSpec, target: Target) -> dict[str, tuple[dict[str, Any], str]]:
    """The tuned schedules of a compile: workload text -> (knobs, source text), the tuning
    database's records for this chip, tirc version and pipeline (of a workload tuned at several
    buckets, the largest bucket's), then ``options.tuned`` on top."""
    tuned: dict[str, tuple[dict[str, Any], str]] = {}
    if options.tuning_db:
        if not is_regular_file(options.tuning_db):
            raise TircError(f"no tuning database at {options.tuning_db}",
                            hint=f"'tirc tune INPUT --target {target.chip} --db {options.tuning_db}' writes one; "
                                 "or leave --tuning-db out (and unset TIRC_TUNING_DB)")
        # sqlite only when a compile reads a database; by name, for tirc.tune (its writer) imports
        # the driver to compile candidates.
        database = importlib.import_module("tirc.tune.db").TuningDB
        with database(options.tuning_db) as db:
            records = db.matching(target.chip, tirc.__version__, pipeline_hash(pipeline, target))
        largest: dict[str, tuple[int, str]] = {}
        for record in records:
            size = bucket_size(record.bucket)
            if record.workload in largest and largest[record.workload] >= (size, record.bucket):
                continue
            largest[record.workload] = (size, record.bucket)
            tuned[record.workload] = (dict(record.schedule), source_text(record))
    tuned.update(options.tuned)
    return tuned


def bucket_size(bucket: str) -> int:
    """How large a bucket is (the product of its sizes; 0 for a static workload's "")."""
    if not bucket:
        return 0
    size = 1
    for value in json.loads(bucket).values():
        size *= int(value)
    return size


def kernel_free_module(plans: list[FunctionPlan], target: Target) -> PtxModule:
    """The PTX of a program whose pipeline produced no kernel: an empty module when no function
    launches one (each result is an input, a view or copy of one, or a constant: a valid program);
    an error when there is nothing to compile, or when the host would launch a kernel the pipeline
    did not make."""
    if not plans:
        raise TircError("the input has no function and no GPU kernel: nothing to compile",
                        hint="write a func.func (linalg input) or a gpu.module with kernels")
    for plan in plans:
        for launch in launches(plan.steps):
            raise TircError(f"the pipeline produced no PTX, but @{plan.name} launches kernel {launch.kernel}",
                            hint="use a pipeline whose ptx stage serializes the gpu.modules "
                                 "(gpu-module-to-binary format=isa), e.g. a shipped one")
    return empty_ptx_module(target.chip, target.features, [plan.name for plan in plans])


# ---------------------------------------------------------------------------------------------
# The CLI's compiles: in a forked child (tirc.isolation), so that a native crash is an error


@dataclass
class CompiledFiles:
    """What the CLI writes and prints after a compile, without MLIR objects (it crosses a pipe)."""

    kind: str
    payload: bytes
    manifest: dict[str, Any] | None
    report: str | None
    timings: list[PassTiming]
    pipeline_file: str               # the pipeline YAML, for --depfile
    remarks: list[Remark]
    weights: bytes = b""             # OUT.weights.bin, when the manifest lists weights


def compile_files(path: str, options: CompileOptions, cache: Cache | None, isolated: bool = True) -> CompiledFiles:
    """:func:`compile_input` for the CLI; ``isolated``: in a forked child."""
    files = run_isolated(_compile_files, path, options, cache) if isolated else _compile_files(path, options, cache)
    REMARKS.collected = files.remarks
    return files


def _compile_files(path: str, options: CompileOptions, cache: Cache | None) -> CompiledFiles:
    result = compile_input(path, options, cache)
    return CompiledFiles(result.kind, result.payload, result.manifest, result.report, result.timings,
                         pipeline_file(result, options), list(REMARKS.collected), result.weights)


@dataclass
class CompiledC:
    """--emit=c's outputs for the CLI: {OUT.c: ..., OUT.h: ...} and one report per chip."""

    files: dict[str, bytes]
    reports: list[str]
    pipeline_files: list[str]        # one per pipeline the chips used (sm_90a has its own)
    remarks: list[Remark]


def compile_c_files(path: str, options: CompileOptions, report: bool, isolated: bool = True) -> CompiledC:
    """:func:`compile_c` for the CLI; ``isolated``: in a forked child."""
    compiled = (run_isolated(_compile_c_files, path, options, report) if isolated
                else _compile_c_files(path, options, report))
    REMARKS.collected = compiled.remarks
    return compiled


def _compile_c_files(path: str, options: CompileOptions, report: bool) -> CompiledC:
    files, results = compile_c(path, options)
    reports = [format_report(result) for result in results] if report else []
    pipelines = list(dict.fromkeys(pipeline_file(result, replace(options, target=result.target.chip))
                                   for result in results))
    return CompiledC(files, reports, pipelines, list(REMARKS.collected))


@dataclass
class PassesResult:
    """``tirc opt``'s output: the module after the passes, and their timings."""

    text: str
    timings: list[PassTiming]


def run_passes(path: str, passes_text: str, target: str, dump_after_all: bool,
               isolated: bool = True) -> PassesResult:
    """Run the passes of ``passes_text`` on the input at ``path``; ``isolated``: in a forked child."""
    if isolated:
        return run_isolated(_run_passes, path, passes_text, target, dump_after_all)
    return _run_passes(path, passes_text, target, dump_after_all)


def _run_passes(path: str, passes_text: str, target_name: str, dump_after_all: bool) -> PassesResult:
    text = passes_text.strip()
    if text.startswith("builtin.module(") and text.endswith(")"):
        text = text[len("builtin.module("):-1]
    spec = PipelineSpec("opt", "", (StageSpec("gpu", tuple(parse_pass_text(text, "--passes", None))),), "--passes")
    context = new_context()
    source = read_input(path, context)
    target = get_target(target_name)
    units = build_units(spec, target, placeholders_for(target, "{libdevice}" in passes_text), context)
    runner = PipelineRunner(units, path, DumpOptions(after_all=dump_after_all))
    with context:
        runner.run(source.module)
    return PassesResult(module_text(source.module), runner.timings)


def dump_options(options: CompileOptions) -> DumpOptions:
    return DumpOptions(before=options.dump_before, after=options.dump_after, after_all=options.dump_after_all,
                       directory=Path(options.dump_dir) if options.dump_dir else None)


def cache_key(source: InputModule, pipeline: PipelineSpec, target: Target, placeholders: dict[str, str],
              kind: str, options: CompileOptions) -> str:
    """The parsed input, every resolved pass (libdevice by content: its path is per machine), the
    target and the options that change the outputs."""
    values = {**placeholders, "libdevice": f"sha256:{libdevice_digest()}"}
    passes = [[stage, resolve_placeholders(spec, values).display()] for stage, spec in pipeline.passes()]
    # Block schedules name ops by their locations, which the module's text leaves out: with them,
    # the key covers the locations (two inputs that differ in which op is block C differ here).
    located = BLOCK_SCHEDULES_ATTR in source.module.operation.attributes
    text = source.module.operation.get_asm(enable_debug_info=True) if located else module_text(source.module)
    return result_key({
        "input": {"name": Path(source.path).name, "module": text},  # name: in the manifest
        "pipeline": {"name": pipeline.name, "file": pipeline.file, "passes": passes},
        "target": [target.chip, target.features, target.opt_level],
        "options": {"kind": kind, **key_values(options, "result")},
    })


def cache_entry(result: CompileResult, located_input: str | None) -> Entry:
    """``located_input``: the input's identity (tirc.cache.input_identity), kept when a remark names a place in it."""
    link = result.link
    return Entry(result.kind, result.payload, result.manifest, result.report,
                 remarks=[asdict(remark) for remark in REMARKS.collected],
                 ptx=[asdict(module) for module in result.ptx],
                 link_log=link.log if link else None,
                 link_cubin=link.cubin if link and result.kind != "cubin" else None,
                 located_input=located_input if any(remark.location for remark in REMARKS.collected) else None,
                 weights=result.weights)


def result_from_entry(entry: Entry, source: InputModule, pipeline: PipelineSpec, target: Target) -> CompileResult:
    """A CompileResult from a cache entry; ``source`` is the input as parsed (no pass ran)."""
    replay_remarks(entry)
    link = None
    if entry.link_log is not None:
        cubin = entry.payload if entry.kind == "cubin" else entry.link_cubin or b""
        link = LinkResult(cubin, entry.link_log, parse_verbose_log(entry.link_log))
    return CompileResult(entry.kind, entry.payload, source, pipeline, target, [],
                         [PtxModule(**module) for module in entry.ptx], link, entry.manifest, entry.report,
                         entry.weights)


def tool_versions() -> dict[str, str]:
    versions = {
        "tirc": tirc.__version__,
        "mlir": llvm_release(package_version(MLIR_PACKAGE)),
        "llvm": llvm_release(package_version(LLVM_PACKAGE)),
        MLIR_PACKAGE: package_version(MLIR_PACKAGE) or "missing",
        LLVM_PACKAGE: package_version(LLVM_PACKAGE) or "missing",
    }
    nvjitlink = package_version("nvidia-nvjitlink")
    if nvjitlink:
        versions["nvidia-nvjitlink"] = nvjitlink
    return versions


def build_manifest(result: CompileResult, output: str | None = None,
                   planned: tuple[list[FunctionPlan], WeightTable] | None = None) -> tuple[dict[str, Any], bytes]:
    """The manifest and the bytes of its weights' side file (named after ``output``, the compile's -o);
    ``planned``: the plans and weights of ``result``'s module, when the caller made them already."""
    params: dict[str, list[str]] = {}
    for module in result.ptx:
        params.update(kernel_params(module.text))
    kernels = []
    for name, types in params.items():
        entry: dict[str, Any] = {"name": name, "params": types}
        if result.link and name in result.link.kernels:
            res = result.link.kernels[name]
            entry["resources"] = {"registers": res.registers, "spill_stores": res.spill_stores,
                                  "spill_loads": res.spill_loads, "stack_frame": res.stack_frame,
                                  "shared_memory": res.shared_memory}
        kernels.append(entry)
    plans, weights = planned or plan_module(result.input.module, result.input.path)
    listed, data = pack_weights(weights.weights)
    return naming_weights_file({
        "manifest_version": MANIFEST_VERSION,
        "input": Path(result.input.path).name,
        "target": {"chip": result.target.chip, "features": result.target.features,
                   "opt_level": result.target.opt_level},
        "pipeline": {"name": result.pipeline.name, "file": result.pipeline.file},
        "tools": tool_versions(),
        "kernels": kernels,
        "functions": [plan.as_json() for plan in plans],
        "weights": listed,
    }, output), data


# ---------------------------------------------------------------------------------------------
# --emit=c and --depfile: build-system integration


def c_output_stem(output: str | None, input_path: str) -> str:
    """--emit=c writes STEM.h and STEM.c: ``-o build/gemm`` (or build/gemm.c); by default the input's name."""
    if output == "-":
        raise TircError("--emit=c writes two files (OUT.h and OUT.c), not stdout", hint="use -o build/NAME")
    stem = Path(output) if output else Path(Path(input_path).name).with_suffix("")
    return str(stem.with_suffix("") if stem.suffix in (".c", ".h") else stem)


def compile_c(path: str, options: CompileOptions) -> tuple[dict[str, bytes], list[CompileResult]]:
    """Compile once per chip of ``options.target`` (a comma-separated list, or the pipeline's
    default) and generate the C launchers: ({OUT.c: ..., OUT.h: ...}, one result per chip)."""
    stem = c_output_stem(options.output, path)
    chips: list[str | None] = [chip.strip() for chip in (options.target or "").split(",") if chip.strip()]
    if len(set(chips)) != len(chips):
        raise TircError(f"--target lists a chip twice: {options.target}")
    results = [compile_input(path, replace(options, target=chip, emit="cubin", manifest=True))
               for chip in chips or [None]]
    variants = [CubinVariant(result.target.chip, result.payload, result.manifest or {}, result.weights)
                for result in results]
    header, source = emit_c(Path(stem).name, variants)
    # OUT.c first: ninja takes the first target of a depfile as the command's primary output.
    return {f"{stem}.c": source.encode(), f"{stem}.h": header.encode()}, results


def pipeline_file(result: CompileResult, options: CompileOptions) -> str:
    """The pipeline YAML a compile used, as an absolute path (shipped pipelines too)."""
    schedule = read_schedule_file(options.schedule) if options.schedule else None   # its pipeline: line
    name = _pipeline_name(options, schedule) or default_pipeline(result.input.kind, options.target)
    shipped = shipped_pipelines()
    return str((shipped[name] if name in shipped else Path(name)).resolve())
