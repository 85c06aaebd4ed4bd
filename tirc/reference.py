"""A numpy reference for linalg functions: interpret the *input* IR, with an error bound per element.

This is independent of everything tirc's pipeline does (bufferization, tiling, kernels, PTX), so
comparing the emulated kernels against it checks the whole compiler. Named linalg ops are first
generalized with MLIR's own ``linalg-generalize-named-ops``; a ``linalg.generic`` is evaluated
vectorised over its parallel dimensions and sequentially over its reduction dimensions (any body,
any combiner). Sums, max/min, argmax and contractions (matmul, conv...) take numpy's reductions
and BLAS instead, with the values and bounds of that step loop (see "Reductions with numpy's
kernels" below).

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

Why ``K - 1`` and not the depth of a summation tree: the bound must hold for every kernel tirc
makes, and several take the full sequential chain. A SIMT kernel and a Tensor Core GEMM add each
output's k-tiles one after the other (K - 1 roundings, split K aside), and a column reduction with
one row thread and no split sums its column in order; only row reductions are trees (a block of
T threads: K / T terms per thread, then log2 T levels). A depth would need the schedule of the
kernel that computes each reduction, which this reference deliberately does not see (it checks
the whole compiler). No rigorous bound can do much better on such sums anyway: for the 10^6 f32
terms of [-1, 1] that a row reduction of 256 threads sums 3906 per thread, even the a-posteriori
bound of that very order, ``u sum |partial sums|``, is about 1.1, more than a typical term, so
one dropped term of 10^6 cannot be told from rounding. With ``(K - 1) u sum|x|`` a dropped or
negated term of [-1, 1] larger than the bound is a MISMATCH up to about K = 4000 in f32.

Overflow: a float op whose result lies past its type's range by more than its bound gives the
IR's infinity, exactly (as ``truncf`` does); within its bound of the threshold either a finite
value or infinity may come out, so the bound is infinite (no digit known). A sum whose terms'
magnitudes add up past the accumulator type's threshold may overflow in some order (a partial
sum is a sum of some of the terms) and stay infinite, or give NaN where both signs overflow, even
where the exact sum is representable (an f16 accumulator): its bound is infinite too. The
comparison (``tirc.runtime.checks``) rounds the reference to the output type; a correctly rounded
infinity passes there.

Folding at compile time (:func:`evaluate_ops`, for ``tir-fold-constant-subgraphs``) wants the
values the IR computes instead of the ideal ones: there every float result is rounded to its type
as it is computed, so a value is what a kernel computing op by op in the IR's precision gets (a
sum or contraction that numpy reduces at once is rounded once, the most accurate of the orders a
kernel may take).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from mlir import ir, passmanager
from mlir.dialects import func as func_dialect

from tirc.diagnostics import TircError
from tirc.passes.linalg.constants import elements_bytes
from tirc.passes.linalg.weights_as_inputs import make_weights_inputs
from tirc.mlir_support import is_mlir_error, new_context, rank_reduced_dims, source_location
from tirc.tm_tensor import SCAN, YIELD, parse_source
from tirc.schedule.attention import ATTENTION_OP, AttentionProblem, View, probability_parts
from tirc.schedule.quant import QUANT_OP, QuantProblem
from tirc.quant import dequantize
from tirc.dtypes import float_format, from_storage, is_float, storage_dtype, to_storage

Array = np.ndarray
Bound = np.ndarray | None   # absolute error bound per element; None: exact


@dataclass
class AssertionFailed(TircError):
    """A ``cf.assert`` the interpreter evaluated does not hold (for some element): the IR's
    program aborts there. ``assertion`` is the assert's message."""

    assertion: str = ""


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


def _overflow_threshold(name: str) -> float:
    """Round-to-nearest overflows to infinity from half an ulp above the largest finite number."""
    limit = float_format(name)
    return limit.max_finite + 0.5 * float(limit.ulp(np.asarray(limit.max_finite)))


def _truncf(value: Array, target: str) -> Array:
    return np.where(np.abs(value) >= _overflow_threshold(target), np.copysign(np.inf, value), value)


def _may_overflow(bound: Array, reach: Array, accumulator: str) -> Array:
    """``bound`` made infinite where a sum's partial sums may leave the accumulator type's range.

    ``reach``: the largest magnitude a partial sum may take in any order (the sum of the terms'
    magnitudes; a partial sum is a sum of some of them). Where it reaches the overflow threshold
    some order a correct kernel may take (tiles, split K) overflows to infinity, and infinity
    stays: the result may be +-inf, or NaN where both signs overflow, even when the exact sum is
    representable (an f16 accumulator). No digit is known there: an infinite bound."""
    return np.where(reach >= _overflow_threshold(accumulator), np.inf, bound)


def _overflowed(result: Array, bound: Array, name: str) -> tuple[Array, Array]:
    """A float op's result in its type's range, as the IR computes it: past the overflow threshold
    by more than its bound, the op's rounding gives infinity (exactly: the IR's value, as for
    truncf); within its bound of the threshold either a finite value or infinity may come out, so
    no digit is known (an infinite bound). f64 results are float64's own."""
    if name == "f64" or not is_float(name):
        return result, bound
    overflow = _overflow_threshold(name)
    magnitude = np.abs(result)
    finite = np.isfinite(result)
    beyond = finite & (magnitude - bound >= overflow)
    near = finite & ~beyond & (magnitude + bound >= overflow)
    if not np.any(beyond | near):
        return result, bound
    return (np.where(beyond, np.copysign(np.inf, result), result),
            np.where(beyond, 0.0, np.where(near, np.inf, bound)))


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
        groups = [[ir.IntegerAttr(d).value for d in ir.ArrayAttr(g)]
                  for g in ir.ArrayAttr(op.attributes["reassociation"])]
        source = np.shape(args[0])
        return tuple(int(np.prod([source[d] for d in group], dtype=np.int64)) for group in groups)
    if op.name == "tensor.expand_shape":
        sizes = iter(int(a) for a in args[1:])
        static_shape = ir.DenseI64ArrayAttr(op.attributes["static_output_shape"])
        return tuple(next(sizes) if d == dynamic else d for d in static_shape)
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


