// The IR before tir-reduce: tirc compile tests/lit/gpu/tir-reduce-rows.mlir --emit=gpu --dump-before=tir-reduce
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @softmax(%arg0: memref<33x1000xf16>) -> memref<33x1000xf16> {
    %cst = arith.constant 0xFC00 : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<33x1xf16>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<33x1xf16>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f16) outs(%alloc_1 : memref<33x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    }
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<33x1000xf16>) outs(%alloc_1 : memref<33x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %0 = arith.maximumf %in, %out : f16
      linalg.yield %0 : f16
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<33x1000xf16>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : f16) outs(%alloc : memref<33x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    }
    linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %alloc_1 : memref<33x1000xf16>, memref<33x1xf16>) outs(%alloc : memref<33x1xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %0 = arith.subf %in, %in_3 : f16
      %1 = math.exp %0 : f16
      %2 = arith.addf %1, %out : f16
      linalg.yield %2 : f16
    }
    linalg.generic {indexing_maps = [#map1, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %alloc_1, %alloc : memref<33x1000xf16>, memref<33x1xf16>, memref<33x1xf16>) outs(%alloc_2 : memref<33x1000xf16>) {
    ^bb0(%in: f16, %in_3: f16, %in_4: f16, %out: f16):
      %0 = arith.subf %in, %in_3 : f16
      %1 = math.exp %0 : f16
      %2 = arith.divf %1, %in_4 : f16
      linalg.yield %2 : f16
    }
    return %alloc_2 : memref<33x1000xf16>
  }
}

