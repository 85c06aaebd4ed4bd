"""tir-warp-specialize: a producer warpgroup issues a wgmma kernel's TMA loads.

For each launch of a schedule with ``warp_specialize``, the block gets 128 more threads, put first:

    (thread 0: mbarrier init; gpu.barrier)                 // barriers-ready, as before
    scf.if (tid < 128) {                                   // producer warpgroup
      setmaxnreg.dec 40
      scf.for %j = 0 to K tiles { scf.if (thread 0) { the loads of tile %j } }   // the tma-issue loop
    } else {                                               // the consumer warpgroups
      setmaxnreg.inc 232 (240 with one consumer warpgroup)
      the K loop without its tma-issue loop (and no tma-prologue), the epilogue
    }

The consumers count their warpgroups from thread 128 (``consumer-base``). The producer runs ahead
until every slot is full and then waits on the empty barriers that the consumers' releases
complete: the same full/empty protocol as without the pass. ``setmaxnreg`` moves registers from
the producer, which holds a few addresses, to the consumers' accumulators.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, nvvm, scf

from tirc.ir.builders import IndexBuilder
from tirc.ir.roles import Role, set_role, with_role
from tirc.ir.walk import erase_dead
from tirc.passes.gpu.hopper_ir import hopper_launches, one_with_role
from tirc.pipeline.registry import ModulePass
from tirc.schedule.hopper import CONSUMER_REGISTERS, PRODUCER_REGISTERS
from tirc.schedule.model import SCHEDULE_ATTR, WARPGROUP_THREADS, Schedule
from tirc.target import Target


@dataclass(frozen=True)
class WarpSpecialize(ModulePass):
    """Give each warp-specialised wgmma kernel a producer warpgroup that issues every TMA load, and
    rebalance registers towards the consumer warpgroups with setmaxnreg."""

    name: ClassVar[str] = "tir-warp-specialize"
    summary: ClassVar[str] = "Producer warpgroup issues the TMA loads, consumer warpgroups the wgmmas; setmaxnreg"

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in hopper_launches(module):
            schedule = Schedule.from_attr(launch.attributes[SCHEDULE_ATTR])
            if schedule.warp_specialize:
                _specialize(launch, schedule)


def _specialize(launch: ir.Operation, s: Schedule) -> None:
    entry = launch.regions[0].blocks[0]
    ix = IndexBuilder(entry)
    tid = entry.arguments[3]
    loop = one_with_role(launch, Role.TMA_K_LOOP, "tir-warp-specialize")
    issue = one_with_role(loop, Role.TMA_ISSUE, "tir-warp-specialize")
    ready = one_with_role(launch, Role.BARRIERS_READY, "tir-warp-specialize")
    base = one_with_role(launch, Role.CONSUMER_BASE, "tir-warp-specialize")
    tiles = loop.opview.upperBound
    with ir.InsertionPoint(launch), launch.location:
        threads = arith.ConstantOp(ir.IndexType.get(), s.block_threads).result
    # Operands: async dependencies, grid x, y, z, then block x.
    launch.operands[len(launch.opview.asyncDependencies) + 3] = threads
    ops = [op.operation for op in entry.operations]
    consumer_ops = ops[ops.index(ready) + 1:-1]
    with ir.InsertionPoint.after(ready), launch.location:
        role = scf.IfOp(ix.lt(tid, WARPGROUP_THREADS), has_else=True)
        set_role(role, Role.WARP_ROLES)
    with ir.InsertionPoint(role.then_block), launch.location:
        nvvm.SetMaxRegisterOp(PRODUCER_REGISTERS, nvvm.SetMaxRegisterAction.decrease)
        producer = issue.clone()
        producer.operands[0] = ix.value(0)
        producer.operands[1] = tiles
        scf.YieldOp([])
    with ir.InsertionPoint(role.else_block), launch.location:
        nvvm.SetMaxRegisterOp(CONSUMER_REGISTERS[s.warpgroups], nvvm.SetMaxRegisterAction.increase)
        terminator = scf.YieldOp([])
    for op in consumer_ops:
        op.move_before(terminator.operation)
    for op in [issue, *with_role(launch, Role.TMA_PROLOGUE)]:
        op.erase()
    with ir.InsertionPoint(base), base.location:
        moved = arith.ConstantOp(ir.IndexType.get(), WARPGROUP_THREADS)
        set_role(moved, Role.CONSUMER_BASE)
    base.results[0].replace_all_uses_with(moved.result)
    base.erase()
    erase_dead(entry)
