"""A static estimate (no GPU) of one kernel's time on a target: a Tensor Core GEMM kernel, or a
memory-bound kernel (every kernel without a Tensor Core schedule; see the last section).

Every number this module returns is an **estimate** from datasheet rates (tirc/target.py) and
counts of the work the schedule implies; it ranks schedules, it does not replace a measurement.
Rates are those of the device each Target row names (e.g. the A100 SXM 40GB for sm_80); on sm_90a
the Tensor Core rate is wgmma's, which the mma.sync kernels tirc emits do not reach.

Work per kernel. Blocks: batch x ceil(M/TM) x ceil(N/TN) x split_k. Each block runs
ceil(ceil(K/TK) / split_k) K steps over whole tiles, so edge tiles cost full mma instructions.

Limiters, each as a time for the whole launch:
- issue: main-loop SASS instructions per mma x mmas / (4 schedulers x 1 instruction/clk x SMs x
  clock). Without measured SASS, DEFAULT_INSTRUCTIONS_PER_MMA; prologue and epilogue are ignored.
- tensor_core: padded mma FLOP / (dense peak per SM per clk x SMs x clock); tf32, int8 and fp8 scale
  the f16 rate by TENSOR_CORE_RATE (fp8 only on FP8_TENSOR_CORE_CHIPS, Ada and Hopper).
- shared_memory: bytes through shared memory at Target.shared_bytes_per_clk per SM: the cp.async
  writes of the A and B tiles, the ldmatrix reads (each warp reads its warp tile's rows of A and
  columns of B, so A is read warps_n times and B warps_m times) and the staged output tile (one
  write, one read). Swizzled tiles read without bank conflicts; a plain tile (``swizzle: false``)
  is read at ``plain_tile_conflicts`` ways per ldmatrix phase (its rows are tile K elements apart),
  and its fragment reads count that many times.
- These three SM-side times assume the blocks spread evenly over the SMs; `waves` is the same
  time when the busiest SM runs ceil(blocks / SMs) blocks (a freed block slot starts the next
  block), and `occupancy` scales that by 8 / resident warps per SM when fewer than 8 warps (two per
  scheduler) are resident: one warp's barrier and cp.async waits are hidden only by another.
- l2: each block reads its A panel (min(TM, M) x K/split_k) and B panel; the output (or the f32
  split-K workspace) is written once. Rate: Target.l2_bytes_per_clk x clock.
- dram: compulsory traffic (A, B, C once) when A, B and C fit in L2; otherwise each wave of
  resident blocks reads its distinct panels once (in grouped raster order a wave covers about
  raster_group tile rows and wave / raster_group tile columns, within the grid), and panels are
  not reused across waves; never less than compulsory.
  The split-K workspace goes to DRAM only when it does not fit in L2. Reading an initial C (C += A·B)
  and the epilogue's extra inputs (bias, residual) are not counted.
- split-K adds the reduction kernel: it reads the workspace and writes C, at DRAM (or, when the
  workspace fits in L2, L2) bandwidth, after the GEMM kernel (`reduction` time, added to the total).
- pipeline: a block's K loop runs no faster than its tiles arrive. With ``stages`` buffers,
  stages - 1 K steps of loads (cp.async groups, TMA slots) are in flight while one step computes, so
  a step takes at least LOAD_LATENCY_CLK / (stages - 1) clocks; with one stage nothing overlaps: each
  step waits for its load, then computes (the latency adds to the SM-side time). The blocks of one
  wave (SMs x blocks per SM) run side by side, so the launch takes ceil(blocks / wave) x K steps x
  that. It is what makes a shallow pipeline lose to a deep one whose issue rate is the same. A
  kernel whose warps split K and load B straight into registers (W4A16 decode: no staged tiles)
  hides the latency with its warps instead, as occupancy counts: it has no pipeline time.

Occupancy: blocks per SM = the least of max_blocks_per_sm, threads (max_threads_per_sm), registers
(per thread rounded up to 8, i.e. 256 per warp) and shared memory (the kernel's plus 1 KiB the
driver reserves per block). Without measured registers: the f32 accumulators, two sets of A and B
fragments and 32 for addresses. Spills are reported, not modelled (their instructions in the main
loop are counted by issue). The waves figure is ceil(blocks / (SMs x blocks per SM)).

Limiter: the SM side (the larger of pipeline and occupancy, which includes waves and the busiest of
issue, tensor_core and shared_memory) against the memory side (l2, dram). When memory is larger, the larger of l2 and
dram; otherwise the largest share of the SM-side time: the busiest resource's time, the time the
wave tail adds (waves - resource) or the time too few warps add (occupancy - waves). Estimated
time = max(occupancy, l2, dram) + reduction; fraction of peak = useful 2·M·N·K·batch FLOP / (time x
the target's dense peak for the input type).

Quantised GEMMs (``estimate(..., quant=QuantOperands(...))``): fp8 (e4m3/e5m2 mma, f32 scales),
W8A8 (s8 mma with per-row and per-column f32 scales, bias and activation in the epilogue) and W4A16
(u4 weights dequantised to f16/bf16 in the main loop, f16/bf16 mma). The problem's input type is
the mma's (its Tensor Core rate); B is stored at ``b_bytes`` per element (0.5 for u4), and its
panels carry the scales and zero points of their columns, one ``group_bytes`` per group of K and
column; the epilogue's per-row (``row_bytes``) and per-column (``column_bytes``) inputs join the A
and B panels. Those bytes count in the cp.async and fragment reads of shared memory (a packed
B fragment is dequantised in registers, after the shared-memory read), in L2 (every block's
panels) and in DRAM (compulsory: each input once, or per wave as above). Without SASS, the main
loop's instructions per mma gain ``dequant_instructions`` per B fragment, over the warp_m / 16 m16
tiles that share it (DEFAULT_U4_DEQUANT_INSTRUCTIONS: 4.5 for u4); the SASS figure includes them.
A block whose ``k_split_warps`` warps split each K step (W4A16 decode) reads each row of its
shared-memory tiles into one warp only, and sums the warps' f32 partial tiles through shared
memory (written and read once each) before its output tile.
The epilogue's arithmetic (scales, bias, activation: a few instructions per output) is not
counted. At decode sizes (M <= 16: one m16 row of tiles) a W4A16 GEMM reads each weight byte once
and is DRAM-bound; at prefill sizes it is the f16 GEMM plus the in-loop dequantisation.

Model constants (``ModelConstants``). Every rate above is the datasheet's; a kernel reaches a
fraction of each. ``estimate``, ``attention_estimate`` and ``memory_estimate`` take
``constants=``: per-target efficiency factors (the achieved fraction of the issue rate, the
Tensor Core peak, the shared-memory, L2 and DRAM bandwidths: each limiter's time is divided by
its factor) and a fixed time per launch (added to the total, once per kernel launched: twice with
a split-K reduction). The defaults (DEFAULT_CONSTANTS: factors 1.0, no launch time) are the
datasheet model described here; ``tirc tune db calibrate`` fits them to a target's GPU
measurements (tirc/tune/calibrate.py). The MUFU rate of attention kernels has no factor yet.

Memory-bound kernels (reductions, scans, SIMT elementwise kernels: ``memory_estimate``). Such a
kernel is as fast as DRAM delivers its bytes, so the model counts only those: the bytes it must
move (tirc/runtime/traffic.py: the whole buffer behind each pointer argument it loads from, and
each it stores to, from the launch plan's sizes and the kernel's PTX) at Target.dram_gb_per_s,
the datasheet bandwidth of the device its row names. Nothing is assumed to stay in L2 (a buffer
the previous kernel wrote may still be there: the kernel is then faster than estimated), and
compute, launch overhead and partial sectors are not modelled: the time is a lower bound for the
kernel as written, and its fraction of the bandwidth an upper bound. What holds a kernel below
the full bandwidth is how much of the machine its grid keeps busy. Blocks run in waves of SMs x
resident blocks per SM (occupancy as for GEMMs, from the kernel's threads, registers and shared
memory). A wave draws the bandwidth share of the SMs it occupies: all of it with a block on every
SM, active SMs / SMs with fewer blocks than SMs (a row reduction of 8 blocks reaches at most 8/108
of an A100's bandwidth), scaled by resident warps / WARPS_TO_HIDE_LATENCY where an SM has fewer
warps than that to hide DRAM latency with. Every block moves the same bytes; time = the sum over
the waves of the wave's bytes / (bandwidth x its share).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from math import ceil
from typing import TYPE_CHECKING

from tirc.dtypes import itemsize
from tirc.schedule.model import ELEMENT_BYTES, MMA_SHAPES, WARPGROUP_THREADS, Schedule, wgmma_shape
from tirc.target import FP8_TENSOR_CORE_CHIPS, TENSOR_CORE_RATE, Target, has_fp8_tensor_cores

if TYPE_CHECKING:   # MLIR where attributes are read or built only: a machine without it imports this module
    from mlir import ir

    from tirc.schedule.attention import AttentionProblem, AttentionSchedule

DEFAULT_INSTRUCTIONS_PER_MMA = 3.0  # tirc's and Triton's Ampere main loops measure 1.7-3.3 in SASS
ISSUE_PER_CLK = 4                   # warp schedulers per SM, one instruction per clock each
WARPS_TO_HIDE_LATENCY = 8           # two resident warps per scheduler
# A tile load's latency, global memory to shared memory, in SM clocks: the order of an L2 miss on
# Ampere and Hopper (a hit takes about half). Only the pipeline time uses it.
LOAD_LATENCY_CLK = 500
RESERVED_SHARED_PER_BLOCK = 1024    # bytes the CUDA driver keeps per block (sm_80 and later)
SM_SIDE = ("issue", "tensor_core", "shared_memory")
MEMORY_SIDE = ("l2", "dram")
PEAK_NAMES = {"f16": "f16", "bf16": "bf16", "f32": "tf32", "i8": "int8", "f8E4M3FN": "fp8", "f8E5M2": "fp8"}
FP8_ELEMENTS = ("f8E4M3FN", "f8E5M2")
LIMITER_NAMES = {"issue": "issue", "tensor_core": "Tensor Core", "shared_memory": "shared-memory", "l2": "L2",
                 "dram": "DRAM", "waves": "wave", "occupancy": "occupancy", "pipeline": "pipeline latency",
                 "mufu": "exp2 (MUFU)"}
# Kernel name -> {schedule, M, N, K, B (static sizes only), in, out, acc}: set by tir-tile on the
# module so that the kernel report can estimate each kernel.
KERNEL_PROBLEMS_ATTR = "tir.kernel_problems"


@dataclass(frozen=True)
class GemmProblem:
    m: int
    n: int
    k: int
    batch: int = 1
    in_element: str = "f16"    # tirc element names (tirc.dtypes: f16, bf16, f32, i8, f8E4M3FN, ...)
    out_element: str = "f16"
    acc_element: str = "f32"


@dataclass(frozen=True)
class ModelConstants:
    """Per-target efficiency factors of the static model (see "Model constants" in the module
    docstring): a limiter's datasheet time is divided by its factor, so 0.8 means 80% of the
    datasheet rate is achieved. The defaults are the datasheet model."""
    issue: float = 1.0            # instructions issued per clock per scheduler (stalls on dependencies, barriers)
    tensor_core: float = 1.0      # fraction of the dense Tensor Core peak a stream of mma reaches
    shared_memory: float = 1.0    # fraction of Target.shared_bytes_per_clk (bank conflicts, wavefront replays)
    l2: float = 1.0               # fraction of Target.l2_bytes_per_clk (slice contention, hit rate)
    dram: float = 1.0             # fraction of Target.dram_gb_per_s (HBM reaches about 80-90% of its datasheet)
    launch_seconds: float = 0.0   # fixed seconds per launch: the launch itself, prologue and epilogue the model skips

    def describe(self) -> str:
        """``datasheet`` for the defaults, else the constants that differ from them."""
        default = ModelConstants()
        changed = [f"{field.name.replace('_', ' ')} {format_constant(field.name, getattr(self, field.name))}"
                   for field in fields(self) if getattr(self, field.name) != getattr(default, field.name)]
        return ", ".join(changed) if changed else "datasheet"


DEFAULT_CONSTANTS = ModelConstants()


def format_constant(name: str, value: float) -> str:
    """A constant as reports print it: a factor to three significant digits, a launch time in us."""
    return f"{value * 1e6:.3g} us" if name == "launch_seconds" else f"{value:.3g}"


@dataclass(frozen=True)
class KernelFacts:
    """What the compiled kernel measures (SASS main loop, nvJitLink resources)."""
    instructions_per_mma: float
    registers: int
    spill_bytes: int
    shared_bytes: int          # static + dynamic shared memory per block


@dataclass(frozen=True)
class QuantOperands:
    """What a quantised GEMM reads beyond ``GemmProblem``'s A and B (see "Quantised GEMMs" in the
    module docstring). The problem's ``in_element`` is the Tensor Core input type (f16 for W4A16,
    i8 for W8A8, f8E4M3FN for fp8); B is stored at ``b_bytes`` per element."""
    b_bytes: float                # bytes per stored element of B: 0.5 for u4 packed 8 to a word, 1 for s8/fp8
    group: int = 0                # K rows per group of B's scales and zero points (0: none)
    group_bytes: float = 0.0      # bytes per group and column of B: its scale and zero point (f16 + u4: 2.5)
    row_bytes: int = 0            # bytes per row of A the epilogue reads (a per-token f32 scale: 4)
    column_bytes: int = 0         # bytes per column of B the epilogue reads (per-channel f32 scale 4, f16 bias 2)
    # SASS instructions one warp spends turning one B fragment (one k16 x n8 mma operand) into the
    # mma's type in the main loop: the model's figure when no SASS is at hand (see the docstring).
    dequant_instructions: float = 0.0
    # Warps of a block that split each K step between them (an in-block split-K: each warp reads
    # its own K rows of the A and B tiles, and the partial sums meet in shared memory), 1 for none.
    k_split_warps: int = 1


# Without SASS: a u4 -> f16/bf16 B fragment (4 weights a thread, half a packed word) costs a shift
# (shared by the two fragments of a word), two lop3 (mask and magic exponent) and two hfma2 (scale and
# zero) per thread: 4.5 instructions.
DEFAULT_U4_DEQUANT_INSTRUCTIONS = 4.5


@dataclass(frozen=True)
class KernelEstimate:
    """The static model's estimate for one kernel launch (seconds; not a measurement)."""
    # limiter -> estimated seconds (SM_SIDE, waves, occupancy, pipeline, MEMORY_SIDE, reduction)
    times: dict[str, float]
    limiter: str
    seconds: float
    peak_fraction: float       # of the target's dense Tensor Core peak for the input type
    peak_name: str             # f16, bf16, tf32, int8
    blocks: int
    blocks_per_sm: int
    occupancy_limit: str       # what bounds blocks per SM: blocks, threads, registers, shared memory
    waves: int
    instructions_per_mma: float
    measured: bool             # instructions per mma and registers come from the kernel's SASS


