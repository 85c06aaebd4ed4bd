"""User-facing errors, warnings and remarks.

Every error a user can cause is a :class:`TircError`: one message that names the place (file:line:col
or a YAML key), says what is wrong and, where we know it, how to fix it. The CLI renders it as a
single ``error:`` line (plus the offending source line for IR errors) and exits with status 1.
"""

from __future__ import annotations

import difflib
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TextIO

EXIT_USER_ERROR = 1  # command-line usage errors exit with 2, as click does


@dataclass
class SourceLocation:
    file: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        text = self.file
        if self.line is not None:
            text += f":{self.line}"
            if self.column is not None:
                text += f":{self.column}"
        return text


@dataclass
class TircError(Exception):
    """An error in the user's input, options or environment (never a tirc bug)."""

    message: str
    location: SourceLocation | None = None
    hint: str | None = None
    source_line: str | None = None
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def render(self) -> str:
        where = f"{self.location}: " if self.location else ""
        lines = [f"error: {where}{self.message}"]
        if self.source_line is not None:
            lines.append(f"  {self.source_line.rstrip()}")
            column = self.location.column if self.location else None
            if column:
                lines.append("  " + " " * (column - 1) + "^")
        lines.extend(f"note: {note}" for note in self.notes)
        if self.hint:
            lines.append(f"hint: {self.hint}")
        return "\n".join(lines)


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """A ``did you mean 'x'?`` suffix for the closest candidate, or None."""
    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


def source_line_of(path: str, line: int | None) -> str | None:
    if line is None:
        return None
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            for number, text in enumerate(handle, start=1):
                if number == line:
                    return text
    except OSError:
        return None
    return None


def warn(message: str, stream: TextIO | None = None) -> None:
    print(f"warning: {message}", file=stream or sys.stderr)


@dataclass
class Remark:
    name: str        # what the remark is about: a function or kernel name
    message: str
    location: str | None = None   # FILE:LINE:COL of the op it is about (an op spec's: its YAML key)
    fields: dict[str, object] = field(default_factory=dict)
    missed: bool = True  # an optimisation that did not happen (printed); False: one that did (json only)

    def render(self) -> str:
        where = f"{self.location}: " if self.location else ""
        return f"remark: {where}{self.name}: {self.message}"


class RemarkSink:
    """Where compiler remarks go: printed as they happen (on), collected for JSON, or dropped.

    Remarks explain decisions a user may want to change (e.g. why a contraction is not on Tensor
    Cores and what would fix it). ``on`` prints missed optimisations; ``json`` collects every
    remark, including the ones that did happen, for tools. The driver sets the mode.
    """

    MODES = ("off", "on", "json")

    def __init__(self) -> None:
        self.mode = "on"
        self.collected: list[Remark] = []
        self.stream: TextIO | None = None
        # The input's name, for remark locations: MLIR parsed from a file's text calls it "-".
        self.input_file = "-"

    def configure(self, mode: str, stream: TextIO | None = None, input_file: str = "-") -> None:
        if mode not in self.MODES:
            raise TircError(f"unknown remarks mode '{mode}'", hint="use off, on or json")
        self.mode = mode
        self.stream = stream
        self.input_file = input_file
        self.collected = []

    def emit(self, remark: Remark) -> None:
        if self.mode == "off":
            return
        self.collected.append(remark)
        if self.mode == "on" and remark.missed:
            print(remark.render(), file=self.stream or sys.stderr)


REMARKS = RemarkSink()
