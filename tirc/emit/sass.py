"""SASS of a linked cubin, disassembled with ``nvdisasm``, and the shape of each kernel's main loop.

PTX is not what the GPU runs: ptxas unrolls, schedules, folds address arithmetic and allocates
registers, so instruction counts taken from PTX can mislead. This module disassembles the cubin
that nvJitLink produced (``nvdisasm`` from the pip-installed nvidia-cuda-nvdisasm) and measures
what matters for a GEMM: the *main loop*, the innermost loop that contains Tensor Core
instructions (HMMA/IMMA/HGMMA), its instruction count and its instructions per mma.

A loop is a backward branch: a ``BRA`` (predicated or not) whose target label is at or before
the branch. The range [target, branch] is the loop body; the innermost loop containing an mma is
the smallest such range. ``BRA`` to its own address is the trap loop ptxas puts after the last
``EXIT`` and is not a loop of the program.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from tirc.diagnostics import TircError
from tirc.emit.cubin import KernelResources

NVDISASM_HINT = "pip install nvidia-cuda-nvdisasm (SASS inspection only)"
# Tensor Core opcodes: Ampere's HMMA (f16/bf16/tf32) and IMMA (integer), Hopper's warpgroup HGMMA.
MMA_OPCODES = ("HMMA", "IMMA", "HGMMA")

_SECTION = re.compile(r"^\s*\.section\s+\.text\.([\w$.]+),")
_ENTRY = re.compile(r"^\s*\.other\s+([\w$.]+),@\"STO_CUDA_ENTRY")
_REGISTERS = re.compile(r"^\s*\.sectioninfo\s+@\"SHI_REGISTERS=(\d+)\"")
_LABEL = re.compile(r"^([\w$.]+):\s*$")
# "/*01a0*/   @!P0 BRA `(.L_x_4) ;": the address, an optional predicate, then the instruction.
_INSTRUCTION = re.compile(r"^\s*/\*([0-9a-f]+)\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)(\S*)\s*(.*?)\s*;")
_BRANCH_TARGET = re.compile(r"`\(([\w$.]+)\)")


@dataclass(frozen=True)
class Instruction:
    address: int
    opcode: str       # the base opcode, e.g. HMMA (modifiers such as .16816.F32 are dropped)
    operands: str


@dataclass(frozen=True)
class Loop:
    """The SASS instructions from a label to the backward branch that jumps to it."""
    start: int        # address of the first instruction of the body
    end: int          # address of the backward branch
    instructions: int
    mma: int          # HMMA/IMMA/HGMMA in the body

    @property
    def instructions_per_mma(self) -> float:
        return self.instructions / self.mma


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


@dataclass
class _Function:
    name: str
    registers: int = 0
    entry: bool = False


def parse_sass(text: str) -> dict[str, tuple[_Function, list[Instruction], dict[str, int]]]:
    """Per code section: the function, its instructions and its labels (name -> address)."""
    functions: dict[str, tuple[_Function, list[Instruction], dict[str, int]]] = {}
    current: tuple[_Function, list[Instruction], dict[str, int]] | None = None
    pending_labels: list[str] = []  # a label's address is that of the instruction after it
    for line in text.splitlines():
        if match := _SECTION.match(line):
            current = functions.setdefault(match.group(1), (_Function(match.group(1)), [], {}))
            pending_labels = []
        elif current is None:
            continue
        elif match := _REGISTERS.match(line):
            current[0].registers = int(match.group(1))
        elif match := _ENTRY.match(line):
            current[0].entry = True
        elif match := _LABEL.match(line):
            pending_labels.append(match.group(1))
        elif match := _INSTRUCTION.match(line):
            address = int(match.group(1), 16)
            current[1].append(Instruction(address, match.group(2), match.group(4)))
            for label in pending_labels:
                current[2][label] = address
            pending_labels = []
    return functions


def backward_branches(instructions: list[Instruction], labels: dict[str, int]) -> list[tuple[int, int]]:
    """(target, branch) address pairs of every BRA to a label at or before itself, self-loops excluded."""
    edges = []
    for instruction in instructions:
        if instruction.opcode != "BRA":
            continue
        target = _BRANCH_TARGET.search(instruction.operands)
        if target is None or target.group(1) not in labels:
            continue  # an indirect or unresolved branch
        address = labels[target.group(1)]
        if address < instruction.address:  # equal: the trap loop after EXIT branching to itself
            edges.append((address, instruction.address))
    return edges


def without_padding(instructions: list[Instruction], labels: dict[str, int]) -> list[Instruction]:
    """The instructions up to the last trap loop (a BRA to itself); the NOPs after it only align the section."""
    for index in range(len(instructions) - 1, -1, -1):
        instruction = instructions[index]
        target = _BRANCH_TARGET.search(instruction.operands)
        if instruction.opcode == "BRA" and target and labels.get(target.group(1)) == instruction.address:
            return instructions[:index + 1]
    return instructions


def main_loop(instructions: list[Instruction], labels: dict[str, int]) -> Loop | None:
    """The smallest backward-branch range that contains an mma instruction, or None."""
    best: Loop | None = None
    for start, end in backward_branches(instructions, labels):
        body = [i for i in instructions if start <= i.address <= end]
        mma = sum(is_mma(i.opcode) for i in body)
        if mma and (best is None or len(body) < best.instructions):
            best = Loop(start, end, len(body), mma)
    return best


def analyse_sass(text: str, resources: dict[str, KernelResources] | None = None) -> dict[str, SassKernel]:
    """Every kernel (entry function) of the disassembly ``text``, by name."""
    kernels = {}
    for name, (function, instructions, labels) in parse_sass(text).items():
        if not function.entry:
            continue  # a device function ptxas emitted beside the kernels (e.g. a division routine)
        kernels[name] = SassKernel(name, len(without_padding(instructions, labels)), sum(is_mma(i.opcode) for i in instructions),
                                   function.registers, main_loop(instructions, labels),
                                   (resources or {}).get(name))
    return kernels


def analyse_cubin(cubin: bytes, resources: dict[str, KernelResources] | None = None) -> dict[str, SassKernel]:
    """Disassemble ``cubin`` and measure each kernel; ``resources`` (nvJitLink's report) adds spills."""
    return analyse_sass(disassemble(cubin), resources)
