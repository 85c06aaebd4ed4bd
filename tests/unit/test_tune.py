"""``tirc tune`` end to end, through the real command line: a tune writes one record per kernel, each
no costlier than the heuristic and checked in the emulator; a rerun compiles nothing; ``tirc compile
--tuning-db`` reproduces the tuned kernels byte for byte; export -> import -> export is lossless; a
tune killed with SIGKILL and rerun gives the database of an uninterrupted one; Ray on a real local
cluster picks the same winners.

One tune of a two-kernel spec (module fixture) is shared by the tests; the others compare with it.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.unit.ray_cluster import ray_cluster  # noqa: F401  (the fixture)
from tirc.emit.ptx import kernel_bodies

SPEC = """\
kernels:
  # A Linear with bias and SiLU, f16, weights stored [N, K].
  - name: linear_f16
    op: matmul
    shape: {M: 512, N: 384, K: 256}
    layout: {a: row, b: col}
    dtype: {a: f16, b: f16, c: f16, acc: f32}
    epilogue: [{bias: n}, {activation: silu}]
  # A deep int8 GEMM: few output tiles, a long K.
  - name: gemm_s8
    op: matmul
    shape: {M: 256, N: 256, K: 1024}
    layout: {a: row, b: col}
    dtype: {a: s8, b: s8, c: s32, acc: s32}
