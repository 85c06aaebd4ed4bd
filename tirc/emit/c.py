"""C launchers: ``tirc compile --emit=c -o OUT`` writes OUT.h and OUT.c.

OUT.c embeds one cubin per target and, for every function of the launch plan, a typed launcher
that evaluates the plan (sizes, temporaries, launches, copies) with the CUDA driver API.

Weights (the plan's constant buffers, see :mod:`tirc.emit.weights`) are embedded too: the bytes of
the weights file, which ``tirc_OUT_load()`` uploads once into one device allocation (each weight at
its aligned offset) and ``tirc_OUT_unload()`` frees; launches pass them like any other buffer. A
program then needs no file next to it; compile with ``--weights=inputs`` to pass them in instead.

The driver is opened at run time with ``dlopen("libcuda.so.1")`` rather than linked with
``-lcuda``: the generated files compile without a CUDA toolkit (no ``cuda.h``), a static library of
them has no link-time CUDA dependency, and a program using it starts on machines without a GPU,
where ``tirc_OUT_load()`` returns ``TIRC_ERROR_NO_DRIVER``.

A plan's TMA tensor maps (``tensormap`` steps) are encoded by each launcher call, before the
launches, with the driver's ``cuTensorMapEncodeTiled`` (resolved only when a plan has one) into a
``CUtensorMap`` on the launcher's stack (a 64-byte aligned 128-byte struct declared here); the
kernel gets its bytes as its ``__grid_constant__`` parameter.

This module is a pure function of launch plans and cubins to text: same input, same bytes.
"""

from __future__ import annotations

import ast
import math
import re
import struct
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Sequence

import tirc
from tirc.diagnostics import TircError
from tirc.dtypes import itemsize
from tirc.emit import expr as E
from tirc.emit.expr import Expr
from tirc.emit.tensormap import (TENSORMAP_DATA_TYPES, TENSORMAP_INTERLEAVES, TENSORMAP_L2_PROMOTIONS,
                                TENSORMAP_OOB_FILLS, TENSORMAP_SWIZZLES)
from tirc.plan import (Alloc, Copy, Free, IntArg, Launch, LaunchArg, PlanFormatError, PointerArg, ScalarArg, Step,
                       TensorMap, TensorMapArg, launches, steps_of)
from tirc.target import TENSORMAP_BYTES

# Kernels may use this much dynamic shared memory without opting in (cuFuncSetAttribute).
DEFAULT_DYNAMIC_SHARED_MEMORY = 48 * 1024
_BYTES_PER_LINE = 16

_C_TYPES = {
    "f64": "double", "f32": "float", "f16": "uint16_t", "bf16": "uint16_t",   # 16-bit floats: raw bits
    "i64": "int64_t", "i32": "int32_t", "i16": "int16_t", "i8": "int8_t", "i1": "uint8_t",
}
_PTX_PARAM = re.compile(r"[bfsu](8|16|32|64)(?:\[(\d+)\])?")   # kernel_params' u64, b8[128] ...
_C_KEYWORDS = frozenset("""auto break case char const continue default do double else enum extern float for
    goto if inline int long register restrict return short signed sizeof static struct switch typedef union
    unsigned void volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic _Imaginary _Noreturn
    _Static_assert _Thread_local""".split())
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


@dataclass(frozen=True)
class CubinVariant:
    """One target's compilation: its cubin and the launch plan (manifest) that goes with it."""

    chip: str                    # sm_80, sm_90a ...
    cubin: bytes
    manifest: dict[str, Any]
    weights: bytes = b""         # the weights file of the manifest's weights


def c_identifier(text: str) -> str:
    """``build/my-gemm`` -> ``my_gemm``: every character that C does not allow becomes ``_``."""
    name = re.sub(r"[^A-Za-z0-9_]", "_", text)
    if not name.strip("_"):
        raise TircError(f"cannot make a C name from '{text}'", hint="name the output with letters, e.g. -o build/gemm")
    return name


def emit_c(stem: str, variants: Sequence[CubinVariant]) -> tuple[str, str]:
    """The header and the source for output ``stem`` (file name without folder or suffix)."""
    if not variants:
        raise ValueError("emit_c needs at least one compiled target")
    unit = _Unit(c_identifier(stem), stem, list(variants))
    return unit.header(), unit.source()


# ---------------------------------------------------------------------------------------------
# Sizes and values as C


def _c_expr(expr: Expr, uses: set[str]) -> str:
    """A manifest size expression as C over int64_t; records the tirc_* helpers it calls."""
    if isinstance(expr, int):
        return str(expr)
    return _c_node(ast.parse(expr, mode="eval").body, uses)


_PRECEDENCE = {ast.Add: 1, ast.Sub: 1, ast.Mult: 2}
_OPERATORS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*"}


def _c_node(node: ast.AST, uses: set[str]) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return str(node.value)
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return f"-({_c_node(node.operand, uses)})"
    if isinstance(node, ast.BinOp) and type(node.op) in _PRECEDENCE:
        precedence = _PRECEDENCE[type(node.op)]
        left, right = _c_node(node.left, uses), _c_node(node.right, uses)
        # Parenthesise a lower-precedence left operand and any same-or-lower right operand: a - (b - c).
        if isinstance(node.left, ast.BinOp) and _PRECEDENCE.get(type(node.left.op), 3) < precedence:
            left = f"({left})"
        if isinstance(node.right, ast.BinOp) and _PRECEDENCE.get(type(node.right.op), 3) <= precedence:
            right = f"({right})"
        return f"{left} {_OPERATORS[type(node.op)]} {right}"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and len(node.args) == 2:
        uses.add(node.func.id)
        return f"tirc_{node.func.id}({_c_node(node.args[0], uses)}, {_c_node(node.args[1], uses)})"
    raise TircError(f"launch plan has a size expression tirc cannot write as C: {ast.unparse(node)}")


def _bytes_expr(buffer: dict[str, Any]) -> Expr:
    """Bytes of a dense buffer, dynamic extents first: ``M * 256`` for f32[M][64]."""
    constant = _element_bytes(buffer["dtype"])
    size: Expr = 1
    for extent in buffer["shape"]:
        if isinstance(extent, int):
            constant *= extent
        else:
            size = E.mul(size, extent)
    return E.mul(size, constant)


