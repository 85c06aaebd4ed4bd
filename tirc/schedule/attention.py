"""Attention: the problem one ``tir.attention`` op computes, and the schedule that maps it onto a GPU.

``tir-fuse-attention`` (linalg stage) replaces ``softmax(scale * Q Kᵀ + mask) V`` — eager attention,
torch-mlir's decomposed SDPA, ``tm_tensor.attention``, the op spec's ``op: attention`` and the DSL's
attention statements — by one op, in MLIR's generic syntax (the op is tirc's and no registered
dialect's; parsing allows it by name, see ``tirc.tm_tensor.parse_source``)::

    %o = "tir.attention"(%q, %k, %v[, %mask]) {tir.attention = {...}} : (tensor<..>, ...) -> tensor<..>
    %o, %lse = "tir.attention"(...) {tir.attention = {..., lse = ...}} : (...) -> (tensor<..>, tensor<..>)

Its operands are the tensors the views start from (before the transposes and reshapes that put
the heads in place): the dictionary's ``q``/``k``/``v``/``o``/``mask``/``lse`` entries give, for
each, the element offset and the element strides of its logical indices over the row-major
elements of that tensor, so any batch/head layout is read in place. Logical indices:

- ``q [b, h, i, d]``, ``o [b, h, i, e]``: query row ``i < seq_q``, head ``h < heads``;
- ``k [b, g, j, d]``, ``v [b, g, j, e]``: key ``j < seq_kv``, KV head ``g = h // group``
  (GQA: ``group = heads / kv_heads`` query heads share a KV head; an expand/repeat of K/V is read
  through this division, never materialised);
- ``mask [b, h, i, j]``: an additive float mask (strides 0 where it broadcasts);
- ``lse [b, h, i, 0]``: the natural-log sum of exponentials of each row's scores, f32.

Semantics: ``s[i, j] = scale * sum_d q[i, d] k[j, d] + mask[i, j]``; with ``causal = top_left`` key
``j`` is visible to row ``i`` iff ``j <= i`` (torch's ``is_causal``), with ``bottom_right`` iff
``j <= i + seq_kv - seq_q``; ``o[i, e] = sum_j softmax_j(s[i, :])[j] v[j, e]`` over the visible
keys, accumulated in f32. A row with no visible key (or all scores -inf) has ``o = 0`` and
``lse = -inf`` (FlashAttention's guard; the unfused IR computes 0/0 there). P enters P·V rounded
to the input element (FlashAttention's precision), unless ``probabilities = "f32"`` says the IR
multiplies unrounded probabilities: then the kernels split P into ``probability_parts`` parts.

After ``tir-bufferize-attention`` the op takes buffers, the results becoming operands written in
place: ``"tir.attention"(%q, %k, %v[, %mask], %o[, %lse]) : (memref.., ...) -> ()``. ``tir-schedule``
adds ``tir.schedule`` (an :class:`AttentionSchedule`) and ``tir-attention`` (gpu stage) lowers it.
"""

from __future__ import annotations

import math
from dataclasses import MISSING, dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from tirc.diagnostics import TircError
from tirc.schedule.model import ELEMENT_BYTES, TMA_SHARED_ALIGNMENT
from tirc.target import Target

if TYPE_CHECKING:   # MLIR where attributes are read or built only
    from mlir import ir

ATTENTION_OP = "tir.attention"
PROBLEM_ATTR = "tir.attention"
CAUSAL_KINDS = ("none", "top_left", "bottom_right")
INPUT_ELEMENTS = ("f16", "bf16")           # Tensor Core inputs; f32 attention stays unfused
OUTPUT_ELEMENTS = ("f16", "bf16", "f32")
HEAD_DIMS = (64, 80, 96, 128, 256)         # head dims (D and D_v) the kernels take
VIEW_NAMES = ("q", "k", "v", "o", "mask", "lse")
_STRING_ENTRIES = ("causal", "element", "out_element", "mask_element", "probabilities")


@dataclass(frozen=True)
class View:
    """Where logical element ``[a, b, c, d]`` of an operand lies among its tensor's row-major
    elements: ``offset + a*strides[0] + b*strides[1] + c*strides[2] + d*strides[3]``."""
    offset: int
    strides: tuple[int, int, int, int]

    def element(self, index: tuple[int, int, int, int]) -> int:
        return self.offset + sum(i * s for i, s in zip(index, self.strides))

    @staticmethod
    def row_major(shape: tuple[int, int, int, int]) -> View:
        strides = [1, 1, 1, 1]
        for dim in range(2, -1, -1):
            strides[dim] = strides[dim + 1] * shape[dim + 1]
        return View(0, tuple(strides))   # type: ignore[arg-type]


