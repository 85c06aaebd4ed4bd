// tir-schedule recognises a convolution as an implicit GEMM (M = n*oh*ow, N = f, K = c*kh*kw):
// f16 NCHW (zero pad read through, stride 2) and NHWC (dilation 2) get a tir.schedule and an "on
// Tensor Cores" remark; f32 without --allow-tf32 stays on the SIMT path and the remark says why.
// RUN: tirc %s --emit=tensorir --remarks=json -o %t.mlir 2> %t.json
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.json
// RUN: tirc %s --emit=tensorir --allow-tf32 | FileCheck %s --check-prefix=TF32
// A schedule written on the convolution is completed and validated; split-K is refused.
// RUN: sed 's/linalg.conv_2d_nchw_fchw {dilations/linalg.conv_2d_nchw_fchw {tir.schedule = {tile = array<i64: 32, 64, 32>, warps = array<i64: 2, 2>}, dilations/' %inputs/conv2d_f16.mlir > %t.user.mlir
// RUN: tirc %t.user.mlir --emit=tensorir | FileCheck %s --check-prefix=USER
// RUN: sed 's/warps = array<i64: 2, 2>}/warps = array<i64: 2, 2>, split_k = 2 : i64}/' %t.user.mlir > %t.split.mlir
// RUN: not tirc %t.split.mlir --emit=tensorir 2>&1 | FileCheck %s --check-prefix=SPLIT

// USER: tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 32, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}
// SPLIT: error: conv: schedule 32x64x32, warps 2x2, 4 stages: split_k 2 on a convolution: its output is not the [M, N] matrix the split-K reduction writes
// SPLIT-NEXT: hint: use split_k: 1

// CHECK-LABEL: func.func @conv_nchw(
// The zero pad (tir-pad-to-generic) stays until tir-tile, where the convolution reads through it.
// CHECK: linalg.generic {{.*}} outs(%[[PADDED:.*]] : memref<2x8x15x15xf16>) attrs = {tir.zero_pad = {high = array<i64: 0, 0, 1, 1>, low = array<i64: 0, 0, 1, 1>}}
// CHECK: linalg.generic {{{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[PADDED]], %arg1 : memref<2x8x15x15xf16>, memref<16x8x3x3xf16>)
// CHECK-SAME: tir.schedule = {mma = "m16n8k16", {{.*}}split_k = 1 : i64
// CHECK-LABEL: func.func @conv_nhwc(
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : memref<2x13x13x8xf16>, memref<3x3x8x16xf16>)
// CHECK-SAME: tir.schedule = {mma = "m16n8k16"
// CHECK-LABEL: func.func @conv_f32(
// CHECK: linalg.generic
// CHECK-NOT: tir.schedule
// CHECK: return

// REMARK: "name": "conv_nchw",
// REMARK-NEXT: "message": "on Tensor Cores: tile
// REMARK: "name": "conv_nhwc",
// REMARK-NEXT: "message": "on Tensor Cores: tile
// REMARK: "name": "conv_f32",
// REMARK-NEXT: "message": "not on Tensor Cores: f32 inputs need --allow-tf32

// TF32-LABEL: func.func @conv_f32(
// TF32: tir.schedule = {mma = "m16n8k8"
func.func @conv_nchw(%x: tensor<2x8x13x13xf16>, %w: tensor<16x8x3x3xf16>, %bias: tensor<16xf16>) -> tensor<2x16x7x7xf32> {
  %zero = arith.constant 0.0 : f16
  %zero_acc = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f16
  } : tensor<2x8x13x13xf16> to tensor<2x8x15x15xf16>
  %acc_empty = tensor.empty() : tensor<2x16x7x7xf32>
  %init = linalg.fill ins(%zero_acc : f32) outs(%acc_empty : tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %w : tensor<2x8x15x15xf16>, tensor<16x8x3x3xf16>) outs(%init : tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32>
  return %conv : tensor<2x16x7x7xf32>
}
func.func @conv_nhwc(%x: tensor<2x13x13x8xf16>, %w: tensor<3x3x8x16xf16>, %bias: tensor<16xf16>) -> tensor<2x9x9x16xf32> {
  %zero = arith.constant 0.0 : f16
  %zero_acc = arith.constant 0.0 : f32
  %acc_empty = tensor.empty() : tensor<2x9x9x16xf32>
  %init = linalg.fill ins(%zero_acc : f32) outs(%acc_empty : tensor<2x9x9x16xf32>) -> tensor<2x9x9x16xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x13x13x8xf16>, tensor<3x3x8x16xf16>) outs(%init : tensor<2x9x9x16xf32>) -> tensor<2x9x9x16xf32>
  return %conv : tensor<2x9x9x16xf32>
}
func.func @conv_f32(%x: tensor<2x8x13x13xf32>, %w: tensor<16x8x3x3xf32>, %bias: tensor<16xf32>) -> tensor<2x16x11x11xf32> {
  %zero = arith.constant 0.0 : f32
  %zero_acc = arith.constant 0.0 : f32
  %acc_empty = tensor.empty() : tensor<2x16x11x11xf32>
  %init = linalg.fill ins(%zero_acc : f32) outs(%acc_empty : tensor<2x16x11x11xf32>) -> tensor<2x16x11x11xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x8x13x13xf32>, tensor<16x8x3x3xf32>) outs(%init : tensor<2x16x11x11xf32>) -> tensor<2x16x11x11xf32>
  return %conv : tensor<2x16x11x11xf32>
}
