// A hand-written gpu.module goes through the gpu pipeline unchanged but for its ABI.
// RUN: tirc %examples/mlir/vector_add.mlir --emit=gpu | FileCheck %s

// CHECK: gpu.module @kernels
// CHECK: gpu.func @vector_add(%[[A:.*]]: memref<f32>, %[[N:.*]]: index, %{{.*}}: memref<f32>, %{{.*}}: index, %{{.*}}: memref<f32>, %{{.*}}: index) kernel
// CHECK: memref.reinterpret_cast %[[A]] to offset: [0], sizes: [%[[N]]], strides: [1] : memref<f32> to memref<?xf32>
// CHECK: gpu.thread_id x
