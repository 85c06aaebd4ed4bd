"""Focused tests of the PTX emulator on hand-written PTX, NVRTC- and Triton-generated kernels."""

from __future__ import annotations

import re
import time

import numpy as np
import pytest

from tirc.runtime.emulator import Emulator, EmulatorError, PtxModule, UnsupportedInstruction

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def _nvrtc_ptx(src: str) -> str:
    nvrtc = pytest.importorskip("cuda.bindings.nvrtc")
    err, prog = nvrtc.nvrtcCreateProgram(src.encode(), b"k.cu", 0, [], [])
    opts = [b"--gpu-architecture=compute_80", b"-default-device"]
    (err,) = nvrtc.nvrtcCompileProgram(prog, len(opts), opts)
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        _, n = nvrtc.nvrtcGetProgramLogSize(prog)
        log = b" " * n
        nvrtc.nvrtcGetProgramLog(prog, log)
        raise AssertionError(log.decode())
    _, n = nvrtc.nvrtcGetPTXSize(prog)
    buf = b" " * n
    nvrtc.nvrtcGetPTX(prog, buf)
    return buf.decode().rstrip("\x00")


# ------------------------------------------------------------------------------------------
# Parsing
# ------------------------------------------------------------------------------------------

def test_parse_kernels_params_and_scoped_registers() -> None:
    ptx = HEADER + """
    .visible .entry k(.param .u64 k_p0, .param .f32 k_p1, .param .align 8 .b8 k_p2[16])
    {
        .reg .b32 %r<4>;
        .reg .b64 %rd<3>;
        ld.param.u64 %rd1, [k_p0];
        ld.param.u32 %r1, [k_p2+4];
        { .reg .b32 %r1;   // shadows the outer %r1
          mov.u32 %r1, 7;
          mov.u32 %r2, %r1; }
        add.s32 %r3, %r1, %r2;
        mov.u32 %r0, %tid.x;
        mul.wide.u32 %rd2, %r0, 4;
        add.s64 %rd1, %rd1, %rd2;
        st.global.u32 [%rd1+0], %r3;
        ret;
    }
    """
    mod = PtxModule.parse(ptx)
    info = mod.kernels["k"]
    assert info.params == [("k_p0", "u64"), ("k_p1", "f32"), ("k_p2", "b8[16]")]
    emu = Emulator(mod)
    out = emu.alloc(4 * 32)
    arr = np.array([1, 100, 3, 4], dtype=np.uint32).tobytes()
    emu.launch("k", (1,), (32,), [out, 1.5, arr])
    np.testing.assert_array_equal(emu.from_device(out, 32, np.uint32), np.full(32, 107, np.uint32))


def test_parse_error_reports_line() -> None:
    with pytest.raises(EmulatorError, match="line 7"):
        PtxModule.parse(HEADER + ".visible .entry k()\n{\n .reg .b32 %r<2>;\n  add.s32 %r1, 1 2;\n}\n")


def test_unknown_instruction_is_unsupported() -> None:
    ptx = HEADER + ".visible .entry k()\n{\n .reg .b32 %r<2>;\n frobnicate.b32 %r1, %r0;\n ret;\n}\n"
    emu = Emulator(PtxModule.parse(ptx))
    with pytest.raises(UnsupportedInstruction, match="frobnicate.*line 7"):
        emu.launch("k", (1,), (32,), [])


# ------------------------------------------------------------------------------------------
# SIMT: divergence, reconvergence, barriers, predication
# ------------------------------------------------------------------------------------------

DIVERGE = HEADER + """
.visible .entry k(.param .u64 out)
{
    .reg .pred %p<3>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    .shared .align 4 .b8 sm[512];
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    and.b32 %r2, %r1, 3;
    setp.eq.s32 %p1, %r2, 0;
    mov.u32 %r3, 0;
    @%p1 bra $L_a;
    add.s32 %r3, %r3, 10;        // lanes with tid%4 != 0
    setp.lt.u32 %p2, %r1, 40;
    @%p2 bra $L_join;
    add.s32 %r3, %r3, 1000;      // nested divergence: tid >= 40
    bra.uni $L_join;
$L_a:
    add.s32 %r3, %r3, 100;       // lanes with tid%4 == 0
$L_join:
    add.s32 %r3, %r3, 1;         // everyone, after reconvergence
    shl.b32 %r4, %r1, 2;
    mov.u32 %r5, sm;
    add.s32 %r5, %r5, %r4;
    st.shared.u32 [%r5], %r3;
    bar.sync 0;
    // read the neighbour's value written by another warp before the barrier
    add.s32 %r6, %r1, 64;
    rem.u32 %r6, %r6, 128;
    shl.b32 %r6, %r6, 2;
    add.s32 %r6, %r6, sm;
    ld.shared.u32 %r7, [%r6];
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r7;
    ret;
}
"""


def test_divergence_reconvergence_and_barrier() -> None:
    emu = Emulator(PtxModule.parse(DIVERGE))
    out = emu.alloc(4 * 128)
    st = emu.launch("k", (1,), (128,), [out])
    tid = np.arange(128)
    own = np.where(tid % 4 == 0, 101, np.where(tid < 40, 11, 1011))
    expect = own[(tid + 64) % 128]
    np.testing.assert_array_equal(emu.from_device(out, 128, np.uint32), expect)
    assert st.instructions["bar.sync"] == 4
    assert st.warp_instructions == sum(st.instructions.values())


