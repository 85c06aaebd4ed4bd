"""Workloads: what a kernel computes, independent of how, as the key of tuned schedules.

A workload is a JSON-able dictionary; :func:`workload_text` (canonical JSON) is the key a tuning
database stores a schedule under and ``tir-schedule`` looks one up by. Two contractions whose
kernels differ (element types, layouts, the fused fill and epilogue, sizes, tf32, a convolution's
geometry) have different workloads; the same contraction in two functions has one. A dynamic size
is ``"?"``: one workload for every size, the tuner recording the power-of-two bucket of the sizes it
tuned at (:func:`size_bucket`).

The compiler's side of tuned schedules lives here too, as module and op attributes:

- ``tir.tuned_schedules`` on the module (the driver attaches it from the tuning database and
  ``CompileOptions.tuned``): workload text -> ``{schedule = {knobs}, source = "gpu, H200, ..."}``;
- ``tir.workload`` and ``tir.schedule_source`` on each scheduled contraction and attention op
  (``tir-schedule``): its workload and where its schedule came from;
- ``tir.kernel_tuning`` on the module (``tir-tile``, ``tir-attention``): kernel name ->
  ``{workload, source, function}``, for the report and the tuner.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from tirc.schedule.model import knob_attr

if TYPE_CHECKING:   # MLIR where attributes are read or built only
    from mlir import ir

    from tirc.schedule.attention import AttentionProblem
    from tirc.schedule.contraction import Contraction

TUNED_SCHEDULES_ATTR = "tir.tuned_schedules"   # module: workload text -> {schedule, source}
WORKLOAD_ATTR = "tir.workload"                 # op: its workload text (tir-schedule)
SCHEDULE_SOURCE_ATTR = "tir.schedule_source"   # op: where its schedule came from (tir-schedule)
KERNEL_TUNING_ATTR = "tir.kernel_tuning"       # module: kernel -> {workload, source, function}
DYNAMIC_SIZE = "?"

# tir.schedule_source values other than the tuning database's ("tuning database: <source text>").
HEURISTIC_SOURCE = "heuristic"
OP_SPEC_SOURCE = "op spec"
SCHEDULE_FILE_SOURCE = "schedule file"
IR_SOURCE = "IR"
TUNED_SOURCE_PREFIX = "tuning database: "

# Output dimensions an epilogue input is indexed by (Epilogue.extra_inputs), as written in its workload.
_DIM_NAMES = {0: "m", 1: "n", None: "1"}
# Dialect prefixes left out of an epilogue op's name: short, and unambiguous among the ops a body holds.
_DIALECTS = ("arith.", "math.", "linalg.")


def workload_text(workload: dict[str, Any]) -> str:
    """The canonical JSON text of ``workload``: the key of its tuned schedules."""
    return json.dumps(workload, sort_keys=True, separators=(",", ":"))


def size_bucket(size: int) -> int:
    """The power-of-two bucket of a dynamic size: the next power of two at or above it."""
    if size < 1:
        raise ValueError(f"a size is positive, not {size}")
    return 1 << (size - 1).bit_length()


def bucket_text(sizes: dict[str, int]) -> str:
    """The canonical JSON text of the buckets of the dynamic ``sizes`` a workload was tuned at; ""
    for a static workload (no dynamic size)."""
    return workload_text({name: size_bucket(size) for name, size in sizes.items()}) if sizes else ""


def _size(size: int | None) -> int | str:
    return DYNAMIC_SIZE if size is None else size


def _element(name: str, unsigned: bool) -> str:
    """An integer element widened with extui reads as unsigned (u8): another kernel than s8's."""
    return "u" + name if unsigned else name


def _constant(op: ir.Operation) -> str:
    """An arith.constant's value without its type (the op using it says the type)."""
    return str(op.attributes["value"]).split(":")[0].strip()


def _outside(value: ir.Value) -> str:
    """How an epilogue names a value defined outside its body: a constant by value, else ``?``
    (a value computed before the kernel, one per launch)."""
    from mlir import ir
    owner = value.owner
    if not isinstance(owner, ir.Block) and owner.operation.name == "arith.constant":
        return _constant(owner.operation)
    return "?"


