"""The ``torch.compile`` backend ``"tirc"``: tirc compiles the parts of the graph it supports.

Dynamo hands the backend a torch-level FX graph (parameters are its inputs). The graph is split
(``CapabilityBasedPartitioner``) into subgraphs of the ops tirc compiles: contractions and
attention with their epilogues, reductions, scans, normalizations, elementwise chains, and the
shape ops, indexing, embeddings and concatenation between them, so a transformer's forward is one
subgraph. Each subgraph is compiled with
:func:`tirc.torch.compile` at its first call (and again for each new set of input shapes and
dtypes); everything else, and any subgraph tirc cannot export or compile, runs as eager PyTorch.
The ``tirc.torch`` logger says what went where and why an op runs eager (INFO).

Importing :mod:`tirc.torch` registers the backend.
"""

from __future__ import annotations

import logging
import operator
from collections.abc import Callable, Mapping
from typing import Any

import torch
import torch.nn.functional as F
from torch import fx
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner, Partition
from torch.fx.passes.operator_support import OperatorSupportBase

from tirc.diagnostics import TircError
from tirc.torch.compile import CompiledModule, compile as tirc_compile
from tirc.torch.kernels import TORCH_DTYPES

LOG = logging.getLogger("tirc.torch")

BACKEND_NAME = "tirc"

# The torch functions and tensor methods a subgraph compiled by tirc may hold. Shape ops, indexing,
# embeddings and concatenation are here too: they cost nothing inside a kernel, and each one left
# to eager would cut a transformer's forward into another pair of partitions.
SUPPORTED_FUNCTIONS: frozenset[Any] = frozenset({
    # contractions and attention
    F.linear, torch._C._nn.linear, torch.matmul, operator.matmul, torch.bmm, torch.mm, torch.addmm,
    F.scaled_dot_product_attention,
    # elementwise
    operator.add, operator.sub, operator.mul, operator.truediv, operator.neg, operator.pow,
    torch.add, torch.sub, torch.mul, torch.div, torch.neg, torch.exp, torch.tanh, torch.sigmoid, torch.rsqrt,
    torch.sqrt, torch.relu, F.relu, F.gelu, F.silu, torch.maximum, torch.minimum, torch.pow, torch.cos, torch.sin,
    torch.where, F.dropout,
    # reductions, scans and normalizations
    torch.sum, torch.mean, torch.amax, torch.softmax, F.softmax, F.layer_norm, torch.cumsum,
    # shapes, indexing, gathers and concatenation
    operator.getitem, torch.reshape, torch.transpose, torch.permute, torch.unsqueeze, torch.squeeze,
    torch.flatten, torch.split, torch.chunk, torch.cat, torch.gather, F.embedding,
    # constants
    torch.arange, torch.tensor, torch.full, torch.zeros, torch.ones,
})
SUPPORTED_METHODS: frozenset[str] = frozenset({
    "add", "sub", "mul", "div", "neg", "exp", "tanh", "sigmoid", "rsqrt", "sqrt", "relu", "pow", "cos", "sin",
    "sum", "mean", "amax", "softmax", "cumsum", "matmul", "masked_fill",
    "view", "reshape", "transpose", "permute", "expand", "expand_as", "contiguous", "unsqueeze", "squeeze",
    "flatten", "split", "chunk", "t", "to", "float", "half", "bfloat16", "type_as",
})
# Element types of the tensors a tirc kernel reads and writes (tirc.torch.kernels.TORCH_DTYPES).
TENSOR_DTYPES: frozenset[torch.dtype] = frozenset(TORCH_DTYPES.values())


def _op_name(node: fx.Node) -> str:
    target = node.target
    return target if isinstance(target, str) else getattr(target, "__name__", str(target))


def _argument(node: fx.Node, position: int, keyword: str, default: Any) -> Any:
    """A call's argument, given by position or by keyword."""
    if keyword in node.kwargs:
        return node.kwargs[keyword]
    return node.args[position] if len(node.args) > position else default


