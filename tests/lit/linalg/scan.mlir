// tm_tensor.scan (torch.cumsum as torch-mlir prints it) parses, keeps its location, and tir-scan
// makes it a kernel on buffers: a warp per contiguous line (shuffle-up scan of 32-element chunks,
// a carried total), a thread per line along an outer dimension.
// RUN: tirc opt --passes tir-scan %s | FileCheck %s
// RUN: tirc compile %s --emit=ptx -o - | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: func.func @rows
// CHECK: bufferization.to_buffer %{{.*}} read_only : tensor<3x77xf32> to memref<3x77xf32>
// CHECK: gpu.launch {{.*}} module(@rows_scan0) function(@rows_scan0)
// CHECK: scf.for {{.*}} iter_args
// CHECK-COUNT-5: gpu.shuffle  up
// CHECK: gpu.shuffle  idx
// CHECK: bufferization.to_tensor %{{.*}} restrict writable
// CHECK-NOT: tm_tensor
func.func @rows(%x: tensor<3x77xf32>) -> tensor<3x77xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x77xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<3x77xf32>) -> tensor<3x77xf32>
  %a = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%a : tensor<3xf32>) -> tensor<3xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<3x77xf32>) outs(%out, %acc : tensor<3x77xf32>, tensor<3xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x77xf32>, tensor<3xf32> loc("cumsum.py":7:9)
  return %r#0 : tensor<3x77xf32>
}

// CHECK-LABEL: func.func @columns
// CHECK: gpu.launch {{.*}} module(@columns_scan1) function(@columns_scan1)
// CHECK-NOT: gpu.shuffle
// CHECK: scf.for
// CHECK: arith.addi
// CHECK: memref.store
func.func @columns(%x: tensor<5x6xi64>) -> tensor<5x6xi64> {
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<5x6xi64>
  %out = linalg.fill ins(%zero : i64) outs(%e : tensor<5x6xi64>) -> tensor<5x6xi64>
  %a = tensor.empty() : tensor<6xi64>
  %acc = linalg.fill ins(%zero : i64) outs(%a : tensor<6xi64>) -> tensor<6xi64>
  %r:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<5x6xi64>) outs(%out, %acc : tensor<5x6xi64>, tensor<6xi64>) {
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    tm_tensor.yield %s : i64
  } -> tensor<5x6xi64>, tensor<6xi64>
  return %r#0 : tensor<5x6xi64>
}

// PTX: .entry rows_scan0
// PTX: shfl.sync.up.b32
// PTX: .entry columns_scan1
