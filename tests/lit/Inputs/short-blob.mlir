func.func @short(%x: tensor<4xf32>) -> tensor<4xf32> {
  %w = arith.constant dense_resource<short_blob> : tensor<4xf32>
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %w : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

{-#
  dialect_resources: {
    builtin: {
      short_blob: "0x040000000000803F0000803F"
    }
  }
#-}
