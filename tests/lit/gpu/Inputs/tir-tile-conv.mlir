// The IR before tir-tile: tirc compile tests/lit/Inputs/conv2d_f16.mlir --emit=gpu --dump-before=tir-tile
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
module {
  func.func @conv(%arg0: memref<2x8x13x13xf16>, %arg1: memref<16x8x3x3xf16>, %arg2: memref<16xf16>) -> memref<2x16x7x7xf32> {
    %c13 = arith.constant 13 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x8x15x15xf16>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc : memref<2x8x15x15xf16>) attrs =  {tir.zero_pad = {high = array<i64: 0, 0, 1, 1>, low = array<i64: 0, 0, 1, 1>}} {
    ^bb0(%out: f16):
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %2 = linalg.index 2 : index
      %3 = linalg.index 3 : index
      %4 = arith.subi %2, %c1 : index
      %5 = arith.cmpi ult, %4, %c13 : index
      %6 = arith.subi %3, %c1 : index
      %7 = arith.cmpi ult, %6, %c13 : index
      %8 = arith.andi %5, %7 : i1
      %9 = scf.if %8 -> (f16) {
        %10 = memref.load %arg0[%0, %1, %4, %6] : memref<2x8x13x13xf16>
        scf.yield %10 : f16
      } else {
        scf.yield %cst : f16
      }
      linalg.yield %9 : f16
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x16x7x7xf32>
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0 : f32) outs(%alloc_1 : memref<2x16x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%alloc, %arg1 : memref<2x8x15x15xf16>, memref<16x8x3x3xf16>) outs(%alloc_1 : memref<2x16x7x7xf32>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 16, 64, 64>, vector_bytes = 16 : i64, warps = array<i64: 1, 4>}} {
    ^bb0(%in: f16, %in_2: f16, %out: f32):
      %0 = arith.extf %in : f16 to f32
      %1 = arith.extf %in_2 : f16 to f32
      %2 = arith.mulf %0, %1 : f32
      %3 = arith.addf %out, %2 : f32
      linalg.yield %3 : f32
    }
    return %alloc_1 : memref<2x16x7x7xf32>
  }
}

