"""What ``Schedule.build`` returns: the compiled definition, runnable in the emulator and on a GPU.

A build is ``tirc compile`` of two files, the definition's MLIR (``NAME.mlir``, every op located
at its Python line) and the schedule (``NAME.schedule.yaml``), kept in a private folder for the
kernel's lifetime: ``save`` copies them with the outputs, and the same two files given to
``tirc compile NAME.mlir --schedule NAME.schedule.yaml`` give byte-identical PTX.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from tirc.diagnostics import TircError
from tirc.driver import IR_STAGES, CompileOptions, CompileResult, compile_input
from tirc.dtypes import storage_dtype
from tirc.files import manifest_path, naming_weights_file
from tirc.tensorir.compute import Definition

if TYPE_CHECKING:
    from tirc.torch.kernels import CompiledPlan   # imports torch: only where a torch tensor is passed

STAGES = (*IR_STAGES, "ptx")


def _sources(folder: Path, definition: Definition, schedule_text: str) -> tuple[Path, Path]:
    mlir = folder / f"{definition.name}.mlir"
    schedule = folder / f"{definition.name}.schedule.yaml"
    mlir.write_text(definition.to_mlir())
    schedule.write_text(schedule_text)
    return mlir, schedule


def compile_stage(definition: Definition, schedule_text: str, chip: str, stage: str, allow_tf32: bool) -> str:
    """The definition's IR after ``stage`` (or its PTX), compiled with the schedule."""
    if stage not in STAGES:
        raise TircError(f"unknown stage '{stage}'", hint=f"stages: {', '.join(STAGES)}")
    with tempfile.TemporaryDirectory(prefix="tirc-tensorir-") as folder:
        mlir, schedule = _sources(Path(folder), definition, schedule_text)
        result = compile_input(str(mlir), CompileOptions(target=chip, emit=stage, remarks="off",
                                                         allow_tf32=allow_tf32, schedule=str(schedule)))
    return result.payload.decode()


def _host_values(values: np.ndarray, dtype: str) -> np.ndarray:
    """An output's values (float64 or int64, as the emulator reads them back) in the output's
    element type: numpy's own, float32 for bf16 (numpy has no bfloat16; every bf16 value is exact in f32)."""
    if dtype == "bf16":
        return values.astype(np.float32)
    if dtype == "i1":
        return values.astype(np.bool_)
    return values.astype(storage_dtype(dtype))


