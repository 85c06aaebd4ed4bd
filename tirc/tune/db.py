"""The tuning database: the best schedule found per workload, target, tirc version and pipeline.

One sqlite file (the standard library's sqlite3, no server), shared by ``tirc tune`` (which writes
it) and ``tirc compile --tuning-db`` (which reads it). Three tables:

- ``records``: one :class:`TuningRecord` per key ``(workload, bucket, target, tirc_version,
  pipeline_hash)``: the winner of a tune, its figures and where its cost came from (the static
  model's estimate or a GPU measurement);
- ``candidates``: every candidate a tune measured, so that a rerun or a resumed run compiles and
  measures nothing twice;
- ``calibration``: the model constants ``tirc tune db calibrate`` fitted per target.

Durability: the file is in WAL mode and every write is one transaction of its own, so a tune killed
at any moment (SIGKILL included) keeps every record it had committed and the file stays consistent.
``synchronous=FULL`` makes a commit survive a power loss too; a tune writes a few records a second
at most, so the fsync per commit costs nothing that shows.

Determinism: records are read sorted by key and every JSON text is written with sorted keys, so two
databases holding the same records export byte-identical JSON Lines.

Merging (``import``, ``merge``) keeps the better-measured record of a key (:func:`better`: a GPU
measurement over a model estimate, then the lower time; on a tie the record already there).
"""

from __future__ import annotations

import datetime
import json
import math
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from tirc.diagnostics import SourceLocation, TircError
from tirc.files import write_atomically
from tirc.target import TARGETS

