// The IR before tir-map-warps: tirc compile tests/lit/Inputs/gemm_f16.yaml --shape M=200,N=136,K=72 --emit=gpu --dump-before=tir-map-warps
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module attributes {tir.kernel_problems = {gemm_f16_gemm0 = {K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "f32", in = "f16", out = "f16", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}}, tir.kernel_schedules = {gemm_f16_gemm0 = "tile 128x128x32, warps 2x2, m16n8k16, 3 stages, swizzled smem, 16-byte copies, raster group 8"}} {
  func.func @gemm_f16(%arg0: memref<200x72xf16>, %arg1: memref<72x136xf16>, %arg2: memref<136xf16>) -> memref<200x136xf16> attributes {tir.arg_names = ["a", "b", "bias"], tir.dims = [["M", "K"], ["K", "N"], ["N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "row", op = "matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 128, 32>, warps = array<i64: 2, 2>}}} {
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<200x136xf16>
    %dim = memref.dim %alloc_0, %c0 : memref<200x136xf16>
    %dim_1 = memref.dim %alloc_0, %c1 : memref<200x136xf16>
    %0 = arith.ceildivui %dim, %c128 : index
    %1 = arith.ceildivui %dim_1, %c128 : index
    %2 = arith.muli %0, %1 : index
    scf.forall (%arg3) in (%2) {
      %c32 = arith.constant 32 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c128_2 = arith.constant 128 : index
      %c1_3 = arith.constant 1 : index
      %c0_4 = arith.constant 0 : index
      %dim_5 = memref.dim %alloc_0, %c0_4 : memref<200x136xf16>
      %dim_6 = memref.dim %alloc_0, %c1_3 : memref<200x136xf16>
      %dim_7 = memref.dim %arg0, %c1_3 : memref<200x72xf16>
      %3 = arith.ceildivui %dim_5, %c128_2 : index
      %4 = arith.ceildivui %dim_6, %c128_2 : index
      %5 = arith.muli %4, %c8 : index
      %6 = arith.divui %arg3, %5 : index
      %7 = arith.muli %6, %c8 : index
      %8 = arith.remui %arg3, %5 : index
      %9 = arith.remui %8, %c2 : index
      %10 = arith.addi %7, %9 : index
      %11 = arith.divui %8, %c2 : index
      %12 = arith.muli %10, %c128_2 : index
      %13 = arith.muli %11, %c128_2 : index
      %14 = arith.subi %dim_5, %12 : index
      %15 = arith.minui %c128_2, %14 : index
      %16 = arith.subi %dim_6, %13 : index
      %17 = arith.minui %c128_2, %16 : index
      %subview = memref.subview %alloc[%12, %13] [%15, %17] [1, 1] : memref<200x136xf32> to memref<?x?xf32, strided<[136, 1], offset: ?>>
      linalg.fill ins(%cst : f32) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>)
      %18 = arith.ceildivui %dim_7, %c32 : index
      %alloc_8 = memref.alloc() {tir.role = "operand-a"} : memref<128x32xf16, #gpu.address_space<workgroup>>
      %alloc_9 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<32x128xf16, #gpu.address_space<workgroup>>
      scf.for %arg4 = %c0_4 to %18 step %c1_3 {
        %19 = arith.muli %arg4, %c32 : index
        %20 = arith.subi %dim_7, %19 : index
        %21 = arith.minui %c32, %20 : index
        %subview_12 = memref.subview %arg0[%12, %19] [%15, %21] [1, 1] : memref<200x72xf16> to memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_13 = memref.subview %arg1[%19, %13] [%21, %17] [1, 1] : memref<72x136xf16> to memref<?x?xf16, strided<[136, 1], offset: ?>>
        %cst_14 = arith.constant 0.000000e+00 : f16
        linalg.fill ins(%cst_14 : f16) outs(%alloc_8 : memref<128x32xf16, #gpu.address_space<workgroup>>)
        %c0_15 = arith.constant 0 : index
        %dim_16 = memref.dim %subview_12, %c0_15 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %c1_17 = arith.constant 1 : index
        %dim_18 = memref.dim %subview_12, %c1_17 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_19 = memref.subview %alloc_8[0, 0] [%dim_16, %dim_18] [1, 1] : memref<128x32xf16, #gpu.address_space<workgroup>> to memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_12, %subview_19 : memref<?x?xf16, strided<[72, 1], offset: ?>> to memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        %cst_20 = arith.constant 0.000000e+00 : f16
        linalg.fill ins(%cst_20 : f16) outs(%alloc_9 : memref<32x128xf16, #gpu.address_space<workgroup>>)
        %c0_21 = arith.constant 0 : index
        %dim_22 = memref.dim %subview_13, %c0_21 : memref<?x?xf16, strided<[136, 1], offset: ?>>
        %c1_23 = arith.constant 1 : index
        %dim_24 = memref.dim %subview_13, %c1_23 : memref<?x?xf16, strided<[136, 1], offset: ?>>
        %subview_25 = memref.subview %alloc_9[0, 0] [%dim_22, %dim_24] [1, 1] : memref<32x128xf16, #gpu.address_space<workgroup>> to memref<?x?xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_13, %subview_25 : memref<?x?xf16, strided<[136, 1], offset: ?>> to memref<?x?xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
        gpu.barrier
        linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_19, %subview_25 : memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>, memref<?x?xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: f16, %in_26: f16, %out: f32):
          %22 = arith.extf %in : f16 to f32
          %23 = arith.extf %in_26 : f16 to f32
          %24 = arith.mulf %22, %23 : f32
          %25 = arith.addf %out, %24 : f32
          linalg.yield %25 : f32
        }
        gpu.barrier
      } {tir.role = "k-loop"}
      %subview_10 = memref.subview %alloc_0[%12, %13] [%15, %17] [1, 1] : memref<200x136xf16> to memref<?x?xf16, strided<[136, 1], offset: ?>>
      %subview_11 = memref.subview %arg2[%13] [%17] [1] : memref<136xf16> to memref<?xf16, strided<[1], offset: ?>>
      linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%subview, %subview_11 : memref<?x?xf32, strided<[136, 1], offset: ?>>, memref<?xf16, strided<[1], offset: ?>>) outs(%subview_10 : memref<?x?xf16, strided<[136, 1], offset: ?>>) {
      ^bb0(%in: f32, %in_12: f16, %out: f16):
        %19 = arith.extf %in_12 : f16 to f32
        %20 = arith.addf %in, %19 : f32
        %21 = arith.maximumf %20, %cst : f32
        %22 = arith.truncf %21 : f32 to f16
        linalg.yield %22 : f16
      }
    } {mapping = [#gpu.block<x>], tir.kernel = "gemm_f16_gemm0"}
    return %alloc_0 : memref<200x136xf16>
  }
}

