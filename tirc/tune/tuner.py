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
from datetime import datetime, UTC
from typing import Any

from tirc.diagnostics import TircError
from tirc.tune.space import knobs_text, schedule_knobs

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
    # What a contraction's dynamic dimensions (M, N, K, B) are tuned at (--dynamic M=512); the record
    # is kept for their power-of-two bucket.
    dynamic: dict[str, int] = field(default_factory=dict)
    budget: int = DEFAULT_BUDGET
    jobs: int = 2
    measure: str = "model"
    executor: str = "local"
    address: str | None = None
    emulate: bool = True


@dataclass
class TuneUnit:
    """One workload to tune: the functions whose kernels compute it, its heuristic schedule, problem
    and (once :func:`build_space` ran) its candidates."""
    workload: str
    bucket: str
    family: str                      # "gemm" or "attention"
    kernels: list[str]               # the functions holding it
    function: str                    # the first of them
    heuristic: Any                   # Schedule or AttentionSchedule
    problem: Any                     # GemmProblem or AttentionProblem (dynamic sizes: as --shape gives them)
    op: Any                          # its op in the discovery compile
    space: list[Any] = field(default_factory=list)
    rank: Callable[[Any], float] = field(default=lambda schedule: 0.0)
    record: Any = None               # the database's record (a hit), or the one this run wrote
    best: Any = None                 # the best schedule so far
    measured: dict[str, dict[str, Any]] = field(default_factory=dict)   # knobs text -> candidate result
    failure: str = ""                # why no record was written
    hit: bool = False


@dataclass(frozen=True)
class Candidate:
    """One round: a whole compile of the input, with one candidate schedule per workload."""
    input: str
    options: Any                      # CompileOptions: tuned = {workload: (knobs, CANDIDATE_SOURCE)}
    workloads: tuple[str, ...]
    measure: str
    constants: dict[str, float]       # the model's constants (ModelConstants fields)
    # workload -> GemmProblem fields, where a size is dynamic in the compile (--dynamic's values)
    problems: dict[str, dict[str, Any]] = field(default_factory=dict)


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
    bucket: str = ""                 # the workload's bucket (its database key, with the outcome's)


@dataclass
class TuneOutcome:
    """What a tune did: the table's rows and how many compiles it ran (0: every record was there)."""
    summaries: list[TuneSummary]
    compiles: int
    seconds: float
    # The rest of the summaries' database keys (``tirc tune --report`` reads their candidates).
    target: str = ""
    tirc_version: str = ""
    pipeline_hash: str = ""


# ---------------------------------------------------------------------------------------------
# Knobs


def schedule_of(family: str, knobs: dict[str, Any]) -> Any:
    """The schedule of a record's or candidate's knobs."""
    from tirc.schedule.attention import AttentionSchedule
    from tirc.schedule.model import Schedule
    if family == "attention":
        return AttentionSchedule(**knobs)
    return Schedule.from_knobs(knobs)


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
    constants: Any                    # ModelConstants
    probe: Any                        # the compile the units' ops live in (kept alive for their spaces)


