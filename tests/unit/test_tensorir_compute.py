"""tirc.tensorir's compute definition: Python functions traced into linalg on tensors, compiled by
the driver from their to_mlir() text and run in the PTX emulator (race checking on) against the
reference of that IR and against numpy; block metadata, locations, types; each user error names
the Python line."""

import inspect
import re
from pathlib import Path
from typing import Any
from collections.abc import Callable

import numpy as np
import pytest
from mlir import ir

from tirc import tensorir as T
from tirc.diagnostics import REMARKS, TircError
from tirc.driver import CompileOptions, compile_input
from tirc.dtypes import canonical_dtype
from tirc.mlir_support import new_context
from tirc.runtime import emulate
from tirc.runtime.execute import FunctionRun

HERE = __file__


def line_of(fn: Callable[..., Any], text: str) -> int:
    """The line of ``fn``'s source that contains ``text``."""
    lines, first = inspect.getsourcelines(fn)
    return first + next(n for n, line in enumerate(lines) if text in line)


def at(line: int) -> str:
    return re.escape(f"{HERE}:{line}: ")


def compile_and_run(tmp_path: Path, definition: T.Definition, **options: Any) -> tuple[FunctionRun, str]:
    """The definition's PTX (compiled from its text by the driver) and its emulated run, checked
    against the reference of the same IR."""
    path = tmp_path / f"{definition.name}.mlir"
    path.write_text(definition.to_mlir())
    result = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    (run,) = emulate(str(path), remarks="json", racecheck=True, seed=4, **options)
    assert run.checks and run.ok, run.checks
    return run, result.payload.decode()


def tensor_core_remarks() -> list[str]:
    return [r.message for r in REMARKS.collected if r.message.startswith("on Tensor Cores")]


def matmul_definition(M: int, N: int, K: int, acc: str = "float16") -> T.Definition:
    def matmul(A: T.Tensor[(M, K), "float16"], B: T.Tensor[(K, N), "float16"]):
        C = T.alloc((M, N), dtype=acc)
        for i, j, k in T.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        return C
    return T.define(matmul)


@pytest.mark.parametrize("sizes", [(64, 48, 40), (256, 256, 128)], ids=lambda s: "x".join(map(str, s)))
def test_matmul_on_tensor_cores_matches_numpy(tmp_path: Path, sizes: tuple[int, int, int]) -> None:
    M, N, K = sizes
    run, ptx = compile_and_run(tmp_path, matmul_definition(M, N, K))
    assert "mma.sync.aligned.m16n8k16" in ptx and run.stats.tensor_core_instructions > 0
    a, b = run.inputs["A"], run.inputs["B"]
    expected = (a @ b).astype(np.float16).astype(np.float64)
    # f16 accumulation over K: a few f16 ulps of values of magnitude ~sqrt(K)
    np.testing.assert_allclose(run.outputs["result0"], expected, atol=0.1, rtol=0.02)


def test_given_tensors_and_arrays_define_the_same_module() -> None:
    M, N, K = 64, 48, 40

    def matmul(A, B):
        C = T.alloc((M, N), dtype="float16")
        for i, j, k in T.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        return C

    given = T.define(matmul, A=T.Tensor[(M, K), "float16"], B=np.zeros((K, N), np.float16))
    annotated = matmul_definition(M, N, K)
    assert given.params == annotated.params == (T.Param("A", (64, 40), "f16"), T.Param("B", (40, 48), "f16"))
    strip = re.compile(r"loc\(.*?\)\)?|#loc\d* = .*\n")
    assert strip.sub("", given.to_mlir()) == strip.sub("", annotated.to_mlir())


def test_blocks_describe_the_statements_and_locate_their_generics() -> None:
    definition = matmul_definition(64, 48, 40, acc="float32")
    (block,) = definition.blocks
    line = line_of(matmul_definition, "C[i, j] += ")
    assert block == T.Block("C", "matmul", HERE, line, 13, (T.Axis("i", 64, False), T.Axis("j", 48, False),
                                                           T.Axis("k", 40, True)),
                            "C", ("i", "j"), (("A", ("i", "k")), ("B", ("k", "j"))), "add", True, "f32")
    assert definition.block("C") is block and definition.results == ("C",)
    with pytest.raises(TircError, match="no block 'D'; its blocks: C"):
        definition.block("D")
    module = definition.to_module(new_context())
    ops = list(module.body.operations[0].regions[0].blocks[0].operations)
    generic = next(op for op in ops if op.operation.name == "linalg.generic")
    assert str(generic.location) == f'loc("C"("{HERE}":{line}:13))'
    fill = next(op for op in ops if op.operation.name == "linalg.fill")
    assert str(fill.location) == f'loc("{HERE}":{line_of(matmul_definition, "T.alloc")}:9)'
    # f16 loads are converted to the f32 accumulator first: the contraction tirc's matcher takes
    body = [op.operation.name for op in generic.regions[0].blocks[0].operations]
    assert body == ["arith.extf", "arith.extf", "arith.mulf", "arith.addf", "linalg.yield"]


