"""TMA tensor maps on the host side (tests/lit/Inputs/tma_copy.mlir, compiled with the gpu pipeline for
sm_90a): the launch plan's tensormap steps run in the emulator, the C launcher encodes them with
cuTensorMapEncodeTiled (checked through a fake driver), and the GPU device's encoding and argument
packing, all without a GPU."""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, CompileResult, compile_c, compile_input
from tirc.emit.c import CubinVariant, emit_c
from tirc.emit.tensormap import check_tensor_map
from tirc.plan import TensorMap, step_from_json
from tirc.runtime import cuda_device
from tirc.runtime.execute import compiled_for_run, emulate_compiled
from tirc.runtime.plan_emulator import emulator_tensor_map
from tirc.runtime.plan import TensorMapSpec, execute, tensor_map_spec

REPO = Path(__file__).resolve().parents[2]
TMA_COPY = REPO / "tests" / "lit" / "Inputs" / "tma_copy.mlir"
CC_FLAGS = ["-std=c11", "-Wall", "-Wextra", "-Werror"]


@pytest.fixture(scope="module")
def compiled() -> CompileResult:
    return compile_input(str(TMA_COPY), CompileOptions(target="sm_90a", emit="ptx", manifest=True, remarks="off"))


def _function(compiled: CompileResult, name: str) -> dict[str, Any]:
    assert compiled.manifest is not None
    return next(f for f in compiled.manifest["functions"] if f["name"] == name)


def _steps(compiled: CompileResult, function: str, op: str) -> list[dict[str, Any]]:
    return [step for step in _function(compiled, function)["steps"] if step["op"] == op]


# -- the launch plan -----------------------------------------------------------------------------

def test_a_view_is_a_map_with_its_offset_and_strides(compiled: CompileResult) -> None:
    maps = _steps(compiled, "copy_view", "tensormap")
    assert [(m["buffer"], m["offset"], m["shape"], m["strides"]) for m in maps] == [
        ("arg0", 8 * 72 + 8, [192, 64], [72, 1]), ("buf0", 0, [192, 64], [64, 1])]
    assert {(m["dtype"], tuple(m["box"]), m["swizzle"], m["oob"], m["l2_promotion"], m["interleave"])
            for m in maps} == {("f16", (64, 64), 128, "zero", 0, 0)}
    launch = _steps(compiled, "copy_view", "launch")[0]
    assert launch["args"] == [{"kind": "tensormap", "tensormap": "tmap0"}, {"kind": "tensormap", "tensormap": "tmap1"}]


@pytest.mark.parametrize("function", ["copy_plain", "copy_swizzled", "copy_view", "copy_padded"])
def test_emulated_copies_through_tensor_maps_are_exact(compiled: CompileResult, function: str) -> None:
    """Ragged 200x72 under 64x64 boxes: the loads zero-fill past the edges (copy_padded stores
    those zeros), the stores clip (no write outside the output: the emulator would report it)."""
    values = np.arange(200 * 72, dtype=np.float64).reshape(200, 72) % 2003 - 1000
    run = emulate_compiled(compiled_for_run(compiled), str(TMA_COPY), function=function, inputs=[values],
                           racecheck=True)[0]
    out = run.outputs["result0"]
    expected = {"copy_view": values[8:, 8:], "copy_padded": np.pad(values, ((0, 56), (0, 56)))}.get(function, values)
    assert out.shape == expected.shape and np.array_equal(out, expected)
    assert not run.stats.warnings


def test_emulator_map_is_innermost_first_in_bytes(compiled: CompileResult) -> None:
    step = step_from_json(_steps(compiled, "copy_view", "tensormap")[0])
    assert isinstance(step, TensorMap)
    spec = tensor_map_spec(step, 0x10000, {})
    assert spec.address == 0x10000 + 584 * 2
    tmap = emulator_tensor_map(spec)
    assert (tmap.address, tmap.elem_bytes, tmap.dims, tmap.strides, tmap.box, tmap.swizzle) == \
        (0x10000 + 1168, 2, (64, 192), (144,), (64, 64), 128)
    with pytest.raises(TircError, match="zeros only, not nan"):
        emulator_tensor_map(replace(spec, oob="nan"))


