"""Tensor Core GEMMs with the heuristics' schedules: numerics in the PTX emulator for every input
type and operand layout at a tile multiple and at sizes that are not, with bank-conflict-free
shared memory; u8/s8 mma types and wrap-around, C += A*B, schedules on named ops; schedule choice
and validation (every broken limit in one error). test_tensorcore_matrix.py runs every dtype x
layout x epilogue x shape combination with small pinned tiles."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

from tirc.diagnostics import REMARKS, TircError
from tirc.driver import CompileOptions, compile_input
from tirc.runtime import emulate

DTYPES: dict[str, dict[str, Any]] = {
    "f16": {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f32"}},
    "f16acc16": {"dtype": {"a": "f16", "b": "f16", "c": "f16", "acc": "f16"}},
    "bf16": {"dtype": {"a": "bf16", "b": "bf16", "c": "bf16"}},
    "tf32": {"dtype": {"a": "f32", "b": "f32", "c": "f32"}, "allow_tf32": True},
    "s8": {"dtype": {"a": "s8", "b": "s8", "c": "s32", "acc": "s32"}},
}
LAYOUTS = [("row", "row"), ("row", "col"), ("col", "row"), ("col", "col")]
SHAPES = [{"M": 256, "N": 256, "K": 128}, {"M": 200, "N": 136, "K": 72}]
# `emulate` runs the 4096^3 kernel, whose s8 copies are 16 bytes: its sizes that are not tile
# multiples keep every row of A and B a multiple of 16 bytes (72 s8 elements are not).
S8_NON_MULTIPLE = {"M": 208, "N": 144, "K": 80}


def write_spec(tmp_path: Path, name: str, **kernel: Any) -> str:
    path = tmp_path / f"{name}.yaml"
    kernel = {"name": name, "op": "matmul", "shape": {"M": 4096, "N": 4096, "K": 4096}, **kernel}
    path.write_text(yaml.safe_dump({"kernels": [kernel]}))
    return str(path)


def check_on_tensor_cores(path: str, shapes: dict[str, int]) -> None:
    (run,) = emulate(path, shapes=shapes, remarks="off", seed=2)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert run.stats.tensor_core_instructions > 0, "expected the Tensor Core kernel"
    assert run.stats.shared_bank_conflicts == 0, run.stats.bank_conflicts_by_line
    assert len(run.launches) == 1, "contraction and epilogue must be one kernel"


@pytest.mark.parametrize("shapes", SHAPES, ids=lambda s: "x".join(map(str, s.values())))
@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda l: f"a_{l[0]}-b_{l[1]}")
@pytest.mark.parametrize("dtype", list(DTYPES))
def test_dtype_and_layout(tmp_path: Path, dtype: str, layout: tuple[str, str], shapes: dict[str, int]) -> None:
    # Compiled at 4096^3 sizes in the spec, run at small ones: the same schedule as at 4096.
    path = write_spec(tmp_path, "gemm", layout={"a": layout[0], "b": layout[1]}, **DTYPES[dtype])
    check_on_tensor_cores(path, S8_NON_MULTIPLE if dtype == "s8" and shapes == SHAPES[1] else shapes)


def test_schedule_from_spec_is_used_and_validated(tmp_path: Path) -> None:
    path = write_spec(tmp_path, "gemm", **DTYPES["f16"],
                      schedule={"tile": [64, 64, 32], "warps": [2, 2], "stages": 4, "mma": "m16n8k16"})
    result = compile_input(path, CompileOptions(emit="tensorir", remarks="off"))
    text = result.payload.decode()
    assert "tile = array<i64: 64, 64, 32>" in text and "stages = 4" in text
    check_on_tensor_cores(path, SHAPES[1])


@pytest.mark.parametrize("schedule, target, message, hint", [
    ({"tile": [128, 256, 64], "warps": [2, 4], "stages": 4}, "sm_86",
     "schedule 128x256x64, warps 2x4, 4 stages: needs 192 KiB of shared memory (4 stages of A and B tiles: 192 KiB, "
     "reused for the 128x256 f16 output tile: 66 KiB); sm_86 allows 99 KiB per block", "use stages <= 2"),
    ({"mma": "m16n8k8"}, "sm_80", "m16n8k8 does not take f16 inputs", "use mma: m16n8k16"),
    ({"tile": [128, 128, 24], "warps": [2, 2]}, "sm_80", "tile K 24 is not a multiple of 16", "use a tile K of 16 or 32"),
    ({"tile": [256, 256, 32], "warps": [1, 1]}, "sm_80", "accumulator registers", "use more warps"),
])
def test_schedule_errors(tmp_path: Path, schedule: dict[str, Any], target: str, message: str, hint: str) -> None:
    path = write_spec(tmp_path, "gemm", **DTYPES["f16"], schedule=schedule)
    with pytest.raises(TircError) as info:
        compile_input(path, CompileOptions(emit="tensorir", target=target, remarks="off"))
    assert message in info.value.message and hint in (info.value.hint or "")


def test_every_broken_limit_is_reported_at_once(tmp_path: Path) -> None:
    """256x256x64 with 6 stages on sm_86 breaks the registers and the shared memory; 3x3 warps
    also break the tile-to-warp split in both dimensions."""
    path = write_spec(tmp_path, "big", **DTYPES["f16"], schedule={"tile": [256, 256, 64], "stages": 6})
    with pytest.raises(TircError) as info:
        compile_input(path, CompileOptions(emit="tensorir", target="sm_86", remarks="off"))
    error = info.value
    assert error.message == "big: schedule 256x256x64, warps 2x2, 6 stages breaks 2 limits on sm_86"
    assert len(error.notes) == 2
    assert "512 accumulator registers per thread" in error.notes[0] and "use more warps" in error.notes[0]
    assert "needs 384 KiB of shared memory" in error.notes[1] and "use a smaller tile" in error.notes[1]
    path = write_spec(tmp_path, "odd", **DTYPES["f16"], schedule={"tile": [128, 128, 40], "warps": [3, 3], "stages": 9})
    with pytest.raises(TircError) as info:
        compile_input(path, CompileOptions(emit="tensorir", remarks="off"))
    notes = "\n".join(info.value.notes)
    for expected in ("stages must be between 1 and 8", "tile M 128 over 3 warps", "tile N 128 over 3 warps",
                     "tile K 40 is not a multiple of 16", "copies of 16 bytes, not a multiple of 288 threads"):
        assert expected in notes, notes


def test_output_staging_counts_against_shared_memory(tmp_path: Path) -> None:
    """A 128x256 tile's f32 output staging (135,168 bytes) does not fit sm_86's 99 KiB, though its
    2-stage f16 pipeline (48 KiB) would; the f16 output (66 KiB) fits, with that much shared memory."""
    path = write_spec(tmp_path, "wide", dtype={"a": "f16", "c": "f32"},
                      schedule={"tile": [128, 256, 32], "warps": [2, 4], "stages": 2})
    with pytest.raises(TircError) as info:
        compile_input(path, CompileOptions(emit="tensorir", target="sm_86", remarks="off"))
    assert "needs 132 KiB of shared memory" in info.value.message
    assert "128x256 f32 output tile: 132 KiB" in info.value.message
    assert "smaller tile M or N" in (info.value.hint or "")
    path = write_spec(tmp_path, "wide", dtype={"a": "f16", "c": "f16"},
                      schedule={"tile": [128, 256, 32], "warps": [2, 4], "stages": 2})
    gpu = compile_input(path, CompileOptions(emit="gpu", target="sm_86", remarks="off")).payload.decode()
    staging = 128 * (256 + 8) * 2
    assert f"arith.constant {staging} : i32" in gpu
    assert "memref<128x264xf16, #gpu.address_space<workgroup>>" in gpu


@pytest.mark.parametrize("dtype", ["f16", "tf32", "s8"])
@pytest.mark.parametrize("c", ["natural", "f32"])
def test_heuristics_fit_every_shared_buffer(tmp_path: Path, dtype: str, c: str) -> None:
    """The chosen schedule's launch asks for at most sm_86's 99 KiB, output staging included."""
    kernel = {**DTYPES[dtype], "dtype": {**DTYPES[dtype]["dtype"]}}
    if c == "f32":
        kernel["dtype"]["c"] = "f32"
    path = write_spec(tmp_path, "gemm", **kernel)
    gpu = compile_input(path, CompileOptions(emit="gpu", target="sm_86", remarks="off")).payload.decode()
    (size,) = re.findall(r"dynamic_shared_memory_size %(\S+)", gpu)
    (value,) = re.findall(rf"%{size} = arith.constant (\d+) : i32", gpu)
    assert 0 < int(value) <= 99 * 1024


@pytest.mark.parametrize("kernel, reason", [
    ({"dtype": {"a": "f32", "b": "f32", "c": "f32"}}, "f32 inputs need allow_tf32: true"),
    ({"dtype": {"a": "f64", "b": "f64", "c": "f64"}}, "f64 inputs"),
    ({"dtype": {"a": "f16", "c": "f16"}, "shape": {"M": 64, "N": 64, "K": "?"}}, "K is dynamic"),
])
def test_not_on_tensor_cores_remark_and_simt_still_correct(tmp_path: Path, kernel: dict[str, Any],
                                                           reason: str) -> None:
    path = write_spec(tmp_path, "gemm_simt", **{"shape": {"M": 64, "N": 48, "K": 40}, **kernel})
    (run,) = emulate(path, shapes={"K": 40} if kernel.get("shape", {}).get("K") == "?" else {}, remarks="json")
    remarks = [r for r in REMARKS.collected if r.missed]
    assert remarks and reason in remarks[0].message and remarks[0].name == "gemm_simt"
    assert run.ok and run.stats.tensor_core_instructions == 0


@pytest.mark.parametrize("shape, copies", [
    ({"M": 40, "N": 24, "K": 8}, "4-byte copies"),     # K below the instruction's 16: one zero-padded step, in
    #                                                    copies narrow enough for each of 128 threads to have one
    ({"M": 40, "N": 24, "K": 9}, "2-byte copies"),     # attention's P V over 9 keys
    ({"M": 40, "N": 24, "K": 33}, "2-byte copies"),    # rows of 66 bytes: no cp.async size divides them
])
def test_short_k_and_odd_rows_run_on_tensor_cores(tmp_path: Path, shape: dict[str, int], copies: str) -> None:
    """Rows that are no multiple of 4 bytes are copied one element at a time (synchronous loads and
    stores, zero-filled past the edge); a K below the mma's is a zero-padded tile. Both verify."""
    path = write_spec(tmp_path, "gemm", **{**DTYPES["f16"], "shape": shape})
    (run,) = emulate(path, remarks="json")
    (remark,) = [r for r in REMARKS.collected if r.name == "gemm"]
    assert remark.message.startswith("on Tensor Cores") and copies in remark.message
    assert run.ok and run.stats.tensor_core_instructions > 0


