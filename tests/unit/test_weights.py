"""Weights: constant tensors (dense and dense_resource) in the launch plan, the weights file, the
emulator, the reference, --emit=c and --weights=inputs; splats and scalars fold into kernels."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cache import Entry
from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_c, compile_input
from tirc.passes.linalg.constants import weight_name
from tirc.dtypes import bf16_bits, from_storage, storage_dtype, to_storage
from tirc.runtime.execute import emulate
from tirc.runtime.plan import execute, weight_arrays

CC_FLAGS = ["-std=c11", "-Wall", "-Wextra", "-Werror"]
MLIR_TYPES = {"f32": "f32", "f16": "f16", "bf16": "bf16"}

WEIGHT = np.array([[0.5, -0.25, 1.0, 0.75], [-1.0, 0.125, 0.5, -0.5], [0.25, 0.25, -0.75, 1.5]])
BIAS = np.array([0.5, -1.0, 2.0])


def storage_bytes(values: np.ndarray, dtype: str) -> bytes:
    return (bf16_bits(values) if dtype == "bf16" else to_storage(values, dtype)).tobytes()


def linear_mlir(dtype: str) -> str:
    """Linear(4, 3) with bias as torch-mlir exports it: the weight a dense_resource blob (here the
    bias a dense constant), transposed into a matmul, the bias added by a generic."""
    t = MLIR_TYPES[dtype]
    blob = "0x" + (storage_dtype(dtype).itemsize).to_bytes(4, "little").hex() + storage_bytes(WEIGHT, dtype).hex()
    return f"""#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @linear(%x: tensor<5x4x{t}>) -> tensor<5x3x{t}> {{
  %zero = arith.constant 0.0 : {t}
  %bias = arith.constant dense<[0.5, -1.0, 2.0]> : tensor<3x{t}>
  %weight = arith.constant dense_resource<linear.weight> : tensor<3x4x{t}>
  %0 = tensor.empty() : tensor<4x3x{t}>
  %wt = linalg.transpose ins(%weight : tensor<3x4x{t}>) outs(%0 : tensor<4x3x{t}>) permutation = [1, 0]
  %1 = tensor.empty() : tensor<5x3x{t}>
  %2 = linalg.fill ins(%zero : {t}) outs(%1 : tensor<5x3x{t}>) -> tensor<5x3x{t}>
  %3 = linalg.matmul ins(%x, %wt : tensor<5x4x{t}>, tensor<4x3x{t}>) outs(%2 : tensor<5x3x{t}>) -> tensor<5x3x{t}>
  %4 = linalg.generic {{indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]}}
      ins(%3, %bias : tensor<5x3x{t}>, tensor<3x{t}>) outs(%1 : tensor<5x3x{t}>) {{
  ^bb0(%in: {t}, %b: {t}, %out: {t}):
    %5 = arith.addf %in, %b : {t}
    linalg.yield %5 : {t}
  }} -> tensor<5x3x{t}>
  return %4 : tensor<5x3x{t}>
}}

