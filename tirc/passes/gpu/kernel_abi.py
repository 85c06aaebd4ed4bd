"""tir-kernel-abi: give kernels a plain C ABI.

MLIR passes memrefs to kernels as descriptors (allocated pointer, aligned pointer, offset, sizes,
strides: 3 + 2*rank parameters each). C launchers and other runtimes want a bare device pointer and
only the sizes that are not known at compile time. For every memref parameter this pass substitutes

    %base: memref<T>                      (lowered to one pointer by the bare-pointer convention)
    %offset: index                        (only if the layout's offset is dynamic)
    %size_i: index  for each dynamic dimension
    %stride_i: index for each dynamic stride that is not implied by the sizes (strided layouts)

and rebuilds the original memref inside the kernel with ``memref.reinterpret_cast``. Host launch
sites pass ``memref.extract_strided_metadata`` results. Shared memory and scalar parameters are
unchanged.

A TMA tensor map parameter (``!nvgpu.tensormap.descriptor``, made on the host by
``nvgpu.tma.create.descriptor``, a step of the launch plan) becomes an ``!llvm.ptr``, cast back to
the descriptor type inside the kernel (``convert-gpu-to-nvvm`` has no conversion for that type in a
signature; ``convert-nvgpu-to-nvvm`` folds the cast away) and to the pointer at the launch site
(which the planner sees through). The kernel receives the 128-byte CUtensorMap itself, by value,
as a ``__grid_constant__`` parameter: the kernel attribute ``tir.grid_constant_args`` lists those
parameters' positions, and tir-grid-constant turns it into the LLVM argument attributes for that
after the NVVM lowering (which rejects them on a ``gpu.func`` and drops a ``gpu.func``'s argument
attributes; the positions stay, as under the bare-pointer convention each parameter is one LLVM
argument).

Block loops never mapped to a launch and shared memory allocated inside a kernel (what a
pipeline without tir-map-warps or tir-shared-memory leaves) are user errors here. The pass also
drops ``known_grid_size``, which outlining sets when the grid is a constant: the
code of a kernel must not depend on the grid it was compiled for. tirc runs the kernels it ships
at smaller sizes in the emulator (the same kernel but for its size constants), and a known grid
lets LLVM specialise the code to it (bounds checks the grid makes redundant go, loops are
strength-reduced differently), so the kernel emulated would not be the kernel shipped.
"""

from __future__ import annotations

from dataclasses import dataclass

from mlir import ir
from mlir.dialects import arith, builtin, gpu, memref

from tirc.diagnostics import TircError
from tirc.ir.builders import is_workgroup
from tirc.ir.roles import KERNEL_ATTR
from tirc.ir.walk import kernel_reference, launch_ops, walk_ops
from tirc.mlir_support import is_identity_layout
from tirc.passes.gpu.merge_gpu_modules import gpu_modules
from tirc.pipeline.registry import ModulePass
from tirc.target import Target

DYNAMIC = ir.ShapedType.get_dynamic_size()
# The kernel attribute listing the positions of its tensor map parameters, for tir-grid-constant.
GRID_CONSTANT_ATTR = "tir.grid_constant_args"
POINTER_TYPE = "!llvm.ptr"


@dataclass(frozen=True)
class TensorMapAbi:
    """A tensor map parameter: passed as a pointer to the param-space copy of the map."""

    type: ir.Type


def is_tensor_map(type_: ir.Type) -> bool:
    # The Python bindings do not downcast to nvgpu.TensorMapDescriptorType (it has no type id).
    return str(type_).startswith("!nvgpu.tensormap.descriptor<")


@dataclass
class MemrefAbi:
    """How one memref parameter is passed: which of offset/sizes/strides travel as integers."""

    type: ir.MemRefType
    identity: bool
    offset: int  # static value, or DYNAMIC
    strides: list[int]  # static values, or DYNAMIC

    @property
    def dynamic_offset(self) -> bool:
        return not self.identity and self.offset == DYNAMIC

    def dynamic_size_dims(self) -> list[int]:
        return [dim for dim, size in enumerate(self.type.shape) if size == DYNAMIC]

    def dynamic_stride_dims(self) -> list[int]:
        if self.identity:
            return []  # implied by the sizes (row-major)
        return [dim for dim, stride in enumerate(self.strides) if stride == DYNAMIC]

    def base_type(self) -> ir.MemRefType:
        return ir.MemRefType.get([], self.type.element_type, memory_space=self.type.memory_space)

    def param_types(self) -> list[ir.Type]:
        index = ir.IndexType.get()
        count = int(self.dynamic_offset) + len(self.dynamic_size_dims()) + len(self.dynamic_stride_dims())
        return [self.base_type()] + [index] * count