def _values(node: fx.Node) -> list[Any]:
    """What ``node`` computes, as a list: its tensor, or the items of its tuple of tensors (split)."""
    value = node.meta.get("example_value")
    return list(value) if isinstance(value, (tuple, list)) else [value]


def why_eager(node: fx.Node) -> str | None:
    """Why ``node`` runs eager, or None where tirc compiles it."""
    if node.op == "call_function":
        known = node.target in SUPPORTED_FUNCTIONS
    elif node.op == "call_method":
        known = node.target in SUPPORTED_METHODS
    else:
        return "a submodule call" if node.op == "call_module" else "not a call"
    if not known:
        return "no tirc kernel for it"
    values = _values(node)
    if not values or not all(isinstance(value, torch.Tensor) for value in values):
        kinds = sorted({type(value).__name__ for value in values}) or ["nothing"]
        return f"computes {', '.join(kinds)}, not tensors"
    odd = sorted({str(value.dtype) for value in values if value.dtype not in TENSOR_DTYPES})
    if odd:
        return f"dtype {', '.join(odd)}, which tirc has no kernels for"
    if node.target is F.dropout and _argument(node, 2, "training", True):
        return "dropout in training draws random numbers"
    if node.target is F.scaled_dot_product_attention and _argument(node, 4, "dropout_p", 0.0):
        return "attention dropout draws random numbers"
    devices = {value.device for value in values} | {
        argument.meta["example_value"].device for argument in node.all_input_nodes
        if isinstance(argument.meta.get("example_value"), torch.Tensor)}
    if len(devices) > 1:
        return "moves tensors between devices"
    return None


class _TircOps(OperatorSupportBase):
    """Nodes tirc compiles: supported functions and methods computing tensors of tirc's element types."""

    def is_node_supported(self, submodules: Mapping[str, torch.nn.Module], node: fx.Node) -> bool:
        return why_eager(node) is None


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


def _adopt_input_slices(graph: fx.GraphModule, partitions: list[Partition]) -> None:
    """Put each supported node that reads graph inputs only (a buffer's slice, ``position_ids[:, :7]``)
    into the partition of its users, where they all are in one. The partitioner leaves a getitem
    with its producer, and a graph input is in no partition: without this, the slice runs eager.
    Its inputs being the graph's, adding it to a partition cannot make a cycle."""
    owner = {node: partition for partition in partitions for node in partition.nodes}
    for node in graph.graph.nodes:
        if node in owner or why_eager(node) is not None or not node.users:
            continue
        if not all(argument.op in ("placeholder", "get_attr") for argument in node.all_input_nodes):
            continue
        partition = owner.get(next(iter(node.users)))
        if partition is not None and all(owner.get(user) is partition for user in node.users):
            partition.add_node(node)
            owner[node] = partition


def split(graph: fx.GraphModule) -> fx.GraphModule:
    """``graph`` with every subgraph tirc supports replaced by a :class:`TircPartition`."""
    partitioner = CapabilityBasedPartitioner(graph, _TircOps(), allows_single_node_partition=True)
    partitions = partitioner.propose_partitions()
    _adopt_input_slices(graph, partitions)
    partitioned = {node for partition in partitions for node in partition.nodes}
    eager = [node for node in graph.graph.nodes
             if node.op in ("call_function", "call_method", "call_module") and node not in partitioned]
    for node in eager:
        # A supported node outside every partition: a getitem of an eager op (its tuple stays whole).
        reason = why_eager(node) or "the partitioner keeps it beside its eager producer"
        LOG.info("eager: %s (%s)", _op_name(node), reason)
    LOG.info("split: %d tirc partitions, %d eager ops", len(partitions), len(eager))
    fused = partitioner.fuse_partitions(partitions, prefix="tirc_")
    for node in fused.graph.nodes:
        if node.op == "call_module" and node.target.startswith("tirc_"):
            submodule = fused.get_submodule(node.target)
            assert isinstance(submodule, fx.GraphModule)   # fuse_partitions makes each partition a GraphModule
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
