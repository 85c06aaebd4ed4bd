"""``tirc tune``: search each kernel's schedule, keep the winners in the tuning database.

The steps, for one input and target:

1. **Discover.** The input is compiled in this process up to the stage where ``tir-schedule`` has
   run. Each Tensor Core contraction and each attention op then carries its workload
   (``tir.workload``: what it computes, see :mod:`tirc.schedule.workload`) and the heuristic's
   schedule. An op whose schedule the user gave (the op spec's ``schedule:``, a schedule file,
   the IR) is theirs: it is not tuned. Ops with equal workloads are one tuning unit.
2. **Look up.** A workload whose record is in the database (same bucket, target, tirc version and
   pipeline hash) is done: a rerun compiles nothing new.
3. **Search.** The space comes from the schedule layer (:mod:`tirc.tune.space`): every schedule
   the kernels can realise, pruned by the limit checks ``tir-schedule`` applies and then by the
   static model (its estimate before any compile). It is searched in the order that matters most
   first: the tile, then the swizzle and raster order, then the pipeline depth, then the block size
   against shared memory (warps, split-K, warp specialisation, persistence). Each phase compiles
   the best few variants of the best schedule so far, as the model ranks them; ``budget`` bounds
   the compiles per workload, the heuristic's own included.
4. **Measure.** A candidate is the whole input compiled with that one schedule given for its
   workload (``CompileOptions.tuned``), the way ``tirc compile --tuning-db`` will compile it, so the
   winner's kernel is reproduced byte for byte. One compile carries a candidate of every workload
   being tuned (a *round*), so an input with many kernels costs one compile per round, and rounds
   run in parallel (:mod:`tirc.tune.executor`: a process pool, or Ray tasks). Its cost is either
   the static model's estimate from the kernel's own SASS main loop, registers, shared memory and
   occupancy (``measure="model"``), or its median time on the GPU (``measure="gpu"``: CUDA events,
   warmup, L2 flushed, as ``tirc bench``), with the interquartile range as its spread. Every
   candidate's result is stored as it comes, so a run killed half-way loses nothing it finished.
5. **Choose.** :func:`tirc.tune.space.choose_winner`: candidates within each other's spread are
   ties, broken by a fixed order (the heuristic first), so reruns pick the same winner.
6. **Check.** The winner is compiled at a size that is no multiple of its tile (an op spec: its own
   kernel at that size with the winner pinned; other inputs: the workload's GEMM as an op spec) and
   run in the emulator against the float64 reference, race checking on. Only then is its record
   written, in one transaction.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from datetime import date
from typing import Any

from tirc.diagnostics import TircError

MEASURES = ("model", "gpu")
EXECUTORS = ("local", "ray")
DEFAULT_BUDGET = 16
CANDIDATE_SOURCE = "candidate"   # the source text of a candidate's schedule while it is measured
GPU_REPEAT = 20
GPU_WARMUP = 5


@dataclass(frozen=True)
class TuneRequest:
    """What ``tirc tune`` was asked for."""
    input: str
    db: str
    target: str | None = None
    pipeline: str | None = None
    allow_tf32: bool = False
    sizes: dict[str, int] = field(default_factory=dict)     # op specs: replace static sizes (--shape)
    budget: int = DEFAULT_BUDGET
    jobs: int = 2
    measure: str = "model"
    executor: str = "local"
    address: str | None = None
    emulate: bool = True


@dataclass
class TuneUnit:
    """One workload to tune: the kernels that compute it, its heuristic schedule and its space."""
    workload: str
    bucket: str
    family: str                      # "gemm" or "attention"
    kernels: list[str]               # functions that hold it (kernel names come from the compile)
    function: str
    heuristic: Any                   # Schedule or AttentionSchedule
    problem: Any                     # GemmProblem or AttentionProblem
    space: list[Any]
    rank: Callable[[Any], float]
    location: str | None = None
    record: Any = None               # the database's record (a hit), or the one this run wrote
    best: Any = None                 # the best schedule so far
    measured: dict[str, dict[str, Any]] = field(default_factory=dict)   # knobs text -> candidate result
    hit: bool = False


@dataclass(frozen=True)
class Candidate:
    """One round: a whole compile of the input, with one candidate schedule per workload."""
    input: str
    options: Any                      # CompileOptions: tuned = {workload: (knobs, CANDIDATE_SOURCE)}
    workloads: tuple[str, ...]
    measure: str
    constants: dict[str, float]       # the model's constants (ModelConstants fields)


@dataclass
class TuneSummary:
    """One line of the table ``tirc tune`` prints, per workload."""
    kernel: str
    workload: str
    heuristic: str
    heuristic_seconds: float
    tuned: str
    tuned_seconds: float
    source: str                      # "model" / "gpu, <device>"
    status: str                      # "tuned", "database" (a hit), "pinned", "failed: ..."
    candidates: int


@dataclass
class TuneOutcome:
    """What a tune did: the table's rows and how many compiles it ran (0: every record was there)."""
    summaries: list[TuneSummary]
    compiles: int
    seconds: float


