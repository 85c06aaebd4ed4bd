"""tir-tma-store: a wgmma kernel's results leave through shared memory and TMA stores.

After tir-wgmma each thread stores its results pair by pair, bounds-checked (role ``output-store``):
4-byte stores, 8 rows of a warp 2 KiB apart. This pass stages the block tile instead:

    bar.sync 1, <computing threads>        // every warpgroup is done with the slots (a named barrier:
                                           // the producer warpgroup may have exited)
    each pair -> staging[r][c]             // the slots' shared memory, as TN / W boxes of TM x W
                                           // elements (W: one 128-byte span), 128-byte swizzled
    fence.proxy.async.shared::cta          // the writes become visible to the TMA unit
    bar.sync 1, <computing threads>
    computing thread 0: cp.async.bulk.tensor (a TMA store) of each box at (row0, col0 + box * W);
                        commit_group; wait_group.read 0 (the block keeps its shared memory until then)

The output's tensor map is made on the host like the operands' (box TM x W, 128-byte swizzle).
A TMA store writes only the part of a box inside the tensor: the edge tiles need no bounds checks.
The swizzle puts the 16-byte chunk ``c / 8`` of row ``r`` at chunk ``(c / 8) ^ (r % 8)``, so the
eight rows a warp's quads write at once fall in distinct banks.

The pass applies where the output is a row-major 2-D buffer with rows of a multiple of 16 bytes
(a tensor map's stride) and the staged tile fits in the slots, and the kernel is not persistent
(its producer refills the slots during the epilogue); elsewhere the direct stores stay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, memref, nvgpu, nvvm, scf, vector

from tirc.ir.builders import Index, IndexBuilder, workgroup_space
from tirc.ir.roles import Role, set_role, with_role
from tirc.ir.walk import erase_dead, walk_ops
from tirc.mlir_support import is_identity_layout
from tirc.passes.gpu.hopper_ir import hopper_launches, i32_constant, one_with_role, shared_pointer
from tirc.passes.gpu.tma import tensor_map_type
from tirc.pipeline.registry import ModulePass
from tirc.schedule.hopper import SWIZZLE_BYTES, TMA_STRIDE_ALIGNMENT
from tirc.schedule.model import ELEMENT_BYTES, SCHEDULE_ATTR, Schedule
from tirc.target import Target

# bar.sync 0 is __syncthreads (every thread of the block); the computing warpgroups sync on 1.
CONSUMER_BARRIER = 1


@dataclass(frozen=True)
class TmaStore(ModulePass):
    """Stage each wgmma kernel's output tile in swizzled shared memory and write it with TMA stores."""

    name: ClassVar[str] = "tir-tma-store"
    summary: ClassVar[str] = "wgmma epilogue: results staged in 128B-swizzled shared memory, written by TMA stores"

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in hopper_launches(module):
            guards = with_role(launch, Role.OUTPUT_STORE)
            if guards and _applies(launch, guards):
                _Stager(launch, guards).run()


def _stores(guard: ir.Operation) -> list[ir.Operation]:
    return walk_ops(guard, lambda op: op.name == "memref.store")


def _applies(launch: ir.Operation, guards: list[ir.Operation]) -> bool:
    s = Schedule.from_attr(launch.attributes[SCHEDULE_ATTR])
    if s.persistent:   # the producer refills the slots with the next tile while the epilogue runs
        return False
    output = ir.MemRefType(_stores(guards[0])[0].operands[1].type)
    element = ELEMENT_BYTES.get(str(output.element_type))
    dynamic = ir.ShapedType.get_dynamic_size()
    if element not in (2, 4) or output.rank != 2 or not is_identity_layout(output) or output.shape[1] == dynamic:
        return False
    in_bytes = SWIZZLE_BYTES // s.tile_k
    return (output.shape[1] * element % TMA_STRIDE_ALIGNMENT == 0 and s.tile_n * element % SWIZZLE_BYTES == 0
            and s.tile_m * s.tile_n * element <= s.pipeline_bytes(in_bytes))


