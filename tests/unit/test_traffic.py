"""Global-memory traffic (tirc/runtime/traffic.py) and the memory-bound model
(tirc/schedule/perf_model.py memory_estimate): a function's ideal bytes, which parameters a kernel
reads and writes through, what a launch must move, the estimate, the --stats line, and that none
of it needs MLIR."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.plan import steps_of
from tirc.runtime.emulator.stats import LaunchStats
from tirc.runtime.traffic import (Traffic, format_bytes, ideal_traffic, kernel_traffic, launch_memory_estimate,
                                  param_accesses, tensor_bytes, traffic_lines, traffic_summary)
from tirc.schedule.perf_model import WARPS_TO_HIDE_LATENCY, memory_estimate
from tirc.target import TARGETS

REPO = Path(__file__).resolve().parents[2]
A100 = TARGETS["sm_80"]


def _function() -> dict[str, object]:
    """A plan with a dynamic batch: x f16[B, 256] and a mask i1[256] in, a weight f32[256],
    a scalar, a temporary, and one output buffer returned twice (once as a reshape)."""
    return {"name": "f", "symbols": {"B": {"input": "x", "dim": 0}},
            "inputs": [{"name": "x", "kind": "buffer", "dtype": "f16", "shape": ["B", 256]},
                       {"name": "mask", "kind": "buffer", "dtype": "i1", "shape": [256]},
                       {"name": "scale", "kind": "scalar", "dtype": "f32"}],
            "buffers": [{"name": "x", "dtype": "f16", "shape": ["B", 256], "kind": "input", "arg": 0},
                        {"name": "mask", "dtype": "i1", "shape": [256], "kind": "input", "arg": 1},
                        {"name": "w", "dtype": "f32", "shape": [256], "kind": "weight"},
                        {"name": "tmp", "dtype": "f32", "shape": ["B", 256], "kind": "temp"},
                        {"name": "out", "dtype": "bf16", "shape": ["B", 256], "kind": "output"}],
            "outputs": [{"name": "result0", "buffer": "out", "dtype": "bf16", "shape": ["B", 256]},
                        {"name": "result1", "buffer": "out", "dtype": "bf16", "shape": ["B * 256"]}],
            "steps": [{"op": "launch", "kernel": "k", "grid": ["B", 1, 1], "block": [256, 1, 1],
                       "dynamic_shared_memory": 0,
                       "args": [{"kind": "ptr", "buffer": "x"}, {"kind": "int", "type": "i64", "value": "B"},
                                {"kind": "ptr", "buffer": "w"}, {"kind": "ptr", "buffer": "tmp"},
                                {"kind": "ptr", "buffer": "out"}]}]}


def test_ideal_reads_inputs_and_weights_once_and_writes_each_output_buffer_once() -> None:
    ideal = ideal_traffic(_function(), {"B": 3})
    # x: 3*256 f16, the i1 mask as bytes, the f32 weight; the temporary moves nothing ideally;
    # the output buffer (bf16, 16 bits) counts once although it is returned twice.
    assert ideal == Traffic(3 * 256 * 2 + 256 + 256 * 4, 3 * 256 * 2)
    assert ideal.total == ideal.read + ideal.written
    assert tensor_bytes("bf16", (2, 3)) == 12 and tensor_bytes("i1", [5]) == 5 and tensor_bytes("f32", []) == 4
    with pytest.raises(KeyError):   # a dynamic size without its value
        ideal_traffic(_function(), {})


KERNEL = """
.visible .entry k(
	.param .u64 .ptr .align 1 k_param_0,
	.param .u64 k_param_1,
	.param .u64 .ptr .align 1 k_param_2,
	.param .u64 .ptr .align 1 k_param_3,
	.param .u64 .ptr .align 1 k_param_4,
	.param .u64 .ptr .align 1 k_param_5
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<8>;
	.reg .b64 	%rd<20>;
	ld.param.b64 	%rd1, [k_param_0];
	cvta.to.global.u64 	%rd2, %rd1;
	ld.param.b64 	%rd3, [k_param_2];
	ld.param.b64 	%rd4, [k_param_3];
	ld.param.b64 	%rd5, [k_param_4];
	ld.param.b64 	%rd6, [k_param_1];
	mov.b64 	%rd10, %rd2;
$L__BB0_1:
	// a loop-carried pointer into x (param 0), read
	@%p1 ld.global.v2.b32 	{%r1, %r2}, [%rd10+8];
	add.s64 	%rd10, %rd10, 128;
	setp.lt.u64 	%p1, %rd10, %rd6;
	@%p1 bra 	$L__BB0_1;
	// an index loaded from w (param 2) addresses tmp (param 3): tmp is read and updated in place,
	// and the index carries no parameter of its own
	ld.global.nc.b32 	%r3, [%rd3];
	mul.wide.u32 	%rd11, %r3, 4;
	add.s64 	%rd12, %rd4, %rd11;
	ld.global.b32 	%r4, [%rd12];
	st.global.b32 	[%rd12], %r4;
	// out (param 4): an atomic; param 5 is never used
	atom.global.add.f32 	%r5, [%rd5], %r4;
	ret;
}
"""


def test_param_accesses_follow_pointers_through_arithmetic_and_loops() -> None:
    assert param_accesses(KERNEL) == {0: "read", 2: "read", 3: "read/write", 4: "read/write"}
    assert param_accesses("no kernel here") == {}


def test_param_accesses_of_stores_reductions_and_async_copies() -> None:
    body = """.entry c(.param .u64 c_param_0, .param .u64 c_param_1, .param .u64 c_param_2)
    {
        ld.param.u64 %rd1, [c_param_0];
        ld.param.u64 %rd2, [c_param_1];
        ld.param.u64 %rd3, [c_param_2];
        cp.async.cg.shared.global [%r1], [%rd1], 16;
        ld.shared.b32 %r2, [%r1];
        st.global.v4.b32 [%rd2+16], {%r2, %r2, %r2, %r2};
        red.global.add.f32 [%rd3], %r2;
    }"""
    assert param_accesses(body) == {0: "read", 1: "write", 2: "read/write"}


def test_a_launch_moves_the_whole_buffers_it_reads_and_writes() -> None:
    function = _function()
    (step,) = steps_of(function)
    # Argument positions are the kernel's parameter positions: 0 x, 1 B (an integer), 2 w, 3 tmp, 4 out.
    moved = kernel_traffic(step, function, {"B": 2}, {0: "read", 2: "read", 3: "read/write", 4: "write"})
    row = 256
    assert moved == Traffic(2 * row * 2 + row * 4 + 2 * row * 4, 2 * row * 4 + 2 * row * 2)
    assert kernel_traffic(step, function, {}, {0: "read"}) is None   # B unknown


def test_memory_estimate_scales_by_the_sms_a_small_grid_occupies() -> None:
    megabyte = 10 ** 6
    full = memory_estimate(megabyte, megabyte, 10_000, 256, A100, registers=32)
    assert full.bandwidth_fraction == pytest.approx(1.0)
    assert full.seconds == pytest.approx(2 * megabyte / (A100.dram_gb_per_s * 1e9))
    assert (full.blocks_per_sm, full.occupancy_limit) == (8, "threads")
    assert full.waves == -(-10_000 // (8 * A100.sm_count)) and full.active_sms == A100.sm_count
    # A row reduction of 8 blocks: 8 of 108 SMs draw bandwidth.
    small = memory_estimate(megabyte, 0, 8, 256, A100)
    assert small.bandwidth_fraction == pytest.approx(8 / A100.sm_count)
    assert small.active_sms == 8 and small.waves == 1
    # One warp per block, one block per SM: too few warps to hide DRAM latency.
    thin = memory_estimate(megabyte, 0, A100.sm_count, 32, A100)
    assert thin.bandwidth_fraction == pytest.approx(1 / WARPS_TO_HIDE_LATENCY)
    # A full wave and a tail of 8 blocks on 8 SMs: the tail's bytes move at 8/108 of the bandwidth.
    blocks = 8 * A100.sm_count + 8
    tailed = memory_estimate(blocks * 1000, 0, blocks, 256, A100)
    rate = A100.dram_gb_per_s * 1e9
    assert tailed.waves == 2
    assert tailed.seconds == pytest.approx(8 * A100.sm_count * 1000 / rate + 8 * 1000 / (rate * 8 / A100.sm_count))
    # Shared memory bounds the blocks per SM.
    assert memory_estimate(1, 1, 1, 128, A100, shared_bytes=100 * 1024).occupancy_limit == "shared memory"


def test_launch_memory_estimate_needs_every_size() -> None:
    function = _function()
    (step,) = steps_of(function)
    assert launch_memory_estimate(step, function, KERNEL, A100) is None
    guess = launch_memory_estimate(step, function, KERNEL, A100, registers=40, symbols={"B": 4})
    assert guess is not None and guess.blocks == 4 and guess.active_sms == 4
    assert guess.bytes_read == 4 * 256 * 2 + 256 * 4 + 4 * 256 * 4 + 4 * 256 * 2   # x, w, tmp, out (atomic)
    assert guess.bytes_written == 4 * 256 * 4 + 4 * 256 * 2


def test_traffic_lines_and_summary() -> None:
    # A weight every block re-reads: requested 4x the ideal, but DRAM (distinct sectors) sees it once.
    stats = LaunchStats(global_bytes=16_800_000, global_sectors=525_000, global_store_bytes=4_200_000,
                        global_store_sectors=131_250, dram_load_sectors=65_625, dram_store_sectors=65_625)
    summary = traffic_summary(stats, Traffic(2_100_000, 2_100_000))
    assert summary["loaded_bytes"] == 12_600_000 and summary["ratio"] == pytest.approx(4.0)
    assert summary["dram_bytes"] == 4_200_000 and summary["dram_ratio"] == pytest.approx(1.0)
    assert traffic_lines(summary) == [
        "global memory: 12.6 MB loaded, 4.2 MB stored (16.8 MB, 525,000 sectors); ideal 4.2 MB; 4.00x",
        "DRAM (distinct sectors per kernel): 2.1 MB loaded, 2.1 MB stored (4.2 MB); ideal 4.2 MB; 1.00x"]
    assert all("no ideal" in line for line in traffic_lines(traffic_summary(LaunchStats(), Traffic(0, 0))))
    assert [format_bytes(n) for n in (0, 999, 1000, 131_072, 2.5e9)] == ["0 B", "999 B", "1 KB", "131 KB", "2.5 GB"]


def test_stats_print_the_traffic_beside_the_ideal() -> None:
    result = CliRunner().invoke(main, ["run", str(REPO / "examples" / "mlir" / "row_sum.mlir"), "--emulate",
                                       "--stats", "--shape", "arg0_d0=40,arg0_d1=50"])
    assert result.exit_code == 0, result.output
    # Every f32 of x read once (40 x 50), every sum written once (40): the kernel moves the ideal.
    assert "global memory: 8 KB loaded, 160 B stored (8.16 KB, " in result.output
    assert "ideal 8.16 KB; 1.00x" in result.output
    # 8000 B of x in 250 sectors; the 160 B of sums in 5: DRAM moves the ideal too.
    assert "DRAM (distinct sectors per kernel): 8 KB loaded, 160 B stored (8.16 KB); ideal 8.16 KB; 1.00x" in result.output


def test_traffic_and_the_plan_runner_import_without_mlir() -> None:
    code = ("import tirc.runtime.traffic, tirc.runtime.checks, tirc.runtime.bench, tirc.schedule.perf_model, sys; "
            "assert 'mlir' not in sys.modules")
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO / "tests" / "support" / "no_mlir"), str(REPO)])}
    done = subprocess.run([sys.executable, "-c", code], env=environment, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
