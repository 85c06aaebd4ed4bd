"""tir-explain-kernels: say, for each SIMT kernel, what it computes and why it is a kernel of its own.

Runs in the host functions right before ``convert-linalg-to-parallel-loops``. By then every
``linalg`` op left becomes one SIMT kernel (one thread per output element): the Tensor Core passes
took the scheduled contractions with their fill and epilogue, tir-reduce the reductions with the
consumers it fuses, tir-scan the scans, and all of those are ``gpu.launch`` ops named after their
kernel (``<function>_gemm<i>``, ``_conv<i>``, ``_reduce<i>``, ``_scan<i>``). For each linalg op
the pass writes one line:

- *what* it computes: the first kind of ``KINDS`` its body and indexing maps match (a cast, a
  transpose copy, a copy into a strided view, a gather, an elementwise op and its ops, ...);
- *why* it was not fused into a neighbour, from the function's buffer dataflow: the buffers each
  op, launch, host copy and return reads and writes (through views and TMA descriptors to the
  allocation, argument or global under them), so who wrote what it reads and who reads what it
  writes, until an op overwrites the whole buffer. The reasons are the rules of ``RULES``, which
  restate the fusion policy that made the kernels (docs/design.md, "Fusion policy"):
  ``tir-fuse-elementwise`` (upstream elementwise fusion: a ``linalg.generic`` producer into the
  one ``linalg.generic`` reading it, never into a contraction), ``tir-fuse-operands`` (transposes,
  casts and batch broadcasts become a contraction's loads), the contraction epilogue
  (``tirc.schedule.contraction``: one identity-indexed elementwise consumer of the accumulator),
  and tir-reduce's consumers. The first consumer-side rule that holds says why the op is not in
  what reads it; a producer-side rule adds why it is not in the kernel that wrote its input.

The line reaches the kernel on the op's location: the pass wraps it in a ``FusedLoc`` whose
metadata is a key (``tir-explain-kernels:<n>``) and keeps the lines in the module attribute
``tir.explained_ops`` (key -> kind, what, why). Conversions carry an op's location to its
``scf.parallel``, ``gpu.launch``, the outlined ``gpu.func`` and its ``gpu.launch_func``. Once
kernels have their final names, ``tir-merge-gpu-modules`` calls ``record_kernel_explanations``:
each ``gpu.launch_func`` with a key names its kernel, the lines go to ``tir.kernel_explanations``
(kernel -> kind, what, why) for the kernel report, and every location gets back what it was
without the key. A line names the SIMT kernels it mentions by a placeholder (``{kernel:<n>}``, the
op's key) that becomes the kernel's name there.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar

from mlir import ir

from tirc.ir.walk import kernel_reference, launch_ops, walk_ops
from tirc.passes.linalg.fuse_elementwise import DUPLICATED_OPS, ELEMENTWISE_OPS, MOVEMENT_OPS
from tirc.passes.linalg.fuse_operands import FUSED_CASTS
from tirc.pipeline.registry import ModulePass
from tirc.schedule.contraction import ZERO_PAD_ATTR, is_multiply_accumulate
from tirc.schedule.elementwise import ELEMENTWISE_SCHEDULE
from tirc.schedule.model import KERNEL_SCHEDULES_ATTR
from tirc.schedule.perf_model import KERNEL_PROBLEMS_ATTR
from tirc.target import Target

PENDING_ATTR = "tir.explained_ops"                # key -> {kind, what, why}, until kernels are named
KERNEL_EXPLANATIONS_ATTR = "tir.kernel_explanations"   # SIMT kernel -> {kind, what, why}
KEY_PREFIX = "tir-explain-kernels:"
_KEY = re.compile(r'fused<"' + re.escape(KEY_PREFIX) + r'(\d+)">\[')
_PLACEHOLDER = re.compile(r"\{kernel:(\d+)\}")

# Kernels other passes made, by the names they give their launches.
LAUNCH_KINDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"_(gemm|conv)\d+$"), "contraction"),          # tir-tile
    (re.compile(r"_reduce\d+(_partials)?$"), "reduction"),     # tir-reduce
    (re.compile(r"_scan\d+$"), "scan"),                        # tir-scan
)
# Ops whose result is (a view of, a handle on) their first operand's buffer.
_VIEWS = frozenset({"memref.subview", "memref.expand_shape", "memref.collapse_shape", "memref.cast",
                    "memref.reinterpret_cast", "memref.view", "memref.transpose", "nvgpu.tma.create.descriptor",
                    "builtin.unrealized_conversion_cast"})
_RESHAPES = frozenset({"memref.expand_shape", "memref.collapse_shape"})
_SLICING = frozenset({"memref.subview", "memref.reinterpret_cast", "memref.view"})
# Ops in a kernel that write their operand at this position (the others that take a buffer read it).
_WRITTEN_OPERAND: dict[str, int] = {
    "memref.store": 1, "vector.store": 1, "vector.transfer_write": 1, "vector.maskedstore": 0,
    "vector.scatter": 0, "memref.atomic_rmw": 1, "memref.generic_atomic_rmw": 0, "memref.copy": 1,
    "nvgpu.device_async_copy": 0, "nvgpu.tma.async.store": 1,
    "nvvm.cp.async.bulk.tensor.global.shared.cta": 0,   # a TMA store: operand 0 is the tensor map
}
# Ops in a kernel that take a buffer without touching its elements.
_NEUTRAL = frozenset({"memref.dim", "memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index",
                      "nvgpu.tma.prefetch.descriptor", "memref.dealloc"})
_CASTS = frozenset({"arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp",
                    "arith.uitofp", "arith.fptosi", "arith.fptoui", "arith.bitcast", "arith.index_cast",
                    "arith.index_castui"})
_LOADS = frozenset({"memref.load", "tensor.extract", "vector.load", "vector.transfer_read"})
_MAX_OPS = 6   # ops an elementwise kind lists
# Body ops a kind's list leaves out: the loads a gather is named for, indices, bounds checks.
_UNLISTED = _LOADS | {"linalg.index", "cf.assert", "scf.yield", "arith.index_cast", "arith.index_castui",
                      "affine.apply", "affine.linearize_index", "affine.delinearize_index"}


@dataclass(frozen=True)
class OpShape:
    """What the classification looks at in a linalg op: its body and how it indexes its operands."""
    name: str                          # linalg.generic, linalg.transpose, ...
    body_ops: tuple[str, ...] = ()     # its body's ops in order, without linalg.yield and constants
    inputs: int = 1                    # shaped inputs (a fill's scalar is none)
    yields_input: bool = False         # the body yields an input element (maybe through casts)
    parallel: bool = True              # no reduction loop
    windowed: bool = False             # an input indexed by a sum of loops (a window)
    permuted: bool = False             # an input read in another order than the output is written
    broadcast: bool = False            # an input indexed by fewer loops than the output (or a constant)
    into_slice: bool = False           # the output is a view of part of a larger buffer
    outputs: int = 1                   # buffers it writes
    checks: tuple[str, ...] = ()       # the messages of its cf.assert ops
    zero_pad: bool = False             # tir-pad-to-generic's zero pad
    contraction: bool = False          # a multiply-accumulate body
    cast_types: tuple[str, str] | None = None   # (from, to) of a cast's input and output elements

    @property
    def casts_only(self) -> bool:
        return bool(self.body_ops) and all(op in _CASTS for op in self.body_ops)

    @property
    def moves(self) -> bool:
        """Copies its one input's elements as they are."""
        return self.inputs == 1 and self.yields_input and not self.body_ops


