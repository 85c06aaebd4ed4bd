"""Run the MLIR part of a command in a forked child, so that a native crash cannot kill tirc silently.

MLIR and LLVM abort the whole process on some bad inputs and pass options (a failed assertion,
``LLVM ERROR``, a stack overflow on deeply nested IR). In a child process such a crash becomes one
``error: MLIR aborted in pass P: <what MLIR printed>`` line and exit status 1.

How it works: the child runs the work and sends back its (pickled) result or exception, and, before
each step (parsing, each pass), what it is about to do, through a pipe. Its stderr (file descriptor
2: Python's writes, dumps and remarks, and whatever MLIR prints natively) goes through a second pipe
that the parent relays to its own stderr line by line, in order, as it arrives. Lines that look like
the start of a native crash report (``... Assertion `...' failed.``, ``LLVM ERROR: ...``) are held
back: if the child then dies, they become the error message; if it finishes, they are printed.

Forking is cheap when the parent has imported MLIR's bindings: the child inherits the loaded
libraries. It is safe while the parent holds no MLIR threads (a forked child has only the thread
that forked, and a lock another thread held stays locked in it). The CLI forks before it creates
any context; ``--debug`` runs in-process, to show Python tracebacks. The Python APIs (tirc.tensorir,
tirc.torch) compile through here too, but their process builds IR of its own (the DSL's MLIR, the
reference, a schedule's analysis): ``tirc.mlir_support.new_context`` makes every context outside
a child without threads, so that such a process can fork at any time. Folders the child reads or
writes belong to the parent, which removes them whatever became of the child.
"""

from __future__ import annotations

import faulthandler
import gc
import os
import pickle
import re
import selectors
import signal
import struct
import sys
from collections.abc import Callable
from typing import Any, TypeVar

from tirc.diagnostics import TircError

Result = TypeVar("Result")

_HEADER = struct.Struct("<cI")   # kind, payload length
_STEP = b"S"                     # the child starts a step: UTF-8 text
_RESULT = b"R"                   # the child's pickled return value
_RAISED = b"E"                   # the child's pickled exception
# The first line of a native crash report, as LLVM and the C library print them.
_CRASH_LINE = re.compile(r"Assertion [`'].*' failed|^LLVM ERROR: |^PLEASE submit a bug report|^Stack dump:")
_HELD_LIMIT = 64 * 1024          # bytes of crash report kept for the message

_channel: int | None = None      # in a child: the write end of the message pipe


def announce(step: str) -> None:
    """Tell the parent what runs next, as the end of "MLIR aborted ...": "in pass 'cse' (...)",
    "while parsing k.mlir". A crash then names it. A no-op outside an isolated child."""
    if _channel is not None:
        _send(_channel, _STEP, step.encode())


def in_child() -> bool:
    return _channel is not None


def run_isolated(work: Callable[..., Result], *args: Any) -> Result:
    """``work(*args)`` in a forked child: its return value, or the exception it raised. A child that
    dies without answering (signal, abort, ``exit()`` from native code) raises a TircError naming
    the step it was in. Runs in-process where fork is unavailable or already in a child."""
    if not hasattr(os, "fork") or in_child():
        return work(*args)
    sys.stdout.flush()
    sys.stderr.flush()
    message_read, message_write = os.pipe()
    error_read, error_write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover (coverage does not follow the child)
        os.close(message_read)
        os.close(error_read)
        _child(message_write, error_write, work, args)
    os.close(message_write)
    os.close(error_write)
    try:
        reply = _Reply()
        _collect(reply, message_read, error_read)
    except BaseException:  # KeyboardInterrupt: don't leave the child running
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        raise
    finally:
        os.close(message_read)
        os.close(error_read)
    _, status = os.waitpid(pid, 0)
    if reply.kind in (_RESULT, _RAISED) and not reply.released:
        _relay_text(reply.held)
    if reply.kind == _RESULT:
        return pickle.loads(reply.payload)
    if reply.kind == _RAISED:
        raise pickle.loads(reply.payload)
    raise _crash_error(reply.step, status, reply.held.decode(errors="replace"))


def _crash_error(step: str | None, status: int, report: str) -> TircError:
    """The error for a child that died with wait status ``status`` while in ``step``."""
    where = step or "before it started"
    detail = _crash_detail(report)
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = f"signal {number}"
        why = detail or f"killed by {name}" + (" (stack overflow or invalid memory access; deeply nested "
                                               "input?)" if number == signal.SIGSEGV else "")
    else:
        why = detail or f"exited with status {os.WEXITSTATUS(status)} without a result"
    return TircError(f"MLIR aborted {where}: {why}",
                     hint="this is a crash inside MLIR/LLVM, usually on an input or pass option it does not "
                          "check; rerun with --debug to see its own output")


