"""The ``sass`` section: the SASS ptxas made of the kernel (nvdisasm of the linked cubin), its main
loop (the innermost loop around a Tensor Core instruction) as a listing, the loop's instruction mix as
a table and a bar chart, its m16n8k16-equivalents and instructions per equivalent, beside Triton's
figure for the same problem when a ``bench/compare_triton.py --shapes --json`` document has one."""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any

from tirc.diagnostics import TircError
from tirc.explain import svg
from tirc.explain.model import Detail, Figure, KernelView, Section

TITLE = "SASS"
NO_TRITON = "no Triton figure for this problem"
TRITON_JSON_VERSION = 1          # what bench/compare_triton.py --json writes
_MIX_SHOWN = 24                  # the chart shows the most frequent opcodes, the rest summed as "other"


@lru_cache(maxsize=4)
def _disassembly(cubin: bytes) -> str:
    from tirc.emit.sass import disassemble
    return disassemble(cubin)


def _listing_lines(text: str, name: str, start: int | None, end: int | None) -> list[str]:
    """The instruction lines of function ``name`` in nvdisasm's output (those from ``start`` to
    ``end``, addresses included, when given), with the labels inside them."""
    lines: list[str] = []
    pending: list[str] = []
    inside = False
    section = f".text.{name},"
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.split(maxsplit=1)[0:1] == [".section"]:   # not .sectioninfo and the like
            inside = section in stripped
            continue
        if not inside:
            continue
        if stripped.endswith(":") and not stripped.startswith("/*"):
            pending.append(stripped)
            continue
        if not stripped.startswith("/*") or ";" not in stripped:
            continue
        address = int(stripped[2:stripped.index("*/")], 16)
        if start is not None and end is not None and not start <= address <= end:
            pending = []
            continue
        lines.extend(pending)
        pending = []
        lines.append("  " + stripped[:stripped.index(";")].rstrip() + " ;")
    return lines


def mix_svg(mix: list[tuple[str, int]], label: str) -> str:
    """A horizontal bar per opcode, its length the count; Tensor Core opcodes drawn darker."""
    from tirc.emit.sass import is_mma
    top = max((count for _, count in mix), default=1)
    rows = []
    for index, (opcode, count) in enumerate(mix):
        y = 6 + index * 18
        width = round(count / top * 360, 1)
        rows.append(svg.group([
            svg.text(0, y + 12, opcode, font_size=11, font_family="monospace"),
            svg.rect(110, y, width, 14, tooltip=f"{opcode}: {count}", fill="#2c5d8f" if is_mma(opcode) else "#8fb1d9"),
            svg.text(114 + width, y + 12, str(count), font_size=11),
        ], class_="opcode", data_opcode=opcode, data_count=count))
    return svg.svg(520, 12 + len(mix) * 18, rows, label, class_="mix")


def _mix_rows(counts: Counter[str]) -> list[tuple[str, int]]:
    ranked = counts.most_common()
    shown = ranked[:_MIX_SHOWN]
    rest = sum(count for _, count in ranked[_MIX_SHOWN:])
    return shown + ([("other", rest)] if rest else [])


def _problem_key(view: KernelView) -> dict[str, Any] | None:
    """The kernel's GEMM as compare_triton.py's JSON names problems: sizes, elements, layouts."""
    from tirc.emit.report import kernel_sources
    tuning = kernel_sources(view.result).get(view.name)
    if tuning is None:
        return None
    workload = json.loads(tuning.workload)
    if workload.get("family") != "gemm" or workload.get("op") != "matmul":
        return None
    shape = workload["shape"]
    if not all(isinstance(shape[name], int) for name in "MNK"):
        return None
    return {"m": shape["M"], "n": shape["N"], "k": shape["K"], "dtypes": workload["dtypes"],
            "layout": workload["layout"], "chip": view.target.chip}


def triton_figure(view: KernelView) -> dict[str, Any] | None:
    """Triton's entry for this kernel's problem in ``view.triton_figures``, or None."""
    if view.triton_figures is None:
        return None
    try:
        document = json.loads(Path(view.triton_figures).read_text())
    except (OSError, ValueError) as error:
        raise TircError(f"cannot read the Triton figures {view.triton_figures}: {error}",
                        hint="write them with bench/compare_triton.py --shapes --json FILE") from None
    if not isinstance(document, dict) or document.get("version") != TRITON_JSON_VERSION:
        raise TircError(f"{view.triton_figures} is not a compare_triton.py --json document (version "
                        f"{TRITON_JSON_VERSION})", hint="write it with bench/compare_triton.py --shapes --json FILE")
    key = _problem_key(view)
    if key is None:
        return None
    for problem in document.get("problems", []):
        if all(problem.get(name) == value for name, value in key.items() if name != "chip") and \
                document.get("chip") == key["chip"]:
            triton = problem.get("triton")
            return triton if isinstance(triton, dict) else None
    return None


