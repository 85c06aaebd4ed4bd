"""A compiled tirc program as something PyTorch calls: one function's launch plan, run on torch tensors.

:class:`CompiledPlan` holds what a compile produced (the manifest's function, its PTX and weights)
and runs it through the launch plan executor (:func:`tirc.runtime.plan.execute`): CPU tensors in
the PTX emulator (exact and slow), CUDA tensors on the GPU device (``tirc.runtime.cuda_device``).
``tirc.torch.compile`` and ``tirc.torch.op`` both call through it.

A plan compiles its cubin for a GPU's chip on first use, which needs MLIR. For a GPU machine
without MLIR, :meth:`CompiledPlan.save` writes the plan with cubins compiled ahead for the chips
named, and :meth:`CompiledPlan.load` reads them back without importing MLIR (this module imports
the compiler only inside the functions that compile).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import torch

from tirc.diagnostics import TircError
from tirc.dtypes import FP8_TYPES
from tirc.emit.expr import evaluate
from tirc.files import OutputFile, file_stem, output_folder, write_outputs
from tirc.runtime.plan import buffer_shape, execute, untouched_input_results, weight_arrays
from tirc.target import get_target

if TYPE_CHECKING:
    from tirc.driver import CompileOptions
    from tirc.runtime.emulator import PtxModule

# tirc's element type names (the manifest's "dtype") and the torch dtypes holding them.
TORCH_DTYPES: dict[str, torch.dtype] = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8, "i1": torch.bool,
    # fp8: torch names its dtypes as ml_dtypes does (float8_e4m3fn, float8_e5m2).
    **{name: getattr(torch, numpy_name) for name, numpy_name in FP8_TYPES.items()},
}
# Element types numpy lacks: a CPU tensor of them reaches the emulator as its exact float32 values.
_WIDENED_ON_HOST = (torch.bfloat16, torch.float8_e4m3fn, torch.float8_e5m2)


# A saved plan's folder (CompiledPlan.save). plan.json, written last, says what the other files hold.
PLAN_FORMAT = "tirc.compiled-plan/1"
PLAN_FILE = "plan.json"
PTX_FILE = "kernels.ptx"        # every kernel, for the emulator
WEIGHTS_FILE = "weights.bin"    # the emulator's weights
WEIGHT_ALIGN = 64               # each array's offset in a weights file: aligned for any element type


def compile_plan(path: str, options: CompileOptions, function: str | None = None,
                 preferred: str | None = None) -> CompiledPlan:
    """Compile ``path`` (an .mlir file or an op spec) to PTX with its manifest; keep one function's plan:
    ``function``, else ``preferred`` where there is one of that name, else the only one. Compiles in
    an isolated child, as the CLI does: a crash inside MLIR or LLVM is a TircError, not the end of
    the user's process."""
    from tirc.isolation import run_isolated
    return run_isolated(_compile_plan, path, options, function, preferred)


def _compile_plan(path: str, options: CompileOptions, function: str | None, preferred: str | None) -> CompiledPlan:
    from tirc.driver import compile_input
    from tirc.emit.ptx import combine_ptx

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
    return CompiledPlan(functions[0], ptx, weight_arrays(result.manifest, result.weights), source)


@dataclass(frozen=True)
class GpuImage:
    """A plan compiled for one chip: what a GPU of that chip loads."""

    manifest: dict[str, Any]         # the compile's manifest: its target, kernels and their parameters
    plan: dict[str, Any]             # the function's plan, as compiled for this chip
    cubin: bytes
    weights: dict[str, np.ndarray]   # weights compiled in (storage dtype)


@dataclass(frozen=True)
class _Source:
    """What a plan was compiled from, to compile it again for a GPU's own target (as a cubin)."""

    text: str
    suffix: str              # .mlir or .yaml
    options: CompileOptions
    function: str
    schedule: str | None = None   # the schedule file's text (--schedule), if any

    def image_for(self, chip: str) -> GpuImage:
        """The plan compiled for target ``chip``, as a cubin, in an isolated child (see compile_plan)."""
        from tirc.isolation import run_isolated

        # The child reads from this folder, and may die: the parent owns it.
        with tempfile.TemporaryDirectory(prefix="tirc-torch-") as folder:
            stem = file_stem(self.function, ".schedule.yaml")
            path = Path(folder) / f"{stem}{self.suffix}"
            path.write_text(self.text)
            options = replace(self.options, target=chip, emit="cubin", manifest=True)
            if self.schedule is not None:
                schedule = Path(folder) / f"{stem}.schedule.yaml"
                schedule.write_text(self.schedule)
                options = replace(options, schedule=str(schedule))
            return run_isolated(_gpu_image, str(path), options, self.function)


