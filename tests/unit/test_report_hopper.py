"""The kernel report's Hopper lines (tirc.emit.report): static counts of wgmma, TMA, mbarrier and
setmaxnreg in a kernel's PTX, on Triton's sm_90 PTX and on a hand-written warp-specialised kernel;
the warp roles from a ``tir.kernel_problems`` schedule; and which kernels get the lines."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml
from mlir import ir

from tirc.driver import CompileOptions, compile_input
from tirc.emit.cubin import KernelResources, LinkResult
from tirc.emit.ptx import PtxModule, kernel_bodies
from tirc.emit.report import (HopperCounts, WarpRoles, format_report, hopper_counts, hopper_line,
                              warp_roles_from_attr, warp_roles_line)
from tirc.target import TARGETS

# A warp-specialised kernel of 3 warpgroups: warpgroup 0 gives registers away and issues the TMA
# loads of a stage, warpgroups 1-2 take registers, wait for the stage and issue two wgmma; one TMA store.
WARP_SPECIALISED_PTX = """
.version 8.0
.target sm_90a
.address_size 64

.visible .entry ws_gemm(
\t.param .align 64 .b8 ws_gemm_param_0[128],
\t.param .align 64 .b8 ws_gemm_param_1[128]
)
.maxntid 384, 1, 1
{
\t.reg .pred %p<4>;
\t.reg .b32 %r<8>;
\t.reg .b64 %rd<4>;
\t.reg .f32 %f<129>;
\t.shared .align 1024 .b8 smem[65536];
\t.shared .align 8 .b64 full[3];
\tmov.u32 %r1, %tid.x;
\tsetp.lt.u32 %p1, %r1, 128;
\t@%p1 mbarrier.init.shared::cta.b64 [full], 1;
\t@%p1 mbarrier.init.shared::cta.b64 [full+8], 1;
\t@%p1 mbarrier.init.shared::cta.b64 [full+16], 1;
\tfence.proxy.async.shared::cta;
\tbar.sync 0;
\t@!%p1 bra $L__consumer;
\tsetmaxnreg.dec.sync.aligned.u32 40;
\tmbarrier.arrive.expect_tx.shared::cta.b64 _, [full], 32768;
\tcp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [smem], [ws_gemm_param_0, {%r2, %r3}], [full];
\tcp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [smem+16384], [ws_gemm_param_0, {%r2, %r4}], [full];
\tret;
$L__consumer:
\tsetmaxnreg.inc.sync.aligned.u32 232;
$L__wait:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [full], %r5;
\t@!%p2 bra $L__wait;
\twgmma.fence.sync.aligned;
\twgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%f1, %f2}, %rd1, %rd2, 1, 1, 1, 0, 1;
\twgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%f1, %f2}, %rd1, %rd2, 1, 1, 1, 0, 1;
\twgmma.commit_group.sync.aligned;
\twgmma.wait_group.sync.aligned 0;
\tmbarrier.arrive.shared::cta.b64 _, [full+8];
\tfence.proxy.async.shared::cta;
\tcp.async.bulk.tensor.2d.global.shared::cta.bulk_group [ws_gemm_param_1, {%r2, %r3}], [smem];
\tcp.async.bulk.commit_group;
\tret;
}

