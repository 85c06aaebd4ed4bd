"""GPU targets tirc compiles for, with the limits the schedule layer and the driver need."""

from __future__ import annotations

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
    sm_count: int                 # SMs of the device named in the description (wave quantisation, split-K)
    mma_shapes: tuple[str, ...]   # Tensor Core instructions available
    description: str

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

# PTX ISA 8.0 (CUDA 12.0) is the floor for every target: it is what the sm_90a features need and
# every driver that runs nvJitLink-produced cubins for these chips accepts it.
TARGETS: dict[str, Target] = {
    "sm_80": Target("sm_80", "+ptx80", 3, (8, 0), 163 * 1024, 164 * 1024, 255, 65536, 1024, 108,
                    _AMPERE_MMA, "A100 (Ampere)"),
    "sm_86": Target("sm_86", "+ptx80", 3, (8, 6), 99 * 1024, 100 * 1024, 255, 65536, 1024, 84,
                    _AMPERE_MMA, "RTX 30xx / A40 (Ampere; 84 SMs: A40, RTX A6000)"),
    "sm_87": Target("sm_87", "+ptx80", 3, (8, 7), 163 * 1024, 164 * 1024, 255, 65536, 1024, 16,
                    _AMPERE_MMA, "Jetson Orin (Ampere; 16 SMs: Jetson AGX Orin)"),
    "sm_89": Target("sm_89", "+ptx80", 3, (8, 9), 99 * 1024, 100 * 1024, 255, 65536, 1024, 58,
                    _AMPERE_MMA, "RTX 40xx / L4 / L40 (Ada; 58 SMs: L4)"),
    "sm_90a": Target("sm_90a", "+ptx80", 3, (9, 0), 227 * 1024, 228 * 1024, 255, 65536, 1024, 132,
                     _AMPERE_MMA + ("m64nNk16",), "H100 / H200 (Hopper, arch-specific features)"),
}

DEFAULT_TARGET = "sm_80"

# Launch limits shared by every chip above (compute capability 8.0 and up), per axis x, y, z;
# a block also has at most Target.max_threads_per_block threads in all.
MAX_BLOCK_DIMS = (1024, 1024, 64)
MAX_GRID_DIMS = (2 ** 31 - 1, 65535, 65535)


def get_target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        hint = did_you_mean(name, TARGETS) or f"known targets: {', '.join(TARGETS)}"
        raise TircError(f"unknown target '{name}'", hint=hint) from None
