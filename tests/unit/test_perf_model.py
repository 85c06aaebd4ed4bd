"""The static performance model (tirc/schedule/perf_model.py): hand-checked times on sm_80 (A100
SXM 40GB rates: 108 SMs, 1410 MHz, 2048 dense f16 FLOP/clk/SM, 1555 GB/s DRAM) and its line in
``tirc compile --report``."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from mlir import ir

from tirc.emit.cubin import KernelResources
from tirc.emit.report import kernel_facts
from tirc.emit.sass import Loop, SassKernel
from tirc.schedule.model import Schedule
from tirc.schedule.perf_model import (DEFAULT_INSTRUCTIONS_PER_MMA, DEFAULT_U4_DEQUANT_INSTRUCTIONS, GemmProblem,
                                      KernelFacts, QuantOperands, blocks_per_sm, estimate, panels, peak_flops,
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


# -- low precision: fp8 rates, Jetson Orin, quantised GEMMs ------------------------------------------

ORIN = TARGETS["sm_87"]
W4 = QuantOperands(b_bytes=0.5, group=128, group_bytes=2.5, dequant_instructions=DEFAULT_U4_DEQUANT_INSTRUCTIONS)


def test_fp8_runs_at_twice_f16_on_ada_and_hopper_and_not_on_ampere() -> None:
    # L4: 58 SMs x 2040 MHz x 1024 f16 FLOP/clk = 121 TFLOP/s, 242 fp8 (the datasheet's dense figures).
    assert peak_flops(TARGETS["sm_89"], "f8E4M3FN") == pytest.approx(242.3e12, rel=1e-3)
    assert peak_flops(TARGETS["sm_90a"], "f8E5M2") == pytest.approx(2 * peak_flops(TARGETS["sm_90a"], "f16"))
    for chip in ("sm_80", "sm_86", "sm_87"):
        with pytest.raises(ValueError, match=f"{chip} has no fp8 Tensor Core instructions"):
            peak_flops(TARGETS[chip], "f8E4M3FN")


def test_jetson_agx_orin_figures() -> None:
    """Jetson AGX Orin 64GB: 16 SMs at 1.3 GHz, 42.6 dense f16 and 85.2 int8 TFLOP/s (170 sparse INT8
    TOPS from the GPU), 204.8 GB/s LPDDR5, 4 MB L2; compute capability 8.7: 48 warps, 16 blocks and
    164 KB shared memory per SM, 163 KB per block."""
    assert (ORIN.sm_count, ORIN.clock_mhz, ORIN.dram_gb_per_s, ORIN.l2_bytes) == (16, 1300, 204.8, 4 * 1024 * 1024)
    assert peak_flops(ORIN, "f16") == pytest.approx(42.6e12, rel=1e-3)
    assert peak_flops(ORIN, "i8") == pytest.approx(85.2e12, rel=1e-3)
    assert (ORIN.max_threads_per_sm, ORIN.max_blocks_per_sm) == (1536, 16)
    assert (ORIN.shared_memory_per_sm, ORIN.shared_memory_per_block) == (164 * 1024, 163 * 1024)


def test_panels_of_a_w4a16_decode_gemm() -> None:
    """u4 weights at half a byte, an f16 scale and a u4 zero (2.5 bytes) per group of 128 and column."""
    problem = GemmProblem(16, 4096, 4096)
    moved = panels(Schedule(16, 64, 64, 1, 4), problem, W4)
    assert moved.blocks == 64
    assert moved.a_panel == 16 * 4096 * 2
    assert moved.b_panel == 64 * 4096 * 0.5 + 64 * 32 * 2.5
    weights = 4096 * 4096 // 2 + 32 * 4096 * 2.5
    assert moved.compulsory == 16 * 4096 * 2 + weights + 16 * 4096 * 2
    # Every block reads the 16 activation rows again (from L2); the weights once.
    assert moved.requested == 64 * 16 * 4096 * 2 + weights + 16 * 4096 * 2
    # Without quantisation B is f16 like A.
    assert panels(Schedule(16, 64, 64, 1, 4), problem).b_panel == 64 * 4096 * 2


def test_w4a16_decode_is_dram_bound_on_the_weights() -> None:
    """M = 16 on the A100 (40 MiB L2: compulsory traffic): the packed weights, scales and zeros
    once, a quarter of the f16 weight bytes; 64 blocks of 4 warps leave the A100's SMs short of
    warps, the Orin's 16 SMs are not."""
    schedule = Schedule(16, 64, 64, 1, 4, stages=4)
    guess = estimate(schedule, GemmProblem(16, 4096, 4096), A100, quant=W4)
    f16 = estimate(schedule, GemmProblem(16, 4096, 4096), A100)
    weights = 4096 * 4096 // 2 + 32 * 4096 * 2.5
    assert guess.times["dram"] == pytest.approx((16 * 4096 * 2 * 2 + weights) / 1555e9)
    assert f16.times["dram"] == pytest.approx((16 * 4096 * 2 * 2 + 4096 * 4096 * 2) / 1555e9)
    assert guess.seconds < f16.seconds
    # Without SASS the loop pays the dequantisation: 4.5 instructions per B fragment, one m16 tile per warp.
    assert guess.instructions_per_mma == DEFAULT_INSTRUCTIONS_PER_MMA + DEFAULT_U4_DEQUANT_INSTRUCTIONS
    # The same GEMM on the Orin: beyond its 4 MB L2, still DRAM-bound, at its 204.8 GB/s.
    orin = estimate(schedule, GemmProblem(16, 4096, 4096), ORIN, quant=W4)
    assert orin.limiter == "dram" and orin.times["dram"] >= (16 * 4096 * 4 + weights) / 204.8e9
    assert orin.seconds == pytest.approx(orin.times["dram"])


