"""Causal attention written with the DSL's usual statements, fused into one kernel by tirc.

Eight blocks say what attention computes, as eager PyTorch does: the scores ``Q Kᵀ`` (a
contraction over the head dim; K is read transposed through its index), the scale and the causal
mask (``T.where(j <= i, ...)``), the softmax's row max, exponentials, row sum and division (P in
f16), then ``P V`` (a contraction over the keys) and the output's f16 rounding. tirc's linalg stage
(``tir-fuse-attention``) turns them into one ``tir.attention`` op, and ``sch.attention(...)``
chooses that kernel's tile: ``block_m`` query rows per block on ``warps`` warps, keys ``block_n``
at a time through ``stages`` shared-memory buffers (docs/tensorir.md).

The script checks the definition (its float64 reference) against numpy, then, as far as this
checkout goes, shows the fused op and its schedule and runs the kernel in the PTX emulator.

    python examples/tensorir/attention.py
"""

import importlib.util
import math
import sys

import numpy as np

from tirc import tensorir as T
from tirc.reference import evaluate

B, H, S, D = 1, 2, 72, 64     # 72 rows and keys: no multiple of the 64-row blocks
SCALE = 1 / math.sqrt(D)


def attention(Q: T.Tensor[(B, H, S, D), "float16"], K: T.Tensor[(B, H, S, D), "float16"],
              V: T.Tensor[(B, H, S, D), "float16"]) -> T.Buffer:
    scores = T.alloc((B, H, S, S), "float32")
    for b, h, i, j, d in T.grid(B, H, S, S, D):
        scores[b, h, i, j] += Q[b, h, i, d] * K[b, h, j, d]
    x = T.alloc((B, H, S, S), "float32")
    for b, h, i, j in T.grid(B, H, S, S):   # scale, and key j hidden from row i after it
        x[b, h, i, j] = T.where(j <= i, scores[b, h, i, j] * SCALE, float("-inf"))
    row_max = T.alloc((B, H, S), "float32", init=float("-inf"))
    for b, h, i, j in T.grid(B, H, S, S):
        row_max[b, h, i] = T.max(row_max[b, h, i], x[b, h, i, j])
    e = T.alloc((B, H, S, S), "float32")
    for b, h, i, j in T.grid(B, H, S, S):
        e[b, h, i, j] = T.exp(x[b, h, i, j] - row_max[b, h, i])
    row_sum = T.alloc((B, H, S), "float32")
    for b, h, i, j in T.grid(B, H, S, S):
        row_sum[b, h, i] += e[b, h, i, j]
    P = T.alloc((B, H, S, S), "float16")
    for b, h, i, j in T.grid(B, H, S, S):
        P[b, h, i, j] = e[b, h, i, j] / row_sum[b, h, i]
    acc = T.alloc((B, H, S, D), "float32")
    for b, h, i, c, j in T.grid(B, H, S, D, S):
        acc[b, h, i, c] += P[b, h, i, j] * V[b, h, j, c]
    O = T.alloc((B, H, S, D), "float16")
    for b, h, i, c in T.grid(B, H, S, D):
        O[b, h, i, c] = acc[b, h, i, c]
    return O


def numpy_attention(q: np.ndarray, k: np.ndarray, v: np.ndarray) -> np.ndarray:
    s = SCALE * q.astype(np.float64) @ np.swapaxes(k.astype(np.float64), -1, -2)
    s = np.where(np.tril(np.ones((S, S), dtype=bool)), s, -np.inf)
    p = np.exp(s - s.max(axis=-1, keepdims=True))
    return (p / p.sum(axis=-1, keepdims=True)) @ v.astype(np.float64)


def schedule_attention() -> T.Schedule:
    sch = T.create_schedule(attention)
    sch.attention(block_m=64, block_n=64, warps=4, stages=2)
    return sch


def main() -> int:
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((B, H, S, D)).astype(np.float16) for _ in range(3))
    expected = numpy_attention(q, k, v)
    definition = T.define(attention)
    (reference,) = evaluate(definition.to_mlir(), "attention", [q, k, v]).results
    error = float(np.abs(reference - expected).max())
    ok = bool(np.allclose(reference, expected, rtol=2e-3, atol=2e-3))   # P and O rounded to f16
    print(f"attention {B}x{H}x{S}x{S}, D {D}, causal: {len(definition.blocks)} blocks, their reference vs numpy "
          f"max |error| {error:.1e} -> {'ok' if ok else 'MISMATCH'}")
    if importlib.util.find_spec("tirc.passes.linalg.attention") is None:
        print("tir-fuse-attention is not in this checkout: the blocks are not fused")
        return 0 if ok else 1
    sch = schedule_attention()
    fused = sch.ir("tensorir").count('"tir.attention"(')
    (schedule,) = sch.attention_schedules()
    print(f"fused: {fused} tir.attention op, {schedule.describe()}")
    ok = ok and fused == 1
    if importlib.util.find_spec("tirc.passes.gpu.attention_mma") is not None:
        kernel = sch.build()
        out = kernel(q, k, v)   # the PTX emulator, checked against the definition's reference
        launches = [step for step in kernel.manifest["functions"][0]["steps"] if step["op"] == "launch"]
        error = float(np.abs(out.astype(np.float64) - expected).max())
        good = bool(np.allclose(out, expected, rtol=2e-3, atol=2e-3))
        print(f"kernel: {len(launches)} launch, {kernel.stats.tensor_core_instructions} mma, max |error| "
              f"{error:.1e} -> {'ok' if good else 'MISMATCH'}")
        ok = ok and good and len(launches) == 1
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