def _element_bytes(dtype: str) -> int:
    if dtype not in _C_TYPES:
        raise TircError(f"--emit=c does not support buffers of element type {dtype}")
    return itemsize(dtype)


def _c_type(dtype: str) -> str:
    if dtype not in _C_TYPES:
        raise TircError(f"--emit=c does not support values of type {dtype}")
    return _C_TYPES[dtype]


def _c_constant(value: float | int, dtype: str) -> str:
    """A scalar constant of a kernel argument, in the C type of ``dtype`` (16-bit floats as bits)."""
    if dtype == "f16":
        return f"0x{struct.unpack('<H', struct.pack('<e', float(value)))[0]:04x}u"
    if dtype == "bf16":
        bits = struct.unpack("<I", struct.pack("<f", float(value)))[0]
        return f"0x{((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF:04x}u"   # round to nearest even
    if dtype in ("f32", "f64"):
        value = float(value)
        if not math.isfinite(value):
            raise TircError(f"--emit=c cannot write the constant kernel argument {value}")
        return repr(value) + ("f" if dtype == "f32" else "")
    return str(int(value))


def _count(number: int, singular: str, plural: str) -> str:
    return f"{number} {singular if number == 1 else plural}"


def _shape_text(dtype: str, shape: Sequence[Expr]) -> str:
    return dtype + "".join(f"[{extent}]" for extent in shape)


def _check_name(name: str, what: str) -> str:
    if not _IDENTIFIER.match(name) or name in _C_KEYWORDS:
        raise TircError(f"{what} '{name}' is not usable as a C name in --emit=c output")
    return name


# ---------------------------------------------------------------------------------------------
# One function of the launch plan


@dataclass
class _Param:
    ctype: str
    name: str
    doc: str
    is_size: bool = False    # a dynamic size: checked to be >= 0


@dataclass
class _Function:
    """The C view of one launch-plan function: parameters, buffer bindings and the body."""

    plan: dict[str, Any]
    c_name: str
    weight_index: dict[str, int] = field(default_factory=dict)       # weight -> its slot in state.weight
    params: list[_Param] = field(default_factory=list)
    pointers: dict[str, str] = field(default_factory=dict)          # buffer -> C lvalue holding its address
    temporaries: list[str] = field(default_factory=list)
    tensor_maps: list[str] = field(default_factory=list)            # the CUtensorMap locals
    final_copies: list[tuple[str, str]] = field(default_factory=list)  # (out param, buffer)
    steps: list[Step] = field(init=False, default_factory=list)     # the plan's, typed

    def __post_init__(self) -> None:
        plan = self.plan
        self.steps = _read_steps(plan)
        buffers = {b["name"]: b for b in plan["buffers"]}
        self.params.append(_Param("CUstream", "stream", "the stream every step is ordered on"))
        for item in plan["inputs"]:
            if item["kind"] == "buffer":
                doc = f"{_shape_text(item['dtype'], item['shape'])}, input"
                if item.get("weight"):
                    doc += " (a weight: --weights=inputs)"
                self.params.append(_Param("CUdeviceptr", item["name"], doc))
                self.pointers[item["name"]] = item["name"]
        outputs = plan["outputs"]
        for position, output in enumerate(outputs):
            name = "out" if len(outputs) == 1 else f"out{position}"
            buffer = buffers[output["buffer"]]
            size = _bytes_expr(buffer)
            self.params.append(_Param("CUdeviceptr", name, f"{_shape_text(output['dtype'], output['shape'])}, "
                                      f"output allocated by the caller: {size} bytes"))
            if buffer["kind"] == "output" and buffer["name"] not in self.pointers:
                self.pointers[buffer["name"]] = name
            else:  # the function returns an input, or one buffer twice: copy it into the caller's
                self.final_copies.append((name, buffer["name"]))
        for symbol, origin in plan["symbols"].items():
            if "dim" in origin:   # a dynamic size; integer scalar inputs are symbols too, without "dim"
                self.params.append(_Param("int64_t", _check_name(symbol, "dynamic size"),
                                          f"size of {origin['input']} dimension {origin['dim']}", is_size=True))
        for item in plan["inputs"]:
            if item["kind"] == "scalar":
                self.params.append(_Param(_c_type(item["dtype"]), item["name"], f"{item['dtype']} scalar"))
        for buffer in plan["buffers"]:
            if buffer["kind"] == "temp":
                self.temporaries.append(buffer["name"])
                self.pointers[buffer["name"]] = buffer["name"]
            elif buffer["kind"] == "weight":
                if buffer["name"] not in self.weight_index:
                    raise TircError(f"function @{plan['name']} reads weight {buffer['name']}, which the manifest "
                                    "does not list")
                self.pointers[buffer["name"]] = f"state.weight[{self.weight_index[buffer['name']]}]"
        self.tensor_maps = [step.name for step in self.steps if isinstance(step, TensorMap)]
        names = ([p.name for p in self.params] + self.temporaries
                 + [_check_name(m, "tensor map") for m in self.tensor_maps])
        duplicates = sorted({n for n in names if names.count(n) > 1})
        if duplicates:
            raise TircError(f"function @{plan['name']}: C launcher would have two variables named "
                            f"{', '.join(duplicates)}")

    def signature(self, name: str | None = None, storage: str = "") -> str:
        params = ", ".join(f"{p.ctype} {p.name}" for p in self.params)
        return f"{storage}CUresult {name or self.c_name}({params})"

    def doc_comment(self, variants: list[str]) -> list[str]:
        summary = _count(len(launches(self.steps)), "kernel launch", "kernel launches")
        if self.temporaries:
            summary += ", " + _count(len(self.temporaries), "temporary buffer", "temporary buffers")
        lines = [f"/* {self.c_name}: {summary}."]
        width = max(len(p.name) for p in self.params)
        lines += [f" *   {p.name:<{width}}  {p.doc}" for p in self.params]
        if len(variants) > 1:
            lines.append(f" * Its launch plan differs between {', '.join(variants)}: it runs the loaded one's.")
        return lines + [" */"]


