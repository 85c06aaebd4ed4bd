"""The compute definition of the scheduling DSL: a Python function traced once into statements,
lowered to linalg on tensors with the MLIR Python builders.

    def matmul(A: T.Tensor[(M, K), "float16"], B: T.Tensor[(K, N), "float16"]):
        C = T.alloc((M, N), dtype="float16")
        for i, j, k in T.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        return C

    definition = T.define(matmul)            # or T.define(matmul, A=np.zeros(...), B=T.Tensor[...])

Semantics
---------
- ``define(fn, **given)`` calls ``fn`` once with one :class:`Buffer` per parameter; the shape and
  dtype of each come from ``given`` (a :class:`Tensor` or a numpy array) or else from the
  parameter's annotation. A given array fixes the sizes of its annotation's symbols (``M`` becomes
  256 everywhere). Sizes are ints or symbols (``T.var("M")``, or the string ``"M"`` in an
  annotation: the same symbol); a symbol is a dynamic (``?``) dimension, its value read from the
  first parameter that has it.
- ``alloc(shape, dtype="float32", *, init=0.0, name=None)``: a new tensor whose elements start at
  ``init`` (a ``linalg.fill``, which MLIR drops when nothing reads it). Its name is ``name``, else
  the variable it is assigned to on its source line (``C = T.alloc(...)``), else ``buf<N>``.
- ``grid(*extents)`` yields once: a tuple of loop variables (one variable for one extent), named
  after the ``for`` targets (``for i, j, k in T.grid(...)``), else ``i0, i1, ...`` by depth. Grids
  nest; the body runs once and every statement in it gets the axes of all enclosing grids,
  outermost first.
- A statement is ``buf[idx] = expr``, ``buf[idx] += expr`` or ``buf[idx] *= expr`` inside a grid;
  each is one :class:`Block` and one ``linalg.generic``. The written index is distinct loop
  variables, one per dimension of ``buf``, each running over that whole dimension, so every
  statement writes all of ``buf``. Enclosing axes that are not in the written index are
  reduction axes; the statement must then be ``buf[idx] += e``, ``buf[idx] *= e`` or
  ``buf[idx] = T.max(buf[idx], e)`` / ``T.min(...)``. Without reduction axes a statement is
  elementwise and reads the current value of ``buf`` where ``buf[idx]`` appears on its right.
- Reads index buffers with expressions affine in the loop variables (``A[i + 1, 2 * k]``,
  ``A[i, k + j]``, constants, and a floor division by a positive int last: ``K[b, h // 4, j, d]``,
  grouped-query attention's KV head), checked against static sizes. linalg takes each loop's extent from a
  dimension it indexes on its own, so every reduction axis must index some read plainly; a loop
  variable alone that indexes a larger (static) dimension reads its first elements (a slice).
- Used as a value, a loop variable expression is the element's position, an i64
  (``T.where(j <= i, x, float("-inf"))``, ``(i + 1) / 2``).
- The generic's loops are the written index's axes in the order of ``buf``'s dimensions, then
  the reduction axes outermost first (the form tirc's contraction matcher takes).
- Values: buffer elements, Python numbers, ``+ - * /`` and unary ``-``, comparisons
  (``< <= > >= == !=``, giving ``bool`` for ``T.where``), ``T.exp log tanh sqrt rsqrt erf abs
  sigmoid max min cast where``. Python control flow on a value (``if A[i] > 0:``) is an error:
  the body runs once, so a choice per element is ``T.where``.
- Types: arithmetic promotes like numpy within floats (f16+f32 -> f32, bf16+f16 -> f32) and within
  integers (i8+i32 -> i32); an integer with a float gives the float type; a Python constant takes
  its partner's type (a fractional constant with an integer is an error), a numpy scalar keeps
  its own; ``/`` on two integers is f32. Transcendental functions take floats and compute
  16-bit floats in f32 (rounded back), as numpy does. A store converts to the buffer's dtype.
  In an update (``+=``, ``*=``, a reduction) the loads on the right are converted to the
  buffer's dtype first, as ``linalg.matmul`` computes: ``C[i, j] += A[i, k] * B[k, j]`` with
  f16 A, B and f32 C is extf, extf, mulf, addf, the form that goes to Tensor Cores.
- Blocks are named after the buffer they write: ``C``, then ``C_1``, ``C_2`` for later statements.
- The module: one ``func.func @<fn name>``, the parameters as tensor arguments in order (their
  names in ``tir.arg_names``, symbolic dimensions named in ``tir.dims``, for launch plans) and the
  returned buffers as results. Each block's generic is at ``loc("<block name>"("FILE":LINE:COL))``,
  its statement's place; the fill and empty tensor of an alloc are at the alloc's line; the
  function is at its ``def`` line.
- Errors are :class:`TensorIRError` (a ``TircError``) located at the Python line at fault;
  ``str()`` starts with its ``FILE:LINE:``.
"""

from __future__ import annotations

import ast
import builtins
import inspect
import itertools
import linecache
import math
import os
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from types import FrameType
from typing import Any, NoReturn, TypeVar

import numpy as np
from mlir import ir
from mlir.dialects import arith, func, linalg, tensor
from mlir.dialects import math as mlir_math

from tirc.diagnostics import SourceLocation, TircError, did_you_mean
from tirc.dtypes import canonical_dtype, is_float, itemsize, lossy_value
from tirc.frontend.names import is_valid_name, name_error
from tirc.mlir_support import error_from_mlir, is_mlir_error, new_context
from tirc.schedule.model import knob_attr

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_THIS_FILE = os.path.abspath(__file__)
_DTYPE_NAMES = ("float16 (f16, half)", "bfloat16 (bf16)", "float32 (f32)", "float64", "int8", "int32", "int64",
                "bool", "a numpy dtype")


# ---------------------------------------------------------------------------------------------
# Where in the user's source: the innermost frame outside this module


@dataclass(frozen=True)
class _Where:
    file: str
    line: int
    col: int = 1     # 1-based, as MLIR's FileLineColLoc

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


def _user_frame() -> Any:
    frame: FrameType | None = sys._getframe(1)
    while frame is not None and os.path.abspath(frame.f_code.co_filename) == _THIS_FILE:
        frame = frame.f_back
    return frame


def _here() -> _Where:
    frame = _user_frame()
    return _Where(frame.f_code.co_filename, frame.f_lineno) if frame is not None else _Where("<unknown>", 0)


@dataclass
class TensorIRError(TircError):
    """A user error in a ``tirc.tensorir`` definition or schedule. ``location`` is the Python line
    it is about (the statement, or the call of the primitive); ``str()`` starts with it, as the
    ``error: FILE:LINE: ...`` line of ``render()`` does."""

    def __str__(self) -> str:
        return f"{self.location}: {self.message}" if self.location is not None else self.message


def _fail(where: _Where, message: str, hint: str | None = None) -> NoReturn:
    line = linecache.getline(where.file, where.line) or None
    raise TensorIRError(message, location=SourceLocation(where.file, where.line), hint=hint,
                        source_line=line.strip() if line else None)


_AstStatement = TypeVar("_AstStatement", bound=ast.stmt)


class _SourceIndex:
    """The statements of a Python file by line, to name buffers and axes and to place blocks."""

    _cache: dict[str, tuple[list[str], list[ast.stmt]]] = {}

    @classmethod
    def statements(cls, file: str) -> list[ast.stmt]:
        lines = linecache.getlines(file)   # the same list until the file changes
        cached = cls._cache.get(file)
        if cached is None or cached[0] is not lines:
            try:
                nodes = [n for n in ast.walk(ast.parse("".join(lines))) if isinstance(n, ast.stmt)]
            except SyntaxError:
                nodes = []
            cached = cls._cache[file] = (lines, nodes)
        return cached[1]

    @classmethod
    def innermost(cls, where: _Where, kinds: tuple[type[_AstStatement], ...]) -> _AstStatement | None:
        """The innermost statement of one of ``kinds`` whose lines include ``where.line``."""
        found: _AstStatement | None = None
        for node in cls.statements(where.file):
            if isinstance(node, kinds) and node.lineno <= where.line <= (node.end_lineno or node.lineno):
                if found is None or node.lineno >= found.lineno:
                    found = node
        return found


# ---------------------------------------------------------------------------------------------
# Sizes, tensor types, dtypes