"""
BUDGET = "5"
MODEL_TOLERANCE = 0.005   # tirc.tune.space's: model costs within 0.5% are ties


def tirc(*args: str, check: bool = True, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([sys.executable, "-m", "tirc", *args], capture_output=True, text=True, **kwargs)
    if check:
        assert result.returncode == 0, f"tirc {' '.join(args)}:\n{result.stdout}\n{result.stderr}"
    return result


def tune_args(spec: Path, db: Path, *extra: str) -> list[str]:
    return ["tune", str(spec), "--target", "sm_80", "--budget", BUDGET, "--db", str(db), "--jobs", "2", *extra]


def export(db: Path, out: Path) -> str:
    tirc("tune", "db", "export", "--db", str(db), "-o", str(out))
    return out.read_text()


def same_day(text: str) -> str:
    """The export with the dates taken out: two runs either side of midnight (UTC) differ only there."""
    lines = [json.loads(line) for line in text.splitlines()]
    for line in lines:
        line.pop("date")
    return "\n".join(json.dumps(line, sort_keys=True) for line in lines)


@pytest.fixture(scope="module")
def tuned(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("tune")
    spec = folder / "gemms.yaml"
    spec.write_text(SPEC)
    db = folder / "tuning.db"
    run = tirc(*tune_args(spec, db, "--json"))
    document = json.loads(run.stdout)
    records = [json.loads(line) for line in export(db, folder / "first.jsonl").splitlines()]
    return {"folder": folder, "spec": spec, "db": db, "document": document, "records": records,
            "export": (folder / "first.jsonl").read_text()}


def test_a_tune_records_each_kernel_no_costlier_than_the_heuristic(tuned: dict[str, Any]) -> None:
    kernels = {row["kernel"]: row for row in tuned["document"]["kernels"]}
    assert set(kernels) == {"linear_f16_gemm0", "gemm_s8_gemm1"}, kernels
    assert all(row["status"] == "tuned" for row in kernels.values()), kernels
    assert len(tuned["records"]) == 2
    for record in tuned["records"]:
        figures = record["figures"]
        assert record["source"] == "model" and record["target"] == "sm_80" and record["spread"] == 0.0
        assert record["seconds"] <= figures["heuristic"]["seconds"] * (1 + MODEL_TOLERANCE), record
        assert 2 <= figures["candidates"] <= int(BUDGET)
        # The cost is the model's, from the winner's own SASS.
        assert figures["estimate"]["measured"] and figures["facts"]["instructions_per_mma"] > 0
        assert figures["estimate"]["seconds"] == record["seconds"]
        # Checked in the emulator at a size that is no multiple of the winner's tile.
        emulated = figures["emulated"]
        tile_m, tile_n, tile_k = record["schedule"]["tile"]
        assert emulated["ok"] and emulated["racecheck"]
        assert emulated["shape"]["M"] % tile_m and emulated["shape"]["N"] % tile_n and emulated["shape"]["K"] % tile_k


def test_a_rerun_compiles_nothing(tuned: dict[str, Any]) -> None:
    rerun = json.loads(tirc(*tune_args(tuned["spec"], tuned["db"], "--json")).stdout)
    assert all(row["status"] == "database" for row in rerun["kernels"]), rerun
    assert rerun["compiled"] == 0
    assert export(tuned["db"], tuned["folder"] / "rerun.jsonl") == tuned["export"]


def test_compile_with_the_database_reproduces_the_tuned_kernels(tuned: dict[str, Any]) -> None:
    out = tuned["folder"] / "tuned.ptx"
    compiled = tirc("compile", str(tuned["spec"]), "--target", "sm_80", "--tuning-db", str(tuned["db"]), "-o", str(out),
                    "--report", "--no-cache")
    bodies = kernel_bodies(out.read_text())
    for record in tuned["records"]:
        kernel = record["figures"]["kernel"]
        assert hashlib.sha256(bodies[kernel].encode()).hexdigest() == record["figures"]["ptx_sha256"], kernel
    assert compiled.stdout.count("(from the tuning database: model, ") == 2, compiled.stdout
    # The environment variable names the same database; without one, the heuristic.
    plain = tirc("compile", str(tuned["spec"]), "--target", "sm_80", "--report", "--no-cache", "-o",
                 str(tuned["folder"] / "plain.ptx"), env={**os.environ, "TIRC_TUNING_DB": ""})
    assert plain.stdout.count("(heuristic)") == 2, plain.stdout
    from_env = tirc("compile", str(tuned["spec"]), "--target", "sm_80", "--report", "--no-cache", "-o",
                    str(tuned["folder"] / "env.ptx"), env={**os.environ, "TIRC_TUNING_DB": str(tuned["db"])})
    assert (tuned["folder"] / "env.ptx").read_text() == out.read_text()
    assert from_env.stdout.count("(from the tuning database: model, ") == 2


def test_export_import_export_is_lossless(tuned: dict[str, Any]) -> None:
    copy = tuned["folder"] / "imported.db"
    tirc("tune", "db", "import", "--db", str(copy), str(tuned["folder"] / "first.jsonl"))
    assert export(copy, tuned["folder"] / "again.jsonl") == tuned["export"]


def test_a_killed_tune_resumes_into_the_same_database(tuned: dict[str, Any]) -> None:
    db = tuned["folder"] / "killed.db"
    command = [sys.executable, "-m", "tirc", *tune_args(tuned["spec"], db)]
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 300
    try:
        while time.monotonic() < deadline and child.poll() is None:
            if db.exists() and _candidates(db) >= 3:
                break
            time.sleep(0.2)
        assert child.poll() is None, "the tune ended before it could be killed"
        os.killpg(child.pid, signal.SIGKILL)   # the tune and its worker processes
    finally:
        child.wait()
    finished = _candidates(db)
    assert finished >= 3
    tirc(*tune_args(tuned["spec"], db))
    assert same_day(export(db, tuned["folder"] / "resumed.jsonl")) == same_day(tuned["export"])


def _candidates(db: Path) -> int:
    try:
        with sqlite3.connect(db, timeout=5) as connection:
            return int(connection.execute("SELECT COUNT(*) FROM candidates").fetchone()[0])
    except sqlite3.OperationalError:   # the schema is not written yet
        return 0


def test_ray_on_a_local_cluster_picks_the_same_winners(tuned: dict[str, Any], ray_cluster: str) -> None:  # noqa: F811
    db = tuned["folder"] / "ray.db"
    tirc(*tune_args(tuned["spec"], db, "--executor", "ray", "--address", ray_cluster))
    assert same_day(export(db, tuned["folder"] / "ray.jsonl")) == same_day(tuned["export"])


def test_measuring_on_a_gpu_needs_one(tuned: dict[str, Any]) -> None:
    run = tirc(*tune_args(tuned["spec"], tuned["folder"] / "gpu.db", "--measure", "gpu"), check=False)
    assert run.returncode == 1 and "--measure gpu: no CUDA GPU" in run.stderr, run.stderr


def test_ray_needs_an_address(tuned: dict[str, Any]) -> None:
    run = tirc(*tune_args(tuned["spec"], tuned["folder"] / "x.db", "--executor", "ray"), check=False)
    assert run.returncode == 2 and "--address" in run.stderr, run.stderr


@pytest.mark.parametrize(("source", "target"), [("examples/specs/attention.yaml", "sm_80"),
                                                ("examples/specs/gemm_sm90.yaml", "sm_90a"),
                                                ("examples/mlir/torch_relu_matmul_f16.mlir", "sm_80")],
                         ids=["attention", "wgmma", "mlir"])
def test_every_kernel_family_tunes(tmp_path: Path, source: str, target: str) -> None:
    """Attention, the sm_90a wgmma GEMM and a .mlir input's GEMM: each gets its record, checked in
    the emulator, and the compile with the database reproduces its kernel."""
    repo = Path(__file__).resolve().parents[2]
    db, out = tmp_path / "t.db", tmp_path / "out.ptx"
    tirc("tune", str(repo / source), "--target", target, "--budget", "2", "--db", str(db), "--jobs", "2")
    records = [json.loads(line) for line in export(db, tmp_path / "t.jsonl").splitlines()]
    assert records
    tirc("compile", str(repo / source), "--target", target, "--tuning-db", str(db), "-o", str(out), "--no-cache")
    bodies = kernel_bodies(out.read_text())
    for record in records:
        figures = record["figures"]
        assert figures["emulated"]["ok"] and record["seconds"] <= figures["heuristic"]["seconds"] * (1 + MODEL_TOLERANCE)
        assert hashlib.sha256(bodies[figures["kernel"]].encode()).hexdigest() == figures["ptx_sha256"]
