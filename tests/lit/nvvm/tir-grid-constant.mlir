// tir-grid-constant alone: the kernel arguments tir-kernel-abi listed in tir.grid_constant_args (TMA
// tensor map pointers) become by-value, 64-byte aligned, 128-byte nvvm.grid_constant parameters; the
// list is consumed, and a kernel without one is untouched. A listed argument that is not the tensor
// map pointer is an error.
// RUN: tirc opt %s --passes tir-grid-constant | FileCheck %s
// RUN: sed 's/array<i64: 0>/array<i64: 2>/' %s > %t.mlir
// RUN: not tirc opt %t.mlir --passes tir-grid-constant 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: llvm.func @load_tile(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %arg1: !llvm.ptr {llvm.noalias}) attributes {gpu.kernel, nvvm.kernel} {
// CHECK-LABEL: llvm.func @no_map(%arg0: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
// CHECK-NOT: tir.grid_constant_args

// BAD: error: tir-grid-constant: argument 2 of kernel load_tile is not the tensor map pointer tir-kernel-abi made
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @load_tile(%map: !llvm.ptr, %out: !llvm.ptr {llvm.noalias}) attributes {gpu.kernel, nvvm.kernel, tir.grid_constant_args = array<i64: 0>} {
      llvm.return
    }
    llvm.func @no_map(%out: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