def memref_abi(memref_type: ir.MemRefType) -> MemrefAbi:
    identity = is_identity_layout(memref_type)
    strides, offset = memref_type.get_strides_and_offset()
    return MemrefAbi(memref_type, identity, offset, list(strides))


def _kernel_functions(module: ir.Module) -> dict[tuple[str, str], ir.Operation]:
    kernels = {}
    for gpu_module in gpu_modules(module):
        module_name = ir.StringAttr(gpu_module.attributes["sym_name"]).value
        for op in gpu_module.regions[0].blocks[0].operations:
            op = op.operation
            if op.name == "gpu.func" and "gpu.kernel" in op.attributes:
                kernels[(module_name, ir.StringAttr(op.attributes["sym_name"]).value)] = op
    return kernels


def _check_launchable(module: ir.Module) -> None:
    """What a custom pipeline that leaves out a required gpu-stage pass leaves behind, named
    here rather than miscompiled: block loops never mapped to a launch, and shared memory
    allocated in a kernel (which would lower to a per-thread malloc)."""
    def left_behind(op: ir.Operation) -> bool:
        return ((op.name == "scf.forall" and KERNEL_ATTR in op.attributes)
                or (op.name == "memref.alloc" and is_workgroup(op.results[0].type)))

    for op in walk_ops(module.operation, left_behind):
        if op.name == "scf.forall":
            raise TircError(f"the block tiles of {ir.StringAttr(op.attributes[KERNEL_ATTR]).value} were never "
                            "mapped to a kernel launch", hint="run tir-map-warps after tir-tile and tir-promote")
        kernel = op.parent
        while kernel is not None and kernel.name != "gpu.func":
            kernel = kernel.parent
        if kernel is not None:
            raise TircError(f"kernel {ir.StringAttr(kernel.attributes['sym_name']).value} allocates shared memory "
                            "with memref.alloc, which has no lowering in a kernel",
                            hint="run tir-shared-memory after the Tensor Core passes (or declare the buffer as a "
                                 "workgroup attribution of the gpu.func)")


