"""Flash-decoding (tir-attention's split_kv kernels, tirc/passes/gpu/attention_decode.py).

Each case writes a ``tir.attention`` op directly (the reference evaluates it in float64) at
shapes that are no tile multiple: 1 to 4 query rows, 260-700 keys (not a multiple of block_n),
GQA and MHA, causal masks, an additive mask, the LSE output, bf16, D != D_v, strided (BSHD)
views, and views cp.async cannot copy (rows not 16-byte aligned, K stored transposed: element
loads instead). The emulator runs the two kernels with race checking, warps in random order,
and compares every output with the reference. Splits past the last key (a causal top_left
decode sees few keys) run no key step and must still combine to the answer. A Llama-style
decode (B=4, H=32, H_kv=8, S_kv=4096, D=128) compiles, without emulation, for sm_80 and sm_90a
with no spills.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from tirc.runtime import emulate
from tirc.schedule.attention import AttentionProblem, View, choose_attention_schedule
from tirc.target import get_target

SHAPE_ORDERS = {"bhsd": (0, 1, 2, 3), "bshd": (0, 2, 1, 3), "bhds": (0, 1, 3, 2)}


@dataclass(frozen=True)
class Case:
    batch: int = 1
    heads: int = 8
    kv_heads: int = 2
    seq_q: int = 1
    seq_kv: int = 300
    head_dim: int = 64
    head_dim_v: int = 0      # D_v (0: D)
    causal: str = "none"
    mask: bool = False
    lse: bool = False
    element: str = "f16"
    out_element: str = "f16"
    order: str = "bhsd"      # memory order of Q, K, V and O: [B, H, S, D] or [B, S, H, D]
    v_offset: int = 0        # elements before V's first: not a multiple of 8 makes its rows unaligned
    k_order: str = ""        # K's memory order when not ``order``'s: "bhds" is Kᵀ stored (element loads)
    probabilities: str | None = None   # "f32": the op multiplies unrounded probabilities (P in parts)
    qk_range: float = 1.0    # Q and K drawn from [-qk_range, qk_range]


def _tensor(shape: tuple[int, ...], element: str) -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{element}>"


def _operand(logical: tuple[int, int, int, int], order: str, offset: int = 0) -> tuple[tuple[int, ...], View]:
    """The tensor shape holding a [b, h, s, d] operand in ``order`` (after ``offset`` elements)
    and the view of its logical indices."""
    permutation = SHAPE_ORDERS[order]
    stored = tuple(logical[d] for d in permutation)
    strides_stored = View.row_major(stored).strides   # type: ignore[arg-type]
    strides = [0, 0, 0, 0]
    for position, d in enumerate(permutation):
        strides[d] = strides_stored[position]
    if offset:
        total = 1
        for size in stored:
            total *= size
        return (offset + total,), View(offset, tuple(strides))   # type: ignore[arg-type]
    return stored, View(0, tuple(strides))   # type: ignore[arg-type]


def decode_source(c: Case) -> str:
    """A function computing one ``tir.attention`` of case ``c``."""
    d, dv = c.head_dim, c.head_dim_v or c.head_dim
    q_shape, q = _operand((c.batch, c.heads, c.seq_q, d), c.order)
    k_shape, k = _operand((c.batch, c.kv_heads, c.seq_kv, d), c.k_order or c.order)
    v_shape, v = _operand((c.batch, c.kv_heads, c.seq_kv, dv), c.order, c.v_offset)
    o_shape, o = _operand((c.batch, c.heads, c.seq_q, dv), c.order)
    problem = AttentionProblem(c.batch, c.heads, c.kv_heads, c.seq_q, c.seq_kv, d, dv, c.causal, d ** -0.5,
                               c.element, c.out_element, q, k, v, o, probabilities=c.probabilities)
    operands = [("q", q_shape, c.element), ("k", k_shape, c.element), ("v", v_shape, c.element)]
    if c.mask:   # [1, H, S_q, S_kv] broadcast over the batch
        operands.append(("mask", (1, c.heads, c.seq_q, c.seq_kv), "f16"))
        mask = View(0, (0, c.seq_q * c.seq_kv, c.seq_kv, 1))
        problem = AttentionProblem(**{**problem.__dict__, "mask": mask, "mask_element": "f16"})
    results = [("o", o_shape, c.out_element)]
    if c.lse:
        results.append(("lse", (c.batch, c.heads, c.seq_q), "f32"))
        problem = AttentionProblem(**{**problem.__dict__, "lse": View(0, (c.heads * c.seq_q, c.seq_q, 1, 0))})
    from mlir import ir
    with ir.Context(), ir.Location.unknown():
        attribute = str(problem.to_attr())
    arguments = ", ".join(f"%{name}: {_tensor(shape, element)}" for name, shape, element in operands)
    result_types = ", ".join(_tensor(shape, element) for _, shape, element in results)
    names = ", ".join(f"%{name}" for name, _, _ in results)
    operand_types = ", ".join(_tensor(shape, element) for _, shape, element in operands)
    return (f"func.func @decode({arguments}) -> ({result_types}) {{\n"
            f"  {names} = \"tir.attention\"({', '.join('%' + n for n, _, _ in operands)}) "
            f"{{tir.attention = {attribute}}} : ({operand_types}) -> ({result_types})\n"
            f"  return {names} : {result_types}\n}}\n")


CASES = {
    "gqa-sq1": Case(),
    "mha-sq4-causal-lse": Case(heads=2, kv_heads=2, seq_q=4, seq_kv=333, causal="bottom_right", lse=True),
    "gqa-sq4-mask-bf16-f32out": Case(heads=4, kv_heads=1, seq_q=4, seq_kv=290, mask=True, element="bf16",
                                     out_element="f32"),
    "top-left-empty-splits": Case(heads=4, kv_heads=2, seq_q=4, seq_kv=300, causal="top_left", lse=True),
    "bshd-unaligned-v": Case(heads=4, kv_heads=2, seq_q=2, seq_kv=280, order="bshd", v_offset=4),
    "k-transposed": Case(heads=2, kv_heads=1, seq_q=2, seq_kv=260, k_order="bhds", causal="bottom_right"),
    "d128-b2": Case(batch=2, heads=2, kv_heads=1, seq_kv=270, head_dim=128),
    # 16 rows (4 heads x 4): the whole m16 tile, with causal, mask and LSE; D = 96: 12 chunks a row
    "d96-full-tile": Case(heads=4, kv_heads=1, seq_q=4, seq_kv=400, head_dim=96, causal="bottom_right", mask=True,
                          lse=True),
    "d80": Case(seq_kv=270, head_dim=80),
    "d128-dv64": Case(heads=4, kv_heads=4, seq_q=3, seq_kv=310, head_dim=128, head_dim_v=64, causal="bottom_right"),
    # D = 256: 32-key tiles, 2 warps, Q re-read from shared memory each tile
    "d256": Case(heads=2, kv_heads=2, seq_kv=300, head_dim=256),
    "long-700": Case(heads=2, kv_heads=1, seq_kv=700, lse=True),
    # f32 probabilities: P V on 2 (f16) or 3 (bf16) parts of P; an f32 output leaves the bound at
    # the f32 sums', which P rounded once misses. Wider scores (Q, K in [-3, 3]): fewer keys weigh,
    # so the roundings of a once-rounded P cancel less over 290 keys.
    "p32-gqa-causal-f16": Case(heads=4, kv_heads=2, seq_q=2, seq_kv=290, causal="bottom_right", out_element="f32",
                               probabilities="f32", qk_range=3.0),
    "p32-mask-bf16-lse": Case(heads=2, kv_heads=1, seq_q=3, seq_kv=270, mask=True, lse=True, element="bf16",
                              out_element="f32", probabilities="f32"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_decode_matches_the_reference(tmp_path: Path, name: str) -> None:
    case = CASES[name]
    path = tmp_path / f"{name}.mlir"
    path.write_text(decode_source(case))
    # Warps interleave at random (seeded): a missing barrier or wait shows as a race or a wrong result.
    # The inputs are named by position: arg0 is Q, arg1 K.
    ranges = dict.fromkeys(("arg0", "arg1"), (-case.qk_range, case.qk_range)) if case.qk_range != 1.0 else None
    (run,) = emulate(str(path), target="sm_80", seed=1, racecheck=True, warp_order="random", input_ranges=ranges)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 2, run.schedules
    (main,) = [text for kernel, text in run.schedules.items() if not kernel.endswith("_combine")]
    assert "split_kv" in main, main
    if case.probabilities is not None:
        parts = {"f16": 2, "bf16": 3}[case.element]
        assert f"f32 P in {parts} {case.element} parts" in main, main


def test_decode_on_sm90a(tmp_path: Path) -> None:
    """The same mma.sync kernels on sm_90a (the sm90a pipeline)."""
    path = tmp_path / "decode.mlir"
    path.write_text(decode_source(CASES["mha-sq4-causal-lse"]))
    (run,) = emulate(str(path), target="sm_90a", seed=2, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 2, run.schedules


def test_split_heuristic() -> None:
    """One wave of (batch, KV head, split) blocks at the occupancy shared memory and registers
    allow, the key tiles spread evenly, no split empty, each at least one tile."""
    _, q = _operand((4, 32, 1, 128), "bhsd")
    _, k = _operand((4, 8, 4096, 128), "bhsd")
    problem = AttentionProblem(4, 32, 8, 1, 4096, 128, 128, "none", 128 ** -0.5, "f16", "f16", q, k, k, q)
    # A100: 108 SMs x 2 blocks (74 KB of shared memory, ~176 registers a thread): 6 splits of 11
    # tiles (64 keys) = 192 blocks in one wave; 13 splits of 5 would take two.
    a100 = choose_attention_schedule(problem, get_target("sm_80"))
    assert (a100.kernel, a100.block_n, a100.warps, a100.splits) == ("split_kv", 64, 4, 6)
    # H100: 132 SMs x 2: 8 splits of 8 tiles = 256 blocks.
    assert choose_attention_schedule(problem, get_target("sm_90a")).splits == 8
    # 300 keys = 5 tiles: 3 splits of 2 (a 4th split would be empty), whatever the machine.
    short = AttentionProblem(**{**problem.__dict__, "seq_kv": 300})
    assert choose_attention_schedule(short, get_target("sm_80")).splits == 3
    # D = 256: half tiles (32 keys) and 2 warps, so that two stages fit and each warp keeps 16 keys.
    wide = AttentionProblem(**{**problem.__dict__, "head_dim": 256, "head_dim_v": 256})
    schedule = choose_attention_schedule(wide, get_target("sm_80"))
    assert (schedule.block_n, schedule.warps) == (32, 2), schedule
    # 17 rows per KV head: not a decode shape, FlashAttention-2's kernel.
    many = AttentionProblem(**{**problem.__dict__, "heads": 8, "kv_heads": 1, "seq_q": 3})
    assert choose_attention_schedule(many, get_target("sm_80")).kernel != "split_kv"


@pytest.mark.parametrize("chip, element, probabilities", [("sm_80", "f16", None), ("sm_90a", "f16", None),
                                                         ("sm_80", "f16", "f32"), ("sm_80", "bf16", "f32")])
def test_llama_decode_compiles_without_spills(tmp_path: Path, chip: str, element: str,
                                              probabilities: str | None) -> None:
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.report import kernel_schedules
    from tirc.emit.sass import analyse_cubin

    path = tmp_path / "llama.mlir"
    path.write_text(decode_source(Case(batch=4, heads=32, kv_heads=8, seq_kv=4096, head_dim=128, element=element,
                                       out_element=element, probabilities=probabilities)))
    compiled = compile_input(str(path), CompileOptions(target=chip, emit="ptx", manifest=True, remarks="off"))
    (function,) = compiled.manifest["functions"]
    launches = {step["kernel"]: step for step in function["steps"] if step["op"] == "launch"}
    assert len(launches) == 2, launches
    schedules = kernel_schedules(compiled)
    (main,) = [kernel for kernel in launches if not kernel.endswith("_combine")]
    assert "splits" in schedules[main], schedules
    assert compiled.link is not None
    kernels = analyse_cubin(compiled.link.cubin, compiled.link.kernels)
    for name, kernel in kernels.items():
        assert kernel.spill_bytes == 0, (name, kernel.resources)
        assert kernel.resources is not None and 0 < kernel.resources.registers <= 255, (name, kernel.resources)
