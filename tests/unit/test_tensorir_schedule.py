"""The scheduling DSL's primitives, build and Kernel (tirc.tensorir), against the issue's points:
the seed's example builds with mma.sync and matches numpy in the emulator (race checking on) at
its 4096^3 schedule on 256x256x128 and on a shape that is no tile multiple; without
decompose_to_tensorcore it is a correct SIMT kernel; invalid schedules are ScheduleErrors naming
the line of the call; the trace replays through ``tirc compile --schedule`` to byte-identical PTX."""

from __future__ import annotations

import inspect
import subprocess
import sys
from pathlib import Path
from typing import Any
from collections.abc import Callable

import numpy as np
import pytest

from tirc import tensorir
from tirc.diagnostics import TircError
from tirc.tensorir import ScheduleError

REPO = Path(__file__).resolve().parents[2]


def matmul_of(M: Any, N: int, K: int, dtype: str = "float16") -> Callable[..., Any]:
    def matmul(A: tensorir.Tensor[(M, K), dtype], B: tensorir.Tensor[(K, N), dtype]):  # type: ignore[valid-type]
        C = tensorir.alloc((M, N), dtype=dtype)
        for i, j, k in tensorir.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        return C
    return matmul


def seed_schedule(matmul: Callable[..., Any], tensor_cores: bool = True) -> tensorir.Schedule:
    """The seed's schedule, as written (the 4096^3 tile)."""
    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block(matmul)
    bx, by, bz = schedule.tile(block, tile_sizes=[256, 128, 32])
    schedule.bind(bx, "blockIdx.x")
    schedule.bind(by, "blockIdx.y")
    schedule.bind(bz, "threadIdx.z")
    schedule.vectorize(bz)
    if tensor_cores:
        schedule.decompose_to_tensorcore(block, instruction="mma.m16n8k16")
    return schedule


def inputs(M: int, N: int, K: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((K, N)).astype(np.float16))


def assert_f16_product(c: np.ndarray, a: np.ndarray, b: np.ndarray) -> None:
    """``c`` is ``a @ b`` accumulated in f16: within K roundings of f16 (2^-11 each) of the
    largest result; a lost K tile or a wrong element is off by far more."""
    exact = a.astype(np.float64) @ b.astype(np.float64)
    error = float(np.abs(c.astype(np.float64) - exact).max() / np.abs(exact).max())
    assert error < a.shape[1] * 2.0 ** -11, error


@pytest.mark.parametrize("sizes", [(256, 256, 128), (200, 136, 72)], ids=["256x256x128", "200x136x72"])
def test_the_seed_example_builds_with_mma_and_matches_numpy(sizes: tuple[int, int, int]) -> None:
    M, N, K = sizes
    kernel = seed_schedule(matmul_of(M, N, K)).build(target="cuda")
    assert "mma.sync.aligned.m16n8k16" in kernel.ptx
    a, b = inputs(M, N, K)
    c = kernel(a, b)   # emulated with race and uninitialised-read checks; compared with the reference
    assert c.dtype == np.float16 and c.shape == (M, N)
    assert kernel.last_run.ok and kernel.last_run.checks
    assert_f16_product(c, a, b)
    assert kernel.stats.tensor_core_instructions > 0


def test_without_decompose_to_tensorcore_the_kernel_is_simt_and_correct() -> None:
    M, N, K = 200, 136, 72
    kernel = seed_schedule(matmul_of(M, N, K), tensor_cores=False).build()
    assert "mma.sync" not in kernel.ptx and "fma.rn" in kernel.ptx
    a, b = inputs(M, N, K, seed=1)
    c = kernel(a, b)
    assert kernel.last_run.ok
    assert_f16_product(c, a, b)
    assert kernel.stats.tensor_core_instructions == 0
    assert "tir-mma" in kernel.schedule   # left out of the pipeline, in the schedule file
    assert "m16n8k16, 1 stage, plain smem, 16-byte copies, raster group 1, as per-thread FMAs (no tir-mma)" \
        in kernel.report()


