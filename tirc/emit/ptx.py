"""Extract PTX from the ``gpu.binary`` ops that the ptx stage produces."""

from __future__ import annotations

import re
from dataclasses import dataclass

from mlir import ir
from mlir.dialects import gpu

from tirc.diagnostics import TircError


@dataclass(frozen=True)
class PtxModule:
    name: str      # the gpu.module / gpu.binary symbol
    chip: str
    text: str


def extract_ptx(module: ir.Module) -> list[PtxModule]:
    found: list[PtxModule] = []
    with module.context:
        for op in module.body.operations:
            op = op.operation
            if op.name != "gpu.binary":
                continue
            name = ir.StringAttr(op.attributes["sym_name"]).value
            for attr in ir.ArrayAttr(op.attributes["objects"]):
                obj = gpu.ObjectAttr(attr)
                chip = str(obj.target).split('chip = "')[1].split('"')[0] if 'chip = "' in str(obj.target) else "?"
                if "isa" not in str(obj.format) and "assembly" not in str(op.attributes["objects"]):
                    raise TircError(f"gpu.binary @{name} does not hold PTX: run gpu-module-to-binary with format=isa")
                found.append(PtxModule(name, chip, bytes(obj.object).decode("utf-8")))
    if not found:
        raise TircError("the pipeline produced no PTX: the input has no GPU kernels after the ptx stage",
                        hint="linalg input needs a pipeline that outlines kernels (e.g. --pipeline simt)")
    return found


def combine_ptx(modules: list[PtxModule]) -> str:
    """One PTX text for one gpu.module; several modules are concatenated with separators (the
    cubin is linked from all of them)."""
    if len(modules) == 1:
        return modules[0].text
    return "\n".join(f"// ---- gpu.module @{m.name} ----\n{m.text}" for m in modules)


_ENTRY = re.compile(r"\.entry\s+([\w$]+)\s*\((.*?)\)", re.S)
_PARAM = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)(?:\s+\.ptr(?:\s+\.\w+)*)?(?:\s+\.align\s+\d+)?\s+([\w$]+)(\[\d+\])?")


def kernel_params(ptx: str) -> dict[str, list[str]]:
    """PTX parameter types of every ``.entry`` (``u64`` for pointers, ``u32``/``f32`` ...)."""
    kernels: dict[str, list[str]] = {}
    for match in _ENTRY.finditer(ptx):
        kernels[match.group(1)] = [param.group(1) + (param.group(3) or "") for param in _PARAM.finditer(match.group(2))]
    return kernels


_OPCODE = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.:]*)", re.M)


def count_instructions(ptx: str, prefixes: tuple[str, ...]) -> dict[str, int]:
    """Static count of instructions whose opcode starts with each prefix (e.g. 'mma.sync')."""
    counts = {prefix: 0 for prefix in prefixes}
    for match in _OPCODE.finditer(ptx):
        opcode = match.group(1)
        for prefix in prefixes:
            if opcode.startswith(prefix):
                counts[prefix] += 1
    return counts


def kernel_bodies(ptx: str) -> dict[str, str]:
    """The text of each ``.entry`` (from its name to the next entry), for per-kernel inspection."""
    starts = [(m.start(), m.group(1)) for m in _ENTRY.finditer(ptx)]
    return {name: ptx[start:(starts[i + 1][0] if i + 1 < len(starts) else len(ptx))]
            for i, (start, name) in enumerate(starts)}
