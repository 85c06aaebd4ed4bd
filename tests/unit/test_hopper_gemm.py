"""tirc's sm_90a GEMM (pipelines/sm90a.yaml): TMA loads through an mbarrier pipeline, wgmma from
shared-memory descriptors, a producer warpgroup; verified in the emulator with race checking
against the float64 reference of the input, and measured in SASS."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.sass import analyse_cubin, disassemble
from tirc.runtime import emulate
from tirc.runtime.emulator.errors import EmulatorError
from tirc.runtime.execute import compiled_for_run, emulate_compiled

# The 4096^3 kernel's schedule (the heuristics' choice there), pinned for the small shapes.
LARGE = {"tile": [128, 256, 64], "warps": [8, 1], "mma": "m64n256k16", "stages": 4}
# Triton 3.9's best sm_90 kernel for the 4096^3 f16 GEMM, in SASS instructions per
# m16n8k16-equivalent in its main loop, as the issue measured it (tests/unit/test_compare_triton.py
# compiles Triton and compares live).
TRITON_SM90_BEST = 0.78


def write_spec(folder: Path, m: int, n: int, k: int, dtype: str, b_layout: str, *, epilogue: bool = False,
               schedule: dict[str, Any] | None = None) -> str:
    kernel: dict[str, Any] = {"name": "gemm", "op": "matmul", "shape": {"M": m, "N": n, "K": k},
                              "layout": {"a": "row", "b": b_layout},
                              "dtype": {"a": dtype, "b": dtype, "c": dtype, "acc": "f32"}}
    if epilogue:
        kernel["epilogue"] = [{"bias": "n"}, {"activation": "gelu_tanh"}]
    if schedule:
        kernel["schedule"] = schedule
    path = folder / f"gemm_{m}x{n}x{k}_{dtype}_{b_layout}.yaml"
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def emulated(spec: str, **options: Any) -> Any:
    (run,) = emulate(spec, target="sm_90a", remarks="off", racecheck=True, **options)
    return run


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
@pytest.mark.parametrize("b_layout", ["row", "col"])   # NN (B stored [K, N]) and NT ([N, K])
@pytest.mark.parametrize("shape, schedule", [((256, 256, 256), LARGE), ((200, 136, 72), None)],
                         ids=["256^3-large-tile", "200x136x72-default"])
def test_wgmma_gemm_with_bias_and_activation_matches_the_reference(tmp_path: Path, dtype: str, b_layout: str,
                                                                   shape: tuple[int, int, int],
                                                                   schedule: dict[str, Any] | None) -> None:
    spec = write_spec(tmp_path, *shape, dtype, b_layout, epilogue=True, schedule=schedule)
    run = emulated(spec)
    assert run.ok, run.checks
    assert "wgmma" in next(iter(run.schedules.values()))
    assert run.stats.tensor_core_instructions > 0
    if schedule is not None:
        assert "2 wgmma warpgroups + a TMA producer warpgroup" in next(iter(run.schedules.values()))


@pytest.mark.parametrize("without", [["tir-warp-specialize"], ["tir-mbarrier-pipeline"],
                                     ["tir-mbarrier-pipeline", "tir-warp-specialize"]])
def test_the_optional_hopper_passes_can_be_left_out(tmp_path: Path, without: list[str]) -> None:
    """Each stage of the kernel is correct on its own: without the producer warpgroup one thread of
    the consumers issues the loads; without the pipeline each K step loads and waits for its own tile."""
    spec = write_spec(tmp_path, 200, 136, 200, "f16", "col", epilogue=True, schedule={**LARGE, "stages": 3})
    schedule_file = tmp_path / "without.yaml"
    schedule_file.write_text(yaml.safe_dump({"without": without}))
    run = emulated(spec, schedule=str(schedule_file))
    assert run.ok, run.checks


@pytest.mark.parametrize("dtype, b_layout", [("f16", "col"), ("bf16", "col"), ("f16", "row")])
def test_4096_gemm_is_wgmma_with_tma_and_beats_triton_in_sass(tmp_path: Path, dtype: str, b_layout: str) -> None:
    spec = write_spec(tmp_path, 4096, 4096, 4096, dtype, b_layout)
    result = compile_input(spec, CompileOptions(target="sm_90a", emit="cubin", remarks="off"))
    ptx = "\n".join(module.text for module in result.ptx)
    for instruction in ("wgmma.mma_async.sync.aligned.m64n256k16", "cp.async.bulk.tensor.2d", "mbarrier.try_wait",
                        "setmaxnreg.dec.sync.aligned.u32 \t40", "setmaxnreg.inc.sync.aligned.u32 \t232"):
        assert instruction in ptx, instruction
    assert re.search(r"\.param \.align 64 \.b8 \w+\[128\]", ptx), "tensor maps are __grid_constant__ parameters"
    (kernel,) = analyse_cubin(result.link.cubin, result.link.kernels).values()
    loop = kernel.main_loop
    assert loop is not None and loop.mma == 4, "one m64n256k16 per warpgroup and K step of 16"
    assert kernel.spill_bytes == 0
    assert loop.instructions_per_equivalent <= TRITON_SM90_BEST, loop
    sass = disassemble(result.link.cubin)
    assert "HGMMA.64x256x16.F32" in sass and "UTMALDG.2D" in sass


def test_the_emulator_sees_each_missing_synchronisation(tmp_path: Path) -> None:
    """Race checking is what makes the emulator's verdict evidence: without any one of the kernel's
    kinds of fence, barrier, slot release or wait the run fails (a race, a deadlock, or a bulk store
    that outlives its shared memory). Five K tiles through three slots, so that slots are refilled."""
    spec = write_spec(tmp_path, 200, 256, 320, "f16", "col", schedule={**LARGE, "stages": 3})
    result = compile_input(spec, CompileOptions(target="sm_90a", emit="ptx", manifest=True, remarks="off"))
    compiled = compiled_for_run(result)
    (run,) = emulate_compiled(compiled, spec)
    assert run.ok, run.checks
    lines = compiled.ptx.splitlines()
    needed = {"wgmma.wait_group 1 (the slot is released while its wgmma reads it)": r"wgmma\.wait_group\.sync\.aligned\s+1",
              "the slot release": r"mbarrier\.arrive\.shared\.b64",
              "the barrier before staging": r"bar\.sync\s+1,",
              "fence.proxy.async": r"fence\.proxy\.async",
              "cp.async.bulk.wait_group.read": r"cp\.async\.bulk\.wait_group\.read"}
    for what, pattern in needed.items():
        kept = [line for line in lines if not re.search(pattern, line)]
        assert len(kept) < len(lines), pattern
        broken = dataclasses.replace(compiled, ptx="\n".join(kept))
        with pytest.raises(EmulatorError):
            emulate_compiled(broken, spec)
            pytest.fail(f"without {what} the emulator reports nothing")


@pytest.mark.parametrize("b_layout", ["row", "col"])
def test_a_persistent_kernel_loops_over_tiles_with_the_pipeline_running_on(tmp_path: Path, b_layout: str) -> None:
    """3 blocks for 3 x 3 tiles of 128 x 256 (tir-persistent blocks=3): each block computes three
    tiles, its mbarrier phases and slots continuing from one tile to the next."""
    spec = write_spec(tmp_path, 300, 520, 200, "f16", b_layout, epilogue=True,
                      schedule={**LARGE, "stages": 3, "persistent": True})
    schedule_file = tmp_path / "blocks.yaml"
    schedule_file.write_text(yaml.safe_dump({"options": {"tir-persistent": {"blocks": 3}}}))
    result = compile_input(spec, CompileOptions(target="sm_90a", emit="ptx", manifest=True, remarks="off",
                                                schedule=str(schedule_file)))
    (launch,) = [step for f in result.manifest["functions"] for step in f["steps"] if step["op"] == "launch"]
    assert launch["grid"] == [3, 1, 1]
    run = emulated(spec, schedule=str(schedule_file))
    assert run.ok, run.checks
    assert "persistent" in next(iter(run.schedules.values()))


def test_persistent_needs_warp_specialisation(tmp_path: Path) -> None:
    spec = write_spec(tmp_path, 256, 256, 128, "f16", "col",
                      schedule={**LARGE, "persistent": True, "warp_specialize": False})
    with pytest.raises(TircError, match="a persistent kernel needs warp_specialize"):
        compile_input(spec, CompileOptions(target="sm_90a", emit="ptx", remarks="off"))


def test_the_epilogue_leaves_through_tma_stores(tmp_path: Path) -> None:
    """The output tile is staged in swizzled shared memory and written by TMA stores, which clip the
    edge tiles (200 x 136: no bounds checks); without tir-tma-store the stores are per element."""
    spec = write_spec(tmp_path, 200, 136, 72, "f16", "col", epilogue=True,
                      schedule={"tile": [64, 128, 64], "warps": [4, 1], "mma": "m64n128k16", "stages": 3})
    ptx = "\n".join(m.text for m in compile_input(spec, CompileOptions(target="sm_90a", emit="ptx",
                                                                       remarks="off")).ptx)
    assert "cp.async.bulk.tensor.2d.global.shared::cta" in ptx and "fence.proxy.async.shared::cta" in ptx
    assert "st.global" not in ptx
    schedule_file = tmp_path / "without.yaml"
    schedule_file.write_text(yaml.safe_dump({"without": ["tir-tma-store"]}))
    plain = "\n".join(m.text for m in compile_input(spec, CompileOptions(target="sm_90a", emit="ptx", remarks="off",
                                                                         schedule=str(schedule_file))).ptx)
    assert "cp.async.bulk.tensor.2d.global.shared::cta" not in plain and "st.global.b16" in plain


def test_the_site_shows_the_report_of_the_example() -> None:
    """The sm_90a report block of the site's Hopper page (docs/hopper.md) is what `tirc compile
    examples/specs/gemm_sm90.yaml --target sm_90a --report` prints (every line it shows; it leaves
    out the estimate with a `...` line)."""
    repo = Path(__file__).resolve().parents[2]
    page = (repo / "docs" / "hopper.md").read_text()
    block = page[page.index("$ tirc compile examples/specs/gemm_sm90.yaml"):]
    block = block[:block.index("```")]
    shown = [line.strip() for line in block.splitlines()[1:] if line.strip() and line.strip() != "..."]
    result = compile_input(str(repo / "examples/specs/gemm_sm90.yaml"),
                           CompileOptions(target="sm_90a", emit="cubin", report=True, remarks="off"))
    printed = [line.strip() for line in (result.report or "").splitlines()]
    assert len(shown) >= 6
    for line in shown:
        assert line in printed, line


