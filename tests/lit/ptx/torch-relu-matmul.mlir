// torch-mlir's linalg for relu(a @ b) in f16 (see examples/torch/) compiles through the SIMT path:
// fill, matmul (f16 loads, f32 accumulate) and the fused truncf+relu epilogue. The fill and the
// epilogue are elementwise: 16-byte accesses, 8 elements per thread.
// RUN: tirc %examples/mlir/torch_relu_matmul_f16.mlir --pipeline simt -o - | FileCheck %s
// RUN: tirc %examples/mlir/torch_relu_matmul_f16.mlir --pipeline simt --target sm_90a -o - | FileCheck %s --check-prefix=SM90

// SM90: .target sm_90a
// CHECK: .target sm_80
// CHECK: .entry relu_matmul_elementwise0(
// CHECK: st.global.v4.b32
// CHECK: .entry relu_matmul_kernel(
// CHECK: ld.global.b16
// CHECK: cvt.f32.f16
// CHECK: mul.rn.f32
// CHECK: add.rn.f32
// CHECK: .entry relu_matmul_elementwise1(
// CHECK: ld.global.v4.b32
// CHECK: cvt.rn.f16.f32
// CHECK: st.global.v4.b32
