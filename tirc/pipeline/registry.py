"""tirc's own passes: frozen dataclasses with a registered name, typed options and ``run(module, target)``.

The registry maps names to ``module:Class`` strings so that listing passes or validating a pipeline
does not import every pass (and its MLIR builders) up front.
"""

from __future__ import annotations

import dataclasses
import importlib
import typing
from dataclasses import dataclass
from typing import Any, ClassVar

from mlir import ir

from tirc.diagnostics import TircError, did_you_mean
from tirc.target import Target


@dataclass
class OptionValueError(TircError):
    """An option value a pass refuses (``ModulePass.validate``); ``option`` names it, so that the
    runner locates the error at the option's own line."""

    option: str = ""


@dataclass(frozen=True)
class ModulePass:
    """A tirc pass: a frozen dataclass whose fields are its typed options (help text in the
    field's ``metadata["help"]``). Subclasses set ``name`` and ``summary`` and implement ``run``;
    the docstring says what the pass does to the IR. A pass keeps no state between runs."""

    name: ClassVar[str]
    summary: ClassVar[str]

    def run(self, module: ir.Module, target: Target) -> None:
        raise NotImplementedError

    def validate(self) -> None:
        """Refuse option values the option types allow but the pass does not (a TircError). The
        runner calls it before any pass runs, with the pipeline's or schedule file's location."""


_PASSES: dict[str, str] = {
    "tir-fuse-operands": "tirc.passes.linalg.fuse_operands:FuseOperands",
    "tir-fuse-elementwise": "tirc.passes.linalg.fuse_elementwise:FuseElementwise",
    "tir-collapse-dims": "tirc.passes.linalg.collapse_dims:CollapseDims",
    "tir-weights-as-inputs": "tirc.passes.linalg.weights_as_inputs:WeightsAsInputs",
    "tir-fold-constants": "tirc.passes.linalg.fold_constants:FoldConstants",
    "tir-fold-constant-subgraphs": "tirc.passes.linalg.fold_subgraphs:FoldConstantSubgraphs",
    "tir-strided-copies": "tirc.passes.linalg.strided_copies:StridedCopies",
    "tir-pad-to-generic": "tirc.passes.linalg.pad_to_generic:PadToGeneric",
    "tir-scan": "tirc.passes.linalg.scan:ScanToKernel",
    "tir-fuse-attention": "tirc.passes.linalg.attention:FuseAttention",
    "tir-bufferize-attention": "tirc.passes.linalg.bufferize_attention:BufferizeAttention",
    "tir-schedule": "tirc.passes.tensorir.schedule:SchedulePass",
    "tir-tile": "tirc.passes.gpu.tile:TileContraction",
    "tir-attention": "tirc.passes.gpu.attention:AttentionPass",
    "tir-tma": "tirc.passes.gpu.tma:TmaLoads",
    "tir-wgmma": "tirc.passes.gpu.wgmma:WarpgroupMma",
    "tir-mbarrier-pipeline": "tirc.passes.gpu.mbarrier_pipeline:MbarrierPipeline",
    "tir-warp-specialize": "tirc.passes.gpu.warp_specialize:WarpSpecialize",
    "tir-persistent": "tirc.passes.gpu.persistent:PersistentGrid",
    "tir-tma-store": "tirc.passes.gpu.tma_store:TmaStore",
    "tir-promote": "tirc.passes.gpu.promote:PromoteOperands",
    "tir-map-warps": "tirc.passes.gpu.map_warps:MapWarps",
    "tir-mma": "tirc.passes.gpu.mma:DecomposeToTensorCore",
    "tir-async-copy": "tirc.passes.gpu.async_copy:AsyncCopy",
    "tir-pipeline": "tirc.passes.gpu.pipeline:SoftwarePipeline",
    "tir-swizzle": "tirc.passes.gpu.swizzle:SwizzleShared",
    "tir-epilogue": "tirc.passes.gpu.epilogue:StagedEpilogue",
    "tir-shared-memory": "tirc.passes.gpu.shared_memory:PlanSharedMemory",
    "tir-reduce": "tirc.passes.gpu.reduce:ReducePass",
    "tir-explain-kernels": "tirc.passes.gpu.explain:ExplainKernels",
    "tir-simt-map": "tirc.passes.gpu.simt_map:SimtMapPass",
    "tir-merge-gpu-modules": "tirc.passes.gpu.merge_gpu_modules:MergeGpuModulesPass",
    "tir-kernel-abi": "tirc.passes.gpu.kernel_abi:KernelAbiPass",
    "tir-i1-bytes": "tirc.passes.nvvm.i1_bytes:I1AsBytesPass",
    "tir-fp8-ldmatrix": "tirc.passes.nvvm.fp8_ldmatrix:Fp8LdmatrixPass",
    "tir-grid-constant": "tirc.passes.nvvm.grid_constant:GridConstantPass",
    "tir-check-translatable": "tirc.passes.ptx.check_translatable:CheckTranslatablePass",
    "tir-strip-timings": "tirc.passes.ptx.strip_timings:StripTimingsPass",
}


