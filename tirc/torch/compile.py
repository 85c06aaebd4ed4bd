"""``tirc.torch.compile``: a PyTorch module or function, exported with torch-mlir and compiled by tirc.

The module is exported as a function of its inputs *and* its parameters and buffers
(``torch.func.functional_call`` inside a wrapper), so the exported linalg takes the weights as
arguments after the user's inputs, and no weight is compiled in: each call passes the module's
live tensors, and changing a parameter in place changes what the next call computes.

:meth:`CompiledModule.save` writes the compiled module with cubins for the GPUs named, and
:func:`load` binds it to a live module where MLIR and torch-mlir are not installed.
"""

from __future__ import annotations

import inspect
import json
import warnings
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import nn
from torch.utils import _pytree as pytree

from tirc.arguments import checked
from tirc.diagnostics import TircError
from tirc.frontend.names import suggested_name
from tirc.torch.kernels import CompiledPlan, compile_mlir_text

BATCH_RANGE = (1, 1 << 16)   # the sizes a dynamic batch may take

# Beside a saved plan (CompiledPlan.save): what binds it to a module.
MODULE_FORMAT = "tirc.compiled-module/1"
MODULE_FILE = "module.json"
DEFAULT_CHIPS = ("sm_90a", "sm_80")   # H100/H200 and A100


OUTPUT_MODES = ("tensors", "strict")   # compile(outputs=...): drop non-tensor outputs, or refuse them


def _takes_use_cache(module: nn.Module | Callable[..., Any]) -> bool:
    """Whether ``module``'s forward has a ``use_cache`` parameter (Hugging Face models do)."""
    function = module.forward if isinstance(module, nn.Module) else module
    try:
        return "use_cache" in inspect.signature(function).parameters
    except (TypeError, ValueError):   # a builtin or C function: no signature to read
        return False


class _Functional(nn.Module):
    """``module`` as a function of (inputs..., parameters and buffers...), in ``state_names`` order.

    ``module`` is held outside nn.Module's registry: registered as a submodule, its parameters and
    buffers would be the wrapper's own state too, and torch.export would lift them beside the ones
    passed in; torch-mlir's importer finds a lifted buffer's value in the program's state_dict,
    which holds no non-persistent buffer (a Llama's rotary ``inv_freq``, a BERT's ``position_ids``):
    "Could not find state mapping for buffer". Passed in only, every state tensor is an input.

    ``outputs="tensors"``: a leaf of the output that is not a tensor (a Hugging Face cache, which
    pytree cannot flatten) becomes None, and a forward with a ``use_cache`` parameter is called
    with ``use_cache=False``, so no cache is built at all. ``"strict"``: such a leaf is an error.
    """

    def __init__(self, module: nn.Module | Callable[..., Any], state_names: list[str], outputs: str) -> None:
        super().__init__()
        self._wrapped = (module,)   # a tuple: nn.Module registers no submodule inside it
        self.state_names = state_names
        self.outputs = outputs
        self.keywords: dict[str, Any] = ({"use_cache": False} if outputs == "tensors" and _takes_use_cache(module)
                                         else {})

    def forward(self, *arguments: torch.Tensor) -> Any:
        (module,) = self._wrapped
        count = len(arguments) - len(self.state_names)
        inputs, state = arguments[:count], arguments[count:]
        if not isinstance(module, nn.Module):
            result = module(*inputs, **self.keywords)
        else:
            result = torch.func.functional_call(module, dict(zip(self.state_names, state)), inputs, self.keywords)
        leaves, spec = pytree.tree_flatten(result)
        others = sorted({type(leaf).__name__ for leaf in leaves
                         if leaf is not None and not isinstance(leaf, torch.Tensor)})
        if others and self.outputs == "strict":
            raise TircError(f"tirc.torch.compile: the outputs hold {', '.join(others)}, not tensors",
                            hint='compile with outputs="tensors" to drop them (None in their place)')
        return pytree.tree_unflatten([leaf if isinstance(leaf, torch.Tensor) else None for leaf in leaves], spec)


