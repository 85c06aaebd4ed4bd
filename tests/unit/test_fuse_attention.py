"""tir-fuse-attention: torch-mlir's attention subgraphs become one ``tir.attention``.

Each form is exported from PyTorch with torch-mlir at a small size (S_q = 40, S_kv = 72, no tile
multiple; B·H <= 4), run through the linalg stage's passes up to ``tir-fuse-attention`` as the
sm80 pipeline orders them, and checked three ways: exactly one ``tir.attention`` is left and no
linalg op (the views, casts, softmax and both products are gone), its problem dictionary is the
expected one (causal kind, heads and KV heads, scale, the views of transposed layouts and of a
broadcast mask), and the float64 reference of the rewritten IR agrees with the reference of the
input IR within both of their rounding bounds. The full sm_80 pipeline compiles each to one
attention op (``--emit=tensorir``). Forms the kernels cannot take (f32 inputs, head dim 32) and
masks that are neither causal nor a tensor stay as they are.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input, run_passes
from tirc.mlir_support import new_context
from tirc.reference import evaluate
from tirc.schedule.attention import ATTENTION_OP, AttentionProblem, View
from tirc.tm_tensor import parse_source

torch = pytest.importorskip("torch")
fx = pytest.importorskip("torch_mlir.fx")
F = torch.nn.functional

B, H, SQ, SKV, D = 1, 2, 40, 72, 64
UP_TO_FUSION = "canonicalize,cse,tir-fold-constants,tir-fuse-attention"
BEFORE_FUSION = "canonicalize,cse,tir-fold-constants"


def _rand(*shape: int, dtype: Any = None) -> torch.Tensor:
    return torch.randn(*shape, dtype=dtype or torch.float16)


def _qkv(q_heads: int = H, kv_heads: int = H, batch: int = B, dtype: Any = None,
         head_dim: int = D) -> tuple[torch.Tensor, ...]:
    return (_rand(batch, q_heads, SQ, head_dim, dtype=dtype), _rand(batch, kv_heads, SKV, head_dim, dtype=dtype),
            _rand(batch, kv_heads, SKV, head_dim, dtype=dtype))


def _bottom_right() -> torch.Tensor:
    return torch.ones(SQ, SKV, dtype=torch.bool).tril(diagonal=SKV - SQ)


def _window() -> torch.Tensor:
    """Bottom-right causal, at most 9 keys back."""
    return torch.ones(SQ, SKV, dtype=torch.bool).tril(diagonal=SKV - SQ).triu(diagonal=SKV - SQ - 8)


def _repeat_kv(x: torch.Tensor, n: int) -> torch.Tensor:
    """Hugging Face's repeat_kv: expand a new head axis, then fold it into the heads."""
    b, h, s, d = x.shape
    return x[:, :, None, :, :].expand(b, h, n, s, d).reshape(b, h * n, s, d)


def _hf_softmax(scores: torch.Tensor, like: torch.Tensor) -> torch.Tensor:
    return F.softmax(scores, dim=-1, dtype=torch.float32).to(like.dtype)


def _torch_layers() -> dict[str, torch.nn.Module]:
    """torch.nn's attention modules (d_model 128, 2 heads of 64), f16, seeded weights."""
    torch.manual_seed(0)
    return {"mha": torch.nn.MultiheadAttention(128, 2, batch_first=True).half().eval(),
            "encoder": torch.nn.TransformerEncoderLayer(128, 2, 256, dropout=0.0, batch_first=True).half().eval()}


LAYERS = _torch_layers()


@dataclass(frozen=True)
class Form:
    """A PyTorch attention, its example inputs and what the op's problem must say."""
    function: Callable[..., torch.Tensor]
    inputs: Callable[[], tuple[torch.Tensor, ...]]
    expect: dict[str, Any] = field(default_factory=dict)
    only_attention: bool = True      # False: ops besides the attention stay (projections, a mask's)
    kernel: str = "attention_mma"    # the gpu-stage module that lowers it (tirc.passes.gpu)