def _epilogue_terms(c: Contraction) -> list[str]:
    """The fused epilogue as short strings: each extra input (``x0:f16[n]``: its element and the
    output dimensions that index it; ``b`` when the batch does too), then each op of the
    elementwise body in order (``addf(acc,x0)``, ``maxnumf(v0,0.0)``, ``truncf:f16(v1)``, with
    ``a<i>`` block arguments, ``v<i>`` earlier ops' results and constants by value), then what it
    yields. Deterministic, and different wherever the computation is."""
    from mlir import ir
    epilogue = c.epilogue
    if epilogue is None:
        return []
    op = epilogue.op
    inputs = list(op.operands)[:-1]
    terms: list[str] = []
    names: dict[ir.Value, str] = {}
    body = op.regions[0].blocks[0]
    extra = 0
    for value, argument in zip(inputs, body.arguments):
        if value == c.accumulator:
            names[argument] = "acc"
            continue
        element = str(ir.MemRefType(value.type).element_type)
        dims, by_batch = next((dims, by_batch) for v, dims, by_batch in epilogue.extra_inputs if v == value)
        index = ("b" if by_batch else "") + "".join(_DIM_NAMES[d] for d in dims)
        names[argument] = f"x{extra}"
        terms.append(f"x{extra}:{element}[{index}]")
        extra += 1
    names[body.arguments[len(inputs)]] = "out"
    results = 0
    for body_op in body.operations:
        body_op = body_op.operation
        name = body_op.name
        for prefix in _DIALECTS:
            name = name.removeprefix(prefix)
        if body_op.name == "arith.constant":
            names[body_op.results[0]] = _constant(body_op)
            continue
        operands = [names[operand] if operand in names else _outside(operand) for operand in body_op.operands]
        if "predicate" in body_op.attributes:
            name += f"[{body_op.attributes['predicate']}]"
        result_types = [str(result.type) for result in body_op.results]
        if result_types and (not body_op.operands or str(body_op.operands[0].type) != result_types[0]):
            name += ":" + ",".join(result_types)
        terms.append(f"{name}({','.join(operands)})")
        for result in body_op.results:
            names[result] = f"v{results}"
            results += 1
    return terms


def contraction_workload(c: Contraction, tf32: bool = False) -> dict[str, Any]:
    """The workload of a contraction (GEMM, batched GEMM or convolution as an implicit GEMM).
    ``tf32``: f32 inputs run on tf32 Tensor Cores (another instruction than f32's)."""
    op = "conv" if c.convolution is not None else "batch_matmul" if c.batched else "matmul"
    shape = {"B": _size(c.sizes.get("B")) if c.batched else 1,
             **{name: _size(c.sizes.get(name)) for name in ("M", "N", "K")}}
    init = ("load" if c.accumulates else str(c.init_value))
    workload: dict[str, Any] = {
        "family": "gemm",
        "op": op,
        "dtypes": {"a": _element(c.in_element, c.a_unsigned), "b": _element(c.b_element, c.b_unsigned),
                   "acc": c.acc_element, "c": c.out_element},
        "layout": {"a": "row" if c.a_row else "col", "b": "row" if c.b_row else "col"},
        "init": init,
        "epilogue": _epilogue_terms(c),
        "shape": shape,
        "tf32": tf32 and c.in_element == "f32",
    }
    if c.convolution is not None:
        geometry = asdict(c.convolution.geometry)
        workload["conv"] = {name: _size(value) if not isinstance(value, bool) else value
                            for name, value in geometry.items()}
        workload["conv"]["pad_fused"] = c.convolution.pad is not None
    return workload


def attention_workload(problem: AttentionProblem) -> dict[str, Any]:
    """The workload of an attention: its sizes, elements, causality, mask and lse, and the strides
    of its views (the layout its kernels read)."""
    views = {name: list(getattr(problem, name).strides) for name in ("q", "k", "v", "o", "mask", "lse")
             if getattr(problem, name) is not None}
    dtypes = {"q": problem.element, "o": problem.out_element}
    if problem.mask_element is not None:
        dtypes["mask"] = problem.mask_element
    return {
        "family": "attention",
        "dtypes": dtypes,
        "shape": {"B": problem.batch, "H": problem.heads, "H_kv": problem.kv_heads, "S_q": problem.seq_q,
                  "S_kv": problem.seq_kv, "D": problem.head_dim, "D_v": problem.head_dim_v},
        "causal": problem.causal,
        "mask": problem.mask is not None,
        "lse": problem.lse is not None,
        "probabilities": problem.probabilities or problem.element,
        "strides": views,
    }


# ---------------------------------------------------------------------------------------------
# Tuned schedules on the module


