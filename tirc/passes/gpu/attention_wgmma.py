"""The sm_90a attention kernel (schedule kernel ``wgmma``): FlashAttention-3's warp-specialised loop.

``tir-attention`` calls :func:`lower` for a ``tir.attention`` op whose schedule says ``wgmma``; it
builds, before the op, host TMA tensor maps of Q, K and V (4-D maps over the views' ``[b, h, row,
d]`` indices: the views' strides are the maps' strides, so any TMA-able batch/head layout is read in
place) and one ``gpu.launch``:

    grid (ceil(S_q / block_m), B * H), 3 warpgroups (384 threads), dynamic shared memory:
      Q tile (D / 64 boxes of block_m x 64, 128-byte swizzle), ``stages`` slots of a K tile and a V
      tile (D / 64 and D_v / 64 boxes of block_n x 64), the mbarriers: Q full, full[stages], empty[stages]
    thread 0: mbarrier.init; fence.mbarrier_init; barrier
    warpgroup 0 (producer, setmaxnreg.dec): thread 0 loads Q once, then for each visible key block n
      waits for empty[n % stages] (after the first round), expects the K and V bytes on
      full[n % stages] and issues their TMA loads (rows past S_kv arrive as zeros)
    warpgroups 1, 2 (consumers, setmaxnreg.inc): 64 query rows each; wait for Q; per key block:
      wait full[slot]; S = Q Kᵀ (wgmma m64n{block_n}k16, A and B from shared-memory descriptors);
      online softmax on S's registers (row max over the quad by shuffles, exp2 of one FFMA each,
      -inf guards, masks where the block needs them); O *= alpha; P = f16/bf16(S's registers),
      which are the A-register fragments of k16 slices; O += P V (wgmma m64n{D_v}k16, A from
      registers, B = V MN-major from its descriptor); arrive on empty[slot]. The row sum l adds
      the f32 probabilities, before any rounding.
      epilogue: l summed over the quad, O / l converted and stored bounds-checked (rows past S_q
      are not stored), the log-sum-exp where asked

Ping-pong: the consumers issue their wgmmas in turns (named barriers 1 and 2, warpgroup 1 opening
warpgroup 0's first turn), so one warpgroup's softmax runs while the other's GEMMs do. Where P, O and
S fit the registers together (D = 64), a turn issues S of block n and P V of block n - 1, and the
softmax of block n runs between their waits (wait_group 1, then 0); otherwise a turn issues S and
P V follows the softmax.

Where the IR multiplies unrounded f32 probabilities (``probabilities = "f32"``, torch-mlir's
decomposed SDPA), one rounding of P to the input element is more error than the IR allows: P enters
P V as ``probability_parts`` parts (f16 2, bf16 3), part 0 = rn(p) and each next part the rounded
remainder p - (parts so far), exact in f32. Each part is one more wgmma per k16 slice, A = that part's
registers, B the same V descriptor, into the same O. The parts' registers count against the 168 a
thread has (nvJitLink compiles PTX as a relocatable unit and ignores setmaxnreg), so P is carried
across steps only where all its parts fit, and bf16's three parts take 96 keys a block
(``choose_attention_schedule``).

Causal attention visits only the key blocks some row of the block sees (both roles count them
alike) and masks only the blocks that cross a warpgroup's diagonal or the end of the keys; GQA
reads KV head ``h // group`` through the maps' coordinates. The masked blocks stay a loop even where
there is statically one (S_kv past a whole number of blocks, not causal): unrolled after the main
loop, LLVM and ptxas scheduled it into the epilogue and spilled (464 bytes at S = 1000, D = 128).
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable
from typing import TYPE_CHECKING

from mlir import ir
from mlir.dialects import arith, gpu, llvm, math, memref, nvgpu, nvvm, scf

from tirc.diagnostics import TircError
from tirc.ir.builders import Index, IndexBuilder, launch_kernel, workgroup_space
from tirc.passes.gpu.hopper_ir import (SWIZZLE_ATOM_BYTES, accumulator_type, i32_constant, matrix_descriptor,
                                       shared_address)
from tirc.passes.gpu.reduction_ir import from_lane_0
from tirc.passes.gpu.tma import WAIT_TICKS, tensor_map_type
from tirc.schedule.attention import (AttentionProblem, AttentionSchedule, View, log2e_scale, probability_parts,
                                     tma_view_problem)
from tirc.schedule.hopper import CONSUMER_REGISTERS, PRODUCER_REGISTERS, SWIZZLE_BYTES
from tirc.schedule.model import TMA_SHARED_ALIGNMENT, WARPGROUP_THREADS, WGMMA_M
from tirc.target import Target

if TYPE_CHECKING:   # the dispatcher imports this module
    from tirc.passes.gpu.attention import AttentionBuffers

WGMMA_K = 16                       # k of m64nNk16 for f16/bf16
BOX_COLUMNS = SWIZZLE_BYTES // 2   # 16-bit elements of one 128-byte swizzled box row
_LN2 = pymath.log(2.0)
_LOG2E = 1.0 / _LN2


def lower(op: ir.Operation, buffers: AttentionBuffers, problem: AttentionProblem, schedule: AttentionSchedule,
          name: str, target: Target) -> dict[str, str]:
    """Build the kernel's tensor maps and launch at the insertion point (before ``op``)."""
    reason = tma_view_problem(problem)
    if reason is not None:
        raise TircError(f"attention wgmma kernel: {reason}: TMA cannot read it",
                        hint="make the head dim contiguous and the other strides multiples of 16 bytes, or use "
                             "schedule kernel: mma_sync")
    if schedule.warps != 12 or schedule.block_m != 2 * WGMMA_M:
        raise TircError(f"attention wgmma kernel: {schedule.warps} warps, block_m {schedule.block_m}: the kernel "
                        "is a producer warpgroup and two consumer warpgroups of 64 rows",
                        hint="warps: 12, block_m: 128")
    for d in (problem.head_dim, problem.head_dim_v):
        if d % BOX_COLUMNS or d > 256:
            raise TircError(f"attention wgmma kernel: head dim {d} is not 64, 128 or 256", hint="kernel: mma_sync")
    if schedule.block_n % WGMMA_K or not WGMMA_K <= schedule.block_n <= 256:
        raise TircError(f"attention wgmma kernel: block_n {schedule.block_n} must be a multiple of 16 up to 256")
    _Kernel(op, buffers, problem, schedule, name).build()
    return {name: f"{schedule.describe()}: TMA producer warpgroup + 2 wgmma consumer warpgroups "
                  f"(m64n{schedule.block_n}k16 S = QKᵀ, m64n{problem.head_dim_v}k16 O += PV, P from registers)"}


