"""tir-strided-copies: host copies of strided views become kernels.

The launch plan copies whole buffers only (one ``cuMemcpy`` of contiguous bytes, see
``tirc/emit/manifest.py``). Bufferization leaves ``memref.copy`` ops whose source or target is a
strided view on the host — returning a slice (``return x[2:6, 1::2]``), or inserting into one —
and those cannot be one contiguous copy. This pass rewrites each host ``memref.copy`` that has an
operand without the identity layout into ``linalg.copy``, which the SIMT path maps to a kernel.
Copies of whole buffers stay plan copies. Run it after bufferization, at the end of the linalg
stage.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir
from mlir.dialects import linalg

from tirc.ir.walk import walk_ops
from tirc.mlir_support import is_identity_layout
from tirc.pipeline.registry import ModulePass
from tirc.target import Target


def _strided(value: ir.Value) -> bool:
    return isinstance(value.type, ir.MemRefType) and not is_identity_layout(ir.MemRefType(value.type))


@dataclass(frozen=True)
class StridedCopies(ModulePass):
    """Rewrites host ``memref.copy`` ops with a strided (non-identity layout) operand into ``linalg.copy``."""

    name: ClassVar[str] = "tir-strided-copies"
    summary: ClassVar[str] = ("Host memref.copy of strided views becomes linalg.copy (a kernel); "
                              "whole-buffer copies stay plan copies")

    def run(self, module: ir.Module, target: Target) -> None:
        copies = walk_ops(module.operation, lambda op: op.name == "memref.copy"
                          and any(_strided(v) for v in op.operands))
        for copy in copies:
            if copy.parent.name != "func.func":
                continue   # inside a kernel already
            with ir.InsertionPoint(copy), copy.location:
                linalg.copy(copy.operands[0], outs=[copy.operands[1]])
            copy.erase()
