"""tirc from PyTorch: compile a module (:func:`compile`), register a kernel as a custom op (:func:`op`).

CPU tensors run in tirc's PTX emulator (exact, slow); CUDA tensors on the GPU. Needs torch and
torch-mlir.
"""

from __future__ import annotations

from tirc.torch.compile import CompiledModule, compile
from tirc.torch.op import op

__all__ = ["CompiledModule", "compile", "op"]
