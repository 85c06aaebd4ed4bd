"""Global-memory traffic: what a function must move at least, and what each of its kernels must move.

A memory-bound kernel runs as fast as the bytes it moves allow, so the bytes are its cost:

- :func:`ideal_traffic`: a function's *ideal*, every buffer input (weights included) read once and
  every output written once. What one fused kernel would move; ``tirc run --emulate --stats``
  prints beside it the bytes the kernels requested (a weight every block reads counts per block)
  and their DRAM traffic in the emulator's perfect-L2 model (the distinct 32-byte sectors each
  launch touches, summed over launches; the weight counts once per launch): :func:`traffic_summary`.
- :func:`kernel_traffic`: what one launch must move, the whole buffer behind each pointer argument
  the kernel loads from (read) and each it stores to (written; both for one updated in place),
  from :func:`param_accesses` of its PTX. The static model's memory-bound estimate
  (:func:`tirc.schedule.perf_model.memory_estimate`) takes it.

No MLIR here: the run half of ``bench/gpu_check.sh`` and tirc's precompiled-plan paths import it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from tirc.dtypes import storage_dtype
from tirc.emit.expr import evaluate
from tirc.plan import Launch, PointerArg
from tirc.schedule.perf_model import MemoryEstimate, memory_estimate
from tirc.target import Target


@dataclass(frozen=True)
class Traffic:
    """Bytes of global memory read and written."""

    read: int
    written: int

    @property
    def total(self) -> int:
        return self.read + self.written


def tensor_bytes(dtype: str, shape: tuple[int, ...] | list[int]) -> int:
    """Bytes of a row-major tensor as stored (i1 as bytes, bf16 as 16 bits)."""
    return int(np.prod(shape, dtype=np.int64)) * storage_dtype(dtype).itemsize


def _buffer_bytes(buffer: dict[str, Any], symbols: dict[str, int]) -> int:
    return tensor_bytes(buffer["dtype"], [evaluate(size, symbols) for size in buffer["shape"]])


def ideal_traffic(function: dict[str, Any], symbols: dict[str, int]) -> Traffic:
    """The least a launch-plan function (a manifest's ``functions`` entry) can move at ``symbols``,
    its dynamic sizes: every buffer input and weight read once, every output buffer written once
    (an output buffer returned twice, once)."""
    buffers = {buffer["name"]: buffer for buffer in function["buffers"]}
    read = sum(_buffer_bytes(buffer, symbols) for buffer in function["buffers"]
               if buffer["kind"] in ("input", "weight"))
    outputs = dict.fromkeys(output["buffer"] for output in function["outputs"])
    written = sum(_buffer_bytes(buffers[name], symbols) for name in outputs)
    return Traffic(read, written)


# ---------------------------------------------------------------------------------------------
# Which pointer parameters a kernel reads and writes through (its PTX)

_ENTRY = re.compile(r"\.entry\s+([\w$]+)\s*\((.*?)\)", re.S)
_PARAM_NAME = re.compile(r"([\w$]+)\s*(?:\[\d+\])?\s*$")
_REGISTER = re.compile(r"%[\w$]+")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_LABEL = re.compile(r"^\s*[\w$]+:")
_GUARD = re.compile(r"^@!?%\w+\s+")
_SPACES = (".shared", ".local", ".param", ".const")   # not global memory (no space: generic)


def _operands(text: str) -> list[str]:
    """Top-level comma-separated operands (a vector ``{a, b}`` or an address ``[a + 4]`` is one)."""
    operands, depth, start = [], 0, 0
    for position, char in enumerate(text):
        if char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
        elif char == "," and depth == 0:
            operands.append(text[start:position].strip())
            start = position + 1
    if text[start:].strip():
        operands.append(text[start:].strip())
    return operands


def _statements(body: str) -> list[tuple[str, list[str]]]:
    """(opcode, operands) of each instruction of a kernel body."""
    found = []
    for statement in _COMMENT.sub("", body).split(";"):
        text = statement.strip().lstrip("{}").strip()
        while _LABEL.match(text):
            text = text[_LABEL.match(text).end():].strip().lstrip("{}").strip()  # type: ignore[union-attr]
        text = _GUARD.sub("", text)
        if not text or text.startswith("."):   # declarations (.reg, .shared ...)
            continue
        opcode, _, rest = text.partition(" ")
        found.append((opcode, _operands(rest.replace("\n", " ").replace("\t", " "))))
    return found


def _global_access(opcode: str) -> str | None:
    """"load", "store" or "update" (read and write) for an instruction that may touch global
    memory through an address operand; None otherwise."""
    parts = opcode.split(".")
    if any(f".{part}" in _SPACES or part.startswith("shared") for part in parts[1:]) and parts[0] != "cp":
        return None
    if parts[0] in ("ld", "ldu"):
        return "load"
    if parts[0] == "st":
        return "store"
    if parts[0] in ("atom", "red"):
        return "update"
    # cp.async.ca/cg.shared.global [dst], [src]; not cp.async.commit_group / wait_group N
    if opcode.startswith("cp.async.") and "bulk" not in parts and "global" in parts:
        return "load"
    return None


def param_accesses(body: str) -> dict[int, str]:
    """Parameter index -> "read", "write" or "read/write": how one ``.entry`` (its PTX text, header
    included) uses the global memory its parameters point into.

    Registers carry the parameters they are computed from (a flow-insensitive forward analysis to a
    fixed point, so loop-carried pointers count); a value loaded from memory carries none. A global
    load, store or atomic then names the parameters its address is computed from: pointers, and
    integers such as a stride (the caller keeps the pointers). A pointer the kernel never addresses
    memory through (an unused argument) is absent."""
    header = _ENTRY.search(body)
    if header is None:
        return {}
    names = [match.group(1) for part in header.group(2).split(",") if (match := _PARAM_NAME.search(part.strip()))]
    index = {name: position for position, name in enumerate(names)}
    statements = _statements(body[header.end():])
    taint: dict[str, set[int]] = {}

    def sources(operands: list[str]) -> set[int]:
        found: set[int] = set()
        for operand in operands:
            for register in _REGISTER.findall(operand):
                found |= taint.get(register, set())
            for word in re.findall(r"[A-Za-z_$][\w$]*", operand):
                if word in index:   # a parameter by name: [name+8], or mov of its address
                    found.add(index[word])
        return found

    changed = True
    while changed:
        changed = False
        for opcode, operands in statements:
            if not operands or operands[0].startswith("["):
                continue   # stores, cp.async, red: they define no register
            if opcode.split(".")[0] in ("ld", "ldu", "atom") and not opcode.startswith("ld.param"):
                continue   # a value loaded from memory carries no parameter (ld.param: the parameter's value)
            flowing = sources(operands[1:])
            if not flowing:
                continue
            for register in _REGISTER.findall(operands[0]):
                before = taint.setdefault(register, set())
                if not flowing <= before:
                    before |= flowing
                    changed = True
    accesses: dict[int, set[str]] = {}
    for opcode, operands in statements:
        kind = _global_access(opcode)
        if kind is None or not operands:
            continue
        address = operands[1] if kind == "load" or opcode.startswith("atom") else operands[0]
        for param in sources([address]):
            accesses.setdefault(param, set()).update({"load": ("read",), "store": ("write",),
                                                      "update": ("read", "write")}[kind])
    return {param: "/".join(mode for mode in ("read", "write") if mode in modes)
            for param, modes in sorted(accesses.items())}


def kernel_traffic(step: Launch, function: dict[str, Any], symbols: dict[str, int],
                   accesses: dict[int, str]) -> Traffic | None:
    """What one ``launch`` step of ``function`` must move: each pointer argument's whole buffer,
    read where ``accesses`` (:func:`param_accesses` of the kernel) says the kernel loads through it,
    written where it stores. None when a buffer's size is dynamic and ``symbols`` lacks it."""
    buffers = {buffer["name"]: buffer for buffer in function["buffers"]}
    read = written = 0
    for position, argument in enumerate(step.args):
        if not isinstance(argument, PointerArg) or position not in accesses:
            continue
        try:
            size = _buffer_bytes(buffers[argument.buffer], symbols)
        except (KeyError, NameError, ValueError):
            return None
        mode = accesses[position]
        read += size if "read" in mode else 0
        written += size if "write" in mode else 0
    return Traffic(read, written)


def format_bytes(count: float) -> str:
    """Decimal units, as bandwidths are quoted (1 GB/s = 1e9 B/s): 512 B, 131 KB, 16.8 MB."""
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("KB", 1e3)):
        if count >= scale:
            return f"{count / scale:.3g} {unit}"
    return f"{count:.0f} B"


