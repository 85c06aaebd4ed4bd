"""The driver and CLI: outputs, atomic writes, dumps, manifest, exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.driver import write_atomically
from tirc.emit import expr as E


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tirc", *args], capture_output=True, text=True)


def test_atomic_write_replaces_whole_file_and_leaves_no_temporaries(tmp_path: Path) -> None:
    target = tmp_path / "out.ptx"
    target.write_text("old")
    write_atomically(str(target), b"new contents")
    assert target.read_bytes() == b"new contents"
    assert [p.name for p in tmp_path.iterdir()] == ["out.ptx"]


def test_atomic_write_failure_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "out.ptx"
    target.write_text("old")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(TircError, match="No space left"):
        write_atomically(str(target), b"new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.ptx"]


def test_failed_compile_writes_nothing(tmp_path: Path, examples: Path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text((examples / "vector_add.mlir").read_text()[:300])
    result = run_cli(str(bad), "-o", str(tmp_path / "bad.ptx"))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("error: ")
    assert not (tmp_path / "bad.ptx").exists()


def test_usage_error_exits_2() -> None:
    result = CliRunner().invoke(main, ["compile", "x.mlir", "--emit", "nonsense"])
    assert result.exit_code == 2


def test_debug_shows_traceback(tmp_path: Path) -> None:
    result = run_cli("--debug", str(tmp_path / "missing.mlir"))
    assert result.returncode == 1 and "Traceback" in result.stderr


def test_dump_dir_numbered_files(tmp_path: Path, examples: Path) -> None:
    dump = tmp_path / "dumps"
    result = CliRunner().invoke(main, [str(examples / "vector_add.mlir"), "-o", str(tmp_path / "v.ptx"),
                                       "--dump-dir", str(dump)])
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in dump.iterdir())
    assert names[0] == "00-input.mlir"
    assert any(name.endswith("-convert-gpu-to-nvvm.mlir") for name in names)
    numbers = [int(name.split("-")[0]) for name in names]
    assert numbers == list(range(len(names)))
    assert "llvm.func" in next(dump.glob("*-convert-gpu-to-nvvm.mlir")).read_text()


def test_dump_after_selected_pass_only(tmp_path: Path, examples: Path) -> None:
    result = run_cli("--dump-after=convert-gpu-to-nvvm,gpu-kernel-outlining", str(examples / "vector_add.mlir"),
                     "-o", str(tmp_path / "v.ptx"))
    assert result.returncode == 0
    headers = [line for line in result.stderr.splitlines() if "IR Dump" in line]
    assert len(headers) == 2
    assert "gpu-kernel-outlining" in headers[0] and "convert-gpu-to-nvvm" in headers[1]


def test_manifest_launch_plan_evaluates(tmp_path: Path, examples: Path) -> None:
    out = tmp_path / "relu.ptx"
    result = CliRunner().invoke(main, [str(examples / "torch_relu_matmul_f16.mlir"), "--pipeline", "simt", "-o", str(out),
                                       "--manifest"])
    assert result.exit_code == 0, result.output
    manifest = json.loads(out.with_suffix(".json").read_text())
    (function,) = manifest["functions"]
    assert [i["shape"] for i in function["inputs"]] == [[128, 64], [64, 96]]
    assert function["outputs"][0]["dtype"] == "f16" and function["outputs"][0]["shape"] == [128, 96]
    launches = [s for s in function["steps"] if s["op"] == "launch"]
    assert len(launches) == 3
    kernels = {k["name"]: k for k in manifest["kernels"]}
    for launch in launches:
        params = kernels[launch["kernel"]]["params"]
        assert len(params) == len(launch["args"])  # one PTX parameter per planned argument
        threads = 1
        for size in launch["block"]:
            threads *= E.evaluate(size, {})
        assert 32 <= threads <= 1024


def test_dynamic_manifest_symbols(tmp_path: Path, examples: Path) -> None:
    out = tmp_path / "g.ptx"
    assert CliRunner().invoke(main, [str(examples / "gelu_tanh.mlir"), "-o", str(out), "--manifest"]).exit_code == 0
    (function,) = json.loads(out.with_suffix(".json").read_text())["functions"]
    assert set(function["symbols"]) == {"arg0_d0", "arg0_d1"}
    (launch,) = [s for s in function["steps"] if s["op"] == "launch"]
    grid = [E.evaluate(g, {"arg0_d0": 200, "arg0_d1": 136}) for g in launch["grid"]]
    block = launch["block"]
    assert grid[0] * block[0] >= 136 and grid[1] * block[1] >= 200
