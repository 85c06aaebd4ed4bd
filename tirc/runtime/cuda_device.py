"""A real GPU as a launch-plan device (:class:`tirc.runtime.plan.Device`), through ``cuda.bindings.driver``.

The plan's semantics live in :mod:`tirc.runtime.plan` only; this module moves bytes and launches::

    device = CudaDevice(device_ordinal=0, stream=None)   # TircError("no CUDA GPU: ...") without one
    device.load(manifest, cubin)       # the manifest's target must be the GPU's (see check_target)
    resident = device.upload_weights(weight_arrays(manifest, weights_bytes))   # once per loaded program
    run = execute(function, device, inputs, symbols, resident=resident)
    device.release()                   # frees the run's buffers; close() also the weights and module

``stream``: a ``CUstream`` handle as an int (e.g. ``torch.cuda.current_stream().cuda_stream``);
None is the default stream. Copies and launches are queued on it; :meth:`CudaDevice.from_device`
waits for it. The device uses the GPU's primary context, the one PyTorch and the CUDA runtime use.

A plan's tensor maps are encoded with ``cuTensorMapEncodeTiled`` (:meth:`CudaDevice.tensor_map`,
arguments from :func:`tensor_map_encoding`) and passed by value: the 128 bytes of the CUtensorMap
are the kernel's ``.param .align 64 .b8 NAME[128]`` (:func:`pack_arguments`).

Every driver call goes through :func:`check`: a result other than CUDA_SUCCESS is a TircError naming
the call and the CUDA error. :func:`cuda_available` says, without raising, whether a GPU is there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from tirc.diagnostics import TircError
from tirc.emit.tensormap import (TENSORMAP_DATA_TYPES, TENSORMAP_INTERLEAVES, TENSORMAP_L2_PROMOTIONS,
                                TENSORMAP_OOB_FILLS, TENSORMAP_SWIZZLES)
from tirc.runtime.emulator.ptxtypes import TYPES
from tirc.runtime.plan import TensorMapSpec
from tirc.target import TARGETS, TENSORMAP_ALIGN, TENSORMAP_BYTES, Target

# A block may use this much dynamic shared memory without opting in (CUDA's default limit).
DEFAULT_DYNAMIC_SHARED_LIMIT = 48 * 1024
NO_GPU_HINT = "use --emulate to run in tirc's PTX emulator on the CPU"


def _driver() -> Any:
    from cuda.bindings import driver
    return driver


def error_text(result: Any) -> str:
    """``NAME (description)`` of a CUresult; the enum's name alone where the driver cannot say more."""
    driver = _driver()
    code = driver.CUresult(int(result))
    try:
        status, description = driver.cuGetErrorString(code)
        if status == driver.CUresult.CUDA_SUCCESS and description:
            return f"{code.name} ({description.decode()})"
    except Exception:  # no driver library: the name is all there is
        pass
    return code.name


def check(call: str, returned: Any) -> Any:
    """The value(s) a ``cuda.bindings.driver`` call returned after its CUresult; a failure is a TircError."""
    driver = _driver()
    result, values = (returned[0], returned[1:]) if isinstance(returned, tuple) else (returned, ())
    if int(result) != int(driver.CUresult.CUDA_SUCCESS):
        raise TircError(f"CUDA: {call} failed: {error_text(result)}")
    if not values:
        return None
    return values[0] if len(values) == 1 else values


def _gpu_problem(device_ordinal: int) -> str | None:
    """Why there is no usable GPU ``device_ordinal`` (None: there is one)."""
    try:
        driver = _driver()
        check("cuInit", driver.cuInit(0))
        count = check("cuDeviceGetCount", driver.cuDeviceGetCount())
    except TircError as error:
        return error.message
    except Exception as error:  # no cuda-bindings, or no driver library (libcuda)
        return f"the CUDA driver cannot be loaded ({error})"
    if count == 0:
        return "the CUDA driver finds no device"
    if not 0 <= device_ordinal < count:
        return f"there is no device {device_ordinal} (the driver finds {count})"
    return None


def cuda_available(device_ordinal: int = 0) -> bool:
    """Whether the driver library loads and device ``device_ordinal`` exists. Never raises."""
    return _gpu_problem(device_ordinal) is None


def require_gpu(device_ordinal: int = 0) -> None:
    """Raise the "no CUDA GPU" TircError (hint: --emulate) unless GPU ``device_ordinal`` is usable."""
    problem = _gpu_problem(device_ordinal)
    if problem is not None:
        raise TircError(f"no CUDA GPU: {problem}", hint=NO_GPU_HINT)


