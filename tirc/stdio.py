"""The process's standard streams, for the command line: one rule for every write to stdout.

Every command prints through ``sys.stdout`` (``print``, ``click.echo``, ``sys.stdout.buffer``,
rich). :func:`guarded_stdio` runs the whole command (its option callbacks such as ``--version``
included) with ``sys.stdout`` writing to descriptor 1 through :class:`_Stdout`, which turns a
failed write into :class:`StdoutError` and handles it in one place:

- stdout full or otherwise failing (``> /dev/full``): ``error: cannot write to stdout: <strerror>``
  and exit status 1;
- stdout closed (``>&-``): Python then has ``sys.stdout = None`` and ``print`` drops its output
  silently. A command that writes to stdout fails as above ("stdout is closed"); one that writes
  nothing to it succeeds;
- broken pipe (``tirc ... | head -c1``): a quiet exit, as cat and git do: nothing on stderr, and the
  process dies of SIGPIPE, so that a shell sees 141 and stops the pipeline.

StdoutError is a BaseException, like KeyboardInterrupt: the ``except Exception`` of a command's
body (which turns unexpected exceptions into "internal compiler error") and of the isolated
child's callers must let it through to this module; ``finally`` blocks still run on the way.
"""

from __future__ import annotations

import errno
import io
import os
import select
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager

_STDOUT = 1


class StdoutError(BaseException):
    """A write to stdout failed; ``reason``: the system's words for why (strerror)."""

    def __init__(self, reason: str, broken_pipe: bool = False) -> None:
        super().__init__(reason, broken_pipe)
        self.reason = reason
        self.broken_pipe = broken_pipe   # the reader went away: a quiet exit, not an error


class _Stdout(io.RawIOBase):
    """Descriptor 1, raising StdoutError where a write fails. After a failure it drops what it is
    given: the failure has been reported, and buffered text must not fail again at exit."""

    def __init__(self, closed: bool) -> None:
        super().__init__()
        self.stdout_closed = closed   # stdout was closed when tirc started (descriptor 1 is /dev/null now)
        self.failed = False

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return not self.stdout_closed and os.isatty(_STDOUT)

    def fileno(self) -> int:
        if self.stdout_closed:
            raise io.UnsupportedOperation("stdout is closed")
        return _STDOUT

    def write(self, data: bytes | bytearray | memoryview) -> int:   # type: ignore[override]
        size = len(data)
        if self.failed or not size:
            return size
        if self.stdout_closed:
            self._fail(StdoutError("stdout is closed"))
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(_STDOUT, view):]
            except BlockingIOError:
                # A non-blocking stdout (shared with a process that set O_NONBLOCK) is full: wait.
                select.select([], [_STDOUT], [])
            except OSError as error:
                self._fail(StdoutError(error.strerror or str(error), broken_pipe=error.errno == errno.EPIPE))
        return size

    def _fail(self, error: StdoutError) -> None:
        self.failed = True
        raise error


def occupy_closed_descriptors() -> None:
    """Put /dev/null on descriptors 0, 1 and 2 where they are closed, so that the next file,
    pipe or child process tirc opens cannot take them (a kernel written "to stdout")."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            # open() takes the lowest free descriptor: this one, as those below it are open.
            os.open(os.devnull, os.O_RDWR)
    # Python left sys.stdin/sys.stderr as None for a closed descriptor: reading a closed stdin
    # reads nothing, writing to a closed stderr discards (print(file=None) would go to stdout).
    if sys.stdin is None and sys.__stdin__ is None:
        sys.stdin = open(0, encoding="utf-8", closefd=False)
    if sys.stderr is None and sys.__stderr__ is None:
        sys.stderr = open(2, "w", encoding="utf-8", errors="backslashreplace", closefd=False)


@contextmanager
def guarded_stdio() -> Iterator[None]:
    """Run a command with the stdout rule of this module. Where ``sys.stdout`` is not the
    process's (a test's capture), the command writes to it as given."""
    occupy_closed_descriptors()
    original = sys.stdout
    installed = original is sys.__stdout__
    try:
        try:
            if installed:
                if original is not None:
                    original.flush()
                # None: descriptor 1 was closed when Python started (it is /dev/null now).
                sys.stdout = io.TextIOWrapper(
                    io.BufferedWriter(_Stdout(closed=original is None)),
                    encoding=original.encoding if original is not None else "utf-8",
                    errors=original.errors if original is not None else "strict",
                    line_buffering=bool(original.line_buffering) if original is not None else False)
            yield
        finally:
            # Inside the handler below: text still buffered fails here, not in the interpreter's
            # own flush at exit (which prints "Exception ignored ..." and exits 120).
            if sys.stdout is not None:
                sys.stdout.flush()
    except StdoutError as error:
        if error.broken_pipe:
            _die_of_sigpipe()
        print(f"error: cannot write to stdout: {error.reason}", file=sys.stderr)
        sys.stderr.flush()
        sys.exit(1)
    finally:
        if installed:
            sys.stdout = original


def _die_of_sigpipe() -> None:
    """End the process as a write to a pipe without reader would have, had Python not ignored SIGPIPE."""
    sys.stderr.flush()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGPIPE)
    # Still here: SIGPIPE is blocked (a signal mask inherited from the parent). Exit with the status
    # a shell gives a process killed by it.
    os._exit(128 + signal.SIGPIPE)
