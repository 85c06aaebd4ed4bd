"""Outputs: all of a command's files or none, never over an input, FIFOs and devices written through."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tirc.diagnostics import TircError
from tirc.files import OutputFile, write_atomically, write_outputs

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tirc", *args], capture_output=True, text=True, cwd=cwd)


def assert_one_error(result: subprocess.CompletedProcess[str], text: str) -> None:
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    errors = [line for line in result.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and text in errors[0], result.stderr


# ---------------------------------------------------------------------------------------------
# tirc.files


def test_refuses_to_overwrite_an_input_also_through_a_hard_link(tmp_path: Path) -> None:
    source = tmp_path / "k.mlir"
    source.write_text("input")
    os.link(source, tmp_path / "alias.ptx")
    for path in (source, tmp_path / "alias.ptx", tmp_path / "." / "k.mlir"):
        with pytest.raises(TircError, match="it is the input file"):
            write_atomically(str(path), b"output", inputs=[str(source)])
    assert source.read_text() == "input"


def test_outputs_of_one_command_must_be_different_files(tmp_path: Path) -> None:
    with pytest.raises(TircError, match="the output .* is the same file"):
        write_outputs([OutputFile(str(tmp_path / "k.json"), b"ptx"),
                       OutputFile(str(tmp_path / "k.json"), b"{}", "manifest")])
    assert list(tmp_path.iterdir()) == []


def test_folder_dangling_link_and_empty_name_are_refused(tmp_path: Path) -> None:
    (tmp_path / "folder").mkdir()
    (tmp_path / "dangling").symlink_to(tmp_path / "missing")
    with pytest.raises(TircError, match="it is a folder"):
        write_atomically(str(tmp_path / "folder"), b"x")
    with pytest.raises(TircError, match="symbolic link to a missing file"):
        write_atomically(str(tmp_path / "dangling"), b"x")
    with pytest.raises(TircError, match="file name is empty"):
        write_atomically("", b"x")
    assert not (tmp_path / "missing").exists()


def test_a_symbolic_link_is_followed_and_kept(tmp_path: Path) -> None:
    target = tmp_path / "real.ptx"
    target.write_text("old")
    target.chmod(0o640)
    (tmp_path / "link.ptx").symlink_to("real.ptx")
    write_atomically(str(tmp_path / "link.ptx"), b"new")
    assert (tmp_path / "link.ptx").is_symlink()
    assert target.read_bytes() == b"new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640   # an existing file keeps its permissions
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.ptx", "real.ptx"]


def test_a_fifo_is_written_through_not_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    write_atomically(str(fifo), b"through the pipe")
    reader.join(timeout=10)
    assert received == [b"through the pipe"]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null")
def test_a_device_is_written_through_not_replaced() -> None:
    write_atomically("/dev/null", b"discarded")
    assert stat.S_ISCHR(os.lstat("/dev/null").st_mode)


def test_a_failing_output_leaves_none_of_the_group_behind(tmp_path: Path) -> None:
    (tmp_path / "out.json").mkdir()   # the manifest cannot be written
    (tmp_path / "old.ptx").write_text("old")
    with pytest.raises(TircError, match="manifest .*it is a folder"):
        write_outputs([OutputFile(str(tmp_path / "out.ptx"), b"ptx"),
                       OutputFile(str(tmp_path / "out.json"), b"{}", "manifest")])
    with pytest.raises(TircError, match="depfile .*does not exist"):
        write_outputs([OutputFile(str(tmp_path / "old.ptx"), b"new"),
                       OutputFile(str(tmp_path / "missing" / "out.d"), b"deps", "depfile")])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.ptx", "out.json"]
    assert (tmp_path / "old.ptx").read_text() == "old"


def test_a_failed_rename_rolls_back_the_renamed_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = tmp_path / "k.ptx", tmp_path / "k.json"
    first.write_text("old ptx")
    real_replace = os.replace
    calls: list[str] = []

    def replace(source: str, destination: str) -> None:
        calls.append(str(destination))
        if Path(destination) == second:
            raise OSError(28, "No space left on device")
        real_replace(source, destination)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(TircError, match="manifest .*No space left"):
        write_outputs([OutputFile(str(first), b"new ptx"), OutputFile(str(second), b"{}", "manifest")])
    assert calls[0] == str(first)                 # the first file was renamed, then restored
    assert first.read_text() == "old ptx"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.ptx"]


def test_rolling_back_restores_old_content_without_hard_links(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = tmp_path / "k.ptx", tmp_path / "k.json"
    first.write_text("old ptx")
    real_replace = os.replace

    def no_link(source: str, destination: str) -> None:
        raise OSError(1, "Operation not permitted")

    def replace(source: str, destination: str) -> None:
        if Path(destination) == second:
            raise OSError(28, "No space left on device")
        real_replace(source, destination)

    monkeypatch.setattr(os, "link", no_link)
    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(TircError, match="manifest .*No space left"):
        write_outputs([OutputFile(str(first), b"new ptx"), OutputFile(str(second), b"{}", "manifest")])
    assert first.read_text() == "old ptx"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.ptx"]


def test_a_failed_write_through_removes_the_new_files(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)

    def reader_closes_at_once() -> None:  # the writer then fails with a broken pipe
        with open(fifo, "rb"):
            pass

    thread = threading.Thread(target=reader_closes_at_once)
    thread.start()
    big = b"x" * (4 << 20)   # more than a pipe holds: the write needs the reader
    with pytest.raises(TircError, match="Broken pipe"):
        write_outputs([OutputFile(str(tmp_path / "new.ptx"), b"ptx"), OutputFile(str(fifo), big, "manifest")])
    thread.join(timeout=10)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


# ---------------------------------------------------------------------------------------------
# The CLI: the cases where -o used to destroy something and exit 0


@pytest.fixture
def kernel(tmp_path: Path) -> Path:
    path = tmp_path / "k.mlir"
    path.write_text((EXAMPLES / "mlir" / "vector_add.mlir").read_text())
    return path


def test_compile_and_opt_never_overwrite_the_input(kernel: Path) -> None:
    before = kernel.read_text()
    assert_one_error(run_cli("compile", str(kernel), "--emit=ptx", "-o", str(kernel)), "it is the input file")
    assert_one_error(run_cli("opt", str(kernel), "--passes", "canonicalize", "-o", str(kernel)), "it is the input file")
    assert kernel.read_text() == before


def test_a_dump_never_replaces_the_input(tmp_path: Path) -> None:
    source = tmp_path / "00-input.mlir"   # the name of the first dump file
    source.write_text((EXAMPLES / "mlir" / "vector_add.mlir").read_text())
    before = source.read_text()
    result = run_cli("compile", str(source), "--dump-dir", str(tmp_path), "-o", str(tmp_path / "k.ptx"))
    assert_one_error(result, "cannot write the dump")
    assert source.read_text() == before


def test_a_manifest_named_like_the_input_is_refused(tmp_path: Path, kernel: Path) -> None:
    renamed = kernel.rename(tmp_path / "k.json")   # an MLIR file with a .json name
    before = renamed.read_text()
    assert_one_error(run_cli("compile", str(renamed), "--no-cache", "-o", str(tmp_path / "k.ptx"), "--manifest"),
                     "manifest")
    assert renamed.read_text() == before
    assert not (tmp_path / "k.ptx").exists()


def test_a_manifest_colliding_with_the_output_is_refused(tmp_path: Path, kernel: Path) -> None:
    result = run_cli("compile", str(kernel), "--emit=ptx", "-o", str(tmp_path / "k.json"), "--manifest")
    assert_one_error(result, "is the same file")
    assert not (tmp_path / "k.json").exists()


def test_a_manifest_that_cannot_be_written_leaves_no_output(tmp_path: Path, kernel: Path) -> None:
    (tmp_path / "out.json").mkdir()
    (tmp_path / "out.ptx").write_text("previous build")
    result = run_cli("compile", str(kernel), "-o", str(tmp_path / "out.ptx"), "--manifest")
    assert_one_error(result, "it is a folder")
    assert (tmp_path / "out.ptx").read_text() == "previous build"


def test_depfile_over_the_output_or_the_input_is_refused(tmp_path: Path, kernel: Path) -> None:
    out = tmp_path / "out.ptx"
    assert_one_error(run_cli("compile", str(kernel), "-o", str(out), "--depfile", str(out)), "is the same file")
    assert_one_error(run_cli("compile", str(kernel), "-o", str(out), "--depfile", str(kernel)), "it is the input file")
    assert not out.exists()


@pytest.mark.parametrize("name, escaped", [("a b.ptx", "a\\ b.ptx"), ("a:b.ptx", "a\\:b.ptx"), ("#1.ptx", "\\#1.ptx"),
                                           ("$x.ptx", "$$x.ptx"), ("a\\b.ptx", "a\\b.ptx"), ("ü.ptx", "ü.ptx")])
def test_depfile_escapes_targets_and_prerequisites_as_make_and_ninja_read_them(name: str, escaped: str) -> None:
    from tirc.output import depfile_text
    assert depfile_text([name], [name, "p.yaml"]) == f"{escaped}: {escaped} p.yaml\n"


@pytest.mark.parametrize("name", ["a\nb.ptx", "a\rb.ptx", "a\tb.ptx", "a\x7fb.ptx", "a\\ b.ptx", "a\\:b.ptx",
                                  "a\\$b.ptx", "a\\", "out:"])
def test_a_path_no_depfile_can_hold_is_refused_and_nothing_is_written(tmp_path: Path, kernel: Path, name: str) -> None:
    out = tmp_path / name
    result = run_cli("compile", str(kernel), "-o", str(out), "--emit=ptx", "--depfile", str(tmp_path / "k.d"),
                     "--no-cache")
    assert_one_error(result, "cannot write a depfile naming")
    assert "Makefile-syntax depfile cannot express" in result.stderr and "hint: " in result.stderr
    assert sorted(os.listdir(tmp_path)) == sorted(p.name for p in [kernel] if p.parent == tmp_path)


def test_a_depfile_prerequisite_with_a_newline_is_refused(tmp_path: Path) -> None:
    from tirc.output import depfile_text
    with pytest.raises(TircError, match="a control character"):
        depfile_text(["out.ptx"], ["in\nput.mlir"])


def test_output_to_dev_null_compiles_and_keeps_the_device(kernel: Path) -> None:
    result = run_cli("compile", str(kernel), "-o", "/dev/null")
    assert result.returncode == 0, result.stderr
    assert stat.S_ISCHR(os.lstat("/dev/null").st_mode)


def test_output_into_a_folder_is_refused(tmp_path: Path, kernel: Path) -> None:
    (tmp_path / "build.ptx").mkdir()
    assert_one_error(run_cli("compile", str(kernel), "-o", str(tmp_path / "build.ptx")), "it is a folder")
    assert list((tmp_path / "build.ptx").iterdir()) == []
