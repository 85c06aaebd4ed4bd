"""tir-persistent: a warp-specialised wgmma kernel with ``persistent`` loops over block tiles.

The grid shrinks to ``min(tiles, blocks)`` (``blocks``: the target's SM count, one block per SM: the
kernel's shared memory allows no second one), and block ``b`` computes tiles ``b, b + grid, ...`` in
the grouped order of tir-tile. Both roles get the loop:

    producer thread 0: scf.for %t = %bid to tiles step grid  iter_args(%step = 0) {
                         the tile origin of %t; the tma-issue loop over steps [%step, %step + K tiles)
                       }
    consumers:         scf.for %t = ... iter_args(%step = 0) {
                         the tile origin of %t; accumulators; the K loop over steps
                         [%step, %step + K tiles); the epilogue
                       }

The steps count on across tiles, so the full/empty mbarrier phases and slots continue: the producer
fills the slots with the next tile's data while the consumers run the epilogue of the last one,
and the consumers release the last slot of a tile in the first step of the next. A tile's K offset
is ``(step - first step) * TK`` (the ``first-step`` constant of tir-tma becomes ``%step``). The tile
origin is every op of the launch's prologue that depends on the block id, copied into each loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, scf

from tirc.ir.builders import IndexBuilder
from tirc.ir.roles import Role, with_role
from tirc.ir.walk import clone_ops, erase_dead
from tirc.passes.gpu.hopper_ir import hopper_launches, one_with_role
from tirc.pipeline.registry import ModulePass, OptionValueError
from tirc.schedule.model import SCHEDULE_ATTR, Schedule
from tirc.target import Target


@dataclass(frozen=True)
class PersistentGrid(ModulePass):
    """Make each persistent wgmma kernel's blocks loop over block tiles, the mbarrier pipeline running
    on across them."""

    name: ClassVar[str] = "tir-persistent"
    summary: ClassVar[str] = "Persistent wgmma kernels: min(tiles, SMs) blocks loop over tiles in grouped order"

    blocks: int = field(default=0, metadata={"help": "blocks of the grid at most (0: the target's SM count)"})

    def validate(self) -> None:
        if self.blocks < 0:
            raise OptionValueError("tir-persistent: blocks must be at least 0 (0: the target's SM count)",
                                   option="blocks")

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in hopper_launches(module):
            schedule = Schedule.from_attr(launch.attributes[SCHEDULE_ATTR])
            if schedule.persistent:
                _persist(launch, self.blocks or target.sm_count)


def _inside(op: ir.Operation, region_op: ir.Operation) -> bool:
    """Whether ``op`` is nested (at any depth) in ``region_op``."""
    target = region_op.operation
    parent = op.operation.parent
    while parent is not None and parent.name != "builtin.module":
        if parent.operation == target:
            return True
        parent = parent.operation.parent
    return False


def _depends_on(ops: list[ir.Operation], value: ir.Value) -> list[ir.Operation]:
    """The ops of ``ops`` (in order) whose operands depend, transitively, on ``value``."""
    reached = {value}
    found = []
    for op in ops:
        if any(operand in reached for operand in op.operands):
            found.append(op)
            reached.update(op.results)
    return found


def _tile_loop(where: ir.Operation, block_id: ir.Value, tiles: ir.Value, grid: ir.Value, origin: list[ir.Operation],
               moved: list[ir.Operation], ix: IndexBuilder) -> scf.ForOp:
    """A loop over the block's tiles before ``where`` holding copies of the ``origin`` ops (the block
    id replaced by the tile) and then the ``moved`` ops; uses of the origin's results in the moved
    ops read the copies."""
    with ir.InsertionPoint(where), where.location:
        loop = scf.ForOp(block_id, tiles, grid, [ix.value(0)])
    with ir.InsertionPoint(loop.body), where.location:
        mapping: dict[ir.Value, ir.Value] = {block_id: loop.induction_variable}
        terminator = scf.YieldOp([loop.inner_iter_args[0]])
    for op in moved:
        op.move_before(terminator.operation)
    with ir.InsertionPoint.at_block_begin(loop.body), where.location:
        clone_ops(origin, mapping)
    for old, new in mapping.items():
        for use in list(old.uses):
            if _inside(use.owner, loop.operation):
                use.owner.operands[use.operand_number] = new
    return loop


def _persist(launch: ir.Operation, blocks: int) -> None:
    entry = launch.regions[0].blocks[0]
    ix = IndexBuilder(entry)
    bid, grid = entry.arguments[0], entry.arguments[6]
    ready = one_with_role(launch, Role.BARRIERS_READY, "tir-persistent")
    roles = one_with_role(launch, Role.WARP_ROLES, "tir-persistent")
    loop = one_with_role(launch, Role.TMA_K_LOOP, "tir-persistent")
    first_step = one_with_role(launch, Role.FIRST_STEP, "tir-persistent").results[0]
    issue = next(op for op in with_role(launch, Role.TMA_ISSUE) if _inside(op, roles))
    prologue = [op.operation for op in entry.operations]
    origin = _depends_on(prologue[:prologue.index(ready)], bid)
    k_tiles = loop.opview.upperBound
    # The grid: at most one block per SM; the tiles come in as the launch's old grid size.
    position = len(launch.opview.asyncDependencies)
    tiles = launch.operands[position]
    with ir.InsertionPoint(launch), launch.location:
        launch.operands[position] = arith.MinUIOp(tiles, arith.ConstantOp(ir.IndexType.get(), blocks).result).result

    producer = _tile_loop(issue, bid, tiles, grid, origin, [issue], ix)
    step = producer.inner_iter_args[0]
    with ir.InsertionPoint(issue), issue.location:
        issue.operands[0] = step
        issue.operands[1] = arith.AddIOp(step, k_tiles).result
    for use in list(first_step.uses):
        if _inside(use.owner, producer.operation):
            use.owner.operands[use.operand_number] = step
    _advance(producer, k_tiles)

    consumer_block = roles.regions[1].blocks[0]
    body = [op.operation for op in consumer_block.operations]
    # setmaxnreg stays first; the yield last.
    consumer = _tile_loop(body[-1], bid, tiles, grid, origin, body[1:-1], ix)
    step = consumer.inner_iter_args[0]
    with ir.InsertionPoint(loop), loop.location:
        loop.operands[0] = step
        loop.operands[1] = arith.AddIOp(step, k_tiles).result
    _advance(consumer, k_tiles)
    erase_dead(entry)


def _advance(tile_loop: scf.ForOp, k_tiles: ir.Value) -> None:
    """The loop's step counter moves on by one block tile's K steps per tile."""
    terminator = list(tile_loop.body.operations)[-1]
    with ir.InsertionPoint(terminator), terminator.location:
        terminator.operands[0] = arith.AddIOp(tile_loop.inner_iter_args[0], k_tiles).result
