"""What the Tensor Core passes of the gpu stage share: the attributes that name the roles of ops
between passes, an index builder, and the fragment layouts of ``mma.sync``.

The passes hand each other upstream IR (scf, memref, vector, gpu, nvgpu, arith). A few ops carry a
discardable ``tir.role`` attribute so that a later pass finds what an earlier one made without
pattern-matching index arithmetic:

- ``k-loop``: the ``scf.for`` over K tiles (tir-tile);
- ``operand-a`` / ``operand-b``: the shared-memory tile of A or B (``memref.alloc`` in the
  workgroup address space, tir-promote), with ``tir.k_major`` (unit) when the tile's rows run
  along K;
- ``copy``: a thread's part of a global -> shared tile copy (tir-map-warps, tir-async-copy);
- ``fragment-a`` / ``fragment-b``: the warp's view of one mma operand tile (``memref.subview`` of
  a shared tile, with ``tir.fragment = [tile, mma step]``, tir-map-warps; tir-mma replaces what
  reads it);
- ``block-row`` / ``block-col``: the ops computing the block tile's origin (tir-map-warps); where
  a dimension is one tile, folding makes the origin the constant 0 and drops the role
  (``block_origin``);
- ``output-store``: a thread's bounds-checked store of two adjacent results of a row (an
  ``scf.if`` with ``tir.fragment = [mi, ni, row half]``, tir-map-warps; tir-epilogue stages them);
- ``staging``: the shared-memory tile the epilogue stages the output in (tir-epilogue).

Roles are discardable: an upstream pass that rebuilds an op drops them (fold-memref-alias-ops
rebuilds the accesses it folds, copies included, whose role no later pass needs). The roles the
passes after it read sit on ops it keeps: loops, allocs, ``scf.if`` and the block origin.
Other values a later pass needs, such as lane coordinates, are recomputed, not looked up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Union

from mlir import ir
from mlir.dialects import arith, gpu, memref, scf

from tirc.diagnostics import TircError
from tirc.schedule.model import MMA_SHAPES, SCHEDULE_ATTR, Schedule

ROLE = "tir.role"
K_MAJOR = "tir.k_major"
KERNEL_ATTR = "tir.kernel"  # on tir-tile's scf.forall: the kernel its launch becomes
FRAGMENT = "tir.fragment"   # which fragment an op is about: [tile, mma step] or [mi, ni, row half]

Index = Union[ir.Value, int]


def role(op: ir.Operation) -> str | None:
    if ROLE not in op.attributes:
        return None
    return ir.StringAttr(op.attributes[ROLE]).value


def set_role(op: ir.Operation | ir.OpView, name: str) -> None:
    op.operation.attributes[ROLE] = ir.StringAttr.get(name)


def block_origin(launch: ir.Operation, name: str, ix: "IndexBuilder", one_tile: bool, pass_name: str) -> ir.Value:
    """The coordinate of the block tile's origin that tir-map-warps named ``name`` (block-row or
    block-col). Upstream folding replaces the op by a constant (dropping its role) only where the
    coordinate is one: a dimension of ``one_tile``, whose origin is 0."""
    found = with_role(launch, name)
    if found:
        return found[0].results[0]
    if one_tile:
        return ix.value(0)
    raise out_of_order(pass_name, f"no {name} in the launch (tir-map-warps names the block origin)")


def clone_ops(ops: list[ir.Operation], mapping: dict[ir.Value, ir.Value]) -> list[ir.Operation]:
    """Clone ``ops`` at the current insertion point, their operands renamed by ``mapping``, which
    learns each result's clone (so later ops use earlier clones). Returns the clones."""
    clones = []
    for op in ops:
        clone = op.clone()
        for position, operand in enumerate(clone.operands):
            if operand in mapping:
                clone.operands[position] = mapping[operand]
        mapping.update(zip(op.results, clone.results))
        clones.append(clone)
    return clones


def walk_ops(root: ir.Operation, predicate: Callable[[ir.Operation], bool] = lambda op: True) -> list[ir.Operation]:
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if predicate(op):
            found.append(op)
        return ir.WalkResult.ADVANCE

    root.walk(visit)
    return found