@dataclass(frozen=True)
class AttentionProblem:
    batch: int
    heads: int
    kv_heads: int
    seq_q: int
    seq_kv: int
    head_dim: int            # D: of Q and K
    head_dim_v: int          # D_v: of V and O
    causal: str              # one of CAUSAL_KINDS
    scale: float
    element: str             # Q, K and V (one of INPUT_ELEMENTS)
    out_element: str         # O (one of OUTPUT_ELEMENTS)
    q: View
    k: View
    v: View
    o: View
    mask: View | None = None
    mask_element: str | None = None
    lse: View | None = None
    # P's element in the IR's P·V where it is wider than the inputs' ("f32": decomposed SDPA
    # multiplies unrounded probabilities); None: P is rounded to the input element first, as
    # FlashAttention does. See probability_parts.
    probabilities: str | None = None

    @property
    def group(self) -> int:
        """Query heads per KV head."""
        return self.heads // self.kv_heads

    @property
    def diagonal(self) -> int:
        """Row ``i`` sees keys ``j <= i + diagonal`` (causal kinds only)."""
        return self.seq_kv - self.seq_q if self.causal == "bottom_right" else 0

    def visible_pairs(self) -> int:
        """(query row, key) pairs the scores are computed for, per (batch, head)."""
        if self.causal == "none":
            return self.seq_q * self.seq_kv
        total = 0
        for i in range(self.seq_q):
            total += max(0, min(self.seq_kv, i + self.diagonal + 1))
        return total

    def flops(self) -> int:
        """2 FLOP per multiply-add of both products over the visible pairs: 4·B·H·S_q·S_kv·D for
        D = D_v without a mask, about half of it causal."""
        return 2 * self.batch * self.heads * self.visible_pairs() * (self.head_dim + self.head_dim_v)

    def check(self) -> None:
        """Raise a TircError where the problem is not one the kernels take."""
        if self.heads % self.kv_heads:
            raise TircError(f"attention: {self.heads} query heads are not a multiple of {self.kv_heads} KV heads")
        if self.causal not in CAUSAL_KINDS:
            raise TircError(f"attention: causal must be one of {', '.join(CAUSAL_KINDS)}, not {self.causal!r}")
        if self.element not in INPUT_ELEMENTS or self.out_element not in OUTPUT_ELEMENTS:
            raise TircError(f"attention: {self.element} inputs / {self.out_element} output are not supported",
                            hint="Q, K, V: f16 or bf16; O: f16, bf16 or f32")

    # -- the op's dictionary ------------------------------------------------------------------

    def to_attr(self) -> ir.DictAttr:
        from mlir import ir
        i64 = ir.IntegerType.get_signless(64)
        entries: dict[str, ir.Attribute] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None:
                continue
            if isinstance(value, View):
                entries[f.name] = ir.DenseI64ArrayAttr.get([value.offset, *value.strides])
            elif isinstance(value, str):
                entries[f.name] = ir.StringAttr.get(value)
            elif isinstance(value, float):
                entries[f.name] = ir.FloatAttr.get_f64(value)
            else:
                entries[f.name] = ir.IntegerAttr.get(i64, value)
        return ir.DictAttr.get(entries)

    @staticmethod
    def from_attr(attr: ir.Attribute) -> AttentionProblem:
        """The problem :meth:`to_attr` wrote; a TircError naming the entry where the dictionary is
        not one (hand-written or edited IR): a missing or unknown entry, or a value of the wrong kind."""
        from mlir import ir
        if not isinstance(attr, ir.DictAttr):
            raise TircError(f"the '{PROBLEM_ATTR}' attribute is {attr}, not a dictionary")
        table = {named.name: named.attr for named in ir.DictAttr(attr)}
        known = {f.name: f for f in fields(AttentionProblem)}
        if unknown := sorted(set(table) - set(known)):
            raise TircError(f"the '{PROBLEM_ATTR}' dictionary has unknown entries: {', '.join(unknown)}")
        values: dict[str, Any] = {}
        for f in known.values():
            if f.name not in table:
                if f.default is MISSING:
                    raise TircError(f"the '{PROBLEM_ATTR}' dictionary has no '{f.name}'")
                continue
            raw = table[f.name]
            if f.name in VIEW_NAMES:
                numbers = list(ir.DenseI64ArrayAttr(raw)) if isinstance(raw, ir.DenseI64ArrayAttr) else []
                if len(numbers) != 5:
                    raise TircError(f"'{f.name}' is {raw}, not array<i64: offset, 4 strides>")
                values[f.name] = View(numbers[0], (numbers[1], numbers[2], numbers[3], numbers[4]))
            elif f.name in _STRING_ENTRIES:
                if not isinstance(raw, ir.StringAttr):
                    raise TircError(f"'{f.name}' is {raw}, not a string")
                values[f.name] = ir.StringAttr(raw).value
            elif f.name == "scale":
                if not isinstance(raw, ir.FloatAttr):
                    raise TircError(f"'scale' is {raw}, not a float")
                values[f.name] = ir.FloatAttr(raw).value
            else:
                if not isinstance(raw, ir.IntegerAttr):
                    raise TircError(f"'{f.name}' is {raw}, not an integer")
                values[f.name] = ir.IntegerAttr(raw).value
        return AttentionProblem(**values)

    @staticmethod
    def of(op: ir.Operation, source_file: str = "-") -> AttentionProblem:
        """The problem a ``tir.attention`` op carries, checked against the op: a well-formed
        dictionary (:meth:`from_attr`), positive sizes, and every view within its operand. The
        operands by role are q, k, v, [mask], o, [lse]: operands then results on tensors, all
        operands on buffers. Anything else is a TircError at the op, not a crash or a read past
        a buffer. ``source_file``: the input's name, for the error's location."""
        from tirc.mlir_support import source_location
        try:
            if PROBLEM_ATTR not in op.attributes:
                raise TircError(f"the op has no '{PROBLEM_ATTR}' dictionary (its problem)")
            problem = AttentionProblem.from_attr(op.attributes[PROBLEM_ATTR])
            problem.check_values([*op.operands, *op.results])
        except TircError as error:
            raise TircError(f"{ATTENTION_OP}: {error.message}", location=source_location(op.location, source_file),
                            hint=error.hint or "tir-fuse-attention and the op spec write this op; in hand-written "
                                               "IR, copy its attribute from their output (--emit=linalg)") from None
        return problem

    def check_values(self, values: list[ir.Value]) -> None:
        """Raise a TircError where the op's ``values`` (q, k, v, [mask], o, [lse]) are too few or
        too small for the problem's sizes and views."""
        from mlir import ir
        sizes = (self.batch, self.heads, self.kv_heads, self.seq_q, self.seq_kv, self.head_dim, self.head_dim_v)
        if min(sizes) < 1:
            raise TircError(f"sizes must be positive: batch {self.batch}, heads {self.heads}, kv_heads "
                            f"{self.kv_heads}, seq_q {self.seq_q}, seq_kv {self.seq_kv}, head_dim {self.head_dim}, "
                            f"head_dim_v {self.head_dim_v}")
        extents = {"q": (self.batch, self.heads, self.seq_q, self.head_dim),
                   "k": (self.batch, self.kv_heads, self.seq_kv, self.head_dim),
                   "v": (self.batch, self.kv_heads, self.seq_kv, self.head_dim_v),
                   "mask": (self.batch, self.heads, self.seq_q, self.seq_kv),
                   "o": (self.batch, self.heads, self.seq_q, self.head_dim_v),
                   "lse": (self.batch, self.heads, self.seq_q, 1)}
        roles = [name for name in ("q", "k", "v", "mask", "o", "lse") if name in ("q", "k", "v", "o")
                 or getattr(self, name) is not None]
        if len(values) != len(roles):
            raise TircError(f"the op has {len(values)} operands and results; the problem names {len(roles)}: "
                            f"{', '.join(roles)}")
        for name, value in zip(roles, values):
            view: View = getattr(self, name)
            try:
                shaped: ir.ShapedType | None = ir.ShapedType(value.type)
            except ValueError:
                shaped = None
            if shaped is None or not shaped.has_rank or not shaped.has_static_shape:
                raise TircError(f"{name} is {value.type}, not a statically shaped tensor or buffer")
            if view.offset < 0 or min(view.strides) < 0:
                raise TircError(f"{name}'s view has a negative offset or stride: {view}")
            last = view.element(tuple(extent - 1 for extent in extents[name]))   # type: ignore[arg-type]
            if last >= math.prod(shaped.shape):
                raise TircError(f"{name}'s view reaches element {last}, past the {math.prod(shaped.shape)} "
                                f"elements of its {value.type}")


