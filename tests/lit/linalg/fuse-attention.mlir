// tir-fuse-attention on torch-mlir exports (torch 2.13, linalg-on-tensors):
// - @eager: torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(64), -1) @ v in f16, [1, 2, 40|72, 64]:
//   the transpose, reshapes, batch_matmuls, f16 scores divided by 8, the f32 softmax and the casts
//   become one tir.attention on the arguments (scale 1/8, no mask), and nothing else is left;
// - @eager_f32: the same in f32 stays as it is (the kernels take f16/bf16 inputs);
// - @tm_causal: SDPA(is_causal=True) imported whole as tm_tensor.attention (custom syntax, read as
//   generic) with its iota-built mask: causal top_left, scale 1/sqrt(64), the mask's ops gone.
// - @gqa_bshd: Hugging Face's repeat_kv (4 query heads over 2 KV heads, expand + reshape), the
//   f32 softmax, and the output transposed to [B, S, H*D]: K and V are read in place through
//   h // 2 (kv_heads = 2, their [1, 2, 72, 64] strides), O written in place as [1, 40, 4*64]
//   (head stride 64, row stride 256), the expand/reshape/transpose ops gone.
// - @generic_attention (written by hand, as another frontend might): both products are generics
//   over (b, h, m, n, k) with two batch dims, the scale multiplied inside the max's and the
//   exponential's bodies: batch 2, heads 3 (the inner batch dim), scale 1/8.
// RUN: tirc opt --passes tir-fuse-attention %s | FileCheck %s

// CHECK-LABEL: func.func @eager(
// CHECK-SAME: %[[Q:[a-z0-9]+]]: tensor<1x2x40x64xf16>, %[[K:[a-z0-9]+]]: tensor<1x2x72x64xf16>, %[[V:[a-z0-9]+]]: tensor<1x2x72x64xf16>)
// CHECK-NOT: linalg.
// CHECK: %[[O:.*]] = "tir.attention"(%[[Q]], %[[K]], %[[V]]) {tir.attention = {batch = 1 : i64, causal = "none", element = "f16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 2 : i64, k = array<i64: 0, 0, 4608, 64, 1>, kv_heads = 2 : i64, o = array<i64: 0, 0, 2560, 64, 1>, out_element = "f16", q = array<i64: 0, 0, 2560, 64, 1>, scale = 1.250000e-01 : f64, seq_kv = 72 : i64, seq_q = 40 : i64, v = array<i64: 0, 0, 4608, 64, 1>}} : (tensor<1x2x40x64xf16>, tensor<1x2x72x64xf16>, tensor<1x2x72x64xf16>) -> tensor<1x2x40x64xf16>
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
// CHECK: return %[[O]] : tensor<1x2x40x64xf16>

// CHECK-LABEL: func.func @eager_f32(
// CHECK-NOT: tir.attention
// CHECK: linalg.batch_matmul
// CHECK: math.exp
// CHECK: linalg.batch_matmul
// CHECK-NOT: tir.attention
// CHECK: return

// CHECK-LABEL: func.func @tm_causal(
// CHECK-SAME: %[[Q:[a-z0-9]+]]: tensor<1x2x40x64xf16>, %[[K:[a-z0-9]+]]: tensor<1x2x72x64xf16>, %[[V:[a-z0-9]+]]: tensor<1x2x72x64xf16>)
// CHECK-NOT: linalg.
// CHECK-NOT: tm_tensor
// CHECK: %[[O:.*]] = "tir.attention"(%[[Q]], %[[K]], %[[V]]) {tir.attention = {{{.*}}causal = "top_left"{{.*}}scale = 1.250000e-01 : f64{{.*}}}} : (tensor<1x2x40x64xf16>, tensor<1x2x72x64xf16>, tensor<1x2x72x64xf16>) -> tensor<1x2x40x64xf16>
// CHECK-NOT: linalg.
// CHECK-NOT: tm_tensor
// CHECK: return %[[O]] : tensor<1x2x40x64xf16>