def test_in_block_split_k_reads_each_tile_row_once() -> None:
    """Warps splitting K (tir-quant-matmul) read each row of the shared-memory tiles once; warps
    splitting N read the A tile once per warp."""
    schedule = Schedule(16, 32, 256, 1, 8, stages=1)
    split = estimate(schedule, GemmProblem(16, 4096, 4096), A100, quant=QuantOperands(0.5, 128, 2.5, k_split_warps=8))
    by_n = estimate(schedule, GemmProblem(16, 4096, 4096), A100, quant=QuantOperands(0.5, 128, 2.5))
    blocks, k_steps = 128, 16
    tile = (16 * 2 + 32 * 0.5) * 256
    partials = 2 * 16 * 32 * (8 * 4 + 2)
    assert split.times["shared_memory"] == pytest.approx(blocks * (2 * tile * k_steps + partials)
                                                         / (128 * SM_CLOCKS))
    assert split.times["shared_memory"] < by_n.times["shared_memory"]


def test_w8a8_reads_its_scales_and_bias_and_runs_at_the_int8_rate() -> None:
    problem = GemmProblem(4096, 4096, 4096, 1, "i8", "f16", "i32")
    w8a8 = QuantOperands(b_bytes=1, row_bytes=4, column_bytes=4 + 2)
    int8 = Schedule(**{**LARGE_TILE.__dict__, "tile_k": 128, "mma": "m16n8k32"})
    guess = estimate(int8, problem, ORIN, KernelFacts(1.77, 222, 0, 144 * 1024), w8a8)
    assert panels(int8, problem, w8a8).compulsory == 2 * 4096 * 4096 + 4096 * 4 + 4096 * 6 + 4096 * 4096 * 2
    assert guess.limiter == "tensor_core" and guess.peak_name == "int8"
    assert guess.times["tensor_core"] == pytest.approx(2 * 4096 ** 3 / 85.2e12, rel=1e-3)


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


# -- fused attention ------------------------------------------------------------------------------

from tirc.schedule.attention import AttentionProblem, AttentionSchedule, View  # noqa: E402
from tirc.schedule.perf_model import (EQUIVALENT_MACS, attention_attr, attention_estimate,  # noqa: E402
                                      attention_from_attr, attention_work)

H100 = TARGETS["sm_90a"]
H100_CLOCKS = 132 * 1830e6


