"""What one fuzz case is: a command line, the files it runs against, and the state it runs in.

The groups' modules (``tests/fuzz/*_cases.py``) build these; ``tests/fuzz/cases.py`` draws them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# What a case's stdout is: a pipe the harness reads, /dev/full, closed (``>&-``), or a pipe whose
# reader has already gone (``| true``: every write fails with EPIPE).
STDOUT_STATES = ("pipe", "full", "closed", "broken")


@dataclass
class Case:
    number: int
    group: str                  # one of GROUPS' names
    mutation: str               # what was done, for the summary
    args: list[str]             # tirc's arguments (relative paths are inside the case folder); for
                                # program "python", the Python interpreter's arguments (a script in files)
    files: dict[str, bytes] = field(default_factory=dict)
    fifos: list[str] = field(default_factory=list)
    symlinks: dict[str, str] = field(default_factory=dict)   # link name -> target (in the folder)
    devices: list[str] = field(default_factory=list)         # null devices (a regular file where not allowed)
    watched: list[str] = field(default_factory=list)         # must be unchanged afterwards
    program: str = "tirc"       # tirc | python (the Python that runs the harness, with this checkout importable)
    stdout: str = "pipe"        # one of STDOUT_STATES
    environment: dict[str, str] = field(default_factory=dict)  # extra variables; "{folder}" is the case's folder