class _BodyWriter:
    """Writes one launcher body (for one target's plan) as C statements."""

    def __init__(self, function: _Function, kernels: list[str], params_of: dict[str, list[str]],
                 uses: set[str]) -> None:
        self.function = function
        self.kernels = kernels
        self.params_of = params_of
        self.uses = uses
        self.buffers = {b["name"]: b for b in function.plan["buffers"]}

    def write(self) -> list[str]:
        function = self.function
        body: list[str] = []
        for step in function.steps:
            body += self._step(step)
        for out, buffer in function.final_copies:
            body += self._copy(buffer, out)
        lines = ["{", "    CUresult status = CUDA_SUCCESS;"]
        lines += [f"    CUdeviceptr {t} = 0;" for t in function.temporaries]
        lines += [f"    CUtensorMap {m};" for m in function.tensor_maps]
        lines += ["", "    if (state.module == NULL)", "        return CUDA_ERROR_NOT_INITIALIZED;"]
        for param in function.params:
            if param.is_size:
                lines += [f"    if ({param.name} < 0)", "        return CUDA_ERROR_INVALID_VALUE;"]
        text = "\n".join(lines + body)
        unused = [p.name for p in function.params if not re.search(rf"\b{p.name}\b", text)]
        lines += [f"    (void){name};  /* not needed by any step */" for name in unused]
        if body:
            self.uses.add("TIRC_TRY")
            lines += body + ["done:"]
        lines += [f"    status = tirc_cleanup(status, &{t}, stream);" for t in function.temporaries]
        if function.temporaries:
            self.uses.add("tirc_cleanup")
        return lines + ["    return status;", "}"]

    def _pointer(self, buffer: str) -> str:
        return self.function.pointers[buffer]

    def _step(self, step: Step) -> list[str]:
        match step:
            case Launch():
                return self._launch(step)
            case Copy(source, target):
                return self._copy(source, self._pointer(target))
            case TensorMap():
                return self._tensor_map(step)
            case Alloc(name) | Free(name) if name not in self.function.temporaries:
                return []   # outputs live in the caller's memory
            case Free(name):
                self.uses.add("tirc_free")
                return [f"    TIRC_TRY(tirc_free(&{name}, stream));"]
            case Alloc(name):
                self.uses.add("tirc_alloc")
                size = _c_expr(_bytes_expr(self.buffers[name]), self.uses)
                return [f"    TIRC_TRY(tirc_alloc(&{name}, {size}, stream));"]
        raise TypeError(f"not a plan step: {step!r}")

    def _copy(self, source: str, target: str) -> list[str]:
        self.uses.add("tirc_copy")
        size = _c_expr(_bytes_expr(self.buffers[source]), self.uses)
        return [f"    TIRC_TRY(tirc_copy({target}, {self._pointer(source)}, {size}, stream));"]

    def _tensor_map(self, step: TensorMap) -> list[str]:
        """cuTensorMapEncodeTiled of the step's map (innermost first, strides in bytes) into its local."""
        name, dtype, rank = step.name, step.dtype, len(step.shape)
        if dtype not in TENSORMAP_DATA_TYPES:
            raise TircError(f"tensor map {name}: --emit=c cannot encode a map of {dtype} elements")
        elem = _element_bytes(dtype)
        dims = [_c_expr(extent, self.uses) for extent in reversed(step.shape)]
        strides = [_c_expr(E.mul(stride, elem), self.uses) for stride in reversed(step.strides[:-1])]
        box = [str(extent) for extent in reversed(step.box)]
        offset = _c_expr(E.mul(step.offset, elem), self.uses)
        view = f"{_shape_text(dtype, step.shape)} at {self._pointer(step.buffer)}"
        lines = [f"    {{   /* {name}: {view}, box {list(step.box)}, swizzle {step.swizzle or 'none'} */",
                 f"        const int64_t dims[{rank}] = {{{', '.join(dims)}}};"]
        if strides:
            lines.append(f"        const int64_t strides[{rank - 1}] = {{{', '.join(strides)}}};")
        lines.append(f"        const uint32_t box[{rank}] = {{{', '.join(box)}}};")
        options = (f"{TENSORMAP_INTERLEAVES.index(step.interleave)}, {TENSORMAP_SWIZZLES.index(step.swizzle)}, "
                   f"{TENSORMAP_L2_PROMOTIONS.index(step.l2_promotion)}, {TENSORMAP_OOB_FILLS.index(step.oob)}")
        self.uses.add("tirc_tensor_map")
        lines.append(f"        TIRC_TRY(tirc_tensor_map(&{name}, {TENSORMAP_DATA_TYPES[dtype]}, {rank}, "
                     f"{self._pointer(step.buffer)}, {offset}, dims, {'strides' if strides else 'NULL'}, box, "
                     f"{options}));")
        return lines + ["    }"]

    def _launch(self, step: Launch) -> list[str]:
        kernel = step.kernel
        self._check_abi(kernel, step.args)
        shared = step.dynamic_shared_memory
        if not isinstance(shared, int):
            raise TircError(f"kernel {kernel}: --emit=c needs a constant dynamic shared memory size, got '{shared}'")
        lines = [f"    {{   /* {kernel} */"]
        addresses: list[str] = []
        for position, arg in enumerate(step.args):
            local = f"arg_{position}"
            match arg:
                case PointerArg(buffer):
                    addresses.append(f"&{self._pointer(buffer)}")
                    continue
                case TensorMapArg(tensormap):   # the 128 bytes themselves: a __grid_constant__ parameter
                    addresses.append(f"&{tensormap}")
                    continue
                case IntArg(type, value):
                    ctype = _c_type(type)
                    text = _c_expr(value, self.uses)
                    text = text if ctype == "int64_t" else f"({ctype})({text})"
                    lines.append(f"        {ctype} {local} = {text};")
                case ScalarArg(type, value):
                    text = value if isinstance(value, str) else _c_constant(value, type)
                    lines.append(f"        {_c_type(type)} {local} = {text};")
            addresses.append(f"&{local}")
        if addresses:
            lines.append(f"        void *params[] = {{{', '.join(addresses)}}};")
        dims = [_c_expr(v, self.uses) for v in (*step.grid, *step.block)]
        self.uses.add("tirc_launch")
        lines.append(f"        TIRC_TRY(tirc_launch(state.kernels[{self.kernels.index(kernel)}], "
                     f"{', '.join(dims)}, {shared}, stream, {'params' if addresses else 'NULL'}));")
        return lines + ["    }"]

    def _check_abi(self, kernel: str, args: tuple[LaunchArg, ...]) -> None:
        """The plan's arguments must match the kernel's PTX parameters one for one, in size."""
        params = self.params_of.get(kernel)
        if params is None:
            raise TircError(f"launch plan launches {kernel}, which the module does not define")
        sizes = [_arg_bytes(arg) for arg in args]
        expected = [_param_bytes(p) for p in params]
        if sizes != expected:
            raise TircError(f"launch plan and kernel {kernel} disagree on its arguments "
                            f"({len(args)} in the plan, PTX params {', '.join(params)})",
                            hint="this is a bug in tirc; please report it")


