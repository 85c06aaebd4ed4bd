"""tir-schedule: decide, per contraction, whether and how it runs on Tensor Cores.

Runs at the ``tensorir`` stage on bufferized linalg. It first generalizes named ops (as
``linalg-generalize-named-ops`` does, which would drop their ``tir.schedule``) and carries each
named op's ``tir.schedule`` over to its generic. A contraction that can use Tensor Cores gets a
``tir.schedule`` attribute (chosen by the per-target heuristics, or taken from the module's
``tir.block_schedules`` for its block (a schedule file), the function's ``tir.spec`` schedule or
an existing ``tir.schedule``, and validated); one that cannot gets a
remark naming the reason and the fix, and stays for the SIMT path.

Where no explicit schedule is given, the module's ``tir.tuned_schedules`` (a tuning database's
records, attached by the driver) gives one for the op's workload, when it validates (else a remark
says why not and the heuristic decides). Each scheduled op gets ``tir.workload`` (its workload text,
tirc/schedule/workload.py) and ``tir.schedule_source`` (heuristic, tuning database: ..., op spec,
schedule file or IR).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from mlir import ir, passmanager

from tirc.diagnostics import REMARKS, Remark, TircError
from tirc.ir.walk import walk_ops
from tirc.mlir_support import source_location
from tirc.pipeline.registry import ModulePass
from tirc.schedule.attention import (ATTENTION_OP, AttentionProblem, AttentionSchedule, check_attention_schedule,
                                     choose_attention_schedule)
from tirc.schedule.contraction import Contraction, match_contraction, unrecognised_contraction
from tirc.schedule.file import BLOCK_SCHEDULES_ATTR, block_name, block_schedules
from tirc.schedule.heuristics import (TF32_FLAG, TF32_SPEC_KEY, NotOnTensorCores, choose_schedule,
                                      schedule_violations, tensor_core_instruction, validate_schedule)
from tirc.schedule.hopper import NotOnWgmma, choose_wgmma_schedule, wgmma_instruction
from tirc.schedule.model import SCHEDULE_ATTR, Schedule, schedule_fields_from_attr, with_overrides
from tirc.schedule.quant import (QUANT_OP, QuantProblem, QuantSchedule, check_quant_schedule,
                                 choose_quant_schedule)
from tirc.schedule.workload import (HEURISTIC_SOURCE, IR_SOURCE, OP_SPEC_SOURCE, SCHEDULE_FILE_SOURCE,
                                    TUNED_SOURCE_PREFIX, attention_workload, contraction_workload, set_op_tuning,
                                    tuned_schedules, workload_text)
from tirc.target import Target

Tuned = dict[str, tuple[ir.Attribute, str]]   # workload text -> (schedule dictionary, source text)

SPEC_ATTR = "tir.spec"


def _spec(func: ir.Operation) -> dict[str, ir.Attribute]:
    if SPEC_ATTR not in func.attributes:
        return {}
    table = ir.DictAttr(func.attributes[SPEC_ATTR])
    return {name: table[name] for name in ("allow_tf32", "schedule") if name in table}


def _structured_linalg_ops(module: ir.Module) -> list[ir.Operation]:
    """linalg ops with payload (named or generic), in walk order; their bodies' ops excluded."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name.startswith("linalg.") and op.name not in ("linalg.yield", "linalg.index"):
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def generalize_named_ops(module: ir.Module) -> None:
    """Run linalg-generalize-named-ops, keeping every op's ``tir.schedule``.

    The upstream pass replaces each named op by a generic in place (one for one), so an op's
    position among the module's linalg ops identifies its generic afterwards.
    """
    before = _structured_linalg_ops(module)
    schedules = {index: op.attributes[SCHEDULE_ATTR] for index, op in enumerate(before)
                 if SCHEDULE_ATTR in op.attributes}
    passmanager.PassManager.parse("builtin.module(linalg-generalize-named-ops)").run(module.operation)
    after = _structured_linalg_ops(module)
    assert len(after) == len(before), "linalg-generalize-named-ops replaces ops one for one"
    for index, schedule in schedules.items():
        after[index].attributes[SCHEDULE_ATTR] = schedule


def contractions(func: ir.Operation) -> list[Contraction]:
    found: list[Contraction] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        match = match_contraction(op)
        if match is not None:
            found.append(match)
        return ir.WalkResult.ADVANCE

    func.walk(visit)
    return found


