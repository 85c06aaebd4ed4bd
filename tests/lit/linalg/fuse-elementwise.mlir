// tir-fuse-elementwise: elementwise fusion everywhere except into a contraction. The centred
// operand (x - mean(x), computed from a reduction's result) stays its own op before the matmul
// generic, whose body is still the multiply-accumulate alone; the bias add and the ReLU after it
// fuse into one generic (the epilogue). Upstream linalg-fuse-elementwise-ops (UPSTREAM) puts the
// subtraction into the matmul's K loop.
// RUN: tirc opt --passes tir-fuse-elementwise %s | FileCheck %s
// RUN: tirc opt --passes linalg-fuse-elementwise-ops %s | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @normalised_operand(
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: %[[CENTRED:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %[[SUM]] :
// CHECK: arith.subf
// CHECK: %[[C:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[CENTRED]], %{{.*}} : tensor<40x72xf32>, tensor<72x56xf32>)
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK: linalg.generic {{.*}} ins(%[[C]], %{{.*}} : tensor<40x56xf32>, tensor<40x56xf32>)
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.maximumf
// CHECK-NOT: linalg.generic
// CHECK: return

// UPSTREAM-LABEL: func.func @normalised_operand(
// UPSTREAM: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// UPSTREAM: arith.subf
// UPSTREAM: arith.mulf
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#rowred = affine_map<(d0, d1) -> (d0)>
func.func @normalised_operand(%x: tensor<40x72xf32>, %w: tensor<72x56xf32>, %bias: tensor<40x56xf32>) -> tensor<40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 72.0 : f32
  %se = tensor.empty() : tensor<40xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%se : tensor<40xf32>) -> tensor<40xf32>
  %sum = linalg.generic {indexing_maps = [#id, #rowred], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<40x72xf32>) outs(%sinit : tensor<40xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<40xf32>
  %xe = tensor.empty() : tensor<40x72xf32>
  %centred = linalg.generic {indexing_maps = [#id, #rowred, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<40x72xf32>, tensor<40xf32>) outs(%xe : tensor<40x72xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %in, %mean : f32
    linalg.yield %c : f32
  } -> tensor<40x72xf32>
  %ce = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%centred, %w : tensor<40x72xf32>, tensor<72x56xf32>) outs(%init : tensor<40x56xf32>) {
  ^bb0(%av: f32, %bv: f32, %acc: f32):
    %p = arith.mulf %av, %bv : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<40x56xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<40x56xf32>, tensor<40x56xf32>) outs(%ce : tensor<40x56xf32>) {
  ^bb0(%v: f32, %bb: f32, %out: f32):
    %y = arith.addf %v, %bb : f32
    linalg.yield %y : f32
  } -> tensor<40x56xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<40x56xf32>) outs(%ce : tensor<40x56xf32>) {
  ^bb0(%v: f32, %out: f32):
    %y = arith.maximumf %v, %zero : f32
    linalg.yield %y : f32
  } -> tensor<40x56xf32>
  return %r : tensor<40x56xf32>
}
