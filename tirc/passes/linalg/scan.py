"""tir-scan: torch-mlir's ``tm_tensor.scan`` (cumsum, cumprod) becomes a GPU kernel.

Runs at the linalg stage before ``one-shot-bufferize``, which cannot bufferize the scan (an op of
a dialect the bindings do not have; see tirc/tm_tensor.py). Each scan on tensors becomes a
``gpu.launch`` on buffers in the host function: the input and the accumulator's initial value
are read through ``bufferization.to_buffer ... read_only``, the output and the final accumulator
are written to fresh ``memref.alloc`` buffers that ``bufferization.to_tensor ... restrict
writable`` hands back to the tensor code, so bufferization sees only upstream ops.

Semantics (TMTensor's): inclusive ``out[0] = x[0]``, ``out[i] = body(out[i-1], x[i])``;
exclusive ``out[0] = acc[line]``, ``out[i] = body(out[i-1], x[i-1])``; the accumulator result is
the last value combined (``out[n-1]``; the initial accumulator where no step combined: an
inclusive line of one element, or an empty line).

Two kernels, chosen per scan:

- **A warp per line** when the scanned dimension is the innermost one (lines are contiguous) and
  the body is one recognised associative combiner (add, mul, min/max, and/or/xor on the two
  block arguments, those of tir-reduce). The warp walks its line in chunks of 32 consecutive
  elements (coalesced loads and stores): each lane loads one element (exclusive: the element
  before it; past the line the combiner's identity), five ``gpu.shuffle up`` steps (offsets 1, 2,
  4, 8, 16) give the inclusive scan of the chunk, the running total of the previous chunks
  (a loop-carried value, the same in every lane) is combined in front, and a ``gpu.shuffle idx``
  of lane 31 advances the total. Values move as 32-bit words (narrower types widened, 64-bit
  split), as in tir-reduce. Floats are reassociated: a prefix of ``k`` terms is within
  ``(k - 1) u sum|x|`` of the exact sum, the reference's bound.
- **A thread per line** otherwise: a scan along an outer dimension (consecutive threads take
  consecutive inner indices, so every step's loads and stores are coalesced) or a body that is
  not a recognised combiner (run exactly as written, serially along the line).

Kernels are named ``<function>_scan<i>`` and described in ``tir.kernel_schedules``.
"""

from __future__ import annotations

import math
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import ClassVar

from mlir import ir
from mlir.dialects import arith, bufferization, gpu, memref, scf

from tirc.diagnostics import TircError
from tirc.ir.builders import Index, IndexBuilder, launch_kernel
from tirc.ir.walk import clone_ops, walk_ops
from tirc.mlir_support import source_location
from tirc.passes.gpu.reduction_ir import delinearize, identity_value, inside_if, pack_words, packable, unpack_words
from tirc.passes.gpu.reduction_match import COMBINER_IDENTITY
from tirc.pipeline.registry import ModulePass, OptionValueError
from tirc.schedule.model import add_kernel_schedules
from tirc.target import Target
from tirc.tm_tensor import SCAN, YIELD

WARP = 32
_SCAN_OFFSETS = (1, 2, 4, 8, 16)   # shuffle-up steps: after them lane l holds the scan of lanes [0, l]


@dataclass(frozen=True)
class ScanToKernel(ModulePass):
    """Lower every ``tm_tensor.scan`` on tensors to a kernel on buffers: a warp per contiguous
    line with a shuffle scan over 32-element chunks and a carried running total, or a thread per
    line (outer-dimension scans, other bodies); see the module docstring."""

    name: ClassVar[str] = "tir-scan"
    summary: ClassVar[str] = ("tm_tensor.scan (cumsum, cumprod) -> a warp per line (shuffle scan over 32-element "
                              "chunks, a carried total) or a thread per line")

    threads_per_block: int = field(default=256, metadata={"help": "threads per block (a multiple of 32, at most 1024)"})

    def validate(self) -> None:
        if self.threads_per_block % WARP or not WARP <= self.threads_per_block <= 1024:
            raise OptionValueError("tir-scan: threads-per-block must be a multiple of 32 between 32 and 1024",
                                   option="threads-per-block")

    def run(self, module: ir.Module, target: Target) -> None:
        schedules: dict[str, str] = {}
        for count, op in enumerate(walk_ops(module.operation, lambda candidate: candidate.name == SCAN)):
            host = op.parent
            while host.name != "func.func":
                host = host.parent
            kernel = f"{ir.StringAttr(host.attributes['sym_name']).value}_scan{count}"
            schedules[kernel] = _Scan(op, host, kernel, self.threads_per_block).lower()
        if not schedules:
            return
        module.operation.attributes["gpu.container_module"] = ir.UnitAttr.get()
        add_kernel_schedules(module, schedules)


