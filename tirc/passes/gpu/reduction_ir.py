"""Warp and block reductions, and the 32-bit packing of values that shuffles and shared memory
move: the pieces a row kernel (tir-reduce) or an attention kernel's online softmax share.

Every combination runs in a fixed order (the xor butterfly, then warp order), so every thread
gets the same, deterministic total.
"""

from __future__ import annotations

from collections.abc import Callable

from mlir import ir
from mlir.dialects import arith, gpu, memref, scf

from tirc.passes.gpu.tensorcore_ir import IndexBuilder, workgroup_space

WARP = 32
LANE_OFFSETS = (16, 8, 4, 2, 1)   # butterfly: after these steps every lane holds the warp's total
DYNAMIC = ir.ShapedType.get_dynamic_size()

Merge = Callable[[list[ir.Value], list[ir.Value]], list[ir.Value]]


def bits(element: ir.Type) -> int:
    if isinstance(element, ir.FloatType):
        return ir.FloatType(element).width
    return ir.IntegerType(element).width


def packable(element: ir.Type) -> bool:
    """Whether shuffles and shared memory can move the type (as one or two 32-bit words)."""
    if isinstance(element, (ir.FloatType, ir.IntegerType)):
        return bits(element) in (1, 8, 16, 32, 64)
    return False


def word_count(element: ir.Type) -> int:
    return 2 if bits(element) == 64 else 1


def pack_words(value: ir.Value) -> list[ir.Value]:
    """``value`` as 32-bit words (what a shuffle moves): narrower types zero-extended, 64-bit split."""
    width = bits(value.type)
    integer = ir.IntegerType.get_signless(width)
    as_int = value if isinstance(value.type, ir.IntegerType) else arith.BitcastOp(integer, value).result
    i32 = ir.IntegerType.get_signless(32)
    if width == 32:
        return [as_int]
    if width < 32:
        return [arith.ExtUIOp(i32, as_int).result]
    high = arith.ShRUIOp(as_int, arith.ConstantOp(integer, 32).result).result
    return [arith.TruncIOp(i32, as_int).result, arith.TruncIOp(i32, high).result]


def unpack_words(words: list[ir.Value], element: ir.Type) -> ir.Value:
    width = bits(element)
    integer = ir.IntegerType.get_signless(width)
    if width == 32:
        as_int = words[0]
    elif width < 32:
        as_int = arith.TruncIOp(integer, words[0]).result
    else:
        low = arith.ExtUIOp(integer, words[0]).result
        high = arith.ShLIOp(arith.ExtUIOp(integer, words[1]).result, arith.ConstantOp(integer, 32).result).result
        as_int = arith.OrIOp(low, high).result
    return as_int if isinstance(element, ir.IntegerType) else arith.BitcastOp(element, as_int).result


def lanes_for(busy: int | None) -> int:
    """The power of two of lanes a butterfly must combine when threads [0, busy) hold data."""
    if busy is None or busy >= WARP:
        return WARP
    lanes = 1
    while lanes < busy:
        lanes *= 2
    return lanes


def warp_allreduce(values: list[ir.Value], merge: Merge, lanes: int = WARP) -> list[ir.Value]:
    """Xor butterfly over groups of ``lanes`` lanes (a power of two up to 32): afterwards every
    lane of a group holds the group's total, combined in the same order in every lane."""
    i32 = ir.IntegerType.get_signless(32)
    width = arith.ConstantOp(i32, WARP).result
    for offset in [offset for offset in LANE_OFFSETS if offset < lanes]:
        distance = arith.ConstantOp(i32, offset).result
        others = []
        for value in values:
            words = [gpu.ShuffleOp(word, distance, width, gpu.ShuffleMode.XOR).results[0]
                     for word in pack_words(value)]
            others.append(unpack_words(words, value.type))
        values = merge(values, others)
    return values


def shared_words(ix: IndexBuilder, words: int, offset_bytes: int) -> ir.Value:
    """A ``memref<words x i32>`` view of the dynamic shared memory at ``offset_bytes``."""
    i32 = ir.IntegerType.get_signless(32)
    raw = gpu.DynamicSharedMemoryOp(ir.MemRefType.get([DYNAMIC], ir.IntegerType.get_signless(8),
                                                      memory_space=workgroup_space())).result
    return memref.ViewOp(ir.MemRefType.get([words], i32, memory_space=workgroup_space()), raw,
                         ix.value(offset_bytes), []).result


def block_allreduce_bytes(values: list[ir.Type], threads: int) -> int:
    """The shared memory :func:`block_allreduce` needs: one packed state per warp."""
    return 0 if threads <= WARP else (threads // WARP) * sum(word_count(t) for t in values) * 4


def block_allreduce(ix: IndexBuilder, values: list[ir.Value], merge: Merge, tid: ir.Value, threads: int,
                    offset_bytes: int) -> list[ir.Value]:
    """Every thread of a block of ``threads`` (a multiple of 32) gets the total of ``values``: a
    butterfly per warp, each warp's lane 0 leaves its total in shared memory (at
    ``offset_bytes``), a barrier, then every thread combines the warps' totals in warp order. The
    region must not be written again before every thread has read it (a barrier, or another region)."""
    values = warp_allreduce(values, merge)
    if threads <= WARP:
        return values
    warps = threads // WARP
    per_state = sum(word_count(value.type) for value in values)
    shared = shared_words(ix, warps * per_state, offset_bytes)
    lane, warp = ix.rem(tid, WARP), ix.div(tid, WARP)
    leader = scf.IfOp(ix.eq(lane, 0))
    with ir.InsertionPoint(leader.then_block):
        words = [word for value in values for word in pack_words(value)]
        for j, word in enumerate(words):
            memref.StoreOp(word, shared, [ix.value(ix.add(ix.mul(warp, per_state), j))])
        scf.YieldOp([])
    gpu.BarrierOp()
    total: list[ir.Value] | None = None
    for w in range(warps):
        loaded, position = [], 0
        for value in values:
            count = word_count(value.type)
            words = [memref.LoadOp(shared, [ix.value(w * per_state + position + j)]).result for j in range(count)]
            loaded.append(unpack_words(words, value.type))
            position += count
        total = loaded if total is None else merge(total, loaded)
    assert total is not None
    return total
