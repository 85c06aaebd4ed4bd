"""Writing output files: atomically, so that nothing half-written is ever left behind.

Kept apart from the driver (which imports MLIR) so that a cache hit can write its outputs quickly.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from tirc.diagnostics import TircError


def write_atomically(path: str, data: bytes) -> None:
    """Write via a temporary file in the same folder and rename: readers never see a partial file."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise TircError(f"cannot write {path}: folder '{folder}' does not exist")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise TircError(f"cannot write {path}: {error.strerror}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        # mkstemp creates 0600; give the file the permissions a plain open() would (umask).
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, target)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise TircError(f"cannot write {path}: {error.strerror}") from None


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def manifest_path(output: str) -> str:
    return str(Path(output).with_suffix(".json"))
