"""The tirc fuzz harness: run seeded bad-input cases and classify how tirc handled each.

    python -m tests.fuzz --cases 300 --seed 1 --jobs 2 --timeout 60
    python tests/fuzz/run.py --cases 300 --seed 1 --jobs 2 --timeout 60

Each case (tests/fuzz/cases.py) runs ``tirc`` as a subprocess in its own folder under
``OUT/cases/NNNN``. A case fails when tirc

- crash:          died by a signal (SIGSEGV, SIGABRT from an LLVM assertion ...)
- hang:           did not finish within the timeout (killed)
- traceback:      printed a Python traceback
- internal-error: printed "internal compiler error"
- clobbered:      changed a file it must leave alone: an input, or replaced a FIFO, symlink or
                  device (or the symlink's target) with something else
- bad-exit:       exited with a status other than 0, 1 (error) or 2 (usage error)
- error-exit-0:   printed an ``error:`` line on stderr yet exited 0
- leaked-temp:    left a ``tirc-*`` file or folder in the temporary folder (``TMPDIR``, private to the case)

A case runs ``tirc`` or, for the Python API groups, a Python script with this checkout importable.
Its stdout is a pipe the harness reads, ``/dev/full``, closed, or a pipe whose reader has gone; on
the last, dying of SIGPIPE with nothing on stderr is the quiet exit other command-line tools make,
and counts as handled.

Anything else (exit 0, or 1/2 with an error message) is handled. The summary (counts per class,
and each failure's reproducer command) goes to stdout, ``OUT/summary.txt`` and ``OUT/summary.json``;
the folder of every failing case is kept with its files and ``output.txt``. Exit status 1 when a
case failed in one of the ``--fail-on`` classes (default: all).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

if __package__ in (None, ""):   # run as a script: make `tests.fuzz` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.fuzz.case import REPO, Case
from tests.fuzz.cases import make_case

CLASSES = ("crash", "hang", "traceback", "internal-error", "clobbered", "bad-exit", "error-exit-0", "leaked-temp")
_KEPT_OUTPUT = 4000   # characters of a failure's output in the summary


@dataclass
class Outcome:
    number: int
    group: str
    mutation: str
    command: str                      # the reproducer, from the repository root
    classes: list[str] = field(default_factory=list)
    returncode: int | None = None
    seconds: float = 0.0
    detail: str = ""


def tirc_command() -> list[str]:
    """This checkout's tirc: the venv's entry point next to this Python, else ``python -m tirc.cli``."""
    script = Path(sys.executable).parent / "tirc"
    return [str(script)] if script.exists() else [sys.executable, "-m", "tirc.cli"]


def python_command() -> list[str]:
    """The Python that runs the harness (this checkout's venv), for the Python API cases."""
    return [sys.executable]


def environment(cache: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env["TIRC_CACHE_DIR"] = str(cache)   # a cache of this run only, never the user's
    return env


# ---------------------------------------------------------------------------------------------
# A case's folder


def _fingerprint(path: Path) -> tuple[str, str]:
    """What a watched path is: its kind and, for files and links, its content or target."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return ("missing", "")
    if stat.S_ISLNK(info.st_mode):
        return ("symlink", os.readlink(path))
    if stat.S_ISFIFO(info.st_mode):
        return ("fifo", "")
    if stat.S_ISCHR(info.st_mode):
        return ("device", str(info.st_rdev))
    if stat.S_ISDIR(info.st_mode):
        return ("directory", "")
    return ("file", hashlib.sha256(path.read_bytes()).hexdigest())


def prepare(case: Case, folder: Path) -> None:
    folder.mkdir(parents=True)
    for name, data in case.files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)   # a group's files may be in subfolders
        (folder / name).write_bytes(data)
    (folder / "dir").mkdir()
    for name in case.fifos:
        os.mkfifo(folder / name)
    for link, target in case.symlinks.items():
        (folder / target).write_bytes(b"the symlink's target\n")
        os.symlink(target, folder / link)
    for name in case.devices:
        try:   # a null device (char 1:3) of our own, so that replacing it harms nothing else
            os.mknod(folder / name, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        except (PermissionError, OSError):
            (folder / name).write_bytes(b"")


class FifoReader:
    """Holds a FIFO open for reading and drains it, so that tirc writing through it never blocks."""

    def __init__(self, path: Path) -> None:
        self.fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.drain, daemon=True)
        self.thread.start()

    def drain(self) -> None:
        while not self.stop.is_set():
            try:
                if not os.read(self.fd, 65536):
                    time.sleep(0.01)
            except BlockingIOError:
                time.sleep(0.01)

    def close(self) -> None:
        self.stop.set()
        self.thread.join()
        os.close(self.fd)


# ---------------------------------------------------------------------------------------------
# Running and classifying one case


def run_case(case: Case, out: Path, timeout: float, env: dict[str, str], keep: bool) -> Outcome:
    folder = out / "cases" / f"{case.number:04d}"
    shutil.rmtree(folder, ignore_errors=True)
    prepare(case, folder)
    before = {name: _fingerprint(folder / name) for name in case.watched}
    readers = [FifoReader(folder / name) for name in case.fifos]
    temporary = folder / "tmp"
    temporary.mkdir()
    case_env = dict(env, TMPDIR=str(temporary),
                    **{name: value.replace("{folder}", str(folder)) for name, value in case.environment.items()})
    program = python_command() if case.program == "python" else tirc_command()
    shown = "python" if case.program == "python" else "tirc"
    redirect = {"pipe": "", "full": " > /dev/full", "closed": " >&-", "broken": " | true"}[case.stdout]
    command = f"cd {shlex.quote(str(folder.relative_to(REPO)) if folder.is_relative_to(REPO) else str(folder))}" \
              f" && {shown} {shlex.join(case.args)}{redirect}"
    outcome = Outcome(case.number, case.group, case.mutation, command)
    started = time.monotonic()
    process, stdout_end = _start(program + case.args, case.stdout, folder, case_env)
    try:
        output, errors = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, errors = process.communicate()
        outcome.classes.append("hang")
        outcome.detail = f"killed after {timeout:g} s"
    finally:
        for reader in readers:
            reader.close()
        if stdout_end is not None:
            os.close(stdout_end)
    output = output or b""
    outcome.seconds = round(time.monotonic() - started, 2)
    outcome.returncode = process.returncode
    stderr = errors.decode("utf-8", "replace")
    text = output.decode("utf-8", "replace") + stderr
    if "hang" not in outcome.classes:
        classify(outcome, text, stderr, case.stdout)
    leaked = sorted(path.name for path in temporary.glob("tirc-*"))
    if leaked:
        outcome.classes.append("leaked-temp")
        outcome.detail = "; ".join(filter(None, [outcome.detail, "left behind in TMPDIR: " + ", ".join(leaked[:5])]))
    changed = [name for name in case.watched if _fingerprint(folder / name) != before[name]]
    if changed:
        outcome.classes.append("clobbered")
        outcome.detail = "; ".join(filter(None, [outcome.detail, "changed: " + ", ".join(
            f"{name} ({before[name][0]} -> {_fingerprint(folder / name)[0]})" for name in changed)]))
    if outcome.classes:
        (folder / "output.txt").write_text(text)
        (folder / "repro.sh").write_text(f"#!/bin/sh\n# {case.mutation}\n{shown} {shlex.join(case.args)}{redirect}\n")
        outcome.detail = "; ".join(filter(None, [outcome.detail, _excerpt(stderr)]))
    elif not keep:
        shutil.rmtree(folder, ignore_errors=True)
    return outcome


def _start(argv: list[str], stdout: str, folder: Path, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], int | None]:
    """Start a case with its stdout in state ``stdout``; also the file descriptor to close once it ended."""
    end: int | None = None
    if stdout == "pipe":
        target: int = subprocess.PIPE
    elif stdout == "full":
        end = target = os.open("/dev/full", os.O_WRONLY)
    elif stdout == "broken":
        reader, end = os.pipe()
        os.close(reader)   # the reader has gone before the first write: every write fails with EPIPE
        target = end
    else:   # closed: the shell closes file descriptor 1, then runs the case in its place
        argv = ["/bin/sh", "-c", 'exec "$@" >&-', "sh", *argv]
        target = subprocess.DEVNULL
    process = subprocess.Popen(argv, cwd=folder, env=env, stdin=subprocess.DEVNULL, stdout=target,
                               stderr=subprocess.PIPE, start_new_session=True)
    return process, end


def classify(outcome: Outcome, text: str, stderr: str, stdout: str = "pipe") -> None:
    """The failure classes of a finished case; ``text`` is stdout and stderr together."""
    code = outcome.returncode
    if stdout == "broken" and code == -signal.SIGPIPE and not stderr.strip():
        return   # the quiet end of a writer whose reader has gone
    if code is not None and code < 0:
        outcome.classes.append("crash")
        outcome.detail = f"killed by {signal.Signals(-code).name}"
    if "Traceback (most recent call last)" in text:
        outcome.classes.append("traceback")
    if "internal compiler error" in text:
        outcome.classes.append("internal-error")
    if code is not None and code >= 0 and code not in (0, 1, 2):
        outcome.classes.append("bad-exit")
        outcome.detail = f"exit status {code}"
    if code == 0 and any(line.startswith("error:") for line in stderr.splitlines()):
        outcome.classes.append("error-exit-0")


def _excerpt(stderr: str) -> str:
    """The lines of stderr that say what went wrong: the error/assertion lines, else its tail."""
    keys = ("error", "Error", "Assertion", "LLVM ERROR", "Traceback", "internal compiler error")
    lines = [line for line in stderr.splitlines() if any(key in line for key in keys)]
    excerpt = "\n".join(lines[-6:]) if lines else "\n".join(stderr.splitlines()[-3:])
    return excerpt[-_KEPT_OUTPUT:]


# ---------------------------------------------------------------------------------------------
# The run


def kernel_ptx(out: Path, env: dict[str, str]) -> bytes:
    """vector_add as PTX, for the ``tirc run FILE.ptx`` cases (compiled once per run)."""
    target = out / "vector_add.ptx"
    subprocess.run(tirc_command() + ["compile", str(REPO / "examples/mlir/vector_add.mlir"), "-o", str(target)],
                   env=env, check=True, stdout=subprocess.DEVNULL, timeout=300)
    return target.read_bytes()


def summarize(outcomes: list[Outcome], seed: int, seconds: float, jobs: int) -> str:
    counts = {name: sum(name in o.classes for o in outcomes) for name in CLASSES}
    groups: dict[str, int] = {}
    for outcome in outcomes:
        groups[outcome.group] = groups.get(outcome.group, 0) + 1
    exits: dict[str, int] = {}
    for outcome in outcomes:
        exits[str(outcome.returncode)] = exits.get(str(outcome.returncode), 0) + 1
    lines = [f"tirc fuzz: {len(outcomes)} cases, seed {seed}, {jobs} jobs, {seconds:.0f} s",
             "cases:  " + ", ".join(f"{name} {count}" for name, count in sorted(groups.items())),
             "exits:  " + ", ".join(f"{code}: {count}" for code, count in sorted(exits.items())),
             "result: " + ", ".join(f"{name} {counts[name]}" for name in CLASSES)]
    for name in CLASSES:
        failed = [o for o in outcomes if name in o.classes]
        if not failed:
            continue
        lines.append(f"\n== {name} ({len(failed)})")
        for outcome in failed:
            lines.append(f"#{outcome.number:04d} [{outcome.group}] {outcome.mutation}")
            lines.append(f"  $ {outcome.command}")
            lines.extend(f"  | {line}" for line in outcome.detail.splitlines()[:8])
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=300, help="number of cases (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the mutations (default 1)")
    parser.add_argument("--jobs", type=int, default=2, help="cases run at once (default 2)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a case is a hang (default 60)")
    parser.add_argument("--out", type=Path, default=REPO / "build" / "fuzz", help="output folder (default build/fuzz)")
    parser.add_argument("--first", type=int, default=0, help="number of the first case (default 0)")
    parser.add_argument("--keep", action="store_true", help="keep the folders of cases that passed too")
    parser.add_argument("--fail-on", default=",".join(CLASSES),
                        help=f"classes that make the exit status 1 (default: {','.join(CLASSES)})")
    options = parser.parse_args(argv)
    fail_on = {name.strip() for name in options.fail_on.split(",") if name.strip()}
    if fail_on - set(CLASSES):
        parser.error(f"unknown classes: {', '.join(sorted(fail_on - set(CLASSES)))}; known: {', '.join(CLASSES)}")
    out = options.out.resolve()
    shutil.rmtree(out / "cases", ignore_errors=True)
    shutil.rmtree(out / "cache", ignore_errors=True)
    out.mkdir(parents=True, exist_ok=True)
    env = environment(out / "cache")
    started = time.monotonic()
    ptx = kernel_ptx(out, env)
    cases = [make_case(options.seed, number, ptx) for number in range(options.first, options.first + options.cases)]
    with ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        outcomes = list(pool.map(lambda case: run_case(case, out, options.timeout, env, options.keep), cases))
    summary = summarize(outcomes, options.seed, time.monotonic() - started, options.jobs)
    (out / "summary.txt").write_text(summary)
    (out / "summary.json").write_text(json.dumps([asdict(o) for o in outcomes], indent=1) + "\n")
    print(summary, end="")
    print(f"summary: {out / 'summary.txt'}")
    return 1 if any(set(o.classes) & fail_on for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
