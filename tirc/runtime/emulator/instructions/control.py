"""Instructions that stop execution with an error."""

from __future__ import annotations

import numpy as np

from ..syntax import Instruction
from ..core import Decoder, Mask, Run, handler


@handler("trap", "brkpt")
def build_trap(dec: Decoder, ins: Instruction) -> Run:
    def run(m: Mask) -> None:
        tid = 0 if m is None else int(np.argmax(m))
        raise dec.fault(ins, tid, 0, f"{ins.mods[0]} executed")
    return run
