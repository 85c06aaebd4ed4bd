"""A float64 reference for linalg functions: interpret the *input* IR with numpy.

This is independent of everything tirc's pipeline does (bufferization, tiling, kernels, PTX), so
comparing the emulated kernels against it checks the whole compiler. Named linalg ops are first
generalized with MLIR's own ``linalg-generalize-named-ops``; a ``linalg.generic`` is evaluated
vectorised over its parallel dimensions and sequentially over its reduction dimensions (any body,
any combiner). Floats are computed in float64 and integers in int64: ``truncf``/``extf`` are exact
here, so the reference is the ideal result the kernels approximate.
"""

from __future__ import annotations

import itertools
import math
from typing import Any, Callable

import numpy as np
from mlir import ir, passmanager

from tirc.diagnostics import TircError
from tirc.mlir_support import is_mlir_error

Array = np.ndarray


def _float_binary(fn: Callable[[Array, Array], Array]) -> Callable[..., Array]:
    return lambda a, b: fn(np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64))


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


def _cmpi(predicate: int, a: Array, b: Array) -> Array:
    # 0 eq, 1 ne, 2 slt, 3 sle, 4 sgt, 5 sge, 6 ult, 7 ule, 8 ugt, 9 uge (values are exact ints here)
    ops = [np.equal, np.not_equal, np.less, np.less_equal, np.greater, np.greater_equal,
           np.less, np.less_equal, np.greater, np.greater_equal]
    return ops[predicate](a, b)


_ELEMENTWISE: dict[str, Callable[..., Array]] = {
    "arith.addf": _float_binary(np.add), "arith.subf": _float_binary(np.subtract),
    "arith.mulf": _float_binary(np.multiply), "arith.divf": _float_binary(np.divide),
    "arith.remf": _float_binary(np.fmod),
    "arith.maximumf": _float_binary(np.maximum), "arith.minimumf": _float_binary(np.minimum),
    "arith.maxnumf": _float_binary(np.fmax), "arith.minnumf": _float_binary(np.fmin),
    "arith.negf": lambda a: -np.asarray(a, np.float64),
    "arith.addi": np.add, "arith.subi": np.subtract, "arith.muli": np.multiply,
    "arith.divsi": lambda a, b: np.trunc(np.asarray(a) / np.asarray(b)).astype(np.int64),
    "arith.divui": np.floor_divide, "arith.remsi": np.fmod, "arith.remui": np.mod,
    "arith.maxsi": np.maximum, "arith.minsi": np.minimum, "arith.maxui": np.maximum, "arith.minui": np.minimum,
    "arith.andi": np.bitwise_and, "arith.ori": np.bitwise_or, "arith.xori": np.bitwise_xor,
    "arith.shli": np.left_shift, "arith.shrsi": np.right_shift, "arith.shrui": np.right_shift,
    "arith.extf": lambda a: np.asarray(a, np.float64), "arith.truncf": lambda a: np.asarray(a, np.float64),
    "arith.sitofp": lambda a: np.asarray(a, np.float64), "arith.uitofp": lambda a: np.asarray(a, np.float64),
    "arith.fptosi": lambda a: np.trunc(a).astype(np.int64), "arith.fptoui": lambda a: np.trunc(a).astype(np.int64),
    "arith.extsi": lambda a: np.asarray(a, np.int64), "arith.extui": lambda a: np.asarray(a, np.int64),
    "arith.trunci": lambda a: np.asarray(a, np.int64), "arith.index_cast": lambda a: np.asarray(a, np.int64),
    "arith.bitcast": lambda a: a,
    "arith.select": lambda c, a, b: np.where(c, a, b),
    "math.tanh": np.tanh, "math.exp": np.exp, "math.exp2": np.exp2, "math.expm1": np.expm1,
    "math.log": np.log, "math.log2": np.log2, "math.log10": np.log10, "math.log1p": np.log1p,
    "math.sqrt": np.sqrt, "math.rsqrt": lambda a: 1.0 / np.sqrt(a), "math.absf": np.abs, "math.absi": np.abs,
    "math.sin": np.sin, "math.cos": np.cos, "math.tan": np.tan, "math.atan": np.arctan,
    "math.erf": np.vectorize(math.erf, otypes=[np.float64]), "math.powf": np.power,
    "math.fma": lambda a, b, c: a * b + c, "math.floor": np.floor, "math.ceil": np.ceil,
    "math.round": lambda a: np.where(a >= 0, np.floor(a + 0.5), np.ceil(a - 0.5)),
    "math.roundeven": np.rint, "math.trunc": np.trunc, "math.copysign": np.copysign,
}


