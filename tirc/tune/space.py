"""The search space of ``tirc tune``, the order it is searched in, and how a winner is chosen.

**The space** (``gemm_space``, ``attention_space``) holds the schedules the schedule layer can
realise for one kernel: every candidate passes the same limit checks ``tir-schedule`` applies
(``schedule_violations``, which includes the wgmma limits; ``check_attention_schedule``). Each
knob axis is pruned on its own before the axes are combined, so that a 4096^3 GEMM enumerates in
a fraction of a second:

- mma.sync: tile M and N from ``TILE_SIZES`` no larger than the problem needs (rounded up to 16,
  as ``choose_schedule`` does), warps giving warp tiles of ``WARP_TILE_SIZES`` (at most
  ``MAX_WARPS``), tile K the power-of-two multiples of the instruction's K up to
  ``MAX_TILE_K_FACTOR`` times ``choose_schedule``'s (none past twice the problem's K), the widest
  copy size valid for the tile and warps (a narrower one only issues more copies for the same
  bytes; ``choose_schedule`` narrows them the same way; the heuristic's too), stages 1..8 (while
  shared memory holds them), swizzle on and off, ``RASTER_GROUPS`` and ``SPLIT_K`` up to the K
  tiles, split-K only where the M x N grid holds fewer than ``SPLIT_K_WAVES`` waves of blocks (a
  fuller grid only pays the reduction kernel);
- wgmma (``wgmma``: the pipeline has the Hopper kernels and the contraction takes them):
  ``WGMMA_TILES_M`` x ``WGMMA_TILES_N``, one or two consumer warpgroups, stages 1..8, with and
  without warp specialisation, persistent (warp-specialised only), ``RASTER_GROUPS``; the
  mma.sync schedules are in the space too, as sm_90a runs them;
- the heuristic's own values are added to their axes, so its schedule is always in the space.

Validity factors over the axes: the tile, warps and copy size decide the copies and registers,
the tile and the stages the shared memory, tile K the split-K limit, while swizzle and raster
group are free. So a (tile, warps, copy size) is checked once, its stages counted up while they
validate, its split-K factors checked one by one, and the space is their product with the
swizzles and raster groups.

**The order** is the seed's: ``PHASES``, tile first, then the swizzle (with the raster group),
then the pipeline depth (stages, with the copy size), then the block against shared memory
(warps per tile, split-K, warp specialisation, persistent, attention's splits). Each phase
proposes schedules that differ from the best so far only in its knobs (``phase_candidates``),
ranked by the static model, within its share of the budget (``budget_split``).

**The winner** is noise-aware and deterministic (``choose_winner``).
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import product
from typing import TYPE_CHECKING, Any, TypeVar

from tirc.diagnostics import TircError
from tirc.schedule.attention import (KERNELS, AttentionProblem, AttentionSchedule, check_attention_schedule,
                                     choose_attention_schedule)
from tirc.schedule.model import ELEMENT_BYTES, MMA_SHAPES, WGMMA_K, Schedule
from tirc.target import Target

# The GEMM space reads contractions (MLIR ops) and the heuristics' limit checks, which import MLIR;
# they are imported where the space is built, so that choose_winner and the knobs helpers import
# without MLIR (the GPU check's run half picks winners on a machine that has none).
if TYPE_CHECKING:
    from tirc.schedule.contraction import Contraction

# -- the axes -------------------------------------------------------------------------------------

TILE_SIZES = (16, 32, 64, 128, 256)        # mma.sync tile M and N
WARP_TILE_SIZES = (16, 32, 64, 128)        # rows and columns of one warp's tile
MAX_WARPS = 8                              # per block (choose_schedule's largest tiles have 8)
MAX_TILE_K_FACTOR = 4                      # tile K up to this many times choose_schedule's
RASTER_GROUPS = (1, 4, 8, 16)
SPLIT_K = (1, 2, 3, 4, 6, 8, 12, 16, 24, 32)
SPLIT_K_WAVES = 2                          # split K only while the M x N grid is under this many waves
WGMMA_TILES_M = (64, 128, 192, 256)
WGMMA_TILES_N = (16, 32, 64, 96, 128, 192, 256)
WGMMA_PRODUCERS = ((False, False), (True, False), (True, True))   # (warp_specialize, persistent)
ATTENTION_WARPS = (1, 2, 4, 8)
ATTENTION_BLOCKS_N = (16, 32, 64, 96, 128, 192, 256)
ATTENTION_STAGES = (1, 2, 3, 4)
ATTENTION_SPLITS = (1, 2, 4, 8, 16, 32)

# -- the order ------------------------------------------------------------------------------------

PHASES = ("tile", "swizzle", "stages", "block")
# The knobs (Schedule.knobs() keys, AttentionSchedule fields) each phase varies.
PHASE_KNOBS: dict[str, tuple[str, ...]] = {
    "tile": ("tile", "mma", "kernel", "block_m", "block_n"),
    "swizzle": ("swizzle", "raster_group"),
    "stages": ("stages", "vector_bytes"),
    "block": ("warps", "split_k", "warp_specialize", "persistent", "splits"),
}
# How budget_split shares what is left once each phase has one candidate: most to the tiles.
PHASE_WEIGHTS: dict[str, int] = {"tile": 6, "swizzle": 1, "stages": 2, "block": 2}

# A model estimate's resolution, relative: two estimates closer than this are a tie.
MODEL_TOLERANCE = 0.005

AnySchedule = Schedule | AttentionSchedule
S = TypeVar("S", Schedule, AttentionSchedule)


def knobs_text(knobs: dict[str, Any]) -> str:
    """Canonical JSON text of a schedule's knobs: the key of a candidate."""
    return json.dumps(knobs, sort_keys=True, separators=(",", ":"))


