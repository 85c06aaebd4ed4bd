"""Writing output files: all of a command's outputs or none, never over its inputs.

Kept apart from the driver (which imports MLIR) so that a cache hit can write its outputs quickly.

What an output path may be:

- a new file, or an existing regular file: written to a temporary file in the same folder and
  renamed into place, so readers never see a partial file (an existing file keeps its permissions);
- a symbolic link: followed; the file it points to is replaced (the link stays), a FIFO or device
  it points to is written through; a dangling link is refused;
- a FIFO or a character/block device (``-o /dev/null``, a named pipe): written through, never
  replaced by a regular file;
- never a folder, a socket, an input of the command (the input file, a pipeline YAML) or another
  output of the same command (``-o k.json --manifest``).

A command's outputs (the primary output, the manifest, the depfile, OUT.h and OUT.c) are written as
one group: every temporary first, then every rename; if anything fails, what was renamed is rolled
back (a replaced file gets its old content back) and the temporaries are removed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tirc.diagnostics import TircError


@dataclass
class OutputFile:
    path: str
    data: bytes
    role: str = "output"   # what the file is, for messages: "output", "manifest", "depfile" ...


@dataclass
class _Planned:
    output: OutputFile
    destination: str            # where the bytes go (a symbolic link's target)
    write_through: bool         # a FIFO or device: opened and written, not replaced
    mode: int | None            # the permissions an existing regular file keeps
    temporary: str | None = None
    backup: str | None = None   # a hard link to the file a rename replaced
    renamed: bool = False


def write_atomically(path: str, data: bytes, inputs: Iterable[str] = (), role: str = "output") -> None:
    """Write one output file (see the module docstring)."""
    write_outputs([OutputFile(path, data, role)], inputs)


NAME_MAX = 255   # bytes of one file name, on Linux's file systems and macOS's


def file_stem(name: str, suffix: str) -> str:
    """A file stem for a kernel or function ``name`` (a file NAME + ``suffix``): the name itself
    where a file name holds it, else its start and a hash of all of it (PTX takes names longer than
    any file name, and two long names stay apart)."""
    if len((name + suffix).encode()) <= NAME_MAX:
        return name
    digest = hashlib.sha256(name.encode()).hexdigest()[:16]
    return f"{name[:64]}-{digest}"


def output_folder(folder: str | Path, role: str) -> Path:
    """``folder`` (and its parents) made where missing, for the Python APIs' ``save``: a TircError
    where it cannot be, a file of that name or a parent that is a file among them."""
    out = Path(folder)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise TircError(f"cannot write the {role} to {folder}: it is a file, not a folder",
                        hint="name a folder (a new one is created)") from None
    except OSError as error:
        raise TircError(f"cannot write the {role} to {folder}: {error.strerror}") from None
    return out


def write_outputs(outputs: list[OutputFile], inputs: Iterable[str] = ()) -> None:
    """Write every file of ``outputs`` or none of them; ``inputs`` are files they must not overwrite."""
    plans = _plan(outputs, list(inputs))
    try:
        for plan in plans:
            if not plan.write_through:
                plan.temporary = _write_temporary(plan)
        for plan in plans:
            if not plan.write_through:
                _rename_into_place(plan)
        for plan in plans:
            if plan.write_through:
                _write_through(plan)
    except BaseException:
        _roll_back(plans)
        raise
    for plan in plans:
        if plan.backup is not None:
            Path(plan.backup).unlink(missing_ok=True)


def _plan(outputs: list[OutputFile], inputs: list[str]) -> list[_Planned]:
    plans: list[_Planned] = []
    seen: dict[str, OutputFile] = {}
    for output in outputs:
        plan = _plan_one(output, inputs)
        key = _identity(plan.destination)
        if key in seen:
            raise TircError(f"cannot write the {output.role} {output.path}: the {seen[key].role} "
                            f"{seen[key].path} is the same file",
                            hint="choose an output name whose .json/.d files do not collide")
        seen[key] = output
        plans.append(plan)
    return plans


def is_stream(path: str) -> bool:
    """Whether ``path`` is (or links to) a FIFO or a device: written through, whatever its name."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return stat.S_ISFIFO(mode) or stat.S_ISCHR(mode) or stat.S_ISBLK(mode)