class Size:
    """A symbolic (dynamic) size: ``T.var("M")``; equal to any other ``Size`` of the same name."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        if not isinstance(name, str) or not _IDENTIFIER.fullmatch(name):
            _fail(_here(), f"a size's name must be an identifier, not {name!r}", hint='e.g. M = T.var("M")')
        self.name = name

    def __repr__(self) -> str:
        return self.name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Size) and other.name == self.name

    def __hash__(self) -> int:
        return hash(("Size", self.name))


def var(name: str) -> Size:
    """A symbolic size: a dynamic dimension of the parameters that have it."""
    return Size(name)


Extent = int | Size


def _extent(value: object, where: _Where, what: str) -> Extent:
    if isinstance(value, Size):
        return value
    if isinstance(value, str):
        return Size(value)
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool) and int(value) > 0:
        return int(value)
    _fail(where, f"{what} must be a positive int or a size (T.var(\"M\") or \"M\"), not {value!r}")


def _dtype(value: object, where: _Where) -> str:
    try:
        return canonical_dtype(value)
    except ValueError:
        _fail(where, f"unknown dtype {value!r}", hint=f"dtypes: {', '.join(_DTYPE_NAMES)}")


def _shape(value: object, where: _Where, what: str) -> tuple[Extent, ...]:
    if isinstance(value, (int, str, Size)) and not isinstance(value, bool):
        value = (value,)
    if not isinstance(value, (tuple, list)) or not value:
        _fail(where, f"{what} must be a tuple of sizes, not {value!r}", hint="e.g. (M, K) or (256, 128)")
    return tuple(_extent(v, where, f"{what}'s size") for v in value)


class Tensor:
    """A parameter's shape and dtype: ``Tensor[(M, K), "float16"]`` or ``Tensor((M, K), "float16")``."""

    def __init__(self, shape: object, dtype: object = "float32") -> None:
        where = _here()
        self.shape: tuple[Extent, ...] = _shape(shape, where, "a Tensor's shape")
        self.dtype: str = _dtype(dtype, where)

    def __class_getitem__(cls, item: object) -> Tensor:
        if not isinstance(item, tuple) or len(item) != 2:
            _fail(_here(), f"write Tensor[shape, dtype], not Tensor[{item!r}]", hint='e.g. T.Tensor[(M, K), "float16"]')
        return cls(item[0], item[1])

    def __repr__(self) -> str:
        return f"Tensor[{self.shape!r}, {self.dtype!r}]"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tensor) and (other.shape, other.dtype) == (self.shape, self.dtype)

    def __hash__(self) -> int:
        return hash((self.shape, self.dtype))


def _shape_text(shape: tuple[Extent, ...]) -> str:
    return "(" + ", ".join(map(repr, shape)) + ("," if len(shape) == 1 else "") + ")"


# ---------------------------------------------------------------------------------------------
# Loop variables and affine index expressions


class _AxisVar:
    """One loop of a grid while the function is traced."""

    def __init__(self, name: str, extent: Extent) -> None:
        self.name = name
        self.extent = extent


class Index:
    """An affine expression of loop variables: ``sum(coefficient * variable) + constant``, floor-
    divided by ``divisor``; what a grid yields (``i``) and what index arithmetic on it gives
    (``i + 1``, ``2 * k``, ``h // 4``: the KV head of query head ``h`` under grouped-query attention)."""

    __array_ufunc__ = None   # numpy integers defer to these operators (np.int64(2) * i is an Index)

    def __init__(self, terms: tuple[tuple[_AxisVar, int], ...], constant: int = 0, divisor: int = 1) -> None:
        self.terms = tuple((v, c) for v, c in terms if c != 0)
        self.constant = constant
        self.divisor = divisor

    def _linear(self) -> Index:
        """This expression, which arithmetic continues: a floor division ends an index."""
        if self.divisor != 1:
            _fail(_here(), f"{self} is a floor division; it ends an index expression",
                  hint="divide last: A[b, (h + 1) // 2], not A[b, h // 2 + 1]")
        return self

    @staticmethod
    def of(value: object) -> Index:
        if isinstance(value, Index):
            return value
        if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
            return Index((), int(value))
        where = _here()
        if isinstance(value, (float, np.floating)):
            _fail(where, f"index {value!r} is a float", hint="indices are ints and loop variables: A[i + 1, 2 * k]")
        if isinstance(value, Expr):
            _fail(where, "an index is an expression of buffer values; indices are affine in the loop variables",
                  hint="index with loop variables and ints: A[i + 1, 2 * k], A[i, k + j]")
        if isinstance(value, Size):
            _fail(where, f"the symbolic size {value} cannot be part of an index",
                  hint="indices are affine in the loop variables with int constants")
        _fail(where, f"{value!r} is not an index", hint="index with loop variables and ints: A[i + 1, 2 * k]")

    def __add__(self, other: object) -> Any:
        if isinstance(other, Expr):      # i + A[i]: a value
            return _value(self) + other
        other = Index.of(other)._linear()
        self._linear()
        coefficients: dict[_AxisVar, int] = dict(self.terms)
        for v, c in other.terms:
            coefficients[v] = coefficients.get(v, 0) + c
        return Index(tuple(coefficients.items()), self.constant + other.constant)

    __radd__ = __add__

    def __neg__(self) -> Index:
        self._linear()
        return Index(tuple((v, -c) for v, c in self.terms), -self.constant)

    def __sub__(self, other: object) -> Any:
        if isinstance(other, Expr):
            return _value(self) - other
        return self + (-Index.of(other))

    def __rsub__(self, other: object) -> Index:
        return Index.of(other) - self

    def __mul__(self, other: object) -> Any:
        if isinstance(other, Expr):
            return _value(self) * other
        other = Index.of(other)._linear()
        self._linear()
        if self.terms and other.terms:
            _fail(_here(), f"{self} * {other} is a product of loop variables, not affine",
                  hint="indices are sums of loop variables times ints plus ints: A[i + 1, 2 * k]")
        factor, expression = (other.constant, self) if other.terms == () else (self.constant, other)
        return Index(tuple((v, c * factor) for v, c in expression.terms), expression.constant * factor)

    __rmul__ = __mul__

    # As a value (an i64: the loop's position), a loop variable compares and divides: T.where(j <= i, ...).
    def __lt__(self, other: object) -> Expr:
        return _value(self) < other

    def __le__(self, other: object) -> Expr:
        return _value(self) <= other

    def __gt__(self, other: object) -> Expr:
        return _value(self) > other

    def __ge__(self, other: object) -> Expr:
        return _value(self) >= other

    def __eq__(self, other: object) -> Expr:  # type: ignore[override]
        return _value(self) == other

    def __ne__(self, other: object) -> Expr:  # type: ignore[override]
        return _value(self) != other

    __hash__ = object.__hash__

    def __truediv__(self, other: object) -> Expr:
        return _value(self) / other

    def __rtruediv__(self, other: object) -> Expr:
        return other / _value(self)

    def _unsupported(self, *_: object) -> NoReturn:
        _fail(_here(), f"this operator is not part of the DSL (on the loop variable expression {self})",
              hint="indices are affine: A[i + 1, 2 * k]; as values, loop variables take + - * / and comparisons")

    def __floordiv__(self, other: object) -> Index:
        """``index // n`` for a positive int ``n``: an affine floor division (``h // group``)."""
        if isinstance(other, bool) or not isinstance(other, (int, np.integer)) or int(other) < 1:
            _fail(_here(), f"an index divides by a positive int, not {other!r}", hint="e.g. K[b, h // 4, j, d]")
        self._linear()
        if int(other) == 1:
            return self
        if not self.terms:
            return Index((), self.constant // int(other))
        return Index(self.terms, self.constant, int(other))

    __rfloordiv__ = __mod__ = __rmod__ = __pow__ = __rpow__ = _unsupported

    def __bool__(self) -> bool:
        _fail(_here(), f"the loop variable expression {self} has no Python truth value: the body runs once while "
              "tracing", hint="use T.where(cond, a, b) for a choice per element, e.g. T.where(j <= i, x, 0.0)")

    @property
    def axis(self) -> _AxisVar | None:
        """The loop variable when the expression is exactly one (``i``), else None."""
        if len(self.terms) == 1 and self.terms[0][1] == 1 and self.constant == 0 and self.divisor == 1:
            return self.terms[0][0]
        return None

    def __repr__(self) -> str:
        """As written: ``i + 1``, ``2 * k``, ``k + j``, ``-i + 3``."""
        parts: list[str] = []

        def add(text: str, positive: bool) -> None:
            if parts:
                parts.append(f"{'+' if positive else '-'} {text}")
            else:
                parts.append(text if positive else f"-{text}")

        for v, c in self.terms:
            magnitude = builtins.abs(c)
            add(v.name if magnitude == 1 else f"{magnitude} * {v.name}", c > 0)
        if self.constant or not parts:
            add(str(builtins.abs(self.constant)), self.constant >= 0)
        if self.divisor != 1:
            return f"{parts[0]} // {self.divisor}" if len(parts) == 1 else f"({' '.join(parts)}) // {self.divisor}"
        return " ".join(parts)


# ---------------------------------------------------------------------------------------------
# Value expressions

_INT_BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
_TRANSCENDENTAL = ("exp", "log", "tanh", "sqrt", "rsqrt", "erf", "sigmoid")
# comparison -> (arith.cmpf predicate, arith.cmpi predicate); != is true for NaN, as in numpy
_PREDICATES = {"lt": ("olt", "slt"), "le": ("ole", "sle"), "gt": ("ogt", "sgt"), "ge": ("oge", "sge"),
               "eq": ("oeq", "eq"), "ne": ("une", "ne")}
_PYTHON_MATH: dict[str, Callable[[float], float]] = {
    "exp": math.exp, "log": math.log, "tanh": math.tanh, "sqrt": math.sqrt, "rsqrt": lambda x: 1 / math.sqrt(x),
    "erf": math.erf, "sigmoid": lambda x: 1 / (1 + math.exp(-x)), "abs": builtins.abs, "neg": lambda x: -x,
}
_PYTHON_BINARY: dict[str, Callable[[Any, Any], Any]] = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b, "div": lambda a, b: a / b,
    "max": builtins.max, "min": builtins.min,
}
_SYMBOLS = {"add": "+", "sub": "-", "mul": "*", "div": "/", "lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==",
            "ne": "!="}


