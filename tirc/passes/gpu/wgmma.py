"""tir-wgmma: the contraction of tir-tma's K loop becomes wgmma.mma_async from shared memory.

In each launch of tir-tma the computing threads form ``warps / 4`` warpgroups; warpgroup ``g``
owns rows ``[g R, (g + 1) R)`` of the block tile (R = tile M / warpgroups). Per K step it issues,
for each 64-row block of its rows and each 16-deep K step of the tile,

    nvvm.wgmma.mma_async m64n<TN>k<K> (descriptor of the A rows, descriptor of B, accumulators)

(K: 16 for f16/bf16, 8 for tf32, 32 for s8/u8 and the 8-bit floats e4m3/e5m2: 32 bytes of a row;
A and B may be different 8-bit floats, as in PTX) between ``wgmma.fence`` and
``wgmma.commit_group``, then ``wgmma.wait_group 0`` (role ``wgmma-wait``) before the slot is
released. The descriptors are built from the slot views' shared addresses: 128-byte swizzle,
stride byte offset 1024 (8 rows of 128 bytes); A and a B stored [N, K] are K-major, a K step moves
the start 32 bytes; a (16-bit) B stored [K, N] (TMA boxes of ``TK x 64``) is MN-major with leading
byte offset ``TK * 128`` (one box) and a K step of 16 rows.

The accumulators are ``!llvm.struct`` values of ``TN / 2`` 32-bit registers, f32 or s32 (the PTX
D fragment of a 64 x TN result) carried by the K loop, starting from the fill constant, or from C where the contraction
adds to it. After the loop each thread applies the fused epilogue to its results and stores
them, bounds-checked where the tile does not divide the problem. The thread id the warpgroups
are counted from is ``tid - base`` (role ``consumer-base``, 0 here; tir-warp-specialize moves it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, llvm, memref, nvvm, scf

from tirc.dtypes import FP8_SHORT_NAMES
from tirc.ir.builders import Index, IndexBuilder, zero
from tirc.ir.roles import Role, set_role
from tirc.ir.walk import erase_dead
from tirc.passes.gpu.hopper_ir import (accumulator_type, fragment_position, hopper_launches,
                                       matrix_descriptor, one_with_role, shared_address, thread_coordinates,
                                       SWIZZLE_ATOM_BYTES)
from tirc.passes.gpu.promote import tiled_contraction
from tirc.passes.gpu.tensorcore_ir import EpilogueInputs, full_tiles
from tirc.passes.gpu.tile import erase_unread_buffer
from tirc.pipeline.registry import ModulePass
from tirc.schedule.hopper import SWIZZLE_BYTES
from tirc.schedule.model import ELEMENT_BYTES, SCHEDULE_ATTR, WGMMA_ACCUMULATORS, WGMMA_M, Schedule, wgmma_shape
from tirc.target import Target

# Input element -> wgmma operand type; f32 inputs multiply as tf32 (the schedule layer let them);
# the 8-bit floats by their PTX names.
_WGMMA_TYPES = {"f16": "f16", "bf16": "bf16", "f32": "tf32", "i8": "s8", **FP8_SHORT_NAMES}


@dataclass(frozen=True)
class WarpgroupMma(ModulePass):
    """Replace the shared-memory contraction of each tir-tma launch by wgmma.mma_async on matrix
    descriptors, with register accumulators carried by the K loop and a per-thread epilogue."""

    name: ClassVar[str] = "tir-wgmma"
    summary: ClassVar[str] = ("wgmma.mma_async m64nNk16 from shared-memory descriptors, accumulators in registers, "
                              "fused epilogue stored from the wgmma fragments")

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in hopper_launches(module):
            _Wgmma(launch).rewrite()


class _Wgmma:
    def __init__(self, launch: ir.Operation) -> None:
        self.launch = launch
        self.entry = launch.regions[0].blocks[0]
        self.loop = one_with_role(launch, Role.TMA_K_LOOP, "tir-wgmma")
        self.contraction = tiled_contraction(self.loop, "tir-wgmma")
        self.s = Schedule.from_attr(self.contraction.attributes[SCHEDULE_ATTR])
        self.ix = IndexBuilder(self.entry)
        self.tid = self.entry.arguments[3]
        self.a_view, self.b_view, acc_view = list(self.contraction.operands)[:3]
        self.b_boxed = len(ir.MemRefType(self.b_view.type).shape) == 3   # B stored [K, N]: TMA boxes
        tile = acc_view.owner.operation
        self.acc_tile = tile
        self.accumulator = tile.operands[0]
        offsets = list(tile.opview.offsets)
        self.block_row, self.block_col = offsets[-2], offsets[-1]
        ops = [op.operation for op in self.entry.operations]
        self.fill = next((op for op in ops if op.name == "linalg.fill" and op.operands[1] == acc_view), None)
        self.epilogue = next((op for op in ops if op.name == "linalg.generic" and op.operands[0] == acc_view), None)
        self.output = (self.epilogue.operands[len(self.epilogue.operands) - 1].owner.operation.operands[0]
                       if self.epilogue is not None else self.accumulator)
        self.element = ir.MemRefType(self.a_view.type).element_type
        self.acc_element = ir.Type.parse(WGMMA_ACCUMULATORS[str(self.element)])
        self.integer = isinstance(self.acc_element, ir.IntegerType)
        shape = wgmma_shape(self.s.mma)
        assert shape is not None, "tir-tma makes launches for wgmma schedules only"
        _, self.n, self.k = shape

    def rewrite(self) -> None:
        ix, s = self.ix, self.s
        for name, origin in ((Role.BLOCK_ROW, self.block_row), (Role.BLOCK_COL, self.block_col)):
            if not isinstance(origin.owner, ir.Block) and origin.owner.name != "arith.constant":
                set_role(origin.owner, name)
        with ir.InsertionPoint(self.loop), self.contraction.location:
            base = arith.ConstantOp(ir.IndexType.get(), 0)
            set_role(base, Role.CONSUMER_BASE)
            consumer = arith.SubIOp(self.tid, base.result).result
            self.group, self.warp, self.lane = thread_coordinates(ix, consumer)
            out_type = ir.MemRefType(self.output.type)
            self.m_size = memref.DimOp(self.output, ix.value(0)).result
            self.n_size = memref.DimOp(self.output, ix.value(1)).result
            self.check_m, self.check_n = (not full for full in full_tiles(out_type, s))
            self.rows = s.tile_m // s.warpgroups            # rows of one warpgroup
            self.group_row = ix.mul(self.group, self.rows)
            starts = self._initial_accumulators()
        loop = self._carry(starts)
        with ir.InsertionPoint.after(loop), self.contraction.location:
            nvvm.WgmmaWaitGroupSyncOp(0)
            self._epilogue(list(loop.results))
        for op in [self.contraction, *(x for x in (self.epilogue, self.fill) if x is not None)]:
            op.erase()
        if not list(self.acc_tile.results[0].uses):
            self.acc_tile.erase()
        erase_dead(self.entry)
        if self.accumulator != self.output:
            erase_unread_buffer(self.accumulator)

    # -- accumulators and the K loop ----------------------------------------------------------------

    def _blocks(self) -> range:
        return range(self.rows // WGMMA_M)

    def _initial_accumulators(self) -> list[ir.Value]:
        """Zeros (a fill's constant is added in the epilogue), or C itself where the contraction adds to it.

        The zeros come from one inline-asm statement per block of registers: the wgmma's in-out
        accumulators must be distinct registers, and a shared LLVM constant would be copied into each
        of them between wgmma.fence and the wgmma, which the fence's rule forbids (and ptxas answers
        by serialising the wgmmas)."""
        struct = accumulator_type(self.n // 2, self.acc_element)
        if self.fill is not None:
            count = self.n // 2
            text = "\n".join(f"mov.b32 ${register}, 0;" for register in range(count))
            constraint = "=r" if self.integer else "=f"
            # Side effects keep LLVM from merging the blocks' statements into one set of registers.
            return [llvm.InlineAsmOp(struct, [], text, ",".join([constraint] * count), has_side_effects=True).result
                    for _ in self._blocks()]
        return [self._load_accumulator(block, struct) for block in self._blocks()]

    def _fill_constant(self) -> ir.Value | None:
        """The fill value when it is not zero: the epilogue adds it to the products."""
        if self.fill is None:
            return None
        value = self.fill.operands[0]
        owner = value.owner
        if not isinstance(owner, ir.Block) and owner.name == "arith.constant":
            attr = owner.attributes["value"]
            if (ir.IntegerAttr(attr).value if self.integer else ir.FloatAttr(attr).value) == 0:
                return None
        return value

    def _load_accumulator(self, block: int, struct: ir.Type) -> ir.Value:
        """The 64 x TN block ``block`` of C itself (C += A B), 0 outside the problem."""
        fragment = llvm.UndefOp(struct).result
        element = self.acc_element
        for register in range(self.n // 2):
            row, col = self._position(block, register)
            inside = self.ix.both(self.ix.below(row, self.m_size, self.check_m),
                                  self.ix.below(col, self.n_size, self.check_n))
            branch = scf.IfOp(inside, [element], has_else=True)
            with ir.InsertionPoint(branch.then_block):
                scf.YieldOp([memref.LoadOp(self.accumulator, [self.ix.value(row), self.ix.value(col)]).result])
            with ir.InsertionPoint(branch.else_block):
                scf.YieldOp([zero(element)])
            fragment = llvm.InsertValueOp(fragment, branch.results[0], [register]).result
        return fragment

    def _carry(self, starts: list[ir.Value]) -> ir.Operation:
        """The K loop again, carrying the accumulators, with the wgmmas in place of the contraction."""
        old = self.loop.opview
        with ir.InsertionPoint(self.loop), self.loop.location:
            loop = scf.ForOp(old.lowerBound, old.upperBound, old.step, starts)
        set_role(loop, Role.TMA_K_LOOP)
        with ir.InsertionPoint(loop.body):
            terminator = scf.YieldOp([])
        for op in list(old.body.operations)[:-1]:
            op.operation.move_before(terminator.operation)
        old.induction_variable.replace_all_uses_with(loop.induction_variable)
        with ir.InsertionPoint(self.contraction), self.contraction.location:
            results = self._multiply(list(loop.inner_iter_args))
        with ir.InsertionPoint(terminator.operation), self.loop.location:
            scf.YieldOp(results)
        terminator.operation.erase()
        self.loop.erase()
        self.loop = loop.operation
        return loop.operation

    def _multiply(self, accumulators: list[ir.Value]) -> list[ir.Value]:
        s, ix = self.s, self.ix
        step_bytes = self.k * ELEMENT_BYTES[str(self.element)]   # one K step along a 128-byte row
        a_desc = matrix_descriptor(shared_address(self.a_view), 16, SWIZZLE_ATOM_BYTES)
        a_desc = a_desc.advanced(ix.mul(self.group_row, SWIZZLE_BYTES))
        if self.b_boxed:
            b_desc = matrix_descriptor(shared_address(self.b_view), s.tile_k * SWIZZLE_BYTES, SWIZZLE_ATOM_BYTES)
        else:
            b_desc = matrix_descriptor(shared_address(self.b_view), 16, SWIZZLE_ATOM_BYTES)
        struct = accumulator_type(self.n // 2, self.acc_element)
        type_a, type_b = self._operand_types()
        attrs = {
            "shape": ir.Attribute.parse(f"#nvvm.shape<m = {WGMMA_M}, n = {self.n}, k = {self.k}>"),
            "typeA": ir.Attribute.parse(f"#nvvm.wgmma_type<{type_a}>"),
            "typeB": ir.Attribute.parse(f"#nvvm.wgmma_type<{type_b}>"),
            "typeD": ir.Attribute.parse(f"#nvvm.wgmma_type<{'s32' if self.integer else 'f32'}>"),
            "scaleD": ir.Attribute.parse("#nvvm.wgmma_scale_out<one>"),
            "scaleA": ir.Attribute.parse("#nvvm.wgmma_scale_in<one>"),
            "scaleB": ir.Attribute.parse("#nvvm.wgmma_scale_in<one>"),
            "layoutA": ir.Attribute.parse("#nvvm.mma_layout<row>"),      # K-major
            # B K-major (stored [N, K]) is "col"; B stored [K, N] is MN-major: "row" (transposed).
            "layoutB": ir.Attribute.parse(f"#nvvm.mma_layout<{'row' if self.b_boxed else 'col'}>"),
        }
        steps = [(kk, block, a_desc.advanced(block * WGMMA_M * SWIZZLE_BYTES + kk * step_bytes).value(),
                  b_desc.advanced(kk * self.k * SWIZZLE_BYTES if self.b_boxed else kk * step_bytes).value())
                 for kk in range(s.tile_k // self.k) for block in self._blocks()]
        # The fence orders the accumulators' last writes before the wgmmas that read them.
        nvvm.WgmmaFenceAlignedOp()
        results = list(accumulators)
        for _, block, a, b in steps:
            results[block] = nvvm.WgmmaMmaAsyncOp(struct, results[block], a, b, **attrs).result
        nvvm.WgmmaGroupSyncAlignedOp()
        wait = nvvm.WgmmaWaitGroupSyncOp(0)
        set_role(wait, Role.WGMMA_WAIT)
        return results

    def _operand_types(self) -> tuple[str, str]:
        """wgmma's A and B types: each operand's own (e4m3 and e5m2 mix); 8-bit integer operands
        widened with arith.extui in the contraction are u8."""
        element = _WGMMA_TYPES[str(self.element)]
        if element != "s8":
            return element, _WGMMA_TYPES[str(ir.MemRefType(self.b_view.type).element_type)]
        arguments = list(self.contraction.regions[0].blocks[0].arguments)[:2]
        return tuple("u8" if any(use.owner.name == "arith.extui" for use in argument.uses) else "s8"
                     for argument in arguments)  # type: ignore[return-value]

    # -- epilogue -----------------------------------------------------------------------------------

    def _position(self, block: int, register: int) -> tuple[Index, Index]:
        ix = self.ix
        row, col = fragment_position(ix, self.warp, self.lane, register)
        return (ix.add(ix.add(self.block_row, self.group_row), ix.add(row, block * WGMMA_M)),
                ix.add(self.block_col, col))

    def _epilogue(self, accumulators: list[ir.Value]) -> None:
        ix = self.ix
        fill = self._fill_constant()
        inputs = None if self.epilogue is None else EpilogueInputs(
            self.epilogue, ix, None, lambda row: ix.below(row, self.m_size, self.check_m),
            lambda col: ix.below(col, self.n_size, self.check_n))
        output_element = ir.MemRefType(self.output.type).element_type
        for block in self._blocks():
            for register in range(0, self.n // 2, 2):
                row, col = self._position(block, register)
                values = []
                for e in range(2):
                    acc = llvm.ExtractValueOp(self.acc_element, accumulators[block], [register + e]).result
                    if fill is not None:
                        acc = (arith.AddIOp if self.integer else arith.AddFOp)(fill, acc).result
                    # A thread's rows are (block, register half), its columns (register quad, e):
                    # fragment_position's layout.
                    values.append(acc if inputs is None else inputs.at(
                        acc, row, (block, register // 2 % 2), ix.add(col, e), (register // 4, e), output_element))
                guard = scf.IfOp(ix.below(row, self.m_size, self.check_m))
                set_role(guard, Role.OUTPUT_STORE)
                with ir.InsertionPoint(guard.then_block):
                    for e in range(2):
                        column = ix.add(col, e)
                        inside = scf.IfOp(ix.below(column, self.n_size, self.check_n))
                        with ir.InsertionPoint(inside.then_block):
                            memref.StoreOp(values[e], self.output, [ix.value(row), ix.value(column)])
                            scf.YieldOp([])
                    scf.YieldOp([])
