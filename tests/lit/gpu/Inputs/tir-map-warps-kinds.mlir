// The IR before tir-map-warps: tirc compile tests/lit/Inputs/gemm-kinds.yaml --emit=gpu --dump-before=tir-map-warps
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
      %alloc_8 = memref.alloc() {tir.role = "operand-a"} : memref<128x16xf32, #gpu.address_space<workgroup>>
      %alloc_9 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<16x64xf32, #gpu.address_space<workgroup>>
      scf.for %arg3 = %c0_4 to %18 step %c1_3 {
        %19 = arith.muli %arg3, %c16 : index
        %20 = arith.subi %dim_7, %19 : index
        %21 = arith.minui %c16, %20 : index
        %subview_10 = memref.subview %arg0[%12, %19] [%15, %21] [1, 1] : memref<200x72xf32> to memref<?x?xf32, strided<[72, 1], offset: ?>>
        %subview_11 = memref.subview %arg1[%19, %13] [%21, %17] [1, 1] : memref<72x136xf32> to memref<?x?xf32, strided<[136, 1], offset: ?>>
        %cst_12 = arith.constant 0.000000e+00 : f32
        linalg.fill ins(%cst_12 : f32) outs(%alloc_8 : memref<128x16xf32, #gpu.address_space<workgroup>>)
        %c0_13 = arith.constant 0 : index
        %dim_14 = memref.dim %subview_10, %c0_13 : memref<?x?xf32, strided<[72, 1], offset: ?>>
        %c1_15 = arith.constant 1 : index
        %dim_16 = memref.dim %subview_10, %c1_15 : memref<?x?xf32, strided<[72, 1], offset: ?>>
        %subview_17 = memref.subview %alloc_8[0, 0] [%dim_14, %dim_16] [1, 1] : memref<128x16xf32, #gpu.address_space<workgroup>> to memref<?x?xf32, strided<[16, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_10, %subview_17 : memref<?x?xf32, strided<[72, 1], offset: ?>> to memref<?x?xf32, strided<[16, 1]>, #gpu.address_space<workgroup>>
        %cst_18 = arith.constant 0.000000e+00 : f32
        linalg.fill ins(%cst_18 : f32) outs(%alloc_9 : memref<16x64xf32, #gpu.address_space<workgroup>>)
        %c0_19 = arith.constant 0 : index
        %dim_20 = memref.dim %subview_11, %c0_19 : memref<?x?xf32, strided<[136, 1], offset: ?>>
        %c1_21 = arith.constant 1 : index
        %dim_22 = memref.dim %subview_11, %c1_21 : memref<?x?xf32, strided<[136, 1], offset: ?>>
        %subview_23 = memref.subview %alloc_9[0, 0] [%dim_20, %dim_22] [1, 1] : memref<16x64xf32, #gpu.address_space<workgroup>> to memref<?x?xf32, strided<[64, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_11, %subview_23 : memref<?x?xf32, strided<[136, 1], offset: ?>> to memref<?x?xf32, strided<[64, 1]>, #gpu.address_space<workgroup>>
        gpu.barrier
        linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_17, %subview_23 : memref<?x?xf32, strided<[16, 1]>, #gpu.address_space<workgroup>>, memref<?x?xf32, strided<[64, 1]>, #gpu.address_space<workgroup>>) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k8", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 64, 16>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: f32, %in_24: f32, %out: f32):
          %22 = arith.mulf %in, %in_24 : f32
          %23 = arith.addf %out, %22 : f32
          linalg.yield %23 : f32
        }
        gpu.barrier
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
      %alloc_7 = memref.alloc() {tir.k_major, tir.role = "operand-a"} : memref<64x128xi8, #gpu.address_space<workgroup>>
      %alloc_8 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<64x128xi8, #gpu.address_space<workgroup>>
      scf.for %arg3 = %c0_3 to %18 step %c1_2 {
        %19 = arith.muli %arg3, %c64 : index
        %20 = arith.subi %dim_6, %19 : index
        %21 = arith.minui %c64, %20 : index
        %subview_9 = memref.subview %arg0[%19, %12] [%21, %15] [1, 1] : memref<72x200xi8> to memref<?x?xi8, strided<[200, 1], offset: ?>>
        %subview_10 = memref.subview %arg1[%19, %13] [%21, %17] [1, 1] : memref<72x136xi8> to memref<?x?xi8, strided<[136, 1], offset: ?>>
        %c0_i8 = arith.constant 0 : i8
        linalg.fill ins(%c0_i8 : i8) outs(%alloc_7 : memref<64x128xi8, #gpu.address_space<workgroup>>)
        %c0_11 = arith.constant 0 : index
        %dim_12 = memref.dim %subview_9, %c0_11 : memref<?x?xi8, strided<[200, 1], offset: ?>>
        %c1_13 = arith.constant 1 : index
        %dim_14 = memref.dim %subview_9, %c1_13 : memref<?x?xi8, strided<[200, 1], offset: ?>>
        %subview_15 = memref.subview %alloc_7[0, 0] [%dim_12, %dim_14] [1, 1] : memref<64x128xi8, #gpu.address_space<workgroup>> to memref<?x?xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_9, %subview_15 : memref<?x?xi8, strided<[200, 1], offset: ?>> to memref<?x?xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>
        %c0_i8_16 = arith.constant 0 : i8
        linalg.fill ins(%c0_i8_16 : i8) outs(%alloc_8 : memref<64x128xi8, #gpu.address_space<workgroup>>)
        %c0_17 = arith.constant 0 : index
        %dim_18 = memref.dim %subview_10, %c0_17 : memref<?x?xi8, strided<[136, 1], offset: ?>>
        %c1_19 = arith.constant 1 : index
        %dim_20 = memref.dim %subview_10, %c1_19 : memref<?x?xi8, strided<[136, 1], offset: ?>>
        %subview_21 = memref.subview %alloc_8[0, 0] [%dim_18, %dim_20] [1, 1] : memref<64x128xi8, #gpu.address_space<workgroup>> to memref<?x?xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_10, %subview_21 : memref<?x?xi8, strided<[136, 1], offset: ?>> to memref<?x?xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>
        gpu.barrier
        linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_15, %subview_21 : memref<?x?xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>, memref<?x?xi8, strided<[128, 1]>, #gpu.address_space<workgroup>>) outs(%subview : memref<?x?xi32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k32", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 64>, vector_bytes = 8 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: i8, %in_22: i8, %out: i32):
          %22 = arith.extsi %in : i8 to i32
          %23 = arith.extsi %in_22 : i8 to i32
          %24 = arith.muli %22, %23 : i32
          %25 = arith.addi %out, %24 : i32
          linalg.yield %25 : i32
        }
        gpu.barrier
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
      %alloc_10 = memref.alloc() {tir.role = "operand-a"} : memref<128x32xf16, #gpu.address_space<workgroup>>
      %alloc_11 = memref.alloc() {tir.role = "operand-b"} : memref<128x32xf16, #gpu.address_space<workgroup>>
      scf.for %arg4 = %c0_3 to %18 step %c1_6 {
        %19 = arith.muli %arg4, %c32 : index
        %20 = arith.subi %dim_9, %19 : index
        %21 = arith.minui %c32, %20 : index
        %subview_13 = memref.subview %arg0[%arg2, %12, %19] [1, %15, %21] [1, 1, 1] : memref<3x200x72xf16> to memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_14 = memref.subview %arg1[%arg2, %13, %19] [1, %17, %21] [1, 1, 1] : memref<3x136x72xf16> to memref<?x?xf16, strided<[72, 1], offset: ?>>
        %cst_15 = arith.constant 0.000000e+00 : f16
        linalg.fill ins(%cst_15 : f16) outs(%alloc_10 : memref<128x32xf16, #gpu.address_space<workgroup>>)
        %c0_16 = arith.constant 0 : index
        %dim_17 = memref.dim %subview_13, %c0_16 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %c1_18 = arith.constant 1 : index
        %dim_19 = memref.dim %subview_13, %c1_18 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_20 = memref.subview %alloc_10[0, 0] [%dim_17, %dim_19] [1, 1] : memref<128x32xf16, #gpu.address_space<workgroup>> to memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_13, %subview_20 : memref<?x?xf16, strided<[72, 1], offset: ?>> to memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        %cst_21 = arith.constant 0.000000e+00 : f16
        linalg.fill ins(%cst_21 : f16) outs(%alloc_11 : memref<128x32xf16, #gpu.address_space<workgroup>>)
        %c0_22 = arith.constant 0 : index
        %dim_23 = memref.dim %subview_14, %c0_22 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %c1_24 = arith.constant 1 : index
        %dim_25 = memref.dim %subview_14, %c1_24 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_26 = memref.subview %alloc_11[0, 0] [%dim_23, %dim_25] [1, 1] : memref<128x32xf16, #gpu.address_space<workgroup>> to memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_14, %subview_26 : memref<?x?xf16, strided<[72, 1], offset: ?>> to memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        gpu.barrier
        linalg.generic {indexing_maps = [#map, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_20, %subview_26 : memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>, memref<?x?xf16, strided<[32, 1]>, #gpu.address_space<workgroup>>) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: f16, %in_27: f16, %out: f32):
          %22 = arith.extf %in : f16 to f32
          %23 = arith.extf %in_27 : f16 to f32
          %24 = arith.mulf %22, %23 : f32
          %25 = arith.addf %out, %24 : f32
          linalg.yield %25 : f32
        }
        gpu.barrier
      } {tir.role = "k-loop"}
      %subview_12 = memref.subview %alloc_0[%arg2, %12, %13] [1, %15, %17] [1, 1, 1] : memref<3x200x136xf16> to memref<?x?xf16, strided<[136, 1], offset: ?>>
      linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) outs(%subview_12 : memref<?x?xf16, strided<[136, 1], offset: ?>>) {
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
      %alloc_8 = memref.alloc() {tir.role = "operand-a"} : memref<128x32xbf16, #gpu.address_space<workgroup>>
      %alloc_9 = memref.alloc() {tir.role = "operand-b"} : memref<128x32xbf16, #gpu.address_space<workgroup>>
      scf.for %arg3 = %c0_4 to %18 step %c1_3 {
        %19 = arith.muli %arg3, %c32 : index
        %20 = arith.subi %dim_7, %19 : index
        %21 = arith.minui %c32, %20 : index
        %subview_11 = memref.subview %arg0[%12, %19] [%15, %21] [1, 1] : memref<200x72xbf16> to memref<?x?xbf16, strided<[72, 1], offset: ?>>
        %subview_12 = memref.subview %arg1[%13, %19] [%17, %21] [1, 1] : memref<136x72xbf16> to memref<?x?xbf16, strided<[72, 1], offset: ?>>
        %cst_13 = arith.constant 0.000000e+00 : bf16
        linalg.fill ins(%cst_13 : bf16) outs(%alloc_8 : memref<128x32xbf16, #gpu.address_space<workgroup>>)
        %c0_14 = arith.constant 0 : index
        %dim_15 = memref.dim %subview_11, %c0_14 : memref<?x?xbf16, strided<[72, 1], offset: ?>>
        %c1_16 = arith.constant 1 : index
        %dim_17 = memref.dim %subview_11, %c1_16 : memref<?x?xbf16, strided<[72, 1], offset: ?>>
        %subview_18 = memref.subview %alloc_8[0, 0] [%dim_15, %dim_17] [1, 1] : memref<128x32xbf16, #gpu.address_space<workgroup>> to memref<?x?xbf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_11, %subview_18 : memref<?x?xbf16, strided<[72, 1], offset: ?>> to memref<?x?xbf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        %cst_19 = arith.constant 0.000000e+00 : bf16
        linalg.fill ins(%cst_19 : bf16) outs(%alloc_9 : memref<128x32xbf16, #gpu.address_space<workgroup>>)
        %c0_20 = arith.constant 0 : index
        %dim_21 = memref.dim %subview_12, %c0_20 : memref<?x?xbf16, strided<[72, 1], offset: ?>>
        %c1_22 = arith.constant 1 : index
        %dim_23 = memref.dim %subview_12, %c1_22 : memref<?x?xbf16, strided<[72, 1], offset: ?>>
        %subview_24 = memref.subview %alloc_9[0, 0] [%dim_21, %dim_23] [1, 1] : memref<128x32xbf16, #gpu.address_space<workgroup>> to memref<?x?xbf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_12, %subview_24 : memref<?x?xbf16, strided<[72, 1], offset: ?>> to memref<?x?xbf16, strided<[32, 1]>, #gpu.address_space<workgroup>>
        gpu.barrier
        linalg.generic {indexing_maps = [#map, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_18, %subview_24 : memref<?x?xbf16, strided<[32, 1]>, #gpu.address_space<workgroup>>, memref<?x?xbf16, strided<[32, 1]>, #gpu.address_space<workgroup>>) outs(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: bf16, %in_25: bf16, %out: f32):
          %22 = arith.extf %in : bf16 to f32
          %23 = arith.extf %in_25 : bf16 to f32
          %24 = arith.mulf %22, %23 : f32
          %25 = arith.addf %out, %24 : f32
          linalg.yield %25 : f32
        }
        gpu.barrier
      } {tir.role = "k-loop"}
      %subview_10 = memref.subview %alloc_0[%12, %13] [%15, %17] [1, 1] : memref<200x136xbf16> to memref<?x?xbf16, strided<[136, 1], offset: ?>>
      linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<?x?xf32, strided<[136, 1], offset: ?>>) outs(%subview_10 : memref<?x?xbf16, strided<[136, 1], offset: ?>>) {
      ^bb0(%in: f32, %out: bf16):
        %19 = arith.truncf %in : f32 to bf16
        linalg.yield %19 : bf16
      }
    } {mapping = [#gpu.block<x>], tir.kernel = "linear_bf16_gemm3"}
    return %alloc_0 : memref<200x136xbf16>
  }
}

