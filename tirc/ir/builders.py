"""Building upstream IR at the current insertion point: folded index arithmetic, constants,
shared-memory types and the ``gpu.launch`` every kernel-making pass starts from."""

from __future__ import annotations

from typing import NamedTuple, TypeAlias

from mlir import ir
from mlir.dialects import arith, gpu

Index: TypeAlias = ir.Value | int


class IndexBuilder:
    """Index arithmetic at the current insertion point that folds Python ints, with index
    constants made once at the start of ``constant_block`` (which dominates every use)."""

    def __init__(self, constant_block: ir.Block) -> None:
        self.index = ir.IndexType.get()
        self._block = constant_block
        self._constants: dict[int, ir.Value] = {}

    def value(self, x: Index) -> ir.Value:
        if not isinstance(x, int):
            return x
        if x not in self._constants:
            with ir.InsertionPoint.at_block_begin(self._block):
                self._constants[x] = arith.ConstantOp(self.index, x).result
        return self._constants[x]

    def add(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if a == 0:
            return b
        if b == 0:
            return a
        return arith.AddIOp(self.value(a), self.value(b)).result

    def sub(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a - b
        if b == 0:
            return a
        return arith.SubIOp(self.value(a), self.value(b)).result

    def mul(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a * b
        if a == 1:
            return b
        if b == 1:
            return a
        if a == 0 or b == 0:
            return 0
        return arith.MulIOp(self.value(a), self.value(b)).result

    def div(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a // b
        if b == 1:
            return a
        return arith.DivUIOp(self.value(a), self.value(b)).result

    def rem(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a % b
        return arith.RemUIOp(self.value(a), self.value(b)).result

    def ceildiv(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return -(-a // b)
        return arith.CeilDivUIOp(self.value(a), self.value(b)).result

    def xor(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return a ^ b
        return arith.XOrIOp(self.value(a), self.value(b)).result

    def min(self, a: Index, b: Index) -> Index:
        if isinstance(a, int) and isinstance(b, int):
            return min(a, b)
        return arith.MinUIOp(self.value(a), self.value(b)).result

    def lt(self, a: Index, b: Index) -> ir.Value:
        return arith.CmpIOp(arith.CmpIPredicate.ult, self.value(a), self.value(b)).result

    def le(self, a: Index, b: Index) -> ir.Value:
        return arith.CmpIOp(arith.CmpIPredicate.ule, self.value(a), self.value(b)).result

    def eq(self, a: Index, b: Index) -> ir.Value:
        return arith.CmpIOp(arith.CmpIPredicate.eq, self.value(a), self.value(b)).result

    def select(self, condition: ir.Value, a: Index, b: Index) -> ir.Value:
        return arith.SelectOp(condition, self.value(a), self.value(b)).result

    def below(self, a: Index, limit: Index, checked: bool) -> ir.Value:
        """``a < limit``, or the constant true where the caller knows it holds (``checked`` false):
        canonicalization then drops the dead bounds check."""
        if checked:
            return self.lt(a, limit)
        return arith.ConstantOp(ir.IntegerType.get_signless(1), 1).result

    @staticmethod
    def both(a: ir.Value, b: ir.Value) -> ir.Value:
        return arith.AndIOp(a, b).result


def index_constant(value: Index) -> ir.Value:
    """``value`` as an index value: an int becomes an ``arith.constant`` at the insertion point."""
    return value if isinstance(value, ir.Value) else arith.ConstantOp(ir.IndexType.get(), value).result


def mixed_offsets(subview: ir.Operation) -> list[Index]:
    """The offsets of a ``memref.subview``, static ones as ints."""
    dynamic = iter(subview.opview.offsets)
    static = ir.DenseI64ArrayAttr(subview.attributes["static_offsets"])
    return [next(dynamic) if value == ir.ShapedType.get_dynamic_size() else value for value in static]


def zero(element: ir.Type) -> ir.Value:
    """The constant 0 of an integer or float element type."""
    if isinstance(element, ir.IntegerType):
        return arith.ConstantOp(element, 0).result
    return arith.ConstantOp(element, 0.0).result


def barrier() -> None:
    gpu.BarrierOp()


def workgroup_space() -> ir.Attribute:
    return ir.Attribute.parse("#gpu.address_space<workgroup>")


def is_workgroup(memref_type: ir.Type) -> bool:
    space = ir.MemRefType(memref_type).memory_space
    return space is not None and str(space) == "#gpu.address_space<workgroup>"


class Launch(NamedTuple):
    """A ``gpu.launch`` build_launch made: the op, its body block and the body's terminator."""

    op: ir.Operation
    body: ir.Block
    terminator: ir.Operation


def build_launch(kernel: str, grid: tuple[ir.Value, ir.Value, ir.Value], block: tuple[ir.Value, ir.Value, ir.Value],
                 shared_bytes: int | None) -> Launch:
    """A ``gpu.launch`` at the insertion point of ``grid`` blocks of ``block`` threads, outlined
    later as kernel ``kernel``, with ``shared_bytes`` of dynamic shared memory (None: no size
    operand). Its body holds only the terminator; block ids are its arguments 0-2, thread ids 3-5."""
    shared = None if shared_bytes is None else arith.ConstantOp(ir.IntegerType.get_signless(32), shared_bytes).result
    launch = gpu.LaunchOp(grid, block, dynamic_shared_memory_size=shared)
    launch.operation.attributes["module"] = ir.FlatSymbolRefAttr.get(kernel)
    launch.operation.attributes["function"] = ir.FlatSymbolRefAttr.get(kernel)
    blocks = launch.regions[0].blocks
    body = blocks[0] if len(blocks) else blocks.append(*([ir.IndexType.get()] * 12))
    with ir.InsertionPoint(body):
        terminator = gpu.TerminatorOp()
    return Launch(launch.operation, body, terminator.operation)


def launch_thread_id(launch: ir.Operation) -> ir.Value:
    """Thread id x of a ``gpu.launch``."""
    return launch.regions[0].blocks[0].arguments[3]


def launch_block_id(launch: ir.Operation, axis: int) -> ir.Value:
    """Block id ``axis`` (0: x) of a ``gpu.launch``."""
    return launch.regions[0].blocks[0].arguments[axis]


def launch_kernel(host: IndexBuilder, kernel: str, grid: tuple[Index, ...], threads: Index,
                  shared_bytes: int | None) -> Launch:
    """``build_launch`` with sizes from ``host`` (the host function's index builder): ``grid``
    along x, y, z (up to three, the rest 1), ``threads`` along x."""
    one = host.value(1)
    sizes = [host.value(extent) for extent in grid] + [one] * (3 - len(grid))
    return build_launch(kernel, (sizes[0], sizes[1], sizes[2]), (host.value(threads), one, one), shared_bytes)
