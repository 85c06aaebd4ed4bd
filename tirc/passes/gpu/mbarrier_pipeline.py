"""tir-mbarrier-pipeline: the TMA loads of a wgmma kernel run ``stages - 1`` tiles ahead.

After tir-tma and tir-wgmma a K step loads its own tile and waits for it, and waits for its own
wgmmas (``wait_group 0``) before it releases the slot: nothing overlaps. This pass rewrites the
launch of each wgmma kernel so that

- the tiles ``0 .. stages - 2`` are loaded before the K loop (role ``tma-prologue``, a copy of the
  ``tma-issue`` loop with those bounds);
- step ``kt`` waits only for the wgmmas of step ``kt - 1`` (``wgmma.wait_group 1``: its own run on
  while the next tile's data is awaited), then releases step ``kt - 1``'s slot and issues the loads
  of tile ``kt + stages - 1`` into it (the ``tma-issue`` loop moved after the release, with those
  bounds): thread 0 waits on the slot's empty barrier, which the release just completed.

The full/empty mbarrier protocol of tir-tma is unchanged: tile ``j`` still waits for tile
``j - stages``'s release, and every tile completes its full barrier's phase ``j / stages``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import nvvm, scf

from tirc.ir.builders import IndexBuilder
from tirc.ir.roles import Role, set_role
from tirc.ir.walk import erase_dead
from tirc.passes.gpu.hopper_ir import empty_barrier, hopper_launches, one_with_role, shared_address
from tirc.pipeline.registry import ModulePass
from tirc.schedule.model import SCHEDULE_ATTR, Schedule
from tirc.target import Target


@dataclass(frozen=True)
class MbarrierPipeline(ModulePass):
    """Software-pipeline each wgmma kernel's K loop over its mbarrier slots: loads ``stages - 1``
    tiles ahead, wgmmas one group behind."""

    name: ClassVar[str] = "tir-mbarrier-pipeline"
    summary: ClassVar[str] = "TMA loads stages-1 tiles ahead (prologue + refill after release), wgmma.wait_group 1"

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in hopper_launches(module):
            schedule = Schedule.from_attr(launch.attributes[SCHEDULE_ATTR])
            if schedule.stages > 1:
                _pipeline(launch, schedule)


def _pipeline(launch: ir.Operation, s: Schedule) -> None:
    entry = launch.regions[0].blocks[0]
    ix = IndexBuilder(entry)
    loop = one_with_role(launch, Role.TMA_K_LOOP, "tir-mbarrier-pipeline")
    issue = one_with_role(loop, Role.TMA_ISSUE, "tir-mbarrier-pipeline")
    release = one_with_role(loop, Role.SLOT_RELEASE, "tir-mbarrier-pipeline")
    wait = one_with_role(loop, Role.WGMMA_WAIT, "tir-mbarrier-pipeline")
    barriers = one_with_role(launch, Role.MBARRIERS, "tir-mbarrier-pipeline")
    tiles = loop.opview.upperBound
    kt = loop.opview.induction_variable
    ahead = s.stages - 1
    with ir.InsertionPoint(loop), loop.location:
        end = ix.value(ix.min(ahead, tiles))
        prologue = issue.clone()
        set_role(prologue, Role.TMA_PROLOGUE)
        prologue.operands[0] = ix.value(0)
        prologue.operands[1] = end
    with ir.InsertionPoint(wait), wait.location:
        set_role(nvvm.WgmmaWaitGroupSyncOp(1), Role.WGMMA_WAIT)
    wait.erase()
    with ir.InsertionPoint(release), release.location:
        # The wgmmas of step kt - 1 have retired: its slot is free.
        previous = scf.IfOp(ix.le(1, kt))
        with ir.InsertionPoint(previous.then_block):
            base = shared_address(barriers.results[0])
            arrive = nvvm.MBarrierArriveOp(ir.IntegerType.get_signless(64),
                                           empty_barrier(ix, base, ix.rem(ix.sub(kt, 1), s.stages), s.stages))
            set_role(arrive, Role.SLOT_RELEASE)
            scf.YieldOp([])
        first = ix.value(ix.add(kt, ahead))
        end = ix.value(ix.min(ix.add(first, 1), tiles))
        issue.move_before(release)
        issue.operands[0] = first
        issue.operands[1] = end
    release.erase()
    erase_dead(loop.regions[0].blocks[0])
    erase_dead(entry)