def test_to_mlir_round_trips() -> None:
    definition = matmul_definition(64, 48, 40)
    text = definition.to_mlir()
    context = new_context()
    with context:
        parsed = ir.Module.parse(text)
    built = definition.to_module(new_context())
    assert parsed.operation.get_asm(enable_debug_info=True) == built.operation.get_asm(enable_debug_info=True)
    assert f'("{HERE}":' in text


M, N, K = 64, 48, 40


def linear_gelu(A: T.Tensor[(M, K), "float16"], W: T.Tensor[(N, K), "float16"], bias: T.Tensor[(N,), "float32"]):
    acc = T.alloc((M, N), "float32")
    for i, j, k in T.grid(M, N, K):
        acc[i, j] += A[i, k] * W[j, k]
    out = T.alloc((M, N), "float16")
    for i, j in T.grid(M, N):
        x = acc[i, j] + bias[j]
        out[i, j] = 0.5 * x * (1 + T.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))
    return out


def test_linear_gelu_is_one_tensor_core_kernel(tmp_path: Path) -> None:
    definition = T.define(linear_gelu)
    assert [b.name for b in definition.blocks] == ["acc", "out"]
    assert definition.block("out").reads == (("acc", ("i", "j")), ("bias", ("j",)))
    assert definition.block("out").combiner is None and not definition.block("out").contraction
    run, ptx = compile_and_run(tmp_path, definition)
    assert tensor_core_remarks(), REMARKS.collected
    assert ptx.count(".entry") == 1 and ptx.count("mma.sync") > 0 and len(run.launches) == 1
    a, w, bias = run.inputs["A"], run.inputs["W"], run.inputs["bias"]
    x = a @ w.T + bias
    expected = 0.5 * x * (1 + np.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))
    np.testing.assert_allclose(run.outputs["result0"], expected, atol=2e-3, rtol=2e-3)


def test_batched_matmul(tmp_path: Path) -> None:
    Bt = 3

    def bmm(A: T.Tensor[(Bt, M, K), "float16"], B: T.Tensor[(Bt, K, N), "float16"]):
        C = T.alloc((Bt, M, N), "float32")
        for b, i, j, k in T.grid(Bt, M, N, K):
            C[b, i, j] += A[b, i, k] * B[b, k, j]
        return C

    definition = T.define(bmm)
    assert definition.blocks[0].contraction
    run, _ = compile_and_run(tmp_path, definition)
    assert run.stats.tensor_core_instructions > 0 and tensor_core_remarks()
    np.testing.assert_allclose(run.outputs["result0"], run.inputs["A"] @ run.inputs["B"], atol=1e-3)


def test_row_softmax_matches_numpy(tmp_path: Path) -> None:
    R, C = 37, 50

    def softmax(X: T.Tensor[(R, C), "float32"]):
        mx = T.alloc((R,), "float32", init=float("-inf"))
        s = T.alloc((R,), "float32")
        Y = T.alloc((R, C), "float32")
        for i, j in T.grid(R, C):
            mx[i] = T.max(mx[i], X[i, j])
        for i, j in T.grid(R, C):
            s[i] += T.exp(X[i, j] - mx[i])
        for i, j in T.grid(R, C):
            Y[i, j] = T.exp(X[i, j] - mx[i]) / s[i]
        return Y

    definition = T.define(softmax)
    assert [(b.name, b.combiner, [a.name for a in b.axes if a.reduction]) for b in definition.blocks] == \
        [("mx", "max", ["j"]), ("s", "add", ["j"]), ("Y", None, [])]
    run, _ = compile_and_run(tmp_path, definition)
    x = run.inputs["X"]
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(run.outputs["result0"], e / e.sum(axis=1, keepdims=True), rtol=1e-5)


