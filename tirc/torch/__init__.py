"""tirc from PyTorch: compile a module (:func:`compile`), register a kernel as a custom op
(:func:`op`), or let ``torch.compile(model, backend="tirc")`` send the parts tirc supports to
tirc (:mod:`tirc.torch.backend`; importing this package registers the backend).

CPU tensors run in tirc's PTX emulator (exact, slow); CUDA tensors on the GPU. Compiling needs
torch-mlir and MLIR; a module saved with :meth:`CompiledModule.save` (its cubins compiled ahead for
the GPUs named) runs through :func:`load` with torch alone, on a GPU machine without them.
"""

from __future__ import annotations

from tirc.torch.backend import register as _register_backend
from tirc.torch.compile import CompiledModule, compile, load
from tirc.torch.op import op

_register_backend()

__all__ = ["CompiledModule", "compile", "load", "op"]
