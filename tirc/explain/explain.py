"""``explain(...)``: compile an input, build every section of every kernel, and render the result
as one HTML page or as text."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import replace
from html import escape
from pathlib import Path
from typing import Any

from tirc.explain.html import anchor_id, render_page, render_section
from tirc.explain.model import SECTION_IDS, Explanation, KernelPart, KernelView, Section
from tirc.explain.text import render_section_text
from tirc.options import CompileOptions

# Section id -> the module (tirc.explain.<name>) whose ``build(view) -> Section`` makes it.
SECTION_BUILDERS: dict[str, str] = {
    "schedule": "tirc.explain.schedule",
    "layouts": "tirc.explain.layouts",
    "banks": "tirc.explain.banks",
    "pipeline": "tirc.explain.pipeline",
    "roofline": "tirc.explain.roofline",
    "sass": "tirc.explain.sass",
    "ir": "tirc.explain.ir",
}
assert tuple(SECTION_BUILDERS) == SECTION_IDS, "one builder per section, in page order"


def section_builder(section_id: str) -> Callable[[KernelView], Section]:
    """The ``build`` function of a section's module (a missing module is an ImportError: a broken
    installation, never a section silently left out)."""
    module = importlib.import_module(SECTION_BUILDERS[section_id])
    build: Callable[[KernelView], Section] = module.build
    return build


def explain_views(views: list[KernelView]) -> tuple[KernelPart, ...]:
    parts = []
    for view in views:
        sections = tuple(section_builder(section_id)(view) for section_id in SECTION_IDS)
        for section_id, section in zip(SECTION_IDS, sections):
            assert section.id == section_id, f"{SECTION_BUILDERS[section_id]} built section '{section.id}'"
        parts.append(KernelPart(view, sections))
    return tuple(parts)


def explain(source: str, target: str | None = None, *, kernel: str | None = None,
            options: CompileOptions | None = None, shapes: dict[str, int] | None = None,
            tuning_db: Path | None = None, measurements: Path | None = None,
            triton_figures: Path | None = None, emulate: bool = True) -> Explanation:
    """Compile ``source`` (an op spec or .mlir) for ``target`` with ``options`` and explain every
    kernel it launches (or only ``kernel``)."""
    import tirc
    from tirc.explain.views import kernel_views
    options = options or CompileOptions()
    if target is not None:
        options = replace(options, target=target)
    if shapes:
        options = replace(options, sizes={**options.sizes, **shapes})
    if tuning_db is not None and options.tuning_db is None:
        options = replace(options, tuning_db=str(tuning_db))
    views = kernel_views(source, options, kernel=kernel, shapes=shapes, tuning_db=tuning_db,
                         measurements=measurements, triton_figures=triton_figures, emulate=emulate)
    return Explanation(source, views[0].target.chip, tirc.__version__, explain_views(views))


def _kernel_ids(explanation: Explanation) -> list[str]:
    """Each part's element id: the kernel name sanitised, made unique."""
    ids: list[str] = []
    for part in explanation.parts:
        base = anchor_id(part.view.name)
        ident, number = base, 2
        while ident in ids:
            ident, number = f"{base}-{number}", number + 1
        ids.append(ident)
    return ids


def render_html(explanation: Explanation) -> str:
    """The whole page. With exactly one kernel its parts also carry the bare section ids
    (``id="schedule"``), the prefixed ones going to ``data-anchor``."""
    ids = _kernel_ids(explanation)
    single = len(explanation.parts) == 1
    kernels = []
    for ident, part in zip(ids, explanation.parts):
        sections = "".join(render_section(section, f"{ident}-{section.id}",
                                          element_id=section.id if single else None)
                           for section in part.sections)
        kernels.append(f'<section class="kernel" id="{escape(ident, quote=True)}" '
                       f'data-kernel="{escape(part.view.name, quote=True)}">'
                       f"<h2>{escape(part.view.name)}</h2>{sections}</section>")
    nav = "".join(f'<a href="#{escape(ident, quote=True)}">{escape(part.view.name)}</a>'
                  for ident, part in zip(ids, explanation.parts))
    title = f"tirc explain: {Path(explanation.source).name} ({explanation.target})"
    header = (f"<h1>{escape(title)}</h1>"
              f'<p class="meta">{escape(explanation.source)} compiled for {escape(explanation.target)} '
              f"by tirc {escape(explanation.tirc_version)}; {len(explanation.parts)} "
              f"kernel{'s' if len(explanation.parts) != 1 else ''}</p>"
              f'<nav class="kernels">{nav}</nav>')
    return render_page(title, header + "".join(kernels))


def write_html(explanation: Explanation, path: str | Path) -> Path:
    """Write the page (atomically, never over the input) and return its path."""
    from tirc.files import write_atomically
    write_atomically(str(path), render_html(explanation).encode(), inputs=[explanation.source], role="output")
    return Path(path)


def format_text(explanation: Explanation, *, details: bool = False) -> str:
    """The same sections as text: figures as character grids and tables (``details``: also the
    collapsible blocks, IR and SASS listings)."""
    out = [f"tirc explain: {explanation.source} ({explanation.target}, tirc {explanation.tirc_version})\n"]
    for part in explanation.parts:
        out.append(f"\n#### kernel {part.view.name}\n")
        out.extend(render_section_text(section, details=details) for section in part.sections)
    return "".join(out)


def explanation_data(explanation: Explanation) -> dict[str, Any]:
    """Every section's ``data`` by kernel and section id (for scripts and tests)."""
    return {part.view.name: {section.id: section.data for section in part.sections} for part in explanation.parts}
