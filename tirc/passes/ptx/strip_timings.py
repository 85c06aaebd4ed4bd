"""tir-strip-timings: drop compile-time measurements from ``gpu.object`` properties.

``gpu-module-to-binary`` records how long LLVM took (``LLVMIRToISATimeInMs`` ...) in each object;
those numbers change run to run and would make tirc's output differ for the same input.
"""

from __future__ import annotations

import re

from mlir import ir

from tirc.pipeline.registry import TircPass

_TIMING_ENTRY = re.compile(r"\b\w+TimeInMs = \d+ : i64,?\s*")


class StripTimingsPass(TircPass):
    name = "tir-strip-timings"
    summary = "Remove run-dependent compile timings from gpu.binary objects (byte-identical output)"

    def run(self, module: ir.Module) -> None:
        for op in module.body.operations:
            op = op.operation
            if op.name != "gpu.binary":
                continue
            text = str(op.attributes["objects"])
            cleaned = _TIMING_ENTRY.sub("", text).replace(", }", "}").replace("{, ", "{")
            if cleaned != text:
                op.attributes["objects"] = ir.Attribute.parse(cleaned)