def test_the_trace_replays_through_tirc_compile_to_identical_ptx(tmp_path: Path) -> None:
    schedule = seed_schedule(matmul_of(200, 136, 72))
    kernel = schedule.build()
    files = {path.name for path in kernel.save(tmp_path)}
    assert files == {"matmul.mlir", "matmul.schedule.yaml", "matmul.ptx", "matmul.cubin", "matmul.json"}
    assert (tmp_path / "matmul.schedule.yaml").read_text() == schedule.trace.yaml()
    replayed = tmp_path / "replayed.ptx"
    subprocess.run([sys.executable, "-m", "tirc", "compile", str(tmp_path / "matmul.mlir"), "--schedule",
                    str(tmp_path / "matmul.schedule.yaml"), "--target", "sm_80", "-o", str(replayed), "--no-cache"],
                   check=True, cwd=tmp_path)
    assert replayed.read_bytes() == kernel.ptx.encode() == (tmp_path / "matmul.ptx").read_bytes()


def test_the_python_trace_replays_the_same_schedule() -> None:
    matmul = matmul_of(256, 256, 128)
    schedule = seed_schedule(matmul)
    text = str(schedule.trace)
    assert text.splitlines()[0] == "sch = tensorir.create_schedule(matmul)"
    assert "l0, l1, l2 = sch.tile(b0, tile_sizes=[256, 128, 32])" in text and "sch.bind(l2, 'threadIdx.z')" in text
    namespace: dict[str, Any] = {"tensorir": tensorir, "matmul": matmul}
    exec(text, namespace)
    assert namespace["sch"].trace.yaml() == schedule.trace.yaml()
    assert [i.name for i in schedule.trace] == ["get_block", "tile", "bind", "bind", "bind", "vectorize",
                                                "decompose_to_tensorcore"]


def test_show_prints_the_loops_and_the_schedule(capsys: pytest.CaptureFixture[str]) -> None:
    schedule = seed_schedule(matmul_of(256, 256, 128))
    schedule.show()
    shown = capsys.readouterr().out
    assert "for i_0 in range(1):  # blockIdx.x" in shown
    assert "for k_0 in range(4):  # threadIdx.z, vectorized" in shown
    assert "tile 256x128x32, warps 4x2, m16n8k16" in shown
    assert "C[i, j] += A[i, k] * B[k, j]" in shown   # the statement, from the source


def test_kernel_ir_report_and_cubin() -> None:
    kernel = seed_schedule(matmul_of(256, 256, 128)).build()
    assert "tile = array<i64: 256, 128, 32>" in kernel.ir("tensorir")
    assert "gpu.launch_func" in kernel.ir("gpu")
    assert kernel.ir("ptx") == kernel.ptx
    assert kernel.cubin[:4] == b"\x7fELF"
    assert "matmul_gemm0" in kernel.report() and "0 B spill stores" in kernel.report()
    assert [step["op"] for step in kernel.manifest["functions"][0]["steps"]].count("launch") == 1
    with pytest.raises(TircError, match="unknown stage"):
        kernel.ir("llvm")


def test_the_full_schedule_shares_the_sm80_passes() -> None:
    """Every optional pass chosen: the schedule file leaves none out, and the emulator sees the
    pipeline (cp.async) and the swizzle (no bank conflicts)."""
    M, N, K = 200, 136, 72
    matmul = matmul_of(M, N, K)
    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block("C")
    i0, j0, k0 = schedule.tile(block, tile_sizes=[64, 64, 32])
    schedule.bind(i0, "blockIdx.x")
    schedule.bind(j0, "blockIdx.y")
    loops = schedule.get_loops(block)
    warp_i, _ = schedule.split(loops[3], factors=[2, None])
    schedule.bind(warp_i, "warp")
    warp_j, _ = schedule.split(loops[4], factors=[1, None])
    schedule.bind(warp_j, "warp")
    schedule.vectorize(k0)
    schedule.pipeline(k0, stages=3)
    schedule.swizzle(block)
    schedule.cache_read(block, "A", "shared")
    schedule.cache_write(block, "shared")
    schedule.decompose_to_tensorcore(block)
    schedule.rasterize(group=4)
    assert "without" not in schedule.trace.yaml()
    assert "warps: [2, 1]" in schedule.trace.yaml() and "raster_group: 4" in schedule.trace.yaml()
    kernel = schedule.build()
    assert "cp.async.cg.shared.global" in kernel.ptx
    a, b = inputs(M, N, K, seed=2)
    kernel(a, b)
    assert kernel.stats.shared_bank_conflicts == 0


def test_a_dynamic_size_runs_at_several_sizes() -> None:
    M = tensorir.var("M")
    matmul = matmul_of(M, 64, 48)
    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block(matmul)
    i0, j0, k0 = schedule.tile(block, tile_sizes=[64, 64, 16])
    schedule.bind(i0, "blockIdx.x")
    schedule.bind(j0, "blockIdx.y")
    schedule.vectorize(k0)
    schedule.decompose_to_tensorcore(block)
    kernel = schedule.build()
    assert "?x48xf16" in kernel.mlir
    for rows in (16, 93):
        a, b = inputs(rows, 64, 48, seed=rows)
        c = kernel(a, b)
        assert c.shape == (rows, 64)
        assert_f16_product(c, a, b)


