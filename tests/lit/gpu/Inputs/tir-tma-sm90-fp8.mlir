// The IR before tir-tma: tirc compile tests/lit/Inputs/gemm_sm90_fp8.yaml --target sm_90a --emit=gpu --dump-before=tir-tma
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module attributes {tir.kernel_problems = {gemm_sm90_fp8_gemm0 = {K = 384 : i64, M = 200 : i64, N = 256 : i64, acc = "f32", in = "f8E4M3FN", out = "bf16", schedule = {mma = "m64n256k32", persistent = false, raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 256, 128>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 8, 1>}}}, tir.kernel_schedules = {gemm_sm90_fp8_gemm0 = "tile 128x256x128, 2 wgmma warpgroups + a TMA producer warpgroup, m64n256k32, 3 stages, TMA 128B swizzle, raster group 8"}} {
  func.func @gemm_sm90_fp8(%arg0: memref<200x384xf8E4M3FN>, %arg1: memref<256x384xf8E5M2>, %arg2: memref<256xbf16>) -> memref<200x256xbf16> attributes {tir.arg_names = ["a", "b", "bias"], tir.dims = [["M", "K"], ["N", "K"], ["N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "matmul", schedule = {mma = "m64n256k32", stages = 3 : i64, tile = array<i64: 128, 256, 128>, warps = array<i64: 8, 1>}}} {
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x256xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<200x256xbf16>
    %dim = memref.dim %alloc_0, %c0 : memref<200x256xbf16>
    %dim_1 = memref.dim %alloc_0, %c1 : memref<200x256xbf16>
    %0 = arith.ceildivui %dim, %c128 : index
    %1 = arith.ceildivui %dim_1, %c256 : index
    %2 = arith.muli %0, %1 : index
    scf.forall (%arg3) in (%2) {
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c256_2 = arith.constant 256 : index
      %c128_3 = arith.constant 128 : index
      %c1_4 = arith.constant 1 : index
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %alloc_0, %c0_5 : memref<200x256xbf16>
      %dim_7 = memref.dim %alloc_0, %c1_4 : memref<200x256xbf16>
      %dim_8 = memref.dim %arg0, %c1_4 : memref<200x384xf8E4M3FN>
      %3 = arith.ceildivui %dim_6, %c128_3 : index
      %4 = arith.ceildivui %dim_7, %c256_2 : index
      %5 = arith.muli %4, %c8 : index
      %6 = arith.divui %arg3, %5 : index
      %7 = arith.muli %6, %c8 : index
      %8 = arith.remui %arg3, %5 : index
      %9 = arith.remui %8, %c2 : index
      %10 = arith.addi %7, %9 : index
      %11 = arith.divui %8, %c2 : index
      %12 = arith.muli %10, %c128_3 : index
      %13 = arith.muli %11, %c256_2 : index
      %14 = arith.subi %dim_6, %12 : index
      %15 = arith.minui %c128_3, %14 : index
      %16 = arith.subi %dim_7, %13 : index
      %17 = arith.minui %c256_2, %16 : index
      %subview = memref.subview %alloc[%12, %13] [%15, %17] [1, 1] : memref<200x256xf32> to memref<?x?xf32, strided<[256, 1], offset: ?>>
      linalg.fill ins(%cst : f32) outs(%subview : memref<?x?xf32, strided<[256, 1], offset: ?>>)
      %18 = arith.ceildivui %dim_8, %c128_3 : index
      scf.for %arg4 = %c0_5 to %18 step %c1_4 {
        %19 = arith.muli %arg4, %c128_3 : index
        %20 = arith.subi %dim_8, %19 : index
        %21 = arith.minui %c128_3, %20 : index
        %subview_11 = memref.subview %arg0[%12, %19] [%15, %21] [1, 1] : memref<200x384xf8E4M3FN> to memref<?x?xf8E4M3FN, strided<[384, 1], offset: ?>>
        %subview_12 = memref.subview %arg1[%13, %19] [%17, %21] [1, 1] : memref<256x384xf8E5M2> to memref<?x?xf8E5M2, strided<[384, 1], offset: ?>>
        linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_11, %subview_12 : memref<?x?xf8E4M3FN, strided<[384, 1], offset: ?>>, memref<?x?xf8E5M2, strided<[384, 1], offset: ?>>) outs(%subview : memref<?x?xf32, strided<[256, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m64n256k32", persistent = false, raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 256, 128>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 8, 1>}} {
        ^bb0(%in: f8E4M3FN, %in_13: f8E5M2, %out: f32):
          %22 = arith.extf %in : f8E4M3FN to f32
          %23 = arith.extf %in_13 : f8E5M2 to f32
          %24 = arith.mulf %22, %23 : f32
          %25 = arith.addf %out, %24 : f32
          linalg.yield %25 : f32
        }
      } {tir.role = "k-loop"}
      %subview_9 = memref.subview %alloc_0[%12, %13] [%15, %17] [1, 1] : memref<200x256xbf16> to memref<?x?xbf16, strided<[256, 1], offset: ?>>
      %subview_10 = memref.subview %arg2[%13] [%17] [1] : memref<256xbf16> to memref<?xbf16, strided<[1], offset: ?>>
      linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%subview, %subview_10 : memref<?x?xf32, strided<[256, 1], offset: ?>>, memref<?xbf16, strided<[1], offset: ?>>) outs(%subview_9 : memref<?x?xbf16, strided<[256, 1], offset: ?>>) {
      ^bb0(%in: f32, %in_11: bf16, %out: bf16):
        %19 = arith.extf %in_11 : bf16 to f32
        %20 = arith.addf %in, %19 : f32
        %21 = arith.truncf %20 : f32 to bf16
        linalg.yield %21 : bf16
      }
    } {mapping = [#gpu.block<x>], tir.kernel = "gemm_sm90_fp8_gemm0"}
    return %alloc_0 : memref<200x256xbf16>
  }
}

