// tir-schedule alone, on bufferized linalg (the IR the linalg stage hands it): a contraction that can
// use Tensor Cores is generalized and gets a validated tir.schedule (sm_80: mma.sync; with the sm90a
// pipeline's wgmma option on sm_90a: a warp-specialised wgmma schedule), at sizes that are not tile
// multiples; an f64 contraction stays on SIMT with a remark that says why.
// RUN: tirc opt %s --passes tir-schedule --target sm_80 2>&1 | FileCheck %s
// RUN: tirc opt %s --passes 'tir-schedule{wgmma=true}' --target sm_90a 2>&1 | FileCheck %s --check-prefix=WGMMA

// CHECK: remark: {{.*}}:22:3: mm64: not on Tensor Cores: f64 inputs: tirc has no f64 Tensor Core kernel
// CHECK-LABEL: func.func @mm(
// CHECK: linalg.generic {{{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<100x40xf16>, memref<40x72xf16>) outs(%arg2 : memref<100x72xf32>) attrs = {tir.schedule = {mma = "m16n8k16", {{.*}}tile = array<i64: 16, 64, 64>{{.*}}warps = array<i64: 1, 4>}, tir.schedule_source = "heuristic", tir.workload = "{{.*}}"}
// CHECK-LABEL: func.func @mm64(
// CHECK-NOT: tir.schedule

// WGMMA: tir.schedule = {mma = "m64n64k16", {{.*}}warp_specialize = true
func.func @mm(%a: memref<100x40xf16>, %b: memref<40x72xf16>, %c: memref<100x72xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<100x72xf32>)
  linalg.matmul ins(%a, %b : memref<100x40xf16>, memref<40x72xf16>) outs(%c : memref<100x72xf32>)
  return
}
func.func @mm64(%a: memref<8x8xf64>, %b: memref<8x8xf64>, %c: memref<8x8xf64>) {
  linalg.matmul ins(%a, %b : memref<8x8xf64>, memref<8x8xf64>) outs(%c : memref<8x8xf64>)
  return
}