def target_for(compute_capability: tuple[int, int]) -> Target | None:
    """The tirc target whose kernels run on a GPU of this compute capability (None: no such target)."""
    return next((target for target in TARGETS.values() if target.compute_capability == compute_capability), None)


def check_target(manifest: dict[str, Any], compute_capability: tuple[int, int], ordinal: int = 0) -> None:
    """Refuse kernels compiled for another chip than the GPU's: their tuning (shared memory,
    instructions) is the chip's, so tirc loads only the exact target."""
    chip = manifest["target"]["chip"]
    expected = target_for(compute_capability)
    major, minor = compute_capability
    if expected is None:
        raise TircError(f"GPU {ordinal} has compute capability {major}.{minor}, for which tirc has no target",
                        hint=f"tirc targets: {', '.join(TARGETS)}")
    if chip != expected.chip:
        raise TircError(f"the kernels were compiled for {chip}, but GPU {ordinal} is {expected.chip} "
                        f"(compute capability {major}.{minor})", hint=f"compile with --target {expected.chip}")


def needs_shared_opt_in(dynamic_smem: int) -> bool:
    """Whether a launch must first raise CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES."""
    return dynamic_smem > DEFAULT_DYNAMIC_SHARED_LIMIT


_BYTE_ARRAY = re.compile(r"^b8\[(\d+)\]$")   # a kernel_params entry of a .b8 NAME[N] parameter


@dataclass(frozen=True)
class TensorMapEncoding:
    """cuTensorMapEncodeTiled's arguments for a plan's map: lists innermost first, enums as their values."""

    data_type: int            # CUtensorMapDataType
    rank: int
    address: int
    dims: tuple[int, ...]     # elements
    strides: tuple[int, ...]  # bytes, of dims[1:] (rank - 1 of them)
    box: tuple[int, ...]      # elements
    element_strides: tuple[int, ...]
    interleave: int           # CUtensorMapInterleave
    swizzle: int              # CUtensorMapSwizzle
    l2_promotion: int         # CUtensorMapL2promotion
    oob_fill: int             # CUtensorMapFloatOOBfill


def tensor_map_encoding(spec: TensorMapSpec) -> TensorMapEncoding:
    """What :meth:`CudaDevice.tensor_map` passes to cuTensorMapEncodeTiled (a checked spec)."""
    return TensorMapEncoding(
        data_type=TENSORMAP_DATA_TYPES[spec.dtype], rank=len(spec.shape), address=spec.address,
        dims=tuple(reversed(spec.shape)),
        strides=tuple(stride * spec.elem_bytes for stride in reversed(spec.strides[:-1])),
        box=tuple(reversed(spec.box)), element_strides=(1,) * len(spec.shape),
        interleave=TENSORMAP_INTERLEAVES.index(spec.interleave), swizzle=TENSORMAP_SWIZZLES.index(spec.swizzle),
        l2_promotion=TENSORMAP_L2_PROMOTIONS.index(spec.l2_promotion), oob_fill=TENSORMAP_OOB_FILLS.index(spec.oob))


def _aligned_copy(raw: bytes, align: int) -> np.ndarray:
    """``raw`` in a byte array starting at an ``align``-byte aligned host address."""
    storage = np.zeros(len(raw) + align, np.uint8)
    start = -storage.ctypes.data % align
    aligned = storage[start:start + len(raw)]   # a view: keeps ``storage`` alive
    aligned[:] = np.frombuffer(raw, np.uint8)
    return aligned


def pack_arguments(params: list[str], args: list[Any]) -> list[np.ndarray]:
    """Each argument as a one-element array of its PTX parameter type (what cuLaunchKernel points at);
    a tensor map (the bytes of a CUtensorMap, for a ``.b8 NAME[128]`` parameter) as those bytes,
    64-byte aligned like the driver's own CUtensorMap."""
    if len(params) != len(args):
        raise TircError(f"a launch passes {len(args)} arguments to a kernel that takes {len(params)}")
    packed = []
    for position, (param, value) in enumerate(zip(params, args)):
        array = _BYTE_ARRAY.match(param)
        if array is not None or isinstance(value, bytes):
            size = int(array.group(1)) if array is not None else None
            if not isinstance(value, bytes) or len(value) != size:
                given = f"{len(value)} bytes" if isinstance(value, bytes) else f"the value {value!r}"
                raise TircError(f"argument {position} of a launch is {given}, for a parameter of type {param}")
            packed.append(_aligned_copy(value, TENSORMAP_ALIGN))
            continue
        dtype = TYPES[param].dtype
        if dtype.kind in "ui":  # two's complement: a negative value in an unsigned parameter keeps its bits
            value = int(value) & ((1 << (8 * dtype.itemsize)) - 1)
            packed.append(np.array([value], np.dtype(f"u{dtype.itemsize}")).view(dtype))
        else:
            packed.append(np.array([value], dtype))
    return packed


