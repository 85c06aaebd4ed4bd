// The IR before tir-tile: tirc compile tests/lit/Inputs/gemm-split-k.yaml --emit=gpu --dump-before=tir-tile
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @gemm_split(%arg0: memref<40x200xf16>, %arg1: memref<200x72xf16>, %arg2: memref<72xf16>) -> memref<40x72xf16> attributes {tir.arg_names = ["a", "b", "bias"], tir.dims = [["M", "K"], ["K", "N"], ["N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "row", op = "matmul", schedule = {split_k = 3 : i64, stages = 3 : i64, tile = array<i64: 64, 64, 32>, warps = array<i64: 2, 2>}}} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<40x72xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%alloc : memref<40x72xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<40x200xf16>, memref<200x72xf16>) outs(%alloc : memref<40x72xf32>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 3 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
    ^bb0(%in: f16, %in_1: f16, %out: f32):
      %0 = arith.extf %in : f16 to f32
      %1 = arith.extf %in_1 : f16 to f32
      %2 = arith.mulf %0, %1 : f32
      %3 = arith.addf %out, %2 : f32
      linalg.yield %3 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<40x72xf16>
    linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg2 : memref<40x72xf32>, memref<72xf16>) outs(%alloc_0 : memref<40x72xf16>) {
    ^bb0(%in: f32, %in_1: f16, %out: f16):
      %0 = arith.extf %in_1 : f16 to f32
      %1 = arith.addf %in, %0 : f32
      %2 = arith.maximumf %1, %cst : f32
      %3 = arith.truncf %2 : f32 to f16
      linalg.yield %3 : f16
    }
    return %alloc_0 : memref<40x72xf16>
  }
}

