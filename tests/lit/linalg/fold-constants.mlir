// tir-fold-constants: a one-element dense_resource (a scalar parameter) becomes a splat, and a
// splat a matmul reads becomes linalg.fill; linalg-fuse-elementwise-ops then folds the scalar
// into the generic's body. Neither becomes a weight (no memref.global, an empty weights list).
// RUN: tirc opt %s --passes tir-fold-constants | FileCheck %s --check-prefix=PASS
// RUN: tirc %s --emit=linalg --no-cache --remarks=off | FileCheck %s --check-prefix=LINALG
// RUN: rm -rf %t && mkdir -p %t
// RUN: tirc %s -o %t/small.ptx --manifest --no-cache --remarks=off
// RUN: FileCheck %s --check-prefix=MANIFEST --input-file=%t/small.json
// RUN: not test -f %t/small.weights.bin
// RUN: tirc run --emulate --remarks=off %s | FileCheck %s --check-prefix=EMULATED

// PASS-LABEL: func.func @f
// PASS-DAG: arith.constant dense<1.500000e+00> : tensor<1xf32>
// PASS-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// PASS-DAG: %[[EMPTY:.*]] = tensor.empty() : tensor<8x8xf32>
// PASS: %[[ONES:.*]] = linalg.fill ins(%[[ONE]] : f32) outs(%[[EMPTY]] : tensor<8x8xf32>)
// PASS: linalg.matmul ins(%{{.*}}, %[[ONES]] :
// PASS-NOT: dense_resource

// LINALG-NOT: memref.global
// LINALG: %[[SCALE:.*]] = arith.constant 1.500000e+00 : f32
// LINALG: linalg.generic
// LINALG: arith.mulf %{{.*}}, %[[SCALE]] : f32
// LINALG: linalg.fill
// LINALG: linalg.matmul
// LINALG-NOT: memref.get_global

// MANIFEST: "weights": [],
// MANIFEST-NEXT: "weights_file": null

// EMULATED: result0 f32[4, 8]: {{.*}}: ok
// EMULATED: result1 f32[4, 8]: {{.*}}: ok

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0)>
module {
  func.func @f(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
    %scale = arith.constant dense_resource<scale> : tensor<1xf32>
    %ones = arith.constant dense<1.0> : tensor<8x8xf32>
    %0 = tensor.empty() : tensor<4x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %scale : tensor<4x8xf32>, tensor<1xf32>) outs(%0 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %s: f32, %out: f32):
      %2 = arith.mulf %in, %s : f32
      linalg.yield %2 : f32
    } -> tensor<4x8xf32>
    %zero = arith.constant 0.0 : f32
    %init = linalg.fill ins(%zero : f32) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %m = linalg.matmul ins(%arg0, %ones : tensor<4x8xf32>, tensor<8x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
    return %1, %m : tensor<4x8xf32>, tensor<4x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      scale: "0x040000000000C03F"
    }
  }
#-}