def test_torch_cpu_tensors_and_a_custom_op() -> None:
    torch = pytest.importorskip("torch")
    kernel = seed_schedule(matmul_of(64, 64, 32)).build()
    a, b = (torch.from_numpy(x) for x in inputs(64, 64, 32, seed=3))
    got = kernel(a, b)
    assert isinstance(got, torch.Tensor) and got.dtype == torch.float16
    assert_f16_product(got.numpy(), a.numpy(), b.numpy())
    op = kernel.to_torch_op("tirc_dsl_test::matmul")
    assert torch.equal(op(a, b), got)
    torch.library.opcheck(op, (a, b), test_utils=("test_schema", "test_faketensor"))


# ---------------------------------------------------------------------------------------------
# Invalid schedules: a ScheduleError (a TircError) at the line of the call


def line_of(marker: str) -> int:
    """The line of this file holding ``marker`` (a comment at the end of the failing call)."""
    lines = Path(__file__).read_text().splitlines()
    (found,) = [number for number, text in enumerate(lines, 1) if text.rstrip().endswith(f"# {marker}")]
    return found


def assert_error_at(error: pytest.ExceptionInfo[ScheduleError], marker: str, message: str) -> None:
    assert isinstance(error.value, TircError)
    assert error.value.location is not None
    assert error.value.location.file == __file__ and error.value.location.line == line_of(marker)
    assert message in error.value.message, error.value.render()
    assert error.value.render().startswith(f"error: {__file__}:{line_of(marker)}: ")


def test_a_tile_that_is_no_multiple_of_the_instruction() -> None:
    schedule = tensorir.create_schedule(matmul_of(256, 256, 128))
    block = schedule.get_block("C")
    with pytest.raises(ScheduleError) as error:
        schedule.tile(block, tile_sizes=[128, 128, 24])   # marker: tile-k
    assert_error_at(error, "marker: tile-k", "tile K 24 is not a multiple of 16 (m16n8k16)")
    assert error.value.hint == "use a tile K of 16 or 32"


def test_an_instruction_that_does_not_take_the_dtypes() -> None:
    schedule = tensorir.create_schedule(matmul_of(256, 256, 128))
    block = schedule.get_block("C")
    schedule.tile(block, tile_sizes=[128, 128, 32])
    with pytest.raises(ScheduleError) as error:
        schedule.decompose_to_tensorcore(block, instruction="mma.m16n8k8")   # marker: instruction
    assert_error_at(error, "marker: instruction", "m16n8k8 does not take f16 inputs with a f16 accumulator")
    with pytest.raises(ScheduleError, match="unknown Tensor Core instruction 'wmma'"):
        schedule.decompose_to_tensorcore(block, instruction="wmma")


def test_binding_a_loop_twice() -> None:
    schedule = tensorir.create_schedule(matmul_of(256, 256, 128))
    block = schedule.get_block("C")
    bx, by, _ = schedule.tile(block, tile_sizes=[128, 128, 32])
    schedule.bind(bx, "blockIdx.x")
    with pytest.raises(ScheduleError) as error:
        schedule.bind(bx, "blockIdx.y")   # marker: bound-twice
    assert_error_at(error, "marker: bound-twice", "i_0 is already bound to blockIdx.x")
    with pytest.raises(ScheduleError, match="blockIdx.x is already bound to i_0"):
        schedule.bind(by, "blockIdx.x")
    with pytest.raises(ScheduleError, match="unknown thread axis 'vthread'"):
        schedule.bind(by, "vthread")


def test_more_shared_memory_than_the_target_has() -> None:
    schedule = tensorir.create_schedule(matmul_of(4096, 4096, 4096))
    block = schedule.get_block("C")
    _, _, k0 = schedule.tile(block, tile_sizes=[256, 128, 64])
    with pytest.raises(ScheduleError) as error:
        schedule.pipeline(k0, stages=4)   # marker: shared-memory
    assert_error_at(error, "marker: shared-memory", "needs 192 KiB of shared memory")
    assert "sm_80 allows 163 KiB" in error.value.message and error.value.hint == "use stages <= 3 or a smaller tile"
    schedule.pipeline(k0, stages=3)   # the schedule is unchanged by the failed call: 3 stages fit


