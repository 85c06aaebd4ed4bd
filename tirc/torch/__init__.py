"""tirc from PyTorch: compile a module (:func:`compile`), register a kernel as a custom op
(:func:`op`), or let ``torch.compile(model, backend="tirc")`` send the parts tirc supports to
tirc (:mod:`tirc.torch.backend`; importing this package registers the backend).

CPU tensors run in tirc's PTX emulator (exact, slow); CUDA tensors on the GPU. Needs torch and
torch-mlir.
"""

from __future__ import annotations

from tirc.torch.backend import register as _register_backend
from tirc.torch.compile import CompiledModule, compile
from tirc.torch.op import op

_register_backend()

__all__ = ["CompiledModule", "compile", "op"]
