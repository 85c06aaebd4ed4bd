"""tir-quant-matmul: each ``tir.quant_matmul`` on buffers (W4A16) becomes one mma.sync kernel.

Runs in the host function at the gpu stage, beside tir-attention: the op (tirc/schedule/quant.py)
is replaced by a ``gpu.launch`` built with the builders, outlined later like every kernel, named
``<function>_quant<i>``. The kernel:

- a grid of ``ceil(N / block_n)`` x ``ceil(M / 16)`` blocks of ``warps`` warps; a block owns 16 rows
  and ``block_n`` columns (``block_n / 8`` mma n8 fragments per warp). K goes in steps of
  ``32 words`` (``words``: 4, 2 or 1, the most that divides K) and the warps split the steps
  (warp ``w`` takes steps ``w, w + warps, ...``): a decode GEMM (M <= 16) has ``N / block_n``
  blocks only, and this split-K inside the block keeps each SM's warps streaming weights without
  a second kernel; the partial sums meet in shared memory after the loop, one barrier, and each
  output element is summed in warp order (deterministic);
- no shared-memory staging of operands: every weight word is read once, straight into the
  register that dequantises it (the direct global -> register path; a weight byte is used by one
  thread only), and the activations (read by every block of the row, from L2) by 4-byte loads
  straight into the mma A registers: the A fragment takes two rows (g and g + 8), so wider
  loads would need register moves to assemble it (ptxas then spent about 3 moves per mma);
- mma k-slot order: thread ``t = lane % 4`` loads the ``words`` consecutive packed words of its
  column from ``k0 + 8 words t`` on (one 16-byte load for 4 words; lanes t = 0..3 read 64
  contiguous bytes) and word ``w``'s 8 k (``tirc.quant``: 8 consecutive k, nibbles 0, 2, 4, 6,
  1, 3, 5, 7) are its k-slots ``2t, 2t+1, 2t+8, 2t+9`` of two m16n8k16 steps (``w``'s pair of
  steps). The mma sums over k, so any bijection applied to A and B alike gives the same sum; with
  this one, thread t's A registers for word ``w`` are the 8 consecutive activations from
  ``k0 + 8 words t + 8 w`` of its rows and its B registers the word's
  4 pairs. A thread's k stay within one quantisation group (8 words <= 32 <= group);
- with M <= 8 the mma rows 8-15 are zeros (their A registers are constants, not loads);
- dequantisation in registers, per pair of weights: ``(word >> 4p) & 0x000F000F | MAGIC`` (one
  shift and one LOP3) is the f16x2 ``(1024 + q, 1024 + q')`` (bf16x2: ``128 + q``, magic
  ``0x4300``); minus the group's ``(MAGIC + z)`` pair (exact: small integers) and times its scale
  pair (one rounding, as the reference's bound says): two packed float instructions per pair,
  no conversion per element;
- ``mma.sync.aligned.m16n8k16.row.col.f32.{f16,bf16}`` with f32 accumulators;
- rows past M and columns past N read row M - 1 and column N - 1 (their results are never stored:
  an mma row or column depends on its own A row and B column only) and are not stored.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, gpu, llvm, memref, nvvm, scf, vector

from tirc.diagnostics import REMARKS, TircError
from tirc.ir.builders import Index, IndexBuilder, launch_kernel, workgroup_space
from tirc.ir.walk import walk_ops
from tirc.mlir_support import source_location
from tirc.passes.gpu.reduction_ir import DYNAMIC
from tirc.pipeline.registry import ModulePass
from tirc.schedule.model import SCHEDULE_ATTR, add_kernel_schedules
from tirc.schedule.quant import (M_TILE, NIBBLES_PER_WORD, QUANT_OP, QuantProblem, QuantSchedule,
                                 check_quant_schedule)
from tirc.target import Target

# The float whose bits are MAGIC | q is MAGIC's value + q, for q in 0..15: 1024 + q in f16
# (0x6400 is 1024, an ulp of 1 from 1024 to 2048), 128 + q in bf16 (0x4300 is 128, an ulp of 1
# from 128 to 256).
MAGIC = {"f16": 0x6400, "bf16": 0x4300}
_PAIR_MASK = 0x000F000F


def _i32(value: int) -> ir.Value:
    i32 = ir.IntegerType.get_signless(32)
    if value >= 2 ** 31:
        value -= 2 ** 32
    return arith.ConstantOp(i32, ir.IntegerAttr.get(i32, value)).result


def _element_type(name: str) -> ir.Type:
    return {"f16": ir.F16Type.get(), "bf16": ir.BF16Type.get(), "f32": ir.F32Type.get()}[name]


def _flat(value: ir.Value) -> ir.Value:
    """An identity-layout 2-D buffer as a 1-D buffer of its row-major elements."""
    memref_type = ir.MemRefType(value.type)
    shape = memref_type.shape
    i64 = ir.IntegerType.get_signless(64)
    groups = ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in range(len(shape))])])
    return memref.CollapseShapeOp(ir.MemRefType.get([shape[0] * shape[1]], memref_type.element_type), value,
                                  groups).result


def _identity_layout(value: ir.Value) -> bool:
    layout = ir.MemRefType(value.type).layout
    return isinstance(layout, ir.AffineMapAttr) and layout.value == ir.AffineMap.get_identity(layout.value.n_dims)


@dataclass(frozen=True)
class QuantMatmulPass(ModulePass):
    """Lower every ``tir.quant_matmul`` on buffers to its W4A16 mma.sync kernel (one ``gpu.launch``
    per op, with the ``tir.schedule`` tir-schedule gave it)."""

    name: ClassVar[str] = "tir-quant-matmul"
    summary: ClassVar[str] = ("W4A16 GEMMs: u4 weights dequantised in registers (shift, LOP3, f16x2/bf16x2) "
                              "into mma.sync m16n8k16, split-K across a block's warps")

    def run(self, module: ir.Module, target: Target) -> None:
        schedules: dict[str, str] = {}
        for func in walk_ops(module.operation, lambda o: o.name == "func.func"):
            function = ir.StringAttr(func.attributes["sym_name"]).value
            for index, op in enumerate(walk_ops(func, lambda o: o.name == QUANT_OP)):
                where = source_location(op.location, REMARKS.input_file)
                if op.results:
                    raise TircError("tir-quant-matmul: tir.quant_matmul on tensors (run tir-bufferize-attention first)",
                                    location=where)
                problem = QuantProblem.of(op, REMARKS.input_file)
                if not all(_identity_layout(value) for value in op.operands):
                    raise TircError("tir-quant-matmul: an operand buffer with a non-identity layout", location=where)
                if SCHEDULE_ATTR not in op.attributes:
                    raise TircError("tir-quant-matmul: tir.quant_matmul without tir.schedule (run tir-schedule first)",
                                    location=where)
                try:
                    schedule = QuantSchedule.from_attr(op.attributes[SCHEDULE_ATTR])
                    check_quant_schedule(problem, schedule, target)
                except TircError as error:
                    raise TircError(f"tir-quant-matmul: {error.message}", location=where, hint=error.hint) from None
                name = f"{function}_quant{index}"
                with op.location, ir.InsertionPoint(op):
                    _Kernel(problem, schedule, list(op.operands)).build(op, name)
                schedules[name] = schedule.describe()
                op.erase()
        if schedules:
            add_kernel_schedules(module, schedules)


class _Kernel:
    """The builder of one W4A16 kernel."""

    def __init__(self, p: QuantProblem, s: QuantSchedule, buffers: list[ir.Value]) -> None:
        self.p, self.s = p, s
        self.buffers = buffers
        self.threads = 32 * s.warps
        self.fragments = s.block_n // 8
        self.element = _element_type(p.element)
        self.out = _element_type(p.out_element)
        self.words_per_row = p.k // NIBBLES_PER_WORD
        # The partial sums of every warp: [warps][16][block_n] f32.
        self.shared_elements = s.warps * M_TILE * s.block_n

    def build(self, op: ir.Operation, name: str) -> None:
        host = IndexBuilder(op.block)
        grid = (-(-self.p.n // self.s.block_n), -(-self.p.m // M_TILE))
        launch = launch_kernel(host, name, grid, self.threads, 4 * self.shared_elements)
        self.ix = IndexBuilder(launch.body)
        with ir.InsertionPoint(launch.terminator):
            self._body(launch.body.arguments[0], launch.body.arguments[1], launch.body.arguments[3])

    def _pair(self, value: ir.Value) -> ir.Value:
        """An i32 as the 2-element vector of the activations' type its halves are."""
        one = vector.FromElementsOp(ir.VectorType.get([1], ir.IntegerType.get_signless(32)), [value]).result
        return vector.BitCastOp(ir.VectorType.get([2], self.element), one).result

    def _body(self, block_x: ir.Value, block_y: ir.Value, tid: ir.Value) -> None:
        p, s, ix = self.p, self.s, self.ix
        f32 = ir.F32Type.get()
        i32 = ir.IntegerType.get_signless(32)
        a, qweight, scales, zeros, c = (_flat(value) for value in self.buffers)
        lane = ix.rem(tid, 32)
        warp = ix.div(tid, 32)
        group_id = ix.div(lane, 4)        # the mma layouts: row (A, C) and column (B) lane / 4 ...
        quad = ix.rem(lane, 4)            # ... and the k-slot pair (A, B) or column pair (C) lane % 4
        m0 = ix.mul(block_y, M_TILE)
        n0 = ix.mul(block_x, s.block_n)
        # Rows past M read row M - 1, columns past N column N - 1: never stored (module docstring).
        rows = [ix.value(ix.min(ix.add(ix.add(m0, group_id), 8 * half), p.m - 1)) for half in range(2)]
        columns = [ix.value(ix.min(ix.add(ix.add(n0, 8 * f), group_id), p.n - 1)) for f in range(self.fragments)]
        magic_bits = MAGIC[p.element]
        magic_pair = _i32(magic_bits * 0x10001)
        mask = _i32(_PAIR_MASK)
        acc_type = ir.VectorType.get([4], f32)
        zero_acc = arith.ConstantOp(acc_type,
                                    ir.DenseElementsAttr.get_splat(acc_type, ir.FloatAttr.get(f32, 0.0))).result
        pair_type = ir.VectorType.get([2], self.element)

        words = s.words
        step_k = s.block_k
        words_type = ir.VectorType.get([words], i32)
        # Decode with at most 8 rows: the mma's rows 8-15 (registers a1, a3) are never stored; zeros.
        loaded_rows = [rows[0]] if p.m <= 8 else rows
        zero_pair = arith.ConstantOp(pair_type, ir.DenseElementsAttr.get_splat(
            pair_type, ir.FloatAttr.get(self.element, 0.0))).result
        loop = scf.ForOp(ix.value(warp), ix.value(p.k // step_k), ix.value(s.warps), [zero_acc] * self.fragments)
        with ir.InsertionPoint(loop.body):
            step = loop.induction_variable
            accumulators = list(loop.inner_iter_args)
            # Thread t's k: the 8 words consecutive packed words from k_thread on, in one group
            # (8 words <= 32 <= group, aligned).
            k_thread = ix.add(ix.mul(step, step_k), ix.mul(quad, 8 * words))
            group = ix.div(k_thread, p.group)
            offsets, scale_pairs = [], []
            for f in range(self.fragments):
                # The group's zero pair (MAGIC + z, twice) and scale pair of this thread's column.
                word = memref.LoadOp(zeros, [ix.value(ix.add(ix.mul(group, p.n // NIBBLES_PER_WORD),
                                                             ix.div(columns[f], NIBBLES_PER_WORD)))]).result
                shift = arith.IndexCastOp(i32, ix.value(ix.mul(ix.rem(columns[f], NIBBLES_PER_WORD), 4))).result
                nibble = arith.AndIOp(arith.ShRUIOp(word, shift).result, _i32(0xF)).result
                biased = arith.OrIOp(nibble, _i32(magic_bits)).result
                both = arith.OrIOp(biased, arith.ShLIOp(biased, _i32(16)).result).result
                offsets.append(self._pair(both))
                scale = memref.LoadOp(scales, [ix.value(ix.add(ix.mul(group, p.n), columns[f]))]).result
                scale_pairs.append(vector.BroadcastOp(pair_type, scale).result)

            word_column = ix.div(k_thread, NIBBLES_PER_WORD)
            packed: list[list[ir.Value]] = []       # [fragment][word]
            for f in range(self.fragments):
                index = ix.value(ix.add(ix.mul(columns[f], self.words_per_row), word_column))
                if words == 1:
                    packed.append([memref.LoadOp(qweight, [index]).result])
                else:
                    loaded = vector.LoadOp(words_type, qweight, [index], alignment=4 * words).result
                    packed.append([vector.ExtractOp(loaded, [], [w]).result for w in range(words)])
            for w in range(words):
                weights = [self._dequantise(packed[f][w], offsets[f], scale_pairs[f], mask, magic_pair)
                           for f in range(self.fragments)]
                for k16 in range(2):
                    # One A fragment per k16 step, shared by the n8 fragments (ptxas assembles its
                    # four registers from the two rows' loads once).
                    a_regs = [self._a_pair(a, loaded_rows, half, ix.add(k_thread, 8 * w + 4 * k16 + 2 * j), zero_pair)
                              for j in range(2) for half in range(2)]
                    for f in range(self.fragments):
                        accumulators[f] = self._mma(a_regs, weights[f][2 * k16:2 * k16 + 2], accumulators[f])
            scf.YieldOp(accumulators)
        self._reduce_and_store(list(loop.results), c, warp, group_id, quad, m0, n0, tid)

    def _a_pair(self, a: ir.Value, rows: list[ir.Value], half: int, k: Index, zero_pair: ir.Value) -> ir.Value:
        """The A register of rows ``half`` (0: g, 1: g + 8) at ``k``: a 4-byte load, or zeros
        where those rows are not loaded (M <= 8)."""
        if half >= len(rows):
            return zero_pair
        index = self.ix.value(self.ix.add(self.ix.mul(rows[half], self.p.k), k))
        return vector.LoadOp(ir.VectorType.get([2], self.element), a, [index], alignment=4).result

    def _dequantise(self, word: ir.Value, offset: ir.Value, scale: ir.Value, mask: ir.Value,
                    magic_pair: ir.Value) -> list[ir.Value]:
        """A packed word's 4 weight pairs in the activations' type: ``(word >> 4p) & 0x000F000F |
        MAGIC`` is ``(MAGIC + q, MAGIC + q')``; minus ``offset`` (``MAGIC + z`` twice) is exact,
        times ``scale`` (twice) rounds once."""
        weights = []
        for pair in range(4):
            shifted = word if pair == 0 else arith.ShRUIOp(word, _i32(4 * pair)).result
            biased = arith.OrIOp(arith.AndIOp(shifted, mask).result, magic_pair).result
            exact = arith.SubFOp(self._pair(biased), offset).result     # q - z, exact
            weights.append(arith.MulFOp(exact, scale).result)
        return weights

    def _mma(self, a: list[ir.Value], b: list[ir.Value], c: ir.Value) -> ir.Value:
        """D = A B + C, m16n8k16 row.col, f32 accumulators (vector<4xf32>: c0..c3)."""
        f32 = ir.F32Type.get()
        i32 = ir.IntegerType.get_signless(32)
        if self.p.element == "bf16":    # nvvm.mma takes bf16 fragments as i32 registers
            one = ir.VectorType.get([1], i32)
            a = [vector.ExtractOp(vector.BitCastOp(one, x).result, [], [0]).result for x in a]
            b = [vector.ExtractOp(vector.BitCastOp(one, x).result, [], [0]).result for x in b]
        c_registers = [vector.ExtractOp(c, [], [i]).result for i in range(4)]
        element = self.p.element
        result = nvvm.MmaOp(llvm.StructType.get_literal([f32] * 4),
                            ir.Attribute.parse("#nvvm.shape<m = 16, n = 8, k = 16>"),
                            ir.Attribute.parse("#nvvm.mma_layout<row>"), ir.Attribute.parse("#nvvm.mma_layout<col>"),
                            a, b, c_registers,
                            multiplicandAPtxType=ir.Attribute.parse(f"#nvvm.mma_type<{element}>"),
                            multiplicandBPtxType=ir.Attribute.parse(f"#nvvm.mma_type<{element}>")).result
        values = [llvm.ExtractValueOp(f32, result, [i]).result for i in range(4)]
        return vector.FromElementsOp(ir.VectorType.get([4], f32), values).result

    def _reduce_and_store(self, accumulators: list[ir.Value], c: ir.Value, warp: Index, group_id: Index,
                          quad: Index, m0: Index, n0: Index, tid: ir.Value) -> None:
        """Each warp's partial sums into its slice of shared memory, one barrier, then each thread
        sums the warps' partials of its output elements in warp order and stores those inside C."""
        p, s, ix = self.p, self.s, self.ix
        f32 = ir.F32Type.get()
        raw = gpu.DynamicSharedMemoryOp(ir.MemRefType.get([DYNAMIC], ir.IntegerType.get_signless(8),
                                                          memory_space=workgroup_space())).result
        shared = memref.ViewOp(ir.MemRefType.get([self.shared_elements], f32, memory_space=workgroup_space()),
                               raw, ix.value(0), []).result
        warp_base = ix.mul(warp, M_TILE * s.block_n)
        for f, acc in enumerate(accumulators):
            for i in range(4):    # c0, c1: row lane/4, columns 2 (lane%4) + 0, 1; c2, c3: row + 8
                row = ix.add(group_id, 8 * (i // 2))
                column = ix.add(ix.add(8 * f, ix.mul(quad, 2)), i % 2)
                index = ix.add(warp_base, ix.add(ix.mul(row, s.block_n), column))
                memref.StoreOp(vector.ExtractOp(acc, [], [i]).result, shared, [ix.value(index)])
        gpu.BarrierOp()
        tile = M_TILE * s.block_n
        for step in range(-(-tile // self.threads)):
            linear = ix.add(tid, step * self.threads)
            row, column = ix.div(linear, s.block_n), ix.rem(linear, s.block_n)
            global_row, global_column = ix.add(m0, row), ix.add(n0, column)
            inside = ix.both(ix.lt(global_row, p.m), ix.lt(global_column, p.n))
            if (step + 1) * self.threads > tile:
                inside = ix.both(inside, ix.lt(linear, tile))
            with ir.InsertionPoint(scf.IfOp(inside).then_block):
                total = memref.LoadOp(shared, [ix.value(linear)]).result
                for w in range(1, s.warps):
                    partial = memref.LoadOp(shared, [ix.value(ix.add(linear, w * tile))]).result
                    total = arith.AddFOp(total, partial).result
                value = total if self.p.out_element == "f32" else arith.TruncFOp(self.out, total).result
                memref.StoreOp(value, c, [ix.value(ix.add(ix.mul(global_row, p.n), global_column))])
                scf.YieldOp([])
