// tir-merge-gpu-modules: the kernels of every gpu.module move into the first one, so one PTX holds
// them all; kernels whose names clash (two @total_kernel) take their module's name, and each
// gpu.launch_func points at the merged kernel. Then tir-explain-kernels's lines, keyed on the
// launches' locations, go to tir.kernel_explanations under the kernels' final names.
// tests/lit/driver/opt.mlir merges hand-written modules.
// RUN: tirc opt %S/Inputs/tir-merge-gpu-modules.mlir --passes tir-merge-gpu-modules | FileCheck %s

// CHECK: module attributes {gpu.container_module, tir.kernel_explanations = {add_2d_kernel = {kind = "elementwise", {{.*}}}, total_kernel = {kind = "fill", what = "fill", why = "its reader total_kernel_0 accumulates into it {{.*}}}, total_kernel_0 = {kind = "reduction", {{.*}}}}} {
// CHECK-NOT: tir.explained_ops
// CHECK-LABEL: func.func @add_2d(
// CHECK: gpu.launch_func @add_2d_kernel::@add_2d_kernel blocks
// CHECK: gpu.module @add_2d_kernel {
// CHECK-NEXT: gpu.func @add_2d_kernel(
// CHECK: gpu.func @total_kernel(%{{.*}}: memref<f32>) kernel
// CHECK: gpu.func @total_kernel_0(%{{.*}}: memref<64xf32>, %{{.*}}: memref<f32>) kernel
// CHECK-NOT: gpu.module
// CHECK-LABEL: func.func @total(
// CHECK: gpu.launch_func @add_2d_kernel::@total_kernel blocks {{.*}} args(%{{.*}} : memref<f32>)
// CHECK: gpu.launch_func @add_2d_kernel::@total_kernel_0 blocks {{.*}} args(%{{.*}} : memref<64xf32>, %{{.*}} : memref<f32>)
// CHECK-NOT: gpu.module
