"""What ``Schedule.build`` returns: the compiled definition, runnable in the emulator and on a GPU.

A build is ``tirc compile`` of two files, the definition's MLIR (``NAME.mlir``, every op located
at its Python line) and the schedule (``NAME.schedule.yaml``), in an isolated child as the CLI
compiles (tirc.isolation). The kernel keeps both as text: ``save`` writes them with the outputs,
and the same two files given to ``tirc compile NAME.mlir --schedule NAME.schedule.yaml`` give
byte-identical PTX.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from tirc.arguments import checked
from tirc.diagnostics import TircError
from tirc.driver import IR_STAGES, CompileOptions, CompileResult, compile_input
from tirc.dtypes import storage_dtype
from tirc.files import OutputFile, file_stem, manifest_path, naming_weights_file, output_folder, write_outputs
from tirc.isolation import run_isolated
from tirc.tensorir.compute import Definition, TensorIRError

if TYPE_CHECKING:
    from tirc.torch.kernels import CompiledPlan   # imports torch: only where a torch tensor is passed

STAGES = (*IR_STAGES, "ptx")


@contextmanager
def _sources(name: str, mlir_text: str, schedule_text: str) -> Iterator[tuple[Path, Path]]:
    """NAME.mlir and NAME.schedule.yaml in a private folder for the ``with`` block: compiles read
    files, and the folder is removed whatever happens inside (an error, a crash of the compiling
    child, KeyboardInterrupt)."""
    with tempfile.TemporaryDirectory(prefix="tirc-tensorir-") as folder:
        stem = file_stem(name, ".schedule.yaml")
        mlir = Path(folder) / f"{stem}.mlir"
        schedule = Path(folder) / f"{stem}.schedule.yaml"
        mlir.write_text(mlir_text)
        schedule.write_text(schedule_text)
        yield mlir, schedule


def _stage_text(path: str, options: CompileOptions) -> str:
    return compile_input(path, options).payload.decode()


def stage_text(name: str, mlir_text: str, schedule_text: str, chip: str, stage: str, allow_tf32: bool) -> str:
    """The IR after ``stage`` (or the PTX) of the definition ``mlir_text`` compiled with the
    schedule, compiled in an isolated child (tirc.isolation): a crash inside MLIR is a TircError."""
    if stage not in STAGES:
        raise TircError(f"unknown stage '{stage}'", hint=f"stages: {', '.join(STAGES)}")
    with _sources(name, mlir_text, schedule_text) as (mlir, schedule):
        return run_isolated(_stage_text, str(mlir), CompileOptions(target=chip, emit=stage, remarks="off",
                                                                   allow_tf32=allow_tf32, schedule=str(schedule)))


def compile_stage(definition: Definition, schedule_text: str, chip: str, stage: str, allow_tf32: bool) -> str:
    """The definition's IR after ``stage`` (or its PTX), compiled with the schedule."""
    return stage_text(definition.name, definition.to_mlir(), schedule_text, chip, stage, allow_tf32)


@dataclass(frozen=True)
class _Built:
    """What a build's child sends back: no MLIR objects."""

    ptx: str
    cubin: bytes
    manifest: dict[str, Any]
    report: str
    compiled: Any                # tirc.runtime.execute.CompiledForRun


def _build(path: str, options: CompileOptions) -> _Built:
    from tirc.runtime.execute import compiled_for_run
    result = compile_input(path, options)
    return _Built(result.payload.decode(), _cubin(result), result.manifest or {}, result.report or "",
                  compiled_for_run(result))