FORMS: dict[str, Form] = {
    "eager_div_sqrt": Form(lambda q, k, v: torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1]), -1) @ v,
                           _qkv, dict(causal="none", scale=0.125, heads=2, kv_heads=2)),
    "eager_mul_scale": Form(lambda q, k, v: torch.softmax((q @ k.transpose(-2, -1)) * 0.1, dim=-1) @ v,
                            _qkv, dict(scale=float(np.float16(0.1)))),   # the f16 constant the IR multiplies by
    # HF's eager_attention_forward: softmax in f32, back to f16, output transposed to [B, S, H*D].
    "hf_eager": Form(lambda q, k, v: torch.matmul(_hf_softmax(torch.matmul(q, k.transpose(2, 3)) * 0.125, q), v)
                     .transpose(1, 2).contiguous().reshape(B, SQ, H * D),
                     _qkv, dict(o=View(0, (SQ * H * D, D, H * D, 1)))),
    "sdpa": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v), _qkv, dict(causal="none")),
    "sdpa_causal": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True), _qkv,
                        dict(causal="top_left")),
    "sdpa_scale": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, scale=0.3), _qkv),
    "sdpa_bottom_right": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, attn_mask=_bottom_right()),
                              _qkv, dict(causal="bottom_right")),
    "eager_masked_fill": Form(lambda q, k, v: _hf_softmax((q @ k.transpose(-2, -1) * 0.125)
                                                          .masked_fill(~_bottom_right(), float("-inf")), q) @ v,
                              _qkv, dict(causal="bottom_right")),
    # A padding mask [B, 1, 1, S_kv] broadcast over heads and rows: strides 0 there.
    "sdpa_padding_mask": Form(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m),
                              lambda: (*_qkv(batch=2), _rand(2, 1, 1, SKV)),
                              dict(batch=2, heads=2, mask=View(0, (SKV, 0, 0, 1)), mask_element="f16")),
    "gqa_repeat_kv": Form(lambda q, k, v: torch.matmul(_hf_softmax(torch.matmul(q, _repeat_kv(k, 2).transpose(2, 3))
                                                                   * 0.125, q), _repeat_kv(v, 2)),
                          lambda: _qkv(q_heads=4, kv_heads=2), dict(heads=4, kv_heads=2)),
    "gqa_repeat_interleave": Form(lambda q, k, v: F.scaled_dot_product_attention(
        q, k.repeat_interleave(2, dim=1), v.repeat_interleave(2, dim=1)),
        lambda: _qkv(q_heads=4, kv_heads=2), dict(heads=4, kv_heads=2)),
    # [B, S, H, D] inputs transposed to [B, H, S, D]; the output transposed back and reshaped.
    "bshd_causal": Form(lambda q, k, v: F.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2),
                                                                       v.transpose(1, 2), is_causal=True)
                        .transpose(1, 2).reshape(B, SQ, H * D),
                        lambda: (_rand(B, SQ, H, D), _rand(B, SQ, H, D), _rand(B, SQ, H, D)),
                        dict(causal="top_left", q=View(0, (SQ * H * D, D, H * D, 1)),
                             o=View(0, (SQ * H * D, D, H * D, 1)))),
    "bmm_3d": Form(lambda q, k, v: torch.softmax(torch.bmm(q, k.transpose(1, 2)) * 0.125, -1) @ v,
                   lambda: (_rand(2, SQ, D), _rand(2, SKV, D), _rand(2, SKV, D))),
    # torch.nn.MultiheadAttention: packed in-projection, heads split by views, [B*H, S, D] products.
    "torch_mha": Form(lambda x: LAYERS["mha"](x, x, x, need_weights=False)[0], lambda: (_rand(2, SQ, 128),),
                      dict(batch=2, seq_kv=SQ), only_attention=False),
    "torch_mha_causal": Form(lambda x: LAYERS["mha"](
        x, x, x, need_weights=False, is_causal=True,
        attn_mask=torch.nn.Transformer.generate_square_subsequent_mask(SQ, dtype=torch.float16))[0],
        lambda: (_rand(2, SQ, 128),), dict(batch=2, seq_kv=SQ, causal="top_left"), only_attention=False),
    "torch_encoder_layer": Form(lambda x: LAYERS["encoder"](x), lambda: (_rand(2, SQ, 128),),
                                dict(batch=2, seq_kv=SQ), only_attention=False),
    # A float causal mask added before the scale: the mask is scaled too (-inf stays -inf).
    "mask_before_scale": Form(lambda q, k, v: torch.softmax(
        (q @ k.transpose(-2, -1) + torch.full((SQ, SKV), float("-inf"), dtype=torch.float16).triu(1)) * 0.125, -1) @ v,
        _qkv, dict(causal="top_left", scale=0.125)),
    # A sliding window: no causal kind, the additive mask SDPA makes of it is the op's mask tensor.
    "sdpa_window": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, attn_mask=_window()), _qkv,
                        dict(causal="none", mask=View(0, (0, 0, SKV, 1))), only_attention=False),   # the mask's ops stay
    "sdpa_enable_gqa": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, enable_gqa=True),
                            lambda: _qkv(q_heads=4, kv_heads=2), dict(heads=4, kv_heads=2)),
    # Multi-query: one KV head expanded to all query heads.
    "mqa": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k.expand(B, 4, SKV, D), v.expand(B, 4, SKV, D)),
                lambda: _qkv(q_heads=4, kv_heads=1), dict(heads=4, kv_heads=1)),
    # A boolean mask argument: SDPA's select to 0/-inf stays a kernel, its f16 result the op's mask.
    "sdpa_bool_mask_input": Form(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m),
                                 lambda: (*_qkv(batch=2), torch.rand(2, 1, SQ, SKV) > 0.2),
                                 dict(batch=2, mask=View(0, (SQ * SKV, 0, SKV, 1))), only_attention=False),
    "sdpa_float_mask_2d": Form(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m),
                               lambda: (*_qkv(), _rand(SQ, SKV)), dict(mask=View(0, (0, 0, SKV, 1)))),
    "head_dim_128": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
                         lambda: _qkv(head_dim=128), dict(head_dim=128, head_dim_v=128, causal="top_left")),
    "head_dim_v_128": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v),
                           lambda: (_rand(B, H, SQ, D), _rand(B, H, SKV, D), _rand(B, H, SKV, 128)),
                           dict(head_dim_v=128)),
    # One query row over 300 keys: flash-decoding's problem.
    "decode": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v),
                   lambda: (_rand(1, 4, 1, 128), _rand(1, 4, 300, 128), _rand(1, 4, 300, 128)),
                   dict(heads=4, kv_heads=4, seq_q=1, seq_kv=300, head_dim=128, head_dim_v=128),
                   kernel="attention_decode"),
    # The product in f32 (softmax of f32 scores times an f32 V from f16): an f32 output.
    "f32_output": Form(lambda q, k, v: torch.softmax((q @ k.transpose(-2, -1)).float() * 0.125, -1) @ v.float(),
                       _qkv, dict(out_element="f32")),
    "bf16": Form(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
                 lambda: _qkv(dtype=torch.bfloat16), dict(element="bf16", out_element="bf16")),
}