def problem_attr(schedule: Schedule, sizes: dict[str, int | None], elements: dict[str, str]) -> ir.DictAttr:
    """The ``tir.kernel_problems`` entry of one kernel: its schedule, static sizes, element types."""
    from mlir import ir
    i64 = ir.IntegerType.get_signless(64)
    entries: dict[str, ir.Attribute] = {"schedule": schedule.to_attr()}
    entries.update({name: ir.IntegerAttr.get(i64, size) for name, size in sizes.items() if size is not None})
    entries.update({name: ir.StringAttr.get(element) for name, element in elements.items()})
    return ir.DictAttr.get(entries)


def problem_from_attr(attr: ir.Attribute) -> tuple[Schedule, GemmProblem | None]:
    """The schedule and the problem of a ``problem_attr`` entry (None: a size is dynamic)."""
    from mlir import ir
    table = ir.DictAttr(attr)
    schedule = Schedule.from_attr(table["schedule"])
    if any(name not in table for name in ("M", "N", "K")):
        return schedule, None
    size = {name: ir.IntegerAttr(table[name]).value for name in ("M", "N", "K", "B") if name in table}
    element = {name: ir.StringAttr(table[name]).value for name in ("in", "out", "acc")}
    return schedule, GemmProblem(size["M"], size["N"], size["K"], size.get("B", 1), element["in"], element["out"],
                                 element["acc"])


