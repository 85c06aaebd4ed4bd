"""Basic blocks and immediate post-dominators, used to pick SIMT reconvergence points."""

from __future__ import annotations

from dataclasses import dataclass

EXIT = -1


@dataclass
class Blocks:
    block_end: list[int]  # for every pc, the last pc of its basic block
    reconverge: dict[int, int]  # pc of a conditional branch -> pc where its paths rejoin (EXIT: never)


def build_blocks(n: int, kinds: list[str], guarded: list[bool], targets: list[int | None]) -> Blocks:
    """kinds[pc] is 'bra', 'exit', 'bar' or 'op'; targets[pc] is the branch target pc."""
    leaders = {0}
    for pc in range(n):
        if kinds[pc] != "op":
            leaders.add(pc + 1)
        t = targets[pc]
        if t is not None:
            leaders.add(t)
    starts = sorted(x for x in leaders if x < n)
    block_of = [0] * n
    block_end = [0] * n
    ends: list[int] = []
    for bi, s in enumerate(starts):
        e = (starts[bi + 1] if bi + 1 < len(starts) else n) - 1
        ends.append(e)
        for pc in range(s, e + 1):
            block_of[pc] = bi
            block_end[pc] = e
    nb = len(starts)
    succ: list[list[int]] = []
    for bi in range(nb):
        e = ends[bi]
        k = kinds[e]
        out: list[int] = []
        fall = block_of[e + 1] if e + 1 < n else EXIT
        if k == "bra":
            t = targets[e]
            out.append(block_of[t] if t is not None and t < n else EXIT)
            if guarded[e]:
                out.append(fall)
        elif k == "exit":
            out.append(EXIT)
            if guarded[e]:
                out.append(fall)
        else:
            out.append(fall)
        succ.append(out)
    # Post-dominator sets as bitmasks; bit nb stands for the virtual exit node.
    exit_bit = 1 << nb
    full = (1 << (nb + 1)) - 1
    pdom = [full] * nb
    changed = True
    while changed:
        changed = False
        for bi in reversed(range(nb)):
            acc = full
            for s in succ[bi]:
                acc &= exit_bit if s == EXIT else pdom[s]
            new = acc | (1 << bi)
            if new != pdom[bi]:
                pdom[bi] = new
                changed = True
    reconverge: dict[int, int] = {}
    for bi in range(nb):
        e = ends[bi]
        if kinds[e] not in ("bra", "exit") or not guarded[e]:
            continue
        strict = pdom[bi] & ~(1 << bi)
        ipdom = EXIT
        for cand in range(nb):
            if strict >> cand & 1 and pdom[cand] == strict:
                ipdom = starts[cand]
                break
        reconverge[e] = ipdom
    return Blocks(block_end=block_end, reconverge=reconverge)
