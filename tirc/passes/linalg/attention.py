"""tir-fuse-attention: ``softmax(scale * Q Kᵀ + mask) V`` on tensors becomes one ``tir.attention``.

Runs in the ``linalg`` stage on torch-mlir's raw linalg-on-tensors, before the passes that fold
constant subgraphs and fuse operands and elementwise chains (they would reshape the pattern).
For each contraction ``O = P · V`` the pass reads ``P`` back, element by element, as an
expression of logical indices ``(batch..., i, j)``:

- data movement (``tensor.collapse_shape``/``expand_shape``/``extract_slice``, ``linalg.transpose``
  and ``broadcast``, copy generics) only changes where an element lies: an :class:`Access`, a
  linear function of the logical indices (their mixed-radix digits, so ``h // group`` of a GQA
  ``repeat_kv`` or ``repeat_interleave`` is one digit of stride 0) over the row-major elements of
  the tensor read, is carried back through it;
- elementwise and reduction ``linalg.generic`` bodies become expression trees (``reduce`` nodes
  for the softmax's max and sum over ``j``), and a contraction ``Σ_d A B`` with a zero
  accumulator becomes a ``qk`` node reading its operands through their accesses (upcasts and
  constant factors looked through);
- ``P`` must be ``exp(X - max_j X) / sum_j exp(X - max_j X)`` (with casts, and optionally
  torch-mlir's guard that gives 0 to rows whose scores are all ``-inf``), and ``X`` a constant
  times one ``qk`` node plus additive terms and ``select``\\ s to ``-inf``. Terms that depend on
  ``(i, j)`` and constants only are evaluated (a block of rows at a time; what the expressions do
  not cover, such as Hugging Face's gathers of position ids, through the reference's
  ``evaluate_ops``): together they must be no mask or a causal mask (top-left or bottom-right
  diagonal; ``-inf`` or a float's lowest value where masked), whether built from iotas and
  comparisons or a dense constant; any other constant mask (a sliding window) and a term computed
  from inputs (a padding mask made of an ``attention_mask`` argument) are read from the float
  tensor that holds them, the op's additive mask operand.

torch-mlir's ``tm_tensor.attention`` (SDPA imported whole, read in the generic syntax, see
:mod:`tirc.tm_tensor`) is rewritten the same way: its operands traced back through views, its
mask operand evaluated or read as above, its scale the ``scale`` attribute or ``1/sqrt(D)``.

Where ``Q``, ``K``, ``V`` are f16/bf16 tensors and both head dims are in ``HEAD_DIMS``, the value of
``O`` — after the casts, transposes and reshapes that only move it, which the op's ``o`` view then
writes in place — is replaced by ``tir.attention`` (tirc/schedule/attention.py) on the tensors the
views start from, located at the ``Q Kᵀ`` contraction; the ops left dead are erased. Anything else
is left as it was.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np
from mlir import ir

from tirc.diagnostics import TircError
from tirc.dtypes import from_storage, storage_dtype
from tirc.ir.walk import erase_dead, walk_ops
from tirc.passes.linalg.constants import dtype_name, elements_bytes
from tirc.pipeline.registry import ModulePass
from tirc.reference import AssertionFailed, evaluate_ops, interprets
from tirc.schedule.attention import ATTENTION_OP, HEAD_DIMS, INPUT_ELEMENTS, OUTPUT_ELEMENTS, AttentionProblem, View
from tirc.target import Target

Term = tuple[str, int, int, int]      # (logical index, divisor, extent, stride): stride * ((index // divisor) % extent)
Node = tuple[Any, ...]                # an expression tree of hashable tuples
F16_LOWEST = -65504.0                 # an additive mask at or below it masks as -inf does (exp underflows to 0)
MAX_NODES = 20000                     # expressions built per contraction: a bound on work, not on models


class NoMatch(Exception):
    """The subgraph is not an attention the op takes: the IR stays as it is."""


def _shape(value: ir.Value) -> list[int]:
    """The static shape of a tensor value; NoMatch for anything else (memrefs, dynamic sizes)."""
    if not isinstance(value.type, ir.RankedTensorType):
        raise NoMatch("not a ranked tensor")
    shaped = ir.RankedTensorType(value.type)
    if not shaped.has_static_shape:
        raise NoMatch("dynamic shape")
    return list(shaped.shape)


def _row_strides(shape: list[int]) -> list[int]:
    strides = [1] * len(shape)
    for dim in range(len(shape) - 2, -1, -1):
        strides[dim] = strides[dim + 1] * shape[dim + 1]
    return strides


def _normalize(terms: list[Term]) -> tuple[Term, ...]:
    """Terms without extent-1 digits, adjacent digits of one index merged where their strides chain."""
    # A digit of stride 0 reads nothing: dropped, so equal reads have equal accesses (a missing
    # digit is a broadcast, e.g. of a GQA head).
    kept = sorted((t for t in terms if t[2] > 1 and t[3] != 0), key=lambda t: (t[0], t[1]))
    merged: list[Term] = []
    for name, div, ext, stride in kept:
        if merged:
            pname, pdiv, pext, pstride = merged[-1]
            if pname == name and pdiv * pext == div and pstride * pext == stride:
                merged[-1] = (pname, pdiv, pext * ext, pstride)
                continue
        merged.append((name, div, ext, stride))
    return tuple(merged)


@dataclass(frozen=True)
class Access:
    """Which element of a tensor (row-major) logical indices read: ``offset + Σ terms``."""
    offset: int
    terms: tuple[Term, ...]


# Per-dimension form of an access: each tensor dimension's index is offset + Σ coefficient * digit.
DimTerms = tuple[list[int], list[list[Term]], list[Term]]


def _split(access: Access, shape: list[int]) -> DimTerms:
    """The access as per-dimension indices of a tensor of ``shape`` (digits split where one spans
    two dimensions); NoMatch where it is not expressible (or leaves the tensor)."""
    strides = _row_strides(shape)
    total = int(np.prod(shape, dtype=np.int64)) if shape else 1
    if not 0 <= access.offset < max(total, 1):
        raise NoMatch("offset outside the tensor")
    offsets = [(access.offset // st) % size for st, size in zip(strides, shape)]
    per: list[list[Term]] = [[] for _ in shape]
    zero: list[Term] = []
    queue = list(access.terms)
    while queue:
        name, div, ext, stride = queue.pop()
        if ext == 1:
            continue
        if stride == 0:
            zero.append((name, div, ext, 0))
            continue
        dim = next((k for k, size in enumerate(shape) if size > 1 and strides[k] <= stride), None)
        if dim is None or stride < 0 or stride % strides[dim]:
            raise NoMatch("access stride not on a dimension")
        coefficient = stride // strides[dim]
        if coefficient * (ext - 1) < shape[dim] or dim == 0:
            per[dim].append((name, div, ext, coefficient))
            continue
        if shape[dim] % coefficient or ext % (shape[dim] // coefficient):
            raise NoMatch("digit does not split at a dimension")
        low = shape[dim] // coefficient
        per[dim].append((name, div, low, coefficient))
        queue.append((name, div * low, ext // low, stride * low))
    for dim, size in enumerate(shape):
        if offsets[dim] + sum(c * (e - 1) for _, _, e, c in per[dim]) >= size:
            raise NoMatch("access leaves a dimension")
    return offsets, per, zero


def _join(offsets: list[int], per: list[list[Term]], zero: list[Term], shape: list[int]) -> Access:
    strides = _row_strides(shape)
    for dim, size in enumerate(shape):
        low = offsets[dim] + sum(min(0, c) * (e - 1) for _, _, e, c in per[dim])
        high = offsets[dim] + sum(max(0, c) * (e - 1) for _, _, e, c in per[dim])
        if low < 0 or high >= size:
            raise NoMatch("access leaves a dimension")
    terms = [(n, d, e, c * strides[dim]) for dim, items in enumerate(per) for n, d, e, c in items]
    return Access(sum(o * s for o, s in zip(offsets, strides)), _normalize(terms + zero))


# A source dimension's index as a function of result dimension indices: (result dim or None, scale, add).
SourceIndex = tuple[int | None, int, int]


def _pull(split: DimTerms, mapping: list[SourceIndex], source_shape: list[int]) -> Access:
    """The access of a source tensor whose dimension ``n`` is read at ``mapping[n]`` of the result
    indices in ``split``; result dimensions no source dimension reads (broadcasts) leave their
    digits with stride 0 (a GQA head broadcast is read through ``h // group``)."""
    offsets, per, zero = split
    used = {k for k, _, _ in mapping if k is not None}
    dropped = [(n, d, e, 0) for k, items in enumerate(per) if k not in used for n, d, e, _ in items]
    source_offsets: list[int] = []
    source_per: list[list[Term]] = []
    for k, scale, add in mapping:
        if k is None:
            source_offsets.append(add)
            source_per.append([])
        else:
            source_offsets.append(scale * offsets[k] + add)
            source_per.append([(n, d, e, c * scale) for n, d, e, c in per[k]])
    return _join(source_offsets, source_per, list(zero) + dropped, source_shape)


# -- affine maps and generics -----------------------------------------------------------------

MapResults = list[tuple[str, int]]     # per result: ("d", loop dim) or ("c", constant)


def _maps(op: ir.Operation) -> list[MapResults]:
    """Per operand, its indexing map's results; named contractions use their default maps."""
    if "indexing_maps" in op.attributes:
        maps = []
        for attr in ir.ArrayAttr(op.attributes["indexing_maps"]):
            results: MapResults = []
            for expr in ir.AffineMapAttr(attr).value.results:
                if isinstance(expr, ir.AffineDimExpr):
                    results.append(("d", expr.position))
                elif isinstance(expr, ir.AffineConstantExpr):
                    results.append(("c", expr.value))
                else:
                    raise NoMatch("non-projected indexing map")
            maps.append(results)
        return maps
    if op.name == "linalg.batch_matmul":    # loops (b, m, n, k)
        return [[("d", 0), ("d", 1), ("d", 3)], [("d", 0), ("d", 3), ("d", 2)], [("d", 0), ("d", 1), ("d", 2)]]
    if op.name == "linalg.matmul":          # loops (m, n, k)
        return [[("d", 0), ("d", 2)], [("d", 2), ("d", 1)], [("d", 0), ("d", 1)]]
    raise NoMatch(f"no indexing maps on {op.name}")


def _iterators(op: ir.Operation, loops: int) -> list[str]:
    if "iterator_types" in op.attributes:
        return ["reduction" if "reduction" in str(a) else "parallel"
                for a in ir.ArrayAttr(op.attributes["iterator_types"])]
    return ["parallel"] * (loops - 1) + ["reduction"]


def _inputs(op: ir.Operation) -> int:
    return len(op.operands) - len(op.results)


def _loop_count(maps: list[MapResults]) -> int:
    return 1 + max((p for m in maps for kind, p in m if kind == "d"), default=-1)


def _loop_extents(op: ir.Operation, maps: list[MapResults]) -> list[int]:
    extents = [0] * _loop_count(maps)
    for value, results in zip(op.operands, maps):
        for size, (kind, position) in zip(_shape(value), results):
            if kind == "d":
                extents[position] = size
    return extents


def _loops_of_result(out_map: MapResults) -> dict[int, int]:
    """Loop dimension -> the result dimension that carries it (output maps are projections)."""
    carried: dict[int, int] = {}
    for k, (kind, position) in enumerate(out_map):
        if kind == "d":
            carried[position] = k
    return carried


def _operand_access(split: DimTerms, carried: dict[int, int], extra: dict[int, Term], in_map: MapResults,
                    shape: list[int]) -> Access:
    """The access of an operand read at ``in_map`` of loops: loops carried by result dimensions
    take those dimensions' indices, ``extra`` loops (reductions) a logical digit of their own."""
    offsets, per, zero = split
    rank = len(per)
    offsets, per = list(offsets), [list(p) for p in per]
    mapping: list[SourceIndex] = []
    for kind, position in in_map:
        if kind == "c":
            mapping.append((None, 0, position))
        elif position in carried:
            mapping.append((carried[position], 1, 0))
        elif position in extra:
            offsets.append(0)
            per.append([extra[position]])
            mapping.append((len(per) - 1, 1, 0))
        else:
            raise NoMatch("loop of no known index")
    split2: DimTerms = (offsets, per, zero)
    used = {k for k, _, _ in mapping if k is not None}
    # Reduction digits a map does not read are not broadcasts: they must not become stride-0 terms.
    for k in range(rank, len(per)):
        if k not in used:
            per[k] = []
    return _pull(split2, mapping, shape)


# -- data movement ----------------------------------------------------------------------------

def _defining(value: ir.Value) -> ir.Operation | None:
    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    return owner.operation


def _block(op: ir.Operation) -> ir.Block:
    return op.regions[0].blocks[0]


def _yielded(op: ir.Operation) -> list[ir.Value]:
    return list(list(_block(op).operations)[-1].operands)


def _copy_generic(op: ir.Operation, casts: bool) -> bool:
    """A one-input all-parallel generic whose body yields its input (or, with ``casts``, the input
    extended to a wider float): data movement."""
    if op.name != "linalg.generic" or _inputs(op) != 1 or len(op.results) != 1:
        return False
    if any(kind != "parallel" for kind in _iterators(op, 0)):
        return False
    body = list(_block(op).operations)
    arg = _block(op).arguments[0]
    if len(body) == 1:
        return body[0].operands[0] == arg
    return casts and len(body) == 2 and body[0].name == "arith.extf" and body[0].operands[0] == arg \
        and body[1].operands[0] == body[0].results[0]


def _movement_back(value: ir.Value, access: Access, casts: bool) -> tuple[ir.Value, Access] | None:
    """The tensor ``value`` moves (and the access that reads the same element there), or None."""
    op = _defining(value)
    if op is None:
        return None
    name = op.name
    if name in ("tensor.collapse_shape", "tensor.expand_shape"):
        return op.operands[0], access
    shape = _shape(value)
    if name == "linalg.transpose":
        permutation = list(ir.DenseI64ArrayAttr(op.attributes["permutation"]))
        source = op.operands[0]
        mapping: list[SourceIndex] = [(None, 0, 0)] * len(permutation)
        for k, p in enumerate(permutation):
            mapping[p] = (k, 1, 0)
        return source, _pull(_split(access, shape), mapping, _shape(source))
    if name == "linalg.broadcast":
        added = set(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
        source = op.operands[0]
        mapping = [(k, 1, 0) for k in range(len(shape)) if k not in added]
        return source, _pull(_split(access, shape), mapping, _shape(source))
    if name == "tensor.extract_slice":
        offsets = list(ir.DenseI64ArrayAttr(op.attributes["static_offsets"]))
        sizes = list(ir.DenseI64ArrayAttr(op.attributes["static_sizes"]))
        steps = list(ir.DenseI64ArrayAttr(op.attributes["static_strides"]))
        dynamic = ir.ShapedType.get_dynamic_size()
        if dynamic in offsets + sizes + steps or len(op.operands) != 1:
            return None
        source = op.operands[0]
        kept = [k for k, size in enumerate(sizes) if size != 1] if len(shape) < len(sizes) else list(range(len(sizes)))
        if len(kept) != len(shape):
            return None
        mapping = [(None, 0, offsets[n]) for n in range(len(sizes))]
        for k, n in enumerate(kept):
            mapping[n] = (k, steps[n], offsets[n])
        return source, _pull(_split(access, shape), mapping, _shape(source))
    if _copy_generic(op, casts):
        maps = _maps(op)
        out_map = maps[1]
        if sorted(p for kind, p in out_map if kind == "d") != list(range(len(out_map))) or \
                any(kind != "d" for kind, _ in out_map):
            return None
        carried = _loops_of_result(out_map)
        source = op.operands[0]
        mapping = [(None, 0, p) if kind == "c" else (carried[p], 1, 0) for kind, p in maps[0]]
        return source, _pull(_split(access, shape), mapping, _shape(source))
    return None


CONE_OPS = 2000     # ops evaluated for one constant mask at most


def _constant_cone(value: ir.Value) -> list[ir.Operation] | None:
    """The ops, in block order, that compute ``value`` from constants alone (what regions capture
    included), or None where it depends on an argument or on an op the reference cannot evaluate."""
    start = _defining(value)
    if start is None:
        return None
    block = start.block
    seen: dict[ir.Operation, None] = {}
    stack = [start]
    while stack:
        op = stack.pop()
        if op in seen:
            continue
        if op.block != block or not interprets(op) or len(seen) > CONE_OPS:
            return None
        seen[op] = None
        reads: list[ir.Value] = list(op.operands)

        # Called only by the walks below, within this iteration; the default binds this op's reads.
        def visit(inner: ir.Operation, reads: list[ir.Value] = reads) -> ir.WalkResult:
            reads.extend(inner.operands)
            return ir.WalkResult.ADVANCE

        for region in op.regions:
            for inner_block in region.blocks:
                for inner in inner_block.operations:
                    inner.operation.walk(visit)
        for read in reads:
            owner = _defining(read)
            if owner is None:
                if read.owner == block:          # an argument of the function
                    return None
                continue                         # a block argument of a region inside
            if owner.block == block:
                stack.append(owner)
            elif not _inside(owner, op):
                return None
    position = {op: k for k, op in enumerate(o.operation for o in block.operations)}
    return sorted(seen, key=lambda o: position[o])


def _inside(inner: ir.Operation, outer: ir.Operation) -> bool:
    parent = inner.parent
    while parent is not None:
        if parent.operation == outer.operation:
            return True
        parent = parent.parent if hasattr(parent, "parent") else None
    return False


def _constant_scalar(value: ir.Value) -> float | None:
    """A fill's or splat constant's value, else None."""
    op = _defining(value)
    if op is None:
        return None
    if op.name == "linalg.fill":
        return _constant_scalar(op.operands[0])
    if op.name == "arith.constant":
        attr = op.attributes["value"]
        if isinstance(attr, ir.FloatAttr):
            return float(ir.FloatAttr(attr).value)
        if isinstance(attr, ir.IntegerAttr):
            return float(ir.IntegerAttr(attr).value)
        if isinstance(attr, ir.BoolAttr):
            return float(ir.BoolAttr(attr).value)
        if isinstance(attr, ir.DenseElementsAttr) and ir.DenseElementsAttr(attr).is_splat:
            data = _constant_array(op)
            return float(data.reshape(-1)[0]) if data is not None and data.size else None
    return None


def _constant_array(op: ir.Operation) -> np.ndarray | None:
    """The row-major elements of a dense tensor constant, as float64 (bools 0/1)."""
    if op.name != "arith.constant" or not isinstance(op.results[0].type, ir.RankedTensorType):
        return None
    shaped = ir.RankedTensorType(op.results[0].type)
    dtype = dtype_name(shaped.element_type)
    try:
        raw = np.frombuffer(elements_bytes(op.attributes["value"]), dtype=storage_dtype(dtype))
        return np.asarray(from_storage(raw, dtype), dtype=np.float64).reshape(-1)
    except (ValueError, KeyError, TypeError):
        return None


@dataclass
class Operand:
    """A contraction operand read back to the f16/bf16 tensor it starts from."""
    base: ir.Value
    access: Access
    scale: float


def _scalar_factor(op: ir.Operation) -> float | None:
    """``c`` where a one-varying-input all-parallel generic computes ``c * x`` (optionally extending
    ``x``), the other inputs constants; None otherwise."""
    if op.name != "linalg.generic" or len(op.results) != 1 or \
            any(kind != "parallel" for kind in _iterators(op, 0)):
        return None
    block = _block(op)
    inputs = _inputs(op)
    varying = [k for k in range(inputs) if _constant_scalar(op.operands[k]) is None]
    if varying != [0]:
        return None
    constants = {block.arguments[k]: _constant_scalar(op.operands[k]) for k in range(1, inputs)}

    def factor(value: ir.Value) -> tuple[str, float]:
        if value == block.arguments[0]:
            return ("x", 1.0)
        if value in constants:
            return ("c", float(constants[value]))   # type: ignore[arg-type]
        owner = _defining(value)
        if owner is None or owner.parent.operation != op.operation:     # captured from outside the body
            constant = _constant_scalar(value) if owner is not None and owner.name == "arith.constant" else None
            if constant is None:
                raise NoMatch("captured value")
            return ("c", constant)
        parts = [factor(v) for v in owner.operands]
        if owner.name == "arith.extf" and parts[0][0] == "x":
            return parts[0]
        if owner.name in ("arith.truncf", "arith.extf") and parts[0][0] == "c":
            return ("c", float(np.float32(parts[0][1])) if str(owner.results[0].type) == "f32" else parts[0][1])
        if owner.name == "arith.constant":
            return ("c", float(_constant_scalar(owner.results[0]) or 0.0))
        if owner.name == "arith.mulf" and {p[0] for p in parts} == {"x", "c"}:
            return ("x", parts[0][1] * parts[1][1])
        if owner.name == "arith.divf" and parts[0][0] == "x" and parts[1][0] == "c":
            return ("x", parts[0][1] / parts[1][1])
        if owner.name == "arith.negf" and parts[0][0] == "x":
            return ("x", -parts[0][1])
        raise NoMatch("not a scaling")

    try:
        kind, value = factor(_yielded(op)[0])
    except NoMatch:
        return None
    return value if kind == "x" else None


def _trace_operand(value: ir.Value, access: Access) -> Operand:
    """Read a contraction operand back through movement, upcasts and constant factors."""
    scale = 1.0
    for _ in range(64):
        moved = _movement_back(value, access, casts=True)
        if moved is not None:
            value, access = moved
            continue
        op = _defining(value)
        factor = _scalar_factor(op) if op is not None else None
        if op is None or factor is None:
            break
        maps = _maps(op)
        out_map = maps[-1]
        if any(kind != "d" for kind, _ in out_map) or sorted(p for _, p in out_map) != list(range(len(out_map))):
            break
        carried = _loops_of_result(out_map)
        mapping: list[SourceIndex] = [(None, 0, p) if kind == "c" else (carried[p], 1, 0) for kind, p in maps[0]]
        access = _pull(_split(access, _shape(value)), mapping, _shape(op.operands[0]))
        value = op.operands[0]
        scale *= factor
    return Operand(value, access, scale)


# -- expressions ------------------------------------------------------------------------------

Number = np.ndarray | float          # a value _evaluate computes: one per grid point, or one for all
BinaryOp = Callable[[Number, Number], np.ndarray]
UnaryOp = Callable[[Number], np.ndarray]

_CMPI: dict[int, BinaryOp] = {0: np.equal, 1: np.not_equal, 2: np.less, 3: np.less_equal, 4: np.greater,
                              5: np.greater_equal}
_CMPF: dict[int, BinaryOp] = {1: np.equal, 2: np.greater, 3: np.greater_equal, 4: np.less, 5: np.less_equal,
                              6: np.not_equal, 8: np.equal, 9: np.greater, 10: np.greater_equal, 11: np.less,
                              12: np.less_equal, 13: np.not_equal}
_BINARY: dict[str, BinaryOp] = {
    "arith.addf": np.add, "arith.addi": np.add, "arith.subf": np.subtract, "arith.subi": np.subtract,
    "arith.mulf": np.multiply, "arith.muli": np.multiply, "arith.divf": np.divide,
    "arith.maximumf": np.maximum, "arith.maxnumf": np.fmax, "arith.minimumf": np.minimum,
    "arith.minnumf": np.fmin, "arith.maxsi": np.maximum, "arith.minsi": np.minimum,
    "arith.andi": lambda a, b: np.logical_and(a != 0, b != 0).astype(np.float64),
    "arith.ori": lambda a, b: np.logical_or(a != 0, b != 0).astype(np.float64),
    "arith.xori": lambda a, b: np.logical_xor(a != 0, b != 0).astype(np.float64)}
_UNARY: dict[str, UnaryOp] = {"math.exp": np.exp, "arith.negf": np.negative, "math.absf": np.abs}
_CASTS = ("arith.extf", "arith.truncf", "arith.index_cast", "arith.sitofp", "arith.uitofp", "arith.extsi",
          "arith.extui", "arith.fptosi", "arith.index_castui")
_LOGICAL = ("arith.andi", "arith.ori", "arith.xori")     # evaluated on i1 only (bitwise on wider integers)
_IDENTITY = {"sum": 0.0, "max": -math.inf, "and": 1.0, "or": 0.0}


class Expressions:
    """Expression trees of tensor elements at an access (memoised: equal reads are one node)."""

    def __init__(self) -> None:
        self.leaves: list[tuple[ir.Value, Access]] = []      # ("load", k): a tensor read at an access
        self.contractions: list[tuple[ir.Operation, Operand, Operand, int]] = []   # ("qk", k): op, A, B, K
        self.constants: dict[int, np.ndarray] = {}           # leaf -> data of a dense constant
        self.memo: dict[tuple[ir.Value, Access], Node] = {}
        self.origin: dict[Node, tuple[ir.Value, Access]] = {}   # a node -> a tensor read that computes it
        self.count = 0

    def of(self, value: ir.Value, access: Access) -> Node:
        key = (value, access)
        if key not in self.memo:
            self.count += 1
            if self.count > MAX_NODES:
                raise NoMatch("expression too large")
            self.memo[key] = self._build(value, access)
            self.origin.setdefault(self.memo[key], key)
        return self.memo[key]

    def leaf(self, value: ir.Value, access: Access) -> Node:
        self.leaves.append((value, access))
        op = _defining(value)
        if op is not None:
            data = _constant_array(op)
            if data is not None:
                self.constants[len(self.leaves) - 1] = data
        return ("load", len(self.leaves) - 1)

    def _build(self, value: ir.Value, access: Access) -> Node:
        moved = _movement_back(value, access, casts=False)
        if moved is not None:
            return self.of(*moved)
        scalar = _constant_scalar(value)
        if scalar is not None:
            return ("const", scalar)
        op = _defining(value)
        if op is None or op.name not in ("linalg.generic", "linalg.batch_matmul", "linalg.matmul"):
            return self.leaf(value, access)
        maps = _maps(op)
        iterators = _iterators(op, _loop_count(maps))
        result = list(op.results).index(value) if op.name == "linalg.generic" else 0
        out_map = maps[_inputs(op) + result]
        split = _split(access, _shape(value))
        carried = _loops_of_result(out_map)
        reductions = [k for k, kind in enumerate(iterators) if kind == "reduction"]
        if any(k not in carried for k, kind in enumerate(iterators) if kind == "parallel") or len(reductions) > 1:
            return self.leaf(value, access)
        # A body the expressions do not cover (a gather, a scan's result) is read as a tensor: a
        # mask operand, or evaluated where it depends on constants alone (_evaluate).
        try:
            if not reductions:
                return self._elementwise(op, result, split, carried, maps)
            extents = _loop_extents(op, maps)
            contraction = self._contraction(op, result, split, carried, maps, reductions[0], extents[reductions[0]])
            if contraction is not None:
                return contraction
            if any(t[0] == "j" for items in split[1] for t in items):
                return self.leaf(value, access)      # "j" is the reduction's own digit below
            return self._reduction(op, result, split, carried, maps, reductions[0], extents[reductions[0]])
        except NoMatch:
            if self.count > MAX_NODES:
                raise
            return self.leaf(value, access)

    def constant_data(self, leaf: int) -> np.ndarray | None:
        """The elements of a leaf's tensor where the IR computes it from constants alone
        (HF's causal masks: iotas, gathers of position ids, comparisons), else None."""
        if leaf in self.constants:
            return self.constants[leaf]
        value = self.leaves[leaf][0]
        cone = _constant_cone(value)
        if cone is None:
            return None
        try:
            (data,) = evaluate_ops(cone, [value])
        except (TircError, AssertionFailed, ValueError, KeyError, IndexError, TypeError, NotImplementedError):
            return None     # what the reference cannot evaluate is no known constant
        self.constants[leaf] = np.asarray(data, dtype=np.float64).reshape(-1)
        return self.constants[leaf]

    def _inputs_at(self, op: ir.Operation, split: DimTerms, carried: dict[int, int], maps: list[MapResults],
                   extra: dict[int, Term]) -> list[tuple[ir.Value, Access]]:
        return [(op.operands[k], _operand_access(split, carried, extra, maps[k], _shape(op.operands[k])))
                for k in range(_inputs(op))]

    def _bound(self, op: ir.Operation, inputs: list[Node]) -> dict[ir.Value, Node]:
        """The body's input block arguments bound to the inputs' nodes (the rest is built lazily
        from what a yielded value reads, see :meth:`_value`)."""
        return dict(zip(list(_block(op).arguments)[:len(inputs)], inputs))

    def _value(self, op: ir.Operation, value: ir.Value, bound: dict[ir.Value, Node],
               loop_index: dict[int, Node]) -> Node:
        if value in bound:
            return bound[value]
        owner = _defining(value)
        if owner is None:
            raise NoMatch("block argument of no input")
        if owner.parent.operation != op.operation:         # captured from the function body
            scalar = _constant_scalar(value)
            if scalar is None:
                raise NoMatch("captured non-constant")
            node: Node = ("const", scalar)
        elif owner.name == "arith.constant":
            scalar = _constant_scalar(value)
            if scalar is None:
                raise NoMatch("constant")
            node = ("const", scalar)
        elif owner.name == "linalg.index":
            node = loop_index[ir.IntegerAttr(owner.attributes["dim"]).value]
        else:
            children = tuple(self._value(op, v, bound, loop_index) for v in owner.operands)
            predicate = ir.IntegerAttr(owner.attributes["predicate"]).value if "predicate" in owner.attributes else None
            node = ("op", owner.name, predicate, str(value.type), *children)
            if owner.name not in _BINARY and owner.name not in _UNARY and owner.name not in _CASTS \
                    and owner.name not in ("arith.select", "arith.cmpi", "arith.cmpf"):
                raise NoMatch(f"{owner.name} in a body")
            if (owner.name in _LOGICAL and str(value.type) != "i1") or \
                    (owner.name == "arith.cmpi" and predicate not in _CMPI):
                raise NoMatch(f"{owner.name} not evaluated here")   # the reference's evaluate_ops may
            if all(c[0] == "const" for c in children):
                node = ("const", float(_evaluate(node, {}, self)))
        bound[value] = node
        return node

    def _loop_nodes(self, split: DimTerms, carried: dict[int, int], extra: dict[int, Term]) -> dict[int, Node]:
        offsets, per, _ = split
        nodes: dict[int, Node] = {}
        for loop, k in carried.items():
            nodes[loop] = ("idx", offsets[k], tuple(per[k]))
        for loop, term in extra.items():
            nodes[loop] = ("idx", 0, (term,))
        return nodes

    def _elementwise(self, op: ir.Operation, result: int, split: DimTerms, carried: dict[int, int],
                     maps: list[MapResults]) -> Node:
        if op.name != "linalg.generic":
            raise NoMatch("named op")
        inputs = [self.of(v, a) for v, a in self._inputs_at(op, split, carried, maps, {})]
        bound = self._bound(op, inputs)
        outputs = list(_block(op).arguments)[_inputs(op):]
        if any(list(arg.uses) for arg in outputs):
            raise NoMatch("elementwise body reads its output")
        return self._value(op, _yielded(op)[result], bound, self._loop_nodes(split, carried, {}))

    def _reduction(self, op: ir.Operation, result: int, split: DimTerms, carried: dict[int, int],
                   maps: list[MapResults], loop: int, extent: int) -> Node:
        if op.name != "linalg.generic":
            raise NoMatch("named reduction")
        extra = {loop: ("j", 1, extent, 1)}
        inputs = [self.of(v, a) for v, a in self._inputs_at(op, split, carried, maps, extra)]
        block = _block(op)
        accumulator = list(block.arguments)[_inputs(op) + result]
        bound = self._bound(op, inputs)
        yielded = _yielded(op)[result]
        owner = _defining(yielded)
        kinds = {"arith.addf": "sum", "arith.maximumf": "max", "arith.maxnumf": "max", "arith.andi": "and",
                 "arith.ori": "or"}
        if owner is None or owner.name not in kinds or accumulator not in list(owner.operands):
            raise NoMatch("not a known reduction")
        kind = kinds[owner.name]
        (other,) = [v for v in owner.operands if v != accumulator] or [accumulator]
        init = _constant_scalar(op.operands[_inputs(op) + result])
        if init is None or not (init == _IDENTITY[kind] or (kind == "max" and init <= -3.0e38)):
            raise NoMatch("reduction's initial value is not its identity")
        inner = self._value(op, other, bound, self._loop_nodes(split, carried, extra))
        return ("reduce", kind, inner)

    def _contraction(self, op: ir.Operation, result: int, split: DimTerms, carried: dict[int, int],
                     maps: list[MapResults], loop: int, extent: int) -> Node | None:
        """``Σ_d A B`` with a zero accumulator (named matmuls, or a generic multiply-add): a ``qk`` node."""
        if _inputs(op) != 2 or len(op.results) != 1:
            return None
        if op.name == "linalg.generic" and not _multiply_add(op):
            return None
        if _constant_scalar(op.operands[2]) != 0.0:
            return None
        extra = {loop: ("d", 1, extent, 1)}
        (a_value, a_access), (b_value, b_access) = self._inputs_at(op, split, carried, maps, extra)
        self.contractions.append((op, _trace_operand(a_value, a_access), _trace_operand(b_value, b_access), extent))
        return ("qk", len(self.contractions) - 1)


def _evaluate(node: Node, grid: dict[str, np.ndarray], exprs: Expressions) -> Number:
    """The numeric value of an expression of indices and constants on ``grid`` (index -> values)."""
    kind = node[0]
    if kind == "const":
        return node[1]
    if kind == "idx":
        total: Any = node[1]
        for name, div, ext, coefficient in node[2]:
            if name not in grid:
                raise NoMatch(f"depends on {name}")
            total = total + coefficient * ((grid[name] // div) % ext)
        return total
    if kind == "load":
        value, access = exprs.leaves[node[1]]
        data = exprs.constant_data(node[1])
        if data is None:
            raise NoMatch("reads a tensor")
        index: Any = access.offset
        for name, div, ext, stride in access.terms:
            if stride == 0:
                continue
            if name not in grid:
                raise NoMatch(f"depends on {name}")
            index = index + stride * ((grid[name] // div) % ext)
        return data[index]
    if kind == "op":
        name, predicate, type_text = node[1], node[2], node[3]
        args = [_evaluate(c, grid, exprs) for c in node[4:]]
        out: Number
        with np.errstate(all="ignore"):
            if name in _BINARY:
                out = _BINARY[name](*args)
            elif name in _UNARY:
                out = _UNARY[name](*args)
            elif name == "arith.select":
                out = np.where(np.asarray(args[0]) != 0, args[1], args[2])
            elif name == "arith.cmpi":
                out = _CMPI[predicate](*args).astype(np.float64)
            elif name == "arith.cmpf":
                out = _CMPF[predicate](*args).astype(np.float64) if predicate in _CMPF else \
                    np.full(np.broadcast(*args).shape, float(predicate == 15))
            elif name in _CASTS:
                out = args[0]
                if name == "arith.truncf":
                    out = np.asarray(out, dtype=np.float32 if type_text == "f32" else np.float16).astype(np.float64) \
                        if type_text in ("f32", "f16") else out
                elif name in ("arith.fptosi",):
                    out = np.trunc(out)
            else:
                raise NoMatch(name)
        return out
    raise NoMatch(f"{kind} node")


def _strip_casts(node: Node) -> Node:
    while node[0] == "op" and node[1] in ("arith.extf", "arith.truncf"):
        node = node[4]
    return node


def _contains(node: Node, kind: str) -> bool:
    if node[0] == kind:
        return True
    return node[0] in ("op", "reduce") and any(isinstance(c, tuple) and _contains(c, kind) for c in node[2:])


def _is_minus_infinity(node: Node) -> bool:
    return node[0] == "const" and node[1] <= F16_LOWEST


# -- the pattern ------------------------------------------------------------------------------

@dataclass
class Scores:
    """``X = scale * qk + Σ additive + (select to -inf where a condition fails)``."""
    qk: int = -1
    scale: float = 1.0
    additive: list[Node] = field(default_factory=list)
    keep: list[tuple[Node, bool]] = field(default_factory=list)    # (condition, keep where true)


def _scores(node: Node, into: Scores, factor: float = 1.0) -> None:
    node = _strip_casts(node)
    kind = node[0]
    if kind == "qk":
        if into.qk >= 0:
            raise NoMatch("two products in the scores")
        into.qk, into.scale = node[1], factor
        return
    if kind != "op":
        raise NoMatch("scores are not a product plus a mask")
    name, children = node[1], node[4:]
    if name == "arith.addf":
        product = [c for c in children if _contains(c, "qk")]
        if len(product) != 1:
            raise NoMatch("not one product in a sum")
        for c in children:
            if c is product[0]:
                _scores(c, into, factor)
            else:
                into.additive.append(_scaled(c, factor))
        return
    if name == "arith.subf" and _contains(children[0], "qk") and not _contains(children[1], "qk"):
        into.additive.append(_scaled(children[1], -factor))
        _scores(children[0], into, factor)
        return
    if name in ("arith.mulf", "arith.divf"):
        a, b = children
        if name == "arith.mulf" and a[0] == "const":
            a, b = b, a
        if b[0] != "const" or b[1] == 0.0:
            raise NoMatch("scores scaled by a non-constant")
        _scores(a, into, factor * (b[1] if name == "arith.mulf" else 1.0 / b[1]))
        return
    if name == "arith.select":
        if factor <= 0.0:
            raise NoMatch("a mask under a negative scale")
        condition, then, other = children
        if _contains(then, "qk") and _is_minus_infinity(_strip_casts(other)):
            into.keep.append((condition, True))
            _scores(then, into, factor)
            return
        if _contains(other, "qk") and _is_minus_infinity(_strip_casts(then)):
            into.keep.append((condition, False))
            _scores(other, into, factor)
            return
    raise NoMatch(f"{name} in the scores")


def _scaled(term: Node, factor: float) -> Node:
    """``factor * term``: an additive term of the scores under the factors outside its sum."""
    return term if factor == 1.0 else ("op", "arith.mulf", None, "f64", term, ("const", factor))


def _softmax(node: Node) -> Node:
    """The scores ``X`` where ``node`` is ``softmax_j(X)`` (with torch-mlir's all-masked-row guard)."""
    node = _strip_casts(node)
    if node[0] == "op" and node[1] == "arith.select":       # select(all_j(X == -inf), 0, softmax)
        condition, then, other = node[4:]
        if condition[0] == "reduce" and condition[1] == "and" and then == ("const", 0.0):
            node = _strip_casts(other)
            guard = _strip_casts(condition[2])
        else:
            raise NoMatch("select around the softmax")
    else:
        guard = None
    if node[0] != "op" or node[1] != "arith.divf":
        raise NoMatch("softmax: no division")
    exponentials, total = node[4], _strip_casts(node[5])
    if total[0] != "reduce" or total[1] != "sum" or _strip_casts(total[2]) != _strip_casts(exponentials):
        raise NoMatch("softmax: not divided by the sum of its exponentials")
    exponential = _strip_casts(exponentials)
    if exponential[0] != "op" or exponential[1] != "math.exp":
        raise NoMatch("softmax: no exp")
    difference = _strip_casts(exponential[4])
    if difference[0] != "op" or difference[1] != "arith.subf":
        raise NoMatch("softmax: no max subtracted")
    scores, maximum = difference[4], _strip_casts(difference[5])
    if maximum[0] != "reduce" or maximum[1] != "max" or _strip_casts(maximum[2]) != _strip_casts(scores):
        raise NoMatch("softmax: not the max of its scores")
    if guard is not None:
        if guard[0] != "op" or guard[1] != "arith.cmpf" or _strip_casts(guard[4]) != _strip_casts(scores) \
                or not _is_minus_infinity(guard[5]) or guard[2] not in (1, 8):
            raise NoMatch("softmax guard is not all -inf")
    return scores


def _causal(visible: np.ndarray, seq_q: int, seq_kv: int) -> str | None:
    rows = np.arange(seq_q)[:, None]
    cols = np.arange(seq_kv)[None, :]
    if visible.all():
        return "none"
    if np.array_equal(visible, np.broadcast_to(cols <= rows, visible.shape)):
        return "top_left"
    if np.array_equal(visible, np.broadcast_to(cols <= rows + seq_kv - seq_q, visible.shape)):
        return "bottom_right"
    return None


# -- building the problem ---------------------------------------------------------------------

Digit = tuple[int, int, int]    # (divisor, extent, stride) of one index


def _linear(digits: list[Digit], base: int, total: int) -> int:
    """One stride ``s`` with ``stride == s * (index // base)`` over ``[base, total)`` for every digit
    (missing ranges read with stride 0); NoMatch if none."""
    moving = [d for d in digits if d[2] != 0 and d[1] > 1]
    if not moving:
        return 0
    ordered = sorted(d for d in digits if d[1] > 1)
    position = base
    for div, ext, _stride in ordered:
        if div != position or div % base:
            raise NoMatch("index digits do not chain")
        position = div * ext
    if position != total:
        raise NoMatch("index digits do not cover the index")
    unit = ordered[0][2]
    for div, _ext, stride in ordered:
        if stride != unit * (div // base):
            raise NoMatch("index digits are not one stride")
    return unit


@dataclass
class Match:
    anchor: ir.Operation           # where the op goes (before the op making the final value)
    final: ir.Value                # what its result replaces
    location: ir.Location
    problem: AttentionProblem
    operands: list[ir.Value]


def _batch_digits(access: Access, batch: list[tuple[str, int]]) -> tuple[list[Digit], dict[str, list[Digit]]]:
    """The access's digits of the flattened batch index (batch indices mixed-radix, first most
    significant) and the digits of every other index."""
    inner: dict[str, int] = {}
    running = 1
    for name, extent in reversed(batch):
        inner[name] = running
        running *= extent
    flat: list[Digit] = []
    others: dict[str, list[Digit]] = {}
    for name, div, ext, stride in access.terms:
        if name in inner:
            flat.append((div * inner[name], ext, stride))
        else:
            others.setdefault(name, []).append((div, ext, stride))
    return flat, others


def _view(access: Access, batch: list[tuple[str, int]], heads: int, total: int, rows: tuple[str, int],
          cols: tuple[str, int], grouped: bool) -> tuple[View, int]:
    """The operand's view over ``[b, h (or g), rows, cols]`` and its group (1 unless ``grouped``)."""
    flat, others = _batch_digits(access, batch)
    allowed = {rows[0], cols[0]}
    if any(name not in allowed and any(d[2] for d in digits) for name, digits in others.items()):
        raise NoMatch("operand depends on an index it should not")
    cut: list[Digit] = []
    for div, ext, stride in flat:          # a digit across the batch/heads boundary: two digits
        if div < heads < div * ext and heads % div == 0 and ext % (heads // div) == 0:
            low = heads // div
            cut += [(div, low, stride), (heads, ext // low, stride * low)]
        else:
            cut.append((div, ext, stride))
    flat = cut
    outer = [(div // heads, ext, stride) for div, ext, stride in flat if div >= heads and ext > 1]
    inner = [d for d in flat if d[0] < heads and d[1] > 1]
    if any(div % heads for div, ext, _ in flat if div >= heads and ext > 1) or \
            any(div * ext > heads for div, ext, _ in inner):
        raise NoMatch("a batch digit straddles batch and heads")
    b_stride = _linear(outer, 1, total // heads)
    group = 1
    if grouped:
        moving = sorted(d for d in inner if d[2] != 0)
        group = moving[0][0] if moving else heads
        inner = [d for d in inner if d[2] != 0 or d[0] >= group]
        h_stride = _linear([(div // group, ext, stride) for div, ext, stride in inner], 1, heads // group) \
            if group < heads else 0
    else:
        h_stride = _linear(inner, 1, heads)
    row = _linear(others.get(rows[0], []), 1, rows[1])
    col = _linear(others.get(cols[0], []), 1, cols[1])
    return View(access.offset, (b_stride, h_stride, row, col)), group


def _fits(view: View, shape: tuple[int, int, int, int], value: ir.Value) -> None:
    last = view.offset + sum(s * (n - 1) for s, n in zip(view.strides, shape))
    if min(view.strides) < 0 or last >= int(np.prod(_shape(value), dtype=np.int64)):
        raise NoMatch("view leaves its tensor")


def _fold_output(value: ir.Value, access: Access) -> tuple[ir.Value, Access]:
    """Follow the product's only uses through casts and data movement: the op writes the last
    such value in place (its ``o`` view)."""
    narrowed = False
    while True:
        uses = list(value.uses)
        if len(uses) != 1:
            return value, access
        user = uses[0].owner
        user = user if isinstance(user, ir.Operation) else user.operation
        if user.name in ("tensor.collapse_shape", "tensor.expand_shape"):
            value = user.results[0]
            continue
        shape = _shape(value)
        if user.name == "linalg.transpose" and user.operands[0] == value:
            permutation = list(ir.DenseI64ArrayAttr(user.attributes["permutation"]))
            result = user.results[0]
            # result dim k reads source dim permutation[k]: the source's dim p is the result's k.
            mapping: list[SourceIndex] = [(p, 1, 0) for p in permutation]
            access = _pull(_split(access, shape), mapping, _shape(result))
            value = result
            continue
        if user.name == "linalg.generic" and _inputs(user) == 1 and user.operands[0] == value \
                and len(user.results) == 1 and all(kind == "parallel" for kind in _iterators(user, 0)):
            body = list(_block(user).operations)
            arg = _block(user).arguments[0]
            # One narrowing to the output type (the op rounds o once, as the IR does); an extension
            # after it would be a second rounding step the op does not have.
            cast = len(body) == 2 and body[0].name == "arith.truncf" and body[0].operands[0] == arg \
                and body[1].operands[0] == body[0].results[0] and not narrowed
            if not (cast or (len(body) == 1 and body[0].operands[0] == arg)):
                return value, access
            narrowed = narrowed or cast
            maps = _maps(user)
            if any(kind != "d" for m in maps for kind, _ in m) or \
                    any(sorted(p for _, p in m) != list(range(len(m))) for m in maps):
                return value, access
            result = user.results[0]
            # loop l is input dim n where maps[0][n] = l and result dim k where maps[1][k] = l.
            input_dim = {p: n for n, (_, p) in enumerate(maps[0])}
            mapping = [(input_dim[p], 1, 0) for _, p in maps[1]]
            access = _pull(_split(access, shape), mapping, _shape(result))
            value = result
            continue
        return value, access


def _multiply_add(op: ir.Operation) -> bool:
    """A two-input generic whose body yields ``acc + a * b`` (a, b possibly extended first)."""
    block = _block(op)
    if len(block.arguments) != 3:
        return False
    owner = _defining(_yielded(op)[0])
    if owner is None or owner.name != "arith.addf" or block.arguments[2] not in list(owner.operands):
        return False
    (product,) = [v for v in owner.operands if v != block.arguments[2]] or [None]
    mul = _defining(product) if product is not None else None
    if mul is None or mul.name != "arith.mulf":
        return False
    sources = []
    for v in mul.operands:
        cast = _defining(v)
        while cast is not None and cast.name == "arith.extf" and cast.parent.operation == op.operation:
            v = cast.operands[0]
            cast = _defining(v)
        sources.append(v)
    return set(sources) == {block.arguments[0], block.arguments[1]}


def _element(value: ir.Value) -> str:
    return str(ir.RankedTensorType(value.type).element_type)


def match_attention(op: ir.Operation) -> Match:
    """The attention whose ``P · V`` product is ``op``, or NoMatch."""
    if op.name not in ("linalg.generic", "linalg.batch_matmul", "linalg.matmul") or _inputs(op) != 2 \
            or len(op.results) != 1:
        raise NoMatch("not a contraction")
    maps = _maps(op)
    loops = _loop_count(maps)
    iterators = _iterators(op, loops)
    reductions = [k for k, kind in enumerate(iterators) if kind == "reduction"]
    if len(reductions) != 1:
        raise NoMatch("not one reduction")
    (reduced,) = reductions
    a_loops = {p for kind, p in maps[0] if kind == "d"}
    b_loops = {p for kind, p in maps[1] if kind == "d"}
    out_map = maps[2]
    if reduced not in a_loops or reduced not in b_loops or any(kind != "d" for kind, _ in out_map):
        raise NoMatch("not a product")
    extents = _loop_extents(op, maps)
    names: dict[int, str] = {reduced: "j"}
    batch: list[tuple[str, int]] = []
    for _kind, loop in out_map:
        if loop in a_loops and loop in b_loops:
            names[loop] = f"b{len(batch)}"
            batch.append((names[loop], extents[loop]))
        elif loop in a_loops:
            names[loop] = "i"
        else:
            names[loop] = "e"
    if sorted(names.values()).count("i") != 1 or sorted(names.values()).count("e") != 1:
        raise NoMatch("not one row and one column index")
    result = op.results[0]
    shape = _shape(result)
    identity = Access(0, _normalize([(names[loop], 1, shape[k], s)
                                     for k, ((_, loop), s) in enumerate(zip(out_map, _row_strides(shape)))]))
    exprs = Expressions()
    # The product itself must accumulate from zero.
    if _constant_scalar(op.operands[2]) != 0.0:
        raise NoMatch("accumulates onto a value")
    split = _split(identity, shape)
    carried = _loops_of_result(out_map)
    extra = {reduced: ("j", 1, extents[reduced], 1)}
    p_access = _operand_access(split, carried, extra, maps[0], _shape(op.operands[0]))
    v_access = _operand_access(split, carried, extra, maps[1], _shape(op.operands[1]))
    if op.name == "linalg.generic" and not _multiply_add(op):
        raise NoMatch("not a multiply-add")
    probabilities = exprs.of(op.operands[0], p_access)
    value = _trace_operand(op.operands[1], v_access)
    x = _softmax(probabilities)
    scores = Scores()
    _scores(x, scores)
    qk_op, q, k, head_dim = exprs.contractions[scores.qk]
    if value.scale != 1.0:      # V scaled by a constant scales the output, not the scores
        raise NoMatch("V is scaled")
    seq_q = dict(t[:3:2] for t in identity.terms).get("i", 1)
    head_dim_v = dict(t[:3:2] for t in identity.terms).get("e", 1)
    causal, tensors = _masks(scores.additive, scores.keep, exprs, seq_q, extents[reduced])
    return _finish(q, k, value, scores.scale * q.scale * k.scale, batch, seq_q, extents[reduced],
                   head_dim, head_dim_v, causal, tensors, result, identity, qk_op.location,
                   probabilities=_element(op.operands[0]))


MASK_CHUNK = 1 << 20     # (row, key) pairs a constant mask is evaluated on at once


def _masks(additive_terms: list[Node], keep: list[tuple[Node, bool]], exprs: Expressions, seq_q: int,
           seq_kv: int) -> tuple[str, list[tuple[ir.Value, Access]]]:
    """The causal kind of the terms of indices and constants (evaluated on the ``(i, j)`` grid, a
    block of rows at a time) and the mask tensor read by the others. A constant mask that is not
    causal (a sliding window) is read from the tensor the IR computes it in, where there is one."""
    rows = max(1, MASK_CHUNK // max(seq_kv, 1))

    def grid(first: int) -> dict[str, np.ndarray]:
        return {"i": np.arange(first, min(seq_q, first + rows))[:, None], "j": np.arange(seq_kv)[None, :]}

    constant: list[Node] = []
    tensors: list[tuple[ir.Value, Access]] = []
    for term in additive_terms:
        try:
            _evaluate(term, grid(0), exprs)
            constant.append(term)
        except NoMatch:
            # A term computed from inputs (a padding mask made of an attention_mask argument) is
            # read from the tensor that holds it, a load or the generic computing it.
            held = _held(term, exprs)
            if held is None:
                raise
            tensors.append(held)
    visible = np.ones((seq_q, seq_kv), dtype=bool)
    additive_only_masks = True      # every constant term is 0 or masks (-inf, a float's lowest)
    for first in range(0, seq_q, rows):
        points = grid(first)
        block = visible[first:first + rows]
        total = np.zeros(block.shape)
        for term in constant:
            total = total + _evaluate(term, points, exprs)
        masked = total <= F16_LOWEST
        additive_only_masks &= not np.any(total[~masked] != 0.0)
        block &= ~masked
        for condition, keep_where_true in keep:
            truth = np.broadcast_to(np.asarray(_evaluate(condition, points, exprs)) != 0, block.shape)
            block &= truth if keep_where_true else ~truth
    causal = _causal(visible, seq_q, seq_kv) if additive_only_masks else None
    if causal is None:
        held = _held(constant[0], exprs) if len(constant) == 1 and not keep and not tensors else None
        if held is None:
            raise NoMatch("a mask of constants that is neither causal nor held in a tensor")
        causal, tensors = "none", [held]
    if len(tensors) > 1:
        raise NoMatch("more than one mask tensor")
    return causal, tensors


def _held(term: Node, exprs: Expressions) -> tuple[ir.Value, Access] | None:
    """The float tensor read (and its access) whose elements are ``term``, if the IR has one."""
    stripped = _strip_casts(term)
    if stripped[0] == "load" and _element(exprs.leaves[stripped[1]][0]) in ("f16", "bf16", "f32"):
        return exprs.leaves[stripped[1]]
    for node in (term, stripped):
        if node in exprs.origin and _element(exprs.origin[node][0]) in ("f16", "bf16", "f32"):
            return exprs.origin[node]
    return None


def _finish(q: Operand, k: Operand, value: Operand, scale: float, batch: list[tuple[str, int]], seq_q: int,
            seq_kv: int, head_dim: int, head_dim_v: int, causal: str, tensors: list[tuple[ir.Value, Access]],
            result: ir.Value, identity: Access, location: ir.Location, probabilities: str | None = None) -> Match:
    """The op's problem from the operands' accesses: element types and head dims checked, the
    output folded, a batch/heads split found that reads every operand through one view.
    ``probabilities``: P's element in the IR's P·V; one wider than the inputs' (decomposed SDPA's
    f32) is kept in the problem, so that the kernels multiply P at that precision."""
    element = _element(q.base)
    if element not in INPUT_ELEMENTS or _element(k.base) != element or _element(value.base) != element:
        raise NoMatch("Q, K, V are not all f16 or all bf16")
    if head_dim not in HEAD_DIMS or head_dim_v not in HEAD_DIMS:
        raise NoMatch(f"head dims {head_dim}, {head_dim_v}")
    final, o_access = _fold_output(result, identity)
    out_element = _element(final)
    if out_element not in OUTPUT_ELEMENTS:
        raise NoMatch(f"{out_element} output")

    total = int(np.prod([n for _, n in batch], dtype=np.int64)) if batch else 1
    # Any split that reads every operand is the same problem; the heads of the layout the user
    # wrote come first ([B, H, S, D] or [B, S, H, D] queries), so the dictionary reads as theirs.
    preferred = [batch[-1][1]] if len(batch) > 1 else []
    q_shape = _shape(q.base)
    if len(q_shape) == 4:
        preferred += [q_shape[1], q_shape[2]]
    preferred = [d for k, d in enumerate(preferred) if 1 < d < total and total % d == 0 and d not in preferred[:k]]
    candidates = preferred + sorted({d for d in range(1, total + 1) if total % d == 0} - set(preferred), reverse=True)
    for heads in candidates:
        try:
            q_view, _ = _view(q.access, batch, heads, total, ("i", seq_q), ("d", head_dim), False)
            o_view, _ = _view(o_access, batch, heads, total, ("i", seq_q), ("e", head_dim_v), False)
            k_view, group = _view(k.access, batch, heads, total, ("j", seq_kv), ("d", head_dim), True)
            v_view, v_group = _view(value.access, batch, heads, total, ("j", seq_kv), ("e", head_dim_v), True)
            if group != v_group:
                raise NoMatch("K and V heads differ")
            mask_view = None
            if tensors:
                mask_view, _ = _view(tensors[0][1], batch, heads, total, ("i", seq_q), ("j", seq_kv), False)
        except NoMatch:
            continue
        batch_size = total // heads
        _fits(q_view, (batch_size, heads, seq_q, head_dim), q.base)
        _fits(k_view, (batch_size, heads // group, seq_kv, head_dim), k.base)
        _fits(v_view, (batch_size, heads // group, seq_kv, head_dim_v), value.base)
        _fits(o_view, (batch_size, heads, seq_q, head_dim_v), final)
        operands = [q.base, k.base, value.base]
        mask_element = None
        if tensors:
            _fits(mask_view, (batch_size, heads, seq_q, seq_kv), tensors[0][0])   # type: ignore[arg-type]
            operands.append(tensors[0][0])
            mask_element = _element(tensors[0][0])
            if mask_element not in ("f16", "bf16", "f32"):
                raise NoMatch(f"{mask_element} mask")
        problem = AttentionProblem(batch=batch_size, heads=heads, kv_heads=heads // group, seq_q=seq_q,
                                   seq_kv=seq_kv, head_dim=head_dim, head_dim_v=head_dim_v, causal=causal,
                                   scale=scale, element=element, out_element=out_element, q=q_view, k=k_view,
                                   v=v_view, o=o_view, mask=mask_view, mask_element=mask_element,
                                   probabilities="f32" if probabilities == "f32" else None)
        try:
            problem.check()
        except TircError:
            continue
        anchor = _defining(final)
        assert anchor is not None
        return Match(anchor, final, location, problem, operands)
    raise NoMatch("no batch/head split reads every operand")


TM_ATTENTION = "tm_tensor.attention"


def _identity(shape: list[int], names: list[str]) -> Access:
    """Each dimension of a row-major tensor read by its own logical index."""
    return Access(0, _normalize([(n, 1, size, stride) for n, size, stride in zip(names, shape, _row_strides(shape))]))


def match_tm_attention(op: ir.Operation) -> Match:
    """torch-mlir's ``tm_tensor.attention`` (in the generic syntax, tirc.tm_tensor): inputs
    ``q [..., S_q, D]``, ``k [..., S_kv, D]``, ``v [..., S_kv, D_v]`` and an optional additive mask
    broadcast to the scores ``[..., S_q, S_kv]`` (a causal one built of iotas is recognised as
    such), output ``[..., S_q, D_v]``; the scale is the ``scale`` attribute, else ``1/sqrt(D)``."""
    inputs = list(op.operands)[:-1]
    if len(inputs) not in (3, 4) or len(op.results) != 1:
        raise NoMatch("not q, k, v[, mask] and one output")
    q_shape, k_shape, v_shape = (_shape(v) for v in inputs[:3])
    if not (len(q_shape) == len(k_shape) == len(v_shape) >= 2):
        raise NoMatch("operand ranks differ")
    batch = [(f"b{n}", size) for n, size in enumerate(q_shape[:-2])]
    names = [name for name, _ in batch]
    seq_q, head_dim = q_shape[-2:]
    seq_kv, head_dim_v = v_shape[-2:]
    q = _trace_operand(inputs[0], _identity(q_shape, names + ["i", "d"]))
    k = _trace_operand(inputs[1], _identity(k_shape, names + ["j", "d"]))
    value = _trace_operand(inputs[2], _identity(v_shape, names + ["j", "e"]))
    if value.scale != 1.0:
        raise NoMatch("V is scaled")
    scale = float(ir.FloatAttr(op.attributes["scale"]).value) if "scale" in op.attributes else 1.0 / math.sqrt(head_dim)
    exprs = Expressions()
    additive: list[Node] = []
    if len(inputs) == 4:
        mask_shape = _shape(inputs[3])
        score_names = names + ["i", "j"]
        if len(mask_shape) > len(score_names):
            raise NoMatch("mask of higher rank than the scores")
        mask_names = score_names[len(score_names) - len(mask_shape):]   # broadcast from the right
        additive.append(exprs.of(inputs[3], _identity(mask_shape, mask_names)))
    causal, tensors = _masks(additive, [], exprs, seq_q, seq_kv)
    result = op.results[0]
    return _finish(q, k, value, scale * q.scale * k.scale, batch, seq_q, seq_kv, head_dim, head_dim_v,
                   causal, tensors, result, _identity(_shape(result), names + ["i", "e"]), op.location)


# Ops on tensors with no side effect: what a fused attention leaves dead (erase_dead).
_PURE = ("linalg.", "tensor.", "arith.", "math.", TM_ATTENTION)


@dataclass(frozen=True)
class FuseAttention(ModulePass):
    """Replace each ``softmax(scale * Q Kᵀ + mask) V`` on f16/bf16 tensors by one ``tir.attention``
    reading Q, K, V (and an additive mask) through views and writing the product's final layout in
    place; erase what it leaves dead. Other IR is unchanged."""

    name: ClassVar[str] = "tir-fuse-attention"
    summary: ClassVar[str] = "softmax(Q Kᵀ) V subgraphs (eager, decomposed SDPA, GQA) -> one tir.attention"

    def run(self, module: ir.Module, target: Target) -> None:
        matches: list[Match] = []
        claimed: set[ir.Value] = set()
        for op in walk_ops(module.operation, lambda o: o.name in ("linalg.batch_matmul", "linalg.matmul",
                                                                 "linalg.generic", TM_ATTENTION)):
            if op.name == "linalg.generic" and sum("reduction" in str(a) for a in
                                                   ir.ArrayAttr(op.attributes["iterator_types"])) != 1:
                continue
            try:
                found = match_tm_attention(op) if op.name == TM_ATTENTION else match_attention(op)
            except NoMatch:
                continue
            if found.final not in claimed:
                claimed.add(found.final)
                matches.append(found)
        if not matches:
            return
        module.context.allow_unregistered_dialects = True    # tir.attention is no registered op
        blocks: list[ir.Block] = []
        replaced: dict[ir.Value, ir.Value] = {}     # one attention's output read by another
        for found in matches:
            with found.location, ir.InsertionPoint(found.anchor):
                fused = ir.Operation.create(ATTENTION_OP, results=[found.final.type],
                                            operands=[replaced.get(v, v) for v in found.operands],
                                            attributes={"tir.attention": found.problem.to_attr()})
            found.final.replace_all_uses_with(fused.results[0])
            replaced[found.final] = fused.results[0]
            block = found.anchor.block
            if block not in blocks:
                blocks.append(block)
        for block in blocks:
            erase_dead(block, _PURE)