def _promote(a: str, b: str, where: _Where, what: str) -> str:
    """The type of arithmetic on values of types ``a`` and ``b`` (numpy's rules, see the module doc)."""
    if a == b:
        if a == "i1":
            _fail(where, f"{what} on two bool values", hint="T.cast one of them to an int or float type first")
        return a
    if "i1" in (a, b):
        return b if a == "i1" else a
    if is_float(a) and is_float(b):
        # Floats rank by width; two of one width that differ (bf16 with f16, e4m3 with e5m2): neither
        # holds the other.
        if itemsize(a) == itemsize(b):
            return "f32"
        return a if itemsize(a) > itemsize(b) else b
    if is_float(a) or is_float(b):
        return a if is_float(a) else b
    return a if _INT_BITS[a] > _INT_BITS[b] else b


class Expr:
    """A value inside a statement; ``dtype`` None is a Python constant (it takes its partner's type)."""

    dtype: str | None
    where: _Where
    __array_ufunc__ = None   # numpy scalars defer to these operators (np.float32(2) * x is an Expr)

    def operands(self) -> tuple[Expr, ...]:
        return ()

    def rebuild(self, operands: list[Expr]) -> Expr:
        return self

    def _binary(self, op: str, other: object, reverse: bool = False) -> Expr:
        lhs, rhs = (_value(other), self) if reverse else (self, _value(other))
        return _make_binary(op, lhs, rhs)

    def __add__(self, other: object) -> Expr:
        return self._binary("add", other)

    def __radd__(self, other: object) -> Expr:
        return self._binary("add", other, True)

    def __sub__(self, other: object) -> Expr:
        return self._binary("sub", other)

    def __rsub__(self, other: object) -> Expr:
        return self._binary("sub", other, True)

    def __mul__(self, other: object) -> Expr:
        return self._binary("mul", other)

    def __rmul__(self, other: object) -> Expr:
        return self._binary("mul", other, True)

    def __truediv__(self, other: object) -> Expr:
        return self._binary("div", other)

    def __rtruediv__(self, other: object) -> Expr:
        return self._binary("div", other, True)

    def __neg__(self) -> Expr:
        return _make_unary("neg", self)

    def __iadd__(self, other: object) -> Expr:
        return _Update("add", self, _value(other))

    def __imul__(self, other: object) -> Expr:
        return _Update("mul", self, _value(other))

    def __lt__(self, other: object) -> Expr:
        return _make_compare("lt", self, _value(other))

    def __le__(self, other: object) -> Expr:
        return _make_compare("le", self, _value(other))

    def __gt__(self, other: object) -> Expr:
        return _make_compare("gt", self, _value(other))

    def __ge__(self, other: object) -> Expr:
        return _make_compare("ge", self, _value(other))

    def __eq__(self, other: object) -> Expr:  # type: ignore[override]
        return _make_compare("eq", self, _value(other))

    def __ne__(self, other: object) -> Expr:  # type: ignore[override]
        return _make_compare("ne", self, _value(other))

    __hash__ = object.__hash__   # expressions are identified by identity (their == builds a comparison)

    def __bool__(self) -> bool:
        _fail(_here(), "an expression has no Python truth value: `if`, `and`/`or`, max()/min() and chained "
              "comparisons run once while tracing", hint="use T.where(cond, a, b), T.max(a, b), T.min(a, b)")

    def _unsupported(self, *_: object) -> NoReturn:
        _fail(_here(), "this operator is not part of the DSL",
              hint="use + - * / and unary -, T.exp, T.max, T.where, ... (see tirc.tensorir.compute)")

    __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = __pow__ = __rpow__ = _unsupported
    __and__ = __or__ = __xor__ = __invert__ = __rand__ = __ror__ = __rxor__ = _unsupported


@dataclass(eq=False)
class _Const(Expr):
    value: int | float
    dtype: str | None
    where: _Where


@dataclass(eq=False)
class _Load(Expr):
    buffer: Buffer
    index: tuple[Index, ...]
    dtype: str | None
    where: _Where

    def same_place(self, buffer: Buffer, index: tuple[Index, ...]) -> bool:
        return self.buffer is buffer and _index_key(self.index) == _index_key(index)


@dataclass(eq=False)
class _IndexValue(Expr):
    """A loop variable expression used as a value: the element's position, an i64 (linalg.index)."""

    index: Index
    dtype: str | None
    where: _Where


@dataclass(eq=False)
class _Unary(Expr):
    op: str          # neg, abs, exp, log, tanh, sqrt, rsqrt, erf, sigmoid
    x: Expr
    dtype: str | None
    where: _Where

    def operands(self) -> tuple[Expr, ...]:
        return (self.x,)

    def rebuild(self, operands: list[Expr]) -> Expr:
        return _make_unary(self.op, operands[0], self.where)


@dataclass(eq=False)
class _Binary(Expr):
    op: str          # add, sub, mul, div, max, min
    a: Expr
    b: Expr
    dtype: str | None
    where: _Where

    def operands(self) -> tuple[Expr, ...]:
        return (self.a, self.b)

    def rebuild(self, operands: list[Expr]) -> Expr:
        return _make_binary(self.op, operands[0], operands[1], self.where)


class _Update(_Binary):
    """``x += e`` / ``x *= e``: the binary op, marked so that a store to the place ``x`` loads is an update."""

    def __init__(self, op: str, a: Expr, b: Expr) -> None:
        made = _make_binary(op, a, b)
        if not isinstance(made, _Binary):    # two constants, folded: a plain constant
            made = _Binary(op, a, b, made.dtype, made.where)
        super().__init__(op, a, b, made.dtype, made.where)


@dataclass(eq=False)
class _Compare(Expr):
    op: str          # lt, le, gt, ge, eq, ne
    a: Expr
    b: Expr
    operand_dtype: str
    dtype: str | None
    where: _Where

    def operands(self) -> tuple[Expr, ...]:
        return (self.a, self.b)

    def rebuild(self, operands: list[Expr]) -> Expr:
        return _make_compare(self.op, operands[0], operands[1], self.where)


@dataclass(eq=False)
class _Cast(Expr):
    x: Expr
    dtype: str | None
    where: _Where

    def operands(self) -> tuple[Expr, ...]:
        return (self.x,)

    def rebuild(self, operands: list[Expr]) -> Expr:
        return _Cast(operands[0], self.dtype, self.where)


@dataclass(eq=False)
class _Select(Expr):
    condition: Expr
    a: Expr
    b: Expr
    dtype: str | None
    where: _Where

    def operands(self) -> tuple[Expr, ...]:
        return (self.condition, self.a, self.b)

    def rebuild(self, operands: list[Expr]) -> Expr:
        condition, a, b = operands
        return _make_select(condition, a, b, self.where)


def _value(value: object) -> Expr:
    """A statement's operand as an expression: Python numbers become constants."""
    if isinstance(value, Expr):
        return value
    if isinstance(value, (bool, np.bool_)):
        return _Const(int(value), "i1", _here())
    if isinstance(value, (np.integer, np.floating)):   # numpy scalars keep their type, as in numpy
        return _Const(value.item(), canonical_dtype(value.dtype), _here())
    if isinstance(value, (int, float)):
        return _Const(value, None, _here())
    where = _here()
    if isinstance(value, Index):
        return _IndexValue(value, "i64", where)
    if isinstance(value, Buffer):
        _fail(where, f"{value.name} is a whole buffer; statements compute with elements",
              hint=f"index it: {value.name}[i, j]")
    _fail(where, f"{type(value).__name__} {value!r} is not a value of the DSL",
          hint="values are buffer elements (A[i, k]), Python numbers and expressions of them")


def _constant_for(value: int | float, dtype: str, where: _Where) -> int | float:
    """A Python constant as a value of ``dtype`` (ints take integral floats only)."""
    if is_float(dtype):
        return float(value)
    if isinstance(value, float) and not value.is_integer():
        _fail(where, f"the constant {value} meets an {dtype} value and is not an integer",
              hint="T.cast the integer operand to a float type, e.g. T.cast(x, \"float32\")")
    return int(value)


def _check_constants(operands: tuple[Expr, ...], dtype: str) -> None:
    """Python constants among ``operands`` must be values of ``dtype``, the type they take."""
    for operand in operands:
        if isinstance(operand, _Const) and operand.dtype is None:
            _constant_for(operand.value, dtype, operand.where)


def _fold(value: float | int, where: _Where) -> _Const:
    return _Const(value, None, where)