# ---------------------------------------------------------------------------------------------
# Knobs


def knobs_of(schedule: Any) -> dict[str, Any]:
    """A schedule as the knobs an op spec writes (and the database stores)."""
    from tirc.schedule.attention import AttentionSchedule
    if isinstance(schedule, AttentionSchedule):
        return asdict(schedule)
    return dict(schedule.knobs())


def schedule_of(family: str, knobs: dict[str, Any]) -> Any:
    from tirc.schedule.attention import AttentionSchedule
    from tirc.schedule.model import Schedule
    if family == "attention":
        return AttentionSchedule(**knobs)
    return Schedule.from_knobs(knobs)


def knobs_text(knobs: dict[str, Any]) -> str:
    return json.dumps(knobs, sort_keys=True, separators=(",", ":"))


def describe(schedule: Any) -> str:
    return str(schedule.describe())


# ---------------------------------------------------------------------------------------------
# Discovery


def _schedule_stage(pipeline: Any) -> str:
    stages = [stage for stage, spec in pipeline.passes() if spec.name == "tir-schedule"]
    if not stages:
        raise TircError(f"pipeline '{pipeline.name}' has no tir-schedule pass: nothing to tune",
                        hint="tune with a Tensor Core pipeline (tirc pipelines lists them)")
    return str(stages[-1])


def _wgmma(pipeline: Any) -> bool:
    """Whether the pipeline's tir-schedule gives contractions the wgmma kernel."""
    for _, spec in pipeline.passes():
        if spec.name == "tir-schedule":
            return str(dict(spec.options).get("wgmma", "false")).lower() == "true"
    return False


def base_options(request: TuneRequest) -> Any:
    from tirc.options import CompileOptions
    return CompileOptions(target=request.target, pipeline=request.pipeline, allow_tf32=request.allow_tf32,
                          sizes=dict(request.sizes), remarks="off")


@dataclass
class Discovery:
    units: list[TuneUnit]
    pinned: list[TuneSummary]
    target: Any
    pipeline_hash: str
    constants: dict[str, float]