@dataclass(frozen=True)
class SchedulePass(ModulePass):
    """Generalizes the named linalg ops (keeping their ``tir.schedule``) and sets a validated
    ``tir.schedule`` dictionary attribute on every contraction that runs on Tensor Cores; a
    contraction that cannot keeps no schedule and gets a remark with the reason and the fix."""

    name = "tir-schedule"
    summary = "Attach a validated tir.schedule to each contraction that can use Tensor Cores; remark on the others"

    allow_tf32: bool = field(default=False, metadata={"help": "let f32 contractions use tf32 Tensor Cores"})
    tensor_cores: bool = field(default=True, metadata={"help": "false: every contraction stays on the SIMT path"})
    wgmma: bool = field(default=False, metadata={"help": "Hopper: give contractions the wgmma kernel (TMA, mbarrier "
                                                         "pipeline) where it applies, mma.sync elsewhere"})

    def run(self, module: ir.Module, target: Target) -> None:
        generalize_named_ops(module)
        by_function = block_schedules(module)
        tuned = tuned_schedules(module)
        for op in module.body.operations:
            func = op.operation
            if func.name != "func.func" or not func.regions[0].blocks:
                continue
            spec = _spec(func)
            allow_tf32 = self.allow_tf32 or ("allow_tf32" in spec and ir.BoolAttr(spec["allow_tf32"]).value)
            # An op spec's function says allow_tf32 in its spec; a .mlir input's on the command line.
            tf32_opt_in = TF32_SPEC_KEY if SPEC_ATTR in func.attributes else TF32_FLAG
            name = ir.StringAttr(func.attributes["sym_name"]).value
            blocks = by_function.get(name, {})
            found = contractions(func)
            names = [block_name(c.op.location) for c in found]
            for block in blocks:
                if block not in names:
                    named = ", ".join(sorted(n for n in names if n)) or "none"
                    raise TircError(f"the schedule of {name}/{block}: @{name} has no contraction named {block}",
                                    hint=f"its contractions named by their location (loc(\"NAME\"(...))): {named}")
            for contraction, found_name in zip(found, names):
                requested = blocks.get(found_name) if found_name is not None else None
                source = SCHEDULE_FILE_SOURCE
                if requested is None:
                    requested, source = spec.get("schedule"), OP_SPEC_SOURCE
                self._schedule(contraction, target, allow_tf32, tf32_opt_in, requested, source, tuned)
            for attention in walk_ops(func, lambda o: o.name == ATTENTION_OP):
                _schedule_attention(attention, target, spec.get("schedule"), self.wgmma, tuned)
            for quant in walk_ops(func, lambda o: o.name == QUANT_OP):
                _schedule_quant(quant, target)
            _remark_unrecognised(func)
        # Each block's schedule is now its contraction's tir.schedule (or a remark says why not).
        if BLOCK_SCHEDULES_ATTR in module.operation.attributes:
            del module.operation.attributes[BLOCK_SCHEDULES_ATTR]

    def _schedule(self, c: Contraction, target: Target, allow_tf32: bool, tf32_opt_in: str,
                  requested: ir.Attribute | None, requested_source: str, tuned: Tuned) -> None:
        """Schedule ``c``: an explicit schedule (``requested``, from ``requested_source``, else the
        op's own) over the tuned one for its workload over the heuristic's."""
        instruction = tensor_core_instruction(c, target, allow_tf32, tf32_opt_in) if self.tensor_cores else \
            NotOnTensorCores("Tensor Cores are disabled (tir-schedule tensor-cores=false)", "")
        if isinstance(instruction, NotOnTensorCores):
            if SCHEDULE_ATTR in c.op.attributes or requested is not None:
                # A schedule written on the op must not reach tir-tile; say it is not used.
                if SCHEDULE_ATTR in c.op.attributes:
                    del c.op.attributes[SCHEDULE_ATTR]
                instruction = NotOnTensorCores(f"{instruction.reason}; its schedule is not used", instruction.fix)
            _remark(c, instruction)
            return
        explicit = requested if requested is not None else c.op.attributes[SCHEDULE_ATTR] \
            if SCHEDULE_ATTR in c.op.attributes else None
        try:
            overrides = schedule_fields_from_attr(explicit) if explicit is not None else {}
        except TircError as error:
            error.message = f"{c.function}: {error.message}"
            raise
        workload = workload_text(contraction_workload(c, allow_tf32))
        source = (requested_source if requested is not None else IR_SOURCE) if overrides else HEURISTIC_SOURCE
        schedule = None
        if not overrides and workload in tuned:
            schedule = self._tuned_schedule(c, target, instruction, workload, *tuned[workload])
            if schedule is not None:
                source = TUNED_SOURCE_PREFIX + tuned[workload][1]
        if schedule is None:
            schedule = self._chosen(c, target, instruction, overrides)
            validate_schedule(schedule, c, target)
        c.op.attributes[SCHEDULE_ATTR] = schedule.to_attr()
        set_op_tuning(c.op, workload, source)
        # The instruction and element types, for tools (and tests) that check what each matmul became.
        REMARKS.emit(Remark(c.function, f"on Tensor Cores: {schedule.describe()}", _location(c),
                            fields={"tensor_cores": True, "mma": schedule.mma, "in": c.in_element,
                                    "acc": c.acc_element, "batched": c.batched}, missed=False))

    def _chosen(self, c: Contraction, target: Target, instruction: str, overrides: dict[str, object],
                remarks: list[Remark] | None = None) -> Schedule:
        """The heuristic's schedule of ``c`` with ``overrides`` on top (on wgmma where the pipeline
        has the wgmma kernel and it takes them); not yet validated. ``remarks``: where the remarks
        go (None: emitted)."""
        schedule = with_overrides(choose_schedule(c, target, instruction), overrides)
        if self.wgmma:
            hopper = self._wgmma_schedule(c, target, overrides, remarks)
            if hopper is not None:
                schedule = hopper
        return schedule

    def _tuned_schedule(self, c: Contraction, target: Target, instruction: str, workload: str,
                        knobs: ir.Attribute, source: str) -> Schedule | None:
        """The tuned schedule ``knobs`` (from ``source``) of ``c``, validated; None with a remark
        saying why where it does not suit the contraction or the target (a stale record)."""
        remarks: list[Remark] = []   # about the tuned schedule: only when it is used
        try:
            schedule = self._chosen(c, target, instruction, schedule_fields_from_attr(knobs), remarks)
            validate_schedule(schedule, c, target)
            for remark in remarks:
                REMARKS.emit(remark)
            return schedule
        except (TircError, TypeError, ValueError) as error:
            why = (error.message if isinstance(error, TircError) else str(error)).removeprefix(f"{c.function}: ")
            REMARKS.emit(Remark(c.function, f"tuned schedule for {workload} not used: {why}", _location(c),
                                fields={"tuned": False, "workload": workload, "source": source, "reason": why}))
            return None

    @staticmethod
    def _wgmma_schedule(c: Contraction, target: Target, overrides: dict[str, object],
                        remarks: list[Remark] | None = None) -> Schedule | None:
        """The wgmma schedule of ``c`` with the requested knobs, or None (with a remark) where the
        wgmma kernel does not take it: the contraction, or a requested schedule that is an mma.sync
        one (it names an mma.sync instruction, or it does not name a wgmma one and breaks the wgmma
        kernel's limits). The mma.sync kernel then runs, which sm_90a has too."""
        hopper = wgmma_instruction(c, target)
        reason = hopper.reason if isinstance(hopper, NotOnWgmma) else None
        schedule = None
        if reason is None:
            schedule = with_overrides(choose_wgmma_schedule(c, target), overrides)
            named = overrides.get("mma")
            if isinstance(named, str) and not schedule.is_wgmma:
                reason = f"its schedule asks for {named}"
            elif named is None and schedule_violations(schedule, c, target):
                reason = "its schedule is an mma.sync one (name mma: m64nNk16 for wgmma)"
        if reason is not None:
            remark = Remark(c.function, f"not on wgmma: {reason}; it runs as mma.sync", _location(c),
                            fields={"wgmma": False, "reason": reason})
            if remarks is None:
                REMARKS.emit(remark)
            else:
                remarks.append(remark)
            return None
        return schedule