def test_symbolic_sizes_are_dynamic_dimensions(tmp_path: Path) -> None:
    Ms = T.var("M")

    def gemm(A: T.Tensor[("M", 32), "float16"], B: T.Tensor[(32, 16), "float16"]):
        C = T.alloc((Ms, 16), "float32")
        for i, j, k in T.grid(Ms, 16, 32):
            C[i, j] += A[i, k] * B[k, j]
        return C

    definition = T.define(gemm)
    assert definition.params[0].shape == (Ms, 32) and repr(Ms) == "M" and Ms == T.var("M")
    assert "-> tensor<?x16xf32>" in definition.to_mlir()
    run, _ = compile_and_run(tmp_path, definition, shapes={"M": 70})
    assert run.symbols == {"M": 70} and run.outputs["result0"].shape == (70, 16)
    assert run.stats.tensor_core_instructions > 0
    # A given array fixes the symbol's size everywhere
    static = T.define(gemm, A=np.zeros((48, 32), np.float16))
    assert static.blocks[0].axes[0].extent == 48 and "tensor<48x16xf32>" in static.to_mlir()


def test_two_outputs_and_elementwise_math(tmp_path: Path) -> None:
    def two(A: T.Tensor[(8, 16), "float32"], B: T.Tensor[(16,), "float16"]):
        C = T.alloc((8, 16), "float32")
        D = T.alloc((8,), "float32")
        for i, j in T.grid(8, 16):
            C[i, j] = T.where(A[i, j] > 0, A[i, j], 0.1 * A[i, j]) - B[j] / 2
        for i, j in T.grid(8, 16):
            D[i] += T.sigmoid(A[i, j]) + T.erf(A[i, j]) + T.sqrt(T.abs(A[i, j])) - T.rsqrt(1 + A[i, j] * A[i, j]) \
                + T.log(2 + A[i, j]) * T.cast(B[j], "float32") + T.min(-A[i, j], 0.25)
        return C, D

    definition = T.define(two)
    assert definition.results == ("C", "D")
    run, _ = compile_and_run(tmp_path, definition)
    a, b = run.inputs["A"], run.inputs["B"]
    np.testing.assert_allclose(run.outputs["result0"], np.where(a > 0, a, 0.1 * a) - b / 2, rtol=1e-5, atol=1e-6)
    from math import erf
    d = (1 / (1 + np.exp(-a)) + np.vectorize(erf)(a) + np.sqrt(np.abs(a)) - 1 / np.sqrt(1 + a * a)
         + np.log(2 + a) * b + np.minimum(-a, 0.25)).sum(axis=1)
    np.testing.assert_allclose(run.outputs["result1"], d, rtol=1e-4, atol=1e-5)


def test_affine_indices(tmp_path: Path) -> None:
    def shift(A: T.Tensor[(33, 20), "float32"]):
        C = T.alloc((32, 10), "float32")
        for i, j in T.grid(32, 10):
            C[i, j] = A[i + 1, np.int64(2) * j] - A[i, j + 3] * A[i, j]
        return C

    definition = T.define(shift)
    assert definition.blocks[0].reads == (("A", ("i + 1", "2 * j")), ("A", ("i", "j + 3")), ("A", ("i", "j")))
    run, _ = compile_and_run(tmp_path, definition)
    a = run.inputs["A"]
    np.testing.assert_allclose(run.outputs["result0"], a[1:, 0:20:2] - a[:32, 3:13] * a[:32, :10], rtol=1e-5, atol=1e-6)


def test_types_promote_like_numpy() -> None:
    def mixed(A: T.Tensor[(4,), "bfloat16"], B: T.Tensor[(4,), "half"], I: T.Tensor[(4,), np.int8],
              J: T.Tensor[(4,), "int32"]):
        C = T.alloc((4,), "float16")
        for i in T.grid(4):
            x = A[i] + B[i]
            n = I[i] + J[i]
            f = n * B[i]
            C[i] = x + f + n / 2
            assert (x.dtype, n.dtype, f.dtype, (n / 2).dtype, (B[i] * 2).dtype) == ("f32", "i32", "f16", "f32", "f16")
            assert (np.float32(2) * B[i]).dtype == "f32" and (I[i] + np.int16(1)).dtype == "i16"
        return C

    definition = T.define(mixed)
    assert [p.dtype for p in definition.params] == ["bf16", "f16", "i8", "i32"]
    assert "arith.truncf" in definition.to_mlir()
    assert [canonical_dtype(d) for d in ("float16", "half", "bf16", "f32", "float64", "int8", "bool", np.int64)] == \
        ["f16", "f16", "bf16", "f32", "f64", "i8", "i1", "i64"]


