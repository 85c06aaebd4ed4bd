"""Execute a manifest's launch plan on a device (the PTX emulator, or a GPU).

The plan is the JSON that ``tirc compile --manifest`` writes: allocations, launches in order with
grid/block as size expressions, and argument bindings under the plain kernel ABI. Weights (buffers
of kind ``weight``) are uploaded before the first step, from the bytes of the manifest's weights
file (see :func:`weight_arrays`). A ``tensormap`` step (a TMA descriptor) is checked against
cuTensorMapEncodeTiled's rules here, then made by the device (:meth:`Device.tensor_map`); launches
pass what the device made.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from tirc.diagnostics import TircError
from tirc.emit.expr import evaluate
from tirc.emit.tensormap import check_tensor_map
from tirc.dtypes import from_storage, poison_mask, poison_storage, storage_dtype, to_storage
from tirc.plan import (Alloc, Copy, Free, IntArg, Launch, PlanFormatError, PointerArg, ScalarArg, Step, TensorMap,
                       TensorMapArg, buffers_named, launches, steps_of)
from tirc.target import check_launch

DEFAULT_DYNAMIC_SIZE = 67  # what a dynamic size is unless given: odd, never a multiple of a tile


@dataclass(frozen=True)
class TensorMapSpec:
    """A tensormap step with its sizes evaluated, checked against cuTensorMapEncodeTiled's rules.
    Every list is outer->inner, as in the plan (the driver and the emulator take innermost first)."""

    name: str
    address: int                 # device address of the tensor's first element (the view's offset applied)
    dtype: str
    shape: tuple[int, ...]       # elements
    strides: tuple[int, ...]     # elements; the innermost is 1
    box: tuple[int, ...]         # elements
    swizzle: int                 # bytes, 0: none
    l2_promotion: int            # bytes, 0: none
    oob: str                     # "zero" or "nan"
    interleave: int              # bytes, 0: none

    @property
    def elem_bytes(self) -> int:
        return storage_dtype(self.dtype).itemsize


class Device(Protocol):
    def alloc(self, nbytes: int, align: int = 256) -> int: ...
    def copy_to_device(self, addr: int, array: np.ndarray) -> None: ...
    def from_device(self, addr: int, shape: Any, dtype: Any) -> np.ndarray: ...
    def launch(self, kernel: str, grid: tuple[int, ...], block: tuple[int, ...], args: list[Any],
               dynamic_smem: int = 0) -> Any: ...
    # The device's tensor map for a launch argument (e.g. the 128 bytes of a CUtensorMap).
    def tensor_map(self, spec: TensorMapSpec) -> Any: ...


def tensor_map_spec(step: TensorMap, address: int, symbols: dict[str, int]) -> TensorMapSpec | None:
    """The step's map at these sizes (``address``: its buffer's), checked; None over an empty tensor
    (which the driver cannot encode: the launches over it have empty grids)."""
    shape = [evaluate(extent, symbols) for extent in step.shape]
    if 0 in shape:
        return None
    strides = [evaluate(stride, symbols) for stride in step.strides]
    start = address + evaluate(step.offset, symbols) * storage_dtype(step.dtype).itemsize
    check_tensor_map(step.name, step.dtype, list(step.box), step.swizzle, step.interleave,
                     shape=shape, strides=strides, address=start)
    return TensorMapSpec(step.name, start, step.dtype, tuple(shape), tuple(strides), step.box,
                         step.swizzle, step.l2_promotion, step.oob, step.interleave)


@dataclass
class PlanRun:
    outputs: dict[str, np.ndarray]          # result name -> float64/int64 values
    arguments: dict[str, np.ndarray] = field(default_factory=dict)  # input buffers after the run
    # result name -> the elements that still hold the poison every allocation starts with
    unwritten: dict[str, np.ndarray] = field(default_factory=dict)
    launch_stats: list[tuple[str, Any]] = field(default_factory=list)


def resolve_symbols(function: dict[str, Any], shapes: dict[str, int], default: int | None) -> dict[str, int]:
    values: dict[str, int] = {}
    for symbol in function["symbols"]:
        if symbol in shapes:
            values[symbol] = shapes[symbol]
        elif default is not None:
            values[symbol] = default
        else:
            raise TircError(f"dynamic size '{symbol}' of @{function['name']} needs a value",
                            hint=f"pass --shape {symbol}=N")
    unknown = set(shapes) - set(function["symbols"])
    if unknown:
        raise TircError(f"--shape names unknown sizes: {', '.join(sorted(unknown))}",
                        hint=f"@{function['name']} has: {', '.join(function['symbols']) or 'no dynamic sizes'}")
    check_launches(function, values)   # before a caller makes inputs of these sizes
    return values


def check_launches(function: dict[str, Any], symbols: dict[str, int]) -> None:
    """Every launch of the function at these sizes within CUDA's limits: the check of the sizes
    the compile could not make (dynamic ones; tirc.target.check_launch), once they are bound."""
    for launch in launches(steps_of(function)):
        grid = [evaluate(size, symbols) for size in launch.grid]
        if min(grid) == 0:
            continue   # an empty launch does nothing
        try:
            check_launch(launch.kernel, grid, [evaluate(size, symbols) for size in launch.block])
        except TircError as error:
            sizes = ", ".join(f"{name}={value}" for name, value in symbols.items()) or "its static sizes"
            raise TircError(f"@{function['name']} at {sizes}: {error.message}", hint=error.hint) from None


def buffer_shape(buffer: dict[str, Any], symbols: dict[str, int]) -> tuple[int, ...]:
    return tuple(evaluate(size, symbols) for size in buffer["shape"])


def untouched_input_results(function: dict[str, Any]) -> dict[str, int]:
    """Results that are an input of the function (the whole buffer, perhaps reshaped) which no step
    names (no kernel gets it, nothing is copied into it): result name -> the input's position. A
    caller may hand back its own input tensor, or a reshaped view of it, for these, as PyTorch does;
    an input a kernel is passed may be written (bufferization reuses argument buffers), so results
    of it are the run's own values."""
    touched = {name for step in steps_of(function) for name in buffers_named(step)}
    positions = {spec["name"]: position for position, spec in enumerate(function["inputs"])}
    return {output["name"]: positions[output["buffer"]] for output in function["outputs"]
            if output["buffer"] in positions and output["buffer"] not in touched}