def _plan_one(output: OutputFile, inputs: list[str]) -> _Planned:
    path = output.path
    what = f"cannot write the {output.role} {path}"
    if not path:
        raise TircError(f"cannot write the {output.role}: the file name is empty")
    for source in inputs:
        if _same_file(path, source):
            raise TircError(f"{what}: it is the input file {source}, which tirc never overwrites",
                            hint=f"choose another name for the {output.role}")
    link: os.stat_result | None
    status: os.stat_result | None
    try:
        link = os.lstat(path)
        status = os.stat(path)   # what a symbolic link points to
    except FileNotFoundError:
        if os.path.lexists(path):
            raise TircError(f"{what}: it is a symbolic link to a missing file",
                            hint="remove the link or create its target") from None
        link = status = None
    except OSError as error:
        raise TircError(f"{what}: {error.strerror}") from None
    destination = path
    if status is not None:
        mode = status.st_mode
        if stat.S_ISDIR(mode):
            raise TircError(f"{what}: it is a folder", hint="name a file in it, e.g. -o FOLDER/kernel.ptx")
        if is_stream(path):
            return _Planned(output, path, write_through=True, mode=None)
        if not stat.S_ISREG(mode):
            raise TircError(f"{what}: it is neither a file, a FIFO nor a device")
        if link is not None and stat.S_ISLNK(link.st_mode):
            destination = os.path.realpath(path)   # replace the file, keep the link
        return _Planned(output, destination, write_through=False, mode=stat.S_IMODE(mode))
    folder = Path(destination).parent
    if not folder.is_dir():
        raise TircError(f"{what}: folder '{folder}' does not exist")
    return _Planned(output, destination, write_through=False, mode=None)


def _same_file(path: str, other: str) -> bool:
    try:
        return os.path.samefile(path, other)
    except OSError:  # one of them does not exist (yet)
        return _identity(path) == _identity(other)


def _identity(path: str) -> str:
    return os.path.realpath(path)


def _write_temporary(plan: _Planned) -> str:
    target = Path(plan.destination)
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as error:
        raise _write_error(plan, error) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(plan.output.data)
        # mkstemp creates 0600: give the file the permissions it had, or those a plain open() would.
        os.chmod(temporary, plan.mode if plan.mode is not None else 0o666 & ~_umask())
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise _write_error(plan, error) from None
    return temporary


def _rename_into_place(plan: _Planned) -> None:
    assert plan.temporary is not None
    try:
        if plan.mode is not None:  # keep the old content until the whole group is written
            plan.backup = plan.temporary + ".old"
            try:
                os.link(plan.destination, plan.backup)
            except OSError:  # no hard links on this file system: a copy keeps the old content
                shutil.copy2(plan.destination, plan.backup)
        os.replace(plan.temporary, plan.destination)
    except OSError as error:
        raise _write_error(plan, error) from None
    plan.temporary = None
    plan.renamed = True


def _write_through(plan: _Planned) -> None:
    try:
        with open(plan.destination, "wb") as stream:
            stream.write(plan.output.data)
    except OSError as error:
        raise _write_error(plan, error) from None


def _roll_back(plans: list[_Planned]) -> None:
    for plan in plans:
        try:
            if plan.temporary is not None:
                Path(plan.temporary).unlink(missing_ok=True)
            if plan.renamed:
                if plan.backup is not None:
                    os.replace(plan.backup, plan.destination)
                else:
                    Path(plan.destination).unlink(missing_ok=True)
            elif plan.backup is not None:
                Path(plan.backup).unlink(missing_ok=True)
        except OSError:  # keep rolling back the others; the first error is what is reported
            continue


def _write_error(plan: _Planned, error: OSError) -> TircError:
    return TircError(f"cannot write the {plan.output.role} {plan.output.path}: {error.strerror}")


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def manifest_path(output: str) -> str:
    return str(Path(output).with_suffix(".json"))


def weights_path(output: str) -> str:
    """The side file of a manifest's weights: ``build/gemm.ptx`` -> ``build/gemm.weights.bin``."""
    return str(Path(output).with_suffix(".weights.bin"))


def naming_weights_file(manifest: dict[str, Any], output: str | None) -> dict[str, Any]:
    """``manifest`` with the name of the weights file written next to ``output`` (None: no file,
    or no weights). A cached manifest is reused for other output names: this names the right file."""
    named = bool(manifest.get("weights")) and output not in (None, "-") and not is_stream(output)
    return {**manifest, "weights_file": Path(weights_path(output)).name if named and output else None}


def path_exists(path: str | Path) -> bool:
    """Whether ``path`` names something; False for a name the system refuses (too long)."""
    try:
        return Path(path).exists()
    except OSError:
        return False


def is_regular_file(path: str | Path) -> bool:
    """A regular file (not a folder, FIFO or device); False for a name the system refuses (too long)."""
    try:
        return Path(path).is_file()
    except OSError:
        return False
