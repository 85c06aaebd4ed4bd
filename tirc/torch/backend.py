"""The ``torch.compile`` backend ``"tirc"``: tirc compiles the parts of the graph it supports.

Dynamo hands the backend a torch-level FX graph (parameters are its inputs). The graph is split
(``CapabilityBasedPartitioner``) into subgraphs of the ops tirc compiles well: contractions and
their epilogues, reductions, normalizations, elementwise chains. Each subgraph is compiled with
:func:`tirc.torch.compile` at its first call (and again for each new set of input shapes and
dtypes); everything else, and any subgraph tirc cannot export or compile, runs as eager PyTorch.
The ``tirc.torch`` logger says what went where (INFO).

Importing :mod:`tirc.torch` registers the backend.
"""

from __future__ import annotations

import logging
import operator
from collections.abc import Callable
from typing import Any

import torch
import torch.nn.functional as F
from torch import fx
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner
from torch.fx.passes.operator_support import OperatorSupportBase

from tirc.diagnostics import TircError
from tirc.torch.compile import CompiledModule, compile as tirc_compile

LOG = logging.getLogger("tirc.torch")

BACKEND_NAME = "tirc"

# The torch functions and tensor methods a subgraph compiled by tirc may hold.
SUPPORTED_FUNCTIONS: frozenset[Any] = frozenset({
    # contractions
    F.linear, torch._C._nn.linear, torch.matmul, operator.matmul, torch.bmm, torch.mm, torch.addmm,
    # elementwise
    operator.add, operator.sub, operator.mul, operator.truediv, operator.neg,
    torch.add, torch.sub, torch.mul, torch.div, torch.neg, torch.exp, torch.tanh, torch.sigmoid, torch.rsqrt,
    torch.sqrt, torch.relu, F.relu, F.gelu, F.silu, torch.maximum, torch.minimum,
    # reductions and normalizations
    torch.sum, torch.mean, torch.amax, torch.softmax, F.softmax, F.layer_norm,
})
SUPPORTED_METHODS: frozenset[str] = frozenset({
    "add", "sub", "mul", "div", "neg", "exp", "tanh", "sigmoid", "rsqrt", "sqrt", "relu", "pow",
    "sum", "mean", "amax", "softmax",
})


def _op_name(node: fx.Node) -> str:
    target = node.target
    return target if isinstance(target, str) else getattr(target, "__name__", str(target))


class _TircOps(OperatorSupportBase):
    """Nodes tirc compiles: supported functions and methods on floating-point tensors."""

    def is_node_supported(self, submodules: dict[str, torch.nn.Module], node: fx.Node) -> bool:
        if node.op == "call_function":
            known = node.target in SUPPORTED_FUNCTIONS
        elif node.op == "call_method":
            known = node.target in SUPPORTED_METHODS
        else:
            return False
        value = node.meta.get("example_value")
        return known and isinstance(value, torch.Tensor) and value.dtype.is_floating_point


class TircPartition(torch.nn.Module):
    """A subgraph run by tirc: compiled at its first call for each set of input shapes and dtypes,
    eager where tirc cannot compile it or autograd needs it."""

    def __init__(self, name: str, graph: fx.GraphModule) -> None:
        super().__init__()
        self.name = name
        self.graph_module = graph
        self.compiled: dict[tuple[Any, ...], CompiledModule | None] = {}   # None: runs eager
        self.warned_grad = False

    def forward(self, *inputs: Any) -> Any:
        if torch.is_grad_enabled() and any(isinstance(x, torch.Tensor) and x.requires_grad for x in inputs):
            # tirc's kernels have no backward: a graph that needs gradients stays with autograd.
            if not self.warned_grad:
                LOG.info("eager: %s (its inputs require gradients; tirc runs inference)", self.name)
                self.warned_grad = True
            return self.graph_module(*inputs)
        key = tuple((tuple(x.shape), x.dtype) if isinstance(x, torch.Tensor) else type(x) for x in inputs)
        if key not in self.compiled:
            self.compiled[key] = self._compile(inputs)
        compiled = self.compiled[key]
        return self.graph_module(*inputs) if compiled is None else compiled(*inputs)

    def _compile(self, inputs: tuple[Any, ...]) -> CompiledModule | None:
        if not all(isinstance(x, torch.Tensor) for x in inputs):
            LOG.info("eager: %s (takes non-tensor inputs)", self.name)
            return None
        try:
            compiled = tirc_compile(self.graph_module, *inputs)
        except TircError as error:
            LOG.info("eager: %s (tirc cannot compile it: %s)", self.name, error.message)
            return None
        LOG.info("tirc compiled %s for %s", self.name,
                 ", ".join(f"{tuple(x.shape)} {str(x.dtype).removeprefix('torch.')}" for x in inputs))
        return compiled


def split(graph: fx.GraphModule) -> fx.GraphModule:
    """``graph`` with every subgraph tirc supports replaced by a :class:`TircPartition`."""
    partitioner = CapabilityBasedPartitioner(graph, _TircOps(), allows_single_node_partition=True)
    partitions = partitioner.propose_partitions()
    for node in graph.graph.nodes:
        if node.op in ("call_function", "call_method", "call_module") and \
                not any(node in partition.nodes for partition in partitions):
            LOG.info("eager: %s", _op_name(node))
    fused = partitioner.fuse_partitions(partitions, prefix="tirc_")
    for node in fused.graph.nodes:
        if node.op == "call_module" and node.target.startswith("tirc_"):
            submodule = fused.get_submodule(node.target)
            ops = [_op_name(inner) for inner in submodule.graph.nodes if inner.op in ("call_function", "call_method")]
            LOG.info("tirc: %s: %s", node.target, ", ".join(ops))
            setattr(fused, node.target, TircPartition(node.target, submodule))
    fused.recompile()
    return fused


def tirc_backend(graph: fx.GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
    """The ``torch.compile`` backend: the graph split between tirc and eager PyTorch."""
    return split(graph)


def register() -> None:
    from torch._dynamo import list_backends, register_backend

    if BACKEND_NAME not in list_backends(exclude_tags=()):
        register_backend(tirc_backend, name=BACKEND_NAME)
