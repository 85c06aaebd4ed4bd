"""tirc from PyTorch: compile a module (:func:`compile`), run kernels from torch tensors.

CPU tensors run in tirc's PTX emulator (exact, slow); CUDA tensors on the GPU. Needs torch and
torch-mlir.
"""

from __future__ import annotations

from tirc.torch.compile import CompiledModule, compile

__all__ = ["CompiledModule", "compile"]