@pytest.mark.parametrize("swizzle, l2, oob, interleave, expected", [
    ("none", "none", "zero", "none", (0, 0, "zero", 0)),
    ("swizzle_32b", "l2promo_64b", "nan", "interleave_16b", (32, 64, "nan", 16)),
    ("swizzle_64b", "l2promo_128b", "zero", "interleave_32b", (64, 128, "zero", 32)),
    ("swizzle_128b", "l2promo_256b", "zero", "none", (128, 256, "zero", 0)),
])
def test_descriptor_types_become_plan_options(swizzle: str, l2: str, oob: str, interleave: str,
                                              expected: tuple[Any, ...]) -> None:
    from mlir import ir

    from tirc.emit.manifest import _descriptor_options
    from tirc.mlir_support import new_context
    with new_context():
        options = _descriptor_options(ir.Type.parse(
            f"!nvgpu.tensormap.descriptor<tensor = memref<2x64x32xbf16, 3>, swizzle = {swizzle}, l2promo = {l2}, "
            f"oob = {oob}, interleave = {interleave}>"))
    assert options is not None
    assert (options["box"], options["element"]) == ([2, 64, 32], "bf16")
    assert (options["swizzle"], options["l2_promotion"], options["oob"], options["interleave"]) == expected


def test_maps_are_checked_against_the_drivers_rules() -> None:
    def problem(**changes: Any) -> str:
        arguments: dict[str, Any] = dict(name="tmap0", dtype="f16", box=[64, 64], swizzle=128, interleave=0,
                                         shape=[200, 72], strides=[72, 1], address=0x1000)
        arguments.update(changes)
        with pytest.raises(TircError) as raised:
            check_tensor_map(**arguments)
        return raised.value.message

    check_tensor_map("tmap0", "f16", [64, 64], 128, 0, [200, 72], [72, 1], 0x1000)
    assert "a stride of 14 bytes" in problem(shape=[200, 7], strides=[7, 1])
    assert "not 16-byte aligned" in problem(address=0x1008)
    assert "1 to 256" in problem(box=[512, 64])
    assert "more than the 128-byte swizzle span" in problem(box=[64, 128])
    assert "inner box dimension is 8 bytes" in problem(box=[64, 4], swizzle=0)
    assert "rank 6" in problem(box=[1] * 6, shape=None, strides=None)
    assert "needs it contiguous" in problem(strides=[72, 2])
    assert "element type i1" in problem(dtype="i1")


class _RecordingDevice:
    """A plan device that keeps what it is asked to do (no memory behind it)."""

    def __init__(self) -> None:
        self.maps: list[TensorMapSpec] = []
        self.launches: list[tuple[str, list[Any]]] = []

    def alloc(self, nbytes: int, align: int = 256) -> int:
        return 0x10000

    def copy_to_device(self, addr: int, array: np.ndarray) -> None:
        pass

    def tensor_map(self, spec: TensorMapSpec) -> str:
        self.maps.append(spec)
        return f"map of {spec.name}"

    def launch(self, kernel: str, grid: tuple[int, ...], block: tuple[int, ...], args: list[Any],
               dynamic_smem: int = 0) -> None:
        self.launches.append((kernel, args))


def _dynamic_plan(grid_x: Any) -> dict[str, Any]:
    map_step = {"op": "tensormap", "name": "tmap0", "buffer": "a", "offset": 0, "dtype": "f16",
                "shape": ["M", 64], "strides": [64, 1], "box": [64, 64], "swizzle": 128, "l2_promotion": 0,
                "oob": "zero", "interleave": 0}
    launch = {"op": "launch", "kernel": "k", "grid": [grid_x, 1, 1], "block": [128, 1, 1], "dynamic_shared_memory": 0,
              "args": [{"kind": "tensormap", "tensormap": "tmap0"}]}
    return {"name": "f", "symbols": {"M": {"input": "a", "dim": 0}}, "outputs": [],
            "inputs": [{"name": "a", "kind": "buffer", "dtype": "f16", "shape": ["M", 64]}],
            "buffers": [{"name": "a", "dtype": "f16", "shape": ["M", 64], "kind": "input", "arg": 0}],
            "steps": [map_step, launch]}