@dataclass
class Kernel:
    """A built schedule: its PTX, cubin and launch plan, callable on numpy arrays (the PTX
    emulator, with race checking) or on torch CUDA tensors (the GPU)."""

    name: str
    target: str
    ptx: str
    cubin: bytes
    manifest: dict[str, Any]
    mlir: str                    # the definition as tirc compiles it (NAME.mlir)
    schedule: str                # the schedule file (NAME.schedule.yaml)
    allow_tf32: bool
    _report: str
    _folder: Path
    _compiled: Any = field(repr=False)   # tirc.runtime.execute.CompiledForRun: what emulated calls run
    last_run: Any = None         # the last emulated call: tirc.runtime.execute.FunctionRun
    _plan: Any = field(default=None, repr=False)   # tirc.torch.kernels.CompiledPlan, made on a torch call

    @classmethod
    def compile(cls, definition: Definition, schedule_text: str, chip: str, allow_tf32: bool) -> "Kernel":
        folder = Path(tempfile.mkdtemp(prefix="tirc-tensorir-"))
        mlir, schedule = _sources(folder, definition, schedule_text)
        try:
            result = compile_input(str(mlir), CompileOptions(target=chip, emit="ptx", manifest=True, report=True,
                                                             remarks="off", allow_tf32=allow_tf32,
                                                             schedule=str(schedule)))
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        from tirc.runtime.execute import compiled_for_run
        kernel = cls(definition.name, chip, result.payload.decode(), _cubin(result), result.manifest or {},
                     mlir.read_text(), schedule.read_text(), allow_tf32, result.report or "", folder,
                     compiled_for_run(result))
        weakref.finalize(kernel, shutil.rmtree, str(folder), True)
        return kernel

    @property
    def _mlir_path(self) -> str:
        return str(self._folder / f"{self.name}.mlir")

    @property
    def _schedule_path(self) -> str:
        return str(self._folder / f"{self.name}.schedule.yaml")

    def report(self) -> str:
        """Registers, spills, shared memory, launch shape and schedule per kernel (``--report``)."""
        return self._report

    def ir(self, stage: str) -> str:
        """The IR after ``stage`` (linalg, tensorir, gpu, nvvm) or the PTX, as ``--emit=STAGE``."""
        if stage not in STAGES:
            raise TircError(f"unknown stage '{stage}'", hint=f"stages: {', '.join(STAGES)}")
        result = compile_input(self._mlir_path, CompileOptions(target=self.target, emit=stage, remarks="off",
                                                               allow_tf32=self.allow_tf32, schedule=self._schedule_path))
        return result.payload.decode()

    def save(self, folder: str | Path) -> list[Path]:
        """Write what ``tirc compile NAME.mlir --schedule NAME.schedule.yaml -o NAME.ptx --manifest``
        reads and writes (and NAME.cubin): returns the paths."""
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        ptx = out / f"{self.name}.ptx"
        files = {out / f"{self.name}.mlir": self.mlir.encode(), out / f"{self.name}.schedule.yaml": self.schedule.encode(),
                 ptx: self.ptx.encode(), out / f"{self.name}.cubin": self.cubin,
                 Path(manifest_path(str(ptx))): (json.dumps(naming_weights_file(self.manifest, str(ptx)), indent=2)
                                                 + "\n").encode()}
        for path, data in files.items():
            path.write_bytes(data)
        return list(files)

    def __call__(self, *arguments: Any, check: bool = True) -> Any:
        """Run on numpy arrays in the emulator (race and uninitialised-read checks on; ``check``:
        compare with the float64 reference of the definition, a mismatch raises), or on torch CUDA
        tensors on the GPU. One result, or a tuple of them."""
        if arguments and type(arguments[0]).__module__.startswith("torch"):
            return self._call_torch(list(arguments))
        from tirc.runtime.execute import emulate_compiled
        (run,) = emulate_compiled(self._compiled, self._mlir_path, inputs=[np.asarray(a) for a in arguments],
                                  check=check)
        self.last_run = run
        if check and not run.ok:
            failed = [c for c in run.checks if not c.ok]
            from tirc.runtime.checks import check_summary
            raise TircError(f"@{self.name}: the kernel's results do not match the reference",
                            notes=[f"{c.name}: {check_summary(c)}" for c in failed])
        (plan,) = self.manifest["functions"]
        outputs = [_host_values(run.outputs[spec["name"]], spec["dtype"]) for spec in plan["outputs"]]
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    @property
    def stats(self) -> Any:
        """The emulator's statistics of the last call (instructions, mma, bank conflicts, memory)."""
        if self.last_run is None:
            raise TircError(f"@{self.name} has not run yet", hint="call the kernel on numpy arrays first")
        return self.last_run.stats

    def _options(self) -> CompileOptions:
        return CompileOptions(target=self.target, emit="ptx", manifest=True, remarks="off",
                              allow_tf32=self.allow_tf32, schedule=self._schedule_path)

    def _torch_plan(self) -> CompiledPlan:
        """The kernel's launch plan for torch tensors, made once."""
        from tirc.torch.kernels import compile_plan
        if self._plan is None:
            self._plan = compile_plan(self._mlir_path, self._options(), self.name)
        return self._plan

    def _call_torch(self, tensors: list[Any]) -> Any:
        plan = self._torch_plan()
        names = [spec["name"] for spec in plan.plan["inputs"]]
        outputs = plan.run(tensors, names)
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def save_plan(self, folder: str | Path, chips: Iterable[str]) -> list[Path]:
        """Write the kernel's launch plan with a cubin for each of ``chips`` (tirc targets: sm_90a,
        sm_80 ...), to run on torch tensors where MLIR is not installed:
        ``tirc.torch.kernels.CompiledPlan.load(folder).run([a, b], ["A", "B"])``. Returns the paths."""
        return self._torch_plan().save(folder, chips)

    def to_torch_op(self, name: str) -> Any:
        """Register the kernel as the torch custom op ``name`` ("namespace::op"): CUDA tensors run
        on the GPU, CPU tensors in the emulator (see ``tirc.torch.op``)."""
        from tirc.torch.op import op
        return op(name, self._mlir_path, function=self.name, target=self.target, allow_tf32=self.allow_tf32,
                  schedule=self._schedule_path)


def _cubin(result: CompileResult) -> bytes:
    assert result.link is not None, "a compile with --report links the PTX"
    return result.link.cubin
