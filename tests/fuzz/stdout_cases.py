"""Fuzz group ``stdout``: command lines that write to stdout (or fail first), with stdout full,
closed or a broken pipe.

Each case is a Python script that runs one tirc command line twice: with stdout a pipe (what the
command does), then in the drawn state, and checks the one rule of tirc/stdio.py against it:

- a command that printed something and succeeded: ``/dev/full`` or closed give exactly one line
  ``error: cannot write to stdout: ...`` and exit 1; a broken pipe kills it by SIGPIPE with
  nothing said about it;
- a command that printed nothing behaves as with a pipe (same exit status), whatever stdout is;
- a failing command still fails with its own exit status (its error may be the stdout one, when
  it printed before failing).

A broken rule is an AssertionError, which the harness counts as a traceback. Tracebacks, internal
errors and leaked temporary folders of tirc itself show in the script's stderr (it relays them).
"""

from __future__ import annotations

import random

from tests.fuzz.case import REPO, Case

_STATES = ("full", "closed", "broken")
_PIPELINES = ("simt", "gpu", "sm80", "sm90a", "nosuch")
_TARGETS = ("sm_80", "sm_90a", "sm_99")
_EMITS = ("ptx", "linalg", "gpu", "nvvm", "mlir")
_PASSES = ("canonicalize", "cse", "canonicalize,cse", "nosuch-pass", "gpu.module(")
_PTX_ARGS = "f32[64],i64=64,f32[64],i64=64,out:f32[64],i64=64"


def _command(rng: random.Random) -> list[str]:
    """One command line: the informational commands, compiles to stdout or to a file, opt, runs."""
    kind = rng.randrange(12)
    if kind == 0:
        return [rng.choice(["--version", "--cmake-dir", "--help", "-h"])]
    if kind == 1:
        return [rng.choice(["compile", "run", "opt", "cache", "pipelines", "passes"]), "--help"]
    if kind == 2:
        return ["pipelines"]
    if kind == 3:
        return ["pipelines", "show", rng.choice(_PIPELINES), *(["--target", rng.choice(_TARGETS)] if rng.random() < 0.5
                                                             else [])]
    if kind == 4:
        return ["passes"]
    if kind == 5:
        return rng.choice([["cache"], ["cache", "info"]])
    if kind == 6:
        return ["doctor"]
    if kind == 7:
        return ["compile", rng.choice(["input.mlir", "missing.mlir"]), "-o", "-", "--emit", rng.choice(_EMITS),
                *rng.choice([[], ["--no-cache"], ["--remarks", "json"], ["--target", rng.choice(_TARGETS)]])]
    if kind == 8:
        # Prints nothing to stdout unless --report; --report to stdout with -o - goes to stderr.
        return ["compile", "input.mlir", "-o", rng.choice(["out.ptx", "-"]),
                *rng.choice([[], ["--report"], ["--no-cache", "--report"], ["--depfile", "out.d"]])]
    if kind == 9:
        return ["opt", "input.mlir", "--passes", rng.choice(_PASSES), *(["-o", "out.mlir"] if rng.random() < 0.2
                                                                        else [])]
    if kind == 10:
        return ["run", "kernel.ptx", "--emulate", "--kernel", rng.choice(["vector_add", "nosuch"]), "--grid", "2",
                "--block", "32", "--args", _PTX_ARGS, *(["--stats"] if rng.random() < 0.5 else [])]
    return ["compile", "input.mlir", "--emit", "c", "-o", "-"]   # a usage error (exit 1), nothing printed


# The script each case runs: ARGS and STATE are filled in.
_SCRIPT = '''\
import os, signal, subprocess, sys
from pathlib import Path

ARGS = {args!r}
STATE = {state!r}
entry = Path(sys.executable).parent / "tirc"
tirc = [str(entry)] if entry.exists() else [sys.executable, "-m", "tirc.cli"]
command = tirc + ARGS


def run(state):
    if state == "pipe":
        return subprocess.run(command, capture_output=True, stdin=subprocess.DEVNULL, timeout=100)
    if state == "full":
        with open("/dev/full", "wb") as full:
            return subprocess.run(command, stdout=full, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=100)
    if state == "closed":
        return subprocess.run(["/bin/sh", "-c", 'exec "$@" >&-', "sh", *command], stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=100)
    reader, writer = os.pipe()
    os.close(reader)
    try:
        return subprocess.run(command, stdout=writer, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=100)
    finally:
        os.close(writer)


reference = run("pipe")
result = run(STATE)
stderr = result.stderr.decode(errors="replace")
sys.stderr.write(stderr)   # the harness looks for tracebacks and internal errors in it
printed = bool(reference.stdout)
lines = stderr.splitlines()
if STATE == "broken" and printed:
    assert result.returncode == -signal.SIGPIPE, f"broken pipe: exit {{result.returncode}}, not SIGPIPE"
    assert "stdout" not in stderr and "Broken pipe" not in stderr, "broken pipe: something was said about it"
elif printed and reference.returncode == 0:
    assert result.returncode == 1, f"stdout {{STATE}}: exit {{result.returncode}} after printing"
    why = "stdout is closed" if STATE == "closed" else "No space left on device"
    assert lines and lines[-1] == f"error: cannot write to stdout: {{why}}", f"stdout {{STATE}}: last line {{lines[-1:]}}"
    assert sum(line.startswith("error:") for line in lines) == 1, "more than one error line"
elif printed:
    assert result.returncode in (1, 2) or result.returncode == -signal.SIGPIPE, f"exit {{result.returncode}}"
else:
    assert result.returncode == reference.returncode, \\
        f"printed nothing, yet exit {{result.returncode}} with stdout {{STATE}} and {{reference.returncode}} with a pipe"
# The script's own status: tirc's, so that error-exit-0 and bad-exit still apply to it.
sys.exit(result.returncode if result.returncode >= 0 else 1)
'''


def make(number: int, rng: random.Random, ptx: bytes) -> Case:
    args = _command(rng)
    state = rng.choice(_STATES)
    files = {"input.mlir": (REPO / "examples" / "mlir" / "vector_add.mlir").read_bytes(), "kernel.ptx": ptx,
             "case.py": _SCRIPT.format(args=args, state=state).encode()}
    return Case(number, "stdout", f"{' '.join(args)[:60]} with stdout {state}", ["case.py"], files=files,
                watched=["input.mlir", "kernel.ptx"], program="python")