def test_block_not_multiple_of_warp_and_early_exit() -> None:
    ptx = HEADER + """
    .visible .entry k(.param .u64 out, .param .u32 n)
    {
        .reg .pred %p<2>; .reg .b32 %r<4>; .reg .b64 %rd<4>;
        ld.param.u64 %rd1, [out];
        ld.param.u32 %r1, [n];
        mov.u32 %r2, %tid.x;
        setp.ge.u32 %p1, %r2, %r1;
        @%p1 exit;
        bar.sync 0;
        mul.wide.u32 %rd2, %r2, 4;
        add.s64 %rd3, %rd1, %rd2;
        mul.lo.s32 %r3, %r2, %r2;
        st.global.u32 [%rd3], %r3;
        ret;
    }
    """
    emu = Emulator(PtxModule.parse(ptx))
    out = emu.alloc(4 * 50)
    emu.fill(out, 4 * 50, 0xFF)
    emu.launch("k", (1,), (50,), [out, 45])
    got = emu.from_device(out, 50, np.uint32)
    np.testing.assert_array_equal(got[:45], np.arange(45) ** 2)
    assert (got[45:] == 0xFFFFFFFF).all()


def test_out_of_bounds_reports_line_thread_and_address() -> None:
    ptx = HEADER + """
    .visible .entry k(.param .u64 out)
    {
        .reg .b32 %r<2>; .reg .b64 %rd<4>;
        ld.param.u64 %rd1, [out];
        mov.u32 %r1, %tid.x;
        mul.wide.u32 %rd2, %r1, 4;
        add.s64 %rd3, %rd1, %rd2;
        st.global.u32 [%rd3], %r1;
        ret;
    }
    """
    emu = Emulator(PtxModule.parse(ptx))
    out = emu.alloc(4 * 16)
    line = next(i for i, text in enumerate(ptx.split("\n"), 1) if "st.global" in text)
    with pytest.raises(EmulatorError, match=rf"line {line}.*st\.global\.u32.*tid=\(16, 0, 0\).*address=0x"):
        emu.launch("k", (1,), (32,), [out])


# ------------------------------------------------------------------------------------------
# Arithmetic and conversions
# ------------------------------------------------------------------------------------------

ARITH = HEADER + """
.visible .entry k(.param .u64 src, .param .u64 dst)
{
    .reg .pred %p<4>; .reg .b16 %rs<4>; .reg .b32 %r<40>; .reg .f32 %f<20>; .reg .b64 %rd<40>; .reg .f64 %fd<4>;
    ld.param.u64 %rd1, [src];
    ld.param.u64 %rd2, [dst];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd3, %r1, 8;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.v2.u32 {%r2, %r3}, [%rd4];        // a, b (as s32 bits)
    mul.wide.u32 %rd5, %r1, 128;
    add.s64 %rd6, %rd2, %rd5;
    div.s32 %r4, %r2, %r3;          st.global.u32 [%rd6+0], %r4;
    rem.s32 %r5, %r2, %r3;          st.global.u32 [%rd6+4], %r5;
    shr.s32 %r6, %r2, 3;            st.global.u32 [%rd6+8], %r6;
    shr.u32 %r7, %r2, 3;            st.global.u32 [%rd6+12], %r7;
    mul.hi.s32 %r8, %r2, %r3;       st.global.u32 [%rd6+16], %r8;
    min.s32 %r9, %r2, %r3;          st.global.u32 [%rd6+20], %r9;
    max.u32 %r10, %r2, %r3;         st.global.u32 [%rd6+24], %r10;
    popc.b32 %r11, %r2;             st.global.u32 [%rd6+28], %r11;
    clz.b32 %r12, %r2;              st.global.u32 [%rd6+32], %r12;
    brev.b32 %r13, %r2;             st.global.u32 [%rd6+36], %r13;
    bfe.s32 %r14, %r2, 4, 7;        st.global.u32 [%rd6+40], %r14;
    bfi.b32 %r15, %r3, %r2, 8, 5;   st.global.u32 [%rd6+44], %r15;
    prmt.b32 %r16, %r2, %r3, 0x7340; st.global.u32 [%rd6+48], %r16;
    lop3.b32 %r17, %r2, %r3, 0x0f0f0f0f, 0x96; st.global.u32 [%rd6+52], %r17;
    setp.lt.s32 %p1, %r2, %r3;
    setp.gt.u32 %p2|%p3, %r2, %r3;
    selp.u32 %r18, 1, 0, %p1;       st.global.u32 [%rd6+56], %r18;
    selp.u32 %r19, 1, 0, %p3;       st.global.u32 [%rd6+60], %r19;
    cvt.rn.f32.s32 %f1, %r2;
    cvt.rn.f32.s32 %f2, %r3;
    div.rn.f32 %f3, %f1, %f2;       st.global.f32 [%rd6+64], %f3;
    fma.rn.f32 %f4, %f1, 0f3F000000, %f2; st.global.f32 [%rd6+68], %f4;
    cvt.rzi.s32.f32 %r20, %f3;      st.global.u32 [%rd6+72], %r20;
    cvt.rmi.s32.f32 %r21, %f3;      st.global.u32 [%rd6+76], %r21;
    cvt.rn.f16.f32 %rs1, %f3;       st.global.u16 [%rd6+80], %rs1;
    cvt.rn.bf16.f32 %rs2, %f3;      st.global.u16 [%rd6+82], %rs2;
    cvt.rn.f16x2.f32 %r22, %f1, %f2; st.global.u32 [%rd6+84], %r22;
    cvt.s64.s32 %rd7, %r2;
    mul.lo.s64 %rd8, %rd7, %rd7;    st.global.u64 [%rd6+88], %rd8;
    mov.b64 {%r23, %r24}, %rd8;     st.global.u32 [%rd6+96], %r24;
    cvt.rn.f64.s32 %fd1, %r2;
    sqrt.rn.f64 %fd2, %fd1;         st.global.f64 [%rd6+104], %fd2;
    abs.f32 %f5, %f3;
    ex2.approx.f32 %f6, %f5;        st.global.f32 [%rd6+112], %f6;
    add.rz.f32 %f7, %f1, 0f3F800001; st.global.f32 [%rd6+116], %f7;
    cvt.u8.u32 %rs3, %r2;
    cvt.s32.s8 %r25, %r2;           st.global.u32 [%rd6+120], %r25;
    sub.sat.s32 %r26, %r2, %r3;     st.global.u32 [%rd6+124], %r26;
    ret;
}
"""


