// C += A*B into a function argument goes to Tensor Cores: the kernel loads its accumulators from
// C before the K loop (no fill: nothing initialises them to a constant) and stores them back.
// RUN: tirc %s --emit=gpu | FileCheck %s

// CHECK-LABEL: func.func @accumulate(
// CHECK-NOT: linalg
// CHECK: gpu.launch_func @{{.*}}::@accumulate_gemm0
// CHECK: gpu.func @accumulate_gemm0(
// CHECK: scf.if
// CHECK: memref.load %arg2[
// CHECK: scf.for
// CHECK: nvgpu.mma.sync
// CHECK: vector.store {{.*}}, %arg2[
func.func @accumulate(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xf16>, memref<64x64xf16>) outs(%c : memref<64x64xf32>)
  return
}