# ---------------------------------------------------------------------------------------------
# Errors: each names the Python line


def test_unknown_dtype() -> None:
    line = inspect.currentframe().f_lineno + 2
    with pytest.raises(TircError, match=at(line) + "unknown dtype 'float8'"):
        def bad(A: T.Tensor[(4,), "float8"]):
            return A


def test_shape_mismatch_with_a_given_array() -> None:
    def f(A: T.Tensor[(4, 8), "float32"]):
        return A
    with pytest.raises(TircError, match=at(line_of(f, "def f")) + r"A is annotated .* but given"):
        T.define(f, A=np.zeros((4, 9), np.float32))


def test_missing_annotation() -> None:
    def f(A):
        return A
    with pytest.raises(TircError, match=at(line_of(f, "def f")) + re.escape(
            "give A's shape and dtype: A: T.Tensor[(M, K), 'float16'] or define(f, A=...)")):
        T.define(f)


@pytest.mark.parametrize("index, message", [
    ("product", "is a product of loop variables"), ("float", "is a float"), ("expression", "an expression of buffer"),
    ("written", "a written index is a loop variable"),
])
def test_bad_indices(index: str, message: str) -> None:
    def f(A: T.Tensor[(8, 8), "float32"], I: T.Tensor[(8,), "int32"]):
        C = T.alloc((8, 8))
        for i, j in T.grid(8, 8):
            if index == "product":
                C[i, j] = A[i * j, j]
            elif index == "float":
                C[i, j] = A[0.5, j]
            elif index == "expression":
                C[i, j] = A[I[i], j]
            else:
                C[i + j, j] = A[i, j]
        return C
    text = {"product": "A[i * j", "float": "A[0.5", "expression": "A[I[i]", "written": "C[i + j"}[index]
    with pytest.raises(TircError, match=at(line_of(f, text)) + ".*" + message):
        T.define(f)


def test_writing_a_parameter() -> None:
    def f(A: T.Tensor[(8,), "float32"]):
        for i in T.grid(8):
            A[i] = 1.0
        return A
    with pytest.raises(TircError, match=at(line_of(f, "A[i] = ")) + "A is a parameter"):
        T.define(f)


def test_reading_a_buffer_before_it_exists() -> None:
    def f(A: T.Tensor[(8,), "float32"]):
        C = T.alloc((8,))
        for i in T.grid(8):
            C[i] = D[i] + A[i]
        D = T.alloc((8,))
        return C, D
    with pytest.raises(TircError, match=at(line_of(f, "C[i] = D[i]")) + ".*before the line that creates it"):
        T.define(f)


def test_statement_outside_a_grid() -> None:
    def f(A: T.Tensor[(8,), "float32"]):
        C = T.alloc((8,))
        C[0] = A[0]
        return C
    with pytest.raises(TircError, match=at(line_of(f, "C[0] = ")) + "a statement writing C outside a grid"):
        T.define(f)


def test_returning_something_that_is_not_a_buffer() -> None:
    def f(A: T.Tensor[(8,), "float32"]):
        return 3
    with pytest.raises(TircError, match=at(line_of(f, "return 3")) + "f returns 3, which is not one of its buffers"):
        T.define(f)


def test_python_control_flow_on_an_expression() -> None:
    def f(A: T.Tensor[(8,), "float32"]):
        C = T.alloc((8,))
        for i in T.grid(8):
            if A[i] > 0:
                C[i] = A[i]
        return C
    with pytest.raises(TircError, match=at(line_of(f, "if A[i] > 0")) + ".*no Python truth value") as info:
        T.define(f)
    assert "T.where" in info.value.hint


def test_reduction_must_be_an_update() -> None:
    def f(X: T.Tensor[(8, 4), "float32"]):
        C = T.alloc((8,))
        for i, j in T.grid(8, 4):
            C[i] = X[i, j]
        return C
    with pytest.raises(TircError, match=at(line_of(f, "C[i] = X")) + re.escape(
            "j is not an index of C; write C[i] += ... or C[i] = T.max(C[i], ...)")):
        T.define(f)