def test_integer_float_and_conversion_ops_match_numpy() -> None:
    rng = np.random.default_rng(1)
    a = rng.integers(-(2**31), 2**31, 64, dtype=np.int64).astype(np.int32)
    b = rng.integers(-1000, 1000, 64).astype(np.int32)
    b[b == 0] = 7
    a[:4] = [2**31 - 1, -(2**31), 0, 5]
    b[:4] = [-1, 1, 3, -7]
    src = np.stack([a, b], axis=1)
    emu = Emulator(PtxModule.parse(ARITH))
    ds = emu.to_device(src)
    dd = emu.alloc(128 * 64)
    emu.launch("k", (1,), (64,), [ds, dd])
    raw = emu.from_device(dd, (64, 128), np.uint8)
    u32 = raw.view(np.uint32)
    i32 = raw.view(np.int32)
    a64, b64 = a.astype(np.int64), b.astype(np.int64)
    q = np.trunc(a64 / b64).astype(np.int64)
    au = a.view(np.uint32)
    bu = b.view(np.uint32)
    np.testing.assert_array_equal(i32[:, 0], q.astype(np.int32))
    np.testing.assert_array_equal(i32[:, 1], (a64 - q * b64).astype(np.int32))
    np.testing.assert_array_equal(i32[:, 2], a >> 3)
    np.testing.assert_array_equal(u32[:, 3], au >> 3)
    np.testing.assert_array_equal(i32[:, 4], ((a64 * b64) >> 32).astype(np.int32))
    np.testing.assert_array_equal(i32[:, 5], np.minimum(a, b))
    np.testing.assert_array_equal(u32[:, 6], np.maximum(au, bu))
    np.testing.assert_array_equal(u32[:, 7], [bin(int(x)).count("1") for x in au])
    np.testing.assert_array_equal(u32[:, 8], [32 - int(x).bit_length() for x in au])
    np.testing.assert_array_equal(u32[:, 9], [int(f"{int(x):032b}"[::-1], 2) for x in au])
    field = (au >> 4) & 0x7F
    np.testing.assert_array_equal(i32[:, 10], np.where(field & 0x40, field.astype(np.int64) - 128, field))
    np.testing.assert_array_equal(u32[:, 11], (au & ~np.uint32(0x1F00)) | ((bu & 0x1F) << 8))
    ab = au.astype(np.uint64) | (bu.astype(np.uint64) << 32)
    byte = lambda k: (ab >> np.uint64(8 * k)) & np.uint64(0xFF)  # noqa: E731
    np.testing.assert_array_equal(u32[:, 12], (byte(0) | byte(4) << 8 | byte(3) << 16 | byte(7) << 24).astype(np.uint32))
    np.testing.assert_array_equal(u32[:, 13], au ^ bu ^ np.uint32(0x0F0F0F0F))
    np.testing.assert_array_equal(u32[:, 14], (a < b).astype(np.uint32))
    np.testing.assert_array_equal(u32[:, 15], ~(au > bu) & 1)
    f1, f2 = a.astype(np.float32), b.astype(np.float32)
    f3 = f1 / f2
    fl = raw.view(np.float32)
    np.testing.assert_array_equal(fl[:, 16], f3)
    np.testing.assert_array_equal(fl[:, 17], (f1.astype(np.float64) * 0.5 + f2).astype(np.float32))
    np.testing.assert_array_equal(i32[:, 18], np.trunc(f3).astype(np.int32))
    np.testing.assert_array_equal(i32[:, 19], np.floor(f3).astype(np.int32))
    np.testing.assert_array_equal(raw[:, 80:82].copy().view(np.float16)[:, 0], f3.astype(np.float16))
    bf = f3.view(np.uint32)
    bf_expect = ((bf + 0x7FFF + ((bf >> 16) & 1)) >> 16).astype(np.uint16)
    np.testing.assert_array_equal(raw[:, 82:84].copy().view(np.uint16)[:, 0], bf_expect)
    packed = raw[:, 84:88].copy().view(np.float16)
    np.testing.assert_array_equal(packed[:, 0], f2.astype(np.float16))  # b -> low half
    np.testing.assert_array_equal(packed[:, 1], f1.astype(np.float16))  # a -> high half
    sq = raw[:, 88:96].copy().view(np.int64)[:, 0]
    np.testing.assert_array_equal(sq, a64 * a64)
    np.testing.assert_array_equal(u32[:, 24], ((a64 * a64) >> 32).astype(np.uint64).astype(np.uint32))
    np.testing.assert_allclose(raw[:, 104:112].copy().view(np.float64)[:, 0], np.sqrt(a64.astype(np.float64)), equal_nan=True)
    np.testing.assert_allclose(fl[:, 28], np.exp2(np.abs(f3)), rtol=1e-6)
    rz = (f1.astype(np.float64) + np.float64(np.float32(1.0000001)))
    expect_rz = rz.astype(np.float32)
    expect_rz = np.where(np.abs(expect_rz.astype(np.float64)) > np.abs(rz), np.nextafter(expect_rz, np.float32(0)), expect_rz)
    np.testing.assert_array_equal(fl[:, 29], expect_rz)
    np.testing.assert_array_equal(i32[:, 30], a.astype(np.int8).astype(np.int32))
    np.testing.assert_array_equal(i32[:, 31], np.clip(a64 - b64, -(2**31), 2**31 - 1))


