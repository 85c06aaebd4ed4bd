// The IR before tir-shared-memory: tirc compile tests/lit/Inputs/gemm-stages.yaml --emit=gpu --dump-before=tir-shared-memory
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module attributes {gpu.container_module, tir.kernel_problems = {gemm_2_stages_gemm1 = {K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "f32", in = "f16", out = "f16", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 2 : i64, swizzle = true, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}, gemm_4_stages_gemm0 = {K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "f32", in = "f16", out = "f16", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}, gemm_unswizzled_gemm2 = {K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "f32", in = "f16", out = "f16", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = false, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}}, tir.kernel_schedules = {gemm_2_stages_gemm1 = "tile 64x64x32, warps 2x2, m16n8k16, 2 stages, swizzled smem, 16-byte copies, raster group 8", gemm_4_stages_gemm0 = "tile 64x64x32, warps 2x2, m16n8k16, 4 stages, swizzled smem, 16-byte copies, raster group 8", gemm_unswizzled_gemm2 = "tile 64x64x32, warps 2x2, m16n8k16, 3 stages, plain smem, 16-byte copies, raster group 8"}} {
  func.func @gemm_4_stages(%arg0: memref<200x72xf16>, %arg1: memref<72x136xf16>) -> memref<200x136xf16> attributes {tir.arg_names = ["a", "b"], tir.dims = [["M", "K"], ["K", "N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "row", op = "matmul", schedule = {mma = "m16n8k16", stages = 4 : i64, swizzle = "auto", tile = array<i64: 64, 64, 32>, warps = array<i64: 2, 2>}}} {
    %c72 = arith.constant 72 : index
    %c136 = arith.constant 136 : index
    %c200 = arith.constant 200 : index
    %c12 = arith.constant 12 : index
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf16>
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c12, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c0_i32 module(@gemm_4_stages_gemm0) function(@gemm_4_stages_gemm0) {
      %c384 = arith.constant 384 : index
      %c256 = arith.constant 256 : index
      %c128_0 = arith.constant 128 : index
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c3 = arith.constant 3 : index
      %c1_1 = arith.constant 1 : index
      %c0_2 = arith.constant 0 : index
      %c24_3 = arith.constant 24 : index
      %c16_4 = arith.constant 16 : index
      %c8_5 = arith.constant 8 : index
      %c4_6 = arith.constant 4 : index
      %c2_7 = arith.constant 2 : index
      %c32_8 = arith.constant 32 : index
      %c8_9 = arith.constant 8 : index
      %c4_10 = arith.constant 4 : index
      %c2_11 = arith.constant 2 : index
      %0 = arith.divui %arg2, %c24 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg2, %c24 : index
      %3 = arith.remui %2, %c4 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c4 : index
      %6 = arith.muli %4, %c64 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c64 {tir.role = "block-col"} : index
      %alloc_12 = memref.alloc() {tir.role = "operand-a"} : memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %alloc_13 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %8 = arith.divui %arg5, %c32 : index
      %9 = arith.divui %8, %c2 : index
      %10 = arith.muli %9, %c32 : index
      %11 = arith.remui %8, %c2 : index
      %12 = arith.muli %11, %c32 : index
      %13 = arith.remui %arg5, %c32 : index
      %14 = arith.divui %arg5, %c4 : index
      %15 = arith.remui %arg5, %c4 : index
      %16 = arith.muli %15, %c8 : index
      %17 = arith.addi %6, %14 : index
      %18 = arith.cmpi ult, %16, %c72 : index
      %19 = arith.cmpi ult, %17, %c200 : index
      %20 = arith.andi %19, %18 : i1
      %21 = arith.select %20, %c8, %c0 : index
      %22 = arith.divui %14, %c2_11 : index
      %23 = arith.remui %22, %c4_10 : index
      %24 = arith.divui %16, %c8_9 : index
      %25 = arith.remui %16, %c8_9 : index
      %26 = arith.xori %24, %23 : index
      %27 = arith.muli %26, %c8_9 : index
      %28 = arith.addi %27, %25 : index
      %29 = nvgpu.device_async_copy %arg0[%17, %16], %alloc_12[%c0, %14, %28], 8, %21 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %30 = arith.addi %14, %c32 : index
      %31 = arith.addi %17, %c32 : index
      %32 = arith.cmpi ult, %31, %c200 : index
      %33 = arith.andi %32, %18 : i1
      %34 = arith.select %33, %c8, %c0 : index
      %35 = arith.divui %30, %c2_11 : index
      %36 = arith.remui %35, %c4_10 : index
      %37 = arith.divui %16, %c8_9 : index
      %38 = arith.remui %16, %c8_9 : index
      %39 = arith.xori %37, %36 : index
      %40 = arith.muli %39, %c8_9 : index
      %41 = arith.addi %40, %38 : index
      %42 = nvgpu.device_async_copy %arg0[%31, %16], %alloc_12[%c0, %30, %41], 8, %34 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %43 = arith.divui %arg5, %c8 : index
      %44 = arith.remui %arg5, %c8 : index
      %45 = arith.muli %44, %c8 : index
      %46 = arith.addi %7, %45 : index
      %47 = arith.cmpi ult, %46, %c136 : index
      %48 = arith.cmpi ult, %43, %c72 : index
      %49 = arith.andi %48, %47 : i1
      %50 = arith.select %49, %c8, %c0 : index
      %51 = arith.remui %43, %c8_9 : index
      %52 = arith.divui %45, %c8_9 : index
      %53 = arith.remui %45, %c8_9 : index
      %54 = arith.xori %52, %51 : index
      %55 = arith.muli %54, %c8_9 : index
      %56 = arith.addi %55, %53 : index
      %57 = nvgpu.device_async_copy %arg1[%43, %46], %alloc_13[%c0, %43, %56], 8, %50 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %58 = arith.addi %43, %c16 : index
      %59 = arith.addi %43, %c16 : index
      %60 = arith.cmpi ult, %59, %c72 : index
      %61 = arith.andi %60, %47 : i1
      %62 = arith.select %61, %c8, %c0 : index
      %63 = arith.remui %58, %c8_9 : index
      %64 = arith.divui %45, %c8_9 : index
      %65 = arith.remui %45, %c8_9 : index
      %66 = arith.xori %64, %63 : index
      %67 = arith.muli %66, %c8_9 : index
      %68 = arith.addi %67, %65 : index
      %69 = nvgpu.device_async_copy %arg1[%59, %46], %alloc_13[%c0, %58, %68], 8, %62 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %70 = nvgpu.device_async_create_group %29, %42, %57, %69
      %71 = arith.divui %arg5, %c4 : index
      %72 = arith.remui %arg5, %c4 : index
      %73 = arith.muli %72, %c8 : index
      %74 = arith.addi %6, %71 : index
      %75 = arith.addi %73, %c32 : index
      %76 = arith.cmpi ult, %75, %c72 : index
      %77 = arith.cmpi ult, %74, %c200 : index
      %78 = arith.andi %77, %76 : i1
      %79 = arith.select %78, %c8, %c0 : index
      %80 = arith.divui %71, %c2_11 : index
      %81 = arith.remui %80, %c4_10 : index
      %82 = arith.divui %73, %c8_9 : index
      %83 = arith.remui %73, %c8_9 : index
      %84 = arith.xori %82, %81 : index
      %85 = arith.muli %84, %c8_9 : index
      %86 = arith.addi %85, %83 : index
      %87 = nvgpu.device_async_copy %arg0[%74, %75], %alloc_12[%c1, %71, %86], 8, %79 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %88 = arith.addi %71, %c32 : index
      %89 = arith.addi %74, %c32 : index
      %90 = arith.cmpi ult, %89, %c200 : index
      %91 = arith.andi %90, %76 : i1
      %92 = arith.select %91, %c8, %c0 : index
      %93 = arith.divui %88, %c2_11 : index
      %94 = arith.remui %93, %c4_10 : index
      %95 = arith.divui %73, %c8_9 : index
      %96 = arith.remui %73, %c8_9 : index
      %97 = arith.xori %95, %94 : index
      %98 = arith.muli %97, %c8_9 : index
      %99 = arith.addi %98, %96 : index
      %100 = nvgpu.device_async_copy %arg0[%89, %75], %alloc_12[%c1, %88, %99], 8, %92 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %101 = arith.divui %arg5, %c8 : index
      %102 = arith.remui %arg5, %c8 : index
      %103 = arith.muli %102, %c8 : index
      %104 = arith.addi %101, %c32 : index
      %105 = arith.addi %7, %103 : index
      %106 = arith.cmpi ult, %105, %c136 : index
      %107 = arith.cmpi ult, %104, %c72 : index
      %108 = arith.andi %107, %106 : i1
      %109 = arith.select %108, %c8, %c0 : index
      %110 = arith.remui %101, %c8_9 : index
      %111 = arith.divui %103, %c8_9 : index
      %112 = arith.remui %103, %c8_9 : index
      %113 = arith.xori %111, %110 : index
      %114 = arith.muli %113, %c8_9 : index
      %115 = arith.addi %114, %112 : index
      %116 = nvgpu.device_async_copy %arg1[%104, %105], %alloc_13[%c1, %101, %115], 8, %109 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %117 = arith.addi %101, %c16 : index
      %118 = arith.addi %104, %c16 : index
      %119 = arith.cmpi ult, %118, %c72 : index
      %120 = arith.andi %119, %106 : i1
      %121 = arith.select %120, %c8, %c0 : index
      %122 = arith.remui %117, %c8_9 : index
      %123 = arith.divui %103, %c8_9 : index
      %124 = arith.remui %103, %c8_9 : index
      %125 = arith.xori %123, %122 : index
      %126 = arith.muli %125, %c8_9 : index
      %127 = arith.addi %126, %124 : index
      %128 = nvgpu.device_async_copy %arg1[%118, %105], %alloc_13[%c1, %117, %127], 8, %121 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %129 = nvgpu.device_async_create_group %87, %100, %116, %128
      %130 = arith.divui %arg5, %c4 : index
      %131 = arith.remui %arg5, %c4 : index
      %132 = arith.muli %131, %c8 : index
      %133 = arith.addi %6, %130 : index
      %134 = arith.addi %132, %c64 : index
      %135 = arith.cmpi ult, %134, %c72 : index
      %136 = arith.cmpi ult, %133, %c200 : index
      %137 = arith.andi %136, %135 : i1
      %138 = arith.select %137, %c8, %c0 : index
      %139 = arith.divui %130, %c2_11 : index
      %140 = arith.remui %139, %c4_10 : index
      %141 = arith.divui %132, %c8_9 : index
      %142 = arith.remui %132, %c8_9 : index
      %143 = arith.xori %141, %140 : index
      %144 = arith.muli %143, %c8_9 : index
      %145 = arith.addi %144, %142 : index
      %146 = nvgpu.device_async_copy %arg0[%133, %134], %alloc_12[%c2, %130, %145], 8, %138 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %147 = arith.addi %130, %c32 : index
      %148 = arith.addi %133, %c32 : index
      %149 = arith.cmpi ult, %148, %c200 : index
      %150 = arith.andi %149, %135 : i1
      %151 = arith.select %150, %c8, %c0 : index
      %152 = arith.divui %147, %c2_11 : index
      %153 = arith.remui %152, %c4_10 : index
      %154 = arith.divui %132, %c8_9 : index
      %155 = arith.remui %132, %c8_9 : index
      %156 = arith.xori %154, %153 : index
      %157 = arith.muli %156, %c8_9 : index
      %158 = arith.addi %157, %155 : index
      %159 = nvgpu.device_async_copy %arg0[%148, %134], %alloc_12[%c2, %147, %158], 8, %151 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %160 = arith.divui %arg5, %c8 : index
      %161 = arith.remui %arg5, %c8 : index
      %162 = arith.muli %161, %c8 : index
      %163 = arith.addi %160, %c64 : index
      %164 = arith.addi %7, %162 : index
      %165 = arith.cmpi ult, %164, %c136 : index
      %166 = arith.cmpi ult, %163, %c72 : index
      %167 = arith.andi %166, %165 : i1
      %168 = arith.select %167, %c8, %c0 : index
      %169 = arith.remui %160, %c8_9 : index
      %170 = arith.divui %162, %c8_9 : index
      %171 = arith.remui %162, %c8_9 : index
      %172 = arith.xori %170, %169 : index
      %173 = arith.muli %172, %c8_9 : index
      %174 = arith.addi %173, %171 : index
      %175 = nvgpu.device_async_copy %arg1[%163, %164], %alloc_13[%c2, %160, %174], 8, %168 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %176 = arith.addi %160, %c16 : index
      %177 = arith.addi %163, %c16 : index
      %178 = arith.cmpi ult, %177, %c72 : index
      %179 = arith.andi %178, %165 : i1
      %180 = arith.select %179, %c8, %c0 : index
      %181 = arith.remui %176, %c8_9 : index
      %182 = arith.divui %162, %c8_9 : index
      %183 = arith.remui %162, %c8_9 : index
      %184 = arith.xori %182, %181 : index
      %185 = arith.muli %184, %c8_9 : index
      %186 = arith.addi %185, %183 : index
      %187 = nvgpu.device_async_copy %arg1[%177, %164], %alloc_13[%c2, %176, %186], 8, %180 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %188 = nvgpu.device_async_create_group %146, %159, %175, %187
      %189:10 = scf.for %arg14 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %c0_i32, %arg24 = %c3_i32) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %391 = arith.addi %arg14, %c3_i32 : i32
        %392 = arith.cmpi eq, %arg23, %c3_i32 : i32
        %393 = arith.addi %arg23, %c1_i32 : i32
        %394 = arith.select %392, %c0_i32, %393 : i32
        %395 = arith.cmpi eq, %arg24, %c3_i32 : i32
        %396 = arith.addi %arg24, %c1_i32 : i32
        %397 = arith.select %395, %c0_i32, %396 : i32
        %398 = arith.index_castui %arg23 : i32 to index
        %399 = arith.index_castui %arg24 : i32 to index
        nvgpu.device_async_wait %188 {numGroups = 2 : i32}
        gpu.barrier
        %400 = arith.remui %13, %c16 : index
        %401 = arith.addi %10, %400 : index
        %402 = arith.divui %13, %c16 : index
        %403 = arith.muli %402, %c8 : index
        %404 = arith.divui %401, %c2_11 : index
        %405 = arith.remui %404, %c4_10 : index
        %406 = arith.divui %403, %c8_9 : index
        %407 = arith.remui %403, %c8_9 : index
        %408 = arith.xori %406, %405 : index
        %409 = arith.muli %408, %c8_9 : index
        %410 = arith.addi %409, %407 : index
        %411 = nvgpu.ldmatrix %alloc_12[%398, %401, %410] {numTiles = 4 : i32, transpose = false} : memref<4x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %412 = arith.addi %10, %c16 : index
        %413 = arith.remui %13, %c16 : index
        %414 = arith.addi %412, %413 : index
        %415 = arith.divui %13, %c16 : index
        %416 = arith.muli %415, %c8 : index
        %417 = arith.divui %414, %c2_11 : index
        %418 = arith.remui %417, %c4_10 : index
        %419 = arith.divui %416, %c8_9 : index
        %420 = arith.remui %416, %c8_9 : index
        %421 = arith.xori %419, %418 : index
        %422 = arith.muli %421, %c8_9 : index
        %423 = arith.addi %422, %420 : index
        %424 = nvgpu.ldmatrix %alloc_12[%398, %414, %423] {numTiles = 4 : i32, transpose = false} : memref<4x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %425 = arith.remui %13, %c16 : index
        %426 = arith.divui %13, %c16 : index
        %427 = arith.muli %426, %c8 : index
        %428 = arith.addi %12, %427 : index
        %429 = arith.remui %425, %c8_9 : index
        %430 = arith.divui %428, %c8_9 : index
        %431 = arith.remui %428, %c8_9 : index
        %432 = arith.xori %430, %429 : index
        %433 = arith.muli %432, %c8_9 : index
        %434 = arith.addi %433, %431 : index
        %435 = nvgpu.ldmatrix %alloc_13[%398, %425, %434] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %436 = vector.extract_strided_slice %435 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %437 = vector.extract_strided_slice %435 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %438 = arith.addi %12, %c16 : index
        %439 = arith.remui %13, %c16 : index
        %440 = arith.divui %13, %c16 : index
        %441 = arith.muli %440, %c8 : index
        %442 = arith.addi %438, %441 : index
        %443 = arith.remui %439, %c8_9 : index
        %444 = arith.divui %442, %c8_9 : index
        %445 = arith.remui %442, %c8_9 : index
        %446 = arith.xori %444, %443 : index
        %447 = arith.muli %446, %c8_9 : index
        %448 = arith.addi %447, %445 : index
        %449 = nvgpu.ldmatrix %alloc_13[%398, %439, %448] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %450 = vector.extract_strided_slice %449 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %451 = vector.extract_strided_slice %449 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %452 = nvgpu.mma.sync(%411, %436, %arg15) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %453 = nvgpu.mma.sync(%411, %437, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %454 = nvgpu.mma.sync(%411, %450, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %455 = nvgpu.mma.sync(%411, %451, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %456 = nvgpu.mma.sync(%424, %436, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %457 = nvgpu.mma.sync(%424, %437, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %458 = nvgpu.mma.sync(%424, %450, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %459 = nvgpu.mma.sync(%424, %451, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %460 = arith.remui %13, %c16 : index
        %461 = arith.addi %10, %460 : index
        %462 = arith.divui %13, %c16 : index
        %463 = arith.muli %462, %c8 : index
        %464 = arith.addi %463, %c16 : index
        %465 = arith.divui %461, %c2_11 : index
        %466 = arith.remui %465, %c4_10 : index
        %467 = arith.divui %464, %c8_9 : index
        %468 = arith.remui %464, %c8_9 : index
        %469 = arith.xori %467, %466 : index
        %470 = arith.muli %469, %c8_9 : index
        %471 = arith.addi %470, %468 : index
        %472 = nvgpu.ldmatrix %alloc_12[%398, %461, %471] {numTiles = 4 : i32, transpose = false} : memref<4x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %473 = arith.addi %10, %c16 : index
        %474 = arith.remui %13, %c16 : index
        %475 = arith.addi %473, %474 : index
        %476 = arith.divui %13, %c16 : index
        %477 = arith.muli %476, %c8 : index
        %478 = arith.addi %477, %c16 : index
        %479 = arith.divui %475, %c2_11 : index
        %480 = arith.remui %479, %c4_10 : index
        %481 = arith.divui %478, %c8_9 : index
        %482 = arith.remui %478, %c8_9 : index
        %483 = arith.xori %481, %480 : index
        %484 = arith.muli %483, %c8_9 : index
        %485 = arith.addi %484, %482 : index
        %486 = nvgpu.ldmatrix %alloc_12[%398, %475, %485] {numTiles = 4 : i32, transpose = false} : memref<4x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %487 = arith.remui %13, %c16 : index
        %488 = arith.addi %487, %c16 : index
        %489 = arith.divui %13, %c16 : index
        %490 = arith.muli %489, %c8 : index
        %491 = arith.addi %12, %490 : index
        %492 = arith.remui %488, %c8_9 : index
        %493 = arith.divui %491, %c8_9 : index
        %494 = arith.remui %491, %c8_9 : index
        %495 = arith.xori %493, %492 : index
        %496 = arith.muli %495, %c8_9 : index
        %497 = arith.addi %496, %494 : index
        %498 = nvgpu.ldmatrix %alloc_13[%398, %488, %497] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %499 = vector.extract_strided_slice %498 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %500 = vector.extract_strided_slice %498 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %501 = arith.addi %12, %c16 : index
        %502 = arith.remui %13, %c16 : index
        %503 = arith.addi %502, %c16 : index
        %504 = arith.divui %13, %c16 : index
        %505 = arith.muli %504, %c8 : index
        %506 = arith.addi %501, %505 : index
        %507 = arith.remui %503, %c8_9 : index
        %508 = arith.divui %506, %c8_9 : index
        %509 = arith.remui %506, %c8_9 : index
        %510 = arith.xori %508, %507 : index
        %511 = arith.muli %510, %c8_9 : index
        %512 = arith.addi %511, %509 : index
        %513 = nvgpu.ldmatrix %alloc_13[%398, %503, %512] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %514 = vector.extract_strided_slice %513 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %515 = vector.extract_strided_slice %513 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %516 = nvgpu.mma.sync(%472, %499, %452) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %517 = nvgpu.mma.sync(%472, %500, %453) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %518 = nvgpu.mma.sync(%472, %514, %454) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %519 = nvgpu.mma.sync(%472, %515, %455) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %520 = nvgpu.mma.sync(%486, %499, %456) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %521 = nvgpu.mma.sync(%486, %500, %457) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %522 = nvgpu.mma.sync(%486, %514, %458) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %523 = nvgpu.mma.sync(%486, %515, %459) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %524 = arith.index_castui %391 : i32 to index
        %525 = arith.muli %524, %c32 : index
        %526 = arith.divui %arg5, %c4 : index
        %527 = arith.remui %arg5, %c4 : index
        %528 = arith.muli %527, %c8 : index
        %529 = arith.addi %6, %526 : index
        %530 = arith.addi %525, %528 : index
        %531 = arith.cmpi ult, %530, %c72 : index
        %532 = arith.cmpi ult, %529, %c200 : index
        %533 = arith.andi %532, %531 : i1
        %534 = arith.select %533, %c8, %c0 : index
        %535 = arith.divui %526, %c2_11 : index
        %536 = arith.remui %535, %c4_10 : index
        %537 = arith.divui %528, %c8_9 : index
        %538 = arith.remui %528, %c8_9 : index
        %539 = arith.xori %537, %536 : index
        %540 = arith.muli %539, %c8_9 : index
        %541 = arith.addi %540, %538 : index
        %542 = nvgpu.device_async_copy %arg0[%529, %530], %alloc_12[%399, %526, %541], 8, %534 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
        %543 = arith.addi %526, %c32 : index
        %544 = arith.addi %529, %c32 : index
        %545 = arith.cmpi ult, %544, %c200 : index
        %546 = arith.andi %545, %531 : i1
        %547 = arith.select %546, %c8, %c0 : index
        %548 = arith.divui %543, %c2_11 : index
        %549 = arith.remui %548, %c4_10 : index
        %550 = arith.divui %528, %c8_9 : index
        %551 = arith.remui %528, %c8_9 : index
        %552 = arith.xori %550, %549 : index
        %553 = arith.muli %552, %c8_9 : index
        %554 = arith.addi %553, %551 : index
        %555 = nvgpu.device_async_copy %arg0[%544, %530], %alloc_12[%399, %543, %554], 8, %547 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
        %556 = arith.muli %524, %c32 : index
        %557 = arith.divui %arg5, %c8 : index
        %558 = arith.remui %arg5, %c8 : index
        %559 = arith.muli %558, %c8 : index
        %560 = arith.addi %556, %557 : index
        %561 = arith.addi %7, %559 : index
        %562 = arith.cmpi ult, %561, %c136 : index
        %563 = arith.cmpi ult, %560, %c72 : index
        %564 = arith.andi %563, %562 : i1
        %565 = arith.select %564, %c8, %c0 : index
        %566 = arith.remui %557, %c8_9 : index
        %567 = arith.divui %559, %c8_9 : index
        %568 = arith.remui %559, %c8_9 : index
        %569 = arith.xori %567, %566 : index
        %570 = arith.muli %569, %c8_9 : index
        %571 = arith.addi %570, %568 : index
        %572 = nvgpu.device_async_copy %arg1[%560, %561], %alloc_13[%399, %557, %571], 8, %565 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
        %573 = arith.addi %557, %c16 : index
        %574 = arith.addi %560, %c16 : index
        %575 = arith.cmpi ult, %574, %c72 : index
        %576 = arith.andi %575, %562 : i1
        %577 = arith.select %576, %c8, %c0 : index
        %578 = arith.remui %573, %c8_9 : index
        %579 = arith.divui %559, %c8_9 : index
        %580 = arith.remui %559, %c8_9 : index
        %581 = arith.xori %579, %578 : index
        %582 = arith.muli %581, %c8_9 : index
        %583 = arith.addi %582, %580 : index
        %584 = nvgpu.device_async_copy %arg1[%574, %561], %alloc_13[%399, %573, %583], 8, %577 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
        %585 = nvgpu.device_async_create_group %542, %555, %572, %584
        scf.yield %516, %517, %518, %519, %520, %521, %522, %523, %394, %397 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %188 {numGroups = 0 : i32}
      gpu.barrier
      %alloc_14 = memref.alloc() {tir.role = "staging"} : memref<64x72xf16, #gpu.address_space<workgroup>>
      %190 = arith.remui %arg5, %c32_8 : index
      %191 = arith.divui %arg5, %c32_8 : index
      %192 = arith.divui %191, %c2_7 : index
      %193 = arith.muli %192, %c32_8 : index
      %194 = arith.remui %191, %c2_7 : index
      %195 = arith.muli %194, %c32_8 : index
      %196 = arith.divui %190, %c4_6 : index
      %197 = arith.remui %190, %c4_6 : index
      %198 = vector.extract %189#0[0, 0] : f32 from vector<2x2xf32>
      %199 = arith.truncf %198 : f32 to f16
      %200 = vector.extract %189#0[0, 1] : f32 from vector<2x2xf32>
      %201 = arith.truncf %200 : f32 to f16
      %202 = vector.from_elements %199, %201 : vector<2xf16>
      %203 = arith.addi %193, %196 : index
      %204 = arith.muli %197, %c2_7 : index
      %205 = arith.addi %195, %204 : index
      vector.store %202, %alloc_14[%203, %205] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %206 = vector.extract %189#0[1, 0] : f32 from vector<2x2xf32>
      %207 = arith.truncf %206 : f32 to f16
      %208 = vector.extract %189#0[1, 1] : f32 from vector<2x2xf32>
      %209 = arith.truncf %208 : f32 to f16
      %210 = vector.from_elements %207, %209 : vector<2xf16>
      %211 = arith.addi %193, %c8_5 : index
      %212 = arith.addi %211, %196 : index
      %213 = arith.muli %197, %c2_7 : index
      %214 = arith.addi %195, %213 : index
      vector.store %210, %alloc_14[%212, %214] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %215 = vector.extract %189#1[0, 0] : f32 from vector<2x2xf32>
      %216 = arith.truncf %215 : f32 to f16
      %217 = vector.extract %189#1[0, 1] : f32 from vector<2x2xf32>
      %218 = arith.truncf %217 : f32 to f16
      %219 = vector.from_elements %216, %218 : vector<2xf16>
      %220 = arith.addi %193, %196 : index
      %221 = arith.addi %195, %c8_5 : index
      %222 = arith.muli %197, %c2_7 : index
      %223 = arith.addi %221, %222 : index
      vector.store %219, %alloc_14[%220, %223] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %224 = vector.extract %189#1[1, 0] : f32 from vector<2x2xf32>
      %225 = arith.truncf %224 : f32 to f16
      %226 = vector.extract %189#1[1, 1] : f32 from vector<2x2xf32>
      %227 = arith.truncf %226 : f32 to f16
      %228 = vector.from_elements %225, %227 : vector<2xf16>
      %229 = arith.addi %193, %c8_5 : index
      %230 = arith.addi %229, %196 : index
      %231 = arith.addi %195, %c8_5 : index
      %232 = arith.muli %197, %c2_7 : index
      %233 = arith.addi %231, %232 : index
      vector.store %228, %alloc_14[%230, %233] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %234 = vector.extract %189#2[0, 0] : f32 from vector<2x2xf32>
      %235 = arith.truncf %234 : f32 to f16
      %236 = vector.extract %189#2[0, 1] : f32 from vector<2x2xf32>
      %237 = arith.truncf %236 : f32 to f16
      %238 = vector.from_elements %235, %237 : vector<2xf16>
      %239 = arith.addi %193, %196 : index
      %240 = arith.addi %195, %c16_4 : index
      %241 = arith.muli %197, %c2_7 : index
      %242 = arith.addi %240, %241 : index
      vector.store %238, %alloc_14[%239, %242] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %243 = vector.extract %189#2[1, 0] : f32 from vector<2x2xf32>
      %244 = arith.truncf %243 : f32 to f16
      %245 = vector.extract %189#2[1, 1] : f32 from vector<2x2xf32>
      %246 = arith.truncf %245 : f32 to f16
      %247 = vector.from_elements %244, %246 : vector<2xf16>
      %248 = arith.addi %193, %c8_5 : index
      %249 = arith.addi %248, %196 : index
      %250 = arith.addi %195, %c16_4 : index
      %251 = arith.muli %197, %c2_7 : index
      %252 = arith.addi %250, %251 : index
      vector.store %247, %alloc_14[%249, %252] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %253 = vector.extract %189#3[0, 0] : f32 from vector<2x2xf32>
      %254 = arith.truncf %253 : f32 to f16
      %255 = vector.extract %189#3[0, 1] : f32 from vector<2x2xf32>
      %256 = arith.truncf %255 : f32 to f16
      %257 = vector.from_elements %254, %256 : vector<2xf16>
      %258 = arith.addi %193, %196 : index
      %259 = arith.addi %195, %c24_3 : index
      %260 = arith.muli %197, %c2_7 : index
      %261 = arith.addi %259, %260 : index
      vector.store %257, %alloc_14[%258, %261] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %262 = vector.extract %189#3[1, 0] : f32 from vector<2x2xf32>
      %263 = arith.truncf %262 : f32 to f16
      %264 = vector.extract %189#3[1, 1] : f32 from vector<2x2xf32>
      %265 = arith.truncf %264 : f32 to f16
      %266 = vector.from_elements %263, %265 : vector<2xf16>
      %267 = arith.addi %193, %c8_5 : index
      %268 = arith.addi %267, %196 : index
      %269 = arith.addi %195, %c24_3 : index
      %270 = arith.muli %197, %c2_7 : index
      %271 = arith.addi %269, %270 : index
      vector.store %266, %alloc_14[%268, %271] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %272 = vector.extract %189#4[0, 0] : f32 from vector<2x2xf32>
      %273 = arith.truncf %272 : f32 to f16
      %274 = vector.extract %189#4[0, 1] : f32 from vector<2x2xf32>
      %275 = arith.truncf %274 : f32 to f16
      %276 = vector.from_elements %273, %275 : vector<2xf16>
      %277 = arith.addi %193, %c16_4 : index
      %278 = arith.addi %277, %196 : index
      %279 = arith.muli %197, %c2_7 : index
      %280 = arith.addi %195, %279 : index
      vector.store %276, %alloc_14[%278, %280] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %281 = vector.extract %189#4[1, 0] : f32 from vector<2x2xf32>
      %282 = arith.truncf %281 : f32 to f16
      %283 = vector.extract %189#4[1, 1] : f32 from vector<2x2xf32>
      %284 = arith.truncf %283 : f32 to f16
      %285 = vector.from_elements %282, %284 : vector<2xf16>
      %286 = arith.addi %193, %c24_3 : index
      %287 = arith.addi %286, %196 : index
      %288 = arith.muli %197, %c2_7 : index
      %289 = arith.addi %195, %288 : index
      vector.store %285, %alloc_14[%287, %289] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %290 = vector.extract %189#5[0, 0] : f32 from vector<2x2xf32>
      %291 = arith.truncf %290 : f32 to f16
      %292 = vector.extract %189#5[0, 1] : f32 from vector<2x2xf32>
      %293 = arith.truncf %292 : f32 to f16
      %294 = vector.from_elements %291, %293 : vector<2xf16>
      %295 = arith.addi %193, %c16_4 : index
      %296 = arith.addi %295, %196 : index
      %297 = arith.addi %195, %c8_5 : index
      %298 = arith.muli %197, %c2_7 : index
      %299 = arith.addi %297, %298 : index
      vector.store %294, %alloc_14[%296, %299] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %300 = vector.extract %189#5[1, 0] : f32 from vector<2x2xf32>
      %301 = arith.truncf %300 : f32 to f16
      %302 = vector.extract %189#5[1, 1] : f32 from vector<2x2xf32>
      %303 = arith.truncf %302 : f32 to f16
      %304 = vector.from_elements %301, %303 : vector<2xf16>
      %305 = arith.addi %193, %c24_3 : index
      %306 = arith.addi %305, %196 : index
      %307 = arith.addi %195, %c8_5 : index
      %308 = arith.muli %197, %c2_7 : index
      %309 = arith.addi %307, %308 : index
      vector.store %304, %alloc_14[%306, %309] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %310 = vector.extract %189#6[0, 0] : f32 from vector<2x2xf32>
      %311 = arith.truncf %310 : f32 to f16
      %312 = vector.extract %189#6[0, 1] : f32 from vector<2x2xf32>
      %313 = arith.truncf %312 : f32 to f16
      %314 = vector.from_elements %311, %313 : vector<2xf16>
      %315 = arith.addi %193, %c16_4 : index
      %316 = arith.addi %315, %196 : index
      %317 = arith.addi %195, %c16_4 : index
      %318 = arith.muli %197, %c2_7 : index
      %319 = arith.addi %317, %318 : index
      vector.store %314, %alloc_14[%316, %319] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %320 = vector.extract %189#6[1, 0] : f32 from vector<2x2xf32>
      %321 = arith.truncf %320 : f32 to f16
      %322 = vector.extract %189#6[1, 1] : f32 from vector<2x2xf32>
      %323 = arith.truncf %322 : f32 to f16
      %324 = vector.from_elements %321, %323 : vector<2xf16>
      %325 = arith.addi %193, %c24_3 : index
      %326 = arith.addi %325, %196 : index
      %327 = arith.addi %195, %c16_4 : index
      %328 = arith.muli %197, %c2_7 : index
      %329 = arith.addi %327, %328 : index
      vector.store %324, %alloc_14[%326, %329] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %330 = vector.extract %189#7[0, 0] : f32 from vector<2x2xf32>
      %331 = arith.truncf %330 : f32 to f16
      %332 = vector.extract %189#7[0, 1] : f32 from vector<2x2xf32>
      %333 = arith.truncf %332 : f32 to f16
      %334 = vector.from_elements %331, %333 : vector<2xf16>
      %335 = arith.addi %193, %c16_4 : index
      %336 = arith.addi %335, %196 : index
      %337 = arith.addi %195, %c24_3 : index
      %338 = arith.muli %197, %c2_7 : index
      %339 = arith.addi %337, %338 : index
      vector.store %334, %alloc_14[%336, %339] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %340 = vector.extract %189#7[1, 0] : f32 from vector<2x2xf32>
      %341 = arith.truncf %340 : f32 to f16
      %342 = vector.extract %189#7[1, 1] : f32 from vector<2x2xf32>
      %343 = arith.truncf %342 : f32 to f16
      %344 = vector.from_elements %341, %343 : vector<2xf16>
      %345 = arith.addi %193, %c24_3 : index
      %346 = arith.addi %345, %196 : index
      %347 = arith.addi %195, %c24_3 : index
      %348 = arith.muli %197, %c2_7 : index
      %349 = arith.addi %347, %348 : index
      vector.store %344, %alloc_14[%346, %349] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      gpu.barrier
      %dim = memref.dim %alloc, %c0_2 : memref<200x136xf16>
      %dim_15 = memref.dim %alloc, %c1_1 : memref<200x136xf16>
      %350 = arith.remui %dim_15, %c8_5 : index
      %351 = arith.cmpi eq, %350, %c0_2 : index
      %352 = arith.divui %arg5, %c8_5 : index
      %353 = arith.remui %arg5, %c8_5 : index
      %354 = arith.muli %353, %c8_5 : index
      %355 = arith.addi %6, %352 : index
      %356 = arith.addi %7, %354 : index
      %357 = vector.load %alloc_14[%352, %354] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %358 = arith.addi %356, %c8_5 : index
      %359 = arith.cmpi ule, %358, %dim_15 : index
      %360 = arith.cmpi ult, %355, %dim : index
      scf.if %360 {
        %391 = arith.andi %359, %351 : i1
        scf.if %391 {
          vector.store %357, %alloc[%355, %356] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %392 = arith.cmpi ult, %356, %dim_15 : index
          scf.if %392 {
            %407 = vector.extract %357[0] : f16 from vector<8xf16>
            memref.store %407, %alloc[%355, %356] : memref<200x136xf16>
          }
          %393 = arith.addi %356, %c1_1 : index
          %394 = arith.cmpi ult, %393, %dim_15 : index
          scf.if %394 {
            %407 = vector.extract %357[1] : f16 from vector<8xf16>
            memref.store %407, %alloc[%355, %393] : memref<200x136xf16>
          }
          %395 = arith.addi %356, %c2_7 : index
          %396 = arith.cmpi ult, %395, %dim_15 : index
          scf.if %396 {
            %407 = vector.extract %357[2] : f16 from vector<8xf16>
            memref.store %407, %alloc[%355, %395] : memref<200x136xf16>
          }
          %397 = arith.addi %356, %c3 : index
          %398 = arith.cmpi ult, %397, %dim_15 : index
          scf.if %398 {
            %407 = vector.extract %357[3] : f16 from vector<8xf16>
            memref.store %407, %alloc[%355, %397] : memref<200x136xf16>
          }
          %399 = arith.addi %356, %c4_6 : index
          %400 = arith.cmpi ult, %399, %dim_15 : index
          scf.if %400 {
            %407 = vector.extract %357[4] : f16 from vector<8xf16>
            memref.store %407, %alloc[%355, %399] : memref<200x136xf16>
          }
          %401 = arith.addi %356, %c5 : index
          %402 = arith.cmpi ult, %401, %dim_15 : index
          scf.if %402 {
            %407 = vector.extract %357[5] : f16 from vector<8xf16>
            memref.store %407, %alloc[%355, %401] : memref<200x136xf16>
          }
          %403 = arith.addi %356, %c6 : index
          %404 = arith.cmpi ult, %403, %dim_15 : index
          scf.if %404 {
            %407 = vector.extract %357[6] : f16 from vector<8xf16>
            memref.store %407, %alloc[%355, %403] : memref<200x136xf16>
          }
          %405 = arith.addi %356, %c7 : index
          %406 = arith.cmpi ult, %405, %dim_15 : index
          scf.if %406 {
            %407 = vector.extract %357[7] : f16 from vector<8xf16>
            memref.store %407, %alloc[%355, %405] : memref<200x136xf16>
          }
        }
      }
      %361 = arith.addi %arg5, %c128_0 : index
      %362 = arith.divui %361, %c8_5 : index
      %363 = arith.remui %361, %c8_5 : index
      %364 = arith.muli %363, %c8_5 : index
      %365 = arith.addi %6, %362 : index
      %366 = arith.addi %7, %364 : index
      %367 = vector.load %alloc_14[%362, %364] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %368 = arith.addi %366, %c8_5 : index
      %369 = arith.cmpi ule, %368, %dim_15 : index
      %370 = arith.cmpi ult, %365, %dim : index
      scf.if %370 {
        %391 = arith.andi %369, %351 : i1
        scf.if %391 {
          vector.store %367, %alloc[%365, %366] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %392 = arith.cmpi ult, %366, %dim_15 : index
          scf.if %392 {
            %407 = vector.extract %367[0] : f16 from vector<8xf16>
            memref.store %407, %alloc[%365, %366] : memref<200x136xf16>
          }
          %393 = arith.addi %366, %c1_1 : index
          %394 = arith.cmpi ult, %393, %dim_15 : index
          scf.if %394 {
            %407 = vector.extract %367[1] : f16 from vector<8xf16>
            memref.store %407, %alloc[%365, %393] : memref<200x136xf16>
          }
          %395 = arith.addi %366, %c2_7 : index
          %396 = arith.cmpi ult, %395, %dim_15 : index
          scf.if %396 {
            %407 = vector.extract %367[2] : f16 from vector<8xf16>
            memref.store %407, %alloc[%365, %395] : memref<200x136xf16>
          }
          %397 = arith.addi %366, %c3 : index
          %398 = arith.cmpi ult, %397, %dim_15 : index
          scf.if %398 {
            %407 = vector.extract %367[3] : f16 from vector<8xf16>
            memref.store %407, %alloc[%365, %397] : memref<200x136xf16>
          }
          %399 = arith.addi %366, %c4_6 : index
          %400 = arith.cmpi ult, %399, %dim_15 : index
          scf.if %400 {
            %407 = vector.extract %367[4] : f16 from vector<8xf16>
            memref.store %407, %alloc[%365, %399] : memref<200x136xf16>
          }
          %401 = arith.addi %366, %c5 : index
          %402 = arith.cmpi ult, %401, %dim_15 : index
          scf.if %402 {
            %407 = vector.extract %367[5] : f16 from vector<8xf16>
            memref.store %407, %alloc[%365, %401] : memref<200x136xf16>
          }
          %403 = arith.addi %366, %c6 : index
          %404 = arith.cmpi ult, %403, %dim_15 : index
          scf.if %404 {
            %407 = vector.extract %367[6] : f16 from vector<8xf16>
            memref.store %407, %alloc[%365, %403] : memref<200x136xf16>
          }
          %405 = arith.addi %366, %c7 : index
          %406 = arith.cmpi ult, %405, %dim_15 : index
          scf.if %406 {
            %407 = vector.extract %367[7] : f16 from vector<8xf16>
            memref.store %407, %alloc[%365, %405] : memref<200x136xf16>
          }
        }
      }
      %371 = arith.addi %arg5, %c256 : index
      %372 = arith.divui %371, %c8_5 : index
      %373 = arith.remui %371, %c8_5 : index
      %374 = arith.muli %373, %c8_5 : index
      %375 = arith.addi %6, %372 : index
      %376 = arith.addi %7, %374 : index
      %377 = vector.load %alloc_14[%372, %374] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %378 = arith.addi %376, %c8_5 : index
      %379 = arith.cmpi ule, %378, %dim_15 : index
      %380 = arith.cmpi ult, %375, %dim : index
      scf.if %380 {
        %391 = arith.andi %379, %351 : i1
        scf.if %391 {
          vector.store %377, %alloc[%375, %376] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %392 = arith.cmpi ult, %376, %dim_15 : index
          scf.if %392 {
            %407 = vector.extract %377[0] : f16 from vector<8xf16>
            memref.store %407, %alloc[%375, %376] : memref<200x136xf16>
          }
          %393 = arith.addi %376, %c1_1 : index
          %394 = arith.cmpi ult, %393, %dim_15 : index
          scf.if %394 {
            %407 = vector.extract %377[1] : f16 from vector<8xf16>
            memref.store %407, %alloc[%375, %393] : memref<200x136xf16>
          }
          %395 = arith.addi %376, %c2_7 : index
          %396 = arith.cmpi ult, %395, %dim_15 : index
          scf.if %396 {
            %407 = vector.extract %377[2] : f16 from vector<8xf16>
            memref.store %407, %alloc[%375, %395] : memref<200x136xf16>
          }
          %397 = arith.addi %376, %c3 : index
          %398 = arith.cmpi ult, %397, %dim_15 : index
          scf.if %398 {
            %407 = vector.extract %377[3] : f16 from vector<8xf16>
            memref.store %407, %alloc[%375, %397] : memref<200x136xf16>
          }
          %399 = arith.addi %376, %c4_6 : index
          %400 = arith.cmpi ult, %399, %dim_15 : index
          scf.if %400 {
            %407 = vector.extract %377[4] : f16 from vector<8xf16>
            memref.store %407, %alloc[%375, %399] : memref<200x136xf16>
          }
          %401 = arith.addi %376, %c5 : index
          %402 = arith.cmpi ult, %401, %dim_15 : index
          scf.if %402 {
            %407 = vector.extract %377[5] : f16 from vector<8xf16>
            memref.store %407, %alloc[%375, %401] : memref<200x136xf16>
          }
          %403 = arith.addi %376, %c6 : index
          %404 = arith.cmpi ult, %403, %dim_15 : index
          scf.if %404 {
            %407 = vector.extract %377[6] : f16 from vector<8xf16>
            memref.store %407, %alloc[%375, %403] : memref<200x136xf16>
          }
          %405 = arith.addi %376, %c7 : index
          %406 = arith.cmpi ult, %405, %dim_15 : index
          scf.if %406 {
            %407 = vector.extract %377[7] : f16 from vector<8xf16>
            memref.store %407, %alloc[%375, %405] : memref<200x136xf16>
          }
        }
      }
      %381 = arith.addi %arg5, %c384 : index
      %382 = arith.divui %381, %c8_5 : index
      %383 = arith.remui %381, %c8_5 : index
      %384 = arith.muli %383, %c8_5 : index
      %385 = arith.addi %6, %382 : index
      %386 = arith.addi %7, %384 : index
      %387 = vector.load %alloc_14[%382, %384] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %388 = arith.addi %386, %c8_5 : index
      %389 = arith.cmpi ule, %388, %dim_15 : index
      %390 = arith.cmpi ult, %385, %dim : index
      scf.if %390 {
        %391 = arith.andi %389, %351 : i1
        scf.if %391 {
          vector.store %387, %alloc[%385, %386] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %392 = arith.cmpi ult, %386, %dim_15 : index
          scf.if %392 {
            %407 = vector.extract %387[0] : f16 from vector<8xf16>
            memref.store %407, %alloc[%385, %386] : memref<200x136xf16>
          }
          %393 = arith.addi %386, %c1_1 : index
          %394 = arith.cmpi ult, %393, %dim_15 : index
          scf.if %394 {
            %407 = vector.extract %387[1] : f16 from vector<8xf16>
            memref.store %407, %alloc[%385, %393] : memref<200x136xf16>
          }
          %395 = arith.addi %386, %c2_7 : index
          %396 = arith.cmpi ult, %395, %dim_15 : index
          scf.if %396 {
            %407 = vector.extract %387[2] : f16 from vector<8xf16>
            memref.store %407, %alloc[%385, %395] : memref<200x136xf16>
          }
          %397 = arith.addi %386, %c3 : index
          %398 = arith.cmpi ult, %397, %dim_15 : index
          scf.if %398 {
            %407 = vector.extract %387[3] : f16 from vector<8xf16>
            memref.store %407, %alloc[%385, %397] : memref<200x136xf16>
          }
          %399 = arith.addi %386, %c4_6 : index
          %400 = arith.cmpi ult, %399, %dim_15 : index
          scf.if %400 {
            %407 = vector.extract %387[4] : f16 from vector<8xf16>
            memref.store %407, %alloc[%385, %399] : memref<200x136xf16>
          }
          %401 = arith.addi %386, %c5 : index
          %402 = arith.cmpi ult, %401, %dim_15 : index
          scf.if %402 {
            %407 = vector.extract %387[5] : f16 from vector<8xf16>
            memref.store %407, %alloc[%385, %401] : memref<200x136xf16>
          }
          %403 = arith.addi %386, %c6 : index
          %404 = arith.cmpi ult, %403, %dim_15 : index
          scf.if %404 {
            %407 = vector.extract %387[6] : f16 from vector<8xf16>
            memref.store %407, %alloc[%385, %403] : memref<200x136xf16>
          }
          %405 = arith.addi %386, %c7 : index
          %406 = arith.cmpi ult, %405, %dim_15 : index
          scf.if %406 {
            %407 = vector.extract %387[7] : f16 from vector<8xf16>
            memref.store %407, %alloc[%385, %405] : memref<200x136xf16>
          }
        }
      }
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}
    return %alloc : memref<200x136xf16>
  }
  func.func @gemm_2_stages(%arg0: memref<200x72xf16>, %arg1: memref<72x136xf16>) -> memref<200x136xf16> attributes {tir.arg_names = ["a", "b"], tir.dims = [["M", "K"], ["K", "N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "row", op = "matmul", schedule = {mma = "m16n8k16", stages = 2 : i64, swizzle = "auto", tile = array<i64: 64, 64, 32>, warps = array<i64: 2, 2>}}} {
    %c3_i32 = arith.constant 3 : i32
    %c72 = arith.constant 72 : index
    %c136 = arith.constant 136 : index
    %c200 = arith.constant 200 : index
    %c12 = arith.constant 12 : index
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c0_i32 = arith.constant 0 : i32
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf16>
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c12, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c0_i32 module(@gemm_2_stages_gemm1) function(@gemm_2_stages_gemm1) {
      %c384 = arith.constant 384 : index
      %c256 = arith.constant 256 : index
      %c128_0 = arith.constant 128 : index
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c3 = arith.constant 3 : index
      %c1_1 = arith.constant 1 : index
      %c0_2 = arith.constant 0 : index
      %c24_3 = arith.constant 24 : index
      %c16_4 = arith.constant 16 : index
      %c8_5 = arith.constant 8 : index
      %c4_6 = arith.constant 4 : index
      %c2_7 = arith.constant 2 : index
      %c32_8 = arith.constant 32 : index
      %c8_9 = arith.constant 8 : index
      %c4_10 = arith.constant 4 : index
      %c2_11 = arith.constant 2 : index
      %0 = arith.divui %arg2, %c24 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg2, %c24 : index
      %3 = arith.remui %2, %c4 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c4 : index
      %6 = arith.muli %4, %c64 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c64 {tir.role = "block-col"} : index
      %alloc_12 = memref.alloc() {tir.role = "operand-a"} : memref<2x64x32xf16, #gpu.address_space<workgroup>>
      %alloc_13 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %8 = arith.divui %arg5, %c32 : index
      %9 = arith.divui %8, %c2 : index
      %10 = arith.muli %9, %c32 : index
      %11 = arith.remui %8, %c2 : index
      %12 = arith.muli %11, %c32 : index
      %13 = arith.remui %arg5, %c32 : index
      %14 = arith.divui %arg5, %c4 : index
      %15 = arith.remui %arg5, %c4 : index
      %16 = arith.muli %15, %c8 : index
      %17 = arith.addi %6, %14 : index
      %18 = arith.cmpi ult, %16, %c72 : index
      %19 = arith.cmpi ult, %17, %c200 : index
      %20 = arith.andi %19, %18 : i1
      %21 = arith.select %20, %c8, %c0 : index
      %22 = arith.divui %14, %c2_11 : index
      %23 = arith.remui %22, %c4_10 : index
      %24 = arith.divui %16, %c8_9 : index
      %25 = arith.remui %16, %c8_9 : index
      %26 = arith.xori %24, %23 : index
      %27 = arith.muli %26, %c8_9 : index
      %28 = arith.addi %27, %25 : index
      %29 = nvgpu.device_async_copy %arg0[%17, %16], %alloc_12[%c0, %14, %28], 8, %21 {bypassL1} : memref<200x72xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
      %30 = arith.addi %14, %c32 : index
      %31 = arith.addi %17, %c32 : index
      %32 = arith.cmpi ult, %31, %c200 : index
      %33 = arith.andi %32, %18 : i1
      %34 = arith.select %33, %c8, %c0 : index
      %35 = arith.divui %30, %c2_11 : index
      %36 = arith.remui %35, %c4_10 : index
      %37 = arith.divui %16, %c8_9 : index
      %38 = arith.remui %16, %c8_9 : index
      %39 = arith.xori %37, %36 : index
      %40 = arith.muli %39, %c8_9 : index
      %41 = arith.addi %40, %38 : index
      %42 = nvgpu.device_async_copy %arg0[%31, %16], %alloc_12[%c0, %30, %41], 8, %34 {bypassL1} : memref<200x72xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
      %43 = arith.divui %arg5, %c8 : index
      %44 = arith.remui %arg5, %c8 : index
      %45 = arith.muli %44, %c8 : index
      %46 = arith.addi %7, %45 : index
      %47 = arith.cmpi ult, %46, %c136 : index
      %48 = arith.cmpi ult, %43, %c72 : index
      %49 = arith.andi %48, %47 : i1
      %50 = arith.select %49, %c8, %c0 : index
      %51 = arith.remui %43, %c8_9 : index
      %52 = arith.divui %45, %c8_9 : index
      %53 = arith.remui %45, %c8_9 : index
      %54 = arith.xori %52, %51 : index
      %55 = arith.muli %54, %c8_9 : index
      %56 = arith.addi %55, %53 : index
      %57 = nvgpu.device_async_copy %arg1[%43, %46], %alloc_13[%c0, %43, %56], 8, %50 {bypassL1} : memref<72x136xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %58 = arith.addi %43, %c16 : index
      %59 = arith.addi %43, %c16 : index
      %60 = arith.cmpi ult, %59, %c72 : index
      %61 = arith.andi %60, %47 : i1
      %62 = arith.select %61, %c8, %c0 : index
      %63 = arith.remui %58, %c8_9 : index
      %64 = arith.divui %45, %c8_9 : index
      %65 = arith.remui %45, %c8_9 : index
      %66 = arith.xori %64, %63 : index
      %67 = arith.muli %66, %c8_9 : index
      %68 = arith.addi %67, %65 : index
      %69 = nvgpu.device_async_copy %arg1[%59, %46], %alloc_13[%c0, %58, %68], 8, %62 {bypassL1} : memref<72x136xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %70 = nvgpu.device_async_create_group %29, %42, %57, %69
      %71:10 = scf.for %arg14 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %c0_i32, %arg24 = %c1_i32) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %273 = arith.addi %arg14, %c1_i32 : i32
        %274 = arith.cmpi eq, %arg23, %c1_i32 : i32
        %275 = arith.addi %arg23, %c1_i32 : i32
        %276 = arith.select %274, %c0_i32, %275 : i32
        %277 = arith.cmpi eq, %arg24, %c1_i32 : i32
        %278 = arith.addi %arg24, %c1_i32 : i32
        %279 = arith.select %277, %c0_i32, %278 : i32
        %280 = arith.index_castui %arg23 : i32 to index
        %281 = arith.index_castui %arg24 : i32 to index
        nvgpu.device_async_wait %70 {numGroups = 0 : i32}
        gpu.barrier
        %282 = arith.remui %13, %c16 : index
        %283 = arith.addi %10, %282 : index
        %284 = arith.divui %13, %c16 : index
        %285 = arith.muli %284, %c8 : index
        %286 = arith.divui %283, %c2_11 : index
        %287 = arith.remui %286, %c4_10 : index
        %288 = arith.divui %285, %c8_9 : index
        %289 = arith.remui %285, %c8_9 : index
        %290 = arith.xori %288, %287 : index
        %291 = arith.muli %290, %c8_9 : index
        %292 = arith.addi %291, %289 : index
        %293 = nvgpu.ldmatrix %alloc_12[%280, %283, %292] {numTiles = 4 : i32, transpose = false} : memref<2x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %294 = arith.addi %10, %c16 : index
        %295 = arith.remui %13, %c16 : index
        %296 = arith.addi %294, %295 : index
        %297 = arith.divui %13, %c16 : index
        %298 = arith.muli %297, %c8 : index
        %299 = arith.divui %296, %c2_11 : index
        %300 = arith.remui %299, %c4_10 : index
        %301 = arith.divui %298, %c8_9 : index
        %302 = arith.remui %298, %c8_9 : index
        %303 = arith.xori %301, %300 : index
        %304 = arith.muli %303, %c8_9 : index
        %305 = arith.addi %304, %302 : index
        %306 = nvgpu.ldmatrix %alloc_12[%280, %296, %305] {numTiles = 4 : i32, transpose = false} : memref<2x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %307 = arith.remui %13, %c16 : index
        %308 = arith.divui %13, %c16 : index
        %309 = arith.muli %308, %c8 : index
        %310 = arith.addi %12, %309 : index
        %311 = arith.remui %307, %c8_9 : index
        %312 = arith.divui %310, %c8_9 : index
        %313 = arith.remui %310, %c8_9 : index
        %314 = arith.xori %312, %311 : index
        %315 = arith.muli %314, %c8_9 : index
        %316 = arith.addi %315, %313 : index
        %317 = nvgpu.ldmatrix %alloc_13[%280, %307, %316] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %318 = vector.extract_strided_slice %317 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %319 = vector.extract_strided_slice %317 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %320 = arith.addi %12, %c16 : index
        %321 = arith.remui %13, %c16 : index
        %322 = arith.divui %13, %c16 : index
        %323 = arith.muli %322, %c8 : index
        %324 = arith.addi %320, %323 : index
        %325 = arith.remui %321, %c8_9 : index
        %326 = arith.divui %324, %c8_9 : index
        %327 = arith.remui %324, %c8_9 : index
        %328 = arith.xori %326, %325 : index
        %329 = arith.muli %328, %c8_9 : index
        %330 = arith.addi %329, %327 : index
        %331 = nvgpu.ldmatrix %alloc_13[%280, %321, %330] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %332 = vector.extract_strided_slice %331 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %333 = vector.extract_strided_slice %331 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %334 = nvgpu.mma.sync(%293, %318, %arg15) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %335 = nvgpu.mma.sync(%293, %319, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %336 = nvgpu.mma.sync(%293, %332, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %337 = nvgpu.mma.sync(%293, %333, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %338 = nvgpu.mma.sync(%306, %318, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %339 = nvgpu.mma.sync(%306, %319, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %340 = nvgpu.mma.sync(%306, %332, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %341 = nvgpu.mma.sync(%306, %333, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %342 = arith.remui %13, %c16 : index
        %343 = arith.addi %10, %342 : index
        %344 = arith.divui %13, %c16 : index
        %345 = arith.muli %344, %c8 : index
        %346 = arith.addi %345, %c16 : index
        %347 = arith.divui %343, %c2_11 : index
        %348 = arith.remui %347, %c4_10 : index
        %349 = arith.divui %346, %c8_9 : index
        %350 = arith.remui %346, %c8_9 : index
        %351 = arith.xori %349, %348 : index
        %352 = arith.muli %351, %c8_9 : index
        %353 = arith.addi %352, %350 : index
        %354 = nvgpu.ldmatrix %alloc_12[%280, %343, %353] {numTiles = 4 : i32, transpose = false} : memref<2x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %355 = arith.addi %10, %c16 : index
        %356 = arith.remui %13, %c16 : index
        %357 = arith.addi %355, %356 : index
        %358 = arith.divui %13, %c16 : index
        %359 = arith.muli %358, %c8 : index
        %360 = arith.addi %359, %c16 : index
        %361 = arith.divui %357, %c2_11 : index
        %362 = arith.remui %361, %c4_10 : index
        %363 = arith.divui %360, %c8_9 : index
        %364 = arith.remui %360, %c8_9 : index
        %365 = arith.xori %363, %362 : index
        %366 = arith.muli %365, %c8_9 : index
        %367 = arith.addi %366, %364 : index
        %368 = nvgpu.ldmatrix %alloc_12[%280, %357, %367] {numTiles = 4 : i32, transpose = false} : memref<2x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %369 = arith.remui %13, %c16 : index
        %370 = arith.addi %369, %c16 : index
        %371 = arith.divui %13, %c16 : index
        %372 = arith.muli %371, %c8 : index
        %373 = arith.addi %12, %372 : index
        %374 = arith.remui %370, %c8_9 : index
        %375 = arith.divui %373, %c8_9 : index
        %376 = arith.remui %373, %c8_9 : index
        %377 = arith.xori %375, %374 : index
        %378 = arith.muli %377, %c8_9 : index
        %379 = arith.addi %378, %376 : index
        %380 = nvgpu.ldmatrix %alloc_13[%280, %370, %379] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %381 = vector.extract_strided_slice %380 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %382 = vector.extract_strided_slice %380 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %383 = arith.addi %12, %c16 : index
        %384 = arith.remui %13, %c16 : index
        %385 = arith.addi %384, %c16 : index
        %386 = arith.divui %13, %c16 : index
        %387 = arith.muli %386, %c8 : index
        %388 = arith.addi %383, %387 : index
        %389 = arith.remui %385, %c8_9 : index
        %390 = arith.divui %388, %c8_9 : index
        %391 = arith.remui %388, %c8_9 : index
        %392 = arith.xori %390, %389 : index
        %393 = arith.muli %392, %c8_9 : index
        %394 = arith.addi %393, %391 : index
        %395 = nvgpu.ldmatrix %alloc_13[%280, %385, %394] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %396 = vector.extract_strided_slice %395 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %397 = vector.extract_strided_slice %395 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %398 = nvgpu.mma.sync(%354, %381, %334) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %399 = nvgpu.mma.sync(%354, %382, %335) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %400 = nvgpu.mma.sync(%354, %396, %336) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %401 = nvgpu.mma.sync(%354, %397, %337) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %402 = nvgpu.mma.sync(%368, %381, %338) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %403 = nvgpu.mma.sync(%368, %382, %339) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %404 = nvgpu.mma.sync(%368, %396, %340) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %405 = nvgpu.mma.sync(%368, %397, %341) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %406 = arith.index_castui %273 : i32 to index
        %407 = arith.muli %406, %c32 : index
        %408 = arith.divui %arg5, %c4 : index
        %409 = arith.remui %arg5, %c4 : index
        %410 = arith.muli %409, %c8 : index
        %411 = arith.addi %6, %408 : index
        %412 = arith.addi %407, %410 : index
        %413 = arith.cmpi ult, %412, %c72 : index
        %414 = arith.cmpi ult, %411, %c200 : index
        %415 = arith.andi %414, %413 : i1
        %416 = arith.select %415, %c8, %c0 : index
        %417 = arith.divui %408, %c2_11 : index
        %418 = arith.remui %417, %c4_10 : index
        %419 = arith.divui %410, %c8_9 : index
        %420 = arith.remui %410, %c8_9 : index
        %421 = arith.xori %419, %418 : index
        %422 = arith.muli %421, %c8_9 : index
        %423 = arith.addi %422, %420 : index
        %424 = nvgpu.device_async_copy %arg0[%411, %412], %alloc_12[%281, %408, %423], 8, %416 {bypassL1} : memref<200x72xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
        %425 = arith.addi %408, %c32 : index
        %426 = arith.addi %411, %c32 : index
        %427 = arith.cmpi ult, %426, %c200 : index
        %428 = arith.andi %427, %413 : i1
        %429 = arith.select %428, %c8, %c0 : index
        %430 = arith.divui %425, %c2_11 : index
        %431 = arith.remui %430, %c4_10 : index
        %432 = arith.divui %410, %c8_9 : index
        %433 = arith.remui %410, %c8_9 : index
        %434 = arith.xori %432, %431 : index
        %435 = arith.muli %434, %c8_9 : index
        %436 = arith.addi %435, %433 : index
        %437 = nvgpu.device_async_copy %arg0[%426, %412], %alloc_12[%281, %425, %436], 8, %429 {bypassL1} : memref<200x72xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
        %438 = arith.muli %406, %c32 : index
        %439 = arith.divui %arg5, %c8 : index
        %440 = arith.remui %arg5, %c8 : index
        %441 = arith.muli %440, %c8 : index
        %442 = arith.addi %438, %439 : index
        %443 = arith.addi %7, %441 : index
        %444 = arith.cmpi ult, %443, %c136 : index
        %445 = arith.cmpi ult, %442, %c72 : index
        %446 = arith.andi %445, %444 : i1
        %447 = arith.select %446, %c8, %c0 : index
        %448 = arith.remui %439, %c8_9 : index
        %449 = arith.divui %441, %c8_9 : index
        %450 = arith.remui %441, %c8_9 : index
        %451 = arith.xori %449, %448 : index
        %452 = arith.muli %451, %c8_9 : index
        %453 = arith.addi %452, %450 : index
        %454 = nvgpu.device_async_copy %arg1[%442, %443], %alloc_13[%281, %439, %453], 8, %447 {bypassL1} : memref<72x136xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %455 = arith.addi %439, %c16 : index
        %456 = arith.addi %442, %c16 : index
        %457 = arith.cmpi ult, %456, %c72 : index
        %458 = arith.andi %457, %444 : i1
        %459 = arith.select %458, %c8, %c0 : index
        %460 = arith.remui %455, %c8_9 : index
        %461 = arith.divui %441, %c8_9 : index
        %462 = arith.remui %441, %c8_9 : index
        %463 = arith.xori %461, %460 : index
        %464 = arith.muli %463, %c8_9 : index
        %465 = arith.addi %464, %462 : index
        %466 = nvgpu.device_async_copy %arg1[%456, %443], %alloc_13[%281, %455, %465], 8, %459 {bypassL1} : memref<72x136xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %467 = nvgpu.device_async_create_group %424, %437, %454, %466
        scf.yield %398, %399, %400, %401, %402, %403, %404, %405, %276, %279 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %70 {numGroups = 0 : i32}
      gpu.barrier
      %alloc_14 = memref.alloc() {tir.role = "staging"} : memref<64x72xf16, #gpu.address_space<workgroup>>
      %72 = arith.remui %arg5, %c32_8 : index
      %73 = arith.divui %arg5, %c32_8 : index
      %74 = arith.divui %73, %c2_7 : index
      %75 = arith.muli %74, %c32_8 : index
      %76 = arith.remui %73, %c2_7 : index
      %77 = arith.muli %76, %c32_8 : index
      %78 = arith.divui %72, %c4_6 : index
      %79 = arith.remui %72, %c4_6 : index
      %80 = vector.extract %71#0[0, 0] : f32 from vector<2x2xf32>
      %81 = arith.truncf %80 : f32 to f16
      %82 = vector.extract %71#0[0, 1] : f32 from vector<2x2xf32>
      %83 = arith.truncf %82 : f32 to f16
      %84 = vector.from_elements %81, %83 : vector<2xf16>
      %85 = arith.addi %75, %78 : index
      %86 = arith.muli %79, %c2_7 : index
      %87 = arith.addi %77, %86 : index
      vector.store %84, %alloc_14[%85, %87] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %88 = vector.extract %71#0[1, 0] : f32 from vector<2x2xf32>
      %89 = arith.truncf %88 : f32 to f16
      %90 = vector.extract %71#0[1, 1] : f32 from vector<2x2xf32>
      %91 = arith.truncf %90 : f32 to f16
      %92 = vector.from_elements %89, %91 : vector<2xf16>
      %93 = arith.addi %75, %c8_5 : index
      %94 = arith.addi %93, %78 : index
      %95 = arith.muli %79, %c2_7 : index
      %96 = arith.addi %77, %95 : index
      vector.store %92, %alloc_14[%94, %96] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %97 = vector.extract %71#1[0, 0] : f32 from vector<2x2xf32>
      %98 = arith.truncf %97 : f32 to f16
      %99 = vector.extract %71#1[0, 1] : f32 from vector<2x2xf32>
      %100 = arith.truncf %99 : f32 to f16
      %101 = vector.from_elements %98, %100 : vector<2xf16>
      %102 = arith.addi %75, %78 : index
      %103 = arith.addi %77, %c8_5 : index
      %104 = arith.muli %79, %c2_7 : index
      %105 = arith.addi %103, %104 : index
      vector.store %101, %alloc_14[%102, %105] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %106 = vector.extract %71#1[1, 0] : f32 from vector<2x2xf32>
      %107 = arith.truncf %106 : f32 to f16
      %108 = vector.extract %71#1[1, 1] : f32 from vector<2x2xf32>
      %109 = arith.truncf %108 : f32 to f16
      %110 = vector.from_elements %107, %109 : vector<2xf16>
      %111 = arith.addi %75, %c8_5 : index
      %112 = arith.addi %111, %78 : index
      %113 = arith.addi %77, %c8_5 : index
      %114 = arith.muli %79, %c2_7 : index
      %115 = arith.addi %113, %114 : index
      vector.store %110, %alloc_14[%112, %115] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %116 = vector.extract %71#2[0, 0] : f32 from vector<2x2xf32>
      %117 = arith.truncf %116 : f32 to f16
      %118 = vector.extract %71#2[0, 1] : f32 from vector<2x2xf32>
      %119 = arith.truncf %118 : f32 to f16
      %120 = vector.from_elements %117, %119 : vector<2xf16>
      %121 = arith.addi %75, %78 : index
      %122 = arith.addi %77, %c16_4 : index
      %123 = arith.muli %79, %c2_7 : index
      %124 = arith.addi %122, %123 : index
      vector.store %120, %alloc_14[%121, %124] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %125 = vector.extract %71#2[1, 0] : f32 from vector<2x2xf32>
      %126 = arith.truncf %125 : f32 to f16
      %127 = vector.extract %71#2[1, 1] : f32 from vector<2x2xf32>
      %128 = arith.truncf %127 : f32 to f16
      %129 = vector.from_elements %126, %128 : vector<2xf16>
      %130 = arith.addi %75, %c8_5 : index
      %131 = arith.addi %130, %78 : index
      %132 = arith.addi %77, %c16_4 : index
      %133 = arith.muli %79, %c2_7 : index
      %134 = arith.addi %132, %133 : index
      vector.store %129, %alloc_14[%131, %134] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %135 = vector.extract %71#3[0, 0] : f32 from vector<2x2xf32>
      %136 = arith.truncf %135 : f32 to f16
      %137 = vector.extract %71#3[0, 1] : f32 from vector<2x2xf32>
      %138 = arith.truncf %137 : f32 to f16
      %139 = vector.from_elements %136, %138 : vector<2xf16>
      %140 = arith.addi %75, %78 : index
      %141 = arith.addi %77, %c24_3 : index
      %142 = arith.muli %79, %c2_7 : index
      %143 = arith.addi %141, %142 : index
      vector.store %139, %alloc_14[%140, %143] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %144 = vector.extract %71#3[1, 0] : f32 from vector<2x2xf32>
      %145 = arith.truncf %144 : f32 to f16
      %146 = vector.extract %71#3[1, 1] : f32 from vector<2x2xf32>
      %147 = arith.truncf %146 : f32 to f16
      %148 = vector.from_elements %145, %147 : vector<2xf16>
      %149 = arith.addi %75, %c8_5 : index
      %150 = arith.addi %149, %78 : index
      %151 = arith.addi %77, %c24_3 : index
      %152 = arith.muli %79, %c2_7 : index
      %153 = arith.addi %151, %152 : index
      vector.store %148, %alloc_14[%150, %153] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %154 = vector.extract %71#4[0, 0] : f32 from vector<2x2xf32>
      %155 = arith.truncf %154 : f32 to f16
      %156 = vector.extract %71#4[0, 1] : f32 from vector<2x2xf32>
      %157 = arith.truncf %156 : f32 to f16
      %158 = vector.from_elements %155, %157 : vector<2xf16>
      %159 = arith.addi %75, %c16_4 : index
      %160 = arith.addi %159, %78 : index
      %161 = arith.muli %79, %c2_7 : index
      %162 = arith.addi %77, %161 : index
      vector.store %158, %alloc_14[%160, %162] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %163 = vector.extract %71#4[1, 0] : f32 from vector<2x2xf32>
      %164 = arith.truncf %163 : f32 to f16
      %165 = vector.extract %71#4[1, 1] : f32 from vector<2x2xf32>
      %166 = arith.truncf %165 : f32 to f16
      %167 = vector.from_elements %164, %166 : vector<2xf16>
      %168 = arith.addi %75, %c24_3 : index
      %169 = arith.addi %168, %78 : index
      %170 = arith.muli %79, %c2_7 : index
      %171 = arith.addi %77, %170 : index
      vector.store %167, %alloc_14[%169, %171] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %172 = vector.extract %71#5[0, 0] : f32 from vector<2x2xf32>
      %173 = arith.truncf %172 : f32 to f16
      %174 = vector.extract %71#5[0, 1] : f32 from vector<2x2xf32>
      %175 = arith.truncf %174 : f32 to f16
      %176 = vector.from_elements %173, %175 : vector<2xf16>
      %177 = arith.addi %75, %c16_4 : index
      %178 = arith.addi %177, %78 : index
      %179 = arith.addi %77, %c8_5 : index
      %180 = arith.muli %79, %c2_7 : index
      %181 = arith.addi %179, %180 : index
      vector.store %176, %alloc_14[%178, %181] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %182 = vector.extract %71#5[1, 0] : f32 from vector<2x2xf32>
      %183 = arith.truncf %182 : f32 to f16
      %184 = vector.extract %71#5[1, 1] : f32 from vector<2x2xf32>
      %185 = arith.truncf %184 : f32 to f16
      %186 = vector.from_elements %183, %185 : vector<2xf16>
      %187 = arith.addi %75, %c24_3 : index
      %188 = arith.addi %187, %78 : index
      %189 = arith.addi %77, %c8_5 : index
      %190 = arith.muli %79, %c2_7 : index
      %191 = arith.addi %189, %190 : index
      vector.store %186, %alloc_14[%188, %191] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %192 = vector.extract %71#6[0, 0] : f32 from vector<2x2xf32>
      %193 = arith.truncf %192 : f32 to f16
      %194 = vector.extract %71#6[0, 1] : f32 from vector<2x2xf32>
      %195 = arith.truncf %194 : f32 to f16
      %196 = vector.from_elements %193, %195 : vector<2xf16>
      %197 = arith.addi %75, %c16_4 : index
      %198 = arith.addi %197, %78 : index
      %199 = arith.addi %77, %c16_4 : index
      %200 = arith.muli %79, %c2_7 : index
      %201 = arith.addi %199, %200 : index
      vector.store %196, %alloc_14[%198, %201] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %202 = vector.extract %71#6[1, 0] : f32 from vector<2x2xf32>
      %203 = arith.truncf %202 : f32 to f16
      %204 = vector.extract %71#6[1, 1] : f32 from vector<2x2xf32>
      %205 = arith.truncf %204 : f32 to f16
      %206 = vector.from_elements %203, %205 : vector<2xf16>
      %207 = arith.addi %75, %c24_3 : index
      %208 = arith.addi %207, %78 : index
      %209 = arith.addi %77, %c16_4 : index
      %210 = arith.muli %79, %c2_7 : index
      %211 = arith.addi %209, %210 : index
      vector.store %206, %alloc_14[%208, %211] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %212 = vector.extract %71#7[0, 0] : f32 from vector<2x2xf32>
      %213 = arith.truncf %212 : f32 to f16
      %214 = vector.extract %71#7[0, 1] : f32 from vector<2x2xf32>
      %215 = arith.truncf %214 : f32 to f16
      %216 = vector.from_elements %213, %215 : vector<2xf16>
      %217 = arith.addi %75, %c16_4 : index
      %218 = arith.addi %217, %78 : index
      %219 = arith.addi %77, %c24_3 : index
      %220 = arith.muli %79, %c2_7 : index
      %221 = arith.addi %219, %220 : index
      vector.store %216, %alloc_14[%218, %221] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %222 = vector.extract %71#7[1, 0] : f32 from vector<2x2xf32>
      %223 = arith.truncf %222 : f32 to f16
      %224 = vector.extract %71#7[1, 1] : f32 from vector<2x2xf32>
      %225 = arith.truncf %224 : f32 to f16
      %226 = vector.from_elements %223, %225 : vector<2xf16>
      %227 = arith.addi %75, %c24_3 : index
      %228 = arith.addi %227, %78 : index
      %229 = arith.addi %77, %c24_3 : index
      %230 = arith.muli %79, %c2_7 : index
      %231 = arith.addi %229, %230 : index
      vector.store %226, %alloc_14[%228, %231] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      gpu.barrier
      %dim = memref.dim %alloc, %c0_2 : memref<200x136xf16>
      %dim_15 = memref.dim %alloc, %c1_1 : memref<200x136xf16>
      %232 = arith.remui %dim_15, %c8_5 : index
      %233 = arith.cmpi eq, %232, %c0_2 : index
      %234 = arith.divui %arg5, %c8_5 : index
      %235 = arith.remui %arg5, %c8_5 : index
      %236 = arith.muli %235, %c8_5 : index
      %237 = arith.addi %6, %234 : index
      %238 = arith.addi %7, %236 : index
      %239 = vector.load %alloc_14[%234, %236] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %240 = arith.addi %238, %c8_5 : index
      %241 = arith.cmpi ule, %240, %dim_15 : index
      %242 = arith.cmpi ult, %237, %dim : index
      scf.if %242 {
        %273 = arith.andi %241, %233 : i1
        scf.if %273 {
          vector.store %239, %alloc[%237, %238] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %274 = arith.cmpi ult, %238, %dim_15 : index
          scf.if %274 {
            %289 = vector.extract %239[0] : f16 from vector<8xf16>
            memref.store %289, %alloc[%237, %238] : memref<200x136xf16>
          }
          %275 = arith.addi %238, %c1_1 : index
          %276 = arith.cmpi ult, %275, %dim_15 : index
          scf.if %276 {
            %289 = vector.extract %239[1] : f16 from vector<8xf16>
            memref.store %289, %alloc[%237, %275] : memref<200x136xf16>
          }
          %277 = arith.addi %238, %c2_7 : index
          %278 = arith.cmpi ult, %277, %dim_15 : index
          scf.if %278 {
            %289 = vector.extract %239[2] : f16 from vector<8xf16>
            memref.store %289, %alloc[%237, %277] : memref<200x136xf16>
          }
          %279 = arith.addi %238, %c3 : index
          %280 = arith.cmpi ult, %279, %dim_15 : index
          scf.if %280 {
            %289 = vector.extract %239[3] : f16 from vector<8xf16>
            memref.store %289, %alloc[%237, %279] : memref<200x136xf16>
          }
          %281 = arith.addi %238, %c4_6 : index
          %282 = arith.cmpi ult, %281, %dim_15 : index
          scf.if %282 {
            %289 = vector.extract %239[4] : f16 from vector<8xf16>
            memref.store %289, %alloc[%237, %281] : memref<200x136xf16>
          }
          %283 = arith.addi %238, %c5 : index
          %284 = arith.cmpi ult, %283, %dim_15 : index
          scf.if %284 {
            %289 = vector.extract %239[5] : f16 from vector<8xf16>
            memref.store %289, %alloc[%237, %283] : memref<200x136xf16>
          }
          %285 = arith.addi %238, %c6 : index
          %286 = arith.cmpi ult, %285, %dim_15 : index
          scf.if %286 {
            %289 = vector.extract %239[6] : f16 from vector<8xf16>
            memref.store %289, %alloc[%237, %285] : memref<200x136xf16>
          }
          %287 = arith.addi %238, %c7 : index
          %288 = arith.cmpi ult, %287, %dim_15 : index
          scf.if %288 {
            %289 = vector.extract %239[7] : f16 from vector<8xf16>
            memref.store %289, %alloc[%237, %287] : memref<200x136xf16>
          }
        }
      }
      %243 = arith.addi %arg5, %c128_0 : index
      %244 = arith.divui %243, %c8_5 : index
      %245 = arith.remui %243, %c8_5 : index
      %246 = arith.muli %245, %c8_5 : index
      %247 = arith.addi %6, %244 : index
      %248 = arith.addi %7, %246 : index
      %249 = vector.load %alloc_14[%244, %246] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %250 = arith.addi %248, %c8_5 : index
      %251 = arith.cmpi ule, %250, %dim_15 : index
      %252 = arith.cmpi ult, %247, %dim : index
      scf.if %252 {
        %273 = arith.andi %251, %233 : i1
        scf.if %273 {
          vector.store %249, %alloc[%247, %248] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %274 = arith.cmpi ult, %248, %dim_15 : index
          scf.if %274 {
            %289 = vector.extract %249[0] : f16 from vector<8xf16>
            memref.store %289, %alloc[%247, %248] : memref<200x136xf16>
          }
          %275 = arith.addi %248, %c1_1 : index
          %276 = arith.cmpi ult, %275, %dim_15 : index
          scf.if %276 {
            %289 = vector.extract %249[1] : f16 from vector<8xf16>
            memref.store %289, %alloc[%247, %275] : memref<200x136xf16>
          }
          %277 = arith.addi %248, %c2_7 : index
          %278 = arith.cmpi ult, %277, %dim_15 : index
          scf.if %278 {
            %289 = vector.extract %249[2] : f16 from vector<8xf16>
            memref.store %289, %alloc[%247, %277] : memref<200x136xf16>
          }
          %279 = arith.addi %248, %c3 : index
          %280 = arith.cmpi ult, %279, %dim_15 : index
          scf.if %280 {
            %289 = vector.extract %249[3] : f16 from vector<8xf16>
            memref.store %289, %alloc[%247, %279] : memref<200x136xf16>
          }
          %281 = arith.addi %248, %c4_6 : index
          %282 = arith.cmpi ult, %281, %dim_15 : index
          scf.if %282 {
            %289 = vector.extract %249[4] : f16 from vector<8xf16>
            memref.store %289, %alloc[%247, %281] : memref<200x136xf16>
          }
          %283 = arith.addi %248, %c5 : index
          %284 = arith.cmpi ult, %283, %dim_15 : index
          scf.if %284 {
            %289 = vector.extract %249[5] : f16 from vector<8xf16>
            memref.store %289, %alloc[%247, %283] : memref<200x136xf16>
          }
          %285 = arith.addi %248, %c6 : index
          %286 = arith.cmpi ult, %285, %dim_15 : index
          scf.if %286 {
            %289 = vector.extract %249[6] : f16 from vector<8xf16>
            memref.store %289, %alloc[%247, %285] : memref<200x136xf16>
          }
          %287 = arith.addi %248, %c7 : index
          %288 = arith.cmpi ult, %287, %dim_15 : index
          scf.if %288 {
            %289 = vector.extract %249[7] : f16 from vector<8xf16>
            memref.store %289, %alloc[%247, %287] : memref<200x136xf16>
          }
        }
      }
      %253 = arith.addi %arg5, %c256 : index
      %254 = arith.divui %253, %c8_5 : index
      %255 = arith.remui %253, %c8_5 : index
      %256 = arith.muli %255, %c8_5 : index
      %257 = arith.addi %6, %254 : index
      %258 = arith.addi %7, %256 : index
      %259 = vector.load %alloc_14[%254, %256] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %260 = arith.addi %258, %c8_5 : index
      %261 = arith.cmpi ule, %260, %dim_15 : index
      %262 = arith.cmpi ult, %257, %dim : index
      scf.if %262 {
        %273 = arith.andi %261, %233 : i1
        scf.if %273 {
          vector.store %259, %alloc[%257, %258] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %274 = arith.cmpi ult, %258, %dim_15 : index
          scf.if %274 {
            %289 = vector.extract %259[0] : f16 from vector<8xf16>
            memref.store %289, %alloc[%257, %258] : memref<200x136xf16>
          }
          %275 = arith.addi %258, %c1_1 : index
          %276 = arith.cmpi ult, %275, %dim_15 : index
          scf.if %276 {
            %289 = vector.extract %259[1] : f16 from vector<8xf16>
            memref.store %289, %alloc[%257, %275] : memref<200x136xf16>
          }
          %277 = arith.addi %258, %c2_7 : index
          %278 = arith.cmpi ult, %277, %dim_15 : index
          scf.if %278 {
            %289 = vector.extract %259[2] : f16 from vector<8xf16>
            memref.store %289, %alloc[%257, %277] : memref<200x136xf16>
          }
          %279 = arith.addi %258, %c3 : index
          %280 = arith.cmpi ult, %279, %dim_15 : index
          scf.if %280 {
            %289 = vector.extract %259[3] : f16 from vector<8xf16>
            memref.store %289, %alloc[%257, %279] : memref<200x136xf16>
          }
          %281 = arith.addi %258, %c4_6 : index
          %282 = arith.cmpi ult, %281, %dim_15 : index
          scf.if %282 {
            %289 = vector.extract %259[4] : f16 from vector<8xf16>
            memref.store %289, %alloc[%257, %281] : memref<200x136xf16>
          }
          %283 = arith.addi %258, %c5 : index
          %284 = arith.cmpi ult, %283, %dim_15 : index
          scf.if %284 {
            %289 = vector.extract %259[5] : f16 from vector<8xf16>
            memref.store %289, %alloc[%257, %283] : memref<200x136xf16>
          }
          %285 = arith.addi %258, %c6 : index
          %286 = arith.cmpi ult, %285, %dim_15 : index
          scf.if %286 {
            %289 = vector.extract %259[6] : f16 from vector<8xf16>
            memref.store %289, %alloc[%257, %285] : memref<200x136xf16>
          }
          %287 = arith.addi %258, %c7 : index
          %288 = arith.cmpi ult, %287, %dim_15 : index
          scf.if %288 {
            %289 = vector.extract %259[7] : f16 from vector<8xf16>
            memref.store %289, %alloc[%257, %287] : memref<200x136xf16>
          }
        }
      }
      %263 = arith.addi %arg5, %c384 : index
      %264 = arith.divui %263, %c8_5 : index
      %265 = arith.remui %263, %c8_5 : index
      %266 = arith.muli %265, %c8_5 : index
      %267 = arith.addi %6, %264 : index
      %268 = arith.addi %7, %266 : index
      %269 = vector.load %alloc_14[%264, %266] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %270 = arith.addi %268, %c8_5 : index
      %271 = arith.cmpi ule, %270, %dim_15 : index
      %272 = arith.cmpi ult, %267, %dim : index
      scf.if %272 {
        %273 = arith.andi %271, %233 : i1
        scf.if %273 {
          vector.store %269, %alloc[%267, %268] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %274 = arith.cmpi ult, %268, %dim_15 : index
          scf.if %274 {
            %289 = vector.extract %269[0] : f16 from vector<8xf16>
            memref.store %289, %alloc[%267, %268] : memref<200x136xf16>
          }
          %275 = arith.addi %268, %c1_1 : index
          %276 = arith.cmpi ult, %275, %dim_15 : index
          scf.if %276 {
            %289 = vector.extract %269[1] : f16 from vector<8xf16>
            memref.store %289, %alloc[%267, %275] : memref<200x136xf16>
          }
          %277 = arith.addi %268, %c2_7 : index
          %278 = arith.cmpi ult, %277, %dim_15 : index
          scf.if %278 {
            %289 = vector.extract %269[2] : f16 from vector<8xf16>
            memref.store %289, %alloc[%267, %277] : memref<200x136xf16>
          }
          %279 = arith.addi %268, %c3 : index
          %280 = arith.cmpi ult, %279, %dim_15 : index
          scf.if %280 {
            %289 = vector.extract %269[3] : f16 from vector<8xf16>
            memref.store %289, %alloc[%267, %279] : memref<200x136xf16>
          }
          %281 = arith.addi %268, %c4_6 : index
          %282 = arith.cmpi ult, %281, %dim_15 : index
          scf.if %282 {
            %289 = vector.extract %269[4] : f16 from vector<8xf16>
            memref.store %289, %alloc[%267, %281] : memref<200x136xf16>
          }
          %283 = arith.addi %268, %c5 : index
          %284 = arith.cmpi ult, %283, %dim_15 : index
          scf.if %284 {
            %289 = vector.extract %269[5] : f16 from vector<8xf16>
            memref.store %289, %alloc[%267, %283] : memref<200x136xf16>
          }
          %285 = arith.addi %268, %c6 : index
          %286 = arith.cmpi ult, %285, %dim_15 : index
          scf.if %286 {
            %289 = vector.extract %269[6] : f16 from vector<8xf16>
            memref.store %289, %alloc[%267, %285] : memref<200x136xf16>
          }
          %287 = arith.addi %268, %c7 : index
          %288 = arith.cmpi ult, %287, %dim_15 : index
          scf.if %288 {
            %289 = vector.extract %269[7] : f16 from vector<8xf16>
            memref.store %289, %alloc[%267, %287] : memref<200x136xf16>
          }
        }
      }
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 2 : i64, swizzle = true, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}
    return %alloc : memref<200x136xf16>
  }
  func.func @gemm_unswizzled(%arg0: memref<200x72xf16>, %arg1: memref<72x136xf16>) -> memref<200x136xf16> attributes {tir.arg_names = ["a", "b"], tir.dims = [["M", "K"], ["K", "N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "row", op = "matmul", schedule = {mma = "m16n8k16", stages = 3 : i64, swizzle = "none", tile = array<i64: 64, 64, 32>, warps = array<i64: 2, 2>}}} {
    %c3_i32 = arith.constant 3 : i32
    %c72 = arith.constant 72 : index
    %c136 = arith.constant 136 : index
    %c200 = arith.constant 200 : index
    %c12 = arith.constant 12 : index
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c0_i32 = arith.constant 0 : i32
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf16>
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c12, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c128, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c0_i32 module(@gemm_unswizzled_gemm2) function(@gemm_unswizzled_gemm2) {
      %c384 = arith.constant 384 : index
      %c256 = arith.constant 256 : index
      %c128_0 = arith.constant 128 : index
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c3 = arith.constant 3 : index
      %c1_1 = arith.constant 1 : index
      %c0_2 = arith.constant 0 : index
      %c24_3 = arith.constant 24 : index
      %c16_4 = arith.constant 16 : index
      %c8_5 = arith.constant 8 : index
      %c4_6 = arith.constant 4 : index
      %c2_7 = arith.constant 2 : index
      %c32_8 = arith.constant 32 : index
      %0 = arith.divui %arg2, %c24 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg2, %c24 : index
      %3 = arith.remui %2, %c4 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c4 : index
      %6 = arith.muli %4, %c64 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c64 {tir.role = "block-col"} : index
      %alloc_9 = memref.alloc() {tir.role = "operand-a"} : memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %alloc_10 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %8 = arith.divui %arg5, %c32 : index
      %9 = arith.divui %8, %c2 : index
      %10 = arith.muli %9, %c32 : index
      %11 = arith.remui %8, %c2 : index
      %12 = arith.muli %11, %c32 : index
      %13 = arith.remui %arg5, %c32 : index
      %14 = arith.divui %arg5, %c4 : index
      %15 = arith.remui %arg5, %c4 : index
      %16 = arith.muli %15, %c8 : index
      %17 = arith.addi %6, %14 : index
      %18 = arith.cmpi ult, %16, %c72 : index
      %19 = arith.cmpi ult, %17, %c200 : index
      %20 = arith.andi %19, %18 : i1
      %21 = arith.select %20, %c8, %c0 : index
      %22 = nvgpu.device_async_copy %arg0[%17, %16], %alloc_9[%c0, %14, %16], 8, %21 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %23 = arith.addi %14, %c32 : index
      %24 = arith.addi %17, %c32 : index
      %25 = arith.cmpi ult, %24, %c200 : index
      %26 = arith.andi %25, %18 : i1
      %27 = arith.select %26, %c8, %c0 : index
      %28 = nvgpu.device_async_copy %arg0[%24, %16], %alloc_9[%c0, %23, %16], 8, %27 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %29 = arith.divui %arg5, %c8 : index
      %30 = arith.remui %arg5, %c8 : index
      %31 = arith.muli %30, %c8 : index
      %32 = arith.addi %7, %31 : index
      %33 = arith.cmpi ult, %32, %c136 : index
      %34 = arith.cmpi ult, %29, %c72 : index
      %35 = arith.andi %34, %33 : i1
      %36 = arith.select %35, %c8, %c0 : index
      %37 = nvgpu.device_async_copy %arg1[%29, %32], %alloc_10[%c0, %29, %31], 8, %36 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %38 = arith.addi %29, %c16 : index
      %39 = arith.addi %29, %c16 : index
      %40 = arith.cmpi ult, %39, %c72 : index
      %41 = arith.andi %40, %33 : i1
      %42 = arith.select %41, %c8, %c0 : index
      %43 = nvgpu.device_async_copy %arg1[%39, %32], %alloc_10[%c0, %38, %31], 8, %42 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %44 = nvgpu.device_async_create_group %22, %28, %37, %43
      %45 = arith.divui %arg5, %c4 : index
      %46 = arith.remui %arg5, %c4 : index
      %47 = arith.muli %46, %c8 : index
      %48 = arith.addi %6, %45 : index
      %49 = arith.addi %47, %c32 : index
      %50 = arith.cmpi ult, %49, %c72 : index
      %51 = arith.cmpi ult, %48, %c200 : index
      %52 = arith.andi %51, %50 : i1
      %53 = arith.select %52, %c8, %c0 : index
      %54 = nvgpu.device_async_copy %arg0[%48, %49], %alloc_9[%c1, %45, %47], 8, %53 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %55 = arith.addi %45, %c32 : index
      %56 = arith.addi %48, %c32 : index
      %57 = arith.cmpi ult, %56, %c200 : index
      %58 = arith.andi %57, %50 : i1
      %59 = arith.select %58, %c8, %c0 : index
      %60 = nvgpu.device_async_copy %arg0[%56, %49], %alloc_9[%c1, %55, %47], 8, %59 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %61 = arith.divui %arg5, %c8 : index
      %62 = arith.remui %arg5, %c8 : index
      %63 = arith.muli %62, %c8 : index
      %64 = arith.addi %61, %c32 : index
      %65 = arith.addi %7, %63 : index
      %66 = arith.cmpi ult, %65, %c136 : index
      %67 = arith.cmpi ult, %64, %c72 : index
      %68 = arith.andi %67, %66 : i1
      %69 = arith.select %68, %c8, %c0 : index
      %70 = nvgpu.device_async_copy %arg1[%64, %65], %alloc_10[%c1, %61, %63], 8, %69 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %71 = arith.addi %61, %c16 : index
      %72 = arith.addi %64, %c16 : index
      %73 = arith.cmpi ult, %72, %c72 : index
      %74 = arith.andi %73, %66 : i1
      %75 = arith.select %74, %c8, %c0 : index
      %76 = nvgpu.device_async_copy %arg1[%72, %65], %alloc_10[%c1, %71, %63], 8, %75 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %77 = nvgpu.device_async_create_group %54, %60, %70, %76
      %78:10 = scf.for %arg14 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %c0_i32, %arg24 = %c2_i32) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %280 = arith.addi %arg14, %c2_i32 : i32
        %281 = arith.cmpi eq, %arg23, %c2_i32 : i32
        %282 = arith.addi %arg23, %c1_i32 : i32
        %283 = arith.select %281, %c0_i32, %282 : i32
        %284 = arith.cmpi eq, %arg24, %c2_i32 : i32
        %285 = arith.addi %arg24, %c1_i32 : i32
        %286 = arith.select %284, %c0_i32, %285 : i32
        %287 = arith.index_castui %arg23 : i32 to index
        %288 = arith.index_castui %arg24 : i32 to index
        nvgpu.device_async_wait %77 {numGroups = 1 : i32}
        gpu.barrier
        %289 = arith.remui %13, %c16 : index
        %290 = arith.addi %10, %289 : index
        %291 = arith.divui %13, %c16 : index
        %292 = arith.muli %291, %c8 : index
        %293 = nvgpu.ldmatrix %alloc_9[%287, %290, %292] {numTiles = 4 : i32, transpose = false} : memref<3x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %294 = arith.addi %10, %c16 : index
        %295 = arith.remui %13, %c16 : index
        %296 = arith.addi %294, %295 : index
        %297 = arith.divui %13, %c16 : index
        %298 = arith.muli %297, %c8 : index
        %299 = nvgpu.ldmatrix %alloc_9[%287, %296, %298] {numTiles = 4 : i32, transpose = false} : memref<3x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %300 = arith.remui %13, %c16 : index
        %301 = arith.divui %13, %c16 : index
        %302 = arith.muli %301, %c8 : index
        %303 = arith.addi %12, %302 : index
        %304 = nvgpu.ldmatrix %alloc_10[%287, %300, %303] {numTiles = 4 : i32, transpose = true} : memref<3x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %305 = vector.extract_strided_slice %304 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %306 = vector.extract_strided_slice %304 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %307 = arith.addi %12, %c16 : index
        %308 = arith.remui %13, %c16 : index
        %309 = arith.divui %13, %c16 : index
        %310 = arith.muli %309, %c8 : index
        %311 = arith.addi %307, %310 : index
        %312 = nvgpu.ldmatrix %alloc_10[%287, %308, %311] {numTiles = 4 : i32, transpose = true} : memref<3x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %313 = vector.extract_strided_slice %312 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %314 = vector.extract_strided_slice %312 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %315 = nvgpu.mma.sync(%293, %305, %arg15) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %316 = nvgpu.mma.sync(%293, %306, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %317 = nvgpu.mma.sync(%293, %313, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %318 = nvgpu.mma.sync(%293, %314, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %319 = nvgpu.mma.sync(%299, %305, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %320 = nvgpu.mma.sync(%299, %306, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %321 = nvgpu.mma.sync(%299, %313, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %322 = nvgpu.mma.sync(%299, %314, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %323 = arith.remui %13, %c16 : index
        %324 = arith.addi %10, %323 : index
        %325 = arith.divui %13, %c16 : index
        %326 = arith.muli %325, %c8 : index
        %327 = arith.addi %326, %c16 : index
        %328 = nvgpu.ldmatrix %alloc_9[%287, %324, %327] {numTiles = 4 : i32, transpose = false} : memref<3x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %329 = arith.addi %10, %c16 : index
        %330 = arith.remui %13, %c16 : index
        %331 = arith.addi %329, %330 : index
        %332 = arith.divui %13, %c16 : index
        %333 = arith.muli %332, %c8 : index
        %334 = arith.addi %333, %c16 : index
        %335 = nvgpu.ldmatrix %alloc_9[%287, %331, %334] {numTiles = 4 : i32, transpose = false} : memref<3x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %336 = arith.remui %13, %c16 : index
        %337 = arith.addi %336, %c16 : index
        %338 = arith.divui %13, %c16 : index
        %339 = arith.muli %338, %c8 : index
        %340 = arith.addi %12, %339 : index
        %341 = nvgpu.ldmatrix %alloc_10[%287, %337, %340] {numTiles = 4 : i32, transpose = true} : memref<3x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %342 = vector.extract_strided_slice %341 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %343 = vector.extract_strided_slice %341 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %344 = arith.addi %12, %c16 : index
        %345 = arith.remui %13, %c16 : index
        %346 = arith.addi %345, %c16 : index
        %347 = arith.divui %13, %c16 : index
        %348 = arith.muli %347, %c8 : index
        %349 = arith.addi %344, %348 : index
        %350 = nvgpu.ldmatrix %alloc_10[%287, %346, %349] {numTiles = 4 : i32, transpose = true} : memref<3x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %351 = vector.extract_strided_slice %350 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %352 = vector.extract_strided_slice %350 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %353 = nvgpu.mma.sync(%328, %342, %315) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %354 = nvgpu.mma.sync(%328, %343, %316) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %355 = nvgpu.mma.sync(%328, %351, %317) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %356 = nvgpu.mma.sync(%328, %352, %318) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %357 = nvgpu.mma.sync(%335, %342, %319) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %358 = nvgpu.mma.sync(%335, %343, %320) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %359 = nvgpu.mma.sync(%335, %351, %321) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %360 = nvgpu.mma.sync(%335, %352, %322) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %361 = arith.index_castui %280 : i32 to index
        %362 = arith.muli %361, %c32 : index
        %363 = arith.divui %arg5, %c4 : index
        %364 = arith.remui %arg5, %c4 : index
        %365 = arith.muli %364, %c8 : index
        %366 = arith.addi %6, %363 : index
        %367 = arith.addi %362, %365 : index
        %368 = arith.cmpi ult, %367, %c72 : index
        %369 = arith.cmpi ult, %366, %c200 : index
        %370 = arith.andi %369, %368 : i1
        %371 = arith.select %370, %c8, %c0 : index
        %372 = nvgpu.device_async_copy %arg0[%366, %367], %alloc_9[%288, %363, %365], 8, %371 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
        %373 = arith.addi %363, %c32 : index
        %374 = arith.addi %366, %c32 : index
        %375 = arith.cmpi ult, %374, %c200 : index
        %376 = arith.andi %375, %368 : i1
        %377 = arith.select %376, %c8, %c0 : index
        %378 = nvgpu.device_async_copy %arg0[%374, %367], %alloc_9[%288, %373, %365], 8, %377 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
        %379 = arith.muli %361, %c32 : index
        %380 = arith.divui %arg5, %c8 : index
        %381 = arith.remui %arg5, %c8 : index
        %382 = arith.muli %381, %c8 : index
        %383 = arith.addi %379, %380 : index
        %384 = arith.addi %7, %382 : index
        %385 = arith.cmpi ult, %384, %c136 : index
        %386 = arith.cmpi ult, %383, %c72 : index
        %387 = arith.andi %386, %385 : i1
        %388 = arith.select %387, %c8, %c0 : index
        %389 = nvgpu.device_async_copy %arg1[%383, %384], %alloc_10[%288, %380, %382], 8, %388 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
        %390 = arith.addi %380, %c16 : index
        %391 = arith.addi %383, %c16 : index
        %392 = arith.cmpi ult, %391, %c72 : index
        %393 = arith.andi %392, %385 : i1
        %394 = arith.select %393, %c8, %c0 : index
        %395 = nvgpu.device_async_copy %arg1[%391, %384], %alloc_10[%288, %390, %382], 8, %394 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
        %396 = nvgpu.device_async_create_group %372, %378, %389, %395
        scf.yield %353, %354, %355, %356, %357, %358, %359, %360, %283, %286 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %77 {numGroups = 0 : i32}
      gpu.barrier
      %alloc_11 = memref.alloc() {tir.role = "staging"} : memref<64x72xf16, #gpu.address_space<workgroup>>
      %79 = arith.remui %arg5, %c32_8 : index
      %80 = arith.divui %arg5, %c32_8 : index
      %81 = arith.divui %80, %c2_7 : index
      %82 = arith.muli %81, %c32_8 : index
      %83 = arith.remui %80, %c2_7 : index
      %84 = arith.muli %83, %c32_8 : index
      %85 = arith.divui %79, %c4_6 : index
      %86 = arith.remui %79, %c4_6 : index
      %87 = vector.extract %78#0[0, 0] : f32 from vector<2x2xf32>
      %88 = arith.truncf %87 : f32 to f16
      %89 = vector.extract %78#0[0, 1] : f32 from vector<2x2xf32>
      %90 = arith.truncf %89 : f32 to f16
      %91 = vector.from_elements %88, %90 : vector<2xf16>
      %92 = arith.addi %82, %85 : index
      %93 = arith.muli %86, %c2_7 : index
      %94 = arith.addi %84, %93 : index
      vector.store %91, %alloc_11[%92, %94] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %95 = vector.extract %78#0[1, 0] : f32 from vector<2x2xf32>
      %96 = arith.truncf %95 : f32 to f16
      %97 = vector.extract %78#0[1, 1] : f32 from vector<2x2xf32>
      %98 = arith.truncf %97 : f32 to f16
      %99 = vector.from_elements %96, %98 : vector<2xf16>
      %100 = arith.addi %82, %c8_5 : index
      %101 = arith.addi %100, %85 : index
      %102 = arith.muli %86, %c2_7 : index
      %103 = arith.addi %84, %102 : index
      vector.store %99, %alloc_11[%101, %103] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %104 = vector.extract %78#1[0, 0] : f32 from vector<2x2xf32>
      %105 = arith.truncf %104 : f32 to f16
      %106 = vector.extract %78#1[0, 1] : f32 from vector<2x2xf32>
      %107 = arith.truncf %106 : f32 to f16
      %108 = vector.from_elements %105, %107 : vector<2xf16>
      %109 = arith.addi %82, %85 : index
      %110 = arith.addi %84, %c8_5 : index
      %111 = arith.muli %86, %c2_7 : index
      %112 = arith.addi %110, %111 : index
      vector.store %108, %alloc_11[%109, %112] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %113 = vector.extract %78#1[1, 0] : f32 from vector<2x2xf32>
      %114 = arith.truncf %113 : f32 to f16
      %115 = vector.extract %78#1[1, 1] : f32 from vector<2x2xf32>
      %116 = arith.truncf %115 : f32 to f16
      %117 = vector.from_elements %114, %116 : vector<2xf16>
      %118 = arith.addi %82, %c8_5 : index
      %119 = arith.addi %118, %85 : index
      %120 = arith.addi %84, %c8_5 : index
      %121 = arith.muli %86, %c2_7 : index
      %122 = arith.addi %120, %121 : index
      vector.store %117, %alloc_11[%119, %122] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %123 = vector.extract %78#2[0, 0] : f32 from vector<2x2xf32>
      %124 = arith.truncf %123 : f32 to f16
      %125 = vector.extract %78#2[0, 1] : f32 from vector<2x2xf32>
      %126 = arith.truncf %125 : f32 to f16
      %127 = vector.from_elements %124, %126 : vector<2xf16>
      %128 = arith.addi %82, %85 : index
      %129 = arith.addi %84, %c16_4 : index
      %130 = arith.muli %86, %c2_7 : index
      %131 = arith.addi %129, %130 : index
      vector.store %127, %alloc_11[%128, %131] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %132 = vector.extract %78#2[1, 0] : f32 from vector<2x2xf32>
      %133 = arith.truncf %132 : f32 to f16
      %134 = vector.extract %78#2[1, 1] : f32 from vector<2x2xf32>
      %135 = arith.truncf %134 : f32 to f16
      %136 = vector.from_elements %133, %135 : vector<2xf16>
      %137 = arith.addi %82, %c8_5 : index
      %138 = arith.addi %137, %85 : index
      %139 = arith.addi %84, %c16_4 : index
      %140 = arith.muli %86, %c2_7 : index
      %141 = arith.addi %139, %140 : index
      vector.store %136, %alloc_11[%138, %141] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %142 = vector.extract %78#3[0, 0] : f32 from vector<2x2xf32>
      %143 = arith.truncf %142 : f32 to f16
      %144 = vector.extract %78#3[0, 1] : f32 from vector<2x2xf32>
      %145 = arith.truncf %144 : f32 to f16
      %146 = vector.from_elements %143, %145 : vector<2xf16>
      %147 = arith.addi %82, %85 : index
      %148 = arith.addi %84, %c24_3 : index
      %149 = arith.muli %86, %c2_7 : index
      %150 = arith.addi %148, %149 : index
      vector.store %146, %alloc_11[%147, %150] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %151 = vector.extract %78#3[1, 0] : f32 from vector<2x2xf32>
      %152 = arith.truncf %151 : f32 to f16
      %153 = vector.extract %78#3[1, 1] : f32 from vector<2x2xf32>
      %154 = arith.truncf %153 : f32 to f16
      %155 = vector.from_elements %152, %154 : vector<2xf16>
      %156 = arith.addi %82, %c8_5 : index
      %157 = arith.addi %156, %85 : index
      %158 = arith.addi %84, %c24_3 : index
      %159 = arith.muli %86, %c2_7 : index
      %160 = arith.addi %158, %159 : index
      vector.store %155, %alloc_11[%157, %160] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %161 = vector.extract %78#4[0, 0] : f32 from vector<2x2xf32>
      %162 = arith.truncf %161 : f32 to f16
      %163 = vector.extract %78#4[0, 1] : f32 from vector<2x2xf32>
      %164 = arith.truncf %163 : f32 to f16
      %165 = vector.from_elements %162, %164 : vector<2xf16>
      %166 = arith.addi %82, %c16_4 : index
      %167 = arith.addi %166, %85 : index
      %168 = arith.muli %86, %c2_7 : index
      %169 = arith.addi %84, %168 : index
      vector.store %165, %alloc_11[%167, %169] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %170 = vector.extract %78#4[1, 0] : f32 from vector<2x2xf32>
      %171 = arith.truncf %170 : f32 to f16
      %172 = vector.extract %78#4[1, 1] : f32 from vector<2x2xf32>
      %173 = arith.truncf %172 : f32 to f16
      %174 = vector.from_elements %171, %173 : vector<2xf16>
      %175 = arith.addi %82, %c24_3 : index
      %176 = arith.addi %175, %85 : index
      %177 = arith.muli %86, %c2_7 : index
      %178 = arith.addi %84, %177 : index
      vector.store %174, %alloc_11[%176, %178] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %179 = vector.extract %78#5[0, 0] : f32 from vector<2x2xf32>
      %180 = arith.truncf %179 : f32 to f16
      %181 = vector.extract %78#5[0, 1] : f32 from vector<2x2xf32>
      %182 = arith.truncf %181 : f32 to f16
      %183 = vector.from_elements %180, %182 : vector<2xf16>
      %184 = arith.addi %82, %c16_4 : index
      %185 = arith.addi %184, %85 : index
      %186 = arith.addi %84, %c8_5 : index
      %187 = arith.muli %86, %c2_7 : index
      %188 = arith.addi %186, %187 : index
      vector.store %183, %alloc_11[%185, %188] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %189 = vector.extract %78#5[1, 0] : f32 from vector<2x2xf32>
      %190 = arith.truncf %189 : f32 to f16
      %191 = vector.extract %78#5[1, 1] : f32 from vector<2x2xf32>
      %192 = arith.truncf %191 : f32 to f16
      %193 = vector.from_elements %190, %192 : vector<2xf16>
      %194 = arith.addi %82, %c24_3 : index
      %195 = arith.addi %194, %85 : index
      %196 = arith.addi %84, %c8_5 : index
      %197 = arith.muli %86, %c2_7 : index
      %198 = arith.addi %196, %197 : index
      vector.store %193, %alloc_11[%195, %198] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %199 = vector.extract %78#6[0, 0] : f32 from vector<2x2xf32>
      %200 = arith.truncf %199 : f32 to f16
      %201 = vector.extract %78#6[0, 1] : f32 from vector<2x2xf32>
      %202 = arith.truncf %201 : f32 to f16
      %203 = vector.from_elements %200, %202 : vector<2xf16>
      %204 = arith.addi %82, %c16_4 : index
      %205 = arith.addi %204, %85 : index
      %206 = arith.addi %84, %c16_4 : index
      %207 = arith.muli %86, %c2_7 : index
      %208 = arith.addi %206, %207 : index
      vector.store %203, %alloc_11[%205, %208] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %209 = vector.extract %78#6[1, 0] : f32 from vector<2x2xf32>
      %210 = arith.truncf %209 : f32 to f16
      %211 = vector.extract %78#6[1, 1] : f32 from vector<2x2xf32>
      %212 = arith.truncf %211 : f32 to f16
      %213 = vector.from_elements %210, %212 : vector<2xf16>
      %214 = arith.addi %82, %c24_3 : index
      %215 = arith.addi %214, %85 : index
      %216 = arith.addi %84, %c16_4 : index
      %217 = arith.muli %86, %c2_7 : index
      %218 = arith.addi %216, %217 : index
      vector.store %213, %alloc_11[%215, %218] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %219 = vector.extract %78#7[0, 0] : f32 from vector<2x2xf32>
      %220 = arith.truncf %219 : f32 to f16
      %221 = vector.extract %78#7[0, 1] : f32 from vector<2x2xf32>
      %222 = arith.truncf %221 : f32 to f16
      %223 = vector.from_elements %220, %222 : vector<2xf16>
      %224 = arith.addi %82, %c16_4 : index
      %225 = arith.addi %224, %85 : index
      %226 = arith.addi %84, %c24_3 : index
      %227 = arith.muli %86, %c2_7 : index
      %228 = arith.addi %226, %227 : index
      vector.store %223, %alloc_11[%225, %228] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %229 = vector.extract %78#7[1, 0] : f32 from vector<2x2xf32>
      %230 = arith.truncf %229 : f32 to f16
      %231 = vector.extract %78#7[1, 1] : f32 from vector<2x2xf32>
      %232 = arith.truncf %231 : f32 to f16
      %233 = vector.from_elements %230, %232 : vector<2xf16>
      %234 = arith.addi %82, %c24_3 : index
      %235 = arith.addi %234, %85 : index
      %236 = arith.addi %84, %c24_3 : index
      %237 = arith.muli %86, %c2_7 : index
      %238 = arith.addi %236, %237 : index
      vector.store %233, %alloc_11[%235, %238] {alignment = 4 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      gpu.barrier
      %dim = memref.dim %alloc, %c0_2 : memref<200x136xf16>
      %dim_12 = memref.dim %alloc, %c1_1 : memref<200x136xf16>
      %239 = arith.remui %dim_12, %c8_5 : index
      %240 = arith.cmpi eq, %239, %c0_2 : index
      %241 = arith.divui %arg5, %c8_5 : index
      %242 = arith.remui %arg5, %c8_5 : index
      %243 = arith.muli %242, %c8_5 : index
      %244 = arith.addi %6, %241 : index
      %245 = arith.addi %7, %243 : index
      %246 = vector.load %alloc_11[%241, %243] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %247 = arith.addi %245, %c8_5 : index
      %248 = arith.cmpi ule, %247, %dim_12 : index
      %249 = arith.cmpi ult, %244, %dim : index
      scf.if %249 {
        %280 = arith.andi %248, %240 : i1
        scf.if %280 {
          vector.store %246, %alloc[%244, %245] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %281 = arith.cmpi ult, %245, %dim_12 : index
          scf.if %281 {
            %296 = vector.extract %246[0] : f16 from vector<8xf16>
            memref.store %296, %alloc[%244, %245] : memref<200x136xf16>
          }
          %282 = arith.addi %245, %c1_1 : index
          %283 = arith.cmpi ult, %282, %dim_12 : index
          scf.if %283 {
            %296 = vector.extract %246[1] : f16 from vector<8xf16>
            memref.store %296, %alloc[%244, %282] : memref<200x136xf16>
          }
          %284 = arith.addi %245, %c2_7 : index
          %285 = arith.cmpi ult, %284, %dim_12 : index
          scf.if %285 {
            %296 = vector.extract %246[2] : f16 from vector<8xf16>
            memref.store %296, %alloc[%244, %284] : memref<200x136xf16>
          }
          %286 = arith.addi %245, %c3 : index
          %287 = arith.cmpi ult, %286, %dim_12 : index
          scf.if %287 {
            %296 = vector.extract %246[3] : f16 from vector<8xf16>
            memref.store %296, %alloc[%244, %286] : memref<200x136xf16>
          }
          %288 = arith.addi %245, %c4_6 : index
          %289 = arith.cmpi ult, %288, %dim_12 : index
          scf.if %289 {
            %296 = vector.extract %246[4] : f16 from vector<8xf16>
            memref.store %296, %alloc[%244, %288] : memref<200x136xf16>
          }
          %290 = arith.addi %245, %c5 : index
          %291 = arith.cmpi ult, %290, %dim_12 : index
          scf.if %291 {
            %296 = vector.extract %246[5] : f16 from vector<8xf16>
            memref.store %296, %alloc[%244, %290] : memref<200x136xf16>
          }
          %292 = arith.addi %245, %c6 : index
          %293 = arith.cmpi ult, %292, %dim_12 : index
          scf.if %293 {
            %296 = vector.extract %246[6] : f16 from vector<8xf16>
            memref.store %296, %alloc[%244, %292] : memref<200x136xf16>
          }
          %294 = arith.addi %245, %c7 : index
          %295 = arith.cmpi ult, %294, %dim_12 : index
          scf.if %295 {
            %296 = vector.extract %246[7] : f16 from vector<8xf16>
            memref.store %296, %alloc[%244, %294] : memref<200x136xf16>
          }
        }
      }
      %250 = arith.addi %arg5, %c128_0 : index
      %251 = arith.divui %250, %c8_5 : index
      %252 = arith.remui %250, %c8_5 : index
      %253 = arith.muli %252, %c8_5 : index
      %254 = arith.addi %6, %251 : index
      %255 = arith.addi %7, %253 : index
      %256 = vector.load %alloc_11[%251, %253] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %257 = arith.addi %255, %c8_5 : index
      %258 = arith.cmpi ule, %257, %dim_12 : index
      %259 = arith.cmpi ult, %254, %dim : index
      scf.if %259 {
        %280 = arith.andi %258, %240 : i1
        scf.if %280 {
          vector.store %256, %alloc[%254, %255] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %281 = arith.cmpi ult, %255, %dim_12 : index
          scf.if %281 {
            %296 = vector.extract %256[0] : f16 from vector<8xf16>
            memref.store %296, %alloc[%254, %255] : memref<200x136xf16>
          }
          %282 = arith.addi %255, %c1_1 : index
          %283 = arith.cmpi ult, %282, %dim_12 : index
          scf.if %283 {
            %296 = vector.extract %256[1] : f16 from vector<8xf16>
            memref.store %296, %alloc[%254, %282] : memref<200x136xf16>
          }
          %284 = arith.addi %255, %c2_7 : index
          %285 = arith.cmpi ult, %284, %dim_12 : index
          scf.if %285 {
            %296 = vector.extract %256[2] : f16 from vector<8xf16>
            memref.store %296, %alloc[%254, %284] : memref<200x136xf16>
          }
          %286 = arith.addi %255, %c3 : index
          %287 = arith.cmpi ult, %286, %dim_12 : index
          scf.if %287 {
            %296 = vector.extract %256[3] : f16 from vector<8xf16>
            memref.store %296, %alloc[%254, %286] : memref<200x136xf16>
          }
          %288 = arith.addi %255, %c4_6 : index
          %289 = arith.cmpi ult, %288, %dim_12 : index
          scf.if %289 {
            %296 = vector.extract %256[4] : f16 from vector<8xf16>
            memref.store %296, %alloc[%254, %288] : memref<200x136xf16>
          }
          %290 = arith.addi %255, %c5 : index
          %291 = arith.cmpi ult, %290, %dim_12 : index
          scf.if %291 {
            %296 = vector.extract %256[5] : f16 from vector<8xf16>
            memref.store %296, %alloc[%254, %290] : memref<200x136xf16>
          }
          %292 = arith.addi %255, %c6 : index
          %293 = arith.cmpi ult, %292, %dim_12 : index
          scf.if %293 {
            %296 = vector.extract %256[6] : f16 from vector<8xf16>
            memref.store %296, %alloc[%254, %292] : memref<200x136xf16>
          }
          %294 = arith.addi %255, %c7 : index
          %295 = arith.cmpi ult, %294, %dim_12 : index
          scf.if %295 {
            %296 = vector.extract %256[7] : f16 from vector<8xf16>
            memref.store %296, %alloc[%254, %294] : memref<200x136xf16>
          }
        }
      }
      %260 = arith.addi %arg5, %c256 : index
      %261 = arith.divui %260, %c8_5 : index
      %262 = arith.remui %260, %c8_5 : index
      %263 = arith.muli %262, %c8_5 : index
      %264 = arith.addi %6, %261 : index
      %265 = arith.addi %7, %263 : index
      %266 = vector.load %alloc_11[%261, %263] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %267 = arith.addi %265, %c8_5 : index
      %268 = arith.cmpi ule, %267, %dim_12 : index
      %269 = arith.cmpi ult, %264, %dim : index
      scf.if %269 {
        %280 = arith.andi %268, %240 : i1
        scf.if %280 {
          vector.store %266, %alloc[%264, %265] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %281 = arith.cmpi ult, %265, %dim_12 : index
          scf.if %281 {
            %296 = vector.extract %266[0] : f16 from vector<8xf16>
            memref.store %296, %alloc[%264, %265] : memref<200x136xf16>
          }
          %282 = arith.addi %265, %c1_1 : index
          %283 = arith.cmpi ult, %282, %dim_12 : index
          scf.if %283 {
            %296 = vector.extract %266[1] : f16 from vector<8xf16>
            memref.store %296, %alloc[%264, %282] : memref<200x136xf16>
          }
          %284 = arith.addi %265, %c2_7 : index
          %285 = arith.cmpi ult, %284, %dim_12 : index
          scf.if %285 {
            %296 = vector.extract %266[2] : f16 from vector<8xf16>
            memref.store %296, %alloc[%264, %284] : memref<200x136xf16>
          }
          %286 = arith.addi %265, %c3 : index
          %287 = arith.cmpi ult, %286, %dim_12 : index
          scf.if %287 {
            %296 = vector.extract %266[3] : f16 from vector<8xf16>
            memref.store %296, %alloc[%264, %286] : memref<200x136xf16>
          }
          %288 = arith.addi %265, %c4_6 : index
          %289 = arith.cmpi ult, %288, %dim_12 : index
          scf.if %289 {
            %296 = vector.extract %266[4] : f16 from vector<8xf16>
            memref.store %296, %alloc[%264, %288] : memref<200x136xf16>
          }
          %290 = arith.addi %265, %c5 : index
          %291 = arith.cmpi ult, %290, %dim_12 : index
          scf.if %291 {
            %296 = vector.extract %266[5] : f16 from vector<8xf16>
            memref.store %296, %alloc[%264, %290] : memref<200x136xf16>
          }
          %292 = arith.addi %265, %c6 : index
          %293 = arith.cmpi ult, %292, %dim_12 : index
          scf.if %293 {
            %296 = vector.extract %266[6] : f16 from vector<8xf16>
            memref.store %296, %alloc[%264, %292] : memref<200x136xf16>
          }
          %294 = arith.addi %265, %c7 : index
          %295 = arith.cmpi ult, %294, %dim_12 : index
          scf.if %295 {
            %296 = vector.extract %266[7] : f16 from vector<8xf16>
            memref.store %296, %alloc[%264, %294] : memref<200x136xf16>
          }
        }
      }
      %270 = arith.addi %arg5, %c384 : index
      %271 = arith.divui %270, %c8_5 : index
      %272 = arith.remui %270, %c8_5 : index
      %273 = arith.muli %272, %c8_5 : index
      %274 = arith.addi %6, %271 : index
      %275 = arith.addi %7, %273 : index
      %276 = vector.load %alloc_11[%271, %273] {alignment = 16 : i64} : memref<64x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %277 = arith.addi %275, %c8_5 : index
      %278 = arith.cmpi ule, %277, %dim_12 : index
      %279 = arith.cmpi ult, %274, %dim : index
      scf.if %279 {
        %280 = arith.andi %278, %240 : i1
        scf.if %280 {
          vector.store %276, %alloc[%274, %275] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %281 = arith.cmpi ult, %275, %dim_12 : index
          scf.if %281 {
            %296 = vector.extract %276[0] : f16 from vector<8xf16>
            memref.store %296, %alloc[%274, %275] : memref<200x136xf16>
          }
          %282 = arith.addi %275, %c1_1 : index
          %283 = arith.cmpi ult, %282, %dim_12 : index
          scf.if %283 {
            %296 = vector.extract %276[1] : f16 from vector<8xf16>
            memref.store %296, %alloc[%274, %282] : memref<200x136xf16>
          }
          %284 = arith.addi %275, %c2_7 : index
          %285 = arith.cmpi ult, %284, %dim_12 : index
          scf.if %285 {
            %296 = vector.extract %276[2] : f16 from vector<8xf16>
            memref.store %296, %alloc[%274, %284] : memref<200x136xf16>
          }
          %286 = arith.addi %275, %c3 : index
          %287 = arith.cmpi ult, %286, %dim_12 : index
          scf.if %287 {
            %296 = vector.extract %276[3] : f16 from vector<8xf16>
            memref.store %296, %alloc[%274, %286] : memref<200x136xf16>
          }
          %288 = arith.addi %275, %c4_6 : index
          %289 = arith.cmpi ult, %288, %dim_12 : index
          scf.if %289 {
            %296 = vector.extract %276[4] : f16 from vector<8xf16>
            memref.store %296, %alloc[%274, %288] : memref<200x136xf16>
          }
          %290 = arith.addi %275, %c5 : index
          %291 = arith.cmpi ult, %290, %dim_12 : index
          scf.if %291 {
            %296 = vector.extract %276[5] : f16 from vector<8xf16>
            memref.store %296, %alloc[%274, %290] : memref<200x136xf16>
          }
          %292 = arith.addi %275, %c6 : index
          %293 = arith.cmpi ult, %292, %dim_12 : index
          scf.if %293 {
            %296 = vector.extract %276[6] : f16 from vector<8xf16>
            memref.store %296, %alloc[%274, %292] : memref<200x136xf16>
          }
          %294 = arith.addi %275, %c7 : index
          %295 = arith.cmpi ult, %294, %dim_12 : index
          scf.if %295 {
            %296 = vector.extract %276[7] : f16 from vector<8xf16>
            memref.store %296, %alloc[%274, %294] : memref<200x136xf16>
          }
        }
      }
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = false, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}
    return %alloc : memref<200x136xf16>
  }
}