{{-#
  dialect_resources: {{
    builtin: {{
      linear.weight: "{blob}"
    }}
  }}
#-}}
"""


# A scalar parameter (0-d and one-element dense_resource) and splats, one read by a matmul.
SMALL_CONSTANTS = """#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0)>
#map2 = affine_map<(d0, d1) -> ()>
func.func @small(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %scale = arith.constant dense_resource<scale> : tensor<1xf32>
  %shift = arith.constant dense_resource<shift> : tensor<f32>
  %two = arith.constant dense<2.0> : tensor<4x8xf32>
  %ones = arith.constant dense<1.0> : tensor<8x8xf32>
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %scale, %shift, %two : tensor<4x8xf32>, tensor<1xf32>, tensor<f32>, tensor<4x8xf32>)
      outs(%0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %t: f32, %u: f32, %out: f32):
    %2 = arith.mulf %in, %s : f32
    %3 = arith.addf %2, %t : f32
    %4 = arith.mulf %3, %u : f32
    linalg.yield %4 : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%x, %ones : tensor<4x8xf32>, tensor<8x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1, %m : tensor<4x8xf32>, tensor<4x8xf32>
}

{-#
  dialect_resources: {
    builtin: {
      scale: "0x040000000000C03F",
      shift: "0x04000000000000BF"
    }
  }
#-}
"""


@pytest.fixture
def linear(tmp_path: Path) -> Path:
    path = tmp_path / "linear.mlir"
    path.write_text(linear_mlir("f32"))
    return path


def manifest_and_weights(path: Path, output: Path, *extra: str) -> tuple[dict, bytes]:
    result = CliRunner().invoke(main, ["compile", str(path), "-o", str(output), "--manifest", "--remarks=off",
                                       *extra])
    assert result.exit_code == 0, result.output
    manifest = json.loads(output.with_suffix(".json").read_text())
    weights_file = output.with_suffix(".weights.bin")
    return manifest, weights_file.read_bytes() if weights_file.exists() else b""


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
def test_weights_file_holds_each_constant_at_an_aligned_offset(tmp_path: Path, dtype: str) -> None:
    path = tmp_path / f"linear_{dtype}.mlir"
    path.write_text(linear_mlir(dtype))
    manifest, data = manifest_and_weights(path, tmp_path / "linear.ptx", "--no-cache")
    weights = {weight["name"]: weight for weight in manifest["weights"]}
    assert set(weights) == {"linear_weight", "constant_3x" + dtype}
    assert manifest["weights_file"] == "linear.weights.bin"
    expected = {"linear_weight": storage_bytes(WEIGHT, dtype), "constant_3x" + dtype: storage_bytes(BIAS, dtype)}
    for name, weight in weights.items():
        assert weight["offset"] % 256 == 0 and weight["dtype"] == dtype
        assert data[weight["offset"]:weight["offset"] + weight["size"]] == expected[name]
    assert weights["linear_weight"]["shape"] == [3, 4]
    [function] = manifest["functions"]
    kinds = {buffer["name"]: buffer["kind"] for buffer in function["buffers"]}
    assert kinds["linear_weight"] == kinds["constant_3x" + dtype] == "weight"
    read = {arg["buffer"] for step in function["steps"] if step["op"] == "launch" for arg in step["args"]
            if arg["kind"] == "ptr"}
    assert {"linear_weight", "constant_3x" + dtype} <= read


def test_emulated_linear_with_bias_verifies_and_matches_numpy(linear: Path) -> None:
    [run] = emulate(str(linear), remarks="off")
    assert run.ok and [check.name for check in run.checks] == ["result0"]
    expected = run.inputs["arg0"] @ WEIGHT.T + BIAS     # independent of the reference's own reading
    np.testing.assert_allclose(run.outputs["result0"], expected, rtol=1e-6, atol=1e-6)


def test_weights_as_inputs_are_inputs_after_the_users_with_random_values(tmp_path: Path, linear: Path) -> None:
    manifest, data = manifest_and_weights(linear, tmp_path / "inputs.ptx", "--weights=inputs", "--no-cache")
    assert manifest["weights"] == [] and manifest["weights_file"] is None and data == b""
    [function] = manifest["functions"]
    assert [(i["name"], i.get("weight", False)) for i in function["inputs"]] == [
        ("arg0", False), ("constant_3xf32", True), ("linear_weight", True)]
    assert all(buffer["kind"] != "weight" for buffer in function["buffers"])
    [run] = emulate(str(linear), remarks="off", weights="inputs")
    assert run.ok
    assert not np.array_equal(run.inputs["linear_weight"], WEIGHT)   # drawn, not the constant
    expected = run.inputs["arg0"] @ run.inputs["linear_weight"].T + run.inputs["constant_3xf32"]
    np.testing.assert_allclose(run.outputs["result0"], expected, rtol=1e-6, atol=1e-6)


def test_weights_as_inputs_changes_the_compile_cache_keys(linear: Path) -> None:
    from tirc.cache import Request, request_key
    weights = CompileOptions(emit="ptx", manifest=True)
    inputs = CompileOptions(emit="ptx", manifest=True, weights="inputs")
    assert request_key(Request(str(linear), weights)) != request_key(Request(str(linear), inputs))


def test_splats_and_scalar_constants_fold_into_kernels(tmp_path: Path) -> None:
    path = tmp_path / "small.mlir"
    path.write_text(SMALL_CONSTANTS)
    result = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    assert result.manifest is not None and result.manifest["weights"] == [] and result.weights == b""
    assert all(buffer["kind"] != "weight" for f in result.manifest["functions"] for buffer in f["buffers"])
    [run] = emulate(str(path), remarks="off")
    assert run.ok
    np.testing.assert_allclose(run.outputs["result0"], (run.inputs["arg0"] * 1.5 - 0.5) * 2.0, atol=1e-6)
    # As inputs, the scalar parameters are inputs too (live values); splats still fold.
    inputs = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, remarks="off", weights="inputs"))
    assert inputs.manifest is not None
    assert [i["name"] for i in inputs.manifest["functions"][0]["inputs"]] == ["arg0", "scale", "shift"]


def embedded(source: str, name: str) -> bytes:
    match = re.search(rf"{name}\[(\d+)\] = {{\n(.*?)\n}};", source, re.S)
    assert match, f"no {name}"
    data = bytes(int(byte, 16) for byte in re.findall(r"0x([0-9a-f]{2})", match.group(2)))
    assert len(data) == int(match.group(1))
    return data


def compile_c_object(tmp: Path, files: dict[str, bytes]) -> str:
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler")
    for path, data in files.items():
        Path(path).write_bytes(data)
    source = next(path for path in files if path.endswith(".c"))
    built = subprocess.run([compiler, *CC_FLAGS, "-c", source, "-o", str(tmp / "out.o")], capture_output=True,
                           text=True)
    assert built.returncode == 0, built.stderr
    return Path(source).read_text()


def test_emit_c_embeds_the_weights_and_load_uploads_them(tmp_path: Path) -> None:
    path = tmp_path / "linear_f16.mlir"
    path.write_text(linear_mlir("f16"))
    files, [result] = compile_c(str(path), CompileOptions(output=str(tmp_path / "linear"), remarks="off"))
    source = compile_c_object(tmp_path, files)
    header = files[str(tmp_path / "linear.h")].decode()
    assert embedded(source, "weights_data") == result.weights
    assert "Weights: 2 constant tensors (" in header and "--weights=inputs" in header
    assert "RETURN_IF_FAILED(load_weights());" in source and "driver.cuMemFree(state.weights)" in source
    for position, weight in enumerate(result.manifest["weights"] if result.manifest else []):
        assert f"    {weight['offset']},  /* {weight['name']}: f16" in source
        assert f"&state.weight[{position}]" in source   # launches pass it like any buffer
    # --weights=inputs: the launcher takes them; nothing embedded.
    files, _ = compile_c(str(path), CompileOptions(output=str(tmp_path / "inputs"), remarks="off", weights="inputs"))
    source = compile_c_object(tmp_path, files)
    assert "weights_data" not in source and "load_weights" not in source
    assert re.search(r"CUresult linear\(CUstream stream, CUdeviceptr arg0, CUdeviceptr constant_3xf16, "
                     r"CUdeviceptr linear_weight, CUdeviceptr out\)", source)


def test_a_cached_compile_writes_the_weights_file_of_its_own_output(tmp_path: Path, linear: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))
    first, first_data = manifest_and_weights(linear, tmp_path / "a.ptx")
    runner = CliRunner()
    hit = runner.invoke(main, ["compile", str(linear), "-o", str(tmp_path / "b.ptx"), "--manifest", "--remarks=off",
                               "--verbose"])
    assert hit.exit_code == 0 and "cache hit" in hit.output
    second = json.loads((tmp_path / "b.json").read_text())
    assert second["weights_file"] == "b.weights.bin" and first["weights_file"] == "a.weights.bin"
    assert (tmp_path / "b.weights.bin").read_bytes() == first_data != b""


def test_cache_entries_keep_the_weights_file() -> None:
    entry = Entry("ptx", b"ptx text", {"weights": []}, link_cubin=b"cubin", weights=b"\x00\x01weights")
    decoded = Entry.decode(entry.encode())
    assert decoded.weights == b"\x00\x01weights" and decoded.link_cubin == b"cubin" and decoded.payload == b"ptx text"


def test_weight_names_are_c_identifiers() -> None:
    assert weight_name("torch_tensor_24_torch.float16") == "torch_tensor_24_torch_float16"
    assert weight_name("__constant_8x8xf32") == "constant_8x8xf32"
    assert weight_name("0abc") == "w_0abc" and weight_name("arg0") == "w_arg0" and weight_name("buf3") == "w_buf3"


def test_names_from_different_resources_stay_unique(tmp_path: Path) -> None:
    path = tmp_path / "twins.mlir"
    path.write_text("""func.func @twins(%x: tensor<2xf32>) -> tensor<2xf32> {
  %a = arith.constant dense_resource<"p.q"> : tensor<2xf32>
  %b = arith.constant dense_resource<p_q> : tensor<2xf32>
  %0 = tensor.empty() : tensor<2xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
      affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x, %a, %b : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%0 : tensor<2xf32>) {
  ^bb0(%i: f32, %j: f32, %k: f32, %out: f32):
    %2 = arith.addf %i, %j : f32
    %3 = arith.mulf %2, %k : f32
    linalg.yield %3 : f32
  } -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      "p.q": "0x040000000000803F00000040",
      p_q: "0x040000000000404000008040"
    }
  }
