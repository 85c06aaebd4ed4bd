"""FlashAttention-2 on mma.sync: the ``mma_sync`` lowering of ``tir.attention`` (see tir-attention).

One ``gpu.launch`` of ``(ceil(S_q / block_m), B * H)`` blocks of ``warps`` warps. Block ``(x, y)``
owns query rows ``[x block_m, (x + 1) block_m)`` of (batch, head) ``y``; warp ``w`` owns
``block_m / warps`` of them (m16 steps). Per block:

- the Q tile is copied once with cp.async (16-byte chunks where the views allow, zero-filled
  past ``S_q``) into shared memory, then ``nvgpu.ldmatrix`` puts each warp's rows in mma A
  fragments, kept in registers for the whole key loop;
- the key loop walks ``block_n`` keys at a time; K and V tiles live in ``stages`` shared buffers
  filled by cp.async (zero-filled past ``S_kv``), tile ``t + stages - 1`` issued after the
  barrier of step ``t`` and before its math, one commit group per tile, ``cp.async.wait_group``
  before the barrier;
- ``S = Q Kᵀ``: ldmatrix x4 of the K tile (``[keys][D]``: the non-transposed B layout, two n8
  fragments per load) and mma.sync m16n8k16 into f32 accumulators;
- online softmax in registers: each thread holds two rows of each m16 step; row maxima combine
  over the quad (shuffle xor 1, 2); probabilities are ``exp2(s * scale log2 e - m scale log2 e)``,
  one FFMA per element into ``math.exp2`` (``ex2.approx``); a row whose maximum is -inf uses 0
  (its probabilities are 0, not NaN); the O accumulators are rescaled by ``exp2(m_old - m_new)``;
  the row sums are one more mma per k16 step (P times a fragment of ones, rescaled like O), or,
  with an LSE output or f32 probabilities (below), f32 sums per thread combined over the quad once
  after the loop;
- ``P V``: two m16n8 f32 accumulators of P converted to f16/bf16 are the A fragment of one
  m16n8k16 (the C layout's rows and column pairs are the A layout's), so P never goes through
  shared memory; V (``[keys][D_v]``) is read with ldmatrix x4 ``.trans``;
- f32 probabilities (the op's ``probabilities = "f32"``: decomposed SDPA multiplies the unrounded
  softmax, so the input IR's error bound is the f32 sums', which P rounded once to f16/bf16 misses
  by up to ~1.2x): each p becomes ``probability_parts`` A fragments, ``hi = rn(p)`` then the
  rounded remainders (each remainder exact in f32), 2 for f16 (error below 2^-22 p, f16's
  subnormals aside) and 3 for bf16 (2^-24 p); every V fragment (loaded once) meets each part in one
  more mma.sync into the same O accumulators. The row sums are then f32 adds of the unrounded p
  (as with an LSE): the sum the IR divides by, with no Tensor Core work on top of the parts' (a
  ones-mma per part would add ``parts x block_n / 16`` HMMA per step). Costs at B4 H32 S4096
  (sm_80 SASS, main loop): f16 D64 819 instructions for 192 HMMA (parts = 1: 539 for 136), D128
  at 64 keys a step (choose_attention_schedule: 128 keys would leave ptxas at its 255-register
  ceiling) 623 for 192; bf16 D64 1167 for 256, D128 831 for 256;
- causal attention stops the loop at the last key tile any row of the block sees; only tiles
  that hold an invisible (query, key) pair (the diagonal ones and the ``S_kv`` tail) run the
  per-element mask, in an ``scf.if`` around the masked variant of the scores;
- an additive mask is read (through its view, strides may be 0) and added in the log2 domain
  (``s log2 e scale + mask log2 e``, one FFMA);
- epilogue: ``O / l`` (0 for an empty row) converted to the output element; each warp puts its
  rows in its own rows of the Q tile (no block barrier: no other warp touches them), syncs, and
  stores 16-byte chunks (where the output's rows start 16-byte aligned and have the input's
  element type; else 4- or 8-byte column pairs); rows past ``S_q`` skipped; the optional LSE
  ``(m + log2 l) ln 2``.

Shared tiles: rows of 8, 16 or 32 16-byte chunks (D = 64, 128, 256) are XOR-swizzled (chunk
``c`` of row ``r`` at ``c xor (r mod 8)``); other widths (D = 80, 96) are padded by one chunk
(``tirc.schedule.attention.mma_sync_row``). Either way the 8 rows one ldmatrix phase reads and
the chunks a warp's copies write fall in distinct bank groups.

Address arithmetic: every operand tile is a 1-D view of the dynamic shared memory and every
global operand a 1-D view of its buffer, so each thread's per-lane offsets are computed once
and each ldmatrix adds only a constant (and the stage's base) to one of them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from collections.abc import Callable
from typing import TYPE_CHECKING

from mlir import ir
from mlir.dialects import arith, gpu, llvm, math as mlir_math, memref, nvgpu, nvvm, scf, vector

from tirc.diagnostics import REMARKS, TircError
from tirc.ir.builders import Index, IndexBuilder, launch_kernel, workgroup_space
from tirc.mlir_support import source_location
from tirc.passes.gpu.reduction_ir import DYNAMIC
from tirc.schedule.attention import (AttentionProblem, AttentionSchedule, View, check_attention_schedule,
                                     log2e_scale, mma_sync_row, probability_parts, shared_bytes)
from tirc.schedule.model import ELEMENT_BYTES
from tirc.target import Target

if TYPE_CHECKING:   # the dispatcher imports this module
    from tirc.passes.gpu.attention import AttentionBuffers

_LOG2E = 1.4426950408889634
_LN2 = 0.6931471805599453
_CHUNK_BYTES = 16


def lower(op: ir.Operation, buffers: AttentionBuffers, problem: AttentionProblem, schedule: AttentionSchedule,
          name: str, target: Target) -> dict[str, str]:
    """Build the FlashAttention-2 kernel of ``op`` (a ``gpu.launch`` named ``name``) at the
    insertion point; return its schedule text."""
    where = source_location(op.location, REMARKS.input_file)
    problem.check()
    check_attention_schedule(problem, schedule, target)
    for role, view in (("q", problem.q), ("k", problem.k), ("v", problem.v), ("o", problem.o)):
        if view.strides[3] != 1:
            raise TircError(f"attention (mma_sync): the {role} view's head-dim stride is {view.strides[3]}, not 1",
                            hint="the kernel copies rows of contiguous head-dim elements; make the operand contiguous "
                                 "along its last dimension", location=where)
    for value in (buffers.q, buffers.k, buffers.v, buffers.o, buffers.mask, buffers.lse):
        if value is not None and not _identity_layout(value):
            raise TircError("attention (mma_sync): an operand buffer with a non-identity layout", location=where)
    kernel = _Kernel(problem, schedule, buffers)
    kernel.build(op, name)
    text = schedule.describe() + kernel.details()
    return {name: text}


def _identity_layout(value: ir.Value) -> bool:
    layout = ir.MemRefType(value.type).layout
    return isinstance(layout, ir.AffineMapAttr) and layout.value == ir.AffineMap.get_identity(layout.value.n_dims)


def _f32(value: float) -> ir.Value:
    f32 = ir.F32Type.get()
    return arith.ConstantOp(f32, ir.FloatAttr.get(f32, value)).result


def _exp2(x: ir.Value) -> ir.Value:
    """2^x as one ``ex2.approx.ftz.f32``. ``math.exp2`` becomes libdevice's non-ftz ex2.approx,
    which ptxas wraps in a subnormal fix-up (a compare and two multiplications per element);
    results below 2^-126 flushed to 0 change no softmax (the row's largest term is 1)."""
    return llvm.CallIntrinsicOp(ir.F32Type.get(), "llvm.nvvm.ex2.approx.ftz.f", [x], [], []).result


def split_probability(value: ir.Value, element: ir.Type, parts: int) -> list[ir.Value]:
    """``value`` (f32) as ``parts`` values of ``element`` whose sum is it to within ``u^parts |value|``
    (``u`` the element's unit roundoff): ``hi = rn(value)``, then each rounded remainder of what
    the parts so far leave. A remainder is exact in f32 (it is below half an ulp of the element
    the previous part was rounded to), so only the roundings to ``element`` lose bits."""
    f32 = ir.F32Type.get()
    out = []
    rest = value
    for index in range(parts):
        part = arith.TruncFOp(element, rest).result
        out.append(part)
        if index + 1 < parts:
            rest = arith.SubFOp(rest, arith.ExtFOp(f32, part).result).result
    return out


def _i32(value: int) -> ir.IntegerAttr:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(32), value)


