"""Random schedules of GEMMs through the DSL: every one is either refused with a TensorIRError
(the primitive's check) or builds a kernel that matches the float64 reference in the emulator,
race checking on. Anything else (an internal error, a pass failing on IR it did not expect, a
wrong result) is a bug. Fixed seeds: the same schedules every run."""

# No ``from __future__ import annotations``: matmul_of's annotations name its arguments, which a
# text annotation could only see through the closure of variables the body uses.
import random
from typing import Any
from collections.abc import Callable

import numpy as np
import pytest

from tirc import tensorir
from tirc.tensorir import TensorIRError

# (input dtype, accumulator dtype, Tensor Core instruction)
DTYPES = (("float16", "float32", "mma.m16n8k16"), ("float16", "float16", "mma.m16n8k16"),
          ("bfloat16", "float32", "mma.m16n8k16"), ("int8", "int32", "mma.m16n8k32"))
TRIALS = 24


def matmul_of(M: int, N: int, K: int, dtype: str, acc: str) -> Callable[..., Any]:
    def matmul(A: tensorir.Tensor[(M, K), dtype], B: tensorir.Tensor[(K, N), dtype]):  # type: ignore[valid-type]
        C = tensorir.alloc((M, N), acc)
        for i, j, k in tensorir.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        return C
    return matmul


def random_schedule(rng: random.Random) -> tuple[tensorir.Schedule, tuple[int, int, int], str]:
    M, N, K = rng.choice([16, 40, 64, 100, 128, 200]), rng.choice([8, 24, 64, 136, 256]), rng.choice([8, 16, 40, 72, 128])
    dtype, acc, instruction = rng.choice(DTYPES)
    matmul = matmul_of(M, N, K, dtype, acc)
    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block(matmul)
    i0, j0, k0 = schedule.tile(block, [rng.choice([16, 32, 64, 128]), rng.choice([16, 32, 64, 128]),
                                       rng.choice([16, 32, 64])])
    schedule.bind(i0, "blockIdx.x")
    schedule.bind(j0, "blockIdx.y")
    loops = schedule.get_loops(block)
    for position in (3, 4):   # the tile's M and N loops: warps along them
        if rng.random() < 0.5:
            warps, _ = schedule.split(loops[position], [rng.choice([1, 2, 4]), None])
            schedule.bind(warps, "warp")
    steps: list[Callable[[], None]] = [
        lambda: schedule.vectorize(k0),
        lambda: schedule.pipeline(k0, stages=rng.choice([2, 3, 4])),
        lambda: schedule.swizzle(block),
        lambda: schedule.cache_write(block, "shared"),
        lambda: schedule.decompose_to_tensorcore(block, instruction),
        lambda: schedule.rasterize(group=rng.choice([1, 2, 8])),
        lambda: schedule.split_k(rng.choice([1, 2, 3])),
    ]
    for step in steps:
        if rng.random() < 0.5:
            step()
    return schedule, (M, N, K), dtype


def inputs(M: int, N: int, K: int, dtype: str, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    if dtype == "int8":
        return rng.integers(-8, 8, (M, K)).astype(np.int8), rng.integers(-8, 8, (K, N)).astype(np.int8)
    a, b = rng.standard_normal((M, K)).astype(np.float32), rng.standard_normal((K, N)).astype(np.float32)
    return (a.astype(np.float16), b.astype(np.float16)) if dtype == "float16" else (a, b)


def test_random_schedules_are_refused_or_correct() -> None:
    rng = random.Random(13)
    built = refused = 0
    for trial in range(TRIALS):
        try:
            schedule, (M, N, K), dtype = random_schedule(rng)
            kernel = schedule.build()
        except TensorIRError as error:
            assert error.location is not None, error.render()   # names the call that broke it
            refused += 1
            continue
        a, b = inputs(M, N, K, dtype, trial)
        kernel(a, b)    # raises when an output does not match the reference (or a race is found)
        assert kernel.last_run.ok
        built += 1
    # Both outcomes are exercised (the seed is fixed: these counts only change with the code).
    assert built >= 6 and refused >= 6, (built, refused)


@pytest.mark.parametrize("rasterize", [False, True], ids=["row-major", "grouped"])
def test_a_staged_epilogue_over_one_column_of_tiles(rasterize: bool) -> None:
    """N = the tile's N: the block column's origin folds to the constant 0 before tir-epilogue
    (it found the origin by a role the folding dropped)."""
    M, N, K = 128, 64, 40
    matmul = matmul_of(M, N, K, "float16", "float32")
    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block(matmul)
    i0, j0, _ = schedule.tile(block, [64, 64, 16])
    schedule.bind(i0, "blockIdx.x")
    schedule.bind(j0, "blockIdx.y")
    schedule.cache_write(block, "shared")
    schedule.decompose_to_tensorcore(block)
    if rasterize:
        schedule.rasterize(group=8)
    kernel = schedule.build()
    assert "st.shared" in kernel.ptx
    a, b = inputs(M, N, K, "float16", 0)
    np.testing.assert_allclose(kernel(a, b), a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)
