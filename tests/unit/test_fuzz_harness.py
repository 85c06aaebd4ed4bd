"""The fuzz harness itself: deterministic cases, and every failure class is seen when it happens."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.fuzz import run as harness
from tests.fuzz.cases import Case, make_case


def test_cases_are_a_function_of_seed_and_number() -> None:
    first = [make_case(5, number, b"ptx") for number in range(40)]
    again = [make_case(5, number, b"ptx") for number in reversed(range(40))][::-1]
    assert [(c.args, c.files, c.mutation) for c in first] == [(c.args, c.files, c.mutation) for c in again]
    assert {c.group for c in first} == {"spec", "mlir", "pipeline", "schedule", "cli", "hopper"}
    assert [c.mutation for c in first] != [make_case(6, number, b"ptx").mutation for number in range(40)]


# Stand-ins for tirc: each misbehaves in one way the harness must catch.
_PROGRAMS = {
    "crash": "import os; os.abort()",
    "hang": "import time; time.sleep(30)",
    "traceback": "raise ValueError('boom')",
    "internal-error": "import sys; print('error: internal compiler error: KeyError'); sys.exit(1)",
    "bad-exit": "import sys; sys.exit(3)",
    "clobbered": "open('input.mlir', 'w').write('gone')",
    "error-exit-0": "import sys; print('error: something', file=sys.stderr)",
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