def state_of(module: nn.Module | Callable[..., Any]) -> dict[str, torch.Tensor]:
    """A module's parameters and buffers by name (a plain function has none)."""
    if not isinstance(module, nn.Module):
        return {}
    return {**dict(module.named_parameters()), **dict(module.named_buffers())}


def _batch_shapes(inputs: tuple[torch.Tensor, ...], state_count: int) -> tuple[Any, ...]:
    """torch.export dynamic shapes: dimension 0 of every input dynamic, one Dim per distinct size
    (inputs with the same batch share it), the state static."""
    dims: dict[int, Any] = {}
    specs: list[Any] = []
    for tensor in inputs:
        if tensor.dim() == 0:
            specs.append(None)
            continue
        size = int(tensor.shape[0])
        if size not in dims:
            dims[size] = torch.export.Dim(f"batch{len(dims)}", min=BATCH_RANGE[0], max=BATCH_RANGE[1])
        specs.append({0: dims[size]})
    return (tuple(specs) + (None,) * state_count,)


@dataclass(frozen=True)
class Exported:
    """A module exported to linalg: the MLIR text, the state's names in argument order, the user
    outputs' pytree spec, and ``writes``: per result of the function, the argument it is the new
    value of (an input or state tensor the module changes in place), or None for a user output."""

    text: str
    state_names: list[str]
    out_spec: Any
    writes: list[int | None]
    aliases: dict[int, int]   # results that are inputs or views of them (input_aliases)


def _writes(program: torch.export.ExportedProgram, name: str) -> list[int | None]:
    """Per output of the functionalized ``program``: the argument it writes back, or None."""
    from torch.export.graph_signature import InputKind, OutputKind

    signature = program.graph_signature
    arguments = [spec.arg.name for spec in signature.input_specs if spec.kind == InputKind.USER_INPUT]
    writes: list[int | None] = []
    for spec in signature.output_specs:
        if spec.kind == OutputKind.USER_INPUT_MUTATION:
            writes.append(arguments.index(spec.target))
        elif spec.kind == OutputKind.USER_OUTPUT:
            writes.append(None)
        else:
            raise TircError(f"tirc.torch.compile: {name} has a {spec.kind.name.lower()} output ({spec.target}), "
                            "which tirc does not compile", hint="compile a module's forward in inference mode")
    return writes


def export_linalg(module: nn.Module | Callable[..., Any], inputs: tuple[torch.Tensor, ...], dynamic: bool,
                  name: str, outputs: str = "tensors") -> Exported:
    """Export ``module`` at ``inputs`` to linalg-on-tensors MLIR (see :class:`Exported`), its state
    (parameters and buffers, persistent or not) as trailing arguments. ``outputs``: see :func:`compile`.
    In-place changes of inputs or state (``x.add_(1)``) become extra results, written back at each
    call, as torch.compile does."""
    from torch_mlir import fx
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    if outputs not in OUTPUT_MODES:
        raise TircError(f"tirc.torch.compile: outputs={outputs!r}", hint=f"outputs is one of {', '.join(OUTPUT_MODES)}")
    state = state_of(module)
    names = list(state)
    wrapper = _Functional(module, names, outputs)
    arguments = (*inputs, *(tensor.detach() for tensor in state.values()))
    try:
        with warnings.catch_warnings():
            # torch.export's own use of a deprecated pytree API, nothing the caller did.
            warnings.simplefilter("ignore", FutureWarning)
            program = torch.export.export(wrapper, arguments, strict=False,
                                          dynamic_shapes=_batch_shapes(inputs, len(names)) if dynamic else None)
            # Decomposed here rather than by torch-mlir: functionalized, the program's signature
            # names the inputs it changes in place; torch-mlir imports it as it is ({}: no table).
            program = program.run_decompositions(get_decomposition_table())
            writes = _writes(program, name)
            exported = fx.export_and_import(program, output_type="linalg-on-tensors", func_name=name,
                                            decomposition_table={})
    except TircError:   # the wrapper's own, already clear
        raise
    except Exception as error:  # torch.export's and torch-mlir's errors: many classes, one cause
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise TircError(f"tirc.torch.compile: exporting {name} with torch-mlir failed: {first}",
                        hint="the module must export with torch.export and lower to linalg-on-tensors") from None
    return Exported(str(exported), names, program.call_spec.out_spec, writes, input_aliases(program))


