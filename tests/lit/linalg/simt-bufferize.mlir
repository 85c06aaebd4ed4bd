// The linalg stage of the simt pipeline: elementwise generics are fused and bufferized with
// identity layouts at function boundaries.
// RUN: tirc %s --pipeline simt --emit=linalg | FileCheck %s

// CHECK-LABEL: func.func @bias_tanh(
// CHECK-SAME: %{{.*}}: memref<?x16xf32>, %{{.*}}: memref<16xf32>) -> memref<?x16xf32>
// CHECK: memref.alloc(%{{.*}}) {{.*}}: memref<?x16xf32>
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : memref<?x16xf32>, memref<16xf32>)
// CHECK: arith.addf
// CHECK: math.tanh
// CHECK-NOT: linalg.generic
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bias_tanh(%x: tensor<?x16xf32>, %b: tensor<16xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %x, %c0 : tensor<?x16xf32>
  %e = tensor.empty(%m) : tensor<?x16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<?x16xf32>, tensor<16xf32>) outs(%e : tensor<?x16xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %s = arith.addf %v, %w : f32
    linalg.yield %s : f32
  } -> tensor<?x16xf32>
  %e2 = tensor.empty(%m) : tensor<?x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<?x16xf32>) outs(%e2 : tensor<?x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.tanh %v : f32
    linalg.yield %r : f32
  } -> tensor<?x16xf32>
  return %t : tensor<?x16xf32>
}
