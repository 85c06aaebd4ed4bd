"""stdout full, closed or a broken pipe: one rule for every command (tirc/stdio.py, tirc/cli.py).

Full (``> /dev/full``) or failing: ``error: cannot write to stdout: <why>``, exit 1; closed
(``>&-``): the same for a command that writes to stdout, success for one that does not; a broken
pipe (``| head -c1``): death by SIGPIPE with nothing on stderr, as cat and git do.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
VECTOR_ADD = REPO / "examples" / "mlir" / "vector_add.mlir"
ROW_SUM = REPO / "examples" / "mlir" / "row_sum.mlir"

# Commands that write to stdout, from the cheap ones to a compile, `opt` and an emulated run.
WRITERS = [
    ["--version"], ["--cmake-dir"], ["--help"], ["pipelines"], ["pipelines", "show", "simt"], ["passes"],
    ["cache", "info"], ["doctor"],
    ["compile", str(VECTOR_ADD), "-o", "-", "--no-cache"],
    ["opt", str(VECTOR_ADD), "--passes", "canonicalize"],
    ["run", str(ROW_SUM), "--emulate"],
]


def tirc(args: list[str], stdout: str, tmp_path: Path, debug: bool = False) -> subprocess.CompletedProcess[str]:
    """Run tirc with stdout "full" (/dev/full), "closed" (>&-) or "broken" (a pipe nobody reads)."""
    env = {**os.environ, "TIRC_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "tirc.cli", *(["--debug"] if debug else []), *args]
    if stdout == "full":
        with open("/dev/full", "w") as full:
            return subprocess.run(command, stdout=full, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    if stdout == "closed":
        # close_fds does not close 0-2: close descriptor 1 in the child itself before exec.
        return subprocess.run(command, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path,
                              preexec_fn=lambda: os.close(1))
    read, write = os.pipe()
    os.close(read)   # the reader has gone: every write fails with EPIPE
    try:
        return subprocess.run(command, stdout=write, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    finally:
        os.close(write)


@pytest.mark.parametrize("args", WRITERS, ids=lambda args: " ".join(args[:2]).replace(str(REPO), ""))
def test_stdout_full_is_one_error_line(args: list[str], tmp_path: Path) -> None:
    result = tirc(args, "full", tmp_path)
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1] == "error: cannot write to stdout: No space left on device", result.stderr
    assert "Traceback" not in result.stderr and "internal compiler error" not in result.stderr


@pytest.mark.parametrize("args", WRITERS, ids=lambda args: " ".join(args[:2]).replace(str(REPO), ""))
def test_stdout_closed_fails_a_command_that_writes_to_it(args: list[str], tmp_path: Path) -> None:
    result = tirc(args, "closed", tmp_path)
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1] == "error: cannot write to stdout: stdout is closed", result.stderr


@pytest.mark.parametrize("args", WRITERS, ids=lambda args: " ".join(args[:2]).replace(str(REPO), ""))
def test_broken_pipe_is_a_quiet_death_by_sigpipe(args: list[str], tmp_path: Path) -> None:
    result = tirc(args, "broken", tmp_path)
    assert result.returncode == -signal.SIGPIPE, result.stderr
    # doctor and run may warn on stderr before they print; nothing is said about the pipe
    assert "stdout" not in result.stderr and "Traceback" not in result.stderr


def test_closed_stdout_is_fine_for_a_command_that_does_not_write_to_it(tmp_path: Path) -> None:
    result = tirc(["compile", str(VECTOR_ADD), "-o", "out.ptx", "--no-cache"], "closed", tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out.ptx").read_text().startswith("//")


def test_closed_stdout_is_not_taken_by_the_next_file_tirc_opens(tmp_path: Path) -> None:
    # With descriptor 1 closed, the output file (or the isolated child's pipe) would get it and
    # the PTX "printed to stdout" would land in it.
    result = tirc(["compile", str(VECTOR_ADD), "-o", "out.ptx", "--no-cache", "--report"], "closed", tmp_path)
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1] == "error: cannot write to stdout: stdout is closed"
    assert "registers" not in (tmp_path / "out.ptx").read_text()


def test_debug_keeps_the_one_line_for_stdout_errors(tmp_path: Path) -> None:
    for state, why in (("full", "No space left on device"), ("closed", "stdout is closed")):
        result = tirc(["compile", str(VECTOR_ADD), "-o", "-", "--no-cache"], state, tmp_path, debug=True)
        assert result.returncode == 1
        assert result.stderr == f"error: cannot write to stdout: {why}\n"


def test_user_errors_are_unchanged_with_a_bad_stdout(tmp_path: Path) -> None:
    for state in ("full", "closed", "broken"):
        result = tirc(["compile", "missing.mlir"], state, tmp_path)
        assert result.returncode == 1
        assert result.stderr == "error: no such input file: missing.mlir\n"


def test_a_write_from_the_isolated_child_follows_the_same_rule(tmp_path: Path) -> None:
    script = ("from tirc.isolation import run_isolated\nfrom tirc.stdio import guarded_stdio\n"
              "with guarded_stdio():\n    run_isolated(print, 'from the child')\n")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    closed = subprocess.run([sys.executable, "-c", script], stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=lambda: os.close(1))
    assert (closed.returncode, closed.stderr) == (1, "error: cannot write to stdout: stdout is closed\n")
    read, write = os.pipe()
    os.close(read)
    broken = subprocess.run([sys.executable, "-c", script], stdout=write, stderr=subprocess.PIPE, text=True, env=env)
    os.close(write)
    assert (broken.returncode, broken.stderr) == (-signal.SIGPIPE, "")


def test_a_closed_stderr_never_sends_diagnostics_to_stdout(tmp_path: Path) -> None:
    # Python leaves sys.stderr None when descriptor 2 is closed, and print(file=None) writes to stdout.
    env = {**os.environ, "TIRC_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": str(REPO)}
    result = subprocess.run([sys.executable, "-m", "tirc.cli", "compile", "missing.mlir", "-o", "-"], env=env,
                            cwd=tmp_path, stdout=subprocess.PIPE, preexec_fn=lambda: os.close(2))
    assert (result.returncode, result.stdout) == (1, b"")
