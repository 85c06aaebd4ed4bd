"""tir-tile: block tiling of each scheduled contraction and its fused epilogue.

For a ``linalg.generic`` carrying ``tir.schedule`` (set by tir-schedule), its constant fill and
the elementwise generic that reads it (the epilogue), the pass writes, in place of the three:

    scf.forall (%batch?, %pid) in (B?, ceildiv(M, TM) * ceildiv(N, TN)) {
      // grouped order: raster_group tiles walk down M before moving along N (L2 reuse of B)
      %row0, %col0 = tile origin of %pid
      linalg.fill ins(%init) outs(C tile)                  // when the accumulator starts from a constant
      scf.for %kt = 0 to ceildiv(K, TK) {                  // tir.role = "k-loop"
        linalg.generic ins(A tile, B tile) outs(C tile)    // the contraction on TM x TN x TK tiles
      }
      linalg.generic ins(C tile, extra tiles) outs(out tile)   // the fused epilogue
    } {mapping = [#gpu.block<y>?, #gpu.block<x>], tir.kernel = "<func>_gemm<i>"}

Tiles are ``memref.subview``s clipped to the problem (edge tiles are smaller); a batch dimension
is dropped from the tiles (it indexes the subviews). The ops carry the contraction's location.
The module gets ``tir.kernel_schedules`` (kernel -> schedule text) and ``tir.kernel_problems``
(kernel -> schedule, sizes, element types) for the kernel report.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import linalg, memref, scf

from tirc.diagnostics import TircError
from tirc.passes.gpu.tensorcore_ir import KERNEL_ATTR, Index, IndexBuilder, clone_ops, set_role
from tirc.passes.tensorir.schedule import contractions, scheduled
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import Contraction
from tirc.schedule.heuristics import NotOnTensorCores, tensor_core_instruction, validate_schedule
from tirc.schedule.model import KERNEL_SCHEDULES_ATTR, SCHEDULE_ATTR, Schedule
from tirc.schedule.perf_model import KERNEL_PROBLEMS_ATTR, problem_attr
from tirc.target import Target

DYNAMIC = ir.ShapedType.get_dynamic_size()


def tile_view(source: ir.Value, batch: ir.Value | None, offsets: list[Index], sizes: list[Index]) -> ir.Value:
    """The 2-D tile ``source[batch?, offsets...][sizes...]`` (a rank-reducing ``memref.subview``)."""
    source_type = ir.MemRefType(source.type)
    strides, source_offset = source_type.get_strides_and_offset()
    lead = [batch] if batch is not None else []
    offset = DYNAMIC
    if batch is None and all(isinstance(o, int) for o in offsets) and DYNAMIC not in [source_offset, *strides]:
        offset = source_offset + sum(o * stride for o, stride in zip(offsets, strides[-len(offsets):]))
    shape = [size if isinstance(size, int) else DYNAMIC for size in sizes]
    result = ir.MemRefType.get(shape, source_type.element_type,
                               layout=ir.StridedLayoutAttr.get(offset, strides[-len(sizes):]),
                               memory_space=source_type.memory_space)
    return memref.subview(source, lead + offsets, [1] * len(lead) + sizes, [1] * (len(lead) + len(sizes)),
                          result_type=result)


def affine_map(dims: int, results: list[int]) -> ir.Attribute:
    return ir.AffineMapAttr.get(ir.AffineMap.get(dims, 0, [ir.AffineExpr.get_dim(d) for d in results]))


def clone_body(source: ir.Operation, target: ir.Operation) -> None:
    """Copy the region of linalg op ``source`` into the (empty) region of ``target``."""
    old = source.regions[0].blocks[0]
    new = target.regions[0].blocks.append(*[argument.type for argument in old.arguments])
    with ir.InsertionPoint(new):
        clone_ops([op.operation for op in old.operations], dict(zip(old.arguments, new.arguments)))


def generic(inputs: list[ir.Value], outputs: list[ir.Value], maps: list[ir.Attribute], iterators: list[str],
            body_of: ir.Operation) -> ir.Operation:
    kinds = ir.ArrayAttr.get([ir.Attribute.parse(f"#linalg.iterator_type<{kind}>") for kind in iterators])
    op = linalg.GenericOp([], inputs, outputs, ir.ArrayAttr.get(maps), kinds).operation
    clone_body(body_of, op)
    return op


def raster_origin(ix: IndexBuilder, pid: ir.Value, m: ir.Value, n: ir.Value, s: Schedule) -> tuple[Index, Index]:
    """Tile origin of block ``pid`` in grouped order: ``raster_group`` tiles along M, then N."""
    grid_m = ix.ceildiv(m, s.tile_m)
    grid_n = ix.ceildiv(n, s.tile_n)
    per_group = ix.mul(grid_n, s.raster_group)
    first_m = ix.mul(ix.div(pid, per_group), s.raster_group)
    group_m = ix.min(ix.sub(grid_m, first_m), s.raster_group)
    in_group = ix.rem(pid, per_group)
    pid_m = ix.add(first_m, ix.rem(in_group, group_m))
    pid_n = ix.div(in_group, group_m)
    return ix.mul(pid_m, s.tile_m), ix.mul(pid_n, s.tile_n)


def check_schedule(c: Contraction, schedule: Schedule, target: Target) -> None:
    """A tir.schedule that did not come through tir-schedule (hand-written IR, a custom pipeline)
    is held to the same rules; a schedule on an op asks for tf32 itself."""
    instruction = tensor_core_instruction(c, target, allow_tf32=True)
    if isinstance(instruction, NotOnTensorCores):
        raise TircError(f"{c.function}: a tir.schedule asks for Tensor Cores, but {instruction.reason}",
                        hint=instruction.fix or "remove the tir.schedule attribute")
    validate_schedule(schedule, c, target)


@dataclass(frozen=True)
class TileContraction(ModulePass):
    """Tile scheduled contractions (and their fused fill and epilogue) into an ``scf.forall`` over
    thread blocks with an ``scf.for`` over K tiles; see the module docstring for the IR."""

    name: ClassVar[str] = "tir-tile"
    summary: ClassVar[str] = ("Block-tile scheduled contractions + fused epilogue: scf.forall over blocks "
                              "(grouped order), scf.for over K tiles")

    def run(self, module: ir.Module, target: Target) -> None:
        schedules: dict[str, str] = {}
        problems: dict[str, ir.Attribute] = {}  # for the kernel report's performance estimate
        for op in list(module.body.operations):
            host = op.operation
            if host.name != "func.func" or not host.regions[0].blocks:
                continue
            host_name = ir.StringAttr(host.attributes["sym_name"]).value
            for contraction in contractions(host):
                try:
                    schedule = scheduled(contraction)
                except TircError as error:
                    error.message = f"{contraction.function}: {error.message}"
                    raise
                if schedule is None:
                    continue
                check_schedule(contraction, schedule, target)
                kernel = f"{host_name}_gemm{len(schedules)}"
                _tile(host.regions[0].blocks[0], contraction, schedule, kernel)
                schedules[kernel] = schedule.describe()
                problems[kernel] = problem_attr(schedule, contraction.sizes, {
                    "in": contraction.in_element, "out": contraction.out_element, "acc": contraction.acc_element})
        if schedules:
            module.operation.attributes[KERNEL_SCHEDULES_ATTR] = ir.DictAttr.get(
                {name: ir.StringAttr.get(text) for name, text in schedules.items()})
            module.operation.attributes[KERNEL_PROBLEMS_ATTR] = ir.DictAttr.get(problems)


def _tile(entry: ir.Block, c: Contraction, s: Schedule, kernel: str) -> None:
    anchor = c.epilogue.op if c.epilogue is not None else c.op
    out = c.output
    lead = 1 if c.batched else 0
    with ir.InsertionPoint(anchor), c.op.location:
        host = IndexBuilder(entry)
        m = memref.DimOp(out, host.value(lead)).result
        n = memref.DimOp(out, host.value(lead + 1)).result
        grid = host.mul(host.ceildiv(m, s.tile_m), host.ceildiv(n, s.tile_n))
        uppers: list[Index] = [memref.DimOp(out, host.value(0)).result, grid] if c.batched else [grid]
        mapping = [ir.Attribute.parse(f"#gpu.block<{axis}>") for axis in (["y", "x"] if c.batched else ["x"])]
        forall = scf.ForallOp([0] * len(uppers), uppers, [1] * len(uppers), mapping=ir.ArrayAttr.get(mapping))
        forall.operation.attributes[KERNEL_ATTR] = ir.StringAttr.get(kernel)
        body = forall.regions[0].blocks[0]
        with ir.InsertionPoint(body):
            scf.InParallelOp()
        with ir.InsertionPoint.at_block_terminator(body):
            _tile_body(body, c, s)
    for op in ([c.epilogue.op] if c.epilogue else []) + [c.op] + ([c.fill] if c.fill else []):
        op.erase()


def _tile_body(body: ir.Block, c: Contraction, s: Schedule) -> None:
    ix = IndexBuilder(body)
    batch = body.arguments[0] if c.batched else None
    pid = body.arguments[-1]
    lead = 1 if c.batched else 0
    out = c.output
    m = memref.DimOp(out, ix.value(lead)).result
    n = memref.DimOp(out, ix.value(lead + 1)).result
    k = memref.DimOp(c.a, ix.value(lead + (1 if c.a_row else 0))).result
    row0, col0 = raster_origin(ix, pid, m, n, s)
    rows = ix.min(s.tile_m, ix.sub(m, row0))
    cols = ix.min(s.tile_n, ix.sub(n, col0))
    acc_tile = tile_view(c.accumulator, batch, [row0, col0], [rows, cols])
    if c.fill is not None:
        linalg.fill(c.fill.operands[0], outs=[acc_tile])
    loop = scf.ForOp(ix.value(0), ix.value(ix.ceildiv(k, s.tile_k)), ix.value(1))
    set_role(loop, "k-loop")
    with ir.InsertionPoint(loop.body):
        k0 = ix.mul(loop.induction_variable, s.tile_k)
        depth = ix.min(s.tile_k, ix.sub(k, k0))
        a_tile = (tile_view(c.a, batch, [row0, k0], [rows, depth]) if c.a_row
                  else tile_view(c.a, batch, [k0, row0], [depth, rows]))
        b_tile = (tile_view(c.b, batch, [k0, col0], [depth, cols]) if c.b_row
                  else tile_view(c.b, batch, [col0, k0], [cols, depth]))
        maps = [affine_map(3, [0, 2] if c.a_row else [2, 0]), affine_map(3, [2, 1] if c.b_row else [1, 2]),
                affine_map(3, [0, 1])]
        tiled = generic([a_tile, b_tile], [acc_tile], maps, ["parallel", "parallel", "reduction"], c.op)
        tiled.attributes[SCHEDULE_ATTR] = c.op.attributes[SCHEDULE_ATTR]
        scf.YieldOp([])
    if c.epilogue is None:
        return
    out_tile = tile_view(out, batch, [row0, col0], [rows, cols])
    inputs = [acc_tile]
    maps = [affine_map(2, [0, 1])]
    for value, dims, by_batch in c.epilogue.extra_inputs:
        origin = {0: row0, 1: col0}
        extent = {0: rows, 1: cols}
        inputs.append(tile_view(value, batch if by_batch else None, [origin[d] for d in dims],
                                [extent[d] for d in dims]))
        maps.append(affine_map(2, list(dims)))
    maps.append(affine_map(2, [0, 1]))
    generic(inputs, [out_tile], maps, ["parallel", "parallel"], c.epilogue.op)