def attention_problem(batch: int, heads: int, seq_q: int, seq_kv: int, d: int, causal: str = "none",
                      kv_heads: int | None = None) -> AttentionProblem:
    kv = kv_heads or heads
    return AttentionProblem(batch, heads, kv, seq_q, seq_kv, d, d, causal, d ** -0.5, "f16", "f16",
                            View.row_major((batch, heads, seq_q, d)), View.row_major((batch, kv, seq_kv, d)),
                            View.row_major((batch, kv, seq_kv, d)), View.row_major((batch, heads, seq_q, d)))


FA2 = AttentionSchedule("mma_sync", 128, 64, 8, 2)
FA3 = AttentionSchedule("wgmma", 128, 128, 12, 2)


def test_attention_work_counts_whole_tiles() -> None:
    # S 256 over 128x64 tiles: 2 row tiles per (batch, head), each walking 4 key tiles.
    work = attention_work(attention_problem(1, 1, 256, 256, 64), FA2)
    assert (work.blocks, work.block_threads, work.key_tiles) == (2, 256, 8)
    assert work.macs == 8 * 128 * 64 * (64 + 64)
    assert work.exponentials == 8 * 128 * 64 + 8 * 128        # the scores, then a rescale per row per tile
    kv_tile = 64 * 128 * 2
    assert work.shared_bytes == 8 * kv_tile * (1 + 8)          # written once, read by each of the 8 warps
    assert work.dram_bytes == 4 * 256 * 64 * 2
    # A ragged S 200: the last row tile still walks whole key tiles (4 of 64 for 200 keys).
    assert attention_work(attention_problem(1, 1, 200, 200, 64), FA2).key_tiles == 8
    # wgmma: two consumer warpgroups of 64 rows (beside a producer); a K/V tile is read by each consumer.
    assert attention_work(attention_problem(1, 1, 256, 256, 64), FA3).shared_bytes == 4 * 128 * 128 * 2 * 3


