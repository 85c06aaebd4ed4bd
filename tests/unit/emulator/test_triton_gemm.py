"""Run Triton's own PTX for an f16 GEMM in the emulator.

Triton compiles for sm_80 without a GPU (``triton.compile`` with an explicit
``GPUTarget``); the PTX it produces exercises what hand-written kernels rarely
do all at once: a 3-stage ``cp.async`` pipeline with zero-fill predicates,
``ldmatrix`` (plain and ``.trans``), ``mma.sync`` m16n8k16 f16, swizzled shared
memory and predicated epilogue stores. The kernel lives in bench/triton_gemm.py
(it is also the peer of bench/compare_triton.py).
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("triton")

from bench.triton_gemm import BLOCK_K, BLOCK_M, BLOCK_N, NUM_WARPS, compile_gemm, run_gemm

# The budget for the 256^3 GEMM on one CPU core.
MAX_SECONDS_256 = 30.0


@pytest.fixture(scope="module")
def triton_cache(tmp_path_factory: pytest.TempPathFactory):
    # Keep Triton's on-disk cache out of the user's home directory.
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TRITON_CACHE_DIR", str(tmp_path_factory.mktemp("triton_cache")))
        yield Path(tmp_path_factory.getbasetemp())


def gemm_tol(k: int) -> tuple[float, float]:
    """(rtol, atol) for an f16 output of a K-deep f32-accumulated dot product of U(-1, 1) data.

    rtol: rounding to f16 (ulp <= 2^-10 relative; allow 2 ulp). atol: 1e-3 * sqrt(K)
    covers f32 accumulation in any order (the results are ~sqrt(K)/3 in size)
    and the f16 rounding of results that cancel to near zero.
    """
    return 2e-3, 1e-3 * math.sqrt(k)


@pytest.mark.parametrize(
    ("m", "n", "k", "aligned"),
    [
        pytest.param(256, 256, 256, True, id="256x256x256"),
        pytest.param(200, 136, 72, False, id="masked_200x136x72"),
    ],
)
def test_triton_gemm(m: int, n: int, k: int, aligned: bool, triton_cache: Path, capsys: pytest.CaptureFixture) -> None:
    gemm = compile_gemm(divisible_by_16=aligned)
    assert gemm.ptx.count("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32") > 0
    if aligned:
        # Make sure the test exercises the pipelined path it is meant to.
        assert "cp.async.cg.shared.global" in gemm.ptx and "cp.async.wait_group" in gemm.ptx
        assert "ldmatrix.sync.aligned.m8n8.x4" in gemm.ptx

    c, want, stats, seconds = run_gemm(gemm, m, n, k, seed=m * 1_000_003 + n * 1009 + k)
    with capsys.disabled():
        print(
            f"\n[triton gemm {m}x{n}x{k}] emulator wall time {seconds:.2f} s, "
            f"{stats.warp_instructions} warp instructions, "
            f"{stats.tensor_core_instructions} tensor-core instructions, "
            f"{stats.shared_bank_conflicts} shared bank conflicts, dynamic smem {gemm.shared} B"
        )

    rtol, atol = gemm_tol(k)
    got = c.astype(np.float64)
    bad = ~(np.abs(got - want) <= atol + rtol * np.abs(want))
    assert not bad.any(), (
        f"{int(bad.sum())}/{bad.size} elements differ; first at {tuple(np.argwhere(bad)[0])}: "
        f"got {got[tuple(np.argwhere(bad)[0])]} want {want[tuple(np.argwhere(bad)[0])]}; "
        f"max abs err {np.nanmax(np.abs(got - want)):.3g}"
    )
    # Every warp issues (BLOCK_M/2 x BLOCK_N/2)/(16x8) = 32 mma per K step of 16.
    ctas = -(-m // BLOCK_M) * -(-n // BLOCK_N)
    k_steps = -(-k // BLOCK_K) * (BLOCK_K // 16)
    assert stats.tensor_core_instructions == ctas * NUM_WARPS * 32 * k_steps
    if (m, n, k) == (256, 256, 256):
        assert seconds < MAX_SECONDS_256, f"emulating the 256^3 GEMM took {seconds:.1f} s (budget {MAX_SECONDS_256} s)"
