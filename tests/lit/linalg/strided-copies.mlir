// tir-strided-copies: a host copy out of a strided view (a returned slice) becomes linalg.copy,
// which the SIMT path turns into a kernel; a copy between whole buffers stays a plan copy.
// RUN: tirc opt --passes tir-strided-copies %s | FileCheck %s

// CHECK-LABEL: func.func @slice(
// CHECK-NOT: memref.copy
// CHECK: linalg.copy {{.*}}ins(%{{.*}} : memref<4x3xf32, strided<[8, 2], offset: 17>>) outs(%{{.*}} : memref<4x3xf32>)
func.func @slice(%x: memref<6x8xf32>) -> memref<4x3xf32> {
  %view = memref.subview %x[2, 1] [4, 3] [1, 2] : memref<6x8xf32> to memref<4x3xf32, strided<[8, 2], offset: 17>>
  %out = memref.alloc() : memref<4x3xf32>
  memref.copy %view, %out : memref<4x3xf32, strided<[8, 2], offset: 17>> to memref<4x3xf32>
  return %out : memref<4x3xf32>
}

// CHECK-LABEL: func.func @whole(
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<6x8xf32> to memref<6x8xf32>
// CHECK-NOT: linalg.copy
func.func @whole(%x: memref<6x8xf32>) -> memref<6x8xf32> {
  %out = memref.alloc() : memref<6x8xf32>
  memref.copy %x, %out : memref<6x8xf32> to memref<6x8xf32>
  return %out : memref<6x8xf32>
}