def softmax_of(R: int, C: int) -> Callable[..., Any]:
    def softmax(X: tensorir.Tensor[(R, C), "float32"]):  # type: ignore[valid-type]
        mx = tensorir.alloc((R,), "float32", init=float("-inf"))
        for i, j in tensorir.grid(R, C):
            mx[i] = tensorir.max(mx[i], X[i, j])
        s = tensorir.alloc((R,), "float32")
        for i, j in tensorir.grid(R, C):
            s[i] += tensorir.exp(X[i, j] - mx[i])
        Y = tensorir.alloc((R, C), "float32")
        for i, j in tensorir.grid(R, C):
            Y[i, j] = tensorir.exp(X[i, j] - mx[i]) / s[i]
        return Y
    return softmax


def test_decompose_to_tensorcore_on_a_non_contraction() -> None:
    schedule = tensorir.create_schedule(softmax_of(33, 100))
    block = schedule.get_block("s")
    with pytest.raises(ScheduleError) as error:
        schedule.decompose_to_tensorcore(block)   # marker: not-a-contraction
    assert_error_at(error, "marker: not-a-contraction", "block s is a reduction, not a contraction")
    with pytest.raises(ScheduleError, match="block Y is an elementwise block, not a contraction"):
        schedule.pipeline(schedule.get_loops(schedule.get_block("Y"))[1], stages=3)


def test_loop_rules_of_a_contraction() -> None:
    schedule = tensorir.create_schedule(matmul_of(256, 256, 128))
    block = schedule.get_block("C")
    bx, by, bk = schedule.tile(block, tile_sizes=[128, 128, 32])
    loops = schedule.get_loops(block)
    with pytest.raises(ScheduleError, match="inside a tile: its threads are the mma's"):
        schedule.bind(loops[3], "threadIdx.x")
    with pytest.raises(ScheduleError, match="bind it to blockIdx.x, blockIdx.y or blockIdx.z"):
        schedule.bind(bx, "warp")
    with pytest.raises(ScheduleError, match="K-tile loop cannot be spread over blocks") as error:
        schedule.bind(bk, "blockIdx.z")
    assert error.value.hint == "split_k(S) splits K over blocks"
    with pytest.raises(ScheduleError, match="main loop: it is software-pipelined"):
        schedule.unroll(bk)
    with pytest.raises(ScheduleError, match="loops over tiles of a contraction keep their order"):
        schedule.reorder(by, bx)
    with pytest.raises(ScheduleError, match="tiled, not fused"):
        schedule.fuse(loops[3], loops[4])
    schedule.split(loops[5], factors=[None, 16])
    with pytest.raises(ScheduleError, match="k_1 is no longer a loop of block C"):
        schedule.unroll(loops[5])


def test_unbound_loops_over_tiles_are_an_error_at_build() -> None:
    schedule = tensorir.create_schedule(matmul_of(256, 256, 128))
    schedule.tile(schedule.get_block("C"), tile_sizes=[128, 128, 32])
    with pytest.raises(ScheduleError, match="bind its loops over tiles i_0, j_0 to blockIdx"):
        schedule.build()


def test_an_untiled_contraction_is_an_error_at_build() -> None:
    schedule = tensorir.create_schedule(matmul_of(256, 256, 128))
    with pytest.raises(ScheduleError, match="block C is a contraction that is not tiled"):
        schedule.build()


def test_a_softmax_with_rows_bound_to_warps() -> None:
    R, C = 33, 100
    schedule = tensorir.create_schedule(softmax_of(R, C))
    for name in ("mx", "s"):
        block = schedule.get_block(name)
        rows, _ = schedule.get_loops(block)
        outer, inner = schedule.split(rows, factors=[None, 4])
        schedule.bind(outer, "blockIdx.x")
        schedule.bind(inner, "warp")
    assert "tir-reduce: {row-rows-per-block: 4, row-threads: 32, threads-per-block: 128" in schedule.trace.yaml()
    kernel = schedule.build()
    assert "a warp per row, 4 rows per block" in kernel.report() and "FMAs" not in kernel.report()
    x = np.random.default_rng(4).standard_normal((R, C)).astype(np.float32)
    y = kernel(x)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(y, e / e.sum(axis=1, keepdims=True), rtol=1e-5, atol=1e-7)