def _arg_bytes(arg: LaunchArg) -> int:
    """Bytes a launch argument takes in the kernel's parameter space."""
    match arg:
        case PointerArg():
            return 8
        case TensorMapArg():
            return TENSORMAP_BYTES
        case IntArg(type) | ScalarArg(type):
            return _element_bytes(type)
    raise TypeError(f"not a launch argument: {arg!r}")


def _read_steps(plan: dict[str, Any]) -> list[Step]:
    try:
        return steps_of(plan)
    except PlanFormatError as error:
        raise TircError(f"{error}: --emit=c does not support it (manifest from a newer tirc?)") from None


def _param_bytes(param: str) -> int:
    """Bytes of a PTX parameter as kernel_params lists it (``u64``: 8, ``b8[128]``: 128; unknown: 0)."""
    match = _PTX_PARAM.fullmatch(param)
    if match is None:
        return 0
    return int(match.group(1)) // 8 * int(match.group(2) or 1)


# ---------------------------------------------------------------------------------------------
# The translation unit


def _format_bytes(data: bytes) -> list[str]:
    return ["    " + " ".join(f"0x{byte:02x}," for byte in data[start:start + _BYTES_PER_LINE])
            for start in range(0, len(data), _BYTES_PER_LINE)]


def _chip_version(chip: str) -> tuple[int, int, bool]:
    """sm_80 -> (8, 0, False); sm_90a -> (9, 0, True): 'a' cubins run only on exactly that chip."""
    match = re.fullmatch(r"sm_(\d+)(\d)(a?)", chip)
    if not match:
        raise TircError(f"--emit=c cannot tell the compute capability of target '{chip}'")
    return int(match.group(1)), int(match.group(2)), bool(match.group(3))