def _location(c: Contraction) -> str | None:
    """Where the contraction is in the user's input: FILE:LINE:COL (an op spec's: the kernel's op key)."""
    location = source_location(c.op.location, REMARKS.input_file)
    return str(location) if location is not None else None


def _remark(c: Contraction, why: NotOnTensorCores) -> None:
    REMARKS.emit(Remark(c.function, why.message(), _location(c),
                        fields={"tensor_cores": False, "reason": why.reason, "fix": why.fix}))


def _remark_unrecognised(func: ir.Operation) -> None:
    """A remark for each multiply-accumulate loop nest that is no GEMM the kernels take (it stays
    on the SIMT path): which of its dimensions is in the way, and how to change that."""
    name = ir.StringAttr(func.attributes["sym_name"]).value
    for op in walk_ops(func, lambda candidate: candidate.name == "linalg.generic"):
        why = unrecognised_contraction(op)
        if why is None:
            continue
        reason, fix = why
        location = source_location(op.location, REMARKS.input_file)
        REMARKS.emit(Remark(name, NotOnTensorCores(reason, fix).message(), str(location) if location else None,
                            fields={"tensor_cores": False, "reason": reason, "fix": fix}))


def _schedule_attention(op: ir.Operation, target: Target, overrides: ir.Attribute | None, wgmma: bool,
                        tuned: Tuned) -> None:
    """Give a ``tir.attention`` op its ``tir.schedule``: the one it carries (the DSL's), else the
    target's choice (mma.sync where the pipeline has no wgmma kernels) with the spec's
    ``schedule:`` entries that name attention schedule fields on top, else the tuned schedule of
    its workload (when it checks), else the target's choice; checked either way."""
    problem = AttentionProblem.of(op, REMARKS.input_file)
    try:
        problem.check()
    except TircError as error:
        raise TircError(error.message, location=source_location(op.location, REMARKS.input_file),
                        hint=error.hint) from None
    workload = workload_text(attention_workload(problem))
    source = HEURISTIC_SOURCE
    if SCHEDULE_ATTR in op.attributes:
        source = IR_SOURCE
        try:
            chosen = AttentionSchedule.from_attr(op.attributes[SCHEDULE_ATTR])
        except TircError as error:
            raise TircError(error.message, location=source_location(op.location, REMARKS.input_file),
                            hint=error.hint) from None
    else:
        chosen = choose_attention_schedule(problem, target, wgmma)
        values = {}
        if overrides is not None:
            known = {f.name for f in fields(AttentionSchedule)}
            for named in ir.DictAttr(overrides):
                if named.name in known:
                    values[named.name] = (ir.StringAttr(named.attr).value if named.name == "kernel"
                                          else ir.IntegerAttr(named.attr).value)
        if values:
            chosen, source = replace(chosen, **values), OP_SPEC_SOURCE
        elif workload in tuned:
            knobs, tuned_source = tuned[workload]
            try:
                candidate = AttentionSchedule.from_attr(knobs)
                check_attention_schedule(problem, candidate, target)
                chosen, source = candidate, TUNED_SOURCE_PREFIX + tuned_source
            except TircError as error:
                location = source_location(op.location, REMARKS.input_file)
                function = _function_name(op)
                REMARKS.emit(Remark(function, f"tuned schedule for {workload} not used: {error.message}",
                                    str(location) if location else None,
                                    fields={"tuned": False, "workload": workload, "source": tuned_source,
                                            "reason": error.message}))
    try:
        check_attention_schedule(problem, chosen, target)
    except TircError as error:
        raise TircError(error.message, location=source_location(op.location, REMARKS.input_file),
                        hint=error.hint) from None
    op.attributes[SCHEDULE_ATTR] = chosen.to_attr()
    set_op_tuning(op, workload, source)


def _function_name(op: ir.Operation) -> str:
    """The name of the function ``op`` is in ("?" outside one)."""
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        parent = parent.parent
    return ir.StringAttr(parent.attributes["sym_name"]).value if parent is not None else "?"


def _schedule_quant(op: ir.Operation, target: Target) -> None:
    """Give a ``tir.quant_matmul`` op (W4A16, tirc/schedule/quant.py) its ``tir.schedule``: the one
    it carries (hand-written IR), else the target's choice; checked either way."""
    problem = QuantProblem.of(op, REMARKS.input_file)
    try:
        chosen = (QuantSchedule.from_attr(op.attributes[SCHEDULE_ATTR]) if SCHEDULE_ATTR in op.attributes
                  else choose_quant_schedule(problem, target))
        check_quant_schedule(problem, chosen, target)
    except TircError as error:
        raise TircError(error.message, location=source_location(op.location, REMARKS.input_file),
                        hint=error.hint) from None
    op.attributes[SCHEDULE_ATTR] = chosen.to_attr()


def scheduled(c: Contraction) -> Schedule | None:
    if SCHEDULE_ATTR not in c.op.attributes:
        return None
    return Schedule.from_attr(c.op.attributes[SCHEDULE_ATTR])
