// tir-pad-to-generic: tensor.pad becomes an all-parallel linalg.generic reading the source inside
// its bounds (index minus the low padding, one unsigned compare per padded dimension) and the
// pad's value elsewhere; a static zero pad is marked tir.zero_pad; a region computing the value
// from the indices is cloned into the else branch.
// RUN: tirc opt --passes tir-pad-to-generic %s | FileCheck %s
// RUN: tirc opt --passes 'tir-pad-to-generic{mark-zero-pads=false}' %s | FileCheck %s --check-prefix=NOMARK

// NOMARK-NOT: tir.zero_pad
// NOMARK: linalg.generic
// NOMARK-NOT: tir.zero_pad

// CHECK-LABEL: func.func @zero_pad(
// CHECK-NOT: tensor.pad
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<2x8x15x16xf16>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%[[EMPTY]] : tensor<2x8x15x16xf16>)
// CHECK-SAME: tir.zero_pad = {high = array<i64: 0, 0, 1, 1>, low = array<i64: 0, 0, 1, 2>}
// CHECK-DAG: %[[N:.*]] = linalg.index 0
// CHECK-DAG: %[[C:.*]] = linalg.index 1
// CHECK-DAG: %[[H:.*]] = linalg.index 2
// CHECK-DAG: %[[W:.*]] = linalg.index 3
// CHECK: %[[SH:.*]] = arith.subi %[[H]]
// CHECK: arith.cmpi ult, %[[SH]]
// CHECK: %[[SW:.*]] = arith.subi %[[W]]
// CHECK: arith.cmpi ult, %[[SW]]
// CHECK: scf.if
// CHECK: tensor.extract %{{.*}}[%[[N]], %[[C]], %[[SH]], %[[SW]]]
// CHECK: } else {
// CHECK: scf.yield %cst : f16

// CHECK-LABEL: func.func @index_pad(
// CHECK: tensor.empty(%{{.*}}) : tensor<?x8xf32>
// CHECK: linalg.generic
// CHECK-NOT: tir.zero_pad
// CHECK: %[[J:.*]] = linalg.index 1
// CHECK: } else {
// CHECK: arith.index_cast %[[J]] : index to i32
// CHECK: arith.sitofp
func.func @zero_pad(%x: tensor<2x8x13x13xf16>) -> tensor<2x8x15x16xf16> {
  %zero = arith.constant 0.0 : f16
  %padded = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f16
  } : tensor<2x8x13x13xf16> to tensor<2x8x15x16xf16>
  return %padded : tensor<2x8x15x16xf16>
}
func.func @index_pad(%x: tensor<?x5xf32>, %lo: index) -> tensor<?x8xf32> {
  %padded = tensor.pad %x low[%lo, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    %f = arith.index_cast %j : index to i32
    %v = arith.sitofp %f : i32 to f32
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x8xf32>
  return %padded : tensor<?x8xf32>
}
