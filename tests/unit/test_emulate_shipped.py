"""`tirc run SPEC --emulate --shape ...` runs the kernels `tirc compile SPEC` ships: the schedules of
the full-size compile are pinned into the small compile, so only size constants differ."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.ptx import combine_ptx, kernel_bodies
from tirc.runtime import emulate
from tirc.runtime.execute import compile_shipped, shipped_schedules

GEMM4096 = str(Path(__file__).resolve().parents[2] / "examples" / "specs" / "gemm4096.yaml")
OPTIONS = CompileOptions(emit="ptx", manifest=True, remarks="off")


def write_spec(tmp_path: Path, **kernel: object) -> str:
    path = tmp_path / "spec.yaml"
    kernel = {"name": "gemm", "op": "matmul", "shape": {"M": 4096, "N": 4096, "K": 4096},
              "dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}, **kernel}
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def report_schedules(text: str) -> dict[str, str]:
    """kernel -> schedule, from `tirc compile --report` (without where it came from: (heuristic)...)."""
    return {kernel: re.sub(r" \((?:heuristic|from the [^)]*)\)$", "", schedule)
            for kernel, schedule in re.findall(r"^  (\S+)\n    schedule:  (.+)$", text, re.M)}


def run_schedules(text: str) -> dict[str, str]:
    """kernel -> schedule, from `tirc run --emulate`."""
    return {kernel: schedule.removesuffix(" (the full-size compile's, pinned)")
            for kernel, schedule in re.findall(r"^  kernel (\S+): schedule: (.+)$", text, re.M)}


def test_run_at_small_sizes_prints_the_schedules_compile_reports(tmp_path: Path) -> None:
    compiled = CliRunner().invoke(main, ["compile", GEMM4096, "--report", "-o", str(tmp_path / "g.ptx")])
    assert compiled.exit_code == 0, compiled.output
    ran = CliRunner().invoke(main, ["run", GEMM4096, "--emulate", "--shape", "M=256,N=256,K=256"])
    assert ran.exit_code == 0, ran.output
    shipped = report_schedules(compiled.output)
    assert len(shipped) == 5 and all(s.startswith("tile ") for s in shipped.values())
    assert run_schedules(ran.output) == shipped
    assert ran.output.count(": ok") == 5 and "(M=256, N=256, K=256)" in ran.output


def masked(text: str) -> list[str]:
    """Lines with integer literals, register numbers and SSA numbers replaced by '#'."""
    text = re.sub(r"(%[A-Za-z_]*)\d+(_\d+)?", r"\1#", text)
    text = re.sub(r"\d+x", "#x", text)
    return re.sub(r"(?<![\w.%])-?(0x[0-9a-fA-F]+|\d+)\b", "#", text).splitlines()


def test_kernel_ir_is_the_shipped_one_modulo_size_constants() -> None:
    """The kernels tirc generates (the gpu stage) are the full-size ones, all five, but for the
    values of constants (and constant definitions that CSE merges when a size equals another)."""
    pinned = dict(shipped_schedules(GEMM4096, OPTIONS).items())
    assert set(pinned) == {"gemm_f16", "gemm_f16_bcol", "gemm_bf16", "gemm_tf32", "gemm_s8"}
    full = compile_input(GEMM4096, CompileOptions(emit="gpu", remarks="off")).payload.decode()
    small, _ = compile_shipped(GEMM4096, CompileOptions(emit="gpu", remarks="off"), {"M": 256, "N": 256, "K": 256})
    text = small.payload.decode()

    def kernels(module: str) -> list[str]:
        lines = module.splitlines()
        start = next(i for i, line in enumerate(lines) if line.startswith("  gpu.module"))
        end = lines.index("  }", start)
        return [line for line in masked("\n".join(lines[start:end])) if "arith.constant" not in line]

    assert kernels(text) == kernels(full)
    assert text != full


def test_ptx_is_the_shipped_one_modulo_size_constants() -> None:
    """PTX: equal but for immediates and register numbers. LLVM folds the sizes into its choices,
    e.g. 16-bit vs 32-bit arithmetic for the CTA index from the grid's size (the tf32 kernel at any
    smaller size), CSE of a shift that equals another (at 256), and at 512 a grid of 4 tile rows,
    one CTA group of 4 where 4096 has groups of 8 (another constant divisor, so LLVM combines the
    addresses differently): those sizes differ in more. 1024 has groups of 8 too."""
    full = kernel_bodies(combine_ptx(compile_input(GEMM4096, CompileOptions(emit="ptx", remarks="off")).ptx))
    small, pinned = compile_shipped(GEMM4096, OPTIONS, {"M": 1024, "N": 1024, "K": 1024})
    assert pinned
    shipped = kernel_bodies(combine_ptx(small.ptx))
    assert set(shipped) == set(full)
    for kernel in ("gemm_f16_gemm0", "gemm_f16_bcol_gemm1", "gemm_bf16_gemm2", "gemm_s8_gemm4"):
        assert masked(shipped[kernel]) == masked(full[kernel]), kernel
        assert shipped[kernel] != full[kernel]


def test_heuristics_would_pick_another_tile_but_the_shipped_one_runs(tmp_path: Path) -> None:
    path = write_spec(tmp_path)
    unpinned = compile_input(path, CompileOptions(emit="ptx", report=True, remarks="off",
                                                  sizes={"M": 64, "N": 64, "K": 64}))
    assert "tile 16x64x64" in (unpinned.report or "")          # what a recompile at 64 would choose
    (run,) = emulate(path, shapes={"M": 64, "N": 64, "K": 64}, remarks="off")
    assert run.ok and run.pinned
    assert list(run.schedules.values()) == [
        "tile 128x256x64, warps 2x4, m16n8k16, 3 stages, swizzled smem, 16-byte copies, raster group 8"]


def test_a_k_below_the_instruction_runs_the_shipped_kernel(tmp_path: Path) -> None:
    """K = 8 is half an m16n8k16 step: the shipped 128x256x64 kernel runs it as one zero-padded
    K tile (its 16-byte copies still divide the 16-byte rows)."""
    path = write_spec(tmp_path)
    (run,) = emulate(path, shapes={"K": 8}, remarks="off")
    assert run.ok and run.pinned and run.stats.tensor_core_instructions > 0


@pytest.mark.parametrize("kernel, shape, message", [
    ({}, "Q=8", "has a size named Q"),
    ({"dtype": {"a": "s8", "b": "s8", "c": "s32", "acc": "s32"}, "layout": {"a": "row", "b": "col"}},
     "M=128,N=128,K=72", "rows of A/B allow copies of at most 8 bytes, not 16"),
])
def test_sizes_the_shipped_kernel_cannot_run_are_refused(tmp_path: Path, kernel: dict[str, object], shape: str,
                                                         message: str) -> None:
    path = write_spec(tmp_path, **kernel)
    result = CliRunner().invoke(main, ["run", path, "--emulate", "--shape", shape, "--remarks", "off"])
    assert result.exit_code == 1, result.output
    assert message in result.output and "Traceback" not in result.output
    if message.startswith("rows"):
        assert "--shape M=128,N=128,K=72: the kernel tirc compiles for the spec's own sizes" in result.output


def test_zero_size_is_refused(tmp_path: Path) -> None:
    """The CLI refuses it as a usage error; the API, which takes sizes as numbers, with an error."""
    path = write_spec(tmp_path)
    result = CliRunner().invoke(main, ["run", path, "--emulate", "--shape", "M=0"])
    assert result.exit_code == 2 and "M=0: a size is an integer from 1" in result.output
    with pytest.raises(TircError) as info:
        compile_shipped(path, OPTIONS, {"M": 0})
    assert "size M=0 is not a positive integer" in str(info.value)


def test_negative_size_is_refused_by_the_cli(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["run", write_spec(tmp_path), "--emulate", "--shape", "M=-4"])
    assert result.exit_code != 0 and "expected NAME=INT" in result.output


def test_a_spec_without_shape_runs_unpinned(tmp_path: Path) -> None:
    path = write_spec(tmp_path, shape={"M": 64, "N": 64, "K": 64})
    result, pinned = compile_shipped(path, OPTIONS, {})
    assert not pinned
    with pytest.raises(TircError) as info:
        compile_shipped(path, OPTIONS, {"K": -1})
    assert info.value.message == "size K=-1 is not a positive integer"