# ---------------------------------------------------------------------------------------------
# Reductions with numpy's kernels
#
# A reduction body that combines each accumulator with a term that does not read any accumulator
# (``acc + x``, ``max(acc, x)``, ``acc + a * b``, an argmax's select) needs no step loop: the terms
# are evaluated at every point of the iteration space at once, or for a contraction ``acc + a*b``
# as matrix products (BLAS), and reduced with numpy. This refines the step loop of
# ``_Interpreter.generic`` exactly: the same values up to float64's summation order, and for a sum
# the closed form of the bound its steps accumulate: ``c``'s bound, ``K u |c|``, and per term its
# own bound plus ``(K - 1) u |term|``; a product ``a * b`` has the bound ``|b| e_a + |a| e_b +
# u |a b|`` (and tf32's). Whatever the closed form does not cover takes the step loop: non-finite
# terms, max/min of inexact values (their bound depends on the order), integers computed from floats.

# Combiners that may take their terms in any order: the numpy function that reduces the terms.
_REDUCERS: dict[str, np.ufunc] = {
    "arith.addf": np.add, "arith.addi": np.add,
    "arith.maximumf": np.maximum, "arith.maxnumf": np.fmax, "arith.maxsi": np.maximum,
    "arith.minimumf": np.minimum, "arith.minnumf": np.fmin, "arith.minsi": np.minimum,
}
# Which extremum a max/min reducer keeps: 1 the greatest, -1 the least.
_EXTREMUM_DIRECTION: dict[np.ufunc, int] = {np.maximum: 1, np.fmax: 1, np.minimum: -1, np.fmin: -1}
# Comparisons that order their operands: predicate -> (1: lhs above rhs, -1: below; strictly). An
# arg-reduction's terms are never NaN (else the step loop runs), so unordered predicates are ordered ones.
_CMPF_ORDER: dict[int, tuple[int, bool]] = {2: (1, True), 3: (1, False), 4: (-1, True), 5: (-1, False),
                                            9: (1, True), 10: (1, False), 11: (-1, True), 12: (-1, False)}
_CMPI_ORDER: dict[int, tuple[int, bool]] = {4: (1, True), 5: (1, False), 2: (-1, True), 3: (-1, False)}
# Iteration spaces up to this many points have their terms evaluated at once (a few float64 arrays
# of that size, 32 MiB each); larger ones that are no contraction take the step loop.
_MATERIALISED_POINTS = 1 << 22
# Contractions: the sum of products, by their combiner.
_CONTRACTIONS: dict[str, str] = {"arith.addf": "arith.mulf", "arith.addi": "arith.muli"}


@dataclass
class _Update:
    """How a reduction body updates one output: ``acc <combiner> term``, or an arg-reduction's select."""
    combiner: str                 # a key of _REDUCERS, or "arith.select" for an arg-reduction
    term: ir.Value                # what is combined; an arg-reduction: what it keeps (the index)
    extremum: int = -1            # an arg-reduction: the output whose max/min picks the point
    last: bool = False            # an arg-reduction: the last of equal extrema wins (else the first)


def _defining_op(value: ir.Value) -> ir.Operation | None:
    owner = value.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def _updates(body: ir.Block, n_in: int) -> tuple[list[ir.Operation], list[_Update]] | None:
    """The body's ops that read no accumulator (the terms), and how each output combines with
    them; None where the body is something else."""
    accumulators = list(body.arguments[n_in:])
    *ops, terminator = [op.operation for op in body.operations]
    reading: set[ir.Value] = set(accumulators)   # values computed from an accumulator
    term_ops, combining = [], []
    for op in ops:
        if any(operand in reading for operand in op.operands):
            if len(op.results) != 1:
                return None
            reading.add(op.results[0])
            combining.append(op.results[0])
        else:
            term_ops.append(op)
    updates: list[_Update] = []
    arg_reductions: dict[int, tuple[ir.Operation, bool]] = {}   # output -> (its comparison, select picks acc)
    used: set[ir.Value] = set()
    for position, (acc, value) in enumerate(zip(accumulators, terminator.operands)):
        op = _defining_op(value)
        operands = list(op.operands) if op is not None else []
        if op is not None and op.name in _REDUCERS and len(operands) == 2 and acc in operands:
            updates.append(_Update(op.name, operands[1 - operands.index(acc)]))
        elif op is not None and op.name == "arith.select" and acc in operands[1:]:
            keeps_acc = operands[1] == acc
            updates.append(_Update(op.name, operands[2 if keeps_acc else 1]))
            comparison = _defining_op(operands[0])
            if comparison is None or comparison.name not in ("arith.cmpf", "arith.cmpi"):
                return None
            arg_reductions[position] = (comparison, keeps_acc)
            used.add(comparison.results[0])
        else:
            return None
        used.add(value)
    for position, (comparison, keeps_acc) in arg_reductions.items():
        predicate = ir.IntegerAttr(comparison.attributes["predicate"]).value
        order = (_CMPF_ORDER if comparison.name == "arith.cmpf" else _CMPI_ORDER).get(predicate)
        lhs, rhs = comparison.operands
        extremum = next((i for i, acc in enumerate(accumulators) if acc in (lhs, rhs)), None)
        if order is None or extremum is None or _REDUCERS.get(updates[extremum].combiner) not in _EXTREMUM_DIRECTION:
            return None
        direction, strict = order
        if lhs == accumulators[extremum]:   # acc ? term: the order seen from the term
            direction = -direction
        if keeps_acc:                        # the term is kept where the comparison fails
            direction, strict = -direction, not strict
        if (updates[extremum].term not in (lhs, rhs) or
                direction != _EXTREMUM_DIRECTION[_REDUCERS[updates[extremum].combiner]]):
            return None
        updates[position] = replace(updates[position], extremum=extremum, last=not strict)
    if set(combining) != used or any(update.term in reading for update in updates):
        return None
    return term_ops, updates


def _cone(value: ir.Value, term_ops: list[ir.Operation],
          inputs: list[ir.Value]) -> tuple[list[ir.Operation], int] | None:
    """The term ops that compute ``value`` from a single input of the body (and constants), in
    order, and that input's position; None if it needs another input or a loop index."""
    needed, ops = {value}, []
    for op in reversed(term_ops):
        if any(result in needed for result in op.results):
            if op.name == "linalg.index":
                return None
            ops.append(op)
            needed.update(op.operands)
    read = [position for position, argument in enumerate(inputs) if argument in needed]
    return (ops[::-1], read[0]) if len(read) == 1 else None


