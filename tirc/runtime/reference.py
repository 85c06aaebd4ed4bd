"""A numpy reference for linalg functions: interpret the *input* IR, with an error bound per element.

This is independent of everything tirc's pipeline does (bufferization, tiling, kernels, PTX), so
comparing the emulated kernels against it checks the whole compiler. Named linalg ops are first
generalized with MLIR's own ``linalg-generalize-named-ops``; a ``linalg.generic`` is evaluated
vectorised over its parallel dimensions and sequentially over its reduction dimensions (any body,
any combiner).

Values:

* Floats are float64 and exact: ``truncf``/``extf`` do not round (a ``truncf`` past the target's
  largest finite value gives infinity, as the IR does), so the value is the ideal result that the
  kernels approximate.
* Integers are exact at their element width, as the IR defines them: every value is held as the
  signed (two's complement) reading of its bits in int64 (i1 as bool), ``addi``/``muli``/...
  wrap at the width, ``extui``/``divui``/``cmpi ult``/``uitofp``... read the bits unsigned,
  ``trunci`` drops the high bits. An i32 sum that overflows wraps like the IR says.

Error bounds: next to each value the interpreter carries an absolute bound on how far a correct
kernel may be from it (None where it must be exact). A kernel may compute each float op of the IR
in the op's own precision, so each op adds its rounding, ``u * |result|`` with ``u`` the unit
roundoff of the result type (math library functions: 4 ulps), and passes on its operands' bounds
through the function (first order: the change of the result when an operand moves by its bound).
A reduction may run in any order (tiles, mma fragments, split K): summing ``K`` terms ``p_k`` in
any order with rounding ``u`` is off by at most ``(K - 1) u sum|p_k|`` (to first order; every
term passes through at most ``K - 1`` roundings). A combiner ``acc + x`` therefore adds
``(K - 1) * u * |x|`` per step, ``(K - 1) u sum|p_k|`` after ``K`` steps; the initial value ``c``
of the accumulator (``C += A*B``) is one more term, ``K u |c|``. This worst case is
reached: small positive terms added to a large f16 sum are all rounded away in the same direction.
With ``tf32`` the contraction's products also carry the tf32 rounding of both factors
(``2 * 2^-10`` relative). Integers computed from floats (``fptosi``...) inherit a bound where the
float's interval crosses an integer; every other integer is exact.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
from mlir import ir, passmanager

from tirc.diagnostics import TircError
from tirc.passes.linalg.constants import elements_bytes
from tirc.passes.linalg.weights_as_inputs import make_weights_inputs
from tirc.mlir_support import is_mlir_error, rank_reduced_dims
from tirc.dtypes import float_format, from_storage, is_float, storage_dtype, to_storage

Array = np.ndarray
Bound = np.ndarray | None   # absolute error bound per element; None: exact

# Math library functions are accurate to a few ulps (CUDA's libdevice: at most 4 for those below).
_LIBRARY_ROUNDING = 8.0     # in unit roundoffs: 4 ulps
_TF32_FACTOR_ERROR = 2.0 ** -10   # relative error of one f32 -> tf32 conversion (nearest or truncated)


def _element(t: ir.Type) -> ir.Type:
    return ir.ShapedType(t).element_type if isinstance(t, ir.ShapedType) else t


def _element_name(t: ir.Type) -> str:
    return "i64" if isinstance(_element(t), ir.IndexType) else str(_element(t))


def _width(t: ir.Type) -> int:
    element = _element(t)
    if isinstance(element, ir.IndexType):
        return 64
    if isinstance(element, ir.IntegerType):
        return ir.IntegerType(element).width
    raise TircError(f"reference: expected an integer type, got {element}")


# ---------------------------------------------------------------------------------------------
# Integers at their width


def _signed(value: Any) -> Array:
    """A value as int64 (i1 booleans as their signed reading, -1 and 0)."""
    array = np.asarray(value)
    if array.dtype == bool:
        return -array.astype(np.int64)
    return array.astype(np.int64)


def _wrap(value: Any, width: int) -> Array:
    """The signed reading of the low ``width`` bits (i1: a bool)."""
    array = np.asarray(value).astype(np.int64)
    if width == 1:
        return (array & 1).astype(bool)
    if width >= 64:
        return array
    shift = 64 - width
    return (array << shift) >> shift


def _unsigned(value: Any, width: int) -> Array:
    """The unsigned reading of a ``width``-bit value: int64 up to 63 bits, uint64 for 64."""
    array = _signed(value)
    if width >= 64:
        return array.astype(np.uint64)
    return array & ((1 << width) - 1)


def _trunc_div(a: Array, b: Array) -> Array:
    # From the floor quotient, without |a| (which overflows for the most negative i64).
    safe = np.where(b == 0, 1, b)
    inexact = np.remainder(a, safe) != 0
    quotient = np.floor_divide(a, safe) + (inexact & ((a < 0) != (safe < 0)))
    return np.where(b == 0, 0, quotient)


def _shift_amount(b: Array, width: int) -> tuple[Array, Array]:
    """(amount clamped into range, where the amount is at least the width: the IR's poison)."""
    b = _signed(b)
    too_far = (b < 0) | (b >= width)
    return np.where(too_far, 0, b), too_far


def _integer_op(name: str, op: ir.Operation, args: list[Any]) -> Any:
    """Evaluate an integer arith op at the widths of its operand and result types."""
    out, width = _width(op.results[0].type), _width(op.operands[0].type)
    if name in ("arith.extsi", "arith.index_cast"):
        return _wrap(_signed(args[0]), out)
    if name in ("arith.extui", "arith.index_castui"):
        return _wrap(_unsigned(args[0], width), out)
    if name == "arith.trunci":
        return _wrap(_signed(args[0]), out)
    a, b = _signed(args[0]), _signed(args[-1])
    with np.errstate(over="ignore"):
        if name == "arith.cmpi":
            predicate = ir.IntegerAttr(op.attributes["predicate"]).value
            if predicate >= 6:   # ult ule ugt uge: the bits read unsigned
                a, b = _unsigned(a, width), _unsigned(b, width)
            return [np.equal, np.not_equal, np.less, np.less_equal, np.greater, np.greater_equal,
                    np.less, np.less_equal, np.greater, np.greater_equal][predicate](a, b)
        if name in ("arith.divui", "arith.remui", "arith.maxui", "arith.minui", "arith.shrui"):
            ua, ub = _unsigned(a, width), _unsigned(b, width)
            if name == "arith.shrui":
                amount, too_far = _shift_amount(b, width)
                return _wrap(np.where(too_far, 0, ua >> amount.astype(ua.dtype)).astype(np.uint64), out)
            if name in ("arith.maxui", "arith.minui"):
                return _wrap((np.maximum if name == "arith.maxui" else np.minimum)(ua, ub).astype(np.uint64), out)
            safe = np.where(ub == 0, 1, ub).astype(ua.dtype)
            result = ua // safe if name == "arith.divui" else ua % safe
            return _wrap(np.where(ub == 0, 0, result).astype(np.uint64), out)
        if name == "arith.shli":
            amount, too_far = _shift_amount(b, width)
            return _wrap(np.where(too_far, 0, a << amount), out)
        if name == "arith.shrsi":
            amount, too_far = _shift_amount(b, width)
            return _wrap(np.where(too_far, np.where(a < 0, -1, 0), a >> amount), out)
        if name == "arith.divsi":
            return _wrap(_trunc_div(a, b), out)
        if name == "arith.remsi":
            return _wrap(a - _trunc_div(a, b) * b, out)
        if name in ("arith.floordivsi", "arith.ceildivsi"):
            safe = np.where(b == 0, 1, b)
            result = a // safe if name == "arith.floordivsi" else a // safe + (np.remainder(a, safe) != 0)
            return _wrap(np.where(b == 0, 0, result), out)
        binary = {"arith.addi": np.add, "arith.subi": np.subtract, "arith.muli": np.multiply,
                  "arith.andi": np.bitwise_and, "arith.ori": np.bitwise_or, "arith.xori": np.bitwise_xor,
                  "arith.maxsi": np.maximum, "arith.minsi": np.minimum}
        if name in binary:
            return _wrap(binary[name](a, b), out)
        if name == "math.absi":
            return _wrap(np.abs(a), out)
    raise TircError(f"the numpy reference cannot interpret '{name}'",
                    hint="compare without a reference (tirc run --no-check)")


_INTEGER_OPS = {
    "arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
    "arith.floordivsi", "arith.ceildivsi", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui",
    "arith.andi", "arith.ori", "arith.xori", "arith.shli", "arith.shrsi", "arith.shrui",
    "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast", "arith.index_castui", "arith.cmpi",
    "math.absi",
}
# Integer ops whose result moves by at most the sum (add, sub, min/max: the max) of the operands'
# bounds; the bound of any other integer op on inexact operands is unknown (infinite).
_INTEGER_LINEAR = {"arith.addi", "arith.subi", "arith.extsi", "arith.trunci", "arith.index_cast", "math.absi"}
_INTEGER_MAXED = {"arith.maxsi", "arith.minsi"}


def _integer_bound(name: str, args: list[Any], bounds: list[Bound], result: Any) -> Bound:
    if all(b is None for b in bounds):
        return None
    known = [np.zeros(np.shape(a)) if b is None else b for a, b in zip(args, bounds)]
    if name in _INTEGER_LINEAR:
        return sum(known[1:], known[0])
    if name in _INTEGER_MAXED:
        return np.maximum(known[0], known[1])
    if name == "arith.muli":
        a, b = np.abs(_signed(args[0])).astype(np.float64), np.abs(_signed(args[1])).astype(np.float64)
        return a * known[1] + b * known[0] + known[0] * known[1]
    if name == "arith.cmpi":   # the comparison is uncertain where an operand is
        return np.where((known[0] + known[1]) > 0, 1.0, 0.0)
    return np.where(sum(known[1:], known[0]) > 0, np.inf, 0.0) * np.ones(np.shape(result))


# ---------------------------------------------------------------------------------------------
# Floats


def _cmpf(predicate: int, a: Array, b: Array) -> Array:
    # arith.cmpf predicates: 0 false, 1 oeq, 2 ogt, 3 oge, 4 olt, 5 ole, 6 one, 7 ord,
    # 8 ueq, 9 ugt, 10 uge, 11 ult, 12 ule, 13 une, 14 uno, 15 true
    unordered = np.isnan(a) | np.isnan(b)
    with np.errstate(invalid="ignore"):
        base = {1: a == b, 2: a > b, 3: a >= b, 4: a < b, 5: a <= b, 6: a != b}
    if predicate == 0:
        return np.zeros(np.broadcast(a, b).shape, bool)
    if predicate == 15:
        return np.ones(np.broadcast(a, b).shape, bool)
    if predicate == 7:
        return ~unordered
    if predicate == 14:
        return unordered
    if predicate <= 6:
        return base[predicate] & ~unordered
    return base[predicate - 7] | unordered


def _round_half_away(a: Array) -> Array:
    return np.where(a >= 0, np.floor(a + 0.5), np.ceil(a - 0.5))


# name -> (function on float64, rounding of one evaluation in unit roundoffs of the result type)
_FLOAT_OPS: dict[str, tuple[Callable[..., Array], float]] = {
    "arith.addf": (np.add, 1), "arith.subf": (np.subtract, 1), "arith.mulf": (np.multiply, 1),
    "arith.divf": (np.divide, 1), "arith.remf": (np.fmod, 0),
    "arith.maximumf": (np.maximum, 0), "arith.minimumf": (np.minimum, 0),
    "arith.maxnumf": (np.fmax, 0), "arith.minnumf": (np.fmin, 0), "arith.negf": (np.negative, 0),
    "math.absf": (np.abs, 0), "math.copysign": (np.copysign, 0), "math.floor": (np.floor, 0),
    "math.ceil": (np.ceil, 0), "math.trunc": (np.trunc, 0), "math.roundeven": (np.rint, 0),
    "math.round": (_round_half_away, 0), "math.fma": (lambda a, b, c: a * b + c, 1), "math.sqrt": (np.sqrt, 1),
    "math.rsqrt": (lambda a: 1.0 / np.sqrt(a), _LIBRARY_ROUNDING),
    "math.tanh": (np.tanh, _LIBRARY_ROUNDING), "math.exp": (np.exp, _LIBRARY_ROUNDING),
    "math.exp2": (np.exp2, _LIBRARY_ROUNDING), "math.expm1": (np.expm1, _LIBRARY_ROUNDING),
    "math.log": (np.log, _LIBRARY_ROUNDING), "math.log2": (np.log2, _LIBRARY_ROUNDING),
    "math.log10": (np.log10, _LIBRARY_ROUNDING), "math.log1p": (np.log1p, _LIBRARY_ROUNDING),
    "math.sin": (np.sin, _LIBRARY_ROUNDING), "math.cos": (np.cos, _LIBRARY_ROUNDING),
    "math.tan": (np.tan, _LIBRARY_ROUNDING), "math.atan": (np.arctan, _LIBRARY_ROUNDING),
    "math.erf": (np.vectorize(math.erf, otypes=[np.float64]), _LIBRARY_ROUNDING),
    "math.powf": (np.power, _LIBRARY_ROUNDING),
    # An integer power may be a chain of |n| multiplications (see float_op) or a library call.
    "math.fpowi": (np.power, _LIBRARY_ROUNDING),
}


def _propagated(fn: Callable[..., Array], args: list[Array], bounds: list[Bound], result: Array) -> Array:
    """First order: how far ``fn`` moves when each inexact operand moves by its bound."""
    total = np.zeros(np.shape(result))
    for position, bound in enumerate(bounds):
        if bound is None:
            continue
        worst = np.zeros(np.shape(result))
        for sign in (1.0, -1.0):
            moved = list(args)
            moved[position] = args[position] + sign * bound
            worst = np.maximum(worst, np.abs(fn(*moved) - result))
        total = total + worst
    return np.where(np.isnan(total) & ~np.isnan(result), np.inf, np.nan_to_num(total, nan=0.0))


def _to_float(value: Any) -> Array:
    array = np.asarray(value)
    return array.astype(np.float64) if array.dtype.kind != "f" else array


def _truncf(value: Array, target: str) -> Array:
    limit = float_format(target)
    # Round-to-nearest overflows to infinity from half an ulp above the largest finite number.
    overflow = limit.max_finite + 0.5 * float(limit.ulp(np.float64(limit.max_finite)))
    return np.where(np.abs(value) >= overflow, np.copysign(np.inf, value), value)


def _bitcast(value: Any, source: str, target: str) -> Array:
    """Reinterpret the bits: through the device representation of both types."""
    raw = to_storage(value, source)
    return from_storage(raw.view(storage_dtype(target)), target)


# ---------------------------------------------------------------------------------------------
# The interpreter


def _reshaped(op: ir.Operation, args: list[Any]) -> tuple[int, ...]:
    """The result shape of a reshape, its dynamic sizes taken from the operands or the source."""
    shape = list(ir.ShapedType(op.results[0].type).shape)
    dynamic = ir.ShapedType.get_dynamic_size()
    if dynamic not in shape:
        return tuple(shape)
    if op.name == "tensor.collapse_shape":
        groups = [[ir.IntegerAttr(d).value for d in ir.ArrayAttr(g)] for g in ir.ArrayAttr(op.attributes["reassociation"])]
        source = np.shape(args[0])
        return tuple(int(np.prod([source[d] for d in group], dtype=np.int64)) for group in groups)
    if op.name == "tensor.expand_shape":
        sizes = iter(int(a) for a in args[1:])
        return tuple(next(sizes) if d == dynamic else d for d in ir.DenseI64ArrayAttr(op.attributes["static_output_shape"]))
    return tuple(int(a) for a in np.asarray(args[1]).ravel())   # tensor.reshape's shape operand


def _slice_window(op: ir.Operation, args: list[Any], first_index: int) -> tuple[slice, ...]:
    """The numpy window of a tensor.extract_slice/insert_slice: offsets, sizes and strides."""
    dynamic = ir.ShapedType.get_dynamic_size()
    operands = iter(int(a) for a in args[first_index:])
    def mixed(attr: str) -> list[int]:
        return [next(operands) if v == dynamic else v for v in ir.DenseI64ArrayAttr(op.attributes[attr])]
    offsets, sizes, strides = mixed("static_offsets"), mixed("static_sizes"), mixed("static_strides")
    return tuple(slice(o, o + (n - 1) * s + 1 if n else o, s) for o, n, s in zip(offsets, sizes, strides))


def _zeros(shape: tuple[int, ...], element: ir.Type) -> Array:
    name = _element_name(element)
    return np.zeros(shape, np.float64 if is_float(name) else (bool if name == "i1" else np.int64))


@dataclass
class _Reduction:
    accumulators: set[ir.Value]   # the body's output arguments
    length: int                   # K: the number of points of the reduction dimensions


class _Interpreter:
    def __init__(self, func: ir.Operation, tf32: bool) -> None:
        self.func = func
        self.tf32 = tf32
        self.env: dict[ir.Value, Any] = {}
        self.bounds: dict[ir.Value, Bound] = {}
        self.reduction: _Reduction | None = None

    def run(self, args: list[Array]) -> tuple[list[Array], list[Array], list[Bound], list[Bound]]:
        """(results, arguments after the call, their bounds): memref arguments may be written in place."""
        entry = self.func.regions[0].blocks[0]
        for value, array in zip(entry.arguments, args):
            self.env[value] = _canonical(array, value.type)
        for op in entry.operations:
            op = op.operation
            if op.name == "func.return":
                return ([_output(self.env[v]) for v in op.operands], [_output(self.env[v]) for v in entry.arguments],
                        [self.bound(v) for v in op.operands], [self.bound(v) for v in entry.arguments])
            self.execute(op)
        raise TircError("function without func.return")

    def value(self, v: ir.Value) -> Any:
        return self.env[v]

    def bound(self, v: ir.Value) -> Bound:
        return self.bounds.get(v)

    def set(self, v: ir.Value, value: Any, bound: Bound = None) -> None:
        self.env[v] = value
        self.bounds[v] = None if bound is None or not np.any(bound) else bound

    def execute(self, op: ir.Operation) -> None:
        name = op.name
        args = [self.value(v) for v in op.operands]
        bounds = [self.bound(v) for v in op.operands]
        if name == "arith.constant":
            self.set(op.results[0], _constant(op))
        elif name == "memref.get_global":
            self.set(op.results[0], self.global_value(ir.FlatSymbolRefAttr(op.attributes["name"]).value,
                                                      ir.ShapedType(op.results[0].type)))
        elif name == "tensor.empty" or name in ("memref.alloc", "memref.alloca"):
            shaped = ir.ShapedType(op.results[0].type)
            dynamic = iter(int(a) for a in args)
            shape = tuple(next(dynamic) if d == ir.ShapedType.get_dynamic_size() else d for d in shaped.shape)
            self.set(op.results[0], _zeros(shape, shaped.element_type))
        elif name in ("tensor.dim", "memref.dim"):
            self.set(op.results[0], np.int64(np.shape(args[0])[int(args[1])]))
        elif name in ("tensor.cast", "memref.cast"):
            self.set(op.results[0], args[0], bounds[0])
        elif name in ("tensor.collapse_shape", "tensor.expand_shape", "tensor.reshape"):
            shape = _reshaped(op, args)
            self.set(op.results[0], np.reshape(args[0], shape).copy(),
                     None if bounds[0] is None else np.reshape(bounds[0], shape).copy())
        elif name == "tensor.extract_slice":
            window = _slice_window(op, args, first_index=1)
            result = np.asarray(args[0])[window]
            kept = rank_reduced_dims(list(result.shape), list(ir.ShapedType(op.results[0].type).shape))
            shape = tuple(result.shape[dim] for dim in kept)
            self.set(op.results[0], np.reshape(result, shape).copy(),
                     None if bounds[0] is None else np.reshape(np.asarray(bounds[0])[window], shape).copy())
        elif name == "tensor.insert_slice":
            target = np.array(args[1], copy=True)
            window = _slice_window(op, args, first_index=2)
            target[window] = np.reshape(args[0], target[window].shape)
            bound = None
            if bounds[0] is not None or bounds[1] is not None:
                bound = np.zeros(target.shape) if bounds[1] is None else np.array(bounds[1], copy=True)
                bound[window] = 0.0 if bounds[0] is None else np.reshape(bounds[0], bound[window].shape)
            self.set(op.results[0], target, bound)
        elif name == "linalg.generic":
            self.generic(op)
        elif name == "tensor.pad":
            self.pad(op, args, bounds)
        elif name == "tensor.extract":
            self.extract(op, args, bounds)
        elif name == "cf.assert":
            if not np.all(args[0]):
                raise TircError(f"reference: assertion failed: {ir.StringAttr(op.attributes['msg']).value}")
        elif name in _FLOAT_OPS:
            self.float_op(op, args, bounds)
        elif name in _INTEGER_OPS or (name == "arith.select" and not is_float(_element_name(op.results[0].type))):
            result = _integer_op(name, op, args) if name != "arith.select" else np.where(args[0], args[1], args[2])
            bound = self.select_bound(args, bounds) if name == "arith.select" else _integer_bound(name, args, bounds,
                                                                                                    result)
            self.set(op.results[0], result, bound)
        else:
            self.conversion(op, name, args, bounds)

    def global_value(self, symbol: str, shaped: ir.ShapedType) -> Array:
        """The initial value of a constant memref.global (linalg on memrefs reading a table)."""
        for op in self.func.parent.regions[0].blocks[0].operations:
            op = op.operation
            if op.name == "memref.global" and ir.StringAttr(op.attributes["sym_name"]).value == symbol:
                if "constant" not in op.attributes or "initial_value" not in op.attributes:
                    raise TircError(f"reference: memref.global @{symbol} is not a constant with a value")
                value = op.attributes["initial_value"].maybe_downcast()
                if isinstance(value, ir.DenseElementsAttr) and ir.DenseElementsAttr(value).is_splat:
                    return _splat(value, shaped)
                return _elements(value, shaped)
        raise TircError(f"reference: no memref.global @{symbol}")

    def pad(self, op: ir.Operation, args: list[Any], bounds: list[Bound]) -> None:
        """tensor.pad with static amounts and a value defined outside its region (exact)."""
        region_yield = list(op.regions[0].blocks[0].operations)[-1].operation
        value = region_yield.operands[0]
        if value not in self.env:
            raise TircError("reference: a tensor.pad whose value is computed in its region is not supported")
        widths = list(zip(ir.DenseI64ArrayAttr(op.attributes["static_low"]),
                          ir.DenseI64ArrayAttr(op.attributes["static_high"])))
        if any(ir.ShapedType.get_dynamic_size() in width for width in widths):
            raise TircError("reference: a tensor.pad with dynamic amounts is not supported")
        padded = np.pad(np.asarray(args[0]), widths, constant_values=self.value(value))
        bound = None if bounds[0] is None else np.pad(np.asarray(bounds[0]), widths)
        self.set(op.results[0], padded, bound)

    def extract(self, op: ir.Operation, args: list[Any], bounds: list[Bound]) -> None:
        """tensor.extract %t[%i, ...]: in a linalg.generic body the indices are arrays (a gather)."""
        tensor, indices = np.asarray(args[0]), [np.asarray(a, dtype=np.int64) for a in args[1:]]
        if any(b is not None for b in bounds[1:]):
            raise TircError("reference: tensor.extract at an index computed from floats is not supported")
        for dim, (index, size) in enumerate(zip(indices, tensor.shape)):
            outside = (index < 0) | (index >= size)
            if np.any(outside):
                raise TircError(f"tensor.extract index {int(index[outside].flat[0])} out of bounds for dimension "
                                f"{dim} of size {size}", hint="give the index input its range: tirc run "
                                "--input-range NAME=0:SIZE-1")
        position = tuple(indices)
        self.set(op.results[0], tensor[position], None if bounds[0] is None else np.asarray(bounds[0])[position])

    def float_op(self, op: ir.Operation, args: list[Any], bounds: list[Bound]) -> None:
        fn, rounding = _FLOAT_OPS[op.name]
        values = [_to_float(a) for a in args]
        if op.name == "math.fpowi":
            # x**n by repeated squaring: each factor's relative error doubles, n - 1 roundings in
            # all (one more for the reciprocal of a negative n).
            rounding = np.maximum(rounding, np.abs(values[1]))
        with np.errstate(all="ignore"):
            result = fn(*values)
            bound = _propagated(fn, values, bounds, result)
            u = float_format(_element_name(op.results[0].type)).unit_roundoff
            combined = [v for v, operand in zip(values, op.operands) if self.reduction
                        and operand not in self.reduction.accumulators]
            if self.reduction and op.name in ("arith.addf", "arith.subf") and len(combined) == 1:
                # acc + x: the reduction may add its terms in any order (see the module docstring).
                bound = bound + (self.reduction.length - 1) * u * np.abs(combined[0])
            elif np.any(rounding):
                bound = bound + rounding * u * np.abs(result)
            if self.tf32 and self.reduction and op.name == "arith.mulf":
                bound = bound + 2 * _TF32_FACTOR_ERROR * np.abs(result)
        self.set(op.results[0], result, np.where(np.isnan(result), 0.0, bound))

    def select_bound(self, args: list[Any], bounds: list[Bound]) -> Bound:
        if all(b is None for b in bounds):
            return None
        condition, a, b = args
        ea, eb = (np.zeros(np.shape(v)) if e is None else e for v, e in zip((a, b), bounds[1:]))
        chosen = np.where(condition, ea, eb)
        if bounds[0] is None:
            return chosen
        # An uncertain condition may pick either value.
        spread = np.abs(_to_float(a) - _to_float(b))
        return np.where(bounds[0] > 0, np.maximum(np.maximum(ea, eb), spread), chosen)

    def conversion(self, op: ir.Operation, name: str, args: list[Any], bounds: list[Bound]) -> None:
        result_type = _element_name(op.results[0].type)
        source_type = _element_name(op.operands[0].type) if op.operands else ""
        value, bound = (args[0], bounds[0]) if args else (None, None)
        with np.errstate(all="ignore"):
            if name == "arith.extf":
                self.set(op.results[0], value, bound)
            elif name == "arith.truncf":
                result = _truncf(value, result_type)
                rounding = float_format(result_type).unit_roundoff * np.abs(result)
                self.set(op.results[0], result, rounding if bound is None else bound + rounding)
            elif name in ("arith.sitofp", "arith.uitofp"):
                width = _width(op.operands[0].type)
                exact = _signed(value) if name == "arith.sitofp" else _unsigned(value, width)
                result = exact.astype(np.float64)
                rounding = float_format(result_type).unit_roundoff * np.abs(result)
                self.set(op.results[0], result, rounding if bound is None else bound + rounding)
            elif name in ("arith.fptosi", "arith.fptoui"):
                width = _width(op.results[0].type)
                result = _wrap(np.trunc(np.nan_to_num(value)), width)
                if bound is not None:   # where the float's interval crosses an integer
                    low, high = np.trunc(value - bound), np.trunc(value + bound)
                    bound = np.maximum(np.abs(high - np.trunc(value)), np.abs(np.trunc(value) - low))
                self.set(op.results[0], result, bound)
            elif name == "arith.bitcast":
                if bound is not None:
                    raise TircError("reference: arith.bitcast of a value that is not exact is not supported")
                self.set(op.results[0], _bitcast(value, source_type, result_type))
            elif name == "arith.select":
                self.set(op.results[0], np.where(args[0], args[1], args[2]), self.select_bound(args, bounds))
            elif name == "arith.cmpf":
                predicate = ir.IntegerAttr(op.attributes["predicate"]).value
                a, b = (_to_float(v) for v in args)
                result = _cmpf(predicate, a, b)
                spread = sum(np.zeros(np.shape(result)) if e is None else e for e in bounds)
                uncertain = None if all(e is None for e in bounds) else np.where(
                    (spread > 0) & (np.abs(a - b) <= spread), 1.0, 0.0)
                self.set(op.results[0], result, uncertain)
            else:
                raise TircError(f"the numpy reference cannot interpret '{name}'",
                                hint="compare without a reference (tirc run --no-check)")

    def generic(self, op: ir.Operation) -> None:
        maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]
        iterators = [str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"])]
        n_in = len(op.opview.inputs)
        operands = [self.value(v) for v in op.operands]
        operand_bounds = [self.bound(v) for v in op.operands]
        ranges: list[int | None] = [None] * maps[0].n_dims
        for amap, operand in zip(maps, operands):
            for position, result in enumerate(amap.results):
                if isinstance(result, ir.AffineDimExpr):
                    ranges[result.position] = np.shape(operand)[position]
        if any(r is None for r in ranges):
            raise TircError("reference: cannot infer the loop ranges of a linalg.generic")
        parallel = [d for d, kind in enumerate(iterators) if "parallel" in kind]
        reduction = [d for d, kind in enumerate(iterators) if "reduction" in kind]
        grids = np.indices([ranges[d] for d in parallel], sparse=True) if parallel else []
        dims: list[Any] = [0] * len(ranges)
        for position, d in enumerate(parallel):
            dims[d] = grids[position]
        body = op.regions[0].blocks[0]
        outputs, out_bounds, out_maps = operands[n_in:], operand_bounds[n_in:], maps[n_in:]
        shape = tuple(ranges[d] for d in parallel)

        def gathered(operand: Any, amap: ir.AffineMap) -> Any:
            return np.broadcast_to(_gather(operand, amap, dims), shape).copy() if np.ndim(operand) else \
                np.full(shape, operand)

        accumulators = [gathered(o, m) for o, m in zip(outputs, out_maps)]
        acc_bounds: list[Bound] = [None if b is None else gathered(b, m) for b, m in zip(out_bounds, out_maps)]
        length = int(np.prod([ranges[d] for d in reduction])) if reduction else 1
        context = _Reduction(set(body.arguments[n_in:]), length) if reduction else None
        if reduction:
            # The initial value (C of C += A*B) is one more term of the sum: in any order, up to K
            # roundings may see it (the module docstring's bound, with K + 1 terms).
            for position, arg in enumerate(body.arguments[n_in:]):
                element = _element_name(arg.type)
                if is_float(element):
                    initial = _to_float(accumulators[position])
                    # An infinite initial value (max/min's -inf/+inf) is exact: no sum sees it.
                    extra = np.where(np.isfinite(initial),
                                     length * float_format(element).unit_roundoff * np.abs(initial), 0.0)
                    acc_bounds[position] = extra if acc_bounds[position] is None else acc_bounds[position] + extra
        for point in itertools.product(*(range(ranges[d]) for d in reduction)):
            for d, index in zip(reduction, point):
                dims[d] = index
            values: dict[ir.Value, Any] = {}
            bounds: dict[ir.Value, Bound] = {}
            for arg, operand, bound, amap in zip(body.arguments[:n_in], operands[:n_in], operand_bounds[:n_in],
                                                 maps[:n_in]):
                values[arg] = _gather(operand, amap, dims) if np.ndim(operand) else operand
                bounds[arg] = None if bound is None else (_gather(bound, amap, dims) if np.ndim(bound) else bound)
            for arg, acc, bound in zip(body.arguments[n_in:], accumulators, acc_bounds):
                values[arg], bounds[arg] = acc, bound
            yielded = self._body(body, values, bounds, dims, context)
            accumulators = [np.broadcast_to(np.asarray(v), shape).copy() for v, _ in yielded]
            acc_bounds = [None if b is None else np.broadcast_to(b, shape).copy() for _, b in yielded]
        targets: list[tuple[Array, Bound]] = []
        for operand, bound, amap, acc, acc_bound in zip(outputs, out_bounds, out_maps, accumulators, acc_bounds):
            index = tuple(_affine_index(r, dims) for r in amap.results)
            target = np.array(operand, copy=True, dtype=np.asarray(operand).dtype)
            target[index] = acc
            target_bound = None
            if bound is not None or acc_bound is not None:
                target_bound = np.zeros(np.shape(target)) if bound is None else np.array(bound, copy=True)
                target_bound[index] = 0.0 if acc_bound is None else acc_bound
            targets.append((target, target_bound))
        if op.results:  # on tensors: new values
            for result_value, (target, target_bound) in zip(op.results, targets):
                self.set(result_value, target, target_bound)
        else:  # on memrefs: the outputs are updated in place
            for value, (target, target_bound) in zip(op.operands[n_in:], targets):
                self.env[value][...] = target
                self.bounds[value] = target_bound

    def _body(self, body: ir.Block, values: dict[ir.Value, Any], bounds: dict[ir.Value, Bound], dims: list[Any],
              reduction: _Reduction | None) -> list[tuple[Any, Bound]]:
        saved = self.env, self.bounds, self.reduction
        self.env, self.bounds, self.reduction = {**saved[0], **values}, {**saved[1], **bounds}, reduction
        try:
            for inner in body.operations:
                inner = inner.operation
                if inner.name == "linalg.yield":
                    return [(self.env[v], self.bound(v)) for v in inner.operands]
                if inner.name == "linalg.index":
                    self.set(inner.results[0], dims[ir.IntegerAttr(inner.attributes["dim"]).value])
                    continue
                self.execute(inner)
        finally:
            self.env, self.bounds, self.reduction = saved
        raise TircError("linalg.generic body without linalg.yield")


def _canonical(array: Any, t: ir.Type) -> Array:
    """An argument in the interpreter's representation of its element type."""
    name = _element_name(t)
    values = np.array(array, copy=True)
    if is_float(name):
        return values.astype(np.float64)
    if values.dtype.kind == "f":
        values = values.astype(np.int64)
    return _wrap(values, _width(t))


def _output(value: Any) -> Array:
    array = np.asarray(value)
    return array.astype(np.int64) if array.dtype == bool else array


def _affine_index(expr: ir.AffineExpr, dims: list[Any]) -> Any:
    if isinstance(expr, ir.AffineDimExpr):
        return dims[expr.position]
    if isinstance(expr, ir.AffineConstantExpr):
        return expr.value
    for kind, fn in ((ir.AffineAddExpr, np.add), (ir.AffineMulExpr, np.multiply), (ir.AffineModExpr, np.mod),
                     (ir.AffineFloorDivExpr, np.floor_divide),
                     (ir.AffineCeilDivExpr, lambda a, b: -np.floor_divide(-a, b))):
        if isinstance(expr, kind):
            binary = expr
            return fn(_affine_index(binary.lhs, dims), _affine_index(binary.rhs, dims))
    raise TircError(f"reference: unsupported indexing expression {expr}")


def _gather(array: Any, amap: ir.AffineMap, dims: list[Any]) -> Any:
    if not amap.results:
        return np.asarray(array)[()]
    return np.asarray(array)[tuple(_affine_index(r, dims) for r in amap.results)]


def _constant(op: ir.Operation) -> Any:
    attr = op.attributes["value"]
    t = op.results[0].type
    if isinstance(attr, ir.FloatAttr):
        return np.float64(ir.FloatAttr(attr).value)
    if isinstance(attr, ir.BoolAttr):
        return np.bool_(ir.BoolAttr(attr).value)
    if isinstance(attr, ir.IntegerAttr):
        return _wrap(ir.IntegerAttr(attr).value, _width(t))[()]
    if isinstance(attr, ir.DenseElementsAttr) and ir.DenseElementsAttr(attr).is_splat:
        return _splat(attr, ir.ShapedType(t))
    if isinstance(t, ir.ShapedType):   # dense<[...]> or dense_resource<KEY>: what a weight holds
        return _elements(attr, ir.ShapedType(t))
    raise TircError(f"reference: unsupported constant {attr}")


def _splat(attr: ir.Attribute, shaped: ir.ShapedType) -> Array:
    floats = is_float(_element_name(shaped.element_type))
    splat = ir.DenseElementsAttr(attr).get_splat_value()
    scalar = float(ir.FloatAttr(splat).value) if floats else (
        ir.BoolAttr(splat).value if isinstance(splat, ir.BoolAttr) else ir.IntegerAttr(splat).value)
    values = np.full(tuple(shaped.shape), scalar)
    return values.astype(np.float64) if floats else _wrap(values.astype(np.int64), _width(shaped))


def _elements(attr: ir.Attribute, shaped: ir.ShapedType) -> Array:
    """The values of a non-splat tensor constant, read as the launch plan reads a weight's bytes."""
    name = _element_name(shaped.element_type)
    try:
        data = elements_bytes(attr)
    except ValueError as error:
        raise TircError(f"reference: cannot read the constant {shaped}: {error}") from None
    values = from_storage(np.frombuffer(data, storage_dtype(name)).reshape(tuple(shaped.shape)), name)
    return values if is_float(name) else _wrap(values, _width(shaped))


# ---------------------------------------------------------------------------------------------
# Public API


@dataclass
class ReferenceRun:
    results: list[Array]           # float64 / int64 values of the function's results
    arguments: list[Array]         # the arguments after the call (memrefs may be written in place)
    result_bounds: list[Bound]     # per element: how far a correct kernel may be (None: exact)
    argument_bounds: list[Bound]


def evaluate(source: str, function: str, inputs: list[Array], tf32: bool = False,
             weights_as_inputs: bool = False) -> ReferenceRun:
    """Evaluate ``function`` of the linalg module text ``source`` on ``inputs``.

    ``tf32``: the contractions were computed on tf32 Tensor Cores (widens their bounds).
    ``weights_as_inputs``: the tensor constants are inputs after the others, as the kernels were
    compiled with --weights=inputs (tir-weights-as-inputs).
    """
    context = ir.Context()
    with context:
        module = ir.Module.parse(source)
        if weights_as_inputs:
            make_weights_inputs(module)
        try:
            passmanager.PassManager.parse("builtin.module(linalg-generalize-named-ops)").run(module.operation)
        except Exception as error:
            if is_mlir_error(error):
                raise TircError(f"reference: {error}") from None
            raise
        for op in module.body.operations:
            op = op.operation
            if op.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == function:
                return ReferenceRun(*_Interpreter(op, tf32).run(inputs))
    raise TircError(f"reference: no function @{function}")


def reference_outputs(source: str, function: str, inputs: list[Array]) -> list[Array]:
    """The values of ``function``'s results on ``inputs``."""
    return evaluate(source, function, inputs).results
