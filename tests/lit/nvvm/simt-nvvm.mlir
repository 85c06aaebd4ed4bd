// The nvvm stage: kernels are LLVM functions with bare pointers and i64 sizes; math.tanh
// calls libdevice, which nvvm-attach-target links from the pip-installed nvidia-nvvm.
// RUN: tirc %examples/mlir/gelu_tanh.mlir --emit=nvvm | FileCheck %s

// CHECK: gpu.module @{{.*}} [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80", link = ["{{.*}}libdevice.10.bc"]>]
// CHECK: llvm.func @__nv_tanhf(f32) -> f32
// CHECK: llvm.func @gelu_tanh_kernel(%{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64)
// CHECK-SAME: nvvm.kernel
// CHECK: nvvm.read.ptx.sreg.ctaid.x
// CHECK: llvm.call @__nv_tanhf
// CHECK-NOT: gpu.binary