def _gpu_image(path: str, options: CompileOptions, function: str) -> GpuImage:
    from tirc.driver import compile_input

    result = compile_input(path, options)
    assert result.manifest is not None
    (plan,) = [f for f in result.manifest["functions"] if f["name"] == function]
    return GpuImage(result.manifest, plan, result.payload, weight_arrays(result.manifest, result.weights))


@dataclass
class _GpuProgram:
    """A plan loaded on one GPU: its device (module loaded, weights resident) and the plan compiled
    for that GPU's target."""

    device: Any              # tirc.runtime.cuda_device.CudaDevice
    plan: dict[str, Any]
    resident: dict[str, int]


def compile_mlir_text(text: str, name: str, options: CompileOptions, function: str | None = None) -> CompiledPlan:
    """Compile MLIR ``text``, as if read from a file ``name``.mlir; keep ``function``, or @``name``
    where there is one, or the only one."""
    with tempfile.TemporaryDirectory(prefix="tirc-torch-") as folder:
        path = Path(folder) / f"{file_stem(name, '.mlir')}.mlir"
        path.write_text(text)
        return compile_plan(str(path), options, function, name)


@dataclass
class CompiledPlan:
    """One function's launch plan, run on torch tensors: CPU tensors in the emulator (its PTX),
    CUDA tensors on the GPU (the image for the GPU's chip: saved, or compiled from ``source``)."""

    plan: dict[str, Any]                 # the manifest's function: symbols, inputs, outputs, buffers, steps
    ptx: str                             # every kernel, one module
    weights: dict[str, np.ndarray] = field(default_factory=dict)   # weights compiled in (storage dtype)
    source: _Source | None = None         # to compile for a GPU's chip (None: loaded, its images only)
    images: dict[str, GpuImage] = field(default_factory=dict)       # chip -> the plan compiled for it
    gpu_programs: dict[int, _GpuProgram] = field(default_factory=dict)   # device ordinal -> loaded program

    @cached_property
    def module(self) -> PtxModule:
        """The PTX parsed for the emulator, on first use: loading a plan to run on a GPU stays cheap."""
        from tirc.runtime.emulator import PtxModule

        return PtxModule.parse(self.ptx)

    def image_for(self, chip: str) -> GpuImage:
        """The plan compiled for ``chip``: one saved or compiled before, else compiled now from its source."""
        image = self.images.get(chip)
        if image is not None:
            return image
        if self.source is None:
            compiled_for = ", ".join(self.images) or "the emulator"
            raise TircError(f"@{self.name} was compiled for {compiled_for} only; this GPU is {chip}",
                            hint=f"save it with {chip} among its chips (CompiledPlan.save or CompiledModule.save, "
                                 f"where MLIR is installed), or pass CPU tensors to run it in the emulator")
        image = self.images[chip] = self.source.image_for(chip)
        return image

    def save(self, folder: str | Path, chips: Iterable[str],
             extra_files: Mapping[str, bytes] | None = None) -> list[Path]:
        """Write the plan to ``folder`` with a cubin for each of ``chips`` (tirc targets: sm_90a,
        sm_80 ...), for :meth:`load` where MLIR is not installed: plan.json (the plan and what the
        other files hold), kernels.ptx and weights.bin (for the emulator), and per chip CHIP.cubin,
        CHIP.json (its manifest) and CHIP.weights.bin. ``extra_files``: more files (name -> bytes)
        written with them. Every cubin is compiled before anything is written, and plan.json is
        removed first and written last, so a folder whose writing broke off does not load.
        Returns the paths written."""
        chips = list(dict.fromkeys(chips))
        for chip in chips:
            get_target(chip)   # an unknown name fails here, not in the middle of compiling
        images = {chip: self.image_for(chip) for chip in chips}
        files: dict[str, bytes] = {PTX_FILE: self.ptx.encode()}
        weights: dict[str, list[dict[str, Any]]] = {}
        files[WEIGHTS_FILE], weights[WEIGHTS_FILE] = _pack_weights(self.weights)
        for chip, image in images.items():
            cubin, manifest, chip_weights = _chip_files(chip)
            files[cubin] = image.cubin
            files[manifest] = (json.dumps(image.manifest, indent=1) + "\n").encode()
            files[chip_weights], weights[chip_weights] = _pack_weights(image.weights)
        clashes = sorted(set(extra_files or {}) & {*files, PLAN_FILE})
        if clashes:
            raise TircError(f"saving @{self.name}: {', '.join(clashes)} is a file of the saved plan itself")
        description = {"format": PLAN_FORMAT, "function": self.name, "chips": chips, "plan": self.plan,
                       "weights": weights}
        # plan.json last: it marks the folder complete.
        files = {**files, **(extra_files or {}), PLAN_FILE: (json.dumps(description, indent=1) + "\n").encode()}
        out = output_folder(folder, f"saved plan of @{self.name}")
        (out / PLAN_FILE).unlink(missing_ok=True)
        write_outputs([OutputFile(str(out / name), data, "saved plan") for name, data in files.items()])
        return [out / name for name in files]

    @classmethod
    def load(cls, folder: str | Path) -> CompiledPlan:
        """The plan :meth:`save` wrote in ``folder``, with its cubins for the chips it was saved
        for. Imports no MLIR: this is how a GPU machine without it runs tirc's kernels."""
        root = Path(folder)
        path = root / PLAN_FILE
        description = _read_json(path, f"{root} holds no saved tirc plan")
        if description.get("format") != PLAN_FORMAT:
            raise TircError(f"{path}: format {description.get('format')!r}, expected {PLAN_FORMAT!r}",
                            hint="save the plan again with this tirc (CompiledPlan.save or CompiledModule.save)")
        try:
            function, chips, plan, weights = (description[key] for key in ("function", "chips", "plan", "weights"))
        except KeyError as error:
            raise TircError(f"{path}: no {error.args[0]!r} field", hint="save the plan again") from None

        listed = f"listed in {path}"

        def read_weights(name: str) -> dict[str, np.ndarray]:
            return _unpack_weights(_read_file(root / name, listed), weights.get(name, []), root / name)

        images: dict[str, GpuImage] = {}
        for chip in chips:
            cubin, manifest_file, chip_weights = _chip_files(chip)
            manifest = _read_json(root / manifest_file, listed)
            plans = [f for f in manifest.get("functions", []) if f.get("name") == function]
            if len(plans) != 1:
                raise TircError(f"{root / manifest_file}: no plan of @{function}", hint="save the plan again")
            images[chip] = GpuImage(manifest, plans[0], _read_file(root / cubin, listed), read_weights(chip_weights))
        ptx = _read_file(root / PTX_FILE, listed).decode()
        return cls(plan, ptx, read_weights(WEIGHTS_FILE), images=images)

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
                raise TircError(f"@{self.name}: its size '{symbol}' is a scalar input, "
                                "which a torch caller does not pass")
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

    def run(self, tensors: list[torch.Tensor], names: list[str],
            aliases: Mapping[int, int] | None = None) -> list[torch.Tensor]:
        """The plan's outputs for ``tensors``, on their device: all CPU (the emulator) or all CUDA.
        ``aliases``: output position -> the input position the caller's program returns that output
        as, or as a view of (``x``, ``x.view(...)``: torch.compile returns the input tensor itself).
        Where the plan agrees (the output is that input, which no kernel is given), the result is
        that tensor, reshaped (a view where its strides allow); every other result is a new tensor
        (what a custom op must return)."""
        symbols = self.check_inputs(tensors, names)
        untouched = untouched_input_results(self.plan)
        outputs = self.plan["outputs"]
        viewed = {index: position for index, position in (aliases or {}).items()
                  if index < len(outputs) and untouched.get(outputs[index]["name"]) == position}
        # A plan whose every result is a view of an input has nothing to run.
        ran = self._run(tensors, symbols) if len(viewed) < len(outputs) else []
        results = []
        for index, shape in enumerate(self.output_shapes(symbols)):
            if index not in viewed:
                results.append(ran[index])
                continue
            tensor = tensors[viewed[index]]
            results.append(tensor if tuple(tensor.shape) == shape else tensor.reshape(shape))
        return results

    def _run(self, tensors: list[torch.Tensor], symbols: dict[str, int]) -> list[torch.Tensor]:
        devices = {tensor.device.type for tensor in tensors}
        if devices == {"cuda"}:
            return self.run_on_gpu(tensors, symbols)
        if devices - {"cpu"}:
            raise TircError(f"@{self.name}: tensors on {', '.join(sorted(devices))}; pass all CPU or all CUDA tensors")
        return self.emulate(tensors, symbols)

    def run_on_gpu(self, tensors: list[torch.Tensor], symbols: dict[str, int]) -> list[torch.Tensor]:
        """Run the plan on the tensors' GPU, on torch's current stream: the image for that GPU's
        chip (saved, or compiled on first use) is loaded once (module and weights stay loaded); the
        kernels read device copies of the inputs and write outputs torch allocates (its caching
        allocator), with no host copy."""
        from tirc.runtime.cuda_device import CudaDevice, require_gpu

        require_gpu()   # before torch.cuda: a "no CUDA GPU" TircError, not torch's assertion
        ordinals = {tensor.device.index if tensor.device.index is not None else torch.cuda.current_device()
                    for tensor in tensors}
        if len(ordinals) != 1:
            raise TircError(f"@{self.name}: tensors on GPUs {sorted(ordinals)}; pass tensors on one GPU")
        (ordinal,) = ordinals
        program = self.gpu_programs.get(ordinal)
        if program is None:
            device = CudaDevice(ordinal)
            if device.target is None:
                raise TircError(f"GPU {ordinal} has no tirc target (compute capability "
                                f"{'.'.join(map(str, device.compute_capability))})")
            image = self.image_for(device.target.chip)
            device.load(image.manifest, image.cubin)
            program = _GpuProgram(device, image.plan, device.upload_weights(image.weights))
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
        results: list[torch.Tensor] = []
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
        from tirc.runtime.plan_emulator import PlanEmulator   # it makes the plan's TMA tensor maps too

        inputs = {spec["name"]: _host_array(tensor) for spec, tensor in zip(self.plan["inputs"], tensors)}
        device = PlanEmulator(self.module, racecheck=False, initcheck=False)
        run = execute(self.plan, device, inputs, symbols, self.weights)
        return [torch.from_numpy(np.ascontiguousarray(run.outputs[output["name"]])).to(TORCH_DTYPES[output["dtype"]])
                for output in self.plan["outputs"]]


