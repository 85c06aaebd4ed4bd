"""FP8 (e4m3, e5m2) GEMMs on Ada (sm_89): mma.sync m16n8k32 with f32 accumulation.

One op spec with every variant (e4m3 and e5m2, A and B mixed, bf16/f16/f32 output, B stored
[K, N] and A stored [K, M], which take the gathered-load path, an epilogue) is compiled once for
sm_89 to a cubin; the tests read its PTX and SASS and run it in the emulator (race checking on)
against the float64 reference at M=200, N=136, K=96 (no tile multiple).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.sass import analyse_cubin
from tirc.runtime import emulate
from tirc.runtime.execute import compiled_for_run, emulate_compiled

SHAPE = {"M": 200, "N": 136, "K": 96}
# name -> (layout a, layout b, dtype, epilogue)
VARIANTS: dict[str, tuple[str, str, dict[str, str], list[Any]]] = {
    "e4m3_bf16": ("row", "col", {"a": "e4m3", "b": "e4m3", "c": "bf16", "acc": "f32"}, [{"bias": "n"}]),
    "e5m2_f16": ("row", "col", {"a": "e5m2", "b": "e5m2", "c": "f16"}, [{"bias": "n"}, {"activation": "silu"}]),
    "e4m3_e5m2_f32": ("row", "col", {"a": "e4m3", "b": "e5m2", "c": "f32"}, []),
    "b_row": ("row", "row", {"a": "e4m3", "b": "e4m3", "c": "bf16"}, []),
    "a_col": ("col", "col", {"a": "e5m2", "b": "e4m3", "c": "f16"}, [{"bias": "m"}]),
}
PTX_TYPES = {"e4m3_bf16": "e4m3.e4m3", "e5m2_f16": "e5m2.e5m2", "e4m3_e5m2_f32": "e4m3.e5m2", "b_row": "e4m3.e4m3",
             "a_col": "e5m2.e4m3"}


def spec_text(shape: dict[str, int], names: list[str]) -> str:
    kernels = []
    for name in names:
        layout_a, layout_b, dtype, epilogue = VARIANTS[name]
        kernel: dict[str, Any] = {"name": name, "op": "matmul", "shape": shape,
                                  "layout": {"a": layout_a, "b": layout_b}, "dtype": dtype}
        if epilogue:
            kernel["epilogue"] = epilogue
        kernels.append(kernel)
    return yaml.safe_dump({"kernels": kernels})


@pytest.fixture(scope="module")
def spec(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("fp8") / "fp8.yaml"
    path.write_text(spec_text(SHAPE, list(VARIANTS)))
    return str(path)


@pytest.fixture(scope="module")
def compiled(spec: str) -> Any:
    return compile_input(spec, CompileOptions(target="sm_89", emit="cubin", manifest=True, remarks="off"))


def kernel_ptx(compiled: Any) -> dict[str, str]:
    ptx = "\n".join(module.text for module in compiled.ptx)
    return {match.group(1): match.group(2) for match in
            re.finditer(r"\.entry (\w+)\((.*?)\n}\n", ptx, re.DOTALL)}


def test_every_variant_is_an_fp8_mma_sync_kernel_without_spills(compiled: Any) -> None:
    bodies = kernel_ptx(compiled)
    assert ".version 8.4" in compiled.ptx[0].text   # the PTX ISA of Ada's 8-bit float mma
    for name, types in PTX_TYPES.items():
        (body,) = [text for kernel, text in bodies.items() if kernel.startswith(f"{name}_gemm")]
        assert f"mma.sync.aligned.m16n8k32.row.col.f32.{types}.f32" in body, name
        assert not re.search(r"cvt\S*e[45]m[23]", body), "the mma reads the 8-bit floats as they are stored"
        # K-contiguous tiles are loaded with ldmatrix; K-major 8-bit tiles are gathered byte by byte
        # (ldmatrix cannot transpose bytes): the one K-major operand of b_row and a_col.
        gathered = re.search(r"ld\.shared\.[ub]8", body) is not None
        assert "ldmatrix.sync.aligned.m8n8.x4.shared.b16" in body and gathered == (name in ("b_row", "a_col")), name
    kernels = analyse_cubin(compiled.link.cubin, compiled.link.kernels)
    for name, kernel in kernels.items():
        assert kernel.spill_bytes == 0, name
        assert kernel.mma > 0, name   # Ada's QMMA counts as an mma (K = 96 is one K tile: no main loop here)


def test_every_variant_matches_the_float64_reference_in_the_emulator(compiled: Any, spec: str) -> None:
    runs = emulate_compiled(compiled_for_run(compiled), spec, racecheck=True)
    assert [run.function for run in runs] == list(VARIANTS)
    for run in runs:
        assert run.ok, (run.function, run.checks)
        assert run.stats.tensor_core_instructions > 0, run.function


def test_the_4096_cube_keeps_every_fp8_mma_in_one_loop_without_spills(tmp_path: Path) -> None:
    path = tmp_path / "large.yaml"
    path.write_text(spec_text({"M": 4096, "N": 4096, "K": 4096}, ["e4m3_bf16"]))
    result = compile_input(str(path), CompileOptions(target="sm_89", emit="cubin", remarks="off"))
    (kernel,) = analyse_cubin(result.link.cubin, result.link.kernels).values()
    assert kernel.spill_bytes == 0
    loop = kernel.main_loop
    assert loop is not None and loop.mma >= 32, loop
    # QMMA.16832 counts as one m16n8k16 equivalent (the 8-bit k32 equivalence, as IMMA).
    assert loop.instructions_per_equivalent < 2.5, loop


@pytest.mark.parametrize("target", ["sm_80", "sm_86", "sm_87"])
def test_fp8_on_a_chip_without_fp8_tensor_cores_is_a_located_error(tmp_path: Path, target: str) -> None:
    path = tmp_path / "fp8.yaml"
    path.write_text(spec_text({"M": 64, "N": 64, "K": 64}, ["e4m3_bf16"]))
    with pytest.raises(TircError) as caught:
        compile_input(str(path), CompileOptions(target=target, emit="ptx", remarks="off"))
    rendered = caught.value.render()
    op_line = path.read_text().splitlines().index("  op: matmul") + 1
    assert rendered.startswith(f"error: {path}:{op_line}:3: e4m3_bf16:"), rendered   # the kernel's op key
    assert f"{target} has no 8-bit float Tensor Cores (e4m3 and e5m2 mma: sm_89, sm_90a)" in rendered
    assert "--target sm_89" in rendered


def test_a_batched_fp8_matmul_on_the_mma_sync_fallback_of_sm_90a(tmp_path: Path) -> None:
    """Hopper runs mma.sync too (the wgmma kernel is another path): a batch of small e4m3 x e5m2
    products, K not a multiple of the tile."""
    path = tmp_path / "batched.yaml"
    path.write_text(yaml.safe_dump({"kernels": [{
        "name": "bmm", "op": "batch_matmul", "shape": {"B": 2, "M": 40, "N": 24, "K": 80},
        "layout": {"a": "row", "b": "col"}, "dtype": {"a": "e4m3", "b": "e5m2", "c": "f16"}}]}))
    (run,) = emulate(str(path), target="sm_90a", remarks="off", racecheck=True)
    assert run.ok, run.checks
    assert run.stats.tensor_core_instructions > 0


def test_decode_shapes_dynamic_m_and_split_k(tmp_path: Path) -> None:
    """A dynamic M (a decode batch) and a skinny GEMM that the schedule splits along K, run at
    sizes that are no tile multiple with the shipped schedules pinned."""
    path = tmp_path / "decode.yaml"
    path.write_text(yaml.safe_dump({"kernels": [
        {"name": "decode", "op": "matmul", "shape": {"M": "?", "N": 1024, "K": 2048}, "layout": {"a": "row", "b": "col"},
         "dtype": {"a": "e4m3", "b": "e4m3", "c": "f16"}},
        {"name": "skinny", "op": "matmul", "shape": {"M": 8, "N": 256, "K": 4096}, "layout": {"a": "row", "b": "col"},
         "dtype": {"a": "e5m2", "b": "e4m3", "c": "bf16"}}]}))
    runs = emulate(str(path), target="sm_89", shapes={"M": 13, "N": 136, "K": 1024}, remarks="off", racecheck=True)
    assert [run.function for run in runs] == ["decode", "skinny"]
    for run in runs:
        assert run.ok, (run.function, run.checks)
    assert any("split-K" in text for text in runs[1].schedules.values()), runs[1].schedules
