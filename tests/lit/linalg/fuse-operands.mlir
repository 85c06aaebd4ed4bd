// tir-fuse-operands: the transpose of a weight and the extf casts of both operands become the
// matmul's loads (B read [N, K], f16 elements widened in the body); a transposing copy generic
// makes A read [K, M]; an operand computed with arithmetic (x * 2 + 1) stays its own op.
// RUN: tirc opt --passes tir-fuse-operands %s | FileCheck %s

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[AT:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>

// CHECK-LABEL: func.func @linear_f32_casts(
// CHECK-SAME: %[[X:.*]]: tensor<40x72xf16>, %[[W:.*]]: tensor<56x72xf16>)
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]], %[[W]] : tensor<40x72xf16>, tensor<56x72xf16>)
// CHECK: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: f32):
// CHECK-DAG: %[[XF:.*]] = arith.extf %[[IN0]] : f16 to f32
// CHECK-DAG: %[[WF:.*]] = arith.extf %[[IN1]] : f16 to f32
// CHECK: arith.mulf %[[XF]], %[[WF]] : f32
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @linear_f32_casts(%x: tensor<40x72xf16>, %w: tensor<56x72xf16>) -> tensor<40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %xe = tensor.empty() : tensor<40x72xf32>
  %xf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<40x72xf16>) outs(%xe : tensor<40x72xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<40x72xf32>
  %we = tensor.empty() : tensor<56x72xf32>
  %wf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<56x72xf16>) outs(%we : tensor<56x72xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<56x72xf32>
  %te = tensor.empty() : tensor<72x56xf32>
  %wt = linalg.transpose ins(%wf : tensor<56x72xf32>) outs(%te : tensor<72x56xf32>) permutation = [1, 0]
  %ce = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c = linalg.matmul ins(%xf, %wt : tensor<40x72xf32>, tensor<72x56xf32>) outs(%init : tensor<40x56xf32>) -> tensor<40x56xf32>
  return %c : tensor<40x56xf32>
}

// CHECK-LABEL: func.func @arithmetic_stays(
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: linalg.yield
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<40x72xf16>, tensor<72x56xf16>)
func.func @arithmetic_stays(%x: tensor<40x72xf16>, %w: tensor<72x56xf16>) -> tensor<40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f16
  %one = arith.constant 1.0 : f16
  %xe = tensor.empty() : tensor<40x72xf16>
  %xs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<40x72xf16>) outs(%xe : tensor<40x72xf16>) {
  ^bb0(%in: f16, %out: f16):
    %m = arith.mulf %in, %two : f16
    %a = arith.addf %m, %one : f16
    linalg.yield %a : f16
  } -> tensor<40x72xf16>
  %ce = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c = linalg.matmul ins(%xs, %w : tensor<40x72xf16>, tensor<72x56xf16>) outs(%init : tensor<40x56xf32>) -> tensor<40x56xf32>
  return %c : tensor<40x56xf32>
}

// A copy generic whose output map is the permutation: A is read [K, M].
// CHECK-LABEL: func.func @transposed_a(
// CHECK-SAME: %[[XT:.*]]: tensor<72x40xf16>, %[[W2:.*]]: tensor<72x56xf16>)
// CHECK: linalg.generic {indexing_maps = [#[[AT]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[XT]], %[[W2]] : tensor<72x40xf16>, tensor<72x56xf16>)
// CHECK-NOT: linalg.generic
// CHECK: return
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @transposed_a(%x: tensor<72x40xf16>, %w: tensor<72x56xf16>) -> tensor<40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %xe = tensor.empty() : tensor<40x72xf16>
  %xt = linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<72x40xf16>) outs(%xe : tensor<40x72xf16>) {
  ^bb0(%in: f16, %out: f16):
    linalg.yield %in : f16
  } -> tensor<40x72xf16>
  %ce = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c = linalg.matmul ins(%xt, %w : tensor<40x72xf16>, tensor<72x56xf16>) outs(%init : tensor<40x56xf32>) -> tensor<40x56xf32>
  return %c : tensor<40x56xf32>
}
