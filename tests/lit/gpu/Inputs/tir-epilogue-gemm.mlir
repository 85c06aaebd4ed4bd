// The IR before tir-epilogue: tirc compile tests/lit/Inputs/gemm_f16.yaml --shape M=200,N=136,K=72 --emit=gpu --dump-before=tir-epilogue
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
      %c8_2 = arith.constant 8 : index
      %c4_3 = arith.constant 4 : index
      %c2_4 = arith.constant 2 : index
      %0 = arith.divui %arg3, %c16 : index
      %1 = arith.muli %0, %c8 : index
      %2 = arith.remui %arg3, %c16 : index
      %3 = arith.remui %2, %c2 : index
      %4 = arith.addi %1, %3 : index
      %5 = arith.divui %2, %c2 : index
      %6 = arith.muli %4, %c128 {tir.role = "block-row"} : index
      %7 = arith.muli %5, %c128 {tir.role = "block-col"} : index
      %alloc_5 = memref.alloc() {tir.role = "operand-a"} : memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %alloc_6 = memref.alloc() {tir.k_major, tir.role = "operand-b"} : memref<3x32x128xf16, #gpu.address_space<workgroup>>
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
      %25 = arith.divui %17, %c2_4 : index
      %26 = arith.remui %25, %c4_3 : index
      %27 = arith.divui %19, %c8_2 : index
      %28 = arith.remui %19, %c8_2 : index
      %29 = arith.xori %27, %26 : index
      %30 = arith.muli %29, %c8_2 : index
      %31 = arith.addi %30, %28 : index
      %32 = nvgpu.device_async_copy %arg0[%20, %19], %alloc_5[%c0, %17, %31], 8, %24 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %33 = arith.addi %17, %c32 : index
      %34 = arith.addi %20, %c32 : index
      %35 = arith.cmpi ult, %34, %c200 : index
      %36 = arith.andi %35, %21 : i1
      %37 = arith.select %36, %c8, %c0 : index
      %38 = arith.divui %33, %c2_4 : index
      %39 = arith.remui %38, %c4_3 : index
      %40 = arith.divui %19, %c8_2 : index
      %41 = arith.remui %19, %c8_2 : index
      %42 = arith.xori %40, %39 : index
      %43 = arith.muli %42, %c8_2 : index
      %44 = arith.addi %43, %41 : index
      %45 = nvgpu.device_async_copy %arg0[%34, %19], %alloc_5[%c0, %33, %44], 8, %37 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %46 = arith.addi %17, %c64 : index
      %47 = arith.addi %20, %c64 : index
      %48 = arith.cmpi ult, %47, %c200 : index
      %49 = arith.andi %48, %21 : i1
      %50 = arith.select %49, %c8, %c0 : index
      %51 = arith.divui %46, %c2_4 : index
      %52 = arith.remui %51, %c4_3 : index
      %53 = arith.divui %19, %c8_2 : index
      %54 = arith.remui %19, %c8_2 : index
      %55 = arith.xori %53, %52 : index
      %56 = arith.muli %55, %c8_2 : index
      %57 = arith.addi %56, %54 : index
      %58 = nvgpu.device_async_copy %arg0[%47, %19], %alloc_5[%c0, %46, %57], 8, %50 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %59 = arith.addi %17, %c96 : index
      %60 = arith.addi %20, %c96 : index
      %61 = arith.cmpi ult, %60, %c200 : index
      %62 = arith.andi %61, %21 : i1
      %63 = arith.select %62, %c8, %c0 : index
      %64 = arith.divui %59, %c2_4 : index
      %65 = arith.remui %64, %c4_3 : index
      %66 = arith.divui %19, %c8_2 : index
      %67 = arith.remui %19, %c8_2 : index
      %68 = arith.xori %66, %65 : index
      %69 = arith.muli %68, %c8_2 : index
      %70 = arith.addi %69, %67 : index
      %71 = nvgpu.device_async_copy %arg0[%60, %19], %alloc_5[%c0, %59, %70], 8, %63 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %72 = arith.divui %arg6, %c16 : index
      %73 = arith.remui %arg6, %c16 : index
      %74 = arith.muli %73, %c8 : index
      %75 = arith.addi %7, %74 : index
      %76 = arith.cmpi ult, %75, %c136 : index
      %77 = arith.cmpi ult, %72, %c72 : index
      %78 = arith.andi %77, %76 : i1
      %79 = arith.select %78, %c8, %c0 : index
      %80 = arith.remui %72, %c8_2 : index
      %81 = arith.divui %74, %c8_2 : index
      %82 = arith.remui %74, %c8_2 : index
      %83 = arith.xori %81, %80 : index
      %84 = arith.muli %83, %c8_2 : index
      %85 = arith.addi %84, %82 : index
      %86 = nvgpu.device_async_copy %arg1[%72, %75], %alloc_6[%c0, %72, %85], 8, %79 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %87 = arith.addi %72, %c8 : index
      %88 = arith.addi %72, %c8 : index
      %89 = arith.cmpi ult, %88, %c72 : index
      %90 = arith.andi %89, %76 : i1
      %91 = arith.select %90, %c8, %c0 : index
      %92 = arith.remui %87, %c8_2 : index
      %93 = arith.divui %74, %c8_2 : index
      %94 = arith.remui %74, %c8_2 : index
      %95 = arith.xori %93, %92 : index
      %96 = arith.muli %95, %c8_2 : index
      %97 = arith.addi %96, %94 : index
      %98 = nvgpu.device_async_copy %arg1[%88, %75], %alloc_6[%c0, %87, %97], 8, %91 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %99 = arith.addi %72, %c16 : index
      %100 = arith.addi %72, %c16 : index
      %101 = arith.cmpi ult, %100, %c72 : index
      %102 = arith.andi %101, %76 : i1
      %103 = arith.select %102, %c8, %c0 : index
      %104 = arith.remui %99, %c8_2 : index
      %105 = arith.divui %74, %c8_2 : index
      %106 = arith.remui %74, %c8_2 : index
      %107 = arith.xori %105, %104 : index
      %108 = arith.muli %107, %c8_2 : index
      %109 = arith.addi %108, %106 : index
      %110 = nvgpu.device_async_copy %arg1[%100, %75], %alloc_6[%c0, %99, %109], 8, %103 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %111 = arith.addi %72, %c24 : index
      %112 = arith.addi %72, %c24 : index
      %113 = arith.cmpi ult, %112, %c72 : index
      %114 = arith.andi %113, %76 : i1
      %115 = arith.select %114, %c8, %c0 : index
      %116 = arith.remui %111, %c8_2 : index
      %117 = arith.divui %74, %c8_2 : index
      %118 = arith.remui %74, %c8_2 : index
      %119 = arith.xori %117, %116 : index
      %120 = arith.muli %119, %c8_2 : index
      %121 = arith.addi %120, %118 : index
      %122 = nvgpu.device_async_copy %arg1[%112, %75], %alloc_6[%c0, %111, %121], 8, %115 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
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
      %133 = arith.divui %124, %c2_4 : index
      %134 = arith.remui %133, %c4_3 : index
      %135 = arith.divui %126, %c8_2 : index
      %136 = arith.remui %126, %c8_2 : index
      %137 = arith.xori %135, %134 : index
      %138 = arith.muli %137, %c8_2 : index
      %139 = arith.addi %138, %136 : index
      %140 = nvgpu.device_async_copy %arg0[%127, %128], %alloc_5[%c1, %124, %139], 8, %132 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %141 = arith.addi %124, %c32 : index
      %142 = arith.addi %127, %c32 : index
      %143 = arith.cmpi ult, %142, %c200 : index
      %144 = arith.andi %143, %129 : i1
      %145 = arith.select %144, %c8, %c0 : index
      %146 = arith.divui %141, %c2_4 : index
      %147 = arith.remui %146, %c4_3 : index
      %148 = arith.divui %126, %c8_2 : index
      %149 = arith.remui %126, %c8_2 : index
      %150 = arith.xori %148, %147 : index
      %151 = arith.muli %150, %c8_2 : index
      %152 = arith.addi %151, %149 : index
      %153 = nvgpu.device_async_copy %arg0[%142, %128], %alloc_5[%c1, %141, %152], 8, %145 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %154 = arith.addi %124, %c64 : index
      %155 = arith.addi %127, %c64 : index
      %156 = arith.cmpi ult, %155, %c200 : index
      %157 = arith.andi %156, %129 : i1
      %158 = arith.select %157, %c8, %c0 : index
      %159 = arith.divui %154, %c2_4 : index
      %160 = arith.remui %159, %c4_3 : index
      %161 = arith.divui %126, %c8_2 : index
      %162 = arith.remui %126, %c8_2 : index
      %163 = arith.xori %161, %160 : index
      %164 = arith.muli %163, %c8_2 : index
      %165 = arith.addi %164, %162 : index
      %166 = nvgpu.device_async_copy %arg0[%155, %128], %alloc_5[%c1, %154, %165], 8, %158 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %167 = arith.addi %124, %c96 : index
      %168 = arith.addi %127, %c96 : index
      %169 = arith.cmpi ult, %168, %c200 : index
      %170 = arith.andi %169, %129 : i1
      %171 = arith.select %170, %c8, %c0 : index
      %172 = arith.divui %167, %c2_4 : index
      %173 = arith.remui %172, %c4_3 : index
      %174 = arith.divui %126, %c8_2 : index
      %175 = arith.remui %126, %c8_2 : index
      %176 = arith.xori %174, %173 : index
      %177 = arith.muli %176, %c8_2 : index
      %178 = arith.addi %177, %175 : index
      %179 = nvgpu.device_async_copy %arg0[%168, %128], %alloc_5[%c1, %167, %178], 8, %171 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
      %180 = arith.divui %arg6, %c16 : index
      %181 = arith.remui %arg6, %c16 : index
      %182 = arith.muli %181, %c8 : index
      %183 = arith.addi %180, %c32 : index
      %184 = arith.addi %7, %182 : index
      %185 = arith.cmpi ult, %184, %c136 : index
      %186 = arith.cmpi ult, %183, %c72 : index
      %187 = arith.andi %186, %185 : i1
      %188 = arith.select %187, %c8, %c0 : index
      %189 = arith.remui %180, %c8_2 : index
      %190 = arith.divui %182, %c8_2 : index
      %191 = arith.remui %182, %c8_2 : index
      %192 = arith.xori %190, %189 : index
      %193 = arith.muli %192, %c8_2 : index
      %194 = arith.addi %193, %191 : index
      %195 = nvgpu.device_async_copy %arg1[%183, %184], %alloc_6[%c1, %180, %194], 8, %188 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %196 = arith.addi %180, %c8 : index
      %197 = arith.addi %183, %c8 : index
      %198 = arith.cmpi ult, %197, %c72 : index
      %199 = arith.andi %198, %185 : i1
      %200 = arith.select %199, %c8, %c0 : index
      %201 = arith.remui %196, %c8_2 : index
      %202 = arith.divui %182, %c8_2 : index
      %203 = arith.remui %182, %c8_2 : index
      %204 = arith.xori %202, %201 : index
      %205 = arith.muli %204, %c8_2 : index
      %206 = arith.addi %205, %203 : index
      %207 = nvgpu.device_async_copy %arg1[%197, %184], %alloc_6[%c1, %196, %206], 8, %200 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %208 = arith.addi %180, %c16 : index
      %209 = arith.addi %183, %c16 : index
      %210 = arith.cmpi ult, %209, %c72 : index
      %211 = arith.andi %210, %185 : i1
      %212 = arith.select %211, %c8, %c0 : index
      %213 = arith.remui %208, %c8_2 : index
      %214 = arith.divui %182, %c8_2 : index
      %215 = arith.remui %182, %c8_2 : index
      %216 = arith.xori %214, %213 : index
      %217 = arith.muli %216, %c8_2 : index
      %218 = arith.addi %217, %215 : index
      %219 = nvgpu.device_async_copy %arg1[%209, %184], %alloc_6[%c1, %208, %218], 8, %212 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %220 = arith.addi %180, %c24 : index
      %221 = arith.addi %183, %c24 : index
      %222 = arith.cmpi ult, %221, %c72 : index
      %223 = arith.andi %222, %185 : i1
      %224 = arith.select %223, %c8, %c0 : index
      %225 = arith.remui %220, %c8_2 : index
      %226 = arith.divui %182, %c8_2 : index
      %227 = arith.remui %182, %c8_2 : index
      %228 = arith.xori %226, %225 : index
      %229 = arith.muli %228, %c8_2 : index
      %230 = arith.addi %229, %227 : index
      %231 = nvgpu.device_async_copy %arg1[%221, %184], %alloc_6[%c1, %220, %230], 8, %224 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
      %232 = nvgpu.device_async_create_group %140, %153, %166, %179, %195, %207, %219, %231
      %233:34 = scf.for %arg15 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg16 = %cst_0, %arg17 = %cst_0, %arg18 = %cst_0, %arg19 = %cst_0, %arg20 = %cst_0, %arg21 = %cst_0, %arg22 = %cst_0, %arg23 = %cst_0, %arg24 = %cst_0, %arg25 = %cst_0, %arg26 = %cst_0, %arg27 = %cst_0, %arg28 = %cst_0, %arg29 = %cst_0, %arg30 = %cst_0, %arg31 = %cst_0, %arg32 = %cst_0, %arg33 = %cst_0, %arg34 = %cst_0, %arg35 = %cst_0, %arg36 = %cst_0, %arg37 = %cst_0, %arg38 = %cst_0, %arg39 = %cst_0, %arg40 = %cst_0, %arg41 = %cst_0, %arg42 = %cst_0, %arg43 = %cst_0, %arg44 = %cst_0, %arg45 = %cst_0, %arg46 = %cst_0, %arg47 = %cst_0, %arg48 = %c0_i32, %arg49 = %c2_i32) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %1498 = arith.addi %arg15, %c2_i32 : i32
        %1499 = arith.cmpi eq, %arg48, %c2_i32 : i32
        %1500 = arith.addi %arg48, %c1_i32 : i32
        %1501 = arith.select %1499, %c0_i32, %1500 : i32
        %1502 = arith.cmpi eq, %arg49, %c2_i32 : i32
        %1503 = arith.addi %arg49, %c1_i32 : i32
        %1504 = arith.select %1502, %c0_i32, %1503 : i32
        %1505 = arith.index_castui %arg48 : i32 to index
        %1506 = arith.index_castui %arg49 : i32 to index
        nvgpu.device_async_wait %232 {numGroups = 1 : i32}
        gpu.barrier
        %1507 = arith.remui %16, %c16 : index
        %1508 = arith.addi %11, %1507 : index
        %1509 = arith.divui %16, %c16 : index
        %1510 = arith.muli %1509, %c8 : index
        %1511 = arith.divui %1508, %c2_4 : index
        %1512 = arith.remui %1511, %c4_3 : index
        %1513 = arith.divui %1510, %c8_2 : index
        %1514 = arith.remui %1510, %c8_2 : index
        %1515 = arith.xori %1513, %1512 : index
        %1516 = arith.muli %1515, %c8_2 : index
        %1517 = arith.addi %1516, %1514 : index
        %1518 = nvgpu.ldmatrix %alloc_5[%1505, %1508, %1517] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1519 = arith.addi %11, %c16 : index
        %1520 = arith.remui %16, %c16 : index
        %1521 = arith.addi %1519, %1520 : index
        %1522 = arith.divui %16, %c16 : index
        %1523 = arith.muli %1522, %c8 : index
        %1524 = arith.divui %1521, %c2_4 : index
        %1525 = arith.remui %1524, %c4_3 : index
        %1526 = arith.divui %1523, %c8_2 : index
        %1527 = arith.remui %1523, %c8_2 : index
        %1528 = arith.xori %1526, %1525 : index
        %1529 = arith.muli %1528, %c8_2 : index
        %1530 = arith.addi %1529, %1527 : index
        %1531 = nvgpu.ldmatrix %alloc_5[%1505, %1521, %1530] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1532 = arith.addi %11, %c32 : index
        %1533 = arith.remui %16, %c16 : index
        %1534 = arith.addi %1532, %1533 : index
        %1535 = arith.divui %16, %c16 : index
        %1536 = arith.muli %1535, %c8 : index
        %1537 = arith.divui %1534, %c2_4 : index
        %1538 = arith.remui %1537, %c4_3 : index
        %1539 = arith.divui %1536, %c8_2 : index
        %1540 = arith.remui %1536, %c8_2 : index
        %1541 = arith.xori %1539, %1538 : index
        %1542 = arith.muli %1541, %c8_2 : index
        %1543 = arith.addi %1542, %1540 : index
        %1544 = nvgpu.ldmatrix %alloc_5[%1505, %1534, %1543] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1545 = arith.addi %11, %c48 : index
        %1546 = arith.remui %16, %c16 : index
        %1547 = arith.addi %1545, %1546 : index
        %1548 = arith.divui %16, %c16 : index
        %1549 = arith.muli %1548, %c8 : index
        %1550 = arith.divui %1547, %c2_4 : index
        %1551 = arith.remui %1550, %c4_3 : index
        %1552 = arith.divui %1549, %c8_2 : index
        %1553 = arith.remui %1549, %c8_2 : index
        %1554 = arith.xori %1552, %1551 : index
        %1555 = arith.muli %1554, %c8_2 : index
        %1556 = arith.addi %1555, %1553 : index
        %1557 = nvgpu.ldmatrix %alloc_5[%1505, %1547, %1556] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1558 = arith.remui %16, %c16 : index
        %1559 = arith.divui %16, %c16 : index
        %1560 = arith.muli %1559, %c8 : index
        %1561 = arith.addi %13, %1560 : index
        %1562 = arith.remui %1558, %c8_2 : index
        %1563 = arith.divui %1561, %c8_2 : index
        %1564 = arith.remui %1561, %c8_2 : index
        %1565 = arith.xori %1563, %1562 : index
        %1566 = arith.muli %1565, %c8_2 : index
        %1567 = arith.addi %1566, %1564 : index
        %1568 = nvgpu.ldmatrix %alloc_6[%1505, %1558, %1567] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1569 = vector.extract_strided_slice %1568 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1570 = vector.extract_strided_slice %1568 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1571 = arith.addi %13, %c16 : index
        %1572 = arith.remui %16, %c16 : index
        %1573 = arith.divui %16, %c16 : index
        %1574 = arith.muli %1573, %c8 : index
        %1575 = arith.addi %1571, %1574 : index
        %1576 = arith.remui %1572, %c8_2 : index
        %1577 = arith.divui %1575, %c8_2 : index
        %1578 = arith.remui %1575, %c8_2 : index
        %1579 = arith.xori %1577, %1576 : index
        %1580 = arith.muli %1579, %c8_2 : index
        %1581 = arith.addi %1580, %1578 : index
        %1582 = nvgpu.ldmatrix %alloc_6[%1505, %1572, %1581] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1583 = vector.extract_strided_slice %1582 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1584 = vector.extract_strided_slice %1582 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1585 = arith.addi %13, %c32 : index
        %1586 = arith.remui %16, %c16 : index
        %1587 = arith.divui %16, %c16 : index
        %1588 = arith.muli %1587, %c8 : index
        %1589 = arith.addi %1585, %1588 : index
        %1590 = arith.remui %1586, %c8_2 : index
        %1591 = arith.divui %1589, %c8_2 : index
        %1592 = arith.remui %1589, %c8_2 : index
        %1593 = arith.xori %1591, %1590 : index
        %1594 = arith.muli %1593, %c8_2 : index
        %1595 = arith.addi %1594, %1592 : index
        %1596 = nvgpu.ldmatrix %alloc_6[%1505, %1586, %1595] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1597 = vector.extract_strided_slice %1596 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1598 = vector.extract_strided_slice %1596 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1599 = arith.addi %13, %c48 : index
        %1600 = arith.remui %16, %c16 : index
        %1601 = arith.divui %16, %c16 : index
        %1602 = arith.muli %1601, %c8 : index
        %1603 = arith.addi %1599, %1602 : index
        %1604 = arith.remui %1600, %c8_2 : index
        %1605 = arith.divui %1603, %c8_2 : index
        %1606 = arith.remui %1603, %c8_2 : index
        %1607 = arith.xori %1605, %1604 : index
        %1608 = arith.muli %1607, %c8_2 : index
        %1609 = arith.addi %1608, %1606 : index
        %1610 = nvgpu.ldmatrix %alloc_6[%1505, %1600, %1609] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1611 = vector.extract_strided_slice %1610 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1612 = vector.extract_strided_slice %1610 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1613 = nvgpu.mma.sync(%1518, %1569, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1614 = nvgpu.mma.sync(%1518, %1570, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1615 = nvgpu.mma.sync(%1518, %1583, %arg18) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1616 = nvgpu.mma.sync(%1518, %1584, %arg19) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1617 = nvgpu.mma.sync(%1518, %1597, %arg20) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1618 = nvgpu.mma.sync(%1518, %1598, %arg21) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1619 = nvgpu.mma.sync(%1518, %1611, %arg22) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1620 = nvgpu.mma.sync(%1518, %1612, %arg23) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1621 = nvgpu.mma.sync(%1531, %1569, %arg24) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1622 = nvgpu.mma.sync(%1531, %1570, %arg25) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1623 = nvgpu.mma.sync(%1531, %1583, %arg26) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1624 = nvgpu.mma.sync(%1531, %1584, %arg27) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1625 = nvgpu.mma.sync(%1531, %1597, %arg28) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1626 = nvgpu.mma.sync(%1531, %1598, %arg29) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1627 = nvgpu.mma.sync(%1531, %1611, %arg30) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1628 = nvgpu.mma.sync(%1531, %1612, %arg31) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1629 = nvgpu.mma.sync(%1544, %1569, %arg32) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1630 = nvgpu.mma.sync(%1544, %1570, %arg33) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1631 = nvgpu.mma.sync(%1544, %1583, %arg34) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1632 = nvgpu.mma.sync(%1544, %1584, %arg35) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1633 = nvgpu.mma.sync(%1544, %1597, %arg36) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1634 = nvgpu.mma.sync(%1544, %1598, %arg37) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1635 = nvgpu.mma.sync(%1544, %1611, %arg38) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1636 = nvgpu.mma.sync(%1544, %1612, %arg39) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1637 = nvgpu.mma.sync(%1557, %1569, %arg40) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1638 = nvgpu.mma.sync(%1557, %1570, %arg41) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1639 = nvgpu.mma.sync(%1557, %1583, %arg42) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1640 = nvgpu.mma.sync(%1557, %1584, %arg43) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1641 = nvgpu.mma.sync(%1557, %1597, %arg44) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1642 = nvgpu.mma.sync(%1557, %1598, %arg45) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1643 = nvgpu.mma.sync(%1557, %1611, %arg46) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1644 = nvgpu.mma.sync(%1557, %1612, %arg47) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1645 = arith.remui %16, %c16 : index
        %1646 = arith.addi %11, %1645 : index
        %1647 = arith.divui %16, %c16 : index
        %1648 = arith.muli %1647, %c8 : index
        %1649 = arith.addi %1648, %c16 : index
        %1650 = arith.divui %1646, %c2_4 : index
        %1651 = arith.remui %1650, %c4_3 : index
        %1652 = arith.divui %1649, %c8_2 : index
        %1653 = arith.remui %1649, %c8_2 : index
        %1654 = arith.xori %1652, %1651 : index
        %1655 = arith.muli %1654, %c8_2 : index
        %1656 = arith.addi %1655, %1653 : index
        %1657 = nvgpu.ldmatrix %alloc_5[%1505, %1646, %1656] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1658 = arith.addi %11, %c16 : index
        %1659 = arith.remui %16, %c16 : index
        %1660 = arith.addi %1658, %1659 : index
        %1661 = arith.divui %16, %c16 : index
        %1662 = arith.muli %1661, %c8 : index
        %1663 = arith.addi %1662, %c16 : index
        %1664 = arith.divui %1660, %c2_4 : index
        %1665 = arith.remui %1664, %c4_3 : index
        %1666 = arith.divui %1663, %c8_2 : index
        %1667 = arith.remui %1663, %c8_2 : index
        %1668 = arith.xori %1666, %1665 : index
        %1669 = arith.muli %1668, %c8_2 : index
        %1670 = arith.addi %1669, %1667 : index
        %1671 = nvgpu.ldmatrix %alloc_5[%1505, %1660, %1670] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1672 = arith.addi %11, %c32 : index
        %1673 = arith.remui %16, %c16 : index
        %1674 = arith.addi %1672, %1673 : index
        %1675 = arith.divui %16, %c16 : index
        %1676 = arith.muli %1675, %c8 : index
        %1677 = arith.addi %1676, %c16 : index
        %1678 = arith.divui %1674, %c2_4 : index
        %1679 = arith.remui %1678, %c4_3 : index
        %1680 = arith.divui %1677, %c8_2 : index
        %1681 = arith.remui %1677, %c8_2 : index
        %1682 = arith.xori %1680, %1679 : index
        %1683 = arith.muli %1682, %c8_2 : index
        %1684 = arith.addi %1683, %1681 : index
        %1685 = nvgpu.ldmatrix %alloc_5[%1505, %1674, %1684] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1686 = arith.addi %11, %c48 : index
        %1687 = arith.remui %16, %c16 : index
        %1688 = arith.addi %1686, %1687 : index
        %1689 = arith.divui %16, %c16 : index
        %1690 = arith.muli %1689, %c8 : index
        %1691 = arith.addi %1690, %c16 : index
        %1692 = arith.divui %1688, %c2_4 : index
        %1693 = arith.remui %1692, %c4_3 : index
        %1694 = arith.divui %1691, %c8_2 : index
        %1695 = arith.remui %1691, %c8_2 : index
        %1696 = arith.xori %1694, %1693 : index
        %1697 = arith.muli %1696, %c8_2 : index
        %1698 = arith.addi %1697, %1695 : index
        %1699 = nvgpu.ldmatrix %alloc_5[%1505, %1688, %1698] {numTiles = 4 : i32, transpose = false} : memref<3x128x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1700 = arith.remui %16, %c16 : index
        %1701 = arith.addi %1700, %c16 : index
        %1702 = arith.divui %16, %c16 : index
        %1703 = arith.muli %1702, %c8 : index
        %1704 = arith.addi %13, %1703 : index
        %1705 = arith.remui %1701, %c8_2 : index
        %1706 = arith.divui %1704, %c8_2 : index
        %1707 = arith.remui %1704, %c8_2 : index
        %1708 = arith.xori %1706, %1705 : index
        %1709 = arith.muli %1708, %c8_2 : index
        %1710 = arith.addi %1709, %1707 : index
        %1711 = nvgpu.ldmatrix %alloc_6[%1505, %1701, %1710] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1712 = vector.extract_strided_slice %1711 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1713 = vector.extract_strided_slice %1711 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1714 = arith.addi %13, %c16 : index
        %1715 = arith.remui %16, %c16 : index
        %1716 = arith.addi %1715, %c16 : index
        %1717 = arith.divui %16, %c16 : index
        %1718 = arith.muli %1717, %c8 : index
        %1719 = arith.addi %1714, %1718 : index
        %1720 = arith.remui %1716, %c8_2 : index
        %1721 = arith.divui %1719, %c8_2 : index
        %1722 = arith.remui %1719, %c8_2 : index
        %1723 = arith.xori %1721, %1720 : index
        %1724 = arith.muli %1723, %c8_2 : index
        %1725 = arith.addi %1724, %1722 : index
        %1726 = nvgpu.ldmatrix %alloc_6[%1505, %1716, %1725] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1727 = vector.extract_strided_slice %1726 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1728 = vector.extract_strided_slice %1726 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1729 = arith.addi %13, %c32 : index
        %1730 = arith.remui %16, %c16 : index
        %1731 = arith.addi %1730, %c16 : index
        %1732 = arith.divui %16, %c16 : index
        %1733 = arith.muli %1732, %c8 : index
        %1734 = arith.addi %1729, %1733 : index
        %1735 = arith.remui %1731, %c8_2 : index
        %1736 = arith.divui %1734, %c8_2 : index
        %1737 = arith.remui %1734, %c8_2 : index
        %1738 = arith.xori %1736, %1735 : index
        %1739 = arith.muli %1738, %c8_2 : index
        %1740 = arith.addi %1739, %1737 : index
        %1741 = nvgpu.ldmatrix %alloc_6[%1505, %1731, %1740] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1742 = vector.extract_strided_slice %1741 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1743 = vector.extract_strided_slice %1741 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1744 = arith.addi %13, %c48 : index
        %1745 = arith.remui %16, %c16 : index
        %1746 = arith.addi %1745, %c16 : index
        %1747 = arith.divui %16, %c16 : index
        %1748 = arith.muli %1747, %c8 : index
        %1749 = arith.addi %1744, %1748 : index
        %1750 = arith.remui %1746, %c8_2 : index
        %1751 = arith.divui %1749, %c8_2 : index
        %1752 = arith.remui %1749, %c8_2 : index
        %1753 = arith.xori %1751, %1750 : index
        %1754 = arith.muli %1753, %c8_2 : index
        %1755 = arith.addi %1754, %1752 : index
        %1756 = nvgpu.ldmatrix %alloc_6[%1505, %1746, %1755] {numTiles = 4 : i32, transpose = true} : memref<3x32x128xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %1757 = vector.extract_strided_slice %1756 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1758 = vector.extract_strided_slice %1756 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %1759 = nvgpu.mma.sync(%1657, %1712, %1613) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1760 = nvgpu.mma.sync(%1657, %1713, %1614) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1761 = nvgpu.mma.sync(%1657, %1727, %1615) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1762 = nvgpu.mma.sync(%1657, %1728, %1616) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1763 = nvgpu.mma.sync(%1657, %1742, %1617) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1764 = nvgpu.mma.sync(%1657, %1743, %1618) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1765 = nvgpu.mma.sync(%1657, %1757, %1619) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1766 = nvgpu.mma.sync(%1657, %1758, %1620) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1767 = nvgpu.mma.sync(%1671, %1712, %1621) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1768 = nvgpu.mma.sync(%1671, %1713, %1622) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1769 = nvgpu.mma.sync(%1671, %1727, %1623) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1770 = nvgpu.mma.sync(%1671, %1728, %1624) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1771 = nvgpu.mma.sync(%1671, %1742, %1625) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1772 = nvgpu.mma.sync(%1671, %1743, %1626) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1773 = nvgpu.mma.sync(%1671, %1757, %1627) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1774 = nvgpu.mma.sync(%1671, %1758, %1628) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1775 = nvgpu.mma.sync(%1685, %1712, %1629) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1776 = nvgpu.mma.sync(%1685, %1713, %1630) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1777 = nvgpu.mma.sync(%1685, %1727, %1631) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1778 = nvgpu.mma.sync(%1685, %1728, %1632) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1779 = nvgpu.mma.sync(%1685, %1742, %1633) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1780 = nvgpu.mma.sync(%1685, %1743, %1634) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1781 = nvgpu.mma.sync(%1685, %1757, %1635) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1782 = nvgpu.mma.sync(%1685, %1758, %1636) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1783 = nvgpu.mma.sync(%1699, %1712, %1637) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1784 = nvgpu.mma.sync(%1699, %1713, %1638) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1785 = nvgpu.mma.sync(%1699, %1727, %1639) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1786 = nvgpu.mma.sync(%1699, %1728, %1640) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1787 = nvgpu.mma.sync(%1699, %1742, %1641) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1788 = nvgpu.mma.sync(%1699, %1743, %1642) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1789 = nvgpu.mma.sync(%1699, %1757, %1643) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1790 = nvgpu.mma.sync(%1699, %1758, %1644) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %1791 = arith.index_castui %1498 : i32 to index
        %1792 = arith.muli %1791, %c32 : index
        %1793 = arith.divui %arg6, %c4 : index
        %1794 = arith.remui %arg6, %c4 : index
        %1795 = arith.muli %1794, %c8 : index
        %1796 = arith.addi %6, %1793 : index
        %1797 = arith.addi %1792, %1795 : index
        %1798 = arith.cmpi ult, %1797, %c72 : index
        %1799 = arith.cmpi ult, %1796, %c200 : index
        %1800 = arith.andi %1799, %1798 : i1
        %1801 = arith.select %1800, %c8, %c0 : index
        %1802 = arith.divui %1793, %c2_4 : index
        %1803 = arith.remui %1802, %c4_3 : index
        %1804 = arith.divui %1795, %c8_2 : index
        %1805 = arith.remui %1795, %c8_2 : index
        %1806 = arith.xori %1804, %1803 : index
        %1807 = arith.muli %1806, %c8_2 : index
        %1808 = arith.addi %1807, %1805 : index
        %1809 = nvgpu.device_async_copy %arg0[%1796, %1797], %alloc_5[%1506, %1793, %1808], 8, %1801 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
        %1810 = arith.addi %1793, %c32 : index
        %1811 = arith.addi %1796, %c32 : index
        %1812 = arith.cmpi ult, %1811, %c200 : index
        %1813 = arith.andi %1812, %1798 : i1
        %1814 = arith.select %1813, %c8, %c0 : index
        %1815 = arith.divui %1810, %c2_4 : index
        %1816 = arith.remui %1815, %c4_3 : index
        %1817 = arith.divui %1795, %c8_2 : index
        %1818 = arith.remui %1795, %c8_2 : index
        %1819 = arith.xori %1817, %1816 : index
        %1820 = arith.muli %1819, %c8_2 : index
        %1821 = arith.addi %1820, %1818 : index
        %1822 = nvgpu.device_async_copy %arg0[%1811, %1797], %alloc_5[%1506, %1810, %1821], 8, %1814 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
        %1823 = arith.addi %1793, %c64 : index
        %1824 = arith.addi %1796, %c64 : index
        %1825 = arith.cmpi ult, %1824, %c200 : index
        %1826 = arith.andi %1825, %1798 : i1
        %1827 = arith.select %1826, %c8, %c0 : index
        %1828 = arith.divui %1823, %c2_4 : index
        %1829 = arith.remui %1828, %c4_3 : index
        %1830 = arith.divui %1795, %c8_2 : index
        %1831 = arith.remui %1795, %c8_2 : index
        %1832 = arith.xori %1830, %1829 : index
        %1833 = arith.muli %1832, %c8_2 : index
        %1834 = arith.addi %1833, %1831 : index
        %1835 = nvgpu.device_async_copy %arg0[%1824, %1797], %alloc_5[%1506, %1823, %1834], 8, %1827 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
        %1836 = arith.addi %1793, %c96 : index
        %1837 = arith.addi %1796, %c96 : index
        %1838 = arith.cmpi ult, %1837, %c200 : index
        %1839 = arith.andi %1838, %1798 : i1
        %1840 = arith.select %1839, %c8, %c0 : index
        %1841 = arith.divui %1836, %c2_4 : index
        %1842 = arith.remui %1841, %c4_3 : index
        %1843 = arith.divui %1795, %c8_2 : index
        %1844 = arith.remui %1795, %c8_2 : index
        %1845 = arith.xori %1843, %1842 : index
        %1846 = arith.muli %1845, %c8_2 : index
        %1847 = arith.addi %1846, %1844 : index
        %1848 = nvgpu.device_async_copy %arg0[%1837, %1797], %alloc_5[%1506, %1836, %1847], 8, %1840 {bypassL1} : memref<200x72xf16> to memref<3x128x32xf16, #gpu.address_space<workgroup>>
        %1849 = arith.muli %1791, %c32 : index
        %1850 = arith.divui %arg6, %c16 : index
        %1851 = arith.remui %arg6, %c16 : index
        %1852 = arith.muli %1851, %c8 : index
        %1853 = arith.addi %1849, %1850 : index
        %1854 = arith.addi %7, %1852 : index
        %1855 = arith.cmpi ult, %1854, %c136 : index
        %1856 = arith.cmpi ult, %1853, %c72 : index
        %1857 = arith.andi %1856, %1855 : i1
        %1858 = arith.select %1857, %c8, %c0 : index
        %1859 = arith.remui %1850, %c8_2 : index
        %1860 = arith.divui %1852, %c8_2 : index
        %1861 = arith.remui %1852, %c8_2 : index
        %1862 = arith.xori %1860, %1859 : index
        %1863 = arith.muli %1862, %c8_2 : index
        %1864 = arith.addi %1863, %1861 : index
        %1865 = nvgpu.device_async_copy %arg1[%1853, %1854], %alloc_6[%1506, %1850, %1864], 8, %1858 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
        %1866 = arith.addi %1850, %c8 : index
        %1867 = arith.addi %1853, %c8 : index
        %1868 = arith.cmpi ult, %1867, %c72 : index
        %1869 = arith.andi %1868, %1855 : i1
        %1870 = arith.select %1869, %c8, %c0 : index
        %1871 = arith.remui %1866, %c8_2 : index
        %1872 = arith.divui %1852, %c8_2 : index
        %1873 = arith.remui %1852, %c8_2 : index
        %1874 = arith.xori %1872, %1871 : index
        %1875 = arith.muli %1874, %c8_2 : index
        %1876 = arith.addi %1875, %1873 : index
        %1877 = nvgpu.device_async_copy %arg1[%1867, %1854], %alloc_6[%1506, %1866, %1876], 8, %1870 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
        %1878 = arith.addi %1850, %c16 : index
        %1879 = arith.addi %1853, %c16 : index
        %1880 = arith.cmpi ult, %1879, %c72 : index
        %1881 = arith.andi %1880, %1855 : i1
        %1882 = arith.select %1881, %c8, %c0 : index
        %1883 = arith.remui %1878, %c8_2 : index
        %1884 = arith.divui %1852, %c8_2 : index
        %1885 = arith.remui %1852, %c8_2 : index
        %1886 = arith.xori %1884, %1883 : index
        %1887 = arith.muli %1886, %c8_2 : index
        %1888 = arith.addi %1887, %1885 : index
        %1889 = nvgpu.device_async_copy %arg1[%1879, %1854], %alloc_6[%1506, %1878, %1888], 8, %1882 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
        %1890 = arith.addi %1850, %c24 : index
        %1891 = arith.addi %1853, %c24 : index
        %1892 = arith.cmpi ult, %1891, %c72 : index
        %1893 = arith.andi %1892, %1855 : i1
        %1894 = arith.select %1893, %c8, %c0 : index
        %1895 = arith.remui %1890, %c8_2 : index
        %1896 = arith.divui %1852, %c8_2 : index
        %1897 = arith.remui %1852, %c8_2 : index
        %1898 = arith.xori %1896, %1895 : index
        %1899 = arith.muli %1898, %c8_2 : index
        %1900 = arith.addi %1899, %1897 : index
        %1901 = nvgpu.device_async_copy %arg1[%1891, %1854], %alloc_6[%1506, %1890, %1900], 8, %1894 {bypassL1} : memref<72x136xf16> to memref<3x32x128xf16, #gpu.address_space<workgroup>>
        %1902 = nvgpu.device_async_create_group %1809, %1822, %1835, %1848, %1865, %1877, %1889, %1901
        scf.yield %1759, %1760, %1761, %1762, %1763, %1764, %1765, %1766, %1767, %1768, %1769, %1770, %1771, %1772, %1773, %1774, %1775, %1776, %1777, %1778, %1779, %1780, %1781, %1782, %1783, %1784, %1785, %1786, %1787, %1788, %1789, %1790, %1501, %1504 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %232 {numGroups = 0 : i32}
      %234 = arith.addi %11, %14 : index
      %235 = arith.muli %15, %c2 : index
      %236 = arith.addi %13, %235 : index
      %237 = arith.addi %6, %234 : index
      %238 = vector.extract %233#0[0, 0] : f32 from vector<2x2xf32>
      %239 = arith.addi %7, %236 : index
      %240 = arith.cmpi ult, %237, %c200 : index
      %241 = arith.cmpi ult, %239, %c136 : index
      %242 = arith.andi %240, %241 : i1
      %243 = scf.if %242 -> (f16) {
        %1498 = memref.load %arg2[%239] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %238, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %244 = vector.extract %233#0[0, 1] : f32 from vector<2x2xf32>
      %245 = arith.addi %236, %c1 : index
      %246 = arith.addi %7, %245 : index
      %247 = arith.cmpi ult, %237, %c200 : index
      %248 = arith.cmpi ult, %246, %c136 : index
      %249 = arith.andi %247, %248 : i1
      %250 = scf.if %249 -> (f16) {
        %1498 = memref.load %arg2[%246] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %244, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %251 = arith.cmpi ult, %237, %c200 : index
      scf.if %251 {
        %1498 = arith.addi %7, %236 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %243, %alloc[%237, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %236, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %250, %alloc[%237, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 0>, tir.role = "output-store"}
      %252 = arith.addi %11, %c8 : index
      %253 = arith.addi %252, %14 : index
      %254 = arith.muli %15, %c2 : index
      %255 = arith.addi %13, %254 : index
      %256 = arith.addi %6, %253 : index
      %257 = vector.extract %233#0[1, 0] : f32 from vector<2x2xf32>
      %258 = arith.addi %7, %255 : index
      %259 = arith.cmpi ult, %256, %c200 : index
      %260 = arith.cmpi ult, %258, %c136 : index
      %261 = arith.andi %259, %260 : i1
      %262 = scf.if %261 -> (f16) {
        %1498 = memref.load %arg2[%258] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %257, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %263 = vector.extract %233#0[1, 1] : f32 from vector<2x2xf32>
      %264 = arith.addi %255, %c1 : index
      %265 = arith.addi %7, %264 : index
      %266 = arith.cmpi ult, %256, %c200 : index
      %267 = arith.cmpi ult, %265, %c136 : index
      %268 = arith.andi %266, %267 : i1
      %269 = scf.if %268 -> (f16) {
        %1498 = memref.load %arg2[%265] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %263, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %270 = arith.cmpi ult, %256, %c200 : index
      scf.if %270 {
        %1498 = arith.addi %7, %255 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %262, %alloc[%256, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %255, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %269, %alloc[%256, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 0, 1>, tir.role = "output-store"}
      %271 = arith.addi %11, %14 : index
      %272 = arith.addi %13, %c8 : index
      %273 = arith.muli %15, %c2 : index
      %274 = arith.addi %272, %273 : index
      %275 = arith.addi %6, %271 : index
      %276 = vector.extract %233#1[0, 0] : f32 from vector<2x2xf32>
      %277 = arith.addi %7, %274 : index
      %278 = arith.cmpi ult, %275, %c200 : index
      %279 = arith.cmpi ult, %277, %c136 : index
      %280 = arith.andi %278, %279 : i1
      %281 = scf.if %280 -> (f16) {
        %1498 = memref.load %arg2[%277] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %276, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %282 = vector.extract %233#1[0, 1] : f32 from vector<2x2xf32>
      %283 = arith.addi %274, %c1 : index
      %284 = arith.addi %7, %283 : index
      %285 = arith.cmpi ult, %275, %c200 : index
      %286 = arith.cmpi ult, %284, %c136 : index
      %287 = arith.andi %285, %286 : i1
      %288 = scf.if %287 -> (f16) {
        %1498 = memref.load %arg2[%284] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %282, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %289 = arith.cmpi ult, %275, %c200 : index
      scf.if %289 {
        %1498 = arith.addi %7, %274 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %281, %alloc[%275, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %274, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %288, %alloc[%275, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 0>, tir.role = "output-store"}
      %290 = arith.addi %11, %c8 : index
      %291 = arith.addi %290, %14 : index
      %292 = arith.addi %13, %c8 : index
      %293 = arith.muli %15, %c2 : index
      %294 = arith.addi %292, %293 : index
      %295 = arith.addi %6, %291 : index
      %296 = vector.extract %233#1[1, 0] : f32 from vector<2x2xf32>
      %297 = arith.addi %7, %294 : index
      %298 = arith.cmpi ult, %295, %c200 : index
      %299 = arith.cmpi ult, %297, %c136 : index
      %300 = arith.andi %298, %299 : i1
      %301 = scf.if %300 -> (f16) {
        %1498 = memref.load %arg2[%297] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %296, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %302 = vector.extract %233#1[1, 1] : f32 from vector<2x2xf32>
      %303 = arith.addi %294, %c1 : index
      %304 = arith.addi %7, %303 : index
      %305 = arith.cmpi ult, %295, %c200 : index
      %306 = arith.cmpi ult, %304, %c136 : index
      %307 = arith.andi %305, %306 : i1
      %308 = scf.if %307 -> (f16) {
        %1498 = memref.load %arg2[%304] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %302, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %309 = arith.cmpi ult, %295, %c200 : index
      scf.if %309 {
        %1498 = arith.addi %7, %294 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %301, %alloc[%295, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %294, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %308, %alloc[%295, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 1, 1>, tir.role = "output-store"}
      %310 = arith.addi %11, %14 : index
      %311 = arith.addi %13, %c16 : index
      %312 = arith.muli %15, %c2 : index
      %313 = arith.addi %311, %312 : index
      %314 = arith.addi %6, %310 : index
      %315 = vector.extract %233#2[0, 0] : f32 from vector<2x2xf32>
      %316 = arith.addi %7, %313 : index
      %317 = arith.cmpi ult, %314, %c200 : index
      %318 = arith.cmpi ult, %316, %c136 : index
      %319 = arith.andi %317, %318 : i1
      %320 = scf.if %319 -> (f16) {
        %1498 = memref.load %arg2[%316] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %315, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %321 = vector.extract %233#2[0, 1] : f32 from vector<2x2xf32>
      %322 = arith.addi %313, %c1 : index
      %323 = arith.addi %7, %322 : index
      %324 = arith.cmpi ult, %314, %c200 : index
      %325 = arith.cmpi ult, %323, %c136 : index
      %326 = arith.andi %324, %325 : i1
      %327 = scf.if %326 -> (f16) {
        %1498 = memref.load %arg2[%323] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %321, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %328 = arith.cmpi ult, %314, %c200 : index
      scf.if %328 {
        %1498 = arith.addi %7, %313 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %320, %alloc[%314, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %313, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %327, %alloc[%314, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 0>, tir.role = "output-store"}
      %329 = arith.addi %11, %c8 : index
      %330 = arith.addi %329, %14 : index
      %331 = arith.addi %13, %c16 : index
      %332 = arith.muli %15, %c2 : index
      %333 = arith.addi %331, %332 : index
      %334 = arith.addi %6, %330 : index
      %335 = vector.extract %233#2[1, 0] : f32 from vector<2x2xf32>
      %336 = arith.addi %7, %333 : index
      %337 = arith.cmpi ult, %334, %c200 : index
      %338 = arith.cmpi ult, %336, %c136 : index
      %339 = arith.andi %337, %338 : i1
      %340 = scf.if %339 -> (f16) {
        %1498 = memref.load %arg2[%336] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %335, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %341 = vector.extract %233#2[1, 1] : f32 from vector<2x2xf32>
      %342 = arith.addi %333, %c1 : index
      %343 = arith.addi %7, %342 : index
      %344 = arith.cmpi ult, %334, %c200 : index
      %345 = arith.cmpi ult, %343, %c136 : index
      %346 = arith.andi %344, %345 : i1
      %347 = scf.if %346 -> (f16) {
        %1498 = memref.load %arg2[%343] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %341, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %348 = arith.cmpi ult, %334, %c200 : index
      scf.if %348 {
        %1498 = arith.addi %7, %333 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %340, %alloc[%334, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %333, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %347, %alloc[%334, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 2, 1>, tir.role = "output-store"}
      %349 = arith.addi %11, %14 : index
      %350 = arith.addi %13, %c24 : index
      %351 = arith.muli %15, %c2 : index
      %352 = arith.addi %350, %351 : index
      %353 = arith.addi %6, %349 : index
      %354 = vector.extract %233#3[0, 0] : f32 from vector<2x2xf32>
      %355 = arith.addi %7, %352 : index
      %356 = arith.cmpi ult, %353, %c200 : index
      %357 = arith.cmpi ult, %355, %c136 : index
      %358 = arith.andi %356, %357 : i1
      %359 = scf.if %358 -> (f16) {
        %1498 = memref.load %arg2[%355] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %354, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %360 = vector.extract %233#3[0, 1] : f32 from vector<2x2xf32>
      %361 = arith.addi %352, %c1 : index
      %362 = arith.addi %7, %361 : index
      %363 = arith.cmpi ult, %353, %c200 : index
      %364 = arith.cmpi ult, %362, %c136 : index
      %365 = arith.andi %363, %364 : i1
      %366 = scf.if %365 -> (f16) {
        %1498 = memref.load %arg2[%362] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %360, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %367 = arith.cmpi ult, %353, %c200 : index
      scf.if %367 {
        %1498 = arith.addi %7, %352 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %359, %alloc[%353, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %352, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %366, %alloc[%353, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 0>, tir.role = "output-store"}
      %368 = arith.addi %11, %c8 : index
      %369 = arith.addi %368, %14 : index
      %370 = arith.addi %13, %c24 : index
      %371 = arith.muli %15, %c2 : index
      %372 = arith.addi %370, %371 : index
      %373 = arith.addi %6, %369 : index
      %374 = vector.extract %233#3[1, 0] : f32 from vector<2x2xf32>
      %375 = arith.addi %7, %372 : index
      %376 = arith.cmpi ult, %373, %c200 : index
      %377 = arith.cmpi ult, %375, %c136 : index
      %378 = arith.andi %376, %377 : i1
      %379 = scf.if %378 -> (f16) {
        %1498 = memref.load %arg2[%375] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %374, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %380 = vector.extract %233#3[1, 1] : f32 from vector<2x2xf32>
      %381 = arith.addi %372, %c1 : index
      %382 = arith.addi %7, %381 : index
      %383 = arith.cmpi ult, %373, %c200 : index
      %384 = arith.cmpi ult, %382, %c136 : index
      %385 = arith.andi %383, %384 : i1
      %386 = scf.if %385 -> (f16) {
        %1498 = memref.load %arg2[%382] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %380, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %387 = arith.cmpi ult, %373, %c200 : index
      scf.if %387 {
        %1498 = arith.addi %7, %372 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %379, %alloc[%373, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %372, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %386, %alloc[%373, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 3, 1>, tir.role = "output-store"}
      %388 = arith.addi %11, %14 : index
      %389 = arith.addi %13, %c32 : index
      %390 = arith.muli %15, %c2 : index
      %391 = arith.addi %389, %390 : index
      %392 = arith.addi %6, %388 : index
      %393 = vector.extract %233#4[0, 0] : f32 from vector<2x2xf32>
      %394 = arith.addi %7, %391 : index
      %395 = arith.cmpi ult, %392, %c200 : index
      %396 = arith.cmpi ult, %394, %c136 : index
      %397 = arith.andi %395, %396 : i1
      %398 = scf.if %397 -> (f16) {
        %1498 = memref.load %arg2[%394] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %393, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %399 = vector.extract %233#4[0, 1] : f32 from vector<2x2xf32>
      %400 = arith.addi %391, %c1 : index
      %401 = arith.addi %7, %400 : index
      %402 = arith.cmpi ult, %392, %c200 : index
      %403 = arith.cmpi ult, %401, %c136 : index
      %404 = arith.andi %402, %403 : i1
      %405 = scf.if %404 -> (f16) {
        %1498 = memref.load %arg2[%401] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %399, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %406 = arith.cmpi ult, %392, %c200 : index
      scf.if %406 {
        %1498 = arith.addi %7, %391 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %398, %alloc[%392, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %391, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %405, %alloc[%392, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 4, 0>, tir.role = "output-store"}
      %407 = arith.addi %11, %c8 : index
      %408 = arith.addi %407, %14 : index
      %409 = arith.addi %13, %c32 : index
      %410 = arith.muli %15, %c2 : index
      %411 = arith.addi %409, %410 : index
      %412 = arith.addi %6, %408 : index
      %413 = vector.extract %233#4[1, 0] : f32 from vector<2x2xf32>
      %414 = arith.addi %7, %411 : index
      %415 = arith.cmpi ult, %412, %c200 : index
      %416 = arith.cmpi ult, %414, %c136 : index
      %417 = arith.andi %415, %416 : i1
      %418 = scf.if %417 -> (f16) {
        %1498 = memref.load %arg2[%414] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %413, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %419 = vector.extract %233#4[1, 1] : f32 from vector<2x2xf32>
      %420 = arith.addi %411, %c1 : index
      %421 = arith.addi %7, %420 : index
      %422 = arith.cmpi ult, %412, %c200 : index
      %423 = arith.cmpi ult, %421, %c136 : index
      %424 = arith.andi %422, %423 : i1
      %425 = scf.if %424 -> (f16) {
        %1498 = memref.load %arg2[%421] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %419, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %426 = arith.cmpi ult, %412, %c200 : index
      scf.if %426 {
        %1498 = arith.addi %7, %411 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %418, %alloc[%412, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %411, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %425, %alloc[%412, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 4, 1>, tir.role = "output-store"}
      %427 = arith.addi %11, %14 : index
      %428 = arith.addi %13, %c40 : index
      %429 = arith.muli %15, %c2 : index
      %430 = arith.addi %428, %429 : index
      %431 = arith.addi %6, %427 : index
      %432 = vector.extract %233#5[0, 0] : f32 from vector<2x2xf32>
      %433 = arith.addi %7, %430 : index
      %434 = arith.cmpi ult, %431, %c200 : index
      %435 = arith.cmpi ult, %433, %c136 : index
      %436 = arith.andi %434, %435 : i1
      %437 = scf.if %436 -> (f16) {
        %1498 = memref.load %arg2[%433] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %432, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %438 = vector.extract %233#5[0, 1] : f32 from vector<2x2xf32>
      %439 = arith.addi %430, %c1 : index
      %440 = arith.addi %7, %439 : index
      %441 = arith.cmpi ult, %431, %c200 : index
      %442 = arith.cmpi ult, %440, %c136 : index
      %443 = arith.andi %441, %442 : i1
      %444 = scf.if %443 -> (f16) {
        %1498 = memref.load %arg2[%440] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %438, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %445 = arith.cmpi ult, %431, %c200 : index
      scf.if %445 {
        %1498 = arith.addi %7, %430 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %437, %alloc[%431, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %430, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %444, %alloc[%431, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 5, 0>, tir.role = "output-store"}
      %446 = arith.addi %11, %c8 : index
      %447 = arith.addi %446, %14 : index
      %448 = arith.addi %13, %c40 : index
      %449 = arith.muli %15, %c2 : index
      %450 = arith.addi %448, %449 : index
      %451 = arith.addi %6, %447 : index
      %452 = vector.extract %233#5[1, 0] : f32 from vector<2x2xf32>
      %453 = arith.addi %7, %450 : index
      %454 = arith.cmpi ult, %451, %c200 : index
      %455 = arith.cmpi ult, %453, %c136 : index
      %456 = arith.andi %454, %455 : i1
      %457 = scf.if %456 -> (f16) {
        %1498 = memref.load %arg2[%453] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %452, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %458 = vector.extract %233#5[1, 1] : f32 from vector<2x2xf32>
      %459 = arith.addi %450, %c1 : index
      %460 = arith.addi %7, %459 : index
      %461 = arith.cmpi ult, %451, %c200 : index
      %462 = arith.cmpi ult, %460, %c136 : index
      %463 = arith.andi %461, %462 : i1
      %464 = scf.if %463 -> (f16) {
        %1498 = memref.load %arg2[%460] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %458, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %465 = arith.cmpi ult, %451, %c200 : index
      scf.if %465 {
        %1498 = arith.addi %7, %450 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %457, %alloc[%451, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %450, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %464, %alloc[%451, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 5, 1>, tir.role = "output-store"}
      %466 = arith.addi %11, %14 : index
      %467 = arith.addi %13, %c48 : index
      %468 = arith.muli %15, %c2 : index
      %469 = arith.addi %467, %468 : index
      %470 = arith.addi %6, %466 : index
      %471 = vector.extract %233#6[0, 0] : f32 from vector<2x2xf32>
      %472 = arith.addi %7, %469 : index
      %473 = arith.cmpi ult, %470, %c200 : index
      %474 = arith.cmpi ult, %472, %c136 : index
      %475 = arith.andi %473, %474 : i1
      %476 = scf.if %475 -> (f16) {
        %1498 = memref.load %arg2[%472] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %471, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %477 = vector.extract %233#6[0, 1] : f32 from vector<2x2xf32>
      %478 = arith.addi %469, %c1 : index
      %479 = arith.addi %7, %478 : index
      %480 = arith.cmpi ult, %470, %c200 : index
      %481 = arith.cmpi ult, %479, %c136 : index
      %482 = arith.andi %480, %481 : i1
      %483 = scf.if %482 -> (f16) {
        %1498 = memref.load %arg2[%479] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %477, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %484 = arith.cmpi ult, %470, %c200 : index
      scf.if %484 {
        %1498 = arith.addi %7, %469 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %476, %alloc[%470, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %469, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %483, %alloc[%470, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 6, 0>, tir.role = "output-store"}
      %485 = arith.addi %11, %c8 : index
      %486 = arith.addi %485, %14 : index
      %487 = arith.addi %13, %c48 : index
      %488 = arith.muli %15, %c2 : index
      %489 = arith.addi %487, %488 : index
      %490 = arith.addi %6, %486 : index
      %491 = vector.extract %233#6[1, 0] : f32 from vector<2x2xf32>
      %492 = arith.addi %7, %489 : index
      %493 = arith.cmpi ult, %490, %c200 : index
      %494 = arith.cmpi ult, %492, %c136 : index
      %495 = arith.andi %493, %494 : i1
      %496 = scf.if %495 -> (f16) {
        %1498 = memref.load %arg2[%492] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %491, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %497 = vector.extract %233#6[1, 1] : f32 from vector<2x2xf32>
      %498 = arith.addi %489, %c1 : index
      %499 = arith.addi %7, %498 : index
      %500 = arith.cmpi ult, %490, %c200 : index
      %501 = arith.cmpi ult, %499, %c136 : index
      %502 = arith.andi %500, %501 : i1
      %503 = scf.if %502 -> (f16) {
        %1498 = memref.load %arg2[%499] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %497, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %504 = arith.cmpi ult, %490, %c200 : index
      scf.if %504 {
        %1498 = arith.addi %7, %489 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %496, %alloc[%490, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %489, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %503, %alloc[%490, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 6, 1>, tir.role = "output-store"}
      %505 = arith.addi %11, %14 : index
      %506 = arith.addi %13, %c56 : index
      %507 = arith.muli %15, %c2 : index
      %508 = arith.addi %506, %507 : index
      %509 = arith.addi %6, %505 : index
      %510 = vector.extract %233#7[0, 0] : f32 from vector<2x2xf32>
      %511 = arith.addi %7, %508 : index
      %512 = arith.cmpi ult, %509, %c200 : index
      %513 = arith.cmpi ult, %511, %c136 : index
      %514 = arith.andi %512, %513 : i1
      %515 = scf.if %514 -> (f16) {
        %1498 = memref.load %arg2[%511] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %510, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %516 = vector.extract %233#7[0, 1] : f32 from vector<2x2xf32>
      %517 = arith.addi %508, %c1 : index
      %518 = arith.addi %7, %517 : index
      %519 = arith.cmpi ult, %509, %c200 : index
      %520 = arith.cmpi ult, %518, %c136 : index
      %521 = arith.andi %519, %520 : i1
      %522 = scf.if %521 -> (f16) {
        %1498 = memref.load %arg2[%518] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %516, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %523 = arith.cmpi ult, %509, %c200 : index
      scf.if %523 {
        %1498 = arith.addi %7, %508 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %515, %alloc[%509, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %508, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %522, %alloc[%509, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 7, 0>, tir.role = "output-store"}
      %524 = arith.addi %11, %c8 : index
      %525 = arith.addi %524, %14 : index
      %526 = arith.addi %13, %c56 : index
      %527 = arith.muli %15, %c2 : index
      %528 = arith.addi %526, %527 : index
      %529 = arith.addi %6, %525 : index
      %530 = vector.extract %233#7[1, 0] : f32 from vector<2x2xf32>
      %531 = arith.addi %7, %528 : index
      %532 = arith.cmpi ult, %529, %c200 : index
      %533 = arith.cmpi ult, %531, %c136 : index
      %534 = arith.andi %532, %533 : i1
      %535 = scf.if %534 -> (f16) {
        %1498 = memref.load %arg2[%531] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %530, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %536 = vector.extract %233#7[1, 1] : f32 from vector<2x2xf32>
      %537 = arith.addi %528, %c1 : index
      %538 = arith.addi %7, %537 : index
      %539 = arith.cmpi ult, %529, %c200 : index
      %540 = arith.cmpi ult, %538, %c136 : index
      %541 = arith.andi %539, %540 : i1
      %542 = scf.if %541 -> (f16) {
        %1498 = memref.load %arg2[%538] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %536, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %543 = arith.cmpi ult, %529, %c200 : index
      scf.if %543 {
        %1498 = arith.addi %7, %528 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %535, %alloc[%529, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %528, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %542, %alloc[%529, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 0, 7, 1>, tir.role = "output-store"}
      %544 = arith.addi %11, %c16 : index
      %545 = arith.addi %544, %14 : index
      %546 = arith.muli %15, %c2 : index
      %547 = arith.addi %13, %546 : index
      %548 = arith.addi %6, %545 : index
      %549 = vector.extract %233#8[0, 0] : f32 from vector<2x2xf32>
      %550 = arith.addi %7, %547 : index
      %551 = arith.cmpi ult, %548, %c200 : index
      %552 = arith.cmpi ult, %550, %c136 : index
      %553 = arith.andi %551, %552 : i1
      %554 = scf.if %553 -> (f16) {
        %1498 = memref.load %arg2[%550] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %549, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %555 = vector.extract %233#8[0, 1] : f32 from vector<2x2xf32>
      %556 = arith.addi %547, %c1 : index
      %557 = arith.addi %7, %556 : index
      %558 = arith.cmpi ult, %548, %c200 : index
      %559 = arith.cmpi ult, %557, %c136 : index
      %560 = arith.andi %558, %559 : i1
      %561 = scf.if %560 -> (f16) {
        %1498 = memref.load %arg2[%557] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %555, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %562 = arith.cmpi ult, %548, %c200 : index
      scf.if %562 {
        %1498 = arith.addi %7, %547 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %554, %alloc[%548, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %547, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %561, %alloc[%548, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 0>, tir.role = "output-store"}
      %563 = arith.addi %11, %c24 : index
      %564 = arith.addi %563, %14 : index
      %565 = arith.muli %15, %c2 : index
      %566 = arith.addi %13, %565 : index
      %567 = arith.addi %6, %564 : index
      %568 = vector.extract %233#8[1, 0] : f32 from vector<2x2xf32>
      %569 = arith.addi %7, %566 : index
      %570 = arith.cmpi ult, %567, %c200 : index
      %571 = arith.cmpi ult, %569, %c136 : index
      %572 = arith.andi %570, %571 : i1
      %573 = scf.if %572 -> (f16) {
        %1498 = memref.load %arg2[%569] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %568, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %574 = vector.extract %233#8[1, 1] : f32 from vector<2x2xf32>
      %575 = arith.addi %566, %c1 : index
      %576 = arith.addi %7, %575 : index
      %577 = arith.cmpi ult, %567, %c200 : index
      %578 = arith.cmpi ult, %576, %c136 : index
      %579 = arith.andi %577, %578 : i1
      %580 = scf.if %579 -> (f16) {
        %1498 = memref.load %arg2[%576] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %574, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %581 = arith.cmpi ult, %567, %c200 : index
      scf.if %581 {
        %1498 = arith.addi %7, %566 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %573, %alloc[%567, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %566, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %580, %alloc[%567, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 0, 1>, tir.role = "output-store"}
      %582 = arith.addi %11, %c16 : index
      %583 = arith.addi %582, %14 : index
      %584 = arith.addi %13, %c8 : index
      %585 = arith.muli %15, %c2 : index
      %586 = arith.addi %584, %585 : index
      %587 = arith.addi %6, %583 : index
      %588 = vector.extract %233#9[0, 0] : f32 from vector<2x2xf32>
      %589 = arith.addi %7, %586 : index
      %590 = arith.cmpi ult, %587, %c200 : index
      %591 = arith.cmpi ult, %589, %c136 : index
      %592 = arith.andi %590, %591 : i1
      %593 = scf.if %592 -> (f16) {
        %1498 = memref.load %arg2[%589] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %588, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %594 = vector.extract %233#9[0, 1] : f32 from vector<2x2xf32>
      %595 = arith.addi %586, %c1 : index
      %596 = arith.addi %7, %595 : index
      %597 = arith.cmpi ult, %587, %c200 : index
      %598 = arith.cmpi ult, %596, %c136 : index
      %599 = arith.andi %597, %598 : i1
      %600 = scf.if %599 -> (f16) {
        %1498 = memref.load %arg2[%596] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %594, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %601 = arith.cmpi ult, %587, %c200 : index
      scf.if %601 {
        %1498 = arith.addi %7, %586 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %593, %alloc[%587, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %586, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %600, %alloc[%587, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 0>, tir.role = "output-store"}
      %602 = arith.addi %11, %c24 : index
      %603 = arith.addi %602, %14 : index
      %604 = arith.addi %13, %c8 : index
      %605 = arith.muli %15, %c2 : index
      %606 = arith.addi %604, %605 : index
      %607 = arith.addi %6, %603 : index
      %608 = vector.extract %233#9[1, 0] : f32 from vector<2x2xf32>
      %609 = arith.addi %7, %606 : index
      %610 = arith.cmpi ult, %607, %c200 : index
      %611 = arith.cmpi ult, %609, %c136 : index
      %612 = arith.andi %610, %611 : i1
      %613 = scf.if %612 -> (f16) {
        %1498 = memref.load %arg2[%609] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %608, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %614 = vector.extract %233#9[1, 1] : f32 from vector<2x2xf32>
      %615 = arith.addi %606, %c1 : index
      %616 = arith.addi %7, %615 : index
      %617 = arith.cmpi ult, %607, %c200 : index
      %618 = arith.cmpi ult, %616, %c136 : index
      %619 = arith.andi %617, %618 : i1
      %620 = scf.if %619 -> (f16) {
        %1498 = memref.load %arg2[%616] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %614, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %621 = arith.cmpi ult, %607, %c200 : index
      scf.if %621 {
        %1498 = arith.addi %7, %606 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %613, %alloc[%607, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %606, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %620, %alloc[%607, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 1, 1>, tir.role = "output-store"}
      %622 = arith.addi %11, %c16 : index
      %623 = arith.addi %622, %14 : index
      %624 = arith.addi %13, %c16 : index
      %625 = arith.muli %15, %c2 : index
      %626 = arith.addi %624, %625 : index
      %627 = arith.addi %6, %623 : index
      %628 = vector.extract %233#10[0, 0] : f32 from vector<2x2xf32>
      %629 = arith.addi %7, %626 : index
      %630 = arith.cmpi ult, %627, %c200 : index
      %631 = arith.cmpi ult, %629, %c136 : index
      %632 = arith.andi %630, %631 : i1
      %633 = scf.if %632 -> (f16) {
        %1498 = memref.load %arg2[%629] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %628, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %634 = vector.extract %233#10[0, 1] : f32 from vector<2x2xf32>
      %635 = arith.addi %626, %c1 : index
      %636 = arith.addi %7, %635 : index
      %637 = arith.cmpi ult, %627, %c200 : index
      %638 = arith.cmpi ult, %636, %c136 : index
      %639 = arith.andi %637, %638 : i1
      %640 = scf.if %639 -> (f16) {
        %1498 = memref.load %arg2[%636] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %634, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %641 = arith.cmpi ult, %627, %c200 : index
      scf.if %641 {
        %1498 = arith.addi %7, %626 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %633, %alloc[%627, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %626, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %640, %alloc[%627, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 0>, tir.role = "output-store"}
      %642 = arith.addi %11, %c24 : index
      %643 = arith.addi %642, %14 : index
      %644 = arith.addi %13, %c16 : index
      %645 = arith.muli %15, %c2 : index
      %646 = arith.addi %644, %645 : index
      %647 = arith.addi %6, %643 : index
      %648 = vector.extract %233#10[1, 0] : f32 from vector<2x2xf32>
      %649 = arith.addi %7, %646 : index
      %650 = arith.cmpi ult, %647, %c200 : index
      %651 = arith.cmpi ult, %649, %c136 : index
      %652 = arith.andi %650, %651 : i1
      %653 = scf.if %652 -> (f16) {
        %1498 = memref.load %arg2[%649] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %648, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %654 = vector.extract %233#10[1, 1] : f32 from vector<2x2xf32>
      %655 = arith.addi %646, %c1 : index
      %656 = arith.addi %7, %655 : index
      %657 = arith.cmpi ult, %647, %c200 : index
      %658 = arith.cmpi ult, %656, %c136 : index
      %659 = arith.andi %657, %658 : i1
      %660 = scf.if %659 -> (f16) {
        %1498 = memref.load %arg2[%656] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %654, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %661 = arith.cmpi ult, %647, %c200 : index
      scf.if %661 {
        %1498 = arith.addi %7, %646 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %653, %alloc[%647, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %646, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %660, %alloc[%647, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 2, 1>, tir.role = "output-store"}
      %662 = arith.addi %11, %c16 : index
      %663 = arith.addi %662, %14 : index
      %664 = arith.addi %13, %c24 : index
      %665 = arith.muli %15, %c2 : index
      %666 = arith.addi %664, %665 : index
      %667 = arith.addi %6, %663 : index
      %668 = vector.extract %233#11[0, 0] : f32 from vector<2x2xf32>
      %669 = arith.addi %7, %666 : index
      %670 = arith.cmpi ult, %667, %c200 : index
      %671 = arith.cmpi ult, %669, %c136 : index
      %672 = arith.andi %670, %671 : i1
      %673 = scf.if %672 -> (f16) {
        %1498 = memref.load %arg2[%669] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %668, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %674 = vector.extract %233#11[0, 1] : f32 from vector<2x2xf32>
      %675 = arith.addi %666, %c1 : index
      %676 = arith.addi %7, %675 : index
      %677 = arith.cmpi ult, %667, %c200 : index
      %678 = arith.cmpi ult, %676, %c136 : index
      %679 = arith.andi %677, %678 : i1
      %680 = scf.if %679 -> (f16) {
        %1498 = memref.load %arg2[%676] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %674, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %681 = arith.cmpi ult, %667, %c200 : index
      scf.if %681 {
        %1498 = arith.addi %7, %666 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %673, %alloc[%667, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %666, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %680, %alloc[%667, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 0>, tir.role = "output-store"}
      %682 = arith.addi %11, %c24 : index
      %683 = arith.addi %682, %14 : index
      %684 = arith.addi %13, %c24 : index
      %685 = arith.muli %15, %c2 : index
      %686 = arith.addi %684, %685 : index
      %687 = arith.addi %6, %683 : index
      %688 = vector.extract %233#11[1, 0] : f32 from vector<2x2xf32>
      %689 = arith.addi %7, %686 : index
      %690 = arith.cmpi ult, %687, %c200 : index
      %691 = arith.cmpi ult, %689, %c136 : index
      %692 = arith.andi %690, %691 : i1
      %693 = scf.if %692 -> (f16) {
        %1498 = memref.load %arg2[%689] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %688, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %694 = vector.extract %233#11[1, 1] : f32 from vector<2x2xf32>
      %695 = arith.addi %686, %c1 : index
      %696 = arith.addi %7, %695 : index
      %697 = arith.cmpi ult, %687, %c200 : index
      %698 = arith.cmpi ult, %696, %c136 : index
      %699 = arith.andi %697, %698 : i1
      %700 = scf.if %699 -> (f16) {
        %1498 = memref.load %arg2[%696] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %694, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %701 = arith.cmpi ult, %687, %c200 : index
      scf.if %701 {
        %1498 = arith.addi %7, %686 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %693, %alloc[%687, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %686, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %700, %alloc[%687, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 3, 1>, tir.role = "output-store"}
      %702 = arith.addi %11, %c16 : index
      %703 = arith.addi %702, %14 : index
      %704 = arith.addi %13, %c32 : index
      %705 = arith.muli %15, %c2 : index
      %706 = arith.addi %704, %705 : index
      %707 = arith.addi %6, %703 : index
      %708 = vector.extract %233#12[0, 0] : f32 from vector<2x2xf32>
      %709 = arith.addi %7, %706 : index
      %710 = arith.cmpi ult, %707, %c200 : index
      %711 = arith.cmpi ult, %709, %c136 : index
      %712 = arith.andi %710, %711 : i1
      %713 = scf.if %712 -> (f16) {
        %1498 = memref.load %arg2[%709] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %708, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %714 = vector.extract %233#12[0, 1] : f32 from vector<2x2xf32>
      %715 = arith.addi %706, %c1 : index
      %716 = arith.addi %7, %715 : index
      %717 = arith.cmpi ult, %707, %c200 : index
      %718 = arith.cmpi ult, %716, %c136 : index
      %719 = arith.andi %717, %718 : i1
      %720 = scf.if %719 -> (f16) {
        %1498 = memref.load %arg2[%716] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %714, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %721 = arith.cmpi ult, %707, %c200 : index
      scf.if %721 {
        %1498 = arith.addi %7, %706 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %713, %alloc[%707, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %706, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %720, %alloc[%707, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 4, 0>, tir.role = "output-store"}
      %722 = arith.addi %11, %c24 : index
      %723 = arith.addi %722, %14 : index
      %724 = arith.addi %13, %c32 : index
      %725 = arith.muli %15, %c2 : index
      %726 = arith.addi %724, %725 : index
      %727 = arith.addi %6, %723 : index
      %728 = vector.extract %233#12[1, 0] : f32 from vector<2x2xf32>
      %729 = arith.addi %7, %726 : index
      %730 = arith.cmpi ult, %727, %c200 : index
      %731 = arith.cmpi ult, %729, %c136 : index
      %732 = arith.andi %730, %731 : i1
      %733 = scf.if %732 -> (f16) {
        %1498 = memref.load %arg2[%729] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %728, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %734 = vector.extract %233#12[1, 1] : f32 from vector<2x2xf32>
      %735 = arith.addi %726, %c1 : index
      %736 = arith.addi %7, %735 : index
      %737 = arith.cmpi ult, %727, %c200 : index
      %738 = arith.cmpi ult, %736, %c136 : index
      %739 = arith.andi %737, %738 : i1
      %740 = scf.if %739 -> (f16) {
        %1498 = memref.load %arg2[%736] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %734, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %741 = arith.cmpi ult, %727, %c200 : index
      scf.if %741 {
        %1498 = arith.addi %7, %726 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %733, %alloc[%727, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %726, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %740, %alloc[%727, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 4, 1>, tir.role = "output-store"}
      %742 = arith.addi %11, %c16 : index
      %743 = arith.addi %742, %14 : index
      %744 = arith.addi %13, %c40 : index
      %745 = arith.muli %15, %c2 : index
      %746 = arith.addi %744, %745 : index
      %747 = arith.addi %6, %743 : index
      %748 = vector.extract %233#13[0, 0] : f32 from vector<2x2xf32>
      %749 = arith.addi %7, %746 : index
      %750 = arith.cmpi ult, %747, %c200 : index
      %751 = arith.cmpi ult, %749, %c136 : index
      %752 = arith.andi %750, %751 : i1
      %753 = scf.if %752 -> (f16) {
        %1498 = memref.load %arg2[%749] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %748, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %754 = vector.extract %233#13[0, 1] : f32 from vector<2x2xf32>
      %755 = arith.addi %746, %c1 : index
      %756 = arith.addi %7, %755 : index
      %757 = arith.cmpi ult, %747, %c200 : index
      %758 = arith.cmpi ult, %756, %c136 : index
      %759 = arith.andi %757, %758 : i1
      %760 = scf.if %759 -> (f16) {
        %1498 = memref.load %arg2[%756] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %754, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %761 = arith.cmpi ult, %747, %c200 : index
      scf.if %761 {
        %1498 = arith.addi %7, %746 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %753, %alloc[%747, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %746, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %760, %alloc[%747, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 5, 0>, tir.role = "output-store"}
      %762 = arith.addi %11, %c24 : index
      %763 = arith.addi %762, %14 : index
      %764 = arith.addi %13, %c40 : index
      %765 = arith.muli %15, %c2 : index
      %766 = arith.addi %764, %765 : index
      %767 = arith.addi %6, %763 : index
      %768 = vector.extract %233#13[1, 0] : f32 from vector<2x2xf32>
      %769 = arith.addi %7, %766 : index
      %770 = arith.cmpi ult, %767, %c200 : index
      %771 = arith.cmpi ult, %769, %c136 : index
      %772 = arith.andi %770, %771 : i1
      %773 = scf.if %772 -> (f16) {
        %1498 = memref.load %arg2[%769] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %768, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %774 = vector.extract %233#13[1, 1] : f32 from vector<2x2xf32>
      %775 = arith.addi %766, %c1 : index
      %776 = arith.addi %7, %775 : index
      %777 = arith.cmpi ult, %767, %c200 : index
      %778 = arith.cmpi ult, %776, %c136 : index
      %779 = arith.andi %777, %778 : i1
      %780 = scf.if %779 -> (f16) {
        %1498 = memref.load %arg2[%776] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %774, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %781 = arith.cmpi ult, %767, %c200 : index
      scf.if %781 {
        %1498 = arith.addi %7, %766 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %773, %alloc[%767, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %766, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %780, %alloc[%767, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 5, 1>, tir.role = "output-store"}
      %782 = arith.addi %11, %c16 : index
      %783 = arith.addi %782, %14 : index
      %784 = arith.addi %13, %c48 : index
      %785 = arith.muli %15, %c2 : index
      %786 = arith.addi %784, %785 : index
      %787 = arith.addi %6, %783 : index
      %788 = vector.extract %233#14[0, 0] : f32 from vector<2x2xf32>
      %789 = arith.addi %7, %786 : index
      %790 = arith.cmpi ult, %787, %c200 : index
      %791 = arith.cmpi ult, %789, %c136 : index
      %792 = arith.andi %790, %791 : i1
      %793 = scf.if %792 -> (f16) {
        %1498 = memref.load %arg2[%789] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %788, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %794 = vector.extract %233#14[0, 1] : f32 from vector<2x2xf32>
      %795 = arith.addi %786, %c1 : index
      %796 = arith.addi %7, %795 : index
      %797 = arith.cmpi ult, %787, %c200 : index
      %798 = arith.cmpi ult, %796, %c136 : index
      %799 = arith.andi %797, %798 : i1
      %800 = scf.if %799 -> (f16) {
        %1498 = memref.load %arg2[%796] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %794, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %801 = arith.cmpi ult, %787, %c200 : index
      scf.if %801 {
        %1498 = arith.addi %7, %786 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %793, %alloc[%787, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %786, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %800, %alloc[%787, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 6, 0>, tir.role = "output-store"}
      %802 = arith.addi %11, %c24 : index
      %803 = arith.addi %802, %14 : index
      %804 = arith.addi %13, %c48 : index
      %805 = arith.muli %15, %c2 : index
      %806 = arith.addi %804, %805 : index
      %807 = arith.addi %6, %803 : index
      %808 = vector.extract %233#14[1, 0] : f32 from vector<2x2xf32>
      %809 = arith.addi %7, %806 : index
      %810 = arith.cmpi ult, %807, %c200 : index
      %811 = arith.cmpi ult, %809, %c136 : index
      %812 = arith.andi %810, %811 : i1
      %813 = scf.if %812 -> (f16) {
        %1498 = memref.load %arg2[%809] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %808, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %814 = vector.extract %233#14[1, 1] : f32 from vector<2x2xf32>
      %815 = arith.addi %806, %c1 : index
      %816 = arith.addi %7, %815 : index
      %817 = arith.cmpi ult, %807, %c200 : index
      %818 = arith.cmpi ult, %816, %c136 : index
      %819 = arith.andi %817, %818 : i1
      %820 = scf.if %819 -> (f16) {
        %1498 = memref.load %arg2[%816] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %814, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %821 = arith.cmpi ult, %807, %c200 : index
      scf.if %821 {
        %1498 = arith.addi %7, %806 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %813, %alloc[%807, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %806, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %820, %alloc[%807, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 6, 1>, tir.role = "output-store"}
      %822 = arith.addi %11, %c16 : index
      %823 = arith.addi %822, %14 : index
      %824 = arith.addi %13, %c56 : index
      %825 = arith.muli %15, %c2 : index
      %826 = arith.addi %824, %825 : index
      %827 = arith.addi %6, %823 : index
      %828 = vector.extract %233#15[0, 0] : f32 from vector<2x2xf32>
      %829 = arith.addi %7, %826 : index
      %830 = arith.cmpi ult, %827, %c200 : index
      %831 = arith.cmpi ult, %829, %c136 : index
      %832 = arith.andi %830, %831 : i1
      %833 = scf.if %832 -> (f16) {
        %1498 = memref.load %arg2[%829] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %828, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %834 = vector.extract %233#15[0, 1] : f32 from vector<2x2xf32>
      %835 = arith.addi %826, %c1 : index
      %836 = arith.addi %7, %835 : index
      %837 = arith.cmpi ult, %827, %c200 : index
      %838 = arith.cmpi ult, %836, %c136 : index
      %839 = arith.andi %837, %838 : i1
      %840 = scf.if %839 -> (f16) {
        %1498 = memref.load %arg2[%836] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %834, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %841 = arith.cmpi ult, %827, %c200 : index
      scf.if %841 {
        %1498 = arith.addi %7, %826 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %833, %alloc[%827, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %826, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %840, %alloc[%827, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 7, 0>, tir.role = "output-store"}
      %842 = arith.addi %11, %c24 : index
      %843 = arith.addi %842, %14 : index
      %844 = arith.addi %13, %c56 : index
      %845 = arith.muli %15, %c2 : index
      %846 = arith.addi %844, %845 : index
      %847 = arith.addi %6, %843 : index
      %848 = vector.extract %233#15[1, 0] : f32 from vector<2x2xf32>
      %849 = arith.addi %7, %846 : index
      %850 = arith.cmpi ult, %847, %c200 : index
      %851 = arith.cmpi ult, %849, %c136 : index
      %852 = arith.andi %850, %851 : i1
      %853 = scf.if %852 -> (f16) {
        %1498 = memref.load %arg2[%849] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %848, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %854 = vector.extract %233#15[1, 1] : f32 from vector<2x2xf32>
      %855 = arith.addi %846, %c1 : index
      %856 = arith.addi %7, %855 : index
      %857 = arith.cmpi ult, %847, %c200 : index
      %858 = arith.cmpi ult, %856, %c136 : index
      %859 = arith.andi %857, %858 : i1
      %860 = scf.if %859 -> (f16) {
        %1498 = memref.load %arg2[%856] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %854, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %861 = arith.cmpi ult, %847, %c200 : index
      scf.if %861 {
        %1498 = arith.addi %7, %846 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %853, %alloc[%847, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %846, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %860, %alloc[%847, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 1, 7, 1>, tir.role = "output-store"}
      %862 = arith.addi %11, %c32 : index
      %863 = arith.addi %862, %14 : index
      %864 = arith.muli %15, %c2 : index
      %865 = arith.addi %13, %864 : index
      %866 = arith.addi %6, %863 : index
      %867 = vector.extract %233#16[0, 0] : f32 from vector<2x2xf32>
      %868 = arith.addi %7, %865 : index
      %869 = arith.cmpi ult, %866, %c200 : index
      %870 = arith.cmpi ult, %868, %c136 : index
      %871 = arith.andi %869, %870 : i1
      %872 = scf.if %871 -> (f16) {
        %1498 = memref.load %arg2[%868] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %867, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %873 = vector.extract %233#16[0, 1] : f32 from vector<2x2xf32>
      %874 = arith.addi %865, %c1 : index
      %875 = arith.addi %7, %874 : index
      %876 = arith.cmpi ult, %866, %c200 : index
      %877 = arith.cmpi ult, %875, %c136 : index
      %878 = arith.andi %876, %877 : i1
      %879 = scf.if %878 -> (f16) {
        %1498 = memref.load %arg2[%875] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %873, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %880 = arith.cmpi ult, %866, %c200 : index
      scf.if %880 {
        %1498 = arith.addi %7, %865 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %872, %alloc[%866, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %865, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %879, %alloc[%866, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 0, 0>, tir.role = "output-store"}
      %881 = arith.addi %11, %c40 : index
      %882 = arith.addi %881, %14 : index
      %883 = arith.muli %15, %c2 : index
      %884 = arith.addi %13, %883 : index
      %885 = arith.addi %6, %882 : index
      %886 = vector.extract %233#16[1, 0] : f32 from vector<2x2xf32>
      %887 = arith.addi %7, %884 : index
      %888 = arith.cmpi ult, %885, %c200 : index
      %889 = arith.cmpi ult, %887, %c136 : index
      %890 = arith.andi %888, %889 : i1
      %891 = scf.if %890 -> (f16) {
        %1498 = memref.load %arg2[%887] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %886, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %892 = vector.extract %233#16[1, 1] : f32 from vector<2x2xf32>
      %893 = arith.addi %884, %c1 : index
      %894 = arith.addi %7, %893 : index
      %895 = arith.cmpi ult, %885, %c200 : index
      %896 = arith.cmpi ult, %894, %c136 : index
      %897 = arith.andi %895, %896 : i1
      %898 = scf.if %897 -> (f16) {
        %1498 = memref.load %arg2[%894] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %892, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %899 = arith.cmpi ult, %885, %c200 : index
      scf.if %899 {
        %1498 = arith.addi %7, %884 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %891, %alloc[%885, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %884, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %898, %alloc[%885, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 0, 1>, tir.role = "output-store"}
      %900 = arith.addi %11, %c32 : index
      %901 = arith.addi %900, %14 : index
      %902 = arith.addi %13, %c8 : index
      %903 = arith.muli %15, %c2 : index
      %904 = arith.addi %902, %903 : index
      %905 = arith.addi %6, %901 : index
      %906 = vector.extract %233#17[0, 0] : f32 from vector<2x2xf32>
      %907 = arith.addi %7, %904 : index
      %908 = arith.cmpi ult, %905, %c200 : index
      %909 = arith.cmpi ult, %907, %c136 : index
      %910 = arith.andi %908, %909 : i1
      %911 = scf.if %910 -> (f16) {
        %1498 = memref.load %arg2[%907] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %906, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %912 = vector.extract %233#17[0, 1] : f32 from vector<2x2xf32>
      %913 = arith.addi %904, %c1 : index
      %914 = arith.addi %7, %913 : index
      %915 = arith.cmpi ult, %905, %c200 : index
      %916 = arith.cmpi ult, %914, %c136 : index
      %917 = arith.andi %915, %916 : i1
      %918 = scf.if %917 -> (f16) {
        %1498 = memref.load %arg2[%914] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %912, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %919 = arith.cmpi ult, %905, %c200 : index
      scf.if %919 {
        %1498 = arith.addi %7, %904 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %911, %alloc[%905, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %904, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %918, %alloc[%905, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 1, 0>, tir.role = "output-store"}
      %920 = arith.addi %11, %c40 : index
      %921 = arith.addi %920, %14 : index
      %922 = arith.addi %13, %c8 : index
      %923 = arith.muli %15, %c2 : index
      %924 = arith.addi %922, %923 : index
      %925 = arith.addi %6, %921 : index
      %926 = vector.extract %233#17[1, 0] : f32 from vector<2x2xf32>
      %927 = arith.addi %7, %924 : index
      %928 = arith.cmpi ult, %925, %c200 : index
      %929 = arith.cmpi ult, %927, %c136 : index
      %930 = arith.andi %928, %929 : i1
      %931 = scf.if %930 -> (f16) {
        %1498 = memref.load %arg2[%927] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %926, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %932 = vector.extract %233#17[1, 1] : f32 from vector<2x2xf32>
      %933 = arith.addi %924, %c1 : index
      %934 = arith.addi %7, %933 : index
      %935 = arith.cmpi ult, %925, %c200 : index
      %936 = arith.cmpi ult, %934, %c136 : index
      %937 = arith.andi %935, %936 : i1
      %938 = scf.if %937 -> (f16) {
        %1498 = memref.load %arg2[%934] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %932, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %939 = arith.cmpi ult, %925, %c200 : index
      scf.if %939 {
        %1498 = arith.addi %7, %924 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %931, %alloc[%925, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %924, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %938, %alloc[%925, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 1, 1>, tir.role = "output-store"}
      %940 = arith.addi %11, %c32 : index
      %941 = arith.addi %940, %14 : index
      %942 = arith.addi %13, %c16 : index
      %943 = arith.muli %15, %c2 : index
      %944 = arith.addi %942, %943 : index
      %945 = arith.addi %6, %941 : index
      %946 = vector.extract %233#18[0, 0] : f32 from vector<2x2xf32>
      %947 = arith.addi %7, %944 : index
      %948 = arith.cmpi ult, %945, %c200 : index
      %949 = arith.cmpi ult, %947, %c136 : index
      %950 = arith.andi %948, %949 : i1
      %951 = scf.if %950 -> (f16) {
        %1498 = memref.load %arg2[%947] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %946, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %952 = vector.extract %233#18[0, 1] : f32 from vector<2x2xf32>
      %953 = arith.addi %944, %c1 : index
      %954 = arith.addi %7, %953 : index
      %955 = arith.cmpi ult, %945, %c200 : index
      %956 = arith.cmpi ult, %954, %c136 : index
      %957 = arith.andi %955, %956 : i1
      %958 = scf.if %957 -> (f16) {
        %1498 = memref.load %arg2[%954] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %952, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %959 = arith.cmpi ult, %945, %c200 : index
      scf.if %959 {
        %1498 = arith.addi %7, %944 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %951, %alloc[%945, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %944, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %958, %alloc[%945, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 2, 0>, tir.role = "output-store"}
      %960 = arith.addi %11, %c40 : index
      %961 = arith.addi %960, %14 : index
      %962 = arith.addi %13, %c16 : index
      %963 = arith.muli %15, %c2 : index
      %964 = arith.addi %962, %963 : index
      %965 = arith.addi %6, %961 : index
      %966 = vector.extract %233#18[1, 0] : f32 from vector<2x2xf32>
      %967 = arith.addi %7, %964 : index
      %968 = arith.cmpi ult, %965, %c200 : index
      %969 = arith.cmpi ult, %967, %c136 : index
      %970 = arith.andi %968, %969 : i1
      %971 = scf.if %970 -> (f16) {
        %1498 = memref.load %arg2[%967] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %966, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %972 = vector.extract %233#18[1, 1] : f32 from vector<2x2xf32>
      %973 = arith.addi %964, %c1 : index
      %974 = arith.addi %7, %973 : index
      %975 = arith.cmpi ult, %965, %c200 : index
      %976 = arith.cmpi ult, %974, %c136 : index
      %977 = arith.andi %975, %976 : i1
      %978 = scf.if %977 -> (f16) {
        %1498 = memref.load %arg2[%974] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %972, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %979 = arith.cmpi ult, %965, %c200 : index
      scf.if %979 {
        %1498 = arith.addi %7, %964 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %971, %alloc[%965, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %964, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %978, %alloc[%965, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 2, 1>, tir.role = "output-store"}
      %980 = arith.addi %11, %c32 : index
      %981 = arith.addi %980, %14 : index
      %982 = arith.addi %13, %c24 : index
      %983 = arith.muli %15, %c2 : index
      %984 = arith.addi %982, %983 : index
      %985 = arith.addi %6, %981 : index
      %986 = vector.extract %233#19[0, 0] : f32 from vector<2x2xf32>
      %987 = arith.addi %7, %984 : index
      %988 = arith.cmpi ult, %985, %c200 : index
      %989 = arith.cmpi ult, %987, %c136 : index
      %990 = arith.andi %988, %989 : i1
      %991 = scf.if %990 -> (f16) {
        %1498 = memref.load %arg2[%987] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %986, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %992 = vector.extract %233#19[0, 1] : f32 from vector<2x2xf32>
      %993 = arith.addi %984, %c1 : index
      %994 = arith.addi %7, %993 : index
      %995 = arith.cmpi ult, %985, %c200 : index
      %996 = arith.cmpi ult, %994, %c136 : index
      %997 = arith.andi %995, %996 : i1
      %998 = scf.if %997 -> (f16) {
        %1498 = memref.load %arg2[%994] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %992, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %999 = arith.cmpi ult, %985, %c200 : index
      scf.if %999 {
        %1498 = arith.addi %7, %984 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %991, %alloc[%985, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %984, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %998, %alloc[%985, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 3, 0>, tir.role = "output-store"}
      %1000 = arith.addi %11, %c40 : index
      %1001 = arith.addi %1000, %14 : index
      %1002 = arith.addi %13, %c24 : index
      %1003 = arith.muli %15, %c2 : index
      %1004 = arith.addi %1002, %1003 : index
      %1005 = arith.addi %6, %1001 : index
      %1006 = vector.extract %233#19[1, 0] : f32 from vector<2x2xf32>
      %1007 = arith.addi %7, %1004 : index
      %1008 = arith.cmpi ult, %1005, %c200 : index
      %1009 = arith.cmpi ult, %1007, %c136 : index
      %1010 = arith.andi %1008, %1009 : i1
      %1011 = scf.if %1010 -> (f16) {
        %1498 = memref.load %arg2[%1007] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1006, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1012 = vector.extract %233#19[1, 1] : f32 from vector<2x2xf32>
      %1013 = arith.addi %1004, %c1 : index
      %1014 = arith.addi %7, %1013 : index
      %1015 = arith.cmpi ult, %1005, %c200 : index
      %1016 = arith.cmpi ult, %1014, %c136 : index
      %1017 = arith.andi %1015, %1016 : i1
      %1018 = scf.if %1017 -> (f16) {
        %1498 = memref.load %arg2[%1014] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1012, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1019 = arith.cmpi ult, %1005, %c200 : index
      scf.if %1019 {
        %1498 = arith.addi %7, %1004 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1011, %alloc[%1005, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1004, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1018, %alloc[%1005, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 3, 1>, tir.role = "output-store"}
      %1020 = arith.addi %11, %c32 : index
      %1021 = arith.addi %1020, %14 : index
      %1022 = arith.addi %13, %c32 : index
      %1023 = arith.muli %15, %c2 : index
      %1024 = arith.addi %1022, %1023 : index
      %1025 = arith.addi %6, %1021 : index
      %1026 = vector.extract %233#20[0, 0] : f32 from vector<2x2xf32>
      %1027 = arith.addi %7, %1024 : index
      %1028 = arith.cmpi ult, %1025, %c200 : index
      %1029 = arith.cmpi ult, %1027, %c136 : index
      %1030 = arith.andi %1028, %1029 : i1
      %1031 = scf.if %1030 -> (f16) {
        %1498 = memref.load %arg2[%1027] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1026, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1032 = vector.extract %233#20[0, 1] : f32 from vector<2x2xf32>
      %1033 = arith.addi %1024, %c1 : index
      %1034 = arith.addi %7, %1033 : index
      %1035 = arith.cmpi ult, %1025, %c200 : index
      %1036 = arith.cmpi ult, %1034, %c136 : index
      %1037 = arith.andi %1035, %1036 : i1
      %1038 = scf.if %1037 -> (f16) {
        %1498 = memref.load %arg2[%1034] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1032, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1039 = arith.cmpi ult, %1025, %c200 : index
      scf.if %1039 {
        %1498 = arith.addi %7, %1024 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1031, %alloc[%1025, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1024, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1038, %alloc[%1025, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 4, 0>, tir.role = "output-store"}
      %1040 = arith.addi %11, %c40 : index
      %1041 = arith.addi %1040, %14 : index
      %1042 = arith.addi %13, %c32 : index
      %1043 = arith.muli %15, %c2 : index
      %1044 = arith.addi %1042, %1043 : index
      %1045 = arith.addi %6, %1041 : index
      %1046 = vector.extract %233#20[1, 0] : f32 from vector<2x2xf32>
      %1047 = arith.addi %7, %1044 : index
      %1048 = arith.cmpi ult, %1045, %c200 : index
      %1049 = arith.cmpi ult, %1047, %c136 : index
      %1050 = arith.andi %1048, %1049 : i1
      %1051 = scf.if %1050 -> (f16) {
        %1498 = memref.load %arg2[%1047] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1046, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1052 = vector.extract %233#20[1, 1] : f32 from vector<2x2xf32>
      %1053 = arith.addi %1044, %c1 : index
      %1054 = arith.addi %7, %1053 : index
      %1055 = arith.cmpi ult, %1045, %c200 : index
      %1056 = arith.cmpi ult, %1054, %c136 : index
      %1057 = arith.andi %1055, %1056 : i1
      %1058 = scf.if %1057 -> (f16) {
        %1498 = memref.load %arg2[%1054] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1052, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1059 = arith.cmpi ult, %1045, %c200 : index
      scf.if %1059 {
        %1498 = arith.addi %7, %1044 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1051, %alloc[%1045, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1044, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1058, %alloc[%1045, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 4, 1>, tir.role = "output-store"}
      %1060 = arith.addi %11, %c32 : index
      %1061 = arith.addi %1060, %14 : index
      %1062 = arith.addi %13, %c40 : index
      %1063 = arith.muli %15, %c2 : index
      %1064 = arith.addi %1062, %1063 : index
      %1065 = arith.addi %6, %1061 : index
      %1066 = vector.extract %233#21[0, 0] : f32 from vector<2x2xf32>
      %1067 = arith.addi %7, %1064 : index
      %1068 = arith.cmpi ult, %1065, %c200 : index
      %1069 = arith.cmpi ult, %1067, %c136 : index
      %1070 = arith.andi %1068, %1069 : i1
      %1071 = scf.if %1070 -> (f16) {
        %1498 = memref.load %arg2[%1067] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1066, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1072 = vector.extract %233#21[0, 1] : f32 from vector<2x2xf32>
      %1073 = arith.addi %1064, %c1 : index
      %1074 = arith.addi %7, %1073 : index
      %1075 = arith.cmpi ult, %1065, %c200 : index
      %1076 = arith.cmpi ult, %1074, %c136 : index
      %1077 = arith.andi %1075, %1076 : i1
      %1078 = scf.if %1077 -> (f16) {
        %1498 = memref.load %arg2[%1074] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1072, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1079 = arith.cmpi ult, %1065, %c200 : index
      scf.if %1079 {
        %1498 = arith.addi %7, %1064 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1071, %alloc[%1065, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1064, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1078, %alloc[%1065, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 5, 0>, tir.role = "output-store"}
      %1080 = arith.addi %11, %c40 : index
      %1081 = arith.addi %1080, %14 : index
      %1082 = arith.addi %13, %c40 : index
      %1083 = arith.muli %15, %c2 : index
      %1084 = arith.addi %1082, %1083 : index
      %1085 = arith.addi %6, %1081 : index
      %1086 = vector.extract %233#21[1, 0] : f32 from vector<2x2xf32>
      %1087 = arith.addi %7, %1084 : index
      %1088 = arith.cmpi ult, %1085, %c200 : index
      %1089 = arith.cmpi ult, %1087, %c136 : index
      %1090 = arith.andi %1088, %1089 : i1
      %1091 = scf.if %1090 -> (f16) {
        %1498 = memref.load %arg2[%1087] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1086, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1092 = vector.extract %233#21[1, 1] : f32 from vector<2x2xf32>
      %1093 = arith.addi %1084, %c1 : index
      %1094 = arith.addi %7, %1093 : index
      %1095 = arith.cmpi ult, %1085, %c200 : index
      %1096 = arith.cmpi ult, %1094, %c136 : index
      %1097 = arith.andi %1095, %1096 : i1
      %1098 = scf.if %1097 -> (f16) {
        %1498 = memref.load %arg2[%1094] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1092, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1099 = arith.cmpi ult, %1085, %c200 : index
      scf.if %1099 {
        %1498 = arith.addi %7, %1084 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1091, %alloc[%1085, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1084, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1098, %alloc[%1085, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 5, 1>, tir.role = "output-store"}
      %1100 = arith.addi %11, %c32 : index
      %1101 = arith.addi %1100, %14 : index
      %1102 = arith.addi %13, %c48 : index
      %1103 = arith.muli %15, %c2 : index
      %1104 = arith.addi %1102, %1103 : index
      %1105 = arith.addi %6, %1101 : index
      %1106 = vector.extract %233#22[0, 0] : f32 from vector<2x2xf32>
      %1107 = arith.addi %7, %1104 : index
      %1108 = arith.cmpi ult, %1105, %c200 : index
      %1109 = arith.cmpi ult, %1107, %c136 : index
      %1110 = arith.andi %1108, %1109 : i1
      %1111 = scf.if %1110 -> (f16) {
        %1498 = memref.load %arg2[%1107] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1106, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1112 = vector.extract %233#22[0, 1] : f32 from vector<2x2xf32>
      %1113 = arith.addi %1104, %c1 : index
      %1114 = arith.addi %7, %1113 : index
      %1115 = arith.cmpi ult, %1105, %c200 : index
      %1116 = arith.cmpi ult, %1114, %c136 : index
      %1117 = arith.andi %1115, %1116 : i1
      %1118 = scf.if %1117 -> (f16) {
        %1498 = memref.load %arg2[%1114] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1112, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1119 = arith.cmpi ult, %1105, %c200 : index
      scf.if %1119 {
        %1498 = arith.addi %7, %1104 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1111, %alloc[%1105, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1104, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1118, %alloc[%1105, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 6, 0>, tir.role = "output-store"}
      %1120 = arith.addi %11, %c40 : index
      %1121 = arith.addi %1120, %14 : index
      %1122 = arith.addi %13, %c48 : index
      %1123 = arith.muli %15, %c2 : index
      %1124 = arith.addi %1122, %1123 : index
      %1125 = arith.addi %6, %1121 : index
      %1126 = vector.extract %233#22[1, 0] : f32 from vector<2x2xf32>
      %1127 = arith.addi %7, %1124 : index
      %1128 = arith.cmpi ult, %1125, %c200 : index
      %1129 = arith.cmpi ult, %1127, %c136 : index
      %1130 = arith.andi %1128, %1129 : i1
      %1131 = scf.if %1130 -> (f16) {
        %1498 = memref.load %arg2[%1127] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1126, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1132 = vector.extract %233#22[1, 1] : f32 from vector<2x2xf32>
      %1133 = arith.addi %1124, %c1 : index
      %1134 = arith.addi %7, %1133 : index
      %1135 = arith.cmpi ult, %1125, %c200 : index
      %1136 = arith.cmpi ult, %1134, %c136 : index
      %1137 = arith.andi %1135, %1136 : i1
      %1138 = scf.if %1137 -> (f16) {
        %1498 = memref.load %arg2[%1134] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1132, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1139 = arith.cmpi ult, %1125, %c200 : index
      scf.if %1139 {
        %1498 = arith.addi %7, %1124 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1131, %alloc[%1125, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1124, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1138, %alloc[%1125, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 6, 1>, tir.role = "output-store"}
      %1140 = arith.addi %11, %c32 : index
      %1141 = arith.addi %1140, %14 : index
      %1142 = arith.addi %13, %c56 : index
      %1143 = arith.muli %15, %c2 : index
      %1144 = arith.addi %1142, %1143 : index
      %1145 = arith.addi %6, %1141 : index
      %1146 = vector.extract %233#23[0, 0] : f32 from vector<2x2xf32>
      %1147 = arith.addi %7, %1144 : index
      %1148 = arith.cmpi ult, %1145, %c200 : index
      %1149 = arith.cmpi ult, %1147, %c136 : index
      %1150 = arith.andi %1148, %1149 : i1
      %1151 = scf.if %1150 -> (f16) {
        %1498 = memref.load %arg2[%1147] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1146, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1152 = vector.extract %233#23[0, 1] : f32 from vector<2x2xf32>
      %1153 = arith.addi %1144, %c1 : index
      %1154 = arith.addi %7, %1153 : index
      %1155 = arith.cmpi ult, %1145, %c200 : index
      %1156 = arith.cmpi ult, %1154, %c136 : index
      %1157 = arith.andi %1155, %1156 : i1
      %1158 = scf.if %1157 -> (f16) {
        %1498 = memref.load %arg2[%1154] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1152, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1159 = arith.cmpi ult, %1145, %c200 : index
      scf.if %1159 {
        %1498 = arith.addi %7, %1144 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1151, %alloc[%1145, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1144, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1158, %alloc[%1145, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 7, 0>, tir.role = "output-store"}
      %1160 = arith.addi %11, %c40 : index
      %1161 = arith.addi %1160, %14 : index
      %1162 = arith.addi %13, %c56 : index
      %1163 = arith.muli %15, %c2 : index
      %1164 = arith.addi %1162, %1163 : index
      %1165 = arith.addi %6, %1161 : index
      %1166 = vector.extract %233#23[1, 0] : f32 from vector<2x2xf32>
      %1167 = arith.addi %7, %1164 : index
      %1168 = arith.cmpi ult, %1165, %c200 : index
      %1169 = arith.cmpi ult, %1167, %c136 : index
      %1170 = arith.andi %1168, %1169 : i1
      %1171 = scf.if %1170 -> (f16) {
        %1498 = memref.load %arg2[%1167] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1166, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1172 = vector.extract %233#23[1, 1] : f32 from vector<2x2xf32>
      %1173 = arith.addi %1164, %c1 : index
      %1174 = arith.addi %7, %1173 : index
      %1175 = arith.cmpi ult, %1165, %c200 : index
      %1176 = arith.cmpi ult, %1174, %c136 : index
      %1177 = arith.andi %1175, %1176 : i1
      %1178 = scf.if %1177 -> (f16) {
        %1498 = memref.load %arg2[%1174] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1172, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1179 = arith.cmpi ult, %1165, %c200 : index
      scf.if %1179 {
        %1498 = arith.addi %7, %1164 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1171, %alloc[%1165, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1164, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1178, %alloc[%1165, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 2, 7, 1>, tir.role = "output-store"}
      %1180 = arith.addi %11, %c48 : index
      %1181 = arith.addi %1180, %14 : index
      %1182 = arith.muli %15, %c2 : index
      %1183 = arith.addi %13, %1182 : index
      %1184 = arith.addi %6, %1181 : index
      %1185 = vector.extract %233#24[0, 0] : f32 from vector<2x2xf32>
      %1186 = arith.addi %7, %1183 : index
      %1187 = arith.cmpi ult, %1184, %c200 : index
      %1188 = arith.cmpi ult, %1186, %c136 : index
      %1189 = arith.andi %1187, %1188 : i1
      %1190 = scf.if %1189 -> (f16) {
        %1498 = memref.load %arg2[%1186] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1185, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1191 = vector.extract %233#24[0, 1] : f32 from vector<2x2xf32>
      %1192 = arith.addi %1183, %c1 : index
      %1193 = arith.addi %7, %1192 : index
      %1194 = arith.cmpi ult, %1184, %c200 : index
      %1195 = arith.cmpi ult, %1193, %c136 : index
      %1196 = arith.andi %1194, %1195 : i1
      %1197 = scf.if %1196 -> (f16) {
        %1498 = memref.load %arg2[%1193] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1191, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1198 = arith.cmpi ult, %1184, %c200 : index
      scf.if %1198 {
        %1498 = arith.addi %7, %1183 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1190, %alloc[%1184, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1183, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1197, %alloc[%1184, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 0, 0>, tir.role = "output-store"}
      %1199 = arith.addi %11, %c56 : index
      %1200 = arith.addi %1199, %14 : index
      %1201 = arith.muli %15, %c2 : index
      %1202 = arith.addi %13, %1201 : index
      %1203 = arith.addi %6, %1200 : index
      %1204 = vector.extract %233#24[1, 0] : f32 from vector<2x2xf32>
      %1205 = arith.addi %7, %1202 : index
      %1206 = arith.cmpi ult, %1203, %c200 : index
      %1207 = arith.cmpi ult, %1205, %c136 : index
      %1208 = arith.andi %1206, %1207 : i1
      %1209 = scf.if %1208 -> (f16) {
        %1498 = memref.load %arg2[%1205] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1204, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1210 = vector.extract %233#24[1, 1] : f32 from vector<2x2xf32>
      %1211 = arith.addi %1202, %c1 : index
      %1212 = arith.addi %7, %1211 : index
      %1213 = arith.cmpi ult, %1203, %c200 : index
      %1214 = arith.cmpi ult, %1212, %c136 : index
      %1215 = arith.andi %1213, %1214 : i1
      %1216 = scf.if %1215 -> (f16) {
        %1498 = memref.load %arg2[%1212] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1210, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1217 = arith.cmpi ult, %1203, %c200 : index
      scf.if %1217 {
        %1498 = arith.addi %7, %1202 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1209, %alloc[%1203, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1202, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1216, %alloc[%1203, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 0, 1>, tir.role = "output-store"}
      %1218 = arith.addi %11, %c48 : index
      %1219 = arith.addi %1218, %14 : index
      %1220 = arith.addi %13, %c8 : index
      %1221 = arith.muli %15, %c2 : index
      %1222 = arith.addi %1220, %1221 : index
      %1223 = arith.addi %6, %1219 : index
      %1224 = vector.extract %233#25[0, 0] : f32 from vector<2x2xf32>
      %1225 = arith.addi %7, %1222 : index
      %1226 = arith.cmpi ult, %1223, %c200 : index
      %1227 = arith.cmpi ult, %1225, %c136 : index
      %1228 = arith.andi %1226, %1227 : i1
      %1229 = scf.if %1228 -> (f16) {
        %1498 = memref.load %arg2[%1225] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1224, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1230 = vector.extract %233#25[0, 1] : f32 from vector<2x2xf32>
      %1231 = arith.addi %1222, %c1 : index
      %1232 = arith.addi %7, %1231 : index
      %1233 = arith.cmpi ult, %1223, %c200 : index
      %1234 = arith.cmpi ult, %1232, %c136 : index
      %1235 = arith.andi %1233, %1234 : i1
      %1236 = scf.if %1235 -> (f16) {
        %1498 = memref.load %arg2[%1232] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1230, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1237 = arith.cmpi ult, %1223, %c200 : index
      scf.if %1237 {
        %1498 = arith.addi %7, %1222 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1229, %alloc[%1223, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1222, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1236, %alloc[%1223, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 1, 0>, tir.role = "output-store"}
      %1238 = arith.addi %11, %c56 : index
      %1239 = arith.addi %1238, %14 : index
      %1240 = arith.addi %13, %c8 : index
      %1241 = arith.muli %15, %c2 : index
      %1242 = arith.addi %1240, %1241 : index
      %1243 = arith.addi %6, %1239 : index
      %1244 = vector.extract %233#25[1, 0] : f32 from vector<2x2xf32>
      %1245 = arith.addi %7, %1242 : index
      %1246 = arith.cmpi ult, %1243, %c200 : index
      %1247 = arith.cmpi ult, %1245, %c136 : index
      %1248 = arith.andi %1246, %1247 : i1
      %1249 = scf.if %1248 -> (f16) {
        %1498 = memref.load %arg2[%1245] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1244, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1250 = vector.extract %233#25[1, 1] : f32 from vector<2x2xf32>
      %1251 = arith.addi %1242, %c1 : index
      %1252 = arith.addi %7, %1251 : index
      %1253 = arith.cmpi ult, %1243, %c200 : index
      %1254 = arith.cmpi ult, %1252, %c136 : index
      %1255 = arith.andi %1253, %1254 : i1
      %1256 = scf.if %1255 -> (f16) {
        %1498 = memref.load %arg2[%1252] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1250, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1257 = arith.cmpi ult, %1243, %c200 : index
      scf.if %1257 {
        %1498 = arith.addi %7, %1242 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1249, %alloc[%1243, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1242, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1256, %alloc[%1243, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 1, 1>, tir.role = "output-store"}
      %1258 = arith.addi %11, %c48 : index
      %1259 = arith.addi %1258, %14 : index
      %1260 = arith.addi %13, %c16 : index
      %1261 = arith.muli %15, %c2 : index
      %1262 = arith.addi %1260, %1261 : index
      %1263 = arith.addi %6, %1259 : index
      %1264 = vector.extract %233#26[0, 0] : f32 from vector<2x2xf32>
      %1265 = arith.addi %7, %1262 : index
      %1266 = arith.cmpi ult, %1263, %c200 : index
      %1267 = arith.cmpi ult, %1265, %c136 : index
      %1268 = arith.andi %1266, %1267 : i1
      %1269 = scf.if %1268 -> (f16) {
        %1498 = memref.load %arg2[%1265] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1264, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1270 = vector.extract %233#26[0, 1] : f32 from vector<2x2xf32>
      %1271 = arith.addi %1262, %c1 : index
      %1272 = arith.addi %7, %1271 : index
      %1273 = arith.cmpi ult, %1263, %c200 : index
      %1274 = arith.cmpi ult, %1272, %c136 : index
      %1275 = arith.andi %1273, %1274 : i1
      %1276 = scf.if %1275 -> (f16) {
        %1498 = memref.load %arg2[%1272] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1270, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1277 = arith.cmpi ult, %1263, %c200 : index
      scf.if %1277 {
        %1498 = arith.addi %7, %1262 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1269, %alloc[%1263, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1262, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1276, %alloc[%1263, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 2, 0>, tir.role = "output-store"}
      %1278 = arith.addi %11, %c56 : index
      %1279 = arith.addi %1278, %14 : index
      %1280 = arith.addi %13, %c16 : index
      %1281 = arith.muli %15, %c2 : index
      %1282 = arith.addi %1280, %1281 : index
      %1283 = arith.addi %6, %1279 : index
      %1284 = vector.extract %233#26[1, 0] : f32 from vector<2x2xf32>
      %1285 = arith.addi %7, %1282 : index
      %1286 = arith.cmpi ult, %1283, %c200 : index
      %1287 = arith.cmpi ult, %1285, %c136 : index
      %1288 = arith.andi %1286, %1287 : i1
      %1289 = scf.if %1288 -> (f16) {
        %1498 = memref.load %arg2[%1285] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1284, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1290 = vector.extract %233#26[1, 1] : f32 from vector<2x2xf32>
      %1291 = arith.addi %1282, %c1 : index
      %1292 = arith.addi %7, %1291 : index
      %1293 = arith.cmpi ult, %1283, %c200 : index
      %1294 = arith.cmpi ult, %1292, %c136 : index
      %1295 = arith.andi %1293, %1294 : i1
      %1296 = scf.if %1295 -> (f16) {
        %1498 = memref.load %arg2[%1292] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1290, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1297 = arith.cmpi ult, %1283, %c200 : index
      scf.if %1297 {
        %1498 = arith.addi %7, %1282 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1289, %alloc[%1283, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1282, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1296, %alloc[%1283, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 2, 1>, tir.role = "output-store"}
      %1298 = arith.addi %11, %c48 : index
      %1299 = arith.addi %1298, %14 : index
      %1300 = arith.addi %13, %c24 : index
      %1301 = arith.muli %15, %c2 : index
      %1302 = arith.addi %1300, %1301 : index
      %1303 = arith.addi %6, %1299 : index
      %1304 = vector.extract %233#27[0, 0] : f32 from vector<2x2xf32>
      %1305 = arith.addi %7, %1302 : index
      %1306 = arith.cmpi ult, %1303, %c200 : index
      %1307 = arith.cmpi ult, %1305, %c136 : index
      %1308 = arith.andi %1306, %1307 : i1
      %1309 = scf.if %1308 -> (f16) {
        %1498 = memref.load %arg2[%1305] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1304, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1310 = vector.extract %233#27[0, 1] : f32 from vector<2x2xf32>
      %1311 = arith.addi %1302, %c1 : index
      %1312 = arith.addi %7, %1311 : index
      %1313 = arith.cmpi ult, %1303, %c200 : index
      %1314 = arith.cmpi ult, %1312, %c136 : index
      %1315 = arith.andi %1313, %1314 : i1
      %1316 = scf.if %1315 -> (f16) {
        %1498 = memref.load %arg2[%1312] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1310, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1317 = arith.cmpi ult, %1303, %c200 : index
      scf.if %1317 {
        %1498 = arith.addi %7, %1302 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1309, %alloc[%1303, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1302, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1316, %alloc[%1303, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 3, 0>, tir.role = "output-store"}
      %1318 = arith.addi %11, %c56 : index
      %1319 = arith.addi %1318, %14 : index
      %1320 = arith.addi %13, %c24 : index
      %1321 = arith.muli %15, %c2 : index
      %1322 = arith.addi %1320, %1321 : index
      %1323 = arith.addi %6, %1319 : index
      %1324 = vector.extract %233#27[1, 0] : f32 from vector<2x2xf32>
      %1325 = arith.addi %7, %1322 : index
      %1326 = arith.cmpi ult, %1323, %c200 : index
      %1327 = arith.cmpi ult, %1325, %c136 : index
      %1328 = arith.andi %1326, %1327 : i1
      %1329 = scf.if %1328 -> (f16) {
        %1498 = memref.load %arg2[%1325] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1324, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1330 = vector.extract %233#27[1, 1] : f32 from vector<2x2xf32>
      %1331 = arith.addi %1322, %c1 : index
      %1332 = arith.addi %7, %1331 : index
      %1333 = arith.cmpi ult, %1323, %c200 : index
      %1334 = arith.cmpi ult, %1332, %c136 : index
      %1335 = arith.andi %1333, %1334 : i1
      %1336 = scf.if %1335 -> (f16) {
        %1498 = memref.load %arg2[%1332] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1330, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1337 = arith.cmpi ult, %1323, %c200 : index
      scf.if %1337 {
        %1498 = arith.addi %7, %1322 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1329, %alloc[%1323, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1322, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1336, %alloc[%1323, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 3, 1>, tir.role = "output-store"}
      %1338 = arith.addi %11, %c48 : index
      %1339 = arith.addi %1338, %14 : index
      %1340 = arith.addi %13, %c32 : index
      %1341 = arith.muli %15, %c2 : index
      %1342 = arith.addi %1340, %1341 : index
      %1343 = arith.addi %6, %1339 : index
      %1344 = vector.extract %233#28[0, 0] : f32 from vector<2x2xf32>
      %1345 = arith.addi %7, %1342 : index
      %1346 = arith.cmpi ult, %1343, %c200 : index
      %1347 = arith.cmpi ult, %1345, %c136 : index
      %1348 = arith.andi %1346, %1347 : i1
      %1349 = scf.if %1348 -> (f16) {
        %1498 = memref.load %arg2[%1345] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1344, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1350 = vector.extract %233#28[0, 1] : f32 from vector<2x2xf32>
      %1351 = arith.addi %1342, %c1 : index
      %1352 = arith.addi %7, %1351 : index
      %1353 = arith.cmpi ult, %1343, %c200 : index
      %1354 = arith.cmpi ult, %1352, %c136 : index
      %1355 = arith.andi %1353, %1354 : i1
      %1356 = scf.if %1355 -> (f16) {
        %1498 = memref.load %arg2[%1352] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1350, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1357 = arith.cmpi ult, %1343, %c200 : index
      scf.if %1357 {
        %1498 = arith.addi %7, %1342 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1349, %alloc[%1343, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1342, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1356, %alloc[%1343, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 4, 0>, tir.role = "output-store"}
      %1358 = arith.addi %11, %c56 : index
      %1359 = arith.addi %1358, %14 : index
      %1360 = arith.addi %13, %c32 : index
      %1361 = arith.muli %15, %c2 : index
      %1362 = arith.addi %1360, %1361 : index
      %1363 = arith.addi %6, %1359 : index
      %1364 = vector.extract %233#28[1, 0] : f32 from vector<2x2xf32>
      %1365 = arith.addi %7, %1362 : index
      %1366 = arith.cmpi ult, %1363, %c200 : index
      %1367 = arith.cmpi ult, %1365, %c136 : index
      %1368 = arith.andi %1366, %1367 : i1
      %1369 = scf.if %1368 -> (f16) {
        %1498 = memref.load %arg2[%1365] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1364, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1370 = vector.extract %233#28[1, 1] : f32 from vector<2x2xf32>
      %1371 = arith.addi %1362, %c1 : index
      %1372 = arith.addi %7, %1371 : index
      %1373 = arith.cmpi ult, %1363, %c200 : index
      %1374 = arith.cmpi ult, %1372, %c136 : index
      %1375 = arith.andi %1373, %1374 : i1
      %1376 = scf.if %1375 -> (f16) {
        %1498 = memref.load %arg2[%1372] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1370, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1377 = arith.cmpi ult, %1363, %c200 : index
      scf.if %1377 {
        %1498 = arith.addi %7, %1362 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1369, %alloc[%1363, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1362, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1376, %alloc[%1363, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 4, 1>, tir.role = "output-store"}
      %1378 = arith.addi %11, %c48 : index
      %1379 = arith.addi %1378, %14 : index
      %1380 = arith.addi %13, %c40 : index
      %1381 = arith.muli %15, %c2 : index
      %1382 = arith.addi %1380, %1381 : index
      %1383 = arith.addi %6, %1379 : index
      %1384 = vector.extract %233#29[0, 0] : f32 from vector<2x2xf32>
      %1385 = arith.addi %7, %1382 : index
      %1386 = arith.cmpi ult, %1383, %c200 : index
      %1387 = arith.cmpi ult, %1385, %c136 : index
      %1388 = arith.andi %1386, %1387 : i1
      %1389 = scf.if %1388 -> (f16) {
        %1498 = memref.load %arg2[%1385] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1384, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1390 = vector.extract %233#29[0, 1] : f32 from vector<2x2xf32>
      %1391 = arith.addi %1382, %c1 : index
      %1392 = arith.addi %7, %1391 : index
      %1393 = arith.cmpi ult, %1383, %c200 : index
      %1394 = arith.cmpi ult, %1392, %c136 : index
      %1395 = arith.andi %1393, %1394 : i1
      %1396 = scf.if %1395 -> (f16) {
        %1498 = memref.load %arg2[%1392] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1390, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1397 = arith.cmpi ult, %1383, %c200 : index
      scf.if %1397 {
        %1498 = arith.addi %7, %1382 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1389, %alloc[%1383, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1382, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1396, %alloc[%1383, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 5, 0>, tir.role = "output-store"}
      %1398 = arith.addi %11, %c56 : index
      %1399 = arith.addi %1398, %14 : index
      %1400 = arith.addi %13, %c40 : index
      %1401 = arith.muli %15, %c2 : index
      %1402 = arith.addi %1400, %1401 : index
      %1403 = arith.addi %6, %1399 : index
      %1404 = vector.extract %233#29[1, 0] : f32 from vector<2x2xf32>
      %1405 = arith.addi %7, %1402 : index
      %1406 = arith.cmpi ult, %1403, %c200 : index
      %1407 = arith.cmpi ult, %1405, %c136 : index
      %1408 = arith.andi %1406, %1407 : i1
      %1409 = scf.if %1408 -> (f16) {
        %1498 = memref.load %arg2[%1405] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1404, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1410 = vector.extract %233#29[1, 1] : f32 from vector<2x2xf32>
      %1411 = arith.addi %1402, %c1 : index
      %1412 = arith.addi %7, %1411 : index
      %1413 = arith.cmpi ult, %1403, %c200 : index
      %1414 = arith.cmpi ult, %1412, %c136 : index
      %1415 = arith.andi %1413, %1414 : i1
      %1416 = scf.if %1415 -> (f16) {
        %1498 = memref.load %arg2[%1412] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1410, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1417 = arith.cmpi ult, %1403, %c200 : index
      scf.if %1417 {
        %1498 = arith.addi %7, %1402 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1409, %alloc[%1403, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1402, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1416, %alloc[%1403, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 5, 1>, tir.role = "output-store"}
      %1418 = arith.addi %11, %c48 : index
      %1419 = arith.addi %1418, %14 : index
      %1420 = arith.addi %13, %c48 : index
      %1421 = arith.muli %15, %c2 : index
      %1422 = arith.addi %1420, %1421 : index
      %1423 = arith.addi %6, %1419 : index
      %1424 = vector.extract %233#30[0, 0] : f32 from vector<2x2xf32>
      %1425 = arith.addi %7, %1422 : index
      %1426 = arith.cmpi ult, %1423, %c200 : index
      %1427 = arith.cmpi ult, %1425, %c136 : index
      %1428 = arith.andi %1426, %1427 : i1
      %1429 = scf.if %1428 -> (f16) {
        %1498 = memref.load %arg2[%1425] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1424, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1430 = vector.extract %233#30[0, 1] : f32 from vector<2x2xf32>
      %1431 = arith.addi %1422, %c1 : index
      %1432 = arith.addi %7, %1431 : index
      %1433 = arith.cmpi ult, %1423, %c200 : index
      %1434 = arith.cmpi ult, %1432, %c136 : index
      %1435 = arith.andi %1433, %1434 : i1
      %1436 = scf.if %1435 -> (f16) {
        %1498 = memref.load %arg2[%1432] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1430, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1437 = arith.cmpi ult, %1423, %c200 : index
      scf.if %1437 {
        %1498 = arith.addi %7, %1422 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1429, %alloc[%1423, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1422, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1436, %alloc[%1423, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 6, 0>, tir.role = "output-store"}
      %1438 = arith.addi %11, %c56 : index
      %1439 = arith.addi %1438, %14 : index
      %1440 = arith.addi %13, %c48 : index
      %1441 = arith.muli %15, %c2 : index
      %1442 = arith.addi %1440, %1441 : index
      %1443 = arith.addi %6, %1439 : index
      %1444 = vector.extract %233#30[1, 0] : f32 from vector<2x2xf32>
      %1445 = arith.addi %7, %1442 : index
      %1446 = arith.cmpi ult, %1443, %c200 : index
      %1447 = arith.cmpi ult, %1445, %c136 : index
      %1448 = arith.andi %1446, %1447 : i1
      %1449 = scf.if %1448 -> (f16) {
        %1498 = memref.load %arg2[%1445] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1444, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1450 = vector.extract %233#30[1, 1] : f32 from vector<2x2xf32>
      %1451 = arith.addi %1442, %c1 : index
      %1452 = arith.addi %7, %1451 : index
      %1453 = arith.cmpi ult, %1443, %c200 : index
      %1454 = arith.cmpi ult, %1452, %c136 : index
      %1455 = arith.andi %1453, %1454 : i1
      %1456 = scf.if %1455 -> (f16) {
        %1498 = memref.load %arg2[%1452] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1450, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1457 = arith.cmpi ult, %1443, %c200 : index
      scf.if %1457 {
        %1498 = arith.addi %7, %1442 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1449, %alloc[%1443, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1442, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1456, %alloc[%1443, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 6, 1>, tir.role = "output-store"}
      %1458 = arith.addi %11, %c48 : index
      %1459 = arith.addi %1458, %14 : index
      %1460 = arith.addi %13, %c56 : index
      %1461 = arith.muli %15, %c2 : index
      %1462 = arith.addi %1460, %1461 : index
      %1463 = arith.addi %6, %1459 : index
      %1464 = vector.extract %233#31[0, 0] : f32 from vector<2x2xf32>
      %1465 = arith.addi %7, %1462 : index
      %1466 = arith.cmpi ult, %1463, %c200 : index
      %1467 = arith.cmpi ult, %1465, %c136 : index
      %1468 = arith.andi %1466, %1467 : i1
      %1469 = scf.if %1468 -> (f16) {
        %1498 = memref.load %arg2[%1465] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1464, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1470 = vector.extract %233#31[0, 1] : f32 from vector<2x2xf32>
      %1471 = arith.addi %1462, %c1 : index
      %1472 = arith.addi %7, %1471 : index
      %1473 = arith.cmpi ult, %1463, %c200 : index
      %1474 = arith.cmpi ult, %1472, %c136 : index
      %1475 = arith.andi %1473, %1474 : i1
      %1476 = scf.if %1475 -> (f16) {
        %1498 = memref.load %arg2[%1472] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1470, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1477 = arith.cmpi ult, %1463, %c200 : index
      scf.if %1477 {
        %1498 = arith.addi %7, %1462 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1469, %alloc[%1463, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1462, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1476, %alloc[%1463, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 7, 0>, tir.role = "output-store"}
      %1478 = arith.addi %11, %c56 : index
      %1479 = arith.addi %1478, %14 : index
      %1480 = arith.addi %13, %c56 : index
      %1481 = arith.muli %15, %c2 : index
      %1482 = arith.addi %1480, %1481 : index
      %1483 = arith.addi %6, %1479 : index
      %1484 = vector.extract %233#31[1, 0] : f32 from vector<2x2xf32>
      %1485 = arith.addi %7, %1482 : index
      %1486 = arith.cmpi ult, %1483, %c200 : index
      %1487 = arith.cmpi ult, %1485, %c136 : index
      %1488 = arith.andi %1486, %1487 : i1
      %1489 = scf.if %1488 -> (f16) {
        %1498 = memref.load %arg2[%1485] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1484, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1490 = vector.extract %233#31[1, 1] : f32 from vector<2x2xf32>
      %1491 = arith.addi %1482, %c1 : index
      %1492 = arith.addi %7, %1491 : index
      %1493 = arith.cmpi ult, %1483, %c200 : index
      %1494 = arith.cmpi ult, %1492, %c136 : index
      %1495 = arith.andi %1493, %1494 : i1
      %1496 = scf.if %1495 -> (f16) {
        %1498 = memref.load %arg2[%1492] : memref<136xf16>
        %1499 = arith.extf %1498 : f16 to f32
        %1500 = arith.addf %1490, %1499 : f32
        %1501 = arith.maximumf %1500, %cst_1 : f32
        %1502 = arith.truncf %1501 : f32 to f16
        scf.yield %1502 : f16
      } else {
        scf.yield %cst : f16
      }
      %1497 = arith.cmpi ult, %1483, %c200 : index
      scf.if %1497 {
        %1498 = arith.addi %7, %1482 : index
        %1499 = arith.cmpi ult, %1498, %c136 : index
        scf.if %1499 {
          memref.store %1489, %alloc[%1483, %1498] : memref<200x136xf16>
        }
        %1500 = arith.addi %1482, %c1 : index
        %1501 = arith.addi %7, %1500 : index
        %1502 = arith.cmpi ult, %1501, %c136 : index
        scf.if %1502 {
          memref.store %1496, %alloc[%1483, %1501] : memref<200x136xf16>
        }
      } {tir.fragment = array<i64: 3, 7, 1>, tir.role = "output-store"}
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 128, 32>, vector_bytes = 16 : i64, warps = array<i64: 2, 2>}}
    return %alloc : memref<200x136xf16>
  }
}

