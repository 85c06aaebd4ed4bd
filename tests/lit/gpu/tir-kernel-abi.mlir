// tir-kernel-abi: each memref parameter of a kernel becomes its bare base pointer plus its dynamic
// sizes (a plain C ABI that a launcher can fill without memref descriptors); the kernel rebuilds the
// memref with memref.reinterpret_cast, and the host passes memref.extract_strided_metadata's results.
// RUN: tirc opt %S/Inputs/tir-kernel-abi.mlir --passes tir-kernel-abi | FileCheck %s

// CHECK-LABEL: func.func @scale(
// CHECK: %[[IN:base_buffer[_0-9]*]], %{{.*}}, %[[N:sizes[_0-9]*]], %{{.*}} = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %[[OUT:base_buffer[_0-9]*]], %{{.*}}, %[[M:sizes[_0-9]*]], %{{.*}} = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: gpu.launch_func @scale_kernel::@scale_kernel {{.*}} args(%[[IN]] : memref<f32>, %[[N]] : index, %[[OUT]] : memref<f32>, %[[M]] : index)
// CHECK: gpu.func @scale_kernel(%[[A:arg[0-9]+]]: memref<f32>, %[[AN:arg[0-9]+]]: index, %[[B:arg[0-9]+]]: memref<f32>, %[[BN:arg[0-9]+]]: index) kernel
// CHECK-NEXT: %[[AV:reinterpret_cast[_0-9]*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [%[[AN]]], strides: [1] : memref<f32> to memref<?xf32>
// CHECK-NEXT: %[[BV:reinterpret_cast[_0-9]*]] = memref.reinterpret_cast %[[B]] to offset: [0], sizes: [%[[BN]]], strides: [1] : memref<f32> to memref<?xf32>
// CHECK: memref.load %[[AV]][
// CHECK: memref.store %{{.*}}, %[[BV]][
