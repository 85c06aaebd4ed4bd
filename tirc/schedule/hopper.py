"""Hopper (sm_90a) schedules: which contractions the wgmma kernel takes, its default schedule and
the limits a wgmma schedule is checked against.

The kernel (tir-tma, tir-wgmma, tir-mbarrier-pipeline, tir-warp-specialize) reads A and B tiles with
TMA into 128-byte-swizzled shared memory, ``stages`` slots deep, and multiplies them with
``wgmma.mma_async`` m64nNk16 from shared-memory matrix descriptors, N being the whole tile N. Its
warps (``warps: [4 * W, 1]``) are W consumer warpgroups, each owning ``tile M / W`` rows (a
multiple of 64: one wgmma per 64 rows and K step of 16); ``warp_specialize`` adds a producer
warpgroup that only issues TMA.

Tile K is one 128-byte swizzle span of the inputs, so the 8-bit inputs (s8/u8 and the FP8 formats
e4m3/e5m2, mixed or not) take tile K 128 and wgmma k32: the same bytes per stage, the same four
wgmmas per block row and K tile, and the same tiles and stages as f16. wgmma reads 8-bit operands
K-major only (the ISA's transpose bit is for 16-bit types), so a B stored [K, N] is refused here
and that contraction gets the mma.sync kernel (m16n8k32, its B gathered from the [K, N] tile),
which sm_90a runs too: transposing B in the producer is not done.
"""

from __future__ import annotations

from dataclasses import dataclass

from tirc.schedule.contraction import Contraction
from tirc.schedule.model import (ELEMENT_BYTES, WARPGROUP_THREADS, WGMMA_ACCUMULATORS, WGMMA_K, WGMMA_M, WGMMA_MAX_N,
                                 Schedule,
                                 wgmma_shape)
from tirc.target import Target

# The swizzle span: one TMA box row and one wgmma core-matrix row of a K-major tile are 128 bytes
# (64 f16/bf16): tile K is exactly one span.
SWIZZLE_BYTES = 128
TMA_MAX_BOX = 256                  # elements per box dimension (cuTensorMapEncodeTiled)
TMA_STRIDE_ALIGNMENT = 16          # bytes: global strides of a tensor map are multiples of it
MAX_WGMMA_ACCUMULATORS = 128       # 32-bit registers per thread: m64n256 per warpgroup
MAX_STAGES = 8
# Registers per thread after setmaxnreg: the producer warpgroup gives up registers that the
# consumers take (CUTLASS's and Triton's split); with one consumer warpgroup it takes 240.
PRODUCER_REGISTERS = 40
CONSUMER_REGISTERS = {1: 240, 2: 232}


@dataclass(frozen=True)
class NotOnWgmma:
    reason: str


def wgmma_instruction(c: Contraction, target: Target) -> str | NotOnWgmma:
    """``m64nNk16`` (N chosen with the tile) when the wgmma kernel takes this contraction, else why
    not (it then gets the mma.sync kernel, which sm_90a runs too)."""
    if "m64nNk16" not in target.mma_shapes:
        return NotOnWgmma(f"{target.chip} has no wgmma")
    if WGMMA_ACCUMULATORS.get(c.in_element) != c.acc_element:
        return NotOnWgmma(f"{c.in_element} inputs with a {c.acc_element} accumulator: the wgmma kernel takes "
                          "f16/bf16/f32 (tf32)/e4m3/e5m2 -> f32 and i8 -> i32")
    if c.b_row and ELEMENT_BYTES[c.in_element] != 2:
        return NotOnWgmma(f"B is stored [K, N]: wgmma reads {c.in_element} operands K-major only (B stored [N, K])")
    if c.convolution is not None:
        return NotOnWgmma("a convolution (implicit GEMM) has no tensor map for its im2col A")
    if c.batched:
        return NotOnWgmma("a batched contraction: the wgmma kernel's tensor maps are 2-D")
    if not c.a_row:
        return NotOnWgmma("A is stored [K, M]: the wgmma kernel reads A K-major")
    element = ELEMENT_BYTES[c.in_element]
    for operand, dim in (("A", "K"), ("B", "K" if not c.b_row else "N")):
        size = c.sizes[dim]
        if size is None:
            return NotOnWgmma(f"{operand}'s rows ({dim}) are dynamic; a tensor map's strides must be known "
                              f"multiples of {TMA_STRIDE_ALIGNMENT} bytes")
        if size * element % TMA_STRIDE_ALIGNMENT:
            return NotOnWgmma(f"{operand}'s rows ({dim} = {size}) are not a multiple of {TMA_STRIDE_ALIGNMENT} "
                              "bytes, as a tensor map's strides must be")
    return "m64nNk16"


