"""The default schedules table of the site's performance page (docs/performance.md, "Default
schedules"): the page holds what the heuristics choose, decode
shapes fill a wave of the A100, and every schedule in the table verifies in the emulator (race
checking on) at a reduced size with the same schedule, without shared-memory bank conflicts."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.schedules import KERNELS, markdown, spec, table
from tirc.runtime import emulate
from tirc.schedule.model import Schedule
from tirc.target import get_target

PAGE = Path(__file__).resolve().parents[2] / "docs" / "performance.md"
TABLE = table()


def test_the_site_holds_the_schedule_table() -> None:
    text = PAGE.read_text()
    for line in markdown(TABLE):
        assert line in text, f"docs/performance.md lacks the row (regenerate with bench/schedules.py --markdown): {line}"


def blocks(shape: tuple[int, int, int], s: Schedule) -> int:
    m, n, _ = shape
    return -(-m // s.tile_m) * -(-n // s.tile_n) * s.split_k


@pytest.mark.parametrize("shape", [(m, n, 4096) for m in (1, 16) for n in (4096, 11008)])
@pytest.mark.parametrize("kind", list(KERNELS))
def test_decode_shapes_launch_a_full_wave_on_the_a100(shape: tuple[int, int, int], kind: str) -> None:
    schedule = TABLE[(shape, kind)]["sm_80"]
    assert schedule is not None, "decode GEMMs run on Tensor Cores"
    assert blocks(shape, schedule) >= get_target("sm_80").sm_count


def test_split_k_is_chosen_where_the_output_tiles_are_too_few() -> None:
    """1 x 4096 x 4096: 64 output tiles of 16x64 on 108 SMs, so 2 splits; 11008 columns are enough."""
    assert TABLE[((1, 4096, 4096), "f16/bf16")]["sm_80"].split_k == 2
    assert TABLE[((1, 11008, 4096), "f16/bf16")]["sm_80"].split_k == 1
    assert TABLE[((4096, 4096, 4096), "f16/bf16")]["sm_80"].split_k == 1


def reduced(shape: tuple[int, int, int], s: Schedule) -> tuple[int, int, int]:
    """Two tiles along M and N where the problem has them, and enough K for every split to run the
    pipeline's steady state (stages + 1 K tiles): tile multiples wherever the full size is one, so
    the kernel is the full-size one but for its size constants."""
    m, n, k = shape
    return min(m, 2 * s.tile_m), min(n, 2 * s.tile_n), min(k, s.split_k * (s.stages + 1) * s.tile_k)


def distinct_schedules() -> list[tuple[str, str, tuple[int, int, int], Schedule]]:
    """(kind, target, reduced shape, schedule), once per distinct schedule and kind of the table."""
    seen: dict[tuple[str, Schedule], tuple[str, str, tuple[int, int, int], Schedule]] = {}
    for (shape, kind), per_target in TABLE.items():
        for target, schedule in per_target.items():
            if schedule is not None and (kind, schedule) not in seen:
                seen[(kind, schedule)] = (kind, target, reduced(shape, schedule), schedule)
    return list(seen.values())


@pytest.mark.parametrize("kind, target, shape, schedule", distinct_schedules(),
                         ids=lambda value: value.describe() if isinstance(value, Schedule) else str(value))
def test_every_table_schedule_verifies_in_the_emulator(tmp_path: Path, kind: str, target: str,
                                                       shape: tuple[int, int, int], schedule: Schedule) -> None:
    m, n, k = shape
    # The reduced shape, and one that is no tile multiple (the bounds-checked variant of the kernel:
    # partial tiles along M and N, a last K tile of 16 elements past a whole one, rows still
    # 16-byte aligned for the schedule's copies).
    for sizes in (shape, (max(1, m - 5), max(1, n - 3), max(16, k - 16))):
        (run,) = emulate(spec(str(tmp_path), sizes, kind, schedule), target=target, remarks="off")
        assert run.ok, (sizes, run)
        assert schedule.describe() in run.schedules.values()
        if sizes == shape:
            assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line

