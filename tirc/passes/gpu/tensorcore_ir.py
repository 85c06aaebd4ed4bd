"""What the Tensor Core passes of the gpu stage share: the attributes they mark tiles and
fragments with beside their roles (``tirc.ir.roles``), and the fragment layouts of ``mma.sync``.

The roles these passes hand each other are ``Role.K_LOOP`` (tir-tile), ``Role.OPERAND_A`` /
``Role.OPERAND_B`` (tir-promote; with ``tir.k_major``, a unit attribute, when the tile's rows
run along K), ``Role.COPY``, ``Role.FRAGMENT_A`` / ``Role.FRAGMENT_B`` (with ``tir.fragment =
[tile, mma step]``), ``Role.BLOCK_ROW`` / ``Role.BLOCK_COL`` and ``Role.OUTPUT_STORE`` (with
``tir.fragment = [mi, ni, row half]``; tir-map-warps), and ``Role.STAGING`` (tir-epilogue).
Where a dimension is one tile, folding makes the block origin the constant 0 and drops its role
(``block_origin``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from mlir import ir
from mlir.dialects import arith, memref, scf

from tirc.diagnostics import TircError
from tirc.ir.builders import Index, IndexBuilder, build_launch, zero
from tirc.ir.roles import KERNEL_ATTR, Role, copy_role, with_role
from tirc.ir.walk import clone_ops, walk_ops
from tirc.schedule.model import MMA_SHAPES, SCHEDULE_ATTR, Schedule

K_MAJOR = "tir.k_major"
FRAGMENT = "tir.fragment"   # which fragment an op is about: [tile, mma step] or [mi, ni, row half]


def block_origin(launch: ir.Operation, role: Role, ix: IndexBuilder, one_tile: bool, pass_name: str) -> ir.Value:
    """The coordinate of the block tile's origin that tir-map-warps gave ``role`` (``Role.BLOCK_ROW``
    or ``Role.BLOCK_COL``). Upstream folding replaces the op by a constant (dropping its role) only where the
    coordinate is one: a dimension of ``one_tile``, whose origin is 0."""
    found = with_role(launch, role)
    if found:
        return found[0].results[0]
    if one_tile:
        return ix.value(0)
    raise out_of_order(pass_name, f"no {role} in the launch (tir-map-warps names the block origin)")


def tensorcore_launches(module: ir.Module) -> list[ir.Operation]:
    """The ``gpu.launch`` ops tir-map-warps made (their body holds the K loop)."""
    return [op for op in walk_ops(module.operation, lambda op: op.name == "gpu.launch") if with_role(op, Role.K_LOOP)]


def copy_tile_attributes(source: ir.Operation, target: ir.Operation) -> None:
    """Give ``target`` (a shared tile rebuilt in place of ``source``) the role and ``tir.k_major`` of ``source``."""
    copy_role(source, target)
    if K_MAJOR in source.attributes:
        target.attributes[K_MAJOR] = source.attributes[K_MAJOR]


def out_of_order(pass_name: str, found: str) -> TircError:
    """The IR a pass expects is not there: the gpu-stage passes ran in another order."""
    return TircError(f"{pass_name}: unexpected IR ({found})",
                     hint="run the gpu-stage Tensor Core passes in the order of the shipped sm80 pipeline "
                          "(tirc pipelines show sm80), with no other pass between them")


def full_tiles(output: ir.MemRefType, s: Schedule) -> tuple[bool, bool]:
    """Whether every block's output rows / columns lie inside the problem: M (N) is static and a
    multiple of the tile, so the grid covers it exactly. Bounds checks along such a dimension are
    dead code a static-shape kernel leaves out."""
    m, n = output.shape[-2:]
    dynamic = ir.ShapedType.get_dynamic_size()
    return m != dynamic and m % s.tile_m == 0, n != dynamic and n % s.tile_n == 0


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
    kernel = ir.StringAttr(forall.attributes[KERNEL_ATTR]).value
    with ir.InsertionPoint(forall), forall.location:
        one = arith.ConstantOp(ir.IndexType.get(), 1).result
        block = arith.ConstantOp(ir.IndexType.get(), threads).result
        launch, entry, terminator = build_launch(kernel, (grid[0], grid[1], one), (block, one, one), shared_bytes)
    launch.attributes[SCHEDULE_ATTR] = schedule
    block_ids = [entry.arguments[1], entry.arguments[0]] if len(body.arguments) == 2 else [entry.arguments[0]]
    for argument, replacement in zip(body.arguments, block_ids):
        argument.replace_all_uses_with(replacement)
    for op in list(body.operations)[:-1]:
        op.operation.move_before(terminator)
    return launch


def inline_epilogue(epilogue: ir.Operation, acc: ir.Value, extras: list[ir.Value]) -> ir.Value:
    """The fused elementwise body of ``epilogue`` at the insertion point, on the accumulator value
    ``acc`` and the extra inputs' values ``extras``; returns the result it yields."""
    body = epilogue.regions[0].blocks[0]
    mapping: dict[ir.Value, ir.Value] = dict(zip(list(body.arguments)[:-1], [acc, *extras]))
    *computation, terminator = [op.operation for op in body.operations]   # ... linalg.yield %result
    clone_ops(computation, mapping)
    return mapping.get(terminator.operands[0], terminator.operands[0])