def _make_binary(op: str, a: Expr, b: Expr, where: _Where | None = None) -> Expr:
    where = where or _here()
    if isinstance(a, _Const) and isinstance(b, _Const) and a.dtype is None and b.dtype is None:
        return _fold(_PYTHON_BINARY[op](a.value, b.value), where)
    dtype = a.dtype if b.dtype is None else b.dtype if a.dtype is None else \
        _promote(a.dtype, b.dtype, where, f"'{_SYMBOLS.get(op, op)}'")
    assert dtype is not None
    if dtype == "i1":
        _fail(where, f"'{_SYMBOLS.get(op, op)}' on a bool value and a constant",
              hint="T.cast the bool to an int or float type first")
    _check_constants((a, b), dtype)
    if op == "div" and not is_float(dtype):
        dtype = "f32"     # true division
    return _Binary(op, a, b, dtype, where)


def _make_unary(op: str, x: Expr, where: _Where | None = None) -> Expr:
    where = where or _here()
    if isinstance(x, _Const) and x.dtype is None:
        return _fold(_PYTHON_MATH[op](x.value), where)
    if x.dtype == "i1":
        _fail(where, f"T.{op} of a bool value", hint="T.cast it to an int or float type first")
    if op in _TRANSCENDENTAL and not is_float(x.dtype or "f32"):
        _fail(where, f"T.{op} takes a float, not an {x.dtype} value", hint=f"T.{op}(T.cast(x, \"float32\"))")
    return _Unary(op, x, x.dtype, where)


def _make_compare(op: str, a: Expr, b: Expr, where: _Where | None = None) -> Expr:
    where = where or _here()
    if a.dtype is None and b.dtype is None:
        _fail(where, "a comparison of two Python constants", hint="compare a buffer value: A[i, j] > 0")
    operand = a.dtype if b.dtype is None else b.dtype if a.dtype is None else \
        _promote(a.dtype, b.dtype, where, f"'{_SYMBOLS[op]}'")
    assert operand is not None
    _check_constants((a, b), operand)
    return _Compare(op, a, b, operand, "i1", where)


def _make_select(condition: Expr, a: Expr, b: Expr, where: _Where | None = None) -> Expr:
    where = where or _here()
    if condition.dtype != "i1":
        _fail(where, "T.where's condition is not a comparison (bool)", hint="e.g. T.where(x > 0, x, 0.0)")
    if a.dtype is None and b.dtype is None:
        _fail(where, "T.where of two Python constants has no type",
              hint="T.cast one of them, e.g. T.cast(1.0, \"float32\")")
    dtype = a.dtype if b.dtype is None else b.dtype if a.dtype is None else _promote(a.dtype, b.dtype, where, "T.where")
    assert dtype is not None
    _check_constants((a, b), dtype)
    return _Select(condition, a, b, dtype, where)


# -- the functions of the DSL


def exp(x: object) -> Expr:
    return _make_unary("exp", _value(x))


def log(x: object) -> Expr:
    return _make_unary("log", _value(x))


def tanh(x: object) -> Expr:
    return _make_unary("tanh", _value(x))


def sqrt(x: object) -> Expr:
    return _make_unary("sqrt", _value(x))


def rsqrt(x: object) -> Expr:
    return _make_unary("rsqrt", _value(x))


def erf(x: object) -> Expr:
    return _make_unary("erf", _value(x))


def sigmoid(x: object) -> Expr:
    return _make_unary("sigmoid", _value(x))


def abs(x: object) -> Expr:
    return _make_unary("abs", _value(x))


def max(a: object, b: object) -> Expr:
    return _make_binary("max", _value(a), _value(b))


def min(a: object, b: object) -> Expr:
    return _make_binary("min", _value(a), _value(b))


def cast(x: object, dtype: object) -> Expr:
    """``x`` converted to ``dtype`` (a constant becomes a constant of that type)."""
    where = _here()
    target = _dtype(dtype, where)
    value = _value(x)
    if isinstance(value, _Const):
        return _Const(_constant_for(value.value, target, where) if target != "i1" else int(bool(value.value)),
                      target, where)
    return _Cast(value, target, where)


def where(condition: object, a: object, b: object) -> Expr:
    """``a`` where ``condition`` (a comparison) holds, else ``b``."""
    return _make_select(_value(condition), _value(a), _value(b))


# ---------------------------------------------------------------------------------------------
# Buffers and the trace


def _index_key(index: tuple[Index, ...]) -> tuple[Any, ...]:
    return tuple((tuple((id(v), c) for v, c in ix.terms), ix.constant, ix.divisor) for ix in index)


class Buffer:
    """A parameter or an ``alloc`` while the function is traced: index it to read and write elements."""

    def __init__(self, name: str, shape: tuple[Extent, ...], dtype: str, kind: str, where: _Where,
                 trace: _Trace, init: int | float = 0) -> None:
        self.name = name
        self.shape = shape
        self.dtype = dtype
        self.kind = kind           # "param" or "alloc"
        self.where = where
        self.trace = trace
        self.init = init

    def __repr__(self) -> str:
        return f"<{self.kind} {self.name}: {_shape_text(self.shape)} {self.dtype}>"

    def _index(self, key: object, where: _Where) -> tuple[Index, ...]:
        if self.trace is not _Trace.current():
            _fail(where, f"{self.name} belongs to another definition ({self.trace.name})",
                  hint="a definition uses its own parameters and allocs")
        items = key if isinstance(key, tuple) else (key,)
        if any(isinstance(item, slice) or item is Ellipsis for item in items):
            _fail(where, f"{self.name}[...] with a slice; statements index single elements",
                  hint=f"loop over the dimension with T.grid and index it: {self.name}[i, j]")
        if len(items) != len(self.shape):
            example = ", ".join("ijklmn"[:len(self.shape)])
            _fail(where, f"{self.name} has {len(self.shape)} dimension(s) {_shape_text(self.shape)} but is indexed "
                  f"with {len(items)}", hint=f"give one index per dimension: {self.name}[{example}]")
        return tuple(Index.of(item) for item in items)

    def __getitem__(self, key: object) -> Expr:
        where = _here()
        return _Load(self, self._index(key, where), self.dtype, where)

    def __setitem__(self, key: object, value: object) -> None:
        where = _here()
        self.trace.store(self, self._index(key, where), value, where)

    def __bool__(self) -> bool:
        return True


@dataclass
class _Statement:
    block_name: str
    where: _Where
    axes: tuple[_AxisVar, ...]                 # enclosing, outermost first
    buffer: Buffer
    index: tuple[_AxisVar, ...]                # the written axes, one per dimension
    rhs: Expr                                  # the value (update: the right side, loads converted)
    combiner: str | None
    reads: list[_Load]                         # the generic's inputs, distinct places, in order
    reads_output: bool                         # the body uses the current value of the output