def test_the_error_points_into_the_callers_source() -> None:
    """The rendered error quotes the call's source line, as tirc's other errors quote input lines."""
    schedule = tensorir.create_schedule(matmul_of(256, 256, 128))
    with pytest.raises(ScheduleError) as error:
        schedule.get_block("D")   # marker: no-block
    assert_error_at(error, "marker: no-block", "@matmul has no block 'D'")
    assert "schedule.get_block(\"D\")" in error.value.render() and error.value.hint == "its blocks: C"
    assert inspect.getsourcefile(test_the_error_points_into_the_callers_source) == __file__


def gated_of(M: int, N: int) -> Callable[..., Any]:
    def gated(X: tensorir.Tensor[(M, N), "float32"], Y: tensorir.Tensor[(M, N), "float16"]):  # type: ignore[valid-type]
        Z = tensorir.alloc((M, N), "float16")
        for i, j in tensorir.grid(M, N):
            Z[i, j] = tensorir.sigmoid(X[i, j]) * Y[i, j]
        return Z
    return gated


def test_an_elementwise_block_on_blocks_and_threads() -> None:
    M, N = 100, 300
    schedule = tensorir.create_schedule(gated_of(M, N))
    block = schedule.get_block("Z")
    rows, columns = schedule.get_loops(block)
    row_outer, row_inner = schedule.split(rows, factors=[None, 4])
    column_outer, column_inner = schedule.split(columns, factors=[None, 64])
    schedule.bind(row_outer, "blockIdx.x")
    schedule.bind(row_inner, "threadIdx.y")
    schedule.bind(column_inner, "threadIdx.x")
    assert "tir-simt-map: {inner-threads: 64, threads-per-block: 256, vectorize: false}" in schedule.trace.yaml()
    kernel = schedule.build()
    assert "block (64, 4, 1)" in kernel.report()
    rng = np.random.default_rng(5)
    x, y = rng.standard_normal((M, N)).astype(np.float32), rng.standard_normal((M, N)).astype(np.float16)
    z = kernel(x, y)
    np.testing.assert_allclose(z, (y / (1 + np.exp(-x.astype(np.float64)))).astype(np.float16), rtol=2e-3, atol=1e-3)
    fused = tensorir.create_schedule(gated_of(M, N))
    block = fused.get_block("Z")
    loop = fused.fuse(*fused.get_loops(block))
    outer, inner = fused.split(loop, factors=[None, 100])
    fused.bind(outer, "blockIdx.x")
    fused.bind(inner, "threadIdx.x")
    with pytest.raises(ScheduleError, match="block Z has 100 threads per block"):
        fused.build()
    with pytest.raises(ScheduleError, match="block Z is elementwise: its loops go to blocks and threads"):
        schedule.bind(column_outer, "warp")


def test_an_epilogue_block_is_scheduled_with_its_contraction() -> None:
    M, N, K = 64, 64, 32

    def scaled(A: tensorir.Tensor[(M, K), "float16"], B: tensorir.Tensor[(K, N), "float16"]):  # type: ignore[valid-type]
        C = tensorir.alloc((M, N), "float32")
        for i, j, k in tensorir.grid(M, N, K):
            C[i, j] += A[i, k] * B[k, j]
        D = tensorir.alloc((M, N), "float16")
        for i, j in tensorir.grid(M, N):
            D[i, j] = tensorir.max(C[i, j] * 0.5, 0.0)
        return D

    schedule = tensorir.create_schedule(scaled)
    rows, _ = schedule.get_loops(schedule.get_block("D"))
    with pytest.raises(ScheduleError, match="it is that contraction's epilogue") as error:
        schedule.bind(rows, "blockIdx.x")
    assert error.value.hint == "schedule block C"
    block = schedule.get_block(scaled)   # the function's one contraction
    i0, j0, k0 = schedule.tile(block, tile_sizes=[64, 64, 32])
    schedule.bind(i0, "blockIdx.x")
    schedule.bind(j0, "blockIdx.y")
    schedule.decompose_to_tensorcore(block)
    kernel = schedule.build()
    assert [step["op"] for step in kernel.manifest["functions"][0]["steps"]].count("launch") == 1
    a, b = inputs(M, N, K, seed=6)
    expected = np.maximum(a.astype(np.float64) @ b.astype(np.float64) * 0.5, 0)
    np.testing.assert_allclose(kernel(a, b).astype(np.float64), expected, rtol=2e-3, atol=2e-3)