# -- the schedule -------------------------------------------------------------------------------

KERNELS = ("mma_sync", "wgmma", "split_kv")


@dataclass(frozen=True)
class AttentionSchedule:
    """How ``tir-attention`` maps an attention onto the GPU (``tir.schedule`` on the op).

    - ``mma_sync`` (sm_80+, FlashAttention-2's loop): a block of ``warps`` warps owns ``block_m``
      query rows of one (batch, head) (16 rows per warp per m16 step) and walks the keys
      ``block_n`` at a time, K/V tiles in ``stages`` shared-memory buffers filled by cp.async.
    - ``wgmma`` (sm_90a, FlashAttention-3's): a producer warpgroup issues TMA loads of K/V into
      ``stages`` slots; ``warps / 4 - 1`` consumer warpgroups own 64 rows each of ``block_m``.
    - ``split_kv`` (decode, flash-decoding): ``splits`` blocks per (batch, KV head) each reduce a
      range of keys for the ``group * seq_q`` rows sharing that KV head; a combine kernel merges
      the partial outputs by their log-sum-exps.
    """
    kernel: str = "mma_sync"
    block_m: int = 128
    block_n: int = 64
    warps: int = 8
    stages: int = 2
    splits: int = 1

    def to_attr(self) -> ir.DictAttr:
        from mlir import ir
        i64 = ir.IntegerType.get_signless(64)
        return ir.DictAttr.get({f.name: (ir.StringAttr.get(getattr(self, f.name)) if f.name == "kernel"
                                         else ir.IntegerAttr.get(i64, getattr(self, f.name)))
                                for f in fields(self)})

    @staticmethod
    def from_attr(attr: ir.Attribute) -> AttentionSchedule:
        """The schedule :meth:`to_attr` wrote; a TircError naming the entry where the dictionary is
        not one (hand-written IR): an unknown entry, or a value of the wrong kind."""
        from mlir import ir
        if not isinstance(attr, ir.DictAttr):
            raise TircError(f"the attention's schedule is {attr}, not a dictionary")
        known = {f.name for f in fields(AttentionSchedule)}
        values: dict[str, Any] = {}
        for named in ir.DictAttr(attr):
            if named.name not in known:
                raise TircError(f"the attention's schedule has an unknown entry '{named.name}'",
                                hint=f"its entries are {', '.join(sorted(known))}")
            kind = ir.StringAttr if named.name == "kernel" else ir.IntegerAttr
            if not isinstance(named.attr, kind):
                raise TircError(f"the attention's schedule entry '{named.name}' is {named.attr}, not "
                                f"{'a string' if kind is ir.StringAttr else 'an integer'}")
            values[named.name] = kind(named.attr).value
        return AttentionSchedule(**values)

    def describe(self) -> str:
        text = f"attention {self.kernel} block {self.block_m}x{self.block_n} warps {self.warps} stages {self.stages}"
        return text + (f" splits {self.splits}" if self.splits > 1 else "")