def _read_steps(function: dict[str, Any]) -> list[Step]:
    try:
        return steps_of(function)
    except PlanFormatError as error:
        raise TircError(f"@{function['name']}: {error} (manifest from a newer tirc?)") from None


def weight_arrays(manifest: dict[str, Any], data: bytes) -> dict[str, np.ndarray]:
    """Weight name -> its elements (storage dtype, shaped), read from ``data``, the bytes of the
    manifest's weights file."""
    arrays: dict[str, np.ndarray] = {}
    for weight in manifest.get("weights", []):
        shape = tuple(weight["shape"])
        dtype = storage_dtype(weight["dtype"])
        count = int(np.prod(shape, dtype=np.int64))
        if weight["size"] != count * dtype.itemsize or weight["offset"] + weight["size"] > len(data):
            raise TircError(f"weight {weight['name']}: the weights file has {len(data)} bytes, too few for "
                            f"{weight['size']} at offset {weight['offset']}",
                            hint=f"use the {manifest.get('weights_file') or 'weights file'} written with this manifest")
        arrays[weight["name"]] = np.frombuffer(data, dtype, count, weight["offset"]).reshape(shape)
    return arrays


def execute(function: dict[str, Any], device: Device, inputs: dict[str, np.ndarray],
            symbols: dict[str, int], weights: dict[str, np.ndarray] | None = None,
            resident: dict[str, int] | None = None, read_back: bool = True) -> PlanRun:
    """Run one function's steps. ``inputs`` maps input names to host values (any numeric dtype);
    ``weights`` the function's weights to their elements (storage dtype, see :func:`weight_arrays`).

    ``resident``: buffers already on the device, name -> address, which are neither allocated nor
    copied: weights uploaded once per loaded program, and a caller's own input and output memory
    (a framework's tensors; an input given there needs no host value). ``read_back=False`` leaves
    the outputs and arguments on the device (the run's ``outputs`` stay empty)."""
    check_launches(function, symbols)   # before anything is allocated
    resident = resident or {}
    buffers = {b["name"]: b for b in function["buffers"]}
    addresses: dict[str, int] = dict(resident)
    scalars: dict[str, float | int] = {}
    for buffer in function["buffers"]:
        if buffer["name"] in resident:
            continue
        if buffer["kind"] == "weight":
            if weights is None or buffer["name"] not in weights:
                raise TircError(f"@{function['name']} reads weight {buffer['name']}, which was not supplied")
            raw = np.ascontiguousarray(weights[buffer["name"]])
            addresses[buffer["name"]] = device.alloc(max(raw.nbytes, 1))
            device.copy_to_device(addresses[buffer["name"]], raw)
    for spec in function["inputs"]:
        if spec["name"] in resident:
            continue
        value = inputs[spec["name"]]
        if spec["kind"] == "buffer":
            raw = to_storage(value, spec["dtype"])
            addresses[spec["name"]] = device.alloc(max(raw.nbytes, 1))
            device.copy_to_device(addresses[spec["name"]], raw)
        else:
            scalars[spec["name"]] = value.item() if isinstance(value, np.ndarray) else value
    run = PlanRun({})
    tensor_maps: dict[str, Any] = {}
    steps = _read_steps(function)
    for step in steps:
        match step:
            case Alloc(name):
                buffer = buffers[name]
                if name in resident:
                    continue   # the caller's memory (an output tensor): not poisoned, so not checked for writes
                poison = poison_storage(buffer["dtype"], int(np.prod(buffer_shape(buffer, symbols))))
                addresses[name] = device.alloc(max(poison.nbytes, 1))
                device.copy_to_device(addresses[name], poison)
            case TensorMap():
                make = getattr(device, "tensor_map", None)
                if make is None:
                    raise TircError(f"@{function['name']} uses TMA tensor maps, which this device "
                                    f"({type(device).__name__}) cannot make")
                spec = tensor_map_spec(step, addresses[step.buffer], symbols)
                tensor_maps[step.name] = None if spec is None else make(spec)
            case Launch():
                args: list[Any] = []
                for arg in step.args:
                    match arg:
                        case PointerArg(buffer=name):
                            args.append(addresses[name])
                        case TensorMapArg(tensormap):
                            args.append(tensor_maps[tensormap])
                        case IntArg(value=expression):
                            args.append(evaluate(expression, {**symbols, **{k: int(v) for k, v in scalars.items()}}))
                        case ScalarArg(value=scalar):
                            args.append(scalars[scalar] if isinstance(scalar, str) else scalar)
                grid = tuple(evaluate(g, symbols) for g in step.grid)
                block = tuple(evaluate(b, symbols) for b in step.block)
                shared = evaluate(step.dynamic_shared_memory, symbols)
                if min(grid) == 0:
                    continue  # an empty launch (a zero-sized dimension) does nothing
                empty = [a.tensormap for a in step.args
                         if isinstance(a, TensorMapArg) and tensor_maps[a.tensormap] is None]
                if empty:
                    raise TircError(f"@{function['name']}: kernel {step.kernel} is launched with a grid of {grid} "
                                    f"over the empty tensor of map {empty[0]}")
                stats = device.launch(step.kernel, grid, block, args, shared)
                run.launch_stats.append((step.kernel, stats))
            case Copy(source_name, target_name):
                source = buffers[source_name]
                data = device.from_device(addresses[source_name], buffer_shape(source, symbols),
                                          storage_dtype(source["dtype"]))
                device.copy_to_device(addresses[target_name], data)
            case Free():
                continue  # the device's memory is released with the run
    if not read_back:
        return run
    for output in function["outputs"]:
        buffer = buffers[output["buffer"]]
        shape = tuple(evaluate(size, symbols) for size in output["shape"])  # a reshape of the buffer, maybe
        raw = device.from_device(addresses[buffer["name"]], shape, storage_dtype(buffer["dtype"]))
        run.outputs[output["name"]] = from_storage(raw, buffer["dtype"])
        if buffer["name"] not in resident and Alloc(buffer["name"]) in steps:
            run.unwritten[output["name"]] = poison_mask(raw, buffer["dtype"])
    for spec in function["inputs"]:
        if spec["kind"] == "buffer":
            shape = buffer_shape(buffers[spec["name"]], symbols)
            raw = device.from_device(addresses[spec["name"]], shape, storage_dtype(spec["dtype"]))
            run.arguments[spec["name"]] = from_storage(raw, spec["dtype"])
    return run