def test_256_cubed_gemm_issues_one_mma_per_warp_tile_step(tmp_path: Path) -> None:
    """128x128x32 tiles at 256^3: 4 CTAs x 4 warps x (4x8 mma tiles) x 16 k16 steps."""
    path = write_spec(tmp_path, "gemm", **DTYPES["f16"], schedule={"tile": [128, 128, 32]})
    (run,) = emulate(path, shapes={"M": 256, "N": 256, "K": 256}, remarks="off")
    assert run.ok
    assert run.launches[0][1].tensor_core_instructions == 4 * 4 * 32 * (256 // 16)


NAMED_MATMUL = """
func.func @gemm_named(%a: tensor<72x104xf16>, %b: tensor<104x40xf16>) -> tensor<72x40xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<72x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<72x40xf32>) -> tensor<72x40xf32>
  %c = linalg.matmul {tir.schedule = SCHEDULE} ins(%a, %b : tensor<72x104xf16>, tensor<104x40xf16>)
      outs(%init : tensor<72x40xf32>) -> tensor<72x40xf32>
  return %c : tensor<72x40xf32>
}
"""


def test_schedule_on_a_named_matmul_is_kept_and_used(tmp_path: Path) -> None:
    path = tmp_path / "named.mlir"
    path.write_text(NAMED_MATMUL.replace(
        "SCHEDULE", "{tile = array<i64: 32, 32, 32>, warps = array<i64: 1, 2>, stages = 4 : i64}"))
    text = compile_input(str(path), CompileOptions(emit="tensorir", remarks="off")).payload.decode()
    assert "tile = array<i64: 32, 32, 32>" in text and "warps = array<i64: 1, 2>" in text and "stages = 4" in text
    (run,) = emulate(str(path), remarks="off")
    assert run.ok and run.stats.tensor_core_instructions > 0
    # 3x2 CTAs x 2 warps x (2x2 mma tiles of a 32x16 warp tile) x 4 K tiles of 2 k16 steps
    assert run.launches[0][1].tensor_core_instructions == 6 * 2 * 4 * 4 * 2


def test_schedule_on_a_named_matmul_is_validated(tmp_path: Path) -> None:
    path = tmp_path / "named.mlir"
    path.write_text(NAMED_MATMUL.replace("SCHEDULE", "{tile = array<i64: 32, 32, 24>, mma = \"m16n8k8\"}"))
    with pytest.raises(TircError) as info:
        compile_input(str(path), CompileOptions(emit="tensorir", remarks="off"))
    assert info.value.message.startswith("gemm_named: schedule 32x32x24")
    assert "m16n8k8 does not take f16 inputs" in "\n".join(info.value.notes)
    assert "tile K 24 is not a multiple of 16" in "\n".join(info.value.notes)


ACCUMULATE = {
    "memref": """
func.func @gemm_acc(%a: memref<72x104xT>, %b: memref<104x40xT>, %c: memref<72x40xACC>) {
  linalg.matmul ins(%a, %b : memref<72x104xT>, memref<104x40xT>) outs(%c : memref<72x40xACC>)
  return
}
""",
    "tensor": """
func.func @gemm_acc(%a: tensor<?x104xT>, %b: tensor<104x40xT>, %c: tensor<?x40xACC>) -> tensor<?x40xACC> {
  %r = linalg.matmul ins(%a, %b : tensor<?x104xT>, tensor<104x40xT>) outs(%c : tensor<?x40xACC>) -> tensor<?x40xACC>
  return %r : tensor<?x40xACC>
}
""",
}


@pytest.mark.parametrize("types", [("f16", "f32"), ("bf16", "f32"), ("f16", "f16")], ids="-".join)
@pytest.mark.parametrize("form", list(ACCUMULATE))
def test_accumulating_into_an_argument_loads_c_on_tensor_cores(tmp_path: Path, form: str,
                                                               types: tuple[str, str]) -> None:
    """C += A*B: the kernel starts from C's contents (C is random, never zero, in the emulator)."""
    path = tmp_path / "acc.mlir"
    path.write_text(ACCUMULATE[form].replace("ACC", types[1]).replace("T", types[0]))
    (run,) = emulate(str(path), remarks="json", shapes={"arg0_d0": 67} if form == "tensor" else {})
    assert not [r for r in REMARKS.collected if r.missed]
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert run.stats.tensor_core_instructions > 0 and len(run.launches) == 1
    gpu = compile_input(str(path), CompileOptions(emit="gpu", remarks="off")).payload.decode()
    kernel = gpu[gpu.index("gpu.func @gemm_acc_gemm0"):]
    first_c_load = re.search(r"memref\.load %\w+\[[^\]]*\] : memref<(\?|72)x40x", kernel)
    assert first_c_load and first_c_load.start() < kernel.index("scf.for")   # C is read before the K loop


INTEGER_GEMM = """
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @gemm_int(%A: tensor<72x104xi8>, %B: tensor<40x104xi8>) -> tensor<72x40xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<72x40xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<72x40xi32>) -> tensor<72x40xi32>
  %r = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<72x104xi8>, tensor<40x104xi8>) outs(%init : tensor<72x40xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xe = arith.EXT_A %x : i8 to i32
    %ye = arith.EXT_B %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<72x40xi32>
  return %r : tensor<72x40xi32>
}
"""


@pytest.mark.parametrize("ext_a, ext_b, ptx_types", [
    ("extui", "extui", "u8.u8"), ("extsi", "extsi", "s8.s8"), ("extui", "extsi", "u8.s8"), ("extsi", "extui", "s8.u8"),
])
def test_u8_and_s8_gemms_use_their_mma_types_and_wrap(tmp_path: Path, ext_a: str, ext_b: str, ptx_types: str) -> None:
    path = tmp_path / "int.mlir"
    path.write_text(INTEGER_GEMM.replace("EXT_A", ext_a).replace("EXT_B", ext_b))
    ptx = compile_input(str(path), CompileOptions(emit="ptx", remarks="off")).payload.decode()
    mmas = set(re.findall(r"mma\.sync\.aligned\.\S+", ptx))
    # Wrap-around like the IR's arith.addi: no .satfinite.
    assert mmas == {f"mma.sync.aligned.m16n8k32.row.col.s32.{ptx_types}.s32"}
    (run,) = emulate(str(path), remarks="off")
    assert run.stats.tensor_core_instructions > 0
    a, b = (run.inputs[name].astype(np.int64) for name in ("arg0", "arg1"))
    a = a & 0xFF if ext_a == "extui" else a
    b = b & 0xFF if ext_b == "extui" else b
    (output,) = run.outputs.values()
    np.testing.assert_array_equal(output, a @ b.T)    # int64 numpy, independent of the reference


def test_schedule_on_a_contraction_tensor_cores_cannot_take_is_reported_not_used(tmp_path: Path) -> None:
    path = tmp_path / "named.mlir"
    text = NAMED_MATMUL.replace("SCHEDULE", "{tile = array<i64: 32, 32, 32>}").replace("f16", "f64")
    path.write_text(text.replace("f32", "f64"))
    tensorir = compile_input(str(path), CompileOptions(emit="tensorir", remarks="json")).payload.decode()
    assert "tir.schedule" not in tensorir
    (remark,) = [r for r in REMARKS.collected if r.missed]
    assert remark.message == ("not on Tensor Cores: f64 inputs: tirc has no f64 Tensor Core kernel; its schedule is "
                              "not used (use f32 (with allow_tf32) or f16/bf16)")
    (run,) = emulate(str(path), remarks="off")
    assert run.ok and run.stats.tensor_core_instructions == 0


def test_narrow_tiles_stage_the_output_without_bank_conflicts(tmp_path: Path) -> None:
    """Rows of the staged output narrower than 128 bytes: each 8-thread phase of the 16-byte
    read-back takes rows that land in distinct bank groups (operands stored so that ldmatrix
    loads every fragment, so any conflict would be the epilogue's)."""
    cases = [("f16", "f16", [32, 32, 64], [2, 2]), ("f16", "f16", [32, 16, 64], [2, 1]),
             ("f16", "f32", [32, 16, 64], [2, 1]), ("s8", "s8", [32, 32, 64], [2, 2]),
             ("s8", "s32", [32, 16, 64], [2, 1])]
    kernels = [{"name": f"k{i}", "op": "matmul", "shape": {"M": 72, "N": 40, "K": 72}, "layout": {"b": "col"},
                "dtype": {"a": a, "c": c}, "schedule": {"tile": tile, "warps": warps, "stages": 3}}
               for i, (a, c, tile, warps) in enumerate(cases)]
    path = tmp_path / "narrow.yaml"
    path.write_text(yaml.safe_dump({"kernels": kernels}))
    for run in emulate(str(path), remarks="off"):
        assert run.stats.tensor_core_instructions > 0
        assert run.stats.shared_bank_conflicts == 0, (run.function, run.stats.bank_conflicts_by_line)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda l: f"a_{l[0]}-b_{l[1]}")
