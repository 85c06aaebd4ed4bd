"""What an explanation is made of: per kernel, seven sections, each a table of facts, pictures and
collapsible details. Section builders (one module per section) return these; the HTML and text
renderers only draw them, so both show the same facts."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tirc.emit.sass import SassKernel
    from tirc.plan import Launch
    from tirc.result import CompileResult
    from tirc.target import Target

# The sections of a kernel's part, in page order; each is the element id of its part of the page
# (prefixed by the kernel's anchor when a page has several kernels: ``<kernel>-<id>``).
SECTION_IDS: tuple[str, ...] = ("schedule", "layouts", "banks", "pipeline", "roofline", "sass", "ir")


@dataclass(frozen=True)
class Figure:
    """One picture: an ``<svg>`` element (tirc.explain.svg) and the same facts as text (a character
    grid or a table), which ``--text`` prints in its place."""
    title: str
    svg: str
    text: str
    caption: str = ""


@dataclass(frozen=True)
class Detail:
    """A collapsible block, closed by default: preformatted text (an IR dump, a diff, a SASS listing)."""
    title: str
    text: str
    kind: str = "text"      # "text" or "diff" (lines starting with + and - are coloured)
    summary: str = ""       # a short line shown beside the title while closed


@dataclass(frozen=True)
class Section:
    """One section of a kernel's part of the page.

    ``facts`` are (name, value) rows, printed as a table in both renderings. ``data`` holds the same
    facts as JSON values, for ``--json``-style consumers and tests (never drawn)."""
    id: str                                  # one of SECTION_IDS
    title: str
    summary: str                             # one line
    facts: tuple[tuple[str, str], ...] = ()
    figures: tuple[Figure, ...] = ()
    details: tuple[Detail, ...] = ()
    note: str = ""                           # e.g. "modelled, not measured"; shown under the title
    unavailable: str = ""                    # why the section has nothing for this kernel (shown instead)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class KernelView:
    """What every section builder gets for one kernel of a compiled input."""
    name: str                                # the kernel's PTX entry name
    source: str                              # the input path as given
    target: Target
    result: CompileResult                    # compiled to cubin with report=True (link, manifest, ptx)
    ptx_body: str                            # this kernel's PTX body (tirc.emit.ptx.kernel_bodies)
    sass: SassKernel | None                  # None: not a Tensor Core kernel, or nvdisasm failed
    sass_error: str | None
    launch: Launch | None                    # its first launch in the plan
    estimate: dict[str, Any] | None          # tirc.emit.report.kernel_estimates(result)[name], if any
    compile_options: Any                     # the tirc.options.CompileOptions it was compiled with
    pass_dumps: tuple[tuple[str, str], ...]  # (pass name, module IR after it), in pipeline order
    shapes: dict[str, int] = field(default_factory=dict)  # dynamic sizes given with --shape
    tuning_db: Path | None = None            # measured/model points for the roofline
    measurements: Path | None = None         # a `tirc bench --json` document, for the roofline
    triton_figures: Path | None = None       # a `bench/compare_triton.py --json` document, for sass
    emulate: bool = True                     # False: skip the emulator run (banks section says so)


@dataclass(frozen=True)
class KernelPart:
    """A kernel's part of the page."""
    view: KernelView
    sections: tuple[Section, ...]


@dataclass(frozen=True)
class Explanation:
    """The whole page: every explained kernel of one input."""
    source: str
    target: str
    tirc_version: str
    parts: tuple[KernelPart, ...]
