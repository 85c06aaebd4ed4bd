"""Launch-time state shared by the decoder and the instruction handlers.

Each instruction is decoded once per launch into a closure `run(mask)`; `mask` is None when
every thread of the CTA is active (the fast path) or a bool array over the CTA's threads.
Registers live in one uint64 array [n_regs, n_threads]; an operand of type T is a strided
numpy view of the low bits of its row (little-endian), so reads are zero-copy.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import numpy as np
from numpy.typing import DTypeLike

from .syntax import Imm, Instruction, Not, Operand, Reg, Sink, Special, Sym
from .errors import EmulatorError, UnsupportedInstruction
from .link import LinkedKernel
from .memory import GlobalMemory
from .ptxtypes import SINT_OF_BITS, UINT_OF_BITS, PtxType, TYPES
from .racecheck import CtaPosition, LocalShadow, SharedShadow

Mask = np.ndarray | None
# A value read from an operand: a register view over the CTA's threads, or one scalar (an immediate,
# a symbol's address) that broadcasts like one.
Value = np.ndarray | np.generic
Run = Callable[[Mask], None]
Builder = Callable[["Decoder", Instruction], Run]

HANDLERS: dict[str, Builder] = {}
# Builders of one closure for a run of consecutive unguarded instructions of one base opcode
# (mma.sync: all warps' tiles of the run in one batched matmul).  A fuser returns the lengths
# of the chunks it fused, each with its closure, covering the run in order; chunks of length 1
# keep the instruction's own closure.
Fuser = Callable[["Decoder", list[Instruction]], list[tuple[int, Run | None]]]
FUSERS: dict[str, Fuser] = {}


def handler(*names: str) -> Callable[[Builder], Builder]:
    """Register a builder for the given opcodes: a base opcode ("cp") or a dotted prefix of the opcode's
    components ("cp.async.bulk"), which wins over a shorter one, so that each instruction module
    registers the forms it builds and none dispatches into another."""
    def deco(fn: Builder) -> Builder:
        for n in names:
            HANDLERS[n] = fn
        return fn
    return deco


def builder_of(ins: Instruction) -> Builder:
    """The builder registered for the longest prefix of the instruction's opcode components."""
    for length in range(len(ins.mods), 0, -1):
        builder = HANDLERS.get(".".join(ins.mods[:length]))
        if builder is not None:
            return builder
    raise unsupported(ins)


def unsupported(ins: Instruction, why: str = "") -> UnsupportedInstruction:
    extra = f" ({why})" if why else ""
    return UnsupportedInstruction(f"unsupported PTX instruction {ins.opcode} at line {ins.line}{extra}: {ins.text}")


class Writer:
    """Writes values of one PTX type into a destination operand (register or sink)."""

    __slots__ = ("view", "conv")

    def __init__(self, view: np.ndarray | None, conv: Callable[[Value], np.ndarray] | None) -> None:
        self.view = view
        self.conv = conv

    def put(self, v: Value, m: Mask) -> None:
        view = self.view
        if view is None:
            return
        if self.conv is not None:
            v = self.conv(v)
        if m is None:
            view[...] = v
        else:
            np.copyto(view, v, where=m, casting="unsafe")

    def put_idx(self, v: Value, idx: np.ndarray) -> None:
        view = self.view
        if view is None:
            return
        if self.conv is not None:
            v = self.conv(v)
        view[idx] = v


def imm_value(op: Imm, t: PtxType) -> np.generic:
    """Convert an immediate to a numpy scalar of type t (the instruction's operand type)."""
    dt = t.dtype
    if op.kind == "f32bits":
        f32 = np.uint32(op.value).view(np.float32)
        if t.kind == "f":
            return dt.type(f32)
        return UINT_OF_BITS[t.bits].type(op.value) if t.bits == 32 else dt.type(op.value)
    if op.kind == "f64bits":
        f64 = np.uint64(op.value).view(np.float64)
        if t.kind == "f":
            return dt.type(f64)
        return dt.type(int(op.value) & ((1 << t.bits) - 1))
    if op.kind == "float":
        if t.kind == "f":
            return dt.type(op.value)
        return dt.type(int(op.value))
    v = int(op.value)
    if t.kind == "f":
        return dt.type(v)
    bits = 64 if t.bits > 64 else t.bits
    raw = v & ((1 << bits) - 1)
    return UINT_OF_BITS[bits].type(raw).view(dt if dt.itemsize * 8 == bits else UINT_OF_BITS[bits])


class WarpView(Protocol):
    """A warp as the instruction handlers see it: the mbarrier handlers wake its waiters."""

    mbar_wait: tuple[Instruction, int, int] | None


class WarpOrderView(Protocol):
    @property
    def warp_order(self) -> str: ...


class LaunchView(Protocol):
    @property
    def options(self) -> WarpOrderView: ...