def test_dynamic_maps_are_made_at_the_run_sizes_and_not_over_empty_tensors() -> None:
    device = _RecordingDevice()
    execute(_dynamic_plan("ceildiv(M, 64)"), device, {"a": np.zeros((130, 64))}, {"M": 130}, read_back=False)
    assert [(m.shape, m.strides, m.address) for m in device.maps] == [((130, 64), (64, 1), 0x10000)]
    assert device.launches == [("k", ["map of tmap0"])]
    empty = _RecordingDevice()
    execute(_dynamic_plan("ceildiv(M, 64)"), empty, {"a": np.zeros((0, 64))}, {"M": 0}, read_back=False)
    assert empty.maps == [] and empty.launches == []   # the driver cannot encode an empty tensor
    with pytest.raises(TircError, match="kernel k is launched with a grid of \\(1, 1, 1\\) over the empty tensor"):
        execute(_dynamic_plan(1), _RecordingDevice(), {"a": np.zeros((0, 64))}, {"M": 0}, read_back=False)


# 120-byte rows: a stride cuTensorMapEncodeTiled refuses (not a multiple of 16 bytes).
UNALIGNED_ROWS = """
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero,
                                   interleave = none>
module attributes {gpu.container_module} {
  func.func @rows(%in: memref<200x60xf16>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %unranked = memref.cast %in : memref<200x60xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %unranked box[%c64, %c64] : memref<*xf16> -> !map
    gpu.launch_func @kernels::@prefetch blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%map : !map)
    return
  }
  gpu.module @kernels {
    gpu.func @prefetch(%map: !map) kernel {
      nvgpu.tma.prefetch.descriptor %map : !map
      gpu.return
    }
  }
}
"""


def test_a_map_the_driver_would_refuse_is_a_compile_error(tmp_path: Path) -> None:
    source = tmp_path / "rows.mlir"
    source.write_text(UNALIGNED_ROWS)
    result = CliRunner().invoke(main, ["compile", str(source), "--target", "sm_90a", "-o", str(tmp_path / "rows.ptx"),
                                       "--manifest", "--no-cache"])
    assert result.exit_code == 1
    assert ("host function @rows: tensor map tmap0: a stride of 120 bytes (strides [60, 1] elements): every stride "
            "but the innermost must be a multiple of 16 bytes below 2^40") in result.output


# -- the GPU device, without a GPU ---------------------------------------------------------------

def _view_spec() -> TensorMapSpec:
    return TensorMapSpec("tmap0", 0x7F0000001000, "bf16", (3, 192, 64), (200 * 72, 72, 1), (2, 64, 32),
                         swizzle=64, l2_promotion=128, oob="nan", interleave=0)


def test_cuda_encoding_is_innermost_first_with_the_drivers_enums() -> None:
    encoding = cuda_device.tensor_map_encoding(_view_spec())
    assert encoding == cuda_device.TensorMapEncoding(
        data_type=9, rank=3, address=0x7F0000001000, dims=(64, 192, 3), strides=(144, 200 * 72 * 2), box=(32, 64, 2),
        element_strides=(1, 1, 1), interleave=0, swizzle=2, l2_promotion=2, oob_fill=1)


