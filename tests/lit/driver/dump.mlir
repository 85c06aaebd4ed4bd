// Seeing every layer: --dump-after/--dump-before one pass, --dump-dir one file per pass,
// --emit=STAGE stops after a stage, --timing prints per-pass times.
// RUN: tirc --dump-after=convert-gpu-to-nvvm %examples/mlir/vector_add.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: tirc compile %examples/mlir/vector_add.mlir --dump-before=convert-gpu-to-nvvm -o %t.ptx 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: rm -rf %t.dir && tirc %examples/mlir/gelu_tanh.mlir --dump-dir %t.dir -o %t.ptx
// RUN: ls %t.dir | FileCheck %s --check-prefix=DIR
// RUN: tirc %examples/mlir/gelu_tanh.mlir --emit=nvvm | FileCheck %s --check-prefix=NVVM
// RUN: tirc %examples/mlir/gelu_tanh.mlir -o %t.ptx --timing 2>&1 | FileCheck %s --check-prefix=TIME

// AFTER: // -----// IR Dump After gpu.module(convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=true}) (nvvm stage) //----- //
// AFTER: llvm.func @vector_add
// AFTER: llvm.getelementptr
// AFTER-NOT: IR Dump

// BEFORE: IR Dump Before gpu.module(convert-gpu-to-nvvm
// BEFORE: gpu.func @vector_add

// DIR: 00-input.mlir
// DIR-NEXT: 01-canonicalize.mlir
// DIR: {{[0-9]+}}-tir-simt-map.mlir
// DIR: {{[0-9]+}}-convert-gpu-to-nvvm.mlir
// DIR: {{[0-9]+}}-gpu-module-to-binary.mlir

// NVVM: llvm.func @gelu_tanh_kernel
// NVVM-NOT: gpu.binary
// NVVM-NOT: .target

// TIME: tirc pass execution timing
// TIME: linalg canonicalize
// TIME: ptx gpu-module-to-binary
