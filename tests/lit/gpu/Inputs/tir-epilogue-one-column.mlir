// The IR before tir-epilogue: tirc compile tests/lit/Inputs/sched-matmul.mlir --schedule tests/lit/Inputs/schedules/one-column.yaml --emit=gpu --dump-before=tir-epilogue
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module attributes {gpu.container_module, tir.kernel_problems = {matmul_gemm0 = {K = 32 : i64, M = 64 : i64, N = 64 : i64, acc = "f16", in = "f16", out = "f16", schedule = {mma = "m16n8k16", raster_group = 1 : i64, split_k = 1 : i64, stages = 2 : i64, swizzle = true, tile = array<i64: 32, 64, 32>, vector_bytes = 8 : i64, warps = array<i64: 1, 2>}}, matmul_gemm1 = {K = 64 : i64, M = 64 : i64, N = 32 : i64, acc = "f16", in = "f16", out = "f16", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 16, 64, 64>, vector_bytes = 16 : i64, warps = array<i64: 1, 4>}}}, tir.kernel_schedules = {matmul_gemm0 = "tile 32x64x32, warps 1x2, m16n8k16, 2 stages, swizzled smem, 8-byte copies, raster group 1", matmul_gemm1 = "tile 16x64x64, warps 1x4, m16n8k16, 4 stages, swizzled smem, 16-byte copies, raster group 8"}} {
  func.func @matmul(%arg0: memref<64x32xf16>, %arg1: memref<32x64xf16>, %arg2: memref<64x32xf16>) -> memref<64x32xf16> {
    %c3_i32 = arith.constant 3 : i32
    %c48 = arith.constant 48 : index
    %c128 = arith.constant 128 : index
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : vector<2x2xf16>
    %c24 = arith.constant 24 : index
    %c12 = arith.constant 12 : index
    %c20 = arith.constant 20 : index
    %c28 = arith.constant 28 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0_i32 = arith.constant 0 : i32
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64x64xf16>
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c2, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c64, %arg13 = %c1, %arg14 = %c1) dynamic_shared_memory_size %c0_i32 module(@matmul_gemm0) function(@matmul_gemm0) {
      %c8_1 = arith.constant 8 : index
      %c4_2 = arith.constant 4 : index
      %c2_3 = arith.constant 2 : index
      %0 = arith.muli %arg3, %c32 {tir.role = "block-row"} : index
      %alloc_4 = memref.alloc() {tir.role = "operand-a"} : memref<2x32x32xf16, #gpu.address_space<workgroup>>
      %alloc_5 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %1 = arith.remui %arg6, %c32 : index
      %2 = arith.divui %arg6, %c32 : index
      %3 = arith.divui %2, %c2 : index
      %4 = arith.muli %3, %c32 : index
      %5 = arith.remui %2, %c2 : index
      %6 = arith.muli %5, %c32 : index
      %7 = arith.divui %1, %c4 : index
      %8 = arith.remui %1, %c4 : index
      %9 = arith.remui %arg6, %c32 : index
      %10 = arith.divui %arg6, %c8 : index
      %11 = arith.remui %arg6, %c8 : index
      %12 = arith.muli %11, %c4 : index
      %13 = arith.addi %0, %10 : index
      %14 = arith.cmpi ult, %12, %c32 : index
      %15 = arith.select %14, %c4, %c0 : index
      %16 = arith.divui %10, %c2_3 : index
      %17 = arith.remui %16, %c4_2 : index
      %18 = arith.divui %12, %c8_1 : index
      %19 = arith.remui %12, %c8_1 : index
      %20 = arith.xori %18, %17 : index
      %21 = arith.muli %20, %c8_1 : index
      %22 = arith.addi %21, %19 : index
      %23 = nvgpu.device_async_copy %arg0[%13, %12], %alloc_4[%c0, %10, %22], 4, %15 : memref<64x32xf16> to memref<2x32x32xf16, #gpu.address_space<workgroup>>
      %24 = arith.addi %10, %c8 : index
      %25 = arith.addi %13, %c8 : index
      %26 = arith.select %14, %c4, %c0 : index
      %27 = arith.divui %24, %c2_3 : index
      %28 = arith.remui %27, %c4_2 : index
      %29 = arith.divui %12, %c8_1 : index
      %30 = arith.remui %12, %c8_1 : index
      %31 = arith.xori %29, %28 : index
      %32 = arith.muli %31, %c8_1 : index
      %33 = arith.addi %32, %30 : index
      %34 = nvgpu.device_async_copy %arg0[%25, %12], %alloc_4[%c0, %24, %33], 4, %26 : memref<64x32xf16> to memref<2x32x32xf16, #gpu.address_space<workgroup>>
      %35 = arith.addi %10, %c16 : index
      %36 = arith.addi %13, %c16 : index
      %37 = arith.select %14, %c4, %c0 : index
      %38 = arith.divui %35, %c2_3 : index
      %39 = arith.remui %38, %c4_2 : index
      %40 = arith.divui %12, %c8_1 : index
      %41 = arith.remui %12, %c8_1 : index
      %42 = arith.xori %40, %39 : index
      %43 = arith.muli %42, %c8_1 : index
      %44 = arith.addi %43, %41 : index
      %45 = nvgpu.device_async_copy %arg0[%36, %12], %alloc_4[%c0, %35, %44], 4, %37 : memref<64x32xf16> to memref<2x32x32xf16, #gpu.address_space<workgroup>>
      %46 = arith.addi %10, %c24 : index
      %47 = arith.addi %13, %c24 : index
      %48 = arith.select %14, %c4, %c0 : index
      %49 = arith.divui %46, %c2_3 : index
      %50 = arith.remui %49, %c4_2 : index
      %51 = arith.divui %12, %c8_1 : index
      %52 = arith.remui %12, %c8_1 : index
      %53 = arith.xori %51, %50 : index
      %54 = arith.muli %53, %c8_1 : index
      %55 = arith.addi %54, %52 : index
      %56 = nvgpu.device_async_copy %arg0[%47, %12], %alloc_4[%c0, %46, %55], 4, %48 : memref<64x32xf16> to memref<2x32x32xf16, #gpu.address_space<workgroup>>
      %57 = arith.divui %arg6, %c16 : index
      %58 = arith.remui %arg6, %c16 : index
      %59 = arith.muli %58, %c4 : index
      %60 = arith.cmpi ult, %57, %c32 : index
      %61 = arith.select %60, %c4, %c0 : index
      %62 = arith.remui %57, %c8_1 : index
      %63 = arith.divui %59, %c8_1 : index
      %64 = arith.remui %59, %c8_1 : index
      %65 = arith.xori %63, %62 : index
      %66 = arith.muli %65, %c8_1 : index
      %67 = arith.addi %66, %64 : index
      %68 = nvgpu.device_async_copy %arg1[%57, %59], %alloc_5[%c0, %57, %67], 4, %61 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %69 = arith.addi %57, %c4 : index
      %70 = arith.addi %57, %c4 : index
      %71 = arith.cmpi ult, %70, %c32 : index
      %72 = arith.select %71, %c4, %c0 : index
      %73 = arith.remui %69, %c8_1 : index
      %74 = arith.divui %59, %c8_1 : index
      %75 = arith.remui %59, %c8_1 : index
      %76 = arith.xori %74, %73 : index
      %77 = arith.muli %76, %c8_1 : index
      %78 = arith.addi %77, %75 : index
      %79 = nvgpu.device_async_copy %arg1[%70, %59], %alloc_5[%c0, %69, %78], 4, %72 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %80 = arith.addi %57, %c8 : index
      %81 = arith.addi %57, %c8 : index
      %82 = arith.cmpi ult, %81, %c32 : index
      %83 = arith.select %82, %c4, %c0 : index
      %84 = arith.remui %80, %c8_1 : index
      %85 = arith.divui %59, %c8_1 : index
      %86 = arith.remui %59, %c8_1 : index
      %87 = arith.xori %85, %84 : index
      %88 = arith.muli %87, %c8_1 : index
      %89 = arith.addi %88, %86 : index
      %90 = nvgpu.device_async_copy %arg1[%81, %59], %alloc_5[%c0, %80, %89], 4, %83 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %91 = arith.addi %57, %c12 : index
      %92 = arith.addi %57, %c12 : index
      %93 = arith.cmpi ult, %92, %c32 : index
      %94 = arith.select %93, %c4, %c0 : index
      %95 = arith.remui %91, %c8_1 : index
      %96 = arith.divui %59, %c8_1 : index
      %97 = arith.remui %59, %c8_1 : index
      %98 = arith.xori %96, %95 : index
      %99 = arith.muli %98, %c8_1 : index
      %100 = arith.addi %99, %97 : index
      %101 = nvgpu.device_async_copy %arg1[%92, %59], %alloc_5[%c0, %91, %100], 4, %94 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %102 = arith.addi %57, %c16 : index
      %103 = arith.addi %57, %c16 : index
      %104 = arith.cmpi ult, %103, %c32 : index
      %105 = arith.select %104, %c4, %c0 : index
      %106 = arith.remui %102, %c8_1 : index
      %107 = arith.divui %59, %c8_1 : index
      %108 = arith.remui %59, %c8_1 : index
      %109 = arith.xori %107, %106 : index
      %110 = arith.muli %109, %c8_1 : index
      %111 = arith.addi %110, %108 : index
      %112 = nvgpu.device_async_copy %arg1[%103, %59], %alloc_5[%c0, %102, %111], 4, %105 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %113 = arith.addi %57, %c20 : index
      %114 = arith.addi %57, %c20 : index
      %115 = arith.cmpi ult, %114, %c32 : index
      %116 = arith.select %115, %c4, %c0 : index
      %117 = arith.remui %113, %c8_1 : index
      %118 = arith.divui %59, %c8_1 : index
      %119 = arith.remui %59, %c8_1 : index
      %120 = arith.xori %118, %117 : index
      %121 = arith.muli %120, %c8_1 : index
      %122 = arith.addi %121, %119 : index
      %123 = nvgpu.device_async_copy %arg1[%114, %59], %alloc_5[%c0, %113, %122], 4, %116 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %124 = arith.addi %57, %c24 : index
      %125 = arith.addi %57, %c24 : index
      %126 = arith.cmpi ult, %125, %c32 : index
      %127 = arith.select %126, %c4, %c0 : index
      %128 = arith.remui %124, %c8_1 : index
      %129 = arith.divui %59, %c8_1 : index
      %130 = arith.remui %59, %c8_1 : index
      %131 = arith.xori %129, %128 : index
      %132 = arith.muli %131, %c8_1 : index
      %133 = arith.addi %132, %130 : index
      %134 = nvgpu.device_async_copy %arg1[%125, %59], %alloc_5[%c0, %124, %133], 4, %127 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %135 = arith.addi %57, %c28 : index
      %136 = arith.addi %57, %c28 : index
      %137 = arith.cmpi ult, %136, %c32 : index
      %138 = arith.select %137, %c4, %c0 : index
      %139 = arith.remui %135, %c8_1 : index
      %140 = arith.divui %59, %c8_1 : index
      %141 = arith.remui %59, %c8_1 : index
      %142 = arith.xori %140, %139 : index
      %143 = arith.muli %142, %c8_1 : index
      %144 = arith.addi %143, %141 : index
      %145 = nvgpu.device_async_copy %arg1[%136, %59], %alloc_5[%c0, %135, %144], 4, %138 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
      %146 = nvgpu.device_async_create_group %23, %34, %45, %56, %68, %79, %90, %101, %112, %123, %134, %145
      %147:10 = scf.for %arg15 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst, %arg24 = %c0_i32, %arg25 = %c1_i32) -> (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, i32, i32)  : i32 {
        %268 = arith.addi %arg15, %c1_i32 : i32
        %269 = arith.cmpi eq, %arg24, %c1_i32 : i32
        %270 = arith.addi %arg24, %c1_i32 : i32
        %271 = arith.select %269, %c0_i32, %270 : i32
        %272 = arith.cmpi eq, %arg25, %c1_i32 : i32
        %273 = arith.addi %arg25, %c1_i32 : i32
        %274 = arith.select %272, %c0_i32, %273 : i32
        %275 = arith.index_castui %arg24 : i32 to index
        %276 = arith.index_castui %arg25 : i32 to index
        nvgpu.device_async_wait %146 {numGroups = 0 : i32}
        gpu.barrier
        %277 = arith.remui %9, %c16 : index
        %278 = arith.addi %4, %277 : index
        %279 = arith.divui %9, %c16 : index
        %280 = arith.muli %279, %c8 : index
        %281 = arith.divui %278, %c2_3 : index
        %282 = arith.remui %281, %c4_2 : index
        %283 = arith.divui %280, %c8_1 : index
        %284 = arith.remui %280, %c8_1 : index
        %285 = arith.xori %283, %282 : index
        %286 = arith.muli %285, %c8_1 : index
        %287 = arith.addi %286, %284 : index
        %288 = nvgpu.ldmatrix %alloc_4[%275, %278, %287] {numTiles = 4 : i32, transpose = false} : memref<2x32x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %289 = arith.addi %4, %c16 : index
        %290 = arith.remui %9, %c16 : index
        %291 = arith.addi %289, %290 : index
        %292 = arith.divui %9, %c16 : index
        %293 = arith.muli %292, %c8 : index
        %294 = arith.divui %291, %c2_3 : index
        %295 = arith.remui %294, %c4_2 : index
        %296 = arith.divui %293, %c8_1 : index
        %297 = arith.remui %293, %c8_1 : index
        %298 = arith.xori %296, %295 : index
        %299 = arith.muli %298, %c8_1 : index
        %300 = arith.addi %299, %297 : index
        %301 = nvgpu.ldmatrix %alloc_4[%275, %291, %300] {numTiles = 4 : i32, transpose = false} : memref<2x32x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %302 = arith.remui %9, %c16 : index
        %303 = arith.divui %9, %c16 : index
        %304 = arith.muli %303, %c8 : index
        %305 = arith.addi %6, %304 : index
        %306 = arith.remui %302, %c8_1 : index
        %307 = arith.divui %305, %c8_1 : index
        %308 = arith.remui %305, %c8_1 : index
        %309 = arith.xori %307, %306 : index
        %310 = arith.muli %309, %c8_1 : index
        %311 = arith.addi %310, %308 : index
        %312 = nvgpu.ldmatrix %alloc_5[%275, %302, %311] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %313 = vector.extract_strided_slice %312 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %314 = vector.extract_strided_slice %312 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %315 = arith.addi %6, %c16 : index
        %316 = arith.remui %9, %c16 : index
        %317 = arith.divui %9, %c16 : index
        %318 = arith.muli %317, %c8 : index
        %319 = arith.addi %315, %318 : index
        %320 = arith.remui %316, %c8_1 : index
        %321 = arith.divui %319, %c8_1 : index
        %322 = arith.remui %319, %c8_1 : index
        %323 = arith.xori %321, %320 : index
        %324 = arith.muli %323, %c8_1 : index
        %325 = arith.addi %324, %322 : index
        %326 = nvgpu.ldmatrix %alloc_5[%275, %316, %325] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %327 = vector.extract_strided_slice %326 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %328 = vector.extract_strided_slice %326 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %329 = nvgpu.mma.sync(%288, %313, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %330 = nvgpu.mma.sync(%288, %314, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %331 = nvgpu.mma.sync(%288, %327, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %332 = nvgpu.mma.sync(%288, %328, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %333 = nvgpu.mma.sync(%301, %313, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %334 = nvgpu.mma.sync(%301, %314, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %335 = nvgpu.mma.sync(%301, %327, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %336 = nvgpu.mma.sync(%301, %328, %arg23) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %337 = arith.remui %9, %c16 : index
        %338 = arith.addi %4, %337 : index
        %339 = arith.divui %9, %c16 : index
        %340 = arith.muli %339, %c8 : index
        %341 = arith.addi %340, %c16 : index
        %342 = arith.divui %338, %c2_3 : index
        %343 = arith.remui %342, %c4_2 : index
        %344 = arith.divui %341, %c8_1 : index
        %345 = arith.remui %341, %c8_1 : index
        %346 = arith.xori %344, %343 : index
        %347 = arith.muli %346, %c8_1 : index
        %348 = arith.addi %347, %345 : index
        %349 = nvgpu.ldmatrix %alloc_4[%275, %338, %348] {numTiles = 4 : i32, transpose = false} : memref<2x32x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %350 = arith.addi %4, %c16 : index
        %351 = arith.remui %9, %c16 : index
        %352 = arith.addi %350, %351 : index
        %353 = arith.divui %9, %c16 : index
        %354 = arith.muli %353, %c8 : index
        %355 = arith.addi %354, %c16 : index
        %356 = arith.divui %352, %c2_3 : index
        %357 = arith.remui %356, %c4_2 : index
        %358 = arith.divui %355, %c8_1 : index
        %359 = arith.remui %355, %c8_1 : index
        %360 = arith.xori %358, %357 : index
        %361 = arith.muli %360, %c8_1 : index
        %362 = arith.addi %361, %359 : index
        %363 = nvgpu.ldmatrix %alloc_4[%275, %352, %362] {numTiles = 4 : i32, transpose = false} : memref<2x32x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %364 = arith.remui %9, %c16 : index
        %365 = arith.addi %364, %c16 : index
        %366 = arith.divui %9, %c16 : index
        %367 = arith.muli %366, %c8 : index
        %368 = arith.addi %6, %367 : index
        %369 = arith.remui %365, %c8_1 : index
        %370 = arith.divui %368, %c8_1 : index
        %371 = arith.remui %368, %c8_1 : index
        %372 = arith.xori %370, %369 : index
        %373 = arith.muli %372, %c8_1 : index
        %374 = arith.addi %373, %371 : index
        %375 = nvgpu.ldmatrix %alloc_5[%275, %365, %374] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %376 = vector.extract_strided_slice %375 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %377 = vector.extract_strided_slice %375 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %378 = arith.addi %6, %c16 : index
        %379 = arith.remui %9, %c16 : index
        %380 = arith.addi %379, %c16 : index
        %381 = arith.divui %9, %c16 : index
        %382 = arith.muli %381, %c8 : index
        %383 = arith.addi %378, %382 : index
        %384 = arith.remui %380, %c8_1 : index
        %385 = arith.divui %383, %c8_1 : index
        %386 = arith.remui %383, %c8_1 : index
        %387 = arith.xori %385, %384 : index
        %388 = arith.muli %387, %c8_1 : index
        %389 = arith.addi %388, %386 : index
        %390 = nvgpu.ldmatrix %alloc_5[%275, %380, %389] {numTiles = 4 : i32, transpose = true} : memref<2x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %391 = vector.extract_strided_slice %390 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %392 = vector.extract_strided_slice %390 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %393 = nvgpu.mma.sync(%349, %376, %329) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %394 = nvgpu.mma.sync(%349, %377, %330) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %395 = nvgpu.mma.sync(%349, %391, %331) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %396 = nvgpu.mma.sync(%349, %392, %332) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %397 = nvgpu.mma.sync(%363, %376, %333) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %398 = nvgpu.mma.sync(%363, %377, %334) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %399 = nvgpu.mma.sync(%363, %391, %335) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %400 = nvgpu.mma.sync(%363, %392, %336) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %401 = arith.index_castui %268 : i32 to index
        %402 = arith.muli %401, %c32 : index
        %403 = arith.divui %arg6, %c8 : index
        %404 = arith.remui %arg6, %c8 : index
        %405 = arith.muli %404, %c4 : index
        %406 = arith.addi %0, %403 : index
        %407 = arith.addi %402, %405 : index
        %408 = arith.cmpi ult, %407, %c32 : index
        %409 = arith.select %408, %c4, %c0 : index
        %410 = arith.divui %403, %c2_3 : index
        %411 = arith.remui %410, %c4_2 : index
        %412 = arith.divui %405, %c8_1 : index
        %413 = arith.remui %405, %c8_1 : index
        %414 = arith.xori %412, %411 : index
        %415 = arith.muli %414, %c8_1 : index
        %416 = arith.addi %415, %413 : index
        %417 = nvgpu.device_async_copy %arg0[%406, %407], %alloc_4[%276, %403, %416], 4, %409 : memref<64x32xf16> to memref<2x32x32xf16, #gpu.address_space<workgroup>>
        %418 = arith.addi %403, %c8 : index
        %419 = arith.addi %406, %c8 : index
        %420 = arith.select %408, %c4, %c0 : index
        %421 = arith.divui %418, %c2_3 : index
        %422 = arith.remui %421, %c4_2 : index
        %423 = arith.divui %405, %c8_1 : index
        %424 = arith.remui %405, %c8_1 : index
        %425 = arith.xori %423, %422 : index
        %426 = arith.muli %425, %c8_1 : index
        %427 = arith.addi %426, %424 : index
        %428 = nvgpu.device_async_copy %arg0[%419, %407], %alloc_4[%276, %418, %427], 4, %420 : memref<64x32xf16> to memref<2x32x32xf16, #gpu.address_space<workgroup>>
        %429 = arith.addi %403, %c16 : index
        %430 = arith.addi %406, %c16 : index
        %431 = arith.select %408, %c4, %c0 : index
        %432 = arith.divui %429, %c2_3 : index
        %433 = arith.remui %432, %c4_2 : index
        %434 = arith.divui %405, %c8_1 : index
        %435 = arith.remui %405, %c8_1 : index
        %436 = arith.xori %434, %433 : index
        %437 = arith.muli %436, %c8_1 : index
        %438 = arith.addi %437, %435 : index
        %439 = nvgpu.device_async_copy %arg0[%430, %407], %alloc_4[%276, %429, %438], 4, %431 : memref<64x32xf16> to memref<2x32x32xf16, #gpu.address_space<workgroup>>
        %440 = arith.addi %403, %c24 : index
        %441 = arith.addi %406, %c24 : index
        %442 = arith.select %408, %c4, %c0 : index
        %443 = arith.divui %440, %c2_3 : index
        %444 = arith.remui %443, %c4_2 : index
        %445 = arith.divui %405, %c8_1 : index
        %446 = arith.remui %405, %c8_1 : index
        %447 = arith.xori %445, %444 : index
        %448 = arith.muli %447, %c8_1 : index
        %449 = arith.addi %448, %446 : index
        %450 = nvgpu.device_async_copy %arg0[%441, %407], %alloc_4[%276, %440, %449], 4, %442 : memref<64x32xf16> to memref<2x32x32xf16, #gpu.address_space<workgroup>>
        %451 = arith.muli %401, %c32 : index
        %452 = arith.divui %arg6, %c16 : index
        %453 = arith.remui %arg6, %c16 : index
        %454 = arith.muli %453, %c4 : index
        %455 = arith.addi %451, %452 : index
        %456 = arith.cmpi ult, %455, %c32 : index
        %457 = arith.select %456, %c4, %c0 : index
        %458 = arith.remui %452, %c8_1 : index
        %459 = arith.divui %454, %c8_1 : index
        %460 = arith.remui %454, %c8_1 : index
        %461 = arith.xori %459, %458 : index
        %462 = arith.muli %461, %c8_1 : index
        %463 = arith.addi %462, %460 : index
        %464 = nvgpu.device_async_copy %arg1[%455, %454], %alloc_5[%276, %452, %463], 4, %457 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %465 = arith.addi %452, %c4 : index
        %466 = arith.addi %455, %c4 : index
        %467 = arith.cmpi ult, %466, %c32 : index
        %468 = arith.select %467, %c4, %c0 : index
        %469 = arith.remui %465, %c8_1 : index
        %470 = arith.divui %454, %c8_1 : index
        %471 = arith.remui %454, %c8_1 : index
        %472 = arith.xori %470, %469 : index
        %473 = arith.muli %472, %c8_1 : index
        %474 = arith.addi %473, %471 : index
        %475 = nvgpu.device_async_copy %arg1[%466, %454], %alloc_5[%276, %465, %474], 4, %468 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %476 = arith.addi %452, %c8 : index
        %477 = arith.addi %455, %c8 : index
        %478 = arith.cmpi ult, %477, %c32 : index
        %479 = arith.select %478, %c4, %c0 : index
        %480 = arith.remui %476, %c8_1 : index
        %481 = arith.divui %454, %c8_1 : index
        %482 = arith.remui %454, %c8_1 : index
        %483 = arith.xori %481, %480 : index
        %484 = arith.muli %483, %c8_1 : index
        %485 = arith.addi %484, %482 : index
        %486 = nvgpu.device_async_copy %arg1[%477, %454], %alloc_5[%276, %476, %485], 4, %479 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %487 = arith.addi %452, %c12 : index
        %488 = arith.addi %455, %c12 : index
        %489 = arith.cmpi ult, %488, %c32 : index
        %490 = arith.select %489, %c4, %c0 : index
        %491 = arith.remui %487, %c8_1 : index
        %492 = arith.divui %454, %c8_1 : index
        %493 = arith.remui %454, %c8_1 : index
        %494 = arith.xori %492, %491 : index
        %495 = arith.muli %494, %c8_1 : index
        %496 = arith.addi %495, %493 : index
        %497 = nvgpu.device_async_copy %arg1[%488, %454], %alloc_5[%276, %487, %496], 4, %490 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %498 = arith.addi %452, %c16 : index
        %499 = arith.addi %455, %c16 : index
        %500 = arith.cmpi ult, %499, %c32 : index
        %501 = arith.select %500, %c4, %c0 : index
        %502 = arith.remui %498, %c8_1 : index
        %503 = arith.divui %454, %c8_1 : index
        %504 = arith.remui %454, %c8_1 : index
        %505 = arith.xori %503, %502 : index
        %506 = arith.muli %505, %c8_1 : index
        %507 = arith.addi %506, %504 : index
        %508 = nvgpu.device_async_copy %arg1[%499, %454], %alloc_5[%276, %498, %507], 4, %501 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %509 = arith.addi %452, %c20 : index
        %510 = arith.addi %455, %c20 : index
        %511 = arith.cmpi ult, %510, %c32 : index
        %512 = arith.select %511, %c4, %c0 : index
        %513 = arith.remui %509, %c8_1 : index
        %514 = arith.divui %454, %c8_1 : index
        %515 = arith.remui %454, %c8_1 : index
        %516 = arith.xori %514, %513 : index
        %517 = arith.muli %516, %c8_1 : index
        %518 = arith.addi %517, %515 : index
        %519 = nvgpu.device_async_copy %arg1[%510, %454], %alloc_5[%276, %509, %518], 4, %512 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %520 = arith.addi %452, %c24 : index
        %521 = arith.addi %455, %c24 : index
        %522 = arith.cmpi ult, %521, %c32 : index
        %523 = arith.select %522, %c4, %c0 : index
        %524 = arith.remui %520, %c8_1 : index
        %525 = arith.divui %454, %c8_1 : index
        %526 = arith.remui %454, %c8_1 : index
        %527 = arith.xori %525, %524 : index
        %528 = arith.muli %527, %c8_1 : index
        %529 = arith.addi %528, %526 : index
        %530 = nvgpu.device_async_copy %arg1[%521, %454], %alloc_5[%276, %520, %529], 4, %523 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %531 = arith.addi %452, %c28 : index
        %532 = arith.addi %455, %c28 : index
        %533 = arith.cmpi ult, %532, %c32 : index
        %534 = arith.select %533, %c4, %c0 : index
        %535 = arith.remui %531, %c8_1 : index
        %536 = arith.divui %454, %c8_1 : index
        %537 = arith.remui %454, %c8_1 : index
        %538 = arith.xori %536, %535 : index
        %539 = arith.muli %538, %c8_1 : index
        %540 = arith.addi %539, %537 : index
        %541 = nvgpu.device_async_copy %arg1[%532, %454], %alloc_5[%276, %531, %540], 4, %534 : memref<32x64xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
        %542 = nvgpu.device_async_create_group %417, %428, %439, %450, %464, %475, %486, %497, %508, %519, %530, %541
        scf.yield %393, %394, %395, %396, %397, %398, %399, %400, %271, %274 : vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %146 {numGroups = 0 : i32}
      %148 = arith.addi %4, %7 : index
      %149 = arith.muli %8, %c2 : index
      %150 = arith.addi %6, %149 : index
      %151 = arith.addi %0, %148 : index
      %152 = vector.extract %147#0[0, 0] : f16 from vector<2x2xf16>
      %153 = vector.extract %147#0[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %152, %alloc[%151, %150] : memref<64x64xf16>
        }
        %268 = arith.addi %150, %c1 : index
        scf.if %true {
          memref.store %153, %alloc[%151, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 0>, tir.role = "output-store"}
      %154 = arith.addi %4, %c8 : index
      %155 = arith.addi %154, %7 : index
      %156 = arith.muli %8, %c2 : index
      %157 = arith.addi %6, %156 : index
      %158 = arith.addi %0, %155 : index
      %159 = vector.extract %147#0[1, 0] : f16 from vector<2x2xf16>
      %160 = vector.extract %147#0[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %159, %alloc[%158, %157] : memref<64x64xf16>
        }
        %268 = arith.addi %157, %c1 : index
        scf.if %true {
          memref.store %160, %alloc[%158, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 1>, tir.role = "output-store"}
      %161 = arith.addi %4, %7 : index
      %162 = arith.addi %6, %c8 : index
      %163 = arith.muli %8, %c2 : index
      %164 = arith.addi %162, %163 : index
      %165 = arith.addi %0, %161 : index
      %166 = vector.extract %147#1[0, 0] : f16 from vector<2x2xf16>
      %167 = vector.extract %147#1[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %166, %alloc[%165, %164] : memref<64x64xf16>
        }
        %268 = arith.addi %164, %c1 : index
        scf.if %true {
          memref.store %167, %alloc[%165, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 0>, tir.role = "output-store"}
      %168 = arith.addi %4, %c8 : index
      %169 = arith.addi %168, %7 : index
      %170 = arith.addi %6, %c8 : index
      %171 = arith.muli %8, %c2 : index
      %172 = arith.addi %170, %171 : index
      %173 = arith.addi %0, %169 : index
      %174 = vector.extract %147#1[1, 0] : f16 from vector<2x2xf16>
      %175 = vector.extract %147#1[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %174, %alloc[%173, %172] : memref<64x64xf16>
        }
        %268 = arith.addi %172, %c1 : index
        scf.if %true {
          memref.store %175, %alloc[%173, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 1>, tir.role = "output-store"}
      %176 = arith.addi %4, %7 : index
      %177 = arith.addi %6, %c16 : index
      %178 = arith.muli %8, %c2 : index
      %179 = arith.addi %177, %178 : index
      %180 = arith.addi %0, %176 : index
      %181 = vector.extract %147#2[0, 0] : f16 from vector<2x2xf16>
      %182 = vector.extract %147#2[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %181, %alloc[%180, %179] : memref<64x64xf16>
        }
        %268 = arith.addi %179, %c1 : index
        scf.if %true {
          memref.store %182, %alloc[%180, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 0>, tir.role = "output-store"}
      %183 = arith.addi %4, %c8 : index
      %184 = arith.addi %183, %7 : index
      %185 = arith.addi %6, %c16 : index
      %186 = arith.muli %8, %c2 : index
      %187 = arith.addi %185, %186 : index
      %188 = arith.addi %0, %184 : index
      %189 = vector.extract %147#2[1, 0] : f16 from vector<2x2xf16>
      %190 = vector.extract %147#2[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %189, %alloc[%188, %187] : memref<64x64xf16>
        }
        %268 = arith.addi %187, %c1 : index
        scf.if %true {
          memref.store %190, %alloc[%188, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 1>, tir.role = "output-store"}
      %191 = arith.addi %4, %7 : index
      %192 = arith.addi %6, %c24 : index
      %193 = arith.muli %8, %c2 : index
      %194 = arith.addi %192, %193 : index
      %195 = arith.addi %0, %191 : index
      %196 = vector.extract %147#3[0, 0] : f16 from vector<2x2xf16>
      %197 = vector.extract %147#3[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %196, %alloc[%195, %194] : memref<64x64xf16>
        }
        %268 = arith.addi %194, %c1 : index
        scf.if %true {
          memref.store %197, %alloc[%195, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 0>, tir.role = "output-store"}
      %198 = arith.addi %4, %c8 : index
      %199 = arith.addi %198, %7 : index
      %200 = arith.addi %6, %c24 : index
      %201 = arith.muli %8, %c2 : index
      %202 = arith.addi %200, %201 : index
      %203 = arith.addi %0, %199 : index
      %204 = vector.extract %147#3[1, 0] : f16 from vector<2x2xf16>
      %205 = vector.extract %147#3[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %204, %alloc[%203, %202] : memref<64x64xf16>
        }
        %268 = arith.addi %202, %c1 : index
        scf.if %true {
          memref.store %205, %alloc[%203, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 1>, tir.role = "output-store"}
      %206 = arith.addi %4, %c16 : index
      %207 = arith.addi %206, %7 : index
      %208 = arith.muli %8, %c2 : index
      %209 = arith.addi %6, %208 : index
      %210 = arith.addi %0, %207 : index
      %211 = vector.extract %147#4[0, 0] : f16 from vector<2x2xf16>
      %212 = vector.extract %147#4[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %211, %alloc[%210, %209] : memref<64x64xf16>
        }
        %268 = arith.addi %209, %c1 : index
        scf.if %true {
          memref.store %212, %alloc[%210, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 0>, tir.role = "output-store"}
      %213 = arith.addi %4, %c24 : index
      %214 = arith.addi %213, %7 : index
      %215 = arith.muli %8, %c2 : index
      %216 = arith.addi %6, %215 : index
      %217 = arith.addi %0, %214 : index
      %218 = vector.extract %147#4[1, 0] : f16 from vector<2x2xf16>
      %219 = vector.extract %147#4[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %218, %alloc[%217, %216] : memref<64x64xf16>
        }
        %268 = arith.addi %216, %c1 : index
        scf.if %true {
          memref.store %219, %alloc[%217, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 1>, tir.role = "output-store"}
      %220 = arith.addi %4, %c16 : index
      %221 = arith.addi %220, %7 : index
      %222 = arith.addi %6, %c8 : index
      %223 = arith.muli %8, %c2 : index
      %224 = arith.addi %222, %223 : index
      %225 = arith.addi %0, %221 : index
      %226 = vector.extract %147#5[0, 0] : f16 from vector<2x2xf16>
      %227 = vector.extract %147#5[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %226, %alloc[%225, %224] : memref<64x64xf16>
        }
        %268 = arith.addi %224, %c1 : index
        scf.if %true {
          memref.store %227, %alloc[%225, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 0>, tir.role = "output-store"}
      %228 = arith.addi %4, %c24 : index
      %229 = arith.addi %228, %7 : index
      %230 = arith.addi %6, %c8 : index
      %231 = arith.muli %8, %c2 : index
      %232 = arith.addi %230, %231 : index
      %233 = arith.addi %0, %229 : index
      %234 = vector.extract %147#5[1, 0] : f16 from vector<2x2xf16>
      %235 = vector.extract %147#5[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %234, %alloc[%233, %232] : memref<64x64xf16>
        }
        %268 = arith.addi %232, %c1 : index
        scf.if %true {
          memref.store %235, %alloc[%233, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 1>, tir.role = "output-store"}
      %236 = arith.addi %4, %c16 : index
      %237 = arith.addi %236, %7 : index
      %238 = arith.addi %6, %c16 : index
      %239 = arith.muli %8, %c2 : index
      %240 = arith.addi %238, %239 : index
      %241 = arith.addi %0, %237 : index
      %242 = vector.extract %147#6[0, 0] : f16 from vector<2x2xf16>
      %243 = vector.extract %147#6[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %242, %alloc[%241, %240] : memref<64x64xf16>
        }
        %268 = arith.addi %240, %c1 : index
        scf.if %true {
          memref.store %243, %alloc[%241, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 0>, tir.role = "output-store"}
      %244 = arith.addi %4, %c24 : index
      %245 = arith.addi %244, %7 : index
      %246 = arith.addi %6, %c16 : index
      %247 = arith.muli %8, %c2 : index
      %248 = arith.addi %246, %247 : index
      %249 = arith.addi %0, %245 : index
      %250 = vector.extract %147#6[1, 0] : f16 from vector<2x2xf16>
      %251 = vector.extract %147#6[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %250, %alloc[%249, %248] : memref<64x64xf16>
        }
        %268 = arith.addi %248, %c1 : index
        scf.if %true {
          memref.store %251, %alloc[%249, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 1>, tir.role = "output-store"}
      %252 = arith.addi %4, %c16 : index
      %253 = arith.addi %252, %7 : index
      %254 = arith.addi %6, %c24 : index
      %255 = arith.muli %8, %c2 : index
      %256 = arith.addi %254, %255 : index
      %257 = arith.addi %0, %253 : index
      %258 = vector.extract %147#7[0, 0] : f16 from vector<2x2xf16>
      %259 = vector.extract %147#7[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %258, %alloc[%257, %256] : memref<64x64xf16>
        }
        %268 = arith.addi %256, %c1 : index
        scf.if %true {
          memref.store %259, %alloc[%257, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 0>, tir.role = "output-store"}
      %260 = arith.addi %4, %c24 : index
      %261 = arith.addi %260, %7 : index
      %262 = arith.addi %6, %c24 : index
      %263 = arith.muli %8, %c2 : index
      %264 = arith.addi %262, %263 : index
      %265 = arith.addi %0, %261 : index
      %266 = vector.extract %147#7[1, 0] : f16 from vector<2x2xf16>
      %267 = vector.extract %147#7[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        scf.if %true {
          memref.store %266, %alloc[%265, %264] : memref<64x64xf16>
        }
        %268 = arith.addi %264, %c1 : index
        scf.if %true {
          memref.store %267, %alloc[%265, %268] : memref<64x64xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 1>, tir.role = "output-store"}
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 1 : i64, split_k = 1 : i64, stages = 2 : i64, swizzle = true, tile = array<i64: 32, 64, 32>, vector_bytes = 8 : i64, warps = array<i64: 1, 2>}}
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf16>
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c4, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c128, %arg13 = %c1, %arg14 = %c1) dynamic_shared_memory_size %c0_i32 module(@matmul_gemm1) function(@matmul_gemm1) {
      %c8_1 = arith.constant 8 : index
      %0 = arith.divui %arg3, %c8 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg3, %c8 : index
      %3 = arith.remui %2, %c4 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c4 : index
      %6 = arith.muli %4, %c16 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c64 {tir.role = "block-col"} : index
      %alloc_2 = memref.alloc() {tir.role = "operand-a"} : memref<4x16x64xf16, #gpu.address_space<workgroup>>
      %alloc_3 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %8 = arith.remui %arg6, %c32 : index
      %9 = arith.divui %arg6, %c32 : index
      %10 = arith.divui %9, %c4 : index
      %11 = arith.muli %10, %c16 : index
      %12 = arith.remui %9, %c4 : index
      %13 = arith.muli %12, %c16 : index
      %14 = arith.divui %8, %c4 : index
      %15 = arith.remui %8, %c4 : index
      %16 = arith.remui %arg6, %c32 : index
      %17 = arith.divui %arg6, %c8 : index
      %18 = arith.remui %arg6, %c8 : index
      %19 = arith.muli %18, %c8 : index
      %20 = arith.addi %6, %17 : index
      %21 = arith.cmpi ult, %19, %c64 : index
      %22 = arith.select %21, %c8, %c0 : index
      %23 = arith.remui %17, %c8_1 : index
      %24 = arith.divui %19, %c8_1 : index
      %25 = arith.remui %19, %c8_1 : index
      %26 = arith.xori %24, %23 : index
      %27 = arith.muli %26, %c8_1 : index
      %28 = arith.addi %27, %25 : index
      %29 = nvgpu.device_async_copy %alloc[%20, %19], %alloc_2[%c0, %17, %28], 8, %22 {bypassL1} : memref<64x64xf16> to memref<4x16x64xf16, #gpu.address_space<workgroup>>
      %30 = arith.divui %arg6, %c8 : index
      %31 = arith.remui %arg6, %c8 : index
      %32 = arith.muli %31, %c8 : index
      %33 = arith.addi %7, %32 : index
      %34 = arith.cmpi ult, %33, %c32 : index
      %35 = arith.cmpi ult, %30, %c64 : index
      %36 = arith.andi %35, %34 : i1
      %37 = arith.select %36, %c8, %c0 : index
      %38 = arith.remui %30, %c8_1 : index
      %39 = arith.divui %32, %c8_1 : index
      %40 = arith.remui %32, %c8_1 : index
      %41 = arith.xori %39, %38 : index
      %42 = arith.muli %41, %c8_1 : index
      %43 = arith.addi %42, %40 : index
      %44 = nvgpu.device_async_copy %arg2[%30, %33], %alloc_3[%c0, %30, %43], 8, %37 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %45 = arith.addi %30, %c16 : index
      %46 = arith.addi %30, %c16 : index
      %47 = arith.cmpi ult, %46, %c64 : index
      %48 = arith.andi %47, %34 : i1
      %49 = arith.select %48, %c8, %c0 : index
      %50 = arith.remui %45, %c8_1 : index
      %51 = arith.divui %32, %c8_1 : index
      %52 = arith.remui %32, %c8_1 : index
      %53 = arith.xori %51, %50 : index
      %54 = arith.muli %53, %c8_1 : index
      %55 = arith.addi %54, %52 : index
      %56 = nvgpu.device_async_copy %arg2[%46, %33], %alloc_3[%c0, %45, %55], 8, %49 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %57 = arith.addi %30, %c32 : index
      %58 = arith.addi %30, %c32 : index
      %59 = arith.cmpi ult, %58, %c64 : index
      %60 = arith.andi %59, %34 : i1
      %61 = arith.select %60, %c8, %c0 : index
      %62 = arith.remui %57, %c8_1 : index
      %63 = arith.divui %32, %c8_1 : index
      %64 = arith.remui %32, %c8_1 : index
      %65 = arith.xori %63, %62 : index
      %66 = arith.muli %65, %c8_1 : index
      %67 = arith.addi %66, %64 : index
      %68 = nvgpu.device_async_copy %arg2[%58, %33], %alloc_3[%c0, %57, %67], 8, %61 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %69 = arith.addi %30, %c48 : index
      %70 = arith.addi %30, %c48 : index
      %71 = arith.cmpi ult, %70, %c64 : index
      %72 = arith.andi %71, %34 : i1
      %73 = arith.select %72, %c8, %c0 : index
      %74 = arith.remui %69, %c8_1 : index
      %75 = arith.divui %32, %c8_1 : index
      %76 = arith.remui %32, %c8_1 : index
      %77 = arith.xori %75, %74 : index
      %78 = arith.muli %77, %c8_1 : index
      %79 = arith.addi %78, %76 : index
      %80 = nvgpu.device_async_copy %arg2[%70, %33], %alloc_3[%c0, %69, %79], 8, %73 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %81 = nvgpu.device_async_create_group %29, %44, %56, %68, %80
      %82 = arith.divui %arg6, %c8 : index
      %83 = arith.remui %arg6, %c8 : index
      %84 = arith.muli %83, %c8 : index
      %85 = arith.addi %6, %82 : index
      %86 = arith.addi %84, %c64 : index
      %87 = arith.cmpi ult, %86, %c64 : index
      %88 = arith.select %87, %c8, %c0 : index
      %89 = arith.remui %82, %c8_1 : index
      %90 = arith.divui %84, %c8_1 : index
      %91 = arith.remui %84, %c8_1 : index
      %92 = arith.xori %90, %89 : index
      %93 = arith.muli %92, %c8_1 : index
      %94 = arith.addi %93, %91 : index
      %95 = nvgpu.device_async_copy %alloc[%85, %86], %alloc_2[%c1, %82, %94], 8, %88 {bypassL1} : memref<64x64xf16> to memref<4x16x64xf16, #gpu.address_space<workgroup>>
      %96 = arith.divui %arg6, %c8 : index
      %97 = arith.remui %arg6, %c8 : index
      %98 = arith.muli %97, %c8 : index
      %99 = arith.addi %96, %c64 : index
      %100 = arith.addi %7, %98 : index
      %101 = arith.cmpi ult, %100, %c32 : index
      %102 = arith.cmpi ult, %99, %c64 : index
      %103 = arith.andi %102, %101 : i1
      %104 = arith.select %103, %c8, %c0 : index
      %105 = arith.remui %96, %c8_1 : index
      %106 = arith.divui %98, %c8_1 : index
      %107 = arith.remui %98, %c8_1 : index
      %108 = arith.xori %106, %105 : index
      %109 = arith.muli %108, %c8_1 : index
      %110 = arith.addi %109, %107 : index
      %111 = nvgpu.device_async_copy %arg2[%99, %100], %alloc_3[%c1, %96, %110], 8, %104 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %112 = arith.addi %96, %c16 : index
      %113 = arith.addi %99, %c16 : index
      %114 = arith.cmpi ult, %113, %c64 : index
      %115 = arith.andi %114, %101 : i1
      %116 = arith.select %115, %c8, %c0 : index
      %117 = arith.remui %112, %c8_1 : index
      %118 = arith.divui %98, %c8_1 : index
      %119 = arith.remui %98, %c8_1 : index
      %120 = arith.xori %118, %117 : index
      %121 = arith.muli %120, %c8_1 : index
      %122 = arith.addi %121, %119 : index
      %123 = nvgpu.device_async_copy %arg2[%113, %100], %alloc_3[%c1, %112, %122], 8, %116 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %124 = arith.addi %96, %c32 : index
      %125 = arith.addi %99, %c32 : index
      %126 = arith.cmpi ult, %125, %c64 : index
      %127 = arith.andi %126, %101 : i1
      %128 = arith.select %127, %c8, %c0 : index
      %129 = arith.remui %124, %c8_1 : index
      %130 = arith.divui %98, %c8_1 : index
      %131 = arith.remui %98, %c8_1 : index
      %132 = arith.xori %130, %129 : index
      %133 = arith.muli %132, %c8_1 : index
      %134 = arith.addi %133, %131 : index
      %135 = nvgpu.device_async_copy %arg2[%125, %100], %alloc_3[%c1, %124, %134], 8, %128 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %136 = arith.addi %96, %c48 : index
      %137 = arith.addi %99, %c48 : index
      %138 = arith.cmpi ult, %137, %c64 : index
      %139 = arith.andi %138, %101 : i1
      %140 = arith.select %139, %c8, %c0 : index
      %141 = arith.remui %136, %c8_1 : index
      %142 = arith.divui %98, %c8_1 : index
      %143 = arith.remui %98, %c8_1 : index
      %144 = arith.xori %142, %141 : index
      %145 = arith.muli %144, %c8_1 : index
      %146 = arith.addi %145, %143 : index
      %147 = nvgpu.device_async_copy %arg2[%137, %100], %alloc_3[%c1, %136, %146], 8, %140 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %148 = nvgpu.device_async_create_group %95, %111, %123, %135, %147
      %149 = arith.divui %arg6, %c8 : index
      %150 = arith.remui %arg6, %c8 : index
      %151 = arith.muli %150, %c8 : index
      %152 = arith.addi %6, %149 : index
      %153 = arith.addi %151, %c128 : index
      %154 = arith.cmpi ult, %153, %c64 : index
      %155 = arith.select %154, %c8, %c0 : index
      %156 = arith.remui %149, %c8_1 : index
      %157 = arith.divui %151, %c8_1 : index
      %158 = arith.remui %151, %c8_1 : index
      %159 = arith.xori %157, %156 : index
      %160 = arith.muli %159, %c8_1 : index
      %161 = arith.addi %160, %158 : index
      %162 = nvgpu.device_async_copy %alloc[%152, %153], %alloc_2[%c2, %149, %161], 8, %155 {bypassL1} : memref<64x64xf16> to memref<4x16x64xf16, #gpu.address_space<workgroup>>
      %163 = arith.divui %arg6, %c8 : index
      %164 = arith.remui %arg6, %c8 : index
      %165 = arith.muli %164, %c8 : index
      %166 = arith.addi %163, %c128 : index
      %167 = arith.addi %7, %165 : index
      %168 = arith.cmpi ult, %167, %c32 : index
      %169 = arith.cmpi ult, %166, %c64 : index
      %170 = arith.andi %169, %168 : i1
      %171 = arith.select %170, %c8, %c0 : index
      %172 = arith.remui %163, %c8_1 : index
      %173 = arith.divui %165, %c8_1 : index
      %174 = arith.remui %165, %c8_1 : index
      %175 = arith.xori %173, %172 : index
      %176 = arith.muli %175, %c8_1 : index
      %177 = arith.addi %176, %174 : index
      %178 = nvgpu.device_async_copy %arg2[%166, %167], %alloc_3[%c2, %163, %177], 8, %171 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %179 = arith.addi %163, %c16 : index
      %180 = arith.addi %166, %c16 : index
      %181 = arith.cmpi ult, %180, %c64 : index
      %182 = arith.andi %181, %168 : i1
      %183 = arith.select %182, %c8, %c0 : index
      %184 = arith.remui %179, %c8_1 : index
      %185 = arith.divui %165, %c8_1 : index
      %186 = arith.remui %165, %c8_1 : index
      %187 = arith.xori %185, %184 : index
      %188 = arith.muli %187, %c8_1 : index
      %189 = arith.addi %188, %186 : index
      %190 = nvgpu.device_async_copy %arg2[%180, %167], %alloc_3[%c2, %179, %189], 8, %183 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %191 = arith.addi %163, %c32 : index
      %192 = arith.addi %166, %c32 : index
      %193 = arith.cmpi ult, %192, %c64 : index
      %194 = arith.andi %193, %168 : i1
      %195 = arith.select %194, %c8, %c0 : index
      %196 = arith.remui %191, %c8_1 : index
      %197 = arith.divui %165, %c8_1 : index
      %198 = arith.remui %165, %c8_1 : index
      %199 = arith.xori %197, %196 : index
      %200 = arith.muli %199, %c8_1 : index
      %201 = arith.addi %200, %198 : index
      %202 = nvgpu.device_async_copy %arg2[%192, %167], %alloc_3[%c2, %191, %201], 8, %195 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %203 = arith.addi %163, %c48 : index
      %204 = arith.addi %166, %c48 : index
      %205 = arith.cmpi ult, %204, %c64 : index
      %206 = arith.andi %205, %168 : i1
      %207 = arith.select %206, %c8, %c0 : index
      %208 = arith.remui %203, %c8_1 : index
      %209 = arith.divui %165, %c8_1 : index
      %210 = arith.remui %165, %c8_1 : index
      %211 = arith.xori %209, %208 : index
      %212 = arith.muli %211, %c8_1 : index
      %213 = arith.addi %212, %210 : index
      %214 = nvgpu.device_async_copy %arg2[%204, %167], %alloc_3[%c2, %203, %213], 8, %207 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
      %215 = nvgpu.device_async_create_group %162, %178, %190, %202, %214
      %216:4 = scf.for %arg15 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg16 = %cst, %arg17 = %cst, %arg18 = %c0_i32, %arg19 = %c3_i32) -> (vector<2x2xf16>, vector<2x2xf16>, i32, i32)  : i32 {
        %245 = arith.addi %arg15, %c3_i32 : i32
        %246 = arith.cmpi eq, %arg18, %c3_i32 : i32
        %247 = arith.addi %arg18, %c1_i32 : i32
        %248 = arith.select %246, %c0_i32, %247 : i32
        %249 = arith.cmpi eq, %arg19, %c3_i32 : i32
        %250 = arith.addi %arg19, %c1_i32 : i32
        %251 = arith.select %249, %c0_i32, %250 : i32
        %252 = arith.index_castui %arg18 : i32 to index
        %253 = arith.index_castui %arg19 : i32 to index
        nvgpu.device_async_wait %215 {numGroups = 2 : i32}
        gpu.barrier
        %254 = arith.remui %16, %c16 : index
        %255 = arith.addi %11, %254 : index
        %256 = arith.divui %16, %c16 : index
        %257 = arith.muli %256, %c8 : index
        %258 = arith.remui %255, %c8_1 : index
        %259 = arith.divui %257, %c8_1 : index
        %260 = arith.remui %257, %c8_1 : index
        %261 = arith.xori %259, %258 : index
        %262 = arith.muli %261, %c8_1 : index
        %263 = arith.addi %262, %260 : index
        %264 = nvgpu.ldmatrix %alloc_2[%252, %255, %263] {numTiles = 4 : i32, transpose = false} : memref<4x16x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %265 = arith.remui %16, %c16 : index
        %266 = arith.divui %16, %c16 : index
        %267 = arith.muli %266, %c8 : index
        %268 = arith.addi %13, %267 : index
        %269 = arith.remui %265, %c8_1 : index
        %270 = arith.divui %268, %c8_1 : index
        %271 = arith.remui %268, %c8_1 : index
        %272 = arith.xori %270, %269 : index
        %273 = arith.muli %272, %c8_1 : index
        %274 = arith.addi %273, %271 : index
        %275 = nvgpu.ldmatrix %alloc_3[%252, %265, %274] {numTiles = 4 : i32, transpose = true} : memref<4x64x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %276 = vector.extract_strided_slice %275 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %277 = vector.extract_strided_slice %275 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %278 = nvgpu.mma.sync(%264, %276, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %279 = nvgpu.mma.sync(%264, %277, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %280 = arith.remui %16, %c16 : index
        %281 = arith.addi %11, %280 : index
        %282 = arith.divui %16, %c16 : index
        %283 = arith.muli %282, %c8 : index
        %284 = arith.addi %283, %c16 : index
        %285 = arith.remui %281, %c8_1 : index
        %286 = arith.divui %284, %c8_1 : index
        %287 = arith.remui %284, %c8_1 : index
        %288 = arith.xori %286, %285 : index
        %289 = arith.muli %288, %c8_1 : index
        %290 = arith.addi %289, %287 : index
        %291 = nvgpu.ldmatrix %alloc_2[%252, %281, %290] {numTiles = 4 : i32, transpose = false} : memref<4x16x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %292 = arith.remui %16, %c16 : index
        %293 = arith.addi %292, %c16 : index
        %294 = arith.divui %16, %c16 : index
        %295 = arith.muli %294, %c8 : index
        %296 = arith.addi %13, %295 : index
        %297 = arith.remui %293, %c8_1 : index
        %298 = arith.divui %296, %c8_1 : index
        %299 = arith.remui %296, %c8_1 : index
        %300 = arith.xori %298, %297 : index
        %301 = arith.muli %300, %c8_1 : index
        %302 = arith.addi %301, %299 : index
        %303 = nvgpu.ldmatrix %alloc_3[%252, %293, %302] {numTiles = 4 : i32, transpose = true} : memref<4x64x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %304 = vector.extract_strided_slice %303 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %305 = vector.extract_strided_slice %303 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %306 = nvgpu.mma.sync(%291, %304, %278) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %307 = nvgpu.mma.sync(%291, %305, %279) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %308 = arith.remui %16, %c16 : index
        %309 = arith.addi %11, %308 : index
        %310 = arith.divui %16, %c16 : index
        %311 = arith.muli %310, %c8 : index
        %312 = arith.addi %311, %c32 : index
        %313 = arith.remui %309, %c8_1 : index
        %314 = arith.divui %312, %c8_1 : index
        %315 = arith.remui %312, %c8_1 : index
        %316 = arith.xori %314, %313 : index
        %317 = arith.muli %316, %c8_1 : index
        %318 = arith.addi %317, %315 : index
        %319 = nvgpu.ldmatrix %alloc_2[%252, %309, %318] {numTiles = 4 : i32, transpose = false} : memref<4x16x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %320 = arith.remui %16, %c16 : index
        %321 = arith.addi %320, %c32 : index
        %322 = arith.divui %16, %c16 : index
        %323 = arith.muli %322, %c8 : index
        %324 = arith.addi %13, %323 : index
        %325 = arith.remui %321, %c8_1 : index
        %326 = arith.divui %324, %c8_1 : index
        %327 = arith.remui %324, %c8_1 : index
        %328 = arith.xori %326, %325 : index
        %329 = arith.muli %328, %c8_1 : index
        %330 = arith.addi %329, %327 : index
        %331 = nvgpu.ldmatrix %alloc_3[%252, %321, %330] {numTiles = 4 : i32, transpose = true} : memref<4x64x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %332 = vector.extract_strided_slice %331 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %333 = vector.extract_strided_slice %331 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %334 = nvgpu.mma.sync(%319, %332, %306) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %335 = nvgpu.mma.sync(%319, %333, %307) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %336 = arith.remui %16, %c16 : index
        %337 = arith.addi %11, %336 : index
        %338 = arith.divui %16, %c16 : index
        %339 = arith.muli %338, %c8 : index
        %340 = arith.addi %339, %c48 : index
        %341 = arith.remui %337, %c8_1 : index
        %342 = arith.divui %340, %c8_1 : index
        %343 = arith.remui %340, %c8_1 : index
        %344 = arith.xori %342, %341 : index
        %345 = arith.muli %344, %c8_1 : index
        %346 = arith.addi %345, %343 : index
        %347 = nvgpu.ldmatrix %alloc_2[%252, %337, %346] {numTiles = 4 : i32, transpose = false} : memref<4x16x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %348 = arith.remui %16, %c16 : index
        %349 = arith.addi %348, %c48 : index
        %350 = arith.divui %16, %c16 : index
        %351 = arith.muli %350, %c8 : index
        %352 = arith.addi %13, %351 : index
        %353 = arith.remui %349, %c8_1 : index
        %354 = arith.divui %352, %c8_1 : index
        %355 = arith.remui %352, %c8_1 : index
        %356 = arith.xori %354, %353 : index
        %357 = arith.muli %356, %c8_1 : index
        %358 = arith.addi %357, %355 : index
        %359 = nvgpu.ldmatrix %alloc_3[%252, %349, %358] {numTiles = 4 : i32, transpose = true} : memref<4x64x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %360 = vector.extract_strided_slice %359 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %361 = vector.extract_strided_slice %359 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %362 = nvgpu.mma.sync(%347, %360, %334) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %363 = nvgpu.mma.sync(%347, %361, %335) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
        %364 = arith.index_castui %245 : i32 to index
        %365 = arith.muli %364, %c64 : index
        %366 = arith.divui %arg6, %c8 : index
        %367 = arith.remui %arg6, %c8 : index
        %368 = arith.muli %367, %c8 : index
        %369 = arith.addi %6, %366 : index
        %370 = arith.addi %365, %368 : index
        %371 = arith.cmpi ult, %370, %c64 : index
        %372 = arith.select %371, %c8, %c0 : index
        %373 = arith.remui %366, %c8_1 : index
        %374 = arith.divui %368, %c8_1 : index
        %375 = arith.remui %368, %c8_1 : index
        %376 = arith.xori %374, %373 : index
        %377 = arith.muli %376, %c8_1 : index
        %378 = arith.addi %377, %375 : index
        %379 = nvgpu.device_async_copy %alloc[%369, %370], %alloc_2[%253, %366, %378], 8, %372 {bypassL1} : memref<64x64xf16> to memref<4x16x64xf16, #gpu.address_space<workgroup>>
        %380 = arith.muli %364, %c64 : index
        %381 = arith.divui %arg6, %c8 : index
        %382 = arith.remui %arg6, %c8 : index
        %383 = arith.muli %382, %c8 : index
        %384 = arith.addi %380, %381 : index
        %385 = arith.addi %7, %383 : index
        %386 = arith.cmpi ult, %385, %c32 : index
        %387 = arith.cmpi ult, %384, %c64 : index
        %388 = arith.andi %387, %386 : i1
        %389 = arith.select %388, %c8, %c0 : index
        %390 = arith.remui %381, %c8_1 : index
        %391 = arith.divui %383, %c8_1 : index
        %392 = arith.remui %383, %c8_1 : index
        %393 = arith.xori %391, %390 : index
        %394 = arith.muli %393, %c8_1 : index
        %395 = arith.addi %394, %392 : index
        %396 = nvgpu.device_async_copy %arg2[%384, %385], %alloc_3[%253, %381, %395], 8, %389 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
        %397 = arith.addi %381, %c16 : index
        %398 = arith.addi %384, %c16 : index
        %399 = arith.cmpi ult, %398, %c64 : index
        %400 = arith.andi %399, %386 : i1
        %401 = arith.select %400, %c8, %c0 : index
        %402 = arith.remui %397, %c8_1 : index
        %403 = arith.divui %383, %c8_1 : index
        %404 = arith.remui %383, %c8_1 : index
        %405 = arith.xori %403, %402 : index
        %406 = arith.muli %405, %c8_1 : index
        %407 = arith.addi %406, %404 : index
        %408 = nvgpu.device_async_copy %arg2[%398, %385], %alloc_3[%253, %397, %407], 8, %401 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
        %409 = arith.addi %381, %c32 : index
        %410 = arith.addi %384, %c32 : index
        %411 = arith.cmpi ult, %410, %c64 : index
        %412 = arith.andi %411, %386 : i1
        %413 = arith.select %412, %c8, %c0 : index
        %414 = arith.remui %409, %c8_1 : index
        %415 = arith.divui %383, %c8_1 : index
        %416 = arith.remui %383, %c8_1 : index
        %417 = arith.xori %415, %414 : index
        %418 = arith.muli %417, %c8_1 : index
        %419 = arith.addi %418, %416 : index
        %420 = nvgpu.device_async_copy %arg2[%410, %385], %alloc_3[%253, %409, %419], 8, %413 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
        %421 = arith.addi %381, %c48 : index
        %422 = arith.addi %384, %c48 : index
        %423 = arith.cmpi ult, %422, %c64 : index
        %424 = arith.andi %423, %386 : i1
        %425 = arith.select %424, %c8, %c0 : index
        %426 = arith.remui %421, %c8_1 : index
        %427 = arith.divui %383, %c8_1 : index
        %428 = arith.remui %383, %c8_1 : index
        %429 = arith.xori %427, %426 : index
        %430 = arith.muli %429, %c8_1 : index
        %431 = arith.addi %430, %428 : index
        %432 = nvgpu.device_async_copy %arg2[%422, %385], %alloc_3[%253, %421, %431], 8, %425 {bypassL1} : memref<64x32xf16> to memref<4x64x64xf16, #gpu.address_space<workgroup>>
        %433 = nvgpu.device_async_create_group %379, %396, %408, %420, %432
        scf.yield %362, %363, %248, %251 : vector<2x2xf16>, vector<2x2xf16>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %215 {numGroups = 0 : i32}
      %217 = arith.addi %11, %14 : index
      %218 = arith.muli %15, %c2 : index
      %219 = arith.addi %13, %218 : index
      %220 = arith.addi %6, %217 : index
      %221 = vector.extract %216#0[0, 0] : f16 from vector<2x2xf16>
      %222 = vector.extract %216#0[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        %245 = arith.addi %7, %219 : index
        %246 = arith.cmpi ult, %245, %c32 : index
        scf.if %246 {
          memref.store %221, %alloc_0[%220, %245] : memref<64x32xf16>
        }
        %247 = arith.addi %219, %c1 : index
        %248 = arith.addi %7, %247 : index
        %249 = arith.cmpi ult, %248, %c32 : index
        scf.if %249 {
          memref.store %222, %alloc_0[%220, %248] : memref<64x32xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 0>, tir.role = "output-store"}
      %223 = arith.addi %11, %c8 : index
      %224 = arith.addi %223, %14 : index
      %225 = arith.muli %15, %c2 : index
      %226 = arith.addi %13, %225 : index
      %227 = arith.addi %6, %224 : index
      %228 = vector.extract %216#0[1, 0] : f16 from vector<2x2xf16>
      %229 = vector.extract %216#0[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        %245 = arith.addi %7, %226 : index
        %246 = arith.cmpi ult, %245, %c32 : index
        scf.if %246 {
          memref.store %228, %alloc_0[%227, %245] : memref<64x32xf16>
        }
        %247 = arith.addi %226, %c1 : index
        %248 = arith.addi %7, %247 : index
        %249 = arith.cmpi ult, %248, %c32 : index
        scf.if %249 {
          memref.store %229, %alloc_0[%227, %248] : memref<64x32xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 1>, tir.role = "output-store"}
      %230 = arith.addi %11, %14 : index
      %231 = arith.addi %13, %c8 : index
      %232 = arith.muli %15, %c2 : index
      %233 = arith.addi %231, %232 : index
      %234 = arith.addi %6, %230 : index
      %235 = vector.extract %216#1[0, 0] : f16 from vector<2x2xf16>
      %236 = vector.extract %216#1[0, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        %245 = arith.addi %7, %233 : index
        %246 = arith.cmpi ult, %245, %c32 : index
        scf.if %246 {
          memref.store %235, %alloc_0[%234, %245] : memref<64x32xf16>
        }
        %247 = arith.addi %233, %c1 : index
        %248 = arith.addi %7, %247 : index
        %249 = arith.cmpi ult, %248, %c32 : index
        scf.if %249 {
          memref.store %236, %alloc_0[%234, %248] : memref<64x32xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 0>, tir.role = "output-store"}
      %237 = arith.addi %11, %c8 : index
      %238 = arith.addi %237, %14 : index
      %239 = arith.addi %13, %c8 : index
      %240 = arith.muli %15, %c2 : index
      %241 = arith.addi %239, %240 : index
      %242 = arith.addi %6, %238 : index
      %243 = vector.extract %216#1[1, 0] : f16 from vector<2x2xf16>
      %244 = vector.extract %216#1[1, 1] : f16 from vector<2x2xf16>
      scf.if %true {
        %245 = arith.addi %7, %241 : index
        %246 = arith.cmpi ult, %245, %c32 : index
        scf.if %246 {
          memref.store %243, %alloc_0[%242, %245] : memref<64x32xf16>
        }
        %247 = arith.addi %241, %c1 : index
        %248 = arith.addi %7, %247 : index
        %249 = arith.cmpi ult, %248, %c32 : index
        scf.if %249 {
          memref.store %244, %alloc_0[%242, %248] : memref<64x32xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 1>, tir.role = "output-store"}
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 16, 64, 64>, vector_bytes = 16 : i64, warps = array<i64: 1, 4>}}
    return %alloc_0 : memref<64x32xf16>
  }
}

