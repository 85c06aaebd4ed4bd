// The IR before tir-map-warps: tirc compile tests/lit/Inputs/w8a8_dequant.yaml --target sm_87 --emit=gpu --dump-before=tir-map-warps
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (0)>
#map5 = affine_map<(d0, d1) -> (d1)>
module attributes {tir.kernel_problems = {w8a8_gemm0 = {K = 96 : i64, M = 200 : i64, N = 136 : i64, acc = "i32", in = "i8", out = "f16", schedule = {mma = "m16n8k32", raster_group = 8 : i64, split_k = 1 : i64, stages = 2 : i64, swizzle = true, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}}, tir.kernel_schedules = {w8a8_gemm0 = "tile 64x64x32, warps 2x2, m16n8k32, 2 stages, swizzled smem, 16-byte copies, raster group 8"}} {
  func.func @w8a8(%arg0: memref<200x96xi8>, %arg1: memref<136x96xi8>, %arg2: memref<1xf32>, %arg3: memref<136xf32>, %arg4: memref<136xf16>) -> memref<200x136xf16> attributes {tir.arg_names = ["a", "b", "scale_a", "scale_b", "bias"], tir.dims = [["M", "K"], ["N", "K"], ["1"], ["N"], ["N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "matmul", schedule = {stages = 2 : i64, tile = array<i64: 64, 64, 32>, warps = array<i64: 2, 2>}}} {
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xi32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<200x136xf16>
    %dim = memref.dim %alloc_0, %c0 : memref<200x136xf16>
    %dim_1 = memref.dim %alloc_0, %c1 : memref<200x136xf16>
    %0 = arith.ceildivui %dim, %c64 : index
    %1 = arith.ceildivui %dim_1, %c64 : index
    %2 = arith.muli %0, %1 : index
    scf.forall (%arg5) in (%2) {
      %c32 = arith.constant 32 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c64_2 = arith.constant 64 : index
      %c1_3 = arith.constant 1 : index
      %c0_4 = arith.constant 0 : index
      %dim_5 = memref.dim %alloc_0, %c0_4 : memref<200x136xf16>
      %dim_6 = memref.dim %alloc_0, %c1_3 : memref<200x136xf16>
      %dim_7 = memref.dim %arg0, %c1_3 : memref<200x96xi8>
      %3 = arith.ceildivui %dim_5, %c64_2 : index
      %4 = arith.ceildivui %dim_6, %c64_2 : index
      %5 = arith.muli %4, %c8 : index
      %6 = arith.divui %arg5, %5 : index
      %7 = arith.muli %6, %c8 : index
      %8 = arith.remui %arg5, %5 : index
      %9 = arith.remui %8, %c4 : index
      %10 = arith.addi %7, %9 : index
      %11 = arith.divui %8, %c4 : index
      %12 = arith.muli %10, %c64_2 : index
      %13 = arith.muli %11, %c64_2 : index
      %14 = arith.subi %dim_5, %12 : index
      %15 = arith.minui %c64_2, %14 : index
      %16 = arith.subi %dim_6, %13 : index
      %17 = arith.minui %c64_2, %16 : index
      %subview = memref.subview %alloc[%12, %13] [%15, %17] [1, 1] : memref<200x136xi32> to memref<?x?xi32, strided<[136, 1], offset: ?>>
      linalg.fill ins(%c0_i32 : i32) outs(%subview : memref<?x?xi32, strided<[136, 1], offset: ?>>)
      %18 = arith.ceildivui %dim_7, %c32 : index
      %alloc_8 = memref.alloc() {tir.role = "operand-a"} : memref<64x32xi8, #gpu.address_space<workgroup>>
      %alloc_9 = memref.alloc() {tir.role = "operand-b"} : memref<64x32xi8, #gpu.address_space<workgroup>>
      scf.for %arg6 = %c0_4 to %18 step %c1_3 {
        %19 = arith.muli %arg6, %c32 : index
        %20 = arith.subi %dim_7, %19 : index
        %21 = arith.minui %c32, %20 : index
        %subview_14 = memref.subview %arg0[%12, %19] [%15, %21] [1, 1] : memref<200x96xi8> to memref<?x?xi8, strided<[96, 1], offset: ?>>
        %subview_15 = memref.subview %arg1[%13, %19] [%17, %21] [1, 1] : memref<136x96xi8> to memref<?x?xi8, strided<[96, 1], offset: ?>>
        %c0_i8 = arith.constant 0 : i8
        linalg.fill ins(%c0_i8 : i8) outs(%alloc_8 : memref<64x32xi8, #gpu.address_space<workgroup>>)
        %c0_16 = arith.constant 0 : index
        %dim_17 = memref.dim %subview_14, %c0_16 : memref<?x?xi8, strided<[96, 1], offset: ?>>
        %c1_18 = arith.constant 1 : index
        %dim_19 = memref.dim %subview_14, %c1_18 : memref<?x?xi8, strided<[96, 1], offset: ?>>
        %subview_20 = memref.subview %alloc_8[0, 0] [%dim_17, %dim_19] [1, 1] : memref<64x32xi8, #gpu.address_space<workgroup>> to memref<?x?xi8, strided<[32, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_14, %subview_20 : memref<?x?xi8, strided<[96, 1], offset: ?>> to memref<?x?xi8, strided<[32, 1]>, #gpu.address_space<workgroup>>
        %c0_i8_21 = arith.constant 0 : i8
        linalg.fill ins(%c0_i8_21 : i8) outs(%alloc_9 : memref<64x32xi8, #gpu.address_space<workgroup>>)
        %c0_22 = arith.constant 0 : index
        %dim_23 = memref.dim %subview_15, %c0_22 : memref<?x?xi8, strided<[96, 1], offset: ?>>
        %c1_24 = arith.constant 1 : index
        %dim_25 = memref.dim %subview_15, %c1_24 : memref<?x?xi8, strided<[96, 1], offset: ?>>
        %subview_26 = memref.subview %alloc_9[0, 0] [%dim_23, %dim_25] [1, 1] : memref<64x32xi8, #gpu.address_space<workgroup>> to memref<?x?xi8, strided<[32, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_15, %subview_26 : memref<?x?xi8, strided<[96, 1], offset: ?>> to memref<?x?xi8, strided<[32, 1]>, #gpu.address_space<workgroup>>
        gpu.barrier
        linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_20, %subview_26 : memref<?x?xi8, strided<[32, 1]>, #gpu.address_space<workgroup>>, memref<?x?xi8, strided<[32, 1]>, #gpu.address_space<workgroup>>) outs(%subview : memref<?x?xi32, strided<[136, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k32", raster_group = 8 : i64, split_k = 1 : i64, stages = 2 : i64, swizzle = true, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}} {
        ^bb0(%in: i8, %in_27: i8, %out: i32):
          %22 = arith.extsi %in : i8 to i32
          %23 = arith.extsi %in_27 : i8 to i32
          %24 = arith.muli %22, %23 : i32
          %25 = arith.addi %out, %24 : i32
          linalg.yield %25 : i32
        }
        gpu.barrier
      } {tir.role = "k-loop"}
      %subview_10 = memref.subview %alloc_0[%12, %13] [%15, %17] [1, 1] : memref<200x136xf16> to memref<?x?xf16, strided<[136, 1], offset: ?>>
      %subview_11 = memref.subview %arg2[0] [1] [1] : memref<1xf32> to memref<1xf32, strided<[1]>>
      %subview_12 = memref.subview %arg3[%13] [%17] [1] : memref<136xf32> to memref<?xf32, strided<[1], offset: ?>>
      %subview_13 = memref.subview %arg4[%13] [%17] [1] : memref<136xf16> to memref<?xf16, strided<[1], offset: ?>>
      linalg.generic {indexing_maps = [#map3, #map4, #map5, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%subview, %subview_11, %subview_12, %subview_13 : memref<?x?xi32, strided<[136, 1], offset: ?>>, memref<1xf32, strided<[1]>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf16, strided<[1], offset: ?>>) outs(%subview_10 : memref<?x?xf16, strided<[136, 1], offset: ?>>) {
      ^bb0(%in: i32, %in_14: f32, %in_15: f32, %in_16: f16, %out: f16):
        %19 = arith.sitofp %in : i32 to f32
        %20 = arith.mulf %19, %in_14 : f32
        %21 = arith.mulf %20, %in_15 : f32
        %22 = arith.extf %in_16 : f16 to f32
        %23 = arith.addf %21, %22 : f32
        %24 = arith.negf %23 : f32
        %25 = math.exp %24 : f32
        %26 = arith.addf %25, %cst : f32
        %27 = arith.divf %23, %26 : f32
        %28 = arith.truncf %27 : f32 to f16
        linalg.yield %28 : f16
      }
    } {mapping = [#gpu.block<x>], tir.kernel = "w8a8_gemm0"}
    return %alloc_0 : memref<200x136xf16>
  }
}

