// tensor.concat (torch.cat). With dynamic sizes it bufferizes to one result buffer and, per
// operand, a linalg.copy into its subview (offset: the sizes of the operands before it along the
// concat dim); each copy then becomes one SIMT kernel that stores through the strided view of the
// result. With static sizes tir-fuse-elementwise makes it one generic over the result that reads
// each element from the one operand covering it (nested scf.if on the index), which consumers fuse.
// RUN: tirc %s --emit=linalg | FileCheck %s --check-prefix=LINALG
// RUN: tirc %s --emit=gpu | FileCheck %s --check-prefix=GPU

// LINALG-LABEL: func.func @inner(%arg0: memref<?x?xf32>, %arg1: memref<?x5xf32>) -> memref<?x?xf32>
// LINALG: %[[D0:.*]] = memref.dim %arg0, %c0
// LINALG: %[[D1:.*]] = memref.dim %arg0, %c1
// LINALG: %[[COLS:.*]] = affine.apply #{{.*}}()[%[[D1]]]
// LINALG: %[[OUT:.*]] = memref.alloc(%[[D0]], %[[COLS]])
// LINALG: %[[WIDTH:.*]] = memref.dim %arg0, %c1
// LINALG: %[[LEFT:.*]] = memref.subview %[[OUT]][0, 0] [%[[D0]], %[[WIDTH]]] [1, 1]
// LINALG: linalg.copy {{.*}}ins(%arg0 : memref<?x?xf32>) outs(%[[LEFT]] :
// LINALG: %[[RIGHT:.*]] = memref.subview %[[OUT]][0, %[[WIDTH]]] [%[[D0]], 5] [1, 1]
// LINALG: linalg.copy {{.*}}ins(%arg1 : memref<?x5xf32>) outs(%[[RIGHT]] :
// LINALG-NOT: tensor.concat
// LINALG: return %[[OUT]]

// GPU-LABEL: func.func @inner(
// GPU: memref.alloc
// GPU: gpu.launch_func @[[MOD:[a-z_0-9]+]]::@[[K0:[a-z_0-9]+]] blocks in
// GPU: memref.subview %{{.*}}[0, %{{.*}}] [%{{.*}}, 5] [1, 1]
// GPU: gpu.launch_func @[[MOD]]::@[[K1:[a-z_0-9]+]] blocks in
// GPU: return
// Each kernel copies one operand: a load from it, a store into the result's view.
// GPU: gpu.module @[[MOD]]
// GPU: gpu.func @[[K0]](
// GPU: memref.load
// GPU: memref.store
// GPU: gpu.func @[[K1]](
// GPU: memref.load
// GPU: memref.store
func.func @inner(%a: tensor<?x?xf32>, %b: tensor<?x5xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<?x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// LINALG-LABEL: func.func @outer(%arg0: memref<2x7xf16>, %arg1: memref<3x7xf16>, %arg2: memref<4x7xf16>) -> memref<9x7xf16>
// LINALG: %[[OUT:.*]] = memref.alloc() {{.*}} : memref<9x7xf16>
// LINALG: linalg.generic {{.*}} outs(%[[OUT]] : memref<9x7xf16>)
// LINALG: %[[ROW:.*]] = linalg.index 0
// LINALG: %[[COL:.*]] = linalg.index 1
// LINALG: %[[FIRST:.*]] = arith.cmpi slt, %[[ROW]], %c2
// LINALG: scf.if %[[FIRST]] -> (f16)
// LINALG: memref.load %arg0[%[[ROW]], %[[COL]]]
// LINALG: } else {
// LINALG: %[[R1:.*]] = arith.subi %[[ROW]], %c2
// LINALG: %[[SECOND:.*]] = arith.cmpi slt, %[[ROW]], %c5
// LINALG: scf.if %[[SECOND]] -> (f16)
// LINALG: memref.load %arg1[%[[R1]], %[[COL]]]
// LINALG: } else {
// LINALG: %[[R2:.*]] = arith.subi %[[ROW]], %c5
// LINALG: memref.load %arg2[%[[R2]], %[[COL]]]
// LINALG-NOT: linalg.copy
// LINALG-NOT: tensor.concat

// GPU-LABEL: func.func @outer(
// GPU-COUNT-1: gpu.launch_func
// GPU-NOT: gpu.launch_func
// GPU: return
func.func @outer(%a: tensor<2x7xf16>, %b: tensor<3x7xf16>, %d: tensor<4x7xf16>) -> tensor<9x7xf16> {
  %c = tensor.concat dim(0) %a, %b, %d : (tensor<2x7xf16>, tensor<3x7xf16>, tensor<4x7xf16>) -> tensor<9x7xf16>
  return %c : tensor<9x7xf16>
}
