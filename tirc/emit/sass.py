"""SASS of a linked cubin, disassembled with ``nvdisasm``, and the shape of each kernel's main loop.

PTX is not what the GPU runs: ptxas unrolls, schedules, folds address arithmetic and allocates
registers, so instruction counts taken from PTX can mislead. This module disassembles the cubin
that nvJitLink produced (``nvdisasm`` from the pip-installed nvidia-cuda-nvdisasm) and measures
what matters for a GEMM: the *main loop*, the innermost loop that contains Tensor Core
instructions (Ampere's warp-wide HMMA/IMMA, Ada's QMMA, Hopper's warpgroup HGMMA/IGMMA/QGMMA), its instruction
count and its instructions per m16n8k16-equivalent.

The unit compares kernels whose Tensor Core instructions differ in size. One *equivalent* is the
work of one f16 ``mma.sync.m16n8k16`` (16*8*16 multiply-adds) in one warp's instruction stream:

- HMMA.16816 (f16, bf16) is 1, HMMA.1688 (f16 m16n8k8, tf32 m16n8k8) 1/2: the multiply-adds.
- IMMA and Ada's 8-bit float QMMA count against m16n8k32 instead (the k32 IMMA equivalence): 8-bit Tensor Cores do twice
  the multiply-adds per clock of 16-bit ones, so an IMMA.16832 keeps them as long as an
  HMMA.16816 and is 1 (as it is 1 mma in ``instructions_per_mma``); an 8-bit kernel then compares
  with a 16-bit one per unit of Tensor Core time.
- A warpgroup instruction ``m64nNkK`` is issued by each of the 4 warps of its warpgroup, so one
  warp's stream does a quarter of it: HGMMA.64xNx16 (f16, bf16) is 64*N*16 / (16*8*16) / 4 = N/8,
  HGMMA.64xNx8 (tf32) N/16, and the 8-bit IGMMA/QGMMA.64xNx32 (s8/u8, e4m3/e5m2) N/8, against
  m16n8k32 like IMMA.

The shape is read from the opcode's modifiers in nvdisasm's output, e.g. ``HMMA.16816.F32``
(m16 n8 k16) or ``HGMMA.64x256x16.F32``.

A loop is a backward branch: a ``BRA`` (predicated or not) whose target label is at or before
the branch. The range [target, branch] is the loop body; the innermost loop containing an mma is
the smallest such range. ``BRA`` to its own address is the trap loop ptxas puts after the last
``EXIT`` and is not a loop of the program.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from tirc.diagnostics import TircError
from tirc.emit.cubin import KernelResources

NVDISASM_HINT = "pip install nvidia-cuda-nvdisasm (SASS inspection only)"
# Tensor Core opcodes: Ampere's HMMA (f16/bf16/tf32) and IMMA (integer), Ada's QMMA (8-bit float;
# Hopper runs an 8-bit float mma.sync as HMMAs); Hopper's warpgroup HGMMA (f16/bf16/tf32), IGMMA
# (8-bit integer) and QGMMA (8-bit float).
WARP_MMA_OPCODES = ("HMMA", "IMMA", "QMMA")
WARPGROUP_MMA_OPCODES = ("HGMMA", "IGMMA", "QGMMA")
MMA_OPCODES = WARP_MMA_OPCODES + WARPGROUP_MMA_OPCODES
WARPS_PER_WARPGROUP = 4
EQUIVALENT_MMA = (16, 8, 16)   # the unit: one m16n8k16 mma per warp
EIGHT_BIT_K = 32               # 8-bit Tensor Core instructions count against m16n8k32 (the k32 IMMA equivalence)
EIGHT_BIT_OPCODES = ("IMMA", "QMMA", "IGMMA", "QGMMA")

_SECTION = re.compile(r"^\s*\.section\s+\.text\.([\w$.]+),")
_ENTRY = re.compile(r"^\s*\.other\s+([\w$.]+),@\"STO_CUDA_ENTRY")
_REGISTERS = re.compile(r"^\s*\.sectioninfo\s+@\"SHI_REGISTERS=(\d+)\"")
_LABEL = re.compile(r"^([\w$.]+):\s*$")
# "/*01a0*/   @!P0 BRA `(.L_x_4) ;": the address, an optional predicate, then the instruction.
_INSTRUCTION = re.compile(r"^\s*/\*([0-9a-f]+)\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)(\S*)\s*(.*?)\s*;")
_BRANCH_TARGET = re.compile(r"`\(([\w$.]+)\)")
# The shape modifier of a Tensor Core opcode: warpgroup ".64x256x16", warp ".16816" (m16 n8 k16),
# ".1688" (m16 n8 k8), ".16832", ".8816" (m8 n8 k16). Warp mma shapes have M 16 or 8 and N 8.
_WARPGROUP_SHAPE = re.compile(r"\.(\d+)x(\d+)x(\d+)(?=\.|$)")
_WARP_SHAPE = re.compile(r"\.(16|8)(8)(\d+)(?=\.|$)")


@dataclass(frozen=True)
class Instruction:
    address: int
    opcode: str       # the base opcode, e.g. HMMA
    operands: str
    modifiers: str = ""   # what follows the base opcode, e.g. ".16816.F32"


@dataclass(frozen=True)
class Loop:
    """The SASS instructions from a label to the backward branch that jumps to it."""
    start: int        # address of the first instruction of the body
    end: int          # address of the backward branch
    instructions: int
    mma: int          # Tensor Core instructions in the body
    equivalents: float   # their work in m16n8k16-equivalents per warp (see the module docstring)

    @property
    def instructions_per_mma(self) -> float:
        return self.instructions / self.mma

    @property
    def instructions_per_equivalent(self) -> float:
        return self.instructions / self.equivalents


@dataclass(frozen=True)
class SassKernel:
    name: str
    instructions: int            # SASS instructions of the kernel, without the NOP padding after its trap loop
    mma: int                     # Tensor Core instructions in the whole kernel
    registers: int               # from the cubin's section info (what the kernel is launched with)
    main_loop: Loop | None       # the innermost loop containing an mma; None for a SIMT kernel
    resources: KernelResources | None = None   # ptxas' report (spills), when the caller has it

    @property
    def spill_bytes(self) -> int | None:
        if self.resources is None:
            return None
        return self.resources.spill_stores + self.resources.spill_loads


def nvdisasm_path() -> Path:
    """The nvdisasm binary of the pip-installed nvidia-cuda-nvdisasm package (never a system CUDA)."""
    try:
        from cuda import pathfinder
        path = pathfinder.find_nvidia_binary_utility("nvdisasm")
    except Exception as error:  # a missing package or a lookup failure
        raise TircError(f"nvdisasm not found ({error})", hint=NVDISASM_HINT) from None
    if path is None:
        raise TircError("nvdisasm not found", hint=NVDISASM_HINT)
    return Path(path)


def disassemble(cubin: bytes) -> str:
    """The SASS text of the code sections of ``cubin`` (``nvdisasm -c``)."""
    tool = nvdisasm_path()
    with tempfile.TemporaryDirectory(prefix="tirc-sass-") as folder:
        image = Path(folder) / "kernel.cubin"
        image.write_bytes(cubin)
        done = subprocess.run([str(tool), "-c", str(image)], capture_output=True, text=True)
    if done.returncode != 0:
        raise TircError(f"nvdisasm failed on the cubin: {done.stderr.strip() or f'exit {done.returncode}'}")
    return done.stdout


def is_mma(opcode: str) -> bool:
    return opcode in MMA_OPCODES


def mma_equivalents(instruction: Instruction) -> float:
    """The Tensor Core work of one mma instruction in one warp's stream, in m16n8k16-equivalents."""
    warpgroup = instruction.opcode in WARPGROUP_MMA_OPCODES
    shape = (_WARPGROUP_SHAPE if warpgroup else _WARP_SHAPE).search(instruction.modifiers)
    if shape is None:
        raise TircError(f"cannot read the mma shape of SASS '{instruction.opcode}{instruction.modifiers}' "
                        f"at /*{instruction.address:04x}*/")
    m, n, k = map(int, shape.groups())
    unit_m, unit_n, unit_k = EQUIVALENT_MMA
    if instruction.opcode in EIGHT_BIT_OPCODES:
        unit_k = EIGHT_BIT_K
    warps = WARPS_PER_WARPGROUP if warpgroup else 1
    return m * n * k / (unit_m * unit_n * unit_k) / warps


