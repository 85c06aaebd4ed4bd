"""The search space of ``tirc tune`` (tirc/tune/space.py): schedules as knobs and back, every
candidate of the space valid and the heuristic's schedule among them, phases that vary only their
knobs in the seed's order, the budget's split, and a noise-aware winner that does not depend on
the order it is given the candidates in."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, CompileResult, compile_input
from tirc.ir.walk import walk_ops
from tirc.schedule.attention import (AttentionProblem, AttentionSchedule, View, check_attention_schedule,
                                     choose_attention_schedule)
from tirc.schedule.contraction import Contraction, match_contraction
from tirc.schedule.heuristics import choose_schedule, mma_sync_instruction, schedule_violations
from tirc.schedule.model import SCHEDULE_ATTR, Schedule
from tirc.schedule.perf_model import GemmProblem, KernelFacts, estimate
from tirc.target import Target, get_target
from tirc.tune.space import (MODEL_TOLERANCE, PHASE_KNOBS, PHASES, Measured, attention_space, budget_split,
                             choose_winner, gemm_space, knobs_text, phase_candidates, prune_by_model, schedule_knobs)

REPO = Path(__file__).resolve().parents[2]
SM80, SM90A = get_target("sm_80"), get_target("sm_90a")
WGMMA_LARGE = Schedule(tile_m=128, tile_n=256, tile_k=64, warps_m=8, warps_n=1, mma="m64n256k16", stages=4,
                       warp_specialize=True, persistent=True)


# ---------------------------------------------------------------------------------------------
# Knobs


@pytest.mark.parametrize("schedule", [Schedule(), Schedule(tile_m=16, tile_n=64, tile_k=32, warps_m=1, warps_n=4,
                                                           stages=1, swizzle=False, vector_bytes=4, raster_group=1,
                                                           split_k=6, mma="m16n8k32"),
                                      WGMMA_LARGE, dataclasses.replace(WGMMA_LARGE, persistent=False,
                                                                       warp_specialize=False)])
def test_knobs_round_trip_through_json(schedule: Schedule) -> None:
    knobs = schedule.knobs()
    assert Schedule.from_knobs(json.loads(json.dumps(knobs))) == schedule
    assert ("warp_specialize" in knobs) == schedule.is_wgmma == ("persistent" in knobs)
    assert knobs_text(knobs) == json.dumps(knobs, sort_keys=True, separators=(",", ":"))


@pytest.mark.parametrize("change, words", [
    ({"tiles": [1, 2, 3]}, "unknown schedule knob 'tiles'"),
    ({"tile": [128, 128]}, "schedule tile must be a list of positive integers"),
    ({"stages": "3"}, "schedule stages must be a positive integer"),
    ({"swizzle": "maybe"}, "unknown schedule swizzle"),
    ({"warp_specialize": True}, "warp_specialize and persistent are wgmma knobs"),
    ({"split_k": None}, "schedule split_k must be an integer"),
])
def test_from_knobs_names_what_is_wrong(change: dict[str, Any], words: str) -> None:
    knobs = {**Schedule().knobs(), **change}
    with pytest.raises(TircError) as caught:
        Schedule.from_knobs(knobs)
    assert words in caught.value.message, caught.value.message


def test_from_knobs_needs_every_knob_and_reads_swizzle_names() -> None:
    knobs = Schedule().knobs()
    del knobs["raster_group"]
    with pytest.raises(TircError, match="the schedule has no 'raster_group'"):
        Schedule.from_knobs(knobs)
    assert Schedule.from_knobs({**Schedule().knobs(), "swizzle": "none"}).swizzle is False


# ---------------------------------------------------------------------------------------------
# The GEMM space


def scheduled_contractions(spec: str, target: str) -> tuple[CompileResult, list[tuple[Contraction, Schedule]]]:
    """The contractions of ``spec`` after tir-schedule, each with the schedule it chose."""
    result = compile_input(str(REPO / spec), CompileOptions(target=target, emit="tensorir"))
    found = []
    for op in walk_ops(result.input.module.operation, lambda op: SCHEDULE_ATTR in op.attributes):
        contraction = match_contraction(op)
        assert contraction is not None
        found.append((contraction, Schedule.from_attr(op.attributes[SCHEDULE_ATTR])))
    return result, found   # the result keeps the IR alive


@pytest.fixture(scope="module")
def kernels() -> Iterator[dict[str, tuple[Contraction, Schedule, Target, bool, list[Schedule]]]]:
    """Kernel name -> (contraction, tir-schedule's choice, target, wgmma, space), for the 5 GEMMs of
    gemm4096.yaml on sm_80 and the wgmma GEMM of gemm_sm90.yaml on sm_90a."""
    found = {}
    keep = []
    for spec, chip, wgmma in (("examples/specs/gemm4096.yaml", "sm_80", False),
                              ("examples/specs/gemm_sm90.yaml", "sm_90a", True)):
        result, contractions = scheduled_contractions(spec, chip)
        keep.append(result)
        for contraction, schedule in contractions:
            target = get_target(chip)
            found[contraction.function] = (contraction, schedule, target, wgmma,
                                           gemm_space(contraction, target, wgmma))
    assert len(found) == 6, sorted(found)
    yield found   # (a generator fixture: ``keep``, the IR the contractions point into, lives until the module ends)


def test_the_heuristic_schedule_is_in_the_space_and_every_candidate_validates(kernels: Any) -> None:
    for name, (c, heuristic, target, wgmma, space) in kernels.items():
        assert heuristic in space, (name, heuristic.describe())
        assert len(space) == len(set(space))
        # Every candidate of two kernels (mma.sync, wgmma), every 5th of the others (the time).
        sample = space if name in ("gemm_f16", "gemm_f16_nt") else space[::5]
        invalid = [s.describe() for s in sample if schedule_violations(s, c, target)]
        assert not invalid, (name, invalid[:3])
        assert any(s.is_wgmma for s in space) == wgmma, name
        assert any(not s.is_wgmma for s in space), name   # sm_90a runs the mma.sync kernel too
        # Every axis the phases vary has more than one value.
        axes = {"tile": lambda s: (s.tile_m, s.tile_n, s.tile_k), "warps": lambda s: (s.warps_m, s.warps_n),
                "stages": lambda s: s.stages, "swizzle": lambda s: s.swizzle, "raster": lambda s: s.raster_group}
        for axis, value in axes.items():
            assert len({value(s) for s in space}) > 1, (name, axis)


def test_the_space_is_deterministic(kernels: Any) -> None:
    c, _, target, wgmma, space = kernels["gemm_f16"]
    assert gemm_space(c, target, wgmma) == space


@pytest.mark.parametrize("sizes", [{"M": 1, "N": 4096, "K": 4096}, {"M": 100, "N": 72, "K": 40},
                                   {"M": None, "N": 4096, "K": 4096}, {"M": 16, "N": 256, "K": 11008}])
def test_odd_and_dynamic_sizes_keep_every_candidate_valid(kernels: Any, sizes: dict[str, int | None]) -> None:
    template = kernels["gemm_f16_bcol"][0]
    c = dataclasses.replace(template, sizes=sizes)
    space = gemm_space(c, SM80, False)
    mma = mma_sync_instruction(c)
    assert mma is not None and choose_schedule(c, SM80, mma) in space
    assert not [s for s in space if schedule_violations(s, c, SM80)]
    if sizes["K"] == 4096 and sizes["M"] == 1:   # a decode GEMM: split-K fills the SMs
        assert any(s.split_k > 1 for s in space) and max(s.tile_m for s in space) == 16


@pytest.mark.parametrize("source", ["examples/specs/gemm.yaml", "tests/lit/Inputs/conv2d_f16.mlir"])
def test_small_batched_dynamic_and_convolution_spaces_hold_the_heuristic(source: str) -> None:
    """Tiles past the problem, split-K, a batch, a dynamic M and an implicit GEMM's limits."""
    result = compile_input(str(REPO / source), CompileOptions(target="sm_80", emit="tensorir"))
    with result.input.module.context:
        for op in walk_ops(result.input.module.operation, lambda op: SCHEDULE_ATTR in op.attributes):
            c = match_contraction(op)
            assert c is not None
            space = gemm_space(c, SM80, False)
            assert Schedule.from_attr(op.attributes[SCHEDULE_ATTR]) in space, c.function
            assert not [s for s in space[::3] if schedule_violations(s, c, SM80)], c.function
            if c.convolution is not None:
                assert {s.split_k for s in space} == {1}


# ---------------------------------------------------------------------------------------------
# The phases


def model_rank(c: Contraction, target: Target) -> Callable[[Schedule], float]:
    m, n, k = (c.sizes[d] or 4096 for d in ("M", "N", "K"))
    problem = GemmProblem(m, n, k, 1, c.in_element, c.out_element, c.acc_element)


    def rank(s: Schedule) -> float:
        # Without SASS the model guesses registers for mma.sync warp tiles only: a wgmma schedule
        # gets the consumers' register budget.
        facts = KernelFacts(3.0, 232, 0, s.shared_bytes(2, 2)) if s.is_wgmma else None
        return estimate(s, problem, target, facts).seconds
    return rank


def differing(a: dict[str, Any], b: dict[str, Any]) -> set[str]:
    return {key for key in set(a) | set(b) if a.get(key) != b.get(key)}


@pytest.mark.parametrize("name", ["gemm_f16", "gemm_f16_nt"])
def test_each_phase_varies_only_its_knobs(kernels: Any, name: str) -> None:
    c, heuristic, target, _, space = kernels[name]
    rank = model_rank(c, target)
    measured = {knobs_text(heuristic.knobs())}
    best = heuristic
    for phase in PHASES:
        # From the heuristic's schedule every phase has candidates; from another best a phase may
        # have none (a tile whose shared memory holds 1 stage only).
        assert phase_candidates(phase, heuristic, space, rank, 5, measured), phase
        chosen = phase_candidates(phase, best, space, rank, 5, measured)
        assert len(chosen) <= 5, phase
        texts = [knobs_text(s.knobs()) for s in chosen]
        assert not set(texts) & measured and len(set(texts)) == len(texts)
        assert [(rank(s), t) for s, t in zip(chosen, texts)] == sorted((rank(s), t) for s, t in zip(chosen, texts))
        for s in chosen:
            changed = differing(best.knobs(), s.knobs())
            if phase == "tile":   # a new tile, carrying what makes it valid
                assert changed & {"tile", "mma"}, changed
            else:
                assert changed and changed <= set(PHASE_KNOBS[phase]), (phase, changed)
        if phase == "tile":
            assert len({knobs_text(s.knobs()["tile"]) for s in chosen}) == len(chosen)   # one per tile
        # Shuffling the space changes nothing.
        shuffled = list(space)
        random.Random(7).shuffle(shuffled)
        assert phase_candidates(phase, best, shuffled, rank, 5, measured) == chosen
        measured |= set(texts)
        best = chosen[0] if chosen else best   # the next phase starts from a schedule other than the heuristic's


def test_a_tile_change_stays_closest_to_the_best(kernels: Any) -> None:
    c, heuristic, target, _, space = kernels["gemm_f16"]
    best = dataclasses.replace(heuristic, raster_group=4, swizzle=False)
    for s in phase_candidates("tile", best, space, model_rank(c, target), 100, set()):
        assert s.raster_group == 4 and s.swizzle is False and s.split_k == 1, s.describe()


def attention_problem(heads: int, kv_heads: int, seq_q: int, seq_kv: int) -> AttentionProblem:
    q, kv = View.row_major((2, heads, seq_q, 128)), View.row_major((2, kv_heads, seq_kv, 128))
    return AttentionProblem(2, heads, kv_heads, seq_q, seq_kv, 128, 128, "top_left", 0.088, "f16", "f16", q, kv, kv, q)


def test_decode_attention_searches_the_splits() -> None:
    problem = attention_problem(32, 8, 1, 1000)   # 4 query rows per KV head: flash-decoding
    space = attention_space(problem, SM80, False)
    heuristic = choose_attention_schedule(problem, SM80, False)
    assert heuristic.kernel == "split_kv" and heuristic in space
    splits = phase_candidates("block", heuristic, space, lambda s: float(s.splits), 100, set())
    assert {s.splits for s in splits} >= {1, 2, 4, 8} - {heuristic.splits}
    assert all(differing(schedule_knobs(heuristic), schedule_knobs(s)) <= {"splits", "warps"} for s in splits)


def test_attention_phases_and_space() -> None:
    problem = attention_problem(8, 8, 300, 300)
    for target, wgmma in ((SM80, False), (SM90A, True)):
        space = attention_space(problem, target, wgmma)
        assert choose_attention_schedule(problem, target, wgmma) in space
        for s in space:
            check_attention_schedule(problem, s, target)
        assert any(s.kernel == "wgmma" for s in space) == wgmma
        best = choose_attention_schedule(problem, target, wgmma)
        rank = lambda s: float(s.block_m * s.block_n)   # noqa: E731  (any rank: the phases only order by it)
        assert phase_candidates("swizzle", best, space, rank, 3, set()) == []   # attention has no swizzle knob
        for s in phase_candidates("stages", best, space, rank, 3, set()):
            assert differing(schedule_knobs(best), schedule_knobs(s)) == {"stages"}
    assert isinstance(space[0], AttentionSchedule)


# ---------------------------------------------------------------------------------------------
# Budget, model prune, winner


def test_budget_split() -> None:
    assert budget_split(16) == {"heuristic": 1, "tile": 7, "swizzle": 2, "stages": 3, "block": 3}
    assert budget_split(1) == {"heuristic": 1, "tile": 0, "swizzle": 0, "stages": 0, "block": 0}
    assert budget_split(3) == {"heuristic": 1, "tile": 1, "swizzle": 1, "stages": 0, "block": 0}
    for budget in range(1, 200):
        split = budget_split(budget)
        assert sum(split.values()) == budget
        if budget >= 5:
            assert min(split.values()) >= 1 and split["tile"] == max(split.values())
    with pytest.raises(TircError, match="at least 1"):
        budget_split(0)


def test_prune_by_model_keeps_what_is_within_the_factor() -> None:
    costs = {"a": 1.0, "b": 1.9, "c": 2.0, "d": 2.1, "e": 7.0}
    assert prune_by_model(list(costs), costs.__getitem__) == ["a", "b", "c"]
    assert prune_by_model(list(costs), costs.__getitem__, keep=3.0, always=["e"]) == ["a", "b", "c", "d", "e"]


def measured(text: str, seconds: float, spread: float = 0.0, model: float | None = None,
             heuristic: bool = False) -> Measured:
    return Measured(text, seconds, spread, seconds if model is None else model, heuristic)


def winner_in_every_order(candidates: list[Measured]) -> Measured:
    first = choose_winner(candidates)
    for seed in range(20):
        shuffled = list(candidates)
        random.Random(seed).shuffle(shuffled)
        assert choose_winner(shuffled) == first
    return first


def test_a_clear_best_wins() -> None:
    candidates = [measured("h", 1.0, heuristic=True), measured("a", 0.9), measured("b", 0.95)]
    assert winner_in_every_order(candidates).knobs_text == "a"


def test_ties_go_to_the_heuristic_then_the_model_then_the_text() -> None:
    tie = 1.0 * (1 + MODEL_TOLERANCE)   # within the model's resolution of 1.0
    assert winner_in_every_order([measured("h", tie, heuristic=True), measured("a", 1.0)]).knobs_text == "h"
    assert winner_in_every_order([measured("b", 1.0, model=2.0), measured("a", tie, model=1.0)]).knobs_text == "a"
    assert winner_in_every_order([measured("b", 1.0, 0.1), measured("a", 1.02, 0.1, 0.5)]).knobs_text == "a"
    # Measured spreads: overlapping intervals are ties, disjoint ones are not.
    assert winner_in_every_order([measured("b", 1.0, 0.02, model=5.0), measured("a", 1.05, 0.02)]).knobs_text == "b"


def test_the_winner_is_never_worse_than_the_heuristic_beyond_its_tolerance() -> None:
    rng = random.Random(30)
    for _ in range(300):
        candidates = [measured(f"k{i}", rng.uniform(1.0, 1.2), rng.choice([0.0, rng.uniform(0, 0.3)]),
                               rng.uniform(1.0, 1.2), heuristic=i == 0) for i in range(rng.randint(1, 8))]
        win = winner_in_every_order(candidates)
        heuristic = candidates[0]
        assert win.seconds <= heuristic.seconds + heuristic.tolerance
        best = min(candidates, key=lambda m: (m.seconds, m.knobs_text))
        clear = all(m is best or m.seconds - m.tolerance > best.seconds + best.tolerance for m in candidates)
        if clear:
            assert win == best
    with pytest.raises(ValueError):
        choose_winner([])