def _loads(shape: OpShape) -> bool:
    """Its body loads from a buffer (an index it computes: an embedding, a gather)."""
    return any(op in _LOADS for op in shape.body_ops)


# What a SIMT kernel computes: the first kind whose test holds.
KINDS: tuple[tuple[str, Callable[[OpShape], bool]], ...] = (
    ("check", lambda s: s.outputs == 0),             # torch-mlir's checks (cf.assert) and nothing else
    ("zero pad", lambda s: s.zero_pad),
    # tir-pad-to-generic's tensor.pad: an index computation that loads the source where it is inside.
    ("pad", lambda s: s.inputs == 0 and "scf.if" in s.body_ops and _loads(s)),
    ("convolution", lambda s: s.contraction and s.windowed),
    ("contraction", lambda s: s.contraction),
    ("pooling", lambda s: not s.parallel and s.windowed),
    ("reduction", lambda s: not s.parallel),
    ("fill", lambda s: s.inputs == 0 and "linalg.index" not in s.body_ops and not _loads(s)),
    ("gather", _loads),
    ("index computation", lambda s: s.inputs == 0),
    ("copy into a strided view", lambda s: (s.moves or s.casts_only) and s.into_slice),
    ("transpose copy", lambda s: s.moves and s.permuted),
    ("broadcast copy", lambda s: s.moves and s.broadcast),
    ("copy", lambda s: s.moves),
    ("cast", lambda s: s.inputs == 1 and s.casts_only),
    ("elementwise", lambda s: True),
)


def kind_of(shape: OpShape) -> str:
    return next(kind for kind, test in KINDS if test(shape))


def describe(shape: OpShape) -> str:
    """The kind with what sets this op apart: the cast's types, an elementwise op's ops."""
    kind = kind_of(shape)
    if kind == "check" and shape.checks:
        return f"check (cf.assert \"{shape.checks[0]}\")"
    if kind == "cast" and shape.cast_types is not None:
        moved = ", transposed" if shape.permuted else ", broadcast" if shape.broadcast else ""
        return f"cast {shape.cast_types[0]} -> {shape.cast_types[1]}{moved}"
    if kind == "copy into a strided view" and shape.cast_types is not None:
        return f"{kind} (cast {shape.cast_types[0]} -> {shape.cast_types[1]})"
    if kind in ("elementwise", "gather", "index computation"):
        names = list(dict.fromkeys(op.split(".", 1)[1] if op.startswith(("arith.", "math.")) else op
                                   for op in shape.body_ops if op not in _UNLISTED))
        if not names:
            return kind
        listed = ", ".join(names[:_MAX_OPS]) + (", ..." if len(names) > _MAX_OPS else "")
        return f"{kind} (ops: {listed})"
    return kind


# ---------------------------------------------------------------------------------------------
# The host function's buffer dataflow


