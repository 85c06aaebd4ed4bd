"""``tirc run`` on a GPU: compile for the GPU's target, run each function's plan on a
:class:`~tirc.runtime.cuda_device.CudaDevice`, and check the outputs against the numpy reference,
as ``tirc run --emulate`` does in the emulator (same plan executor, same comparison)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, CompileResult, compile_input
from tirc.dtypes import ValueRange, random_values
from tirc.emit.ptx import combine_ptx, kernel_bodies
from tirc.emit.report import SIMT_SCHEDULE, kernel_schedules
from tirc.frontend import is_opspec
from tirc.plan import launches, steps_of
from tirc.runtime.cuda_device import CudaDevice
from tirc.runtime.checks import FunctionRun, compare
from tirc.runtime.execute import _check_input_ranges, _index_ranges, compile_shipped
from tirc.runtime.index_ranges import gather_index_ranges
from tirc.runtime.plan import DEFAULT_DYNAMIC_SIZE, buffer_shape, execute, resolve_symbols, weight_arrays
from tirc.runtime.traffic import ideal_traffic


def compile_for_device(path: str, device: CudaDevice, options: CompileOptions,
                       shapes: dict[str, int]) -> tuple[CompileResult, bool]:
    """The cubin and manifest of ``path`` for ``device`` (its own target unless options name one),
    and whether an op spec's schedules are its full-size compile's (see ``compile_shipped``)."""
    if options.target is None:
        if device.target is None:
            major, minor = device.compute_capability
            raise TircError(f"GPU {device.ordinal} ({device.name}) has compute capability {major}.{minor}, "
                            "for which tirc has no target")
        options = replace(options, target=device.target.chip)
    options = replace(options, emit="cubin", manifest=True)
    return compile_shipped(path, options, shapes) if is_opspec(path) else (compile_input(path, options), False)


def random_inputs(compiled: CompileResult, plan: dict[str, Any], symbols: dict[str, int], rng: np.random.Generator,
                  ranges: dict[str, ValueRange]) -> dict[str, np.ndarray]:
    """Random values for ``plan``'s inputs, as ``tirc run --emulate`` draws them: integers used only
    as indices into a table stay within it (on a GPU, one outside would be an illegal address)."""
    if compiled.input.kind == "linalg":
        ranges = {**_index_ranges(gather_index_ranges(compiled.input.source), plan), **ranges}
    buffers = {b["name"]: b for b in plan["buffers"]}
    inputs: dict[str, np.ndarray] = {}
    for argument in plan["inputs"]:
        if argument["kind"] == "buffer":
            inputs[argument["name"]] = random_values(buffer_shape(buffers[argument["name"]], symbols),
                                                     argument["dtype"], rng, ranges.get(argument["name"]))
        else:
            inputs[argument["name"]] = np.asarray(symbols.get(argument["name"], 1.5))
    return inputs


def run_on_gpu(path: str, *, shapes: dict[str, int] | None = None, seed: int = 0, target: str | None = None,
               pipeline: str | None = None, function: str | None = None, check: bool = True,
               remarks: str = "on", allow_tf32: bool = False, weights: str = "weights",
               input_ranges: dict[str, ValueRange] | None = None, schedule: str | None = None,
               device_ordinal: int = 0, tuning_db: str | None = None) -> tuple[list[FunctionRun], str]:
    """Compile ``path``, run every function (or ``function``) on GPU ``device_ordinal``, compare:
    (the runs, the GPU's name)."""
    from tirc.reference import evaluate

    shapes = dict(shapes or {})
    options = CompileOptions(pipeline=pipeline, target=target, remarks=remarks, allow_tf32=allow_tf32,
                             weights=weights, schedule=schedule, tuning_db=tuning_db)
    with CudaDevice(device_ordinal) as device:
        compiled, pinned = compile_for_device(path, device, options, shapes)
        schedules = kernel_schedules(compiled)
        assert compiled.manifest is not None
        functions = [f for f in compiled.manifest["functions"] if function is None or f["name"] == function]
        if not functions:
            raise TircError(f"no function @{function} in {path}" if function else f"{path} has no host function to run")
        device.load(compiled.manifest, compiled.payload)
        resident = device.upload_weights(weight_arrays(compiled.manifest, compiled.weights))
        tf32_kernels = {name for name, body in kernel_bodies(combine_ptx(compiled.ptx)).items() if ".tf32" in body}
        _check_input_ranges(dict(input_ranges or {}), functions)
        rng = np.random.default_rng(seed)
        runs = []
        for plan in functions:
            runtime_shapes = {k: v for k, v in shapes.items() if k in plan["symbols"]} if is_opspec(path) else shapes
            symbols = resolve_symbols(plan, runtime_shapes, DEFAULT_DYNAMIC_SIZE)
            inputs = random_inputs(compiled, plan, symbols, rng, dict(input_ranges or {}))
            try:
                result = execute(plan, device, inputs, symbols, resident=resident)
            finally:
                device.release()
            launched = [launch.kernel for launch in launches(steps_of(plan))]
            run = FunctionRun(plan["name"], symbols, inputs, result.outputs, result.arguments,
                              launches=result.launch_stats, pinned=pinned,
                              static_sizes=({k: v for k, v in shapes.items() if k not in symbols}
                                            if is_opspec(path) else {}),
                              schedules={kernel: schedules.get(kernel, SIMT_SCHEDULE) for kernel in launched},
                              ideal=ideal_traffic(plan, symbols))
            if check and compiled.input.kind == "linalg":
                ordered = [inputs[argument["name"]] for argument in plan["inputs"]]
                tf32 = bool(set(launched) & tf32_kernels)
                reference = evaluate(compiled.input.source, plan["name"], ordered, tf32=tf32,
                                     weights_as_inputs=weights == "inputs", source_file=path)
                for output, value, bound in zip(plan["outputs"], reference.results, reference.result_bounds):
                    run.checks.append(compare(output["name"], output["dtype"], result.outputs[output["name"]], value,
                                              bound, result.unwritten.get(output["name"])))
            runs.append(run)
        return runs, device.name