class _Trace:
    """The state while a definition's function runs: grids entered, buffers, statements."""

    _active: list[_Trace] = []

    def __init__(self, name: str) -> None:
        self.name = name
        self.grids: list[tuple[_AxisVar, ...]] = []
        self.buffers: list[Buffer] = []
        self.statements: list[_Statement] = []
        self.bindings: dict[Size, int] = {}     # symbols fixed by given arrays
        self.unnamed = itertools.count()
        self.def_where = _Where("<unknown>", 0)

    @classmethod
    def current(cls) -> _Trace | None:
        return cls._active[-1] if cls._active else None

    def resolve(self, extent: Extent) -> Extent:
        return self.bindings.get(extent, extent) if isinstance(extent, Size) else extent

    @property
    def axes(self) -> tuple[_AxisVar, ...]:
        return tuple(axis for grid in self.grids for axis in grid)

    def store(self, buffer: Buffer, index: tuple[Index, ...], value: object, where: _Where) -> None:
        statement = _SourceIndex.innermost(where, (ast.Assign, ast.AugAssign))
        if statement is not None:
            where = _Where(where.file, statement.lineno, statement.col_offset + 1)
        if not self.grids:
            _fail(where, f"a statement writing {buffer.name} outside a grid",
                  hint=f"put it in a loop nest: for i, j in T.grid(...): {buffer.name}[i, j] = ...")
        if buffer.kind == "param":
            _fail(where, f"{buffer.name} is a parameter (an input) and cannot be written",
                  hint=f"write into a buffer from T.alloc and return it: out = T.alloc({_shape_text(buffer.shape)}, "
                       f"\"{buffer.dtype}\")")
        axes = self.axes
        written = self.written_axes(buffer, index, axes, where)
        rhs = _value(value)
        combiner, rhs = self.split_update(buffer, index, written, rhs, axes, where)
        reduction = [axis for axis in axes if axis not in written]
        if reduction and combiner is None:
            names = ", ".join(axis.name for axis in reduction)
            place = f"{buffer.name}[{', '.join(axis.name for axis in written)}]"
            _fail(where, f"{names} {'is not an index' if len(reduction) == 1 else 'are not indices'} of {buffer.name}; "
                  f"write {place} += ... or {place} = T.max({place}, ...)",
                  hint="a loop that is not in the written index is a reduction: +=, *=, T.max or T.min")
        if combiner is not None:
            if buffer.dtype == "i1":
                _fail(where, f"{buffer.name} is bool; updates (+=, *=, T.max, T.min) take numbers",
                      hint="use an int or float buffer, or compute the bool with T.where")
            rhs = _converted_loads(rhs, buffer.dtype)
        reads, reads_output = self.reads_of(rhs, buffer, index)
        self.check_reads(reads, axes, where)
        for node in _walk(rhs):
            if isinstance(node, _IndexValue) and any(axis not in axes for axis, _ in node.index.terms):
                _fail(where, f"{node.index} uses a loop variable of a grid that does not enclose this statement",
                      hint="use the loop variables of the enclosing grids")
        for axis in reduction:
            if not any(ix.axis is axis for load in reads for ix in load.index):
                _fail(where, f"reduction loop {axis.name} indexes no buffer on its own",
                      hint=f"linalg takes a loop's extent from a dimension it indexes: read e.g. X[..., {axis.name}]")
        self.statements.append(_Statement(self.block_name(buffer), where, axes, buffer, written, rhs, combiner,
                                          reads, reads_output))

    def block_name(self, buffer: Buffer) -> str:
        """The buffer's name for its first statement, then C_1, C_2, ... (skipping names in use)."""
        taken = {s.block_name for s in self.statements}
        if buffer.name not in taken:
            return buffer.name
        return next(name for count in itertools.count(1) if (name := f"{buffer.name}_{count}") not in taken)

    def written_axes(self, buffer: Buffer, index: tuple[Index, ...], axes: tuple[_AxisVar, ...],
                     where: _Where) -> tuple[_AxisVar, ...]:
        written: list[_AxisVar] = []
        example = ", ".join(a.name for a in axes[:len(buffer.shape)])
        hint = f"write {buffer.name}[{example}] with distinct loop variables, one per dimension, each over the " \
               "whole dimension"
        for dim, (ix, size) in enumerate(zip(index, buffer.shape)):
            axis = ix.axis
            if axis is None:
                _fail(where, f"{buffer.name} is written at {ix} in dimension {dim}; a written index is a loop variable",
                      hint=hint)
            if axis not in axes:
                _fail(where, f"{axis.name} is not a loop of a grid around this statement", hint=hint)
            if axis in written:
                _fail(where, f"{axis.name} indexes two dimensions of {buffer.name}", hint=hint)
            if self.resolve(axis.extent) != self.resolve(size):
                _fail(where, f"{axis.name} runs over {axis.extent} but {buffer.name}'s dimension {dim} is {size}",
                      hint=hint)
            written.append(axis)
        return tuple(written)

    def split_update(self, buffer: Buffer, index: tuple[Index, ...], written: tuple[_AxisVar, ...], rhs: Expr,
                     axes: tuple[_AxisVar, ...], where: _Where) -> tuple[str | None, Expr]:
        """(combiner, the value combined with the current element) of an update; (None, rhs) otherwise."""
        if isinstance(rhs, _Update) and isinstance(rhs.a, _Load) and rhs.a.same_place(buffer, index):
            return rhs.op, rhs.b
        reduces = any(axis not in written for axis in axes)
        if reduces and isinstance(rhs, _Binary) and rhs.op in ("max", "min"):
            for mine, other in ((rhs.a, rhs.b), (rhs.b, rhs.a)):
                if isinstance(mine, _Load) and mine.same_place(buffer, index):
                    return rhs.op, other
        return None, rhs

    def reads_of(self, rhs: Expr, buffer: Buffer, index: tuple[Index, ...]) -> tuple[list[_Load], bool]:
        reads: list[_Load] = []
        reads_output = False
        seen: set[int] = set()
        for node in _walk(rhs):
            if not isinstance(node, _Load) or id(node) in seen:
                continue
            seen.add(id(node))
            if node.same_place(buffer, index):
                reads_output = True
            elif not any(r.buffer is node.buffer and _index_key(r.index) == _index_key(node.index) for r in reads):
                reads.append(node)
        return reads, reads_output

    def check_reads(self, reads: list[_Load], axes: tuple[_AxisVar, ...], where: _Where) -> None:
        for load in reads:
            for dim, (ix, size) in enumerate(zip(load.index, load.buffer.shape)):
                for axis, _ in ix.terms:
                    if axis not in axes:
                        _fail(where, f"{axis.name} in {load.buffer.name}[...] is not a loop of a grid around this "
                              "statement", hint="index with the loop variables of the enclosing grids")
                size = self.resolve(size)
                if ix.axis is not None:
                    extent = self.resolve(ix.axis.extent)
                    if extent != size and not _sliced(extent, size):
                        _fail(where, f"{ix.axis.name} runs over {ix.axis.extent} but {load.buffer.name}'s dimension "
                              f"{dim} is {size}", hint="a loop variable alone as an index reads elements 0 to its "
                              "extent - 1: loop over at most the dimension's size (static sizes), or over it exactly")
                    continue
                extents = [self.resolve(axis.extent) for axis, _ in ix.terms]
                static = [e for e in extents if isinstance(e, int)]
                if isinstance(size, Size) or len(static) != len(extents):
                    continue
                # (A floor division is monotonic: the bounds of the sum, divided.)
                low = (ix.constant + sum(c * (e - 1) for (_, c), e in zip(ix.terms, static) if c < 0)) // ix.divisor
                high = (ix.constant + sum(c * (e - 1) for (_, c), e in zip(ix.terms, static) if c > 0)) // ix.divisor
                if low < 0 or high >= size:
                    _fail(where, f"{load.buffer.name}[...] index {ix} in dimension {dim} runs from {low} to {high}, "
                          f"outside 0..{size - 1}", hint="indices must stay inside the buffer")


def _sliced(extent: Extent, size: Extent) -> bool:
    """Whether a loop over ``extent`` reads the first elements of a dimension of ``size`` (through a slice)."""
    return isinstance(extent, int) and isinstance(size, int) and extent < size


def _walk(expr: Expr) -> Iterator[Expr]:
    """The nodes of an expression, each once, operands before the node, left to right."""
    seen: set[int] = set()
    stack: list[tuple[Expr, bool]] = [(expr, False)]
    while stack:
        node, expanded = stack.pop()
        if expanded:
            yield node
            continue
        if id(node) in seen:
            continue
        seen.add(id(node))
        stack.append((node, True))
        stack.extend((operand, False) for operand in reversed(node.operands()))


def _converted_loads(expr: Expr, dtype: str) -> Expr:
    """``expr`` with every load converted to ``dtype`` first (an update's semantics), sharing kept."""
    rebuilt: dict[int, Expr] = {}
    for node in _walk(expr):
        if isinstance(node, _Load):
            rebuilt[id(node)] = node if node.dtype == dtype else _Cast(node, dtype, node.where)
        elif node.operands():
            operands = [rebuilt[id(operand)] for operand in node.operands()]
            same = all(new is old for new, old in zip(operands, node.operands()))
            rebuilt[id(node)] = node if same else node.rebuild(operands)
        else:
            rebuilt[id(node)] = node
    return rebuilt[id(expr)]


def alloc(shape: object, dtype: object = "float32", *, init: float | int = 0.0, name: str | None = None) -> Buffer:
    """A new tensor whose elements start at ``init``; see the module docstring for its name."""
    where = _here()
    trace = _Trace.current()
    node = _SourceIndex.innermost(where, (ast.Assign, ast.AnnAssign, ast.Expr, ast.Return))
    if node is not None:
        where = _Where(where.file, where.line, node.col_offset + 1)
    if trace is None:
        _fail(where, "T.alloc outside a definition", hint="call it inside the function you pass to T.define")
    if name is None:
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AnnAssign) else []
        if len(targets) == 1 and isinstance(targets[0], ast.Name):
            name = targets[0].id
        else:
            name = next(name for n in trace.unnamed if (name := f"buf{n}") not in {b.name for b in trace.buffers})
    elif not isinstance(name, str) or not _IDENTIFIER.fullmatch(name):
        _fail(where, f"alloc name {name!r} is not an identifier")
    if any(b.name == name for b in trace.buffers):
        _fail(where, f"a buffer named {name} already exists", hint="give it another name: T.alloc(..., name=\"...\")")
    element = _dtype(dtype, where)
    extents = tuple(trace.resolve(e) for e in _shape(shape, where, "alloc's shape"))
    if isinstance(init, bool) or not isinstance(init, (int, float, np.integer, np.floating)):
        _fail(where, f"alloc's init must be a number, not {init!r}")
    init = float(init) if is_float(element) else init
    # The same rule as a kernel's inputs: an init the element type does not hold exactly (1000 in
    # int8 wraps, 1e6 in float16 is inf) is refused, not converted.
    # (a Python int beyond 64 bits is checked as the float it is near: out of every range)
    if (why := lossy_value(np.asarray(float(init) if builtins.abs(init) >= 2**63 else init), element)) is not None:
        _fail(where, f"alloc's init is {why}", hint=f"start a {element} buffer at a value {element} holds")
    init = int(init) if not is_float(element) else init
    buffer = Buffer(name, extents, element, "alloc", where, trace, init)
    trace.buffers.append(buffer)
    return buffer


