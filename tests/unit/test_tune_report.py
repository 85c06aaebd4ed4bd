"""``tirc tune --report``: the page of a tune's candidates, through the real command line, checked in
headless Chromium: one plot per tuned workload, its winner and heuristic marked, no console error,
the parts collapse; a rerun that compiles nothing draws the same candidates from the database.
A database holding GPU candidates (written here: no GPU needed) gets measured marks beside the
estimates."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tests.unit.browser import browser, open_page  # noqa: F401  (the fixture)

SPEC = """\
kernels:
  - name: small
    op: matmul
    shape: {M: 192, N: 128, K: 64}
    dtype: {a: f16, b: f16, c: f16, acc: f32}
  - name: attn
    op: attention
    shape: {B: 1, H: 2, S_q: 128, S_kv: 128, D: 64}
    dtype: {q: f16, k: f16, v: f16, o: f16, acc: f32}
"""
BUDGET = "3"


def tirc(*args: str) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([sys.executable, "-m", "tirc", *args], capture_output=True, text=True)
    assert result.returncode == 0, f"tirc {' '.join(args)}:\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A tune with --report, then a rerun (every record in the database) with another --report."""
    folder = tmp_path_factory.mktemp("tune-report")
    spec = folder / "small.yaml"
    spec.write_text(SPEC)
    db = folder / "tuning.db"
    args = ["tune", str(spec), "--target", "sm_80", "--budget", BUDGET, "--db", str(db), "--jobs", "1",
            "--no-emulate", "--json"]
    first = tirc(*args, "--report", str(folder / "first.html"))
    rerun = tirc(*args, "--report", str(folder / "rerun.html"))
    return {"folder": folder, "db": db, "first": json.loads(first.stdout), "rerun": json.loads(rerun.stdout),
            "stderr": first.stderr}


def _candidates(loaded: Any) -> list[dict[str, Any]]:
    return loaded.page.eval_on_selector_all(
        "svg.candidates g.candidate",
        """nodes => nodes.map(n => ({workload: n.closest('svg').dataset.workloadIndex, knobs: n.dataset.knobs,
             winner: n.dataset.winner, heuristic: n.dataset.heuristic, estimate: parseFloat(n.dataset.estimate),
             marks: n.querySelectorAll('.time').length}))""")


def test_the_report_renders_one_plot_per_workload_with_the_winner_marked(reports: dict[str, Any],
                                                                          browser: Any) -> None:  # noqa: F811
    assert reports["first"]["compiled"] > 0 and "report:" in reports["stderr"]
    kernels = reports["first"]["kernels"]
    assert len(kernels) == 2 and all(row["status"] == "tuned" for row in kernels)
    with open_page(browser, reports["folder"] / "first.html") as loaded:
        page = loaded.page
        assert loaded.console_errors == []
        assert page.locator("svg.candidates").count() == len(kernels)
        assert page.locator("section.part[data-section='tune']").count() == len(kernels)
        candidates = _candidates(loaded)
        for index in {c["workload"] for c in candidates}:
            plot = [c for c in candidates if c["workload"] == index]
            # Every tuned candidate is drawn (the budget's worth, the heuristic's among them).
            assert len(plot) == int(BUDGET)
            assert sum(c["winner"] == "true" for c in plot) == 1
            assert sum(c["heuristic"] == "true" for c in plot) == 1
            # Sorted by the static model's estimate; the winner is a model tune's cheapest estimate
            # (within the tuner's tie tolerance).
            estimates = [c["estimate"] for c in plot]
            assert estimates == sorted(estimates)
            winner = next(c for c in plot if c["winner"] == "true")
            assert winner["estimate"] <= estimates[0] * 1.005
            assert all(c["marks"] == 1 for c in plot)   # an estimate each; no GPU measurement in a model tune
        # The winner recorded in the database is the one marked.
        records = {row["kernel"]: row for row in kernels}
        titles = page.eval_on_selector_all("section.part h3", "nodes => nodes.map(n => n.textContent)")
        assert sorted(title.split(":")[0] for title in titles) == sorted(records)
        # Collapsing: the first part's button hides its body, a second click shows it again.
        button = page.locator("section.part button.toggle").first
        body = page.locator("section.part div.body").first
        assert button.get_attribute("aria-expanded") == "true" and body.is_visible()
        button.click()
        assert button.get_attribute("aria-expanded") == "false" and not body.is_visible()
        button.click()
        assert body.is_visible()
        html = (reports["folder"] / "first.html").read_text()
        assert "https://" not in html and "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_a_rerun_that_compiles_nothing_draws_the_same_candidates(reports: dict[str, Any],
                                                                 browser: Any) -> None:  # noqa: F811
    assert reports["rerun"]["compiled"] == 0
    assert all(row["status"] == "database" for row in reports["rerun"]["kernels"])
    drawn = {}
    for name in ("first", "rerun"):
        with open_page(browser, reports["folder"] / f"{name}.html") as loaded:
            assert loaded.console_errors == []
            drawn[name] = sorted((c["workload"], c["knobs"], c["winner"], c["heuristic"]) for c in _candidates(loaded))
    assert drawn["rerun"] == drawn["first"] and len(drawn["first"]) == 2 * int(BUDGET)


