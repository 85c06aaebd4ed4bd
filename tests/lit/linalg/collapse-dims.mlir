// tir-collapse-dims (after tir-fuse-operands and tir-fuse-elementwise, as in sm80).
// - attention's scores written over [B, H, S, D], loops (b, h, m, n, k): the two batch dims
//   become one (collapse_shape views of q and k, loops (b, m, n, k), B read [b, n, k]); the bias
//   and cast epilogue over [B, H, S, S] is collapsed with it and reads the scores directly (as its
//   first input), the result is an expand_shape view.
// - torch-mlir's nn.Linear on [B, S, D] (a 2-D matmul between reshapes): reshape propagation
//   moved the expand_shape of the result below the bias epilogue; the epilogue is collapsed back
//   onto the 2-D matmul.
// RUN: tirc opt --passes tir-fuse-operands,tir-fuse-elementwise,tir-collapse-dims %s | FileCheck %s

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[ROW3:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW2:.*]] = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @scores(
// CHECK-SAME: %[[Q:.*]]: tensor<2x3x24x16xf16>, %[[K:.*]]: tensor<2x3x40x16xf16>, %[[BIAS:.*]]: tensor<40xf32>)
// CHECK-DAG: %[[QV:.*]] = tensor.collapse_shape %[[Q]] {{\[\[}}0, 1], [2], [3]] : tensor<2x3x24x16xf16> into tensor<6x24x16xf16>
// CHECK-DAG: %[[KV:.*]] = tensor.collapse_shape %[[K]] {{\[\[}}0, 1], [2], [3]] : tensor<2x3x40x16xf16> into tensor<6x40x16xf16>
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<6x24x40xf32>)
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[QV]], %[[KV]] : tensor<6x24x16xf16>, tensor<6x40x16xf16>) outs(%[[FILL]] : tensor<6x24x40xf32>)
// CHECK: %[[E:.*]] = linalg.generic {indexing_maps = [#[[ID3]], #[[ROW3]], #[[ID3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[S]], %[[BIAS]] : tensor<6x24x40xf32>, tensor<40xf32>)
// CHECK-NEXT: ^bb0(%[[SV:.*]]: f32, %[[BV:.*]]: f32, %{{.*}}: f16):
// CHECK-NEXT: arith.addf %[[SV]], %[[BV]] : f32
// CHECK: %[[R:.*]] = tensor.expand_shape %[[E]] {{\[\[}}0, 1], [2], [3]] output_shape [2, 3, 24, 40] : tensor<6x24x40xf16> into tensor<2x3x24x40xf16>
// CHECK: return %[[R]]
#q = affine_map<(b, h, m, n, k) -> (b, h, m, k)>
#k = affine_map<(b, h, m, n, k) -> (b, h, n, k)>
#s = affine_map<(b, h, m, n, k) -> (b, h, m, n)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @scores(%q: tensor<2x3x24x16xf16>, %k: tensor<2x3x40x16xf16>, %bias: tensor<40xf32>) -> tensor<2x3x24x40xf16> {
  %zero = arith.constant 0.0 : f32
  %ce = tensor.empty() : tensor<2x3x24x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<2x3x24x40xf32>) -> tensor<2x3x24x40xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x3x24x16xf16>, tensor<2x3x40x16xf16>) outs(%init : tensor<2x3x24x40xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %af = arith.extf %a : f16 to f32
    %bf = arith.extf %b : f16 to f32
    %p = arith.mulf %af, %bf : f32
    %sum = arith.addf %acc, %p : f32
    linalg.yield %sum : f32
  } -> tensor<2x3x24x40xf32>
  %oe = tensor.empty() : tensor<2x3x24x40xf16>
  %o = linalg.generic {indexing_maps = [#row, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%bias, %s : tensor<40xf32>, tensor<2x3x24x40xf32>) outs(%oe : tensor<2x3x24x40xf16>) {
  ^bb0(%b: f32, %x: f32, %out: f16):
    %y = arith.addf %x, %b : f32
    %t = arith.truncf %y : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x3x24x40xf16>
  return %o : tensor<2x3x24x40xf16>
}
// CHECK-LABEL: func.func @linear3d(
// CHECK: %[[MM:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<18x32xf16>, tensor<48x32xf16>)
// CHECK: %[[EP:.*]] = linalg.generic {indexing_maps = [#[[ID2]], #[[ROW2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[MM]], %{{.*}} : tensor<18x48xf32>, tensor<48xf32>)
// CHECK: %[[OUT:.*]] = tensor.expand_shape %[[EP]] {{\[\[}}0, 1], [2]] output_shape [2, 9, 48]
// CHECK: return %[[OUT]]
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#bias3 = affine_map<(d0, d1, d2) -> (d2)>
func.func @linear3d(%x: tensor<2x9x32xf16>, %w: tensor<48x32xf16>, %bias: tensor<48xf32>) -> tensor<2x9x48xf16> {
  %zero = arith.constant 0.0 : f32
  %xc = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x9x32xf16> into tensor<18x32xf16>
  %te = tensor.empty() : tensor<32x48xf16>
  %wt = linalg.transpose ins(%w : tensor<48x32xf16>) outs(%te : tensor<32x48xf16>) permutation = [1, 0]
  %ce = tensor.empty() : tensor<18x48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<18x48xf32>) -> tensor<18x48xf32>
  %c = linalg.matmul ins(%xc, %wt : tensor<18x32xf16>, tensor<32x48xf16>) outs(%init : tensor<18x48xf32>) -> tensor<18x48xf32>
  %ce3 = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 9, 48] : tensor<18x48xf32> into tensor<2x9x48xf32>
  %oe = tensor.empty() : tensor<2x9x48xf16>
  %o = linalg.generic {indexing_maps = [#bias3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bias, %ce3 : tensor<48xf32>, tensor<2x9x48xf32>) outs(%oe : tensor<2x9x48xf16>) {
  ^bb0(%b: f32, %v: f32, %out: f16):
    %y = arith.addf %v, %b : f32
    %t = arith.truncf %y : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2x9x48xf16>
  return %o : tensor<2x9x48xf16>
}
