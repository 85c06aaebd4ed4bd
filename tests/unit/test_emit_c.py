"""--emit=c: C launchers with embedded cubins, compiled warning-free without a CUDA toolkit."""

from __future__ import annotations

import ctypes.util
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.driver import CompileOptions, compile_c, compile_input
from tirc.emit.c import CubinVariant, c_identifier, emit_c

REPO = Path(__file__).resolve().parents[2]
CC_FLAGS = ["-std=c11", "-Wall", "-Wextra", "-Werror"]

# A Tensor Core GEMM whose 4-stage pipeline needs 64 KiB of dynamic shared memory (over the 48 KiB
# default, so _load must opt in), and one over a dynamic number of rows.
GEMM_SPEC = """
kernels:
  - name: gemm_big_smem
    op: matmul
    shape: {M: 256, N: 256, K: 128}
    dtype: {a: f16, b: f16, c: f16, acc: f32}
    schedule: {tile: [128, 128, 32], warps: [2, 2], stages: 4, mma: m16n8k16}
  - name: gemm_f16
    op: matmul
    shape: {M: "?", N: 256, K: 128}
    dtype: {a: f16, b: f16, c: f16, acc: f32}
"""

# Host code with a temporary (alloc, free), a copy into the result and an f32 scalar argument.
TEMPORARY_MLIR = """
module attributes {gpu.container_module} {
  func.func @scale_copy(%x: memref<?xf32>, %alpha: f32) -> memref<?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %blocks = arith.ceildivui %n, %c256 : index
    %tmp = memref.alloc(%n) : memref<?xf32>
    %out = memref.alloc(%n) : memref<?xf32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %c256 : index
      %i = arith.addi %base, %tx : index
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %v = memref.load %x[%i] : memref<?xf32>
        %s = arith.mulf %v, %alpha : f32
        memref.store %s, %tmp[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    memref.copy %tmp, %out : memref<?xf32> to memref<?xf32>
    memref.dealloc %tmp : memref<?xf32>
    return %out : memref<?xf32>
  }
}
"""

SIMT_SPEC = REPO / "examples" / "specs" / "simt.yaml"


def cc() -> str:
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler")
    return compiler


