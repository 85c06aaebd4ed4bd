// The IR before tir-promote: tirc compile tests/lit/Inputs/gemm-kinds.yaml --emit=gpu --dump-before=tir-promote
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module attributes {tir.kernel_problems = {bmm_f16_gemm2 = {B = 3 : i64, K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "f32", in = "f16", out = "f16", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}, gemm_s8_tn_gemm1 = {K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "i32", in = "i8", out = "i32", schedule = {mma = "m16n8k32", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 64>, vector_bytes = 8 : i64, warps = array<i64: 2, 2>}}, linear_bf16_gemm3 = {K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "f32", in = "bf16", out = "bf16", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}, sgemm_tf32_nn_gemm0 = {K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "f32", in = "f32", out = "f32", schedule = {mma = "m16n8k8", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 64, 16>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}}, tir.kernel_schedules = {bmm_f16_gemm2 = "tile 128x128x32, warps 2x2, m16n8k16, 3 stages, swizzled smem, 16-byte copies, raster group 8", gemm_s8_tn_gemm1 = "tile 128x128x64, warps 2x2, m16n8k32, 3 stages, swizzled smem, 8-byte copies, raster group 8", linear_bf16_gemm3 = "tile 128x128x32, warps 2x2, m16n8k16, 3 stages, swizzled smem, 16-byte copies, raster group 8", sgemm_tf32_nn_gemm0 = "tile 128x64x16, warps 2x2, m16n8k8, 3 stages, swizzled smem, 16-byte copies, raster group 8"}} {
  func.func @sgemm_tf32_nn(%arg0: memref<200x72xf32>, %arg1: memref<72x136xf32>) -> memref<200x136xf32> attributes {tir.arg_names = ["a", "b"], tir.dims = [["M", "K"], ["K", "N"]], tir.spec = {allow_tf32 = true, layout_a = "row", layout_b = "row", op = "matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 64, 16>, warps = array<i64: 2, 2>}}} {
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf32>
    %dim = memref.dim %alloc, %c0 : memref<200x136xf32>
    %dim_0 = memref.dim %alloc, %c1 : memref<200x136xf32>
    %0 = arith.ceildivui %dim, %c128 : index
    %1 = arith.ceildivui %dim_0, %c64 : index
    %2 = arith.muli %0, %1 : index
    scf.forall (%arg2) in (%2) {
      %c16 = arith.constant 16 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c64_1 = arith.constant 64 : index
      %c128_2 = arith.constant 128 : index
      %c1_3 = arith.constant 1 : index
      %c0_4 = arith.constant 0 : index
      %dim_5 = memref.dim %alloc, %c0_4 : memref<200x136xf32>
      %dim_6 = memref.dim %alloc, %c1_3 : memref<200x136xf32>
      %dim_7 = memref.dim %arg0, %c1_3 : memref<200x72xf32>
      %3 = arith.ceildivui %dim_5, %c128_2 : index
      %4 = arith.ceildivui %dim_6, %c64_1 : index
      %5 = arith.muli %4, %c8 : index
      %6 = arith.divui %arg2, %5 : index
      %7 = arith.muli %6, %c8 : index
      %8 = arith.remui %arg2, %5 : index
      %9 = arith.remui %8, %c2 : index
      %10 = arith.addi %7, %9 : index
      %11 = arith.divui %8, %c2 : index
      %12 = arith.muli %10, %c128_2 : index
      %13 = arith.muli %11, %c64_1 : index
      %14 = arith.subi %dim_5, %12 : index
      %15 = arith.minui %c128_2, %14 : index
      %16 = arith.subi %dim_6, %13 : index
      %17 = arith.minui %c64_1, %16 : index
      %subview = memref.subview %alloc[%12, %13] [%15, %17] [1, 1] : memref<200x136xf32> to memref<?x?xf32, strided<[136, 1], offset: ?>>
      linalg.fill ins(%cst : f32) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>)
      %18 = arith.ceildivui %dim_7, %c16 : index
      scf.for %arg3 = %c0_4 to %18 step %c1_3 {
        %19 = arith.muli %arg3, %c16 : index
        %20 = arith.subi %dim_7, %19 : index
        %21 = arith.minui %c16, %20 : index
        %subview_8 = memref.subview %arg0[%12, %19] [%15, %21] [1, 1] : memref<200x72xf32> to memref<?x?xf32, strided<[72, 1], offset: ?>>
        %subview_9 = memref.subview %arg1[%19, %13] [%21, %17] [1, 1] : memref<72x136xf32> to memref<?x?xf32, strided<[136, 1], offset: ?>>
        linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_8, %subview_9 : memref<?x?xf32, strided<[72, 1], offset: ?>>, memref<?x?xf32, strided<[136, 1], offset: ?>>) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k8", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 64, 16>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: f32, %in_10: f32, %out: f32):
          %22 = arith.mulf %in, %in_10 : f32
          %23 = arith.addf %out, %22 : f32
          linalg.yield %23 : f32
        }
      } {tir.role = "k-loop"}
    } {mapping = [#gpu.block<x>], tir.kernel = "sgemm_tf32_nn_gemm0"}
    return %alloc : memref<200x136xf32>
  }
  func.func @gemm_s8_tn(%arg0: memref<72x200xi8>, %arg1: memref<72x136xi8>) -> memref<200x136xi32> attributes {tir.arg_names = ["a", "b"], tir.dims = [["K", "M"], ["K", "N"]], tir.spec = {allow_tf32 = false, layout_a = "col", layout_b = "row", op = "matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 128, 64>, warps = array<i64: 2, 2>}}} {
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xi32>
    %dim = memref.dim %alloc, %c0 : memref<200x136xi32>
    %dim_0 = memref.dim %alloc, %c1 : memref<200x136xi32>
    %0 = arith.ceildivui %dim, %c128 : index
    %1 = arith.ceildivui %dim_0, %c128 : index
    %2 = arith.muli %0, %1 : index
    scf.forall (%arg2) in (%2) {
      %c64 = arith.constant 64 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c128_1 = arith.constant 128 : index
      %c1_2 = arith.constant 1 : index
      %c0_3 = arith.constant 0 : index
      %dim_4 = memref.dim %alloc, %c0_3 : memref<200x136xi32>
      %dim_5 = memref.dim %alloc, %c1_2 : memref<200x136xi32>
      %dim_6 = memref.dim %arg0, %c0_3 : memref<72x200xi8>
      %3 = arith.ceildivui %dim_4, %c128_1 : index
      %4 = arith.ceildivui %dim_5, %c128_1 : index
      %5 = arith.muli %4, %c8 : index
      %6 = arith.divui %arg2, %5 : index
      %7 = arith.muli %6, %c8 : index
      %8 = arith.remui %arg2, %5 : index
      %9 = arith.remui %8, %c2 : index
      %10 = arith.addi %7, %9 : index
      %11 = arith.divui %8, %c2 : index
      %12 = arith.muli %10, %c128_1 : index
      %13 = arith.muli %11, %c128_1 : index
      %14 = arith.subi %dim_4, %12 : index
      %15 = arith.minui %c128_1, %14 : index
      %16 = arith.subi %dim_5, %13 : index
      %17 = arith.minui %c128_1, %16 : index
      %subview = memref.subview %alloc[%12, %13] [%15, %17] [1, 1] : memref<200x136xi32> to memref<?x?xi32, strided<[136, 1], offset: ?>>
      linalg.fill ins(%c0_i32 : i32) outs(%subview : memref<?x?xi32, strided<[136, 1], offset: ?>>)
      %18 = arith.ceildivui %dim_6, %c64 : index
      scf.for %arg3 = %c0_3 to %18 step %c1_2 {
        %19 = arith.muli %arg3, %c64 : index
        %20 = arith.subi %dim_6, %19 : index
        %21 = arith.minui %c64, %20 : index
        %subview_7 = memref.subview %arg0[%19, %12] [%21, %15] [1, 1] : memref<72x200xi8> to memref<?x?xi8, strided<[200, 1], offset: ?>>
        %subview_8 = memref.subview %arg1[%19, %13] [%21, %17] [1, 1] : memref<72x136xi8> to memref<?x?xi8, strided<[136, 1], offset: ?>>
        linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_7, %subview_8 : memref<?x?xi8, strided<[200, 1], offset: ?>>, memref<?x?xi8, strided<[136, 1], offset: ?>>) outs(%subview : memref<?x?xi32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k32", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 64>, vector_bytes = 8 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: i8, %in_9: i8, %out: i32):
          %22 = arith.extsi %in : i8 to i32
          %23 = arith.extsi %in_9 : i8 to i32
          %24 = arith.muli %22, %23 : i32
          %25 = arith.addi %out, %24 : i32
          linalg.yield %25 : i32
        }
      } {tir.role = "k-loop"}
    } {mapping = [#gpu.block<x>], tir.kernel = "gemm_s8_tn_gemm1"}
    return %alloc : memref<200x136xi32>
  }
  func.func @bmm_f16(%arg0: memref<3x200x72xf16>, %arg1: memref<3x136x72xf16>) -> memref<3x200x136xf16> attributes {tir.arg_names = ["a", "b"], tir.dims = [["B", "M", "K"], ["B", "N", "K"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "batch_matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 128, 32>, warps = array<i64: 2, 2>}}} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x200x136xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x200x136xf16>
    %dim = memref.dim %alloc_0, %c1 : memref<3x200x136xf16>
    %dim_1 = memref.dim %alloc_0, %c2 : memref<3x200x136xf16>
    %0 = arith.ceildivui %dim, %c128 : index
    %1 = arith.ceildivui %dim_1, %c128 : index
    %2 = arith.muli %0, %1 : index
    %dim_2 = memref.dim %alloc_0, %c0 : memref<3x200x136xf16>
    scf.forall (%arg2, %arg3) in (%dim_2, %2) {
      %c0_3 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c8 = arith.constant 8 : index
      %c128_4 = arith.constant 128 : index
      %c2_5 = arith.constant 2 : index
      %c1_6 = arith.constant 1 : index
      %dim_7 = memref.dim %alloc_0, %c1_6 : memref<3x200x136xf16>
      %dim_8 = memref.dim %alloc_0, %c2_5 : memref<3x200x136xf16>
      %dim_9 = memref.dim %arg0, %c2_5 : memref<3x200x72xf16>
      %3 = arith.ceildivui %dim_7, %c128_4 : index
      %4 = arith.ceildivui %dim_8, %c128_4 : index
      %5 = arith.muli %4, %c8 : index
      %6 = arith.divui %arg3, %5 : index
      %7 = arith.muli %6, %c8 : index
      %8 = arith.remui %arg3, %5 : index
      %9 = arith.remui %8, %c2_5 : index
      %10 = arith.addi %7, %9 : index
      %11 = arith.divui %8, %c2_5 : index
      %12 = arith.muli %10, %c128_4 : index
      %13 = arith.muli %11, %c128_4 : index
      %14 = arith.subi %dim_7, %12 : index
      %15 = arith.minui %c128_4, %14 : index
      %16 = arith.subi %dim_8, %13 : index
      %17 = arith.minui %c128_4, %16 : index
      %subview = memref.subview %alloc[%arg2, %12, %13] [1, %15, %17] [1, 1, 1] : memref<3x200x136xf32> to memref<?x?xf32, strided<[136, 1], offset: ?>>
      linalg.fill ins(%cst : f32) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>)
      %18 = arith.ceildivui %dim_9, %c32 : index
      scf.for %arg4 = %c0_3 to %18 step %c1_6 {
        %19 = arith.muli %arg4, %c32 : index
        %20 = arith.subi %dim_9, %19 : index
        %21 = arith.minui %c32, %20 : index
        %subview_11 = memref.subview %arg0[%arg2, %12, %19] [1, %15, %21] [1, 1, 1] : memref<3x200x72xf16> to memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_12 = memref.subview %arg1[%arg2, %13, %19] [1, %17, %21] [1, 1, 1] : memref<3x136x72xf16> to memref<?x?xf16, strided<[72, 1], offset: ?>>
        linalg.generic {indexing_maps = [#map, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_11, %subview_12 : memref<?x?xf16, strided<[72, 1], offset: ?>>, memref<?x?xf16, strided<[72, 1], offset: ?>>) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: f16, %in_13: f16, %out: f32):
          %22 = arith.extf %in : f16 to f32
          %23 = arith.extf %in_13 : f16 to f32
          %24 = arith.mulf %22, %23 : f32
          %25 = arith.addf %out, %24 : f32
          linalg.yield %25 : f32
        }
      } {tir.role = "k-loop"}
      %subview_10 = memref.subview %alloc_0[%arg2, %12, %13] [1, %15, %17] [1, 1, 1] : memref<3x200x136xf16> to memref<?x?xf16, strided<[136, 1], offset: ?>>
      linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) outs(%subview_10 : memref<?x?xf16, strided<[136, 1], offset: ?>>) {
      ^bb0(%in: f32, %out: f16):
        %19 = arith.truncf %in : f32 to f16
        linalg.yield %19 : f16
      }
    } {mapping = [#gpu.block<y>, #gpu.block<x>], tir.kernel = "bmm_f16_gemm2"}
    return %alloc_0 : memref<3x200x136xf16>
  }
  func.func @linear_bf16(%arg0: memref<200x72xbf16>, %arg1: memref<136x72xbf16>) -> memref<200x136xbf16> attributes {tir.arg_names = ["a", "b"], tir.dims = [["M", "K"], ["N", "K"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 128, 32>, warps = array<i64: 2, 2>}}} {
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<200x136xbf16>
    %dim = memref.dim %alloc_0, %c0 : memref<200x136xbf16>
    %dim_1 = memref.dim %alloc_0, %c1 : memref<200x136xbf16>
    %0 = arith.ceildivui %dim, %c128 : index
    %1 = arith.ceildivui %dim_1, %c128 : index
    %2 = arith.muli %0, %1 : index
    scf.forall (%arg2) in (%2) {
      %c32 = arith.constant 32 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c128_2 = arith.constant 128 : index
      %c1_3 = arith.constant 1 : index
      %c0_4 = arith.constant 0 : index
      %dim_5 = memref.dim %alloc_0, %c0_4 : memref<200x136xbf16>
      %dim_6 = memref.dim %alloc_0, %c1_3 : memref<200x136xbf16>
      %dim_7 = memref.dim %arg0, %c1_3 : memref<200x72xbf16>
      %3 = arith.ceildivui %dim_5, %c128_2 : index
      %4 = arith.ceildivui %dim_6, %c128_2 : index
      %5 = arith.muli %4, %c8 : index
      %6 = arith.divui %arg2, %5 : index
      %7 = arith.muli %6, %c8 : index
      %8 = arith.remui %arg2, %5 : index
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
      scf.for %arg3 = %c0_4 to %18 step %c1_3 {
        %19 = arith.muli %arg3, %c32 : index
        %20 = arith.subi %dim_7, %19 : index
        %21 = arith.minui %c32, %20 : index
        %subview_9 = memref.subview %arg0[%12, %19] [%15, %21] [1, 1] : memref<200x72xbf16> to memref<?x?xbf16, strided<[72, 1], offset: ?>>
        %subview_10 = memref.subview %arg1[%13, %19] [%17, %21] [1, 1] : memref<136x72xbf16> to memref<?x?xbf16, strided<[72, 1], offset: ?>>
        linalg.generic {indexing_maps = [#map, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_9, %subview_10 : memref<?x?xbf16, strided<[72, 1], offset: ?>>, memref<?x?xbf16, strided<[72, 1], offset: ?>>) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: bf16, %in_11: bf16, %out: f32):
          %22 = arith.extf %in : bf16 to f32
          %23 = arith.extf %in_11 : bf16 to f32
          %24 = arith.mulf %22, %23 : f32
          %25 = arith.addf %out, %24 : f32
          linalg.yield %25 : f32
        }
      } {tir.role = "k-loop"}
      %subview_8 = memref.subview %alloc_0[%12, %13] [%15, %17] [1, 1] : memref<200x136xbf16> to memref<?x?xbf16, strided<[136, 1], offset: ?>>
      linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) outs(%subview_8 : memref<?x?xbf16, strided<[136, 1], offset: ?>>) {
      ^bb0(%in: f32, %out: bf16):
        %19 = arith.truncf %in : f32 to bf16
        linalg.yield %19 : bf16
      }
    } {mapping = [#gpu.block<x>], tir.kernel = "linear_bf16_gemm3"}
    return %alloc_0 : memref<200x136xbf16>
  }
}

