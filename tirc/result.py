"""What a compile produced: below both the driver that makes it and the emitters that report on it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tirc.emit.cubin import LinkResult
from tirc.emit.ptx import PtxModule
from tirc.frontend.mlir import InputModule
from tirc.pipeline.runner import PassTiming
from tirc.pipeline.spec import PipelineSpec
from tirc.target import Target


@dataclass
class CompileResult:
    kind: str                        # what was produced (tirc.driver.EMIT_KINDS)
    payload: bytes                   # the bytes of the primary output
    input: InputModule
    pipeline: PipelineSpec
    target: Target
    timings: list[PassTiming]
    ptx: list[PtxModule] = field(default_factory=list)
    link: LinkResult | None = None
    manifest: dict[str, Any] | None = None
    report: str | None = None        # the kernel report (--report)
    weights: bytes = b""             # the side file of the manifest's weights (OUT.weights.bin)
