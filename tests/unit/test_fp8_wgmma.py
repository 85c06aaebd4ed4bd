"""FP8 (e4m3, e5m2) GEMMs on sm_90a: TMA tiles of 128 8-bit elements of K (one 128-byte swizzle span)
multiplied by wgmma.mma_async m64nNk32 from shared-memory descriptors, with f32 accumulators and the
fused epilogue; verified in the emulator with race checking against the float64 reference of the
input, at sizes that are no tile multiples, and measured in SASS (no spills).

The 4096^3 compile is shared by the tests that read it (module scope); the emulated runs are small.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.report import kernel_schedules
from tirc.emit.sass import analyse_cubin, disassemble
from tirc.result import CompileResult
from tirc.runtime import emulate

# The 4096^3 kernel's schedule (the heuristic's choice there), pinned for the small shapes.
LARGE = {"tile": [128, 256, 128], "warps": [8, 1], "mma": "m64n256k32", "stages": 4}


def fp8_spec(folder: Path, m: int, n: int, k: int, a: str = "e4m3", b: str = "e4m3", c: str = "bf16", *,
             b_layout: str = "col", epilogue: list[Any] | None = None, schedule: dict[str, Any] | None = None,
             name: str = "fp8") -> str:
    kernel: dict[str, Any] = {"name": name, "op": "matmul", "shape": {"M": m, "N": n, "K": k},
                              "layout": {"a": "row", "b": b_layout},
                              "dtype": {"a": a, "b": b, "c": c, "acc": "f32"}}
    if epilogue is not None:
        kernel["epilogue"] = epilogue
    if schedule is not None:
        kernel["schedule"] = schedule
    path = folder / f"{name}_{m}x{n}x{k}_{a}_{b}_{c}_{b_layout}.yaml"
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def emulated(spec: str, **options: Any) -> Any:
    (run,) = emulate(spec, target="sm_90a", remarks="off", racecheck=True, **options)
    return run


@pytest.fixture(scope="module")
def large(tmp_path_factory: pytest.TempPathFactory) -> CompileResult:
    """The 4096^3 e4m3 x e4m3 -> bf16 GEMM with a bias, compiled to a cubin with the default schedule."""
    spec = fp8_spec(tmp_path_factory.mktemp("fp8"), 4096, 4096, 4096, epilogue=[{"bias": "n"}])
    return compile_input(spec, CompileOptions(target="sm_90a", emit="cubin", remarks="off"))


def test_the_4096_fp8_gemm_is_an_e4m3_wgmma_kernel_without_spills(large: CompileResult) -> None:
    ptx = "\n".join(module.text for module in large.ptx)
    for instruction in ("wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3", "cp.async.bulk.tensor.2d",
                        "mbarrier.try_wait", "setmaxnreg.inc.sync.aligned.u32"):
        assert instruction in ptx, instruction
    (schedule,) = kernel_schedules(large).values()
    assert schedule.startswith("tile 128x256x128, 2 wgmma warpgroups + a TMA producer warpgroup, m64n256k32, 4 stages")
    (kernel,) = analyse_cubin(large.link.cubin, large.link.kernels).values()
    assert kernel.spill_bytes == 0
    # ptxas did not serialise the wgmmas (C7509: each would wait for the one before it).
    assert "C7509" not in large.link.log
    loop = kernel.main_loop
    assert loop is not None and loop.mma == 4, "one m64n256k32 per warpgroup and K step of 32"
    assert "QGMMA.64x256x32.F32.E4M3.E4M3" in disassemble(large.link.cubin)


@pytest.mark.parametrize("a, b, c", [("e4m3", "e4m3", "bf16"), ("e5m2", "e5m2", "f16"), ("e4m3", "e5m2", "f32")])
def test_fp8_wgmma_gemm_matches_the_reference(tmp_path: Path, a: str, b: str, c: str) -> None:
    """200 x 136 x 96 (no tile multiple along any dimension) with the default schedule, bias + ReLU."""
    spec = fp8_spec(tmp_path, 200, 136, 96, a, b, c, epilogue=[{"bias": "n"}, {"activation": "relu"}])
    run = emulated(spec)
    assert run.ok, run.checks
    schedule = next(iter(run.schedules.values()))
    assert "wgmma" in schedule and "k32" in schedule, schedule
    assert run.stats.tensor_core_instructions > 0


def test_the_4096_schedule_runs_in_the_emulator(tmp_path: Path) -> None:
    """The large kernel (2 consumer warpgroups, m64n256k32) at 200 x 264 x 480: four K tiles (the last
    one ragged) through three slots (the first refilled), two column tiles, the last one ragged."""
    spec = fp8_spec(tmp_path, 200, 264, 480, "e4m3", "e5m2", "bf16", epilogue=[{"bias": "n"}],
                    schedule={**LARGE, "stages": 3})
    run = emulated(spec)
    assert run.ok, run.checks
    assert "2 wgmma warpgroups + a TMA producer warpgroup, m64n256k32" in next(iter(run.schedules.values()))


def test_a_persistent_fp8_kernel(tmp_path: Path) -> None:
    """3 blocks for 2 x 2 tiles of 128 x 256: one block computes two, its mbarrier phases running on."""
    spec = fp8_spec(tmp_path, 200, 264, 256, schedule={**LARGE, "stages": 2, "persistent": True})
    schedule_file = tmp_path / "blocks.yaml"
    schedule_file.write_text(yaml.safe_dump({"options": {"tir-persistent": {"blocks": 3}}}))
    run = emulated(spec, schedule=str(schedule_file))
    assert run.ok, run.checks
    assert "persistent" in next(iter(run.schedules.values()))


def test_a_k16_wgmma_for_fp8_is_refused_with_the_fix(tmp_path: Path) -> None:
    spec = fp8_spec(tmp_path, 256, 256, 256, schedule={"tile": [128, 256, 64], "warps": [8, 1], "mma": "m64n256k16",
                                                        "stages": 3})
    with pytest.raises(TircError, match="breaks 2 limits on sm_90a") as error:
        compile_input(spec, CompileOptions(target="sm_90a", emit="ptx", remarks="off"))
    assert error.value.notes == ["m64n256k16 does not take f8E4M3FN inputs: use mma: m64n256k32",
                                 "tile K 64 is not one 128-byte swizzle span of f8E4M3FN (128 elements): use tile K 128"]


def test_b_stored_k_by_n_takes_the_mma_sync_kernel(tmp_path: Path) -> None:
    """wgmma reads 8-bit operands K-major only: B stored [K, N] gets the fp8 mma.sync kernel on sm_90a."""
    spec = fp8_spec(tmp_path, 200, 136, 96, b_layout="row")
    run = emulated(spec)
    assert run.ok, run.checks
    schedule = next(iter(run.schedules.values()))
    assert "wgmma" not in schedule and "m16n8k32" in schedule, schedule
