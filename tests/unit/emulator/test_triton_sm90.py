"""Run Triton's own sm_90 (Hopper) PTX for a GEMM in the emulator, with race checking, against numpy.

Triton compiles for sm_90 without a GPU (``triton.compile`` with ``GPUTarget("cuda", 90, 32)``);
its ``tl.dot`` becomes ``wgmma.mma_async`` m64nNk16 on 128-byte-swizzled shared-memory matrix
descriptors (A K-major; B [K, N] MN-major, or K-major when stored [N, K]), fed by a cp.async
pipeline with fence.proxy.async and ``wgmma.wait_group 1``.  The inputs are multiples of 1/64, so the f32 sums are exact and the only
error left is the rounding of the f16 output (half an ulp).  With host tensor descriptors Triton
also emits TMA on the CPU: cp.async.bulk.tensor loads completing mbarrier transactions, try_wait.parity
spin loops, elect.sync, stmatrix and a TMA store; that kernel runs on the emulator's tensor maps.
The kernel builders are in bench/triton_gemm_sm90.py.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("triton")

from bench.triton_gemm import TritonConfig
from bench.triton_gemm_sm90 import (SM90_DEFAULT_CONFIG, compile_gemm_sm90, compile_tma_gemm_sm90,
                                    run_gemm_sm90, run_tma_gemm_sm90)


@pytest.fixture(scope="module")
def triton_cache(tmp_path_factory: pytest.TempPathFactory):
    # Keep Triton's on-disk cache out of the user's home directory.
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TRITON_CACHE_DIR", str(tmp_path_factory.mktemp("triton_cache")))
        mp.setenv("TRITON_DEFAULT_FP_FUSION", "1")
        yield Path(tmp_path_factory.getbasetemp())


def exact_f16(c: np.ndarray, want: np.ndarray) -> None:
    """The f16 result is the exact sum rounded: within half an ulp."""
    tol = np.abs(want) * 2.0**-11 + 2.0**-24
    bad = ~(np.abs(c - want) <= tol)
    assert not bad.any(), (f"{int(bad.sum())}/{bad.size} elements differ; first at {tuple(np.argwhere(bad)[0])}: "
                           f"got {c[tuple(np.argwhere(bad)[0])]} want {want[tuple(np.argwhere(bad)[0])]}")


@pytest.mark.parametrize(
    ("m", "n", "k", "dtype", "config", "b_layout"),
    [
        pytest.param(256, 256, 256, "f16", SM90_DEFAULT_CONFIG, "N", id="f16_256x256x256"),
        pytest.param(200, 136, 72, "f16", SM90_DEFAULT_CONFIG, "N", id="f16_masked_200x136x72"),
        pytest.param(256, 256, 256, "bf16", SM90_DEFAULT_CONFIG, "N", id="bf16_256x256x256"),
        pytest.param(200, 136, 72, "bf16", TritonConfig(64, 256, 32, 4, 4), "N", id="bf16_masked_64x256x32"),
        pytest.param(256, 256, 128, "f16", TritonConfig(128, 256, 64, 8, 3), "N", id="f16_two_warpgroups_n256"),
        pytest.param(256, 256, 256, "f16", SM90_DEFAULT_CONFIG, "T", id="f16_nt_256x256x256"),
        pytest.param(200, 136, 72, "bf16", SM90_DEFAULT_CONFIG, "T", id="bf16_nt_masked_200x136x72"),
    ],
)
def test_triton_sm90_gemm(m: int, n: int, k: int, dtype: str, config: TritonConfig, b_layout: str,
                          triton_cache: Path) -> None:
    aligned = m % 16 == 0 and n % 16 == 0 and k % 16 == 0
    gemm = compile_gemm_sm90(aligned, config, dtype, b_layout)
    mma = f"wgmma.mma_async.sync.aligned.m64n{config.block_n}k16.f32.{dtype}.{dtype}"
    assert mma in gemm.ptx and "wgmma.wait_group.sync.aligned" in gemm.ptx
    assert "fence.proxy.async" in gemm.ptx

    c, want, stats, _ = run_gemm_sm90(gemm, config, m, n, k, seed=m * 1009 + n + k, dtype=dtype, b_layout=b_layout)
    exact_f16(c, want)
    assert not stats.warnings
    # One m64nNk16 per warpgroup, 64 rows and 16 of K; counted per warp.
    ctas = -(-m // config.block_m) * -(-n // config.block_n)
    per_cta = (config.block_m // 64) * -(-k // config.block_k) * (config.block_k // 16) * 4
    assert stats.tensor_core_instructions == ctas * per_cta


@pytest.mark.parametrize(
    ("m", "n", "k", "dtype", "config", "b_layout"),
    [
        pytest.param(256, 256, 256, "f16", SM90_DEFAULT_CONFIG, "N", id="f16_256x256x256"),
        pytest.param(200, 136, 72, "f16", SM90_DEFAULT_CONFIG, "N", id="f16_ragged_200x136x72"),
        # A boxes of 64-byte rows (64-byte swizzle), B and C of 128-byte rows.
        pytest.param(200, 136, 72, "bf16", TritonConfig(64, 128, 32, 4, 4), "N", id="bf16_ragged_64x128x32"),
        pytest.param(256, 256, 128, "f16", TritonConfig(128, 256, 64, 8, 3), "N", id="f16_two_warpgroups_n256"),
        # B [N, K]: K-major B boxes, the wgmma's B operand without transpose.
        pytest.param(200, 136, 72, "f16", SM90_DEFAULT_CONFIG, "T", id="f16_nt_ragged_200x136x72"),
    ],
)
def test_triton_sm90_tma_gemm(m: int, n: int, k: int, dtype: str, config: TritonConfig, b_layout: str,
                              triton_cache: Path) -> None:
    compiled = compile_tma_gemm_sm90(config, dtype, b_layout)
    ptx = compiled.gemm.ptx
    for needed in ("cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes",
                   "mbarrier.try_wait.parity", "mbarrier.arrive.expect_tx", "elect.sync", "stmatrix.sync.aligned",
                   "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group", "wgmma.mma_async"):
        assert needed in ptx, needed
    c, want, stats, _ = run_tma_gemm_sm90(compiled, m, n, k, seed=m + n + k, dtype=dtype)
    exact_f16(c, want)
    assert not stats.warnings