# The layout of the file. A tirc that finds a higher number refuses the file (it cannot know what
# the newer layout means); a lower one would be migrated here, step by step, when there is one.
SCHEMA_VERSION = 1
# sqlite's application_id of tirc's databases ("tirc" in ASCII), so that `file` and tirc itself
# can tell a tuning database from another program's sqlite file.
APPLICATION_ID = 0x74697263
# How long a write waits for another process's transaction (two tunes sharing one database).
BUSY_TIMEOUT_MS = 30_000
ENVIRONMENT_VARIABLE = "TIRC_TUNING_DB"
DEFAULT_FILE_NAME = "tirc-tuning.db"
SOURCES = ("model", "gpu")

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS records (
        workload TEXT NOT NULL, bucket TEXT NOT NULL, target TEXT NOT NULL, tirc_version TEXT NOT NULL,
        pipeline_hash TEXT NOT NULL, schedule TEXT NOT NULL, source TEXT NOT NULL, device TEXT NOT NULL,
        seconds REAL NOT NULL, spread REAL NOT NULL, figures TEXT NOT NULL, date TEXT NOT NULL,
        PRIMARY KEY (workload, bucket, target, tirc_version, pipeline_hash))""",
    """CREATE TABLE IF NOT EXISTS candidates (
        workload TEXT NOT NULL, bucket TEXT NOT NULL, target TEXT NOT NULL, tirc_version TEXT NOT NULL,
        pipeline_hash TEXT NOT NULL, measure TEXT NOT NULL, knobs TEXT NOT NULL, result TEXT NOT NULL,
        PRIMARY KEY (workload, bucket, target, tirc_version, pipeline_hash, measure, knobs))""",
    """CREATE TABLE IF NOT EXISTS calibration (
        target TEXT NOT NULL PRIMARY KEY, calibration TEXT NOT NULL)""",
)
_KEY_COLUMNS = "workload, bucket, target, tirc_version, pipeline_hash"
_RECORD_COLUMNS = f"{_KEY_COLUMNS}, schedule, source, device, seconds, spread, figures, date"


def default_db_path() -> Path:
    """The database a command uses without --db: $TIRC_TUNING_DB, else tirc-tuning.db here."""
    return Path(os.environ.get(ENVIRONMENT_VARIABLE) or DEFAULT_FILE_NAME)


def canonical_json(value: Any) -> str:
    """The one text of a JSON value: sorted keys, no spaces (the workload key's form)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)


class RecordKey(NamedTuple):
    workload: str
    bucket: str
    target: str
    tirc_version: str
    pipeline_hash: str


class CandidateKey(NamedTuple):
    workload: str
    bucket: str
    target: str
    tirc_version: str
    pipeline_hash: str
    measure: str      # "model" or "gpu": how the candidate's cost was found
    knobs_text: str   # canonical_json of the candidate's knobs


@dataclass(frozen=True)
class TuningRecord:
    """The winner of one tune (see the contract of issue 30 for what ``figures`` holds)."""

    workload: str              # canonical JSON text of the workload dict
    bucket: str                # "" or canonical JSON text of the power-of-two buckets
    target: str                # chip: sm_80 ... sm_90a
    tirc_version: str
    pipeline_hash: str
    schedule: dict[str, Any]   # knobs
    source: str                # "model" | "gpu"
    device: str                # "" for model records, the GPU's name for gpu records
    seconds: float             # the model's estimate, or the measured median
    spread: float              # interquartile range in seconds (0.0 for model records)
    figures: dict[str, Any]
    date: str                  # YYYY-MM-DD

    @property
    def key(self) -> RecordKey:
        return RecordKey(self.workload, self.bucket, self.target, self.tirc_version, self.pipeline_hash)

    @property
    def source_text(self) -> str:
        """Where the schedule came from, as reports print it: "gpu, NVIDIA H200, 2026-12-02"."""
        return ", ".join(part for part in (self.source, self.device, self.date) if part)

    def to_json(self) -> dict[str, Any]:
        """The record as one JSON Lines object: the workload and bucket as objects, not texts."""
        return {"workload": json.loads(self.workload), "bucket": json.loads(self.bucket) if self.bucket else {},
                "target": self.target, "tirc_version": self.tirc_version, "pipeline_hash": self.pipeline_hash,
                "schedule": self.schedule, "source": self.source, "device": self.device,
                "seconds": self.seconds, "spread": self.spread, "figures": self.figures, "date": self.date}

    @classmethod
    def from_json(cls, value: Any) -> TuningRecord:
        """A record from :meth:`to_json`'s form; ValueError says what is wrong."""
        if not isinstance(value, dict):
            raise ValueError(f"a record is a JSON object, not {_json_kind(value)}")
        missing = [name for name in _JSON_FIELDS if name not in value]
        if missing:
            raise ValueError(f"missing {', '.join(repr(name) for name in missing)}")
        unknown = sorted(set(value) - set(_JSON_FIELDS))
        if unknown:
            raise ValueError(f"unknown field {', '.join(repr(name) for name in unknown)}")
        for name in ("workload", "bucket"):
            if not isinstance(value[name], dict):
                raise ValueError(f"'{name}' must be a JSON object, not {_json_kind(value[name])}")
        record = cls(workload=canonical_json(value["workload"]),
                     bucket=canonical_json(value["bucket"]) if value["bucket"] else "",
                     target=value["target"], tirc_version=value["tirc_version"],
                     pipeline_hash=value["pipeline_hash"], schedule=value["schedule"], source=value["source"],
                     device=value["device"], seconds=value["seconds"], spread=value["spread"],
                     figures=value["figures"], date=value["date"])
        record.check()
        return record

    def check(self) -> None:
        """Raise ValueError when a field is malformed (a record must be valid to be stored)."""
        for name in ("workload", "bucket", "target", "tirc_version", "pipeline_hash", "source", "device", "date"):
            if not isinstance(getattr(self, name), str):
                raise ValueError(f"'{name}' must be a string, not {_json_kind(getattr(self, name))}")
        workload = _parse_object(self.workload, "workload")
        if not workload:
            raise ValueError("'workload' is empty")
        if self.bucket:
            for size, bucket in _parse_object(self.bucket, "bucket").items():
                if not (isinstance(bucket, int) and not isinstance(bucket, bool) and bucket >= 1
                        and bucket & (bucket - 1) == 0):
                    raise ValueError(f"bucket of '{size}' must be a power of two, not {bucket!r}")
        if self.target not in TARGETS:
            raise ValueError(f"unknown target '{self.target}' (known: {', '.join(TARGETS)})")
        if not self.tirc_version:
            raise ValueError("'tirc_version' is empty")
        if not self.pipeline_hash:
            raise ValueError("'pipeline_hash' is empty")
        if not isinstance(self.schedule, dict) or not self.schedule:
            raise ValueError("'schedule' must be a non-empty JSON object of knobs")
        if not isinstance(self.figures, dict):
            raise ValueError(f"'figures' must be a JSON object, not {_json_kind(self.figures)}")
        if self.source not in SOURCES:
            raise ValueError(f"'source' must be one of {', '.join(SOURCES)}, not '{self.source}'")
        if self.source == "gpu" and not self.device:
            raise ValueError("a gpu record names its device")
        if self.source == "model" and self.device:
            raise ValueError(f"a model record has no device (got '{self.device}')")
        for name in ("seconds", "spread"):
            number = getattr(self, name)
            if isinstance(number, bool) or not isinstance(number, (int, float)) or not math.isfinite(number) \
                    or number < 0:
                raise ValueError(f"'{name}' must be a finite number of seconds >= 0, not {number!r}")
        if self.seconds == 0:
            raise ValueError("'seconds' must be positive")
        try:
            parsed = datetime.date.fromisoformat(self.date)
        except ValueError:
            parsed = None
        if parsed is None or parsed.isoformat() != self.date:
            raise ValueError(f"'date' must be an ISO date YYYY-MM-DD, not '{self.date}'")
        for name in ("schedule", "figures"):
            try:
                canonical_json(getattr(self, name))
            except (TypeError, ValueError) as error:
                raise ValueError(f"'{name}' is not JSON: {error}") from None


_JSON_FIELDS = ("workload", "bucket", "target", "tirc_version", "pipeline_hash", "schedule", "source", "device",
                "seconds", "spread", "figures", "date")


def _json_kind(value: Any) -> str:
    return {dict: "an object", list: "an array", str: "a string", bool: "a boolean", int: "a number",
            float: "a number", type(None): "null"}.get(type(value), type(value).__name__)


def _parse_object(text: str, name: str) -> dict[str, Any]:
    """The JSON object of a key text, which must be in canonical form (it is compared as text)."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"'{name}' is not JSON: {error}") from None
    if not isinstance(value, dict):
        raise ValueError(f"'{name}' must be a JSON object, not {_json_kind(value)}")
    if canonical_json(value) != text:
        raise ValueError(f"'{name}' is not in canonical form (sorted keys, no spaces)")
    return value


def better(new: TuningRecord, old: TuningRecord) -> bool:
    """Whether ``new`` is better measured than ``old``: a GPU measurement beats a model estimate,
    then the lower time wins; on a tie the old record stays (so merges are stable)."""
    new_rank, old_rank = SOURCES.index(new.source), SOURCES.index(old.source)
    if new_rank != old_rank:
        return new_rank > old_rank
    return new.seconds < old.seconds


@dataclass(frozen=True)
class Conflict:
    """Two records for one key with different schedules, and which one was kept."""

    key: RecordKey
    existing: TuningRecord
    incoming: TuningRecord
    winner: str   # "existing" | "incoming"

    def describe(self) -> str:
        def side(record: TuningRecord) -> str:
            return f"{record.source_text}: {format_seconds(record.seconds)}"
        return (f"{workload_summary(self.key.workload, self.key.bucket)} on {self.key.target}: "
                f"existing ({side(self.existing)}) vs incoming ({side(self.incoming)}); kept the {self.winner}")


@dataclass(frozen=True)
class MergeReport:
    """What an import or a merge did, record by record."""

    added: int = 0
    replaced: int = 0
    kept: int = 0
    conflicts: tuple[Conflict, ...] = field(default_factory=tuple)

    def lines(self) -> list[str]:
        summary = (f"{self.added} added, {self.replaced} replaced, {self.kept} kept, "
                   f"{len(self.conflicts)} conflict{'' if len(self.conflicts) == 1 else 's'}")
        return [summary] + [f"conflict: {conflict.describe()}" for conflict in self.conflicts]


class TuningDB:
    """One tuning database file. ``create=False`` refuses a path where there is no file yet (for
    readers: a misspelt --tuning-db should not silently give an empty database)."""

    def __init__(self, path: str | Path, create: bool = True) -> None:
        self.path = Path(path)
        if not create and not self.path.is_file():
            raise TircError(f"no tuning database at {self.path}",
                            hint="run `tirc tune` to write one, or check --db / $TIRC_TUNING_DB")
        if create and not self.path.parent.is_dir():
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise TircError(f"cannot create the folder of the tuning database {self.path}: "
                                f"{error.strerror}") from None
        with self._sqlite_errors("open"):
            # Autocommit mode: the transactions are this class's own (BEGIN IMMEDIATE ... COMMIT).
            self._connection = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            self._open()
        except BaseException:
            self._connection.close()
            raise

    def _open(self) -> None:
        with self._sqlite_errors("open"):
            self._connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            version = self._check_schema()
            if version == SCHEMA_VERSION:
                self._connection.execute("PRAGMA synchronous = FULL")
                return
            self._connection.execute("PRAGMA journal_mode = WAL")
            self._connection.execute("PRAGMA synchronous = FULL")
            with self._transaction("create the tables of"):
                # Another process may have created them since the check: IF NOT EXISTS.
                for statement in _SCHEMA:
                    self._connection.execute(statement)
                self._connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                self._connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _check_schema(self) -> int:
        """The file's schema version (0: a new, empty file); refuses another program's file and a
        newer tirc's."""
        version = int(self._connection.execute("PRAGMA user_version").fetchone()[0])
        application = int(self._connection.execute("PRAGMA application_id").fetchone()[0])
        tables = self._connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if (version or tables) and application != APPLICATION_ID:
            raise TircError(f"{self.path} is an sqlite database, but not a tirc tuning database",
                            hint="give --db a new file name or a database `tirc tune` wrote")
        if version > SCHEMA_VERSION:
            raise TircError(f"{self.path} was written by a newer tirc (tuning database schema {version}; "
                            f"this tirc reads schema {SCHEMA_VERSION} and older)",
                            hint="upgrade tirc, or export the records to JSON Lines with the newer tirc")
        return version

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> TuningDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _sqlite_errors(self, action: str) -> Iterator[None]:
        """sqlite's errors (a locked, corrupt, read-only or full file) as a TircError naming the file."""
        try:
            yield
        except sqlite3.DatabaseError as error:
            raise TircError(f"cannot {action} the tuning database {self.path}: {error}") from None

    @contextmanager
    def _transaction(self, action: str) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it is committed, or none of it (an exception rolls back)."""
        with self._sqlite_errors(action):
            self._connection.execute("BEGIN IMMEDIATE")
            try:
                yield self._connection
            except BaseException:
                # sqlite has already rolled back after some errors (a full disk, an I/O error).
                if self._connection.in_transaction:
                    self._connection.execute("ROLLBACK")
                raise
            self._connection.execute("COMMIT")

    # -- records ------------------------------------------------------------------------------

    def get(self, workload: str, bucket: str, target: str, tirc_version: str,
            pipeline_hash: str) -> TuningRecord | None:
        with self._sqlite_errors("read"):
            row = self._connection.execute(
                f"SELECT {_RECORD_COLUMNS} FROM records WHERE workload = ? AND bucket = ? AND target = ? "
                "AND tirc_version = ? AND pipeline_hash = ?",
                (workload, bucket, target, tirc_version, pipeline_hash)).fetchone()
        return None if row is None else _record_of_row(row)

    def put(self, record: TuningRecord) -> None:
        """Store ``record`` (one transaction), replacing the record of its key."""
        _check_record(record)
        with self._transaction("write to") as connection:
            _insert(connection, record)

    def records(self, target: str | None = None) -> list[TuningRecord]:
        """Every record (of one target), sorted by key."""
        where, parameters = ("WHERE target = ?", (target,)) if target is not None else ("", ())
        return self._select(f"{where} ORDER BY {_KEY_COLUMNS}", parameters)

    def matching(self, target: str, tirc_version: str, pipeline_hash: str) -> list[TuningRecord]:
        """The records a compile for this chip, tirc version and pipeline may use, sorted by key."""
        return self._select(f"WHERE target = ? AND tirc_version = ? AND pipeline_hash = ? ORDER BY {_KEY_COLUMNS}",
                            (target, tirc_version, pipeline_hash))

    def _select(self, clause: str, parameters: tuple[str, ...]) -> list[TuningRecord]:
        with self._sqlite_errors("read"):
            rows = self._connection.execute(f"SELECT {_RECORD_COLUMNS} FROM records {clause}", parameters).fetchall()
        return [_record_of_row(row) for row in rows]

    # -- candidates and calibration -----------------------------------------------------------

    def get_candidate(self, key: CandidateKey) -> dict[str, Any] | None:
        with self._sqlite_errors("read"):
            row = self._connection.execute(
                "SELECT result FROM candidates WHERE workload = ? AND bucket = ? AND target = ? AND tirc_version = ? "
                "AND pipeline_hash = ? AND measure = ? AND knobs = ?", tuple(key)).fetchone()
        return None if row is None else dict(json.loads(row[0]))

    def put_candidate(self, key: CandidateKey, result: dict[str, Any]) -> None:
        """Store one measured candidate (one transaction), replacing an earlier result."""
        if key.measure not in SOURCES:
            raise ValueError(f"a candidate is measured by one of {', '.join(SOURCES)}, not '{key.measure}'")
        text = canonical_json(result)
        with self._transaction("write to") as connection:
            connection.execute("INSERT OR REPLACE INTO candidates VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (*key, text))

    def candidates(self) -> list[tuple[CandidateKey, dict[str, Any]]]:
        """Every measured candidate, sorted by key."""
        with self._sqlite_errors("read"):
            rows = self._connection.execute(
                f"SELECT {_KEY_COLUMNS}, measure, knobs, result FROM candidates "
                f"ORDER BY {_KEY_COLUMNS}, measure, knobs").fetchall()
        return [(CandidateKey(*row[:7]), dict(json.loads(row[7]))) for row in rows]

    def put_calibration(self, target: str, calibration: dict[str, Any]) -> None:
        text = canonical_json(calibration)
        with self._transaction("write to") as connection:
            connection.execute("INSERT OR REPLACE INTO calibration VALUES (?, ?)", (target, text))

    def get_calibration(self, target: str) -> dict[str, Any] | None:
        with self._sqlite_errors("read"):
            row = self._connection.execute("SELECT calibration FROM calibration WHERE target = ?",
                                           (target,)).fetchone()
        return None if row is None else dict(json.loads(row[0]))

    # -- JSON Lines and merging ---------------------------------------------------------------

    def export_text(self, target: str | None = None) -> str:
        """The records as JSON Lines, one per line, sorted by key (byte-identical for equal records)."""
        return "".join(json.dumps(record.to_json(), sort_keys=True, allow_nan=False) + "\n"
                       for record in self.records(target))

    def export_jsonl(self, path: str | Path, target: str | None = None) -> int:
        """Write the records to ``path`` (whole or not at all); how many were written."""
        text = self.export_text(target)
        write_atomically(str(path), text.encode(), inputs=[str(self.path)], role="export")
        return text.count("\n")

    def import_jsonl(self, path: str | Path) -> MergeReport:
        """Merge the records of a JSON Lines file (all of them, or none when a line is bad)."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise TircError(f"cannot read {path}: {error}") from None
        return self.merge_records(parse_jsonl(text, str(path)))

    def merge(self, other: str | Path) -> MergeReport:
        """Merge the records of another tuning database (read, never written)."""
        if Path(other).resolve() == self.path.resolve():
            raise TircError(f"cannot merge {other} into itself")
        with TuningDB(other, create=False) as source:
            records = source.records()
        for record in records:
            try:
                record.check()
            except ValueError as error:
                raise TircError(f"{other} holds a bad tuning record: {error}") from None
        return self.merge_records(records)

    def merge_records(self, records: list[TuningRecord]) -> MergeReport:
        """Merge ``records`` in one transaction by :func:`better`; conflicts are records of one key
        with different schedules."""
        for record in records:
            _check_record(record)
        added = replaced = kept = 0
        conflicts: list[Conflict] = []
        with self._transaction("write to") as connection:
            for record in records:
                row = connection.execute(f"SELECT {_RECORD_COLUMNS} FROM records WHERE workload = ? AND bucket = ? "
                                         "AND target = ? AND tirc_version = ? AND pipeline_hash = ?",
                                         tuple(record.key)).fetchone()
                existing = None if row is None else _record_of_row(row)
                if existing is None:
                    _insert(connection, record)
                    added += 1
                    continue
                wins = better(record, existing)
                if canonical_json(existing.schedule) != canonical_json(record.schedule):
                    conflicts.append(Conflict(record.key, existing, record, "incoming" if wins else "existing"))
                if wins:
                    _insert(connection, record)
                    replaced += 1
                else:
                    kept += 1
        return MergeReport(added, replaced, kept, tuple(conflicts))


def parse_jsonl(text: str, file: str) -> list[TuningRecord]:
    """The records of a JSON Lines text; a TircError names the first bad line and what is wrong.
    Blank lines are skipped."""
    records = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            records.append(TuningRecord.from_json(json.loads(line)))
        except json.JSONDecodeError as error:
            raise TircError(f"not JSON: {error.msg} (column {error.colno})", SourceLocation(file, number),
                            hint="a tuning export has one JSON object per line") from None
        except ValueError as error:
            raise TircError(f"bad tuning record: {error}", SourceLocation(file, number)) from None
    return records


def _check_record(record: TuningRecord) -> None:
    try:
        record.check()
    except ValueError as error:
        raise ValueError(f"invalid tuning record: {error}") from None


def _insert(connection: sqlite3.Connection, record: TuningRecord) -> None:
    connection.execute(f"INSERT OR REPLACE INTO records ({_RECORD_COLUMNS}) VALUES ({', '.join('?' * 12)})",
                       (*record.key, canonical_json(record.schedule), record.source, record.device,
                        float(record.seconds), float(record.spread), canonical_json(record.figures), record.date))


def _record_of_row(row: tuple[Any, ...]) -> TuningRecord:
    (workload, bucket, target, tirc_version, pipeline_hash, schedule, source, device, seconds, spread, figures,
     date) = row
    return TuningRecord(workload, bucket, target, tirc_version, pipeline_hash, json.loads(schedule), source, device,
                        float(seconds), float(spread), json.loads(figures), date)


# -- summaries for `tirc tune db show` and conflict messages ------------------------------------

# The order `show` prints sizes and knobs in (stored JSON has them sorted by name); names not here
# follow in name order.
_DISPLAY_ORDER = ("B", "H", "H_kv", "M", "N", "K", "S_q", "S_kv", "D", "D_v",
                  "kernel", "tile", "block_m", "block_n", "warps", "mma", "stages", "swizzle", "raster_group",
                  "split_k", "splits", "warp_specialize", "persistent", "vector_bytes")


def _display_order(items: dict[str, Any]) -> list[tuple[str, Any]]:
    def rank(name: str) -> tuple[int, str]:
        return (_DISPLAY_ORDER.index(name) if name in _DISPLAY_ORDER else len(_DISPLAY_ORDER), name)
    return sorted(items.items(), key=lambda item: rank(item[0]))


def workload_summary(workload: str, bucket: str = "") -> str:
    """One line for a workload: "matmul f16,f16->f16 M=4096 N=4096 K=4096" (dynamic sizes with
    their bucket: "M=?<=4096")."""
    value = json.loads(workload)
    name = value.get("op") or value.get("family") or "?"
    dtypes = value.get("dtypes")
    types = ""
    if isinstance(dtypes, dict):
        inputs = [str(dtype) for role, dtype in dtypes.items() if role not in ("acc", "c", "out", "o")]
        output = dtypes.get("c") or dtypes.get("out") or dtypes.get("o")
        types = ",".join(inputs) + (f"->{output}" if output else "")
    buckets = json.loads(bucket) if bucket else {}
    shape = value.get("shape")
    sizes = [f"{size}={extent}" + (f"<={buckets[size]}" if size in buckets else "")
             for size, extent in _display_order(shape)] if isinstance(shape, dict) else []
    flags = [name for name in ("causal", "mask", "lse", "tf32") if value.get(name)]
    epilogue = value.get("epilogue")
    if epilogue:
        flags.append("+".join(map(str, epilogue)))
    return " ".join(part for part in (name, types, *sizes, *flags) if part)


def schedule_summary(knobs: dict[str, Any]) -> str:
    """One line for a schedule's knobs: "tile=128x128x32 warps=2x2 mma=m16n8k16 stages=3 ..."."""
    def text(value: Any) -> str:
        if isinstance(value, list):
            return "x".join(map(str, value))
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value)
    return " ".join(f"{name}={text(value)}" for name, value in _display_order(knobs))


def format_seconds(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.4g} {unit}"
    return f"{seconds / 1e-9:.4g} ns"