@pytest.mark.parametrize("dtype, out, acc, mma", [("f32", "f32", "f32", "m64n256k8"), ("s8", "s32", "s32", "m64n256k32")])
def test_tf32_and_s8_run_on_wgmma_when_b_is_k_major(tmp_path: Path, dtype: str, out: str, acc: str, mma: str) -> None:
    kernel = {"name": "gemm", "op": "matmul", "shape": {"M": 200, "N": 256, "K": 256}, "layout": {"a": "row", "b": "col"},
              "dtype": {"a": dtype, "b": dtype, "c": out, "acc": acc}, "epilogue": [{"bias": "n"}, {"activation": "relu"}],
              "schedule": {"tile": [128, 256, 128 // (4 if dtype == "f32" else 1)], "warps": [8, 1], "mma": mma,
                           "stages": 3}}
    if dtype == "f32":
        kernel["allow_tf32"] = True
    spec = tmp_path / f"{dtype}.yaml"
    spec.write_text(yaml.safe_dump({"kernels": [kernel]}))
    run = emulated(str(spec))
    assert run.ok, run.checks
    assert mma in next(iter(run.schedules.values()))
    # B stored [K, N] cannot be read MN-major by a tf32 / 8-bit wgmma: the mma.sync kernel runs.
    kernel["layout"] = {"a": "row", "b": "row"}
    del kernel["schedule"]
    spec.write_text(yaml.safe_dump({"kernels": [kernel]}))
    assert "wgmma" not in next(iter(emulated(str(spec)).schedules.values()))