class CtaRuntime(CtaPosition, Protocol):
    """What the instruction handlers use of the runner of the CTA being executed (the executor's
    CtaRunner is one): a Protocol, since this module sits below the executor that builds the runner.

    `cp`, `wgmma` and `mbar` hold the state of the instruction modules that define their types
    (CpAsyncState, WgmmaState, MbarrierState); those modules import this one, so the slots are
    `object` here and each module narrows its own with isinstance."""

    @property
    def shadow(self) -> SharedShadow | None: ...
    @property
    def local(self) -> LocalShadow | None: ...
    @property
    def pc_of(self) -> dict[int, int]: ...
    @property
    def warps(self) -> Sequence[WarpView]: ...
    @property
    def launch(self) -> LaunchView: ...
    @property
    def cp(self) -> object: ...
    @property
    def wgmma(self) -> object: ...
    @property
    def mbar(self) -> object: ...

    def fault(self, ins: Instruction, tid: int, addr: int, what: str) -> EmulatorError: ...
    def shared_read(self, ins: Instruction, tids: np.ndarray, idx: np.ndarray, atomic: bool = False) -> None: ...
    def shared_write(self, ins: Instruction, tids: np.ndarray, idx: np.ndarray, pending: bool = False) -> None: ...
    def note_shared(self, ins: Instruction, tids: np.ndarray, addrs: np.ndarray, size: int) -> None: ...
    def note_global(self, tids: np.ndarray, addrs: np.ndarray, size: int, store: bool = False) -> None: ...
    def note_global_bulk(self, addrs: np.ndarray, elem_bytes: int, store: bool) -> None: ...


