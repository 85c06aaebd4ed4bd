"""tir-weights-as-inputs: a program's weights become inputs of its functions (``--weights=inputs``).

Runs first in the ``linalg`` stage, on tensors. Every ``arith.constant`` of a non-splat tensor
(``dense<[...]>`` or ``dense_resource<KEY>``: what would become a weight, see
:mod:`tirc.emit.weights`) becomes a new argument of its function, appended after the existing ones
in the order the constants appear; its uses read the argument and the constant is erased.
Splats stay constants: they fold into the kernels. The function's ``tir.arg_names`` (the names
the launch plan gives its inputs) are set, the new arguments named like the weights they replace
(the resource's key, else ``constant_<shape>x<type>``, as a C identifier), and ``tir.weight_args``
lists their positions so the manifest marks them. A caller then passes live values (e.g. a PyTorch
module's parameters) instead of the ones compiled in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mlir import ir

from tirc.ir.walk import walk_ops
from tirc.passes.linalg.constants import is_splat, resource_key, weight_name
from tirc.pipeline.registry import ModulePass
from tirc.target import Target

ARG_NAMES_ATTR = "tir.arg_names"        # the names the launch plan gives a function's arguments
WEIGHT_ARGS_ATTR = "tir.weight_args"    # positions of the arguments that are weights


def _is_weight_constant(op: ir.Operation) -> bool:
    if op.name != "arith.constant" or not isinstance(op.results[0].type, ir.RankedTensorType):
        return False
    return not is_splat(op.attributes["value"].maybe_downcast())


def _default_name(tensor: ir.RankedTensorType) -> str:
    return "constant_" + "x".join([*map(str, tensor.shape), str(tensor.element_type)])


def _arguments_from_constants(func: ir.Operation) -> None:
    constants = walk_ops(func, _is_weight_constant)
    if not constants:
        return
    entry = func.regions[0].blocks[0]
    count = len(entry.arguments)
    names = ([ir.StringAttr(n).value for n in ir.ArrayAttr(func.attributes[ARG_NAMES_ATTR])]
             if ARG_NAMES_ATTR in func.attributes else [])
    names += [f"arg{position}" for position in range(len(names), count)]
    function_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    inputs = list(function_type.inputs)
    positions: list[int] = []
    for constant in constants:
        tensor = ir.RankedTensorType(constant.results[0].type)
        base = weight_name(resource_key(constant.attributes["value"]) or _default_name(tensor))
        name, suffix = base, 1
        while name in names:
            name, suffix = f"{base}_{suffix}", suffix + 1
        argument = entry.add_argument(tensor, constant.location)
        constant.results[0].replace_all_uses_with(argument)
        constant.erase()
        positions.append(len(inputs))
        inputs.append(tensor)
        names.append(name)
    func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, function_type.results))
    if "arg_attrs" in func.attributes:
        attrs = list(ir.ArrayAttr(func.attributes["arg_attrs"]))
        func.attributes["arg_attrs"] = ir.ArrayAttr.get(attrs + [ir.DictAttr.get({})] * len(positions))
    func.attributes[ARG_NAMES_ATTR] = ir.ArrayAttr.get([ir.StringAttr.get(name) for name in names])
    func.attributes[WEIGHT_ARGS_ATTR] = ir.DenseI64ArrayAttr.get(positions)


@dataclass(frozen=True)
class WeightsAsInputs(ModulePass):
    """Replaces each non-splat tensor arith.constant (dense or dense_resource) of a function with a
    new function argument appended after the existing ones, in order; names them in tir.arg_names
    like the weights they would have been and lists their positions in tir.weight_args."""

    name: ClassVar[str] = "tir-weights-as-inputs"
    summary: ClassVar[str] = "Make non-splat tensor constants (weights) function arguments (--weights=inputs)"

    def run(self, module: ir.Module, target: Target) -> None:
        make_weights_inputs(module)


def make_weights_inputs(module: ir.Module) -> None:
    """What the pass does (the reference interprets a module changed the same way)."""
    for op in module.body.operations:
        func = op.operation
        if func.name == "func.func" and func.regions[0].blocks:
            _arguments_from_constants(func)
