// tir-strip-timings alone: gpu-module-to-binary records how long LLVM took in each object's
// properties; the pass deletes those entries (they differ run to run) and keeps the rest and the code.
// RUN: tirc opt %s --passes tir-strip-timings | FileCheck %s

// CHECK: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 3 : i32}, "// PTX">]
// CHECK-NOT: TimeInMs
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {ISAToBinaryTimeInMs = 7 : i64, LLVMIRToISATimeInMs = 12 : i64, O = 3 : i32}, "// PTX">]
}