class _Module(torch.nn.Module):
    def __init__(self, function: Callable[..., torch.Tensor]) -> None:
        super().__init__()
        self.function = function

    def forward(self, *inputs: torch.Tensor) -> torch.Tensor:
        return self.function(*inputs)


def export(function: Callable[..., torch.Tensor], inputs: tuple[torch.Tensor, ...], name: str,
           **options: Any) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        return str(fx.export_and_import(_Module(function), *inputs, output_type="linalg-on-tensors",
                                        func_name=name, **options))


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], tuple[Path, tuple[Any, ...]]]:
    folder = tmp_path_factory.mktemp("attention")
    cache: dict[str, tuple[Path, tuple[Any, ...]]] = {}

    def get(name: str) -> tuple[Path, tuple[Any, ...]]:
        if name not in cache:
            torch.manual_seed(0)
            form = FORMS[name]
            inputs = form.inputs()
            path = folder / f"{name}.mlir"
            path.write_text(export(form.function, inputs, name))
            cache[name] = (path, inputs)
        return cache[name]

    return get


def _problems(text: str) -> tuple[list[AttentionProblem], list[str]]:
    """The attention problems of a module's text and the names of its other compute ops."""
    with new_context():
        module = parse_source(text)
        problems: list[AttentionProblem] = []
        others: list[str] = []

        def visit(op: Any) -> Any:
            if op.name == ATTENTION_OP:
                problems.append(AttentionProblem.of(op))
            elif op.name.startswith("linalg.") or op.name.startswith("tm_tensor."):
                others.append(op.name)
            from mlir import ir
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
    return problems, others


