"""bench/compare_triton.py --memory-bound on one tiny program: tirc's exported torch module and
Triton's tutorial-style kernel, both emulated, side by side in one Markdown table (the full table
is a benchmark, not a test)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("triton")
pytest.importorskip("torch_mlir")

from bench.compare_triton import main
from bench.memory_bound import COLUMNS


def test_softmax_on_both_sides_at_a_tiny_shape(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "triton-cache"))
    assert main(["--memory-bound", "--rows", "4", "--cols", "96", "--programs", "softmax"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Memory-bound programs, f16 [4, 96], sm_80")
    header, rule, *rows = lines[2:]
    assert [cell.strip() for cell in header.strip("|").split("|")] == list(COLUMNS)
    assert rule.count("|") == len(COLUMNS) + 1 and len(rows) == 2
    sides = {}
    for row in rows:
        cells = dict(zip(COLUMNS, (cell.strip() for cell in row.strip("|").split("|"))))
        sides[cells["side"]] = cells
    tirc, triton = sides["tirc"], sides["Triton"]
    # The ideal is the same program's: 4 x 96 f16 in, the same out.
    assert tirc["ideal"] == triton["ideal"] == "1.54 KB"
    assert triton["kernels"] == "1" and triton["ratio"] == "1.00x" and triton["loaded"] == triton["stored"] == "768 B"
    # Each row once, each output once: the DRAM figure (distinct sectors) is the ideal too.
    assert triton["DRAM"] == "1.54 KB" and triton["DRAM ratio"] == "1.00x"
    assert int(tirc["kernels"]) >= 1 and float(tirc["ratio"].rstrip("x")) >= 1.0
    assert float(tirc["DRAM ratio"].rstrip("x")) >= 1.0
    for side in (tirc, triton):
        assert side["program"] == "softmax" and side["SASS loads"].startswith("LDG")
        assert "STG" in side["SASS stores"] and 0 < int(side["registers"]) <= 255
        assert float(side["instr/elem"]) > 0 and int(side["sectors"].replace(",", "")) > 0


def test_memory_bound_options_are_checked(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--memory-bound", "--programs", "softmax,nonsense", "--rows", "2", "--cols", "16"])
    assert "unknown programs nonsense" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--cols", "16"])
    with pytest.raises(SystemExit):
        main(["--memory-bound", "--shapes"])
