// The IR before tir-mbarrier-pipeline: tirc compile tests/lit/Inputs/gemm_sm90.yaml --target sm_90a --emit=gpu --dump-before=tir-mbarrier-pipeline
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module attributes {gpu.container_module, tir.kernel_problems = {gemm_sm90_gemm0 = {K = 72 : i64, M = 200 : i64, N = 256 : i64, acc = "f32", in = "f16", out = "f16", schedule = {mma = "m64n256k16", persistent = false, raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 256, 64>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 8, 1>}}}, tir.kernel_schedules = {gemm_sm90_gemm0 = "tile 128x256x64, 2 wgmma warpgroups + a TMA producer warpgroup, m64n256k16, 3 stages, TMA 128B swizzle, raster group 8"}} {
  func.func @gemm_sm90(%arg0: memref<200x72xf16>, %arg1: memref<256x72xf16>, %arg2: memref<256xf16>) -> memref<200x256xf16> attributes {tir.arg_names = ["a", "b", "bias"], tir.dims = [["M", "K"], ["N", "K"], ["N"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "matmul", schedule = {mma = "m64n256k16", stages = 3 : i64, tile = array<i64: 128, 256, 64>, warps = array<i64: 8, 1>}}} {
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<200x256xf16>
    %dim = memref.dim %alloc, %c0 : memref<200x256xf16>
    %dim_0 = memref.dim %alloc, %c1 : memref<200x256xf16>
    %0 = arith.ceildivui %dim, %c128 : index
    %1 = arith.ceildivui %dim_0, %c256 : index
    %2 = arith.muli %0, %1 : index
    %cast = memref.cast %arg0 : memref<200x72xf16> to memref<*xf16>
    %c128_1 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %3 = nvgpu.tma.create.descriptor %cast box[%c128_1, %c64] {tir.role = "tensor-map"} : memref<*xf16> -> <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
    %cast_2 = memref.cast %arg1 : memref<256x72xf16> to memref<*xf16>
    %c256_3 = arith.constant 256 : index
    %c64_4 = arith.constant 64 : index
    %4 = nvgpu.tma.create.descriptor %cast_2 box[%c256_3, %c64_4] {tir.role = "tensor-map"} : memref<*xf16> -> <tensor = memref<256x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
    %c1_5 = arith.constant 1 : index
    %c1_6 = arith.constant 1 : index
    %c256_7 = arith.constant 256 : index
    %c148528_i32 = arith.constant 148528 : i32
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %2, %arg10 = %c1_5, %arg11 = %c1_6) threads(%arg6, %arg7, %arg8) in (%arg12 = %c256_7, %arg13 = %c1_6, %arg14 = %c1_6) dynamic_shared_memory_size %c148528_i32 module(@gemm_sm90_gemm0) function(@gemm_sm90_gemm0) {
      %c248 = arith.constant 248 : index
      %c240 = arith.constant 240 : index
      %c232 = arith.constant 232 : index
      %c224 = arith.constant 224 : index
      %c216 = arith.constant 216 : index
      %c208 = arith.constant 208 : index
      %c200 = arith.constant 200 : index
      %c192 = arith.constant 192 : index
      %c184 = arith.constant 184 : index
      %c176 = arith.constant 176 : index
      %c168 = arith.constant 168 : index
      %c160 = arith.constant 160 : index
      %c152 = arith.constant 152 : index
      %c144 = arith.constant 144 : index
      %c136 = arith.constant 136 : index
      %c120 = arith.constant 120 : index
      %c112 = arith.constant 112 : index
      %c104 = arith.constant 104 : index
      %c96 = arith.constant 96 : index
      %c88 = arith.constant 88 : index
      %c80 = arith.constant 80 : index
      %c72 = arith.constant 72 : index
      %c56 = arith.constant 56 : index
      %c48 = arith.constant 48 : index
      %c40 = arith.constant 40 : index
      %c24 = arith.constant 24 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %c64_8 = arith.constant 64 : index
      %c1_9 = arith.constant 1 : index
      %c0_10 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c128_11 = arith.constant 128 : index
      %c49152 = arith.constant 49152 : index
      %c32768 = arith.constant 32768 : index
      %c16384 = arith.constant 16384 : index
      %c64_12 = arith.constant 64 : index
      %c2_13 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c1_14 = arith.constant 1 : index
      %c0_15 = arith.constant 0 : index
      %c147456 = arith.constant 147456 : index
      %c1024 = arith.constant 1024 : index
      %c64_16 = arith.constant 64 : index
      %c2_17 = arith.constant 2 : index
      %c8_18 = arith.constant 8 : index
      %c256_19 = arith.constant 256 : index
      %c128_20 = arith.constant 128 : index
      %c1_21 = arith.constant 1 : index
      %c0_22 = arith.constant 0 : index
      %dim_23 = memref.dim %alloc, %c1_21 : memref<200x256xf16>
      %dim_24 = memref.dim %arg0, %c1_21 : memref<200x72xf16>
      %5 = arith.ceildivui %dim_23, %c256_19 : index
      %6 = arith.muli %5, %c8_18 : index
      %7 = arith.divui %arg3, %6 : index
      %8 = arith.muli %7, %c8_18 : index
      %9 = arith.remui %arg3, %6 : index
      %10 = arith.remui %9, %c2_17 : index
      %11 = arith.addi %8, %10 : index
      %12 = arith.divui %9, %c2_17 : index
      %13 = arith.muli %11, %c128_20 {tir.role = "block-row"} : index
      %14 = arith.muli %12, %c256_19 {tir.role = "block-col"} : index
      %15 = arith.ceildivui %dim_24, %c64_16 : index
      %16 = builtin.unrealized_conversion_cast %3 : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none> to !llvm.ptr
      %17 = builtin.unrealized_conversion_cast %4 : !nvgpu.tensormap.descriptor<tensor = memref<256x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none> to !llvm.ptr
      %18 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %intptr = memref.extract_aligned_pointer_as_index %18 : memref<?xi8, #gpu.address_space<workgroup>> -> index
      %19 = arith.remui %intptr, %c1024 : index
      %20 = arith.subi %c1024, %19 : index
      %21 = arith.remui %20, %c1024 {tir.role = "shared-start"} : index
      %22 = arith.addi %21, %c147456 : index
      %view = memref.view %18[%22][] {tir.role = "mbarriers"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<6xi64, #gpu.address_space<workgroup>>
      %intptr_25 = memref.extract_aligned_pointer_as_index %view : memref<6xi64, #gpu.address_space<workgroup>> -> index
      %23 = arith.index_castui %intptr_25 : index to i64
      %c0_26 = arith.constant {tir.role = "first-step"} 0 : index
      %24 = arith.cmpi eq, %arg6, %c0_15 : index
      scf.if %24 {
        %c0_i64 = arith.constant 0 : i64
        %1279 = arith.addi %23, %c0_i64 : i64
        %1280 = llvm.inttoptr %1279 : i64 to !llvm.ptr<3>
        %c1_i32 = arith.constant 1 : i32
        nvvm.mbarrier.init %1280, %c1_i32 : !llvm.ptr<3>, i32
        %c24_i64 = arith.constant 24 : i64
        %1281 = arith.addi %23, %c24_i64 : i64
        %1282 = llvm.inttoptr %1281 : i64 to !llvm.ptr<3>
        %c256_i32 = arith.constant 256 : i32
        nvvm.mbarrier.init %1282, %c256_i32 : !llvm.ptr<3>, i32
        %c8_i64 = arith.constant 8 : i64
        %1283 = arith.addi %23, %c8_i64 : i64
        %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr<3>
        %c1_i32_156 = arith.constant 1 : i32
        nvvm.mbarrier.init %1284, %c1_i32_156 : !llvm.ptr<3>, i32
        %c32_i64 = arith.constant 32 : i64
        %1285 = arith.addi %23, %c32_i64 : i64
        %1286 = llvm.inttoptr %1285 : i64 to !llvm.ptr<3>
        %c256_i32_157 = arith.constant 256 : i32
        nvvm.mbarrier.init %1286, %c256_i32_157 : !llvm.ptr<3>, i32
        %c16_i64 = arith.constant 16 : i64
        %1287 = arith.addi %23, %c16_i64 : i64
        %1288 = llvm.inttoptr %1287 : i64 to !llvm.ptr<3>
        %c1_i32_158 = arith.constant 1 : i32
        nvvm.mbarrier.init %1288, %c1_i32_158 : !llvm.ptr<3>, i32
        %c40_i64 = arith.constant 40 : i64
        %1289 = arith.addi %23, %c40_i64 : i64
        %1290 = llvm.inttoptr %1289 : i64 to !llvm.ptr<3>
        %c256_i32_159 = arith.constant 256 : i32
        nvvm.mbarrier.init %1290, %c256_i32_159 : !llvm.ptr<3>, i32
        nvvm.fence.mbarrier.init
      }
      gpu.barrier {tir.role = "barriers-ready"}
      %c0_27 = arith.constant {tir.role = "consumer-base"} 0 : index
      %25 = arith.subi %arg6, %c0_27 : index
      %26 = arith.divui %25, %c128_11 : index
      %27 = arith.remui %25, %c128_11 : index
      %28 = arith.divui %27, %c32 : index
      %29 = arith.remui %25, %c32 : index
      %dim_28 = memref.dim %alloc, %c0_10 : memref<200x256xf16>
      %30 = arith.muli %26, %c64_8 : index
      %31 = llvm.inline_asm has_side_effects "mov.b32 $0, 0;\0Amov.b32 $1, 0;\0Amov.b32 $2, 0;\0Amov.b32 $3, 0;\0Amov.b32 $4, 0;\0Amov.b32 $5, 0;\0Amov.b32 $6, 0;\0Amov.b32 $7, 0;\0Amov.b32 $8, 0;\0Amov.b32 $9, 0;\0Amov.b32 $10, 0;\0Amov.b32 $11, 0;\0Amov.b32 $12, 0;\0Amov.b32 $13, 0;\0Amov.b32 $14, 0;\0Amov.b32 $15, 0;\0Amov.b32 $16, 0;\0Amov.b32 $17, 0;\0Amov.b32 $18, 0;\0Amov.b32 $19, 0;\0Amov.b32 $20, 0;\0Amov.b32 $21, 0;\0Amov.b32 $22, 0;\0Amov.b32 $23, 0;\0Amov.b32 $24, 0;\0Amov.b32 $25, 0;\0Amov.b32 $26, 0;\0Amov.b32 $27, 0;\0Amov.b32 $28, 0;\0Amov.b32 $29, 0;\0Amov.b32 $30, 0;\0Amov.b32 $31, 0;\0Amov.b32 $32, 0;\0Amov.b32 $33, 0;\0Amov.b32 $34, 0;\0Amov.b32 $35, 0;\0Amov.b32 $36, 0;\0Amov.b32 $37, 0;\0Amov.b32 $38, 0;\0Amov.b32 $39, 0;\0Amov.b32 $40, 0;\0Amov.b32 $41, 0;\0Amov.b32 $42, 0;\0Amov.b32 $43, 0;\0Amov.b32 $44, 0;\0Amov.b32 $45, 0;\0Amov.b32 $46, 0;\0Amov.b32 $47, 0;\0Amov.b32 $48, 0;\0Amov.b32 $49, 0;\0Amov.b32 $50, 0;\0Amov.b32 $51, 0;\0Amov.b32 $52, 0;\0Amov.b32 $53, 0;\0Amov.b32 $54, 0;\0Amov.b32 $55, 0;\0Amov.b32 $56, 0;\0Amov.b32 $57, 0;\0Amov.b32 $58, 0;\0Amov.b32 $59, 0;\0Amov.b32 $60, 0;\0Amov.b32 $61, 0;\0Amov.b32 $62, 0;\0Amov.b32 $63, 0;\0Amov.b32 $64, 0;\0Amov.b32 $65, 0;\0Amov.b32 $66, 0;\0Amov.b32 $67, 0;\0Amov.b32 $68, 0;\0Amov.b32 $69, 0;\0Amov.b32 $70, 0;\0Amov.b32 $71, 0;\0Amov.b32 $72, 0;\0Amov.b32 $73, 0;\0Amov.b32 $74, 0;\0Amov.b32 $75, 0;\0Amov.b32 $76, 0;\0Amov.b32 $77, 0;\0Amov.b32 $78, 0;\0Amov.b32 $79, 0;\0Amov.b32 $80, 0;\0Amov.b32 $81, 0;\0Amov.b32 $82, 0;\0Amov.b32 $83, 0;\0Amov.b32 $84, 0;\0Amov.b32 $85, 0;\0Amov.b32 $86, 0;\0Amov.b32 $87, 0;\0Amov.b32 $88, 0;\0Amov.b32 $89, 0;\0Amov.b32 $90, 0;\0Amov.b32 $91, 0;\0Amov.b32 $92, 0;\0Amov.b32 $93, 0;\0Amov.b32 $94, 0;\0Amov.b32 $95, 0;\0Amov.b32 $96, 0;\0Amov.b32 $97, 0;\0Amov.b32 $98, 0;\0Amov.b32 $99, 0;\0Amov.b32 $100, 0;\0Amov.b32 $101, 0;\0Amov.b32 $102, 0;\0Amov.b32 $103, 0;\0Amov.b32 $104, 0;\0Amov.b32 $105, 0;\0Amov.b32 $106, 0;\0Amov.b32 $107, 0;\0Amov.b32 $108, 0;\0Amov.b32 $109, 0;\0Amov.b32 $110, 0;\0Amov.b32 $111, 0;\0Amov.b32 $112, 0;\0Amov.b32 $113, 0;\0Amov.b32 $114, 0;\0Amov.b32 $115, 0;\0Amov.b32 $116, 0;\0Amov.b32 $117, 0;\0Amov.b32 $118, 0;\0Amov.b32 $119, 0;\0Amov.b32 $120, 0;\0Amov.b32 $121, 0;\0Amov.b32 $122, 0;\0Amov.b32 $123, 0;\0Amov.b32 $124, 0;\0Amov.b32 $125, 0;\0Amov.b32 $126, 0;\0Amov.b32 $127, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f"  : () -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %32 = scf.for %arg15 = %c0_22 to %15 step %c1_21 iter_args(%arg16 = %31) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
        %1279 = arith.addi %arg15, %c1_14 : index
        %1280 = arith.minui %1279, %15 : index
        scf.for %arg17 = %arg15 to %1280 step %c1_14 {
          %1343 = arith.cmpi eq, %arg6, %c0_15 : index
          scf.if %1343 {
            %1344 = arith.remui %arg17, %c3 : index
            %1345 = arith.cmpi ule, %c3, %arg17 : index
            scf.if %1345 {
              %1368 = arith.divui %arg17, %c3 : index
              %1369 = arith.addi %1368, %c1_14 : index
              %1370 = arith.remui %1369, %c2_13 : index
              %1371 = arith.index_castui %1370 : index to i32
              %1372 = arith.addi %1344, %c3 : index
              %1373 = arith.index_castui %1372 : index to i64
              %c8_i64_181 = arith.constant 8 : i64
              %1374 = arith.muli %1373, %c8_i64_181 : i64
              %1375 = arith.addi %23, %1374 : i64
              %1376 = llvm.inttoptr %1375 : i64 to !llvm.ptr<3>
              %c10000000_i32_182 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity %1376, %1371, %c10000000_i32_182 : !llvm.ptr<3>, i32, i32
            }
            %1346 = arith.index_castui %1344 : index to i64
            %c8_i64_176 = arith.constant 8 : i64
            %1347 = arith.muli %1346, %c8_i64_176 : i64
            %1348 = arith.addi %23, %1347 : i64
            %1349 = llvm.inttoptr %1348 : i64 to !llvm.ptr<3>
            %c49152_i32 = arith.constant 49152 : i32
            %1350 = nvvm.mbarrier.arrive.expect_tx %1349, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
            %1351 = arith.subi %arg17, %c0_26 : index
            %1352 = arith.muli %1351, %c64_12 : index
            %1353 = arith.muli %1344, %c16384 : index
            %1354 = arith.addi %21, %1353 : index
            %view_177 = memref.view %18[%1354][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x64xf16, #gpu.address_space<workgroup>>
            %intptr_178 = memref.extract_aligned_pointer_as_index %view_177 : memref<128x64xf16, #gpu.address_space<workgroup>> -> index
            %1355 = arith.index_castui %intptr_178 : index to i64
            %1356 = llvm.inttoptr %1355 : i64 to !llvm.ptr<3>
            %1357 = llvm.addrspacecast %1356 : !llvm.ptr<3> to !llvm.ptr<7>
            %1358 = arith.index_castui %1352 : index to i32
            %1359 = arith.index_castui %13 : index to i32
            nvvm.cp.async.bulk.tensor.shared.cluster.global %1357, %16, %1349, box[%1358, %1359] : !llvm.ptr<7>, !llvm.ptr
            %1360 = arith.muli %1344, %c32768 : index
            %1361 = arith.addi %c49152, %1360 : index
            %1362 = arith.addi %21, %1361 : index
            %view_179 = memref.view %18[%1362][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256x64xf16, #gpu.address_space<workgroup>>
            %intptr_180 = memref.extract_aligned_pointer_as_index %view_179 : memref<256x64xf16, #gpu.address_space<workgroup>> -> index
            %1363 = arith.index_castui %intptr_180 : index to i64
            %1364 = llvm.inttoptr %1363 : i64 to !llvm.ptr<3>
            %1365 = llvm.addrspacecast %1364 : !llvm.ptr<3> to !llvm.ptr<7>
            %1366 = arith.index_castui %1352 : index to i32
            %1367 = arith.index_castui %14 : index to i32
            nvvm.cp.async.bulk.tensor.shared.cluster.global %1365, %17, %1349, box[%1366, %1367] : !llvm.ptr<7>, !llvm.ptr
          }
        } {tir.role = "tma-issue"}
        %1281 = arith.muli %arg15, %c64_16 : index
        %1282 = arith.subi %dim_24, %1281 : index
        %1283 = arith.minui %c64_16, %1282 : index
        %1284 = arith.remui %arg15, %c3 : index
        %1285 = arith.divui %arg15, %c3 : index
        %1286 = arith.remui %1285, %c2_13 : index
        %1287 = arith.index_castui %1286 : index to i32
        %1288 = arith.index_castui %1284 : index to i64
        %c8_i64 = arith.constant 8 : i64
        %1289 = arith.muli %1288, %c8_i64 : i64
        %1290 = arith.addi %23, %1289 : i64
        %1291 = llvm.inttoptr %1290 : i64 to !llvm.ptr<3>
        %c10000000_i32 = arith.constant 10000000 : i32
        nvvm.mbarrier.try_wait.parity %1291, %1287, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        %1292 = arith.muli %1284, %c16384 : index
        %1293 = arith.addi %21, %1292 : index
        %view_156 = memref.view %18[%1293][] {tir.role = "operand-a"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x64xf16, #gpu.address_space<workgroup>>
        %1294 = arith.muli %1284, %c32768 : index
        %1295 = arith.addi %c49152, %1294 : index
        %1296 = arith.addi %21, %1295 : index
        %view_157 = memref.view %18[%1296][] {tir.role = "operand-b"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<256x64xf16, #gpu.address_space<workgroup>>
        %intptr_158 = memref.extract_aligned_pointer_as_index %view_156 : memref<128x64xf16, #gpu.address_space<workgroup>> -> index
        %1297 = arith.index_castui %intptr_158 : index to i64
        %1298 = arith.trunci %1297 : i64 to i32
        %c262143_i32 = arith.constant 262143 : i32
        %1299 = arith.andi %1298, %c262143_i32 : i32
        %c4_i32 = arith.constant 4 : i32
        %1300 = arith.shrui %1299, %c4_i32 : i32
        %c65536_i32 = arith.constant 65536 : i32
        %1301 = arith.ori %1300, %c65536_i32 : i32
        %1302 = arith.muli %30, %c128_11 : index
        %1303 = arith.index_castui %1302 : index to i32
        %c4_i32_159 = arith.constant 4 : i32
        %1304 = arith.shrui %1303, %c4_i32_159 : i32
        %1305 = arith.addi %1301, %1304 : i32
        %intptr_160 = memref.extract_aligned_pointer_as_index %view_157 : memref<256x64xf16, #gpu.address_space<workgroup>> -> index
        %1306 = arith.index_castui %intptr_160 : index to i64
        %1307 = arith.trunci %1306 : i64 to i32
        %c262143_i32_161 = arith.constant 262143 : i32
        %1308 = arith.andi %1307, %c262143_i32_161 : i32
        %c4_i32_162 = arith.constant 4 : i32
        %1309 = arith.shrui %1308, %c4_i32_162 : i32
        %c65536_i32_163 = arith.constant 65536 : i32
        %1310 = arith.ori %1309, %c65536_i32_163 : i32
        %1311 = arith.extui %1305 : i32 to i64
        %c4611686293305294848_i64 = arith.constant 4611686293305294848 : i64
        %1312 = arith.ori %1311, %c4611686293305294848_i64 : i64
        %1313 = arith.extui %1310 : i32 to i64
        %c4611686293305294848_i64_164 = arith.constant 4611686293305294848 : i64
        %1314 = arith.ori %1313, %c4611686293305294848_i64_164 : i64
        %c2_i32 = arith.constant 2 : i32
        %1315 = arith.addi %1305, %c2_i32 : i32
        %1316 = arith.extui %1315 : i32 to i64
        %c4611686293305294848_i64_165 = arith.constant 4611686293305294848 : i64
        %1317 = arith.ori %1316, %c4611686293305294848_i64_165 : i64
        %c2_i32_166 = arith.constant 2 : i32
        %1318 = arith.addi %1310, %c2_i32_166 : i32
        %1319 = arith.extui %1318 : i32 to i64
        %c4611686293305294848_i64_167 = arith.constant 4611686293305294848 : i64
        %1320 = arith.ori %1319, %c4611686293305294848_i64_167 : i64
        %c4_i32_168 = arith.constant 4 : i32
        %1321 = arith.addi %1305, %c4_i32_168 : i32
        %1322 = arith.extui %1321 : i32 to i64
        %c4611686293305294848_i64_169 = arith.constant 4611686293305294848 : i64
        %1323 = arith.ori %1322, %c4611686293305294848_i64_169 : i64
        %c4_i32_170 = arith.constant 4 : i32
        %1324 = arith.addi %1310, %c4_i32_170 : i32
        %1325 = arith.extui %1324 : i32 to i64
        %c4611686293305294848_i64_171 = arith.constant 4611686293305294848 : i64
        %1326 = arith.ori %1325, %c4611686293305294848_i64_171 : i64
        %c6_i32 = arith.constant 6 : i32
        %1327 = arith.addi %1305, %c6_i32 : i32
        %1328 = arith.extui %1327 : i32 to i64
        %c4611686293305294848_i64_172 = arith.constant 4611686293305294848 : i64
        %1329 = arith.ori %1328, %c4611686293305294848_i64_172 : i64
        %c6_i32_173 = arith.constant 6 : i32
        %1330 = arith.addi %1310, %c6_i32_173 : i32
        %1331 = arith.extui %1330 : i32 to i64
        %c4611686293305294848_i64_174 = arith.constant 4611686293305294848 : i64
        %1332 = arith.ori %1331, %c4611686293305294848_i64_174 : i64
        nvvm.wgmma.fence.aligned
        %1333 = nvvm.wgmma.mma_async %1312, %1314, %arg16, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %1334 = nvvm.wgmma.mma_async %1317, %1320, %1333, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %1335 = nvvm.wgmma.mma_async %1323, %1326, %1334, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %1336 = nvvm.wgmma.mma_async %1329, %1332, %1335, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned {tir.role = "wgmma-wait"} 0
        %1337 = arith.addi %1284, %c3 : index
        %1338 = arith.index_castui %1337 : index to i64
        %c8_i64_175 = arith.constant 8 : i64
        %1339 = arith.muli %1338, %c8_i64_175 : i64
        %1340 = arith.addi %23, %1339 : i64
        %1341 = llvm.inttoptr %1340 : i64 to !llvm.ptr<3>
        %1342 = nvvm.mbarrier.arrive %1341 {tir.role = "slot-release"} : !llvm.ptr<3> -> i64
        scf.yield %1336 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      } {tir.role = "tma-k-loop"}
      nvvm.wgmma.wait.group.sync.aligned 0
      %33 = arith.muli %28, %c16 : index
      %34 = arith.divui %29, %c4 : index
      %35 = arith.addi %33, %34 : index
      %36 = arith.remui %29, %c4 : index
      %37 = arith.muli %36, %c2 : index
      %38 = arith.addi %13, %30 : index
      %39 = arith.addi %38, %35 : index
      %40 = arith.addi %14, %37 : index
      %41 = llvm.extractvalue %32[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %42 = arith.cmpi ult, %39, %dim_28 : index
      %true = arith.constant true
      %43 = arith.andi %42, %true : i1
      %44 = scf.if %43 -> (f16) {
        %1279 = memref.load %arg2[%40] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %41, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %45 = llvm.extractvalue %32[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %46 = arith.addi %40, %c1_9 : index
      %47 = arith.cmpi ult, %39, %dim_28 : index
      %true_29 = arith.constant true
      %48 = arith.andi %47, %true_29 : i1
      %49 = scf.if %48 -> (f16) {
        %1279 = memref.load %arg2[%46] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %45, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %50 = arith.cmpi ult, %39, %dim_28 : index
      scf.if %50 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %44, %alloc[%39, %40] : memref<200x256xf16>
        }
        %1279 = arith.addi %40, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %49, %alloc[%39, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %51 = arith.muli %28, %c16 : index
      %52 = arith.divui %29, %c4 : index
      %53 = arith.addi %51, %52 : index
      %54 = arith.addi %53, %c8 : index
      %55 = arith.remui %29, %c4 : index
      %56 = arith.muli %55, %c2 : index
      %57 = arith.addi %13, %30 : index
      %58 = arith.addi %57, %54 : index
      %59 = arith.addi %14, %56 : index
      %60 = llvm.extractvalue %32[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %61 = arith.cmpi ult, %58, %dim_28 : index
      %true_30 = arith.constant true
      %62 = arith.andi %61, %true_30 : i1
      %63 = scf.if %62 -> (f16) {
        %1279 = memref.load %arg2[%59] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %60, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %64 = llvm.extractvalue %32[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %65 = arith.addi %59, %c1_9 : index
      %66 = arith.cmpi ult, %58, %dim_28 : index
      %true_31 = arith.constant true
      %67 = arith.andi %66, %true_31 : i1
      %68 = scf.if %67 -> (f16) {
        %1279 = memref.load %arg2[%65] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %64, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %69 = arith.cmpi ult, %58, %dim_28 : index
      scf.if %69 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %63, %alloc[%58, %59] : memref<200x256xf16>
        }
        %1279 = arith.addi %59, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %68, %alloc[%58, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %70 = arith.muli %28, %c16 : index
      %71 = arith.divui %29, %c4 : index
      %72 = arith.addi %70, %71 : index
      %73 = arith.remui %29, %c4 : index
      %74 = arith.muli %73, %c2 : index
      %75 = arith.addi %74, %c8 : index
      %76 = arith.addi %13, %30 : index
      %77 = arith.addi %76, %72 : index
      %78 = arith.addi %14, %75 : index
      %79 = llvm.extractvalue %32[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %80 = arith.cmpi ult, %77, %dim_28 : index
      %true_32 = arith.constant true
      %81 = arith.andi %80, %true_32 : i1
      %82 = scf.if %81 -> (f16) {
        %1279 = memref.load %arg2[%78] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %79, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %83 = llvm.extractvalue %32[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %84 = arith.addi %78, %c1_9 : index
      %85 = arith.cmpi ult, %77, %dim_28 : index
      %true_33 = arith.constant true
      %86 = arith.andi %85, %true_33 : i1
      %87 = scf.if %86 -> (f16) {
        %1279 = memref.load %arg2[%84] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %83, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %88 = arith.cmpi ult, %77, %dim_28 : index
      scf.if %88 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %82, %alloc[%77, %78] : memref<200x256xf16>
        }
        %1279 = arith.addi %78, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %87, %alloc[%77, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %89 = arith.muli %28, %c16 : index
      %90 = arith.divui %29, %c4 : index
      %91 = arith.addi %89, %90 : index
      %92 = arith.addi %91, %c8 : index
      %93 = arith.remui %29, %c4 : index
      %94 = arith.muli %93, %c2 : index
      %95 = arith.addi %94, %c8 : index
      %96 = arith.addi %13, %30 : index
      %97 = arith.addi %96, %92 : index
      %98 = arith.addi %14, %95 : index
      %99 = llvm.extractvalue %32[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %100 = arith.cmpi ult, %97, %dim_28 : index
      %true_34 = arith.constant true
      %101 = arith.andi %100, %true_34 : i1
      %102 = scf.if %101 -> (f16) {
        %1279 = memref.load %arg2[%98] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %99, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %103 = llvm.extractvalue %32[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %104 = arith.addi %98, %c1_9 : index
      %105 = arith.cmpi ult, %97, %dim_28 : index
      %true_35 = arith.constant true
      %106 = arith.andi %105, %true_35 : i1
      %107 = scf.if %106 -> (f16) {
        %1279 = memref.load %arg2[%104] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %103, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %108 = arith.cmpi ult, %97, %dim_28 : index
      scf.if %108 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %102, %alloc[%97, %98] : memref<200x256xf16>
        }
        %1279 = arith.addi %98, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %107, %alloc[%97, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %109 = arith.muli %28, %c16 : index
      %110 = arith.divui %29, %c4 : index
      %111 = arith.addi %109, %110 : index
      %112 = arith.remui %29, %c4 : index
      %113 = arith.muli %112, %c2 : index
      %114 = arith.addi %113, %c16 : index
      %115 = arith.addi %13, %30 : index
      %116 = arith.addi %115, %111 : index
      %117 = arith.addi %14, %114 : index
      %118 = llvm.extractvalue %32[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %119 = arith.cmpi ult, %116, %dim_28 : index
      %true_36 = arith.constant true
      %120 = arith.andi %119, %true_36 : i1
      %121 = scf.if %120 -> (f16) {
        %1279 = memref.load %arg2[%117] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %118, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %122 = llvm.extractvalue %32[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %123 = arith.addi %117, %c1_9 : index
      %124 = arith.cmpi ult, %116, %dim_28 : index
      %true_37 = arith.constant true
      %125 = arith.andi %124, %true_37 : i1
      %126 = scf.if %125 -> (f16) {
        %1279 = memref.load %arg2[%123] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %122, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %127 = arith.cmpi ult, %116, %dim_28 : index
      scf.if %127 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %121, %alloc[%116, %117] : memref<200x256xf16>
        }
        %1279 = arith.addi %117, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %126, %alloc[%116, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %128 = arith.muli %28, %c16 : index
      %129 = arith.divui %29, %c4 : index
      %130 = arith.addi %128, %129 : index
      %131 = arith.addi %130, %c8 : index
      %132 = arith.remui %29, %c4 : index
      %133 = arith.muli %132, %c2 : index
      %134 = arith.addi %133, %c16 : index
      %135 = arith.addi %13, %30 : index
      %136 = arith.addi %135, %131 : index
      %137 = arith.addi %14, %134 : index
      %138 = llvm.extractvalue %32[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %139 = arith.cmpi ult, %136, %dim_28 : index
      %true_38 = arith.constant true
      %140 = arith.andi %139, %true_38 : i1
      %141 = scf.if %140 -> (f16) {
        %1279 = memref.load %arg2[%137] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %138, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %142 = llvm.extractvalue %32[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %143 = arith.addi %137, %c1_9 : index
      %144 = arith.cmpi ult, %136, %dim_28 : index
      %true_39 = arith.constant true
      %145 = arith.andi %144, %true_39 : i1
      %146 = scf.if %145 -> (f16) {
        %1279 = memref.load %arg2[%143] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %142, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %147 = arith.cmpi ult, %136, %dim_28 : index
      scf.if %147 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %141, %alloc[%136, %137] : memref<200x256xf16>
        }
        %1279 = arith.addi %137, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %146, %alloc[%136, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %148 = arith.muli %28, %c16 : index
      %149 = arith.divui %29, %c4 : index
      %150 = arith.addi %148, %149 : index
      %151 = arith.remui %29, %c4 : index
      %152 = arith.muli %151, %c2 : index
      %153 = arith.addi %152, %c24 : index
      %154 = arith.addi %13, %30 : index
      %155 = arith.addi %154, %150 : index
      %156 = arith.addi %14, %153 : index
      %157 = llvm.extractvalue %32[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %158 = arith.cmpi ult, %155, %dim_28 : index
      %true_40 = arith.constant true
      %159 = arith.andi %158, %true_40 : i1
      %160 = scf.if %159 -> (f16) {
        %1279 = memref.load %arg2[%156] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %157, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %161 = llvm.extractvalue %32[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %162 = arith.addi %156, %c1_9 : index
      %163 = arith.cmpi ult, %155, %dim_28 : index
      %true_41 = arith.constant true
      %164 = arith.andi %163, %true_41 : i1
      %165 = scf.if %164 -> (f16) {
        %1279 = memref.load %arg2[%162] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %161, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %166 = arith.cmpi ult, %155, %dim_28 : index
      scf.if %166 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %160, %alloc[%155, %156] : memref<200x256xf16>
        }
        %1279 = arith.addi %156, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %165, %alloc[%155, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %167 = arith.muli %28, %c16 : index
      %168 = arith.divui %29, %c4 : index
      %169 = arith.addi %167, %168 : index
      %170 = arith.addi %169, %c8 : index
      %171 = arith.remui %29, %c4 : index
      %172 = arith.muli %171, %c2 : index
      %173 = arith.addi %172, %c24 : index
      %174 = arith.addi %13, %30 : index
      %175 = arith.addi %174, %170 : index
      %176 = arith.addi %14, %173 : index
      %177 = llvm.extractvalue %32[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %178 = arith.cmpi ult, %175, %dim_28 : index
      %true_42 = arith.constant true
      %179 = arith.andi %178, %true_42 : i1
      %180 = scf.if %179 -> (f16) {
        %1279 = memref.load %arg2[%176] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %177, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %181 = llvm.extractvalue %32[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %182 = arith.addi %176, %c1_9 : index
      %183 = arith.cmpi ult, %175, %dim_28 : index
      %true_43 = arith.constant true
      %184 = arith.andi %183, %true_43 : i1
      %185 = scf.if %184 -> (f16) {
        %1279 = memref.load %arg2[%182] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %181, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %186 = arith.cmpi ult, %175, %dim_28 : index
      scf.if %186 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %180, %alloc[%175, %176] : memref<200x256xf16>
        }
        %1279 = arith.addi %176, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %185, %alloc[%175, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %187 = arith.muli %28, %c16 : index
      %188 = arith.divui %29, %c4 : index
      %189 = arith.addi %187, %188 : index
      %190 = arith.remui %29, %c4 : index
      %191 = arith.muli %190, %c2 : index
      %192 = arith.addi %191, %c32 : index
      %193 = arith.addi %13, %30 : index
      %194 = arith.addi %193, %189 : index
      %195 = arith.addi %14, %192 : index
      %196 = llvm.extractvalue %32[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %197 = arith.cmpi ult, %194, %dim_28 : index
      %true_44 = arith.constant true
      %198 = arith.andi %197, %true_44 : i1
      %199 = scf.if %198 -> (f16) {
        %1279 = memref.load %arg2[%195] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %196, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %200 = llvm.extractvalue %32[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %201 = arith.addi %195, %c1_9 : index
      %202 = arith.cmpi ult, %194, %dim_28 : index
      %true_45 = arith.constant true
      %203 = arith.andi %202, %true_45 : i1
      %204 = scf.if %203 -> (f16) {
        %1279 = memref.load %arg2[%201] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %200, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %205 = arith.cmpi ult, %194, %dim_28 : index
      scf.if %205 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %199, %alloc[%194, %195] : memref<200x256xf16>
        }
        %1279 = arith.addi %195, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %204, %alloc[%194, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %206 = arith.muli %28, %c16 : index
      %207 = arith.divui %29, %c4 : index
      %208 = arith.addi %206, %207 : index
      %209 = arith.addi %208, %c8 : index
      %210 = arith.remui %29, %c4 : index
      %211 = arith.muli %210, %c2 : index
      %212 = arith.addi %211, %c32 : index
      %213 = arith.addi %13, %30 : index
      %214 = arith.addi %213, %209 : index
      %215 = arith.addi %14, %212 : index
      %216 = llvm.extractvalue %32[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %217 = arith.cmpi ult, %214, %dim_28 : index
      %true_46 = arith.constant true
      %218 = arith.andi %217, %true_46 : i1
      %219 = scf.if %218 -> (f16) {
        %1279 = memref.load %arg2[%215] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %216, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %220 = llvm.extractvalue %32[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %221 = arith.addi %215, %c1_9 : index
      %222 = arith.cmpi ult, %214, %dim_28 : index
      %true_47 = arith.constant true
      %223 = arith.andi %222, %true_47 : i1
      %224 = scf.if %223 -> (f16) {
        %1279 = memref.load %arg2[%221] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %220, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %225 = arith.cmpi ult, %214, %dim_28 : index
      scf.if %225 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %219, %alloc[%214, %215] : memref<200x256xf16>
        }
        %1279 = arith.addi %215, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %224, %alloc[%214, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %226 = arith.muli %28, %c16 : index
      %227 = arith.divui %29, %c4 : index
      %228 = arith.addi %226, %227 : index
      %229 = arith.remui %29, %c4 : index
      %230 = arith.muli %229, %c2 : index
      %231 = arith.addi %230, %c40 : index
      %232 = arith.addi %13, %30 : index
      %233 = arith.addi %232, %228 : index
      %234 = arith.addi %14, %231 : index
      %235 = llvm.extractvalue %32[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %236 = arith.cmpi ult, %233, %dim_28 : index
      %true_48 = arith.constant true
      %237 = arith.andi %236, %true_48 : i1
      %238 = scf.if %237 -> (f16) {
        %1279 = memref.load %arg2[%234] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %235, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %239 = llvm.extractvalue %32[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %240 = arith.addi %234, %c1_9 : index
      %241 = arith.cmpi ult, %233, %dim_28 : index
      %true_49 = arith.constant true
      %242 = arith.andi %241, %true_49 : i1
      %243 = scf.if %242 -> (f16) {
        %1279 = memref.load %arg2[%240] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %239, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %244 = arith.cmpi ult, %233, %dim_28 : index
      scf.if %244 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %238, %alloc[%233, %234] : memref<200x256xf16>
        }
        %1279 = arith.addi %234, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %243, %alloc[%233, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %245 = arith.muli %28, %c16 : index
      %246 = arith.divui %29, %c4 : index
      %247 = arith.addi %245, %246 : index
      %248 = arith.addi %247, %c8 : index
      %249 = arith.remui %29, %c4 : index
      %250 = arith.muli %249, %c2 : index
      %251 = arith.addi %250, %c40 : index
      %252 = arith.addi %13, %30 : index
      %253 = arith.addi %252, %248 : index
      %254 = arith.addi %14, %251 : index
      %255 = llvm.extractvalue %32[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %256 = arith.cmpi ult, %253, %dim_28 : index
      %true_50 = arith.constant true
      %257 = arith.andi %256, %true_50 : i1
      %258 = scf.if %257 -> (f16) {
        %1279 = memref.load %arg2[%254] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %255, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %259 = llvm.extractvalue %32[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %260 = arith.addi %254, %c1_9 : index
      %261 = arith.cmpi ult, %253, %dim_28 : index
      %true_51 = arith.constant true
      %262 = arith.andi %261, %true_51 : i1
      %263 = scf.if %262 -> (f16) {
        %1279 = memref.load %arg2[%260] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %259, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %264 = arith.cmpi ult, %253, %dim_28 : index
      scf.if %264 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %258, %alloc[%253, %254] : memref<200x256xf16>
        }
        %1279 = arith.addi %254, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %263, %alloc[%253, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %265 = arith.muli %28, %c16 : index
      %266 = arith.divui %29, %c4 : index
      %267 = arith.addi %265, %266 : index
      %268 = arith.remui %29, %c4 : index
      %269 = arith.muli %268, %c2 : index
      %270 = arith.addi %269, %c48 : index
      %271 = arith.addi %13, %30 : index
      %272 = arith.addi %271, %267 : index
      %273 = arith.addi %14, %270 : index
      %274 = llvm.extractvalue %32[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %275 = arith.cmpi ult, %272, %dim_28 : index
      %true_52 = arith.constant true
      %276 = arith.andi %275, %true_52 : i1
      %277 = scf.if %276 -> (f16) {
        %1279 = memref.load %arg2[%273] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %274, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %278 = llvm.extractvalue %32[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %279 = arith.addi %273, %c1_9 : index
      %280 = arith.cmpi ult, %272, %dim_28 : index
      %true_53 = arith.constant true
      %281 = arith.andi %280, %true_53 : i1
      %282 = scf.if %281 -> (f16) {
        %1279 = memref.load %arg2[%279] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %278, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %283 = arith.cmpi ult, %272, %dim_28 : index
      scf.if %283 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %277, %alloc[%272, %273] : memref<200x256xf16>
        }
        %1279 = arith.addi %273, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %282, %alloc[%272, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %284 = arith.muli %28, %c16 : index
      %285 = arith.divui %29, %c4 : index
      %286 = arith.addi %284, %285 : index
      %287 = arith.addi %286, %c8 : index
      %288 = arith.remui %29, %c4 : index
      %289 = arith.muli %288, %c2 : index
      %290 = arith.addi %289, %c48 : index
      %291 = arith.addi %13, %30 : index
      %292 = arith.addi %291, %287 : index
      %293 = arith.addi %14, %290 : index
      %294 = llvm.extractvalue %32[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %295 = arith.cmpi ult, %292, %dim_28 : index
      %true_54 = arith.constant true
      %296 = arith.andi %295, %true_54 : i1
      %297 = scf.if %296 -> (f16) {
        %1279 = memref.load %arg2[%293] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %294, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %298 = llvm.extractvalue %32[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %299 = arith.addi %293, %c1_9 : index
      %300 = arith.cmpi ult, %292, %dim_28 : index
      %true_55 = arith.constant true
      %301 = arith.andi %300, %true_55 : i1
      %302 = scf.if %301 -> (f16) {
        %1279 = memref.load %arg2[%299] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %298, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %303 = arith.cmpi ult, %292, %dim_28 : index
      scf.if %303 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %297, %alloc[%292, %293] : memref<200x256xf16>
        }
        %1279 = arith.addi %293, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %302, %alloc[%292, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %304 = arith.muli %28, %c16 : index
      %305 = arith.divui %29, %c4 : index
      %306 = arith.addi %304, %305 : index
      %307 = arith.remui %29, %c4 : index
      %308 = arith.muli %307, %c2 : index
      %309 = arith.addi %308, %c56 : index
      %310 = arith.addi %13, %30 : index
      %311 = arith.addi %310, %306 : index
      %312 = arith.addi %14, %309 : index
      %313 = llvm.extractvalue %32[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %314 = arith.cmpi ult, %311, %dim_28 : index
      %true_56 = arith.constant true
      %315 = arith.andi %314, %true_56 : i1
      %316 = scf.if %315 -> (f16) {
        %1279 = memref.load %arg2[%312] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %313, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %317 = llvm.extractvalue %32[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %318 = arith.addi %312, %c1_9 : index
      %319 = arith.cmpi ult, %311, %dim_28 : index
      %true_57 = arith.constant true
      %320 = arith.andi %319, %true_57 : i1
      %321 = scf.if %320 -> (f16) {
        %1279 = memref.load %arg2[%318] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %317, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %322 = arith.cmpi ult, %311, %dim_28 : index
      scf.if %322 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %316, %alloc[%311, %312] : memref<200x256xf16>
        }
        %1279 = arith.addi %312, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %321, %alloc[%311, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %323 = arith.muli %28, %c16 : index
      %324 = arith.divui %29, %c4 : index
      %325 = arith.addi %323, %324 : index
      %326 = arith.addi %325, %c8 : index
      %327 = arith.remui %29, %c4 : index
      %328 = arith.muli %327, %c2 : index
      %329 = arith.addi %328, %c56 : index
      %330 = arith.addi %13, %30 : index
      %331 = arith.addi %330, %326 : index
      %332 = arith.addi %14, %329 : index
      %333 = llvm.extractvalue %32[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %334 = arith.cmpi ult, %331, %dim_28 : index
      %true_58 = arith.constant true
      %335 = arith.andi %334, %true_58 : i1
      %336 = scf.if %335 -> (f16) {
        %1279 = memref.load %arg2[%332] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %333, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %337 = llvm.extractvalue %32[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %338 = arith.addi %332, %c1_9 : index
      %339 = arith.cmpi ult, %331, %dim_28 : index
      %true_59 = arith.constant true
      %340 = arith.andi %339, %true_59 : i1
      %341 = scf.if %340 -> (f16) {
        %1279 = memref.load %arg2[%338] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %337, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %342 = arith.cmpi ult, %331, %dim_28 : index
      scf.if %342 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %336, %alloc[%331, %332] : memref<200x256xf16>
        }
        %1279 = arith.addi %332, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %341, %alloc[%331, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %343 = arith.muli %28, %c16 : index
      %344 = arith.divui %29, %c4 : index
      %345 = arith.addi %343, %344 : index
      %346 = arith.remui %29, %c4 : index
      %347 = arith.muli %346, %c2 : index
      %348 = arith.addi %347, %c64_8 : index
      %349 = arith.addi %13, %30 : index
      %350 = arith.addi %349, %345 : index
      %351 = arith.addi %14, %348 : index
      %352 = llvm.extractvalue %32[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %353 = arith.cmpi ult, %350, %dim_28 : index
      %true_60 = arith.constant true
      %354 = arith.andi %353, %true_60 : i1
      %355 = scf.if %354 -> (f16) {
        %1279 = memref.load %arg2[%351] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %352, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %356 = llvm.extractvalue %32[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %357 = arith.addi %351, %c1_9 : index
      %358 = arith.cmpi ult, %350, %dim_28 : index
      %true_61 = arith.constant true
      %359 = arith.andi %358, %true_61 : i1
      %360 = scf.if %359 -> (f16) {
        %1279 = memref.load %arg2[%357] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %356, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %361 = arith.cmpi ult, %350, %dim_28 : index
      scf.if %361 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %355, %alloc[%350, %351] : memref<200x256xf16>
        }
        %1279 = arith.addi %351, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %360, %alloc[%350, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %362 = arith.muli %28, %c16 : index
      %363 = arith.divui %29, %c4 : index
      %364 = arith.addi %362, %363 : index
      %365 = arith.addi %364, %c8 : index
      %366 = arith.remui %29, %c4 : index
      %367 = arith.muli %366, %c2 : index
      %368 = arith.addi %367, %c64_8 : index
      %369 = arith.addi %13, %30 : index
      %370 = arith.addi %369, %365 : index
      %371 = arith.addi %14, %368 : index
      %372 = llvm.extractvalue %32[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %373 = arith.cmpi ult, %370, %dim_28 : index
      %true_62 = arith.constant true
      %374 = arith.andi %373, %true_62 : i1
      %375 = scf.if %374 -> (f16) {
        %1279 = memref.load %arg2[%371] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %372, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %376 = llvm.extractvalue %32[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %377 = arith.addi %371, %c1_9 : index
      %378 = arith.cmpi ult, %370, %dim_28 : index
      %true_63 = arith.constant true
      %379 = arith.andi %378, %true_63 : i1
      %380 = scf.if %379 -> (f16) {
        %1279 = memref.load %arg2[%377] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %376, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %381 = arith.cmpi ult, %370, %dim_28 : index
      scf.if %381 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %375, %alloc[%370, %371] : memref<200x256xf16>
        }
        %1279 = arith.addi %371, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %380, %alloc[%370, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %382 = arith.muli %28, %c16 : index
      %383 = arith.divui %29, %c4 : index
      %384 = arith.addi %382, %383 : index
      %385 = arith.remui %29, %c4 : index
      %386 = arith.muli %385, %c2 : index
      %387 = arith.addi %386, %c72 : index
      %388 = arith.addi %13, %30 : index
      %389 = arith.addi %388, %384 : index
      %390 = arith.addi %14, %387 : index
      %391 = llvm.extractvalue %32[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %392 = arith.cmpi ult, %389, %dim_28 : index
      %true_64 = arith.constant true
      %393 = arith.andi %392, %true_64 : i1
      %394 = scf.if %393 -> (f16) {
        %1279 = memref.load %arg2[%390] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %391, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %395 = llvm.extractvalue %32[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %396 = arith.addi %390, %c1_9 : index
      %397 = arith.cmpi ult, %389, %dim_28 : index
      %true_65 = arith.constant true
      %398 = arith.andi %397, %true_65 : i1
      %399 = scf.if %398 -> (f16) {
        %1279 = memref.load %arg2[%396] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %395, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %400 = arith.cmpi ult, %389, %dim_28 : index
      scf.if %400 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %394, %alloc[%389, %390] : memref<200x256xf16>
        }
        %1279 = arith.addi %390, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %399, %alloc[%389, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %401 = arith.muli %28, %c16 : index
      %402 = arith.divui %29, %c4 : index
      %403 = arith.addi %401, %402 : index
      %404 = arith.addi %403, %c8 : index
      %405 = arith.remui %29, %c4 : index
      %406 = arith.muli %405, %c2 : index
      %407 = arith.addi %406, %c72 : index
      %408 = arith.addi %13, %30 : index
      %409 = arith.addi %408, %404 : index
      %410 = arith.addi %14, %407 : index
      %411 = llvm.extractvalue %32[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %412 = arith.cmpi ult, %409, %dim_28 : index
      %true_66 = arith.constant true
      %413 = arith.andi %412, %true_66 : i1
      %414 = scf.if %413 -> (f16) {
        %1279 = memref.load %arg2[%410] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %411, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %415 = llvm.extractvalue %32[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %416 = arith.addi %410, %c1_9 : index
      %417 = arith.cmpi ult, %409, %dim_28 : index
      %true_67 = arith.constant true
      %418 = arith.andi %417, %true_67 : i1
      %419 = scf.if %418 -> (f16) {
        %1279 = memref.load %arg2[%416] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %415, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %420 = arith.cmpi ult, %409, %dim_28 : index
      scf.if %420 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %414, %alloc[%409, %410] : memref<200x256xf16>
        }
        %1279 = arith.addi %410, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %419, %alloc[%409, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %421 = arith.muli %28, %c16 : index
      %422 = arith.divui %29, %c4 : index
      %423 = arith.addi %421, %422 : index
      %424 = arith.remui %29, %c4 : index
      %425 = arith.muli %424, %c2 : index
      %426 = arith.addi %425, %c80 : index
      %427 = arith.addi %13, %30 : index
      %428 = arith.addi %427, %423 : index
      %429 = arith.addi %14, %426 : index
      %430 = llvm.extractvalue %32[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %431 = arith.cmpi ult, %428, %dim_28 : index
      %true_68 = arith.constant true
      %432 = arith.andi %431, %true_68 : i1
      %433 = scf.if %432 -> (f16) {
        %1279 = memref.load %arg2[%429] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %430, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %434 = llvm.extractvalue %32[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %435 = arith.addi %429, %c1_9 : index
      %436 = arith.cmpi ult, %428, %dim_28 : index
      %true_69 = arith.constant true
      %437 = arith.andi %436, %true_69 : i1
      %438 = scf.if %437 -> (f16) {
        %1279 = memref.load %arg2[%435] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %434, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %439 = arith.cmpi ult, %428, %dim_28 : index
      scf.if %439 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %433, %alloc[%428, %429] : memref<200x256xf16>
        }
        %1279 = arith.addi %429, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %438, %alloc[%428, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %440 = arith.muli %28, %c16 : index
      %441 = arith.divui %29, %c4 : index
      %442 = arith.addi %440, %441 : index
      %443 = arith.addi %442, %c8 : index
      %444 = arith.remui %29, %c4 : index
      %445 = arith.muli %444, %c2 : index
      %446 = arith.addi %445, %c80 : index
      %447 = arith.addi %13, %30 : index
      %448 = arith.addi %447, %443 : index
      %449 = arith.addi %14, %446 : index
      %450 = llvm.extractvalue %32[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %451 = arith.cmpi ult, %448, %dim_28 : index
      %true_70 = arith.constant true
      %452 = arith.andi %451, %true_70 : i1
      %453 = scf.if %452 -> (f16) {
        %1279 = memref.load %arg2[%449] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %450, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %454 = llvm.extractvalue %32[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %455 = arith.addi %449, %c1_9 : index
      %456 = arith.cmpi ult, %448, %dim_28 : index
      %true_71 = arith.constant true
      %457 = arith.andi %456, %true_71 : i1
      %458 = scf.if %457 -> (f16) {
        %1279 = memref.load %arg2[%455] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %454, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %459 = arith.cmpi ult, %448, %dim_28 : index
      scf.if %459 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %453, %alloc[%448, %449] : memref<200x256xf16>
        }
        %1279 = arith.addi %449, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %458, %alloc[%448, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %460 = arith.muli %28, %c16 : index
      %461 = arith.divui %29, %c4 : index
      %462 = arith.addi %460, %461 : index
      %463 = arith.remui %29, %c4 : index
      %464 = arith.muli %463, %c2 : index
      %465 = arith.addi %464, %c88 : index
      %466 = arith.addi %13, %30 : index
      %467 = arith.addi %466, %462 : index
      %468 = arith.addi %14, %465 : index
      %469 = llvm.extractvalue %32[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %470 = arith.cmpi ult, %467, %dim_28 : index
      %true_72 = arith.constant true
      %471 = arith.andi %470, %true_72 : i1
      %472 = scf.if %471 -> (f16) {
        %1279 = memref.load %arg2[%468] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %469, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %473 = llvm.extractvalue %32[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %474 = arith.addi %468, %c1_9 : index
      %475 = arith.cmpi ult, %467, %dim_28 : index
      %true_73 = arith.constant true
      %476 = arith.andi %475, %true_73 : i1
      %477 = scf.if %476 -> (f16) {
        %1279 = memref.load %arg2[%474] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %473, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %478 = arith.cmpi ult, %467, %dim_28 : index
      scf.if %478 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %472, %alloc[%467, %468] : memref<200x256xf16>
        }
        %1279 = arith.addi %468, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %477, %alloc[%467, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %479 = arith.muli %28, %c16 : index
      %480 = arith.divui %29, %c4 : index
      %481 = arith.addi %479, %480 : index
      %482 = arith.addi %481, %c8 : index
      %483 = arith.remui %29, %c4 : index
      %484 = arith.muli %483, %c2 : index
      %485 = arith.addi %484, %c88 : index
      %486 = arith.addi %13, %30 : index
      %487 = arith.addi %486, %482 : index
      %488 = arith.addi %14, %485 : index
      %489 = llvm.extractvalue %32[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %490 = arith.cmpi ult, %487, %dim_28 : index
      %true_74 = arith.constant true
      %491 = arith.andi %490, %true_74 : i1
      %492 = scf.if %491 -> (f16) {
        %1279 = memref.load %arg2[%488] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %489, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %493 = llvm.extractvalue %32[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %494 = arith.addi %488, %c1_9 : index
      %495 = arith.cmpi ult, %487, %dim_28 : index
      %true_75 = arith.constant true
      %496 = arith.andi %495, %true_75 : i1
      %497 = scf.if %496 -> (f16) {
        %1279 = memref.load %arg2[%494] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %493, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %498 = arith.cmpi ult, %487, %dim_28 : index
      scf.if %498 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %492, %alloc[%487, %488] : memref<200x256xf16>
        }
        %1279 = arith.addi %488, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %497, %alloc[%487, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %499 = arith.muli %28, %c16 : index
      %500 = arith.divui %29, %c4 : index
      %501 = arith.addi %499, %500 : index
      %502 = arith.remui %29, %c4 : index
      %503 = arith.muli %502, %c2 : index
      %504 = arith.addi %503, %c96 : index
      %505 = arith.addi %13, %30 : index
      %506 = arith.addi %505, %501 : index
      %507 = arith.addi %14, %504 : index
      %508 = llvm.extractvalue %32[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %509 = arith.cmpi ult, %506, %dim_28 : index
      %true_76 = arith.constant true
      %510 = arith.andi %509, %true_76 : i1
      %511 = scf.if %510 -> (f16) {
        %1279 = memref.load %arg2[%507] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %508, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %512 = llvm.extractvalue %32[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %513 = arith.addi %507, %c1_9 : index
      %514 = arith.cmpi ult, %506, %dim_28 : index
      %true_77 = arith.constant true
      %515 = arith.andi %514, %true_77 : i1
      %516 = scf.if %515 -> (f16) {
        %1279 = memref.load %arg2[%513] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %512, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %517 = arith.cmpi ult, %506, %dim_28 : index
      scf.if %517 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %511, %alloc[%506, %507] : memref<200x256xf16>
        }
        %1279 = arith.addi %507, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %516, %alloc[%506, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %518 = arith.muli %28, %c16 : index
      %519 = arith.divui %29, %c4 : index
      %520 = arith.addi %518, %519 : index
      %521 = arith.addi %520, %c8 : index
      %522 = arith.remui %29, %c4 : index
      %523 = arith.muli %522, %c2 : index
      %524 = arith.addi %523, %c96 : index
      %525 = arith.addi %13, %30 : index
      %526 = arith.addi %525, %521 : index
      %527 = arith.addi %14, %524 : index
      %528 = llvm.extractvalue %32[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %529 = arith.cmpi ult, %526, %dim_28 : index
      %true_78 = arith.constant true
      %530 = arith.andi %529, %true_78 : i1
      %531 = scf.if %530 -> (f16) {
        %1279 = memref.load %arg2[%527] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %528, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %532 = llvm.extractvalue %32[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %533 = arith.addi %527, %c1_9 : index
      %534 = arith.cmpi ult, %526, %dim_28 : index
      %true_79 = arith.constant true
      %535 = arith.andi %534, %true_79 : i1
      %536 = scf.if %535 -> (f16) {
        %1279 = memref.load %arg2[%533] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %532, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %537 = arith.cmpi ult, %526, %dim_28 : index
      scf.if %537 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %531, %alloc[%526, %527] : memref<200x256xf16>
        }
        %1279 = arith.addi %527, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %536, %alloc[%526, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %538 = arith.muli %28, %c16 : index
      %539 = arith.divui %29, %c4 : index
      %540 = arith.addi %538, %539 : index
      %541 = arith.remui %29, %c4 : index
      %542 = arith.muli %541, %c2 : index
      %543 = arith.addi %542, %c104 : index
      %544 = arith.addi %13, %30 : index
      %545 = arith.addi %544, %540 : index
      %546 = arith.addi %14, %543 : index
      %547 = llvm.extractvalue %32[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %548 = arith.cmpi ult, %545, %dim_28 : index
      %true_80 = arith.constant true
      %549 = arith.andi %548, %true_80 : i1
      %550 = scf.if %549 -> (f16) {
        %1279 = memref.load %arg2[%546] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %547, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %551 = llvm.extractvalue %32[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %552 = arith.addi %546, %c1_9 : index
      %553 = arith.cmpi ult, %545, %dim_28 : index
      %true_81 = arith.constant true
      %554 = arith.andi %553, %true_81 : i1
      %555 = scf.if %554 -> (f16) {
        %1279 = memref.load %arg2[%552] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %551, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %556 = arith.cmpi ult, %545, %dim_28 : index
      scf.if %556 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %550, %alloc[%545, %546] : memref<200x256xf16>
        }
        %1279 = arith.addi %546, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %555, %alloc[%545, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %557 = arith.muli %28, %c16 : index
      %558 = arith.divui %29, %c4 : index
      %559 = arith.addi %557, %558 : index
      %560 = arith.addi %559, %c8 : index
      %561 = arith.remui %29, %c4 : index
      %562 = arith.muli %561, %c2 : index
      %563 = arith.addi %562, %c104 : index
      %564 = arith.addi %13, %30 : index
      %565 = arith.addi %564, %560 : index
      %566 = arith.addi %14, %563 : index
      %567 = llvm.extractvalue %32[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %568 = arith.cmpi ult, %565, %dim_28 : index
      %true_82 = arith.constant true
      %569 = arith.andi %568, %true_82 : i1
      %570 = scf.if %569 -> (f16) {
        %1279 = memref.load %arg2[%566] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %567, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %571 = llvm.extractvalue %32[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %572 = arith.addi %566, %c1_9 : index
      %573 = arith.cmpi ult, %565, %dim_28 : index
      %true_83 = arith.constant true
      %574 = arith.andi %573, %true_83 : i1
      %575 = scf.if %574 -> (f16) {
        %1279 = memref.load %arg2[%572] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %571, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %576 = arith.cmpi ult, %565, %dim_28 : index
      scf.if %576 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %570, %alloc[%565, %566] : memref<200x256xf16>
        }
        %1279 = arith.addi %566, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %575, %alloc[%565, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %577 = arith.muli %28, %c16 : index
      %578 = arith.divui %29, %c4 : index
      %579 = arith.addi %577, %578 : index
      %580 = arith.remui %29, %c4 : index
      %581 = arith.muli %580, %c2 : index
      %582 = arith.addi %581, %c112 : index
      %583 = arith.addi %13, %30 : index
      %584 = arith.addi %583, %579 : index
      %585 = arith.addi %14, %582 : index
      %586 = llvm.extractvalue %32[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %587 = arith.cmpi ult, %584, %dim_28 : index
      %true_84 = arith.constant true
      %588 = arith.andi %587, %true_84 : i1
      %589 = scf.if %588 -> (f16) {
        %1279 = memref.load %arg2[%585] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %586, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %590 = llvm.extractvalue %32[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %591 = arith.addi %585, %c1_9 : index
      %592 = arith.cmpi ult, %584, %dim_28 : index
      %true_85 = arith.constant true
      %593 = arith.andi %592, %true_85 : i1
      %594 = scf.if %593 -> (f16) {
        %1279 = memref.load %arg2[%591] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %590, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %595 = arith.cmpi ult, %584, %dim_28 : index
      scf.if %595 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %589, %alloc[%584, %585] : memref<200x256xf16>
        }
        %1279 = arith.addi %585, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %594, %alloc[%584, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %596 = arith.muli %28, %c16 : index
      %597 = arith.divui %29, %c4 : index
      %598 = arith.addi %596, %597 : index
      %599 = arith.addi %598, %c8 : index
      %600 = arith.remui %29, %c4 : index
      %601 = arith.muli %600, %c2 : index
      %602 = arith.addi %601, %c112 : index
      %603 = arith.addi %13, %30 : index
      %604 = arith.addi %603, %599 : index
      %605 = arith.addi %14, %602 : index
      %606 = llvm.extractvalue %32[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %607 = arith.cmpi ult, %604, %dim_28 : index
      %true_86 = arith.constant true
      %608 = arith.andi %607, %true_86 : i1
      %609 = scf.if %608 -> (f16) {
        %1279 = memref.load %arg2[%605] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %606, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %610 = llvm.extractvalue %32[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %611 = arith.addi %605, %c1_9 : index
      %612 = arith.cmpi ult, %604, %dim_28 : index
      %true_87 = arith.constant true
      %613 = arith.andi %612, %true_87 : i1
      %614 = scf.if %613 -> (f16) {
        %1279 = memref.load %arg2[%611] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %610, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %615 = arith.cmpi ult, %604, %dim_28 : index
      scf.if %615 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %609, %alloc[%604, %605] : memref<200x256xf16>
        }
        %1279 = arith.addi %605, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %614, %alloc[%604, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %616 = arith.muli %28, %c16 : index
      %617 = arith.divui %29, %c4 : index
      %618 = arith.addi %616, %617 : index
      %619 = arith.remui %29, %c4 : index
      %620 = arith.muli %619, %c2 : index
      %621 = arith.addi %620, %c120 : index
      %622 = arith.addi %13, %30 : index
      %623 = arith.addi %622, %618 : index
      %624 = arith.addi %14, %621 : index
      %625 = llvm.extractvalue %32[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %626 = arith.cmpi ult, %623, %dim_28 : index
      %true_88 = arith.constant true
      %627 = arith.andi %626, %true_88 : i1
      %628 = scf.if %627 -> (f16) {
        %1279 = memref.load %arg2[%624] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %625, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %629 = llvm.extractvalue %32[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %630 = arith.addi %624, %c1_9 : index
      %631 = arith.cmpi ult, %623, %dim_28 : index
      %true_89 = arith.constant true
      %632 = arith.andi %631, %true_89 : i1
      %633 = scf.if %632 -> (f16) {
        %1279 = memref.load %arg2[%630] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %629, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %634 = arith.cmpi ult, %623, %dim_28 : index
      scf.if %634 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %628, %alloc[%623, %624] : memref<200x256xf16>
        }
        %1279 = arith.addi %624, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %633, %alloc[%623, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %635 = arith.muli %28, %c16 : index
      %636 = arith.divui %29, %c4 : index
      %637 = arith.addi %635, %636 : index
      %638 = arith.addi %637, %c8 : index
      %639 = arith.remui %29, %c4 : index
      %640 = arith.muli %639, %c2 : index
      %641 = arith.addi %640, %c120 : index
      %642 = arith.addi %13, %30 : index
      %643 = arith.addi %642, %638 : index
      %644 = arith.addi %14, %641 : index
      %645 = llvm.extractvalue %32[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %646 = arith.cmpi ult, %643, %dim_28 : index
      %true_90 = arith.constant true
      %647 = arith.andi %646, %true_90 : i1
      %648 = scf.if %647 -> (f16) {
        %1279 = memref.load %arg2[%644] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %645, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %649 = llvm.extractvalue %32[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %650 = arith.addi %644, %c1_9 : index
      %651 = arith.cmpi ult, %643, %dim_28 : index
      %true_91 = arith.constant true
      %652 = arith.andi %651, %true_91 : i1
      %653 = scf.if %652 -> (f16) {
        %1279 = memref.load %arg2[%650] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %649, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %654 = arith.cmpi ult, %643, %dim_28 : index
      scf.if %654 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %648, %alloc[%643, %644] : memref<200x256xf16>
        }
        %1279 = arith.addi %644, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %653, %alloc[%643, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %655 = arith.muli %28, %c16 : index
      %656 = arith.divui %29, %c4 : index
      %657 = arith.addi %655, %656 : index
      %658 = arith.remui %29, %c4 : index
      %659 = arith.muli %658, %c2 : index
      %660 = arith.addi %659, %c128_11 : index
      %661 = arith.addi %13, %30 : index
      %662 = arith.addi %661, %657 : index
      %663 = arith.addi %14, %660 : index
      %664 = llvm.extractvalue %32[64] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %665 = arith.cmpi ult, %662, %dim_28 : index
      %true_92 = arith.constant true
      %666 = arith.andi %665, %true_92 : i1
      %667 = scf.if %666 -> (f16) {
        %1279 = memref.load %arg2[%663] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %664, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %668 = llvm.extractvalue %32[65] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %669 = arith.addi %663, %c1_9 : index
      %670 = arith.cmpi ult, %662, %dim_28 : index
      %true_93 = arith.constant true
      %671 = arith.andi %670, %true_93 : i1
      %672 = scf.if %671 -> (f16) {
        %1279 = memref.load %arg2[%669] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %668, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %673 = arith.cmpi ult, %662, %dim_28 : index
      scf.if %673 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %667, %alloc[%662, %663] : memref<200x256xf16>
        }
        %1279 = arith.addi %663, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %672, %alloc[%662, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %674 = arith.muli %28, %c16 : index
      %675 = arith.divui %29, %c4 : index
      %676 = arith.addi %674, %675 : index
      %677 = arith.addi %676, %c8 : index
      %678 = arith.remui %29, %c4 : index
      %679 = arith.muli %678, %c2 : index
      %680 = arith.addi %679, %c128_11 : index
      %681 = arith.addi %13, %30 : index
      %682 = arith.addi %681, %677 : index
      %683 = arith.addi %14, %680 : index
      %684 = llvm.extractvalue %32[66] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %685 = arith.cmpi ult, %682, %dim_28 : index
      %true_94 = arith.constant true
      %686 = arith.andi %685, %true_94 : i1
      %687 = scf.if %686 -> (f16) {
        %1279 = memref.load %arg2[%683] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %684, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %688 = llvm.extractvalue %32[67] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %689 = arith.addi %683, %c1_9 : index
      %690 = arith.cmpi ult, %682, %dim_28 : index
      %true_95 = arith.constant true
      %691 = arith.andi %690, %true_95 : i1
      %692 = scf.if %691 -> (f16) {
        %1279 = memref.load %arg2[%689] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %688, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %693 = arith.cmpi ult, %682, %dim_28 : index
      scf.if %693 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %687, %alloc[%682, %683] : memref<200x256xf16>
        }
        %1279 = arith.addi %683, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %692, %alloc[%682, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %694 = arith.muli %28, %c16 : index
      %695 = arith.divui %29, %c4 : index
      %696 = arith.addi %694, %695 : index
      %697 = arith.remui %29, %c4 : index
      %698 = arith.muli %697, %c2 : index
      %699 = arith.addi %698, %c136 : index
      %700 = arith.addi %13, %30 : index
      %701 = arith.addi %700, %696 : index
      %702 = arith.addi %14, %699 : index
      %703 = llvm.extractvalue %32[68] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %704 = arith.cmpi ult, %701, %dim_28 : index
      %true_96 = arith.constant true
      %705 = arith.andi %704, %true_96 : i1
      %706 = scf.if %705 -> (f16) {
        %1279 = memref.load %arg2[%702] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %703, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %707 = llvm.extractvalue %32[69] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %708 = arith.addi %702, %c1_9 : index
      %709 = arith.cmpi ult, %701, %dim_28 : index
      %true_97 = arith.constant true
      %710 = arith.andi %709, %true_97 : i1
      %711 = scf.if %710 -> (f16) {
        %1279 = memref.load %arg2[%708] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %707, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %712 = arith.cmpi ult, %701, %dim_28 : index
      scf.if %712 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %706, %alloc[%701, %702] : memref<200x256xf16>
        }
        %1279 = arith.addi %702, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %711, %alloc[%701, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %713 = arith.muli %28, %c16 : index
      %714 = arith.divui %29, %c4 : index
      %715 = arith.addi %713, %714 : index
      %716 = arith.addi %715, %c8 : index
      %717 = arith.remui %29, %c4 : index
      %718 = arith.muli %717, %c2 : index
      %719 = arith.addi %718, %c136 : index
      %720 = arith.addi %13, %30 : index
      %721 = arith.addi %720, %716 : index
      %722 = arith.addi %14, %719 : index
      %723 = llvm.extractvalue %32[70] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %724 = arith.cmpi ult, %721, %dim_28 : index
      %true_98 = arith.constant true
      %725 = arith.andi %724, %true_98 : i1
      %726 = scf.if %725 -> (f16) {
        %1279 = memref.load %arg2[%722] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %723, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %727 = llvm.extractvalue %32[71] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %728 = arith.addi %722, %c1_9 : index
      %729 = arith.cmpi ult, %721, %dim_28 : index
      %true_99 = arith.constant true
      %730 = arith.andi %729, %true_99 : i1
      %731 = scf.if %730 -> (f16) {
        %1279 = memref.load %arg2[%728] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %727, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %732 = arith.cmpi ult, %721, %dim_28 : index
      scf.if %732 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %726, %alloc[%721, %722] : memref<200x256xf16>
        }
        %1279 = arith.addi %722, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %731, %alloc[%721, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %733 = arith.muli %28, %c16 : index
      %734 = arith.divui %29, %c4 : index
      %735 = arith.addi %733, %734 : index
      %736 = arith.remui %29, %c4 : index
      %737 = arith.muli %736, %c2 : index
      %738 = arith.addi %737, %c144 : index
      %739 = arith.addi %13, %30 : index
      %740 = arith.addi %739, %735 : index
      %741 = arith.addi %14, %738 : index
      %742 = llvm.extractvalue %32[72] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %743 = arith.cmpi ult, %740, %dim_28 : index
      %true_100 = arith.constant true
      %744 = arith.andi %743, %true_100 : i1
      %745 = scf.if %744 -> (f16) {
        %1279 = memref.load %arg2[%741] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %742, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %746 = llvm.extractvalue %32[73] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %747 = arith.addi %741, %c1_9 : index
      %748 = arith.cmpi ult, %740, %dim_28 : index
      %true_101 = arith.constant true
      %749 = arith.andi %748, %true_101 : i1
      %750 = scf.if %749 -> (f16) {
        %1279 = memref.load %arg2[%747] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %746, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %751 = arith.cmpi ult, %740, %dim_28 : index
      scf.if %751 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %745, %alloc[%740, %741] : memref<200x256xf16>
        }
        %1279 = arith.addi %741, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %750, %alloc[%740, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %752 = arith.muli %28, %c16 : index
      %753 = arith.divui %29, %c4 : index
      %754 = arith.addi %752, %753 : index
      %755 = arith.addi %754, %c8 : index
      %756 = arith.remui %29, %c4 : index
      %757 = arith.muli %756, %c2 : index
      %758 = arith.addi %757, %c144 : index
      %759 = arith.addi %13, %30 : index
      %760 = arith.addi %759, %755 : index
      %761 = arith.addi %14, %758 : index
      %762 = llvm.extractvalue %32[74] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %763 = arith.cmpi ult, %760, %dim_28 : index
      %true_102 = arith.constant true
      %764 = arith.andi %763, %true_102 : i1
      %765 = scf.if %764 -> (f16) {
        %1279 = memref.load %arg2[%761] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %762, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %766 = llvm.extractvalue %32[75] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %767 = arith.addi %761, %c1_9 : index
      %768 = arith.cmpi ult, %760, %dim_28 : index
      %true_103 = arith.constant true
      %769 = arith.andi %768, %true_103 : i1
      %770 = scf.if %769 -> (f16) {
        %1279 = memref.load %arg2[%767] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %766, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %771 = arith.cmpi ult, %760, %dim_28 : index
      scf.if %771 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %765, %alloc[%760, %761] : memref<200x256xf16>
        }
        %1279 = arith.addi %761, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %770, %alloc[%760, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %772 = arith.muli %28, %c16 : index
      %773 = arith.divui %29, %c4 : index
      %774 = arith.addi %772, %773 : index
      %775 = arith.remui %29, %c4 : index
      %776 = arith.muli %775, %c2 : index
      %777 = arith.addi %776, %c152 : index
      %778 = arith.addi %13, %30 : index
      %779 = arith.addi %778, %774 : index
      %780 = arith.addi %14, %777 : index
      %781 = llvm.extractvalue %32[76] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %782 = arith.cmpi ult, %779, %dim_28 : index
      %true_104 = arith.constant true
      %783 = arith.andi %782, %true_104 : i1
      %784 = scf.if %783 -> (f16) {
        %1279 = memref.load %arg2[%780] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %781, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %785 = llvm.extractvalue %32[77] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %786 = arith.addi %780, %c1_9 : index
      %787 = arith.cmpi ult, %779, %dim_28 : index
      %true_105 = arith.constant true
      %788 = arith.andi %787, %true_105 : i1
      %789 = scf.if %788 -> (f16) {
        %1279 = memref.load %arg2[%786] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %785, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %790 = arith.cmpi ult, %779, %dim_28 : index
      scf.if %790 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %784, %alloc[%779, %780] : memref<200x256xf16>
        }
        %1279 = arith.addi %780, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %789, %alloc[%779, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %791 = arith.muli %28, %c16 : index
      %792 = arith.divui %29, %c4 : index
      %793 = arith.addi %791, %792 : index
      %794 = arith.addi %793, %c8 : index
      %795 = arith.remui %29, %c4 : index
      %796 = arith.muli %795, %c2 : index
      %797 = arith.addi %796, %c152 : index
      %798 = arith.addi %13, %30 : index
      %799 = arith.addi %798, %794 : index
      %800 = arith.addi %14, %797 : index
      %801 = llvm.extractvalue %32[78] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %802 = arith.cmpi ult, %799, %dim_28 : index
      %true_106 = arith.constant true
      %803 = arith.andi %802, %true_106 : i1
      %804 = scf.if %803 -> (f16) {
        %1279 = memref.load %arg2[%800] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %801, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %805 = llvm.extractvalue %32[79] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %806 = arith.addi %800, %c1_9 : index
      %807 = arith.cmpi ult, %799, %dim_28 : index
      %true_107 = arith.constant true
      %808 = arith.andi %807, %true_107 : i1
      %809 = scf.if %808 -> (f16) {
        %1279 = memref.load %arg2[%806] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %805, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %810 = arith.cmpi ult, %799, %dim_28 : index
      scf.if %810 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %804, %alloc[%799, %800] : memref<200x256xf16>
        }
        %1279 = arith.addi %800, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %809, %alloc[%799, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %811 = arith.muli %28, %c16 : index
      %812 = arith.divui %29, %c4 : index
      %813 = arith.addi %811, %812 : index
      %814 = arith.remui %29, %c4 : index
      %815 = arith.muli %814, %c2 : index
      %816 = arith.addi %815, %c160 : index
      %817 = arith.addi %13, %30 : index
      %818 = arith.addi %817, %813 : index
      %819 = arith.addi %14, %816 : index
      %820 = llvm.extractvalue %32[80] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %821 = arith.cmpi ult, %818, %dim_28 : index
      %true_108 = arith.constant true
      %822 = arith.andi %821, %true_108 : i1
      %823 = scf.if %822 -> (f16) {
        %1279 = memref.load %arg2[%819] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %820, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %824 = llvm.extractvalue %32[81] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %825 = arith.addi %819, %c1_9 : index
      %826 = arith.cmpi ult, %818, %dim_28 : index
      %true_109 = arith.constant true
      %827 = arith.andi %826, %true_109 : i1
      %828 = scf.if %827 -> (f16) {
        %1279 = memref.load %arg2[%825] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %824, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %829 = arith.cmpi ult, %818, %dim_28 : index
      scf.if %829 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %823, %alloc[%818, %819] : memref<200x256xf16>
        }
        %1279 = arith.addi %819, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %828, %alloc[%818, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %830 = arith.muli %28, %c16 : index
      %831 = arith.divui %29, %c4 : index
      %832 = arith.addi %830, %831 : index
      %833 = arith.addi %832, %c8 : index
      %834 = arith.remui %29, %c4 : index
      %835 = arith.muli %834, %c2 : index
      %836 = arith.addi %835, %c160 : index
      %837 = arith.addi %13, %30 : index
      %838 = arith.addi %837, %833 : index
      %839 = arith.addi %14, %836 : index
      %840 = llvm.extractvalue %32[82] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %841 = arith.cmpi ult, %838, %dim_28 : index
      %true_110 = arith.constant true
      %842 = arith.andi %841, %true_110 : i1
      %843 = scf.if %842 -> (f16) {
        %1279 = memref.load %arg2[%839] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %840, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %844 = llvm.extractvalue %32[83] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %845 = arith.addi %839, %c1_9 : index
      %846 = arith.cmpi ult, %838, %dim_28 : index
      %true_111 = arith.constant true
      %847 = arith.andi %846, %true_111 : i1
      %848 = scf.if %847 -> (f16) {
        %1279 = memref.load %arg2[%845] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %844, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %849 = arith.cmpi ult, %838, %dim_28 : index
      scf.if %849 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %843, %alloc[%838, %839] : memref<200x256xf16>
        }
        %1279 = arith.addi %839, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %848, %alloc[%838, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %850 = arith.muli %28, %c16 : index
      %851 = arith.divui %29, %c4 : index
      %852 = arith.addi %850, %851 : index
      %853 = arith.remui %29, %c4 : index
      %854 = arith.muli %853, %c2 : index
      %855 = arith.addi %854, %c168 : index
      %856 = arith.addi %13, %30 : index
      %857 = arith.addi %856, %852 : index
      %858 = arith.addi %14, %855 : index
      %859 = llvm.extractvalue %32[84] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %860 = arith.cmpi ult, %857, %dim_28 : index
      %true_112 = arith.constant true
      %861 = arith.andi %860, %true_112 : i1
      %862 = scf.if %861 -> (f16) {
        %1279 = memref.load %arg2[%858] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %859, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %863 = llvm.extractvalue %32[85] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %864 = arith.addi %858, %c1_9 : index
      %865 = arith.cmpi ult, %857, %dim_28 : index
      %true_113 = arith.constant true
      %866 = arith.andi %865, %true_113 : i1
      %867 = scf.if %866 -> (f16) {
        %1279 = memref.load %arg2[%864] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %863, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %868 = arith.cmpi ult, %857, %dim_28 : index
      scf.if %868 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %862, %alloc[%857, %858] : memref<200x256xf16>
        }
        %1279 = arith.addi %858, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %867, %alloc[%857, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %869 = arith.muli %28, %c16 : index
      %870 = arith.divui %29, %c4 : index
      %871 = arith.addi %869, %870 : index
      %872 = arith.addi %871, %c8 : index
      %873 = arith.remui %29, %c4 : index
      %874 = arith.muli %873, %c2 : index
      %875 = arith.addi %874, %c168 : index
      %876 = arith.addi %13, %30 : index
      %877 = arith.addi %876, %872 : index
      %878 = arith.addi %14, %875 : index
      %879 = llvm.extractvalue %32[86] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %880 = arith.cmpi ult, %877, %dim_28 : index
      %true_114 = arith.constant true
      %881 = arith.andi %880, %true_114 : i1
      %882 = scf.if %881 -> (f16) {
        %1279 = memref.load %arg2[%878] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %879, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %883 = llvm.extractvalue %32[87] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %884 = arith.addi %878, %c1_9 : index
      %885 = arith.cmpi ult, %877, %dim_28 : index
      %true_115 = arith.constant true
      %886 = arith.andi %885, %true_115 : i1
      %887 = scf.if %886 -> (f16) {
        %1279 = memref.load %arg2[%884] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %883, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %888 = arith.cmpi ult, %877, %dim_28 : index
      scf.if %888 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %882, %alloc[%877, %878] : memref<200x256xf16>
        }
        %1279 = arith.addi %878, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %887, %alloc[%877, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %889 = arith.muli %28, %c16 : index
      %890 = arith.divui %29, %c4 : index
      %891 = arith.addi %889, %890 : index
      %892 = arith.remui %29, %c4 : index
      %893 = arith.muli %892, %c2 : index
      %894 = arith.addi %893, %c176 : index
      %895 = arith.addi %13, %30 : index
      %896 = arith.addi %895, %891 : index
      %897 = arith.addi %14, %894 : index
      %898 = llvm.extractvalue %32[88] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %899 = arith.cmpi ult, %896, %dim_28 : index
      %true_116 = arith.constant true
      %900 = arith.andi %899, %true_116 : i1
      %901 = scf.if %900 -> (f16) {
        %1279 = memref.load %arg2[%897] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %898, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %902 = llvm.extractvalue %32[89] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %903 = arith.addi %897, %c1_9 : index
      %904 = arith.cmpi ult, %896, %dim_28 : index
      %true_117 = arith.constant true
      %905 = arith.andi %904, %true_117 : i1
      %906 = scf.if %905 -> (f16) {
        %1279 = memref.load %arg2[%903] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %902, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %907 = arith.cmpi ult, %896, %dim_28 : index
      scf.if %907 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %901, %alloc[%896, %897] : memref<200x256xf16>
        }
        %1279 = arith.addi %897, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %906, %alloc[%896, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %908 = arith.muli %28, %c16 : index
      %909 = arith.divui %29, %c4 : index
      %910 = arith.addi %908, %909 : index
      %911 = arith.addi %910, %c8 : index
      %912 = arith.remui %29, %c4 : index
      %913 = arith.muli %912, %c2 : index
      %914 = arith.addi %913, %c176 : index
      %915 = arith.addi %13, %30 : index
      %916 = arith.addi %915, %911 : index
      %917 = arith.addi %14, %914 : index
      %918 = llvm.extractvalue %32[90] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %919 = arith.cmpi ult, %916, %dim_28 : index
      %true_118 = arith.constant true
      %920 = arith.andi %919, %true_118 : i1
      %921 = scf.if %920 -> (f16) {
        %1279 = memref.load %arg2[%917] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %918, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %922 = llvm.extractvalue %32[91] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %923 = arith.addi %917, %c1_9 : index
      %924 = arith.cmpi ult, %916, %dim_28 : index
      %true_119 = arith.constant true
      %925 = arith.andi %924, %true_119 : i1
      %926 = scf.if %925 -> (f16) {
        %1279 = memref.load %arg2[%923] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %922, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %927 = arith.cmpi ult, %916, %dim_28 : index
      scf.if %927 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %921, %alloc[%916, %917] : memref<200x256xf16>
        }
        %1279 = arith.addi %917, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %926, %alloc[%916, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %928 = arith.muli %28, %c16 : index
      %929 = arith.divui %29, %c4 : index
      %930 = arith.addi %928, %929 : index
      %931 = arith.remui %29, %c4 : index
      %932 = arith.muli %931, %c2 : index
      %933 = arith.addi %932, %c184 : index
      %934 = arith.addi %13, %30 : index
      %935 = arith.addi %934, %930 : index
      %936 = arith.addi %14, %933 : index
      %937 = llvm.extractvalue %32[92] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %938 = arith.cmpi ult, %935, %dim_28 : index
      %true_120 = arith.constant true
      %939 = arith.andi %938, %true_120 : i1
      %940 = scf.if %939 -> (f16) {
        %1279 = memref.load %arg2[%936] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %937, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %941 = llvm.extractvalue %32[93] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %942 = arith.addi %936, %c1_9 : index
      %943 = arith.cmpi ult, %935, %dim_28 : index
      %true_121 = arith.constant true
      %944 = arith.andi %943, %true_121 : i1
      %945 = scf.if %944 -> (f16) {
        %1279 = memref.load %arg2[%942] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %941, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %946 = arith.cmpi ult, %935, %dim_28 : index
      scf.if %946 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %940, %alloc[%935, %936] : memref<200x256xf16>
        }
        %1279 = arith.addi %936, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %945, %alloc[%935, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %947 = arith.muli %28, %c16 : index
      %948 = arith.divui %29, %c4 : index
      %949 = arith.addi %947, %948 : index
      %950 = arith.addi %949, %c8 : index
      %951 = arith.remui %29, %c4 : index
      %952 = arith.muli %951, %c2 : index
      %953 = arith.addi %952, %c184 : index
      %954 = arith.addi %13, %30 : index
      %955 = arith.addi %954, %950 : index
      %956 = arith.addi %14, %953 : index
      %957 = llvm.extractvalue %32[94] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %958 = arith.cmpi ult, %955, %dim_28 : index
      %true_122 = arith.constant true
      %959 = arith.andi %958, %true_122 : i1
      %960 = scf.if %959 -> (f16) {
        %1279 = memref.load %arg2[%956] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %957, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %961 = llvm.extractvalue %32[95] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %962 = arith.addi %956, %c1_9 : index
      %963 = arith.cmpi ult, %955, %dim_28 : index
      %true_123 = arith.constant true
      %964 = arith.andi %963, %true_123 : i1
      %965 = scf.if %964 -> (f16) {
        %1279 = memref.load %arg2[%962] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %961, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %966 = arith.cmpi ult, %955, %dim_28 : index
      scf.if %966 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %960, %alloc[%955, %956] : memref<200x256xf16>
        }
        %1279 = arith.addi %956, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %965, %alloc[%955, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %967 = arith.muli %28, %c16 : index
      %968 = arith.divui %29, %c4 : index
      %969 = arith.addi %967, %968 : index
      %970 = arith.remui %29, %c4 : index
      %971 = arith.muli %970, %c2 : index
      %972 = arith.addi %971, %c192 : index
      %973 = arith.addi %13, %30 : index
      %974 = arith.addi %973, %969 : index
      %975 = arith.addi %14, %972 : index
      %976 = llvm.extractvalue %32[96] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %977 = arith.cmpi ult, %974, %dim_28 : index
      %true_124 = arith.constant true
      %978 = arith.andi %977, %true_124 : i1
      %979 = scf.if %978 -> (f16) {
        %1279 = memref.load %arg2[%975] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %976, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %980 = llvm.extractvalue %32[97] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %981 = arith.addi %975, %c1_9 : index
      %982 = arith.cmpi ult, %974, %dim_28 : index
      %true_125 = arith.constant true
      %983 = arith.andi %982, %true_125 : i1
      %984 = scf.if %983 -> (f16) {
        %1279 = memref.load %arg2[%981] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %980, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %985 = arith.cmpi ult, %974, %dim_28 : index
      scf.if %985 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %979, %alloc[%974, %975] : memref<200x256xf16>
        }
        %1279 = arith.addi %975, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %984, %alloc[%974, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %986 = arith.muli %28, %c16 : index
      %987 = arith.divui %29, %c4 : index
      %988 = arith.addi %986, %987 : index
      %989 = arith.addi %988, %c8 : index
      %990 = arith.remui %29, %c4 : index
      %991 = arith.muli %990, %c2 : index
      %992 = arith.addi %991, %c192 : index
      %993 = arith.addi %13, %30 : index
      %994 = arith.addi %993, %989 : index
      %995 = arith.addi %14, %992 : index
      %996 = llvm.extractvalue %32[98] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %997 = arith.cmpi ult, %994, %dim_28 : index
      %true_126 = arith.constant true
      %998 = arith.andi %997, %true_126 : i1
      %999 = scf.if %998 -> (f16) {
        %1279 = memref.load %arg2[%995] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %996, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1000 = llvm.extractvalue %32[99] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1001 = arith.addi %995, %c1_9 : index
      %1002 = arith.cmpi ult, %994, %dim_28 : index
      %true_127 = arith.constant true
      %1003 = arith.andi %1002, %true_127 : i1
      %1004 = scf.if %1003 -> (f16) {
        %1279 = memref.load %arg2[%1001] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1000, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1005 = arith.cmpi ult, %994, %dim_28 : index
      scf.if %1005 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %999, %alloc[%994, %995] : memref<200x256xf16>
        }
        %1279 = arith.addi %995, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1004, %alloc[%994, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1006 = arith.muli %28, %c16 : index
      %1007 = arith.divui %29, %c4 : index
      %1008 = arith.addi %1006, %1007 : index
      %1009 = arith.remui %29, %c4 : index
      %1010 = arith.muli %1009, %c2 : index
      %1011 = arith.addi %1010, %c200 : index
      %1012 = arith.addi %13, %30 : index
      %1013 = arith.addi %1012, %1008 : index
      %1014 = arith.addi %14, %1011 : index
      %1015 = llvm.extractvalue %32[100] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1016 = arith.cmpi ult, %1013, %dim_28 : index
      %true_128 = arith.constant true
      %1017 = arith.andi %1016, %true_128 : i1
      %1018 = scf.if %1017 -> (f16) {
        %1279 = memref.load %arg2[%1014] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1015, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1019 = llvm.extractvalue %32[101] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1020 = arith.addi %1014, %c1_9 : index
      %1021 = arith.cmpi ult, %1013, %dim_28 : index
      %true_129 = arith.constant true
      %1022 = arith.andi %1021, %true_129 : i1
      %1023 = scf.if %1022 -> (f16) {
        %1279 = memref.load %arg2[%1020] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1019, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1024 = arith.cmpi ult, %1013, %dim_28 : index
      scf.if %1024 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1018, %alloc[%1013, %1014] : memref<200x256xf16>
        }
        %1279 = arith.addi %1014, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1023, %alloc[%1013, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1025 = arith.muli %28, %c16 : index
      %1026 = arith.divui %29, %c4 : index
      %1027 = arith.addi %1025, %1026 : index
      %1028 = arith.addi %1027, %c8 : index
      %1029 = arith.remui %29, %c4 : index
      %1030 = arith.muli %1029, %c2 : index
      %1031 = arith.addi %1030, %c200 : index
      %1032 = arith.addi %13, %30 : index
      %1033 = arith.addi %1032, %1028 : index
      %1034 = arith.addi %14, %1031 : index
      %1035 = llvm.extractvalue %32[102] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1036 = arith.cmpi ult, %1033, %dim_28 : index
      %true_130 = arith.constant true
      %1037 = arith.andi %1036, %true_130 : i1
      %1038 = scf.if %1037 -> (f16) {
        %1279 = memref.load %arg2[%1034] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1035, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1039 = llvm.extractvalue %32[103] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1040 = arith.addi %1034, %c1_9 : index
      %1041 = arith.cmpi ult, %1033, %dim_28 : index
      %true_131 = arith.constant true
      %1042 = arith.andi %1041, %true_131 : i1
      %1043 = scf.if %1042 -> (f16) {
        %1279 = memref.load %arg2[%1040] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1039, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1044 = arith.cmpi ult, %1033, %dim_28 : index
      scf.if %1044 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1038, %alloc[%1033, %1034] : memref<200x256xf16>
        }
        %1279 = arith.addi %1034, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1043, %alloc[%1033, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1045 = arith.muli %28, %c16 : index
      %1046 = arith.divui %29, %c4 : index
      %1047 = arith.addi %1045, %1046 : index
      %1048 = arith.remui %29, %c4 : index
      %1049 = arith.muli %1048, %c2 : index
      %1050 = arith.addi %1049, %c208 : index
      %1051 = arith.addi %13, %30 : index
      %1052 = arith.addi %1051, %1047 : index
      %1053 = arith.addi %14, %1050 : index
      %1054 = llvm.extractvalue %32[104] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1055 = arith.cmpi ult, %1052, %dim_28 : index
      %true_132 = arith.constant true
      %1056 = arith.andi %1055, %true_132 : i1
      %1057 = scf.if %1056 -> (f16) {
        %1279 = memref.load %arg2[%1053] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1054, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1058 = llvm.extractvalue %32[105] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1059 = arith.addi %1053, %c1_9 : index
      %1060 = arith.cmpi ult, %1052, %dim_28 : index
      %true_133 = arith.constant true
      %1061 = arith.andi %1060, %true_133 : i1
      %1062 = scf.if %1061 -> (f16) {
        %1279 = memref.load %arg2[%1059] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1058, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1063 = arith.cmpi ult, %1052, %dim_28 : index
      scf.if %1063 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1057, %alloc[%1052, %1053] : memref<200x256xf16>
        }
        %1279 = arith.addi %1053, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1062, %alloc[%1052, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1064 = arith.muli %28, %c16 : index
      %1065 = arith.divui %29, %c4 : index
      %1066 = arith.addi %1064, %1065 : index
      %1067 = arith.addi %1066, %c8 : index
      %1068 = arith.remui %29, %c4 : index
      %1069 = arith.muli %1068, %c2 : index
      %1070 = arith.addi %1069, %c208 : index
      %1071 = arith.addi %13, %30 : index
      %1072 = arith.addi %1071, %1067 : index
      %1073 = arith.addi %14, %1070 : index
      %1074 = llvm.extractvalue %32[106] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1075 = arith.cmpi ult, %1072, %dim_28 : index
      %true_134 = arith.constant true
      %1076 = arith.andi %1075, %true_134 : i1
      %1077 = scf.if %1076 -> (f16) {
        %1279 = memref.load %arg2[%1073] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1074, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1078 = llvm.extractvalue %32[107] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1079 = arith.addi %1073, %c1_9 : index
      %1080 = arith.cmpi ult, %1072, %dim_28 : index
      %true_135 = arith.constant true
      %1081 = arith.andi %1080, %true_135 : i1
      %1082 = scf.if %1081 -> (f16) {
        %1279 = memref.load %arg2[%1079] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1078, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1083 = arith.cmpi ult, %1072, %dim_28 : index
      scf.if %1083 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1077, %alloc[%1072, %1073] : memref<200x256xf16>
        }
        %1279 = arith.addi %1073, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1082, %alloc[%1072, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1084 = arith.muli %28, %c16 : index
      %1085 = arith.divui %29, %c4 : index
      %1086 = arith.addi %1084, %1085 : index
      %1087 = arith.remui %29, %c4 : index
      %1088 = arith.muli %1087, %c2 : index
      %1089 = arith.addi %1088, %c216 : index
      %1090 = arith.addi %13, %30 : index
      %1091 = arith.addi %1090, %1086 : index
      %1092 = arith.addi %14, %1089 : index
      %1093 = llvm.extractvalue %32[108] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1094 = arith.cmpi ult, %1091, %dim_28 : index
      %true_136 = arith.constant true
      %1095 = arith.andi %1094, %true_136 : i1
      %1096 = scf.if %1095 -> (f16) {
        %1279 = memref.load %arg2[%1092] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1093, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1097 = llvm.extractvalue %32[109] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1098 = arith.addi %1092, %c1_9 : index
      %1099 = arith.cmpi ult, %1091, %dim_28 : index
      %true_137 = arith.constant true
      %1100 = arith.andi %1099, %true_137 : i1
      %1101 = scf.if %1100 -> (f16) {
        %1279 = memref.load %arg2[%1098] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1097, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1102 = arith.cmpi ult, %1091, %dim_28 : index
      scf.if %1102 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1096, %alloc[%1091, %1092] : memref<200x256xf16>
        }
        %1279 = arith.addi %1092, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1101, %alloc[%1091, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1103 = arith.muli %28, %c16 : index
      %1104 = arith.divui %29, %c4 : index
      %1105 = arith.addi %1103, %1104 : index
      %1106 = arith.addi %1105, %c8 : index
      %1107 = arith.remui %29, %c4 : index
      %1108 = arith.muli %1107, %c2 : index
      %1109 = arith.addi %1108, %c216 : index
      %1110 = arith.addi %13, %30 : index
      %1111 = arith.addi %1110, %1106 : index
      %1112 = arith.addi %14, %1109 : index
      %1113 = llvm.extractvalue %32[110] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1114 = arith.cmpi ult, %1111, %dim_28 : index
      %true_138 = arith.constant true
      %1115 = arith.andi %1114, %true_138 : i1
      %1116 = scf.if %1115 -> (f16) {
        %1279 = memref.load %arg2[%1112] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1113, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1117 = llvm.extractvalue %32[111] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1118 = arith.addi %1112, %c1_9 : index
      %1119 = arith.cmpi ult, %1111, %dim_28 : index
      %true_139 = arith.constant true
      %1120 = arith.andi %1119, %true_139 : i1
      %1121 = scf.if %1120 -> (f16) {
        %1279 = memref.load %arg2[%1118] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1117, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1122 = arith.cmpi ult, %1111, %dim_28 : index
      scf.if %1122 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1116, %alloc[%1111, %1112] : memref<200x256xf16>
        }
        %1279 = arith.addi %1112, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1121, %alloc[%1111, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1123 = arith.muli %28, %c16 : index
      %1124 = arith.divui %29, %c4 : index
      %1125 = arith.addi %1123, %1124 : index
      %1126 = arith.remui %29, %c4 : index
      %1127 = arith.muli %1126, %c2 : index
      %1128 = arith.addi %1127, %c224 : index
      %1129 = arith.addi %13, %30 : index
      %1130 = arith.addi %1129, %1125 : index
      %1131 = arith.addi %14, %1128 : index
      %1132 = llvm.extractvalue %32[112] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1133 = arith.cmpi ult, %1130, %dim_28 : index
      %true_140 = arith.constant true
      %1134 = arith.andi %1133, %true_140 : i1
      %1135 = scf.if %1134 -> (f16) {
        %1279 = memref.load %arg2[%1131] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1132, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1136 = llvm.extractvalue %32[113] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1137 = arith.addi %1131, %c1_9 : index
      %1138 = arith.cmpi ult, %1130, %dim_28 : index
      %true_141 = arith.constant true
      %1139 = arith.andi %1138, %true_141 : i1
      %1140 = scf.if %1139 -> (f16) {
        %1279 = memref.load %arg2[%1137] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1136, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1141 = arith.cmpi ult, %1130, %dim_28 : index
      scf.if %1141 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1135, %alloc[%1130, %1131] : memref<200x256xf16>
        }
        %1279 = arith.addi %1131, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1140, %alloc[%1130, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1142 = arith.muli %28, %c16 : index
      %1143 = arith.divui %29, %c4 : index
      %1144 = arith.addi %1142, %1143 : index
      %1145 = arith.addi %1144, %c8 : index
      %1146 = arith.remui %29, %c4 : index
      %1147 = arith.muli %1146, %c2 : index
      %1148 = arith.addi %1147, %c224 : index
      %1149 = arith.addi %13, %30 : index
      %1150 = arith.addi %1149, %1145 : index
      %1151 = arith.addi %14, %1148 : index
      %1152 = llvm.extractvalue %32[114] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1153 = arith.cmpi ult, %1150, %dim_28 : index
      %true_142 = arith.constant true
      %1154 = arith.andi %1153, %true_142 : i1
      %1155 = scf.if %1154 -> (f16) {
        %1279 = memref.load %arg2[%1151] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1152, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1156 = llvm.extractvalue %32[115] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1157 = arith.addi %1151, %c1_9 : index
      %1158 = arith.cmpi ult, %1150, %dim_28 : index
      %true_143 = arith.constant true
      %1159 = arith.andi %1158, %true_143 : i1
      %1160 = scf.if %1159 -> (f16) {
        %1279 = memref.load %arg2[%1157] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1156, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1161 = arith.cmpi ult, %1150, %dim_28 : index
      scf.if %1161 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1155, %alloc[%1150, %1151] : memref<200x256xf16>
        }
        %1279 = arith.addi %1151, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1160, %alloc[%1150, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1162 = arith.muli %28, %c16 : index
      %1163 = arith.divui %29, %c4 : index
      %1164 = arith.addi %1162, %1163 : index
      %1165 = arith.remui %29, %c4 : index
      %1166 = arith.muli %1165, %c2 : index
      %1167 = arith.addi %1166, %c232 : index
      %1168 = arith.addi %13, %30 : index
      %1169 = arith.addi %1168, %1164 : index
      %1170 = arith.addi %14, %1167 : index
      %1171 = llvm.extractvalue %32[116] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1172 = arith.cmpi ult, %1169, %dim_28 : index
      %true_144 = arith.constant true
      %1173 = arith.andi %1172, %true_144 : i1
      %1174 = scf.if %1173 -> (f16) {
        %1279 = memref.load %arg2[%1170] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1171, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1175 = llvm.extractvalue %32[117] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1176 = arith.addi %1170, %c1_9 : index
      %1177 = arith.cmpi ult, %1169, %dim_28 : index
      %true_145 = arith.constant true
      %1178 = arith.andi %1177, %true_145 : i1
      %1179 = scf.if %1178 -> (f16) {
        %1279 = memref.load %arg2[%1176] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1175, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1180 = arith.cmpi ult, %1169, %dim_28 : index
      scf.if %1180 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1174, %alloc[%1169, %1170] : memref<200x256xf16>
        }
        %1279 = arith.addi %1170, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1179, %alloc[%1169, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1181 = arith.muli %28, %c16 : index
      %1182 = arith.divui %29, %c4 : index
      %1183 = arith.addi %1181, %1182 : index
      %1184 = arith.addi %1183, %c8 : index
      %1185 = arith.remui %29, %c4 : index
      %1186 = arith.muli %1185, %c2 : index
      %1187 = arith.addi %1186, %c232 : index
      %1188 = arith.addi %13, %30 : index
      %1189 = arith.addi %1188, %1184 : index
      %1190 = arith.addi %14, %1187 : index
      %1191 = llvm.extractvalue %32[118] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1192 = arith.cmpi ult, %1189, %dim_28 : index
      %true_146 = arith.constant true
      %1193 = arith.andi %1192, %true_146 : i1
      %1194 = scf.if %1193 -> (f16) {
        %1279 = memref.load %arg2[%1190] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1191, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1195 = llvm.extractvalue %32[119] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1196 = arith.addi %1190, %c1_9 : index
      %1197 = arith.cmpi ult, %1189, %dim_28 : index
      %true_147 = arith.constant true
      %1198 = arith.andi %1197, %true_147 : i1
      %1199 = scf.if %1198 -> (f16) {
        %1279 = memref.load %arg2[%1196] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1195, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1200 = arith.cmpi ult, %1189, %dim_28 : index
      scf.if %1200 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1194, %alloc[%1189, %1190] : memref<200x256xf16>
        }
        %1279 = arith.addi %1190, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1199, %alloc[%1189, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1201 = arith.muli %28, %c16 : index
      %1202 = arith.divui %29, %c4 : index
      %1203 = arith.addi %1201, %1202 : index
      %1204 = arith.remui %29, %c4 : index
      %1205 = arith.muli %1204, %c2 : index
      %1206 = arith.addi %1205, %c240 : index
      %1207 = arith.addi %13, %30 : index
      %1208 = arith.addi %1207, %1203 : index
      %1209 = arith.addi %14, %1206 : index
      %1210 = llvm.extractvalue %32[120] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1211 = arith.cmpi ult, %1208, %dim_28 : index
      %true_148 = arith.constant true
      %1212 = arith.andi %1211, %true_148 : i1
      %1213 = scf.if %1212 -> (f16) {
        %1279 = memref.load %arg2[%1209] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1210, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1214 = llvm.extractvalue %32[121] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1215 = arith.addi %1209, %c1_9 : index
      %1216 = arith.cmpi ult, %1208, %dim_28 : index
      %true_149 = arith.constant true
      %1217 = arith.andi %1216, %true_149 : i1
      %1218 = scf.if %1217 -> (f16) {
        %1279 = memref.load %arg2[%1215] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1214, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1219 = arith.cmpi ult, %1208, %dim_28 : index
      scf.if %1219 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1213, %alloc[%1208, %1209] : memref<200x256xf16>
        }
        %1279 = arith.addi %1209, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1218, %alloc[%1208, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1220 = arith.muli %28, %c16 : index
      %1221 = arith.divui %29, %c4 : index
      %1222 = arith.addi %1220, %1221 : index
      %1223 = arith.addi %1222, %c8 : index
      %1224 = arith.remui %29, %c4 : index
      %1225 = arith.muli %1224, %c2 : index
      %1226 = arith.addi %1225, %c240 : index
      %1227 = arith.addi %13, %30 : index
      %1228 = arith.addi %1227, %1223 : index
      %1229 = arith.addi %14, %1226 : index
      %1230 = llvm.extractvalue %32[122] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1231 = arith.cmpi ult, %1228, %dim_28 : index
      %true_150 = arith.constant true
      %1232 = arith.andi %1231, %true_150 : i1
      %1233 = scf.if %1232 -> (f16) {
        %1279 = memref.load %arg2[%1229] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1230, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1234 = llvm.extractvalue %32[123] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1235 = arith.addi %1229, %c1_9 : index
      %1236 = arith.cmpi ult, %1228, %dim_28 : index
      %true_151 = arith.constant true
      %1237 = arith.andi %1236, %true_151 : i1
      %1238 = scf.if %1237 -> (f16) {
        %1279 = memref.load %arg2[%1235] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1234, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1239 = arith.cmpi ult, %1228, %dim_28 : index
      scf.if %1239 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1233, %alloc[%1228, %1229] : memref<200x256xf16>
        }
        %1279 = arith.addi %1229, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1238, %alloc[%1228, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1240 = arith.muli %28, %c16 : index
      %1241 = arith.divui %29, %c4 : index
      %1242 = arith.addi %1240, %1241 : index
      %1243 = arith.remui %29, %c4 : index
      %1244 = arith.muli %1243, %c2 : index
      %1245 = arith.addi %1244, %c248 : index
      %1246 = arith.addi %13, %30 : index
      %1247 = arith.addi %1246, %1242 : index
      %1248 = arith.addi %14, %1245 : index
      %1249 = llvm.extractvalue %32[124] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1250 = arith.cmpi ult, %1247, %dim_28 : index
      %true_152 = arith.constant true
      %1251 = arith.andi %1250, %true_152 : i1
      %1252 = scf.if %1251 -> (f16) {
        %1279 = memref.load %arg2[%1248] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1249, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1253 = llvm.extractvalue %32[125] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1254 = arith.addi %1248, %c1_9 : index
      %1255 = arith.cmpi ult, %1247, %dim_28 : index
      %true_153 = arith.constant true
      %1256 = arith.andi %1255, %true_153 : i1
      %1257 = scf.if %1256 -> (f16) {
        %1279 = memref.load %arg2[%1254] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1253, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1258 = arith.cmpi ult, %1247, %dim_28 : index
      scf.if %1258 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1252, %alloc[%1247, %1248] : memref<200x256xf16>
        }
        %1279 = arith.addi %1248, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1257, %alloc[%1247, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      %1259 = arith.muli %28, %c16 : index
      %1260 = arith.divui %29, %c4 : index
      %1261 = arith.addi %1259, %1260 : index
      %1262 = arith.addi %1261, %c8 : index
      %1263 = arith.remui %29, %c4 : index
      %1264 = arith.muli %1263, %c2 : index
      %1265 = arith.addi %1264, %c248 : index
      %1266 = arith.addi %13, %30 : index
      %1267 = arith.addi %1266, %1262 : index
      %1268 = arith.addi %14, %1265 : index
      %1269 = llvm.extractvalue %32[126] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1270 = arith.cmpi ult, %1267, %dim_28 : index
      %true_154 = arith.constant true
      %1271 = arith.andi %1270, %true_154 : i1
      %1272 = scf.if %1271 -> (f16) {
        %1279 = memref.load %arg2[%1268] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1269, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1273 = llvm.extractvalue %32[127] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %1274 = arith.addi %1268, %c1_9 : index
      %1275 = arith.cmpi ult, %1267, %dim_28 : index
      %true_155 = arith.constant true
      %1276 = arith.andi %1275, %true_155 : i1
      %1277 = scf.if %1276 -> (f16) {
        %1279 = memref.load %arg2[%1274] : memref<256xf16>
        %1280 = arith.extf %1279 : f16 to f32
        %1281 = arith.addf %1273, %1280 : f32
        %1282 = arith.maximumf %1281, %cst : f32
        %1283 = arith.truncf %1282 : f32 to f16
        scf.yield %1283 : f16
      } else {
        %cst_156 = arith.constant 0.000000e+00 : f16
        scf.yield %cst_156 : f16
      }
      %1278 = arith.cmpi ult, %1267, %dim_28 : index
      scf.if %1278 {
        %true_156 = arith.constant true
        scf.if %true_156 {
          memref.store %1272, %alloc[%1267, %1268] : memref<200x256xf16>
        }
        %1279 = arith.addi %1268, %c1_9 : index
        %true_157 = arith.constant true
        scf.if %true_157 {
          memref.store %1277, %alloc[%1267, %1279] : memref<200x256xf16>
        }
      } {tir.role = "output-store"}
      gpu.terminator
    } {tir.schedule = {mma = "m64n256k16", persistent = false, raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 256, 64>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 8, 1>}}
    return %alloc : memref<200x256xf16>
  }
}

