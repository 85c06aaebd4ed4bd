"""tir-tile: block tiling of each scheduled contraction and its fused epilogue.

For a ``linalg.generic`` carrying ``tir.schedule`` (set by tir-schedule), its constant fill and
the elementwise generic that reads it (the epilogue), the pass writes, in place of the three:

    scf.forall (%batch?, %pid) in (B?, ceildiv(M, TM) * ceildiv(N, TN)) {
      // grouped order: raster_group tiles walk down M before moving along N (L2 reuse of B)
      %row0, %col0 = tile origin of %pid
      linalg.fill ins(%init) outs(C tile)                  // when the accumulator starts from a constant
      scf.for %kt = 0 to ceildiv(K, TK) {                  // Role.K_LOOP
        linalg.generic ins(A tile, B tile) outs(C tile)    // the contraction on TM x TN x TK tiles
      }
      linalg.generic ins(C tile, extra tiles) outs(out tile)   // the fused epilogue
    } {mapping = [#gpu.block<y>?, #gpu.block<x>], tir.kernel = "<func>_gemm<i>"}

Tiles are ``memref.subview``s clipped to the problem (edge tiles are smaller); a batch dimension
is dropped from the tiles (it indexes the subviews). The ops carry the contraction's location.
The module gets ``tir.kernel_schedules`` (kernel -> schedule text) and ``tir.kernel_problems``
(kernel -> schedule, sizes, element types) for the kernel report, and ``tir.kernel_tuning`` (kernel
-> the contraction's workload and schedule source, tirc/schedule/workload.py) for the report and
``tirc tune``.

With ``split_k = S > 1`` (split-K) the pass writes instead:

    %ws = memref.alloc() : memref<S x B? x M x N x acc>     // host temporary, freed below
    scf.forall (%batch?, %pid) in (B?, tiles * S) {
      %split = %pid % S;  tile origin of %pid / S
      %part = memref.reinterpret_cast %ws to offset: [%split * B? * M * N], sizes: [B?, M, N]
      linalg.fill ins(0) outs(%part tile)
      scf.for %kt = first(%split) to end(%split) {          // Role.K_LOOP; whole K tiles
        linalg.generic ins(A tile, B tile) outs(%part tile)
      }
    }
    linalg.generic ins(%ws, ..., %ws, extra inputs) outs(out)   // (m, n) -> (s, m, n) per split:
        init + p_0 + ... + p_{S-1}, then the epilogue's body      // the second (SIMT) kernel
    memref.dealloc %ws

A convolution (an implicit GEMM, see ``tirc.schedule.contraction``) is tiled as the GEMM of three
host-side stand-ins made before the forall: A is ``builtin.unrealized_conversion_cast`` of the
input to the ``M x K`` im2col matrix type, tagged ``tir.im2col`` (the geometry), B the weight
collapsed to ``[F, K]`` (FCHW) or ``[K, F]`` (HWCF), C a cast of the output to ``M x F`` tagged
``tir.conv_output``. No op reads through the casts: tir-map-warps addresses the 4-D buffers
itself and erases them. A zero pad the convolution reads through goes away with it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, linalg, memref, scf

from tirc.diagnostics import TircError
from tirc.ir.builders import Index, IndexBuilder, zero
from tirc.ir.roles import KERNEL_ATTR, Role, set_role
from tirc.ir.walk import clone_ops
from tirc.passes.tensorir.schedule import contractions, scheduled
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import Contraction
from tirc.schedule.heuristics import NotOnTensorCores, tensor_core_instruction, validate_schedule
from tirc.schedule.model import SCHEDULE_ATTR, Schedule, add_kernel_schedules
from tirc.schedule.workload import record_kernel_tuning
from tirc.schedule.perf_model import KERNEL_PROBLEMS_ATTR, problem_attr
from tirc.target import Target

DYNAMIC = ir.ShapedType.get_dynamic_size()
IM2COL_ATTR = "tir.im2col"             # on the cast standing in for a convolution's A: its geometry
CONV_OUTPUT_ATTR = "tir.conv_output"   # on the cast standing in for its [M, N] output


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


def raster_origin(ix: IndexBuilder, pid: ir.Value, m: ir.Value, n: ir.Value, s: Schedule,
                  static_m: int | None) -> tuple[Index, Index]:
    """Tile origin of block ``pid`` in grouped order: ``raster_group`` tiles along M, then N.

    The last group is shorter when the groups do not divide the tile rows, which makes the
    group height a variable divisor (a division subroutine in every block's prologue); with a
    static M whose tile rows the groups divide, or that fit in one group, it is a constant."""
    grid_m = ix.ceildiv(m, s.tile_m)
    grid_n = ix.ceildiv(n, s.tile_n)
    per_group = ix.mul(grid_n, s.raster_group)
    first_m = ix.mul(ix.div(pid, per_group), s.raster_group)
    rows = -(-static_m // s.tile_m) if static_m is not None else None
    if rows is not None and (rows % s.raster_group == 0 or rows <= s.raster_group):
        group_m: Index = min(rows, s.raster_group)
    else:
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
                kernel = f"{host_name}_{'conv' if contraction.convolution else 'gemm'}{len(schedules)}"
                record_kernel_tuning(module, kernel, contraction.op)   # before tiling erases the op
                if contraction.convolution is not None:
                    _tile_convolution(host.regions[0].blocks[0], contraction, schedule, kernel)
                else:
                    _tile(host.regions[0].blocks[0], contraction, schedule, kernel)
                schedules[kernel] = schedule.describe()
                problems[kernel] = problem_attr(schedule, contraction.sizes, {
                    "in": contraction.in_element, "out": contraction.out_element, "acc": contraction.acc_element})
        if schedules:
            # Beside the kernels earlier passes described (tir-scan's, at the linalg stage).
            add_kernel_schedules(module, schedules)
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
        sizes = extents(host, out, list(range(lead + 2)))
        workspace = split_workspace(host, c, s, sizes) if s.split_k > 1 else None
        blocks = host.mul(grid, s.split_k)
        uppers: list[Index] = [memref.DimOp(out, host.value(0)).result, blocks] if c.batched else [blocks]
        mapping = [ir.Attribute.parse(f"#gpu.block<{axis}>") for axis in (["y", "x"] if c.batched else ["x"])]
        forall = scf.ForallOp([0] * len(uppers), uppers, [1] * len(uppers), mapping=ir.ArrayAttr.get(mapping))
        forall.operation.attributes[KERNEL_ATTR] = ir.StringAttr.get(kernel)
        body = forall.regions[0].blocks[0]
        with ir.InsertionPoint(body):
            scf.InParallelOp()
        with ir.InsertionPoint.at_block_terminator(body):
            _tile_body(body, c, s, workspace)
        if workspace is not None:
            reduce_splits(c, s, workspace, len(sizes))
            memref.DeallocOp(workspace)
    for op in ([c.epilogue.op] if c.epilogue else []) + [c.op] + ([c.fill] if c.fill else []):
        op.erase()
    if workspace is not None:
        erase_unread_buffer(c.accumulator)


def stand_in(value: ir.Value, shape: list[int], element: ir.Type, name: str, geometry: ir.Attribute) -> ir.Value:
    """``value`` cast to a ``shape`` memref that no op reads through, tagged ``name`` (tir-map-warps
    addresses ``value`` itself and erases the cast)."""
    cast = ir.Operation.create("builtin.unrealized_conversion_cast", results=[ir.MemRefType.get(shape, element)],
                               operands=[value], attributes={name: geometry})
    return cast.results[0]


def _tile_convolution(entry: ir.Block, c: Contraction, s: Schedule, kernel: str) -> None:
    """Tile a convolution as the GEMM of its stand-ins (see the module docstring)."""
    conv = c.convolution
    assert conv is not None
    sizes = conv.geometry.gemm_sizes
    m, n, k = (DYNAMIC if size is None else size for size in (sizes["M"], sizes["N"], sizes["K"]))   # M: the batch's
    geometry = conv.geometry.to_attr()
    with ir.InsertionPoint(c.op), c.op.location:
        a = stand_in(conv.input, [m, k], ir.MemRefType(conv.input.type).element_type, IM2COL_ATTR, geometry)
        # HWCF weights are [K, F] row by row, FCHW ones [F, K] (B column-major).
        b_shape, groups = ([k, n], [[0, 1, 2], [3]]) if c.b_row else ([n, k], [[0], [1, 2, 3]])
        i64 = ir.IntegerType.get_signless(64)
        reassociation = ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in group])
                                          for group in groups])
        b = memref.CollapseShapeOp(ir.MemRefType.get(b_shape, ir.MemRefType(c.b.type).element_type), c.b,
                                   reassociation).result
        out = stand_in(c.accumulator, [m, n], ir.MemRefType(c.accumulator.type).element_type, CONV_OUTPUT_ATTR,
                       geometry)
    _tile(entry, replace(c, a=a, b=b, accumulator=out), s, kernel)
    if conv.pad is not None:
        conv.pad.erase()
        erase_unread_buffer(conv.padded)


def extents(ix: IndexBuilder, value: ir.Value, dims: list[int]) -> list[Index]:
    """Sizes of ``value`` along ``dims``: ints where static, ``memref.dim`` otherwise."""
    shape = ir.MemRefType(value.type).shape
    return [shape[d] if shape[d] != DYNAMIC else memref.DimOp(value, ix.value(d)).result for d in dims]


def split_workspace(host: IndexBuilder, c: Contraction, s: Schedule, sizes: list[Index]) -> ir.Value:
    """The host temporary ``[split_k, batch?, M, N]`` of accumulator elements the splits write."""
    element = ir.MemRefType(c.accumulator.type).element_type
    shape = [s.split_k] + [size if isinstance(size, int) else DYNAMIC for size in sizes]
    dynamic = [host.value(size) for size in sizes if not isinstance(size, int)]
    # Aligned like the buffers bufferization allocates: the kernel's stores into it are 16 bytes.
    alignment = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 64)
    return memref.AllocOp(ir.MemRefType.get(shape, element), dynamic, [], alignment=alignment).result


def split_view(ix: IndexBuilder, workspace: ir.Value, split: Index, sizes: list[Index]) -> ir.Value:
    """Split ``split``'s part of the workspace as a ``[batch?, M, N]`` memref. A reinterpret_cast,
    not a subview: fold-memref-alias-ops leaves it, so the kernel's stores keep the output's
    rank and batch coordinate (which tir-epilogue relies on)."""
    strides: list[Index] = [1]
    for size in reversed(sizes[1:]):
        strides.insert(0, ix.mul(strides[0], size))
    plane = ix.mul(strides[0], sizes[0])
    offset = ix.mul(split, plane)

    def static(values: list[Index]) -> list[int]:
        return [value if isinstance(value, int) else DYNAMIC for value in values]

    def dynamic(values: list[Index]) -> list[ir.Value]:
        return [value for value in values if not isinstance(value, int)]

    result = ir.MemRefType.get(static(sizes), ir.MemRefType(workspace.type).element_type,
                               layout=ir.StridedLayoutAttr.get(static([offset])[0], static(strides)))
    return memref.ReinterpretCastOp(result, workspace, dynamic([offset]), dynamic(sizes), dynamic(strides),
                                    static([offset]), static(sizes), static(strides)).result


def reduce_splits(c: Contraction, s: Schedule, workspace: ir.Value, rank: int) -> None:
    """The second kernel of a split-K GEMM: one elementwise ``linalg.generic`` over the output that
    sums the ``split_k`` partials in split order (deterministic: no atomics), starting from the
    fill constant (or C itself for C += A*B), then applies the fused epilogue. It has no
    ``tir.schedule``, so it takes the SIMT path of the pipeline."""
    identity = affine_map(rank, list(range(rank)))
    epilogue = c.epilogue.op if c.epilogue is not None else None
    if epilogue is not None:
        maps = list(ir.ArrayAttr(epilogue.attributes["indexing_maps"]))
        acc_map, extra_maps, out_map = maps[0], maps[1:-1], maps[-1]
        extras = list(epilogue.operands)[1:-1]
    else:
        acc_map, extra_maps, out_map, extras = identity, [], identity, []
    # The workspace once per split, each indexed [split, acc indices...]: no host-side views.
    acc_results = list(ir.AffineMapAttr(acc_map).value.results)
    partial_maps = [ir.AffineMapAttr.get(ir.AffineMap.get(rank, 0, [ir.AffineConstantExpr.get(split), *acc_results]))
                    for split in range(s.split_k)]
    # C += A*B with an epilogue: C's own values are an input; without one, C is the output.
    reads_accumulator = c.fill is None and epilogue is not None
    inputs = [workspace] * s.split_k + ([c.accumulator] if reads_accumulator else []) + extras
    maps = partial_maps + ([acc_map] if reads_accumulator else []) + extra_maps + [out_map]
    kinds = ir.ArrayAttr.get([ir.Attribute.parse("#linalg.iterator_type<parallel>")] * rank)
    op = linalg.GenericOp([], inputs, [c.output], ir.ArrayAttr.get(maps), kinds).operation
    types = [ir.MemRefType(value.type).element_type for value in [*inputs, c.output]]
    block = op.regions[0].blocks.append(*types)
    arguments = list(block.arguments)
    with ir.InsertionPoint(block):
        if c.fill is not None:
            (total,) = clone_ops([c.fill.operands[0].owner], {})[0].results
        else:
            total = arguments[s.split_k] if reads_accumulator else arguments[-1]
        integer = isinstance(total.type, ir.IntegerType)
        for partial in arguments[:s.split_k]:
            total = (arith.AddIOp(total, partial) if integer else arith.AddFOp(total, partial)).result
        if epilogue is None:
            linalg.YieldOp([total])
            return
        old = list(epilogue.regions[0].blocks[0].arguments)
        renamed = dict(zip(old, [total, *arguments[len(arguments) - len(old) + 1:]]))
        *computation, terminator = [inner.operation for inner in epilogue.regions[0].blocks[0].operations]
        clone_ops(computation, renamed)
        linalg.YieldOp([renamed.get(terminator.operands[0], terminator.operands[0])])


def erase_unread_buffer(buffer: ir.Value) -> None:
    """Erase a host ``memref.alloc`` that only deallocs use any more (an accumulator no kernel
    reads once the epilogue writes the output directly, or a split-K epilogue reads the workspace)."""
    if isinstance(buffer.owner, ir.Block) or buffer.owner.name != "memref.alloc":
        return
    users = [use.owner for use in buffer.uses]
    if all(user.name == "memref.dealloc" for user in users):
        for user in users:
            user.erase()
        buffer.owner.erase()


def _tile_body(body: ir.Block, c: Contraction, s: Schedule, workspace: ir.Value | None) -> None:
    ix = IndexBuilder(body)
    batch = body.arguments[0] if c.batched else None
    pid = body.arguments[-1]
    lead = 1 if c.batched else 0
    out = c.output
    m = memref.DimOp(out, ix.value(lead)).result
    n = memref.DimOp(out, ix.value(lead + 1)).result
    k = memref.DimOp(c.a, ix.value(lead + (1 if c.a_row else 0))).result
    accumulator = c.accumulator
    split: Index | None = None
    if workspace is not None:
        # The S splits of an output tile are consecutive blocks: split = pid % S, and the tile
        # pid / S in grouped order (a division by a constant; and the tile origin stays a function
        # of the block id, so no folding turns the block-row/col ops into constants).
        split = ix.rem(pid, s.split_k)
        pid = ix.div(pid, s.split_k)
        accumulator = split_view(ix, workspace, split, extents(ix, out, list(range(lead + 2))))
    static_m = ir.MemRefType(out.type).shape[lead]
    row0, col0 = raster_origin(ix, pid, m, n, s, None if static_m == ir.ShapedType.get_dynamic_size() else static_m)
    rows = ix.min(s.tile_m, ix.sub(m, row0))
    cols = ix.min(s.tile_n, ix.sub(n, col0))
    acc_tile = tile_view(accumulator, batch, [row0, col0], [rows, cols])
    if workspace is not None:
        # Every split starts from 0; the fill constant (or C) is added once, by the reduction.
        linalg.fill(zero(ir.MemRefType(accumulator.type).element_type), outs=[acc_tile])
    elif c.fill is not None:
        linalg.fill(c.fill.operands[0], outs=[acc_tile])
    k_tiles = ix.ceildiv(k, s.tile_k)
    first_tile, end_tile = 0, k_tiles
    if split is not None:
        # Split i takes K tiles [i * per_split, (i + 1) * per_split) clipped to K: whole tiles, so
        # the copies' masks at K are the only bounds; the last splits may be short or empty.
        per_split = ix.ceildiv(k_tiles, s.split_k)
        first_tile = ix.min(ix.mul(split, per_split), k_tiles)
        end_tile = ix.min(ix.add(first_tile, per_split), k_tiles)
    loop = scf.ForOp(ix.value(first_tile), ix.value(end_tile), ix.value(1))
    set_role(loop, Role.K_LOOP)
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
    if c.epilogue is None or workspace is not None:
        return
    out_tile = tile_view(out, batch, [row0, col0], [rows, cols])
    inputs = [acc_tile]
    maps = [affine_map(2, [0, 1])]
    # A dimension of size 1 every output element reads at 0 (dims None: a per-tensor scale) is
    # that one element in every tile.
    origin: dict[int | None, Index] = {0: row0, 1: col0, None: 0}
    extent: dict[int | None, Index] = {0: rows, 1: cols, None: 1}
    for value, dims, by_batch in c.epilogue.extra_inputs:
        inputs.append(tile_view(value, batch if by_batch else None, [origin[d] for d in dims],
                                [extent[d] for d in dims]))
        maps.append(ir.AffineMapAttr.get(ir.AffineMap.get(2, 0, [
            ir.AffineConstantExpr.get(0) if d is None else ir.AffineDimExpr.get(d) for d in dims])))
    maps.append(affine_map(2, [0, 1]))
    generic(inputs, [out_tile], maps, ["parallel", "parallel"], c.epilogue.op)
