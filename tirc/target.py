"""GPU targets tirc compiles for, with the limits the schedule layer and the driver need."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tirc.diagnostics import TircError, did_you_mean


@dataclass(frozen=True)
class Target:
    chip: str                     # sm_80, sm_90a ... (what nvvm-attach-target and nvJitLink -arch take)
    features: str                 # LLVM NVPTX features: the PTX ISA version to emit
    opt_level: int                # LLVM -O level for the NVPTX backend
    compute_capability: tuple[int, int]
    shared_memory_per_block: int  # bytes, opt-in maximum (dynamic shared memory above 48 KiB)
    shared_memory_per_sm: int     # bytes
    registers_per_thread: int
    registers_per_sm: int
    max_threads_per_block: int
    sm_count: int                 # streaming multiprocessors of the device named in the description
    mma_shapes: tuple[str, ...]   # Tensor Core instructions available
    description: str
    # Occupancy limits and rates of the device named in the description (the static performance
    # model, tirc/schedule/perf_model.py, reads them; they are datasheet figures, not measurements).
    max_threads_per_sm: int
    max_blocks_per_sm: int
    clock_mhz: int                # boost clock the datasheet peaks are quoted at
    tensor_core_flops_per_clk: int  # dense f16/bf16 mma (f32 accumulate) FLOP per clock per SM
    dram_gb_per_s: float          # DRAM bandwidth, GB/s (1e9 bytes per second): see TARGETS
    l2_bytes: int
    l2_bytes_per_clk: int         # L2 bandwidth of the whole chip (approximate: vendors publish few figures)
    shared_bytes_per_clk: int     # shared-memory bandwidth per SM

    @property
    def arch_flag(self) -> str:
        return f"-arch={self.chip}"

    def placeholders(self) -> dict[str, str]:
        """Values for ``{target.*}`` placeholders in pipeline YAML."""
        return {
            "target.chip": self.chip,
            "target.features": self.features,
            "target.opt_level": str(self.opt_level),
        }


_AMPERE_MMA = ("m16n8k16", "m16n8k8", "m16n8k32")
MIB = 1024 * 1024

# Launch limits shared by every chip below (compute capability 8.0 and up), per axis x, y, z, and
# threads per block in all (each row's max_threads_per_block).
MAX_BLOCK_DIMS = (1024, 1024, 64)
MAX_GRID_DIMS = (2 ** 31 - 1, 65535, 65535)
MAX_BLOCK_THREADS = 1024

# sizeof(CUtensorMap), the opaque TMA descriptor of every chip with TMA: the host encodes it
# (cuTensorMapEncodeTiled, the C launcher), a kernel takes it by value as a `.param .b8 [128]`
# (tir-grid-constant), and the emulator keeps its own tag in those bytes.
TENSORMAP_BYTES = 128
# Its alignment: CUDA declares CUtensorMap 64-byte aligned, so the kernel parameter and the host copy are too.
TENSORMAP_ALIGN = 64

# dram_gb_per_s, the memory bandwidth of each row's device as its NVIDIA datasheet quotes it (the
# memory-bound estimate divides by it): A100 SXM4 40GB 1555 GB/s (the 80GB: 2039), A40 696 GB/s,
# Jetson AGX Orin 64GB 204.8 GB/s (LPDDR5), L4 300 GB/s, H100 SXM5 80GB 3.35 TB/s (the H200 SXM:
# 4.8 TB/s). Peaks: a copy kernel measures less.

# PTX ISA 8.0 (CUDA 12.0) is the floor for every target: it is what the sm_90a features need and
# every driver that runs nvJitLink-produced cubins for these chips accepts it. sm_89 and sm_90a emit
# PTX ISA 8.4 (CUDA 12.4): the 8-bit float mma.sync (m16n8k32 .e4m3/.e5m2) needs it.
TARGETS: dict[str, Target] = {
    "sm_80": Target("sm_80", "+ptx80", 3, (8, 0), 163 * 1024, 164 * 1024, 255, 65536, MAX_BLOCK_THREADS, 108,
                    _AMPERE_MMA, "A100 (Ampere; 108 SMs, rates of the A100 SXM 40GB, the 80GB has 2039 GB/s DRAM)",
                    2048, 32, 1410, 2048, 1555, 40 * MIB, 5120, 128),
    "sm_86": Target("sm_86", "+ptx80", 3, (8, 6), 99 * 1024, 100 * 1024, 255, 65536, MAX_BLOCK_THREADS, 84,
                    _AMPERE_MMA, "RTX 30xx / A40 (Ampere; 84 SMs and rates of the A40)",
                    1536, 16, 1740, 1024, 696, 6 * MIB, 2048, 128),
    # Jetson AGX Orin 64GB (NVIDIA's Jetson AGX Orin series data sheet and technical brief): 2048 CUDA
    # cores in 16 SMs at up to 1.3 GHz, 170 sparse INT8 TOPS from the GPU, so 85 dense, 4096 int8
    # and 2048 f16 operations per clock per SM (A100's Tensor Core per SM); 4 MB L2; 256-bit
    # LPDDR5 at 204.8 GB/s, shared with the CPUs. Compute capability 8.7 (CUDA C++ Programming
    # Guide, technical specifications per compute capability): 164 KB shared memory per SM, 163 KB
    # per block, 48 resident warps (1536 threads) and 16 resident blocks per SM, as on 8.6.
    "sm_87": Target("sm_87", "+ptx80", 3, (8, 7), 163 * 1024, 164 * 1024, 255, 65536, MAX_BLOCK_THREADS, 16,
                    _AMPERE_MMA, "Jetson Orin (Ampere; 16 SMs and rates of the Jetson AGX Orin 64GB)",
                    1536, 16, 1300, 2048, 204.8, 4 * MIB, 1024, 128),
    "sm_89": Target("sm_89", "+ptx84", 3, (8, 9), 99 * 1024, 100 * 1024, 255, 65536, MAX_BLOCK_THREADS, 58,
                    _AMPERE_MMA, "RTX 40xx / L4 / L40 (Ada; 58 SMs and rates of the L4)",
                    1536, 24, 2040, 1024, 300, 48 * MIB, 2048, 128),
    # The f16 rate is wgmma's; mma.sync reaches only part of it on Hopper.
    "sm_90a": Target("sm_90a", "+ptx84", 3, (9, 0), 227 * 1024, 228 * 1024, 255, 65536, MAX_BLOCK_THREADS, 132,
                     _AMPERE_MMA + ("m64nNk16",),
                     "H100 / H200 (Hopper, arch-specific features; 132 SMs and rates of the H100 SXM 80GB)",
                     2048, 32, 1830, 4096, 3350, 50 * MIB, 5120, 128),
}

# The chips whose Tensor Cores multiply 8-bit floats (e4m3, e5m2; f32 accumulation): Ada's
# mma.sync m16n8k32 (PTX ISA 8.4) and Hopper's, and Hopper's wgmma k32. Ampere (sm_80, sm_86,
# sm_87) has none.
FP8_TENSOR_CORE_CHIPS: tuple[str, ...] = ("sm_89", "sm_90a")

# Dense Tensor Core throughput by input element type, relative to Target.tensor_core_flops_per_clk
# (f16/bf16): tf32 (f32 inputs) runs at half of it, int8 at twice, on every chip above; the 8-bit
# floats at twice too, on the chips of FP8_TENSOR_CORE_CHIPS (Ada and Hopper datasheets: L4 242.5
# dense fp8 TFLOPS against 121 f16; H100 SXM 1979 against 989).
TENSOR_CORE_RATE: dict[str, float] = {"f16": 1.0, "bf16": 1.0, "f32": 0.5, "i8": 2.0, "f8E4M3FN": 2.0,
                                      "f8E5M2": 2.0}


def has_fp8_tensor_cores(target: Target) -> bool:
    return target.chip in FP8_TENSOR_CORE_CHIPS

DEFAULT_TARGET = "sm_80"


# What to do about a launch past a limit: a grid's blocks tile the problem's sizes.
_GRID_X_FIX = ("use a smaller shape (fewer elements, fewer blocks), or a schedule whose blocks each cover more "
               "(larger tiles); a problem past the limit must be split into several launches")
_GRID_YZ_FIX = ("use a smaller shape along the sizes this axis covers (a batch, the rows of a tile grid), or a "
                "schedule with larger tiles; past 65,535 blocks the size must be split across grid x "
                "or several launches")
_BLOCK_FIX = "use a schedule with fewer threads per block (fewer warps, smaller thread tiles)"


def check_launch(kernel: str, grid: Sequence[object], block: Sequence[object],
                 max_threads_per_block: int = MAX_BLOCK_THREADS) -> None:
    """Refuse a launch that CUDA cannot make: a grid or block dimension past its limit, or more
    threads per block than the chip has. Sizes that are not ints (symbolic: known only when the
    dynamic sizes are bound) are left to the check at run time, which gets them all."""
    for axis, size, limit in zip("xyz", grid, MAX_GRID_DIMS):
        if isinstance(size, int) and size > limit:
            raise TircError(f"kernel {kernel} would be launched with {size:,} blocks along grid {axis}; CUDA allows "
                            f"at most {limit:,} (gridDim.{axis})", hint=_GRID_X_FIX if axis == "x" else _GRID_YZ_FIX)
    for axis, size, limit in zip("xyz", block, MAX_BLOCK_DIMS):
        if isinstance(size, int) and size > limit:
            raise TircError(f"kernel {kernel} would be launched with {size:,} threads along block {axis}; CUDA "
                            f"allows at most {limit:,} (blockDim.{axis})", hint=_BLOCK_FIX)
    sizes = [size for size in block if isinstance(size, int)]
    if len(sizes) == len(block) and (threads := math.prod(sizes)) > max_threads_per_block:
        raise TircError(f"kernel {kernel} would be launched with blocks of {threads:,} threads "
                        f"({' x '.join(map(str, block))}); CUDA allows at most {max_threads_per_block:,} per block",
                        hint=_BLOCK_FIX)


def get_target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        hint = did_you_mean(name, TARGETS) or f"known targets: {', '.join(TARGETS)}"
        raise TircError(f"unknown target '{name}'", hint=hint) from None