def _host_array(tensor: torch.Tensor) -> np.ndarray:
    """A CPU tensor's elements as numpy (bf16 and fp8, which numpy lacks, as their exact float32 values)."""
    tensor = tensor.detach()
    if tensor.dtype in _WIDENED_ON_HOST:
        tensor = tensor.float()
    return tensor.contiguous().numpy()


def _chip_files(chip: str) -> tuple[str, str, str]:
    """A saved plan's files for ``chip``: its cubin, its manifest and its weights."""
    return f"{chip}.cubin", f"{chip}.json", f"{chip}.weights.bin"


def _pack_weights(arrays: dict[str, np.ndarray]) -> tuple[bytes, list[dict[str, Any]]]:
    """The arrays as one file's bytes, and where each lies in it (name, dtype, shape, offset, size)."""
    data = bytearray()
    entries: list[dict[str, Any]] = []
    for name, values in arrays.items():
        raw = np.ascontiguousarray(values)
        data.extend(bytes(-len(data) % WEIGHT_ALIGN))
        entries.append({"name": name, "dtype": raw.dtype.str, "shape": list(raw.shape), "offset": len(data),
                        "size": raw.nbytes})
        data.extend(raw.tobytes())
    return bytes(data), entries


def _unpack_weights(data: bytes, entries: list[dict[str, Any]], path: Path) -> dict[str, np.ndarray]:
    """The arrays :func:`_pack_weights` wrote in ``data`` (read from ``path``)."""
    arrays: dict[str, np.ndarray] = {}
    for entry in entries:
        dtype, shape = np.dtype(entry["dtype"]), tuple(entry["shape"])
        count = int(np.prod(shape, dtype=np.int64))
        if entry["size"] != count * dtype.itemsize or entry["offset"] + entry["size"] > len(data):
            raise TircError(f"{path}: {len(data)} bytes, too few for weight {entry['name']} ({entry['size']} bytes "
                            f"at offset {entry['offset']})", hint="save the plan again")
        arrays[entry["name"]] = np.frombuffer(data, dtype, count, entry["offset"]).reshape(shape)
    return arrays


def _read_file(path: Path, why_expected: str) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise TircError(f"{path}: no such file ({why_expected})",
                        hint="save the plan with CompiledPlan.save or CompiledModule.save (tirc.torch)") from None
    except OSError as error:
        raise TircError(f"{path}: cannot read it: {error.strerror}") from None


def _read_json(path: Path, why_expected: str) -> dict[str, Any]:
    """The JSON object in ``path``."""
    try:
        value = json.loads(_read_file(path, why_expected))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise TircError(f"{path}: not JSON ({error})", hint="save the plan again") from None
    if not isinstance(value, dict):
        raise TircError(f"{path}: expected a JSON object, found {type(value).__name__}", hint="save the plan again")
    return value
