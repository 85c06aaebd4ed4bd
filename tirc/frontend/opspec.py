"""Reader for YAML op specs: each kernel becomes one ``func.func`` of linalg on tensors.

A spec names an op (``matmul``, ``batch_matmul``, ``elementwise``, ``reduction``, ``attention``),
its shape, dtypes and layouts, an epilogue chain and optional schedule knobs (docs/design.md,
section "Op specs"). ``attention`` is one ``tir.attention`` op (tirc/schedule/attention.py) on the
arguments q, k, v [and mask], giving o [and lse]. For the others the generator builds, with MLIR's
Python builders, IR in the style of torch-mlir's linalg-on-tensors output: a zero
``linalg.fill``, the named contraction (transposed layouts through ``indexing_maps``), then one
elementwise ``linalg.generic`` per epilogue step; the ``simt`` pipeline fuses the elementwise ops.
The function's name is the kernel's name, so a kernel and its function are found by the same name.
Each function carries the spec's knobs as ``tir.spec`` for the schedule layer.

Validation happens before any MLIR is built: every schema error names the file, the line, the
kernel and the key. Every op's location is the ``FILE:LINE:COL`` of the spec key it comes from
(the contraction at ``op:``, an epilogue generic at its step, a dynamic size at its shape key, the
function at the kernel's entry), so errors and remarks of later passes point at the YAML too.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, NoReturn

from mlir import ir
from mlir.dialects import arith, func, linalg, tensor
from mlir.dialects import math as mlir_math

from tirc.diagnostics import SourceLocation, TircError, did_you_mean
from tirc.dtypes import FP8_SHORT_NAMES
from tirc.frontend.mlir import InputModule
from tirc.mlir_support import error_from_mlir, is_mlir_error, new_context
from tirc.schedule.attention import (ATTENTION_OP, HEAD_DIMS, INPUT_ELEMENTS, KERNELS as ATTENTION_KERNELS,
                                     OUTPUT_ELEMENTS, PROBLEM_ATTR, AttentionProblem, View)
from tirc.schedule.quant import (ELEMENTS as QUANT_ELEMENTS, GROUPS as QUANT_GROUPS, OUT_ELEMENTS as QUANT_OUT_ELEMENTS,
                                 PROBLEM_ATTR as QUANT_PROBLEM_ATTR, QUANT_OP, QuantProblem)
from tirc.schedule.model import MAX_KNOB, SCHEDULE_KEYS, knob_attr, knob_problem
from tirc.yamlload import LocatedDict, LocatedList, load_yaml, read_yaml_file
from tirc.yamlload import describe_value as _describe

# ---------------------------------------------------------------------------------------------
# Element types


@dataclass(frozen=True)
class DType:
    name: str        # as written in a spec: f16, s8, ...
    mlir: str        # the MLIR element type: f16, i8, ...
    bits: int
    is_float: bool

    def mlir_type(self) -> ir.Type:
        """The element type in the current MLIR context."""
        return ir.Type.parse(self.mlir)


DTYPES = {d.name: d for d in (
    DType("f16", "f16", 16, True), DType("bf16", "bf16", 16, True), DType("f32", "f32", 32, True),
    DType("f64", "f64", 64, True), DType("s8", "i8", 8, False), DType("s32", "i32", 32, False),
    *(DType(short, name, 8, True) for name, short in FP8_SHORT_NAMES.items()))}
INPUT_DTYPES = ("f16", "bf16", "f32", "f64", "s8", "e4m3", "e5m2")
# The 8-bit floats: contraction inputs only (matmul, batch_matmul), A and B of either (PTX's
# mma and wgmma take any mix), on targets with fp8 Tensor Cores (tirc.target.FP8_MMA_TARGETS).
FP8_DTYPES = tuple(FP8_SHORT_NAMES.values())   # e4m3, e5m2
FP8_OPS = ("matmul", "batch_matmul")
# What a kernel may write (dtype c, a cast step): any type but the 8-bit floats.
OUTPUT_DTYPES = tuple(name for name in DTYPES if name not in FP8_DTYPES)
# Accumulator types each input type may use; the first is the default.
ACC_DTYPES = {"f16": ("f32", "f16"), "bf16": ("f32",), "f32": ("f32",), "f64": ("f64",), "s8": ("s32",),
              "e4m3": ("f32",), "e5m2": ("f32",)}


def _widen(t: DType) -> DType:
    """The type epilogue arithmetic runs in: 8- and 16-bit floats in f32, s8 in s32."""
    if t.is_float:
        return DTYPES["f32"] if t.bits < 32 else t
    return DTYPES["s32"]


def _as_float(t: DType) -> DType:
    """The float type for math that integers cannot do (scale, gelu, ...)."""
    return DTYPES["f64"] if t.name == "f64" else DTYPES["f32"]


def _join(a: DType, b: DType) -> DType:
    """The compute type of a binary op on values of types ``a`` and ``b``."""
    a, b = _widen(a), _widen(b)
    if not a.is_float and not b.is_float:
        return DTYPES["s32"]
    return DTYPES["f64"] if "f64" in (a.name, b.name) else DTYPES["f32"]


# ---------------------------------------------------------------------------------------------
# The validated model

OPS = ("matmul", "batch_matmul", "elementwise", "reduction", "attention")
ACTIVATIONS = ("relu", "gelu_tanh", "silu")
# Elementwise functions and how many inputs each takes.
FUNCTIONS = {"add": 2, "sub": 2, "mul": 2, "max": 2, "relu": 1, "gelu_tanh": 1, "silu": 1, "tanh": 1, "exp": 1}
REDUCTIONS = ("sum", "max")
LAYOUTS = ("row", "col")
EPILOGUE_STEPS = ("dequant", "scale", "bias", "activation", "residual", "cast")
# dequant: how each operand's f32 scale is indexed; the key -> (scale argument name, its dims).
DEQUANT_SCALES = {"a": ("scale_a", {"tensor": ("1",), "row": ("M",)}),
                  "b": ("scale_b", {"tensor": ("1",), "col": ("N",)})}
# Epilogue arguments after a and b, in this order (each present when its step asks for it).
EPILOGUE_ARGUMENTS = ("scale_a", "scale_b", "c", "bias", "residual")
# The schedule knobs are tirc.schedule.model.SCHEDULE_KEYS (a tuning database's records name them all);
# warp_specialize, persistent: wgmma schedules (sm_90a) only; other schedules carry them and ignore them.
# The most elements one kernel's shape may span (the product of its sizes), so that every
# tensor's byte size and strides fit in a signed 64-bit index with room to spare.
MAX_ELEMENTS = 2 ** 56
MATMUL_SHAPE = ("M", "N", "K")

_COMMON_KEYS = ("name", "op", "shape", "dtype", "schedule")
KERNEL_KEYS = {
    "matmul": _COMMON_KEYS + ("layout", "allow_tf32", "epilogue", "quant"),
    "batch_matmul": _COMMON_KEYS + ("layout", "allow_tf32", "epilogue"),
    "elementwise": _COMMON_KEYS + ("inputs", "fn"),
    "reduction": _COMMON_KEYS + ("reduce", "dim"),
    "attention": _COMMON_KEYS + ("causal", "scale", "mask", "lse"),
}
DTYPE_KEYS = {"matmul": ("a", "b", "c", "acc"), "batch_matmul": ("a", "b", "c", "acc"),
              "elementwise": ("a", "c"), "reduction": ("a", "acc", "c"),
              "attention": ("q", "k", "v", "o", "acc")}
# attention: the shape keys (H_kv and D_v optional: H and D), the causal values as written and the
# op's kinds they mean, the mask's element types, and the schedule knobs (AttentionSchedule's fields).
ATTENTION_SHAPE = ("B", "H", "H_kv", "S_q", "S_kv", "D", "D_v")
ATTENTION_REQUIRED = ("B", "H", "S_q", "S_kv", "D")
ATTENTION_CAUSAL = {False: "none", True: "top_left", "top_left": "top_left", "bottom_right": "bottom_right"}
MASK_DTYPES = ("f16", "bf16", "f32")
MASK_DIMS = ("B", "H", "S_q", "S_kv")     # the mask's logical dims; each is its key or 1 (broadcast)
# W4A16 (tirc/schedule/quant.py): dtype b u4 with a quant: {b: {group, scale, zero}} entry.
QUANT_B_KEYS = ("group", "scale", "zero")
ATTENTION_SCHEDULE_KEYS = ("kernel", "block_m", "block_n", "warps", "stages", "splits")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class Place:
    """Where a key is written in the spec file (1-based): the location of the IR made from it."""

    line: int
    column: int


@dataclass(frozen=True)
class KernelPlaces:
    """The spec keys the IR of one kernel comes from."""

    kernel: Place                          # the kernel's entry: its function, arguments a and b, return
    op: Place                              # op: the computation (fill, contraction or generic)
    output: Place                          # dtype c (or dtype): the conversion to the output type
    sizes: tuple[tuple[str, Place], ...]   # each shape key: the tensor.dim that reads a dynamic size

    def size(self, key: str) -> Place:
        return dict(self.sizes)[key]


@dataclass(frozen=True)
class Step:
    """One epilogue step. ``value``: (alpha, beta) | "n"/"m" | activation | True | DType |
    ((scale argument, its dims), ...) for dequant."""

    kind: str
    value: Any
    place: Place


@dataclass(frozen=True)
class QuantSpec:
    """What ``quant: {b: ...}`` adds to a matmul: u4 weights in groups of ``group`` along K."""

    group: int
    scale: DType           # the scales' type: a's
    place: Place           # the quant key: the op's problem


@dataclass(frozen=True)
class AttentionSpec:
    """What ``op: attention`` adds to a kernel: the ``tir.attention`` problem's options."""

    causal: str                              # one of tirc.schedule.attention.CAUSAL_KINDS
    scale: float | None                      # None: 1/sqrt(D)
    mask: tuple[str, ...] | None             # the mask tensor's dims: a MASK_DIMS key or "1" each
    mask_dtype: DType | None
    lse: bool
    mask_place: Place | None = None
    lse_place: Place | None = None


