"""Each optional pass of the sm80 gpu stage can be left out of a copy of the pipeline and the GEMM
stays correct: emulated with race checking at 200x136x72 (no tile multiple) with a bias + relu
epilogue, checked against the reference. What the pass contributes is gone from the PTX or from
the emulator's statistics, and what it does not touch stays (see each pass's module docstring)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.ptx import combine_ptx
from tirc.pipeline.spec import PIPELINES_DIR, load_pipeline
from tirc.runtime import emulate
from tirc.runtime.execute import FunctionRun

SHIPPED_PIPELINE = PIPELINES_DIR / "sm80.yaml"
SIZES = {"M": 200, "N": 136, "K": 72}
DTYPES: dict[str, dict[str, Any]] = {
    "f16": {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}},
    "bf16": {"dtype": {"a": "bf16", "b": "bf16", "c": "bf16"}, "layout": {"b": "col"}},   # B stored [N, K]
    "s8": {"dtype": {"a": "s8", "b": "s8", "acc": "s32", "c": "s32"}},
}


def write_spec(tmp_path: Path, dtype: str, stages: int) -> str:
    path = tmp_path / "gemm.yaml"
    kernel = {"name": "gemm", "op": "matmul", "shape": SIZES, **DTYPES[dtype],
              "epilogue": [{"bias": "n"}, {"activation": "relu"}],
              "schedule": {"tile": [64, 64, 32], "warps": [2, 2], "stages": stages}}
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def pipeline_without(tmp_path: Path, removed: str | None) -> str:
    """A copy of the shipped sm80 pipeline with the line of pass ``removed`` deleted (None: all kept)."""
    text = SHIPPED_PIPELINE.read_text()
    if removed is not None:
        text, lines = re.subn(rf"^ *- {re.escape(removed)}\b.*\n", "", text, flags=re.M)
        assert lines == 1, f"{removed} is not one line of the gpu stage of {SHIPPED_PIPELINE.name}"
    path = tmp_path / "pipeline.yaml"
    path.write_text(text)
    shipped = [spec.name for _, spec in load_pipeline(str(SHIPPED_PIPELINE)).passes()]
    assert [spec.name for _, spec in load_pipeline(str(path)).passes()] == [p for p in shipped if p != removed]
    return str(path)


def count(pattern: str, ptx: str) -> int:
    return len(re.findall(pattern, ptx, re.M))


def wait_groups(ptx: str) -> set[int]:
    """The N of every ``cp.async.wait_group N``: the commit groups a thread leaves in flight."""
    return {int(n) for n in re.findall(r"cp\.async\.wait_group\s+(\d+);", ptx)}


def widest_global_store(ptx: str) -> int:
    """Bytes of the widest ``st.global`` (``st.global.v4.b32``: 16)."""
    widths = [int(lanes or 1) * int(bits) // 8
              for lanes, bits in re.findall(r"\bst\.global(?:\.[a-z]+)*?(?:\.v(\d))?\.[bfsu](\d+)\s", ptx)]
    assert widths, "no global store in the PTX"
    return max(widths)


# ---------------------------------------------------------------------------------------------
# What each configuration must show besides correctness


def shipped(ptx: str, run: FunctionRun) -> None:
    assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line
    assert count(r"\bmma\.sync\.", ptx) and count(r"\bldmatrix\.", ptx)
    assert count(r"\bcp\.async\.c[ag]\.shared\.global", ptx)
    assert 1 in wait_groups(ptx)                 # 3 stages: one tile's copies in flight during the compute
    assert widest_global_store(ptx) == 16        # the epilogue's staged stores


def unswizzled(ptx: str, run: FunctionRun) -> None:
    assert run.stats.shared_bank_conflicts > 0
    assert run.stats.tensor_core_instructions > 0 and 1 in wait_groups(ptx)


def unpipelined(ptx: str, run: FunctionRun) -> None:
    assert count(r"\bcp\.async\.c[ag]\.shared\.global", ptx)
    assert wait_groups(ptx) <= {0}
    assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line


def synchronous_copies(ptx: str, run: FunctionRun) -> None:
    assert count(r"\bcp\.async", ptx) == 0
    assert count(r"\bst\.shared\.", ptx) and run.stats.tensor_core_instructions > 0
    assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line


def simt(ptx: str, run: FunctionRun) -> None:
    """An ordinary CUDA kernel on the same shared-memory tiles: no Tensor Core instruction."""
    assert count(r"\bmma\.sync\.", ptx) == 0 and count(r"\bldmatrix\.", ptx) == 0
    assert run.stats.tensor_core_instructions == 0
    assert count(r"\bld\.shared\.", ptx) and count(r"\bcp\.async\.c[ag]\.shared\.global", ptx)


def main_loop(ptx: str, instruction: str) -> str:
    """The PTX of the loop (from a label to the branch back to it) with the most ``instruction``s."""
    lines = ptx.splitlines()
    loops = []
    for end, line in enumerate(lines):
        branch = re.search(r"\bbra(?:\.uni)?\s+(\$L__BB\d+_\d+);", line)
        if branch:
            start = next((i for i in range(end) if lines[i].startswith(branch.group(1) + ":")), None)
            if start is not None:
                loops.append("\n".join(lines[start:end + 1]))
    assert loops, "the kernel has a loop"
    return max(loops, key=lambda body: count(rf"^\s*{instruction}\s", body))


def simt_float(ptx: str, run: FunctionRun) -> None:
    simt(ptx, run)
    # Every product is fused into its accumulation: fma.rn.f32, no mul.rn.f32 (whose explicit
    # rounding keeps ptxas from fusing it with the add).
    loop = main_loop(ptx, r"fma\.rn\.f32")
    fused, unfused = count(r"^\s*fma\.rn\.f32\s", loop), count(r"^\s*mul\.rn\.f32\s", loop)
    assert fused and not unfused, f"{fused} fma.rn.f32 and {unfused} mul.rn.f32 in the SIMT kernel's K loop"


def simt_integer(ptx: str, run: FunctionRun) -> None:
    simt(ptx, run)
    # (Index arithmetic before the loop may multiply; the products of the contraction may not.)
    loop = main_loop(ptx, r"mad\.lo\.s32")
    fused, unfused = count(r"^\s*mad\.lo\.s32\s", loop), count(r"^\s*mul\.lo\.s32\s", loop)
    assert fused and not unfused, f"{fused} mad.lo.s32 and {unfused} mul.lo.s32 in the SIMT kernel's K loop"


def unstaged_epilogue(ptx: str, run: FunctionRun) -> None:
    assert widest_global_store(ptx) < 16
    assert run.stats.tensor_core_instructions > 0


@dataclass(frozen=True)
class Configuration:
    dtype: str
    removed: str | None           # the pass left out of the pipeline
    stages: int                   # the schedule's
    check: Callable[[str, FunctionRun], None]

    @property
    def name(self) -> str:
        return f"{self.dtype}-{'without-' + self.removed if self.removed else 'shipped'}-{self.stages}stages"


CONFIGURATIONS = [
    Configuration("f16", None, 3, shipped),
    Configuration("f16", "tir-swizzle", 3, unswizzled),
    Configuration("f16", "tir-pipeline", 3, unpipelined),
    Configuration("f16", None, 1, unpipelined),
    Configuration("f16", "tir-async-copy", 3, synchronous_copies),
    Configuration("f16", "tir-mma", 3, simt_float),
    Configuration("f16", "tir-epilogue", 3, unstaged_epilogue),
    # Widening (bf16 -> f32 products, s8 -> s32) and signedness in the SIMT fallback; the swizzle's
    # keys for a K-major B tile (bf16) and for 1-byte elements (s8).
    Configuration("bf16", "tir-mma", 3, simt_float),
    Configuration("bf16", "tir-swizzle", 3, unswizzled),
    Configuration("s8", "tir-mma", 3, simt_integer),
    Configuration("s8", "tir-swizzle", 3, unswizzled),
]


@pytest.mark.parametrize("configuration", CONFIGURATIONS, ids=lambda c: c.name)
def test_pass_can_be_left_out(tmp_path: Path, configuration: Configuration) -> None:
    spec = write_spec(tmp_path, configuration.dtype, configuration.stages)
    pipeline = pipeline_without(tmp_path, configuration.removed)
    compiled = compile_input(spec, CompileOptions(pipeline=pipeline, emit="ptx", remarks="off"))
    ptx = combine_ptx(compiled.ptx)
    (run,) = emulate(spec, pipeline=pipeline, remarks="off", racecheck=True, seed=3)
    assert run.checks and run.ok, run.checks
    assert len(run.launches) == 1, "the contraction and its epilogue must stay one kernel"
    configuration.check(ptx, run)


def test_run_stats_show_the_bank_conflicts_of_unswizzled_tiles(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["run", write_spec(tmp_path, "f16", 3), "--emulate", "--stats",
                                       "--pipeline", pipeline_without(tmp_path, "tir-swizzle"), "--remarks", "off"])
    assert result.exit_code == 0, result.output
    assert ": ok" in result.output
    (conflicts,) = re.findall(r"shared bank conflicts\s*│\s*([\d,]+)", result.output)
    assert int(conflicts.replace(",", "")) > 0


def test_async_copy_can_keep_l1(tmp_path: Path) -> None:
    """``tir-async-copy: {bypass-l1: false}`` makes the 16-byte copies cp.async.ca (cached in L1)."""
    spec = write_spec(tmp_path, "f16", 3)
    path = tmp_path / "l1.yaml"
    path.write_text(SHIPPED_PIPELINE.read_text().replace("- tir-async-copy ", "- tir-async-copy: {bypass-l1: false} ", 1))
    ptx = combine_ptx(compile_input(spec, CompileOptions(emit="ptx", pipeline=str(path), remarks="off")).ptx)
    shipped = combine_ptx(compile_input(spec, CompileOptions(emit="ptx", remarks="off")).ptx)
    assert count(r"cp\.async\.ca\.shared\.global", ptx) and not count(r"cp\.async\.cg\.", ptx)
    assert count(r"cp\.async\.cg\.shared\.global", shipped) and not count(r"cp\.async\.ca\.", shipped)


def test_tensor_core_ops_carry_the_contractions_yaml_location(tmp_path: Path) -> None:
    """Every pass builds under the contraction's location: the mma and the copies point at the
    spec's `op:` line."""
    spec = write_spec(tmp_path, "f16", 3)
    op_line = next(number for number, line in enumerate(Path(spec).read_text().splitlines(), 1) if "op: matmul" in line)
    gpu = compile_input(spec, CompileOptions(emit="gpu", remarks="off", debug_info=True)).payload.decode()
    aliases = dict(re.findall(r"^(#loc\d*) = (loc\(.*\))$", gpu, re.M))
    for op in ("nvgpu.mma.sync", "nvgpu.device_async_copy", "nvgpu.ldmatrix"):
        line = next(line for line in gpu.splitlines() if op in line)
        where = re.search(r"loc\((#loc\d*|\"[^)]*)\)?\s*$", line).group(1)
        where = aliases.get(where, where)
        assert f"gemm.yaml\":{op_line}:" in where, f"{op}: {where}"


