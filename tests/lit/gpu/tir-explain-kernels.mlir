// tir-explain-kernels: each linalg op left for a SIMT kernel gets a line saying what it computes and
// why it is not fused into its neighbours, kept in tir.explained_ops under a key that its location
// carries to the kernel (tir-merge-gpu-modules.mlir shows the lines reaching their kernels). The
// input's contraction is on Tensor Cores already; the ops around it are not.
// RUN: tirc opt %S/Inputs/tir-explain-kernels.mlir --passes tir-explain-kernels | FileCheck %s
// RUN: tirc opt %S/Inputs/tir-explain-kernels.mlir --passes 'tir-explain-kernels{tensor-cores=false}' | FileCheck %s --check-prefix=SIMT

// A cast feeding a contraction would be one of its loads on Tensor Cores; a value with two readers
// is materialised once; a placeholder names the reading kernel until kernels have names.
// CHECK: module attributes {gpu.container_module, tir.explained_ops = {"0" = {kind = "cast", what = "cast f32 -> f16", why = "its reader is the contraction explained_gemm0, whose operands fuse only as loads
// CHECK-SAME: "2" = {kind = "elementwise", what = "elementwise (ops: mulf, addf, tanh)", why = "its result has 2 readers ({kernel:3}, {kernel:4}): materialised once
// CHECK-SAME: "3" = {kind = "elementwise", what = "elementwise (ops: addf)", why = "its result is a function result that no other kernel reads"}
// CHECK-SAME: "5" = {kind = "fill", what = "fill", why = "nothing reads its result"}
// CHECK-SAME: tir.kernel_problems
// CHECK-LABEL: func.func @explained(

// Without Tensor Cores in the pipeline, the cast's line does not name a Tensor Core contraction.
// SIMT: tir.explained_ops = {"0" = {kind = "cast", what = "cast f32 -> f16", why =
// SIMT-NOT: whose operands fuse only as loads
// SIMT-SAME: "5" = {kind = "fill"
