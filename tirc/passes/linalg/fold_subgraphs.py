"""tir-fold-constant-subgraphs: what a program computes from constants alone is computed at compile time.

Runs in the ``linalg`` stage on tensors, after ``tir-fold-constants`` and before the fusion passes.
A PyTorch export computes some tensors from its parameters and buffers alone, every time it runs
and each as kernels of its own: eval BatchNorm's ``1 / sqrt(running_var + eps)`` (whose
``cf.assert`` on a zero element even makes ``linalg-fuse-elementwise-ops`` copy the chain into
every consumer), RoPE's ``cos``/``sin`` tables of ``inv_freq`` times the positions, the causal mask
built from ``arange``. Their values are known when compiling, so the float64 reference interpreter
(:func:`tirc.reference.evaluate_ops`) computes them, rounding every float result to its type as
the IR does, and the ops are replaced by one ``arith.constant`` per value the rest of the program
reads: a splat ``dense<v>`` when every element is the same (``tir-fold-constants``' policy then
folds it into the kernels), else a ``dense_resource`` blob, a weight like the parameters, in the
element storage of :mod:`tirc.dtypes`; it carries the location of the op that computed it.

What is constant: a tensor ``arith.constant`` (dense, splat, dense_resource), ``tensor.empty``,
and any op the interpreter evaluates (:func:`tirc.reference.interprets`: ``linalg.generic``, with
``linalg.index`` too, named linalg ops, tensor reshapes, slices, concats, pads, ``tm_tensor.scan``)
whose operands, and the values its body captures, are all constant. A function argument never is:
with ``--weights=inputs`` the parameters are arguments (``tir-weights-as-inputs`` ran first), and
in such a function only splats are folded, so that it gets no weights back.

Policy (which constant ops fold):

- An op that computes (any arithmetic, a comparison, a select, ``linalg.index``, a gather, a
  reduction, a contraction) folds.
- An op that only moves data or casts it (a body of ``extf``/``truncf``/``ext*``/``trunc*``/
  ``*tofp``/``fpto*`` only; ``linalg.transpose``/``broadcast``/``copy``/``fill``; reshapes, slices,
  concats, pads) folds only as part of a computing cone: when every op reading it folds, or when
  it reads folded values and its result is no larger than what it reads (a narrowing cast, a
  slice, a reshape). Alone, or widening data at a cone's edge, it stays a kernel: an ``extf`` of
  an f16 weight feeding a matmul is how tirc keeps the matmul on f16 Tensor Cores (the cast folds
  into the matmul's loads); folded, it would be an f32 weight twice the size and an f32 GEMM, off
  Tensor Cores. The same goes for a broadcast: the consumer reads the small constant through its
  indexing map.
- Size guard: a value larger than ``max-bytes`` that is also larger than the constants its cone
  reads (an iota, a broadcast mask of a long sequence) stays computed, by kernels, from the values
  before it.
- ``cf.assert`` in a folded body is evaluated: one that fails for any element is a located error
  naming its message (the program would abort whenever it ran); one that holds goes away with
  its op. Ops with other side effects, and ops the interpreter does not evaluate, stay as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

import numpy as np
from mlir import ir
from mlir.dialects import arith

from tirc.diagnostics import REMARKS, Remark, TircError, source_line_of
from tirc.dtypes import from_storage, storage_dtype, to_storage
from tirc.mlir_support import source_location
from tirc.passes.linalg.constants import dtype_name, is_splat
from tirc.passes.linalg.fold_constants import FoldConstants
from tirc.passes.linalg.weights_as_inputs import WEIGHT_ARGS_ATTR
from tirc.pipeline.registry import ModulePass
from tirc.reference import AssertionFailed, evaluate_ops, interprets
from tirc.target import Target

# Bodies of only these ops (and linalg.yield) move or convert data: nothing is computed.
_CASTS = {"arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp",
          "arith.uitofp", "arith.fptosi", "arith.fptoui", "arith.index_cast", "arith.index_castui", "arith.bitcast"}
_MOVING_LINALG = {"linalg.transpose", "linalg.broadcast", "linalg.copy", "linalg.fill"}
_MOVING_TENSOR = {"tensor.cast", "tensor.collapse_shape", "tensor.expand_shape", "tensor.reshape",
                  "tensor.extract_slice", "tensor.insert_slice", "tensor.concat", "tensor.pad"}
_SOURCES = {"arith.constant", "tensor.empty"}
_RESOURCE_NAME = "folded"   # MLIR makes each blob's key unique: folded, folded_1, ...


def _static_tensor(t: ir.Type) -> bool:
    return isinstance(t, ir.RankedTensorType) and ir.RankedTensorType(t).has_static_shape


def _nbytes(t: ir.Type) -> int:
    """The bytes of a static tensor in its storage layout (i1: a byte per element)."""
    shaped = ir.RankedTensorType(t)
    return int(np.prod(shaped.shape, dtype=np.int64)) * storage_dtype(dtype_name(shaped.element_type)).itemsize


def _elements(t: ir.Type) -> int:
    return int(np.prod(ir.RankedTensorType(t).shape, dtype=np.int64))


def _captured(op: ir.Operation) -> list[ir.Value]:
    """The values the ops nested in ``op`` read from outside it."""
    inside: set[ir.Value] = set()
    read: list[ir.Value] = []

    def visit(inner: ir.Operation) -> ir.WalkResult:
        for region in inner.regions:
            for block in region.blocks:
                inside.update(block.arguments)
        if inner != op:
            inside.update(inner.results)
            read.extend(inner.operands)
        return ir.WalkResult.ADVANCE

    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return [value for value in dict.fromkeys(read) if value not in inside]


def _moves_data(op: ir.Operation) -> bool:
    """Whether ``op`` only moves or casts data: nothing in it computes."""
    if op.name in _MOVING_LINALG or op.name in _MOVING_TENSOR:
        return True
    if op.name != "linalg.generic":
        return False
    iterators = [str(kind) for kind in ir.ArrayAttr(op.attributes["iterator_types"])]
    *body, _ = [inner.operation for inner in op.regions[0].blocks[0].operations]
    return all("parallel" in kind for kind in iterators) and all(inner.name in _CASTS for inner in body)


@dataclass
class _Block:
    """The constant ops of one block and how they connect."""

    ops: list[ir.Operation]                      # the block's ops, in order
    constant: list[ir.Operation]                 # those whose values are known when compiling
    reads: dict[ir.Operation, list[ir.Value]]    # constant op -> what it reads (operands, captures)
    producers: dict[ir.Value, ir.Operation]      # value -> the block op that makes it
    users: dict[ir.Operation, set[ir.Operation]]  # constant op -> the block ops reading its results
    position: dict[ir.Operation, int]

    @staticmethod
    def of(block: ir.Block) -> _Block:
        ops = [op.operation for op in block.operations]
        position = {op: index for index, op in enumerate(ops)}
        producers = {result: op for op in ops for result in op.results}
        constant: list[ir.Operation] = []
        known: set[ir.Operation] = set()
        reads: dict[ir.Operation, list[ir.Value]] = {}
        for op in ops:
            if not _has_constant_results(op) or not interprets(op):
                continue
            read = list(dict.fromkeys([*op.operands, *_captured(op)]))
            if all(producers.get(value) in known for value in read):
                constant.append(op)
                known.add(op)
                reads[op] = read
        users: dict[ir.Operation, set[ir.Operation]] = {op: set() for op in constant}
        for op in constant:
            for result in op.results:
                for use in result.uses:
                    users[op].add(_in_block(use.owner, position))
        return _Block(ops, constant, reads, producers, users, position)

    def ancestors(self, ops: set[ir.Operation]) -> set[ir.Operation]:
        """``ops`` and every constant op they read from, transitively."""
        found, pending = set(ops), list(ops)
        while pending:
            for value in self.reads[pending.pop()]:
                producer = self.producers[value]
                if producer not in found:
                    found.add(producer)
                    pending.append(producer)
        return found


def _has_constant_results(op: ir.Operation) -> bool:
    """Whether ``op``'s results can be constants: static tensors (a scalar arith.constant too, which
    bodies capture); a dynamic size would need its value."""
    if op.name == "arith.constant" and len(op.results) == 1 and \
            isinstance(op.results[0].type, (ir.IntegerType, ir.IndexType, ir.FloatType)):
        return True
    return bool(op.results) and all(_static_tensor(result.type) for result in op.results)


def _in_block(owner: ir.Operation | ir.OpView, position: dict[ir.Operation, int]) -> ir.Operation:
    """The op of the block that holds ``owner`` (itself, or the op whose region it is nested in)."""
    op = owner.operation
    while op not in position:
        op = op.parent.operation
    return op


def _narrows(op: ir.Operation, block: _Block, folded: set[ir.Operation]) -> bool:
    """Whether ``op`` reads folded values (besides constants and inits) into no more bytes than
    it reads of them: a narrowing cast, a slice, a reshape of a folded value."""
    producers = [block.producers[value] for value in block.reads[op]]
    if not any(p in folded for p in producers) or not all(p in folded or p.name in _SOURCES for p in producers):
        return False
    read = sum(_nbytes(value.type) for value, p in zip(block.reads[op], producers) if p in folded)
    return sum(_nbytes(result.type) for result in op.results) <= read


def _folded(block: _Block, excluded: set[ir.Operation]) -> set[ir.Operation]:
    """The constant ops the policy folds (module docstring), none of ``excluded``."""
    candidates = [op for op in block.constant if op.name not in _SOURCES and op not in excluded]
    moving = [op for op in candidates if _moves_data(op)]
    folded = {op for op in candidates if not _moves_data(op)}
    changed = True
    while changed:   # a data move joins a cone through another that joined
        changed = False
        for op in moving:
            if op not in folded and ((block.users[op] and block.users[op] <= folded) or _narrows(op, block, folded)):
                folded.add(op)
                changed = True
    return folded


def _constant_bytes(op: ir.Operation) -> int:
    """What a constant holds: a splat one element, any other tensor all of them."""
    value = op.results[0]
    if not _static_tensor(value.type):
        return 0
    if is_splat(op.attributes["value"].maybe_downcast()):
        return _nbytes(value.type) // max(_elements(value.type), 1)
    return _nbytes(value.type)


def _outputs(block: _Block, folded: set[ir.Operation]) -> list[ir.Value]:
    """The results of folded ops that something else reads, in block order."""
    return [result for op in block.ops if op in folded for result in op.results
            if any(_in_block(use.owner, block.position) not in folded for use in result.uses)]


def _plan(block: _Block, max_bytes: int, function: str) -> tuple[set[ir.Operation], list[ir.Value]]:
    """The ops to fold and the values to replace with constants, after the size guard."""
    excluded: set[ir.Operation] = set()
    while True:
        folded = _folded(block, excluded)
        outputs = _outputs(block, folded)
        too_large = set()
        for value in outputs:
            producer = block.producers[value]
            if _elements(value.type) == 0:
                too_large.add(producer)   # nothing to compute, nothing to gain
                continue
            size = _nbytes(value.type)
            if size > max_bytes:
                read = sum(_constant_bytes(op) for op in block.ancestors({producer}) if op.name == "arith.constant")
                if size > read:
                    too_large.add(producer)
                    REMARKS.emit(Remark(function, f"{value.type} is computed from constants alone but stays "
                                                  f"computed by kernels: {size} bytes, more than max-bytes "
                                                  f"({max_bytes}) and than the constants it reads ({read})",
                                        _where(producer), fields={"bytes": size, "read": read}, missed=False))
        if not too_large:
            return folded, outputs
        excluded |= too_large


def _components(block: _Block, folded: set[ir.Operation]) -> list[set[ir.Operation]]:
    """The folded ops in groups connected by what they read from each other (each is evaluated alone)."""
    group: dict[ir.Operation, int] = {}
    groups: list[set[ir.Operation]] = []
    for op in block.ops:
        if op not in folded:
            continue
        joined = {group[p] for v in block.reads[op] if (p := block.producers[v]) in folded}
        if not joined:
            group[op] = len(groups)
            groups.append({op})
            continue
        target, *others = sorted(joined)
        groups[target].add(op)
        group[op] = target
        for other in others:
            for member in groups[other]:
                group[member] = target
            groups[target] |= groups[other]
            groups[other] = set()
    return [members for members in groups if members]


def _scalar(element: ir.Type, value: float | int) -> ir.Attribute:
    if isinstance(element, ir.FloatType):
        return ir.FloatAttr.get(element, float(value))
    return ir.IntegerAttr.get(element, int(value))


def _attribute(value: ir.Value, data: np.ndarray) -> tuple[ir.Attribute, bool]:
    """The constant attribute of ``data`` (float64 or int64 values) stored as ``value``'s type: a
    splat when every element has the same bits, else a dense_resource blob. And whether a splat."""
    shaped = ir.RankedTensorType(value.type)
    dtype = dtype_name(shaped.element_type)
    stored = to_storage(np.asarray(data).reshape(shaped.shape), dtype)
    raw = stored.reshape(-1).view(np.uint8).reshape(stored.size, -1)
    if np.all(raw == raw[0]):
        element = from_storage(stored.reshape(-1)[:1], dtype)[0]
        if dtype == "i1":
            element = int(element != 0)
        return ir.DenseElementsAttr.get_splat(shaped, _scalar(shaped.element_type, element)), True
    return ir.DenseResourceElementsAttr.get_from_buffer(np.ascontiguousarray(stored), _RESOURCE_NAME, shaped), False


def _assertion_error(failed: AssertionFailed) -> TircError:
    location = failed.location
    return TircError(f"assertion '{failed.assertion}' fails on constant data: the program would abort whenever "
                     "it runs", location=location,
                     source_line=source_line_of(location.file, location.line) if location else None,
                     hint="the values it checks are computed from the program's constants alone "
                          "(tir-fold-constant-subgraphs evaluates them when compiling)")


def _where(op: ir.Operation) -> str | None:
    location = source_location(op.location, REMARKS.input_file)
    return str(location) if location else None


@dataclass
class _Replacement:
    value: ir.Value
    attribute: ir.Attribute
    splat: bool


def _evaluated(block: _Block, members: set[ir.Operation], wanted: list[ir.Value],
               function: str) -> tuple[list[ir.Operation], list[_Replacement]] | None:
    """The ops evaluated for one group of folded ops and the constants of its values; None where the
    interpreter cannot evaluate them (a remark says which op)."""
    cone = sorted(block.ancestors(members), key=block.position.__getitem__)
    try:
        values = evaluate_ops(cone, wanted, REMARKS.input_file)
    except AssertionFailed as failed:
        raise _assertion_error(failed) from None
    except Exception as error:   # a fold is an optimisation: what the interpreter cannot do (an
        # unsupported body, a gather out of bounds, numpy refusing a shape) stays a kernel.
        first = block.producers[wanted[0]]
        reason = error.message if isinstance(error, TircError) else f"{type(error).__name__}: {error}"
        REMARKS.emit(Remark(function, f"{first.name} is computed from constants alone but stays a kernel: "
                                      f"it cannot be evaluated when compiling ({reason})", _where(first)))
        return None
    replacements = []
    for value, data in zip(wanted, values):
        with block.producers[value].location:
            replacements.append(_Replacement(value, *_attribute(value, data)))
    return cone, replacements


def _fold_block(block_ir: ir.Block, function: str, max_bytes: int, splats_only: bool) -> bool:
    """Fold the constant subgraphs of one block; whether a splat constant was made."""
    block = _Block.of(block_ir)
    folded, outputs = _plan(block, max_bytes, function)
    # Every group is evaluated before any is replaced: a group may read another's values through
    # an op that stays (a broadcast), and its clone must find the IR as it was.
    evaluated: list[tuple[list[ir.Operation], list[_Replacement]]] = []
    for members in _components(block, folded):
        wanted = [value for value in outputs if block.producers[value] in members]
        found = _evaluated(block, members, wanted, function) if wanted else None
        if found is not None and (not splats_only or all(r.splat for r in found[1])):
            evaluated.append(found)
    made_splat = False
    for cone, replacements in evaluated:
        for replacement in replacements:
            producer = block.producers[replacement.value]
            with producer.location, ir.InsertionPoint(producer):
                constant = arith.ConstantOp(replacement.value.type, replacement.attribute)
            replacement.value.replace_all_uses_with(constant.result)
            made_splat |= replacement.splat
            REMARKS.emit(Remark(function, f"{replacement.value.type} computed at compile time from {len(cone)} ops: "
                                          f"{'a splat' if replacement.splat else 'a weight'}", _where(producer),
                                fields={"folded_ops": len(cone), "splat": replacement.splat}, missed=False))
    erasable = {op for cone, _ in evaluated for op in cone}
    for op in reversed(block.ops):   # what the constants replaced, and what only that read
        if op in erasable and all(not list(result.uses) for result in op.results):
            op.erase()
    return made_splat


@dataclass(frozen=True)
class FoldConstantSubgraphs(ModulePass):
    """Evaluates the ops that compute from constants alone (module docstring: which ones) with the
    reference interpreter and replaces the values the rest of the program reads with constants: a
    splat dense, else a dense_resource weight."""

    name: ClassVar[str] = "tir-fold-constant-subgraphs"
    summary: ClassVar[str] = ("Compute what depends on constants alone at compile time (BatchNorm's scale, "
                              "RoPE tables, causal masks): constants instead of kernels")

    max_bytes: int = field(default=1 << 20, metadata={
        "help": "a folded value larger than this (bytes) and than the constants it is computed from stays "
                "computed by kernels"})

    def run(self, module: ir.Module, target: Target) -> None:
        made_splat = False
        for op in module.body.operations:
            func = op.operation
            if func.name != "func.func" or not func.regions[0].blocks:
                continue
            splats_only = WEIGHT_ARGS_ATTR in func.attributes
            name = ir.StringAttr(func.attributes["sym_name"]).value
            made_splat |= _fold_block(func.regions[0].blocks[0], name, self.max_bytes, splats_only)
        if made_splat:   # a splat becomes linalg.fill where no generic reads it, as tir-fold-constants does
            FoldConstants().run(module, target)