def _two_products_fewer(path: Path, others: list[str]) -> None:
    """A layer's projections stay: the fused IR has the input's products but attention's two."""
    _, before = _problems(run_passes(str(path), BEFORE_FUSION, "sm_80", False, isolated=False).text)
    products = ("linalg.batch_matmul", "linalg.matmul")
    assert sum(o in products for o in others) == sum(o in products for o in before) - 2, (before, others)


def _check(problem: AttentionProblem, expect: dict[str, Any]) -> None:
    """The problem's fields are ``expect``'s (a view's stride over an index of extent 1 is free)."""
    for key, value in expect.items():
        got = getattr(problem, key)
        if key == "scale":
            assert math.isclose(got, value, rel_tol=1e-6), (key, got, value)
        elif isinstance(value, View):
            extents = (problem.batch, problem.heads if key in ("q", "o", "mask") else problem.kv_heads, 2, 2)
            assert got.offset == value.offset and all(
                g == w for g, w, n in zip(got.strides, value.strides, extents) if n > 1), (key, got, value)
        else:
            assert got == value, (key, got, value)


def _numpy(inputs: tuple[Any, ...]) -> list[np.ndarray]:
    return [t.float().numpy().astype(np.float64) if t.dtype == torch.bfloat16 else t.numpy() for t in inputs]


def _agree(before: str, after: str, name: str, inputs: tuple[Any, ...]) -> None:
    """The rewritten IR's reference is the input IR's within both bounds (their roundings)."""
    reference = evaluate(before, name, _numpy(inputs))
    fused = evaluate(after, name, _numpy(inputs))
    (want,), (got,) = reference.results, fused.results
    bound = np.zeros_like(want)
    for extra in (reference.result_bounds[0], fused.result_bounds[0]):
        if extra is not None:
            # The unfused IR's bound is infinite where a -inf mask entered it (decomposed causal
            # SDPA): there the fused op's own bound is the tolerance.
            with np.errstate(over="ignore"):
                bound = bound + np.where(np.isfinite(extra), extra, 0.0)
    assert np.isfinite(got).all()
    error = np.abs(got - want)
    # A bound is vacuous past a layer norm (near the largest float): there two f16 ulps at the
    # output's scale are the tolerance (the fused op computes the scores the IR rounds to f16 in f32).
    tolerance = np.minimum(bound, 2e-3 * max(1.0, float(np.max(np.abs(want))))) + 1e-6
    assert np.all(error <= tolerance), float(np.max(error - tolerance))
    assert float(np.max(np.abs(got))) > 0.01          # not a zero output that trivially agrees


@pytest.mark.parametrize("name", list(FORMS))
def test_form_becomes_one_attention_op(exported: Callable[[str], tuple[Path, tuple[Any, ...]]], name: str) -> None:
    path, inputs = exported(name)
    fused = run_passes(str(path), UP_TO_FUSION, "sm_80", False, isolated=False).text
    problems, others = _problems(fused)
    if FORMS[name].only_attention:
        assert len(problems) == 1 and not others, (problems, others)
    else:
        assert len(problems) == 1
        _two_products_fewer(path, others)
    (problem,) = problems
    expect = dict(dict(batch=B, heads=H, kv_heads=H, seq_q=SQ, seq_kv=SKV if "bshd" not in name else SQ,
                       head_dim=D, head_dim_v=D, element="f16", out_element="f16"), **FORMS[name].expect)
    _check(problem, expect)
    _agree(path.read_text(), fused, name, inputs)


# Decomposed SDPA without a -inf mask keeps P in f32 for P·V (the fused op says probabilities =
# "f32"): its reference's bound is f32-tight, which P rounded once to f16 misses (by up to 1.2
# times the tolerance at these inputs); the kernels multiply P in two f16 parts. The forms whose
# IR rounds P to f16 (eager, Hugging Face) or whose bound a -inf mask widens keep one part.
P_IN_F32 = ("sdpa", "sdpa_padding_mask", "sdpa_float_mask_2d")