@dataclass
class Node:
    """An op of a host function that reads or writes buffers: a kernel to be, or a host step."""
    op: ir.Operation
    kind: str            # "simt" (a linalg op), "contraction", "reduction", "scan", "launch", "host copy",
                         # "call", "return"
    name: str            # how explanations name it: a kernel, or {kernel:<n>} for a SIMT kernel to be
    reads: set[ir.Value] = field(default_factory=set)           # buffers (their roots)
    writes: dict[ir.Value, bool] = field(default_factory=dict)  # buffer -> whether the whole of it
    reshaped: set[ir.Value] = field(default_factory=set)        # buffers read through a reshape
    in_place: set[ir.Value] = field(default_factory=set)        # buffers read as an output (linalg)
    repeated: set[ir.Value] = field(default_factory=set)        # buffers read by several inputs (linalg)
    permuted: set[ir.Value] = field(default_factory=set)        # buffers read in another order (linalg)
    broadcast: set[ir.Value] = field(default_factory=set)       # buffers read broadcast (linalg)
    shape: OpShape | None = None                                # a linalg op's
    schedule: str | None = None                                 # a launch's, from tir.kernel_schedules
    epilogue: bool = False      # a contraction kernel known to have an epilogue (it writes another element type)

    def label(self) -> str:
        if self.kind == "host copy":
            return "a host copy (memref.copy)"
        return self.name


def _owner(value: ir.Value) -> ir.Operation | None:
    owner = value.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def _trace(value: ir.Value) -> tuple[ir.Value, set[str]]:
    """The buffer under ``value`` (through views and TMA descriptors) and the view ops passed."""
    passed: set[str] = set()
    while (owner := _owner(value)) is not None and owner.name in _VIEWS and len(owner.operands):
        passed.add(owner.name)
        value = owner.operands[0]
    return value, passed


def _is_buffer(value: ir.Value) -> bool:
    return isinstance(value.type, ir.MemRefType)


def _elements(value: ir.Value) -> int | None:
    shape = ir.MemRefType(value.type).shape
    if any(size == ir.ShapedType.get_dynamic_size() for size in shape):
        return None
    count = 1
    for size in shape:
        count *= size
    return count


def _covers(view: ir.Value) -> bool:
    """Whether ``view`` is all of its buffer (no slice of it)."""
    root, passed = _trace(view)
    if not passed & _SLICING:
        return True
    return _elements(view) is not None and _elements(view) == _elements(root)


def _inside(value: ir.Value, container: ir.Operation) -> bool:
    """Whether ``value`` is defined in ``container``'s regions."""
    owner = value.owner
    op = owner.owner if isinstance(owner, ir.Block) else owner.operation
    while op is not None:
        if op == container:
            return True
        op = op.parent
    return False


def ins_outs(op: ir.Operation) -> tuple[list[ir.Value], list[ir.Value]]:
    """A linalg op's inputs and outputs (named ops call them input/init, inputs/inits too)."""
    view = op.opview
    inputs = list(view.inputs) if hasattr(view, "inputs") else [view.input]
    outputs = list(view.outputs) if hasattr(view, "outputs") else list(view.inits) if hasattr(view, "inits") \
        else [view.init]
    return inputs, outputs


def _linalg_node(op: ir.Operation, name: str) -> Node:
    node = Node(op, "simt", name, shape=op_shape(op))
    inputs, outputs = ins_outs(op)
    body = op.regions[0].blocks[0]
    for read in input_reads(op):
        root, passed = _trace(read.value)
        if root in node.reads:
            node.repeated.add(root)
        node.reads.add(root)
        if passed & _RESHAPES:
            node.reshaped.add(root)
        if read.permuted:
            node.permuted.add(root)
        if read.broadcast:
            node.broadcast.add(root)
    for value, argument in zip(outputs, list(body.arguments)[len(inputs):]):
        root, _ = _trace(value)
        node.writes[root] = _covers(value)
        if list(argument.uses):
            node.reads.add(root)
            node.in_place.add(root)
    for inner in walk_ops(op):   # buffers the body loads from (a gather)
        if inner == op:
            continue
        for operand in inner.operands:
            if _is_buffer(operand) and not _inside(operand, op):
                node.reads.add(_trace(operand)[0])
    return node


def _launch_node(op: ir.Operation, name: str, kind: str, host: set[ir.Value]) -> Node:
    """A gpu.launch: the buffers of ``host`` (the values defined before it in the host function)
    its ops read and write."""
    node = Node(op, kind, name)
    ops = [inner for inner in walk_ops(op) if inner != op]
    source_of: dict[ir.Value, ir.Value] = {}      # a view made in the launch -> what it views
    for inner in ops:
        if inner.name in _VIEWS and len(inner.operands) and len(inner.results) == 1:
            source_of[inner.results[0]] = inner.operands[0]
    for inner in ops:
        if inner.name in _VIEWS or inner.name in _NEUTRAL:
            continue
        written = _WRITTEN_OPERAND.get(inner.name)
        for position, operand in enumerate(inner.operands):
            value = operand
            while value in source_of:
                value = source_of[value]
            if value not in host:
                continue
            root, passed = _trace(value)
            if not _is_buffer(root):
                continue
            if passed & _RESHAPES:
                node.reshaped.add(root)
            if position == written:
                # The kernels passes make write all of the view they are given.
                node.writes[root] = node.writes.get(root, True) and _covers(value)
            else:
                node.reads.add(root)
    return node


