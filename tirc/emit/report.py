"""The kernel report: nvJitLink's resource usage per kernel, plus static PTX instruction counts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tirc.emit.ptx import count_instructions

if TYPE_CHECKING:
    from tirc.driver import CompileResult

_COUNTED = ("mma.sync", "ldmatrix", "cp.async.cg", "cp.async.ca", "wgmma", "bar.sync")


def format_report(result: "CompileResult") -> str:
    assert result.link is not None
    ptx = "\n".join(m.text for m in result.ptx)
    counts = count_instructions(ptx, _COUNTED)
    header = (f"{'kernel':<32} {'regs':>5} {'spill st':>9} {'spill ld':>9} {'stack':>6} {'smem (B)':>9}")
    lines = [f"kernel report ({result.target.chip}, nvJitLink -verbose):", header, "-" * len(header)]
    for name, res in sorted(result.link.kernels.items()):
        lines.append(f"{name:<32} {res.registers:>5} {res.spill_stores:>9} {res.spill_loads:>9} "
                     f"{res.stack_frame:>6} {res.shared_memory:>9}")
    static = ", ".join(f"{prefix}: {count}" for prefix, count in counts.items())
    lines.append(f"static PTX instructions: {static}")
    return "\n".join(lines)