def test_cuda_device_passes_the_encoded_map_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    from cuda.bindings import driver as real
    calls: list[tuple[Any, ...]] = []
    words = list(range(0x1000, 0x1010))

    def encode(*arguments: Any) -> tuple[Any, Any]:
        calls.append(arguments)
        return real.CUresult.CUDA_SUCCESS, SimpleNamespace(opaque=words)

    fake = SimpleNamespace(**{name: getattr(real, name) for name in (
        "CUresult", "CUtensorMapDataType", "CUtensorMapInterleave", "CUtensorMapSwizzle", "CUtensorMapL2promotion",
        "CUtensorMapFloatOOBfill", "cuuint32_t", "cuuint64_t")}, cuTensorMapEncodeTiled=encode)
    monkeypatch.setattr(cuda_device, "_driver", lambda: fake)
    device = object.__new__(cuda_device.CudaDevice)   # no GPU to open: only the encoding is used
    raw = device.tensor_map(_view_spec())
    assert raw == np.array(words, np.uint64).tobytes() and len(raw) == 128
    (data_type, rank, address, dims, strides, box, element_strides, interleave, swizzle, l2, oob), = calls
    # The bindings refuse plain ints in the arrays ("Cannot convert int to cuuint32_t").
    assert all(isinstance(v, real.cuuint64_t) for v in [*dims, *strides])
    assert all(isinstance(v, real.cuuint32_t) for v in [*box, *element_strides])
    arrays = [[int(v) for v in values] for values in (dims, strides, box, element_strides)]
    assert (int(data_type), rank, address, *arrays) == \
        (9, 3, 0x7F0000001000, [64, 192, 3], [144, 28800], [32, 64, 2], [1, 1, 1])
    assert (interleave, swizzle, l2, oob) == (
        real.CUtensorMapInterleave.CU_TENSOR_MAP_INTERLEAVE_NONE, real.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_64B,
        real.CUtensorMapL2promotion.CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
        real.CUtensorMapFloatOOBfill.CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA)


def test_a_map_parameter_is_its_128_bytes_64_byte_aligned() -> None:
    raw = bytes(range(128))
    packed = cuda_device.pack_arguments(["b8[128]", "u64", "u32"], [raw, 0x1234, 7])
    assert packed[0].tobytes() == raw and packed[0].ctypes.data % 64 == 0
    assert packed[1].tobytes() == (0x1234).to_bytes(8, "little") and packed[2].tobytes() == (7).to_bytes(4, "little")
    with pytest.raises(TircError, match="is 64 bytes, for a parameter of type b8\\[128\\]"):
        cuda_device.pack_arguments(["b8[128]"], [raw[:64]])
    with pytest.raises(TircError, match="the value 4096, for a parameter of type b8\\[128\\]"):
        cuda_device.pack_arguments(["b8[128]"], [4096])


# -- the C launcher ------------------------------------------------------------------------------

def _cc() -> str:
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler")
    return compiler


def _write_c(tmp: Path, target: str) -> str:
    files, _ = compile_c(str(TMA_COPY), CompileOptions(target=target, output=str(tmp / "tma"), remarks="off"))
    for path, data in files.items():
        Path(path).write_bytes(data)
    return (tmp / "tma.c").read_text()


# Runs the launchers against a fake driver: its cuTensorMapEncodeTiled prints what it is given and
# writes a pattern into the map, its cuLaunchKernel prints the first word of each map parameter.
FAKE_DRIVER = r"""
#include <inttypes.h>
#include <stdio.h>
#include "tma.c"

static CUresult encode(CUtensorMap *map, int data_type, uint32_t rank, void *address, const uint64_t *dims,
                       const uint64_t *strides, const uint32_t *box, const uint32_t *element_strides,
                       int interleave, int swizzle, int l2_promotion, int oob_fill)
{
    static uint64_t count;
    uint32_t i;

    printf("encode type=%d rank=%u address=%#" PRIxPTR " dims=", data_type, rank, (uintptr_t)address);
    for (i = 0; i < rank; i++)
        printf("%s%" PRIu64, i ? "," : "", dims[i]);
    printf(" strides=");
    for (i = 0; i + 1 < rank; i++)
        printf("%s%" PRIu64, i ? "," : "", strides[i]);
    printf(" box=");
    for (i = 0; i < rank; i++)
        printf("%s%u/%u", i ? "," : "", box[i], element_strides[i]);
    printf(" interleave=%d swizzle=%d l2=%d oob=%d\n", interleave, swizzle, l2_promotion, oob_fill);
    map->opaque[0] = 0xC0FFEE00u + count++;
    return CUDA_SUCCESS;
}

static CUresult launch(CUfunction function, unsigned int gx, unsigned int gy, unsigned int gz, unsigned int bx,
                       unsigned int by, unsigned int bz, unsigned int shared, CUstream stream, void **params,
                       void **extra)
{
    (void)function; (void)bz; (void)shared; (void)stream; (void)extra;
    printf("launch grid=%u,%u,%u block=%u,%u map0=%#" PRIx64 " map1=%#" PRIx64 " aligned=%d\n", gx, gy, gz, bx, by,
           ((const CUtensorMap *)params[0])->opaque[0], ((const CUtensorMap *)params[1])->opaque[0],
           (int)((uintptr_t)params[0] % 64 == 0));
    return CUDA_SUCCESS;
}

int main(void)
{
    driver.cuTensorMapEncodeTiled = encode;
    driver.cuLaunchKernel = launch;
    state.module = (CUmodule)&state;
    return (int)copy_view(NULL, 0x10000, 0x20000);
}
"""