def _linear(expr: ir.AffineExpr) -> tuple[dict[int, int], int] | None:
    """An indexing expression as (loop dim -> coefficient, constant); None unless it is linear."""
    if isinstance(expr, ir.AffineDimExpr):
        return {expr.position: 1}, 0
    if isinstance(expr, ir.AffineConstantExpr):
        return {}, expr.value
    if isinstance(expr, (ir.AffineAddExpr, ir.AffineMulExpr)):
        lhs, rhs = _linear(expr.lhs), _linear(expr.rhs)
        if lhs is None or rhs is None:
            return None
        if isinstance(expr, ir.AffineAddExpr):
            return {d: lhs[0].get(d, 0) + rhs[0].get(d, 0) for d in lhs[0] | rhs[0]}, lhs[1] + rhs[1]
        for (coefficients, constant), (scale_dims, scale) in ((lhs, rhs), (rhs, lhs)):
            if not scale_dims:
                return {d: c * scale for d, c in coefficients.items()}, constant * scale
    return None


def _loop_view(array: Array, amap: ir.AffineMap, ranges: list[int]) -> tuple[Array, list[int]] | None:
    """``array`` read through ``amap`` as an array over the loop dims it depends on, in order: a
    strided view, so a transposed, broadcast or sliding-window (convolution) operand is not copied.
    None unless every index is linear in the loop dims and stays inside the array."""
    array = np.ascontiguousarray(array)
    offset = 0
    loop_strides: dict[int, int] = {}
    for expr, size, stride in zip(amap.results, array.shape, array.strides):
        linear = _linear(expr)
        if linear is None:
            return None
        coefficients, constant = linear
        lowest = constant + sum(min(c, 0) * (ranges[d] - 1) for d, c in coefficients.items())
        highest = constant + sum(max(c, 0) * (ranges[d] - 1) for d, c in coefficients.items())
        if lowest < 0 or highest >= size:
            return None
        offset += constant * stride
        for d, c in coefficients.items():
            if c:
                loop_strides[d] = loop_strides.get(d, 0) + c * stride
    dims = sorted(loop_strides)
    start = array.reshape(-1)[offset // array.itemsize:]
    view = np.lib.stride_tricks.as_strided(start, [ranges[d] for d in dims], [loop_strides[d] for d in dims],
                                           writeable=False)
    return view, dims


def _summed_out(array: Array, dims: list[int], kept: set[int]) -> tuple[Array, list[int]]:
    """``array`` (axes: the loop ``dims``) summed over its dims not ``kept``."""
    alone = [d for d in dims if d not in kept]
    if not alone:
        return array, dims
    return np.sum(array, axis=tuple(dims.index(d) for d in alone)), [d for d in dims if d in kept]


def _contract(x: Array, x_dims: list[int], y: Array, y_dims: list[int], kept: list[int], ranges: list[int]) -> Array:
    """The sum of ``x * y`` over the loop dims not ``kept``, as a batch of matrix products (BLAS for
    floats). The axes of ``x``, ``y`` and the result are the loop dims listed; each kept dim is one
    of x's or y's."""
    x, x_dims = _summed_out(x, x_dims, set(y_dims) | set(kept))   # a dim of one factor: summed first
    y, y_dims = _summed_out(y, y_dims, set(x_dims) | set(kept))
    batch = [d for d in kept if d in x_dims and d in y_dims]
    rows = [d for d in kept if d in x_dims and d not in y_dims]
    columns = [d for d in kept if d in y_dims and d not in x_dims]
    inner = [d for d in x_dims if d in y_dims and d not in kept]

    def size(dims: list[int]) -> int:
        return int(np.prod([ranges[d] for d in dims], dtype=np.int64))

    a = np.transpose(x, [x_dims.index(d) for d in batch + rows + inner]).reshape(size(batch), size(rows), size(inner))
    b = np.transpose(y, [y_dims.index(d) for d in batch + inner + columns]).reshape(size(batch), size(inner),
                                                                                    size(columns))
    product = np.matmul(a, b).reshape([ranges[d] for d in batch + rows + columns])
    return np.transpose(product, [(batch + rows + columns).index(d) for d in kept])


def _arg_reduced(extremum_terms: Array, direction: int, last: bool, extremum_initial: Array, kept: Array,
                 initial: Array, axes: tuple[int, ...]) -> Array:
    """What an arg-reduction's select holds after the last step: ``kept`` at the first (``last``:
    the last) greatest term (direction -1: least), if that term passes the extremum's initial
    value (strictly, for the first), else its own initial value."""
    def along_last(array: Array) -> Array:   # the reduction dims as one last axis, in loop order
        moved = np.moveaxis(array, axes, list(range(array.ndim - len(axes), array.ndim)))
        return moved.reshape(moved.shape[:array.ndim - len(axes)] + (-1,))

    terms = along_last(extremum_terms)
    pick = np.argmax if direction == 1 else np.argmin
    position = (terms.shape[-1] - 1 - pick(terms[..., ::-1], axis=-1) if last else pick(terms, axis=-1))[..., None]
    best = np.take_along_axis(terms, position, axis=-1)[..., 0]
    passes = (np.greater if direction == 1 else np.less)(best, extremum_initial) | (last & (best == extremum_initial))
    return np.where(passes, np.take_along_axis(along_last(kept), position, axis=-1)[..., 0], initial)


class _Interpreter:
    def __init__(self, func: ir.Operation, tf32: bool, elementwise: bool = False, source_file: str = "-",
                 rounded: bool = False) -> None:
        self.func = func
        self.source_file = source_file   # the input's name, for errors located at its ops
        self.tf32 = tf32
        self.elementwise = elementwise   # every reduction by the step loop (the fast paths' specification)
        self.rounded = rounded           # every float value rounded to its type (folding), not exact
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
        self.env[v] = _rounded(value, v.type) if self.rounded else value
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
        elif name == "tensor.concat":
            self.concat(op, args, bounds)
        elif name == "linalg.generic":
            self.generic(op)
        elif name == SCAN:
            self.scan(op, args, bounds)
        elif name == ATTENTION_OP:
            self.attention(op, args, bounds)
        elif name == QUANT_OP:
            self.quant_matmul(op, args, bounds)
        elif name == "tensor.pad":
            self.pad(op, args, bounds)
        elif name == "tensor.extract":
            self.extract(op, args, bounds)
        elif name == "cf.assert":
            if not np.all(args[0]):
                message = ir.StringAttr(op.attributes["msg"]).value
                raise AssertionFailed(f"reference: assertion failed: {message}",
                                      location=source_location(op.location, self.source_file), assertion=message)
        elif name in _FLOAT_OPS:
            self.float_op(op, args, bounds)
        elif name in _INTEGER_OPS or (name == "arith.select" and not is_float(_element_name(op.results[0].type))):
            result = _integer_op(name, op, args) if name != "arith.select" else np.where(args[0], args[1], args[2])
            bound = self.select_bound(args, bounds) if name == "arith.select" else _integer_bound(name, args, bounds,
                                                                                                    result)
            self.set(op.results[0], result, bound)
        else:
            self.conversion(op, name, args, bounds)

    def scan(self, op: ir.Operation, args: list[Any], bounds: list[Bound]) -> None:
        """torch-mlir's ``tm_tensor.scan`` (tirc/tm_tensor.py): inclusive ``out[i] = body(out[i-1],
        x[i])`` from ``out[0] = x[0]``; exclusive ``out[i] = body(out[i-1], x[i-1])`` from the
        accumulator's value; the accumulator result is the last value combined. A sum or product
        of the terms is numpy's cumsum/cumprod, and a prefix of ``k`` float terms is bounded like a
        reduction of ``k`` terms (any order): ``(k - 1) u sum|x|`` for a sum, ``gamma(k - 1) |p|``
        for a product; any other body runs step by step over the scanned dimension."""
        if len(op.results) != 2 or len(args) != 3:
            raise TircError("reference: tm_tensor.scan on buffers (no results) is not supported")
        dim = ir.IntegerAttr(op.attributes["dimension"]).value
        inclusive = ir.BoolAttr(op.attributes["inclusive"]).value
        element = op.results[0].type.element_type
        name = _element_name(element)
        x = np.moveaxis(np.asarray(args[0]), dim, -1)
        x_bound = None if bounds[0] is None else np.moveaxis(np.asarray(bounds[0]), dim, -1)
        seed, seed_bound = np.asarray(args[2]), bounds[2]
        length = x.shape[-1]
        if inclusive:
            terms, term_bounds = x, x_bound
        else:   # the seed, then every element but the last
            terms = np.concatenate([seed[..., None], x[..., :-1]], axis=-1)[..., :length]
            term_bounds = None
            if x_bound is not None or seed_bound is not None:
                pieces = [np.zeros(seed.shape) if seed_bound is None else np.asarray(seed_bound),
                          np.zeros(x.shape) if x_bound is None else x_bound]
                term_bounds = np.concatenate([pieces[0][..., None], pieces[1][..., :-1]], axis=-1)[..., :length]
        *ops, terminator = [inner.operation for inner in op.regions[0].blocks[0].operations]
        if terminator.name != YIELD:
            raise TircError("reference: tm_tensor.scan body without tm_tensor.yield")
        arguments = list(op.regions[0].blocks[0].arguments)
        combiner = ops[0].name if len(ops) == 1 and set(ops[0].operands) == set(arguments) and \
            list(terminator.operands) == [ops[0].results[0]] else None
        counts = np.arange(length, dtype=np.float64)   # roundings before each prefix: k - 1
        result_bound: Bound = None
        with np.errstate(over="ignore", invalid="ignore"):
            if combiner == "arith.addf":
                result = np.cumsum(terms, axis=-1)
                u = float_format(name).unit_roundoff
                reach = np.cumsum(np.abs(terms), axis=-1)
                result_bound = _may_overflow(counts * u * reach, reach, name)
                if term_bounds is not None:
                    result_bound = result_bound + np.cumsum(term_bounds, axis=-1)
            elif combiner in ("arith.addi", "arith.muli"):
                step = np.cumsum if combiner == "arith.addi" else np.cumprod
                result = _wrap(step(terms.astype(np.int64), axis=-1), _width(element))
            elif combiner == "arith.mulf" and term_bounds is None:
                result = np.cumprod(terms, axis=-1)
                roundings = counts * float_format(name).unit_roundoff
                result_bound = roundings / np.maximum(1.0 - roundings, 0.5) * np.abs(result)
            else:
                result, result_bound = self._scan_steps(ops, terminator, arguments, terms, term_bounds)
        if result_bound is not None:
            result_bound = np.moveaxis(result_bound, -1, dim)
        result = np.moveaxis(result, -1, dim)
        self.set(op.results[0], result, result_bound)
        if length == 0 or (inclusive and length == 1):   # TMTensor writes the accumulator from the second step
            self.set(op.results[1], seed, seed_bound)
        else:
            self.set(op.results[1], np.take(result, length - 1, axis=dim),
                     None if result_bound is None else np.take(result_bound, length - 1, axis=dim))

    def quant_matmul(self, op: ir.Operation, args: list[Any], bounds: list[Bound]) -> None:
        """tirc's ``tir.quant_matmul`` on tensors (tirc/schedule/quant.py): the packed u4 weights
        and zero points unpacked, ``w = (q - z) s`` in float64, then ``a w``. The bound covers a
        kernel's roundings: each dequantised weight rounded once to the activations' type
        (``q - z`` is exact, the product with ``s`` is not), f32 sums over K, the output's rounding,
        and the activations' and scales' own bounds to first order."""
        if not op.results:
            raise TircError("reference: tir.quant_matmul on buffers (no results) is not supported")
        p = QuantProblem.of(op, self.source_file)
        a = np.asarray(args[0], dtype=np.float64)
        w = dequantize(np.asarray(args[1]).astype(np.int64), np.asarray(args[2], dtype=np.float64),
                       np.asarray(args[3]).astype(np.int64), p.group)
        with np.errstate(all="ignore"):
            c = a @ w
            magnitude = np.abs(a) @ np.abs(w)
            u_in = float_format(p.element).unit_roundoff
            u_acc = float_format("f32").unit_roundoff
            bound = (u_in + (p.k + 8) * u_acc) * magnitude
            if p.out_element != "f32":
                bound = bound + float_format(p.out_element).unit_roundoff * np.abs(c)
            if bounds[0] is not None:
                bound = bound + np.asarray(bounds[0]) @ np.abs(w)
            if bounds[2] is not None:
                unit = dequantize(np.asarray(args[1]).astype(np.int64), np.asarray(bounds[2], dtype=np.float64),
                                  np.asarray(args[3]).astype(np.int64), p.group)
                bound = bound + np.abs(a) @ np.abs(unit)
        self.set(op.results[0], c, bound)

    def attention(self, op: ir.Operation, args: list[Any], bounds: list[Bound]) -> None:
        """tirc's ``tir.attention`` on tensors (tirc/schedule/attention.py): each operand read
        through its view, ``softmax(scale q kᵀ + mask) v`` in float64 with the causal kinds and
        the empty-row guard. The bound covers a fused kernel's roundings: P rounded to the input
        type before P·V (``u_in sum_j p_j |v_j|``), f32 sums and exponentials over the keys, the
        output's rounding, and the operands' own bounds to first order (a score off by ``ds``
        moves ``o`` by ``sum_j p_j |v_j - o| ds_j``)."""
        if not op.results:
            raise TircError("reference: tir.attention on buffers (no results) is not supported")
        p = AttentionProblem.of(op, self.source_file)
        group = p.group

        def read(index: int, view: View, heads: int, rows: int, cols: int, which: list[Any]) -> Array:
            flat = np.ascontiguousarray(np.asarray(which[index], dtype=np.float64)).reshape(-1)
            shape = (p.batch, heads, rows, cols)
            item = flat.itemsize
            return np.lib.stride_tricks.as_strided(flat[view.offset:], shape, [s * item for s in view.strides]).copy()

        q = read(0, p.q, p.heads, p.seq_q, p.head_dim, args)
        k = np.repeat(read(1, p.k, p.kv_heads, p.seq_kv, p.head_dim, args), group, axis=1)
        v = np.repeat(read(2, p.v, p.kv_heads, p.seq_kv, p.head_dim_v, args), group, axis=1)
        mask = read(3, p.mask, p.heads, p.seq_q, p.seq_kv, args) if p.mask is not None else None
        zero = [np.zeros(np.shape(a)) if b is None else b for a, b in zip(args, bounds)]
        any_bound = any(b is not None for b in bounds)
        with np.errstate(all="ignore"):
            s = p.scale * np.einsum("bhid,bhjd->bhij", q, k)
            if mask is not None:
                s = s + mask
            if p.causal != "none":
                rows = np.arange(p.seq_q)[:, None]
                cols = np.arange(p.seq_kv)[None, :]
                s = np.where(cols <= rows + p.diagonal, s, -np.inf)
            m = np.max(s, axis=-1, keepdims=True) if p.seq_kv else np.full(s.shape[:-1] + (1,), -np.inf)
            empty = ~np.isfinite(m)
            e = np.where(empty, 0.0, np.exp(s - np.where(empty, 0.0, m)))
            total = np.sum(e, axis=-1, keepdims=True)
            probabilities = np.where(total > 0, e / np.where(total > 0, total, 1.0), 0.0)
            o = np.einsum("bhij,bhje->bhie", probabilities, v)
            lse = np.where(total[..., 0] > 0, np.log(np.where(total[..., 0] > 0, total[..., 0], 1.0)) + m[..., 0],
                           -np.inf)
            weighted = np.einsum("bhij,bhje->bhie", probabilities, np.abs(v))
            u_in = float_format(p.element).unit_roundoff ** probability_parts(p)   # P's rounding before P·V
            u_out = float_format(p.out_element).unit_roundoff
            u_acc = float_format("f32").unit_roundoff
            bound = (u_in + (p.seq_kv + 8) * u_acc) * weighted + u_out * np.abs(o)
            if any_bound:
                qb = read(0, p.q, p.heads, p.seq_q, p.head_dim, zero)
                kb = np.repeat(read(1, p.k, p.kv_heads, p.seq_kv, p.head_dim, zero), group, axis=1)
                vb = np.repeat(read(2, p.v, p.kv_heads, p.seq_kv, p.head_dim_v, zero), group, axis=1)
                ds = abs(p.scale) * (np.einsum("bhid,bhjd->bhij", qb, np.abs(k))
                                     + np.einsum("bhid,bhjd->bhij", np.abs(q), kb))
                if p.mask is not None:
                    ds = ds + read(3, p.mask, p.heads, p.seq_q, p.seq_kv, zero)
                spread = np.abs(v[:, :, None, :, :] - o[:, :, :, None, :])      # [b, h, i, j, e]
                bound = bound + np.einsum("bhij,bhije->bhie", probabilities * ds, spread) \
                    + np.einsum("bhij,bhje->bhie", probabilities, vb)

        def write(result: ir.Value, view: View, value: Array, value_bound: Array) -> None:
            shaped = ir.ShapedType(result.type)
            out = np.zeros(int(np.prod(shaped.shape)), dtype=np.float64)
            out_bound = np.zeros_like(out)
            for target, data in ((out, value), (out_bound, value_bound)):
                window = np.lib.stride_tricks.as_strided(target[view.offset:], data.shape,
                                                         [s * target.itemsize for s in view.strides])
                window[...] = data
            self.set(result, out.reshape(shaped.shape), out_bound.reshape(shaped.shape))

        write(op.results[0], p.o, o, bound)
        if p.lse is not None:
            write(op.results[1], p.lse, lse[..., None],
                  (p.seq_kv + 8) * u_acc * np.where(np.isfinite(lse), np.abs(lse) + 1.0, 0.0)[..., None])

    def _scan_steps(self, ops: list[ir.Operation], terminator: ir.Operation, arguments: list[ir.Value],
                    terms: Array, term_bounds: Bound) -> tuple[Array, Bound]:
        """A scan with any body, one step of the scanned (last) axis at a time."""
        result = np.array(terms, copy=True)
        bound = np.zeros(terms.shape) if term_bounds is None else np.array(term_bounds, copy=True)
        for step in range(1, terms.shape[-1]):
            values = {arguments[0]: result[..., step - 1], arguments[1]: terms[..., step]}
            step_bounds = {arguments[0]: bound[..., step - 1] if np.any(bound[..., step - 1]) else None,
                           arguments[1]: None if term_bounds is None else term_bounds[..., step]}
            (value, value_bound), = self._in_body(ops, values, step_bounds, [], None, list(terminator.operands))
            result[..., step] = value
            bound[..., step] = 0.0 if value_bound is None else value_bound
        return result, (bound if np.any(bound) else None)

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

    def sizes_disagree(self, op: ir.Operation, message: str, rule: str) -> TircError:
        """The error for operands whose dynamic sizes disagree where ``rule`` says they agree:
        undefined behaviour in the IR, which no reference value stands for."""
        return TircError(message, location=source_location(op.location, self.source_file),
                         hint=f"{rule}; give the dynamic sizes equal values (--shape)")

    def concat(self, op: ir.Operation, args: list[Any], bounds: list[Bound]) -> None:
        """tensor.concat dim(d): the operands side by side along d; it moves values, so it moves their bounds."""
        dim = ir.IntegerAttr(op.attributes["dim"]).value
        pieces = [np.asarray(a) for a in args]
        for position, piece in enumerate(pieces[1:], start=1):   # dynamic sizes that disagree: undefined behaviour
            other = [d for d in range(piece.ndim) if d != dim and piece.shape[d] != pieces[0].shape[d]]
            if other:
                raise self.sizes_disagree(op, f"tensor.concat along dimension {dim}: operand {position} has size "
                                              f"{piece.shape[other[0]]} in dimension {other[0]}, operand 0 has "
                                              f"{pieces[0].shape[other[0]]}",
                                          "the operands of a concat agree in every dimension but the concatenated one")
        bound = None
        if any(b is not None for b in bounds):   # an exact operand contributes zeros of its own shape
            bound = np.concatenate([np.zeros(p.shape) if b is None else np.broadcast_to(b, p.shape)
                                    for p, b in zip(pieces, bounds)], axis=dim)
        self.set(op.results[0], np.concatenate(pieces, axis=dim), bound)

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
                spread = (self.reduction.length - 1) * u
                bound = bound + spread * np.abs(combined[0])
                if spread:   # the bound holds spread * sum|x| so far: a reach of bound / spread at least
                    bound = _may_overflow(bound, bound / spread, _element_name(op.results[0].type))
            elif np.any(rounding):
                bound = bound + rounding * u * np.abs(result)
            if self.tf32 and self.reduction and op.name == "arith.mulf":
                bound = bound + 2 * _TF32_FACTOR_ERROR * np.abs(result)
            result, bound = _overflowed(result, bound, _element_name(op.results[0].type))
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
        value: Any   # the operand's array, of whichever element type
        bound: Bound
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
        found: list[int | None] = [None] * maps[0].n_dims
        first: dict[int, tuple[int, int]] = {}   # loop dim -> (operand, its dimension) that sized it
        for index, (amap, operand) in enumerate(zip(maps, operands)):
            for position, result in enumerate(amap.results):
                if isinstance(result, ir.AffineDimExpr):
                    size = np.shape(operand)[position]
                    if found[result.position] is not None and found[result.position] != size:
                        # Dynamic sizes that disagree: undefined behaviour in the IR, not a loop range.
                        other, other_dim = first[result.position]
                        raise self.sizes_disagree(
                            op, f"{op.name}: operand {index} has size {size} in dimension {position}, operand "
                                f"{other} has {found[result.position]} in dimension {other_dim}, and both are "
                                f"the loop's dimension d{result.position}",
                            "the operands of a linalg op agree on their loop sizes")
                    found[result.position] = size
                    first.setdefault(result.position, (index, position))
        ranges = [r for r in found if r is not None]
        if len(ranges) != len(found):
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
        reduced = None if self.elementwise or context is None else self.reduced(
            body, maps, operands, operand_bounds, ranges, reduction, accumulators, acc_bounds, context)
        if reduced is not None:
            accumulators, acc_bounds = reduced
        else:
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
            positions = tuple(_affine_index(r, dims) for r in amap.results)
            target = np.array(operand, copy=True, dtype=np.asarray(operand).dtype)
            target[positions] = acc
            target_bound = None
            if bound is not None or acc_bound is not None:
                target_bound = np.zeros(np.shape(target)) if bound is None else np.array(bound, copy=True)
                target_bound[positions] = 0.0 if acc_bound is None else acc_bound
            targets.append((target, target_bound))
        if op.results:  # on tensors: new values
            for result_value, (target, target_bound) in zip(op.results, targets):
                self.set(result_value, target, target_bound)
        else:  # on memrefs: the outputs are updated in place
            for value, (target, target_bound) in zip(op.operands[n_in:], targets):
                self.env[value][...] = target
                self.bounds[value] = target_bound

    def reduced(self, body: ir.Block, maps: list[ir.AffineMap], operands: list[Any], operand_bounds: list[Bound],
                ranges: list[int], reduction: list[int], accumulators: list[Array], acc_bounds: list[Bound],
                context: _Reduction) -> tuple[list[Array], list[Bound]] | None:
        """The accumulators after the reduction and their bounds, by numpy's reductions (see
        "Reductions with numpy's kernels"); None where the step loop must run."""
        n_in = len(operands) - len(accumulators)
        found = _updates(body, n_in)
        if found is None or 0 in ranges:
            return None
        term_ops, updates = found
        outputs = list(body.arguments[n_in:])
        for update, initial, bound, output in zip(updates, accumulators, acc_bounds, outputs):
            if _element_name(output.type) == "i1":
                return None
            if update.combiner == "arith.addf" and not np.all(np.isfinite(initial)):
                return None
            if update.combiner != "arith.addf" and bound is not None and np.any(bound):
                return None   # max/min of an inexact start value
            if update.combiner == "arith.select" and np.any(np.isnan(accumulators[update.extremum])):
                return None
        if len(updates) == 1 and updates[0].combiner in _CONTRACTIONS:
            contracted = self.contracted(body, term_ops, updates[0], maps, operands, operand_bounds, ranges,
                                         [d for d in range(len(ranges)) if d not in reduction], accumulators[0],
                                         acc_bounds[0], context)
            if contracted is not None:
                return [contracted[0]], [contracted[1]]
        if math.prod(ranges) > _MATERIALISED_POINTS:
            return None
        dims = list(np.indices(ranges, sparse=True))
        values = {arg: _gather(operand, amap, dims) if np.ndim(operand) else operand
                  for arg, operand, amap in zip(body.arguments[:n_in], operands, maps)}
        bounds = {arg: None if bound is None else (_gather(bound, amap, dims) if np.ndim(bound) else bound)
                  for arg, bound, amap in zip(body.arguments[:n_in], operand_bounds, maps)}
        terms = [(np.broadcast_to(value, ranges), None if bound is None else np.broadcast_to(bound, ranges))
                 for value, bound in self._in_body(term_ops, values, bounds, dims, context, [u.term for u in updates])]
        for update, (term, bound) in zip(updates, terms):
            if (term.dtype.kind == "f" and not np.all(np.isfinite(term))) or \
                    (bound is not None and update.combiner != "arith.addf"):
                return None
        axes = tuple(reduction)
        results: list[Array] = []
        result_bounds: list[Bound] = []
        with np.errstate(over="ignore"):   # integers wrap
            for update, initial, initial_bound, output, (term, term_bound) in zip(updates, accumulators, acc_bounds,
                                                                                    outputs, terms):
                bound = None
                if update.combiner == "arith.select":
                    extremum = updates[update.extremum]
                    result = _arg_reduced(terms[update.extremum][0], _EXTREMUM_DIRECTION[_REDUCERS[extremum.combiner]],
                                          update.last, accumulators[update.extremum], term, initial, axes)
                elif update.combiner == "arith.addf":
                    result = initial + np.sum(term, axis=axes)
                    u = float_format(_element_name(output.type)).unit_roundoff
                    bound = (context.length - 1) * u * np.sum(np.abs(term), axis=axes)
                    bound = bound + (0.0 if term_bound is None else np.sum(term_bound, axis=axes)) + \
                        (0.0 if initial_bound is None else initial_bound)
                    bound = _may_overflow(bound, np.abs(initial) + np.sum(np.abs(term), axis=axes),
                                          _element_name(output.type))
                    if not np.all(np.isfinite(result)):
                        return None
                elif update.combiner == "arith.addi":
                    result = _wrap(initial + np.sum(term, axis=axes), _width(output.type))
                else:
                    reducer = _REDUCERS[update.combiner]
                    result = reducer(initial, reducer.reduce(term, axis=axes))
                results.append(result)
                result_bounds.append(bound if bound is not None and np.any(bound) else None)
        return results, result_bounds

    def contracted(self, body: ir.Block, term_ops: list[ir.Operation], update: _Update, maps: list[ir.AffineMap],
                   operands: list[Any], operand_bounds: list[Bound], ranges: list[int], parallel: list[int],
                   initial: Array, initial_bound: Bound, context: _Reduction) -> tuple[Array, Bound] | None:
        """A contraction ``acc + x * y``, x and y each computed from one input: matrix products of x
        and y, of their magnitudes and of their bounds (see "Reductions with numpy's kernels")."""
        product = _defining_op(update.term)
        if product is None or product.name != _CONTRACTIONS[update.combiner]:
            return None
        inputs = list(body.arguments[:len(operands) - 1])
        factors: list[tuple[Array, Bound, int]] = []
        for factor in product.operands:
            cone = _cone(factor, term_ops, inputs)
            if cone is None:
                return None
            ops, position = cone
            argument = inputs[position]
            ((value, bound),) = self._in_body(ops, {argument: operands[position]}, {argument: operand_bounds[position]},
                                              [], context, [factor])
            shape = np.shape(operands[position])
            factors.append((np.broadcast_to(value, shape), None if bound is None else np.broadcast_to(bound, shape),
                            position))
        (x, x_bound, x_position), (y, y_bound, y_position) = factors
        if x_position == y_position:
            return None   # x * x: a sum of squares, no contraction
        x_view, y_view = _loop_view(x, maps[x_position], ranges), _loop_view(y, maps[y_position], ranges)
        if x_view is None or y_view is None or set(x_view[1]) | set(y_view[1]) != set(range(len(ranges))):
            return None
        (_, x_dims), (_, y_dims) = x_view, y_view

        def contract(a: Array, b: Array) -> Array:
            """sum_k a * b of x-shaped ``a`` and y-shaped ``b``."""
            a_view, b_view = _loop_view(a, maps[x_position], ranges), _loop_view(b, maps[y_position], ranges)
            assert a_view is not None and b_view is not None   # shaped as x and y, whose views exist
            return _contract(a_view[0], x_dims, b_view[0], y_dims, parallel, ranges)

        if product.name == "arith.muli":
            if x_bound is not None or y_bound is not None:
                return None
            x, y = _signed(x), _signed(y)
            largest = float(np.max(np.abs(x.astype(np.float64)))) * float(np.max(np.abs(y.astype(np.float64)))) * \
                context.length
            if largest < 2.0 ** 53:   # every partial sum is an integer float64 holds: BLAS is exact
                total = np.rint(contract(x.astype(np.float64), y.astype(np.float64))).astype(np.int64)
            else:                     # int64 products and sums wrap like the IR's (modulo 2^64)
                total = contract(x, y)
            with np.errstate(over="ignore"):
                return _wrap(initial + total, _width(body.arguments[-1].type)), None
        if not all(np.all(np.isfinite(a)) for a in (x, y, x_bound, y_bound) if a is not None):
            return None   # (an infinite bound times a zero factor: the step loop's infinity, BLAS's NaN)
        u_product = float_format(_element_name(product.results[0].type)).unit_roundoff
        u_sum = float_format(_element_name(body.arguments[-1].type)).unit_roundoff
        rounding = u_product + (2 * _TF32_FACTOR_ERROR if self.tf32 else 0.0) + (context.length - 1) * u_sum
        # Past float64's range, a value takes the step loop; a bound is infinite (no digit is known).
        with np.errstate(over="ignore"):
            result = initial + contract(x, y)
            if not np.all(np.isfinite(result)):
                return None
            magnitudes = contract(np.abs(x), np.abs(y))
            bound = rounding * magnitudes
            if x_bound is not None:
                bound = bound + contract(x_bound, np.abs(y))
            if y_bound is not None:
                bound = bound + contract(np.abs(x), y_bound)
            if initial_bound is not None:
                bound = bound + initial_bound
            # Products past the range overflow too: a product is one of the partial sums' terms.
            bound = _may_overflow(bound, np.abs(initial) + magnitudes, _element_name(body.arguments[-1].type))
        return result, bound if np.any(bound) else None

    def _in_body(self, ops: list[ir.Operation], values: dict[ir.Value, Any], bounds: dict[ir.Value, Bound],
                 dims: list[Any], reduction: _Reduction | None, wanted: list[ir.Value]) -> list[tuple[Any, Bound]]:
        """Run ``ops`` of a linalg.generic body, its arguments bound to ``values`` at the loop indices
        ``dims``: the values and bounds of ``wanted``."""
        saved = self.env, self.bounds, self.reduction
        self.env, self.bounds, self.reduction = {**saved[0], **values}, {**saved[1], **bounds}, reduction
        try:
            for inner in ops:
                if inner.name == "linalg.index":
                    self.set(inner.results[0], dims[ir.IntegerAttr(inner.attributes["dim"]).value])
                else:
                    self.execute(inner)
            return [(self.env[v], self.bound(v)) for v in wanted]
        finally:
            self.env, self.bounds, self.reduction = saved

    def _body(self, body: ir.Block, values: dict[ir.Value, Any], bounds: dict[ir.Value, Bound], dims: list[Any],
              reduction: _Reduction | None) -> list[tuple[Any, Bound]]:
        *ops, terminator = [op.operation for op in body.operations]
        if terminator.name != "linalg.yield":
            raise TircError("linalg.generic body without linalg.yield")
        return self._in_body(ops, values, bounds, dims, reduction, list(terminator.operands))


def _rounded(value: Any, t: ir.Type) -> Any:
    """A float value rounded to nearest (even) in its type, held as float64 like every float; other
    values as they are (integers are exact at their width already)."""
    name = _element_name(t)
    if not is_float(name) or name == "f64" or np.asarray(value).dtype.kind != "f":
        return value
    with np.errstate(over="ignore", invalid="ignore"):   # past the type's range: infinity, as the IR
        rounded = from_storage(to_storage(np.asarray(value, np.float64), name), name)
    return rounded[()] if np.ndim(value) == 0 else rounded


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
             weights_as_inputs: bool = False, elementwise: bool = False, source_file: str = "-") -> ReferenceRun:
    """Evaluate ``function`` of the linalg module text ``source`` on ``inputs``.

    ``tf32``: the contractions were computed on tf32 Tensor Cores (widens their bounds).
    ``weights_as_inputs``: the tensor constants are inputs after the others, as the kernels were
    compiled with --weights=inputs (tir-weights-as-inputs).
    ``elementwise``: evaluate every reduction one point of its reduction dims at a time, never with
    numpy's reductions or BLAS (slow: the specification that those refine).
    ``source_file``: the input file ``source`` was read from, named by errors located at its ops.
    """
    context = new_context()
    with context:
        module = parse_source(source)
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
                return ReferenceRun(*_Interpreter(op, tf32, elementwise, source_file).run(inputs))
    raise TircError(f"reference: no function @{function}")


