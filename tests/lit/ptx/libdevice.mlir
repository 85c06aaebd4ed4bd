// libdevice is linked into the PTX: no call to __nv_tanhf is left, its body is inlined.
// RUN: tirc %examples/mlir/gelu_tanh.mlir -o - | FileCheck %s

// CHECK: .target sm_80
// CHECK: .visible .entry gelu_tanh_kernel(
// CHECK-NOT: __nv_tanhf
// CHECK-NOT: call
// CHECK: ex2.approx
// CHECK: ret;
