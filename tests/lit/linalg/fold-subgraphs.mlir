// tir-fold-constant-subgraphs: what is computed from constants alone is computed when compiling.
// @batchnorm: eval BatchNorm's 1/sqrt(var + eps) (torch-mlir's chain: extf, + eps, sqrt, an assert
// on zero, 1/x, expand_shape) becomes one f32 constant (a weight) that the remaining op reads; the
// variance is no longer read, and the assert is gone with its op.
// @positions: an arange (a generic with no inputs, linalg.index) becomes a constant.
// @weight_cast: an extf of an f16 weight feeding a matmul, and a transpose of a weight, only move
// data: they stay (the matmul reads f16 through them, on Tensor Cores).
// RUN: tirc opt %s --passes tir-fold-constant-subgraphs | FileCheck %s
// RUN: tirc run --emulate --remarks=off %s | FileCheck %s --check-prefix=EMULATED
// A failing assert is a located error naming its message.
// RUN: not tirc %inputs/fold-subgraphs-assert.mlir --emit=linalg --no-cache -o %t.mlir 2>&1 | FileCheck %s --check-prefix=ASSERT

// CHECK-LABEL: func.func @batchnorm
// CHECK-NOT: linalg.generic
// CHECK: %[[SCALE:.*]] = arith.constant dense_resource<[[BLOB:folded[_0-9]*]]> : tensor<8x1x1xf32>
// CHECK-NOT: math.sqrt
// CHECK-NOT: cf.assert
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0, %[[SCALE]] : tensor<2x8x4x4xf32>, tensor<8x1x1xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return

// CHECK-LABEL: func.func @positions
// CHECK: %[[IOTA:.*]] = arith.constant dense_resource<[[IOTA_BLOB:folded[_0-9]*]]> : tensor<7xi64>
// CHECK-NOT: linalg.index
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0, %[[IOTA]] : tensor<7xf32>, tensor<7xi64>)
// CHECK: arith.sitofp

// CHECK-LABEL: func.func @weight_cast
// CHECK-NOT: folded
// CHECK: %[[W:.*]] = arith.constant dense_resource<weight> : tensor<8x4xf16>
// CHECK: %[[WIDE:.*]] = linalg.generic {{.*}} ins(%[[W]] : tensor<8x4xf16>)
// CHECK: arith.extf
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[W]] : tensor<8x4xf16>)
// CHECK: linalg.matmul ins(%arg0, %[[WIDE]] : tensor<2x8xf16>, tensor<8x4xf32>)
// CHECK: linalg.matmul ins(%arg1, %[[T]] : tensor<2x4xf16>, tensor<4x8xf16>)

// The variances 1, 4, ..., 1024 (eps 0) give the scales 1, 0.5, ... exactly (f32, little-endian).
// CHECK: dialect_resources
// CHECK-DAG: [[BLOB]]: "0x040000000000803F0000003F0000803E0000003E00000040000080400000803D0000003D"
// CHECK-DAG: [[IOTA_BLOB]]: "0x080000000000000000000000010000000000000002000000000000000300000000000000040000000000000005000000000000000600000000000000"
// CHECK-NOT: variance:

// EMULATED: @batchnorm
// EMULATED: result0 f32[2, 8, 4, 4]: {{.*}}: ok
// EMULATED: @positions
// EMULATED: result0 f32[7]: {{.*}}: ok
// EMULATED: @weight_cast
// EMULATED: kernel weight_cast_gemm0: schedule: {{.*}}m16n8k16
// EMULATED: kernel weight_cast_gemm1: schedule: {{.*}}m16n8k16
// EMULATED: result0 f32[2, 4]: {{.*}}: ok
// EMULATED: result1 f32[2, 8]: {{.*}}: ok

// ASSERT: error: {{.*}}fold-subgraphs-assert.mlir:18:7: assertion 'unimplemented: tensor with zero element' fails on constant data: the program would abort whenever it runs
// ASSERT-NEXT: cf.assert %c, "unimplemented: tensor with zero element"
// ASSERT-NEXT: ^
// ASSERT-NOT: Traceback

