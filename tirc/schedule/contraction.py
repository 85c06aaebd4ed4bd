"""Recognise GEMM-like contractions in bufferized linalg and what can be fused around them.

Works on ``linalg.generic`` over memrefs (``tir-schedule`` generalizes named ops first), so
``linalg.matmul``, ``linalg.batch_matmul``, matmuls with transposed operands and torch-mlir's
contraction generics are one case:

    C[b?, m, n] = init;  C[b?, m, n] += ext(A[b?, m, k] or A[b?, k, m]) * ext(B[b?, k, n] or B[b?, n, k])

where ``init`` is a constant fill of a fresh buffer (fused: the kernel starts from the constant)
or whatever C holds (e.g. a function argument: the kernel loads it), and ext is extf, extsi or
extui (which makes an integer operand unsigned). With a constant fill, one elementwise
``linalg.generic`` reading C may follow (the epilogue to fuse).

Convolutions (``linalg.conv_2d_nchw_fchw`` / ``conv_2d_nhwc_hwcf`` generalized: 7 loops, the last
three reductions) are the same contraction as an implicit GEMM (``match_convolution``): M = (n, oh,
ow), N = f, K = (c, kh, kw) for NCHW/FCHW or (kh, kw, c) for NHWC/HWCF. A is the im2col matrix of
the input, never materialised: element (m, k) is input[n, c, oh * stride + kh * dilation - pad,
...], zero outside the input. B is the weight viewed as [F, K] (FCHW) or [K, F] (HWCF); C maps m
back to (n, oh, ow).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from mlir import ir

from tirc.dtypes import FP8_TYPES

DYNAMIC = ir.ShapedType.get_dynamic_size()
# On a linalg.generic computing a zero-padded tensor (tir-pad-to-generic): {low, high} per dimension.
ZERO_PAD_ATTR = "tir.zero_pad"


@dataclass
class Epilogue:
    op: ir.Operation                         # the elementwise generic reading the accumulator
    output: ir.Value                         # where it writes (the kernel's output)
    # (memref, output dims indexing it (0 = row, 1 = column; None: a dimension of size 1 read at 0),
    # whether it is indexed by the batch too)
    extra_inputs: list[tuple[ir.Value, tuple[int | None, ...], bool]] = field(default_factory=list)


@dataclass
class Contraction:
    op: ir.Operation
    a: ir.Value
    b: ir.Value
    accumulator: ir.Value                    # the contraction's output buffer
    batched: bool
    a_row: bool                              # A indexed [m, k] (else [k, m])
    b_row: bool                              # B indexed [k, n] (else [n, k])
    in_element: str                          # f16 bf16 f32 f64 i8 f8E4M3FN ...: A's (and B's, but see b_element)
    acc_element: str
    sizes: dict[str, int | None]             # M, N, K (and B): None when dynamic
    a_unsigned: bool = False                 # integer A widened with extui (u8), not extsi
    b_unsigned: bool = False
    fill: ir.Operation | None = None         # the constant fill initialising the accumulator, if any
    init_value: float | int | None = None
    epilogue: Epilogue | None = None
    convolution: Convolution | None = None   # an implicit GEMM: a, b, accumulator are the conv's 4-D buffers
    # B's element where it differs from A's: only the 8-bit floats mix (e4m3 x e5m2, as mma and wgmma take).
    b_in_element: str | None = None

    @property
    def b_element(self) -> str:
        return self.b_in_element if self.b_in_element is not None else self.in_element

    @property
    def function(self) -> str:
        op = self.op.parent
        while op is not None and op.name != "func.func":
            op = op.parent
        return ir.StringAttr(op.attributes["sym_name"]).value if op is not None else "?"

    @property
    def output(self) -> ir.Value:
        return self.epilogue.output if self.epilogue else self.accumulator

    @property
    def out_element(self) -> str:
        return _element(self.output)

    @property
    def accumulates(self) -> bool:
        """C += A*B into existing data (e.g. a function argument): the kernel loads the initial C."""
        return self.fill is None


def _dims(amap: ir.AffineMap) -> list[int] | None:
    """Positions of a map's results when they are all plain dimensions, else None."""
    result = []
    for expr in amap.results:
        if not isinstance(expr, ir.AffineDimExpr):
            return None
        result.append(expr.position)
    return result