def discover(request: TuneRequest, constants_for: Callable[[str], Any]) -> Discovery:
    """Compile the input up to tir-schedule and collect the workloads to tune (module docstring, 1);
    ``constants_for(chip)``: the static model's constants for the target (calibrated or not)."""
    from mlir import ir

    from tirc.driver import compile_input, pipeline_hash
    from tirc.schedule.attention import ATTENTION_OP, AttentionProblem, AttentionSchedule
    from tirc.schedule.contraction import match_contraction
    from tirc.schedule.model import SCHEDULE_ATTR, Schedule
    from tirc.schedule.perf_model import GemmProblem, attention_estimate, estimate
    from tirc.schedule.workload import SCHEDULE_SOURCE_ATTR, WORKLOAD_ATTR, bucket_text
    from tirc.tune.space import attention_space, gemm_space, prune_by_model

    options = base_options(request)
    probe = compile_input(request.input, replace(options, emit="tensorir"))
    pipeline = probe.pipeline
    stage = _schedule_stage(pipeline)
    if stage != "tensorir":
        probe = compile_input(request.input, replace(options, emit=stage))
    target = probe.target
    constants = constants_for(target.chip)
    wgmma = _wgmma(pipeline)
    units: dict[str, TuneUnit] = {}
    pinned: list[TuneSummary] = []
    with probe.input.module.context:
        for op in _ops_with(probe.input.module, WORKLOAD_ATTR):
            workload = ir.StringAttr(op.attributes[WORKLOAD_ATTR]).value
            source = ir.StringAttr(op.attributes[SCHEDULE_SOURCE_ATTR]).value
            function = _function_of(op)
            if workload in units:
                units[workload].kernels.append(function)
                continue
            if SCHEDULE_ATTR not in op.attributes:
                continue
            if source != "heuristic":
                pinned.append(TuneSummary(function, workload, "", math.nan, "", math.nan, "", f"pinned ({source})", 0))
                continue
            if op.name == ATTENTION_OP:
                problem = AttentionProblem.of(op)
                heuristic: Any = AttentionSchedule.from_attr(op.attributes[SCHEDULE_ATTR])
                space: list[Any] = attention_space(problem, target, wgmma)

                def rank(s: Any, problem: Any = problem) -> float:
                    return float(attention_estimate(problem, s, target, None, constants=constants).seconds)
                family = "attention"
            else:
                contraction = match_contraction(op)
                if contraction is None:
                    continue
                heuristic = Schedule.from_attr(op.attributes[SCHEDULE_ATTR])
                sizes = contraction.sizes
                dynamic = [name for name, size in sizes.items() if size is None]
                if dynamic:
                    missing = [name for name in dynamic if name not in request.sizes]
                    if missing:
                        raise TircError(f"@{function}: {workload} has dynamic sizes {', '.join(missing)}",
                                        hint=f"tune at given sizes: --shape {','.join(f'{n}=N' for n in missing)} "
                                             "(the record is kept for their power-of-two bucket)")
                    sizes = {name: size if size is not None else request.sizes[name] for name, size in sizes.items()}
                problem = GemmProblem(int(sizes["M"]), int(sizes["N"]), int(sizes["K"]), int(sizes.get("B") or 1),
                                      contraction.in_element, contraction.out_element, contraction.acc_element)
                space = gemm_space(contraction, target, wgmma)

                def rank(s: Any, problem: Any = problem) -> float:
                    return float(estimate(s, problem, target, None, constants=constants).seconds)
                family = "gemm"
                if heuristic not in space:
                    space = [heuristic, *space]
                bucket = bucket_text({name: request.sizes[name] for name in dynamic}) if dynamic else ""
            if family == "attention":
                bucket = ""
                if heuristic not in space:
                    space = [heuristic, *space]
            space = prune_by_model(space, rank)
            if heuristic not in space:
                space = [heuristic, *space]
            units[workload] = TuneUnit(workload, bucket, family, [function], function, heuristic, problem, space, rank)
    return Discovery(list(units.values()), pinned, target, pipeline_hash(pipeline, target), asdict(constants))


def _ops_with(module: Any, attribute: str) -> list[Any]:
    found: list[Any] = []

    def visit(op: Any) -> Any:
        from mlir import ir
        if attribute in op.attributes:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _function_of(op: Any) -> str:
    from mlir import ir
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        parent = parent.parent
    return ir.StringAttr(parent.attributes["sym_name"]).value if parent is not None else "?"


# ---------------------------------------------------------------------------------------------
# Measuring one round (runs in a worker: module-level and picklable)


def measure_candidate(candidate: Candidate) -> dict[str, Any]:
    """Compile ``candidate`` and cost each of its workloads' kernels: workload -> result (a dict
    with ``seconds``, ``spread``, ``figures``, or ``error``). A compile that fails fails every
    workload of the round with its message (a candidate the backend refuses is no winner)."""
    from tirc.driver import compile_input
    try:
        result = compile_input(candidate.input, candidate.options)
    except TircError as error:
        return {workload: {"error": error.message} for workload in candidate.workloads}
    if candidate.measure == "gpu":
        return _gpu_costs(candidate, result)
    return model_costs(result, candidate.workloads, candidate.constants)


def _kernels_by_workload(result: Any) -> dict[str, list[str]]:
    from tirc.schedule.workload import kernel_tuning
    with result.input.module.context:
        tuning = kernel_tuning(result.input.module)
    by_workload: dict[str, list[str]] = {}
    for kernel, entry in sorted(tuning.items()):
        by_workload.setdefault(entry.workload, []).append(kernel)
    return by_workload


def _ptx_digest(result: Any, kernel: str) -> str:
    from tirc.emit.ptx import kernel_bodies
    bodies = kernel_bodies("\n".join(module.text for module in result.ptx))
    return hashlib.sha256(bodies.get(kernel, "").encode()).hexdigest()


