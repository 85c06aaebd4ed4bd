"""The reference's fast paths (numpy's reductions, BLAS contractions) against its step loop.

``evaluate(..., elementwise=True)`` runs every reduction one point of its reduction dims at a time:
the specification that the fast paths refine. On random contractions (dtypes, transposed and
batched layouts, an operand that carries a bound, accumulation into C, epilogues, odd sizes) and
reductions (sums, means, max/min and their index, along any dims) both give values within 1 ulp
of float64, the same bounds, and so the same verdicts. Inputs are multiples of 1/64, so that every
float64 sum of their products is exact in any order: values can be held to 1 ulp.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pytest

from tirc.runtime.execute import compare
from tirc.reference import _Interpreter, evaluate

SIZES = [1, 2, 3, 5, 7, 13, 16]
# (input element, accumulator element, the cast of an input to the accumulator's type)
CONTRACTION_TYPES = [("f16", "f32", "arith.extf"), ("bf16", "f32", "arith.extf"), ("f32", "f32", None),
                     ("f16", "f16", None), ("f64", "f64", None), ("i8", "i32", "arith.extsi"),
                     ("i8", "i32", "arith.extui"), ("i32", "i32", None)]
REDUCTION_KINDS = ["sum", "mean", "sum_of_squares", "max", "min", "argmax", "argmin", "integer_sum", "integer_max"]
# element -> (-inf, +inf) as MLIR writes them
INFINITIES = {"f16": ("0xFC00", "0x7C00"), "bf16": ("0xFF80", "0x7F80"), "f32": ("0xFF800000", "0x7F800000"),
              "f64": ("0xFFF0000000000000", "0x7FF0000000000000")}


@dataclass
class Case:
    """A function @f to evaluate, built up line by line, with its inputs."""
    arguments: list[str] = field(default_factory=list)
    inputs: list[np.ndarray] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    tf32: bool = False

    def argument(self, name: str, shape: list[int], element: str, values: np.ndarray) -> str:
        self.arguments.append(f"%{name}: {tensor(shape, element)}")
        self.inputs.append(values)
        return f"%{name}"

    def text(self, results: list[tuple[str, str]]) -> str:
        types = ", ".join(t for _, t in results)
        return "\n".join([f"func.func @f({', '.join(self.arguments)}) -> ({types}) {{", *self.lines,
                          f"  return {', '.join(v for v, _ in results)} : {types}", "}", ""])


def tensor(shape: list[int], element: str) -> str:
    return f"tensor<{''.join(f'{size}x' for size in shape)}{element}>"


def element_of(tensor_type: str) -> str:
    return tensor_type.removeprefix("tensor<").removesuffix(">").split("x")[-1]


def affine(n_dims: int, dims: list[int]) -> str:
    return f"affine_map<({', '.join(f'd{d}' for d in range(n_dims))}) -> ({', '.join(f'd{d}' for d in dims)})>"


def values(rng: np.random.Generator, shape: list[int], element: str, levels: int = 256) -> np.ndarray:
    """Random values of ``element``: integers of its whole range, or multiples of 1/64 below levels/64."""
    if element.startswith("i"):
        width = int(element[1:])
        return rng.integers(-2 ** (width - 1), 2 ** (width - 1), size=shape)
    return rng.integers(-levels + 1, levels, size=shape) / 64.0


def generic(case: Case, name: str, inputs: list[tuple[str, str, list[int]]], outputs: list[tuple[str, str, list[int]]],
            iterators: list[str], body: list[str]) -> None:
    """A linalg.generic: ``inputs``/``outputs`` are (value, tensor type, the loop dims of its map)."""
    n_dims = len(iterators)
    maps = ", ".join(affine(n_dims, dims) for _, _, dims in inputs + outputs)
    kinds = ", ".join(f'"{kind}"' for kind in iterators)
    arguments = ", ".join(f"%{kind}{i}: {element_of(t)}" for kind, group in (("in", inputs), ("out", outputs))
                          for i, (_, t, _) in enumerate(group))
    result_types = [t for _, t, _ in outputs]
    results = f"%{name}:{len(outputs)}" if len(outputs) > 1 else f"%{name}"
    case.lines += [f"  {results} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{kinds}]}}"
                   f" ins({', '.join(v for v, _, _ in inputs)} : {', '.join(t for _, t, _ in inputs)})"
                   f" outs({', '.join(v for v, _, _ in outputs)} : {', '.join(result_types)}) {{",
                   f"  ^bb0({arguments}):", *(f"    {line}" for line in body),
                   f"  }} -> ({', '.join(result_types)})"]


def filled(case: Case, name: str, shape: list[int], element: str, value: str) -> str:
    case.lines += [f"  %{name}_value = arith.constant {value} : {element}",
                   f"  %{name}_empty = tensor.empty() : {tensor(shape, element)}",
                   f"  %{name} = linalg.fill ins(%{name}_value : {element}) outs(%{name}_empty : "
                   f"{tensor(shape, element)}) -> {tensor(shape, element)}"]
    return f"%{name}"


def ordered(rng: np.random.Generator, a: str, b: str) -> str:
    return f"{a}, {b}" if rng.random() < 0.5 else f"{b}, {a}"


def contraction(seed: int) -> tuple[str, Case]:
    """C (+)= A B over random batch, row, column and one or two reduction dims, A and B stored in
    any order of their dims; maybe A scaled first (a bound), maybe bias + relu + truncf after."""
    rng = np.random.default_rng(seed)
    element, acc, cast = CONTRACTION_TYPES[seed % len(CONTRACTION_TYPES)]
    floats = not element.startswith("i")
    batch, summed = int(rng.integers(0, 2)), int(rng.integers(1, 3))
    n_dims = batch + 2 + summed
    sizes = [int(rng.choice(SIZES)) for _ in range(n_dims)]
    row, column, inner = batch, batch + 1, list(range(batch + 2, n_dims))
    a_dims = [int(d) for d in rng.permutation(list(range(batch)) + [row] + inner)]
    b_dims = [int(d) for d in rng.permutation(list(range(batch)) + inner + [column])]
    c_dims = list(range(batch)) + [int(d) for d in rng.permutation([row, column])]

    def shape(dims: list[int]) -> list[int]:
        return [sizes[d] for d in dims]

    case = Case(tf32=element == "f32" and bool(rng.integers(0, 2)))
    a = case.argument("a", shape(a_dims), element, values(rng, shape(a_dims), element))
    b = case.argument("b", shape(b_dims), element, values(rng, shape(b_dims), element))
    if floats and rng.random() < 0.5:   # a scaled in its own type: an operand with a bound
        case.lines.append(f"  %a_empty = tensor.empty() : {tensor(shape(a_dims), element)}")
        identity = list(range(len(a_dims)))
        generic(case, "scaled", [(a, tensor(shape(a_dims), element), identity)],
                [("%a_empty", tensor(shape(a_dims), element), identity)], ["parallel"] * len(a_dims),
                [f"%s = arith.constant 1.5 : {element}", f"%r = arith.mulf {ordered(rng, '%in0', '%s')} : {element}",
                 f"linalg.yield %r : {element}"])
        a = "%scaled"
    c_type = tensor(shape(c_dims), acc)
    if rng.random() < 0.5:
        c = case.argument("c", shape(c_dims), acc, values(rng, shape(c_dims), acc))
    else:
        c = filled(case, "initial", shape(c_dims), acc, "0.0" if floats else "0")
    suffix = "f" if floats else "i"
    x, y = ("%x", "%y") if cast else ("%in0", "%in1")
    body = [f"%x = {cast} %in0 : {element} to {acc}", f"%y = {cast} %in1 : {element} to {acc}"] if cast else []
    body += [f"%p = arith.mul{suffix} {ordered(rng, x, y)} : {acc}",
             f"%s = arith.add{suffix} {ordered(rng, '%out0', '%p')} : {acc}", f"linalg.yield %s : {acc}"]
    generic(case, "product", [(a, tensor(shape(a_dims), element), a_dims), (b, tensor(shape(b_dims), element), b_dims)],
            [(c, c_type, c_dims)], ["parallel"] * (batch + 2) + ["reduction"] * summed, body)
    result = ("%product", c_type)
    if floats and rng.random() < 0.5:   # + bias[column], relu, back to the input's type
        bias = case.argument("bias", [sizes[column]], acc, values(rng, [sizes[column]], acc))
        out_type = tensor(shape(c_dims), element)
        case.lines.append(f"  %out_empty = tensor.empty() : {out_type}")
        identity = list(range(len(c_dims)))
        truncated = [f"%t = arith.truncf %r : {acc} to {element}", f"linalg.yield %t : {element}"] \
            if element != acc else [f"linalg.yield %r : {acc}"]
        generic(case, "epilogue", [("%product", c_type, identity), (bias, tensor([sizes[column]], acc),
                                                                   [c_dims.index(column)])],
                [("%out_empty", out_type, identity)], ["parallel"] * len(c_dims),
                [f"%zero = arith.constant 0.0 : {acc}", f"%biased = arith.addf %in0, %in1 : {acc}",
                 f"%r = arith.maximumf {ordered(rng, '%biased', '%zero')} : {acc}", *truncated])
        result = ("%epilogue", out_type)
    return case.text([result]), case


def reduction(seed: int) -> tuple[str, Case]:
    """A sum, mean, sum of squares, max, min, argmax or argmin along random dims of a random
    tensor (stored in any order of the loop dims)."""
    rng = np.random.default_rng(seed)
    kind = REDUCTION_KINDS[seed % len(REDUCTION_KINDS)]
    element = "i32" if kind.startswith("integer") else str(rng.choice(["f16", "bf16", "f32", "f64"]))
    acc = "f32" if element in ("f16", "bf16") and kind in ("sum", "mean", "sum_of_squares") else element
    rank = int(rng.integers(1, 4))
    sizes = [int(rng.choice(SIZES + [33])) for _ in range(rank)]
    reduced = [d for d in range(rank) if rng.random() < 0.5] or [int(rng.integers(0, rank))]
    kept = [d for d in range(rank) if d not in reduced]
    x_dims = [int(d) for d in rng.permutation(rank)]
    x_shape, out_shape = [sizes[d] for d in x_dims], [sizes[d] for d in kept]
    arg = kind in ("argmax", "argmin")
    case = Case()
    x = case.argument("x", x_shape, element, values(rng, x_shape, element, levels=4 if arg else 256))   # arg: ties
    inputs = [(x, tensor(x_shape, element), x_dims)]
    iterators = ["reduction" if d in reduced else "parallel" for d in range(rank)]
    if kind in ("sum", "mean", "sum_of_squares"):
        initial = case.argument("c", out_shape, acc, values(rng, out_shape, acc)) if rng.random() < 0.5 else \
            filled(case, "initial", out_shape, acc, "0.0")
        body = [f"%v = arith.extf %in0 : {element} to {acc}"] if acc != element else []
        v = "%v" if body else "%in0"
        if kind == "sum_of_squares":
            body.append(f"%t = arith.mulf {v}, {v} : {acc}")
        elif kind == "sum" and rng.random() < 0.5:   # a term with a bound of its own
            body += [f"%scale = arith.constant 0.75 : {acc}", f"%t = arith.mulf {v}, %scale : {acc}"]
        else:
            body.append(f"%t = arith.addf {v}, {v} : {acc}")
        generic(case, "r", inputs, [(initial, tensor(out_shape, acc), kept)], iterators,
                body + [f"%s = arith.addf {ordered(rng, '%t', '%out0')} : {acc}", f"linalg.yield %s : {acc}"])
        results = [("%r", tensor(out_shape, acc))]
        if kind == "mean":
            count = int(np.prod([sizes[d] for d in reduced]))
            case.lines.append(f"  %mean_empty = tensor.empty() : {tensor(out_shape, acc)}")
            identity = list(range(len(kept)))
            generic(case, "mean", [("%r", tensor(out_shape, acc), identity)],
                    [("%mean_empty", tensor(out_shape, acc), identity)], ["parallel"] * len(kept),
                    [f"%n = arith.constant {count}.0 : {acc}", f"%m = arith.divf %in0, %n : {acc}",
                     f"linalg.yield %m : {acc}"])
            results = [("%mean", tensor(out_shape, acc))]
    elif kind.startswith("integer"):
        combiner, start = ("arith.addi", "0") if kind == "integer_sum" else (
            str(rng.choice(["arith.maxsi", "arith.minsi"])), "-2147483648")
        initial = filled(case, "start", out_shape, element, start)
        generic(case, "r", inputs, [(initial, tensor(out_shape, element), kept)], iterators,
                [f"%s = {combiner} {ordered(rng, '%in0', '%out0')} : {element}", f"linalg.yield %s : {element}"])
        results = [("%r", tensor(out_shape, element))]
    else:
        greatest = kind in ("max", "argmax")
        combiner = str(rng.choice(["arith.maximumf", "arith.maxnumf"] if greatest else
                                  ["arith.minimumf", "arith.minnumf"]))
        initial = filled(case, "start", out_shape, element, INFINITIES[element][0 if greatest else 1])
        body = [f"%m = {combiner} {ordered(rng, '%in0', '%out0')} : {element}"]
        outputs = [(initial, tensor(out_shape, element), kept)]
        results = [("%r#0" if arg else "%r", tensor(out_shape, element))]
        if arg:
            # the first (strict) or last of equal extrema, the comparison either way round, so the select
            strict, flipped, keeps_acc = (bool(rng.integers(0, 2)) for _ in range(3))
            passes = ("ogt", "oge") if greatest != flipped else ("olt", "ole")   # term beats acc
            predicate = passes[0 if strict else 1]
            if keeps_acc:   # select(not passes, acc, index)
                predicate = {"ogt": "ole", "oge": "olt", "olt": "oge", "ole": "ogt"}[predicate]
            index = filled(case, "first", out_shape, "i64", "-1")
            outputs.append((index, tensor(out_shape, "i64"), kept))
            results.append(("%r#1", tensor(out_shape, "i64")))
            body += [f"%d = linalg.index {int(rng.choice(reduced))} : index", "%j = arith.index_cast %d : index to i64",
                     f"%c = arith.cmpf {predicate}, {'%out0, %in0' if flipped else '%in0, %out0'} : {element}",
                     f"%i = arith.select %c, {'%out1, %j' if keeps_acc else '%j, %out1'} : i64",
                     f"linalg.yield %m, %i : {element}, i64"]
        else:
            body.append(f"linalg.yield %m : {element}")
        generic(case, "r", inputs, outputs, iterators, body)
    return case.text(results), case


@pytest.fixture
def fast_paths(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[bool]]:
    """Whether each reduction (and each contraction it tried) took its fast path."""
    taken: dict[str, list[bool]] = {"reduced": [], "contracted": []}
    for method in taken:
        real = getattr(_Interpreter, method)

        def spy(self: _Interpreter, *args: object, _real=real, _method=method) -> object:
            result = _real(self, *args)
            taken[_method].append(result is not None)
            return result

        monkeypatch.setattr(_Interpreter, method, spy)
    return taken


def assert_same_reference(text: str, case: Case, seed: int) -> None:
    fast = evaluate(text, "f", case.inputs, tf32=case.tf32)
    stepwise = evaluate(text, "f", case.inputs, tf32=case.tf32, elementwise=True)
    rng = np.random.default_rng(seed)
    for value, expected, bound, expected_bound in zip(fast.results, stepwise.results, fast.result_bounds,
                                                      stepwise.result_bounds):
        assert value.dtype == expected.dtype and value.shape == expected.shape
        if value.dtype.kind != "f":
            np.testing.assert_array_equal(value, expected)
            assert bound is None and expected_bound is None
            continue
        assert np.all(np.abs(value - expected) <= np.spacing(np.abs(expected))), "1 ulp of float64"
        assert (bound is None) == (expected_bound is None)
        if bound is not None and "f64" not in text:
            # the same formula: apart from float64's rounding in the step loop's propagation. (An
            # f64 bound is at float64's own rounding, where that propagation cannot resolve it.)
            np.testing.assert_allclose(bound, expected_bound, rtol=1e-6, atol=0)
        # A kernel's output off by up to 3 tolerances: the same elements pass, the same fail.
        tolerance = np.abs(np.spacing(expected.astype(np.float32))) + 2 * (0 if bound is None else expected_bound)
        got = expected + rng.uniform(-3, 3, size=expected.shape) * tolerance
        assert compare("r", "f32", got, value, bound).mismatches == \
            compare("r", "f32", got, expected, expected_bound).mismatches


@pytest.mark.parametrize("seed", range(48))
def test_contractions_through_blas_match_the_step_loop(seed: int, fast_paths: dict[str, list[bool]]) -> None:
    text, case = contraction(seed)
    assert_same_reference(text, case, seed)
    assert fast_paths["contracted"][:1] == [True], text


@pytest.mark.parametrize("seed", range(54))
def test_vectorised_reductions_match_the_step_loop(seed: int, fast_paths: dict[str, list[bool]]) -> None:
    text, case = reduction(seed)
    assert_same_reference(text, case, seed)
    assert fast_paths["reduced"][:1] == [True], text


@pytest.mark.parametrize("op, shapes", [
    ("linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : vector<2xi64>, strides = dense<[2, 1]> : vector<2xi64>}",
     ([2, 13, 11, 3], [3, 2, 3, 5], [2, 5, 9, 5])),
    ("linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}",
     ([1, 3, 9, 7], [4, 3, 3, 3], [1, 4, 4, 3])),
    ("linalg.batch_matmul", ([3, 7, 13], [3, 13, 5], [3, 7, 5])),
    ("linalg.matmul", ([7, 13], [13, 5], [7, 5])),
])
def test_named_contractions_take_blas(op: str, shapes: tuple[list[int], ...],
                                      fast_paths: dict[str, list[bool]]) -> None:
    """Convolutions (implicit GEMM through a sliding-window view), batch_matmul and matmul as
    torch-mlir emits them: f16 operands into an f32 accumulator."""
    rng = np.random.default_rng(len(op))
    x, w, out = shapes
    x_type, w_type, out_type = tensor(x, "f16"), tensor(w, "f16"), tensor(out, "f32")
    text = f"""func.func @f(%x: {x_type}, %w: {w_type}, %c: {out_type}) -> {out_type} {{
  %r = {op} ins(%x, %w : {x_type}, {w_type}) outs(%c : {out_type}) -> {out_type}
  return %r : {out_type}
}}"""
    case = Case(inputs=[values(rng, x, "f16"), values(rng, w, "f16"), values(rng, out, "f32")])
    assert_same_reference(text, case, 0)
    assert fast_paths["contracted"] == [True]


STEP_LOOP_ONLY = {
    # an infinite term: the sums of infinities and their bounds are the step loop's
    "infinite term": ("arith.addf %in0, %out0", np.array([[1.0, np.inf, 2.0], [np.inf, -np.inf, 0.5]]), "0.0"),
    # the max of values with a bound (here: of the initial 1.5): its bound depends on the order
    "max of inexact values": ("arith.maximumf %in0, %out0", np.array([[1.0, 3.0, 2.0], [0.5, 1.0, 0.25]]), "1.5"),
    # a product is no combiner the fast paths know
    "product": ("arith.mulf %in0, %out0", np.array([[1.0, 3.0, 2.0], [0.5, 1.0, 0.25]]), "1.0"),
}


@pytest.mark.parametrize("combine, x, start", STEP_LOOP_ONLY.values(), ids=list(STEP_LOOP_ONLY))
def test_what_the_closed_form_does_not_cover_takes_the_step_loop(combine: str, x: np.ndarray, start: str,
                                                                 fast_paths: dict[str, list[bool]]) -> None:
    text = f"""func.func @f(%x: tensor<2x3xf32>) -> tensor<2xf32> {{
  %start = arith.constant {start} : f32
  %e = tensor.empty() : tensor<2xf32>
  %acc = linalg.fill ins(%start : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%x : tensor<2x3xf32>) outs(%acc : tensor<2xf32>) dimensions = [1]
    (%in0: f32, %out0: f32) {{
      %s = {combine} : f32
      linalg.yield %s : f32
    }}
  return %r : tensor<2xf32>
}}"""
    fast, stepwise = evaluate(text, "f", [x]), evaluate(text, "f", [x], elementwise=True)
    assert fast_paths["reduced"] == [False]
    np.testing.assert_array_equal(fast.results[0], stepwise.results[0])
    np.testing.assert_array_equal(fast.result_bounds[0], stepwise.result_bounds[0])
