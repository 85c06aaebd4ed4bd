"""Public entry points: PtxModule (parsed PTX) and Emulator (device memory + launches)."""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, fields, replace
from typing import Any

import numpy as np

from tirc.target import TENSORMAP_BYTES

from . import instructions  # noqa: F401  (registers the instruction handlers)
from .core import Decoder
from .errors import EmulatorError
from .executor import DEFAULT_MAX_STEPS, LaunchOptions, Program, run_launch
from .link import LinkedKernel, link_kernel
from .memory import GlobalMemory, format_bytes
from .parser import ParsedModule, parse_ptx
from .ptxtypes import TYPES
from .stats import LaunchStats
from .tensormap import TensorMap


@dataclass(frozen=True)
class KernelInfo:
    name: str
    params: list[tuple[str, str]]  # (name, ptx type); byte arrays are reported as e.g. 'b8[16]'
    pointers: frozenset[str] = frozenset()  # the parameters declared .ptr (addresses)


class PtxModule:
    """A parsed PTX module."""

    def __init__(self, parsed: ParsedModule) -> None:
        self.parsed = parsed
        self.kernels: dict[str, KernelInfo] = {}
        for fn in parsed.functions.values():
            if fn.is_entry and fn.has_body:
                params = []
                for p in fn.params:
                    ty = p.type_name if p.array_len is None else f"{p.type_name}[{p.array_len}]"
                    params.append((p.name, ty))
                self.kernels[fn.name] = KernelInfo(fn.name, params, frozenset(p.name for p in fn.params if p.pointer))
        self._linked: dict[str, LinkedKernel] = {}

    @classmethod
    def parse(cls, ptx_text: str) -> PtxModule:
        return cls(parse_ptx(ptx_text))

    def linked(self, name: str) -> LinkedKernel:
        lk = self._linked.get(name)
        if lk is None:
            if name not in self.kernels:
                raise EmulatorError(f"no kernel named {name!r}; have {sorted(self.kernels)}")
            lk = self._linked[name] = link_kernel(self.parsed, name)
        return lk


def _pad3(v: tuple[int, ...] | int) -> tuple[int, int, int]:
    t = (v,) if isinstance(v, int) else tuple(v)
    if not 1 <= len(t) <= 3 or any(int(x) < 1 for x in t):
        raise EmulatorError(f"bad launch dimensions {v}")
    dims = [int(x) for x in t] + [1] * (3 - len(t))
    return dims[0], dims[1], dims[2]


DEFAULT_MEMORY_BUDGET = 4 << 30
MEMORY_BUDGET_ENV = "TIRC_EMULATOR_MEMORY"
_UNITS = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}


def memory_budget_from_env() -> int:
    """The host-memory budget: $TIRC_EMULATOR_MEMORY (bytes, or with a K/M/G/T suffix) or 4 GiB."""
    text = os.environ.get(MEMORY_BUDGET_ENV, "").strip().lower().removesuffix("ib").removesuffix("b")
    if not text:
        return DEFAULT_MEMORY_BUDGET
    unit = text[-1] if text[-1] in _UNITS else ""
    number = text[:-1] if unit else text
    if not number.isdigit() or int(number) < 1:
        raise EmulatorError(f"{MEMORY_BUDGET_ENV}={os.environ[MEMORY_BUDGET_ENV]!r} is not a size (e.g. 4G, 512M)")
    return int(number) * _UNITS[unit]


