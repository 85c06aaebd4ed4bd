"""Device address layout and the global memory space.

Generic address layout (64-bit):
  [SHARED_WINDOW, SHARED_WINDOW + WINDOW_SIZE)  shared memory of the executing CTA
  [LOCAL_WINDOW,  LOCAL_WINDOW + WINDOW_SIZE)   local memory of the executing thread
  [PARAM_WINDOW,  PARAM_WINDOW + WINDOW_SIZE)   the kernel's parameters (cvta.param; tensor maps)
  [GLOBAL_BASE, ...)                            global memory (also .const variables)
Global allocations are separated by unmapped guard gaps so that running off the end of
one buffer faults instead of silently reading its neighbour.
"""

from __future__ import annotations

import numpy as np

from .errors import EmulatorError

SHARED_WINDOW = 0x1000_0000
LOCAL_WINDOW = 0x2000_0000
PARAM_WINDOW = 0x3000_0000
WINDOW_SIZE = 0x0100_0000
GLOBAL_BASE = 0x1_0000_0000
_GUARD = 256

_BYTE_RANGES = {n: np.arange(n, dtype=np.int64) for n in (1, 2, 4, 8, 16, 32, 64, 128)}


def byte_range(n: int) -> np.ndarray:
    r = _BYTE_RANGES.get(n)
    if r is None:
        r = _BYTE_RANGES[n] = np.arange(n, dtype=np.int64)
    return r


def format_bytes(n: int) -> str:
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.1f} {unit}"
    return f"{n} B"


class GlobalMemory:
    """A flat, growable byte buffer mapped at GLOBAL_BASE with a validity map.

    Growing past `budget` bytes of host memory (data plus validity map) is refused before allocating."""

    def __init__(self, capacity: int = 1 << 20, budget: int | None = None) -> None:
        self.buf = np.zeros(capacity, dtype=np.uint8)
        self.valid = np.zeros(capacity, dtype=np.bool_)
        self.top = 0
        self.budget = budget

    def footprint(self) -> int:
        """Host bytes held by the device memory."""
        return self.buf.size * 2

    def alloc(self, nbytes: int, align: int = 256) -> int:
        if int(nbytes) < 0:
            raise EmulatorError(f"allocation of {nbytes} bytes")
        align = max(int(align), 1)
        off = -(-max(self.top, _GUARD) // align) * align
        end = off + max(int(nbytes), 1)
        if end + _GUARD > self.buf.size:
            cap = self.buf.size
            while end + _GUARD > cap:
                cap *= 2
            if self.budget is not None and 2 * cap > self.budget:
                raise EmulatorError(
                    f"device allocation of {format_bytes(int(nbytes))} would grow the emulator's device memory to "
                    f"{format_bytes(2 * cap)} of host memory, over its budget of {format_bytes(self.budget)} "
                    "(memory_budget= or $TIRC_EMULATOR_MEMORY)")
            buf = np.zeros(cap, dtype=np.uint8)
            buf[: self.buf.size] = self.buf
            valid = np.zeros(cap, dtype=np.bool_)
            valid[: self.valid.size] = self.valid
            self.buf, self.valid = buf, valid
        self.valid[off:off + max(int(nbytes), 1)] = True
        self.top = end + _GUARD
        return GLOBAL_BASE + off

    def host_range(self, addr: int, nbytes: int) -> np.ndarray:
        """Writable view of [addr, addr+nbytes); raises on unmapped bytes."""
        off = addr - GLOBAL_BASE
        if off < 0 or off + nbytes > self.buf.size or (nbytes and not self.valid[off:off + nbytes].all()):
            raise ValueError(f"address range 0x{addr:x}+{nbytes} is not allocated device memory")
        return self.buf[off:off + nbytes]

    def bad_lanes(self, addrs: np.ndarray, nbytes: int) -> np.ndarray | None:
        """Return a boolean mask of lanes whose access would touch unmapped bytes, or None."""
        off = addrs.astype(np.int64) - GLOBAL_BASE
        inside = (off >= 0) & (off <= self.buf.size - nbytes)
        if inside.all():
            ok = self.valid[off] & self.valid[off + (nbytes - 1)]
            if ok.all():
                return None
            return ~ok
        bad = ~inside
        offc = np.where(inside, off, 0)
        bad |= ~(self.valid[offc] & self.valid[offc + (nbytes - 1)])
        return bad

    def read(self, addrs: np.ndarray, nbytes: int) -> np.ndarray:
        off = addrs.astype(np.int64) - GLOBAL_BASE
        return self.buf[off[:, None] + byte_range(nbytes)]

    def write(self, addrs: np.ndarray, data: np.ndarray) -> None:
        off = addrs.astype(np.int64) - GLOBAL_BASE
        self.buf[off[:, None] + byte_range(data.shape[1])] = data
