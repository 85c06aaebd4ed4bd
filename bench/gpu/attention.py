"""Fused attention in the GPU check and in ``bench/compare_triton.py --attention``.

Two halves, like the rest of bench/gpu:

- here (MLIR): :func:`attention_source` writes a program with one ``tir.attention`` op per
  function, built with the MLIR builders from an :class:`AttentionProblem` (Q, K, V [B, H, S, D]
  row-major, the op's generic syntax, see tirc/schedule/attention.py), which ``tirc compile``
  takes like any .mlir input: the op written directly, as an op spec's ``op: attention`` produces
  it (the GPU check compiles op specs, ``specs/attention.yaml``; compare_triton and the tests
  build the problems they need here);
- there (torch, no MLIR): :func:`attention_tensors` draws the plan's Q, K and V as torch tensors in
  the plan's argument order, :func:`sdpa_reference` computes what the kernel must return with
  ``torch.nn.functional.scaled_dot_product_attention`` in float32 on the same (rounded) inputs,
  :func:`attention_check` compares them and :func:`sdpa_baseline` is torch's own kernel to time.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from tirc.schedule.attention import ATTENTION_OP, PROBLEM_ATTR, AttentionProblem, View

if TYPE_CHECKING:
    import torch

# Element types tirc names and the matching torch dtypes (torch imported where tensors are made).
TORCH_ELEMENTS = {"f16": "float16", "bf16": "bfloat16", "f32": "float32"}
# Error bound of an f16/bf16 output against the float32 SDPA of the same inputs: the output's own
# rounding (half an ulp: 2^-11 of |o| for f16, 2^-8 for bf16) plus the kernel's rounding of the
# probabilities to the input type before P·V (as FlashAttention does), which perturbs each term of
# the convex combination by the same relative amount; outputs here are at most max|V| = 1.
RELATIVE_ERROR = {"f16": 2.0 ** -9, "bf16": 2.0 ** -6, "f32": 2.0 ** -9}


def make_problem(batch: int, heads: int, seq_q: int, seq_kv: int, head_dim: int, causal: str = "none",
                 kv_heads: int | None = None, element: str = "f16") -> AttentionProblem:
    """Q [B, H, S_q, D], K and V [B, H_kv, S_kv, D], O [B, H, S_q, D], row-major; scale 1/sqrt(D)
    (as the op spec's default and SDPA's compute it)."""
    kv = kv_heads or heads
    q_o, k_v = View.row_major((batch, heads, seq_q, head_dim)), View.row_major((batch, kv, seq_kv, head_dim))
    return AttentionProblem(batch, heads, kv, seq_q, seq_kv, head_dim, head_dim, causal, 1 / math.sqrt(head_dim),
                            element, element, q_o, k_v, k_v, q_o)


def shapes(problem: AttentionProblem) -> dict[str, tuple[int, int, int, int]]:
    """The tensors of the op's operands and result (views are row-major here)."""
    return {"q": (problem.batch, problem.heads, problem.seq_q, problem.head_dim),
            "k": (problem.batch, problem.kv_heads, problem.seq_kv, problem.head_dim),
            "v": (problem.batch, problem.kv_heads, problem.seq_kv, problem.head_dim_v),
            "o": (problem.batch, problem.heads, problem.seq_q, problem.head_dim_v)}


def attention_source(problems: dict[str, AttentionProblem]) -> str:
    """A module with one function per problem, ``@name(q, k, v) -> o``, whose body is the
    ``tir.attention`` op on tensors (built with the builders, printed in generic syntax)."""
    from mlir import ir
    from mlir.dialects import func

    with ir.Context() as context, ir.Location.unknown():
        context.allow_unregistered_dialects = True   # tir.attention is no registered dialect's op
        elements = {"f16": ir.F16Type.get(), "bf16": ir.BF16Type.get(), "f32": ir.F32Type.get()}
        module = ir.Module.create()
        for name, problem in problems.items():
            problem.check()
            sizes = shapes(problem)
            operands = [ir.RankedTensorType.get(sizes[role], elements[problem.element]) for role in ("q", "k", "v")]
            result = ir.RankedTensorType.get(sizes["o"], elements[problem.out_element])
            # The location names the case: the kernels' diagnostics and remarks point at it.
            with ir.Location.name(name), ir.InsertionPoint(module.body):
                function = func.FuncOp(name, (operands, [result]))
                with ir.InsertionPoint(function.add_entry_block()):
                    op = ir.Operation.create(ATTENTION_OP, results=[result], operands=list(function.arguments),
                                             attributes={PROBLEM_ATTR: problem.to_attr()})
                    func.ReturnOp([op.result])
        return str(module)


def problem_json(problem: AttentionProblem) -> dict[str, Any]:
    """The problem as the bundle index keeps it (views as [offset, *strides])."""
    values: dict[str, Any] = {}
    for name, value in problem.__dict__.items():
        values[name] = [value.offset, *value.strides] if isinstance(value, View) else value
    return values