def test_out_of_range_reads_and_mismatched_extents() -> None:
    def f(A: T.Tensor[(8,), "float32"]):
        C = T.alloc((8,))
        for i in T.grid(8):
            C[i] = A[i + 1]
        return C
    with pytest.raises(TircError, match=at(line_of(f, "A[i + 1]")) + r".*runs from 1 to 8, outside 0\.\.7"):
        T.define(f)

    def g(A: T.Tensor[(8,), "float32"]):
        C = T.alloc((8,))
        for i in T.grid(4):
            C[i] = A[i]
        return C
    with pytest.raises(TircError, match=at(line_of(g, "C[i] = A[i]")) + "i runs over 4 but C's dimension 0 is 8"):
        T.define(g)


def test_names_of_blocks_buffers_and_axes(tmp_path: Path) -> None:
    def twice(A: T.Tensor[(16, 8), "float32"]):
        C = T.alloc((16, 8))
        for i, j in T.grid(16, 8):
            C[i, j] = A[i, j] * 2
        for index in T.grid(16, 8):
            C[index] = T.max(C[index], 0.0)
        for i in T.grid(16):
            for j in T.grid(8):
                C[i, j] *= A[i, j]
        return C, T.alloc((4,), "int32", init=3)

    definition = T.define(twice)
    assert [b.name for b in definition.blocks] == ["C", "C_1", "C_2"]
    assert [a.name for a in definition.blocks[1].axes] == ["i0", "i1"]
    assert [a.name for a in definition.blocks[2].axes] == ["i", "j"] and definition.blocks[2].combiner == "mul"
    assert definition.results == ("C", "buf0")
    run, _ = compile_and_run(tmp_path, definition)
    a = run.inputs["A"]
    np.testing.assert_allclose(run.outputs["result0"], np.maximum(a * 2, 0) * a, rtol=1e-6)
    np.testing.assert_array_equal(run.outputs["result1"], [3, 3, 3, 3])


def test_loop_variables_as_values(tmp_path: Path) -> None:
    S = 24

    def causal(X: T.Tensor[(S, S), "float32"]):
        Y = T.alloc((S, S), "float32")
        for i, j in T.grid(S, S):
            Y[i, j] = T.where(j <= i, X[i, j], float("-inf")) + (2 * i - j + 1) / 4 + T.where(i == j, 1.0, X[i, j])
        return Y

    run, _ = compile_and_run(tmp_path, T.define(causal))
    x = run.inputs["X"]
    i, j = np.indices((S, S))
    expected = np.where(j <= i, x, -np.inf) + (2 * i - j + 1) / 4 + np.where(i == j, 1.0, x)
    np.testing.assert_allclose(run.outputs["result0"], expected, rtol=1e-6)


@pytest.mark.parametrize("case, text, message", [
    ("unindexed reduction", "s[i] += 1.0", "reduction loop j indexes no buffer on its own"),
    ("unpacking", "for i, j in T.grid(8, 4, 2)", "T.grid has 3 extents but the for loop unpacks 2 variables"),
    ("bool update", "b[i] += A[i, j]", "b is bool; updates"),
    ("shadowed loop", "for i in T.grid(4)", "loop variable i is already a loop of an enclosing grid"),
    ("fractional constant", "n[i] = I[i] * 0.5", "the constant 0.5 meets an i32 value"),
    ("exp of an int", "T.exp(I[i])", "T.exp takes a float, not an i32 value"),
])
def test_more_statement_errors(case: str, text: str, message: str) -> None:
    def f(A: T.Tensor[(8, 4), "float32"], I: T.Tensor[(8,), "int32"]):
        s = T.alloc((8,))
        b = T.alloc((8,), "bool")
        n = T.alloc((8,), "int32")
        if case == "unindexed reduction":
            for i, j in T.grid(8, 4):
                s[i] += 1.0
        elif case == "unpacking":
            for i, j in T.grid(8, 4, 2):
                pass
        elif case == "bool update":
            for i, j in T.grid(8, 4):
                b[i] += A[i, j]
        elif case == "shadowed loop":
            for i in T.grid(8):
                for i in T.grid(4):
                    pass
        elif case == "fractional constant":
            for i in T.grid(8):
                n[i] = I[i] * 0.5
        else:
            for i in T.grid(8):
                s[i] = T.exp(I[i])
        return s
    with pytest.raises(TircError, match=at(line_of(f, text)) + ".*" + re.escape(message)):
        T.define(f)
