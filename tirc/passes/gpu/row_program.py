"""Row programs: a run of linalg ops over the same rows lowered by tir-reduce to ONE kernel that
reads each input row once.

A row program is a maximal run of consecutive ops (on memrefs, static shapes) over the iteration
space ``rows x L`` of a reduction whose one reduced loop is innermost:

- reductions over that space (the combiners tir-reduce recognises), whose prologues may read
  earlier reductions' results broadcast along the row;
- elementwise generics over the whole space (an identity output map) that may read those
  results broadcast: softmax's divide, LayerNorm's normalisation, a residual add before the norm;
- per-row point ops on the results (mean's divide, ``rsqrt(var + eps)``), the fills and copies that
  initialise the results.

Each row is run by ``T`` threads (a warp, or a block): thread ``t`` owns the chunks ``t + k T`` of
``V`` contiguous elements and loads its part of every input row once (16-byte ``vector.load``s
where the row length and the buffer's layout allow, bounds-checked only in the last chunk), the ops
then run in order on registers: an elementwise op's result row stays in the thread's registers,
a reduction runs its body serially over the thread's elements, the partials meet in a butterfly
(and shared memory across warps) that leaves the total in every thread, and the results are stored
once at the end of the row (buffers that only the program reads are never stored). Operands that
do not depend on the row (a weight, a bias) are loaded once per block, before the blocks loop over
rows. The schedule (threads per row, vector width, blocks) is a :class:`RowSchedule` chosen by
``tirc.schedule.row``; a row too long for the registers of 1024 threads is left to the one-op-at-a-
time lowering in ``row_reduce.py``, which re-reads the row per reduction.

Races are ruled out when the program is recognised: a buffer the program writes is read only
through the program's own values (at the index it was written), or, before the write, at exactly
the index the same thread later writes; other buffers may be read at any index.
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, field

from mlir import ir
from mlir.dialects import arith, gpu, math, memref, scf, vector

from tirc.ir.builders import IndexBuilder, launch_kernel
from tirc.passes.gpu.reduction_ir import (
    WARP, bits, block_allreduce, block_allreduce_bytes, delinearize, identity_value, packable,
)
from tirc.passes.gpu.reduction_ir import apply_map as _apply
from tirc.passes.gpu.reduction_ir import run_body as _run_body
from tirc.passes.gpu.reduction_match import NEUTRAL as _NEUTRAL
from tirc.passes.gpu.reduction_match import VIEWS as _VIEWS
from tirc.passes.gpu.reduction_match import Reduction as _Reduction
from tirc.passes.gpu.reduction_match import body_ok as _body_ok
from tirc.passes.gpu.reduction_match import body_reads as _body_reads
from tirc.passes.gpu.reduction_match import fill_contents as _filled
from tirc.passes.gpu.reduction_match import indexing_maps as _maps
from tirc.passes.gpu.reduction_match import is_memref as _is_memref
from tirc.passes.gpu.reduction_match import iterator_kinds as _kinds
from tirc.passes.gpu.reduction_match import match_reduction as _match
from tirc.passes.gpu.reduction_match import view_root as _root
from tirc.schedule.row import RowSchedule, choose_row_schedule
from tirc.target import Target

DYNAMIC = ir.ShapedType.get_dynamic_size()

# How an op reads an operand: "state" (a value the program holds: a row it wrote or a result),
# "row" (the row at the op's index, loaded once per row), "invariant" (no row index: loaded once
# per block), "scalar" (no element index: once per row), "gather" (any other map: per element),
# "value" (not a buffer).
STATE, ROW, INVARIANT, SCALAR, GATHER, VALUE = "state", "row", "invariant", "scalar", "gather", "value"


@dataclass
class _Step:
    op: ir.Operation
    kind: str                      # "fill", "copy", "point", "reduce", "row"
    extents: list[int]             # the op's loops (a fill's or copy's: its buffer's shape)
    reads: list[tuple[ir.Value, ir.AffineMap | None, str]] = field(default_factory=list)
    reduction: _Reduction | None = None


@dataclass
class RowProgram:
    steps: list[_Step]
    rows: int
    length: int                    # L: the elements of a row
    state: dict[ir.Value, str]     # every buffer the program writes -> ROW or SCALAR
    dead: set[ir.Value]            # written buffers nothing after the program reads: not stored
    read_before_write: bool        # a per-row result's buffer is read (its init) by the row's threads

    @property
    def reductions(self) -> list[_Reduction]:
        return [step.reduction for step in self.steps if step.reduction is not None]


def _static(value: ir.Value) -> list[int] | None:
    shape = list(ir.MemRefType(value.type).shape)
    return None if DYNAMIC in shape else shape


def _program_shape(value: ir.Value) -> list[int]:
    """The shape of a buffer the program holds: static, as kind_of admits no other."""
    shape = _static(value)
    assert shape is not None, "kind_of admits only buffers of static shape"
    return shape


def _fill(op: ir.Operation) -> tuple[ir.Value, ir.Value]:
    """The buffer and value of a fill step's op (a step of kind "fill" because fill_contents matched it)."""
    filled = _filled(op)
    assert filled is not None, "a fill step's op is one fill_contents matched"
    return filled