def _signed(predicate: str, a: ir.Value, b: ir.Value) -> ir.Value:
    return arith.CmpIOp(getattr(arith.CmpIPredicate, predicate), a, b).result


def _element_type(name: str) -> ir.Type:
    return {"f16": ir.F16Type.get(), "bf16": ir.BF16Type.get(), "f32": ir.F32Type.get()}[name]


def _chunk_elements(views: list[View], element_bytes: int) -> int:
    """The widest copy (4, 8 or 16 bytes, in elements) every row of the views starts aligned to."""
    common = 0
    for view in views:
        common = math.gcd(common, view.offset, *view.strides[:3])
    elements = _CHUNK_BYTES // element_bytes
    while elements * element_bytes >= 4:
        if common % elements == 0:
            return elements
        elements //= 2
    raise TircError("attention (mma_sync): an operand view whose rows do not start at 4-byte boundaries",
                    hint="cp.async copies 4, 8 or 16 bytes: offsets and strides must be even (2-byte elements)")


@dataclass(frozen=True)
class _Tile:
    """A shared tile of ``rows`` x ``width`` elements (``stages`` of them), rows ``row_elements`` apart."""
    offset: int            # elements from the start of the dynamic shared memory
    rows: int
    width: int
    row_elements: int
    stages: int

    @property
    def swizzled(self) -> bool:
        return self.row_elements == self.width

    @property
    def stage_elements(self) -> int:
        return self.rows * self.row_elements


