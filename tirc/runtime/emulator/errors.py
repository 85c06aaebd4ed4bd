"""Exception types raised by the PTX emulator."""

from __future__ import annotations


class EmulatorError(Exception):
    """A PTX program could not be parsed or faulted while executing."""


class UnsupportedInstruction(EmulatorError):
    """The PTX uses an instruction or modifier combination the emulator does not implement.

    Raised instead of guessing, so an emulated result is never silently wrong.
    """


class DeviceAssertion(EmulatorError):
    """A thread reached CUDA's device assert (`__assertfail`) or a `trap`: the program's own check failed."""


def at_line(line: int, text: str) -> str:
    """How messages name a PTX instruction: "line 12 `ld.shared.u32 %r1, [%r2];`" (whitespace collapsed)."""
    return f"line {line} `{' '.join(text.split())}`"
