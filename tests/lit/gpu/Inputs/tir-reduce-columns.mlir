// The IR before tir-reduce: tirc compile tests/lit/gpu/tir-reduce-columns.mlir --emit=gpu --dump-before=tir-reduce
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1)>
module {
  func.func @column_mean(%arg0: memref<1000x40xf16>) -> memref<40xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 1.000000e+03 : f16
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<40xf16>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f16) outs(%alloc : memref<40xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["reduction", "parallel"]} ins(%arg0 : memref<1000x40xf16>) outs(%alloc : memref<40xf16>) {
    ^bb0(%in: f16, %out: f16):
      %0 = arith.addf %in, %out : f16
      linalg.yield %0 : f16
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%alloc : memref<40xf16>) outs(%alloc : memref<40xf16>) {
    ^bb0(%in: f16, %out: f16):
      %0 = arith.divf %in, %cst_0 : f16
      linalg.yield %0 : f16
    }
    return %alloc : memref<40xf16>
  }
  func.func @column_max(%arg0: memref<37x1003xf32>) -> memref<1003xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1003xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%alloc : memref<1003xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["reduction", "parallel"]} ins(%arg0 : memref<37x1003xf32>) outs(%alloc : memref<1003xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %out : f32
      linalg.yield %0 : f32
    }
    return %alloc : memref<1003xf32>
  }
  func.func @channel_sum(%arg0: memref<3x5x7x9xf32>) -> memref<5xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%alloc : memref<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg0 : memref<3x5x7x9xf32>) outs(%alloc : memref<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    return %alloc : memref<5xf32>
  }
}