def discover(request: TuneRequest, constants_for: Callable[[str], Any]) -> Discovery:
    """Compile the input up to tir-schedule and collect the workloads to tune (module docstring, 1);
    ``constants_for(chip)``: the static model's constants for the target (calibrated or not). Spaces
    are built later, only for the workloads the database does not hold (:func:`build_space`)."""
    from mlir import ir

    from tirc.driver import compile_input, pipeline_hash
    from tirc.schedule.attention import ATTENTION_OP, AttentionProblem, AttentionSchedule
    from tirc.schedule.contraction import match_contraction
    from tirc.schedule.model import SCHEDULE_ATTR, Schedule
    from tirc.schedule.perf_model import GemmProblem
    from tirc.schedule.workload import HEURISTIC_SOURCE, SCHEDULE_SOURCE_ATTR, WORKLOAD_ATTR, bucket_text

    options = base_options(request)
    probe = compile_input(request.input, replace(options, emit="tensorir"))
    stage = _schedule_stage(probe.pipeline)
    if stage != "tensorir":
        probe = compile_input(request.input, replace(options, emit=stage))
    target = probe.target
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
            if source != HEURISTIC_SOURCE:
                pinned.append(TuneSummary(function, workload, "", math.nan, "", math.nan, "", f"pinned ({source})", 0))
                continue
            if op.name == ATTENTION_OP:
                problem: Any = AttentionProblem.of(op)
                heuristic: Any = AttentionSchedule.from_attr(op.attributes[SCHEDULE_ATTR])
                units[workload] = TuneUnit(workload, "", "attention", [function], function, heuristic, problem, op)
                continue
            contraction = match_contraction(op)
            if contraction is None:
                continue
            dynamic = [name for name, size in contraction.sizes.items() if size is None]
            missing = [name for name in dynamic if name not in request.dynamic]
            if missing:
                raise TircError(f"@{function}: its contraction has dynamic sizes {', '.join(missing)}",
                                hint=f"tune it at given sizes: --dynamic {','.join(f'{n}=SIZE' for n in missing)} "
                                     "(the record is kept for their power-of-two bucket)")
            sizes = {name: request.dynamic[name] if size is None else size for name, size in contraction.sizes.items()}
            problem = GemmProblem(int(sizes["M"]), int(sizes["N"]), int(sizes["K"]), int(sizes.get("B") or 1),
                                  contraction.in_element, contraction.out_element, contraction.acc_element)
            bucket = bucket_text({name: request.dynamic[name] for name in dynamic}) if dynamic else ""
            units[workload] = TuneUnit(workload, bucket, "gemm", [function], function,
                                       Schedule.from_attr(op.attributes[SCHEDULE_ATTR]), problem, op)
    return Discovery(list(units.values()), pinned, target, pipeline_hash(probe.pipeline, target),
                     constants_for(target.chip), probe)


def build_space(unit: TuneUnit, found: Discovery, wgmma: bool) -> None:
    """``unit``'s candidates: the schedule layer's space (limit-checked), pruned by the static model
    (estimates more than twice the best's go); its ``rank`` is that estimate, before any compile."""
    from tirc.schedule.contraction import match_contraction
    from tirc.schedule.perf_model import attention_estimate, estimate
    from tirc.tune.space import attention_space, gemm_space, prune_by_model

    target, constants = found.target, found.constants
    with found.probe.input.module.context:
        if unit.family == "attention":
            space: list[Any] = attention_space(unit.problem, target, wgmma)

            def rank(s: Any) -> float:
                return float(attention_estimate(unit.problem, s, target, None, constants=constants).seconds)
        else:
            contraction = match_contraction(unit.op)
            assert contraction is not None, "discover matched it"
            space = gemm_space(contraction, target, wgmma)

            def rank(s: Any) -> float:
                return float(estimate(s, unit.problem, target, None, constants=constants).seconds)
    unit.rank = rank
    unit.space = prune_by_model(space, rank, always=(unit.heuristic,))
    if unit.heuristic not in unit.space:
        unit.space = [unit.heuristic, *unit.space]


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
    return model_costs(result, candidate.workloads, candidate.constants, candidate.problems)


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


