"""Compile an input the way ``tirc compile --emit cubin --report`` does, with the IR after every
pass collected, and make one KernelView per kernel the launch plan launches."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from tirc.diagnostics import TircError
from tirc.explain.model import KernelView
from tirc.options import CompileOptions

if TYPE_CHECKING:
    from tirc.result import CompileResult

# The dump files the pipeline runner writes: NN-PASS.mlir, 00-input.mlir first (tirc.pipeline.runner).
INPUT_DUMP = "input"


def read_pass_dumps(folder: Path) -> tuple[tuple[str, str], ...]:
    """(pass name, module IR after it) from a ``--dump-dir`` folder, in pipeline order; the input
    module comes first, named ``input``."""
    dumps = []
    for path in sorted(folder.glob("*.mlir"), key=lambda p: int(p.name.split("-", 1)[0])):
        _number, _, name = path.stem.partition("-")
        dumps.append((name, path.read_text()))
    return tuple(dumps)


def compile_for_explain(source: str, options: CompileOptions
                        ) -> tuple[CompileResult, tuple[tuple[str, str], ...], CompileOptions]:
    """The CompileResult of ``source`` compiled to cubin with the report's facts, and the IR after
    every pass. A dump folder turns the compile cache off (CompileOptions.dumping), so the passes run."""
    from tirc.driver import compile_input
    compile_options = replace(options, emit="cubin", report=True, output=None, manifest=False)
    with tempfile.TemporaryDirectory(prefix="tirc-explain-") as folder:
        result = compile_input(source, replace(compile_options, dump_dir=folder))
        dumps = read_pass_dumps(Path(folder))
    return result, dumps, compile_options


def kernel_views(source: str, options: CompileOptions, *, kernel: str | None = None,
                 shapes: dict[str, int] | None = None, tuning_db: Path | None = None,
                 measurements: Path | None = None, triton_figures: Path | None = None,
                 emulate: bool = True) -> list[KernelView]:
    """One view per kernel with a launch in the plan (only ``kernel`` when given: an unknown name is
    an error that lists the kernels)."""
    from tirc.emit.ptx import kernel_bodies
    from tirc.emit.report import _launches, _sass, kernel_attention, kernel_estimates, kernel_problems

    result, dumps, compile_options = compile_for_explain(source, options)
    first_launches = _launches(result)
    names = sorted(first_launches)
    if kernel is not None:
        if kernel not in first_launches:
            listed = ", ".join(names) or "none"
            raise TircError(f"{source} has no kernel named '{kernel}'", hint=f"its kernels: {listed}")
        names = [kernel]
    if not names:
        raise TircError(f"{source} compiles to no kernel: nothing to explain",
                        hint="each result is an input, a view or copy of one, or a constant (see --manifest)")
    bodies = kernel_bodies("\n".join(module.text for module in result.ptx))
    tensor_core = set(kernel_problems(result)) | set(kernel_attention(result))
    sass, sass_error = _sass(result, bool(tensor_core))
    estimates = kernel_estimates(result)
    views = []
    for name in names:
        views.append(KernelView(
            name=name, source=source, target=result.target, result=result, ptx_body=bodies.get(name, ""),
            sass=sass.get(name) if name in tensor_core else None,
            sass_error=(sass_error or ("kernel not in the cubin" if name not in sass else None))
            if name in tensor_core else None,
            launch=first_launches.get(name), estimate=estimates.get(name), compile_options=compile_options,
            pass_dumps=dumps, shapes=dict(shapes or options.sizes), tuning_db=tuning_db,
            measurements=measurements, triton_figures=triton_figures, emulate=emulate))
    return views