# (tile M, tile N, consumer warpgroups), most efficient first: a 128 x 256 tile on two
# warpgroups issues one m64n256k16 per warpgroup and K step (Triton's and CUTLASS's choice for
# large f16 GEMMs); narrower tiles for problems with few rows or columns. A wgmma has 64 rows and
# the kernel does not split K, so a decode-like GEMM (M <= 64) fills the SMs only with narrow N
# tiles: 32 and 16 columns, which B stored [N, K] allows (a [K, N] B is read in 64-column boxes).
_BLOCK_TILES: tuple[tuple[int, int, int], ...] = ((128, 256, 2), (128, 128, 2), (64, 256, 1), (64, 128, 1),
                                                  (64, 64, 1), (64, 32, 1), (64, 16, 1))


def choose_wgmma_schedule(c: Contraction, target: Target) -> Schedule:
    """The default wgmma schedule: the first valid tile of ``_BLOCK_TILES`` no larger than the
    problem needs (M and N rounded up to 64) that fills a wave of blocks, else the one with the
    most blocks; as many stages as shared memory holds (at most 4), warp-specialised."""
    in_bytes = ELEMENT_BYTES[c.in_element]
    tile_k = SWIZZLE_BYTES // in_bytes
    m, n = c.sizes["M"], c.sizes["N"]

    def fits(size: int | None, tile: int) -> bool:
        return size is None or tile <= max(64, -(-size // 64) * 64)

    def blocks(s: Schedule) -> int:
        return -(-(m or 1 << 20) // s.tile_m) * -(-(n or 1 << 20) // s.tile_n)

    candidates = []
    for tile_m, tile_n, groups in _BLOCK_TILES:
        if not (fits(m, tile_m) and fits(n, tile_n)):
            continue
        schedule = Schedule(tile_m=tile_m, tile_n=tile_n, tile_k=tile_k, warps_m=4 * groups, warps_n=1,
                            mma=f"m64n{tile_n}k{WGMMA_K[c.in_element]}", stages=1, swizzle=True,
                            vector_bytes=16, raster_group=8, split_k=1, warp_specialize=True)
        per_stage = schedule.pipeline_bytes(in_bytes)
        stages = min(4, (target.shared_memory_per_block - schedule.shared_bytes(in_bytes, 2) + per_stage) // per_stage)
        staged = Schedule(**{**schedule.__dict__, "stages": stages})
        if stages >= 2 and not wgmma_violations(staged, c, target):
            candidates.append(staged)
    if not candidates:
        tile_m, tile_n, groups = _BLOCK_TILES[-1]
        return Schedule(tile_m=tile_m, tile_n=tile_n, tile_k=tile_k, warps_m=4 * groups, warps_n=1,
                        mma=f"m64n{tile_n}k{WGMMA_K[c.in_element]}", stages=2, warp_specialize=True)
    filling = [s for s in candidates if blocks(s) >= target.sm_count]
    return filling[0] if filling else max(candidates, key=blocks)


def wgmma_registers(s: Schedule) -> int:
    """32-bit accumulator registers per consumer thread."""
    return s.tile_m // max(1, s.warpgroups) * s.tile_n // WARPGROUP_THREADS


def wgmma_violations(s: Schedule, c: Contraction, target: Target) -> list[tuple[str, str]]:
    """(what, fix) for every sm_90a limit the wgmma schedule ``s`` breaks for ``c``."""
    found: list[tuple[str, str]] = []
    shape = wgmma_shape(s.mma)
    assert shape is not None
    _, mma_n, mma_k = shape
    if min(s.tile_m, s.tile_n, s.tile_k, s.warps_m, s.warps_n) < 1:
        # (op specs and schedule files refuse these; a tir.schedule written in MLIR gets here)
        return [(f"tile {s.tile_m}x{s.tile_n}x{s.tile_k} and warps {s.warps_m}x{s.warps_n} must be positive",
                 "e.g. tile: [128, 256, 64], warps: [8, 1]")]
    in_bytes = ELEMENT_BYTES[c.in_element]
    expected_k = WGMMA_K.get(c.in_element)
    # The nearest tile N the kernel takes, for the fixes: a multiple of 8 (of the 64-column box
    # when B is stored [K, N]) up to 256; the tile's own N when it is one.
    wgmma_n_step = 16 if in_bytes == 1 else 8   # 8-bit wgmmas take N in steps of 16
    n_step = SWIZZLE_BYTES // in_bytes if c.b_row else wgmma_n_step
    valid_n = min(WGMMA_MAX_N // n_step * n_step, -(-s.tile_n // n_step) * n_step)
    use_n = f"use tile N {valid_n} with mma: m64n{valid_n}k{expected_k}"
    if mma_k != expected_k:
        found.append((f"{s.mma} does not take {c.in_element} inputs", f"use mma: m64n{valid_n}k{expected_k}"))
    if mma_n != s.tile_n:
        found.append((f"{s.mma} is not the tile's N ({s.tile_n}): one wgmma covers the whole tile N",
                      f"use mma: m64n{s.tile_n}k{expected_k}" if s.tile_n == valid_n else use_n))
    if s.tile_n % wgmma_n_step or not wgmma_n_step <= s.tile_n <= WGMMA_MAX_N:
        found.append((f"tile N {s.tile_n} is not a wgmma N (a multiple of {wgmma_n_step} up to {WGMMA_MAX_N})", use_n))
    elif c.b_row and s.tile_n % n_step:
        found.append((f"tile N {s.tile_n}: B stored [K, N] is loaded in boxes of {n_step} "
                      "columns (the 128-byte swizzle span)", use_n))
    if s.tile_k * in_bytes != SWIZZLE_BYTES:
        found.append((f"tile K {s.tile_k} is not one 128-byte swizzle span of {c.in_element} "
                      f"({SWIZZLE_BYTES // in_bytes} elements)", f"use tile K {SWIZZLE_BYTES // in_bytes}"))
    if s.warps_n != 1 or s.warps_m % 4:
        found.append((f"warps {s.warps_m}x{s.warps_n} are not whole warpgroups along M",
                      "use warps: [4, 1] (one warpgroup) or [8, 1] (two)"))
    elif s.tile_m % (WGMMA_M * s.warpgroups):
        found.append((f"tile M {s.tile_m} over {s.warpgroups} warpgroups is not a multiple of {WGMMA_M} rows each",
                      f"make tile M a multiple of {WGMMA_M * s.warpgroups}"))
    elif s.warpgroups not in CONSUMER_REGISTERS:
        found.append((f"{s.warpgroups} consumer warpgroups: the kernel has 1 or 2",
                      "use warps: [4, 1] with tile M 64, or warps: [8, 1] with tile M 128"))
    elif s.tile_n <= WGMMA_MAX_N and wgmma_registers(s) > MAX_WGMMA_ACCUMULATORS:   # (a wider N is its own error)
        # The most rows per warpgroup whose accumulators fit: a multiple of 64 for tile N <= 256.
        rows = max(WGMMA_M, MAX_WGMMA_ACCUMULATORS * WARPGROUP_THREADS // s.tile_n // WGMMA_M * WGMMA_M)
        two_groups = s.warpgroups == 1 and s.tile_m % (2 * WGMMA_M) == 0 and s.tile_m // 2 <= rows
        found.append((f"a {s.tile_m // s.warpgroups}x{s.tile_n} warpgroup tile needs {wgmma_registers(s)} "
                      f"accumulator registers per thread (limit {MAX_WGMMA_ACCUMULATORS})",
                      "use warps: [8, 1] (two warpgroups)" if two_groups
                      else f"use tile M {rows * s.warpgroups} ({rows} rows per warpgroup)"))
    for name, rows, dim in (("A", s.tile_m, "M"), ("B", s.tile_k, "K") if c.b_row else ("B", s.tile_n, "N")):
        if rows > TMA_MAX_BOX:
            found.append((f"the {name} tile has {rows} rows; a TMA box has at most {TMA_MAX_BOX}",
                          f"use tile {dim} <= {TMA_MAX_BOX}"))
    if not 1 <= s.stages <= MAX_STAGES:
        found.append((f"stages must be between 1 and {MAX_STAGES}, not {s.stages}", "use stages: 4"))
    if s.persistent and not s.warp_specialize:
        found.append(("a persistent kernel needs warp_specialize (its producer loads the next tile during "
                      "the epilogue)", "use warp_specialize: true, or persistent: false"))
    if s.split_k != 1:
        found.append((f"split_k {s.split_k}: the wgmma kernel does not split K", "use split_k: 1"))
    if not s.swizzle:
        found.append(("swizzle none: the wgmma kernel's TMA tiles and descriptors are 128-byte swizzled",
                      "leave swizzle out (or swizzle: auto)"))
    if s.raster_group < 1:
        found.append((f"raster_group must be at least 1, not {s.raster_group}", "use raster_group: 8"))
    if s.block_threads > target.max_threads_per_block:
        found.append((f"{s.block_threads} threads per block; {target.chip} allows {target.max_threads_per_block}",
                      "use fewer warpgroups"))
    need, limit = s.shared_bytes(in_bytes, ELEMENT_BYTES[c.out_element]), target.shared_memory_per_block
    if need > limit:
        per_stage = s.pipeline_bytes(in_bytes) // s.stages
        fit = (limit - (need - s.pipeline_bytes(in_bytes))) // per_stage
        found.append((f"needs {need / 1024:g} KiB of shared memory ({s.stages} stages of A and B tiles); "
                      f"{target.chip} allows {limit / 1024:g} KiB per block",
                      f"use stages <= {fit}" if fit >= 1 else "use a smaller tile"))
    return found
