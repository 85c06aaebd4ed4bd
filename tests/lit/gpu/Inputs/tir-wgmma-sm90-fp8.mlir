// The IR before tir-wgmma: tirc compile tests/lit/Inputs/gemm_sm90_fp8.yaml --target sm_90a --emit=gpu --dump-before=tir-wgmma
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module attributes {gpu.container_module, tir.kernel_problems = {gemm_sm90_fp8_gemm0 = {K = 384 : i64, M = 200 : i64, N = 256 : i64, acc = "f32", in = "f8E4M3FN", out = "bf16", schedule = {mma = "m64n256k32", persistent = false, raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 256, 128>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 8, 1>}}}, tir.kernel_schedules = {gemm_sm90_fp8_gemm0 = "tile 128x256x128, 2 wgmma warpgroups + a TMA producer warpgroup, m64n256k32, 3 stages, TMA 128B swizzle, raster group 8"}} {
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
    %cast = memref.cast %arg0 : memref<200x384xf8E4M3FN> to memref<*xf8E4M3FN>
    %c128_2 = arith.constant 128 : index
    %c128_3 = arith.constant 128 : index
    %3 = nvgpu.tma.create.descriptor %cast box[%c128_2, %c128_3] {tir.role = "tensor-map"} : memref<*xf8E4M3FN> -> <tensor = memref<128x128xf8E4M3FN, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
    %cast_4 = memref.cast %arg1 : memref<256x384xf8E5M2> to memref<*xf8E5M2>
    %c256_5 = arith.constant 256 : index
    %c128_6 = arith.constant 128 : index
    %4 = nvgpu.tma.create.descriptor %cast_4 box[%c256_5, %c128_6] {tir.role = "tensor-map"} : memref<*xf8E5M2> -> <tensor = memref<256x128xf8E5M2, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
    %c1_7 = arith.constant 1 : index
    %c1_8 = arith.constant 1 : index
    %c256_9 = arith.constant 256 : index
    %c148528_i32 = arith.constant 148528 : i32
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %2, %arg10 = %c1_7, %arg11 = %c1_8) threads(%arg6, %arg7, %arg8) in (%arg12 = %c256_9, %arg13 = %c1_8, %arg14 = %c1_8) dynamic_shared_memory_size %c148528_i32 module(@gemm_sm90_fp8_gemm0) function(@gemm_sm90_fp8_gemm0) {
      %c49152 = arith.constant 49152 : index
      %c32768 = arith.constant 32768 : index
      %c16384 = arith.constant 16384 : index
      %c128_10 = arith.constant 128 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c1_11 = arith.constant 1 : index
      %c0_12 = arith.constant 0 : index
      %c147456 = arith.constant 147456 : index
      %c1024 = arith.constant 1024 : index
      %c2_13 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c256_14 = arith.constant 256 : index
      %c128_15 = arith.constant 128 : index
      %c1_16 = arith.constant 1 : index
      %c0_17 = arith.constant 0 : index
      %dim_18 = memref.dim %alloc_0, %c0_17 : memref<200x256xbf16>
      %dim_19 = memref.dim %alloc_0, %c1_16 : memref<200x256xbf16>
      %dim_20 = memref.dim %arg0, %c1_16 : memref<200x384xf8E4M3FN>
      %5 = arith.ceildivui %dim_19, %c256_14 : index
      %6 = arith.muli %5, %c8 : index
      %7 = arith.divui %arg3, %6 : index
      %8 = arith.muli %7, %c8 : index
      %9 = arith.remui %arg3, %6 : index
      %10 = arith.remui %9, %c2_13 : index
      %11 = arith.addi %8, %10 : index
      %12 = arith.divui %9, %c2_13 : index
      %13 = arith.muli %11, %c128_15 : index
      %14 = arith.muli %12, %c256_14 : index
      %15 = arith.subi %dim_18, %13 : index
      %16 = arith.minui %c128_15, %15 : index
      %17 = arith.subi %dim_19, %14 : index
      %18 = arith.minui %c256_14, %17 : index
      %subview = memref.subview %alloc[%13, %14] [%16, %18] [1, 1] : memref<200x256xf32> to memref<?x?xf32, strided<[256, 1], offset: ?>>
      linalg.fill ins(%cst : f32) outs(%subview : memref<?x?xf32, strided<[256, 1], offset: ?>>)
      %19 = arith.ceildivui %dim_20, %c128_15 : index
      %20 = builtin.unrealized_conversion_cast %3 : !nvgpu.tensormap.descriptor<tensor = memref<128x128xf8E4M3FN, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none> to !llvm.ptr
      %21 = builtin.unrealized_conversion_cast %4 : !nvgpu.tensormap.descriptor<tensor = memref<256x128xf8E5M2, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none> to !llvm.ptr
      %22 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %intptr = memref.extract_aligned_pointer_as_index %22 : memref<?xi8, #gpu.address_space<workgroup>> -> index
      %23 = arith.remui %intptr, %c1024 : index
      %24 = arith.subi %c1024, %23 : index
      %25 = arith.remui %24, %c1024 {tir.role = "shared-start"} : index
      %26 = arith.addi %25, %c147456 : index
      %view = memref.view %22[%26][] {tir.role = "mbarriers"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<6xi64, #gpu.address_space<workgroup>>
      %intptr_21 = memref.extract_aligned_pointer_as_index %view : memref<6xi64, #gpu.address_space<workgroup>> -> index
      %27 = arith.index_castui %intptr_21 : index to i64
      %c0_22 = arith.constant {tir.role = "first-step"} 0 : index
      %28 = arith.cmpi eq, %arg6, %c0_12 : index
      scf.if %28 {
        %c0_i64 = arith.constant 0 : i64
        %29 = arith.addi %27, %c0_i64 : i64
        %30 = llvm.inttoptr %29 : i64 to !llvm.ptr<3>
        %c1_i32 = arith.constant 1 : i32
        nvvm.mbarrier.init %30, %c1_i32 : !llvm.ptr<3>, i32
        %c24_i64 = arith.constant 24 : i64
        %31 = arith.addi %27, %c24_i64 : i64
        %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<3>
        %c256_i32 = arith.constant 256 : i32
        nvvm.mbarrier.init %32, %c256_i32 : !llvm.ptr<3>, i32
        %c8_i64 = arith.constant 8 : i64
        %33 = arith.addi %27, %c8_i64 : i64
        %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
        %c1_i32_25 = arith.constant 1 : i32
        nvvm.mbarrier.init %34, %c1_i32_25 : !llvm.ptr<3>, i32
        %c32_i64 = arith.constant 32 : i64
        %35 = arith.addi %27, %c32_i64 : i64
        %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<3>
        %c256_i32_26 = arith.constant 256 : i32
        nvvm.mbarrier.init %36, %c256_i32_26 : !llvm.ptr<3>, i32
        %c16_i64 = arith.constant 16 : i64
        %37 = arith.addi %27, %c16_i64 : i64
        %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<3>
        %c1_i32_27 = arith.constant 1 : i32
        nvvm.mbarrier.init %38, %c1_i32_27 : !llvm.ptr<3>, i32
        %c40_i64 = arith.constant 40 : i64
        %39 = arith.addi %27, %c40_i64 : i64
        %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
        %c256_i32_28 = arith.constant 256 : i32
        nvvm.mbarrier.init %40, %c256_i32_28 : !llvm.ptr<3>, i32
        nvvm.fence.mbarrier.init
      }
      gpu.barrier {tir.role = "barriers-ready"}
      scf.for %arg15 = %c0_17 to %19 step %c1_16 {
        %29 = arith.addi %arg15, %c1_11 : index
        %30 = arith.minui %29, %19 : index
        scf.for %arg16 = %arg15 to %30 step %c1_11 {
          %53 = arith.cmpi eq, %arg6, %c0_12 : index
          scf.if %53 {
            %54 = arith.remui %arg16, %c3 : index
            %55 = arith.cmpi ule, %c3, %arg16 : index
            scf.if %55 {
              %78 = arith.divui %arg16, %c3 : index
              %79 = arith.addi %78, %c1_11 : index
              %80 = arith.remui %79, %c2 : index
              %81 = arith.index_castui %80 : index to i32
              %82 = arith.addi %54, %c3 : index
              %83 = arith.index_castui %82 : index to i64
              %c8_i64_33 = arith.constant 8 : i64
              %84 = arith.muli %83, %c8_i64_33 : i64
              %85 = arith.addi %27, %84 : i64
              %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<3>
              %c10000000_i32_34 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity %86, %81, %c10000000_i32_34 : !llvm.ptr<3>, i32, i32
            }
            %56 = arith.index_castui %54 : index to i64
            %c8_i64_28 = arith.constant 8 : i64
            %57 = arith.muli %56, %c8_i64_28 : i64
            %58 = arith.addi %27, %57 : i64
            %59 = llvm.inttoptr %58 : i64 to !llvm.ptr<3>
            %c49152_i32 = arith.constant 49152 : i32
            %60 = nvvm.mbarrier.arrive.expect_tx %59, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
            %61 = arith.subi %arg16, %c0_22 : index
            %62 = arith.muli %61, %c128_10 : index
            %63 = arith.muli %54, %c16384 : index
            %64 = arith.addi %25, %63 : index
            %view_29 = memref.view %22[%64][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>
            %intptr_30 = memref.extract_aligned_pointer_as_index %view_29 : memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>> -> index
            %65 = arith.index_castui %intptr_30 : index to i64
            %66 = llvm.inttoptr %65 : i64 to !llvm.ptr<3>
            %67 = llvm.addrspacecast %66 : !llvm.ptr<3> to !llvm.ptr<7>
            %68 = arith.index_castui %62 : index to i32
            %69 = arith.index_castui %13 : index to i32
            nvvm.cp.async.bulk.tensor.shared.cluster.global %67, %20, %59, box[%68, %69] : !llvm.ptr<7>, !llvm.ptr
            %70 = arith.muli %54, %c32768 : index
            %71 = arith.addi %c49152, %70 : index
            %72 = arith.addi %25, %71 : index
            %view_31 = memref.view %22[%72][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256x128xf8E5M2, #gpu.address_space<workgroup>>
            %intptr_32 = memref.extract_aligned_pointer_as_index %view_31 : memref<256x128xf8E5M2, #gpu.address_space<workgroup>> -> index
            %73 = arith.index_castui %intptr_32 : index to i64
            %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<3>
            %75 = llvm.addrspacecast %74 : !llvm.ptr<3> to !llvm.ptr<7>
            %76 = arith.index_castui %62 : index to i32
            %77 = arith.index_castui %14 : index to i32
            nvvm.cp.async.bulk.tensor.shared.cluster.global %75, %21, %59, box[%76, %77] : !llvm.ptr<7>, !llvm.ptr
          }
        } {tir.role = "tma-issue"}
        %31 = arith.muli %arg15, %c128_15 : index
        %32 = arith.subi %dim_20, %31 : index
        %33 = arith.minui %c128_15, %32 : index
        %34 = arith.remui %arg15, %c3 : index
        %35 = arith.divui %arg15, %c3 : index
        %36 = arith.remui %35, %c2 : index
        %37 = arith.index_castui %36 : index to i32
        %38 = arith.index_castui %34 : index to i64
        %c8_i64 = arith.constant 8 : i64
        %39 = arith.muli %38, %c8_i64 : i64
        %40 = arith.addi %27, %39 : i64
        %41 = llvm.inttoptr %40 : i64 to !llvm.ptr<3>
        %c10000000_i32 = arith.constant 10000000 : i32
        nvvm.mbarrier.try_wait.parity %41, %37, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %42 = arith.muli %34, %c16384 : index
        %43 = arith.addi %25, %42 : index
        %view_25 = memref.view %22[%43][] {tir.role = "operand-a"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>
        %44 = arith.muli %34, %c32768 : index
        %45 = arith.addi %c49152, %44 : index
        %46 = arith.addi %25, %45 : index
        %view_26 = memref.view %22[%46][] {tir.role = "operand-b"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<256x128xf8E5M2, #gpu.address_space<workgroup>>
        linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%view_25, %view_26 : memref<128x128xf8E4M3FN, #gpu.address_space<workgroup>>, memref<256x128xf8E5M2, #gpu.address_space<workgroup>>) outs(%subview : memref<?x?xf32, strided<[256, 1], offset: ?>>) attrs =  {tir.schedule = {mma = "m64n256k32", persistent = false, raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 256, 128>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 8, 1>}} {
        ^bb0(%in: f8E4M3FN, %in_28: f8E5M2, %out: f32):
          %53 = arith.extf %in : f8E4M3FN to f32
          %54 = arith.extf %in_28 : f8E5M2 to f32
          %55 = arith.mulf %53, %54 : f32
          %56 = arith.addf %out, %55 : f32
          linalg.yield %56 : f32
        }
        %47 = arith.addi %34, %c3 : index
        %48 = arith.index_castui %47 : index to i64
        %c8_i64_27 = arith.constant 8 : i64
        %49 = arith.muli %48, %c8_i64_27 : i64
        %50 = arith.addi %27, %49 : i64
        %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<3>
        %52 = nvvm.mbarrier.arrive %51 {tir.role = "slot-release"} : !llvm.ptr<3> -> i64
      } {tir.role = "tma-k-loop"}
      %subview_23 = memref.subview %alloc_0[%13, %14] [%16, %18] [1, 1] : memref<200x256xbf16> to memref<?x?xbf16, strided<[256, 1], offset: ?>>
      %subview_24 = memref.subview %arg2[%14] [%18] [1] : memref<256xbf16> to memref<?xbf16, strided<[1], offset: ?>>
      linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%subview, %subview_24 : memref<?x?xf32, strided<[256, 1], offset: ?>>, memref<?xbf16, strided<[1], offset: ?>>) outs(%subview_23 : memref<?x?xbf16, strided<[256, 1], offset: ?>>) {
      ^bb0(%in: f32, %in_25: bf16, %out: bf16):
        %29 = arith.extf %in_25 : bf16 to f32
        %30 = arith.addf %in, %29 : f32
        %31 = arith.truncf %30 : f32 to bf16
        linalg.yield %31 : bf16
      }
      gpu.terminator
    } {tir.schedule = {mma = "m64n256k32", persistent = false, raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 256, 128>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 8, 1>}}
    return %alloc_0 : memref<200x256xbf16>
  }
}