def test_s8_output_with_the_default_schedule(tmp_path: Path, layout: tuple[str, str]) -> None:
    """The heuristics' s8 tile (compiled for 4096^3, run at 208x144x80: rows of 16-byte copies), output
    wrapped to s8."""
    path = write_spec(tmp_path, "gemm", layout={"a": layout[0], "b": layout[1]},
                      dtype={"a": "s8", "acc": "s32", "c": "s8"})
    (run,) = emulate(path, shapes=S8_NON_MULTIPLE, remarks="off")
    assert run.stats.tensor_core_instructions > 0 and run.stats.shared_bank_conflicts == 0
    a, b = (run.inputs[name].astype(np.int64) for name in ("a", "b"))
    product = (a.T if layout[0] == "col" else a) @ (b.T if layout[1] == "col" else b)
    (output,) = run.outputs.values()
    np.testing.assert_array_equal(output, (product + 128) % 256 - 128)   # int64 numpy, wrapped to s8


@pytest.mark.parametrize("attr, message", [
    ("{tile_m = 3 : i64}", "unknown schedule key 'tile_m'"),
    ('{stages = "x"}', 'schedule stages must be an integer, not "x"'),
    ("3 : i64", "a schedule is a dictionary"),
    ("{tile = [1, 2]}", "schedule tile needs 3 sizes (M, N, K), got [1, 2]"),
    ("{mma = 3 : i64}", "schedule mma must be an instruction name"),
    ('{swizzle = "zigzag"}', "schedule swizzle must be auto, xor, none, true or false"),
    ("{warps = array<i64: 0, 2>}", "warp counts must be positive"),
])
def test_malformed_schedule_attributes_are_errors(tmp_path: Path, attr: str, message: str) -> None:
    path = tmp_path / "named.mlir"
    path.write_text(NAMED_MATMUL.replace("SCHEDULE", attr))
    with pytest.raises(TircError) as info:
        compile_input(str(path), CompileOptions(emit="tensorir", remarks="off"))
    assert info.value.message.startswith("gemm_named: ") and message in info.value.message


