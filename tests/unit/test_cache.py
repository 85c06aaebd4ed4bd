"""The compile cache: keys, hits, corruption, concurrency, the CLI (tirc/cache.py)."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tirc.cache import Cache, Entry, Request, request_key
from tirc.cli import main
from tirc.driver import CompileOptions, compile_input
from tirc.options import Flag, flag_of, flagged_fields, key_values

REPO = Path(__file__).resolve().parents[2]
VECTOR_ADD = REPO / "examples" / "mlir" / "vector_add.mlir"
GELU = REPO / "examples" / "mlir" / "gelu_tanh.mlir"
GEMM_SPECS = REPO / "examples" / "specs" / "gemm.yaml"


def tirc(cache_dir: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "TIRC_CACHE_DIR": str(cache_dir)}
    return subprocess.run([sys.executable, "-m", "tirc", *args], capture_output=True, env=env)


def entries(cache_dir: Path) -> list[Path]:
    folder = cache_dir / "entries"
    return sorted(folder.iterdir()) if folder.is_dir() else []


def compiled_key(cache_dir: Path, path: Path, **options: object) -> str:
    """The result key a compile stored (the one new entry in a fresh cache folder)."""
    cache = Cache(cache_dir)
    before = {p.name for p in entries(cache_dir)}
    compile_input(str(path), CompileOptions(**options), cache)  # type: ignore[arg-type]
    new = {p.name for p in entries(cache_dir)} - before
    assert len(new) <= 1
    return new.pop() if new else before.pop()


# ---------------------------------------------------------------------------------------------
# Keys


def test_result_key_is_stable_and_ignores_whitespace_and_comments(tmp_path: Path) -> None:
    base = compiled_key(tmp_path / "c", GELU)
    assert compiled_key(tmp_path / "c", GELU) == base
    reformatted = tmp_path / "gelu_tanh.mlir"  # same name: the manifest records it
    reformatted.write_text("// a comment\n\n" + GELU.read_text().replace("\n", "\n  \n"))
    assert compiled_key(tmp_path / "c", reformatted) == base
    assert len(entries(tmp_path / "c")) == 1


def test_result_key_changes_with_input_pipeline_target_and_options(tmp_path: Path) -> None:
    cache = tmp_path / "c"
    base = compiled_key(cache, GELU)
    changed = tmp_path / "gelu_tanh.mlir"
    changed.write_text(GELU.read_text().replace("arith.constant 0.5 :", "arith.constant 0.25 :"))
    assert "constant 0.25" in changed.read_text()
    keys = {base,
            compiled_key(cache, changed),
            compiled_key(cache, GELU, pipeline="simt"),
            compiled_key(cache, GELU, target="sm_86"),
            compiled_key(cache, GELU, emit="cubin"),
            compiled_key(cache, GELU, output="x.ptx", manifest=True)}
    assert len(keys) == 6


def test_request_key_follows_the_bytes_and_the_options(tmp_path: Path) -> None:
    source = tmp_path / "k.mlir"
    source.write_text(VECTOR_ADD.read_text())
    request = Request(str(source), CompileOptions(output="k.ptx"))
    key = request_key(request)
    assert key is not None and key == request_key(Request(str(source), CompileOptions(output="k.ptx")))
    assert request_key(Request(str(source), CompileOptions(output="other.ptx"))) == key   # only the suffix counts
    for changed in (CompileOptions(output="k.cubin"), CompileOptions(target="sm_90a"), CompileOptions(pipeline="simt"),
                    CompileOptions(output="k.ptx", report=True)):
        assert request_key(Request(str(source), changed)) != key
    source.write_text(VECTOR_ADD.read_text() + "\n")
    assert request_key(request) != key
    assert request_key(Request("-", CompileOptions())) is None   # stdin: only the result key


def _other_values(option: dataclasses.Field[Any], flag: Flag) -> list[Any]:
    """Values of a declared option other than its default (a new option of a known type is covered)."""
    choices = getattr(flag.click.get("type"), "choices", None)
    default = getattr(CompileOptions(), option.name)
    if choices:
        return [choice for choice in choices if choice != default]
    if isinstance(default, bool):
        return [not default]
    if isinstance(default, dict):
        return [{"M": 2}]
    if isinstance(default, frozenset):
        return [frozenset({"tir-schedule"})]
    return ["other.cubin", "sm_90a", "x.yaml"]


@pytest.mark.parametrize("role", ["request", "result"])
def test_the_cache_keys_change_with_every_option_declared_as_part_of_them(role: str) -> None:
    keyed = [option for option in flagged_fields() if (flag_of(option) or Flag(())).cache in
             (("request", "result") if role == "request" else ("result",))]
    assert keyed, "the declaration keys no option"
    base = key_values(CompileOptions(output="k.ptx"), role)  # type: ignore[arg-type]
    for option in keyed:
        flag = flag_of(option)
        assert flag is not None
        changed = [key_values(dataclasses.replace(CompileOptions(output="k.ptx"), **{option.name: value}), role)  # type: ignore[arg-type]
                   for value in _other_values(option, flag)]
        assert any(values != base for values in changed), f"no value of {option.name} changes the {role} key"
    unkeyed = [option.name for option in flagged_fields() if (flag_of(option) or Flag(())).cache is None]
    for name in unkeyed:   # dumps, timings, locations: no output the cache holds
        assert name not in key_values(CompileOptions(), "request")


def test_entry_round_trip_and_checksum() -> None:
    entry = Entry("ptx", b"payload", {"a": 1}, "report", [{"name": "k", "message": "m"}],
                  [{"name": "m", "chip": "sm_80", "text": "ptx"}], "log", b"\x00cubin")
    data = entry.encode()
    assert Entry.decode(data) == entry
    for broken in (data[:-3], data[:40], data.replace(b"payload", b"paYload"), b""):
        with pytest.raises(ValueError):
            Entry.decode(broken)


# ---------------------------------------------------------------------------------------------
# The CLI


def test_hit_gives_byte_identical_outputs(tmp_path: Path) -> None:
    cache = tmp_path / "c"
    runs = []
    for name in ("first", "second"):
        out = tmp_path / f"{name}.cubin"
        result = tirc(cache, "compile", str(GELU), "-o", str(out), "--manifest", "--report", "--verbose")
        assert result.returncode == 0, result.stderr
        runs.append((out.read_bytes(), out.with_suffix(".json").read_bytes(), result.stdout, result.stderr))
    assert b"cache miss" in runs[0][3]
    assert b"cache hit: " in runs[1][3]
    assert runs[0][:3] == runs[1][:3]
    assert b"kernel report" in runs[1][2]


def test_hit_replays_remarks(tmp_path: Path) -> None:
    first = tirc(tmp_path, "compile", str(GEMM_SPECS), "-o", str(tmp_path / "g.ptx"))
    second = tirc(tmp_path, "compile", str(GEMM_SPECS), "-o", str(tmp_path / "g.ptx"), "--verbose")
    assert b"gemm.yaml:38:5: dgemm_residual: not on Tensor Cores" in first.stderr
    assert b"cache hit" in second.stderr
    assert second.stderr.replace(b"cache hit: ", b"").count(b"remark:") == first.stderr.count(b"remark:")


def test_no_cache_dumps_and_ir_stages_bypass_the_cache(tmp_path: Path) -> None:
    out = str(tmp_path / "v.ptx")
    no_cache = tirc(tmp_path, "compile", str(VECTOR_ADD), "-o", out, "--no-cache", "--verbose")
    assert b"cache: not used (--no-cache)" in no_cache.stderr
    timing = tirc(tmp_path, "compile", str(VECTOR_ADD), "-o", out, "--timing", "--verbose")
    assert b"cache: not used" in timing.stderr and b"pass execution timing" in timing.stderr
    tirc(tmp_path, "compile", str(VECTOR_ADD), "--emit", "nvvm", "--verbose")
    assert entries(tmp_path) == []


def test_a_compile_with_pinned_schedules_is_found_by_its_result_key(tmp_path: Path) -> None:
    """An op spec run at --shape compiles with the schedules of its full-size compile pinned. They
    are no part of the request, but of the module text: the result key tells them apart."""
    spec = tmp_path / "gemm.yaml"
    spec.write_text("kernels:\n  - name: gemm\n    op: matmul\n    shape: {M: 256, N: 256, K: 256}\n"
                    "    dtype: {a: f16, b: f16, c: f16, acc: f32}\n")
    cache = Cache(tmp_path / "c")
    said: list[str] = []
    cache.say = said.append  # type: ignore[method-assign]

    def compiled(stages: int) -> bytes:
        said.clear()
        knobs = (("tile", (64, 64, 32)), ("warps", (2, 2)), ("mma", "m16n8k16"), ("stages", stages),
                 ("swizzle", True), ("vector_bytes", 16), ("raster_group", 1), ("split_k", 1))
        options = CompileOptions(manifest=True, sizes={"M": 64, "N": 64, "K": 64}, schedules={"gemm": knobs})
        return compile_input(str(spec), options, cache).payload

    first = compiled(stages=3)
    assert said == ["cache miss"]
    assert compiled(stages=3) == first and said[0].startswith("cache hit")
    assert compiled(stages=2) != first and said == ["cache miss"]
    assert not cache.requests_dir.exists(), "no request leads to a compile with pinned schedules"


def test_corrupted_entry_is_reported_deleted_and_rebuilt(tmp_path: Path) -> None:
    out = tmp_path / "v.ptx"
    assert tirc(tmp_path, "compile", str(VECTOR_ADD), "-o", str(out)).returncode == 0
    expected = out.read_bytes()
    (entry,) = entries(tmp_path)
    entry.write_bytes(entry.read_bytes()[:200])   # truncated
    result = tirc(tmp_path, "compile", str(VECTOR_ADD), "-o", str(out), "--verbose")
    assert result.returncode == 0
    assert f"warning: cache entry {entry} is corrupted".encode() in result.stderr
    assert b"cache miss" in result.stderr
    assert out.read_bytes() == expected
    Entry.decode(entry.read_bytes())   # rebuilt intact
    assert b"cache hit" in tirc(tmp_path, "compile", str(VECTOR_ADD), "-o", str(out), "--verbose").stderr


def test_parallel_compiles_leave_one_valid_entry(tmp_path: Path) -> None:
    cache = tmp_path / "c"
    env = {**os.environ, "TIRC_CACHE_DIR": str(cache)}
    command = [sys.executable, "-m", "tirc", "compile", str(GELU), "-o"]
    processes = [subprocess.Popen(command + [str(tmp_path / f"{i}.ptx")], env=env, stderr=subprocess.PIPE)
                 for i in range(8)]
    for process in processes:
        _, stderr = process.communicate(timeout=300)
        assert process.returncode == 0, stderr
    (entry,) = entries(cache)   # one entry, no temporary files left
    assert Entry.decode(entry.read_bytes()).payload == (tmp_path / "0.ptx").read_bytes()
    assert len({(tmp_path / f"{i}.ptx").read_bytes() for i in range(8)}) == 1
    assert len(list((cache / "requests").iterdir())) == 1


def test_cache_info_and_clear(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path))
    assert tirc(tmp_path, "compile", str(VECTOR_ADD), "-o", str(tmp_path / "v.ptx")).returncode == 0
    info = CliRunner().invoke(main, ["cache", "info"])
    assert info.exit_code == 0
    assert f"cache dir: {tmp_path}" in info.output and "entries:   1" in info.output
    cleared = CliRunner().invoke(main, ["cache", "clear"])
    assert cleared.exit_code == 0 and cleared.output.startswith("removed 1 entries")
    assert "entries:   0" in CliRunner().invoke(main, ["cache"]).output


def test_default_cache_dir_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from tirc.cache import default_cache_dir
    monkeypatch.delenv("TIRC_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    if sys.platform.startswith("linux"):
        assert default_cache_dir() == tmp_path / "tirc"
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "mine"))
    assert default_cache_dir() == tmp_path / "mine"


def test_hit_is_at_least_five_times_faster_than_a_miss(tmp_path: Path) -> None:
    """Measured through the CLI: a hit imports neither the driver nor MLIR and runs no pass."""
    spec = str(REPO / "examples" / "specs" / "gemm4096.yaml")

    def wall(*args: str) -> float:
        start = time.perf_counter()
        assert tirc(tmp_path, "compile", spec, "-o", str(tmp_path / "g.ptx"), *args).returncode == 0
        return time.perf_counter() - start

    miss = wall()
    hit = min(wall() for _ in range(3))
    assert miss >= 5 * hit, f"miss {miss:.3f} s, hit {hit:.3f} s"


# ---------------------------------------------------------------------------------------------
# The folder: tirc's marker and names, never anyone else's files

KEY = "ab" * 32


def foreign_project(folder: Path) -> dict[Path, bytes]:
    """A project folder with its own requests/ and entries/ (what TIRC_CACHE_DIR may point at)."""
    files = {folder / "README.md": b"# project\n", folder / "entries" / "list.txt": b"mine\n",
             folder / "requests" / "todo": b"mine too\n"}
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return files


def test_a_new_cache_gets_the_cache_directory_tag(tmp_path: Path) -> None:
    compiled_key(tmp_path / "c", GELU)
    assert (tmp_path / "c" / "CACHEDIR.TAG").read_bytes().startswith(
        b"Signature: 8a477f597d28d172789f06886806bc55\n")


def test_clear_refuses_a_folder_that_is_not_a_cache(tmp_path: Path) -> None:
    files = foreign_project(tmp_path)
    (tmp_path / "entries" / KEY).write_bytes(b"named like an entry")
    result = tirc(tmp_path, "cache", "clear")
    assert result.returncode == 1
    assert result.stderr.decode().startswith(f"error: {tmp_path} is not a tirc cache")
    assert "hint: point TIRC_CACHE_DIR at a folder of its own" in result.stderr.decode()
    assert all(path.read_bytes() == data for path, data in files.items())
    assert (tmp_path / "entries" / KEY).exists()   # nothing at all is deleted


def test_clear_deletes_only_tirc_names_in_a_marked_cache(tmp_path: Path) -> None:
    cache = tmp_path / "c"
    compiled_key(cache, GELU)
    files = foreign_project(cache)
    (cache / "entries" / f".{KEY}.k2x_9abc.tmp").write_bytes(b"a killed write")
    (cache / "entries" / KEY.upper()).write_bytes(b"not a tirc name")
    result = tirc(cache, "cache", "clear")
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().startswith("removed 1 entries (")
    assert "kept 4 files or folders tirc did not write" in result.stdout.decode()
    assert all(path.read_bytes() == data for path, data in files.items())
    assert sorted(path.name for path in (cache / "entries").iterdir()) == sorted([KEY.upper(), "list.txt"])
    assert (cache / "CACHEDIR.TAG").is_file()


def test_a_cache_from_before_the_marker_still_clears_and_gets_it(tmp_path: Path) -> None:
    cache = tmp_path / "c"
    compiled_key(cache, GELU)
    (cache / "CACHEDIR.TAG").unlink()
    result = tirc(cache, "cache", "clear")
    assert result.returncode == 0 and result.stdout.decode().startswith("removed 1 entries"), result.stderr
    assert not list((cache / "entries").iterdir()) and not list((cache / "requests").iterdir())
    assert (cache / "CACHEDIR.TAG").is_file()


def test_clear_counts_what_it_removed(tmp_path: Path) -> None:
    cache = Cache(tmp_path / "c")
    (tmp_path / "c" / "entries").mkdir(parents=True)
    (tmp_path / "c" / "requests").mkdir()
    (tmp_path / "c" / "entries" / KEY).write_bytes(b"x" * 10)
    (tmp_path / "c" / "requests" / KEY).write_bytes(b"y" * 5)
    (tmp_path / "c" / "entries" / ("cd" * 32)).symlink_to(tmp_path / "elsewhere")   # a dangling link: deleted
    removed = cache.clear()
    assert (removed.entries, removed.total_bytes) == (2, 15 + len(str(tmp_path / "elsewhere")))
    assert cache.clear().entries == 0


def test_a_link_named_like_an_entry_is_deleted_not_its_target(tmp_path: Path) -> None:
    cache = tmp_path / "c"
    compiled_key(cache, GELU)
    precious = tmp_path / "precious.txt"
    precious.write_text("keep me")
    (cache / "entries" / KEY).symlink_to(precious)
    assert Cache(cache).clear().entries == 2
    assert precious.read_text() == "keep me"


def test_info_says_when_the_folder_is_not_a_cache(tmp_path: Path) -> None:
    foreign_project(tmp_path)
    result = tirc(tmp_path, "cache", "info")
    assert result.returncode == 0, result.stderr
    assert "note:      not a tirc cache (no CACHEDIR.TAG): it holds 3 files or folders tirc did not write" \
        in result.stdout.decode()


def test_a_cache_dir_that_is_a_file_is_a_clean_error(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x")
    for command in ("info", "clear"):
        result = tirc(not_a_folder, "cache", command)
        assert result.returncode == 1
        assert result.stderr.decode().startswith(f"error: cannot read the cache folder {not_a_folder}: Not a directory")
    assert not_a_folder.read_text() == "x"


def test_compiles_do_not_store_into_a_folder_that_is_not_a_cache(tmp_path: Path) -> None:
    foreign_project(tmp_path)
    result = tirc(tmp_path, "compile", str(VECTOR_ADD), "-o", str(tmp_path / "v.ptx"))
    assert result.returncode == 0, result.stderr
    assert "is not a tirc cache" in result.stderr.decode() and "compiles are not cached" in result.stderr.decode()
    assert sorted(path.name for path in (tmp_path / "entries").iterdir()) == ["list.txt"]
    assert not (tmp_path / "CACHEDIR.TAG").exists()
