"""The static performance model (tirc/schedule/perf_model.py): hand-checked times on sm_80 (A100
SXM 40GB rates: 108 SMs, 1410 MHz, 2048 dense f16 FLOP/clk/SM, 1555 GB/s DRAM) and its line in
``tirc compile --report``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from mlir import ir

from tirc.emit.cubin import KernelResources
from tirc.emit.report import kernel_facts
from tirc.emit.sass import Loop, SassKernel
from tirc.schedule.model import Schedule
from tirc.schedule.perf_model import (GemmProblem, KernelFacts, blocks_per_sm, estimate, peak_flops,
                                      problem_attr, problem_from_attr)
from tirc.target import TARGETS

REPO = Path(__file__).resolve().parents[2]
A100 = TARGETS["sm_80"]
SQUARE = GemmProblem(4096, 4096, 4096)
DECODE = GemmProblem(1, 4096, 4096)
LARGE_TILE = Schedule(tile_m=128, tile_n=256, tile_k=64, warps_m=2, warps_n=4, stages=3)
DECODE_TILE = Schedule(tile_m=16, tile_n=128, tile_k=64, warps_m=1, warps_n=4, stages=3)
MMAS_4096 = 4096 ** 3 // (16 * 8 * 16)  # m16n8k16 instructions of a 4096^3 GEMM
SM_CLOCKS = 108 * 1410e6                 # SM clocks per second on the A100


def test_peak_is_the_datasheet_figure() -> None:
    assert peak_flops(A100, "f16") == pytest.approx(312e12, rel=1e-3)
    assert peak_flops(A100, "f32") == pytest.approx(156e12, rel=1e-3)  # tf32
    assert peak_flops(A100, "i8") == pytest.approx(624e12, rel=1e-3)


def test_square_4096_is_tensor_core_bound_near_peak() -> None:
    guess = estimate(LARGE_TILE, SQUARE, A100, KernelFacts(1.76, 232, 0, 98 * 1024))
    assert guess.times["tensor_core"] == pytest.approx(2 * 4096 ** 3 / 312e12, rel=1e-3)  # 440.6 us
    assert guess.times["issue"] == pytest.approx(1.76 * MMAS_4096 / (4 * SM_CLOCKS))
    assert guess.limiter in ("tensor_core", "issue")
    assert guess.times["dram"] < guess.times["tensor_core"] / 2
    # 32 x 16 = 512 blocks, one per SM (registers): 5 waves, the last one 80% full.
    assert (guess.blocks, guess.blocks_per_sm, guess.waves) == (512, 1, 5)
    assert guess.seconds == pytest.approx(guess.times["tensor_core"] * 5 * 108 / 512)
    assert 0.9 < guess.peak_fraction < 1.0
    assert guess.measured


def test_decode_without_split_k_has_few_blocks_and_is_memory_or_wave_bound() -> None:
    guess = estimate(DECODE_TILE, DECODE, A100)
    assert guess.blocks == 32 < A100.sm_count
    assert guess.limiter in ("dram", "waves", "occupancy")
    # A (1 x 4096), B (4096 x 4096) and C (1 x 4096) f16 fit in the 40 MiB L2: compulsory traffic.
    assert guess.times["dram"] == pytest.approx(((1 + 4096) * 4096 * 2 + 4096 * 2) / 1555e9)
    assert guess.peak_fraction < 0.01
    assert not guess.measured


def test_few_four_warp_blocks_are_occupancy_bound() -> None:
    # 1024^3 on 128x128 tiles: 64 blocks of 4 warps, one per SM: half the warps latency hiding needs.
    guess = estimate(Schedule(), GemmProblem(1024, 1024, 1024), A100, KernelFacts(3.0, 238, 0, 49152))
    assert (guess.blocks, guess.limiter) == (64, "occupancy")
    assert guess.seconds == pytest.approx(2 * guess.times["waves"])
    assert guess.times["waves"] == pytest.approx(guess.times["tensor_core"] * 108 / 64)


def test_split_k_improves_the_decode_estimate() -> None:
    whole = estimate(DECODE_TILE, DECODE, A100)
    split = estimate(Schedule(**{**DECODE_TILE.__dict__, "split_k": 4}), DECODE, A100)
    assert split.blocks == 4 * whole.blocks
    assert split.seconds < whole.seconds
    # The f32 workspace (4 partial rows of 4096) is read back and C written by the reduction.
    assert split.times["reduction"] == pytest.approx((4 * 4096 * 4 + 4096 * 2) / (5120 * 1410e6))
    assert whole.times["reduction"] == 0


def test_occupancy_from_registers_shared_memory_and_threads() -> None:
    four_warps = Schedule()  # 128 threads
    # 238 registers -> 240 per thread -> 30720 per block: 2 blocks in 65536.
    assert blocks_per_sm(four_warps, A100, 238, 49152) == (2, "registers")
    # 128 registers -> 16384 per block (4 blocks); 49152 + 1024 B shared memory: 3 in 164 KiB.
    assert blocks_per_sm(four_warps, A100, 128, 49152) == (3, "shared memory")
    # 256 threads, few registers and little shared memory: 2048 threads per SM.
    assert blocks_per_sm(Schedule(warps_m=2, warps_n=4), A100, 32, 1024) == (8, "threads")
    # sm_86 holds at most 1536 threads per SM.
    assert blocks_per_sm(Schedule(warps_m=2, warps_n=4), TARGETS["sm_86"], 32, 1024) == (6, "threads")


def test_more_instructions_per_mma_slow_an_issue_bound_kernel() -> None:
    lean = estimate(LARGE_TILE, SQUARE, A100, KernelFacts(10.0, 232, 0, 98 * 1024))
    fat = estimate(LARGE_TILE, SQUARE, A100, KernelFacts(12.0, 232, 0, 98 * 1024))
    assert lean.limiter == fat.limiter == "issue"
    assert lean.times["issue"] == pytest.approx(10.0 * MMAS_4096 / (4 * SM_CLOCKS))  # 551 us
    assert fat.seconds == pytest.approx(lean.seconds * 1.2)


def test_int8_and_tf32_scale_the_tensor_core_rate() -> None:
    f16 = estimate(LARGE_TILE, SQUARE, A100).times["tensor_core"]
    int8 = estimate(Schedule(**{**LARGE_TILE.__dict__, "mma": "m16n8k32"}),
                    GemmProblem(4096, 4096, 4096, 1, "i8", "i32", "i32"), A100).times["tensor_core"]
    tf32 = estimate(Schedule(**{**LARGE_TILE.__dict__, "tile_k": 32, "mma": "m16n8k8"}),
                    GemmProblem(4096, 4096, 4096, 1, "f32", "f32", "f32"), A100).times["tensor_core"]
    assert int8 == pytest.approx(f16 / 2)
    assert tf32 == pytest.approx(f16 * 2)


def test_dram_traffic_beyond_l2_counts_each_wave_panels() -> None:
    # 8192^3 f16: A, B and C (128 MiB each) do not fit in L2. 128x128 tiles, 2 blocks per SM:
    # waves of 216 blocks read 8 A panels and 27 B panels (2 MiB each), 4096 / 216 -> 19 waves.
    guess = estimate(Schedule(), GemmProblem(8192, 8192, 8192), A100, KernelFacts(3.0, 238, 0, 49152))
    panel = 128 * 8192 * 2
    assert guess.times["dram"] == pytest.approx((19 * (8 + 27) * panel + 8192 * 8192 * 2) / 1555e9)
    assert guess.limiter == "tensor_core"
    # Row-major block order (Triton's plain pid order), 128x256 tiles, one block per SM: a wave of
    # 108 blocks covers 7 of the 32 tile rows and all 16 tile columns; 5 waves.
    row_major = estimate(Schedule(**{**LARGE_TILE.__dict__, "raster_group": 1}), SQUARE, A100,
                         KernelFacts(2.4, 239, 0, 96 * 1024))
    a_panel, b_panel = 128 * 4096 * 2, 256 * 4096 * 2
    assert row_major.times["dram"] == pytest.approx((5 * (7 * a_panel + 16 * b_panel) + 4096 * 4096 * 2) / 1555e9)
    assert row_major.limiter == "tensor_core"


def test_problem_attribute_round_trip_and_dynamic_sizes() -> None:
    with ir.Context():
        schedule = Schedule(tile_m=64, split_k=2)
        attr = problem_attr(schedule, {"M": 64, "N": 128, "K": 256, "B": 3}, {"in": "bf16", "out": "f32", "acc": "f32"})
        assert problem_from_attr(attr) == (schedule, GemmProblem(64, 128, 256, 3, "bf16", "f32", "f32"))
        dynamic = problem_attr(schedule, {"M": None, "N": 128, "K": 256}, {"in": "f16", "out": "f16", "acc": "f32"})
        assert problem_from_attr(dynamic) == (schedule, None)


def test_kernel_facts_take_the_main_loop_and_nvjitlink_registers() -> None:
    # nvdisasm gives no register count for sm_90a cubins (0): nvJitLink's report has it.
    sass = SassKernel("k", 1000, 64, 0, Loop(0, 100, 191, 64, 64.0))
    facts = kernel_facts(sass, KernelResources("k", 245, 8, 4, 0, 1025), 49152)
    assert facts == KernelFacts(191 / 64, 245, 12, 1025 + 49152)


def test_report_prints_a_labelled_estimate_per_tensor_core_kernel(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "tirc", "compile", str(REPO / "examples" / "specs" / "gemm4096.yaml"),
                           "-o", str(tmp_path / "gemm.cubin"), "--report"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    kernels = [line.strip() for line in lines if line.startswith("  ") and not line.startswith("    ")]
    estimates = [line for line in lines if line.strip().startswith("estimate:")]
    sass = [line for line in lines if line.strip().startswith("SASS:")]
    assert len(kernels) == len(estimates) == len(sass) == 5
    for line in estimates:
        assert "-bound, ~" in line and "Tensor Core peak" in line and "(static model;" in line
    assert all("instr/mma" in line for line in sass)
