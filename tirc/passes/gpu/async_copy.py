"""tir-async-copy: the threads' global -> shared chunk copies become ``cp.async``.

Each ``copy`` of tir-map-warps (a masked ``vector.transfer_read`` of global memory stored into a
shared tile) becomes one ``nvgpu.device_async_copy`` of ``vector_bytes`` whose source size is the
mask's length: 0 zero-fills the chunk (cp.async's src-size) and reads nothing, so the address of
a chunk past the operand's edge is never dereferenced.
16-byte copies bypass L1 (``.cg``) unless ``bypass-l1`` is false. The copies of one K step form one group
(``nvgpu.device_async_create_group``) that the thread waits for (``nvgpu.device_async_wait``
with 0 groups outstanding) before the barrier that publishes the tiles; tir-pipeline deepens
that wait. Without this pass the copies stay synchronous loads and stores.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from mlir import ir
from mlir.dialects import nvgpu

from tirc.ir.roles import Role, set_role, with_role
from tirc.ir.walk import erase_dead
from tirc.passes.gpu.tensorcore_ir import out_of_order, tensorcore_launches
from tirc.pipeline.registry import ModulePass
from tirc.target import Target


@dataclass(frozen=True)
class AsyncCopy(ModulePass):
    """Turn the per-thread tile copies into zero-filling cp.async, one commit group per K step."""

    name: ClassVar[str] = "tir-async-copy"
    summary: ClassVar[str] = "Tile copies to nvgpu.device_async_copy (cp.async, zero-fill) with one group per K step"
    bypass_l1: bool = field(default=True, metadata={
        "help": "16-byte copies skip L1 (cp.async.cg): the tiles are read once per block, from shared memory"})

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in tensorcore_launches(module):
            groups: dict[ir.Block, list[ir.Operation]] = {}
            for store in with_role(launch, Role.COPY):
                if store.name == "vector.store":
                    groups.setdefault(store.block, []).append(_asynchronous(store, self.bypass_l1))
            for copies in groups.values():
                last = copies[-1]
                with ir.InsertionPoint.after(last), last.location:
                    group = nvgpu.DeviceAsyncCreateGroupOp([copy.result for copy in copies])
                    no_pending = ir.IntegerAttr.get(ir.IntegerType.get_signless(32), 0)
                    nvgpu.DeviceAsyncWaitOp(group.result, numGroups=no_pending)
            for block in groups:
                erase_dead(block)


def _asynchronous(store: ir.Operation, bypass_l1: bool) -> ir.Operation:
    """The cp.async replacing ``vector.store (vector.transfer_read %global[...], mask)``."""
    read = store.operands[0].owner.operation
    if read.name != "vector.transfer_read" or len(read.operands) < 3:
        raise out_of_order("tir-async-copy", f"a tile copy that stores the result of {read.name}")
    source = read.operands[0]
    rank = len(ir.MemRefType(source.type).shape)
    source_indices = list(read.operands)[1:1 + rank]
    count = read.operands[len(read.operands) - 1].owner.operation.operands[0]   # vector.create_mask %count
    chunk = ir.VectorType(store.operands[0].type)
    buffer = store.operands[1]
    destination_indices = list(store.operands)[2:]
    element_bytes = ir.ShapedType(chunk).element_type.width // 8
    bypass = bypass_l1 and chunk.shape[0] * element_bytes == 16
    with ir.InsertionPoint(store), store.location:
        copy = nvgpu.DeviceAsyncCopyOp(buffer, destination_indices, source, source_indices,
                                       ir.IntegerAttr.get(ir.IndexType.get(), chunk.shape[0]), srcElements=count,
                                       bypassL1=ir.UnitAttr.get() if bypass else None)
    set_role(copy, Role.COPY)
    store.erase()
    return copy.operation
