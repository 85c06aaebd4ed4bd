"""tir-tma: block tiles of a wgmma schedule become a ``gpu.launch`` that reads A and B with TMA.

For each ``scf.forall`` of tir-tile whose contraction has a wgmma schedule (Hopper), the host
creates one tensor map per operand before the launch (``nvgpu.tma.create.descriptor``: the
operand, the box of one tile, 128-byte swizzle, zeros out of bounds), and the launch gets
``stages`` slots of A and B tiles in dynamic shared memory (rounded up to 1024 bytes, the
swizzle's period) with a "full" and an "empty" mbarrier per slot:

    thread 0: mbarrier.init full[s] (1 arrival), empty[s] (one per computing thread); gpu.barrier
    scf.for %kt = 0 to ceildiv(K, TK) {                             // tma-k-loop
      scf.for %j = %kt to min(%kt + 1, K tiles) {                   // tma-issue: the tiles this step loads
        scf.if (thread 0) {
          if %j >= stages: mbarrier.try_wait.parity empty[%j % stages]   // slot free again
          mbarrier.arrive.expect_tx full[%j % stages], bytes of A + B tiles
          cp.async.bulk.tensor A[%j * TK, row0] -> A slot;  B likewise (boxes of 64 columns for B [K, N])
        }
      }
      mbarrier.try_wait.parity full[%kt % stages], (%kt / stages) % 2
      linalg.generic ins(A slot, B slot) outs(C tile)               // the contraction, on shared memory
      mbarrier.arrive empty[%kt % stages]                           // slot-release
    }

The ``tma-issue`` loop is how later passes move the loads: tir-mbarrier-pipeline gives it the
bounds [kt + stages - 1, ...) and a copy of it the first tiles before the K loop, and
tir-warp-specialize one copy over every tile in a producer warpgroup. The mbarriers are 8-byte
words after the slots (the kernel has no static shared memory), and the NVVM TMA and mbarrier
ops take their addresses. The block's fill and epilogue stay as tir-tile made them, for tir-wgmma.
A B stored [K, N] sits in shared memory as ``TN / 64`` boxes of ``TK x 64`` (a box row is one 128-byte span); the
contraction reads it through the map (k, n) -> (n floordiv 64, k, n mod 64). A and B may have
different element types of one size (e4m3 A with e5m2 B): each map and slot view has its
operand's type.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, gpu, llvm, memref, nvgpu, nvvm, scf

from tirc.ir.builders import Index, IndexBuilder, workgroup_space
from tirc.ir.roles import KERNEL_ATTR, Role, set_role, with_role
from tirc.ir.walk import erase_dead, need, walk_ops
from tirc.passes.gpu.hopper_ir import empty_barrier, full_barrier, i32_constant, shared_address, shared_pointer
from tirc.passes.gpu.promote import tiled_contraction
from tirc.passes.gpu.tensorcore_ir import launch_of_forall
from tirc.pipeline.registry import ModulePass
from tirc.schedule.hopper import SWIZZLE_BYTES
from tirc.schedule.model import ELEMENT_BYTES, SCHEDULE_ATTR, TMA_SHARED_ALIGNMENT, Schedule
from tirc.target import Target

# try_wait's suspend-time hint (ns) between polls of an mbarrier phase.
WAIT_TICKS = 10_000_000


@dataclass(frozen=True)
class TmaLoads(ModulePass):
    """Map block tiles of wgmma schedules to a gpu.launch whose K loop loads A and B tiles with TMA
    into ``stages`` swizzled shared-memory slots, synchronised by full/empty mbarriers."""

    name: ClassVar[str] = "tir-tma"
    summary: ClassVar[str] = ("wgmma block tiles -> gpu.launch: host tensor maps, TMA loads into 128B-swizzled "
                              "shared slots, full/empty mbarriers")

    def run(self, module: ir.Module, target: Target) -> None:
        foralls = walk_ops(module.operation, lambda op: op.name == "scf.forall" and KERNEL_ATTR in op.attributes)
        for forall in foralls:
            loop = need(with_role(forall, Role.K_LOOP), "K loop", self.name, "tir-tile")
            contraction = tiled_contraction(loop, self.name)
            if Schedule.from_attr(contraction.attributes[SCHEDULE_ATTR]).is_wgmma:
                _TmaMapper(forall, loop, contraction).map()
                module.operation.attributes["gpu.container_module"] = ir.UnitAttr.get()


def tensor_map_type(box: list[int], element: ir.Type) -> ir.Type:
    shape = "x".join(map(str, box))
    return ir.Type.parse(f"!nvgpu.tensormap.descriptor<tensor = memref<{shape}x{element}, 3>, swizzle = swizzle_128b, "
                         "l2promo = l2promo_256b, oob = zero, interleave = none>")


class _TmaMapper:
    def __init__(self, forall: ir.Operation, loop: ir.Operation, contraction: ir.Operation) -> None:
        self.forall, self.loop, self.contraction = forall, loop, contraction
        self.s = Schedule.from_attr(contraction.attributes[SCHEDULE_ATTR])
        self.a_tile = contraction.operands[0].owner.operation
        self.b_tile = contraction.operands[1].owner.operation
        self.a, self.b = self.a_tile.operands[0], self.b_tile.operands[0]
        self.b_row = list(ir.AffineMapAttr(ir.ArrayAttr(contraction.attributes["indexing_maps"])[1]).value.results) == [
            ir.AffineDimExpr.get(2), ir.AffineDimExpr.get(1)]
        self.elements = [ir.MemRefType(operand.type).element_type for operand in (self.a, self.b)]
        self.in_bytes = ELEMENT_BYTES[str(self.elements[0])]
        assert ELEMENT_BYTES[str(self.elements[1])] == self.in_bytes, "the schedule layer pairs inputs of one size"
        s = self.s
        self.box_n = SWIZZLE_BYTES // self.in_bytes      # columns of a B [K, N] box
        self.a_bytes = s.tile_m * s.tile_k * self.in_bytes
        self.b_bytes = s.tile_n * s.tile_k * self.in_bytes

    def map(self) -> None:
        s, forall = self.s, self.forall
        with ir.InsertionPoint(forall), forall.location:
            maps = [self._tensor_map(self.a, self.elements[0], [s.tile_m, s.tile_k]),
                    self._tensor_map(self.b, self.elements[1],
                                     [s.tile_k, self.box_n] if self.b_row else [s.tile_n, s.tile_k])]
            one = arith.ConstantOp(ir.IndexType.get(), 1).result
        # A wgmma kernel's shared memory does not depend on the output's element type.
        launch = launch_of_forall(forall, (list(forall.operands)[0], one), s.threads,
                                  s.shared_bytes(self.in_bytes, self.in_bytes),
                                  self.contraction.attributes[SCHEDULE_ATTR])
        entry = launch.regions[0].blocks[0]
        self.ix = IndexBuilder(entry)
        self.tid = entry.arguments[3]
        with ir.InsertionPoint(self.loop), self.contraction.location:
            self._setup(maps)
        self._rewrite_loop()
        erase_dead(entry)
        forall.erase()

    def _tensor_map(self, operand: ir.Value, element: ir.Type, box: list[int]) -> ir.Value:
        """A host tensor map of ``operand`` (of ``element``s) with one tile (or 64-column box) as its box."""
        unranked = memref.CastOp(ir.UnrankedMemRefType.get(element, None), operand).result
        sizes = [arith.ConstantOp(ir.IndexType.get(), size).result for size in box]
        op = nvgpu.TmaCreateDescriptorOp(tensor_map_type(box, element), unranked, sizes)
        set_role(op, Role.TENSOR_MAP)
        return op.result

    def _setup(self, maps: list[ir.Value]) -> None:
        ix, s = self.ix, self.s
        pointer = ir.Type.parse("!llvm.ptr")
        # The kernel's uses of a tensor map are of its address (a __grid_constant__ parameter).
        self.maps = [ir.Operation.create("builtin.unrealized_conversion_cast", results=[pointer],
                                         operands=[value]).results[0] for value in maps]
        raw = gpu.DynamicSharedMemoryOp(ir.MemRefType.get([ir.ShapedType.get_dynamic_size()],
                                                          ir.IntegerType.get_signless(8),
                                                          memory_space=workgroup_space())).result
        # The dynamic shared memory's start rounded up to the swizzle period. The mbarriers live
        # there too, after the slots: the kernel has no static shared memory.
        start = memref.ExtractAlignedPointerAsIndexOp(raw).result
        # A Value (start is one): the role goes on its op.
        self.pad = ix.value(ix.rem(ix.sub(TMA_SHARED_ALIGNMENT, ix.rem(start, TMA_SHARED_ALIGNMENT)),
                                   TMA_SHARED_ALIGNMENT))
        set_role(self.pad.owner, Role.SHARED_START)
        self.shared = raw
        barriers = memref.ViewOp(ir.MemRefType.get([2 * s.stages], ir.IntegerType.get_signless(64),
                                                   memory_space=workgroup_space()),
                                 raw, ix.value(ix.add(self.pad, s.pipeline_bytes(self.in_bytes))), []).result
        set_role(barriers.owner, Role.MBARRIERS)
        self.barriers = shared_address(barriers)
        first_step = arith.ConstantOp(ir.IndexType.get(), 0)
        set_role(first_step, Role.FIRST_STEP)
        self.first_step = first_step.result
        first = ix.eq(self.tid, 0)
        init = scf.IfOp(first)
        with ir.InsertionPoint(init.then_block):
            for slot in range(s.stages):
                nvvm.MBarrierInitOp(self.full(slot), i32_constant(1))             # thread 0's expect_tx
                nvvm.MBarrierInitOp(self.empty(slot), i32_constant(s.threads))    # every computing thread
            # The initialised barriers become visible to the TMA unit (the async proxy).
            nvvm.FenceMbarrierInitOp()
            scf.YieldOp([])
        ready = gpu.BarrierOp()
        set_role(ready, Role.BARRIERS_READY)

    def full(self, slot: Index) -> ir.Value:
        return full_barrier(self.barriers, slot)

    def empty(self, slot: Index) -> ir.Value:
        return empty_barrier(self.ix, self.barriers, slot, self.s.stages)

    def _slot_view(self, offset: Index, shape: list[int], operand: int) -> ir.Value:
        """A ``shape`` view of operand ``operand``'s (0: A, 1: B) elements in the slots' shared memory,
        ``offset`` bytes after its aligned start."""
        ix = self.ix
        return memref.ViewOp(ir.MemRefType.get(shape, self.elements[operand], memory_space=workgroup_space()),
                             self.shared, ix.value(ix.add(self.pad, offset)), []).result

    def _a_slot(self, slot: Index) -> ir.Value:
        return self._slot_view(self.ix.mul(slot, self.a_bytes), [self.s.tile_m, self.s.tile_k], 0)

    def _b_slot(self, slot: Index, box: int | None = None) -> ir.Value:
        """B's slot (``TN x TK``; for B [K, N] ``TN / 64`` boxes of ``TK x 64``), or one box of it."""
        ix, s = self.ix, self.s
        base = ix.add(s.stages * self.a_bytes, ix.mul(slot, self.b_bytes))
        if not self.b_row:
            return self._slot_view(base, [s.tile_n, s.tile_k], 1)
        if box is None:
            return self._slot_view(base, [s.tile_n // self.box_n, s.tile_k, self.box_n], 1)
        return self._slot_view(ix.add(base, box * s.tile_k * SWIZZLE_BYTES), [s.tile_k, self.box_n], 1)

    def _rewrite_loop(self) -> None:
        ix, s = self.ix, self.s
        loop = self.loop
        set_role(loop, Role.TMA_K_LOOP)
        kt = loop.opview.induction_variable
        tiles = loop.opview.upperBound
        offsets_a = list(self.a_tile.opview.offsets)
        offsets_b = list(self.b_tile.opview.offsets)
        with ir.InsertionPoint.at_block_begin(loop.opview.body), self.contraction.location:
            issue = scf.ForOp(kt, ix.value(ix.min(ix.add(kt, 1), tiles)), ix.value(1))
            set_role(issue, Role.TMA_ISSUE)
            with ir.InsertionPoint(issue.body):
                first = scf.IfOp(ix.eq(self.tid, 0))
                with ir.InsertionPoint(first.then_block):
                    self._issue(issue.induction_variable, offsets_a[0], offsets_b[0 if not self.b_row else 1])
                    scf.YieldOp([])
                scf.YieldOp([])
        with ir.InsertionPoint(self.contraction), self.contraction.location:
            slot = ix.rem(kt, s.stages)
            round_parity = ix.value(ix.rem(ix.div(kt, s.stages), 2))
            phase = arith.IndexCastUIOp(ir.IntegerType.get_signless(32), round_parity).result
            nvvm.MBarrierTryWaitParityOp(self.full(slot), phase, i32_constant(WAIT_TICKS))
            a_view, b_view = self._a_slot(slot), self._b_slot(slot)
            set_role(a_view.owner, Role.OPERAND_A)
            set_role(b_view.owner, Role.OPERAND_B)
        self.contraction.operands[0] = a_view
        self.contraction.operands[1] = b_view
        if self.b_row:
            n, k = ir.AffineDimExpr.get(1), ir.AffineDimExpr.get(2)
            boxed = ir.AffineMap.get(3, 0, [ir.AffineExpr.get_floor_div(n, self.box_n), k,
                                            ir.AffineExpr.get_mod(n, self.box_n)])
            maps = list(ir.ArrayAttr(self.contraction.attributes["indexing_maps"]))
            maps[1] = ir.AffineMapAttr.get(boxed)
            self.contraction.attributes["indexing_maps"] = ir.ArrayAttr.get(maps)
        with ir.InsertionPoint.after(self.contraction), self.contraction.location:
            release = nvvm.MBarrierArriveOp(ir.IntegerType.get_signless(64), self.empty(slot))
            set_role(release, Role.SLOT_RELEASE)
        for tile in (self.a_tile, self.b_tile):
            if not list(tile.results[0].uses):
                tile.erase()

    def _issue(self, j: ir.Value, row0: ir.Value, col0: ir.Value) -> None:
        """Thread 0's loads of K tile ``j``: wait for its slot to be free, then A and B by TMA."""
        ix, s = self.ix, self.s
        slot = ix.rem(j, s.stages)
        refill = scf.IfOp(ix.le(s.stages, j))
        with ir.InsertionPoint(refill.then_block):
            # Tile j - stages used the slot; its release completed phase (j / stages - 1) of empty[slot].
            parity = arith.IndexCastUIOp(ir.IntegerType.get_signless(32),
                                         ix.value(ix.rem(ix.add(ix.div(j, s.stages), 1), 2))).result
            nvvm.MBarrierTryWaitParityOp(self.empty(slot), parity, i32_constant(WAIT_TICKS))
            scf.YieldOp([])
        full = self.full(slot)
        nvvm.MBarrierArriveExpectTxOp(ir.IntegerType.get_signless(64), full, i32_constant(self.a_bytes + self.b_bytes))
        # Tile j of this block tile's K loop is at K offset (j - first) * TK; first is 0 but for a
        # persistent kernel, whose steps count on across its block tiles (tir-persistent).
        k0 = ix.mul(ix.sub(j, self.first_step), s.tile_k)
        # TMA coordinates run innermost first.
        self._load(self._a_slot(slot), 0, [k0, row0], full)
        if not self.b_row:
            self._load(self._b_slot(slot), 1, [k0, col0], full)
            return
        for box in range(s.tile_n // self.box_n):
            self._load(self._b_slot(slot, box), 1, [ix.add(col0, box * self.box_n), k0], full)

    def _load(self, view: ir.Value, operand: int, coordinates: list[Index], full: ir.Value) -> None:
        """One TMA load of tensor map ``operand`` at ``coordinates`` into ``view``, completing on ``full``."""
        i32 = ir.IntegerType.get_signless(32)
        cluster = llvm.AddrSpaceCastOp(ir.Type.parse("!llvm.ptr<7>"), shared_pointer(view)).result
        coords = [arith.IndexCastUIOp(i32, self.ix.value(c)).result for c in coordinates]
        nvvm.CpAsyncBulkTensorGlobalToSharedClusterOp(cluster, self.maps[operand], coords, full, [])
