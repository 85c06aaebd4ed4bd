"""Flash-decoding: a ``tir.attention`` with few query rows per KV head (decode) as two kernels.

``lower`` (called by tir-attention for ``schedule.kernel == "split_kv"``) builds, at the insertion
point before the op:

1. ``<name>``: grid ``(splits, batch * kv_heads)``. Block ``(s, p)`` takes KV head ``g = p % kv_heads``
   of batch ``b = p / kv_heads`` and the ``R = group * seq_q <= 16`` query rows that share it, as
   ONE m16 tile: tile row ``r`` is query head ``g * group + r / seq_q`` and query row
   ``i = r % seq_q`` (head-major, so the rows of one head are adjacent and the workspace rows
   ``(b * heads + h) * seq_q + i`` of a block are contiguous); rows ``R .. 15`` are zero padding,
   computed and never stored. The block walks the key tiles of its split (``ceil(tiles / splits)``
   tiles of ``block_n`` keys; a split past the keys runs no step and writes lse = -inf, O = 0)::

       Q tile -> shared (cp.async, with tile 0); Q fragments -> registers (D <= 128)
       for each key tile t of the split (K and V tiles double-buffered in shared memory):
           wait for tile t; barrier; cp.async tile t + 1 into the other buffer
           each warp: its block_n / warps keys of the tile: S = Q Kᵀ (mma.sync m16n8k16,
           ldmatrix of K), online softmax on its rows (exp2 of scale·log2e in one FFMA, -inf
           guards, causal / additive mask per row), O = O·alpha + P V (P from the S registers
           as the A fragment, ldmatrix.trans of V)
       the warps' (m, l, O) meet in shared memory; the block's normalised O and its base-2
       log-sum-exp go to the workspace (f32, ``[splits, rows, D_v]`` and ``[splits, rows]``)

   So each warp owns a quarter (``block_n / warps`` keys) of every tile, and the warps' states
   merge once, after the loop: no barrier or shuffle between warps inside it.
2. ``<name>_combine``: a thread per output element ``(row, e)`` merges the splits:
   ``O = sum_s 2^(lse_s - lse) O_s`` with ``lse = log2 sum_s 2^lse_s`` (all -inf: O = 0), converted to
   the output element; the thread of ``e = 0`` writes the natural-log LSE when the op has one.

f32 probabilities (the op's ``probabilities = "f32"``, decomposed SDPA: the IR multiplies the
unrounded softmax, and its error bound is the f32 sums', which P rounded once to the input element
misses): P enters P V as ``probability_parts`` A fragments (``hi = rn(p)``, then the rounded
remainders: 2 f16 or 3 bf16 parts, see ``attention_mma.split_probability``), each one more mma.sync
per V fragment (loaded once) into the same O accumulators. The row sums are f32 adds of the
unrounded p in either case. Llama decode (B4 H32 H_kv 8 S_kv 4096 D128, sm_80): 183 (f16) / 194
(bf16) registers against 173, no spills.

The workspace is a host ``memref.alloc`` before the launches, freed after the second. K/V rows in
shared memory are padded by 16 bytes, so the 8 rows an ldmatrix reads fall in distinct banks.
"""

from __future__ import annotations

import contextlib
import math as pymath
from collections.abc import Callable
from typing import TYPE_CHECKING

from mlir import ir
from mlir.dialects import arith, gpu, llvm, math, memref, nvgpu, nvvm, scf, vector

from tirc.diagnostics import TircError
from tirc.ir.builders import Index, IndexBuilder, launch_kernel, workgroup_space
from tirc.passes.gpu.attention_mma import split_probability
from tirc.passes.gpu.reduction_ir import WARP, inside_if
from tirc.schedule.attention import (AttentionProblem, AttentionSchedule, View, decode_rows, decode_shared_layout,
                                     log2e_scale, probability_parts)
from tirc.target import Target

if TYPE_CHECKING:   # the dispatcher imports this module: no import of it at run time
    from tirc.passes.gpu.attention import AttentionBuffers

# write(chunk, synchronous=False) -> the cp.async tokens: one thread's copy of one 16-byte chunk
ChunkWriter = Callable[..., list[ir.Value]]

MMA_M = 16
CHUNK = 8            # f16/bf16 elements per 16-byte cp.async
COMBINE_THREADS = 128
LN2 = pymath.log(2.0)
LOG2E = pymath.log2(pymath.e)


def lower(op: ir.Operation, buffers: AttentionBuffers, problem: AttentionProblem, schedule: AttentionSchedule,
          name: str, target: Target) -> dict[str, str]:
    """Build the split-KV kernel and the combine kernel before ``op``; kernel name -> schedule text."""
    return _Decode(op, buffers, problem, schedule, name).build()