def peak_flops(target: Target, in_element: str) -> float:
    """The target's dense Tensor Core peak for the input element type, FLOP/s (ValueError for an
    8-bit float on a chip without fp8 mma)."""
    if in_element in FP8_ELEMENTS and not has_fp8_tensor_cores(target):
        raise ValueError(f"{target.chip} has no {PEAK_NAMES[in_element]} Tensor Core instructions "
                         f"(FP8_TENSOR_CORE_CHIPS: {', '.join(FP8_TENSOR_CORE_CHIPS)})")
    rate = target.tensor_core_flops_per_clk * TENSOR_CORE_RATE[in_element]
    return rate * target.sm_count * target.clock_mhz * 1e6


def estimated_registers(schedule: Schedule, problem: GemmProblem) -> int:
    """Registers per thread when no SASS is at hand: accumulators, two fragment sets, addresses.
    A wgmma schedule's consumer warpgroups share the tile's accumulators and read A and B from
    shared memory (no fragments)."""
    if schedule.is_wgmma:
        accumulator_bytes = schedule.tile_m * schedule.tile_n * itemsize(problem.acc_element)
        return accumulator_bytes // 4 // (schedule.warpgroups * WARPGROUP_THREADS) + 32
    warp_m, warp_n = schedule.warp_tile
    mma_k = MMA_SHAPES[schedule.mma][2]
    accumulators = warp_m * warp_n * itemsize(problem.acc_element) // 4 // 32
    fragments = (warp_m + warp_n) * mma_k * itemsize(problem.in_element) // 4 // 32
    return accumulators + 2 * fragments + 32


