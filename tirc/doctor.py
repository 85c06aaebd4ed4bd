"""``tirc doctor``: what tirc needs, what it found, and how to fix what is wrong.

Every check imports what it looks at itself and turns any failure into a row: the doctor is run
precisely when something is missing or broken, so it must never crash on it. Only the compiler's
needs (the pinned MLIR bindings, nvJitLink, libdevice) decide the exit status; a machine without a
GPU compiles fine.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tirc
from tirc.versions import LLVM_PACKAGE, MLIR_PACKAGE, PINNED_LLVM, PINNED_MLIR, package_version

OK, MISSING, OPTIONAL, ERROR = "ok", "missing", "optional", "error"
_STYLES = {OK: "green", MISSING: "bold red", OPTIONAL: "yellow", ERROR: "bold red"}
SETUP_HINT = "run 'make setup'"
NO_GPU = "no GPU driver found: compiling works, running needs a GPU or --emulate"

# A complete kernel for the nvJitLink and GPU checks: c[i] = a[i] + b[i] for i < n.
VECTOR_ADD_PTX = """\
.version 7.0
.target sm_75
.address_size 64

.visible .entry vector_add(.param .u64 a, .param .u64 b, .param .u64 c, .param .u32 n)
{
    .reg .pred %p;
    .reg .b32 %r<6>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<10>;
    ld.param.u64 %rd1, [a];
    ld.param.u64 %rd2, [b];
    ld.param.u64 %rd3, [c];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.s32 %r5, %r2, %r3, %r4;
    setp.ge.u32 %p, %r5, %r1;
    @%p bra DONE;
    cvta.to.global.u64 %rd4, %rd1;
    cvta.to.global.u64 %rd5, %rd2;
    cvta.to.global.u64 %rd6, %rd3;
    mul.wide.u32 %rd7, %r5, 4;
    add.s64 %rd8, %rd4, %rd7;
    ld.global.f32 %f1, [%rd8];
    add.s64 %rd8, %rd5, %rd7;
    ld.global.f32 %f2, [%rd8];
    add.f32 %f3, %f1, %f2;
    add.s64 %rd9, %rd6, %rd7;
    st.global.f32 [%rd9], %f3;
DONE:
    ret;
}
"""


@dataclass
class Check:
    name: str
    status: str            # OK, MISSING, OPTIONAL or ERROR
    found: str
    fix: str = ""
    required: bool = True  # does compiling need it? (decides the exit status)

    @property
    def failed(self) -> bool:
        return self.required and self.status in (MISSING, ERROR)


# ---------------------------------------------------------------------------------------------
# Checks


def pinned_packages() -> dict[str, tuple[str, str]]:
    """{"mlir"|"llvm": (package, pinned version)}."""
    return {"mlir": (MLIR_PACKAGE, PINNED_MLIR), "llvm": (LLVM_PACKAGE, PINNED_LLVM)}


def _install_fix(package: str, pin: str) -> str:
    return f"pip install {package}=={pin} (or {SETUP_HINT})"


def check_python() -> list[Check]:
    version = ".".join(map(str, sys.version_info[:3]))
    return [Check("Python", OK, f"{version} ({sys.executable})")]


def check_tirc() -> list[Check]:
    return [Check("tirc", OK, f"{tirc.__version__} ({Path(tirc.__file__).parent})")]


def check_pins() -> list[Check]:
    rows = []
    for role, (package, pin) in pinned_packages().items():
        required = role == "mlir"  # the LLVM tools (FileCheck, not) serve the tests only
        fix = _install_fix(package, pin)
        found = package_version(package)
        if found is None:
            rows.append(Check(package, MISSING if required else OPTIONAL, "not installed", fix, required))
        elif found != pin:
            rows.append(Check(package, ERROR, f"{found}, but tirc is pinned to {pin}", fix, required))
        else:
            rows.append(Check(package, OK, f"{found} (pinned)", required=required))
    return rows


def check_mlir() -> list[Check]:
    fix = _install_fix(*pinned_packages()["mlir"])
    try:
        from mlir import ir, passmanager
    except ImportError as error:
        return [Check("MLIR bindings", MISSING, f"cannot import mlir ({error})", fix)]
    with ir.Context():
        module = ir.Module.parse("func.func @f(%a: i32) -> i32 {\n"
                                 "  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}")
        passmanager.PassManager.parse("builtin.module(canonicalize)").run(module.operation)
    return [Check("MLIR bindings", OK, f"parsed a module and ran canonicalize ({Path(ir.__file__).parent.parent})")]


def check_nvjitlink() -> list[Check]:
    fix = f"pip install cuda-bindings nvidia-nvjitlink (or {SETUP_HINT})"
    try:
        from cuda.bindings import nvjitlink
    except ImportError as error:
        return [Check("nvJitLink", MISSING, f"cannot import cuda.bindings.nvjitlink ({error})", fix)]
    from tirc.diagnostics import TircError
    from tirc.emit.cubin import link_ptx
    try:
        major, minor = nvjitlink.version()
        cubin = link_ptx([VECTOR_ADD_PTX], "sm_80").cubin
    except TircError as error:
        return [Check("nvJitLink", ERROR, error.message, fix)]
    return [Check("nvJitLink", OK, f"{major}.{minor}: linked a test kernel for sm_80 ({len(cubin)} B cubin)")]


def check_libdevice() -> list[Check]:
    fix = f"pip install nvidia-nvvm cuda-pathfinder (or {SETUP_HINT})"
    try:
        from cuda import pathfinder
        return [Check("libdevice", OK, str(pathfinder.find_bitcode_lib("device")))]
    except ImportError as error:
        return [Check("libdevice", MISSING, f"cannot import cuda.pathfinder ({error})", fix)]
    except Exception as error:  # BitcodeLibNotFoundError
        return [Check("libdevice", MISSING, str(error), fix)]


def check_nvdisasm() -> list[Check]:
    from tirc.diagnostics import TircError
    from tirc.emit.sass import NVDISASM_HINT, nvdisasm_path
    try:
        path = nvdisasm_path()
    except TircError as error:
        return [Check("nvdisasm", OPTIONAL, error.message.removeprefix("nvdisasm "), NVDISASM_HINT, required=False)]
    return [Check("nvdisasm", OK, str(path), required=False)]


_OPTIONAL_PACKAGES = {"torch": "PyTorch frontend", "torch-mlir": "PyTorch frontend",
                      "triton": "peer for bench/compare_triton.py"}


def check_optional_packages() -> list[Check]:
    rows = []
    for package, purpose in _OPTIONAL_PACKAGES.items():
        found = package_version(package)
        if found is None:
            rows.append(Check(package, OPTIONAL, f"not installed ({purpose})", f"pip install {package}", False))
        else:
            rows.append(Check(package, OK, f"{found} ({purpose})", required=False))
    return rows


def check_gpu() -> list[Check]:
    """The driver, every visible GPU, and a load-and-launch test on the first one."""
    try:
        from cuda.bindings import driver
        _call(driver.cuInit, 0)
    except ImportError as error:
        return [Check("GPU driver", OPTIONAL, f"cannot import cuda.bindings.driver ({error})",
                      f"pip install cuda-bindings (or {SETUP_HINT})", False)]
    except _DriverError as error:  # a driver without a usable GPU
        return [Check("GPU driver", OPTIONAL, f"{error}", "check the driver with nvidia-smi", False)]
    except Exception:  # DynamicLibNotFoundError: no libcuda.so.1
        return [Check("GPU driver", OPTIONAL, "none found (libcuda.so.1)", "install the NVIDIA driver to run on a GPU",
                      False)]
    version = _call(driver.cuDriverGetVersion)
    rows = [Check("GPU driver", OK, f"CUDA {version // 1000}.{version % 1000 // 10}", required=False)]
    count = _call(driver.cuDeviceGetCount)
    if count == 0:
        return rows + [Check("GPUs", OPTIONAL, "none visible", "check CUDA_VISIBLE_DEVICES", False)]
    for index in range(count):
        rows.append(_describe_gpu(driver, index))
    rows.append(_launch_test(driver))
    return rows


class _DriverError(RuntimeError):
    pass


def _call(function: Callable[..., Any], *args: Any) -> Any:
    """Call a cuda.bindings driver function: raise on an error code, return its value(s)."""
    result = function(*args)
    status, values = result[0], result[1:]
    if int(status) != 0:
        raise _DriverError(f"{function.__name__}: {getattr(status, 'name', status)}")
    return values[0] if len(values) == 1 else values or None


def _describe_gpu(driver: Any, index: int) -> Check:
    from tirc.target import TARGETS
    device = _call(driver.cuDeviceGet, index)
    name = _call(driver.cuDeviceGetName, 256, device).split(b"\0")[0].decode()
    attribute = driver.CUdevice_attribute
    major = _call(driver.cuDeviceGetAttribute, attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device)
    minor = _call(driver.cuDeviceGetAttribute, attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device)
    chips = [t.chip for t in TARGETS.values() if t.compute_capability == (major, minor)]
    found = f"{name}, compute capability {major}.{minor}"
    if not chips:
        return Check(f"GPU {index}", OK, f"{found} (no tirc target: runs sm_80 PTX by JIT)", required=False)
    return Check(f"GPU {index}", OK, f"{found} (--target {chips[0]})", required=False)


def _launch_test(driver: Any) -> Check:
    """Load the vector-add PTX on GPU 0 (the driver JIT-compiles it), launch it and check c = a + b."""
    import numpy as np
    size = 1000
    a = np.arange(size, dtype=np.float32)
    b = np.full(size, 0.5, dtype=np.float32)
    c = np.zeros(size, dtype=np.float32)
    device = _call(driver.cuDeviceGet, 0)
    context = _call(driver.cuDevicePrimaryCtxRetain, device)
    buffers: list[Any] = []
    module = None
    try:
        _call(driver.cuCtxSetCurrent, context)
        module = _call(driver.cuModuleLoadData, VECTOR_ADD_PTX.encode() + b"\0")
        kernel = _call(driver.cuModuleGetFunction, module, b"vector_add")
        for host in (a, b, c):
            buffers.append(_call(driver.cuMemAlloc, host.nbytes))
            _call(driver.cuMemcpyHtoD, buffers[-1], host, host.nbytes)
        values = [np.array([int(pointer)], dtype=np.uint64) for pointer in buffers]
        values.append(np.array([size], dtype=np.uint32))
        params = np.array([value.ctypes.data for value in values], dtype=np.uint64)
        _call(driver.cuLaunchKernel, kernel, (size + 255) // 256, 1, 1, 256, 1, 1, 0, 0, params.ctypes.data, 0)
        _call(driver.cuCtxSynchronize)
        _call(driver.cuMemcpyDtoH, c, buffers[2], c.nbytes)
    finally:
        for pointer in buffers:
            driver.cuMemFree(pointer)
        if module is not None:
            driver.cuModuleUnload(module)
        driver.cuDevicePrimaryCtxRelease(device)
    if not np.array_equal(c, a + b):
        return Check("GPU launch test", ERROR, "vector_add on GPU 0 gave wrong results",
                     "check the GPU with nvidia-smi / the driver installation", False)
    return Check("GPU launch test", OK, f"loaded PTX, launched vector_add on GPU 0, {size} results correct",
                 required=False)


CHECKS: tuple[Callable[[], list[Check]], ...] = (
    check_python, check_tirc, check_pins, check_mlir, check_nvjitlink, check_libdevice, check_nvdisasm,
    check_optional_packages, check_gpu)


def run_checks() -> list[Check]:
    rows: list[Check] = []
    for check in CHECKS:
        try:
            rows.extend(check())
        except Exception as error:  # a check that breaks is a finding, not a crash
            name = check.__name__.removeprefix("check_").replace("_", " ")
            rows.append(Check(name, ERROR, f"{type(error).__name__}: {error}", SETUP_HINT,
                              required=check is not check_gpu))
    return rows


# ---------------------------------------------------------------------------------------------
# Output


def summary(rows: list[Check]) -> list[str]:
    failed = [row.name for row in rows if row.failed]
    if failed:
        return [f"tirc cannot compile: fix {', '.join(failed)} (see the fix column)"]
    lines = ["compiler: ok"]
    if any(row.name == "GPU driver" and row.status != OK for row in rows):
        lines.append(NO_GPU)
    elif any(row.name.startswith("GPU") and row.status == ERROR for row in rows):
        lines.append("GPU: the launch test failed (compiling is not affected)")
    return lines


def run_doctor() -> int:
    """Print the table and the verdict; 0 when the compiler side is healthy, else 1."""
    from rich import box
    from rich.console import Console
    from rich.table import Table

    rows = run_checks()
    # Not on a terminal (logs, lit): wide enough that rows never wrap; on one, wrap (never cut) paths.
    console = Console(width=None if sys.stdout.isatty() else 1000, highlight=False)
    table = Table("check", "status", box=box.SIMPLE)
    table.add_column("found", overflow="fold")
    table.add_column("fix", overflow="fold")
    for row in rows:
        table.add_row(row.name, f"[{_STYLES[row.status]}]{row.status}[/]", row.found, row.fix)
    console.print(table)
    for line in summary(rows):
        console.print(line)
    return 1 if any(row.failed for row in rows) else 0
