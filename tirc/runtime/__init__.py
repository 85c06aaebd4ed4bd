"""Running compiled kernels: the launch-plan executor and the PTX emulator, checked against the
float64 reference (:mod:`tirc.reference`)."""

from __future__ import annotations

from typing import Any


def emulate(path: str, **options: Any) -> Any:
    """Compile ``path`` and run it in the PTX emulator against a float64 reference.

    See :func:`tirc.runtime.execute.emulate` for the options; returns one FunctionRun per function.
    """
    from tirc.runtime.execute import emulate as run

    return run(path, **options)