def model_costs(result: Any, workloads: tuple[str, ...], constants: dict[str, float]) -> dict[str, dict[str, Any]]:
    """The static model's cost of each workload's kernel in a compiled ``result`` (report=True)."""
    from tirc.emit.report import attention_estimates, kernel_estimates
    from tirc.schedule.attention import AttentionProblem, AttentionSchedule
    from tirc.schedule.perf_model import GemmProblem, KernelFacts, ModelConstants, attention_estimate, estimate
    from tirc.emit.report import kernel_attention, kernel_problems

    model = ModelConstants(**constants)
    by_workload = _kernels_by_workload(result)
    with result.input.module.context:
        gemm = kernel_estimates(result)
        attention = attention_estimates(result)
        problems = kernel_problems(result)
        attention_problems = kernel_attention(result)
    costs: dict[str, dict[str, Any]] = {}
    for workload in workloads:
        kernels = by_workload.get(workload, [])
        if not kernels:
            costs[workload] = {"error": "no kernel of this workload in the compiled input"}
            continue
        kernel = kernels[0]
        figures: dict[str, Any] = {"kernel": kernel, "ptx_sha256": _ptx_digest(result, kernel),
                                   "constants": dict(constants)}
        if kernel in gemm:
            entry = gemm[kernel]
            schedule, problem = problems[kernel]
            if entry["facts"] is None or problem is None:
                costs[workload] = {"error": f"{kernel}: no SASS main loop or no static sizes to estimate"}
                continue
            facts = KernelFacts(**entry["facts"])
            guess = estimate(schedule, problem, result.target, facts, constants=model)
            figures.update(problem=asdict(problem), facts=asdict(facts), estimate=asdict(guess),
                           schedule_text=entry["schedule"])
        elif kernel in attention:
            entry = attention[kernel]
            problem_a, schedule_a = attention_problems[kernel]
            facts = KernelFacts(**entry["facts"]) if entry["facts"] is not None else None
            guess = attention_estimate(problem_a, schedule_a, result.target, facts, constants=model)
            figures.update(problem=_json_safe(entry["problem"]), facts=entry["facts"], estimate=_json_safe(asdict(guess)),
                           schedule_text=entry["schedule"])
        else:
            costs[workload] = {"error": f"{kernel}: not a Tensor Core or attention kernel"}
            continue
        if figures.get("facts") and figures["facts"].get("spill_bytes"):
            figures["spills"] = figures["facts"]["spill_bytes"]
        costs[workload] = {"seconds": float(guess.seconds), "spread": 0.0, "figures": figures}
    _ = (GemmProblem, AttentionProblem, AttentionSchedule)
    return costs


def _json_safe(value: Any) -> Any:
    """JSON values only (tuples as lists, non-finite floats as None), deterministic."""
    return json.loads(json.dumps(value, default=str, allow_nan=True).replace("NaN", "null").replace("Infinity", "null"))


def _gpu_costs(candidate: Candidate, result: Any) -> dict[str, dict[str, Any]]:
    """Each workload's kernel timed on the GPU (its launches replayed alone, CUDA events, warmup,
    L2 flushed between repetitions): the median and the interquartile range."""
    from tirc.runtime.gpu_measure import time_kernels
    model = model_costs(result, candidate.workloads, candidate.constants)
    timings = time_kernels(result, {w: c["figures"]["kernel"] for w, c in model.items() if "figures" in c},
                           repeat=GPU_REPEAT, warmup=GPU_WARMUP)
    costs: dict[str, dict[str, Any]] = {}
    for workload, cost in model.items():
        if workload not in timings:
            costs[workload] = cost
            continue
        timing = timings[workload]
        figures = {**cost["figures"], "model_seconds": cost["seconds"], "measured": timing, "device": timing["device"]}
        costs[workload] = {"seconds": timing["median_s"], "spread": timing["q3_s"] - timing["q1_s"], "figures": figures}
    return costs


# ---------------------------------------------------------------------------------------------
# The search


ProgressHook = Callable[[str, int, int, float | None], None]   # (what, done, total, best seconds)


