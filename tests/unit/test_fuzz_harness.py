"""The fuzz harness itself: deterministic cases, and every failure class is seen when it happens."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.fuzz import run as harness
from tests.fuzz.case import Case
from tests.fuzz.cases import make_case


def test_cases_are_a_function_of_seed_and_number() -> None:
    first = [make_case(5, number, b"ptx") for number in range(120)]
    again = [make_case(5, number, b"ptx") for number in reversed(range(120))][::-1]
    assert [(c.args, c.files, c.mutation) for c in first] == [(c.args, c.files, c.mutation) for c in again]
    assert {c.group for c in first} == {"spec", "mlir", "pipeline", "schedule", "cli", "hopper", "stdout", "cache",
                                        "input-range", "python-api", "zero-kernel"}
    assert [c.mutation for c in first] != [make_case(6, number, b"ptx").mutation for number in range(120)]


# Stand-ins for tirc: each misbehaves in one way the harness must catch.
_PROGRAMS = {
    "crash": "import os; os.abort()",
    "hang": "import time; time.sleep(30)",
    "traceback": "raise ValueError('boom')",
    "internal-error": "import sys; print('error: internal compiler error: KeyError'); sys.exit(1)",
    "bad-exit": "import sys; sys.exit(3)",
    "clobbered": "open('input.mlir', 'w').write('gone')",
    "error-exit-0": "import sys; print('error: something', file=sys.stderr)",
    "leaked-temp": "import tempfile; tempfile.mkdtemp(prefix='tirc-')",
    "ok": "import sys; print('error: a user error', file=sys.stderr); sys.exit(1)",
}


@pytest.mark.parametrize("expected", sorted(_PROGRAMS))
def test_each_class_is_detected(expected: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(harness, "tirc_command", lambda: [sys.executable, "-c", _PROGRAMS[expected]])
    case = Case(7, "cli", "stand-in", ["compile", "input.mlir"], files={"input.mlir": b"module {}\n"},
                fifos=["fifo"], watched=["input.mlir", "fifo"])
    outcome = harness.run_case(case, tmp_path, timeout=3, env=harness.environment(tmp_path / "cache"), keep=False)
    assert outcome.classes == ([] if expected == "ok" else [expected]), outcome
    kept = tmp_path / "cases" / "0007"
    assert kept.exists() == (expected != "ok")
    if expected != "ok":
        assert (kept / "repro.sh").read_text().endswith("tirc compile input.mlir\n")
        assert harness.summarize([outcome], 1, 1.0, 1).count(f"== {expected} (1)") == 1


# How a stand-in that writes to stdout ends, per stdout state: the failure classes expected.
_WRITER = "import sys; sys.stdout.write('x' * 100000); sys.stdout.flush()"
_QUIET_SIGPIPE = "import os, signal, sys; signal.signal(signal.SIGPIPE, signal.SIG_DFL); print('x' * 100000)"


@pytest.mark.parametrize("program, stdout, expected", [
    (_WRITER, "pipe", []),
    (_WRITER, "full", ["traceback"]),        # OSError: [Errno 28] No space left on device
    (_WRITER, "closed", ["traceback"]),      # sys.stdout is None
    (_WRITER, "broken", ["traceback"]),      # BrokenPipeError
    (_QUIET_SIGPIPE, "broken", []),          # dies of SIGPIPE, saying nothing: the quiet end
    ("import os, signal; signal.signal(signal.SIGPIPE, signal.SIG_DFL); os.kill(os.getpid(), signal.SIGPIPE)",
     "pipe", ["crash"]),                     # SIGPIPE where no reader has gone is a crash
])
def test_stdout_states(program: str, stdout: str, expected: list[str], tmp_path: Path,
                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(harness, "tirc_command", lambda: [sys.executable, "-c", program])
    case = Case(3, "cli", "stand-in", ["pipelines"], stdout=stdout)
    outcome = harness.run_case(case, tmp_path, timeout=10, env=harness.environment(tmp_path / "cache"), keep=False)
    assert outcome.classes == expected, outcome
    if expected:
        redirect = {"pipe": "", "full": " > /dev/full", "closed": " >&-", "broken": " | true"}[stdout]
        assert outcome.command.endswith(f"tirc pipelines{redirect}")


def test_python_cases_run_a_script_with_the_case_environment(tmp_path: Path) -> None:
    script = ("import os, sys, tirc\n"
              "assert os.environ['TIRC_CACHE_DIR'] == os.path.join(os.getcwd(), 'project')\n"
              "assert os.environ['TMPDIR'] == os.path.join(os.getcwd(), 'tmp')\n"
              "sys.exit(0 if tirc.__file__.startswith(sys.argv[1]) else 3)\n")
    case = Case(4, "python-api", "script", ["case.py", str(Path(harness.REPO) / "tirc")],
                files={"case.py": script.encode()}, program="python",
                environment={"TIRC_CACHE_DIR": "{folder}/project"})
    outcome = harness.run_case(case, tmp_path, timeout=60, env=harness.environment(tmp_path / "cache"), keep=False)
    assert outcome.classes == [] and outcome.returncode == 0, outcome
