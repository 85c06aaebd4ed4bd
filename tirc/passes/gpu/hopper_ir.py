"""What the Hopper (sm_90a) passes of the gpu stage share: the roles of the ops they hand each
other, and the wgmma matrix descriptors.

tir-tma makes a ``gpu.launch`` whose K loop (role ``tma-k-loop``) reads A and B through TMA and
mbarriers; tir-wgmma, tir-mbarrier-pipeline and tir-warp-specialize rewrite it. The roles
(``Role``, tirc/ir/roles.py) they find each other's ops by:

- ``tma-k-loop``: the ``scf.for`` over K tiles in the launch;
- ``tma-issue``: the ``scf.for`` over the tiles a K step loads (``[kt, kt + 1)`` after tir-tma),
  in which thread 0 waits for a tile's slot and issues its TMA loads; later passes move it or copy
  it with other bounds;
- ``tma-prologue``: the copy that loads the first tiles before the K loop (tir-mbarrier-pipeline);
- ``mbarriers``: the view of the full and empty mbarriers (8 bytes each, after the slots);
- ``slot-release``: the consumers' ``mbarrier.arrive`` on a slot's empty barrier;
- ``barriers-ready``: the ``gpu.barrier`` after thread 0 initialised the mbarriers;
- ``consumer-base``: the ``arith.constant`` subtracted from the thread id to give the consumers'
  thread id (0; 128 once tir-warp-specialize puts a producer warpgroup first);
- ``wgmma-wait``: the ``wgmma.wait_group`` after each K step's wgmmas;
- ``operand-a`` / ``operand-b``: the contraction's shared-memory slot views;
- ``shared-start``: the offset of the dynamic shared memory's first 1024-byte aligned byte;
- ``block-row`` / ``block-col``: the block tile's origin (tir-wgmma; absent where it is the
  constant 0, one tile along that dimension);
- ``output-store``: a thread's bounds-checked stores of two adjacent results of a row (tir-wgmma).
"""

from __future__ import annotations

from dataclasses import dataclass

from mlir import ir
from mlir.dialects import arith, llvm, memref

from tirc.ir.builders import Index, IndexBuilder
from tirc.ir.roles import Role, with_role
from tirc.ir.walk import need, walk_ops
from tirc.schedule.hopper import SWIZZLE_BYTES

# wgmma matrix-descriptor fields (PTX ISA, "Matrix Descriptor Format"): addresses and byte
# offsets are stored divided by 16; bits 62-63 are the swizzle mode, 1 for 128 bytes.
_DESCRIPTOR_SWIZZLE_128B = 1 << 62
_ADDRESS_MASK = 0x3FFFF
SWIZZLE_ATOM_BYTES = 8 * SWIZZLE_BYTES   # 8 rows of 128 bytes: the 128-byte swizzle's period


def hopper_launches(module: ir.Module) -> list[ir.Operation]:
    """The ``gpu.launch`` ops tir-tma made."""
    launches = walk_ops(module.operation, lambda op: op.name == "gpu.launch")
    return [op for op in launches if with_role(op, Role.TMA_K_LOOP)]


def one_with_role(root: ir.Operation, name: Role, pass_name: str) -> ir.Operation:
    return need(with_role(root, name), f"op with role {name}", pass_name, "tir-tma")


def i64_constant(value: int) -> ir.Value:
    return arith.ConstantOp(ir.IntegerType.get_signless(64), value).result


def i32_constant(value: int) -> ir.Value:
    return arith.ConstantOp(ir.IntegerType.get_signless(32), value).result


def shared_pointer(view: ir.Value) -> ir.Value:
    """``view``'s first element as an ``!llvm.ptr<3>`` (what the NVVM TMA and mbarrier ops take)."""
    return llvm.IntToPtrOp(ir.Type.parse("!llvm.ptr<3>"), shared_address(view)).result


def _mbarrier_pointer(barriers: ir.Value, number: Index) -> ir.Value:
    """The ``!llvm.ptr<3>`` of mbarrier ``number`` of the array of 8-byte barriers at ``barriers`` (i64)."""
    i64 = ir.IntegerType.get_signless(64)
    offset = (i64_constant(8 * number) if isinstance(number, int)
              else arith.MulIOp(arith.IndexCastUIOp(i64, number).result, i64_constant(8)).result)
    return llvm.IntToPtrOp(ir.Type.parse("!llvm.ptr<3>"), arith.AddIOp(barriers, offset).result).result