@pytest.mark.parametrize("removed, needed", [("tir-promote", "tir-promote"), ("tir-map-warps", "tir-map-warps"),
                                             ("fold-memref-alias-ops", "fold-memref-alias-ops"),
                                             ("tir-shared-memory", "tir-shared-memory")])
def test_leaving_out_a_required_pass_is_a_user_error_naming_it(tmp_path: Path, removed: str, needed: str) -> None:
    spec = write_spec(tmp_path, "f16", 3)
    with pytest.raises(TircError) as info:
        compile_input(spec, CompileOptions(emit="ptx", pipeline=pipeline_without(tmp_path, removed), remarks="off"))
    assert needed in (info.value.hint or ""), info.value


@pytest.mark.parametrize("stages", [2, 4])
def test_pipeline_depth_follows_the_schedule(tmp_path: Path, stages: int) -> None:
    """The buffer index the K loop carries wraps at any depth: 2 and 4 stages verify, and the loop
    waits until at most stages - 2 copy groups are pending."""
    spec = write_spec(tmp_path, "f16", stages)
    ptx = combine_ptx(compile_input(spec, CompileOptions(emit="ptx", remarks="off")).ptx)
    assert wait_groups(ptx) == {0, stages - 2}
    (run,) = emulate(spec, remarks="off", racecheck=True, seed=5)
    assert run.checks and run.ok, run.checks
    assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line
