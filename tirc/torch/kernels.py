"""A compiled tirc program as something PyTorch calls: one function's launch plan, run on torch tensors.

:class:`CompiledPlan` holds what a compile produced (the manifest's function, its PTX and weights)
and runs it through the launch plan executor (:func:`tirc.runtime.plan.execute`): CPU tensors in
the PTX emulator (exact and slow), CUDA tensors on the GPU device (``tirc.runtime.cuda_device``).
``tirc.torch.compile`` and ``tirc.torch.op`` both call through it.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import torch

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.expr import evaluate
from tirc.emit.ptx import combine_ptx
from tirc.runtime.plan import buffer_shape, execute, weight_arrays

# tirc's element type names (the manifest's "dtype") and the torch dtypes holding them.
TORCH_DTYPES: dict[str, torch.dtype] = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8, "i1": torch.bool,
}


def compile_plan(path: str, options: CompileOptions, function: str | None = None,
                 preferred: str | None = None) -> "CompiledPlan":
    """Compile ``path`` (an .mlir file or an op spec) to PTX with its manifest; keep one function's plan:
    ``function``, else ``preferred`` where there is one of that name, else the only one."""
    from tirc.runtime.emulator import PtxModule

    result = compile_input(path, options)
    assert result.manifest is not None
    functions = result.manifest["functions"]
    if function is None and any(f["name"] == preferred for f in functions):
        function = preferred
    if function is not None:
        functions = [f for f in functions if f["name"] == function]
    if len(functions) != 1:
        names = ", ".join(f"@{f['name']}" for f in result.manifest["functions"]) or "none"
        raise TircError(f"{path}: expected {'@' + function if function else 'one host function'} to run, found {names}")
    ptx = combine_ptx(result.ptx)
    schedule = Path(options.schedule).read_text() if options.schedule else None
    source = _Source(Path(path).read_text(), Path(path).suffix, options, functions[0]["name"], schedule)
    return CompiledPlan(functions[0], ptx, PtxModule.parse(ptx), weight_arrays(result.manifest, result.weights),
                        source)


@dataclass(frozen=True)
class _Source:
    """What a plan was compiled from, to compile it again for a GPU's own target (as a cubin)."""

    text: str
    suffix: str              # .mlir or .yaml
    options: CompileOptions
    function: str
    schedule: str | None = None   # the schedule file's text (--schedule), if any

    def cubin_for(self, chip: str) -> tuple[dict[str, Any], dict[str, Any], bytes, dict[str, np.ndarray]]:
        """(the manifest, the function's plan, the cubin, the weights) for target ``chip``."""
        with tempfile.TemporaryDirectory(prefix="tirc-torch-") as folder:
            path = Path(folder) / f"{self.function}{self.suffix}"
            path.write_text(self.text)
            options = replace(self.options, target=chip, emit="cubin", manifest=True)
            if self.schedule is not None:
                schedule = Path(folder) / f"{self.function}.schedule.yaml"
                schedule.write_text(self.schedule)
                options = replace(options, schedule=str(schedule))
            result = compile_input(str(path), options)
        assert result.manifest is not None
        (plan,) = [f for f in result.manifest["functions"] if f["name"] == self.function]
        return result.manifest, plan, result.payload, weight_arrays(result.manifest, result.weights)


@dataclass
class _GpuProgram:
    """A plan loaded on one GPU: its device (module loaded, weights resident) and the plan compiled
    for that GPU's target."""

    device: Any              # tirc.runtime.cuda_device.CudaDevice
    plan: dict[str, Any]
    resident: dict[str, int]


def compile_mlir_text(text: str, name: str, options: CompileOptions, function: str | None = None) -> "CompiledPlan":
    """Compile MLIR ``text``, as if read from a file ``name``.mlir; keep ``function``, or @``name``
    where there is one, or the only one."""
    with tempfile.TemporaryDirectory(prefix="tirc-torch-") as folder:
        path = Path(folder) / f"{name}.mlir"
        path.write_text(text)
        return compile_plan(str(path), options, function, name)


