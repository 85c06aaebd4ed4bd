"""The explain page's modelled sections: the pipeline timeline (tirc/explain/pipeline.py) against
the schedule and the kernel's PTX, and the roofline (tirc/explain/roofline.py) against the static
estimate, a tuning database and a `tirc bench --json` document. Facts are read from the SVG
(its data-* attributes), as a browser would see them."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.unit.browser import browser, open_page  # noqa: F401  (the fixture)
from tirc.emit.ptx import count_instructions
from tirc.emit.report import hopper_counts, kernel_attention, kernel_problems, kernel_sources
from tirc.explain import pipeline, roofline
from tirc.explain.model import KernelView, Section
from tirc.explain.views import kernel_views
from tirc.options import CompileOptions
from tirc.schedule.perf_model import LOAD_LATENCY_CLK, MMA_SHAPES, attention_work, peak_flops, wgmma_shape

ROOT = Path(__file__).resolve().parents[2]
SOFTMAX = ROOT / "tests/lit/Inputs/softmax-f16.mlir"

GEMM_SM80 = """kernels:
  - name: gemm
    op: matmul
    shape: {M: 200, N: 136, K: 72}
    dtype: {a: f16, b: f16, c: f16, acc: f32}
"""
# One f16 element per copy: too narrow for cp.async, the copies go through registers.
NARROW_SM80 = """kernels:
  - name: narrow
    op: matmul
    shape: {M: 64, N: 64, K: 64}
    dtype: {a: f16, b: f16, c: f16, acc: f32}
    schedule: {tile: [64, 64, 32], warps: [2, 2], stages: 2, vector_bytes: 2}
  # A stored [K, M] in int8: ldmatrix cannot transpose 8-bit fragments, plain shared loads do.
  - name: s8_col
    op: matmul
    shape: {M: 64, N: 64, K: 128}
    layout: {a: col, b: row}
    dtype: {a: s8, b: s8, acc: s32, c: s32}
"""
GEMM_SM90 = """kernels:
  - name: gemm_ws
    op: matmul
    shape: {M: 256, N: 256, K: 256}
    layout: {a: row, b: col}
    dtype: {a: f16, b: f16, c: f16, acc: f32}
    schedule: {tile: [128, 64, 64], warps: [8, 1], mma: m64n64k16, stages: 3, warp_specialize: true}
  - name: gemm_plain
    op: matmul
    shape: {M: 256, N: 256, K: 256}
    layout: {a: row, b: col}
    dtype: {a: f16, b: f16, c: f16, acc: f32}
    schedule: {tile: [128, 64, 64], warps: [8, 1], mma: m64n64k16, stages: 3, warp_specialize: false}
"""
ATTENTION = """kernels:
  - name: attn
    op: attention
    shape: {B: 1, H: 2, S_q: 128, S_kv: 128, D: 64}
    dtype: {q: f16, k: f16, v: f16, o: f16, acc: f32}
"""


def _spec(directory: Path, name: str, text: str) -> Path:
    path = directory / name
    path.write_text(text)
    return path


@pytest.fixture(scope="module")
def specs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("specs")
    for name, text in (("gemm80.yaml", GEMM_SM80), ("gemm90.yaml", GEMM_SM90), ("attn.yaml", ATTENTION),
                       ("narrow.yaml", NARROW_SM80)):
        _spec(directory, name, text)
    return directory


@pytest.fixture(scope="module")
def views(specs: Path) -> dict[str, KernelView]:
    """One view per kernel of the four families (compiled once for the module)."""
    found: dict[str, KernelView] = {}
    for path, target in ((specs / "gemm80.yaml", "sm_80"), (specs / "gemm90.yaml", "sm_90a"),
                         (specs / "attn.yaml", "sm_80"), (SOFTMAX, "sm_80"), (specs / "attn.yaml", "sm_90a"),
                         (specs / "narrow.yaml", "sm_80")):
        found.update({f"{view.name}@{target}": view for view in kernel_views(str(path), CompileOptions(target=target))})
    return found


def _view(views: dict[str, KernelView], prefix: str, target: str = "") -> KernelView:
    return next(view for name, view in views.items() if name.startswith(prefix) and name.endswith(target))


_ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')


def svg_elements(section: Section, tag: str, css_class: str) -> list[dict[str, str]]:
    """The attributes of every ``<tag class="css_class" ...>`` of the section's pictures."""
    found = []
    for figure in section.figures:
        for match in re.finditer(rf"<{tag}\b([^>]*)>", figure.svg):
            attributes = dict(_ATTRIBUTE.findall(match.group(1)))
            if attributes.get("class") == css_class:
                found.append(attributes)
    return found


