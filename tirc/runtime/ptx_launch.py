"""``tirc run FILE.ptx --kernel K --args SPEC``: launch any PTX kernel in the emulator.

SPEC is a comma-separated list, one item per kernel parameter:
    f32[1024]        a buffer of 1024 random f32 values (its address is passed)
    out:f16[64,64]   an output buffer, poisoned before the launch (see dtypes.poison_storage)
    i32=1024         a scalar (i8/i16/i32/i64/u32/u64/f32/f64)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from tirc.diagnostics import TircError
from tirc.dtypes import from_storage, poison_mask, poison_storage, random_values, storage_dtype, to_storage
from tirc.runtime.emulator.ptxtypes import TYPES

if TYPE_CHECKING:   # (the emulator itself is imported when a launch runs)
    from tirc.runtime.emulator.emulator import KernelInfo

_BUFFER = re.compile(r"^(?:(in|out):)?(f64|f32|f16|bf16|i64|i32|i16|i8)\[([\d,\s]+)\]$")
_SCALAR = re.compile(r"^(i8|i16|i32|i64|u32|u64|f32|f64)=(-?[\d.eE+-]+)$")


@dataclass
class PtxRun:
    kernel: str
    grid: tuple[int, ...]
    block: tuple[int, ...]
    stats: Any
    buffers: dict[str, str] = field(default_factory=dict)
    inputs: dict[str, np.ndarray] = field(default_factory=dict)
    outputs: dict[str, np.ndarray] = field(default_factory=dict)


def _split_spec(text: str) -> list[str]:
    items, depth, current = [], 0, ""
    for ch in text:
        depth += ch == "["
        depth -= ch == "]"
        if ch == "," and depth == 0:
            items.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        items.append(current.strip())
    return items


def launch_ptx_file(path: str, kernel: str, grid: tuple[int, ...], block: tuple[int, ...], spec: str,
                    dynamic_smem: int, seed: int, *, racecheck: bool = True, initcheck: bool = True,
                    warp_order: str = "lockstep", max_steps: int | None = None) -> PtxRun:
    """Launch ``kernel`` once; ``seed`` draws the inputs and the random warp order."""
    from tirc.runtime.emulator import Emulator, PtxModule
    from tirc.runtime.emulator.executor import DEFAULT_MAX_STEPS

    try:
        text = Path(path).read_text()
    except OSError as error:
        raise TircError(f"cannot read {path}: {error.strerror}") from None
    module = PtxModule.parse(text)
    if kernel not in module.kernels:
        raise TircError(f"{path} has no kernel '{kernel}'", hint=f"kernels: {', '.join(module.kernels)}")
    emulator = Emulator(module, racecheck=racecheck, initcheck=initcheck, warp_order=warp_order, seed=seed,
                        max_steps=DEFAULT_MAX_STEPS if max_steps is None else max_steps)
    validate_args_spec(spec)
    items = _split_spec(spec)
    check_args_against_params(kernel, module.kernels[kernel], items)
    buffers = {position: (match.group(1) or "in", match.group(2), tuple(int(d) for d in match.group(3).split(",")))
               for position, item in enumerate(items) if (match := _BUFFER.match(item))}
    emulator.check_room(sum(int(np.prod(shape, dtype=object)) * storage_dtype(dtype).itemsize
                            for _, dtype, shape in buffers.values()), "--args")
    rng = np.random.default_rng(seed)
    args: list[int | float] = []
    outputs: list[tuple[str, int, tuple[int, ...], str]] = []
    run = PtxRun(kernel, grid, block, None)
    for position, item in enumerate(items):
        if position in buffers:
            role, dtype, shape = buffers[position]
            name = f"param{position}"
            if role == "out":
                address = emulator.to_device(poison_storage(dtype, int(np.prod(shape))))
                outputs.append((name, address, shape, dtype))
            else:
                run.inputs[name] = random_values(shape, dtype, rng)
                address = emulator.to_device(to_storage(run.inputs[name], dtype))
                run.buffers[name] = f"input {dtype}{list(shape)} (random)"
            args.append(address)
        else:  # a scalar (validate_args_spec checked the syntax)
            kind, value = _SCALAR.match(item).groups()  # type: ignore[union-attr]
            args.append(float(value) if kind.startswith("f") else int(value))
    run.stats = emulator.launch(kernel, grid, block, args, dynamic_smem)
    for name, address, shape, dtype in outputs:
        raw = emulator.from_device(address, shape, storage_dtype(dtype))
        values = from_storage(raw, dtype)
        run.outputs[name] = values
        written = values.size - int(np.count_nonzero(poison_mask(raw, dtype)))
        run.buffers[name] = f"output {dtype}{list(shape)}: {written} of {values.size} elements written"
    return run


def _param_text(kernel: KernelInfo) -> str:
    """The kernel's parameters as PTX declares them: ``.u64 .ptr, .u64, ...``."""
    return ", ".join(f".{ty}{' .ptr' if name in kernel.pointers else ''}" for name, ty in kernel.params)


