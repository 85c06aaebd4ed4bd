// The IR before tir-tile: tirc compile tests/lit/Inputs/w8a8_dequant.yaml --target sm_87 --emit=gpu --dump-before=tir-tile
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (0)>
#map6 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @w8a8(%arg0: memref<200x96xi8>, %arg1: memref<136x96xi8>, %arg2: memref<1xf32>, %arg3: memref<136xf32>, %arg4: memref<136xf16>) -> memref<200x136xf16> attributes {tir.arg_names = ["a", "b", "scale_a", "scale_b", "bias"], tir.dims = [["M", "K"], ["N", "K"], ["1"], ["N"], ["N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "matmul", schedule = {stages = 2 : i64, tile = array<i64: 64, 64, 32>, warps = array<i64: 2, 2>}}} {
    %cst = arith.constant 1.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xi32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%c0_i32 : i32) outs(%alloc : memref<200x136xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<200x96xi8>, memref<136x96xi8>) outs(%alloc : memref<200x136xi32>) attrs =  {tir.schedule = {mma = "m16n8k32", raster_group = 8 : i64, split_k = 1 : i64, stages = 2 : i64, swizzle = true, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
    ^bb0(%in: i8, %in_1: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_1 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<200x136xf16>
    linalg.generic {indexing_maps = [#map1, #map5, #map6, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg2, %arg3, %arg4 : memref<200x136xi32>, memref<1xf32>, memref<136xf32>, memref<136xf16>) outs(%alloc_0 : memref<200x136xf16>) {
    ^bb0(%in: i32, %in_1: f32, %in_2: f32, %in_3: f16, %out: f16):
      %0 = arith.sitofp %in : i32 to f32
      %1 = arith.mulf %0, %in_1 : f32
      %2 = arith.mulf %1, %in_2 : f32
      %3 = arith.extf %in_3 : f16 to f32
      %4 = arith.addf %2, %3 : f32
      %5 = arith.negf %4 : f32
      %6 = math.exp %5 : f32
      %7 = arith.addf %6, %cst : f32
      %8 = arith.divf %4, %7 : f32
      %9 = arith.truncf %8 : f32 to f16
      linalg.yield %9 : f16
    }
    return %alloc_0 : memref<200x136xf16>
  }
}

