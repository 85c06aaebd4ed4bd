// A pre-norm transformer block (B=2, S=24, D=32, 2 heads of 16; LayerNorm, QKV, softmax attention,
// out-projection, residual, LayerNorm, fc1, GELU, fc2, residual) as torch-mlir exports it to
// linalg-on-tensors in f32, with the weights and biases as function arguments instead of
// dense_resource constants: x, w_qkv, b_qkv, w_o, b_o, w_1, b_1, w_2, b_2.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @block(%arg0: tensor<2x24x32xf32>, %arg1: tensor<96x32xf32>, %arg2: tensor<96xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<128x32xf32>, %arg6: tensor<128xf32>, %arg7: tensor<32x128xf32>, %arg8: tensor<32xf32>) -> tensor<2x24x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 3.200000e+01 : f64
    %cst_6 = arith.constant 3.200000e+01 : f32
    %cst_7 = arith.constant 4.000000e+00 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x24x32xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x24x32xf32>) outs(%0 : tensor<2x24x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %78 = arith.extf %in : f32 to f64
      linalg.yield %78 : f64
    } -> tensor<2x24x32xf64>
    %2 = tensor.empty() : tensor<2x24x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x24x1xf64>) -> tensor<2x24x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x24x32xf64>) outs(%3 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.addf %in, %out : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x24x1xf64>) outs(%2 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.divf %in, %cst_5 : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x24x32xf64>, tensor<2x24x1xf64>) outs(%0 : tensor<2x24x32xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %78 = arith.subf %in, %in_34 : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x32xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x24x32xf64>, tensor<2x24x32xf64>) outs(%0 : tensor<2x24x32xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %78 = arith.mulf %in, %in_34 : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x32xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x24x32xf64>) outs(%3 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.addf %in, %out : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x24x1xf64>) outs(%2 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.divf %in, %cst_5 : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x1xf64>
    %10 = tensor.empty() : tensor<2x24x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x24x1xf64>) outs(%10 : tensor<2x24x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %78 = arith.truncf %in : f64 to f32
      linalg.yield %78 : f32
    } -> tensor<2x24x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x24x1xf32>) -> tensor<2x24x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x24x32xf32>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x24x1xf32>) outs(%10 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_6 : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x24x1xf32>) outs(%10 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.truncf %cst_4 : f64 to f32
      %79 = arith.addf %in, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<2x24x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x24x1xf32>) outs(%10 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.rsqrt %in : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x1xf32>
    %17 = tensor.empty() : tensor<2x24x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x24x32xf32>, tensor<2x24x1xf32>) outs(%17 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.subf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x24x32xf32>, tensor<2x24x1xf32>) outs(%17 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.mulf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x32xf32>
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<2x24x32xf32> into tensor<48x32xf32>
    %20 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<96x32xf32>) outs(%20 : tensor<32x96xf32>) permutation = [1, 0] 
    %21 = tensor.empty() : tensor<48x96xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<48x96xf32>) -> tensor<48x96xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed : tensor<48x32xf32>, tensor<32x96xf32>) outs(%22 : tensor<48x96xf32>) -> tensor<48x96xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%23, %arg2 : tensor<48x96xf32>, tensor<96xf32>) outs(%21 : tensor<48x96xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.addf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<48x96xf32>
    %expanded = tensor.expand_shape %24 [[0, 1], [2]] output_shape [2, 24, 96] : tensor<48x96xf32> into tensor<2x24x96xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 24, 32] [1, 1, 1] : tensor<2x24x96xf32> to tensor<2x24x32xf32>
    %extracted_slice_9 = tensor.extract_slice %expanded[0, 0, 32] [2, 24, 32] [1, 1, 1] : tensor<2x24x96xf32> to tensor<2x24x32xf32>
    %extracted_slice_10 = tensor.extract_slice %expanded[0, 0, 64] [2, 24, 32] [1, 1, 1] : tensor<2x24x96xf32> to tensor<2x24x32xf32>
    %expanded_11 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 24, 2, 16] : tensor<2x24x32xf32> into tensor<2x24x2x16xf32>
    %25 = tensor.empty() : tensor<2x2x24x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x24x2x16xf32>) outs(%25 : tensor<2x2x24x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_13 = tensor.expand_shape %extracted_slice_9 [[0], [1], [2, 3]] output_shape [2, 24, 2, 16] : tensor<2x24x32xf32> into tensor<2x24x2x16xf32>
    %expanded_14 = tensor.expand_shape %extracted_slice_10 [[0], [1], [2, 3]] output_shape [2, 24, 2, 16] : tensor<2x24x32xf32> into tensor<2x24x2x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x24x2x16xf32>) outs(%25 : tensor<2x2x24x16xf32>) permutation = [0, 2, 1, 3] 
    %26 = tensor.empty() : tensor<2x2x16x24xf32>
    %transposed_16 = linalg.transpose ins(%expanded_13 : tensor<2x24x2x16xf32>) outs(%26 : tensor<2x2x16x24xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_17 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<2x2x24x16xf32> into tensor<4x24x16xf32>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x16x24xf32> into tensor<4x16x24xf32>
    %27 = tensor.empty() : tensor<4x24x24xf32>
    %28 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
    %29 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<4x24x16xf32>, tensor<4x16x24xf32>) outs(%28 : tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
    %expanded_19 = tensor.expand_shape %29 [[0, 1], [2], [3]] output_shape [2, 2, 24, 24] : tensor<4x24x24xf32> into tensor<2x2x24x24xf32>
    %30 = tensor.empty() : tensor<2x2x24x24xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x2x24x24xf32>) outs(%30 : tensor<2x2x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_7 : f32
      linalg.yield %78 : f32
    } -> tensor<2x2x24x24xf32>
    %32 = tensor.empty() : tensor<2x2x24xi64>
    %33 = linalg.fill ins(%c0_i64 : i64) outs(%32 : tensor<2x2x24xi64>) -> tensor<2x2x24xi64>
    %34 = tensor.empty() : tensor<2x2x24xf32>
    %35 = linalg.fill ins(%cst_1 : f32) outs(%34 : tensor<2x2x24xf32>) -> tensor<2x2x24xf32>
    %36:2 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<2x2x24x24xf32>) outs(%35, %33 : tensor<2x2x24xf32>, tensor<2x2x24xi64>) {
    ^bb0(%in: f32, %out: f32, %out_34: i64):
      %78 = linalg.index 3 : index
      %79 = arith.index_cast %78 : index to i64
      %80 = arith.maximumf %in, %out : f32
      %81 = arith.cmpf ogt, %in, %out : f32
      %82 = arith.select %81, %79, %out_34 : i64
      linalg.yield %80, %82 : f32, i64
    } -> (tensor<2x2x24xf32>, tensor<2x2x24xi64>)
    %expanded_20 = tensor.expand_shape %36#0 [[0], [1], [2, 3]] output_shape [2, 2, 24, 1] : tensor<2x2x24xf32> into tensor<2x2x24x1xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_20 : tensor<2x2x24x24xf32>, tensor<2x2x24x1xf32>) outs(%30 : tensor<2x2x24x24xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.subf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<2x2x24x24xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x2x24x24xf32>) outs(%30 : tensor<2x2x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.exp %in : f32
      linalg.yield %78 : f32
    } -> tensor<2x2x24x24xf32>
    %39 = tensor.empty() : tensor<2x2x24x1xf32>
    %40 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<2x2x24x1xf32>) -> tensor<2x2x24x1xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x2x24x24xf32>) outs(%40 : tensor<2x2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<2x2x24x1xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<2x2x24x24xf32>, tensor<2x2x24x1xf32>) outs(%30 : tensor<2x2x24x24xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.divf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<2x2x24x24xf32>
    %collapsed_21 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x2x24x24xf32> into tensor<4x24x24xf32>
    %collapsed_22 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x24x16xf32> into tensor<4x24x16xf32>
    %43 = tensor.empty() : tensor<4x24x16xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<4x24x16xf32>) -> tensor<4x24x16xf32>
    %45 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x24x24xf32>, tensor<4x24x16xf32>) outs(%44 : tensor<4x24x16xf32>) -> tensor<4x24x16xf32>
    %expanded_23 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 2, 24, 16] : tensor<4x24x16xf32> into tensor<2x2x24x16xf32>
    %46 = tensor.empty() : tensor<2x24x2x16xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x2x24x16xf32>) outs(%46 : tensor<2x24x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<2x24x2x16xf32> into tensor<48x32xf32>
    %47 = tensor.empty() : tensor<32x32xf32>
    %transposed_26 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) permutation = [1, 0] 
    %48 = tensor.empty() : tensor<48x32xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<48x32xf32>) -> tensor<48x32xf32>
    %50 = linalg.matmul ins(%collapsed_25, %transposed_26 : tensor<48x32xf32>, tensor<32x32xf32>) outs(%49 : tensor<48x32xf32>) -> tensor<48x32xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%50, %arg4 : tensor<48x32xf32>, tensor<32xf32>) outs(%48 : tensor<48x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.addf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<48x32xf32>
    %expanded_27 = tensor.expand_shape %51 [[0, 1], [2]] output_shape [2, 24, 32] : tensor<48x32xf32> into tensor<2x24x32xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_27 : tensor<2x24x32xf32>, tensor<2x24x32xf32>) outs(%17 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.addf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x32xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<2x24x32xf32>) outs(%0 : tensor<2x24x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %78 = arith.extf %in : f32 to f64
      linalg.yield %78 : f64
    } -> tensor<2x24x32xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<2x24x32xf64>) outs(%3 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.addf %in, %out : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x1xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x24x1xf64>) outs(%2 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.divf %in, %cst_5 : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %55 : tensor<2x24x32xf64>, tensor<2x24x1xf64>) outs(%0 : tensor<2x24x32xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %78 = arith.subf %in, %in_34 : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x32xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %56 : tensor<2x24x32xf64>, tensor<2x24x32xf64>) outs(%0 : tensor<2x24x32xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %78 = arith.mulf %in, %in_34 : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x32xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<2x24x32xf64>) outs(%3 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.addf %in, %out : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x24x1xf64>) outs(%2 : tensor<2x24x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %78 = arith.divf %in, %cst_5 : f64
      linalg.yield %78 : f64
    } -> tensor<2x24x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<2x24x1xf64>) outs(%10 : tensor<2x24x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %78 = arith.truncf %in : f64 to f32
      linalg.yield %78 : f32
    } -> tensor<2x24x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%52 : tensor<2x24x32xf32>) outs(%12 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x24x1xf32>) outs(%10 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_6 : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x24x1xf32>) outs(%10 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.truncf %cst_4 : f64 to f32
      %79 = arith.addf %in, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<2x24x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x24x1xf32>) outs(%10 : tensor<2x24x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.rsqrt %in : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %62 : tensor<2x24x32xf32>, tensor<2x24x1xf32>) outs(%17 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.subf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x32xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %64 : tensor<2x24x32xf32>, tensor<2x24x1xf32>) outs(%17 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.mulf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x32xf32>
    %collapsed_28 = tensor.collapse_shape %66 [[0, 1], [2]] : tensor<2x24x32xf32> into tensor<48x32xf32>
    %67 = tensor.empty() : tensor<32x128xf32>
    %transposed_29 = linalg.transpose ins(%arg5 : tensor<128x32xf32>) outs(%67 : tensor<32x128xf32>) permutation = [1, 0] 
    %68 = tensor.empty() : tensor<48x128xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<48x128xf32>) -> tensor<48x128xf32>
    %70 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<48x32xf32>, tensor<32x128xf32>) outs(%69 : tensor<48x128xf32>) -> tensor<48x128xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%70, %arg6 : tensor<48x128xf32>, tensor<128xf32>) outs(%68 : tensor<48x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.addf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<48x128xf32>
    %expanded_30 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 24, 128] : tensor<48x128xf32> into tensor<2x24x128xf32>
    %72 = tensor.empty() : tensor<2x24x128xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x24x128xf32>) outs(%72 : tensor<2x24x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_8 : f32
      %79 = math.erf %78 : f32
      %80 = arith.addf %79, %cst_2 : f32
      %81 = arith.mulf %80, %cst_3 : f32
      %82 = arith.mulf %in, %81 : f32
      linalg.yield %82 : f32
    } -> tensor<2x24x128xf32>
    %collapsed_31 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<2x24x128xf32> into tensor<48x128xf32>
    %74 = tensor.empty() : tensor<128x32xf32>
    %transposed_32 = linalg.transpose ins(%arg7 : tensor<32x128xf32>) outs(%74 : tensor<128x32xf32>) permutation = [1, 0] 
    %75 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<48x128xf32>, tensor<128x32xf32>) outs(%49 : tensor<48x32xf32>) -> tensor<48x32xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%75, %arg8 : tensor<48x32xf32>, tensor<32xf32>) outs(%48 : tensor<48x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.addf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<48x32xf32>
    %expanded_33 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 24, 32] : tensor<48x32xf32> into tensor<2x24x32xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %expanded_33 : tensor<2x24x32xf32>, tensor<2x24x32xf32>) outs(%17 : tensor<2x24x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %78 = arith.addf %in, %in_34 : f32
      linalg.yield %78 : f32
    } -> tensor<2x24x32xf32>
    return %77 : tensor<2x24x32xf32>
  }
}

