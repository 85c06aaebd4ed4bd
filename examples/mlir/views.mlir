// Views cost nothing in the launch plan: reshapes and slices of a buffer are the same memory
// with another offset, shape or strides, so no step copies them.
//   tirc run --emulate examples/mlir/views.mlir
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @views(%x: tensor<6x8xf32>, %y: tensor<48xf32>, %d: tensor<?x8xf32>)
      -> (tensor<2x3x8xf32>, tensor<4x8xf32>, tensor<6x3xf32>, tensor<?xf32>) {
    // Reshapes: [6, 8] -> [2, 3, 8] and [48] -> [2, 3, 8], added elementwise; the result is
    // returned as a reshape of the kernel's output buffer.
    %x3 = tensor.expand_shape %x [[0, 1], [2]] output_shape [2, 3, 8] : tensor<6x8xf32> into tensor<2x3x8xf32>
    %y3 = tensor.expand_shape %y [[0, 1, 2]] output_shape [2, 3, 8] : tensor<48xf32> into tensor<2x3x8xf32>
    %e3 = tensor.empty() : tensor<2x3x8xf32>
    %sum = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%x3, %y3 : tensor<2x3x8xf32>, tensor<2x3x8xf32>) outs(%e3 : tensor<2x3x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<2x3x8xf32>
    // A slice with an offset (rows 2..5): a view at element offset 16.
    %rows = tensor.extract_slice %x[2, 0] [4, 8] [1, 1] : tensor<6x8xf32> to tensor<4x8xf32>
    %e4 = tensor.empty() : tensor<4x8xf32>
    %exp = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%rows : tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %v = math.exp %a : f32
      linalg.yield %v : f32
    } -> tensor<4x8xf32>
    // A strided slice: every other column from column 1.
    %cols = tensor.extract_slice %x[0, 1] [6, 3] [1, 2] : tensor<6x8xf32> to tensor<6x3xf32>
    %e6 = tensor.empty() : tensor<6x3xf32>
    %twice = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%cols : tensor<6x3xf32>) outs(%e6 : tensor<6x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %v = arith.addf %a, %a : f32
      linalg.yield %v : f32
    } -> tensor<6x3xf32>
    // A dynamic reshape: [?, 8] -> [? * 8].
    %flat = tensor.collapse_shape %d [[0, 1]] : tensor<?x8xf32> into tensor<?xf32>
    %c0 = arith.constant 0 : index
    %n = tensor.dim %flat, %c0 : tensor<?xf32>
    %en = tensor.empty(%n) : tensor<?xf32>
    %neg = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%flat : tensor<?xf32>) outs(%en : tensor<?xf32>) {
    ^bb0(%a: f32, %o: f32):
      %v = arith.negf %a : f32
      linalg.yield %v : f32
    } -> tensor<?xf32>
    return %sum, %exp, %twice, %neg : tensor<2x3x8xf32>, tensor<4x8xf32>, tensor<6x3xf32>, tensor<?xf32>
  }
}