@dataclass
class CompiledPlan:
    plan: dict[str, Any]                 # the manifest's function: symbols, inputs, outputs, buffers, steps
    ptx: str                             # every kernel, one module
    module: Any                          # the PTX parsed for the emulator (tirc.runtime.emulator.PtxModule)
    weights: dict[str, np.ndarray] = field(default_factory=dict)   # weights compiled in (storage dtype)
    source: _Source | None = None         # to compile again for a GPU (None: CPU only)
    gpu_programs: dict[int, _GpuProgram] = field(default_factory=dict)   # device ordinal -> loaded program

    @property
    def name(self) -> str:
        return str(self.plan["name"])

    def symbols_for(self, shapes: list[tuple[Any, ...]]) -> dict[str, Any]:
        """The plan's dynamic sizes from the shapes of its inputs (in the plan's order); under
        tracing, the sizes stay the tracer's symbols (torch.SymInt)."""
        positions = {spec["name"]: index for index, spec in enumerate(self.plan["inputs"])}
        values: dict[str, Any] = {}
        for symbol, source in self.plan["symbols"].items():
            if "dim" not in source:
                raise TircError(f"@{self.name}: its size '{symbol}' is a scalar input, which a torch caller does not pass")
            values[symbol] = shapes[positions[source["input"]]][source["dim"]]
        return values

    def output_shapes(self, symbols: dict[str, Any]) -> list[tuple[Any, ...]]:
        return [tuple(evaluate(size, symbols) for size in output["shape"]) for output in self.plan["outputs"]]

    def output_dtypes(self) -> list[torch.dtype]:
        return [TORCH_DTYPES[output["dtype"]] for output in self.plan["outputs"]]

    def check_inputs(self, tensors: list[torch.Tensor], names: list[str]) -> dict[str, int]:
        """Each tensor has the dtype and shape its input of the plan takes; returns the sizes.
        ``names``: what the caller calls each input, for the messages."""
        specs = self.plan["inputs"]
        if any(spec["kind"] != "buffer" for spec in specs):
            raise TircError(f"@{self.name} takes scalar inputs; only tensor inputs come from torch")
        if len(tensors) != len(specs):
            raise TircError(f"@{self.name} takes {len(specs)} tensors, got {len(tensors)}")
        for tensor, spec, name in zip(tensors, specs, names):
            if not isinstance(tensor, torch.Tensor):
                raise TircError(f"{name}: expected a torch.Tensor, got {type(tensor).__name__}")
            if tensor.dtype != TORCH_DTYPES[spec["dtype"]]:
                raise TircError(f"{name}: dtype {tensor.dtype}, but the compiled kernels take "
                                f"{TORCH_DTYPES[spec['dtype']]}", hint="compile again for this dtype")
        symbols = self.symbols_for([tuple(tensor.shape) for tensor in tensors])
        buffers = {buffer["name"]: buffer for buffer in self.plan["buffers"]}
        for tensor, spec, name in zip(tensors, specs, names):
            expected = buffer_shape(buffers[spec["name"]], symbols)
            if tuple(tensor.shape) != expected:
                raise TircError(f"{name}: shape {tuple(tensor.shape)}, but the compiled kernels take {expected}",
                                hint="compile with dynamic=True for a dynamic batch, or again for this shape")
        return symbols

    def run(self, tensors: list[torch.Tensor], names: list[str]) -> list[torch.Tensor]:
        """The plan's outputs for ``tensors``, on their device: all CPU (the emulator) or all CUDA."""
        symbols = self.check_inputs(tensors, names)
        devices = {tensor.device.type for tensor in tensors}
        if devices == {"cuda"}:
            return self.run_on_gpu(tensors, symbols)
        if devices - {"cpu"}:
            raise TircError(f"@{self.name}: tensors on {', '.join(sorted(devices))}; pass all CPU or all CUDA tensors")
        return self.emulate(tensors, symbols)

    def run_on_gpu(self, tensors: list[torch.Tensor], symbols: dict[str, int]) -> list[torch.Tensor]:
        """Run the plan on the tensors' GPU, on torch's current stream: compiled for that GPU's
        target on first use (module and weights stay loaded); the kernels read device copies of
        the inputs and write outputs torch allocates (its caching allocator), with no host copy."""
        from tirc.runtime.cuda_device import CudaDevice, require_gpu

        require_gpu()   # before torch.cuda: a "no CUDA GPU" TircError, not torch's assertion
        ordinals = {tensor.device.index if tensor.device.index is not None else torch.cuda.current_device()
                    for tensor in tensors}
        if len(ordinals) != 1:
            raise TircError(f"@{self.name}: tensors on GPUs {sorted(ordinals)}; pass tensors on one GPU")
        (ordinal,) = ordinals
        if self.source is None:
            raise TircError(f"@{self.name} was compiled for the emulator only", hint="pass CPU tensors")
        program = self.gpu_programs.get(ordinal)
        if program is None:
            device = CudaDevice(ordinal)
            if device.target is None:
                raise TircError(f"GPU {ordinal} has no tirc target (compute capability "
                                f"{'.'.join(map(str, device.compute_capability))})")
            manifest, plan, cubin, weights = self.source.cubin_for(device.target.chip)
            device.load(manifest, cubin)
            program = _GpuProgram(device, plan, device.upload_weights(weights))
            self.gpu_programs[ordinal] = program
        plan, device = program.plan, program.device
        device.use_stream(torch.cuda.current_stream(ordinal).cuda_stream)
        # Bufferization may reuse an input's buffer for a result (function arguments are writable),
        # so the kernels get device copies: the caller's tensors stay as they were.
        inputs = [tensor.clone(memory_format=torch.contiguous_format) for tensor in tensors]
        bound = {spec["name"]: tensor for spec, tensor in zip(plan["inputs"], inputs)}
        buffers = {buffer["name"]: buffer for buffer in plan["buffers"]}
        for output in plan["outputs"]:
            buffer = buffers[output["buffer"]]
            if buffer["name"] not in bound:   # an output buffer: torch's memory
                bound[buffer["name"]] = torch.empty(buffer_shape(buffer, symbols), dtype=TORCH_DTYPES[buffer["dtype"]],
                                                    device=inputs[0].device)
        resident = {**program.resident, **{name: tensor.data_ptr() for name, tensor in bound.items()}}
        try:
            execute(plan, device, {}, symbols, resident=resident, read_back=False)
        finally:
            device.release()   # the plan's temporaries (waits for the stream)
        results = []
        for output in plan["outputs"]:
            tensor = bound[output["buffer"]].view(tuple(evaluate(size, symbols) for size in output["shape"]))
            # A result that is an input, or a second result of one buffer, is a copy of it.
            own = buffers[output["buffer"]]["kind"] == "output" and all(
                tensor.data_ptr() != result.data_ptr() for result in results)
            results.append(tensor if own else tensor.clone())
        return results

    def emulate(self, tensors: list[torch.Tensor], symbols: dict[str, int]) -> list[torch.Tensor]:
        """Run the plan in the PTX emulator: exact, slow. The checks that verify kernels (races,
        reads of uninitialised memory) are left to ``tirc run --emulate``."""
        from tirc.runtime.execute import PlanEmulator   # it makes the plan's TMA tensor maps too

        inputs = {spec["name"]: _host_array(tensor) for spec, tensor in zip(self.plan["inputs"], tensors)}
        device = PlanEmulator(self.module, racecheck=False, initcheck=False)
        run = execute(self.plan, device, inputs, symbols, self.weights)
        return [torch.from_numpy(np.ascontiguousarray(run.outputs[output["name"]])).to(TORCH_DTYPES[output["dtype"]])
                for output in self.plan["outputs"]]


def _host_array(tensor: torch.Tensor) -> np.ndarray:
    """A CPU tensor's elements as numpy (bf16, which numpy lacks, as its exact float32 values)."""
    tensor = tensor.detach()
    if tensor.dtype == torch.bfloat16:
        tensor = tensor.float()
    return tensor.contiguous().numpy()
