"""PTX -> cubin with nvJitLink (from the pip-installed nvidia-nvjitlink), and its resource report."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from tirc.diagnostics import TircError


@dataclass
class KernelResources:
    name: str
    registers: int = 0
    spill_stores: int = 0
    spill_loads: int = 0
    stack_frame: int = 0
    shared_memory: int = 0   # static shared memory (bytes)


@dataclass
class LinkResult:
    cubin: bytes
    log: str
    kernels: dict[str, KernelResources]


_FUNCTION_PROPERTIES = re.compile(r"^ptxas.*Function properties for ([\w$.]+)\s*$")
_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_COMPILING = re.compile(r"Compiling entry function '([^']+)'")
_USED = re.compile(r"Used (\d+) registers(.*)")
_SMEM = re.compile(r"(\d+) bytes smem")
# nvJitLink's own summary: "info : Function properties for 'k':" then "info : used N registers, ..."
_LINK_PROPERTIES = re.compile(r"^info\s*: Function properties for '([^']+)':")
_LINK_USED = re.compile(r"^info\s*: used (\d+) registers.*?(\d+) bytes smem")


def parse_verbose_log(log: str) -> dict[str, KernelResources]:
    """Parse ptxas' ``-verbose`` lines as nvJitLink reports them."""
    kernels: dict[str, KernelResources] = {}
    current: KernelResources | None = None
    for line in log.splitlines():
        if match := _LINK_PROPERTIES.search(line):
            current = kernels.setdefault(match.group(1), KernelResources(match.group(1)))
        elif current is not None and (match := _LINK_USED.search(line)):
            current.shared_memory = int(match.group(2))  # static shared memory, the linked total
        elif match := _COMPILING.search(line):
            current = kernels.setdefault(match.group(1), KernelResources(match.group(1)))
        elif match := _FUNCTION_PROPERTIES.search(line):
            current = kernels.setdefault(match.group(1), KernelResources(match.group(1)))
        elif current is not None and (match := _FRAME.search(line)):
            current.stack_frame, current.spill_stores, current.spill_loads = map(int, match.groups())
        elif current is not None and (match := _USED.search(line)):
            current.registers = int(match.group(1))
            rest = match.group(2)
            if smem := _SMEM.search(rest):
                current.shared_memory = int(smem.group(1))
    return kernels


def link_ptx(ptx_texts: list[str], chip: str, optimize: int = 3) -> LinkResult:
    """Compile and link PTX for ``chip`` (e.g. sm_80, sm_90a); always with an explicit -arch."""
    try:
        from cuda.bindings import nvjitlink
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise TircError(f"nvJitLink is not available ({error})",
                        hint="pip install cuda-bindings nvidia-nvjitlink (or run 'make setup')") from None
    options = [f"-arch={chip}", "-verbose", f"-O{optimize}"]
    try:
        handle = nvjitlink.create(len(options), options)
    except Exception as error:  # nvJitLinkError or a missing shared library
        raise TircError(f"cannot start nvJitLink: {error}",
                        hint="pip install nvidia-nvjitlink (or run 'make setup')") from None
    try:
        for index, text in enumerate(ptx_texts):
            data = text.encode("utf-8")
            nvjitlink.add_data(handle, nvjitlink.InputType.PTX, data, len(data), f"tirc_{index}.ptx")
        nvjitlink.complete(handle)
        size = nvjitlink.get_linked_cubin_size(handle)
        cubin = bytearray(size)
        nvjitlink.get_linked_cubin(handle, cubin)
        log = _info_log(nvjitlink, handle)
    except Exception as error:
        details = _error_log(nvjitlink, handle)
        raise TircError(f"nvJitLink rejected the PTX for {chip}: {details or error}") from None
    finally:
        nvjitlink.destroy(handle)
    return LinkResult(bytes(cubin), log, parse_verbose_log(log))


def _info_log(nvjitlink: Any, handle: int) -> str:
    size = nvjitlink.get_info_log_size(handle)
    buffer = bytearray(size)
    nvjitlink.get_info_log(handle, buffer)
    return buffer.rstrip(b"\0").decode("utf-8", errors="replace")


def _error_log(nvjitlink: Any, handle: int) -> str:
    try:
        size = nvjitlink.get_error_log_size(handle)
        buffer = bytearray(size)
        nvjitlink.get_error_log(handle, buffer)
        return buffer.rstrip(b"\0").decode("utf-8", errors="replace").strip()
    except Exception:
        return ""