# Parts of the input element P is split into for P·V when the IR multiplies it in f32: after ``n``
# parts (hi = rn(p), then the rounded remainders) the error is at most u^n |p|, u the input
# element's unit roundoff: f16 2^-22 with two parts, bf16 2^-27 with three, within the f32 sum's
# own bound. Each part is one more P·V product (Tensor Core work) with the same V fragments.
PROBABILITY_PARTS: dict[str, int] = {"f16": 2, "bf16": 3}


def probability_parts(problem: AttentionProblem) -> int:
    """P·V products per key block: 1 where P is rounded to the input element (the IR does, or
    FlashAttention's contract), else :data:`PROBABILITY_PARTS` of the input element."""
    return 1 if problem.probabilities in (None, problem.element) else PROBABILITY_PARTS[problem.element]


def decode_rows(problem: AttentionProblem) -> int:
    """Rows sharing one KV head: what a split-KV block multiplies per key."""
    return problem.group * problem.seq_q


def decode_shared_layout(problem: AttentionProblem, s: AttentionSchedule) -> dict[str, int]:
    """Byte offsets in the split-KV kernel's dynamic shared memory, and its ``total``: the 16-row
    Q tile, then 2 K and 2 V tiles of ``block_n`` keys, rows padded by 16 bytes (the 8 rows of an
    ldmatrix in distinct banks). After the key loop, the warps' row states (m, l) and f32 partial
    outputs reuse the K/V tiles' bytes."""
    element = ELEMENT_BYTES[problem.element]
    q = 16 * (problem.head_dim + 8) * element
    k = 2 * s.block_n * (problem.head_dim + 8) * element
    v = 2 * s.block_n * (problem.head_dim_v + 8) * element
    states = s.warps * 16 * 2 * 4
    partial = s.warps * 16 * problem.head_dim_v * 4
    return {"q": 0, "k": q, "v": q + k, "states": q, "partial": q + states,
            "total": max(q + k + v, q + states + partial)}