def _f32(value: float) -> ir.Value:
    return arith.ConstantOp(ir.F32Type.get(), value).result


def _exp2(argument: ir.Value) -> ir.Value:
    """2^argument (f32) as ``ex2.approx.ftz``: math.exp2 lowers to ex2.approx without ftz, which
    ptxas wraps in a compare and two multiplies per element to keep denormal results; the
    softmax's probabilities below 2^-126 may as well be 0 (they are, once rounded to f16)."""
    return llvm.CallIntrinsicOp(ir.F32Type.get(), ir.StringAttr.get("llvm.nvvm.ex2.approx.ftz.f"), [argument],
                                [], ir.DenseI32ArrayAttr.get([]), op_bundle_tags=ir.ArrayAttr.get([])).results[0]


def _i32(value: int) -> ir.IntegerAttr:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(32), value)


def _flat(buffer: ir.Value) -> ir.Value:
    """``buffer`` as a 1-D memref of its row-major elements (the views index those)."""
    kind = ir.MemRefType(buffer.type)
    if len(kind.shape) == 1:
        return buffer
    identity = ir.AffineMap.get_identity(len(kind.shape))
    if not (isinstance(kind.layout, ir.AffineMapAttr) and ir.AffineMapAttr(kind.layout).value == identity):
        raise TircError("tir-attention: split-KV needs row-major operand buffers",
                        hint=f"found {kind}: copy the operand into a contiguous tensor first")
    dynamic = ir.ShapedType.get_dynamic_size()
    total = dynamic if dynamic in kind.shape else pymath.prod(kind.shape)
    association = ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)
                                                      for d in range(len(kind.shape))])])
    return memref.CollapseShapeOp(ir.MemRefType.get([total], kind.element_type, memory_space=kind.memory_space),
                                  buffer, association).result


def _aligned(view: View) -> bool:
    """Whether every row of ``view`` (its last index contiguous) starts 16-byte aligned, as cp.async needs."""
    return view.strides[3] == 1 and view.offset % CHUNK == 0 and all(s % CHUNK == 0 for s in view.strides[:3])