class Decoder:
    """Per-launch context: register file, special registers and memory spaces."""

    def __init__(self, kernel: LinkedKernel, n_threads: int, gmem: GlobalMemory,
                 symbols: dict[str, int]) -> None:
        self.kernel = kernel
        self.n = n_threads
        self.gmem = gmem
        self.global_symbols = symbols
        rows: list[int] = []
        n_data = n_pred = 0
        for r in kernel.regs:
            if r.is_pred:
                rows.append(n_pred)
                n_pred += 1
            else:
                rows.append(n_data)
                n_data += 1
        self.rows = rows
        self.R = np.zeros((max(n_data, 1), n_threads), dtype=np.uint64)
        self.P = np.zeros((max(n_pred, 1), n_threads), dtype=np.bool_)
        self._views: dict[np.dtype, np.ndarray] = {}
        lane = np.arange(n_threads, dtype=np.uint32) % 32
        self.lane = lane
        self.specials: dict[str, np.ndarray] = {}
        for nm in ("%tid.x", "%tid.y", "%tid.z", "%ntid.x", "%ntid.y", "%ntid.z", "%ctaid.x",
                   "%ctaid.y", "%ctaid.z", "%nctaid.x", "%nctaid.y", "%nctaid.z", "%smid", "%nsmid",
                   "%gridid", "%dynamic_smem_size", "%total_smem_size", "%nwarpid", "%clock",
                   "%globaltimer_lo", "%globaltimer_hi", "%clusterid.x", "%clusterid.y", "%clusterid.z",
                   "%nclusterid.x", "%nclusterid.y", "%nclusterid.z", "%cluster_ctarank", "%is_explicit_cluster",
                   "%cluster_ctaid.x", "%cluster_ctaid.y", "%cluster_ctaid.z"):
            self.specials[nm] = np.zeros(n_threads, dtype=np.uint32)
        # Launches are clusters of one CTA: the cluster id is the CTA id (set per CTA), rank 0 of 1.
        for nm in ("%cluster_nctarank", "%cluster_nctaid.x", "%cluster_nctaid.y", "%cluster_nctaid.z"):
            self.specials[nm] = np.ones(n_threads, dtype=np.uint32)
        self.specials["%laneid"] = lane
        self.specials["%warpid"] = (np.arange(n_threads, dtype=np.uint32) // 32).astype(np.uint32)
        one = np.uint32(1)
        self.specials["%lanemask_eq"] = (one << lane).astype(np.uint32)
        self.specials["%lanemask_lt"] = ((one << lane) - one).astype(np.uint32)
        self.specials["%lanemask_le"] = (((one << lane) - one) | (one << lane)).astype(np.uint32)
        self.specials["%lanemask_ge"] = (~((one << lane) - one)).astype(np.uint32)
        self.specials["%lanemask_gt"] = (~(((one << lane) - one) | (one << lane))).astype(np.uint32)
        self.specials["%clock64"] = np.zeros(n_threads, dtype=np.uint64)
        self.specials["%globaltimer"] = np.zeros(n_threads, dtype=np.uint64)
        self.all_idx = np.arange(n_threads, dtype=np.int64)
        # Filled in by the executor for every CTA.
        self.smem = np.zeros(0, dtype=np.uint8)
        self.lmem = np.zeros(0, dtype=np.uint8)
        self.param_bytes = b""
        self.dynamic_smem = 0  # bytes, set by Emulator.launch for the launch this decoder serves
        self.carry: np.ndarray | None = None  # per-thread CC.CF flag of add.cc/addc and kin, made on first use
        self.tensormaps: list = []  # tensormap.TensorMap of this launch, by the index in their parameter bytes
        self.runtime: CtaRuntime | None = None  # for warp-level state (cp.async, stats, faults)

    # -- register views ------------------------------------------------------------------
    def view(self, dtype: np.dtype) -> np.ndarray:
        v = self._views.get(dtype)
        if v is None:
            v = self._views[dtype] = self.R.view(dtype)
        return v

    def reg_view(self, reg: Reg, dtype: DTypeLike) -> np.ndarray:
        dt = np.dtype(dtype)
        if reg.is_pred:
            return self.P[self.rows[reg.index]]
        return self.view(dt)[self.rows[reg.index], :: 8 // dt.itemsize]

    # -- operands --------------------------------------------------------------------------
    def src(self, ins: Instruction, op: Operand, t: PtxType) -> Value:
        """Readable value of `op` as PTX type t: a register view, special register or scalar."""
        if isinstance(op, Reg):
            if op.is_pred:
                return self.P[self.rows[op.index]]
            if t.bits > 64:
                raise unsupported(ins, "128-bit operand")
            return self.reg_view(op, t.dtype)
        if isinstance(op, Imm):
            return imm_value(op, t)
        if isinstance(op, Special):
            arr = self.specials.get(op.name)
            if arr is None:
                raise unsupported(ins, f"special register {op.name}")
            if arr.dtype.itemsize == t.dtype.itemsize:
                return arr.view(t.dtype)
            return arr.astype(t.dtype)  # a snapshot is fine for the constant-per-launch ones
        if isinstance(op, Sym):
            return t.dtype.type(self.symbol_address(ins, op.name))
        if isinstance(op, Not):
            inner = self.src(ins, op.operand, t)
            return np.logical_not(inner)
        raise unsupported(ins, f"operand {op}")

    def pred_src(self, ins: Instruction, op: Operand) -> tuple[np.ndarray, bool] | np.bool_:
        """A predicate source: (view, negated) or a constant bool."""
        if isinstance(op, Not):
            inner = self.pred_src(ins, op.operand)
            if isinstance(inner, tuple):
                return inner[0], not inner[1]
            return np.bool_(not inner)
        if isinstance(op, Reg) and op.is_pred:
            return self.P[self.rows[op.index]], False
        if isinstance(op, Imm):
            return np.bool_(bool(op.value))
        raise unsupported(ins, "expected a predicate operand")

    def dst(self, ins: Instruction, op: Operand, t: PtxType) -> Writer:
        """Writer for destination `op` receiving values of type t (narrow types are extended)."""
        if isinstance(op, Sink):
            return Writer(None, None)
        if not isinstance(op, Reg):
            raise unsupported(ins, f"destination {op}")
        if op.is_pred:
            return Writer(self.P[self.rows[op.index]], None)
        rbits = op.bits
        if t.bits == rbits or t.kind == "pred":
            return Writer(self.reg_view(op, t.dtype), None)
        if t.bits < rbits:
            if t.kind == "s":
                return Writer(self.reg_view(op, SINT_OF_BITS[rbits]), None)
            if t.kind in ("f", "bf", "x2"):
                raw = UINT_OF_BITS[t.bits]
                return Writer(self.reg_view(op, UINT_OF_BITS[rbits]),
                              lambda v: np.asarray(v, dtype=t.dtype).view(raw))
            return Writer(self.reg_view(op, UINT_OF_BITS[rbits]), None)
        # Type wider than the register: keep the low bits.
        raw = UINT_OF_BITS[min(t.bits, 64)]
        return Writer(self.reg_view(op, UINT_OF_BITS[rbits]),
                      lambda v: np.asarray(v, dtype=t.dtype).view(raw))

    def symbol_address(self, ins: Instruction, name: str) -> int:
        k = self.kernel
        if name in k.shared_offsets:
            return k.shared_offsets[name]
        if name in k.local_offsets:
            return k.local_offsets[name]
        if name in k.param_offsets:  # a kernel parameter's address in the param space
            return k.param_offsets[name]
        if name in self.global_symbols:
            return self.global_symbols[name]
        raise unsupported(ins, f"address of symbol {name}")

    @property
    def cta(self) -> CtaRuntime:
        """The runner of the CTA being executed; instruction closures run only inside one."""
        runtime = self.runtime
        assert runtime is not None, "an instruction ran outside a CTA"
        return runtime

    def fault(self, ins: Instruction, tid: int, addr: int, what: str) -> EmulatorError:
        return self.cta.fault(ins, tid, addr, what)


def type_of(ins: Instruction, default: str | None = None) -> PtxType:
    from .ptxtypes import find_type
    t = find_type(ins.mods[1:])
    if t is None:
        if default is not None:
            return TYPES[default]
        raise unsupported(ins, "missing type")
    return t


def mods_set(ins: Instruction) -> set[str]:
    return set(ins.mods[1:])
