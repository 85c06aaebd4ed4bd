"""Transcendental and reciprocal approximations, computed in float64 and rounded once.

The hardware .approx results differ from the exact ones by a few ulp; the emulator returns
the correctly rounded value, which is within every documented error bound.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from ..syntax import Instruction
from ..core import Decoder, Run, handler, mods_set, type_of, unsupported
from .arith import float_run

_FUNCS: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "rcp": lambda x: 1.0 / x,
    "sqrt": np.sqrt,
    "rsqrt": lambda x: 1.0 / np.sqrt(x),
    "ex2": np.exp2,
    "lg2": np.log2,
    "sin": np.sin,
    "cos": np.cos,
    "tanh": np.tanh,
}


@handler("rcp", "sqrt", "rsqrt", "ex2", "lg2", "sin", "cos", "tanh")
def build_math(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    op = ins.mods[0]
    mods = mods_set(ins)
    if op in ("ex2", "lg2", "sin", "cos", "tanh", "rsqrt") and "approx" not in mods:
        raise unsupported(ins, ".approx is required")
    if t.name not in ("f32", "f64", "f16", "bf16", "f16x2", "bf16x2"):
        raise unsupported(ins)
    fn = _FUNCS[op]
    if t.name == "f32":
        inner = fn
        return float_run(dec, ins, t, 1, lambda x: inner(np.asarray(x, dtype=np.float64)), exact_wide=True)
    return float_run(dec, ins, t, 1, fn)
