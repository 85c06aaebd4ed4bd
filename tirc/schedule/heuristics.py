"""Per-target schedule choice and validation for Tensor Core contractions (sm_80 family).

``tensor_core_instruction`` says whether a contraction can use Tensor Cores at all (and if not,
why and what would fix it); ``choose_schedule`` picks a schedule; ``validate_schedule`` checks one
(the chosen one or a user's) against the problem and the target's limits with actionable errors.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tirc.diagnostics import TircError
from tirc.schedule.contraction import Contraction
from tirc.schedule.model import MMA_SHAPES, Schedule
from tirc.target import Target

_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i8": 1, "i32": 4}

# (input element, accumulator element) -> Tensor Core instruction
_INSTRUCTIONS = {
    ("f16", "f32"): "m16n8k16",
    ("f16", "f16"): "m16n8k16",
    ("bf16", "f32"): "m16n8k16",
    ("f32", "f32"): "m16n8k8",   # tf32
    ("i8", "i32"): "m16n8k32",
}

_DEFAULTS = {
    "m16n8k16": Schedule(128, 128, 32, 2, 2, "m16n8k16", 3),
    # tf32 fragments take twice the registers of f16 ones: a narrower tile and a shorter K step
    # keep the kernel free of spills.
    "m16n8k8": Schedule(128, 64, 16, 2, 2, "m16n8k8", 3),
    "m16n8k32": Schedule(128, 128, 64, 2, 2, "m16n8k32", 3),
}

MAX_ACCUMULATOR_REGISTERS = 128  # per thread; more leaves too few registers for fragments


@dataclass(frozen=True)
class NotOnTensorCores:
    reason: str
    fix: str

    def message(self) -> str:
        return f"not on Tensor Cores: {self.reason}" + (f" ({self.fix})" if self.fix else "")


def tensor_core_instruction(c: Contraction, target: Target, allow_tf32: bool) -> str | NotOnTensorCores:
    """The mma.sync shape for this contraction, or why it cannot use Tensor Cores."""
    key = (c.in_element, c.acc_element)
    if c.in_element == "f32" and c.acc_element == "f32" and not allow_tf32:
        return NotOnTensorCores("f32 inputs need allow_tf32: true",
                                "tf32 rounds inputs to 10 mantissa bits; opt in with allow_tf32 if that is acceptable")
    if c.in_element == "f64":
        return NotOnTensorCores("f64 inputs: tirc has no f64 Tensor Core kernel", "use f32 (with allow_tf32) or f16/bf16")
    if key not in _INSTRUCTIONS:
        return NotOnTensorCores(f"{c.in_element} inputs with a {c.acc_element} accumulator have no mma.sync instruction",
                                "use f16/bf16 -> f32, f16 -> f16, f32 -> f32 (tf32) or i8 -> i32")
    mma = _INSTRUCTIONS[key]
    if mma not in target.mma_shapes:
        return NotOnTensorCores(f"{target.chip} has no {mma}", "")
    if c.fill is None:
        return NotOnTensorCores("the accumulator is not freshly initialised by a constant fill",
                                "accumulating into existing data is not fused yet")
    mm, mn, mk = MMA_SHAPES[mma]
    for name, minimum in (("M", mm), ("N", mn), ("K", mk)):
        size = c.sizes[name]
        if size is not None and size < minimum:
            return NotOnTensorCores(f"{name} = {size} is smaller than the {mma} instruction ({name} >= {minimum})", "")
    for operand, dim in (("A", "K" if c.a_row else "M"), ("B", "N" if c.b_row else "K")):
        if c.sizes[dim] is None:
            return NotOnTensorCores(f"{operand}'s contiguous dimension {dim} is dynamic, so copy alignment is unknown",
                                    f"make {dim} static")
    if copy_bytes(c) is None:
        return NotOnTensorCores("rows of A or B are not a multiple of 4 bytes, too narrow for cp.async",
                                "pad the contiguous dimensions to a multiple of 8 elements")
    return mma


def copy_bytes(c: Contraction) -> int | None:
    """Widest cp.async size (16, 8 or 4 bytes) that every row of A and B is a multiple of."""
    element = _BYTES[c.in_element]
    rows = [c.sizes["K" if c.a_row else "M"], c.sizes["N" if c.b_row else "K"]]
    for width in (16, 8, 4):
        if all(r is not None and (r * element) % width == 0 for r in rows):
            return width
    return None


def choose_schedule(c: Contraction, target: Target, mma: str) -> Schedule:
    schedule = replace(_DEFAULTS[mma], vector_bytes=copy_bytes(c) or 16)
    m, n = c.sizes["M"], c.sizes["N"]
    if m is not None and m <= 64:
        schedule = replace(schedule, tile_m=64)
    if n is not None and n <= 64 and schedule.tile_n > 64:
        schedule = replace(schedule, tile_n=64)
    element = _BYTES[c.in_element]
    while schedule.stages > 2 and schedule.shared_bytes(element, element) > target.shared_memory_per_block:
        schedule = replace(schedule, stages=schedule.stages - 1)
    return schedule


def _kib(size: int) -> str:
    return f"{size / 1024:g}"


def validate_schedule(s: Schedule, c: Contraction, target: Target) -> None:
    """Raise a TircError saying what is wrong with ``s`` for this problem and how to fix it."""
    where = f"{c.function}: schedule {s.tile_m}x{s.tile_n}x{s.tile_k}"
    expected = _INSTRUCTIONS.get((c.in_element, c.acc_element))
    if s.mma not in MMA_SHAPES:
        raise TircError(f"{where}: unknown mma '{s.mma}'", hint=f"use one of {', '.join(MMA_SHAPES)}")
    if expected is not None and s.mma != expected:
        raise TircError(f"{where}: {s.mma} does not take {c.in_element} inputs with a {c.acc_element} accumulator",
                        hint=f"use mma: {expected}")
    mm, mn, mk = MMA_SHAPES[s.mma]
    if s.split_k != 1:
        raise TircError(f"{where}: split_k > 1 is not supported yet", hint="use split_k: 1")
    if not 2 <= s.stages <= 8:
        raise TircError(f"{where}: stages must be between 2 and 8, got {s.stages}",
                        hint="the software pipeline keeps stages-1 tiles in flight")
    if s.threads > target.max_threads_per_block:
        raise TircError(f"{where}: {s.warps_m}x{s.warps_n} warps is {s.threads} threads; {target.chip} allows "
                        f"{target.max_threads_per_block}")
    warp_m, warp_n = s.warp_tile
    if s.tile_m % (s.warps_m * mm) or s.tile_n % (s.warps_n * 2 * mn):
        raise TircError(f"{where}: with {s.warps_m}x{s.warps_n} warps each warp gets {warp_m}x{warp_n}, which must be "
                        f"a multiple of {mm}x{2 * mn} ({s.mma}, two n-tiles per ldmatrix.x4)",
                        hint=f"make tile M a multiple of {s.warps_m * mm} and tile N of {s.warps_n * 2 * mn}")
    if s.tile_k % mk:
        raise TircError(f"{where}: tile K must be a multiple of {mk} ({s.mma})", hint=f"use a tile K of {2 * mk}")
    if s.vector_bytes not in (4, 8, 16):
        raise TircError(f"{where}: vector_bytes must be 4, 8 or 16 (cp.async sizes)")
    widest = copy_bytes(c)
    if widest is not None and s.vector_bytes > widest:
        raise TircError(f"{where}: rows of A/B allow copies of at most {widest} bytes, not {s.vector_bytes}",
                        hint=f"use vector_bytes: {widest}")
    element = _BYTES[c.in_element]
    for name, rows, cols in (("A", s.tile_m, s.tile_k), ("B", s.tile_k, s.tile_n)):
        copies = rows * cols * element // s.vector_bytes
        if copies % s.threads:
            raise TircError(f"{where}: the {name} tile is {copies} copies of {s.vector_bytes} bytes, not a multiple of "
                            f"{s.threads} threads", hint="use a larger tile or fewer warps")
    accumulators = warp_m * warp_n // 32 * max(1, _BYTES[c.acc_element] // 4)
    if c.acc_element == "f16":
        accumulators //= 2
    if accumulators > MAX_ACCUMULATOR_REGISTERS:
        raise TircError(f"{where}: a {warp_m}x{warp_n} warp tile needs {accumulators} accumulator registers per "
                        f"thread (limit {MAX_ACCUMULATOR_REGISTERS}, {target.registers_per_thread} in all)",
                        hint="use more warps or a smaller tile")
    need = s.shared_bytes(element, element)
    limit = target.shared_memory_per_block
    if need > limit:
        per_stage = need // s.stages
        fit = limit // per_stage
        advice = f"use stages <= {fit} or a smaller tile" if fit >= 2 else "use a smaller tile"
        raise TircError(f"{c.function}: schedule needs {_kib(need)} KiB of shared memory with {s.stages} stages; "
                        f"{target.chip} allows {_kib(limit)} KiB per block: {advice}")
