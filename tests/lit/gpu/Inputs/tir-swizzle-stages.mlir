// The IR before tir-swizzle: tirc compile tests/lit/Inputs/gemm-stages.yaml --emit=gpu --dump-before=tir-swizzle
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
      %0 = arith.divui %arg2, %c24 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg2, %c24 : index
      %3 = arith.remui %2, %c4 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c4 : index
      %6 = arith.muli %4, %c64 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c64 {tir.role = "block-col"} : index
      %alloc_0 = memref.alloc() {tir.role = "operand-a"} : memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %alloc_1 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %8 = arith.remui %arg5, %c32 : index
      %9 = arith.divui %arg5, %c32 : index
      %10 = arith.divui %9, %c2 : index
      %11 = arith.muli %10, %c32 : index
      %12 = arith.remui %9, %c2 : index
      %13 = arith.muli %12, %c32 : index
      %14 = arith.divui %8, %c4 : index
      %15 = arith.remui %8, %c4 : index
      %16 = arith.remui %arg5, %c32 : index
      %17 = arith.divui %arg5, %c4 : index
      %18 = arith.remui %arg5, %c4 : index
      %19 = arith.muli %18, %c8 : index
      %20 = arith.addi %6, %17 : index
      %21 = arith.cmpi ult, %19, %c72 : index
      %22 = arith.cmpi ult, %20, %c200 : index
      %23 = arith.andi %22, %21 : i1
      %24 = arith.select %23, %c8, %c0 : index
      %25 = nvgpu.device_async_copy %arg0[%20, %19], %alloc_0[%c0, %17, %19], 8, %24 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %26 = arith.addi %17, %c32 : index
      %27 = arith.addi %20, %c32 : index
      %28 = arith.cmpi ult, %27, %c200 : index
      %29 = arith.andi %28, %21 : i1
      %30 = arith.select %29, %c8, %c0 : index
      %31 = nvgpu.device_async_copy %arg0[%27, %19], %alloc_0[%c0, %26, %19], 8, %30 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %32 = arith.divui %arg5, %c8 : index
      %33 = arith.remui %arg5, %c8 : index
      %34 = arith.muli %33, %c8 : index
      %35 = arith.addi %7, %34 : index
      %36 = arith.cmpi ult, %35, %c136 : index
      %37 = arith.cmpi ult, %32, %c72 : index
      %38 = arith.andi %37, %36 : i1
      %39 = arith.select %38, %c8, %c0 : index
      %40 = nvgpu.device_async_copy %arg1[%32, %35], %alloc_1[%c0, %32, %34], 8, %39 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %41 = arith.addi %32, %c16 : index
      %42 = arith.addi %32, %c16 : index
      %43 = arith.cmpi ult, %42, %c72 : index
      %44 = arith.andi %43, %36 : i1
      %45 = arith.select %44, %c8, %c0 : index
      %46 = nvgpu.device_async_copy %arg1[%42, %35], %alloc_1[%c0, %41, %34], 8, %45 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %47 = nvgpu.device_async_create_group %25, %31, %40, %46
      %48 = arith.divui %arg5, %c4 : index
      %49 = arith.remui %arg5, %c4 : index
      %50 = arith.muli %49, %c8 : index
      %51 = arith.addi %6, %48 : index
      %52 = arith.addi %50, %c32 : index
      %53 = arith.cmpi ult, %52, %c72 : index
      %54 = arith.cmpi ult, %51, %c200 : index
      %55 = arith.andi %54, %53 : i1
      %56 = arith.select %55, %c8, %c0 : index
      %57 = nvgpu.device_async_copy %arg0[%51, %52], %alloc_0[%c1, %48, %50], 8, %56 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %58 = arith.addi %48, %c32 : index
      %59 = arith.addi %51, %c32 : index
      %60 = arith.cmpi ult, %59, %c200 : index
      %61 = arith.andi %60, %53 : i1
      %62 = arith.select %61, %c8, %c0 : index
      %63 = nvgpu.device_async_copy %arg0[%59, %52], %alloc_0[%c1, %58, %50], 8, %62 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %64 = arith.divui %arg5, %c8 : index
      %65 = arith.remui %arg5, %c8 : index
      %66 = arith.muli %65, %c8 : index
      %67 = arith.addi %64, %c32 : index
      %68 = arith.addi %7, %66 : index
      %69 = arith.cmpi ult, %68, %c136 : index
      %70 = arith.cmpi ult, %67, %c72 : index
      %71 = arith.andi %70, %69 : i1
      %72 = arith.select %71, %c8, %c0 : index
      %73 = nvgpu.device_async_copy %arg1[%67, %68], %alloc_1[%c1, %64, %66], 8, %72 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %74 = arith.addi %64, %c16 : index
      %75 = arith.addi %67, %c16 : index
      %76 = arith.cmpi ult, %75, %c72 : index
      %77 = arith.andi %76, %69 : i1
      %78 = arith.select %77, %c8, %c0 : index
      %79 = nvgpu.device_async_copy %arg1[%75, %68], %alloc_1[%c1, %74, %66], 8, %78 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %80 = nvgpu.device_async_create_group %57, %63, %73, %79
      %81 = arith.divui %arg5, %c4 : index
      %82 = arith.remui %arg5, %c4 : index
      %83 = arith.muli %82, %c8 : index
      %84 = arith.addi %6, %81 : index
      %85 = arith.addi %83, %c64 : index
      %86 = arith.cmpi ult, %85, %c72 : index
      %87 = arith.cmpi ult, %84, %c200 : index
      %88 = arith.andi %87, %86 : i1
      %89 = arith.select %88, %c8, %c0 : index
      %90 = nvgpu.device_async_copy %arg0[%84, %85], %alloc_0[%c2, %81, %83], 8, %89 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %91 = arith.addi %81, %c32 : index
      %92 = arith.addi %84, %c32 : index
      %93 = arith.cmpi ult, %92, %c200 : index
      %94 = arith.andi %93, %86 : i1
      %95 = arith.select %94, %c8, %c0 : index
      %96 = nvgpu.device_async_copy %arg0[%92, %85], %alloc_0[%c2, %91, %83], 8, %95 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
      %97 = arith.divui %arg5, %c8 : index
      %98 = arith.remui %arg5, %c8 : index
      %99 = arith.muli %98, %c8 : index
      %100 = arith.addi %97, %c64 : index
      %101 = arith.addi %7, %99 : index
      %102 = arith.cmpi ult, %101, %c136 : index
      %103 = arith.cmpi ult, %100, %c72 : index
      %104 = arith.andi %103, %102 : i1
      %105 = arith.select %104, %c8, %c0 : index
      %106 = nvgpu.device_async_copy %arg1[%100, %101], %alloc_1[%c2, %97, %99], 8, %105 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %107 = arith.addi %97, %c16 : index
      %108 = arith.addi %100, %c16 : index
      %109 = arith.cmpi ult, %108, %c72 : index
      %110 = arith.andi %109, %102 : i1
      %111 = arith.select %110, %c8, %c0 : index
      %112 = nvgpu.device_async_copy %arg1[%108, %101], %alloc_1[%c2, %107, %99], 8, %111 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %113 = nvgpu.device_async_create_group %90, %96, %106, %112
      %114:10 = scf.for %arg14 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %c0_i32, %arg24 = %c3_i32) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %283 = arith.addi %arg14, %c3_i32 : i32
        %284 = arith.cmpi eq, %arg23, %c3_i32 : i32
        %285 = arith.addi %arg23, %c1_i32 : i32
        %286 = arith.select %284, %c0_i32, %285 : i32
        %287 = arith.cmpi eq, %arg24, %c3_i32 : i32
        %288 = arith.addi %arg24, %c1_i32 : i32
        %289 = arith.select %287, %c0_i32, %288 : i32
        %290 = arith.index_castui %arg23 : i32 to index
        %291 = arith.index_castui %arg24 : i32 to index
        nvgpu.device_async_wait %113 {numGroups = 2 : i32}
        gpu.barrier
        %292 = arith.remui %16, %c16 : index
        %293 = arith.addi %11, %292 : index
        %294 = arith.divui %16, %c16 : index
        %295 = arith.muli %294, %c8 : index
        %296 = nvgpu.ldmatrix %alloc_0[%290, %293, %295] {numTiles = 4 : i32, transpose = false} : memref<4x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %297 = arith.addi %11, %c16 : index
        %298 = arith.remui %16, %c16 : index
        %299 = arith.addi %297, %298 : index
        %300 = arith.divui %16, %c16 : index
        %301 = arith.muli %300, %c8 : index
        %302 = nvgpu.ldmatrix %alloc_0[%290, %299, %301] {numTiles = 4 : i32, transpose = false} : memref<4x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %303 = arith.remui %16, %c16 : index
        %304 = arith.divui %16, %c16 : index
        %305 = arith.muli %304, %c8 : index
        %306 = arith.addi %13, %305 : index
        %307 = nvgpu.ldmatrix %alloc_1[%290, %303, %306] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %308 = vector.extract_strided_slice %307 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %309 = vector.extract_strided_slice %307 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %310 = arith.addi %13, %c16 : index
        %311 = arith.remui %16, %c16 : index
        %312 = arith.divui %16, %c16 : index
        %313 = arith.muli %312, %c8 : index
        %314 = arith.addi %310, %313 : index
        %315 = nvgpu.ldmatrix %alloc_1[%290, %311, %314] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %316 = vector.extract_strided_slice %315 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %317 = vector.extract_strided_slice %315 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %318 = nvgpu.mma.sync(%296, %308, %arg15) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %319 = nvgpu.mma.sync(%296, %309, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %320 = nvgpu.mma.sync(%296, %316, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %321 = nvgpu.mma.sync(%296, %317, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %322 = nvgpu.mma.sync(%302, %308, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %323 = nvgpu.mma.sync(%302, %309, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %324 = nvgpu.mma.sync(%302, %316, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %325 = nvgpu.mma.sync(%302, %317, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %326 = arith.remui %16, %c16 : index
        %327 = arith.addi %11, %326 : index
        %328 = arith.divui %16, %c16 : index
        %329 = arith.muli %328, %c8 : index
        %330 = arith.addi %329, %c16 : index
        %331 = nvgpu.ldmatrix %alloc_0[%290, %327, %330] {numTiles = 4 : i32, transpose = false} : memref<4x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %332 = arith.addi %11, %c16 : index
        %333 = arith.remui %16, %c16 : index
        %334 = arith.addi %332, %333 : index
        %335 = arith.divui %16, %c16 : index
        %336 = arith.muli %335, %c8 : index
        %337 = arith.addi %336, %c16 : index
        %338 = nvgpu.ldmatrix %alloc_0[%290, %334, %337] {numTiles = 4 : i32, transpose = false} : memref<4x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %339 = arith.remui %16, %c16 : index
        %340 = arith.addi %339, %c16 : index
        %341 = arith.divui %16, %c16 : index
        %342 = arith.muli %341, %c8 : index
        %343 = arith.addi %13, %342 : index
        %344 = nvgpu.ldmatrix %alloc_1[%290, %340, %343] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %345 = vector.extract_strided_slice %344 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %346 = vector.extract_strided_slice %344 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %347 = arith.addi %13, %c16 : index
        %348 = arith.remui %16, %c16 : index
        %349 = arith.addi %348, %c16 : index
        %350 = arith.divui %16, %c16 : index
        %351 = arith.muli %350, %c8 : index
        %352 = arith.addi %347, %351 : index
        %353 = nvgpu.ldmatrix %alloc_1[%290, %349, %352] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %354 = vector.extract_strided_slice %353 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %355 = vector.extract_strided_slice %353 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %356 = nvgpu.mma.sync(%331, %345, %318) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %357 = nvgpu.mma.sync(%331, %346, %319) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %358 = nvgpu.mma.sync(%331, %354, %320) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %359 = nvgpu.mma.sync(%331, %355, %321) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %360 = nvgpu.mma.sync(%338, %345, %322) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %361 = nvgpu.mma.sync(%338, %346, %323) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %362 = nvgpu.mma.sync(%338, %354, %324) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %363 = nvgpu.mma.sync(%338, %355, %325) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %364 = arith.index_castui %283 : i32 to index
        %365 = arith.muli %364, %c32 : index
        %366 = arith.divui %arg5, %c4 : index
        %367 = arith.remui %arg5, %c4 : index
        %368 = arith.muli %367, %c8 : index
        %369 = arith.addi %6, %366 : index
        %370 = arith.addi %365, %368 : index
        %371 = arith.cmpi ult, %370, %c72 : index
        %372 = arith.cmpi ult, %369, %c200 : index
        %373 = arith.andi %372, %371 : i1
        %374 = arith.select %373, %c8, %c0 : index
        %375 = nvgpu.device_async_copy %arg0[%369, %370], %alloc_0[%291, %366, %368], 8, %374 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
        %376 = arith.addi %366, %c32 : index
        %377 = arith.addi %369, %c32 : index
        %378 = arith.cmpi ult, %377, %c200 : index
        %379 = arith.andi %378, %371 : i1
        %380 = arith.select %379, %c8, %c0 : index
        %381 = nvgpu.device_async_copy %arg0[%377, %370], %alloc_0[%291, %376, %368], 8, %380 {bypassL1} : memref<200x72xf16> to memref<4x64x32xf16, #gpu.address_space<workgroup>>
        %382 = arith.muli %364, %c32 : index
        %383 = arith.divui %arg5, %c8 : index
        %384 = arith.remui %arg5, %c8 : index
        %385 = arith.muli %384, %c8 : index
        %386 = arith.addi %382, %383 : index
        %387 = arith.addi %7, %385 : index
        %388 = arith.cmpi ult, %387, %c136 : index
        %389 = arith.cmpi ult, %386, %c72 : index
        %390 = arith.andi %389, %388 : i1
        %391 = arith.select %390, %c8, %c0 : index
        %392 = nvgpu.device_async_copy %arg1[%386, %387], %alloc_1[%291, %383, %385], 8, %391 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
        %393 = arith.addi %383, %c16 : index
        %394 = arith.addi %386, %c16 : index
        %395 = arith.cmpi ult, %394, %c72 : index
        %396 = arith.andi %395, %388 : i1
        %397 = arith.select %396, %c8, %c0 : index
        %398 = nvgpu.device_async_copy %arg1[%394, %387], %alloc_1[%291, %393, %385], 8, %397 {bypassL1} : memref<72x136xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
        %399 = nvgpu.device_async_create_group %375, %381, %392, %398
        scf.yield %356, %357, %358, %359, %360, %361, %362, %363, %286, %289 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %113 {numGroups = 0 : i32}
      %115 = arith.addi %11, %14 : index
      %116 = arith.muli %15, %c2 : index
      %117 = arith.addi %13, %116 : index
      %118 = arith.addi %6, %115 : index
      %119 = vector.extract %114#0[0, 0] : f32 from vector<2x2xf32>
      %120 = arith.truncf %119 : f32 to f16
      %121 = vector.extract %114#0[0, 1] : f32 from vector<2x2xf32>
      %122 = arith.truncf %121 : f32 to f16
      %123 = arith.cmpi ult, %118, %c200 : index
      scf.if %123 {
        %283 = arith.addi %7, %117 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %120, %alloc[%118, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %117, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %122, %alloc[%118, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 0>, tir.role = "output-store"}
      %124 = arith.addi %11, %c8 : index
      %125 = arith.addi %124, %14 : index
      %126 = arith.muli %15, %c2 : index
      %127 = arith.addi %13, %126 : index
      %128 = arith.addi %6, %125 : index
      %129 = vector.extract %114#0[1, 0] : f32 from vector<2x2xf32>
      %130 = arith.truncf %129 : f32 to f16
      %131 = vector.extract %114#0[1, 1] : f32 from vector<2x2xf32>
      %132 = arith.truncf %131 : f32 to f16
      %133 = arith.cmpi ult, %128, %c200 : index
      scf.if %133 {
        %283 = arith.addi %7, %127 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %130, %alloc[%128, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %127, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %132, %alloc[%128, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 1>, tir.role = "output-store"}
      %134 = arith.addi %11, %14 : index
      %135 = arith.addi %13, %c8 : index
      %136 = arith.muli %15, %c2 : index
      %137 = arith.addi %135, %136 : index
      %138 = arith.addi %6, %134 : index
      %139 = vector.extract %114#1[0, 0] : f32 from vector<2x2xf32>
      %140 = arith.truncf %139 : f32 to f16
      %141 = vector.extract %114#1[0, 1] : f32 from vector<2x2xf32>
      %142 = arith.truncf %141 : f32 to f16
      %143 = arith.cmpi ult, %138, %c200 : index
      scf.if %143 {
        %283 = arith.addi %7, %137 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %140, %alloc[%138, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %137, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %142, %alloc[%138, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 0>, tir.role = "output-store"}
      %144 = arith.addi %11, %c8 : index
      %145 = arith.addi %144, %14 : index
      %146 = arith.addi %13, %c8 : index
      %147 = arith.muli %15, %c2 : index
      %148 = arith.addi %146, %147 : index
      %149 = arith.addi %6, %145 : index
      %150 = vector.extract %114#1[1, 0] : f32 from vector<2x2xf32>
      %151 = arith.truncf %150 : f32 to f16
      %152 = vector.extract %114#1[1, 1] : f32 from vector<2x2xf32>
      %153 = arith.truncf %152 : f32 to f16
      %154 = arith.cmpi ult, %149, %c200 : index
      scf.if %154 {
        %283 = arith.addi %7, %148 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %151, %alloc[%149, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %148, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %153, %alloc[%149, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 1>, tir.role = "output-store"}
      %155 = arith.addi %11, %14 : index
      %156 = arith.addi %13, %c16 : index
      %157 = arith.muli %15, %c2 : index
      %158 = arith.addi %156, %157 : index
      %159 = arith.addi %6, %155 : index
      %160 = vector.extract %114#2[0, 0] : f32 from vector<2x2xf32>
      %161 = arith.truncf %160 : f32 to f16
      %162 = vector.extract %114#2[0, 1] : f32 from vector<2x2xf32>
      %163 = arith.truncf %162 : f32 to f16
      %164 = arith.cmpi ult, %159, %c200 : index
      scf.if %164 {
        %283 = arith.addi %7, %158 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %161, %alloc[%159, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %158, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %163, %alloc[%159, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 0>, tir.role = "output-store"}
      %165 = arith.addi %11, %c8 : index
      %166 = arith.addi %165, %14 : index
      %167 = arith.addi %13, %c16 : index
      %168 = arith.muli %15, %c2 : index
      %169 = arith.addi %167, %168 : index
      %170 = arith.addi %6, %166 : index
      %171 = vector.extract %114#2[1, 0] : f32 from vector<2x2xf32>
      %172 = arith.truncf %171 : f32 to f16
      %173 = vector.extract %114#2[1, 1] : f32 from vector<2x2xf32>
      %174 = arith.truncf %173 : f32 to f16
      %175 = arith.cmpi ult, %170, %c200 : index
      scf.if %175 {
        %283 = arith.addi %7, %169 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %172, %alloc[%170, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %169, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %174, %alloc[%170, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 1>, tir.role = "output-store"}
      %176 = arith.addi %11, %14 : index
      %177 = arith.addi %13, %c24 : index
      %178 = arith.muli %15, %c2 : index
      %179 = arith.addi %177, %178 : index
      %180 = arith.addi %6, %176 : index
      %181 = vector.extract %114#3[0, 0] : f32 from vector<2x2xf32>
      %182 = arith.truncf %181 : f32 to f16
      %183 = vector.extract %114#3[0, 1] : f32 from vector<2x2xf32>
      %184 = arith.truncf %183 : f32 to f16
      %185 = arith.cmpi ult, %180, %c200 : index
      scf.if %185 {
        %283 = arith.addi %7, %179 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %182, %alloc[%180, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %179, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %184, %alloc[%180, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 0>, tir.role = "output-store"}
      %186 = arith.addi %11, %c8 : index
      %187 = arith.addi %186, %14 : index
      %188 = arith.addi %13, %c24 : index
      %189 = arith.muli %15, %c2 : index
      %190 = arith.addi %188, %189 : index
      %191 = arith.addi %6, %187 : index
      %192 = vector.extract %114#3[1, 0] : f32 from vector<2x2xf32>
      %193 = arith.truncf %192 : f32 to f16
      %194 = vector.extract %114#3[1, 1] : f32 from vector<2x2xf32>
      %195 = arith.truncf %194 : f32 to f16
      %196 = arith.cmpi ult, %191, %c200 : index
      scf.if %196 {
        %283 = arith.addi %7, %190 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %193, %alloc[%191, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %190, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %195, %alloc[%191, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 1>, tir.role = "output-store"}
      %197 = arith.addi %11, %c16 : index
      %198 = arith.addi %197, %14 : index
      %199 = arith.muli %15, %c2 : index
      %200 = arith.addi %13, %199 : index
      %201 = arith.addi %6, %198 : index
      %202 = vector.extract %114#4[0, 0] : f32 from vector<2x2xf32>
      %203 = arith.truncf %202 : f32 to f16
      %204 = vector.extract %114#4[0, 1] : f32 from vector<2x2xf32>
      %205 = arith.truncf %204 : f32 to f16
      %206 = arith.cmpi ult, %201, %c200 : index
      scf.if %206 {
        %283 = arith.addi %7, %200 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %203, %alloc[%201, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %200, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %205, %alloc[%201, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 0>, tir.role = "output-store"}
      %207 = arith.addi %11, %c24 : index
      %208 = arith.addi %207, %14 : index
      %209 = arith.muli %15, %c2 : index
      %210 = arith.addi %13, %209 : index
      %211 = arith.addi %6, %208 : index
      %212 = vector.extract %114#4[1, 0] : f32 from vector<2x2xf32>
      %213 = arith.truncf %212 : f32 to f16
      %214 = vector.extract %114#4[1, 1] : f32 from vector<2x2xf32>
      %215 = arith.truncf %214 : f32 to f16
      %216 = arith.cmpi ult, %211, %c200 : index
      scf.if %216 {
        %283 = arith.addi %7, %210 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %213, %alloc[%211, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %210, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %215, %alloc[%211, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 1>, tir.role = "output-store"}
      %217 = arith.addi %11, %c16 : index
      %218 = arith.addi %217, %14 : index
      %219 = arith.addi %13, %c8 : index
      %220 = arith.muli %15, %c2 : index
      %221 = arith.addi %219, %220 : index
      %222 = arith.addi %6, %218 : index
      %223 = vector.extract %114#5[0, 0] : f32 from vector<2x2xf32>
      %224 = arith.truncf %223 : f32 to f16
      %225 = vector.extract %114#5[0, 1] : f32 from vector<2x2xf32>
      %226 = arith.truncf %225 : f32 to f16
      %227 = arith.cmpi ult, %222, %c200 : index
      scf.if %227 {
        %283 = arith.addi %7, %221 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %224, %alloc[%222, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %221, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %226, %alloc[%222, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 0>, tir.role = "output-store"}
      %228 = arith.addi %11, %c24 : index
      %229 = arith.addi %228, %14 : index
      %230 = arith.addi %13, %c8 : index
      %231 = arith.muli %15, %c2 : index
      %232 = arith.addi %230, %231 : index
      %233 = arith.addi %6, %229 : index
      %234 = vector.extract %114#5[1, 0] : f32 from vector<2x2xf32>
      %235 = arith.truncf %234 : f32 to f16
      %236 = vector.extract %114#5[1, 1] : f32 from vector<2x2xf32>
      %237 = arith.truncf %236 : f32 to f16
      %238 = arith.cmpi ult, %233, %c200 : index
      scf.if %238 {
        %283 = arith.addi %7, %232 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %235, %alloc[%233, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %232, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %237, %alloc[%233, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 1>, tir.role = "output-store"}
      %239 = arith.addi %11, %c16 : index
      %240 = arith.addi %239, %14 : index
      %241 = arith.addi %13, %c16 : index
      %242 = arith.muli %15, %c2 : index
      %243 = arith.addi %241, %242 : index
      %244 = arith.addi %6, %240 : index
      %245 = vector.extract %114#6[0, 0] : f32 from vector<2x2xf32>
      %246 = arith.truncf %245 : f32 to f16
      %247 = vector.extract %114#6[0, 1] : f32 from vector<2x2xf32>
      %248 = arith.truncf %247 : f32 to f16
      %249 = arith.cmpi ult, %244, %c200 : index
      scf.if %249 {
        %283 = arith.addi %7, %243 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %246, %alloc[%244, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %243, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %248, %alloc[%244, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 0>, tir.role = "output-store"}
      %250 = arith.addi %11, %c24 : index
      %251 = arith.addi %250, %14 : index
      %252 = arith.addi %13, %c16 : index
      %253 = arith.muli %15, %c2 : index
      %254 = arith.addi %252, %253 : index
      %255 = arith.addi %6, %251 : index
      %256 = vector.extract %114#6[1, 0] : f32 from vector<2x2xf32>
      %257 = arith.truncf %256 : f32 to f16
      %258 = vector.extract %114#6[1, 1] : f32 from vector<2x2xf32>
      %259 = arith.truncf %258 : f32 to f16
      %260 = arith.cmpi ult, %255, %c200 : index
      scf.if %260 {
        %283 = arith.addi %7, %254 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %257, %alloc[%255, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %254, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %259, %alloc[%255, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 1>, tir.role = "output-store"}
      %261 = arith.addi %11, %c16 : index
      %262 = arith.addi %261, %14 : index
      %263 = arith.addi %13, %c24 : index
      %264 = arith.muli %15, %c2 : index
      %265 = arith.addi %263, %264 : index
      %266 = arith.addi %6, %262 : index
      %267 = vector.extract %114#7[0, 0] : f32 from vector<2x2xf32>
      %268 = arith.truncf %267 : f32 to f16
      %269 = vector.extract %114#7[0, 1] : f32 from vector<2x2xf32>
      %270 = arith.truncf %269 : f32 to f16
      %271 = arith.cmpi ult, %266, %c200 : index
      scf.if %271 {
        %283 = arith.addi %7, %265 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %268, %alloc[%266, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %265, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %270, %alloc[%266, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 0>, tir.role = "output-store"}
      %272 = arith.addi %11, %c24 : index
      %273 = arith.addi %272, %14 : index
      %274 = arith.addi %13, %c24 : index
      %275 = arith.muli %15, %c2 : index
      %276 = arith.addi %274, %275 : index
      %277 = arith.addi %6, %273 : index
      %278 = vector.extract %114#7[1, 0] : f32 from vector<2x2xf32>
      %279 = arith.truncf %278 : f32 to f16
      %280 = vector.extract %114#7[1, 1] : f32 from vector<2x2xf32>
      %281 = arith.truncf %280 : f32 to f16
      %282 = arith.cmpi ult, %277, %c200 : index
      scf.if %282 {
        %283 = arith.addi %7, %276 : index
        %284 = arith.cmpi ult, %283, %c136 : index
        scf.if %284 {
          memref.store %279, %alloc[%277, %283] : memref<200x136xf16>
        }
        %285 = arith.addi %276, %c1 : index
        %286 = arith.addi %7, %285 : index
        %287 = arith.cmpi ult, %286, %c136 : index
        scf.if %287 {
          memref.store %281, %alloc[%277, %286] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 1>, tir.role = "output-store"}
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
      %0 = arith.divui %arg2, %c24 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg2, %c24 : index
      %3 = arith.remui %2, %c4 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c4 : index
      %6 = arith.muli %4, %c64 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c64 {tir.role = "block-col"} : index
      %alloc_0 = memref.alloc() {tir.role = "operand-a"} : memref<2x64x32xf16, #gpu.address_space<workgroup>>
      %alloc_1 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %8 = arith.remui %arg5, %c32 : index
      %9 = arith.divui %arg5, %c32 : index
      %10 = arith.divui %9, %c2 : index
      %11 = arith.muli %10, %c32 : index
      %12 = arith.remui %9, %c2 : index
      %13 = arith.muli %12, %c32 : index
      %14 = arith.divui %8, %c4 : index
      %15 = arith.remui %8, %c4 : index
      %16 = arith.remui %arg5, %c32 : index
      %17 = arith.divui %arg5, %c4 : index
      %18 = arith.remui %arg5, %c4 : index
      %19 = arith.muli %18, %c8 : index
      %20 = arith.addi %6, %17 : index
      %21 = arith.cmpi ult, %19, %c72 : index
      %22 = arith.cmpi ult, %20, %c200 : index
      %23 = arith.andi %22, %21 : i1
      %24 = arith.select %23, %c8, %c0 : index
      %25 = nvgpu.device_async_copy %arg0[%20, %19], %alloc_0[%c0, %17, %19], 8, %24 {bypassL1} : memref<200x72xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
      %26 = arith.addi %17, %c32 : index
      %27 = arith.addi %20, %c32 : index
      %28 = arith.cmpi ult, %27, %c200 : index
      %29 = arith.andi %28, %21 : i1
      %30 = arith.select %29, %c8, %c0 : index
      %31 = nvgpu.device_async_copy %arg0[%27, %19], %alloc_0[%c0, %26, %19], 8, %30 {bypassL1} : memref<200x72xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
      %32 = arith.divui %arg5, %c8 : index
      %33 = arith.remui %arg5, %c8 : index
      %34 = arith.muli %33, %c8 : index
      %35 = arith.addi %7, %34 : index
      %36 = arith.cmpi ult, %35, %c136 : index
      %37 = arith.cmpi ult, %32, %c72 : index
      %38 = arith.andi %37, %36 : i1
      %39 = arith.select %38, %c8, %c0 : index
      %40 = nvgpu.device_async_copy %arg1[%32, %35], %alloc_1[%c0, %32, %34], 8, %39 {bypassL1} : memref<72x136xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %41 = arith.addi %32, %c16 : index
      %42 = arith.addi %32, %c16 : index
      %43 = arith.cmpi ult, %42, %c72 : index
      %44 = arith.andi %43, %36 : i1
      %45 = arith.select %44, %c8, %c0 : index
      %46 = nvgpu.device_async_copy %arg1[%42, %35], %alloc_1[%c0, %41, %34], 8, %45 {bypassL1} : memref<72x136xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %47 = nvgpu.device_async_create_group %25, %31, %40, %46
      %48:10 = scf.for %arg14 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %c0_i32, %arg24 = %c1_i32) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %217 = arith.addi %arg14, %c1_i32 : i32
        %218 = arith.cmpi eq, %arg23, %c1_i32 : i32
        %219 = arith.addi %arg23, %c1_i32 : i32
        %220 = arith.select %218, %c0_i32, %219 : i32
        %221 = arith.cmpi eq, %arg24, %c1_i32 : i32
        %222 = arith.addi %arg24, %c1_i32 : i32
        %223 = arith.select %221, %c0_i32, %222 : i32
        %224 = arith.index_castui %arg23 : i32 to index
        %225 = arith.index_castui %arg24 : i32 to index
        nvgpu.device_async_wait %47 {numGroups = 0 : i32}
        gpu.barrier
        %226 = arith.remui %16, %c16 : index
        %227 = arith.addi %11, %226 : index
        %228 = arith.divui %16, %c16 : index
        %229 = arith.muli %228, %c8 : index
        %230 = nvgpu.ldmatrix %alloc_0[%224, %227, %229] {numTiles = 4 : i32, transpose = false} : memref<2x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %231 = arith.addi %11, %c16 : index
        %232 = arith.remui %16, %c16 : index
        %233 = arith.addi %231, %232 : index
        %234 = arith.divui %16, %c16 : index
        %235 = arith.muli %234, %c8 : index
        %236 = nvgpu.ldmatrix %alloc_0[%224, %233, %235] {numTiles = 4 : i32, transpose = false} : memref<2x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %237 = arith.remui %16, %c16 : index
        %238 = arith.divui %16, %c16 : index
        %239 = arith.muli %238, %c8 : index
        %240 = arith.addi %13, %239 : index
        %241 = nvgpu.ldmatrix %alloc_1[%224, %237, %240] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %242 = vector.extract_strided_slice %241 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %243 = vector.extract_strided_slice %241 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %244 = arith.addi %13, %c16 : index
        %245 = arith.remui %16, %c16 : index
        %246 = arith.divui %16, %c16 : index
        %247 = arith.muli %246, %c8 : index
        %248 = arith.addi %244, %247 : index
        %249 = nvgpu.ldmatrix %alloc_1[%224, %245, %248] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %250 = vector.extract_strided_slice %249 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %251 = vector.extract_strided_slice %249 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %252 = nvgpu.mma.sync(%230, %242, %arg15) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %253 = nvgpu.mma.sync(%230, %243, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %254 = nvgpu.mma.sync(%230, %250, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %255 = nvgpu.mma.sync(%230, %251, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %256 = nvgpu.mma.sync(%236, %242, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %257 = nvgpu.mma.sync(%236, %243, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %258 = nvgpu.mma.sync(%236, %250, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %259 = nvgpu.mma.sync(%236, %251, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %260 = arith.remui %16, %c16 : index
        %261 = arith.addi %11, %260 : index
        %262 = arith.divui %16, %c16 : index
        %263 = arith.muli %262, %c8 : index
        %264 = arith.addi %263, %c16 : index
        %265 = nvgpu.ldmatrix %alloc_0[%224, %261, %264] {numTiles = 4 : i32, transpose = false} : memref<2x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %266 = arith.addi %11, %c16 : index
        %267 = arith.remui %16, %c16 : index
        %268 = arith.addi %266, %267 : index
        %269 = arith.divui %16, %c16 : index
        %270 = arith.muli %269, %c8 : index
        %271 = arith.addi %270, %c16 : index
        %272 = nvgpu.ldmatrix %alloc_0[%224, %268, %271] {numTiles = 4 : i32, transpose = false} : memref<2x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %273 = arith.remui %16, %c16 : index
        %274 = arith.addi %273, %c16 : index
        %275 = arith.divui %16, %c16 : index
        %276 = arith.muli %275, %c8 : index
        %277 = arith.addi %13, %276 : index
        %278 = nvgpu.ldmatrix %alloc_1[%224, %274, %277] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %279 = vector.extract_strided_slice %278 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %280 = vector.extract_strided_slice %278 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %281 = arith.addi %13, %c16 : index
        %282 = arith.remui %16, %c16 : index
        %283 = arith.addi %282, %c16 : index
        %284 = arith.divui %16, %c16 : index
        %285 = arith.muli %284, %c8 : index
        %286 = arith.addi %281, %285 : index
        %287 = nvgpu.ldmatrix %alloc_1[%224, %283, %286] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %288 = vector.extract_strided_slice %287 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %289 = vector.extract_strided_slice %287 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %290 = nvgpu.mma.sync(%265, %279, %252) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %291 = nvgpu.mma.sync(%265, %280, %253) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %292 = nvgpu.mma.sync(%265, %288, %254) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %293 = nvgpu.mma.sync(%265, %289, %255) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %294 = nvgpu.mma.sync(%272, %279, %256) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %295 = nvgpu.mma.sync(%272, %280, %257) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %296 = nvgpu.mma.sync(%272, %288, %258) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %297 = nvgpu.mma.sync(%272, %289, %259) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %298 = arith.index_castui %217 : i32 to index
        %299 = arith.muli %298, %c32 : index
        %300 = arith.divui %arg5, %c4 : index
        %301 = arith.remui %arg5, %c4 : index
        %302 = arith.muli %301, %c8 : index
        %303 = arith.addi %6, %300 : index
        %304 = arith.addi %299, %302 : index
        %305 = arith.cmpi ult, %304, %c72 : index
        %306 = arith.cmpi ult, %303, %c200 : index
        %307 = arith.andi %306, %305 : i1
        %308 = arith.select %307, %c8, %c0 : index
        %309 = nvgpu.device_async_copy %arg0[%303, %304], %alloc_0[%225, %300, %302], 8, %308 {bypassL1} : memref<200x72xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
        %310 = arith.addi %300, %c32 : index
        %311 = arith.addi %303, %c32 : index
        %312 = arith.cmpi ult, %311, %c200 : index
        %313 = arith.andi %312, %305 : i1
        %314 = arith.select %313, %c8, %c0 : index
        %315 = nvgpu.device_async_copy %arg0[%311, %304], %alloc_0[%225, %310, %302], 8, %314 {bypassL1} : memref<200x72xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
        %316 = arith.muli %298, %c32 : index
        %317 = arith.divui %arg5, %c8 : index
        %318 = arith.remui %arg5, %c8 : index
        %319 = arith.muli %318, %c8 : index
        %320 = arith.addi %316, %317 : index
        %321 = arith.addi %7, %319 : index
        %322 = arith.cmpi ult, %321, %c136 : index
        %323 = arith.cmpi ult, %320, %c72 : index
        %324 = arith.andi %323, %322 : i1
        %325 = arith.select %324, %c8, %c0 : index
        %326 = nvgpu.device_async_copy %arg1[%320, %321], %alloc_1[%225, %317, %319], 8, %325 {bypassL1} : memref<72x136xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %327 = arith.addi %317, %c16 : index
        %328 = arith.addi %320, %c16 : index
        %329 = arith.cmpi ult, %328, %c72 : index
        %330 = arith.andi %329, %322 : i1
        %331 = arith.select %330, %c8, %c0 : index
        %332 = nvgpu.device_async_copy %arg1[%328, %321], %alloc_1[%225, %327, %319], 8, %331 {bypassL1} : memref<72x136xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %333 = nvgpu.device_async_create_group %309, %315, %326, %332
        scf.yield %290, %291, %292, %293, %294, %295, %296, %297, %220, %223 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %47 {numGroups = 0 : i32}
      %49 = arith.addi %11, %14 : index
      %50 = arith.muli %15, %c2 : index
      %51 = arith.addi %13, %50 : index
      %52 = arith.addi %6, %49 : index
      %53 = vector.extract %48#0[0, 0] : f32 from vector<2x2xf32>
      %54 = arith.truncf %53 : f32 to f16
      %55 = vector.extract %48#0[0, 1] : f32 from vector<2x2xf32>
      %56 = arith.truncf %55 : f32 to f16
      %57 = arith.cmpi ult, %52, %c200 : index
      scf.if %57 {
        %217 = arith.addi %7, %51 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %54, %alloc[%52, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %51, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %56, %alloc[%52, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 0>, tir.role = "output-store"}
      %58 = arith.addi %11, %c8 : index
      %59 = arith.addi %58, %14 : index
      %60 = arith.muli %15, %c2 : index
      %61 = arith.addi %13, %60 : index
      %62 = arith.addi %6, %59 : index
      %63 = vector.extract %48#0[1, 0] : f32 from vector<2x2xf32>
      %64 = arith.truncf %63 : f32 to f16
      %65 = vector.extract %48#0[1, 1] : f32 from vector<2x2xf32>
      %66 = arith.truncf %65 : f32 to f16
      %67 = arith.cmpi ult, %62, %c200 : index
      scf.if %67 {
        %217 = arith.addi %7, %61 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %64, %alloc[%62, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %61, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %66, %alloc[%62, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 1>, tir.role = "output-store"}
      %68 = arith.addi %11, %14 : index
      %69 = arith.addi %13, %c8 : index
      %70 = arith.muli %15, %c2 : index
      %71 = arith.addi %69, %70 : index
      %72 = arith.addi %6, %68 : index
      %73 = vector.extract %48#1[0, 0] : f32 from vector<2x2xf32>
      %74 = arith.truncf %73 : f32 to f16
      %75 = vector.extract %48#1[0, 1] : f32 from vector<2x2xf32>
      %76 = arith.truncf %75 : f32 to f16
      %77 = arith.cmpi ult, %72, %c200 : index
      scf.if %77 {
        %217 = arith.addi %7, %71 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %74, %alloc[%72, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %71, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %76, %alloc[%72, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 0>, tir.role = "output-store"}
      %78 = arith.addi %11, %c8 : index
      %79 = arith.addi %78, %14 : index
      %80 = arith.addi %13, %c8 : index
      %81 = arith.muli %15, %c2 : index
      %82 = arith.addi %80, %81 : index
      %83 = arith.addi %6, %79 : index
      %84 = vector.extract %48#1[1, 0] : f32 from vector<2x2xf32>
      %85 = arith.truncf %84 : f32 to f16
      %86 = vector.extract %48#1[1, 1] : f32 from vector<2x2xf32>
      %87 = arith.truncf %86 : f32 to f16
      %88 = arith.cmpi ult, %83, %c200 : index
      scf.if %88 {
        %217 = arith.addi %7, %82 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %85, %alloc[%83, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %82, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %87, %alloc[%83, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 1>, tir.role = "output-store"}
      %89 = arith.addi %11, %14 : index
      %90 = arith.addi %13, %c16 : index
      %91 = arith.muli %15, %c2 : index
      %92 = arith.addi %90, %91 : index
      %93 = arith.addi %6, %89 : index
      %94 = vector.extract %48#2[0, 0] : f32 from vector<2x2xf32>
      %95 = arith.truncf %94 : f32 to f16
      %96 = vector.extract %48#2[0, 1] : f32 from vector<2x2xf32>
      %97 = arith.truncf %96 : f32 to f16
      %98 = arith.cmpi ult, %93, %c200 : index
      scf.if %98 {
        %217 = arith.addi %7, %92 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %95, %alloc[%93, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %92, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %97, %alloc[%93, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 0>, tir.role = "output-store"}
      %99 = arith.addi %11, %c8 : index
      %100 = arith.addi %99, %14 : index
      %101 = arith.addi %13, %c16 : index
      %102 = arith.muli %15, %c2 : index
      %103 = arith.addi %101, %102 : index
      %104 = arith.addi %6, %100 : index
      %105 = vector.extract %48#2[1, 0] : f32 from vector<2x2xf32>
      %106 = arith.truncf %105 : f32 to f16
      %107 = vector.extract %48#2[1, 1] : f32 from vector<2x2xf32>
      %108 = arith.truncf %107 : f32 to f16
      %109 = arith.cmpi ult, %104, %c200 : index
      scf.if %109 {
        %217 = arith.addi %7, %103 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %106, %alloc[%104, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %103, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %108, %alloc[%104, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 1>, tir.role = "output-store"}
      %110 = arith.addi %11, %14 : index
      %111 = arith.addi %13, %c24 : index
      %112 = arith.muli %15, %c2 : index
      %113 = arith.addi %111, %112 : index
      %114 = arith.addi %6, %110 : index
      %115 = vector.extract %48#3[0, 0] : f32 from vector<2x2xf32>
      %116 = arith.truncf %115 : f32 to f16
      %117 = vector.extract %48#3[0, 1] : f32 from vector<2x2xf32>
      %118 = arith.truncf %117 : f32 to f16
      %119 = arith.cmpi ult, %114, %c200 : index
      scf.if %119 {
        %217 = arith.addi %7, %113 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %116, %alloc[%114, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %113, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %118, %alloc[%114, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 0>, tir.role = "output-store"}
      %120 = arith.addi %11, %c8 : index
      %121 = arith.addi %120, %14 : index
      %122 = arith.addi %13, %c24 : index
      %123 = arith.muli %15, %c2 : index
      %124 = arith.addi %122, %123 : index
      %125 = arith.addi %6, %121 : index
      %126 = vector.extract %48#3[1, 0] : f32 from vector<2x2xf32>
      %127 = arith.truncf %126 : f32 to f16
      %128 = vector.extract %48#3[1, 1] : f32 from vector<2x2xf32>
      %129 = arith.truncf %128 : f32 to f16
      %130 = arith.cmpi ult, %125, %c200 : index
      scf.if %130 {
        %217 = arith.addi %7, %124 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %127, %alloc[%125, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %124, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %129, %alloc[%125, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 1>, tir.role = "output-store"}
      %131 = arith.addi %11, %c16 : index
      %132 = arith.addi %131, %14 : index
      %133 = arith.muli %15, %c2 : index
      %134 = arith.addi %13, %133 : index
      %135 = arith.addi %6, %132 : index
      %136 = vector.extract %48#4[0, 0] : f32 from vector<2x2xf32>
      %137 = arith.truncf %136 : f32 to f16
      %138 = vector.extract %48#4[0, 1] : f32 from vector<2x2xf32>
      %139 = arith.truncf %138 : f32 to f16
      %140 = arith.cmpi ult, %135, %c200 : index
      scf.if %140 {
        %217 = arith.addi %7, %134 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %137, %alloc[%135, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %134, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %139, %alloc[%135, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 0>, tir.role = "output-store"}
      %141 = arith.addi %11, %c24 : index
      %142 = arith.addi %141, %14 : index
      %143 = arith.muli %15, %c2 : index
      %144 = arith.addi %13, %143 : index
      %145 = arith.addi %6, %142 : index
      %146 = vector.extract %48#4[1, 0] : f32 from vector<2x2xf32>
      %147 = arith.truncf %146 : f32 to f16
      %148 = vector.extract %48#4[1, 1] : f32 from vector<2x2xf32>
      %149 = arith.truncf %148 : f32 to f16
      %150 = arith.cmpi ult, %145, %c200 : index
      scf.if %150 {
        %217 = arith.addi %7, %144 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %147, %alloc[%145, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %144, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %149, %alloc[%145, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 1>, tir.role = "output-store"}
      %151 = arith.addi %11, %c16 : index
      %152 = arith.addi %151, %14 : index
      %153 = arith.addi %13, %c8 : index
      %154 = arith.muli %15, %c2 : index
      %155 = arith.addi %153, %154 : index
      %156 = arith.addi %6, %152 : index
      %157 = vector.extract %48#5[0, 0] : f32 from vector<2x2xf32>
      %158 = arith.truncf %157 : f32 to f16
      %159 = vector.extract %48#5[0, 1] : f32 from vector<2x2xf32>
      %160 = arith.truncf %159 : f32 to f16
      %161 = arith.cmpi ult, %156, %c200 : index
      scf.if %161 {
        %217 = arith.addi %7, %155 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %158, %alloc[%156, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %155, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %160, %alloc[%156, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 0>, tir.role = "output-store"}
      %162 = arith.addi %11, %c24 : index
      %163 = arith.addi %162, %14 : index
      %164 = arith.addi %13, %c8 : index
      %165 = arith.muli %15, %c2 : index
      %166 = arith.addi %164, %165 : index
      %167 = arith.addi %6, %163 : index
      %168 = vector.extract %48#5[1, 0] : f32 from vector<2x2xf32>
      %169 = arith.truncf %168 : f32 to f16
      %170 = vector.extract %48#5[1, 1] : f32 from vector<2x2xf32>
      %171 = arith.truncf %170 : f32 to f16
      %172 = arith.cmpi ult, %167, %c200 : index
      scf.if %172 {
        %217 = arith.addi %7, %166 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %169, %alloc[%167, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %166, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %171, %alloc[%167, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 1>, tir.role = "output-store"}
      %173 = arith.addi %11, %c16 : index
      %174 = arith.addi %173, %14 : index
      %175 = arith.addi %13, %c16 : index
      %176 = arith.muli %15, %c2 : index
      %177 = arith.addi %175, %176 : index
      %178 = arith.addi %6, %174 : index
      %179 = vector.extract %48#6[0, 0] : f32 from vector<2x2xf32>
      %180 = arith.truncf %179 : f32 to f16
      %181 = vector.extract %48#6[0, 1] : f32 from vector<2x2xf32>
      %182 = arith.truncf %181 : f32 to f16
      %183 = arith.cmpi ult, %178, %c200 : index
      scf.if %183 {
        %217 = arith.addi %7, %177 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %180, %alloc[%178, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %177, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %182, %alloc[%178, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 0>, tir.role = "output-store"}
      %184 = arith.addi %11, %c24 : index
      %185 = arith.addi %184, %14 : index
      %186 = arith.addi %13, %c16 : index
      %187 = arith.muli %15, %c2 : index
      %188 = arith.addi %186, %187 : index
      %189 = arith.addi %6, %185 : index
      %190 = vector.extract %48#6[1, 0] : f32 from vector<2x2xf32>
      %191 = arith.truncf %190 : f32 to f16
      %192 = vector.extract %48#6[1, 1] : f32 from vector<2x2xf32>
      %193 = arith.truncf %192 : f32 to f16
      %194 = arith.cmpi ult, %189, %c200 : index
      scf.if %194 {
        %217 = arith.addi %7, %188 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %191, %alloc[%189, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %188, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %193, %alloc[%189, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 1>, tir.role = "output-store"}
      %195 = arith.addi %11, %c16 : index
      %196 = arith.addi %195, %14 : index
      %197 = arith.addi %13, %c24 : index
      %198 = arith.muli %15, %c2 : index
      %199 = arith.addi %197, %198 : index
      %200 = arith.addi %6, %196 : index
      %201 = vector.extract %48#7[0, 0] : f32 from vector<2x2xf32>
      %202 = arith.truncf %201 : f32 to f16
      %203 = vector.extract %48#7[0, 1] : f32 from vector<2x2xf32>
      %204 = arith.truncf %203 : f32 to f16
      %205 = arith.cmpi ult, %200, %c200 : index
      scf.if %205 {
        %217 = arith.addi %7, %199 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %202, %alloc[%200, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %199, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %204, %alloc[%200, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 0>, tir.role = "output-store"}
      %206 = arith.addi %11, %c24 : index
      %207 = arith.addi %206, %14 : index
      %208 = arith.addi %13, %c24 : index
      %209 = arith.muli %15, %c2 : index
      %210 = arith.addi %208, %209 : index
      %211 = arith.addi %6, %207 : index
      %212 = vector.extract %48#7[1, 0] : f32 from vector<2x2xf32>
      %213 = arith.truncf %212 : f32 to f16
      %214 = vector.extract %48#7[1, 1] : f32 from vector<2x2xf32>
      %215 = arith.truncf %214 : f32 to f16
      %216 = arith.cmpi ult, %211, %c200 : index
      scf.if %216 {
        %217 = arith.addi %7, %210 : index
        %218 = arith.cmpi ult, %217, %c136 : index
        scf.if %218 {
          memref.store %213, %alloc[%211, %217] : memref<200x136xf16>
        }
        %219 = arith.addi %210, %c1 : index
        %220 = arith.addi %7, %219 : index
        %221 = arith.cmpi ult, %220, %c136 : index
        scf.if %221 {
          memref.store %215, %alloc[%211, %220] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 1>, tir.role = "output-store"}
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
      %0 = arith.divui %arg2, %c24 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg2, %c24 : index
      %3 = arith.remui %2, %c4 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c4 : index
      %6 = arith.muli %4, %c64 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c64 {tir.role = "block-col"} : index
      %alloc_0 = memref.alloc() {tir.role = "operand-a"} : memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %alloc_1 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %8 = arith.remui %arg5, %c32 : index
      %9 = arith.divui %arg5, %c32 : index
      %10 = arith.divui %9, %c2 : index
      %11 = arith.muli %10, %c32 : index
      %12 = arith.remui %9, %c2 : index
      %13 = arith.muli %12, %c32 : index
      %14 = arith.divui %8, %c4 : index
      %15 = arith.remui %8, %c4 : index
      %16 = arith.remui %arg5, %c32 : index
      %17 = arith.divui %arg5, %c4 : index
      %18 = arith.remui %arg5, %c4 : index
      %19 = arith.muli %18, %c8 : index
      %20 = arith.addi %6, %17 : index
      %21 = arith.cmpi ult, %19, %c72 : index
      %22 = arith.cmpi ult, %20, %c200 : index
      %23 = arith.andi %22, %21 : i1
      %24 = arith.select %23, %c8, %c0 : index
      %25 = nvgpu.device_async_copy %arg0[%20, %19], %alloc_0[%c0, %17, %19], 8, %24 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %26 = arith.addi %17, %c32 : index
      %27 = arith.addi %20, %c32 : index
      %28 = arith.cmpi ult, %27, %c200 : index
      %29 = arith.andi %28, %21 : i1
      %30 = arith.select %29, %c8, %c0 : index
      %31 = nvgpu.device_async_copy %arg0[%27, %19], %alloc_0[%c0, %26, %19], 8, %30 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %32 = arith.divui %arg5, %c8 : index
      %33 = arith.remui %arg5, %c8 : index
      %34 = arith.muli %33, %c8 : index
      %35 = arith.addi %7, %34 : index
      %36 = arith.cmpi ult, %35, %c136 : index
      %37 = arith.cmpi ult, %32, %c72 : index
      %38 = arith.andi %37, %36 : i1
      %39 = arith.select %38, %c8, %c0 : index
      %40 = nvgpu.device_async_copy %arg1[%32, %35], %alloc_1[%c0, %32, %34], 8, %39 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %41 = arith.addi %32, %c16 : index
      %42 = arith.addi %32, %c16 : index
      %43 = arith.cmpi ult, %42, %c72 : index
      %44 = arith.andi %43, %36 : i1
      %45 = arith.select %44, %c8, %c0 : index
      %46 = nvgpu.device_async_copy %arg1[%42, %35], %alloc_1[%c0, %41, %34], 8, %45 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %47 = nvgpu.device_async_create_group %25, %31, %40, %46
      %48 = arith.divui %arg5, %c4 : index
      %49 = arith.remui %arg5, %c4 : index
      %50 = arith.muli %49, %c8 : index
      %51 = arith.addi %6, %48 : index
      %52 = arith.addi %50, %c32 : index
      %53 = arith.cmpi ult, %52, %c72 : index
      %54 = arith.cmpi ult, %51, %c200 : index
      %55 = arith.andi %54, %53 : i1
      %56 = arith.select %55, %c8, %c0 : index
      %57 = nvgpu.device_async_copy %arg0[%51, %52], %alloc_0[%c1, %48, %50], 8, %56 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %58 = arith.addi %48, %c32 : index
      %59 = arith.addi %51, %c32 : index
      %60 = arith.cmpi ult, %59, %c200 : index
      %61 = arith.andi %60, %53 : i1
      %62 = arith.select %61, %c8, %c0 : index
      %63 = nvgpu.device_async_copy %arg0[%59, %52], %alloc_0[%c1, %58, %50], 8, %62 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
      %64 = arith.divui %arg5, %c8 : index
      %65 = arith.remui %arg5, %c8 : index
      %66 = arith.muli %65, %c8 : index
      %67 = arith.addi %64, %c32 : index
      %68 = arith.addi %7, %66 : index
      %69 = arith.cmpi ult, %68, %c136 : index
      %70 = arith.cmpi ult, %67, %c72 : index
      %71 = arith.andi %70, %69 : i1
      %72 = arith.select %71, %c8, %c0 : index
      %73 = nvgpu.device_async_copy %arg1[%67, %68], %alloc_1[%c1, %64, %66], 8, %72 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %74 = arith.addi %64, %c16 : index
      %75 = arith.addi %67, %c16 : index
      %76 = arith.cmpi ult, %75, %c72 : index
      %77 = arith.andi %76, %69 : i1
      %78 = arith.select %77, %c8, %c0 : index
      %79 = nvgpu.device_async_copy %arg1[%75, %68], %alloc_1[%c1, %74, %66], 8, %78 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
      %80 = nvgpu.device_async_create_group %57, %63, %73, %79
      %81:10 = scf.for %arg14 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %c0_i32, %arg24 = %c2_i32) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %250 = arith.addi %arg14, %c2_i32 : i32
        %251 = arith.cmpi eq, %arg23, %c2_i32 : i32
        %252 = arith.addi %arg23, %c1_i32 : i32
        %253 = arith.select %251, %c0_i32, %252 : i32
        %254 = arith.cmpi eq, %arg24, %c2_i32 : i32
        %255 = arith.addi %arg24, %c1_i32 : i32
        %256 = arith.select %254, %c0_i32, %255 : i32
        %257 = arith.index_castui %arg23 : i32 to index
        %258 = arith.index_castui %arg24 : i32 to index
        nvgpu.device_async_wait %80 {numGroups = 1 : i32}
        gpu.barrier
        %259 = arith.remui %16, %c16 : index
        %260 = arith.addi %11, %259 : index
        %261 = arith.divui %16, %c16 : index
        %262 = arith.muli %261, %c8 : index
        %263 = nvgpu.ldmatrix %alloc_0[%257, %260, %262] {numTiles = 4 : i32, transpose = false} : memref<3x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %264 = arith.addi %11, %c16 : index
        %265 = arith.remui %16, %c16 : index
        %266 = arith.addi %264, %265 : index
        %267 = arith.divui %16, %c16 : index
        %268 = arith.muli %267, %c8 : index
        %269 = nvgpu.ldmatrix %alloc_0[%257, %266, %268] {numTiles = 4 : i32, transpose = false} : memref<3x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %270 = arith.remui %16, %c16 : index
        %271 = arith.divui %16, %c16 : index
        %272 = arith.muli %271, %c8 : index
        %273 = arith.addi %13, %272 : index
        %274 = nvgpu.ldmatrix %alloc_1[%257, %270, %273] {numTiles = 4 : i32, transpose = true} : memref<3x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %275 = vector.extract_strided_slice %274 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %276 = vector.extract_strided_slice %274 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %277 = arith.addi %13, %c16 : index
        %278 = arith.remui %16, %c16 : index
        %279 = arith.divui %16, %c16 : index
        %280 = arith.muli %279, %c8 : index
        %281 = arith.addi %277, %280 : index
        %282 = nvgpu.ldmatrix %alloc_1[%257, %278, %281] {numTiles = 4 : i32, transpose = true} : memref<3x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %283 = vector.extract_strided_slice %282 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %284 = vector.extract_strided_slice %282 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %285 = nvgpu.mma.sync(%263, %275, %arg15) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %286 = nvgpu.mma.sync(%263, %276, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %287 = nvgpu.mma.sync(%263, %283, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %288 = nvgpu.mma.sync(%263, %284, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %289 = nvgpu.mma.sync(%269, %275, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %290 = nvgpu.mma.sync(%269, %276, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %291 = nvgpu.mma.sync(%269, %283, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %292 = nvgpu.mma.sync(%269, %284, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %293 = arith.remui %16, %c16 : index
        %294 = arith.addi %11, %293 : index
        %295 = arith.divui %16, %c16 : index
        %296 = arith.muli %295, %c8 : index
        %297 = arith.addi %296, %c16 : index
        %298 = nvgpu.ldmatrix %alloc_0[%257, %294, %297] {numTiles = 4 : i32, transpose = false} : memref<3x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %299 = arith.addi %11, %c16 : index
        %300 = arith.remui %16, %c16 : index
        %301 = arith.addi %299, %300 : index
        %302 = arith.divui %16, %c16 : index
        %303 = arith.muli %302, %c8 : index
        %304 = arith.addi %303, %c16 : index
        %305 = nvgpu.ldmatrix %alloc_0[%257, %301, %304] {numTiles = 4 : i32, transpose = false} : memref<3x64x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %306 = arith.remui %16, %c16 : index
        %307 = arith.addi %306, %c16 : index
        %308 = arith.divui %16, %c16 : index
        %309 = arith.muli %308, %c8 : index
        %310 = arith.addi %13, %309 : index
        %311 = nvgpu.ldmatrix %alloc_1[%257, %307, %310] {numTiles = 4 : i32, transpose = true} : memref<3x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %312 = vector.extract_strided_slice %311 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %313 = vector.extract_strided_slice %311 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %314 = arith.addi %13, %c16 : index
        %315 = arith.remui %16, %c16 : index
        %316 = arith.addi %315, %c16 : index
        %317 = arith.divui %16, %c16 : index
        %318 = arith.muli %317, %c8 : index
        %319 = arith.addi %314, %318 : index
        %320 = nvgpu.ldmatrix %alloc_1[%257, %316, %319] {numTiles = 4 : i32, transpose = true} : memref<3x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %321 = vector.extract_strided_slice %320 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %322 = vector.extract_strided_slice %320 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %323 = nvgpu.mma.sync(%298, %312, %285) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %324 = nvgpu.mma.sync(%298, %313, %286) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %325 = nvgpu.mma.sync(%298, %321, %287) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %326 = nvgpu.mma.sync(%298, %322, %288) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %327 = nvgpu.mma.sync(%305, %312, %289) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %328 = nvgpu.mma.sync(%305, %313, %290) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %329 = nvgpu.mma.sync(%305, %321, %291) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %330 = nvgpu.mma.sync(%305, %322, %292) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %331 = arith.index_castui %250 : i32 to index
        %332 = arith.muli %331, %c32 : index
        %333 = arith.divui %arg5, %c4 : index
        %334 = arith.remui %arg5, %c4 : index
        %335 = arith.muli %334, %c8 : index
        %336 = arith.addi %6, %333 : index
        %337 = arith.addi %332, %335 : index
        %338 = arith.cmpi ult, %337, %c72 : index
        %339 = arith.cmpi ult, %336, %c200 : index
        %340 = arith.andi %339, %338 : i1
        %341 = arith.select %340, %c8, %c0 : index
        %342 = nvgpu.device_async_copy %arg0[%336, %337], %alloc_0[%258, %333, %335], 8, %341 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
        %343 = arith.addi %333, %c32 : index
        %344 = arith.addi %336, %c32 : index
        %345 = arith.cmpi ult, %344, %c200 : index
        %346 = arith.andi %345, %338 : i1
        %347 = arith.select %346, %c8, %c0 : index
        %348 = nvgpu.device_async_copy %arg0[%344, %337], %alloc_0[%258, %343, %335], 8, %347 {bypassL1} : memref<200x72xf16> to memref<3x64x32xf16, #gpu.address_space<workgroup>>
        %349 = arith.muli %331, %c32 : index
        %350 = arith.divui %arg5, %c8 : index
        %351 = arith.remui %arg5, %c8 : index
        %352 = arith.muli %351, %c8 : index
        %353 = arith.addi %349, %350 : index
        %354 = arith.addi %7, %352 : index
        %355 = arith.cmpi ult, %354, %c136 : index
        %356 = arith.cmpi ult, %353, %c72 : index
        %357 = arith.andi %356, %355 : i1
        %358 = arith.select %357, %c8, %c0 : index
        %359 = nvgpu.device_async_copy %arg1[%353, %354], %alloc_1[%258, %350, %352], 8, %358 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
        %360 = arith.addi %350, %c16 : index
        %361 = arith.addi %353, %c16 : index
        %362 = arith.cmpi ult, %361, %c72 : index
        %363 = arith.andi %362, %355 : i1
        %364 = arith.select %363, %c8, %c0 : index
        %365 = nvgpu.device_async_copy %arg1[%361, %354], %alloc_1[%258, %360, %352], 8, %364 {bypassL1} : memref<72x136xf16> to memref<3x32x64xf16, #gpu.address_space<workgroup>>
        %366 = nvgpu.device_async_create_group %342, %348, %359, %365
        scf.yield %323, %324, %325, %326, %327, %328, %329, %330, %253, %256 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %80 {numGroups = 0 : i32}
      %82 = arith.addi %11, %14 : index
      %83 = arith.muli %15, %c2 : index
      %84 = arith.addi %13, %83 : index
      %85 = arith.addi %6, %82 : index
      %86 = vector.extract %81#0[0, 0] : f32 from vector<2x2xf32>
      %87 = arith.truncf %86 : f32 to f16
      %88 = vector.extract %81#0[0, 1] : f32 from vector<2x2xf32>
      %89 = arith.truncf %88 : f32 to f16
      %90 = arith.cmpi ult, %85, %c200 : index
      scf.if %90 {
        %250 = arith.addi %7, %84 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %87, %alloc[%85, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %84, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %89, %alloc[%85, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 0>, tir.role = "output-store"}
      %91 = arith.addi %11, %c8 : index
      %92 = arith.addi %91, %14 : index
      %93 = arith.muli %15, %c2 : index
      %94 = arith.addi %13, %93 : index
      %95 = arith.addi %6, %92 : index
      %96 = vector.extract %81#0[1, 0] : f32 from vector<2x2xf32>
      %97 = arith.truncf %96 : f32 to f16
      %98 = vector.extract %81#0[1, 1] : f32 from vector<2x2xf32>
      %99 = arith.truncf %98 : f32 to f16
      %100 = arith.cmpi ult, %95, %c200 : index
      scf.if %100 {
        %250 = arith.addi %7, %94 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %97, %alloc[%95, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %94, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %99, %alloc[%95, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 1>, tir.role = "output-store"}
      %101 = arith.addi %11, %14 : index
      %102 = arith.addi %13, %c8 : index
      %103 = arith.muli %15, %c2 : index
      %104 = arith.addi %102, %103 : index
      %105 = arith.addi %6, %101 : index
      %106 = vector.extract %81#1[0, 0] : f32 from vector<2x2xf32>
      %107 = arith.truncf %106 : f32 to f16
      %108 = vector.extract %81#1[0, 1] : f32 from vector<2x2xf32>
      %109 = arith.truncf %108 : f32 to f16
      %110 = arith.cmpi ult, %105, %c200 : index
      scf.if %110 {
        %250 = arith.addi %7, %104 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %107, %alloc[%105, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %104, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %109, %alloc[%105, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 0>, tir.role = "output-store"}
      %111 = arith.addi %11, %c8 : index
      %112 = arith.addi %111, %14 : index
      %113 = arith.addi %13, %c8 : index
      %114 = arith.muli %15, %c2 : index
      %115 = arith.addi %113, %114 : index
      %116 = arith.addi %6, %112 : index
      %117 = vector.extract %81#1[1, 0] : f32 from vector<2x2xf32>
      %118 = arith.truncf %117 : f32 to f16
      %119 = vector.extract %81#1[1, 1] : f32 from vector<2x2xf32>
      %120 = arith.truncf %119 : f32 to f16
      %121 = arith.cmpi ult, %116, %c200 : index
      scf.if %121 {
        %250 = arith.addi %7, %115 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %118, %alloc[%116, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %115, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %120, %alloc[%116, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 1>, tir.role = "output-store"}
      %122 = arith.addi %11, %14 : index
      %123 = arith.addi %13, %c16 : index
      %124 = arith.muli %15, %c2 : index
      %125 = arith.addi %123, %124 : index
      %126 = arith.addi %6, %122 : index
      %127 = vector.extract %81#2[0, 0] : f32 from vector<2x2xf32>
      %128 = arith.truncf %127 : f32 to f16
      %129 = vector.extract %81#2[0, 1] : f32 from vector<2x2xf32>
      %130 = arith.truncf %129 : f32 to f16
      %131 = arith.cmpi ult, %126, %c200 : index
      scf.if %131 {
        %250 = arith.addi %7, %125 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %128, %alloc[%126, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %125, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %130, %alloc[%126, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 0>, tir.role = "output-store"}
      %132 = arith.addi %11, %c8 : index
      %133 = arith.addi %132, %14 : index
      %134 = arith.addi %13, %c16 : index
      %135 = arith.muli %15, %c2 : index
      %136 = arith.addi %134, %135 : index
      %137 = arith.addi %6, %133 : index
      %138 = vector.extract %81#2[1, 0] : f32 from vector<2x2xf32>
      %139 = arith.truncf %138 : f32 to f16
      %140 = vector.extract %81#2[1, 1] : f32 from vector<2x2xf32>
      %141 = arith.truncf %140 : f32 to f16
      %142 = arith.cmpi ult, %137, %c200 : index
      scf.if %142 {
        %250 = arith.addi %7, %136 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %139, %alloc[%137, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %136, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %141, %alloc[%137, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 1>, tir.role = "output-store"}
      %143 = arith.addi %11, %14 : index
      %144 = arith.addi %13, %c24 : index
      %145 = arith.muli %15, %c2 : index
      %146 = arith.addi %144, %145 : index
      %147 = arith.addi %6, %143 : index
      %148 = vector.extract %81#3[0, 0] : f32 from vector<2x2xf32>
      %149 = arith.truncf %148 : f32 to f16
      %150 = vector.extract %81#3[0, 1] : f32 from vector<2x2xf32>
      %151 = arith.truncf %150 : f32 to f16
      %152 = arith.cmpi ult, %147, %c200 : index
      scf.if %152 {
        %250 = arith.addi %7, %146 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %149, %alloc[%147, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %146, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %151, %alloc[%147, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 0>, tir.role = "output-store"}
      %153 = arith.addi %11, %c8 : index
      %154 = arith.addi %153, %14 : index
      %155 = arith.addi %13, %c24 : index
      %156 = arith.muli %15, %c2 : index
      %157 = arith.addi %155, %156 : index
      %158 = arith.addi %6, %154 : index
      %159 = vector.extract %81#3[1, 0] : f32 from vector<2x2xf32>
      %160 = arith.truncf %159 : f32 to f16
      %161 = vector.extract %81#3[1, 1] : f32 from vector<2x2xf32>
      %162 = arith.truncf %161 : f32 to f16
      %163 = arith.cmpi ult, %158, %c200 : index
      scf.if %163 {
        %250 = arith.addi %7, %157 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %160, %alloc[%158, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %157, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %162, %alloc[%158, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 1>, tir.role = "output-store"}
      %164 = arith.addi %11, %c16 : index
      %165 = arith.addi %164, %14 : index
      %166 = arith.muli %15, %c2 : index
      %167 = arith.addi %13, %166 : index
      %168 = arith.addi %6, %165 : index
      %169 = vector.extract %81#4[0, 0] : f32 from vector<2x2xf32>
      %170 = arith.truncf %169 : f32 to f16
      %171 = vector.extract %81#4[0, 1] : f32 from vector<2x2xf32>
      %172 = arith.truncf %171 : f32 to f16
      %173 = arith.cmpi ult, %168, %c200 : index
      scf.if %173 {
        %250 = arith.addi %7, %167 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %170, %alloc[%168, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %167, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %172, %alloc[%168, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 0>, tir.role = "output-store"}
      %174 = arith.addi %11, %c24 : index
      %175 = arith.addi %174, %14 : index
      %176 = arith.muli %15, %c2 : index
      %177 = arith.addi %13, %176 : index
      %178 = arith.addi %6, %175 : index
      %179 = vector.extract %81#4[1, 0] : f32 from vector<2x2xf32>
      %180 = arith.truncf %179 : f32 to f16
      %181 = vector.extract %81#4[1, 1] : f32 from vector<2x2xf32>
      %182 = arith.truncf %181 : f32 to f16
      %183 = arith.cmpi ult, %178, %c200 : index
      scf.if %183 {
        %250 = arith.addi %7, %177 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %180, %alloc[%178, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %177, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %182, %alloc[%178, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 1>, tir.role = "output-store"}
      %184 = arith.addi %11, %c16 : index
      %185 = arith.addi %184, %14 : index
      %186 = arith.addi %13, %c8 : index
      %187 = arith.muli %15, %c2 : index
      %188 = arith.addi %186, %187 : index
      %189 = arith.addi %6, %185 : index
      %190 = vector.extract %81#5[0, 0] : f32 from vector<2x2xf32>
      %191 = arith.truncf %190 : f32 to f16
      %192 = vector.extract %81#5[0, 1] : f32 from vector<2x2xf32>
      %193 = arith.truncf %192 : f32 to f16
      %194 = arith.cmpi ult, %189, %c200 : index
      scf.if %194 {
        %250 = arith.addi %7, %188 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %191, %alloc[%189, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %188, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %193, %alloc[%189, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 0>, tir.role = "output-store"}
      %195 = arith.addi %11, %c24 : index
      %196 = arith.addi %195, %14 : index
      %197 = arith.addi %13, %c8 : index
      %198 = arith.muli %15, %c2 : index
      %199 = arith.addi %197, %198 : index
      %200 = arith.addi %6, %196 : index
      %201 = vector.extract %81#5[1, 0] : f32 from vector<2x2xf32>
      %202 = arith.truncf %201 : f32 to f16
      %203 = vector.extract %81#5[1, 1] : f32 from vector<2x2xf32>
      %204 = arith.truncf %203 : f32 to f16
      %205 = arith.cmpi ult, %200, %c200 : index
      scf.if %205 {
        %250 = arith.addi %7, %199 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %202, %alloc[%200, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %199, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %204, %alloc[%200, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 1>, tir.role = "output-store"}
      %206 = arith.addi %11, %c16 : index
      %207 = arith.addi %206, %14 : index
      %208 = arith.addi %13, %c16 : index
      %209 = arith.muli %15, %c2 : index
      %210 = arith.addi %208, %209 : index
      %211 = arith.addi %6, %207 : index
      %212 = vector.extract %81#6[0, 0] : f32 from vector<2x2xf32>
      %213 = arith.truncf %212 : f32 to f16
      %214 = vector.extract %81#6[0, 1] : f32 from vector<2x2xf32>
      %215 = arith.truncf %214 : f32 to f16
      %216 = arith.cmpi ult, %211, %c200 : index
      scf.if %216 {
        %250 = arith.addi %7, %210 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %213, %alloc[%211, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %210, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %215, %alloc[%211, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 0>, tir.role = "output-store"}
      %217 = arith.addi %11, %c24 : index
      %218 = arith.addi %217, %14 : index
      %219 = arith.addi %13, %c16 : index
      %220 = arith.muli %15, %c2 : index
      %221 = arith.addi %219, %220 : index
      %222 = arith.addi %6, %218 : index
      %223 = vector.extract %81#6[1, 0] : f32 from vector<2x2xf32>
      %224 = arith.truncf %223 : f32 to f16
      %225 = vector.extract %81#6[1, 1] : f32 from vector<2x2xf32>
      %226 = arith.truncf %225 : f32 to f16
      %227 = arith.cmpi ult, %222, %c200 : index
      scf.if %227 {
        %250 = arith.addi %7, %221 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %224, %alloc[%222, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %221, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %226, %alloc[%222, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 1>, tir.role = "output-store"}
      %228 = arith.addi %11, %c16 : index
      %229 = arith.addi %228, %14 : index
      %230 = arith.addi %13, %c24 : index
      %231 = arith.muli %15, %c2 : index
      %232 = arith.addi %230, %231 : index
      %233 = arith.addi %6, %229 : index
      %234 = vector.extract %81#7[0, 0] : f32 from vector<2x2xf32>
      %235 = arith.truncf %234 : f32 to f16
      %236 = vector.extract %81#7[0, 1] : f32 from vector<2x2xf32>
      %237 = arith.truncf %236 : f32 to f16
      %238 = arith.cmpi ult, %233, %c200 : index
      scf.if %238 {
        %250 = arith.addi %7, %232 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %235, %alloc[%233, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %232, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %237, %alloc[%233, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 0>, tir.role = "output-store"}
      %239 = arith.addi %11, %c24 : index
      %240 = arith.addi %239, %14 : index
      %241 = arith.addi %13, %c24 : index
      %242 = arith.muli %15, %c2 : index
      %243 = arith.addi %241, %242 : index
      %244 = arith.addi %6, %240 : index
      %245 = vector.extract %81#7[1, 0] : f32 from vector<2x2xf32>
      %246 = arith.truncf %245 : f32 to f16
      %247 = vector.extract %81#7[1, 1] : f32 from vector<2x2xf32>
      %248 = arith.truncf %247 : f32 to f16
      %249 = arith.cmpi ult, %244, %c200 : index
      scf.if %249 {
        %250 = arith.addi %7, %243 : index
        %251 = arith.cmpi ult, %250, %c136 : index
        scf.if %251 {
          memref.store %246, %alloc[%244, %250] : memref<200x136xf16>
        }
        %252 = arith.addi %243, %c1 : index
        %253 = arith.addi %7, %252 : index
        %254 = arith.cmpi ult, %253, %c136 : index
        scf.if %254 {
          memref.store %248, %alloc[%244, %253] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 1>, tir.role = "output-store"}
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = false, tile = array<i64: 64, 64, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}
    return %alloc : memref<200x136xf16>
  }
}