@dataclass
class SassFunction:
    """One code section of the disassembly: a kernel or a device function ptxas emitted beside it."""
    name: str
    registers: int = 0
    entry: bool = False                       # a kernel (STO_CUDA_ENTRY), not a device function
    instructions: list[Instruction] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)   # label -> address of the instruction after it

    def branch_target(self, instruction: Instruction) -> int | None:
        """The address a BRA jumps to; None for other instructions and unresolved targets."""
        target = _BRANCH_TARGET.search(instruction.operands)
        if instruction.opcode != "BRA" or target is None:
            return None
        return self.labels.get(target.group(1))


def parse_sass(text: str) -> dict[str, SassFunction]:
    """Every code section of ``nvdisasm -c`` output, by function name."""
    functions: dict[str, SassFunction] = {}
    current: SassFunction | None = None
    pending_labels: list[str] = []  # a label's address is that of the instruction after it
    for line in text.splitlines():
        if match := _SECTION.match(line):
            current = functions.setdefault(match.group(1), SassFunction(match.group(1)))
            pending_labels = []
        elif current is None:
            continue
        elif match := _REGISTERS.match(line):
            current.registers = int(match.group(1))
        elif _ENTRY.match(line):
            current.entry = True
        elif match := _LABEL.match(line):
            pending_labels.append(match.group(1))
        elif match := _INSTRUCTION.match(line):
            address = int(match.group(1), 16)
            current.instructions.append(Instruction(address, match.group(2), match.group(4), match.group(3)))
            current.labels.update((label, address) for label in pending_labels)
            pending_labels = []
    return functions


