"""The banks section (tirc/explain/banks.py): the bank map of a kernel's own shared accesses from an
emulator run, against ``tirc run --emulate --stats`` at the same size, and read back from the DOM of
the page in headless Chromium: no conflicts for the default sm_80 GEMM, conflicts without
tir-swizzle."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.unit.browser import browser, open_page  # noqa: F401
from tests.unit.explain_views import kernel_views
from tirc.explain import banks
from tirc.explain.model import Section

REPO = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"

# A GEMM whose sizes are no multiple of its tile, and a row reduction (its partial sums meet in shared memory).
SPEC = """\
kernels:
  - {name: gemm_h, op: matmul, shape: {M: 200, N: 136, K: 72}, dtype: {a: f16, b: f16, c: f16, acc: f32}}
  - {name: row_sum, op: reduction, shape: {M: 33, N: 1000}, reduce: sum, dim: N, dtype: {a: f32}}
"""


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("banks")
    spec = folder / "kernels.yaml"
    spec.write_text(SPEC)
    unswizzled = folder / "unswizzled.yaml"
    unswizzled.write_text("without: [tir-swizzle]\n")
    return {"spec": spec, "unswizzled": unswizzled}


def _section(spec: Path, prefix: str, schedule: Path | None = None) -> Section:
    views = kernel_views(str(spec), schedule=str(schedule) if schedule else None)
    return banks.build(next(view for name, view in views.items() if name.startswith(prefix)))


@pytest.fixture(scope="module")
def sections(files: dict[str, Path]) -> dict[str, Section]:
    return {"default": _section(files["spec"], "gemm_h"),
            "unswizzled": _section(files["spec"], "gemm_h", files["unswizzled"]),
            "rows": _section(files["spec"], "row_sum")}


def _cli_stats(spec: Path, function: str, schedule: Path | None = None) -> tuple[int, dict[int, int]]:
    """``tirc run --emulate --stats``'s shared bank conflicts and its conflicts per PTX line."""
    command = [sys.executable, "-m", "tirc", "run", str(spec), "--emulate", "--stats", "--function", function]
    if schedule is not None:
        command += ["--schedule", str(schedule)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=REPO, env={"COLUMNS": "200", **_env()},
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    total = re.search(r"shared bank conflicts\s*\S\s*([\d,]+)", done.stdout)
    assert total, done.stdout
    by_line = {int(line): int(n.replace(",", ""))
               for line, n in re.findall(r"bank conflicts @ line (\d+)\s*\S\s*([\d,]+)", done.stdout)}
    return int(total.group(1).replace(",", "")), by_line


def _env() -> dict[str, str]:
    import os
    return {k: v for k, v in os.environ.items() if k != "COLUMNS"}


def _maps(section: Section) -> list[ET.Element]:
    return [ET.fromstring(figure.svg) for figure in section.figures]


def test_default_gemm_has_no_conflicts(sections: dict[str, Section]) -> None:
    section = sections["default"]
    assert section.data["total_conflicts"] == 0
    maps = _maps(section)
    assert maps and all(int(m.get("data-conflicts", "-1")) == 0 for m in maps)
    ops = {m.get("data-op") for m in maps}
    assert {"ldmatrix", "cp.async"} <= ops
    loop = [m for m in maps if m.get("data-main-loop") == "1"]
    assert loop and any(m.get("data-op") == "ldmatrix" for m in loop)
    # Main-loop accesses come first.
    flags = [m.get("data-main-loop") for m in maps]
    assert flags == sorted(flags, reverse=True)
    assert "200" in dict(section.facts)["emulated at"]


def test_unswizzled_gemm_shows_conflicts(sections: dict[str, Section]) -> None:
    section = sections["unswizzled"]
    assert section.data["total_conflicts"] > 0
    conflicted = [m for m in _maps(section) if int(m.get("data-conflicts", "0")) > 0]
    assert conflicted and all(m.get("data-op") == "ldmatrix" for m in conflicted)
    # The drawn access: its cells marked as conflicts are exactly the banks asked for two words or more.
    first = conflicted[0]
    cells = [r for r in first.iter(f"{SVG}rect") if r.get("data-lane") is not None]
    assert len({int(r.get("data-lane", "0")) for r in cells}) == 32
    banks_hot = {(int(r.get("data-phase", "0")), int(r.get("data-bank", "0"))) for r in cells
                 if r.get("data-conflict") == "1"}
    assert banks_hot
    words: dict[tuple[int, int], set[int]] = {}
    for r in cells:
        offset = int(r.get("data-offset", "0"))
        for word in range(offset // 4, offset // 4 + 4):   # ldmatrix: 16-byte rows
            if word % 32 == int(r.get("data-bank", "0")):
                words.setdefault((int(r.get("data-phase", "0")), word % 32), set()).add(word)
    assert banks_hot == {key for key, seen in words.items() if len(seen) > 1}


@pytest.mark.parametrize("case", ["default", "unswizzled"])
def test_totals_agree_with_tirc_run_stats(case: str, files: dict[str, Path], sections: dict[str, Section]) -> None:
    total, by_line = _cli_stats(files["spec"], "gemm_h", files["unswizzled"] if case == "unswizzled" else None)
    section = sections[case]
    assert section.data["total_conflicts"] == total
    assert {entry["line"]: entry["conflicts"] for entry in section.data["lines"] if entry["conflicts"]} == by_line


def test_row_kernel_has_a_bank_section(files: dict[str, Path], sections: dict[str, Section]) -> None:
    section = sections["rows"]
    assert not section.unavailable and section.figures
    total, _ = _cli_stats(files["spec"], "row_sum")
    assert section.data["total_conflicts"] == total
    assert {m.get("data-op") for m in _maps(section)} >= {"st.shared", "ld.shared"}


def test_no_emulate_is_unavailable(files: dict[str, Path]) -> None:
    from dataclasses import replace
    view = next(iter(kernel_views(str(files["spec"])).values()))
    section = banks.build(replace(view, emulate=False))
    assert section.id == "banks" and "--no-emulate" in section.unavailable


def test_conflicts_read_from_the_dom(sections: dict[str, Section], browser, tmp_path: Path) -> None:  # noqa: F811
    from tirc.explain.html import render_page, render_section
    body = "".join(render_section(sections[case], f"{case}-banks") for case in ("default", "unswizzled"))
    page_file = tmp_path / "banks.html"
    page_file.write_text(render_page("banks", body))
    with open_page(browser, page_file) as loaded:
        page = loaded.page
        totals = page.eval_on_selector_all("section[data-section=banks]",
                                           "els => els.map(e => [e.id, +e.dataset.totalConflicts])")
        per_map = page.eval_on_selector_all("#unswizzled-banks svg[data-conflicts]",
                                            "els => els.map(e => +e.dataset.conflicts)")
        default_maps = page.eval_on_selector_all("#default-banks svg[data-conflicts]",
                                                 "els => els.map(e => +e.dataset.conflicts)")
        assert not loaded.console_errors
    assert dict(totals) == {"default-banks": 0, "unswizzled-banks": sections["unswizzled"].data["total_conflicts"]}
    assert dict(totals)["unswizzled-banks"] > 0
    assert default_maps and set(default_maps) == {0}
    assert max(per_map) > 0


def test_trace_is_off_by_default_and_sums_to_the_stats(files: dict[str, Path]) -> None:
    from tirc.runtime.execute import emulate
    plain = emulate(str(files["spec"]), function="row_sum")[0]
    assert plain.stats.shared_trace is None
    traced = emulate(str(files["spec"]), function="row_sum", trace_shared=True)[0]
    trace = traced.stats.shared_trace
    assert trace and traced.stats.shared_accesses == plain.stats.shared_accesses
    assert sum(t.accesses for t in trace.values()) == traced.stats.shared_accesses
    assert sum(t.wavefronts for t in trace.values()) == traced.stats.shared_wavefronts
    assert sum(t.conflicts for t in trace.values()) == traced.stats.shared_bank_conflicts
    assert all(t.sample is not None and len(t.sample.offsets) == 32 for t in trace.values())


def test_a_large_gemm_is_emulated_small_and_alone(tmp_path: Path) -> None:
    spec = tmp_path / "large.yaml"
    spec.write_text("kernels:\n"
                    "  - {name: big, op: matmul, shape: {M: 2048, N: 2048, K: 2048},"
                    " dtype: {a: f16, b: f16, c: f16, acc: f32}}\n"
                    "  - {name: other, op: matmul, shape: {M: 64, N: 64, K: 64}, dtype: {a: f16, b: f16, c: f16}}\n")
    section = _section(spec, "big")
    sizes = section.data["sizes"]
    assert "alone" in dict(section.facts)["emulated at"]
    assert max(sizes.values()) < 2048 and section.data["total_conflicts"] == 0
    assert any(m.get("data-main-loop") == "1" for m in _maps(section))


def test_a_kernel_without_shared_accesses_says_so(tmp_path: Path) -> None:
    """A warp-per-row reduction (a narrow row) combines its lanes with shuffles: no shared access,
    so no bank map, and the section says why instead of drawing nothing."""
    spec = tmp_path / "narrow.yaml"
    spec.write_text("kernels:\n  - name: row_sum_narrow\n    op: reduction\n    shape: {M: 5, N: 40}\n"
                    "    reduce: sum\n    dim: N\n    dtype: {a: f32, acc: f32, c: f32}\n")
    views = kernel_views(str(spec))
    section = banks.build(next(iter(views.values())))
    assert section.data["shared_accesses"] == 0 and section.data["total_conflicts"] == 0
    assert not section.figures and "no shared-memory access" in section.unavailable
