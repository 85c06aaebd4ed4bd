"""Loads, stores, atomics and asynchronous copies in every state space."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..syntax import Addr, Imm, Instruction, Operand, Reg, Sym, Vec
from ..core import Decoder, Mask, Run, Value, Writer, handler, type_of, unsupported
from ..memory import GLOBAL_BASE, byte_range
from ..ptxtypes import TYPES, UINT_OF_BITS, PtxType, bf16_to_f32
from .addressing import access, address_fn, check_align, space_of, vec_of
from .fp import FORMATS, canonical_nan, encode, ftz, min_max, round_exact, two_sum, unpack_halves


def _raw_type(t: PtxType) -> PtxType:
    """Type used to move bits between memory and registers (signed so narrow loads sign-extend)."""
    if t.kind == "s":
        return t
    return TYPES[f"b{t.bits}"]


def _dst_list(dec: Decoder, ins: Instruction, op: Operand, t: PtxType) -> list[Writer]:
    items = op.items if isinstance(op, Vec) else (op,)
    return [dec.dst(ins, o, t) for o in items]


def _kernel_param(dec: Decoder, op: object) -> int | None:
    if isinstance(op, Addr) and isinstance(op.base, Sym) and op.base.name in dec.kernel.param_offsets:
        return dec.kernel.param_offsets[op.base.name] + op.offset
    return None


@handler("ld", "ldu")
def build_ld(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    if t.bits > 64:
        raise unsupported(ins, "128-bit load")
    vec = vec_of(ins)
    space = space_of(ins)
    rt = _raw_type(t)
    nbytes = t.nbytes * vec
    writers = _dst_list(dec, ins, ins.operands[0], rt)
    if len(writers) != vec:
        raise unsupported(ins, "vector width mismatch")
    poff = _kernel_param(dec, ins.operands[1]) if space in ("param", "generic") else None
    if poff is not None:
        def ld_param(m: Mask) -> None:
            size = len(dec.param_bytes)
            if not 0 <= poff <= size - nbytes:   # an offset past the parameter it names
                lane = int(dec.all_idx[0] if m is None else np.flatnonzero(m)[0])
                raise dec.fault(ins, lane, poff, f"out-of-bounds param access: {nbytes} bytes at offset {poff} of "
                                f"the {size}-byte kernel parameter buffer")
            vals = np.frombuffer(dec.param_bytes, dtype=rt.dtype, count=vec, offset=poff)
            for j, w in enumerate(writers):
                w.put(vals[j], m)
        return ld_param
    afn = address_fn(dec, ins, ins.operands[1])
    all_idx = dec.all_idx

    def ld(m: Mask) -> None:
        tids = all_idx if m is None else np.flatnonzero(m)
        raw = access(dec, ins, space, tids, afn(tids), nbytes)
        vals = raw.view(rt.dtype)
        if vec == 1:
            writers[0].put_idx(vals[:, 0], tids)
        else:
            for j, w in enumerate(writers):
                w.put_idx(vals[:, j], tids)
    return ld


@handler("st")
def build_st(dec: Decoder, ins: Instruction) -> Run:
    t = type_of(ins)
    if t.bits > 64:
        raise unsupported(ins, "128-bit store")
    vec = vec_of(ins)
    space = space_of(ins)
    rt = TYPES[f"b{t.bits}"]
    nbytes = t.nbytes * vec
    src_op = ins.operands[1]
    items = src_op.items if isinstance(src_op, Vec) else (src_op,)
    if len(items) != vec:
        raise unsupported(ins, "vector width mismatch")
    srcs = [dec.src(ins, o, rt) for o in items]
    afn = address_fn(dec, ins, ins.operands[0])
    if space == "param" and _kernel_param(dec, ins.operands[0]) is not None:
        raise unsupported(ins, "store to kernel parameter")
    all_idx = dec.all_idx

    def st(m: Mask) -> None:
        tids = all_idx if m is None else np.flatnonzero(m)
        vals = np.empty((tids.size, vec), dtype=rt.dtype)
        for j, s in enumerate(srcs):
            vals[:, j] = s[tids] if isinstance(s, np.ndarray) and s.ndim else s
        access(dec, ins, space, tids, afn(tids), nbytes, vals.view(np.uint8))
    return st


@handler("prefetch", "prefetchu", "discard", "applypriority")
def build_nop_mem(dec: Decoder, ins: Instruction) -> Run:
    return lambda m: None


@handler("createpolicy")
def build_createpolicy(dec: Decoder, ins: Instruction) -> Run:
    w = dec.dst(ins, ins.operands[0], TYPES["b64"])
    return lambda m: w.put(np.uint64(0), m)


# --------------------------------------------------------------------------------------------
# Atomics
# --------------------------------------------------------------------------------------------

def _atom_fn(ins: Instruction, op: str, t: PtxType) -> Callable[..., np.ndarray]:
    """new = f(old, b, c) for one atomic; float adds round once to nearest even.

    atom/red .add.f32 flushes subnormal inputs and results to sign-preserving zero except on
    shared memory (the ISA's rule for global memory; generic addresses are taken as global);
    f16/bf16 adds are .noftz and keep subnormals.
    """
    if t.kind == "x2" or t.name in ("f16", "bf16"):
        bf = t.name in ("bf16x2", "bf16")
        fmt = FORMATS["bf16" if bf else "f16"]
        if op not in ("add", "min", "max"):
            raise unsupported(ins)

        def half(o: np.ndarray, v: np.ndarray) -> np.ndarray:
            o64, v64 = o.astype(np.float64), v.astype(np.float64)
            if op == "add":
                return encode(round_exact(*two_sum(o64, v64), fmt, "rn"), fmt)
            return encode(min_max(o64, v64, op == "max"), fmt)

        if t.kind == "x2":
            def packed(old: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
                ol, oh = unpack_halves(old, bf)
                bl, bh = unpack_halves(b, bf)
                return half(ol, bl).astype(np.uint32) | (half(oh, bh).astype(np.uint32) << np.uint32(16))
            return packed
        if bf:
            return lambda old, b, c: half(bf16_to_f32(old), bf16_to_f32(np.asarray(b)))
        return lambda old, b, c: half(old, np.asarray(b)).view(np.float16)
    if t.is_float:
        fmt = FORMATS[t.name]
        if op == "exch":
            return lambda old, b, c: np.broadcast_to(np.asarray(b, dtype=t.dtype), np.shape(old))
        if op in ("min", "max"):
            return lambda old, b, c: canonical_nan(
                np.atleast_1d(min_max(old, np.asarray(b), op == "max").astype(t.dtype)), fmt)
        if op != "add":
            raise unsupported(ins)
        if t.name == "f64":
            return lambda old, b, c: old + b
        flush = not any(m.split("::")[0] == "shared" for m in ins.mods)

        def add_f32(old: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
            b32 = np.asarray(b, dtype=np.float32)
            x, y = (ftz(old), ftz(b32)) if flush else (old, b32)
            r = np.atleast_1d(np.add(x, y, dtype=np.float32))
            return canonical_nan(ftz(r) if flush else r, fmt)
        return add_f32
    if op == "add":
        return lambda old, b, c: old + b
    if op == "min":
        return lambda old, b, c: np.minimum(old, b)
    if op == "max":
        return lambda old, b, c: np.maximum(old, b)
    if op == "and":
        return lambda old, b, c: old & b
    if op == "or":
        return lambda old, b, c: old | b
    if op == "xor":
        return lambda old, b, c: old ^ b
    if op == "exch":
        return lambda old, b, c: b
    if op == "cas":
        def cas(old: np.ndarray, b: Value, c: Value) -> np.ndarray:
            return np.where(old == b, c, old)
        return cas
    if op == "inc":
        return lambda old, b, c: np.where(old >= b, t.dtype.type(0), old + t.dtype.type(1))
    if op == "dec":
        return lambda old, b, c: np.where((old == 0) | (old > b), b, old - t.dtype.type(1))
    raise unsupported(ins)


@handler("atom", "red")
def build_atom(dec: Decoder, ins: Instruction) -> Run:
    is_atom = ins.mods[0] == "atom"
    t = type_of(ins)
    ops_names = ("add", "min", "max", "inc", "dec", "and", "or", "xor", "exch", "cas")
    op = next((m for m in ins.mods[1:] if m in ops_names), None)
    if op is None or vec_of(ins) != 1:
        raise unsupported(ins)
    if t.kind == "u" and op in ("min", "max") or t.kind == "s":
        ct = t
    elif t.kind in ("f", "bf", "x2"):
        ct = t
    else:
        ct = TYPES[f"u{t.bits}"]
    space = space_of(ins)
    operands = ins.operands
    w = dec.dst(ins, operands[0], ct) if is_atom else None
    addr_op = operands[1] if is_atom else operands[0]
    rest = operands[2:] if is_atom else operands[1:]
    b = dec.src(ins, rest[0], ct)
    c = dec.src(ins, rest[1], ct) if op == "cas" else None
    f = _atom_fn(ins, op, ct)
    afn = address_fn(dec, ins, addr_op)
    all_idx = dec.all_idx
    nb = ct.nbytes
    raw = UINT_OF_BITS[ct.bits]

    def pick(v: object, sel: np.ndarray) -> object:
        return v[sel] if isinstance(v, np.ndarray) and v.ndim else v

    def run(m: Mask) -> None:
        tids = all_idx if m is None else np.flatnonzero(m)
        addrs = afn(tids)
        # Stats and bounds once per warp instruction; then apply lanes in rounds of distinct
        # addresses, in lane order, so every update lands and each lane sees its own old value.
        access(dec, ins, space, tids, addrs, nb, shadow="atomic")
        remaining = np.arange(tids.size)
        olds = np.empty(tids.size, dtype=ct.dtype)
        while remaining.size:
            _, first = np.unique(addrs[remaining], return_index=True)
            sel = remaining[first]
            st = tids[sel]
            a = addrs[sel]
            old = access(dec, ins, space, st, a, nb, stats=False, shadow="none").view(ct.dtype)[:, 0]
            bv = pick(b, st)
            cv = pick(c, st) if c is not None else None
            new = np.asarray(f(old, bv, cv)).astype(ct.dtype)
            access(dec, ins, space, st, a, nb, new.view(raw).reshape(-1, 1).view(np.uint8), stats=False,
                   shadow="none")
            olds[sel] = old
            keep = np.ones(remaining.size, dtype=np.bool_)
            keep[first] = False
            remaining = remaining[keep]
        if w is not None:
            w.put_idx(olds, tids)
    return run


# --------------------------------------------------------------------------------------------
# cp.async
# --------------------------------------------------------------------------------------------

class CpAsyncState:
    """Per-thread queues of cp.async copies; data lands in shared memory only when waited for."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.committed = np.zeros(n, dtype=np.int64)
        # Records: (pc of the cp.async, tids, group id per lane, shared offsets, data [k, size])
        self.pending: list[tuple[int, np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []

    def issue(self, pc: int, tids: np.ndarray, dst: np.ndarray, data: np.ndarray) -> None:
        self.pending.append((pc, tids, self.committed[tids].copy(), dst, data))

    def commit(self, tids: np.ndarray) -> None:
        self.committed[tids] += 1

    def _complete(self, dec: Decoder, limit: np.ndarray) -> None:
        keep = []
        shadow = dec.cta.shadow
        for pc, tids, gid, dst, data in self.pending:
            sel = gid < limit[tids]
            if sel.any():
                idx = dst[sel][:, None] + byte_range(data.shape[1])
                dec.smem[idx] = data[sel]
                if shadow is not None:
                    shadow.complete(pc, tids[sel], idx)
                if not sel.all():
                    keep.append((pc, tids[~sel], gid[~sel], dst[~sel], data[~sel]))
            else:
                keep.append((pc, tids, gid, dst, data))
        self.pending = keep

    def wait(self, dec: Decoder, tids: np.ndarray, n_keep: int) -> None:
        if not self.pending:
            return
        limit = np.full(self.n, -(2**62), dtype=np.int64)
        limit[tids] = self.committed[tids] - n_keep
        self._complete(dec, limit)

    def complete_lanes(self, dec: Decoder, tids: np.ndarray) -> None:
        if not self.pending:
            return
        limit = np.full(self.n, -(2**62), dtype=np.int64)
        limit[tids] = 2**62
        self._complete(dec, limit)

    def complete_all(self, dec: Decoder) -> None:
        if self.pending:
            self._complete(dec, np.full(self.n, 2**62, dtype=np.int64))


def cp_state(dec: Decoder) -> CpAsyncState:
    """The cp.async groups of the CTA being executed (the runner's slot is untyped, see core.CtaRuntime)."""
    state = dec.cta.cp
    assert isinstance(state, CpAsyncState)
    return state


@handler("cp")
def build_cp(dec: Decoder, ins: Instruction) -> Run:
    """cp.async (per-thread copies into shared memory) and its groups; mbarrier.py builds cp.async.bulk."""
    mods = ins.mods
    if len(mods) < 2 or mods[1] != "async":
        raise unsupported(ins)
    all_idx = dec.all_idx

    def tids_of(m: Mask) -> np.ndarray:
        return all_idx if m is None else np.flatnonzero(m)

    rest = mods[2:]
    if rest == ["commit_group"]:
        return lambda m: cp_state(dec).commit(tids_of(m))
    if rest == ["wait_group"]:
        op = ins.operands[0]
        if not isinstance(op, Imm):
            raise unsupported(ins, "wait_group needs an immediate")
        n_keep = int(op.value)
        return lambda m: cp_state(dec).wait(dec, tids_of(m), n_keep)
    if rest == ["wait_all"]:
        def wait_all(m: Mask) -> None:
            tids = tids_of(m)
            cp = cp_state(dec)
            cp.commit(tids)
            cp.wait(dec, tids, 0)
        return wait_all
    if not rest or rest[0] not in ("ca", "cg") or "shared" not in [r.split("::")[0] for r in rest] \
            or "global" not in rest or "mbarrier" in rest or "bulk" in rest:
        raise unsupported(ins)
    ops = list(ins.operands)
    if "L2::cache_hint" in rest:
        ops = ops[:-1]  # trailing cache-policy operand
    size_op = ops[2]
    if not isinstance(size_op, Imm) or int(size_op.value) not in (4, 8, 16):
        raise unsupported(ins, "cp-size must be 4, 8 or 16")
    size = int(size_op.value)
    if rest[0] == "cg" and size != 16:
        raise unsupported(ins, "cp.async.cg requires 16 bytes")
    dst_fn = address_fn(dec, ins, ops[0])
    src_fn = address_fn(dec, ins, ops[1])
    src_size = None
    ignore: np.ndarray | None = None  # per thread: copy nothing (the ignore-src predicate)
    if len(ops) > 3:
        extra = ops[3]
        if isinstance(extra, Reg) and extra.is_pred:
            ignore = dec.reg_view(extra, np.bool_)
        else:
            src_size = dec.src(ins, extra, TYPES["u32"])
    rng = byte_range(size)
    gm = dec.gmem

    def run(m: Mask) -> None:
        tids = tids_of(m)
        dst = dst_fn(tids)
        src = src_fn(tids)
        if src_size is not None:
            ss = np.asarray(src_size)
            ss = (ss[tids] if ss.ndim else np.full(tids.size, ss)).astype(np.int64)
        else:
            ss = np.full(tids.size, size, dtype=np.int64)
        if ignore is not None:
            ss = np.where(ignore[tids], 0, ss)
        ss = np.minimum(ss, size)
        check_align(dec, ins, tids, dst, size)
        offs = dst.astype(np.int64)
        bad = (offs < 0) | (offs > dec.smem.size - size)
        if bad.any():
            j = int(np.argmax(bad))
            raise dec.fault(ins, int(tids[j]), int(dst[j]), "out-of-bounds cp.async shared destination")
        reading = ss > 0
        every = bool(reading.all())
        data = None if every else np.zeros((tids.size, size), dtype=np.uint8)
        if every or reading.any():
            rt, ra, rs = (tids, src, ss) if every else (tids[reading], src[reading], ss[reading])
            check_align(dec, ins, rt, ra, size)
            b1 = gm.bad_lanes(ra, 1)
            b2 = gm.bad_lanes(ra + (rs - 1).astype(np.uint64), 1)
            if b1 is not None or b2 is not None:
                bad2 = (b1 if b1 is not None else False) | (b2 if b2 is not None else False)
                j = int(np.argmax(bad2))
                raise dec.fault(ins, int(rt[j]), int(ra[j]), "out-of-bounds cp.async global source")
            idx = np.minimum((ra.astype(np.int64) - GLOBAL_BASE)[:, None] + rng, gm.buf.size - 1)
            chunk = gm.buf[idx]
            if rs.min() < size:  # zero-fill past the source size
                chunk[rng[None, :] >= rs[:, None]] = 0
            if data is None:
                data = chunk
            else:
                data[reading] = chunk
            dec.cta.note_global(rt, ra, size)
        assert data is not None
        rt = dec.cta
        rt.note_shared(ins, tids, offs, size)
        rt.shared_write(ins, tids, offs[:, None] + rng, pending=True)
        cp_state(dec).issue(rt.pc_of[id(ins)], tids, offs, data)
    return run


