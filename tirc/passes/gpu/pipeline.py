"""tir-pipeline: multi-buffered shared tiles and a software pipeline over the K loop.

With ``S = schedule.stages >= 2``, each operand tile becomes ``S`` buffers
(``memref<S x rows x cols>``; accesses go through a rank-reducing ``memref.subview`` at the
stage, which fold-memref-alias-ops folds into the indices) and the K loop

    copy tile kt; [commit; wait 0]; barrier; compute tile kt; barrier

becomes

    copy tiles 0 .. S-2 (the prologue: one commit group each)
    for kt, b: [wait until <= S-2 groups are pending]; barrier; compute tile kt (buffer b);
               copy tile kt + S - 1 into buffer (b - 1) mod S;  b = (b + 1) mod S
    [wait 0]   (the copies past the last tile are zero-fills; drained before shared memory is reused)

The buffer indices kt % S (compute) and (kt - 1) % S (copy) are carried by the loop as i32
(a compare, an add and a select each per step), not computed with a division each step.

The second barrier goes: the buffer a step overwrites was last read in the previous step, which
every warp finished before passing this step's barrier. Tiles past K are zero-filled copies
(their mask is empty), so the loop needs no epilogue. Synchronous copies are pipelined the same
way, without waits. With ``stages: 1`` the pass leaves the loop alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, memref, nvgpu, scf

from tirc.ir.builders import IndexBuilder
from tirc.ir.roles import Role, role_of, set_role, with_role
from tirc.ir.walk import clone_ops, walk_ops
from tirc.passes.gpu.tensorcore_ir import copy_tile_attributes, out_of_order, schedule_of, tensorcore_launches
from tirc.passes.gpu.tile import tile_view
from tirc.pipeline.registry import ModulePass
from tirc.target import Target


def _i32(value: int) -> ir.IntegerAttr:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(32), value)


@dataclass(frozen=True)
class SoftwarePipeline(ModulePass):
    """Multi-buffer the operand tiles and pipeline their copies ``stages - 1`` K steps ahead."""

    name: ClassVar[str] = "tir-pipeline"
    summary: ClassVar[str] = ("Multi-buffer the shared tiles and software-pipeline the K loop "
                              "(prologue, steady state, cp.async wait_group stages-2)")

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in tensorcore_launches(module):
            stages = schedule_of(launch).stages
            if stages >= 2:
                _pipeline(launch, with_role(launch, Role.K_LOOP)[0], stages)


def _pipeline(launch: ir.Operation, loop: ir.Operation, stages: int) -> None:
    body = loop.regions[0].blocks[0]
    ops = [op.operation for op in body.operations]
    barriers = [op for op in ops if op.name == "gpu.barrier"]
    if any(op.name == "nvgpu.device_async_wait" and _waits(op) != 0 for op in ops):
        raise out_of_order("tir-pipeline", "the K loop is pipelined already: it waits for fewer than all copy groups")
    if len(barriers) != 2:
        raise out_of_order("tir-pipeline", f"a K loop with {len(barriers)} barriers, not tir-map-warps' two "
                           "(after the tile copies and after the contraction)")
    first, second = barriers
    section = ops[:ops.index(first)]
    copies = [op for op in section if op.name != "nvgpu.device_async_wait"]
    for op in section:
        if op.name == "nvgpu.device_async_wait":
            op.erase()
    ix = IndexBuilder(launch.regions[0].blocks[0])
    loop, compute_stage, copy_stage = _rotate_stages(loop, stages)
    body = loop.regions[0].blocks[0]
    kt = body.arguments[0]
    copies = _multibuffer(launch, loop, copies, first, copy_stage, compute_stage, stages) + copies
    asynchronous = any(op.name == "nvgpu.device_async_create_group" for op in copies)
    # The prologue: tiles 0 .. stages-2 into buffers 0 .. stages-2, one group each.
    last_group = None
    for tile in range(stages - 1):
        with ir.InsertionPoint(loop), loop.location:
            clones = clone_ops(copies, {kt: arith.ConstantOp(kt.type, tile).result, copy_stage: ix.value(tile)})
        last_group = next((clone.results[0] for clone in clones if clone.name == "nvgpu.device_async_create_group"),
                          last_group)
    # The steady state: wait, barrier, compute, then the copy of tile kt + stages - 1.
    with ir.InsertionPoint(first), loop.location:
        if asynchronous:
            nvgpu.DeviceAsyncWaitOp(last_group, numGroups=_i32(stages - 2))
    with ir.InsertionPoint(loop), loop.location:
        distance = arith.ConstantOp(kt.type, stages - 1).result
    with ir.InsertionPoint.at_block_begin(body), loop.location:
        ahead = arith.AddIOp(kt, distance).result
    for op in copies:
        for position, operand in enumerate(op.operands):
            if operand == kt:
                op.operands[position] = ahead
        op.move_before(second)
    second.erase()
    if asynchronous:
        with ir.InsertionPoint.after(loop), loop.location:
            nvgpu.DeviceAsyncWaitOp(last_group, numGroups=_i32(0))


def _rotate_stages(loop: ir.Operation, stages: int) -> tuple[ir.Operation, ir.Value, ir.Value]:
    """Carry the buffer indices through the loop instead of computing ``kt % stages`` (a
    multiply-and-shift sequence) twice per step: the loop is rebuilt with two more iteration
    values, the buffer it computes on (0, 1, .., stages-1, 0, ..) and the one its copies fill
    (the buffer before it). They are i32, not index: a 64-bit compare, add and select is two SASS
    instructions each, where these are one. Returns the new loop and the two buffer indices
    (as index, at the start of its body)."""
    old = loop.opview
    body = loop.regions[0].blocks[0]
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(loop), loop.location:
        zero, one, last = (arith.ConstantOp(i32, value).result for value in (0, 1, stages - 1))
        starts = [zero, last]
        rotated = scf.ForOp(old.lowerBound, old.upperBound, old.step, [*old.initArgs, *starts])
    set_role(rotated, Role.K_LOOP)
    new_body = rotated.operation.regions[0].blocks[0]
    stage, previous = new_body.arguments[-2], new_body.arguments[-1]
    for argument, replacement in zip(body.arguments, new_body.arguments):
        argument.replace_all_uses_with(replacement)
    append = ir.InsertionPoint(new_body)
    for op in list(body.operations):
        op = op.operation
        op.detach_from_parent()
        append.insert(op)
    old_yield = list(new_body.operations)[-1].operation
    with ir.InsertionPoint.at_block_begin(new_body), loop.location:
        following = [arith.SelectOp(arith.CmpIOp(arith.CmpIPredicate.eq, value, last).result, zero,
                                    arith.AddIOp(value, one).result).result for value in (stage, previous)]
        compute_index, copy_index = (arith.IndexCastUIOp(ir.IndexType.get(), value).result
                                     for value in (stage, previous))
    with ir.InsertionPoint(old_yield), loop.location:
        scf.YieldOp([*old_yield.operands, *following])
    old_yield.erase()
    for result, replacement in zip(loop.results, rotated.results):
        result.replace_all_uses_with(replacement)
    loop.erase()
    return rotated.operation, compute_index, copy_index


def _waits(op: ir.Operation) -> int:
    return ir.IntegerAttr(op.attributes["numGroups"]).value if "numGroups" in op.attributes else 0


def _multibuffer(launch: ir.Operation, loop: ir.Operation, copies: list[ir.Operation], first_barrier: ir.Operation,
                 copy_stage: ir.Value, compute_stage: ir.Value, stages: int) -> list[ir.Operation]:
    """``stages`` buffers per operand tile: the copies write buffer ``copy_stage`` of the tile they
    copy, the compute reads buffer ``compute_stage``. Returns the views of the copies' buffers
    (put before the first copy)."""
    body = loop.regions[0].blocks[0]
    in_section = set(copies)
    buffers = walk_ops(launch, lambda op: op.name == "memref.alloc" and role_of(op) in (Role.OPERAND_A, Role.OPERAND_B))
    copy_views: list[ir.Operation] = []
    for old in buffers:
        old_type = ir.MemRefType(old.results[0].type)
        with ir.InsertionPoint(old), old.location:
            new = memref.AllocOp(ir.MemRefType.get([stages, *old_type.shape], old_type.element_type,
                                                   memory_space=old_type.memory_space), [], [])
        copy_tile_attributes(old, new.operation)
        rows, cols = old_type.shape
        views: dict[bool, ir.Value] = {}
        with ir.InsertionPoint(copies[0]), loop.location:
            views[True] = tile_view(new.result, copy_stage, [0, 0], [rows, cols])
        with ir.InsertionPoint.after(first_barrier), loop.location:
            views[False] = tile_view(new.result, compute_stage, [0, 0], [rows, cols])
        copy_views.append(views[True].owner.operation)
        for use in list(old.results[0].uses):
            user = use.owner.operation
            user.operands[use.operand_number] = views[_top_level(user, body) in in_section]
        old.erase()
    return copy_views


def _top_level(op: ir.Operation, block: ir.Block) -> ir.Operation:
    while op.block != block:
        op = op.parent.operation
    return op
