"""Recognise GEMM-like contractions in bufferized linalg and what can be fused around them.

Works on ``linalg.generic`` over memrefs (``tir-schedule`` generalizes named ops first), so
``linalg.matmul``, ``linalg.batch_matmul``, matmuls with transposed operands and torch-mlir's
contraction generics are one case:

    C[b?, m, n] = init;  C[b?, m, n] += ext(A[b?, m, k] or A[b?, k, m]) * ext(B[b?, k, n] or B[b?, n, k])

where ``init`` is a constant fill of a fresh buffer (fused: the kernel starts from the constant)
or whatever C holds (e.g. a function argument: the kernel loads it), and ext is extf, extsi or
extui (which makes an integer operand unsigned). With a constant fill, one elementwise
``linalg.generic`` reading C may follow (the epilogue to fuse).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

DYNAMIC = ir.ShapedType.get_dynamic_size()


@dataclass
class Epilogue:
    op: ir.Operation                         # the elementwise generic reading the accumulator
    output: ir.Value                         # where it writes (the kernel's output)
    # (memref, output dims indexing it (0 = row, 1 = column), whether it is indexed by the batch too)
    extra_inputs: list[tuple[ir.Value, tuple[int, ...], bool]] = field(default_factory=list)


@dataclass
class Contraction:
    op: ir.Operation
    a: ir.Value
    b: ir.Value
    accumulator: ir.Value                    # the contraction's output buffer
    batched: bool
    a_row: bool                              # A indexed [m, k] (else [k, m])
    b_row: bool                              # B indexed [k, n] (else [n, k])
    in_element: str                          # f16 bf16 f32 f64 i8 ...
    acc_element: str
    sizes: dict[str, int | None]             # M, N, K (and B): None when dynamic
    a_unsigned: bool = False                 # integer A widened with extui (u8), not extsi
    b_unsigned: bool = False
    fill: ir.Operation | None = None         # the constant fill initialising the accumulator, if any
    init_value: float | int | None = None
    epilogue: Epilogue | None = None

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
    extension = {value: ext for value, ext in factors}
    return extension[a_arg], extension[b_arg]


def match_contraction(op: ir.Operation) -> Contraction | None:
    """The contraction ``op`` computes, or None when it is not a (batched) GEMM."""
    if op.name != "linalg.generic" or len(op.operands) != 3 or op.results:
        return None
    iterators = _iterators(op)
    if iterators.count("reduction") != 1 or iterators[-1] != "reduction" or len(iterators) not in (3, 4):
        return None
    batched = len(iterators) == 4
    maps = [_dims(m) for m in _maps(op)]
    if any(m is None for m in maps):
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
    if in_a != in_b:
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
                              a_unsigned=extensions[0] == "arith.extui", b_unsigned=extensions[1] == "arith.extui")
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
    maps = [_dims(m) for m in _maps(op)]
    inputs = list(op.opview.inputs)
    outputs = list(op.opview.outputs)
    if len(outputs) != 1 or any(m is None for m in maps):
        return
    identity = list(range(rank))
    if maps[-1] != identity or inputs.count(accumulator) != 1 or maps[inputs.index(accumulator)] != identity:
        return
    output = outputs[0]
    if ir.MemRefType(output.type).shape != ir.MemRefType(accumulator.type).shape:
        return
    body = op.regions[0].blocks[0]
    if list(body.arguments[-1].uses):
        return  # reads its own output: not elementwise
    extras: list[tuple[ir.Value, tuple[int, ...], bool]] = []
    batch = 1 if contraction.batched else 0
    for value, dims in zip(inputs, maps):
        if value == accumulator:
            continue
        if not isinstance(value.type, ir.MemRefType) or dims != sorted(dims):
            return
        by_batch = contraction.batched and 0 in dims
        if by_batch and len(dims) != rank:
            return  # e.g. a per-batch bias vector: not expressible per output element here
        extras.append((value, tuple(d - batch for d in dims if d >= batch), by_batch))
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
    dims = [_dims(amap) for amap in maps]
    if any(d is None or len(set(d)) != len(d) for d in dims):
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
    runs = [_runs(d, role_of) for d in dims]
    if any(r is None for r in runs):
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
    if layouts[0] not in (lead + ["m", "k"], lead + ["k", "m"]) or layouts[1] not in (lead + ["k", "n"], lead + ["n", "k"]) \
            or layouts[2] != lead + ["m", "n"]:
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
    return (f"A is {_element(a)} and B is {_element(b)}", "give both operands the same element type")
