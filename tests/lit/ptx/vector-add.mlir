// PTX for a hand-written kernel, for sm_80 and sm_90a.
// RUN: tirc %examples/mlir/vector_add.mlir -o - | FileCheck %s --check-prefixes=CHECK,SM80
// RUN: tirc %examples/mlir/vector_add.mlir --target sm_90a -o - | FileCheck %s --check-prefixes=CHECK,SM90

// SM80: .target sm_80
// SM90: .target sm_90a
// CHECK: .visible .entry vector_add(
// CHECK-NEXT: .param .u64 .ptr .align 1 vector_add_param_0,
// CHECK-NEXT: .param .u64 vector_add_param_1,
// CHECK: ld.global.{{[bf]}}32
// CHECK: add.rn.f32
// CHECK: st.global.{{[bf]}}32
