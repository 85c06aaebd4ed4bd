"""wgmma.mma_async in the emulator: matrix descriptors and swizzles against a numpy model of the
PTX ISA's shared-memory layouts, the accumulator layout, and the async checks (an accumulator read
before wgmma.wait_group, a missing wgmma.fence or fence.proxy.async, a write under an un-waited wgmma).

Each kernel is one warpgroup: it copies a host-built shared-memory image in (16 bytes per thread
and step), issues one m64nNk16 f16 wgmma on descriptors and stores every thread's raw accumulator
fragment, which the test maps back to D with the ISA's accumulator layout.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from tirc.runtime.emulator import Emulator, EmulatorError, PtxModule, RaceError
from tirc.runtime.emulator.instructions.wgmma import MatrixDescriptor, WgmmaError

K = 16
SWIZZLE_FIELD = {16: 0, 128: 1, 64: 2, 32: 3}


def k_major_image(mat: np.ndarray, width: int) -> tuple[bytes, int, int]:
    """(bytes, LBO, SBO) of an MN x K operand of 32 bytes per row (K = 16 f16, 8 tf32, 32 s8) stored
    K-major in the canonical layout.

    No swizzle: core matrices of 8 rows x 16 bytes, K neighbours LBO = 128 bytes apart, groups of
    8 rows SBO = 256 bytes apart.  Swizzled (width W): row r at r * W within groups of 8 rows
    (SBO = 8W), its 16-byte chunk c stored at chunk c XOR the row's address bits from bit 7 on
    (W=128: r % 8; 64: (r % 8) >> 1; 32: (r % 8) >> 2).
    """
    mn = mat.shape[0]
    raw = np.ascontiguousarray(mat).view(np.uint8).reshape(mn, 32)
    if width == 16:
        img = np.zeros(mn // 8 * 256, dtype=np.uint8)
        for r in range(mn):
            for c in range(2):
                at = (r // 8) * 256 + c * 128 + (r % 8) * 16
                img[at:at + 16] = raw[r, c * 16:(c + 1) * 16]
        return img.tobytes(), 128, 256
    img = np.zeros(mn * width, dtype=np.uint8)
    shift = {128: 0, 64: 1, 32: 2}[width]
    for r in range(mn):
        for c in range(2):
            chunk = c ^ ((r % 8) >> shift)
            at = r * width + chunk * 16
            img[at:at + 16] = raw[r, c * 16:(c + 1) * 16]
    return img.tobytes(), 16, 8 * width


def mn_major_image(mat: np.ndarray, width: int) -> tuple[bytes, int, int]:
    """(bytes, LBO, SBO) of an MN x 16 f16 operand stored MN-major ("transposed").

    Swizzled (width W, W/2 MN elements per row): K row k of an atom at (k % 8) * W, atoms of 8 K
    rows SBO = 8W apart, blocks of W/2 MN elements LBO apart; 16-byte chunks XOR as for K-major.
    No swizzle: core matrices of 8 MN elements x 8 K rows (16 bytes per K row), MN neighbours
    SBO apart and K neighbours LBO apart.
    """
    mn = mat.shape[0]
    col = np.ascontiguousarray(mat.T)  # [K, MN]: MN contiguous
    raw = col.view(np.uint8).reshape(K, mn * 2)
    if width == 16:
        lbo, sbo = 128, 256
        img = np.zeros(2 * lbo + (mn // 8) * sbo, dtype=np.uint8)
        for k in range(K):
            for b in range(mn // 8):
                at = (k // 8) * lbo + b * sbo + (k % 8) * 16
                img[at:at + 16] = raw[k, b * 16:(b + 1) * 16]
        return img.tobytes(), lbo, sbo
    per_row = width // 2
    blocks = mn // per_row
    lbo, sbo = 2 * 8 * width, 8 * width
    img = np.zeros(blocks * lbo, dtype=np.uint8)
    shift = {128: 0, 64: 1, 32: 2}[width]
    for k in range(K):
        for b in range(blocks):
            for c in range(width // 16):
                chunk = c ^ ((k % 8) >> shift)
                at = b * lbo + (k // 8) * sbo + (k % 8) * width + chunk * 16
                src = b * width + c * 16
                img[at:at + 16] = raw[k, src:src + 16]
    return img.tobytes(), lbo, sbo


def accumulator(frag: np.ndarray, n: int) -> np.ndarray:
    """Per-thread fragments [128, n/2] -> D [64, n] (ISA: wgmma D layout, like mma.sync C per warp)."""
    d = np.zeros((64, n), dtype=frag.dtype)
    for t in range(128):
        lane = t % 32
        for e in range(n // 2):
            row = 16 * (t // 32) + lane // 4 + 8 * ((e % 4) >= 2)
            col = 8 * (e // 4) + 2 * (lane % 4) + e % 2
            d[row, col] = frag[t, e]
    return d


# Input kind -> (PTX types of the instruction, K, numpy type of the inputs, accumulator numpy type).
KINDS = {"f16": ("f32.f16.f16", 16, np.float16, np.float32), "bf16": ("f32.bf16.bf16", 16, None, np.float32),
         "tf32": ("f32.tf32.tf32", 8, np.float32, np.float32), "s8": ("s32.s8.s8", 32, np.int8, np.int32),
         "f16acc": ("f16.f16.f16", 16, np.float16, np.float16),
         "e4m3": ("f32.e4m3.e4m3", 32, None, np.float32), "e5m2": ("f32.e5m2.e5m2", 32, None, np.float32),
         "e4m3e5m2": ("f32.e4m3.e5m2", 32, None, np.float32)}
# The 8-bit float kinds: (A's format, B's format) as ml_dtypes names them.
FP8 = {"e4m3": ("float8_e4m3fn", "float8_e4m3fn"), "e5m2": ("float8_e5m2", "float8_e5m2"),
       "e4m3e5m2": ("float8_e4m3fn", "float8_e5m2")}


def wgmma_kernel(n: int, image_bytes: int, b_offset: int, desc_a: int, desc_b: int, trans_b: int, *,
                 kind: str = "f16", a_regs: int = 0, scale_a: int = 1, proxy_fence: bool = True,
                 wgmma_fence: bool = True, early_read: bool = False, write_before_wait: bool = False,
                 wait: bool = True, touch_after_fence: bool = False) -> str:
    """One warpgroup: copy the image to shared memory, one wgmma (A from `a_regs` registers per thread
    loaded from the A-fragment buffer when nonzero), store every thread's accumulator fragment."""
    types, k, _, _ = KINDS[kind]
    steps = -(-image_bytes // 2048)
    copies = "\n".join(
        f"    ld.global.v4.b32 {{%r10, %r11, %r12, %r13}}, [%rd5+{j * 2048}];\n"
        f"    st.shared.v4.b32 [%r4+{j * 2048}], {{%r10, %r11, %r12, %r13}};" for j in range(steps))
    d_count = n // 4 if kind == "f16acc" else n // 2  # f16 accumulators: two per register
    d_regs = ", ".join(f"%d{i}" for i in range(d_count))
    stores = "\n".join(f"    st.global.b32 [%rd10+{4 * i}], %d{i};" for i in range(d_count)) if wait else ""
    early = "    st.global.b32 [%rd10], %d0;\n" if early_read else ""
    clobber = "    st.shared.b32 [%r4], %r10;\n" if write_before_wait else ""
    load_a = ""
    if a_regs:
        regs = ", ".join(f"%a{i}" for i in range(a_regs))
        load_a = (f"    mul.wide.u32 %rd11, %r1, {4 * a_regs};\n    add.s64 %rd12, %rd13, %rd11;\n"
                  + "\n".join(f"    ld.global.b32 %a{i}, [%rd12+{4 * i}];" for i in range(a_regs)))
        a_operand = f"{{{regs}}}"
    else:
        a_operand = "%rd7"
    if kind == "s8":
        imms = ""
    elif kind == "tf32" or kind in FP8:
        imms = f", {scale_a}, 1"
    else:
        imms = f", {scale_a}, 1, {trans_b}" if a_regs else f", {scale_a}, 1, 0, {trans_b}"
    return f"""
.version 8.0
.target sm_90a
.address_size 64
.visible .entry wg(.param .u64 pimg, .param .u64 pd, .param .u64 pa)
{{
    .reg .b32 %r<20>;
    .reg .b32 %a<8>;
    .reg .b64 %rd<20>;
    .reg .b32 %d<140>;
    .shared .align 1024 .b8 smem[{steps * 2048}];
    ld.param.u64 %rd1, [pimg];
    ld.param.u64 %rd3, [pd];
    ld.param.u64 %rd13, [pa];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd4, %r1, 16;
    add.s64 %rd5, %rd1, %rd4;
    mov.u32 %r2, smem;
    shl.b32 %r3, %r1, 4;
    add.s32 %r4, %r2, %r3;
{copies}
{load_a}
    bar.sync 0;
{"    fence.proxy.async.shared::cta;" if proxy_fence else ""}
    cvt.u64.u32 %rd6, %r2;
    shr.u64 %rd6, %rd6, 4;
    or.b64 %rd7, %rd6, {desc_a};
    add.s64 %rd8, %rd6, {b_offset >> 4};
    or.b64 %rd8, %rd8, {desc_b};
    mul.wide.u32 %rd9, %r1, {4 * d_count};
    add.s64 %rd10, %rd3, %rd9;
{"    wgmma.fence.sync.aligned;" if wgmma_fence else ""}
{"    mov.b32 %d0, 0;" if touch_after_fence else ""}
    wgmma.mma_async.sync.aligned.m64n{n}k{k}.{types} {{{d_regs}}}, {a_operand}, %rd8, 0{imms};
    wgmma.commit_group.sync.aligned;
{early}{clobber}{"    wgmma.wait_group.sync.aligned 0;" if wait else ""}
{stores}
    ret;
}}
"""


def inputs(kind: str, rows: int, k: int, rng: np.random.Generator, operand: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """(values as float64/int64, their bytes as the kernel reads them [rows, k * size]) of operand 0 (A) or 1 (B)."""
    if kind in FP8:
        # Every e4m3 and e5m2 value from -448 to 448 (NaN and e5m2's larger values left out): the
        # products span 2^-34 to 2^17, so the sums of 32 show any product the emulator rounds.
        codes = np.arange(256, dtype=np.uint8).view(getattr(ml_dtypes, FP8[kind][operand]))
        values = codes.astype(np.float64)
        values = values[np.isfinite(values) & (np.abs(values) <= 448)]
        v = rng.choice(values, (rows, k)).astype(codes.dtype)
        return v.astype(np.float64), v.view(np.uint8)
    if kind == "s8":
        v = rng.integers(-100, 100, (rows, k)).astype(np.int8)
        return v.astype(np.int64), v
    v = (rng.integers(-8, 9, (rows, k)) / 8).astype(np.float32)
    if kind in ("f16", "f16acc"):
        return v.astype(np.float64), v.astype(np.float16)
    if kind == "bf16":
        return v.astype(np.float64), (v.view(np.uint32) >> 16).astype(np.uint16)
    return v.astype(np.float64), v


def a_fragments(a_bytes: np.ndarray, kind: str) -> np.ndarray:
    """Per thread, the A registers of wgmma's register operand: each warp w holds rows 16w..16w+15 in
    the mma.sync m16n8k{16,8,32} A fragment layout (PTX ISA), elements packed from the low bits."""
    elem = a_bytes.dtype.itemsize
    out = []
    for t in range(128):
        w, lane = t // 32, t % 32
        g, q = lane >> 2, lane & 3
        if kind in ("f16", "bf16", "f16acc"):
            cells = [(g + 8 * ((i >> 1) & 1), 2 * q + (i & 1) + 8 * (i >= 4)) for i in range(8)]
        elif kind == "tf32":
            cells = [(g + 8 * (i & 1), q + 4 * (i >= 2)) for i in range(4)]
        else:
            cells = [(g + 8 * ((i >> 2) & 1), 4 * q + (i & 3) + 16 * (i >= 8)) for i in range(16)]
        out.append(np.array([a_bytes[16 * w + r, c] for r, c in cells], dtype=a_bytes.dtype))
    frag = np.stack(out)
    return frag.view(np.uint32).reshape(128, -1) if elem < 4 else frag.view(np.uint32)


def run_wgmma(width_a: int, width_b: int, n: int, trans_b: bool, seed: int = 0, kind: str = "f16",
              a_from_registers: bool = False, **variant: int) -> None:
    _, k, _, acc = KINDS[kind]
    rng = np.random.default_rng(seed)
    a, a_bytes = inputs(kind, 64, k, rng)
    b, b_bytes = inputs(kind, n, k, rng, operand=1)  # B as N x K
    img_a, lbo_a, sbo_a = k_major_image(a_bytes, width_a)
    img_b, lbo_b, sbo_b = (mn_major_image if trans_b else k_major_image)(b_bytes, width_b)
    b_offset = -(-len(img_a) // 1024) * 1024  # swizzle patterns repeat at most every 1024 bytes
    image = np.zeros(b_offset + len(img_b), dtype=np.uint8)
    image[:len(img_a)] = np.frombuffer(img_a, np.uint8)
    image[b_offset:] = np.frombuffer(img_b, np.uint8)
    image = np.concatenate([image, np.zeros(-image.size % 2048, np.uint8)])
    desc_a = MatrixDescriptor(0, lbo_a, sbo_a, 0, width_a).encode()
    desc_b = MatrixDescriptor(0, lbo_b, sbo_b, 0, width_b).encode()
    frags = a_fragments(a_bytes, kind) if a_from_registers else np.zeros((128, 1), np.uint32)
    ptx = wgmma_kernel(n, image.size, b_offset, desc_a, desc_b, int(trans_b), kind=kind,
                       a_regs=frags.shape[1] if a_from_registers else 0, **variant)
    emu = Emulator(PtxModule.parse(ptx))
    img_dev = emu.to_device(image)
    d_dev = emu.alloc(128 * n * 2)
    a_dev = emu.to_device(frags)
    emu.launch("wg", grid=1, block=128, args=[img_dev, d_dev, a_dev])
    got = accumulator(emu.from_device(d_dev, (128, n // 2), acc), n)
    want = (a @ b.T) * variant.get("scale_a", 1)
    np.testing.assert_array_equal(got, want.astype(acc))


def test_descriptor_fields_round_trip() -> None:
    desc = MatrixDescriptor(start=0x1230, leading=8192, stride=1024, base_offset=0, swizzle=128)
    value = desc.encode()
    assert value == (0x123 | (512 << 16) | (64 << 32) | (1 << 62))
    assert MatrixDescriptor.decode(value) == desc
    assert MatrixDescriptor.decode(3 << 62).swizzle == 32 and MatrixDescriptor.decode(2 << 62).swizzle == 64


@pytest.mark.parametrize("width", [16, 32, 64, 128], ids=["none", "32B", "64B", "128B"])
def test_k_major_operands_per_swizzle_mode(width: int) -> None:
    run_wgmma(width, width, 8, trans_b=False, seed=width)


@pytest.mark.parametrize("width", [16, 32, 64, 128], ids=["none", "32B", "64B", "128B"])
def test_mn_major_b_per_swizzle_mode(width: int) -> None:
    run_wgmma(128, width, 64, trans_b=True, seed=width + 1)


def test_wide_n() -> None:
    run_wgmma(128, 128, 256, trans_b=False, seed=7)


@pytest.mark.parametrize("kind", ["bf16", "tf32", "s8"])
def test_other_input_types(kind: str) -> None:
    run_wgmma(128, 64, 16, trans_b=False, seed=11, kind=kind)


@pytest.mark.parametrize("kind", ["f16", "tf32", "s8"])
def test_a_from_registers(kind: str) -> None:
    run_wgmma(128, 128, 24 if kind != "s8" else 16, trans_b=False, seed=13, kind=kind, a_from_registers=True)


@pytest.mark.parametrize("kind", ["e4m3", "e5m2", "e4m3e5m2"])
def test_fp8_inputs(kind: str) -> None:
    run_wgmma(128, 128, 24, trans_b=False, seed=23, kind=kind)


def test_fp8_a_from_registers() -> None:
    run_wgmma(128, 128, 32, trans_b=False, seed=29, kind="e4m3", a_from_registers=True)


def test_f16_accumulator() -> None:
    run_wgmma(128, 128, 16, trans_b=False, seed=19, kind="f16acc")


def test_a_cta_ending_with_a_wgmma_in_flight_is_an_error() -> None:
    with pytest.raises(WgmmaError, match=r"ended with 1 wgmma.mma_async not waited for, the first at line \d+ "
                                         r"`wgmma.mma_async"):
        run_wgmma(128, 128, 8, trans_b=False, wait=False)


def test_negated_a() -> None:
    run_wgmma(32, 128, 8, trans_b=False, seed=17, scale_a=-1)


def test_reading_the_accumulator_before_the_wait_is_an_error() -> None:
    with pytest.raises(WgmmaError, match=r"accumulator register of line \d+ `wgmma.mma_async.*before the "
                                         r"wgmma.wait_group"):
        run_wgmma(128, 128, 8, trans_b=False, early_read=True)


def test_wgmma_without_wgmma_fence_is_an_error() -> None:
    with pytest.raises(WgmmaError, match="before any wgmma.fence"):
        run_wgmma(128, 128, 8, trans_b=False, wgmma_fence=False)


def test_an_accumulator_write_between_wgmma_fence_and_wgmma_is_an_error() -> None:
    with pytest.raises(WgmmaError, match=r"wgmma.mma_async after line \d+ `mov.b32 %d0, 0;` accessed wgmma registers, "
                                         r"with no wgmma.fence between them"):
        run_wgmma(128, 128, 8, trans_b=False, touch_after_fence=True)


def test_generic_stores_read_by_wgmma_need_fence_proxy_async() -> None:
    with pytest.raises(RaceError, match=r"proxy race .*st.shared.v4.b32.* no fence.proxy.async"):
        run_wgmma(128, 128, 8, trans_b=False, proxy_fence=False)


def test_writing_shared_memory_an_unwaited_wgmma_reads_races() -> None:
    with pytest.raises(RaceError, match=r"WAR.*st.shared.b32.*reads asynchronously, before the wgmma.wait_group"):
        run_wgmma(128, 128, 8, trans_b=False, write_before_wait=True)


def test_a_partial_warpgroup_is_rejected() -> None:
    ptx = wgmma_kernel(8, 2048, 1024, 0, 0, 0)
    emu = Emulator(PtxModule.parse(ptx))
    with pytest.raises(EmulatorError, match="whole warpgroups"):
        emu.launch("wg", grid=1, block=64, args=[emu.alloc(4096), emu.alloc(4096), emu.alloc(4096)])


def test_random_warp_order_is_refused_for_wgmma() -> None:
    ptx = wgmma_kernel(8, 2048, 1024, MatrixDescriptor(0, 16, 1024, 0, 128).encode(),
                       MatrixDescriptor(0, 16, 1024, 0, 128).encode(), 0)
    emu = Emulator(PtxModule.parse(ptx), warp_order="random")
    with pytest.raises(EmulatorError, match="lockstep warp order"):
        emu.launch("wg", grid=1, block=128, args=[emu.alloc(4096), emu.alloc(4096), emu.alloc(4096)])


def test_a_base_offset_that_does_not_match_the_start_is_refused() -> None:
    # A starts one 128-byte row into the 1024-byte pattern (phase 1), but the base offset says 0.
    ptx = wgmma_kernel(8, 4096, 2048, MatrixDescriptor(128, 16, 1024, 0, 128).encode(),
                       MatrixDescriptor(0, 16, 1024, 0, 128).encode(), 0)
    emu = Emulator(PtxModule.parse(ptx))
    with pytest.raises(EmulatorError, match="base offset 0 with a start address at pattern phase 1"):
        emu.launch("wg", grid=1, block=128, args=[emu.alloc(4096), emu.alloc(4096), emu.alloc(4096)])
