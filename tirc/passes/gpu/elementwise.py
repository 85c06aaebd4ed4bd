"""Vectorised elementwise kernels: an all-parallel loop nest whose operands are contiguous along its
innermost dimensions becomes one ``gpu.launch`` where each thread runs ``V`` contiguous elements
with 16-byte ``vector.load``/``vector.store`` (see ``tirc.schedule.elementwise``).

tir-simt-map calls :func:`vectorize_nest` on each host-level ``scf.parallel`` before mapping it one
thread per element; a nest it declines (a transposed read, a gather, a data-dependent index, a row
that no vector divides) keeps that mapping.

What qualifies: bounds from 0 with step 1, static in the flat dimension (rows may be dynamic); a
body of ``memref.load``/``memref.store`` and ``arith``/``math`` ops without regions; the loop
indices used only as whole indices of the loads and stores. The trailing loop dimensions
``d_k .. d_{r-1}`` are merged into one flat dimension when every access either reads/writes them
contiguously (its last indices are exactly those loop indices in order, over trailing buffer
dimensions that form one contiguous run: a collapsed view makes the flat index) or does not depend
on them at all (a bias constant along the row: one scalar load per thread); the smallest such ``k``
wins. Every vector then starts at a known multiple of the vector width (row strides and static view
offsets) from a 16-byte aligned buffer start (buffers start aligned, as the row programs of
tir-reduce assume); a dynamic offset or non-row-major stride declines the nest.

Per thread: the linear work index ``blockIdx.x * T + threadIdx.x``, one guard, the row indices
divided out once; then the body's ops in order, each replicated per element (ops whose operands do
not vary along the vector run once). Stores a buffer is also read through must be at the very same
indices (an in-place update), so the reordering within a thread's vector changes nothing.

``math.exp`` (f32) whose value only reaches memory through a truncation to a 16-bit float, through
operations that do not amplify relative errors (products, quotients, sums with positive constants),
becomes ``exp2(x * log2(e))`` (one ``ex2.approx``): its relative error, at most about ``2^-16``
for any finite f32 result (the rounding of ``x * log2(e)``, ``|x| log2(e) 2^-24`` with ``|x| < 89``,
and ex2.approx's 2 ulps), is a thirty-second of the rounding of that truncation (``2^-11`` for
f16, ``2^-8`` for bf16), which the reference's bound counts and the checker's tolerance (twice the
bound plus an ulp) allows once more, so the check against the float64 reference keeps its bounds.
Relative errors add up in a product, so the other operand of each product or quotient on the way
must not come from an exp. Any other ``math.exp`` keeps libdevice's
``__nv_expf``.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass

from mlir import ir
from mlir.dialects import arith, math as mlir_math, memref, scf, vector

from tirc.ir.builders import build_launch
from tirc.schedule.elementwise import ACCESS_BYTES, ElementwiseSchedule, choose_elementwise_schedule

CONTIGUOUS, INVARIANT = "contiguous", "invariant"

# Ops whose result's relative error is at most their operands' (positive operands for additions,
# checked separately): the path from an approximated exp to a 16-bit truncation.
_RELATIVE_SAFE = {"arith.mulf", "arith.divf", "arith.negf"}
_NARROW_FLOATS = ("f16", "bf16")


@dataclass(frozen=True)
class _Access:
    op: ir.Operation              # memref.load or memref.store
    kind: str                     # CONTIGUOUS or INVARIANT
    buffer: ir.Value
    leading: tuple[ir.Value, ...]  # contiguous: the indices before the flat group


@dataclass(frozen=True)
class ElementwiseNest:
    """An analysed nest: where its flat dimension starts and how each access reads or writes."""
    loop: ir.Operation
    extents: tuple[int | None, ...]   # None: a dynamic size (only before the flat dimension)
    bounds: tuple[ir.Value, ...]      # the loop's upper bounds (host values)
    split: int                    # the first loop dimension of the flat group
    accesses: dict[ir.Operation, _Access]
    narrow_bytes: int
    alignment: int                # the row starts / fixed offsets of contiguous accesses: a multiple of this (0: none)

    @property
    def outer(self) -> tuple[int | None, ...]:
        return self.extents[:self.split]

    @property
    def flat_extents(self) -> tuple[int, ...]:
        """The sizes of the flat group: static, as analyse_nest only splits before static sizes."""
        flat: list[int] = []
        for extent in self.extents[self.split:]:
            assert extent is not None, "analyse_nest splits only before static sizes"
            flat.append(extent)
        return tuple(flat)

    @property
    def length(self) -> int:
        return math.prod(self.flat_extents)


def _accessed_element_bytes(element: ir.Type) -> int:
    """Bytes of an element of a buffer the nest accesses contiguously: _classify admits only those
    _element_bytes sizes."""
    size = _element_bytes(element)
    assert size is not None, "_classify admits only buffers of sized elements"
    return size


def _static_int(value: ir.Value) -> int | None:
    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    op = owner.operation
    if op.name == "arith.constant" and isinstance(op.attributes["value"], ir.IntegerAttr):
        return ir.IntegerAttr(op.attributes["value"]).value
    return None


def _element_bytes(element: ir.Type) -> int | None:
    """Bytes of an element a vector access can move (no i1: tir-i1-bytes rewrites those buffers)."""
    if isinstance(element, ir.FloatType):
        width = ir.FloatType(element).width
    elif isinstance(element, ir.IntegerType):
        width = ir.IntegerType(element).width
    else:
        return None
    return width // 8 if width in (8, 16, 32, 64) else None


def _identity_layout(memref_type: ir.MemRefType) -> bool:
    layout = memref_type.layout
    return isinstance(layout, ir.AffineMapAttr) and layout.value == ir.AffineMap.get_identity(memref_type.rank)


def _defined_in(value: ir.Value, body: ir.Block) -> bool:
    owner = value.owner
    if isinstance(owner, ir.Block):
        return owner == body
    return owner.operation.block == body


def _contiguous_alignment(memref_type: ir.MemRefType, leading: tuple[ir.Value, ...], group: int,
                          group_sizes: list[int]) -> int | None:
    """What the start of every row of an access is a multiple of, in elements (0: always 0), or
    None when its last ``group`` dimensions are not one contiguous run of ``group_sizes`` or an
    offset is not known. Identity-layout buffers start 16-byte aligned."""
    dynamic = ir.ShapedType.get_dynamic_stride_or_offset()
    shape = list(memref_type.shape)
    strides, offset = memref_type.get_strides_and_offset()
    if shape[len(shape) - group + 1:] != group_sizes[1:] or any(size == ir.ShapedType.get_dynamic_size()
                                                                 for size in shape[len(shape) - group:]):
        return None
    expected = 1
    for dim in range(len(shape) - 1, len(shape) - group - 1, -1):
        if strides[dim] != expected:
            return None
        expected *= shape[dim]
    if offset == dynamic:
        return None
    alignment = offset
    identity = _identity_layout(memref_type)
    for dim, index in enumerate(leading):
        constant = _static_int(index)
        if constant == 0:
            continue
        stride = strides[dim]
        if stride == dynamic:
            if not identity:
                return None
            # A row-major stride is a product of the sizes after it: of the static ones at least.
            stride = math.prod(size for size in shape[dim + 1:] if size != ir.ShapedType.get_dynamic_size())
        alignment = math.gcd(alignment, stride * (constant if constant is not None else 1))
    return alignment


def analyse_nest(loop: ir.Operation) -> ElementwiseNest | None:
    """The nest's flat dimension and accesses, or None when it does not qualify (module docstring)."""
    if len(loop.results) or len(loop.regions[0].blocks) != 1:
        return None
    body = loop.regions[0].blocks[0]
    rank = len(body.arguments)
    operands = list(loop.operands)
    lower, upper, steps = operands[:rank], operands[rank:2 * rank], operands[2 * rank:3 * rank]
    if any(_static_int(v) != 0 for v in lower) or any(_static_int(v) != 1 for v in steps):
        return None
    extents = tuple(_static_int(v) for v in upper)
    if any(extent is not None and extent < 1 for extent in extents):
        return None
    ivs = list(body.arguments)
    ops = [op.operation for op in body.operations][:-1]   # all but scf.reduce
    memory: list[ir.Operation] = []
    for op in ops:
        if len(op.regions):
            return None
        if op.name in ("memref.load", "memref.store"):
            memory.append(op)
        elif not op.name.startswith(("arith.", "math.")):
            return None
        elif any(isinstance(result.type, (ir.IndexType, ir.VectorType)) for result in op.results):
            return None   # index math (on the loop indices or not): per-element positions are not replicated
    # The loop indices only as whole indices of loads and stores.
    for iv in ivs:
        for use in iv.uses:
            owner = use.owner
            first_index = 2 if owner.name == "memref.store" else 1   # after the stored value and the buffer
            if owner.name not in ("memref.load", "memref.store") or use.operand_number < first_index:
                return None
    if not any(op.name == "memref.store" for op in memory):
        return None
    for split in range(rank):
        flat_extents = [extent for extent in extents[split:] if extent is not None]
        if len(flat_extents) < rank - split:
            continue   # the flat dimension has static sizes
        nest = _classify(loop, extents, flat_extents, tuple(upper), split, ivs, memory)
        if nest is not None:
            return nest
    return None


