// The IR before tir-explain-kernels: tirc compile tests/lit/Inputs/explained.mlir --emit=gpu --dump-before=tir-explain-kernels
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0) -> ()>
#map3 = affine_map<(d0) -> (d0)>
module attributes {gpu.container_module, tir.kernel_problems = {explained_gemm0 = {K = 32 : i64, M = 16 : i64, N = 16 : i64, acc = "f32", in = "f16", out = "f32", schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 16, 64, 32>, vector_bytes = 8 : i64, warps = array<i64: 1, 4>}}}, tir.kernel_schedules = {explained_gemm0 = "tile 16x64x32, warps 1x4, m16n8k16, 4 stages, swizzled smem, 8-byte copies, raster group 8", explained_scan0 = "scan (inclusive, arith.addf): a warp per line, 8 lines per block, shuffle-up scan of 32-element chunks with a carried total"}} {
  func.func @explained(%arg0: memref<16x32xf32>, %arg1: memref<32x16xf16>, %arg2: memref<4x40xf32>) -> (memref<16x16xf32>, memref<32x16xf32>, memref<16x32xf32>, memref<16x32xf32>, memref<4x40xf32>) {
    %true = arith.constant true
    %c3_i32 = arith.constant 3 : i32
    %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
    %c24 = arith.constant 24 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c31_i32 = arith.constant 31 : i32
    %c16_i32 = arith.constant 16 : i32
    %c8_i32 = arith.constant 8 : i32
    %c4_i32 = arith.constant 4 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c40 = arith.constant 40 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %cst_1 = arith.constant 0.797884583 : f32
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 5.000000e-01 : f32
    %cst_5 = arith.constant 0.000000e+00 : f32
    %cst_6 = arith.constant 2.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x32xf16>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<16x32xf32>) outs(%alloc : memref<16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %0 = arith.truncf %in : f32 to f16
      linalg.yield %0 : f16
    }
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
    %c20480_i32 = arith.constant 20480 : i32
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c128, %arg13 = %c1, %arg14 = %c1) dynamic_shared_memory_size %c20480_i32 module(@explained_gemm0) function(@explained_gemm0) {
      %c4096 = arith.constant 4096 : index
      %c0_13 = arith.constant 0 : index
      %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c128_14 = arith.constant 128 : index
      %c3 = arith.constant 3 : index
      %c1_15 = arith.constant 1 : index
      %c0_16 = arith.constant 0 : index
      %c8_17 = arith.constant 8 : index
      %c2_18 = arith.constant 2 : index
      %c16_19 = arith.constant 16 : index
      %c4_20 = arith.constant 4 : index
      %c32_21 = arith.constant 32 : index
      %c8_22 = arith.constant 8 : index
      %c4_23 = arith.constant 4 : index
      %c2_24 = arith.constant 2 : index
      %1 = arith.divui %arg3, %c8 : index
      %2 = arith.muli %1, %c8 : index
      %3 = arith.remui %arg3, %c8 : index
      %4 = arith.muli %2, %c16 {tir.role = "block-row"} : index
      %5 = arith.muli %3, %c64 {tir.role = "block-col"} : index
      %view = memref.view %0[%c0_13][] {tir.role = "operand-a"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<4x16x32xf16, #gpu.address_space<workgroup>>
      %view_25 = memref.view %0[%c4096][] {tir.k_major, tir.role = "operand-b"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %6 = arith.divui %arg6, %c32 : index
      %7 = arith.divui %6, %c4 : index
      %8 = arith.muli %7, %c16 : index
      %9 = arith.remui %6, %c4 : index
      %10 = arith.muli %9, %c16 : index
      %11 = arith.remui %arg6, %c32 : index
      %12 = arith.divui %arg6, %c8 : index
      %13 = arith.remui %arg6, %c8 : index
      %14 = arith.muli %13, %c4 : index
      %15 = arith.addi %4, %12 : index
      %16 = arith.cmpi ult, %14, %c32 : index
      %17 = arith.select %16, %c4, %c0 : index
      %18 = arith.divui %12, %c2_24 : index
      %19 = arith.remui %18, %c4_23 : index
      %20 = arith.divui %14, %c8_22 : index
      %21 = arith.remui %14, %c8_22 : index
      %22 = arith.xori %20, %19 : index
      %23 = arith.muli %22, %c8_22 : index
      %24 = arith.addi %23, %21 : index
      %25 = nvgpu.device_async_copy %alloc[%15, %14], %view[%c0, %12, %24], 4, %17 : memref<16x32xf16> to memref<4x16x32xf16, #gpu.address_space<workgroup>>
      %26 = arith.divui %arg6, %c16 : index
      %27 = arith.remui %arg6, %c16 : index
      %28 = arith.muli %27, %c4 : index
      %29 = arith.addi %5, %28 : index
      %30 = arith.cmpi ult, %29, %c16 : index
      %31 = arith.cmpi ult, %26, %c32 : index
      %32 = arith.andi %31, %30 : i1
      %33 = arith.select %32, %c4, %c0 : index
      %34 = arith.remui %26, %c8_22 : index
      %35 = arith.divui %28, %c8_22 : index
      %36 = arith.remui %28, %c8_22 : index
      %37 = arith.xori %35, %34 : index
      %38 = arith.muli %37, %c8_22 : index
      %39 = arith.addi %38, %36 : index
      %40 = nvgpu.device_async_copy %arg1[%26, %29], %view_25[%c0, %26, %39], 4, %33 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %41 = arith.addi %26, %c8 : index
      %42 = arith.addi %26, %c8 : index
      %43 = arith.cmpi ult, %42, %c32 : index
      %44 = arith.andi %43, %30 : i1
      %45 = arith.select %44, %c4, %c0 : index
      %46 = arith.remui %41, %c8_22 : index
      %47 = arith.divui %28, %c8_22 : index
      %48 = arith.remui %28, %c8_22 : index
      %49 = arith.xori %47, %46 : index
      %50 = arith.muli %49, %c8_22 : index
      %51 = arith.addi %50, %48 : index
      %52 = nvgpu.device_async_copy %arg1[%42, %29], %view_25[%c0, %41, %51], 4, %45 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %53 = arith.addi %26, %c16 : index
      %54 = arith.addi %26, %c16 : index
      %55 = arith.cmpi ult, %54, %c32 : index
      %56 = arith.andi %55, %30 : i1
      %57 = arith.select %56, %c4, %c0 : index
      %58 = arith.remui %53, %c8_22 : index
      %59 = arith.divui %28, %c8_22 : index
      %60 = arith.remui %28, %c8_22 : index
      %61 = arith.xori %59, %58 : index
      %62 = arith.muli %61, %c8_22 : index
      %63 = arith.addi %62, %60 : index
      %64 = nvgpu.device_async_copy %arg1[%54, %29], %view_25[%c0, %53, %63], 4, %57 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %65 = arith.addi %26, %c24 : index
      %66 = arith.addi %26, %c24 : index
      %67 = arith.cmpi ult, %66, %c32 : index
      %68 = arith.andi %67, %30 : i1
      %69 = arith.select %68, %c4, %c0 : index
      %70 = arith.remui %65, %c8_22 : index
      %71 = arith.divui %28, %c8_22 : index
      %72 = arith.remui %28, %c8_22 : index
      %73 = arith.xori %71, %70 : index
      %74 = arith.muli %73, %c8_22 : index
      %75 = arith.addi %74, %72 : index
      %76 = nvgpu.device_async_copy %arg1[%66, %29], %view_25[%c0, %65, %75], 4, %69 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %77 = nvgpu.device_async_create_group %25, %40, %52, %64, %76
      %78 = arith.divui %arg6, %c8 : index
      %79 = arith.remui %arg6, %c8 : index
      %80 = arith.muli %79, %c4 : index
      %81 = arith.addi %4, %78 : index
      %82 = arith.addi %80, %c32 : index
      %83 = arith.cmpi ult, %82, %c32 : index
      %84 = arith.select %83, %c4, %c0 : index
      %85 = arith.divui %78, %c2_24 : index
      %86 = arith.remui %85, %c4_23 : index
      %87 = arith.divui %80, %c8_22 : index
      %88 = arith.remui %80, %c8_22 : index
      %89 = arith.xori %87, %86 : index
      %90 = arith.muli %89, %c8_22 : index
      %91 = arith.addi %90, %88 : index
      %92 = nvgpu.device_async_copy %alloc[%81, %82], %view[%c1, %78, %91], 4, %84 : memref<16x32xf16> to memref<4x16x32xf16, #gpu.address_space<workgroup>>
      %93 = arith.divui %arg6, %c16 : index
      %94 = arith.remui %arg6, %c16 : index
      %95 = arith.muli %94, %c4 : index
      %96 = arith.addi %93, %c32 : index
      %97 = arith.addi %5, %95 : index
      %98 = arith.cmpi ult, %97, %c16 : index
      %99 = arith.cmpi ult, %96, %c32 : index
      %100 = arith.andi %99, %98 : i1
      %101 = arith.select %100, %c4, %c0 : index
      %102 = arith.remui %93, %c8_22 : index
      %103 = arith.divui %95, %c8_22 : index
      %104 = arith.remui %95, %c8_22 : index
      %105 = arith.xori %103, %102 : index
      %106 = arith.muli %105, %c8_22 : index
      %107 = arith.addi %106, %104 : index
      %108 = nvgpu.device_async_copy %arg1[%96, %97], %view_25[%c1, %93, %107], 4, %101 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %109 = arith.addi %93, %c8 : index
      %110 = arith.addi %96, %c8 : index
      %111 = arith.cmpi ult, %110, %c32 : index
      %112 = arith.andi %111, %98 : i1
      %113 = arith.select %112, %c4, %c0 : index
      %114 = arith.remui %109, %c8_22 : index
      %115 = arith.divui %95, %c8_22 : index
      %116 = arith.remui %95, %c8_22 : index
      %117 = arith.xori %115, %114 : index
      %118 = arith.muli %117, %c8_22 : index
      %119 = arith.addi %118, %116 : index
      %120 = nvgpu.device_async_copy %arg1[%110, %97], %view_25[%c1, %109, %119], 4, %113 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %121 = arith.addi %93, %c16 : index
      %122 = arith.addi %96, %c16 : index
      %123 = arith.cmpi ult, %122, %c32 : index
      %124 = arith.andi %123, %98 : i1
      %125 = arith.select %124, %c4, %c0 : index
      %126 = arith.remui %121, %c8_22 : index
      %127 = arith.divui %95, %c8_22 : index
      %128 = arith.remui %95, %c8_22 : index
      %129 = arith.xori %127, %126 : index
      %130 = arith.muli %129, %c8_22 : index
      %131 = arith.addi %130, %128 : index
      %132 = nvgpu.device_async_copy %arg1[%122, %97], %view_25[%c1, %121, %131], 4, %125 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %133 = arith.addi %93, %c24 : index
      %134 = arith.addi %96, %c24 : index
      %135 = arith.cmpi ult, %134, %c32 : index
      %136 = arith.andi %135, %98 : i1
      %137 = arith.select %136, %c4, %c0 : index
      %138 = arith.remui %133, %c8_22 : index
      %139 = arith.divui %95, %c8_22 : index
      %140 = arith.remui %95, %c8_22 : index
      %141 = arith.xori %139, %138 : index
      %142 = arith.muli %141, %c8_22 : index
      %143 = arith.addi %142, %140 : index
      %144 = nvgpu.device_async_copy %arg1[%134, %97], %view_25[%c1, %133, %143], 4, %137 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %145 = nvgpu.device_async_create_group %92, %108, %120, %132, %144
      %146 = arith.divui %arg6, %c8 : index
      %147 = arith.remui %arg6, %c8 : index
      %148 = arith.muli %147, %c4 : index
      %149 = arith.addi %4, %146 : index
      %150 = arith.addi %148, %c64 : index
      %151 = arith.cmpi ult, %150, %c32 : index
      %152 = arith.select %151, %c4, %c0 : index
      %153 = arith.divui %146, %c2_24 : index
      %154 = arith.remui %153, %c4_23 : index
      %155 = arith.divui %148, %c8_22 : index
      %156 = arith.remui %148, %c8_22 : index
      %157 = arith.xori %155, %154 : index
      %158 = arith.muli %157, %c8_22 : index
      %159 = arith.addi %158, %156 : index
      %160 = nvgpu.device_async_copy %alloc[%149, %150], %view[%c2, %146, %159], 4, %152 : memref<16x32xf16> to memref<4x16x32xf16, #gpu.address_space<workgroup>>
      %161 = arith.divui %arg6, %c16 : index
      %162 = arith.remui %arg6, %c16 : index
      %163 = arith.muli %162, %c4 : index
      %164 = arith.addi %161, %c64 : index
      %165 = arith.addi %5, %163 : index
      %166 = arith.cmpi ult, %165, %c16 : index
      %167 = arith.cmpi ult, %164, %c32 : index
      %168 = arith.andi %167, %166 : i1
      %169 = arith.select %168, %c4, %c0 : index
      %170 = arith.remui %161, %c8_22 : index
      %171 = arith.divui %163, %c8_22 : index
      %172 = arith.remui %163, %c8_22 : index
      %173 = arith.xori %171, %170 : index
      %174 = arith.muli %173, %c8_22 : index
      %175 = arith.addi %174, %172 : index
      %176 = nvgpu.device_async_copy %arg1[%164, %165], %view_25[%c2, %161, %175], 4, %169 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %177 = arith.addi %161, %c8 : index
      %178 = arith.addi %164, %c8 : index
      %179 = arith.cmpi ult, %178, %c32 : index
      %180 = arith.andi %179, %166 : i1
      %181 = arith.select %180, %c4, %c0 : index
      %182 = arith.remui %177, %c8_22 : index
      %183 = arith.divui %163, %c8_22 : index
      %184 = arith.remui %163, %c8_22 : index
      %185 = arith.xori %183, %182 : index
      %186 = arith.muli %185, %c8_22 : index
      %187 = arith.addi %186, %184 : index
      %188 = nvgpu.device_async_copy %arg1[%178, %165], %view_25[%c2, %177, %187], 4, %181 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %189 = arith.addi %161, %c16 : index
      %190 = arith.addi %164, %c16 : index
      %191 = arith.cmpi ult, %190, %c32 : index
      %192 = arith.andi %191, %166 : i1
      %193 = arith.select %192, %c4, %c0 : index
      %194 = arith.remui %189, %c8_22 : index
      %195 = arith.divui %163, %c8_22 : index
      %196 = arith.remui %163, %c8_22 : index
      %197 = arith.xori %195, %194 : index
      %198 = arith.muli %197, %c8_22 : index
      %199 = arith.addi %198, %196 : index
      %200 = nvgpu.device_async_copy %arg1[%190, %165], %view_25[%c2, %189, %199], 4, %193 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %201 = arith.addi %161, %c24 : index
      %202 = arith.addi %164, %c24 : index
      %203 = arith.cmpi ult, %202, %c32 : index
      %204 = arith.andi %203, %166 : i1
      %205 = arith.select %204, %c4, %c0 : index
      %206 = arith.remui %201, %c8_22 : index
      %207 = arith.divui %163, %c8_22 : index
      %208 = arith.remui %163, %c8_22 : index
      %209 = arith.xori %207, %206 : index
      %210 = arith.muli %209, %c8_22 : index
      %211 = arith.addi %210, %208 : index
      %212 = nvgpu.device_async_copy %arg1[%202, %165], %view_25[%c2, %201, %211], 4, %205 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
      %213 = nvgpu.device_async_create_group %160, %176, %188, %200, %212
      %214:4 = scf.for %arg15 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg16 = %cst, %arg17 = %cst, %arg18 = %c0_i32, %arg19 = %c3_i32) -> (vector<2x2xf32>, vector<2x2xf32>, i32, i32)  : i32 {
        %270 = arith.addi %arg15, %c3_i32 : i32
        %271 = arith.cmpi eq, %arg18, %c3_i32 : i32
        %272 = arith.addi %arg18, %c1_i32 : i32
        %273 = arith.select %271, %c0_i32, %272 : i32
        %274 = arith.cmpi eq, %arg19, %c3_i32 : i32
        %275 = arith.addi %arg19, %c1_i32 : i32
        %276 = arith.select %274, %c0_i32, %275 : i32
        %277 = arith.index_castui %arg18 : i32 to index
        %278 = arith.index_castui %arg19 : i32 to index
        nvgpu.device_async_wait %213 {numGroups = 2 : i32}
        gpu.barrier
        %279 = arith.remui %11, %c16 : index
        %280 = arith.addi %8, %279 : index
        %281 = arith.divui %11, %c16 : index
        %282 = arith.muli %281, %c8 : index
        %283 = arith.divui %280, %c2_24 : index
        %284 = arith.remui %283, %c4_23 : index
        %285 = arith.divui %282, %c8_22 : index
        %286 = arith.remui %282, %c8_22 : index
        %287 = arith.xori %285, %284 : index
        %288 = arith.muli %287, %c8_22 : index
        %289 = arith.addi %288, %286 : index
        %290 = nvgpu.ldmatrix %view[%277, %280, %289] {numTiles = 4 : i32, transpose = false} : memref<4x16x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %291 = arith.remui %11, %c16 : index
        %292 = arith.divui %11, %c16 : index
        %293 = arith.muli %292, %c8 : index
        %294 = arith.addi %10, %293 : index
        %295 = arith.remui %291, %c8_22 : index
        %296 = arith.divui %294, %c8_22 : index
        %297 = arith.remui %294, %c8_22 : index
        %298 = arith.xori %296, %295 : index
        %299 = arith.muli %298, %c8_22 : index
        %300 = arith.addi %299, %297 : index
        %301 = nvgpu.ldmatrix %view_25[%277, %291, %300] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %302 = vector.extract_strided_slice %301 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %303 = vector.extract_strided_slice %301 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %304 = nvgpu.mma.sync(%290, %302, %arg16) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %305 = nvgpu.mma.sync(%290, %303, %arg17) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %306 = arith.remui %11, %c16 : index
        %307 = arith.addi %8, %306 : index
        %308 = arith.divui %11, %c16 : index
        %309 = arith.muli %308, %c8 : index
        %310 = arith.addi %309, %c16 : index
        %311 = arith.divui %307, %c2_24 : index
        %312 = arith.remui %311, %c4_23 : index
        %313 = arith.divui %310, %c8_22 : index
        %314 = arith.remui %310, %c8_22 : index
        %315 = arith.xori %313, %312 : index
        %316 = arith.muli %315, %c8_22 : index
        %317 = arith.addi %316, %314 : index
        %318 = nvgpu.ldmatrix %view[%277, %307, %317] {numTiles = 4 : i32, transpose = false} : memref<4x16x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %319 = arith.remui %11, %c16 : index
        %320 = arith.addi %319, %c16 : index
        %321 = arith.divui %11, %c16 : index
        %322 = arith.muli %321, %c8 : index
        %323 = arith.addi %10, %322 : index
        %324 = arith.remui %320, %c8_22 : index
        %325 = arith.divui %323, %c8_22 : index
        %326 = arith.remui %323, %c8_22 : index
        %327 = arith.xori %325, %324 : index
        %328 = arith.muli %327, %c8_22 : index
        %329 = arith.addi %328, %326 : index
        %330 = nvgpu.ldmatrix %view_25[%277, %320, %329] {numTiles = 4 : i32, transpose = true} : memref<4x32x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
        %331 = vector.extract_strided_slice %330 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %332 = vector.extract_strided_slice %330 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf16> to vector<2x2xf16>
        %333 = nvgpu.mma.sync(%318, %331, %304) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %334 = nvgpu.mma.sync(%318, %332, %305) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
        %335 = arith.index_castui %270 : i32 to index
        %336 = arith.muli %335, %c32 : index
        %337 = arith.divui %arg6, %c8 : index
        %338 = arith.remui %arg6, %c8 : index
        %339 = arith.muli %338, %c4 : index
        %340 = arith.addi %4, %337 : index
        %341 = arith.addi %336, %339 : index
        %342 = arith.cmpi ult, %341, %c32 : index
        %343 = arith.select %342, %c4, %c0 : index
        %344 = arith.divui %337, %c2_24 : index
        %345 = arith.remui %344, %c4_23 : index
        %346 = arith.divui %339, %c8_22 : index
        %347 = arith.remui %339, %c8_22 : index
        %348 = arith.xori %346, %345 : index
        %349 = arith.muli %348, %c8_22 : index
        %350 = arith.addi %349, %347 : index
        %351 = nvgpu.device_async_copy %alloc[%340, %341], %view[%278, %337, %350], 4, %343 : memref<16x32xf16> to memref<4x16x32xf16, #gpu.address_space<workgroup>>
        %352 = arith.muli %335, %c32 : index
        %353 = arith.divui %arg6, %c16 : index
        %354 = arith.remui %arg6, %c16 : index
        %355 = arith.muli %354, %c4 : index
        %356 = arith.addi %352, %353 : index
        %357 = arith.addi %5, %355 : index
        %358 = arith.cmpi ult, %357, %c16 : index
        %359 = arith.cmpi ult, %356, %c32 : index
        %360 = arith.andi %359, %358 : i1
        %361 = arith.select %360, %c4, %c0 : index
        %362 = arith.remui %353, %c8_22 : index
        %363 = arith.divui %355, %c8_22 : index
        %364 = arith.remui %355, %c8_22 : index
        %365 = arith.xori %363, %362 : index
        %366 = arith.muli %365, %c8_22 : index
        %367 = arith.addi %366, %364 : index
        %368 = nvgpu.device_async_copy %arg1[%356, %357], %view_25[%278, %353, %367], 4, %361 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
        %369 = arith.addi %353, %c8 : index
        %370 = arith.addi %356, %c8 : index
        %371 = arith.cmpi ult, %370, %c32 : index
        %372 = arith.andi %371, %358 : i1
        %373 = arith.select %372, %c4, %c0 : index
        %374 = arith.remui %369, %c8_22 : index
        %375 = arith.divui %355, %c8_22 : index
        %376 = arith.remui %355, %c8_22 : index
        %377 = arith.xori %375, %374 : index
        %378 = arith.muli %377, %c8_22 : index
        %379 = arith.addi %378, %376 : index
        %380 = nvgpu.device_async_copy %arg1[%370, %357], %view_25[%278, %369, %379], 4, %373 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
        %381 = arith.addi %353, %c16 : index
        %382 = arith.addi %356, %c16 : index
        %383 = arith.cmpi ult, %382, %c32 : index
        %384 = arith.andi %383, %358 : i1
        %385 = arith.select %384, %c4, %c0 : index
        %386 = arith.remui %381, %c8_22 : index
        %387 = arith.divui %355, %c8_22 : index
        %388 = arith.remui %355, %c8_22 : index
        %389 = arith.xori %387, %386 : index
        %390 = arith.muli %389, %c8_22 : index
        %391 = arith.addi %390, %388 : index
        %392 = nvgpu.device_async_copy %arg1[%382, %357], %view_25[%278, %381, %391], 4, %385 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
        %393 = arith.addi %353, %c24 : index
        %394 = arith.addi %356, %c24 : index
        %395 = arith.cmpi ult, %394, %c32 : index
        %396 = arith.andi %395, %358 : i1
        %397 = arith.select %396, %c4, %c0 : index
        %398 = arith.remui %393, %c8_22 : index
        %399 = arith.divui %355, %c8_22 : index
        %400 = arith.remui %355, %c8_22 : index
        %401 = arith.xori %399, %398 : index
        %402 = arith.muli %401, %c8_22 : index
        %403 = arith.addi %402, %400 : index
        %404 = nvgpu.device_async_copy %arg1[%394, %357], %view_25[%278, %393, %403], 4, %397 : memref<32x16xf16> to memref<4x32x64xf16, #gpu.address_space<workgroup>>
        %405 = nvgpu.device_async_create_group %351, %368, %380, %392, %404
        scf.yield %333, %334, %273, %276 : vector<2x2xf32>, vector<2x2xf32>, i32, i32
      } {tir.role = "k-loop"}
      nvgpu.device_async_wait %213 {numGroups = 0 : i32}
      gpu.barrier
      %view_26 = memref.view %0[%c0_13][] {tir.role = "staging"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<16x72xf32, #gpu.address_space<workgroup>>
      %215 = arith.remui %arg6, %c32_21 : index
      %216 = arith.divui %arg6, %c32_21 : index
      %217 = arith.divui %216, %c4_20 : index
      %218 = arith.muli %217, %c16_19 : index
      %219 = arith.remui %216, %c4_20 : index
      %220 = arith.muli %219, %c16_19 : index
      %221 = arith.divui %215, %c4_20 : index
      %222 = arith.remui %215, %c4_20 : index
      %223 = vector.extract %214#0[0, 0] : f32 from vector<2x2xf32>
      %224 = vector.extract %214#0[0, 1] : f32 from vector<2x2xf32>
      %225 = vector.from_elements %223, %224 : vector<2xf32>
      %226 = arith.addi %218, %221 : index
      %227 = arith.muli %222, %c2_18 : index
      %228 = arith.addi %220, %227 : index
      vector.store %225, %view_26[%226, %228] {alignment = 8 : i64} : memref<16x72xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %229 = vector.extract %214#0[1, 0] : f32 from vector<2x2xf32>
      %230 = vector.extract %214#0[1, 1] : f32 from vector<2x2xf32>
      %231 = vector.from_elements %229, %230 : vector<2xf32>
      %232 = arith.addi %218, %c8_17 : index
      %233 = arith.addi %232, %221 : index
      %234 = arith.muli %222, %c2_18 : index
      %235 = arith.addi %220, %234 : index
      vector.store %231, %view_26[%233, %235] {alignment = 8 : i64} : memref<16x72xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %236 = vector.extract %214#1[0, 0] : f32 from vector<2x2xf32>
      %237 = vector.extract %214#1[0, 1] : f32 from vector<2x2xf32>
      %238 = vector.from_elements %236, %237 : vector<2xf32>
      %239 = arith.addi %218, %221 : index
      %240 = arith.addi %220, %c8_17 : index
      %241 = arith.muli %222, %c2_18 : index
      %242 = arith.addi %240, %241 : index
      vector.store %238, %view_26[%239, %242] {alignment = 8 : i64} : memref<16x72xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %243 = vector.extract %214#1[1, 0] : f32 from vector<2x2xf32>
      %244 = vector.extract %214#1[1, 1] : f32 from vector<2x2xf32>
      %245 = vector.from_elements %243, %244 : vector<2xf32>
      %246 = arith.addi %218, %c8_17 : index
      %247 = arith.addi %246, %221 : index
      %248 = arith.addi %220, %c8_17 : index
      %249 = arith.muli %222, %c2_18 : index
      %250 = arith.addi %248, %249 : index
      vector.store %245, %view_26[%247, %250] {alignment = 8 : i64} : memref<16x72xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      gpu.barrier
      %dim = memref.dim %alloc_7, %c1_15 : memref<16x16xf32>
      %251 = arith.remui %dim, %c4_20 : index
      %252 = arith.cmpi eq, %251, %c0_16 : index
      %253 = arith.divui %arg6, %c16_19 : index
      %254 = arith.remui %arg6, %c16_19 : index
      %255 = arith.muli %254, %c4_20 : index
      %256 = arith.addi %4, %253 : index
      %257 = arith.addi %5, %255 : index
      %258 = vector.load %view_26[%253, %255] {alignment = 16 : i64} : memref<16x72xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %259 = arith.addi %257, %c4_20 : index
      %260 = arith.cmpi ule, %259, %dim : index
      %true_27 = arith.constant true
      scf.if %true_27 {
        %270 = arith.andi %260, %252 : i1
        scf.if %270 {
          vector.store %258, %alloc_7[%256, %257] {alignment = 16 : i64} : memref<16x16xf32>, vector<4xf32>
        } else {
          %271 = arith.cmpi ult, %257, %dim : index
          scf.if %271 {
            %278 = vector.extract %258[0] : f32 from vector<4xf32>
            memref.store %278, %alloc_7[%256, %257] : memref<16x16xf32>
          }
          %272 = arith.addi %257, %c1_15 : index
          %273 = arith.cmpi ult, %272, %dim : index
          scf.if %273 {
            %278 = vector.extract %258[1] : f32 from vector<4xf32>
            memref.store %278, %alloc_7[%256, %272] : memref<16x16xf32>
          }
          %274 = arith.addi %257, %c2_18 : index
          %275 = arith.cmpi ult, %274, %dim : index
          scf.if %275 {
            %278 = vector.extract %258[2] : f32 from vector<4xf32>
            memref.store %278, %alloc_7[%256, %274] : memref<16x16xf32>
          }
          %276 = arith.addi %257, %c3 : index
          %277 = arith.cmpi ult, %276, %dim : index
          scf.if %277 {
            %278 = vector.extract %258[3] : f32 from vector<4xf32>
            memref.store %278, %alloc_7[%256, %276] : memref<16x16xf32>
          }
        }
      }
      %261 = arith.addi %arg6, %c128_14 : index
      %262 = arith.divui %261, %c16_19 : index
      %263 = arith.remui %261, %c16_19 : index
      %264 = arith.muli %263, %c4_20 : index
      %265 = arith.addi %4, %262 : index
      %266 = arith.addi %5, %264 : index
      %267 = vector.load %view_26[%262, %264] {alignment = 16 : i64} : memref<16x72xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %268 = arith.addi %266, %c4_20 : index
      %269 = arith.cmpi ule, %268, %dim : index
      %true_28 = arith.constant true
      scf.if %true_28 {
        %270 = arith.andi %269, %252 : i1
        scf.if %270 {
          vector.store %267, %alloc_7[%265, %266] {alignment = 16 : i64} : memref<16x16xf32>, vector<4xf32>
        } else {
          %271 = arith.cmpi ult, %266, %dim : index
          scf.if %271 {
            %278 = vector.extract %267[0] : f32 from vector<4xf32>
            memref.store %278, %alloc_7[%265, %266] : memref<16x16xf32>
          }
          %272 = arith.addi %266, %c1_15 : index
          %273 = arith.cmpi ult, %272, %dim : index
          scf.if %273 {
            %278 = vector.extract %267[1] : f32 from vector<4xf32>
            memref.store %278, %alloc_7[%265, %272] : memref<16x16xf32>
          }
          %274 = arith.addi %266, %c2_18 : index
          %275 = arith.cmpi ult, %274, %dim : index
          scf.if %275 {
            %278 = vector.extract %267[2] : f32 from vector<4xf32>
            memref.store %278, %alloc_7[%265, %274] : memref<16x16xf32>
          }
          %276 = arith.addi %266, %c3 : index
          %277 = arith.cmpi ult, %276, %dim : index
          scf.if %277 {
            %278 = vector.extract %267[3] : f32 from vector<4xf32>
            memref.store %278, %alloc_7[%265, %276] : memref<16x16xf32>
          }
        }
      }
      gpu.terminator
    } {tir.schedule = {mma = "m16n8k16", raster_group = 8 : i64, split_k = 1 : i64, stages = 4 : i64, swizzle = true, tile = array<i64: 16, 64, 32>, vector_bytes = 8 : i64, warps = array<i64: 1, 4>}}
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<16x32xf32>) outs(%alloc_8 : memref<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.exp %in : f32
      linalg.yield %0 : f32
    }
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<16x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<16x32xf32>) outs(%alloc_9 : memref<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.mulf %0, %in : f32
      %2 = arith.mulf %1, %cst_2 : f32
      %3 = arith.addf %in, %2 : f32
      %4 = arith.mulf %3, %cst_1 : f32
      %5 = math.tanh %4 : f32
      %6 = arith.addf %5, %cst_3 : f32
      %7 = arith.mulf %in, %cst_4 : f32
      %8 = arith.mulf %7, %6 : f32
      linalg.yield %8 : f32
    }
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<16x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_9 : memref<16x32xf32>) outs(%alloc_10 : memref<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %cst_6 : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_9 : memref<16x32xf32>) outs(%alloc_9 : memref<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      linalg.yield %0 : f32
    }
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel"]} ins(%cst_5 : f32) outs(%alloc_11 : memref<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc_12 = memref.alloc() : memref<4x40xf32>
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c256, %arg13 = %c1, %arg14 = %c1) dynamic_shared_memory_size %c0_i32 module(@explained_scan0) function(@explained_scan0) {
      %0 = arith.remui %arg6, %c32 : index
      %1 = arith.divui %arg6, %c32 : index
      %2 = arith.cmpi ult, %1, %c4 : index
      scf.if %2 {
        %3 = scf.for %arg15 = %c0 to %c2 step %c1 iter_args(%arg16 = %cst_0) -> (f32) {
          %4 = arith.muli %arg15, %c32 : index
          %5 = arith.addi %4, %0 : index
          %6 = arith.cmpi ult, %5, %c40 : index
          %7 = scf.if %6 -> (f32) {
            %37 = memref.load %arg2[%1, %5] : memref<4x40xf32>
            scf.yield %37 : f32
          } else {
            scf.yield %cst_0 : f32
          }
          %8 = arith.index_cast %0 : index to i32
          %9 = arith.bitcast %7 : f32 to i32
          %shuffleResult, %valid = gpu.shuffle  up %9, %c1_i32, %c32_i32 : i32
          %10 = arith.bitcast %shuffleResult : i32 to f32
          %11 = arith.cmpi uge, %8, %c1_i32 : i32
          %12 = arith.addf %10, %7 : f32
          %13 = arith.select %11, %12, %7 : f32
          %14 = arith.bitcast %13 : f32 to i32
          %shuffleResult_13, %valid_14 = gpu.shuffle  up %14, %c2_i32, %c32_i32 : i32
          %15 = arith.bitcast %shuffleResult_13 : i32 to f32
          %16 = arith.cmpi uge, %8, %c2_i32 : i32
          %17 = arith.addf %15, %13 : f32
          %18 = arith.select %16, %17, %13 : f32
          %19 = arith.bitcast %18 : f32 to i32
          %shuffleResult_15, %valid_16 = gpu.shuffle  up %19, %c4_i32, %c32_i32 : i32
          %20 = arith.bitcast %shuffleResult_15 : i32 to f32
          %21 = arith.cmpi uge, %8, %c4_i32 : i32
          %22 = arith.addf %20, %18 : f32
          %23 = arith.select %21, %22, %18 : f32
          %24 = arith.bitcast %23 : f32 to i32
          %shuffleResult_17, %valid_18 = gpu.shuffle  up %24, %c8_i32, %c32_i32 : i32
          %25 = arith.bitcast %shuffleResult_17 : i32 to f32
          %26 = arith.cmpi uge, %8, %c8_i32 : i32
          %27 = arith.addf %25, %23 : f32
          %28 = arith.select %26, %27, %23 : f32
          %29 = arith.bitcast %28 : f32 to i32
          %shuffleResult_19, %valid_20 = gpu.shuffle  up %29, %c16_i32, %c32_i32 : i32
          %30 = arith.bitcast %shuffleResult_19 : i32 to f32
          %31 = arith.cmpi uge, %8, %c16_i32 : i32
          %32 = arith.addf %30, %28 : f32
          %33 = arith.select %31, %32, %28 : f32
          %34 = arith.bitcast %33 : f32 to i32
          %shuffleResult_21, %valid_22 = gpu.shuffle  idx %34, %c31_i32, %c32_i32 : i32
          %35 = arith.bitcast %shuffleResult_21 : i32 to f32
          scf.if %6 {
            %37 = arith.addf %arg16, %33 : f32
            memref.store %37, %alloc_12[%1, %5] : memref<4x40xf32>
          }
          %36 = arith.addf %arg16, %35 : f32
          scf.yield %36 : f32
        }
      }
      gpu.terminator
    }
    return %alloc_7, %alloc_8, %alloc_10, %alloc_9, %alloc_12 : memref<16x16xf32>, memref<32x16xf32>, memref<16x32xf32>, memref<16x32xf32>, memref<4x40xf32>
  }
}