def _launch_kind(name: str) -> str:
    return next((kind for pattern, kind in LAUNCH_KINDS if pattern.search(name)), "launch")


def _launch_name(op: ir.Operation) -> str | None:
    if "function" not in op.attributes:
        return None
    return str(op.attributes["function"]).lstrip("@").strip('"')


def op_shape(op: ir.Operation) -> OpShape:
    """The facts the classification reads off a linalg op (named or generic)."""
    operands, outputs = ins_outs(op)
    inputs = [value for value in operands if isinstance(value.type, ir.ShapedType)]
    body = op.regions[0].blocks[0] if op.regions and len(op.regions[0].blocks) else None
    ops: list[ir.Operation] = []
    if body is not None:
        ops = [inner for inner in walk_ops(op) if inner != op and inner.name not in ("linalg.yield", "arith.constant")
               and not _only_checks(inner)]
    names = tuple(inner.name for inner in ops)
    checks = tuple(dict.fromkeys(ir.StringAttr(inner.attributes["msg"]).value for inner in ops
                                 if inner.name == "cf.assert" and "msg" in inner.attributes))
    yields_input = False
    if body is not None:
        terminator = list(body.operations)[-1].operation
        value = terminator.operands[0] if len(terminator.operands) else None
        while value is not None and (owner := _owner(value)) is not None and owner.name in _CASTS:
            value = owner.operands[0]
        arguments = list(body.arguments)[:len(operands)]
        yields_input = value is not None and value in arguments and \
            isinstance(operands[arguments.index(value)].type, ir.ShapedType)
    iterators = [str(kind) for kind in ir.ArrayAttr(op.attributes["iterator_types"])] \
        if "iterator_types" in op.attributes else []
    reads = input_reads(op)
    windowed = any(read.windowed for read in reads) or "pooling" in op.name or "conv" in op.name
    cast_types = None
    if inputs and outputs and isinstance(outputs[0].type, ir.ShapedType):
        source = str(ir.ShapedType(inputs[0].type).element_type)
        target = str(ir.ShapedType(outputs[0].type).element_type)
        if source != target:
            cast_types = (source, target)
    contraction = body is not None and (op.name.endswith("matmul") or "conv" in op.name or is_multiply_accumulate(body))
    # Named ops with reduction loops say so by their name only.
    named_reduction = op.name == "linalg.reduce" or "pooling" in op.name or contraction
    return OpShape(op.name, names, len(inputs), yields_input,
                   parallel=not named_reduction and all("parallel" in kind for kind in iterators),
                   windowed=windowed, permuted=any(read.permuted for read in reads),
                   broadcast=any(read.broadcast for read in reads),
                   into_slice=bool(outputs) and _is_buffer(outputs[0]) and not _covers(outputs[0]),
                   outputs=len(outputs),
                   checks=checks,
                   zero_pad=ZERO_PAD_ATTR in op.attributes, contraction=contraction, cast_types=cast_types)


@dataclass(frozen=True)
class InputRead:
    """How a linalg op indexes one of its shaped inputs, against the order it writes its output in."""
    value: ir.Value
    permuted: bool = False     # in another order
    broadcast: bool = False    # by fewer loops, or at a constant index
    windowed: bool = False     # by a sum of loops (a window)


def input_reads(op: ir.Operation) -> list[InputRead]:
    operands, _ = ins_outs(op)
    shaped = [value for value in operands if isinstance(value.type, ir.ShapedType)]
    if op.name == "linalg.transpose":
        return [InputRead(shaped[0], permuted=True)]
    if op.name == "linalg.broadcast":
        return [InputRead(shaped[0], broadcast=True)]
    if "indexing_maps" not in op.attributes:
        return [InputRead(value) for value in shaped]
    maps = [ir.AffineMapAttr(attr).value for attr in ir.ArrayAttr(op.attributes["indexing_maps"])]
    output_dims = _dims(maps[len(operands)]) if len(maps) > len(operands) else []
    reads = []
    for value, amap in zip(operands, maps):
        if not isinstance(value.type, ir.ShapedType):
            continue
        exprs = list(amap.results)
        if any(not isinstance(e, (ir.AffineDimExpr, ir.AffineConstantExpr)) for e in exprs):
            reads.append(InputRead(value, windowed=True))
            continue
        dims = _dims(amap)
        order = [output_dims.index(d) for d in dims if d in output_dims]
        reads.append(InputRead(value, permuted=order != sorted(order),
                               broadcast=len(dims) < len(exprs) or bool(set(output_dims) - set(dims))))
    return reads


def _only_checks(op: ir.Operation) -> bool:
    """Whether ``op`` computes only what bounds checks (cf.assert) test."""
    users = [use.owner for result in op.results for use in result.uses]
    return bool(users) and all(user.name == "cf.assert" or _only_checks(user) for user in users)


def _dims(amap: ir.AffineMap) -> list[int]:
    return [ir.AffineDimExpr(e).position for e in amap.results if isinstance(e, ir.AffineDimExpr)]


def _is_linalg(op: ir.Operation) -> bool:
    return op.name.startswith("linalg.") and op.name not in ("linalg.yield", "linalg.index") and bool(op.regions)


# ---------------------------------------------------------------------------------------------
# Why: the rules