def _classify(loop: ir.Operation, extents: tuple[int | None, ...], flat_extents: list[int],
              bounds: tuple[ir.Value, ...], split: int, ivs: list[ir.Value],
              memory: list[ir.Operation]) -> ElementwiseNest | None:
    flat = ivs[split:]
    accesses: dict[ir.Operation, _Access] = {}
    narrow = ACCESS_BYTES
    alignment = 0
    written: dict[ir.Value, tuple[ir.Value, ...]] = {}
    for op in memory:
        store = op.name == "memref.store"
        buffer = op.operands[1] if store else op.operands[0]
        indices = tuple(op.operands[2:] if store else op.operands[1:])
        uses_flat = [index for index in indices if any(index == iv for iv in flat)]
        if not uses_flat:
            if store:
                return None   # a write constant along the row: every thread would write it
            accesses[op] = _Access(op, INVARIANT, buffer, ())
            continue
        memref_type = ir.MemRefType(buffer.type)
        element_bytes = _element_bytes(memref_type.element_type)
        group = len(flat)
        if element_bytes is None or len(indices) < group or any(a != b for a, b in zip(indices[-group:], flat)):
            return None
        leading = indices[:-group]
        if any(index == iv for index in leading for iv in flat):
            return None
        # The flat index runs over the trailing dimensions of the buffer if they are one contiguous run.
        row_alignment = _contiguous_alignment(memref_type, leading, group, flat_extents)
        if row_alignment is None:
            return None
        alignment = math.gcd(alignment, row_alignment)
        narrow = min(narrow, element_bytes)
        accesses[op] = _Access(op, CONTIGUOUS, buffer, leading)
        if store:
            written[buffer] = indices
    # A buffer the nest writes is read only at the element the same thread writes.
    for op, access in accesses.items():
        if op.name == "memref.load" and access.buffer in written:
            if access.kind != CONTIGUOUS or tuple(op.operands[1:]) != written[access.buffer]:
                return None
    return ElementwiseNest(loop, extents, bounds, split, accesses, narrow, alignment)


