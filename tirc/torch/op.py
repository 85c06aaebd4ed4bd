"""``tirc.torch.op``: a tirc kernel (an op spec or an MLIR function) as a ``torch.library.custom_op``.

The op takes the function's tensor inputs, in order, and returns its outputs (one tensor, or a
tuple). Its implementation runs the launch plan (CPU tensors in the PTX emulator, CUDA tensors on
the GPU device, see :class:`tirc.torch.kernels.CompiledPlan`); its fake implementation gives the
outputs' shapes (the manifest's size expressions, evaluated at the inputs' sizes, symbolic under
tracing) and dtypes, so ``torch.compile(fullgraph=True)`` and ``torch.export`` trace through it.
"""

from __future__ import annotations

import keyword
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

from tirc.arguments import checked
from tirc.diagnostics import TircError
from tirc.frontend import is_opspec
from tirc.torch.kernels import CompiledPlan, compile_mlir_text, compile_plan

if TYPE_CHECKING:
    from tirc.driver import CompileOptions


def _schema(compiled: CompiledPlan) -> str:
    """The op's schema: ``(Tensor a, Tensor b) -> Tensor``, inputs named as the plan names them."""
    names = []
    for spec in compiled.plan["inputs"]:
        if spec["kind"] != "buffer":
            raise TircError(f"tirc.torch.op: @{compiled.name} takes the scalar {spec['name']}; "
                            "a custom op is built from functions of tensors only")
        name = spec["name"]
        names.append(f"{name}_" if keyword.iskeyword(name) or name in ("Tensor", "self") else name)
    outputs = compiled.plan["outputs"]
    if not outputs:
        raise TircError(f"tirc.torch.op: @{compiled.name} returns nothing")
    returns = "Tensor" if len(outputs) == 1 else "(" + ", ".join("Tensor" for _ in outputs) + ")"
    return "(" + ", ".join(f"Tensor {name}" for name in names) + f") -> {returns}"


def _compile_source(source: str | Path, function: str | None, preferred: str, options: CompileOptions) -> CompiledPlan:
    text = str(source)
    if isinstance(source, Path) or is_opspec(text) or text.endswith(".mlir"):
        if not Path(text).is_file():
            raise TircError(f"tirc.torch.op: no file {text}")
        return compile_plan(text, options, function, preferred)
    if "func.func" not in text:
        raise TircError("tirc.torch.op: expected an op spec (.yaml), an .mlir file or MLIR text with a func.func")
    if options.sizes:
        raise TircError("tirc.torch.op: sizes= substitutes an op spec's sizes; MLIR text has none to substitute")
    return compile_mlir_text(text, preferred, options, function)


@checked(TircError)
def op(name: str, source: str | Path, *, function: str | None = None, sizes: dict[str, int] | None = None,
       target: str | None = None, allow_tf32: bool = False, schedule: str | None = None) -> Any:
    """Register the tirc kernel ``source`` as the custom op ``name`` ("namespace::op"); returns it
    (a ``torch.library.CustomOpDef``, callable as ``torch.ops.namespace.op``).

    ``source``: an op spec (.yaml), an .mlir file, or MLIR text. ``function``: which of its
    functions (default: the one named like the op, else the only one). ``sizes``: an op spec's
    sizes to substitute (as ``--shape`` does; "?" sizes stay dynamic). ``schedule``: a schedule
    file (as ``--schedule``). CPU tensors run in the PTX
    emulator (exact, slow); CUDA tensors on the GPU.
    """
    from tirc.driver import CompileOptions

    namespace, _, op_name = name.partition("::")
    if not namespace or not op_name.isidentifier():
        raise TircError(f"tirc.torch.op: '{name}' is no custom op name", hint="write it as namespace::name")
    options = CompileOptions(target=target, emit="ptx", manifest=True, remarks="off", allow_tf32=allow_tf32,
                             sizes=dict(sizes or {}), schedule=schedule)
    compiled = _compile_source(source, function, op_name, options)
    input_names = [spec["name"] for spec in compiled.plan["inputs"]]

    def run(*tensors: torch.Tensor) -> Any:
        outputs = compiled.run(list(tensors), input_names)
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def fake(*tensors: torch.Tensor) -> Any:
        symbols = compiled.symbols_for([tuple(tensor.shape) for tensor in tensors])
        outputs = [tensors[0].new_empty(shape, dtype=dtype) for shape, dtype in
                   zip(compiled.output_shapes(symbols), compiled.output_dtypes())]
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    custom = torch.library.custom_op(name, run, mutates_args=(), schema=_schema(compiled))
    custom.register_fake(fake)
    return custom
