#map = affine_map<(d0) -> (d0)>
module {
  memref.global "private" @state : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
  func.func @accumulate(%x: memref<4xf32>, %y: memref<4xf32>) {
    %state = memref.get_global @state : memref<4xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%x, %state : memref<4xf32>, memref<4xf32>) outs(%y : memref<4xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %sum = arith.addf %a, %b : f32
      linalg.yield %sum : f32
    }
    return
  }
}
