// tir-check-translatable: kernels already in the llvm/nvvm dialects, next to a host function of
// allocations and launches, pass through unchanged (the check runs before gpu-module-to-binary;
// tests/lit/errors/unlowered-*.mlir show the errors).
// RUN: tirc opt --passes tir-check-translatable %s | FileCheck %s

// CHECK: gpu.module @kernels
// CHECK: llvm.func @fill(%{{.*}}: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel}
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK: llvm.store
// CHECK: func.func @host
// CHECK: gpu.launch_func @kernels::@fill
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @fill(%out: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %one = llvm.mlir.constant(1.0 : f32) : f32
      %at = llvm.getelementptr %out[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      llvm.store %one, %at : f32, !llvm.ptr
      llvm.return
    }
  }
  func.func @host(%n: index) -> memref<64xf32> {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %buffer = memref.alloc() : memref<64xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buffer : memref<64xf32>)
    return %buffer : memref<64xf32>
  }
}