def grid(*extents: object) -> Iterator[Any]:
    """Yields once: the loop variables of a loop nest over ``extents`` (one variable for one extent)."""
    where = _here()
    trace = _Trace.current()
    if trace is None:
        _fail(where, "T.grid outside a definition", hint="use it inside the function you pass to T.define")
    if not extents:
        _fail(where, "T.grid needs at least one extent", hint="e.g. for i, j in T.grid(M, N):")
    sizes = [trace.resolve(_extent(e, where, "a grid extent")) for e in extents]
    node = _SourceIndex.innermost(where, (ast.For,))
    names: list[str | None] = [None] * len(sizes)
    if node is not None and node.iter.lineno <= where.line <= (node.iter.end_lineno or node.iter.lineno):
        target = node.target
        elements = target.elts if isinstance(target, ast.Tuple) and len(sizes) > 1 else [target]
        if len(sizes) > 1 and isinstance(target, ast.Tuple) and len(elements) != len(sizes):
            _fail(where, f"T.grid has {len(sizes)} extents but the for loop unpacks {len(elements)} variables",
                  hint=f"for {', '.join('ijkl'[:len(sizes)])} in T.grid(...): one variable per extent")
        if len(elements) == len(sizes):
            names = [e.id if isinstance(e, ast.Name) else None for e in elements]
    taken = {axis.name for axis in trace.axes}
    axes: list[_AxisVar] = []
    for name, size in zip(names, sizes):
        if name is None:
            depth = len(taken)
            name = f"i{depth}"
            while name in taken:
                depth += 1
                name = f"i{depth}"
        elif name in taken:
            _fail(where, f"loop variable {name} is already a loop of an enclosing grid",
                  hint="give each loop of a nest its own name")
        taken.add(name)
        axes.append(_AxisVar(name, size))
    return _enter(trace, tuple(axes))


def _enter(trace: _Trace, axes: tuple[_AxisVar, ...]) -> Iterator[Any]:
    trace.grids.append(axes)
    try:
        variables = tuple(Index(((axis, 1),)) for axis in axes)
        yield variables[0] if len(variables) == 1 else variables
    finally:
        trace.grids.remove(axes)


# ---------------------------------------------------------------------------------------------
# The definition


@dataclass(frozen=True)
class Axis:
    name: str                  # "i"
    extent: int | Size
    reduction: bool            # not in the written index


@dataclass(frozen=True)
class Block:
    """One statement: one linalg.generic."""

    name: str                  # the written buffer's name; a second statement writing it: "C_1", ...
    function: str              # the definition's name
    file: str
    line: int
    col: int                   # where the statement is in the user's source (1-based column)
    axes: tuple[Axis, ...]     # enclosing grids' axes, outermost first
    output: str                # the written buffer
    output_index: tuple[str, ...]    # axis names, one per dimension of output
    # The generic's inputs: (buffer, index expressions as text), in order of appearance; the
    # output's own current element (C[i, j] in C[i, j] += ...) is not one of them.
    reads: tuple[tuple[str, tuple[str, ...]], ...]
    combiner: str | None       # "add", "mul", "max", "min" (reductions, and += / *= updates); None: "="
    contraction: bool          # a reduction with combiner "add" whose right side is the product of two loads
    dtype: str                 # the output's dtype (tirc name)


@dataclass(frozen=True)
class Param:
    name: str
    shape: tuple[int | Size, ...]
    dtype: str


@dataclass(frozen=True)
class Definition:
    name: str
    file: str
    line: int
    params: tuple[Param, ...]
    blocks: tuple[Block, ...]
    results: tuple[str, ...]   # returned buffer (or param) names, in order
    _trace: _Trace = field(repr=False, compare=False, default=None)   # type: ignore[assignment]
    _results: tuple[Buffer, ...] = field(repr=False, compare=False, default=())
    # Function-level schedule knobs (Schedule.attention's): the function's tir.spec schedule, which
    # tir-schedule applies to the function's tir.attention op; empty: no tir.spec.
    spec_schedule: tuple[tuple[str, int | str], ...] = ()

    def block(self, name: str) -> Block:
        for block in self.blocks:
            if block.name == name:
                return block
        names = [block.name for block in self.blocks]
        raise TensorIRError(f"{self.name} has no block {name!r}; its blocks: {', '.join(names)}",
                            location=SourceLocation(self.file, self.line), hint=did_you_mean(name, names))

    def to_module(self, context: ir.Context) -> ir.Module:
        """The verified linalg-on-tensors module, built in ``context``."""
        with context:
            module = _ModuleBuilder(self, context).build()
            try:
                module.operation.verify()
            except Exception as error:  # MLIRError is created dynamically by the bindings
                if is_mlir_error(error):   # a tirc bug, reported at the statement whose IR is wrong
                    raise error_from_mlir(error, self.file, "invalid MLIR generated for the definition") from None
                raise
        return module

    def to_mlir(self) -> str:
        """The module as text, with locations; ``ir.Module.parse`` gives the same module back."""
        module = self.to_module(new_context())
        return module.operation.get_asm(enable_debug_info=True, use_name_loc_as_prefix=True)


def _contraction(combiner: str | None, rhs: Expr) -> bool:
    def load(node: Expr) -> bool:
        return isinstance(node, _Load) or (isinstance(node, _Cast) and isinstance(node.x, _Load))
    return combiner == "add" and isinstance(rhs, _Binary) and rhs.op == "mul" and load(rhs.a) and load(rhs.b)


def _signature_tensors(fn: Callable[..., Any], given: dict[str, Any], where: _Where,
                       trace: _Trace) -> list[tuple[str, Tensor]]:
    try:
        signature = inspect.signature(fn)
        # Annotations written as text (``from __future__ import annotations``) may name the
        # variables of an enclosing function (a definition made by a function of its sizes):
        # they are evaluated with its closure too.
        closure = inspect.getclosurevars(fn).nonlocals if inspect.isfunction(fn) else {}
        annotations = inspect.get_annotations(fn, locals=closure, eval_str=True)
    except (TypeError, ValueError, NameError) as error:
        _fail(where, f"cannot read {getattr(fn, '__name__', fn)!r}'s parameters: {error}",
              hint="annotations written as text (from __future__ import annotations) may name module-level "
                   "sizes and the sizes the function itself uses; or give the tensors: "
                   "define(fn, A=T.Tensor[(M, K), 'float16'])")
    parameters = list(signature.parameters.values())
    unknown = sorted(set(given) - {p.name for p in parameters})
    if unknown:
        _fail(where, f"define({fn.__name__}, {unknown[0]}=...): {fn.__name__} has no parameter {unknown[0]}",
              hint=did_you_mean(unknown[0], [p.name for p in parameters]) or
              f"its parameters: {', '.join(p.name for p in parameters) or 'none'}")
    tensors: list[tuple[str, Tensor]] = []
    for p in parameters:
        if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            _fail(where, f"parameter {p.name}: a definition takes plain positional parameters, one per tensor")
        annotation = annotations.get(p.name)
        if annotation is not None and not isinstance(annotation, Tensor):
            _fail(where, f"parameter {p.name}'s annotation {annotation!r} is not a T.Tensor[shape, dtype]",
                  hint=f"{p.name}: T.Tensor[(M, K), 'float16']")
        value = given.get(p.name)
        if value is None:
            if annotation is None:
                _fail(where, f"give {p.name}'s shape and dtype: {p.name}: T.Tensor[(M, K), 'float16'] or "
                      f"define({fn.__name__}, {p.name}=...)")
            tensors.append((p.name, annotation))
            continue
        if isinstance(value, np.ndarray):
            if value.ndim == 0:
                _fail(where, f"define({fn.__name__}, {p.name}=...): a 0-d array; parameters are tensors of rank >= 1")
            value = Tensor(tuple(int(s) for s in value.shape), _dtype(value.dtype, where))
        elif not isinstance(value, Tensor):
            _fail(where, f"define({fn.__name__}, {p.name}=...) takes a T.Tensor or a numpy array, not "
                  f"{type(value).__name__}")
        if annotation is not None:
            _check_given(p.name, annotation, value, where, trace)
        tensors.append((p.name, value))
    return tensors


def _check_given(name: str, annotation: Tensor, value: Tensor, where: _Where, trace: _Trace) -> None:
    """A given tensor must agree with the annotation; its sizes fix the annotation's symbols."""
    mismatch = f"{name} is annotated {annotation} but given {value}"
    if annotation.dtype != value.dtype or len(annotation.shape) != len(value.shape):
        _fail(where, mismatch, hint="give a tensor of the annotated shape and dtype")
    for declared, actual in zip(annotation.shape, value.shape):
        if isinstance(declared, Size) and isinstance(actual, int):
            bound = trace.bindings.setdefault(declared, actual)
            if bound != actual:
                _fail(where, f"{mismatch}: {declared} is already {bound}", hint="every use of a size has one value")
        elif declared != actual:
            _fail(where, mismatch, hint="give a tensor of the annotated shape and dtype")