#vec = affine_map<(d0) -> (d0)>
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#mat = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @batchnorm(%arg0: tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %eps = arith.constant 0.000000e+00 : f64
    %variance = arith.constant dense_resource<variance> : tensor<8xf16>
    %e8 = tensor.empty() : tensor<8xf32>
    %wide = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%variance : tensor<8xf16>) outs(%e8 : tensor<8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %x = arith.extf %in : f16 to f32
      linalg.yield %x : f32
    } -> tensor<8xf32>
    %shifted = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%wide : tensor<8xf32>) outs(%e8 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %e = arith.truncf %eps : f64 to f32
      %x = arith.addf %in, %e : f32
      linalg.yield %x : f32
    } -> tensor<8xf32>
    %root = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%shifted : tensor<8xf32>) outs(%e8 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %x = math.sqrt %in : f32
      linalg.yield %x : f32
    } -> tensor<8xf32>
    %scale = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%root : tensor<8xf32>) outs(%e8 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %c = arith.cmpf one, %in, %zero : f32
      cf.assert %c, "unimplemented: tensor with zero element"
      %x = arith.divf %one, %in : f32
      linalg.yield %x : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %scale [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %e = tensor.empty() : tensor<2x8x4x4xf32>
    %r = linalg.generic {indexing_maps = [#nchw, #channel, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<2x8x4x4xf32>, tensor<8x1x1xf32>) outs(%e : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %s: f32, %out: f32):
      %x = arith.mulf %in, %s : f32
      linalg.yield %x : f32
    } -> tensor<2x8x4x4xf32>
    return %r : tensor<2x8x4x4xf32>
  }

  func.func @positions(%arg0: tensor<7xf32>) -> tensor<7xf32> {
    %e = tensor.empty() : tensor<7xi64>
    %iota = linalg.generic {indexing_maps = [#vec], iterator_types = ["parallel"]} outs(%e : tensor<7xi64>) {
    ^bb0(%out: i64):
      %i = linalg.index 0 : index
      %x = arith.index_cast %i : index to i64
      linalg.yield %x : i64
    } -> tensor<7xi64>
    %ef = tensor.empty() : tensor<7xf32>
    %r = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%arg0, %iota : tensor<7xf32>, tensor<7xi64>) outs(%ef : tensor<7xf32>) {
    ^bb0(%in: f32, %p: i64, %out: f32):
      %f = arith.sitofp %p : i64 to f32
      %x = arith.addf %in, %f : f32
      linalg.yield %x : f32
    } -> tensor<7xf32>
    return %r : tensor<7xf32>
  }

  func.func @weight_cast(%arg0: tensor<2x8xf16>, %arg1: tensor<2x4xf16>) -> (tensor<2x4xf32>, tensor<2x8xf32>) {
    %zero = arith.constant 0.000000e+00 : f32
    %weight = arith.constant dense_resource<weight> : tensor<8x4xf16>
    %e = tensor.empty() : tensor<8x4xf32>
    %wide = linalg.generic {indexing_maps = [#mat, #mat], iterator_types = ["parallel", "parallel"]} ins(%weight : tensor<8x4xf16>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%in: f16, %out: f32):
      %x = arith.extf %in : f16 to f32
      linalg.yield %x : f32
    } -> tensor<8x4xf32>
    %et = tensor.empty() : tensor<4x8xf16>
    %t = linalg.transpose ins(%weight : tensor<8x4xf16>) outs(%et : tensor<4x8xf16>) permutation = [1, 0]
    %acc = tensor.empty() : tensor<2x4xf32>
    %init = linalg.fill ins(%zero : f32) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
    %m = linalg.matmul ins(%arg0, %wide : tensor<2x8xf16>, tensor<8x4xf32>) outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
    %acc2 = tensor.empty() : tensor<2x8xf32>
    %init2 = linalg.fill ins(%zero : f32) outs(%acc2 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %n = linalg.matmul ins(%arg1, %t : tensor<2x4xf16>, tensor<4x8xf16>) outs(%init2 : tensor<2x8xf32>) -> tensor<2x8xf32>
    return %m, %n : tensor<2x4xf32>, tensor<2x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      variance: "0x02000000003C0044004C00540034002C005C0064",
      weight: "0x0200000000BA00B800B4000000340038003A00BA00B800B4000000340038003A00BA00B800B4000000340038003A00BA00B800B4000000340038003A00BA00B800B40000"
    }
  }
#-}