def compile_object(source: Path) -> None:
    result = subprocess.run([cc(), *CC_FLAGS, "-c", str(source), "-o", str(source.with_suffix(".o"))],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def generate(tmp: Path, input_path: Path, stem: str, target: str | None = None) -> tuple[str, str]:
    files, _ = compile_c(str(input_path), CompileOptions(target=target, output=str(tmp / stem), remarks="off"))
    for path, data in files.items():
        Path(path).write_bytes(data)
    return (tmp / f"{stem}.h").read_text(), (tmp / f"{stem}.c").read_text()


def embedded_cubin(source: str, chip: str) -> bytes:
    """The bytes of ``cubin_<chip>`` parsed back from the generated C."""
    match = re.search(rf"cubin_{chip}\[(\d+)\] = {{\n(.*?)\n}};", source, re.S)
    assert match, f"no cubin for {chip}"
    data = bytes(int(byte, 16) for byte in re.findall(r"0x([0-9a-f]{2})", match.group(2)))
    assert len(data) == int(match.group(1))
    return data


@pytest.fixture(scope="module")
def gemm(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, str]:
    tmp = tmp_path_factory.mktemp("gemm")
    spec = tmp / "gemm.yaml"
    spec.write_text(GEMM_SPEC)
    header, source = generate(tmp, spec, "gemm")
    return tmp, header, source


def test_tensor_core_gemm_with_dynamic_m_compiles_warning_free(gemm: tuple[Path, str, str]) -> None:
    tmp, header, source = gemm
    compile_object(tmp / "gemm.c")
    assert "CUresult tirc_gemm_load(void);" in header
    assert "void tirc_gemm_unload(void);" in header
    assert ("CUresult gemm_big_smem(CUstream stream, CUdeviceptr a, CUdeviceptr b, CUdeviceptr out);"
            in header)
    assert ("CUresult gemm_f16(CUstream stream, CUdeviceptr a, CUdeviceptr b, CUdeviceptr out, int64_t M);"
            in header)
    assert "f16[M][256], output allocated by the caller: M * 512 bytes" in header
    assert "cuda.h" not in source.replace("without cuda.h", "")
    assert "tirc_ceildiv(M, 128)" in source


def test_large_dynamic_shared_memory_is_opted_into_at_load(gemm: tuple[Path, str, str]) -> None:
    _, _, source = gemm
    assert "65536,  /* gemm_big_smem_gemm0 */" in source
    assert "CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES" in source


# Two kernels (a row reduction, then an elementwise op on the same input) over dynamic sizes.
MULTI_KERNEL_MLIR = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @row_sum(%x: tensor<?x?xf32>) -> (tensor<?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %x, %c0 : tensor<?x?xf32>
  %n = tensor.dim %x, %c1 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty(%m) : tensor<?xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.reduce ins(%x : tensor<?x?xf32>) outs(%acc : tensor<?xf32>) dimensions = [1]
    (%in: f32, %a: f32) {
      %s = arith.addf %in, %a : f32
      linalg.yield %s : f32
    }
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<?x?xf32>
  return %sum, %exp : tensor<?xf32>, tensor<?x?xf32>
}
"""


def test_multi_kernel_function_launches_in_plan_order(tmp_path: Path) -> None:
    mlir = tmp_path / "row_sum.mlir"
    mlir.write_text(MULTI_KERNEL_MLIR)
    _, source = generate(tmp_path, mlir, "row_sum")
    compile_object(tmp_path / "row_sum.c")
    body = source[source.index("CUresult row_sum("):]
    launches = re.findall(r"tirc_launch\(state\.kernels\[(\d)\]", body)
    assert launches == ["0", "1"]
    assert "if (arg0_d0 < 0)" in body


def test_temporaries_are_allocated_copied_and_freed_on_the_stream(tmp_path: Path) -> None:
    mlir = tmp_path / "temporary.mlir"
    mlir.write_text(TEMPORARY_MLIR)
    header, source = generate(tmp_path, mlir, "temporary")
    compile_object(tmp_path / "temporary.c")
    assert ("CUresult scale_copy(CUstream stream, CUdeviceptr arg0, CUdeviceptr out, int64_t arg0_d0, float arg1);"
            in header)
    body = source[source.index("CUresult scale_copy("):]
    steps = [line.strip() for line in body.splitlines() if "TIRC_TRY(" in line or "tirc_cleanup(" in line]
    assert steps[0] == "TIRC_TRY(tirc_alloc(&buf0, arg0_d0 * 4, stream));"
    assert steps[1].startswith("TIRC_TRY(tirc_launch(state.kernels[0], tirc_ceildiv(arg0_d0, 256), 1, 1, 256, 1, 1,")
    assert steps[2:] == ["TIRC_TRY(tirc_copy(out, buf0, arg0_d0 * 4, stream));",
                         "TIRC_TRY(tirc_free(&buf0, stream));",
                         "status = tirc_cleanup(status, &buf0, stream);"]
    assert "float arg_2 = arg1;" in body
    assert "cuMemAllocAsync" in source and "cuMemFreeAsync" in source


def test_two_targets_embed_two_cubins_equal_to_tirc_compile_cubin(tmp_path: Path) -> None:
    _, source = generate(tmp_path, SIMT_SPEC, "simt", target="sm_80,sm_90a")
    compile_object(tmp_path / "simt.c")
    for chip in ("sm_80", "sm_90a"):
        cubin = tmp_path / f"simt_{chip}.cubin"
        result = CliRunner().invoke(main, ["compile", str(SIMT_SPEC), "--target", chip, "-o", str(cubin),
                                           "--no-cache"])
        assert result.exit_code == 0, result.output
        assert embedded_cubin(source, chip) == cubin.read_bytes()
    assert '{"sm_80", 8, 0, 0, cubin_sm_80,' in source
    assert '{"sm_90a", 9, 0, 1, cubin_sm_90a,' in source


def test_cli_writes_both_files_deterministically(tmp_path: Path) -> None:
    outputs = []
    for attempt in ("a", "b"):
        folder = tmp_path / attempt
        folder.mkdir()
        result = CliRunner().invoke(main, ["compile", str(SIMT_SPEC), "--emit=c", "-o", str(folder / "my-kernels"),
                                           "--remarks", "off"])
        assert result.exit_code == 0, result.output
        assert sorted(p.name for p in folder.iterdir()) == ["my-kernels.c", "my-kernels.h"]
        outputs.append([(folder / name).read_bytes() for name in ("my-kernels.h", "my-kernels.c")])
    assert outputs[0] == outputs[1]
    header = outputs[0][0].decode()
    assert "CUresult tirc_my_kernels_load(void);" in header and "#ifndef TIRC_MY_KERNELS_H" in header
    assert '#include "my-kernels.h"' in outputs[0][1].decode()


# The selection rule and the size helpers, run on this machine through a harness that includes the
# generated source (its helpers are static).
HARNESS = r"""
#include <stdio.h>
#include "kernels.c"

int main(void)
{
    static const int capabilities[][2] = {{8, 0}, {8, 6}, {8, 9}, {9, 0}, {7, 5}, {10, 0}};
    size_t i;

    for (i = 0; i < sizeof capabilities / sizeof capabilities[0]; i++) {
        int picked = pick_variant(capabilities[i][0], capabilities[i][1]);
        printf("%d.%d %s\n", capabilities[i][0], capabilities[i][1], picked < 0 ? "none" : variants[picked].chip);
    }
    printf("ceildiv %lld %lld %lld\n", (long long)tirc_ceildiv(7, 2), (long long)tirc_ceildiv(-7, 2),
           (long long)tirc_ceildiv(8, 2));
    printf("launch-before-load %d\n", (int)add_f32(NULL, 0, 0, 0, 4));
    printf("load %d\n", (int)tirc_kernels_load());
    tirc_kernels_unload();
    return 0;
}
"""


def test_loader_picks_the_cubin_for_the_device_and_reports_a_missing_driver(tmp_path: Path) -> None:
    generate(tmp_path, SIMT_SPEC, "kernels", target="sm_80,sm_86,sm_90a")
    (tmp_path / "harness.c").write_text(HARNESS)
    binary = tmp_path / "harness"
    build = subprocess.run([cc(), *CC_FLAGS, "-I", str(tmp_path), str(tmp_path / "harness.c"), "-o", str(binary),
                            "-ldl"], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    lines = subprocess.run([str(binary)], capture_output=True, text=True, check=True).stdout.splitlines()
    assert lines[:6] == ["8.0 sm_80", "8.6 sm_86", "8.9 sm_86", "9.0 sm_90a", "7.5 none", "10.0 none"]
    assert lines[6] == "ceildiv 4 -3 4"
    assert lines[7] == "launch-before-load 3"           # CUDA_ERROR_NOT_INITIALIZED
    if ctypes.util.find_library("cuda") is None:
        assert lines[8] == "load 303"                    # TIRC_ERROR_NO_DRIVER


def test_targets_with_different_plans_dispatch_on_the_loaded_cubin(tmp_path: Path) -> None:
    result = compile_input(str(SIMT_SPEC), CompileOptions(emit="cubin", manifest=True, remarks="off"))
    assert result.manifest is not None
    first = CubinVariant("sm_80", result.payload, result.manifest)
    changed = [dict(f, steps=[dict(s, block=[64, 1, 1]) if s["op"] == "launch" else s for s in f["steps"]])
               if f["name"] == "add_f32" else f for f in result.manifest["functions"]]
    second = replace(first, chip="sm_90a", manifest=dict(result.manifest, functions=changed))
    header, source = emit_c("kernels", [first, second])
    (tmp_path / "kernels.h").write_text(header)
    (tmp_path / "kernels.c").write_text(source)
    compile_object(tmp_path / "kernels.c")
    assert "static CUresult add_f32_sm_90a(" in source and "static CUresult add_f32_sm_80(" in source
    assert "        return add_f32_sm_90a(stream, a, b, out, M);" in source
    assert "static CUresult gelu_f16_sm_90a(" not in source   # the same plan: one body


def test_usage_errors() -> None:
    runner = CliRunner()
    listed = runner.invoke(main, ["compile", str(SIMT_SPEC), "--target", "sm_80,sm_90a", "-o", "x.ptx"])
    assert listed.exit_code == 2 and "a list is only for --emit=c" in listed.output
    stdout = runner.invoke(main, ["compile", str(SIMT_SPEC), "--emit=c", "-o", "-"])
    assert stdout.exit_code == 1 and "not stdout" in stdout.output
    twice = runner.invoke(main, ["compile", str(SIMT_SPEC), "--emit=c", "-o", "x", "--target", "sm_80,sm_80"])
    assert twice.exit_code == 1 and "lists a chip twice" in twice.output


def test_c_identifier() -> None:
    assert c_identifier("my-gemm.v2") == "my_gemm_v2"
    assert c_identifier("2d") == "2d"   # used inside tirc_2d_load


def test_depfile_lists_input_and_resolved_shipped_pipeline(tmp_path: Path) -> None:
    output = tmp_path / "simt.cubin"
    depfile = tmp_path / "simt.d"
    result = subprocess.run([sys.executable, "-m", "tirc", "compile", str(SIMT_SPEC), "-o", str(output),
                             "--depfile", str(depfile), "--remarks", "off"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    pipeline = (REPO / "tirc" / "pipelines" / "sm80.yaml").resolve()
    assert depfile.read_text() == f"{output}: {SIMT_SPEC} {pipeline}\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["simt.cubin", "simt.d"]


def test_the_wgmma_gemm_launcher_encodes_its_tensor_maps_and_compiles_warning_free(tmp_path: Path) -> None:
    """`--target sm_80,sm_90a` of the Hopper example: the sm_90a body encodes the A, B and output
    tensor maps (128-byte swizzle: CU_TENSOR_MAP_SWIZZLE_128B = 3) before launching 384 threads with
    them as parameters; the sm_80 body launches the mma.sync kernel; the C compiles with -Werror."""
    spec = Path(__file__).resolve().parents[2] / "examples" / "specs" / "gemm_sm90.yaml"
    _, source = generate(tmp_path, spec, "hopper", target="sm_80,sm_90a")
    compile_object(tmp_path / "hopper.c")
    sm90 = source[source.index("static CUresult gemm_f16_nt_sm_90a("):]
    sm90 = sm90[:sm90.index("\ndone:")]
    assert sm90.count("TIRC_TRY(tirc_tensor_map(&tmap") == 3
    assert re.search(r"tirc_tensor_map\(&tmap0, \d+, 2, a, 0, dims, strides, box, 0, 3, 3, 0\)", sm90), sm90
    assert ", 384, 1, 1, 197696, stream, params));" in sm90
    sm80 = source[source.index("static CUresult gemm_f16_nt_sm_80("):]
    assert "tirc_tensor_map" not in sm80[:sm80.index("\ndone:")]
    assert "cuTensorMapEncodeTiled" in source