@pytest.mark.parametrize("name", list(FORMS))
def test_form_verifies_in_the_emulator(exported: Callable[[str], tuple[Path, tuple[Any, ...]]], name: str) -> None:
    """The whole sm_80 pipeline, the attention kernel emulated with races checked, against the
    float64 reference of the exported IR; an attention alone is one launch (a decode step two:
    the split-KV kernel and its combine kernel)."""
    from tirc.runtime import emulate

    path, _ = exported(name)
    (run,) = emulate(str(path), target="sm_80", seed=1, racecheck=True)
    assert run.checks and run.ok, [check for check in run.checks if not check.ok]
    if name in P_IN_F32:    # verified with P in parts, not by a wider tolerance
        assert any("f32 P in 2 f16 parts" in text for text in run.schedules.values()), run.schedules
    if FORMS[name].only_attention:      # one kernel: the attention (decode: and its combine kernel)
        kernels = [kernel for kernel, _ in run.launches]
        expected = 2 if FORMS[name].kernel == "attention_decode" else 1
        assert len(kernels) == expected, kernels
        if expected == 2:
            assert kernels[1] == kernels[0] + "_combine", kernels


def test_agreement_fails_for_a_wrong_problem(exported: Callable[[str], tuple[Path, tuple[Any, ...]]]) -> None:
    """The reference comparison sees a wrong causal kind or scale (so it can fail); a head group
    the operands do not have is refused before, by the op's own check of its views."""
    import re
    for name, wrong, error in (
            ("sdpa_causal", lambda t: t.replace('causal = "top_left"', 'causal = "none"'), AssertionError),
            ("sdpa", lambda t: re.sub(r"scale = [0-9.e+-]+ : f64", "scale = 0.14 : f64", t), AssertionError),
            ("gqa_repeat_kv", lambda t: t.replace("kv_heads = 2", "kv_heads = 4"), TircError)):
        path, inputs = exported(name)
        fused = run_passes(str(path), UP_TO_FUSION, "sm_80", False, isolated=False).text
        assert wrong(fused) != fused
        with pytest.raises(error):
            _agree(path.read_text(), wrong(fused), name, inputs)


@pytest.mark.parametrize("name", ["sdpa_causal", "gqa_repeat_kv", "bshd_causal"])
def test_pipeline_compiles_form_to_one_attention(exported: Callable[[str], tuple[Path, tuple[Any, ...]]],
                                                 name: str) -> None:
    path, _ = exported(name)
    for target in ("sm_80", "sm_90a"):
        compiled = compile_input(str(path), CompileOptions(emit="tensorir", target=target))
        text = compiled.payload.decode()
        assert text.count(f'"{ATTENTION_OP}"') == 1, text
        assert "linalg.batch_matmul" not in text and "linalg.generic" not in text


def test_tm_tensor_attention_becomes_one_op(tmp_path: Path) -> None:
    """SDPA imported whole (no decomposition; torch-mlir keeps aten.scaled_dot_product_attention
    as tm_tensor.attention): its default scale 1/sqrt(D), its causal mask built of iotas, GQA
    heads broadcast before it, all read as the op's problem."""
    table_module = pytest.importorskip("torch_mlir.extras.fx_decomp_util")
    table = {op: fn for op, fn in table_module.get_decomposition_table().items()
             if "scaled_dot_product" not in str(op)}
    options = dict(decomposition_table=table, backend_legal_ops=["aten.scaled_dot_product_attention"])
    from tirc.runtime import emulate
    torch.manual_seed(0)
    cases = [
        ("tm_causal", lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True), _qkv(),
         dict(causal="top_left", scale=0.125)),
        ("tm_scale", lambda q, k, v: F.scaled_dot_product_attention(q, k, v, scale=0.3), _qkv(), dict(scale=0.3)),
        ("tm_gqa", lambda q, k, v: F.scaled_dot_product_attention(q, k, v, enable_gqa=True),
         _qkv(q_heads=4, kv_heads=2), dict(heads=4, kv_heads=2)),
    ]
    for name, function, inputs, expect in cases:
        text = export(function, inputs, name, **options)
        assert "tm_tensor.attention" in text
        path = tmp_path / f"{name}.mlir"
        path.write_text(text)
        fused = run_passes(str(path), UP_TO_FUSION, "sm_80", False, isolated=False).text
        problems, others = _problems(fused)
        assert len(problems) == 1 and not others, (problems, others)
        _check(problems[0], expect)
        # The reference cannot run tm_tensor.attention: the fused op's is checked against PyTorch.
        (got,) = evaluate(fused, name, _numpy(inputs)).results
        want = function(*(t.double() for t in inputs)).numpy()
        np.testing.assert_allclose(got, want, atol=2e-3, rtol=0)
        # the sm_80 kernel emulated (races checked), against PyTorch too
        (run,) = emulate(str(path), target="sm_80", seed=1, racecheck=True, check=False,
                         inputs=_numpy(inputs))
        (out,) = run.outputs.values()
        np.testing.assert_allclose(np.asarray(out, np.float64), want, atol=2e-3, rtol=0)