@dataclass(frozen=True)
class KernelSpec:
    name: str
    op: str
    shape: tuple[tuple[str, int | None], ...]   # ordered (key, size); None is a dynamic size
    a: DType
    b: DType
    acc: DType
    c: DType
    places: KernelPlaces
    layout_a: str = "row"
    layout_b: str = "row"
    allow_tf32: bool = False
    epilogue: tuple[Step, ...] = ()
    schedule: tuple[tuple[str, Any], ...] | None = None
    fn: str = ""           # elementwise
    inputs: int = 1        # elementwise
    reduce: str = ""       # reduction
    dim: str = ""          # reduction: the shape key that is reduced
    attention: AttentionSpec | None = None   # attention
    quant: QuantSpec | None = None           # matmul with u4 weights

    def size(self, key: str) -> int | None:
        if key == "1":       # a broadcast dim of an attention mask
            return 1
        sizes = dict(self.shape)
        if "/" in key:       # a packed dim of a quantised matmul: "K/8", "K/128", "N/8" (static sizes)
            base, divisor = key.split("/")
            size = sizes[base]
            return None if size is None else size // int(divisor)
        if key not in sizes and self.op == "attention" and key in ("H_kv", "D_v"):
            return sizes["H" if key == "H_kv" else "D"]     # the optional keys default to H and D
        return sizes[key]


# ---------------------------------------------------------------------------------------------
# Reading and validating the YAML


