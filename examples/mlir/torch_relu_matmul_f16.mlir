#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @relu_matmul(%arg0: tensor<128x64xf16>, %arg1: tensor<64x96xf16>) -> tensor<128x96xf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f16
    %0 = tensor.empty() : tensor<128x96xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<128x64xf16>, tensor<64x96xf16>) outs(%1 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %3 = tensor.empty() : tensor<128x96xf16>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<128x96xf32>) outs(%3 : tensor<128x96xf16>) {
    ^bb0(%in: f32, %out: f16):
      %6 = arith.truncf %in : f32 to f16
      linalg.yield %6 : f16
    } -> tensor<128x96xf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<128x96xf16>) outs(%3 : tensor<128x96xf16>) {
    ^bb0(%in: f16, %out: f16):
      %6 = arith.cmpf ugt, %in, %cst_0 : f16
      %7 = arith.select %6, %in, %cst_0 : f16
      linalg.yield %7 : f16
    } -> tensor<128x96xf16>
    return %5 : tensor<128x96xf16>
  }
}