def mma_sync_row(width: int) -> int:
    """Elements between the rows of an mma_sync shared tile ``width`` elements wide: rows of 8, 16
    or 32 16-byte chunks are xor-swizzled in place, others (D = 80, 96) padded by one chunk so
    that 8 consecutive rows start in distinct bank groups."""
    chunks = width // 8
    return width if chunks >= 8 and chunks & (chunks - 1) == 0 else width + 8


def shared_bytes(problem: AttentionProblem, s: AttentionSchedule) -> int:
    """Dynamic shared memory of the main kernel: the Q tile and ``stages`` K and V tiles (wgmma:
    plus 16 bytes of mbarriers per slot; mma_sync: rows padded as :func:`mma_sync_row` says; split_kv:
    :func:`decode_shared_layout`)."""
    if s.kernel == "split_kv":
        return decode_shared_layout(problem, s)["total"]
    element = ELEMENT_BYTES[problem.element]
    if s.kernel == "mma_sync":
        d, d_v = mma_sync_row(problem.head_dim), mma_sync_row(problem.head_dim_v)
        return (s.block_m * d + s.stages * s.block_n * (d + d_v)) * element
    q_tile = s.block_m * problem.head_dim * element
    kv_tile = s.block_n * (problem.head_dim + problem.head_dim_v) * element
    # wgmma: the slots start at the first 1024-byte aligned byte (the 128-byte swizzle's period).
    barriers = 16 * (s.stages + 1) + TMA_SHARED_ALIGNMENT if s.kernel == "wgmma" else 0
    return q_tile + s.stages * kv_tile + barriers