def reference_outputs(source: str, function: str, inputs: list[Array]) -> list[Array]:
    """The values of ``function``'s results on ``inputs``."""
    return evaluate(source, function, inputs).results


# ---------------------------------------------------------------------------------------------
# Evaluating ops at compile time

# Ops the interpreter evaluates on tensors and scalars (linalg.generic: its body too). Named linalg
# ops are generalized first; those that linalg-generalize-named-ops leaves alone are listed apart.
_INTERPRETED = {
    "arith.constant", "arith.select", "arith.cmpf", "arith.extf", "arith.truncf", "arith.sitofp", "arith.uitofp",
    "arith.fptosi", "arith.fptoui", "arith.bitcast", "cf.assert",
    "tensor.empty", "tensor.dim", "tensor.cast", "tensor.collapse_shape", "tensor.expand_shape", "tensor.reshape",
    "tensor.extract_slice", "tensor.insert_slice", "tensor.concat", "tensor.pad", "tensor.extract", "tensor.yield",
    "linalg.generic", "linalg.index", "linalg.yield", SCAN, YIELD,
} | set(_FLOAT_OPS) | _INTEGER_OPS
_NOT_GENERALIZED = {"linalg.softmax", "linalg.pack", "linalg.unpack", "linalg.winograd_filter_transform",
                    "linalg.winograd_input_transform", "linalg.winograd_output_transform"}