def build(view: KernelView) -> Section:
    from tirc.emit.sass import analyse_sass, is_mma, parse_sass, without_padding

    assert view.result.link is not None, "a KernelView is compiled to cubin"
    try:
        text = _disassembly(view.result.link.cubin)
    except TircError as error:
        return Section("sass", TITLE, "no SASS", unavailable=f"no SASS: {error.message}"
                       + (f" ({error.hint})" if error.hint else ""))
    function = parse_sass(text).get(view.name)
    kernel = analyse_sass(text, view.result.link.kernels).get(view.name)
    if function is None or kernel is None:
        return Section("sass", TITLE, "no SASS", unavailable=f"{view.name} is not in the cubin's disassembly")
    instructions = without_padding(function)
    loop = kernel.main_loop
    facts: list[tuple[str, str]] = [("SASS instructions", str(kernel.instructions)),
                                    ("Tensor Core instructions", str(kernel.mma))]
    data: dict[str, Any] = {"instructions": kernel.instructions, "mma": kernel.mma}
    if loop is not None:
        body = [i for i in function.instructions if loop.start <= i.address <= loop.end]
        facts += [("main loop", f"/*{loop.start:04x}*/ to /*{loop.end:04x}*/"),
                  ("main loop instructions", str(loop.instructions)),
                  ("main loop mma", str(loop.mma)),
                  ("mma-equivalents (m16n8k16 per warp)", f"{loop.equivalents:g}"),
                  ("instructions / mma", f"{loop.instructions_per_mma:.2f}"),
                  ("instructions / equivalent", f"{loop.instructions_per_equivalent:.2f}")]
        data.update(loop_instructions=loop.instructions, loop_mma=loop.mma, equivalents=loop.equivalents,
                    instructions_per_equivalent=round(loop.instructions_per_equivalent, 4))
        listing = _listing_lines(text, view.name, loop.start, loop.end)
        what = "main loop"
        summary = (f"main loop {loop.instructions} instructions, {loop.mma} mma = {loop.equivalents:g} equivalents: "
                   f"{loop.instructions_per_equivalent:.2f} instructions / equivalent")
    else:
        body = instructions
        # up to the trap loop: the NOPs after it only pad the section
        listing = _listing_lines(text, view.name, 0, instructions[-1].address if instructions else -1)
        what = "whole kernel"
        why = ("no Tensor Core instruction (no mma): the whole kernel's SASS" if kernel.mma == 0 else
               "its Tensor Core instructions are in no loop (the K loop is unrolled): the whole kernel's SASS")
        facts.append(("main loop", why))
        summary = f"{kernel.instructions} instructions, " + ("no mma" if kernel.mma == 0 else
                                                           f"{kernel.mma} mma outside any loop")
    if kernel.mma and loop is None:
        from tirc.emit.sass import mma_equivalents
        equivalents = sum(mma_equivalents(i) for i in function.instructions if is_mma(i.opcode))
        facts.append(("mma-equivalents (whole kernel)", f"{equivalents:g}"))
        facts.append(("instructions / equivalent (whole kernel)", f"{kernel.instructions / equivalents:.2f}"))
        data.update(equivalents=equivalents,
                    instructions_per_equivalent=round(kernel.instructions / equivalents, 4))
    triton = triton_figure(view)
    if triton is None:
        facts.append(("Triton", NO_TRITON))
    else:
        facts.append(("Triton's config", str(triton.get("config", "?"))))
        for name, label in (("instructions_per_mma", "Triton instructions / mma"),
                            ("instructions_per_equivalent", "Triton instructions / equivalent")):
            if name in triton:
                facts.append((label, f"{float(triton[name]):.2f}"))
        data["triton_instructions_per_mma"] = triton.get("instructions_per_mma")
    counts = Counter(i.opcode for i in body)
    mix = _mix_rows(counts)
    mix_text = "\n".join(f"{opcode:<12} {count:>6}" for opcode, count in mix)
    figure = Figure(f"instruction mix ({what})", mix_svg(mix, f"{view.name}: SASS instruction mix ({what})"),
                    mix_text, caption=f"opcode counts of the {what}; Tensor Core opcodes darker")
    details = (Detail(f"SASS listing ({what})", "\n".join(listing), summary=f"{len(body)} instructions"),)
    return Section("sass", TITLE, summary, tuple(facts), (figure,), details, data=data)