def vectorize_nest(loop: ir.Operation, name: str, threads_per_block: int, vector_limit: int | None,
                   fast_exp: bool, sm_count: int = 0) -> ElementwiseSchedule | None:
    """Replace ``loop`` by the kernel ``name`` (a ``gpu.launch``) of its elementwise schedule; None
    (and ``loop`` untouched) when the nest does not qualify."""
    nest = analyse_nest(loop)
    if nest is None:
        return None
    schedule = choose_elementwise_schedule(nest.outer, nest.length, nest.narrow_bytes, nest.alignment,
                                           threads_per_block, vector_limit, sm_count)
    if schedule is None:
        return None
    _Builder(nest, schedule, name, fast_exp).build()
    return schedule


class _Builder:
    def __init__(self, nest: ElementwiseNest, schedule: ElementwiseSchedule, name: str, fast_exp: bool) -> None:
        self.nest, self.s, self.name = nest, schedule, name
        self.body = nest.loop.regions[0].blocks[0]
        self.ops = [op.operation for op in self.body.operations][:-1]
        self.fast_exp = {op for op in self.ops if fast_exp and _approximable_exp(op)}
        self.index = ir.IndexType.get()

    def _const(self, value: int) -> ir.Value:
        return arith.ConstantOp(self.index, value).result

    def build(self) -> None:
        loop, s = self.nest.loop, self.s
        with ir.InsertionPoint(loop), loop.location:
            views = self._flat_views()
            one = self._const(1)
            # Rows x whole vectors: the work items of the vector path (a host value when dynamic).
            outer = [self._const(extent) if extent is not None else bound
                     for extent, bound in zip(self.nest.outer, self.nest.bounds)]
            if s.rows is not None:
                full = self._const(s.rows * s.vectors)
                assert s.blocks is not None, "static rows give a static grid (choose_elementwise_schedule)"
                grid = self._const(s.blocks)
            else:
                full = self._const(s.vectors)
                for extent in outer:
                    full = arith.MulIOp(full, extent).result
                grid = arith.CeilDivUIOp(full, self._const(s.threads_per_block)).result
            _, kernel, terminator = build_launch(self.name, (grid, one, one),
                                                 (self._const(s.threads_per_block), one, one), None)
            with ir.InsertionPoint(terminator):
                block_id, thread_id = kernel.arguments[0], kernel.arguments[3]
                work = arith.AddIOp(arith.MulIOp(block_id, self._const(s.threads_per_block)).result, thread_id).result
                vectors = scf.IfOp(arith.CmpIOp(arith.CmpIPredicate.ult, work, full).result, has_else=bool(s.tail))
                with ir.InsertionPoint(vectors.then_block):
                    if outer:
                        position = (arith.RemUIOp(work, self._const(s.vectors)).result if s.vectors > 1
                                    else self._const(0))
                        row = arith.DivUIOp(work, self._const(s.vectors)).result if s.vectors > 1 else work
                        rows = _delinearize(row, outer, list(self.nest.outer), self._const)
                    else:
                        position, rows = work, []
                    start = arith.MulIOp(position, self._const(s.vector)).result
                    self._emit(views, rows, start, s.vector, vectorized=True)
                    scf.YieldOp([])
                if s.tail:   # only without rows: full is a constant
                    with ir.InsertionPoint(vectors.else_block):
                        last = scf.IfOp(arith.CmpIOp(arith.CmpIPredicate.eq, work, full).result)
                        with ir.InsertionPoint(last.then_block):
                            self._emit(views, [], self._const(s.vectors * s.vector), s.tail, vectorized=False)
                            scf.YieldOp([])
                        scf.YieldOp([])
        loop.erase()

    def _flat_views(self) -> dict[ir.Value, ir.Value]:
        """Each contiguously accessed buffer with its flat group collapsed into one dimension."""
        group = len(self.nest.extents) - self.nest.split
        views: dict[ir.Value, ir.Value] = {}
        for access in self.nest.accesses.values():
            if access.kind != CONTIGUOUS or access.buffer in views:
                continue
            buffer = access.buffer
            memref_type = ir.MemRefType(buffer.type)
            if group == 1:
                views[buffer] = buffer
                continue
            shape = list(memref_type.shape)
            keep = len(shape) - group
            if _identity_layout(memref_type):
                layout = None
            else:
                strides, offset = memref_type.get_strides_and_offset()
                layout = ir.StridedLayoutAttr.get(offset, strides[:keep] + [1])
            collapsed = ir.MemRefType.get(shape[:keep] + [math.prod(shape[keep:])], memref_type.element_type,
                                          layout=layout, memory_space=memref_type.memory_space)
            reassociation = [[dim] for dim in range(keep)] + [list(range(keep, len(shape)))]
            views[buffer] = memref.CollapseShapeOp(collapsed, buffer, reassociation).result
        return views

    def _emit(self, views: dict[ir.Value, ir.Value], rows: list[ir.Value], start: ir.Value, lanes: int,
              vectorized: bool) -> None:
        """The body for ``lanes`` contiguous elements from flat index ``start``: vector accesses, or
        one scalar access per element (the tail)."""
        outer_ivs = list(self.body.arguments)[:self.nest.split]
        uniform: dict[ir.Value, ir.Value] = {}     # body values equal for every element of the thread
        per_lane: dict[ir.Value, list[ir.Value]] = {}
        offsets = ([start] + [arith.AddIOp(start, self._const(j)).result for j in range(1, lanes)] if not vectorized
                   else [start])

        def lane_value(value: ir.Value, lane: int) -> ir.Value:
            if value in per_lane:
                return per_lane[value][lane]
            return uniform.get(value, value)

        def mapped_index(value: ir.Value) -> ir.Value:
            for iv, row in zip(outer_ivs, rows):
                if value == iv:
                    return row
            return value

        for op in self.ops:
            access = self.nest.accesses.get(op)
            if access is not None and access.kind == INVARIANT:
                indices = [mapped_index(index) for index in op.operands[1:]]
                uniform[op.results[0]] = memref.LoadOp(access.buffer, indices).result
            elif access is not None:
                view = views[access.buffer]
                leading = [mapped_index(index) for index in access.leading]
                element = ir.MemRefType(view.type).element_type
                if op.name == "memref.load":
                    per_lane[op.results[0]] = self._load(view, leading, element, offsets, lanes, vectorized)
                else:
                    values = [lane_value(op.operands[0], lane) for lane in range(lanes)]
                    self._store(view, leading, element, offsets, values, vectorized)
            elif all(not _defined_in(operand, self.body) or operand in uniform for operand in op.operands):
                clone = self._clone(op, lambda operand: uniform.get(operand, operand))
                for old, new in zip(op.results, clone):
                    uniform[old] = new
            else:
                clones = [self._clone(op, functools.partial(lane_value, lane=lane)) for lane in range(lanes)]
                for position, old in enumerate(op.results):
                    per_lane[old] = [clone[position] for clone in clones]

    def _clone(self, op: ir.Operation, operand: Callable[[ir.Value], ir.Value]) -> list[ir.Value]:
        if op in self.fast_exp:
            x = operand(op.operands[0])
            f32 = x.type
            scaled = arith.MulFOp(x, arith.ConstantOp(f32, ir.FloatAttr.get(f32, math.log2(math.e))).result).result
            return [mlir_math.Exp2Op(scaled).result]
        clone = op.clone()
        for position, value in enumerate(op.operands):
            clone.operands[position] = operand(value)
        return list(clone.results)

    def _chunks(self, element: ir.Type, lanes: int) -> int:
        return min(lanes, max(1, ACCESS_BYTES // _accessed_element_bytes(element)))

    def _load(self, view: ir.Value, leading: list[ir.Value], element: ir.Type, offsets: list[ir.Value], lanes: int,
              vectorized: bool) -> list[ir.Value]:
        if not vectorized:
            return [memref.LoadOp(view, leading + [offset]).result for offset in offsets]
        chunk = self._chunks(element, lanes)
        values: list[ir.Value] = []
        for first in range(0, lanes, chunk):
            offset = offsets[0] if first == 0 else arith.AddIOp(offsets[0], self._const(first)).result
            loaded = vector.LoadOp(ir.VectorType.get([chunk], element), view, leading + [offset],
                                   alignment=chunk * _accessed_element_bytes(element)).result
            values += [vector.ExtractOp(loaded, [], [j]).result for j in range(chunk)]
        return values

    def _store(self, view: ir.Value, leading: list[ir.Value], element: ir.Type, offsets: list[ir.Value],
               values: list[ir.Value], vectorized: bool) -> None:
        if not vectorized:
            for offset, value in zip(offsets, values):
                memref.StoreOp(value, view, leading + [offset])
            return
        chunk = self._chunks(element, len(values))
        for first in range(0, len(values), chunk):
            offset = offsets[0] if first == 0 else arith.AddIOp(offsets[0], self._const(first)).result
            packed = vector.FromElementsOp(ir.VectorType.get([chunk], element), values[first:first + chunk]).result
            vector.StoreOp(packed, view, leading + [offset], alignment=chunk * _accessed_element_bytes(element))


def _delinearize(linear: ir.Value, extents: list[ir.Value], static: list[int | None], const) -> list[ir.Value]:
    """Row-major indices of ``linear`` over ``extents`` (``static``: their values where known)."""
    indices: list[ir.Value] = []
    rest = linear
    for extent, known in zip(reversed(extents[1:]), reversed(static[1:])):
        if known == 1:
            indices.insert(0, const(0))
            continue
        indices.insert(0, arith.RemUIOp(rest, extent).result)
        rest = arith.DivUIOp(rest, extent).result
    indices.insert(0, rest)
    return indices


def _approximable_exp(op: ir.Operation) -> bool:
    """An f32 ``math.exp`` whose value reaches memory only through a truncation to f16/bf16, via
    ops that keep relative errors (module docstring)."""
    if op.name != "math.exp" or str(op.results[0].type) != "f32":
        return False
    return _relative_path_to_narrow(op.results[0], positive=True, depth=0)


def _relative_path_to_narrow(value: ir.Value, positive: bool, depth: int) -> bool:
    """Every use of ``value`` (a relative error ``e``) ends in a truncation to a 16-bit float
    through ops whose result's relative error is at most ``e``."""
    if depth > 16 or not list(value.uses):
        return False
    for use in value.uses:
        user = use.owner
        if user.name == "arith.truncf":
            if str(user.results[0].type) not in _NARROW_FLOATS:
                return False
            continue
        if user.name in _RELATIVE_SAFE:
            # Relative errors add up in a product or quotient: the other factor must be exact here.
            others = [operand for position, operand in enumerate(user.operands) if position != use.operand_number]
            if any(other == value or _depends_on_exp(other, 0) for other in others):
                return False
            stays_positive = positive and user.name != "arith.negf" and all(_positive_constant(o) for o in others)
            if not _relative_path_to_narrow(user.results[0], stays_positive, depth + 1):
                return False
            continue
        if user.name == "arith.addf" and positive:
            other = user.operands[1 - use.operand_number]
            if not _positive_constant(other):
                return False
            if not _relative_path_to_narrow(user.results[0], True, depth + 1):
                return False
            continue
        return False
    return True


def _depends_on_exp(value: ir.Value, depth: int) -> bool:
    """Whether ``value`` is computed from a ``math.exp`` (an approximated one, maybe) in the body."""
    owner = value.owner
    if isinstance(owner, ir.Block):
        return False
    op = owner.operation
    if op.name == "math.exp" or depth > 32:
        return True
    return any(_depends_on_exp(operand, depth + 1) for operand in op.operands)


def _positive_constant(value: ir.Value) -> bool:
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.operation.name != "arith.constant":
        return False
    attr = owner.operation.attributes["value"]
    return isinstance(attr, ir.FloatAttr) and ir.FloatAttr(attr).value > 0
