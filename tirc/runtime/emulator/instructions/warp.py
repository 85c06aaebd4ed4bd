"""Warp-collective instructions: shfl, vote, activemask, match, redux, and warp-level sync."""

from __future__ import annotations

import numpy as np

from ..syntax import Imm, Instruction, Operand, PredPair
from ..core import Decoder, Mask, Run, handler, type_of, unsupported
from ..errors import EmulatorError, at_line
from ..ptxtypes import TYPES


def _active(dec: Decoder, m: Mask) -> np.ndarray:
    """Active threads as bool [W, 32]."""
    if m is None:
        return np.ones((dec.n // 32, 32), dtype=np.bool_)
    return m.reshape(-1, 32)


_LANE_BITS = np.uint32(1) << np.arange(32, dtype=np.uint32)


def _ballot(bits: np.ndarray) -> np.ndarray:
    """bool [W, 32] -> uint32 [W] lane bitmask."""
    return (bits.astype(np.uint32) * _LANE_BITS).sum(axis=1, dtype=np.uint64).astype(np.uint32)


def _where(dec: Decoder, ins: Instruction, warp: int) -> str:
    cta = f" in CTA {dec.runtime.ctaid}" if dec.runtime is not None else ""
    return f"at {at_line(ins.line, ins.text)}: warp {warp}{cta}"


class MemberMask:
    """The membermask operand of a .sync warp instruction, checked on every execution.

    The ISA leaves the result undefined when an executing lane is not in the mask, and a lane
    named in the mask that does not execute the same instruction with it (inactive, exited,
    predicated off, or at another pc after divergence) would never arrive.  In this emulator the
    lanes that execute an instruction together are exactly the active lanes of `m`, so each
    executing lane's mask must hold itself and only executing lanes.  Lanes may pass different
    masks: sub-warp collectives (two 16-lane groups, each with its own mask) are legal.
    """

    def __init__(self, dec: Decoder, ins: Instruction, op: Operand) -> None:
        self.dec = dec
        self.ins = ins
        self.value = dec.src(ins, op, TYPES["b32"])
        self.full = np.ndim(self.value) == 0 and int(self.value) == 0xFFFFFFFF

    def check(self, act: np.ndarray, m: Mask) -> None:
        """act: bool [W, 32] lanes executing now (m: the executor's mask, None when all
        threads of the CTA execute). Raises EmulatorError on a mismatch."""
        if m is None and self.full:
            return
        running = _ballot(act)
        mask = np.broadcast_to(np.asarray(self.value, dtype=np.uint32), (self.dec.n,)).reshape(-1, 32)
        lanes = np.arange(32, dtype=np.uint32)
        not_member = act & (((mask >> lanes) & np.uint32(1)) == 0)
        extra = act & ((mask & ~running[:, None]) != 0)
        if not (not_member.any() or extra.any()):
            return
        warp, lane = (int(v) for v in np.argwhere(not_member if not_member.any() else extra)[0])
        mv, rv = int(mask[warp, lane]), int(running[warp])
        if not_member.any():
            why = f"lane {lane} executes it but is not in membermask 0x{mv:08x}"
        else:
            why = (f"membermask 0x{mv:08x} names lanes 0x{mv & ~rv:08x} that do not execute it together "
                   "(inactive, exited, predicated off or at another instruction)")
        raise EmulatorError(f"warp-synchronous membermask error {_where(self.dec, self.ins, warp)}, "
                            f"executing lanes 0x{rv:08x}: {why}; the PTX ISA leaves the result undefined")


def _members(dec: Decoder, ins: Instruction, index: int) -> MemberMask | None:
    """The membermask of a .sync form (operand `index`); None for the pre-Volta forms."""
    if "sync" not in ins.mods:
        return None
    if len(ins.operands) <= index:
        raise unsupported(ins, "missing membermask")
    return MemberMask(dec, ins, ins.operands[index])


@handler("shfl")
def build_shfl(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    mode = next((x for x in mods if x in ("up", "down", "bfly", "idx")), None)
    if mode is None or "sync" not in mods:
        raise unsupported(ins, "only shfl.sync is supported")
    u32 = TYPES["u32"]
    b32 = TYPES["b32"]
    d = ins.operands[0]
    dst, pdst = (d.first, d.second) if isinstance(d, PredPair) else (d, None)
    w = dec.dst(ins, dst, b32)
    wp = dec.dst(ins, pdst, TYPES["pred"]) if pdst is not None else None
    if len(ins.operands) != 5:
        raise unsupported(ins, "shfl.sync takes d[|p], a, b, c, membermask")
    a = dec.src(ins, ins.operands[1], b32)
    b = dec.src(ins, ins.operands[2], u32)
    c = dec.src(ins, ins.operands[3], u32)
    members = MemberMask(dec, ins, ins.operands[4])
    lane = dec.lane.astype(np.int64)
    base = np.arange(dec.n, dtype=np.int64) - lane

    def run(m: Mask) -> None:
        act = _active(dec, m)
        members.check(act, m)
        bval = np.asarray(b, dtype=np.int64) & 0x1F
        cval = np.asarray(c, dtype=np.int64)
        segmask = (cval >> 8) & 0x1F
        max_lane = (lane & segmask) | (cval & 0x1F & ~segmask)
        min_lane = lane & segmask
        if mode == "up":
            j = lane - bval
            ok = j >= max_lane
        elif mode == "down":
            j = lane + bval
            ok = j <= max_lane
        elif mode == "bfly":
            j = lane ^ bval
            ok = j <= max_lane
        else:
            j = min_lane | (bval & ~segmask)
            ok = j <= max_lane
        src = base + np.where(ok, j, lane)
        flat = act.reshape(-1)
        stray = flat & ~flat[src] if m is not None else None
        if stray is not None and stray.any():
            tid = int(np.argmax(stray))
            raise EmulatorError(
                f"shfl.sync reads an inactive lane {_where(dec, ins, tid // 32)}: lane {tid % 32} sources "
                f"lane {int(src[tid]) % 32}, which does not execute it; the PTX ISA leaves the result undefined")
        av = np.asarray(a)
        vals = av[src] if av.ndim else np.broadcast_to(av, (dec.n,))
        w.put(vals, m)
        if wp is not None:
            wp.put(np.broadcast_to(ok, (dec.n,)), m)
    return run


@handler("vote")
def build_vote(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    mode = next((x for x in mods if x in ("all", "any", "uni", "ballot")), None)
    if mode is None:
        raise unsupported(ins)
    src = dec.pred_src(ins, ins.operands[1])
    members = _members(dec, ins, 2)
    if mode == "ballot":
        w = dec.dst(ins, ins.operands[0], TYPES["b32"])
    else:
        w = dec.dst(ins, ins.operands[0], TYPES["pred"])

    def run(m: Mask) -> None:
        act = _active(dec, m)
        if members is not None:
            members.check(act, m)
        if isinstance(src, tuple):
            v = src[0].reshape(-1, 32)
            if src[1]:
                v = ~v
        else:
            v = np.full(act.shape, bool(src))
        on = v & act
        if mode == "ballot":
            r = np.repeat(_ballot(on), 32)
        elif mode == "any":
            r = np.repeat(on.any(axis=1), 32)
        elif mode == "all":
            r = np.repeat((v | ~act).all(axis=1), 32)
        else:
            r = np.repeat((v | ~act).all(axis=1) | ~on.any(axis=1), 32)
        w.put(r, m)
    return run


@handler("activemask")
def build_activemask(dec: Decoder, ins: Instruction) -> Run:
    w = dec.dst(ins, ins.operands[0], TYPES["b32"])
    return lambda m: w.put(np.repeat(_ballot(_active(dec, m)), 32), m)


@handler("match")
def build_match(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    t = type_of(ins)
    mode = "all" if "all" in mods else "any"
    d = ins.operands[0]
    dst, pdst = (d.first, d.second) if isinstance(d, PredPair) else (d, None)
    w = dec.dst(ins, dst, TYPES["b32"])
    wp = dec.dst(ins, pdst, TYPES["pred"]) if pdst is not None else None
    a = dec.src(ins, ins.operands[1], t)
    members = _members(dec, ins, 2)

    def run(m: Mask) -> None:
        act = _active(dec, m)
        if members is not None:
            members.check(act, m)
        v = np.broadcast_to(np.asarray(a), (dec.n,)).reshape(-1, 32)
        eq = (v[:, :, None] == v[:, None, :]) & act[:, None, :] & act[:, :, None]
        if mode == "any":
            r = (eq.astype(np.uint32) * _LANE_BITS).sum(axis=2, dtype=np.uint64).astype(np.uint32).reshape(-1)
            w.put(r, m)
            return
        same = (eq | ~act[:, None, :] | ~act[:, :, None]).all(axis=(1, 2))
        r = np.where(same, _ballot(act), np.uint32(0))
        w.put(np.repeat(r, 32), m)
        if wp is not None:
            wp.put(np.repeat(same, 32), m)
    return run


@handler("redux")
def build_redux(dec: Decoder, ins: Instruction) -> Run:
    mods = ins.mods[1:]
    t = type_of(ins)
    op = next((x for x in mods if x in ("add", "min", "max", "and", "or", "xor")), None)
    if op is None or t.is_float:
        raise unsupported(ins)
    a = dec.src(ins, ins.operands[1], t)
    w = dec.dst(ins, ins.operands[0], t)
    members = _members(dec, ins, 2)

    def run(m: Mask) -> None:
        act = _active(dec, m)
        if members is not None:
            members.check(act, m)
        v = np.broadcast_to(np.asarray(a), (dec.n,)).reshape(-1, 32)
        if op == "add":
            r = np.where(act, v.astype(np.int64), 0).sum(axis=1).astype(np.int64) & 0xFFFFFFFF
            r = r.astype(np.uint32).view(t.dtype) if t.dtype.itemsize == 4 else r.astype(t.dtype)
        elif op in ("min", "max"):
            info = np.iinfo(t.dtype)
            fill = info.max if op == "min" else info.min
            vv = np.where(act, v, t.dtype.type(fill))
            r = vv.min(axis=1) if op == "min" else vv.max(axis=1)
        else:
            ident = t.dtype.type(0) if op != "and" else t.dtype.type(np.iinfo(t.dtype).max)
            vv = np.where(act, v, ident)
            fn = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op]
            r = fn.reduce(vv, axis=1)
        w.put(np.repeat(r, 32), m)
    return run


@handler("membar", "nanosleep", "pmevent", "nop", "griddepcontrol")
def build_nop(dec: Decoder, ins: Instruction) -> Run:
    return lambda m: None


@handler("bar", "barrier")
def build_bar_warp(dec: Decoder, ins: Instruction) -> Run:
    # Only bar.warp.sync reaches here (CTA barriers are executor terminators). Lanes of a warp
    # run in lockstep in this emulator, so all it does is check its membermask.
    if "warp" not in ins.mods or len(ins.operands) != 1:
        raise unsupported(ins)
    members = MemberMask(dec, ins, ins.operands[0])
    return lambda m: members.check(_active(dec, m), m)


@handler("elect")
def build_elect(dec: Decoder, ins: Instruction) -> Run:
    """elect.sync d|p, membermask: the lowest active lane of membermask leads; d gets its lane
    number in every active lane, p is true in the leader only."""
    if "sync" not in ins.mods or len(ins.operands) != 2 or not isinstance(ins.operands[0], PredPair):
        raise unsupported(ins)
    pair = ins.operands[0]
    lane_w = dec.dst(ins, pair.first, TYPES["u32"])
    pred_w = dec.dst(ins, pair.second, TYPES["pred"])
    members = MemberMask(dec, ins, ins.operands[1])

    def run(m: Mask) -> None:
        act = _active(dec, m)
        members.check(act, m)
        tids = np.flatnonzero(act)
        warps = tids >> 5
        first = np.full(dec.n // 32, 32, dtype=np.int64)
        np.minimum.at(first, warps, tids & 31)
        leader = first[warps]
        lane_w.put_idx(leader.astype(np.uint32), tids)
        pred_w.put_idx((tids & 31) == leader, tids)
    return run


@handler("setmaxnreg")
def build_setmaxnreg(dec: Decoder, ins: Instruction) -> Run:
    """setmaxnreg.{inc,dec}.sync.aligned.u32 N only rebalances the register file: the emulator checks N."""
    if not ({"inc", "dec"} & set(ins.mods)) or len(ins.operands) != 1 or not isinstance(ins.operands[0], Imm):
        raise unsupported(ins)
    n = int(ins.operands[0].value)
    if not 24 <= n <= 256 or n % 8:
        raise EmulatorError(f"{at_line(ins.line, ins.text)}: setmaxnreg needs a multiple of 8 in 24..256, got {n}")
    return lambda m: None