def _item_for(ty: str, pointer: bool) -> str:
    """An --args item that fits a parameter of PTX type ``ty``, for hints."""
    if "[" in ty:
        return "none: --args cannot pass a byte array"
    bits, kind = TYPES[ty].bits, TYPES[ty].kind
    integer = f"{'u' if kind == 'u' and bits >= 32 else 'i'}{bits}=VALUE"
    if pointer or (bits == 64 and kind in ("u", "s", "b")):
        return "a buffer such as f32[1024]" + ("" if pointer else f" or {integer}")
    if kind == "f" and bits in (32, 64):
        return f"f{bits}=VALUE"
    return integer if kind in ("u", "s", "b") else f"none: --args has no .{ty} scalar"


def check_args_against_params(name: str, kernel: KernelInfo, items: list[str]) -> None:
    """Each --args item against the kernel's ``.param`` declaration at its position: a buffer is an
    address, so its parameter is 64-bit and not a float (.u64/.s64/.b64); a scalar has its
    parameter's width and kind (integer i/u for .s/.u, float for .f; .b takes either); a ``.ptr``
    parameter takes a buffer. The count must match too. What a wrong item would do otherwise: a
    32-bit value written into the low half of a 64-bit parameter, an address read as a float."""
    params = kernel.params
    hint = f"kernel '{name}' declares ({_param_text(kernel)}); give one item per parameter, in order"
    if len(items) != len(params):
        raise TircError(f"kernel '{name}' takes {len(params)} parameter{'s' if len(params) != 1 else ''}, "
                        f"--args gives {len(items)}", hint=hint)
    for position, (item, (param, ty)) in enumerate(zip(items, params)):
        pointer = param in kernel.pointers
        if "[" in ty:
            fits = False
        elif _BUFFER.match(item):
            fits = TYPES[ty].bits == 64 and TYPES[ty].kind in ("u", "s", "b")
        else:
            scalar = _SCALAR.match(item)
            assert scalar is not None   # the item was validated against _BUFFER | _SCALAR above
            kind, _ = scalar.groups()
            want = TYPES[ty]
            given_float = kind.startswith("f")
            fits = not pointer and want.bits == int(kind[1:]) and (
                want.kind == "b" or (want.kind == "f") == given_float and want.kind in ("f", "u", "s"))
        if not fits:
            raise TircError(f"--args item {position} '{item}' does not fit parameter {param} of kernel '{name}', "
                            f"declared .{ty}{' .ptr' if pointer else ''}",
                            hint=f"that parameter takes {_item_for(ty, pointer)}; {hint}")


def validate_args_spec(spec: str) -> None:
    """Check the syntax and values of an --args SPEC before anything is compiled or allocated."""
    for item in _split_spec(spec):
        if match := _BUFFER.match(item):
            dims = [part.strip() for part in match.group(3).split(",")]
            if not all(part.isascii() and part.isdigit() and int(part) > 0 for part in dims):
                raise TircError(f"item '{item}': buffer sizes must be positive integers")
        elif match := _SCALAR.match(item):
            kind, value = match.groups()
            _check_scalar(item, kind, value)
        else:
            raise TircError(f"cannot parse --args item '{item}'",
                            hint="use TYPE[N,...], out:TYPE[N,...] or TYPE=VALUE (e.g. f32[1024], i32=1024)")


def _check_scalar(item: str, kind: str, value: str) -> None:
    dtype: np.dtype[Any] = (np.dtype({"u32": np.uint32, "u64": np.uint64}[kind]) if kind.startswith("u")
                            else storage_dtype(kind))
    if dtype.kind == "f":
        try:
            number = float(value)
        except ValueError:
            raise TircError(f"item '{item}': '{value}' is not a number") from None
        if not abs(number) <= float(np.finfo(dtype).max):   # also false for inf and nan
            raise TircError(f"item '{item}': {value} does not fit in {kind}")
        return
    if not re.fullmatch(r"-?[0-9]+", value):
        raise TircError(f"item '{item}': {kind} takes an integer, not '{value}'")
    limits = np.iinfo(dtype)
    if not limits.min <= int(value) <= limits.max:
        raise TircError(f"item '{item}': {value} is outside {kind}'s range {limits.min}..{limits.max}")
