// C += A*B into a function argument goes to Tensor Cores: the kernel loads its accumulators from
// C before the K loop (no fill: nothing initialises them to a constant) and stores them back
// (16-byte stores through the staging tile); the emulator verifies the sum.
// RUN: tirc %s --emit=gpu | FileCheck %s
// RUN: tirc run %s --emulate --stats | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @accumulate(
// CHECK-NOT: linalg
// CHECK: gpu.launch_func @{{.*}}::@accumulate_gemm0
// CHECK: gpu.func @accumulate_gemm0(
// CHECK: %[[C:[a-z_0-9]+]] = memref.reinterpret_cast %{{.*}} : memref<f32> to memref<64x64xf32>
// 64 is a multiple of the tile: the loads of C need no bounds checks.
// CHECK-NOT: scf.if
// CHECK: memref.load %[[C]][
// CHECK: nvgpu.mma.sync
// CHECK: vector.store {{.*}}, %[[C]][{{.*}} : memref<64x64xf32>, vector<4xf32>

// EMU: arg2 f32[64, 64]: {{.*}} ok
// EMU: tensor core instructions {{.*}} 128
func.func @accumulate(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%c : memref<64x64xf32>)
  return
}