class _KernelReader:
    """Validates one kernel mapping; every error names the file, line, kernel and key."""

    def __init__(self, data: LocatedDict, file: str, index: int) -> None:
        self.data = data
        self.file = file
        self.label = f"kernel #{index + 1}"

    def fail(self, message: str, line: int, hint: str | None = None) -> NoReturn:
        raise TircError(f"{self.label}: {message}", location=SourceLocation(self.file, line), hint=hint)

    @staticmethod
    def place(parent: LocatedDict, key: str) -> Place:
        return Place(parent.key_lines[key], parent.key_columns[key])

    def mapping(self, parent: LocatedDict, key: str, allowed: tuple[str, ...], example: str) -> LocatedDict:
        """``parent[key]`` as a mapping whose keys are all in ``allowed``."""
        value = parent[key]
        if not isinstance(value, LocatedDict):
            self.fail(f"'{key}' must be a mapping", parent.key_lines[key], hint=f"e.g. {key}: {example}")
        for inner in value:
            if inner not in allowed:
                self.fail(f"unknown {key} key {_describe(inner)}", value.key_lines[inner],
                          hint=did_you_mean(str(inner), allowed) or f"{key} keys: {', '.join(allowed)}")
        return value

    def choice(self, parent: LocatedDict, key: str, choices: tuple[str, ...], label: str = "") -> str:
        """``parent[key]``, one of ``choices``; ``label`` names it in messages (default: the key)."""
        value = parent[key]
        label = label or key
        if value not in choices:
            hint = (did_you_mean(value, choices) if isinstance(value, str) else None) \
                or f"{label}: {' | '.join(choices)}"
            self.fail(f"unknown {label} {_describe(value)}", parent.key_lines[key], hint=hint)
        return value

    def read(self) -> KernelSpec:
        data = self.data
        name = self.read_name()
        self.label = f"kernel '{name}'"
        if "op" not in data:
            self.fail("missing key 'op'", data.line, hint=f"ops: {', '.join(OPS)}")
        op = self.choice(data, "op", OPS)
        self.check_keys(op)
        if op == "attention":
            return self.read_attention(name)
        if op == "matmul" and ("quant" in data or _names_u4(data)):
            return self.read_quant_matmul(name)
        for key, example in (("shape", "{M: 128, N: 128, K: 64}"), ("dtype", "{a: f16}")):
            if key not in data:
                self.fail(f"missing key '{key}'", data.line, hint=f"e.g. {key}: {example}")
        shape = self.read_shape(op)
        types = self.read_dtypes(op)
        dtype = data["dtype"]
        places = KernelPlaces(kernel=Place(data.line, data.column), op=self.place(data, "op"),
                              output=self.place(dtype, "c") if "c" in dtype else self.place(data, "dtype"),
                              sizes=tuple((key, self.place(data["shape"], key)) for key, _ in shape))
        common = dict(name=name, op=op, shape=shape, **types, places=places, schedule=self.read_schedule())
        if op in ("matmul", "batch_matmul"):
            return self.read_matmul(common)
        if op == "elementwise":
            return self.read_elementwise(common)
        return self.read_reduction(common)

    def read_name(self) -> str:
        if "name" not in self.data:
            self.fail("missing key 'name'", self.data.line, hint="every kernel needs a name: its function's name")
        name = self.data["name"]
        if not isinstance(name, str) or not _IDENTIFIER.fullmatch(name):
            self.fail(f"name {_describe(name)} is not an identifier", self.data.key_lines["name"],
                      hint="use letters, digits and '_', not starting with a digit")
        return name

    def check_keys(self, op: str) -> None:
        allowed = KERNEL_KEYS[op]
        every = sorted({key for keys in KERNEL_KEYS.values() for key in keys})
        for key in self.data:
            if key in allowed:
                continue
            line = self.data.key_lines[key]
            if key in every:
                self.fail(f"key '{key}' does not apply to op '{op}'", line, hint=f"{op} keys: {', '.join(allowed)}")
            self.fail(f"unknown key {_describe(key)}", line,
                      hint=did_you_mean(str(key), allowed) or f"{op} keys: {', '.join(allowed)}")

    # -- shape ------------------------------------------------------------------------------

    def read_shape(self, op: str) -> tuple[tuple[str, int | None], ...]:
        shape = self.data["shape"]
        if not isinstance(shape, LocatedDict) or not shape:
            self.fail("'shape' must be a non-empty mapping of sizes", self.data.key_lines["shape"],
                      hint='e.g. shape: {M: 128, N: 64}; a dynamic size is "?"')
        if op in ("matmul", "batch_matmul"):
            self.check_shape_keys(shape, op)
        sizes = []
        for key, value in shape.items():
            if not isinstance(key, str) or not _IDENTIFIER.fullmatch(key):
                self.fail(f"shape key {_describe(key)} is not an identifier", shape.key_lines[key])
            sizes.append((key, self.read_size(shape, key, value)))
        if _elements(sizes) > MAX_ELEMENTS:
            self.fail(f"shape spans {_elements(sizes):,} elements, more than 2^56", self.data.key_lines["shape"],
                      hint="the product of a kernel's sizes must fit a 64-bit byte index")
        return tuple(sizes)

    def check_shape_keys(self, shape: LocatedDict, op: str) -> None:
        needed = ("B",) + MATMUL_SHAPE if op == "batch_matmul" else MATMUL_SHAPE
        for key in shape:
            if key not in needed:
                self.fail(f"unknown shape key {_describe(key)} for op '{op}'", shape.key_lines[key],
                          hint=did_you_mean(str(key), needed) or f"{op} shape keys: {', '.join(needed)}")
        for key in needed:
            if key not in shape:
                self.fail(f"shape of op '{op}' is missing '{key}'", self.data.key_lines["shape"],
                          hint=f"{op} shape keys: {', '.join(needed)}")

    def read_size(self, shape: LocatedDict, key: str, value: Any) -> int | None:
        if value == "?":
            return None
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            self.fail(f"shape {key} must be a positive integer or \"?\", not {_describe(value)}",
                      shape.key_lines[key], hint=f'write {key}: 128, or {key}: "?" for a dynamic size')
        return value

    # -- dtypes -----------------------------------------------------------------------------

    def read_dtypes(self, op: str) -> dict[str, DType]:
        keys = DTYPE_KEYS[op]
        spec = self.mapping(self.data, "dtype", keys, "{" + ", ".join(f"{k}: f32" for k in keys) + "}")
        if "a" not in spec:
            self.fail("dtype is missing 'a' (the input type)", self.data.key_lines["dtype"],
                      hint=f"input types: {', '.join(INPUT_DTYPES)}")
        a = self.dtype(spec, "a", INPUT_DTYPES)
        b = self.dtype(spec, "b", INPUT_DTYPES) if "b" in spec else a
        for key, t in (("a", a), ("b", b)):
            if t.name in FP8_DTYPES and op not in FP8_OPS:
                self.fail(f"dtype {key} {t.name} is for contractions: {' and '.join(FP8_OPS)} take 8-bit float "
                          f"inputs, {op} does not", spec.key_lines[key], hint="use f16, bf16 or f32")
        if b != a and not (a.name in FP8_DTYPES and b.name in FP8_DTYPES):
            self.fail(f"dtype b ({b.name}) differs from dtype a ({a.name})", spec.key_lines["b"],
                      hint="both operands of a contraction have one type (or are both 8-bit floats: e4m3, e5m2)")
        acc = DTYPES[ACC_DTYPES[a.name][0]]
        if "acc" in spec:
            acc = self.dtype(spec, "acc", ("f32", "f16", "s32", "f64"))
            if acc.name not in ACC_DTYPES[a.name]:
                self.fail(f"dtype acc {acc.name} cannot accumulate {a.name} inputs", spec.key_lines["acc"],
                          hint=f"{a.name} accumulates in {' or '.join(ACC_DTYPES[a.name])}")
        c = (self.dtype(spec, "c", OUTPUT_DTYPES) if "c" in spec
             else DTYPES["s32"] if a.name == "s8" else DTYPES["f32"] if a.name in FP8_DTYPES else a)
        return {"a": a, "b": b, "acc": acc, "c": c}

    def dtype(self, spec: LocatedDict, key: str, allowed: tuple[str, ...], what: str = "") -> DType:
        value = spec[key]
        what = what or f"dtype {key}"
        if value not in allowed:
            known = isinstance(value, str) and value in DTYPES
            hint = None if known or not isinstance(value, str) else did_you_mean(value, allowed)
            self.fail(f"{what} {_describe(value)} is not {'allowed here' if known else 'a known type'}",
                      spec.key_lines[key], hint=hint or f"{what}: {', '.join(allowed)}")
        return DTYPES[value]

    # -- per op -----------------------------------------------------------------------------

    def read_matmul(self, common: dict[str, Any]) -> KernelSpec:
        data = self.data
        layout = self.mapping(data, "layout", ("a", "b"), "{a: row, b: col}") if "layout" in data else LocatedDict()
        layouts = {key: self.choice(layout, key, LAYOUTS, f"layout {key}") if key in layout else "row" for key in "ab"}
        allow_tf32 = data.get("allow_tf32", False)
        if not isinstance(allow_tf32, bool):
            self.fail(f"allow_tf32 must be true or false, not {_describe(allow_tf32)}", data.key_lines["allow_tf32"])
        if allow_tf32 and common["a"].name != "f32":
            self.fail(f"allow_tf32 applies to f32 inputs only (dtype a is {common['a'].name})",
                      data.key_lines["allow_tf32"], hint="remove allow_tf32 or set dtype a: f32")
        epilogue = self.read_epilogue(common["a"]) if "epilogue" in data else ()
        return KernelSpec(**common, layout_a=layouts["a"], layout_b=layouts["b"], allow_tf32=allow_tf32,
                          epilogue=epilogue)

    def read_elementwise(self, common: dict[str, Any]) -> KernelSpec:
        if "fn" not in self.data:
            self.fail("missing key 'fn'", self.data.line, hint=f"functions: {', '.join(FUNCTIONS)}")
        fn = self.choice(self.data, "fn", tuple(FUNCTIONS))
        inputs = self.data.get("inputs", FUNCTIONS[fn])
        if inputs != FUNCTIONS[fn] or isinstance(inputs, bool):
            self.fail(f"fn '{fn}' takes {FUNCTIONS[fn]} input(s), not {_describe(inputs)}",
                      self.data.key_lines["inputs"], hint=f"inputs: {FUNCTIONS[fn]}, or remove inputs")
        return KernelSpec(**common, fn=fn, inputs=inputs)

    def read_reduction(self, common: dict[str, Any]) -> KernelSpec:
        for key, what in (("reduce", f"one of {', '.join(REDUCTIONS)}"), ("dim", "the shape key to reduce")):
            if key not in self.data:
                self.fail(f"missing key '{key}'", self.data.line, hint=f"{key}: {what}")
        reduce = self.choice(self.data, "reduce", REDUCTIONS)
        keys = tuple(key for key, _ in common["shape"])
        dim = self.choice(self.data, "dim", keys)
        return KernelSpec(**common, reduce=reduce, dim=dim)

    # -- W4A16: u4 weights ---------------------------------------------------------------------

    def read_quant_matmul(self, name: str) -> KernelSpec:
        """``op: matmul`` with ``dtype b: u4`` and ``quant: {b: {group, scale, zero}}``: one
        ``tir.quant_matmul`` (tirc/schedule/quant.py). Static M, N, K; a f16 or bf16; layout a
        row, b col (the packed weights' only layout); no epilogue."""
        data = self.data
        for key, example in (("shape", "{M: 16, N: 4096, K: 4096}"), ("dtype", "{a: f16, b: u4, c: f16, acc: f32}"),
                             ("quant", "{b: {group: 128, scale: f16, zero: u4}}")):
            if key not in data:
                self.fail(f"missing key '{key}'", data.line, hint=f"a u4-weight matmul needs {key}: {example}")
        shape = self.read_shape("matmul")
        for key, size in shape:
            if size is None:
                self.fail(f"u4-weight matmuls have static sizes: {key} is \"?\"", data["shape"].key_lines[key],
                          hint=f"give {key} a number (--shape sets it per run)")
        sizes = dict(shape)
        dtype = self.mapping(data, "dtype", DTYPE_KEYS["matmul"], "{a: f16, b: u4, c: f16, acc: f32}")
        if "a" not in dtype:
            self.fail("dtype is missing 'a' (the activations' type)", data.key_lines["dtype"],
                      hint=f"a: {' or '.join(QUANT_ELEMENTS)}")
        a = self.dtype(dtype, "a", QUANT_ELEMENTS, "dtype a (activations of a u4-weight matmul)")
        if dtype.get("b") != "u4":
            self.fail(f"dtype b {_describe(dtype.get('b'))} with quant: the weights of a quantised matmul are u4",
                      dtype.key_lines["b"] if "b" in dtype else data.key_lines["dtype"], hint="write dtype b: u4")
        if "acc" in dtype:
            self.dtype(dtype, "acc", ("f32",), "dtype acc (u4-weight matmuls accumulate in f32)")
        c = self.dtype(dtype, "c", QUANT_OUT_ELEMENTS) if "c" in dtype else a
        if "layout" in data:
            layout = self.mapping(data, "layout", ("a", "b"), "{a: row, b: col}")
            for key, wanted in (("a", "row"), ("b", "col")):
                if key in layout and layout[key] != wanted:
                    self.fail(f"layout {key} {_describe(layout[key])}: u4-weight matmuls take a row-major a and "
                              "packed column-major b", layout.key_lines[key], hint=f"layout {key}: {wanted}")
        if "epilogue" in data:
            self.fail("u4-weight matmuls take no epilogue", data.key_lines["epilogue"],
                      hint="apply bias and activations in a kernel of their own")
        if "allow_tf32" in data:
            self.fail("allow_tf32 applies to f32 inputs only", data.key_lines["allow_tf32"])
        if "schedule" in data:
            self.fail("u4-weight matmuls choose their own schedule", data.key_lines["schedule"],
                      hint="remove schedule:")
        quant = self.mapping(data, "quant", ("b",), "{b: {group: 128, scale: f16, zero: u4}}")
        if "b" not in quant:
            self.fail("quant is missing 'b'", data.key_lines["quant"],
                      hint="quant: {b: {group: 128, scale: f16, zero: u4}}")
        spec = self.mapping(quant, "b", QUANT_B_KEYS, "{group: 128, scale: f16, zero: u4}")
        if "group" not in spec:
            self.fail("quant b is missing 'group'", quant.key_lines["b"],
                      hint=f"group: {' | '.join(map(str, QUANT_GROUPS))}")
        group = spec["group"]
        if group not in QUANT_GROUPS or isinstance(group, bool):
            self.fail(f"group {_describe(group)} is not one of {', '.join(map(str, QUANT_GROUPS))}",
                      spec.key_lines["group"], hint=f"group: {' | '.join(map(str, QUANT_GROUPS))}")
        k, n = sizes["K"], sizes["N"]
        assert k is not None and n is not None, "checked static above"
        if k % group:
            self.fail(f"group {group} does not divide K = {k}", spec.key_lines["group"],
                      hint="K must be a multiple of the group")
        if n % 8:
            self.fail(f"N = {n} is not a multiple of 8", data["shape"].key_lines["N"],
                      hint="the zero points pack 8 columns per 32-bit word")
        if "scale" in spec and spec["scale"] != a.name:
            self.fail(f"scale {_describe(spec['scale'])} is not dtype a ({a.name})", spec.key_lines["scale"],
                      hint=f"scale: {a.name}")
        if "zero" in spec and spec["zero"] != "u4":
            self.fail(f"zero {_describe(spec['zero'])}: zero points are u4", spec.key_lines["zero"], hint="zero: u4")
        places = KernelPlaces(kernel=Place(data.line, data.column), op=self.place(data, "op"),
                              output=self.place(dtype, "c") if "c" in dtype else self.place(data, "dtype"),
                              sizes=tuple((key, self.place(data["shape"], key)) for key, _ in shape))
        return KernelSpec(name=name, op="matmul", shape=shape, a=a, b=a, acc=DTYPES["f32"], c=c, places=places,
                          layout_a="row", layout_b="col",
                          quant=QuantSpec(group=group, scale=a, place=self.place(data, "quant")))

    # -- attention --------------------------------------------------------------------------

    def read_attention(self, name: str) -> KernelSpec:
        """``op: attention``: shape B, H, [H_kv], S_q, S_kv, D, [D_v]; dtype q, k, v, o, acc; causal,
        scale, mask, lse and the attention schedule knobs. Every value is checked here, where its
        line is known; what the target decides (shared memory, warps) is tir-schedule's."""
        data = self.data
        for key, example in (("shape", "{B: 1, H: 8, S_q: 128, S_kv: 128, D: 64}"), ("dtype", "{q: f16}")):
            if key not in data:
                self.fail(f"missing key '{key}'", data.line, hint=f"e.g. {key}: {example}")
        shape = self.read_attention_shape()
        dtype = self.mapping(data, "dtype", DTYPE_KEYS["attention"], "{q: f16, o: f16, acc: f32}")
        if "q" not in dtype:
            self.fail("dtype is missing 'q' (the type of Q, K and V)", data.key_lines["dtype"],
                      hint=f"q: {' or '.join(INPUT_ELEMENTS)}")
        q = self.dtype(dtype, "q", tuple(DTYPES))
        if q.name not in INPUT_ELEMENTS:
            self.fail(f"attention takes {' or '.join(INPUT_ELEMENTS)} Q, K and V, not {q.name}", dtype.key_lines["q"],
                      hint="the kernels multiply on Tensor Cores; cast f32 inputs to f16 or bf16")
        for key in ("k", "v"):
            if key in dtype and self.dtype(dtype, key, tuple(DTYPES)) != q:
                self.fail(f"dtype {key} ({dtype[key]}) differs from dtype q ({q.name})", dtype.key_lines[key],
                          hint="Q, K and V have one type")
        o = self.dtype(dtype, "o", OUTPUT_ELEMENTS) if "o" in dtype else q
        if "acc" in dtype and self.dtype(dtype, "acc", tuple(DTYPES)).name != "f32":
            self.fail(f"dtype acc {dtype['acc']} is not f32: attention accumulates scores, sums and P·V in f32",
                      dtype.key_lines["acc"], hint="acc: f32, or remove it")
        places = KernelPlaces(kernel=Place(data.line, data.column), op=self.place(data, "op"),
                              output=self.place(dtype, "o") if "o" in dtype else self.place(data, "dtype"),
                              sizes=tuple((key, self.place(data["shape"], key)) for key, _ in shape))
        causal = "none"
        if "causal" in data:
            value = data["causal"]
            if not isinstance(value, (bool, str)) or value not in ATTENTION_CAUSAL:
                choices = ("top_left", "bottom_right")
                self.fail(f"unknown causal {_describe(value)}", data.key_lines["causal"],
                          hint=(did_you_mean(value, choices) if isinstance(value, str) else None)
                          or "causal: false | true (top-left: key j <= row i) | bottom_right (j <= i + S_kv - S_q)")
            causal = ATTENTION_CAUSAL[value]
        scale = None
        if "scale" in data:
            value = data["scale"]
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                self.fail(f"scale must be a finite number, not {_describe(value)}", data.key_lines["scale"],
                          hint="the factor of Q·Kᵀ; without it 1/sqrt(D)")
            scale = float(value)
        mask, mask_dtype = self.read_mask(q)
        lse = data.get("lse", False)
        if not isinstance(lse, bool):
            self.fail(f"lse must be true or false, not {_describe(lse)}", data.key_lines["lse"],
                      hint="lse: true adds an f32 [B, H, S_q] output: each row's log-sum-exp of its scores")
        spec = AttentionSpec(causal, scale, mask, mask_dtype, lse,
                             self.place(data, "mask") if "mask" in data else None,
                             self.place(data, "lse") if "lse" in data else None)
        kernel = KernelSpec(name=name, op="attention", shape=shape, a=q, b=q, acc=DTYPES["f32"], c=o, places=places,
                            schedule=self.read_attention_schedule(), attention=spec)
        problem = _attention_shape_problem(kernel)
        if problem is not None:
            message, key, hint = problem
            self.fail(message, data["shape"].key_lines[key] if key in data["shape"] else data.key_lines["shape"],
                      hint=hint)
        return kernel

    def read_attention_shape(self) -> tuple[tuple[str, int | None], ...]:
        shape = self.data["shape"]
        if not isinstance(shape, LocatedDict) or not shape:
            self.fail("'shape' must be a mapping of sizes", self.data.key_lines["shape"],
                      hint="e.g. shape: {B: 1, H: 8, H_kv: 2, S_q: 128, S_kv: 128, D: 64}")
        for key in shape:
            if key not in ATTENTION_SHAPE:
                self.fail(f"unknown shape key {_describe(key)} for op 'attention'", shape.key_lines[key],
                          hint=did_you_mean(str(key), ATTENTION_SHAPE)
                          or f"attention shape keys: {', '.join(ATTENTION_SHAPE)} (H_kv and D_v optional)")
        for key in ATTENTION_REQUIRED:
            if key not in shape:
                self.fail(f"shape of op 'attention' is missing '{key}'", self.data.key_lines["shape"],
                          hint=f"attention shape keys: {', '.join(ATTENTION_SHAPE)} (H_kv and D_v optional)")
        sizes: list[tuple[str, int]] = []
        for key in ATTENTION_SHAPE:
            if key not in shape:
                continue
            size = self.read_size(shape, key, shape[key])
            if size is None:
                # The problem dictionary holds sizes and strides as numbers: one op per shape.
                self.fail(f"attention sizes are static: {key} is \"?\"", shape.key_lines[key],
                          hint=f"write {key} as a number; compile other sizes with --shape {key}=N")
            sizes.append((key, size))
        # The largest tensor (q, o, the scores a mask spans, or k and v) bounds every stride.
        extent = dict(sizes)
        extent.setdefault("H_kv", extent["H"])
        extent.setdefault("D_v", extent["D"])
        largest = max(extent["B"] * extent["H"] * extent["S_q"] * max(extent["D"], extent["D_v"], extent["S_kv"]),
                      extent["B"] * extent["H_kv"] * extent["S_kv"] * max(extent["D"], extent["D_v"]))
        if largest > MAX_ELEMENTS:
            self.fail(f"a tensor of this shape spans {largest:,} elements, more than 2^56",
                      self.data.key_lines["shape"], hint="every tensor's elements must fit a 64-bit byte index")
        return tuple(sizes)

    def read_mask(self, q: DType) -> tuple[tuple[str, ...] | None, DType | None]:
        """``mask: true`` (a [B, H, S_q, S_kv] input of Q's type) or ``mask: {shape: [B, 1, 1,
        S_kv], dtype: f32}`` (each dim its key or 1, broadcast)."""
        if "mask" not in self.data:
            return None, None
        value = self.data["mask"]
        line = self.data.key_lines["mask"]
        example = "mask: true ([B, H, S_q, S_kv], Q's type), or mask: {shape: [B, 1, 1, S_kv], dtype: f32}"
        if value is False:
            return None, None
        if value is True:
            return MASK_DIMS, q
        if not isinstance(value, dict):
            self.fail(f"mask must be true, false or a mapping, not {_describe(value)}", line, hint=example)
        spec = self.mapping(self.data, "mask", ("shape", "dtype"), "{shape: [B, 1, 1, S_kv], dtype: f32}")
        dims: tuple[str, ...] = MASK_DIMS
        if "shape" in spec:
            written = spec["shape"]
            if not isinstance(written, list) or len(written) != 4 or any(
                    not (entry == MASK_DIMS[i] or (entry == 1 and not isinstance(entry, bool)))
                    for i, entry in enumerate(written)):
                self.fail(f"mask shape must be [B, H, S_q, S_kv] with any of them 1 (broadcast), not "
                          f"{_describe(written)}", spec.key_lines["shape"],
                          hint="e.g. shape: [B, 1, 1, S_kv] (a padding mask), [1, 1, S_q, S_kv]")
            dims = tuple(str(entry) for entry in written)
        mask_dtype = self.dtype(spec, "dtype", MASK_DTYPES, what="mask dtype") if "dtype" in spec else q
        return dims, mask_dtype

    def read_attention_schedule(self) -> tuple[tuple[str, Any], ...] | None:
        if "schedule" not in self.data:
            return None
        knobs = self.mapping(self.data, "schedule", ATTENTION_SCHEDULE_KEYS,
                             "{kernel: mma_sync, block_m: 128, block_n: 64, warps: 8, stages: 2}")
        for key, value in knobs.items():
            if key == "kernel":
                self.choice(knobs, key, ATTENTION_KERNELS, "schedule kernel")
            elif isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_KNOB:
                self.fail(f"schedule {key} must be a positive integer, not {_describe(value)}",
                          knobs.key_lines[key],
                          hint=f"e.g. {key}: {dict(block_m=128, block_n=64, warps=8, stages=2, splits=4)[key]}")
        return tuple(knobs.items())

    # -- epilogue ---------------------------------------------------------------------------

    def read_epilogue(self, inputs: DType) -> tuple[Step, ...]:
        chain = self.data["epilogue"]
        if not isinstance(chain, LocatedList):
            self.fail("'epilogue' must be a list of steps", self.data.key_lines["epilogue"],
                      hint="e.g. epilogue: [{bias: n}, {activation: relu}]")
        steps: list[Step] = []
        for index, entry in enumerate(chain):
            line = chain.key_lines[index]
            if not isinstance(entry, LocatedDict) or len(entry) != 1:
                self.fail("each epilogue step is a one-key mapping", line,
                          hint=f"steps: {', '.join(EPILOGUE_STEPS)}, e.g. {{activation: relu}}")
            (kind, value), = entry.items()
            if kind not in EPILOGUE_STEPS:
                self.fail(f"unknown epilogue step {_describe(kind)}", entry.key_lines[kind],
                          hint=did_you_mean(str(kind), EPILOGUE_STEPS) or f"steps: {', '.join(EPILOGUE_STEPS)}")
            if kind in ("dequant", "scale", "bias", "residual") and any(step.kind == kind for step in steps):
                self.fail(f"epilogue step '{kind}' appears twice", entry.key_lines[kind],
                          hint=f"each {kind} adds function arguments; merge them into one step")
            if kind == "dequant":
                self.check_dequant_place(inputs, index, entry.key_lines[kind])
            steps.append(Step(kind, self.read_step(entry, kind), self.place(entry, kind)))
        return tuple(steps)

    def check_dequant_place(self, inputs: DType, index: int, line: int) -> None:
        """dequant scales the raw accumulator of 8-bit (quantised) inputs: it is the first step."""
        if inputs.bits > 8:
            self.fail(f"dequant applies to 8-bit quantised inputs (s8, fp8), not {inputs.name}", line,
                      hint="scale a float GEMM with {scale: {alpha: ...}}, or remove the dequant step")
        if index:
            self.fail("dequant must be the first epilogue step (it scales the raw accumulator)", line,
                      hint="e.g. epilogue: [{dequant: {a: row, b: col}}, {bias: n}, {activation: silu}]")

    def read_dequant(self, entry: LocatedDict) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """{a: tensor|row, b: tensor|col} -> ((scale_a, dims), (scale_b, dims)); both keys required."""
        example = "{a: row, b: col}"
        scales = self.mapping(entry, "dequant", tuple(DEQUANT_SCALES), example)
        read = []
        for key, (argument, indexing) in DEQUANT_SCALES.items():
            if key not in scales:
                self.fail(f"dequant needs the scale of operand {key}", entry.key_lines["dequant"],
                          hint=f"write both scales, e.g. dequant: {example}; {key}: {' | '.join(indexing)} "
                               "(tensor: one f32 for the whole operand, a [1] input)")
            read.append((argument, indexing[self.choice(scales, key, tuple(indexing), f"dequant {key}")]))
        return tuple(read)

    def read_step(self, entry: LocatedDict, kind: str) -> Any:
        line = entry.key_lines[kind]
        if kind == "dequant":
            return self.read_dequant(entry)
        if kind == "scale":
            return self.read_scale(entry)
        if kind == "bias":
            if entry[kind] not in ("n", "m"):
                self.fail(f"bias must be n or m, not {_describe(entry[kind])}", line,
                          hint="bias: n adds a length-N vector to every row; bias: m a length-M vector to every column")
            return entry[kind]
        if kind == "activation":
            return self.choice(entry, kind, ACTIVATIONS)
        if kind == "residual":
            if entry[kind] is not True:
                self.fail(f"residual must be true, not {_describe(entry[kind])}", line,
                          hint="write {residual: true}, or remove the step")
            return True
        return self.dtype(entry, kind, OUTPUT_DTYPES, what="cast")

    def read_scale(self, entry: LocatedDict) -> tuple[float, float]:
        factors = self.mapping(entry, "scale", ("alpha", "beta"), "{alpha: 1.0, beta: 0.5}")
        values = []
        for key, default in (("alpha", 1.0), ("beta", 0.0)):
            value = factors.get(key, default)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                self.fail(f"scale {key} must be a finite number, not {_describe(value)}", factors.key_lines[key])
            values.append(float(value))
        return values[0], values[1]

    # -- schedule ---------------------------------------------------------------------------

    def read_schedule(self) -> tuple[tuple[str, Any], ...] | None:
        if "schedule" not in self.data:
            return None
        knobs = self.mapping(self.data, "schedule", SCHEDULE_KEYS, "{tile: [128, 128, 32], stages: 3}")
        for key, value in knobs.items():
            problem = knob_problem(key, value)
            if problem is not None:
                self.fail(problem[0], knobs.key_lines[key], hint=problem[1])
        return tuple((key, tuple(value) if isinstance(value, list) else value) for key, value in knobs.items())