def test_causal_halves_the_work_and_the_flops() -> None:
    full, causal = (attention_problem(4, 32, 4096, 4096, 128, kind) for kind in ("none", "top_left"))
    # Row tile r (128 rows) sees keys up to 128(r + 1): 2(r + 1) key tiles of 64, 1056 of 2048.
    assert attention_work(causal, FA2).key_tiles == 4 * 32 * 1056
    assert attention_work(full, FA2).key_tiles == 4 * 32 * 2048
    assert full.flops() == 4 * 4 * 32 * 4096 * 4096 * 128
    assert causal.flops() == 4 * 4 * 32 * (4096 * 4097 // 2) * 128
    facts = KernelFacts(3.0, 200, 0, 64 * 1024)
    full_guess, causal_guess = (attention_estimate(p, FA2, A100, facts) for p in (full, causal))
    assert causal_guess.times["tensor_core"] / full_guess.times["tensor_core"] == pytest.approx(1056 / 2048)
    # The useful FLOP halve with the tiles: the rate stays within the diagonal tiles' waste.
    assert 0.95 < causal_guess.tflops / full_guess.tflops < 1.0


def test_attention_issue_and_tensor_core_times() -> None:
    problem = attention_problem(4, 32, 4096, 4096, 128)
    guess = attention_estimate(problem, FA2, A100, KernelFacts(3.5, 200, 0, 64 * 1024))
    macs = 4 * 32 * 4096 * 4096 * 256
    assert guess.times["issue"] == pytest.approx(3.5 * macs / EQUIVALENT_MACS / (4 * SM_CLOCKS))
    assert guess.times["tensor_core"] == pytest.approx(2 * macs / 312e12, rel=1e-3)
    assert guess.flops == problem.flops() and guess.measured
    assert guess.tflops == pytest.approx(problem.flops() / guess.seconds / 1e12)
    assert guess.peak_fraction == pytest.approx(guess.tflops * 1e12 / peak_flops(A100, "f16"))
    # An SM issues 4 instructions per clock and its Tensor Cores take 2 clocks per equivalent: past
    # 8 instructions per equivalent (here 12) the issue slots bound the kernel. 4096 blocks on 108
    # SMs: 38 waves, the last one 92% full.
    slow = attention_estimate(problem, FA2, A100, KernelFacts(12.0, 200, 0, 64 * 1024))
    assert slow.limiter == "issue" and slow.times["issue"] == pytest.approx(1.5 * slow.times["tensor_core"])
    assert slow.seconds == pytest.approx(slow.times["issue"] * 38 * 108 / 4096)


def test_exp2_throughput_matches_the_mma_rate_on_sm90_at_d64() -> None:
    """Per score: 2(D + D_v) = 256 Tensor Core FLOP, 1/16 clock of an H100 SM, and one exp2 at 16
    per clock: the MUFU time equals the Tensor Core time (plus the per-tile rescales); on the
    A100 (2048 FLOP/clk) it is half of it."""
    d64 = attention_problem(4, 32, 4096, 4096, 64)
    hopper = attention_estimate(d64, FA3, H100, KernelFacts(0.5, 168, 0, 97 * 1024))
    assert hopper.times["mufu"] / hopper.times["tensor_core"] == pytest.approx(1 + 1 / 128)
    # Per row: 4096 scores and a rescale for each of the 32 key tiles of 128.
    assert hopper.times["mufu"] == pytest.approx(4 * 32 * 4096 * (4096 + 32) / (16 * H100_CLOCKS))
    assert hopper.limiter == "mufu"
    ampere = attention_estimate(d64, FA2, A100, KernelFacts(0.5, 128, 0, 48 * 1024))
    assert ampere.times["mufu"] / ampere.times["tensor_core"] == pytest.approx((1 + 1 / 64) / 2)


def test_attention_occupancy_and_the_decode_case() -> None:
    problem = attention_problem(4, 32, 4096, 4096, 128)
    # 255 registers -> 256 per thread, 8 warps: the whole register file, one block per SM.
    one = attention_estimate(problem, FA2, A100, KernelFacts(3.0, 255, 0, 64 * 1024))
    assert (one.blocks, one.blocks_per_sm, one.occupancy_limit) == (4 * 32 * 32, 1, "registers")
    # 64 registers would fit 4 blocks; 64 KiB + 1 KiB of shared memory only 2 in 164 KiB.
    two = attention_estimate(problem, FA2, A100, KernelFacts(3.0, 64, 0, 64 * 1024))
    assert (two.blocks_per_sm, two.occupancy_limit) == (2, "shared memory")
    # Decode: 32 query heads share 8 KV heads (4 rows per KV head, padded to one m16 tile), 4096 keys
    # in 8 splits: K and V once from DRAM bound it.
    decode = attention_problem(2, 32, 1, 4096, 128, kv_heads=8)
    guess = attention_estimate(decode, AttentionSchedule("split_kv", 16, 64, 4, 2, 8), A100)
    assert guess.blocks == 2 * 8 * 8 and guess.limiter == "dram" and not guess.measured
    # 64 key tiles in 8 splits of 8 per KV head; each warp reads its own 16 keys of a tile: once.
    work = attention_work(decode, AttentionSchedule("split_kv", 16, 64, 4, 2, 8))
    assert work.key_tiles == 2 * 8 * 64 and work.shared_bytes == work.key_tiles * 64 * 256 * 2 * 2
    assert guess.times["dram"] == pytest.approx((2 * 8 * 4096 * 256 * 2 + 2 * 2 * 32 * 128 * 2) / 1555e9)


def test_attention_attribute_round_trip() -> None:
    problem = attention_problem(2, 8, 100, 120, 64, "bottom_right", kv_heads=2)
    with ir.Context(), ir.Location.unknown():
        assert attention_from_attr(attention_attr(problem, FA2)) == (problem, FA2)


def test_report_lines_of_an_attention_kernel(tmp_path: Path) -> None:
    """The report's attention lines, on a compiled Tensor Core kernel that tir.kernel_attention
    names (as tir-attention records each attention kernel): the problem and its FLOP, the SASS
    main loop per equivalent, and the estimate in TFLOP/s, labelled as one."""
    import yaml

    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.report import attention_estimates, format_report, kernel_attention, kernel_problems
    from tirc.schedule.perf_model import KERNEL_ATTENTION_ATTR

    spec = tmp_path / "gemm.yaml"
    gemm = {"name": "gemm", "op": "matmul", "shape": {"M": 256, "N": 256, "K": 2048},
            "dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}}
    spec.write_text(yaml.safe_dump({"kernels": [gemm]}))
    result = compile_input(str(spec), CompileOptions(emit="cubin", report=True, remarks="off"))
    (kernel,) = kernel_problems(result)   # the Tensor Core kernel (a split-K reduction beside it is not one)
    problem = attention_problem(2, 8, 1000, 1000, 128, "top_left")
    module = result.input.module
    with module.context, ir.Location.unknown():
        module.operation.attributes[KERNEL_ATTENTION_ATTR] = ir.DictAttr.get({kernel: attention_attr(problem, FA2)})
    assert kernel_attention(result) == {kernel: (problem, FA2)}
    lines = format_report(result).splitlines()
    (at,) = [index for index, line in enumerate(lines) if line.strip().startswith("attention:")]
    attention, sass, guess = lines[at:at + 3]   # the kernel's last three lines
    assert attention.strip() == ("attention: B 2 H 8 S_q 1000 S_kv 1000 D 128 f16->f16, causal top_left: "
                                 f"{problem.flops() / 1e9:.3g} GFLOP (2·(D + D_v) FLOP per visible score)")
    assert sass.strip().startswith("SASS:      main loop") and "instr/equivalent" in sass
    assert guess.strip().startswith("estimate:") and "TFLOP/s, ~" in guess
    assert "% of sm_80 f16 Tensor Core peak (312 TFLOP/s) (static model;" in guess
    (entry,) = attention_estimates(result).values()
    assert entry["flops"] == problem.flops() and entry["problem"]["causal"] == "top_left"
    assert entry["facts"]["instructions_per_mma"] > 0 and entry["estimate"]["measured"]
    assert f"~{entry['estimate']['tflops']:.3g} TFLOP/s" in guess


@pytest.mark.parametrize("target, kernel", [("sm_80", "mma_sync"), ("sm_90a", "wgmma")])
def test_report_of_a_compiled_attention(tmp_path: Path, target: str, kernel: str) -> None:
    """``tirc compile --report`` of the tir.attention op: its kernel's schedule, problem and FLOP,
    SASS main loop and attention estimate, from tir-attention's tir.kernel_attention."""
    from bench.gpu.attention import attention_source, make_problem

    problem = make_problem(1, 2, 1024, 1024, 64, "top_left")
    source = tmp_path / "attention.mlir"
    source.write_text(attention_source({"attn": problem}))
    done = subprocess.run([sys.executable, "-m", "tirc", "compile", str(source), "--target", target, "--no-cache",
                           "-o", str(tmp_path / "attention.cubin"), "--report"], capture_output=True, text=True,
                          cwd=REPO)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    (at,) = [index for index, line in enumerate(lines) if line.strip().startswith("attention:")]
    assert "  attn_attention0" in lines[:at]
    assert any(line.strip().startswith(f"schedule:  attention {kernel} block") for line in lines[:at])
    attention, sass, guess = lines[at:at + 3]
    assert attention.strip() == (f"attention: B 1 H 2 S_q 1024 S_kv 1024 D 64 f16->f16, causal top_left: "
                                 f"{problem.flops() / 1e6:.3g} MFLOP (2·(D + D_v) FLOP per visible score)")
    assert re.fullmatch(r"\s+SASS:\s+main loop \d+ instructions / \d+ mma = [\d.]+ instr/mma \([\d.]+ "
                        r"m16n8k16-equivalents: [\d.]+ instr/equivalent\)", sass), sass
    assert re.fullmatch(rf"\s+estimate:\s+.+-bound, ~[\d.]+ us, ~[\d.]+ TFLOP/s, ~[\d.]+% of {target} f16 Tensor Core "
                        r"peak \(\d+ TFLOP/s\) \(static model; waves \d+, occupancy \d+ blocks/SM by [\w ]+\)",
                        guess), guess