def _identity_layout(value: ir.Value) -> bool:
    layout = ir.MemRefType(value.type).layout
    return (isinstance(layout, ir.AffineMapAttr) and layout.value.is_permutation
            and layout.value == ir.AffineMap.get_identity(layout.value.n_dims))


def _dims(amap: ir.AffineMap) -> set[int]:
    found: set[int] = set()

    def visit(expr: ir.AffineExpr) -> None:
        if isinstance(expr, ir.AffineDimExpr):
            found.add(ir.AffineDimExpr(expr).position)
        elif isinstance(expr, ir.AffineBinaryExpr):
            binary = ir.AffineBinaryExpr(expr)
            visit(binary.lhs)
            visit(binary.rhs)

    for expr in amap.results:
        visit(expr)
    return found


def _key(extents: list[int]) -> tuple[tuple[int, ...], int]:
    """What makes two iteration spaces the same rows: the rows' extents other than 1, and L."""
    return tuple(extent for extent in extents[:-1] if extent != 1), extents[-1]


def _rows_at(amap_results: list[ir.AffineExpr], shape: list[int], extents: list[int]) -> bool:
    """Whether indices ``amap_results`` (over loops of ``extents``, the last the row's element) into
    a buffer of ``shape`` address the buffer's row-major row r at the loops' row r: each size-1
    index is 0 (or a loop of extent 1), the others are the rows' loops of extent > 1, in order."""
    if len(amap_results) != len(shape):
        return False
    rows = len(extents) - 1
    collected = []
    for expr, size in zip(amap_results, shape):
        if isinstance(expr, ir.AffineConstantExpr) and ir.AffineConstantExpr(expr).value == 0 and size == 1:
            continue
        if not isinstance(expr, ir.AffineDimExpr):
            return False
        d = ir.AffineDimExpr(expr).position
        if d >= rows or extents[d] != size:
            return False
        if size != 1:
            collected.append(d)
    return collected == [d for d in range(rows) if extents[d] != 1]


def _product(values: list[int]) -> int:
    count = 1
    for value in values:
        count *= value
    return count


def _reshape_root(value: ir.Value) -> ir.Value | None:
    """The buffer ``value`` reshapes (expand/collapse_shape only, identity layouts); None otherwise."""
    while True:
        if not _identity_layout(value):
            return None
        owner = value.owner
        if isinstance(owner, ir.Block):
            return value
        op = owner.operation
        if op.name not in ("memref.expand_shape", "memref.collapse_shape"):
            return value if op.name not in _VIEWS else None
        value = op.operands[0]




