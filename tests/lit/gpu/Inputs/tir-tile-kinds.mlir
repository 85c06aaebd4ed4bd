// The IR before tir-tile: tirc compile tests/lit/Inputs/gemm-kinds.yaml --emit=gpu --dump-before=tir-tile
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map6 = affine_map<(d0, d1, d2) -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @sgemm_tf32_nn(%arg0: memref<200x72xf32>, %arg1: memref<72x136xf32>) -> memref<200x136xf32> attributes {tir.arg_names = ["a", "b"], tir.dims = [["M", "K"], ["K", "N"]], tir.spec = {allow_tf32 = true, layout_a = "row", layout_b = "row", op = "matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 64, 16>, warps = array<i64: 2, 2>}}} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%alloc : memref<200x136xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<200x72xf32>, memref<72x136xf32>) outs(%alloc : memref<200x136xf32>) attrs =  {tir.schedule = {mma = "m16n8k8", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 64, 16>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return %alloc : memref<200x136xf32>
  }
  func.func @gemm_s8_tn(%arg0: memref<72x200xi8>, %arg1: memref<72x136xi8>) -> memref<200x136xi32> attributes {tir.arg_names = ["a", "b"], tir.dims = [["K", "M"], ["K", "N"]], tir.spec = {allow_tf32 = false, layout_a = "col", layout_b = "row", op = "matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 128, 64>, warps = array<i64: 2, 2>}}} {
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xi32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%c0_i32 : i32) outs(%alloc : memref<200x136xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    }
    linalg.generic {indexing_maps = [#map5, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<72x200xi8>, memref<72x136xi8>) outs(%alloc : memref<200x136xi32>) attrs =  {tir.schedule = {mma = "m16n8k32", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 64>, vector_bytes = 8 : i64, warps = array<i64: 2, 2>}} {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return %alloc : memref<200x136xi32>
  }
  func.func @bmm_f16(%arg0: memref<3x200x72xf16>, %arg1: memref<3x136x72xf16>) -> memref<3x200x136xf16> attributes {tir.arg_names = ["a", "b"], tir.dims = [["B", "M", "K"], ["B", "N", "K"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "batch_matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 128, 32>, warps = array<i64: 2, 2>}}} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x200x136xf32>
    linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%alloc : memref<3x200x136xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<3x200x72xf16>, memref<3x136x72xf16>) outs(%alloc : memref<3x200x136xf32>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
    ^bb0(%in: f16, %in_1: f16, %out: f32):
      %0 = arith.extf %in : f16 to f32
      %1 = arith.extf %in_1 : f16 to f32
      %2 = arith.mulf %0, %1 : f32
      %3 = arith.addf %out, %2 : f32
      linalg.yield %3 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x200x136xf16>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc : memref<3x200x136xf32>) outs(%alloc_0 : memref<3x200x136xf16>) {
    ^bb0(%in: f32, %out: f16):
      %0 = arith.truncf %in : f32 to f16
      linalg.yield %0 : f16
    }
    return %alloc_0 : memref<3x200x136xf16>
  }
  func.func @linear_bf16(%arg0: memref<200x72xbf16>, %arg1: memref<136x72xbf16>) -> memref<200x136xbf16> attributes {tir.arg_names = ["a", "b"], tir.dims = [["M", "K"], ["N", "K"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 128, 32>, warps = array<i64: 2, 2>}}} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%alloc : memref<200x136xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map11, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<200x72xbf16>, memref<136x72xbf16>) outs(%alloc : memref<200x136xf32>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
    ^bb0(%in: bf16, %in_1: bf16, %out: f32):
      %0 = arith.extf %in : bf16 to f32
      %1 = arith.extf %in_1 : bf16 to f32
      %2 = arith.mulf %0, %1 : f32
      %3 = arith.addf %out, %2 : f32
      linalg.yield %3 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<200x136xbf16>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<200x136xf32>) outs(%alloc_0 : memref<200x136xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %0 = arith.truncf %in : f32 to bf16
      linalg.yield %0 : bf16
    }
    return %alloc_0 : memref<200x136xbf16>
  }
}