#-}
""")
    result = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    assert result.manifest is not None
    assert sorted(weight["name"] for weight in result.manifest["weights"]) == ["p_q", "p_q_1"]
    [run] = emulate(str(path), remarks="off")
    assert run.ok
    np.testing.assert_allclose(run.outputs["result0"], (run.inputs["arg0"] + [1.0, 2.0]) * [3.0, 4.0], rtol=1e-6)


def global_table(constant: str) -> str:
    """linalg on memrefs reading a global table, ``constant`` (or not)."""
    return f"""memref.global "private" {constant}@table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @read(%x: memref<4xf32>, %y: memref<4xf32>) {{
  %s = memref.get_global @table : memref<4xf32>
  linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}} ins(%x, %s : memref<4xf32>, memref<4xf32>) outs(%y : memref<4xf32>) {{
  ^bb0(%a: f32, %b: f32, %out: f32):
    %sum = arith.addf %a, %b : f32
    linalg.yield %sum : f32
  }}
  return
}}
"""


def test_linalg_on_memrefs_reads_a_constant_global_as_a_weight(tmp_path: Path) -> None:
    path = tmp_path / "table.mlir"
    path.write_text(global_table("constant "))
    [run] = emulate(str(path), pipeline="simt", remarks="off")
    assert run.ok and [check.name for check in run.checks] == ["arg1"]   # the reference reads the table too
    np.testing.assert_allclose(run.arguments["arg1"], run.inputs["arg0"] + [1.0, 2.0, 3.0, 4.0], atol=1e-6)


def test_a_mutable_global_is_a_clean_error(tmp_path: Path) -> None:
    path = tmp_path / "state.mlir"
    path.write_text(global_table("").replace("@table", "@state"))
    with pytest.raises(TircError, match=r"memref.global @state: is not constant") as error:
        compile_input(str(path), CompileOptions(pipeline="simt", emit="ptx", manifest=True, remarks="off"))
    assert error.value.location is not None and error.value.location.line == 1


def test_runtime_refuses_missing_or_short_weights(linear: Path) -> None:
    result = compile_input(str(linear), CompileOptions(emit="ptx", manifest=True, remarks="off"))
    assert result.manifest is not None
    with pytest.raises(TircError, match="the weights file has 10 bytes"):
        weight_arrays(result.manifest, result.weights[:10])
    arrays = weight_arrays(result.manifest, result.weights)
    np.testing.assert_array_equal(from_storage(arrays["linear_weight"], "f32"), WEIGHT)
    [function] = result.manifest["functions"]
    with pytest.raises(TircError, match="reads weight .*, which was not supplied"):
        execute(function, None, {"arg0": np.zeros((5, 4))}, {})  # type: ignore[arg-type]


# A stand-in for libcuda.so.1 that keeps "device" memory in host memory and logs what the
# launcher does: allocations, the uploaded bytes (to $FAKE_UPLOAD), each launch's pointer
# arguments ($FAKE_PARAMS says how many a kernel takes: "name:count,...") and frees.
FAKE_DRIVER = r"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

CUresult cuInit(unsigned int flags) { (void)flags; return 0; }
CUresult cuCtxGetDevice(int *device) { *device = 0; return 0; }
CUresult cuCtxSetCurrent(void *context) { (void)context; return 0; }
CUresult cuDeviceGet(int *device, int ordinal) { *device = ordinal; return 0; }
CUresult cuDeviceGetAttribute(int *value, int attribute, int device)
{
    (void)device;
    *value = attribute == 75 ? 8 : 0;   /* compute capability 8.0 */
    return 0;
}
CUresult cuDevicePrimaryCtxRetain(void **context, int device) { (void)device; *context = NULL; return 0; }
CUresult cuDevicePrimaryCtxRelease_v2(int device) { (void)device; return 0; }
CUresult cuModuleLoadData(void **module, const void *image) { (void)image; *module = (void *)1; return 0; }
CUresult cuModuleUnload(void *module) { (void)module; return 0; }
CUresult cuModuleGetFunction(void **function, void *module, const char *name)
{
    (void)module;
    *function = strdup(name);
    return 0;
}
CUresult cuFuncSetAttribute(void *function, int attribute, int value)
{
    (void)function; (void)attribute; (void)value;
    return 0;
}
CUresult cuLaunchKernel(void *function, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned shared, void *stream, void **params, void **extra)
{
    const char *name = function, *spec = getenv("FAKE_PARAMS"), *at = strstr(spec, name);
    int count = 0, i;

    (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz; (void)shared; (void)stream; (void)extra;
    while (at != NULL && at[strlen(name)] != ':')
        at = strstr(at + 1, name);
    if (at != NULL)
        count = atoi(at + strlen(name) + 1);
    printf("launch %s", name);
    for (i = 0; i < count; i++)
        printf(" %llu", *(CUdeviceptr *)params[i]);
    printf("\n");
    return 0;
}
CUresult cuMemAllocAsync(CUdeviceptr *pointer, size_t bytes, void *stream)
{
    (void)stream;
    *pointer = (CUdeviceptr)(uintptr_t)malloc(bytes);
    return 0;
}
CUresult cuMemFreeAsync(CUdeviceptr pointer, void *stream) { (void)stream; free((void *)(uintptr_t)pointer); return 0; }
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr to, CUdeviceptr from, size_t bytes, void *stream)
{
    (void)stream;
    memcpy((void *)(uintptr_t)to, (void *)(uintptr_t)from, bytes);
    return 0;
}
CUresult cuMemAlloc_v2(CUdeviceptr *pointer, size_t bytes)
{
    *pointer = (CUdeviceptr)(uintptr_t)malloc(bytes);
    printf("alloc %llu %zu\n", *pointer, bytes);
    return 0;
}
CUresult cuMemFree_v2(CUdeviceptr pointer)
{
    printf("free %llu\n", pointer);
    free((void *)(uintptr_t)pointer);
    return 0;
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr to, const void *from, size_t bytes)
{
    FILE *file = fopen(getenv("FAKE_UPLOAD"), "wb");

    memcpy((void *)(uintptr_t)to, from, bytes);
    fwrite(from, 1, bytes, file);
    fclose(file);
    printf("upload %llu %zu\n", to, bytes);
    return 0;
}
"""

