// nvJitLink turns the PTX into a cubin (an ELF file) and reports resources per kernel.
// RUN: tirc %examples/mlir/torch_relu_matmul_f16.mlir --pipeline simt -o %t.cubin --report | FileCheck %s
// RUN: od -An -c -N4 %t.cubin | FileCheck %s --check-prefix=ELF
// RUN: tirc %examples/mlir/vector_add.mlir --target sm_90a -o %t90.cubin --report | FileCheck %s --check-prefix=SM90

// CHECK: kernel report (sm_80, nvJitLink -verbose):
// CHECK-NEXT: relu_matmul_elementwise0
// CHECK-NEXT: schedule: elementwise: 4 contiguous elements per thread (16-byte vector accesses) over [12288], 64 threads per block, 48 blocks
// CHECK-NEXT: why: fill: its reader relu_matmul_kernel accumulates into it (reads it as its output)
// CHECK-NEXT: launch: grid (48, 1, 1), block (64, 1, 1)
// CHECK-NEXT: resources: {{[0-9]+}} registers, 0 B spill stores, 0 B spill loads, 0 B stack, shared memory 0 B static + 0 B dynamic
// CHECK-NEXT: static PTX: mma.sync 0, ldmatrix 0
// CHECK: relu_matmul_elementwise1
// CHECK-NEXT: schedule: elementwise: 8 contiguous elements per thread
// CHECK: relu_matmul_kernel
// CHECK-NEXT: schedule: SIMT (one thread per output element)
// CHECK-NEXT: why: contraction: a contraction on the SIMT path
// CHECK-NEXT: launch: grid (3, 16, 1), block (32, 8, 1)
// ELF: 177 E L F
// SM90: kernel report (sm_90a
// SM90: vector_add
