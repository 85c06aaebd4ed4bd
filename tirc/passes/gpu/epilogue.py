"""tir-epilogue: the output tile leaves through shared memory in 16-byte stores.

After tir-map-warps a thread stores each result it holds on its own, under bounds checks
(``output-store``): one element per store, 2 or 4 bytes, a fraction of a 32-byte sector. This
pass stages the tile instead: after a barrier (every warp is done with the operand tiles, whose
shared memory the staging tile reuses: see tir-shared-memory), each pair of adjacent results of
a row goes to a ``staging`` tile (``TM x (TN + pad)``, rows padded so the fragment stores of a
warp hit distinct banks); after a second barrier each thread reads 16 contiguous bytes of a
staged row and writes them with one ``vector.store`` when the chunk is inside the problem and N
keeps rows 16-byte aligned, element by element otherwise. When the shape is static and the tile
divides M and N, every chunk is inside: only the ``vector.store`` is emitted. Loads of the staged rows are ordered
so that every 8-thread phase hits 8 distinct bank groups.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import memref, scf, vector

from tirc.ir.builders import barrier, Index, IndexBuilder, launch_block_id, launch_thread_id, workgroup_space
from tirc.ir.roles import Role, set_role, with_role
from tirc.ir.walk import erase_dead, walk_ops
from tirc.passes.gpu.tensorcore_ir import (block_origin, fragment_index, full_tiles, schedule_of,
                                           tensorcore_launches, WarpLayout)
from tirc.pipeline.registry import ModulePass
from tirc.schedule.model import ELEMENT_BYTES, Schedule
from tirc.target import Target


@dataclass(frozen=True)
class StagedEpilogue(ModulePass):
    """Stage the output tile in shared memory and write it with bounds-checked 16-byte stores."""

    name: ClassVar[str] = "tir-epilogue"
    summary: ClassVar[str] = "Stage the output tile through shared memory; 16-byte vector stores with bounds checks"

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in tensorcore_launches(module):
            guards = with_role(launch, Role.OUTPUT_STORE)
            if guards:   # an implicit-GEMM convolution's stores have no role: they stay per element
                _Stager(launch, guards).run()


def staged_chunk(ix: IndexBuilder, s: Schedule, chunk: Index, chunks_per_row: int,
                 row_chunks: int) -> tuple[Index, Index]:
    """(row, chunk in the row) of the staged output that chunk number ``chunk`` reads back.

    16-byte loads run in phases of 8 threads, which must hit the 8 distinct 16-byte bank groups
    of a 128-byte line. A row of 8 or more chunks does that in order. Shorter rows put
    8 / chunks_per_row rows in one phase; with the padded stride (``row_chunks`` 16-byte chunks)
    consecutive rows can collide, so a phase takes rows ``spacing`` apart where that makes them
    distinct.
    """
    rows_per_phase = 8 // chunks_per_row if chunks_per_row < 8 else 1
    spacing = next((d for d in range(1, 8) if s.tile_m % (rows_per_phase * d) == 0 and len(
        {(k * d * row_chunks + j) % 8 for k in range(rows_per_phase) for j in range(chunks_per_row)}) == 8),
        None) if chunks_per_row < 8 else None
    if spacing is None:  # whole lines per row, or no spacing helps (conflicts remain)
        return ix.div(chunk, chunks_per_row), ix.rem(chunk, chunks_per_row)
    phase = ix.div(chunk, 8)
    within = ix.rem(chunk, 8)
    block = ix.mul(ix.div(phase, spacing), rows_per_phase * spacing)
    first = ix.rem(phase, spacing)
    row = ix.add(ix.add(block, first), ix.mul(ix.div(within, chunks_per_row), spacing))
    return row, ix.rem(within, chunks_per_row)


class _Stager:
    def __init__(self, launch: ir.Operation, guards: list[ir.Operation]) -> None:
        self.launch = launch
        self.guards = guards
        self.s = schedule_of(launch)
        self.entry = launch.regions[0].blocks[0]
        self.ix = IndexBuilder(self.entry)
        self.loop = with_role(launch, Role.K_LOOP)[0]
        stores = walk_ops(guards[0], lambda op: op.name == "memref.store")
        self.output = stores[0].operands[1]
        self.out_type = ir.MemRefType(self.output.type)
        rows, cols = self.out_type.shape[-2], self.out_type.shape[-1]
        dynamic = ir.ShapedType.get_dynamic_size()
        self.block_row = block_origin(launch, Role.BLOCK_ROW, self.ix, rows != dynamic and rows <= self.s.tile_m,
                                      "tir-epilogue")
        self.block_col = block_origin(launch, Role.BLOCK_COL, self.ix, cols != dynamic and cols <= self.s.tile_n,
                                      "tir-epilogue")

    def run(self) -> None:
        ix, s = self.ix, self.s
        out_element = self.out_type.element_type
        out_bytes = ELEMENT_BYTES[str(out_element)]
        stride = s.staging_stride(out_bytes)
        position = _after_loop(self.loop)
        with position, self.loop.location:
            barrier()  # every warp is done reading the operand tiles the staging tile reuses
            staging = memref.AllocOp(ir.MemRefType.get([s.tile_m, stride], out_element,
                                                       memory_space=workgroup_space()), [], [])
            set_role(staging, Role.STAGING)
            layout = WarpLayout(ix, launch_thread_id(self.launch), s)
        pair_type = ir.VectorType.get([2], out_element)
        for guard in self.guards:
            mi, ni, i = fragment_index(guard)
            values = [store.operands[0] for store in walk_ops(guard, lambda op: op.name == "memref.store")]
            with ir.InsertionPoint(guard), guard.location:
                pair = vector.FromElementsOp(pair_type, values).result
                tile_row, tile_col = layout.accumulator_position(mi, ni, i)
                vector.StoreOp(pair, staging.result, [ix.value(tile_row), ix.value(tile_col)], alignment=2 * out_bytes)
            guard.erase()
        terminator = list(self.entry.operations)[-1]
        with ir.InsertionPoint(terminator), self.loop.location:
            barrier()
            self._write_out(staging.result, layout, stride, out_bytes)
        erase_dead(self.entry)

    def _write_out(self, staging: ir.Value, layout: WarpLayout, stride: int, out_bytes: int) -> None:
        ix, s = self.ix, self.s
        lead = len(self.out_type.shape) - 2
        batch = [launch_block_id(self.launch, 1)] if lead else []
        m = memref.DimOp(self.output, ix.value(lead)).result
        n = memref.DimOp(self.output, ix.value(lead + 1)).result
        per_chunk = 16 // out_bytes
        chunks = s.tile_m * s.tile_n // per_chunk
        # 16-byte stores need 16-byte aligned rows: N * element size a multiple of 16.
        aligned = ix.eq(ix.rem(n, per_chunk), 0)
        # Small tiles of narrow outputs (a 32x32 s8 tile is 64 chunks) have fewer chunks than threads.
        for it in range(-(-chunks // s.threads)):
            chunk = ix.add(layout.tid, it * s.threads)
            if (it + 1) * s.threads <= chunks:
                self._write_chunk(staging, chunk, stride, out_bytes, batch, m, n, aligned)
                continue
            in_tile = scf.IfOp(ix.lt(chunk, chunks))
            with ir.InsertionPoint(in_tile.then_block):
                self._write_chunk(staging, chunk, stride, out_bytes, batch, m, n, aligned)
                scf.YieldOp([])

    def _write_chunk(self, staging: ir.Value, chunk: Index, stride: int, out_bytes: int, batch: list[ir.Value],
                     m: ir.Value, n: ir.Value, aligned: ir.Value) -> None:
        ix, s = self.ix, self.s
        element = self.out_type.element_type
        per_chunk = 16 // out_bytes
        chunks_per_row = s.tile_n // per_chunk
        chunk_type = ir.VectorType.get([per_chunk], element)
        tile_row, chunk_in_row = staged_chunk(ix, s, chunk, chunks_per_row, stride * out_bytes // 16)
        tile_col = ix.mul(chunk_in_row, per_chunk)
        row = ix.add(self.block_row, tile_row)
        col = ix.add(self.block_col, tile_col)
        data = vector.LoadOp(chunk_type, staging, [ix.value(tile_row), ix.value(tile_col)], alignment=16).result
        full_rows, full_cols = full_tiles(self.out_type, s)
        if full_rows and full_cols:   # a static shape the tiles divide (N then keeps rows aligned too)
            vector.StoreOp(data, self.output, batch + [ix.value(row), ix.value(col)], alignment=16)
            return
        whole = ix.le(ix.add(col, per_chunk), n)
        row_inside = scf.IfOp(ix.below(row, m, not full_rows))
        with ir.InsertionPoint(row_inside.then_block):
            fast = scf.IfOp(ix.both(whole, aligned), has_else=True)
            with ir.InsertionPoint(fast.then_block):
                vector.StoreOp(data, self.output, batch + [ix.value(row), ix.value(col)], alignment=16)
                scf.YieldOp([])
            with ir.InsertionPoint(fast.else_block):
                for j in range(per_chunk):
                    column = ix.add(col, j)
                    inside = scf.IfOp(ix.lt(column, n))
                    with ir.InsertionPoint(inside.then_block):
                        value = vector.ExtractOp(data, [], [j]).result
                        memref.StoreOp(value, self.output, batch + [ix.value(row), ix.value(column)])
                        scf.YieldOp([])
                scf.YieldOp([])
            scf.YieldOp([])


def _after_loop(loop: ir.Operation) -> ir.InsertionPoint:
    """After the K loop and the waits that drain its copies."""
    block = loop.block
    ops = [op.operation for op in block.operations]
    position = ops.index(loop)
    while ops[position + 1].name == "nvgpu.device_async_wait":
        position += 1
    return ir.InsertionPoint(ops[position + 1])