// CHECK-LABEL: func.func @gqa_bshd(
// CHECK-SAME: %[[Q:[a-z0-9]+]]: tensor<1x4x40x64xf16>, %[[K:[a-z0-9]+]]: tensor<1x2x72x64xf16>, %[[V:[a-z0-9]+]]: tensor<1x2x72x64xf16>) -> tensor<1x40x256xf16>
// CHECK-NOT: linalg.
// CHECK: %[[O:.*]] = "tir.attention"(%[[Q]], %[[K]], %[[V]]) {tir.attention = {batch = 1 : i64, causal = "none", element = "f16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 4 : i64, k = array<i64: 0, 0, 4608, 64, 1>, kv_heads = 2 : i64, o = array<i64: 0, 0, 64, 256, 1>, out_element = "f16", q = array<i64: 0, 0, 2560, 64, 1>, scale = 1.250000e-01 : f64, seq_kv = 72 : i64, seq_q = 40 : i64, v = array<i64: 0, 0, 4608, 64, 1>}} : (tensor<1x4x40x64xf16>, tensor<1x2x72x64xf16>, tensor<1x2x72x64xf16>) -> tensor<1x40x256xf16>
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
// CHECK: return %[[O]] : tensor<1x40x256xf16>

// CHECK-LABEL: func.func @generic_attention(
// CHECK-SAME: %[[Q:[a-z0-9]+]]: tensor<2x3x24x64xf16>, %[[K:[a-z0-9]+]]: tensor<2x3x40x64xf16>, %[[V:[a-z0-9]+]]: tensor<2x3x40x64xf16>)
// CHECK-NEXT: %[[O:.*]] = "tir.attention"(%[[Q]], %[[K]], %[[V]]) {tir.attention = {batch = 2 : i64, causal = "none", element = "f16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 3 : i64, k = array<i64: 0, 7680, 2560, 64, 1>, kv_heads = 3 : i64, o = array<i64: 0, 4608, 1536, 64, 1>, out_element = "f16", q = array<i64: 0, 4608, 1536, 64, 1>, scale = 1.250000e-01 : f64, seq_kv = 40 : i64, seq_q = 24 : i64, v = array<i64: 0, 7680, 2560, 64, 1>}}
// CHECK-NEXT: return %[[O]] : tensor<2x3x24x64xf16>

