"""A row softmax in three blocks (row max, sum of exponentials, normalisation), each row on one warp.

Not a contraction: the two reductions are tirc's row-reduction kernels (``tir-reduce``), their
row loops split into blocks of 4 rows, one warp per row; the normalisation, which reads each
row's max and sum once per element, is fused into the second reduction's kernel.

    python examples/tensorir/softmax.py
"""

import sys

import numpy as np

from tirc import tensorir as T

R, C = 33, 100     # 33 rows: no multiple of the 4 rows per block


def softmax(X: T.Tensor[(R, C), "float32"]) -> T.Buffer:
    mx = T.alloc((R,), "float32", init=float("-inf"))
    for i, j in T.grid(R, C):
        mx[i] = T.max(mx[i], X[i, j])
    s = T.alloc((R,), "float32")
    for i, j in T.grid(R, C):
        s[i] += T.exp(X[i, j] - mx[i])
    Y = T.alloc((R, C), "float32")
    for i, j in T.grid(R, C):
        Y[i, j] = T.exp(X[i, j] - mx[i]) / s[i]
    return Y


def schedule_softmax() -> T.Schedule:
    sch = T.create_schedule(softmax)
    for name in ("mx", "s"):
        block = sch.get_block(name)
        rows, _ = sch.get_loops(block)
        row_block, row = sch.split(rows, [None, 4])
        sch.bind(row_block, "blockIdx.x")
        sch.bind(row, "warp")
    return sch


def main() -> int:
    kernel = schedule_softmax().build()
    launches = [step for step in kernel.manifest["functions"][0]["steps"] if step["op"] == "launch"]
    rng = np.random.default_rng(0)
    x = rng.standard_normal((R, C)).astype(np.float32)
    y = kernel(x)
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    expected = e / e.sum(axis=1, keepdims=True)
    error = float(np.abs(y - expected).max())
    ok = y.shape == (R, C) and np.allclose(y, expected, rtol=1e-5, atol=1e-6)
    shapes = ", ".join(f"{step['kernel']} grid {step['grid'][0]} x block {step['block'][0]}" for step in launches)
    print(f"softmax {R}x{C}: max |error| {error:.2e}, {len(launches)} launches ({shapes}) "
          f"-> {'ok' if ok else 'MISMATCH'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