def _host_array(name: str, index: int, value: Any) -> np.ndarray:
    """Argument ``index`` of a call as a numpy array; what numpy cannot make one of (ragged lists,
    objects) is the caller's error, named."""
    try:
        return np.asarray(value)
    except (ValueError, TypeError) as error:
        raise TircError(f"@{name}: argument {index} is no array ({error})",
                        hint="pass numpy arrays (or torch tensors)") from None


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
    _compiled: Any = field(repr=False)   # tirc.runtime.execute.CompiledForRun: what emulated calls run
    last_run: Any = None         # the last emulated call: tirc.runtime.execute.FunctionRun
    _plan: Any = field(default=None, repr=False)   # tirc.torch.kernels.CompiledPlan, made on a torch call

    @classmethod
    def compile(cls, definition: Definition, schedule_text: str, chip: str, allow_tf32: bool) -> Kernel:
        """Build in an isolated child (tirc.isolation): the definition's MLIR is made here, with a
        context without threads (safe to fork), and compiled there, so that a crash inside MLIR or
        LLVM is a TircError and this process goes on. The kernel keeps its sources as text: it
        owns no folder (each compile that reads files writes them to one removed after it)."""
        mlir_text = definition.to_mlir()
        with _sources(definition.name, mlir_text, schedule_text) as (mlir, schedule):
            built = run_isolated(_build, str(mlir), CompileOptions(target=chip, emit="ptx", manifest=True, report=True,
                                                                   remarks="off", allow_tf32=allow_tf32,
                                                                   schedule=str(schedule)))
        return cls(definition.name, chip, built.ptx, built.cubin, built.manifest, mlir_text, schedule_text, allow_tf32,
                   built.report, built.compiled)

    def report(self) -> str:
        """Registers, spills, shared memory, launch shape and schedule per kernel (``--report``)."""
        return self._report

    @checked(TensorIRError)
    def ir(self, stage: str) -> str:
        """The IR after ``stage`` (linalg, tensorir, gpu, nvvm) or the PTX, as ``--emit=STAGE``."""
        return stage_text(self.name, self.mlir, self.schedule, self.target, stage, self.allow_tf32)

    @checked(TensorIRError)
    def explain(self, path: str | Path, target: str | None = None, **options: Any) -> Path:
        """Write ``tirc explain``'s page of this kernel to ``path`` (compiled from its sources as
        ``tirc explain NAME.mlir --schedule NAME.schedule.yaml`` would). ``options``: those of
        ``tirc.explain.explain.explain`` (kernel, measurements, triton_figures, emulate ...)."""
        from dataclasses import replace as replaced

        from tirc.explain.explain import explain, write_html
        compile_options = CompileOptions(remarks="off", allow_tf32=self.allow_tf32)
        with _sources(self.name, self.mlir, self.schedule) as (mlir, schedule):
            explanation = explain(str(mlir), target or self.target,
                                  options=replaced(compile_options, schedule=str(schedule)), **options)
        return write_html(replaced(explanation, source=f"@{self.name} (tirc.tensorir)"), path)

    @checked(TensorIRError)
    def save(self, folder: str | Path) -> list[Path]:
        """Write what ``tirc compile NAME.mlir --schedule NAME.schedule.yaml -o NAME.ptx --manifest``
        reads and writes (and NAME.cubin): returns the paths."""
        out = output_folder(folder, f"kernel @{self.name}")
        stem = file_stem(self.name, ".schedule.yaml")
        ptx = out / f"{stem}.ptx"
        files = {out / f"{stem}.mlir": self.mlir.encode(), out / f"{stem}.schedule.yaml": self.schedule.encode(),
                 ptx: self.ptx.encode(), out / f"{stem}.cubin": self.cubin,
                 Path(manifest_path(str(ptx))): (json.dumps(naming_weights_file(self.manifest, str(ptx)), indent=2)
                                                 + "\n").encode()}
        write_outputs([OutputFile(str(path), data, f"kernel @{self.name}'s file") for path, data in files.items()])
        return list(files)

    @checked(TensorIRError)
    def __call__(self, *arguments: Any, check: bool = True) -> Any:
        """Run on numpy arrays in the emulator (race and uninitialised-read checks on; ``check``:
        compare with the float64 reference of the definition, a mismatch raises), or on torch CUDA
        tensors on the GPU. One result, or a tuple of them."""
        if arguments and type(arguments[0]).__module__.startswith("torch"):
            return self._call_torch(list(arguments))
        from tirc.runtime.execute import emulate_compiled
        (run,) = emulate_compiled(self._compiled, f"{self.name}.mlir", inputs=[_host_array(self.name, index, a)
                                                                       for index, a in enumerate(arguments)],
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

    def _torch_plan(self) -> CompiledPlan:
        """The kernel's launch plan for torch tensors, made once."""
        from tirc.torch.kernels import compile_plan
        if self._plan is None:
            with _sources(self.name, self.mlir, self.schedule) as (mlir, schedule):
                self._plan = compile_plan(str(mlir), CompileOptions(target=self.target, emit="ptx", manifest=True,
                                                                    remarks="off", allow_tf32=self.allow_tf32,
                                                                    schedule=str(schedule)), self.name)
        return self._plan

    def _call_torch(self, tensors: list[Any]) -> Any:
        plan = self._torch_plan()
        names = [spec["name"] for spec in plan.plan["inputs"]]
        outputs = plan.run(tensors, names)
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    @checked(TensorIRError)
    def save_plan(self, folder: str | Path, chips: Iterable[str]) -> list[Path]:
        """Write the kernel's launch plan with a cubin for each of ``chips`` (tirc targets: sm_90a,
        sm_80 ...), to run on torch tensors where MLIR is not installed:
        ``tirc.torch.kernels.CompiledPlan.load(folder).run([a, b], ["A", "B"])``. Returns the paths."""
        return self._torch_plan().save(folder, chips)

    @checked(TensorIRError)
    def to_torch_op(self, name: str) -> Any:
        """Register the kernel as the torch custom op ``name`` ("namespace::op"): CUDA tensors run
        on the GPU, CPU tensors in the emulator (see ``tirc.torch.op``)."""
        from tirc.torch.op import op
        with _sources(self.name, self.mlir, self.schedule) as (mlir, schedule):
            return op(name, mlir, function=self.name, target=self.target, allow_tf32=self.allow_tf32,
                      schedule=str(schedule))


def _cubin(result: CompileResult) -> bytes:
    assert result.link is not None, "a compile with --report links the PTX"
    return result.link.cubin