# ------------------------------------------------------------------------------------------
# NVRTC-compiled kernel: local memory, constant memory, .func call, shfl, vote, atomics
# ------------------------------------------------------------------------------------------

CUDA_SRC = r"""
__device__ __noinline__ float sq(float x) { return x * x + 1.0f; }
__constant__ float cc[4] = {1.0f, 2.0f, 3.0f, 4.0f};
extern "C" __global__ void k(float* out, const float* in, int n, unsigned* ballots, int* counter,
                             float* fsum) {
  __shared__ float s[128];
  __shared__ int hist[4];
  if (threadIdx.x < 4) hist[threadIdx.x] = 0;
  float loc[8];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < 8; ++j) loc[j] = in[(i + j) % n];
  s[threadIdx.x] = loc[threadIdx.x % 8] + cc[threadIdx.x % 4];
  __syncthreads();
  float v = s[(threadIdx.x + 1) % blockDim.x];
  v += __shfl_down_sync(0xffffffff, v, 1);
  v += __shfl_xor_sync(0xffffffff, v, 4);
  unsigned b = __ballot_sync(0xffffffff, v > 3.0f);
  if ((threadIdx.x & 31) == 0) ballots[i / 32] = b;
  atomicAdd(&hist[threadIdx.x % 4], 1);
  int old = atomicAdd(counter, 1);
  atomicAdd(fsum, 1.0f);
  __syncthreads();
  if (i < n) out[i] = sq(v) + (float)hist[threadIdx.x % 4] + (old >= 0 ? 0.0f : 1e9f);
}
"""


def test_nvrtc_kernel_with_call_local_const_shfl_vote_atomics() -> None:
    ptx = _nvrtc_ptx(CUDA_SRC)
    emu = Emulator(PtxModule.parse(ptx))
    n = 256
    rng = np.random.default_rng(3)
    x = rng.random(n).astype(np.float32) * 2
    din = emu.to_device(x)
    dout = emu.alloc(4 * n)
    dball = emu.alloc(4 * 8)
    dcnt = emu.to_device(np.zeros(1, np.int32))
    dfs = emu.to_device(np.zeros(1, np.float32))
    emu.launch("k", (2,), (128,), [dout, din, n, dball, dcnt, dfs])
    cc = np.array([1, 2, 3, 4], np.float32)
    out = emu.from_device(dout, n, np.float32)
    balls = emu.from_device(dball, 8, np.uint32)
    for blk in range(2):
        i = blk * 128 + np.arange(128)
        t = np.arange(128)
        loc = np.stack([x[(i + j) % n] for j in range(8)], axis=1)
        s = loc[t, t % 8] + cc[t % 4]
        v = s[(t + 1) % 128]
        lane = t % 32
        src = np.where(lane + 1 <= 31, t + 1, t)
        v = v + v[src]
        v = v + v[t ^ 4]
        for w in range(4):
            bits = v[w * 32:(w + 1) * 32] > 3.0
            assert balls[blk * 4 + w] == sum(1 << k for k in range(32) if bits[k])
        np.testing.assert_allclose(out[i], v * v + 1 + 32, rtol=1e-6)
    assert emu.from_device(dcnt, 1, np.int32)[0] == 256
    assert emu.from_device(dfs, 1, np.float32)[0] == 256.0


