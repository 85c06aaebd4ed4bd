"""tir-shared-memory: the shared-memory tiles of each Tensor Core launch become views of one
dynamic shared-memory buffer, and the launch asks for its size.

``memref.alloc`` in the workgroup address space has no lowering inside a kernel, and static shared
memory is limited to 48 KiB. The A and B tiles (``operand-a``, ``operand-b``) are laid out one
after the other from offset 0; the epilogue's ``staging`` tile reuses offset 0, because it is
written only after the K loop, once every warp has passed the barrier that tir-epilogue puts
after the last read of the operand tiles. Each alloc becomes
``memref.view %dynamic_shared_memory[offset][]`` and the launch's ``dynamic_shared_memory_size``
the end of the last buffer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, gpu, memref

from tirc.ir.builders import IndexBuilder, is_workgroup
from tirc.ir.roles import Role, role_of
from tirc.ir.walk import walk_ops
from tirc.passes.gpu.tensorcore_ir import copy_tile_attributes, out_of_order, tensorcore_launches
from tirc.pipeline.registry import ModulePass
from tirc.schedule.model import ELEMENT_BYTES
from tirc.target import Target


def buffer_bytes(memref_type: ir.MemRefType) -> int:
    size = ELEMENT_BYTES[str(memref_type.element_type)]
    for extent in memref_type.shape:
        size *= extent
    return size


@dataclass(frozen=True)
class PlanSharedMemory(ModulePass):
    """Place the workgroup allocs of Tensor Core launches in dynamic shared memory (staging reuses the
    operand tiles)."""

    name: ClassVar[str] = "tir-shared-memory"
    summary: ClassVar[str] = "Lay out the shared-memory tiles of Tensor Core launches in dynamic shared memory"

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in tensorcore_launches(module):
            _plan(launch)


def _plan(launch: ir.Operation) -> None:
    allocs = walk_ops(launch, lambda op: op.name == "memref.alloc" and is_workgroup(op.results[0].type))
    order: dict[Role | None, int] = {Role.OPERAND_A: 0, Role.OPERAND_B: 1}   # looked up by role_of's result
    operands = sorted((op for op in allocs if role_of(op) in order), key=lambda op: order[role_of(op)])
    others = [op for op in allocs if role_of(op) not in order]
    offsets: dict[ir.Operation, int] = {}
    end = 0
    for op in operands:
        offsets[op] = end
        end += buffer_bytes(ir.MemRefType(op.results[0].type))
    total = end
    if not operands:
        raise out_of_order("tir-shared-memory",
                           "a Tensor Core launch without shared A/B tiles (tir-promote makes them)")
    for op in others:
        if role_of(op) != Role.STAGING:
            raise out_of_order("tir-shared-memory", f"a shared-memory buffer {op.results[0].type} that no Tensor "
                               "Core pass made (no role)")
        offsets[op] = 0
        total = max(total, buffer_bytes(ir.MemRefType(op.results[0].type)))
    entry = launch.regions[0].blocks[0]
    ix = IndexBuilder(entry)
    with ir.InsertionPoint.at_block_begin(entry), launch.location:
        raw_type = ir.MemRefType.get([ir.ShapedType.get_dynamic_size()], ir.IntegerType.get_signless(8),
                                     memory_space=ir.MemRefType(operands[0].results[0].type).memory_space)
        raw = gpu.DynamicSharedMemoryOp(raw_type).result
    for op, offset in offsets.items():
        with ir.InsertionPoint(op), op.location:
            view = memref.ViewOp(op.results[0].type, raw, ix.value(offset), [])
        copy_tile_attributes(op, view.operation)   # the tile stays recognisable to later passes
        for user in [use.owner for use in op.results[0].uses]:
            if user.name == "memref.dealloc":
                user.erase()
        op.results[0].replace_all_uses_with(view.result)
        op.erase()
    with ir.InsertionPoint(launch), launch.location:
        size = arith.ConstantOp(ir.IntegerType.get_signless(32), total).result
    launch.operands[len(launch.operands) - 1] = size
