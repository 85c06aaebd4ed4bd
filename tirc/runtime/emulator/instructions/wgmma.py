"""Warpgroup MMA (sm_90a): wgmma.fence / mma_async / commit_group / wait_group and fence.proxy.async.

A warpgroup is four consecutive warps (128 threads).  ``wgmma.mma_async`` computes
D = A * B (+ D when scale-d is true) for an m64nNk{8,16,32} tile; A comes from registers (the
mma.sync fragment of each warp's 16 rows) or, like B, from shared memory through a 64-bit matrix
descriptor (PTX ISA, "Matrix Descriptor Format").  Inputs are f16, bf16, tf32 (k8), s8/u8 (k32, any
mix, s32 accumulators) or the 8-bit floats e4m3/e5m2 (k32, any mix, f32 or f16 accumulators; their
products are exact in float64, like those of the other float inputs):

    bits  0-13  start address >> 4        bits 16-29  leading dimension byte offset >> 4
    bits 32-45  stride dimension byte offset >> 4
    bits 49-51  base offset (must equal the start's phase in the swizzle pattern)
    bits 62-63  swizzle: 0 none, 1 128 B, 2 64 B, 3 32 B

The descriptor names a "canonical layout" of 8x16-byte core matrices (T = 16 bytes / element size;
offsets in bytes; `r` the row of a core matrix, LBO/SBO the descriptor's byte offsets, W the swizzle
width in bytes, 16 for none):

    K-major, no swizzle : (mn, k) -> (mn % 8) * 16 + (mn // 8) * SBO + (k // T) * LBO + (k % T) * e
    K-major, swizzled   : (mn, k) -> (mn % 8) * W  + (mn // 8) * SBO + k * e        (K spans 32 B <= W)
    MN-major, no swizzle: (mn, k) -> (mn % T) * e + (mn // T) * SBO + (k % 8) * 16 + (k // 8) * LBO
    MN-major, swizzled  : (mn, k) -> (mn % (W/e)) * e + (mn // (W/e)) * LBO + (k % 8) * W + (k // 8) * SBO

and a swizzled address has its 16-byte chunk bits [4, 4+b) XORed with bits [7, 7+b), b = log2(W/16).
MN-major ("transposed", imm-trans = 1) exists only for f16/bf16.

Asynchrony: the product is computed when the instruction issues (from the shared memory of that
moment), but lands in the accumulator registers only when a ``wgmma.wait_group`` retires its group;
until then a later wgmma of the warpgroup chains on the pending value, as the hardware orders wgmmas
on one accumulator.  Any other instruction that reads or writes a pending accumulator, or writes a
pending A fragment register, is an error naming the wgmma; so is a wgmma with no wgmma.fence since
the warpgroup started or since another instruction accessed wgmma registers (the ISA's rule for
wgmma.fence; accesses by the wgmmas themselves need none).  The shared bytes a wgmma reads count as
read by the async proxy until the wait: a generic write to them is a race, and a wgmma that reads
bytes a generic-proxy store (st.shared, cp.async) wrote needs a fence.proxy.async after the store
(racecheck.py).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core import Decoder, Mask, Run, Value, handler, unsupported
from ..errors import EmulatorError, at_line
from ..memory import byte_range
from ..ptxtypes import TYPES, bf16_to_f32, tf32_truncate
from ..syntax import Imm, Instruction, Reg, Vec
from .addressing import MMA_LAYOUTS, fragment_elements, swizzle_address
from .fp import FORMATS, decode8, half_bits

WARPGROUP = 128
# Swizzle field of a matrix descriptor -> swizzle width in bytes (16: none).
SWIZZLE_BYTES = {0: 16, 1: 128, 2: 64, 3: 32}
# Input type -> (K of the instruction, mma.sync layout key of the A fragment).
WGMMA_INPUTS = {"f16": (16, ("m16n8k16", "half")), "bf16": (16, ("m16n8k16", "half")), "tf32": (8, ("m16n8k8", "tf32")),
           "s8": (32, ("m16n8k32", "int8")), "u8": (32, ("m16n8k32", "int8")),
           "e4m3": (32, ("m16n8k32", "fp8")), "e5m2": (32, ("m16n8k32", "fp8"))}
# The input types one wgmma may mix (A's type and B's may differ within a family).
_MIXABLE = ({"s8", "u8"}, {"e4m3", "e5m2"})
_FP8 = {"e4m3", "e5m2"}


class WgmmaError(EmulatorError):
    """A wgmma protocol violation: an accumulator used before its wait, a missing wgmma.fence."""


@dataclass(frozen=True)
class MatrixDescriptor:
    """The fields of a 64-bit wgmma shared-memory matrix descriptor."""

    start: int        # byte address in the shared window
    leading: int      # leading dimension byte offset
    stride: int       # stride dimension byte offset
    base_offset: int
    swizzle: int      # bytes: 16 (none), 32, 64, 128

    @classmethod
    def decode(cls, value: int) -> MatrixDescriptor:
        return cls(start=(value & 0x3FFF) << 4, leading=((value >> 16) & 0x3FFF) << 4,
                   stride=((value >> 32) & 0x3FFF) << 4, base_offset=(value >> 49) & 7,
                   swizzle=SWIZZLE_BYTES[(value >> 62) & 3])

    def encode(self) -> int:
        code = {v: k for k, v in SWIZZLE_BYTES.items()}[self.swizzle]
        return ((self.start >> 4) & 0x3FFF) | (((self.leading >> 4) & 0x3FFF) << 16) \
            | (((self.stride >> 4) & 0x3FFF) << 32) | ((self.base_offset & 7) << 49) | (code << 62)


def canonical_offsets(desc: MatrixDescriptor, mn: int, k: int, elem: int, mn_major: bool) -> np.ndarray:
    """Shared byte address of every element (i, j) of an mn x k operand ([mn, k] int64)."""
    i = np.arange(mn, dtype=np.int64)[:, None]
    j = np.arange(k, dtype=np.int64)[None, :]
    t = 16 // elem  # elements per 16 bytes
    w = desc.swizzle
    if not mn_major:
        if w == 16:
            off = (i % 8) * 16 + (i // 8) * desc.stride + (j // t) * desc.leading + (j % t) * elem
        else:
            off = (i % 8) * w + (i // 8) * desc.stride + j * elem
    elif w == 16:
        off = (i % t) * elem + (i // t) * desc.stride + (j % 8) * 16 + (j // 8) * desc.leading
    else:
        per_row = w // elem
        off = (i % per_row) * elem + (i // per_row) * desc.leading + (j % 8) * w + (j // 8) * desc.stride
    return swizzle_address(desc.start + off, w)


def _decode_elements(raw: np.ndarray, kind: str) -> np.ndarray:
    """uint8 [..., e] little-endian element bytes -> float64 / int64 values [...]."""
    shape = raw.shape[:-1]
    flat = np.ascontiguousarray(raw).reshape(-1)
    if kind == "f16":
        return flat.view(np.float16).reshape(shape).astype(np.float64)
    if kind == "bf16":
        return bf16_to_f32(flat.view(np.uint16)).reshape(shape).astype(np.float64)
    if kind == "tf32":
        return tf32_truncate(flat.view(np.float32)).reshape(shape).astype(np.float64)
    if kind == "s8":
        return flat.view(np.int8).reshape(shape).astype(np.int64)
    if kind in _FP8:
        return decode8(flat, FORMATS[kind]).reshape(shape)
    return flat.view(np.uint8).reshape(shape).astype(np.int64)


def wgmma_d_coordinates(n: int) -> tuple[np.ndarray, np.ndarray]:
    """(row, col) of accumulator element e of warpgroup thread t: [128, n/2] each (the PTX ISA's
    wgmma D register fragment: warp w of the warpgroup holds rows 16 w .. 16 w + 15, each 8 columns
    as mma.sync's C fragment)."""
    t = np.arange(WARPGROUP)[:, None]
    e = np.arange(n // 2)[None, :]
    lane = t % 32
    row = 16 * (t // 32) + (lane >> 2) + 8 * ((e % 4) >= 2)
    col = 8 * (e // 4) + 2 * (lane & 3) + (e & 1)
    return row, col


@dataclass
class _Op:
    """One issued wgmma.mma_async of one warpgroup, pending until its group is waited for."""

    ins: Instruction
    pc: int
    d_rows: np.ndarray       # register rows of D
    a_rows: np.ndarray       # register rows of an A fragment (empty for a descriptor A)
    values: np.ndarray       # uint32 [len(d_rows), 128]
    smem: np.ndarray         # shared byte offsets it reads (1-D)


class WgmmaState:
    """Per CTA: the wgmma groups in flight per warpgroup and the pending register values."""

    def __init__(self, n_threads: int, n_regs: int) -> None:
        self.n_groups = -(-n_threads // WARPGROUP)
        self.fenced = [False] * self.n_groups
        # Per warpgroup: another instruction that accessed wgmma registers since its last wgmma.fence.
        self.unfenced_access: list[Instruction | None] = [None] * self.n_groups
        self.open: list[list[_Op]] = [[] for _ in range(self.n_groups)]
        self.committed: list[list[list[_Op]]] = [[] for _ in range(self.n_groups)]
        self.pending_d = np.zeros((n_regs, n_threads), dtype=np.int32)  # outstanding wgmmas writing it
        self.pending_a = np.zeros((n_regs, n_threads), dtype=np.int32)
        self.latest = np.zeros((n_regs, n_threads), dtype=np.uint32)  # newest pending D value
        self.owner: dict[int, Instruction] = {}  # register row -> the last wgmma that wrote it
        self.in_flight = 0

    def threads(self, g: int) -> slice:
        return slice(g * WARPGROUP, (g + 1) * WARPGROUP)

    def issue(self, g: int, op: _Op) -> None:
        sl = self.threads(g)
        self.pending_d[op.d_rows, sl] += 1
        if op.a_rows.size:
            self.pending_a[op.a_rows, sl] += 1
        self.latest[op.d_rows, sl] = op.values
        for row in op.d_rows.tolist():
            self.owner[row] = op.ins
        self.open[g].append(op)
        self.in_flight += 1

    def commit(self, g: int) -> None:
        if self.open[g]:
            self.committed[g].append(self.open[g])
            self.open[g] = []

    def retire(self, dec: Decoder, g: int, keep: int) -> None:
        """wgmma.wait_group keep: complete all but the newest `keep` committed groups."""
        groups = self.committed[g]
        done, self.committed[g] = groups[:max(0, len(groups) - keep)], groups[max(0, len(groups) - keep):]
        regs32 = dec.R.view(np.uint32)[:, ::2]
        sl = self.threads(g)
        shadow = dec.cta.shadow
        for ops in done:
            for op in ops:
                regs32[op.d_rows, sl] = op.values
                self.pending_d[op.d_rows, sl] -= 1
                if op.a_rows.size:
                    self.pending_a[op.a_rows, sl] -= 1
                if shadow is not None:
                    shadow.async_release(op.pc, g * 4, op.smem)
                self.in_flight -= 1

    def current_d(self, dec: Decoder, g: int, rows: np.ndarray) -> np.ndarray:
        """The accumulator D as the next wgmma of warpgroup g sees it (pending values first)."""
        sl = self.threads(g)
        regs = dec.R.view(np.uint32)[:, ::2][rows, sl]
        return np.where(self.pending_d[rows, sl] > 0, self.latest[rows, sl], regs)

    def note_access(self, ins: Instruction, m: Mask) -> None:
        """Another instruction accessed wgmma registers: the next wgmma of its warpgroups needs a wgmma.fence."""
        if m is None:
            self.unfenced_access = [ins] * self.n_groups
            return
        for g in np.unique(np.flatnonzero(m) // WARPGROUP).tolist():
            self.unfenced_access[g] = ins

    def check_access(self, ins: Instruction, rw_rows: np.ndarray, w_rows: np.ndarray, m: Mask) -> None:
        """Another instruction touches registers of an un-waited wgmma: an error naming both."""
        for rows, pending, what in ((rw_rows, self.pending_d, "accumulator"), (w_rows, self.pending_a, "A fragment")):
            if not rows.size:
                continue
            busy = pending[rows] > 0 if m is None else (pending[rows] > 0) & m
            if busy.any():
                r, tid = np.unravel_index(int(np.argmax(busy)), busy.shape)
                row = int(rows[r])
                source = self.owner.get(row) if what == "accumulator" else None
                issued = f" of {at_line(source.line, source.text[:80])}" if source is not None else ""
                raise WgmmaError(
                    f"{at_line(ins.line, ins.text)}: thread {int(tid)} accesses an {what} register{issued} before "
                    "the wgmma.wait_group that completes it (wgmma results are visible only after the wait)")

    def finish(self) -> None:
        if self.in_flight:
            op = next(o for g in range(self.n_groups) for grp in [*self.committed[g], self.open[g]] for o in grp)
            raise WgmmaError(f"the CTA ended with {self.in_flight} wgmma.mma_async not waited for, the first "
                             f"at {at_line(op.ins.line, op.ins.text[:80])} (a missing wgmma.wait_group)")


def _state(dec: Decoder) -> WgmmaState:
    """The wgmma groups of the CTA being executed (the runner's slot is untyped, see core.CtaRuntime)."""
    state = dec.cta.wgmma
    assert isinstance(state, WgmmaState)
    return state


def _warpgroups(dec: Decoder, ins: Instruction, m: Mask) -> list[int]:
    """The warpgroups running a .sync.aligned wgmma instruction; each must run it whole."""
    if dec.n % WARPGROUP:
        raise unsupported(ins, f"wgmma needs whole warpgroups of {WARPGROUP} threads, the CTA has {dec.n}")
    if m is None:
        return list(range(dec.n // WARPGROUP))
    per_group = m.reshape(-1, WARPGROUP)
    active = per_group.any(axis=1)
    partial = active & ~per_group.all(axis=1)
    if partial.any() and dec.cta.launch.options.warp_order != "lockstep":
        raise unsupported(ins, "wgmma needs the lockstep warp order, in which a warpgroup's four warps execute "
                          "it together")
    if partial.any():
        g = int(np.argmax(partial))
        raise WgmmaError(f"{at_line(ins.line, ins.text)}: only part of warpgroup {g} executes this .aligned wgmma "
                         "instruction (all 128 threads must)")
    return np.flatnonzero(active).tolist()


def _uniform(dec: Decoder, ins: Instruction, values: Value, g: int, what: str) -> int:
    part = np.asarray(values)
    if part.ndim == 0:
        return int(part)
    part = part[g * WARPGROUP:(g + 1) * WARPGROUP]
    if (part != part[0]).any():
        raise WgmmaError(f"{at_line(ins.line, ins.text)}: the {what} differs between the threads of warpgroup {g}")
    return int(part[0])


@handler("wgmma")
def build_wgmma(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    if "sync" not in mods or "aligned" not in mods:
        raise unsupported(ins, "wgmma needs .sync.aligned")
    what = mods[0]
    if what == "fence":
        def fence(m: Mask) -> None:
            st = _state(dec)
            for g in _warpgroups(dec, ins, m):
                st.fenced[g] = True
                st.unfenced_access[g] = None
        return fence
    if what == "commit_group":
        def commit(m: Mask) -> None:
            st = _state(dec)
            for g in _warpgroups(dec, ins, m):
                st.commit(g)
        return commit
    if what == "wait_group":
        if len(ins.operands) != 1 or not isinstance(ins.operands[0], Imm):
            raise unsupported(ins, "wait_group needs an immediate group count")
        keep = int(ins.operands[0].value)

        def wait(m: Mask) -> None:
            st = _state(dec)
            for g in _warpgroups(dec, ins, m):
                st.retire(dec, g, keep)
        return wait
    if what == "mma_async":
        return _build_mma_async(dec, ins)
    raise unsupported(ins)


def _build_mma_async(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    shape = next((x for x in mods if x.startswith("m64n")), None)
    types = [x for x in mods if x in TYPES or x in ("e4m3", "e5m2")]
    if shape is None or len(types) != 3:
        raise unsupported(ins, "wgmma shape / types")
    try:
        n = int(shape[4:shape.index("k")])
        k = int(shape[shape.index("k") + 1:])
    except ValueError:
        raise unsupported(ins, "wgmma shape") from None
    dtype, atype, btype = types
    if atype not in WGMMA_INPUTS or btype not in WGMMA_INPUTS \
            or (atype != btype and not any({atype, btype} <= family for family in _MIXABLE)):
        raise unsupported(ins, "wgmma input types")
    kk, a_layout_key = WGMMA_INPUTS[atype]
    elem = 1 if atype in _FP8 else TYPES[atype].nbytes
    integer = atype in ("s8", "u8")
    if k != kk or n % 8 or not 8 <= n <= 256 or (integer and n % 16 and n != 8 and n != 24):
        raise unsupported(ins, f"wgmma shape {shape} for {atype}")
    if integer and dtype != "s32" or not integer and dtype not in ("f32", "f16") \
            or atype in ("bf16", "tf32") and dtype != "f32":
        raise unsupported(ins, f"wgmma accumulator type {dtype} for {atype}")
    ops = ins.operands
    if len(ops) < 4 or not isinstance(ops[0], Vec):
        raise unsupported(ins, "wgmma operands")
    n_d = n // 2 if dtype != "f16" else n // 4
    d_regs = [r for r in ops[0].items if isinstance(r, Reg) and r.bits == 32]
    if len(d_regs) != n_d or len(d_regs) != len(ops[0].items):
        raise unsupported(ins, f"wgmma {shape}.{dtype} needs {n_d} 32-bit accumulator registers")
    d_rows = np.array([dec.rows[r.index] for r in d_regs], dtype=np.intp)
    a_vec = ops[1] if isinstance(ops[1], Vec) else None
    a_from_regs = a_vec is not None
    half = atype in ("f16", "bf16")
    n_imm = (0 if integer else 2 if not half else 3 if a_from_regs else 4)
    imm_ops = [o for o in ops[4:] if isinstance(o, Imm)]
    if len(ops) != 4 + n_imm or len(imm_ops) != len(ops) - 4:
        raise unsupported(ins, "wgmma immediate operands")
    imms = [int(o.value) for o in imm_ops]
    scale_a, scale_b = (imms[0], imms[1]) if n_imm else (1, 1)
    trans_a = imms[2] if n_imm == 4 else 0
    trans_b = imms[-1] if half else 0
    if scale_a not in (1, -1) or scale_b not in (1, -1) or trans_a not in (0, 1) or trans_b not in (0, 1):
        raise unsupported(ins, "imm-scale must be 1 or -1, imm-trans 0 or 1")
    a_rows = np.zeros(0, dtype=np.intp)
    a_perm = None
    if a_vec is not None:
        (ar, ac), _, _, _, kl = MMA_LAYOUTS[a_layout_key]
        per_reg = 4 // elem
        a_regs = [r for r in a_vec.items if isinstance(r, Reg) and r.bits == 32]
        if len(a_regs) != ar.shape[1] // per_reg or len(a_regs) != len(a_vec.items):
            raise unsupported(ins, "wgmma A fragment register count")
        a_rows = np.array([dec.rows[r.index] for r in a_regs], dtype=np.intp)
        a_perm = np.empty(ar.size, dtype=np.int64)
        a_perm[(ar * kl + ac).reshape(-1)] = np.arange(ar.size)
        a_desc_src = None
    else:
        a_desc_src = dec.src(ins, ops[1], TYPES["b64"])
    b_desc_src = dec.src(ins, ops[2], TYPES["b64"])
    scale_d = dec.pred_src(ins, ops[3])
    d_row, d_col = wgmma_d_coordinates(n)
    acc_t = np.int64 if integer else np.float64
    satfinite = "satfinite" in mods

    def operand(g: int, src: Value, rows: int, mn_major: bool, what: str, kind: str) -> tuple[np.ndarray, np.ndarray]:
        desc = MatrixDescriptor.decode(_uniform(dec, ins, src, g, f"{what} descriptor"))
        # The swizzle XORs address bits 7.. into bits 4..: the emulator applies it to the absolute shared
        # address, which is what the hardware does when the base offset holds the start's phase in the
        # pattern ((start >> 7) % rows of the pattern; 0 for a pattern-aligned start).  Other
        # combinations are refused rather than guessed.
        phase = (desc.start >> 7) & (desc.swizzle // 16 - 1)
        if desc.base_offset != phase:
            raise unsupported(ins, f"matrix descriptor base offset {desc.base_offset} with a start address at "
                              f"pattern phase {phase} (only base offset = phase is emulated)")
        addr = canonical_offsets(desc, rows, k, elem, mn_major)
        idx = (addr[..., None] + byte_range(elem)).reshape(-1)
        smem = dec.smem
        if idx.min() < 0 or idx.max() >= smem.size:
            bad = int(addr.reshape(-1)[np.argmax((addr.reshape(-1) < 0) | (addr.reshape(-1) + elem > smem.size))])
            raise dec.fault(ins, g * WARPGROUP, bad, f"{what} matrix descriptor reads outside shared memory "
                            f"(size {smem.size})")
        if elem > 1 and (addr % elem).any():
            raise dec.fault(ins, g * WARPGROUP, int(addr.reshape(-1)[0]), f"misaligned {what} matrix")
        vals = _decode_elements(smem[idx].reshape(rows, k, elem), kind)
        return vals.astype(acc_t, copy=False), idx

    def run(m: Mask) -> None:
        st = _state(dec)
        runtime = dec.cta
        pc_now = runtime.pc_of[id(ins)]
        for g in _warpgroups(dec, ins, m):
            if not st.fenced[g]:
                raise WgmmaError(f"{at_line(ins.line, ins.text[:80])}: warpgroup {g} issues wgmma.mma_async before any "
                                 "wgmma.fence (required before the first wgmma and after register writes)")
            other = st.unfenced_access[g]
            if other is not None:
                raise WgmmaError(f"{at_line(ins.line, ins.text[:80])}: warpgroup {g} issues wgmma.mma_async after "
                                 f"{at_line(other.line, other.text)} accessed wgmma registers, with no wgmma.fence "
                                 "between them")
            sl = slice(g * WARPGROUP, (g + 1) * WARPGROUP)
            reads = []
            if a_desc_src is None:  # A from registers
                regs32 = dec.R.view(np.uint32)[:, ::2]
                frag = regs32[a_rows, sl].T.reshape(4, 32, -1)  # [warp, lane, regs]
                el = fragment_elements(frag, atype)
                a = el.reshape(4, -1)[:, a_perm].reshape(64, k).astype(acc_t, copy=False)
            else:
                a, idx = operand(g, a_desc_src, 64, bool(trans_a), "A", atype)
                reads.append(idx)
            bt, idx = operand(g, b_desc_src, n, bool(trans_b), "B", btype)
            reads.append(idx)
            smem_idx = np.unique(np.concatenate(reads))
            if runtime.shadow is not None:
                runtime.shadow.async_read(ins, pc_now, g * 4, smem_idx)
            prod = a @ bt.T
            if scale_a * scale_b < 0:
                prod = -prod
            if isinstance(scale_d, tuple):
                accumulate = bool(scale_d[0][g * WARPGROUP] != scale_d[1])
                _uniform(dec, ins, scale_d[0] != scale_d[1], g, "scale-d predicate")
            else:
                accumulate = bool(scale_d)
            out = prod[d_row, d_col]  # [128, n/2]
            if accumulate:
                current = st.current_d(dec, g, d_rows).T  # [128, n_d]
                if integer:
                    out = out + current.view(np.int32).astype(np.int64)
                elif dtype == "f32":
                    out = out + current.view(np.float32).astype(np.float64)
                else:
                    out = out + np.ascontiguousarray(current).view(np.float16).astype(np.float64)
            if integer:
                if satfinite:
                    out = np.clip(out, -(2**31), 2**31 - 1)
                vals = (out & 0xFFFFFFFF).astype(np.uint32)
            elif dtype == "f32":
                vals = out.astype(np.float32).view(np.uint32)
            else:
                h = half_bits(out, False).astype(np.uint32)
                vals = h[:, 0::2] | (h[:, 1::2] << np.uint32(16))
            st.issue(g, _Op(ins, pc_now, d_rows, a_rows,
                            np.ascontiguousarray(vals.T), smem_idx))
    return run


def guard_pending_registers(dec: Decoder, code: list[Instruction], reads: list[tuple[tuple[bool, int, str], ...]],
                            writes: list[tuple[tuple[bool, int], ...]], check_at: list[tuple[int, ...]],
                            runs: list[Run | None]) -> None:
    """Wrap the closure of every other instruction that touches a wgmma accumulator or A fragment
    register: it must not touch one an un-waited wgmma owns (accumulators: read or write; A: write),
    and the warpgroup's next wgmma needs a wgmma.fence after it (PTX ISA, wgmma.fence).  The rest run
    unwrapped."""
    d_rows: set[int] = set()
    a_rows: set[int] = set()
    for pc, ins in enumerate(code):
        if ins.mods[:2] != ["wgmma", "mma_async"]:
            continue
        d_rows.update(row for is_pred, row in writes[pc] if not is_pred)
        if len(ins.operands) > 1 and isinstance(ins.operands[1], Vec):
            a_rows.update(dec.rows[r.index] for r in ins.operands[1].items if isinstance(r, Reg))
    if not d_rows:
        return
    for pc, ins in enumerate(code):
        run = runs[pc]
        if run is None or ins.mods[0] == "wgmma" or not check_at[pc]:
            continue
        touched = {row for j in check_at[pc] for is_pred, row, _ in reads[j] if not is_pred}
        written = {row for j in check_at[pc] for is_pred, row in writes[j] if not is_pred}
        rw = np.array(sorted((touched | written) & d_rows), dtype=np.intp)
        w_only = np.array(sorted((written & a_rows) - d_rows), dtype=np.intp)
        if (touched | written) & (d_rows | a_rows):
            runs[pc] = _guarded(dec, ins, run, rw, w_only)


def _guarded(dec: Decoder, ins: Instruction, run: Run, rw_rows: np.ndarray, w_rows: np.ndarray) -> Run:
    def guarded(m: Mask) -> None:
        state = _state(dec)
        if state.in_flight:
            state.check_access(ins, rw_rows, w_rows, m)
        state.note_access(ins, m)
        run(m)
    return guarded


@handler("fence")
def build_fence(dec: Decoder, ins: Instruction) -> Run:
    """fence.proxy.async orders the warp's earlier generic-proxy shared accesses before later
    async-proxy ones (wgmma, TMA) and is what the race checker looks for; other fences order
    memory between threads, which this emulator's sequential execution already gives."""
    if ins.mods[1:2] != ["proxy"] or "async" not in ins.mods:
        return lambda m: None
    all_warps = list(range(dec.n // 32))

    def proxy_fence(m: Mask) -> None:
        shadow = dec.cta.shadow
        if shadow is not None:
            shadow.proxy_fence(all_warps if m is None else np.unique(np.flatnonzero(m) >> 5).tolist())
    return proxy_fence
