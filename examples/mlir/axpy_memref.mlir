// linalg on memrefs (destination-passing style): y = 2 * x + y, written in place.
#id = affine_map<(d0) -> (d0)>
func.func @axpy(%x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %two = arith.constant 2.0 : f32
    %t = arith.mulf %a, %two : f32
    %s = arith.addf %t, %b : f32
    linalg.yield %s : f32
  }
  return
}