@dataclass(frozen=True)
class KernelAbiPass(ModulePass):
    """Replaces each global-memory memref parameter of a ``gpu.func`` kernel by a rank-0 base
    memref plus ``index`` parameters for its dynamic offset, sizes and strides, rebuilds the memref
    in the kernel with ``memref.reinterpret_cast``, and rewrites every ``gpu.launch_func`` to pass
    ``memref.extract_strided_metadata`` results."""

    name = "tir-kernel-abi"
    summary = "Pass memrefs to kernels as bare pointers plus explicit dynamic sizes (plain C ABI)"

    def run(self, module: ir.Module, target: Target) -> None:
        kernels = _kernel_functions(module)
        _check_launchable(module)
        for func in kernels.values():
            if "known_grid_size" in func.attributes:
                del func.attributes["known_grid_size"]
        plans = {key: self._rewrite_kernel(func) for key, func in kernels.items()}
        for launch in launch_ops(module):
            plan = plans.get(kernel_reference(launch))
            if plan is not None:
                self._rewrite_launch(launch, plan)

    def _rewrite_kernel(self, func: ir.Operation) -> list[MemrefAbi | TensorMapAbi | None]:
        entry = func.regions[0].blocks[0]
        old_args = list(entry.arguments)
        plan: list[MemrefAbi | TensorMapAbi | None] = []
        for arg in old_args:
            if isinstance(arg.type, ir.MemRefType) and not is_workgroup(ir.MemRefType(arg.type)):
                plan.append(memref_abi(ir.MemRefType(arg.type)))
            elif is_tensor_map(arg.type):
                plan.append(TensorMapAbi(arg.type))
            else:
                plan.append(None)
        if all(abi is None for abi in plan):
            return plan
        first_op = entry.operations[0]
        new_types: list[ir.Type] = []
        grid_constants: list[int] = []
        for arg, abi in zip(old_args, plan):
            if isinstance(abi, TensorMapAbi):
                grid_constants.append(len(new_types))
                types = [ir.Type.parse(POINTER_TYPE)]
            else:
                types = [arg.type] if abi is None else abi.param_types()
            new_args = [entry.add_argument(t, arg.location) for t in types]
            new_types.extend(types)
            if abi is None:
                arg.replace_all_uses_with(new_args[0])
                continue
            with ir.InsertionPoint(first_op), func.location:
                if isinstance(abi, TensorMapAbi):
                    rebuilt = builtin.UnrealizedConversionCastOp([abi.type], new_args).results[0]
                else:
                    rebuilt = self._rebuild(abi, new_args)
            arg.replace_all_uses_with(rebuilt)
        for position in range(len(old_args) - 1, -1, -1):
            entry.erase_argument(position)
        func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(new_types, []))
        if "arg_attrs" in func.attributes:
            del func.attributes["arg_attrs"]
        if grid_constants:
            func.attributes[GRID_CONSTANT_ATTR] = ir.DenseI64ArrayAttr.get(grid_constants)
        return plan

    @staticmethod
    def _rebuild(abi: MemrefAbi, params: list[ir.Value]) -> ir.Value:
        base, extra = params[0], iter(params[1:])
        shape = list(abi.type.shape)
        offset = next(extra) if abi.dynamic_offset else None
        sizes: list[ir.Value] = [next(extra) for _ in abi.dynamic_size_dims()]
        size_values = iter(sizes)
        size_of = [None if s != DYNAMIC else next(size_values) for s in shape]
        stride_operands: list[ir.Value] = []
        static_strides: list[int] = []
        if abi.identity:
            # Row-major strides: static while every inner size is static, else a product.
            running_static, running_value = 1, None
            for dim in range(len(shape) - 1, -1, -1):
                if running_value is None:
                    static_strides.insert(0, running_static)
                else:
                    static_strides.insert(0, DYNAMIC)
                    stride_operands.insert(0, running_value)
                if shape[dim] == DYNAMIC:
                    factor = size_of[dim]
                    if running_value is None:
                        running_value = factor if running_static == 1 else arith.MulIOp(
                            factor, arith.ConstantOp(ir.IndexType.get(), running_static).result).result
                    else:
                        running_value = arith.MulIOp(running_value, factor).result
                elif running_value is None:
                    running_static *= shape[dim]
                else:
                    running_value = arith.MulIOp(
                        running_value, arith.ConstantOp(ir.IndexType.get(), shape[dim]).result).result
        else:
            stride_params = iter([next(extra) for _ in abi.dynamic_stride_dims()])
            for stride in abi.strides:
                static_strides.append(stride)
                if stride == DYNAMIC:
                    stride_operands.append(next(stride_params))
        static_offset = 0 if abi.identity else abi.offset
        return memref.ReinterpretCastOp(
            abi.type, base, [offset] if offset is not None else [], sizes, stride_operands,
            ir.DenseI64ArrayAttr.get([static_offset]), ir.DenseI64ArrayAttr.get(shape),
            ir.DenseI64ArrayAttr.get(static_strides)).result

    @staticmethod
    def _rewrite_launch(launch: ir.Operation, plan: list[MemrefAbi | TensorMapAbi | None]) -> None:
        view = launch.opview
        operands = list(view.kernelOperands)
        new_operands: list[ir.Value] = []
        with ir.InsertionPoint(launch), launch.location:
            for value, abi in zip(operands, plan):
                if isinstance(abi, TensorMapAbi):
                    new_operands.append(builtin.UnrealizedConversionCastOp(
                        [ir.Type.parse(POINTER_TYPE)], [value]).results[0])
                    continue
                if abi is None:
                    new_operands.append(value)
                    continue
                meta = memref.ExtractStridedMetadataOp(value)
                results = list(meta.results)
                rank = len(abi.type.shape)
                base, offset = results[0], results[1]
                sizes, strides = results[2:2 + rank], results[2 + rank:]
                new_operands.append(base)
                if abi.dynamic_offset:
                    new_operands.append(offset)
                new_operands.extend(sizes[dim] for dim in abi.dynamic_size_dims())
                new_operands.extend(strides[dim] for dim in abi.dynamic_stride_dims())
            module_name, kernel_name = kernel_reference(launch)
            gpu.LaunchFuncOp(
                [module_name, kernel_name],
                (view.gridSizeX, view.gridSizeY, view.gridSizeZ),
                (view.blockSizeX, view.blockSizeY, view.blockSizeZ),
                kernel_operands=new_operands,
                dynamic_shared_memory_size=view.dynamicSharedMemorySize,
            )
        launch.erase()