class _Recogniser:
    """Walks ops from a start, absorbing each into the program while the rules hold."""

    def __init__(self, extents: list[int]) -> None:
        self.key = _key(extents)
        self.rows = _product(list(self.key[0]))
        self.length = extents[-1]
        self.state: dict[ir.Value, str] = {}
        self.written_roots: dict[ir.Value, ir.Value] = {}     # root -> the one value it is written through
        self.read_roots: dict[ir.Value, set[tuple[ir.Value, str]]] = {}   # root -> (value, how) read before a write
        self.read_before_write = False

    def kind_of(self, value: ir.Value) -> str | None:
        """ROW: a buffer of rows x L (its last dimension L); SCALAR: one element per row."""
        shape = _static(value)
        if shape is None:
            return None
        if shape and shape[-1] == self.length and _product(shape) == self.rows * self.length:
            return ROW
        if _product(shape) == self.rows:
            return SCALAR
        return None

    def at_row(self, value: ir.Value, amap: ir.AffineMap, extents: list[int], kind: str) -> bool:
        """Whether an op over ``extents`` reads (writes) ``value`` at its own row (and element)."""
        shape = _static(value)
        results = list(amap.results)
        if shape is None:
            return False
        if kind == SCALAR:
            return _product(shape) == self.rows and _rows_at(results, shape, extents)
        last = results[-1] if results else None
        return (isinstance(last, ir.AffineDimExpr) and ir.AffineDimExpr(last).position == len(extents) - 1
                and shape[-1] == self.length and _rows_at(results[:-1], shape[:-1], extents))

    def read(self, value: ir.Value, amap: ir.AffineMap | None, extents: list[int]) -> str | None:
        """How an op over ``extents`` reads ``value`` at ``amap``; None: not allowed."""
        if not _is_memref(value):
            return VALUE
        root = _root(value)
        if value in self.state:
            return STATE if amap is not None and self.at_row(value, amap, extents, self.state[value]) else None
        if root in self.written_roots:
            return None   # a view of a written buffer, or a read at another index
        rows = {d for d in range(len(extents) - 1) if extents[d] != 1}
        if amap is not None and self.at_row(value, amap, extents, ROW):
            how = ROW
        elif amap is not None and not (_dims(amap) & rows):
            how = INVARIANT
        elif amap is not None and self.at_row(value, amap, extents, SCALAR):
            how = SCALAR
        else:
            how = GATHER
        self.read_roots.setdefault(root, set()).add((value, how))
        return how

    def write(self, value: ir.Value, kind: str) -> bool:
        root = _root(value)
        if root in self.written_roots and self.written_roots[root] != value:
            return False
        for earlier, how in self.read_roots.get(root, set()):
            if earlier != value or how != kind:
                return False   # read by other rows' threads, or at another index
            if how == SCALAR:
                self.read_before_write = True   # by the row's threads, before the leader stores
        self.written_roots[root] = value
        self.state[value] = kind
        return True

    def body_reads_ok(self, op: ir.Operation) -> bool:
        for root in _body_reads(op):
            if root in self.written_roots:
                return False
            self.read_roots.setdefault(root, set()).add((root, GATHER))
        return True

    def step(self, op: ir.Operation) -> _Step | None:
        """``op`` as a step of the program, its effects recorded; None: it ends the program."""
        filled = _filled(op)
        if filled is not None:
            buffer, _ = filled
            if not _is_memref(buffer):
                return None
            kind = self.kind_of(buffer)
            if kind is None or not self.write(buffer, kind):
                return None
            return _Step(op, "fill", _program_shape(buffer))
        if op.name == "memref.copy":
            source, target = op.operands
            if source not in self.state or source.type != target.type or self.state[source] != SCALAR:
                return None
            if not self.write(target, SCALAR):
                return None
            return _Step(op, "copy", _program_shape(target))
        if op.name == "linalg.generic" or op.name == "linalg.reduce":
            reduction = _match(op)
            if reduction is not None:
                return self._reduce(reduction)
            if op.name == "linalg.generic" and "tir.schedule" not in op.attributes and "reduction" not in _kinds(op):
                return self._elementwise(op)
        return None

    def _reduce(self, r: _Reduction) -> _Step | None:
        if r.reduced != 1:
            return None
        extents = _loop_extents(r.inputs + r.outputs, r.input_maps + r.output_maps, r.loops)
        if extents is None or _key(extents) != self.key:
            return None
        if not self.body_reads_ok(r.op):
            return None
        step = _Step(r.op, "reduce", extents, reduction=r)
        for value, amap, argument in zip(r.inputs, r.input_maps, r.body.arguments):
            how = self.read(value, amap, extents) if list(argument.uses) else VALUE
            if how is None:
                return None
            step.reads.append((value, amap, how))
        for value, amap in zip(r.outputs, r.output_maps):
            if not packable(ir.MemRefType(value.type).element_type) or not self.at_row(value, amap, extents, SCALAR):
                return None
            if value not in self.state:
                how = self.read(value, amap, extents)   # the init, loaded once per row
                if how not in (SCALAR, INVARIANT):
                    return None
                reads = self.read_roots[_root(value)]
                reads.discard((value, INVARIANT))
                reads.add((value, SCALAR))
            step.reads.append((value, amap, STATE if value in self.state else SCALAR))
        for value in r.outputs:
            if not self.write(value, SCALAR):
                return None
        return step

    def _elementwise(self, op: ir.Operation) -> _Step | None:
        inputs, outputs = list(op.opview.inputs), list(op.opview.outputs)
        maps = _maps(op)
        body = op.regions[0].blocks[0]
        if not outputs or not all(_is_memref(value) for value in outputs) or not _body_ok(body):
            return None
        extents = _loop_extents([v for v in inputs + outputs if _is_memref(v)],
                                [m for v, m in zip(inputs + outputs, maps) if _is_memref(v)], maps[-1].n_dims)
        if extents is None:
            return None
        if not self.body_reads_ok(op):
            return None
        arguments = list(body.arguments)
        operands = inputs + outputs
        out_maps = maps[len(inputs):]
        if _key(extents) == self.key and all(self.at_row(v, m, extents, ROW) for v, m in zip(outputs, out_maps)):
            step = _Step(op, "row", extents)
            for value, amap, argument in zip(operands, maps, arguments):
                how = self.read(value, amap, extents) if list(argument.uses) else VALUE
                if how is None:
                    return None
                step.reads.append((value, amap, how))
            for value in outputs:
                if not self.write(value, ROW):
                    return None
            return step
        # A point op on per-row results: every operand indexed like its output, one element per row.
        if _product(extents) != self.rows:
            return None
        step = _Step(op, "point", extents)
        holds = False
        for value, amap, argument in zip(operands, maps, arguments):
            if not list(argument.uses) or not _is_memref(value):
                step.reads.append((value, amap, VALUE))
                continue
            if amap != out_maps[0] or _static(value) != _static(outputs[0]) or self.kind_of(value) != SCALAR:
                return None
            if value in self.state:
                if self.state[value] != SCALAR:
                    return None
                holds = True
                step.reads.append((value, amap, STATE))
                continue
            if _root(value) in self.written_roots:
                return None
            self.read_roots.setdefault(_root(value), set()).add((value, SCALAR))
            step.reads.append((value, amap, SCALAR))
        if not holds or out_maps[0] != ir.AffineMap.get_identity(len(extents)):
            return None
        for value in outputs:
            if self.kind_of(value) != SCALAR or _static(value) != _static(outputs[0]) or not self.write(value, SCALAR):
                return None
        return step