def _attention_shape_problem(kernel: KernelSpec) -> tuple[str, str, str] | None:
    """What is wrong with an attention kernel's sizes (message, shape key, hint), or None: GQA
    needs H a multiple of H_kv, the kernels take head dims HEAD_DIMS. Checked when the spec is
    read and again when --shape changed the sizes."""
    heads, kv_heads = kernel.size("H"), kernel.size("H_kv")
    assert heads is not None and kv_heads is not None
    if heads % kv_heads:
        divisors = [d for d in range(1, heads + 1) if heads % d == 0]
        return (f"H ({heads} query heads) is not a multiple of H_kv ({kv_heads} KV heads)", "H_kv",
                f"each KV head serves H / H_kv query heads (GQA); H_kv divides H: {', '.join(map(str, divisors))}")
    for key in ("D", "D_v"):
        size = kernel.size(key)
        if size not in HEAD_DIMS:
            return (f"head dim {key} = {size} is not supported", key,
                    f"attention kernels take head dims {', '.join(map(str, HEAD_DIMS))}")
    return None


def _names_u4(data: LocatedDict) -> bool:
    """Whether a kernel's dtype names b: u4 (a quantised matmul, read by read_quant_matmul)."""
    dtype = data.get("dtype")
    return isinstance(dtype, LocatedDict) and dtype.get("b") == "u4"


