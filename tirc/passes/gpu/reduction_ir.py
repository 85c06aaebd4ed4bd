"""The IR pieces every reduction kernel shares (tir-reduce's row, column and row-program
lowerings, the scan lowering, an attention kernel's online softmax): warp and block reductions,
the 32-bit packing of values that shuffles and shared memory move, the combiners' identities,
index arithmetic and the cloning of linalg bodies.

Every combination runs in a fixed order (the xor butterfly, then warp order), so every thread
gets the same, deterministic total.
"""

from __future__ import annotations

from collections.abc import Callable

from mlir import ir
from mlir.dialects import affine, arith, gpu, memref, scf

from tirc.diagnostics import TircError
from tirc.ir.builders import Index, IndexBuilder, workgroup_space
from tirc.ir.walk import clone_ops

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


def block_reduce(ix: IndexBuilder, values: list[ir.Value], merge: Merge, identities: Callable[[], list[ir.Value]],
                 tid: ir.Value, threads: int, finish: Callable[[list[ir.Value]], None],
                 busy: int | None = None) -> None:
    """Reduce ``values`` over a block of ``threads`` (a multiple of 32) to thread 0, which runs
    ``finish`` with the totals: a butterfly per warp, the warps' lane 0 leave their totals in
    shared memory (from byte 0), a barrier, and warp 0 combines them with another butterfly (its
    lanes past the warps start from the values ``identities()`` builds). ``busy``: threads [0, busy) may hold more
    than the identity (None: all), so the butterfly steps that would only add identities go."""
    lane = ix.rem(tid, WARP)
    values = warp_allreduce(values, merge, lanes_for(busy))
    if threads == WARP:
        with inside_if(ix.eq(lane, 0)):
            finish(values)
        return
    warps = threads // WARP
    per_state = sum(word_count(value.type) for value in values)
    i32 = ir.IntegerType.get_signless(32)
    shared = shared_words(ix, warps * per_state, 0)
    warp = ix.div(tid, WARP)
    with inside_if(ix.eq(lane, 0)):
        words = [word for value in values for word in pack_words(value)]
        for j, word in enumerate(words):
            memref.StoreOp(word, shared, [ix.value(ix.add(ix.mul(warp, per_state), j))])
    gpu.BarrierOp()
    with inside_if(ix.eq(warp, 0)):
        leader = scf.IfOp(ix.lt(lane, warps), [i32] * per_state, has_else=True)
        with ir.InsertionPoint(leader.then_block):
            scf.YieldOp([memref.LoadOp(shared, [ix.value(ix.add(ix.mul(lane, per_state), j))]).result
                         for j in range(per_state)])
        with ir.InsertionPoint(leader.else_block):
            scf.YieldOp([word for value in identities() for word in pack_words(value)])
        loaded, position = [], 0
        for value in values:
            count = word_count(value.type)
            loaded.append(unpack_words(list(leader.results)[position:position + count], value.type))
            position += count
        totals = warp_allreduce(loaded, merge, lanes_for(warps))
        with inside_if(ix.eq(lane, 0)):
            finish(totals)


def from_lane_0(value: ir.Value) -> ir.Value:
    """``value`` as lane 0 of the warp holds it."""
    i32 = ir.IntegerType.get_signless(32)
    source, width = arith.ConstantOp(i32, 0).result, arith.ConstantOp(i32, WARP).result
    words = [gpu.ShuffleOp(word, source, width, gpu.ShuffleMode.IDX).results[0] for word in pack_words(value)]
    return unpack_words(words, value.type)


def identity_value(kind: str, element: ir.Type) -> ir.Value:
    """The constant of ``element`` that an identity kind (``COMBINER_IDENTITY``'s values) names."""
    if isinstance(element, ir.FloatType):
        number = {"-0": -0.0, "1": 1.0, "0": 0.0, "-inf": float("-inf"), "inf": float("inf")}[kind]
        return arith.ConstantOp(element, ir.FloatAttr.get(element, number)).result
    width = ir.IntegerType(element).width
    number = {"0": 0, "1": 1, "ones": -1, "smin": -(1 << (width - 1)), "smax": (1 << (width - 1)) - 1}[kind]
    if width == 1:
        number &= 1
    return arith.ConstantOp(element, ir.IntegerAttr.get(element, number)).result


def inside_if(condition: ir.Value) -> ir.InsertionPoint:
    """An ``scf.if`` without results; the insertion point before its then block's terminator."""
    op = scf.IfOp(condition)
    with ir.InsertionPoint(op.then_block):
        terminator = scf.YieldOp([])
    return ir.InsertionPoint(terminator)


def delinearize(ix: IndexBuilder, linear: Index, extents: list[Index]) -> list[ir.Value]:
    """Row-major indices of ``linear`` in a space of ``extents``."""
    if not extents:
        return []
    indices: list[Index] = []
    rest = linear
    for extent in reversed(extents[1:]):
        indices.insert(0, ix.rem(rest, extent))
        rest = ix.div(rest, extent)
    indices.insert(0, rest)
    return [ix.value(index) for index in indices]


def apply_map(ix: IndexBuilder, amap: ir.AffineMap, dims: list[ir.Value]) -> list[ir.Value]:
    """The indices ``amap(dims)``: plain dimensions and constants directly, others via affine.apply."""
    values = []
    for expr in amap.results:
        if isinstance(expr, ir.AffineDimExpr):
            values.append(dims[ir.AffineDimExpr(expr).position])
        elif isinstance(expr, ir.AffineConstantExpr):
            values.append(ix.value(ir.AffineConstantExpr(expr).value))
        else:
            single = ir.AffineMap.get(len(dims), 0, [expr])
            values.append(affine.AffineApplyOp(ir.AffineMapAttr.get(single), dims).result)
    return values


def run_body(body: ir.Block, mapping: dict[ir.Value, ir.Value], indices: list[ir.Value]) -> list[ir.Value]:
    """Clone a linalg body at the insertion point (``linalg.index`` d is ``indices[d]``); the
    values it yields."""
    for op in body.operations:
        op = op.operation
        if op.name == "linalg.index":
            mapping[op.results[0]] = indices[ir.IntegerAttr(op.attributes["dim"]).value]
        elif op.name == "linalg.yield":
            return [mapping.get(value, value) for value in op.operands]
        else:
            clone_ops([op], mapping)
    raise TircError("tir-reduce: a linalg body without linalg.yield")