def backward_branches(function: SassFunction) -> list[tuple[int, int]]:
    """(target, branch) address pairs of every BRA to a label before itself, predicated or not."""
    edges = []
    for instruction in function.instructions:
        target = function.branch_target(instruction)
        # Equal addresses: the trap loop after the last EXIT, branching to itself, is no loop.
        if target is not None and target < instruction.address:
            edges.append((target, instruction.address))
    return edges


def without_padding(function: SassFunction) -> list[Instruction]:
    """The instructions up to the last trap loop (a BRA to itself); the NOPs after it only align the section."""
    instructions = function.instructions
    for index in range(len(instructions) - 1, -1, -1):
        if function.branch_target(instructions[index]) == instructions[index].address:
            return instructions[:index + 1]
    return instructions


def main_loop(function: SassFunction) -> Loop | None:
    """The smallest backward-branch range that contains an mma instruction, or None.

    A warp-specialised kernel has a loop per role: the producer's (TMA copies, mbarrier waits) has
    no mma, so the consumer's wgmma loop is the one picked."""
    best: Loop | None = None
    for start, end in backward_branches(function):
        body = [i for i in function.instructions if start <= i.address <= end]
        mmas = [i for i in body if is_mma(i.opcode)]
        if mmas and (best is None or len(body) < best.instructions):
            best = Loop(start, end, len(body), len(mmas), sum(map(mma_equivalents, mmas)))
    return best


def analyse_sass(text: str, resources: dict[str, KernelResources] | None = None) -> dict[str, SassKernel]:
    """Every kernel (entry function) of the disassembly ``text``, by name."""
    kernels = {}
    for name, function in parse_sass(text).items():
        if not function.entry:
            continue  # a device function ptxas emitted beside the kernels (e.g. a division routine)
        kernels[name] = SassKernel(name, len(without_padding(function)),
                                   sum(is_mma(i.opcode) for i in function.instructions), function.registers,
                                   main_loop(function), (resources or {}).get(name))
    return kernels


def analyse_cubin(cubin: bytes, resources: dict[str, KernelResources] | None = None) -> dict[str, SassKernel]:
    """Disassemble ``cubin`` and measure each kernel; ``resources`` (nvJitLink's report) adds spills."""
    return analyse_sass(disassemble(cubin), resources)