def _elements(shape: list[tuple[str, int | None]] | tuple[tuple[str, int | None], ...]) -> int:
    """The number of elements a shape's static sizes span."""
    return math.prod(size for _, size in shape if size is not None)


_TOP_KEYS = ("kernels",)


def _parse_kernels(text: str, file: str) -> list[KernelSpec]:
    """Validate an op spec file's text; raises TircError naming file:line, kernel and key."""
    try:
        data = load_yaml(text, file)
    except TircError as error:
        if "'?'" in error.message:   # an unquoted ? starts a YAML complex key
            error.hint = 'quote a dynamic size: M: "?"'
        raise
    if not isinstance(data, LocatedDict):
        raise TircError("an op spec file is a mapping with a 'kernels' list", location=SourceLocation(file, 1),
                        hint="kernels: [{name: gemm, op: matmul, shape: {M: 64, N: 64, K: 64}, dtype: {a: f16}}]")
    for key in data:
        if key not in _TOP_KEYS:
            raise TircError(f"unknown key {_describe(key)}", location=SourceLocation(file, data.key_lines[key]),
                            hint=did_you_mean(str(key), _TOP_KEYS) or "the only top-level key is 'kernels'")
    if "kernels" not in data:
        raise TircError("missing key 'kernels'", location=SourceLocation(file, data.line))
    entries = data["kernels"]
    if not isinstance(entries, LocatedList) or not entries:
        raise TircError("'kernels' must be a non-empty list", location=SourceLocation(file, data.key_lines["kernels"]))
    kernels: list[KernelSpec] = []
    first_line: dict[str, int] = {}
    for index, entry in enumerate(entries):
        line = entries.key_lines[index]
        if not isinstance(entry, LocatedDict):
            raise TircError(f"kernel #{index + 1}: a kernel is a mapping with name, op, shape, dtype, ...",
                            location=SourceLocation(file, line))
        kernel = _KernelReader(entry, file, index).read()
        if kernel.name in first_line:
            raise TircError(f"kernel '{kernel.name}': name already used on line {first_line[kernel.name]}",
                            location=SourceLocation(file, entry.key_lines["name"]), hint="kernel names are unique")
        first_line[kernel.name] = entry.key_lines["name"]
        kernels.append(kernel)
    return kernels


# ---------------------------------------------------------------------------------------------
# MLIR, built with the Python builders; every op's location is the spec key it comes from


def _specknob_attr(kernel: KernelSpec) -> ir.DictAttr:
    entries = {"op": knob_attr(kernel.op)}
    if kernel.op != "attention":   # (attention has no layouts and no f32 inputs)
        entries.update({"allow_tf32": knob_attr(kernel.allow_tf32), "layout_a": knob_attr(kernel.layout_a),
                        "layout_b": knob_attr(kernel.layout_b)})
    if kernel.schedule is not None:
        entries["schedule"] = ir.DictAttr.get({key: knob_attr(value) for key, value in kernel.schedule})
    return ir.DictAttr.get(entries)


def _strings(values: tuple[str, ...] | list[str]) -> ir.ArrayAttr:
    return ir.ArrayAttr.get([ir.StringAttr.get(value) for value in values])