def test_atomic_old_values_are_distinct_within_a_warp() -> None:
    ptx = HEADER + """
    .visible .entry k(.param .u64 ctr, .param .u64 out)
    {
        .reg .b32 %r<4>; .reg .b64 %rd<6>;
        ld.param.u64 %rd1, [ctr];
        ld.param.u64 %rd2, [out];
        atom.global.add.u32 %r1, [%rd1], 1;
        mov.u32 %r2, %tid.x;
        mul.wide.u32 %rd3, %r2, 4;
        add.s64 %rd4, %rd2, %rd3;
        st.global.u32 [%rd4], %r1;
        atom.global.cas.b32 %r3, [%rd1+4], 0, %r2;
        ret;
    }
    """
    emu = Emulator(PtxModule.parse(ptx))
    ctr = emu.to_device(np.array([5, 0], np.uint32))
    out = emu.alloc(4 * 64)
    emu.launch("k", (1,), (64,), [ctr, out])
    got = np.sort(emu.from_device(out, 64, np.uint32))
    np.testing.assert_array_equal(got, np.arange(5, 69))
    c = emu.from_device(ctr, 2, np.uint32)
    # Lanes apply in order: lane 0 swaps 0 -> 0, lane 1 swaps 0 -> 1, later compares fail.
    assert c[0] == 69 and c[1] == 1


# ------------------------------------------------------------------------------------------
# cp.async semantics and shared-memory bank conflicts
# ------------------------------------------------------------------------------------------

def _cp_async_ptx(wait: str) -> str:
    return HEADER + f"""
    .visible .entry k(.param .u64 src, .param .u64 dst)
    {{
        .reg .pred %p<2>; .reg .b32 %r<8>; .reg .b64 %rd<8>;
        .shared .align 16 .b8 buf[512];
        ld.param.u64 %rd1, [src];
        ld.param.u64 %rd2, [dst];
        mov.u32 %r1, %tid.x;
        mul.wide.u32 %rd3, %r1, 16;
        add.s64 %rd4, %rd1, %rd3;
        shl.b32 %r2, %r1, 4;
        mov.u32 %r3, buf;
        add.s32 %r4, %r3, %r2;
        setp.lt.u32 %p1, %r1, 24;
        selp.b32 %r5, 16, 4, %p1;      // lanes >= 24 copy 4 bytes and zero-fill the rest
        cp.async.cg.shared.global.L2::128B [%r4], [%rd4], 16, %r5;
        cp.async.commit_group;
        {wait}
        bar.sync 0;
        ld.shared.v4.u32 {{%r6, %r7, %r5, %r2}}, [%r4];
        add.s64 %rd5, %rd2, %rd3;
        st.global.v4.u32 [%rd5], {{%r6, %r7, %r5, %r2}};
        ret;
    }}
    """


def test_cp_async_data_lands_only_after_wait() -> None:
    src = np.arange(32 * 4, dtype=np.uint32) + 1
    expect = src.reshape(32, 4).copy()
    expect[24:, 1:] = 0
    for wait, ok in (("cp.async.wait_group 0;", True), ("cp.async.wait_all;", True), ("", False)):
        if not ok:  # the race checker reports the read before the wait ...
            emu = Emulator(PtxModule.parse(_cp_async_ptx(wait)))
            with pytest.raises(EmulatorError, match="before cp.async wait"):
                emu.launch("k", (1,), (32,), [emu.to_device(src), emu.alloc(src.nbytes)])
        # ... and without it the read sees shared memory the copy has not reached yet.
        emu = Emulator(PtxModule.parse(_cp_async_ptx(wait)), racecheck=ok)
        ds = emu.to_device(src)
        dd = emu.alloc(src.nbytes)
        st = emu.launch("k", (1,), (32,), [ds, dd])
        got = emu.from_device(dd, (32, 4), np.uint32)
        if ok:
            np.testing.assert_array_equal(got, expect)
        else:
            assert (got == 0).all()  # the copy never completed before the read
        assert st.instructions["cp.async.cg.shared.global.L2::128B"] == 1
        assert st.by_base()["cp.async"] == (3 if wait else 2)


def test_cp_async_wait_group_keeps_newest_groups_pending() -> None:
    ptx = HEADER + """
    .visible .entry k(.param .u64 src, .param .u64 dst)
    {
        .reg .b32 %r<8>; .reg .b64 %rd<8>;
        .shared .align 16 .b8 buf[1024];
        ld.param.u64 %rd1, [src];
        ld.param.u64 %rd2, [dst];
        mov.u32 %r1, %tid.x;
        mul.wide.u32 %rd3, %r1, 4;
        add.s64 %rd4, %rd1, %rd3;
        shl.b32 %r2, %r1, 2;
        mov.u32 %r3, buf;
        add.s32 %r4, %r3, %r2;
        cp.async.ca.shared.global [%r4], [%rd4], 4;
        cp.async.commit_group;
        cp.async.ca.shared.global [%r4+128], [%rd4+128], 4;
        cp.async.commit_group;
        cp.async.wait_group 1;
        ld.shared.u32 %r5, [%r4];
        ld.shared.u32 %r6, [%r4+128];
        add.s64 %rd5, %rd2, %rd3;
        st.global.u32 [%rd5], %r5;
        st.global.u32 [%rd5+128], %r6;
        ret;
    }
    """
    emu = Emulator(PtxModule.parse(ptx))
    src = np.arange(64, dtype=np.uint32) + 7
    with pytest.raises(EmulatorError, match=r"before cp.async wait.*line \d+ `ld.shared.u32 %r6, \[%r4\+128\];`"):
        emu.launch("k", (1,), (32,), [emu.to_device(src), emu.alloc(src.nbytes)])
    emu = Emulator(PtxModule.parse(ptx), racecheck=False)  # to see what the pending copy leaves
    ds = emu.to_device(src)
    dd = emu.alloc(src.nbytes)
    emu.launch("k", (1,), (32,), [ds, dd])
    got = emu.from_device(dd, 64, np.uint32)
    np.testing.assert_array_equal(got[:32], src[:32])
    assert (got[32:] == 0).all()


