// The IR before tir-reduce: tirc compile tests/lit/gpu/tir-reduce.mlir --emit=gpu --dump-before=tir-reduce
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<() -> ()>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @row_sum(%arg0: memref<33x40xf32>) -> memref<33xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<33xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%alloc : memref<33xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<33x40xf32>) outs(%alloc : memref<33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    return %alloc : memref<33xf32>
  }
  func.func @row_max_index(%arg0: memref<7x1000xf16>) -> (memref<7xf16>, memref<7xi64>) {
    %cst = arith.constant 0xFC00 : f16
    %c0_i64 = arith.constant 0 : i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<7xf16>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<7xi64>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f16) outs(%alloc : memref<7xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    }
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%c0_i64 : i64) outs(%alloc_0 : memref<7xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<7x1000xf16>) outs(%alloc, %alloc_0 : memref<7xf16>, memref<7xi64>) {
    ^bb0(%in: f16, %out: f16, %out_1: i64):
      %0 = linalg.index 1 : index
      %1 = arith.index_cast %0 : index to i64
      %2 = arith.maximumf %in, %out : f16
      %3 = arith.cmpf ogt, %in, %out : f16
      %4 = arith.select %3, %1, %out_1 : i64
      linalg.yield %2, %4 : f16, i64
    }
    return %alloc, %alloc_0 : memref<7xf16>, memref<7xi64>
  }
  func.func @row_mean(%arg0: memref<40x1500xbf16>) -> memref<40xbf16> {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 1.504000e+03 : bf16
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<40xbf16>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : bf16) outs(%alloc : memref<40xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<40x1500xbf16>) outs(%alloc : memref<40xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %0 = arith.addf %in, %out : bf16
      linalg.yield %0 : bf16
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%alloc : memref<40xbf16>) outs(%alloc : memref<40xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %0 = arith.divf %in, %cst_0 : bf16
      linalg.yield %0 : bf16
    }
    return %alloc : memref<40xbf16>
  }
  func.func @full_sum(%arg0: memref<10007xf32>) -> memref<f32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%cst : f32) outs(%alloc : memref<f32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["reduction"]} ins(%arg0 : memref<10007xf32>) outs(%alloc : memref<f32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    return %alloc : memref<f32>
  }
  func.func @rms(%arg0: memref<33x40xf32>) -> memref<33x1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 4.000000e+01 : f32
    %cst_1 = arith.constant 9.99999997E-7 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<33x1xf32>
    linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%alloc : memref<33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<33x40xf32>) outs(%alloc : memref<33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<33x1xf32>) outs(%alloc : memref<33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.divf %in, %cst_0 : f32
      %1 = arith.addf %0, %cst_1 : f32
      %2 = math.rsqrt %1 : f32
      linalg.yield %2 : f32
    }
    return %alloc : memref<33x1xf32>
  }
  func.func @mean_and_variance(%arg0: memref<33x40xf64>) -> (memref<33x1xf64>, memref<33x1xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 4.000000e+01 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<33x1xf64>
    linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst : f64) outs(%alloc : memref<33x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      linalg.yield %in : f64
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<33x1xf64>
    memref.copy %alloc, %alloc_1 : memref<33x1xf64> to memref<33x1xf64>
    linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<33x40xf64>) outs(%alloc_1 : memref<33x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = arith.addf %in, %out : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map6, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0, %alloc_1 : memref<33x40xf64>, memref<33x1xf64>) outs(%alloc : memref<33x1xf64>) {
    ^bb0(%in: f64, %in_2: f64, %out: f64):
      %0 = arith.divf %in_2, %cst_0 : f64
      %1 = arith.subf %in, %0 : f64
      %2 = arith.mulf %1, %1 : f64
      %3 = arith.addf %2, %out : f64
      linalg.yield %3 : f64
    }
    return %alloc_1, %alloc : memref<33x1xf64>, memref<33x1xf64>
  }
  func.func @softmax(%arg0: memref<33x40xf32>) -> memref<33x40xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<33x1xf32>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<33x1xf32>
    linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%alloc_1 : memref<33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<33x40xf32>) outs(%alloc_1 : memref<33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<33x40xf32>
    linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : f32) outs(%alloc : memref<33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map6, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0, %alloc_1 : memref<33x40xf32>, memref<33x1xf32>) outs(%alloc : memref<33x1xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %0 = arith.subf %in, %in_3 : f32
      %1 = math.exp %0 : f32
      %2 = arith.addf %1, %out : f32
      linalg.yield %2 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map6, #map6, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %alloc_1, %alloc : memref<33x40xf32>, memref<33x1xf32>, memref<33x1xf32>) outs(%alloc_2 : memref<33x40xf32>) {
    ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
      %0 = arith.subf %in, %in_3 : f32
      %1 = math.exp %0 : f32
      %2 = arith.divf %1, %in_4 : f32
      linalg.yield %2 : f32
    }
    return %alloc_2 : memref<33x40xf32>
  }
}