def _affine_map(space: tuple[str, ...], dims: tuple[str, ...]) -> ir.AffineMapAttr:
    """The map from the iteration ``space`` to an operand indexed by ``dims`` (names in ``space``)."""
    # "1": a dimension of size 1 that every point of the space reads at index 0 (a broadcast).
    results = [ir.AffineConstantExpr.get(0) if d == "1" else ir.AffineDimExpr.get(space.index(d)) for d in dims]
    return ir.AffineMapAttr.get(ir.AffineMap.get(len(space), 0, results))


@dataclass(frozen=True)
class _Tensor:
    value: ir.Value
    dims: tuple[str, ...]     # shape keys, outermost first
    dtype: DType


@dataclass(frozen=True)
class _Argument:
    """A function argument before the function exists: its spec name, dims, type and spec key."""

    name: str
    dims: tuple[str, ...]
    dtype: DType
    place: Place


# -- scalar code inside a linalg.generic region (at the caller's insertion point and location)

_BINARY_OPS: dict[str, tuple[Any, Any]] = {   # name -> (float op, integer op)
    "add": (arith.AddFOp, arith.AddIOp), "sub": (arith.SubFOp, arith.SubIOp), "mul": (arith.MulFOp, arith.MulIOp),
    "div": (arith.DivFOp, arith.DivSIOp), "max": (arith.MaximumFOp, arith.MaxSIOp),
}
_MATH_OPS = {"tanh": mlir_math.TanhOp, "exp": mlir_math.ExpOp}


def _constant(value: float, t: DType) -> ir.Value:
    element = t.mlir_type()
    attribute = ir.FloatAttr.get(element, float(value)) if t.is_float else ir.IntegerAttr.get(element, int(value))
    return arith.ConstantOp(element, attribute).result


def _binary(name: str, lhs: ir.Value, rhs: ir.Value, t: DType) -> ir.Value:
    """``name`` is 'add', 'sub', 'mul', 'div' or 'max'; the arith op follows the type."""
    return _BINARY_OPS[name][0 if t.is_float else 1](lhs, rhs).result


def _convert(value: ir.Value, source: DType, target: DType) -> ir.Value:
    if source == target:
        return value
    if source.is_float and target.is_float:
        if source.bits == target.bits:  # f16 <-> bf16 goes through f32
            return _convert(_convert(value, source, DTYPES["f32"]), DTYPES["f32"], target)
        op = arith.ExtFOp if target.bits > source.bits else arith.TruncFOp
    elif source.is_float:
        op = arith.FPToSIOp
    elif target.is_float:
        op = arith.SIToFPOp
    else:
        op = arith.ExtSIOp if target.bits > source.bits else arith.TruncIOp
    return op(target.mlir_type(), value).result


# A generic's body: its block arguments (inputs, then the output) -> the value it yields.
_BodyBuilder = Callable[[list[ir.Value]], ir.Value]


class _Module:
    """The module being built; ``file`` is the spec its locations name."""

    def __init__(self, file: str, context: ir.Context) -> None:
        self.file = file
        self.context = context
        self.module = ir.Module.create(self.at(Place(1, 1)))

    def at(self, place: Place) -> ir.Location:
        return ir.Location.file(self.file, place.line, place.column, context=self.context)


class _Function:
    """One func.func: arguments, dynamic sizes, and the ops of its body, in order."""

    def __init__(self, module: _Module, kernel: KernelSpec, arguments: list[_Argument]) -> None:
        self.module = module
        self.kernel = kernel
        self.names = [argument.name for argument in arguments]
        self.types = [self.tensor_type(argument.dims, argument.dtype) for argument in arguments]
        self.op = func.FuncOp(kernel.name, ir.FunctionType.get(self.types, []))
        # A NameLoc keeps the spec's operand name: printed as the argument's SSA name (%a, %bias).
        self.entry = self.op.add_entry_block([ir.Location.name(argument.name, childLoc=module.at(argument.place))
                                              for argument in arguments])
        self.arguments = {argument.name: _Tensor(value, argument.dims, argument.dtype)
                          for argument, value in zip(arguments, self.entry.arguments)}
        self.sizes: dict[str, ir.Value] = {}       # dynamic shape key -> its index value
        self.indices: dict[int, ir.Value] = {}     # index constants made so far

    def at(self, place: Place) -> ir.Location:
        return self.module.at(place)

    def insertion(self) -> ir.InsertionPoint:
        """The end of the function's block, where its ops go in order."""
        return ir.InsertionPoint(self.entry)

    def tensor_type(self, dims: tuple[str, ...], t: DType) -> ir.RankedTensorType:
        dynamic = ir.ShapedType.get_dynamic_size()
        sizes = [dynamic if self.kernel.size(d) is None else self.kernel.size(d) for d in dims]
        return ir.RankedTensorType.get(sizes, t.mlir_type())

    def size_value(self, dim: str) -> ir.Value:
        """An index value for dynamic size ``dim``: tensor.dim of the first argument that has it."""
        if dim not in self.sizes:
            argument = next(a for a in self.arguments.values() if dim in a.dims)
            position = argument.dims.index(dim)
            with self.at(self.kernel.places.size(dim)), self.insertion():
                if position not in self.indices:
                    index = ir.IndexType.get()
                    self.indices[position] = arith.ConstantOp(index, ir.IntegerAttr.get(index, position)).result
                self.sizes[dim] = tensor.DimOp(argument.value, self.indices[position]).result
        return self.sizes[dim]

    def empty(self, dims: tuple[str, ...], t: DType, place: Place) -> ir.Value:
        sizes: list[int | ir.Value] = []
        for d in dims:
            size = self.kernel.size(d)
            sizes.append(self.size_value(d) if size is None else size)
        with self.at(place), self.insertion():
            return tensor.EmptyOp(sizes, t.mlir_type()).result

    def fill(self, value: float, dims: tuple[str, ...], t: DType, place: Place) -> _Tensor:
        """A tensor filled with a number (-inf too: the identity of a float max)."""
        with self.at(place), self.insertion():
            scalar = _constant(value, t)
        init = self.empty(dims, t, place)
        with self.at(place), self.insertion():
            op = linalg.FillOp([self.tensor_type(dims, t)], [scalar], [init])
            linalg.fill_builtin_region(op.operation)
        return _Tensor(op.result, dims, t)

    def generic(self, inputs: list[_Tensor], out: _Tensor, space: tuple[str, ...], iterators: tuple[str, ...],
                body: _BodyBuilder, place: Place) -> _Tensor:
        """A linalg.generic over ``space``; ``body`` gets the block arguments and returns the yield."""
        operands = inputs + [out]
        maps = ir.ArrayAttr.get([_affine_map(space, t.dims) for t in operands])
        with self.at(place), self.insertion():
            op = linalg.GenericOp([self.tensor_type(out.dims, out.dtype)], [t.value for t in inputs], [out.value],
                                  maps, [linalg.IteratorType[kind] for kind in iterators])
            block = op.regions[0].blocks.append(*(t.dtype.mlir_type() for t in operands))
            with ir.InsertionPoint(block):
                linalg.YieldOp([body(list(block.arguments))])
        return _Tensor(op.result, out.dims, out.dtype)

    def map(self, inputs: list[_Tensor], dims: tuple[str, ...], t: DType, body: _BodyBuilder,
            place: Place) -> _Tensor:
        """An elementwise linalg.generic over ``dims`` into a new tensor of type ``t``."""
        out = _Tensor(self.empty(dims, t, place), dims, t)
        return self.generic(inputs, out, dims, ("parallel",) * len(dims), body, place)

    def convert(self, tensor: _Tensor, t: DType, place: Place) -> _Tensor:
        if tensor.dtype == t:
            return tensor
        return self.map([tensor], tensor.dims, t, lambda v: _convert(v[0], tensor.dtype, t), place)

    def check_conversion(self, source: DType, target: DType, place: Place) -> None:
        """A contraction's epilogue never converts a float to an integer: arith.fptosi has no defined
        result outside the integer's range, and truncating a rounded float lands one off exact math
        near every integer, so such an output could not be checked exactly (the Tensor Core tests
        check every combination a spec accepts)."""
        if source.is_float and not target.is_float:
            raise TircError(f"kernel '{self.kernel.name}': the epilogue's value is {source.name} where it becomes "
                            f"{target.name}; converting a float to an integer is not supported (out-of-range "
                            "values have no defined result and rounding decides the integer)",
                            location=SourceLocation(self.module.file, place.line),
                            hint="end in a float type (dtype c: f32, or a cast to f16), or keep the epilogue "
                                 "integer (bias, residual, relu) for s8 inputs")

    def finish(self, *results: _Tensor) -> None:
        with self.at(self.kernel.places.kernel), self.insertion():
            func.ReturnOp([result.value for result in results])
        result_types = [self.tensor_type(result.dims, result.dtype) for result in results]
        self.op.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(self.types, result_types))
        # tir.arg_names keeps the spec's operand names (a, b, bias ...) for launch plans and C.
        self.op.attributes["tir.arg_names"] = _strings(self.names)
        # tir.dims names each argument's dimensions after the spec's shape keys, so launch plans
        # call dynamic sizes M, N ... rather than arg0_d0.
        self.op.attributes["tir.dims"] = ir.ArrayAttr.get([_strings(a.dims) for a in self.arguments.values()])
        self.op.attributes["tir.spec"] = _specknob_attr(self.kernel)


