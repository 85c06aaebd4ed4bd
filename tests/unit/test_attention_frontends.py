"""Attention from the frontends: the op spec's ``op: attention`` and the scheduling DSL.

- The op spec builds one ``tir.attention`` op (tirc/schedule/attention.py) whose float64 reference
  matches numpy's attention written here from the spec's meaning (GQA, causal kinds, broadcast
  mask, scale, lse); its schema errors name the file, the line and the key; its ``schedule:``
  knobs become the op's ``tir.schedule`` at the tensorir stage.
- The DSL writes attention with its usual statements (a contraction, row max, exponentials, row
  sum, division, a second contraction); its linalg is checked here without recognition, and
  ``Schedule.attention`` writes the knobs into the function's ``tir.spec``; ``tir-fuse-attention``
  makes the DSL program one op carrying them (and where it fuses nothing, the knobs are an error).
"""

from __future__ import annotations

import json
import math
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mlir import ir

from tirc import tensorir as T
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.frontend.opspec import build_opspec, opspec_to_mlir
from tirc.mlir_support import new_context
from tirc.reference import reference_outputs
from tirc.runtime import emulate
from tirc.schedule.attention import AttentionProblem, AttentionSchedule, choose_attention_schedule
from tirc.target import get_target
from tirc.tensorir import ScheduleError
from tirc.tm_tensor import parse_source

REPO = Path(__file__).resolve().parents[2]


def kernel_yaml(**keys: Any) -> str:
    """One kernel as YAML, a key per line (JSON flow values are valid YAML)."""
    return "kernels:\n  - " + "\n    ".join(f"{key}: {json.dumps(value)}" for key, value in keys.items()) + "\n"


_PARSED: list[ir.Module] = []   # the modules whose ops the tests hold (an op lives as long as its module)


def attention_ops(text: str) -> list[ir.Operation]:
    """The tir.attention ops of a module's text, parsed in a context of their own."""
    found: list[ir.Operation] = []
    with new_context():
        module = parse_source(text)
        _PARSED.append(module)

        def visit(op: ir.Operation) -> ir.WalkResult:
            if op.name == "tir.attention":
                found.append(op)
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
    return found


