"""The emulator's checks: shared-memory races, reads of memory and registers nothing wrote,
barrier deadlocks, runaway loops, memory budgets and the random warp order.

The kernels that must race are real ones with barriers taken out (tirc's own Tensor Core GEMM,
one variant per barrier, and Triton's pipelined matmul), plus small hand-written PTX for each
rule; the same kernels with their barriers must report nothing.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest
import yaml
from click.testing import CliRunner

from tirc.cli import main
from tirc.runtime import emulate
from tirc.runtime.emulator import Emulator, EmulatorError, PtxModule, RaceError, UninitializedRead

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# tirc's f16 Tensor Core GEMM, pinned to two schedules: the 3-stage pipeline with a K loop (the
# 4096^3 schedule) and a 2-stage one that the compiler unrolls, so every barrier kind appears.
SCHEDULES = {
    "pipelined_loop": ({"M": 128, "N": 128, "K": 128},
                       {"tile": [128, 128, 32], "warps": [2, 2], "stages": 3, "mma": "m16n8k16"}),
    "unrolled": ({"M": 64, "N": 64, "K": 64}, {"tile": [64, 64, 32], "warps": [2, 2], "stages": 2, "mma": "m16n8k16"}),
}


@dataclass(frozen=True)
class Gemm:
    ptx: str
    kernel: str
    grid: tuple[int, ...]
    block: tuple[int, ...]
    shared: int
    m: int
    n: int
    k: int

    def barrier_lines(self) -> list[int]:
        return [i for i, text in enumerate(self.ptx.split("\n")) if re.match(r"\s*bar\.sync\b", text)]

    def without_lines(self, lines: list[int]) -> str:
        rows = self.ptx.split("\n")
        for i in lines:
            rows[i] = "\t// barrier removed"
        return "\n".join(rows)


def compile_tirc_gemm(folder: Path, name: str) -> Gemm:
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.ptx import combine_ptx

    shape, schedule = SCHEDULES[name]
    spec = folder / f"{name}.yaml"
    spec.write_text(yaml.safe_dump({"kernels": [{"name": "gemm", "op": "matmul", "shape": shape, "schedule": schedule,
                                                 "dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}}]}))
    result = compile_input(str(spec), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    (launch,) = [s for f in result.manifest["functions"] for s in f["steps"] if s["op"] == "launch"]
    return Gemm(combine_ptx(result.ptx), launch["kernel"], tuple(launch["grid"]), tuple(launch["block"]),
                int(launch["dynamic_shared_memory"]), shape["M"], shape["N"], shape["K"])


@pytest.fixture(scope="module", params=list(SCHEDULES))
def tirc_gemm(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Gemm:
    return compile_tirc_gemm(tmp_path_factory.mktemp("gemm"), request.param)


def run_gemm(gemm: Gemm, ptx: str | None = None, **checks: object) -> tuple[np.ndarray, np.ndarray, object]:
    """(C, float64 reference, stats) of one launch of the GEMM."""
    rng = np.random.default_rng(7)
    a = rng.uniform(-1, 1, (gemm.m, gemm.k)).astype(np.float16)
    b = rng.uniform(-1, 1, (gemm.k, gemm.n)).astype(np.float16)
    emu = Emulator(PtxModule.parse(ptx or gemm.ptx), **checks)  # type: ignore[arg-type]
    c = emu.alloc(gemm.m * gemm.n * 2)
    emu.fill(c, gemm.m * gemm.n * 2, 0xFF)
    stats = emu.launch(gemm.kernel, gemm.grid, gemm.block, [emu.to_device(a), emu.to_device(b), c], gemm.shared)
    got = emu.from_device(c, (gemm.m, gemm.n), np.float16).astype(np.float64)
    return got, a.astype(np.float64) @ b.astype(np.float64), stats


def close(got: np.ndarray, want: np.ndarray, k: int) -> bool:
    return bool(np.all(np.abs(got - want) <= 2e-3 * np.abs(want) + 1e-3 * np.sqrt(k)))


# -- real kernels ---------------------------------------------------------------------------------

def test_tirc_gemm_reports_nothing(tirc_gemm: Gemm) -> None:
    got, want, stats = run_gemm(tirc_gemm)
    assert close(got, want, tirc_gemm.k)
    assert stats.warnings == []  # type: ignore[attr-defined]


def test_tirc_gemm_needs_every_barrier(tirc_gemm: Gemm) -> None:
    lines = tirc_gemm.barrier_lines()
    assert len(lines) >= 3, "the GEMM should stage through shared memory with barriers"
    for line in lines:
        with pytest.raises(RaceError) as caught:
            run_gemm(tirc_gemm, tirc_gemm.without_lines([line]))
        message = str(caught.value)
        # The kind, both PTX lines (number and text), both warps and threads, the shared address.
        assert re.search(r"race \((RAW|WAR|WAW)\)", message), message
        assert len(re.findall(r"line \d+ `[^`]+`", message)) == 2, message
        assert len(re.findall(r"warp \d+ \(tid=\(\d+, \d+, \d+\)\)", message)) == 2, message
        assert re.search(r"shared address 0x[0-9a-f]+ \(offset 0x[0-9a-f]+", message), message


def test_random_warp_order_keeps_a_correct_kernel_correct(tirc_gemm: Gemm) -> None:
    for seed in (1, 2):
        got, want, _ = run_gemm(tirc_gemm, warp_order="random", seed=seed)
        assert close(got, want, tirc_gemm.k)


def test_random_warp_order_shows_a_missing_barrier_as_wrong_numbers(tirc_gemm: Gemm) -> None:
    broken = tirc_gemm.without_lines(tirc_gemm.barrier_lines())
    # Lockstep hides the bug: every warp finishes each step before any warp starts the next.
    got, want, _ = run_gemm(tirc_gemm, broken, racecheck=False, initcheck=False)
    assert close(got, want, tirc_gemm.k)
    got, want, _ = run_gemm(tirc_gemm, broken, racecheck=False, initcheck=False, warp_order="random", seed=1)
    assert not close(got, want, tirc_gemm.k)


def test_cli_reports_the_race_and_exits_1(tirc_gemm: Gemm, tmp_path: Path) -> None:
    lines = tirc_gemm.barrier_lines()
    path = tmp_path / "gemm.ptx"
    path.write_text(tirc_gemm.without_lines(lines[:1]))
    args = ["run", str(path), "--emulate", "--kernel", tirc_gemm.kernel,
            "--grid", ",".join(map(str, tirc_gemm.grid)), "--block", ",".join(map(str, tirc_gemm.block)),
            "--dynamic-smem", str(tirc_gemm.shared),
            "--args", f"f16[{tirc_gemm.m},{tirc_gemm.k}],f16[{tirc_gemm.k},{tirc_gemm.n}],"
                      f"out:f16[{tirc_gemm.m},{tirc_gemm.n}]"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    assert re.search(r"error: emulation failed: shared-memory race \(\w+\) .*line \d+ .*line \d+", result.output)
    assert "Traceback" not in result.output
    result = CliRunner().invoke(main, args + ["--no-racecheck"])
    assert result.exit_code == 0, result.output


def test_triton_pipelined_matmul_without_barriers_races(tmp_path_factory: pytest.TempPathFactory) -> None:
    pytest.importorskip("triton")
    from bench.triton_gemm import NUM_STAGES, compile_gemm, run_gemm as run_triton

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TRITON_CACHE_DIR", str(tmp_path_factory.mktemp("triton_cache")))
        gemm = compile_gemm(divisible_by_16=True)
    assert NUM_STAGES == 3 and "cp.async.wait_group" in gemm.ptx
    c, want, stats, _ = run_triton(gemm, 128, 128, 128, seed=3)
    assert close(c.astype(np.float64), want, 128) and stats.warnings == []  # type: ignore[attr-defined]
    stripped = re.sub(r"^\s*bar\.sync\s+0;\s*$", "\t// barrier removed", gemm.ptx, flags=re.M)
    assert stripped != gemm.ptx
    with pytest.raises(RaceError, match=r"line \d+ .*line \d+"):
        run_triton(type(gemm)(stripped, gemm.name, gemm.shared, gemm.num_params), 128, 128, 128, seed=3)


# -- the rules, on small hand-written kernels ------------------------------------------------------

def kernel(body: str, regs: str = "", shared: int = 1024) -> str:
    return HEADER + f"""
