"""Compile, run every function of an input in the PTX emulator, and check it against float64.

``tirc run --emulate`` and the Python API ``tirc.runtime.emulate`` both use :func:`emulate`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input, is_opspec
from tirc.emit.ptx import combine_ptx, kernel_bodies
from tirc.runtime.dtypes import random_values, tolerance
from tirc.runtime.plan import buffer_shape, execute, resolve_symbols

DEFAULT_DYNAMIC_SIZE = 67  # an odd size: never a multiple of a tile


@dataclass
class OutputCheck:
    name: str
    dtype: str
    shape: tuple[int, ...]
    max_abs_error: float
    max_rel_error: float      # max |got - ref| / max |ref|
    tolerance: float
    mismatches: int

    @property
    def ok(self) -> bool:
        return self.mismatches == 0


@dataclass
class FunctionRun:
    function: str
    symbols: dict[str, int]
    inputs: dict[str, np.ndarray]
    outputs: dict[str, np.ndarray]
    arguments: dict[str, np.ndarray] = field(default_factory=dict)
    checks: list[OutputCheck] = field(default_factory=list)
    stats: Any = None                      # merged emulator LaunchStats
    launches: list[tuple[str, Any]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.checks)


def compare(name: str, dtype: str, got: np.ndarray, ref: np.ndarray, precision: str | None = None) -> OutputCheck:
    """Elementwise check: |got - ref| <= rtol * (|ref| + max|ref|), rtol from the output dtype (or
    the lower ``precision`` the kernels computed in, e.g. tf32)."""
    got = np.asarray(got, np.float64)
    ref = np.asarray(ref, np.float64)
    if got.shape != ref.shape:
        raise TircError(f"output {name}: shape {got.shape} differs from the reference's {ref.shape}")
    rtol = max(tolerance(dtype), tolerance(precision) if precision else 0.0)
    scale = float(np.max(np.abs(ref))) if ref.size else 0.0
    error = np.abs(got - ref)
    error = np.where(np.isnan(got) != np.isnan(ref), np.inf, np.nan_to_num(error, nan=0.0))
    bad = int(np.count_nonzero(error > rtol * (np.abs(ref) + scale)))
    max_abs = float(np.max(error)) if error.size else 0.0
    return OutputCheck(name, dtype, tuple(ref.shape), max_abs, max_abs / scale if scale else max_abs, rtol, bad)


def emulate(path: str, *, shapes: dict[str, int] | None = None, seed: int = 0, target: str | None = None,
            pipeline: str | None = None, function: str | None = None, check: bool = True,
            default_size: int | None = DEFAULT_DYNAMIC_SIZE, remarks: str = "on", racecheck: bool = True,
            initcheck: bool = True, warp_order: str = "lockstep", max_steps: int | None = None,
            memory_budget: int | None = None) -> list[FunctionRun]:
    """Compile ``path``, run each function's launch plan in the emulator, compare with numpy.

    ``racecheck``, ``initcheck``, ``warp_order`` (seeded by ``seed``, like the inputs), ``max_steps``
    and ``memory_budget`` are the emulator's checks (see :class:`tirc.runtime.emulator.Emulator`)."""
    from tirc.runtime.emulator import Emulator, PtxModule
    from tirc.runtime.emulator.executor import DEFAULT_MAX_STEPS
    from tirc.runtime.reference import reference_call

    shapes = dict(shapes or {})
    spec = is_opspec(path)
    # An op spec's static sizes are compiled in (--shape M=256 runs a 4096^3 spec small); its
    # dynamic ones, like every dynamic size of .mlir input, are values at run time.
    compiled = compile_input(path, CompileOptions(pipeline=pipeline, target=target, emit="ptx", manifest=True,
                                                  sizes=shapes if spec else {}, remarks=remarks))
    assert compiled.manifest is not None
    functions = compiled.manifest["functions"]
    if function is not None:
        functions = [f for f in functions if f["name"] == function]
        if not functions:
            raise TircError(f"no function @{function} in {path}")
    if not functions:
        raise TircError(f"{path} has no host function to run",
                        hint="hand-written gpu.module kernels run with: tirc run FILE.ptx --kernel ...")
    check = check and compiled.input.kind == "linalg"
    ptx = combine_ptx(compiled.ptx)
    module = PtxModule.parse(ptx)
    tf32_kernels = {name for name, body in kernel_bodies(ptx).items() if ".tf32" in body}
    runs = []
    rng = np.random.default_rng(seed)
    for plan in functions:
        runtime_shapes = {k: v for k, v in shapes.items() if k in plan["symbols"]} if spec else shapes
        symbols = resolve_symbols(plan, runtime_shapes, default_size)
        inputs = {}
        buffers = {b["name"]: b for b in plan["buffers"]}
        for spec in plan["inputs"]:
            if spec["kind"] == "buffer":
                inputs[spec["name"]] = random_values(buffer_shape(buffers[spec["name"]], symbols), spec["dtype"], rng)
            else:
                inputs[spec["name"]] = np.asarray(symbols.get(spec["name"], 1.5))
        device = Emulator(module, racecheck=racecheck, initcheck=initcheck, warp_order=warp_order, seed=seed,
                          max_steps=DEFAULT_MAX_STEPS if max_steps is None else max_steps, memory_budget=memory_budget)
        result = execute(plan, device, inputs, symbols)
        run = FunctionRun(plan["name"], symbols, inputs, result.outputs, result.arguments,
                          launches=result.launch_stats)
        for _, stats in result.launch_stats:
            if run.stats is None:
                run.stats = stats
            else:
                merged = run.stats.merge(stats)
                run.stats = merged if merged is not None else run.stats
        if check:
            ordered = [inputs[spec["name"]] for spec in plan["inputs"]]
            references, arguments = reference_call(compiled.input.source, plan["name"], ordered)
            launched = {step["kernel"] for step in plan["steps"] if step["op"] == "launch"}
            precision = "tf32" if launched & tf32_kernels else None
            for spec, reference in zip(plan["outputs"], references):
                run.checks.append(compare(spec["name"], spec["dtype"], result.outputs[spec["name"]], reference,
                                          precision))
            for spec, reference in zip(plan["inputs"], arguments):
                written = spec["kind"] == "buffer" and not np.array_equal(reference, inputs[spec["name"]])
                if written:  # linalg on memrefs: the function's effect is on its arguments
                    run.checks.append(compare(spec["name"], spec["dtype"], result.arguments[spec["name"]], reference,
                                              precision))
        runs.append(run)
    return runs