def numpy_attention(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, causal: str,
                    mask: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """softmax(scale q kᵀ + mask) v per (batch, head), K/V head h // (H / H_kv); and each row's
    natural log of the sum of exponentials of its scores."""
    group = q.shape[1] // k.shape[1]
    k = np.repeat(k, group, axis=1)
    v = np.repeat(v, group, axis=1)
    s = scale * q @ np.swapaxes(k, -1, -2)
    if mask is not None:
        s = s + mask   # broadcasts [B, 1, 1, S_kv] and the like
    s_q, s_kv = q.shape[2], k.shape[2]
    if causal != "none":
        shift = s_kv - s_q if causal == "bottom_right" else 0
        visible = np.arange(s_kv)[None, :] <= np.arange(s_q)[:, None] + shift
        s = np.where(visible, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    total = e.sum(axis=-1, keepdims=True)
    return (e / total) @ v, (np.log(total) + m)[..., 0]


# ---------------------------------------------------------------------------------------------
# The op spec


ATTENTION = {"name": "attn", "op": "attention", "shape": {"B": 2, "H": 4, "H_kv": 2, "S_q": 24, "S_kv": 40, "D": 64},
             "dtype": {"q": "f16", "k": "f16", "v": "f16", "o": "f16", "acc": "f32"}}
# Line numbers in kernel_yaml(**ATTENTION, ...): 2 name, 3 op, 4 shape, 5 dtype, 6 the next key.


def spec_with(**changes: Any) -> str:
    keys = {**ATTENTION, **changes}
    return kernel_yaml(**{k: v for k, v in keys.items() if v is not None})


def test_the_spec_is_one_located_attention_op_with_its_problem() -> None:
    text = opspec_to_mlir(spec_with(causal=True, lse=True), "attn.yaml")
    (op,) = attention_ops(text)
    p = AttentionProblem.of(op)
    assert (p.batch, p.heads, p.kv_heads, p.seq_q, p.seq_kv, p.head_dim, p.head_dim_v) == (2, 4, 2, 24, 40, 64, 64)
    assert (p.causal, p.element, p.out_element, p.mask, p.group) == ("top_left", "f16", "f16", None, 2)
    assert p.scale == pytest.approx(1 / 8)
    # [B, H, S, D] row-major: the views are the tensors' own strides; lse [B, H, S_q] f32.
    assert (p.q.offset, p.q.strides) == (0, (4 * 24 * 64, 24 * 64, 64, 1))
    assert (p.k.strides, p.v.strides, p.o.strides) == ((2 * 40 * 64, 40 * 64, 64, 1),) * 2 + ((4 * 24 * 64, 24 * 64, 64, 1),)
    assert p.lse is not None and p.lse.strides == (4 * 24, 24, 1, 0)
    assert [str(r.type) for r in op.results] == ["tensor<2x4x24x64xf16>", "tensor<2x4x24xf32>"]
    module = build_opspec(spec_with(causal=True, lse=True), "attn.yaml", new_context())
    _PARSED.append(module)
    (built,) = [o.operation for o in module.body.operations[0].regions[0].blocks[0].operations
                if o.operation.name == "tir.attention"]
    assert str(built.location) == 'loc("attn.yaml":3:5)'    # the op: key
    assert "tir.arg_names = [\"q\", \"k\", \"v\"]" in text and 'op = "attention"' in text


CASES = [
    ({"causal": False}, None),
    ({"causal": True}, None),
    ({"causal": "bottom_right", "scale": 0.3}, None),
    ({"mask": True, "lse": True}, (2, 4, 24, 40)),
    ({"mask": {"shape": ["B", 1, 1, "S_kv"], "dtype": "f32"}, "causal": "bottom_right", "lse": True}, (2, 1, 1, 40)),
    ({"mask": {"shape": [1, "H", "S_q", "S_kv"]}, "shape": {**ATTENTION["shape"], "D_v": 128}}, (1, 4, 24, 40)),
]


@pytest.mark.parametrize("changes,mask_shape", CASES, ids=[json.dumps(c[0])[:48] for c in CASES])
def test_the_reference_of_the_spec_is_numpy_attention(changes: dict[str, Any], mask_shape: tuple[int, ...] | None) -> None:
    """The float64 reference of the generated module against numpy's attention from the spec's keys."""
    text = opspec_to_mlir(spec_with(**changes), "attn.yaml")
    shape = changes.get("shape", ATTENTION["shape"])
    b, h, h_kv, s_q, s_kv, d = (shape[key] for key in ("B", "H", "H_kv", "S_q", "S_kv", "D"))
    d_v = shape.get("D_v", d)
    rng = np.random.default_rng(1)
    q = rng.standard_normal((b, h, s_q, d)).astype(np.float16).astype(np.float64)
    k = rng.standard_normal((b, h_kv, s_kv, d)).astype(np.float16).astype(np.float64)
    v = rng.standard_normal((b, h_kv, s_kv, d_v)).astype(np.float16).astype(np.float64)
    inputs = [q, k, v]
    mask = None
    if mask_shape is not None:
        mask = rng.standard_normal(mask_shape).astype(np.float16).astype(np.float64)
        mask[..., 3] = -np.inf    # a masked key
        inputs.append(mask)
    causal = {False: "none", True: "top_left", "bottom_right": "bottom_right"}[changes.get("causal", False)]
    expected, lse = numpy_attention(q, k, v, changes.get("scale", 1 / math.sqrt(d)), causal, mask)
    results = reference_outputs(text, "attn", inputs)
    assert results[0].shape == (b, h, s_q, d_v)
    np.testing.assert_allclose(results[0], expected, rtol=1e-9, atol=1e-12)
    assert len(results) == (2 if changes.get("lse") else 1)
    if changes.get("lse"):
        np.testing.assert_allclose(results[1], lse, rtol=1e-9)


def test_the_broadcast_mask_is_an_argument_of_its_own_shape_read_with_zero_strides() -> None:
    text = opspec_to_mlir(spec_with(mask={"shape": ["B", 1, 1, "S_kv"], "dtype": "f32"}), "attn.yaml")
    (op,) = attention_ops(text)
    p = AttentionProblem.of(op)
    assert p.mask is not None and p.mask.strides == (40, 0, 0, 1) and p.mask_element == "f32"
    assert str(op.operands[3].type) == "tensor<2x1x1x40xf32>"
    assert 'tir.arg_names = ["q", "k", "v", "mask"]' in text


ERRORS = [
    (spec_with(shape={**ATTENTION["shape"], "H_kv": 3}), 4, "H (4 query heads) is not a multiple of H_kv (3 KV heads)",
     "H_kv divides H: 1, 2, 4"),
    (spec_with(shape={**ATTENTION["shape"], "D": 48}), 4, "head dim D = 48 is not supported", "64, 80, 96, 128, 256"),
    (spec_with(shape={**ATTENTION["shape"], "D_v": 100}), 4, "head dim D_v = 100 is not supported", None),
    (spec_with(shape={**ATTENTION["shape"], "S_kv": "?"}), 4, "attention sizes are static: S_kv is \"?\"",
     "--shape S_kv=N"),
    (spec_with(shape={"B": 1, "H": 2, "S_q": 8, "S_kv": 8}), 4, "shape of op 'attention' is missing 'D'", None),
    (spec_with(shape={**ATTENTION["shape"], "S_q": 2 ** 40, "S_kv": 2 ** 20}), 4,
     "a tensor of this shape spans 9,223,372,036,854,775,808 elements, more than 2^56", None),
    (spec_with(shape={**ATTENTION["shape"], "S": 8}), 4, "unknown shape key 'S' for op 'attention'", None),
    (spec_with(shape={**ATTENTION["shape"], "Hkv": 2}), 4, "unknown shape key 'Hkv'", "did you mean 'H_kv'?"),
    (spec_with(dtype={"q": "f32"}), 5, "attention takes f16 or bf16 Q, K and V, not f32", "Tensor Cores"),
    (spec_with(dtype={"q": "f16", "k": "bf16"}), 5, "dtype k (bf16) differs from dtype q (f16)", None),
    (spec_with(dtype={"q": "f16", "o": "s8"}), 5, "dtype o 's8' is not allowed here", "f16, bf16, f32"),
    (spec_with(dtype={"q": "f16", "acc": "f16"}), 5, "dtype acc f16 is not f32", "acc: f32"),
    (spec_with(dtype={"o": "f16"}), 5, "dtype is missing 'q'", None),
    (spec_with(dtype={"q": "f16", "a": "f16"}), 5, "unknown dtype key 'a'", None),
    (spec_with(causal="bottom-right"), 6, "unknown causal 'bottom-right'", "did you mean 'bottom_right'?"),
    (spec_with(causal=1), 6, "unknown causal 1", "causal: false | true"),
    (spec_with(scale="big"), 6, "scale must be a finite number, not 'big'", None),
    (spec_with(lse="yes"), 6, "lse must be true or false, not 'yes'", None),
    (spec_with(mask={"shape": ["B", "H", "S_kv", "S_q"]}), 6, "mask shape must be [B, H, S_q, S_kv]", "[B, 1, 1, S_kv]"),
    (spec_with(mask={"dtype": "f64"}), 6, "mask dtype 'f64' is not allowed here", None),
    (spec_with(mask={"shap": ["B", 1, 1, "S_kv"]}), 6, "unknown mask key 'shap'", "did you mean 'shape'?"),
    (spec_with(mask=3), 6, "mask must be true, false or a mapping, not 3", None),
    (spec_with(schedule={"block_m": 0}), 6, "schedule block_m must be a positive integer, not 0", None),
    (spec_with(schedule={"kernel": "mma"}), 6, "unknown schedule kernel 'mma'", None),
    (spec_with(schedule={"tile": [64, 64, 32]}), 6, "unknown schedule key 'tile'", "kernel, block_m"),
    (spec_with(epilogue=[{"bias": "n"}]), 6, "key 'epilogue' does not apply to op 'attention'", "attention keys:"),
    (spec_with(casual=True), 6, "unknown key 'casual'", "did you mean 'causal'?"),
]


@pytest.mark.parametrize("text,line,message,hint", ERRORS, ids=[e[2][:40] for e in ERRORS])
def test_schema_errors_name_file_line_kernel_and_key(text: str, line: int, message: str, hint: str | None) -> None:
    with pytest.raises(TircError) as caught:
        opspec_to_mlir(text, "attn.yaml")
    rendered = caught.value.render().splitlines()
    assert rendered[0].startswith(f"error: attn.yaml:{line}: kernel 'attn': "), rendered
    assert message in rendered[0], rendered
    if hint is not None:
        assert rendered[-1].startswith("hint: ") and hint in rendered[-1], rendered


def test_shape_overrides_are_checked_again_at_the_shape_key(tmp_path: Path) -> None:
    path = tmp_path / "attn.yaml"
    path.write_text(spec_with())
    with pytest.raises(TircError) as caught:
        compile_input(str(path), CompileOptions(target="sm_80", emit="linalg", remarks="off", sizes={"H": 3}))
    assert caught.value.location is not None and caught.value.location.line == 4
    assert "H (3 query heads) is not a multiple of H_kv (2 KV heads)" in caught.value.message


def tensorir(path: Path, target: str = "sm_80") -> str:
    return compile_input(str(path), CompileOptions(target=target, emit="tensorir", remarks="off")).payload.decode()


def schedule_of(text: str) -> AttentionSchedule:
    (op,) = attention_ops(text)
    return AttentionSchedule.from_attr(op.attributes["tir.schedule"])


def test_schedule_knobs_become_the_ops_schedule(tmp_path: Path) -> None:
    path = tmp_path / "attn.yaml"
    path.write_text(spec_with(schedule={"block_m": 64, "block_n": 32, "warps": 4, "stages": 3}))
    assert schedule_of(tensorir(path)) == AttentionSchedule("mma_sync", 64, 32, 4, 3, 1)
    path.write_text(spec_with())   # none given: the target's choice (the sm80 pipeline has no wgmma kernel)
    text = tensorir(path)
    (op,) = attention_ops(text)
    assert schedule_of(text) == choose_attention_schedule(AttentionProblem.of(op), get_target("sm_80"), wgmma=False)
    path.write_text(spec_with(schedule={"stages": 3}))   # one knob over the target's choice
    assert schedule_of(tensorir(path)) == replace(schedule_of(text), stages=3)
    path.write_text(spec_with())
    assert schedule_of(tensorir(path, "sm_90a")).kernel == "wgmma"


def test_a_schedule_the_kernel_cannot_take_is_an_error_at_the_op_key(tmp_path: Path) -> None:
    path = tmp_path / "attn.yaml"
    path.write_text(spec_with(schedule={"block_m": 128, "warps": 4, "block_n": 40}))
    with pytest.raises(TircError) as caught:
        tensorir(path)
    assert caught.value.location is not None and caught.value.location.line == 3
    assert "block 128x40 must be multiples of 16" in caught.value.message
    path.write_text(spec_with(schedule={"kernel": "wgmma"}))
    with pytest.raises(TircError, match="wgmma kernels need sm_90a, not sm_80"):
        tensorir(path)


def test_the_shipped_example_spec_compiles_to_one_op_per_kernel() -> None:
    text = tensorir(REPO / "examples" / "specs" / "attention.yaml")
    first, second = attention_ops(text)
    assert (AttentionProblem.of(first).group, AttentionProblem.of(first).causal) == (4, "top_left")
    p = AttentionProblem.of(second)
    assert (p.causal, p.scale, p.element, p.mask_element, p.lse is not None) == ("bottom_right", 0.125, "bf16", "f32", True)
    assert AttentionSchedule.from_attr(second.attributes["tir.schedule"]) == AttentionSchedule("mma_sync", 64, 64, 4, 3)


def test_the_spec_runs_as_one_kernel_in_the_emulator(tmp_path: Path) -> None:
    """GQA, bottom-right causal, a broadcast f32 padding mask and the LSE: one mma_sync kernel, races
    checked, its outputs within the reference's bounds and close to numpy's attention."""
    path = tmp_path / "attn.yaml"
    path.write_text(spec_with(shape={"B": 1, "H": 4, "H_kv": 2, "S_q": 30, "S_kv": 70, "D": 64},
                              causal="bottom_right", mask={"shape": ["B", 1, 1, "S_kv"], "dtype": "f32"}, lse=True))
    (run,) = emulate(str(path), target="sm_80", seed=2, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 1 and next(iter(run.schedules.values())).startswith("attention mma_sync")
    q, k, v, mask = (run.inputs[name].astype(np.float64) for name in ("q", "k", "v", "mask"))
    expected, lse = numpy_attention(q, k, v, 1 / 8, "bottom_right", mask)
    o, row_lse = (np.asarray(run.outputs[name], dtype=np.float64) for name in run.outputs)
    np.testing.assert_allclose(o, expected, atol=4e-3)   # P and O rounded to f16
    np.testing.assert_allclose(row_lse, lse, rtol=1e-5)


def test_a_shape_override_runs_the_shipped_schedule() -> None:
    """``tirc run SPEC --shape``: each attention at the small sizes with the schedule of the spec's
    own sizes pinned (the example's 4096-key shapes, run at 40 x 72)."""
    runs = emulate(str(REPO / "examples" / "specs" / "attention.yaml"), target="sm_80", seed=3,
                   shapes={"B": 1, "H": 2, "H_kv": 1, "S_q": 40, "S_kv": 72})
    assert [run.function for run in runs] == ["attn", "attn_chunk"]
    for run in runs:
        assert run.pinned and run.checks and all(check.ok for check in run.checks), run.checks
        assert len(run.launches) == 1
    assert next(iter(runs[1].schedules.values())).startswith("attention mma_sync block 64x64 warps 4 stages 3")


# ---------------------------------------------------------------------------------------------
# The DSL


DB, DH, DS, DD = 1, 2, 40, 64
DSCALE = 0.125


def dsl_attention(Q: T.Tensor[(DB, DH, DS, DD), "float16"], K: T.Tensor[(DB, DH, DS, DD), "float16"],
                  V: T.Tensor[(DB, DH, DS, DD), "float16"]) -> T.Buffer:
    scores = T.alloc((DB, DH, DS, DS), "float32")
    for b, h, i, j, d in T.grid(DB, DH, DS, DS, DD):
        scores[b, h, i, j] += Q[b, h, i, d] * K[b, h, j, d]
    x = T.alloc((DB, DH, DS, DS), "float32")
    for b, h, i, j in T.grid(DB, DH, DS, DS):
        x[b, h, i, j] = T.where(j <= i, scores[b, h, i, j] * DSCALE, float("-inf"))
    row_max = T.alloc((DB, DH, DS), "float32", init=float("-inf"))
    for b, h, i, j in T.grid(DB, DH, DS, DS):
        row_max[b, h, i] = T.max(row_max[b, h, i], x[b, h, i, j])
    e = T.alloc((DB, DH, DS, DS), "float32")
    for b, h, i, j in T.grid(DB, DH, DS, DS):
        e[b, h, i, j] = T.exp(x[b, h, i, j] - row_max[b, h, i])
    row_sum = T.alloc((DB, DH, DS), "float32")
    for b, h, i, j in T.grid(DB, DH, DS, DS):
        row_sum[b, h, i] += e[b, h, i, j]
    P = T.alloc((DB, DH, DS, DS), "float16")
    for b, h, i, j in T.grid(DB, DH, DS, DS):
        P[b, h, i, j] = e[b, h, i, j] / row_sum[b, h, i]
    acc = T.alloc((DB, DH, DS, DD), "float32")
    for b, h, i, c, j in T.grid(DB, DH, DS, DD, DS):
        acc[b, h, i, c] += P[b, h, i, j] * V[b, h, j, c]
    O = T.alloc((DB, DH, DS, DD), "float16")
    for b, h, i, c in T.grid(DB, DH, DS, DD):
        O[b, h, i, c] = acc[b, h, i, c]
    return O


def generics(text: str) -> list[ir.Operation]:
    found: list[ir.Operation] = []
    with new_context():
        module = ir.Module.parse(text)
        _PARSED.append(module)
        for op in module.body.operations[0].regions[0].blocks[0].operations:
            if op.operation.name == "linalg.generic":
                found.append(op.operation)
    return found


def body_ops(op: ir.Operation) -> list[str]:
    return [inner.operation.name for inner in op.regions[0].blocks[0].operations]


def test_the_dsl_attention_is_two_contractions_and_a_softmax_in_linalg() -> None:
    """Without recognition: the blocks' generics, in order, as eager attention's linalg is."""
    definition = T.define(dsl_attention)
    assert [b.name for b in definition.blocks] == ["scores", "x", "row_max", "e", "row_sum", "P", "acc", "O"]
    ops = generics(definition.to_mlir())
    assert len(ops) == 8
    qk, masked, row_max, e, row_sum, p, pv, out = ops
    for contraction in (qk, pv):   # f16 x f16 -> f32 over the innermost (reduction) loop
        assert str(contraction.attributes["iterator_types"]).count("parallel") == 4
        assert [str(value.type).rsplit("x", 1)[1] for value in contraction.operands] == ["f16>", "f16>", "f32>"]
        assert body_ops(contraction) == ["arith.extf", "arith.extf", "arith.mulf", "arith.addf", "linalg.yield"]
    # K read transposed through its map: scores[b, h, i, j] += Q[b, h, i, d] * K[b, h, j, d];
    # acc[b, h, i, c] += P[b, h, i, j] * V[b, h, j, c] (loops b, h, i, c, j).
    maps = [str(m) for m in ir.ArrayAttr(qk.attributes["indexing_maps"])]
    assert maps == ["affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>",
                    "affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>",
                    "affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>"]
    maps = [str(m) for m in ir.ArrayAttr(pv.attributes["indexing_maps"])]
    assert maps[1] == "affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>"
    assert body_ops(masked) == ["linalg.index", "arith.index_cast", "linalg.index", "arith.index_cast", "arith.cmpi",
                                "arith.constant", "arith.mulf", "arith.constant", "arith.select", "linalg.yield"]
    assert body_ops(row_max) == ["arith.maximumf", "linalg.yield"]
    assert body_ops(e) == ["arith.subf", "math.exp", "linalg.yield"]
    assert body_ops(row_sum) == ["arith.addf", "linalg.yield"]
    assert body_ops(p) == ["arith.divf", "arith.truncf", "linalg.yield"]
    assert body_ops(out) == ["arith.truncf", "linalg.yield"]
    for reduction in (row_max, row_sum):
        assert str(reduction.attributes["iterator_types"]).count("reduction") == 1
    assert "tir.spec" not in definition.to_mlir()


def test_the_dsl_attention_computes_numpy_attention() -> None:
    rng = np.random.default_rng(3)
    q, k, v = (rng.standard_normal((DB, DH, DS, DD)).astype(np.float16) for _ in range(3))
    (result,) = reference_outputs(T.define(dsl_attention).to_mlir(), "dsl_attention", [q, k, v])
    expected, _ = numpy_attention(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), DSCALE,
                                  "top_left", None)
    np.testing.assert_allclose(result, expected, rtol=1e-9, atol=1e-12)


def spec_schedule(text: str) -> dict[str, Any]:
    with new_context():
        module = ir.Module.parse(text)
        function = module.body.operations[0]
        table = ir.DictAttr(ir.DictAttr(function.attributes["tir.spec"])["schedule"])
        return {named.name: (ir.StringAttr(named.attr).value if isinstance(named.attr, ir.StringAttr)
                             else ir.IntegerAttr(named.attr).value) for named in table}


def test_the_attention_primitive_writes_its_knobs_into_the_functions_spec() -> None:
    sch = T.create_schedule(dsl_attention)
    sch.attention(block_m=64, warps=4)
    sch.attention(block_n=32, stages=3)    # a later call adds to the knobs
    assert [i.python() for i in sch.trace][-2:] == ["sch.attention(block_m=64, warps=4)",
                                                   "sch.attention(block_n=32, stages=3)"]
    assert spec_schedule(sch.definition.to_mlir()) == {"block_m": 64, "block_n": 32, "warps": 4, "stages": 3}
    sch.attention(kernel="mma_sync", splits=1)
    assert spec_schedule(sch.definition.to_mlir()) == {"kernel": "mma_sync", "block_m": 64, "block_n": 32, "warps": 4,
                                                       "stages": 3, "splits": 1}


@pytest.mark.parametrize("knobs,message", [
    ({}, "attention() without knobs sets nothing"),
    ({"kernel": "flash"}, "unknown attention kernel 'flash'"),
    ({"kernel": "wgmma"}, "the DSL builds with the sm80 pipeline: no wgmma attention kernel"),
    ({"block_m": 0}, "attention block_m must be a positive int, not 0"),
    ({"stages": True}, "attention: stages takes an integer or None, not True"),
])
def test_the_attention_primitive_refuses_bad_knobs_at_the_call(knobs: dict[str, Any], message: str) -> None:
    sch = T.create_schedule(dsl_attention)
    with pytest.raises(ScheduleError) as caught:
        sch.attention(**knobs)
    assert message in caught.value.message
    assert caught.value.location is not None and caught.value.location.file == __file__
    assert "tir.spec" not in sch.definition.to_mlir()   # nothing was set


def test_without_a_fused_op_the_knobs_are_an_error_when_the_schedule_is_built(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Where tir-fuse-attention fuses nothing (here: made to leave the IR alone), the knobs name
    no op: an error when the schedule is built, not silently dropped."""
    from tirc.passes.linalg.attention import FuseAttention
    monkeypatch.setattr(FuseAttention, "run", lambda self, module, target: None)
    sch = T.create_schedule(dsl_attention)
    assert sch.attention_schedules() == []
    sch.attention(block_m=64)
    with pytest.raises(ScheduleError, match="compiles to none: tir-fuse-attention did not fuse its blocks"):
        sch.schedule_text()


def test_the_dsl_attention_is_one_op_with_its_schedule() -> None:
    """End to end at the tensorir stage: the DSL's blocks become one tir.attention whose
    tir.schedule is the primitive's knobs on top of tir-schedule's choice."""
    sch = T.create_schedule(dsl_attention)
    (chosen,) = sch.attention_schedules()
    sch.attention(block_m=64, block_n=32, warps=4, stages=3)
    text = sch.ir("tensorir")
    (op,) = attention_ops(text)
    p = AttentionProblem.of(op)
    assert (p.batch, p.heads, p.kv_heads, p.seq_q, p.seq_kv, p.head_dim, p.causal) == (DB, DH, DH, DS, DS, DD, "top_left")
    assert p.scale == pytest.approx(DSCALE) and (p.element, p.out_element) == ("f16", "f16")
    expected = AttentionSchedule(chosen.kernel, 64, 32, 4, 3, chosen.splits)
    assert AttentionSchedule.from_attr(op.attributes["tir.schedule"]) == expected
    assert sch.attention_schedules() == [expected]
    assert text.count("linalg.generic") == 0
    assert "fused into tir.attention" in sch.script()
    with pytest.raises(ScheduleError, match="must be multiples of 16"):   # checked against the op's problem
        sch.attention(block_n=40)
    # Built and run in the emulator (checked against the definition's reference), close to numpy.
    kernel = sch.build()
    rng = np.random.default_rng(5)
    q, k, v = (rng.standard_normal((DB, DH, DS, DD)).astype(np.float16) for _ in range(3))
    out = kernel(q, k, v)
    assert len([step for step in kernel.manifest["functions"][0]["steps"] if step["op"] == "launch"]) == 1
    expected, _ = numpy_attention(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), DSCALE,
                                  "top_left", None)
    np.testing.assert_allclose(out.astype(np.float64), expected, atol=4e-3)


GH, GKV = 4, 2    # grouped-query attention: query heads h read KV head h // 2


def dsl_gqa_attention(Q: T.Tensor[(DB, GH, DS, DD), "float16"], K: T.Tensor[(DB, GKV, DS, DD), "float16"],
                      V: T.Tensor[(DB, GKV, DS, DD), "float16"]) -> T.Buffer:
    scores = T.alloc((DB, GH, DS, DS), "float32")
    for b, h, i, j, d in T.grid(DB, GH, DS, DS, DD):
        scores[b, h, i, j] += Q[b, h, i, d] * K[b, h // 2, j, d]
    x = T.alloc((DB, GH, DS, DS), "float32")
    for b, h, i, j in T.grid(DB, GH, DS, DS):
        x[b, h, i, j] = scores[b, h, i, j] * DSCALE
    row_max = T.alloc((DB, GH, DS), "float32", init=float("-inf"))
    for b, h, i, j in T.grid(DB, GH, DS, DS):
        row_max[b, h, i] = T.max(row_max[b, h, i], x[b, h, i, j])
    e = T.alloc((DB, GH, DS, DS), "float32")
    for b, h, i, j in T.grid(DB, GH, DS, DS):
        e[b, h, i, j] = T.exp(x[b, h, i, j] - row_max[b, h, i])
    row_sum = T.alloc((DB, GH, DS), "float32")
    for b, h, i, j in T.grid(DB, GH, DS, DS):
        row_sum[b, h, i] += e[b, h, i, j]
    P = T.alloc((DB, GH, DS, DS), "float16")
    for b, h, i, j in T.grid(DB, GH, DS, DS):
        P[b, h, i, j] = e[b, h, i, j] / row_sum[b, h, i]
    acc = T.alloc((DB, GH, DS, DD), "float32")
    for b, h, i, c, j in T.grid(DB, GH, DS, DD, DS):
        acc[b, h, i, c] += P[b, h, i, j] * V[b, h // 2, j, c]
    O = T.alloc((DB, GH, DS, DD), "float16")
    for b, h, i, c in T.grid(DB, GH, DS, DD):
        O[b, h, i, c] = acc[b, h, i, c]
    return O


def test_grouped_query_attention_reads_kv_head_h_floordiv_group() -> None:
    definition = T.define(dsl_gqa_attention)
    assert definition.block("scores").reads == (("Q", ("b", "h", "i", "d")), ("K", ("b", "h // 2", "j", "d")))
    qk = generics(definition.to_mlir())[0]
    assert str(ir.ArrayAttr(qk.attributes["indexing_maps"])[1]) == \
        "affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 floordiv 2, d3, d4)>"
    rng = np.random.default_rng(4)
    q = rng.standard_normal((DB, GH, DS, DD)).astype(np.float16)
    k, v = (rng.standard_normal((DB, GKV, DS, DD)).astype(np.float16) for _ in range(2))
    (result,) = reference_outputs(definition.to_mlir(), "dsl_gqa_attention", [q, k, v])
    expected, _ = numpy_attention(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), DSCALE, "none", None)
    np.testing.assert_allclose(result, expected, rtol=1e-9, atol=1e-12)


def floordiv_value(Q: T.Tensor[(2, 6), "float32"]) -> T.Buffer:
    out = T.alloc((2, 6), "float32")
    for r, c in T.grid(2, 6):
        out[r, c] = Q[r, c] + T.cast((c - 7) // 3, "float32")   # as a value: floor, as the map's floordiv
    return out


def test_a_floor_divided_index_as_a_value_rounds_down() -> None:
    x = np.zeros((2, 6), dtype=np.float32)
    (result,) = reference_outputs(T.define(floordiv_value).to_mlir(), "floordiv_value", [x])
    np.testing.assert_array_equal(result, np.broadcast_to((np.arange(6) - 7) // 3, (2, 6)))


def after_floordiv(K: T.Tensor[(4, 8), "float32"]) -> T.Buffer:
    out = T.alloc((8, 8), "float32")
    for h, j in T.grid(8, 8):
        out[h, j] = K[h // 2 + 1, j]
    return out


def out_of_range(K: T.Tensor[(2, 8), "float32"]) -> T.Buffer:
    out = T.alloc((8, 8), "float32")
    for h, j in T.grid(8, 8):
        out[h, j] = K[h // 2, j]
    return out


def by_zero(K: T.Tensor[(2, 8), "float32"]) -> T.Buffer:
    out = T.alloc((8, 8), "float32")
    for h, j in T.grid(8, 8):
        out[h, j] = K[h // 0, j]
    return out


@pytest.mark.parametrize("fn,message", [
    (after_floordiv, "h // 2 is a floor division; it ends an index expression"),
    (out_of_range, "K[...] index h // 2 in dimension 0 runs from 0 to 3, outside 0..1"),
    (by_zero, "an index divides by a positive int, not 0"),
])
def test_floor_division_errors_name_the_statement(fn: Any, message: str) -> None:
    with pytest.raises(T.TensorIRError) as caught:
        T.define(fn)
    assert message in caught.value.message
    assert caught.value.location is not None and caught.value.location.file == __file__