class CudaDevice:
    """One GPU, one stream: a launch-plan device (see the module docstring)."""

    def __init__(self, device_ordinal: int = 0, stream: int | None = None) -> None:
        require_gpu(device_ordinal)
        driver = _driver()
        self.ordinal = device_ordinal
        self._device = check("cuDeviceGet", driver.cuDeviceGet(device_ordinal))
        self._context = check("cuDevicePrimaryCtxRetain", driver.cuDevicePrimaryCtxRetain(self._device))
        check("cuCtxSetCurrent", driver.cuCtxSetCurrent(self._context))
        self.stream = driver.CUstream(stream or 0)
        self.name = check("cuDeviceGetName", driver.cuDeviceGetName(256, self._device)).split(b"\0")[0].decode()
        self.compute_capability = (self.attribute("COMPUTE_CAPABILITY_MAJOR"),
                                   self.attribute("COMPUTE_CAPABILITY_MINOR"))
        self.l2_bytes = self.attribute("L2_CACHE_SIZE")
        self._module: Any = None
        self._functions: dict[str, Any] = {}
        self._params: dict[str, list[str]] = {}
        self._opted_in: dict[str, int] = {}    # kernel -> the dynamic shared memory it may use
        self._allocations: list[int] = []     # this run's buffers (release() frees them)
        self._weights: dict[str, int] = {}    # weight name -> device address, for the loaded program

    def attribute(self, name: str) -> int:
        driver = _driver()
        return int(check("cuDeviceGetAttribute", driver.cuDeviceGetAttribute(
            getattr(driver.CUdevice_attribute, f"CU_DEVICE_ATTRIBUTE_{name}"), self._device)))

    @property
    def target(self) -> Target | None:
        return target_for(self.compute_capability)

    # -- the program ----------------------------------------------------------------------------
    def load(self, manifest: dict[str, Any], cubin: bytes) -> None:
        """Load the cubin of ``manifest`` (its target must be this GPU's) and find its kernels."""
        check_target(manifest, self.compute_capability, self.ordinal)
        driver = _driver()
        self.close_program()
        self._module = check("cuModuleLoadData", driver.cuModuleLoadData(cubin))
        for kernel in manifest["kernels"]:
            self._functions[kernel["name"]] = check(f"cuModuleGetFunction({kernel['name']})",
                                                    driver.cuModuleGetFunction(self._module, kernel["name"].encode()))
            self._params[kernel["name"]] = list(kernel["params"])

    def upload_weights(self, weights: dict[str, np.ndarray]) -> dict[str, int]:
        """Copy the loaded program's weights to the GPU once: name -> address, for ``execute(resident=...)``."""
        for name, values in weights.items():
            raw = np.ascontiguousarray(values)
            address = self._raw_alloc(max(raw.nbytes, 1))
            self._weights[name] = address
            self.copy_to_device(address, raw)
        return dict(self._weights)

    # -- the Device protocol --------------------------------------------------------------------
    def use_stream(self, stream: int | None) -> None:
        """Queue the next copies and launches on ``stream`` (a ``CUstream`` handle as an int; None:
        the default stream), e.g. the caller's current stream at each call."""
        self.stream = _driver().CUstream(stream or 0)

    def _raw_alloc(self, nbytes: int) -> int:
        return int(check("cuMemAlloc", _driver().cuMemAlloc(nbytes)))   # 256-byte aligned, at least

    def alloc(self, nbytes: int, align: int = 256) -> int:
        if align > 256:
            raise TircError(f"CUDA allocations are 256-byte aligned; a plan asks for {align}")
        address = self._raw_alloc(nbytes)
        self._allocations.append(address)
        return address

    def copy_to_device(self, addr: int, array: np.ndarray) -> None:
        raw = np.ascontiguousarray(array)
        if raw.nbytes:
            check("cuMemcpyHtoDAsync", _driver().cuMemcpyHtoDAsync(addr, raw.ctypes.data, raw.nbytes, self.stream))

    def from_device(self, addr: int, shape: Any, dtype: Any) -> np.ndarray:
        result = np.empty(shape, dtype)
        if result.nbytes:
            check("cuMemcpyDtoHAsync",
                  _driver().cuMemcpyDtoHAsync(result.ctypes.data, addr, result.nbytes, self.stream))
        self.synchronize()
        return result

    def launch(self, kernel: str, grid: tuple[int, ...], block: tuple[int, ...], args: list[Any],
               dynamic_smem: int = 0) -> None:
        driver = _driver()
        if kernel not in self._functions:
            raise TircError(f"kernel {kernel} is not in the loaded cubin", hint="load the manifest's cubin first")
        function = self._functions[kernel]
        opted_in = self._opted_in.get(kernel, DEFAULT_DYNAMIC_SHARED_LIMIT)
        if needs_shared_opt_in(dynamic_smem) and opted_in < dynamic_smem:
            check(f"cuFuncSetAttribute({kernel}, MAX_DYNAMIC_SHARED_SIZE_BYTES={dynamic_smem})",
                  driver.cuFuncSetAttribute(
                      function, driver.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                      dynamic_smem))
            self._opted_in[kernel] = dynamic_smem
        packed = pack_arguments(self._params[kernel], args)
        pointers = np.array([value.ctypes.data for value in packed] or [0], np.uint64)
        grid3, block3 = (tuple(grid) + (1, 1))[:3], (tuple(block) + (1, 1))[:3]
        check(f"cuLaunchKernel({kernel}, grid={grid3}, block={block3}, shared={dynamic_smem})",
              driver.cuLaunchKernel(function, *grid3, *block3, dynamic_smem, self.stream, pointers.ctypes.data, 0))

    def tensor_map(self, spec: TensorMapSpec) -> bytes:
        """The 128 bytes of the CUtensorMap that cuTensorMapEncodeTiled makes for ``spec``."""
        driver = _driver()
        encoding = tensor_map_encoding(spec)
        # The bindings take the arrays as cuuint64_t / cuuint32_t objects, not ints.
        dims, strides = ([driver.cuuint64_t(v) for v in values] for values in (encoding.dims, encoding.strides))
        box, element_strides = ([driver.cuuint32_t(v) for v in values] for values in (encoding.box,
                                                                                       encoding.element_strides))
        tensor_map = check(f"cuTensorMapEncodeTiled({spec.name})", driver.cuTensorMapEncodeTiled(
            driver.CUtensorMapDataType(encoding.data_type), encoding.rank, encoding.address,
            dims, strides, box, element_strides,
            driver.CUtensorMapInterleave(encoding.interleave), driver.CUtensorMapSwizzle(encoding.swizzle),
            driver.CUtensorMapL2promotion(encoding.l2_promotion), driver.CUtensorMapFloatOOBfill(encoding.oob_fill)))
        raw = np.array(tensor_map.opaque, np.uint64).tobytes()
        if len(raw) != TENSORMAP_BYTES:
            raise TircError(f"cuTensorMapEncodeTiled({spec.name}) gave {len(raw)} bytes, not {TENSORMAP_BYTES}")
        return raw

    # -- streams, events and memory -------------------------------------------------------------
    def event(self) -> Any:
        """A new CUDA event (for timing; destroyed with the context)."""
        return check("cuEventCreate", _driver().cuEventCreate(0))

    def record(self, event: Any) -> None:
        check("cuEventRecord", _driver().cuEventRecord(event, self.stream))

    def elapsed_ms(self, start: Any, end: Any) -> float:
        """Milliseconds between two recorded events (waits for ``end``)."""
        driver = _driver()
        check("cuEventSynchronize", driver.cuEventSynchronize(end))
        return float(check("cuEventElapsedTime", driver.cuEventElapsedTime(start, end)))

    def memset(self, addr: int, byte: int, nbytes: int) -> None:
        check("cuMemsetD8Async", _driver().cuMemsetD8Async(addr, byte, nbytes, self.stream))

    def synchronize(self) -> None:
        check("cuStreamSynchronize", _driver().cuStreamSynchronize(self.stream))

    def release(self) -> None:
        """Free the buffers of the runs so far (the weights stay with the loaded program)."""
        self.synchronize()
        while self._allocations:
            check("cuMemFree", _driver().cuMemFree(self._allocations.pop()))

    def close_program(self) -> None:
        """Free the weights and unload the module (the buffers of runs stay: see release)."""
        driver = _driver()
        if self._weights:
            self.synchronize()
        for address in self._weights.values():
            check("cuMemFree", driver.cuMemFree(address))
        self._weights.clear()
        if self._module is not None:
            check("cuModuleUnload", driver.cuModuleUnload(self._module))
        self._module = None
        self._functions.clear()
        self._params.clear()
        self._opted_in.clear()

    def close(self) -> None:
        self.release()
        self.close_program()
        check("cuDevicePrimaryCtxRelease", _driver().cuDevicePrimaryCtxRelease(self._device))

    def __enter__(self) -> CudaDevice:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()