def _broadcast_dims(amap: ir.AffineMap, value: ir.Value) -> list[int | None] | None:
    """Positions of a map's results into memref ``value``, None for a constant 0 into a dimension
    of size 1 (one value for every point: a per-tensor scale [1]); None when another expression."""
    if not isinstance(value.type, ir.MemRefType):
        return None
    shape = ir.MemRefType(value.type).shape
    result: list[int | None] = []
    for expr, size in zip(amap.results, shape):
        if isinstance(expr, ir.AffineDimExpr):
            result.append(expr.position)
        elif isinstance(expr, ir.AffineConstantExpr) and expr.value == 0 and size == 1:
            result.append(None)
        else:
            return None
    return result


def _all_dims(maps: list[ir.AffineMap]) -> list[list[int]] | None:
    """Each map's positions (:func:`_dims`), or None when one map's results are not all plain dimensions."""
    dims = [_dims(amap) for amap in maps]
    plain = [d for d in dims if d is not None]
    return plain if len(plain) == len(dims) else None


def _element(value: ir.Value) -> str:
    return str(ir.MemRefType(value.type).element_type)


def _maps(op: ir.Operation) -> list[ir.AffineMap]:
    return [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _iterators(op: ir.Operation) -> list[str]:
    return ["reduction" if "reduction" in str(a) else "parallel" for a in ir.ArrayAttr(op.attributes["iterator_types"])]


_EXTENSIONS = ("arith.extf", "arith.extsi", "arith.extui")


def _strip_ext(value: ir.Value) -> tuple[ir.Value, str | None]:
    """The value before one extension (extf/extsi/extui), and that extension's name."""
    owner = value.owner
    if not isinstance(owner, ir.Block) and owner.operation.name in _EXTENSIONS:
        return owner.operation.operands[0], owner.operation.name
    return value, None


def _multiply_accumulate(body: ir.Block) -> tuple[str | None, str | None] | None:
    """For ``yield add(out, mul(ext(a), ext(b)))`` (operands in any order): the extension applied
    to a and to b (None: used as they are); None when the body is something else."""
    ops = [op.operation for op in body.operations]
    yield_op = ops[-1]
    if yield_op.name != "linalg.yield" or len(yield_op.operands) != 1:
        return None
    a_arg, b_arg, out_arg = body.arguments
    add = yield_op.operands[0].owner
    if isinstance(add, ir.Block) or add.operation.name not in ("arith.addf", "arith.addi"):
        return None
    add = add.operation
    lhs, rhs = add.operands
    product = rhs if lhs == out_arg else lhs if rhs == out_arg else None
    if product is None or isinstance(product.owner, ir.Block):
        return None
    mul = product.owner.operation
    if mul.name not in ("arith.mulf", "arith.muli"):
        return None
    factors = [_strip_ext(v) for v in mul.operands]
    allowed = {*_EXTENSIONS, "arith.mulf", "arith.muli", "arith.addf", "arith.addi", "linalg.yield"}
    if {value for value, _ in factors} != {a_arg, b_arg} or not all(op.name in allowed for op in ops):
        return None
    extension = dict(factors)
    return extension[a_arg], extension[b_arg]


def match_contraction(op: ir.Operation) -> Contraction | None:
    """The contraction ``op`` computes, or None when it is not a (batched) GEMM or a convolution
    (``match_convolution``)."""
    if op.name != "linalg.generic" or len(op.operands) != 3 or op.results:
        return None
    iterators = _iterators(op)
    convolution = match_convolution(op) if len(iterators) == 7 else None
    if convolution is not None:
        return convolution
    if iterators.count("reduction") != 1 or iterators[-1] != "reduction" or len(iterators) not in (3, 4):
        return None
    batched = len(iterators) == 4
    maps = _all_dims(_maps(op))
    if maps is None:
        return None
    a_map, b_map, c_map = maps
    lead = [0] if batched else []
    m, n, k = (1, 2, 3) if batched else (0, 1, 2)
    if c_map != lead + [m, n]:
        return None
    if a_map == lead + [m, k]:
        a_row = True
    elif a_map == lead + [k, m]:
        a_row = False
    else:
        return None
    if b_map == lead + [k, n]:
        b_row = True
    elif b_map == lead + [n, k]:
        b_row = False
    else:
        return None
    extensions = _multiply_accumulate(op.regions[0].blocks[0])
    if extensions is None:
        return None
    a, b, c = op.operands
    if not all(isinstance(v.type, ir.MemRefType) for v in (a, b, c)):
        return None
    in_a, in_b = _element(a), _element(b)
    if in_a != in_b and not (in_a in FP8_TYPES and in_b in FP8_TYPES):
        return None

    def size(value: ir.Value, dim: int) -> int | None:
        extent = ir.MemRefType(value.type).shape[dim]
        return None if extent == DYNAMIC else extent

    offset = 1 if batched else 0
    sizes = {"M": size(c, offset), "N": size(c, offset + 1),
             "K": size(a, offset + (1 if a_row else 0))}
    if batched:
        sizes["B"] = size(c, 0)
    contraction = Contraction(op, a, b, c, batched, a_row, b_row, in_a, _element(c), sizes,
                              a_unsigned=extensions[0] == "arith.extui", b_unsigned=extensions[1] == "arith.extui",
                              b_in_element=in_b if in_b != in_a else None)
    _find_fill(contraction)
    _find_epilogue(contraction)
    return contraction


def _users(value: ir.Value) -> list[ir.Operation]:
    """Distinct operations using ``value`` (an op using it twice, e.g. in place, counts once)."""
    users: list[ir.Operation] = []
    for use in value.uses:
        if use.owner not in users:
            users.append(use.owner)
    return users


def _find_fill(contraction: Contraction) -> None:
    """A fresh buffer filled with a constant, with nothing else touching it before the GEMM, is
    initialised in the kernel's registers (the fill goes away); anything else is loaded."""
    accumulator = contraction.accumulator
    owner = accumulator.owner
    if isinstance(owner, ir.Block) or owner.operation.name != "memref.alloc":
        return
    users = [user for user in _users(accumulator) if user != contraction.op]
    if any(user.parent != contraction.op.parent for user in users):
        return  # touched inside another region: which write comes last is not plain to see
    earlier = [user for user in users if user.is_before_in_block(contraction.op)]
    if not earlier:
        return
    last = earlier[0]
    for user in earlier[1:]:
        if last.is_before_in_block(user):
            last = user
    if not (last.name == "linalg.fill" or (last.name == "linalg.generic" and _is_fill_generic(last, accumulator))):
        return
    scalar = last.operands[0]
    if isinstance(scalar.owner, ir.Block) or scalar.owner.operation.name != "arith.constant":
        return
    attr = scalar.owner.operation.attributes["value"]
    contraction.fill = last
    contraction.init_value = ir.FloatAttr(attr).value if isinstance(attr, ir.FloatAttr) else ir.IntegerAttr(attr).value


def _is_fill_generic(op: ir.Operation, target: ir.Value) -> bool:
    if len(op.operands) != 2 or op.operands[1] != target or isinstance(op.operands[0].type, ir.ShapedType):
        return False
    body = op.regions[0].blocks[0]
    ops = [o.operation for o in body.operations]
    return len(ops) == 1 and ops[0].operands[0] == body.arguments[0]


def _find_epilogue(contraction: Contraction) -> None:
    if contraction.fill is None:
        return  # C += A*B into existing data: C itself is the result others may read
    accumulator = contraction.accumulator
    users = [u for u in _users(accumulator) if u not in (contraction.op, contraction.fill)]
    consumers = [u for u in users if u.name == "linalg.generic"]
    others = [u for u in users if u.name not in ("linalg.generic", "memref.dealloc")]
    if len(consumers) != 1:
        return
    op = consumers[0]
    in_place = accumulator in list(op.opview.outputs)
    if others and not (in_place and all(op.is_before_in_block(u) for u in others)):
        return  # something else needs the raw accumulator
    if not contraction.op.is_before_in_block(op) or len(op.results):
        return
    if any(kind != "parallel" for kind in _iterators(op)):
        return
    rank = len(ir.MemRefType(accumulator.type).shape)
    maps = _maps(op)
    inputs = list(op.opview.inputs)
    outputs = list(op.opview.outputs)
    if len(outputs) != 1:
        return
    identity = list(range(rank))
    if _dims(maps[-1]) != identity or inputs.count(accumulator) != 1:
        return
    if _dims(maps[inputs.index(accumulator)]) != identity:
        return
    output = outputs[0]
    if ir.MemRefType(output.type).shape != ir.MemRefType(accumulator.type).shape:
        return
    body = op.regions[0].blocks[0]
    if list(body.arguments[-1].uses):
        return  # reads its own output: not elementwise
    extras: list[tuple[ir.Value, tuple[int | None, ...], bool]] = []
    batch = 1 if contraction.batched else 0
    for value, amap in zip(inputs, maps):
        if value == accumulator:
            continue
        dims = _broadcast_dims(amap, value)
        if dims is None:
            return
        positions = [d for d in dims if d is not None]
        if positions != sorted(positions):
            return
        by_batch = contraction.batched and 0 in positions
        if by_batch and len(dims) != rank:
            return  # e.g. a per-batch bias vector: not expressible per output element here
        extras.append((value, tuple(d if d is None else d - batch for d in dims if d is None or d >= batch), by_batch))
    if inputs.index(accumulator) != 0:
        return  # the kernel passes the accumulator first
    contraction.epilogue = Epilogue(op, output, extras)


def is_multiply_accumulate(body: ir.Block) -> bool:
    """Whether a linalg body (inputs a, b and the output) is a contraction's
    ``yield add(out, mul(ext(a), ext(b)))``, each extension optional: the bodies matched above."""
    return len(body.arguments) == 3 and _multiply_accumulate(body) is not None


@dataclass(frozen=True)
class LoopRoles:
    """The loop dimensions of a contraction ``C[b.., m.., n..] += A[..] * B[..]`` by role, each
    role's dimensions in the order the operands hold them: batch (in A, B and C), M (A and C),
    N (B and C) and K (the reductions, in A and B). A role of several dimensions is one
    dimension of the kernel once they are collapsed (a view): ``[B, H]`` is one batch dimension,
    a weight broadcast along the batch makes the batch part of M."""
    batch: tuple[int, ...]
    m: tuple[int, ...]
    n: tuple[int, ...]
    k: tuple[int, ...]

    @property
    def groups(self) -> list[tuple[int, ...]]:
        """The roles as the kernel's loop order: batch (when there is one), M, N, K."""
        return [group for group in (self.batch, self.m, self.n, self.k) if group]

    @property
    def canonical(self) -> bool:
        """Whether the loops already are ``(b?, m, n, k)``, one dimension per role, in order."""
        return all(group == (position,) for position, group in enumerate(self.groups))


def _runs(dims: list[int], role_of: dict[int, str]) -> list[tuple[str, tuple[int, ...]]] | None:
    """An operand's dimensions as consecutive runs of one role each; None when a role is split."""
    runs: list[tuple[str, tuple[int, ...]]] = []
    for dim in dims:
        if runs and runs[-1][0] == role_of[dim]:
            runs[-1] = (runs[-1][0], runs[-1][1] + (dim,))
        else:
            runs.append((role_of[dim], (dim,)))
    roles = [role for role, _ in runs]
    return runs if len(set(roles)) == len(roles) else None


def contraction_roles(maps: list[ir.AffineMap], iterators: list[str]) -> LoopRoles | None:
    """The roles of a contraction's loops (maps of A, B, C over ``iterators``), or None when its
    dimensions cannot be collapsed into a GEMM tirc's kernels take: ``C[b?, m, n]`` from
    ``A[b?, m, k]`` or ``A[b?, k, m]`` and ``B[b?, k, n]`` or ``B[b?, n, k]``, where each role's
    dimensions are adjacent and in the same order wherever they appear."""
    if len(maps) != 3:
        return None
    dims = _all_dims(maps)
    if dims is None or any(len(set(d)) != len(d) for d in dims):
        return None
    a, b, c = (set(d) for d in dims)
    role_of: dict[int, str] = {}
    for dim, kind in enumerate(iterators):
        held = (dim in a, dim in b, dim in c)
        role = {(True, True, False): "k", (True, True, True): "batch", (True, False, True): "m",
                (False, True, True): "n"}.get(held)
        if role is None or (role == "k") != (kind == "reduction"):
            return None   # a dimension only one input has, an output broadcast, a reduction C keeps
        role_of[dim] = role
    found = [_runs(d, role_of) for d in dims]
    runs = [r for r in found if r is not None]
    if len(runs) != len(found):
        return None
    order: dict[str, tuple[int, ...]] = {}
    for operand_runs in runs:
        for role, run in operand_runs:
            if order.setdefault(role, run) != run:
                return None   # e.g. [h, s] in one operand and [s, h] in another
    if not {"m", "n", "k"} <= set(order):
        return None
    layouts = [[role for role, _ in r] for r in runs]
    lead = ["batch"] if "batch" in order else []
    if layouts[0] not in (lead + ["m", "k"], lead + ["k", "m"]) \
            or layouts[1] not in (lead + ["k", "n"], lead + ["n", "k"]) or layouts[2] != lead + ["m", "n"]:
        return None
    return LoopRoles(order.get("batch", ()), order["m"], order["n"], order["k"])


def unrecognised_contraction(op: ir.Operation) -> tuple[str, str] | None:
    """Why ``op``, a ``linalg.generic`` on memrefs whose body is a multiply-accumulate over a
    reduction loop and whose operands are indexed by plain loop dimensions, is no contraction
    ``match_contraction`` takes: (reason, fix). None when it is taken, or is no such generic (a
    convolution's windows, ``oh + kh``, are another matcher's business)."""
    if op.name != "linalg.generic" or len(op.operands) != 3 or op.results:
        return None
    if any(_dims(amap) is None for amap in _maps(op)):
        return None
    iterators = _iterators(op)
    if "reduction" not in iterators or not is_multiply_accumulate(op.regions[0].blocks[0]):
        return None
    if match_contraction(op) is not None or not all(isinstance(v.type, ir.MemRefType) for v in op.operands):
        return None
    roles = contraction_roles(_maps(op), iterators)
    if roles is None:
        return ("its loops are no (batched) GEMM: the kernels take C[b?, m, n] from A[b?, m, k] or A[b?, k, m] and "
                "B[b?, k, n] or B[b?, n, k], where each of the batch, M, N and K dimensions may be several, adjacent "
                "and in one order in every operand",
                "transpose an operand so that its batch dimensions come first and stay together, e.g. "
                "[B, H, S, D] rather than [B, S, H, D]")
    if not roles.canonical:
        return ("its batch, M, N or K loops are several dimensions each",
                "collapse them into one each (tir-collapse-dims, in the linalg stage of the sm80 pipeline)")
    a, b, _ = op.operands
    return (f"A is {_element(a)} and B is {_element(b)}",
            "give both operands the same element type; only the 8-bit floats f8E4M3FN and f8E5M2 mix")


# -- convolutions ---------------------------------------------------------------------------------

_GEOMETRY_FIELDS = ("batch", "channels", "height", "width", "filters", "kernel_h", "kernel_w", "out_h", "out_w",
                    "stride_h", "stride_w", "dilation_h", "dilation_w", "pad_h", "pad_w")


@dataclass(frozen=True)
class ConvGeometry:
    """A 2-D convolution as an implicit GEMM. ``height``/``width`` are those of the input buffer the
    kernel reads (with a fused zero pad, the unpadded source: ``pad_h``/``pad_w`` rows and columns
    of zeros lie before it, and reads at or past ``height``/``width`` are zeros too). A size is
    None when it is dynamic."""
    nhwc: bool           # NHWC input / HWCF weights / NHWC output; else NCHW / FCHW / NCHW
    batch: int | None
    channels: int | None
    height: int | None
    width: int | None
    filters: int | None
    kernel_h: int | None
    kernel_w: int | None
    out_h: int | None
    out_w: int | None
    stride_h: int
    stride_w: int
    dilation_h: int
    dilation_w: int
    pad_h: int
    pad_w: int

    @property
    def gemm_sizes(self) -> dict[str, int | None]:
        def product(*sizes: int | None) -> int | None:
            known = [size for size in sizes if size is not None]
            return math.prod(known) if len(known) == len(sizes) else None

        return {"M": product(self.batch, self.out_h, self.out_w), "N": self.filters,
                "K": product(self.channels, self.kernel_h, self.kernel_w)}

    @property
    def dynamic_sizes(self) -> list[str]:
        """The sizes other than the batch that are dynamic (the Tensor Core kernel needs them static)."""
        return [name for name in _GEOMETRY_FIELDS[1:9] if getattr(self, name) is None]

    def a_copy_bytes(self, element_bytes: int, vector_bytes: int) -> int:
        """Bytes per copy of the im2col A tile: a run of k along the channels of one input pixel
        is contiguous in NHWC (k = (kh, kw, c)), so with channels a multiple of the copy a chunk
        of ``vector_bytes`` never leaves one pixel, and is inside the input or outside it whole;
        otherwise (NCHW: k runs over kw, then kh and c) one element."""
        if self.nhwc and self.channels is not None and self.channels * element_bytes % vector_bytes == 0:
            return vector_bytes
        return element_bytes

    def to_attr(self) -> ir.Attribute:
        i64 = ir.IntegerType.get_signless(64)
        values = {name: ir.IntegerAttr.get(i64, getattr(self, name)) for name in _GEOMETRY_FIELDS
                  if getattr(self, name) is not None}
        values["nhwc"] = ir.BoolAttr.get(self.nhwc)
        return ir.DictAttr.get(values)

    @staticmethod
    def from_attr(attr: ir.Attribute) -> ConvGeometry:
        table = ir.DictAttr(attr)
        # Ints from MLIR's untyped bindings; to_attr left the dynamic (None) sizes out.
        values: list[Any] = [ir.IntegerAttr(table[name]).value if name in table else None for name in _GEOMETRY_FIELDS]
        return ConvGeometry(ir.BoolAttr(table["nhwc"]).value, *values)


@dataclass
class Convolution:
    geometry: ConvGeometry
    input: ir.Value                          # the buffer A is read from (a fused pad's source)
    pad: ir.Operation | None = None          # the zero-pad generic read through (it goes away)
    padded: ir.Value | None = None           # the buffer that pad writes


def _linear(expr: ir.AffineExpr) -> dict[int, int] | None:
    """``expr`` as {dimension: coefficient} when it is a sum of dimensions times constants."""
    if isinstance(expr, ir.AffineDimExpr):
        return {expr.position: 1}
    if isinstance(expr, ir.AffineAddExpr):
        lhs, rhs = _linear(expr.lhs), _linear(expr.rhs)
        if lhs is None or rhs is None or set(lhs) & set(rhs):
            return None
        return {**lhs, **rhs}
    if isinstance(expr, ir.AffineMulExpr):
        if not isinstance(expr.rhs, ir.AffineConstantExpr):
            return None
        inner = _linear(expr.lhs)
        if inner is None or len(inner) != 1:
            return None
        ((dim, coefficient),) = inner.items()
        return {dim: coefficient * expr.rhs.value}
    return None


def _window(expr: ir.AffineExpr, outer: int, inner: int) -> tuple[int, int] | None:
    """(stride, dilation) of ``outer * stride + inner * dilation``, else None."""
    terms = _linear(expr)
    if terms is None or set(terms) != {outer, inner} or min(terms.values()) < 1:
        return None
    return terms[outer], terms[inner]


def match_convolution(op: ir.Operation) -> Contraction | None:
    """The implicit GEMM of a generalized ``linalg.conv_2d_nchw_fchw`` or ``conv_2d_nhwc_hwcf``, or
    None. A zero pad (``tir.zero_pad`` on H and W only) whose result only this
    convolution reads is read through: A addresses the pad's source."""
    if op.name != "linalg.generic" or len(op.operands) != 3 or op.results:
        return None
    if _iterators(op) != ["parallel"] * 4 + ["reduction"] * 3:
        return None
    input_map, filter_map, output_map = _maps(op)
    if _dims(output_map) != [0, 1, 2, 3] or len(input_map.results) != 4:
        return None
    x, w, out = op.operands
    if not all(isinstance(v.type, ir.MemRefType) for v in (x, w, out)):
        return None
    filter_dims = _dims(filter_map)
    results = list(input_map.results)
    plain = [_dims(ir.AffineMap.get(7, 0, [e])) for e in results]
    if filter_dims == [1, 4, 5, 6] and plain[0] == [0] and plain[1] == [4]:       # n f oh ow | c kh kw
        nhwc, rows, cols = False, _window(results[2], 2, 5), _window(results[3], 3, 6)
    elif filter_dims == [4, 5, 6, 3] and plain[0] == [0] and plain[3] == [6]:     # n oh ow f | kh kw c
        nhwc, rows, cols = True, _window(results[1], 1, 4), _window(results[2], 2, 5)
    else:
        return None
    if rows is None or cols is None:
        return None
    extensions = _multiply_accumulate(op.regions[0].blocks[0])
    if extensions is None or _element(x) != _element(w):
        return None
    x_shape, w_shape, out_shape = (list(ir.MemRefType(v.type).shape) for v in (x, w, out))
    spatial = (1, 2) if nhwc else (2, 3)
    channel = 3 if nhwc else 1
    source, pad, padded = x, None, None
    pad_h = pad_w = 0
    fused = _zero_pad_read_through(x, op)
    if fused is not None:
        pad_op, pad_source, low, high = fused
        if all(low[d] == 0 and high[d] == 0 for d in range(4) if d not in spatial):
            source, pad, padded = pad_source, pad_op, x
            pad_h, pad_w = low[spatial[0]], low[spatial[1]]
            x_shape = list(ir.MemRefType(source.type).shape)
    kernel = (w_shape[0], w_shape[1]) if nhwc else (w_shape[2], w_shape[3])
    static = [None if extent == DYNAMIC else extent for extent in (
        x_shape[0], x_shape[channel], x_shape[spatial[0]], x_shape[spatial[1]], out_shape[3] if nhwc else out_shape[1],
        kernel[0], kernel[1], out_shape[spatial[0]], out_shape[spatial[1]])]
    batch, channels, height, width, filters, kernel_h, kernel_w, out_h, out_w = static
    geometry = ConvGeometry(nhwc, batch, channels, height, width, filters, kernel_h, kernel_w, out_h, out_w,
                            rows[0], cols[0], rows[1], cols[1], pad_h, pad_w)
    convolution = Convolution(geometry, source, pad, padded)
    contraction = Contraction(op, source, w, out, False, True, nhwc, _element(x), _element(out),
                              geometry.gemm_sizes, a_unsigned=extensions[0] == "arith.extui",
                              b_unsigned=extensions[1] == "arith.extui", convolution=convolution)
    _find_fill(contraction)
    return contraction


def _zero_pad_read_through(value: ir.Value, reader: ir.Operation
                           ) -> tuple[ir.Operation, ir.Value, list[int], list[int]] | None:
    """(pad generic, its source, low, high) when ``value`` is a fresh buffer that a ``tir.zero_pad``
    generic writes and only ``reader`` (and deallocs) read."""
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.operation.name != "memref.alloc":
        return None
    users = [user.operation for user in _users(value)]
    pads = [u for u in users if u.name == "linalg.generic" and ZERO_PAD_ATTR in u.attributes]
    if len(pads) != 1 or any(u != pads[0] and u != reader and u.name != "memref.dealloc" for u in users):
        return None
    pad = pads[0]
    if pad.parent != reader.parent or not pad.is_before_in_block(reader):
        return None
    loads = []

    def visit(inner: ir.Operation) -> ir.WalkResult:
        if inner.name in ("memref.load", "tensor.extract"):
            loads.append(inner)
        return ir.WalkResult.ADVANCE

    pad.walk(visit)
    if len(loads) != 1 or not isinstance(loads[0].operands[0].type, ir.MemRefType):
        return None
    source = loads[0].operands[0]
    if _may_write_between(source, pad, reader):
        return None   # the reader would see other data than the pad copied
    table = ir.DictAttr(pad.attributes[ZERO_PAD_ATTR])
    return pad, source, list(ir.DenseI64ArrayAttr(table["low"])), list(ir.DenseI64ArrayAttr(table["high"]))


def _may_write_between(buffer: ir.Value, first: ir.Operation, last: ir.Operation) -> bool:
    """Whether an op other than a plain read (a linalg input, ``memref.load``/``dim``) may write
    ``buffer`` after ``first`` and before ``last`` (a user elsewhere, e.g. in a loop, or a view,
    counts as a writer)."""
    for user in (use.owner.operation for use in buffer.uses):
        if user == first:
            continue
        if user.parent == first.parent and (user.is_before_in_block(first) or last.is_before_in_block(user)):
            continue
        if user.name in ("memref.load", "memref.dim"):
            continue
        if user.name.startswith("linalg.") and buffer not in list(user.opview.outputs):
            continue
        return True
    return False