class _Kernel:
    """The builder of one kernel: problem sizes, types and the values shared across its parts."""

    def __init__(self, p: AttentionProblem, s: AttentionSchedule, buffers: AttentionBuffers) -> None:
        self.p, self.s, self.b = p, s, buffers
        self.threads = 32 * s.warps
        self.m_steps = s.block_m // (16 * s.warps)
        self.element = _element_type(p.element)
        self.element_bytes = ELEMENT_BYTES[p.element]
        self.per_chunk = _CHUNK_BYTES // self.element_bytes     # elements of a 16-byte chunk
        self.q_chunk = _chunk_elements([p.q], self.element_bytes)
        self.k_chunk = _chunk_elements([p.k], self.element_bytes)
        self.v_chunk = _chunk_elements([p.v], self.element_bytes)
        self.causal = p.causal != "none"
        self.tail = p.seq_kv % s.block_n != 0
        self.scale_log2 = log2e_scale(p)
        # Scores stay unscaled until the exp2 (one FFMA: s c - m c) unless a mask is added or the
        # scale is not positive (then the maximum of the unscaled scores is not the scaled one).
        self.raw = p.mask is None and p.scale > 0
        # Row sums by mma with a ones fragment (block_n / 16 HMMA per m16 step and key step) instead
        # of an FADD per score and a quad reduction. They sum P rounded to the input type, which
        # O / l wants (the weights of V then sum to 1) but the LSE does not (log l would be off by
        # up to the rounding of P): with an LSE output, f32 sums of the unrounded P.
        # With f32 probabilities (probability_parts > 1: P goes into P V as several rounded parts)
        # the IR divides by the sum of the unrounded P: the f32 sums too, rather than a ones-mma
        # per part (parts x block_n / 16 more HMMA, summing the parts' roundings).
        self.parts = probability_parts(p)
        self.sums_on_tensor_cores = p.lse is None and self.parts == 1
        q_row, k_row, v_row = (mma_sync_row(d) for d in (p.head_dim, p.head_dim, p.head_dim_v))
        self.q_tile = _Tile(0, s.block_m, p.head_dim, q_row, 1)
        self.k_tile = _Tile(self.q_tile.stage_elements, s.block_n, p.head_dim, k_row, s.stages)
        self.v_tile = _Tile(self.k_tile.offset + s.stages * self.k_tile.stage_elements, s.block_n,
                            p.head_dim_v, v_row, s.stages)
        self.shared_elements = self.v_tile.offset + s.stages * self.v_tile.stage_elements
        assert self.shared_elements * self.element_bytes == shared_bytes(p, s)

    def details(self) -> str:
        parts = [f", {self.m_steps * 16} rows per warp, Q in registers",
                 f", K/V tiles {'xor-swizzled' if self.k_tile.swizzled else 'padded'}",
                 f", {self.k_chunk * self.element_bytes}-byte cp.async"]
        if self.causal:
            parts.append(f", causal {self.p.causal} (masked tiles only on the diagonal)")
        if self.p.mask is not None:
            parts.append(", additive mask")
        if self.p.group > 1:
            parts.append(f", GQA group {self.p.group}")
        if self.p.lse is not None:
            parts.append(", LSE")
        if self.parts > 1:
            parts.append(f", f32 P in {self.parts} {self.p.element} parts")
        parts.append(", O in 16-byte stores via shared memory" if self._staged_output() else ", O in column pairs")
        return "".join(parts)

    # -- setup -----------------------------------------------------------------------------------

    def build(self, op: ir.Operation, name: str) -> None:
        p, s = self.p, self.s
        host = IndexBuilder(op.block)
        grid = (-(-p.seq_q // s.block_m), p.batch * p.heads)
        launch = launch_kernel(host, name, grid, self.threads, self.shared_elements * self.element_bytes)
        body, ix = launch.body, IndexBuilder(launch.body)
        self.ix = ix
        terminator = list(body.operations)[-1]
        with ir.InsertionPoint(terminator):
            self._body(body.arguments[0], body.arguments[1], body.arguments[3])

    def _flat(self, value: ir.Value) -> ir.Value:
        """``value`` (an identity-layout buffer) as a 1-D buffer of its row-major elements."""
        memref_type = ir.MemRefType(value.type)
        shape = memref_type.shape
        if len(shape) == 1:
            return value
        total = DYNAMIC if any(d == DYNAMIC for d in shape) else math.prod(shape)
        i64 = ir.IntegerType.get_signless(64)
        groups = ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in range(len(shape))])])
        return memref.CollapseShapeOp(ir.MemRefType.get([total], memref_type.element_type), value, groups).result

    def _body(self, block_x: ir.Value, block_y: ir.Value, tid: ir.Value) -> None:
        p, s, ix = self.p, self.s, self.ix
        self.tid = tid
        self.lane = ix.rem(tid, 32)
        warp = ix.div(tid, 32)
        self.group_row = ix.div(self.lane, 4)        # the mma C layout: row lane / 4 (+ 8) ...
        self.quad = ix.rem(self.lane, 4)             # ... columns 2 (lane % 4) (+ 1)
        self.batch = ix.div(block_y, p.heads)
        self.head = ix.rem(block_y, p.heads)
        self.kv_head = ix.div(self.head, p.group)
        self.m0 = ix.mul(block_x, s.block_m)
        self.warp_row = ix.mul(warp, 16 * self.m_steps)
        self.q, self.k, self.v, self.o = (self._flat(v) for v in (self.b.q, self.b.k, self.b.v, self.b.o))
        self.mask = self._flat(self.b.mask) if self.b.mask is not None else None
        self.lse = self._flat(self.b.lse) if self.b.lse is not None else None
        raw = gpu.DynamicSharedMemoryOp(ir.MemRefType.get([DYNAMIC], ir.IntegerType.get_signless(8),
                                                          memory_space=workgroup_space())).result
        self.shared = memref.ViewOp(ir.MemRefType.get([self.shared_elements], self.element,
                                                      memory_space=workgroup_space()),
                                    raw, ix.value(0), []).result
        # Where each operand's rows of this (batch, head) start.
        self.q_base = ix.add(p.q.offset, ix.add(ix.mul(self.batch, p.q.strides[0]), ix.mul(self.head, p.q.strides[1])))
        self.k_base = ix.add(p.k.offset, ix.add(ix.mul(self.batch, p.k.strides[0]),
                                                ix.mul(self.kv_head, p.k.strides[1])))
        self.v_base = ix.add(p.v.offset, ix.add(ix.mul(self.batch, p.v.strides[0]),
                                                ix.mul(self.kv_head, p.v.strides[1])))
        self.tiles = self._tile_count()
        self._main()

    def _tile_count(self) -> ir.Value:
        """Key tiles the block walks: all of them, or (causal) up to the last one its last row sees."""
        p, s, ix = self.p, self.s, self.ix
        all_tiles = -(-p.seq_kv // s.block_n)
        if not self.causal:
            return ix.value(all_tiles)
        last = ix.min(ix.add(self.m0, s.block_m), p.seq_q)      # one past the block's last row
        visible = ix.value(ix.add(last, p.diagonal))
        tiles = arith.CeilDivSIOp(visible, ix.value(s.block_n)).result
        return arith.MinSIOp(arith.MaxSIOp(tiles, ix.value(0)).result, ix.value(all_tiles)).result

    # -- copies ----------------------------------------------------------------------------------

    def _copy(self, tile: _Tile, source: ir.Value, source_base: Index, row_stride: int, first_row: Index,
              rows_left: ir.Value, destination: Index, chunk: int) -> list[ir.Value]:
        """cp.async of ``tile.rows`` rows (``first_row`` on, at ``row_stride`` elements apart from
        ``source_base``) into the tile at element ``destination``; rows at or past ``rows_left``
        are zero-filled. Returns the copies' tokens."""
        ix = self.ix
        per_row = tile.width // chunk
        total = tile.rows * per_row
        tokens = []
        even = self.threads % per_row == 0
        if even:
            thread_row, thread_col = ix.div(self.tid, per_row), ix.rem(self.tid, per_row)
        for step in range(-(-total // self.threads)):
            if even:
                rows_apart = self.threads // per_row
                row, col = ix.add(thread_row, step * rows_apart), thread_col
                # Rows a multiple of 8 apart share the swizzle key: one per thread, not per copy.
                key_row = thread_row if rows_apart % 8 == 0 else row
            else:
                linear = ix.add(self.tid, step * self.threads)
                row, col = ix.div(linear, per_row), ix.rem(linear, per_row)
                key_row = row
            partial = (step + 1) * self.threads > total
            if partial:
                # Threads past the tile's chunks copy nothing. Their copy's token stays out of the
                # group (it cannot dominate it); cp.async.commit_group commits it all the same.
                with ir.InsertionPoint(scf.IfOp(ix.lt(ix.add(self.tid, step * self.threads), total)).then_block):
                    self._copy_chunk(tile, source, source_base, row_stride, first_row, rows_left, destination,
                                     chunk, row, col, key_row)
                    scf.YieldOp([])
            else:
                tokens.append(self._copy_chunk(tile, source, source_base, row_stride, first_row, rows_left,
                                               destination, chunk, row, col, key_row))
        return tokens

    def _copy_chunk(self, tile: _Tile, source: ir.Value, source_base: Index, row_stride: int, first_row: Index,
                    rows_left: ir.Value, destination: Index, chunk: int, row: Index, col: Index,
                    key_row: Index) -> ir.Value:
        """One thread's cp.async of chunk ``col`` of tile row ``row`` (zero-filled past ``rows_left``);
        ``key_row``: a row with the same swizzle key (row mod 8)."""
        ix = self.ix
        valid = ix.lt(row, rows_left)
        # Past the edge the source size is 0: cp.async reads nothing there, so the address needs no
        # clamp (and the chunks' addresses stay a constant apart: one base per thread and tile).
        count = ix.select(valid, chunk, 0)
        source_index = ix.add(ix.add(source_base, ix.mul(ix.add(first_row, row), row_stride)),
                              ix.mul(col, chunk))
        column = self._column(tile, key_row, ix.mul(col, chunk))
        target = ix.add(destination, ix.add(ix.mul(row, tile.row_elements), column))
        bypass = ir.UnitAttr.get() if chunk * self.element_bytes == 16 else None
        return nvgpu.DeviceAsyncCopyOp(self.shared, [ix.value(target)], source, [ix.value(source_index)],
                                       ir.IntegerAttr.get(ir.IndexType.get(), chunk), srcElements=ix.value(count),
                                       bypassL1=bypass).result

    def _column(self, tile: _Tile, row: Index, column: Index) -> Index:
        """Where element ``column`` of tile row ``row`` lies in the row (the 16-byte chunks xor-swizzled)."""
        ix = self.ix
        if not tile.swizzled:
            return column
        chunk, within = ix.div(column, self.per_chunk), ix.rem(column, self.per_chunk)
        return ix.add(ix.mul(ix.xor(chunk, ix.rem(row, 8)), self.per_chunk), within)

    def _copy_kv(self, tile_index: ir.Value, stage: Index) -> ir.Value:
        """Issue (and commit as one group) the copies of key tile ``tile_index`` into ``stage``."""
        p, s, ix = self.p, self.s, self.ix
        first = ix.mul(tile_index, s.block_n)
        left = ix.sub(p.seq_kv, first)
        tokens = self._copy(self.k_tile, self.k, self.k_base, p.k.strides[2], first, left,
                            ix.add(self.k_tile.offset, ix.mul(stage, self.k_tile.stage_elements)), self.k_chunk)
        tokens += self._copy(self.v_tile, self.v, self.v_base, p.v.strides[2], first, left,
                             ix.add(self.v_tile.offset, ix.mul(stage, self.v_tile.stage_elements)), self.v_chunk)
        return nvgpu.DeviceAsyncCreateGroupOp(tokens).result

    # -- fragments -------------------------------------------------------------------------------

    def _lane_offsets(self, tile: _Tile, lane_row: Index, lane_chunk: Index) -> dict[int, Index]:
        """Per even chunk ``c`` mod 8: the offset in a tile of (``lane_row``, chunk ``c + lane_chunk``)
        swizzled, less ``c``'s multiple of 8, so that a fragment at rows ``r0 + lane_row`` (``r0`` a
        multiple of 8) and chunk ``c + lane_chunk`` is one constant away from it."""
        ix = self.ix
        if not tile.swizzled:
            return {0: ix.add(ix.mul(lane_row, tile.row_elements), ix.mul(lane_chunk, self.per_chunk))}
        key = ix.xor(lane_chunk, ix.rem(lane_row, 8))
        return {c: ix.add(ix.mul(lane_row, tile.row_elements), ix.mul(ix.xor(key, c), self.per_chunk))
                for c in (0, 2, 4, 6)}

    def _fragment_address(self, tile: _Tile, offsets: dict[int, Index], base: Index, row0: int, chunk0: int) -> Index:
        ix = self.ix
        if not tile.swizzled:
            return ix.add(base, ix.add(offsets[0], row0 * tile.row_elements + chunk0 * self.per_chunk))
        return ix.add(base, ix.add(offsets[chunk0 % 8],
                                   row0 * tile.row_elements + (chunk0 - chunk0 % 8) * self.per_chunk))

    def _ldmatrix(self, address: Index, transpose: bool) -> ir.Value:
        per_register = 4 // self.element_bytes
        return nvgpu.LdMatrixOp(ir.VectorType.get([4, per_register], self.element), self.shared,
                                [self.ix.value(address)], transpose, 4).result

    def _halves(self, quad: ir.Value) -> tuple[ir.Value, ir.Value]:
        """The two n8 B fragments of an ldmatrix x4 (registers 0, 1 and 2, 3)."""
        half = ir.VectorType.get([2, 2], self.element)
        first, second = (vector.ExtractStridedSliceOp(half, quad, [row, 0], [2, 2], [1, 1]).result for row in (0, 2))
        return first, second

    def _mma(self, a: ir.Value, b: ir.Value, c: ir.Value) -> ir.Value:
        """D = A B + C, m16n8k16, f32 accumulators (nvgpu.mma.sync for f16, nvvm.mma for bf16:
        nvgpu.mma.sync cannot name bf16 operands in MLIR 22)."""
        if self.p.element == "f16":
            i64 = ir.IntegerType.get_signless(64)
            shape = ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in (16, 8, 16)])
            return nvgpu.MmaSyncOp(c.type, a, b, c, shape).result
        i32 = ir.IntegerType.get_signless(32)
        f32 = ir.F32Type.get()
        a_packed = vector.BitCastOp(ir.VectorType.get([4, 1], i32), a).result
        b_packed = vector.BitCastOp(ir.VectorType.get([2, 1], i32), b).result
        a_registers = [vector.ExtractOp(a_packed, [], [i, 0]).result for i in range(4)]
        b_registers = [vector.ExtractOp(b_packed, [], [i, 0]).result for i in range(2)]
        c_registers = [vector.ExtractOp(c, [], [i, j]).result for i in range(2) for j in range(2)]
        result = nvvm.MmaOp(llvm.StructType.get_literal([f32] * 4),
                            ir.Attribute.parse("#nvvm.shape<m = 16, n = 8, k = 16>"),
                            ir.Attribute.parse("#nvvm.mma_layout<row>"), ir.Attribute.parse("#nvvm.mma_layout<col>"),
                            a_registers, b_registers, c_registers,
                            multiplicandAPtxType=ir.Attribute.parse("#nvvm.mma_type<bf16>"),
                            multiplicandBPtxType=ir.Attribute.parse("#nvvm.mma_type<bf16>")).result
        values = [llvm.ExtractValueOp(f32, result, [i]).result for i in range(4)]
        return vector.FromElementsOp(ir.VectorType(c.type), values).result

    # -- the kernel ------------------------------------------------------------------------------

    def _main(self) -> None:
        p, s, ix = self.p, self.s, self.ix
        f32 = ir.F32Type.get()
        acc_type = ir.VectorType.get([2, 2], f32)
        lane = self.lane
        # Prologue: the Q tile, then key tiles 0 .. stages-2, one group each.
        q_tokens = self._copy(self.q_tile, self.q, self.q_base, p.q.strides[2], self.m0,
                              ix.value(ix.sub(p.seq_q, self.m0)), self.q_tile.offset, self.q_chunk)
        q_group = nvgpu.DeviceAsyncCreateGroupOp(q_tokens).result
        self.token = q_group     # what the waits name (the count of pending groups is what matters)
        for stage in range(s.stages - 1):
            with ir.InsertionPoint(scf.IfOp(ix.lt(stage, self.tiles)).then_block):
                self._copy_kv(ix.value(stage), stage)
                scf.YieldOp([])
        # Q (and the first key tiles, issued with it) in shared memory for every warp.
        nvgpu.DeviceAsyncWaitOp(q_group, numGroups=_i32(0))
        gpu.BarrierOp()
        # Q A fragments (ldmatrix x4, rows lane % 16, chunk lane / 16 of each k16 step).
        q_offsets = self._lane_offsets(self.q_tile, ix.rem(lane, 16), ix.div(lane, 16))
        q_start = ix.add(self.q_tile.offset, ix.mul(self.warp_row, self.q_tile.row_elements))
        self.q_fragments = [[self._ldmatrix(self._fragment_address(self.q_tile, q_offsets, q_start, 16 * mt, 2 * kk),
                                            False)
                             for kk in range(p.head_dim // 16)] for mt in range(self.m_steps)]
        # K: rows lane % 8 + 8 (lane / 16), chunk (lane / 8) % 2; V (.trans): rows lane % 16, chunk lane / 16.
        self.k_offsets = self._lane_offsets(self.k_tile, ix.add(ix.rem(lane, 8), ix.mul(ix.div(lane, 16), 8)),
                                            ix.rem(ix.div(lane, 8), 2))
        self.v_offsets = self._lane_offsets(self.v_tile, ix.rem(lane, 16), ix.div(lane, 16))
        # The rows this thread holds (two per m16 step), and where the mask's rows start.
        self.rows = [ix.add(ix.add(self.m0, self.warp_row), ix.add(16 * mt + 8 * i, self.group_row))
                     for mt in range(self.m_steps) for i in range(2)]
        self.mask_rows = []
        if p.mask is not None:
            for row in self.rows:
                clamped = ix.min(row, p.seq_q - 1)   # rows past S_q are computed, never stored
                self.mask_rows.append(ix.add(p.mask.offset, ix.add(
                    ix.add(ix.mul(self.batch, p.mask.strides[0]), ix.mul(self.head, p.mask.strides[1])),
                    ix.mul(clamped, p.mask.strides[2]))))
        o_tiles = p.head_dim_v // 8
        minus_inf, zero = _f32(float("-inf")), _f32(0.0)
        zero_acc = arith.ConstantOp(acc_type,
                                    ir.DenseElementsAttr.get_splat(acc_type, ir.FloatAttr.get(f32, 0.0))).result
        rows = 2 * self.m_steps
        # Row sums: an accumulator per m16 step (P times ones on Tensor Cores), else a scalar per row.
        sums = self.m_steps if self.sums_on_tensor_cores else rows
        inits = [minus_inf] * rows + ([zero_acc] if self.sums_on_tensor_cores else [zero]) * sums \
            + [zero_acc] * (self.m_steps * o_tiles)
        loop = scf.ForOp(ix.value(0), self.tiles, ix.value(1), inits)
        first_o = rows + sums
        with ir.InsertionPoint(loop.body):
            t = loop.induction_variable
            state = list(loop.inner_iter_args)
            m_old, l_old = state[:rows], state[rows:first_o]
            o_acc = [state[first_o + mt * o_tiles:first_o + (mt + 1) * o_tiles] for mt in range(self.m_steps)]
            stage = ix.rem(t, s.stages)
            if s.stages == 1:
                # One buffer: every warp is done with tile t - 1 before it is overwritten.
                gpu.BarrierOp()
                self._copy_kv(t, 0)
            self._wait(t)
            gpu.BarrierOp()
            if s.stages > 1:
                # The next tile's copies before this tile's math (its buffer was read in step
                # t - 1, which every warp finished before the barrier).
                ahead = ix.add(t, s.stages - 1)
                with ir.InsertionPoint(scf.IfOp(ix.lt(ahead, self.tiles)).then_block):
                    self._copy_kv(ix.value(ahead), ix.rem(ahead, s.stages))
                    scf.YieldOp([])
            scores = self._scores(stage)
            values = self._masked(scores, t)
            m_new, l_new, alphas, probabilities = self._softmax(values, m_old, l_old)
            o_new, l_new = self._pv(probabilities, o_acc, alphas, stage, l_new)
            scf.YieldOp([*m_new, *l_new, *[acc for accs in o_new for acc in accs]])
        results = list(loop.results)
        self._epilogue(results[:rows], results[rows:first_o],
                       [results[first_o + mt * o_tiles:first_o + (mt + 1) * o_tiles] for mt in range(self.m_steps)])

    def _wait(self, t: ir.Value) -> None:
        """Wait for tile ``t``'s group: ``stages - 2`` newer ones may be pending, fewer near the end
        (tiles past the last are never issued)."""
        s, ix = self.s, self.ix
        if s.stages <= 2:   # nothing newer than tile t is pending
            nvgpu.DeviceAsyncWaitOp(self.token, numGroups=_i32(0))
            return
        full = scf.IfOp(ix.lt(ix.add(t, s.stages - 2), self.tiles), has_else=True)
        with ir.InsertionPoint(full.then_block):
            nvgpu.DeviceAsyncWaitOp(self.token, numGroups=_i32(s.stages - 2))
            scf.YieldOp([])
        with ir.InsertionPoint(full.else_block):
            nvgpu.DeviceAsyncWaitOp(self.token, numGroups=_i32(0))
            scf.YieldOp([])

    def _scores(self, stage: Index) -> list[list[list[ir.Value]]]:
        """S = Q Kᵀ of this tile: per m16 step, per key n8 tile, the thread's 4 f32 scores
        (row g, cols 2q, 2q + 1; row g + 8, the same)."""
        p, s, ix = self.p, self.s, self.ix
        f32 = ir.F32Type.get()
        acc_type = ir.VectorType.get([2, 2], f32)
        zero_acc = arith.ConstantOp(acc_type,
                                    ir.DenseElementsAttr.get_splat(acc_type, ir.FloatAttr.get(f32, 0.0))).result
        n_tiles = s.block_n // 8
        acc = [[zero_acc] * n_tiles for _ in range(self.m_steps)]
        base = ix.add(self.k_tile.offset, ix.mul(stage, self.k_tile.stage_elements))
        for pair in range(s.block_n // 16):
            for kk in range(p.head_dim // 16):
                fragment = self._ldmatrix(self._fragment_address(self.k_tile, self.k_offsets, base, 16 * pair, 2 * kk),
                                          False)
                first, second = self._halves(fragment)
                for mt in range(self.m_steps):
                    a = self.q_fragments[mt][kk]
                    acc[mt][2 * pair] = self._mma(a, first, acc[mt][2 * pair])
                    acc[mt][2 * pair + 1] = self._mma(a, second, acc[mt][2 * pair + 1])
        return [[[vector.ExtractOp(value, [], [i, j]).result for i in range(2) for j in range(2)]
                 for value in per_step] for per_step in acc]

    def _transform(self, scores: list[list[list[ir.Value]]], t: ir.Value, masked: bool) -> list[ir.Value]:
        """The values the softmax takes, flattened (m step, n8 tile, i, j): raw scores, or scaled
        to log2 units with the additive mask; ``masked``: -inf where a key is past S_kv or, causal,
        past the row's diagonal."""
        p, s, ix = self.p, self.s, self.ix
        minus_inf = _f32(float("-inf"))
        key_base = ix.add(ix.mul(t, s.block_n), ix.mul(self.quad, 2))
        out = []
        distances = []
        if masked and self.causal:
            # key - (row + diagonal) <= 0: visible. Per row, key_base - row - diagonal once.
            distances = [ix.value(ix.sub(key_base, ix.add(row, p.diagonal))) for row in self.rows]
        key_limit = ix.value(key_base)
        for mt, per_step in enumerate(scores):
            for n, values in enumerate(per_step):
                for index, value in enumerate(values):
                    i, j = divmod(index, 2)
                    column = 8 * n + j
                    row_slot = 2 * mt + i
                    if not self.raw:
                        x = arith.MulFOp(value, _f32(self.scale_log2)).result if p.mask is None else None
                        if p.mask is not None:
                            key = ix.add(key_base, column)
                            if masked:
                                key = ix.min(key, p.seq_kv - 1)
                            index_value = ix.add(self.mask_rows[row_slot], ix.mul(key, p.mask.strides[3]))
                            bias = memref.LoadOp(self.mask, [ix.value(index_value)]).result
                            if bias.type != ir.F32Type.get():
                                bias = arith.ExtFOp(ir.F32Type.get(), bias).result
                            x = mlir_math.FmaOp(value, _f32(self.scale_log2),
                                                arith.MulFOp(bias, _f32(_LOG2E)).result).result
                        value = x
                    if masked:
                        visible = None
                        if self.tail:
                            visible = _signed("slt", key_limit, ix.value(p.seq_kv - column))
                        if self.causal:
                            diagonal = _signed("sle", distances[row_slot], ix.value(-column))
                            visible = diagonal if visible is None else arith.AndIOp(visible, diagonal).result
                        if visible is not None:
                            value = arith.SelectOp(visible, value, minus_inf).result
                    out.append(value)
        return out

    def _masked(self, scores: list[list[list[ir.Value]]], t: ir.Value) -> list[ir.Value]:
        """The scores as the softmax takes them; the masked variant only in tiles that need it."""
        p, s, ix = self.p, self.s, self.ix
        if not self.causal and not self.tail:
            return self._transform(scores, t, False)
        end = ix.mul(ix.add(t, 1), s.block_n)   # one past the tile's last key
        conditions = []
        if self.tail:
            conditions.append(_signed("sgt", ix.value(end), ix.value(p.seq_kv)))
        if self.causal:
            # The block's first row sees keys up to m0 + diagonal.
            first_sees = ix.add(self.m0, p.diagonal + 1)
            conditions.append(_signed("sgt", ix.value(end), ix.value(first_sees)))
        condition = conditions[0] if len(conditions) == 1 else arith.OrIOp(*conditions).result
        count = sum(len(v) for per_step in scores for v in per_step)
        branch = scf.IfOp(condition, [ir.F32Type.get()] * count, has_else=True)
        with ir.InsertionPoint(branch.then_block):
            scf.YieldOp(self._transform(scores, t, True))
        with ir.InsertionPoint(branch.else_block):
            scf.YieldOp(self._transform(scores, t, False))
        return list(branch.results)

    def _quad(self, value: ir.Value, combine: Callable[[ir.Value, ir.Value], ir.OpView]) -> ir.Value:
        """``value`` combined over the 4 lanes of a quad (the threads sharing a row)."""
        i32 = ir.IntegerType.get_signless(32)
        width = arith.ConstantOp(i32, 32).result
        for distance in (1, 2):
            other = gpu.ShuffleOp(value, arith.ConstantOp(i32, distance).result, width, gpu.ShuffleMode.XOR).results[0]
            value = combine(value, other).result
        return value

    def _used_max(self, m: ir.Value) -> ir.Value:
        """The row maximum the exponents subtract: 0 where every score so far is -inf."""
        empty = arith.CmpFOp(arith.CmpFPredicate.OEQ, m, _f32(float("-inf"))).result
        return arith.SelectOp(empty, _f32(0.0), m).result

    def _softmax(self, values: list[ir.Value], m_old: list[ir.Value], l_old: list[ir.Value]
                 ) -> tuple[list[ir.Value], list[ir.Value], list[ir.Value], list[ir.Value]]:
        """Online softmax step: new row maxima, the rescale factors of the old accumulators, the
        probabilities (same order as ``values``) and, unless P V sums them, the per-thread row sums
        (``l_old`` as it is otherwise)."""
        s = self.s
        per_row_tile = s.block_n // 8
        m_new: list[ir.Value] = []
        l_new: list[ir.Value] = []
        alphas: list[ir.Value] = []
        probabilities: list[ir.Value] = list(values)     # replaced one by one
        for mt in range(self.m_steps):
            for i in range(2):
                slot = 2 * mt + i
                positions = [(mt * per_row_tile + n) * 4 + 2 * i + j for n in range(per_row_tile) for j in range(2)]
                local = values[positions[0]]
                for position in positions[1:]:
                    local = arith.MaxNumFOp(local, values[position]).result
                maximum = self._quad(arith.MaxNumFOp(local, m_old[slot]).result, arith.MaxNumFOp)
                used = self._used_max(maximum)
                # The row's shift is bound into ``argument`` as a default: it is used only in this iteration.
                if self.raw:
                    # exp2(x c - m c): one FFMA per element with -m c computed once per row.
                    offset = arith.MulFOp(used, _f32(-self.scale_log2)).result
                    argument = lambda x, shift=offset: mlir_math.FmaOp(x, _f32(self.scale_log2), shift).result  # noqa: E731
                else:
                    negated = arith.NegFOp(used).result
                    argument = lambda x, shift=negated: arith.AddFOp(x, shift).result  # noqa: E731
                alpha = _exp2(argument(m_old[slot]))
                total = None if self.sums_on_tensor_cores else arith.MulFOp(l_old[slot], alpha).result
                for position in positions:
                    probability = _exp2(argument(values[position]))
                    probabilities[position] = probability
                    if total is not None:
                        total = arith.AddFOp(total, probability).result
                m_new.append(maximum)
                if total is not None:
                    l_new.append(total)
                alphas.append(alpha)
        return m_new, (l_old if self.sums_on_tensor_cores else l_new), alphas, probabilities

    def _pv(self, probabilities: list[ir.Value], o_acc: list[list[ir.Value]], alphas: list[ir.Value],
            stage: Index, sums: list[ir.Value]) -> tuple[list[list[ir.Value]], list[ir.Value]]:
        """O = O alpha + P V: P's accumulators as A fragments (``self.parts`` of them per k16 step
        with f32 probabilities, each one mma per V fragment), V by ldmatrix .trans. With the sums
        on Tensor Cores, also l = l alpha + P 1 (per m16 step: every column holds the row sums of
        the rounded P that P V multiplies, so O / l weighs V by weights that sum to 1); other
        ``sums`` come back as they are."""
        p, s, ix = self.p, self.s, self.ix
        f32 = ir.F32Type.get()
        acc_type = ir.VectorType.get([2, 2], f32)
        per_row_tile = s.block_n // 8
        a_type = ir.VectorType.get([4, 2], self.element)
        a_fragments = []
        for mt in range(self.m_steps):
            fragments = []
            for kk in range(s.block_n // 16):
                # A registers: (g, k 2q..), (g + 8, k 2q..), (g, k 8 + 2q..), (g + 8, k 8 + 2q..): the
                # rows of n8 tile 2 kk, then of tile 2 kk + 1.
                # With f32 probabilities, one fragment per part (the rounded P, then its rounded
                # remainders), each multiplied by the same V fragment below.
                elements: list[list[ir.Value]] = [[] for _ in range(self.parts)]
                for n in (2 * kk, 2 * kk + 1):
                    for position in range(4):
                        value = probabilities[(mt * per_row_tile + n) * 4 + position]
                        for part, piece in zip(elements, split_probability(value, self.element, self.parts)):
                            part.append(piece)
                fragments.append([vector.FromElementsOp(a_type, part).result for part in elements])
            a_fragments.append(fragments)
        scaled = []
        for mt in range(self.m_steps):
            factor = vector.FromElementsOp(acc_type, [alphas[2 * mt], alphas[2 * mt], alphas[2 * mt + 1],
                                                      alphas[2 * mt + 1]]).result
            scaled.append([arith.MulFOp(acc, factor).result for acc in o_acc[mt]])
            if self.sums_on_tensor_cores:
                sums[mt] = arith.MulFOp(sums[mt], factor).result
        if self.sums_on_tensor_cores:
            half = ir.VectorType.get([2, 2], self.element)
            ones = arith.ConstantOp(half,
                                    ir.DenseElementsAttr.get_splat(half, ir.FloatAttr.get(self.element, 1.0))).result
            sums = list(sums)
            for kk in range(s.block_n // 16):
                for mt in range(self.m_steps):
                    sums[mt] = self._mma(a_fragments[mt][kk][0], ones, sums[mt])
        base = ix.add(self.v_tile.offset, ix.mul(stage, self.v_tile.stage_elements))
        for pair in range(p.head_dim_v // 16):
            for kk in range(s.block_n // 16):
                fragment = self._ldmatrix(self._fragment_address(self.v_tile, self.v_offsets, base, 16 * kk, 2 * pair),
                                          True)
                first, second = self._halves(fragment)
                for mt in range(self.m_steps):
                    for a in a_fragments[mt][kk]:
                        scaled[mt][2 * pair] = self._mma(a, first, scaled[mt][2 * pair])
                        scaled[mt][2 * pair + 1] = self._mma(a, second, scaled[mt][2 * pair + 1])
        return scaled, sums

    def _epilogue(self, m: list[ir.Value], l: list[ir.Value], o_acc: list[list[ir.Value]]) -> None:
        """O / l (0 for an empty row) and the optional LSE, stored for rows inside S_q: through the
        warp's own rows of the Q tile and 16-byte stores where the output allows, else pairs."""
        p, ix = self.p, self.ix
        out_element = _element_type(p.out_element)
        staged = self._staged_output()
        inverses = []
        for mt in range(self.m_steps):
            for i in range(2):
                slot = 2 * mt + i
                total = vector.ExtractOp(l[mt], [], [i, 0]).result if self.sums_on_tensor_cores \
                    else self._quad(l[slot], arith.AddFOp)
                empty = arith.CmpFOp(arith.CmpFPredicate.OEQ, total, _f32(0.0)).result
                inverses.append(arith.SelectOp(empty, _f32(0.0), arith.DivFOp(_f32(1.0), total).result).result)
                if self.lse is not None:
                    self._store_lse(m[slot], total, self.rows[slot])

        def pair(mt: int, n: int, i: int) -> list[ir.Value]:
            acc = o_acc[mt][n]
            values = [arith.MulFOp(vector.ExtractOp(acc, [], [i, j]).result, inverses[2 * mt + i]).result
                      for j in range(2)]
            if out_element != ir.F32Type.get():
                values = [arith.TruncFOp(out_element, value).result for value in values]
            return values

        if staged:
            self._staged_stores(pair)
            return
        out_bytes = ELEMENT_BYTES[p.out_element]
        paired = all(x % 2 == 0 for x in (p.o.offset, *p.o.strides[:3]))
        pair_type = ir.VectorType.get([2], out_element)
        column0 = ix.mul(self.quad, 2)
        for mt in range(self.m_steps):
            for i in range(2):
                row = self.rows[2 * mt + i]
                with ir.InsertionPoint(scf.IfOp(ix.lt(row, p.seq_q)).then_block):
                    row_start = ix.add(self._o_base(), ix.mul(row, p.o.strides[2]))
                    for n in range(len(o_acc[mt])):
                        values = pair(mt, n, i)
                        index = ix.add(row_start, ix.add(column0, 8 * n))
                        if paired:
                            vector.StoreOp(vector.FromElementsOp(pair_type, values).result, self.o, [ix.value(index)],
                                           alignment=2 * out_bytes)
                        else:
                            for j, value in enumerate(values):
                                memref.StoreOp(value, self.o, [ix.value(ix.add(index, j))])
                    scf.YieldOp([])

    def _o_base(self) -> Index:
        p, ix = self.p, self.ix
        return ix.add(p.o.offset, ix.add(ix.mul(self.batch, p.o.strides[0]), ix.mul(self.head, p.o.strides[1])))

    def _staged_output(self) -> bool:
        """Whether O goes out in 16-byte stores through shared memory: output rows that start at
        16-byte boundaries, of the input's element type (the Q tile's), no wider than Q's rows."""
        p = self.p
        return (p.out_element == p.element and p.head_dim_v <= p.head_dim
                and all(x % self.per_chunk == 0 for x in (p.o.offset, *p.o.strides[:3])))

    def _staged_stores(self, pair: Callable[[int, int, int], list[ir.Value]]) -> None:
        """Each warp writes its O rows (column pairs, in the mma C layout) into its own rows of the
        Q tile (no other warp reads or writes them, and it read them last before the loop), syncs
        the warp, then reads them back in 16-byte chunks, stored with a row bounds check."""
        p, ix = self.p, self.ix
        tile = self.q_tile
        pair_type = ir.VectorType.get([2], self.element)
        chunk_type = ir.VectorType.get([self.per_chunk], self.element)
        warp_start = ix.add(tile.offset, ix.mul(self.warp_row, tile.row_elements))
        column0 = ix.mul(self.quad, 2)
        for mt in range(self.m_steps):
            for i in range(2):
                row = ix.add(16 * mt + 8 * i, self.group_row)          # within the warp's rows
                for n in range(p.head_dim_v // 8):
                    column = self._column(tile, row, ix.add(column0, 8 * n))
                    index = ix.add(warp_start, ix.add(ix.mul(row, tile.row_elements), column))
                    vector.StoreOp(vector.FromElementsOp(pair_type, pair(mt, n, i)).result, self.shared,
                                   [ix.value(index)], alignment=2 * self.element_bytes)
        nvvm.SyncWarpOp(arith.ConstantOp(ir.IntegerType.get_signless(32), -1).result)
        per_row = p.head_dim_v // self.per_chunk
        total = 16 * self.m_steps * per_row
        o_base = self._o_base()
        for step in range(-(-total // 32)):
            linear = ix.add(self.lane, 32 * step)
            row, chunk = ix.div(linear, per_row), ix.rem(linear, per_row)
            global_row = ix.add(ix.add(self.m0, self.warp_row), row)
            inside = ix.lt(global_row, p.seq_q)
            if (step + 1) * 32 > total:
                inside = ix.both(inside, ix.lt(linear, total))
            with ir.InsertionPoint(scf.IfOp(inside).then_block):
                column = self._column(tile, row, ix.mul(chunk, self.per_chunk))
                source = ix.add(warp_start, ix.add(ix.mul(row, tile.row_elements), column))
                value = vector.LoadOp(chunk_type, self.shared, [ix.value(source)], alignment=16).result
                target = ix.add(o_base, ix.add(ix.mul(global_row, p.o.strides[2]), ix.mul(chunk, self.per_chunk)))
                vector.StoreOp(value, self.o, [ix.value(target)], alignment=16)
                scf.YieldOp([])

    def _store_lse(self, m: ir.Value, total: ir.Value, row: Index) -> None:
        """The row's natural-log sum of exponentials (-inf for an empty row), from quad lane 0."""
        p, ix = self.p, self.ix
        view = p.lse
        assert view is not None, "called only with an LSE buffer, which the problem's LSE view describes"
        with ir.InsertionPoint(scf.IfOp(ix.both(ix.eq(self.quad, 0), ix.lt(row, p.seq_q))).then_block):
            used = self._used_max(m)
            scaled = arith.MulFOp(used, _f32(self.scale_log2)).result if self.raw else used
            log_sum = arith.AddFOp(scaled, mlir_math.Log2Op(total).result).result
            lse = arith.MulFOp(log_sum, _f32(_LN2)).result
            index = ix.add(view.offset, ix.add(ix.add(ix.mul(self.batch, view.strides[0]),
                                                      ix.mul(self.head, view.strides[1])),
                                               ix.mul(row, view.strides[2])))
            memref.StoreOp(lse, self.lse, [ix.value(index)])
            scf.YieldOp([])