def test_an_f32_contraction_without_tf32_runs_on_the_simt_path() -> None:
    M, N, K = 40, 72, 24
    matmul = matmul_of(M, N, K, dtype="float32")
    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block(matmul)
    with pytest.raises(ScheduleError, match="Tensor Cores cannot take: f32 inputs need create_schedule") as error:
        schedule.decompose_to_tensorcore(block)
    assert "tf32 rounds inputs" in (error.value.hint or "")
    rows, columns, _ = schedule.get_loops(block)
    outer, inner = schedule.split(columns, factors=[None, 32])
    schedule.bind(rows, "blockIdx.x")
    schedule.bind(inner, "threadIdx.x")
    kernel = schedule.build()
    assert "mma.sync" not in kernel.ptx
    rng = np.random.default_rng(7)
    a, b = rng.standard_normal((M, K)).astype(np.float32), rng.standard_normal((K, N)).astype(np.float32)
    np.testing.assert_allclose(kernel(a, b), a.astype(np.float64) @ b, rtol=1e-5, atol=1e-5)
    tf32 = tensorir.create_schedule(matmul, allow_tf32=True)
    block = tf32.get_block(matmul)
    i0, j0, _ = tf32.tile(block, tile_sizes=[64, 64, 16])
    tf32.bind(i0, "blockIdx.x")
    tf32.bind(j0, "blockIdx.y")
    tf32.decompose_to_tensorcore(block, instruction="mma.m16n8k8")
    assert "mma.sync.aligned.m16n8k8" in tf32.build().ptx


def test_the_heuristics_choices_through_the_dsl_are_tirc_compiles_kernel(tmp_path: Path) -> None:
    """Every primitive at the values tirc compile's heuristics choose: byte-identical PTX to
    compiling the definition with no schedule (one set of passes, whichever front end)."""
    matmul = matmul_of(4096, 4096, 4096)
    schedule = tensorir.create_schedule(matmul)
    block = schedule.get_block(matmul)
    default = schedule.default_schedule(block)
    assert default is not None and default.split_k == 1
    i0, j0, k0 = schedule.tile(block, tile_sizes=[default.tile_m, default.tile_n, default.tile_k])
    schedule.bind(i0, "blockIdx.x")
    schedule.bind(j0, "blockIdx.y")
    loops = schedule.get_loops(block)
    for loop, warps in ((loops[3], default.warps_m), (loops[4], default.warps_n)):
        outer, _ = schedule.split(loop, factors=[warps, None])
        schedule.bind(outer, "warp")
    schedule.vectorize(k0)
    schedule.pipeline(k0, stages=default.stages)
    schedule.swizzle(block)
    schedule.cache_write(block, "shared")
    schedule.decompose_to_tensorcore(block)
    schedule.rasterize(group=default.raster_group)
    kernel = schedule.build()
    kernel.save(tmp_path)
    plain = tmp_path / "default.ptx"
    subprocess.run([sys.executable, "-m", "tirc", "compile", str(tmp_path / "matmul.mlir"), "-o", str(plain),
                    "--no-cache"], check=True)
    assert plain.read_text() == kernel.ptx
    softmax = tensorir.create_schedule(softmax_of(8, 64))
    assert softmax.default_schedule(softmax.get_block("s")) is None


@pytest.mark.parametrize("binding", ["warp", "block"])
def test_a_few_long_rows_get_the_bound_mapping(binding: str) -> None:
    """Four rows of 5000: tir-reduce alone would split each row over blocks (a tree); rows bound
    to warps or blocks get a warp or a block per row."""
    R, C = 4, 5000

    def rowsum(X: tensorir.Tensor[(R, C), "float32"]):  # type: ignore[valid-type]
        s = tensorir.alloc((R,), "float32")
        for i, j in tensorir.grid(R, C):
            s[i] += X[i, j]
        return s

    schedule = tensorir.create_schedule(rowsum)
    block = schedule.get_block(rowsum)
    rows, columns = schedule.get_loops(block)
    if binding == "warp":
        schedule.bind(rows, "warp")
    else:
        schedule.bind(rows, "blockIdx.x")
        _, threads = schedule.split(columns, factors=[None, 256])
        schedule.bind(threads, "threadIdx.x")
    kernel = schedule.build()
    expected = "a warp per row" if binding == "warp" else "a block of 256 threads per row"
    assert expected in kernel.report()
    assert [step["op"] for step in kernel.manifest["functions"][0]["steps"]].count("launch") == 1
    x = np.random.default_rng(8).standard_normal((R, C)).astype(np.float32)
    np.testing.assert_allclose(kernel(x), x.astype(np.float64).sum(axis=1), rtol=1e-5, atol=1e-4)