def schedule_knobs(schedule: AnySchedule) -> dict[str, Any]:
    """The knobs of a GEMM (``Schedule.knobs``) or attention schedule (its fields)."""
    return schedule.knobs() if isinstance(schedule, Schedule) else dataclasses.asdict(schedule)


# -- the GEMM space ------------------------------------------------------------------------------


def _fits(size: int | None, tile: int, smallest: int, step: int) -> bool:
    """A tile no larger than the problem needs (``size`` rounded up to ``step``); the smallest fits."""
    return size is None or tile <= max(smallest, -(-size // step) * step)


def _valid(s: Schedule, c: Contraction, target: Target) -> bool:
    from tirc.schedule.heuristics import schedule_violations
    return not schedule_violations(s, c, target)


def _stages(base: Schedule, c: Contraction, target: Target) -> list[int]:
    """The stages ``base`` (valid with 1) takes: shared memory grows with them, so count up while
    they validate (the limit checks bound the stages of both kernels, at 8)."""
    found = [1]
    while _valid(replace(base, stages=found[-1] + 1), c, target):
        found.append(found[-1] + 1)
    return found


def _warps(tile_m: int, tile_n: int, extra: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Warps (M, N) whose warp tiles are ``WARP_TILE_SIZES``, at most ``MAX_WARPS`` (and ``extra``)."""
    found = {(tile_m // wm, tile_n // wn) for wm, wn in product(WARP_TILE_SIZES, WARP_TILE_SIZES)
             if tile_m % wm == 0 and tile_n % wn == 0 and (tile_m // wm) * (tile_n // wn) <= MAX_WARPS}
    return sorted(found | set(extra))


def _mma_sync_space(c: Contraction, target: Target, mma: str, heuristic: Schedule) -> Iterator[Schedule]:
    from tirc.schedule.heuristics import MAX_SPLIT_K, copy_bytes, copy_sizes, default_tile_k
    _, _, mk = MMA_SHAPES[mma]
    m, n, k = c.sizes["M"], c.sizes["N"], c.sizes["K"]
    batch = c.sizes.get("B") or 1
    tiles_m = sorted({t for t in TILE_SIZES if _fits(m, t, TILE_SIZES[0], 16)} | {heuristic.tile_m})
    tiles_n = sorted({t for t in TILE_SIZES if _fits(n, t, TILE_SIZES[0], 16)} | {heuristic.tile_n})
    deepest = MAX_TILE_K_FACTOR * default_tile_k(mma)
    tiles_k = sorted({mk << i for i in range(deepest.bit_length()) if mk << i <= deepest
                      and (k is None or mk << i == mk or mk << i < 2 * k)} | {heuristic.tile_k})
    widest = copy_bytes(c)
    vectors = sorted((w for w in copy_sizes(ELEMENT_BYTES[c.in_element]) if w <= widest), reverse=True)
    rasters = sorted({*RASTER_GROUPS, heuristic.raster_group})
    for tile_m, tile_n, tile_k in product(tiles_m, tiles_n, tiles_k):
        grid = -(-(m or 1 << 20) // tile_m) * -(-(n or 1 << 20) // tile_n) * batch
        splits = [1]
        if k is not None and c.convolution is None and grid < SPLIT_K_WAVES * target.sm_count:
            k_tiles = -(-k // tile_k)
            splits = sorted({s for s in (*SPLIT_K, heuristic.split_k) if s <= min(k_tiles, MAX_SPLIT_K)} | {1})
        extra = [(heuristic.warps_m, heuristic.warps_n)] if (tile_m, tile_n) == (heuristic.tile_m, heuristic.tile_n) \
            else []
        for warps_m, warps_n in _warps(tile_m, tile_n, extra):
            shapes = [Schedule(tile_m=tile_m, tile_n=tile_n, tile_k=tile_k, warps_m=warps_m, warps_n=warps_n, mma=mma,
                               stages=1, swizzle=True, vector_bytes=vector, raster_group=RASTER_GROUPS[0], split_k=1)
                      for vector in vectors]
            valid = [shape for shape in shapes if _valid(shape, c, target)]
            # The widest valid copy, as choose_schedule narrows them (a narrower one only issues
            # more copies for the same bytes), and the heuristic's where it is narrower.
            for base in valid[:1] + [s for s in valid[1:] if s.vector_bytes == heuristic.vector_bytes]:
                valid_splits = [s for s in splits if s == 1 or _valid(replace(base, split_k=s), c, target)]
                for stage, split, swizzle, raster in product(_stages(base, c, target), valid_splits, (True, False),
                                                             rasters):
                    yield replace(base, stages=stage, split_k=split, swizzle=swizzle, raster_group=raster)


def _wgmma_space(c: Contraction, target: Target, heuristic: Schedule) -> Iterator[Schedule]:
    from tirc.schedule.hopper import SWIZZLE_BYTES
    in_bytes = ELEMENT_BYTES[c.in_element]
    m, n = c.sizes["M"], c.sizes["N"]
    tiles_m = sorted({t for t in WGMMA_TILES_M if _fits(m, t, 64, 64)} | {heuristic.tile_m})
    tiles_n = sorted({t for t in WGMMA_TILES_N if _fits(n, t, 64, 64)} | {heuristic.tile_n})
    rasters = sorted({*RASTER_GROUPS, heuristic.raster_group})
    for tile_m, tile_n, groups in product(tiles_m, tiles_n, (1, 2)):
        for warp_specialize, persistent in WGMMA_PRODUCERS:
            base = Schedule(tile_m=tile_m, tile_n=tile_n, tile_k=SWIZZLE_BYTES // in_bytes, warps_m=4 * groups,
                            warps_n=1, mma=f"m64n{tile_n}k{WGMMA_K[c.in_element]}", stages=1, swizzle=True,
                            vector_bytes=heuristic.vector_bytes, raster_group=RASTER_GROUPS[0], split_k=1,
                            warp_specialize=warp_specialize, persistent=persistent)
            if not _valid(base, c, target):
                continue
            for stage, raster in product(_stages(base, c, target), rasters):
                yield replace(base, stages=stage, raster_group=raster)


def gemm_space(c: Contraction, target: Target, wgmma: bool) -> list[Schedule]:
    """Every schedule of the space (module docstring) for a contraction that runs on Tensor
    Cores, each valid for ``c`` on ``target``, in a deterministic order: the wgmma ones first
    (when ``wgmma`` and the wgmma kernel takes ``c``), then the mma.sync ones, each by tile, warps,
    copy size, stages, split-K, swizzle, raster group. Empty when no Tensor Core instruction takes
    the contraction's types."""
    from tirc.schedule.heuristics import choose_schedule, mma_sync_instruction
    from tirc.schedule.hopper import NotOnWgmma, choose_wgmma_schedule, wgmma_instruction
    mma = mma_sync_instruction(c)
    if mma is None or mma not in target.mma_shapes:
        return []
    found: dict[Schedule, None] = {}
    if wgmma and not isinstance(wgmma_instruction(c, target), NotOnWgmma):
        found.update(dict.fromkeys(_wgmma_space(c, target, choose_wgmma_schedule(c, target))))
    found.update(dict.fromkeys(_mma_sync_space(c, target, mma, choose_schedule(c, target, mma))))
    return list(found)


# -- the attention space -------------------------------------------------------------------------


def _attention_candidates(problem: AttentionProblem, target: Target, wgmma: bool) -> Iterator[AttentionSchedule]:
    for kernel in KERNELS:
        if kernel == "wgmma":
            if wgmma:
                yield from (AttentionSchedule("wgmma", 128, block_n, 12, stages)
                            for block_n, stages in product(ATTENTION_BLOCKS_N, ATTENTION_STAGES))
        elif kernel == "mma_sync":
            for warps, rows, block_n, stages in product(ATTENTION_WARPS, (1, 2), ATTENTION_BLOCKS_N,
                                                        ATTENTION_STAGES):
                yield AttentionSchedule("mma_sync", 16 * warps * rows, block_n, warps, stages)
        else:
            for warps, keys, splits in product(ATTENTION_WARPS, (1, 2, 4), ATTENTION_SPLITS):
                yield AttentionSchedule("split_kv", 16, 16 * warps * keys, warps, 2, splits)


def attention_space(problem: AttentionProblem, target: Target, wgmma: bool) -> list[AttentionSchedule]:
    """Every attention schedule of the axes above that ``check_attention_schedule`` accepts for
    ``problem`` on ``target`` (wgmma kernels only when ``wgmma``), and the heuristic's, in a
    deterministic order; split-KV's splits no more than the key tiles."""
    heuristic = choose_attention_schedule(problem, target, wgmma)
    found: dict[AttentionSchedule, None] = {}
    for schedule in (*_attention_candidates(problem, target, wgmma), heuristic):
        if schedule.kernel == "split_kv" and schedule.splits > max(1, -(-problem.seq_kv // schedule.block_n)) \
                and schedule != heuristic:
            continue
        try:
            check_attention_schedule(problem, schedule, target)
        except TircError:
            continue
        found[schedule] = None
    return list(found)


# -- the order -----------------------------------------------------------------------------------


def _knob_distance(a: Any, b: Any) -> float:
    """How far apart two values of a knob are: octaves for sizes, 1 for any other change."""
    if a == b:
        return 0.0
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return sum(_knob_distance(x, y) for x, y in zip(a, b))
    if type(a) is int and type(b) is int and a > 0 and b > 0:
        return abs(math.log2(a / b))
    return 1.0


# Schedule fields that a knob of ``Schedule.knobs`` holds (the others are knobs of their own name).
_KNOB_OF_FIELD = {"tile_m": "tile", "tile_n": "tile", "tile_k": "tile", "warps_m": "warps", "warps_n": "warps"}


def _phase_fields(kind: type[AnySchedule], phase: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the fields of ``kind`` that ``phase`` varies, the others), in field order."""
    names = [f.name for f in dataclasses.fields(kind)]
    varied = tuple(name for name in names if _KNOB_OF_FIELD.get(name, name) in PHASE_KNOBS[phase])
    return varied, tuple(name for name in names if name not in varied)


def phase_candidates(phase: str, best: S, space: Sequence[S], rank: Callable[[S], float], quota: int,
                     measured: set[str]) -> list[S]:
    """Up to ``quota`` schedules of ``space`` for ``phase`` (one of ``PHASES``), not in
    ``measured`` (knobs texts) and not ``best``, best ``rank`` (the static model's estimate,
    lower is better) first, then by knobs text.

    The swizzle, stages and block phases take the schedules that differ from ``best`` only in
    the phase's knobs (``PHASE_KNOBS``). The tile phase takes one schedule per other tile
    (tile and instruction; attention: kernel and block), the one closest to ``best`` not yet
    measured, since a tile may need other stages, copy sizes or warps to be valid: fewest other
    fields changed, then the least change (octaves for sizes, 1 for any other value), then the
    knobs text."""
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}: one of {', '.join(PHASES)}")
    if quota <= 0:
        return []
    varied, others = _phase_fields(type(best), phase)

    def values(s: AnySchedule, names: tuple[str, ...]) -> tuple[Any, ...]:
        return tuple(getattr(s, name) for name in names)

    best_varied, best_others = values(best, varied), values(best, others)
    own = [s for s in space if type(s) is type(best)]
    found: dict[str, S] = {}
    if phase == "tile":
        by_tile: dict[tuple[Any, ...], list[tuple[tuple[int, float], S]]] = {}
        for s in own:
            tile = values(s, varied)
            if tile == best_varied:
                continue
            changed = [(a, b) for a, b in zip(values(s, others), best_others) if a != b]
            distance = (len(changed), sum(_knob_distance(a, b) for a, b in changed))
            by_tile.setdefault(tile, []).append((distance, s))
        for entries in by_tile.values():
            # The closest one not measured yet, the smallest knobs text among equally close ones.
            entries.sort(key=lambda entry: entry[0])
            pick: tuple[tuple[int, float], str, S] | None = None
            for distance, s in entries:
                if pick is not None and distance > pick[0]:
                    break
                text = knobs_text(schedule_knobs(s))
                if text not in measured and (pick is None or (distance, text) < pick[:2]):
                    pick = (distance, text, s)
            if pick is not None:
                found[pick[1]] = pick[2]
    else:
        for s in own:
            if values(s, others) == best_others and values(s, varied) != best_varied:
                found[knobs_text(schedule_knobs(s))] = s
    ranked = sorted((rank(s), text, s) for text, s in found.items() if text not in measured)
    return [s for _, _, s in ranked[:quota]]


def budget_split(budget: int) -> dict[str, int]:
    """Candidates compiled per phase for a ``budget`` per kernel, and 1 for ``"heuristic"`` (its
    own compile, the search's starting point). The rule: the heuristic takes 1; then each phase
    1, in ``PHASES`` order, while the budget lasts; what remains is shared by ``PHASE_WEIGHTS``
    (tile 6, swizzle 1, stages 2, block 2), rounded down, the leftover going one each to the
    largest remainders (ties in phase order). 16 -> heuristic 1, tile 7, swizzle 2, stages 3,
    block 3. The shares sum to ``budget``."""
    if type(budget) is not int or budget < 1:
        raise TircError(f"a tuning budget is at least 1 candidate per kernel (the heuristic's), not {budget!r}",
                        hint="e.g. --budget 16")
    split = {"heuristic": 1, **dict.fromkeys(PHASES, 0)}
    left = budget - 1
    for phase in PHASES:
        if left:
            split[phase] += 1
            left -= 1
    total = sum(PHASE_WEIGHTS.values())
    shares = {phase: left * PHASE_WEIGHTS[phase] for phase in PHASES}
    for phase in PHASES:
        split[phase] += shares[phase] // total
    leftover = left - sum(shares[phase] // total for phase in PHASES)
    by_remainder = sorted(PHASES, key=lambda phase: (-(shares[phase] % total), PHASES.index(phase)))
    for phase in by_remainder[:leftover]:
        split[phase] += 1
    return split


def prune_by_model(space: Sequence[S], rank: Callable[[S], float], keep: float = 2.0,
                   always: Sequence[S] = ()) -> list[S]:
    """The schedules of ``space`` (in its order) that the static model (``rank``, seconds)
    estimates at most ``keep`` times the best estimate: a candidate the model puts more than twice
    as slow is not worth a compile, as the model's errors on tirc's kernels are well inside that.
    ``always`` (the heuristic's schedule) stays whatever its estimate."""
    if keep < 1:
        raise ValueError(f"keep is a factor of at least 1, not {keep}")
    if not space:
        return []
    estimates = [rank(s) for s in space]
    finite = [e for e in estimates if math.isfinite(e)]
    bound = keep * min(finite) if finite else math.inf
    kept = set(always)
    return [s for s, e in zip(space, estimates) if e <= bound or s in kept]


# -- the winner ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Measured:
    """One measured candidate: its cost (a median, or the model's estimate) and spread
    (interquartile range; 0 for a model cost), its model estimate, and whether it is the
    heuristic's schedule."""
    knobs_text: str
    seconds: float
    spread: float
    model_seconds: float
    heuristic: bool

    @property
    def tolerance(self) -> float:
        """Half the width of the cost's interval: half the spread, at least the model's resolution."""
        return max(self.spread / 2, MODEL_TOLERANCE * self.seconds)


def choose_winner(measured: Sequence[Measured]) -> Measured:
    """The candidate to record, the same for the same candidates in any order.

    The best is the lowest cost (then the smallest knobs text). A candidate whose interval
    (cost +- tolerance) overlaps the best's is a tie with it, unless its cost is above the
    heuristic's interval. Among ties the heuristic wins if it is one, else the lowest model
    estimate, else the smallest knobs text.

    Hence: the winner's cost is at most the heuristic's cost plus the heuristic's tolerance
    (the heuristic wins its tie, and any other tie is within its interval's top); when no other
    candidate's interval overlaps the best's, the winner is the best. The choice reads only the
    candidates' values, ordered by total keys, so it does not depend on their order."""
    if not measured:
        raise ValueError("choose_winner needs at least one measured candidate")
    ordered = sorted(measured, key=lambda m: (m.seconds, m.knobs_text, m.spread, m.model_seconds, m.heuristic))
    best = ordered[0]
    heuristic = [m for m in ordered if m.heuristic]
    ceiling = heuristic[0].seconds + heuristic[0].tolerance if heuristic else math.inf
    ties = [m for m in ordered if m.seconds - m.tolerance <= best.seconds + best.tolerance and m.seconds <= ceiling]
    return min(ties, key=lambda m: (not m.heuristic, m.model_seconds, m.knobs_text, m.seconds, m.spread))