class _Stager:
    def __init__(self, launch: ir.Operation, guards: list[ir.Operation]) -> None:
        self.launch, self.guards = launch, guards
        self.s = Schedule.from_attr(launch.attributes[SCHEDULE_ATTR])
        self.entry = launch.regions[0].blocks[0]
        self.ix = IndexBuilder(self.entry)
        self.output = _stores(guards[0])[0].operands[1]
        self.element = ir.MemRefType(self.output.type).element_type
        self.width = SWIZZLE_BYTES // ELEMENT_BYTES[str(self.element)]   # elements per box row
        self.per_chunk = 16 // ELEMENT_BYTES[str(self.element)]

    def run(self) -> None:
        s, ix = self.s, self.ix
        with ir.InsertionPoint(self.launch), self.launch.location:
            unranked = memref.CastOp(ir.UnrankedMemRefType.get(self.element, None), self.output).result
            sizes = [arith.ConstantOp(ir.IndexType.get(), size).result for size in (s.tile_m, self.width)]
            descriptor = nvgpu.TmaCreateDescriptorOp(tensor_map_type([s.tile_m, self.width], self.element), unranked,
                                                     sizes)
            set_role(descriptor, Role.TENSOR_MAP)
        first = self.guards[0]
        block = first.operation.block
        location = first.location
        with ir.InsertionPoint(first), location:
            self.row0 = self._origin(Role.BLOCK_ROW)
            self.col0 = self._origin(Role.BLOCK_COL)
            tensor_map = ir.Operation.create("builtin.unrealized_conversion_cast", results=[ir.Type.parse("!llvm.ptr")],
                                             operands=[descriptor.result]).results[0]
            shared = next(op for op in self.entry.operations if op.operation.name == "gpu.dynamic_shared_memory")
            start = one_with_role(self.launch, Role.SHARED_START, TmaStore.name).results[0]
            staging = memref.ViewOp(ir.MemRefType.get([s.tile_m * s.tile_n], self.element,
                                                      memory_space=workgroup_space()),
                                    shared.results[0], start, []).result
            set_role(staging.owner, Role.STAGING)
            self._consumer_barrier()
        for guard in self.guards:
            self._stage(guard, staging)
        last = list(block.operations)[-1]
        with ir.InsertionPoint(last), location:
            nvvm.FenceProxyOp(nvvm.ProxyKind.async_shared, space=nvvm.SharedSpace.shared_cta)
            self._consumer_barrier()
            base = one_with_role(self.launch, Role.CONSUMER_BASE, TmaStore.name).results[0]
            writer = scf.IfOp(ix.eq(arith.SubIOp(self.entry.arguments[3], base).result, 0))
            with ir.InsertionPoint(writer.then_block):
                i32 = ir.IntegerType.get_signless(32)
                for box in range(s.tile_n // self.width):
                    source = memref.ViewOp(ir.MemRefType.get([s.tile_m, self.width], self.element,
                                                             memory_space=workgroup_space()), shared.results[0],
                                           ix.value(ix.add(start, box * s.tile_m * SWIZZLE_BYTES)), []).result
                    coordinates = [arith.IndexCastUIOp(i32, ix.value(ix.add(self.col0, box * self.width))).result,
                                   arith.IndexCastUIOp(i32, ix.value(self.row0)).result]
                    nvvm.CpAsyncBulkTensorSharedCTAToGlobalOp(tensor_map, shared_pointer(source), coordinates)
                nvvm.CpAsyncBulkCommitGroupOp()
                nvvm.CpAsyncBulkWaitGroupOp(0, read=True)
                scf.YieldOp([])
        erase_dead(self.entry)

    def _origin(self, role: Role) -> Index:
        found = with_role(self.launch, role)
        return found[0].results[0] if found else 0   # folded to 0: one tile along that dimension

    def _consumer_barrier(self) -> None:
        nvvm.BarrierOp(None, barrierId=i32_constant(CONSUMER_BARRIER), numberOfThreads=i32_constant(self.s.threads))

    def _stage(self, guard: ir.Operation, staging: ir.Value) -> None:
        """Put the pair of results ``guard`` stores into the staging tile, unconditionally."""
        ix = self.ix
        stores = _stores(guard)
        row, col = list(stores[0].operands)[2:]
        with ir.InsertionPoint(guard), guard.location:
            r = ix.sub(row, self.row0)
            c = ix.sub(col, self.col0)
            box, within = ix.div(c, self.width), ix.rem(c, self.width)
            chunk = ix.xor(ix.div(within, self.per_chunk), ix.rem(r, 8))
            offset = ix.add(ix.add(ix.mul(box, self.s.tile_m * self.width), ix.mul(r, self.width)),
                            ix.add(ix.mul(chunk, self.per_chunk), ix.rem(within, self.per_chunk)))
            pair = vector.FromElementsOp(ir.VectorType.get([2], self.element),
                                         [store.operands[0] for store in stores]).result
            vector.StoreOp(pair, staging, [ix.value(offset)], alignment=2 * ELEMENT_BYTES[str(self.element)])
        guard.erase()

