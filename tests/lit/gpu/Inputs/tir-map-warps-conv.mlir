// The IR before tir-map-warps: tirc compile tests/lit/Inputs/conv2d_f16.mlir --emit=gpu --dump-before=tir-map-warps
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {tir.kernel_problems = {conv_conv0 = {K = 72 : i64, M = 98 : i64, N = 16 : i64, acc = "f32", in = "f16", out = "f32", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 16, 64, 64>, vector_bytes = 16 : i64, warps = array<i64: 1, 4>}}}, tir.kernel_schedules = {conv_conv0 = "tile 16x64x64, warps 1x4, m16n8k16, 4 stages, swizzled smem, 16-byte copies, raster group 8"}} {
  func.func @conv(%arg0: memref<2x8x13x13xf16>, %arg1: memref<16x8x3x3xf16>, %arg2: memref<16xf16>) -> memref<2x16x7x7xf32> {
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c13 = arith.constant 13 : index
    %c1_0 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f16
    %cst_1 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x16x7x7xf32>
    %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x8x13x13xf16> to memref<98x72xf16> {tir.im2col = {batch = 2 : i64, channels = 8 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, filters = 16 : i64, height = 13 : i64, kernel_h = 3 : i64, kernel_w = 3 : i64, nhwc = false, out_h = 7 : i64, out_w = 7 : i64, pad_h = 1 : i64, pad_w = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64, width = 13 : i64}}
    %collapse_shape = memref.collapse_shape %arg1 [[0], [1, 2, 3]] : memref<16x8x3x3xf16> into memref<16x72xf16>
    %1 = builtin.unrealized_conversion_cast %alloc : memref<2x16x7x7xf32> to memref<98x16xf32> {tir.conv_output = {batch = 2 : i64, channels = 8 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, filters = 16 : i64, height = 13 : i64, kernel_h = 3 : i64, kernel_w = 3 : i64, nhwc = false, out_h = 7 : i64, out_w = 7 : i64, pad_h = 1 : i64, pad_w = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64, width = 13 : i64}}
    %dim = memref.dim %1, %c0 : memref<98x16xf32>
    %dim_2 = memref.dim %1, %c1 : memref<98x16xf32>
    %2 = arith.ceildivui %dim, %c16 : index
    %3 = arith.ceildivui %dim_2, %c64 : index
    %4 = arith.muli %2, %3 : index
    scf.forall (%arg3) in (%4) {
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c64_3 = arith.constant 64 : index
      %c16_4 = arith.constant 16 : index
      %c1_5 = arith.constant 1 : index
      %c0_6 = arith.constant 0 : index
      %dim_7 = memref.dim %1, %c0_6 : memref<98x16xf32>
      %dim_8 = memref.dim %1, %c1_5 : memref<98x16xf32>
      %dim_9 = memref.dim %0, %c1_5 : memref<98x72xf16>
      %5 = arith.ceildivui %dim_7, %c16_4 : index
      %6 = arith.ceildivui %dim_8, %c64_3 : index
      %7 = arith.muli %6, %c8 : index
      %8 = arith.divui %arg3, %7 : index
      %9 = arith.muli %8, %c8 : index
      %10 = arith.remui %arg3, %7 : index
      %11 = arith.remui %10, %c7 : index
      %12 = arith.addi %9, %11 : index
      %13 = arith.divui %10, %c7 : index
      %14 = arith.muli %12, %c16_4 : index
      %15 = arith.muli %13, %c64_3 : index
      %16 = arith.subi %dim_7, %14 : index
      %17 = arith.minui %c16_4, %16 : index
      %18 = arith.subi %dim_8, %15 : index
      %19 = arith.minui %c64_3, %18 : index
      %subview = memref.subview %1[%14, %15] [%17, %19] [1, 1] : memref<98x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
      linalg.fill ins(%cst_1 : f32) outs(%subview : memref<?x?xf32, strided<[16, 1], offset: ?>>)
      %20 = arith.ceildivui %dim_9, %c64_3 : index
      %alloc_10 = memref.alloc() {tir.role = "operand-a"} : memref<16x64xf16, #gpu.address_space<workgroup>>
      %alloc_11 = memref.alloc() {tir.role = "operand-b"} : memref<64x64xf16, #gpu.address_space<workgroup>>
      scf.for %arg4 = %c0_6 to %20 step %c1_5 {
        %21 = arith.muli %arg4, %c64_3 : index
        %22 = arith.subi %dim_9, %21 : index
        %23 = arith.minui %c64_3, %22 : index
        %subview_12 = memref.subview %0[%14, %21] [%17, %23] [1, 1] : memref<98x72xf16> to memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_13 = memref.subview %collapse_shape[%15, %21] [%19, %23] [1, 1] : memref<16x72xf16> to memref<?x?xf16, strided<[72, 1], offset: ?>>
        %cst_14 = arith.constant 0.000000e+00 : f16
        linalg.fill ins(%cst_14 : f16) outs(%alloc_10 : memref<16x64xf16, #gpu.address_space<workgroup>>)
        %c0_15 = arith.constant 0 : index
        %dim_16 = memref.dim %subview_12, %c0_15 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %c1_17 = arith.constant 1 : index
        %dim_18 = memref.dim %subview_12, %c1_17 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_19 = memref.subview %alloc_10[0, 0] [%dim_16, %dim_18] [1, 1] : memref<16x64xf16, #gpu.address_space<workgroup>> to memref<?x?xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_12, %subview_19 : memref<?x?xf16, strided<[72, 1], offset: ?>> to memref<?x?xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
        %cst_20 = arith.constant 0.000000e+00 : f16
        linalg.fill ins(%cst_20 : f16) outs(%alloc_11 : memref<64x64xf16, #gpu.address_space<workgroup>>)
        %c0_21 = arith.constant 0 : index
        %dim_22 = memref.dim %subview_13, %c0_21 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %c1_23 = arith.constant 1 : index
        %dim_24 = memref.dim %subview_13, %c1_23 : memref<?x?xf16, strided<[72, 1], offset: ?>>
        %subview_25 = memref.subview %alloc_11[0, 0] [%dim_22, %dim_24] [1, 1] : memref<64x64xf16, #gpu.address_space<workgroup>> to memref<?x?xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
        memref.copy %subview_13, %subview_25 : memref<?x?xf16, strided<[72, 1], offset: ?>> to memref<?x?xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>
        gpu.barrier
        linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%subview_19, %subview_25 : memref<?x?xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>, memref<?x?xf16, strided<[64, 1]>, #gpu.address_space<workgroup>>) outs(%subview : memref<?x?xf32, strided<[16, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 16, 64, 64>, vector_bytes = 16 : i64, warps = array<i64: 1, 4>}} {
        ^bb0(%in: f16, %in_26: f16, %out: f32):
          %24 = arith.extf %in : f16 to f32
          %25 = arith.extf %in_26 : f16 to f32
          %26 = arith.mulf %24, %25 : f32
          %27 = arith.addf %out, %26 : f32
          linalg.yield %27 : f32
        }
        gpu.barrier
      } {tir.role = "k-loop"}
    } {mapping = [#gpu.block<x>], tir.kernel = "conv_conv0"}
    return %alloc : memref<2x16x7x7xf32>
  }
}