def _loop_extents(values: list[ir.Value], maps: list[ir.AffineMap], loops: int) -> list[int] | None:
    extents: list[int] = []
    for loop in range(loops):
        sizes = [ir.MemRefType(value.type).shape[position] for value, amap in zip(values, maps)
                 for position, expr in enumerate(amap.results)
                 if isinstance(expr, ir.AffineDimExpr) and ir.AffineDimExpr(expr).position == loop]
        static = [size for size in sizes if size != DYNAMIC]
        if not static:
            return None
        extents.append(static[0])
    return extents


def recognise(ops: list[ir.Operation], start: int) -> tuple[RowProgram, int] | None:
    """The row program whose first step is ``ops[start]`` (a reduction, or an elementwise op or
    fill before one), and the index of its last op; None when there is none."""
    extents = _space(ops, start)
    if extents is None or 0 in extents:
        return None
    recogniser = _Recogniser(extents)
    steps: list[_Step] = []
    for position in range(start, len(ops)):
        op = ops[position]
        if op.name in _NEUTRAL and position != start:
            continue
        step = recogniser.step(op)
        if step is None:
            break
        steps.append(step)
    # Trailing fills and copies initialise buffers the program never uses: left to run as they are.
    while steps and steps[-1].kind in ("fill", "copy"):
        steps.pop()
    if not any(step.kind == "reduce" for step in steps):
        return None
    last = ops.index(steps[-1].op)
    program_ops = {step.op for step in steps}
    state = {value: kind for value, kind in recogniser.state.items()
             if any(value in _written(step) for step in steps)}
    dead = {value for value in state if _only_used_by(value, program_ops)}
    return RowProgram(steps, recogniser.rows, recogniser.length, state, dead, recogniser.read_before_write), last