class _Unit:
    def __init__(self, name: str, stem: str, variants: list[CubinVariant]) -> None:
        self.name = name
        self.stem = stem
        self.variants = variants
        chips = [v.chip for v in variants]
        if len(set(chips)) != len(chips):
            raise TircError(f"--target lists a chip twice: {','.join(chips)}")
        first = variants[0].manifest
        self.kernels = [[k["name"] for k in v.manifest["kernels"]] for v in variants]
        self.params_of = [{k["name"]: k["params"] for k in v.manifest["kernels"]} for v in variants]
        self.weights: list[dict[str, Any]] = first.get("weights", [])
        self.weight_index = {weight["name"]: position for position, weight in enumerate(self.weights)}
        for variant in variants[1:]:
            if variant.manifest.get("weights", []) != self.weights or variant.weights != variants[0].weights:
                raise TircError(f"targets {variants[0].chip} and {variant.chip} give different weights; "
                                "compile them separately")
        self.functions = [_Function(plan, _check_name(_function_name(plan["name"]), "function"), self.weight_index)
                          for plan in first["functions"]]
        self._check_same_interface()
        self.uses: set[str] = set()

    def _check_same_interface(self) -> None:
        """Every target must give the same functions with the same parameters (one header for all)."""
        reference = [f.signature() for f in self.functions]
        for variant in self.variants[1:]:
            signatures = [_Function(plan, _function_name(plan["name"]), self.weight_index).signature()
                          for plan in variant.manifest["functions"]]
            if signatures != reference:
                raise TircError(f"targets {self.variants[0].chip} and {variant.chip} give different launch "
                                "plan interfaces; compile them separately")

    # -- header ---------------------------------------------------------------------------------

    def header(self) -> str:
        guard = f"TIRC_{self.name.upper()}_H"
        chips = ", ".join(v.chip for v in self.variants)
        manifest = self.variants[0].manifest
        lines = [
            f"/* {self.stem}.h: launchers for the kernels tirc compiled from {manifest['input']}.",
            f" * Generated by tirc {tirc.__version__} (pipeline {manifest['pipeline']['name']}; cubins for {chips}). "
            "Do not edit.",
            " *",
            f" * Call tirc_{self.name}_load() once, then the launchers; tirc_{self.name}_unload() at the end.",
            " * _load() uses the calling thread's CUDA context (without one, it makes device 0's primary",
            " * context current, as the CUDA runtime would) and picks the cubin for its device. It is not",
            " * thread-safe: call it before launching from several threads.",
            " *",
            " * Launchers enqueue every step on `stream` (temporaries with cuMemAllocAsync/cuMemFreeAsync),",
            " * return the first error and do not synchronize. Buffers are device pointers to dense",
            " * row-major arrays; outputs are allocated by the caller, with the sizes listed below.",
            " * f16/bf16 scalars are passed as their 16-bit patterns.",
            " *",
            *self._weights_doc(),
            " * The CUDA driver is opened at run time with dlopen(\"libcuda.so.1\"): building needs no CUDA",
            " * toolkit and linking needs no -lcuda (only -ldl before glibc 2.34). Without a driver,",
            f" * tirc_{self.name}_load() returns TIRC_ERROR_NO_DRIVER. To use <cuda.h> as well, include it",
            " * before this header.",
            " */",
            f"#ifndef {guard}",
            f"#define {guard}",
            "",
            "#include <stdint.h>",
            "",
            "#ifdef __cplusplus",
            'extern "C" {',
            "#endif",
            "",
            "#if !defined(CUDA_VERSION) && !defined(TIRC_CUDA_TYPES)",
            "#define TIRC_CUDA_TYPES  /* the driver API types of the launchers, as <cuda.h> declares them */",
            "typedef int CUresult;",
            "typedef unsigned long long CUdeviceptr;",
            "typedef struct CUstream_st *CUstream;",
            "#endif",
            "",
            "#ifndef TIRC_ERROR_NO_DRIVER",
            "#define TIRC_ERROR_NO_DRIVER 303  /* CUDA_ERROR_SHARED_OBJECT_INIT_FAILED: no libcuda.so.1 */",
            "#endif",
            "",
            f"CUresult tirc_{self.name}_load(void);",
            f"void tirc_{self.name}_unload(void);",
        ]
        chips_list = [v.chip for v in self.variants]
        for function in self.functions:
            differs = not self._same_plan(function.plan["name"])
            lines += [""] + function.doc_comment(chips_list if differs else []) + [function.signature() + ";"]
        lines += ["", "#ifdef __cplusplus", "}", "#endif", "", f"#endif  /* {guard} */", ""]
        return "\n".join(lines)

    def _weights_doc(self) -> list[str]:
        if not self.weights:
            return []
        total = len(self.variants[0].weights)
        lines = [f" * Weights: {_count(len(self.weights), 'constant tensor', 'constant tensors')} ({total} bytes) are "
                 f"embedded in {self.stem}.c;",
                 f" * tirc_{self.name}_load() uploads them once (one cuMemAlloc, one cuMemcpyHtoD) and",
                 f" * tirc_{self.name}_unload() frees them. Compile with --weights=inputs to pass them in instead."]
        return lines + [" *"]

    def _same_plan(self, function: str) -> bool:
        plans = [next(p for p in v.manifest["functions"] if p["name"] == function) for v in self.variants]
        kernels_match = all(k == self.kernels[0] for k in self.kernels)
        return kernels_match and all(p == plans[0] for p in plans)

    # -- source ---------------------------------------------------------------------------------

    def source(self) -> str:
        launchers = self._launchers()   # first: it records which helpers the bodies use
        manifest = self.variants[0].manifest
        parts = [
            f"/* {self.stem}.c: generated by tirc {tirc.__version__} from {manifest['input']}; see {self.stem}.h. "
            "Do not edit. */",
            f'#include "{self.stem}.h"\n',
            "#include <dlfcn.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <string.h>",
            _DRIVER_DECLARATIONS,
            self._state(),
            self._helpers(),
            launchers,
            self._cubin_declarations(),
            self._variant_table(),
            self._weight_table(),
            self._loader(),
            self._cubins(),
            self._weights_data(),
        ]
        return "\n".join(part.rstrip("\n") + "\n" for part in parts if part)

    def _state(self) -> str:
        count = max(1, *(len(k) for k in self.kernels))   # C has no zero-length arrays (a plan without kernels)
        slots = f"    CUdeviceptr weight[{len(self.weights)}];"
        weights = "" if not self.weights else f"""
    CUdeviceptr weights;            /* every weight, in one allocation */
{slots:<36}/* each weight's address in it */"""
        return f"""/* What tirc_{self.name}_load() set up. */
static struct {{
    CUmodule module;
    int variant;                    /* index into variants[] */
    CUcontext primary;              /* device 0's primary context, when _load made it current */
    CUdevice primary_device;
    CUfunction kernels[{count}];{weights}
}} state;
"""

    def _loader(self) -> str:
        loader = _LOADER
        if any(isinstance(step, TensorMap) for variant in self.variants
               for function in variant.manifest["functions"] for step in _read_steps(function)):
            anchor, text = _TENSOR_MAP_LOADER
            assert anchor in loader, anchor
            loader = loader.replace(anchor, anchor + text)
        if self.weights:
            for anchor, text in _WEIGHT_LOADER:
                assert anchor in loader, anchor
                loader = loader.replace(anchor, text + anchor if anchor.startswith("\n") else anchor + text)
        return loader.replace("tirc_NAME_", f"tirc_{self.name}_")

    def _weight_table(self) -> str:
        if not self.weights:
            return ""
        lines = ["/* The weights: their offsets in weights_data (the bytes of the weights file, at the end of",
                 " * this file), in the order of state.weight. */",
                 f"static const size_t weight_offsets[{len(self.weights)}] = {{"]
        lines += [f"    {weight['offset']},  /* {weight['name']}: {_shape_text(weight['dtype'], weight['shape'])} */"
                  for weight in self.weights]
        lines += ["};", f"static _Alignas(256) const unsigned char weights_data[{len(self.variants[0].weights)}];"]
        return "\n".join(lines) + "\n"

    def _weights_data(self) -> str:
        if not self.weights:
            return ""
        data = self.variants[0].weights
        return "\n".join(["", f"static _Alignas(256) const unsigned char weights_data[{len(data)}] = {{",
                          *_format_bytes(data), "};"])

    def _helpers(self) -> str:
        needed = set(self.uses)
        for key, requires, _ in reversed(_HELPERS):   # a helper only calls helpers listed before it
            if key in needed:
                needed.update(requires)
        return "\n".join(text for key, _, text in _HELPERS if key in needed)

    def _launchers(self) -> str:
        out: list[str] = []
        for function in self.functions:
            if self._same_plan(function.plan["name"]):
                out += [function.signature()] + self._body(function, 0) + [""]
                continue
            for index, variant in enumerate(self.variants):
                variant_function = _Function(self._plan(index, function.plan["name"]), function.c_name,
                                             self.weight_index)
                out += [variant_function.signature(f"{function.c_name}_{variant.chip}", "static ")]
                out += self._body(variant_function, index) + [""]
            out += self._dispatch(function) + [""]
        return "\n".join(out)

    def _plan(self, index: int, function: str) -> dict[str, Any]:
        return next(p for p in self.variants[index].manifest["functions"] if p["name"] == function)

    def _body(self, function: _Function, index: int) -> list[str]:
        return _BodyWriter(function, self.kernels[index], self.params_of[index], self.uses).write()

    def _dispatch(self, function: _Function) -> list[str]:
        names = ", ".join(p.name for p in function.params)
        lines = [function.signature(), "{", "    switch (state.variant) {"]
        for index, variant in enumerate(self.variants[1:], start=1):
            lines += [f"    case {index}:", f"        return {function.c_name}_{variant.chip}({names});"]
        return lines + ["    default:", f"        return {function.c_name}_{self.variants[0].chip}({names});",
                        "    }", "}"]

    def _cubin_declarations(self) -> str:
        lines = ["/* The cubins, one per target (their bytes are at the end of this file). */"]
        lines += [f"static _Alignas(8) const unsigned char cubin_{v.chip}[{len(v.cubin)}];" for v in self.variants]
        return "\n".join(lines) + "\n"

    def _variant_table(self) -> str:
        lines: list[str] = []
        for variant, kernels in zip(self.variants, self.kernels):
            if not kernels:
                continue   # a program without kernels: its row has NULL tables (C has no empty arrays)
            shared = self._shared_memory(variant, kernels)
            lines.append(f"static const char *const kernels_{variant.chip}[] = {{")
            lines += [f'    "{kernel}",' for kernel in kernels]
            lines += ["};", f"static const int shared_memory_{variant.chip}[] = {{  /* dynamic, bytes, per kernel */"]
            lines += [f"    {value},  /* {kernel} */" for kernel, value in zip(kernels, shared)]
            lines += ["};", ""]
        lines += ["static const struct variant {",
                  "    const char *chip;",
                  "    int major, minor;",
                  "    int arch_specific;             /* sm_90a: runs only on exactly this compute capability */",
                  "    const unsigned char *image;",
                  "    const char *const *kernels;",
                  "    const int *shared_memory;",
                  "    int kernel_count;",
                  "} variants[] = {"]
        for variant, kernels in zip(self.variants, self.kernels):
            major, minor, specific = _chip_version(variant.chip)
            chip = variant.chip
            tables = f"kernels_{chip}, shared_memory_{chip}" if kernels else "NULL, NULL"
            lines.append(f'    {{"{chip}", {major}, {minor}, {int(specific)}, cubin_{chip}, {tables}, '
                         f'{len(kernels)}}},')
        return "\n".join(lines + ["};", ""])

    @staticmethod
    def _shared_memory(variant: CubinVariant, kernels: list[str]) -> list[int]:
        """The largest dynamic shared memory each kernel is launched with."""
        largest = dict.fromkeys(kernels, 0)
        for function in variant.manifest["functions"]:
            for launch in launches(_read_steps(function)):
                if isinstance(launch.dynamic_shared_memory, int):
                    largest[launch.kernel] = max(largest[launch.kernel], launch.dynamic_shared_memory)
        return [largest[k] for k in kernels]

    def _cubins(self) -> str:
        lines: list[str] = []
        for variant in self.variants:
            lines += ["", f"static _Alignas(8) const unsigned char cubin_{variant.chip}[{len(variant.cubin)}] = {{"]
            lines += _format_bytes(variant.cubin) + ["};"]
        return "\n".join(lines)