# -- scalar math shared by epilogues and elementwise kernels


def _relu(x: ir.Value, t: DType) -> ir.Value:
    return _binary("max", x, _constant(0, t), t)


def _gelu_tanh(x: ir.Value, t: DType) -> ir.Value:
    """0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), the tanh approximation torch uses."""
    cube = _binary("mul", _binary("mul", x, x, t), x, t)
    inner = _binary("add", x, _binary("mul", _constant(0.044715, t), cube, t), t)
    tanh = mlir_math.TanhOp(_binary("mul", _constant(0.7978845608, t), inner, t)).result
    half_x = _binary("mul", _constant(0.5, t), x, t)
    return _binary("mul", half_x, _binary("add", _constant(1.0, t), tanh, t), t)


def _silu(x: ir.Value, t: DType) -> ir.Value:
    """x / (1 + exp(-x))."""
    exp = mlir_math.ExpOp(arith.NegFOp(x).result).result
    return _binary("div", x, _binary("add", _constant(1.0, t), exp, t), t)


def _unary(fn: str, x: ir.Value, t: DType) -> ir.Value:
    if fn == "relu":
        return _relu(x, t)
    if fn == "gelu_tanh":
        return _gelu_tanh(x, t)
    if fn == "silu":
        return _silu(x, t)
    return _MATH_OPS[fn](x).result   # tanh, exp


def _unary_compute_type(fn: str, t: DType) -> DType:
    # relu is exact in the (widened) input type; the others need float math.
    return _widen(t) if fn == "relu" else _as_float(_widen(t))


# -- contractions