def test_gpu_candidates_are_drawn_measured_beside_their_estimates(tmp_path: Path) -> None:
    from tirc.tune.db import CandidateKey, TuningDB, TuningRecord
    from tirc.tune.report import render_report, report_sections
    workload = json.dumps({"op": "matmul", "shape": {"M": 64, "N": 64, "K": 64}}, sort_keys=True,
                          separators=(",", ":"))
    key = (workload, "", "sm_80", "0.1.0", "hash")
    heuristic, winner, failed = ({"tile": [64, 64, 32], "stages": 3}, {"tile": [32, 64, 32], "stages": 4},
                                 {"tile": [128, 64, 32], "stages": 4})
    db_path = tmp_path / "gpu.db"
    with TuningDB(db_path) as db:
        for knobs, measured, model in ((heuristic, 3e-6, 2e-6), (winner, 2e-6, 2.5e-6)):
            db.put_candidate(CandidateKey(*key, "gpu", json.dumps(knobs, sort_keys=True, separators=(",", ":"))),
                             {"seconds": measured, "spread": 1e-7, "figures": {"model_seconds": model}})
        db.put_candidate(CandidateKey(*key, "gpu", json.dumps(failed, sort_keys=True, separators=(",", ":"))),
                         {"error": "shared memory: 200 KiB > 164 KiB"})
        db.put(TuningRecord(*key, winner, "gpu", "NVIDIA A100", 2e-6, 1e-7,
                            {"heuristic": {"schedule": heuristic, "seconds": 3e-6}}, "2026-12-01"))
    summary = SimpleNamespace(kernel="k", workload=workload, bucket="", status="tuned", heuristic="")
    outcome = SimpleNamespace(summaries=[summary], target="sm_80", tirc_version="0.1.0", pipeline_hash="hash",
                              compiles=3)
    (section,) = report_sections(str(db_path), outcome)
    assert section.data["candidates"] == 2 and section.data["failed"] == 1 and section.data["measured"] is True
    svg = section.figures[0].svg
    assert svg.count('data-kind="measured"') == 2 and svg.count('data-kind="estimate"') == 2
    assert svg.count('data-winner="true"') == 1 and svg.count('data-heuristic="true"') == 1
    assert 'data-knobs="{&quot;stages&quot;:4,&quot;tile&quot;:[32,64,32]}" data-rank="1"' in svg
    assert "shared memory: 200 KiB" in section.figures[0].text and "1.5x the heuristic" in section.summary
    assert "<svg" in render_report("in.yaml", str(db_path), "gpu", outcome)
