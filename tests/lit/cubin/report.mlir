// nvJitLink turns the PTX into a cubin (an ELF file) and reports resources per kernel.
// RUN: tirc %examples/mlir/torch_relu_matmul_f16.mlir --pipeline simt -o %t.cubin --report | FileCheck %s
// RUN: od -An -c -N4 %t.cubin | FileCheck %s --check-prefix=ELF
// RUN: tirc %examples/mlir/vector_add.mlir --target sm_90a -o %t90.cubin --report | FileCheck %s --check-prefix=SM90

// CHECK: kernel report (sm_80, nvJitLink -verbose):
// CHECK: kernel regs  spill st  spill ld  stack  smem (B)
// CHECK: relu_matmul_kernel {{[0-9]+}} 0 0 0 0
// CHECK: relu_matmul_kernel_0 {{[0-9]+}} 0 0
// CHECK: relu_matmul_kernel_1
// CHECK: static PTX instructions: mma.sync: 0
// ELF: 177 E L F
// SM90: kernel report (sm_90a
// SM90: vector_add