.visible .entry k(.param .u64 out)
{{
    .reg .pred %p<8>;
    .reg .b32 %r<32>;
    .reg .b64 %rd<8>;
    {regs}
    .shared .align 16 .b8 buf[{shared}];
    mov.u32 %r1, %tid.x;
    shl.b32 %r2, %r1, 2;
    mov.u32 %r3, buf;
    add.u32 %r4, %r3, %r2;
{body}
    ret;
}}
"""


def launch(ptx: str, threads: int = 64, **checks: object) -> tuple[np.ndarray, object]:
    emu = Emulator(PtxModule.parse(ptx), **checks)  # type: ignore[arg-type]
    out = emu.alloc(4 * threads)
    emu.fill(out, 4 * threads, 0)
    stats = emu.launch("k", (1,), (threads,), [out])
    return emu.from_device(out, threads, np.uint32), stats


STORE_OUT = """
    ld.param.u64 %rd1, [out];
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r10;
"""

# Every thread writes its word, then reads its neighbour's word in the other warp (tid ^ 32).
EXCHANGE = """
    st.shared.u32 [%r4], %r1;
    {barrier}
    xor.b32 %r5, %r2, 128;
    add.u32 %r6, %r3, %r5;
    ld.shared.u32 %r10, [%r6];
""" + STORE_OUT


def test_exchange_through_shared_memory_needs_a_barrier() -> None:
    out, _ = launch(kernel(EXCHANGE.format(barrier="bar.sync 0;")))
    np.testing.assert_array_equal(out, np.arange(64) ^ 32)
    with pytest.raises(RaceError, match=r"race \(RAW\).*ld\.shared.*warp 0 \(tid=\(0, 0, 0\)\).*"
                                        r"offset 0x80 .*warp 1 \(tid=\(32, 0, 0\)\).*st\.shared"):
        launch(kernel(EXCHANGE.format(barrier="")))


def test_write_after_read_without_barrier_races() -> None:
    body = """
    st.shared.u32 [%r4], %r1;
    bar.sync 0;
    xor.b32 %r5, %r2, 128;
    add.u32 %r6, %r3, %r5;
    ld.shared.u32 %r10, [%r6];
    {barrier}
    st.shared.u32 [%r4], %r10;
