"""The SASS analyser (tirc.emit.sass): the main loop of a real Tensor Core GEMM cubin, no main loop in
a SIMT kernel, and the loop rules (predicated back edges, the self-branch trap, innermost loop,
device functions, alignment padding) on a hand-written disassembly."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
import yaml

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.sass import analyse_cubin, analyse_sass, backward_branches, disassemble, nvdisasm_path, parse_sass


def _has_nvdisasm() -> bool:
    try:
        nvdisasm_path()
    except TircError:
        return False
    return True


needs_nvdisasm = pytest.mark.skipif(not _has_nvdisasm(), reason="nvidia-cuda-nvdisasm is not installed")


def compile_cubin(tmp_path: Path, kernel: dict[str, Any]) -> Any:
    path = tmp_path / "kernel.yaml"
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return compile_input(str(path), CompileOptions(emit="cubin", remarks="off")).link


@needs_nvdisasm
def test_gemm_main_loop_is_found_in_sass(tmp_path: Path) -> None:
    link = compile_cubin(tmp_path, {"name": "gemm", "op": "matmul", "shape": {"M": 128, "N": 128, "K": 256},
                                    "dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"},
                                    # a tile that leaves a K loop (LLVM unrolls short ones away)
                                    "schedule": {"tile": [128, 128, 32], "warps": [2, 2]}})
    (kernel,) = analyse_cubin(link.cubin, link.kernels).values()
    loop = kernel.main_loop
    assert loop is not None, "the K loop with the HMMAs was not found"
    assert 0 < loop.mma <= kernel.mma and loop.instructions < kernel.instructions
    assert loop.start < loop.end
    assert math.isfinite(loop.instructions_per_mma) and 1 < loop.instructions_per_mma < 20
    assert kernel.registers == link.kernels[kernel.name].registers > 0
    assert kernel.spill_bytes == 0


@needs_nvdisasm
def test_simt_kernel_has_loops_but_no_main_loop(tmp_path: Path) -> None:
    link = compile_cubin(tmp_path, {"name": "row_sum", "op": "reduction", "shape": {"M": 128, "N": 4096},
                                    "reduce": "sum", "dim": "N", "dtype": {"a": "f32", "acc": "f32", "c": "f32"}})
    functions = parse_sass(disassemble(link.cubin))
    assert any(backward_branches(function) for function in functions.values()), \
        "the reduction should loop over N"
    kernels = analyse_cubin(link.cubin)
    assert kernels and all(k.main_loop is None and k.mma == 0 and k.spill_bytes is None for k in kernels.values())


@needs_nvdisasm
def test_disassembling_garbage_is_an_error() -> None:
    with pytest.raises(TircError, match="nvdisasm failed"):
        disassemble(b"not a cubin")


# The shape of `nvdisasm -c` output: an outer loop (.L_x_1) around an inner mma loop (.L_x_2), a
# forward branch, a loop without mma (.L_x_4), the trap loop branching to itself, NOP padding, and
# a device function (no STO_CUDA_ENTRY) that is not a kernel.
SASS = """
//--------------------- .text.helper --------------------------
\t.section\t.text.helper,"ax",@progbits
\t.sectioninfo\t@"SHI_REGISTERS=24"
        .type           helper,@function
helper:
        /*0000*/                   MOV R7, R4 ;
        /*0010*/                   RET.ABS.NODEC R20 0x0 ;

//--------------------- .text.k --------------------------
\t.section\t.text.k,"ax",@progbits
\t.sectioninfo\t@"SHI_REGISTERS=100"
        .global         k
        .other          k,@"STO_CUDA_ENTRY STV_DEFAULT"
k:
.text.k:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
.L_x_1:
        /*0010*/                   LDGSTS.E.BYPASS.128 [R2], [R4.64] ;
.L_x_2:
        /*0020*/                   LDSM.16.M88.4 R8, [R3] ;
        /*0030*/                   HMMA.16816.F32 R12, R8.reuse, R16, R12 ;
        /*0040*/                   HMMA.16816.F32 R20, R8, R18, R20 ;
        /*0050*/                   IADD3 R0, R0, 0x1, RZ ;
        /*0060*/              @!P0 BRA `(.L_x_2) ;
        /*0070*/                   ISETP.NE.AND P1, PT, R0, RZ, PT ;
        /*0080*/               @P1 BRA `(.L_x_3) ;
        /*0090*/                   BRA `(.L_x_1) ;
.L_x_3:
.L_x_4:
        /*00a0*/                   STG.E [R2.64], R12 ;
        /*00b0*/               @P2 BRA `(.L_x_4) ;
        /*00c0*/                   EXIT ;
.L_x_5:
        /*00d0*/                   BRA `(.L_x_5);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_6:
"""


def test_loop_rules_on_handwritten_sass() -> None:
    (kernel,) = analyse_sass(SASS).values()  # the device function is not a kernel
    assert kernel.name == "k" and kernel.registers == 100 and kernel.mma == 2
    assert kernel.instructions == 14  # up to the trap loop, the padding NOPs excluded
    # The predicated inner loop, not the outer one that also contains the mma.
    assert kernel.main_loop is not None
    assert (kernel.main_loop.start, kernel.main_loop.end) == (0x20, 0x60)
    assert kernel.main_loop.instructions == 5 and kernel.main_loop.instructions_per_mma == 2.5
    functions = parse_sass(SASS)
    assert not functions["helper"].entry and functions["helper"].registers == 24
    # The forward branch and the trap loop (BRA to itself) are not loops.
    assert backward_branches(functions["k"]) == [(0x20, 0x60), (0x10, 0x90), (0xa0, 0xb0)]


# The main loops of the default 4096^3 kernels (the README's table): SASS instructions per loop
# iteration, at most, and the mma per iteration: 128x256 tiles of 8 warps, 1.77-1.78 per mma for
# f16, bf16 and s8 and 2.21 for tf32. The 128x128, 4-warp kernels before them spent 2.8-3.0 per
# mma (4.7 for tf32), with select-clamped 64-bit copy addresses and a 64-bit K counter.
MAIN_LOOP_BUDGET = {"f16 NN": (228, 128), "f16 NT": (226, 128), "bf16 NT": (226, 128), "tf32 NN": (283, 128),
                    "s8 NT": (226, 128)}


@needs_nvdisasm
@pytest.mark.parametrize("gemm", sorted(MAIN_LOOP_BUDGET))
def test_default_gemm_main_loop_stays_within_its_sass_budget(tmp_path: Path, gemm: str) -> None:
    from bench.compare_triton import GEMMS

    link = compile_cubin(tmp_path, {"name": "gemm", "op": "matmul", "shape": {"M": 4096, "N": 4096, "K": 4096},
                                    **GEMMS[gemm]})
    (kernel,) = analyse_cubin(link.cubin, link.kernels).values()
    budget, mma = MAIN_LOOP_BUDGET[gemm]
    assert kernel.main_loop is not None and kernel.main_loop.mma == mma
    assert kernel.main_loop.instructions <= budget, (
        f"{gemm}: {kernel.main_loop.instructions} SASS instructions per main-loop iteration, budget {budget}")
    assert kernel.spill_bytes == 0