def attach_tuned_schedules(module: ir.Module, tuned: dict[str, tuple[dict[str, Any], str]]) -> None:
    """Set the module's ``tir.tuned_schedules`` to ``tuned`` (workload text -> (knobs, source
    text)); none: the attribute is removed."""
    from mlir import ir
    attributes = module.operation.attributes
    if not tuned:
        if TUNED_SCHEDULES_ATTR in attributes:
            del attributes[TUNED_SCHEDULES_ATTR]
        return
    attributes[TUNED_SCHEDULES_ATTR] = ir.DictAttr.get({
        workload: ir.DictAttr.get({
            "schedule": ir.DictAttr.get({knob: knob_attr(value) for knob, value in sorted(knobs.items())}),
            "source": ir.StringAttr.get(source)})
        for workload, (knobs, source) in sorted(tuned.items())})


def tuned_schedules(module: ir.Module) -> dict[str, tuple[ir.Attribute, str]]:
    """The module's ``tir.tuned_schedules``: workload text -> (schedule dictionary, source text)."""
    from mlir import ir
    from tirc.diagnostics import TircError
    attributes = module.operation.attributes
    if TUNED_SCHEDULES_ATTR not in attributes:
        return {}
    table = attributes[TUNED_SCHEDULES_ATTR]
    if not isinstance(table, ir.DictAttr):
        raise TircError(f"{TUNED_SCHEDULES_ATTR} must be a dictionary of workload -> {{schedule, source}}")
    found: dict[str, tuple[ir.Attribute, str]] = {}
    for named in table:
        entry = named.attr
        if not isinstance(entry, ir.DictAttr) or "schedule" not in entry or "source" not in entry \
                or not isinstance(entry["source"], ir.StringAttr):
            raise TircError(f"{TUNED_SCHEDULES_ATTR}: the entry of {named.name} must be "
                            "{schedule = {...}, source = \"...\"}, not " + str(entry))
        found[named.name] = (entry["schedule"], ir.StringAttr(entry["source"]).value)
    return found


def set_op_tuning(op: ir.Operation, workload: str, source: str) -> None:
    """Mark a scheduled op with its workload and where its schedule came from."""
    from mlir import ir
    op.attributes[WORKLOAD_ATTR] = ir.StringAttr.get(workload)
    op.attributes[SCHEDULE_SOURCE_ATTR] = ir.StringAttr.get(source)


# ---------------------------------------------------------------------------------------------
# Kernels and their workloads


@dataclass(frozen=True)
class KernelTuning:
    """What a kernel computes (its workload text), where its schedule came from, and the function
    it belongs to."""
    workload: str
    source: str
    function: str


def record_kernel_tuning(module: ir.Module, kernel: str, op: ir.Operation) -> None:
    """Record in the module's ``tir.kernel_tuning`` the workload and schedule source of the kernel
    ``kernel`` built from ``op`` (a scheduled contraction or attention); nothing when ``op`` has no
    workload (it was not scheduled by tir-schedule, e.g. hand-written IR run from tir-tile on)."""
    from mlir import ir
    if WORKLOAD_ATTR not in op.attributes:
        return
    function = op.parent
    while function is not None and function.name != "func.func":
        function = function.parent
    function_name = ir.StringAttr(function.attributes["sym_name"]).value if function is not None else ""
    source = (ir.StringAttr(op.attributes[SCHEDULE_SOURCE_ATTR]).value if SCHEDULE_SOURCE_ATTR in op.attributes
              else IR_SOURCE)
    attributes = module.operation.attributes
    entries = ({named.name: named.attr for named in ir.DictAttr(attributes[KERNEL_TUNING_ATTR])}
               if KERNEL_TUNING_ATTR in attributes else {})
    entries[kernel] = ir.DictAttr.get({
        "workload": op.attributes[WORKLOAD_ATTR],
        "source": ir.StringAttr.get(source),
        "function": ir.StringAttr.get(function_name)})
    attributes[KERNEL_TUNING_ATTR] = ir.DictAttr.get(entries)


def kernel_tuning(module: ir.Module) -> dict[str, KernelTuning]:
    """The module's ``tir.kernel_tuning``: kernel name -> its workload, schedule source and function."""
    from mlir import ir
    attributes = module.operation.attributes
    if KERNEL_TUNING_ATTR not in attributes:
        return {}
    found = {}
    for named in ir.DictAttr(attributes[KERNEL_TUNING_ATTR]):
        entry = ir.DictAttr(named.attr)
        found[named.name] = KernelTuning(*(ir.StringAttr(entry[name]).value
                                           for name in ("workload", "source", "function")))
    return found


def source_note(source: str) -> str:
    """How the report names a schedule's source: ``(heuristic)``, ``(from the tuning database:
    gpu, NVIDIA H200, 2026-12-02)``, ``(from the op spec)``..."""
    if source == HEURISTIC_SOURCE:
        return "(heuristic)"
    return f"(from the {source})"