def _element_kind(element: ir.Type) -> str:
    text = str(element)
    if text.startswith(("f", "bf")):
        return "float"
    return "bool" if text == "i1" else "int"


def _zeros(shape: tuple[int, ...], element: ir.Type) -> Array:
    kind = _element_kind(element)
    return np.zeros(shape, np.float64 if kind == "float" else (bool if kind == "bool" else np.int64))


class _Interpreter:
    def __init__(self, func: ir.Operation) -> None:
        self.func = func
        self.env: dict[ir.Value, Any] = {}

    def run(self, args: list[Array]) -> tuple[list[Array], list[Array]]:
        """(results, arguments after the call): memref arguments may be written in place."""
        entry = self.func.regions[0].blocks[0]
        for value, array in zip(entry.arguments, args):
            self.env[value] = np.array(array, copy=True)
        for op in entry.operations:
            op = op.operation
            if op.name == "func.return":
                return ([np.asarray(self.env[v]) for v in op.operands],
                        [np.asarray(self.env[v]) for v in entry.arguments])
            self.execute(op)
        raise TircError("function without func.return")

    def value(self, v: ir.Value) -> Any:
        return self.env[v]

    def execute(self, op: ir.Operation) -> None:
        name = op.name
        if name == "arith.constant":
            self.env[op.results[0]] = _constant(op)
        elif name == "tensor.empty" or name in ("memref.alloc", "memref.alloca"):
            shaped = ir.ShapedType(op.results[0].type)
            dynamic = iter(int(self.value(v)) for v in op.operands)
            shape = tuple(next(dynamic) if d == ir.ShapedType.get_dynamic_size() else d for d in shaped.shape)
            self.env[op.results[0]] = _zeros(shape, shaped.element_type)
        elif name in ("tensor.dim", "memref.dim"):
            self.env[op.results[0]] = int(np.shape(self.value(op.operands[0]))[int(self.value(op.operands[1]))])
        elif name in ("tensor.cast", "memref.cast"):
            self.env[op.results[0]] = self.value(op.operands[0])
        elif name in ("tensor.collapse_shape", "tensor.expand_shape", "tensor.reshape"):
            shape = tuple(ir.ShapedType(op.results[0].type).shape)
            source = self.value(op.operands[0])
            if any(d == ir.ShapedType.get_dynamic_size() for d in shape):
                raise TircError(f"reference: dynamic {name} is not supported")
            self.env[op.results[0]] = np.reshape(source, shape).copy()
        elif name == "linalg.generic":
            self.generic(op)
        elif name in _ELEMENTWISE:
            self.env[op.results[0]] = _ELEMENTWISE[name](*(self.value(v) for v in op.operands))
        elif name == "arith.cmpf":
            predicate = ir.IntegerAttr(op.attributes["predicate"]).value
            self.env[op.results[0]] = _cmpf(predicate, *(np.asarray(self.value(v), np.float64) for v in op.operands))
        elif name == "arith.cmpi":
            predicate = ir.IntegerAttr(op.attributes["predicate"]).value
            self.env[op.results[0]] = _cmpi(predicate, *(self.value(v) for v in op.operands))
        else:
            raise TircError(f"the numpy reference cannot interpret '{name}'",
                            hint="compare without a reference (tirc run --no-check)")

    def generic(self, op: ir.Operation) -> None:
        maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]
        iterators = [str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"])]
        n_in = len(op.opview.inputs)
        operands = [self.value(v) for v in op.operands]
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
        outputs = operands[n_in:]
        out_maps = maps[n_in:]
        shape = tuple(ranges[d] for d in parallel)
        accumulators = [np.broadcast_to(_gather(o, m, dims), shape).astype(_acc_dtype(o)) if np.ndim(o) else
                        np.full(shape, o) for o, m in zip(outputs, out_maps)]
        for point in itertools.product(*(range(ranges[d]) for d in reduction)):
            for d, index in zip(reduction, point):
                dims[d] = index
            values: dict[ir.Value, Any] = {}
            for arg, operand, amap in zip(body.arguments[:n_in], operands[:n_in], maps[:n_in]):
                values[arg] = _gather(operand, amap, dims) if np.ndim(operand) else operand
            for arg, acc in zip(body.arguments[n_in:], accumulators):
                values[arg] = acc
            accumulators = [np.broadcast_to(np.asarray(v), shape).copy()
                            for v in self._body(body, values, dims)]
        results = []
        for operand, amap, acc in zip(outputs, out_maps, accumulators):
            target = np.array(operand, copy=True, dtype=_acc_dtype(operand))
            target[tuple(_affine_index(r, dims) for r in amap.results)] = acc
            results.append(target)
        if op.results:  # on tensors: new values
            for result_value, target in zip(op.results, results):
                self.env[result_value] = target
        else:  # on memrefs: the outputs are updated in place
            for value, target in zip(op.operands[n_in:], results):
                self.env[value][...] = target

    def _body(self, body: ir.Block, values: dict[ir.Value, Any], dims: list[Any]) -> list[Any]:
        saved = self.env
        self.env = {**saved, **values}
        try:
            for inner in body.operations:
                inner = inner.operation
                if inner.name == "linalg.yield":
                    return [self.env[v] for v in inner.operands]
                if inner.name == "linalg.index":
                    self.env[inner.results[0]] = dims[ir.IntegerAttr(inner.attributes["dim"]).value]
                    continue
                self.execute(inner)
        finally:
            self.env = saved
        raise TircError("linalg.generic body without linalg.yield")


def _acc_dtype(array: Any) -> Any:
    return np.asarray(array).dtype


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
    if isinstance(attr, ir.FloatAttr):
        return float(ir.FloatAttr(attr).value)
    if isinstance(attr, ir.IntegerAttr):
        return int(ir.IntegerAttr(attr).value)
    if isinstance(attr, ir.DenseElementsAttr):
        shaped = ir.ShapedType(op.results[0].type)
        if ir.DenseElementsAttr(attr).is_splat:
            splat = ir.DenseElementsAttr(attr).get_splat_value()
            scalar = float(ir.FloatAttr(splat).value) if isinstance(splat, ir.FloatAttr) else int(ir.IntegerAttr(splat).value)
            return np.full(tuple(shaped.shape), scalar)
        return np.array(attr, dtype=np.float64 if _element_kind(shaped.element_type) == "float" else np.int64)
    raise TircError(f"reference: unsupported constant {attr}")


def reference_outputs(source: str, function: str, inputs: list[Array]) -> list[Array]:
    """Evaluate ``function`` of the linalg module text ``source`` on ``inputs`` in float64/int64."""
    return reference_call(source, function, inputs)[0]


def reference_call(source: str, function: str, inputs: list[Array]) -> tuple[list[Array], list[Array]]:
    """Like :func:`reference_outputs`, plus the arguments after the call (memrefs written in place)."""
    context = ir.Context()
    with context:
        module = ir.Module.parse(source)
        try:
            passmanager.PassManager.parse("builtin.module(linalg-generalize-named-ops)").run(module.operation)
        except Exception as error:
            if is_mlir_error(error):
                raise TircError(f"reference: {error}") from None
            raise
        for op in module.body.operations:
            op = op.operation
            if op.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == function:
                wide = [np.asarray(a, np.float64) if np.asarray(a).dtype.kind == "f" else np.asarray(a, np.int64)
                        for a in inputs]
                return _Interpreter(op).run(wide)
    raise TircError(f"reference: no function @{function}")