class _Decode:
    def __init__(self, op: ir.Operation, buffers: AttentionBuffers, problem: AttentionProblem,
                 schedule: AttentionSchedule, name: str) -> None:
        self.op, self.b, self.p, self.s, self.name = op, buffers, problem, schedule, name
        self.rows = decode_rows(problem)
        if self.rows > MMA_M:
            raise TircError(f"tir-attention: split-KV takes up to 16 rows per KV head, not {self.rows}",
                            hint="use kernel: mma_sync")
        if problem.batch * problem.kv_heads > 65535:   # grid y
            raise TircError(f"tir-attention: split-KV launches a block row per (batch, KV head): "
                            f"{problem.batch * problem.kv_heads} exceed 65535")
        self.warps = schedule.warps
        self.threads = WARP * schedule.warps
        self.keys_per_warp = schedule.block_n // schedule.warps
        if self.keys_per_warp % 16 or schedule.stages != 2:
            raise TircError(f"tir-attention: split-KV needs block_n / warps a multiple of 16 and 2 stages, not "
                            f"{schedule.block_n} / {schedule.warps}, {schedule.stages}",
                            hint=f"block_n: {16 * schedule.warps}, stages: 2")
        self.element = ir.MemRefType(buffers.q.type).element_type
        self.f32 = ir.F32Type.get()
        # Keys past the last one a causal row can see are never loaded.
        kv_end = problem.seq_kv
        if problem.causal != "none":
            kv_end = max(0, min(problem.seq_kv, problem.seq_q + problem.diagonal))
        self.kv_end = kv_end
        self.tiles = -(-kv_end // schedule.block_n)
        self.tiles_per_split = max(1, -(-self.tiles // schedule.splits))
        self.layout = decode_shared_layout(problem, schedule)
        self.c = log2e_scale(problem)
        # Scores stay raw (max taken on s, one FFMA s * c - m * c into exp2) unless a mask is added
        # after scaling; then the exponent's argument y = s * c + mask * log2e is what the max is of.
        self.raw = problem.mask is None and problem.scale > 0
        # P V takes P in this many parts of the input element (f32 probabilities: see probability_parts).
        self.parts = probability_parts(problem)

    # -- host ------------------------------------------------------------------------------------

    def build(self) -> dict[str, str]:
        """The workspace, both launches and the workspace's release, at the insertion point."""
        p, s = self.p, self.s
        host = IndexBuilder(self.op.block)
        out_rows = p.batch * p.heads * p.seq_q
        alignment = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 64)
        self.partial_o = memref.AllocOp(ir.MemRefType.get([s.splits, out_rows, p.head_dim_v], self.f32), [], [],
                                        alignment=alignment).result
        self.partial_lse = memref.AllocOp(ir.MemRefType.get([s.splits, out_rows], self.f32), [], [],
                                          alignment=alignment).result
        self.flat = {role: _flat(value) for role, value in self.b._asdict().items() if value is not None}
        launch = launch_kernel(host, self.name, (s.splits, p.batch * p.kv_heads), self.threads,
                               self.layout["total"])
        body, ix = launch.body, IndexBuilder(launch.body)
        with ir.InsertionPoint.at_block_terminator(body):
            self._split_kernel(ix, body)
        combine = f"{self.name}_combine"
        elements = out_rows * p.head_dim_v
        launch = launch_kernel(host, combine, (-(-elements // COMBINE_THREADS),), COMBINE_THREADS, 0)
        body, ix = launch.body, IndexBuilder(launch.body)
        with ir.InsertionPoint.at_block_terminator(body):
            self._combine_kernel(ix, body, elements)
        memref.DeallocOp(self.partial_o)
        memref.DeallocOp(self.partial_lse)
        return {self.name: f"{s.describe()}: block per (split, batch, KV head), {self.rows} rows "
                           f"({p.group} heads x {p.seq_q}) in one m16 tile, {self.tiles_per_split} key tiles "
                           f"per split, {self.keys_per_warp} keys per warp per tile"
                           + (f", f32 P in {self.parts} {p.element} parts" if self.parts > 1 else ""),
                combine: f"flash-decoding combine: a thread per output element merges {s.splits} splits "
                         f"by their log-sum-exps"}

    # -- shared memory ---------------------------------------------------------------------------

    def _shared(self, ix: IndexBuilder, name: str, shape: list[int], element: ir.Type) -> ir.Value:
        """A ``shape`` view of the dynamic shared memory at region ``name`` of the layout."""
        raw = gpu.DynamicSharedMemoryOp(ir.MemRefType.get([ir.ShapedType.get_dynamic_size()],
                                                          ir.IntegerType.get_signless(8),
                                                          memory_space=workgroup_space())).result
        return memref.ViewOp(ir.MemRefType.get(shape, element, memory_space=workgroup_space()), raw,
                             ix.value(self.layout[name]), []).result

    # -- the split kernel ------------------------------------------------------------------------

    def _split_kernel(self, ix: IndexBuilder, body: ir.Block) -> None:
        """The body of block (split, batch x KV head): prologue, the pipelined key loop, the merge."""
        p, s = self.p, self.s
        self.ix = ix
        split, pair, tid = body.arguments[0], body.arguments[1], body.arguments[3]
        self.tid = tid
        self.batch = ix.div(pair, p.kv_heads)
        self.kv_head = ix.rem(pair, p.kv_heads)
        lane = ix.rem(tid, WARP)
        self.lane = lane
        warp = ix.div(tid, WARP)
        self.group_row = ix.div(lane, 4)    # rows group_row and group_row + 8 of the mma C layout
        self.quad = ix.rem(lane, 4)
        d, dv, bn = p.head_dim, p.head_dim_v, s.block_n
        self.q_tile = self._shared(ix, "q", [MMA_M, d + CHUNK], self.element)
        self.k_tiles = self._shared(ix, "k", [2, bn, d + CHUNK], self.element)
        self.v_tiles = self._shared(ix, "v", [2, bn, dv + CHUNK], self.element)
        first = ix.mul(split, self.tiles_per_split)
        last = ix.min(ix.add(first, self.tiles_per_split), self.tiles)
        # The split's keys end at key_end: copies past it zero-fill, scores past it are -inf.
        self.key_end = ix.min(ix.mul(last, bn), self.kv_end)
        # Prologue: Q and the first K/V tile, one commit group.
        tokens = self._copy_q() + self._copy_tile(first, 0)
        group = nvgpu.DeviceAsyncCreateGroupOp(tokens).result if tokens else None
        self.group = group
        q_fragments = None
        if d <= 128:   # Q in registers for the whole loop; larger heads re-read it from shared memory
            self._wait_barrier(0)
            q_fragments = [self._load_q(kk) for kk in range(d // 16)]
        minus_inf = _f32(float("-inf"))
        zero = _f32(0.0)
        zero_acc = self._zero_accumulator()
        o_count = dv // 8
        loop = scf.ForOp(ix.value(first), ix.value(last), ix.value(1),
                         [minus_inf, minus_inf, zero, zero, *([zero_acc] * o_count), ix.value(0)])
        with ir.InsertionPoint(loop.body):
            t = loop.induction_variable
            state = list(loop.inner_iter_args)
            m, l, o, stage = state[0:2], state[2:4], state[4:4 + o_count], state[-1]
            self._wait_barrier(0)
            other = ix.sub(1, stage)
            tokens = self._copy_tile(ix.add(t, 1), other)
            if tokens:
                nvgpu.DeviceAsyncCreateGroupOp(tokens)
            m, l, o = self._step(t, stage, warp, q_fragments, m, l, o)
            scf.YieldOp([*m, *l, *o, other])
        results = list(loop.results)
        m, l, o = results[0:2], results[2:4], results[4:4 + o_count]
        self._wait_barrier(0)   # the last (zero-filling) copies land before the tiles' memory is reused
        self._merge_warps(warp, split, m, l, o)

    def _wait_barrier(self, pending: int) -> None:
        """Wait until at most ``pending`` copy groups are in flight, then publish the tiles to all warps."""
        if self.group is not None:
            nvgpu.DeviceAsyncWaitOp(self.group, numGroups=_i32(pending))
        gpu.BarrierOp()

    def _copy_chunks(self, count: int, write: ChunkWriter) -> list[ir.Value]:
        """Run ``write(chunk)`` for chunks ``tid + j * threads`` below ``count``; the tokens it returns."""
        ix = self.ix
        tokens: list[ir.Value] = []
        for j in range(-(-count // self.threads)):
            chunk = ix.add(self.tid, j * self.threads)
            if (j + 1) * self.threads <= count:
                tokens += write(chunk)
            else:
                # A partial last round: the tokens of a guarded copy cannot leave the scf.if, so
                # these chunks are copied synchronously (published by the same barrier).
                with inside_if(ix.lt(chunk, count)):
                    write(chunk, synchronous=True)
        return tokens

    def _copy_row(self, buffer: ir.Value, index: list[Index], view: View, role: str, coords: list[Index],
                  valid: ir.Value, synchronous: bool = False) -> list[ir.Value]:
        """Copy the 8 elements of ``view`` at ``coords`` (the last one the first column) to
        ``buffer[index]``, zeros where ``valid`` is false: one zero-filling cp.async where the
        view's rows are 16-byte aligned, element loads otherwise."""
        ix = self.ix
        source = self.flat[role]
        start = ix.value(view.offset)
        for coord, stride in zip(coords, view.strides):
            start = ix.add(start, ix.mul(coord, stride))
        if _aligned(view) and not synchronous:
            count = ix.select(valid, CHUNK, 0)
            copy = nvgpu.DeviceAsyncCopyOp(buffer, [ix.value(i) for i in index], source, [ix.value(start)],
                                           ir.IntegerAttr.get(ir.IndexType.get(), CHUNK), srcElements=count,
                                           bypassL1=ir.UnitAttr.get())
            return [copy.result]
        zero = arith.ConstantOp(self.element, 0.0).result
        for e in range(CHUNK):
            value = memref.LoadOp(source, [ix.value(ix.add(start, e * view.strides[3]))]).result
            value = arith.SelectOp(valid, value, zero).result
            memref.StoreOp(value, buffer, [ix.value(i) for i in index[:-1]] + [ix.value(ix.add(index[-1], e))])
        return []

    def _copy_q(self) -> list[ir.Value]:
        """The copies of the Q tile: row r from head g * group + r / S_q, query row r % S_q; rows R.. zero."""
        p, ix = self.p, self.ix
        per_row = p.head_dim // CHUNK

        def write(chunk: ir.Value, synchronous: bool = False) -> list[ir.Value]:
            row = ix.div(chunk, per_row)
            column = ix.mul(ix.rem(chunk, per_row), CHUNK)
            valid = ix.lt(row, self.rows)
            clamped = ix.min(row, self.rows - 1)     # padding rows read row R-1's address, zero-filled
            head = ix.add(ix.mul(self.kv_head, p.group), ix.div(clamped, p.seq_q))
            return self._copy_row(self.q_tile, [row, column], p.q, "q",
                                  [self.batch, head, ix.rem(clamped, p.seq_q), column], valid, synchronous)

        return self._copy_chunks(MMA_M * per_row, write)

    def _copy_tile(self, t: Index, stage: Index) -> list[ir.Value]:
        """The copies of key tile ``t`` into K and V buffer ``stage`` (zero past the split's keys)."""
        p, s, ix = self.p, self.s, self.ix
        tokens: list[ir.Value] = []
        for role, tiles, width, view in (("k", self.k_tiles, p.head_dim, p.k), ("v", self.v_tiles, p.head_dim_v, p.v)):
            per_row = width // CHUNK

            def write(chunk: ir.Value, synchronous: bool = False, tiles: ir.Value = tiles, per_row: int = per_row,
                      view: View = view, role: str = role) -> list[ir.Value]:
                row = ix.div(chunk, per_row)
                column = ix.mul(ix.rem(chunk, per_row), CHUNK)
                key = ix.add(ix.mul(t, s.block_n), row)
                valid = ix.lt(key, self.key_end)
                clamped = ix.min(key, max(0, p.seq_kv - 1))   # keys past the end: zero-filled, never read
                return self._copy_row(tiles, [stage, row, column], view, role,
                                      [self.batch, self.kv_head, clamped, column], valid, synchronous)

            tokens += self._copy_chunks(s.block_n * per_row, write)
        return tokens

    # -- one key tile ----------------------------------------------------------------------------

    def _zero_accumulator(self) -> ir.Value:
        """A zero mma C fragment (vector<2x2xf32>)."""
        kind = ir.VectorType.get([2, 2], self.f32)
        return arith.ConstantOp(kind, ir.DenseElementsAttr.get_splat(kind, ir.FloatAttr.get(self.f32, 0.0))).result

    def _fragment(self, registers: int) -> ir.VectorType:
        return ir.VectorType.get([registers, 2], self.element)

    def _load_q(self, kk: int) -> ir.Value:
        """The A fragment of Q for head-dim step kk (ldmatrix x4 of the [row][d] tile)."""
        ix, lane = self.ix, self.lane
        row = ix.rem(lane, 16)
        column = ix.add(kk * 16, ix.mul(ix.div(lane, 16), 8))
        return nvgpu.LdMatrixOp(self._fragment(4), self.q_tile, [ix.value(row), ix.value(column)], False, 4).result

    def _pair(self, quad: ir.Value) -> tuple[ir.Value, ir.Value]:
        """An ldmatrix x4 result as the two n8 B fragments it holds (registers 0-1 and 2-3)."""
        halves = [vector.ExtractStridedSliceOp(self._fragment(2), quad, [h, 0], [2, 2], [1, 1]).result for h in (0, 2)]
        return halves[0], halves[1]

    def _load_k_pair(self, stage: ir.Value, key0: Index, kk: int) -> tuple[ir.Value, ir.Value]:
        """B fragments of keys key0 .. key0+15 (two n8) for head-dim step kk: ldmatrix x4 of the [key][d] tile."""
        ix, lane = self.ix, self.lane
        row = ix.add(ix.add(key0, ix.rem(lane, 8)), ix.mul(ix.div(lane, 16), 8))
        column = ix.add(kk * 16, ix.mul(ix.rem(ix.div(lane, 8), 2), 8))
        quad = nvgpu.LdMatrixOp(self._fragment(4), self.k_tiles, [stage, ix.value(row), ix.value(column)], False, 4)
        return self._pair(quad.result)

    def _load_v_pair(self, stage: ir.Value, key0: Index, e0: int) -> tuple[ir.Value, ir.Value]:
        """B fragments of columns e0 .. e0+15 (two n8) for keys key0 .. key0+15: ldmatrix x4 .trans of [key][e]."""
        ix, lane = self.ix, self.lane
        row = ix.add(key0, ix.rem(lane, 16))
        column = ix.add(e0, ix.mul(ix.div(lane, 16), 8))
        quad = nvgpu.LdMatrixOp(self._fragment(4), self.v_tiles, [stage, ix.value(row), ix.value(column)], True, 4)
        return self._pair(quad.result)

    def _mma(self, a: ir.Value, b: ir.Value, c: ir.Value) -> ir.Value:
        """c + a b on mma.sync m16n8k16 with f32 accumulation."""
        if str(self.element) == "f16":
            shape = ir.ArrayAttr.get([ir.IntegerAttr.get(ir.IntegerType.get_signless(64), x) for x in (16, 8, 16)])
            return nvgpu.MmaSyncOp(c.type, a, b, c, shape).result
        # bf16: nvgpu.mma.sync cannot name the PTX type (MLIR 22); nvvm.mma.sync on packed registers.
        i32 = ir.IntegerType.get_signless(32)
        a_packed = vector.BitCastOp(ir.VectorType.get([4, 1], i32), a).result
        b_packed = vector.BitCastOp(ir.VectorType.get([2, 1], i32), b).result
        struct = llvm.StructType.get_literal([self.f32] * 4)
        result = nvvm.MmaOp(struct, ir.Attribute.parse("#nvvm.shape<m = 16, n = 8, k = 16>"),
                            ir.Attribute.parse("#nvvm.mma_layout<row>"), ir.Attribute.parse("#nvvm.mma_layout<col>"),
                            [vector.ExtractOp(a_packed, [], [i, 0]).result for i in range(4)],
                            [vector.ExtractOp(b_packed, [], [i, 0]).result for i in range(2)],
                            [vector.ExtractOp(c, [], [i, j]).result for i in range(2) for j in range(2)],
                            multiplicandAPtxType=ir.Attribute.parse("#nvvm.mma_type<bf16>"),
                            multiplicandBPtxType=ir.Attribute.parse("#nvvm.mma_type<bf16>")).result
        values = [llvm.ExtractValueOp(self.f32, result, [i]).result for i in range(4)]
        return vector.FromElementsOp(ir.VectorType(c.type), values).result

    def _quad_reduce(self, value: ir.Value, combine: Callable[[ir.Value, ir.Value], ir.Value]) -> ir.Value:
        """Combine ``value`` over the 4 lanes of a quad (the lanes holding one accumulator row)."""
        i32 = ir.IntegerType.get_signless(32)
        width = arith.ConstantOp(i32, WARP).result
        for offset in (1, 2):
            other = gpu.ShuffleOp(value, arith.ConstantOp(i32, offset).result, width, gpu.ShuffleMode.XOR).results[0]
            value = combine(value, other)
        return value

    def _row_of(self, half: int) -> Index:
        """The tile row of this lane's accumulator elements [half][*]."""
        return self.ix.add(self.group_row, 8 * half)

    def _step(self, t: ir.Value, stage: ir.Value, warp: ir.Value, q_fragments: list[ir.Value] | None,
              m: list[ir.Value], l: list[ir.Value], o: list[ir.Value]) -> tuple[list, list, list]:
        """One key tile for this warp's keys: scores, the online softmax update of the lane's two
        rows (running max m, this lane's part of the row sum l, the O fragments rescaled by
        2^(m_old - m_new)) and O += P V. Returns the new (m, l, O)."""
        p, s, ix = self.p, self.s, self.ix
        acc_type = ir.VectorType.get([2, 2], self.f32)
        zero_acc = self._zero_accumulator()
        warp_key0 = ix.mul(warp, self.keys_per_warp)      # in the tile
        n8 = self.keys_per_warp // 8
        scores = [zero_acc] * n8
        for kk in range(p.head_dim // 16):
            a = q_fragments[kk] if q_fragments is not None else self._load_q(kk)
            for pair in range(n8 // 2):
                b0, b1 = self._load_k_pair(stage, ix.add(warp_key0, 16 * pair), kk)
                scores[2 * pair] = self._mma(a, b0, scores[2 * pair])
                scores[2 * pair + 1] = self._mma(a, b1, scores[2 * pair + 1])
        tile_key0 = ix.add(ix.mul(t, s.block_n), warp_key0)
        minus_inf = _f32(float("-inf"))
        c = _f32(self.c)
        # x[f][half][j]: the exponent's argument before the max is taken off (raw s, or y).
        x: list[list[list[ir.Value]]] = [[[None, None], [None, None]] for _ in range(n8)]
        for half in (0, 1):
            row = ix.min(self._row_of(half), self.rows - 1)   # padding rows: any in-range row, never stored
            query = ix.rem(row, p.seq_q)
            head = ix.add(ix.mul(self.kv_head, p.group), ix.div(row, p.seq_q))
            for f in range(n8):
                for j in (0, 1):
                    key = ix.add(ix.add(tile_key0, f * 8 + j), ix.mul(self.quad, 2))
                    visible = ix.lt(key, self.key_end)
                    if p.causal != "none":
                        visible = ix.both(visible, ix.le(key, ix.add(query, p.diagonal)))
                    value = vector.ExtractOp(scores[f], [], [half, j]).result
                    if not self.raw:
                        value = arith.MulFOp(value, c).result
                        if p.mask is not None:
                            value = arith.AddFOp(value, self._mask(head, query, key)).result
                    x[f][half][j] = arith.SelectOp(visible, value, minus_inf).result
        new_m, new_l, alphas, negated = [], [], [], []
        for half in (0, 1):
            local = x[0][half][0]
            for f in range(n8):
                for j in (0, 1):
                    if (f, j) != (0, 0):
                        local = arith.MaximumFOp(local, x[f][half][j]).result
            local = self._quad_reduce(local, lambda a, b: arith.MaximumFOp(a, b).result)
            mx = arith.MaximumFOp(m[half], local).result
            # All -inf so far: subtract 0, so exp2(-inf - 0) = 0 rather than exp2(-inf + inf) = NaN.
            safe = arith.SelectOp(arith.CmpFOp(arith.CmpFPredicate.OEQ, mx, minus_inf).result, _f32(0.0), mx).result
            neg = arith.NegFOp(arith.MulFOp(safe, c).result if self.raw else safe).result
            negated.append(neg)
            alphas.append(self._exp2_of(m[half], c, neg))
            new_m.append(mx)
        probabilities: list[list[list[ir.Value]]] = [[[None, None], [None, None]]
                                                     for _ in range(n8)]
        for half in (0, 1):
            total = arith.MulFOp(l[half], alphas[half]).result
            for f in range(n8):
                for j in (0, 1):
                    value = self._exp2_of(x[f][half][j], c, negated[half])
                    probabilities[f][half][j] = value
                    total = arith.AddFOp(total, value).result
            new_l.append(total)
        alpha = vector.FromElementsOp(acc_type, [alphas[0], alphas[0], alphas[1], alphas[1]]).result
        o = [arith.MulFOp(fragment, alpha).result for fragment in o]
        for k16 in range(n8 // 2):
            # The C layout of keys 16 k16 .. +7 and +8 .. +15 is the A layout of a k16 step.
            lo, hi = probabilities[2 * k16], probabilities[2 * k16 + 1]
            # f32 probabilities: an A fragment per part (rounded P, then its rounded remainders),
            # each multiplied by the same V fragments.
            pieces = [split_probability(value, self.element, self.parts)
                      for value in (lo[0][0], lo[0][1], lo[1][0], lo[1][1], hi[0][0], hi[0][1], hi[1][0], hi[1][1])]
            fragments = [vector.FromElementsOp(self._fragment(4), [piece[part] for piece in pieces]).result
                         for part in range(self.parts)]
            for e16 in range(p.head_dim_v // 16):
                b0, b1 = self._load_v_pair(stage, ix.add(warp_key0, 16 * k16), 16 * e16)
                for a in fragments:
                    o[2 * e16] = self._mma(a, b0, o[2 * e16])
                    o[2 * e16 + 1] = self._mma(a, b1, o[2 * e16 + 1])
        return new_m, new_l, o

    def _exp2_of(self, value: ir.Value, c: ir.Value, negated: ir.Value) -> ir.Value:
        """2^(value * c - m c) in one FFMA (raw scores), or 2^(value - m)."""
        if self.raw:
            argument = math.FmaOp(value, c, negated).result
        else:
            argument = arith.AddFOp(value, negated).result
        return _exp2(argument)

    def _mask(self, head: Index, query: Index, key: Index) -> ir.Value:
        """mask[b, head, query, key] · log2e (keys past the end read the last key, then go to -inf)."""
        p, ix = self.p, self.ix
        assert p.mask is not None
        clamped = ix.min(key, max(0, p.seq_kv - 1))
        index = ix.value(p.mask.element((0, 0, 0, 0)))
        for coord, stride in zip((self.batch, head, query, clamped), p.mask.strides):
            index = ix.add(index, ix.mul(coord, stride))
        value = memref.LoadOp(self.flat["mask"], [ix.value(index)]).result
        if value.type != self.f32:
            value = arith.ExtFOp(self.f32, value).result
        return arith.MulFOp(value, _f32(LOG2E)).result

    # -- after the loop: the warps' states to the workspace --------------------------------------

    def _merge_warps(self, warp: ir.Value, split: ir.Value, m: list[ir.Value], l: list[ir.Value],
                     o: list[ir.Value]) -> None:
        """The warps' (m, l, O) through shared memory to the split's normalised O and its base-2
        log-sum-exp (the scaled domain's max plus log2 of the sum) in the workspace."""
        p, ix = self.p, self.ix
        dv = p.head_dim_v
        states = self._shared(ix, "states", [self.warps, MMA_M, 2], self.f32)
        partial = self._shared(ix, "partial", [self.warps, MMA_M, dv], self.f32)
        for half in (0, 1):
            total = self._quad_reduce(l[half], lambda a, b: arith.AddFOp(a, b).result)
            row = self._row_of(half)
            with inside_if(ix.eq(self.quad, 0)):
                memref.StoreOp(m[half], states, [warp, ix.value(row), ix.value(0)])
                memref.StoreOp(total, states, [warp, ix.value(row), ix.value(1)])
            for f, fragment in enumerate(o):
                for j in (0, 1):
                    column = ix.add(f * 8 + j, ix.mul(self.quad, 2))
                    memref.StoreOp(vector.ExtractOp(fragment, [], [half, j]).result, partial,
                                   [warp, ix.value(row), ix.value(column)])
        gpu.BarrierOp()
        first_row = ix.mul(ix.add(ix.mul(self.batch, p.heads), ix.mul(self.kv_head, p.group)), p.seq_q)
        c = _f32(self.c)
        minus_inf = _f32(float("-inf"))
        loop = scf.ForOp(ix.value(self.tid), ix.value(self.rows * dv), ix.value(self.threads))
        with ir.InsertionPoint(loop.body):
            index = loop.induction_variable
            row, column = ix.div(index, dv), ix.rem(index, dv)
            maxima = [memref.LoadOp(states, [ix.value(w), ix.value(row), ix.value(0)]).result
                      for w in range(self.warps)]
            mx = maxima[0]
            for value in maxima[1:]:
                mx = arith.MaximumFOp(mx, value).result
            empty = arith.CmpFOp(arith.CmpFPredicate.OEQ, mx, minus_inf).result
            safe = arith.SelectOp(empty, _f32(0.0), mx).result
            neg = arith.NegFOp(arith.MulFOp(safe, c).result if self.raw else safe).result
            total, acc = _f32(0.0), _f32(0.0)
            for w in range(self.warps):
                weight = self._exp2_of(maxima[w], c, neg)
                part = memref.LoadOp(states, [ix.value(w), ix.value(row), ix.value(1)]).result
                total = math.FmaOp(weight, part, total).result
                value = memref.LoadOp(partial, [ix.value(w), ix.value(row), ix.value(column)]).result
                acc = math.FmaOp(weight, value, acc).result
            positive = arith.CmpFOp(arith.CmpFPredicate.OGT, total, _f32(0.0)).result
            result = arith.SelectOp(positive, arith.DivFOp(acc, total).result, _f32(0.0)).result
            out_row = ix.add(first_row, row)
            memref.StoreOp(result, self.partial_o, [split, ix.value(out_row), ix.value(column)])
            with inside_if(ix.eq(column, 0)):
                # Base 2: the combine kernel weighs the splits with exp2.
                lse = arith.AddFOp(arith.NegFOp(neg).result, math.Log2Op(total).result).result
                lse = arith.SelectOp(positive, lse, minus_inf).result
                memref.StoreOp(lse, self.partial_lse, [split, ix.value(out_row)])
            scf.YieldOp([])

    # -- the combine kernel ----------------------------------------------------------------------

    def _combine_kernel(self, ix: IndexBuilder, body: ir.Block, elements: int) -> None:
        self.ix = ix
        index = ix.add(ix.mul(body.arguments[0], COMBINE_THREADS), body.arguments[3])
        # The last block's threads past the outputs skip (none where the grid covers them exactly).
        with inside_if(ix.lt(index, elements)) if elements % COMBINE_THREADS else contextlib.nullcontext():
            self._combine_element(ix, index)

    def _combine_element(self, ix: IndexBuilder, index: Index) -> None:
        """Output element ``index`` (row-major over [rows, D_v]) from the splits' partials."""
        p, s = self.p, self.s
        dv = p.head_dim_v
        row, column = ix.div(index, dv), ix.rem(index, dv)
        minus_inf = _f32(float("-inf"))
        maximum = scf.ForOp(ix.value(0), ix.value(s.splits), ix.value(1), [minus_inf])
        with ir.InsertionPoint(maximum.body):
            value = memref.LoadOp(self.partial_lse, [maximum.induction_variable, ix.value(row)]).result
            scf.YieldOp([arith.MaximumFOp(maximum.inner_iter_args[0], value).result])
        mx = maximum.results[0]
        safe = arith.SelectOp(arith.CmpFOp(arith.CmpFPredicate.OEQ, mx, minus_inf).result, _f32(0.0), mx).result
        sums = scf.ForOp(ix.value(0), ix.value(s.splits), ix.value(1), [_f32(0.0), _f32(0.0)])
        with ir.InsertionPoint(sums.body):
            split = sums.induction_variable
            lse = memref.LoadOp(self.partial_lse, [split, ix.value(row)]).result
            weight = math.Exp2Op(arith.SubFOp(lse, safe).result).result
            value = memref.LoadOp(self.partial_o, [split, ix.value(row), ix.value(column)]).result
            total, acc = sums.inner_iter_args
            scf.YieldOp([arith.AddFOp(total, weight).result, math.FmaOp(weight, value, acc).result])
        total, acc = sums.results
        positive = arith.CmpFOp(arith.CmpFPredicate.OGT, total, _f32(0.0)).result
        result = arith.SelectOp(positive, arith.DivFOp(acc, total).result, _f32(0.0)).result
        query = ix.rem(row, p.seq_q)
        head = ix.rem(ix.div(row, p.seq_q), p.heads)
        batch = ix.div(row, p.heads * p.seq_q)
        out = self.flat["o"]
        out_element = ir.MemRefType(out.type).element_type
        if out_element != self.f32:
            result = arith.TruncFOp(out_element, result).result
        memref.StoreOp(result, out, [ix.value(self._at(p.o, (batch, head, query, column)))])
        if p.lse is not None:
            with inside_if(ix.eq(column, 0)):
                natural = arith.MulFOp(arith.AddFOp(safe, math.Log2Op(total).result).result, _f32(LN2)).result
                natural = arith.SelectOp(positive, natural, minus_inf).result
                memref.StoreOp(natural, self.flat["lse"], [ix.value(self._at(p.lse, (batch, head, query, 0)))])

    def _at(self, view: View, coords: tuple[Index, ...]) -> Index:
        """The element of ``view`` at logical ``coords`` (among its tensor's row-major elements)."""
        ix = self.ix
        index: Index = view.offset
        for coord, stride in zip(coords, view.strides):
            index = ix.add(index, ix.mul(coord, stride))
        return index