@dataclass
class Facts:
    """One SIMT kernel to be and its neighbours in the dataflow."""
    node: Node
    readers: list[Node]          # what reads its result, in order, until the buffer is overwritten
    producers: list[Node]        # what wrote the buffers it reads
    returned: bool               # its result is (part of) a function result or argument
    from_inputs: bool            # it reads function arguments and constants only
    in_place: list[Node]         # readers that read its result as their output
    reshaped: list[Node]         # readers that read its result through a reshape
    overwriter: Node | None = None   # what writes all of its result's buffer before anything reads it
    tensor_cores: bool = True        # the pipeline has the Tensor Core path (tir-fuse-operands, tir-schedule)

    @property
    def shape(self) -> OpShape:
        assert self.node.shape is not None
        return self.node.shape

    @property
    def kind(self) -> str:
        return kind_of(self.shape)

    @property
    def reader(self) -> Node:
        return self.readers[0]

    def producer(self, kind: str) -> Node | None:
        return next((node for node in self.producers if node.kind == kind), None)


@dataclass(frozen=True)
class Rule:
    """A reason a kernel stands alone: ``side`` consumer (not in what reads it) or producer (not in
    the kernel that wrote its input); ``text`` only where ``holds``."""
    name: str
    side: str
    holds: Callable[[Facts], bool]
    text: Callable[[Facts], str]


def _names(nodes: list[Node]) -> str:
    copies = sum(1 for node in nodes if node.kind == "host copy")
    names = [node.label() for node in nodes if node.kind != "host copy"]
    if copies:
        names.append("a host copy (memref.copy)" if copies == 1 else f"{copies} host copies (memref.copy)")
    return ", ".join(names)




def _only_reader(kind: str) -> Callable[[Facts], bool]:
    return lambda f: len(f.readers) == 1 and f.reader.kind == kind


def _data_movement(f: Facts) -> bool:
    """What tir-fuse-operands could have made a contraction's loads: a copy, or a widening cast."""
    widening = f.kind == "cast" and all(op in FUSED_CASTS for op in f.shape.body_ops)
    return widening or f.kind in ("transpose copy", "broadcast copy", "copy")


def _simt_reader(kinds: tuple[str, ...]) -> Callable[[Facts], bool]:
    return lambda f: len(f.readers) == 1 and f.reader.shape is not None and kind_of(f.reader.shape) in kinds


def _in_place(reader: Node) -> str:
    """What a reader does to the buffer it reads as its output: a reduction's or contraction's init."""
    return "accumulates into it" if reader.shape is not None and not reader.shape.parallel else "updates it in place"


def _named_reader(f: Facts) -> bool:
    return (len(f.readers) == 1 and f.reader.kind == "simt"
            and f.reader.op.name not in ("linalg.generic",) + MOVEMENT_OPS + ELEMENTWISE_OPS)


def _contraction_reader(f: Facts) -> str:
    if not f.tensor_cores:
        return (f"its reader is the contraction {f.reader.label()}: nothing fuses into a contraction "
                f"(tir-fuse-elementwise), and this pipeline has no tir-fuse-operands to make data movement its loads")
    if not _data_movement(f):
        return (f"its reader is the contraction {f.reader.label()}, whose operands fuse only as loads (transposes, "
                f"widening casts, batch broadcasts: tir-fuse-operands), never as computation")
    reshape = ("; tir-fuse-operands does not see through a reshape of a broadcast"
               if f.kind == "broadcast copy" and f.reshaped else "")
    return (f"its reader is the contraction {f.reader.label()}, which tir-fuse-operands lets load a transpose, "
            f"widening cast or batch broadcast only where it stays a GEMM the kernels take with both operands of "
            f"one type{reshape}")


def _why_simt(f: Facts) -> str:
    return "a remark says why it is not on Tensor Cores" if f.tensor_cores else "the pipeline has no Tensor Core path"


def _reduction_reader(f: Facts) -> str:
    joined = "fused" in (f.reader.schedule or "")
    why = (f"the consumers now in {f.reader.label()} read it too (several readers)" if joined
           else "elementwise fusion did not put it into the reduction")
    return f"its reader is the reduction {f.reader.label()}, which fuses consumers, never a producer, and {why}"


def _epilogue(f: Facts) -> str:
    gemm = f.producer("contraction")
    assert gemm is not None
    roots = set(gemm.writes)
    rule = ("a contraction kernel fuses one elementwise op after its K loop, the accumulator's only reader, "
            "reading it element for element (tirc/schedule/contraction.py)")
    if gemm.epilogue:
        return f"not in {gemm.label()}, whose epilogue is another op: {rule}"
    how = ("through a reshape" if roots & f.node.reshaped else "transposed" if roots & f.node.permuted
           else "broadcast" if roots & f.node.broadcast else None)
    if how is not None:
        return f"not in the epilogue of {gemm.label()}, as it reads that result {how}: {rule}"
    return f"not in the epilogue of {gemm.label()}: {rule}"


def _named(node: Node | None) -> str:
    """The label of a neighbour a rule's text names: texts run only where their rule holds, and each
    such rule checks that the neighbour is there."""
    assert node is not None, "a rule's text runs only where its rule found the node"
    return node.label()