@pytest.mark.parametrize("name", ["sdpa_causal", "sdpa_bottom_right", "eager_masked_fill"])
def test_dense_constant_masks_are_causal_too(exported: Callable[[str], tuple[Path, tuple[Any, ...]]],
                                             name: str) -> None:
    """After tir-fold-constant-subgraphs the causal masks are dense constants: still causal kinds."""
    path, inputs = exported(name)
    folded = run_passes(str(path), "canonicalize,cse,tir-fold-constants,tir-fold-constant-subgraphs", "sm_80",
                        False, isolated=False).text
    assert "dense_resource<folded>" in folded     # the masks are constants now
    fused = run_passes(str(path), "canonicalize,cse,tir-fold-constants,tir-fold-constant-subgraphs,"
                       "tir-fuse-attention", "sm_80", False, isolated=False).text
    problems, others = _problems(fused)
    assert [p.causal for p in problems] == [FORMS[name].expect["causal"]] and not others, (problems, others)
    _agree(path.read_text(), fused, name, inputs)


LIT = Path(__file__).parents[1] / "lit" / "linalg" / "fuse-attention.mlir"


@pytest.mark.parametrize("name", ["eager", "gqa_bshd", "generic_attention"])
def test_lit_functions_agree_with_their_input(name: str) -> None:
    """The lit test's functions (a hand-written generic form among them): the reference of the
    rewritten function is the input's."""
    fused = run_passes(str(LIT), UP_TO_FUSION, "sm_80", False, isolated=False).text
    with new_context():
        module = parse_source(LIT.read_text())
        from mlir import ir
        (function,) = [op for op in module.body.operations
                       if ir.StringAttr(op.attributes["sym_name"]).value == name]
        shapes = [ir.RankedTensorType(t).shape for t in ir.FunctionType(
            ir.TypeAttr(function.attributes["function_type"]).value).inputs]
    rng = np.random.default_rng(0)
    inputs = tuple(torch.from_numpy(rng.standard_normal(shape).astype(np.float16)) for shape in shapes)
    _agree(LIT.read_text(), fused, name, inputs)


def test_op_keeps_the_location_of_the_first_product(exported: Callable[[str], tuple[Path, tuple[Any, ...]]]) -> None:
    """The op is located at the user's Q Kᵀ product (its first batch_matmul)."""
    from mlir import ir

    from tirc.passes.linalg.attention import FuseAttention
    from tirc.target import get_target

    path, _ = exported("eager_div_sqrt")
    lines = path.read_text().splitlines()
    first = next(k for k, line in enumerate(lines) if "linalg.batch_matmul" in line)
    lines[first] += ' loc("attention.py":7:12)'
    with new_context():
        module = parse_source("\n".join(lines))
        FuseAttention().run(module, get_target("sm_80"))
        found: list[Any] = []
        module.operation.walk(lambda op: (found.append(op) if op.name == ATTENTION_OP else None)
                              or ir.WalkResult.ADVANCE)
        assert len(found) == 1 and "attention.py" in str(found[0].location) and ":7:12" in str(found[0].location)