class Emulator:
    """Owns a global memory space for one module and launches its kernels on the CPU.

    Checks are on by default: shared-memory races (`racecheck`), reads of unwritten shared/local
    memory and registers (`initcheck`), barrier deadlocks, at most `max_steps` warp instructions per
    launch, and at most `memory_budget` bytes of host memory (default $TIRC_EMULATOR_MEMORY or 4 GiB).
    `warp_order="random"` runs one randomly chosen warp at a time (seeded by `seed`).
    """

    def __init__(self, module: PtxModule, *, racecheck: bool = True, initcheck: bool = True,
                 warp_order: str = "lockstep", seed: int = 0, max_steps: int = DEFAULT_MAX_STEPS,
                 memory_budget: int | None = None, trace_shared: bool = False) -> None:
        self.module = module
        self.options = LaunchOptions(racecheck=racecheck, initcheck=initcheck, warp_order=warp_order, seed=seed,
                                     max_steps=max_steps, trace_shared=trace_shared)
        self.memory_budget = memory_budget_from_env() if memory_budget is None else int(memory_budget)
        self.gmem = GlobalMemory(budget=self.memory_budget)
        self.symbols: dict[str, int] = {}
        self._programs: dict[tuple[str, int, int], Program] = {}
        for v in module.parsed.variables:
            if v.space in ("global", "const"):
                self.symbols[v.name] = self.gmem.alloc(max(v.size, 1), max(v.align, 16))
        for v in module.parsed.variables:
            if v.space in ("global", "const") and v.init:
                self._initialise(v.name, v.type_name, v.size, v.init)

    def _initialise(self, name: str, type_name: str, size: int, init: list) -> None:
        t = TYPES[type_name]
        vals = []
        for x in init:
            if isinstance(x, str):
                vals.append(self.symbols.get(x, 0))
            else:
                vals.append(x)
        dt = t.dtype if t.kind != "bf" else np.dtype(np.uint16)
        arr = np.zeros(size // t.nbytes, dtype=dt)
        if t.kind in ("u", "b", "s"):
            raw = np.array([int(v) & ((1 << t.bits) - 1) for v in vals[: arr.size]], dtype=np.uint64)
            arr[: raw.size] = raw.astype(np.dtype(f"u{t.nbytes}")).view(dt)
        else:
            arr[: len(vals)] = np.array(vals[: arr.size], dtype=np.float64)
        self.gmem.host_range(self.symbols[name], size)[:] = arr.view(np.uint8)

    # -- memory --------------------------------------------------------------------------------
    def check_room(self, nbytes: int, what: str) -> None:
        """Refuse ``nbytes`` of buffers (``what``) over the memory budget before the caller makes them
        on the host: each needs its host array, its device copy and the copy's validity map."""
        need = self.gmem.footprint() + 3 * int(nbytes)
        if need > self.memory_budget:
            raise EmulatorError(f"{what}: {format_bytes(int(nbytes))} of buffers need about {format_bytes(need)} of "
                                f"host memory, over the emulator's budget of {format_bytes(self.memory_budget)} "
                                "(memory_budget= or $TIRC_EMULATOR_MEMORY)")

    def alloc(self, nbytes: int, align: int = 256) -> int:
        return self.gmem.alloc(nbytes, align)

    def to_device(self, array: np.ndarray) -> int:
        a = np.ascontiguousarray(array)
        addr = self.alloc(a.nbytes)
        self.copy_to_device(addr, a)
        return addr

    def copy_to_device(self, addr: int, array: np.ndarray) -> None:
        a = np.ascontiguousarray(array)
        self.gmem.host_range(addr, a.nbytes)[:] = a.reshape(-1).view(np.uint8)

    def from_device(self, addr: int, shape: tuple[int, ...] | int, dtype: np.dtype | type) -> np.ndarray:
        dt = np.dtype(dtype)
        shp = (shape,) if isinstance(shape, int) else tuple(shape)
        n = int(np.prod(shp, dtype=np.int64)) * dt.itemsize
        return self.gmem.host_range(addr, n).copy().view(dt).reshape(shp)

    def fill(self, addr: int, nbytes: int, byte_value: int) -> None:
        self.gmem.host_range(addr, nbytes)[:] = byte_value & 0xFF

    # -- launches ------------------------------------------------------------------------------
    def _pack_params(self, lk: LinkedKernel, args: list) -> tuple[bytes, list[TensorMap]]:
        """The parameter bytes of a launch and the tensor maps they name (by index)."""
        if len(args) != len(lk.params):
            raise EmulatorError(f"kernel {lk.name} takes {len(lk.params)} arguments, got {len(args)}")
        buf = bytearray(max(lk.param_size, 8))
        maps: list[TensorMap] = []
        for p, a in zip(lk.params, args):
            off = lk.param_offsets[p.name]
            if isinstance(a, TensorMap):
                if p.array_len is None or p.size < TENSORMAP_BYTES:
                    raise EmulatorError(f"a tensor map needs a .b8 [{TENSORMAP_BYTES}] parameter; {p.name} is not one")
                buf[off:off + TENSORMAP_BYTES] = a.encode(len(maps))
                maps.append(a)
                continue
            if p.array_len is not None:
                b = bytes(a) if not isinstance(a, np.ndarray) else a.tobytes()
                if len(b) > p.size:
                    raise EmulatorError(f"argument for {p.name} is {len(b)} bytes; parameter holds {p.size}")
                buf[off:off + len(b)] = b
                continue
            t = TYPES[p.type_name]
            if t.kind == "f":
                fmt = {16: "<e", 32: "<f", 64: "<d"}[t.bits]
                buf[off:off + t.nbytes] = struct.pack(fmt, float(a))
            else:
                buf[off:off + t.nbytes] = (int(a) & ((1 << t.bits) - 1)).to_bytes(t.nbytes, "little")
        return bytes(buf), maps

    def launch(self, kernel: str, grid: tuple[int, ...] | int, block: tuple[int, ...] | int,
               args: list, dynamic_smem: int = 0, **checks: Any) -> LaunchStats:
        """Run one launch. ``checks`` override the emulator's options for this launch only
        (racecheck=, initcheck=, warp_order=, seed=, max_steps=)."""
        options = self.options
        if checks:
            unknown = set(checks) - {f.name for f in fields(LaunchOptions)}
            if unknown:
                raise EmulatorError(f"unknown launch option(s) {', '.join(sorted(unknown))}")
            options = replace(options, **checks)
        lk = self.module.linked(kernel)
        g = _pad3(grid)
        b = _pad3(block)
        n_live = b[0] * b[1] * b[2]
        if n_live > 1024:
            raise EmulatorError(f"block of {n_live} threads exceeds 1024")
        if lk.reqntid is not None:
            req = _pad3(lk.reqntid)
            if req[0] * req[1] * req[2] != n_live:
                raise EmulatorError(f"kernel {kernel} requires .reqntid {lk.reqntid}, launched with {b}")
        n = -(-n_live // 32) * 32
        if int(dynamic_smem) < 0:
            raise EmulatorError(f"dynamic shared memory of {dynamic_smem} bytes")
        self._check_budget(lk, n, int(dynamic_smem), options)
        key = (kernel, n, int(dynamic_smem))
        prog = self._programs.get(key)
        if prog is None:
            dec = Decoder(lk, n, self.gmem, self.symbols)
            dec.dynamic_smem = int(dynamic_smem)
            prog = self._programs[key] = Program(dec)
        prog.dec.param_bytes, prog.dec.tensormaps = self._pack_params(lk, list(args))
        stats = LaunchStats()
        run_launch(prog, g, b, n_live, stats, options)
        return stats

    def _check_budget(self, lk: LinkedKernel, n: int, dynamic_smem: int, opts: LaunchOptions) -> None:
        """Refuse a launch whose per-CTA state (with the checks' shadow memory) would not fit the
        memory budget, before allocating it."""
        data_regs = sum(1 for r in lk.regs if not r.is_pred)
        pred_regs = len(lk.regs) - data_regs
        smem = lk.dynamic_shared_offset + dynamic_smem
        local = n * lk.local_size
        parts = {
            "registers": (data_regs * 9 + pred_regs * 2) * n,  # values, plus init-check bitmaps
            "shared memory": smem * (1 + (8 if opts.racecheck or opts.initcheck else 0)
                                     + (8 * (n // 32 + 1) if opts.racecheck else 0)),
            "local memory": local * (2 if opts.initcheck else 1),
        }
        need = sum(parts.values())
        if need + self.gmem.footprint() > self.memory_budget:
            detail = ", ".join(f"{name} {format_bytes(v)}" for name, v in parts.items() if v)
            raise EmulatorError(
                f"launch of {lk.name} with {n} threads per CTA needs about {format_bytes(need)} of host memory "
                f"({detail}; with checks) besides {format_bytes(self.gmem.footprint())} of device memory, over the "
                f"emulator's budget of {format_bytes(self.memory_budget)} (memory_budget= or ${MEMORY_BUDGET_ENV})")