def _function_node(fn: Callable[..., Any]) -> ast.FunctionDef | None:
    """The ``def`` of ``fn`` in its file (after its decorators, if any)."""
    code = fn.__code__
    candidates = [n for n in _SourceIndex.statements(code.co_filename)
                  if isinstance(n, ast.FunctionDef) and n.name == fn.__name__ and n.lineno >= code.co_firstlineno]
    return builtins.min(candidates, key=lambda n: n.lineno, default=None)


def _return_where(node: ast.FunctionDef | None, function_where: _Where) -> _Where:
    """The place of the function's (last) ``return``, else its ``def``."""
    returns = [n for n in ast.walk(node) if isinstance(n, ast.Return)] if node is not None else []
    last = builtins.max(returns, key=lambda n: n.lineno, default=None)
    return _Where(function_where.file, last.lineno, last.col_offset + 1) if last else function_where


def define(fn: Callable[..., Any], **given: Tensor | np.ndarray) -> Definition:
    """Trace ``fn`` once into a :class:`Definition` (see the module docstring)."""
    caller = _here()
    if not callable(fn) or not hasattr(fn, "__code__"):
        _fail(caller, f"define takes a Python function, not {type(fn).__name__}")
    file = fn.__code__.co_filename
    line = fn.__code__.co_firstlineno
    node = _function_node(fn)
    def_where = _Where(file, node.lineno, node.col_offset + 1) if node is not None else _Where(file, line)
    if not is_valid_name(fn.__name__):   # it names the kernels: here, at the def, not in LLVM
        error = name_error(fn.__name__, "function")
        _fail(def_where, error.message, hint=error.hint)
    trace = _Trace(fn.__name__)
    trace.def_where = def_where
    tensors = _signature_tensors(fn, given, def_where, trace)
    params = []
    for name, spec in tensors:
        params.append(Buffer(name, tuple(trace.resolve(e) for e in spec.shape), spec.dtype, "param", def_where, trace))
    trace.buffers.extend(params)
    _Trace._active.append(trace)
    try:
        returned = fn(*params)
    except NameError as error:   # e.g. reading a buffer before the line that allocates it
        place = def_where
        frame = error.__traceback__
        while frame is not None:     # the innermost frame of the user's code
            if os.path.abspath(frame.tb_frame.f_code.co_filename) != _THIS_FILE:
                place = _Where(frame.tb_frame.f_code.co_filename, frame.tb_lineno)
            frame = frame.tb_next
        _fail(place, f"{error} (a buffer is read before the line that creates it?)",
              hint="create a buffer with T.alloc before the statements that read it")
    finally:
        _Trace._active.pop()
    return_where = _return_where(node, def_where)
    values = returned if isinstance(returned, tuple) else (returned,)
    if returned is None or not values:
        _fail(return_where, f"{fn.__name__} returns nothing; a definition returns its output buffers",
              hint="end it with: return C (or return C, D)")
    for value in values:
        if not isinstance(value, Buffer) or value.trace is not trace:
            _fail(return_where, f"{fn.__name__} returns {value!r}, which is not one of its buffers",
                  hint="return buffers from T.alloc (or parameters): return C, D")
    for buffer in trace.buffers:
        for extent in buffer.shape:
            if isinstance(extent, Size) and not any(extent in p.shape for p in params):
                _fail(buffer.where, f"size {extent} of {buffer.name} is not a dimension of any parameter; dynamic "
                      "sizes come from the inputs' shapes",
                      hint=f"use {extent} in a parameter's annotation, or give {buffer.name} a static size")
    blocks = tuple(_block(trace, s) for s in trace.statements)
    return Definition(fn.__name__, file, def_where.line,
                      tuple(Param(b.name, b.shape, b.dtype) for b in params), blocks,
                      tuple(v.name for v in values), trace, tuple(values))


def _block(trace: _Trace, s: _Statement) -> Block:
    axes = tuple(Axis(a.name, a.extent, a not in s.index) for a in s.axes)
    reads = tuple((load.buffer.name, tuple(repr(ix) for ix in load.index)) for load in s.reads)
    reduces = any(axis.reduction for axis in axes)
    return Block(s.block_name, trace.name, s.where.file, s.where.line, s.where.col, axes, s.buffer.name,
                 tuple(a.name for a in s.index), reads, s.combiner, reduces and _contraction(s.combiner, s.rhs),
                 s.buffer.dtype)


# ---------------------------------------------------------------------------------------------
# MLIR


def _element_type(dtype: str) -> ir.Type:
    return ir.Type.parse(dtype)


def _bits(dtype: str) -> int:
    return _INT_BITS[dtype] if dtype in _INT_BITS else 8 * itemsize(dtype)


def _convert(value: ir.Value, source: str, target: str) -> ir.Value:
    """``value`` of type ``source`` as ``target`` (numpy's conversions; bool: 0/1 and != 0)."""
    if source == target:
        return value
    if target == "i1":
        zero = _constant(0, source)
        if is_float(source):
            return arith.CmpFOp(arith.CmpFPredicate.UNE, value, zero).result
        return arith.CmpIOp(arith.CmpIPredicate.ne, value, zero).result
    if is_float(source) and is_float(target):
        if _bits(source) == _bits(target):   # f16 <-> bf16 (e4m3 <-> e5m2) through f32
            return _convert(_convert(value, source, "f32"), "f32", target)
        op = arith.ExtFOp if _bits(target) > _bits(source) else arith.TruncFOp
        return op(_element_type(target), value).result
    if is_float(source):
        return arith.FPToSIOp(_element_type(target), value).result
    if is_float(target):
        op = arith.UIToFPOp if source == "i1" else arith.SIToFPOp
        return op(_element_type(target), value).result
    if _bits(target) > _bits(source):
        op = arith.ExtUIOp if source == "i1" else arith.ExtSIOp
        return op(_element_type(target), value).result
    return arith.TruncIOp(_element_type(target), value).result


def _constant(value: int | float, dtype: str) -> ir.Value:
    element = _element_type(dtype)
    if is_float(dtype):
        return arith.ConstantOp(element, ir.FloatAttr.get(element, float(value))).result
    return arith.ConstantOp(element, ir.IntegerAttr.get(element, int(value))).result


_FLOAT_BINARY = {"add": arith.AddFOp, "sub": arith.SubFOp, "mul": arith.MulFOp, "div": arith.DivFOp,
                 "max": arith.MaximumFOp, "min": arith.MinimumFOp}
_INT_BINARY = {"add": arith.AddIOp, "sub": arith.SubIOp, "mul": arith.MulIOp, "max": arith.MaxSIOp,
               "min": arith.MinSIOp}
_MATH = {"exp": mlir_math.ExpOp, "log": mlir_math.LogOp, "tanh": mlir_math.TanhOp, "sqrt": mlir_math.SqrtOp,
         "rsqrt": mlir_math.RsqrtOp, "erf": mlir_math.ErfOp}


def _combine(op: str, a: ir.Value, b: ir.Value, dtype: str) -> ir.Value:
    return (_FLOAT_BINARY if is_float(dtype) else _INT_BINARY)[op](a, b).result


class _BodyBuilder:
    """The scalar code of one generic: expressions over its block arguments, each node once."""

    def __init__(self, arguments: dict[tuple[int, tuple[Any, ...]], ir.Value], output: ir.Value,
                 statement: _Statement, space: list[_AxisVar]) -> None:
        self.arguments = arguments        # (id(buffer), index key) -> block argument
        self.output = output
        self.space = space                # the generic's loops
        self.statement = statement
        self.values: dict[int, ir.Value] = {}

    def emit(self, node: Expr, dtype: str) -> ir.Value:
        """``node``'s value converted to ``dtype`` (a Python constant: made in ``dtype``)."""
        if isinstance(node, _Const):
            if node.dtype is None:
                return _constant(_constant_for(node.value, dtype, node.where), dtype)
            return _convert(_constant(node.value, node.dtype), node.dtype, dtype)
        assert node.dtype is not None
        if id(node) not in self.values:
            self.values[id(node)] = self.compute(node)
        return _convert(self.values[id(node)], node.dtype, dtype)

    def compute(self, node: Expr) -> ir.Value:
        t = node.dtype
        assert t is not None
        if isinstance(node, _Load):
            s = self.statement
            if node.same_place(s.buffer, tuple(Index(((a, 1),)) for a in s.index)):
                return self.output      # the output's current element
            return self.arguments[(id(node.buffer), _index_key(node.index))]
        if isinstance(node, _Cast):
            return self.emit(node.x, t)
        if isinstance(node, _IndexValue):
            terms = []
            for axis, coefficient in node.index.terms:
                position = linalg.IndexOp(self.space.index(axis)).result
                term = arith.IndexCastOp(_element_type(t), position).result
                terms.append(term if coefficient == 1 else arith.MulIOp(term, _constant(coefficient, t)).result)
            if node.index.constant or not terms:
                terms.append(_constant(node.index.constant, t))
            value = terms[0]
            for term in terms[1:]:
                value = arith.AddIOp(value, term).result
            if node.index.divisor != 1:   # floor division, as the index's affine floordiv rounds
                value = arith.FloorDivSIOp(value, _constant(node.index.divisor, t)).result
            return value
        if isinstance(node, _Binary):
            return _combine(node.op, self.emit(node.a, t), self.emit(node.b, t), t)
        if isinstance(node, _Compare):
            a, b = self.emit(node.a, node.operand_dtype), self.emit(node.b, node.operand_dtype)
            floating, integer = _PREDICATES[node.op]
            if is_float(node.operand_dtype):
                return arith.CmpFOp(getattr(arith.CmpFPredicate, floating.upper()), a, b).result
            return arith.CmpIOp(getattr(arith.CmpIPredicate, integer), a, b).result
        if isinstance(node, _Select):
            return arith.SelectOp(self.emit(node.condition, "i1"), self.emit(node.a, t), self.emit(node.b, t)).result
        assert isinstance(node, _Unary)
        if node.op == "neg":
            x = self.emit(node.x, t)
            return arith.NegFOp(x).result if is_float(t) else arith.SubIOp(_constant(0, t), x).result
        if node.op == "abs":
            x = self.emit(node.x, t)
            return mlir_math.AbsFOp(x).result if is_float(t) else mlir_math.AbsIOp(x).result
        # Transcendental functions: 16-bit floats in f32, rounded back (numpy's way).
        wide = "f32" if _bits(t) == 16 else t
        x = self.emit(node.x, wide)
        if node.op == "sigmoid":   # 1 / (1 + exp(-x))
            one = _constant(1.0, wide)
            result = arith.DivFOp(one, arith.AddFOp(one, mlir_math.ExpOp(arith.NegFOp(x).result).result).result).result
        else:
            result = _MATH[node.op](x).result
        return _convert(result, wide, t)


