"""Column and general reductions (tir-reduce): column sums, means and maxima as torch exports them
(``x.sum(0)``, ``x.mean(0)``, ``x.amax(0)``) and batch-norm-style statistics over N, H, W of an
NCHW tensor each run as ONE kernel whose global traffic in the emulator (race checking on,
checked against the float64 reference) is at most 1.05x the ideal: every input read once, every
output written once. Sizes are no multiple of the vector width or of the threads. torch.max(x, 0)
(the value + index pair) gets exact first indices.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tirc.runtime import emulate
from tirc.schedule.column import choose_column_schedule

torch = pytest.importorskip("torch")
fx = pytest.importorskip("torch_mlir.fx")

DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}
BYTES = {"f16": 2, "bf16": 2, "f32": 4}


class ColumnSum(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.sum(0)


class ColumnMean(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.mean(0)


class ColumnMax(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.amax(0)


class MiddleSum(torch.nn.Module):
    """A sum over the middle dimension: batch points, each with its own columns."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.sum(1)


class ChannelMean(torch.nn.Module):
    """Batch-norm's mean: per channel over N, H, W of NCHW."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.mean(dim=(0, 2, 3))


class ChannelMeanSquare(torch.nn.Module):
    """Batch-norm's second moment: per channel over N, H, W, the square fused into the loop."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x * x).sum(dim=(0, 2, 3))


MODULES = {"col_sum": ColumnSum, "col_mean": ColumnMean, "col_max": ColumnMax, "middle_sum": MiddleSum,
           "channel_mean": ChannelMean, "channel_square_sum": ChannelMeanSquare}

CASES = [
    ("col_mean", (1000, 40), "f16"), ("col_mean", (37, 1003), "bf16"), ("col_mean", (5, 4099), "f32"),
    ("col_sum", (1000, 40), "f32"), ("col_sum", (37, 1003), "f16"), ("col_sum", (64, 1024), "bf16"),
    ("col_max", (1000, 40), "bf16"), ("col_max", (37, 1003), "f32"), ("col_max", (5, 4099), "f16"),
    ("middle_sum", (3, 50, 24), "f16"),
    ("channel_mean", (3, 5, 7, 9), "f32"), ("channel_mean", (3, 5, 7, 9), "f16"),
    ("channel_square_sum", (3, 5, 7, 9), "bf16"),
]


@pytest.mark.parametrize("name, shape, element", CASES)
def test_one_kernel_at_the_ideal_traffic(tmp_path: Path, name: str, shape: tuple[int, ...], element: str) -> None:
    torch.manual_seed(0)
    x = torch.randn(*shape, dtype=DTYPES[element])
    exported = fx.export_and_import(MODULES[name](), x, output_type="linalg-on-tensors", func_name=name)
    path = tmp_path / f"{name}.mlir"
    path.write_text(str(exported))
    (run,) = emulate(str(path), seed=3, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 1, run.schedules
    ideal = BYTES[element] * (sum(array.size for array in run.inputs.values())
                              + sum(array.size for array in run.outputs.values()))
    assert run.stats.global_bytes <= 1.05 * ideal, (run.stats.global_bytes, ideal, run.schedules)
    (schedule,) = run.schedules.values()
    if name.startswith("channel"):
        assert schedule.startswith("row reduction"), schedule
    else:
        assert schedule.startswith("column reduction"), schedule
        if shape[-1] % 8 == 0:
            assert "(16-byte) vector loads" in schedule, schedule


def test_many_rows_split_over_blocks(tmp_path: Path) -> None:
    """Few columns of many rows: blocks share a tile's rows and a second kernel combines their
    partials, at O(columns) extra traffic."""
    torch.manual_seed(0)
    x = torch.randn(20000, 16, dtype=torch.float32)
    exported = fx.export_and_import(ColumnSum(), x, output_type="linalg-on-tensors", func_name="col_sum")
    path = tmp_path / "col_sum.mlir"
    path.write_text(str(exported))
    (run,) = emulate(str(path), seed=3, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 2, run.schedules
    ideal = 4 * (x.numel() + 16)
    assert run.stats.global_bytes <= 1.05 * ideal, (run.stats.global_bytes, ideal, run.schedules)


def test_schedule_sizes() -> None:
    """Vectors divide the columns; row threads fill the block but not past the rows; splits only
    when few blocks would each walk many rows."""
    s = choose_column_schedule(40, 1000, 1, 2, 4, 108)
    assert (s.vector, s.column_threads, s.row_threads, s.splits, s.tiles) == (8, 5, 51, 1, 1)
    s = choose_column_schedule(1003, 37, 1, 2, 4, 108)
    assert (s.vector, s.column_threads, s.row_threads, s.splits, s.tiles) == (1, 256, 1, 1, 4)
    s = choose_column_schedule(16, 20000, 1, 4, 4, 108)
    assert s.vector == 4 and s.row_threads == 64 and s.splits > 1 and s.kernels == 2
    s = choose_column_schedule(1024, 64, 1, 2, 4, 108, vector_limit=1)
    assert s.vector == 1 and s.tiles == 4


class ColumnMaxWithIndex(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return torch.max(x, 0)


@pytest.mark.parametrize("shape, element", [((1000, 40), "f16"), ((37, 103), "f32")])
def test_column_max_and_its_first_index(tmp_path: Path, shape: tuple[int, int], element: str) -> None:
    """torch.max(x, 0): the value + index pair along the columns, the partials of the row threads
    meeting in shared memory; ties keep the first row, as the serial loop does."""
    x = torch.randn(*shape, dtype=DTYPES[element])
    exported = fx.export_and_import(ColumnMaxWithIndex(), x, output_type="linalg-on-tensors", func_name="col_argmax")
    path = tmp_path / "col_argmax.mlir"
    path.write_text(str(exported))
    (run,) = emulate(str(path), seed=3, racecheck=True, input_ranges={"arg0": (0.0, 0.01)})   # many ties
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 1, run.schedules
    np.testing.assert_array_equal(run.outputs["result1"], run.inputs["arg0"].argmax(axis=0))
    (schedule,) = run.schedules.values()
    assert schedule.startswith("column reduction") and "combined in shared memory" in schedule, schedule
