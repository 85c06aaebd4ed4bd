// tir-weights-as-inputs alone (--weights=inputs): a non-splat tensor constant (a weight) becomes a new
// argument of its function, named like the weight it replaces and listed in tir.weight_args; a splat
// stays a constant, since it folds into the kernels.
// RUN: tirc opt %s --passes tir-weights-as-inputs | FileCheck %s

// CHECK-LABEL: func.func @scale_shift(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-SAME: tir.arg_names = ["arg0", "constant_2x3xf32"], tir.weight_args = array<i64: 1>
// CHECK: %[[HALF:.*]] = arith.constant dense<5.000000e-01> : tensor<2x3xf32>
// CHECK: linalg.mul ins(%arg0, %arg1 :
// CHECK: linalg.add ins(%{{.*}}, %[[HALF]] :
// CHECK-NOT: arith.constant dense<{{\[\[}}
func.func @scale_shift(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %w = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<0.5> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.mul ins(%x, %w : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %z = linalg.add ins(%y, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %z : tensor<2x3xf32>
}
