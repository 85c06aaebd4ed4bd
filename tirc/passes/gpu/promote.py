"""tir-promote: the A and B tiles of each tiled contraction move to shared memory.

Inside the block loop of tir-tile, each operand gets one ``memref.alloc`` in the workgroup address
space with the schedule's full tile shape (``TM x TK`` or ``TK x TM`` for A, ``TK x TN`` or
``TN x TK`` for B: the tile keeps the operand's storage order, so that copies stay contiguous),
given the role ``Role.OPERAND_A`` or ``Role.OPERAND_B`` (and ``tir.k_major`` when its rows run along K).
Each K step then zero-fills the tiles, copies the (possibly clipped) global tiles into them, and
synchronises the block before and after the contraction, which now reads shared memory:

    linalg.fill ins(0) outs(%smem_a);  memref.copy %a_tile, %smem_a[0, 0][rows, depth]   (same for B)
    gpu.barrier
    linalg.generic ins(%smem_a[..], %smem_b[..]) outs(C tile)
    gpu.barrier

Zero padding makes edge tiles full tiles, so later passes compute whole Tensor Core fragments.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, linalg, memref

from tirc.ir.builders import barrier, workgroup_space, zero
from tirc.ir.roles import OPERAND_TILE, Role, set_role, with_role
from tirc.ir.walk import need, walk_ops
from tirc.passes.gpu.tensorcore_ir import K_MAJOR, out_of_order
from tirc.passes.gpu.tile import tile_view
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import match_contraction
from tirc.schedule.model import SCHEDULE_ATTR, Schedule
from tirc.target import Target


def tiled_contraction(loop: ir.Operation, pass_name: str) -> ir.Operation:
    """The scheduled ``linalg.generic`` of a K loop."""
    return need(walk_ops(loop, lambda op: op.name == "linalg.generic" and SCHEDULE_ATTR in op.attributes),
                "scheduled contraction in the K loop", pass_name, "tir-tile")


@dataclass(frozen=True)
class PromoteOperands(ModulePass):
    """Copy each K step's A and B tiles into zero-padded shared-memory tiles; the contraction reads those."""

    name: ClassVar[str] = "tir-promote"
    summary: ClassVar[str] = ("Promote the A/B tiles of tiled contractions to shared memory "
                              "(workgroup memref.alloc + copies)")

    def run(self, module: ir.Module, target: Target) -> None:
        for loop in with_role(module.operation, Role.K_LOOP):
            if loop.parent.name != "scf.forall":
                raise out_of_order(self.name, f"a K loop in '{loop.parent.name}', not in tir-tile's scf.forall: "
                                   "its tiles are mapped to threads already")
            _promote(loop, tiled_contraction(loop, self.name))


def _promote(loop: ir.Operation, contraction: ir.Operation) -> None:
    c = match_contraction(contraction)
    assert c is not None, "tir-tile writes a contraction generic"
    s = Schedule.from_attr(contraction.attributes[SCHEDULE_ATTR])
    shapes = {"a": (s.tile_m, s.tile_k) if c.a_row else (s.tile_k, s.tile_m),
              "b": (s.tile_k, s.tile_n) if c.b_row else (s.tile_n, s.tile_k)}
    k_major = {"a": not c.a_row, "b": c.b_row}
    views: list[ir.Value] = []
    with contraction.location:
        for position, name in enumerate("ab"):
            tile = contraction.operands[position]
            tile_type = ir.MemRefType(tile.type)
            with ir.InsertionPoint(loop):
                buffer_type = ir.MemRefType.get(list(shapes[name]), tile_type.element_type,
                                                memory_space=workgroup_space())
                buffer = memref.AllocOp(buffer_type, [], [])
                set_role(buffer, OPERAND_TILE[name])
                if k_major[name]:
                    buffer.operation.attributes[K_MAJOR] = ir.UnitAttr.get()
            with ir.InsertionPoint(contraction):
                linalg.fill(zero(tile_type.element_type), outs=[buffer.result])
                sizes = [memref.DimOp(tile, arith.ConstantOp(ir.IndexType.get(), d).result).result for d in (0, 1)]
                view = tile_view(buffer.result, None, [0, 0], sizes)
                memref.CopyOp(tile, view)
                views.append(view)
        with ir.InsertionPoint(contraction):
            barrier()
        for position, view in enumerate(views):
            contraction.operands[position] = view
        with ir.InsertionPoint.after(contraction):
            barrier()
