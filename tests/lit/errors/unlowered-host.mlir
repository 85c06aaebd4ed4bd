// A linalg op no pass maps to a kernel (linalg.softmax is not a structured op tirc schedules)
// stays on the host: a located error, not "the pipeline produced no PTX".
// RUN: not tirc %s -o %t.ptx 2>&1 | FileCheck %s

// CHECK: error: {{.*}}unlowered-host.mlir:[[@LINE+6]]:8: 'linalg.softmax' in host function @softmax was not mapped to a kernel
// CHECK-NEXT: %r = linalg.softmax
// CHECK-NOT: produced no PTX
// CHECK: hint: tirc lowers linalg.generic
func.func @softmax(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
