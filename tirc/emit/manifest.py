"""The launch plan: what a runtime needs to execute each compiled function.

Read from the host functions after the pipeline: inputs (dtype, shape with symbolic dynamic sizes),
temporaries and outputs (allocations with size expressions), and every kernel launch in order with
grid, block, dynamic shared memory and its arguments under the plain kernel ABI (bare pointers,
64-bit sizes, scalars). Views (``memref.expand_shape``, ``collapse_shape``, ``subview``,
``reinterpret_cast``, ``cast``) cost nothing: the planner follows them to the buffer they view, and
a kernel given a view gets that buffer's pointer plus the view's offset, sizes and strides (static
ones are in the kernel's own types, see tir-kernel-abi). A TMA descriptor
(``nvgpu.tma.create.descriptor``) is a ``tensormap`` step: the tensor (a buffer or a view of one),
the box, swizzle, L2 promotion and out-of-bounds fill, which each runtime encodes its own way (the
driver's ``cuTensorMapEncodeTiled``, the emulator's ``TensorMap``); a launch passes the map by
value. Anything else left on the host is an error: tirc does not run host code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from mlir import ir

from tirc.diagnostics import TircError
from tirc.emit import expr as E
from tirc.emit.expr import Expr
from tirc.emit.tensormap import check_tensor_map
from tirc.emit.weights import WeightTable
from tirc.mlir_support import is_identity_layout, location_of, rank_reduced_dims
from tirc.plan import (Alloc, Copy, Free, IntArg, Launch, LaunchArg, PointerArg, ScalarArg, Step, TensorMap,
                       TensorMapArg, step_to_json)
from tirc.passes.linalg.weights_as_inputs import WEIGHT_ARGS_ATTR
from tirc.target import check_launch

MANIFEST_VERSION = 3   # 2: weights (buffers of kind "weight", the weights list and file); 3: tensormap steps

def dtype_name(element: ir.Type) -> str:
    text = str(element)
    if text == "index":
        return "i64"
    return text


@dataclass
class Buffer:
    name: str
    dtype: str
    shape: list[Expr]
    kind: str            # input | temp | output | weight
    arg: int | None = None

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "dtype": self.dtype, "shape": self.shape, "kind": self.kind}
        if self.arg is not None:
            data["arg"] = self.arg
        return data


@dataclass
class FunctionPlan:
    name: str
    symbols: dict[str, dict[str, Any]] = field(default_factory=dict)
    inputs: list[dict[str, Any]] = field(default_factory=list)
    outputs: list[dict[str, Any]] = field(default_factory=list)
    buffers: dict[str, Buffer] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "symbols": self.symbols,
            "inputs": self.inputs,
            "outputs": self.outputs,
            "buffers": [b.as_json() for b in self.buffers.values()],
            "steps": [step_to_json(step) for step in self.steps],
        }


@dataclass
class _Index:
    value: Expr


@dataclass
class _BufferRef:
    """A memref value on the host: a plan buffer, or a view of one (element offset, sizes, strides)."""

    buffer: Buffer
    offset: Expr = 0
    sizes: list[Expr] | None = None     # None: the buffer's own shape, row-major
    strides: list[Expr] | None = None

    def shape(self) -> list[Expr]:
        return list(self.buffer.shape) if self.sizes is None else list(self.sizes)

    def layout(self) -> list[Expr]:
        return row_major_strides(self.buffer.shape) if self.strides is None else list(self.strides)

    def is_whole_buffer(self) -> bool:
        """The view covers the buffer exactly, in its row-major order (a reshape at most)."""
        if self.sizes is None:
            return True
        return (self.offset == 0 and self.layout() == row_major_strides(self.sizes)
                and _product(self.sizes) == _product(self.buffer.shape))


def row_major_strides(shape: list[Expr]) -> list[Expr]:
    strides: list[Expr] = []
    running: Expr = 1
    for extent in reversed(shape):
        strides.insert(0, running)
        running = E.mul(running, extent)
    return strides


def _product(shape: list[Expr]) -> Expr:
    total: Expr = 1
    for extent in shape:
        total = E.mul(total, extent)
    return total


@dataclass
class _Base:
    buffer: Buffer


@dataclass
class _TensorMap:
    name: str


@dataclass
class _Scalar:
    dtype: str
    value: float | int | str   # a constant, or the name of a scalar input


class _Planner:
    def __init__(self, func: ir.Operation, file: str, weights: WeightTable) -> None:
        self.func = func
        self.file = file
        self.weights = weights   # the module's, shared by its functions
        self.plan = FunctionPlan(ir.StringAttr(func.attributes["sym_name"]).value)
        self.values: dict[ir.Value, Any] = {}
        self.temp_count = 0
        self.dim_names: list[list[str]] = []
        self.arg_names: list[str] = []

    def fail(self, op: ir.Operation, message: str, hint: str | None = None) -> TircError:
        location = location_of(str(op.location), self.file)
        return TircError(f"host function @{self.plan.name}: {message}", location=location, hint=hint)

    def build(self) -> FunctionPlan:
        entry = self.func.regions[0].blocks[0]
        if "tir.arg_names" in self.func.attributes:  # the op spec's operand names
            self.arg_names = [ir.StringAttr(n).value for n in ir.ArrayAttr(self.func.attributes["tir.arg_names"])]
        if "tir.dims" in self.func.attributes:  # names of each argument's dimensions (op specs)
            self.dim_names = [[ir.StringAttr(d).value for d in ir.ArrayAttr(dims)]
                              for dims in ir.ArrayAttr(self.func.attributes["tir.dims"])]
        for position, arg in enumerate(entry.arguments):
            self._bind_argument(position, arg)
        if len(self.func.regions[0].blocks) != 1:
            raise self.fail(self.func, "control flow on the host is not supported (one block expected)")
        for op in entry.operations:
            self._visit(op.operation)
        return self.plan

    def _bind_argument(self, position: int, arg: ir.Value) -> None:
        name = self.arg_names[position] if position < len(self.arg_names) else f"arg{position}"
        if isinstance(arg.type, ir.MemRefType):
            memref = ir.MemRefType(arg.type)
            shape: list[Expr] = []
            for dim, size in enumerate(memref.shape):
                if size == ir.ShapedType.get_dynamic_size():
                    named = position < len(self.dim_names) and dim < len(self.dim_names[position])
                    symbol = self.dim_names[position][dim] if named else f"{name}_d{dim}"
                    # The first input with a dynamic size defines it; others must agree.
                    self.plan.symbols.setdefault(symbol, {"input": name, "dim": dim})
                    shape.append(symbol)
                else:
                    shape.append(size)
            buffer = Buffer(name, dtype_name(memref.element_type), shape, "input", position)
            self.plan.buffers[name] = buffer
            self.plan.inputs.append({"name": name, "kind": "buffer", "dtype": buffer.dtype, "shape": shape})
            self.values[arg] = _BufferRef(buffer)
        elif isinstance(arg.type, (ir.IndexType, ir.IntegerType)):
            self.plan.symbols[name] = {"input": name}
            self.plan.inputs.append({"name": name, "kind": "scalar", "dtype": dtype_name(arg.type)})
            self.values[arg] = _Index(name)
        elif isinstance(arg.type, (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)):
            self.plan.inputs.append({"name": name, "kind": "scalar", "dtype": dtype_name(arg.type)})
            self.values[arg] = _Scalar(dtype_name(arg.type), name)
        else:
            raise self.fail(self.func, f"argument {position} has type {arg.type}, which tirc cannot pass in")

    def index(self, op: ir.Operation, value: ir.Value) -> Expr:
        info = self.values.get(value)
        if not isinstance(info, _Index):
            raise self.fail(op, f"'{op.name}' needs a size computed on the host, got {value.type}")
        return info.value

    def buffer(self, op: ir.Operation, value: ir.Value) -> Buffer:
        return self.view(op, value).buffer

    def view(self, op: ir.Operation, value: ir.Value) -> _BufferRef:
        info = self.values.get(value)
        if not isinstance(info, _BufferRef):
            raise self.fail(op, f"'{op.name}' needs a buffer the plan knows")
        return info

    def whole_buffer(self, op: ir.Operation, value: ir.Value, what: str) -> Buffer:
        view = self.view(op, value)
        if not view.is_whole_buffer():
            raise self.fail(op, f"{what} is a strided view (a part of buffer {view.buffer.name}); tirc "
                                "plans copies and results of whole buffers only")
        return view.buffer

    def sizes_of(self, op: ir.Operation, memref: ir.MemRefType, dynamic: list[ir.Value]) -> list[Expr]:
        values = iter(self.index(op, v) for v in dynamic)
        return [next(values) if s == ir.ShapedType.get_dynamic_size() else s for s in memref.shape]

    def _visit(self, op: ir.Operation) -> None:
        name = op.name
        handler = _HANDLERS.get(name)
        if handler is not None:
            handler(self, op)
            return
        if name in _INDEX_BINARY:
            a, b = (self.index(op, v) for v in op.operands)
            self.values[op.results[0]] = _Index(_INDEX_BINARY[name](a, b))
            return
        raise self.fail(op, f"operation '{name}' would have to run on the host; tirc plans only "
                            "allocations, copies and kernel launches there (the computation should have "
                            "been mapped to a kernel)")

    # -- handlers ---------------------------------------------------------------------------

    def on_constant(self, op: ir.Operation) -> None:
        attr = op.attributes["value"]
        result = op.results[0]
        if isinstance(attr, ir.IntegerAttr) and isinstance(result.type, (ir.IndexType, ir.IntegerType)):
            self.values[result] = _Index(ir.IntegerAttr(attr).value)
        elif isinstance(attr, ir.FloatAttr):
            self.values[result] = _Scalar(dtype_name(result.type), ir.FloatAttr(attr).value)
        else:
            raise self.fail(op, f"constant of type {result.type} cannot be planned on the host")

    def on_dim(self, op: ir.Operation) -> None:
        shape = self.view(op, op.operands[0]).shape()
        dim = self.index(op, op.operands[1])
        if not isinstance(dim, int):
            raise self.fail(op, "memref.dim with a dynamic dimension index")
        self.values[op.results[0]] = _Index(shape[dim])

    def on_alloc(self, op: ir.Operation) -> None:
        memref = ir.MemRefType(op.results[0].type)
        dynamic = iter(self.index(op, v) for v in op.operands)
        shape = [next(dynamic) if s == ir.ShapedType.get_dynamic_size() else s for s in memref.shape]
        name = f"buf{self.temp_count}"
        self.temp_count += 1
        buffer = Buffer(name, dtype_name(memref.element_type), shape, "temp")
        self.plan.buffers[name] = buffer
        self.plan.steps.append(Alloc(name))
        self.values[op.results[0]] = _BufferRef(buffer)

    def on_dealloc(self, op: ir.Operation) -> None:
        self.plan.steps.append(Free(self.buffer(op, op.operands[0]).name))

    def on_cast(self, op: ir.Operation) -> None:
        self.values[op.results[0]] = self.view(op, op.operands[0])

    def on_copy(self, op: ir.Operation) -> None:
        source, target = (self.whole_buffer(op, v, f"copy {role}").name
                          for v, role in zip(op.operands, ("source", "target")))
        self.plan.steps.append(Copy(source, target))

    # -- views: no step, only a new offset/sizes/strides over the same buffer ---------------

    def on_expand_shape(self, op: ir.Operation) -> None:
        source = self.view(op, op.operands[0])
        result = ir.MemRefType(op.results[0].type)
        sizes = self.sizes_of(op, result, list(op.operands[1:]))
        groups = _reassociation(op)
        source_strides = source.layout()
        strides: list[Expr] = [0] * len(sizes)
        for group, stride in zip(groups, source_strides):
            running = stride   # the group's innermost dimension keeps the source stride
            for dim in reversed(group):
                strides[dim] = running
                running = E.mul(running, sizes[dim])
        self.values[op.results[0]] = _BufferRef(source.buffer, source.offset, sizes, strides)

    def on_collapse_shape(self, op: ir.Operation) -> None:
        source = self.view(op, op.operands[0])
        source_sizes, source_strides = source.shape(), source.layout()
        sizes: list[Expr] = []
        strides: list[Expr] = []
        for group in _reassociation(op):
            sizes.append(_product([source_sizes[dim] for dim in group]))
            strides.append(source_strides[group[-1]])   # the verifier proved each group contiguous
        self.values[op.results[0]] = _BufferRef(source.buffer, source.offset, sizes, strides)

    def on_subview(self, op: ir.Operation) -> None:
        source = self.view(op, op.operands[0])
        view = op.opview
        offsets = self._mixed(op, view.offsets, view.static_offsets)
        sizes = self._mixed(op, view.sizes, view.static_sizes)
        steps = self._mixed(op, view.strides, view.static_strides)
        source_strides = source.layout()
        offset = source.offset
        for start, stride in zip(offsets, source_strides):
            offset = E.add(offset, E.mul(start, stride))
        strides = [E.mul(step, stride) for step, stride in zip(steps, source_strides)]
        kept = rank_reduced_dims(sizes, list(ir.MemRefType(op.results[0].type).shape))
        self.values[op.results[0]] = _BufferRef(source.buffer, offset, [sizes[d] for d in kept],
                                                [strides[d] for d in kept])

    def on_reinterpret_cast(self, op: ir.Operation) -> None:
        source = self.view(op, op.operands[0])
        view = op.opview
        offset = self._mixed(op, view.offsets, view.static_offsets)[0]
        sizes = self._mixed(op, view.sizes, view.static_sizes)
        strides = self._mixed(op, view.strides, view.static_strides)
        self.values[op.results[0]] = _BufferRef(source.buffer, offset, sizes, strides)

    def _mixed(self, op: ir.Operation, dynamic: Any, static: Any) -> list[Expr]:
        values = iter(self.index(op, v) for v in dynamic)
        marker = ir.ShapedType.get_dynamic_size()
        return [next(values) if s == marker else s for s in ir.DenseI64ArrayAttr(static)]

    def on_metadata(self, op: ir.Operation) -> None:
        view = self.view(op, op.operands[0])
        memref = ir.MemRefType(op.operands[0].type)
        strides, offset = memref.get_strides_and_offset()
        dynamic = ir.ShapedType.get_dynamic_size()
        if (view.buffer.kind == "input" and view.sizes is None and (offset == dynamic or dynamic in strides)
                and not is_identity_layout(memref)):
            raise self.fail(op, "inputs with dynamic strided layouts are not supported; use identity layouts")
        sizes, layout = view.shape(), view.layout()
        results = list(op.results)
        self.values[results[0]] = _Base(view.buffer)
        self.values[results[1]] = _Index(view.offset)
        for dim in range(len(sizes)):
            self.values[results[2 + dim]] = _Index(sizes[dim])
            self.values[results[2 + len(sizes) + dim]] = _Index(layout[dim])

    def on_affine(self, op: ir.Operation) -> None:
        amap = ir.AffineMapAttr(op.attributes["map"]).value
        operands = [self.index(op, v) for v in op.operands]
        dims, syms = operands[:amap.n_dims], operands[amap.n_dims:]
        values = [_affine(result, dims, syms) for result in amap.results]
        if op.name == "affine.apply":
            result = values[0]
        else:
            combine = E.minimum if op.name == "affine.min" else E.maximum
            result = values[0]
            for value in values[1:]:
                result = combine(result, value)
        self.values[op.results[0]] = _Index(result)

    def on_index_cast(self, op: ir.Operation) -> None:
        self.values[op.results[0]] = _Index(self.index(op, op.operands[0]))

    def on_launch(self, op: ir.Operation) -> None:
        view = op.opview
        text = str(op.attributes["kernel"])
        kernel = text.split("::")[-1].lstrip("@").strip('"')
        grid = [self.index(op, v) for v in (view.gridSizeX, view.gridSizeY, view.gridSizeZ)]
        block = [self.index(op, v) for v in (view.blockSizeX, view.blockSizeY, view.blockSizeZ)]
        shared = self.index(op, view.dynamicSharedMemorySize) if view.dynamicSharedMemorySize is not None else 0
        args: list[LaunchArg] = []
        for value in view.kernelOperands:
            info = self.values.get(value)
            if isinstance(info, _Base):
                args.append(PointerArg(info.buffer.name))
            elif isinstance(info, _Index):
                args.append(IntArg("i64" if isinstance(value.type, ir.IndexType) else dtype_name(value.type),
                                   info.value))
            elif isinstance(info, _Scalar):
                args.append(ScalarArg(info.dtype, info.value))
            elif isinstance(info, _TensorMap):
                args.append(TensorMapArg(info.name))
            elif isinstance(info, _BufferRef):
                raise self.fail(op, "a kernel takes a memref descriptor; run tir-kernel-abi before the nvvm stage")
            else:
                raise self.fail(op, f"kernel argument of type {value.type} is not known on the host")
        try:   # every launch of every plan is recorded here: one check of CUDA's limits (static sizes)
            check_launch(kernel, grid, block)
        except TircError as error:
            raise self.fail(op, error.message, error.hint) from None
        self.plan.steps.append(Launch(kernel, tuple(grid), tuple(block), shared, tuple(args)))

    def on_tensor_map(self, op: ir.Operation) -> None:
        """nvgpu.tma.create.descriptor: a tensormap step over the view it was cast from."""
        view = self.view(op, op.operands[0])
        options = _descriptor_options(op.results[0].type)
        if options is None:
            raise self.fail(op, f"cannot read the tensor map type {op.results[0].type}")
        if options["element"] != view.buffer.dtype:
            raise self.fail(op, f"a tensor map of {options['element']} elements over buffer {view.buffer.name} "
                                f"of {view.buffer.dtype}")
        box: list[int] = []
        for value, extent in zip(op.operands[1:], options["box"]):
            operand = self.index(op, value)
            if operand != extent:
                raise self.fail(op, f"the box operand {operand} is not the descriptor's tensor dimension {extent}")
            box.append(extent)
        name = f"tmap{sum(isinstance(step, TensorMap) for step in self.plan.steps)}"
        shape, strides = view.shape(), view.layout()
        if len(shape) != len(box):
            raise self.fail(op, f"a {len(box)}-dimensional box for a {len(shape)}-dimensional tensor")
        static_shape = [v for v in shape if isinstance(v, int)]
        static_strides = [v for v in strides if isinstance(v, int)]
        static = len(static_shape) == len(shape) and len(static_strides) == len(strides)
        try:
            check_tensor_map(name, view.buffer.dtype, box, options["swizzle"], options["interleave"],
                             shape=static_shape if static else None, strides=static_strides if static else None)
        except TircError as error:
            raise self.fail(op, error.message) from None
        self.plan.steps.append(TensorMap(name, view.buffer.name, view.offset, view.buffer.dtype, tuple(shape),
                                         tuple(strides), tuple(box), options["swizzle"], options["l2_promotion"],
                                         options["oob"], options["interleave"]))
        self.values[op.results[0]] = _TensorMap(name)

    def on_unrealized_cast(self, op: ir.Operation) -> None:
        """tir-kernel-abi passes a tensor map as the pointer the kernel sees: the same map."""
        info = self.values.get(op.operands[0]) if len(op.operands) == 1 else None
        if not isinstance(info, _TensorMap) or len(op.results) != 1:
            raise self.fail(op, "a cast on the host that is not tir-kernel-abi's tensor map pointer")
        self.values[op.results[0]] = info

    def on_get_global(self, op: ir.Operation) -> None:
        """A constant global is a weight: uploaded once, then a buffer like any other."""
        symbol = ir.FlatSymbolRefAttr(op.attributes["name"]).value
        weight = self.weights.weight(symbol)
        buffer = self.plan.buffers.setdefault(weight.name, Buffer(weight.name, weight.dtype, list(weight.shape),
                                                                  "weight"))
        if buffer.kind != "weight":
            raise self.fail(op, f"weight '{weight.name}' has the name of another buffer of the plan")
        self.values[op.results[0]] = _BufferRef(buffer)

    def on_return(self, op: ir.Operation) -> None:
        for position, value in enumerate(op.operands):
            info = self.values.get(value)
            if isinstance(info, _BufferRef):
                buffer = self.whole_buffer(op, value, f"result {position}")
                if buffer.kind == "temp":
                    buffer.kind = "output"
                self.plan.outputs.append({"name": f"result{position}", "buffer": buffer.name,
                                          "dtype": buffer.dtype, "shape": info.shape()})
            else:
                raise self.fail(op, f"result {position} of type {value.type} is not a buffer")


_DESCRIPTOR = re.compile(r"^!nvgpu\.tensormap\.descriptor<tensor\s*=\s*memref<(?P<shape>[0-9x]+)x"
                         r"(?P<element>[A-Za-z0-9]+)(?:,[^>]*)?>\s*,\s*swizzle\s*=\s*(?P<swizzle>\w+)\s*,\s*l2promo\s*=\s*(?P<l2>\w+)\s*,"
                         r"\s*oob\s*=\s*(?P<oob>\w+)\s*,\s*interleave\s*=\s*(?P<interleave>\w+)\s*>$")


def _option_bytes(text: str, prefix: str) -> int:
    """``swizzle_128b`` -> 128, ``none`` -> 0 (the descriptor type's spelling of its enums)."""
    return 0 if text == "none" else int(text.removeprefix(prefix).removesuffix("b"))


def _descriptor_options(descriptor: ir.Type) -> dict[str, Any] | None:
    """The box and the options of an ``!nvgpu.tensormap.descriptor`` type (the Python bindings
    have no accessors for them), in the plan's terms: bytes, and "zero"/"nan"; None if unreadable."""
    match = _DESCRIPTOR.match(str(descriptor))
    if match is None:
        return None
    return {"box": [int(extent) for extent in match["shape"].split("x")], "element": match["element"],
            "swizzle": _option_bytes(match["swizzle"], "swizzle_"),
            "l2_promotion": _option_bytes(match["l2"], "l2promo_"),
            "interleave": _option_bytes(match["interleave"], "interleave_"),
            "oob": match["oob"]}


def _reassociation(op: ir.Operation) -> list[list[int]]:
    return [[ir.IntegerAttr(d).value for d in ir.ArrayAttr(group)]
            for group in ir.ArrayAttr(op.attributes["reassociation"])]


def _affine(expr: ir.AffineExpr, dims: list[Expr], syms: list[Expr]) -> Expr:
    if isinstance(expr, ir.AffineConstantExpr):
        return expr.value
    if isinstance(expr, ir.AffineDimExpr):
        return dims[expr.position]
    if isinstance(expr, ir.AffineSymbolExpr):
        return syms[expr.position]
    for kind, combine in ((ir.AffineAddExpr, E.add), (ir.AffineMulExpr, E.mul), (ir.AffineModExpr, E.mod),
                          (ir.AffineFloorDivExpr, E.floordiv), (ir.AffineCeilDivExpr, E.ceildiv)):
        if isinstance(expr, kind):
            binary = expr
            return combine(_affine(binary.lhs, dims, syms), _affine(binary.rhs, dims, syms))
    raise ValueError(f"unsupported affine expression {expr}")


_INDEX_BINARY = {
    "arith.addi": E.add, "arith.subi": E.sub, "arith.muli": E.mul,
    "arith.divsi": E.floordiv, "arith.divui": E.floordiv, "arith.floordivsi": E.floordiv,
    "arith.ceildivsi": E.ceildiv, "arith.ceildivui": E.ceildiv,
    "arith.remsi": E.mod, "arith.remui": E.mod,
    "arith.minsi": E.minimum, "arith.minui": E.minimum, "arith.maxsi": E.maximum, "arith.maxui": E.maximum,
}

_HANDLERS = {
    "arith.constant": _Planner.on_constant,
    "memref.dim": _Planner.on_dim,
    "memref.alloc": _Planner.on_alloc,
    "memref.alloca": _Planner.on_alloc,
    "memref.dealloc": _Planner.on_dealloc,
    "memref.cast": _Planner.on_cast,
    "memref.copy": _Planner.on_copy,
    "memref.expand_shape": _Planner.on_expand_shape,
    "memref.collapse_shape": _Planner.on_collapse_shape,
    "memref.subview": _Planner.on_subview,
    "memref.reinterpret_cast": _Planner.on_reinterpret_cast,
    "memref.extract_strided_metadata": _Planner.on_metadata,
    "affine.apply": _Planner.on_affine,
    "affine.min": _Planner.on_affine,
    "affine.max": _Planner.on_affine,
    "arith.index_cast": _Planner.on_index_cast,
    "arith.index_castui": _Planner.on_index_cast,
    "gpu.launch_func": _Planner.on_launch,
    "func.return": _Planner.on_return,
    "memref.get_global": _Planner.on_get_global,
    "nvgpu.tma.create.descriptor": _Planner.on_tensor_map,
    "builtin.unrealized_conversion_cast": _Planner.on_unrealized_cast,
}


def plan_module(module: ir.Module, file: str) -> tuple[list[FunctionPlan], WeightTable]:
    """The plan of every function, and the weights they read (see :mod:`tirc.emit.weights`)."""
    plans = []
    weights = WeightTable(module, file)
    with module.context:
        for op in module.body.operations:
            op = op.operation
            if op.name == "func.func" and op.regions[0].blocks:
                plan = _Planner(op, file, weights).build()
                _mark_weight_inputs(op, plan)
                plans.append(plan)
    return plans, weights


def _mark_weight_inputs(func: ir.Operation, plan: FunctionPlan) -> None:
    """Inputs that tir-weights-as-inputs made of weights say so: ``"weight": true``."""
    if WEIGHT_ARGS_ATTR in func.attributes:
        for position in ir.DenseI64ArrayAttr(func.attributes[WEIGHT_ARGS_ATTR]):
            plan.inputs[position]["weight"] = True
