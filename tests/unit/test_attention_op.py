"""The ``tir.attention`` op itself (tirc/schedule/attention.py): its problem dictionary, the FLOP
count, the schedule choice and checks, and the float64 reference (tirc/reference.py) against a
direct loop over rows and keys, through views (transposed layouts, GQA, broadcast masks), both
causal kinds, empty rows and the log-sum-exp."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from mlir import ir

from tirc.diagnostics import TircError
from tirc.reference import evaluate
from tirc.schedule.attention import (AttentionProblem, AttentionSchedule, View, check_attention_schedule,
                                     choose_attention_schedule, shared_bytes)
from tirc.target import TARGETS

REPO = Path(__file__).resolve().parents[2]


def problem(**changes: object) -> AttentionProblem:
    base = dict(batch=1, heads=4, kv_heads=2, seq_q=5, seq_kv=7, head_dim=64, head_dim_v=64, causal="none",
                scale=0.125, element="f16", out_element="f16",
                q=View.row_major((1, 4, 5, 64)), k=View.row_major((1, 2, 7, 64)), v=View.row_major((1, 2, 7, 64)),
                o=View.row_major((1, 4, 5, 64)))
    base.update(changes)
    return AttentionProblem(**base)   # type: ignore[arg-type]


def test_problem_round_trips_through_its_attribute() -> None:
    p = problem(mask=View(3, (0, 0, 0, 1)), mask_element="f32", lse=View(0, (20, 5, 1, 0)), causal="bottom_right")
    with ir.Context():
        assert AttentionProblem.from_attr(p.to_attr()) == p
        s = AttentionSchedule("split_kv", 16, 64, 4, 2, 8)
        assert AttentionSchedule.from_attr(s.to_attr()) == s


def test_flops_count_visible_pairs() -> None:
    full = problem(seq_q=128, seq_kv=128, heads=2, kv_heads=2)
    assert full.flops() == 4 * 1 * 2 * 128 * 128 * 64
    causal = problem(seq_q=128, seq_kv=128, heads=2, kv_heads=2, causal="top_left")
    assert causal.flops() == 2 * 2 * (128 * 129 // 2) * 128
    # bottom-right with more keys than queries: row i sees i + 1 + (S_kv - S_q) keys
    wide = problem(seq_q=2, seq_kv=5, causal="bottom_right")
    assert wide.visible_pairs() == 4 + 5
    # top-left with more queries than keys: rows past S_kv see every key
    tall = problem(seq_q=5, seq_kv=2, causal="top_left")
    assert tall.visible_pairs() == 1 + 2 + 2 + 2 + 2


def test_schedule_choice_per_target() -> None:
    prefill = problem(batch=4, heads=32, kv_heads=32, seq_q=4096, seq_kv=4096, head_dim=128, head_dim_v=128)
    assert choose_attention_schedule(prefill, TARGETS["sm_80"]).kernel == "mma_sync"
    assert choose_attention_schedule(prefill, TARGETS["sm_90a"]).kernel == "wgmma"
    assert choose_attention_schedule(prefill, TARGETS["sm_90a"], wgmma=False).kernel == "mma_sync"
    odd = problem(head_dim=96, head_dim_v=96)
    assert choose_attention_schedule(odd, TARGETS["sm_90a"]).kernel == "mma_sync"
    decode = problem(batch=4, heads=32, kv_heads=8, seq_q=1, seq_kv=4096, head_dim=128, head_dim_v=128)
    chosen = choose_attention_schedule(decode, TARGETS["sm_80"])
    assert chosen.kernel == "split_kv" and chosen.splits > 1
    assert 4 * 8 * chosen.splits >= TARGETS["sm_80"].sm_count    # the blocks fill the SMs
    for p in (prefill, odd, decode):
        for chip in ("sm_80", "sm_90a"):
            check_attention_schedule(p, choose_attention_schedule(p, TARGETS[chip]), TARGETS[chip])


def test_schedule_checks_say_what_to_change() -> None:
    big = problem(head_dim=256, head_dim_v=256)
    too_much = AttentionSchedule("mma_sync", 128, 128, 8, 4)
    assert shared_bytes(big, too_much) > TARGETS["sm_86"].shared_memory_per_block
    with pytest.raises(TircError, match="shared memory") as error:
        check_attention_schedule(big, too_much, TARGETS["sm_86"])
    assert "stages: 3" in (error.value.hint or "")
    with pytest.raises(TircError, match="sm_90a"):
        check_attention_schedule(problem(), AttentionSchedule("wgmma", 128, 128, 12, 2), TARGETS["sm_80"])
    with pytest.raises(TircError, match="head dim 72"):
        check_attention_schedule(problem(head_dim=72, head_dim_v=72), AttentionSchedule(), TARGETS["sm_80"])
    with pytest.raises(TircError, match="splits"):
        check_attention_schedule(problem(), AttentionSchedule(splits=2), TARGETS["sm_80"])


def _attr(p: AttentionProblem) -> str:
    with ir.Context():
        return str(p.to_attr())


def _direct(q: np.ndarray, k: np.ndarray, v: np.ndarray, mask: np.ndarray | None, p: AttentionProblem
            ) -> tuple[np.ndarray, np.ndarray]:
    """[B, H, S_q, D] attention by rows and keys: the definition the reference vectorises."""
    o = np.zeros((p.batch, p.heads, p.seq_q, p.head_dim_v))
    lse = np.full((p.batch, p.heads, p.seq_q), -np.inf)
    for b in range(p.batch):
        for h in range(p.heads):
            g = h // p.group
            for i in range(p.seq_q):
                scores = []
                for j in range(p.seq_kv):
                    if p.causal != "none" and j > i + p.diagonal:
                        continue
                    s = p.scale * float(np.dot(q[b, h, i], k[b, g, j])) + (0.0 if mask is None else mask[b, h, i, j])
                    scores.append((s, j))
                finite = [s for s, _ in scores if s != -np.inf]
                if not finite:
                    continue
                top = max(finite)
                weights = [(math.exp(s - top), j) for s, j in scores]
                total = sum(w for w, _ in weights)
                o[b, h, i] = sum(w * v[b, g, j] for w, j in weights) / total
                lse[b, h, i] = math.log(total) + top
    return o, lse


@pytest.mark.parametrize("causal", ["none", "top_left", "bottom_right"])
def test_reference_reads_through_views_and_masks(causal: str) -> None:
    """Q arrives as [B, S_q, H, D] (the op reads it transposed), K/V as [B, H_kv, S_kv, D] with two
    query heads per KV head, a padding mask [B, 1, 1, S_kv] broadcast over heads and rows, O is
    written as [B, S_q, H, D] and the LSE as [B, H, S_q]. S_q > S_kv bottom-right leaves rows with
    no visible key: they are 0 (lse -inf)."""
    b, h, hkv, sq, skv, d = 2, 4, 2, 6, 5, 64
    p = problem(batch=b, heads=h, kv_heads=hkv, seq_q=sq, seq_kv=skv, causal=causal,
                q=View(0, (sq * h * d, d, h * d, 1)), k=View.row_major((b, hkv, skv, d)),
                v=View.row_major((b, hkv, skv, d)), o=View(0, (sq * h * d, d, h * d, 1)),
                mask=View(0, (skv, 0, 0, 1)), mask_element="f32", lse=View(0, (h * sq, sq, 1, 0)))
    source = f"""