def _strided_type(shape: list[int], strides: list[int], offset: int, element: ir.Type) -> ir.MemRefType:
    """A memref type with an explicit strided layout."""
    layout = ir.StridedLayoutAttr.get(offset, strides)
    return ir.MemRefType.get(shape, element, layout=layout)


def _view4(buffer: ir.Value, view: View, shape: list[int], tma: bool = False) -> ir.Value:
    """``buffer`` as the rank-4 strided memref its view describes (a reinterpret_cast: no copy).
    For a tensor map, dimensions of extent 1 get a valid stride (their only index is 0)."""
    element = ir.MemRefType(buffer.type).element_type
    strides = list(view.strides)
    if tma:
        for dim in (2, 1, 0):
            if shape[dim] == 1:
                inner = strides[dim + 1] * shape[dim + 1]
                strides[dim] = -(-max(inner, 1) // 8) * 8
    result = _strided_type(shape, strides, view.offset, element)
    return memref.ReinterpretCastOp(result, buffer, [], [], [], [view.offset], shape, strides).result


class _Kernel:
    """One attention op's tensor maps and launch, built at the insertion point before the op."""

    def __init__(self, op: ir.Operation, buffers: AttentionBuffers, problem: AttentionProblem,
                 schedule: AttentionSchedule, name: str) -> None:
        self.op, self.buffers, self.p, self.s, self.name = op, buffers, problem, schedule, name
        self.element = ir.MemRefType(buffers.q.type).element_type
        self.f32 = ir.F32Type.get()
        p, s = problem, schedule
        self.d, self.dv, self.bm, self.bn = p.head_dim, p.head_dim_v, s.block_m, s.block_n
        box = s.block_m * SWIZZLE_BYTES
        self.q_bytes = (self.d // BOX_COLUMNS) * box
        self.k_bytes = (self.d // BOX_COLUMNS) * s.block_n * SWIZZLE_BYTES
        self.v_bytes = (self.dv // BOX_COLUMNS) * s.block_n * SWIZZLE_BYTES
        self.slot_bytes = self.k_bytes + self.v_bytes
        self.barrier_offset = self.q_bytes + s.stages * self.slot_bytes
        # Q full, then ``stages`` full and ``stages`` empty barriers, 8 bytes each.
        self.shared = self.barrier_offset + 8 * (1 + 2 * s.stages) + TMA_SHARED_ALIGNMENT
        self.key_blocks = -(-p.seq_kv // s.block_n)
        self.scale_log2 = log2e_scale(p)
        # Without a mask and with a positive scale the row max is taken on the raw scores and the
        # scale applied once per row; otherwise each score is scaled (and masked) first.
        self.prescaled = p.mask is not None or self.scale_log2 <= 0
        # Issuing P V of block n - 1 with S of block n keeps P (block_n / 4 words) live across the
        # loop, beside O and S: only where the three fit in 128 registers (ptxas keeps a 384-thread
        # kernel under 168 registers per thread) is it done; otherwise each block does S, softmax, P V.
        # P enters P V as ``parts`` input-element parts (1: rounded once; f32 probabilities: 2 for f16,
        # 3 for bf16), each block_n / 4 words and one more wgmma per k16 slice.
        self.parts = probability_parts(problem)
        self.carry_p = self.dv // 2 + self.bn // 2 + self.parts * self.bn // 4 <= 128

    # -- host -------------------------------------------------------------------------------------

    def build(self) -> None:
        """The host tensor maps and views, then the launch and its body."""
        p, s, b = self.p, self.s, self.buffers
        host = IndexBuilder(self.op.block)
        index = ir.IndexType.get()
        maps = []
        for buffer, view, heads, rows, width, box_rows in (
                (b.q, p.q, p.heads, p.seq_q, self.d, self.bm),
                (b.k, p.k, p.kv_heads, p.seq_kv, self.d, self.bn),
                (b.v, p.v, p.kv_heads, p.seq_kv, self.dv, self.bn)):
            tensor = _view4(buffer, view, [p.batch, heads, rows, width], tma=True)
            unranked = memref.CastOp(ir.UnrankedMemRefType.get(self.element, None), tensor).result
            box = [1, 1, box_rows, BOX_COLUMNS]
            sizes = [arith.ConstantOp(index, extent).result for extent in box]
            maps.append(nvgpu.TmaCreateDescriptorOp(tensor_map_type(box, self.element), unranked, sizes).result)
        self.o = _view4(b.o, p.o, [p.batch, p.heads, p.seq_q, self.dv])
        self.mask = (_view4(b.mask, p.mask, [p.batch, p.heads, p.seq_q, p.seq_kv])
                     if b.mask is not None and p.mask is not None else None)
        self.lse = (_view4(b.lse, p.lse, [p.batch, p.heads, p.seq_q, 1])
                    if b.lse is not None and p.lse is not None else None)
        launch = launch_kernel(host, self.name, (-(-p.seq_q // self.bm), p.batch * p.heads),
                               s.warps * 32, self.shared)
        body, ix = launch.body, IndexBuilder(launch.body)
        self.ix = ix
        module = self.op
        while module.name != "builtin.module":
            module = module.parent
        module.attributes["gpu.container_module"] = ir.UnitAttr.get()
        with ir.InsertionPoint(body.operations[len(body.operations) - 1]):
            self._kernel(body, maps)

    # -- kernel -----------------------------------------------------------------------------------

    def _kernel(self, body: ir.Block, maps: list[ir.Value]) -> None:
        """The launch body: shared memory and mbarriers, then the producer and the consumers."""
        ix, p, s = self.ix, self.p, self.s
        pointer = ir.Type.parse("!llvm.ptr")
        # The kernel uses a tensor map by its address (a __grid_constant__ parameter).
        self.maps = [ir.Operation.create("builtin.unrealized_conversion_cast", results=[pointer],
                                         operands=[value]).results[0] for value in maps]
        self.tile, bh, self.tid = body.arguments[0], body.arguments[1], body.arguments[3]
        self.batch = ix.div(bh, p.heads)
        self.head = ix.rem(bh, p.heads)
        self.kv_head = ix.div(self.head, p.group)
        raw = gpu.DynamicSharedMemoryOp(ir.MemRefType.get([ir.ShapedType.get_dynamic_size()],
                                                          ir.IntegerType.get_signless(8),
                                                          memory_space=workgroup_space())).result
        # The slots start at the dynamic shared memory's first 1024-byte aligned byte (the 128-byte
        # swizzle's period, which the wgmma descriptors' base offset 0 assumes).
        start = memref.ExtractAlignedPointerAsIndexOp(raw).result
        pad = ix.rem(ix.sub(TMA_SHARED_ALIGNMENT, ix.rem(start, TMA_SHARED_ALIGNMENT)), TMA_SHARED_ALIGNMENT)
        i64 = ir.IntegerType.get_signless(64)
        barriers = memref.ViewOp(ir.MemRefType.get([1 + 2 * s.stages], i64, memory_space=workgroup_space()),
                                 raw, ix.value(ix.add(pad, self.barrier_offset)), []).result
        self.barriers = shared_address(barriers)
        self.base = arith.IndexCastUIOp(i64, ix.value(ix.add(start, pad))).result
        self.key_end = self._visible_key_blocks()
        with _if(ix.eq(self.tid, 0)):
            nvvm.MBarrierInitOp(self._barrier(0), i32_constant(1))
            for slot in range(s.stages):
                nvvm.MBarrierInitOp(self._full(slot), i32_constant(1))
                nvvm.MBarrierInitOp(self._empty(slot), i32_constant(2 * WARPGROUP_THREADS))
            # The initialised barriers become visible to the TMA unit (the async proxy).
            nvvm.FenceMbarrierInitOp()
        gpu.BarrierOp()
        roles = scf.IfOp(ix.lt(self.tid, WARPGROUP_THREADS), has_else=True)
        with ir.InsertionPoint(roles.then_block):
            nvvm.SetMaxRegisterOp(PRODUCER_REGISTERS, nvvm.SetMaxRegisterAction.decrease)
            with _if(ix.eq(self.tid, 0)):
                self._producer()
            scf.YieldOp([])
        with ir.InsertionPoint(roles.else_block):
            nvvm.SetMaxRegisterOp(CONSUMER_REGISTERS[2], nvvm.SetMaxRegisterAction.increase)
            self._consumer()
            scf.YieldOp([])

    def _visible_key_blocks(self) -> Index:
        """Key blocks some row of this block sees: all, or causal up to the last row's diagonal."""
        p, ix = self.p, self.ix
        if p.causal == "none":
            return self.key_blocks
        last_row = ix.min(ix.add(ix.mul(self.tile, self.bm), self.bm), p.seq_q)   # one past the block's last row
        # ceil((last_row + diagonal) / block_n), clamped to [0, key blocks]; diagonal may be negative.
        shifted = arith.AddIOp(ix.value(last_row), ix.value(p.diagonal + self.bn - 1)).result
        blocks = arith.FloorDivSIOp(shifted, ix.value(self.bn)).result
        blocks = arith.MaxSIOp(blocks, ix.value(0)).result
        return arith.MinSIOp(blocks, ix.value(self.key_blocks)).result

    # -- shared memory ------------------------------------------------------------------------------

    def _barrier(self, number: Index) -> ir.Value:
        """The ``!llvm.ptr<3>`` of mbarrier ``number`` (0: Q full, then full[stages], empty[stages])."""
        i64 = ir.IntegerType.get_signless(64)
        offset = (arith.ConstantOp(i64, 8 * number).result if isinstance(number, int)
                  else arith.MulIOp(arith.IndexCastUIOp(i64, number).result, arith.ConstantOp(i64, 8).result).result)
        return llvm.IntToPtrOp(ir.Type.parse("!llvm.ptr<3>"), arith.AddIOp(self.barriers, offset).result).result

    def _full(self, slot: Index) -> ir.Value:
        """The mbarrier the TMA loads of ``slot``'s K and V tiles complete."""
        return self._barrier(self.ix.add(slot, 1))

    def _empty(self, slot: Index) -> ir.Value:
        """The mbarrier every consumer thread arrives on when done with ``slot``."""
        return self._barrier(self.ix.add(slot, 1 + self.s.stages))

    def _address(self, offset: Index) -> ir.Value:
        """The shared address (i64) ``offset`` bytes after the aligned start."""
        i64 = ir.IntegerType.get_signless(64)
        if isinstance(offset, int):
            return arith.AddIOp(self.base, arith.ConstantOp(i64, offset).result).result if offset else self.base
        return arith.AddIOp(self.base, arith.IndexCastUIOp(i64, offset).result).result

    def _slot_offset(self, slot: Index) -> Index:
        """Bytes from the aligned start to ``slot``'s K tile (its V tile follows it)."""
        return self.ix.add(self.q_bytes, self.ix.mul(slot, self.slot_bytes))

    # -- producer -------------------------------------------------------------------------------------

    def _producer(self) -> None:
        """Thread 0 of warpgroup 0: Q once, then K and V of each visible key block into the slots."""
        ix, s = self.ix, self.s
        i64 = ir.IntegerType.get_signless(64)
        q_full = self._barrier(0)
        nvvm.MBarrierArriveExpectTxOp(i64, q_full, i32_constant(self.q_bytes))
        row0 = ix.mul(self.tile, self.bm)
        for box in range(self.d // BOX_COLUMNS):
            self._load(self.maps[0], box * self.bm * SWIZZLE_BYTES,
                       [box * BOX_COLUMNS, row0, self.head, self.batch], q_full)
        loop = scf.ForOp(ix.value(0), ix.value(self.key_end), ix.value(1))
        with ir.InsertionPoint(loop.body):
            n = loop.induction_variable
            slot = ix.rem(n, s.stages)
            with _if(ix.le(s.stages, n)):
                # Key block n - stages used the slot; its release completed phase n / stages - 1.
                nvvm.MBarrierTryWaitParityOp(self._empty(slot), self._parity(ix.add(ix.div(n, s.stages), 1)),
                                             i32_constant(WAIT_TICKS))
            full = self._full(slot)
            nvvm.MBarrierArriveExpectTxOp(i64, full, i32_constant(self.slot_bytes))
            key0 = ix.mul(n, self.bn)
            base = self._slot_offset(slot)
            for box in range(self.d // BOX_COLUMNS):
                self._load(self.maps[1], ix.add(base, box * self.bn * SWIZZLE_BYTES),
                           [box * BOX_COLUMNS, key0, self.kv_head, self.batch], full)
            for box in range(self.dv // BOX_COLUMNS):
                self._load(self.maps[2], ix.add(base, self.k_bytes + box * self.bn * SWIZZLE_BYTES),
                           [box * BOX_COLUMNS, key0, self.kv_head, self.batch], full)
            scf.YieldOp([])

    def _parity(self, phase: Index) -> ir.Value:
        """The i32 parity (phase mod 2) mbarrier.try_wait.parity takes."""
        return arith.IndexCastUIOp(ir.IntegerType.get_signless(32), self.ix.value(self.ix.rem(phase, 2))).result

    def _load(self, tensor_map: ir.Value, offset: Index, coordinates: list[Index], barrier: ir.Value) -> None:
        """One TMA load of a box at ``coordinates`` (innermost first) to ``offset``, completing on ``barrier``."""
        i32 = ir.IntegerType.get_signless(32)
        destination = llvm.IntToPtrOp(ir.Type.parse("!llvm.ptr<3>"), self._address(offset)).result
        cluster = llvm.AddrSpaceCastOp(ir.Type.parse("!llvm.ptr<7>"), destination).result
        coords = [arith.IndexCastUIOp(i32, self.ix.value(c)).result for c in coordinates]
        nvvm.CpAsyncBulkTensorGlobalToSharedClusterOp(cluster, tensor_map, coords, barrier, [])

    # -- consumers ------------------------------------------------------------------------------------

    def _consumer(self) -> None:
        """Warpgroups 1 and 2: the key blocks in turns (ping-pong), then the epilogue.

        Where registers allow (``carry_p``), step n (one turn of the tensor cores) issues S_n = Q K_nᵀ
        and O = alpha_{n-1} O + P_{n-1} V_{n-1}, the other warpgroup's turn begins, and this one computes
        the softmax of S_n (P_n, alpha_n) between the waits for S_n and for P V, then frees slot n - 1;
        block 0 has only S and the last only PV. Otherwise a turn issues S_n, and P_n V_n follows the
        softmax. Blocks every row of the warpgroup sees whole (before the causal diagonal, inside the
        keys) run in a loop without masks, the rest in one with them."""
        ix = self.ix
        consumer = ix.sub(self.tid, WARPGROUP_THREADS)
        # The warpgroup from lane 0 (a shuffle): ptxas then knows it is warp-uniform, and keeps the Q
        # descriptors it offsets in uniform registers rather than moving them over for each wgmma.
        i32 = ir.IntegerType.get_signless(32)
        group = arith.IndexCastUIOp(i32, ix.value(ix.div(consumer, WARPGROUP_THREADS))).result
        self.group = arith.IndexCastUIOp(ir.IndexType.get(), from_lane_0(group)).result
        self.warp = ix.div(ix.rem(consumer, WARPGROUP_THREADS), 32)
        self.lane = ix.rem(consumer, 32)
        self.group_row = ix.add(ix.mul(self.tile, self.bm), ix.mul(self.group, WGMMA_M))   # the warpgroup's first row
        # The thread's two rows (accumulator register halves h = 0, 1) and first column.
        row = ix.add(self.group_row, ix.add(ix.mul(self.warp, 16), ix.div(self.lane, 4)))
        self.rows = [row, ix.add(row, 8)]
        self.column = ix.mul(ix.rem(self.lane, 4), 2)
        # Named barriers 1 and 2: warpgroup w waits on 1 + w for its turn, and opens the other's.
        self.first_group = ix.eq(self.group, 0)
        # Warpgroup 1 opens warpgroup 0's first turn.
        with _if(ix.eq(self.group, 1)):
            llvm.InlineAsmOp(None, [], "bar.arrive 1, 256;", "~{memory}", has_side_effects=True)
        nvvm.MBarrierTryWaitParityOp(self._barrier(0), self._parity(0), i32_constant(WAIT_TICKS))
        q_desc = matrix_descriptor(self._address(0), 16, SWIZZLE_ATOM_BYTES)
        self.q_desc = q_desc.advanced(ix.mul(self.group, WGMMA_M * SWIZZLE_BYTES))
        full_blocks = self._full_blocks()
        o_struct = accumulator_type(self.dv // 2, self.f32)
        neg_inf, zero = _f32(float("-inf")), _f32(0.0)
        state = [_zeros(o_struct, self.dv // 2), neg_inf, neg_inf, zero, zero]
        middle_blocks = ix.min(full_blocks, self.key_end)
        middle = ix.value(middle_blocks)
        if self.carry_p:
            state = self._carried_loops(state, middle_blocks)
        else:
            # Block 0's slot and phase, carried (no division by ``stages`` in the loops).
            state = [*state, ix.value(0), ix.value(0)]
            masked_begin = self._opaque(middle_blocks)
            for begin, end, masked in ((ix.value(0), middle, False), (masked_begin, ix.value(self.key_end), True)):
                loop = scf.ForOp(begin, end, ix.value(1), state)
                with ir.InsertionPoint(loop.body):
                    scf.YieldOp(self._sequential_step(loop.induction_variable, list(loop.inner_iter_args), masked))
                state = list(loop.results)
            state = state[:5]
        # Warpgroup 1 opened one turn more than warpgroup 0 took: take it, leaving barrier 1 idle.
        with _if(ix.eq(self.group, 0)):
            llvm.InlineAsmOp(None, [], "bar.sync 1, 256;", "~{memory}", has_side_effects=True)
        self._epilogue(state)

    def _carried_loops(self, state: list[ir.Value], middle: Index) -> list[ir.Value]:
        """The key blocks with P V of block n - 1 issued in block n's turn: P, alpha carried, and the
        slot and mbarrier phase of block n (no division by ``stages`` in the loop)."""
        ix = self.ix
        zero_word = i32_constant(0)
        # alpha = 0, P = 0, block 0's slot and phase.
        state = [*state, state[3], state[3], *([zero_word] * (self.parts * self.bn // 4)), ix.value(0), ix.value(0)]
        types = [v.type for v in state]
        any_keys = ix.lt(0, self.key_end)
        first_block = scf.IfOp(any_keys, types, has_else=True)
        with ir.InsertionPoint(first_block.then_block):
            scf.YieldOp(self._first_step(state))
        with ir.InsertionPoint(first_block.else_block):
            scf.YieldOp(state)
        state = list(first_block.results)
        split = self._opaque(max(middle, 1) if isinstance(middle, int) else arith.MaxUIOp(middle, ix.value(1)).result)
        middle = ix.value(middle)
        for begin, end, masked in ((ix.value(1), middle, False), (split, ix.value(self.key_end), True)):
            loop = scf.ForOp(begin, end, ix.value(1), state)
            with ir.InsertionPoint(loop.body):
                scf.YieldOp(self._step(loop.induction_variable, list(loop.inner_iter_args), masked))
            state = list(loop.results)
        last = scf.IfOp(any_keys, types[:1], has_else=True)
        with ir.InsertionPoint(last.then_block):
            scf.YieldOp([self._last_step(state)])
        with ir.InsertionPoint(last.else_block):
            scf.YieldOp(state[:1])
        return [last.results[0], *state[1:5]]

    def _opaque(self, begin: Index) -> ir.Value:
        """The masked loop's first block, hidden from LLVM where the loop would otherwise run a known
        number of times: a loop of one iteration (S_kv past the last whole block, not causal) is
        unrolled into straight-line code after the main loop, which LLVM and ptxas schedule into the
        epilogue, and the softmax, O and the epilogue's values then overflow the 168 registers
        (spills of 464 bytes at S = 1000, D = 128). As a loop its live ranges stay those of a step."""
        if not isinstance(begin, int) or not isinstance(self.key_end, int) or begin >= self.key_end:
            return self.ix.value(begin)
        i32 = ir.IntegerType.get_signless(32)
        # An empty statement with the constant tied in and out: its result is no constant to LLVM.
        hidden = llvm.InlineAsmOp(i32, [arith.ConstantOp(i32, begin).result], "", "=r,0",
                                  has_side_effects=True).result
        return arith.IndexCastOp(ir.IndexType.get(), hidden).result

    def _sequential_step(self, n: ir.Value, state: list[ir.Value], masked: bool) -> list[ir.Value]:
        """Key block n with both GEMMs in it: S = Q K_nᵀ in this warpgroup's turn, its softmax (while
        the other warpgroup's wgmmas run), then O = alpha O + P V."""
        o, m, l, (slot, phase) = state[0], state[1:3], state[3:5], state[5:7]
        self._begin_turn(slot, phase)
        nvvm.WgmmaFenceAlignedOp()
        scores = self._issue_scores(self._slot_offset(slot))
        self._end_turn(None)
        softmax = self._softmax(scores, n, masked, m, l)
        o = self._rescale(o, softmax[4:6])
        nvvm.WgmmaFenceAlignedOp()
        o = self._issue_pv(o, softmax[6:], self._slot_offset(slot))
        nvvm.WgmmaGroupSyncAlignedOp()
        nvvm.WgmmaWaitGroupSyncOp(0)
        nvvm.MBarrierArriveOp(ir.IntegerType.get_signless(64), self._empty(slot))
        return [o, *softmax[:4], *self._next(slot, phase)]

    def _full_blocks(self) -> Index:
        """Key blocks every row of this warpgroup sees whole: no mask needed (without a mask operand)."""
        p, ix = self.p, self.ix
        whole = p.seq_kv // self.bn
        if p.mask is not None:
            return 0
        if p.causal == "none":
            return whole
        # Block n is whole iff (n + 1) * block_n - 1 <= first row + diagonal.
        shifted = arith.AddIOp(ix.value(self.group_row), ix.value(p.diagonal + 1)).result
        blocks = arith.FloorDivSIOp(shifted, ix.value(self.bn)).result
        blocks = arith.MaxSIOp(blocks, ix.value(0)).result
        return arith.MinSIOp(blocks, ix.value(whole)).result

    # -- the steps --------------------------------------------------------------------------------------

    def _begin_turn(self, slot: Index | None, phase: Index = 0) -> None:
        """Wait for the tiles of ``slot`` (if any) to complete ``phase``, then for this warpgroup's turn."""
        if slot is not None:
            parity = arith.IndexCastUIOp(ir.IntegerType.get_signless(32), self.ix.value(phase)).result
            nvvm.MBarrierTryWaitParityOp(self._full(slot), parity, i32_constant(WAIT_TICKS))
        self._named_barrier(True)

    def _next(self, slot: ir.Value, phase: ir.Value) -> list[ir.Value]:
        """The slot and phase of the next key block: the phase flips where the slots wrap."""
        ix = self.ix
        following = ix.add(slot, 1)
        wrap = ix.eq(following, self.s.stages)
        return [ix.select(wrap, 0, following), ix.select(wrap, ix.xor(phase, 1), phase)]

    def _previous(self, slot: ir.Value) -> ir.Value:
        """The slot of the previous key block."""
        ix = self.ix
        return ix.select(ix.eq(slot, 0), self.s.stages - 1, ix.sub(slot, 1))

    def _named_barrier(self, wait: bool) -> None:
        """bar.sync on this warpgroup's turn barrier (``wait``) or bar.arrive on the other's, one
        branch per warpgroup (uniform in each). Inline asm keeps the ids immediates: LLVM would merge
        the branches' nvvm barriers into one with the id in a register, and a register id is what
        the emulator does not follow."""
        branch = scf.IfOp(self.first_group, has_else=True)
        for block, own in ((branch.then_block, 1), (branch.else_block, 2)):
            with ir.InsertionPoint(block):
                text = f"bar.sync {own}, 256;" if wait else f"bar.arrive {3 - own}, 256;"
                llvm.InlineAsmOp(None, [], text, "~{memory}", has_side_effects=True)
                scf.YieldOp([])

    def _end_turn(self, release: Index | None) -> None:
        """Commit the wgmmas, open the other warpgroup's turn, wait for ours, free slot ``release``."""
        nvvm.WgmmaGroupSyncAlignedOp()
        self._named_barrier(False)
        nvvm.WgmmaWaitGroupSyncOp(0)
        if release is not None:
            # Both GEMMs of that block have retired: the producer may refill its slot.
            nvvm.MBarrierArriveOp(ir.IntegerType.get_signless(64), self._empty(release))

    def _first_step(self, state: list[ir.Value]) -> list[ir.Value]:
        """Key block 0: S_0 and its softmax (O is 0)."""
        ix = self.ix
        self._begin_turn(0, 0)
        nvvm.WgmmaFenceAlignedOp()
        scores = self._issue_scores(self._slot_offset(0))
        self._end_turn(None)
        ring = [ix.value(1 % self.s.stages), ix.value(1 // self.s.stages % 2)]
        return [state[0], *self._softmax(scores, ix.value(0), True, state[1:3], state[3:5]), *ring]

    def _step(self, n: ir.Value, state: list[ir.Value], masked: bool) -> list[ir.Value]:
        """Key block n: S = Q K_nᵀ and O = alpha O + P V of block n - 1 in one turn, then S's softmax
        while that P V runs (wait_group 1 retires S, the older group); P of block n - 1 stays in its
        registers (kept live past wait_group 0) and the new P is packed after it."""
        o, m, l, alpha, words = state[0], state[1:3], state[3:5], state[5:7], state[7:-2]
        slot, phase = state[-2:]
        previous = self._previous(slot)
        self._begin_turn(slot, phase)
        o = self._rescale(o, alpha)
        # The fence orders the registers just written (O, P) before the wgmmas that read them.
        nvvm.WgmmaFenceAlignedOp()
        scores = self._issue_scores(self._slot_offset(slot))
        nvvm.WgmmaGroupSyncAlignedOp()
        o = self._issue_pv(o, words, self._slot_offset(previous))
        nvvm.WgmmaGroupSyncAlignedOp()
        self._named_barrier(False)
        nvvm.WgmmaWaitGroupSyncOp(1)
        # The softmax is computed here, before P V's wait: its results pass through an empty
        # statement that LLVM cannot sink them past. (ptxas 13 still moves the wait up to just after
        # the rows' local maxima: only those overlap P V today.)
        softmax = _keep_live(self._softmax(scores, n, masked, m, l, pack=False))
        nvvm.WgmmaWaitGroupSyncOp(0)
        _keep_live(words)
        nvvm.MBarrierArriveOp(ir.IntegerType.get_signless(64), self._empty(previous))
        return [o, *softmax[:6], *self._pack(softmax[6:]), *self._next(slot, phase)]

    def _last_step(self, state: list[ir.Value]) -> ir.Value:
        """The last key block's O = alpha O + P V."""
        o, alpha, words = state[0], state[5:7], state[7:-2]
        previous = self._previous(state[-2])
        self._begin_turn(None)
        o = self._rescale(o, alpha)
        nvvm.WgmmaFenceAlignedOp()
        o = self._issue_pv(o, words, self._slot_offset(previous))
        self._end_turn(previous)
        return o

    def _softmax(self, scores: ir.Value, n: Index, masked: bool, m_old: list[ir.Value],
                 l_old: list[ir.Value], pack: bool = True) -> list[ir.Value]:
        """The online softmax of block n's scores: [m_0, m_1, l_0, l_1, alpha_0, alpha_1, *P words]
        (``pack`` false: P's f32 values)."""
        values = [llvm.ExtractValueOp(self.f32, scores, [r]).result for r in range(self.bn // 2)]
        if masked:
            values = self._masked(values, self.ix.value(n))
        elif self.prescaled:
            values = [self._scaled(v) for v in values]
        factor = 1.0 if self.prescaled else self.scale_log2
        m_new, m_use, alpha = [], [], []
        for h in range(2):
            row_values = [values[r] for r in range(self.bn // 2) if r // 2 % 2 == h]
            top = _quad_max(_tree(row_values, lambda a, b: arith.MaxNumFOp(a, b).result))
            if factor != 1.0:
                top = arith.MulFOp(top, _f32(factor)).result
            new = arith.MaxNumFOp(m_old[h], top).result
            # A row with no visible key so far keeps max -inf: subtract 0 then (exp2(-inf) = 0).
            use = arith.SelectOp(arith.CmpFOp(arith.CmpFPredicate.OEQ, new, _f32(float("-inf"))).result,
                                 _f32(0.0), new).result
            m_new.append(new)
            m_use.append(use)
            alpha.append(_exp2(arith.SubFOp(m_old[h], use).result))
        probabilities = []
        sums: list[list[ir.Value]] = [[], []]
        negated = [arith.NegFOp(m_use[h]).result for h in range(2)]
        for r, value in enumerate(values):
            h = r // 2 % 2
            # One FFMA: the scale (log2 e folded in) and the row max, then ex2.
            probability = _exp2(math.FmaOp(value, _f32(factor), negated[h]).result)
            probabilities.append(probability)
            sums[h].append(probability)
        # Each thread sums its own columns; the quad's partial sums are added once, in the epilogue.
        l_new = [arith.AddFOp(arith.MulFOp(l_old[h], alpha[h]).result,
                              _tree(sums[h], lambda a, b: arith.AddFOp(a, b).result)).result for h in range(2)]
        return [*m_new, *l_new, *alpha, *(self._pack(probabilities) if pack else probabilities)]

    def _issue_scores(self, base: Index) -> ir.Value:
        """S = Q Kᵀ for this warpgroup's 64 rows and the block's keys: D / 16 wgmmas from descriptors."""
        struct = accumulator_type(self.bn // 2, self.f32)
        k_desc = matrix_descriptor(self._address(base), 16, SWIZZLE_ATOM_BYTES)
        result = llvm.UndefOp(struct).result
        for kk in range(self.d // WGMMA_K):
            box, within = divmod(kk * WGMMA_K, BOX_COLUMNS)
            a = self.q_desc.advanced(box * self.bm * SWIZZLE_BYTES + within * 2).value()
            b = k_desc.advanced(box * self.bn * SWIZZLE_BYTES + within * 2).value()
            result = nvvm.WgmmaMmaAsyncOp(struct, result, a, b, **_wgmma_attributes(
                self.bn, self.p.element, "col", "zero" if kk == 0 else "one")).result
        return result

    def _position(self, register: int) -> tuple[Index, Index]:
        """Row and column (within the block) of accumulator register ``register``."""
        q, h, e = register // 4, register // 2 % 2, register % 2
        return self.rows[h], self.ix.add(self.column, 8 * q + e)

    def _scaled(self, value: ir.Value) -> ir.Value:
        """A score in log2 units (times scale log2 e)."""
        return arith.MulFOp(value, _f32(self.scale_log2)).result

    def _masked(self, values: list[ir.Value], n: ir.Value) -> list[ir.Value]:
        """Scores of a block that needs masks: -inf past the keys and above the diagonal, plus the
        additive mask (scaled to log2 units) where there is one."""
        ix, p = self.ix, self.p
        key0 = ix.mul(n, self.bn)
        results = []
        i32 = ir.IntegerType.get_signless(32)
        # Per row, the number of this thread's first column's keys visible from it (signed, i32):
        # key0 + column + c is visible iff c < limit, so each score costs one compare with a constant.
        limits = []
        for row in self.rows:
            end = ix.value(p.seq_kv)
            if p.causal != "none":
                # Keys up to row + diagonal (the diagonal may be negative: signed).
                end = arith.MinSIOp(end, arith.AddIOp(ix.value(row), ix.value(p.diagonal + 1)).result).result
            limit = arith.SubIOp(end, ix.value(ix.add(key0, self.column))).result
            limits.append(arith.IndexCastOp(i32, limit).result)
        for register, value in enumerate(values):
            row, column = self._position(register)
            key = ix.add(key0, column)
            offset = 8 * (register // 4) + register % 2
            visible = arith.CmpIOp(arith.CmpIPredicate.slt, arith.ConstantOp(i32, offset).result,
                                   limits[register // 2 % 2]).result
            if self.prescaled:
                value = self._scaled(value)
            if self.mask is not None:
                inside = arith.AndIOp(visible, ix.lt(row, p.seq_q)).result
                load = scf.IfOp(inside, [self.f32], has_else=True)
                with ir.InsertionPoint(load.then_block):
                    element = memref.LoadOp(self.mask, [ix.value(self.batch), ix.value(self.head), ix.value(row),
                                                        ix.value(key)]).result
                    if element.type != self.f32:
                        element = arith.ExtFOp(self.f32, element).result
                    scf.YieldOp([math.FmaOp(element, _f32(_LOG2E), value).result])
                with ir.InsertionPoint(load.else_block):
                    scf.YieldOp([value])
                value = load.results[0]
            results.append(arith.SelectOp(visible, value, _f32(float("-inf"))).result)
        return results

    def _rescale(self, o: ir.Value, alpha: list[ir.Value]) -> ir.Value:
        """O times each row's alpha (the exp2 of the old max minus the new)."""
        for register in range(self.dv // 2):
            h = register // 2 % 2
            value = llvm.ExtractValueOp(self.f32, o, [register]).result
            o = llvm.InsertValueOp(o, arith.MulFOp(value, alpha[h]).result, [register]).result
        return o

    def _pack(self, probabilities: list[ir.Value]) -> list[ir.Value]:
        """P in the wgmma's input type, two per 32-bit word: the accumulator registers 8t .. 8t + 7 of
        S are the four A-fragment words of the k16 slice t. With ``parts`` > 1 (the IR multiplies f32
        probabilities), part 0 is rn(p) and part k + 1 the rounded remainder p - (parts 0 .. k), which
        f32 holds exactly: the words are part 0's block_n / 4, then part 1's, ..."""
        i32 = ir.IntegerType.get_signless(32)
        pair = ir.VectorType.get([2], self.element)
        words = []
        remainders = probabilities
        for part in range(self.parts):
            rounded = [arith.TruncFOp(self.element, value).result for value in remainders]
            for r in range(0, len(rounded), 2):
                vector = ir.Operation.create("vector.from_elements", results=[pair],
                                             operands=[rounded[r], rounded[r + 1]]).results[0]
                words.append(llvm.BitcastOp(i32, vector).result)
            if part + 1 < self.parts:
                remainders = [arith.SubFOp(value, arith.ExtFOp(self.f32, part_value).result).result
                              for value, part_value in zip(remainders, rounded)]
        return words

    def _issue_pv(self, o: ir.Value, words: list[ir.Value], base: Index) -> ir.Value:
        """O += P V: block_n / 16 wgmmas per part of P with A (that part) from registers and B (V,
        MN-major) from its descriptor, all into the same O. MLIR's wgmma op takes A from a descriptor
        only: each is one inline-asm statement, its accumulators tied in and out (the registers stay
        the wgmma's)."""
        v_desc = matrix_descriptor(self._address(self.ix.add(base, self.k_bytes)), self.bn * SWIZZLE_BYTES,
                                   SWIZZLE_ATOM_BYTES)
        count = self.dv // 2
        struct = accumulator_type(count, self.f32)
        kind = "f16" if str(self.element) == "f16" else "bf16"
        outputs = ", ".join(f"${r}" for r in range(count))
        a_operands = ", ".join(f"${2 * count + j}" for j in range(4))
        text = ("{\n.reg .pred p;\nsetp.ne.b32 p, 1, 0;\n"
                f"wgmma.mma_async.sync.aligned.m64n{self.dv}k16.f32.{kind}.{kind} "
                f"{{{outputs}}}, {{{a_operands}}}, ${2 * count + 4}, p, 1, 1, 1;\n}}")
        constraints = ",".join(["=f"] * count + [str(r) for r in range(count)] + ["r"] * 4 + ["l"])
        part_words = self.bn // 4
        for t in range(self.bn // WGMMA_K):
            b = v_desc.advanced(t * WGMMA_K * SWIZZLE_BYTES).value()
            # The smallest part first: it is added while O is smallest in the order of the sum.
            for part in reversed(range(self.parts)):
                a = words[part * part_words + 4 * t:part * part_words + 4 * t + 4]
                accumulators = [llvm.ExtractValueOp(self.f32, o, [r]).result for r in range(count)]
                o = llvm.InlineAsmOp(struct, [*accumulators, *a, b], text, constraints, has_side_effects=True).result
        return o

    # -- epilogue -------------------------------------------------------------------------------------

    def _epilogue(self, results: list[ir.Value]) -> None:
        """O / l (0 for a row without keys), converted and stored where the row is below S_q, and
        the log-sum-exp where asked (one thread of each quad)."""
        ix, p = self.ix, self.p
        o, m, l = results[0], results[1:3], results[3:5]
        out = ir.MemRefType(self.o.type).element_type
        inverse = []
        totals = []
        for h in range(2):
            total = _quad_sum(l[h])
            totals.append(total)
            empty = arith.CmpFOp(arith.CmpFPredicate.OEQ, total, _f32(0.0)).result
            # A row without a visible key has l = 0: its output is 0. l >= 1 otherwise (the row's
            # maximum contributes exp2(0)), so the approximate reciprocal (ptxas calls a subroutine
            # for rcp.rn, which serialises every wgmma of the kernel) is within an ulp or two.
            reciprocal = nvvm.RcpApproxFtzF32Op(self.f32, total).result
            inverse.append(arith.SelectOp(empty, _f32(0.0), reciprocal).result)
        for register in range(0, self.dv // 2, 2):
            row, column = self._position(register)
            h = register // 2 % 2
            values = []
            for e in range(2):
                value = arith.MulFOp(llvm.ExtractValueOp(self.f32, o, [register + e]).result, inverse[h]).result
                values.append(value if out == self.f32 else arith.TruncFOp(out, value).result)
            with _if(ix.lt(row, p.seq_q)):
                for e in range(2):
                    memref.StoreOp(values[e], self.o, [ix.value(self.batch), ix.value(self.head), ix.value(row),
                                                       ix.value(ix.add(column, e))])
        if self.lse is None:
            return
        lse_element = ir.MemRefType(self.lse.type).element_type
        for h in range(2):
            row = self.rows[h]
            # lse = ln(sum exp(s - max)) + max, from log2 units; -inf for a row without keys.
            log = arith.MulFOp(arith.AddFOp(m[h], math.Log2Op(totals[h]).result).result, _f32(_LN2)).result
            empty = arith.CmpFOp(arith.CmpFPredicate.OEQ, totals[h], _f32(0.0)).result
            value = arith.SelectOp(empty, _f32(float("-inf")), log).result
            if lse_element != self.f32:
                value = arith.TruncFOp(lse_element, value).result
            with _if(ix.both(ix.lt(row, p.seq_q), ix.eq(ix.rem(self.lane, 4), 0))):
                memref.StoreOp(value, self.lse, [ix.value(self.batch), ix.value(self.head), ix.value(row),
                                                 ix.value(0)])


# -- helpers ----------------------------------------------------------------------------------------

class _if:
    """``with _if(condition):`` builds an ``scf.if`` without results and puts the ops in its then block."""

    def __init__(self, condition: ir.Value) -> None:
        self.op = scf.IfOp(condition)
        self.point = ir.InsertionPoint(self.op.then_block)

    def __enter__(self) -> None:
        self.point.__enter__()

    def __exit__(self, *args: object) -> None:
        scf.YieldOp([])
        self.point.__exit__(*args)


def _f32(value: float) -> ir.Value:
    """An f32 constant."""
    return arith.ConstantOp(ir.F32Type.get(), value).result


def _exp2(value: ir.Value) -> ir.Value:
    """ex2.approx.ftz.f32: one MUFU.EX2. Without .ftz ptxas wraps it in a denormal range check and two
    FMULs; results below 2^-126 (flushed to 0) are far below what P's f16/bf16 and the row sum keep."""
    return llvm.CallIntrinsicOp(ir.F32Type.get(), "llvm.nvvm.ex2.approx.ftz.f", [value], [], []).result


Combine = Callable[[ir.Value, ir.Value], ir.Value]


def _tree(values: list[ir.Value], combine: Combine) -> ir.Value:
    """Pairwise combination (a balanced tree: short dependency chains)."""
    while len(values) > 1:
        values = [combine(values[i], values[i + 1]) if i + 1 < len(values) else values[i]
                  for i in range(0, len(values), 2)]
    return values[0]


def _quad(value: ir.Value, combine: Combine) -> ir.Value:
    """``value`` combined over the 4 lanes of a quad (the threads sharing an accumulator row)."""
    i32 = ir.IntegerType.get_signless(32)
    width = arith.ConstantOp(i32, 32).result
    for offset in (1, 2):
        other = gpu.ShuffleOp(value, arith.ConstantOp(i32, offset).result, width, gpu.ShuffleMode.XOR).results[0]
        value = combine(value, other)
    return value


def _quad_max(value: ir.Value) -> ir.Value:
    """The maximum over the quad (maxnum: -inf loses to any score)."""
    return _quad(value, lambda a, b: arith.MaxNumFOp(a, b).result)


def _quad_sum(value: ir.Value) -> ir.Value:
    """The sum over the quad."""
    return _quad(value, lambda a, b: arith.AddFOp(a, b).result)


def _keep_live(values: list[ir.Value]) -> list[ir.Value]:
    """``values`` (32-bit) through an empty inline-asm statement with side effects: they are computed
    before it and stay live, so unreused, up to it. The A registers of an issued wgmma are read
    until its wait_group; to LLVM they are dead after the statement that issues it."""
    if not values:
        return []
    struct = llvm.StructType.get_literal([v.type for v in values])
    kinds = ["=f" if isinstance(v.type, ir.F32Type) else "=r" for v in values]
    constraints = ",".join(kinds + [str(i) for i in range(len(values))])
    result = llvm.InlineAsmOp(struct, values, "", constraints, has_side_effects=True).result
    return [llvm.ExtractValueOp(v.type, result, [i]).result for i, v in enumerate(values)]


def _zeros(struct: ir.Type, count: int) -> ir.Value:
    """An accumulator of zeros from one inline-asm statement: distinct registers that no shared
    constant is copied into between wgmma.fence and the wgmma (see tir-wgmma)."""
    text = "\n".join(f"mov.b32 ${register}, 0;" for register in range(count))
    return llvm.InlineAsmOp(struct, [], text, ",".join(["=f"] * count), has_side_effects=True).result


def _wgmma_attributes(n: int, element: str, layout_b: str, scale_d: str) -> dict[str, ir.Attribute]:
    """The attributes of an m64nNk16 nvvm.wgmma.mma_async: A K-major, B K-major (``col``) or
    MN-major (``row``), D scaled by 0 (a fresh accumulator) or 1."""
    return {
        "shape": ir.Attribute.parse(f"#nvvm.shape<m = {WGMMA_M}, n = {n}, k = {WGMMA_K}>"),
        "typeA": ir.Attribute.parse(f"#nvvm.wgmma_type<{element}>"),
        "typeB": ir.Attribute.parse(f"#nvvm.wgmma_type<{element}>"),
        "typeD": ir.Attribute.parse("#nvvm.wgmma_type<f32>"),
        "scaleD": ir.Attribute.parse(f"#nvvm.wgmma_scale_out<{scale_d}>"),
        "scaleA": ir.Attribute.parse("#nvvm.wgmma_scale_in<one>"),
        "scaleB": ir.Attribute.parse("#nvvm.wgmma_scale_in<one>"),
        "layoutA": ir.Attribute.parse("#nvvm.mma_layout<row>"),
        "layoutB": ir.Attribute.parse(f"#nvvm.mma_layout<{layout_b}>"),
    }
