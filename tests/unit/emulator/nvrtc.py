"""Compile CUDA C++ to PTX with NVRTC, for the emulator's test corpus.

We talk to NVRTC through ``cuda.bindings.nvrtc`` rather than ``cuda.core.Program``:
``Program.compile("ptx")`` asks the CUDA *driver* whether it could load the
generated PTX, and there is no driver on the machines these tests run on.
``cuda.bindings`` locates ``libnvrtc`` through ``cuda.pathfinder``, which finds
the copy shipped in the pip package ``nvidia-cuda-nvrtc`` (no system CUDA needed).

Kernels that ``#include <cuda_fp16.h>`` & co. get the headers NVRTC carries
inside itself (``--use-bundled-headers=DIR`` unpacks them into DIR), so no CUDA
toolkit is needed either. Compiled PTX is memoised in memory, per process only.
"""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path

__all__ = ["NvrtcError", "NvrtcCompiler", "compile_cuda", "nvrtc_available", "nvrtc_version"]


class NvrtcError(RuntimeError):
    """NVRTC rejected a program; the message carries NVRTC's compile log."""


def _check(result: object, what: str) -> None:
    from cuda.bindings import nvrtc

    if result != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        _, msg = nvrtc.nvrtcGetErrorString(result)
        raise NvrtcError(f"{what} failed: {msg.decode(errors='replace')}")


def nvrtc_version() -> tuple[int, int]:
    """The (major, minor) version of the NVRTC library that was found."""
    from cuda.bindings import nvrtc

    err, major, minor = nvrtc.nvrtcVersion()
    _check(err, "nvrtcVersion")
    return int(major), int(minor)


def nvrtc_available() -> tuple[bool, str]:
    """Whether NVRTC can be loaded, and if not, why (for a pytest skip reason)."""
    try:
        major, minor = nvrtc_version()
    except Exception as exc:  # ImportError, DynamicLibNotFoundError, NvrtcError, ...
        return False, f"NVRTC unavailable: {type(exc).__name__}: {exc}"
    return True, f"NVRTC {major}.{minor}"


def _virtual_arch(arch: str) -> str:
    """'sm_80' -> 'compute_80': only a virtual architecture makes NVRTC emit PTX alone."""
    if arch.startswith("sm_"):
        return "compute_" + arch[len("sm_") :]
    if arch.startswith("compute_"):
        return arch
    raise ValueError(f"unrecognised GPU architecture {arch!r} (expected e.g. 'sm_80')")


class NvrtcCompiler:
    """Compiles CUDA C++ sources to PTX and memoises the results.

    ``header_dir`` is where NVRTC unpacks its bundled headers the first time a
    source includes one; it should be a scratch directory (a pytest tmp dir).
    """

    def __init__(self, header_dir: Path) -> None:
        self._header_dir = Path(header_dir)
        self._cache: dict[tuple[str, str, str, tuple[str, ...], tuple[str, ...]], str] = {}
        self._lock = threading.Lock()

    def compile(
        self,
        source: str,
        arch: str = "sm_80",
        name: str = "kernel.cu",
        *,
        defines: Sequence[str] = (),
        options: Sequence[str] = (),
    ) -> str:
        """Return the PTX text for ``source``; ``defines`` are ``NAME`` or ``NAME=VALUE``;
        ``options`` are extra NVRTC flags such as ``-ftz=true``."""
        key = (source, arch, name, tuple(defines), tuple(options))
        with self._lock:
            cached = self._cache.get(key)
        if cached is not None:
            return cached
        ptx = self._compile_uncached(source, arch, name, tuple(defines), tuple(options))
        with self._lock:
            self._cache[key] = ptx
        return ptx

    def _compile_uncached(self, source: str, arch: str, name: str, defines: tuple[str, ...],
                          extra: tuple[str, ...]) -> str:
        from cuda.bindings import nvrtc

        options = [f"--gpu-architecture={_virtual_arch(arch)}", "--std=c++17"]
        options += [f"--define-macro={d}" for d in defines]
        options += list(extra)
        if "#include" in source:
            # Unpacking the headers costs ~25 MB of disk, so only when asked for.
            self._header_dir.mkdir(parents=True, exist_ok=True)
            options.append(f"--use-bundled-headers={self._header_dir}")

        err, prog = nvrtc.nvrtcCreateProgram(source.encode(), name.encode(), 0, [], [])
        _check(err, "nvrtcCreateProgram")
        try:
            encoded = [o.encode() for o in options]
            (compile_err,) = nvrtc.nvrtcCompileProgram(prog, len(encoded), encoded)
            if compile_err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
                raise NvrtcError(f"NVRTC could not compile {name} ({' '.join(options)}):\n{_log(prog)}")
            err, size = nvrtc.nvrtcGetPTXSize(prog)
            _check(err, "nvrtcGetPTXSize")
            buf = b" " * size
            (err,) = nvrtc.nvrtcGetPTX(prog, buf)
            _check(err, "nvrtcGetPTX")
        finally:
            nvrtc.nvrtcDestroyProgram(prog)
        return buf.rstrip(b"\0").decode()


def _log(prog: object) -> str:
    from cuda.bindings import nvrtc

    err, size = nvrtc.nvrtcGetProgramLogSize(prog)
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS or size <= 1:
        return "(no log)"
    buf = b" " * size
    nvrtc.nvrtcGetProgramLog(prog, buf)
    return buf.rstrip(b"\0").decode(errors="replace")


@functools.cache
def _default_compiler() -> NvrtcCompiler:
    # Outside pytest (e.g. from a REPL) headers go to a temporary directory
    # that is removed when the process exits.
    scratch = Path(tempfile.mkdtemp(prefix="tirc-nvrtc-"))
    atexit.register(shutil.rmtree, scratch, ignore_errors=True)
    return NvrtcCompiler(scratch / "headers")


def compile_cuda(
    source: str,
    arch: str = "sm_80",
    name: str = "kernel.cu",
    *,
    defines: Sequence[str] = (),
) -> str:
    """Compile CUDA C++ ``source`` to PTX for ``arch`` (memoised per process)."""
    return _default_compiler().compile(source, arch, name, defines=defines)
