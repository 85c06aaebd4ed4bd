"""tir-map-warps: each block tile becomes a ``gpu.launch`` whose threads do the work.

The ``scf.forall`` of tir-tile becomes a ``gpu.launch`` (block x = tile, block y = batch;
``schedule.threads`` threads; named after ``tir.kernel``, so outlining makes that kernel), and the
block-level linalg ops become per-thread code:

- the zero-padded tile copies are split into ``vector_bytes`` chunks, ``tid + i * threads``
  each: a masked ``vector.transfer_read`` of global memory (zero where the chunk is outside the
  operand: the mask is empty, so nothing is read) and a ``vector.store`` into the shared tile
  (role ``Role.COPY``, for tir-async-copy; a chunk below cp.async's 4 bytes, one element of
  rows no copy size divides, stays a synchronous load and store). A thread's chunks are one row
  position plus constant row steps, so their addresses differ by constants; the K loop counter is i32;
- bounds checks along M or N that a static shape makes dead (the tile divides it) are not made;
- the accumulator lives in registers: ``(warp_m / 16) x (warp_n / 8)`` fragments of
  ``vector<2x2xacc>`` per thread, carried by the K loop, laid out like the ``mma.sync`` C
  fragment (see ``WarpLayout``); they start from the fill constant, or from C when the
  contraction adds to existing data;
- per K step and mma step, the warp's view of each operand fragment is a ``memref.subview`` of
  the shared tile (``fragment-a`` / ``fragment-b``); each thread reads the rows and columns its
  accumulators need and multiplies them with ``vector.contract`` (a SIMT kernel; tir-mma turns
  these into Tensor Core instructions);
- the epilogue's elementwise body is applied per accumulator element (its extra inputs read
  inside the problem only) and each pair of adjacent results of a row is stored with bounds
  checks (an ``scf.if`` with role ``output-store`` and ``tir.fragment = [mi, ni, row half]``).

The launch carries ``tir.schedule``; the pass erases the block-level ops and, when nothing else
reads it, the accumulator buffer.

A convolution (tir-tile's stand-ins: A a cast tagged ``tir.im2col``, C one tagged
``tir.conv_output``) is the same kernel with three differences: each thread copies chunks of the
A tile, one element each (NHWC with whole chunks of channels: ``vector_bytes``, see
``ConvGeometry.a_copy_bytes``), element (m, k) from input[n, c, oh * stride_h + kh * dilation_h -
pad_h, ow * stride_w + kw * dilation_w - pad_w] (NHWC likewise), masked to zero outside the input
(the padding) or past M or K, its coordinates clamped to 0 there (a ``copy`` for
``tir-async-copy`` of 4 bytes or more, a synchronous load and store otherwise); B is read through the
weight's collapsed view, made again inside the launch; and C element (m, f) is
output[n, f, oh, ow] (NHWC: [n, oh, ow, f]), stored one element at a time (no ``output-store``
role: the staged epilogue writes rows of an [M, N] matrix). The casts are erased.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, memref, scf, vector

from tirc.diagnostics import TircError
from tirc.ir.builders import barrier, Index, IndexBuilder
from tirc.ir.roles import KERNEL_ATTR, OPERAND_FRAGMENT, OPERAND_TILE, Role, role_of, set_role, with_role
from tirc.ir.walk import erase_dead, need, walk_ops
from tirc.passes.gpu.promote import tiled_contraction, zero
from tirc.passes.gpu.tensorcore_ir import FRAGMENT, EpilogueInputs, full_tiles, launch_of_forall, WarpLayout
from tirc.passes.gpu.tile import IM2COL_ATTR, affine_map, erase_unread_buffer, tile_view
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import Contraction, ConvGeometry, match_contraction
from tirc.schedule.model import ELEMENT_BYTES, SCHEDULE_ATTR, Schedule
from tirc.target import Target


@dataclass(frozen=True)
class MapWarps(ModulePass):
    """Map block tiles to a gpu.launch and their copies, accumulators and epilogue to warps and threads."""

    name: ClassVar[str] = "tir-map-warps"
    summary: ClassVar[str] = ("Map tiled contractions to gpu.launch: copies over threads, register accumulators "
                              "in the mma layout per warp, per-thread epilogue")

    def run(self, module: ir.Module, target: Target) -> None:
        foralls = walk_ops(module.operation, lambda op: op.name == "scf.forall" and KERNEL_ATTR in op.attributes)
        for forall in foralls:
            _Mapper(forall).map()
        if foralls:
            module.operation.attributes["gpu.container_module"] = ir.UnitAttr.get()


def _constant_index(value: ir.Value) -> Index:
    """``value`` as an int when an ``arith.constant`` defines it (so 0 folds away)."""
    owner = value.owner
    if not isinstance(owner, ir.Block) and owner.name == "arith.constant":
        return ir.IntegerAttr(owner.attributes["value"]).value
    return value


@dataclass
class _Copy:
    source: ir.Value        # global operand
    buffer: ir.Value        # shared tile
    k_major: bool           # tile rows run along K
    operand: str            # "a" or "b"


class _Mapper:
    def __init__(self, forall: ir.Operation) -> None:
        self.forall = forall
        body = forall.regions[0].blocks[0]
        self.loop = need(list(with_role(forall, Role.K_LOOP)), "K loop", "tir-map-warps", "tir-tile")
        self.contraction = tiled_contraction(self.loop, "tir-map-warps")
        self.s = Schedule.from_attr(self.contraction.attributes[SCHEDULE_ATTR])
        c = match_contraction(self.contraction)
        assert c is not None
        self.c: Contraction = c
        self.batched = len(body.arguments) == 2
        self.buffers: dict[str, ir.Value] = {}
        for position, name in enumerate("ab"):
            view = self.contraction.operands[position]
            owner = view.owner.operation
            source = owner.operands[0].owner if owner.name == "memref.subview" else None
            if source is None or isinstance(source, ir.Block) or role_of(source.operation) != OPERAND_TILE[name]:
                raise TircError(f"tir-map-warps: operand {name.upper()} of the tiled contraction is not in "
                                "shared memory", hint="run tir-promote before tir-map-warps")
            self.buffers[name] = owner.operands[0]
        copies = list(walk_ops(self.loop, lambda op: op.name == "memref.copy"))
        self.sources: dict[str, ir.Value] = {}
        for copy in copies:
            target_view = copy.operands[1].owner.operation
            for name, buffer in self.buffers.items():
                if target_view.operands[0] == buffer:
                    self.sources[name] = copy.operands[0].owner.operation.operands[0]
        stand_in = self.sources["a"].owner
        self.conv: ConvGeometry | None = None
        if not isinstance(stand_in, ir.Block) and IM2COL_ATTR in stand_in.operation.attributes:
            self.conv = ConvGeometry.from_attr(stand_in.operation.attributes[IM2COL_ATTR])
            self.conv_input = stand_in.operation.operands[0]
        acc_tile = self.contraction.operands[2].owner.operation
        self.accumulator = acc_tile.operands[0]
        offsets = list(acc_tile.opview.offsets)
        self.block_row, self.block_col = offsets[-2], offsets[-1]
        self.fill = next((op for op in body.operations if op.operation.name == "linalg.fill"), None)
        generics = [op.operation for op in body.operations if op.operation.name == "linalg.generic"]
        self.epilogue = generics[0] if generics else None
        self.output = (self.epilogue.operands[len(self.epilogue.operands) - 1].owner.operation.operands[0]
                       if self.epilogue is not None else self.accumulator)

    # -- the launch ------------------------------------------------------------------------------

    def map(self) -> None:
        s, forall = self.s, self.forall
        with ir.InsertionPoint(forall), forall.location:
            grid = self._grid(arith.ConstantOp(ir.IndexType.get(), 1).result)
        launch = launch_of_forall(forall, grid, s.threads, 0, self.contraction.attributes[SCHEDULE_ATTR])
        entry = launch.regions[0].blocks[0]
        self.launch = launch
        self.batch = entry.arguments[1] if self.batched else None
        self.ix = IndexBuilder(entry)
        stand_ins: list[ir.Value] = []
        if self.conv is not None:
            stand_ins = [self.sources["a"], self.sources["b"], self.output]
            self.conv_output = self.output.owner.operation.operands[0]
            # The weight's collapsed view, made again in the launch (views stay out of the host plan).
            with ir.InsertionPoint.at_block_begin(entry):
                self.sources["b"] = self.sources["b"].owner.operation.clone().results[0]
        with ir.InsertionPoint(self.loop), self.contraction.location:
            self._build(entry.arguments[3])
        for op in [self.loop, *([self.epilogue] if self.epilogue is not None else []),
                   *([self.fill.operation] if self.fill is not None else [])]:
            op.erase()
        erase_dead(entry)
        forall.erase()
        if self.accumulator != self.output:
            erase_unread_buffer(self.accumulator)
        if self.conv is not None:   # what has the stand-ins
            for value in stand_ins:
                _erase_stand_in(value, self.conv)

    def _output_access(self, row: Index, col: Index) -> tuple[ir.Value, list[ir.Value]]:
        """The buffer and indices of output element (row, col): C itself, or for a convolution
        the 4-D output element of m = row, f = col."""
        if self.conv is None:
            return self.output, self._coords(row, col)
        ix, conv = self.ix, self.conv
        image, pixel = ix.div(row, _output_pixels(conv)), ix.rem(row, _output_pixels(conv))
        oh, ow = ix.div(pixel, conv.out_w), ix.rem(pixel, conv.out_w)
        indices = [image, oh, ow, col] if conv.nhwc else [image, col, oh, ow]
        return self.conv_output, [ix.value(i) for i in indices]

    def _grid(self, one: ir.Value) -> tuple[ir.Value, ir.Value]:
        forall = self.forall
        # The forall's upper bounds are its first operands (lower bounds and steps are static).
        bounds = list(forall.operands)[: (2 if self.batched else 1)]
        if self.batched:
            return bounds[1], bounds[0]
        return bounds[0], one

    # -- per-thread code -------------------------------------------------------------------------

    def _build(self, tid: ir.Value) -> None:
        ix, s, c = self.ix, self.s, self.c
        lead = 1 if self.batched else 0
        self.m: Index
        self.n: Index
        self.k: Index
        if self.conv is not None:   # static but for the batch; the stand-ins go away
            sizes = self.conv.gemm_sizes
            self.m = sizes["M"] if sizes["M"] is not None else ix.mul(
                memref.DimOp(self.conv_output, ix.value(0)).result, _output_pixels(self.conv))
            self.n, self.k = sizes["N"], sizes["K"]
        else:
            self.m = memref.DimOp(self.output, ix.value(lead)).result
            self.n = memref.DimOp(self.output, ix.value(lead + 1)).result
            self.k = memref.DimOp(self.sources["a"], ix.value(lead + (1 if c.a_row else 0))).result
        self.check_m, self.check_n = (not full for full in full_tiles(ir.MemRefType(self.output.type), s))
        set_role(self.block_row.owner, Role.BLOCK_ROW)
        set_role(self.block_col.owner, Role.BLOCK_COL)
        self.layout = WarpLayout(ix, tid, s)
        self.acc_type = ir.VectorType.get([2, 2], ir.Type.parse(c.acc_element))   # element names are MLIR's
        starts = self._initial_accumulators()
        # The K tiles tir-tile's loop runs over (all of K, or one split's), counted from 0 so that
        # tir-pipeline's prologue and buffer rotation see the same loop either way. The counter
        # is i32 (a K of 2^31 tiles is far past any memory): its increment and exit compare are
        # one SASS instruction each, not two as for a 64-bit index.
        tiles = self.loop.opview
        first_tile = _constant_index(tiles.lowerBound)
        i32 = ir.IntegerType.get_signless(32)
        count = arith.IndexCastUIOp(i32, ix.value(ix.sub(tiles.upperBound, first_tile))).result
        loop = scf.ForOp(arith.ConstantOp(i32, 0).result, count, arith.ConstantOp(i32, 1).result, starts)
        set_role(loop, Role.K_LOOP)
        with ir.InsertionPoint(loop.body):
            kt = ix.add(first_tile, arith.IndexCastUIOp(ir.IndexType.get(), loop.induction_variable).result)
            for name, k_major in (("a", not c.a_row), ("b", c.b_row)):
                if name == "a" and self.conv is not None:
                    self._copy_im2col_tile(kt)
                else:
                    self._copy_tile(_Copy(self.sources[name], self.buffers[name], k_major, name), kt)
            barrier()
            results = self._compute(list(loop.inner_iter_args))
            barrier()
            scf.YieldOp(results)
        self._epilogue(list(loop.results))

    def _initial_accumulators(self) -> list[ir.Value]:
        count = self.layout.tiles_m * self.layout.tiles_n
        if self.fill is not None:
            value = self.fill.operation.operands[0]
            attr = value.owner.attributes["value"]
            return [arith.ConstantOp(self.acc_type, ir.DenseElementsAttr.get_splat(self.acc_type, attr)).result] * count
        return [self._load_accumulator(mi, ni)
                for mi in range(self.layout.tiles_m) for ni in range(self.layout.tiles_n)]

    def _load_accumulator(self, mi: int, ni: int) -> ir.Value:
        """Fragment (mi, ni) of C itself (C += A*B), 0 outside the problem."""
        ix, layout = self.ix, self.layout
        element = self.acc_type.element_type
        fragment = arith.ConstantOp(self.acc_type, ir.DenseElementsAttr.get_splat(
            self.acc_type, ir.FloatAttr.get(element, 0.0) if not isinstance(element, ir.IntegerType)
            else ir.IntegerAttr.get(element, 0))).result
        for i in range(2):
            tile_row, tile_col = layout.accumulator_position(mi, ni, i)
            row = ix.add(self.block_row, tile_row)
            row_ok = ix.below(row, self.m, self.check_m)
            for j in range(2):
                col = ix.add(self.block_col, ix.add(tile_col, j))
                inside = ix.both(row_ok, ix.below(col, self.n, self.check_n))
                branch = scf.IfOp(inside, [element], has_else=True)
                with ir.InsertionPoint(branch.then_block):
                    scf.YieldOp([memref.LoadOp(*self._output_access(row, col)).result])
                with ir.InsertionPoint(branch.else_block):
                    scf.YieldOp([zero(element)])
                fragment = vector.InsertOp(branch.results[0], fragment, [], [i, j]).result
        return fragment

    def _coords(self, row: Index, col: Index) -> list[ir.Value]:
        ix = self.ix
        return ([self.batch] if self.batch is not None else []) + [ix.value(row), ix.value(col)]

    def _copy_tile(self, copy: _Copy, kt: ir.Value) -> None:
        """This thread's chunks of the K tile ``kt`` of one operand, global -> shared."""
        ix, s = self.ix, self.s
        buffer_type = ir.MemRefType(copy.buffer.type)
        rows, cols = buffer_type.shape
        element = buffer_type.element_type
        per_copy = s.vector_bytes // ELEMENT_BYTES[str(element)]
        copies_per_row = cols // per_copy
        total = rows * copies_per_row
        assert total % s.threads == 0, "the schedule layer only picks tiles every thread copies evenly"
        k0 = ix.mul(kt, s.tile_k)
        origin = self.block_row if copy.operand == "a" else self.block_col
        extent, check_extent = (self.m, self.check_m) if copy.operand == "a" else (self.n, self.check_n)
        chunk_type = ir.VectorType.get([per_copy], element)
        mask_type = ir.VectorType.get([per_copy], ir.IntegerType.get_signless(1))
        # Chunk tid + i * threads is at row tid / copies_per_row + i * rows_per_pass, column
        # (tid % copies_per_row) * per_copy: one thread position, then constant row steps, so
        # the addresses of a thread's copies differ by constants (immediate offsets, one base).
        assert s.threads % copies_per_row == 0, "the schedule layer only picks tiles every thread copies evenly"
        rows_per_pass = s.threads // copies_per_row
        thread_row = ix.div(self.layout.tid, copies_per_row)
        col = ix.mul(ix.rem(self.layout.tid, copies_per_row), per_copy)
        # The thread's first global row, then constant steps: (first + c) * stride folds into
        # one base address per operand plus immediate offsets. The column predicate is one per
        # operand and K tile; a chunk past an edge reads nothing (src-size 0), so its address
        # is never clamped back into the operand.
        along_rows, along_cols = (k0, origin) if copy.k_major else (origin, k0)
        # K is always checked: the pipeline's copies past the last K tile must read nothing.
        (row_limit, check_rows), (col_limit, check_cols) = (((self.k, True), (extent, check_extent)) if copy.k_major
                                                            else ((extent, check_extent), (self.k, True)))
        first_row = ix.add(along_rows, thread_row)
        g_col = ix.add(along_cols, col)
        col_inside = ix.below(g_col, col_limit, check_cols)
        for i in range(total // s.threads):
            row = ix.add(thread_row, i * rows_per_pass)
            g_row = ix.add(first_row, i * rows_per_pass)
            count = ix.select(ix.both(ix.below(g_row, row_limit, check_rows), col_inside), per_copy, 0)
            mask = vector.CreateMaskOp(mask_type, [count]).result
            source_rank = len(ir.MemRefType(copy.source.type).shape)
            permutation = ir.AffineMapAttr.get(ir.AffineMap.get_minor_identity(source_rank, 1))
            loaded = vector.TransferReadOp(chunk_type, copy.source, self._coords(g_row, g_col), permutation,
                                           zero(element), ir.ArrayAttr.get([ir.BoolAttr.get(True)]), mask=mask).result
            store = vector.StoreOp(loaded, copy.buffer, [ix.value(row), ix.value(col)])
            if s.vector_bytes >= 4:
                set_role(store, Role.COPY)   # cp.async takes 4 bytes at least; narrower stay synchronous

    def _copy_im2col_tile(self, kt: ir.Value) -> None:
        """This thread's elements of the K tile ``kt`` of a convolution's A (the im2col matrix),
        read from the input (see the module docstring) into the shared tile."""
        ix, s, conv = self.ix, self.s, self.conv
        assert conv is not None
        buffer = self.buffers["a"]
        rows, cols = ir.MemRefType(buffer.type).shape   # TM x TK
        element = ir.MemRefType(buffer.type).element_type
        element_bytes = ELEMENT_BYTES[str(element)]
        per_copy = conv.a_copy_bytes(element_bytes, s.vector_bytes) // element_bytes
        copies_per_row = cols // per_copy
        assert s.threads % copies_per_row == 0 and rows * copies_per_row % s.threads == 0, \
            "the schedule layer only picks tiles every thread copies evenly"
        rows_per_pass = s.threads // copies_per_row
        thread_row = ix.div(self.layout.tid, copies_per_row)
        col = ix.mul(ix.rem(self.layout.tid, copies_per_row), per_copy)
        # The thread's k is the same in every row it copies: its (c, kh, kw) once per K tile.
        k = ix.add(ix.mul(kt, s.tile_k), col)
        window = _known(conv.kernel_h) * _known(conv.kernel_w)
        if conv.nhwc:   # k = (kh, kw, c)
            channel = ix.rem(k, conv.channels)
            kh = ix.div(k, _known(conv.kernel_w) * _known(conv.channels))
            kw = ix.rem(ix.div(k, conv.channels), conv.kernel_w)
        else:           # k = (c, kh, kw)
            channel = ix.div(k, window)
            kh, kw = ix.div(ix.rem(k, window), conv.kernel_w), ix.rem(k, conv.kernel_w)
        k_inside = ix.lt(k, self.k)   # also empties the pipeline's copies past the last K tile
        row_offset = ix.sub(ix.mul(kh, conv.dilation_h), conv.pad_h)
        col_offset = ix.sub(ix.mul(kw, conv.dilation_w), conv.pad_w)
        chunk_type = ir.VectorType.get([per_copy], element)
        mask_type = ir.VectorType.get([per_copy], ir.IntegerType.get_signless(1))
        permutation = ir.AffineMapAttr.get(ir.AffineMap.get_minor_identity(4, 1))
        pixels = _output_pixels(conv)
        for i in range(rows * copies_per_row // s.threads):
            row = ix.add(thread_row, i * rows_per_pass)
            m = ix.add(self.block_row, row)
            image, pixel = ix.div(m, pixels), ix.rem(m, pixels)
            # Rows and columns before the input (the low padding) wrap around: one unsigned
            # compare each checks both ends.
            in_row = ix.add(ix.mul(ix.div(pixel, conv.out_w), conv.stride_h), row_offset)
            in_col = ix.add(ix.mul(ix.rem(pixel, conv.out_w), conv.stride_w), col_offset)
            inside = ix.both(ix.both(ix.below(m, self.m, self.check_m), k_inside),
                             ix.both(ix.lt(in_row, conv.height), ix.lt(in_col, conv.width)))
            count = ix.select(inside, per_copy, 0)
            mask = vector.CreateMaskOp(mask_type, [count]).result
            # Outside, every coordinate is 0: the masked read's address stays inside the input.
            image, channel_at, in_row, in_col = (ix.select(inside, value, 0)
                                                 for value in (image, channel, in_row, in_col))
            indices = [image, in_row, in_col, channel_at] if conv.nhwc else [image, channel_at, in_row, in_col]
            loaded = vector.TransferReadOp(chunk_type, self.conv_input, indices, permutation, zero(element),
                                           ir.ArrayAttr.get([ir.BoolAttr.get(True)]), mask=mask).result
            store = vector.StoreOp(loaded, buffer, [ix.value(row), ix.value(col)])
            if per_copy * element_bytes >= 4:
                set_role(store, Role.COPY)   # cp.async takes 4 bytes at least

    def _compute(self, accumulators: list[ir.Value]) -> list[ir.Value]:
        """One K tile on the thread's accumulators: per mma step, the warp's operand fragments
        read from shared memory and multiplied (``vector.contract``)."""
        layout, s = self.layout, self.s
        current = list(accumulators)
        for kk in range(s.tile_k // layout.mk):
            a_fragments = [self._operand_fragment("a", mi, kk) for mi in range(layout.tiles_m)]
            b_fragments = [self._operand_fragment("b", ni, kk) for ni in range(layout.tiles_n)]
            for mi in range(layout.tiles_m):
                for ni in range(layout.tiles_n):
                    index = mi * layout.tiles_n + ni
                    current[index] = self._contract(a_fragments[mi], b_fragments[ni], current[index])
        return current

    def _operand_fragment(self, name: str, tile: int, kk: int) -> ir.Value:
        """The elements this thread's accumulators need of A tile ``tile`` (rows group, group + 8,
        all k of the step; a ``2 x mk`` vector) or of B tile ``tile`` (``mk x 2``: columns
        2 quad, 2 quad + 1), widened to the accumulator type."""
        ix, layout, c = self.ix, self.layout, self.c
        buffer = self.buffers[name]
        k_major = (not c.a_row) if name == "a" else c.b_row
        extent = layout.mm if name == "a" else layout.mn
        base = ix.add(layout.warp_row if name == "a" else layout.warp_col, tile * extent)
        k0 = kk * layout.mk
        view = (tile_view(buffer, None, [k0, base], [layout.mk, extent]) if k_major
                else tile_view(buffer, None, [base, k0], [extent, layout.mk]))
        set_role(view.owner, OPERAND_FRAGMENT[name])
        view.owner.attributes[FRAGMENT] = ir.DenseI64ArrayAttr.get([tile, kk])
        elements: list[ir.Value] = []
        if name == "a":
            positions = [(ix.add(layout.group, 8 * i), k) for i in range(2) for k in range(layout.mk)]
        else:
            positions = [(ix.add(ix.mul(layout.quad, 2), j), k) for k in range(layout.mk) for j in range(2)]
        for along, k in positions:
            indices = [ix.value(k), ix.value(along)] if k_major else [ix.value(along), ix.value(k)]
            elements.append(memref.LoadOp(view, indices).result)
        element = ir.MemRefType(buffer.type).element_type
        shape = [2, layout.mk] if name == "a" else [layout.mk, 2]
        value = vector.FromElementsOp(ir.VectorType.get(shape, element), elements).result
        return self._widen(value, name)

    def _widen(self, value: ir.Value, name: str) -> ir.Value:
        source = ir.VectorType(value.type)
        target_element = self.acc_type.element_type
        if source.element_type == target_element:
            return value
        target = ir.VectorType.get(source.shape, target_element)
        if isinstance(target_element, ir.IntegerType):
            unsigned = self.c.a_unsigned if name == "a" else self.c.b_unsigned
            return (arith.ExtUIOp(target, value) if unsigned else arith.ExtSIOp(target, value)).result
        return arith.ExtFOp(target, value).result

    def _contract(self, a: ir.Value, b: ir.Value, acc: ir.Value) -> ir.Value:
        maps = ir.ArrayAttr.get([affine_map(3, [0, 2]), affine_map(3, [2, 1]), affine_map(3, [0, 1])])
        kinds = ir.ArrayAttr.get([ir.Attribute.parse(f"#vector.iterator_type<{kind}>")
                                  for kind in ("parallel", "parallel", "reduction")])
        return vector.ContractionOp(self.acc_type, a, b, acc, maps, kinds).result

    # -- epilogue ---------------------------------------------------------------------------------

    def _epilogue(self, accumulators: list[ir.Value]) -> None:
        ix, layout = self.ix, self.layout
        inputs = None if self.epilogue is None else EpilogueInputs(
            self.epilogue, ix, self.batch, lambda row: ix.below(row, self.m, self.check_m),
            lambda col: ix.below(col, self.n, self.check_n))
        for mi in range(layout.tiles_m):
            for ni in range(layout.tiles_n):
                fragment = accumulators[mi * layout.tiles_n + ni]
                for i in range(2):
                    tile_row, tile_col = layout.accumulator_position(mi, ni, i)
                    row = ix.add(self.block_row, tile_row)
                    values = []
                    for j in range(2):
                        acc = vector.ExtractOp(fragment, [], [i, j]).result
                        col = ix.add(self.block_col, ix.add(tile_col, j))
                        # A thread's rows are (mi, i), its columns (ni, j), whatever the fragment.
                        values.append(acc if inputs is None else inputs.at(
                            acc, row, (mi, i), col, (ni, j), ir.MemRefType(self.output.type).element_type))
                    guard = scf.IfOp(ix.below(row, self.m, self.check_m))
                    if self.conv is None:
                        set_role(guard, Role.OUTPUT_STORE)
                        guard.operation.attributes[FRAGMENT] = ir.DenseI64ArrayAttr.get([mi, ni, i])
                    with ir.InsertionPoint(guard.then_block):
                        for j in range(2):
                            col = ix.add(self.block_col, ix.add(tile_col, j))
                            inside = scf.IfOp(ix.below(col, self.n, self.check_n))
                            with ir.InsertionPoint(inside.then_block):
                                memref.StoreOp(values[j], *self._output_access(row, col))
                                scf.YieldOp([])
                        scf.YieldOp([])


def _known(size: int | None) -> int:
    """A convolution size other than the batch: static, as the schedule layer takes no other
    convolution to Tensor Cores."""
    assert size is not None, "the schedule layer takes only convolutions static but for the batch"
    return size


def _output_pixels(conv: ConvGeometry) -> int:
    """Output pixels per image: M is the batch times these."""
    return _known(conv.out_h) * _known(conv.out_w)


def _erase_stand_in(value: ir.Value, conv: ConvGeometry) -> None:
    """Erase one of tir-tile's convolution stand-ins (a cast or the host's collapsed weight): its
    sizes replace the ``memref.dim`` ops still reading it (a dynamic M: the 4-D buffer's batch
    times the output pixels)."""
    shape = ir.MemRefType(value.type).shape
    source = value.owner.operation.operands[0]
    for use in list(value.uses):
        user = use.owner.operation
        index = user.operands[1].owner if user.name == "memref.dim" else None
        if index is None or isinstance(index, ir.Block) or index.name != "arith.constant":
            raise TircError(f"tir-map-warps: the convolution's stand-in is still used by '{user.name}'",
                            hint="run tir-tile, tir-promote and tir-map-warps in the order of the sm80 pipeline")
        with ir.InsertionPoint(user), user.location:
            extent = shape[ir.IntegerAttr(index.attributes["value"]).value]
            if extent == ir.ShapedType.get_dynamic_size():   # M, by the batch
                size = arith.MulIOp(memref.DimOp(source, user.operands[1]).result,
                                    arith.ConstantOp(ir.IndexType.get(), _output_pixels(conv)).result).result
            else:
                size = arith.ConstantOp(ir.IndexType.get(), extent).result
        user.results[0].replace_all_uses_with(size)
        user.erase()
    value.owner.operation.erase()
