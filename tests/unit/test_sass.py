"""The SASS analyser (tirc.emit.sass): the main loop of a real Tensor Core GEMM cubin, no main loop in
a SIMT kernel, and the loop rules (predicated back edges, the self-branch trap, innermost loop,
device functions, alignment padding) on a hand-written disassembly; the m16n8k16-equivalents of
each Tensor Core opcode, the consumer's loop of a warp-specialised kernel, and the main loops of
Triton's sm_90 GEMMs (HGMMA) in equivalents."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
import yaml

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.emit.sass import (Instruction, analyse_cubin, analyse_sass, backward_branches, disassemble, mma_equivalents,
                            nvdisasm_path, parse_sass)


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
    # Rows of 131072 f32: too long to hold in registers (a row program), so each thread loops.
    link = compile_cubin(tmp_path, {"name": "row_sum", "op": "reduction", "shape": {"M": 128, "N": 131072},
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


# The main loops of the default 4096^3 kernels (the table of docs/performance.md): SASS instructions per loop
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


@pytest.mark.parametrize(("opcode", "modifiers", "equivalents"), [
    ("HMMA", ".16816.F32", 1.0),               # the unit: f16/bf16 m16n8k16
    ("HMMA", ".16816.F32.BF16", 1.0),
    ("HMMA", ".1688.F32.TF32", 0.5),           # tf32 m16n8k8: half the multiply-adds
    ("IMMA", ".16832.S8.S8", 1.0),             # s8 m16n8k32: the k32 IMMA equivalence
    ("IMMA", ".8816.S8.S8", 0.25),
    ("HGMMA", ".64x256x16.F32", 32.0),         # 64*256*16 / (16*8*16) / 4 warps = N/8
    ("HGMMA", ".64x128x16.F32.BF16", 16.0),
    ("HGMMA", ".64x128x8.F32.TF32", 8.0),      # tf32 m64nNk8: N/16
    ("IGMMA", ".64x128x32.S8.S8", 16.0),       # s8 m64nNk32 against m16n8k32: N/8
    ("QGMMA", ".64x128x32.F32.E4M3.E4M3", 16.0),
])
def test_mma_equivalents_per_warp(opcode: str, modifiers: str, equivalents: float) -> None:
    assert mma_equivalents(Instruction(0x10, opcode, "R24, gdesc[UR4], R24", modifiers)) == equivalents


def test_an_mma_without_a_readable_shape_is_an_error() -> None:
    with pytest.raises(TircError, match=r"cannot read the mma shape of SASS 'HGMMA.F32' at /\*0040\*/"):
        mma_equivalents(Instruction(0x40, "HGMMA", "R24, gdesc[UR4], R24", ".F32"))


# A warp-specialised kernel: the producer's loop (TMA copies, mbarrier waits) is the smaller one but
# has no HGMMA; the consumer's loop has two HGMMA.64x256x16 (64 equivalents) in 8 instructions.
WARP_SPECIALISED_SASS = """
\t.section\t.text.ws,"ax",@progbits
        .other          ws,@"STO_CUDA_ENTRY STV_DEFAULT"
ws:
        /*0000*/                   S2R R0, SR_TID.X ;
        /*0010*/               @P0 BRA `(.L_x_3) ;
.L_x_1:
        /*0020*/                   SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [UR4+0x100], R2 ;
        /*0030*/              @UP0 UTMALDG.2D [UR8], [UR10] ;
        /*0040*/              @!P2 BRA `(.L_x_1) ;
        /*0050*/                   EXIT ;
.L_x_3:
        /*0060*/                   SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [UR4+0x108], R2 ;
        /*0070*/                   WARPGROUP.ARRIVE ;
        /*0080*/                   HGMMA.64x256x16.F32 R24, gdesc[UR20].tnspB, R24 ;
        /*0090*/                   HGMMA.64x256x16.F32 R24, gdesc[UR24].tnspB, R24, gsb0 ;
        /*00a0*/                   WARPGROUP.DEPBAR.LE gsb0, 0x1 ;
        /*00b0*/               @P3 SYNCS.ARRIVE.TRANS64 RZ, [UR4+0x100], R8 ;
        /*00c0*/                   IADD3 R0, R0, 0x1, RZ ;
        /*00d0*/              @!P4 BRA `(.L_x_3) ;
        /*00e0*/                   EXIT ;
.L_x_4:
        /*00f0*/                   BRA `(.L_x_4);
"""


def test_warp_specialised_main_loop_is_the_consumers() -> None:
    (kernel,) = analyse_sass(WARP_SPECIALISED_SASS).values()
    assert backward_branches(parse_sass(WARP_SPECIALISED_SASS)["ws"]) == [(0x20, 0x40), (0x60, 0xd0)]
    loop = kernel.main_loop
    assert loop is not None and (loop.start, loop.end) == (0x60, 0xd0)
    assert (loop.instructions, loop.mma, loop.equivalents) == (8, 2, 64.0)
    assert loop.instructions_per_equivalent == 8 / 64 and loop.instructions_per_mma == 4.0


@pytest.fixture(scope="module")
def triton_sm90_kernels(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Triton's sm_90 GEMMs (TMA and cp.async, 128x256x64, 8 warps, 3 stages, B [N, K]), linked
    for sm_90a and measured."""
    pytest.importorskip("triton")
    from bench.triton_gemm import TritonConfig
    from bench.triton_gemm_sm90 import compile_gemm_sm90, compile_tma_gemm_sm90
    from tirc.emit.cubin import link_ptx

    config = TritonConfig(128, 256, 64, 8, 3)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TRITON_CACHE_DIR", str(tmp_path_factory.mktemp("triton-cache")))
        gemms = {"TMA": compile_tma_gemm_sm90(config, "f16", "T").gemm,
                 "cp.async": compile_gemm_sm90(True, config, "f16", "T")}
    kernels = {}
    for kind, gemm in gemms.items():
        linked = link_ptx([gemm.ptx], "sm_90a")
        kernels[kind] = analyse_cubin(linked.cubin, linked.kernels)[gemm.name]
    return kernels


@needs_nvdisasm
def test_triton_sm90_tma_gemm_main_loop_in_equivalents(triton_sm90_kernels: dict[str, Any]) -> None:
    kernel = triton_sm90_kernels["TMA"]
    loop = kernel.main_loop
    # Two warpgroups, each 64 rows x 256 columns, 4 HGMMA.64x256x16 per BLOCK_K of 64 in each warp:
    # 4 * 256 / 8 = 128 equivalents, the same work as the 128 HMMA.16816 of a 128x256x64 Ampere tile.
    assert loop is not None and loop.mma == 4 and loop.equivalents == 128.0
    assert loop.instructions_per_equivalent == loop.instructions / 128
    assert loop.instructions_per_equivalent < 1.0, loop   # TMA and wgmma leave few instructions in the loop
    assert kernel.mma >= loop.mma and kernel.spill_bytes == 0
    assert kernel.resources is not None and kernel.resources.registers > 0


@needs_nvdisasm
def test_triton_sm90_cp_async_gemm_spends_more_per_equivalent(triton_sm90_kernels: dict[str, Any]) -> None:
    tma, cp_async = triton_sm90_kernels["TMA"].main_loop, triton_sm90_kernels["cp.async"].main_loop
    assert cp_async is not None and cp_async.equivalents == 128.0
    # The cp.async loop computes its copy addresses and predicates per thread: about twice the TMA loop.
    assert 1.0 < cp_async.instructions_per_equivalent < 2.0
    assert cp_async.instructions_per_equivalent > tma.instructions_per_equivalent