class _Scan:
    def __init__(self, op: ir.Operation, host: ir.Operation, kernel: str, threads: int) -> None:
        self.op = op
        self.kernel = kernel
        self.threads = threads
        self.location = op.location
        if len(op.operands) != 3 or len(op.results) != 2 or \
                not all(isinstance(value.type, ir.RankedTensorType) for value in op.operands):
            raise TircError("tir-scan: tm_tensor.scan must have one ranked tensor input, an output and an "
                            "accumulator, and return both", location=source_location(op.location, "-"),
                            hint="scans on buffers or with several inputs are not supported")
        self.dim = ir.IntegerAttr(op.attributes["dimension"]).value
        self.inclusive = ir.BoolAttr(op.attributes["inclusive"]).value
        self.element = ir.RankedTensorType(op.operands[0].type).element_type
        self.body = op.regions[0].blocks[0]
        *self.body_ops, terminator = [inner.operation for inner in self.body.operations]
        if terminator.name != YIELD or len(terminator.operands) != 1 or len(self.body.arguments) != 2:
            raise TircError("tir-scan: the scan body must take two values and yield one with tm_tensor.yield",
                            location=source_location(op.location, "-"))
        self.yielded = terminator.operands[0]
        self.ix = IndexBuilder(host.regions[0].blocks[0])

    def combiner(self) -> str | None:
        """The body's one associative op on both block arguments, if it has one tir-reduce knows."""
        if len(self.body_ops) != 1:
            return None
        only = self.body_ops[0]
        if only.name in COMBINER_IDENTITY and set(only.operands) == set(self.body.arguments) and \
                len(only.operands) == 2 and self.yielded == only.results[0]:
            return only.name
        return None

    def combine(self, earlier: ir.Value, later: ir.Value) -> ir.Value:
        """The body on (``earlier``, ``later``) at the insertion point: TMTensor's (out[i-1], x)."""
        mapping = {self.body.arguments[0]: earlier, self.body.arguments[1]: later}
        clone_ops(self.body_ops, mapping)
        return mapping.get(self.yielded, self.yielded)

    def lower(self) -> str:
        op = self.op
        ix = self.ix
        with self.location, ir.InsertionPoint(op):
            x_type = ir.RankedTensorType(op.operands[0].type)
            acc_type = ir.RankedTensorType(op.operands[2].type)
            x = bufferization.ToBufferOp(ir.MemRefType.get(x_type.shape, self.element), op.operands[0],
                                         read_only=True).result
            seed = bufferization.ToBufferOp(ir.MemRefType.get(acc_type.shape, self.element), op.operands[2],
                                            read_only=True).result
            self.extents: list[Index] = [size if size != ir.ShapedType.get_dynamic_size()
                                         else memref.DimOp(x, ix.value(d)).result
                                         for d, size in enumerate(x_type.shape)]
            out = memref.AllocOp(ir.MemRefType.get(x_type.shape, self.element),
                                 [e for e in self.extents if not isinstance(e, int)], []).result
            acc_extents = self.extents[:self.dim] + self.extents[self.dim + 1:]
            acc = memref.AllocOp(ir.MemRefType.get(acc_type.shape, self.element),
                                 [e for e in acc_extents if not isinstance(e, int)], []).result
            self.buffers = (x, seed, out, acc)
            inner = math.prod(e for e in self.extents[self.dim + 1:] if isinstance(e, int))
            contiguous = all(isinstance(e, int) for e in self.extents[self.dim + 1:]) and inner == 1
            combiner = self.combiner()
            if contiguous and combiner is not None and packable(self.element):
                description = self._warp_per_line(combiner)
            else:
                description = self._thread_per_line()
            results = [bufferization.ToTensorOp(result.type, buffer, restrict=True, writable=True).result
                       for result, buffer in zip(op.results, (out, acc))]
        operands = list(op.operands)
        for result, replacement in zip(op.results, results):
            result.replace_all_uses_with(replacement)
        op.erase()
        for operand in operands:
            _erase_unused_init(operand)
        return description

    def _launch(self, grid: Index) -> tuple[ir.Block, ir.Value, ir.Value]:
        """A launch of ``grid`` blocks: its body, block id and thread id."""
        body = launch_kernel(self.ix, self.kernel, (grid,), self.threads, 0).body
        return body, body.arguments[0], body.arguments[3]

    def _final_accumulator(self, carry: ir.Value, line_seed: ir.Value) -> ir.Value:
        """TMTensor writes the accumulator from the second step on: an inclusive line of fewer
        than two elements keeps its initial value (an exclusive one's carry already is it)."""
        if not self.inclusive:
            return carry
        length = self.extents[self.dim]
        if isinstance(length, int):
            return carry if length >= 2 else line_seed
        return arith.SelectOp(self.ix.le(2, length), carry, line_seed).result

    def _warp_per_line(self, combiner: str) -> str:
        ix = self.ix
        x, seed, out, acc = self.buffers
        length = self.extents[self.dim]
        lines = math.prod(self.extents[:self.dim]) if all(isinstance(e, int) for e in self.extents[:self.dim]) \
            else _product(ix, self.extents[:self.dim])
        warps = self.threads // WARP
        body, bid, tid = self._launch(ix.ceildiv(lines, warps))
        i32 = ir.IntegerType.get_signless(32)
        with ir.InsertionPoint.at_block_terminator(body):
            lane, warp = ix.rem(tid, WARP), ix.div(tid, WARP)
            line = ix.add(ix.mul(bid, warps), warp)
            exact = isinstance(lines, int) and lines % warps == 0
            # Whole warps past the last line skip it: no shuffle is left half-executed.
            with nullcontext() if exact else inside_if(ix.lt(line, lines)):
                outer = delinearize(ix, line, self.extents[:self.dim])
                line_seed = memref.LoadOp(seed, outer).result
                identity = identity_value(COMBINER_IDENTITY[combiner], self.element)
                start = line_seed if not self.inclusive else identity
                chunks = scf.ForOp(ix.value(0), ix.value(ix.ceildiv(length, WARP)), ix.value(1), [start])
                with ir.InsertionPoint(chunks.body):
                    total = chunks.inner_iter_args[0]
                    position = ix.add(ix.mul(chunks.induction_variable, WARP), lane)
                    source = position if self.inclusive else ix.sub(position, 1)
                    # Unsigned compares: the exclusive scan's lane 0 of chunk 0 (source -1) reads nothing.
                    inside = ix.lt(position, length)
                    valid = inside if self.inclusive else arith.AndIOp(inside, ix.lt(source, length)).result
                    load = scf.IfOp(valid, [self.element], has_else=True)
                    with ir.InsertionPoint(load.then_block):
                        scf.YieldOp([memref.LoadOp(x, [*outer, ix.value(source)]).result])
                    with ir.InsertionPoint(load.else_block):
                        scf.YieldOp([identity])
                    value = load.results[0]
                    width = arith.ConstantOp(i32, WARP).result
                    lane_i32 = arith.IndexCastOp(i32, ix.value(lane)).result
                    for offset in _SCAN_OFFSETS:
                        distance = arith.ConstantOp(i32, offset).result
                        words = [gpu.ShuffleOp(word, distance, width, gpu.ShuffleMode.UP).results[0]
                                 for word in pack_words(value)]
                        lower = unpack_words(words, value.type)
                        has_lower = arith.CmpIOp(arith.CmpIPredicate.uge, lane_i32, distance).result
                        value = arith.SelectOp(has_lower, self.combine(lower, value), value).result
                    last = arith.ConstantOp(i32, WARP - 1).result
                    chunk_total = unpack_words([gpu.ShuffleOp(word, last, width, gpu.ShuffleMode.IDX).results[0]
                                           for word in pack_words(value)], value.type)
                    with inside_if(inside):
                        memref.StoreOp(self.combine(total, value), out, [*outer, ix.value(position)])
                    scf.YieldOp([self.combine(total, chunk_total)])
                final = self._final_accumulator(chunks.results[0], line_seed)
                with inside_if(ix.eq(lane, 0)):
                    memref.StoreOp(final, acc, outer)
        return (f"scan ({'inclusive' if self.inclusive else 'exclusive'}, {combiner}): a warp per line, "
                f"{warps} lines per block, shuffle-up scan of 32-element chunks with a carried total")

    def _thread_per_line(self) -> str:
        ix = self.ix
        x, seed, out, acc = self.buffers
        length = self.extents[self.dim]
        outer_extents, inner_extents = self.extents[:self.dim], self.extents[self.dim + 1:]
        inner = _product(ix, inner_extents)
        lines = ix.mul(_product(ix, outer_extents), inner)
        body, bid, tid = self._launch(ix.ceildiv(lines, self.threads))
        with ir.InsertionPoint.at_block_terminator(body):
            line = ix.add(ix.mul(bid, self.threads), tid)
            exact = isinstance(lines, int) and lines % self.threads == 0
            with nullcontext() if exact else inside_if(ix.lt(line, lines)):
                # Consecutive threads take consecutive inner indices: each step's accesses are coalesced.
                outer = delinearize(ix, ix.div(line, inner), outer_extents)
                rest = delinearize(ix, ix.rem(line, inner), inner_extents)
                line_seed = memref.LoadOp(seed, [*outer, *rest]).result
                steps = scf.ForOp(ix.value(0), ix.value(length), ix.value(1), [line_seed])
                with ir.InsertionPoint(steps.body):
                    step = steps.induction_variable
                    carry = steps.inner_iter_args[0]
                    first = scf.IfOp(ix.eq(step, 0), [self.element], has_else=True)
                    with ir.InsertionPoint(first.then_block):
                        scf.YieldOp([memref.LoadOp(x, [*outer, ix.value(0), *rest]).result if self.inclusive
                                     else line_seed])
                    with ir.InsertionPoint(first.else_block):
                        source = step if self.inclusive else ix.sub(step, 1)
                        term = memref.LoadOp(x, [*outer, ix.value(source), *rest]).result
                        scf.YieldOp([self.combine(carry, term)])
                    value = first.results[0]
                    memref.StoreOp(value, out, [*outer, step, *rest])
                    scf.YieldOp([value])
                memref.StoreOp(self._final_accumulator(steps.results[0], line_seed), acc, [*outer, *rest])
        return (f"scan ({'inclusive' if self.inclusive else 'exclusive'}): a thread per line, "
                f"{self.threads} lines per block, serial along the line")


def _erase_unused_init(value: ir.Value) -> None:
    """Erase the ``linalg.fill``/``tensor.empty`` that made an outs init nothing reads any more
    (torch-mlir zero-fills the scan's output): after bufferization it would be a kernel writing
    a buffer no one reads."""
    if isinstance(value.owner, ir.Block):   # (an op result's owner is its OpView, no ir.Operation)
        return
    producer = value.owner.operation
    if producer.name not in ("linalg.fill", "tensor.empty") or any(True for _ in value.uses):
        return
    operands = list(producer.operands)
    producer.erase()
    for operand in operands:
        _erase_unused_init(operand)


def _product(ix: IndexBuilder, extents: list[Index]) -> Index:
    total: Index = 1
    for extent in extents:
        total = ix.mul(total, extent)
    return total