def input_aliases(program: torch.export.ExportedProgram) -> dict[int, int]:
    """Result position (of the function, in-place writes first) -> the input position the exported
    program returns that output as, or as a
    view of: the chain from the output to the input's placeholder runs through ops whose schema
    says their result aliases their first argument (view, reshape, contiguous ...) without writing
    it. PyTorch returns such outputs as the input tensor or a view of it, and so does
    :class:`CompiledModule` (where the plan agrees: :meth:`CompiledPlan.run`)."""
    positions = {name: position for position, name in enumerate(program.graph_signature.user_inputs)}
    user_outputs = len(program.graph_signature.user_outputs)   # after the outputs of mutated inputs
    output = next(node for node in program.graph.nodes if node.op == "output")
    leaves = list(output.args[0])
    aliases: dict[int, int] = {}
    for index, node in enumerate(leaves):
        if index < len(leaves) - user_outputs or not isinstance(node, torch.fx.Node):
            continue
        while node.op == "call_function" and node.args and isinstance(node.args[0], torch.fx.Node):
            schema = getattr(node.target, "_schema", None)
            alias = schema.returns[0].alias_info if schema is not None and schema.returns else None
            if alias is None or alias.is_write:
                break
            node = node.args[0]
        if node.op == "placeholder" and node.name in positions:
            aliases[index] = positions[node.name]
    return aliases


class CompiledModule:
    """A module compiled by tirc: call it with torch tensors like the module.

    CPU tensors run in tirc's PTX emulator: exact (what the kernels compute on a GPU, bit for bit)
    and slow, for small shapes. CUDA tensors run on the GPU (``tirc.runtime.cuda_device``).
    The module's parameters and buffers are read at each call.
    """

    def __init__(self, module: nn.Module | Callable[..., Any], compiled: CompiledPlan, state_names: list[str],
                 out_spec: Any, writes: list[int | None] | None = None, aliases: dict[int, int] | None = None) -> None:
        self.module = module
        self.compiled = compiled
        self.state_names = state_names
        self.out_spec = out_spec
        self.writes = writes if writes is not None else [None] * len(compiled.plan["outputs"])
        self.aliases = aliases or {}   # outputs that are inputs or views of them (input_aliases)

    @checked(TircError)
    def __call__(self, *inputs: torch.Tensor) -> Any:
        state = state_of(self.module)
        missing = [name for name in self.state_names if name not in state]
        if missing:
            raise TircError(f"the module no longer has {', '.join(missing)}, which it was compiled with")
        tensors = [*inputs, *(state[name] for name in self.state_names)]
        names = [f"input {index}" for index in range(len(inputs))] + self.state_names
        outputs = self.compiled.run(tensors, names, self.aliases)
        with torch.no_grad():   # the new values of what the module changes in place (a parameter too)
            for output, written in zip(outputs, self.writes):
                if written is not None:
                    tensors[written].copy_(output)
        results = [output for output, written in zip(outputs, self.writes) if written is None]
        return pytree.tree_unflatten(results, self.out_spec)

    @checked(TircError)
    def save(self, folder: str | Path, chips: Iterable[str] = DEFAULT_CHIPS) -> list[Path]:
        """Write the compiled module to ``folder`` with its kernels compiled for each of ``chips``
        (tirc targets), for :func:`load` on a machine without MLIR: the plan's files
        (:meth:`CompiledPlan.save`) and module.json (the state's names, the outputs' structure).
        Returns the paths written."""
        binding = {"format": MODULE_FORMAT, "state_names": self.state_names,
                   "out_spec": pytree.treespec_dumps(self.out_spec), "writes": self.writes,
                   "aliases": {str(output): position for output, position in self.aliases.items()}}
        return self.compiled.save(folder, chips, {MODULE_FILE: (json.dumps(binding, indent=1) + "\n").encode()})