class _ModuleBuilder:
    def __init__(self, definition: Definition, context: ir.Context) -> None:
        self.definition = definition
        self.trace = definition._trace
        self.context = context
        self.current: dict[int, ir.Value] = {}     # id(buffer) -> its tensor now
        self.sizes: dict[Size, ir.Value] = {}
        self.index_constants: dict[int, ir.Value] = {}
        self.block: ir.Block | None = None            # the function's body, where every op goes in order
        self.params: list[Buffer] = []

    def at(self, where: _Where) -> ir.Location:
        return ir.Location.file(where.file, where.line, where.col, context=self.context)

    def tensor_type(self, shape: tuple[Extent, ...], dtype: str) -> ir.RankedTensorType:
        dynamic = ir.ShapedType.get_dynamic_size()
        return ir.RankedTensorType.get([dynamic if isinstance(e, Size) else e for e in shape], _element_type(dtype))

    def build(self) -> ir.Module:
        d = self.definition
        def_where = self.trace.def_where
        module = ir.Module.create(self.at(def_where))
        params = [b for b in self.trace.buffers if b.kind == "param"]
        with self.at(def_where), ir.InsertionPoint(module.body):
            types = [self.tensor_type(p.shape, p.dtype) for p in params]
            function = func.FuncOp(d.name, ir.FunctionType.get(types, []))
            self.block = function.add_entry_block([ir.Location.name(p.name, childLoc=self.at(def_where))
                                                   for p in params])
        for p, argument in zip(params, self.block.arguments):
            self.current[id(p)] = argument
        self.params = params
        for buffer in self.trace.buffers:
            if buffer.kind == "alloc":
                self.allocate(buffer)
        for statement in self.trace.statements:
            self.statement(statement)
        results = [self.current[id(b)] for b in d._results]
        with self.at(def_where), ir.InsertionPoint(self.block):
            func.ReturnOp(results)
            result_types = [self.tensor_type(b.shape, b.dtype) for b in d._results]
        function.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(types, result_types))
        # Launch plans and C callers name the arguments and their dynamic sizes after these.
        function.attributes["tir.arg_names"] = ir.ArrayAttr.get([ir.StringAttr.get(p.name) for p in params])
        function.attributes["tir.dims"] = ir.ArrayAttr.get([
            ir.ArrayAttr.get([ir.StringAttr.get(e.name if isinstance(e, Size) else f"{p.name}_d{dim}")
                              for dim, e in enumerate(p.shape)]) for p in params])
        if d.spec_schedule:
            # As an op spec's schedule: knobs (tirc.frontend.opspec), read by tir-schedule.
            function.attributes["tir.spec"] = ir.DictAttr.get({"schedule": ir.DictAttr.get(
                {key: knob_attr(value) for key, value in d.spec_schedule})})
        return module

    def size(self, size: Size, where: _Where) -> ir.Value:
        """A dynamic size's index value: tensor.dim of the first parameter that has it."""
        if size not in self.sizes:
            owner = next(p for p in self.params if size in p.shape)   # define checked there is one
            position = owner.shape.index(size)
            with self.at(where), ir.InsertionPoint(self.block):
                if position not in self.index_constants:
                    index = ir.IndexType.get()
                    self.index_constants[position] = arith.ConstantOp(index, ir.IntegerAttr.get(index, position)).result
                self.sizes[size] = tensor.DimOp(self.current[id(owner)], self.index_constants[position]).result
        return self.sizes[size]

    def empty(self, buffer: Buffer) -> ir.Value:
        sizes = [self.size(e, buffer.where) if isinstance(e, Size) else e for e in buffer.shape]
        with self.at(buffer.where), ir.InsertionPoint(self.block):
            return tensor.EmptyOp(sizes, _element_type(buffer.dtype)).result

    def allocate(self, buffer: Buffer) -> None:
        empty = self.empty(buffer)
        with self.at(buffer.where), ir.InsertionPoint(self.block):
            value = _constant(buffer.init, buffer.dtype)
            fill = linalg.FillOp([self.tensor_type(buffer.shape, buffer.dtype)], [value], [empty])
            linalg.fill_builtin_region(fill.operation)
        self.current[id(buffer)] = fill.result

    def operand(self, load: _Load) -> ir.Value:
        """The tensor a read takes: the buffer now, cut to the extents of the loop variables that
        index a larger dimension on their own (linalg takes those extents from the operand)."""
        value = self.current[id(load.buffer)]
        shape = load.buffer.shape
        sizes = tuple(ix.axis.extent if ix.axis is not None and _sliced(ix.axis.extent, size) else size
                      for ix, size in zip(load.index, shape))
        if sizes == shape:
            return value
        dynamic = ir.ShapedType.get_dynamic_size()
        dynamic_sizes = [self.size(e, load.where) for e in sizes if isinstance(e, Size)]
        static_sizes = [dynamic if isinstance(e, Size) else e for e in sizes]
        with ir.InsertionPoint(self.block):
            return tensor.ExtractSliceOp(self.tensor_type(sizes, load.buffer.dtype), value, [], dynamic_sizes, [],
                                         [0] * len(sizes), static_sizes, [1] * len(sizes)).result

    def statement(self, s: _Statement) -> None:
        with self.at(s.where):
            self.generic(s)

    def generic(self, s: _Statement) -> None:
        space = list(s.index) + [a for a in s.axes if a not in s.index]
        iterators = ["parallel"] * len(s.index) + ["reduction"] * (len(space) - len(s.index))
        out = self.current[id(s.buffer)] if s.reads_output or s.combiner is not None else self.empty(s.buffer)
        inputs = [self.operand(load) for load in s.reads]
        maps = [_affine_map(space, load.index) for load in s.reads]
        maps.append(_affine_map(space, tuple(Index(((a, 1),)) for a in s.index)))
        location = ir.Location.name(s.block_name, childLoc=self.at(s.where), context=self.context)
        with location, ir.InsertionPoint(self.block):
            op = linalg.GenericOp([self.tensor_type(s.buffer.shape, s.buffer.dtype)], inputs, [out],
                                  ir.ArrayAttr.get(maps), [linalg.IteratorType[kind] for kind in iterators])
            element_types = [_element_type(load.buffer.dtype) for load in s.reads] + [_element_type(s.buffer.dtype)]
            body = op.regions[0].blocks.append(*element_types)
            with ir.InsertionPoint(body):
                arguments = {(id(load.buffer), _index_key(load.index)): argument
                             for load, argument in zip(s.reads, body.arguments)}
                builder = _BodyBuilder(arguments, body.arguments[-1], s, space)
                if s.combiner is None:
                    result = builder.emit(s.rhs, s.buffer.dtype)
                else:
                    result = _combine(s.combiner, body.arguments[-1], builder.emit(s.rhs, s.buffer.dtype),
                                      s.buffer.dtype)
                linalg.YieldOp([result])
        self.current[id(s.buffer)] = op.result


def _affine_map(space: list[_AxisVar], index: tuple[Index, ...]) -> ir.AffineMapAttr:
    results = []
    for ix in index:
        expression = ir.AffineConstantExpr.get(ix.constant)
        for axis, coefficient in ix.terms:
            term = ir.AffineMulExpr.get(ir.AffineDimExpr.get(space.index(axis)), ir.AffineConstantExpr.get(coefficient))
            expression = ir.AffineAddExpr.get(expression, term)
        if ix.divisor != 1:
            expression = ir.AffineFloorDivExpr.get(expression, ir.AffineConstantExpr.get(ix.divisor))
        results.append(expression)
    return ir.AffineMapAttr.get(ir.AffineMap.get(len(space), 0, results))