def _space(ops: list[ir.Operation], start: int) -> list[int] | None:
    """The loop extents of the first reduction at or after ``start`` (past the ops that could join
    a program before it), when its one reduced loop is innermost and all extents are static."""
    for op in ops[start:]:
        if op.name in _NEUTRAL or _filled(op) is not None or op.name == "memref.copy":
            continue
        if op.name not in ("linalg.generic", "linalg.reduce"):
            return None
        reduction = _match(op)
        if reduction is None:
            if op.name == "linalg.generic" and "reduction" not in _kinds(op):
                continue
            return None
        if reduction.reduced != 1:
            return None
        return _loop_extents(reduction.inputs + reduction.outputs, reduction.input_maps + reduction.output_maps,
                             reduction.loops)
    return None


def _written(step: _Step) -> list[ir.Value]:
    op = step.op
    if step.kind == "fill":
        return [_fill(op)[0]]
    if step.kind == "copy":
        return [op.operands[1]]
    if step.reduction is not None:
        return list(step.reduction.outputs)
    return list(op.opview.outputs)


def _only_used_by(value: ir.Value, ops: set[ir.Operation]) -> bool:
    """Whether ``value`` is a local ``memref.alloc`` only the program (and deallocs) use."""
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.operation.name != "memref.alloc":
        return False
    for use in value.uses:
        user = use.owner
        if user.name == "memref.dealloc":
            continue
        if user not in ops:
            return False
    return True


def _load_key(value: ir.Value, amap: ir.AffineMap | None, how: str) -> object:
    """Loads of the same elements share registers: a row read through reshapes of one buffer is
    one row."""
    if how == ROW:
        root = _reshape_root(value)
        if root is not None:
            return (root, how)
    return (value, str(amap), how)