@checked(TircError)
def compile(module: nn.Module | Callable[..., Any], *example_inputs: torch.Tensor, target: str | None = None,
            dynamic: bool = False, allow_tf32: bool = False, outputs: str = "tensors") -> CompiledModule:
    """Compile a PyTorch module (or a function of tensors) with tirc for ``example_inputs``' shapes and dtypes.

    Exports with torch-mlir (linalg-on-tensors), parameters and buffers passed as inputs so the
    live weights are used; compiles for ``target`` (default: tirc's). ``dynamic``: dimension 0 of
    every input (the batch) is dynamic. ``allow_tf32``: f32 matmuls may use tf32 Tensor Cores.

    The outputs keep the module's structure: tuples, dicts and Hugging Face ``ModelOutput``s
    (which transformers registers with pytree). ``outputs="tensors"`` (the default) drops what is
    not a tensor: a cache (``DynamicCache`` ...) is None in its place, and a forward with a
    ``use_cache`` parameter is called with ``use_cache=False``, so none is built. ``"strict"``:
    an output that is not a tensor is an error.

    The result takes torch tensors and returns torch tensors. CPU tensors run in the PTX emulator:
    exact but slow (every thread of every kernel interpreted on the CPU), for small shapes and for
    checking, not for speed. CUDA tensors run on the GPU.
    """
    if not example_inputs or not all(isinstance(tensor, torch.Tensor) for tensor in example_inputs):
        raise TircError("tirc.torch.compile needs example input tensors: compile(module, x, ...)")
    name = type(module).__name__ if isinstance(module, nn.Module) else getattr(module, "__name__", "function")
    name = suggested_name(name)   # it names the kernels: what PTX takes (a class Résumé, a <lambda>)
    from tirc.driver import CompileOptions   # MLIR: imported only where a module is compiled, not loaded

    exported = export_linalg(module, tuple(example_inputs), dynamic, name, outputs)
    options = CompileOptions(target=target, emit="ptx", manifest=True, remarks="off", allow_tf32=allow_tf32)
    compiled = compile_mlir_text(exported.text, name, options)
    return CompiledModule(module, compiled, exported.state_names, exported.out_spec, exported.writes,
                          exported.aliases)


@checked(TircError)
def load(folder: str | Path, module: nn.Module | Callable[..., Any]) -> CompiledModule:
    """The module :meth:`CompiledModule.save` wrote in ``folder``, bound to ``module`` (the live
    module it was compiled from, or one like it: its parameters and buffers are read at each
    call). Needs neither MLIR nor torch-mlir; CUDA tensors run the cubin saved for the GPU's chip."""
    path = Path(folder) / MODULE_FILE
    try:
        binding = json.loads(path.read_text())
    except FileNotFoundError:
        raise TircError(f"{path}: no such file ({folder} holds no saved tirc.torch module)",
                        hint="save it with CompiledModule.save") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise TircError(f"{path}: cannot read it ({error})", hint="save the module again") from None
    if not isinstance(binding, dict) or binding.get("format") != MODULE_FORMAT:
        found = binding.get("format") if isinstance(binding, dict) else None
        raise TircError(f"{path}: format {found!r}, expected {MODULE_FORMAT!r}", hint="save the module again")
    compiled = CompiledPlan.load(folder)
    state_names: list[str] = binding["state_names"]
    state = state_of(module)
    missing = [name for name in state_names if name not in state]
    if missing:
        raise TircError(f"{folder}: the module has no {', '.join(missing)}, which it was compiled with",
                        hint="pass the module the saved one was compiled from")
    aliases = {int(output): int(position) for output, position in binding.get("aliases", {}).items()}
    return CompiledModule(module, compiled, state_names, pytree.treespec_loads(binding["out_spec"]),
                          binding.get("writes"), aliases)