def decode_splits(problem: AttentionProblem, s: AttentionSchedule, target: Target) -> int:
    """Splits of the keys for the split-KV kernel. Its (batch, KV head, split) blocks run in waves
    of ``sm_count x blocks per SM`` (the occupancy shared memory and registers allow); a block's
    time is its key tiles plus about one tile of prologue and merge, so the kernel takes about
    ``waves x (tiles per split + 1)``: the fewest splits minimising that (each at least one key
    tile; the key tiles spread evenly, and a count that would leave a split empty is lowered to
    the fewest splits with the same tiles per split)."""
    tiles = max(1, -(-problem.seq_kv // s.block_n))
    # Per thread: its part of the f32 O accumulator (16 x D_v over a warp), Q's fragments kept in
    # registers up to D = 128, and about 80 for scores, probabilities, addresses and the softmax
    # (D = 128: 176, what ptxas allocates for the kernel).
    registers = problem.head_dim_v // 2 + (problem.head_dim // 4 if problem.head_dim <= 128 else 0) + 80
    registers = -(-registers // 8) * 8
    per_sm = min(target.max_blocks_per_sm,
                 target.shared_memory_per_sm // (shared_bytes(problem, s) + 1024),   # + the 1 KiB reserved per block
                 target.registers_per_sm // (registers * 32 * s.warps),
                 target.max_threads_per_sm // (32 * s.warps))
    slots = target.sm_count * max(1, per_sm)
    pairs = problem.batch * problem.kv_heads
    best, best_time = 1, None
    for splits in range(1, max(1, min(tiles, problem.seq_kv // s.block_n)) + 1):
        per_split = -(-tiles // splits)
        used = -(-tiles // per_split)
        time = -(-pairs * used // slots) * (per_split + 1)
        if best_time is None or time < best_time:
            best, best_time = used, time
    return best


def tma_view_problem(problem: AttentionProblem) -> str | None:
    """Why TMA cannot read Q, K or V through its view (None when it can), for the wgmma kernel's
    tensor maps: the head dim must be contiguous, the start and the strides of the other dimensions
    longer than 1 multiples of 16 bytes."""
    # Imported here: tirc.schedule.hopper needs MLIR, and the GPU check's run half imports this
    # module (the problem) on a machine without it.
    from tirc.schedule.hopper import TMA_STRIDE_ALIGNMENT

    element = ELEMENT_BYTES[problem.element]
    extents = {"q": (problem.batch, problem.heads, problem.seq_q),
               "k": (problem.batch, problem.kv_heads, problem.seq_kv),
               "v": (problem.batch, problem.kv_heads, problem.seq_kv)}
    for name, outer in extents.items():
        view: View = getattr(problem, name)
        if view.strides[3] != 1:
            return f"{name}'s head dim has stride {view.strides[3]}, not 1"
        if (view.offset * element) % TMA_STRIDE_ALIGNMENT:
            return f"{name} starts at element {view.offset}, not at a multiple of {TMA_STRIDE_ALIGNMENT} bytes"
        for extent, stride in zip(outer, view.strides[:3]):
            if extent > 1 and (stride <= 0 or (stride * element) % TMA_STRIDE_ALIGNMENT):
                return (f"{name} has a stride of {stride} elements, not a positive multiple of "
                        f"{TMA_STRIDE_ALIGNMENT} bytes")
    return None


def choose_attention_schedule(problem: AttentionProblem, target: Target, wgmma: bool = True) -> AttentionSchedule:
    """The schedule for ``problem`` on ``target``: flash-decoding for a few query rows per KV head
    over many keys, wgmma on sm_90a (unless ``wgmma`` is false: a pipeline without Hopper
    kernels), mma.sync elsewhere."""
    d = max(problem.head_dim, problem.head_dim_v)
    rows = decode_rows(problem)
    if rows <= 16 and problem.seq_kv >= 256:
        # Each warp takes 16 keys of every tile (one k16 step of P·V); d > 128: half the tile, so
        # that two stages of K and V fit, and half the warps.
        block_n, warps = (64, 4) if d <= 128 else (32, 2)
        schedule = AttentionSchedule("split_kv", 16, block_n, warps, 2, 1)
        return replace(schedule, splits=decode_splits(problem, schedule, target))
    # Views TMA cannot read (tma_view_problem) get the mma_sync kernel, which reads any view. So does
    # D = 256 by default: its O alone is 128 registers per thread, and nvJitLink compiles PTX as a
    # relocatable unit, where ptxas ignores setmaxnreg and keeps a 384-thread kernel under 168
    # registers: the wgmma kernel (a schedule can still ask for it) would spill and serialise.
    if wgmma and target.chip.endswith("a") and d in (64, 128) \
            and problem.head_dim == problem.head_dim_v and tma_view_problem(problem) is None:
        # With a mask, D = 128 takes 96 keys a block: the mask loads need the registers of 32 keys' scores.
        # So does P in three parts (bf16 with f32 probabilities): 3 x 16 words of P at 128 keys spill.
        block_n = 96 if (d == 128 and problem.mask is not None) or probability_parts(problem) > 2 else 128
        # Three K/V slots where they fit (D <= 128): a slot is freed only after both GEMMs of its
        # block, so with two the load of block n + 1 starts after block n - 1's P V and is waited for.
        deep = AttentionSchedule("wgmma", 128, block_n, 12, 3)
        if shared_bytes(problem, deep) <= target.shared_memory_per_block:
            return deep
        return AttentionSchedule("wgmma", 128, block_n, 12, 2)
    if d <= 128:
        # 128 keys a step where the tiles fit (sm_80's 164 KiB; D = 128 needs 160 KiB): the
        # per-step rescale and loop overhead spread over twice the mma.
        wide = AttentionSchedule("mma_sync", 128, 128, 8, 2)
        # P in parts (f32 probabilities) at D > 64: 128 keys a step put every variant at ptxas'
        # 255-register ceiling (the parts' A fragments on top of 248; no spills at B4 H32 S4096 yet,
        # but no room); 64 keys take 232-250 for ~3-8% more loop instructions per key.
        if shared_bytes(problem, wide) <= target.shared_memory_per_block \
                and not (probability_parts(problem) > 1 and d > 64):
            return wide
        return AttentionSchedule("mma_sync", 128, 64, 8, 2)
    return AttentionSchedule("mma_sync", 64, 32, 4, 2)


def check_attention_schedule(problem: AttentionProblem, s: AttentionSchedule, target: Target) -> None:
    """Raise a TircError saying what to change where ``s`` cannot run ``problem`` on ``target``."""
    if s.kernel not in KERNELS:
        raise TircError(f"attention schedule: kernel must be one of {', '.join(KERNELS)}, not {s.kernel!r}")
    if s.kernel == "wgmma" and not target.chip.endswith("a"):
        raise TircError(f"attention schedule: wgmma kernels need sm_90a, not {target.chip}",
                        hint="use kernel: mma_sync, or --target sm_90a")
    if s.kernel == "wgmma":
        reason = tma_view_problem(problem)
        if reason is not None:
            raise TircError(f"attention schedule: the wgmma kernel reads Q, K and V with TMA, and {reason}",
                            hint="use kernel: mma_sync (it reads any view), or make the head dim contiguous and "
                                 "the other strides multiples of 16 bytes")
        if s.warps != 12 or s.block_m != 128 or problem.head_dim not in (64, 128, 256) \
                or problem.head_dim_v not in (64, 128, 256) or s.block_n > 256:
            raise TircError(f"attention schedule: the wgmma kernel is 12 warps (a producer and two consumer "
                            f"warpgroups of 64 rows), block_m 128, block_n up to 256 and head dims 64, 128 or "
                            f"256, not warps {s.warps}, block {s.block_m}x{s.block_n}, head dims "
                            f"{problem.head_dim}/{problem.head_dim_v}",
                            hint="warps: 12, block_m: 128, or kernel: mma_sync")
    for d in {problem.head_dim, problem.head_dim_v}:
        if d not in HEAD_DIMS:
            raise TircError(f"attention: head dim {d} is not one of {', '.join(map(str, HEAD_DIMS))}")
    if s.block_n % 16 or s.block_m % 16 or s.block_n <= 0 or s.block_m <= 0:
        raise TircError(f"attention schedule: block {s.block_m}x{s.block_n} must be multiples of 16")
    if s.kernel == "mma_sync" and s.block_m != 16 * s.warps * max(1, s.block_m // (16 * s.warps)):
        raise TircError(f"attention schedule: block_m {s.block_m} is not a multiple of 16 rows x {s.warps} warps",
                        hint=f"block_m: {16 * s.warps}")
    if s.kernel == "split_kv" and (s.block_n % (16 * s.warps) or s.stages != 2 or decode_rows(problem) > 16):
        raise TircError(f"attention schedule: split_kv takes 16 keys per warp per tile (block_n {s.block_n}, "
                        f"{s.warps} warps), 2 stages and up to 16 rows per KV head ({decode_rows(problem)})",
                        hint=f"block_n: {16 * s.warps}, stages: 2 (or kernel: mma_sync for more rows)")
    if s.warps * 32 > target.max_threads_per_block:
        raise TircError(f"attention schedule: {s.warps} warps exceed {target.max_threads_per_block} threads")
    need = shared_bytes(problem, s)
    if need > target.shared_memory_per_block:
        smaller = (replace(s, stages=max(1, s.stages - 1)) if s.stages > 1
                   else replace(s, block_n=max(16, s.block_n // 2)))
        raise TircError(f"attention schedule: {need} bytes of shared memory exceed {target.chip}'s "
                        f"{target.shared_memory_per_block}",
                        hint=f"try stages: {smaller.stages}, block_n: {smaller.block_n}")
    if s.splits < 1 or (s.kernel != "split_kv" and s.splits != 1):
        raise TircError(f"attention schedule: splits {s.splits} needs kernel split_kv (and splits >= 1)")


def log2e_scale(problem: AttentionProblem) -> float:
    """``scale * log2(e)``: scores go to ``exp2`` in one FFMA (``s * scale_log2e - max_scaled``)."""
    return problem.scale * math.log2(math.e)