def pass_names() -> list[str]:
    return sorted(_PASSES)


def is_tirc_pass(name: str) -> bool:
    return name in _PASSES


def get_pass_class(name: str) -> type[ModulePass]:
    module_name, class_name = _PASSES[name].split(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    assert cls.name == name, f"registry entry {name} points at {cls.name}"
    return cls


@dataclass(frozen=True)
class OptionInfo:
    name: str
    type_name: str
    default: Any
    help: str


def option_infos(cls: type[ModulePass]) -> list[OptionInfo]:
    hints = typing.get_type_hints(cls)
    infos = []
    for field in dataclasses.fields(cls):
        default = field.default if field.default is not dataclasses.MISSING else (
            field.default_factory() if field.default_factory is not dataclasses.MISSING else None)
        infos.append(OptionInfo(field.name.replace("_", "-"), _type_name(hints[field.name]), default,
                                field.metadata.get("help", "")))
    return infos


def _type_name(tp: Any) -> str:
    origin = typing.get_origin(tp)
    if origin in (list, tuple):
        (inner, *_) = typing.get_args(tp)
        return f"list[{_type_name(inner)}]"
    return getattr(tp, "__name__", str(tp))


def _convert(value: Any, tp: Any, where: str) -> Any:
    origin = typing.get_origin(tp)
    if origin in (list, tuple):
        inner = typing.get_args(tp)[0]
        items = value if isinstance(value, (list, tuple)) else [v for v in str(value).split(",") if v]
        return tuple(_convert(item, inner, where) for item in items)
    if tp is bool:
        if isinstance(value, bool):
            return value
        text = str(value).lower()
        if text in ("true", "1", "yes", "on"):
            return True
        if text in ("false", "0", "no", "off"):
            return False
        raise TircError(f"{where}: expected true or false, got '{value}'")
    if tp is int:
        try:
            return int(value)
        except (TypeError, ValueError):
            raise TircError(f"{where}: expected an integer, got '{value}'") from None
    return str(value)


def build_options(cls: type[ModulePass], raw: dict[str, Any]) -> ModulePass:
    """The pass with typed options from a YAML mapping; unknown names and bad values are user errors."""
    hints = typing.get_type_hints(cls)
    by_name = {field.name.replace("_", "-"): field for field in dataclasses.fields(cls)}
    values: dict[str, Any] = {}
    for key, value in raw.items():
        field = by_name.get(str(key).replace("_", "-"))
        if field is None:
            hint = did_you_mean(str(key), by_name) or (
                f"'{cls.name}' options: {', '.join(by_name)}" if by_name else f"'{cls.name}' takes no options")
            raise TircError(f"unknown option '{key}' for pass '{cls.name}'", hint=hint)
        values[field.name] = _convert(value, hints[field.name], f"option '{key}' of pass '{cls.name}'")
    return cls(**values)
