// i1 buffers (a mask written by one kernel, read by another, and a function result) are bytes.
// The sum reads the mask of each row's first column for every column: a broadcast read, so
// tir-fuse-elementwise does not recompute the compare inside the reduction, which reads the buffer.
// tir-i1-bytes turns the kernels' i1 loads and stores into byte accesses, which NVVM lowering
// can take (an i1 memref.load/store aborts it), and the emulator checks the results.
// RUN: tirc %s --emit=nvvm | FileCheck %s
// RUN: tirc run %s --emulate | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: llvm.func @mask_and_sum_kernel(
// CHECK: %[[BIT:.*]] = llvm.fcmp "olt"
// CHECK: %[[BYTE:.*]] = llvm.zext %[[BIT]] : i1 to i8
// CHECK: llvm.store %[[BYTE]], %{{.*}} : i8, !llvm.ptr
// CHECK: llvm.func @mask_and_sum_reduce0(
// CHECK: %[[LOADED:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
// CHECK: llvm.trunc %[[LOADED]] : i8 to i1

// EMU: result0 i1[8, 40]: exact: ok
// EMU: result1 f32[8]: {{.*}}: ok
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#first = affine_map<(d0, d1) -> (d0, 0)>
func.func @mask_and_sum(%x: tensor<8x40xf32>, %y: tensor<8x40xf32>) -> (tensor<8x40xi1>, tensor<8xf32>) {
  %empty_mask = tensor.empty() : tensor<8x40xi1>
  %mask = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<8x40xf32>, tensor<8x40xf32>) outs(%empty_mask : tensor<8x40xi1>) {
  ^bb0(%a: f32, %b: f32, %out: i1):
    %lt = arith.cmpf olt, %a, %b : f32
    linalg.yield %lt : i1
  } -> tensor<8x40xi1>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#first, #map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%mask, %x : tensor<8x40xi1>, tensor<8x40xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%m: i1, %a: f32, %acc: f32):
    %s = arith.select %m, %a, %zero : f32
    %t = arith.addf %acc, %s : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  return %mask, %sum : tensor<8x40xi1>, tensor<8xf32>
}