def _crash_detail(report: str) -> str:
    """The line of a crash report that says what went wrong, without the build machine's paths."""
    for line in report.splitlines():
        if (assertion := re.search(r"Assertion [`'].*' failed\.?", line)) is not None:
            return assertion.group(0)
        if line.startswith("LLVM ERROR: "):
            return line[len("LLVM ERROR: "):].strip()
    lines = [line.strip() for line in report.splitlines() if line.strip()]
    return lines[0] if lines else ""


class _Reply:
    def __init__(self) -> None:
        self.kind: bytes | None = None
        self.payload = b""
        self.step: str | None = None
        self.held = b""       # stderr lines held back as a possible crash report
        self.released = False  # too much was held for a crash report: it was relayed, and so is the rest


def _collect(reply: _Reply, message_read: int, error_read: int) -> None:
    """Read both pipes until the child closes them: messages into ``reply``, stderr relayed."""
    messages = bytearray()
    pending = b""             # stderr text after the last newline
    selector = selectors.DefaultSelector()
    selector.register(message_read, selectors.EVENT_READ)
    selector.register(error_read, selectors.EVENT_READ)
    open_pipes = 2
    while open_pipes:
        for key, _ in selector.select():
            chunk = os.read(key.fd, 1 << 16)
            if not chunk:
                selector.unregister(key.fd)
                open_pipes -= 1
                if key.fd == error_read and pending:  # a last line without a newline
                    pending = _route(reply, pending + b"\n")
                continue
            if key.fd == message_read:
                messages += chunk
                _parse_messages(reply, messages)
            else:
                pending = _route(reply, pending + chunk)
    selector.close()


def _route(reply: _Reply, text: bytes) -> bytes:
    """Relay the complete lines of ``text`` (or hold them back from a crash report on); return the rest."""
    *lines, rest = text.split(b"\n")
    for line in lines:
        if not reply.released and (reply.held or _CRASH_LINE.search(line.decode(errors="replace"))):
            reply.held += line + b"\n"
            if len(reply.held) >= _HELD_LIMIT:  # output that merely looked like a crash report
                _relay_text(reply.held)
                reply.released = True
        else:
            _relay_text(line + b"\n")
    return rest


def _relay_text(data: bytes) -> None:
    if data:
        sys.stderr.write(data.decode(errors="replace"))
        sys.stderr.flush()


def _parse_messages(reply: _Reply, buffer: bytearray) -> None:
    while len(buffer) >= _HEADER.size:
        kind, length = _HEADER.unpack_from(buffer)
        if len(buffer) < _HEADER.size + length:
            return
        payload = bytes(buffer[_HEADER.size:_HEADER.size + length])
        del buffer[:_HEADER.size + length]
        if kind == _STEP:
            reply.step = payload.decode()
        else:
            reply.kind, reply.payload = kind, payload


def _send(fd: int, kind: bytes, payload: bytes) -> None:
    data = memoryview(_HEADER.pack(kind, len(payload)) + payload)
    while data:
        data = data[os.write(fd, data):]


def _child(message_write: int, error_write: int, work: Callable[..., Any], args: tuple[Any, ...]) -> None:
    """Run ``work`` and send what came of it; never returns into the parent's code."""
    global _channel
    status = 0
    try:
        os.dup2(error_write, 2)
        os.close(error_write)
        # Python's stderr writes to descriptor 2 too, even where the parent's sys.stderr is not a
        # file (a test's capture): the parent relays it to whatever its sys.stderr is.
        sys.stderr = open(2, "w", buffering=1, encoding="utf-8", errors="backslashreplace", closefd=False)
        faulthandler.disable()   # a crash is the parent's to report (PYTHONFAULTHANDLER would dump Python frames)
        # No garbage collection in the child: collecting an MLIR context that the parent made before
        # the fork runs its thread pool's destructor, which waits for threads the child does not have.
        gc.disable()
        _channel = message_write
        try:
            try:
                reply = (_RESULT, pickle.dumps(work(*args)))
            finally:
                if sys.stdout is not None:   # here: a failed stdout (tirc.stdio.StdoutError) goes back like any error
                    sys.stdout.flush()
        except BaseException as error:  # everything goes back to the parent, which decides
            reply = (_RAISED, _pickled_exception(error))
        sys.stderr.flush()
        _send(message_write, *reply)
    except BaseException:  # the parent went away (broken pipe): nothing left to tell
        status = 1
    finally:
        os._exit(status)


def _pickled_exception(error: BaseException) -> bytes:
    try:
        data = pickle.dumps(error)
        pickle.loads(data)
        return data
    except Exception:  # an exception type that does not survive pickling: keep its name and text
        return pickle.dumps(RuntimeError(f"{type(error).__name__}: {error}"))
