"""Instructions that stop execution with an error."""

from __future__ import annotations

import numpy as np

from ..syntax import Instruction, ParenList, Sym
from ..core import Decoder, Mask, Run, handler
from ..errors import DeviceAssertion
from ..memory import GLOBAL_BASE

_MESSAGE_LIMIT = 200   # bytes of an assertion message shown


def _first_thread(m: Mask) -> int:
    return 0 if m is None else int(np.argmax(m))


def _where(dec: Decoder, tid: int) -> str:
    runtime = dec.runtime
    assert runtime is not None
    return f"thread ctaid={runtime.ctaid} tid={runtime.thread_coords(tid)}"


@handler("trap")
def build_trap(dec: Decoder, ins: Instruction) -> Run:
    def run(m: Mask) -> None:
        tid = _first_thread(m)
        raise DeviceAssertion(f"device assertion failed at PTX line {ins.line} (trap in {_where(dec, tid)})")
    return run


@handler("brkpt")
def build_breakpoint(dec: Decoder, ins: Instruction) -> Run:
    def run(m: Mask) -> None:
        raise dec.fault(ins, _first_thread(m), 0, "brkpt executed")
    return run


def _c_string(dec: Decoder, address: int) -> str | None:
    """The NUL-terminated string at a global address (at most _MESSAGE_LIMIT bytes), None if unmapped."""
    gmem = dec.gmem
    start = address - GLOBAL_BASE
    if start < 0 or start >= gmem.buf.size:
        return None
    end = min(start + _MESSAGE_LIMIT, gmem.buf.size)
    valid = gmem.valid[start:end]
    length = int(np.argmin(valid)) if not valid.all() else end - start
    raw = bytes(gmem.buf[start:start + length])
    return raw.split(b"\0", 1)[0].decode("utf-8", errors="replace")


@handler("call")
def build_assert_fail(dec: Decoder, ins: Instruction) -> Run:
    """The only calls the linker leaves are to CUDA's `__assertfail(message, file, line, ...)`: the
    first thread to reach one ends the launch with its message."""
    args = next((op.items for op in ins.operands if isinstance(op, ParenList)), ())
    message_param = args[0].name if args and isinstance(args[0], Sym) else None
    kernel = dec.kernel

    def message(tid: int) -> str | None:
        if message_param not in kernel.local_offsets:
            return None
        at = tid * kernel.local_size + kernel.local_offsets[message_param]
        pointer = int(dec.lmem[at:at + 8].view(np.uint64)[0])
        return _c_string(dec, pointer)

    def run(m: Mask) -> None:
        tid = _first_thread(m)
        text = message(tid)
        said = f": {text}" if text else ""
        raise DeviceAssertion(f"device assertion failed at PTX line {ins.line}{said} ({_where(dec, tid)})")
    return run