""" + STORE_OUT
    launch(kernel(body.format(barrier="bar.sync 0;")))
    with pytest.raises(RaceError, match=r"race \(WAR\).*st\.shared.*which warp 1 .* read at line \d+ `ld\.shared"):
        launch(kernel(body.format(barrier="")))


def test_two_warps_writing_one_byte_in_one_instruction_race() -> None:
    body = """
    and.b32 %r5, %r2, 127;
    add.u32 %r6, %r3, %r5;
    st.shared.u32 [%r6], %r1;
""" + "    mov.u32 %r10, 0;\n" + STORE_OUT
    with pytest.raises(RaceError, match=r"race \(WAW\).*in the same instruction"):
        launch(kernel(body))


def test_races_are_tracked_per_byte() -> None:
    # Warp 0 writes byte 0 of each word and warp 1 byte 1 of the same words: no byte is shared.
    body = """
    and.b32 %r5, %r2, 127;
    shr.u32 %r7, %r1, 5;
    add.u32 %r6, %r3, %r5;
    add.u32 %r6, %r6, %r7;
    st.shared.u8 [%r6], %r1;
    {read}
""" + "    mov.u32 %r10, 0;\n" + STORE_OUT
    launch(kernel(body.format(read="")))
    with pytest.raises(RaceError, match=r"race \(RAW\).*ld\.shared\.u16"):
        launch(kernel(body.format(read="sub.u32 %r8, %r6, %r7;\n    ld.shared.u16 %r9, [%r8];")))


def test_named_barriers_order_only_their_warps() -> None:
    # Warps 0-1 exchange through bar.sync 1, 64; warps 2-3 through bar.sync 2, 64. Reading across
    # the two pairs is a race: no barrier joins them.
    body = """
    st.shared.u32 [%r4], %r1;
    setp.lt.u32 %p1, %r1, 64;
    @%p1 bra PAIR0;
    bar.sync 2, 64;
    bra.uni JOIN;
