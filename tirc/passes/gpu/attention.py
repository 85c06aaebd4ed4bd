"""tir-attention: each ``tir.attention`` op on buffers becomes its kernel(s).

Runs in the host function at the gpu stage, beside tir-reduce: the op (tirc/schedule/attention.py:
its problem in ``tir.attention``, its schedule in ``tir.schedule``) is replaced by ``gpu.launch``
ops built with the builders, outlined later like every kernel. The schedule's ``kernel`` picks
the lowering:

- ``mma_sync`` (``attention_mma.py``): FlashAttention-2's loop on mma.sync (sm_80 and later);
- ``wgmma`` (``attention_wgmma.py``): TMA, mbarriers, warp-specialised wgmma (sm_90a);
- ``split_kv`` (``attention_decode.py``): flash-decoding, a split-KV kernel and a combine kernel.

Kernels are named ``<function>_attention<i>`` (the combine kernel ``..._combine``) and their
schedules go to ``tir.kernel_schedules`` for the report; each main kernel's problem and schedule
go to ``tir.kernel_attention`` (tirc.schedule.perf_model), for the report's FLOP count and estimate;
each kernel's workload and schedule source go to ``tir.kernel_tuning`` (tirc.schedule.workload).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import ClassVar, NamedTuple, Protocol

from mlir import ir

from tirc.diagnostics import REMARKS, TircError
from tirc.ir.walk import walk_ops
from tirc.mlir_support import source_location
from tirc.pipeline.registry import ModulePass
from tirc.schedule.attention import ATTENTION_OP, AttentionProblem, AttentionSchedule
from tirc.schedule.model import SCHEDULE_ATTR, add_kernel_schedules
from tirc.schedule.perf_model import KERNEL_ATTENTION_ATTR, attention_attr
from tirc.schedule.workload import record_kernel_tuning
from tirc.target import Target

# schedule kernel -> the module whose ``lower`` builds it
LOWERINGS: dict[str, str] = {
    "mma_sync": "tirc.passes.gpu.attention_mma",
    "wgmma": "tirc.passes.gpu.attention_wgmma",
    "split_kv": "tirc.passes.gpu.attention_decode",
}


class AttentionBuffers(NamedTuple):
    """The op's operands by role (buffers; the views in the problem say how to index them)."""
    q: ir.Value
    k: ir.Value
    v: ir.Value
    mask: ir.Value | None
    o: ir.Value
    lse: ir.Value | None

    @staticmethod
    def of(op: ir.Operation, problem: AttentionProblem) -> AttentionBuffers:
        values = list(op.operands)
        q, k, v = values[:3]
        rest = values[3:]
        mask = rest.pop(0) if problem.mask is not None else None
        o = rest.pop(0)
        lse = rest.pop(0) if problem.lse is not None else None
        return AttentionBuffers(q, k, v, mask, o, lse)


class Lowering(Protocol):
    def __call__(self, op: ir.Operation, buffers: AttentionBuffers, problem: AttentionProblem,
                 schedule: AttentionSchedule, name: str, target: Target) -> dict[str, str]:
        """Build the kernel(s) at the insertion point (before ``op``); return kernel -> schedule text."""


@dataclass(frozen=True)
class AttentionPass(ModulePass):
    """Lower every ``tir.attention`` on buffers to its kernel(s), as its ``tir.schedule`` says."""

    name: ClassVar[str] = "tir-attention"
    summary: ClassVar[str] = ("Fused attention kernels: FlashAttention-2 on mma.sync, warp-specialised wgmma on "
                              "sm_90a, flash-decoding split-KV")

    def run(self, module: ir.Module, target: Target) -> None:
        schedules: dict[str, str] = {}
        problems: dict[str, ir.Attribute] = {}
        for func in walk_ops(module.operation, lambda o: o.name == "func.func"):
            function = ir.StringAttr(func.attributes["sym_name"]).value
            ops = walk_ops(func, lambda o: o.name == ATTENTION_OP)
            for index, op in enumerate(ops):
                if op.results:
                    raise TircError("tir-attention: tir.attention on tensors (run tir-bufferize-attention first)",
                                    location=source_location(op.location, REMARKS.input_file))
                if SCHEDULE_ATTR not in op.attributes:
                    raise TircError("tir-attention: tir.attention without tir.schedule (run tir-schedule first)",
                                    location=source_location(op.location, REMARKS.input_file))
                problem = AttentionProblem.of(op, REMARKS.input_file)
                schedule = AttentionSchedule.from_attr(op.attributes[SCHEDULE_ATTR])
                lower: Lowering = importlib.import_module(LOWERINGS[schedule.kernel]).lower
                with op.location, ir.InsertionPoint(op):
                    built = lower(op, AttentionBuffers.of(op, problem), problem, schedule,
                                  f"{function}_attention{index}", target)
                schedules.update(built)
                for kernel in built:   # the main kernel and, for split-KV, its combine kernel
                    record_kernel_tuning(module, kernel, op)
                # The combine kernel of split-KV is memory-bound: the report estimates it as such.
                problems.update({kernel: attention_attr(problem, schedule) for kernel in built
                                 if not kernel.endswith("_combine")})
                op.erase()
        if schedules:
            add_kernel_schedules(module, schedules)
        if problems:
            module.operation.attributes[KERNEL_ATTENTION_ATTR] = ir.DictAttr.get(problems)