def _matmul_operands(kernel: KernelSpec) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Dims of A, B and the result, as stored (a col-major A is [K, M], a col-major B is [N, K])."""
    batch = ("B",) if kernel.op == "batch_matmul" else ()
    a = batch + (("M", "K") if kernel.layout_a == "row" else ("K", "M"))
    b = batch + (("K", "N") if kernel.layout_b == "row" else ("N", "K"))
    return a, b, batch + ("M", "N")


def _epilogue_arguments(kernel: KernelSpec, out: tuple[str, ...]) -> list[_Argument]:
    """The epilogue's inputs in EPILOGUE_ARGUMENTS order: the dequant scales (f32), C (named c),
    bias, residual; each at its step."""
    extra: dict[str, _Argument] = {}
    for step in kernel.epilogue:
        if step.kind == "dequant":
            for name, dims in step.value:
                extra[name] = _Argument(name, dims, DTYPES["f32"], step.place)
        elif step.kind == "scale" and step.value[1] != 0.0:
            extra["c"] = _Argument("c", out, kernel.c, step.place)
        elif step.kind == "bias":
            extra["bias"] = _Argument("bias", ("N",) if step.value == "n" else ("M",), kernel.c, step.place)
        elif step.kind == "residual":
            extra["residual"] = _Argument("residual", out, kernel.c, step.place)
    return [extra[name] for name in EPILOGUE_ARGUMENTS if name in extra]


def _contraction(f: _Function, kernel: KernelSpec, a: _Tensor, b: _Tensor, out: tuple[str, ...]) -> _Tensor:
    """Zero-filled accumulator, then linalg.matmul / batch_matmul with its indexing maps (the
    default ones for row-major operands, which MLIR prints without them)."""
    place = kernel.places.op
    acc = f.fill(0, out, kernel.acc, place)
    maps = ir.ArrayAttr.get([_affine_map(out + ("K",), dims) for dims in (a.dims, b.dims, out)])
    named = linalg.BatchMatmulOp if kernel.op == "batch_matmul" else linalg.MatmulOp
    with f.at(place), f.insertion():
        op = named([f.tensor_type(out, kernel.acc)], [a.value, b.value], [acc.value], indexing_maps=maps)
        linalg.fill_builtin_region(op.operation)
    return _Tensor(op.result, out, kernel.acc)


def _epilogue_step(f: _Function, step: Step, x: _Tensor) -> _Tensor:
    """One epilogue step as an elementwise generic; returns the new running value."""
    if step.kind == "cast":
        f.check_conversion(x.dtype, step.value, step.place)
        return f.convert(x, step.value, step.place)
    if step.kind == "dequant":
        # float(acc) * scale_a * scale_b in f32, the product in torch._scaled_mm's order.
        t = DTYPES["f32"]
        scales = [f.arguments[name] for name, _ in step.value]

        def dequant(v: list[ir.Value]) -> ir.Value:
            product = _convert(v[0], x.dtype, t)
            for value in v[1:len(scales) + 1]:
                product = _binary("mul", product, value, t)
            return product

        return f.map([x, *scales], x.dims, t, dequant, step.place)
    if step.kind == "activation":
        t = _unary_compute_type(step.value, x.dtype)
        return f.map([x], x.dims, t, lambda v: _unary(step.value, _convert(v[0], x.dtype, t), t), step.place)
    if step.kind == "scale":
        alpha, beta = step.value
        other = f.arguments.get("c")
        t = _as_float(_join(x.dtype, other.dtype if other else x.dtype))

        def scale(v: list[ir.Value]) -> ir.Value:
            scaled = _binary("mul", _constant(alpha, t), _convert(v[0], x.dtype, t), t)
            if other is None:
                return scaled
            scaled_c = _binary("mul", _constant(beta, t), _convert(v[1], other.dtype, t), t)
            return _binary("add", scaled, scaled_c, t)

        return f.map([x] + ([other] if other else []), x.dims, t, scale, step.place)
    addend = f.arguments[step.kind]   # bias or residual: x + addend
    t = _join(x.dtype, addend.dtype)
    return f.map([x, addend], x.dims, t,
                 lambda v: _binary("add", _convert(v[0], x.dtype, t), _convert(v[1], addend.dtype, t), t), step.place)


def _emit_matmul(module: _Module, kernel: KernelSpec) -> None:
    a_dims, b_dims, out = _matmul_operands(kernel)
    entry = kernel.places.kernel
    f = _Function(module, kernel, [_Argument("a", a_dims, kernel.a, entry), _Argument("b", b_dims, kernel.b, entry)]
                  + _epilogue_arguments(kernel, out))
    x = _contraction(f, kernel, f.arguments["a"], f.arguments["b"], out)
    for step in kernel.epilogue:
        x = _epilogue_step(f, step, x)
    f.check_conversion(x.dtype, kernel.c, kernel.places.output)
    f.finish(f.convert(x, kernel.c, kernel.places.output))


# -- elementwise and reductions


def _emit_elementwise(module: _Module, kernel: KernelSpec) -> None:
    dims = tuple(key for key, _ in kernel.shape)
    f = _Function(module, kernel, [_Argument(name, dims, kernel.a, kernel.places.kernel)
                                   for name in ("a", "b")[:kernel.inputs]])
    binary = kernel.inputs == 2
    t = _widen(kernel.a) if binary else _unary_compute_type(kernel.fn, kernel.a)

    def body(v: list[ir.Value]) -> ir.Value:
        x = [_convert(value, kernel.a, t) for value in v[:kernel.inputs]]
        y = _binary(kernel.fn, x[0], x[1], t) if binary else _unary(kernel.fn, x[0], t)
        # The conversion to c happens in the same generic: one kernel, no temporary.
        return _convert(y, t, kernel.c)

    f.finish(f.map(list(f.arguments.values()), dims, kernel.c, body, kernel.places.op))


def _reduction_identity(kernel: KernelSpec) -> float:
    if kernel.reduce == "sum":
        return 0
    if kernel.acc.is_float:
        return float("-inf")
    return -(2 ** (kernel.acc.bits - 1))


def _emit_reduction(module: _Module, kernel: KernelSpec) -> None:
    dims = tuple(key for key, _ in kernel.shape)
    kept = tuple(d for d in dims if d != kernel.dim)
    f = _Function(module, kernel, [_Argument("a", dims, kernel.a, kernel.places.kernel)])
    acc = f.fill(_reduction_identity(kernel), kept, kernel.acc, kernel.places.op)
    # The reduced dim is iterated innermost, so the outer loops are all parallel.
    space = kept + (kernel.dim,)
    combine = "add" if kernel.reduce == "sum" else "max"
    reduced = f.generic([f.arguments["a"]], acc, space, ("parallel",) * len(kept) + ("reduction",),
                        lambda v: _binary(combine, v[1], _convert(v[0], kernel.a, kernel.acc), kernel.acc),
                        kernel.places.op)
    f.finish(f.convert(reduced, kernel.c, kernel.places.output))


# -- attention


def _view(dims: tuple[str, ...], kernel: KernelSpec) -> View:
    """The view of a row-major tensor with ``dims`` (shape keys; "1": a broadcast dim, stride 0, so
    every index reads its one element) over the op's logical indices; a missing fourth dim (lse's)
    has stride 0."""
    strides = [0, 0, 0, 0]
    running = 1
    for position in range(len(dims) - 1, -1, -1):
        strides[position] = 0 if dims[position] == "1" else running
        size = kernel.size(dims[position])
        assert size is not None, "attention sizes are static (checked when the spec is read)"
        running *= size
    return View(0, (strides[0], strides[1], strides[2], strides[3]))


def _emit_attention(module: _Module, kernel: KernelSpec) -> None:
    """One ``tir.attention`` op on the arguments q [B, H, S_q, D], k [B, H_kv, S_kv, D], v [B, H_kv,
    S_kv, D_v] (and the mask), giving o [B, H, S_q, D_v] (and lse [B, H, S_q], f32): row-major
    tensors read in place through their views (tirc/schedule/attention.py), at the ``op:`` key."""
    spec = kernel.attention
    assert spec is not None
    problem_text = _attention_shape_problem(kernel)
    if problem_text is not None:   # --shape changed the sizes the spec was checked with
        message, key, hint = problem_text
        place = kernel.places.size(key) if key in dict(kernel.shape) else kernel.places.op
        raise TircError(f"kernel '{kernel.name}': {message}", location=SourceLocation(module.file, place.line),
                        hint=hint)
    q_dims, k_dims, v_dims = ("B", "H", "S_q", "D"), ("B", "H_kv", "S_kv", "D"), ("B", "H_kv", "S_kv", "D_v")
    o_dims, lse_dims = ("B", "H", "S_q", "D_v"), ("B", "H", "S_q")
    entry = kernel.places.kernel
    arguments = [_Argument("q", q_dims, kernel.a, entry), _Argument("k", k_dims, kernel.a, entry),
                 _Argument("v", v_dims, kernel.a, entry)]
    if spec.mask is not None:
        assert spec.mask_dtype is not None and spec.mask_place is not None
        arguments.append(_Argument("mask", spec.mask, spec.mask_dtype, spec.mask_place))
    f = _Function(module, kernel, arguments)

    def size(key: str) -> int:
        value = kernel.size(key)
        assert value is not None, "attention sizes are static (checked when the spec is read)"
        return value

    head_dim = size("D")
    problem = AttentionProblem(
        batch=size("B"), heads=size("H"), kv_heads=size("H_kv"), seq_q=size("S_q"), seq_kv=size("S_kv"),
        head_dim=head_dim, head_dim_v=size("D_v"), causal=spec.causal,
        scale=spec.scale if spec.scale is not None else 1.0 / math.sqrt(head_dim),
        element=kernel.a.name, out_element=kernel.c.name,
        q=_view(q_dims, kernel), k=_view(k_dims, kernel), v=_view(v_dims, kernel), o=_view(o_dims, kernel),
        mask=_view(spec.mask, kernel) if spec.mask is not None else None,
        mask_element=spec.mask_dtype.name if spec.mask_dtype is not None else None,
        lse=_view(lse_dims, kernel) if spec.lse else None)
    outputs = [(o_dims, kernel.c)] + ([(lse_dims, DTYPES["f32"])] if spec.lse else [])
    with f.at(kernel.places.op), f.insertion():
        op = ir.Operation.create(ATTENTION_OP, results=[f.tensor_type(dims, t) for dims, t in outputs],
                                 operands=[a.value for a in f.arguments.values()],
                                 attributes={PROBLEM_ATTR: problem.to_attr()})
    f.finish(*(_Tensor(result, dims, t) for result, (dims, t) in zip(op.results, outputs)))


# -- W4A16


def _emit_quant_matmul(module: _Module, kernel: KernelSpec) -> None:
    """One ``tir.quant_matmul`` (tirc/schedule/quant.py) on the arguments a [M, K], qweight
    [N, K/8] i32, scales [K/group, N] and zeros [K/group, N/8] i32, giving c [M, N], at the
    ``quant:`` key."""
    spec = kernel.quant
    assert spec is not None
    sizes = dict(kernel.shape)
    k, n = sizes["K"], sizes["N"]
    assert k is not None and n is not None, "u4-weight matmul sizes are static (checked when the spec is read)"
    where = SourceLocation(module.file, spec.place.line)
    if k % spec.group or n % 8:    # --shape changed the sizes the spec was checked with
        raise TircError(f"kernel '{kernel.name}': K = {k} and N = {n} do not fit group {spec.group} and 8 columns "
                        "per zero-point word", location=where, hint="K a multiple of the group, N of 8")
    entry = kernel.places.kernel
    packed = f"K/{spec.group}"
    i32 = DTYPES["s32"]
    f = _Function(module, kernel, [_Argument("a", ("M", "K"), kernel.a, entry),
                                   _Argument("qweight", ("N", "K/8"), i32, entry),
                                   _Argument("scales", (packed, "N"), spec.scale, entry),
                                   _Argument("zeros", (packed, "N/8"), i32, entry)])
    problem = QuantProblem(m=f.kernel.size("M") or 0, n=n, k=k, group=spec.group, element=kernel.a.name,
                           out_element=kernel.c.name)
    with f.at(spec.place), f.insertion():
        op = ir.Operation.create(QUANT_OP, results=[f.tensor_type(("M", "N"), kernel.c)],
                                 operands=[a.value for a in f.arguments.values()],
                                 attributes={QUANT_PROBLEM_ATTR: problem.to_attr()})
    f.finish(_Tensor(op.results[0], ("M", "N"), kernel.c))


def _emit_matmul_or_quant(module: _Module, kernel: KernelSpec) -> None:
    if kernel.quant is not None:
        _emit_quant_matmul(module, kernel)
    else:
        _emit_matmul(module, kernel)


_EMITTERS: dict[str, Callable[[_Module, KernelSpec], None]] = {
    "matmul": _emit_matmul_or_quant, "batch_matmul": _emit_matmul,
    "elementwise": _emit_elementwise, "reduction": _emit_reduction, "attention": _emit_attention,
}


# ---------------------------------------------------------------------------------------------
# Public API


def build_opspec(text: str, file: str, context: ir.Context, sizes: dict[str, int] | None = None,
                 schedules: dict[str, tuple[tuple[str, Any], ...]] | None = None) -> ir.Module:
    """The verified linalg-on-tensors module for an op spec's text, built in ``context``; its
    locations (and error messages) name ``file``, each op at the line and column of its spec key.

    ``sizes`` replaces static shape sizes by key (e.g. run a 4096^3 spec at M=256); dynamic sizes
    ("?") stay dynamic. ``schedules`` replaces the schedule knobs of the kernels it names.
    """
    kernels = _parse_kernels(text, file)
    for key, size in (sizes or {}).items():
        if isinstance(size, bool) or not isinstance(size, int) or size <= 0:
            raise TircError(f"size {key}={size} is not a positive integer", hint="sizes are at least 1, e.g. M=256")
    unknown = set(sizes or {}) - {key for kernel in kernels for key, _ in kernel.shape}
    if unknown:
        raise TircError(f"no kernel in {file} has a size named {', '.join(sorted(unknown))}",
                        hint="sizes are the shape keys of the spec, e.g. M=256,N=256,K=128")
    module = _Module(file, context)
    if any(kernel.op == "attention" or kernel.quant is not None for kernel in kernels):
        # tir.attention is tirc's op, no registered dialect's (tirc/schedule/attention.py): the
        # passes run on it until tir-attention lowers it, as they do on a parsed one.
        context.allow_unregistered_dialects = True
    for kernel in kernels:
        if sizes:
            shape = tuple((key, sizes.get(key, size) if size is not None else None) for key, size in kernel.shape)
            if _elements(shape) > MAX_ELEMENTS:
                raise TircError(f"kernel '{kernel.name}': --shape makes it span {_elements(shape):,} elements, "
                                "more than 2^56", hint="the product of a kernel's sizes must fit a 64-bit byte index")
            kernel = replace(kernel, shape=shape)
        if schedules and kernel.name in schedules:
            kernel = replace(kernel, schedule=schedules[kernel.name])
        with context, module.at(kernel.places.kernel), ir.InsertionPoint(module.module.body):
            _EMITTERS[kernel.op](module, kernel)
    with context:
        try:
            module.module.operation.verify()
        except Exception as error:  # MLIRError is created dynamically by the bindings
            if is_mlir_error(error):  # a tirc bug, reported at the spec key whose IR is wrong
                raise error_from_mlir(error, file, "invalid MLIR generated for the op spec") from None
            raise
    return module.module


def spec_module_text(module: ir.Module) -> str:
    """An op spec's module as text, each function argument named after its spec operand (%a, %bias)."""
    return module.operation.get_asm(use_name_loc_as_prefix=True, assume_verified=True)


def opspec_to_mlir(text: str, file: str, sizes: dict[str, int] | None = None,
                   schedules: dict[str, tuple[tuple[str, Any], ...]] | None = None) -> str:
    """The linalg-on-tensors MLIR for an op spec's text (see :func:`build_opspec`), as text."""
    return spec_module_text(build_opspec(text, file, new_context(), sizes, schedules))


def read_opspec(path: str, context: ir.Context, sizes: dict[str, int] | None = None,
                schedules: dict[str, tuple[tuple[str, Any], ...]] | None = None) -> InputModule:
    """Read an op spec file into a module at the ``linalg`` stage (one func.func per kernel)."""
    module = build_opspec(read_yaml_file(path), path, context, sizes, schedules)
    return InputModule(module, path, "linalg", spec_module_text(module))