PAIR0:
    bar.sync 1, 64;
JOIN:
    xor.b32 %r5, %r2, {partner};
    add.u32 %r6, %r3, %r5;
    ld.shared.u32 %r10, [%r6];
""" + STORE_OUT
    out, _ = launch(kernel(body.format(partner=128)), threads=128)
    np.testing.assert_array_equal(out, np.arange(128) ^ 32)
    with pytest.raises(RaceError, match=r"race \(RAW\)"):
        launch(kernel(body.format(partner=256)), threads=128)


def test_bar_arrive_releases_the_producer_writes_only() -> None:
    # Warp 0 produces and arrives (bar.arrive 1, 64); warp 1 waits (bar.sync 1, 64) and consumes.
    # Writing again after the arrive, with no second barrier, races with the consumer's read.
    body = """
    setp.lt.u32 %p1, %r1, 32;
    @%p1 bra PRODUCER;
    bar.sync 1, 64;
    sub.u32 %r6, %r4, 128;
    ld.shared.u32 %r10, [%r6];
    bra.uni DONE;
PRODUCER:
    st.shared.u32 [%r4], %r1;
    bar.arrive 1, 64;
    {again}
    mov.u32 %r10, 0;
DONE:
""" + STORE_OUT
    out, _ = launch(kernel(body.format(again="")))
    np.testing.assert_array_equal(out[32:], np.arange(32))
    with pytest.raises(RaceError, match=r"race \((WAR|RAW)\)"):
        launch(kernel(body.format(again="st.shared.u32 [%r4], %r2;")))


CP_ASYNC = """
    ld.param.u64 %rd1, [out];
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    cp.async.ca.shared.global [%r4], [%rd3], 4;
    cp.async.commit_group;
    {wait}
    {barrier}
    xor.b32 %r5, %r2, {partner};
    add.u32 %r6, %r3, %r5;
    ld.shared.u32 %r10, [%r6];
    {barrier2}
    st.global.u32 [%rd3], %r10;
"""


def test_cp_async_destination_is_written_at_the_wait() -> None:
    ok = kernel(CP_ASYNC.format(wait="cp.async.wait_group 0;", barrier="bar.sync 0;", partner=128,
                                barrier2="bar.sync 0;"))
    launch(ok)
    for threads in (64, 32):  # one warp reading its own copy too
        with pytest.raises(RaceError, match=r"read before cp\.async wait.*ld\.shared.*destination of line \d+ "
                                            r"`cp\.async"):
            launch(kernel(CP_ASYNC.format(wait="", barrier="", partner=0, barrier2="")), threads=threads)
    # Waited for, but another warp reads it with no barrier after the wait.
    with pytest.raises(RaceError, match=r"race \(RAW\).*which warp 1 .* wrote at line \d+ `cp\.async"):
        launch(kernel(CP_ASYNC.format(wait="cp.async.wait_all;", barrier="", partner=128, barrier2="")))


def test_cp_async_into_bytes_another_warp_reads_races() -> None:
    body = """
    st.shared.u32 [%r4], %r1;
    bar.sync 0;
    xor.b32 %r5, %r2, 128;
    add.u32 %r6, %r3, %r5;
    ld.shared.u32 %r10, [%r6];
    ld.param.u64 %rd1, [out];
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    cp.async.ca.shared.global [%r4], [%rd3], 4;
    cp.async.wait_all;