def launch_memory_estimate(step: Launch, function: dict[str, Any], body: str, target: Target,
                           registers: int = 0, static_shared: int = 0,
                           symbols: dict[str, int] | None = None) -> MemoryEstimate | None:
    """The static model's memory-bound estimate of one ``launch`` step of ``function`` (``body``:
    the kernel's PTX; ``registers`` and ``static_shared`` from nvJitLink), at ``symbols``; None when
    a size is dynamic and not given."""
    symbols = symbols or {}
    try:
        grid = [evaluate(size, symbols) for size in step.grid]
        block = [evaluate(size, symbols) for size in step.block]
        dynamic_shared = evaluate(step.dynamic_shared_memory, symbols)
    except (KeyError, NameError, ValueError):
        return None
    traffic = kernel_traffic(step, function, symbols, param_accesses(body))
    if traffic is None:
        return None
    return memory_estimate(traffic.read, traffic.written, int(np.prod(grid)), int(np.prod(block)), target,
                           registers, static_shared + dynamic_shared)


SECTOR_BYTES = 32   # the unit of DRAM and L2 traffic (the emulator's LaunchStats counts sectors)


def traffic_summary(stats: Any, ideal: Traffic) -> dict[str, Any]:
    """The emulator's global traffic of a function's launches (merged LaunchStats) beside its
    ideal, as JSON values: bytes requested (loaded, stored) and their 32-byte sectors per warp
    access, the DRAM bytes of the perfect-L2 model (distinct sectors per launch, loaded and
    stored), the ideal, and the two ratios to it (requested / ideal, ``ratio``; DRAM / ideal,
    ``dram_ratio``; None for a function that moves nothing)."""
    requested = stats.global_bytes
    dram_loaded, dram_stored = SECTOR_BYTES * stats.dram_load_sectors, SECTOR_BYTES * stats.dram_store_sectors
    return {"loaded_bytes": stats.global_load_bytes, "stored_bytes": stats.global_store_bytes,
            "requested_bytes": requested, "sectors": stats.global_sectors,
            "dram_loaded_bytes": dram_loaded, "dram_stored_bytes": dram_stored,
            "dram_bytes": dram_loaded + dram_stored,
            "ideal_bytes": ideal.total, "ideal_read_bytes": ideal.read, "ideal_written_bytes": ideal.written,
            "ratio": requested / ideal.total if ideal.total else None,
            "dram_ratio": (dram_loaded + dram_stored) / ideal.total if ideal.total else None}


def traffic_lines(summary: dict[str, Any]) -> list[str]:
    """:func:`traffic_summary` in two lines, e.g. ``global memory: 12.6 MB loaded, 4.19 MB stored
    (16.8 MB, 524,288 sectors); ideal 4.19 MB; 4.00x`` and ``DRAM (distinct sectors per kernel):
    4.19 MB loaded, 4.19 MB stored (8.39 MB); ideal 4.19 MB; 2.00x``."""
    def ratio(value: float | None) -> str:
        return f"{value:.2f}x" if value is not None else "no ideal (nothing in or out)"
    ideal = format_bytes(summary["ideal_bytes"])
    return [f"global memory: {format_bytes(summary['loaded_bytes'])} loaded, "
            f"{format_bytes(summary['stored_bytes'])} stored ({format_bytes(summary['requested_bytes'])}, "
            f"{summary['sectors']:,} sectors); ideal {ideal}; {ratio(summary['ratio'])}",
            f"DRAM (distinct sectors per kernel): {format_bytes(summary['dram_loaded_bytes'])} loaded, "
            f"{format_bytes(summary['dram_stored_bytes'])} stored ({format_bytes(summary['dram_bytes'])}); "
            f"ideal {ideal}; {ratio(summary['dram_ratio'])}"]
