"""Per-target schedule choice and validation for Tensor Core contractions (sm_80 family).

``tensor_core_instruction`` says whether a contraction can use Tensor Cores at all (and if not,
why and what would fix it); ``choose_schedule`` picks a schedule; ``validate_schedule`` checks one
(the chosen one or a user's) against the problem and the target's limits with actionable errors.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tirc.diagnostics import REMARKS, TircError
from tirc.dtypes import FP8_TYPES
from tirc.mlir_support import source_location
from tirc.schedule.contraction import Contraction
from tirc.schedule.hopper import NotOnWgmma, wgmma_instruction, wgmma_violations
from tirc.schedule.model import ELEMENT_BYTES, MMA_SHAPES, Schedule
from tirc.target import FP8_TENSOR_CORE_CHIPS, Target, has_fp8_tensor_cores

# (input element, accumulator element) -> Tensor Core instruction
_INSTRUCTIONS = {
    ("f16", "f32"): "m16n8k16",
    ("f16", "f16"): "m16n8k16",
    ("bf16", "f32"): "m16n8k16",
    ("f32", "f32"): "m16n8k8",   # tf32
    ("i8", "i32"): "m16n8k32",
    # 8-bit floats (A and B each e4m3 or e5m2: B's element is the contraction's b_element), on Ada and Hopper.
    ("f8E4M3FN", "f32"): "m16n8k32",
    ("f8E5M2", "f32"): "m16n8k32",
}

# Block tiles the default schedule chooses from, most efficient first: (tile M, tile N, warps M,
# warps N). The large tiles amortise each thread's copy and address arithmetic over more mma
# (128x256, 8 warps of 64x64: 1.8 SASS instructions per mma on sm_80, against 2.1 for 128x128 and
# 4 warps); the narrow ones give skinny and decode-like problems (M <= 64) blocks enough to fill
# the GPU without computing rows that do not exist.
_BLOCK_TILES: tuple[tuple[int, int, int, int], ...] = (
    (128, 256, 2, 4), (128, 128, 2, 2), (64, 128, 1, 4), (64, 64, 2, 2), (32, 128, 1, 4), (32, 64, 1, 4),
    (16, 128, 1, 4), (16, 64, 1, 4))
# K per tile: 128 bytes of each A/B row per stage (64 f16/bf16, 32 tf32, 128 int8 or fp8), a whole
# 128-byte line per row and 4 mma steps per barrier.
_TILE_K = {"m16n8k16": 64, "m16n8k8": 32, "m16n8k32": 128}
MIN_STAGES = 3   # a tile below this many stages is not chosen while a smaller one gets it
# cp.async per thread and K step, at most: each keeps a 64-bit address live next to up to 128
# accumulator registers (128x128x64 f16 on 4 warps, 16 copies, spills once sizes are dynamic).
MAX_COPIES_PER_THREAD = 12
MAX_STAGES = 4   # deeper pipelines buy nothing once the copies of 3 tiles are in flight


MAX_ACCUMULATOR_REGISTERS = 128  # per thread; more leaves too few registers for fragments


@dataclass(frozen=True)
class NotOnTensorCores:
    reason: str
    fix: str

    def message(self) -> str:
        return f"not on Tensor Cores: {self.reason}" + (f" ({self.fix})" if self.fix else "")


TF32_SPEC_KEY = "allow_tf32: true"   # how an op spec opts in to tf32
TF32_FLAG = "--allow-tf32"           # how the command line does (for .mlir input)


def mma_sync_instruction(c: Contraction) -> str | None:
    """The mma.sync instruction ``c``'s element types take, or None: the table's entry, without
    asking whether the target has it or the user allows it (``tensor_core_instruction`` does).
    For the tuner's search space, which enumerates schedules of a contraction already known to
    run on Tensor Cores."""
    return _INSTRUCTIONS.get((c.in_element, c.acc_element))


def default_tile_k(mma: str) -> int:
    """The tile K ``choose_schedule`` starts from for ``mma`` (``_TILE_K``: 128 bytes of a row)."""
    return _TILE_K[mma]


def tensor_core_instruction(c: Contraction, target: Target, allow_tf32: bool,
                            tf32_opt_in: str = TF32_SPEC_KEY) -> str | NotOnTensorCores:
    """The mma.sync shape for this contraction, or why it cannot use Tensor Cores (``tf32_opt_in``:
    how the user allows tf32 for it, named in the reason). 8-bit float inputs have no other kernel
    (the SIMT path cannot widen them): where they cannot use Tensor Cores this raises, located at
    the contraction."""
    instruction = _tensor_core_instruction(c, target, allow_tf32, tf32_opt_in)
    if isinstance(instruction, NotOnTensorCores) and FP8_TYPES.keys() & {c.in_element, c.b_element}:
        raise TircError(f"{c.function}: a contraction of 8-bit float inputs runs only on Tensor Cores, and this one "
                        f"cannot: {instruction.reason}", hint=instruction.fix or None,
                        location=source_location(c.op.location, REMARKS.input_file))
    return instruction


def _tensor_core_instruction(c: Contraction, target: Target, allow_tf32: bool,
                             tf32_opt_in: str) -> str | NotOnTensorCores:
    key = (c.in_element, c.acc_element)
    fp8 = FP8_TYPES.keys() & {c.in_element, c.b_element}
    if fp8 and not has_fp8_tensor_cores(target):
        return NotOnTensorCores(f"{target.chip} has no 8-bit float Tensor Cores (e4m3 and e5m2 mma: "
                                f"{', '.join(FP8_TENSOR_CORE_CHIPS)})",
                                f"compile with --target {' or --target '.join(FP8_TENSOR_CORE_CHIPS)}, or convert "
                                "the inputs to f16 or bf16")
    if fp8 and not {c.in_element, c.b_element} <= FP8_TYPES.keys():
        return NotOnTensorCores(f"A is {c.in_element} and B is {c.b_element}", "make both operands 8-bit floats")
    if c.convolution is not None and c.convolution.geometry.dynamic_sizes:
        dynamic = c.convolution.geometry.dynamic_sizes
        return NotOnTensorCores(f"the convolution's {', '.join(dynamic)} {'is' if len(dynamic) == 1 else 'are'} "
                                "dynamic", "make every size but the batch static")
    if c.in_element == "f32" and c.acc_element == "f32" and not allow_tf32:
        return NotOnTensorCores(f"f32 inputs need {tf32_opt_in}",
                                "tf32 rounds inputs to 10 mantissa bits; opt in if that is acceptable")
    if c.in_element == "f64":
        return NotOnTensorCores("f64 inputs: tirc has no f64 Tensor Core kernel",
                                "use f32 (with allow_tf32) or f16/bf16")
    if key not in _INSTRUCTIONS:
        return NotOnTensorCores(f"{c.in_element} inputs with a {c.acc_element} accumulator "
                                "have no mma.sync instruction",
                                "use f16/bf16 -> f32, f16 -> f16, f32 -> f32 (tf32), i8 (signed or unsigned) -> i32 "
                                "or e4m3/e5m2 -> f32")
    mma = _INSTRUCTIONS[key]
    if mma not in target.mma_shapes:
        return NotOnTensorCores(f"{target.chip} has no {mma}", "")
    if c.accumulator in (c.a, c.b):
        return NotOnTensorCores("the output is also an input of the contraction", "write the result to another buffer")
    # M, N and K below the instruction's (a decode step's M = 1, attention's P V over 9 keys) are
    # rows, columns and depth of zeros in the tile: the copies' masks fill them.
    for operand, dim in (("A", "K" if c.a_row else "M"), ("B", "N" if c.b_row else "K")):
        if c.sizes[dim] is None:
            return NotOnTensorCores(f"{operand}'s contiguous dimension {dim} is dynamic, so copy alignment is unknown",
                                    f"make {dim} static")
    return mma


def copy_bytes(c: Contraction) -> int:
    """Widest copy size that every row of A and B is a multiple of: 16, 8 or 4 bytes (cp.async),
    else one element (2-byte f16 rows of odd length: synchronous loads and stores). A
    convolution's A, the im2col matrix, has its own copy size (``a_copy_bytes``): only B counts."""
    element = ELEMENT_BYTES[c.in_element]
    rows = [c.sizes["K" if c.a_row else "M"], c.sizes["N" if c.b_row else "K"]]
    if c.convolution is not None:
        rows = rows[1:]
    for width in (16, 8, 4):
        if all(r is not None and (r * element) % width == 0 for r in rows):
            return width
    return element


