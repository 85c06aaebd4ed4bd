"""Run Triton's own PTX for an f16 GEMM in the emulator.

Triton compiles for sm_80 without a GPU (``triton.compile`` with an explicit
``GPUTarget``); the PTX it produces exercises what hand-written kernels rarely
do all at once: a 3-stage ``cp.async`` pipeline with zero-fill predicates,
``ldmatrix`` (plain and ``.trans``), ``mma.sync`` m16n8k16 f16, swizzled shared
memory and predicated epilogue stores.

Kernel: C[M,N] (f16) = A[M,K] (f16) @ B[K,N] (f16), f32 accumulation,
128x128x32 tiles, num_warps=4, num_stages=3.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

triton = pytest.importorskip("triton")
tl = pytest.importorskip("triton.language")

BLOCK_M, BLOCK_N, BLOCK_K = 128, 128, 32
NUM_WARPS, NUM_STAGES = 4, 3
# The budget for the 256^3 GEMM on one CPU core.
MAX_SECONDS_256 = 30.0


@triton.jit
def matmul_kernel(
    a_ptr, b_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
):
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (offs_k[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_left) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, acc.to(tl.float16), mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


ARG_NAMES = ["a_ptr", "b_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm", "stride_cn"]


@dataclass(frozen=True)
class CompiledGemm:
    ptx: str
    name: str
    shared: int  # bytes of dynamic shared memory the kernel expects
    num_params: int  # .param count in the PTX, including Triton's scratch pointers


def compile_gemm(divisible_by_16: bool) -> CompiledGemm:
    """Compile the GEMM for sm_80 on the CPU.

    The unit strides along K (A), N (B) and N (C) are specialised to 1, as
    Triton's launcher does at run time. With ``divisible_by_16`` the pointers,
    M/N/K and the leading dimensions are declared multiples of 16 (Triton's
    ``tt.divisibility`` hint); that is what lets it vectorise the loads to
    16-byte ``cp.async`` and pipeline them. Without it (for the ragged shape)
    only the pointers and leading dimensions carry the hint.
    """
    from triton.backends.compiler import GPUTarget

    signature = {name: ("*fp16" if name.endswith("_ptr") else "i32") for name in ARG_NAMES}
    constexprs: dict[str, int] = {"BLOCK_M": BLOCK_M, "BLOCK_N": BLOCK_N, "BLOCK_K": BLOCK_K}
    for unit_stride in ("stride_ak", "stride_bn", "stride_cn"):
        signature[unit_stride] = "constexpr"
        constexprs[unit_stride] = 1
    for name in ("BLOCK_M", "BLOCK_N", "BLOCK_K"):
        signature[name] = "constexpr"
    hinted = ["a_ptr", "b_ptr", "c_ptr", "stride_am", "stride_bk", "stride_cm"]
    if divisible_by_16:
        hinted += ["M", "N", "K"]
    attrs = {(ARG_NAMES.index(name),): [["tt.divisibility", 16]] for name in hinted}
    src = triton.compiler.ASTSource(fn=matmul_kernel, signature=signature, constexprs=constexprs, attrs=attrs)
    kernel = triton.compile(
        src,
        target=GPUTarget("cuda", 80, 32),
        options={"num_warps": NUM_WARPS, "num_stages": NUM_STAGES, "enable_fp_fusion": True},
    )
    ptx = kernel.asm["ptx"]
    entry = ptx[ptx.index(".entry") :]
    num_params = entry[: entry.index(")")].count(".param")
    return CompiledGemm(ptx=ptx, name=kernel.metadata.name, shared=kernel.metadata.shared, num_params=num_params)


@pytest.fixture(scope="module")
def triton_cache(tmp_path_factory: pytest.TempPathFactory):
    # Keep Triton's on-disk cache out of the user's home directory.
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TRITON_CACHE_DIR", str(tmp_path_factory.mktemp("triton_cache")))
        yield Path(tmp_path_factory.getbasetemp())


def leading_dim(n: int) -> int:
    """Row pitch (in elements) rounded up to 16, so the divisibility hints hold."""
    return -(-n // 16) * 16


def run_gemm(gemm: CompiledGemm, m: int, n: int, k: int, seed: int) -> tuple[np.ndarray, np.ndarray, object, float]:
    """Run the GEMM in the emulator; returns (C, float64 reference, stats, seconds)."""
    from tirc.runtime.emulator import Emulator, PtxModule

    rng = np.random.default_rng(seed)
    lda, ldb, ldc = leading_dim(k), leading_dim(n), leading_dim(n)
    # Pitched buffers: the padding columns hold garbage the kernel must not read.
    a = rng.uniform(-1, 1, (m, lda)).astype(np.float16)
    b = rng.uniform(-1, 1, (k, ldb)).astype(np.float16)
    a[a == 0] = 0.5
    b[b == 0] = 0.5
    a[:, k:] = np.float16(np.inf)
    b[:, n:] = np.float16(np.inf)
    want = a[:, :k].astype(np.float64) @ b[:, :n].astype(np.float64)

    emu = Emulator(PtxModule.parse(gemm.ptx))
    a_dev, b_dev = emu.to_device(a), emu.to_device(b)
    c_bytes = m * ldc * 2
    c_dev = emu.alloc(c_bytes)
    emu.fill(c_dev, c_bytes, 0xFF)
    args = [a_dev, b_dev, c_dev, m, n, k, lda, ldb, ldc]
    args += [0] * (gemm.num_params - len(args))  # Triton's global/profile scratch pointers
    grid = (-(-m // BLOCK_M) * -(-n // BLOCK_N), 1, 1)
    start = time.perf_counter()
    stats = emu.launch(gemm.name, grid=grid, block=(32 * NUM_WARPS, 1, 1), args=args, dynamic_smem=gemm.shared)
    seconds = time.perf_counter() - start
    c = emu.from_device(c_dev, (m, ldc), np.float16)
    # Columns past N are not the kernel's to write: they must still hold the poison.
    assert np.all(c[:, n:].view(np.uint16) == 0xFFFF), "GEMM wrote outside its N x M output"
    return c[:, :n], want, stats, seconds


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
