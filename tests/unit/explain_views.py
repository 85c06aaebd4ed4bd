"""A KernelView for the layouts and banks tests, compiled the way ``tirc compile --emit ptx
--manifest`` does (these sections read the PTX, the compile options and the sizes only)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tirc.driver import CompileOptions, compile_input
from tirc.emit.ptx import combine_ptx, kernel_bodies
from tirc.explain.model import KernelView
from tirc.target import get_target


def kernel_views(path: str, target: str = "sm_80", shapes: dict[str, int] | None = None,
                 **options: Any) -> dict[str, KernelView]:
    """Kernel name -> its view, for every kernel of ``path``."""
    compile_options = CompileOptions(target=target, emit="ptx", manifest=True, remarks="off", **options)
    result = compile_input(path, replace(compile_options, sizes=dict(shapes or {})) if shapes else compile_options)
    bodies = kernel_bodies(combine_ptx(result.ptx))
    return {name: KernelView(name=name, source=path, target=get_target(target), result=result, ptx_body=body,
                             sass=None, sass_error=None, launch=None, estimate=None, compile_options=compile_options,
                             pass_dumps=(), shapes=dict(shapes or {}))
            for name, body in bodies.items()}
