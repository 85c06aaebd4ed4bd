"""The compile driver: input -> pipeline stages -> PTX / cubin / manifest.

The CLI is thin glue over :func:`compile_input`; tests and the runtime call it directly too.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mlir import ir

import tirc
from tirc.diagnostics import REMARKS, TircError
from tirc.emit.cubin import LinkResult, link_ptx
from tirc.emit.manifest import MANIFEST_VERSION, plan_functions
from tirc.emit.ptx import PtxModule, combine_ptx, extract_ptx, kernel_params
from tirc.frontend.mlir import InputModule, read_mlir
from tirc.frontend.opspec import read_opspec
from tirc.mlir_support import LLVM_PACKAGE, MLIR_PACKAGE, llvm_release, module_text, new_context, package_version
from tirc.pipeline.runner import DumpOptions, PassTiming, PipelineRunner, build_units
from tirc.pipeline.spec import DRIVER_STAGES, STAGES, PipelineSpec, load_pipeline
from tirc.target import DEFAULT_TARGET, Target, get_target

IR_STAGES = STAGES[:-1]  # linalg tensorir gpu nvvm: printed as MLIR
EMIT_KINDS = DRIVER_STAGES + ("mlir",)
SUFFIX_KINDS = {".ptx": "ptx", ".cubin": "cubin", ".mlir": "mlir"}
DEFAULT_PIPELINES = {"gpu": "gpu", "linalg": "sm80"}


@dataclass
class CompileOptions:
    pipeline: str | None = None
    target: str | None = None
    emit: str | None = None          # one of EMIT_KINDS; None: from the output suffix
    output: str | None = None        # path, "-" for stdout, None for the default
    manifest: bool = False
    report: bool = False
    dumps: DumpOptions = field(default_factory=DumpOptions)
    sizes: dict[str, int] = field(default_factory=dict)   # op specs: static sizes to substitute
    remarks: str = "on"


@dataclass
class CompileResult:
    kind: str                        # what was produced (EMIT_KINDS)
    payload: bytes                   # the bytes of the primary output
    input: InputModule
    pipeline: PipelineSpec
    target: Target
    timings: list[PassTiming]
    ptx: list[PtxModule] = field(default_factory=list)
    link: LinkResult | None = None
    manifest: dict[str, Any] | None = None


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
    if suffix not in SUFFIX_KINDS:
        raise TircError(f"cannot tell what to write from the output name '{options.output}'",
                        hint="use a .ptx, .cubin or .mlir suffix, or --emit=STAGE")
    return SUFFIX_KINDS[suffix]


def resolve_target(options: CompileOptions, pipeline: PipelineSpec) -> Target:
    target = get_target(options.target or pipeline.default_target or DEFAULT_TARGET)
    overrides = {k: v for k, v in pipeline.target_overrides.items() if k != "chip"}
    if overrides and not options.target:
        from dataclasses import replace
        target = replace(target, features=overrides.get("features", target.features),
                         opt_level=int(overrides.get("opt_level", target.opt_level)))
    return target


def placeholders_for(target: Target, needs_libdevice: bool = True) -> dict[str, str]:
    values = dict(target.placeholders())
    if needs_libdevice:
        values["libdevice"] = libdevice_path()
    return values


def is_opspec(path: str) -> bool:
    return path.endswith((".yaml", ".yml"))


def read_input(path: str, context: ir.Context, sizes: dict[str, int] | None = None) -> InputModule:
    if is_opspec(path):
        return read_opspec(path, context, sizes)
    return read_mlir(path, context)


def compile_input(path: str, options: CompileOptions) -> CompileResult:
    kind = output_kind(options)
    REMARKS.configure(options.remarks)
    context = new_context()
    source = read_input(path, context, options.sizes)
    pipeline = load_pipeline(options.pipeline or DEFAULT_PIPELINES[source.kind])
    target = resolve_target(options, pipeline)
    units = build_units(pipeline, target, placeholders_for(target), context)
    stop = None
    if kind in IR_STAGES:
        if kind not in pipeline.stage_names():
            raise TircError(f"pipeline '{pipeline.name}' has no stage '{kind}'",
                            hint=f"its stages: {', '.join(pipeline.stage_names())}")
        stop = kind
    runner = PipelineRunner(units, path, options.dumps)
    with context:
        runner.run(source.module, stop_after_stage=stop)
    result = CompileResult(kind, b"", source, pipeline, target, runner.timings)
    if kind in IR_STAGES or kind == "mlir":
        result.payload = module_text(source.module).encode()
        return result
    result.ptx = extract_ptx(source.module)
    if kind == "cubin" or options.report or options.manifest:
        result.link = link_ptx([m.text for m in result.ptx], target.chip, target.opt_level)
    result.payload = result.link.cubin if kind == "cubin" else combine_ptx(result.ptx).encode()
    if options.manifest or options.report:  # the report shows each kernel's launch shape
        result.manifest = build_manifest(result)
    return result


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


def build_manifest(result: CompileResult) -> dict[str, Any]:
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
    return {
        "manifest_version": MANIFEST_VERSION,
        "input": Path(result.input.path).name,
        "target": {"chip": result.target.chip, "features": result.target.features,
                   "opt_level": result.target.opt_level},
        "pipeline": {"name": result.pipeline.name, "file": result.pipeline.file},
        "tools": tool_versions(),
        "kernels": kernels,
        "functions": [plan.as_json() for plan in plan_functions(result.input.module, result.input.path)],
    }


def write_atomically(path: str, data: bytes) -> None:
    """Write via a temporary file in the same folder and rename: readers never see a partial file."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise TircError(f"cannot write {path}: folder '{folder}' does not exist")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise TircError(f"cannot write {path}: {error.strerror}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, target)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise TircError(f"cannot write {path}: {error.strerror}") from None


def manifest_path(output: str) -> str:
    return str(Path(output).with_suffix(".json"))