def _split_k(f: Facts) -> bool:
    gemm = f.producer("contraction")
    return gemm is not None and bool(set(gemm.writes) & f.node.repeated)


# The reasons a SIMT kernel stands alone. Consumer side: why it is not in what reads its result;
# producer side: why it is not in the kernel that wrote what it reads. The first of each that holds.
RULES: tuple[Rule, ...] = (
    Rule("checks only", "consumer", lambda f: f.shape.outputs == 0,
         lambda f: "it writes nothing: all it does is the check, and nothing reads it to fuse it into"),
    Rule("overwritten", "consumer", lambda f: not f.readers and not f.returned and f.overwriter is not None,
         lambda f: f"nothing reads its result: {_named(f.overwriter)} overwrites it first"),
    Rule("unread", "consumer", lambda f: not f.readers and not f.returned,
         lambda f: "nothing reads its result"),
    Rule("SIMT contraction", "consumer", lambda f: f.kind in ("contraction", "convolution"),
         lambda f: f"a contraction on the SIMT path ({_why_simt(f)}): only Tensor Core kernels fuse an "
                   f"epilogue, and elementwise fusion fuses all-parallel producers only"),
    Rule("SIMT reduction", "consumer", lambda f: f.kind in ("reduction", "pooling"),
         lambda f: f"a {'windowed reduction' if f.kind == 'pooling' else 'reduction'} tir-reduce does not take "
                   f"(it takes reduction loops innermost, read contiguously, with a combiner it knows), and "
                   f"elementwise fusion fuses all-parallel producers only"),
    Rule("slice", "consumer", lambda f: f.shape.into_slice,
         lambda f: "it writes into a slice of a larger buffer (a concatenation with dynamic sizes, or a slice "
                   "update): elementwise fusion does not fuse through tensor.insert_slice, so each part is a "
                   "kernel of its own"),
    Rule("inputs to result", "consumer", lambda f: not f.readers and f.returned and f.from_inputs,
         lambda f: "it computes a function result from the function's inputs alone: nothing to fuse it with"),
    Rule("result", "consumer", lambda f: not f.readers and f.returned,
         lambda f: "its result is a function result that no other kernel reads"),
    Rule("several readers", "consumer", lambda f: len(f.readers) > 1,
         lambda f: f"its result has {len(f.readers)} readers ({_names(f.readers)}): materialised once, not "
                   f"recomputed in each (tir-fuse-elementwise gives each reader its own copy only of a cheap "
                   f"producer: pure, at most {DUPLICATED_OPS} ops, read element for element by elementwise or "
                   f"reduction generics)"
                   f"{', and it is a function result' if f.returned else ''}"),
    Rule("pad", "consumer", lambda f: f.kind in ("pad", "zero pad"),
         lambda f: "a tensor.pad, which elementwise fusion does not fuse (tir-pad-to-generic makes it a generic "
                   "after fusion)"),
    Rule("in place reader", "consumer", lambda f: bool(f.in_place),
         lambda f: f"its reader {f.in_place[0].label()} {_in_place(f.in_place[0])} (reads it as its output), and "
                   f"elementwise fusion fuses only the producers of a consumer's inputs"),
    Rule("slice reader", "consumer", _simt_reader(("copy into a strided view",)),
         lambda f: f"its reader {f.reader.label()} copies it into a slice of a larger buffer (a concatenation "
                   f"with dynamic sizes): elementwise fusion does not fuse into tensor.insert_slice"),
    Rule("contraction reader", "consumer", _only_reader("contraction"), _contraction_reader),
    Rule("SIMT contraction reader", "consumer", _simt_reader(("contraction", "convolution")), _contraction_reader),
    Rule("reduction reader", "consumer", _only_reader("reduction"), _reduction_reader),
    Rule("scan reader", "consumer", _only_reader("scan"),
         lambda f: f"its reader, the scan {f.reader.label()}, loads its initial accumulators from it: tir-scan folds "
                   f"no constant into the kernel" if f.kind == "fill" else
                   f"its reader is the scan {f.reader.label()}: elementwise fusion does not fuse into a "
                   f"tm_tensor.scan"),
    Rule("host copy reader", "consumer", _only_reader("host copy"),
         lambda f: "its result is copied by the host (memref.copy)"),
    Rule("pad reader", "consumer", _simt_reader(("pad", "zero pad")),
         lambda f: f"its reader {f.reader.label()} pads it: a tensor.pad, which elementwise fusion does not fuse "
                   f"into"),
    # tir-fuse-elementwise makes named transposes, broadcasts, copies and elementwise ops generics;
    # other named ops (linalg.fill, linalg.map ...) stay named, and upstream fuses generics only.
    Rule("named reader", "consumer", _named_reader,
         lambda f: f"its reader {f.reader.label()} is a named {f.reader.op.name}, and elementwise fusion fuses "
                   f"into linalg.generic ops only"),
    Rule("named", "consumer", lambda f: f.node.op.name not in ("linalg.generic",) + MOVEMENT_OPS + ELEMENTWISE_OPS
         and f.shape.parallel,
         lambda f: f"a named {f.node.op.name}, and elementwise fusion fuses linalg.generic ops only"),
    Rule("reshaped reader", "consumer", lambda f: bool(f.reshaped),
         lambda f: f"its reader {f.reshaped[0].label()} reads it through a reshape that elementwise fusion did "
                   f"not fold away"),
    Rule("other kernel reader", "consumer", _only_reader("launch"),
         lambda f: f"its reader is {f.reader.label()}, a kernel of the input"),
    Rule("call reader", "consumer", _only_reader("call"),
         lambda f: f"its reader is {f.reader.label()}: fusion does not cross function calls"),
    Rule("not fused", "consumer", lambda f: True,
         lambda f: f"elementwise fusion did not fuse it into its reader {f.reader.label()}"),
    Rule("split-K", "producer", _split_k,
         lambda f: f"it is split-K's second kernel: it sums the partial results of "
                   f"{_named(f.producer('contraction'))}'s K splits and applies the epilogue"),
    Rule("contraction producer", "producer", lambda f: f.producer("contraction") is not None, _epilogue),
    Rule("reduction producer", "producer", lambda f: f.producer("reduction") is not None,
         lambda f: f"not in {_named(f.producer('reduction'))}, which fuses only the elementwise ops right after "
                   f"the reduction that read its result at the same index, then one elementwise op over its "
                   f"whole iteration space"),
    Rule("scan producer", "producer", lambda f: f.producer("scan") is not None,
         lambda f: f"it reads the result of the scan {_named(f.producer('scan'))}, which fuses nothing"),
)


