"""mbarrier phases, cp.async.bulk.tensor through host tensor maps, elect.sync and stmatrix in the emulator.

The TMA kernels copy one box of a 2-D f16 tensor into shared memory (completing an mbarrier's
transaction bytes), wait on the mbarrier's phase and copy the shared image out raw; the test
compares it with a numpy model of the box in shared memory: dense rows, out-of-bounds elements
zero, 16-byte chunk c of row r stored at chunk c XOR (r % 8) for 128-byte rows, (r // 2) % 4 for
64-byte rows and (r // 4) % 2 for 32-byte rows.
"""

from __future__ import annotations

import numpy as np
import pytest

from tirc.runtime.emulator import Emulator, EmulatorError, PtxModule, RaceError, TensorMap

ROWS, COLS = 20, 72  # the global tensor; its pitch is padded to 80 elements (160 bytes)
PITCH = 80


def tma_kernel(box_bytes: int, threads: int, parity: int = 0, waiting_warps: int | None = None,
               rank: int = 2) -> str:
    shared = max(box_bytes, 16 * threads)
    steps = -(-box_bytes // (16 * threads))
    # Thread t copies bytes [16 t, 16 t + 16) of each 16 * threads, within the box.
    copies = "\n".join(
        f"    setp.lt.u32 %p4, %r4, {box_bytes - j * 16 * threads};\n"
        f"    @%p4 ld.shared.v4.b32 {{%r10, %r11, %r12, %r13}}, [%r7+{j * 16 * threads}];\n"
        f"    @%p4 st.global.v4.b32 [%rd5+{j * 16 * threads}], {{%r10, %r11, %r12, %r13}};" for j in range(steps))
    skip = f"    setp.ge.u32 %p3, %r1, {32 * waiting_warps};\n    @%p3 bra DONE;\n" if waiting_warps is not None else ""
    coords = "%r5, %r6" if rank == 2 else "%r5, %r6, %r8"
    return f"""
.version 8.0
.target sm_90a
.address_size 64
.visible .entry tma(.param .align 64 .b8 tmap[128], .param .u64 pout, .param .u32 c0, .param .u32 c1,
                    .param .u32 c2)
{{
    .reg .b32 %r<20>;
    .reg .b64 %rd<10>;
    .reg .pred %p<5>;
    .shared .align 1024 .b8 smem[{shared}];
    .shared .align 8 .b64 bar;
    mov.u32 %r1, %tid.x;
    ld.param.u64 %rd3, [pout];
    ld.param.u32 %r5, [c0];
    ld.param.u32 %r6, [c1];
    ld.param.u32 %r8, [c2];
    mov.u64 %rd1, tmap;
    cvta.param.u64 %rd2, %rd1;
    mov.u32 %r2, smem;
    mov.u32 %r3, bar;
    setp.eq.u32 %p1, %r1, 0;
    @%p1 mbarrier.init.shared::cta.b64 [%r3], 1;
    bar.sync 0;
    @%p1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r3], {box_bytes};
    @%p1 cp.async.bulk.tensor.{rank}d.shared::cluster.global.mbarrier::complete_tx::bytes [%r2], [%rd2, {{{coords}}}], [%r3];
{skip}WAIT:
    mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r3], {parity};
    @!%p2 bra WAIT;
DONE:
    shl.b32 %r4, %r1, 4;
    add.s32 %r7, %r2, %r4;
    mul.wide.u32 %rd4, %r4, 1;
    add.s64 %rd5, %rd3, %rd4;
{copies}
    ret;
}}
"""


def expected_box(tensor: np.ndarray, c0: int, c1: int, box_cols: int, box_rows: int, swizzle: int) -> np.ndarray:
    """The shared image (bytes) of the box whose first element is tensor[c1, c0]."""
    box = np.zeros((box_rows, box_cols), dtype=np.float16)
    for r in range(box_rows):
        for c in range(box_cols):
            y, x = c1 + r, c0 + c
            if 0 <= y < ROWS and 0 <= x < COLS:
                box[r, c] = tensor[y, x]
    rows = box.view(np.uint8).reshape(box_rows, box_cols * 2 // 16, 16)
    if swizzle:
        xor_of_row = {128: lambda r: r % 8, 64: lambda r: (r // 2) % 4, 32: lambda r: (r // 4) % 2}[swizzle]
        out = np.zeros_like(rows)
        for r in range(box_rows):
            for c in range(rows.shape[1]):
                out[r, c ^ xor_of_row(r)] = rows[r, c]
        rows = out
    return rows.reshape(-1)


def run_tma(swizzle: int, c0: int, c1: int, threads: int = 32, **variant: int) -> tuple[np.ndarray, np.ndarray]:
    box_cols = swizzle // 2 if swizzle else 8
    box_rows = 8
    rng = np.random.default_rng(swizzle)
    tensor = np.full((ROWS, PITCH), np.inf, dtype=np.float16)  # the padding must never be read
    tensor[:, :COLS] = rng.integers(-100, 100, (ROWS, COLS)).astype(np.float16)
    emu = Emulator(PtxModule.parse(tma_kernel(box_rows * box_cols * 2, threads, **variant)))
    t_dev = emu.to_device(tensor)
    tmap = TensorMap(address=t_dev, elem_bytes=2, dims=(COLS, ROWS), strides=(PITCH * 2,), box=(box_cols, box_rows),
                     swizzle=swizzle)
    out_bytes = max(box_rows * box_cols * 2, 16 * threads)
    out = emu.alloc(out_bytes)
    emu.launch("tma", grid=1, block=threads, args=[tmap, out, c0, c1, 0])
    got = emu.from_device(out, (out_bytes,), np.uint8)[:box_rows * box_cols * 2]
    return got, expected_box(tensor, c0, c1, box_cols, box_rows, swizzle)


@pytest.mark.parametrize("swizzle", [0, 32, 64, 128], ids=["none", "32B", "64B", "128B"])
def test_tma_load_box_swizzle_and_out_of_bounds_zero_fill(swizzle: int) -> None:
    # The box hangs over the last rows and columns (and, at -8, before the first column).
    for c0, c1 in ((0, 0), (COLS - 8, ROWS - 4), (-8, 3)):
        got, want = run_tma(swizzle, c0, c1)
        np.testing.assert_array_equal(got, want, err_msg=f"box at ({c0}, {c1})")


def test_a_3d_box() -> None:
    # A [4, ROWS, COLS] tensor (planes 2 * ROWS * PITCH bytes apart); the 16 x 4 x 3 box at (40, 17, 2).
    rng = np.random.default_rng(3)
    tensor = rng.integers(-100, 100, (4, 2 * ROWS, PITCH)).astype(np.float16)
    emu = Emulator(PtxModule.parse(tma_kernel(16 * 4 * 3 * 2, 32, rank=3)))
    t_dev = emu.to_device(tensor)
    tmap = TensorMap(address=t_dev, elem_bytes=2, dims=(COLS, ROWS, 4), strides=(PITCH * 2, 2 * ROWS * PITCH * 2),
                     box=(16, 4, 3))
    out = emu.alloc(512)
    emu.launch("tma", grid=1, block=32, args=[tmap, out, 40, 17, 2])
    want = np.zeros((3, 4, 16), dtype=np.float16)
    for z in range(3):
        for y in range(4):
            for x in range(16):
                if 2 + z < 4 and 17 + y < ROWS:
                    want[z, y, x] = tensor[2 + z, 17 + y, 40 + x]
    np.testing.assert_array_equal(emu.from_device(out, (3, 4, 16), np.float16), want)


def test_two_warps_waiting_on_the_mbarrier_see_the_copy() -> None:
    got, want = run_tma(128, 8, 2, threads=64)
    np.testing.assert_array_equal(got, want)


def test_waiting_on_the_wrong_phase_is_a_deadlock() -> None:
    with pytest.raises(EmulatorError, match=r"deadlock in CTA \(0, 0, 0\): warp 0 waits at line \d+ "
                                            r"`mbarrier.try_wait.parity.* for the phase of parity 1 of the mbarrier"):
        run_tma(128, 0, 0, parity=1)


def test_reading_the_copy_without_waiting_races() -> None:
    with pytest.raises(RaceError, match=r"RAW.*ld.shared.v4.b32.*cp.async.bulk.tensor"):
        run_tma(128, 0, 0, threads=64, waiting_warps=1)


def test_tensor_map_checks_its_box() -> None:
    with pytest.raises(EmulatorError, match="exceeds the 64-byte swizzle"):
        TensorMap(address=0, elem_bytes=2, dims=(64, 64), strides=(128,), box=(64, 8), swizzle=64)


def small_kernel(body: str, regs: int = 8) -> str:
    return f"""
.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 pout)
{{
    .reg .b32 %r<{regs + 20}>;
    .reg .b64 %rd<10>;
    .reg .pred %p<5>;
    .shared .align 16 .b8 smem[1024];
    ld.param.u64 %rd1, [pout];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd2, %r1, 8;
    add.s64 %rd3, %rd1, %rd2;
{body}
    ret;
}}
"""


def test_elect_sync_picks_the_lowest_member_lane() -> None:
    body = """
    setp.ge.u32 %p1, %r1, 4;
    @%p1 elect.sync %r2|%p2, 0xfffffff0;
    selp.u32 %r3, 1, 0, %p2;
    @%p1 st.global.v2.b32 [%rd3], {%r2, %r3};
"""
    emu = Emulator(PtxModule.parse(small_kernel(body)))
    out = emu.alloc(32 * 8)
    emu.fill(out, 32 * 8, 0)
    emu.launch("k", grid=1, block=32, args=[out])
    got = emu.from_device(out, (32, 2), np.uint32)
    assert (got[4:, 0] == 4).all() and got[4, 1] == 1 and not got[5:, 1].any()


@pytest.mark.parametrize("trans", [False, True], ids=["plain", "trans"])
def test_stmatrix_writes_what_ldmatrix_reads(trans: bool) -> None:
    suffix = ".trans" if trans else ""
    # Lane l: register j = 1000 * j + 2 l (low half) and + 1 (high half); rows of matrix j at 128 j + 16 r.
    body = f"""
    mov.u32 %r2, smem;
    and.b32 %r3, %r1, 7;
    shr.u32 %r4, %r1, 3;
    shl.b32 %r5, %r3, 4;
    shl.b32 %r6, %r4, 7;
    add.s32 %r7, %r5, %r6;
    add.s32 %r8, %r2, %r7;
    shl.b32 %r9, %r1, 1;
    add.s32 %r10, %r9, 1;
    shl.b32 %r10, %r10, 16;
    or.b32 %r11, %r9, %r10;
    add.s32 %r12, %r11, 1000;
    add.s32 %r13, %r11, 2000;
    add.s32 %r14, %r11, 3000;
    stmatrix.sync.aligned.m8n8.x4{suffix}.shared.b16 [%r8], {{%r11, %r12, %r13, %r14}};
    bar.warp.sync -1;
    shl.b32 %r15, %r1, 4;
    add.s32 %r16, %r2, %r15;
    ld.shared.v4.b32 {{%r17, %r18, %r19, %r20}}, [%r16];
    mul.wide.u32 %rd4, %r1, 16;
    add.s64 %rd5, %rd1, %rd4;
    st.global.v4.b32 [%rd5], {{%r17, %r18, %r19, %r20}};
"""
    emu = Emulator(PtxModule.parse(small_kernel(body)))
    out = emu.alloc(512)
    emu.launch("k", grid=1, block=32, args=[out])
    got = emu.from_device(out, (4, 8, 8), np.uint16)
    lane = np.arange(32)
    for j in range(4):
        mat = np.zeros((8, 8), dtype=np.uint16)
        mat[lane // 4, 2 * (lane % 4)] = 2 * lane + 1000 * j
        mat[lane // 4, 2 * (lane % 4) + 1] = 2 * lane + 1
        np.testing.assert_array_equal(got[j], mat.T if trans else mat)


def tma_store_kernel(box_bytes: int, fence: bool = True, clobber: bool = False) -> str:
    """32 threads write the shared image (16 bytes each per step), then thread 0 stores the box."""
    steps = box_bytes // (16 * 32)
    fills = "\n".join(
        f"    ld.global.v4.b32 {{%r10, %r11, %r12, %r13}}, [%rd5+{j * 512}];\n"
        f"    st.shared.v4.b32 [%r7+{j * 512}], {{%r10, %r11, %r12, %r13}};" for j in range(steps))
    return f"""
.version 8.0
.target sm_90a
.address_size 64
.visible .entry store(.param .align 64 .b8 tmap[128], .param .u64 pin, .param .u32 c0, .param .u32 c1)
{{
    .reg .b32 %r<20>;
    .reg .b64 %rd<10>;
    .reg .pred %p<3>;
    .shared .align 1024 .b8 smem[{box_bytes}];
    mov.u32 %r1, %tid.x;
    ld.param.u64 %rd3, [pin];
    ld.param.u32 %r5, [c0];
    ld.param.u32 %r6, [c1];
    mov.u32 %r2, smem;
    shl.b32 %r4, %r1, 4;
    add.s32 %r7, %r2, %r4;
    mul.wide.u32 %rd4, %r4, 1;
    add.s64 %rd5, %rd3, %rd4;
{fills}
{"    fence.proxy.async.shared::cta;" if fence else ""}
    bar.sync 0;
    setp.eq.u32 %p1, %r1, 0;
    @%p1 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [tmap, {{%r5, %r6}}], [%r2];
    cp.async.bulk.commit_group;
{"    st.shared.b32 [%r7], %r10;" if clobber else ""}
    cp.async.bulk.wait_group.read 0;
    ret;
}}
"""


def run_tma_store(c0: int, c1: int, fence: bool = True, clobber: bool = False) -> tuple[np.ndarray, np.ndarray]:
    box_cols, box_rows = 64, 8
    rng = np.random.default_rng(5)
    box = rng.integers(-100, 100, (box_rows, box_cols)).astype(np.float16)
    # The shared image of the box under the 128-byte swizzle (chunk c of row r at c ^ r % 8).
    rows = box.view(np.uint8).reshape(box_rows, 8, 16)
    image = np.zeros_like(rows)
    for r in range(box_rows):
        for c in range(8):
            image[r, c ^ (r % 8)] = rows[r, c]
    emu = Emulator(PtxModule.parse(tma_store_kernel(image.size, fence, clobber)))
    tensor = np.full((ROWS, PITCH), -1.0, dtype=np.float16)
    t_dev = emu.to_device(tensor)
    tmap = TensorMap(address=t_dev, elem_bytes=2, dims=(COLS, ROWS), strides=(PITCH * 2,), box=(box_cols, box_rows),
                     swizzle=128)
    emu.launch("store", grid=1, block=32, args=[tmap, emu.to_device(image.reshape(-1)), c0, c1])
    want = tensor.copy()
    for r in range(box_rows):
        for c in range(box_cols):
            if 0 <= c1 + r < ROWS and 0 <= c0 + c < COLS:
                want[c1 + r, c0 + c] = box[r, c]
    return emu.from_device(t_dev, (ROWS, PITCH), np.float16), want


def test_tma_store_writes_the_box_and_skips_out_of_bounds() -> None:
    got, want = run_tma_store(COLS - 40, ROWS - 5)
    np.testing.assert_array_equal(got, want)


def test_tma_store_of_generic_writes_needs_fence_proxy_async() -> None:
    with pytest.raises(RaceError, match=r"proxy race.*cp.async.bulk.tensor.*st.shared.v4.b32.*no fence.proxy.async"):
        run_tma_store(0, 0, fence=False)


def test_overwriting_a_bulk_store_source_before_its_wait_races() -> None:
    with pytest.raises(RaceError, match=r"WAR.*st.shared.b32.*cp.async.bulk.tensor.* reads asynchronously, before the "
                                        r"cp.async.bulk.wait_group"):
        run_tma_store(0, 0, clobber=True)


def arrive_kernel(count: int, tx: bool) -> str:
    expect = "    @%p1 mbarrier.expect_tx.shared::cta.b64 [%r3], 16;\n" if tx else ""
    complete = "    @%p1 mbarrier.complete_tx.shared::cta.b64 [%r3], 16;\n" if tx else ""
    return small_kernel(f"""
    mov.u32 %r3, smem;
    setp.eq.u32 %p1, %r1, 0;
    @%p1 mbarrier.init.shared::cta.b64 [%r3], {count};
    bar.sync 0;
{expect}    mbarrier.arrive.shared::cta.b64 %rd4, [%r3];
    mbarrier.test_wait.parity.shared::cta.b64 %p2, [%r3], 0;
{complete}WAIT:
    mbarrier.try_wait.shared::cta.b64 %p3, [%r3], %rd4;
    @!%p3 bra WAIT;
    mbarrier.test_wait.parity.shared::cta.b64 %p4, [%r3], 0;
    selp.u32 %r4, 1, 0, %p2;
    selp.u32 %r5, 1, 0, %p4;
    st.global.v2.b32 [%rd3], {{%r4, %r5}};
""")


@pytest.mark.parametrize("tx", [False, True], ids=["arrivals", "arrivals_and_tx"])
def test_a_phase_completes_with_its_arrivals_and_transaction_bytes(tx: bool) -> None:
    emu = Emulator(PtxModule.parse(arrive_kernel(64, tx)))
    out = emu.alloc(64 * 8)
    emu.launch("k", grid=1, block=64, args=[out])
    got = emu.from_device(out, (64, 2), np.uint32)
    # Before complete_tx the phase is still open; after the wait parity 0 has completed.
    assert (got[:, 0] == (0 if tx else 1)).all() and (got[:, 1] == 1).all()


def test_a_missing_arrival_is_a_deadlock() -> None:
    emu = Emulator(PtxModule.parse(arrive_kernel(65, False)))
    with pytest.raises(EmulatorError, match=r"deadlock .*warps 0-1 wait at line \d+ `mbarrier.try_wait.shared::cta.b64"
                                            r".* phase 0 to complete .*1 of 65 arrivals"):
        emu.launch("k", grid=1, block=64, args=[emu.alloc(64 * 8)])


def test_launches_are_clusters_of_one_cta() -> None:
    # Every thread of CTA c writes (rank, ranks, cluster id, clusters) to row c.
    body = """
    mov.u32 %r2, %cluster_ctarank;
    mov.u32 %r3, %cluster_nctarank;
    mov.u32 %r4, %clusterid.x;
    mov.u32 %r5, %nclusterid.x;
    mul.wide.u32 %rd4, %r4, 16;
    add.s64 %rd5, %rd1, %rd4;
    st.global.v4.b32 [%rd5], {%r2, %r3, %r4, %r5};
"""
    emu = Emulator(PtxModule.parse(small_kernel(body)))
    out = emu.alloc(3 * 16)
    emu.launch("k", grid=3, block=32, args=[out])
    np.testing.assert_array_equal(emu.from_device(out, (3, 4), np.uint32), [[0, 1, c, 3] for c in range(3)])


def test_tma_copies_count_the_global_bytes_they_move() -> None:
    """The statistics count a TMA copy's in-bounds elements as global traffic, its sectors too;
    the out-of-bounds part of the box moves nothing."""
    emu = Emulator(PtxModule.parse(tma_kernel(8 * 8 * 2, 32)))
    tmap = TensorMap(address=emu.to_device(np.zeros((ROWS, PITCH), np.float16)), elem_bytes=2, dims=(COLS, ROWS),
                     strides=(PITCH * 2,), box=(8, 8))
    stats = emu.launch("tma", grid=1, block=32, args=[tmap, emu.alloc(512), COLS - 8, ROWS - 4, 0])
    # 4 of the box's 8 rows are inside: 4 rows of 16 bytes, each in one 32-byte sector (rows are
    # 160 bytes apart); then 8 threads copy the 128-byte shared image out with 16-byte stores.
    assert (stats.global_load_bytes, stats.global_sectors - stats.global_store_sectors) == (4 * 16, 4)
    assert (stats.global_store_bytes, stats.global_store_sectors) == (128, 4)

    store = Emulator(PtxModule.parse(tma_store_kernel(64 * 8 * 2, True, False)))
    tmap = TensorMap(address=store.to_device(np.zeros((ROWS, PITCH), np.float16)), elem_bytes=2, dims=(COLS, ROWS),
                     strides=(PITCH * 2,), box=(64, 8), swizzle=128)
    stats = store.launch("store", grid=1, block=32, args=[tmap, store.to_device(np.zeros(64 * 8, np.float16)),
                                                          COLS - 40, ROWS - 5])
    assert stats.global_store_bytes == 40 * 5 * 2   # 40 columns of 5 rows inside the tensor
