"""tir-reduce: reductions become warp-, block- and grid-level kernels.

Runs in the host function before ``convert-linalg-to-parallel-loops`` (which would give each
output element one thread and a serial loop). It takes the ``linalg.generic`` / ``linalg.reduce``
ops on memrefs that ``reduction_match`` recognises as reductions (recognised combiners, see there)
and lowers each, fused with the elementwise ops around it, in one of three ways:

- a **row program** (``row_program.py``, schedule ``tirc.schedule.row``): a run of reductions and
  elementwise ops over the same rows (softmax, LayerNorm, RMSNorm) as ONE kernel that keeps each
  row in registers, so every input is read once;
- a **row reduction** one op at a time (``row_reduce.py``, schedule ``tirc.schedule.reduction``)
  when the innermost loop is reduced but no row program fits (dynamic shapes, rows too long for
  registers, several reduced loops such as batch-norm statistics over N, H, W): a warp or block
  per row, or a tree over blocks for few long rows;
- a **column reduction** (``column_reduce.py``, schedule ``tirc.schedule.column``) when the
  innermost loop is parallel (``x.mean(dim=0)``): consecutive threads take consecutive columns and
  keep partials over a slice of the rows, combined in shared memory.

The init is read from the outs, or, when a ``linalg.fill`` (or a ``memref.copy`` of a filled
buffer) wrote them and nothing touches them until the reduction, it is the fill's constant and
the fill (copy) goes: the reduction writes every element anyway. The elementwise consumers that
read only the results at the same index (mean's divide) are fused into every lowering. Every
combination happens in a fixed order, so results are deterministic and differ from the serial loop
only by reassociation; for the value + index form ties keep the smaller index. The kernels are named
``<function>_reduce<i>`` and their strategy goes to ``tir.kernel_schedules`` for the kernel report.
Other linalg ops are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import ClassVar

from mlir import ir

from tirc.passes.gpu.column_reduce import ColumnReduceLowering
from tirc.passes.gpu.reduction_ir import WARP
from tirc.passes.gpu.reduction_match import fused_consumers, init_fills, match_reduction
from tirc.passes.gpu.row_program import RowLowering, recognise, schedule_for
from tirc.passes.gpu.row_reduce import RowReduceLowering
from tirc.pipeline.registry import ModulePass, OptionValueError
from tirc.schedule.model import add_kernel_schedules
from tirc.schedule.reduction import choose_row_reduction
from tirc.target import Target


@dataclass(frozen=True)
class ReducePass(ModulePass):
    """Lower reductions (linalg on memrefs, recognised combiners) to row programs, warp-per-row,
    block-per-row or two-kernel tree reductions, or column reductions, fusing their elementwise
    consumers; see the module docstring."""

    name: ClassVar[str] = "tir-reduce"
    summary: ClassVar[str] = ("Row-wise, column and full reductions: a warp or block per row with shuffles and "
                              "shared memory, a tree over blocks, or blocks over column tiles; elementwise "
                              "consumers fused")

    threads_per_block: int = field(default=256, metadata={"help": "threads per block (a multiple of 32, at most 1024)"})
    warp_row_limit: int = field(default=1024, metadata={"help": "rows of at most this many elements: a warp per row"})
    tree_rows: int = field(default=16, metadata={"help": "at most this many rows (static): split each row over blocks"})
    elements_per_thread: int = field(default=8, metadata={
        "help": "tree: at least this many elements per thread of the first kernel"})
    max_partials: int = field(default=256, metadata={"help": "tree: at most this many blocks (partials) per row"})
    row_programs: bool = field(default=True, metadata={
        "help": "runs of reductions and elementwise ops over the same rows: one kernel reading each row once"})
    row_threads: int = field(default=0, metadata={
        "help": "row programs: threads per row (0: chosen by the row length)"})
    row_rows_per_block: int = field(default=0, metadata={
        "help": "row programs with a warp per row: rows (warps) per block (0: as many as keep a block on every SM)"})
    row_vector: int = field(default=0, metadata={
        "help": "row programs: at most this many elements per access (0: 16 bytes; 1: scalar accesses)"})
    row_elements: int = field(default=16, metadata={
        "help": "row programs: elements per thread and row buffer the threads per row aim at"})
    max_row_elements: int = field(default=64, metadata={
        "help": "row programs: longer rows (per thread, with 1024 threads) are lowered one op at a time"})
    column_vector: int = field(default=0, metadata={
        "help": "column reductions: at most this many adjacent columns per thread and access (0: 16 bytes; 1: scalar)"})

    def validate(self) -> None:
        if self.threads_per_block % WARP or not WARP <= self.threads_per_block <= 1024:
            raise OptionValueError("tir-reduce: threads-per-block must be a multiple of 32 between 32 and 1024",
                                   option="threads-per-block")
        for option in ("warp-row-limit", "tree-rows", "elements-per-thread", "max-partials"):
            if getattr(self, option.replace("-", "_")) < 1:
                raise OptionValueError(f"tir-reduce: {option} must be at least 1", option=option)
        if self.column_vector < 0:
            raise OptionValueError("tir-reduce: column-vector must be at least 0", option="column-vector")

    def run(self, module: ir.Module, target: Target) -> None:
        schedules: dict[str, str] = {}
        lowered = 0
        for op in list(module.body.operations):
            host = op.operation
            if host.name != "func.func" or not host.regions[0].blocks:
                continue
            host_name = ir.StringAttr(host.attributes["sym_name"]).value
            for block in host.regions[0].blocks:
                ops = [o.operation for o in block.operations]
                index = 0
                while index < len(ops):
                    if self.row_programs:
                        program = self._row_program(ops, index, block, f"{host_name}_reduce{lowered}", target)
                        if program is not None:
                            schedules.update(program[0])
                            lowered += 1
                            untouched = len(ops) - 1 - program[1]
                            ops = [o.operation for o in block.operations]
                            index = len(ops) - untouched
                            continue
                    reduction = match_reduction(ops[index], general=True)
                    if reduction is None:
                        index += 1
                        continue
                    consumers, row_consumer = fused_consumers(reduction)
                    fused = [reduction.op, *(consumer.op for consumer in consumers),
                             *([row_consumer] if row_consumer is not None else [])]
                    # The ops after the last fused one stay as they are: the scan resumes there.
                    untouched = len(ops) - 1 - ops.index(fused[-1])
                    kernel = f"{host_name}_reduce{lowered}"
                    if reduction.layout == "column":
                        described = ColumnReduceLowering(reduction, init_fills(reduction), consumers, block, kernel,
                                                         target.sm_count, self.threads_per_block,
                                                         self.column_vector or None).lower()
                    else:
                        choose = partial(choose_row_reduction, threads_per_block=self.threads_per_block,
                                         warp_row_limit=self.warp_row_limit, tree_rows=self.tree_rows,
                                         elements_per_thread=self.elements_per_thread,
                                         max_partials=self.max_partials)
                        described = RowReduceLowering(choose, reduction, init_fills(reduction), consumers,
                                                      row_consumer, block, kernel).lower()
                    if described is None:
                        index += 1
                        continue
                    schedules.update(described)
                    lowered += 1
                    ops = [o.operation for o in block.operations]
                    index = len(ops) - untouched
        if not schedules:
            return
        module.operation.attributes["gpu.container_module"] = ir.UnitAttr.get()
        add_kernel_schedules(module, schedules)

    def _row_program(self, ops: list[ir.Operation], index: int, block: ir.Block, kernel: str,
                     target: Target) -> tuple[dict[str, str], int] | None:
        """Lower the row program starting at ``ops[index]`` to one kernel: (its schedule, the
        index of its last op); None when there is none or its rows do not fit in registers."""
        found = recognise(ops, index)
        if found is None:
            return None
        program, last = found
        schedule = schedule_for(program, target, {
            "threads_per_row": self.row_threads or None, "vector_limit": self.row_vector or None,
            "elements_per_thread": self.row_elements, "max_elements_per_thread": self.max_row_elements,
            "block_threads": self.threads_per_block, "rows_per_block": self.row_rows_per_block or None})
        if schedule is None:
            return None
        return RowLowering(program, schedule, block, kernel).lower(), last