def explain(f: Facts) -> str:
    """The reasons, consumer side first."""
    # Only an op that writes all-parallel results could have been a producer kernel's consumer.
    sides = ("consumer", "producer") if f.shape.outputs and f.shape.parallel else ("consumer",)
    found = [next((rule.text(f) for rule in RULES if rule.side == side and rule.holds(f)), None) for side in sides]
    return "; ".join(reason for reason in found if reason)


def _facts(nodes: list[Node], index: int, arguments: set[ir.Value], constants: set[ir.Value],
           tensor_cores: bool) -> Facts:
    node = nodes[index]
    readers: list[Node] = []
    overwriter = None
    returned = any(root in arguments for root in node.writes)
    for root in node.writes:
        for later in nodes[index + 1:]:
            if root in later.reads:
                if later.kind == "return":
                    returned = True
                elif later not in readers:
                    readers.append(later)
            if later.writes.get(root):
                if not readers and root not in later.reads:
                    overwriter = later
                break   # overwritten: what reads it later reads another result
    producers: list[Node] = []
    for root in node.reads:
        for earlier in reversed(nodes[:index]):
            if root in earlier.writes:
                if earlier not in producers:
                    producers.append(earlier)
                if earlier.writes[root]:
                    break
    from_inputs = all(root in arguments or root in constants for root in node.reads)
    in_place = [reader for reader in readers if any(root in reader.in_place for root in node.writes)]
    reshaped = [reader for reader in readers if any(root in reader.reshaped for root in node.writes)]
    return Facts(node, readers, producers, returned, from_inputs, in_place, reshaped, overwriter, tensor_cores)


def _nodes(block: ir.Block, keys: dict[ir.Operation, int], schedules: dict[str, str],
           epilogues: set[str]) -> list[Node]:
    nodes: list[Node] = []
    host: set[ir.Value] = set(block.arguments)
    if block.owner is not None and block.owner.regions[0].blocks[0] != block:
        host.update(block.owner.regions[0].blocks[0].arguments)
    for op in block.operations:
        op = op.operation
        if op in keys:
            nodes.append(_linalg_node(op, f"{{kernel:{keys[op]}}}"))
        elif op.name == "gpu.launch":
            name = _launch_name(op)
            node = _launch_node(op, name or "a gpu.launch", _launch_kind(name) if name else "launch", host)
            node.schedule = schedules.get(name) if name else None
            node.epilogue = name in epilogues
            nodes.append(node)
        elif op.name == "memref.copy":
            node = Node(op, "host copy", "memref.copy")
            node.reads.add(_trace(op.operands[0])[0])
            node.writes[_trace(op.operands[1])[0]] = _covers(op.operands[1])
            nodes.append(node)
        elif op.name in ("func.return", "func.call"):
            call = op.name == "func.call"
            node = Node(op, "call" if call else "return", f"a call of {op.attributes['callee']}" if call else op.name)
            for operand in op.operands:
                if _is_buffer(operand):
                    node.reads.add(_trace(operand)[0])
                    if call:   # what the callee does with the buffer is not seen here
                        node.writes[_trace(operand)[0]] = False
            nodes.append(node)
        host.update(op.results)
    return nodes


