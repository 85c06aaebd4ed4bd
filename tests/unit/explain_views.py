"""KernelViews for the explain section tests: an input compiled as `tirc compile --emit cubin
--report` compiles it, one view per kernel (the page's own views are built the same way)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from tirc.driver import compile_input
from tirc.emit.ptx import kernel_bodies
from tirc.emit.report import _launches, kernel_estimates
from tirc.explain.model import KernelView
from tirc.options import CompileOptions
from tirc.target import TARGETS


def kernel_views(path: Path | str, target: str, **view_fields: Any) -> dict[str, KernelView]:
    """Kernel name -> its KernelView; ``view_fields`` (tuning_db, measurements, shapes) go to each."""
    options = CompileOptions(target=target, emit="cubin", manifest=True, report=True)
    schedule = view_fields.pop("schedule", None)
    if schedule is not None:
        options = replace(options, schedule=str(schedule))
    result = compile_input(str(path), options)
    bodies = kernel_bodies("\n".join(module.text for module in result.ptx))
    launches = _launches(result)
    with result.input.module.context:
        estimates = kernel_estimates(result)
    return {name: KernelView(name, str(path), TARGETS[target], result, body, None, None, launches.get(name),
                             (estimates.get(name) or {}).get("estimate"), options, (), **view_fields)
            for name, body in bodies.items()}
