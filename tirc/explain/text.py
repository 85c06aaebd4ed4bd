"""The text rendering of an explanation (``tirc explain --text``): the same Sections as the page,
with each figure's text (a character grid or a table) in place of its SVG."""

from __future__ import annotations

from tirc.explain.model import Section


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line if line else line for line in text.splitlines())


def render_facts_text(facts: tuple[tuple[str, str], ...]) -> str:
    if not facts:
        return ""
    width = max(len(name) for name, _ in facts)
    return "\n".join(f"  {name.ljust(width)}  {value}" for name, value in facts)


def render_section_text(section: Section, *, details: bool = True) -> str:
    """One section as text: the title and summary, the note, the unavailable reason, the facts, each
    figure's text and (with ``details``) each detail's text."""
    lines = [f"== {section.title} [{section.id}]: {section.summary}".rstrip(": ")]
    if section.note:
        lines.append(f"  ({section.note})")
    if section.unavailable:
        lines.append(f"  unavailable: {section.unavailable}")
    facts = render_facts_text(section.facts)
    if facts:
        lines.append(facts)
    for figure in section.figures:
        lines.append(f"  -- {figure.title}" + (f": {figure.caption}" if figure.caption else ""))
        lines.append(_indent(figure.text))
    for detail in section.details:
        lines.append(f"  -- {detail.title}" + (f" ({detail.summary})" if detail.summary else ""))
        if details and detail.text:
            lines.append(_indent(detail.text))
    return "\n".join(lines) + "\n"
