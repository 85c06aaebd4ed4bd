// Sizes whose strides overflow int64.
func.func @add(%a: memref<4611686018427387904x4xf32>, %b: memref<4611686018427387904x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4611686018427387904x4xf32>) outs(%b : memref<4611686018427387904x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return
}