@dataclass(frozen=True)
class ExplainKernels(ModulePass):
    """Before convert-linalg-to-parallel-loops: for each linalg op left in a host function (each a
    SIMT kernel to be), its kind and why it is a kernel of its own (see the module docstring), kept
    in ``tir.explained_ops`` under a key that the op's location carries to its kernel."""

    name: ClassVar[str] = "tir-explain-kernels"
    summary: ClassVar[str] = ("Say per SIMT kernel to be (each linalg op left) what it computes and why it was not "
                              "fused, for the kernel report (carried on its location)")

    tensor_cores: bool = field(default=True, metadata={
        "help": "the pipeline has the Tensor Core path (tir-fuse-operands, tir-schedule)"})

    def run(self, module: ir.Module, target: Target) -> None:
        attributes = module.operation.attributes
        pending = dict(_entries(attributes[PENDING_ATTR])) if PENDING_ATTR in attributes else {}
        schedules = {name: ir.StringAttr(attr).value for name, attr in _entries(attributes[KERNEL_SCHEDULES_ATTR])} \
            if KERNEL_SCHEDULES_ATTR in attributes else {}
        # Contractions whose kernel writes another element type than it accumulates in: a cast (at
        # least) is their epilogue.
        epilogues = {name for name, attr in _entries(attributes[KERNEL_PROBLEMS_ATTR])
                     if ir.StringAttr(ir.DictAttr(attr)["acc"]).value
                     != ir.StringAttr(ir.DictAttr(attr)["out"]).value} \
            if KERNEL_PROBLEMS_ATTR in attributes else set()
        for func in module.body.operations:
            func = func.operation
            if func.name != "func.func" or not func.regions[0].blocks:
                continue
            constants = {op.results[0] for op in walk_ops(func, lambda op: op.name == "memref.get_global")}
            for block in func.regions[0].blocks:
                arguments = set(func.regions[0].blocks[0].arguments)
                linalg = [op.operation for op in block.operations if _is_linalg(op.operation)]
                keys = {op: len(pending) + position for position, op in enumerate(linalg)}
                nodes = _nodes(block, keys, schedules, epilogues)
                for index, node in enumerate(nodes):
                    if node.kind != "simt":
                        continue
                    facts = _facts(nodes, index, arguments, constants, self.tensor_cores)
                    assert node.shape is not None
                    key = keys[node.op]
                    pending[str(key)] = ir.DictAttr.get({"kind": ir.StringAttr.get(kind_of(node.shape)),
                                                         "what": ir.StringAttr.get(describe(node.shape)),
                                                         "why": ir.StringAttr.get(explain(facts))})
                    node.op.location = ir.Location.fused([node.op.location],
                                                         metadata=ir.StringAttr.get(f"{KEY_PREFIX}{key}"))
        if pending:
            attributes[PENDING_ATTR] = ir.DictAttr.get(pending)


def _entries(table: ir.Attribute) -> list[tuple[str, ir.Attribute]]:
    return [(named.name, named.attr) for named in ir.DictAttr(table)]


# ---------------------------------------------------------------------------------------------
# After outlining: the kernels' names


def _key(location: ir.Location) -> int | None:
    match = _KEY.search(str(location))
    return int(match.group(1)) if match else None


def _plain(location: ir.Location) -> ir.Location | None:
    """``location`` without the keys in it; None when it has none."""
    if not location.is_a_fused():   # a key is a fused location's metadata (the outermost one's, or within)
        return None
    text = str(location)
    if KEY_PREFIX not in text:
        return None
    return ir.Location.from_attr(ir.Attribute.parse(_KEY.sub("fused[", text)))


def _strip_keys(module: ir.Module) -> None:
    """Give every op and block argument back its location without the keys."""
    def visit(op: ir.Operation) -> ir.WalkResult:
        plain = _plain(op.location)
        if plain is not None:
            op.location = plain
        for region in op.regions:
            for block in region.blocks:
                for argument in block.arguments:
                    plain = _plain(argument.location)
                    if plain is not None:
                        argument.set_location(plain)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)


def record_kernel_explanations(module: ir.Module) -> None:
    """After outlining (and tir-merge-gpu-modules' renames): the explanation of each kernel whose
    launch carries a key goes to ``tir.kernel_explanations`` under the kernel's name, the
    placeholders of SIMT kernels become their names, and the keys leave every location."""
    attributes = module.operation.attributes
    if PENDING_ATTR not in attributes:
        return
    pending = dict(_entries(attributes[PENDING_ATTR]))
    # Kernels another pass scheduled as a contraction, reduction or scan are no SIMT kernels; a
    # vectorised elementwise kernel still stands alone for the reasons found here.
    scheduled = {named.name for named in ir.DictAttr(attributes[KERNEL_SCHEDULES_ATTR])
                 if not ir.StringAttr(named.attr).value.startswith(ELEMENTWISE_SCHEDULE)} \
        if KERNEL_SCHEDULES_ATTR in attributes else set()
    kernels: dict[int, str] = {}
    for launch in launch_ops(module):
        key = _key(launch.location)
        if key is not None:
            kernels.setdefault(key, kernel_reference(launch)[1])

    def name(match: re.Match[str]) -> str:
        return kernels.get(int(match.group(1)), "an op that became no kernel")

    explanations = {}
    for key, kernel in kernels.items():
        entry = pending.get(str(key))
        if entry is None or kernel in scheduled:
            continue
        fields = {named.name: ir.StringAttr(named.attr).value for named in ir.DictAttr(entry)}
        fields["why"] = _PLACEHOLDER.sub(name, fields["why"])
        explanations[kernel] = ir.DictAttr.get({k: ir.StringAttr.get(v) for k, v in fields.items()})
    _strip_keys(module)
    del attributes[PENDING_ATTR]
    if explanations:
        earlier = dict(_entries(attributes[KERNEL_EXPLANATIONS_ATTR])) if KERNEL_EXPLANATIONS_ATTR in attributes else {}
        attributes[KERNEL_EXPLANATIONS_ATTR] = ir.DictAttr.get({**earlier, **explanations})
