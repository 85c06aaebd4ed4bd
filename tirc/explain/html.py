"""The HTML rendering of an explanation: one self-contained page (inline CSS, inline SVG, a little
vanilla JS that collapses the parts), nothing fetched from the network. It only draws Sections
(tirc.explain.model), so the page and ``--text`` say the same facts."""

from __future__ import annotations

import re
from html import escape

from tirc.explain.model import Detail, Figure, Section

PAGE_CSS = """
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1b1b1b; background: #fafafa; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
.meta { color: #555; margin-bottom: 1em; }
nav.kernels a { margin-right: 1em; }
section.kernel { border-top: 3px solid #446; margin-top: 1.5em; padding-top: 0.5em; }
section.part { background: #fff; border: 1px solid #ccd; border-radius: 6px; margin: 0.8em 0; }
section.part > header { display: flex; align-items: baseline; gap: 0.8em; padding: 0.4em 0.8em; }
section.part > header h3 { margin: 0; font-size: 1.1em; }
section.part > header .summary { color: #444; }
button.toggle { font: inherit; cursor: pointer; border: 1px solid #99a; border-radius: 4px;
  background: #eef; min-width: 2em; }
div.body { padding: 0 0.8em 0.8em 0.8em; }
p.note { color: #8a4b00; font-style: italic; margin: 0.3em 0; }
p.unavailable { color: #666; font-style: italic; }
table.facts { border-collapse: collapse; margin: 0.4em 0; }
table.facts td { border-bottom: 1px solid #e3e3ea; padding: 0.15em 0.8em 0.15em 0; vertical-align: top; }
table.facts td.name { color: #444; white-space: nowrap; }
figure { margin: 0.8em 0; overflow-x: auto; }
figcaption { color: #444; font-size: 0.9em; }
figcaption .title { font-weight: 600; color: #1b1b1b; }
details { margin: 0.3em 0; }
details > summary { cursor: pointer; }
details .detail-summary { color: #555; margin-left: 0.6em; }
pre { background: #f4f4f8; padding: 0.5em; overflow-x: auto; font-size: 0.85em; max-height: 40em; }
pre .add { color: #0a6b0a; } pre .del { color: #a11; } pre .hunk { color: #356; }
"""

# Each toggle button shows/hides the body of its part; the state lives in aria-expanded and the
# body's hidden attribute, so a screen reader and the tests see the same thing.
PAGE_JS = """
document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('button.toggle').forEach(function (button) {
    button.addEventListener('click', function () {
      var body = document.getElementById(button.getAttribute('aria-controls'));
      var open = button.getAttribute('aria-expanded') === 'true';
      button.setAttribute('aria-expanded', open ? 'false' : 'true');
      button.textContent = open ? '+' : '\\u2212';
      if (body) { body.hidden = open; }
    });
  });
});
"""


def anchor_id(name: str) -> str:
    """An element id from a kernel name: letters, digits, ``-`` and ``_`` only."""
    cleaned = re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-")
    return cleaned or "kernel"


def _data_attributes(section: Section) -> str:
    """Every scalar of ``section.data`` as ``data-<key>`` (``_`` written ``-``), for the tests that
    read facts from the DOM."""
    parts = []
    for key, value in section.data.items():
        if isinstance(value, bool):
            value = "true" if value else "false"
        elif not isinstance(value, int | float | str):
            continue
        name = re.sub(r"[^a-z0-9-]", "-", key.lower().replace("_", "-"))
        parts.append(f' data-{name}="{escape(str(value), quote=True)}"')
    return "".join(parts)


def render_facts(facts: tuple[tuple[str, str], ...]) -> str:
    if not facts:
        return ""
    rows = "".join(f'<tr><td class="name">{escape(name)}</td><td class="value">{escape(value)}</td></tr>'
                   for name, value in facts)
    return f'<table class="facts">{rows}</table>'


def render_figure(figure: Figure) -> str:
    caption = f'<span class="title">{escape(figure.title)}</span>'
    if figure.caption:
        caption += f" \u2014 {escape(figure.caption)}"
    # The SVG is markup already (tirc.explain.svg escapes its text and attributes).
    return f'<figure>{figure.svg}<figcaption>{caption}</figcaption></figure>'


def _diff_lines(text: str) -> str:
    out = []
    for line in text.splitlines():
        if line.startswith(("+++", "---")):
            cls = "hunk"
        elif line.startswith("+"):
            cls = "add"
        elif line.startswith("-"):
            cls = "del"
        elif line.startswith("@@"):
            cls = "hunk"
        else:
            out.append(escape(line))
            continue
        out.append(f'<span class="{cls}">{escape(line)}</span>')
    return "\n".join(out)


def render_detail(detail: Detail) -> str:
    summary = escape(detail.title)
    if detail.summary:
        summary += f'<span class="detail-summary">{escape(detail.summary)}</span>'
    body = ""
    if detail.text:
        inner = _diff_lines(detail.text) if detail.kind == "diff" else escape(detail.text)
        body = f'<pre class="{escape(detail.kind, quote=True)}">{inner}</pre>'
    return f"<details><summary>{summary}</summary>{body}</details>"


def render_section(section: Section, anchor: str, *, element_id: str | None = None) -> str:
    """One part of the page: ``<section class="part">`` with a header (title, summary, a toggle
    button) and a collapsible body. ``anchor`` is the part's unique name (``<kernel>-<section id>``);
    it is the element id unless ``element_id`` is given (then ``anchor`` goes to ``data-anchor``)."""
    ident = element_id or anchor
    body_id = f"{anchor}-body"
    anchor_attr = f' data-anchor="{escape(anchor, quote=True)}"' if element_id else ""
    header = (f'<header><button class="toggle" type="button" aria-expanded="true" '
              f'aria-controls="{escape(body_id, quote=True)}" title="collapse or expand">\u2212</button>'
              f"<h3>{escape(section.title)}</h3>"
              f'<span class="summary">{escape(section.summary)}</span></header>')
    body = []
    if section.note:
        body.append(f'<p class="note">{escape(section.note)}</p>')
    if section.unavailable:
        body.append(f'<p class="unavailable">{escape(section.unavailable)}</p>')
    body.append(render_facts(section.facts))
    body.extend(render_figure(figure) for figure in section.figures)
    body.extend(render_detail(detail) for detail in section.details)
    return (f'<section class="part" id="{escape(ident, quote=True)}"{anchor_attr} '
            f'data-section="{escape(section.id, quote=True)}"{_data_attributes(section)}>'
            f'{header}<div class="body" id="{escape(body_id, quote=True)}">{"".join(body)}</div></section>')


def render_page(title: str, body: str) -> str:
    """A complete HTML document around ``body`` (markup), with the page's CSS and JS inline."""
    return ("<!DOCTYPE html>\n"
            '<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(title)}</title><style>{PAGE_CSS}</style></head>"
            f"<body>{body}<script>{PAGE_JS}</script></body></html>\n")
