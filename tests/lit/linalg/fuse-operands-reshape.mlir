// tir-fuse-operands through reshapes and broadcasts, then tir-collapse-dims.
// - attention's q @ k.transpose(-1, -2) as torch-mlir writes it (a [0, 1, 3, 2] transpose, a
//   collapse of [B, H] into one batch, a batch_matmul): one batched contraction reading a view
//   of k as a column-major B; no transpose left.
// - a transpose that moves the heads away from the batch ([B, S, H, D] -> [B, H, D, S]) cannot
//   be read through one batch stride: it stays only as far as it must ([B, H, S, D], rows of D
//   stay contiguous) and the rest fuses (a column-major B).
// - a weight broadcast along the batch: one GEMM over B*M rows of x, the weight read as it is.
// - an input broadcast along the batch would need a batch stride of 0 for A: it stays.
// RUN: tirc opt --passes tir-fuse-operands,tir-collapse-dims %s | FileCheck %s

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[A2:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[B2:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[C2:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>

// CHECK-LABEL: func.func @qk(
// CHECK-SAME: %[[Q:.*]]: tensor<2x2x24x16xf16>, %[[K:.*]]: tensor<2x2x24x16xf16>)
// CHECK-NOT: linalg.transpose
// CHECK-DAG: %[[QV:.*]] = tensor.collapse_shape %[[Q]] {{\[\[}}0, 1], [2], [3]] : tensor<2x2x24x16xf16> into tensor<4x24x16xf16>
// CHECK-DAG: %[[KV:.*]] = tensor.collapse_shape %[[K]] {{\[\[}}0, 1], [2], [3]] : tensor<2x2x24x16xf16> into tensor<4x24x16xf16>
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[QV]], %[[KV]] :
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @qk(%q: tensor<2x2x24x16xf16>, %k: tensor<2x2x24x16xf16>) -> tensor<4x24x24xf32> {
  %zero = arith.constant 0.0 : f32
  %te = tensor.empty() : tensor<2x2x16x24xf16>
  %kt = linalg.transpose ins(%k : tensor<2x2x24x16xf16>) outs(%te : tensor<2x2x16x24xf16>) permutation = [0, 1, 3, 2]
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x2x24x16xf16> into tensor<4x24x16xf16>
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x2x16x24xf16> into tensor<4x16x24xf16>
  %ce = tensor.empty() : tensor<4x24x24xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<4x24x16xf16>, tensor<4x16x24xf16>) outs(%init : tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
  return %s : tensor<4x24x24xf32>
}

// CHECK-LABEL: func.func @heads_apart(
// CHECK-SAME: %[[Q2:.*]]: tensor<4x24x16xf16>, %[[K2:.*]]: tensor<2x24x2x16xf16>)
// CHECK: %[[KT:.*]] = linalg.transpose ins(%[[K2]] : tensor<2x24x2x16xf16>) outs(%{{.*}} : tensor<2x2x24x16xf16>) permutation = [0, 2, 1, 3]
// CHECK: %[[KV2:.*]] = tensor.collapse_shape %[[KT]] {{\[\[}}0, 1], [2], [3]] : tensor<2x2x24x16xf16> into tensor<4x24x16xf16>
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], {{.*}} ins(%[[Q2]], %[[KV2]] :
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @heads_apart(%q: tensor<4x24x16xf16>, %k: tensor<2x24x2x16xf16>) -> tensor<4x24x24xf32> {
  %zero = arith.constant 0.0 : f32
  %te = tensor.empty() : tensor<2x2x16x24xf16>
  %kt = linalg.transpose ins(%k : tensor<2x24x2x16xf16>) outs(%te : tensor<2x2x16x24xf16>) permutation = [0, 2, 3, 1]
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x2x16x24xf16> into tensor<4x16x24xf16>
  %ce = tensor.empty() : tensor<4x24x24xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
  %s = linalg.batch_matmul ins(%q, %kc : tensor<4x24x16xf16>, tensor<4x16x24xf16>) outs(%init : tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
  return %s : tensor<4x24x24xf32>
}

// CHECK-LABEL: func.func @broadcast_weight(
// CHECK-SAME: %[[X:.*]]: tensor<3x40x72xf16>, %[[W:.*]]: tensor<72x56xf16>)
// CHECK-NOT: linalg.broadcast
// CHECK: %[[XV:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : tensor<3x40x72xf16> into tensor<120x72xf16>
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<120x56xf32>)
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#[[A2]], #[[B2]], #[[C2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[XV]], %[[W]] : tensor<120x72xf16>, tensor<72x56xf16>) outs(%[[FILL]] : tensor<120x56xf32>)
// CHECK: tensor.expand_shape %[[G]] {{\[\[}}0, 1], [2]] output_shape [3, 40, 56] : tensor<120x56xf32> into tensor<3x40x56xf32>
func.func @broadcast_weight(%x: tensor<3x40x72xf16>, %w: tensor<72x56xf16>) -> tensor<3x40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %be = tensor.empty() : tensor<3x72x56xf16>
  %wb = linalg.broadcast ins(%w : tensor<72x56xf16>) outs(%be : tensor<3x72x56xf16>) dimensions = [0]
  %ce = tensor.empty() : tensor<3x40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<3x40x56xf32>) -> tensor<3x40x56xf32>
  %c = linalg.batch_matmul ins(%x, %wb : tensor<3x40x72xf16>, tensor<3x72x56xf16>) outs(%init : tensor<3x40x56xf32>) -> tensor<3x40x56xf32>
  return %c : tensor<3x40x56xf32>
}

