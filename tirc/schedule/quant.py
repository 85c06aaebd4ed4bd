"""Weight-only quantised GEMMs (W4A16): the ``tir.quant_matmul`` op, its problem and its schedule.

``tir.quant_matmul`` is tirc's op, of no registered dialect, as ``tir.attention`` is: the op spec
(``dtype: {a: f16, b: u4}`` with ``quant:``) writes it on tensors, tir-bufferize-attention puts it
on buffers, the float64 reference evaluates it (tirc/reference.py) and tir-quant-matmul
(tirc/passes/gpu/quant_matmul.py) builds its kernel. Its operands are, in order:

- ``a``: ``[M, K]`` f16 or bf16, row-major activations;
- ``qweight``: ``[N, K / 8]`` i32, the u4 weights of the column-major ``[K, N]`` B (nn.Linear's
  ``[out, in]``), 8 consecutive k per word, nibbles interleaved (``tirc.quant.pack_u4``);
- ``scales``: ``[K / group, N]`` of the activations' type;
- ``zeros``: ``[K / group, N / 8]`` i32, u4 zero points, 8 consecutive columns per word in order
  (``tirc.quant.pack_zeros``);

and its result (on buffers: its last operand) ``c``: ``[M, N]``. The dequantised weight is
``w[k, n] = (q[k, n] - z[k / group, n]) * s[k / group, n]`` and ``c = a w``. The op's
``tir.quant_matmul`` dictionary holds ``group``, ``element`` (a's type) and ``out_element`` (c's).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING

from tirc.diagnostics import TircError

if TYPE_CHECKING:
    from mlir import ir

    from tirc.target import Target

QUANT_OP = "tir.quant_matmul"
PROBLEM_ATTR = "tir.quant_matmul"
GROUPS = (32, 64, 128)                 # k per scale/zero group
ELEMENTS = ("f16", "bf16")             # activation (and scale) types
OUT_ELEMENTS = ("f16", "bf16", "f32")
NIBBLES_PER_WORD = 8                   # u4 values per i32 word (along K for the weights, N for zeros)
K_BLOCK = 32                           # k per mma k32 step pair: one packed word per thread and column
M_TILE = 16                            # rows per block: one mma m16 step
# What ``tirc run`` draws the op's packed operands from, by operand position: any 32-bit word is
# 8 valid nibbles (q and z in 0..15), and scales small and positive as a quantiser makes them.
INPUT_RANGES: dict[int, tuple[int | float, int | float]] = {
    1: (-2 ** 31, 2 ** 31 - 1), 2: (1 / 256, 1 / 16), 3: (-2 ** 31, 2 ** 31 - 1)}


@dataclass(frozen=True)
class QuantProblem:
    """A W4A16 GEMM: ``c [m, n] = a [m, k] · dequant(qweight)``."""

    m: int
    n: int
    k: int
    group: int
    element: str
    out_element: str

    def check(self) -> None:
        """A TircError where the sizes do not fit the packing: group in GROUPS dividing K, N a
        multiple of 8 (the zero points' words)."""
        if self.group not in GROUPS:
            raise TircError(f"group {self.group} is not one of {', '.join(map(str, GROUPS))}")
        if self.k % self.group:
            raise TircError(f"group {self.group} does not divide K = {self.k}",
                            hint="K must be a multiple of the quantisation group")
        if self.n % NIBBLES_PER_WORD:
            raise TircError(f"N = {self.n} is not a multiple of 8",
                            hint="the zero points pack 8 columns per 32-bit word")
        if min(self.m, self.n, self.k) < 1:
            raise TircError(f"sizes must be positive: M {self.m}, N {self.n}, K {self.k}")
        if self.element not in ELEMENTS or self.out_element not in OUT_ELEMENTS:
            raise TircError(f"element types {self.element} -> {self.out_element} are not supported",
                            hint=f"a: {', '.join(ELEMENTS)}; c: {', '.join(OUT_ELEMENTS)}")

    def to_attr(self) -> ir.DictAttr:
        from mlir import ir
        i64 = ir.IntegerType.get_signless(64)
        return ir.DictAttr.get({"group": ir.IntegerAttr.get(i64, self.group),
                                "element": ir.StringAttr.get(self.element),
                                "out_element": ir.StringAttr.get(self.out_element)})

    @staticmethod
    def of(op: ir.Operation, source_file: str = "-") -> QuantProblem:
        """The problem of a ``tir.quant_matmul`` (on tensors or buffers), checked: a TircError at
        the op where its dictionary or its operands' shapes are not what the op spec writes."""
        from mlir import ir

        from tirc.mlir_support import source_location
        try:
            if PROBLEM_ATTR not in op.attributes:
                raise TircError(f"the op has no '{PROBLEM_ATTR}' dictionary")
            table = {named.name: named.attr for named in ir.DictAttr(op.attributes[PROBLEM_ATTR])}
            for key in ("group", "element", "out_element"):
                if key not in table:
                    raise TircError(f"its '{PROBLEM_ATTR}' dictionary has no '{key}'")
            values = [*op.operands, *op.results]
            if len(values) != 5:
                raise TircError(f"it has {len(values)} operands and results, not 5 (a, qweight, scales, zeros, c)")
            shapes = [list(ir.ShapedType(value.type).shape) for value in values]
            if any(len(shape) != 2 or min(shape) < 0 for shape in shapes):
                raise TircError("its operands must be static 2-D tensors or buffers")
            (m, k), (n, _), _, _, _ = shapes
            problem = QuantProblem(m=m, n=n, k=k, group=ir.IntegerAttr(table["group"]).value,
                                   element=ir.StringAttr(table["element"]).value,
                                   out_element=ir.StringAttr(table["out_element"]).value)
            problem.check()
            expected = [[m, k], [n, k // NIBBLES_PER_WORD], [k // problem.group, n],
                        [k // problem.group, n // NIBBLES_PER_WORD], [m, n]]
            if shapes != expected:
                raise TircError(f"operand shapes {shapes}, expected {expected} (a, qweight, scales, zeros, c)")
        except TircError as error:
            raise TircError(f"{QUANT_OP}: {error.message}", location=source_location(op.location, source_file),
                            hint=error.hint or "the op spec writes this op (dtype b: u4 with quant:)") from None
        return problem


@dataclass(frozen=True)
class QuantSchedule:
    """How tir-quant-matmul tiles a W4A16 GEMM: blocks of ``M_TILE`` rows x ``block_n`` columns;
    K in steps of ``32 words`` (each thread loads ``words`` consecutive packed words per column and
    step: one 4-, 8- or 16-byte load) that the block's ``warps`` warps share out (an in-block
    split-K: partial sums meet in shared memory)."""

    block_n: int
    warps: int
    words: int

    @property
    def block_k(self) -> int:
        return K_BLOCK * self.words

    def to_attr(self) -> ir.DictAttr:
        from mlir import ir
        i64 = ir.IntegerType.get_signless(64)
        return ir.DictAttr.get({"kernel": ir.StringAttr.get("w4a16"),
                                **{f.name: ir.IntegerAttr.get(i64, getattr(self, f.name)) for f in fields(self)}})

    @staticmethod
    def from_attr(attr: ir.Attribute) -> QuantSchedule:
        """The schedule :meth:`to_attr` wrote; a TircError where the dictionary is not one."""
        from mlir import ir
        if not isinstance(attr, ir.DictAttr):
            raise TircError(f"the W4A16 schedule {attr} is not a dictionary")
        table = {named.name: named.attr for named in ir.DictAttr(attr)}
        values = {}
        for f in fields(QuantSchedule):
            if f.name not in table or not isinstance(table[f.name], ir.IntegerAttr):
                raise TircError(f"the W4A16 schedule has no integer '{f.name}'",
                                hint="its entries: " + ", ".join(g.name for g in fields(QuantSchedule)))
            values[f.name] = ir.IntegerAttr(table[f.name]).value
        return QuantSchedule(**values)

    def describe(self) -> str:
        return (f"w4a16 mma.sync m16n8k16, tile {M_TILE}x{self.block_n}x{self.block_k}, {self.warps} "
                f"warp{'s' if self.warps > 1 else ''} splitting K, {4 * self.words}-byte weight loads, "
                "weights dequantised in registers")


def choose_quant_schedule(problem: QuantProblem, target: Target) -> QuantSchedule:
    """The weight load width, block width and warps: 4 words (a 16-byte load per thread and
    column: 128 k) where K allows, else 2 or 1; 32 columns (4 n8 fragments per warp) unless fewer
    blocks than SMs result, then 16 or 8; warps split the K steps, at most 8 and at most one step
    per warp."""
    words = next(w for w in (4, 2, 1) if problem.k % (K_BLOCK * w) == 0)
    steps = problem.k // (K_BLOCK * words)
    warps = max(1, min(8, steps))
    m_blocks = -(-problem.m // M_TILE)
    block_n = 32
    while block_n > 8 and m_blocks * -(-problem.n // block_n) < target.sm_count:
        block_n //= 2
    return QuantSchedule(block_n=block_n, warps=warps, words=words)


def check_quant_schedule(problem: QuantProblem, schedule: QuantSchedule, target: Target) -> None:
    """A TircError where the schedule does not fit the problem or the target."""
    if schedule.block_n not in (8, 16, 32):
        raise TircError(f"W4A16 block_n {schedule.block_n} is not 8, 16 or 32")
    if schedule.words not in (1, 2, 4) or problem.k % schedule.block_k:
        raise TircError(f"W4A16 words {schedule.words}: K = {problem.k} must be a multiple of 32 x words (1, 2 or 4)")
    if not 1 <= schedule.warps <= target.max_threads_per_block // 32:
        raise TircError(f"W4A16 warps {schedule.warps} is not between 1 and {target.max_threads_per_block // 32}")
    shared = 4 * schedule.warps * M_TILE * schedule.block_n
    if shared > target.shared_memory_per_block:
        raise TircError(f"the W4A16 schedule's partial sums take {shared} bytes of shared memory, more than "
                        f"{target.chip}'s {target.shared_memory_per_block}")