def interprets(op: ir.Operation) -> bool:
    """Whether :func:`evaluate_ops` can evaluate ``op`` and every op nested in it (an op it cannot
    evaluate would be an error there). Ops on memrefs are not evaluated: they write in place."""
    supported = True

    def visit(inner: ir.Operation) -> ir.WalkResult:
        nonlocal supported
        name = inner.name
        if name in _INTERPRETED or (name.startswith("linalg.") and name not in _NOT_GENERALIZED):
            return ir.WalkResult.ADVANCE
        supported = False
        return ir.WalkResult.INTERRUPT

    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return supported


def evaluate_ops(ops: Sequence[ir.Operation], wanted: Sequence[ir.Value], source_file: str = "-") -> list[Array]:
    """The values of ``wanted`` as the IR computes them from constants alone.

    ``ops`` are ops of one block, in order, that :func:`interprets`; every value they read (their
    operands, and what their regions capture from outside) is a result of an earlier one, and
    ``wanted`` are results of theirs. They are cloned into a function of their own, in a scratch
    module of the same context (named linalg ops are generalized there: the IR they come from is
    left as it is), and interpreted with every float result rounded to its type as the IR rounds it
    (see the module docstring). The values are float64 (floats) or int64 (integers, i1 as 0 and 1)
    arrays of the wanted values' shapes.

    Raises :class:`AssertionFailed` (located at the assert) where a ``cf.assert`` does not hold,
    and TircError where an op cannot be evaluated after all (an unsupported body, a named op that
    does not generalize). ``source_file``: the input's name, for those locations.
    """
    context = ops[0].context if ops else ir.Context.current
    with context, ir.Location.unknown():
        scratch = ir.Module.create()
        with ir.InsertionPoint(scratch.body):
            function = func_dialect.FuncOp("evaluated", ([], [value.type for value in wanted]))
        entry = function.add_entry_block()
        clones: dict[ir.Value, ir.Value] = {}
        with ir.InsertionPoint(entry):
            for op in ops:
                clone = op.clone()
                _remap_operands(clone, clones)
                clones.update(zip(op.results, clone.results))
            func_dialect.ReturnOp([clones[value] for value in wanted])
        try:
            passmanager.PassManager.parse("builtin.module(linalg-generalize-named-ops)").run(scratch.operation)
        except Exception as error:
            if is_mlir_error(error):
                raise TircError(f"reference: {error}") from None
            raise
        results, *_ = _Interpreter(function.operation, tf32=False, source_file=source_file, rounded=True).run([])
        return results


def _remap_operands(clone: ir.Operation, clones: dict[ir.Value, ir.Value]) -> None:
    """Point the operands of ``clone`` and of the ops nested in it that read values from outside it
    at their clones (MLIR's clone remaps only the values defined inside the cloned op)."""
    def visit(inner: ir.Operation) -> ir.WalkResult:
        for position, operand in enumerate(inner.operands):
            if operand in clones:
                inner.operands[position] = clones[operand]
        return ir.WalkResult.ADVANCE

    clone.walk(visit, ir.WalkOrder.PRE_ORDER)