// CHECK-LABEL: func.func @broadcast_input(
// CHECK: linalg.broadcast
// CHECK: linalg.batch_matmul
func.func @broadcast_input(%x: tensor<40x72xf16>, %w: tensor<3x72x56xf16>) -> tensor<3x40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %be = tensor.empty() : tensor<3x40x72xf16>
  %xb = linalg.broadcast ins(%x : tensor<40x72xf16>) outs(%be : tensor<3x40x72xf16>) dimensions = [0]
  %ce = tensor.empty() : tensor<3x40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<3x40x56xf32>) -> tensor<3x40x56xf32>
  %c = linalg.batch_matmul ins(%xb, %w : tensor<3x40x72xf16>, tensor<3x72x56xf16>) outs(%init : tensor<3x40x56xf32>) -> tensor<3x40x56xf32>
  return %c : tensor<3x40x56xf32>
}

// An f16 A widened, then expanded to [B, M, K], before an f32 x f32 batched matmul: the cast
// does not fuse, because the other operand is f32 (f16 x f32 is no mma; f32 x f32 is tf32).
// CHECK-LABEL: func.func @half_a_only(
// CHECK: arith.extf {{.*}} : f16 to f32
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x24x16xf32>, tensor<2x16x40xf32>)
// An f16 A and B, both widened, A through an expand_shape: both casts fuse, A is read as a view.
// CHECK-LABEL: func.func @half_both(
// CHECK-SAME: %[[Y:.*]]: tensor<48x16xf16>, %[[W:.*]]: tensor<2x16x40xf16>)
// CHECK: %[[YV:.*]] = tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]] output_shape [2, 24, 16] : tensor<48x16xf16> into tensor<2x24x16xf16>
// CHECK: linalg.generic {{.*}} ins(%[[YV]], %[[W]] : tensor<2x24x16xf16>, tensor<2x16x40xf16>)
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @half_a_only(%y: tensor<48x16xf16>, %w: tensor<2x16x40xf32>) -> tensor<2x24x40xf32> {
  %zero = arith.constant 0.0 : f32
  %ye = tensor.empty() : tensor<48x16xf32>
  %yf = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<48x16xf16>) outs(%ye : tensor<48x16xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<48x16xf32>
  %a = tensor.expand_shape %yf [[0, 1], [2]] output_shape [2, 24, 16] : tensor<48x16xf32> into tensor<2x24x16xf32>
  %ce = tensor.empty() : tensor<2x24x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<2x24x40xf32>) -> tensor<2x24x40xf32>
  %c = linalg.batch_matmul ins(%a, %w : tensor<2x24x16xf32>, tensor<2x16x40xf32>) outs(%init : tensor<2x24x40xf32>) -> tensor<2x24x40xf32>
  return %c : tensor<2x24x40xf32>
}
func.func @half_both(%y: tensor<48x16xf16>, %w: tensor<2x16x40xf16>) -> tensor<2x24x40xf32> {
  %zero = arith.constant 0.0 : f32
  %ye = tensor.empty() : tensor<48x16xf32>
  %yf = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<48x16xf16>) outs(%ye : tensor<48x16xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<48x16xf32>
  %we = tensor.empty() : tensor<2x16x40xf32>
  %wf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%w : tensor<2x16x40xf16>) outs(%we : tensor<2x16x40xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<2x16x40xf32>
  %a = tensor.expand_shape %yf [[0, 1], [2]] output_shape [2, 24, 16] : tensor<48x16xf32> into tensor<2x24x16xf32>
  %ce = tensor.empty() : tensor<2x24x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<2x24x40xf32>) -> tensor<2x24x40xf32>
  %c = linalg.batch_matmul ins(%a, %wf : tensor<2x24x16xf32>, tensor<2x16x40xf32>) outs(%init : tensor<2x24x40xf32>) -> tensor<2x24x40xf32>
  return %c : tensor<2x24x40xf32>
}

// Two matmuls sharing one zero-filled tensor (torch-mlir reuses it): each gets its own fill, so
// bufferization gives each a fresh buffer and tir-schedule fuses the fill (and an epilogue).
// CHECK-LABEL: func.func @shared_fill(
// CHECK: %[[F1:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<40x56xf32>)
// CHECK: %[[F2:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<40x56xf32>)
// CHECK: linalg.matmul {{.*}} outs(%[[F2]] : tensor<40x56xf32>)
// CHECK: linalg.matmul {{.*}} outs(%[[F1]] : tensor<40x56xf32>)
func.func @shared_fill(%x: tensor<40x72xf16>, %w: tensor<72x56xf16>, %y: tensor<40x72xf16>) -> (tensor<40x56xf32>, tensor<40x56xf32>) {
  %zero = arith.constant 0.0 : f32
  %ce = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c1 = linalg.matmul ins(%x, %w : tensor<40x72xf16>, tensor<72x56xf16>) outs(%init : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c2 = linalg.matmul ins(%y, %w : tensor<40x72xf16>, tensor<72x56xf16>) outs(%init : tensor<40x56xf32>) -> tensor<40x56xf32>
  return %c1, %c2 : tensor<40x56xf32>, tensor<40x56xf32>
}