def _function_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


# ---------------------------------------------------------------------------------------------
# Fixed C text


_DRIVER_DECLARATIONS = """/* The part of the CUDA driver API this file uses: declared here, it builds without cuda.h. */
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;

#define CUDA_SUCCESS 0
#define CUDA_ERROR_INVALID_VALUE 1
#define CUDA_ERROR_NOT_INITIALIZED 3
#define CUDA_ERROR_INVALID_CONTEXT 201
#define CUDA_ERROR_NO_BINARY_FOR_GPU 209
#define CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND 302
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR 75
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR 76
#define CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES 8
#define DEFAULT_DYNAMIC_SHARED_MEMORY """ + str(DEFAULT_DYNAMIC_SHARED_MEMORY) + """  /* more: a per-kernel opt-in */

/* A TMA tensor map, as cuTensorMapEncodeTiled writes it: 128 opaque bytes, 64-byte aligned. */
typedef struct {
    _Alignas(64) uint64_t opaque[16];
} CUtensorMap;

/* Driver entry points, resolved from libcuda.so.1 by load_driver(). */
static struct {
    void *library;
    CUresult (*cuInit)(unsigned int flags);
    CUresult (*cuCtxGetDevice)(CUdevice *device);
    CUresult (*cuCtxSetCurrent)(CUcontext context);
    CUresult (*cuDeviceGet)(CUdevice *device, int ordinal);
    CUresult (*cuDeviceGetAttribute)(int *value, int attribute, CUdevice device);
    CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *context, CUdevice device);
    CUresult (*cuDevicePrimaryCtxRelease)(CUdevice device);
    CUresult (*cuModuleLoadData)(CUmodule *module, const void *image);
    CUresult (*cuModuleUnload)(CUmodule module);
    CUresult (*cuModuleGetFunction)(CUfunction *function, CUmodule module, const char *name);
    CUresult (*cuFuncSetAttribute)(CUfunction function, int attribute, int value);
    CUresult (*cuLaunchKernel)(CUfunction function, unsigned int grid_x, unsigned int grid_y, unsigned int grid_z,
                               unsigned int block_x, unsigned int block_y, unsigned int block_z,
                               unsigned int shared_memory, CUstream stream, void **params, void **extra);
    CUresult (*cuMemAllocAsync)(CUdeviceptr *pointer, size_t bytes, CUstream stream);
    CUresult (*cuMemFreeAsync)(CUdeviceptr pointer, CUstream stream);
    CUresult (*cuMemcpyDtoDAsync)(CUdeviceptr target, CUdeviceptr source, size_t bytes, CUstream stream);
    /* for tensor maps only (the enums are ints) */
    CUresult (*cuTensorMapEncodeTiled)(CUtensorMap *map, int data_type, uint32_t rank, void *address,
                                       const uint64_t *dims, const uint64_t *strides, const uint32_t *box,
                                       const uint32_t *element_strides, int interleave, int swizzle,
                                       int l2_promotion, int oob_fill);
    /* for weights only */
    CUresult (*cuMemAlloc)(CUdeviceptr *pointer, size_t bytes);
    CUresult (*cuMemFree)(CUdeviceptr pointer);
    CUresult (*cuMemcpyHtoD)(CUdeviceptr target, const void *source, size_t bytes);
} driver;

#define RETURN_IF_FAILED(call) \\
    do { CUresult result_ = (call); if (result_ != CUDA_SUCCESS) return result_; } while (0)
"""

