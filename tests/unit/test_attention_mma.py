"""The mma_sync FlashAttention-2 kernel (tirc/passes/gpu/attention_mma.py) in the PTX emulator, races
checked, against the float64 reference of ``tir.attention``, at shapes that are not tile multiples;
and what its PTX is made of."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from tirc.diagnostics import TircError
from tirc.runtime import emulate

TYPES = {"f16": "f16", "bf16": "bf16", "f32": "f32"}


@dataclass(frozen=True)
class Case:
    batch: int = 1
    heads: int = 2
    kv_heads: int = 2
    seq_q: int = 40
    seq_kv: int = 72
    head_dim: int = 64
    head_dim_v: int = 64
    causal: str = "none"
    element: str = "f16"
    out_element: str = "f16"
    mask: bool = False
    lse: bool = False
    layout: str = "bhsd"        # bshd: heads inside rows (torch's [B, S, H, D] read in place);
    #                             padded: Q, K, V in [B, H, S, D + 4] (rows 8-byte aligned: 8-byte copies)
    scale: float = 0.125
    schedule: str | None = None  # block_m, block_n, warps, stages (else the target's choice)
    probabilities: str | None = None   # "f32": the op multiplies unrounded probabilities (P in parts)
    qk_range: float = 1.0        # Q and K drawn from [-qk_range, qk_range]


def _views(layout: str, batch: int, heads: int, seq: int, dim: int) -> tuple[list[int], list[int]]:
    """The tensor shape of an operand and its view (offset, strides of [b, h, i, d])."""
    if layout == "bhsd":
        return [batch, heads, seq, dim], [0, heads * seq * dim, seq * dim, dim, 1]
    if layout == "padded":
        row = dim + 4
        return [batch, heads, seq, row], [0, heads * seq * row, seq * row, row, 1]
    return [batch, seq, heads, dim], [0, seq * heads * dim, dim, heads * dim, 1]


def attention_source(c: Case) -> str:
    """A function with one ``tir.attention`` on tensors (the op the fusion pass makes)."""
    q_shape, q_view = _views(c.layout, c.batch, c.heads, c.seq_q, c.head_dim)
    k_shape, k_view = _views(c.layout, c.batch, c.kv_heads, c.seq_kv, c.head_dim)
    v_shape, v_view = _views(c.layout, c.batch, c.kv_heads, c.seq_kv, c.head_dim_v)
    # Padded rows are inputs only: the op writes no output padding (which would stay unwritten).
    o_shape, o_view = _views("bhsd" if c.layout == "padded" else c.layout, c.batch, c.heads, c.seq_q, c.head_dim_v)

    def tensor(shape: list[int], element: str) -> str:
        return f"tensor<{'x'.join(map(str, shape))}x{element}>"

    def array(view: list[int]) -> str:
        return "array<i64: " + ", ".join(map(str, view)) + ">"

    operands = [("q", tensor(q_shape, c.element)), ("k", tensor(k_shape, c.element)), ("v", tensor(v_shape, c.element))]
    entries = [f"batch = {c.batch}", f"heads = {c.heads}", f"kv_heads = {c.kv_heads}", f"seq_q = {c.seq_q}",
               f"seq_kv = {c.seq_kv}", f"head_dim = {c.head_dim}", f"head_dim_v = {c.head_dim_v}",
               f'causal = "{c.causal}"', f"scale = {c.scale} : f64", f'element = "{c.element}"',
               f'out_element = "{c.out_element}"', f"q = {array(q_view)}", f"k = {array(k_view)}",
               f"v = {array(v_view)}", f"o = {array(o_view)}"]
    if c.probabilities is not None:
        entries.append(f'probabilities = "{c.probabilities}"')
    if c.mask:
        # One [S_q, S_kv] mask every batch and head shares (strides 0), with some -inf.
        operands.append(("mask", tensor([1, 1, c.seq_q, c.seq_kv], c.element)))
        entries += [f"mask = {array([0, 0, 0, c.seq_kv, 1])}", f'mask_element = "{c.element}"']
    results = [tensor(o_shape, c.out_element)]
    if c.lse:
        results.append(tensor([c.batch, c.heads, c.seq_q], "f32"))
        entries.append(f"lse = {array([0, c.heads * c.seq_q, c.seq_q, 1, 0])}")
    schedule = ""
    if c.schedule is not None:
        block_m, block_n, warps, stages = c.schedule.split()
        schedule = (f', tir.schedule = {{kernel = "mma_sync", block_m = {block_m}, block_n = {block_n}, '
                    f'warps = {warps}, stages = {stages}, splits = 1}}')
    arguments = ", ".join(f"%{name}: {t}" for name, t in operands)
    values = ", ".join(f"%{name}" for name, _ in operands)
    types = ", ".join(t for _, t in operands)
    names = ", ".join(f"%r{i}" for i in range(len(results)))
    result_types = ", ".join(results)
    return (f"func.func @attn({arguments}) -> ({result_types}) {{\n"
            f"  {names} = \"tir.attention\"({values}) {{tir.attention = {{{', '.join(entries)}}}{schedule}}} : "
            f"({types}) -> ({result_types})\n"
            f"  return {names} : {result_types}\n}}\n")


CASES = {
    "plain": Case(),
    "d96_tail": Case(seq_q=33, seq_kv=50, head_dim=96, head_dim_v=96),
    "causal_top_left": Case(seq_q=70, seq_kv=100, causal="top_left"),
    "causal_bottom_right": Case(seq_q=70, seq_kv=100, causal="bottom_right"),
    "causal_bottom_right_long_q": Case(seq_q=100, seq_kv=45, causal="bottom_right", lse=True),
    "gqa": Case(heads=4, kv_heads=2, seq_q=20, seq_kv=70, layout="bshd"),
    "mask": Case(seq_q=30, seq_kv=66, mask=True),
    "bf16_lse": Case(seq_q=35, seq_kv=70, element="bf16", out_element="bf16", lse=True),
    "f32_out_d128": Case(heads=1, kv_heads=1, seq_q=20, seq_kv=80, head_dim=128, head_dim_v=128, out_element="f32"),
    "d64_dv128": Case(heads=1, kv_heads=1, seq_q=24, seq_kv=40, head_dim_v=128),
    "d256": Case(heads=1, kv_heads=1, seq_q=20, seq_kv=40, head_dim=256, head_dim_v=256),
    # Two m16 steps per warp, padded D = 80 rows, three stages over four key tiles, a causal diagonal.
    "d80_two_steps_three_stages": Case(heads=1, kv_heads=1, seq_q=50, seq_kv=100, head_dim=80, head_dim_v=80,
                                       causal="bottom_right", schedule="64 32 2 3"),
    "one_stage": Case(heads=1, kv_heads=1, seq_q=20, seq_kv=90, schedule="64 32 4 1"),
    "negative_scale": Case(heads=1, kv_heads=1, seq_q=20, seq_kv=50, scale=-0.2),
    "padded_rows": Case(seq_q=20, seq_kv=70, layout="padded"),
    "causal_mask_long_q": Case(heads=1, kv_heads=1, seq_q=90, seq_kv=40, causal="top_left", mask=True),
}

# f32 probabilities (P in 2 f16 or 3 bf16 parts). An f32 output leaves the reference's bound at
# the f32 sums' (about S_kv 2^-24 of sum_j p_j |v_j|): P rounded once to the input element (2^-11
# or 2^-8) misses it, so these fail without the split.
P32_CASES = {
    "p32_f16": Case(seq_q=40, seq_kv=72, out_element="f32", probabilities="f32"),
    "p32_bf16_causal": Case(seq_q=70, seq_kv=100, causal="bottom_right", element="bf16", out_element="f32",
                            probabilities="f32"),
    "p32_f16_gqa_causal_lse": Case(heads=4, kv_heads=2, seq_q=33, seq_kv=50, causal="top_left", layout="bshd",
                                   out_element="f32", lse=True, probabilities="f32"),
    "p32_bf16_mask": Case(seq_q=30, seq_kv=66, mask=True, element="bf16", out_element="f32", probabilities="f32"),
    "p32_f16_out_f16_d128": Case(heads=1, kv_heads=1, seq_q=20, seq_kv=80, head_dim=128, head_dim_v=128,
                                 probabilities="f32"),
    # Wider scores (Q, K in [-3, 3]): a few keys dominate each row, so P's roundings cancel less.
    "p32_bf16_wide_scores": Case(seq_q=24, seq_kv=72, element="bf16", out_element="f32", probabilities="f32",
                                 qk_range=3.0),
}


@pytest.mark.parametrize("name", list(CASES))
def test_matches_the_reference_in_the_emulator(tmp_path: Path, name: str) -> None:
    case = CASES[name]
    path = tmp_path / f"{name}.mlir"
    path.write_text(attention_source(case))
    (run,) = emulate(str(path), target="sm_80", seed=1, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 1
    (schedule,) = run.schedules.values()
    assert schedule.startswith("attention mma_sync"), schedule


@pytest.mark.parametrize("name", list(P32_CASES))
def test_f32_probabilities_match_the_reference_in_the_emulator(tmp_path: Path, name: str) -> None:
    """P in parts: each part one more P V mma per (k16 step, n8 tile); the row sums f32 FADDs."""
    case = P32_CASES[name]
    path = tmp_path / f"{name}.mlir"
    path.write_text(attention_source(case))
    # The inputs are named by position: arg0 is Q, arg1 K.
    ranges = dict.fromkeys(("arg0", "arg1"), (-case.qk_range, case.qk_range)) if case.qk_range != 1.0 else None
    (run,) = emulate(str(path), target="sm_80", seed=1, racecheck=True, input_ranges=ranges)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 1
    (schedule,) = run.schedules.values()
    parts = {"f16": 2, "bf16": 3}[case.element]
    assert f"f32 P in {parts} {case.element} parts" in schedule, schedule


def test_f32_probabilities_issue_a_p_v_mma_per_part(tmp_path: Path) -> None:
    """S = 128, one 128 x 64 block (the schedule f32 probabilities get): per warp and key step
    64 HMMA for S, 64 per part for P V and no ones-mma (the sums are f32 FADDs)."""
    counts = {}
    for probabilities in (None, "f32"):
        path = tmp_path / f"{probabilities}.mlir"
        path.write_text(attention_source(Case(heads=1, kv_heads=1, seq_q=128, seq_kv=128, element="bf16",
                                              out_element="bf16", probabilities=probabilities,
                                              schedule="128 64 8 2")))
        (run,) = emulate(str(path), target="sm_80", seed=1, racecheck=True)
        assert run.checks and all(check.ok for check in run.checks), run.checks
        ((_, stats),) = run.launches
        counts[probabilities] = stats.tensor_core_instructions
    # Two key steps, 8 warps; D = 64: S 32 HMMA a warp and step, P V 32 a part, ones 4.
    assert counts == {None: 2 * 8 * (32 + 32 + 4), "f32": 2 * 8 * (32 + 3 * 32)}


@pytest.mark.parametrize("name", ["causal_bottom_right", "d80_two_steps_three_stages", "one_stage"])
def test_warps_in_random_order(tmp_path: Path, name: str) -> None:
    """One warp a basic block at a time, in a random order: the barriers and cp.async waits alone
    keep the pipeline correct."""
    path = tmp_path / f"{name}.mlir"
    path.write_text(attention_source(CASES[name]))
    (run,) = emulate(str(path), target="sm_80", seed=4, racecheck=True, warp_order="random")
    assert run.checks and all(check.ok for check in run.checks), run.checks


@pytest.mark.parametrize("causal, steps", [("none", 4), ("top_left", 3), ("bottom_right", 3)])
def test_causal_blocks_skip_the_key_tiles_no_row_sees(tmp_path: Path, causal: str, steps: int) -> None:
    """S = 256, blocks of 128 x 128: every block walks both key tiles, or (causal) block 0 one."""
    path = tmp_path / f"{causal}.mlir"
    path.write_text(attention_source(Case(heads=1, kv_heads=1, seq_q=256, seq_kv=256, causal=causal)))
    (run,) = emulate(str(path), target="sm_80", seed=1, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    ((_, stats),) = run.launches
    # Per warp and key step at D = 64: 64 HMMA for S, 64 for P V, 8 for the row sums; 8 warps.
    assert stats.tensor_core_instructions == steps * 8 * 136


def test_rows_the_mask_hides_entirely_are_zero(tmp_path: Path) -> None:
    """-inf in the mask: scattered (probabilities 0), whole rows (no visible key: O = 0, LSE -inf)."""
    case = Case(heads=1, kv_heads=1, seq_q=24, seq_kv=70, mask=True, lse=True)
    path = tmp_path / "hidden.mlir"
    path.write_text(attention_source(case))
    rng = np.random.default_rng(5)
    q, k, v = (rng.uniform(-1, 1, shape).astype(np.float16)
               for shape in ([1, 1, 24, 64], [1, 1, 70, 64], [1, 1, 70, 64]))
    mask = rng.uniform(-1, 1, [1, 1, 24, 70]).astype(np.float16)
    mask[rng.uniform(size=mask.shape) < 0.3] = -np.inf
    mask[0, 0, [3, 17]] = -np.inf
    (run,) = emulate(str(path), target="sm_80", seed=1, racecheck=True, inputs=[q, k, v, mask])
    assert run.checks and all(check.ok for check in run.checks), run.checks
    out, lse = (run.outputs[name] for name in sorted(run.outputs))
    assert not np.any(out[0, 0, [3, 17]]) and np.all(np.isneginf(lse[0, 0, [3, 17]]))
    assert np.all(np.isfinite(out))


def test_refuses_a_strided_head_dim(tmp_path: Path) -> None:
    # q stored [B, H, D, S] (seq stride 1, d stride S = 40): a layout in bounds that the kernel's
    # 16-byte row loads cannot read
    source = attention_source(Case()).replace("64, 1>", "1, 40>", 1)
    path = tmp_path / "strided.mlir"
    path.write_text(source)
    with pytest.raises(TircError, match="head-dim stride"):
        emulate(str(path), target="sm_80")


INPUTS = Path(__file__).resolve().parents[1] / "lit" / "Inputs"


@pytest.mark.parametrize("name", ["attention-op.mlir", "attention-causal-gqa-lse.mlir", "attention-mask-bf16.mlir"])
def test_the_lit_inputs_match_the_reference(name: str) -> None:
    (run,) = emulate(str(INPUTS / name), target="sm_80", seed=2, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks


def _has_nvdisasm() -> bool:
    from tirc.emit.sass import nvdisasm_path
    try:
        nvdisasm_path()
    except TircError:
        return False
    return True


# The main loop at B=4 H=32 S=4096 (no emulation: the cubin's SASS), 128 keys a step. Per warp and
# step, S = Q Kᵀ and P V take 128 HMMA at D=64, 256 at D=128, plus 8 for the row sums (P times
# ones); the rest is the softmax (about 3.5 instructions per score), the O rescale, ldmatrix and
# the copies of the next tile. The bound is per HMMA of the two products.
@pytest.mark.skipif(not _has_nvdisasm(), reason="nvidia-cuda-nvdisasm is not installed")
@pytest.mark.parametrize("head_dim, products, per_mma", [(64, 128, 4.3), (128, 256, 3.2)])
def test_the_main_loop_at_scale_has_no_spills_and_few_instructions_per_hmma(tmp_path: Path, head_dim: int,
                                                                           products: int, per_mma: float) -> None:
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.sass import analyse_cubin

    path = tmp_path / "big.mlir"
    path.write_text(attention_source(Case(batch=4, heads=32, kv_heads=32, seq_q=4096, seq_kv=4096, head_dim=head_dim,
                                          head_dim_v=head_dim)))
    link = compile_input(str(path), CompileOptions(target="sm_80", emit="cubin", remarks="off")).link
    (kernel,) = analyse_cubin(link.cubin, link.kernels).values()
    assert kernel.spill_bytes == 0
    loop = kernel.main_loop
    assert loop is not None and loop.mma == products + 8, loop
    assert loop.instructions / products <= per_mma, (loop.instructions, loop.mma)


# f32 probabilities at B=4 H=32 S=4096 (compile only): 128 keys a step at D = 64, 64 at D = 128
# (choose_attention_schedule), no spills. Per warp and step S = Q Kᵀ takes 64 HMMA and P V 64 per
# part (2 for f16, 3 for bf16), no ones-mma; the split adds a convert back, a subtraction and a
# convert per element and part. Bounds: main-loop instructions per HMMA.
@pytest.mark.skipif(not _has_nvdisasm(), reason="nvidia-cuda-nvdisasm is not installed")
@pytest.mark.parametrize("head_dim, element, causal, per_mma", [
    (64, "f16", "none", 4.4), (64, "f16", "top_left", 5.5), (64, "bf16", "none", 4.7), (64, "bf16", "top_left", 5.5),
    (128, "f16", "none", 3.35), (128, "f16", "top_left", 3.95), (128, "bf16", "none", 3.35),
    (128, "bf16", "top_left", 3.8)])
def test_f32_probabilities_at_scale_have_no_spills(tmp_path: Path, head_dim: int, element: str, causal: str,
                                                   per_mma: float) -> None:
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.report import kernel_schedules
    from tirc.emit.sass import analyse_cubin

    path = tmp_path / "big.mlir"
    path.write_text(attention_source(Case(batch=4, heads=32, kv_heads=32, seq_q=4096, seq_kv=4096, head_dim=head_dim,
                                          head_dim_v=head_dim, element=element, out_element=element, causal=causal,
                                          probabilities="f32")))
    compiled = compile_input(str(path), CompileOptions(target="sm_80", emit="cubin", remarks="off"))
    (schedule,) = kernel_schedules(compiled).values()
    assert f"block 128x{128 if head_dim == 64 else 64} " in schedule, schedule
    (kernel,) = analyse_cubin(compiled.link.cubin, compiled.link.kernels).values()
    assert kernel.spill_bytes == 0
    parts = {"f16": 2, "bf16": 3}[element]
    loop = kernel.main_loop
    assert loop is not None and loop.mma == 64 + 64 * parts, loop
    assert loop.instructions / loop.mma <= per_mma, (loop.instructions, loop.mma)
