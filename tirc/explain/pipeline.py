"""The ``pipeline`` section: a timeline of one steady-state iteration of a kernel's main loop (a K
tile of a GEMM, a key tile of an attention), one lane per warp role, built from the schedule and
the static model (tirc/schedule/perf_model.py) — a model, not a measurement.

The picture is of one block alone on an SM, every warp of a role in step (the model's own
assumption), so each event lasts what the model charges the block for it:

- issue-bound events (cp.async and TMA issue, commits, barriers, mbarrier operations, shuffles):
  the block's instructions / ISSUE_PER_CLK (one per scheduler per clock);
- shared-memory traffic (the cp.async writes, ldmatrix reads, wgmma's shared operands, the
  staged output): bytes / Target.shared_bytes_per_clk, as perf_model's shared_memory term;
- Tensor Core work (mma.sync, wgmma): FLOP / the target's dense peak per SM clock for the input
  type (perf_model.peak_flops), as its tensor_core term; exp2 at MUFU_EX2_PER_CLK;
- the copies in flight: LOAD_LATENCY_CLK from issue to arrival. As perf_model's pipeline term, a
  steady-state iteration lasts max(work, LOAD_LATENCY_CLK / (stages - 1)) (work + the latency
  with one stage); what the work does not cover is the wait for the oldest stage.

The epilogue runs once, after the last iteration: it is drawn as a separate tail block.
Row kernels (SIMT) have no pipeline: their timeline is one row's load (LOAD_LATENCY_CLK, then the
block's share of DRAM bandwidth), reduction (shuffles, shared memory and barriers), normalisation
and store, from the kernel's PTX counts and perf_model.memory_estimate's bytes.

Every event kind is realised by PTX instructions (EVENT_PTX): the kernel's PTX holds each kind
drawn, which the tests check.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import ceil
from typing import Any

from tirc.emit.ptx import count_instructions
from tirc.emit.report import hopper_counts
from tirc.explain import svg
from tirc.explain.model import Figure, KernelView, Section
from tirc.schedule.perf_model import (ISSUE_PER_CLK, LOAD_LATENCY_CLK, MUFU_EX2_PER_CLK, ELEMENT_BYTES, peak_flops,
                                      wgmma_shape)
from tirc.schedule.model import MMA_SHAPES, WARPGROUP_THREADS, Schedule

TITLE = "Pipeline (one steady-state iteration)"
NOTE = "static model, not a measurement"

# Event kind -> the PTX opcode prefixes that realise it (a drawn kind the kernel's PTX lacks is a bug).
EVENT_PTX: dict[str, tuple[str, ...]] = {
    "cp.async": ("cp.async.cg", "cp.async.ca"),
    "commit": ("cp.async.commit_group",),
    "wait": ("cp.async.wait_group",),
    "bar": ("bar.sync", "barrier.sync"),
    "ldmatrix": ("ldmatrix",),
    "ld.shared": ("ld.shared",),
    "mma": ("mma.sync",),
    "tma": ("cp.async.bulk.tensor",),
    "mbarrier": ("mbarrier.try_wait", "mbarrier.arrive"),
    "wgmma": ("wgmma.mma_async",),
    "wgmma-sync": ("wgmma.commit_group", "wgmma.wait_group"),
    "shuffle": ("shfl.sync",),
    "exp": ("ex2.approx",),
    "load": ("ld.global",),
    "store": ("st.global",),
    "epilogue": ("st.global",),
    "tma-store": tuple(f"cp.async.bulk.tensor.{rank}d.global." for rank in range(1, 6)),
    "in-flight": ("cp.async.cg", "cp.async.ca", "cp.async.bulk.tensor", "ld.global"),
}

# Instructions per score of the online softmax beside its exp2 (FMNMX for the row maximum, the
# FFMA that scales and subtracts it, the FADD of the row sum): the attention issue model's split.
SOFTMAX_INSTRUCTIONS_PER_SCORE: dict[str, int] = {"max": 1, "exp": 1, "sum": 1}

# Fill of each event kind (the copies in flight grey).
_KIND_COLOURS: dict[str, str] = {
    "cp.async": "#7fb3d5", "commit": "#a9cce3", "wait": "#f5b7b1", "bar": "#f0b27a", "ldmatrix": "#82e0aa",
    "ld.shared": "#82e0aa",
    "mma": "#bb8fce", "tma": "#7fb3d5", "mbarrier": "#f5b7b1", "wgmma": "#bb8fce", "wgmma-sync": "#d7bde2",
    "shuffle": "#f9e79f", "exp": "#f7dc6f", "load": "#7fb3d5", "store": "#76d7c4", "epilogue": "#76d7c4",
    "tma-store": "#76d7c4",     "in-flight": "#d5d8dc",
}
MEMORY_ROLE = "copies in flight"
ROW_UNIT = "row block"


@dataclass(frozen=True)
class Event:
    """One span of a lane: ``count`` instructions of ``kind`` (EVENT_PTX) from ``start`` to ``end``
    (model clocks from the iteration's start)."""
    role: str
    kind: str
    label: str
    start: float
    end: float
    count: int = 1

    @property
    def clocks(self) -> float:
        return self.end - self.start


@dataclass(frozen=True)
class Timeline:
    """One iteration's events, its lanes in drawing order, its length and what it is of."""
    unit: str                      # "K iteration", "key tile", "row"
    roles: tuple[str, ...]
    events: tuple[Event, ...]
    period: float                  # clocks of one steady-state iteration
    work: float                    # clocks of the work in it (period - work: the wait)
    facts: tuple[tuple[str, str], ...]
    data: dict[str, Any]


class _Lane:
    """Appends events one after the other on a role's lane."""

    def __init__(self, role: str, events: list[Event], start: float = 0.0) -> None:
        self.role, self.events, self.time = role, events, start

    def add(self, kind: str, label: str, clocks: float, count: int = 1) -> Event:
        event = Event(self.role, kind, label, self.time, self.time + max(clocks, 0.0), count)
        self.events.append(event)
        self.time = event.end
        return event


def _pipeline_period(work: float, stages: int) -> float:
    """perf_model's pipeline term per iteration: the loads arrive LOAD_LATENCY_CLK apart over
    stages - 1 in flight; with one stage each waits in full."""
    return max(work, LOAD_LATENCY_CLK / (stages - 1)) if stages > 1 else work + LOAD_LATENCY_CLK


def _issue(instructions: float) -> float:
    return instructions / ISSUE_PER_CLK


def _peak_per_clk(view: KernelView, element: str) -> float:
    """The target's dense Tensor Core FLOP per clock per SM for ``element``."""
    target = view.target
    return peak_flops(target, element) / (target.sm_count * target.clock_mhz * 1e6)


def _stage_facts(stages: int, period: float, work: float) -> list[tuple[str, str]]:
    wait = period - work
    return [("stages", str(stages)), ("iteration", f"{period:.0f} clk (work {work:.0f}, wait {wait:.0f})"),
            ("load latency", f"{LOAD_LATENCY_CLK} clk (perf_model.LOAD_LATENCY_CLK)"),
            ("bound", "load latency (the pipeline term)" if wait > 0 else "work (loads hidden)")]


# ---------------------------------------------------------------------------------------------
# GEMM, mma.sync (sm_80 and later): cp.async multi-stage pipeline


def gemm_mma_sync(view: KernelView, schedule: Schedule, problem: Any) -> Timeline:
    in_bytes = ELEMENT_BYTES[problem.in_element]
    out_bytes = ELEMENT_BYTES[problem.out_element]
    mma_m, mma_n, mma_k = MMA_SHAPES[schedule.mma]
    warps = schedule.warps_m * schedule.warps_n
    k_steps = schedule.tile_k // mma_k
    shared_rate = view.target.shared_bytes_per_clk
    role = f"MMA warps (x{warps})"
    events: list[Event] = []
    lane = _Lane(role, events)
    tile_bytes = (schedule.tile_m + schedule.tile_n) * schedule.tile_k * in_bytes
    copies = ceil(tile_bytes / schedule.vector_bytes)   # cp.async instructions of the block (per thread: / threads)
    later = schedule.stages - 1
    stage = f"stage s+{later}" if later else "stage s"
    # Copies too narrow for cp.async (one 1- or 2-byte element) go through registers: ld.global,
    # then st.shared; the barrier is where a warp waits for the stage's stores.
    asynchronous = any(count_instructions(view.ptx_body, EVENT_PTX["cp.async"]).values())
    if asynchronous:
        issue = lane.add("cp.async", f"cp.async {stage}", max(_issue(copies / 32), tile_bytes / shared_rate), copies)
        lane.add("commit", "cp.async.commit_group", _issue(warps), warps)
        wait = lane.add("wait", f"cp.async.wait_group {max(schedule.stages - 2, 0)} (stage s)", 0.0, warps)
        lane.add("bar", "bar.sync", _issue(warps), warps)
    else:
        issue = lane.add("load", f"ld.global, st.shared {stage} ({schedule.vector_bytes}-byte copies)",
                         max(_issue(2 * copies / 32), tile_bytes / shared_rate), copies)
        wait = lane.add("bar", "bar.sync (stage s stored)", 0.0, warps)
    warp_m, warp_n = schedule.warp_tile
    ldmatrix_a, ldmatrix_b = warps * ceil(warp_m / 16), warps * ceil(warp_n / 16)   # x4: 16 rows of 32 bytes
    ways = 1 if schedule.swizzle else _plain_ways(schedule, in_bytes)
    per_step_bytes = (schedule.warps_n * schedule.tile_m + schedule.warps_m * schedule.tile_n) * mma_k * in_bytes * ways
    mmas = (schedule.tile_m // mma_m) * (schedule.tile_n // mma_n)
    mma_clocks = mmas * 2 * mma_m * mma_n * mma_k / _peak_per_clk(view, problem.in_element)
    # Fragments load by ldmatrix, or (layouts ldmatrix cannot transpose, e.g. a column-major 8-bit A)
    # by plain shared-memory loads: the kind the PTX holds.
    fragment = "ldmatrix" if count_instructions(view.ptx_body, ("ldmatrix",))["ldmatrix"] else "ld.shared"
    for step in range(k_steps):
        lane.add(fragment, f"{fragment} A/B k{step}", max(per_step_bytes / shared_rate,
                                                          _issue(ldmatrix_a + ldmatrix_b)), ldmatrix_a + ldmatrix_b)
        lane.add("mma", f"mma.sync {schedule.mma} x{mmas} k{step}", max(mma_clocks, _issue(mmas)), mmas)
    work = lane.time
    period = _pipeline_period(work, schedule.stages)
    _retime_wait(events, wait, period - work)
    memory = _Lane(MEMORY_ROLE, events, issue.start)
    memory.add("in-flight", f"{stage} in flight", LOAD_LATENCY_CLK, copies)
    staged = 2 * schedule.tile_m * schedule.tile_n * out_bytes
    epilogue = _Lane(role, events, period)
    epilogue.add("epilogue", "epilogue (after the last iteration): accumulators staged, stored",
                 staged / shared_rate + _issue(warps))
    facts = [("kernel", f"mma.sync {schedule.mma}, tile {schedule.tile_m}x{schedule.tile_n}x{schedule.tile_k}, "
                        f"{warps} warps"),
             ("k-steps per tile", f"{k_steps} (tile K {schedule.tile_k} / mma K {mma_k})"),
             ("mma per k-step", f"{mmas} (block)"),
             ("copies", "cp.async (asynchronous)" if asynchronous
              else f"ld.global + st.shared ({schedule.vector_bytes}-byte: too narrow for cp.async)"),
             *_stage_facts(schedule.stages, period, work)]
    data = {"stages": schedule.stages, "k_steps": k_steps, "mma_per_k_step": mmas, "warps": warps,
            "asynchronous_copies": asynchronous}
    return Timeline("K iteration", (role, MEMORY_ROLE), tuple(events), period, work, tuple(facts), data)


def _plain_ways(schedule: Schedule, in_bytes: int) -> int:
    from tirc.schedule.perf_model import plain_tile_conflicts
    return plain_tile_conflicts(int(schedule.tile_k * in_bytes))


def _first(events: list[Event], kind: str) -> Event:
    return next(event for event in events if event.kind == kind)


def _retime_wait(events: list[Event], wait: Event, clocks: float) -> None:
    """Give ``wait`` its length and shift the events its lane added after it by as much."""
    index = next(position for position, event in enumerate(events) if event is wait)
    events[index] = Event(wait.role, wait.kind, wait.label, wait.start, wait.start + clocks, wait.count)
    for position in range(index + 1, len(events)):
        event = events[position]
        if event.role == wait.role:
            events[position] = Event(event.role, event.kind, event.label, event.start + clocks, event.end + clocks,
                                     event.count)


# ---------------------------------------------------------------------------------------------
# GEMM, wgmma (sm_90a): TMA + mbarrier pipeline, warp-specialised or not


def gemm_wgmma(view: KernelView, schedule: Schedule, problem: Any, warp_specialized: bool) -> Timeline:
    in_bytes = ELEMENT_BYTES[problem.in_element]
    shape = wgmma_shape(schedule.mma)
    assert shape is not None
    mma_m, mma_n, mma_k = shape
    groups = schedule.warpgroups
    k_steps = schedule.tile_k // mma_k
    shared_rate = view.target.shared_bytes_per_clk
    events: list[Event] = []
    later = schedule.stages - 1
    consumer_role = f"consumer warpgroups (x{groups})" if warp_specialized else f"warpgroups (x{groups}, TMA + wgmma)"
    consumer = _Lane(consumer_role, events)
    full = consumer.add("mbarrier", "mbarrier.try_wait full[s] (phase)", 0.0, groups)
    if warp_specialized:
        producer_role = f"producer warpgroup ({WARPGROUP_THREADS} threads)"
        producer = _Lane(producer_role, events)
        producer.add("mbarrier", f"mbarrier.try_wait empty[s+{later}] (phase)", _issue(1))
        producer.add("mbarrier", "mbarrier.arrive.expect_tx full", _issue(1))
        producer.add("tma", f"TMA A, B stage s+{later}", _issue(2), 2)
        roles: tuple[str, ...] = (producer_role, consumer_role, MEMORY_ROLE)
    else:   # one thread of the block refills the slot the previous iteration freed
        consumer.add("mbarrier", f"mbarrier.try_wait empty[s+{later}] (phase)", _issue(1))
        consumer.add("mbarrier", "mbarrier.arrive.expect_tx full", _issue(1))
        consumer.add("tma", f"TMA A, B stage s+{later}", _issue(2), 2)
        roles = (consumer_role, MEMORY_ROLE)
    per_group_m = schedule.tile_m // groups
    wgmmas = groups * (per_group_m // mma_m) * (schedule.tile_n // mma_n)   # per k-step, the block
    read_bytes = (schedule.tile_m * in_bytes + groups * schedule.tile_n * in_bytes) * mma_k
    step_clocks = max(wgmmas * 2 * mma_m * mma_n * mma_k / _peak_per_clk(view, problem.in_element),
                      read_bytes / shared_rate)
    consumer.add("wgmma-sync", "wgmma.fence", _issue(4 * groups), 4 * groups)
    for step in range(k_steps):
        consumer.add("wgmma", f"wgmma.mma_async {schedule.mma} x{wgmmas} k{step}", step_clocks, wgmmas)
    consumer.add("wgmma-sync", "wgmma.commit_group, wgmma.wait_group", _issue(8 * groups), 8 * groups)
    consumer.add("mbarrier", "mbarrier.arrive empty[s]", _issue(groups), groups)
    work = consumer.time
    period = _pipeline_period(work, schedule.stages)
    _retime_wait(events, full, period - work)
    memory = _Lane(MEMORY_ROLE, events, _first(events, "tma").start)
    memory.add("in-flight", f"TMA stage s+{later} in flight (complete_tx on full[s+{later}])", LOAD_LATENCY_CLK, 2)
    tail = _Lane(consumer_role, events, period)
    out_bytes = ELEMENT_BYTES[problem.out_element]
    hopper = hopper_counts(view.ptx_body)
    if hopper.tma_stores:   # staged in the slots, one TMA store
        tail.add("tma-store", "epilogue (after the last iteration): staged, TMA store",
                 2 * schedule.tile_m * schedule.tile_n * out_bytes / shared_rate)
    else:
        tail.add("epilogue", "epilogue (after the last iteration): accumulators to global",
                 schedule.tile_m * schedule.tile_n * out_bytes / shared_rate)
    facts = [("kernel", f"wgmma {schedule.mma}, tile {schedule.tile_m}x{schedule.tile_n}x{schedule.tile_k}, "
                        f"{groups} consumer warpgroup{'s' if groups != 1 else ''}"
                        + (" + a TMA producer warpgroup" if warp_specialized
                           else " (no producer: not warp-specialised)")),
             ("k-steps per tile", f"{k_steps} (tile K {schedule.tile_k} / wgmma K {mma_k})"),
             ("wgmma per k-step", f"{wgmmas} (block)"), *_stage_facts(schedule.stages, period, work),
             ("PTX", f"wgmma.mma_async {hopper.wgmma}, TMA loads {hopper.tma_loads} / stores {hopper.tma_stores}, "
                     f"setmaxnreg dec {'/'.join(map(str, hopper.registers_dec)) or 'none'} / "
                     f"inc {'/'.join(map(str, hopper.registers_inc)) or 'none'}")]
    data = {"stages": schedule.stages, "k_steps": k_steps, "wgmma_per_k_step": wgmmas,
            "warp_specialized": warp_specialized, "consumer_warpgroups": groups,
            "ptx_setmaxnreg_dec": list(hopper.registers_dec), "ptx_tma_stores": hopper.tma_stores}
    return Timeline("K iteration", roles, tuple(events), period, work, tuple(facts), data)


# ---------------------------------------------------------------------------------------------
# Attention (mma.sync, FlashAttention-2's loop): one key tile


def _online_softmax(lane: _Lane, scores: int, block_m: int) -> int:
    """The online softmax of one key tile's scores: row max, exp2 (and the rescale of the running
    sums), row sum; returns the exp2 count. A row's max and sum reduce across the quad of lanes
    holding it: 2 shuffles per row a lane holds (2 rows per m16 tile), i.e. block_m / 4 shuffles per
    reduction for the block."""
    shuffles = block_m // 4
    lane.add("shuffle", "row max (FMNMX, shfl)",
             _issue(scores * SOFTMAX_INSTRUCTIONS_PER_SCORE["max"] / 32 + shuffles), shuffles)
    exponentials = scores + block_m
    lane.add("exp", "exp2 of scores and rescale (MUFU)",
             max(exponentials / MUFU_EX2_PER_CLK, _issue(scores * SOFTMAX_INSTRUCTIONS_PER_SCORE["exp"] / 32)),
             exponentials)
    lane.add("shuffle", "row sum (FADD, shfl)",
             _issue(scores * SOFTMAX_INSTRUCTIONS_PER_SCORE["sum"] / 32 + shuffles), shuffles)
    return exponentials


def attention_mma_sync(view: KernelView, problem: Any, schedule: Any) -> Timeline:
    in_bytes = ELEMENT_BYTES[problem.element]
    d, dv = problem.head_dim, problem.head_dim_v
    warps = schedule.warps
    shared_rate = view.target.shared_bytes_per_clk
    peak = _peak_per_clk(view, problem.element)
    role = f"warps (x{warps}, {schedule.block_m // warps} query rows each)"
    events: list[Event] = []
    lane = _Lane(role, events)
    wait = lane.add("wait", "cp.async.wait_group (K, V tile t)", 0.0, warps)
    lane.add("bar", "bar.sync", _issue(warps), warps)
    scores = schedule.block_m * schedule.block_n
    k_tile, v_tile = schedule.block_n * d * in_bytes, schedule.block_n * dv * in_bytes
    s_mmas = (schedule.block_m // 16) * (schedule.block_n // 8) * (d // 16)
    lane.add("ldmatrix", "ldmatrix K", warps * k_tile / shared_rate, warps * k_tile // 512)
    lane.add("mma", f"S = QK^T: mma.sync x{s_mmas}", max(2 * scores * d / peak, _issue(s_mmas)), s_mmas)
    exponentials = _online_softmax(lane, scores, schedule.block_m)
    pv_mmas = (schedule.block_m // 16) * (dv // 8) * (schedule.block_n // 16)
    lane.add("ldmatrix", "ldmatrix V (trans)", warps * v_tile / shared_rate, warps * v_tile // 512)
    lane.add("mma", f"O += P·V: mma.sync x{pv_mmas}", max(2 * scores * dv / peak, _issue(pv_mmas)), pv_mmas)
    later = schedule.stages - 1
    copies = ceil((k_tile + v_tile) / 16)
    lane.add("cp.async", f"cp.async K, V tile t+{later}" if later else "cp.async K, V tile t+1",
                     max((k_tile + v_tile) / shared_rate, _issue(copies / 32)), copies)
    lane.add("commit", "cp.async.commit_group", _issue(warps), warps)
    work = lane.time
    period = _pipeline_period(work, schedule.stages)
    _retime_wait(events, wait, period - work)
    memory = _Lane(MEMORY_ROLE, events, _first(events, "cp.async").start)
    memory.add("in-flight", "K, V tile in flight", LOAD_LATENCY_CLK, copies)
    tail = _Lane(role, events, period)
    out_bytes = ELEMENT_BYTES[problem.out_element]
    tail.add("epilogue", "epilogue (after the last key tile): O / rowsum, stored",
             2 * schedule.block_m * dv * out_bytes / shared_rate + _issue(warps))
    facts = [("kernel", f"attention mma.sync, block {schedule.block_m} rows x {schedule.block_n} keys, {warps} warps, "
                        f"D {d}/{dv}"),
             ("mma per key tile", f"{s_mmas} (S = QK^T) + {pv_mmas} (P·V), block"),
             ("exp2 per key tile", f"{exponentials} (MUFU, {MUFU_EX2_PER_CLK}/clk)"),
             *_stage_facts(schedule.stages, period, work)]
    data = {"stages": schedule.stages, "s_mma": s_mmas, "pv_mma": pv_mmas, "exponentials": exponentials,
            "warps": warps}
    return Timeline("key tile", (role, MEMORY_ROLE), tuple(events), period, work, tuple(facts), data)


def attention_wgmma(view: KernelView, problem: Any, schedule: Any) -> Timeline:
    """FlashAttention-3's loop on sm_90a: a producer warpgroup loads K/V tiles by TMA into
    ``stages`` slots; each consumer warpgroup owns 64 query rows and runs S = QK^T and P·V as wgmma."""
    in_bytes = ELEMENT_BYTES[problem.element]
    d, dv = problem.head_dim, problem.head_dim_v
    consumers = schedule.warps // 4 - 1
    shared_rate = view.target.shared_bytes_per_clk
    peak = _peak_per_clk(view, problem.element)
    later = schedule.stages - 1
    events: list[Event] = []
    producer_role = f"producer warpgroup ({WARPGROUP_THREADS} threads)"
    consumer_role = f"consumer warpgroups (x{consumers}, 64 query rows each)"
    producer = _Lane(producer_role, events)
    producer.add("mbarrier", f"mbarrier.try_wait empty[t+{later}] (phase)", _issue(1))
    producer.add("mbarrier", "mbarrier.arrive.expect_tx full", _issue(1))
    producer.add("tma", f"TMA K, V tile t+{later}", _issue(2), 2)
    consumer = _Lane(consumer_role, events)
    full = consumer.add("mbarrier", "mbarrier.try_wait full[t] (phase)", 0.0, consumers)
    scores = schedule.block_m * schedule.block_n
    k_tile, v_tile = schedule.block_n * d * in_bytes, schedule.block_n * dv * in_bytes
    readers = max(1, schedule.block_m // 64)   # perf_model.attention_work: each m64 row tile reads the tile
    s_wgmma = consumers * (d // 16)
    consumer.add("wgmma-sync", "wgmma.fence", _issue(4 * consumers), 4 * consumers)
    consumer.add("wgmma", f"S = QK^T: wgmma m64n{schedule.block_n}k16 x{s_wgmma}",
                 max(2 * scores * d / peak, readers * k_tile / shared_rate), s_wgmma)
    consumer.add("wgmma-sync", "wgmma.commit_group, wgmma.wait_group", _issue(8 * consumers), 8 * consumers)
    exponentials = _online_softmax(consumer, scores, schedule.block_m)
    pv_wgmma = consumers * (schedule.block_n // 16)
    consumer.add("wgmma", f"O += P·V: wgmma m64n{dv}k16 x{pv_wgmma}",
                 max(2 * scores * dv / peak, readers * v_tile / shared_rate), pv_wgmma)
    consumer.add("wgmma-sync", "wgmma.commit_group, wgmma.wait_group", _issue(8 * consumers), 8 * consumers)
    consumer.add("mbarrier", "mbarrier.arrive empty[t]", _issue(consumers), consumers)
    work = consumer.time
    period = _pipeline_period(work, schedule.stages)
    _retime_wait(events, full, period - work)
    memory = _Lane(MEMORY_ROLE, events, _first(events, "tma").start)
    memory.add("in-flight", f"TMA K, V tile t+{later} in flight (complete_tx on full[t+{later}])", LOAD_LATENCY_CLK,
               2)
    tail = _Lane(consumer_role, events, period)
    out_bytes = ELEMENT_BYTES[problem.out_element]
    tail.add("epilogue", "epilogue (after the last key tile): O / rowsum, stored",
             schedule.block_m * dv * out_bytes / shared_rate + _issue(4 * consumers))
    hopper = hopper_counts(view.ptx_body)
    facts = [("kernel", f"attention wgmma, block {schedule.block_m} rows x {schedule.block_n} keys, "
                        f"{consumers} consumer warpgroups + a TMA producer warpgroup, D {d}/{dv}"),
             ("wgmma per key tile", f"{s_wgmma} (S = QK^T) + {pv_wgmma} (P·V), block"),
             ("exp2 per key tile", f"{exponentials} (MUFU, {MUFU_EX2_PER_CLK}/clk)"),
             *_stage_facts(schedule.stages, period, work),
             ("PTX", f"wgmma.mma_async {hopper.wgmma}, TMA loads {hopper.tma_loads}, "
                     f"setmaxnreg dec {'/'.join(map(str, hopper.registers_dec)) or 'none'} / "
                     f"inc {'/'.join(map(str, hopper.registers_inc)) or 'none'}")]
    data = {"stages": schedule.stages, "s_wgmma": s_wgmma, "pv_wgmma": pv_wgmma, "exponentials": exponentials,
            "consumer_warpgroups": consumers, "warp_specialized": True,
            "ptx_setmaxnreg_dec": list(hopper.registers_dec)}
    return Timeline("key tile", (producer_role, consumer_role, MEMORY_ROLE), tuple(events), period, work,
                    tuple(facts), data)


# ---------------------------------------------------------------------------------------------
# Row kernels (SIMT, memory-bound)

_ARITHMETIC = ("ex2", "rcp", "div", "sqrt", "rsqrt", "fma", "mul", "add", "sub", "max", "min", "neg", "cvt")


def untracked_tensor_core(view: KernelView) -> str:
    """Why a kernel whose PTX holds Tensor Core instructions but whose schedule the module does not
    record (a quantised W4A16 GEMM) has no modelled picture; "" for a SIMT kernel."""
    counts = count_instructions(view.ptx_body, ("mma.sync", "wgmma.mma_async"))
    found = [prefix for prefix, count in counts.items() if count]
    if not found:
        return ""
    return (f"its PTX holds {found[0]} but the module records no Tensor Core schedule for it (as for a "
            "quantised W4A16 kernel): the static model has no terms to draw it from")


def row_kernel(view: KernelView) -> Timeline | str:
    """The timeline of a SIMT kernel: one block's load, reduction, normalisation and store."""
    estimate = simt_memory_estimate(view)
    if isinstance(estimate, str):
        return estimate
    launch = view.launch
    assert launch is not None
    threads = 1
    for size in launch.block:
        threads *= int(size)
    warps = ceil(threads / 32)
    body = view.ptx_body
    counts = count_instructions(body, (*EVENT_PTX["load"], *EVENT_PTX["store"], *EVENT_PTX["shuffle"],
                                       *EVENT_PTX["bar"], *EVENT_PTX["exp"], "ld.shared", "st.shared"))
    arithmetic = sum(count_instructions(body, _ARITHMETIC).values())
    target = view.target
    blocks = max(estimate.blocks, 1)
    # The block's share of DRAM bandwidth per clock: the SMs' share of the datasheet rate.
    per_sm = target.dram_gb_per_s * 1e9 / (target.clock_mhz * 1e6 * target.sm_count)
    read, written = estimate.bytes_read / blocks, estimate.bytes_written / blocks
    role = f"threads (block of {threads})"
    events: list[Event] = []
    lane = _Lane(role, events)
    loads = counts["ld.global"]
    if loads:
        lane.add("load", f"ld.global x{loads} per thread ({read:.0f} B per block)", _issue(loads * warps), loads)
        memory = _Lane(MEMORY_ROLE, events, 0.0)
        memory.add("in-flight", "loads in flight", LOAD_LATENCY_CLK + read / per_sm, loads)
        lane.time = max(lane.time, LOAD_LATENCY_CLK + read / per_sm)
    shuffles, barriers = counts["shfl.sync"], counts["bar.sync"] + counts["barrier.sync"]
    if shuffles:
        lane.add("shuffle", f"reduce: shfl.sync x{shuffles}", _issue(shuffles * warps), shuffles)
    if barriers:
        shared = counts["st.shared"] + counts["ld.shared"]
        lane.add("bar", f"reduce across warps: shared memory x{shared}, bar.sync x{barriers}",
                 _issue((shared + barriers) * warps), barriers)
    exps = counts["ex2.approx"]
    if exps:
        lane.add("exp", f"normalise: ex2 x{exps}", _issue(exps * warps), exps)
    stores = counts["st.global"]
    if stores:
        lane.add("store", f"st.global x{stores} per thread ({written:.0f} B per block)",
                 _issue(stores * warps) + written / per_sm, stores)
    work = lane.time
    roles = (role, MEMORY_ROLE) if loads else (role,)
    facts = [("kernel", f"SIMT, {blocks} blocks of {threads} threads"),
             ("bytes per block", f"{read:.0f} read, {written:.0f} written (memory estimate)"),
             ("PTX arithmetic", f"{arithmetic} instructions"),
             ("block time", f"{work:.0f} clk (load latency {LOAD_LATENCY_CLK} + DRAM share {per_sm:.1f} B/clk per SM)")]
    data = {"blocks": blocks, "threads": threads, "loads": loads, "shuffles": shuffles, "barriers": barriers}
    return Timeline(ROW_UNIT, roles, tuple(events), work, work, tuple(facts), data)


def simt_memory_estimate(view: KernelView) -> Any:
    """A SIMT kernel's memory estimate (kernel_memory_estimate), or why there is none: also for a
    kernel with Tensor Core instructions but no recorded schedule (untracked_tensor_core)."""
    return untracked_tensor_core(view) or kernel_memory_estimate(view)


def kernel_memory_estimate(view: KernelView) -> Any:
    """perf_model.memory_estimate of the kernel's launch (runtime traffic), or why there is none."""
    from tirc.plan import steps_of
    from tirc.runtime.traffic import launch_memory_estimate
    launch = view.launch
    if launch is None:
        return "the kernel has no launch in the plan"
    functions = (view.result.manifest or {}).get("functions", [])
    function = next((f for f in functions if launch in steps_of(f)), None)
    if function is None:
        return "the kernel's launch is in no function of the plan"
    link = view.result.link
    resources = link.kernels.get(view.name) if link is not None else None
    guess = launch_memory_estimate(launch, function, view.ptx_body, view.target,
                                   resources.registers if resources else 0,
                                   resources.shared_memory if resources else 0, dict(view.shapes))
    if guess is None:
        return "a size of the launch is dynamic: give it with --shape"
    return guess


# ---------------------------------------------------------------------------------------------
# The section


def timeline(view: KernelView) -> Timeline | str:
    """The kernel's timeline, or why it has none."""
    from tirc.emit.report import kernel_attention, kernel_problems, kernel_warp_roles
    result = view.result
    with result.input.module.context:
        problems, attention, roles = kernel_problems(result), kernel_attention(result), kernel_warp_roles(result)
    if view.name in attention:
        problem, attention_schedule = attention[view.name]
        if attention_schedule.kernel == "wgmma":
            return attention_wgmma(view, problem, attention_schedule)
        if attention_schedule.kernel != "mma_sync":
            return (f"the {attention_schedule.kernel} attention kernel's timeline is not modelled "
                    "(mma.sync and wgmma attention are)")
        return attention_mma_sync(view, problem, attention_schedule)
    if view.name in problems:
        schedule, gemm_problem = problems[view.name]
        if gemm_problem is None:
            return "a size of the GEMM is dynamic: give it with --shape"
        counts = count_instructions(view.ptx_body, ("mma.sync", "wgmma.mma_async"))
        if schedule.is_wgmma:
            if not counts["wgmma.mma_async"]:
                return "the kernel's PTX has no wgmma.mma_async (its pipeline left tir-mma out)"
            role = roles.get(view.name)
            return gemm_wgmma(view, schedule, gemm_problem, bool(role and role.warp_specialize))
        if not counts["mma.sync"]:
            return "the kernel's PTX has no mma.sync: its tiles run as per-thread FMAs (no tir-mma)"
        return gemm_mma_sync(view, schedule, gemm_problem)
    return row_kernel(view)


def ptx_kinds_missing(view: KernelView, events: tuple[Event, ...]) -> list[str]:
    """Event kinds drawn whose PTX instructions the kernel does not hold (should be none)."""
    kinds = sorted({event.kind for event in events})
    found = count_instructions(view.ptx_body, tuple(prefix for kind in kinds for prefix in EVENT_PTX[kind]))
    return [kind for kind in kinds if not any(found[prefix] for prefix in EVENT_PTX[kind])]


def build(view: KernelView) -> Section:
    drawn = timeline(view)
    if isinstance(drawn, str):
        return Section("pipeline", TITLE, "no timeline", note=NOTE, unavailable=drawn)
    events = drawn.events
    wait = drawn.period - drawn.work
    if drawn.unit == ROW_UNIT:
        summary = f"one block: {drawn.period:.0f} model clocks, most of them the loads' latency and DRAM share"
    else:
        summary = (f"one {drawn.unit}: {drawn.period:.0f} model clocks"
                   + (f", {wait:.0f} of them waiting for loads" if wait > 0 else ", loads hidden behind the work"))
    figure = Figure(f"{drawn.unit} timeline", _draw(drawn), _table(drawn),
                    caption="one block alone on an SM; clocks from the static model (perf_model terms)")
    data = {"unit": drawn.unit, "period_clocks": round(drawn.period, 3), "work_clocks": round(drawn.work, 3),
            "roles": list(drawn.roles), **drawn.data,
            "events": [{"role": e.role, "event": e.kind, "label": e.label, "start": round(e.start, 3),
                        "end": round(e.end, 3), "count": e.count} for e in events]}
    return Section("pipeline", TITLE, summary, facts=drawn.facts, figures=(figure,), note=NOTE, data=data)


# ---------------------------------------------------------------------------------------------
# Drawing

_WIDTH, _LABEL_WIDTH, _LANE_HEIGHT, _TOP, _BOTTOM = 900, 230, 34, 28, 36


def _draw(drawn: Timeline) -> str:
    end = max(event.end for event in drawn.events)
    span = max(end, 1.0)
    plot = _WIDTH - _LABEL_WIDTH - 16
    height = _TOP + _LANE_HEIGHT * len(drawn.roles) + _BOTTOM

    def x(clock: float) -> float:
        return _LABEL_WIDTH + clock / span * plot

    parts: list[str] = []
    for index, role in enumerate(drawn.roles):
        y = _TOP + index * _LANE_HEIGHT
        parts.append(svg.text(6, y + _LANE_HEIGHT / 2 + 4, role, font_size=11, class_="lane-label"))
        parts.append(svg.line(_LABEL_WIDTH, y + _LANE_HEIGHT, _WIDTH - 16, y + _LANE_HEIGHT, stroke="#ddd"))
    for event in drawn.events:
        y = _TOP + drawn.roles.index(event.role) * _LANE_HEIGHT + 4
        left, width = x(event.start), max(x(event.end) - x(event.start), 1.5)
        tooltip = f"{event.label}: {event.start:.0f}-{event.end:.0f} clk ({event.clocks:.0f})"
        parts.append(svg.rect(left, y, width, _LANE_HEIGHT - 8, tooltip, fill=_KIND_COLOURS[event.kind],
                              stroke="#555", stroke_width=0.5, class_="event", data_role=event.role,
                              data_event=event.kind, data_start=round(event.start, 3), data_end=round(event.end, 3),
                              data_count=event.count))
        if width > 7 * len(event.kind):
            parts.append(svg.text(left + 3, y + _LANE_HEIGHT / 2, event.kind, font_size=10, pointer_events="none"))
    axis = _TOP + _LANE_HEIGHT * len(drawn.roles)
    parts.append(svg.line(x(drawn.period), _TOP - 6, x(drawn.period), axis, stroke="#c0392b", stroke_dasharray="4 3",
                          class_="period", data_clock=round(drawn.period, 3)))
    parts.append(svg.text(x(drawn.period) + 3, _TOP - 10, f"next {drawn.unit} ({drawn.period:.0f} clk)",
                          font_size=10, fill="#c0392b"))
    for tick in _ticks(span):
        parts.append(svg.line(x(tick), axis, x(tick), axis + 4, stroke="#333"))
        parts.append(svg.text(x(tick) - 8, axis + 16, f"{tick:g}", font_size=10))
    parts.append(svg.text(_LABEL_WIDTH, axis + 30, "model clocks (static model, not a measurement)", font_size=10))
    return svg.svg(_WIDTH, height, parts, f"pipeline timeline of one {drawn.unit}", class_="pipeline",
                   data_period=round(drawn.period, 3), data_unit=drawn.unit)


def _ticks(span: float) -> list[float]:
    step = 10 ** max(0, len(str(int(span / 5))) - 1)
    for factor in (1, 2, 5, 10):
        if span / (step * factor) <= 8:
            step *= factor
            break
    return [float(tick) for tick in range(0, int(span) + 1, int(step))]


def _table(drawn: Timeline) -> str:
    rows = [("role", "event", "what", "start", "end", "clocks")]
    ordered = sorted(drawn.events, key=lambda e: (drawn.roles.index(e.role), e.start, e.end))
    rows += [(e.role, e.kind, e.label, f"{e.start:.0f}", f"{e.end:.0f}", f"{e.clocks:.0f}") for e in ordered]
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * width for width in widths))
    lines.append(f"one {drawn.unit}: {drawn.period:.0f} clk (the dashed line)")
    return "\n".join(lines)