# Helpers in the order they are written, each with the helpers it calls; only used ones are written.
_HELPERS: list[tuple[str, tuple[str, ...], str]] = [
    ("TIRC_TRY", (), """/* In a launcher: stop at the first error (temporaries are freed after `done`). */
#define TIRC_TRY(call) \\
    do { status = (call); if (status != CUDA_SUCCESS) goto done; } while (0)
"""),
    ("floordiv", (), """/* Size arithmetic of the launch plan: integer division rounding down, as in MLIR. */
static inline int64_t tirc_floordiv(int64_t a, int64_t b)
{
    int64_t quotient = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient;
}
"""),
    ("ceildiv", ("floordiv",), """static inline int64_t tirc_ceildiv(int64_t a, int64_t b)
{
    return -tirc_floordiv(-a, b);
}
"""),
    ("mod", ("floordiv",), """static inline int64_t tirc_mod(int64_t a, int64_t b)
{
    return a - tirc_floordiv(a, b) * b;
}
"""),
    ("min", (), """static inline int64_t tirc_min(int64_t a, int64_t b)
{
    return a < b ? a : b;
}
"""),
    ("max", (), """static inline int64_t tirc_max(int64_t a, int64_t b)
{
    return a > b ? a : b;
}
"""),
    ("tirc_launch", (), """/* Launches `function` unless the grid is empty: a zero-sized problem has nothing to do. */
static CUresult tirc_launch(CUfunction function, int64_t grid_x, int64_t grid_y, int64_t grid_z,
                            int64_t block_x, int64_t block_y, int64_t block_z, unsigned int shared_memory,
                            CUstream stream, void **params)
{
    const int64_t dims[6] = {grid_x, grid_y, grid_z, block_x, block_y, block_z};
    int i;

    if (grid_x <= 0 || grid_y <= 0 || grid_z <= 0)
        return CUDA_SUCCESS;
    for (i = 0; i < 6; i++)
        if (dims[i] <= 0 || dims[i] > (int64_t)UINT32_MAX)
            return CUDA_ERROR_INVALID_VALUE;
    return driver.cuLaunchKernel(function, (unsigned int)grid_x, (unsigned int)grid_y, (unsigned int)grid_z,
                                 (unsigned int)block_x, (unsigned int)block_y, (unsigned int)block_z,
                                 shared_memory, stream, params, NULL);
}
"""),
    ("tirc_alloc", (), """/* Temporaries are stream-ordered: allocated and freed in the order of the launches. */
static CUresult tirc_alloc(CUdeviceptr *buffer, int64_t bytes, CUstream stream)
{
    if (bytes < 0)
        return CUDA_ERROR_INVALID_VALUE;
    return driver.cuMemAllocAsync(buffer, bytes > 0 ? (size_t)bytes : 1, stream);
}
"""),
    ("tirc_free", (), """static CUresult tirc_free(CUdeviceptr *buffer, CUstream stream)
{
    CUdeviceptr pointer = *buffer;

    *buffer = 0;
    return pointer != 0 ? driver.cuMemFreeAsync(pointer, stream) : CUDA_SUCCESS;
}
"""),
    ("tirc_cleanup", ("tirc_free",), """/* Frees a temporary still allocated at the end; the first error wins. */
static CUresult tirc_cleanup(CUresult status, CUdeviceptr *buffer, CUstream stream)
{
    CUresult freed = tirc_free(buffer, stream);
    return status != CUDA_SUCCESS ? status : freed;
}
"""),
    ("tirc_tensor_map", (), """/* A plan's TMA tensor map over `offset` bytes into `base`: dims and strides (bytes, of
 * dims[1..]) innermost first, every element stride 1; the enums are the driver's. A map over an
 * empty tensor is zeros: the launches over it have empty grids. */
static CUresult tirc_tensor_map(CUtensorMap *map, int data_type, int rank, CUdeviceptr base, int64_t offset,
                                const int64_t *dims, const int64_t *strides, const uint32_t *box,
                                int interleave, int swizzle, int l2_promotion, int oob_fill)
{
    static const uint32_t element_strides[5] = {1, 1, 1, 1, 1};
    uint64_t global_dims[5], global_strides[4];
    int i;

    memset(map, 0, sizeof *map);
    if (rank < 1 || rank > 5 || offset < 0)
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < rank; i++) {
        if (dims[i] < 0 || (i > 0 && strides[i - 1] <= 0))
            return CUDA_ERROR_INVALID_VALUE;
        if (dims[i] == 0)
            return CUDA_SUCCESS;
        global_dims[i] = (uint64_t)dims[i];
        if (i > 0)
            global_strides[i - 1] = (uint64_t)strides[i - 1];
    }
    return driver.cuTensorMapEncodeTiled(map, data_type, (uint32_t)rank,
                                         (void *)(uintptr_t)(base + (CUdeviceptr)offset), global_dims,
                                         global_strides, box, element_strides, interleave, swizzle, l2_promotion,
                                         oob_fill);
}
"""),
    ("tirc_copy", (), """static CUresult tirc_copy(CUdeviceptr target, CUdeviceptr source, int64_t bytes,
                          CUstream stream)
{
    if (bytes <= 0)
        return bytes == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    return driver.cuMemcpyDtoDAsync(target, source, (size_t)bytes, stream);
}
"""),
]

# What the loader does more when the plan has weights: (anchor in _LOADER, text inserted after it,
# or before it when the anchor starts with a newline).
_WEIGHT_LOADER: list[tuple[str, str]] = [
    ("""    RETURN_IF_FAILED(resolve(&driver.cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2"));
""", """    RETURN_IF_FAILED(resolve(&driver.cuMemAlloc, "cuMemAlloc_v2"));
    RETURN_IF_FAILED(resolve(&driver.cuMemFree, "cuMemFree_v2"));
    RETURN_IF_FAILED(resolve(&driver.cuMemcpyHtoD, "cuMemcpyHtoD_v2"));
"""),
    ("""
static CUresult load_module(void)""", """
/* The weights: uploaded once, into one allocation, each at its offset (aligned). */
static CUresult load_weights(void)
{
    size_t i;

    RETURN_IF_FAILED(driver.cuMemAlloc(&state.weights, sizeof weights_data));
    for (i = 0; i < sizeof weight_offsets / sizeof weight_offsets[0]; i++)
        state.weight[i] = state.weights + weight_offsets[i];
    return driver.cuMemcpyHtoD(state.weights, weights_data, sizeof weights_data);
}
"""),
    ("""    state.variant = variant;
""", """    RETURN_IF_FAILED(load_weights());
"""),
    ("""
    if (state.module != NULL)
        (void)driver.cuModuleUnload(state.module);""", """
    if (state.weights != 0)
        (void)driver.cuMemFree(state.weights);"""),
]