LINEAR_HARNESS = r"""
#include <stdio.h>
#include "linear.h"

int main(void)
{
    printf("load %d\n", (int)tirc_linear_load());
    printf("linear %d\n", (int)linear(NULL, (CUdeviceptr)4096, (CUdeviceptr)8192));
    tirc_linear_unload();
    return 0;
}
"""


def test_c_launcher_uploads_the_weights_once_and_launches_read_them(tmp_path: Path, linear: Path) -> None:
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler")
    files, [result] = compile_c(str(linear), CompileOptions(output=str(tmp_path / "linear"), remarks="off"))
    for path, data in files.items():
        Path(path).write_bytes(data)
    (tmp_path / "fake_cuda.c").write_text(FAKE_DRIVER)
    (tmp_path / "harness.c").write_text(LINEAR_HARNESS)
    subprocess.run([compiler, "-shared", "-fPIC", str(tmp_path / "fake_cuda.c"), "-o", str(tmp_path / "libcuda.so.1")],
                   check=True)
    subprocess.run([compiler, *CC_FLAGS, "-I", str(tmp_path), str(tmp_path / "harness.c"), str(tmp_path / "linear.c"),
                    "-o", str(tmp_path / "harness"), "-ldl"], check=True)
    assert result.manifest is not None
    [function] = result.manifest["functions"]
    launches = [step for step in function["steps"] if step["op"] == "launch"]
    counts = ",".join(f"{step['kernel']}:{len(step['args'])}" for step in launches)
    env = {"LD_LIBRARY_PATH": str(tmp_path), "FAKE_PARAMS": counts, "FAKE_UPLOAD": str(tmp_path / "uploaded.bin")}
    lines = subprocess.run([str(tmp_path / "harness")], capture_output=True, text=True, check=True,
                           env=env).stdout.splitlines()
    allocated = [line.split() for line in lines if line.startswith("alloc ")]
    assert len(allocated) == 1 and int(allocated[0][2]) == len(result.weights)   # one allocation, once
    base = int(allocated[0][1])
    assert (tmp_path / "uploaded.bin").read_bytes() == result.weights
    assert lines[-2:] == ["linear 0", f"free {base}"] and "load 0" in lines
    offsets = {weight["name"]: weight["offset"] for weight in result.manifest["weights"]}
    addresses = {"arg0": 4096, **{name: base + offset for name, offset in offsets.items()}}
    outputs = {output["buffer"] for output in function["outputs"]}
    launched = [line.split()[1:] for line in lines if line.startswith("launch ")]
    assert [kernel for kernel, *_ in launched] == [step["kernel"] for step in launches]
    for step, (_, *pointers) in zip(launches, launched):
        expected = [8192 if arg["buffer"] in outputs else addresses[arg["buffer"]] for arg in step["args"]]
        assert [int(pointer) for pointer in pointers] == expected
    assert any(arg["buffer"] in offsets for step in launches for arg in step["args"])


@pytest.mark.parametrize("size,where", [(1, "dense_resource<nowhere> : tensor<1xf32>"),
                                        (3, "dense_resource<nowhere> (memref.global @")])
def test_a_resource_without_a_blob_is_a_clean_error(tmp_path: Path, size: int, where: str) -> None:
    path = tmp_path / "missing.mlir"
    path.write_text(f"""func.func @missing(%x: tensor<{size}xf32>) -> tensor<{size}xf32> {{
  %w = arith.constant dense_resource<nowhere> : tensor<{size}xf32>
  %0 = tensor.empty() : tensor<{size}xf32>
  %1 = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
      affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}}
      ins(%x, %w : tensor<{size}xf32>, tensor<{size}xf32>) outs(%0 : tensor<{size}xf32>) {{
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }} -> tensor<{size}xf32>
  return %1 : tensor<{size}xf32>
}}
""")
    result = CliRunner().invoke(main, ["compile", str(path), "-o", str(tmp_path / "m.ptx"), "--manifest", "--no-cache"])
    assert result.exit_code == 1
    assert result.output.startswith(f"error: {path}:2:8: {where}") and "the resource has no data" in result.output
    assert "internal compiler error" not in result.output