class Tuner:
    """One ``tirc tune`` run (see the module docstring)."""

    def __init__(self, request: TuneRequest, progress: ProgressHook | None = None) -> None:
        self.request = request
        self.progress = progress or (lambda what, done, total, best: None)
        self.today = date.today().isoformat()

    def run(self) -> TuneOutcome:
        import tirc
        from tirc.schedule.perf_model import DEFAULT_CONSTANTS, ModelConstants
        from tirc.tune.calibrate import Calibration
        from tirc.tune.db import TuningDB
        from tirc.tune.executor import executor_for

        request = self.request
        started = time.monotonic()
        self.compiles = 0
        if request.measure not in MEASURES:
            raise TircError(f"unknown --measure '{request.measure}'", hint="choose model or gpu")
        if request.measure == "gpu" and request.executor == "local":
            from tirc.runtime.cuda_device import cuda_available, require_gpu
            if not cuda_available():
                try:
                    require_gpu()
                except TircError as error:
                    raise TircError(f"--measure gpu: {error.message}",
                                    hint="--measure model costs candidates with the static model (no GPU); "
                                         "--executor ray --address HOST:PORT measures on a cluster's GPUs") from None
        if request.budget < 1:
            raise TircError(f"--budget {request.budget}: at least 1 (the heuristic's own compile)")
        with TuningDB(request.db) as db:
            def constants_for(chip: str) -> ModelConstants:
                """The target's calibrated constants (tirc tune db calibrate), else the datasheet's."""
                stored = db.get_calibration(chip)
                return Calibration.from_dict(stored).constants if stored is not None else DEFAULT_CONSTANTS

            found = discover(request, constants_for)
            self.version = tirc.__version__
            self.found = found
            todo: list[TuneUnit] = []
            for unit in found.units:
                unit.record = db.get(unit.workload, unit.bucket, found.target.chip, self.version, found.pipeline_hash)
                if unit.record is not None and (request.measure == "model" or unit.record.source == "gpu"):
                    unit.hit = True
                else:
                    todo.append(unit)
            if todo:
                executor = executor_for(request.executor, request.jobs, request.address, request.measure == "gpu")
                try:
                    self._search(todo, db, executor)
                finally:
                    close = getattr(executor, "close", None)
                    if close is not None:
                        close()
            return TuneOutcome([self._summary(unit) for unit in found.units] + found.pinned, self.compiles,
                               time.monotonic() - started)

    # -- phases

    def _search(self, units: list[TuneUnit], db: Any, executor: Any) -> None:
        from tirc.tune.space import PHASES, budget_split, phase_candidates
        split = budget_split(self.request.budget)
        total = self.request.budget * len(units)
        self.done = 0
        self.total = total
        for unit in units:
            unit.best = unit.heuristic
        # The heuristic first: every unit's baseline in one round.
        self._measure_rounds(units, {u.workload: [u.heuristic] for u in units}, db, executor, "heuristic")
        for phase in PHASES:
            quota = split.get(phase, 0)
            if quota <= 0:
                continue
            lists = {}
            for unit in units:
                if unit.best is None:
                    continue
                lists[unit.workload] = phase_candidates(phase, unit.best, unit.space, unit.rank, quota,
                                                        set(unit.measured))
            self._measure_rounds(units, lists, db, executor, phase)
        for unit in units:
            self._finish(unit, db)

    def _measure_rounds(self, units: list[TuneUnit], lists: dict[str, list[Any]], db: Any, executor: Any,
                        phase: str) -> None:
        by_workload = {unit.workload: unit for unit in units}
        # Candidates measured before (a rerun, or a run that was killed): taken from the database.
        pending: dict[str, list[Any]] = {}
        for workload, schedules in lists.items():
            unit = by_workload[workload]
            for schedule in schedules:
                text = knobs_text(knobs_of(schedule))
                if text in unit.measured:
                    continue
                stored = db.get_candidate(self._candidate_key(unit, text))
                if stored is not None:
                    self._take(unit, text, stored)
                else:
                    pending.setdefault(workload, []).append(schedule)
        rounds = max((len(v) for v in pending.values()), default=0)
        candidates = []
        for index in range(rounds):
            tuned = {w: (knobs_of(s[index]), CANDIDATE_SOURCE) for w, s in pending.items() if index < len(s)}
            options = replace(base_options(self.request), emit="cubin", manifest=True, report=True, tuned=tuned)
            candidates.append(Candidate(self.request.input, options, tuple(sorted(tuned)), self.request.measure,
                                        dict(self.found.constants)))
        for index, costs in executor.map(measure_candidate, candidates):
            self.compiles += 1
            candidate = candidates[index]
            for workload in candidate.workloads:
                unit = by_workload[workload]
                knobs = candidate.options.tuned[workload][0]
                text = knobs_text(knobs)
                cost = costs[workload]
                db.put_candidate(self._candidate_key(unit, text), cost)
                self._take(unit, text, cost)
                self.done += 1
                best = min((c["seconds"] for c in unit.measured.values() if "seconds" in c), default=None)
                self.progress(f"{phase}: {unit.function}", self.done, self.total, best)

    def _candidate_key(self, unit: TuneUnit, text: str) -> tuple[str, ...]:
        # A model cost depends on the model's constants: a calibration starts the candidates afresh.
        constants = hashlib.sha256(json.dumps(self.found.constants, sort_keys=True).encode()).hexdigest()[:12]
        measure = f"model:{constants}" if self.request.measure == "model" else self.request.measure
        return (unit.workload, unit.bucket, self.found.target.chip, self.version, self.found.pipeline_hash,
                measure, text)

    def _take(self, unit: TuneUnit, text: str, cost: dict[str, Any]) -> None:
        """Record a candidate's result and move the unit's best to the winner so far."""
        from tirc.tune.space import choose_winner
        unit.measured[text] = cost
        winner = choose_winner(self._measured(unit))
        if winner is not None:
            unit.best = schedule_of(unit.family, json.loads(winner.knobs_text))

    def _measured(self, unit: TuneUnit) -> list[Any]:
        from tirc.tune.space import Measured
        heuristic = knobs_text(knobs_of(unit.heuristic))
        found = []
        for text, cost in sorted(unit.measured.items()):
            if "seconds" not in cost:
                continue
            model = cost["figures"].get("model_seconds", cost["seconds"])
            found.append(Measured(text, cost["seconds"], cost["spread"], model, text == heuristic))
        return found

    # -- the winner

    def _finish(self, unit: TuneUnit, db: Any) -> None:
        from tirc.tune.db import TuningRecord
        from tirc.tune.space import choose_winner
        measured = self._measured(unit)
        heuristic_text = knobs_text(knobs_of(unit.heuristic))
        if not measured:
            errors = sorted({c.get("error", "") for c in unit.measured.values()})
            unit.record = None
            unit.measured["__failed__"] = {"error": "; ".join(errors) or "no candidate compiled"}
            return
        winner = choose_winner(measured)
        cost = unit.measured[winner.knobs_text]
        heuristic_cost = unit.measured.get(heuristic_text, {})
        figures = dict(cost["figures"])
        figures["heuristic"] = {"schedule": json.loads(heuristic_text),
                                "seconds": heuristic_cost.get("seconds"),
                                "schedule_text": heuristic_cost.get("figures", {}).get("schedule_text",
                                                                                        describe(unit.heuristic))}
        figures["candidates"] = len([c for c in unit.measured.values() if "seconds" in c])
        figures["failed"] = len([c for c in unit.measured.values() if "error" in c])
        if self.request.emulate:
            figures["emulated"] = self._emulate(unit, json.loads(winner.knobs_text))
        device = figures.pop("device", "") if self.request.measure == "gpu" else ""
        record = TuningRecord(unit.workload, unit.bucket, self.found.target.chip, self.version,
                              self.found.pipeline_hash, json.loads(winner.knobs_text), self.request.measure,
                              device, float(cost["seconds"]), float(cost["spread"]), _json_safe(figures), self.today)
        db.put(record)
        unit.record = record

    def _emulate(self, unit: TuneUnit, knobs: dict[str, Any]) -> dict[str, Any]:
        """Run the winner in the emulator (race checking on) at a size that is no multiple of its
        tile; a mismatch or a failed check is an error: the record is not written."""
        from tirc.tune.emulate import emulate_winner
        return emulate_winner(self.request, unit, knobs)

    # -- the table

    def _summary(self, unit: TuneUnit) -> TuneSummary:
        record = unit.record
        kernel = ", ".join(unit.kernels)
        if record is None:
            failure = unit.measured.get("__failed__", {}).get("error", "no record")
            return TuneSummary(kernel, unit.workload, describe(unit.heuristic), math.nan, "", math.nan, "",
                               f"failed: {failure}", 0)
        heuristic = record.figures.get("heuristic", {})
        heuristic_schedule = heuristic.get("schedule_text") or describe(schedule_of(unit.family, heuristic["schedule"]))
        tuned = record.figures.get("schedule_text") or describe(schedule_of(unit.family, record.schedule))
        source = record.source + (f", {record.device}" if record.device else "")
        seconds = heuristic.get("seconds")
        return TuneSummary(record.figures.get("kernel", kernel), unit.workload, heuristic_schedule,
                           float(seconds) if seconds is not None else math.nan, tuned, record.seconds, source,
                           "database" if unit.hit else "tuned", int(record.figures.get("candidates", 0)))


def tune(request: TuneRequest, progress: ProgressHook | None = None) -> TuneOutcome:
    return Tuner(request, progress).run()

