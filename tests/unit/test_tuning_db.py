"""The tuning database (tirc/tune/db.py) and `tirc tune db` (tirc/tune/db_cli.py).

What must hold: records come back as they were put, sorted by key; JSON Lines export -> import ->
export is byte-identical; import and merge keep the better-measured record (gpu over model, then the
lower time, the existing one on a tie) and report records of one key with different schedules; a
bad line imports nothing; a newer schema or another program's file is refused; and a writer killed
with SIGKILL loses nothing it had committed.
"""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tirc.diagnostics import TircError
from tirc.tune.db import (
    SCHEMA_VERSION,
    CandidateKey,
    TuningDB,
    TuningRecord,
    better,
    canonical_json,
    default_db_path,
    parse_jsonl,
)
from tirc.tune.db_cli import db as db_group

ROOT = Path(__file__).resolve().parents[2]


def gemm_workload(m: int | str = 4096, n: int = 4096, k: int = 4096) -> str:
    return canonical_json({"family": "gemm", "op": "matmul",
                           "dtypes": {"a": "f16", "b": "f16", "acc": "f32", "c": "f16"},
                           "layout": {"a": "row", "b": "row"}, "epilogue": [],
                           "shape": {"B": 1, "M": m, "N": n, "K": k}, "tf32": False})


def knobs(tile_m: int = 128, stages: int = 3) -> dict[str, Any]:
    return {"tile": [tile_m, 128, 32], "warps": [2, 2], "mma": "m16n8k16", "stages": stages, "swizzle": True,
            "vector_bytes": 16, "raster_group": 8, "split_k": 1}


def record(workload: str | None = None, *, bucket: str = "", target: str = "sm_80", source: str = "model",
           seconds: float = 1e-3, schedule: dict[str, Any] | None = None, **fields: Any) -> TuningRecord:
    device = "NVIDIA A100-SXM4-40GB" if source == "gpu" else ""
    return TuningRecord(workload=workload or gemm_workload(), bucket=bucket, target=target, tirc_version="0.1.0",
                        pipeline_hash="0123456789abcdef", schedule=schedule or knobs(), source=source,
                        device=fields.pop("device", device), seconds=seconds,
                        spread=fields.pop("spread", 2e-6 if source == "gpu" else 0.0),
                        figures=fields.pop("figures", {"kernel": "matmul_kernel", "candidates": 16,
                                                       "estimate": {"times": {"mma": seconds}}}),
                        date=fields.pop("date", "2026-12-02"), **fields)


@pytest.fixture
def database(tmp_path: Path) -> Any:
    with TuningDB(tmp_path / "tune.db") as opened:
        yield opened


# -- records --------------------------------------------------------------------------------------

def test_put_get_and_replace(database: TuningDB) -> None:
    first = record()
    database.put(first)
    assert database.get(*first.key) == first
    assert database.get(gemm_workload(1024), "", "sm_80", "0.1.0", "0123456789abcdef") is None
    faster = dataclasses.replace(first, seconds=5e-4, schedule=knobs(64))
    database.put(faster)
    assert database.records() == [faster]


def test_records_are_sorted_by_key_and_filtered(database: TuningDB) -> None:
    entries = [record(gemm_workload(m), target=target) for m in (4096, 1024, 2048) for target in ("sm_90a", "sm_80")]
    for entry in entries:
        database.put(entry)
    assert database.records() == sorted(entries, key=lambda entry: entry.key)
    assert [entry.target for entry in database.records("sm_90a")] == ["sm_90a"] * 3
    other_pipeline = dataclasses.replace(entries[0], pipeline_hash="fedcba9876543210")
    database.put(other_pipeline)
    assert other_pipeline not in database.matching("sm_90a", "0.1.0", "0123456789abcdef")
    assert database.matching(other_pipeline.target, "0.1.0", "fedcba9876543210") == [other_pipeline]
    assert database.matching("sm_80", "0.0.9", "0123456789abcdef") == []


