// tir-fold-constant-subgraphs evaluates the assert of BatchNorm's 1/sqrt(var + eps) on a variance
// with a zero element (eps 0): a located error (tests/lit/linalg/fold-subgraphs.mlir).
#vec = affine_map<(d0) -> (d0)>
module {
  func.func @zero_variance(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %variance = arith.constant dense<[1.0, 4.0, 0.0, 9.0]> : tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %root = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%variance : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %x = math.sqrt %in : f32
      linalg.yield %x : f32
    } -> tensor<4xf32>
    %scale = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%root : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %c = arith.cmpf one, %in, %zero : f32
      cf.assert %c, "unimplemented: tensor with zero element"
      %x = arith.divf %one, %in : f32
      linalg.yield %x : f32
    } -> tensor<4xf32>
    %r = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%arg0, %scale : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%in: f32, %s: f32, %out: f32):
      %x = arith.mulf %in, %s : f32
      linalg.yield %x : f32
    } -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}
