"""tir-swizzle: XOR-swizzle the shared operand tiles, for every writer and reader alike.

A tile row is a run of 16-byte chunks. Element (row, col) of a swizzled tile is stored at
column ``((col / E) xor key(row)) * E + col % E`` (E elements per chunk), which keeps every chunk
whole, so 16-byte copies and ldmatrix rows stay contiguous. ``key`` spreads the rows that one
access phase touches over distinct 16-byte bank groups:

- ldmatrix reads 8 consecutive rows at one logical chunk: ``key = row % 8`` (rows of 8 or more
  chunks), or ``(row / (8 / chunks)) % chunks`` when 8 / chunks rows share a 128-byte line;
- gathered tf32 fragments (K-major, 4-byte elements) read rows k0 + lane % 4 at two adjacent
  chunks: ``key = (2 (row % 4)) % chunks``;
- gathered s8 fragments (K-major, 1-byte elements) read rows 4 apart: ``key = (row / 4) % min(chunks, 8)``.

The pass rewrites the column index of every access to an ``operand-a`` / ``operand-b`` tile
(``nvgpu.device_async_copy`` destination, ``vector.store``, ``nvgpu.ldmatrix``, ``memref.load``;
the last two dimensions are (row, col), a leading stage index stays). Run fold-memref-alias-ops
first, so that accesses index the tiles directly. Schedules with ``swizzle: none`` are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir

from tirc.diagnostics import TircError
from tirc.ir.builders import Index, IndexBuilder
from tirc.ir.roles import Role, role_of
from tirc.ir.walk import walk_ops
from tirc.passes.gpu.tensorcore_ir import K_MAJOR, schedule_of, tensorcore_launches
from tirc.pipeline.registry import ModulePass
from tirc.schedule.model import ELEMENT_BYTES
from tirc.target import Target

# op name -> position of the memref operand whose indices follow it
_ACCESSES = {"memref.load": 0, "memref.store": 1, "vector.load": 0, "vector.store": 1, "nvgpu.ldmatrix": 0,
             "nvgpu.device_async_copy": 0}


def swizzled_column(ix: IndexBuilder, row: Index, col: Index, cols: int, element_bytes: int, k_major: bool) -> Index:
    per_chunk = 16 // element_bytes
    chunks = cols // per_chunk
    if chunks < 2:
        return col
    if k_major and element_bytes == 4:
        key = ix.rem(ix.mul(ix.rem(row, 4), 2), chunks)
    elif k_major and element_bytes == 1:
        key = ix.rem(ix.div(row, 4), min(chunks, 8))
    elif chunks >= 8:
        key = ix.rem(row, 8)
    else:
        key = ix.rem(ix.div(row, 8 // chunks), chunks)
    chunk = ix.div(col, per_chunk)
    within = ix.rem(col, per_chunk)
    return ix.add(ix.mul(ix.xor(chunk, key), per_chunk), within)


@dataclass(frozen=True)
class SwizzleShared(ModulePass):
    """XOR-swizzle the 16-byte chunks of the shared A/B tiles in every access (bank-conflict-free ldmatrix)."""

    name: ClassVar[str] = "tir-swizzle"
    summary: ClassVar[str] = "XOR-swizzle shared A/B tiles (arith.xori on the column index of every access)"

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in tensorcore_launches(module):
            if not schedule_of(launch).swizzle:
                continue
            ix = IndexBuilder(launch.regions[0].blocks[0])
            for buffer in walk_ops(launch, lambda op: op.name in ("memref.alloc", "memref.view")
                                   and role_of(op) in (Role.OPERAND_A, Role.OPERAND_B)):
                _swizzle(buffer, ix)


def _swizzle(buffer: ir.Operation, ix: IndexBuilder) -> None:
    buffer_type = ir.MemRefType(buffer.results[0].type)
    cols = buffer_type.shape[-1]
    element_bytes = ELEMENT_BYTES[str(buffer_type.element_type)]
    k_major = K_MAJOR in buffer.attributes
    for use in list(buffer.results[0].uses):
        user = use.owner.operation
        position = _ACCESSES.get(user.name)
        if position is None or use.operand_number != position:
            raise TircError(f"tir-swizzle: the shared tile is used by '{user.name}', not by an indexed access",
                            hint="run fold-memref-alias-ops before tir-swizzle, and tir-swizzle after tir-map-warps")
        rank = len(buffer_type.shape)
        row_at, col_at = position + rank - 1, position + rank
        with ir.InsertionPoint(user), user.location:
            column = swizzled_column(ix, user.operands[row_at], user.operands[col_at], cols, element_bytes, k_major)
        user.operands[col_at] = ix.value(column)
