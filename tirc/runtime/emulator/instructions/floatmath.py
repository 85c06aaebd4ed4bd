"""Square roots, reciprocals and transcendentals, computed in float64 and rounded once.

.rn/.rz/.rm/.rp forms of f32 sqrt and rcp are IEEE operations and come out exact: a square
root or reciprocal of a 24-bit significand is never within float64's rounding error of an
f32 rounding boundary without being on it.  The .approx forms differ on hardware from the
exact value by the few ulp the ISA allows; the emulator returns the correctly rounded value.
"""

from __future__ import annotations

from collections.abc import Callable

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
    if t.name == "f64" and mods & {"rz", "rm", "rp"}:
        raise unsupported(ins, "directed rounding of an f64 square root or reciprocal")
    return float_run(dec, ins, t, 1, _FUNCS[op])
