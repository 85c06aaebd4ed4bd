// The gpu pipeline outlines gpu.launch bodies and gives the kernel the plain ABI.
// RUN: tirc %examples/mlir/scale_launch.mlir --emit=gpu | FileCheck %s

// CHECK-LABEL: func.func @scale(
// CHECK: %[[N:.*]] = memref.dim %arg0, %c0
// CHECK: %[[G:.*]] = arith.ceildivui %[[N]], %c256
// CHECK: gpu.launch_func @scale_kernel::@scale_kernel blocks in (%[[G]], %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK-SAME: args(%{{.*}} : memref<f32>, %{{.*}} : index, %{{.*}} : memref<f32>, %{{.*}} : index)
// CHECK: gpu.func @scale_kernel(%{{.*}}: memref<f32>, %{{.*}}: index, %{{.*}}: memref<f32>, %{{.*}}: index) kernel
// CHECK: arith.constant 2.500000e+00 : f32
