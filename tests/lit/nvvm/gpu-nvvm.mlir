// The gpu pipeline's nvvm stage, for the target given on the command line.
// RUN: tirc %examples/mlir/vector_add.mlir --target sm_90a --emit=nvvm | FileCheck %s

// CHECK: gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a"
// CHECK: llvm.func @vector_add(%{{.*}}: !llvm.ptr, %{{.*}}: i64,
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK: llvm.fadd
