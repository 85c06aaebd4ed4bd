"""tir-mma: the warps' multiply-accumulates become Tensor Core instructions.

tir-map-warps leaves, per mma step, a ``vector.contract`` of each thread's rows of an A
fragment and columns of a B fragment, read from the warp's ``fragment-a`` / ``fragment-b``
subviews of the shared tiles. This pass replaces them by what a warp does with those tiles on
Tensor Cores:

- A (16 x k): ``nvgpu.ldmatrix`` x4, ``transpose`` when the tile is stored K-major;
- B: one ``nvgpu.ldmatrix`` x4 for two neighbouring n8 fragments, split with
  ``vector.extract_strided_slice``;
- where ldmatrix cannot transpose (32- and 8-bit elements stored K-major), each register is
  gathered from shared memory (``memref.load``) in the mma operand layout;
- ``nvgpu.mma.sync`` (f16, tf32 with ``tf32Enabled``) or ``nvvm.mma.sync`` on the packed
  registers (bf16, and s8/u8 with the operands' signedness and wrap-around accumulation, which
  nvgpu.mma.sync cannot express);
- for e4m3/e5m2 (in any mix of A and B; m16n8k32 with f32 accumulation, Ada and Hopper),
  ``mma.sync.aligned.m16n8k32.row.col.f32.<a>.<b>.f32`` as an ``llvm.inline_asm`` on the same
  packed registers: MLIR 22's nvvm.mma.sync verifier takes no 8-bit float types. 8-bit floats
  take the 8-bit integers' loads: ldmatrix for K-contiguous tiles, gathered loads for K-major ones.

The accumulator layout does not change (tir-map-warps already uses the mma C layout), so the
epilogue is untouched. Without this pass the kernel is a SIMT kernel (FMA) on the same tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, llvm, memref, nvgpu, nvvm, vector

from tirc.dtypes import FP8_SHORT_NAMES
from tirc.ir.builders import Index, IndexBuilder, launch_thread_id, mixed_offsets
from tirc.ir.roles import Role, role_of, with_role
from tirc.ir.walk import erase_dead
from tirc.passes.gpu.tensorcore_ir import (K_MAJOR, fragment_index, out_of_order, schedule_of, tensorcore_launches,
                                           WarpLayout)
from tirc.pipeline.registry import ModulePass
from tirc.schedule.model import ELEMENT_BYTES
from tirc.target import Target

_EXTENSIONS = ("arith.extf", "arith.extsi", "arith.extui")


@dataclass(frozen=True)
class DecomposeToTensorCore(ModulePass):
    """Replace the per-thread contractions of tir-map-warps by ldmatrix + mma.sync on warp fragments."""

    name: ClassVar[str] = "tir-mma"
    summary: ClassVar[str] = ("Warp fragments to Tensor Cores: nvgpu.ldmatrix (.trans) or gathered loads, "
                              "then mma.sync with the schedule's instruction")

    def run(self, module: ir.Module, target: Target) -> None:
        for launch in tensorcore_launches(module):
            _Decomposer(launch).run()


@dataclass
class _Operand:
    view: ir.Operation          # the fragment subview
    unsigned: bool


def _trace(value: ir.Value) -> _Operand:
    """The fragment subview a contraction operand was read from (through a widening)."""
    unsigned = False
    op = value.owner.operation
    if op.name in _EXTENSIONS:
        unsigned = op.name == "arith.extui"
        op = op.operands[0].owner.operation
    if op.name != "vector.from_elements":
        raise out_of_order("tir-mma", f"a contraction operand made by {op.name}, not read by tir-map-warps")
    load = op.operands[0].owner.operation
    view = load.operands[0].owner
    if isinstance(view, ir.Block) or role_of(view.operation) not in (Role.FRAGMENT_A, Role.FRAGMENT_B):
        raise out_of_order("tir-mma", "a contraction operand not read from a fragment subview")
    view = view.operation
    return _Operand(view, unsigned)


class _Decomposer:
    def __init__(self, launch: ir.Operation) -> None:
        self.launch = launch
        self.s = schedule_of(launch)
        self.ix = IndexBuilder(launch.regions[0].blocks[0])
        self.loop = with_role(launch, Role.K_LOOP)[0]
        with ir.InsertionPoint(self.loop), self.loop.location:
            self.layout = WarpLayout(self.ix, launch_thread_id(launch), self.s)
        self.a_fragments: dict[tuple[int, int], ir.Value] = {}
        self.b_fragments: dict[tuple[int, int], ir.Value] = {}

    def run(self) -> None:
        body = self.loop.regions[0].blocks[0]
        contracts = [op.operation for op in body.operations if op.operation.name == "vector.contract"]
        for contract in contracts:
            a, b = _trace(contract.operands[0]), _trace(contract.operands[1])
            # The element of the operand being loaded; A's and B's differ only for e4m3 x e5m2.
            self.buffer_element = a_element = ir.MemRefType(a.view.operands[0].type).element_type
            a_fragment = self._a_fragment(a.view)
            self.buffer_element = b_element = ir.MemRefType(b.view.operands[0].type).element_type
            b_fragment = self._b_fragment(b.view)
            with ir.InsertionPoint(contract), contract.location:
                result = self._mma(a_fragment, b_fragment, contract.operands[2], a.unsigned, b.unsigned,
                                   str(a_element), str(b_element))
            contract.results[0].replace_all_uses_with(result)
            contract.erase()
        erase_dead(body)

    # -- operand fragments --------------------------------------------------------------------

    def _element_bytes(self) -> int:
        return ELEMENT_BYTES[str(self.buffer_element)]

    def _fragment_element(self) -> ir.Type:
        """The element of a fragment vector: the buffer's, but i8 for the 8-bit floats (their bits:
        the NVVM lowering of ldmatrix has no vectors of them, and mma only reads the registers)."""
        if str(self.buffer_element) in FP8_SHORT_NAMES:
            return ir.IntegerType.get_signless(8)
        return self.buffer_element

    def _fragment_type(self, registers: int) -> ir.VectorType:
        per_register = 4 // self._element_bytes()
        return ir.VectorType.get([registers, per_register], self._fragment_element())

    def _a_fragment(self, view: ir.Operation) -> ir.Value:
        tile, kk = fragment_index(view)   # an operand fragment's index: [tile, mma step]
        key = (tile, kk)
        if key not in self.a_fragments:
            with ir.InsertionPoint(view), view.location:
                self.a_fragments[key] = self._load_a(view)
        return self.a_fragments[key]

    @staticmethod
    def _origin(view: ir.Operation) -> tuple[ir.Value, bool, Index, Index]:
        """The shared tile a fragment view reads, whether it is K-major, and the view's first k
        and first m (or n)."""
        buffer = view.operands[0]
        k_major = K_MAJOR in buffer.owner.attributes
        offsets = mixed_offsets(view)
        k0, base = (offsets[-2], offsets[-1]) if k_major else (offsets[-1], offsets[-2])
        return buffer, k_major, k0, base

    def _load_a(self, view: ir.Operation) -> ir.Value:
        ix, lane = self.ix, self.layout.lane
        buffer, k_major, k0, base = self._origin(view)
        row_elements = 16 // self._element_bytes()
        if not k_major:  # [m][k] tile: ldmatrix x4 (rows m, 16-byte k chunks)
            row = ix.add(base, ix.rem(lane, 16))
            col = ix.add(k0, ix.mul(ix.div(lane, 16), row_elements))
            return self._ldmatrix(buffer, row, col, False, self._fragment_type(4))
        if self._element_bytes() == 2:  # [k][m] tile: ldmatrix x4 .trans
            row = ix.add(ix.add(k0, ix.rem(lane, 8)), ix.mul(ix.div(lane, 16), 8))
            col = ix.add(base, ix.mul(ix.rem(ix.div(lane, 8), 2), 8))
            return self._ldmatrix(buffer, row, col, True, self._fragment_type(4))
        return self._gather(buffer, True, "a", base, k0)

    def _b_fragment(self, view: ir.Operation) -> ir.Value:
        tile, kk = fragment_index(view)
        if (tile, kk) not in self.b_fragments:
            assert tile % 2 == 0, "an ldmatrix x4 loads two n8 fragments: the even one is read first"
            with ir.InsertionPoint(view), view.location:
                first, second = self._load_b_pair(view)
            self.b_fragments[(tile, kk)] = first
            self.b_fragments[(tile + 1, kk)] = second
        return self.b_fragments[(tile, kk)]

    def _load_b_pair(self, view: ir.Operation) -> tuple[ir.Value, ir.Value]:
        ix, layout, lane = self.ix, self.layout, self.layout.lane
        buffer, k_major, k0, base = self._origin(view)
        row_elements = 16 // self._element_bytes()
        if not k_major:  # [n][k] tile: ldmatrix x4
            row = ix.add(ix.add(base, ix.rem(lane, 8)), ix.mul(ix.div(lane, 16), 8))
            col = ix.add(k0, ix.mul(ix.rem(ix.div(lane, 8), 2), row_elements))
            quad = self._ldmatrix(buffer, row, col, False, self._fragment_type(4))
        elif self._element_bytes() == 2:  # [k][n] tile: ldmatrix x4 .trans
            row = ix.add(k0, ix.rem(lane, 16))
            col = ix.add(base, ix.mul(ix.div(lane, 16), 8))
            quad = self._ldmatrix(buffer, row, col, True, self._fragment_type(4))
        else:
            return (self._gather(buffer, True, "b", base, k0),
                    self._gather(buffer, True, "b", ix.add(base, layout.mn), k0))
        per_register = 4 // self._element_bytes()
        halves = []
        for half in (0, 2):  # registers 0, 1: the first n8 fragment; 2, 3: the second
            halves.append(vector.ExtractStridedSliceOp(self._fragment_type(2), quad, [half, 0], [2, per_register],
                                                       [1, 1]).result)
        return halves[0], halves[1]

    def _ldmatrix(self, buffer: ir.Value, row: Index, col: Index, transpose: bool, result: ir.VectorType) -> ir.Value:
        element = ir.MemRefType(buffer.type).element_type
        loaded = ir.VectorType.get(result.shape, element)
        fragment = nvgpu.LdMatrixOp(loaded, buffer, [self.ix.value(row), self.ix.value(col)], transpose, 4).result
        return fragment if loaded == result else vector.BitCastOp(result, fragment).result

    def _gather(self, buffer: ir.Value, k_major: bool, which: str, base: Index, k0: Index) -> ir.Value:
        """A fragment loaded element by element in the mma operand layout (where ldmatrix cannot
        transpose: 32-bit and 8-bit elements stored K-major)."""
        ix, layout = self.ix, self.layout
        registers = 4 if which == "a" else 2
        per_register = 4 // self._element_bytes()
        fragment_type = self._fragment_type(registers)
        elements: list[ir.Value] = []
        k_half = layout.mk // 2
        for register in range(registers):
            for j in range(per_register):
                if which == "a":
                    along = ix.add(base, ix.add(layout.group, 8 * (register % 2)))
                    k = ix.add(ix.add(k0, k_half * (register // 2) + j), ix.mul(layout.quad, per_register))
                else:
                    along = ix.add(base, layout.group)
                    k = ix.add(ix.add(k0, k_half * register + j), ix.mul(layout.quad, per_register))
                row, col = (k, along) if k_major else (along, k)
                element = memref.LoadOp(buffer, [ix.value(row), ix.value(col)]).result
                if element.type != fragment_type.element_type:   # an 8-bit float: its bits
                    element = arith.BitcastOp(fragment_type.element_type, element).result
                elements.append(element)
        return vector.FromElementsOp(fragment_type, elements).result

    # -- the instruction ------------------------------------------------------------------------

    def _mma(self, a: ir.Value, b: ir.Value, c: ir.Value, a_unsigned: bool, b_unsigned: bool, element: str,
             b_element: str) -> ir.Value:
        layout = self.layout
        shape = [layout.mm, layout.mn, layout.mk]
        if element in ("f16", "f32"):
            i64 = ir.IntegerType.get_signless(64)
            return nvgpu.MmaSyncOp(c.type, a, b, c, ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in shape]),
                                   tf32Enabled=ir.UnitAttr.get() if element == "f32" else None).result
        # nvgpu.mma.sync cannot deduce PTX types for bf16 and always saturates integers (MLIR 22):
        # nvvm.mma.sync on the packed 32-bit registers is what it would lower to, with the
        # operands' signedness and wrap-around, as the IR's arith.addi/muli do.
        i32 = ir.IntegerType.get_signless(32)
        a_packed = vector.BitCastOp(ir.VectorType.get([4, 1], i32), a).result
        b_packed = vector.BitCastOp(ir.VectorType.get([2, 1], i32), b).result
        a_registers = [vector.ExtractOp(a_packed, [], [i, 0]).result for i in range(4)]
        b_registers = [vector.ExtractOp(b_packed, [], [i, 0]).result for i in range(2)]
        acc_element = ir.VectorType(c.type).element_type
        c_registers = [vector.ExtractOp(c, [], [i, j]).result for i in range(2) for j in range(2)]
        struct = llvm.StructType.get_literal([acc_element] * 4)
        attrs = {}
        if element in FP8_SHORT_NAMES:
            result = _fp8_mma(struct, shape, FP8_SHORT_NAMES[element], FP8_SHORT_NAMES[b_element],
                              a_registers + b_registers + c_registers)
            values = [llvm.ExtractValueOp(acc_element, result, [i]).result for i in range(4)]
            return vector.FromElementsOp(ir.VectorType(c.type), values).result
        if element == "bf16":
            ptx_a = ptx_b = "bf16"
        else:
            ptx_a, ptx_b = ("u8" if unsigned else "s8" for unsigned in (a_unsigned, b_unsigned))
            attrs["intOverflowBehavior"] = ir.Attribute.parse("#nvvm.mma_int_overflow<wrapped>")
        result = nvvm.MmaOp(struct, ir.Attribute.parse(f"#nvvm.shape<m = {shape[0]}, n = {shape[1]}, k = {shape[2]}>"),
                            ir.Attribute.parse("#nvvm.mma_layout<row>"), ir.Attribute.parse("#nvvm.mma_layout<col>"),
                            a_registers, b_registers, c_registers,
                            multiplicandAPtxType=ir.Attribute.parse(f"#nvvm.mma_type<{ptx_a}>"),
                            multiplicandBPtxType=ir.Attribute.parse(f"#nvvm.mma_type<{ptx_b}>"), **attrs).result
        values = [llvm.ExtractValueOp(acc_element, result, [i]).result for i in range(4)]
        return vector.FromElementsOp(ir.VectorType(c.type), values).result


def _fp8_mma(struct: ir.Type, shape: list[int], ptx_a: str, ptx_b: str, operands: list[ir.Value]) -> ir.Value:
    """One mma.sync of 8-bit floats: D (4 x f32) = A (4 x b32) * B (2 x b32) + C (4 x f32), C tied to
    D. Products of 8-bit floats are exact in f32, so no overflow behaviour applies; the statement
    has no side effects, so LLVM schedules it as it would the intrinsic."""
    m, n, k = shape
    text = (f"mma.sync.aligned.m{m}n{n}k{k}.row.col.f32.{ptx_a}.{ptx_b}.f32 "
            "{$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};")
    constraints = ",".join(["=f"] * 4 + ["r"] * 6 + ["0", "1", "2", "3"])
    return llvm.InlineAsmOp(struct, operands, text, constraints).result