def _bank_ptx(stride_words: int, vec: str = "", ty: str = "u32") -> str:
    regs = "{%r5, %r6, %r7, %r8}" if vec == ".v4" else ("{%r5, %r6}" if vec == ".v2" else "%r5")
    return HEADER + f"""
    .visible .entry k()
    {{
        .reg .b32 %r<10>;
        .shared .align 16 .b8 buf[16384];
        mov.u32 %r1, %tid.x;
        mul.lo.u32 %r2, %r1, {stride_words * 4};
        mov.u32 %r3, buf;
        add.s32 %r4, %r3, %r2;
        ld.shared{vec}.{ty} {regs}, [%r4];
        ret;
    }}
    """


@pytest.mark.parametrize("stride,vec,wavefronts", [
    (1, "", 1), (2, "", 2), (32, "", 32), (0, "", 1), (33, "", 1),
    (2, ".v2", 2), (4, ".v2", 4), (4, ".v4", 4), (8, ".v4", 8),
])
def test_shared_bank_conflicts(stride: int, vec: str, wavefronts: int) -> None:
    ptx = _bank_ptx(stride, vec)
    line = next(i for i, text in enumerate(ptx.split("\n"), 1) if "ld.shared" in text)
    emu = Emulator(PtxModule.parse(ptx), initcheck=False)  # the kernel only reads: banking, not values
    st = emu.launch("k", (1,), (64,), [])
    assert st.shared_accesses == 2
    assert st.shared_wavefronts == 2 * wavefronts
    ideal = {"": 1, ".v2": 2, ".v4": 4}[vec]
    assert st.shared_bank_conflicts == 2 * (wavefronts - ideal)
    if wavefronts > ideal:
        assert st.bank_conflicts_by_line == {line: 2 * (wavefronts - ideal)}
    else:
        assert st.bank_conflicts_by_line == {}


def test_global_sector_counting() -> None:
    ptx = HEADER + """
    .visible .entry k(.param .u64 p, .param .u32 stride)
    {
        .reg .b32 %r<4>; .reg .b64 %rd<4>;
        ld.param.u64 %rd1, [p];
        ld.param.u32 %r3, [stride];
        mov.u32 %r1, %tid.x;
        mul.wide.u32 %rd2, %r1, %r3;
        add.s64 %rd3, %rd1, %rd2;
        ld.global.u32 %r2, [%rd3];
        ret;
    }
    """
    emu = Emulator(PtxModule.parse(ptx))
    buf = emu.alloc(32 * 128)
    st = emu.launch("k", (1,), (32,), [buf, 4])
    assert (st.global_bytes, st.global_sectors) == (128, 4)
    st = emu.launch("k", (1,), (32,), [buf, 64])
    assert (st.global_bytes, st.global_sectors) == (128, 32)
    merged = st.merge(emu.launch("k", (1,), (32,), [buf, 4]))
    assert merged.global_sectors == 36
    assert any(label == "global sectors (32B)" for label, _ in merged.as_rows())


def test_global_loads_stores_and_atomics_are_counted_apart() -> None:
    ptx = HEADER + """
    .visible .entry k(.param .u64 p, .param .u64 q)
    {
        .reg .b32 %r<4>; .reg .b64 %rd<8>; .reg .b16 %h<2>;
        ld.param.u64 %rd1, [p];
        ld.param.u64 %rd2, [q];
        mov.u32 %r1, %tid.x;
        mul.wide.u32 %rd3, %r1, 4;
        add.s64 %rd4, %rd1, %rd3;
        ld.global.u32 %r2, [%rd4];
        mul.wide.u32 %rd5, %r1, 2;
        add.s64 %rd6, %rd2, %rd5;
        cvt.u16.u32 %h1, %r2;
        st.global.u16 [%rd6], %h1;
        atom.global.add.u32 %r3, [%rd1], 1;
        ret;
    }
    """
    emu = Emulator(PtxModule.parse(ptx))
    st = emu.launch("k", (1,), (32,), [emu.alloc(128), emu.alloc(64)])
    # 32 4-byte loads (4 sectors); 32 2-byte stores (2 sectors) and 32 4-byte atomics on one word
    # (1 sector), which leave their bytes behind: stores.
    assert (st.global_load_bytes, st.global_store_bytes) == (128, 64 + 128)
    assert (st.global_sectors, st.global_store_sectors) == (4 + 2 + 1, 2 + 1)
    merged = st.merge(emu.launch("k", (1,), (32,), [emu.alloc(128), emu.alloc(64)]))
    assert (merged.global_bytes, merged.global_store_bytes, merged.global_store_sectors) == (640, 384, 6)
    rows = dict(merged.as_rows())
    assert (rows["  global bytes loaded"], rows["  global bytes stored"]) == (256, 384)