.visible .entry plain(
\t.param .u64 plain_param_0
)
{
\tret;
}
"""


def test_hopper_counts_of_a_warp_specialised_kernel() -> None:
    bodies = kernel_bodies(WARP_SPECIALISED_PTX)
    counts = hopper_counts(bodies["ws_gemm"])
    assert counts == HopperCounts(wgmma=2, tma_loads=2, tma_stores=1, mbarrier_init=3, mbarrier_arrive=2,
                                  mbarrier_expect_tx=1, mbarrier_try_wait=1, registers_dec=(40,), registers_inc=(232,))
    assert counts.is_hopper and not hopper_counts(bodies["plain"]).is_hopper
    assert hopper_line(counts) == ("    Hopper PTX: wgmma.mma_async 2, TMA loads 2 / stores 1, mbarrier init 3 / "
                                   "arrive 2 (expect_tx 1) / try_wait 1, setmaxnreg dec 40 / inc 232")


def test_warp_roles_and_their_registers() -> None:
    counts = hopper_counts(kernel_bodies(WARP_SPECIALISED_PTX)["ws_gemm"])
    assert warp_roles_line(WarpRoles(True, 2, False), counts, 168) == (
        "    warp roles: producer warpgroup 0 (TMA, 40 registers), consumers warpgroups 1-2 (wgmma, 232 registers); "
        "384 threads")
    assert warp_roles_line(WarpRoles(True, 1, True), counts, 168) == (
        "    warp roles: producer warpgroup 0 (TMA, 40 registers), consumer warpgroup 1 (wgmma, 232 registers); "
        "256 threads; persistent grid")
    # Without setmaxnreg every role keeps the registers the kernel is launched with.
    flat = hopper_counts(kernel_bodies(WARP_SPECIALISED_PTX.replace("setmaxnreg", "// setmaxnreg"))["ws_gemm"])
    assert flat.registers_dec == flat.registers_inc == ()
    assert "(TMA, 168 registers)" in warp_roles_line(WarpRoles(True, 2, False), flat, 168)
    assert warp_roles_line(WarpRoles(False, 2, False), flat, 168) == (
        "    warp roles: none, 2 warpgroups each issuing TMA and wgmma (168 registers)")


def test_warp_roles_from_the_kernel_problems_schedule() -> None:
    with ir.Context():
        hopper = ir.Attribute.parse("{schedule = {tile = array<i64: 128, 256, 64>, warps = array<i64: 8, 1>, "
                                    "mma = \"m64n256k16\", warp_specialize = true}, M = 4096 : i64}")
        assert warp_roles_from_attr(hopper) == WarpRoles(True, 2, False)
        ampere = ir.Attribute.parse("{schedule = {tile = array<i64: 128, 256, 64>, stages = 3 : i64}}")
        assert warp_roles_from_attr(ampere) is None


def fake_result(ptx: str, kernels: list[str]) -> SimpleNamespace:
    """A compile result with only what format_report reads for kernels without a GEMM problem."""
    with ir.Context():
        module = ir.Module.parse("module {}")
    link = LinkResult(b"", "", {name: KernelResources(name, 168, 0, 0, 0, 1024) for name in kernels})
    return SimpleNamespace(link=link, ptx=[PtxModule("kernels", "sm_90a", ptx)], input=SimpleNamespace(module=module),
                           manifest=None, target=TARGETS["sm_90a"])


def test_only_kernels_with_wgmma_or_tma_get_the_hopper_lines() -> None:
    report = format_report(fake_result(WARP_SPECIALISED_PTX, ["plain", "ws_gemm"])).splitlines()
    assert report[0] == "kernel report (sm_90a, nvJitLink -verbose):"
    plain, ws_gemm = report.index("  plain"), report.index("  ws_gemm")
    assert not any("Hopper PTX" in line for line in report[plain:ws_gemm])
    assert report[ws_gemm + 4].startswith("    Hopper PTX: wgmma.mma_async 2, TMA loads 2 / stores 1")
    # No tir.kernel_problems schedule (an external kernel): no warp roles to print.
    assert not any("warp roles" in line for line in report)


@pytest.fixture(scope="module")
def triton_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TRITON_CACHE_DIR", str(tmp_path_factory.mktemp("triton-cache")))
        yield


def test_hopper_counts_of_tritons_tma_gemm(triton_cache: None) -> None:
    pytest.importorskip("triton")
    from bench.triton_gemm_sm90 import SM90_DEFAULT_CONFIG, compile_tma_gemm_sm90

    config = SM90_DEFAULT_CONFIG   # 128x128x64, one warpgroup, 3 stages
    gemm = compile_tma_gemm_sm90(config).gemm
    counts = hopper_counts(kernel_bodies(gemm.ptx)[gemm.name])
    # One wgmma per 64 rows and 16 of K in the (once-written) loop body; a full barrier per stage,
    # armed with expect_tx once per A+B stage load (the prologue's stages and the loop's refill).
    assert counts.wgmma == (config.block_m // 64) * (config.block_k // 16)
    assert counts.mbarrier_init == config.stages
    assert counts.mbarrier_arrive == counts.mbarrier_expect_tx == config.stages
    assert counts.tma_loads == 2 * counts.mbarrier_expect_tx and counts.tma_stores == 1
    assert counts.mbarrier_try_wait >= 1 and counts.registers_dec == counts.registers_inc == ()


def test_hopper_counts_of_tritons_cp_async_gemm(triton_cache: None) -> None:
    pytest.importorskip("triton")
    from bench.triton_gemm_sm90 import compile_gemm_sm90

    gemm = compile_gemm_sm90(True)
    counts = hopper_counts(kernel_bodies(gemm.ptx)[gemm.name])
    assert counts.is_hopper and counts.wgmma > 0
    assert (counts.tma_loads, counts.tma_stores, counts.mbarrier_init, counts.mbarrier_try_wait) == (0, 0, 0, 0)


def test_sm90a_report_has_hopper_lines_exactly_when_the_ptx_has_wgmma(tmp_path: Path) -> None:
    """Whatever kernel the sm_90a pipeline emits (Ampere mma.sync or wgmma), the report says it."""
    spec = tmp_path / "gemm.yaml"
    kernel = {"name": "gemm", "op": "matmul", "shape": {"M": 256, "N": 256, "K": 256},
              "dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}, "layout": {"b": "col"}}
    spec.write_text(yaml.safe_dump({"kernels": [kernel]}))
    result = compile_input(str(spec), CompileOptions(target="sm_90a", emit="cubin", report=True, remarks="off"))
    ptx = "\n".join(module.text for module in result.ptx)
    assert result.report is not None
    assert ("Hopper PTX: wgmma.mma_async" in result.report) == ("wgmma.mma_async" in ptx)
    assert "as per-thread FMAs" not in result.report