def with_role(root: ir.Operation, name: str) -> list[ir.Operation]:
    return walk_ops(root, lambda op: role(op) == name)


def tensorcore_launches(module: ir.Module) -> list[ir.Operation]:
    """The ``gpu.launch`` ops tir-map-warps made (their body holds the K loop)."""
    return [op for op in walk_ops(module.operation, lambda op: op.name == "gpu.launch") if with_role(op, "k-loop")]


def out_of_order(pass_name: str, found: str) -> TircError:
    """The IR a pass expects is not there: the gpu-stage passes ran in another order."""
    return TircError(f"{pass_name}: unexpected IR ({found})",
                     hint="run the gpu-stage Tensor Core passes in the order of the shipped sm80 pipeline "
                          "(tirc pipelines show sm80), with no other pass between them")


def need(found: list[ir.Operation], what: str, pass_name: str, before: str) -> ir.Operation:
    if len(found) != 1:
        raise TircError(f"{pass_name}: expected one {what}, found {len(found)}",
                        hint=f"run {before} before {pass_name} in the pipeline")
    return found[0]


class IndexBuilder:
    """Index arithmetic at the current insertion point that folds Python ints, with index
    constants made once at the start of ``constant_block`` (which dominates every use)."""

    def __init__(self, constant_block: ir.Block) -> None:
        self.index = ir.IndexType.get()
        self._block = constant_block
        self._constants: dict[int, ir.Value] = {}

    def value(self, x: Index) -> ir.Value:
        if not isinstance(x, int):
            return x
        if x not in self._constants:
            with ir.InsertionPoint.at_block_begin(self._block):
                self._constants[x] = arith.ConstantOp(self.index, x).result
        return self._constants[x]

    def add(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if a == 0:
            return b
        if b == 0:
            return a
        return arith.AddIOp(self.value(a), self.value(b)).result

    def sub(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a - b
        if b == 0:
            return a
        return arith.SubIOp(self.value(a), self.value(b)).result

    def mul(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a * b
        if a == 1:
            return b
        if b == 1:
            return a
        if a == 0 or b == 0:
            return 0
        return arith.MulIOp(self.value(a), self.value(b)).result

    def div(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a // b
        if b == 1:
            return a
        return arith.DivUIOp(self.value(a), self.value(b)).result

    def rem(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a % b
        return arith.RemUIOp(self.value(a), self.value(b)).result

    def ceildiv(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return -(-a // b)
        return arith.CeilDivUIOp(self.value(a), self.value(b)).result

    def xor(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a ^ b
        return arith.XOrIOp(self.value(a), self.value(b)).result

    def min(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return min(a, b)
        return arith.MinUIOp(self.value(a), self.value(b)).result

    def lt(self, a: Index, b: Index) -> ir.Value:
        return arith.CmpIOp(arith.CmpIPredicate.ult, self.value(a), self.value(b)).result

    def le(self, a: Index, b: Index) -> ir.Value:
        return arith.CmpIOp(arith.CmpIPredicate.ule, self.value(a), self.value(b)).result

    def eq(self, a: Index, b: Index) -> ir.Value:
        return arith.CmpIOp(arith.CmpIPredicate.eq, self.value(a), self.value(b)).result

    def select(self, condition: ir.Value, a: Index, b: Index) -> ir.Value:
        return arith.SelectOp(condition, self.value(a), self.value(b)).result

    def below(self, a: Index, limit: Index, checked: bool) -> ir.Value:
        """``a < limit``, or the constant true where the caller knows it holds (``checked`` false):
        canonicalization then drops the dead bounds check."""
        if checked:
            return self.lt(a, limit)
        return arith.ConstantOp(ir.IntegerType.get_signless(1), 1).result

    @staticmethod
    def both(a: ir.Value, b: ir.Value) -> ir.Value:
        return arith.AndIOp(a, b).result


def full_tiles(output: ir.MemRefType, s: Schedule) -> tuple[bool, bool]:
    """Whether every block's output rows / columns lie inside the problem: M (N) is static and a
    multiple of the tile, so the grid covers it exactly. Bounds checks along such a dimension are
    dead code a static-shape kernel leaves out."""
    m, n = output.shape[-2:]
    dynamic = ir.ShapedType.get_dynamic_size()
    return m != dynamic and m % s.tile_m == 0, n != dynamic and n % s.tile_n == 0


def zero(element: ir.Type) -> ir.Value:
    """The constant 0 of an integer or float element type."""
    if isinstance(element, ir.IntegerType):
        return arith.ConstantOp(element, 0).result
    return arith.ConstantOp(element, 0.0).result


def barrier() -> None:
    gpu.BarrierOp()


def workgroup_space() -> ir.Attribute:
    return ir.Attribute.parse("#gpu.address_space<workgroup>")


def is_workgroup(memref_type: ir.Type) -> bool:
    space = ir.MemRefType(memref_type).memory_space
    return space is not None and str(space) == "#gpu.address_space<workgroup>"


def mixed_offsets(subview: ir.Operation) -> list[Index]:
    """The offsets of a ``memref.subview``, static ones as ints."""
    dynamic = iter(subview.opview.offsets)
    static = ir.DenseI64ArrayAttr(subview.attributes["static_offsets"])
    return [next(dynamic) if value == ir.ShapedType.get_dynamic_size() else value for value in static]


def fragment_index(op: ir.Operation) -> list[int]:
    return list(ir.DenseI64ArrayAttr(op.attributes[FRAGMENT]))


def schedule_of(op: ir.Operation) -> Schedule:
    return Schedule.from_attr(op.attributes[SCHEDULE_ATTR])


class WarpLayout:
    """Where a thread sits in its block: warp, lane and the mma accumulator layout.

    The block tile is split into ``warps_m x warps_n`` warp tiles, warps in row-major order. A
    warp tile holds ``(warp_m / 16) x (warp_n / 8)`` accumulator fragments; lane ``l`` owns
    elements (``l / 4 + 8 i``, ``2 (l % 4) + j``) of each, i, j in {0, 1} (the ``mma.sync`` C/D
    layout, used with or without Tensor Cores so that the epilogue does not depend on tir-mma).
    """

    def __init__(self, ix: IndexBuilder, tid: ir.Value, s: Schedule) -> None:
        self.mm, self.mn, self.mk = MMA_SHAPES[s.mma]
        self.warp_m, self.warp_n = s.warp_tile
        self.tiles_m = self.warp_m // self.mm
        self.tiles_n = self.warp_n // self.mn
        self.tid = tid
        self.lane = ix.rem(tid, 32)
        warp = ix.div(tid, 32)
        self.warp_row = ix.mul(ix.div(warp, s.warps_n), self.warp_m)
        self.warp_col = ix.mul(ix.rem(warp, s.warps_n), self.warp_n)
        self.group = ix.div(self.lane, 4)
        self.quad = ix.rem(self.lane, 4)
        self.ix = ix

    def accumulator_position(self, mi: int, ni: int, i: int) -> tuple[Index, Index]:
        """Tile row and first tile column of the two elements [i][0..1] of fragment (mi, ni)."""
        ix = self.ix
        row = ix.add(ix.add(self.warp_row, mi * self.mm + 8 * i), self.group)
        col = ix.add(ix.add(self.warp_col, ni * self.mn), ix.mul(self.quad, 2))
        return row, col


def launch_of_forall(forall: ir.Operation, grid: tuple[ir.Value, ir.Value], threads: int, shared_bytes: int,
                     schedule: ir.Attribute) -> ir.Operation:
    """A ``gpu.launch`` in place of tir-tile's ``forall`` (``grid`` blocks along x and y, ``threads``
    along x), named after its ``tir.kernel``, carrying ``schedule``, with the forall's body moved in:
    its last induction variable (the block tile) becomes block x, a batch before it block y."""
    body = forall.regions[0].blocks[0]
    with ir.InsertionPoint(forall), forall.location:
        one = arith.ConstantOp(ir.IndexType.get(), 1).result
        block = arith.ConstantOp(ir.IndexType.get(), threads).result
        shared = arith.ConstantOp(ir.IntegerType.get_signless(32), shared_bytes).result
        launch = gpu.LaunchOp((grid[0], grid[1], one), (block, one, one), dynamic_shared_memory_size=shared)
    kernel = ir.StringAttr(forall.attributes[KERNEL_ATTR]).value
    launch.operation.attributes["module"] = ir.FlatSymbolRefAttr.get(kernel)
    launch.operation.attributes["function"] = ir.FlatSymbolRefAttr.get(kernel)
    launch.operation.attributes[SCHEDULE_ATTR] = schedule
    blocks = launch.regions[0].blocks
    entry = blocks[0] if len(blocks) else blocks.append(*([ir.IndexType.get()] * 12))
    with ir.InsertionPoint(entry), forall.location:
        terminator = gpu.TerminatorOp()
    block_ids = [entry.arguments[1], entry.arguments[0]] if len(body.arguments) == 2 else [entry.arguments[0]]
    for argument, replacement in zip(body.arguments, block_ids):
        argument.replace_all_uses_with(replacement)
    for op in list(body.operations)[:-1]:
        op.operation.move_before(terminator)
    return launch.operation


def inline_epilogue(epilogue: ir.Operation, acc: ir.Value, extras: list[ir.Value]) -> ir.Value:
    """The fused elementwise body of ``epilogue`` at the insertion point, on the accumulator value
    ``acc`` and the extra inputs' values ``extras``; returns the result it yields."""
    body = epilogue.regions[0].blocks[0]
    mapping: dict[ir.Value, ir.Value] = dict(zip(list(body.arguments)[:-1], [acc, *extras]))
    *computation, terminator = [op.operation for op in body.operations]   # ... linalg.yield %result
    clone_ops(computation, mapping)
    return mapping.get(terminator.operands[0], terminator.operands[0])


def epilogue_at(epilogue: ir.Operation, ix: "IndexBuilder", acc: ir.Value, row: Index, col: Index,
                inside: Callable[[], ir.Value], out_element: ir.Type, batch: ir.Value | None) -> ir.Value:
    """The fused epilogue at output (row, col). Its extra inputs are read only where ``inside()``
    holds (outside the problem the result, never stored, is 0); a batched one at ``batch``."""
    inputs = list(epilogue.operands)[:-1]
    if len(inputs) == 1:
        return inline_epilogue(epilogue, acc, [])
    maps = [ir.AffineMapAttr(m).value for m in ir.ArrayAttr(epilogue.attributes["indexing_maps"])]
    branch = scf.IfOp(inside(), [out_element], has_else=True)
    with ir.InsertionPoint(branch.then_block):
        extras = []
        for value, amap in zip(inputs[1:], maps[1:]):
            source = value.owner.operation.operands[0]
            dims = [ir.AffineDimExpr(e).position for e in amap.results]
            coords = [ix.value(row if d == 0 else col) for d in dims]
            if batch is not None and len(ir.MemRefType(source.type).shape) > len(dims):
                coords = [batch] + coords
            extras.append(memref.LoadOp(source, coords).result)
        scf.YieldOp([inline_epilogue(epilogue, acc, extras)])
    with ir.InsertionPoint(branch.else_block):
        scf.YieldOp([zero(out_element)])
    return branch.results[0]


def launch_thread_id(launch: ir.Operation) -> ir.Value:
    return launch.regions[0].blocks[0].arguments[3]


def launch_block_id(launch: ir.Operation, axis: int) -> ir.Value:
    return launch.regions[0].blocks[0].arguments[axis]


# Ops of the gpu stage's kernels that have no side effect (erase_dead's default).
KERNEL_PURE_OPS = ("arith.", "memref.subview", "memref.dim", "memref.view", "memref.load", "vector.")


def erase_dead(block: ir.Block, pure: tuple[str, ...] = KERNEL_PURE_OPS) -> None:
    """Erase side-effect-free ops (names starting with one of ``pure``) without users (what a
    rewrite left behind), last first."""
    changed = True
    while changed:
        changed = False
        for op in reversed(list(block.operations)):
            op = op.operation
            # Stores have no results, so an op with results none of which is used is dead.
            if op.name.startswith(pure) and len(op.results) and all(not list(result.uses) for result in op.results):
                op.erase()
                changed = True