def test_dram_sectors_count_each_sector_once_per_launch() -> None:
    """Every block loads the same 128-byte weight and stores its own 128 bytes: the requested
    bytes grow with the blocks, the DRAM figure (distinct sectors per launch) does not; a second
    launch touches the weight again (the model's L2 is empty at each launch)."""
    ptx = HEADER + """
    .visible .entry k(.param .u64 w, .param .u64 out)
    {
        .reg .b32 %r<4>; .reg .b64 %rd<8>;
        ld.param.u64 %rd1, [w];
        ld.param.u64 %rd2, [out];
        mov.u32 %r1, %tid.x;
        mul.wide.u32 %rd3, %r1, 4;
        add.s64 %rd4, %rd1, %rd3;
        ld.global.u32 %r2, [%rd4];
        ld.global.u32 %r2, [%rd4];
        mov.u32 %r3, %ctaid.x;
        mad.lo.u32 %r3, %r3, 32, %r1;
        mul.wide.u32 %rd5, %r3, 4;
        add.s64 %rd6, %rd2, %rd5;
        st.global.u32 [%rd6], %r2;
        ret;
    }
    """
    emu = Emulator(PtxModule.parse(ptx))
    weight, out = emu.alloc(128), emu.alloc(8 * 128)
    st = emu.launch("k", (8,), (32,), [weight, out])
    assert (st.global_load_bytes, st.global_store_bytes) == (8 * 2 * 128, 8 * 128)
    assert (st.dram_load_sectors, st.dram_store_sectors, st.dram_bytes) == (4, 32, 36 * 32)
    merged = st.merge(emu.launch("k", (8,), (32,), [weight, out]))
    assert (merged.dram_load_sectors, merged.dram_store_sectors) == (8, 64)
    rows = dict(merged.as_rows())
    assert (rows["  DRAM sectors loaded"], rows["  DRAM sectors stored"]) == (8, 64)


def test_sector_map_marks_accesses_across_sectors() -> None:
    from tirc.runtime.emulator.stats import SectorMap
    sectors = SectorMap(1024)
    sectors.mark(np.array([0, 4, 60], dtype=np.int64), 12, store=False)   # 60..71 straddles sectors 1 and 2
    sectors.mark(np.array([256], dtype=np.int64), 100, store=True)        # 256..355: sectors 8 to 11
    assert sectors.counts() == (3, 4)
    assert np.flatnonzero(sectors.stored).tolist() == [8, 9, 10, 11]


# ------------------------------------------------------------------------------------------
# Tensor cores via Triton-generated PTX (independent producer of ldmatrix/mma/cp.async code)
# ------------------------------------------------------------------------------------------

