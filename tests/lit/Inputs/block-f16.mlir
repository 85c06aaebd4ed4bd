// A pre-norm transformer block (B=2, S=24, D=32, 2 heads of 16; LayerNorm, QKV, softmax attention,
// out-projection, residual, LayerNorm, fc1, GELU, fc2, residual) as torch-mlir exports it to
// linalg-on-tensors in f16, with the weights and biases as function arguments instead of
// dense_resource constants: x, w_qkv, b_qkv, w_o, b_o, w_1, b_1, w_2, b_2.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @block(%arg0: tensor<2x24x32xf16>, %arg1: tensor<96x32xf16>, %arg2: tensor<96xf16>, %arg3: tensor<32x32xf16>, %arg4: tensor<32xf16>, %arg5: tensor<128x32xf16>, %arg6: tensor<128xf16>, %arg7: tensor<32x128xf16>, %arg8: tensor<32xf16>) -> tensor<2x24x32xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f16
    %cst_3 = arith.constant 2.000000e+00 : f16
    %cst_4 = arith.constant 5.000000e-01 : f16
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 3.200000e+01 : f64
    %cst_7 = arith.constant 3.200000e+01 : f32
    %cst_8 = arith.constant 4.000000e+00 : f16
    %0 = tensor.empty() : tensor<2x24x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x24x32xf16>) outs(%0 : tensor<2x24x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<2x24x32xf32>
    %2 = tensor.empty() : tensor<2x24x32xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x24x32xf32>) outs(%2 : tensor<2x24x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %116 = arith.extf %in : f32 to f64
      linalg.yield %116 : f64
    } -> tensor<2x24x32xf64>
    %4 = tensor.empty() : tensor<2x24x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<2x24x1xf64>) -> tensor<2x24x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x24x32xf64>) outs(%5 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %116 = arith.addf %in, %out : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x24x1xf64>) outs(%4 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %116 = arith.divf %in, %cst_6 : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<2x24x32xf64>, tensor<2x24x1xf64>) outs(%2 : tensor<2x24x32xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %116 = arith.subf %in, %in_34 : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x32xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<2x24x32xf64>, tensor<2x24x32xf64>) outs(%2 : tensor<2x24x32xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %116 = arith.mulf %in, %in_34 : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x32xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<2x24x32xf64>) outs(%5 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %116 = arith.addf %in, %out : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x24x1xf64>) outs(%4 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %116 = arith.divf %in, %cst_6 : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x1xf64>
    %12 = tensor.empty() : tensor<2x24x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x24x1xf64>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %116 = arith.truncf %in : f64 to f32
      linalg.yield %116 : f32
    } -> tensor<2x24x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<2x24x1xf32>) -> tensor<2x24x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x24x32xf32>) outs(%14 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x24x1xf32>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.divf %in, %cst_7 : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x24x1xf32>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.truncf %cst_5 : f64 to f32
      %117 = arith.addf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x24x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x24x1xf32>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.rsqrt %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<2x24x32xf32>, tensor<2x24x1xf32>) outs(%0 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.subf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x32xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<2x24x32xf32>, tensor<2x24x1xf32>) outs(%0 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.mulf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x32xf32>
    %21 = tensor.empty() : tensor<2x24x32xf16>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x24x32xf32>) outs(%21 : tensor<2x24x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<2x24x32xf16>
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<2x24x32xf16> into tensor<48x32xf16>
    %23 = tensor.empty() : tensor<32x96xf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<96x32xf16>) outs(%23 : tensor<32x96xf16>) permutation = [1, 0] 
    %24 = tensor.empty() : tensor<96xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg2 : tensor<96xf16>) outs(%24 : tensor<96xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<96xf32>
    %26 = tensor.empty() : tensor<48x32xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<48x32xf16>) outs(%26 : tensor<48x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<48x32xf32>
    %28 = tensor.empty() : tensor<32x96xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x96xf16>) outs(%28 : tensor<32x96xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<32x96xf32>
    %30 = tensor.empty() : tensor<48x96xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<48x96xf32>) -> tensor<48x96xf32>
    %32 = linalg.matmul ins(%27, %29 : tensor<48x32xf32>, tensor<32x96xf32>) outs(%31 : tensor<48x96xf32>) -> tensor<48x96xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%32, %25 : tensor<48x96xf32>, tensor<96xf32>) outs(%30 : tensor<48x96xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.addf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<48x96xf32>
    %34 = tensor.empty() : tensor<48x96xf16>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<48x96xf32>) outs(%34 : tensor<48x96xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<48x96xf16>
    %expanded = tensor.expand_shape %35 [[0, 1], [2]] output_shape [2, 24, 96] : tensor<48x96xf16> into tensor<2x24x96xf16>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 24, 32] [1, 1, 1] : tensor<2x24x96xf16> to tensor<2x24x32xf16>
    %extracted_slice_9 = tensor.extract_slice %expanded[0, 0, 32] [2, 24, 32] [1, 1, 1] : tensor<2x24x96xf16> to tensor<2x24x32xf16>
    %extracted_slice_10 = tensor.extract_slice %expanded[0, 0, 64] [2, 24, 32] [1, 1, 1] : tensor<2x24x96xf16> to tensor<2x24x32xf16>
    %expanded_11 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 24, 2, 16] : tensor<2x24x32xf16> into tensor<2x24x2x16xf16>
    %36 = tensor.empty() : tensor<2x2x24x16xf16>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x24x2x16xf16>) outs(%36 : tensor<2x2x24x16xf16>) permutation = [0, 2, 1, 3] 
    %expanded_13 = tensor.expand_shape %extracted_slice_9 [[0], [1], [2, 3]] output_shape [2, 24, 2, 16] : tensor<2x24x32xf16> into tensor<2x24x2x16xf16>
    %expanded_14 = tensor.expand_shape %extracted_slice_10 [[0], [1], [2, 3]] output_shape [2, 24, 2, 16] : tensor<2x24x32xf16> into tensor<2x24x2x16xf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x24x2x16xf16>) outs(%36 : tensor<2x2x24x16xf16>) permutation = [0, 2, 1, 3] 
    %37 = tensor.empty() : tensor<2x2x16x24xf16>
    %transposed_16 = linalg.transpose ins(%expanded_13 : tensor<2x24x2x16xf16>) outs(%37 : tensor<2x2x16x24xf16>) permutation = [0, 2, 3, 1] 
    %collapsed_17 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<2x2x24x16xf16> into tensor<4x24x16xf16>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x16x24xf16> into tensor<4x16x24xf16>
    %38 = tensor.empty() : tensor<4x24x24xf32>
    %39 = linalg.fill ins(%cst_0 : f32) outs(%38 : tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
    %40 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<4x24x16xf16>, tensor<4x16x24xf16>) outs(%39 : tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
    %41 = tensor.empty() : tensor<4x24x24xf16>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<4x24x24xf32>) outs(%41 : tensor<4x24x24xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<4x24x24xf16>
    %expanded_19 = tensor.expand_shape %42 [[0, 1], [2], [3]] output_shape [2, 2, 24, 24] : tensor<4x24x24xf16> into tensor<2x2x24x24xf16>
    %43 = tensor.empty() : tensor<2x2x24x24xf16>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x2x24x24xf16>) outs(%43 : tensor<2x2x24x24xf16>) {
    ^bb0(%in: f16, %out: f16):
      %116 = arith.divf %in, %cst_8 : f16
      linalg.yield %116 : f16
    } -> tensor<2x2x24x24xf16>
    %45 = tensor.empty() : tensor<2x2x24x24xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x2x24x24xf16>) outs(%45 : tensor<2x2x24x24xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<2x2x24x24xf32>
    %47 = tensor.empty() : tensor<2x2x24xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<2x2x24xi64>) -> tensor<2x2x24xi64>
    %49 = tensor.empty() : tensor<2x2x24xf32>
    %50 = linalg.fill ins(%cst_1 : f32) outs(%49 : tensor<2x2x24xf32>) -> tensor<2x2x24xf32>
    %51:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x2x24x24xf32>) outs(%50, %48 : tensor<2x2x24xf32>, tensor<2x2x24xi64>) {
    ^bb0(%in: f32, %out: f32, %out_34: i64):
      %116 = linalg.index 3 : index
      %117 = arith.index_cast %116 : index to i64
      %118 = arith.maximumf %in, %out : f32
      %119 = arith.cmpf ogt, %in, %out : f32
      %120 = arith.select %119, %117, %out_34 : i64
      linalg.yield %118, %120 : f32, i64
    } -> (tensor<2x2x24xf32>, tensor<2x2x24xi64>)
    %expanded_20 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 2, 24, 1] : tensor<2x2x24xf32> into tensor<2x2x24x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_20 : tensor<2x2x24x24xf32>, tensor<2x2x24x1xf32>) outs(%45 : tensor<2x2x24x24xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.subf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<2x2x24x24xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x2x24x24xf32>) outs(%45 : tensor<2x2x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.exp %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x2x24x24xf32>
    %54 = tensor.empty() : tensor<2x2x24x1xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<2x2x24x1xf32>) -> tensor<2x2x24x1xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x2x24x24xf32>) outs(%55 : tensor<2x2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x2x24x1xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x2x24x24xf32>, tensor<2x2x24x1xf32>) outs(%45 : tensor<2x2x24x24xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.divf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<2x2x24x24xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x2x24x24xf32>) outs(%43 : tensor<2x2x24x24xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<2x2x24x24xf16>
    %collapsed_21 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<2x2x24x24xf16> into tensor<4x24x24xf16>
    %collapsed_22 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x24x16xf16> into tensor<4x24x16xf16>
    %59 = tensor.empty() : tensor<4x24x16xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<4x24x16xf32>) -> tensor<4x24x16xf32>
    %61 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x24x24xf16>, tensor<4x24x16xf16>) outs(%60 : tensor<4x24x16xf32>) -> tensor<4x24x16xf32>
    %62 = tensor.empty() : tensor<4x24x16xf16>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<4x24x16xf32>) outs(%62 : tensor<4x24x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<4x24x16xf16>
    %expanded_23 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 2, 24, 16] : tensor<4x24x16xf16> into tensor<2x2x24x16xf16>
    %64 = tensor.empty() : tensor<2x24x2x16xf16>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x2x24x16xf16>) outs(%64 : tensor<2x24x2x16xf16>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<2x24x2x16xf16> into tensor<48x32xf16>
    %65 = tensor.empty() : tensor<32x32xf16>
    %transposed_26 = linalg.transpose ins(%arg3 : tensor<32x32xf16>) outs(%65 : tensor<32x32xf16>) permutation = [1, 0] 
    %66 = tensor.empty() : tensor<32xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg4 : tensor<32xf16>) outs(%66 : tensor<32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<32xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_25 : tensor<48x32xf16>) outs(%26 : tensor<48x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<48x32xf32>
    %69 = tensor.empty() : tensor<32x32xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_26 : tensor<32x32xf16>) outs(%69 : tensor<32x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<32x32xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%26 : tensor<48x32xf32>) -> tensor<48x32xf32>
    %72 = linalg.matmul ins(%68, %70 : tensor<48x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<48x32xf32>) -> tensor<48x32xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%72, %67 : tensor<48x32xf32>, tensor<32xf32>) outs(%26 : tensor<48x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.addf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<48x32xf32>
    %74 = tensor.empty() : tensor<48x32xf16>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<48x32xf32>) outs(%74 : tensor<48x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<48x32xf16>
    %expanded_27 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [2, 24, 32] : tensor<48x32xf16> into tensor<2x24x32xf16>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_27 : tensor<2x24x32xf16>, tensor<2x24x32xf16>) outs(%21 : tensor<2x24x32xf16>) {
    ^bb0(%in: f16, %in_34: f16, %out: f16):
      %116 = arith.addf %in, %in_34 : f16
      linalg.yield %116 : f16
    } -> tensor<2x24x32xf16>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x24x32xf16>) outs(%0 : tensor<2x24x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<2x24x32xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x24x32xf32>) outs(%2 : tensor<2x24x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %116 = arith.extf %in : f32 to f64
      linalg.yield %116 : f64
    } -> tensor<2x24x32xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x24x32xf64>) outs(%5 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %116 = arith.addf %in, %out : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x24x1xf64>) outs(%4 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %116 = arith.divf %in, %cst_6 : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x1xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<2x24x32xf64>, tensor<2x24x1xf64>) outs(%2 : tensor<2x24x32xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %116 = arith.subf %in, %in_34 : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x32xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %81 : tensor<2x24x32xf64>, tensor<2x24x32xf64>) outs(%2 : tensor<2x24x32xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %116 = arith.mulf %in, %in_34 : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x32xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<2x24x32xf64>) outs(%5 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %116 = arith.addf %in, %out : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x1xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x24x1xf64>) outs(%4 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %116 = arith.divf %in, %cst_6 : f64
      linalg.yield %116 : f64
    } -> tensor<2x24x1xf64>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x24x1xf64>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %116 = arith.truncf %in : f64 to f32
      linalg.yield %116 : f32
    } -> tensor<2x24x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x24x32xf32>) outs(%14 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.addf %in, %out : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x24x1xf32>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.divf %in, %cst_7 : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x24x1xf32>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = arith.truncf %cst_5 : f64 to f32
      %117 = arith.addf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x24x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x24x1xf32>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %116 = math.rsqrt %in : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %87 : tensor<2x24x32xf32>, tensor<2x24x1xf32>) outs(%0 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.subf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x32xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %89 : tensor<2x24x32xf32>, tensor<2x24x1xf32>) outs(%0 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.mulf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<2x24x32xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x24x32xf32>) outs(%21 : tensor<2x24x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<2x24x32xf16>
    %collapsed_28 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x24x32xf16> into tensor<48x32xf16>
    %93 = tensor.empty() : tensor<32x128xf16>
    %transposed_29 = linalg.transpose ins(%arg5 : tensor<128x32xf16>) outs(%93 : tensor<32x128xf16>) permutation = [1, 0] 
    %94 = tensor.empty() : tensor<128xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg6 : tensor<128xf16>) outs(%94 : tensor<128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<128xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_28 : tensor<48x32xf16>) outs(%26 : tensor<48x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<48x32xf32>
    %97 = tensor.empty() : tensor<32x128xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_29 : tensor<32x128xf16>) outs(%97 : tensor<32x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<32x128xf32>
    %99 = tensor.empty() : tensor<48x128xf32>
    %100 = linalg.fill ins(%cst_0 : f32) outs(%99 : tensor<48x128xf32>) -> tensor<48x128xf32>
    %101 = linalg.matmul ins(%96, %98 : tensor<48x32xf32>, tensor<32x128xf32>) outs(%100 : tensor<48x128xf32>) -> tensor<48x128xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%101, %95 : tensor<48x128xf32>, tensor<128xf32>) outs(%99 : tensor<48x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.addf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<48x128xf32>
    %103 = tensor.empty() : tensor<48x128xf16>
    %104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<48x128xf32>) outs(%103 : tensor<48x128xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<48x128xf16>
    %expanded_30 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 24, 128] : tensor<48x128xf16> into tensor<2x24x128xf16>
    %105 = tensor.empty() : tensor<2x24x128xf16>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x24x128xf16>) outs(%105 : tensor<2x24x128xf16>) {
    ^bb0(%in: f16, %out: f16):
      %116 = math.sqrt %cst_3 : f16
      %117 = arith.divf %in, %116 : f16
      %118 = math.erf %117 : f16
      %119 = arith.addf %118, %cst_2 : f16
      %120 = arith.mulf %119, %cst_4 : f16
      %121 = arith.mulf %in, %120 : f16
      linalg.yield %121 : f16
    } -> tensor<2x24x128xf16>
    %collapsed_31 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<2x24x128xf16> into tensor<48x128xf16>
    %107 = tensor.empty() : tensor<128x32xf16>
    %transposed_32 = linalg.transpose ins(%arg7 : tensor<32x128xf16>) outs(%107 : tensor<128x32xf16>) permutation = [1, 0] 
    %108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf16>) outs(%66 : tensor<32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<32xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_31 : tensor<48x128xf16>) outs(%99 : tensor<48x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<48x128xf32>
    %110 = tensor.empty() : tensor<128x32xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_32 : tensor<128x32xf16>) outs(%110 : tensor<128x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %116 = arith.extf %in : f16 to f32
      linalg.yield %116 : f32
    } -> tensor<128x32xf32>
    %112 = linalg.matmul ins(%109, %111 : tensor<48x128xf32>, tensor<128x32xf32>) outs(%71 : tensor<48x32xf32>) -> tensor<48x32xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%112, %108 : tensor<48x32xf32>, tensor<32xf32>) outs(%26 : tensor<48x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %116 = arith.addf %in, %in_34 : f32
      linalg.yield %116 : f32
    } -> tensor<48x32xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<48x32xf32>) outs(%74 : tensor<48x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %116 = arith.truncf %in : f32 to f16
      linalg.yield %116 : f16
    } -> tensor<48x32xf16>
    %expanded_33 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 24, 32] : tensor<48x32xf16> into tensor<2x24x32xf16>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %expanded_33 : tensor<2x24x32xf16>, tensor<2x24x32xf16>) outs(%21 : tensor<2x24x32xf16>) {
    ^bb0(%in: f16, %in_34: f16, %out: f16):
      %116 = arith.addf %in, %in_34 : f16
      linalg.yield %116 : f16
    } -> tensor<2x24x32xf16>
    return %115 : tensor<2x24x32xf16>
  }
}

