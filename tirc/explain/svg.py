"""A small SVG writer: elements as strings, attributes escaped, nothing else. Pictures are drawn
in Python so the page needs no plotting stack and no display; each function returns markup that
can be nested. Keyword arguments become attributes, with ``_`` written as ``-`` (``data_lane=3`` is
``data-lane="3"``, ``class_="cell"`` is ``class="cell"``)."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

Number = int | float

# Lanes get 32 hues around the colour wheel, interleaved so that neighbouring lanes differ most.
_LANE_HUE_STEP = 11   # coprime with 32: lane i gets hue (i * 11 mod 32) / 32 of the wheel


def _value(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def attributes(attrs: dict[str, object]) -> str:
    """` name="value"` pairs, in the order given; None values are left out."""
    parts = []
    for name, value in attrs.items():
        if value is None:
            continue
        key = name.rstrip("_").replace("_", "-")
        parts.append(f' {key}="{escape(_value(value), quote=True)}"')
    return "".join(parts)


def markup(tag: str, children: Iterable[str], content: str | None, attrs: dict[str, object]) -> str:
    """``<tag attrs>children content</tag>`` (``<tag attrs/>`` when empty). ``content`` is escaped;
    ``children`` are markup already."""
    inner = "".join(children) + (escape(content) if content is not None else "")
    if not inner:
        return f"<{tag}{attributes(attrs)}/>"
    return f"<{tag}{attributes(attrs)}>{inner}</{tag}>"


def element(tag: str, children: Iterable[str] = (), content: str | None = None, **attrs: object) -> str:
    """Any element: ``markup`` with the attributes as keywords."""
    return markup(tag, children, content, attrs)


def _title(tooltip: str | None) -> list[str]:
    return [markup("title", (), tooltip, {})] if tooltip else []


def svg(width: Number, height: Number, children: Iterable[str], label: str, **attrs: object) -> str:
    """A standalone ``<svg>`` of the given size in user units, with an accessible label."""
    return markup("svg", [*_title(label), *children],
                  None, {"xmlns": "http://www.w3.org/2000/svg", "width": width, "height": height,
                         "viewBox": f"0 0 {_value(width)} {_value(height)}", "role": "img", "aria_label": label,
                         **attrs})


def rect(x: Number, y: Number, width: Number, height: Number, tooltip: str | None = None, **attrs: object) -> str:
    """A rectangle; ``tooltip`` becomes its ``<title>`` (shown on hover)."""
    return markup("rect", _title(tooltip), None, {"x": x, "y": y, "width": width, "height": height, **attrs})


def text(x: Number, y: Number, content: str, **attrs: object) -> str:
    return markup("text", (), content, {"x": x, "y": y, **attrs})


def line(x1: Number, y1: Number, x2: Number, y2: Number, **attrs: object) -> str:
    return markup("line", (), None, {"x1": x1, "y1": y1, "x2": x2, "y2": y2, **attrs})


def circle(cx: Number, cy: Number, r: Number, tooltip: str | None = None, **attrs: object) -> str:
    return markup("circle", _title(tooltip), None, {"cx": cx, "cy": cy, "r": r, **attrs})


def polyline(points: Iterable[tuple[Number, Number]], **attrs: object) -> str:
    return markup("polyline", (), None, {"points": " ".join(f"{_value(x)},{_value(y)}" for x, y in points), **attrs})


def group(children: Iterable[str], **attrs: object) -> str:
    return markup("g", children, None, attrs)


def lane_colour(lane: int) -> str:
    """The fill of lane 0..31 in every lane-coloured picture (an HSL colour)."""
    hue = (lane * _LANE_HUE_STEP % 32) * 360 / 32
    return f"hsl({hue:.0f},70%,72%)"