def _triton_matmul_ptx(dtype: str, out_dtype: str, bm: int, bn: int, bk: int, warps: int, stages: int) -> str:
    triton = pytest.importorskip("triton")
    tl = pytest.importorskip("triton.language")
    from triton.backends.compiler import GPUTarget

    @triton.jit
    def mm(a_ptr, b_ptr, c_ptr, M, N, K, sam, sbk, scm,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        pid = tl.program_id(0)
        npn = tl.cdiv(N, BN)
        rm = (pid // npn) * BM + tl.arange(0, BM)
        rn = (pid % npn) * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        a = a_ptr + rm[:, None] * sam + rk[None, :]
        b = b_ptr + rk[:, None] * sbk + rn[None, :]
        acc = tl.zeros((BM, BN), dtype=tl.float32 if c_ptr.dtype.element_ty != tl.int32 else tl.int32)
        for _ in range(0, K, BK):
            acc += tl.dot(tl.load(a), tl.load(b))
            a += BK
            b += BK * sbk
        tl.store(c_ptr + rm[:, None] * scm + rn[None, :], acc.to(c_ptr.dtype.element_ty))

    sig = {"a_ptr": f"*{dtype}", "b_ptr": f"*{dtype}", "c_ptr": f"*{out_dtype}", "M": "i32", "N": "i32",
           "K": "i32", "sam": "i32", "sbk": "i32", "scm": "i32",
           "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
    attrs = {(i,): [["tt.divisibility", 16]] for i in range(9)}
    src = triton.compiler.ASTSource(fn=mm, signature=sig, constexprs={"BM": bm, "BN": bn, "BK": bk}, attrs=attrs)
    k = triton.compile(src, target=GPUTarget("cuda", 80, 32), options={"num_warps": warps, "num_stages": stages})
    return k.asm["ptx"]


def _run_triton_mm(ptx: str, a: np.ndarray, b: np.ndarray, out_dtype: type, bm: int, bn: int,
                   warps: int) -> tuple[np.ndarray, object]:
    mod = PtxModule.parse(ptx)
    (name,) = mod.kernels
    emu = Emulator(mod)
    m, k = a.shape
    n = b.shape[1]
    da, db = emu.to_device(a), emu.to_device(b)
    dc = emu.alloc(m * n * np.dtype(out_dtype).itemsize)
    smem = 98304 if re.search(r"extern .shared .align \d+ .b8 global_smem", ptx) else 0
    nparams = len(mod.kernels[name].params)
    args = [da, db, dc, m, n, k, k, n, n] + [0] * (nparams - 9)
    st = emu.launch(name, ((m // bm) * (n // bn),), (32 * warps,), args, dynamic_smem=smem)
    return emu.from_device(dc, (m, n), out_dtype), st





@pytest.mark.parametrize("dtype,np_in,out_dtype,np_out,tol", [
    ("fp16", np.float16, "fp32", np.float32, 1e-4),
    ("bf16", None, "fp32", np.float32, 1e-4),
    ("fp32", np.float32, "fp32", np.float32, 2e-2),  # tf32 inputs
    ("i8", np.int8, "i32", np.int32, 0),
])
def test_triton_dot_all_tensor_core_types(dtype: str, np_in: type | None, out_dtype: str, np_out: type,
                                          tol: float) -> None:
    rng = np.random.default_rng(7)
    m = n = 64
    k = 64
    ptx = _triton_matmul_ptx(dtype, out_dtype, 32, 32, 32, 4, 2)
    if dtype == "bf16":
        af = rng.standard_normal((m, k)).astype(np.float32)
        bf = rng.standard_normal((k, n)).astype(np.float32)
        a = (af.view(np.uint32) >> 16).astype(np.uint16)
        b = (bf.view(np.uint32) >> 16).astype(np.uint16)
        ref = ((a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
               @ (b.astype(np.uint32) << 16).view(np.float32).astype(np.float64))
    elif dtype == "i8":
        a = rng.integers(-128, 128, (m, k)).astype(np.int8)
        b = rng.integers(-128, 128, (k, n)).astype(np.int8)
        ref = a.astype(np.int64) @ b.astype(np.int64)
    else:
        a = rng.standard_normal((m, k)).astype(np_in)
        b = rng.standard_normal((k, n)).astype(np_in)
        ref = a.astype(np.float64) @ b.astype(np.float64)
    c, st = _run_triton_mm(ptx, a, b, np_out, 32, 32, 4)
    assert st.tensor_core_instructions > 0
    if tol == 0:
        np.testing.assert_array_equal(c, ref)
    else:
        np.testing.assert_allclose(c, ref, rtol=tol, atol=tol * np.abs(ref).max())


def test_triton_fp16_gemm_pipeline_and_stats() -> None:
    ptx = _triton_matmul_ptx("fp16", "fp16", 64, 64, 32, 4, 3)
    assert "cp.async" in ptx and "ldmatrix" in ptx
    rng = np.random.default_rng(11)
    a = rng.standard_normal((128, 128)).astype(np.float16)
    b = rng.standard_normal((128, 128)).astype(np.float16)
    c, st = _run_triton_mm(ptx, a, b, np.float16, 64, 64, 4)
    ref = a.astype(np.float32) @ b.astype(np.float32)
    np.testing.assert_allclose(c.astype(np.float32), ref, rtol=2e-3, atol=2e-2)
    assert st.by_base()["mma"] == st.tensor_core_instructions > 0
    assert st.shared_accesses > 0 and st.global_sectors > 0


@pytest.mark.slow
def test_benchmark_triton_gemm_256() -> None:
    """The reference workload: 256^3 f16 GEMM, 128x128x32 tiles, 3-stage cp.async pipeline."""
    ptx = _triton_matmul_ptx("fp16", "fp16", 128, 128, 32, 4, 3)
    rng = np.random.default_rng(0)
    a = rng.standard_normal((256, 256)).astype(np.float16)
    b = rng.standard_normal((256, 256)).astype(np.float16)
    t0 = time.perf_counter()
    c, st = _run_triton_mm(ptx, a, b, np.float16, 128, 128, 4)
    wall = time.perf_counter() - t0
    ref = a.astype(np.float32) @ b.astype(np.float32)
    np.testing.assert_allclose(c.astype(np.float32), ref, rtol=2e-3, atol=5e-2)
    rate = st.warp_instructions / st.wall_seconds
    print(f"\nTriton GEMM 256^3: {wall:.2f}s wall, {st.warp_instructions} warp instructions, "
          f"{rate:,.0f} warp-instructions/s")
    assert wall < 30.0


SCOPED_LABELS = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry scoped(.param .u64 out)
{
    .reg .b64 %rd<2>;
    .reg .b32 %r<2>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.b32 %r1, 0;
    {
    .reg .pred P1;
    setp.eq.u32 P1, %r1, 0;
    @P1 bra.uni DONE;
    add.u32 %r1, %r1, 100;
    DONE:
    }
    add.u32 %r1, %r1, 1;
    {
    .reg .pred P1;
    setp.eq.u32 P1, %r1, 7;
    @P1 bra.uni DONE;
    add.u32 %r1, %r1, 10;
    DONE:
    }
    st.global.u32 [%rd1], %r1;
    ret;
}
"""


def test_labels_in_a_braced_block_are_its_own() -> None:
    """Inline assembly LLVM copies (an mbarrier wait loop per unrolled step) repeats its labels in
    each copy; a branch reaches the label of its own block: 0 -> skip +100 -> +1 -> +10 = 11."""
    emu = Emulator(PtxModule.parse(SCOPED_LABELS))
    out = emu.alloc(4)
    emu.launch("scoped", grid=1, block=1, args=[out])
    assert int(emu.from_device(out, (1,), np.uint32)[0]) == 11