def blocks_per_sm(schedule: Schedule, target: Target, registers: int, shared_bytes: int) -> tuple[int, str]:
    """Resident blocks per SM and the resource that bounds them."""
    return resident_blocks(schedule.block_threads, target, registers, shared_bytes)


def resident_blocks(block_threads: int, target: Target, registers: int, shared_bytes: int) -> tuple[int, str]:
    """Resident blocks per SM of ``block_threads`` threads and the resource that bounds them."""
    warps = ceil(block_threads / 32)
    registers_per_warp = ceil(max(registers, 1) / 8) * 8 * 32  # allocated in units of 256 per warp
    limits = {"blocks": target.max_blocks_per_sm,
              "threads": target.max_threads_per_sm // (warps * 32),
              "registers": target.registers_per_sm // (registers_per_warp * warps),
              "shared memory": target.shared_memory_per_sm // (shared_bytes + RESERVED_SHARED_PER_BLOCK)}
    bound = min(limits, key=lambda name: limits[name])
    return limits[bound], bound


def _dram_bytes(schedule: Schedule, problem: GemmProblem, target: Target, resident: int, blocks: int,
                a_panel: float, b_panel: float, c_bytes: float, compulsory: float) -> float:
    """DRAM traffic of the A and B reads and the C write (see the module docstring); ``compulsory``
    is every input read once and C written once."""
    if compulsory <= target.l2_bytes:
        return compulsory
    grid_m, grid_n = ceil(problem.m / schedule.tile_m), ceil(problem.n / schedule.tile_n)
    wave = max(1, min(resident, blocks))
    # Grouped order walks raster_group tile rows down M, then moves along N: the tile rows and
    # columns one wave of consecutive blocks covers.
    rows = min(grid_m, max(min(schedule.raster_group, wave), ceil(wave / grid_n)))
    columns = min(grid_n, ceil(wave / rows))
    return max(compulsory, ceil(blocks / wave) * (rows * a_panel + columns * b_panel) + c_bytes)


@dataclass(frozen=True)
class Panels:
    """The global bytes of one GEMM launch by the tiling (see the module docstring): each block's A
    panel (its rows over its K range) and B panel (its columns, with their scales and zero points,
    and the epilogue's per-row and per-column inputs), and the output (or split-K workspace)."""
    a_panel: float
    b_panel: float
    blocks: int
    written: int               # C, or the f32 split-K workspace
    compulsory: float          # A, B (scales, zeros, epilogue inputs) read once, C written once

    @property
    def requested(self) -> float:
        """Bytes the blocks request from L2 (a panel several blocks read counts once per block)."""
        return self.blocks * (self.a_panel + self.b_panel) + self.written


def panels(schedule: Schedule, problem: GemmProblem, quant: QuantOperands | None = None) -> Panels:
    """The ``Panels`` of ``schedule`` on ``problem`` (B stored as ``quant`` says, else as A)."""
    in_bytes, out_bytes = itemsize(problem.in_element), itemsize(problem.out_element)
    b_bytes = quant.b_bytes if quant else in_bytes
    blocks = problem.batch * ceil(problem.m / schedule.tile_m) * ceil(problem.n / schedule.tile_n) * schedule.split_k
    depth = ceil(ceil(problem.k / schedule.tile_k) / schedule.split_k) * schedule.tile_k
    rows, columns = min(schedule.tile_m, problem.m), min(schedule.tile_n, problem.n)
    a_panel = rows * depth * in_bytes
    b_panel = columns * depth * b_bytes
    a_once = problem.batch * problem.m * problem.k * in_bytes
    b_once = problem.batch * problem.n * problem.k * b_bytes
    if quant is not None:
        groups = ceil(depth / quant.group) if quant.group else 0
        a_panel += rows * quant.row_bytes
        b_panel += columns * (groups * quant.group_bytes + quant.column_bytes)
        a_once += problem.batch * problem.m * quant.row_bytes
        b_once += problem.batch * problem.n * ((ceil(problem.k / quant.group) * quant.group_bytes if quant.group else 0)
                                               + quant.column_bytes)
    c_bytes = problem.batch * problem.m * problem.n * out_bytes
    workspace = problem.batch * problem.m * problem.n * 4 * schedule.split_k if schedule.split_k > 1 else 0
    return Panels(a_panel, b_panel, blocks, workspace or c_bytes, a_once + b_once + c_bytes)


def plain_tile_conflicts(row_bytes: int) -> int:
    """Ways of bank conflict of an ldmatrix phase on a plain (unswizzled) shared tile whose rows are
    ``row_bytes`` apart: its 8 lanes read 16 bytes at the start of 8 consecutive rows, and the 32
    banks hold 8 such 16-byte chunks, so rows whose chunk index (offset / 16 mod 8) repeats conflict."""
    chunks = {(row * row_bytes // 16) % 8 for row in range(8)}
    return 8 // len(chunks)


def estimate(schedule: Schedule, problem: GemmProblem, target: Target,
             facts: KernelFacts | None = None, quant: QuantOperands | None = None, *,
             constants: ModelConstants = DEFAULT_CONSTANTS) -> KernelEstimate:
    """The estimated time and limiter of one GEMM kernel (plus its split-K reduction); ``quant``
    for a quantised GEMM (its B bytes, scales, zero points, epilogue inputs and dequantisation);
    ``constants`` scale the datasheet rates (the defaults leave them)."""
    in_bytes, out_bytes = itemsize(problem.in_element), itemsize(problem.out_element)
    b_bytes = quant.b_bytes if quant else in_bytes
    mma_m, mma_n, mma_k = wgmma_shape(schedule.mma) or MMA_SHAPES[schedule.mma]
    # A wgmma is issued by each of the 4 warps of its warpgroup (the loop's instructions too).
    issuing_warps = WARPGROUP_THREADS // 32 if schedule.is_wgmma else 1
    moved = panels(schedule, problem, quant)
    blocks = moved.blocks
    k_steps = ceil(ceil(problem.k / schedule.tile_k) / schedule.split_k)
    mma_per_block = (schedule.tile_m // mma_m) * (schedule.tile_n // mma_n) * (schedule.tile_k // mma_k) * k_steps
    mmas = blocks * mma_per_block
    instructions_per_mma = facts.instructions_per_mma if facts else DEFAULT_INSTRUCTIONS_PER_MMA
    if facts is None and quant is not None and quant.dequant_instructions:
        # Each warp dequantises a B fragment once and uses it for its warp_m / 16 m16 tiles.
        instructions_per_mma += quant.dequant_instructions / max(1, schedule.warp_tile[0] // 16)
    registers = facts.registers if facts else estimated_registers(schedule, problem)
    shared = facts.shared_bytes if facts else schedule.shared_bytes(in_bytes, out_bytes)
    per_sm, occupancy_limit = blocks_per_sm(schedule, target, registers, shared)
    clock = target.clock_mhz * 1e6
    sm_cycles = target.sm_count * clock  # SM clocks per second, all SMs
    peak = peak_flops(target, problem.in_element) / sm_cycles  # FLOP per clock per SM

    tile_k_bytes = (schedule.tile_m * in_bytes + schedule.tile_n * b_bytes) * schedule.tile_k
    if schedule.is_wgmma:   # each warpgroup's wgmmas read its rows of A and all of B; results go out from registers
        ldmatrix_bytes = ((schedule.tile_m * in_bytes + schedule.warpgroups * schedule.tile_n * b_bytes)
                          * schedule.tile_k)
        staging = 0
    elif quant is not None and quant.k_split_warps > 1:   # each tile row read by one warp; f32 partials summed
        ldmatrix_bytes = tile_k_bytes
        staging = 2 * schedule.tile_m * schedule.tile_n * (quant.k_split_warps * 4 + out_bytes)
    else:
        ways = 1 if schedule.swizzle else plain_tile_conflicts(int(schedule.tile_k * in_bytes))
        ldmatrix_bytes = ((schedule.warps_n * schedule.tile_m * in_bytes + schedule.warps_m * schedule.tile_n * b_bytes)
                          * schedule.tile_k * ways)
        staging = 2 * schedule.tile_m * schedule.tile_n * out_bytes
    shared_traffic = blocks * ((tile_k_bytes + ldmatrix_bytes) * k_steps + staging)
    times = {"issue": instructions_per_mma * mmas * issuing_warps / (ISSUE_PER_CLK * sm_cycles) / constants.issue,
             "tensor_core": mmas * 2 * mma_m * mma_n * mma_k / (peak * sm_cycles) / constants.tensor_core,
             "shared_memory": shared_traffic / (target.shared_bytes_per_clk * sm_cycles) / constants.shared_memory}
    sm_side = max(times[name] for name in SM_SIDE)
    times["waves"] = sm_side * ceil(blocks / target.sm_count) * target.sm_count / blocks
    resident_warps = min(per_sm, ceil(blocks / target.sm_count)) * schedule.block_threads // 32
    times["occupancy"] = times["waves"] * max(1.0, WARPS_TO_HIDE_LATENCY / max(resident_warps, 1))

    c_bytes = problem.batch * problem.m * problem.n * out_bytes
    workspace = moved.written if schedule.split_k > 1 else 0
    workspace_in_l2 = workspace <= target.l2_bytes
    l2_rate, dram_rate = target.l2_bytes_per_clk * clock * constants.l2, target.dram_gb_per_s * 1e9 * constants.dram
    times["l2"] = moved.requested / l2_rate
    c_to_dram = 0 if workspace_in_l2 and workspace else moved.written
    dram = _dram_bytes(schedule, problem, target, per_sm * target.sm_count, blocks, moved.a_panel, moved.b_panel,
                       c_to_dram, moved.compulsory - c_bytes + c_to_dram)
    times["dram"] = dram / dram_rate
    reduction_bytes = workspace + (c_bytes if workspace else 0)
    times["reduction"] = reduction_bytes / (l2_rate if workspace_in_l2 else dram_rate)

    wave_count = ceil(blocks / (target.sm_count * per_sm)) if per_sm else ceil(blocks / target.sm_count)
    waiting = wave_count * k_steps * LOAD_LATENCY_CLK / clock
    if quant is not None and quant.k_split_warps > 1:
        times["pipeline"] = 0.0   # loads straight into registers, every warp its own: occupancy hides them
    else:
        times["pipeline"] = waiting / (schedule.stages - 1) if schedule.stages > 1 else waiting + times["occupancy"]
    sm_time = max(times["occupancy"], times["pipeline"])

    memory = max(times[name] for name in MEMORY_SIDE)
    if memory > sm_time:
        limiter = max(MEMORY_SIDE, key=lambda name: times[name])
    elif times["pipeline"] > times["occupancy"]:
        limiter = "pipeline"
    else:  # the largest share of the SM-side time: the busiest resource, the wave tail or the latency
        shares = {max(SM_SIDE, key=lambda name: times[name]): sm_side, "waves": times["waves"] - sm_side,
                  "occupancy": times["occupancy"] - times["waves"]}
        limiter = max(shares, key=lambda name: shares[name])
    launches = 2 if workspace else 1   # the GEMM kernel, and the split-K reduction kernel
    seconds = max(sm_time, memory) + times["reduction"] + launches * constants.launch_seconds
    useful = 2 * problem.m * problem.n * problem.k * problem.batch
    return KernelEstimate(times, limiter, seconds, useful / (seconds * peak * sm_cycles),
                          PEAK_NAMES[problem.in_element], blocks, per_sm, occupancy_limit,
                          ceil(blocks / (target.sm_count * per_sm)) if per_sm else 0, instructions_per_mma,
                          facts is not None)


# ---------------------------------------------------------------------------------------------
# Memory-bound kernels (no Tensor Core schedule): see "Memory-bound kernels" in the module docstring


@dataclass(frozen=True)
class MemoryEstimate:
    """The static model's estimate for one kernel without a Tensor Core schedule (not a measurement)."""
    seconds: float
    bandwidth_fraction: float  # of the target's DRAM bandwidth: bytes / seconds / Target.dram_gb_per_s
    bytes_read: int
    bytes_written: int
    blocks: int
    blocks_per_sm: int
    occupancy_limit: str       # what bounds blocks per SM: blocks, threads, registers, shared memory
    waves: int
    active_sms: int            # SMs with a block in the first wave


def memory_estimate(bytes_read: int, bytes_written: int, blocks: int, block_threads: int, target: Target,
                    registers: int = 0, shared_bytes: int = 0, *,
                    constants: ModelConstants = DEFAULT_CONSTANTS) -> MemoryEstimate:
    """The time a kernel of ``blocks`` blocks of ``block_threads`` threads needs to move its bytes
    through DRAM (see the module docstring); ``registers`` per thread (0: unknown, taken as few)
    and ``shared_bytes`` per block bound how many blocks an SM holds; ``constants``: the DRAM
    factor and the launch time (the fraction of bandwidth stays that of the datasheet's)."""
    per_sm, limit = resident_blocks(block_threads, target, registers, shared_bytes)
    per_sm = max(per_sm, 1)   # a block that fits nowhere would not launch; the report says by what
    slots = target.sm_count * per_sm
    warps = ceil(block_threads / 32)
    moved = bytes_read + bytes_written
    full_waves, tail = divmod(max(blocks, 1), slots)
    datasheet_rate = target.dram_gb_per_s * 1e9
    rate = datasheet_rate * constants.dram

    def share(wave_blocks: int) -> float:
        """The fraction of the bandwidth a wave of ``wave_blocks`` blocks draws: the SMs it
        occupies, each hiding latency with its resident warps."""
        active = min(target.sm_count, wave_blocks)
        resident_warps = ceil(wave_blocks / target.sm_count) * warps
        return active / target.sm_count * min(1.0, resident_warps / WARPS_TO_HIDE_LATENCY)

    per_block = moved / max(blocks, 1)
    seconds = per_block * (full_waves * slots / (rate * share(slots)) + (tail / (rate * share(tail)) if tail else 0.0))
    seconds += constants.launch_seconds
    return MemoryEstimate(seconds, moved / seconds / datasheet_rate if seconds > 0 else 0.0, bytes_read,
                          bytes_written, blocks, per_sm, limit, full_waves + (1 if tail else 0),
                          min(target.sm_count, max(blocks, 1)))


# ---------------------------------------------------------------------------------------------
# Fused attention (tir.attention kernels): see "Attention kernels" in attention_estimate's docstring

MUFU_EX2_PER_CLK = 16          # exp2 (MUFU.EX2) results per clock per SM, sm_80 and sm_90
EQUIVALENT_MACS = 16 * 8 * 16  # multiply-adds of one m16n8k16-equivalent (tirc/emit/sass.py's unit)
ATTENTION_SM_SIDE = ("issue", "tensor_core", "mufu", "shared_memory")
# Without SASS: an FA2 loop per warp and 64-key tile at D = 64 holds 64 HMMA beside ~200 softmax,
# conversion and ldmatrix instructions (the figure is an assumption, the report says so).
DEFAULT_INSTRUCTIONS_PER_ATTENTION_MMA = 4.0
# Kernel name -> {problem: tir.attention's dictionary, schedule: tir.schedule's}: set by
# tir-attention on the module for each main attention kernel (not a split-KV combine kernel), so
# that the kernel report can count its FLOP and estimate it.
KERNEL_ATTENTION_ATTR = "tir.kernel_attention"


def attention_attr(problem: AttentionProblem, schedule: AttentionSchedule) -> ir.DictAttr:
    """The ``tir.kernel_attention`` entry of one attention kernel."""
    from mlir import ir
    return ir.DictAttr.get({"problem": problem.to_attr(), "schedule": schedule.to_attr()})


def attention_from_attr(attr: ir.Attribute) -> tuple[AttentionProblem, AttentionSchedule]:
    from mlir import ir
    from tirc.schedule.attention import AttentionProblem, AttentionSchedule
    table = ir.DictAttr(attr)
    return AttentionProblem.from_attr(table["problem"]), AttentionSchedule.from_attr(table["schedule"])


@dataclass(frozen=True)
class AttentionWork:
    """What one attention launch does, counted over whole tiles (a tile on the causal diagonal or
    past the last key still costs its full mma and exp2 instructions)."""
    blocks: int                # row tiles x (batch, head) pairs (x splits for split-KV)
    block_threads: int
    key_tiles: int             # block_n-key tiles all blocks together walk
    macs: int                  # padded multiply-adds of both products (Tensor Core work)
    exponentials: int          # exp2 of every padded score and of each row's rescale per key tile
    shared_bytes: int          # bytes through shared memory: K/V tiles written once, read by each reader
    l2_bytes: int              # Q read and O written once, each block's K/V tiles read
    dram_bytes: int            # compulsory: Q, K, V read once, O written once


def _key_tiles_per_row_tile(problem: AttentionProblem, rows: int, block_m: int, block_n: int,
                            keys: int) -> list[int]:
    """Key tiles each row tile of ``block_m`` rows (of ``rows``) walks over ``keys`` keys: all of
    them, or causal up to its last row's diagonal."""
    tiles = []
    for start in range(0, rows, block_m):
        visible = keys
        if problem.causal != "none":
            last_row = min(rows, start + block_m) - 1
            visible = max(0, min(keys, last_row + problem.diagonal + 1))
        tiles.append(ceil(visible / block_n))
    return tiles


def attention_work(problem: AttentionProblem, schedule: AttentionSchedule) -> AttentionWork:
    """Count the work of ``schedule`` on ``problem`` (see attention_estimate)."""
    from tirc.schedule.attention import decode_rows
    in_bytes, out_bytes = ELEMENT_BYTES[problem.element], ELEMENT_BYTES[problem.out_element]
    d, dv = problem.head_dim, problem.head_dim_v
    if schedule.kernel == "split_kv":   # a block: every query row of one KV head, a 1/splits range of keys
        pairs, rows = problem.batch * problem.kv_heads, decode_rows(problem)
        per_split = ceil(ceil(problem.seq_kv / schedule.block_n) / schedule.splits)   # key tiles of a split
        per_pair = [per_split * schedule.splits] * ceil(rows / schedule.block_m)
        blocks = pairs * ceil(rows / schedule.block_m) * schedule.splits
    else:
        pairs, rows = problem.batch * problem.heads, problem.seq_q
        per_pair = _key_tiles_per_row_tile(problem, rows, schedule.block_m, schedule.block_n, problem.seq_kv)
        blocks = pairs * len(per_pair)
    key_tiles = pairs * sum(per_pair)
    scores = key_tiles * schedule.block_m * schedule.block_n
    # Each reader of a K/V tile reads all of it: a warp of mma.sync (it owns rows of the block and
    # reuses its K/V fragments across them) or each m64 wgmma of the block's rows (a consumer
    # warpgroup owns 64 rows, or issues one wgmma per 64 rows it owns). A split-KV warp reads only
    # its block_n / warps keys of the tile: the tile is read once.
    readers = {"wgmma": max(1, schedule.block_m // 64), "split_kv": 1}.get(schedule.kernel, schedule.warps)
    kv_tile = schedule.block_n * (d + dv) * in_bytes
    q_bytes = problem.batch * problem.heads * problem.seq_q * d * in_bytes
    o_bytes = problem.batch * problem.heads * problem.seq_q * dv * out_bytes
    kv_bytes = problem.batch * problem.kv_heads * problem.seq_kv * (d + dv) * in_bytes
    return AttentionWork(blocks, schedule.warps * 32, key_tiles, scores * (d + dv),
                         scores + key_tiles * schedule.block_m, key_tiles * kv_tile * (1 + readers),
                         q_bytes + o_bytes + key_tiles * kv_tile, q_bytes + o_bytes + kv_bytes)


@dataclass(frozen=True)
class AttentionEstimate:
    """The static model's estimate for one attention kernel launch (seconds; not a measurement)."""
    times: dict[str, float]    # limiter -> seconds (ATTENTION_SM_SIDE, waves, occupancy, pipeline, l2, dram)
    limiter: str
    seconds: float
    flops: int                 # useful FLOP: AttentionProblem.flops() (visible pairs only)
    tflops: float              # flops / seconds / 1e12
    peak_fraction: float       # of the target's dense Tensor Core peak for the input type
    blocks: int
    blocks_per_sm: int
    occupancy_limit: str
    waves: int
    instructions_per_equivalent: float
    measured: bool             # instructions per equivalent and registers come from the kernel's SASS


def attention_estimate(problem: AttentionProblem, schedule: AttentionSchedule, target: Target,
                       facts: KernelFacts | None = None, *,
                       constants: ModelConstants = DEFAULT_CONSTANTS) -> AttentionEstimate:
    """The estimated time and limiter of one fused-attention kernel.

    Attention kernels. ``facts.instructions_per_mma`` is here the main loop's SASS instructions
    per m16n8k16-equivalent (tirc/emit/sass.py: an HMMA.16816 is 1, an HGMMA.64xNx16 N/8 in each
    of the 4 warps issuing it), so that one figure covers mma.sync and wgmma kernels. Work, over
    whole tiles (attention_work): a block owns ``block_m`` query rows of one (batch, head) and
    walks ``ceil(visible keys / block_n)`` key tiles, the visible keys being all of them, or with
    a causal mask those up to its last row's diagonal (about half the tiles: causal halving); a
    split-KV block owns the ``group x seq_q`` rows of one KV head (padded to an m16 tile) and
    ``ceil(key tiles / splits)`` key tiles.
    Scores = key tiles x block_m x block_n; MACs = scores x (D + D_v);
    equivalents = MACs / (16·8·16).

    Limiters, each a time for the whole launch (SM clocks/s = SMs x clock):
    - issue: instructions per equivalent x equivalents / (4 schedulers x SM clocks/s): the loop
      holds the softmax (FFMA, FMNMX, shuffles, MUFU.EX2, conversions) beside the mma, so it is
      what the instruction count measures. Without SASS: DEFAULT_INSTRUCTIONS_PER_ATTENTION_MMA.
    - tensor_core: 2 x MACs / (the target's dense peak FLOP per clock per SM x SM clocks/s).
    - mufu: exp2 results (one per score, plus one rescale factor per row per key tile) /
      (MUFU_EX2_PER_CLK x SM clocks/s). Per score the Tensor Cores spend 2(D + D_v) FLOP; at
      D = D_v = 64 that is 256 FLOP, 1/8 clock of an A100 SM (2048 FLOP/clk) against 1/16 clock
      of exp2, but 1/16 clock of an H100 SM (4096 FLOP/clk) too: on sm_90 the exponentials are as
      long as the products unless they overlap.
    - shared_memory: each K/V tile written once (cp.async / TMA) and read whole by each reader
      (a warp of mma.sync; each m64 wgmma row tile, block_m / 64 of them; split-KV warps each
      read their own keys of it, so once) at Target.shared_bytes_per_clk.
    - The SM-side resources are assumed to overlap (the time is their maximum, as for GEMMs: the
      softmax of one warp hides behind another warp's mma); ``waves`` and ``occupancy`` then scale
      it as in the GEMM model (blocks per SM from the kernel's registers and shared memory; fewer
      than WARPS_TO_HIDE_LATENCY resident warps stretch it).
    - pipeline: as a GEMM's K loop (the module docstring): a block's key tiles arrive
      LOAD_LATENCY_CLK apart over ``stages`` - 1 tiles in flight, and wait in full with one stage.
    - l2: Q read and O written once, every block's K/V tiles read; dram: Q, K, V read and O
      written once (K and V stay in L2 between the blocks of a head).
    Time = max(occupancy, l2, dram); TFLOP/s = AttentionProblem.flops() (the visible pairs, so a
    causal attention gets no credit for the masked half of its diagonal tiles) / time; fraction
    of peak = that / the target's dense Tensor Core peak for the input type. The split-KV combine
    kernel is a separate, memory-bound kernel and not counted here. ``constants`` scale the issue,
    Tensor Core, shared-memory, L2 and DRAM rates and add a launch time, as for GEMMs (MUFU's rate
    has no factor). As for GEMMs the prologue (the
    Q tile, the pipeline's first K/V tiles) and the epilogue (1/rowsum, the O store) are not
    counted, and overlap is taken as perfect: the rate is an upper bound, loosest for blocks that
    walk few key tiles (short S_kv).
    """
    from tirc.schedule.attention import shared_bytes as attention_shared_bytes
    work = attention_work(problem, schedule)
    per_equivalent = facts.instructions_per_mma if facts else DEFAULT_INSTRUCTIONS_PER_ATTENTION_MMA
    registers = facts.registers if facts else 128
    shared = facts.shared_bytes if facts else attention_shared_bytes(problem, schedule)
    per_sm, occupancy_limit = resident_blocks(work.block_threads, target, registers, shared)
    clock = target.clock_mhz * 1e6
    sm_cycles = target.sm_count * clock
    peak = peak_flops(target, problem.element)
    equivalents = work.macs / EQUIVALENT_MACS
    times = {"issue": per_equivalent * equivalents / (ISSUE_PER_CLK * sm_cycles) / constants.issue,
             "tensor_core": 2 * work.macs / peak / constants.tensor_core,
             "mufu": work.exponentials / (MUFU_EX2_PER_CLK * sm_cycles),
             "shared_memory": work.shared_bytes / (target.shared_bytes_per_clk * sm_cycles) / constants.shared_memory}
    sm_side = max(times[name] for name in ATTENTION_SM_SIDE)
    times["waves"] = sm_side * ceil(work.blocks / target.sm_count) * target.sm_count / work.blocks
    resident_warps = min(max(per_sm, 1), ceil(work.blocks / target.sm_count)) * work.block_threads // 32
    times["occupancy"] = times["waves"] * max(1.0, WARPS_TO_HIDE_LATENCY / max(resident_warps, 1))
    times["l2"] = work.l2_bytes / (target.l2_bytes_per_clk * clock) / constants.l2
    times["dram"] = work.dram_bytes / (target.dram_gb_per_s * 1e9) / constants.dram
    # As a GEMM's K loop (see "pipeline" in the module docstring): each block's key tiles arrive
    # LOAD_LATENCY_CLK apart over stages - 1 tiles in flight, or wait in full with one stage.
    waves = ceil(work.blocks / (target.sm_count * max(per_sm, 1)))
    waiting = waves * ceil(work.key_tiles / work.blocks) * LOAD_LATENCY_CLK / clock
    times["pipeline"] = waiting / (schedule.stages - 1) if schedule.stages > 1 else waiting + times["occupancy"]
    sm_time = max(times["occupancy"], times["pipeline"])
    memory = max(times[name] for name in MEMORY_SIDE)
    if memory > sm_time:
        limiter = max(MEMORY_SIDE, key=lambda name: times[name])
    elif times["pipeline"] > times["occupancy"]:
        limiter = "pipeline"
    else:
        shares = {max(ATTENTION_SM_SIDE, key=lambda name: times[name]): sm_side,
                  "waves": times["waves"] - sm_side, "occupancy": times["occupancy"] - times["waves"]}
        limiter = max(shares, key=lambda name: shares[name])
    seconds = max(sm_time, memory) + constants.launch_seconds
    flops = problem.flops()
    return AttentionEstimate(times, limiter, seconds, flops, flops / seconds / 1e12, flops / (seconds * peak),
                             work.blocks, per_sm, occupancy_limit,
                             ceil(work.blocks / (target.sm_count * per_sm)) if per_sm else 0, per_equivalent,
                             facts is not None)