def copy_sizes(element_bytes: int) -> tuple[int, ...]:
    """The copy sizes a schedule may use for elements of ``element_bytes``: cp.async's 4, 8 and 16
    bytes, and one narrower element (synchronous copies)."""
    return (4, 8, 16) if element_bytes >= 4 else (element_bytes, 4, 8, 16)


def choose_schedule(c: Contraction, target: Target, mma: str) -> Schedule:
    """The default schedule: the most efficient block tile (``_BLOCK_TILES``) that gets at least
    ``MIN_STAGES`` pipeline stages in the target's shared memory and launches at least one full
    wave (a block per SM) without computing rows or columns past the problem; without such a
    tile, the one with the most blocks, with split-K (``split_k_for``) filling the wave. The K
    step is halved while a thread would issue more than ``MAX_COPIES_PER_THREAD`` copies; stages
    fill the shared memory that remains (up to ``MAX_STAGES``). Dynamic sizes count as large."""
    _, _, mk = MMA_SHAPES[mma]
    in_bytes, out_bytes = ELEMENT_BYTES[c.in_element], ELEMENT_BYTES[c.out_element]
    m, n, k = c.sizes["M"], c.sizes["N"], c.sizes["K"]
    tile_k = _TILE_K[mma]
    while k is not None and tile_k >= 2 * mk and k <= tile_k // 2:
        tile_k //= 2   # a K of 40 in one 64-deep tile would copy and multiply zeros
    base = Schedule(mma=mma, tile_k=tile_k, vector_bytes=copy_bytes(c))
    batch = c.sizes.get("B") or 1

    def fits(size: int | None, tile: int, smallest: int) -> bool:
        """A tile no larger than the problem needs (the smallest tile always fits)."""
        return size is None or tile <= max(smallest, -(-size // 16) * 16)

    def blocks(s: Schedule) -> int:
        return -(-(m or 1 << 20) // s.tile_m) * -(-(n or 1 << 20) // s.tile_n) * batch

    candidates: list[Schedule] = []
    for tile_m, tile_n, warps_m, warps_n in _BLOCK_TILES:
        if not (fits(m, tile_m, _BLOCK_TILES[-1][0]) and fits(n, tile_n, _BLOCK_TILES[-1][1])):
            continue
        schedule = replace(base, tile_m=tile_m, tile_n=tile_n, warps_m=warps_m, warps_n=warps_n)
        while (copies_per_thread(schedule, in_bytes, a_copy_bytes(c, schedule.vector_bytes)) > MAX_COPIES_PER_THREAD
               and schedule.tile_k >= 2 * mk):
            schedule = replace(schedule, tile_k=schedule.tile_k // 2)
        schedule = replace(schedule, stages=_stages(schedule, in_bytes, out_bytes, target))
        if schedule.stages < 2:
            continue
        # A shallow tile (K = 16) may be too few 16-byte copies for every thread to have one:
        # narrower copies, down to cp.async's 4 bytes, make it more.
        for width in sorted((w for w in copy_sizes(in_bytes) if 4 <= w <= schedule.vector_bytes), reverse=True) \
                or [schedule.vector_bytes]:
            narrowed = replace(schedule, vector_bytes=width)
            if not schedule_violations(narrowed, c, target):
                candidates.append(narrowed)
                break
    if not candidates:   # nothing valid: the most efficient tile, for validation to explain
        tile_m, tile_n, warps_m, warps_n = _BLOCK_TILES[0]
        return replace(base, tile_m=tile_m, tile_n=tile_n, warps_m=warps_m, warps_n=warps_n, stages=2)
    deep = [s for s in candidates if s.stages >= MIN_STAGES] or candidates
    filling = [s for s in deep if blocks(s) >= target.sm_count]
    if filling:
        return filling[0]
    # Too few output tiles for one wave (decode, skinny or small problems): the tile with the most
    # blocks, and split-K for the rest when K is long enough to split.
    chosen = max(deep, key=blocks)
    if k is None or c.convolution is not None:
        return chosen   # a convolution's output is not the [M, N] matrix split-K's reduction writes
    return replace(chosen, split_k=split_k_for(blocks(chosen), -(-k // chosen.tile_k), target.sm_count))


def warps_for_tile(tile_m: int, tile_n: int) -> tuple[int, int]:
    """Warps (M, N) for a block tile a user chose: the default table's for its tiles, else warp
    tiles of at most 64x64 and at most 8 warps (the table's largest tiles' shape)."""
    for m, n, warps_m, warps_n in _BLOCK_TILES:
        if (m, n) == (tile_m, tile_n):
            return warps_m, warps_n
    warps_m, warps_n = max(1, min(4, tile_m // 64)), max(1, min(4, tile_n // 64))
    while warps_m * warps_n > 8:
        if warps_m >= warps_n:
            warps_m //= 2
        else:
            warps_n //= 2
    return warps_m, warps_n


def copies_per_thread(s: Schedule, in_bytes: int, a_bytes: int | None = None) -> int:
    """Copies each thread issues per K step (A and B tiles): ``vector_bytes`` each, A's
    ``a_bytes`` each where they are narrower (a convolution's im2col rows: ``a_copy_bytes``)."""
    if a_bytes is not None and a_bytes != s.vector_bytes:
        a_copies = s.tile_m * s.tile_k * in_bytes // a_bytes
        return (a_copies + s.tile_n * s.tile_k * in_bytes // s.vector_bytes) // s.threads
    return (s.tile_m + s.tile_n) * s.tile_k * in_bytes // s.vector_bytes // s.threads


def a_copy_bytes(c: Contraction, vector_bytes: int) -> int:
    """Bytes per copy of the A tile: ``vector_bytes``, but a convolution's (the im2col matrix) are
    ``ConvGeometry.a_copy_bytes``."""
    if c.convolution is None:
        return vector_bytes
    return c.convolution.geometry.a_copy_bytes(ELEMENT_BYTES[c.in_element], vector_bytes)


def _stages(s: Schedule, in_bytes: int, out_bytes: int, target: Target) -> int:
    """As many pipeline stages as the target's shared memory holds (at most ``MAX_STAGES``); 0
    when not even 2 fit, or the staged output tile does not."""
    per_stage = replace(s, stages=1).pipeline_bytes(in_bytes)
    if s.staging_bytes(out_bytes) > target.shared_memory_per_block:
        return 0
    stages = min(MAX_STAGES, target.shared_memory_per_block // per_stage)
    return stages if stages >= 2 else 0


# Most splits of K: the second kernel of a split-K GEMM reads the splits one after the other
# (unrolled), so S bounds its code size; more than any target's SM count.
MAX_SPLIT_K = 256

# Fewest K tiles a split should keep: below that the partial-sum traffic of the second kernel and
# the pipeline's prologue outweigh the blocks gained.
MIN_K_TILES_PER_SPLIT = 4


def split_k_for(m_blocks_times_n_blocks: int, k_tiles: int, sm_count: int) -> int:
    """The split-K factor S for a GEMM whose M x N tiling gives ``m_blocks_times_n_blocks`` blocks
    (per batch: pass the product with the batch) and whose K is ``k_tiles`` tiles, on
    ``sm_count`` SMs: 1 when the grid already fills one wave (one block per SM); else the smallest
    S whose S times the blocks fill a wave, but no more than keeps ``MIN_K_TILES_PER_SPLIT`` K
    tiles per split (at least 1). Pure arithmetic, for the default-schedule heuristics."""
    if m_blocks_times_n_blocks < 1 or k_tiles < 1 or sm_count < 1:
        raise ValueError(f"split_k_for needs positive sizes, not {m_blocks_times_n_blocks}, {k_tiles}, {sm_count}")
    if m_blocks_times_n_blocks >= sm_count:
        return 1
    one_wave = -(-sm_count // m_blocks_times_n_blocks)
    return max(1, min(one_wave, k_tiles // MIN_K_TILES_PER_SPLIT, MAX_SPLIT_K))


def _kib(size: int) -> str:
    return f"{size / 1024:g}"


@dataclass(frozen=True)
class _Violation:
    what: str   # the limit broken, with the numbers
    fix: str    # what to change


def schedule_violations(s: Schedule, c: Contraction, target: Target) -> list[_Violation]:
    """Every limit ``s`` breaks for this contraction on ``target`` (empty: the schedule is valid)."""
    found: list[_Violation] = []

    def violation(what: str, fix: str) -> None:
        found.append(_Violation(what, fix))

    if s.is_wgmma:
        taken = wgmma_instruction(c, target)
        if isinstance(taken, NotOnWgmma):
            return [_Violation(f"{s.mma} (the wgmma kernel) cannot run this contraction: {taken.reason}",
                               f"use mma: {_INSTRUCTIONS[(c.in_element, c.acc_element)]} (mma.sync)")]
        return [_Violation(what, fix) for what, fix in wgmma_violations(s, c, target)]
    expected = _INSTRUCTIONS[(c.in_element, c.acc_element)]  # only Tensor Core contractions get here
    if s.mma not in MMA_SHAPES:
        violation(f"unknown mma '{s.mma}'", f"use mma: {expected}")
    elif s.mma != expected:
        violation(f"{s.mma} does not take {c.in_element} inputs with a {c.acc_element} accumulator",
                  f"use mma: {expected}")
    # The rest is checked against the instruction the contraction needs.
    mm, mn, mk = MMA_SHAPES[expected]
    if s.split_k < 1:
        violation(f"split_k must be at least 1, not {s.split_k}",
                  "use split_k: 1 (one K range per block) or more, to split K over that many blocks")
    elif s.split_k > MAX_SPLIT_K:
        violation(f"split_k {s.split_k} is more than {MAX_SPLIT_K} (the reduction kernel reads every split "
                  "in turn)", f"use split_k <= {MAX_SPLIT_K}, or a larger tile K")
    if not 1 <= s.stages <= 8:
        violation(f"stages must be between 1 and 8, not {s.stages}",
                  "use stages: 3 (the software pipeline keeps stages-1 tiles in flight; 1 turns it off)")
    if s.raster_group < 1:
        violation(f"raster_group must be at least 1, not {s.raster_group}", "use raster_group: 8")
    if min(s.tile_m, s.tile_n, s.tile_k) < 1:
        violation(f"tile sizes must be positive, not {s.tile_m}x{s.tile_n}x{s.tile_k}", "e.g. tile: [128, 128, 32]")
        return found  # nothing below is meaningful
    k = c.sizes["K"]
    if c.convolution is not None and s.split_k != 1:
        violation(f"split_k {s.split_k} on a convolution: its output is not the [M, N] matrix the split-K "
                  "reduction writes", "use split_k: 1")
    if k is not None and s.split_k > -(-k // s.tile_k):
        k_tiles = -(-k // s.tile_k)
        violation(f"split_k {s.split_k} is more than the {k_tiles} K tiles of K = {k} (tile K {s.tile_k}); "
                  "every split needs at least one", f"use split_k <= {k_tiles} or a smaller tile K")
    if min(s.warps_m, s.warps_n) < 1:
        violation(f"warp counts must be positive, not {s.warps_m}x{s.warps_n}", "e.g. warps: [2, 2]")
        return found
    if s.threads > target.max_threads_per_block:
        violation(f"{s.warps_m}x{s.warps_n} warps is {s.threads} threads; {target.chip} allows "
                  f"{target.max_threads_per_block} per block", "use fewer warps")
    warp_m, warp_n = s.warp_tile
    if s.tile_m % (s.warps_m * mm):
        violation(f"tile M {s.tile_m} over {s.warps_m} warps is not a multiple of {mm} ({s.mma}) per warp",
                  f"make tile M a multiple of {s.warps_m * mm}")
    if s.tile_n % (s.warps_n * 2 * mn):
        violation(f"tile N {s.tile_n} over {s.warps_n} warps is not a multiple of {2 * mn} per warp "
                  f"({s.mma}, two n-tiles per ldmatrix.x4)", f"make tile N a multiple of {s.warps_n * 2 * mn}")
    if s.tile_k % mk:
        violation(f"tile K {s.tile_k} is not a multiple of {mk} ({s.mma})",
                  f"use a tile K of {max(mk, s.tile_k // mk * mk)} or {(s.tile_k // mk + 1) * mk}")
    widest = copy_bytes(c)
    sizes = copy_sizes(ELEMENT_BYTES[c.in_element])
    if s.vector_bytes not in sizes:
        violation(f"vector_bytes must be {', '.join(map(str, sizes[:-1]))} or {sizes[-1]} (cp.async sizes"
                  f"{', or one element' if sizes[0] < 4 else ''}), not {s.vector_bytes}", f"use vector_bytes: {widest}")
    elif s.vector_bytes > widest:
        violation(f"rows of A/B allow copies of at most {widest} bytes, not {s.vector_bytes}",
                  f"use vector_bytes: {widest}")
    else:
        element = ELEMENT_BYTES[c.in_element]
        # A convolution's A (im2col) may be copied in narrower chunks.
        chunk = {"A": a_copy_bytes(c, s.vector_bytes), "B": s.vector_bytes}
        for name, rows, cols in (("A", s.tile_m, s.tile_k), ("B", s.tile_k, s.tile_n)):
            copies = rows * cols * element // chunk[name]
            if copies % s.threads:
                violation(f"the {name} tile is {copies} copies of {chunk[name]} bytes, not a multiple of "
                          f"{s.threads} threads", "use a larger tile or fewer warps")
        # Each thread copies one column position of the shared tile in every row it visits (only
        # worth saying when the tile's copies are otherwise right).
        row_lengths = (("A", s.tile_k if c.a_row else s.tile_m), ("B", s.tile_n if c.b_row else s.tile_k))
        for name, length in row_lengths:
            per_row = length * element // chunk[name]
            if not found and per_row and s.threads % per_row:
                violation(f"a row of the {name} tile is {per_row} copies of {chunk[name]} bytes, which "
                          f"{s.threads} threads do not divide", "use a shorter tile row or more warps")
    accumulators = accumulator_registers(s, c.acc_element)
    if accumulators > MAX_ACCUMULATOR_REGISTERS:
        violation(f"a {warp_m}x{warp_n} warp tile needs {accumulators} accumulator registers per thread "
                  f"(limit {MAX_ACCUMULATOR_REGISTERS} of {target.registers_per_thread})",
                  "use more warps or a smaller tile")
    in_bytes, out_bytes = ELEMENT_BYTES[c.in_element], ELEMENT_BYTES[c.out_element]
    need, limit = s.shared_bytes(in_bytes, out_bytes), target.shared_memory_per_block
    if need > limit:
        pipeline, staging = s.pipeline_bytes(in_bytes), s.staging_bytes(out_bytes)
        parts = (f"{s.stages} stages of A and B tiles: {_kib(pipeline)} KiB, reused for the "
                 f"{s.tile_m}x{s.tile_n} {c.out_element} output tile: {_kib(staging)} KiB")
        if pipeline >= staging:
            fit = limit // (pipeline // s.stages)
            fix = f"use stages <= {fit} or a smaller tile" if fit >= 2 else "use a smaller tile"
        else:
            fix = "use a smaller tile M or N (the output tile is staged in shared memory)"
        violation(f"needs {_kib(need)} KiB of shared memory ({parts}); {target.chip} allows {_kib(limit)} KiB "
                  "per block", fix)
    return found


def accumulator_registers(s: Schedule, acc_element: str) -> int:
    """32-bit registers per thread holding a warp tile's accumulators."""
    warp_m, warp_n = s.warp_tile
    return warp_m * warp_n * ELEMENT_BYTES[acc_element] // 4 // 32


def validate_schedule(s: Schedule, c: Contraction, target: Target) -> None:
    """Raise one TircError naming every limit ``s`` breaks for this problem and how to fix each."""
    found = schedule_violations(s, c, target)
    if not found:
        return
    where = f"{c.function}: schedule {s.tile_m}x{s.tile_n}x{s.tile_k}, warps {s.warps_m}x{s.warps_n}, {s.stages} stages"
    message, hint, notes = violations_message(where, found, target)
    raise TircError(message, hint=hint, notes=notes)


def violations_message(where: str, found: list[_Violation], target: Target) -> tuple[str, str | None, list[str]]:
    """(message, hint, notes) of an error about the schedule ``where`` names breaking ``found``:
    one limit is the message and its fix the hint, several are a note each."""
    if len(found) == 1:
        return f"{where}: {found[0].what}", found[0].fix, []
    return f"{where} breaks {len(found)} limits on {target.chip}", None, [f"{v.what}: {v.fix}" for v in found]
