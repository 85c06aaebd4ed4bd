"""Valid ranges of integer inputs that index a table: what ``tirc run`` draws them from.

An integer tensor argument whose every element is only an index into a static dimension of size
D gets the range [0, D - 1]; random values in [-8, 8] would read outside the table (negative rows
of an embedding). That is torch-mlir's ``nn.Embedding``: a ``linalg.generic`` over the indices
whose body casts each element with ``arith.index_cast`` and reads the table with
``tensor.extract``; ``arith.cmpi`` uses (its bounds checks) and ``tensor.dim`` constrain nothing.
The packed operands of a W4A16 ``tir.quant_matmul`` (u4 weights and zero points in 32-bit words,
scales) are drawn from the ranges ``tirc.schedule.quant.INPUT_RANGES`` gives them.
"""

from __future__ import annotations

from mlir import ir

from tirc.mlir_support import new_context
from tirc.schedule.quant import INPUT_RANGES as QUANT_INPUT_RANGES, QUANT_OP
from tirc.tm_tensor import parse_source

_CASTS = ("arith.index_cast", "arith.index_castui")


def gather_index_ranges(source: str) -> dict[str, dict[int, tuple[int | float, int | float]]]:
    """Function name -> argument position -> (0, D - 1), for the integer tensor arguments of each
    function of the linalg module text ``source`` that are used only as indices into static sizes;
    D is the smallest size they index. One parse for every function."""
    found: dict[str, dict[int, tuple[int | float, int | float]]] = {}
    with new_context():
        module = parse_source(source)
        for op in module.body.operations:
            op = op.operation
            if op.name != "func.func" or not op.regions[0].blocks:
                continue
            ranges = found.setdefault(ir.StringAttr(op.attributes["sym_name"]).value, {})
            for position, argument in enumerate(op.regions[0].blocks[0].arguments):
                quant = _quant_range(argument)
                if quant is not None:
                    ranges[position] = quant
                    continue
                if not (isinstance(argument.type, ir.RankedTensorType)
                        and isinstance(argument.type.element_type, ir.IntegerType)):
                    continue
                sizes = _indexed_sizes(argument)
                if sizes and min(sizes) > 0:
                    ranges[position] = (0, min(sizes) - 1)
    return found


def _quant_range(argument: ir.Value) -> tuple[int | float, int | float] | None:
    """The range of an argument used only as one packed operand of ``tir.quant_matmul``, or None."""
    uses = list(argument.uses)
    if not uses or any(_owner(use).name != QUANT_OP for use in uses):
        return None
    positions = {use.operand_number for use in uses}
    if len(positions) != 1:
        return None
    return QUANT_INPUT_RANGES.get(positions.pop())


def _owner(use: ir.OpOperand) -> ir.Operation:
    owner = use.owner
    return owner.operation if isinstance(owner, ir.OpView) else owner


def _indexed_sizes(argument: ir.Value) -> list[int] | None:
    """The static sizes a tensor argument's elements index, or None where a use is anything else."""
    sizes: list[int] = []
    for use in argument.uses:
        owner = _owner(use)
        if owner.name == "tensor.dim":   # a size, not a value
            continue
        if owner.name != "linalg.generic" or use.operand_number >= len(owner.opview.inputs):
            return None
        found = _element_sizes(owner.regions[0].blocks[0].arguments[use.operand_number], cast=False)
        if found is None:
            return None
        sizes += found
    return sizes


def _element_sizes(value: ir.Value, cast: bool) -> list[int] | None:
    """The static sizes an element (``cast``: cast to index) indexes, or None where a use is anything else."""
    sizes: list[int] = []
    for use in value.uses:
        owner = _owner(use)
        if owner.name == "arith.cmpi":
            continue
        if owner.name in _CASTS and not cast:
            found = _element_sizes(owner.results[0], cast=True)
        elif owner.name == "tensor.extract" and cast and use.operand_number >= 1:
            size = ir.RankedTensorType(owner.operands[0].type).shape[use.operand_number - 1]
            found = None if size == ir.ShapedType.get_dynamic_size() else [size]
        else:
            found = None
        if found is None:
            return None
        sizes += found
    return sizes