def test_dynamic_workloads_keep_one_record_per_bucket(database: TuningDB) -> None:
    dynamic = gemm_workload("?")
    small, large = record(dynamic, bucket='{"M":1024}'), record(dynamic, bucket='{"M":4096}', seconds=4e-3)
    database.put(small)
    database.put(large)
    assert database.records() == [small, large]


@pytest.mark.parametrize("change, message", [
    ({"source": "measured"}, "'source' must be one of model, gpu"),
    ({"source": "gpu"}, "a gpu record names its device"),
    ({"device": "NVIDIA H200"}, "a model record has no device"),
    ({"seconds": float("nan")}, "'seconds' must be a finite number"),
    ({"seconds": 0.0}, "'seconds' must be positive"),
    ({"spread": -1.0}, "'spread' must be a finite number"),
    ({"target": "sm_70"}, "unknown target 'sm_70'"),
    ({"date": "02/12/2026"}, "'date' must be an ISO date"),
    ({"workload": '{"op": "matmul"}'}, "'workload' is not in canonical form"),
    ({"bucket": '{"M":3000}'}, "bucket of 'M' must be a power of two"),
    ({"schedule": {}}, "'schedule' must be a non-empty JSON object"),
])
def test_a_malformed_record_is_not_stored(database: TuningDB, change: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        database.put(dataclasses.replace(record(), **change))
    assert database.records() == []


def test_candidates_and_calibration(database: TuningDB) -> None:
    key = CandidateKey(gemm_workload(), "", "sm_80", "0.1.0", "0123456789abcdef", "model", canonical_json(knobs()))
    assert database.get_candidate(key) is None
    database.put_candidate(key, {"seconds": 1e-3, "ptx_sha256": "ab"})
    assert database.get_candidate(key) == {"seconds": 1e-3, "ptx_sha256": "ab"}
    assert database.get_candidate(key._replace(measure="gpu")) is None
    assert database.candidates() == [(key, {"seconds": 1e-3, "ptx_sha256": "ab"})]
    assert database.get_calibration("sm_80") is None
    database.put_calibration("sm_80", {"constants": {"mma": 1.2}, "spearman": [0.5, 0.9]})
    assert database.get_calibration("sm_80") == {"constants": {"mma": 1.2}, "spearman": [0.5, 0.9]}
    assert database.get_calibration("sm_90a") is None


# -- the file -------------------------------------------------------------------------------------

def test_the_file_is_in_wal_mode_with_a_schema_version(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "tune.db"
    TuningDB(path).close()
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    connection.close()
    with TuningDB(path) as reopened:   # an existing database opens again as it is
        assert reopened.records() == []


def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "tune.db"
    TuningDB(path).close()
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()
    with pytest.raises(TircError, match=f"written by a newer tirc \\(tuning database schema {SCHEMA_VERSION + 1}"):
        TuningDB(path)


def test_another_programs_files_are_refused(tmp_path: Path) -> None:
    foreign = tmp_path / "app.db"
    connection = sqlite3.connect(foreign)
    connection.execute("CREATE TABLE users (name TEXT)")
    connection.close()
    with pytest.raises(TircError, match="not a tirc tuning database"):
        TuningDB(foreign)
    text = tmp_path / "notes.db"
    text.write_text("not a database at all, just some text that is long enough to have a header\n" * 20)
    with pytest.raises(TircError, match="cannot open the tuning database"):
        TuningDB(text)
    with pytest.raises(TircError, match="no tuning database at"):
        TuningDB(tmp_path / "missing.db", create=False)
    assert not (tmp_path / "missing.db").exists()


_KILLED_WRITER = textwrap.dedent("""
    import sys
    from tests.unit.test_tuning_db import gemm_workload, record
    from tirc.tune.db import TuningDB
    database = TuningDB(sys.argv[1])
    for m in range(1, 1_000_000):
        database.put(record(gemm_workload(m), seconds=m * 1e-6))
        print(m, flush=True)
""")


def test_a_killed_writer_loses_no_committed_record(tmp_path: Path) -> None:
    """SIGKILL a process that commits records one by one: every record it reported as committed is
    in the database, which passes sqlite's integrity check and takes new writes."""
    path = tmp_path / "tune.db"
    child = subprocess.Popen([sys.executable, "-c", _KILLED_WRITER, str(path)], stdout=subprocess.PIPE, text=True,
                             cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert child.stdout is not None
    reported = [int(child.stdout.readline()) for _ in range(40)]
    os.kill(child.pid, signal.SIGKILL)
    reported += [int(line) for line in child.stdout.read().split()]
    child.wait()
    assert child.returncode == -signal.SIGKILL
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    connection.close()
    with TuningDB(path) as database:
        stored = {json.loads(entry.workload)["shape"]["M"] for entry in database.records()}
        assert set(reported) <= stored
        assert stored <= set(range(1, max(reported) + 2))   # at most the one it had no time to report
        database.put(record())
        assert database.get(*record().key) == record()


_BULK_IMPORTER = textwrap.dedent("""
    import json
    import sys
    import time
    import tirc.tune.db
    insert = tirc.tune.db._insert
    def insert_then_stall(connection, record):
        # After 1000 of the file's records, inside the import's transaction: wait to be killed.
        insert(connection, record)
        if json.loads(record.workload)["shape"]["M"] == 1000:
            print("inserted 1000", flush=True)
            time.sleep(60)
    tirc.tune.db._insert = insert_then_stall
    tirc.tune.db.TuningDB(sys.argv[1]).import_jsonl(sys.argv[2])
""")


def test_a_killed_import_is_all_or_nothing(tmp_path: Path) -> None:
    """An import is one transaction: killed in the middle of it, it leaves none of its records and
    the database as it was."""
    table = tmp_path / "table.jsonl"
    table.write_text("".join(json.dumps(record(gemm_workload(m)).to_json()) + "\n" for m in range(1, 3001)))
    path = tmp_path / "tune.db"
    with TuningDB(path) as database:
        database.put(record())
    child = subprocess.Popen([sys.executable, "-c", _BULK_IMPORTER, str(path), str(table)], stdout=subprocess.PIPE,
                             text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert child.stdout is not None
    assert child.stdout.readline() == "inserted 1000\n"
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    with TuningDB(path) as database:
        assert database.records() == [record()]
        assert database.import_jsonl(table).added == 3000   # and the next import is not blocked


_CONCURRENT_WRITER = textwrap.dedent("""
    import sys
    from tests.unit.test_tuning_db import gemm_workload, record
    from tirc.tune.db import TuningDB
    database = TuningDB(sys.argv[1])
    first = int(sys.argv[2])
    for m in range(first, first + 25):
        database.put(record(gemm_workload(m)))
""")


def test_two_writers_share_one_database(tmp_path: Path) -> None:
    """Two tunes writing one file at once: each waits for the other's transaction (busy timeout)."""
    path = tmp_path / "tune.db"
    writers = [subprocess.Popen([sys.executable, "-c", _CONCURRENT_WRITER, str(path), str(first)], cwd=ROOT,
                                env={**os.environ, "PYTHONPATH": str(ROOT)}) for first in (1, 1001)]
    assert [writer.wait(timeout=120) for writer in writers] == [0, 0]
    with TuningDB(path) as database:
        stored = sorted(json.loads(entry.workload)["shape"]["M"] for entry in database.records())
    assert stored == [*range(1, 26), *range(1001, 1026)]


# -- JSON Lines and merging -----------------------------------------------------------------------

def test_export_import_export_is_byte_identical(tmp_path: Path) -> None:
    entries = [record(gemm_workload(m), source=source, seconds=m * 1.25e-7, target=target)
               for m in (512, 4096, 1000) for source, target in (("model", "sm_80"), ("gpu", "sm_90a"))]
    entries.append(record(gemm_workload("?"), bucket='{"M":2048}', figures={"kernel": "k", "nested": {"z": 1, "a": [1.5]}}))
    with TuningDB(tmp_path / "a.db") as first:
        for entry in entries:
            first.put(entry)
        assert first.export_jsonl(tmp_path / "a.jsonl") == len(entries)
    with TuningDB(tmp_path / "b.db") as second:
        for entry in reversed(entries):   # another order of writes, the same export
            second.put(entry)
        assert second.export_text() == (tmp_path / "a.jsonl").read_text()
    with TuningDB(tmp_path / "c.db") as third:
        report = third.import_jsonl(tmp_path / "a.jsonl")
        assert (report.added, report.replaced, report.kept, report.conflicts) == (len(entries), 0, 0, ())
        third.export_jsonl(tmp_path / "c.jsonl")
        assert third.records() == sorted(entries, key=lambda entry: entry.key)
    assert (tmp_path / "c.jsonl").read_bytes() == (tmp_path / "a.jsonl").read_bytes()
    line = json.loads((tmp_path / "a.jsonl").read_text().splitlines()[0])
    assert isinstance(line["workload"], dict)
    assert {"workload", "bucket", "target", "tirc_version", "pipeline_hash", "schedule", "source", "device",
            "seconds", "spread", "figures", "date"} == set(line)


def test_better_prefers_gpu_then_lower_time() -> None:
    assert better(record(source="gpu", seconds=2e-3), record(source="model", seconds=1e-3))
    assert not better(record(source="model", seconds=1e-4), record(source="gpu", seconds=1e-3))
    assert better(record(seconds=1e-3), record(seconds=2e-3))
    assert not better(record(seconds=1e-3), record(seconds=1e-3))


def test_merge_keeps_the_better_measured_record_and_reports_conflicts(tmp_path: Path) -> None:
    one, two, three = gemm_workload(1024), gemm_workload(2048), gemm_workload(3072)
    with TuningDB(tmp_path / "ours.db") as ours:
        ours.put(record(one, source="model", seconds=1e-4, schedule=knobs(64)))
        ours.put(record(two, source="gpu", seconds=3e-4, schedule=knobs(128)))
        ours.put(record(three, source="gpu", seconds=5e-4, schedule=knobs(128, 4)))
    with TuningDB(tmp_path / "theirs.db") as theirs:
        theirs.put(record(one, source="gpu", seconds=9e-4, schedule=knobs(128)))    # gpu beats model
        theirs.put(record(two, source="gpu", seconds=2e-4, schedule=knobs(128)))    # faster, same schedule
        theirs.put(record(three, source="gpu", seconds=5e-4, schedule=knobs(64)))   # tie: ours stays
        theirs.put(record(gemm_workload(8192)))
        before = theirs.export_text()
    with TuningDB(tmp_path / "ours.db") as ours:
        report = ours.merge(tmp_path / "theirs.db")
        assert (report.added, report.replaced, report.kept) == (1, 2, 1)
        assert [(conflict.key.workload, conflict.winner) for conflict in report.conflicts] == \
            [(one, "incoming"), (three, "existing")]
        assert report.conflicts[0].existing.source == "model" and report.conflicts[0].incoming.source == "gpu"
        assert "kept the incoming" in report.lines()[1] and report.lines()[0].endswith("2 conflicts")
        kept = {entry.workload: entry for entry in ours.records()}
        assert (kept[one].source, kept[one].seconds) == ("gpu", 9e-4)
        assert kept[two].seconds == 2e-4
        assert kept[three].schedule == knobs(128, 4)
        assert ours.merge(tmp_path / "theirs.db").added == 0   # merging again changes nothing
        with pytest.raises(TircError, match="into itself"):
            ours.merge(tmp_path / "ours.db")
        with pytest.raises(TircError, match="no tuning database at"):
            ours.merge(tmp_path / "nowhere.db")
    with TuningDB(tmp_path / "theirs.db") as theirs:
        assert theirs.export_text() == before


@pytest.mark.parametrize("line, message", [
    ("{not json", "not JSON"),
    ("[1, 2]", "a record is a JSON object, not an array"),
    ('{"workload": {}}', "missing 'bucket'"),
    ("GOOD|extra", "unknown field 'extra'"),
    ("GOOD|workload=text", "'workload' must be a JSON object, not a string"),
    ("GOOD|source=cpu", "'source' must be one of model, gpu"),
    ("GOOD|seconds=fast", "'seconds' must be a finite number"),
])
def test_a_bad_line_imports_nothing(tmp_path: Path, line: str, message: str) -> None:
    good = record().to_json()
    if line.startswith("GOOD|"):
        name, _, value = line[5:].partition("=")
        line = json.dumps({**good, name: value})
    lines = [json.dumps(record(gemm_workload(1024)).to_json()), "", line, json.dumps(good)]
    path = tmp_path / "table.jsonl"
    path.write_text("\n".join(lines) + "\n")
    with TuningDB(tmp_path / "tune.db") as database:
        with pytest.raises(TircError) as caught:
            database.import_jsonl(path)
        assert database.records() == []
    assert f"{path}:3: " in caught.value.render() and message in caught.value.render()


def test_parse_jsonl_skips_blank_lines() -> None:
    assert parse_jsonl(f"\n{json.dumps(record().to_json())}\n\n", "t.jsonl") == [record()]


# -- the command line -----------------------------------------------------------------------------

def invoke(*args: str, env: dict[str, str] | None = None) -> Any:
    # Wide enough that rich's table wraps no cell (it reads COLUMNS when not writing to a terminal).
    return CliRunner().invoke(db_group, list(args), env={"COLUMNS": "300", **(env or {})}, catch_exceptions=False)


def test_cli_show_export_import_merge(tmp_path: Path) -> None:
    db_path, other_path = str(tmp_path / "tune.db"), str(tmp_path / "other.db")
    with TuningDB(db_path) as database:
        database.put(record(gemm_workload(1000), source="gpu", seconds=1.5e-4))
        database.put(record(gemm_workload(2048), target="sm_90a", seconds=2.5e-3))

    shown = invoke("show", "--db", db_path)
    assert shown.exit_code == 0, shown.output
    assert "2 tuning records" in shown.output
    assert "matmul f16,f16->f16 B=1 M=1000 N=4096 K=4096" in shown.output
    assert "gpu (NVIDIA A100-SXM4-40GB)" in shown.output and "150 us" in shown.output
    assert "tile=128x128x32" in shown.output and "matmul_kernel" in shown.output
    only = json.loads(invoke("show", "--db", db_path, "--target", "sm_90a", "--json").output)
    assert [entry["target"] for entry in only] == ["sm_90a"]

    exported = invoke("export", "--db", db_path, "-o", str(tmp_path / "t.jsonl"))
    assert exported.exit_code == 0 and "exported 2 records" in exported.output
    assert invoke("export", "--db", db_path, "-o", "-").output == (tmp_path / "t.jsonl").read_text()

    imported = invoke("import", "--db", other_path, str(tmp_path / "t.jsonl"))
    assert imported.exit_code == 0 and "2 added, 0 replaced, 0 kept, 0 conflicts" in imported.output
    with TuningDB(other_path) as other:
        other.put(record(gemm_workload(1000), source="gpu", seconds=1e-4, schedule=knobs(64)))
    merged = invoke("merge", "--db", db_path, other_path)
    assert merged.exit_code == 0
    assert "0 added, 1 replaced, 1 kept, 1 conflict" in merged.output
    assert "conflict: matmul f16,f16->f16 B=1 M=1000" in merged.output and "kept the incoming" in merged.output


def test_cli_default_database_and_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TIRC_TUNING_DB", raising=False)
    assert default_db_path() == Path("tirc-tuning.db")
    monkeypatch.setenv("TIRC_TUNING_DB", str(tmp_path / "env.db"))
    assert default_db_path() == tmp_path / "env.db"

    TuningDB(tmp_path / "empty.db").close()
    assert "0 tuning records" in invoke("show", "--db", str(tmp_path / "empty.db")).output
    missing = invoke("show")
    assert missing.exit_code == 1 and f"error: no tuning database at {tmp_path / 'env.db'}" in missing.output
    with TuningDB(tmp_path / "env.db") as database:
        database.put(record())
    assert "1 tuning record " in invoke("show").output

    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({**record().to_json(), "date": "yesterday"}) + "\n")
    failed = invoke("import", str(bad))
    assert failed.exit_code == 1
    assert f"error: {bad}:1: bad tuning record: 'date' must be an ISO date" in failed.output
