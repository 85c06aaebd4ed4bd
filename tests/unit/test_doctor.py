"""tirc doctor (tirc/doctor.py): the table, the exit status, and never a crash."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tirc import doctor
from tirc.versions import LLVM_PACKAGE, MLIR_PACKAGE, PINNED_MLIR


def run_doctor(extra_pythonpath: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if extra_pythonpath is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(extra_pythonpath), env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, "-m", "tirc", "doctor"], capture_output=True, text=True, env=env)


def test_healthy_compiler_exits_zero() -> None:
    result = run_doctor()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "compiler: ok" in result.stdout
    rows = {row.name: row for row in doctor.run_checks()}
    for name in ("Python", MLIR_PACKAGE, "MLIR bindings", "nvJitLink", "libdevice"):
        assert rows[name].status == doctor.OK, rows[name]
    if rows["GPU driver"].status != doctor.OK:   # this machine has no GPU
        assert doctor.NO_GPU in result.stdout


def test_missing_mlir_exits_one_and_names_the_package(tmp_path: Path) -> None:
    # A `mlir` package that cannot be imported, ahead of the real one on the path: as if the wheel
    # were uninstalled, without building a venv.
    (tmp_path / "mlir").mkdir()
    (tmp_path / "mlir" / "__init__.py").write_text("raise ImportError(\"No module named 'mlir'\")\n")
    result = run_doctor(tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert f"pip install {MLIR_PACKAGE}=={PINNED_MLIR}" in result.stdout
    assert "tirc cannot compile: fix MLIR bindings" in result.stdout


def test_a_check_that_breaks_becomes_an_error_row(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> list[doctor.Check]:
        raise RuntimeError("boom")

    monkeypatch.setattr(doctor, "CHECKS", (doctor.check_python, broken))
    rows = doctor.run_checks()
    assert rows[-1].status == doctor.ERROR and "boom" in rows[-1].found and rows[-1].failed
    assert doctor.summary(rows)[0].startswith("tirc cannot compile")


def test_wrong_mlir_version_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(doctor, "package_version", lambda package: "0.0.1")
    rows = {row.name: row for row in doctor.check_pins()}
    assert rows[MLIR_PACKAGE].status == doctor.ERROR and rows[MLIR_PACKAGE].failed
    assert f"=={PINNED_MLIR}" in rows[MLIR_PACKAGE].fix
    assert not rows[LLVM_PACKAGE].failed   # FileCheck and not serve the tests, not the compiler


def test_vector_add_ptx_links_and_runs_in_the_emulator() -> None:
    """The PTX of the nvJitLink and GPU launch checks is valid and computes c = a + b."""
    import numpy as np

    from tirc.emit.cubin import link_ptx
    from tirc.runtime.emulator import Emulator, PtxModule

    assert link_ptx([doctor.VECTOR_ADD_PTX], "sm_80").cubin
    emulator = Emulator(PtxModule.parse(doctor.VECTOR_ADD_PTX))
    a = np.arange(300, dtype=np.float32)
    b = np.full(300, 0.5, dtype=np.float32)
    pointers = [emulator.to_device(array) for array in (a, b, np.zeros_like(a))]
    emulator.launch("vector_add", (2,), (256,), [*pointers, 300])
    assert np.array_equal(emulator.from_device(pointers[2], 300, np.float32), a + b)