def _bytes(value: ir.Value) -> int:
    return max(1, bits(ir.MemRefType(value.type).element_type) // 8)


def _vectorizable(value: ir.Value, amap: ir.AffineMap, loops: int) -> bool:
    """A contiguous row: the buffer's innermost index is the row's element, its layout the identity."""
    if not _identity_layout(value):
        return False
    results = list(amap.results)
    return (bool(results) and isinstance(results[-1], ir.AffineDimExpr)
            and ir.AffineDimExpr(results[-1]).position == loops - 1
            and not any(loops - 1 in _dims(ir.AffineMap.get(loops, 0, [expr])) for expr in results[:-1]))


def schedule_for(program: RowProgram, target: Target, options: dict[str, int | None]) -> RowSchedule | None:
    """The row schedule on ``target``: the widest element of the row's contiguous accesses sets
    the vector width."""
    widest = 1
    for step in program.steps:
        loops = len(step.extents)
        for value, amap, how in step.reads:
            if how in (ROW, INVARIANT) and _vectorizable(value, amap, loops):
                widest = max(widest, _bytes(value))
    for value, kind in program.state.items():
        if kind == ROW and value not in program.dead:
            widest = max(widest, _bytes(value))
    return choose_row_schedule(program.rows, program.length, widest, target,
                               **{key: value for key, value in options.items() if value is not None})


class RowLowering:
    """Emits the one kernel of a row program before ``anchor`` and erases the program's ops."""

    def __init__(self, program: RowProgram, schedule: RowSchedule, block: ir.Block, kernel: str) -> None:
        self.p = program
        self.s = schedule
        self.host_block = block
        self.kernel = kernel

    # -- launch ------------------------------------------------------------------------------------

    def lower(self) -> dict[str, str]:
        anchor = self.p.steps[-1].op
        s = self.s
        location = anchor.location
        with ir.InsertionPoint(anchor), location:
            host = IndexBuilder(self.host_block)
            shared = self._shared_layout()
            _, body, terminator = launch_kernel(host, self.kernel, (s.blocks,), s.threads, sum(shared.values()))
            with ir.InsertionPoint(terminator):
                self._kernel(IndexBuilder(body), body)
            _reduced_argument_exp(body)
        for step in reversed(self.p.steps):
            step.op.erase()
        return {self.kernel: s.describe()}

    def _shared_layout(self) -> dict[int, int]:
        """Reduction -> its region's bytes (each reduction its own, so one barrier each)."""
        layout: dict[int, int] = {}
        for position, reduction in enumerate(self.p.reductions):
            layout[position] = block_allreduce_bytes(reduction.element_types(), self.s.threads_per_row)
        return layout

    def _kernel(self, ix: IndexBuilder, body: ir.Block) -> None:
        s, p = self.s, self.p
        tid, bid = body.arguments[3], body.arguments[0]
        if s.threads_per_row == WARP:
            lane, group = ix.rem(tid, WARP), ix.div(tid, WARP)
        else:
            lane, group = tid, 0
        self.lane = lane
        # Chunk k of this thread: c = lane + k T; valid unless the last slot runs past the row.
        chunks = p.length // s.vector
        self.valid: list[ir.Value | None] = []
        for k in range(s.slots):
            if (k + 1) * s.threads_per_row <= chunks:
                self.valid.append(None)
            else:
                self.valid.append(ix.lt(ix.add(lane, k * s.threads_per_row), chunks))
        self.ix = ix
        self.invariant: dict[object, list[list[ir.Value]]] = {}
        for step in p.steps:
            for value, amap, how in step.reads:
                key = _load_key(value, amap, how)
                if how == INVARIANT and key not in self.invariant:
                    zeros = [ix.value(0)] * (len(step.extents) - 1)
                    self.invariant[key] = self._load_row(value, amap, zeros)
        first = ix.add(ix.mul(bid, s.rows_per_block), group)
        step_rows = s.blocks * s.rows_per_block
        loop = scf.ForOp(ix.value(first), ix.value(p.rows), ix.value(step_rows))
        with ir.InsertionPoint(loop.body):
            self._row(ix, loop.induction_variable)
            if s.threads_per_row > WARP and step_rows < p.rows:
                gpu.BarrierOp()   # the next row reuses the shared regions
            scf.YieldOp([])

    # -- one row -----------------------------------------------------------------------------------

    def _element_index(self, k: int, j: int) -> ir.Value:
        ix, s = self.ix, self.s
        chunk = ix.add(self.lane, k * s.threads_per_row)
        return ix.value(ix.add(ix.mul(chunk, s.vector), j))

    def _guarded(self, k: int, types: list[ir.Type], emit) -> list[ir.Value]:
        """``emit()``'s values, in an ``scf.if`` on slot ``k``'s bound (zeros past it) when it has one."""
        if self.valid[k] is None:
            return emit()
        branch = scf.IfOp(self.valid[k], types, has_else=True)
        with ir.InsertionPoint(branch.then_block):
            scf.YieldOp(emit())
        with ir.InsertionPoint(branch.else_block):
            scf.YieldOp([_zero(t) for t in types])
        return list(branch.results)

    def _load_row(self, value: ir.Value, amap: ir.AffineMap, row: list[ir.Value]) -> list[list[ir.Value]]:
        """The thread's elements of ``value`` read at ``amap`` (slots of V values)."""
        s = self.s
        element = ir.MemRefType(value.type).element_type
        vectorized = s.vector > 1 and _vectorizable(value, amap, len(row) + 1)
        slots = []
        for k in range(s.slots):
            def emit(k: int = k) -> list[ir.Value]:
                if vectorized:
                    indices = _apply(self.ix, amap, row + [self._element_index(k, 0)])
                    loaded = vector.LoadOp(ir.VectorType.get([s.vector], element), value, indices,
                                           alignment=s.vector * _bytes(value)).result
                    return [vector.ExtractOp(loaded, [], [j]).result for j in range(s.vector)]
                return [memref.LoadOp(value, _apply(self.ix, amap, row + [self._element_index(k, j)])).result
                        for j in range(s.vector)]
            slots.append(self._guarded(k, [element] * s.vector, emit))
        return slots

    def _store_row(self, value: ir.Value, row: list[ir.Value], slots: list[list[ir.Value]]) -> None:
        s = self.s
        element = ir.MemRefType(value.type).element_type
        identity = ir.AffineMap.get_identity(len(row) + 1)
        vectorized = s.vector > 1 and _vectorizable(value, identity, len(row) + 1)
        for k, values in enumerate(slots):
            guard = scf.IfOp(self.valid[k]) if self.valid[k] is not None else None
            with ir.InsertionPoint(guard.then_block) if guard is not None else nullcontext():
                if vectorized:
                    packed = vector.FromElementsOp(ir.VectorType.get([s.vector], element), values).result
                    vector.StoreOp(packed, value, row + [self._element_index(k, 0)],
                                   alignment=s.vector * _bytes(value))
                else:
                    for j, item in enumerate(values):
                        memref.StoreOp(item, value, row + [self._element_index(k, j)])
                if guard is not None:
                    scf.YieldOp([])

    def _row(self, ix: IndexBuilder, row_index: ir.Value) -> None:
        p, s = self.p, self.s
        delinearized: dict[tuple[int, ...], list[ir.Value]] = {}

        def indices(shape: list[int]) -> list[ir.Value]:
            """Row ``row_index`` delinearized over ``shape`` (row-major)."""
            key = tuple(shape)
            if key not in delinearized:
                delinearized[key] = delinearize(ix, row_index, list(shape))
            return delinearized[key]

        rows: dict[ir.Value, list[list[ir.Value]]] = {}      # row buffers: the thread's slots
        scalars: dict[ir.Value, ir.Value] = {}               # per-row results (every thread holds them)
        # Loads already made, by _load_key: a row read's slots, a scalar read's value.
        loaded_rows: dict[object, list[list[ir.Value]]] = {}
        loaded_scalars: dict[object, ir.Value] = {}
        reduction_position = 0

        def operand(value: ir.Value, amap: ir.AffineMap | None, how: str, row: list[ir.Value], k: int,
                    j: int) -> ir.Value:
            if how == VALUE:
                return value
            if how == STATE:
                return rows[value][k][j] if p.state[value] == ROW else scalars[value]
            key = _load_key(value, amap, how)
            if how == ROW:
                if key not in loaded_rows:
                    loaded_rows[key] = self._load_row(value, amap, row)
                return loaded_rows[key][k][j]
            if how == INVARIANT:
                return self.invariant[key][k][j]
            if how == SCALAR:
                if key not in loaded_scalars:
                    loaded_scalars[key] = memref.LoadOp(value, _apply(ix, amap, row + [ix.value(0)])).result
                return loaded_scalars[key]
            # A gather: per element (guarded past the row's end).
            return self._guarded(k, [ir.MemRefType(value.type).element_type],
                                 lambda: [memref.LoadOp(value, _apply(ix, amap, row + [self._element_index(k, j)])
                                                        ).result])[0]

        for step in p.steps:
            op = step.op
            row = indices(step.extents[:-1])
            if step.kind == "fill":
                buffer, scalar = _fill(op)
                if p.state[buffer] == ROW:
                    rows[buffer] = [[scalar] * s.vector for _ in range(s.slots)]
                else:
                    scalars[buffer] = scalar
            elif step.kind == "copy":
                scalars[op.operands[1]] = scalars[op.operands[0]]
            elif step.kind == "point":
                body = op.regions[0].blocks[0]
                mapping = {}
                for argument, (value, _amap, how) in zip(body.arguments, step.reads):
                    if how == VALUE:
                        mapping[argument] = value
                    elif how == STATE:
                        mapping[argument] = scalars[value]
                    else:
                        mapping[argument] = memref.LoadOp(value, indices(_program_shape(value))).result
                results = _run_body(body, mapping, indices(step.extents))
                for buffer, result in zip(op.opview.outputs, results):
                    scalars[buffer] = result
            elif step.kind == "row":
                body = op.regions[0].blocks[0]
                outputs = list(op.opview.outputs)
                new: dict[ir.Value, list[list[ir.Value]]] = {buffer: [] for buffer in outputs}
                for k in range(s.slots):
                    values_k: dict[ir.Value, list[ir.Value]] = {buffer: [] for buffer in outputs}
                    for j in range(s.vector):
                        mapping = {argument: operand(value, amap, how, row, k, j)
                                   for argument, (value, amap, how) in zip(body.arguments, step.reads)
                                   if how != VALUE or list(argument.uses)}
                        results = _run_body(body, mapping, row + [self._element_index(k, j)])
                        for buffer, result in zip(outputs, results):
                            values_k[buffer].append(result)
                    for buffer in outputs:
                        new[buffer].append(values_k[buffer])
                rows.update(new)
            else:
                assert step.reduction is not None
                self._reduce(ix, step.reduction, step, row, operand, scalars, reduction_position)
                reduction_position += 1
        # Store what the program wrote (buffers read after it), once.
        for value, kind in p.state.items():
            if kind == ROW and value not in p.dead:
                self._store_row(value, indices(_program_shape(value)[:-1]), rows[value])
        stores = [(value, scalars[value]) for value, kind in p.state.items()
                  if kind == SCALAR and value not in p.dead]
        if stores:
            if s.threads_per_row > WARP and p.read_before_write:
                gpu.BarrierOp()   # every thread of the row has read the old value
            guard = scf.IfOp(ix.eq(self.lane, 0))
            with ir.InsertionPoint(guard.then_block):
                for value, result in stores:
                    memref.StoreOp(result, value, indices(_program_shape(value)))
                scf.YieldOp([])

    def _reduce(self, ix: IndexBuilder, r: _Reduction, step: _Step, row: list[ir.Value], operand,
                scalars: dict[ir.Value, ir.Value], position: int) -> None:
        s = self.s
        inputs = len(r.inputs)
        inits = []
        for value, amap, how in step.reads[inputs:]:
            inits.append(scalars[value] if how == STATE else operand(value, amap, how, row, 0, 0))
        partial = r.identities()
        arguments = list(r.body.arguments)
        for k in range(s.slots):
            for j in range(s.vector):
                mapping = {argument: operand(value, amap, how, row, k, j)
                           for argument, (value, amap, how) in zip(arguments[:inputs], step.reads[:inputs])
                           if list(argument.uses)}
                mapping.update(zip(arguments[inputs:], partial))
                updated = _run_body(r.body, mapping, row + [self._element_index(k, j)])
                if self.valid[k] is not None:
                    updated = [arith.SelectOp(self.valid[k], new, old).result for new, old in zip(updated, partial)]
                partial = updated

        offset = sum(block_allreduce_bytes(other.element_types(), s.threads_per_row)
                     for other in self.p.reductions[:position])
        totals = block_allreduce(ix, partial, r.merge, self.lane, s.threads_per_row, offset)
        for value, result in zip(r.outputs, r.final(totals, inits)):
            scalars[value] = result


# exp(x) = 2^p e^c with p = x log2(e) rounded and c = x - p ln 2 (two fmas, ln 2 split in a high
# and a low part), so the rounding of p costs nothing; e^c = 1 + c as |c| <= ulp(p) ln 2.
_LOG2E = 1.4426950408889634
_LN2_HI = 0.693145751953125            # ln 2 to 16 bits: p x _LN2_HI is nearly exact
_LN2_LO = 1.4286068202862268e-06       # ln 2 - _LN2_HI
_EXP_CLAMP = 128.0                     # |x| past it: 2^p over- or underflows alike


def _reduced_argument_exp(body: ir.Block) -> None:
    """Rewrite each f32 ``math.exp`` of a kernel as ``(1 + c) * exp2(p)`` (see the constants): 8
    instructions (ex2.approx for exp2) where libdevice's expf takes 11 per element, within the 4
    ulps the reference allows a library exp (ex2.approx: 2 ulps; the rest: under one). x is clamped
    to [-128, 128] first (NaN stays NaN: maximumf/minimumf), so c stays finite: exp(-inf) is 0,
    exp(inf) inf."""
    f32 = ir.F32Type.get()
    found: list[ir.Operation] = []

    def visit(block: ir.Block) -> None:
        for op in block.operations:
            op = op.operation
            if op.name == "math.exp" and op.results[0].type == f32:
                found.append(op)
            for region in op.regions:
                for inner in region.blocks:
                    visit(inner)

    visit(body)
    for op in found:
        with ir.InsertionPoint(op), op.location:
            def constant(value: float) -> ir.Value:
                return arith.ConstantOp(f32, value).result
            x = arith.MinimumFOp(arith.MaximumFOp(op.operands[0], constant(-_EXP_CLAMP)).result,
                                 constant(_EXP_CLAMP)).result
            p = arith.MulFOp(x, constant(_LOG2E)).result
            negated = arith.NegFOp(p).result
            c = math.FmaOp(negated, constant(_LN2_HI), x).result
            c = math.FmaOp(negated, constant(_LN2_LO), c).result
            scale = arith.AddFOp(c, constant(1.0)).result
            result = arith.MulFOp(math.Exp2Op(p).result, scale).result
        op.results[0].replace_all_uses_with(result)
        op.erase()


def _zero(element: ir.Type) -> ir.Value:
    return identity_value("0", element)
