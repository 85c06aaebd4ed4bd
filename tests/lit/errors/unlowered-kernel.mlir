// A hand-written kernel (gpu pipeline) with an op convert-gpu-to-nvvm leaves alone (math.ctlz):
// the error names the kernel and the op's line.
// RUN: not tirc %s --pipeline gpu -o %t.ptx 2>&1 | FileCheck %s

// CHECK: error: {{.*}}unlowered-kernel.mlir:[[@LINE+8]]:12: 'math.ctlz' in kernel @leading_zeros is not lowered to the LLVM/NVVM dialects by the nvvm stage
// CHECK-NEXT: %z = math.ctlz %v : i32
// CHECK-NOT: LLVMTranslationDialectInterface
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @leading_zeros(%x: memref<64xi32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %x[%i] : memref<64xi32>
      %z = math.ctlz %v : i32
      memref.store %z, %x[%i] : memref<64xi32>
      gpu.return
    }
  }
}