func.func @attn(%q: tensor<{b}x{sq}x{h}x{d}xf16>, %k: tensor<{b}x{hkv}x{skv}x{d}xf16>,
                %v: tensor<{b}x{hkv}x{skv}x{d}xf16>, %m: tensor<{b}x1x1x{skv}xf32>)
    -> (tensor<{b}x{sq}x{h}x{d}xf16>, tensor<{b}x{h}x{sq}xf32>) {{
  %o, %lse = "tir.attention"(%q, %k, %v, %m) {{tir.attention = {_attr(p)}}}
    : (tensor<{b}x{sq}x{h}x{d}xf16>, tensor<{b}x{hkv}x{skv}x{d}xf16>, tensor<{b}x{hkv}x{skv}x{d}xf16>,
       tensor<{b}x1x1x{skv}xf32>) -> (tensor<{b}x{sq}x{h}x{d}xf16>, tensor<{b}x{h}x{sq}xf32>)
  return %o, %lse : tensor<{b}x{sq}x{h}x{d}xf16>, tensor<{b}x{h}x{sq}xf32>
}}"""
    rng = np.random.default_rng(7)
    q = rng.standard_normal((b, sq, h, d))
    k = rng.standard_normal((b, hkv, skv, d))
    v = rng.standard_normal((b, hkv, skv, d))
    m = np.where(rng.random((b, 1, 1, skv)) < 0.2, -np.inf, rng.standard_normal((b, 1, 1, skv)))
    m[:, :, :, 0] = 0.0     # every row keeps key 0 unless the causal kind hides it
    run = evaluate(source, "attn", [q, k, v, m])
    o, lse = _direct(q.transpose(0, 2, 1, 3), k, v, np.broadcast_to(m, (b, h, sq, skv)), p)
    np.testing.assert_allclose(run.results[0], o.transpose(0, 2, 1, 3), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(run.results[1], lse, rtol=1e-12, atol=1e-12)
    assert np.all(run.result_bounds[0] >= 0) and np.all(np.isfinite(run.result_bounds[0]))
    if causal == "bottom_right":   # rows 0 and 1 see no key (S_q - S_kv = 1 ... row i sees j <= i - 1)
        assert np.all(run.results[0][:, 0] == 0) and np.all(np.isneginf(run.results[1][:, :, 0]))


# A hand-written or edited tir.attention: each mutation of a valid op is an error at the op, with
# a hint, never an internal error or a read past a buffer (the fuzz harness found the first).
_DECODE = (REPO / "tests" / "lit" / "Inputs" / "attention-decode-p32-f16.mlir").read_text()


@pytest.mark.parametrize("old,new,message", [
    ("{tir.attention = {", "{none = {", "the op has no 'tir.attention' dictionary"),
    ("seq_kv = 300 : i64", "seq_kv = 3000 : i64", "k's view reaches element 211199, past the 38400 elements"),
    ("seq_kv = 300 : i64", "seq_kv = 0 : i64", "sizes must be positive"),
    ("seq_kv = 300 : i64", "seq_kv = \"300\"", "'seq_kv' is \"300\", not an integer"),
    ("seq_kv = 300 : i64, ", "", "the 'tir.attention' dictionary has no 'seq_kv'"),
    ("seq_q = 1 : i64", "seq_q = 1 : i64, tile = 3 : i64", "unknown entries: tile"),
    ("causal = \"none\"", "causal = 1 : i64", "'causal' is 1 : i64, not a string"),
    ("k = array<i64: 0, 38400, 19200, 64, 1>", "k = array<i64: 0, 38400>", "'k' is array<i64: 0, 38400>"),
    ("k = array<i64: 0, 38400, 19200, 64, 1>", "k = array<i64: -1, 38400, 19200, 64, 1>", "negative offset"),
    ("scale = 1.250000e-01 : f64", "scale = 1 : i64", "'scale' is 1 : i64, not a float"),
    ("probabilities = \"f32\"", "probabilities = \"f32\", lse = array<i64: 0, 8, 1, 1, 1>",
     "the op has 4 operands and results; the problem names 5"),
])
def test_a_malformed_attention_op_is_an_error_at_the_op(old: str, new: str, message: str, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from tirc.cli import main

    assert old in _DECODE
    source = tmp_path / "attention.mlir"
    source.write_text(_DECODE.replace(old, new, 1))
    result = CliRunner().invoke(main, ["compile", str(source), "--emit", "gpu", "-o", str(tmp_path / "out.mlir"),
                                       "--no-cache"])
    assert result.exit_code == 1, result.output
    assert f"error: {source}:3:8: tir.attention: " in result.output and message in result.output, result.output
    assert "hint:" in result.output and "internal compiler error" not in result.output


def test_a_malformed_attention_schedule_is_an_error_at_the_op(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from tirc.cli import main

    source = tmp_path / "attention.mlir"
    source.write_text(_DECODE.replace("}} : (tensor<1x8x1x64xf16>", "}, tir.schedule = {kernel = 3 : i64}} : "
                                      "(tensor<1x8x1x64xf16>", 1))
    result = CliRunner().invoke(main, ["compile", str(source), "--emit", "gpu", "-o", str(tmp_path / "out.mlir"),
                                       "--no-cache"])
    assert result.exit_code == 1 and "schedule entry 'kernel' is 3 : i64, not a string" in result.output, result.output