class EpilogueInputs:
    """The fused epilogue (the elementwise generic tir-tile left in the launch) at the output elements
    of one thread, its extra inputs each read once: an input indexed by the row alone (a per-token
    scale, ``bias: m``) once per row, by the column alone (a per-channel scale, ``bias: n``) once per
    column, a one-element input (a per-tensor scale) once, and only an input indexed by both (a
    residual, C) once per element. A row or column outside the problem reads nothing (its value
    is 0, and the result there is never stored). The callers name each row and column by a key of
    their fragment layout: one row is one key however often its index is rebuilt."""

    def __init__(self, epilogue: ir.Operation, ix: IndexBuilder, batch: ir.Value | None,
                 row_inside: Callable[[Index], ir.Value], col_inside: Callable[[Index], ir.Value]) -> None:
        self.epilogue = epilogue
        self.ix = ix
        self.batch = batch
        self.row_inside = row_inside
        self.col_inside = col_inside
        maps = [ir.AffineMapAttr(m).value for m in ir.ArrayAttr(epilogue.attributes["indexing_maps"])]
        # Each extra input: the memref it reads (through tir-tile's tile view) and its map's results.
        self.inputs = [(value.owner.operation.operands[0], list(amap.results))
                       for value, amap in zip(list(epilogue.operands)[1:-1], maps[1:-1])]
        self.loaded: dict[tuple[Hashable, ...], ir.Value] = {}

    def at(self, acc: ir.Value, row: Index, row_key: Hashable, col: Index, col_key: Hashable,
           out_element: ir.Type) -> ir.Value:
        """The epilogue's result at output (row, col) for the accumulator value ``acc``."""
        extras: list[ir.Value | None] = []
        for position, (source, results) in enumerate(self.inputs):
            dims = {ir.AffineDimExpr(e).position for e in results if isinstance(e, ir.AffineDimExpr)}
            if dims == {0, 1}:
                extras.append(None)    # per element, in the guarded branch below
            elif dims == {0}:
                extras.append(self._load_once((position, "row", row_key), source, results, row, col,
                                              lambda: self.row_inside(row)))
            elif dims == {1}:
                extras.append(self._load_once((position, "col", col_key), source, results, row, col,
                                              lambda: self.col_inside(col)))
            else:
                extras.append(self._load_once((position,), source, results, row, col, None))
        if all(extra is not None for extra in extras):
            return inline_epilogue(self.epilogue, acc, [extra for extra in extras if extra is not None])
        ix = self.ix
        branch = scf.IfOp(ix.both(self.row_inside(row), self.col_inside(col)), [out_element], has_else=True)
        with ir.InsertionPoint(branch.then_block):
            values = [extra if extra is not None else self._load(source, results, row, col)
                      for extra, (source, results) in zip(extras, self.inputs)]
            scf.YieldOp([inline_epilogue(self.epilogue, acc, values)])
        with ir.InsertionPoint(branch.else_block):
            scf.YieldOp([zero(out_element)])
        return branch.results[0]

    def _load(self, source: ir.Value, results: list[ir.AffineExpr], row: Index, col: Index) -> ir.Value:
        ix = self.ix
        # A constant result: a dimension of size 1 read at 0 (tir-tile's view of a [1] input).
        coords = [ix.value(0 if isinstance(e, ir.AffineConstantExpr)
                           else row if ir.AffineDimExpr(e).position == 0 else col) for e in results]
        if self.batch is not None and len(ir.MemRefType(source.type).shape) > len(coords):
            coords = [self.batch] + coords
        return memref.LoadOp(source, coords).result

    def _load_once(self, key: tuple[Hashable, ...], source: ir.Value, results: list[ir.AffineExpr], row: Index,
                   col: Index, inside: Callable[[], ir.Value] | None) -> ir.Value:
        """The load of ``key`` made at its first use (which dominates the later ones: the callers
        build every element's epilogue in one block), under ``inside`` where that is given."""
        if key not in self.loaded:
            if inside is None:
                self.loaded[key] = self._load(source, results, row, col)
            else:
                element = ir.MemRefType(source.type).element_type
                branch = scf.IfOp(inside(), [element], has_else=True)
                with ir.InsertionPoint(branch.then_block):
                    scf.YieldOp([self._load(source, results, row, col)])
                with ir.InsertionPoint(branch.else_block):
                    scf.YieldOp([zero(element)])
                self.loaded[key] = branch.results[0]
        return self.loaded[key]