def test_stacked_attentions_become_two_ops(tmp_path: Path) -> None:
    """One attention's output is the next one's queries: two ops, the second reading the first."""
    def stacked(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        return F.scaled_dot_product_attention(F.scaled_dot_product_attention(q, k, v, is_causal=True), k, v)

    torch.manual_seed(0)
    inputs = _qkv()
    path = tmp_path / "stacked.mlir"
    path.write_text(export(stacked, inputs, "stacked"))
    fused = run_passes(str(path), UP_TO_FUSION, "sm_80", False, isolated=False).text
    problems, others = _problems(fused)
    assert [p.causal for p in problems] == ["top_left", "none"] and not others, (problems, others)
    first = next(line for line in fused.splitlines() if '"tir.attention"' in line).split("=")[0].strip()
    assert f'"tir.attention"({first},' in fused      # the second reads the first's result
    _agree(path.read_text(), fused, "stacked", inputs)


@pytest.mark.parametrize("name", ["bert", "llama"])
def test_hugging_face_padding_mask_is_the_op_mask(tmp_path: Path, name: str) -> None:
    """A Hugging Face model called with an ``attention_mask`` (a padded second sequence): the
    additive mask it computes from that argument (with the causal part, for llama) is the op's
    mask operand, read through a view broadcast over the heads."""
    pytest.importorskip("transformers")
    from tests.unit import hf_corpus

    import transformers

    transformers.logging.set_verbosity_error()
    configs = {"bert": ("BertModel", transformers.BertConfig(
        vocab_size=64, hidden_size=128, num_hidden_layers=1, num_attention_heads=2, intermediate_size=256,
        max_position_embeddings=64)),
        "llama": ("LlamaModel", transformers.LlamaConfig(**dict(hf_corpus._DECODER, hidden_size=256,
                                                                 intermediate_size=512)))}
    model_class, config = configs[name]
    config._attn_implementation = "eager"
    torch.manual_seed(0)
    model = hf_corpus.LastHiddenState(getattr(transformers, model_class)(config).eval().half(),
                                      ("input_ids", "attention_mask"))
    ids = torch.randint(0, 64, (2, 7))
    mask = torch.ones(2, 7, dtype=torch.int64)
    mask[1, 5:] = 0
    path = tmp_path / f"{name}.mlir"
    path.write_text(hf_corpus.export(name, model, (ids, mask)))
    fused = run_passes(str(path), UP_TO_FUSION, "sm_80", False, isolated=False).text
    problems, others = _problems(fused)
    assert len(problems) == 1
    _two_products_fewer(path, others)
    (problem,) = problems
    assert problem.mask is not None and problem.mask.strides[1] == 0 and problem.batch == 2, problem
    _agree(path.read_text(), fused, name, (ids, mask))


def test_tm_tensor_attention_without_outs_is_a_located_error() -> None:
    text = """func.func @f(%q: tensor<2x40x64xf16>) -> tensor<2x40x64xf16> {
  %0 = tm_tensor.attention ins(%q, %q, %q : tensor<2x40x64xf16>, tensor<2x40x64xf16>, tensor<2x40x64xf16>) -> tensor<2x40x64xf16>
  return %0 : tensor<2x40x64xf16>
}"""
    with new_context(), pytest.raises(TircError) as raised:
        parse_source(text, "bad.mlir")
    assert "cannot read tm_tensor.attention" in str(raised.value) and raised.value.location.line == 2


UNCHANGED: dict[str, tuple[Callable[..., torch.Tensor], Callable[[], tuple[torch.Tensor, ...]]]] = {
    # f32 attention stays unfused (the kernels take f16/bf16 Tensor Core inputs).
    "f32": (lambda q, k, v: F.scaled_dot_product_attention(q, k, v), lambda: _qkv(dtype=torch.float32)),
    # Head dim 32 is none of HEAD_DIMS.
    "head_dim_32": (lambda q, k, v: F.scaled_dot_product_attention(q, k, v), lambda: _qkv(head_dim=32)),
    # A sliding window of constants selected to -inf in the scores: neither causal kind, and no
    # tensor holds it as an additive mask.
    "window_select": (lambda q, k, v: torch.softmax(
        (q @ k.transpose(-2, -1) * 0.125).masked_fill(~_window(), float("-inf")), -1) @ v, _qkv),
    # V scaled by a constant scales the output, which the op has no factor for.
    "scaled_v": (lambda q, k, v: torch.softmax(q @ k.transpose(-2, -1) * 0.125, -1) @ (v * 2), _qkv),
    # Softmax over the queries, not the keys.
    "softmax_rows": (lambda q, k, v: torch.softmax(q @ k.transpose(-2, -1) * 0.125, -2) @ v, _qkv),
}


@pytest.mark.parametrize("name", list(UNCHANGED))
def test_other_subgraphs_stay_as_they_are(tmp_path: Path, name: str) -> None:
    function, inputs = UNCHANGED[name]
    torch.manual_seed(0)
    path = tmp_path / f"{name}.mlir"
    path.write_text(export(function, inputs(), name))
    fused = run_passes(str(path), UP_TO_FUSION, "sm_80", False, isolated=False).text
    plain = run_passes(str(path), BEFORE_FUSION, "sm_80", False, isolated=False).text
    assert ATTENTION_OP not in fused
    assert fused == plain