def problem_from_json(values: dict[str, Any]) -> AttentionProblem:
    fields = dict(values)
    for name in ("q", "k", "v", "o", "mask", "lse"):
        if fields.get(name) is not None:
            fields[name] = View(fields[name][0], tuple(fields[name][1:]))
    return AttentionProblem(**fields)


def attention_tensors(plan: dict[str, Any], problem: AttentionProblem, seed: int, device: str = "cuda"
                      ) -> dict[str, torch.Tensor]:
    """The plan's inputs, Q, K and V in the function's argument order, as torch tensors on
    ``device``: uniform in [-1, 1) rounded to the input type. Raises ValueError when the plan's
    inputs are not three buffers of the problem's shapes and type."""
    import torch

    buffers = [spec for spec in plan["inputs"] if spec["kind"] == "buffer"]
    if len(buffers) != 3:
        raise ValueError(f"{plan['name']}: {len(buffers)} buffer inputs, an attention takes Q, K and V")
    generator = torch.Generator(device=device).manual_seed(seed)
    tensors = {}
    for role, spec in zip(("q", "k", "v"), buffers):
        shape = shapes(problem)[role]
        if tuple(spec["shape"]) != shape or spec["dtype"] != problem.element:
            raise ValueError(f"{plan['name']}: input {spec['name']} is {spec['dtype']}{spec['shape']}, the problem's "
                             f"{role} is {problem.element}{list(shape)}")
        values = torch.rand(shape, generator=generator, device=device) * 2 - 1
        tensors[spec["name"]] = values.to(getattr(torch, TORCH_ELEMENTS[problem.element]))
    return tensors


def _sdpa_arguments(problem: AttentionProblem, device: Any) -> dict[str, Any]:
    """is_causal / attn_mask and scale for torch's SDPA: torch's is_causal is top_left;
    bottom_right becomes a boolean mask of the visible keys."""
    import torch

    arguments: dict[str, Any] = {"scale": problem.scale}
    if problem.causal == "top_left":
        arguments["is_causal"] = True
    elif problem.causal == "bottom_right":
        rows = torch.arange(problem.seq_q, device=device)[:, None]
        arguments["attn_mask"] = torch.arange(problem.seq_kv, device=device)[None, :] <= rows + problem.diagonal
    return arguments


def _shared_kv(problem: AttentionProblem, tensor: torch.Tensor) -> torch.Tensor:
    """K or V with each KV head repeated for the ``group`` query heads that read it (GQA)."""
    return tensor.repeat_interleave(problem.group, dim=1) if problem.group > 1 else tensor


def sdpa_reference(problem: AttentionProblem, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor
                   ) -> torch.Tensor:
    """torch's scaled_dot_product_attention of the problem in float32 on the given inputs."""
    import torch

    return torch.nn.functional.scaled_dot_product_attention(
        q.float(), _shared_kv(problem, k.float()), _shared_kv(problem, v.float()), **_sdpa_arguments(problem, q.device))


def sdpa_baseline(problem: AttentionProblem, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor
                  ) -> Callable[[], torch.Tensor]:
    """The same in the input type, as a call to time: what torch runs for it (FlashAttention or
    cuDNN on a GPU). GQA through SDPA's ``enable_gqa`` (torch 2.5 and later); an older torch gets
    K and V repeated once, outside the timed call."""
    import torch

    sdpa = torch.nn.functional.scaled_dot_product_attention
    arguments = _sdpa_arguments(problem, q.device)
    if problem.group == 1:
        return lambda: sdpa(q, k, v, **arguments)
    try:
        sdpa(q[:, :, :1], k[:, :, :1], v[:, :, :1], scale=problem.scale, enable_gqa=True)
    except TypeError:
        k, v = _shared_kv(problem, k), _shared_kv(problem, v)
        return lambda: sdpa(q, k, v, **arguments)
    return lambda: sdpa(q, k, v, enable_gqa=True, **arguments)


def attention_check(problem: AttentionProblem, got: np.ndarray, want: np.ndarray) -> tuple[bool, str]:
    """The kernel's output against the float32 reference: every element within
    ``RELATIVE_ERROR * max(|want|, 2^-3) + 2^-14``; (ok, a summary)."""
    got64, want64 = np.asarray(got, np.float64), np.asarray(want, np.float64)
    if got64.shape != want64.shape:
        return False, f"shape {list(got64.shape)}, want {list(want64.shape)}"
    bound = RELATIVE_ERROR[problem.out_element] * np.maximum(np.abs(want64), 2.0 ** -3) + 2.0 ** -14
    error = np.abs(got64 - want64)
    bad = ~(error <= bound)          # NaN fails too
    worst = float(np.nanmax(error / bound)) if error.size else 0.0
    summary = f"max |error| {float(np.nanmax(error)):.3g}, {worst:.2f} of the bound"
    if bad.any():
        return False, f"{int(bad.sum())} of {bad.size} elements off ({summary})"
    return True, f"ok ({summary})"
