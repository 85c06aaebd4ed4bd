// The IR before tir-shared-memory: tirc compile tests/lit/Inputs/gemm_f16.yaml --shape M=200,N=136,K=72 --emit=gpu --dump-before=tir-shared-memory
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module attributes {gpu.container_module, tir.kernel_problems = {gemm_f16_gemm0 = {K = 72 : i64, M = 200 : i64, N = 136 : i64, acc = "f32", in = "f16", out = "f16", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}}, tir.kernel_schedules = {gemm_f16_gemm0 = "tile 128x128x32, warps 2x2, m16n8k16, 3 stages, swizzled smem, 16-byte copies, raster group 8"}} {
  func.func @gemm_f16(%arg0: memref<200x72xf16>, %arg1: memref<72x136xf16>, %arg2: memref<136xf16>) -> memref<200x136xf16> attributes {tir.arg_names = ["a", "b", "bias"], tir.dims = [["M", "K"], ["K", "N"], ["N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "row", op = "matmul", schedule = {stages = 3 : i64, tile = array<i64: 128, 128, 32>, warps = array<i64: 2, 2>}}} {
    %c3_i32 = arith.constant 3 : i32
    %c72 = arith.constant 72 : index
    %c136 = arith.constant 136 : index
    %c200 = arith.constant 200 : index
    %cst = arith.constant 0.000000e+00 : f16
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
    %c96 = arith.constant 96 : index
    %c24 = arith.constant 24 : index
    %c48 = arith.constant 48 : index
    %c40 = arith.constant 40 : index
    %c56 = arith.constant 56 : index
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c0_i32 = arith.constant 0 : i32
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst_1 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x136xf16>
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c4, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c128, %arg13 = %c1, %arg14 = %c1) dynamic_shared_memory_size %c0_i32 module(@gemm_f16_gemm0) function(@gemm_f16_gemm0) {
      %c1920 = arith.constant 1920 : index
      %c1792 = arith.constant 1792 : index
      %c1664 = arith.constant 1664 : index
      %c1536 = arith.constant 1536 : index
      %c1408 = arith.constant 1408 : index
      %c1280 = arith.constant 1280 : index
      %c1152 = arith.constant 1152 : index
      %c1024 = arith.constant 1024 : index
      %c896 = arith.constant 896 : index
      %c768 = arith.constant 768 : index
      %c640 = arith.constant 640 : index
      %c512 = arith.constant 512 : index
      %c384 = arith.constant 384 : index
      %c256 = arith.constant 256 : index
      %c128_2 = arith.constant 128 : index
      %c7 = arith.constant 7 : index
      %c6 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %c3 = arith.constant 3 : index
      %c1_3 = arith.constant 1 : index
      %c0_4 = arith.constant 0 : index
      %c56_5 = arith.constant 56 : index
      %c48_6 = arith.constant 48 : index
      %c40_7 = arith.constant 40 : index
      %c24_8 = arith.constant 24 : index
      %c16_9 = arith.constant 16 : index
      %c8_10 = arith.constant 8 : index
      %c4_11 = arith.constant 4 : index
      %c64_12 = arith.constant 64 : index
      %c2_13 = arith.constant 2 : index
      %c32_14 = arith.constant 32 : index
      %c8_15 = arith.constant 8 : index
      %c4_16 = arith.constant 4 : index
      %c2_17 = arith.constant 2 : index
      %0 = arith.divui %arg3, %c16 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg3, %c16 : index
      %3 = arith.remui %2, %c2 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c2 : index
      %6 = arith.muli %4, %c128 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c128 {tir.role = "block-col"} : index
      %alloc_18 = memref.alloc() {tir.role = "operand-a"} : memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %alloc_19 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %8 = arith.remui %arg6, %c32 : index
      %9 = arith.divui %arg6, %c32 : index
      %10 = arith.divui %9, %c2 : index
      %11 = arith.muli %10, %c64 : index
      %12 = arith.remui %9, %c2 : index
      %13 = arith.muli %12, %c64 : index
      %14 = arith.divui %8, %c4 : index
      %15 = arith.remui %8, %c4 : index
      %16 = arith.remui %arg6, %c32 : index
      %17 = arith.divui %arg6, %c4 : index
      %18 = arith.remui %arg6, %c4 : index
      %19 = arith.muli %18, %c8 : index
      %20 = arith.addi %6, %17 : index
      %21 = arith.cmpi ult, %19, %c72 : index
      %22 = arith.cmpi ult, %20, %c200 : index
      %23 = arith.andi %22, %21 : i1
      %24 = arith.select %23, %c8, %c0 : index
      %25 = arith.divui %17, %c2_17 : index
      %26 = arith.remui %25, %c4_16 : index
      %27 = arith.divui %19, %c8_15 : index
      %28 = arith.remui %19, %c8_15 : index
      %29 = arith.xori %27, %26 : index
      %30 = arith.muli %29, %c8_15 : index
      %31 = arith.addi %30, %28 : index
      %32 = nvgpu.device_async_copy %arg0[%20, %19], %alloc_18[%c0, %17, %31], 8, %24 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %33 = arith.addi %17, %c32 : index
      %34 = arith.addi %20, %c32 : index
      %35 = arith.cmpi ult, %34, %c200 : index
      %36 = arith.andi %35, %21 : i1
      %37 = arith.select %36, %c8, %c0 : index
      %38 = arith.divui %33, %c2_17 : index
      %39 = arith.remui %38, %c4_16 : index
      %40 = arith.divui %19, %c8_15 : index
      %41 = arith.remui %19, %c8_15 : index
      %42 = arith.xori %40, %39 : index
      %43 = arith.muli %42, %c8_15 : index
      %44 = arith.addi %43, %41 : index
      %45 = nvgpu.device_async_copy %arg0[%34, %19], %alloc_18[%c0, %33, %44], 8, %37 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %46 = arith.addi %17, %c64 : index
      %47 = arith.addi %20, %c64 : index
      %48 = arith.cmpi ult, %47, %c200 : index
      %49 = arith.andi %48, %21 : i1
      %50 = arith.select %49, %c8, %c0 : index
      %51 = arith.divui %46, %c2_17 : index
      %52 = arith.remui %51, %c4_16 : index
      %53 = arith.divui %19, %c8_15 : index
      %54 = arith.remui %19, %c8_15 : index
      %55 = arith.xori %53, %52 : index
      %56 = arith.muli %55, %c8_15 : index
      %57 = arith.addi %56, %54 : index
      %58 = nvgpu.device_async_copy %arg0[%47, %19], %alloc_18[%c0, %46, %57], 8, %50 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %59 = arith.addi %17, %c96 : index
      %60 = arith.addi %20, %c96 : index
      %61 = arith.cmpi ult, %60, %c200 : index
      %62 = arith.andi %61, %21 : i1
      %63 = arith.select %62, %c8, %c0 : index
      %64 = arith.divui %59, %c2_17 : index
      %65 = arith.remui %64, %c4_16 : index
      %66 = arith.divui %19, %c8_15 : index
      %67 = arith.remui %19, %c8_15 : index
      %68 = arith.xori %66, %65 : index
      %69 = arith.muli %68, %c8_15 : index
      %70 = arith.addi %69, %67 : index
      %71 = nvgpu.device_async_copy %arg0[%60, %19], %alloc_18[%c0, %59, %70], 8, %63 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %72 = arith.divui %arg6, %c16 : index
      %73 = arith.remui %arg6, %c16 : index
      %74 = arith.muli %73, %c8 : index
      %75 = arith.addi %7, %74 : index
      %76 = arith.cmpi ult, %75, %c136 : index
      %77 = arith.cmpi ult, %72, %c72 : index
      %78 = arith.andi %77, %76 : i1
      %79 = arith.select %78, %c8, %c0 : index
      %80 = arith.remui %72, %c8_15 : index
      %81 = arith.divui %74, %c8_15 : index
      %82 = arith.remui %74, %c8_15 : index
      %83 = arith.xori %81, %80 : index
      %84 = arith.muli %83, %c8_15 : index
      %85 = arith.addi %84, %82 : index
      %86 = nvgpu.device_async_copy %arg1[%72, %75], %alloc_19[%c0, %72, %85], 8, %79 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %87 = arith.addi %72, %c8 : index
      %88 = arith.addi %72, %c8 : index
      %89 = arith.cmpi ult, %88, %c72 : index
      %90 = arith.andi %89, %76 : i1
      %91 = arith.select %90, %c8, %c0 : index
      %92 = arith.remui %87, %c8_15 : index
      %93 = arith.divui %74, %c8_15 : index
      %94 = arith.remui %74, %c8_15 : index
      %95 = arith.xori %93, %92 : index
      %96 = arith.muli %95, %c8_15 : index
      %97 = arith.addi %96, %94 : index
      %98 = nvgpu.device_async_copy %arg1[%88, %75], %alloc_19[%c0, %87, %97], 8, %91 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %99 = arith.addi %72, %c16 : index
      %100 = arith.addi %72, %c16 : index
      %101 = arith.cmpi ult, %100, %c72 : index
      %102 = arith.andi %101, %76 : i1
      %103 = arith.select %102, %c8, %c0 : index
      %104 = arith.remui %99, %c8_15 : index
      %105 = arith.divui %74, %c8_15 : index
      %106 = arith.remui %74, %c8_15 : index
      %107 = arith.xori %105, %104 : index
      %108 = arith.muli %107, %c8_15 : index
      %109 = arith.addi %108, %106 : index
      %110 = nvgpu.device_async_copy %arg1[%100, %75], %alloc_19[%c0, %99, %109], 8, %103 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %111 = arith.addi %72, %c24 : index
      %112 = arith.addi %72, %c24 : index
      %113 = arith.cmpi ult, %112, %c72 : index
      %114 = arith.andi %113, %76 : i1
      %115 = arith.select %114, %c8, %c0 : index
      %116 = arith.remui %111, %c8_15 : index
      %117 = arith.divui %74, %c8_15 : index
      %118 = arith.remui %74, %c8_15 : index
      %119 = arith.xori %117, %116 : index
      %120 = arith.muli %119, %c8_15 : index
      %121 = arith.addi %120, %118 : index
      %122 = nvgpu.device_async_copy %arg1[%112, %75], %alloc_19[%c0, %111, %121], 8, %115 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %123 = nvgpu.device_async_create_group %32, %45, %58, %71, %86, %98, %110, %122
      %124 = arith.divui %arg6, %c4 : index
      %125 = arith.remui %arg6, %c4 : index
      %126 = arith.muli %125, %c8 : index
      %127 = arith.addi %6, %124 : index
      %128 = arith.addi %126, %c32 : index
      %129 = arith.cmpi ult, %128, %c72 : index
      %130 = arith.cmpi ult, %127, %c200 : index
      %131 = arith.andi %130, %129 : i1
      %132 = arith.select %131, %c8, %c0 : index
      %133 = arith.divui %124, %c2_17 : index
      %134 = arith.remui %133, %c4_16 : index
      %135 = arith.divui %126, %c8_15 : index
      %136 = arith.remui %126, %c8_15 : index
      %137 = arith.xori %135, %134 : index
      %138 = arith.muli %137, %c8_15 : index
      %139 = arith.addi %138, %136 : index
      %140 = nvgpu.device_async_copy %arg0[%127, %128], %alloc_18[%c1, %124, %139], 8, %132 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %141 = arith.addi %124, %c32 : index
      %142 = arith.addi %127, %c32 : index
      %143 = arith.cmpi ult, %142, %c200 : index
      %144 = arith.andi %143, %129 : i1
      %145 = arith.select %144, %c8, %c0 : index
      %146 = arith.divui %141, %c2_17 : index
      %147 = arith.remui %146, %c4_16 : index
      %148 = arith.divui %126, %c8_15 : index
      %149 = arith.remui %126, %c8_15 : index
      %150 = arith.xori %148, %147 : index
      %151 = arith.muli %150, %c8_15 : index
      %152 = arith.addi %151, %149 : index
      %153 = nvgpu.device_async_copy %arg0[%142, %128], %alloc_18[%c1, %141, %152], 8, %145 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %154 = arith.addi %124, %c64 : index
      %155 = arith.addi %127, %c64 : index
      %156 = arith.cmpi ult, %155, %c200 : index
      %157 = arith.andi %156, %129 : i1
      %158 = arith.select %157, %c8, %c0 : index
      %159 = arith.divui %154, %c2_17 : index
      %160 = arith.remui %159, %c4_16 : index
      %161 = arith.divui %126, %c8_15 : index
      %162 = arith.remui %126, %c8_15 : index
      %163 = arith.xori %161, %160 : index
      %164 = arith.muli %163, %c8_15 : index
      %165 = arith.addi %164, %162 : index
      %166 = nvgpu.device_async_copy %arg0[%155, %128], %alloc_18[%c1, %154, %165], 8, %158 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %167 = arith.addi %124, %c96 : index
      %168 = arith.addi %127, %c96 : index
      %169 = arith.cmpi ult, %168, %c200 : index
      %170 = arith.andi %169, %129 : i1
      %171 = arith.select %170, %c8, %c0 : index
      %172 = arith.divui %167, %c2_17 : index
      %173 = arith.remui %172, %c4_16 : index
      %174 = arith.divui %126, %c8_15 : index
      %175 = arith.remui %126, %c8_15 : index
      %176 = arith.xori %174, %173 : index
      %177 = arith.muli %176, %c8_15 : index
      %178 = arith.addi %177, %175 : index
      %179 = nvgpu.device_async_copy %arg0[%168, %128], %alloc_18[%c1, %167, %178], 8, %171 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %180 = arith.divui %arg6, %c16 : index
      %181 = arith.remui %arg6, %c16 : index
      %182 = arith.muli %181, %c8 : index
      %183 = arith.addi %180, %c32 : index
      %184 = arith.addi %7, %182 : index
      %185 = arith.cmpi ult, %184, %c136 : index
      %186 = arith.cmpi ult, %183, %c72 : index
      %187 = arith.andi %186, %185 : i1
      %188 = arith.select %187, %c8, %c0 : index
      %189 = arith.remui %180, %c8_15 : index
      %190 = arith.divui %182, %c8_15 : index
      %191 = arith.remui %182, %c8_15 : index
      %192 = arith.xori %190, %189 : index
      %193 = arith.muli %192, %c8_15 : index
      %194 = arith.addi %193, %191 : index
      %195 = nvgpu.device_async_copy %arg1[%183, %184], %alloc_19[%c1, %180, %194], 8, %188 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %196 = arith.addi %180, %c8 : index
      %197 = arith.addi %183, %c8 : index
      %198 = arith.cmpi ult, %197, %c72 : index
      %199 = arith.andi %198, %185 : i1
      %200 = arith.select %199, %c8, %c0 : index
      %201 = arith.remui %196, %c8_15 : index
      %202 = arith.divui %182, %c8_15 : index
      %203 = arith.remui %182, %c8_15 : index
      %204 = arith.xori %202, %201 : index
      %205 = arith.muli %204, %c8_15 : index
      %206 = arith.addi %205, %203 : index
      %207 = nvgpu.device_async_copy %arg1[%197, %184], %alloc_19[%c1, %196, %206], 8, %200 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %208 = arith.addi %180, %c16 : index
      %209 = arith.addi %183, %c16 : index
      %210 = arith.cmpi ult, %209, %c72 : index
      %211 = arith.andi %210, %185 : i1
      %212 = arith.select %211, %c8, %c0 : index
      %213 = arith.remui %208, %c8_15 : index
      %214 = arith.divui %182, %c8_15 : index
      %215 = arith.remui %182, %c8_15 : index
      %216 = arith.xori %214, %213 : index
      %217 = arith.muli %216, %c8_15 : index
      %218 = arith.addi %217, %215 : index
      %219 = nvgpu.device_async_copy %arg1[%209, %184], %alloc_19[%c1, %208, %218], 8, %212 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %220 = arith.addi %180, %c24 : index
      %221 = arith.addi %183, %c24 : index
      %222 = arith.cmpi ult, %221, %c72 : index
      %223 = arith.andi %222, %185 : i1
      %224 = arith.select %223, %c8, %c0 : index
      %225 = arith.remui %220, %c8_15 : index
      %226 = arith.divui %182, %c8_15 : index
      %227 = arith.remui %182, %c8_15 : index
      %228 = arith.xori %226, %225 : index
      %229 = arith.muli %228, %c8_15 : index
      %230 = arith.addi %229, %227 : index
      %231 = nvgpu.device_async_copy %arg1[%221, %184], %alloc_19[%c1, %220, %230], 8, %224 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %232 = nvgpu.device_async_create_group %140, %153, %166, %179, %195, %207, %219, %231
      %233:34 = scf.for %arg15 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg16 = %cst_0, %arg17 = %cst_0, %arg18 = %cst_0, %arg19 = %cst_0, %arg20 = %cst_0, %arg21 = %cst_0, %arg22 = %cst_0, %arg23 = %cst_0, %arg24 = %cst_0, %arg25 = %cst_0, %arg26 = %cst_0, %arg27 = %cst_0, %arg28 = %cst_0, %arg29 = %cst_0, %arg30 = %cst_0, %arg31 = %cst_0, %arg32 = %cst_0, %arg33 = %cst_0, %arg34 = %cst_0, %arg35 = %cst_0, %arg36 = %cst_0, %arg37 = %cst_0, %arg38 = %cst_0, %arg39 = %cst_0, %arg40 = %cst_0, %arg41 = %cst_0, %arg42 = %cst_0, %arg43 = %cst_0, %arg44 = %cst_0, %arg45 = %cst_0, %arg46 = %cst_0, %arg47 = %cst_0, %arg48 = %c0_i32, %arg49 = %c2_i32) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %1971 = arith.addi %arg15, %c2_i32 : i32
        %1972 = arith.cmpi eq, %arg48, %c2_i32 : i32
        %1973 = arith.addi %arg48, %c1_i32 : i32
        %1974 = arith.select %1972, %c0_i32, %1973 : i32
        %1975 = arith.cmpi eq, %arg49, %c2_i32 : i32
        %1976 = arith.addi %arg49, %c1_i32 : i32
        %1977 = arith.select %1975, %c0_i32, %1976 : i32
        %1978 = arith.index_castui %arg48 : i32 to index
        %1979 = arith.index_castui %arg49 : i32 to index
        nvgpu.device_async_wait %232 {numGroups = 1 : i32}
        gpu.barrier
        %1980 = arith.remui %16, %c16 : index
        %1981 = arith.addi %11, %1980 : index
        %1982 = arith.divui %16, %c16 : index
        %1983 = arith.muli %1982, %c8 : index
        %1984 = arith.divui %1981, %c2_17 : index
        %1985 = arith.remui %1984, %c4_16 : index
        %1986 = arith.divui %1983, %c8_15 : index
        %1987 = arith.remui %1983, %c8_15 : index
        %1988 = arith.xori %1986, %1985 : index
        %1989 = arith.muli %1988, %c8_15 : index
        %1990 = arith.addi %1989, %1987 : index
        %1991 = nvgpu.ldmatrix %alloc_18[%1978, %1981, %1990] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1992 = arith.addi %11, %c16 : index
        %1993 = arith.remui %16, %c16 : index
        %1994 = arith.addi %1992, %1993 : index
        %1995 = arith.divui %16, %c16 : index
        %1996 = arith.muli %1995, %c8 : index
        %1997 = arith.divui %1994, %c2_17 : index
        %1998 = arith.remui %1997, %c4_16 : index
        %1999 = arith.divui %1996, %c8_15 : index
        %2000 = arith.remui %1996, %c8_15 : index
        %2001 = arith.xori %1999, %1998 : index
        %2002 = arith.muli %2001, %c8_15 : index
        %2003 = arith.addi %2002, %2000 : index
        %2004 = nvgpu.ldmatrix %alloc_18[%1978, %1994, %2003] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2005 = arith.addi %11, %c32 : index
        %2006 = arith.remui %16, %c16 : index
        %2007 = arith.addi %2005, %2006 : index
        %2008 = arith.divui %16, %c16 : index
        %2009 = arith.muli %2008, %c8 : index
        %2010 = arith.divui %2007, %c2_17 : index
        %2011 = arith.remui %2010, %c4_16 : index
        %2012 = arith.divui %2009, %c8_15 : index
        %2013 = arith.remui %2009, %c8_15 : index
        %2014 = arith.xori %2012, %2011 : index
        %2015 = arith.muli %2014, %c8_15 : index
        %2016 = arith.addi %2015, %2013 : index
        %2017 = nvgpu.ldmatrix %alloc_18[%1978, %2007, %2016] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2018 = arith.addi %11, %c48 : index
        %2019 = arith.remui %16, %c16 : index
        %2020 = arith.addi %2018, %2019 : index
        %2021 = arith.divui %16, %c16 : index
        %2022 = arith.muli %2021, %c8 : index
        %2023 = arith.divui %2020, %c2_17 : index
        %2024 = arith.remui %2023, %c4_16 : index
        %2025 = arith.divui %2022, %c8_15 : index
        %2026 = arith.remui %2022, %c8_15 : index
        %2027 = arith.xori %2025, %2024 : index
        %2028 = arith.muli %2027, %c8_15 : index
        %2029 = arith.addi %2028, %2026 : index
        %2030 = nvgpu.ldmatrix %alloc_18[%1978, %2020, %2029] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2031 = arith.remui %16, %c16 : index
        %2032 = arith.divui %16, %c16 : index
        %2033 = arith.muli %2032, %c8 : index
        %2034 = arith.addi %13, %2033 : index
        %2035 = arith.remui %2031, %c8_15 : index
        %2036 = arith.divui %2034, %c8_15 : index
        %2037 = arith.remui %2034, %c8_15 : index
        %2038 = arith.xori %2036, %2035 : index
        %2039 = arith.muli %2038, %c8_15 : index
        %2040 = arith.addi %2039, %2037 : index
        %2041 = nvgpu.ldmatrix %alloc_19[%1978, %2031, %2040] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2042 = vector.extract_strided_slice %2041 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2043 = vector.extract_strided_slice %2041 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2044 = arith.addi %13, %c16 : index
        %2045 = arith.remui %16, %c16 : index
        %2046 = arith.divui %16, %c16 : index
        %2047 = arith.muli %2046, %c8 : index
        %2048 = arith.addi %2044, %2047 : index
        %2049 = arith.remui %2045, %c8_15 : index
        %2050 = arith.divui %2048, %c8_15 : index
        %2051 = arith.remui %2048, %c8_15 : index
        %2052 = arith.xori %2050, %2049 : index
        %2053 = arith.muli %2052, %c8_15 : index
        %2054 = arith.addi %2053, %2051 : index
        %2055 = nvgpu.ldmatrix %alloc_19[%1978, %2045, %2054] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2056 = vector.extract_strided_slice %2055 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2057 = vector.extract_strided_slice %2055 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2058 = arith.addi %13, %c32 : index
        %2059 = arith.remui %16, %c16 : index
        %2060 = arith.divui %16, %c16 : index
        %2061 = arith.muli %2060, %c8 : index
        %2062 = arith.addi %2058, %2061 : index
        %2063 = arith.remui %2059, %c8_15 : index
        %2064 = arith.divui %2062, %c8_15 : index
        %2065 = arith.remui %2062, %c8_15 : index
        %2066 = arith.xori %2064, %2063 : index
        %2067 = arith.muli %2066, %c8_15 : index
        %2068 = arith.addi %2067, %2065 : index
        %2069 = nvgpu.ldmatrix %alloc_19[%1978, %2059, %2068] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2070 = vector.extract_strided_slice %2069 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2071 = vector.extract_strided_slice %2069 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2072 = arith.addi %13, %c48 : index
        %2073 = arith.remui %16, %c16 : index
        %2074 = arith.divui %16, %c16 : index
        %2075 = arith.muli %2074, %c8 : index
        %2076 = arith.addi %2072, %2075 : index
        %2077 = arith.remui %2073, %c8_15 : index
        %2078 = arith.divui %2076, %c8_15 : index
        %2079 = arith.remui %2076, %c8_15 : index
        %2080 = arith.xori %2078, %2077 : index
        %2081 = arith.muli %2080, %c8_15 : index
        %2082 = arith.addi %2081, %2079 : index
        %2083 = nvgpu.ldmatrix %alloc_19[%1978, %2073, %2082] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2084 = vector.extract_strided_slice %2083 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2085 = vector.extract_strided_slice %2083 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2086 = nvgpu.mma.sync(%1991, %2042, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2087 = nvgpu.mma.sync(%1991, %2043, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2088 = nvgpu.mma.sync(%1991, %2056, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2089 = nvgpu.mma.sync(%1991, %2057, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2090 = nvgpu.mma.sync(%1991, %2070, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2091 = nvgpu.mma.sync(%1991, %2071, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2092 = nvgpu.mma.sync(%1991, %2084, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2093 = nvgpu.mma.sync(%1991, %2085, %arg23) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2094 = nvgpu.mma.sync(%2004, %2042, %arg24) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2095 = nvgpu.mma.sync(%2004, %2043, %arg25) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2096 = nvgpu.mma.sync(%2004, %2056, %arg26) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2097 = nvgpu.mma.sync(%2004, %2057, %arg27) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2098 = nvgpu.mma.sync(%2004, %2070, %arg28) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2099 = nvgpu.mma.sync(%2004, %2071, %arg29) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2100 = nvgpu.mma.sync(%2004, %2084, %arg30) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2101 = nvgpu.mma.sync(%2004, %2085, %arg31) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2102 = nvgpu.mma.sync(%2017, %2042, %arg32) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2103 = nvgpu.mma.sync(%2017, %2043, %arg33) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2104 = nvgpu.mma.sync(%2017, %2056, %arg34) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2105 = nvgpu.mma.sync(%2017, %2057, %arg35) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2106 = nvgpu.mma.sync(%2017, %2070, %arg36) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2107 = nvgpu.mma.sync(%2017, %2071, %arg37) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2108 = nvgpu.mma.sync(%2017, %2084, %arg38) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2109 = nvgpu.mma.sync(%2017, %2085, %arg39) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2110 = nvgpu.mma.sync(%2030, %2042, %arg40) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2111 = nvgpu.mma.sync(%2030, %2043, %arg41) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2112 = nvgpu.mma.sync(%2030, %2056, %arg42) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2113 = nvgpu.mma.sync(%2030, %2057, %arg43) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2114 = nvgpu.mma.sync(%2030, %2070, %arg44) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2115 = nvgpu.mma.sync(%2030, %2071, %arg45) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2116 = nvgpu.mma.sync(%2030, %2084, %arg46) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2117 = nvgpu.mma.sync(%2030, %2085, %arg47) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2118 = arith.remui %16, %c16 : index
        %2119 = arith.addi %11, %2118 : index
        %2120 = arith.divui %16, %c16 : index
        %2121 = arith.muli %2120, %c8 : index
        %2122 = arith.addi %2121, %c16 : index
        %2123 = arith.divui %2119, %c2_17 : index
        %2124 = arith.remui %2123, %c4_16 : index
        %2125 = arith.divui %2122, %c8_15 : index
        %2126 = arith.remui %2122, %c8_15 : index
        %2127 = arith.xori %2125, %2124 : index
        %2128 = arith.muli %2127, %c8_15 : index
        %2129 = arith.addi %2128, %2126 : index
        %2130 = nvgpu.ldmatrix %alloc_18[%1978, %2119, %2129] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2131 = arith.addi %11, %c16 : index
        %2132 = arith.remui %16, %c16 : index
        %2133 = arith.addi %2131, %2132 : index
        %2134 = arith.divui %16, %c16 : index
        %2135 = arith.muli %2134, %c8 : index
        %2136 = arith.addi %2135, %c16 : index
        %2137 = arith.divui %2133, %c2_17 : index
        %2138 = arith.remui %2137, %c4_16 : index
        %2139 = arith.divui %2136, %c8_15 : index
        %2140 = arith.remui %2136, %c8_15 : index
        %2141 = arith.xori %2139, %2138 : index
        %2142 = arith.muli %2141, %c8_15 : index
        %2143 = arith.addi %2142, %2140 : index
        %2144 = nvgpu.ldmatrix %alloc_18[%1978, %2133, %2143] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2145 = arith.addi %11, %c32 : index
        %2146 = arith.remui %16, %c16 : index
        %2147 = arith.addi %2145, %2146 : index
        %2148 = arith.divui %16, %c16 : index
        %2149 = arith.muli %2148, %c8 : index
        %2150 = arith.addi %2149, %c16 : index
        %2151 = arith.divui %2147, %c2_17 : index
        %2152 = arith.remui %2151, %c4_16 : index
        %2153 = arith.divui %2150, %c8_15 : index
        %2154 = arith.remui %2150, %c8_15 : index
        %2155 = arith.xori %2153, %2152 : index
        %2156 = arith.muli %2155, %c8_15 : index
        %2157 = arith.addi %2156, %2154 : index
        %2158 = nvgpu.ldmatrix %alloc_18[%1978, %2147, %2157] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2159 = arith.addi %11, %c48 : index
        %2160 = arith.remui %16, %c16 : index
        %2161 = arith.addi %2159, %2160 : index
        %2162 = arith.divui %16, %c16 : index
        %2163 = arith.muli %2162, %c8 : index
        %2164 = arith.addi %2163, %c16 : index
        %2165 = arith.divui %2161, %c2_17 : index
        %2166 = arith.remui %2165, %c4_16 : index
        %2167 = arith.divui %2164, %c8_15 : index
        %2168 = arith.remui %2164, %c8_15 : index
        %2169 = arith.xori %2167, %2166 : index
        %2170 = arith.muli %2169, %c8_15 : index
        %2171 = arith.addi %2170, %2168 : index
        %2172 = nvgpu.ldmatrix %alloc_18[%1978, %2161, %2171] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2173 = arith.remui %16, %c16 : index
        %2174 = arith.addi %2173, %c16 : index
        %2175 = arith.divui %16, %c16 : index
        %2176 = arith.muli %2175, %c8 : index
        %2177 = arith.addi %13, %2176 : index
        %2178 = arith.remui %2174, %c8_15 : index
        %2179 = arith.divui %2177, %c8_15 : index
        %2180 = arith.remui %2177, %c8_15 : index
        %2181 = arith.xori %2179, %2178 : index
        %2182 = arith.muli %2181, %c8_15 : index
        %2183 = arith.addi %2182, %2180 : index
        %2184 = nvgpu.ldmatrix %alloc_19[%1978, %2174, %2183] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2185 = vector.extract_strided_slice %2184 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2186 = vector.extract_strided_slice %2184 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2187 = arith.addi %13, %c16 : index
        %2188 = arith.remui %16, %c16 : index
        %2189 = arith.addi %2188, %c16 : index
        %2190 = arith.divui %16, %c16 : index
        %2191 = arith.muli %2190, %c8 : index
        %2192 = arith.addi %2187, %2191 : index
        %2193 = arith.remui %2189, %c8_15 : index
        %2194 = arith.divui %2192, %c8_15 : index
        %2195 = arith.remui %2192, %c8_15 : index
        %2196 = arith.xori %2194, %2193 : index
        %2197 = arith.muli %2196, %c8_15 : index
        %2198 = arith.addi %2197, %2195 : index
        %2199 = nvgpu.ldmatrix %alloc_19[%1978, %2189, %2198] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2200 = vector.extract_strided_slice %2199 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2201 = vector.extract_strided_slice %2199 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2202 = arith.addi %13, %c32 : index
        %2203 = arith.remui %16, %c16 : index
        %2204 = arith.addi %2203, %c16 : index
        %2205 = arith.divui %16, %c16 : index
        %2206 = arith.muli %2205, %c8 : index
        %2207 = arith.addi %2202, %2206 : index
        %2208 = arith.remui %2204, %c8_15 : index
        %2209 = arith.divui %2207, %c8_15 : index
        %2210 = arith.remui %2207, %c8_15 : index
        %2211 = arith.xori %2209, %2208 : index
        %2212 = arith.muli %2211, %c8_15 : index
        %2213 = arith.addi %2212, %2210 : index
        %2214 = nvgpu.ldmatrix %alloc_19[%1978, %2204, %2213] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2215 = vector.extract_strided_slice %2214 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2216 = vector.extract_strided_slice %2214 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2217 = arith.addi %13, %c48 : index
        %2218 = arith.remui %16, %c16 : index
        %2219 = arith.addi %2218, %c16 : index
        %2220 = arith.divui %16, %c16 : index
        %2221 = arith.muli %2220, %c8 : index
        %2222 = arith.addi %2217, %2221 : index
        %2223 = arith.remui %2219, %c8_15 : index
        %2224 = arith.divui %2222, %c8_15 : index
        %2225 = arith.remui %2222, %c8_15 : index
        %2226 = arith.xori %2224, %2223 : index
        %2227 = arith.muli %2226, %c8_15 : index
        %2228 = arith.addi %2227, %2225 : index
        %2229 = nvgpu.ldmatrix %alloc_19[%1978, %2219, %2228] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %2230 = vector.extract_strided_slice %2229 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2231 = vector.extract_strided_slice %2229 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %2232 = nvgpu.mma.sync(%2130, %2185, %2086) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2233 = nvgpu.mma.sync(%2130, %2186, %2087) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2234 = nvgpu.mma.sync(%2130, %2200, %2088) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2235 = nvgpu.mma.sync(%2130, %2201, %2089) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2236 = nvgpu.mma.sync(%2130, %2215, %2090) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2237 = nvgpu.mma.sync(%2130, %2216, %2091) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2238 = nvgpu.mma.sync(%2130, %2230, %2092) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2239 = nvgpu.mma.sync(%2130, %2231, %2093) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2240 = nvgpu.mma.sync(%2144, %2185, %2094) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2241 = nvgpu.mma.sync(%2144, %2186, %2095) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2242 = nvgpu.mma.sync(%2144, %2200, %2096) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2243 = nvgpu.mma.sync(%2144, %2201, %2097) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2244 = nvgpu.mma.sync(%2144, %2215, %2098) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2245 = nvgpu.mma.sync(%2144, %2216, %2099) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2246 = nvgpu.mma.sync(%2144, %2230, %2100) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2247 = nvgpu.mma.sync(%2144, %2231, %2101) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2248 = nvgpu.mma.sync(%2158, %2185, %2102) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2249 = nvgpu.mma.sync(%2158, %2186, %2103) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2250 = nvgpu.mma.sync(%2158, %2200, %2104) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2251 = nvgpu.mma.sync(%2158, %2201, %2105) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2252 = nvgpu.mma.sync(%2158, %2215, %2106) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2253 = nvgpu.mma.sync(%2158, %2216, %2107) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2254 = nvgpu.mma.sync(%2158, %2230, %2108) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2255 = nvgpu.mma.sync(%2158, %2231, %2109) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2256 = nvgpu.mma.sync(%2172, %2185, %2110) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2257 = nvgpu.mma.sync(%2172, %2186, %2111) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2258 = nvgpu.mma.sync(%2172, %2200, %2112) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2259 = nvgpu.mma.sync(%2172, %2201, %2113) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2260 = nvgpu.mma.sync(%2172, %2215, %2114) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2261 = nvgpu.mma.sync(%2172, %2216, %2115) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2262 = nvgpu.mma.sync(%2172, %2230, %2116) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2263 = nvgpu.mma.sync(%2172, %2231, %2117) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %2264 = arith.index_castui %1971 : i32 to index
        %2265 = arith.muli %2264, %c32 : index
        %2266 = arith.divui %arg6, %c4 : index
        %2267 = arith.remui %arg6, %c4 : index
        %2268 = arith.muli %2267, %c8 : index
        %2269 = arith.addi %6, %2266 : index
        %2270 = arith.addi %2265, %2268 : index
        %2271 = arith.cmpi ult, %2270, %c72 : index
        %2272 = arith.cmpi ult, %2269, %c200 : index
        %2273 = arith.andi %2272, %2271 : i1
        %2274 = arith.select %2273, %c8, %c0 : index
        %2275 = arith.divui %2266, %c2_17 : index
        %2276 = arith.remui %2275, %c4_16 : index
        %2277 = arith.divui %2268, %c8_15 : index
        %2278 = arith.remui %2268, %c8_15 : index
        %2279 = arith.xori %2277, %2276 : index
        %2280 = arith.muli %2279, %c8_15 : index
        %2281 = arith.addi %2280, %2278 : index
        %2282 = nvgpu.device_async_copy %arg0[%2269, %2270], %alloc_18[%1979, %2266, %2281], 8, %2274 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
        %2283 = arith.addi %2266, %c32 : index
        %2284 = arith.addi %2269, %c32 : index
        %2285 = arith.cmpi ult, %2284, %c200 : index
        %2286 = arith.andi %2285, %2271 : i1
        %2287 = arith.select %2286, %c8, %c0 : index
        %2288 = arith.divui %2283, %c2_17 : index
        %2289 = arith.remui %2288, %c4_16 : index
        %2290 = arith.divui %2268, %c8_15 : index
        %2291 = arith.remui %2268, %c8_15 : index
        %2292 = arith.xori %2290, %2289 : index
        %2293 = arith.muli %2292, %c8_15 : index
        %2294 = arith.addi %2293, %2291 : index
        %2295 = nvgpu.device_async_copy %arg0[%2284, %2270], %alloc_18[%1979, %2283, %2294], 8, %2287 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
        %2296 = arith.addi %2266, %c64 : index
        %2297 = arith.addi %2269, %c64 : index
        %2298 = arith.cmpi ult, %2297, %c200 : index
        %2299 = arith.andi %2298, %2271 : i1
        %2300 = arith.select %2299, %c8, %c0 : index
        %2301 = arith.divui %2296, %c2_17 : index
        %2302 = arith.remui %2301, %c4_16 : index
        %2303 = arith.divui %2268, %c8_15 : index
        %2304 = arith.remui %2268, %c8_15 : index
        %2305 = arith.xori %2303, %2302 : index
        %2306 = arith.muli %2305, %c8_15 : index
        %2307 = arith.addi %2306, %2304 : index
        %2308 = nvgpu.device_async_copy %arg0[%2297, %2270], %alloc_18[%1979, %2296, %2307], 8, %2300 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
        %2309 = arith.addi %2266, %c96 : index
        %2310 = arith.addi %2269, %c96 : index
        %2311 = arith.cmpi ult, %2310, %c200 : index
        %2312 = arith.andi %2311, %2271 : i1
        %2313 = arith.select %2312, %c8, %c0 : index
        %2314 = arith.divui %2309, %c2_17 : index
        %2315 = arith.remui %2314, %c4_16 : index
        %2316 = arith.divui %2268, %c8_15 : index
        %2317 = arith.remui %2268, %c8_15 : index
        %2318 = arith.xori %2316, %2315 : index
        %2319 = arith.muli %2318, %c8_15 : index
        %2320 = arith.addi %2319, %2317 : index
        %2321 = nvgpu.device_async_copy %arg0[%2310, %2270], %alloc_18[%1979, %2309, %2320], 8, %2313 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
        %2322 = arith.muli %2264, %c32 : index
        %2323 = arith.divui %arg6, %c16 : index
        %2324 = arith.remui %arg6, %c16 : index
        %2325 = arith.muli %2324, %c8 : index
        %2326 = arith.addi %2322, %2323 : index
        %2327 = arith.addi %7, %2325 : index
        %2328 = arith.cmpi ult, %2327, %c136 : index
        %2329 = arith.cmpi ult, %2326, %c72 : index
        %2330 = arith.andi %2329, %2328 : i1
        %2331 = arith.select %2330, %c8, %c0 : index
        %2332 = arith.remui %2323, %c8_15 : index
        %2333 = arith.divui %2325, %c8_15 : index
        %2334 = arith.remui %2325, %c8_15 : index
        %2335 = arith.xori %2333, %2332 : index
        %2336 = arith.muli %2335, %c8_15 : index
        %2337 = arith.addi %2336, %2334 : index
        %2338 = nvgpu.device_async_copy %arg1[%2326, %2327], %alloc_19[%1979, %2323, %2337], 8, %2331 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
        %2339 = arith.addi %2323, %c8 : index
        %2340 = arith.addi %2326, %c8 : index
        %2341 = arith.cmpi ult, %2340, %c72 : index
        %2342 = arith.andi %2341, %2328 : i1
        %2343 = arith.select %2342, %c8, %c0 : index
        %2344 = arith.remui %2339, %c8_15 : index
        %2345 = arith.divui %2325, %c8_15 : index
        %2346 = arith.remui %2325, %c8_15 : index
        %2347 = arith.xori %2345, %2344 : index
        %2348 = arith.muli %2347, %c8_15 : index
        %2349 = arith.addi %2348, %2346 : index
        %2350 = nvgpu.device_async_copy %arg1[%2340, %2327], %alloc_19[%1979, %2339, %2349], 8, %2343 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
        %2351 = arith.addi %2323, %c16 : index
        %2352 = arith.addi %2326, %c16 : index
        %2353 = arith.cmpi ult, %2352, %c72 : index
        %2354 = arith.andi %2353, %2328 : i1
        %2355 = arith.select %2354, %c8, %c0 : index
        %2356 = arith.remui %2351, %c8_15 : index
        %2357 = arith.divui %2325, %c8_15 : index
        %2358 = arith.remui %2325, %c8_15 : index
        %2359 = arith.xori %2357, %2356 : index
        %2360 = arith.muli %2359, %c8_15 : index
        %2361 = arith.addi %2360, %2358 : index
        %2362 = nvgpu.device_async_copy %arg1[%2352, %2327], %alloc_19[%1979, %2351, %2361], 8, %2355 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
        %2363 = arith.addi %2323, %c24 : index
        %2364 = arith.addi %2326, %c24 : index
        %2365 = arith.cmpi ult, %2364, %c72 : index
        %2366 = arith.andi %2365, %2328 : i1
        %2367 = arith.select %2366, %c8, %c0 : index
        %2368 = arith.remui %2363, %c8_15 : index
        %2369 = arith.divui %2325, %c8_15 : index
        %2370 = arith.remui %2325, %c8_15 : index
        %2371 = arith.xori %2369, %2368 : index
        %2372 = arith.muli %2371, %c8_15 : index
        %2373 = arith.addi %2372, %2370 : index
        %2374 = nvgpu.device_async_copy %arg1[%2364, %2327], %alloc_19[%1979, %2363, %2373], 8, %2367 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
        %2375 = nvgpu.device_async_create_group %2282, %2295, %2308, %2321, %2338, %2350, %2362, %2374
        scf.yield %2232, %2233, %2234, %2235, %2236, %2237, %2238, %2239, %2240, %2241, %2242, %2243, %2244, %2245, %2246, %2247, %2248, %2249, %2250, %2251, %2252, %2253, %2254, %2255, %2256, %2257, %2258, %2259, %2260, %2261, %2262, %2263, %1974, %1977 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %232 {numGroups = 0 : i32}
      gpu.barrier
      %alloc_20 = memref.alloc() {tir.role = "staging"} : memref<128x136xf16, #gpu.address_space<workgroup>>
      %234 = arith.remui %arg6, %c32_14 : index
      %235 = arith.divui %arg6, %c32_14 : index
      %236 = arith.divui %235, %c2_13 : index
      %237 = arith.muli %236, %c64_12 : index
      %238 = arith.remui %235, %c2_13 : index
      %239 = arith.muli %238, %c64_12 : index
      %240 = arith.divui %234, %c4_11 : index
      %241 = arith.remui %234, %c4_11 : index
      %242 = arith.addi %11, %14 : index
      %243 = arith.muli %15, %c2 : index
      %244 = arith.addi %13, %243 : index
      %245 = arith.addi %6, %242 : index
      %246 = vector.extract %233#0[0, 0] : f32 from vector<2x2xf32>
      %247 = arith.addi %7, %244 : index
      %248 = arith.cmpi ult, %245, %c200 : index
      %249 = arith.cmpi ult, %247, %c136 : index
      %250 = arith.andi %248, %249 : i1
      %251 = scf.if %250 -> (f16) {
        %1971 = memref.load %arg2[%247] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %246, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %252 = vector.extract %233#0[0, 1] : f32 from vector<2x2xf32>
      %253 = arith.addi %244, %c1 : index
      %254 = arith.addi %7, %253 : index
      %255 = arith.cmpi ult, %245, %c200 : index
      %256 = arith.cmpi ult, %254, %c136 : index
      %257 = arith.andi %255, %256 : i1
      %258 = scf.if %257 -> (f16) {
        %1971 = memref.load %arg2[%254] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %252, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %259 = vector.from_elements %251, %258 : vector<2xf16>
      %260 = arith.addi %237, %240 : index
      %261 = arith.muli %241, %c2_13 : index
      %262 = arith.addi %239, %261 : index
      vector.store %259, %alloc_20[%260, %262] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %263 = arith.addi %11, %c8 : index
      %264 = arith.addi %263, %14 : index
      %265 = arith.muli %15, %c2 : index
      %266 = arith.addi %13, %265 : index
      %267 = arith.addi %6, %264 : index
      %268 = vector.extract %233#0[1, 0] : f32 from vector<2x2xf32>
      %269 = arith.addi %7, %266 : index
      %270 = arith.cmpi ult, %267, %c200 : index
      %271 = arith.cmpi ult, %269, %c136 : index
      %272 = arith.andi %270, %271 : i1
      %273 = scf.if %272 -> (f16) {
        %1971 = memref.load %arg2[%269] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %268, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %274 = vector.extract %233#0[1, 1] : f32 from vector<2x2xf32>
      %275 = arith.addi %266, %c1 : index
      %276 = arith.addi %7, %275 : index
      %277 = arith.cmpi ult, %267, %c200 : index
      %278 = arith.cmpi ult, %276, %c136 : index
      %279 = arith.andi %277, %278 : i1
      %280 = scf.if %279 -> (f16) {
        %1971 = memref.load %arg2[%276] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %274, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %281 = vector.from_elements %273, %280 : vector<2xf16>
      %282 = arith.addi %237, %c8_10 : index
      %283 = arith.addi %282, %240 : index
      %284 = arith.muli %241, %c2_13 : index
      %285 = arith.addi %239, %284 : index
      vector.store %281, %alloc_20[%283, %285] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %286 = arith.addi %11, %14 : index
      %287 = arith.addi %13, %c8 : index
      %288 = arith.muli %15, %c2 : index
      %289 = arith.addi %287, %288 : index
      %290 = arith.addi %6, %286 : index
      %291 = vector.extract %233#1[0, 0] : f32 from vector<2x2xf32>
      %292 = arith.addi %7, %289 : index
      %293 = arith.cmpi ult, %290, %c200 : index
      %294 = arith.cmpi ult, %292, %c136 : index
      %295 = arith.andi %293, %294 : i1
      %296 = scf.if %295 -> (f16) {
        %1971 = memref.load %arg2[%292] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %291, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %297 = vector.extract %233#1[0, 1] : f32 from vector<2x2xf32>
      %298 = arith.addi %289, %c1 : index
      %299 = arith.addi %7, %298 : index
      %300 = arith.cmpi ult, %290, %c200 : index
      %301 = arith.cmpi ult, %299, %c136 : index
      %302 = arith.andi %300, %301 : i1
      %303 = scf.if %302 -> (f16) {
        %1971 = memref.load %arg2[%299] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %297, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %304 = vector.from_elements %296, %303 : vector<2xf16>
      %305 = arith.addi %237, %240 : index
      %306 = arith.addi %239, %c8_10 : index
      %307 = arith.muli %241, %c2_13 : index
      %308 = arith.addi %306, %307 : index
      vector.store %304, %alloc_20[%305, %308] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %309 = arith.addi %11, %c8 : index
      %310 = arith.addi %309, %14 : index
      %311 = arith.addi %13, %c8 : index
      %312 = arith.muli %15, %c2 : index
      %313 = arith.addi %311, %312 : index
      %314 = arith.addi %6, %310 : index
      %315 = vector.extract %233#1[1, 0] : f32 from vector<2x2xf32>
      %316 = arith.addi %7, %313 : index
      %317 = arith.cmpi ult, %314, %c200 : index
      %318 = arith.cmpi ult, %316, %c136 : index
      %319 = arith.andi %317, %318 : i1
      %320 = scf.if %319 -> (f16) {
        %1971 = memref.load %arg2[%316] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %315, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %321 = vector.extract %233#1[1, 1] : f32 from vector<2x2xf32>
      %322 = arith.addi %313, %c1 : index
      %323 = arith.addi %7, %322 : index
      %324 = arith.cmpi ult, %314, %c200 : index
      %325 = arith.cmpi ult, %323, %c136 : index
      %326 = arith.andi %324, %325 : i1
      %327 = scf.if %326 -> (f16) {
        %1971 = memref.load %arg2[%323] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %321, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %328 = vector.from_elements %320, %327 : vector<2xf16>
      %329 = arith.addi %237, %c8_10 : index
      %330 = arith.addi %329, %240 : index
      %331 = arith.addi %239, %c8_10 : index
      %332 = arith.muli %241, %c2_13 : index
      %333 = arith.addi %331, %332 : index
      vector.store %328, %alloc_20[%330, %333] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %334 = arith.addi %11, %14 : index
      %335 = arith.addi %13, %c16 : index
      %336 = arith.muli %15, %c2 : index
      %337 = arith.addi %335, %336 : index
      %338 = arith.addi %6, %334 : index
      %339 = vector.extract %233#2[0, 0] : f32 from vector<2x2xf32>
      %340 = arith.addi %7, %337 : index
      %341 = arith.cmpi ult, %338, %c200 : index
      %342 = arith.cmpi ult, %340, %c136 : index
      %343 = arith.andi %341, %342 : i1
      %344 = scf.if %343 -> (f16) {
        %1971 = memref.load %arg2[%340] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %339, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %345 = vector.extract %233#2[0, 1] : f32 from vector<2x2xf32>
      %346 = arith.addi %337, %c1 : index
      %347 = arith.addi %7, %346 : index
      %348 = arith.cmpi ult, %338, %c200 : index
      %349 = arith.cmpi ult, %347, %c136 : index
      %350 = arith.andi %348, %349 : i1
      %351 = scf.if %350 -> (f16) {
        %1971 = memref.load %arg2[%347] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %345, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %352 = vector.from_elements %344, %351 : vector<2xf16>
      %353 = arith.addi %237, %240 : index
      %354 = arith.addi %239, %c16_9 : index
      %355 = arith.muli %241, %c2_13 : index
      %356 = arith.addi %354, %355 : index
      vector.store %352, %alloc_20[%353, %356] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %357 = arith.addi %11, %c8 : index
      %358 = arith.addi %357, %14 : index
      %359 = arith.addi %13, %c16 : index
      %360 = arith.muli %15, %c2 : index
      %361 = arith.addi %359, %360 : index
      %362 = arith.addi %6, %358 : index
      %363 = vector.extract %233#2[1, 0] : f32 from vector<2x2xf32>
      %364 = arith.addi %7, %361 : index
      %365 = arith.cmpi ult, %362, %c200 : index
      %366 = arith.cmpi ult, %364, %c136 : index
      %367 = arith.andi %365, %366 : i1
      %368 = scf.if %367 -> (f16) {
        %1971 = memref.load %arg2[%364] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %363, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %369 = vector.extract %233#2[1, 1] : f32 from vector<2x2xf32>
      %370 = arith.addi %361, %c1 : index
      %371 = arith.addi %7, %370 : index
      %372 = arith.cmpi ult, %362, %c200 : index
      %373 = arith.cmpi ult, %371, %c136 : index
      %374 = arith.andi %372, %373 : i1
      %375 = scf.if %374 -> (f16) {
        %1971 = memref.load %arg2[%371] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %369, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %376 = vector.from_elements %368, %375 : vector<2xf16>
      %377 = arith.addi %237, %c8_10 : index
      %378 = arith.addi %377, %240 : index
      %379 = arith.addi %239, %c16_9 : index
      %380 = arith.muli %241, %c2_13 : index
      %381 = arith.addi %379, %380 : index
      vector.store %376, %alloc_20[%378, %381] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %382 = arith.addi %11, %14 : index
      %383 = arith.addi %13, %c24 : index
      %384 = arith.muli %15, %c2 : index
      %385 = arith.addi %383, %384 : index
      %386 = arith.addi %6, %382 : index
      %387 = vector.extract %233#3[0, 0] : f32 from vector<2x2xf32>
      %388 = arith.addi %7, %385 : index
      %389 = arith.cmpi ult, %386, %c200 : index
      %390 = arith.cmpi ult, %388, %c136 : index
      %391 = arith.andi %389, %390 : i1
      %392 = scf.if %391 -> (f16) {
        %1971 = memref.load %arg2[%388] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %387, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %393 = vector.extract %233#3[0, 1] : f32 from vector<2x2xf32>
      %394 = arith.addi %385, %c1 : index
      %395 = arith.addi %7, %394 : index
      %396 = arith.cmpi ult, %386, %c200 : index
      %397 = arith.cmpi ult, %395, %c136 : index
      %398 = arith.andi %396, %397 : i1
      %399 = scf.if %398 -> (f16) {
        %1971 = memref.load %arg2[%395] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %393, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %400 = vector.from_elements %392, %399 : vector<2xf16>
      %401 = arith.addi %237, %240 : index
      %402 = arith.addi %239, %c24_8 : index
      %403 = arith.muli %241, %c2_13 : index
      %404 = arith.addi %402, %403 : index
      vector.store %400, %alloc_20[%401, %404] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %405 = arith.addi %11, %c8 : index
      %406 = arith.addi %405, %14 : index
      %407 = arith.addi %13, %c24 : index
      %408 = arith.muli %15, %c2 : index
      %409 = arith.addi %407, %408 : index
      %410 = arith.addi %6, %406 : index
      %411 = vector.extract %233#3[1, 0] : f32 from vector<2x2xf32>
      %412 = arith.addi %7, %409 : index
      %413 = arith.cmpi ult, %410, %c200 : index
      %414 = arith.cmpi ult, %412, %c136 : index
      %415 = arith.andi %413, %414 : i1
      %416 = scf.if %415 -> (f16) {
        %1971 = memref.load %arg2[%412] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %411, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %417 = vector.extract %233#3[1, 1] : f32 from vector<2x2xf32>
      %418 = arith.addi %409, %c1 : index
      %419 = arith.addi %7, %418 : index
      %420 = arith.cmpi ult, %410, %c200 : index
      %421 = arith.cmpi ult, %419, %c136 : index
      %422 = arith.andi %420, %421 : i1
      %423 = scf.if %422 -> (f16) {
        %1971 = memref.load %arg2[%419] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %417, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %424 = vector.from_elements %416, %423 : vector<2xf16>
      %425 = arith.addi %237, %c8_10 : index
      %426 = arith.addi %425, %240 : index
      %427 = arith.addi %239, %c24_8 : index
      %428 = arith.muli %241, %c2_13 : index
      %429 = arith.addi %427, %428 : index
      vector.store %424, %alloc_20[%426, %429] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %430 = arith.addi %11, %14 : index
      %431 = arith.addi %13, %c32 : index
      %432 = arith.muli %15, %c2 : index
      %433 = arith.addi %431, %432 : index
      %434 = arith.addi %6, %430 : index
      %435 = vector.extract %233#4[0, 0] : f32 from vector<2x2xf32>
      %436 = arith.addi %7, %433 : index
      %437 = arith.cmpi ult, %434, %c200 : index
      %438 = arith.cmpi ult, %436, %c136 : index
      %439 = arith.andi %437, %438 : i1
      %440 = scf.if %439 -> (f16) {
        %1971 = memref.load %arg2[%436] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %435, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %441 = vector.extract %233#4[0, 1] : f32 from vector<2x2xf32>
      %442 = arith.addi %433, %c1 : index
      %443 = arith.addi %7, %442 : index
      %444 = arith.cmpi ult, %434, %c200 : index
      %445 = arith.cmpi ult, %443, %c136 : index
      %446 = arith.andi %444, %445 : i1
      %447 = scf.if %446 -> (f16) {
        %1971 = memref.load %arg2[%443] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %441, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %448 = vector.from_elements %440, %447 : vector<2xf16>
      %449 = arith.addi %237, %240 : index
      %450 = arith.addi %239, %c32_14 : index
      %451 = arith.muli %241, %c2_13 : index
      %452 = arith.addi %450, %451 : index
      vector.store %448, %alloc_20[%449, %452] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %453 = arith.addi %11, %c8 : index
      %454 = arith.addi %453, %14 : index
      %455 = arith.addi %13, %c32 : index
      %456 = arith.muli %15, %c2 : index
      %457 = arith.addi %455, %456 : index
      %458 = arith.addi %6, %454 : index
      %459 = vector.extract %233#4[1, 0] : f32 from vector<2x2xf32>
      %460 = arith.addi %7, %457 : index
      %461 = arith.cmpi ult, %458, %c200 : index
      %462 = arith.cmpi ult, %460, %c136 : index
      %463 = arith.andi %461, %462 : i1
      %464 = scf.if %463 -> (f16) {
        %1971 = memref.load %arg2[%460] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %459, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %465 = vector.extract %233#4[1, 1] : f32 from vector<2x2xf32>
      %466 = arith.addi %457, %c1 : index
      %467 = arith.addi %7, %466 : index
      %468 = arith.cmpi ult, %458, %c200 : index
      %469 = arith.cmpi ult, %467, %c136 : index
      %470 = arith.andi %468, %469 : i1
      %471 = scf.if %470 -> (f16) {
        %1971 = memref.load %arg2[%467] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %465, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %472 = vector.from_elements %464, %471 : vector<2xf16>
      %473 = arith.addi %237, %c8_10 : index
      %474 = arith.addi %473, %240 : index
      %475 = arith.addi %239, %c32_14 : index
      %476 = arith.muli %241, %c2_13 : index
      %477 = arith.addi %475, %476 : index
      vector.store %472, %alloc_20[%474, %477] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %478 = arith.addi %11, %14 : index
      %479 = arith.addi %13, %c40 : index
      %480 = arith.muli %15, %c2 : index
      %481 = arith.addi %479, %480 : index
      %482 = arith.addi %6, %478 : index
      %483 = vector.extract %233#5[0, 0] : f32 from vector<2x2xf32>
      %484 = arith.addi %7, %481 : index
      %485 = arith.cmpi ult, %482, %c200 : index
      %486 = arith.cmpi ult, %484, %c136 : index
      %487 = arith.andi %485, %486 : i1
      %488 = scf.if %487 -> (f16) {
        %1971 = memref.load %arg2[%484] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %483, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %489 = vector.extract %233#5[0, 1] : f32 from vector<2x2xf32>
      %490 = arith.addi %481, %c1 : index
      %491 = arith.addi %7, %490 : index
      %492 = arith.cmpi ult, %482, %c200 : index
      %493 = arith.cmpi ult, %491, %c136 : index
      %494 = arith.andi %492, %493 : i1
      %495 = scf.if %494 -> (f16) {
        %1971 = memref.load %arg2[%491] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %489, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %496 = vector.from_elements %488, %495 : vector<2xf16>
      %497 = arith.addi %237, %240 : index
      %498 = arith.addi %239, %c40_7 : index
      %499 = arith.muli %241, %c2_13 : index
      %500 = arith.addi %498, %499 : index
      vector.store %496, %alloc_20[%497, %500] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %501 = arith.addi %11, %c8 : index
      %502 = arith.addi %501, %14 : index
      %503 = arith.addi %13, %c40 : index
      %504 = arith.muli %15, %c2 : index
      %505 = arith.addi %503, %504 : index
      %506 = arith.addi %6, %502 : index
      %507 = vector.extract %233#5[1, 0] : f32 from vector<2x2xf32>
      %508 = arith.addi %7, %505 : index
      %509 = arith.cmpi ult, %506, %c200 : index
      %510 = arith.cmpi ult, %508, %c136 : index
      %511 = arith.andi %509, %510 : i1
      %512 = scf.if %511 -> (f16) {
        %1971 = memref.load %arg2[%508] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %507, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %513 = vector.extract %233#5[1, 1] : f32 from vector<2x2xf32>
      %514 = arith.addi %505, %c1 : index
      %515 = arith.addi %7, %514 : index
      %516 = arith.cmpi ult, %506, %c200 : index
      %517 = arith.cmpi ult, %515, %c136 : index
      %518 = arith.andi %516, %517 : i1
      %519 = scf.if %518 -> (f16) {
        %1971 = memref.load %arg2[%515] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %513, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %520 = vector.from_elements %512, %519 : vector<2xf16>
      %521 = arith.addi %237, %c8_10 : index
      %522 = arith.addi %521, %240 : index
      %523 = arith.addi %239, %c40_7 : index
      %524 = arith.muli %241, %c2_13 : index
      %525 = arith.addi %523, %524 : index
      vector.store %520, %alloc_20[%522, %525] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %526 = arith.addi %11, %14 : index
      %527 = arith.addi %13, %c48 : index
      %528 = arith.muli %15, %c2 : index
      %529 = arith.addi %527, %528 : index
      %530 = arith.addi %6, %526 : index
      %531 = vector.extract %233#6[0, 0] : f32 from vector<2x2xf32>
      %532 = arith.addi %7, %529 : index
      %533 = arith.cmpi ult, %530, %c200 : index
      %534 = arith.cmpi ult, %532, %c136 : index
      %535 = arith.andi %533, %534 : i1
      %536 = scf.if %535 -> (f16) {
        %1971 = memref.load %arg2[%532] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %531, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %537 = vector.extract %233#6[0, 1] : f32 from vector<2x2xf32>
      %538 = arith.addi %529, %c1 : index
      %539 = arith.addi %7, %538 : index
      %540 = arith.cmpi ult, %530, %c200 : index
      %541 = arith.cmpi ult, %539, %c136 : index
      %542 = arith.andi %540, %541 : i1
      %543 = scf.if %542 -> (f16) {
        %1971 = memref.load %arg2[%539] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %537, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %544 = vector.from_elements %536, %543 : vector<2xf16>
      %545 = arith.addi %237, %240 : index
      %546 = arith.addi %239, %c48_6 : index
      %547 = arith.muli %241, %c2_13 : index
      %548 = arith.addi %546, %547 : index
      vector.store %544, %alloc_20[%545, %548] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %549 = arith.addi %11, %c8 : index
      %550 = arith.addi %549, %14 : index
      %551 = arith.addi %13, %c48 : index
      %552 = arith.muli %15, %c2 : index
      %553 = arith.addi %551, %552 : index
      %554 = arith.addi %6, %550 : index
      %555 = vector.extract %233#6[1, 0] : f32 from vector<2x2xf32>
      %556 = arith.addi %7, %553 : index
      %557 = arith.cmpi ult, %554, %c200 : index
      %558 = arith.cmpi ult, %556, %c136 : index
      %559 = arith.andi %557, %558 : i1
      %560 = scf.if %559 -> (f16) {
        %1971 = memref.load %arg2[%556] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %555, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %561 = vector.extract %233#6[1, 1] : f32 from vector<2x2xf32>
      %562 = arith.addi %553, %c1 : index
      %563 = arith.addi %7, %562 : index
      %564 = arith.cmpi ult, %554, %c200 : index
      %565 = arith.cmpi ult, %563, %c136 : index
      %566 = arith.andi %564, %565 : i1
      %567 = scf.if %566 -> (f16) {
        %1971 = memref.load %arg2[%563] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %561, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %568 = vector.from_elements %560, %567 : vector<2xf16>
      %569 = arith.addi %237, %c8_10 : index
      %570 = arith.addi %569, %240 : index
      %571 = arith.addi %239, %c48_6 : index
      %572 = arith.muli %241, %c2_13 : index
      %573 = arith.addi %571, %572 : index
      vector.store %568, %alloc_20[%570, %573] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %574 = arith.addi %11, %14 : index
      %575 = arith.addi %13, %c56 : index
      %576 = arith.muli %15, %c2 : index
      %577 = arith.addi %575, %576 : index
      %578 = arith.addi %6, %574 : index
      %579 = vector.extract %233#7[0, 0] : f32 from vector<2x2xf32>
      %580 = arith.addi %7, %577 : index
      %581 = arith.cmpi ult, %578, %c200 : index
      %582 = arith.cmpi ult, %580, %c136 : index
      %583 = arith.andi %581, %582 : i1
      %584 = scf.if %583 -> (f16) {
        %1971 = memref.load %arg2[%580] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %579, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %585 = vector.extract %233#7[0, 1] : f32 from vector<2x2xf32>
      %586 = arith.addi %577, %c1 : index
      %587 = arith.addi %7, %586 : index
      %588 = arith.cmpi ult, %578, %c200 : index
      %589 = arith.cmpi ult, %587, %c136 : index
      %590 = arith.andi %588, %589 : i1
      %591 = scf.if %590 -> (f16) {
        %1971 = memref.load %arg2[%587] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %585, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %592 = vector.from_elements %584, %591 : vector<2xf16>
      %593 = arith.addi %237, %240 : index
      %594 = arith.addi %239, %c56_5 : index
      %595 = arith.muli %241, %c2_13 : index
      %596 = arith.addi %594, %595 : index
      vector.store %592, %alloc_20[%593, %596] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %597 = arith.addi %11, %c8 : index
      %598 = arith.addi %597, %14 : index
      %599 = arith.addi %13, %c56 : index
      %600 = arith.muli %15, %c2 : index
      %601 = arith.addi %599, %600 : index
      %602 = arith.addi %6, %598 : index
      %603 = vector.extract %233#7[1, 0] : f32 from vector<2x2xf32>
      %604 = arith.addi %7, %601 : index
      %605 = arith.cmpi ult, %602, %c200 : index
      %606 = arith.cmpi ult, %604, %c136 : index
      %607 = arith.andi %605, %606 : i1
      %608 = scf.if %607 -> (f16) {
        %1971 = memref.load %arg2[%604] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %603, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %609 = vector.extract %233#7[1, 1] : f32 from vector<2x2xf32>
      %610 = arith.addi %601, %c1 : index
      %611 = arith.addi %7, %610 : index
      %612 = arith.cmpi ult, %602, %c200 : index
      %613 = arith.cmpi ult, %611, %c136 : index
      %614 = arith.andi %612, %613 : i1
      %615 = scf.if %614 -> (f16) {
        %1971 = memref.load %arg2[%611] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %609, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %616 = vector.from_elements %608, %615 : vector<2xf16>
      %617 = arith.addi %237, %c8_10 : index
      %618 = arith.addi %617, %240 : index
      %619 = arith.addi %239, %c56_5 : index
      %620 = arith.muli %241, %c2_13 : index
      %621 = arith.addi %619, %620 : index
      vector.store %616, %alloc_20[%618, %621] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %622 = arith.addi %11, %c16 : index
      %623 = arith.addi %622, %14 : index
      %624 = arith.muli %15, %c2 : index
      %625 = arith.addi %13, %624 : index
      %626 = arith.addi %6, %623 : index
      %627 = vector.extract %233#8[0, 0] : f32 from vector<2x2xf32>
      %628 = arith.addi %7, %625 : index
      %629 = arith.cmpi ult, %626, %c200 : index
      %630 = arith.cmpi ult, %628, %c136 : index
      %631 = arith.andi %629, %630 : i1
      %632 = scf.if %631 -> (f16) {
        %1971 = memref.load %arg2[%628] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %627, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %633 = vector.extract %233#8[0, 1] : f32 from vector<2x2xf32>
      %634 = arith.addi %625, %c1 : index
      %635 = arith.addi %7, %634 : index
      %636 = arith.cmpi ult, %626, %c200 : index
      %637 = arith.cmpi ult, %635, %c136 : index
      %638 = arith.andi %636, %637 : i1
      %639 = scf.if %638 -> (f16) {
        %1971 = memref.load %arg2[%635] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %633, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %640 = vector.from_elements %632, %639 : vector<2xf16>
      %641 = arith.addi %237, %c16_9 : index
      %642 = arith.addi %641, %240 : index
      %643 = arith.muli %241, %c2_13 : index
      %644 = arith.addi %239, %643 : index
      vector.store %640, %alloc_20[%642, %644] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %645 = arith.addi %11, %c24 : index
      %646 = arith.addi %645, %14 : index
      %647 = arith.muli %15, %c2 : index
      %648 = arith.addi %13, %647 : index
      %649 = arith.addi %6, %646 : index
      %650 = vector.extract %233#8[1, 0] : f32 from vector<2x2xf32>
      %651 = arith.addi %7, %648 : index
      %652 = arith.cmpi ult, %649, %c200 : index
      %653 = arith.cmpi ult, %651, %c136 : index
      %654 = arith.andi %652, %653 : i1
      %655 = scf.if %654 -> (f16) {
        %1971 = memref.load %arg2[%651] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %650, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %656 = vector.extract %233#8[1, 1] : f32 from vector<2x2xf32>
      %657 = arith.addi %648, %c1 : index
      %658 = arith.addi %7, %657 : index
      %659 = arith.cmpi ult, %649, %c200 : index
      %660 = arith.cmpi ult, %658, %c136 : index
      %661 = arith.andi %659, %660 : i1
      %662 = scf.if %661 -> (f16) {
        %1971 = memref.load %arg2[%658] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %656, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %663 = vector.from_elements %655, %662 : vector<2xf16>
      %664 = arith.addi %237, %c24_8 : index
      %665 = arith.addi %664, %240 : index
      %666 = arith.muli %241, %c2_13 : index
      %667 = arith.addi %239, %666 : index
      vector.store %663, %alloc_20[%665, %667] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %668 = arith.addi %11, %c16 : index
      %669 = arith.addi %668, %14 : index
      %670 = arith.addi %13, %c8 : index
      %671 = arith.muli %15, %c2 : index
      %672 = arith.addi %670, %671 : index
      %673 = arith.addi %6, %669 : index
      %674 = vector.extract %233#9[0, 0] : f32 from vector<2x2xf32>
      %675 = arith.addi %7, %672 : index
      %676 = arith.cmpi ult, %673, %c200 : index
      %677 = arith.cmpi ult, %675, %c136 : index
      %678 = arith.andi %676, %677 : i1
      %679 = scf.if %678 -> (f16) {
        %1971 = memref.load %arg2[%675] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %674, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %680 = vector.extract %233#9[0, 1] : f32 from vector<2x2xf32>
      %681 = arith.addi %672, %c1 : index
      %682 = arith.addi %7, %681 : index
      %683 = arith.cmpi ult, %673, %c200 : index
      %684 = arith.cmpi ult, %682, %c136 : index
      %685 = arith.andi %683, %684 : i1
      %686 = scf.if %685 -> (f16) {
        %1971 = memref.load %arg2[%682] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %680, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %687 = vector.from_elements %679, %686 : vector<2xf16>
      %688 = arith.addi %237, %c16_9 : index
      %689 = arith.addi %688, %240 : index
      %690 = arith.addi %239, %c8_10 : index
      %691 = arith.muli %241, %c2_13 : index
      %692 = arith.addi %690, %691 : index
      vector.store %687, %alloc_20[%689, %692] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %693 = arith.addi %11, %c24 : index
      %694 = arith.addi %693, %14 : index
      %695 = arith.addi %13, %c8 : index
      %696 = arith.muli %15, %c2 : index
      %697 = arith.addi %695, %696 : index
      %698 = arith.addi %6, %694 : index
      %699 = vector.extract %233#9[1, 0] : f32 from vector<2x2xf32>
      %700 = arith.addi %7, %697 : index
      %701 = arith.cmpi ult, %698, %c200 : index
      %702 = arith.cmpi ult, %700, %c136 : index
      %703 = arith.andi %701, %702 : i1
      %704 = scf.if %703 -> (f16) {
        %1971 = memref.load %arg2[%700] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %699, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %705 = vector.extract %233#9[1, 1] : f32 from vector<2x2xf32>
      %706 = arith.addi %697, %c1 : index
      %707 = arith.addi %7, %706 : index
      %708 = arith.cmpi ult, %698, %c200 : index
      %709 = arith.cmpi ult, %707, %c136 : index
      %710 = arith.andi %708, %709 : i1
      %711 = scf.if %710 -> (f16) {
        %1971 = memref.load %arg2[%707] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %705, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %712 = vector.from_elements %704, %711 : vector<2xf16>
      %713 = arith.addi %237, %c24_8 : index
      %714 = arith.addi %713, %240 : index
      %715 = arith.addi %239, %c8_10 : index
      %716 = arith.muli %241, %c2_13 : index
      %717 = arith.addi %715, %716 : index
      vector.store %712, %alloc_20[%714, %717] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %718 = arith.addi %11, %c16 : index
      %719 = arith.addi %718, %14 : index
      %720 = arith.addi %13, %c16 : index
      %721 = arith.muli %15, %c2 : index
      %722 = arith.addi %720, %721 : index
      %723 = arith.addi %6, %719 : index
      %724 = vector.extract %233#10[0, 0] : f32 from vector<2x2xf32>
      %725 = arith.addi %7, %722 : index
      %726 = arith.cmpi ult, %723, %c200 : index
      %727 = arith.cmpi ult, %725, %c136 : index
      %728 = arith.andi %726, %727 : i1
      %729 = scf.if %728 -> (f16) {
        %1971 = memref.load %arg2[%725] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %724, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %730 = vector.extract %233#10[0, 1] : f32 from vector<2x2xf32>
      %731 = arith.addi %722, %c1 : index
      %732 = arith.addi %7, %731 : index
      %733 = arith.cmpi ult, %723, %c200 : index
      %734 = arith.cmpi ult, %732, %c136 : index
      %735 = arith.andi %733, %734 : i1
      %736 = scf.if %735 -> (f16) {
        %1971 = memref.load %arg2[%732] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %730, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %737 = vector.from_elements %729, %736 : vector<2xf16>
      %738 = arith.addi %237, %c16_9 : index
      %739 = arith.addi %738, %240 : index
      %740 = arith.addi %239, %c16_9 : index
      %741 = arith.muli %241, %c2_13 : index
      %742 = arith.addi %740, %741 : index
      vector.store %737, %alloc_20[%739, %742] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %743 = arith.addi %11, %c24 : index
      %744 = arith.addi %743, %14 : index
      %745 = arith.addi %13, %c16 : index
      %746 = arith.muli %15, %c2 : index
      %747 = arith.addi %745, %746 : index
      %748 = arith.addi %6, %744 : index
      %749 = vector.extract %233#10[1, 0] : f32 from vector<2x2xf32>
      %750 = arith.addi %7, %747 : index
      %751 = arith.cmpi ult, %748, %c200 : index
      %752 = arith.cmpi ult, %750, %c136 : index
      %753 = arith.andi %751, %752 : i1
      %754 = scf.if %753 -> (f16) {
        %1971 = memref.load %arg2[%750] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %749, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %755 = vector.extract %233#10[1, 1] : f32 from vector<2x2xf32>
      %756 = arith.addi %747, %c1 : index
      %757 = arith.addi %7, %756 : index
      %758 = arith.cmpi ult, %748, %c200 : index
      %759 = arith.cmpi ult, %757, %c136 : index
      %760 = arith.andi %758, %759 : i1
      %761 = scf.if %760 -> (f16) {
        %1971 = memref.load %arg2[%757] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %755, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %762 = vector.from_elements %754, %761 : vector<2xf16>
      %763 = arith.addi %237, %c24_8 : index
      %764 = arith.addi %763, %240 : index
      %765 = arith.addi %239, %c16_9 : index
      %766 = arith.muli %241, %c2_13 : index
      %767 = arith.addi %765, %766 : index
      vector.store %762, %alloc_20[%764, %767] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %768 = arith.addi %11, %c16 : index
      %769 = arith.addi %768, %14 : index
      %770 = arith.addi %13, %c24 : index
      %771 = arith.muli %15, %c2 : index
      %772 = arith.addi %770, %771 : index
      %773 = arith.addi %6, %769 : index
      %774 = vector.extract %233#11[0, 0] : f32 from vector<2x2xf32>
      %775 = arith.addi %7, %772 : index
      %776 = arith.cmpi ult, %773, %c200 : index
      %777 = arith.cmpi ult, %775, %c136 : index
      %778 = arith.andi %776, %777 : i1
      %779 = scf.if %778 -> (f16) {
        %1971 = memref.load %arg2[%775] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %774, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %780 = vector.extract %233#11[0, 1] : f32 from vector<2x2xf32>
      %781 = arith.addi %772, %c1 : index
      %782 = arith.addi %7, %781 : index
      %783 = arith.cmpi ult, %773, %c200 : index
      %784 = arith.cmpi ult, %782, %c136 : index
      %785 = arith.andi %783, %784 : i1
      %786 = scf.if %785 -> (f16) {
        %1971 = memref.load %arg2[%782] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %780, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %787 = vector.from_elements %779, %786 : vector<2xf16>
      %788 = arith.addi %237, %c16_9 : index
      %789 = arith.addi %788, %240 : index
      %790 = arith.addi %239, %c24_8 : index
      %791 = arith.muli %241, %c2_13 : index
      %792 = arith.addi %790, %791 : index
      vector.store %787, %alloc_20[%789, %792] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %793 = arith.addi %11, %c24 : index
      %794 = arith.addi %793, %14 : index
      %795 = arith.addi %13, %c24 : index
      %796 = arith.muli %15, %c2 : index
      %797 = arith.addi %795, %796 : index
      %798 = arith.addi %6, %794 : index
      %799 = vector.extract %233#11[1, 0] : f32 from vector<2x2xf32>
      %800 = arith.addi %7, %797 : index
      %801 = arith.cmpi ult, %798, %c200 : index
      %802 = arith.cmpi ult, %800, %c136 : index
      %803 = arith.andi %801, %802 : i1
      %804 = scf.if %803 -> (f16) {
        %1971 = memref.load %arg2[%800] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %799, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %805 = vector.extract %233#11[1, 1] : f32 from vector<2x2xf32>
      %806 = arith.addi %797, %c1 : index
      %807 = arith.addi %7, %806 : index
      %808 = arith.cmpi ult, %798, %c200 : index
      %809 = arith.cmpi ult, %807, %c136 : index
      %810 = arith.andi %808, %809 : i1
      %811 = scf.if %810 -> (f16) {
        %1971 = memref.load %arg2[%807] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %805, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %812 = vector.from_elements %804, %811 : vector<2xf16>
      %813 = arith.addi %237, %c24_8 : index
      %814 = arith.addi %813, %240 : index
      %815 = arith.addi %239, %c24_8 : index
      %816 = arith.muli %241, %c2_13 : index
      %817 = arith.addi %815, %816 : index
      vector.store %812, %alloc_20[%814, %817] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %818 = arith.addi %11, %c16 : index
      %819 = arith.addi %818, %14 : index
      %820 = arith.addi %13, %c32 : index
      %821 = arith.muli %15, %c2 : index
      %822 = arith.addi %820, %821 : index
      %823 = arith.addi %6, %819 : index
      %824 = vector.extract %233#12[0, 0] : f32 from vector<2x2xf32>
      %825 = arith.addi %7, %822 : index
      %826 = arith.cmpi ult, %823, %c200 : index
      %827 = arith.cmpi ult, %825, %c136 : index
      %828 = arith.andi %826, %827 : i1
      %829 = scf.if %828 -> (f16) {
        %1971 = memref.load %arg2[%825] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %824, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %830 = vector.extract %233#12[0, 1] : f32 from vector<2x2xf32>
      %831 = arith.addi %822, %c1 : index
      %832 = arith.addi %7, %831 : index
      %833 = arith.cmpi ult, %823, %c200 : index
      %834 = arith.cmpi ult, %832, %c136 : index
      %835 = arith.andi %833, %834 : i1
      %836 = scf.if %835 -> (f16) {
        %1971 = memref.load %arg2[%832] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %830, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %837 = vector.from_elements %829, %836 : vector<2xf16>
      %838 = arith.addi %237, %c16_9 : index
      %839 = arith.addi %838, %240 : index
      %840 = arith.addi %239, %c32_14 : index
      %841 = arith.muli %241, %c2_13 : index
      %842 = arith.addi %840, %841 : index
      vector.store %837, %alloc_20[%839, %842] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %843 = arith.addi %11, %c24 : index
      %844 = arith.addi %843, %14 : index
      %845 = arith.addi %13, %c32 : index
      %846 = arith.muli %15, %c2 : index
      %847 = arith.addi %845, %846 : index
      %848 = arith.addi %6, %844 : index
      %849 = vector.extract %233#12[1, 0] : f32 from vector<2x2xf32>
      %850 = arith.addi %7, %847 : index
      %851 = arith.cmpi ult, %848, %c200 : index
      %852 = arith.cmpi ult, %850, %c136 : index
      %853 = arith.andi %851, %852 : i1
      %854 = scf.if %853 -> (f16) {
        %1971 = memref.load %arg2[%850] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %849, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %855 = vector.extract %233#12[1, 1] : f32 from vector<2x2xf32>
      %856 = arith.addi %847, %c1 : index
      %857 = arith.addi %7, %856 : index
      %858 = arith.cmpi ult, %848, %c200 : index
      %859 = arith.cmpi ult, %857, %c136 : index
      %860 = arith.andi %858, %859 : i1
      %861 = scf.if %860 -> (f16) {
        %1971 = memref.load %arg2[%857] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %855, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %862 = vector.from_elements %854, %861 : vector<2xf16>
      %863 = arith.addi %237, %c24_8 : index
      %864 = arith.addi %863, %240 : index
      %865 = arith.addi %239, %c32_14 : index
      %866 = arith.muli %241, %c2_13 : index
      %867 = arith.addi %865, %866 : index
      vector.store %862, %alloc_20[%864, %867] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %868 = arith.addi %11, %c16 : index
      %869 = arith.addi %868, %14 : index
      %870 = arith.addi %13, %c40 : index
      %871 = arith.muli %15, %c2 : index
      %872 = arith.addi %870, %871 : index
      %873 = arith.addi %6, %869 : index
      %874 = vector.extract %233#13[0, 0] : f32 from vector<2x2xf32>
      %875 = arith.addi %7, %872 : index
      %876 = arith.cmpi ult, %873, %c200 : index
      %877 = arith.cmpi ult, %875, %c136 : index
      %878 = arith.andi %876, %877 : i1
      %879 = scf.if %878 -> (f16) {
        %1971 = memref.load %arg2[%875] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %874, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %880 = vector.extract %233#13[0, 1] : f32 from vector<2x2xf32>
      %881 = arith.addi %872, %c1 : index
      %882 = arith.addi %7, %881 : index
      %883 = arith.cmpi ult, %873, %c200 : index
      %884 = arith.cmpi ult, %882, %c136 : index
      %885 = arith.andi %883, %884 : i1
      %886 = scf.if %885 -> (f16) {
        %1971 = memref.load %arg2[%882] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %880, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %887 = vector.from_elements %879, %886 : vector<2xf16>
      %888 = arith.addi %237, %c16_9 : index
      %889 = arith.addi %888, %240 : index
      %890 = arith.addi %239, %c40_7 : index
      %891 = arith.muli %241, %c2_13 : index
      %892 = arith.addi %890, %891 : index
      vector.store %887, %alloc_20[%889, %892] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %893 = arith.addi %11, %c24 : index
      %894 = arith.addi %893, %14 : index
      %895 = arith.addi %13, %c40 : index
      %896 = arith.muli %15, %c2 : index
      %897 = arith.addi %895, %896 : index
      %898 = arith.addi %6, %894 : index
      %899 = vector.extract %233#13[1, 0] : f32 from vector<2x2xf32>
      %900 = arith.addi %7, %897 : index
      %901 = arith.cmpi ult, %898, %c200 : index
      %902 = arith.cmpi ult, %900, %c136 : index
      %903 = arith.andi %901, %902 : i1
      %904 = scf.if %903 -> (f16) {
        %1971 = memref.load %arg2[%900] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %899, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %905 = vector.extract %233#13[1, 1] : f32 from vector<2x2xf32>
      %906 = arith.addi %897, %c1 : index
      %907 = arith.addi %7, %906 : index
      %908 = arith.cmpi ult, %898, %c200 : index
      %909 = arith.cmpi ult, %907, %c136 : index
      %910 = arith.andi %908, %909 : i1
      %911 = scf.if %910 -> (f16) {
        %1971 = memref.load %arg2[%907] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %905, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %912 = vector.from_elements %904, %911 : vector<2xf16>
      %913 = arith.addi %237, %c24_8 : index
      %914 = arith.addi %913, %240 : index
      %915 = arith.addi %239, %c40_7 : index
      %916 = arith.muli %241, %c2_13 : index
      %917 = arith.addi %915, %916 : index
      vector.store %912, %alloc_20[%914, %917] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %918 = arith.addi %11, %c16 : index
      %919 = arith.addi %918, %14 : index
      %920 = arith.addi %13, %c48 : index
      %921 = arith.muli %15, %c2 : index
      %922 = arith.addi %920, %921 : index
      %923 = arith.addi %6, %919 : index
      %924 = vector.extract %233#14[0, 0] : f32 from vector<2x2xf32>
      %925 = arith.addi %7, %922 : index
      %926 = arith.cmpi ult, %923, %c200 : index
      %927 = arith.cmpi ult, %925, %c136 : index
      %928 = arith.andi %926, %927 : i1
      %929 = scf.if %928 -> (f16) {
        %1971 = memref.load %arg2[%925] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %924, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %930 = vector.extract %233#14[0, 1] : f32 from vector<2x2xf32>
      %931 = arith.addi %922, %c1 : index
      %932 = arith.addi %7, %931 : index
      %933 = arith.cmpi ult, %923, %c200 : index
      %934 = arith.cmpi ult, %932, %c136 : index
      %935 = arith.andi %933, %934 : i1
      %936 = scf.if %935 -> (f16) {
        %1971 = memref.load %arg2[%932] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %930, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %937 = vector.from_elements %929, %936 : vector<2xf16>
      %938 = arith.addi %237, %c16_9 : index
      %939 = arith.addi %938, %240 : index
      %940 = arith.addi %239, %c48_6 : index
      %941 = arith.muli %241, %c2_13 : index
      %942 = arith.addi %940, %941 : index
      vector.store %937, %alloc_20[%939, %942] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %943 = arith.addi %11, %c24 : index
      %944 = arith.addi %943, %14 : index
      %945 = arith.addi %13, %c48 : index
      %946 = arith.muli %15, %c2 : index
      %947 = arith.addi %945, %946 : index
      %948 = arith.addi %6, %944 : index
      %949 = vector.extract %233#14[1, 0] : f32 from vector<2x2xf32>
      %950 = arith.addi %7, %947 : index
      %951 = arith.cmpi ult, %948, %c200 : index
      %952 = arith.cmpi ult, %950, %c136 : index
      %953 = arith.andi %951, %952 : i1
      %954 = scf.if %953 -> (f16) {
        %1971 = memref.load %arg2[%950] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %949, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %955 = vector.extract %233#14[1, 1] : f32 from vector<2x2xf32>
      %956 = arith.addi %947, %c1 : index
      %957 = arith.addi %7, %956 : index
      %958 = arith.cmpi ult, %948, %c200 : index
      %959 = arith.cmpi ult, %957, %c136 : index
      %960 = arith.andi %958, %959 : i1
      %961 = scf.if %960 -> (f16) {
        %1971 = memref.load %arg2[%957] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %955, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %962 = vector.from_elements %954, %961 : vector<2xf16>
      %963 = arith.addi %237, %c24_8 : index
      %964 = arith.addi %963, %240 : index
      %965 = arith.addi %239, %c48_6 : index
      %966 = arith.muli %241, %c2_13 : index
      %967 = arith.addi %965, %966 : index
      vector.store %962, %alloc_20[%964, %967] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %968 = arith.addi %11, %c16 : index
      %969 = arith.addi %968, %14 : index
      %970 = arith.addi %13, %c56 : index
      %971 = arith.muli %15, %c2 : index
      %972 = arith.addi %970, %971 : index
      %973 = arith.addi %6, %969 : index
      %974 = vector.extract %233#15[0, 0] : f32 from vector<2x2xf32>
      %975 = arith.addi %7, %972 : index
      %976 = arith.cmpi ult, %973, %c200 : index
      %977 = arith.cmpi ult, %975, %c136 : index
      %978 = arith.andi %976, %977 : i1
      %979 = scf.if %978 -> (f16) {
        %1971 = memref.load %arg2[%975] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %974, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %980 = vector.extract %233#15[0, 1] : f32 from vector<2x2xf32>
      %981 = arith.addi %972, %c1 : index
      %982 = arith.addi %7, %981 : index
      %983 = arith.cmpi ult, %973, %c200 : index
      %984 = arith.cmpi ult, %982, %c136 : index
      %985 = arith.andi %983, %984 : i1
      %986 = scf.if %985 -> (f16) {
        %1971 = memref.load %arg2[%982] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %980, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %987 = vector.from_elements %979, %986 : vector<2xf16>
      %988 = arith.addi %237, %c16_9 : index
      %989 = arith.addi %988, %240 : index
      %990 = arith.addi %239, %c56_5 : index
      %991 = arith.muli %241, %c2_13 : index
      %992 = arith.addi %990, %991 : index
      vector.store %987, %alloc_20[%989, %992] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %993 = arith.addi %11, %c24 : index
      %994 = arith.addi %993, %14 : index
      %995 = arith.addi %13, %c56 : index
      %996 = arith.muli %15, %c2 : index
      %997 = arith.addi %995, %996 : index
      %998 = arith.addi %6, %994 : index
      %999 = vector.extract %233#15[1, 0] : f32 from vector<2x2xf32>
      %1000 = arith.addi %7, %997 : index
      %1001 = arith.cmpi ult, %998, %c200 : index
      %1002 = arith.cmpi ult, %1000, %c136 : index
      %1003 = arith.andi %1001, %1002 : i1
      %1004 = scf.if %1003 -> (f16) {
        %1971 = memref.load %arg2[%1000] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %999, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1005 = vector.extract %233#15[1, 1] : f32 from vector<2x2xf32>
      %1006 = arith.addi %997, %c1 : index
      %1007 = arith.addi %7, %1006 : index
      %1008 = arith.cmpi ult, %998, %c200 : index
      %1009 = arith.cmpi ult, %1007, %c136 : index
      %1010 = arith.andi %1008, %1009 : i1
      %1011 = scf.if %1010 -> (f16) {
        %1971 = memref.load %arg2[%1007] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1005, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1012 = vector.from_elements %1004, %1011 : vector<2xf16>
      %1013 = arith.addi %237, %c24_8 : index
      %1014 = arith.addi %1013, %240 : index
      %1015 = arith.addi %239, %c56_5 : index
      %1016 = arith.muli %241, %c2_13 : index
      %1017 = arith.addi %1015, %1016 : index
      vector.store %1012, %alloc_20[%1014, %1017] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1018 = arith.addi %11, %c32 : index
      %1019 = arith.addi %1018, %14 : index
      %1020 = arith.muli %15, %c2 : index
      %1021 = arith.addi %13, %1020 : index
      %1022 = arith.addi %6, %1019 : index
      %1023 = vector.extract %233#16[0, 0] : f32 from vector<2x2xf32>
      %1024 = arith.addi %7, %1021 : index
      %1025 = arith.cmpi ult, %1022, %c200 : index
      %1026 = arith.cmpi ult, %1024, %c136 : index
      %1027 = arith.andi %1025, %1026 : i1
      %1028 = scf.if %1027 -> (f16) {
        %1971 = memref.load %arg2[%1024] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1023, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1029 = vector.extract %233#16[0, 1] : f32 from vector<2x2xf32>
      %1030 = arith.addi %1021, %c1 : index
      %1031 = arith.addi %7, %1030 : index
      %1032 = arith.cmpi ult, %1022, %c200 : index
      %1033 = arith.cmpi ult, %1031, %c136 : index
      %1034 = arith.andi %1032, %1033 : i1
      %1035 = scf.if %1034 -> (f16) {
        %1971 = memref.load %arg2[%1031] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1029, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1036 = vector.from_elements %1028, %1035 : vector<2xf16>
      %1037 = arith.addi %237, %c32_14 : index
      %1038 = arith.addi %1037, %240 : index
      %1039 = arith.muli %241, %c2_13 : index
      %1040 = arith.addi %239, %1039 : index
      vector.store %1036, %alloc_20[%1038, %1040] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1041 = arith.addi %11, %c40 : index
      %1042 = arith.addi %1041, %14 : index
      %1043 = arith.muli %15, %c2 : index
      %1044 = arith.addi %13, %1043 : index
      %1045 = arith.addi %6, %1042 : index
      %1046 = vector.extract %233#16[1, 0] : f32 from vector<2x2xf32>
      %1047 = arith.addi %7, %1044 : index
      %1048 = arith.cmpi ult, %1045, %c200 : index
      %1049 = arith.cmpi ult, %1047, %c136 : index
      %1050 = arith.andi %1048, %1049 : i1
      %1051 = scf.if %1050 -> (f16) {
        %1971 = memref.load %arg2[%1047] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1046, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1052 = vector.extract %233#16[1, 1] : f32 from vector<2x2xf32>
      %1053 = arith.addi %1044, %c1 : index
      %1054 = arith.addi %7, %1053 : index
      %1055 = arith.cmpi ult, %1045, %c200 : index
      %1056 = arith.cmpi ult, %1054, %c136 : index
      %1057 = arith.andi %1055, %1056 : i1
      %1058 = scf.if %1057 -> (f16) {
        %1971 = memref.load %arg2[%1054] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1052, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1059 = vector.from_elements %1051, %1058 : vector<2xf16>
      %1060 = arith.addi %237, %c40_7 : index
      %1061 = arith.addi %1060, %240 : index
      %1062 = arith.muli %241, %c2_13 : index
      %1063 = arith.addi %239, %1062 : index
      vector.store %1059, %alloc_20[%1061, %1063] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1064 = arith.addi %11, %c32 : index
      %1065 = arith.addi %1064, %14 : index
      %1066 = arith.addi %13, %c8 : index
      %1067 = arith.muli %15, %c2 : index
      %1068 = arith.addi %1066, %1067 : index
      %1069 = arith.addi %6, %1065 : index
      %1070 = vector.extract %233#17[0, 0] : f32 from vector<2x2xf32>
      %1071 = arith.addi %7, %1068 : index
      %1072 = arith.cmpi ult, %1069, %c200 : index
      %1073 = arith.cmpi ult, %1071, %c136 : index
      %1074 = arith.andi %1072, %1073 : i1
      %1075 = scf.if %1074 -> (f16) {
        %1971 = memref.load %arg2[%1071] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1070, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1076 = vector.extract %233#17[0, 1] : f32 from vector<2x2xf32>
      %1077 = arith.addi %1068, %c1 : index
      %1078 = arith.addi %7, %1077 : index
      %1079 = arith.cmpi ult, %1069, %c200 : index
      %1080 = arith.cmpi ult, %1078, %c136 : index
      %1081 = arith.andi %1079, %1080 : i1
      %1082 = scf.if %1081 -> (f16) {
        %1971 = memref.load %arg2[%1078] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1076, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1083 = vector.from_elements %1075, %1082 : vector<2xf16>
      %1084 = arith.addi %237, %c32_14 : index
      %1085 = arith.addi %1084, %240 : index
      %1086 = arith.addi %239, %c8_10 : index
      %1087 = arith.muli %241, %c2_13 : index
      %1088 = arith.addi %1086, %1087 : index
      vector.store %1083, %alloc_20[%1085, %1088] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1089 = arith.addi %11, %c40 : index
      %1090 = arith.addi %1089, %14 : index
      %1091 = arith.addi %13, %c8 : index
      %1092 = arith.muli %15, %c2 : index
      %1093 = arith.addi %1091, %1092 : index
      %1094 = arith.addi %6, %1090 : index
      %1095 = vector.extract %233#17[1, 0] : f32 from vector<2x2xf32>
      %1096 = arith.addi %7, %1093 : index
      %1097 = arith.cmpi ult, %1094, %c200 : index
      %1098 = arith.cmpi ult, %1096, %c136 : index
      %1099 = arith.andi %1097, %1098 : i1
      %1100 = scf.if %1099 -> (f16) {
        %1971 = memref.load %arg2[%1096] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1095, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1101 = vector.extract %233#17[1, 1] : f32 from vector<2x2xf32>
      %1102 = arith.addi %1093, %c1 : index
      %1103 = arith.addi %7, %1102 : index
      %1104 = arith.cmpi ult, %1094, %c200 : index
      %1105 = arith.cmpi ult, %1103, %c136 : index
      %1106 = arith.andi %1104, %1105 : i1
      %1107 = scf.if %1106 -> (f16) {
        %1971 = memref.load %arg2[%1103] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1101, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1108 = vector.from_elements %1100, %1107 : vector<2xf16>
      %1109 = arith.addi %237, %c40_7 : index
      %1110 = arith.addi %1109, %240 : index
      %1111 = arith.addi %239, %c8_10 : index
      %1112 = arith.muli %241, %c2_13 : index
      %1113 = arith.addi %1111, %1112 : index
      vector.store %1108, %alloc_20[%1110, %1113] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1114 = arith.addi %11, %c32 : index
      %1115 = arith.addi %1114, %14 : index
      %1116 = arith.addi %13, %c16 : index
      %1117 = arith.muli %15, %c2 : index
      %1118 = arith.addi %1116, %1117 : index
      %1119 = arith.addi %6, %1115 : index
      %1120 = vector.extract %233#18[0, 0] : f32 from vector<2x2xf32>
      %1121 = arith.addi %7, %1118 : index
      %1122 = arith.cmpi ult, %1119, %c200 : index
      %1123 = arith.cmpi ult, %1121, %c136 : index
      %1124 = arith.andi %1122, %1123 : i1
      %1125 = scf.if %1124 -> (f16) {
        %1971 = memref.load %arg2[%1121] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1120, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1126 = vector.extract %233#18[0, 1] : f32 from vector<2x2xf32>
      %1127 = arith.addi %1118, %c1 : index
      %1128 = arith.addi %7, %1127 : index
      %1129 = arith.cmpi ult, %1119, %c200 : index
      %1130 = arith.cmpi ult, %1128, %c136 : index
      %1131 = arith.andi %1129, %1130 : i1
      %1132 = scf.if %1131 -> (f16) {
        %1971 = memref.load %arg2[%1128] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1126, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1133 = vector.from_elements %1125, %1132 : vector<2xf16>
      %1134 = arith.addi %237, %c32_14 : index
      %1135 = arith.addi %1134, %240 : index
      %1136 = arith.addi %239, %c16_9 : index
      %1137 = arith.muli %241, %c2_13 : index
      %1138 = arith.addi %1136, %1137 : index
      vector.store %1133, %alloc_20[%1135, %1138] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1139 = arith.addi %11, %c40 : index
      %1140 = arith.addi %1139, %14 : index
      %1141 = arith.addi %13, %c16 : index
      %1142 = arith.muli %15, %c2 : index
      %1143 = arith.addi %1141, %1142 : index
      %1144 = arith.addi %6, %1140 : index
      %1145 = vector.extract %233#18[1, 0] : f32 from vector<2x2xf32>
      %1146 = arith.addi %7, %1143 : index
      %1147 = arith.cmpi ult, %1144, %c200 : index
      %1148 = arith.cmpi ult, %1146, %c136 : index
      %1149 = arith.andi %1147, %1148 : i1
      %1150 = scf.if %1149 -> (f16) {
        %1971 = memref.load %arg2[%1146] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1145, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1151 = vector.extract %233#18[1, 1] : f32 from vector<2x2xf32>
      %1152 = arith.addi %1143, %c1 : index
      %1153 = arith.addi %7, %1152 : index
      %1154 = arith.cmpi ult, %1144, %c200 : index
      %1155 = arith.cmpi ult, %1153, %c136 : index
      %1156 = arith.andi %1154, %1155 : i1
      %1157 = scf.if %1156 -> (f16) {
        %1971 = memref.load %arg2[%1153] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1151, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1158 = vector.from_elements %1150, %1157 : vector<2xf16>
      %1159 = arith.addi %237, %c40_7 : index
      %1160 = arith.addi %1159, %240 : index
      %1161 = arith.addi %239, %c16_9 : index
      %1162 = arith.muli %241, %c2_13 : index
      %1163 = arith.addi %1161, %1162 : index
      vector.store %1158, %alloc_20[%1160, %1163] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1164 = arith.addi %11, %c32 : index
      %1165 = arith.addi %1164, %14 : index
      %1166 = arith.addi %13, %c24 : index
      %1167 = arith.muli %15, %c2 : index
      %1168 = arith.addi %1166, %1167 : index
      %1169 = arith.addi %6, %1165 : index
      %1170 = vector.extract %233#19[0, 0] : f32 from vector<2x2xf32>
      %1171 = arith.addi %7, %1168 : index
      %1172 = arith.cmpi ult, %1169, %c200 : index
      %1173 = arith.cmpi ult, %1171, %c136 : index
      %1174 = arith.andi %1172, %1173 : i1
      %1175 = scf.if %1174 -> (f16) {
        %1971 = memref.load %arg2[%1171] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1170, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1176 = vector.extract %233#19[0, 1] : f32 from vector<2x2xf32>
      %1177 = arith.addi %1168, %c1 : index
      %1178 = arith.addi %7, %1177 : index
      %1179 = arith.cmpi ult, %1169, %c200 : index
      %1180 = arith.cmpi ult, %1178, %c136 : index
      %1181 = arith.andi %1179, %1180 : i1
      %1182 = scf.if %1181 -> (f16) {
        %1971 = memref.load %arg2[%1178] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1176, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1183 = vector.from_elements %1175, %1182 : vector<2xf16>
      %1184 = arith.addi %237, %c32_14 : index
      %1185 = arith.addi %1184, %240 : index
      %1186 = arith.addi %239, %c24_8 : index
      %1187 = arith.muli %241, %c2_13 : index
      %1188 = arith.addi %1186, %1187 : index
      vector.store %1183, %alloc_20[%1185, %1188] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1189 = arith.addi %11, %c40 : index
      %1190 = arith.addi %1189, %14 : index
      %1191 = arith.addi %13, %c24 : index
      %1192 = arith.muli %15, %c2 : index
      %1193 = arith.addi %1191, %1192 : index
      %1194 = arith.addi %6, %1190 : index
      %1195 = vector.extract %233#19[1, 0] : f32 from vector<2x2xf32>
      %1196 = arith.addi %7, %1193 : index
      %1197 = arith.cmpi ult, %1194, %c200 : index
      %1198 = arith.cmpi ult, %1196, %c136 : index
      %1199 = arith.andi %1197, %1198 : i1
      %1200 = scf.if %1199 -> (f16) {
        %1971 = memref.load %arg2[%1196] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1195, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1201 = vector.extract %233#19[1, 1] : f32 from vector<2x2xf32>
      %1202 = arith.addi %1193, %c1 : index
      %1203 = arith.addi %7, %1202 : index
      %1204 = arith.cmpi ult, %1194, %c200 : index
      %1205 = arith.cmpi ult, %1203, %c136 : index
      %1206 = arith.andi %1204, %1205 : i1
      %1207 = scf.if %1206 -> (f16) {
        %1971 = memref.load %arg2[%1203] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1201, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1208 = vector.from_elements %1200, %1207 : vector<2xf16>
      %1209 = arith.addi %237, %c40_7 : index
      %1210 = arith.addi %1209, %240 : index
      %1211 = arith.addi %239, %c24_8 : index
      %1212 = arith.muli %241, %c2_13 : index
      %1213 = arith.addi %1211, %1212 : index
      vector.store %1208, %alloc_20[%1210, %1213] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1214 = arith.addi %11, %c32 : index
      %1215 = arith.addi %1214, %14 : index
      %1216 = arith.addi %13, %c32 : index
      %1217 = arith.muli %15, %c2 : index
      %1218 = arith.addi %1216, %1217 : index
      %1219 = arith.addi %6, %1215 : index
      %1220 = vector.extract %233#20[0, 0] : f32 from vector<2x2xf32>
      %1221 = arith.addi %7, %1218 : index
      %1222 = arith.cmpi ult, %1219, %c200 : index
      %1223 = arith.cmpi ult, %1221, %c136 : index
      %1224 = arith.andi %1222, %1223 : i1
      %1225 = scf.if %1224 -> (f16) {
        %1971 = memref.load %arg2[%1221] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1220, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1226 = vector.extract %233#20[0, 1] : f32 from vector<2x2xf32>
      %1227 = arith.addi %1218, %c1 : index
      %1228 = arith.addi %7, %1227 : index
      %1229 = arith.cmpi ult, %1219, %c200 : index
      %1230 = arith.cmpi ult, %1228, %c136 : index
      %1231 = arith.andi %1229, %1230 : i1
      %1232 = scf.if %1231 -> (f16) {
        %1971 = memref.load %arg2[%1228] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1226, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1233 = vector.from_elements %1225, %1232 : vector<2xf16>
      %1234 = arith.addi %237, %c32_14 : index
      %1235 = arith.addi %1234, %240 : index
      %1236 = arith.addi %239, %c32_14 : index
      %1237 = arith.muli %241, %c2_13 : index
      %1238 = arith.addi %1236, %1237 : index
      vector.store %1233, %alloc_20[%1235, %1238] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1239 = arith.addi %11, %c40 : index
      %1240 = arith.addi %1239, %14 : index
      %1241 = arith.addi %13, %c32 : index
      %1242 = arith.muli %15, %c2 : index
      %1243 = arith.addi %1241, %1242 : index
      %1244 = arith.addi %6, %1240 : index
      %1245 = vector.extract %233#20[1, 0] : f32 from vector<2x2xf32>
      %1246 = arith.addi %7, %1243 : index
      %1247 = arith.cmpi ult, %1244, %c200 : index
      %1248 = arith.cmpi ult, %1246, %c136 : index
      %1249 = arith.andi %1247, %1248 : i1
      %1250 = scf.if %1249 -> (f16) {
        %1971 = memref.load %arg2[%1246] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1245, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1251 = vector.extract %233#20[1, 1] : f32 from vector<2x2xf32>
      %1252 = arith.addi %1243, %c1 : index
      %1253 = arith.addi %7, %1252 : index
      %1254 = arith.cmpi ult, %1244, %c200 : index
      %1255 = arith.cmpi ult, %1253, %c136 : index
      %1256 = arith.andi %1254, %1255 : i1
      %1257 = scf.if %1256 -> (f16) {
        %1971 = memref.load %arg2[%1253] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1251, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1258 = vector.from_elements %1250, %1257 : vector<2xf16>
      %1259 = arith.addi %237, %c40_7 : index
      %1260 = arith.addi %1259, %240 : index
      %1261 = arith.addi %239, %c32_14 : index
      %1262 = arith.muli %241, %c2_13 : index
      %1263 = arith.addi %1261, %1262 : index
      vector.store %1258, %alloc_20[%1260, %1263] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1264 = arith.addi %11, %c32 : index
      %1265 = arith.addi %1264, %14 : index
      %1266 = arith.addi %13, %c40 : index
      %1267 = arith.muli %15, %c2 : index
      %1268 = arith.addi %1266, %1267 : index
      %1269 = arith.addi %6, %1265 : index
      %1270 = vector.extract %233#21[0, 0] : f32 from vector<2x2xf32>
      %1271 = arith.addi %7, %1268 : index
      %1272 = arith.cmpi ult, %1269, %c200 : index
      %1273 = arith.cmpi ult, %1271, %c136 : index
      %1274 = arith.andi %1272, %1273 : i1
      %1275 = scf.if %1274 -> (f16) {
        %1971 = memref.load %arg2[%1271] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1270, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1276 = vector.extract %233#21[0, 1] : f32 from vector<2x2xf32>
      %1277 = arith.addi %1268, %c1 : index
      %1278 = arith.addi %7, %1277 : index
      %1279 = arith.cmpi ult, %1269, %c200 : index
      %1280 = arith.cmpi ult, %1278, %c136 : index
      %1281 = arith.andi %1279, %1280 : i1
      %1282 = scf.if %1281 -> (f16) {
        %1971 = memref.load %arg2[%1278] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1276, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1283 = vector.from_elements %1275, %1282 : vector<2xf16>
      %1284 = arith.addi %237, %c32_14 : index
      %1285 = arith.addi %1284, %240 : index
      %1286 = arith.addi %239, %c40_7 : index
      %1287 = arith.muli %241, %c2_13 : index
      %1288 = arith.addi %1286, %1287 : index
      vector.store %1283, %alloc_20[%1285, %1288] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1289 = arith.addi %11, %c40 : index
      %1290 = arith.addi %1289, %14 : index
      %1291 = arith.addi %13, %c40 : index
      %1292 = arith.muli %15, %c2 : index
      %1293 = arith.addi %1291, %1292 : index
      %1294 = arith.addi %6, %1290 : index
      %1295 = vector.extract %233#21[1, 0] : f32 from vector<2x2xf32>
      %1296 = arith.addi %7, %1293 : index
      %1297 = arith.cmpi ult, %1294, %c200 : index
      %1298 = arith.cmpi ult, %1296, %c136 : index
      %1299 = arith.andi %1297, %1298 : i1
      %1300 = scf.if %1299 -> (f16) {
        %1971 = memref.load %arg2[%1296] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1295, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1301 = vector.extract %233#21[1, 1] : f32 from vector<2x2xf32>
      %1302 = arith.addi %1293, %c1 : index
      %1303 = arith.addi %7, %1302 : index
      %1304 = arith.cmpi ult, %1294, %c200 : index
      %1305 = arith.cmpi ult, %1303, %c136 : index
      %1306 = arith.andi %1304, %1305 : i1
      %1307 = scf.if %1306 -> (f16) {
        %1971 = memref.load %arg2[%1303] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1301, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1308 = vector.from_elements %1300, %1307 : vector<2xf16>
      %1309 = arith.addi %237, %c40_7 : index
      %1310 = arith.addi %1309, %240 : index
      %1311 = arith.addi %239, %c40_7 : index
      %1312 = arith.muli %241, %c2_13 : index
      %1313 = arith.addi %1311, %1312 : index
      vector.store %1308, %alloc_20[%1310, %1313] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1314 = arith.addi %11, %c32 : index
      %1315 = arith.addi %1314, %14 : index
      %1316 = arith.addi %13, %c48 : index
      %1317 = arith.muli %15, %c2 : index
      %1318 = arith.addi %1316, %1317 : index
      %1319 = arith.addi %6, %1315 : index
      %1320 = vector.extract %233#22[0, 0] : f32 from vector<2x2xf32>
      %1321 = arith.addi %7, %1318 : index
      %1322 = arith.cmpi ult, %1319, %c200 : index
      %1323 = arith.cmpi ult, %1321, %c136 : index
      %1324 = arith.andi %1322, %1323 : i1
      %1325 = scf.if %1324 -> (f16) {
        %1971 = memref.load %arg2[%1321] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1320, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1326 = vector.extract %233#22[0, 1] : f32 from vector<2x2xf32>
      %1327 = arith.addi %1318, %c1 : index
      %1328 = arith.addi %7, %1327 : index
      %1329 = arith.cmpi ult, %1319, %c200 : index
      %1330 = arith.cmpi ult, %1328, %c136 : index
      %1331 = arith.andi %1329, %1330 : i1
      %1332 = scf.if %1331 -> (f16) {
        %1971 = memref.load %arg2[%1328] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1326, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1333 = vector.from_elements %1325, %1332 : vector<2xf16>
      %1334 = arith.addi %237, %c32_14 : index
      %1335 = arith.addi %1334, %240 : index
      %1336 = arith.addi %239, %c48_6 : index
      %1337 = arith.muli %241, %c2_13 : index
      %1338 = arith.addi %1336, %1337 : index
      vector.store %1333, %alloc_20[%1335, %1338] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1339 = arith.addi %11, %c40 : index
      %1340 = arith.addi %1339, %14 : index
      %1341 = arith.addi %13, %c48 : index
      %1342 = arith.muli %15, %c2 : index
      %1343 = arith.addi %1341, %1342 : index
      %1344 = arith.addi %6, %1340 : index
      %1345 = vector.extract %233#22[1, 0] : f32 from vector<2x2xf32>
      %1346 = arith.addi %7, %1343 : index
      %1347 = arith.cmpi ult, %1344, %c200 : index
      %1348 = arith.cmpi ult, %1346, %c136 : index
      %1349 = arith.andi %1347, %1348 : i1
      %1350 = scf.if %1349 -> (f16) {
        %1971 = memref.load %arg2[%1346] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1345, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1351 = vector.extract %233#22[1, 1] : f32 from vector<2x2xf32>
      %1352 = arith.addi %1343, %c1 : index
      %1353 = arith.addi %7, %1352 : index
      %1354 = arith.cmpi ult, %1344, %c200 : index
      %1355 = arith.cmpi ult, %1353, %c136 : index
      %1356 = arith.andi %1354, %1355 : i1
      %1357 = scf.if %1356 -> (f16) {
        %1971 = memref.load %arg2[%1353] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1351, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1358 = vector.from_elements %1350, %1357 : vector<2xf16>
      %1359 = arith.addi %237, %c40_7 : index
      %1360 = arith.addi %1359, %240 : index
      %1361 = arith.addi %239, %c48_6 : index
      %1362 = arith.muli %241, %c2_13 : index
      %1363 = arith.addi %1361, %1362 : index
      vector.store %1358, %alloc_20[%1360, %1363] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1364 = arith.addi %11, %c32 : index
      %1365 = arith.addi %1364, %14 : index
      %1366 = arith.addi %13, %c56 : index
      %1367 = arith.muli %15, %c2 : index
      %1368 = arith.addi %1366, %1367 : index
      %1369 = arith.addi %6, %1365 : index
      %1370 = vector.extract %233#23[0, 0] : f32 from vector<2x2xf32>
      %1371 = arith.addi %7, %1368 : index
      %1372 = arith.cmpi ult, %1369, %c200 : index
      %1373 = arith.cmpi ult, %1371, %c136 : index
      %1374 = arith.andi %1372, %1373 : i1
      %1375 = scf.if %1374 -> (f16) {
        %1971 = memref.load %arg2[%1371] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1370, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1376 = vector.extract %233#23[0, 1] : f32 from vector<2x2xf32>
      %1377 = arith.addi %1368, %c1 : index
      %1378 = arith.addi %7, %1377 : index
      %1379 = arith.cmpi ult, %1369, %c200 : index
      %1380 = arith.cmpi ult, %1378, %c136 : index
      %1381 = arith.andi %1379, %1380 : i1
      %1382 = scf.if %1381 -> (f16) {
        %1971 = memref.load %arg2[%1378] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1376, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1383 = vector.from_elements %1375, %1382 : vector<2xf16>
      %1384 = arith.addi %237, %c32_14 : index
      %1385 = arith.addi %1384, %240 : index
      %1386 = arith.addi %239, %c56_5 : index
      %1387 = arith.muli %241, %c2_13 : index
      %1388 = arith.addi %1386, %1387 : index
      vector.store %1383, %alloc_20[%1385, %1388] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1389 = arith.addi %11, %c40 : index
      %1390 = arith.addi %1389, %14 : index
      %1391 = arith.addi %13, %c56 : index
      %1392 = arith.muli %15, %c2 : index
      %1393 = arith.addi %1391, %1392 : index
      %1394 = arith.addi %6, %1390 : index
      %1395 = vector.extract %233#23[1, 0] : f32 from vector<2x2xf32>
      %1396 = arith.addi %7, %1393 : index
      %1397 = arith.cmpi ult, %1394, %c200 : index
      %1398 = arith.cmpi ult, %1396, %c136 : index
      %1399 = arith.andi %1397, %1398 : i1
      %1400 = scf.if %1399 -> (f16) {
        %1971 = memref.load %arg2[%1396] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1395, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1401 = vector.extract %233#23[1, 1] : f32 from vector<2x2xf32>
      %1402 = arith.addi %1393, %c1 : index
      %1403 = arith.addi %7, %1402 : index
      %1404 = arith.cmpi ult, %1394, %c200 : index
      %1405 = arith.cmpi ult, %1403, %c136 : index
      %1406 = arith.andi %1404, %1405 : i1
      %1407 = scf.if %1406 -> (f16) {
        %1971 = memref.load %arg2[%1403] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1401, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1408 = vector.from_elements %1400, %1407 : vector<2xf16>
      %1409 = arith.addi %237, %c40_7 : index
      %1410 = arith.addi %1409, %240 : index
      %1411 = arith.addi %239, %c56_5 : index
      %1412 = arith.muli %241, %c2_13 : index
      %1413 = arith.addi %1411, %1412 : index
      vector.store %1408, %alloc_20[%1410, %1413] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1414 = arith.addi %11, %c48 : index
      %1415 = arith.addi %1414, %14 : index
      %1416 = arith.muli %15, %c2 : index
      %1417 = arith.addi %13, %1416 : index
      %1418 = arith.addi %6, %1415 : index
      %1419 = vector.extract %233#24[0, 0] : f32 from vector<2x2xf32>
      %1420 = arith.addi %7, %1417 : index
      %1421 = arith.cmpi ult, %1418, %c200 : index
      %1422 = arith.cmpi ult, %1420, %c136 : index
      %1423 = arith.andi %1421, %1422 : i1
      %1424 = scf.if %1423 -> (f16) {
        %1971 = memref.load %arg2[%1420] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1419, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1425 = vector.extract %233#24[0, 1] : f32 from vector<2x2xf32>
      %1426 = arith.addi %1417, %c1 : index
      %1427 = arith.addi %7, %1426 : index
      %1428 = arith.cmpi ult, %1418, %c200 : index
      %1429 = arith.cmpi ult, %1427, %c136 : index
      %1430 = arith.andi %1428, %1429 : i1
      %1431 = scf.if %1430 -> (f16) {
        %1971 = memref.load %arg2[%1427] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1425, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1432 = vector.from_elements %1424, %1431 : vector<2xf16>
      %1433 = arith.addi %237, %c48_6 : index
      %1434 = arith.addi %1433, %240 : index
      %1435 = arith.muli %241, %c2_13 : index
      %1436 = arith.addi %239, %1435 : index
      vector.store %1432, %alloc_20[%1434, %1436] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1437 = arith.addi %11, %c56 : index
      %1438 = arith.addi %1437, %14 : index
      %1439 = arith.muli %15, %c2 : index
      %1440 = arith.addi %13, %1439 : index
      %1441 = arith.addi %6, %1438 : index
      %1442 = vector.extract %233#24[1, 0] : f32 from vector<2x2xf32>
      %1443 = arith.addi %7, %1440 : index
      %1444 = arith.cmpi ult, %1441, %c200 : index
      %1445 = arith.cmpi ult, %1443, %c136 : index
      %1446 = arith.andi %1444, %1445 : i1
      %1447 = scf.if %1446 -> (f16) {
        %1971 = memref.load %arg2[%1443] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1442, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1448 = vector.extract %233#24[1, 1] : f32 from vector<2x2xf32>
      %1449 = arith.addi %1440, %c1 : index
      %1450 = arith.addi %7, %1449 : index
      %1451 = arith.cmpi ult, %1441, %c200 : index
      %1452 = arith.cmpi ult, %1450, %c136 : index
      %1453 = arith.andi %1451, %1452 : i1
      %1454 = scf.if %1453 -> (f16) {
        %1971 = memref.load %arg2[%1450] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1448, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1455 = vector.from_elements %1447, %1454 : vector<2xf16>
      %1456 = arith.addi %237, %c56_5 : index
      %1457 = arith.addi %1456, %240 : index
      %1458 = arith.muli %241, %c2_13 : index
      %1459 = arith.addi %239, %1458 : index
      vector.store %1455, %alloc_20[%1457, %1459] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1460 = arith.addi %11, %c48 : index
      %1461 = arith.addi %1460, %14 : index
      %1462 = arith.addi %13, %c8 : index
      %1463 = arith.muli %15, %c2 : index
      %1464 = arith.addi %1462, %1463 : index
      %1465 = arith.addi %6, %1461 : index
      %1466 = vector.extract %233#25[0, 0] : f32 from vector<2x2xf32>
      %1467 = arith.addi %7, %1464 : index
      %1468 = arith.cmpi ult, %1465, %c200 : index
      %1469 = arith.cmpi ult, %1467, %c136 : index
      %1470 = arith.andi %1468, %1469 : i1
      %1471 = scf.if %1470 -> (f16) {
        %1971 = memref.load %arg2[%1467] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1466, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1472 = vector.extract %233#25[0, 1] : f32 from vector<2x2xf32>
      %1473 = arith.addi %1464, %c1 : index
      %1474 = arith.addi %7, %1473 : index
      %1475 = arith.cmpi ult, %1465, %c200 : index
      %1476 = arith.cmpi ult, %1474, %c136 : index
      %1477 = arith.andi %1475, %1476 : i1
      %1478 = scf.if %1477 -> (f16) {
        %1971 = memref.load %arg2[%1474] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1472, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1479 = vector.from_elements %1471, %1478 : vector<2xf16>
      %1480 = arith.addi %237, %c48_6 : index
      %1481 = arith.addi %1480, %240 : index
      %1482 = arith.addi %239, %c8_10 : index
      %1483 = arith.muli %241, %c2_13 : index
      %1484 = arith.addi %1482, %1483 : index
      vector.store %1479, %alloc_20[%1481, %1484] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1485 = arith.addi %11, %c56 : index
      %1486 = arith.addi %1485, %14 : index
      %1487 = arith.addi %13, %c8 : index
      %1488 = arith.muli %15, %c2 : index
      %1489 = arith.addi %1487, %1488 : index
      %1490 = arith.addi %6, %1486 : index
      %1491 = vector.extract %233#25[1, 0] : f32 from vector<2x2xf32>
      %1492 = arith.addi %7, %1489 : index
      %1493 = arith.cmpi ult, %1490, %c200 : index
      %1494 = arith.cmpi ult, %1492, %c136 : index
      %1495 = arith.andi %1493, %1494 : i1
      %1496 = scf.if %1495 -> (f16) {
        %1971 = memref.load %arg2[%1492] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1491, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1497 = vector.extract %233#25[1, 1] : f32 from vector<2x2xf32>
      %1498 = arith.addi %1489, %c1 : index
      %1499 = arith.addi %7, %1498 : index
      %1500 = arith.cmpi ult, %1490, %c200 : index
      %1501 = arith.cmpi ult, %1499, %c136 : index
      %1502 = arith.andi %1500, %1501 : i1
      %1503 = scf.if %1502 -> (f16) {
        %1971 = memref.load %arg2[%1499] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1497, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1504 = vector.from_elements %1496, %1503 : vector<2xf16>
      %1505 = arith.addi %237, %c56_5 : index
      %1506 = arith.addi %1505, %240 : index
      %1507 = arith.addi %239, %c8_10 : index
      %1508 = arith.muli %241, %c2_13 : index
      %1509 = arith.addi %1507, %1508 : index
      vector.store %1504, %alloc_20[%1506, %1509] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1510 = arith.addi %11, %c48 : index
      %1511 = arith.addi %1510, %14 : index
      %1512 = arith.addi %13, %c16 : index
      %1513 = arith.muli %15, %c2 : index
      %1514 = arith.addi %1512, %1513 : index
      %1515 = arith.addi %6, %1511 : index
      %1516 = vector.extract %233#26[0, 0] : f32 from vector<2x2xf32>
      %1517 = arith.addi %7, %1514 : index
      %1518 = arith.cmpi ult, %1515, %c200 : index
      %1519 = arith.cmpi ult, %1517, %c136 : index
      %1520 = arith.andi %1518, %1519 : i1
      %1521 = scf.if %1520 -> (f16) {
        %1971 = memref.load %arg2[%1517] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1516, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1522 = vector.extract %233#26[0, 1] : f32 from vector<2x2xf32>
      %1523 = arith.addi %1514, %c1 : index
      %1524 = arith.addi %7, %1523 : index
      %1525 = arith.cmpi ult, %1515, %c200 : index
      %1526 = arith.cmpi ult, %1524, %c136 : index
      %1527 = arith.andi %1525, %1526 : i1
      %1528 = scf.if %1527 -> (f16) {
        %1971 = memref.load %arg2[%1524] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1522, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1529 = vector.from_elements %1521, %1528 : vector<2xf16>
      %1530 = arith.addi %237, %c48_6 : index
      %1531 = arith.addi %1530, %240 : index
      %1532 = arith.addi %239, %c16_9 : index
      %1533 = arith.muli %241, %c2_13 : index
      %1534 = arith.addi %1532, %1533 : index
      vector.store %1529, %alloc_20[%1531, %1534] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1535 = arith.addi %11, %c56 : index
      %1536 = arith.addi %1535, %14 : index
      %1537 = arith.addi %13, %c16 : index
      %1538 = arith.muli %15, %c2 : index
      %1539 = arith.addi %1537, %1538 : index
      %1540 = arith.addi %6, %1536 : index
      %1541 = vector.extract %233#26[1, 0] : f32 from vector<2x2xf32>
      %1542 = arith.addi %7, %1539 : index
      %1543 = arith.cmpi ult, %1540, %c200 : index
      %1544 = arith.cmpi ult, %1542, %c136 : index
      %1545 = arith.andi %1543, %1544 : i1
      %1546 = scf.if %1545 -> (f16) {
        %1971 = memref.load %arg2[%1542] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1541, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1547 = vector.extract %233#26[1, 1] : f32 from vector<2x2xf32>
      %1548 = arith.addi %1539, %c1 : index
      %1549 = arith.addi %7, %1548 : index
      %1550 = arith.cmpi ult, %1540, %c200 : index
      %1551 = arith.cmpi ult, %1549, %c136 : index
      %1552 = arith.andi %1550, %1551 : i1
      %1553 = scf.if %1552 -> (f16) {
        %1971 = memref.load %arg2[%1549] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1547, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1554 = vector.from_elements %1546, %1553 : vector<2xf16>
      %1555 = arith.addi %237, %c56_5 : index
      %1556 = arith.addi %1555, %240 : index
      %1557 = arith.addi %239, %c16_9 : index
      %1558 = arith.muli %241, %c2_13 : index
      %1559 = arith.addi %1557, %1558 : index
      vector.store %1554, %alloc_20[%1556, %1559] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1560 = arith.addi %11, %c48 : index
      %1561 = arith.addi %1560, %14 : index
      %1562 = arith.addi %13, %c24 : index
      %1563 = arith.muli %15, %c2 : index
      %1564 = arith.addi %1562, %1563 : index
      %1565 = arith.addi %6, %1561 : index
      %1566 = vector.extract %233#27[0, 0] : f32 from vector<2x2xf32>
      %1567 = arith.addi %7, %1564 : index
      %1568 = arith.cmpi ult, %1565, %c200 : index
      %1569 = arith.cmpi ult, %1567, %c136 : index
      %1570 = arith.andi %1568, %1569 : i1
      %1571 = scf.if %1570 -> (f16) {
        %1971 = memref.load %arg2[%1567] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1566, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1572 = vector.extract %233#27[0, 1] : f32 from vector<2x2xf32>
      %1573 = arith.addi %1564, %c1 : index
      %1574 = arith.addi %7, %1573 : index
      %1575 = arith.cmpi ult, %1565, %c200 : index
      %1576 = arith.cmpi ult, %1574, %c136 : index
      %1577 = arith.andi %1575, %1576 : i1
      %1578 = scf.if %1577 -> (f16) {
        %1971 = memref.load %arg2[%1574] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1572, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1579 = vector.from_elements %1571, %1578 : vector<2xf16>
      %1580 = arith.addi %237, %c48_6 : index
      %1581 = arith.addi %1580, %240 : index
      %1582 = arith.addi %239, %c24_8 : index
      %1583 = arith.muli %241, %c2_13 : index
      %1584 = arith.addi %1582, %1583 : index
      vector.store %1579, %alloc_20[%1581, %1584] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1585 = arith.addi %11, %c56 : index
      %1586 = arith.addi %1585, %14 : index
      %1587 = arith.addi %13, %c24 : index
      %1588 = arith.muli %15, %c2 : index
      %1589 = arith.addi %1587, %1588 : index
      %1590 = arith.addi %6, %1586 : index
      %1591 = vector.extract %233#27[1, 0] : f32 from vector<2x2xf32>
      %1592 = arith.addi %7, %1589 : index
      %1593 = arith.cmpi ult, %1590, %c200 : index
      %1594 = arith.cmpi ult, %1592, %c136 : index
      %1595 = arith.andi %1593, %1594 : i1
      %1596 = scf.if %1595 -> (f16) {
        %1971 = memref.load %arg2[%1592] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1591, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1597 = vector.extract %233#27[1, 1] : f32 from vector<2x2xf32>
      %1598 = arith.addi %1589, %c1 : index
      %1599 = arith.addi %7, %1598 : index
      %1600 = arith.cmpi ult, %1590, %c200 : index
      %1601 = arith.cmpi ult, %1599, %c136 : index
      %1602 = arith.andi %1600, %1601 : i1
      %1603 = scf.if %1602 -> (f16) {
        %1971 = memref.load %arg2[%1599] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1597, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1604 = vector.from_elements %1596, %1603 : vector<2xf16>
      %1605 = arith.addi %237, %c56_5 : index
      %1606 = arith.addi %1605, %240 : index
      %1607 = arith.addi %239, %c24_8 : index
      %1608 = arith.muli %241, %c2_13 : index
      %1609 = arith.addi %1607, %1608 : index
      vector.store %1604, %alloc_20[%1606, %1609] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1610 = arith.addi %11, %c48 : index
      %1611 = arith.addi %1610, %14 : index
      %1612 = arith.addi %13, %c32 : index
      %1613 = arith.muli %15, %c2 : index
      %1614 = arith.addi %1612, %1613 : index
      %1615 = arith.addi %6, %1611 : index
      %1616 = vector.extract %233#28[0, 0] : f32 from vector<2x2xf32>
      %1617 = arith.addi %7, %1614 : index
      %1618 = arith.cmpi ult, %1615, %c200 : index
      %1619 = arith.cmpi ult, %1617, %c136 : index
      %1620 = arith.andi %1618, %1619 : i1
      %1621 = scf.if %1620 -> (f16) {
        %1971 = memref.load %arg2[%1617] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1616, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1622 = vector.extract %233#28[0, 1] : f32 from vector<2x2xf32>
      %1623 = arith.addi %1614, %c1 : index
      %1624 = arith.addi %7, %1623 : index
      %1625 = arith.cmpi ult, %1615, %c200 : index
      %1626 = arith.cmpi ult, %1624, %c136 : index
      %1627 = arith.andi %1625, %1626 : i1
      %1628 = scf.if %1627 -> (f16) {
        %1971 = memref.load %arg2[%1624] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1622, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1629 = vector.from_elements %1621, %1628 : vector<2xf16>
      %1630 = arith.addi %237, %c48_6 : index
      %1631 = arith.addi %1630, %240 : index
      %1632 = arith.addi %239, %c32_14 : index
      %1633 = arith.muli %241, %c2_13 : index
      %1634 = arith.addi %1632, %1633 : index
      vector.store %1629, %alloc_20[%1631, %1634] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1635 = arith.addi %11, %c56 : index
      %1636 = arith.addi %1635, %14 : index
      %1637 = arith.addi %13, %c32 : index
      %1638 = arith.muli %15, %c2 : index
      %1639 = arith.addi %1637, %1638 : index
      %1640 = arith.addi %6, %1636 : index
      %1641 = vector.extract %233#28[1, 0] : f32 from vector<2x2xf32>
      %1642 = arith.addi %7, %1639 : index
      %1643 = arith.cmpi ult, %1640, %c200 : index
      %1644 = arith.cmpi ult, %1642, %c136 : index
      %1645 = arith.andi %1643, %1644 : i1
      %1646 = scf.if %1645 -> (f16) {
        %1971 = memref.load %arg2[%1642] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1641, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1647 = vector.extract %233#28[1, 1] : f32 from vector<2x2xf32>
      %1648 = arith.addi %1639, %c1 : index
      %1649 = arith.addi %7, %1648 : index
      %1650 = arith.cmpi ult, %1640, %c200 : index
      %1651 = arith.cmpi ult, %1649, %c136 : index
      %1652 = arith.andi %1650, %1651 : i1
      %1653 = scf.if %1652 -> (f16) {
        %1971 = memref.load %arg2[%1649] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1647, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1654 = vector.from_elements %1646, %1653 : vector<2xf16>
      %1655 = arith.addi %237, %c56_5 : index
      %1656 = arith.addi %1655, %240 : index
      %1657 = arith.addi %239, %c32_14 : index
      %1658 = arith.muli %241, %c2_13 : index
      %1659 = arith.addi %1657, %1658 : index
      vector.store %1654, %alloc_20[%1656, %1659] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1660 = arith.addi %11, %c48 : index
      %1661 = arith.addi %1660, %14 : index
      %1662 = arith.addi %13, %c40 : index
      %1663 = arith.muli %15, %c2 : index
      %1664 = arith.addi %1662, %1663 : index
      %1665 = arith.addi %6, %1661 : index
      %1666 = vector.extract %233#29[0, 0] : f32 from vector<2x2xf32>
      %1667 = arith.addi %7, %1664 : index
      %1668 = arith.cmpi ult, %1665, %c200 : index
      %1669 = arith.cmpi ult, %1667, %c136 : index
      %1670 = arith.andi %1668, %1669 : i1
      %1671 = scf.if %1670 -> (f16) {
        %1971 = memref.load %arg2[%1667] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1666, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1672 = vector.extract %233#29[0, 1] : f32 from vector<2x2xf32>
      %1673 = arith.addi %1664, %c1 : index
      %1674 = arith.addi %7, %1673 : index
      %1675 = arith.cmpi ult, %1665, %c200 : index
      %1676 = arith.cmpi ult, %1674, %c136 : index
      %1677 = arith.andi %1675, %1676 : i1
      %1678 = scf.if %1677 -> (f16) {
        %1971 = memref.load %arg2[%1674] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1672, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1679 = vector.from_elements %1671, %1678 : vector<2xf16>
      %1680 = arith.addi %237, %c48_6 : index
      %1681 = arith.addi %1680, %240 : index
      %1682 = arith.addi %239, %c40_7 : index
      %1683 = arith.muli %241, %c2_13 : index
      %1684 = arith.addi %1682, %1683 : index
      vector.store %1679, %alloc_20[%1681, %1684] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1685 = arith.addi %11, %c56 : index
      %1686 = arith.addi %1685, %14 : index
      %1687 = arith.addi %13, %c40 : index
      %1688 = arith.muli %15, %c2 : index
      %1689 = arith.addi %1687, %1688 : index
      %1690 = arith.addi %6, %1686 : index
      %1691 = vector.extract %233#29[1, 0] : f32 from vector<2x2xf32>
      %1692 = arith.addi %7, %1689 : index
      %1693 = arith.cmpi ult, %1690, %c200 : index
      %1694 = arith.cmpi ult, %1692, %c136 : index
      %1695 = arith.andi %1693, %1694 : i1
      %1696 = scf.if %1695 -> (f16) {
        %1971 = memref.load %arg2[%1692] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1691, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1697 = vector.extract %233#29[1, 1] : f32 from vector<2x2xf32>
      %1698 = arith.addi %1689, %c1 : index
      %1699 = arith.addi %7, %1698 : index
      %1700 = arith.cmpi ult, %1690, %c200 : index
      %1701 = arith.cmpi ult, %1699, %c136 : index
      %1702 = arith.andi %1700, %1701 : i1
      %1703 = scf.if %1702 -> (f16) {
        %1971 = memref.load %arg2[%1699] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1697, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1704 = vector.from_elements %1696, %1703 : vector<2xf16>
      %1705 = arith.addi %237, %c56_5 : index
      %1706 = arith.addi %1705, %240 : index
      %1707 = arith.addi %239, %c40_7 : index
      %1708 = arith.muli %241, %c2_13 : index
      %1709 = arith.addi %1707, %1708 : index
      vector.store %1704, %alloc_20[%1706, %1709] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1710 = arith.addi %11, %c48 : index
      %1711 = arith.addi %1710, %14 : index
      %1712 = arith.addi %13, %c48 : index
      %1713 = arith.muli %15, %c2 : index
      %1714 = arith.addi %1712, %1713 : index
      %1715 = arith.addi %6, %1711 : index
      %1716 = vector.extract %233#30[0, 0] : f32 from vector<2x2xf32>
      %1717 = arith.addi %7, %1714 : index
      %1718 = arith.cmpi ult, %1715, %c200 : index
      %1719 = arith.cmpi ult, %1717, %c136 : index
      %1720 = arith.andi %1718, %1719 : i1
      %1721 = scf.if %1720 -> (f16) {
        %1971 = memref.load %arg2[%1717] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1716, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1722 = vector.extract %233#30[0, 1] : f32 from vector<2x2xf32>
      %1723 = arith.addi %1714, %c1 : index
      %1724 = arith.addi %7, %1723 : index
      %1725 = arith.cmpi ult, %1715, %c200 : index
      %1726 = arith.cmpi ult, %1724, %c136 : index
      %1727 = arith.andi %1725, %1726 : i1
      %1728 = scf.if %1727 -> (f16) {
        %1971 = memref.load %arg2[%1724] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1722, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1729 = vector.from_elements %1721, %1728 : vector<2xf16>
      %1730 = arith.addi %237, %c48_6 : index
      %1731 = arith.addi %1730, %240 : index
      %1732 = arith.addi %239, %c48_6 : index
      %1733 = arith.muli %241, %c2_13 : index
      %1734 = arith.addi %1732, %1733 : index
      vector.store %1729, %alloc_20[%1731, %1734] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1735 = arith.addi %11, %c56 : index
      %1736 = arith.addi %1735, %14 : index
      %1737 = arith.addi %13, %c48 : index
      %1738 = arith.muli %15, %c2 : index
      %1739 = arith.addi %1737, %1738 : index
      %1740 = arith.addi %6, %1736 : index
      %1741 = vector.extract %233#30[1, 0] : f32 from vector<2x2xf32>
      %1742 = arith.addi %7, %1739 : index
      %1743 = arith.cmpi ult, %1740, %c200 : index
      %1744 = arith.cmpi ult, %1742, %c136 : index
      %1745 = arith.andi %1743, %1744 : i1
      %1746 = scf.if %1745 -> (f16) {
        %1971 = memref.load %arg2[%1742] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1741, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1747 = vector.extract %233#30[1, 1] : f32 from vector<2x2xf32>
      %1748 = arith.addi %1739, %c1 : index
      %1749 = arith.addi %7, %1748 : index
      %1750 = arith.cmpi ult, %1740, %c200 : index
      %1751 = arith.cmpi ult, %1749, %c136 : index
      %1752 = arith.andi %1750, %1751 : i1
      %1753 = scf.if %1752 -> (f16) {
        %1971 = memref.load %arg2[%1749] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1747, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1754 = vector.from_elements %1746, %1753 : vector<2xf16>
      %1755 = arith.addi %237, %c56_5 : index
      %1756 = arith.addi %1755, %240 : index
      %1757 = arith.addi %239, %c48_6 : index
      %1758 = arith.muli %241, %c2_13 : index
      %1759 = arith.addi %1757, %1758 : index
      vector.store %1754, %alloc_20[%1756, %1759] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1760 = arith.addi %11, %c48 : index
      %1761 = arith.addi %1760, %14 : index
      %1762 = arith.addi %13, %c56 : index
      %1763 = arith.muli %15, %c2 : index
      %1764 = arith.addi %1762, %1763 : index
      %1765 = arith.addi %6, %1761 : index
      %1766 = vector.extract %233#31[0, 0] : f32 from vector<2x2xf32>
      %1767 = arith.addi %7, %1764 : index
      %1768 = arith.cmpi ult, %1765, %c200 : index
      %1769 = arith.cmpi ult, %1767, %c136 : index
      %1770 = arith.andi %1768, %1769 : i1
      %1771 = scf.if %1770 -> (f16) {
        %1971 = memref.load %arg2[%1767] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1766, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1772 = vector.extract %233#31[0, 1] : f32 from vector<2x2xf32>
      %1773 = arith.addi %1764, %c1 : index
      %1774 = arith.addi %7, %1773 : index
      %1775 = arith.cmpi ult, %1765, %c200 : index
      %1776 = arith.cmpi ult, %1774, %c136 : index
      %1777 = arith.andi %1775, %1776 : i1
      %1778 = scf.if %1777 -> (f16) {
        %1971 = memref.load %arg2[%1774] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1772, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1779 = vector.from_elements %1771, %1778 : vector<2xf16>
      %1780 = arith.addi %237, %c48_6 : index
      %1781 = arith.addi %1780, %240 : index
      %1782 = arith.addi %239, %c56_5 : index
      %1783 = arith.muli %241, %c2_13 : index
      %1784 = arith.addi %1782, %1783 : index
      vector.store %1779, %alloc_20[%1781, %1784] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      %1785 = arith.addi %11, %c56 : index
      %1786 = arith.addi %1785, %14 : index
      %1787 = arith.addi %13, %c56 : index
      %1788 = arith.muli %15, %c2 : index
      %1789 = arith.addi %1787, %1788 : index
      %1790 = arith.addi %6, %1786 : index
      %1791 = vector.extract %233#31[1, 0] : f32 from vector<2x2xf32>
      %1792 = arith.addi %7, %1789 : index
      %1793 = arith.cmpi ult, %1790, %c200 : index
      %1794 = arith.cmpi ult, %1792, %c136 : index
      %1795 = arith.andi %1793, %1794 : i1
      %1796 = scf.if %1795 -> (f16) {
        %1971 = memref.load %arg2[%1792] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1791, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1797 = vector.extract %233#31[1, 1] : f32 from vector<2x2xf32>
      %1798 = arith.addi %1789, %c1 : index
      %1799 = arith.addi %7, %1798 : index
      %1800 = arith.cmpi ult, %1790, %c200 : index
      %1801 = arith.cmpi ult, %1799, %c136 : index
      %1802 = arith.andi %1800, %1801 : i1
      %1803 = scf.if %1802 -> (f16) {
        %1971 = memref.load %arg2[%1799] : memref<136xf16>
        %1972 = arith.extf %1971 : f16 to f32
        %1973 = arith.addf %1797, %1972 : f32
        %1974 = arith.maximumf %1973, %cst_1 : f32
        %1975 = arith.truncf %1974 : f32 to f16
        scf.yield %1975 : f16
      } else {
        scf.yield %cst : f16
      }
      %1804 = vector.from_elements %1796, %1803 : vector<2xf16>
      %1805 = arith.addi %237, %c56_5 : index
      %1806 = arith.addi %1805, %240 : index
      %1807 = arith.addi %239, %c56_5 : index
      %1808 = arith.muli %241, %c2_13 : index
      %1809 = arith.addi %1807, %1808 : index
      vector.store %1804, %alloc_20[%1806, %1809] {alignment = 4 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<2xf16>
      gpu.barrier
      %dim = memref.dim %alloc, %c0_4 : memref<200x136xf16>
      %dim_21 = memref.dim %alloc, %c1_3 : memref<200x136xf16>
      %1810 = arith.remui %dim_21, %c8_10 : index
      %1811 = arith.cmpi eq, %1810, %c0_4 : index
      %1812 = arith.divui %arg6, %c16_9 : index
      %1813 = arith.remui %arg6, %c16_9 : index
      %1814 = arith.muli %1813, %c8_10 : index
      %1815 = arith.addi %6, %1812 : index
      %1816 = arith.addi %7, %1814 : index
      %1817 = vector.load %alloc_20[%1812, %1814] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1818 = arith.addi %1816, %c8_10 : index
      %1819 = arith.cmpi ule, %1818, %dim_21 : index
      %1820 = arith.cmpi ult, %1815, %dim : index
      scf.if %1820 {
        %1971 = arith.andi %1819, %1811 : i1
        scf.if %1971 {
          vector.store %1817, %alloc[%1815, %1816] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1816, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1817[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1815, %1816] : memref<200x136xf16>
          }
          %1973 = arith.addi %1816, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1817[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1815, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1816, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1817[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1815, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1816, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1817[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1815, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1816, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1817[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1815, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1816, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1817[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1815, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1816, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1817[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1815, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1816, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1817[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1815, %1985] : memref<200x136xf16>
          }
        }
      }
      %1821 = arith.addi %arg6, %c128_2 : index
      %1822 = arith.divui %1821, %c16_9 : index
      %1823 = arith.remui %1821, %c16_9 : index
      %1824 = arith.muli %1823, %c8_10 : index
      %1825 = arith.addi %6, %1822 : index
      %1826 = arith.addi %7, %1824 : index
      %1827 = vector.load %alloc_20[%1822, %1824] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1828 = arith.addi %1826, %c8_10 : index
      %1829 = arith.cmpi ule, %1828, %dim_21 : index
      %1830 = arith.cmpi ult, %1825, %dim : index
      scf.if %1830 {
        %1971 = arith.andi %1829, %1811 : i1
        scf.if %1971 {
          vector.store %1827, %alloc[%1825, %1826] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1826, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1827[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1825, %1826] : memref<200x136xf16>
          }
          %1973 = arith.addi %1826, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1827[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1825, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1826, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1827[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1825, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1826, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1827[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1825, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1826, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1827[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1825, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1826, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1827[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1825, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1826, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1827[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1825, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1826, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1827[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1825, %1985] : memref<200x136xf16>
          }
        }
      }
      %1831 = arith.addi %arg6, %c256 : index
      %1832 = arith.divui %1831, %c16_9 : index
      %1833 = arith.remui %1831, %c16_9 : index
      %1834 = arith.muli %1833, %c8_10 : index
      %1835 = arith.addi %6, %1832 : index
      %1836 = arith.addi %7, %1834 : index
      %1837 = vector.load %alloc_20[%1832, %1834] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1838 = arith.addi %1836, %c8_10 : index
      %1839 = arith.cmpi ule, %1838, %dim_21 : index
      %1840 = arith.cmpi ult, %1835, %dim : index
      scf.if %1840 {
        %1971 = arith.andi %1839, %1811 : i1
        scf.if %1971 {
          vector.store %1837, %alloc[%1835, %1836] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1836, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1837[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1835, %1836] : memref<200x136xf16>
          }
          %1973 = arith.addi %1836, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1837[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1835, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1836, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1837[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1835, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1836, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1837[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1835, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1836, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1837[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1835, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1836, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1837[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1835, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1836, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1837[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1835, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1836, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1837[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1835, %1985] : memref<200x136xf16>
          }
        }
      }
      %1841 = arith.addi %arg6, %c384 : index
      %1842 = arith.divui %1841, %c16_9 : index
      %1843 = arith.remui %1841, %c16_9 : index
      %1844 = arith.muli %1843, %c8_10 : index
      %1845 = arith.addi %6, %1842 : index
      %1846 = arith.addi %7, %1844 : index
      %1847 = vector.load %alloc_20[%1842, %1844] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1848 = arith.addi %1846, %c8_10 : index
      %1849 = arith.cmpi ule, %1848, %dim_21 : index
      %1850 = arith.cmpi ult, %1845, %dim : index
      scf.if %1850 {
        %1971 = arith.andi %1849, %1811 : i1
        scf.if %1971 {
          vector.store %1847, %alloc[%1845, %1846] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1846, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1847[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1845, %1846] : memref<200x136xf16>
          }
          %1973 = arith.addi %1846, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1847[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1845, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1846, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1847[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1845, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1846, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1847[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1845, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1846, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1847[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1845, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1846, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1847[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1845, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1846, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1847[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1845, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1846, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1847[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1845, %1985] : memref<200x136xf16>
          }
        }
      }
      %1851 = arith.addi %arg6, %c512 : index
      %1852 = arith.divui %1851, %c16_9 : index
      %1853 = arith.remui %1851, %c16_9 : index
      %1854 = arith.muli %1853, %c8_10 : index
      %1855 = arith.addi %6, %1852 : index
      %1856 = arith.addi %7, %1854 : index
      %1857 = vector.load %alloc_20[%1852, %1854] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1858 = arith.addi %1856, %c8_10 : index
      %1859 = arith.cmpi ule, %1858, %dim_21 : index
      %1860 = arith.cmpi ult, %1855, %dim : index
      scf.if %1860 {
        %1971 = arith.andi %1859, %1811 : i1
        scf.if %1971 {
          vector.store %1857, %alloc[%1855, %1856] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1856, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1857[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1855, %1856] : memref<200x136xf16>
          }
          %1973 = arith.addi %1856, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1857[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1855, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1856, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1857[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1855, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1856, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1857[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1855, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1856, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1857[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1855, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1856, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1857[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1855, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1856, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1857[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1855, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1856, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1857[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1855, %1985] : memref<200x136xf16>
          }
        }
      }
      %1861 = arith.addi %arg6, %c640 : index
      %1862 = arith.divui %1861, %c16_9 : index
      %1863 = arith.remui %1861, %c16_9 : index
      %1864 = arith.muli %1863, %c8_10 : index
      %1865 = arith.addi %6, %1862 : index
      %1866 = arith.addi %7, %1864 : index
      %1867 = vector.load %alloc_20[%1862, %1864] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1868 = arith.addi %1866, %c8_10 : index
      %1869 = arith.cmpi ule, %1868, %dim_21 : index
      %1870 = arith.cmpi ult, %1865, %dim : index
      scf.if %1870 {
        %1971 = arith.andi %1869, %1811 : i1
        scf.if %1971 {
          vector.store %1867, %alloc[%1865, %1866] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1866, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1867[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1865, %1866] : memref<200x136xf16>
          }
          %1973 = arith.addi %1866, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1867[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1865, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1866, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1867[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1865, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1866, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1867[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1865, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1866, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1867[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1865, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1866, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1867[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1865, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1866, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1867[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1865, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1866, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1867[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1865, %1985] : memref<200x136xf16>
          }
        }
      }
      %1871 = arith.addi %arg6, %c768 : index
      %1872 = arith.divui %1871, %c16_9 : index
      %1873 = arith.remui %1871, %c16_9 : index
      %1874 = arith.muli %1873, %c8_10 : index
      %1875 = arith.addi %6, %1872 : index
      %1876 = arith.addi %7, %1874 : index
      %1877 = vector.load %alloc_20[%1872, %1874] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1878 = arith.addi %1876, %c8_10 : index
      %1879 = arith.cmpi ule, %1878, %dim_21 : index
      %1880 = arith.cmpi ult, %1875, %dim : index
      scf.if %1880 {
        %1971 = arith.andi %1879, %1811 : i1
        scf.if %1971 {
          vector.store %1877, %alloc[%1875, %1876] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1876, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1877[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1875, %1876] : memref<200x136xf16>
          }
          %1973 = arith.addi %1876, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1877[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1875, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1876, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1877[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1875, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1876, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1877[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1875, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1876, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1877[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1875, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1876, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1877[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1875, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1876, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1877[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1875, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1876, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1877[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1875, %1985] : memref<200x136xf16>
          }
        }
      }
      %1881 = arith.addi %arg6, %c896 : index
      %1882 = arith.divui %1881, %c16_9 : index
      %1883 = arith.remui %1881, %c16_9 : index
      %1884 = arith.muli %1883, %c8_10 : index
      %1885 = arith.addi %6, %1882 : index
      %1886 = arith.addi %7, %1884 : index
      %1887 = vector.load %alloc_20[%1882, %1884] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1888 = arith.addi %1886, %c8_10 : index
      %1889 = arith.cmpi ule, %1888, %dim_21 : index
      %1890 = arith.cmpi ult, %1885, %dim : index
      scf.if %1890 {
        %1971 = arith.andi %1889, %1811 : i1
        scf.if %1971 {
          vector.store %1887, %alloc[%1885, %1886] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1886, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1887[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1885, %1886] : memref<200x136xf16>
          }
          %1973 = arith.addi %1886, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1887[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1885, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1886, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1887[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1885, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1886, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1887[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1885, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1886, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1887[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1885, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1886, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1887[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1885, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1886, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1887[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1885, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1886, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1887[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1885, %1985] : memref<200x136xf16>
          }
        }
      }
      %1891 = arith.addi %arg6, %c1024 : index
      %1892 = arith.divui %1891, %c16_9 : index
      %1893 = arith.remui %1891, %c16_9 : index
      %1894 = arith.muli %1893, %c8_10 : index
      %1895 = arith.addi %6, %1892 : index
      %1896 = arith.addi %7, %1894 : index
      %1897 = vector.load %alloc_20[%1892, %1894] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1898 = arith.addi %1896, %c8_10 : index
      %1899 = arith.cmpi ule, %1898, %dim_21 : index
      %1900 = arith.cmpi ult, %1895, %dim : index
      scf.if %1900 {
        %1971 = arith.andi %1899, %1811 : i1
        scf.if %1971 {
          vector.store %1897, %alloc[%1895, %1896] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1896, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1897[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1895, %1896] : memref<200x136xf16>
          }
          %1973 = arith.addi %1896, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1897[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1895, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1896, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1897[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1895, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1896, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1897[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1895, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1896, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1897[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1895, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1896, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1897[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1895, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1896, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1897[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1895, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1896, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1897[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1895, %1985] : memref<200x136xf16>
          }
        }
      }
      %1901 = arith.addi %arg6, %c1152 : index
      %1902 = arith.divui %1901, %c16_9 : index
      %1903 = arith.remui %1901, %c16_9 : index
      %1904 = arith.muli %1903, %c8_10 : index
      %1905 = arith.addi %6, %1902 : index
      %1906 = arith.addi %7, %1904 : index
      %1907 = vector.load %alloc_20[%1902, %1904] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1908 = arith.addi %1906, %c8_10 : index
      %1909 = arith.cmpi ule, %1908, %dim_21 : index
      %1910 = arith.cmpi ult, %1905, %dim : index
      scf.if %1910 {
        %1971 = arith.andi %1909, %1811 : i1
        scf.if %1971 {
          vector.store %1907, %alloc[%1905, %1906] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1906, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1907[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1905, %1906] : memref<200x136xf16>
          }
          %1973 = arith.addi %1906, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1907[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1905, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1906, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1907[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1905, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1906, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1907[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1905, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1906, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1907[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1905, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1906, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1907[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1905, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1906, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1907[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1905, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1906, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1907[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1905, %1985] : memref<200x136xf16>
          }
        }
      }
      %1911 = arith.addi %arg6, %c1280 : index
      %1912 = arith.divui %1911, %c16_9 : index
      %1913 = arith.remui %1911, %c16_9 : index
      %1914 = arith.muli %1913, %c8_10 : index
      %1915 = arith.addi %6, %1912 : index
      %1916 = arith.addi %7, %1914 : index
      %1917 = vector.load %alloc_20[%1912, %1914] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1918 = arith.addi %1916, %c8_10 : index
      %1919 = arith.cmpi ule, %1918, %dim_21 : index
      %1920 = arith.cmpi ult, %1915, %dim : index
      scf.if %1920 {
        %1971 = arith.andi %1919, %1811 : i1
        scf.if %1971 {
          vector.store %1917, %alloc[%1915, %1916] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1916, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1917[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1915, %1916] : memref<200x136xf16>
          }
          %1973 = arith.addi %1916, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1917[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1915, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1916, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1917[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1915, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1916, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1917[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1915, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1916, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1917[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1915, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1916, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1917[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1915, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1916, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1917[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1915, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1916, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1917[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1915, %1985] : memref<200x136xf16>
          }
        }
      }
      %1921 = arith.addi %arg6, %c1408 : index
      %1922 = arith.divui %1921, %c16_9 : index
      %1923 = arith.remui %1921, %c16_9 : index
      %1924 = arith.muli %1923, %c8_10 : index
      %1925 = arith.addi %6, %1922 : index
      %1926 = arith.addi %7, %1924 : index
      %1927 = vector.load %alloc_20[%1922, %1924] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1928 = arith.addi %1926, %c8_10 : index
      %1929 = arith.cmpi ule, %1928, %dim_21 : index
      %1930 = arith.cmpi ult, %1925, %dim : index
      scf.if %1930 {
        %1971 = arith.andi %1929, %1811 : i1
        scf.if %1971 {
          vector.store %1927, %alloc[%1925, %1926] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1926, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1927[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1925, %1926] : memref<200x136xf16>
          }
          %1973 = arith.addi %1926, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1927[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1925, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1926, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1927[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1925, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1926, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1927[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1925, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1926, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1927[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1925, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1926, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1927[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1925, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1926, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1927[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1925, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1926, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1927[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1925, %1985] : memref<200x136xf16>
          }
        }
      }
      %1931 = arith.addi %arg6, %c1536 : index
      %1932 = arith.divui %1931, %c16_9 : index
      %1933 = arith.remui %1931, %c16_9 : index
      %1934 = arith.muli %1933, %c8_10 : index
      %1935 = arith.addi %6, %1932 : index
      %1936 = arith.addi %7, %1934 : index
      %1937 = vector.load %alloc_20[%1932, %1934] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1938 = arith.addi %1936, %c8_10 : index
      %1939 = arith.cmpi ule, %1938, %dim_21 : index
      %1940 = arith.cmpi ult, %1935, %dim : index
      scf.if %1940 {
        %1971 = arith.andi %1939, %1811 : i1
        scf.if %1971 {
          vector.store %1937, %alloc[%1935, %1936] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1936, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1937[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1935, %1936] : memref<200x136xf16>
          }
          %1973 = arith.addi %1936, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1937[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1935, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1936, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1937[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1935, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1936, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1937[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1935, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1936, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1937[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1935, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1936, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1937[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1935, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1936, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1937[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1935, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1936, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1937[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1935, %1985] : memref<200x136xf16>
          }
        }
      }
      %1941 = arith.addi %arg6, %c1664 : index
      %1942 = arith.divui %1941, %c16_9 : index
      %1943 = arith.remui %1941, %c16_9 : index
      %1944 = arith.muli %1943, %c8_10 : index
      %1945 = arith.addi %6, %1942 : index
      %1946 = arith.addi %7, %1944 : index
      %1947 = vector.load %alloc_20[%1942, %1944] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1948 = arith.addi %1946, %c8_10 : index
      %1949 = arith.cmpi ule, %1948, %dim_21 : index
      %1950 = arith.cmpi ult, %1945, %dim : index
      scf.if %1950 {
        %1971 = arith.andi %1949, %1811 : i1
        scf.if %1971 {
          vector.store %1947, %alloc[%1945, %1946] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1946, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1947[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1945, %1946] : memref<200x136xf16>
          }
          %1973 = arith.addi %1946, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1947[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1945, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1946, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1947[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1945, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1946, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1947[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1945, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1946, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1947[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1945, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1946, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1947[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1945, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1946, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1947[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1945, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1946, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1947[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1945, %1985] : memref<200x136xf16>
          }
        }
      }
      %1951 = arith.addi %arg6, %c1792 : index
      %1952 = arith.divui %1951, %c16_9 : index
      %1953 = arith.remui %1951, %c16_9 : index
      %1954 = arith.muli %1953, %c8_10 : index
      %1955 = arith.addi %6, %1952 : index
      %1956 = arith.addi %7, %1954 : index
      %1957 = vector.load %alloc_20[%1952, %1954] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1958 = arith.addi %1956, %c8_10 : index
      %1959 = arith.cmpi ule, %1958, %dim_21 : index
      %1960 = arith.cmpi ult, %1955, %dim : index
      scf.if %1960 {
        %1971 = arith.andi %1959, %1811 : i1
        scf.if %1971 {
          vector.store %1957, %alloc[%1955, %1956] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1956, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1957[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1955, %1956] : memref<200x136xf16>
          }
          %1973 = arith.addi %1956, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1957[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1955, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1956, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1957[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1955, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1956, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1957[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1955, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1956, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1957[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1955, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1956, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1957[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1955, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1956, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1957[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1955, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1956, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1957[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1955, %1985] : memref<200x136xf16>
          }
        }
      }
      %1961 = arith.addi %arg6, %c1920 : index
      %1962 = arith.divui %1961, %c16_9 : index
      %1963 = arith.remui %1961, %c16_9 : index
      %1964 = arith.muli %1963, %c8_10 : index
      %1965 = arith.addi %6, %1962 : index
      %1966 = arith.addi %7, %1964 : index
      %1967 = vector.load %alloc_20[%1962, %1964] {alignment = 16 : i64} : memref<128x136xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %1968 = arith.addi %1966, %c8_10 : index
      %1969 = arith.cmpi ule, %1968, %dim_21 : index
      %1970 = arith.cmpi ult, %1965, %dim : index
      scf.if %1970 {
        %1971 = arith.andi %1969, %1811 : i1
        scf.if %1971 {
          vector.store %1967, %alloc[%1965, %1966] {alignment = 16 : i64} : memref<200x136xf16>, vector<8xf16>
        } else {
          %1972 = arith.cmpi ult, %1966, %dim_21 : index
          scf.if %1972 {
            %1987 = vector.extract %1967[0] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1965, %1966] : memref<200x136xf16>
          }
          %1973 = arith.addi %1966, %c1_3 : index
          %1974 = arith.cmpi ult, %1973, %dim_21 : index
          scf.if %1974 {
            %1987 = vector.extract %1967[1] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1965, %1973] : memref<200x136xf16>
          }
          %1975 = arith.addi %1966, %c2_13 : index
          %1976 = arith.cmpi ult, %1975, %dim_21 : index
          scf.if %1976 {
            %1987 = vector.extract %1967[2] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1965, %1975] : memref<200x136xf16>
          }
          %1977 = arith.addi %1966, %c3 : index
          %1978 = arith.cmpi ult, %1977, %dim_21 : index
          scf.if %1978 {
            %1987 = vector.extract %1967[3] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1965, %1977] : memref<200x136xf16>
          }
          %1979 = arith.addi %1966, %c4_11 : index
          %1980 = arith.cmpi ult, %1979, %dim_21 : index
          scf.if %1980 {
            %1987 = vector.extract %1967[4] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1965, %1979] : memref<200x136xf16>
          }
          %1981 = arith.addi %1966, %c5 : index
          %1982 = arith.cmpi ult, %1981, %dim_21 : index
          scf.if %1982 {
            %1987 = vector.extract %1967[5] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1965, %1981] : memref<200x136xf16>
          }
          %1983 = arith.addi %1966, %c6 : index
          %1984 = arith.cmpi ult, %1983, %dim_21 : index
          scf.if %1984 {
            %1987 = vector.extract %1967[6] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1965, %1983] : memref<200x136xf16>
          }
          %1985 = arith.addi %1966, %c7 : index
          %1986 = arith.cmpi ult, %1985, %dim_21 : index
          scf.if %1986 {
            %1987 = vector.extract %1967[7] : f16 from vector<8xf16>
            memref.store %1987, %alloc[%1965, %1985] : memref<200x136xf16>
          }
        }
      }
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}
    return %alloc : memref<200x136xf16>
  }
}