def test_c_launcher_encodes_each_map_before_the_launch(tmp_path: Path) -> None:
    source = _write_c(tmp_path, "sm_90a")
    assert 'resolve(&driver.cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled")' in source
    (tmp_path / "harness.c").write_text(FAKE_DRIVER)
    binary = tmp_path / "harness"
    build = subprocess.run([_cc(), *CC_FLAGS, "-I", str(tmp_path), str(tmp_path / "harness.c"), "-o", str(binary),
                            "-ldl"], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    lines = subprocess.run([str(binary)], capture_output=True, text=True, check=True).stdout.splitlines()
    assert lines == [
        f"encode type=6 rank=2 address={0x10000 + 1168:#x} dims=64,192 strides=144 box=64/1,64/1 "
        "interleave=0 swizzle=3 l2=0 oob=0",
        "encode type=6 rank=2 address=0x20000 dims=64,192 strides=128 box=64/1,64/1 interleave=0 swizzle=3 l2=0 oob=0",
        "launch grid=1,3,1 block=128,1 map0=0xc0ffee00 map1=0xc0ffee01 aligned=1",
    ]


def test_c_launcher_with_an_sm80_variant_compiles_and_encodes_only_for_sm90a(tmp_path: Path,
                                                                           compiled: CompileResult) -> None:
    """``--target sm_80,sm_90a``: an sm_80 plan for the same functions without TMA (here: the
    sm_90a plan with its maps replaced by plain pointers) dispatches apart from the sm_90a one."""
    result = compile_input(str(TMA_COPY), CompileOptions(target="sm_90a", emit="cubin", manifest=True, remarks="off"))
    assert result.manifest is not None
    sm90a = CubinVariant("sm_90a", result.payload, result.manifest)

    def without_maps(function: dict[str, Any]) -> dict[str, Any]:
        buffers = {step["name"]: step["buffer"] for step in function["steps"] if step["op"] == "tensormap"}
        steps = [dict(step, args=[{"kind": "ptr", "buffer": buffers[a["tensormap"]]} if a["kind"] == "tensormap"
                                  else a for a in step["args"]]) if step["op"] == "launch" else step
                 for step in function["steps"] if step["op"] != "tensormap"]
        return dict(function, steps=steps)

    kernels = [dict(k, params=["u64" if p == "b8[128]" else p for p in k["params"]])
               for k in result.manifest["kernels"]]
    sm80 = CubinVariant("sm_80", b"\0" * 8, dict(result.manifest, kernels=kernels,
                                                 functions=[without_maps(f) for f in result.manifest["functions"]]))
    header, source = emit_c("tma", [sm80, sm90a])
    (tmp_path / "tma.h").write_text(header)
    (tmp_path / "tma.c").write_text(source)
    build = subprocess.run([_cc(), *CC_FLAGS, "-c", str(tmp_path / "tma.c"), "-o", str(tmp_path / "tma.o")],
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    start, end = source.index("static CUresult copy_view_sm_80("), source.index("static CUresult copy_view_sm_90a(")
    sm80_body = source[start:end]
    sm90a_body = source[source.index("static CUresult copy_view_sm_90a("):]
    assert "tirc_tensor_map(" not in sm80_body
    assert "TIRC_TRY(tirc_tensor_map(&tmap0, 6, 2, arg0, 1168, dims, strides, box, 0, 3, 0, 0));" in sm90a_body
    assert "        return copy_view_sm_90a(stream, arg0, out);" in source
    assert '{"sm_90a", 9, 0, 1, cubin_sm_90a,' in source