def events(section: Section, role_prefix: str = "") -> list[dict[str, str]]:
    return [event for event in svg_elements(section, "rect", "event") if event["data-role"].startswith(role_prefix)]


def _kinds(found: list[dict[str, str]]) -> list[str]:
    return [event["data-event"] for event in found]


# ---------------------------------------------------------------------------------------------
# pipeline


def test_sm80_gemm_timeline_follows_its_schedule(views: dict[str, KernelView]) -> None:
    view = _view(views, "gemm_gemm")
    schedule, problem = kernel_problems(view.result)[view.name]
    section = pipeline.build(view)
    assert section.id == "pipeline" and section.note == "static model, not a measurement" and not section.unavailable
    warps = schedule.warps_m * schedule.warps_n
    lane = events(section, "MMA warps")
    assert lane and lane[0]["data-role"] == f"MMA warps (x{warps})"
    mma_m, mma_n, mma_k = MMA_SHAPES[schedule.mma]
    k_steps = schedule.tile_k // mma_k
    mmas = [event for event in lane if event["data-event"] == "mma"]
    assert len(mmas) == k_steps == section.data["k_steps"]
    assert all(int(event["data-count"]) == (schedule.tile_m // mma_m) * (schedule.tile_n // mma_n) for event in mmas)
    assert _kinds(lane).count("ldmatrix") == k_steps
    # The iteration's order: issue stage s+stages-1, commit, wait for stage s, barrier, then the k-steps.
    assert _kinds(lane)[:4] == ["cp.async", "commit", "wait", "bar"]
    assert section.data["stages"] == schedule.stages
    labels = [event["label"] for event in section.data["events"]]
    assert f"cp.async stage s+{schedule.stages - 1}" in labels
    assert f"cp.async.wait_group {schedule.stages - 2} (stage s)" in labels
    # perf_model's pipeline term: max(work, latency / (stages - 1)); the wait fills the difference.
    period, work = section.data["period_clocks"], section.data["work_clocks"]
    assert period == pytest.approx(max(work, LOAD_LATENCY_CLK / (schedule.stages - 1)), abs=1e-3)
    wait = next(event for event in lane if event["data-event"] == "wait")
    assert float(wait["data-end"]) - float(wait["data-start"]) == pytest.approx(period - work, abs=1e-2)
    # The epilogue is a tail block after the iteration; the copy in flight lasts the load latency.
    epilogue = next(event for event in lane if event["data-event"] == "epilogue")
    assert float(epilogue["data-start"]) == pytest.approx(period, abs=1e-2)
    flight = events(section, pipeline.MEMORY_ROLE)
    assert len(flight) == 1 and float(flight[0]["data-end"]) - float(flight[0]["data-start"]) == LOAD_LATENCY_CLK
    # The block's mma per tile, per warp, matches the PTX: its static mma.sync count is whole tiles of it.
    per_warp = len(mmas) * int(mmas[0]["data-count"]) // warps
    assert count_instructions(view.ptx_body, ("mma.sync",))["mma.sync"] % per_warp == 0
    assert problem is not None and section.figures[0].text.count("mma.sync") >= k_steps


def test_copies_too_narrow_for_cp_async_are_drawn_as_loads(views: dict[str, KernelView]) -> None:
    view = _view(views, "narrow")
    assert not count_instructions(view.ptx_body, ("cp.async",))["cp.async"]
    section = pipeline.build(view)
    kinds = _kinds(events(section, "MMA warps"))
    assert kinds[:2] == ["load", "bar"] and not {"cp.async", "commit", "wait"} & set(kinds)
    assert section.data["asynchronous_copies"] is False and kinds.count("mma") == section.data["k_steps"] == 2


def test_fragments_without_ldmatrix_are_drawn_as_shared_loads(views: dict[str, KernelView]) -> None:
    view = _view(views, "s8_col")
    section = pipeline.build(view)
    kinds = _kinds(events(section, "MMA warps"))
    has_ldmatrix = bool(count_instructions(view.ptx_body, ("ldmatrix",))["ldmatrix"])
    assert kinds.count("ldmatrix" if has_ldmatrix else "ld.shared") == section.data["k_steps"]
    assert not has_ldmatrix and "ldmatrix" not in kinds


def test_sm90_warp_specialised_gemm_has_a_producer_lane(views: dict[str, KernelView]) -> None:
    view = _view(views, "gemm_ws")
    schedule, _ = kernel_problems(view.result)[view.name]
    section = pipeline.build(view)
    roles = section.data["roles"]
    assert roles[0].startswith("producer warpgroup") and roles[1] == f"consumer warpgroups (x{schedule.warpgroups})"
    # The producer's registers come down (setmaxnreg.dec): the PTX agrees that there is a producer.
    assert hopper_counts(view.ptx_body).registers_dec and section.data["ptx_setmaxnreg_dec"]
    producer, consumer = events(section, "producer"), events(section, "consumer")
    assert _kinds(producer) == ["mbarrier", "mbarrier", "tma"]
    k_steps = schedule.tile_k // wgmma_shape(schedule.mma)[2]
    wgmmas = [event for event in consumer if event["data-event"] == "wgmma"]
    assert len(wgmmas) == k_steps == section.data["k_steps"] == 4
    assert int(wgmmas[0]["data-count"]) == schedule.tile_m // 64 * (schedule.tile_n // 64)
    assert _kinds(consumer)[0] == "mbarrier" and "wgmma-sync" in _kinds(consumer)
    assert section.data["stages"] == schedule.stages == 3


def test_sm90_gemm_without_warp_specialisation_has_no_producer(views: dict[str, KernelView]) -> None:
    view = _view(views, "gemm_plain")
    section = pipeline.build(view)
    assert not hopper_counts(view.ptx_body).registers_dec
    assert not any(role.startswith("producer") for role in section.data["roles"])
    lane = events(section, "warpgroups")
    assert "tma" in _kinds(lane) and _kinds(lane).count("wgmma") == 4
    assert section.data["warp_specialized"] is False


def test_attention_timeline_is_one_key_tile(views: dict[str, KernelView]) -> None:
    view = _view(views, "attn_", "@sm_80")
    problem, schedule = kernel_attention(view.result)[view.name]
    section = pipeline.build(view)
    assert section.data["unit"] == "key tile" and not section.unavailable
    lane = events(section, "warps")
    kinds = _kinds(lane)
    # S = QK^T, the online softmax (max, exp, sum), P·V, then the next K/V tile's copies.
    assert kinds.index("mma") < kinds.index("exp") < len(kinds) - 1 - kinds[::-1].index("mma") < kinds.index("cp.async")
    assert kinds.count("mma") == 2 and kinds.count("shuffle") == 2
    s_mma, pv_mma = [int(event["data-count"]) for event in lane if event["data-event"] == "mma"]
    assert s_mma == schedule.block_m // 16 * (schedule.block_n // 8) * (problem.head_dim // 16)
    assert pv_mma == schedule.block_m // 16 * (problem.head_dim_v // 8) * (schedule.block_n // 16)
    exp = next(event for event in lane if event["data-event"] == "exp")
    assert int(exp["data-count"]) == schedule.block_m * schedule.block_n + schedule.block_m
    period = section.data["period_clocks"]
    expected = (max(section.data["work_clocks"], LOAD_LATENCY_CLK / (schedule.stages - 1)) if schedule.stages > 1
                else section.data["work_clocks"] + LOAD_LATENCY_CLK)
    assert period == pytest.approx(expected, abs=1e-3)


def test_sm90_attention_timeline_is_warp_specialised_wgmma(views: dict[str, KernelView]) -> None:
    view = _view(views, "attn_", "@sm_90a")
    problem, schedule = kernel_attention(view.result)[view.name]
    assert schedule.kernel == "wgmma"
    section = pipeline.build(view)
    consumers = schedule.warps // 4 - 1
    assert section.data["roles"][0].startswith("producer warpgroup") and hopper_counts(view.ptx_body).registers_dec
    assert _kinds(events(section, "producer")) == ["mbarrier", "mbarrier", "tma"]
    consumer = events(section, "consumer")
    wgmmas = [event for event in consumer if event["data-event"] == "wgmma"]
    assert [int(event["data-count"]) for event in wgmmas] == [consumers * problem.head_dim // 16,
                                                                consumers * schedule.block_n // 16]
    # The instruction shapes drawn are the PTX's: S is m64 x block_n, P·V m64 x D_v; one warpgroup's
    # code path holds both products once.
    ptx = count_instructions(view.ptx_body, (f"wgmma.mma_async.sync.aligned.m64n{schedule.block_n}k16",
                                             f"wgmma.mma_async.sync.aligned.m64n{problem.head_dim_v}k16"))
    assert list(ptx.values()) == [problem.head_dim // 16, schedule.block_n // 16]
    assert "exp" in _kinds(consumer) and _kinds(consumer).count("shuffle") == 2


def test_row_kernel_timeline_loads_reduces_normalises_stores(views: dict[str, KernelView]) -> None:
    view = _view(views, "softmax")
    section = pipeline.build(view)
    assert not section.unavailable and section.data["unit"] == pipeline.ROW_UNIT
    kinds = _kinds(events(section, "threads"))
    assert kinds == ["load", "shuffle", "exp", "store"]
    counts = count_instructions(view.ptx_body, ("shfl.sync", "ld.global"))
    assert section.data["shuffles"] == counts["shfl.sync"] and section.data["loads"] == counts["ld.global"]
    flight = events(section, pipeline.MEMORY_ROLE)
    assert float(flight[0]["data-end"]) >= LOAD_LATENCY_CLK


def test_every_drawn_event_kind_is_in_the_kernels_ptx(views: dict[str, KernelView]) -> None:
    """An event kind the picture draws but the PTX lacks would be an invented operation."""
    assert len(views) == 8
    for view in views.values():
        section = pipeline.build(view)
        drawn = set(_kinds(events(section)))
        assert drawn, view.name
        for kind in drawn:
            found = count_instructions(view.ptx_body, pipeline.EVENT_PTX[kind])
            assert any(found.values()), f"{view.name}: '{kind}' drawn, none of {pipeline.EVENT_PTX[kind]} in its PTX"
        # Every event's rectangle says when it runs, in the model's clocks, and the text table lists it.
        for event in events(section):
            assert 0 <= float(event["data-start"]) <= float(event["data-end"])
        assert len(section.data["events"]) == len(events(section))
        assert section.figures[0].svg.startswith("<svg") and section.figures[0].text.count("\n") >= len(drawn)


def test_ptx_check_catches_an_event_the_kernel_lacks(views: dict[str, KernelView]) -> None:
    view = _view(views, "softmax")
    invented = (pipeline.Event("threads", "mma", "mma.sync", 0.0, 1.0),)
    assert pipeline.ptx_kinds_missing(view, invented) == ["mma"]


# ---------------------------------------------------------------------------------------------
# roofline


def _estimate_point(section: Section) -> dict[str, str]:
    points = svg_elements(section, "circle", "point")
    return next(point for point in points if point["data-kind"] == "estimate")


def test_gemm_roofline_point_is_the_estimates_flop_over_dram_bytes(views: dict[str, KernelView]) -> None:
    view = _view(views, "gemm_gemm")
    _, problem = kernel_problems(view.result)[view.name]
    assert problem is not None and view.estimate is not None
    section = roofline.build(view)
    flop = 2 * problem.m * problem.n * problem.k
    guess = view.estimate["estimate"]
    dram = guess["times"]["dram"] * view.target.dram_gb_per_s * 1e9
    point = _estimate_point(section)
    assert float(point["data-intensity"]) == pytest.approx(flop / dram, rel=1e-5)
    assert float(point["data-flops"]) == pytest.approx(flop / guess["seconds"], rel=1e-5)
    roof = svg_elements(section, "polyline", "roof")[0]
    assert float(roof["data-peak"]) == pytest.approx(peak_flops(view.target, "f16"), rel=1e-5)
    assert float(roof["data-bandwidth"]) == view.target.dram_gb_per_s * 1e9
    assert section.note == "static model, not a measurement"


def test_attention_and_row_kernel_roofline_points(views: dict[str, KernelView]) -> None:
    view = _view(views, "attn_", "@sm_80")
    problem, schedule = kernel_attention(view.result)[view.name]
    point = _estimate_point(roofline.build(view))
    assert float(point["data-intensity"]) == pytest.approx(
        problem.flops() / attention_work(problem, schedule).dram_bytes, rel=1e-5)
    softmax = _view(views, "softmax")
    row = roofline.build(softmax)
    # The bytes the kernel must move (the memory-bound estimate's): at least softmax's f16 [16, 256]
    # input read once and its output written once (16 KiB).
    moved = pipeline.kernel_memory_estimate(softmax)
    assert row.data["bytes"] == moved.bytes_read + moved.bytes_written >= 2 * 16 * 256 * 2
    assert float(_estimate_point(row)["data-intensity"]) == pytest.approx(row.data["work"] / row.data["bytes"], rel=1e-5)
    assert "FP32 CUDA core" in dict(row.facts)["compute roof"]


def test_roofline_draws_the_tuning_databases_and_benchs_points(views: dict[str, KernelView], tmp_path: Path) -> None:
    from dataclasses import replace

    from tirc.tune.db import CandidateKey, TuningDB, TuningRecord
    view = _view(views, "gemm_gemm")
    workload = kernel_sources(view.result)[view.name].workload
    estimate = view.estimate
    assert estimate is not None
    flop = 2 * 200 * 136 * 72
    figures = {"estimate": {"times": {"dram": 2e-8}}, "constants": {"dram": 1.0},
               "problem": {"m": 200, "n": 136, "k": 72, "batch": 1}}
    db_path = tmp_path / "tuning.db"
    with TuningDB(db_path) as db:
        db.put(TuningRecord(workload, "", "sm_80", "0", "hash", {"tile": [64, 64, 32]}, "gpu", "NVIDIA A100", 4e-6, 0.0,
                            figures, "2026-12-01"))
        db.put_candidate(CandidateKey(workload, "", "sm_80", "0", "hash", "model", '{"tile":[32,64,32]}'),
                         {"seconds": 2e-6, "spread": 0.0, "figures": figures})
        db.put_candidate(CandidateKey(workload, "", "sm_80", "0", "hash", "model", '{"tile":[16,16,16]}'),
                         {"error": "did not compile"})
        # Another workload's record is not this kernel's.
        db.put(TuningRecord(workload.replace("200", "201"), "", "sm_80", "0", "hash", {"tile": [64, 64, 32]}, "gpu",
                            "NVIDIA A100", 1e-6, 0.0, figures, "2026-12-01"))
    bench = tmp_path / "bench.json"
    function = next(f["name"] for f in view.result.manifest["functions"])
    bench.write_text(json.dumps({"mode": "gpu", "device": "NVIDIA A100", "target": "sm_80", "functions": [
        {"function": function, "sizes": {}, "flops": flop, "bytes": 111_000, "tirc": {"median_ms": 0.005},
         "cublas": {"median_ms": 0.004}, "triton": {"skipped": "no triton"}},
        {"function": "another", "flops": 1, "bytes": 1, "tirc": {"median_ms": 1.0}}]}))
    section = roofline.build(replace(view, tuning_db=db_path, measurements=bench))
    points = svg_elements(section, "circle", "point")
    kinds = sorted(point["data-kind"] for point in points)
    assert kinds == ["estimate", "measured", "measured", "measured", "model-db"]
    dram_bytes = 2e-8 * view.target.dram_gb_per_s * 1e9
    record = next(p for p in section.data["points"] if p["label"].startswith("record"))
    assert record["intensity"] == pytest.approx(flop / dram_bytes) and record["flops"] == pytest.approx(flop / 4e-6)
    model = next(point for point in points if point["data-kind"] == "model-db")
    assert float(model["data-flops"]) == pytest.approx(flop / 2e-6, rel=1e-5)
    benched = sorted(float(p["data-flops"]) for p in points if p["data-kind"] == "measured" and
                     float(p["data-bytes"]) == 111_000)
    assert benched == pytest.approx([flop / 5e-6, flop / 4e-6], rel=1e-5)
    assert dict(section.facts)["measured points"].startswith("3 ") and "model-db" in section.figures[0].text


def test_missing_database_is_an_error(views: dict[str, KernelView], tmp_path: Path) -> None:
    from dataclasses import replace

    from tirc.diagnostics import TircError
    view = replace(_view(views, "gemm_gemm"), tuning_db=tmp_path / "none.db")
    with pytest.raises(TircError, match="no tuning database"):
        roofline.build(view)


def test_sections_of_a_kernel_they_do_not_apply_to_say_why(specs: Path) -> None:
    dynamic = _spec(specs, "dynamic.yaml", GEMM_SM80.replace("M: 200", 'M: "?"'))
    (view,) = kernel_views(str(dynamic), CompileOptions(target="sm_80"))
    for build in (pipeline.build, roofline.build):
        section = build(view)
        assert "dynamic" in section.unavailable and not section.figures
    # A Tensor Core kernel whose schedule the module does not record: no terms to draw it from.
    quantised = kernel_views(str(ROOT / "examples/specs/w4a16.yaml"), CompileOptions(target="sm_80"))
    for view in quantised:
        assert count_instructions(view.ptx_body, ("mma.sync",))["mma.sync"] and view.name not in \
            kernel_problems(view.result)
        for build in (pipeline.build, roofline.build):
            assert "records no Tensor Core schedule" in build(view).unavailable


def test_both_sections_render_in_chromium(views: dict[str, KernelView], browser: Any,  # noqa: F811
                                          tmp_path: Path) -> None:
    """Every kernel's pipeline and roofline parts, on one page: the browser sees the same events and
    points as the Sections say, and logs no error."""
    from tirc.explain.html import anchor_id, render_page, render_section
    parts, expected = [], {}
    for key, view in sorted(views.items()):
        for build in (pipeline.build, roofline.build):
            section = build(view)
            anchor = anchor_id(f"{key}-{section.id}")
            parts.append(render_section(section, anchor))
            expected[anchor] = (len(section.data.get("events", [])), len(section.data.get("points", [])),
                                bool(section.unavailable))
    path = tmp_path / "sections.html"
    path.write_text(render_page("pipeline and roofline", "".join(parts)))
    with open_page(browser, path) as loaded:
        assert loaded.console_errors == []
        for anchor, (event_count, point_count, unavailable) in expected.items():
            part = loaded.page.locator(f"section#{anchor}")
            assert part.locator("svg").count() == (0 if unavailable else 1), anchor
            assert part.locator("rect.event").count() == event_count
            assert part.locator("circle.point").count() == point_count
            if event_count:
                box = part.locator("svg.pipeline").bounding_box()
                assert box is not None and box["width"] > 400 and box["height"] > 60
