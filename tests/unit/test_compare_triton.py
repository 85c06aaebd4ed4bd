"""bench/compare_triton.py --shapes on its first row: tirc's default kernel beside Triton's best
configuration, with the static model's estimates (the full table is a benchmark, not a test)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("triton")

from bench.compare_triton import SHAPE_COLUMNS, SHAPES, main  # noqa: E402


def test_shape_table_first_row_in_markdown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "triton-cache"))
    assert SHAPES[0] == (1024, 1024, 1024) and len(SHAPES) == 19
    assert main(["--shapes", "--markdown", "--rows", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "estimates, not measurements" in lines[0]
    header, rule, row = lines[2:]
    assert header.count("|") == rule.count("|") == row.count("|") == 2 * len(SHAPE_COLUMNS) + 3
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[:2] == ["1024x1024x1024", "f16 NN"]
    tirc_side, triton_side = cells[2:2 + len(SHAPE_COLUMNS)], cells[2 + len(SHAPE_COLUMNS):]
    for side in (tirc_side, triton_side):
        config, per_mma, registers, spills, shared, per_sm, guess = side
        assert 1.0 < float(per_mma) < 10.0 and 0 < int(registers) <= 255 and int(spills) == 0
        assert int(shared) > 0 and int(per_sm) >= 1
        assert guess.split("% ")[1] in ("issue", "Tensor Core", "shared-memory", "L2", "DRAM", "wave", "occupancy")
    # Triton's best of 128x256x64/8w/3s, 128x128x64/4w/4s, 128x128x32/4w/4s.
    assert triton_side[0] in ("128x256x64/8w/3s", "128x128x64/4w/4s", "128x128x32/4w/4s")


@pytest.mark.parametrize("shape, gemm", [((4096, 4096, 4096), "f16 NT"), ((4096, 4096, 4096), "f16 NN"),
                                         ((4096, 4096, 4096), "bf16 NT"), ((4096, 4096, 4096), "s8 NT"),
                                         ((4096, 11008, 4096), "f16 NT")])
def test_default_kernel_is_at_least_as_lean_as_tritons_best(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            shape: tuple[int, int, int], gemm: str) -> None:
    """The README's claim: with the default schedule tirc's SASS main loop spends no more
    instructions per mma than Triton's best of its three A100 configurations, and neither spills."""
    from bench.compare_triton import ELEMENTS, SHAPE_GEMMS, tirc_row, triton_row
    from tirc.schedule.perf_model import GemmProblem

    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "triton-cache"))
    dtype, layout = SHAPE_GEMMS[gemm]
    ours = tirc_row(shape, gemm)
    theirs = triton_row(GemmProblem(*shape, 1, *ELEMENTS[dtype]), dtype, layout, {})
    assert ours is not None and ours.facts.spill_bytes == 0
    assert ours.facts.instructions_per_mma <= theirs.facts.instructions_per_mma, (ours, theirs)