"""
    with pytest.raises(RaceError, match=r"race \(WAR\).*cp\.async.*read at line \d+ `ld\.shared"):
        launch(kernel(body))


def test_uninitialised_shared_read_is_an_error() -> None:
    body = "    ld.shared.u32 %r10, [%r4+256];\n" + STORE_OUT
    with pytest.raises(UninitializedRead, match=r"uninitialised shared memory.*line \d+ `ld\.shared.*"
                                                r"tid=\(0, 0, 0\).*offset 0x100"):
        launch(kernel(body))
    out, _ = launch(kernel(body), initcheck=False)
    assert (out == 0).all()
    # Per launch, too.
    emu = Emulator(PtxModule.parse(kernel(body)))
    emu.launch("k", (1,), (32,), [emu.alloc(128)], initcheck=False)
    with pytest.raises(UninitializedRead):
        emu.launch("k", (1,), (32,), [emu.alloc(128)])
    with pytest.raises(EmulatorError, match="unknown launch option"):
        emu.launch("k", (1,), (32,), [emu.alloc(128)], racechecks=False)


def test_uninitialised_local_read_is_an_error() -> None:
    body = """
    mov.u64 %rd4, scratch;
    st.local.u32 [%rd4], %r1;
    ld.local.u32 %r10, [%rd4+{offset}];
""" + STORE_OUT
    regs = ".local .align 4 .b8 scratch[16];"
    out, _ = launch(kernel(body.format(offset=0), regs=regs))
    np.testing.assert_array_equal(out, np.arange(64))
    with pytest.raises(UninitializedRead, match=r"uninitialised local memory at line \d+ `ld\.local"):
        launch(kernel(body.format(offset=4), regs=regs))


def test_unwritten_register_read_is_a_warning_once_per_line() -> None:
    # %r11 is written only where the predicate holds (odd threads), then read by every thread, twice.
    body = """
    and.b32 %r7, %r1, 1;
    setp.eq.u32 %p1, %r7, {odd};
    @%p1 mov.u32 %r11, 5;
    mov.u32 %r12, 0;
LOOP:
    add.u32 %r10, %r11, %r1;
    add.u32 %r12, %r12, 1;
    setp.lt.u32 %p2, %r12, 2;
    @%p2 bra LOOP;
""" + STORE_OUT
    _, stats = launch(kernel(body.format(odd=1)))
    (warning,) = stats.warnings  # type: ignore[attr-defined]
    assert re.search(r"line \d+ `add\.u32 %r10, %r11, %r1;`: thread .*tid=\(0, 0, 0\) reads %r11", warning)
    _, stats = launch(kernel(body.format(odd=1) .replace("@%p1 mov", "mov")))
    assert stats.warnings == []  # type: ignore[attr-defined]


def test_predicated_off_lanes_read_nothing() -> None:
    """A guarded instruction reads its sources only in the lanes where its guard holds."""
    body = """
    and.b32 %r7, %r1, 1;
    setp.eq.u32 %p1, %r7, 1;
    mov.u32 %r10, 0;
    @%p1 mov.u32 %r11, 5;
    @%p1 add.u32 %r10, %r11, 1;