# What the loader does more when a plan has tensor maps: (anchor in _LOADER, text inserted after it).
# Only then: drivers before CUDA 12 have no cuTensorMapEncodeTiled.
_TENSOR_MAP_LOADER = ("""    RETURN_IF_FAILED(resolve(&driver.cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2"));
""", """    RETURN_IF_FAILED(resolve(&driver.cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled"));
""")

_LOADER = """/* dlsym's result into a function pointer slot (ISO C has no cast between the two). */
static CUresult resolve(void *slot, const char *symbol)
{
    void *address = dlsym(driver.library, symbol);

    if (address == NULL)
        return CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND;
    memcpy(slot, &address, sizeof address);
    return CUDA_SUCCESS;
}

static CUresult resolve_driver(void)
{
    RETURN_IF_FAILED(resolve(&driver.cuInit, "cuInit"));
    RETURN_IF_FAILED(resolve(&driver.cuCtxGetDevice, "cuCtxGetDevice"));
    RETURN_IF_FAILED(resolve(&driver.cuCtxSetCurrent, "cuCtxSetCurrent"));
    RETURN_IF_FAILED(resolve(&driver.cuDeviceGet, "cuDeviceGet"));
    RETURN_IF_FAILED(resolve(&driver.cuDeviceGetAttribute, "cuDeviceGetAttribute"));
    RETURN_IF_FAILED(resolve(&driver.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain"));
    RETURN_IF_FAILED(resolve(&driver.cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2"));
    RETURN_IF_FAILED(resolve(&driver.cuModuleLoadData, "cuModuleLoadData"));
    RETURN_IF_FAILED(resolve(&driver.cuModuleUnload, "cuModuleUnload"));
    RETURN_IF_FAILED(resolve(&driver.cuModuleGetFunction, "cuModuleGetFunction"));
    RETURN_IF_FAILED(resolve(&driver.cuFuncSetAttribute, "cuFuncSetAttribute"));
    RETURN_IF_FAILED(resolve(&driver.cuLaunchKernel, "cuLaunchKernel"));
    RETURN_IF_FAILED(resolve(&driver.cuMemAllocAsync, "cuMemAllocAsync"));
    RETURN_IF_FAILED(resolve(&driver.cuMemFreeAsync, "cuMemFreeAsync"));
    RETURN_IF_FAILED(resolve(&driver.cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2"));
    return CUDA_SUCCESS;
}

/* Opens the CUDA driver once per process; without one, TIRC_ERROR_NO_DRIVER. */
static CUresult load_driver(void)
{
    CUresult status;

    if (driver.library != NULL)
        return CUDA_SUCCESS;
    driver.library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (driver.library == NULL)
        return TIRC_ERROR_NO_DRIVER;
    status = resolve_driver();
    if (status != CUDA_SUCCESS) {
        dlclose(driver.library);
        memset(&driver, 0, sizeof driver);
    }
    return status;
}

/* The device of the calling thread's context; without a context, device 0's primary context is
 * made current (as the CUDA runtime does) and released again by unload. */
static CUresult current_device(CUdevice *device)
{
    CUresult status = driver.cuCtxGetDevice(device);

    if (status != CUDA_ERROR_INVALID_CONTEXT)
        return status;
    RETURN_IF_FAILED(driver.cuDeviceGet(device, 0));
    RETURN_IF_FAILED(driver.cuDevicePrimaryCtxRetain(&state.primary, *device));
    state.primary_device = *device;
    return driver.cuCtxSetCurrent(state.primary);
}

/* The cubin for compute capability major.minor: an exact match, else the newest one of the same
 * major and an older minor (a cubin runs on later minors of its major); arch-specific cubins
 * (sm_90a) only on exactly their own. -1 if none runs. */
static int pick_variant(int major, int minor)
{
    int best = -1;
    size_t i;

    for (i = 0; i < sizeof variants / sizeof variants[0]; i++) {
        const struct variant *v = &variants[i];
        int runs = v->major == major && (v->arch_specific ? v->minor == minor : v->minor <= minor);

        if (runs && (best < 0 || v->minor > variants[best].minor))
            best = (int)i;
    }
    return best;
}

static CUresult load_module(void)
{
    const struct variant *chosen;
    CUdevice device;
    int major, minor, variant, i;

    RETURN_IF_FAILED(driver.cuInit(0));
    RETURN_IF_FAILED(current_device(&device));
    RETURN_IF_FAILED(driver.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device));
    RETURN_IF_FAILED(driver.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device));
    variant = pick_variant(major, minor);
    if (variant < 0)
        return CUDA_ERROR_NO_BINARY_FOR_GPU;
    chosen = &variants[variant];
    RETURN_IF_FAILED(driver.cuModuleLoadData(&state.module, chosen->image));
    for (i = 0; i < chosen->kernel_count; i++) {
        RETURN_IF_FAILED(driver.cuModuleGetFunction(&state.kernels[i], state.module, chosen->kernels[i]));
        if (chosen->shared_memory[i] > DEFAULT_DYNAMIC_SHARED_MEMORY)
            RETURN_IF_FAILED(driver.cuFuncSetAttribute(state.kernels[i],
                                                       CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                                       chosen->shared_memory[i]));
    }
    state.variant = variant;
    return CUDA_SUCCESS;
}

CUresult tirc_NAME_load(void)
{
    CUresult status;

    if (state.module != NULL)
        return CUDA_SUCCESS;
    status = load_driver();
    if (status == CUDA_SUCCESS)
        status = load_module();
    if (status != CUDA_SUCCESS)
        tirc_NAME_unload();   /* releases whatever was acquired */
    return status;
}

void tirc_NAME_unload(void)
{
    if (state.module != NULL)
        (void)driver.cuModuleUnload(state.module);
    if (state.primary != NULL)
        (void)driver.cuDevicePrimaryCtxRelease(state.primary_device);
    memset(&state, 0, sizeof state);
}
"""