# The mbarrier array (role ``mbarriers``): the ``stages`` full barriers, then the empty ones.
def full_barrier(barriers: ir.Value, slot: Index) -> ir.Value:
    """The "full" mbarrier of ``slot``: its tile's TMA loads have landed."""
    return _mbarrier_pointer(barriers, slot)


def empty_barrier(ix: IndexBuilder, barriers: ir.Value, slot: Index, stages: int) -> ir.Value:
    """The "empty" mbarrier of ``slot``: every computing thread is done with its tile."""
    return _mbarrier_pointer(barriers, ix.add(slot, stages))


def shared_address(view: ir.Value) -> ir.Value:
    """The shared-memory address of ``view``'s first element, as i64."""
    index = memref.ExtractAlignedPointerAsIndexOp(view).result
    return arith.IndexCastUIOp(ir.IntegerType.get_signless(64), index).result


@dataclass(frozen=True)
class MatrixDescriptor:
    """A wgmma matrix descriptor being built: its low word (start address and leading byte offset,
    an i32 value: moving it along the tile is one 32-bit add) and its constant high word."""
    low: ir.Value
    high: int

    def advanced(self, byte_offset: Index) -> MatrixDescriptor:
        """The descriptor of the matrix ``byte_offset`` bytes further (an int or index value)."""
        if isinstance(byte_offset, int):
            if byte_offset == 0:
                return self
            offset = i32_constant(byte_offset >> 4)
        else:
            i32 = ir.IntegerType.get_signless(32)
            offset = arith.ShRUIOp(arith.IndexCastUIOp(i32, byte_offset).result, i32_constant(4)).result
        return MatrixDescriptor(arith.AddIOp(self.low, offset).result, self.high)

    def value(self) -> ir.Value:
        """The 64-bit descriptor wgmma.mma_async takes."""
        i64 = ir.IntegerType.get_signless(64)
        return arith.OrIOp(arith.ExtUIOp(i64, self.low).result, i64_constant(self.high << 32)).result


def matrix_descriptor(address: ir.Value, leading_bytes: int, stride_bytes: int) -> MatrixDescriptor:
    """The descriptor of a 128-byte-swizzled tile at shared ``address`` (i64): start address,
    leading and stride byte offsets, swizzle mode; base offset 0 (tiles are 1024-byte aligned).
    Shared addresses are below 2^18, so the start field never carries into the next."""
    i32 = ir.IntegerType.get_signless(32)
    start = arith.ShRUIOp(arith.AndIOp(arith.TruncIOp(i32, address).result, i32_constant(_ADDRESS_MASK)).result,
                          i32_constant(4)).result
    low = arith.OrIOp(start, i32_constant((leading_bytes >> 4) << 16)).result
    return MatrixDescriptor(low, (stride_bytes >> 4) | _DESCRIPTOR_SWIZZLE_128B >> 32)


def accumulator_type(count: int, element: ir.Type) -> ir.Type:
    """The ``!llvm.struct`` of ``count`` 32-bit registers (f32 or i32) that nvvm.wgmma.mma_async carries."""
    return llvm.StructType.get_literal([element] * count)


def thread_coordinates(ix: IndexBuilder, consumer_tid: ir.Value) -> tuple[Index, Index, Index]:
    """(warpgroup, warp in the warpgroup, lane) of a consumer thread."""
    return ix.div(consumer_tid, 128), ix.div(ix.rem(consumer_tid, 128), 32), ix.rem(consumer_tid, 32)


def fragment_position(ix: IndexBuilder, warp: Index, lane: Index, register: int) -> tuple[Index, Index]:
    """Row and column in the 64 x N wgmma result of accumulator register ``register`` of a thread
    (the PTX ISA's D layout: register 4q + 2h + e is row 16 warp + lane / 4 + 8 h, column
    8 q + 2 (lane % 4) + e)."""
    q, h, e = register // 4, register // 2 % 2, register % 2
    row = ix.add(ix.add(ix.mul(warp, 16), ix.div(lane, 4)), 8 * h)
    col = ix.add(ix.mul(ix.rem(lane, 4), 2), 8 * q + e)
    return row, col
