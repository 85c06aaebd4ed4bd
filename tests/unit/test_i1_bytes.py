"""tir-i1-bytes: kernels access i1 buffers as bytes (tirc/passes/nvvm/i1_bytes.py)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from tirc.cli import main
from tirc.runtime.execute import emulate

# An i1 input read transposed (strides 1 and 8 in the kernel's address computation), selecting
# between two values.
TRANSPOSED_MASK = """\
#map = affine_map<(d0, d1) -> (d0, d1)>
#transposed = affine_map<(d0, d1) -> (d1, d0)>
func.func @select_by_mask(%mask: tensor<40x8xi1>, %x: tensor<8x40xf32>) -> tensor<8x40xf32> {
  %empty = tensor.empty() : tensor<8x40xf32>
  %r = linalg.generic {indexing_maps = [#transposed, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%mask, %x : tensor<40x8xi1>, tensor<8x40xf32>) outs(%empty : tensor<8x40xf32>) {
  ^bb0(%m: i1, %a: f32, %out: f32):
    %neg = arith.negf %a : f32
    %s = arith.select %m, %a, %neg : f32
    linalg.yield %s : f32
  } -> tensor<8x40xf32>
  return %r : tensor<8x40xf32>
}
"""

SHARED_I1 = """\
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%out: memref<i1>) workgroup(%tile: memref<8xi1, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %tile[%c0] : memref<8xi1, #gpu.address_space<workgroup>>
      memref.store %v, %out[] : memref<i1>
      gpu.return
    }
  }
}
"""


def test_strided_i1_input_verifies_in_the_emulator(tmp_path: Path) -> None:
    path = tmp_path / "mask.mlir"
    path.write_text(TRANSPOSED_MASK)
    runs = emulate(str(path), remarks="off")
    assert [run.ok for run in runs] == [True]


def test_i1_in_shared_memory_is_a_clean_error(tmp_path: Path) -> None:
    path = tmp_path / "shared.mlir"
    path.write_text(SHARED_I1)
    result = CliRunner().invoke(main, ["opt", str(path), "--passes", "tir-i1-bytes"])
    assert result.exit_code == 1, result.output
    assert "error: a kernel accesses an i1 buffer in memory space #gpu.address_space<workgroup>" in result.output
    assert "Traceback" not in result.output