""" + STORE_OUT
    out, stats = launch(kernel(body))
    assert stats.warnings == []  # type: ignore[attr-defined]
    assert list(out[:4]) == [0, 6, 0, 6]


def test_sub_warp_collectives_pass_one_mask_per_group() -> None:
    """Each half-warp shuffles within itself, naming its own 16 lanes (as CUB's logical warps do)."""
    body = """
    and.b32 %r5, %r1, 16;
    setp.ne.u32 %p2, %r5, 0;
    selp.b32 %r7, -65536, 65535, %p2;
    shfl.sync.bfly.b32 %r10, %r1, 1, 31, %r7;
""" + STORE_OUT
    out, _ = launch(kernel(body), threads=32)
    assert list(out) == [lane ^ 1 for lane in range(32)]


def test_unwritten_mma_accumulators_are_reported() -> None:
    # Two mma.sync accumulate in place into registers nothing initialised (the second one's).
    mma = "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {{%f{d}, %f{e}, %f{f}, %f{g}}}, " \
          "{{%r20, %r21, %r22, %r23}}, {{%r24, %r25}}, {{%f{d}, %f{e}, %f{f}, %f{g}}};"
    body = "\n".join([*(f"    mov.b32 %r{r}, 0;" for r in range(20, 26)), *(f"    mov.f32 %f{r}, 0f00000000;"
                                                                           for r in range(4)),
                      "    " + mma.format(d=0, e=1, f=2, g=3), "    " + mma.format(d=4, e=5, f=6, g=7),
                      "    mov.b32 %r10, %f4;"]) + STORE_OUT
    _, stats = launch(kernel(body, regs=".reg .f32 %f<8>;"), threads=32)
    (warning,) = stats.warnings  # type: ignore[attr-defined]
    assert re.search(r"`mma\.sync[^`]*%f4[^`]*`: thread .* reads %f4", warning), warning


# -- deadlocks, budgets ---------------------------------------------------------------------------

def test_warps_that_exit_release_a_barrier_for_all_threads() -> None:
    """PTX ISA, `exit`: a barrier for all threads that only exited threads hold up is released."""
    body = """
    setp.ge.u32 %p1, %r1, 32;
    @%p1 bra DONE;
    bar.sync 0;
DONE:
"""
    launch(kernel(body))


def test_warps_that_exit_do_not_release_a_counted_barrier() -> None:
    body = """
    setp.ge.u32 %p1, %r1, 32;
    @%p1 bra DONE;
    bar.sync 1, 64;
DONE:
"""
    start = time.perf_counter()
    with pytest.raises(EmulatorError, match=r"deadlock in CTA \(0, 0, 0\): warp 0 waits at line \d+ `bar\.sync 1, 64;` "
                                            r"\(barrier 1: 1 of 2 warps arrived\); warp 1 exited"):
        launch(kernel(body))
    assert time.perf_counter() - start < 5


def test_a_barrier_count_holds_for_its_phase_only() -> None:
    """`bar.sync 1, 64` then `bar.sync 1` (all threads): the second phase waits for all four warps."""
    body = """
    setp.ge.u32 %p1, %r1, 64;
    @%p1 bra LATE;
    bar.sync 1, 64;
JOIN:
    bar.sync 1;
    @%p1 bra DONE;
    ld.shared.u32 %r10, [%r4+256];
    bra.uni DONE;
LATE:
    st.shared.u32 [%r4], %r1;
    bra.uni JOIN;
DONE:
"""
    launch(kernel(body), threads=128)


def test_warps_at_different_barriers_are_reported() -> None:
    body = """
    setp.ge.u32 %p1, %r1, 32;
    @%p1 bra OTHER;
    bar.sync 0;
    bra.uni DONE;
OTHER:
    bar.sync 0;
DONE:
"""
    with pytest.raises(EmulatorError, match=r"barrier divergence.*warp 0 waits at line \d+.*warp 1 waits at line"):
        launch(kernel(body))


def test_warps_at_different_barrier_ids_deadlock() -> None:
    body = """
    setp.ge.u32 %p1, %r1, 32;
    @%p1 bra OTHER;
    bar.sync 1;
    bra.uni DONE;
OTHER:
    bar.sync 2;
DONE:
"""
    with pytest.raises(EmulatorError, match=r"deadlock .*warp 0 waits at line \d+ `bar\.sync 1;` \(barrier 1: 1 of 2 "
                                            r"warps arrived\); warp 1 waits at line \d+ `bar\.sync 2;`"):
        launch(kernel(body))


def test_nvrtc_kernel_with_a_conditional_named_barrier_deadlocks(nvrtc_compiler) -> None:
    """Half the block waits at a named barrier for all 128 threads; the other half exits, which
    releases only barriers for all threads (a conditional __syncthreads would be released)."""
    source = """
extern "C" __global__ void k(int *out) {
    __shared__ int s[128];
    s[threadIdx.x] = threadIdx.x;
    if (threadIdx.x < 64) asm volatile("bar.sync 1, 128;" ::: "memory");
    out[threadIdx.x] = s[threadIdx.x ^ 1];  // a lane of the same warp: no race, just the deadlock
}
"""
    ptx = nvrtc_compiler.compile(source, "sm_80", "deadlock.cu")
    emu = Emulator(PtxModule.parse(ptx))
    start = time.perf_counter()
    with pytest.raises(EmulatorError, match=r"deadlock .*warps 0-1 wait at line \d+ `bar\.sync 1, 128;`.*warps 2-3 "
                                            r"exited"):
        emu.launch("k", (1,), (128,), [emu.alloc(512)])
    assert time.perf_counter() - start < 5


def test_runaway_loop_stops_at_the_budget_naming_the_loop() -> None:
    body = """
    mov.u32 %r10, 0;
SPIN:
    add.u32 %r10, %r10, 1;
    bra.uni SPIN;
"""
    ptx = kernel(body)
    line = next(i for i, text in enumerate(ptx.split("\n"), 1) if "bra.uni SPIN" in text)
    start = time.perf_counter()
    with pytest.raises(EmulatorError, match=rf"instruction budget exceeded .*more than 100,000 warp instructions.*"
                                            rf"loop closed by line {line} `bra\.uni SPIN;`"):
        launch(ptx, max_steps=100_000)
    assert time.perf_counter() - start < 5


def test_memory_budget_refuses_before_allocating(monkeypatch: pytest.MonkeyPatch) -> None:
    emu = Emulator(PtxModule.parse(kernel("")), memory_budget=64 << 20)
    with pytest.raises(EmulatorError, match=r"device allocation of 100\.0 MiB .*over its budget of 64\.0 MiB"):
        emu.alloc(100 << 20)
    emu.alloc(1 << 20)
    with pytest.raises(EmulatorError, match=r"launch of k .*over the emulator's budget of 64\.0 MiB"):
        emu.launch("k", (1,), (1024,), [emu.alloc(16)], dynamic_smem=16 << 20)
    monkeypatch.setenv("TIRC_EMULATOR_MEMORY", "1M")
    with pytest.raises(EmulatorError, match=r"over its budget of 1\.0 MiB"):
        Emulator(PtxModule.parse(kernel(""))).alloc(4 << 20)
    monkeypatch.setenv("TIRC_EMULATOR_MEMORY", "lots")
    with pytest.raises(EmulatorError, match="TIRC_EMULATOR_MEMORY='lots' is not a size"):
        Emulator(PtxModule.parse(kernel("")))


def test_buffers_over_the_budget_are_refused_before_the_host_makes_them(tmp_path: Path) -> None:
    """Inputs and outputs are host arrays before they are device memory: the budget covers them too."""
    path = tmp_path / "k.ptx"
    path.write_text(kernel(""))
    result = CliRunner().invoke(main, ["run", str(path), "--emulate", "--kernel", "k",
                                       "--args", "out:f32[99999999999999]"])
    assert result.exit_code == 1, result.output
    assert "--args: 372529.0 GiB of buffers need about" in result.output and "internal" not in result.output
    example = Path(__file__).resolve().parents[3] / "examples" / "mlir" / "gelu_tanh.mlir"
    # 500000 rows: within CUDA's grid y (8 rows a block), so the budget, not the launch limits, refuses it
    with pytest.raises(EmulatorError, match=r"@gelu_tanh at arg0_d0=500000, arg0_d1=5440000: .* over the emulator's"):
        emulate(str(example), shapes={"arg0_d0": 500000, "arg0_d1": 5440000}, remarks="off")


def test_the_api_checks_its_args_spec_like_the_cli(tmp_path: Path) -> None:
    from tirc.diagnostics import TircError
    from tirc.runtime.ptx_launch import launch_ptx_file
    path = tmp_path / "k.ptx"
    path.write_text(kernel(""))
    with pytest.raises(TircError, match="buffer sizes must be positive integers"):
        launch_ptx_file(str(path), "k", (1,), (32,), "out:f32[0]", 0, 0)


def test_emulate_api_takes_the_checks(tmp_path: Path) -> None:
    from tirc.runtime import emulate

    path = tmp_path / "gemm.yaml"
    shape, schedule = SCHEDULES["unrolled"]
    path.write_text(yaml.safe_dump({"kernels": [{"name": "gemm", "op": "matmul", "shape": shape, "schedule": schedule,
                                                 "dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}}]}))
    for checks in ({"racecheck": False, "initcheck": False}, {"warp_order": "random", "seed": 5}):
        (run,) = emulate(str(path), remarks="off", **checks)  # type: ignore[arg-type]
        assert run.ok and run.stats.tensor_core_instructions > 0
    with pytest.raises(EmulatorError, match="instruction budget exceeded"):
        emulate(str(path), remarks="off", max_steps=100)
    with pytest.raises(EmulatorError, match="unknown warp order 'sideways'"):
        emulate(str(path), remarks="off", warp_order="sideways")