#amap = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#amap1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#amap2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#amap3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#bmap = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bmap1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#bmap2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#cmap = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#dmap = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#dmap1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#dmap2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#dmap3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#dmap4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#dmap5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#gq = affine_map<(b, h, m, n, k) -> (b, h, m, k)>
#gk = affine_map<(b, h, m, n, k) -> (b, h, n, k)>
#gs = affine_map<(b, h, m, n, k) -> (b, h, m, n)>
#gid = affine_map<(b, h, m, n) -> (b, h, m, n)>
#grow = affine_map<(b, h, m, n) -> (b, h, m)>
module {
  func.func @eager(%arg0: tensor<1x2x40x64xf16>, %arg1: tensor<1x2x72x64xf16>, %arg2: tensor<1x2x72x64xf16>) -> tensor<1x2x40x64xf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 8.000000e+00 : f16
    %0 = tensor.empty() : tensor<1x2x64x72xf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x2x72x64xf16>) outs(%0 : tensor<1x2x64x72xf16>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x2x40x64xf16> into tensor<2x40x64xf16>
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x64x72xf16> into tensor<2x64x72xf16>
    %1 = tensor.empty() : tensor<2x40x72xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x40x72xf32>) -> tensor<2x40x72xf32>
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<2x40x64xf16>, tensor<2x64x72xf16>) outs(%2 : tensor<2x40x72xf32>) -> tensor<2x40x72xf32>
    %4 = tensor.empty() : tensor<2x40x72xf16>
    %5 = linalg.generic {indexing_maps = [#amap, #amap], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<2x40x72xf32>) outs(%4 : tensor<2x40x72xf16>) {
    ^bb0(%in: f32, %out: f16):
      %27 = arith.truncf %in : f32 to f16
      linalg.yield %27 : f16
    } -> tensor<2x40x72xf16>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [1, 2, 40, 72] : tensor<2x40x72xf16> into tensor<1x2x40x72xf16>
    %6 = tensor.empty() : tensor<1x2x40x72xf16>
    %7 = linalg.generic {indexing_maps = [#amap1, #amap1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x40x72xf16>) outs(%6 : tensor<1x2x40x72xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = arith.divf %in, %cst_1 : f16
      linalg.yield %27 : f16
    } -> tensor<1x2x40x72xf16>
    %8 = tensor.empty() : tensor<1x2x40x72xf32>
    %9 = linalg.generic {indexing_maps = [#amap1, #amap1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x2x40x72xf16>) outs(%8 : tensor<1x2x40x72xf32>) {
    ^bb0(%in: f16, %out: f32):
      %27 = arith.extf %in : f16 to f32
      linalg.yield %27 : f32
    } -> tensor<1x2x40x72xf32>
    %10 = tensor.empty() : tensor<1x2x40xi64>
    %11 = linalg.fill ins(%c0_i64 : i64) outs(%10 : tensor<1x2x40xi64>) -> tensor<1x2x40xi64>
    %12 = tensor.empty() : tensor<1x2x40xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<1x2x40xf32>) -> tensor<1x2x40xf32>
    %14:2 = linalg.generic {indexing_maps = [#amap1, #amap2, #amap2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%9 : tensor<1x2x40x72xf32>) outs(%13, %11 : tensor<1x2x40xf32>, tensor<1x2x40xi64>) {
    ^bb0(%in: f32, %out: f32, %out_7: i64):
      %27 = linalg.index 3 : index
      %28 = arith.index_cast %27 : index to i64
      %29 = arith.maximumf %in, %out : f32
      %30 = arith.cmpf ogt, %in, %out : f32
      %31 = arith.select %30, %28, %out_7 : i64
      linalg.yield %29, %31 : f32, i64
    } -> (tensor<1x2x40xf32>, tensor<1x2x40xi64>)
    %expanded_3 = tensor.expand_shape %14#0 [[0], [1], [2, 3]] output_shape [1, 2, 40, 1] : tensor<1x2x40xf32> into tensor<1x2x40x1xf32>
    %15 = linalg.generic {indexing_maps = [#amap1, #amap3, #amap1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_3 : tensor<1x2x40x72xf32>, tensor<1x2x40x1xf32>) outs(%8 : tensor<1x2x40x72xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %27 = arith.subf %in, %in_7 : f32
      linalg.yield %27 : f32
    } -> tensor<1x2x40x72xf32>
    %16 = linalg.generic {indexing_maps = [#amap1, #amap1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x2x40x72xf32>) outs(%8 : tensor<1x2x40x72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.exp %in : f32
      linalg.yield %27 : f32
    } -> tensor<1x2x40x72xf32>
    %17 = tensor.empty() : tensor<1x2x40x1xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<1x2x40x1xf32>) -> tensor<1x2x40x1xf32>
    %19 = linalg.generic {indexing_maps = [#amap1, #amap3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%16 : tensor<1x2x40x72xf32>) outs(%18 : tensor<1x2x40x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<1x2x40x1xf32>
    %20 = linalg.generic {indexing_maps = [#amap1, #amap3, #amap1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %19 : tensor<1x2x40x72xf32>, tensor<1x2x40x1xf32>) outs(%8 : tensor<1x2x40x72xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %27 = arith.divf %in, %in_7 : f32
      linalg.yield %27 : f32
    } -> tensor<1x2x40x72xf32>
    %21 = linalg.generic {indexing_maps = [#amap1, #amap1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x2x40x72xf32>) outs(%6 : tensor<1x2x40x72xf16>) {
    ^bb0(%in: f32, %out: f16):
      %27 = arith.truncf %in : f32 to f16
      linalg.yield %27 : f16
    } -> tensor<1x2x40x72xf16>
    %collapsed_4 = tensor.collapse_shape %21 [[0, 1], [2], [3]] : tensor<1x2x40x72xf16> into tensor<2x40x72xf16>
    %collapsed_5 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x72x64xf16> into tensor<2x72x64xf16>
    %22 = tensor.empty() : tensor<2x40x64xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<2x40x64xf32>) -> tensor<2x40x64xf32>
    %24 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<2x40x72xf16>, tensor<2x72x64xf16>) outs(%23 : tensor<2x40x64xf32>) -> tensor<2x40x64xf32>
    %25 = tensor.empty() : tensor<2x40x64xf16>
    %26 = linalg.generic {indexing_maps = [#amap, #amap], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x40x64xf32>) outs(%25 : tensor<2x40x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %27 = arith.truncf %in : f32 to f16
      linalg.yield %27 : f16
    } -> tensor<2x40x64xf16>
    %expanded_6 = tensor.expand_shape %26 [[0, 1], [2], [3]] output_shape [1, 2, 40, 64] : tensor<2x40x64xf16> into tensor<1x2x40x64xf16>
    return %expanded_6 : tensor<1x2x40x64xf16>
  }
  func.func @eager_f32(%arg0: tensor<1x2x40x64xf32>, %arg1: tensor<1x2x72x64xf32>, %arg2: tensor<1x2x72x64xf32>) -> tensor<1x2x40x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 8.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x2x64x72xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x2x72x64xf32>) outs(%0 : tensor<1x2x64x72xf32>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x2x40x64xf32> into tensor<2x40x64xf32>
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x64x72xf32> into tensor<2x64x72xf32>
    %1 = tensor.empty() : tensor<2x40x72xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x40x72xf32>) -> tensor<2x40x72xf32>
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<2x40x64xf32>, tensor<2x64x72xf32>) outs(%2 : tensor<2x40x72xf32>) -> tensor<2x40x72xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2], [3]] output_shape [1, 2, 40, 72] : tensor<2x40x72xf32> into tensor<1x2x40x72xf32>
    %4 = tensor.empty() : tensor<1x2x40x72xf32>
    %5 = linalg.generic {indexing_maps = [#bmap, #bmap], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x40x72xf32>) outs(%4 : tensor<1x2x40x72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_1 : f32
      linalg.yield %20 : f32
    } -> tensor<1x2x40x72xf32>
    %6 = tensor.empty() : tensor<1x2x40xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<1x2x40xi64>) -> tensor<1x2x40xi64>
    %8 = tensor.empty() : tensor<1x2x40xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<1x2x40xf32>) -> tensor<1x2x40xf32>
    %10:2 = linalg.generic {indexing_maps = [#bmap, #bmap1, #bmap1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%5 : tensor<1x2x40x72xf32>) outs(%9, %7 : tensor<1x2x40xf32>, tensor<1x2x40xi64>) {
    ^bb0(%in: f32, %out: f32, %out_7: i64):
      %20 = linalg.index 3 : index
      %21 = arith.index_cast %20 : index to i64
      %22 = arith.maximumf %in, %out : f32
      %23 = arith.cmpf ogt, %in, %out : f32
      %24 = arith.select %23, %21, %out_7 : i64
      linalg.yield %22, %24 : f32, i64
    } -> (tensor<1x2x40xf32>, tensor<1x2x40xi64>)
    %expanded_3 = tensor.expand_shape %10#0 [[0], [1], [2, 3]] output_shape [1, 2, 40, 1] : tensor<1x2x40xf32> into tensor<1x2x40x1xf32>
    %11 = linalg.generic {indexing_maps = [#bmap, #bmap2, #bmap], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %expanded_3 : tensor<1x2x40x72xf32>, tensor<1x2x40x1xf32>) outs(%4 : tensor<1x2x40x72xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %20 = arith.subf %in, %in_7 : f32
      linalg.yield %20 : f32
    } -> tensor<1x2x40x72xf32>
    %12 = linalg.generic {indexing_maps = [#bmap, #bmap], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x2x40x72xf32>) outs(%4 : tensor<1x2x40x72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.exp %in : f32
      linalg.yield %20 : f32
    } -> tensor<1x2x40x72xf32>
    %13 = tensor.empty() : tensor<1x2x40x1xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x2x40x1xf32>) -> tensor<1x2x40x1xf32>
    %15 = linalg.generic {indexing_maps = [#bmap, #bmap2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%12 : tensor<1x2x40x72xf32>) outs(%14 : tensor<1x2x40x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<1x2x40x1xf32>
    %16 = linalg.generic {indexing_maps = [#bmap, #bmap2, #bmap], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %15 : tensor<1x2x40x72xf32>, tensor<1x2x40x1xf32>) outs(%4 : tensor<1x2x40x72xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %20 = arith.divf %in, %in_7 : f32
      linalg.yield %20 : f32
    } -> tensor<1x2x40x72xf32>
    %collapsed_4 = tensor.collapse_shape %16 [[0, 1], [2], [3]] : tensor<1x2x40x72xf32> into tensor<2x40x72xf32>
    %collapsed_5 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x72x64xf32> into tensor<2x72x64xf32>
    %17 = tensor.empty() : tensor<2x40x64xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<2x40x64xf32>) -> tensor<2x40x64xf32>
    %19 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<2x40x72xf32>, tensor<2x72x64xf32>) outs(%18 : tensor<2x40x64xf32>) -> tensor<2x40x64xf32>
    %expanded_6 = tensor.expand_shape %19 [[0, 1], [2], [3]] output_shape [1, 2, 40, 64] : tensor<2x40x64xf32> into tensor<1x2x40x64xf32>
    return %expanded_6 : tensor<1x2x40x64xf32>
  }
  func.func @tm_causal(%arg0: tensor<1x2x40x64xf16>, %arg1: tensor<1x2x72x64xf16>, %arg2: tensor<1x2x72x64xf16>) -> tensor<1x2x40x64xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 0xFC00 : f16
    %0 = tensor.empty() : tensor<1x2x40x72xf16>
    %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<1x2x40x72xf16>) -> tensor<1x2x40x72xf16>
    %2 = linalg.generic {indexing_maps = [#cmap], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<1x2x40x72xf16>) {
    ^bb0(%out: f16):
      %6 = linalg.index 2 : index
      %7 = linalg.index 3 : index
      %8 = arith.cmpi sge, %6, %7 : index
      %9 = arith.select %8, %cst, %cst_0 : f16
      linalg.yield %9 : f16
    } -> tensor<1x2x40x72xf16>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x2x40x64xf16> into tensor<2x40x64xf16>
    %collapsed_1 = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<1x2x72x64xf16> into tensor<2x72x64xf16>
    %collapsed_2 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x72x64xf16> into tensor<2x72x64xf16>
    %collapsed_3 = tensor.collapse_shape %2 [[0, 1], [2], [3]] : tensor<1x2x40x72xf16> into tensor<2x40x72xf16>
    %3 = tensor.empty() : tensor<2x40x64xf16>
    %4 = linalg.fill ins(%cst : f16) outs(%3 : tensor<2x40x64xf16>) -> tensor<2x40x64xf16>
    %5 = tm_tensor.attention ins(%collapsed, %collapsed_1, %collapsed_2, %collapsed_3 : tensor<2x40x64xf16>, tensor<2x72x64xf16>, tensor<2x72x64xf16>, tensor<2x40x72xf16>) outs(%4 : tensor<2x40x64xf16>) -> tensor<2x40x64xf16>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [1, 2, 40, 64] : tensor<2x40x64xf16> into tensor<1x2x40x64xf16>
    return %expanded : tensor<1x2x40x64xf16>
  }
  func.func @gqa_bshd(%arg0: tensor<1x4x40x64xf16>, %arg1: tensor<1x2x72x64xf16>, %arg2: tensor<1x2x72x64xf16>) -> tensor<1x40x256xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.250000e-01 : f16
    %0 = tensor.empty() : tensor<1x2x2x72x64xf16>
    %1 = linalg.generic {indexing_maps = [#dmap, #dmap1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x72x64xf16>) outs(%0 : tensor<1x2x2x72x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<1x2x2x72x64xf16>
    %collapsed = tensor.collapse_shape %1 [[0], [1, 2], [3], [4]] : tensor<1x2x2x72x64xf16> into tensor<1x4x72x64xf16>
    %2 = tensor.empty() : tensor<1x4x64x72xf16>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x4x72x64xf16>) outs(%2 : tensor<1x4x64x72xf16>) permutation = [0, 1, 3, 2] 
    %collapsed_2 = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x4x40x64xf16> into tensor<4x40x64xf16>
    %collapsed_3 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x4x64x72xf16> into tensor<4x64x72xf16>
    %3 = tensor.empty() : tensor<4x40x72xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4x40x72xf32>) -> tensor<4x40x72xf32>
    %5 = linalg.batch_matmul ins(%collapsed_2, %collapsed_3 : tensor<4x40x64xf16>, tensor<4x64x72xf16>) outs(%4 : tensor<4x40x72xf32>) -> tensor<4x40x72xf32>
    %6 = tensor.empty() : tensor<4x40x72xf16>
    %7 = linalg.generic {indexing_maps = [#dmap2, #dmap2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<4x40x72xf32>) outs(%6 : tensor<4x40x72xf16>) {
    ^bb0(%in: f32, %out: f16):
      %31 = arith.truncf %in : f32 to f16
      linalg.yield %31 : f16
    } -> tensor<4x40x72xf16>
    %expanded = tensor.expand_shape %7 [[0, 1], [2], [3]] output_shape [1, 4, 40, 72] : tensor<4x40x72xf16> into tensor<1x4x40x72xf16>
    %8 = tensor.empty() : tensor<1x4x40x72xf16>
    %9 = linalg.generic {indexing_maps = [#dmap3, #dmap3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x40x72xf16>) outs(%8 : tensor<1x4x40x72xf16>) {
    ^bb0(%in: f16, %out: f16):
      %31 = arith.mulf %in, %cst_1 : f16
      linalg.yield %31 : f16
    } -> tensor<1x4x40x72xf16>
    %10 = tensor.empty() : tensor<1x4x40x72xf32>
    %11 = linalg.generic {indexing_maps = [#dmap3, #dmap3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x4x40x72xf16>) outs(%10 : tensor<1x4x40x72xf32>) {
    ^bb0(%in: f16, %out: f32):
      %31 = arith.extf %in : f16 to f32
      linalg.yield %31 : f32
    } -> tensor<1x4x40x72xf32>
    %12 = tensor.empty() : tensor<1x4x40xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%12 : tensor<1x4x40xi64>) -> tensor<1x4x40xi64>
    %14 = tensor.empty() : tensor<1x4x40xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<1x4x40xf32>) -> tensor<1x4x40xf32>
    %16:2 = linalg.generic {indexing_maps = [#dmap3, #dmap4, #dmap4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%11 : tensor<1x4x40x72xf32>) outs(%15, %13 : tensor<1x4x40xf32>, tensor<1x4x40xi64>) {
    ^bb0(%in: f32, %out: f32, %out_10: i64):
      %31 = linalg.index 3 : index
      %32 = arith.index_cast %31 : index to i64
      %33 = arith.maximumf %in, %out : f32
      %34 = arith.cmpf ogt, %in, %out : f32
      %35 = arith.select %34, %32, %out_10 : i64
      linalg.yield %33, %35 : f32, i64
    } -> (tensor<1x4x40xf32>, tensor<1x4x40xi64>)
    %expanded_4 = tensor.expand_shape %16#0 [[0], [1], [2, 3]] output_shape [1, 4, 40, 1] : tensor<1x4x40xf32> into tensor<1x4x40x1xf32>
    %17 = linalg.generic {indexing_maps = [#dmap3, #dmap5, #dmap3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %expanded_4 : tensor<1x4x40x72xf32>, tensor<1x4x40x1xf32>) outs(%10 : tensor<1x4x40x72xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %31 = arith.subf %in, %in_10 : f32
      linalg.yield %31 : f32
    } -> tensor<1x4x40x72xf32>
    %18 = linalg.generic {indexing_maps = [#dmap3, #dmap3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x4x40x72xf32>) outs(%10 : tensor<1x4x40x72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = math.exp %in : f32
      linalg.yield %31 : f32
    } -> tensor<1x4x40x72xf32>
    %19 = tensor.empty() : tensor<1x4x40x1xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<1x4x40x1xf32>) -> tensor<1x4x40x1xf32>
    %21 = linalg.generic {indexing_maps = [#dmap3, #dmap5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%18 : tensor<1x4x40x72xf32>) outs(%20 : tensor<1x4x40x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = arith.addf %in, %out : f32
      linalg.yield %31 : f32
    } -> tensor<1x4x40x1xf32>
    %22 = linalg.generic {indexing_maps = [#dmap3, #dmap5, #dmap3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %21 : tensor<1x4x40x72xf32>, tensor<1x4x40x1xf32>) outs(%10 : tensor<1x4x40x72xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %31 = arith.divf %in, %in_10 : f32
      linalg.yield %31 : f32
    } -> tensor<1x4x40x72xf32>
    %23 = linalg.generic {indexing_maps = [#dmap3, #dmap3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x40x72xf32>) outs(%8 : tensor<1x4x40x72xf16>) {
    ^bb0(%in: f32, %out: f16):
      %31 = arith.truncf %in : f32 to f16
      linalg.yield %31 : f16
    } -> tensor<1x4x40x72xf16>
    %24 = linalg.generic {indexing_maps = [#dmap, #dmap1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x72x64xf16>) outs(%0 : tensor<1x2x2x72x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<1x2x2x72x64xf16>
    %collapsed_5 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<1x4x40x72xf16> into tensor<4x40x72xf16>
    %collapsed_6 = tensor.collapse_shape %24 [[0, 1, 2], [3], [4]] : tensor<1x2x2x72x64xf16> into tensor<4x72x64xf16>
    %25 = tensor.empty() : tensor<4x40x64xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<4x40x64xf32>) -> tensor<4x40x64xf32>
    %27 = linalg.batch_matmul ins(%collapsed_5, %collapsed_6 : tensor<4x40x72xf16>, tensor<4x72x64xf16>) outs(%26 : tensor<4x40x64xf32>) -> tensor<4x40x64xf32>
    %28 = tensor.empty() : tensor<4x40x64xf16>
    %29 = linalg.generic {indexing_maps = [#dmap2, #dmap2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<4x40x64xf32>) outs(%28 : tensor<4x40x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %31 = arith.truncf %in : f32 to f16
      linalg.yield %31 : f16
    } -> tensor<4x40x64xf16>
    %expanded_7 = tensor.expand_shape %29 [[0, 1], [2], [3]] output_shape [1, 4, 40, 64] : tensor<4x40x64xf16> into tensor<1x4x40x64xf16>
    %30 = tensor.empty() : tensor<1x40x4x64xf16>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<1x4x40x64xf16>) outs(%30 : tensor<1x40x4x64xf16>) permutation = [0, 2, 1, 3] 
    %collapsed_9 = tensor.collapse_shape %transposed_8 [[0], [1], [2, 3]] : tensor<1x40x4x64xf16> into tensor<1x40x256xf16>
    return %collapsed_9 : tensor<1x40x256xf16>
  }
  func.func @generic_attention(%q: tensor<2x3x24x64xf16>, %k: tensor<2x3x40x64xf16>, %v: tensor<2x3x40x64xf16>) -> tensor<2x3x24x64xf16> {
    %zero = arith.constant 0.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %scale = arith.constant 0.125 : f32
    %se = tensor.empty() : tensor<2x3x24x40xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%se : tensor<2x3x24x40xf32>) -> tensor<2x3x24x40xf32>
    %s = linalg.generic {indexing_maps = [#gq, #gk, #gs], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
        ins(%q, %k : tensor<2x3x24x64xf16>, tensor<2x3x40x64xf16>) outs(%s0 : tensor<2x3x24x40xf32>) {
    ^bb0(%a: f16, %b: f16, %acc: f32):
      %af = arith.extf %a : f16 to f32
      %bf = arith.extf %b : f16 to f32
      %p = arith.mulf %af, %bf : f32
      %sum = arith.addf %acc, %p : f32
      linalg.yield %sum : f32
    } -> tensor<2x3x24x40xf32>
    %re = tensor.empty() : tensor<2x3x24xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%re : tensor<2x3x24xf32>) -> tensor<2x3x24xf32>
    %m = linalg.generic {indexing_maps = [#gid, #grow], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
        ins(%s : tensor<2x3x24x40xf32>) outs(%m0 : tensor<2x3x24xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %y = arith.mulf %x, %scale : f32
      %mx = arith.maximumf %y, %acc : f32
      linalg.yield %mx : f32
    } -> tensor<2x3x24xf32>
    %e = linalg.generic {indexing_maps = [#gid, #grow, #gid], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%s, %m : tensor<2x3x24x40xf32>, tensor<2x3x24xf32>) outs(%se : tensor<2x3x24x40xf32>) {
    ^bb0(%x: f32, %mx: f32, %out: f32):
      %y = arith.mulf %x, %scale : f32
      %d = arith.subf %y, %mx : f32
      %ex = math.exp %d : f32
      linalg.yield %ex : f32
    } -> tensor<2x3x24x40xf32>
    %l0 = linalg.fill ins(%zero : f32) outs(%re : tensor<2x3x24xf32>) -> tensor<2x3x24xf32>
    %l = linalg.generic {indexing_maps = [#gid, #grow], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
        ins(%e : tensor<2x3x24x40xf32>) outs(%l0 : tensor<2x3x24xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %t = arith.addf %x, %acc : f32
      linalg.yield %t : f32
    } -> tensor<2x3x24xf32>
    %pe = tensor.empty() : tensor<2x3x24x40xf16>
    %p = linalg.generic {indexing_maps = [#gid, #grow, #gid], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%e, %l : tensor<2x3x24x40xf32>, tensor<2x3x24xf32>) outs(%pe : tensor<2x3x24x40xf16>) {
    ^bb0(%x: f32, %t: f32, %out: f16):
      %d = arith.divf %x, %t : f32
      %h = arith.truncf %d : f32 to f16
      linalg.yield %h : f16
    } -> tensor<2x3x24x40xf16>
    %oe = tensor.empty() : tensor<2x3x24x64xf32>
    %o0 = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x3x24x64xf32>) -> tensor<2x3x24x64xf32>
    %o = linalg.generic {indexing_maps = [affine_map<(b, h, m, e, j) -> (b, h, m, j)>, affine_map<(b, h, m, e, j) -> (b, h, j, e)>, affine_map<(b, h, m, e, j) -> (b, h, m, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
        ins(%p, %v : tensor<2x3x24x40xf16>, tensor<2x3x40x64xf16>) outs(%o0 : tensor<2x3x24x64xf32>) {
    ^bb0(%a: f16, %b: f16, %acc: f32):
      %af = arith.extf %a : f16 to f32
      %bf = arith.extf %b : f16 to f32
      %pr = arith.mulf %af, %bf : f32
      %sum = arith.addf %acc, %pr : f32
      linalg.yield %sum : f32
    } -> tensor<2x3x24x64xf32>
    %he = tensor.empty() : tensor<2x3x24x64xf16>
    %oh = linalg.generic {indexing_maps = [#gid, #gid], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%o : tensor<2x3x24x64xf32>) outs(%he : tensor<2x3x24x64xf16>) {
    ^bb0(%x: f32, %out: f16):
      %h = arith.truncf %x : f32 to f16
      linalg.yield %h : f16
    } -> tensor<2x3x24x64xf16>
    return %oh : tensor<2x3x24x64xf16>
  }
}
