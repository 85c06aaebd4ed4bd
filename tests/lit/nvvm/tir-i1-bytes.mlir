// tir-i1-bytes alone: a kernel's i1 memref.load and memref.store become byte accesses at the
// element's address (aligned pointer + offset + index * stride): llvm.load i8 then trunci, extui
// then llvm.store i8. The memref types, so the kernel's parameters, stay as they are.
// RUN: tirc opt %s --passes tir-i1-bytes | FileCheck %s

// CHECK-LABEL: gpu.func @flip_mask(%arg0: memref<16xi1>, %arg1: memref<16xi1>) kernel
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %{{.*}}, %[[OFF:.*]], %{{.*}}, %[[STRIDE:.*]] = memref.extract_strided_metadata %arg0
// CHECK: %[[SCALED:.*]] = arith.muli %[[TID]], %[[STRIDE]] : index
// CHECK: %[[ELEM:.*]] = arith.addi %[[OFF]], %[[SCALED]] : index
// CHECK: %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %arg0
// CHECK: %[[ADDR:.*]] = arith.addi %[[BASE]], %[[ELEM]] : index
// CHECK: %[[BYTE:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
// CHECK: %[[BIT:.*]] = arith.trunci %[[BYTE]] : i8 to i1
// CHECK: %[[FLIPPED:.*]] = arith.xori %[[BIT]], %{{.*}} : i1
// CHECK: %[[OUT:.*]] = arith.extui %[[FLIPPED]] : i1 to i8
// CHECK: llvm.store %[[OUT]], %{{.*}} : i8, !llvm.ptr
// CHECK-NOT: memref.load
// CHECK-NOT: memref.store
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @flip_mask(%in: memref<16xi1>, %out: memref<16xi1>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<16xi1>
      %t = arith.constant true
      %n = arith.xori %v, %t : i1
      memref.store %n, %out[%i] : memref<16xi1>
      gpu.return
    }
  }
}
