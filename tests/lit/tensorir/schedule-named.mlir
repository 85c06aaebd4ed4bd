// A tir.schedule written on a named linalg.matmul survives generalization (tir-schedule
// generalizes named ops itself and carries the attribute over), is completed and validated.
// RUN: tirc %s --emit=tensorir | FileCheck %s
// RUN: sed 's/32, 32, 32/32, 32, 24/' %s > %t.mlir
// RUN: not tirc %t.mlir --emit=tensorir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @named(
// CHECK: linalg.generic {{{.*}}iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 32, 32, 32>, vector_bytes = 16 : i64, warps = array<i64: 1, 2>}
// BAD: error: named: schedule 32x32x24, warps 1x2, 4 stages breaks 3 limits on sm_80
// BAD-NEXT: note: tile K 24 is not a multiple of 16 (m16n8k16): use a tile K of 16 or 32
// BAD-NEXT: note: the A tile is 96 copies of 16 bytes, not a multiple of 64 threads: use a larger tile or fewer warps
// BAD-NEXT: note: the B tile is 96 copies of 16 bytes, not a multiple of 64 threads: use a larger tile or fewer warps
func.func @named(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul {tir.schedule = {tile = array<i64: 32, 32, 32>, warps = array<i64: 1, 2>, stages = 4 : i64}}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