def model_costs(result: Any, workloads: tuple[str, ...], constants: dict[str, float],
                problems: dict[str, dict[str, Any]] | None = None) -> dict[str, dict[str, Any]]:
    """The static model's cost of each workload's kernel in a compiled ``result`` (report=True):
    the estimate from the kernel's own SASS main loop, registers and shared memory; ``problems``:
    the sizes of workloads whose compile has dynamic ones."""
    from tirc.emit.report import attention_estimates, kernel_attention, kernel_estimates, kernel_problems
    from tirc.schedule.perf_model import GemmProblem, KernelFacts, ModelConstants, attention_estimate, estimate

    model = ModelConstants(**constants)
    by_workload = _kernels_by_workload(result)
    with result.input.module.context:
        gemms, gemm_problems = kernel_estimates(result), kernel_problems(result)
        attentions, attention_problems = attention_estimates(result), kernel_attention(result)
    costs: dict[str, dict[str, Any]] = {}
    for workload in workloads:
        kernels = by_workload.get(workload)
        if not kernels:
            costs[workload] = {"error": "no kernel of this workload in the compiled input"}
            continue
        kernel = kernels[0]
        figures: dict[str, Any] = {"kernel": kernel, "ptx_sha256": _ptx_digest(result, kernel),
                                   "constants": dict(constants)}
        guess: Any
        if kernel in gemms:
            entry = gemms[kernel]
            schedule, problem = gemm_problems[kernel]
            if problem is None and workload in (problems or {}):
                problem = GemmProblem(**(problems or {})[workload])
            if entry["facts"] is None or problem is None:
                costs[workload] = {"error": f"{kernel}: no SASS main loop, or sizes that are not static"}
                continue
            facts = KernelFacts(**entry["facts"])
            guess = estimate(schedule, problem, result.target, facts, constants=model)
            figures.update(problem=asdict(problem), facts=asdict(facts), estimate=asdict(guess),
                           schedule_text=entry["schedule"])
        elif kernel in attentions:
            entry = attentions[kernel]
            attention_problem, attention_schedule = attention_problems[kernel]
            facts_a = KernelFacts(**entry["facts"]) if entry["facts"] is not None else None
            guess = attention_estimate(attention_problem, attention_schedule, result.target, facts_a, constants=model)
            figures.update(problem=_json_safe(entry["problem"]), facts=entry["facts"],
                           estimate=_json_safe(asdict(guess)), schedule_text=entry["schedule"])
        else:
            costs[workload] = {"error": f"{kernel}: not a Tensor Core or attention kernel"}
            continue
        costs[workload] = {"seconds": float(guess.seconds), "spread": 0.0, "figures": figures}
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
        self.today = datetime.now(UTC).date().isoformat()
        self.compiles = 0
        self.done = 0
        self.total = 0

    def run(self) -> TuneOutcome:
        import tirc
        from tirc.tune.calibrate import constants_for
        from tirc.tune.db import TuningDB
        from tirc.tune.executor import executor_for

        request = self.request
        started = time.monotonic()
        self._check(request)
        self.version = tirc.__version__
        with TuningDB(request.db) as db:
            found = discover(request, lambda chip: constants_for(db.get_calibration(chip)))
            self.found = found
            todo: list[TuneUnit] = []
            for unit in found.units:
                unit.record = db.get(unit.workload, unit.bucket, found.target.chip, self.version, found.pipeline_hash)
                # A model tune takes any record; a GPU tune replaces the model's.
                if unit.record is not None and (request.measure == "model" or unit.record.source == "gpu"):
                    unit.hit = True
                else:
                    todo.append(unit)
            if todo:
                wgmma = _wgmma(found.probe.pipeline)
                for unit in todo:
                    build_space(unit, found, wgmma)
                executor = executor_for(request.executor, request.jobs, request.address, request.measure == "gpu")
                try:
                    self._search(todo, db, executor)
                finally:
                    executor.close()
            return TuneOutcome([self._summary(unit) for unit in found.units] + found.pinned, self.compiles,
                               time.monotonic() - started, found.target.chip, self.version, found.pipeline_hash)

    @staticmethod
    def _check(request: TuneRequest) -> None:
        if request.measure not in MEASURES:
            raise TircError(f"unknown --measure '{request.measure}'", hint="choose model or gpu")
        if request.executor not in EXECUTORS:
            raise TircError(f"unknown --executor '{request.executor}'", hint="choose local or ray")
        if request.budget < 1:
            raise TircError(f"--budget {request.budget}: at least 1 (the heuristic's own compile)")
        if request.measure == "gpu" and request.executor == "local":
            from tirc.runtime.cuda_device import cuda_available, require_gpu
            if not cuda_available():
                try:
                    require_gpu()
                except TircError as error:
                    raise TircError(f"--measure gpu: {error.message}",
                                    hint="--measure model costs candidates with the static model (no GPU); "
                                         "--executor ray --address HOST:PORT measures on a cluster's GPUs") from None

    # -- phases

    def _search(self, units: list[TuneUnit], db: Any, executor: Any) -> None:
        from tirc.tune.space import PHASES, budget_split, phase_candidates
        split = budget_split(self.request.budget)
        self.total = self.request.budget * len(units)
        for unit in units:
            unit.best = unit.heuristic
        # The heuristic first: every unit's baseline, in one round.
        self._measure_rounds(units, {unit.workload: [unit.heuristic] for unit in units}, db, executor, "heuristic")
        unused = {unit.workload: 0 for unit in units}   # a phase's quota its space could not fill goes on
        for phase in PHASES:
            lists = {}
            for unit in units:
                quota = split.get(phase, 0) + unused[unit.workload]
                picked = phase_candidates(phase, unit.best, unit.space, unit.rank, quota, set(unit.measured)) \
                    if quota > 0 else []
                unused[unit.workload] = quota - len(picked)
                lists[unit.workload] = picked
            self._measure_rounds(units, lists, db, executor, phase)
        self.progress("recording the winners", self.done, self.done, None)
        for unit in units:
            self._finish(unit, db)

    def _measure_rounds(self, units: list[TuneUnit], lists: dict[str, list[Any]], db: Any, executor: Any,
                        phase: str) -> None:
        """Measure each unit's ``lists`` entry: candidate i of every unit compiles in round i."""
        by_workload = {unit.workload: unit for unit in units}
        pending: dict[str, list[Any]] = {}
        for workload, schedules in lists.items():
            unit = by_workload[workload]
            for schedule in schedules:
                text = knobs_text(schedule_knobs(schedule))
                if text in unit.measured:
                    continue
                # Measured before (a rerun, or a run that was killed): the database has it.
                stored = db.get_candidate(self._candidate_key(unit, text))
                # A model cost holds for the model's constants: a calibration since makes it stale.
                stale = stored is not None and self.request.measure == "model" and \
                    stored.get("figures", {}).get("constants") != asdict(self.found.constants)
                if stored is not None and not stale:
                    self._take(unit, text, stored, phase)
                else:
                    pending.setdefault(workload, []).append(schedule)
        rounds = max((len(schedules) for schedules in pending.values()), default=0)
        candidates = []
        for index in range(rounds):
            tuned = {workload: (schedule_knobs(schedules[index]), CANDIDATE_SOURCE)
                     for workload, schedules in sorted(pending.items()) if index < len(schedules)}
            options = replace(base_options(self.request), emit="cubin", manifest=True, report=True, tuned=tuned)
            dynamic = {workload: asdict(by_workload[workload].problem) for workload in tuned
                       if by_workload[workload].bucket}
            candidates.append(Candidate(self.request.input, options, tuple(tuned), self.request.measure,
                                        asdict(self.found.constants), dynamic))
        for index, costs in executor.map(measure_candidate, candidates):
            self.compiles += 1
            candidate = candidates[index]
            for workload in candidate.workloads:
                unit = by_workload[workload]
                text = knobs_text(candidate.options.tuned[workload][0])
                db.put_candidate(self._candidate_key(unit, text), costs[workload])   # one transaction each
                self._take(unit, text, costs[workload], phase)

    def _candidate_key(self, unit: TuneUnit, text: str) -> Any:
        from tirc.tune.db import CandidateKey
        return CandidateKey(unit.workload, unit.bucket, self.found.target.chip, self.version, self.found.pipeline_hash,
                            self.request.measure, text)

    def _take(self, unit: TuneUnit, text: str, cost: dict[str, Any], phase: str) -> None:
        """Keep a candidate's result, move the unit's best to the winner so far, say so."""
        from tirc.tune.space import choose_winner
        unit.measured[text] = cost
        measured = self._measured(unit)
        if measured:
            unit.best = schedule_of(unit.family, json.loads(choose_winner(measured).knobs_text))
        self.done += 1
        best = min((entry.seconds for entry in measured), default=None)
        self.progress(f"{phase}: {unit.function}", self.done, max(self.total, self.done), best)

    def _measured(self, unit: TuneUnit) -> list[Any]:
        from tirc.tune.space import Measured
        heuristic = knobs_text(schedule_knobs(unit.heuristic))
        return [Measured(text, cost["seconds"], cost["spread"], cost["figures"].get("model_seconds", cost["seconds"]),
                         text == heuristic)
                for text, cost in sorted(unit.measured.items()) if "seconds" in cost]

    # -- the winner

    def _finish(self, unit: TuneUnit, db: Any) -> None:
        """Check the winner in the emulator, then write its record (one transaction)."""
        from tirc.tune.db import TuningRecord
        from tirc.tune.space import choose_winner
        measured = self._measured(unit)
        if not measured:
            errors = sorted({cost.get("error", "") for cost in unit.measured.values()})
            unit.failure = "no candidate compiled: " + "; ".join(errors)
            return
        winner = choose_winner(measured)
        knobs = json.loads(winner.knobs_text)
        cost = unit.measured[winner.knobs_text]
        heuristic_text = knobs_text(schedule_knobs(unit.heuristic))
        heuristic_cost = unit.measured.get(heuristic_text, {})
        figures = dict(cost["figures"])
        figures["heuristic"] = {"schedule": json.loads(heuristic_text), "seconds": heuristic_cost.get("seconds"),
                                "schedule_text": heuristic_cost.get("figures", {}).get("schedule_text",
                                                                                        describe(unit.heuristic))}
        figures["candidates"] = len(measured)
        figures["failed"] = len(unit.measured) - len(measured)
        if self.request.emulate:
            from tirc.tune.emulate import emulate_winner
            try:
                figures["emulated"] = emulate_winner(self.request, unit, knobs)
            except TircError as error:
                unit.failure = error.message
                return
        device = str(figures.pop("device", "")) if self.request.measure == "gpu" else ""
        record = TuningRecord(unit.workload, unit.bucket, self.found.target.chip, self.version,
                              self.found.pipeline_hash, knobs, self.request.measure, device, float(cost["seconds"]),
                              float(cost["spread"]), _json_safe(figures), self.today)
        db.put(record)
        unit.record = record

    # -- the table

    def _summary(self, unit: TuneUnit) -> TuneSummary:
        record = unit.record
        kernel = ", ".join(unit.kernels)
        if record is None or unit.failure:
            return TuneSummary(kernel, unit.workload, describe(unit.heuristic), math.nan, "", math.nan, "",
                               f"failed: {unit.failure or 'no record'}", 0, unit.bucket)
        heuristic = record.figures.get("heuristic", {})
        heuristic_text = heuristic.get("schedule_text") or describe(schedule_of(unit.family, heuristic["schedule"]))
        tuned = record.figures.get("schedule_text") or describe(schedule_of(unit.family, record.schedule))
        seconds = heuristic.get("seconds")
        return TuneSummary(record.figures.get("kernel", kernel), unit.workload, heuristic_text,
                           float(seconds) if seconds is not None else math.nan, tuned, record.seconds,
                           record.source + (f", {record.device}" if record.device else ""),
                           "database" if unit.hit else "tuned", int(record.figures.get("candidates", 0)), unit.bucket)


def tune(request: TuneRequest, progress: ProgressHook | None = None) -> TuneOutcome:
    """Run one tune (see :class:`Tuner`)."""
    return Tuner(request, progress).run()
