"""tir-strip-timings: drop compile-time measurements from ``gpu.object`` properties.

``gpu-module-to-binary`` records how long LLVM took (``LLVMIRToISATimeInMs`` ...) in each object;
those numbers change run to run and would make tirc's output differ for the same input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mlir import ir

from tirc.pipeline.registry import ModulePass
from tirc.target import Target

_TIMING_ENTRY = re.compile(r"\b\w+TimeInMs = \d+ : i64,?\s*")


@dataclass(frozen=True)
class StripTimingsPass(ModulePass):
    """Deletes the ``...TimeInMs`` entries from the properties of every ``gpu.binary``'s objects;
    the code in the objects is unchanged."""

    name = "tir-strip-timings"
    summary = "Remove run-dependent compile timings from gpu.binary objects (byte-identical output)"

    def run(self, module: ir.Module, target: Target) -> None:
        for op in module.body.operations:
            op = op.operation
            if op.name != "gpu.binary":
                continue
            text = str(op.attributes["objects"])
            cleaned = _TIMING_ENTRY.sub("", text).replace(", }", "}").replace("{, ", "{")
            if cleaned != text:
                op.attributes["objects"] = ir.Attribute.parse(cleaned)