HAND_SCHEDULED = """
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @hand(%A: memref<64x64xT>, %B: memref<64x64xT>, %C: memref<64x64xT>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<64x64xT>, memref<64x64xT>) outs(%C : memref<64x64xT>)
      attrs = {tir.schedule = {tile = array<i64: 64, 64, TILE_K>, warps = array<i64: 2, 2>, mma = "m16n8k16",
               stages = 3 : i64, swizzle = true, vector_bytes = 16 : i64, raster_group = 8 : i64, split_k = 1 : i64}} {
  ^bb0(%x: T, %y: T, %acc: T):
    %p = arith.mulf %x, %y : T
    %s = arith.addf %acc, %p : T
    linalg.yield %s : T
  }
  return
}
"""


@pytest.mark.parametrize("element, tile_k, message", [
    ("f64", 32, "hand: a tir.schedule asks for Tensor Cores, but f64 inputs: tirc has no f64 Tensor Core kernel"),
    ("f16", 24, "hand: schedule 64x64x24, warps 2x2, 3 stages breaks 3 limits on sm_80"),
])
def test_tensorcore_pass_validates_schedules_it_did_not_get_from_tir_schedule(
        tmp_path: Path, repo: Path, element: str, tile_k: int, message: str) -> None:
    pipeline = (repo / "tirc" / "pipelines" / "sm80.yaml").read_text().replace("name: sm80", "name: handwritten")
    pipeline = pipeline.replace("      - tir-schedule: {allow-tf32: false}\n", "      - linalg-generalize-named-ops\n")
    assert "tir-schedule" not in pipeline
    (tmp_path / "handwritten.yaml").write_text(pipeline)
    path = tmp_path / "hand.mlir"
    path.write_text(HAND_SCHEDULED.replace("TILE_K", str(tile_k)).replace("T", element))
    with pytest.raises(TircError) as info:
        compile_input(str(path), CompileOptions(emit="gpu", pipeline=str(tmp_path / "handwritten.yaml"),
                                                remarks="off"))
    assert info.value.message == message
