// The IR before tir-tma-store: tirc compile tests/lit/Inputs/gemm_sm90.yaml --target sm_90a --emit=gpu --dump-before=tir-tma-store
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
    %c384 = arith.constant 384 : index
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %2, %arg10 = %c1_5, %arg11 = %c1_6) threads(%arg6, %arg7, %arg8) in (%arg12 = %c384, %arg13 = %c1_6, %arg14 = %c1_6) dynamic_shared_memory_size %c148528_i32 module(@gemm_sm90_gemm0) function(@gemm_sm90_gemm0) {
      %c0_8 = arith.constant 0 : index
      %c128_9 = arith.constant 128 : index
      %c3 = arith.constant 3 : index
      %c1_10 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
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
      %c2_11 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %c64_12 = arith.constant 64 : index
      %c1_13 = arith.constant 1 : index
      %c0_14 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c128_15 = arith.constant 128 : index
      %c49152 = arith.constant 49152 : index
      %c32768 = arith.constant 32768 : index
      %c16384 = arith.constant 16384 : index
      %c64_16 = arith.constant 64 : index
      %c2_17 = arith.constant 2 : index
      %c3_18 = arith.constant 3 : index
      %c1_19 = arith.constant 1 : index
      %c0_20 = arith.constant 0 : index
      %c147456 = arith.constant 147456 : index
      %c1024 = arith.constant 1024 : index
      %c64_21 = arith.constant 64 : index
      %c2_22 = arith.constant 2 : index
      %c8_23 = arith.constant 8 : index
      %c256_24 = arith.constant 256 : index
      %c128_25 = arith.constant 128 : index
      %c1_26 = arith.constant 1 : index
      %c0_27 = arith.constant 0 : index
      %dim_28 = memref.dim %alloc, %c1_26 : memref<200x256xf16>
      %dim_29 = memref.dim %arg0, %c1_26 : memref<200x72xf16>
      %5 = arith.ceildivui %dim_28, %c256_24 : index
      %6 = arith.muli %5, %c8_23 : index
      %7 = arith.divui %arg3, %6 : index
      %8 = arith.muli %7, %c8_23 : index
      %9 = arith.remui %arg3, %6 : index
      %10 = arith.remui %9, %c2_22 : index
      %11 = arith.addi %8, %10 : index
      %12 = arith.divui %9, %c2_22 : index
      %13 = arith.muli %11, %c128_25 {tir.role = "block-row"} : index
      %14 = arith.muli %12, %c256_24 {tir.role = "block-col"} : index
      %15 = arith.ceildivui %dim_29, %c64_21 : index
      %16 = builtin.unrealized_conversion_cast %3 : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none> to !llvm.ptr
      %17 = builtin.unrealized_conversion_cast %4 : !nvgpu.tensormap.descriptor<tensor = memref<256x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none> to !llvm.ptr
      %18 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %intptr = memref.extract_aligned_pointer_as_index %18 : memref<?xi8, #gpu.address_space<workgroup>> -> index
      %19 = arith.remui %intptr, %c1024 : index
      %20 = arith.subi %c1024, %19 : index
      %21 = arith.remui %20, %c1024 {tir.role = "shared-start"} : index
      %22 = arith.addi %21, %c147456 : index
      %view = memref.view %18[%22][] {tir.role = "mbarriers"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<6xi64, #gpu.address_space<workgroup>>
      %intptr_30 = memref.extract_aligned_pointer_as_index %view : memref<6xi64, #gpu.address_space<workgroup>> -> index
      %23 = arith.index_castui %intptr_30 : index to i64
      %c0_31 = arith.constant {tir.role = "first-step"} 0 : index
      %24 = arith.cmpi eq, %arg6, %c0_20 : index
      scf.if %24 {
        %c0_i64 = arith.constant 0 : i64
        %26 = arith.addi %23, %c0_i64 : i64
        %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<3>
        %c1_i32 = arith.constant 1 : i32
        nvvm.mbarrier.init %27, %c1_i32 : !llvm.ptr<3>, i32
        %c24_i64 = arith.constant 24 : i64
        %28 = arith.addi %23, %c24_i64 : i64
        %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<3>
        %c256_i32 = arith.constant 256 : i32
        nvvm.mbarrier.init %29, %c256_i32 : !llvm.ptr<3>, i32
        %c8_i64 = arith.constant 8 : i64
        %30 = arith.addi %23, %c8_i64 : i64
        %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<3>
        %c1_i32_32 = arith.constant 1 : i32
        nvvm.mbarrier.init %31, %c1_i32_32 : !llvm.ptr<3>, i32
        %c32_i64 = arith.constant 32 : i64
        %32 = arith.addi %23, %c32_i64 : i64
        %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<3>
        %c256_i32_33 = arith.constant 256 : i32
        nvvm.mbarrier.init %33, %c256_i32_33 : !llvm.ptr<3>, i32
        %c16_i64 = arith.constant 16 : i64
        %34 = arith.addi %23, %c16_i64 : i64
        %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
        %c1_i32_34 = arith.constant 1 : i32
        nvvm.mbarrier.init %35, %c1_i32_34 : !llvm.ptr<3>, i32
        %c40_i64 = arith.constant 40 : i64
        %36 = arith.addi %23, %c40_i64 : i64
        %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
        %c256_i32_35 = arith.constant 256 : i32
        nvvm.mbarrier.init %37, %c256_i32_35 : !llvm.ptr<3>, i32
        nvvm.fence.mbarrier.init
      }
      gpu.barrier {tir.role = "barriers-ready"}
      %25 = arith.cmpi ult, %arg6, %c128_9 : index
      scf.if %25 {
        nvvm.setmaxregister  decrease 40
        scf.for %arg15 = %c0_8 to %15 step %c1_19 {
          %26 = arith.cmpi eq, %arg6, %c0_20 : index
          scf.if %26 {
            %27 = arith.remui %arg15, %c3_18 : index
            %28 = arith.cmpi ule, %c3_18, %arg15 : index
            scf.if %28 {
              %51 = arith.divui %arg15, %c3_18 : index
              %52 = arith.addi %51, %c1_19 : index
              %53 = arith.remui %52, %c2_17 : index
              %54 = arith.index_castui %53 : index to i32
              %55 = arith.addi %27, %c3_18 : index
              %56 = arith.index_castui %55 : index to i64
              %c8_i64_36 = arith.constant 8 : i64
              %57 = arith.muli %56, %c8_i64_36 : i64
              %58 = arith.addi %23, %57 : i64
              %59 = llvm.inttoptr %58 : i64 to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity %59, %54, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            %29 = arith.index_castui %27 : index to i64
            %c8_i64 = arith.constant 8 : i64
            %30 = arith.muli %29, %c8_i64 : i64
            %31 = arith.addi %23, %30 : i64
            %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<3>
            %c49152_i32 = arith.constant 49152 : i32
            %33 = nvvm.mbarrier.arrive.expect_tx %32, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
            %34 = arith.subi %arg15, %c0_31 : index
            %35 = arith.muli %34, %c64_16 : index
            %36 = arith.muli %27, %c16384 : index
            %37 = arith.addi %21, %36 : index
            %view_32 = memref.view %18[%37][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x64xf16, #gpu.address_space<workgroup>>
            %intptr_33 = memref.extract_aligned_pointer_as_index %view_32 : memref<128x64xf16, #gpu.address_space<workgroup>> -> index
            %38 = arith.index_castui %intptr_33 : index to i64
            %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<3>
            %40 = llvm.addrspacecast %39 : !llvm.ptr<3> to !llvm.ptr<7>
            %41 = arith.index_castui %35 : index to i32
            %42 = arith.index_castui %13 : index to i32
            nvvm.cp.async.bulk.tensor.shared.cluster.global %40, %16, %32, box[%41, %42] : !llvm.ptr<7>, !llvm.ptr
            %43 = arith.muli %27, %c32768 : index
            %44 = arith.addi %c49152, %43 : index
            %45 = arith.addi %21, %44 : index
            %view_34 = memref.view %18[%45][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256x64xf16, #gpu.address_space<workgroup>>
            %intptr_35 = memref.extract_aligned_pointer_as_index %view_34 : memref<256x64xf16, #gpu.address_space<workgroup>> -> index
            %46 = arith.index_castui %intptr_35 : index to i64
            %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<3>
            %48 = llvm.addrspacecast %47 : !llvm.ptr<3> to !llvm.ptr<7>
            %49 = arith.index_castui %35 : index to i32
            %50 = arith.index_castui %14 : index to i32
            nvvm.cp.async.bulk.tensor.shared.cluster.global %48, %17, %32, box[%49, %50] : !llvm.ptr<7>, !llvm.ptr
          }
        } {tir.role = "tma-issue"}
      } else {
        nvvm.setmaxregister  increase 232
        %c128_32 = arith.constant {tir.role = "consumer-base"} 128 : index
        %26 = arith.subi %arg6, %c128_32 : index
        %27 = arith.divui %26, %c128_15 : index
        %28 = arith.remui %26, %c128_15 : index
        %29 = arith.divui %28, %c32 : index
        %30 = arith.remui %26, %c32 : index
        %dim_33 = memref.dim %alloc, %c0_14 : memref<200x256xf16>
        %31 = arith.muli %27, %c64_12 : index
        %32 = llvm.inline_asm has_side_effects "mov.b32 $0, 0;\0Amov.b32 $1, 0;\0Amov.b32 $2, 0;\0Amov.b32 $3, 0;\0Amov.b32 $4, 0;\0Amov.b32 $5, 0;\0Amov.b32 $6, 0;\0Amov.b32 $7, 0;\0Amov.b32 $8, 0;\0Amov.b32 $9, 0;\0Amov.b32 $10, 0;\0Amov.b32 $11, 0;\0Amov.b32 $12, 0;\0Amov.b32 $13, 0;\0Amov.b32 $14, 0;\0Amov.b32 $15, 0;\0Amov.b32 $16, 0;\0Amov.b32 $17, 0;\0Amov.b32 $18, 0;\0Amov.b32 $19, 0;\0Amov.b32 $20, 0;\0Amov.b32 $21, 0;\0Amov.b32 $22, 0;\0Amov.b32 $23, 0;\0Amov.b32 $24, 0;\0Amov.b32 $25, 0;\0Amov.b32 $26, 0;\0Amov.b32 $27, 0;\0Amov.b32 $28, 0;\0Amov.b32 $29, 0;\0Amov.b32 $30, 0;\0Amov.b32 $31, 0;\0Amov.b32 $32, 0;\0Amov.b32 $33, 0;\0Amov.b32 $34, 0;\0Amov.b32 $35, 0;\0Amov.b32 $36, 0;\0Amov.b32 $37, 0;\0Amov.b32 $38, 0;\0Amov.b32 $39, 0;\0Amov.b32 $40, 0;\0Amov.b32 $41, 0;\0Amov.b32 $42, 0;\0Amov.b32 $43, 0;\0Amov.b32 $44, 0;\0Amov.b32 $45, 0;\0Amov.b32 $46, 0;\0Amov.b32 $47, 0;\0Amov.b32 $48, 0;\0Amov.b32 $49, 0;\0Amov.b32 $50, 0;\0Amov.b32 $51, 0;\0Amov.b32 $52, 0;\0Amov.b32 $53, 0;\0Amov.b32 $54, 0;\0Amov.b32 $55, 0;\0Amov.b32 $56, 0;\0Amov.b32 $57, 0;\0Amov.b32 $58, 0;\0Amov.b32 $59, 0;\0Amov.b32 $60, 0;\0Amov.b32 $61, 0;\0Amov.b32 $62, 0;\0Amov.b32 $63, 0;\0Amov.b32 $64, 0;\0Amov.b32 $65, 0;\0Amov.b32 $66, 0;\0Amov.b32 $67, 0;\0Amov.b32 $68, 0;\0Amov.b32 $69, 0;\0Amov.b32 $70, 0;\0Amov.b32 $71, 0;\0Amov.b32 $72, 0;\0Amov.b32 $73, 0;\0Amov.b32 $74, 0;\0Amov.b32 $75, 0;\0Amov.b32 $76, 0;\0Amov.b32 $77, 0;\0Amov.b32 $78, 0;\0Amov.b32 $79, 0;\0Amov.b32 $80, 0;\0Amov.b32 $81, 0;\0Amov.b32 $82, 0;\0Amov.b32 $83, 0;\0Amov.b32 $84, 0;\0Amov.b32 $85, 0;\0Amov.b32 $86, 0;\0Amov.b32 $87, 0;\0Amov.b32 $88, 0;\0Amov.b32 $89, 0;\0Amov.b32 $90, 0;\0Amov.b32 $91, 0;\0Amov.b32 $92, 0;\0Amov.b32 $93, 0;\0Amov.b32 $94, 0;\0Amov.b32 $95, 0;\0Amov.b32 $96, 0;\0Amov.b32 $97, 0;\0Amov.b32 $98, 0;\0Amov.b32 $99, 0;\0Amov.b32 $100, 0;\0Amov.b32 $101, 0;\0Amov.b32 $102, 0;\0Amov.b32 $103, 0;\0Amov.b32 $104, 0;\0Amov.b32 $105, 0;\0Amov.b32 $106, 0;\0Amov.b32 $107, 0;\0Amov.b32 $108, 0;\0Amov.b32 $109, 0;\0Amov.b32 $110, 0;\0Amov.b32 $111, 0;\0Amov.b32 $112, 0;\0Amov.b32 $113, 0;\0Amov.b32 $114, 0;\0Amov.b32 $115, 0;\0Amov.b32 $116, 0;\0Amov.b32 $117, 0;\0Amov.b32 $118, 0;\0Amov.b32 $119, 0;\0Amov.b32 $120, 0;\0Amov.b32 $121, 0;\0Amov.b32 $122, 0;\0Amov.b32 $123, 0;\0Amov.b32 $124, 0;\0Amov.b32 $125, 0;\0Amov.b32 $126, 0;\0Amov.b32 $127, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f"  : () -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %33 = arith.minui %c2, %15 : index
        %34 = scf.for %arg15 = %c0_27 to %15 step %c1_26 iter_args(%arg16 = %32) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
          %1281 = arith.remui %arg15, %c3_18 : index
          %1282 = arith.divui %arg15, %c3_18 : index
          %1283 = arith.remui %1282, %c2_17 : index
          %1284 = arith.index_castui %1283 : index to i32
          %1285 = arith.index_castui %1281 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %1286 = arith.muli %1285, %c8_i64 : i64
          %1287 = arith.addi %23, %1286 : i64
          %1288 = llvm.inttoptr %1287 : i64 to !llvm.ptr<3>
          %c10000000_i32 = arith.constant 10000000 : i32
          nvvm.mbarrier.try_wait.parity %1288, %1284, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          %1289 = arith.muli %1281, %c16384 : index
          %1290 = arith.addi %21, %1289 : index
          %view_161 = memref.view %18[%1290][] {tir.role = "operand-a"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x64xf16, #gpu.address_space<workgroup>>
          %1291 = arith.muli %1281, %c32768 : index
          %1292 = arith.addi %c49152, %1291 : index
          %1293 = arith.addi %21, %1292 : index
          %view_162 = memref.view %18[%1293][] {tir.role = "operand-b"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<256x64xf16, #gpu.address_space<workgroup>>
          %intptr_163 = memref.extract_aligned_pointer_as_index %view_161 : memref<128x64xf16, #gpu.address_space<workgroup>> -> index
          %1294 = arith.index_castui %intptr_163 : index to i64
          %1295 = arith.trunci %1294 : i64 to i32
          %c262143_i32 = arith.constant 262143 : i32
          %1296 = arith.andi %1295, %c262143_i32 : i32
          %c4_i32 = arith.constant 4 : i32
          %1297 = arith.shrui %1296, %c4_i32 : i32
          %c65536_i32 = arith.constant 65536 : i32
          %1298 = arith.ori %1297, %c65536_i32 : i32
          %1299 = arith.muli %31, %c128_15 : index
          %1300 = arith.index_castui %1299 : index to i32
          %c4_i32_164 = arith.constant 4 : i32
          %1301 = arith.shrui %1300, %c4_i32_164 : i32
          %1302 = arith.addi %1298, %1301 : i32
          %intptr_165 = memref.extract_aligned_pointer_as_index %view_162 : memref<256x64xf16, #gpu.address_space<workgroup>> -> index
          %1303 = arith.index_castui %intptr_165 : index to i64
          %1304 = arith.trunci %1303 : i64 to i32
          %c262143_i32_166 = arith.constant 262143 : i32
          %1305 = arith.andi %1304, %c262143_i32_166 : i32
          %c4_i32_167 = arith.constant 4 : i32
          %1306 = arith.shrui %1305, %c4_i32_167 : i32
          %c65536_i32_168 = arith.constant 65536 : i32
          %1307 = arith.ori %1306, %c65536_i32_168 : i32
          %1308 = arith.extui %1302 : i32 to i64
          %c4611686293305294848_i64 = arith.constant 4611686293305294848 : i64
          %1309 = arith.ori %1308, %c4611686293305294848_i64 : i64
          %1310 = arith.extui %1307 : i32 to i64
          %c4611686293305294848_i64_169 = arith.constant 4611686293305294848 : i64
          %1311 = arith.ori %1310, %c4611686293305294848_i64_169 : i64
          %c2_i32 = arith.constant 2 : i32
          %1312 = arith.addi %1302, %c2_i32 : i32
          %1313 = arith.extui %1312 : i32 to i64
          %c4611686293305294848_i64_170 = arith.constant 4611686293305294848 : i64
          %1314 = arith.ori %1313, %c4611686293305294848_i64_170 : i64
          %c2_i32_171 = arith.constant 2 : i32
          %1315 = arith.addi %1307, %c2_i32_171 : i32
          %1316 = arith.extui %1315 : i32 to i64
          %c4611686293305294848_i64_172 = arith.constant 4611686293305294848 : i64
          %1317 = arith.ori %1316, %c4611686293305294848_i64_172 : i64
          %c4_i32_173 = arith.constant 4 : i32
          %1318 = arith.addi %1302, %c4_i32_173 : i32
          %1319 = arith.extui %1318 : i32 to i64
          %c4611686293305294848_i64_174 = arith.constant 4611686293305294848 : i64
          %1320 = arith.ori %1319, %c4611686293305294848_i64_174 : i64
          %c4_i32_175 = arith.constant 4 : i32
          %1321 = arith.addi %1307, %c4_i32_175 : i32
          %1322 = arith.extui %1321 : i32 to i64
          %c4611686293305294848_i64_176 = arith.constant 4611686293305294848 : i64
          %1323 = arith.ori %1322, %c4611686293305294848_i64_176 : i64
          %c6_i32 = arith.constant 6 : i32
          %1324 = arith.addi %1302, %c6_i32 : i32
          %1325 = arith.extui %1324 : i32 to i64
          %c4611686293305294848_i64_177 = arith.constant 4611686293305294848 : i64
          %1326 = arith.ori %1325, %c4611686293305294848_i64_177 : i64
          %c6_i32_178 = arith.constant 6 : i32
          %1327 = arith.addi %1307, %c6_i32_178 : i32
          %1328 = arith.extui %1327 : i32 to i64
          %c4611686293305294848_i64_179 = arith.constant 4611686293305294848 : i64
          %1329 = arith.ori %1328, %c4611686293305294848_i64_179 : i64
          nvvm.wgmma.fence.aligned
          %1330 = nvvm.wgmma.mma_async %1309, %1311, %arg16, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          %1331 = nvvm.wgmma.mma_async %1314, %1317, %1330, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          %1332 = nvvm.wgmma.mma_async %1320, %1323, %1331, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          %1333 = nvvm.wgmma.mma_async %1326, %1329, %1332, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
          nvvm.wgmma.commit.group.sync.aligned
          nvvm.wgmma.wait.group.sync.aligned {tir.role = "wgmma-wait"} 1
          %1334 = arith.addi %1281, %c3_18 : index
          %1335 = arith.index_castui %1334 : index to i64
          %c8_i64_180 = arith.constant 8 : i64
          %1336 = arith.muli %1335, %c8_i64_180 : i64
          %1337 = arith.addi %23, %1336 : i64
          %1338 = llvm.inttoptr %1337 : i64 to !llvm.ptr<3>
          %1339 = arith.cmpi ule, %c1_10, %arg15 : index
          scf.if %1339 {
            %intptr_181 = memref.extract_aligned_pointer_as_index %view : memref<6xi64, #gpu.address_space<workgroup>> -> index
            %1343 = arith.index_castui %intptr_181 : index to i64
            %1344 = arith.subi %arg15, %c1_10 : index
            %1345 = arith.remui %1344, %c3 : index
            %1346 = arith.addi %1345, %c3 : index
            %1347 = arith.index_castui %1346 : index to i64
            %c8_i64_182 = arith.constant 8 : i64
            %1348 = arith.muli %1347, %c8_i64_182 : i64
            %1349 = arith.addi %1343, %1348 : i64
            %1350 = llvm.inttoptr %1349 : i64 to !llvm.ptr<3>
            %1351 = nvvm.mbarrier.arrive %1350 {tir.role = "slot-release"} : !llvm.ptr<3> -> i64
          }
          %1340 = arith.addi %arg15, %c2 : index
          %1341 = arith.addi %1340, %c1_10 : index
          %1342 = arith.minui %1341, %15 : index
          scf.yield %1333 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        } {tir.role = "tma-k-loop"}
        nvvm.wgmma.wait.group.sync.aligned 0
        %35 = arith.muli %29, %c16 : index
        %36 = arith.divui %30, %c4 : index
        %37 = arith.addi %35, %36 : index
        %38 = arith.remui %30, %c4 : index
        %39 = arith.muli %38, %c2_11 : index
        %40 = arith.addi %13, %31 : index
        %41 = arith.addi %40, %37 : index
        %42 = arith.addi %14, %39 : index
        %43 = llvm.extractvalue %34[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %44 = arith.cmpi ult, %41, %dim_33 : index
        %true = arith.constant true
        %45 = arith.andi %44, %true : i1
        %46 = scf.if %45 -> (f16) {
          %1281 = memref.load %arg2[%42] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %43, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %47 = llvm.extractvalue %34[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %48 = arith.addi %42, %c1_13 : index
        %49 = arith.cmpi ult, %41, %dim_33 : index
        %true_34 = arith.constant true
        %50 = arith.andi %49, %true_34 : i1
        %51 = scf.if %50 -> (f16) {
          %1281 = memref.load %arg2[%48] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %47, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %52 = arith.cmpi ult, %41, %dim_33 : index
        scf.if %52 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %46, %alloc[%41, %42] : memref<200x256xf16>
          }
          %1281 = arith.addi %42, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %51, %alloc[%41, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %53 = arith.muli %29, %c16 : index
        %54 = arith.divui %30, %c4 : index
        %55 = arith.addi %53, %54 : index
        %56 = arith.addi %55, %c8 : index
        %57 = arith.remui %30, %c4 : index
        %58 = arith.muli %57, %c2_11 : index
        %59 = arith.addi %13, %31 : index
        %60 = arith.addi %59, %56 : index
        %61 = arith.addi %14, %58 : index
        %62 = llvm.extractvalue %34[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %63 = arith.cmpi ult, %60, %dim_33 : index
        %true_35 = arith.constant true
        %64 = arith.andi %63, %true_35 : i1
        %65 = scf.if %64 -> (f16) {
          %1281 = memref.load %arg2[%61] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %62, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %66 = llvm.extractvalue %34[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %67 = arith.addi %61, %c1_13 : index
        %68 = arith.cmpi ult, %60, %dim_33 : index
        %true_36 = arith.constant true
        %69 = arith.andi %68, %true_36 : i1
        %70 = scf.if %69 -> (f16) {
          %1281 = memref.load %arg2[%67] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %66, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %71 = arith.cmpi ult, %60, %dim_33 : index
        scf.if %71 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %65, %alloc[%60, %61] : memref<200x256xf16>
          }
          %1281 = arith.addi %61, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %70, %alloc[%60, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %72 = arith.muli %29, %c16 : index
        %73 = arith.divui %30, %c4 : index
        %74 = arith.addi %72, %73 : index
        %75 = arith.remui %30, %c4 : index
        %76 = arith.muli %75, %c2_11 : index
        %77 = arith.addi %76, %c8 : index
        %78 = arith.addi %13, %31 : index
        %79 = arith.addi %78, %74 : index
        %80 = arith.addi %14, %77 : index
        %81 = llvm.extractvalue %34[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %82 = arith.cmpi ult, %79, %dim_33 : index
        %true_37 = arith.constant true
        %83 = arith.andi %82, %true_37 : i1
        %84 = scf.if %83 -> (f16) {
          %1281 = memref.load %arg2[%80] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %81, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %85 = llvm.extractvalue %34[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %86 = arith.addi %80, %c1_13 : index
        %87 = arith.cmpi ult, %79, %dim_33 : index
        %true_38 = arith.constant true
        %88 = arith.andi %87, %true_38 : i1
        %89 = scf.if %88 -> (f16) {
          %1281 = memref.load %arg2[%86] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %85, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %90 = arith.cmpi ult, %79, %dim_33 : index
        scf.if %90 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %84, %alloc[%79, %80] : memref<200x256xf16>
          }
          %1281 = arith.addi %80, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %89, %alloc[%79, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %91 = arith.muli %29, %c16 : index
        %92 = arith.divui %30, %c4 : index
        %93 = arith.addi %91, %92 : index
        %94 = arith.addi %93, %c8 : index
        %95 = arith.remui %30, %c4 : index
        %96 = arith.muli %95, %c2_11 : index
        %97 = arith.addi %96, %c8 : index
        %98 = arith.addi %13, %31 : index
        %99 = arith.addi %98, %94 : index
        %100 = arith.addi %14, %97 : index
        %101 = llvm.extractvalue %34[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %102 = arith.cmpi ult, %99, %dim_33 : index
        %true_39 = arith.constant true
        %103 = arith.andi %102, %true_39 : i1
        %104 = scf.if %103 -> (f16) {
          %1281 = memref.load %arg2[%100] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %101, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %105 = llvm.extractvalue %34[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %106 = arith.addi %100, %c1_13 : index
        %107 = arith.cmpi ult, %99, %dim_33 : index
        %true_40 = arith.constant true
        %108 = arith.andi %107, %true_40 : i1
        %109 = scf.if %108 -> (f16) {
          %1281 = memref.load %arg2[%106] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %105, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %110 = arith.cmpi ult, %99, %dim_33 : index
        scf.if %110 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %104, %alloc[%99, %100] : memref<200x256xf16>
          }
          %1281 = arith.addi %100, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %109, %alloc[%99, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %111 = arith.muli %29, %c16 : index
        %112 = arith.divui %30, %c4 : index
        %113 = arith.addi %111, %112 : index
        %114 = arith.remui %30, %c4 : index
        %115 = arith.muli %114, %c2_11 : index
        %116 = arith.addi %115, %c16 : index
        %117 = arith.addi %13, %31 : index
        %118 = arith.addi %117, %113 : index
        %119 = arith.addi %14, %116 : index
        %120 = llvm.extractvalue %34[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %121 = arith.cmpi ult, %118, %dim_33 : index
        %true_41 = arith.constant true
        %122 = arith.andi %121, %true_41 : i1
        %123 = scf.if %122 -> (f16) {
          %1281 = memref.load %arg2[%119] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %120, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %124 = llvm.extractvalue %34[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %125 = arith.addi %119, %c1_13 : index
        %126 = arith.cmpi ult, %118, %dim_33 : index
        %true_42 = arith.constant true
        %127 = arith.andi %126, %true_42 : i1
        %128 = scf.if %127 -> (f16) {
          %1281 = memref.load %arg2[%125] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %124, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %129 = arith.cmpi ult, %118, %dim_33 : index
        scf.if %129 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %123, %alloc[%118, %119] : memref<200x256xf16>
          }
          %1281 = arith.addi %119, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %128, %alloc[%118, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %130 = arith.muli %29, %c16 : index
        %131 = arith.divui %30, %c4 : index
        %132 = arith.addi %130, %131 : index
        %133 = arith.addi %132, %c8 : index
        %134 = arith.remui %30, %c4 : index
        %135 = arith.muli %134, %c2_11 : index
        %136 = arith.addi %135, %c16 : index
        %137 = arith.addi %13, %31 : index
        %138 = arith.addi %137, %133 : index
        %139 = arith.addi %14, %136 : index
        %140 = llvm.extractvalue %34[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %141 = arith.cmpi ult, %138, %dim_33 : index
        %true_43 = arith.constant true
        %142 = arith.andi %141, %true_43 : i1
        %143 = scf.if %142 -> (f16) {
          %1281 = memref.load %arg2[%139] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %140, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %144 = llvm.extractvalue %34[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %145 = arith.addi %139, %c1_13 : index
        %146 = arith.cmpi ult, %138, %dim_33 : index
        %true_44 = arith.constant true
        %147 = arith.andi %146, %true_44 : i1
        %148 = scf.if %147 -> (f16) {
          %1281 = memref.load %arg2[%145] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %144, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %149 = arith.cmpi ult, %138, %dim_33 : index
        scf.if %149 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %143, %alloc[%138, %139] : memref<200x256xf16>
          }
          %1281 = arith.addi %139, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %148, %alloc[%138, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %150 = arith.muli %29, %c16 : index
        %151 = arith.divui %30, %c4 : index
        %152 = arith.addi %150, %151 : index
        %153 = arith.remui %30, %c4 : index
        %154 = arith.muli %153, %c2_11 : index
        %155 = arith.addi %154, %c24 : index
        %156 = arith.addi %13, %31 : index
        %157 = arith.addi %156, %152 : index
        %158 = arith.addi %14, %155 : index
        %159 = llvm.extractvalue %34[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %160 = arith.cmpi ult, %157, %dim_33 : index
        %true_45 = arith.constant true
        %161 = arith.andi %160, %true_45 : i1
        %162 = scf.if %161 -> (f16) {
          %1281 = memref.load %arg2[%158] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %159, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %163 = llvm.extractvalue %34[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %164 = arith.addi %158, %c1_13 : index
        %165 = arith.cmpi ult, %157, %dim_33 : index
        %true_46 = arith.constant true
        %166 = arith.andi %165, %true_46 : i1
        %167 = scf.if %166 -> (f16) {
          %1281 = memref.load %arg2[%164] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %163, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %168 = arith.cmpi ult, %157, %dim_33 : index
        scf.if %168 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %162, %alloc[%157, %158] : memref<200x256xf16>
          }
          %1281 = arith.addi %158, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %167, %alloc[%157, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %169 = arith.muli %29, %c16 : index
        %170 = arith.divui %30, %c4 : index
        %171 = arith.addi %169, %170 : index
        %172 = arith.addi %171, %c8 : index
        %173 = arith.remui %30, %c4 : index
        %174 = arith.muli %173, %c2_11 : index
        %175 = arith.addi %174, %c24 : index
        %176 = arith.addi %13, %31 : index
        %177 = arith.addi %176, %172 : index
        %178 = arith.addi %14, %175 : index
        %179 = llvm.extractvalue %34[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %180 = arith.cmpi ult, %177, %dim_33 : index
        %true_47 = arith.constant true
        %181 = arith.andi %180, %true_47 : i1
        %182 = scf.if %181 -> (f16) {
          %1281 = memref.load %arg2[%178] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %179, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %183 = llvm.extractvalue %34[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %184 = arith.addi %178, %c1_13 : index
        %185 = arith.cmpi ult, %177, %dim_33 : index
        %true_48 = arith.constant true
        %186 = arith.andi %185, %true_48 : i1
        %187 = scf.if %186 -> (f16) {
          %1281 = memref.load %arg2[%184] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %183, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %188 = arith.cmpi ult, %177, %dim_33 : index
        scf.if %188 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %182, %alloc[%177, %178] : memref<200x256xf16>
          }
          %1281 = arith.addi %178, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %187, %alloc[%177, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %189 = arith.muli %29, %c16 : index
        %190 = arith.divui %30, %c4 : index
        %191 = arith.addi %189, %190 : index
        %192 = arith.remui %30, %c4 : index
        %193 = arith.muli %192, %c2_11 : index
        %194 = arith.addi %193, %c32 : index
        %195 = arith.addi %13, %31 : index
        %196 = arith.addi %195, %191 : index
        %197 = arith.addi %14, %194 : index
        %198 = llvm.extractvalue %34[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %199 = arith.cmpi ult, %196, %dim_33 : index
        %true_49 = arith.constant true
        %200 = arith.andi %199, %true_49 : i1
        %201 = scf.if %200 -> (f16) {
          %1281 = memref.load %arg2[%197] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %198, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %202 = llvm.extractvalue %34[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %203 = arith.addi %197, %c1_13 : index
        %204 = arith.cmpi ult, %196, %dim_33 : index
        %true_50 = arith.constant true
        %205 = arith.andi %204, %true_50 : i1
        %206 = scf.if %205 -> (f16) {
          %1281 = memref.load %arg2[%203] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %202, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %207 = arith.cmpi ult, %196, %dim_33 : index
        scf.if %207 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %201, %alloc[%196, %197] : memref<200x256xf16>
          }
          %1281 = arith.addi %197, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %206, %alloc[%196, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %208 = arith.muli %29, %c16 : index
        %209 = arith.divui %30, %c4 : index
        %210 = arith.addi %208, %209 : index
        %211 = arith.addi %210, %c8 : index
        %212 = arith.remui %30, %c4 : index
        %213 = arith.muli %212, %c2_11 : index
        %214 = arith.addi %213, %c32 : index
        %215 = arith.addi %13, %31 : index
        %216 = arith.addi %215, %211 : index
        %217 = arith.addi %14, %214 : index
        %218 = llvm.extractvalue %34[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %219 = arith.cmpi ult, %216, %dim_33 : index
        %true_51 = arith.constant true
        %220 = arith.andi %219, %true_51 : i1
        %221 = scf.if %220 -> (f16) {
          %1281 = memref.load %arg2[%217] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %218, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %222 = llvm.extractvalue %34[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %223 = arith.addi %217, %c1_13 : index
        %224 = arith.cmpi ult, %216, %dim_33 : index
        %true_52 = arith.constant true
        %225 = arith.andi %224, %true_52 : i1
        %226 = scf.if %225 -> (f16) {
          %1281 = memref.load %arg2[%223] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %222, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %227 = arith.cmpi ult, %216, %dim_33 : index
        scf.if %227 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %221, %alloc[%216, %217] : memref<200x256xf16>
          }
          %1281 = arith.addi %217, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %226, %alloc[%216, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %228 = arith.muli %29, %c16 : index
        %229 = arith.divui %30, %c4 : index
        %230 = arith.addi %228, %229 : index
        %231 = arith.remui %30, %c4 : index
        %232 = arith.muli %231, %c2_11 : index
        %233 = arith.addi %232, %c40 : index
        %234 = arith.addi %13, %31 : index
        %235 = arith.addi %234, %230 : index
        %236 = arith.addi %14, %233 : index
        %237 = llvm.extractvalue %34[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %238 = arith.cmpi ult, %235, %dim_33 : index
        %true_53 = arith.constant true
        %239 = arith.andi %238, %true_53 : i1
        %240 = scf.if %239 -> (f16) {
          %1281 = memref.load %arg2[%236] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %237, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %241 = llvm.extractvalue %34[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %242 = arith.addi %236, %c1_13 : index
        %243 = arith.cmpi ult, %235, %dim_33 : index
        %true_54 = arith.constant true
        %244 = arith.andi %243, %true_54 : i1
        %245 = scf.if %244 -> (f16) {
          %1281 = memref.load %arg2[%242] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %241, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %246 = arith.cmpi ult, %235, %dim_33 : index
        scf.if %246 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %240, %alloc[%235, %236] : memref<200x256xf16>
          }
          %1281 = arith.addi %236, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %245, %alloc[%235, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %247 = arith.muli %29, %c16 : index
        %248 = arith.divui %30, %c4 : index
        %249 = arith.addi %247, %248 : index
        %250 = arith.addi %249, %c8 : index
        %251 = arith.remui %30, %c4 : index
        %252 = arith.muli %251, %c2_11 : index
        %253 = arith.addi %252, %c40 : index
        %254 = arith.addi %13, %31 : index
        %255 = arith.addi %254, %250 : index
        %256 = arith.addi %14, %253 : index
        %257 = llvm.extractvalue %34[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %258 = arith.cmpi ult, %255, %dim_33 : index
        %true_55 = arith.constant true
        %259 = arith.andi %258, %true_55 : i1
        %260 = scf.if %259 -> (f16) {
          %1281 = memref.load %arg2[%256] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %257, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %261 = llvm.extractvalue %34[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %262 = arith.addi %256, %c1_13 : index
        %263 = arith.cmpi ult, %255, %dim_33 : index
        %true_56 = arith.constant true
        %264 = arith.andi %263, %true_56 : i1
        %265 = scf.if %264 -> (f16) {
          %1281 = memref.load %arg2[%262] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %261, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %266 = arith.cmpi ult, %255, %dim_33 : index
        scf.if %266 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %260, %alloc[%255, %256] : memref<200x256xf16>
          }
          %1281 = arith.addi %256, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %265, %alloc[%255, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %267 = arith.muli %29, %c16 : index
        %268 = arith.divui %30, %c4 : index
        %269 = arith.addi %267, %268 : index
        %270 = arith.remui %30, %c4 : index
        %271 = arith.muli %270, %c2_11 : index
        %272 = arith.addi %271, %c48 : index
        %273 = arith.addi %13, %31 : index
        %274 = arith.addi %273, %269 : index
        %275 = arith.addi %14, %272 : index
        %276 = llvm.extractvalue %34[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %277 = arith.cmpi ult, %274, %dim_33 : index
        %true_57 = arith.constant true
        %278 = arith.andi %277, %true_57 : i1
        %279 = scf.if %278 -> (f16) {
          %1281 = memref.load %arg2[%275] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %276, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %280 = llvm.extractvalue %34[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %281 = arith.addi %275, %c1_13 : index
        %282 = arith.cmpi ult, %274, %dim_33 : index
        %true_58 = arith.constant true
        %283 = arith.andi %282, %true_58 : i1
        %284 = scf.if %283 -> (f16) {
          %1281 = memref.load %arg2[%281] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %280, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %285 = arith.cmpi ult, %274, %dim_33 : index
        scf.if %285 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %279, %alloc[%274, %275] : memref<200x256xf16>
          }
          %1281 = arith.addi %275, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %284, %alloc[%274, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %286 = arith.muli %29, %c16 : index
        %287 = arith.divui %30, %c4 : index
        %288 = arith.addi %286, %287 : index
        %289 = arith.addi %288, %c8 : index
        %290 = arith.remui %30, %c4 : index
        %291 = arith.muli %290, %c2_11 : index
        %292 = arith.addi %291, %c48 : index
        %293 = arith.addi %13, %31 : index
        %294 = arith.addi %293, %289 : index
        %295 = arith.addi %14, %292 : index
        %296 = llvm.extractvalue %34[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %297 = arith.cmpi ult, %294, %dim_33 : index
        %true_59 = arith.constant true
        %298 = arith.andi %297, %true_59 : i1
        %299 = scf.if %298 -> (f16) {
          %1281 = memref.load %arg2[%295] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %296, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %300 = llvm.extractvalue %34[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %301 = arith.addi %295, %c1_13 : index
        %302 = arith.cmpi ult, %294, %dim_33 : index
        %true_60 = arith.constant true
        %303 = arith.andi %302, %true_60 : i1
        %304 = scf.if %303 -> (f16) {
          %1281 = memref.load %arg2[%301] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %300, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %305 = arith.cmpi ult, %294, %dim_33 : index
        scf.if %305 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %299, %alloc[%294, %295] : memref<200x256xf16>
          }
          %1281 = arith.addi %295, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %304, %alloc[%294, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %306 = arith.muli %29, %c16 : index
        %307 = arith.divui %30, %c4 : index
        %308 = arith.addi %306, %307 : index
        %309 = arith.remui %30, %c4 : index
        %310 = arith.muli %309, %c2_11 : index
        %311 = arith.addi %310, %c56 : index
        %312 = arith.addi %13, %31 : index
        %313 = arith.addi %312, %308 : index
        %314 = arith.addi %14, %311 : index
        %315 = llvm.extractvalue %34[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %316 = arith.cmpi ult, %313, %dim_33 : index
        %true_61 = arith.constant true
        %317 = arith.andi %316, %true_61 : i1
        %318 = scf.if %317 -> (f16) {
          %1281 = memref.load %arg2[%314] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %315, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %319 = llvm.extractvalue %34[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %320 = arith.addi %314, %c1_13 : index
        %321 = arith.cmpi ult, %313, %dim_33 : index
        %true_62 = arith.constant true
        %322 = arith.andi %321, %true_62 : i1
        %323 = scf.if %322 -> (f16) {
          %1281 = memref.load %arg2[%320] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %319, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %324 = arith.cmpi ult, %313, %dim_33 : index
        scf.if %324 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %318, %alloc[%313, %314] : memref<200x256xf16>
          }
          %1281 = arith.addi %314, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %323, %alloc[%313, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %325 = arith.muli %29, %c16 : index
        %326 = arith.divui %30, %c4 : index
        %327 = arith.addi %325, %326 : index
        %328 = arith.addi %327, %c8 : index
        %329 = arith.remui %30, %c4 : index
        %330 = arith.muli %329, %c2_11 : index
        %331 = arith.addi %330, %c56 : index
        %332 = arith.addi %13, %31 : index
        %333 = arith.addi %332, %328 : index
        %334 = arith.addi %14, %331 : index
        %335 = llvm.extractvalue %34[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %336 = arith.cmpi ult, %333, %dim_33 : index
        %true_63 = arith.constant true
        %337 = arith.andi %336, %true_63 : i1
        %338 = scf.if %337 -> (f16) {
          %1281 = memref.load %arg2[%334] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %335, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %339 = llvm.extractvalue %34[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %340 = arith.addi %334, %c1_13 : index
        %341 = arith.cmpi ult, %333, %dim_33 : index
        %true_64 = arith.constant true
        %342 = arith.andi %341, %true_64 : i1
        %343 = scf.if %342 -> (f16) {
          %1281 = memref.load %arg2[%340] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %339, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %344 = arith.cmpi ult, %333, %dim_33 : index
        scf.if %344 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %338, %alloc[%333, %334] : memref<200x256xf16>
          }
          %1281 = arith.addi %334, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %343, %alloc[%333, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %345 = arith.muli %29, %c16 : index
        %346 = arith.divui %30, %c4 : index
        %347 = arith.addi %345, %346 : index
        %348 = arith.remui %30, %c4 : index
        %349 = arith.muli %348, %c2_11 : index
        %350 = arith.addi %349, %c64_12 : index
        %351 = arith.addi %13, %31 : index
        %352 = arith.addi %351, %347 : index
        %353 = arith.addi %14, %350 : index
        %354 = llvm.extractvalue %34[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %355 = arith.cmpi ult, %352, %dim_33 : index
        %true_65 = arith.constant true
        %356 = arith.andi %355, %true_65 : i1
        %357 = scf.if %356 -> (f16) {
          %1281 = memref.load %arg2[%353] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %354, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %358 = llvm.extractvalue %34[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %359 = arith.addi %353, %c1_13 : index
        %360 = arith.cmpi ult, %352, %dim_33 : index
        %true_66 = arith.constant true
        %361 = arith.andi %360, %true_66 : i1
        %362 = scf.if %361 -> (f16) {
          %1281 = memref.load %arg2[%359] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %358, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %363 = arith.cmpi ult, %352, %dim_33 : index
        scf.if %363 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %357, %alloc[%352, %353] : memref<200x256xf16>
          }
          %1281 = arith.addi %353, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %362, %alloc[%352, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %364 = arith.muli %29, %c16 : index
        %365 = arith.divui %30, %c4 : index
        %366 = arith.addi %364, %365 : index
        %367 = arith.addi %366, %c8 : index
        %368 = arith.remui %30, %c4 : index
        %369 = arith.muli %368, %c2_11 : index
        %370 = arith.addi %369, %c64_12 : index
        %371 = arith.addi %13, %31 : index
        %372 = arith.addi %371, %367 : index
        %373 = arith.addi %14, %370 : index
        %374 = llvm.extractvalue %34[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %375 = arith.cmpi ult, %372, %dim_33 : index
        %true_67 = arith.constant true
        %376 = arith.andi %375, %true_67 : i1
        %377 = scf.if %376 -> (f16) {
          %1281 = memref.load %arg2[%373] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %374, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %378 = llvm.extractvalue %34[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %379 = arith.addi %373, %c1_13 : index
        %380 = arith.cmpi ult, %372, %dim_33 : index
        %true_68 = arith.constant true
        %381 = arith.andi %380, %true_68 : i1
        %382 = scf.if %381 -> (f16) {
          %1281 = memref.load %arg2[%379] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %378, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %383 = arith.cmpi ult, %372, %dim_33 : index
        scf.if %383 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %377, %alloc[%372, %373] : memref<200x256xf16>
          }
          %1281 = arith.addi %373, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %382, %alloc[%372, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %384 = arith.muli %29, %c16 : index
        %385 = arith.divui %30, %c4 : index
        %386 = arith.addi %384, %385 : index
        %387 = arith.remui %30, %c4 : index
        %388 = arith.muli %387, %c2_11 : index
        %389 = arith.addi %388, %c72 : index
        %390 = arith.addi %13, %31 : index
        %391 = arith.addi %390, %386 : index
        %392 = arith.addi %14, %389 : index
        %393 = llvm.extractvalue %34[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %394 = arith.cmpi ult, %391, %dim_33 : index
        %true_69 = arith.constant true
        %395 = arith.andi %394, %true_69 : i1
        %396 = scf.if %395 -> (f16) {
          %1281 = memref.load %arg2[%392] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %393, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %397 = llvm.extractvalue %34[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %398 = arith.addi %392, %c1_13 : index
        %399 = arith.cmpi ult, %391, %dim_33 : index
        %true_70 = arith.constant true
        %400 = arith.andi %399, %true_70 : i1
        %401 = scf.if %400 -> (f16) {
          %1281 = memref.load %arg2[%398] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %397, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %402 = arith.cmpi ult, %391, %dim_33 : index
        scf.if %402 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %396, %alloc[%391, %392] : memref<200x256xf16>
          }
          %1281 = arith.addi %392, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %401, %alloc[%391, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %403 = arith.muli %29, %c16 : index
        %404 = arith.divui %30, %c4 : index
        %405 = arith.addi %403, %404 : index
        %406 = arith.addi %405, %c8 : index
        %407 = arith.remui %30, %c4 : index
        %408 = arith.muli %407, %c2_11 : index
        %409 = arith.addi %408, %c72 : index
        %410 = arith.addi %13, %31 : index
        %411 = arith.addi %410, %406 : index
        %412 = arith.addi %14, %409 : index
        %413 = llvm.extractvalue %34[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %414 = arith.cmpi ult, %411, %dim_33 : index
        %true_71 = arith.constant true
        %415 = arith.andi %414, %true_71 : i1
        %416 = scf.if %415 -> (f16) {
          %1281 = memref.load %arg2[%412] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %413, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %417 = llvm.extractvalue %34[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %418 = arith.addi %412, %c1_13 : index
        %419 = arith.cmpi ult, %411, %dim_33 : index
        %true_72 = arith.constant true
        %420 = arith.andi %419, %true_72 : i1
        %421 = scf.if %420 -> (f16) {
          %1281 = memref.load %arg2[%418] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %417, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %422 = arith.cmpi ult, %411, %dim_33 : index
        scf.if %422 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %416, %alloc[%411, %412] : memref<200x256xf16>
          }
          %1281 = arith.addi %412, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %421, %alloc[%411, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %423 = arith.muli %29, %c16 : index
        %424 = arith.divui %30, %c4 : index
        %425 = arith.addi %423, %424 : index
        %426 = arith.remui %30, %c4 : index
        %427 = arith.muli %426, %c2_11 : index
        %428 = arith.addi %427, %c80 : index
        %429 = arith.addi %13, %31 : index
        %430 = arith.addi %429, %425 : index
        %431 = arith.addi %14, %428 : index
        %432 = llvm.extractvalue %34[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %433 = arith.cmpi ult, %430, %dim_33 : index
        %true_73 = arith.constant true
        %434 = arith.andi %433, %true_73 : i1
        %435 = scf.if %434 -> (f16) {
          %1281 = memref.load %arg2[%431] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %432, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %436 = llvm.extractvalue %34[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %437 = arith.addi %431, %c1_13 : index
        %438 = arith.cmpi ult, %430, %dim_33 : index
        %true_74 = arith.constant true
        %439 = arith.andi %438, %true_74 : i1
        %440 = scf.if %439 -> (f16) {
          %1281 = memref.load %arg2[%437] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %436, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %441 = arith.cmpi ult, %430, %dim_33 : index
        scf.if %441 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %435, %alloc[%430, %431] : memref<200x256xf16>
          }
          %1281 = arith.addi %431, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %440, %alloc[%430, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %442 = arith.muli %29, %c16 : index
        %443 = arith.divui %30, %c4 : index
        %444 = arith.addi %442, %443 : index
        %445 = arith.addi %444, %c8 : index
        %446 = arith.remui %30, %c4 : index
        %447 = arith.muli %446, %c2_11 : index
        %448 = arith.addi %447, %c80 : index
        %449 = arith.addi %13, %31 : index
        %450 = arith.addi %449, %445 : index
        %451 = arith.addi %14, %448 : index
        %452 = llvm.extractvalue %34[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %453 = arith.cmpi ult, %450, %dim_33 : index
        %true_75 = arith.constant true
        %454 = arith.andi %453, %true_75 : i1
        %455 = scf.if %454 -> (f16) {
          %1281 = memref.load %arg2[%451] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %452, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %456 = llvm.extractvalue %34[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %457 = arith.addi %451, %c1_13 : index
        %458 = arith.cmpi ult, %450, %dim_33 : index
        %true_76 = arith.constant true
        %459 = arith.andi %458, %true_76 : i1
        %460 = scf.if %459 -> (f16) {
          %1281 = memref.load %arg2[%457] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %456, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %461 = arith.cmpi ult, %450, %dim_33 : index
        scf.if %461 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %455, %alloc[%450, %451] : memref<200x256xf16>
          }
          %1281 = arith.addi %451, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %460, %alloc[%450, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %462 = arith.muli %29, %c16 : index
        %463 = arith.divui %30, %c4 : index
        %464 = arith.addi %462, %463 : index
        %465 = arith.remui %30, %c4 : index
        %466 = arith.muli %465, %c2_11 : index
        %467 = arith.addi %466, %c88 : index
        %468 = arith.addi %13, %31 : index
        %469 = arith.addi %468, %464 : index
        %470 = arith.addi %14, %467 : index
        %471 = llvm.extractvalue %34[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %472 = arith.cmpi ult, %469, %dim_33 : index
        %true_77 = arith.constant true
        %473 = arith.andi %472, %true_77 : i1
        %474 = scf.if %473 -> (f16) {
          %1281 = memref.load %arg2[%470] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %471, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %475 = llvm.extractvalue %34[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %476 = arith.addi %470, %c1_13 : index
        %477 = arith.cmpi ult, %469, %dim_33 : index
        %true_78 = arith.constant true
        %478 = arith.andi %477, %true_78 : i1
        %479 = scf.if %478 -> (f16) {
          %1281 = memref.load %arg2[%476] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %475, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %480 = arith.cmpi ult, %469, %dim_33 : index
        scf.if %480 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %474, %alloc[%469, %470] : memref<200x256xf16>
          }
          %1281 = arith.addi %470, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %479, %alloc[%469, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %481 = arith.muli %29, %c16 : index
        %482 = arith.divui %30, %c4 : index
        %483 = arith.addi %481, %482 : index
        %484 = arith.addi %483, %c8 : index
        %485 = arith.remui %30, %c4 : index
        %486 = arith.muli %485, %c2_11 : index
        %487 = arith.addi %486, %c88 : index
        %488 = arith.addi %13, %31 : index
        %489 = arith.addi %488, %484 : index
        %490 = arith.addi %14, %487 : index
        %491 = llvm.extractvalue %34[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %492 = arith.cmpi ult, %489, %dim_33 : index
        %true_79 = arith.constant true
        %493 = arith.andi %492, %true_79 : i1
        %494 = scf.if %493 -> (f16) {
          %1281 = memref.load %arg2[%490] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %491, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %495 = llvm.extractvalue %34[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %496 = arith.addi %490, %c1_13 : index
        %497 = arith.cmpi ult, %489, %dim_33 : index
        %true_80 = arith.constant true
        %498 = arith.andi %497, %true_80 : i1
        %499 = scf.if %498 -> (f16) {
          %1281 = memref.load %arg2[%496] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %495, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %500 = arith.cmpi ult, %489, %dim_33 : index
        scf.if %500 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %494, %alloc[%489, %490] : memref<200x256xf16>
          }
          %1281 = arith.addi %490, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %499, %alloc[%489, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %501 = arith.muli %29, %c16 : index
        %502 = arith.divui %30, %c4 : index
        %503 = arith.addi %501, %502 : index
        %504 = arith.remui %30, %c4 : index
        %505 = arith.muli %504, %c2_11 : index
        %506 = arith.addi %505, %c96 : index
        %507 = arith.addi %13, %31 : index
        %508 = arith.addi %507, %503 : index
        %509 = arith.addi %14, %506 : index
        %510 = llvm.extractvalue %34[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %511 = arith.cmpi ult, %508, %dim_33 : index
        %true_81 = arith.constant true
        %512 = arith.andi %511, %true_81 : i1
        %513 = scf.if %512 -> (f16) {
          %1281 = memref.load %arg2[%509] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %510, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %514 = llvm.extractvalue %34[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %515 = arith.addi %509, %c1_13 : index
        %516 = arith.cmpi ult, %508, %dim_33 : index
        %true_82 = arith.constant true
        %517 = arith.andi %516, %true_82 : i1
        %518 = scf.if %517 -> (f16) {
          %1281 = memref.load %arg2[%515] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %514, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %519 = arith.cmpi ult, %508, %dim_33 : index
        scf.if %519 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %513, %alloc[%508, %509] : memref<200x256xf16>
          }
          %1281 = arith.addi %509, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %518, %alloc[%508, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %520 = arith.muli %29, %c16 : index
        %521 = arith.divui %30, %c4 : index
        %522 = arith.addi %520, %521 : index
        %523 = arith.addi %522, %c8 : index
        %524 = arith.remui %30, %c4 : index
        %525 = arith.muli %524, %c2_11 : index
        %526 = arith.addi %525, %c96 : index
        %527 = arith.addi %13, %31 : index
        %528 = arith.addi %527, %523 : index
        %529 = arith.addi %14, %526 : index
        %530 = llvm.extractvalue %34[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %531 = arith.cmpi ult, %528, %dim_33 : index
        %true_83 = arith.constant true
        %532 = arith.andi %531, %true_83 : i1
        %533 = scf.if %532 -> (f16) {
          %1281 = memref.load %arg2[%529] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %530, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %534 = llvm.extractvalue %34[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %535 = arith.addi %529, %c1_13 : index
        %536 = arith.cmpi ult, %528, %dim_33 : index
        %true_84 = arith.constant true
        %537 = arith.andi %536, %true_84 : i1
        %538 = scf.if %537 -> (f16) {
          %1281 = memref.load %arg2[%535] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %534, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %539 = arith.cmpi ult, %528, %dim_33 : index
        scf.if %539 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %533, %alloc[%528, %529] : memref<200x256xf16>
          }
          %1281 = arith.addi %529, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %538, %alloc[%528, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %540 = arith.muli %29, %c16 : index
        %541 = arith.divui %30, %c4 : index
        %542 = arith.addi %540, %541 : index
        %543 = arith.remui %30, %c4 : index
        %544 = arith.muli %543, %c2_11 : index
        %545 = arith.addi %544, %c104 : index
        %546 = arith.addi %13, %31 : index
        %547 = arith.addi %546, %542 : index
        %548 = arith.addi %14, %545 : index
        %549 = llvm.extractvalue %34[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %550 = arith.cmpi ult, %547, %dim_33 : index
        %true_85 = arith.constant true
        %551 = arith.andi %550, %true_85 : i1
        %552 = scf.if %551 -> (f16) {
          %1281 = memref.load %arg2[%548] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %549, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %553 = llvm.extractvalue %34[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %554 = arith.addi %548, %c1_13 : index
        %555 = arith.cmpi ult, %547, %dim_33 : index
        %true_86 = arith.constant true
        %556 = arith.andi %555, %true_86 : i1
        %557 = scf.if %556 -> (f16) {
          %1281 = memref.load %arg2[%554] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %553, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %558 = arith.cmpi ult, %547, %dim_33 : index
        scf.if %558 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %552, %alloc[%547, %548] : memref<200x256xf16>
          }
          %1281 = arith.addi %548, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %557, %alloc[%547, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %559 = arith.muli %29, %c16 : index
        %560 = arith.divui %30, %c4 : index
        %561 = arith.addi %559, %560 : index
        %562 = arith.addi %561, %c8 : index
        %563 = arith.remui %30, %c4 : index
        %564 = arith.muli %563, %c2_11 : index
        %565 = arith.addi %564, %c104 : index
        %566 = arith.addi %13, %31 : index
        %567 = arith.addi %566, %562 : index
        %568 = arith.addi %14, %565 : index
        %569 = llvm.extractvalue %34[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %570 = arith.cmpi ult, %567, %dim_33 : index
        %true_87 = arith.constant true
        %571 = arith.andi %570, %true_87 : i1
        %572 = scf.if %571 -> (f16) {
          %1281 = memref.load %arg2[%568] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %569, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %573 = llvm.extractvalue %34[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %574 = arith.addi %568, %c1_13 : index
        %575 = arith.cmpi ult, %567, %dim_33 : index
        %true_88 = arith.constant true
        %576 = arith.andi %575, %true_88 : i1
        %577 = scf.if %576 -> (f16) {
          %1281 = memref.load %arg2[%574] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %573, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %578 = arith.cmpi ult, %567, %dim_33 : index
        scf.if %578 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %572, %alloc[%567, %568] : memref<200x256xf16>
          }
          %1281 = arith.addi %568, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %577, %alloc[%567, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %579 = arith.muli %29, %c16 : index
        %580 = arith.divui %30, %c4 : index
        %581 = arith.addi %579, %580 : index
        %582 = arith.remui %30, %c4 : index
        %583 = arith.muli %582, %c2_11 : index
        %584 = arith.addi %583, %c112 : index
        %585 = arith.addi %13, %31 : index
        %586 = arith.addi %585, %581 : index
        %587 = arith.addi %14, %584 : index
        %588 = llvm.extractvalue %34[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %589 = arith.cmpi ult, %586, %dim_33 : index
        %true_89 = arith.constant true
        %590 = arith.andi %589, %true_89 : i1
        %591 = scf.if %590 -> (f16) {
          %1281 = memref.load %arg2[%587] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %588, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %592 = llvm.extractvalue %34[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %593 = arith.addi %587, %c1_13 : index
        %594 = arith.cmpi ult, %586, %dim_33 : index
        %true_90 = arith.constant true
        %595 = arith.andi %594, %true_90 : i1
        %596 = scf.if %595 -> (f16) {
          %1281 = memref.load %arg2[%593] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %592, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %597 = arith.cmpi ult, %586, %dim_33 : index
        scf.if %597 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %591, %alloc[%586, %587] : memref<200x256xf16>
          }
          %1281 = arith.addi %587, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %596, %alloc[%586, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %598 = arith.muli %29, %c16 : index
        %599 = arith.divui %30, %c4 : index
        %600 = arith.addi %598, %599 : index
        %601 = arith.addi %600, %c8 : index
        %602 = arith.remui %30, %c4 : index
        %603 = arith.muli %602, %c2_11 : index
        %604 = arith.addi %603, %c112 : index
        %605 = arith.addi %13, %31 : index
        %606 = arith.addi %605, %601 : index
        %607 = arith.addi %14, %604 : index
        %608 = llvm.extractvalue %34[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %609 = arith.cmpi ult, %606, %dim_33 : index
        %true_91 = arith.constant true
        %610 = arith.andi %609, %true_91 : i1
        %611 = scf.if %610 -> (f16) {
          %1281 = memref.load %arg2[%607] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %608, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %612 = llvm.extractvalue %34[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %613 = arith.addi %607, %c1_13 : index
        %614 = arith.cmpi ult, %606, %dim_33 : index
        %true_92 = arith.constant true
        %615 = arith.andi %614, %true_92 : i1
        %616 = scf.if %615 -> (f16) {
          %1281 = memref.load %arg2[%613] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %612, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %617 = arith.cmpi ult, %606, %dim_33 : index
        scf.if %617 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %611, %alloc[%606, %607] : memref<200x256xf16>
          }
          %1281 = arith.addi %607, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %616, %alloc[%606, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %618 = arith.muli %29, %c16 : index
        %619 = arith.divui %30, %c4 : index
        %620 = arith.addi %618, %619 : index
        %621 = arith.remui %30, %c4 : index
        %622 = arith.muli %621, %c2_11 : index
        %623 = arith.addi %622, %c120 : index
        %624 = arith.addi %13, %31 : index
        %625 = arith.addi %624, %620 : index
        %626 = arith.addi %14, %623 : index
        %627 = llvm.extractvalue %34[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %628 = arith.cmpi ult, %625, %dim_33 : index
        %true_93 = arith.constant true
        %629 = arith.andi %628, %true_93 : i1
        %630 = scf.if %629 -> (f16) {
          %1281 = memref.load %arg2[%626] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %627, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %631 = llvm.extractvalue %34[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %632 = arith.addi %626, %c1_13 : index
        %633 = arith.cmpi ult, %625, %dim_33 : index
        %true_94 = arith.constant true
        %634 = arith.andi %633, %true_94 : i1
        %635 = scf.if %634 -> (f16) {
          %1281 = memref.load %arg2[%632] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %631, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %636 = arith.cmpi ult, %625, %dim_33 : index
        scf.if %636 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %630, %alloc[%625, %626] : memref<200x256xf16>
          }
          %1281 = arith.addi %626, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %635, %alloc[%625, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %637 = arith.muli %29, %c16 : index
        %638 = arith.divui %30, %c4 : index
        %639 = arith.addi %637, %638 : index
        %640 = arith.addi %639, %c8 : index
        %641 = arith.remui %30, %c4 : index
        %642 = arith.muli %641, %c2_11 : index
        %643 = arith.addi %642, %c120 : index
        %644 = arith.addi %13, %31 : index
        %645 = arith.addi %644, %640 : index
        %646 = arith.addi %14, %643 : index
        %647 = llvm.extractvalue %34[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %648 = arith.cmpi ult, %645, %dim_33 : index
        %true_95 = arith.constant true
        %649 = arith.andi %648, %true_95 : i1
        %650 = scf.if %649 -> (f16) {
          %1281 = memref.load %arg2[%646] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %647, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %651 = llvm.extractvalue %34[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %652 = arith.addi %646, %c1_13 : index
        %653 = arith.cmpi ult, %645, %dim_33 : index
        %true_96 = arith.constant true
        %654 = arith.andi %653, %true_96 : i1
        %655 = scf.if %654 -> (f16) {
          %1281 = memref.load %arg2[%652] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %651, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %656 = arith.cmpi ult, %645, %dim_33 : index
        scf.if %656 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %650, %alloc[%645, %646] : memref<200x256xf16>
          }
          %1281 = arith.addi %646, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %655, %alloc[%645, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %657 = arith.muli %29, %c16 : index
        %658 = arith.divui %30, %c4 : index
        %659 = arith.addi %657, %658 : index
        %660 = arith.remui %30, %c4 : index
        %661 = arith.muli %660, %c2_11 : index
        %662 = arith.addi %661, %c128_15 : index
        %663 = arith.addi %13, %31 : index
        %664 = arith.addi %663, %659 : index
        %665 = arith.addi %14, %662 : index
        %666 = llvm.extractvalue %34[64] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %667 = arith.cmpi ult, %664, %dim_33 : index
        %true_97 = arith.constant true
        %668 = arith.andi %667, %true_97 : i1
        %669 = scf.if %668 -> (f16) {
          %1281 = memref.load %arg2[%665] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %666, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %670 = llvm.extractvalue %34[65] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %671 = arith.addi %665, %c1_13 : index
        %672 = arith.cmpi ult, %664, %dim_33 : index
        %true_98 = arith.constant true
        %673 = arith.andi %672, %true_98 : i1
        %674 = scf.if %673 -> (f16) {
          %1281 = memref.load %arg2[%671] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %670, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %675 = arith.cmpi ult, %664, %dim_33 : index
        scf.if %675 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %669, %alloc[%664, %665] : memref<200x256xf16>
          }
          %1281 = arith.addi %665, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %674, %alloc[%664, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %676 = arith.muli %29, %c16 : index
        %677 = arith.divui %30, %c4 : index
        %678 = arith.addi %676, %677 : index
        %679 = arith.addi %678, %c8 : index
        %680 = arith.remui %30, %c4 : index
        %681 = arith.muli %680, %c2_11 : index
        %682 = arith.addi %681, %c128_15 : index
        %683 = arith.addi %13, %31 : index
        %684 = arith.addi %683, %679 : index
        %685 = arith.addi %14, %682 : index
        %686 = llvm.extractvalue %34[66] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %687 = arith.cmpi ult, %684, %dim_33 : index
        %true_99 = arith.constant true
        %688 = arith.andi %687, %true_99 : i1
        %689 = scf.if %688 -> (f16) {
          %1281 = memref.load %arg2[%685] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %686, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %690 = llvm.extractvalue %34[67] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %691 = arith.addi %685, %c1_13 : index
        %692 = arith.cmpi ult, %684, %dim_33 : index
        %true_100 = arith.constant true
        %693 = arith.andi %692, %true_100 : i1
        %694 = scf.if %693 -> (f16) {
          %1281 = memref.load %arg2[%691] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %690, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %695 = arith.cmpi ult, %684, %dim_33 : index
        scf.if %695 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %689, %alloc[%684, %685] : memref<200x256xf16>
          }
          %1281 = arith.addi %685, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %694, %alloc[%684, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %696 = arith.muli %29, %c16 : index
        %697 = arith.divui %30, %c4 : index
        %698 = arith.addi %696, %697 : index
        %699 = arith.remui %30, %c4 : index
        %700 = arith.muli %699, %c2_11 : index
        %701 = arith.addi %700, %c136 : index
        %702 = arith.addi %13, %31 : index
        %703 = arith.addi %702, %698 : index
        %704 = arith.addi %14, %701 : index
        %705 = llvm.extractvalue %34[68] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %706 = arith.cmpi ult, %703, %dim_33 : index
        %true_101 = arith.constant true
        %707 = arith.andi %706, %true_101 : i1
        %708 = scf.if %707 -> (f16) {
          %1281 = memref.load %arg2[%704] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %705, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %709 = llvm.extractvalue %34[69] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %710 = arith.addi %704, %c1_13 : index
        %711 = arith.cmpi ult, %703, %dim_33 : index
        %true_102 = arith.constant true
        %712 = arith.andi %711, %true_102 : i1
        %713 = scf.if %712 -> (f16) {
          %1281 = memref.load %arg2[%710] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %709, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %714 = arith.cmpi ult, %703, %dim_33 : index
        scf.if %714 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %708, %alloc[%703, %704] : memref<200x256xf16>
          }
          %1281 = arith.addi %704, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %713, %alloc[%703, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %715 = arith.muli %29, %c16 : index
        %716 = arith.divui %30, %c4 : index
        %717 = arith.addi %715, %716 : index
        %718 = arith.addi %717, %c8 : index
        %719 = arith.remui %30, %c4 : index
        %720 = arith.muli %719, %c2_11 : index
        %721 = arith.addi %720, %c136 : index
        %722 = arith.addi %13, %31 : index
        %723 = arith.addi %722, %718 : index
        %724 = arith.addi %14, %721 : index
        %725 = llvm.extractvalue %34[70] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %726 = arith.cmpi ult, %723, %dim_33 : index
        %true_103 = arith.constant true
        %727 = arith.andi %726, %true_103 : i1
        %728 = scf.if %727 -> (f16) {
          %1281 = memref.load %arg2[%724] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %725, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %729 = llvm.extractvalue %34[71] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %730 = arith.addi %724, %c1_13 : index
        %731 = arith.cmpi ult, %723, %dim_33 : index
        %true_104 = arith.constant true
        %732 = arith.andi %731, %true_104 : i1
        %733 = scf.if %732 -> (f16) {
          %1281 = memref.load %arg2[%730] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %729, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %734 = arith.cmpi ult, %723, %dim_33 : index
        scf.if %734 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %728, %alloc[%723, %724] : memref<200x256xf16>
          }
          %1281 = arith.addi %724, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %733, %alloc[%723, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %735 = arith.muli %29, %c16 : index
        %736 = arith.divui %30, %c4 : index
        %737 = arith.addi %735, %736 : index
        %738 = arith.remui %30, %c4 : index
        %739 = arith.muli %738, %c2_11 : index
        %740 = arith.addi %739, %c144 : index
        %741 = arith.addi %13, %31 : index
        %742 = arith.addi %741, %737 : index
        %743 = arith.addi %14, %740 : index
        %744 = llvm.extractvalue %34[72] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %745 = arith.cmpi ult, %742, %dim_33 : index
        %true_105 = arith.constant true
        %746 = arith.andi %745, %true_105 : i1
        %747 = scf.if %746 -> (f16) {
          %1281 = memref.load %arg2[%743] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %744, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %748 = llvm.extractvalue %34[73] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %749 = arith.addi %743, %c1_13 : index
        %750 = arith.cmpi ult, %742, %dim_33 : index
        %true_106 = arith.constant true
        %751 = arith.andi %750, %true_106 : i1
        %752 = scf.if %751 -> (f16) {
          %1281 = memref.load %arg2[%749] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %748, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %753 = arith.cmpi ult, %742, %dim_33 : index
        scf.if %753 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %747, %alloc[%742, %743] : memref<200x256xf16>
          }
          %1281 = arith.addi %743, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %752, %alloc[%742, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %754 = arith.muli %29, %c16 : index
        %755 = arith.divui %30, %c4 : index
        %756 = arith.addi %754, %755 : index
        %757 = arith.addi %756, %c8 : index
        %758 = arith.remui %30, %c4 : index
        %759 = arith.muli %758, %c2_11 : index
        %760 = arith.addi %759, %c144 : index
        %761 = arith.addi %13, %31 : index
        %762 = arith.addi %761, %757 : index
        %763 = arith.addi %14, %760 : index
        %764 = llvm.extractvalue %34[74] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %765 = arith.cmpi ult, %762, %dim_33 : index
        %true_107 = arith.constant true
        %766 = arith.andi %765, %true_107 : i1
        %767 = scf.if %766 -> (f16) {
          %1281 = memref.load %arg2[%763] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %764, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %768 = llvm.extractvalue %34[75] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %769 = arith.addi %763, %c1_13 : index
        %770 = arith.cmpi ult, %762, %dim_33 : index
        %true_108 = arith.constant true
        %771 = arith.andi %770, %true_108 : i1
        %772 = scf.if %771 -> (f16) {
          %1281 = memref.load %arg2[%769] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %768, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %773 = arith.cmpi ult, %762, %dim_33 : index
        scf.if %773 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %767, %alloc[%762, %763] : memref<200x256xf16>
          }
          %1281 = arith.addi %763, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %772, %alloc[%762, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %774 = arith.muli %29, %c16 : index
        %775 = arith.divui %30, %c4 : index
        %776 = arith.addi %774, %775 : index
        %777 = arith.remui %30, %c4 : index
        %778 = arith.muli %777, %c2_11 : index
        %779 = arith.addi %778, %c152 : index
        %780 = arith.addi %13, %31 : index
        %781 = arith.addi %780, %776 : index
        %782 = arith.addi %14, %779 : index
        %783 = llvm.extractvalue %34[76] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %784 = arith.cmpi ult, %781, %dim_33 : index
        %true_109 = arith.constant true
        %785 = arith.andi %784, %true_109 : i1
        %786 = scf.if %785 -> (f16) {
          %1281 = memref.load %arg2[%782] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %783, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %787 = llvm.extractvalue %34[77] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %788 = arith.addi %782, %c1_13 : index
        %789 = arith.cmpi ult, %781, %dim_33 : index
        %true_110 = arith.constant true
        %790 = arith.andi %789, %true_110 : i1
        %791 = scf.if %790 -> (f16) {
          %1281 = memref.load %arg2[%788] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %787, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %792 = arith.cmpi ult, %781, %dim_33 : index
        scf.if %792 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %786, %alloc[%781, %782] : memref<200x256xf16>
          }
          %1281 = arith.addi %782, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %791, %alloc[%781, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %793 = arith.muli %29, %c16 : index
        %794 = arith.divui %30, %c4 : index
        %795 = arith.addi %793, %794 : index
        %796 = arith.addi %795, %c8 : index
        %797 = arith.remui %30, %c4 : index
        %798 = arith.muli %797, %c2_11 : index
        %799 = arith.addi %798, %c152 : index
        %800 = arith.addi %13, %31 : index
        %801 = arith.addi %800, %796 : index
        %802 = arith.addi %14, %799 : index
        %803 = llvm.extractvalue %34[78] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %804 = arith.cmpi ult, %801, %dim_33 : index
        %true_111 = arith.constant true
        %805 = arith.andi %804, %true_111 : i1
        %806 = scf.if %805 -> (f16) {
          %1281 = memref.load %arg2[%802] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %803, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %807 = llvm.extractvalue %34[79] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %808 = arith.addi %802, %c1_13 : index
        %809 = arith.cmpi ult, %801, %dim_33 : index
        %true_112 = arith.constant true
        %810 = arith.andi %809, %true_112 : i1
        %811 = scf.if %810 -> (f16) {
          %1281 = memref.load %arg2[%808] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %807, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %812 = arith.cmpi ult, %801, %dim_33 : index
        scf.if %812 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %806, %alloc[%801, %802] : memref<200x256xf16>
          }
          %1281 = arith.addi %802, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %811, %alloc[%801, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %813 = arith.muli %29, %c16 : index
        %814 = arith.divui %30, %c4 : index
        %815 = arith.addi %813, %814 : index
        %816 = arith.remui %30, %c4 : index
        %817 = arith.muli %816, %c2_11 : index
        %818 = arith.addi %817, %c160 : index
        %819 = arith.addi %13, %31 : index
        %820 = arith.addi %819, %815 : index
        %821 = arith.addi %14, %818 : index
        %822 = llvm.extractvalue %34[80] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %823 = arith.cmpi ult, %820, %dim_33 : index
        %true_113 = arith.constant true
        %824 = arith.andi %823, %true_113 : i1
        %825 = scf.if %824 -> (f16) {
          %1281 = memref.load %arg2[%821] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %822, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %826 = llvm.extractvalue %34[81] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %827 = arith.addi %821, %c1_13 : index
        %828 = arith.cmpi ult, %820, %dim_33 : index
        %true_114 = arith.constant true
        %829 = arith.andi %828, %true_114 : i1
        %830 = scf.if %829 -> (f16) {
          %1281 = memref.load %arg2[%827] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %826, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %831 = arith.cmpi ult, %820, %dim_33 : index
        scf.if %831 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %825, %alloc[%820, %821] : memref<200x256xf16>
          }
          %1281 = arith.addi %821, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %830, %alloc[%820, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %832 = arith.muli %29, %c16 : index
        %833 = arith.divui %30, %c4 : index
        %834 = arith.addi %832, %833 : index
        %835 = arith.addi %834, %c8 : index
        %836 = arith.remui %30, %c4 : index
        %837 = arith.muli %836, %c2_11 : index
        %838 = arith.addi %837, %c160 : index
        %839 = arith.addi %13, %31 : index
        %840 = arith.addi %839, %835 : index
        %841 = arith.addi %14, %838 : index
        %842 = llvm.extractvalue %34[82] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %843 = arith.cmpi ult, %840, %dim_33 : index
        %true_115 = arith.constant true
        %844 = arith.andi %843, %true_115 : i1
        %845 = scf.if %844 -> (f16) {
          %1281 = memref.load %arg2[%841] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %842, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %846 = llvm.extractvalue %34[83] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %847 = arith.addi %841, %c1_13 : index
        %848 = arith.cmpi ult, %840, %dim_33 : index
        %true_116 = arith.constant true
        %849 = arith.andi %848, %true_116 : i1
        %850 = scf.if %849 -> (f16) {
          %1281 = memref.load %arg2[%847] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %846, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %851 = arith.cmpi ult, %840, %dim_33 : index
        scf.if %851 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %845, %alloc[%840, %841] : memref<200x256xf16>
          }
          %1281 = arith.addi %841, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %850, %alloc[%840, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %852 = arith.muli %29, %c16 : index
        %853 = arith.divui %30, %c4 : index
        %854 = arith.addi %852, %853 : index
        %855 = arith.remui %30, %c4 : index
        %856 = arith.muli %855, %c2_11 : index
        %857 = arith.addi %856, %c168 : index
        %858 = arith.addi %13, %31 : index
        %859 = arith.addi %858, %854 : index
        %860 = arith.addi %14, %857 : index
        %861 = llvm.extractvalue %34[84] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %862 = arith.cmpi ult, %859, %dim_33 : index
        %true_117 = arith.constant true
        %863 = arith.andi %862, %true_117 : i1
        %864 = scf.if %863 -> (f16) {
          %1281 = memref.load %arg2[%860] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %861, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %865 = llvm.extractvalue %34[85] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %866 = arith.addi %860, %c1_13 : index
        %867 = arith.cmpi ult, %859, %dim_33 : index
        %true_118 = arith.constant true
        %868 = arith.andi %867, %true_118 : i1
        %869 = scf.if %868 -> (f16) {
          %1281 = memref.load %arg2[%866] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %865, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %870 = arith.cmpi ult, %859, %dim_33 : index
        scf.if %870 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %864, %alloc[%859, %860] : memref<200x256xf16>
          }
          %1281 = arith.addi %860, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %869, %alloc[%859, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %871 = arith.muli %29, %c16 : index
        %872 = arith.divui %30, %c4 : index
        %873 = arith.addi %871, %872 : index
        %874 = arith.addi %873, %c8 : index
        %875 = arith.remui %30, %c4 : index
        %876 = arith.muli %875, %c2_11 : index
        %877 = arith.addi %876, %c168 : index
        %878 = arith.addi %13, %31 : index
        %879 = arith.addi %878, %874 : index
        %880 = arith.addi %14, %877 : index
        %881 = llvm.extractvalue %34[86] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %882 = arith.cmpi ult, %879, %dim_33 : index
        %true_119 = arith.constant true
        %883 = arith.andi %882, %true_119 : i1
        %884 = scf.if %883 -> (f16) {
          %1281 = memref.load %arg2[%880] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %881, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %885 = llvm.extractvalue %34[87] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %886 = arith.addi %880, %c1_13 : index
        %887 = arith.cmpi ult, %879, %dim_33 : index
        %true_120 = arith.constant true
        %888 = arith.andi %887, %true_120 : i1
        %889 = scf.if %888 -> (f16) {
          %1281 = memref.load %arg2[%886] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %885, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %890 = arith.cmpi ult, %879, %dim_33 : index
        scf.if %890 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %884, %alloc[%879, %880] : memref<200x256xf16>
          }
          %1281 = arith.addi %880, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %889, %alloc[%879, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %891 = arith.muli %29, %c16 : index
        %892 = arith.divui %30, %c4 : index
        %893 = arith.addi %891, %892 : index
        %894 = arith.remui %30, %c4 : index
        %895 = arith.muli %894, %c2_11 : index
        %896 = arith.addi %895, %c176 : index
        %897 = arith.addi %13, %31 : index
        %898 = arith.addi %897, %893 : index
        %899 = arith.addi %14, %896 : index
        %900 = llvm.extractvalue %34[88] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %901 = arith.cmpi ult, %898, %dim_33 : index
        %true_121 = arith.constant true
        %902 = arith.andi %901, %true_121 : i1
        %903 = scf.if %902 -> (f16) {
          %1281 = memref.load %arg2[%899] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %900, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %904 = llvm.extractvalue %34[89] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %905 = arith.addi %899, %c1_13 : index
        %906 = arith.cmpi ult, %898, %dim_33 : index
        %true_122 = arith.constant true
        %907 = arith.andi %906, %true_122 : i1
        %908 = scf.if %907 -> (f16) {
          %1281 = memref.load %arg2[%905] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %904, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %909 = arith.cmpi ult, %898, %dim_33 : index
        scf.if %909 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %903, %alloc[%898, %899] : memref<200x256xf16>
          }
          %1281 = arith.addi %899, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %908, %alloc[%898, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %910 = arith.muli %29, %c16 : index
        %911 = arith.divui %30, %c4 : index
        %912 = arith.addi %910, %911 : index
        %913 = arith.addi %912, %c8 : index
        %914 = arith.remui %30, %c4 : index
        %915 = arith.muli %914, %c2_11 : index
        %916 = arith.addi %915, %c176 : index
        %917 = arith.addi %13, %31 : index
        %918 = arith.addi %917, %913 : index
        %919 = arith.addi %14, %916 : index
        %920 = llvm.extractvalue %34[90] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %921 = arith.cmpi ult, %918, %dim_33 : index
        %true_123 = arith.constant true
        %922 = arith.andi %921, %true_123 : i1
        %923 = scf.if %922 -> (f16) {
          %1281 = memref.load %arg2[%919] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %920, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %924 = llvm.extractvalue %34[91] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %925 = arith.addi %919, %c1_13 : index
        %926 = arith.cmpi ult, %918, %dim_33 : index
        %true_124 = arith.constant true
        %927 = arith.andi %926, %true_124 : i1
        %928 = scf.if %927 -> (f16) {
          %1281 = memref.load %arg2[%925] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %924, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %929 = arith.cmpi ult, %918, %dim_33 : index
        scf.if %929 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %923, %alloc[%918, %919] : memref<200x256xf16>
          }
          %1281 = arith.addi %919, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %928, %alloc[%918, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %930 = arith.muli %29, %c16 : index
        %931 = arith.divui %30, %c4 : index
        %932 = arith.addi %930, %931 : index
        %933 = arith.remui %30, %c4 : index
        %934 = arith.muli %933, %c2_11 : index
        %935 = arith.addi %934, %c184 : index
        %936 = arith.addi %13, %31 : index
        %937 = arith.addi %936, %932 : index
        %938 = arith.addi %14, %935 : index
        %939 = llvm.extractvalue %34[92] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %940 = arith.cmpi ult, %937, %dim_33 : index
        %true_125 = arith.constant true
        %941 = arith.andi %940, %true_125 : i1
        %942 = scf.if %941 -> (f16) {
          %1281 = memref.load %arg2[%938] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %939, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %943 = llvm.extractvalue %34[93] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %944 = arith.addi %938, %c1_13 : index
        %945 = arith.cmpi ult, %937, %dim_33 : index
        %true_126 = arith.constant true
        %946 = arith.andi %945, %true_126 : i1
        %947 = scf.if %946 -> (f16) {
          %1281 = memref.load %arg2[%944] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %943, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %948 = arith.cmpi ult, %937, %dim_33 : index
        scf.if %948 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %942, %alloc[%937, %938] : memref<200x256xf16>
          }
          %1281 = arith.addi %938, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %947, %alloc[%937, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %949 = arith.muli %29, %c16 : index
        %950 = arith.divui %30, %c4 : index
        %951 = arith.addi %949, %950 : index
        %952 = arith.addi %951, %c8 : index
        %953 = arith.remui %30, %c4 : index
        %954 = arith.muli %953, %c2_11 : index
        %955 = arith.addi %954, %c184 : index
        %956 = arith.addi %13, %31 : index
        %957 = arith.addi %956, %952 : index
        %958 = arith.addi %14, %955 : index
        %959 = llvm.extractvalue %34[94] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %960 = arith.cmpi ult, %957, %dim_33 : index
        %true_127 = arith.constant true
        %961 = arith.andi %960, %true_127 : i1
        %962 = scf.if %961 -> (f16) {
          %1281 = memref.load %arg2[%958] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %959, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %963 = llvm.extractvalue %34[95] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %964 = arith.addi %958, %c1_13 : index
        %965 = arith.cmpi ult, %957, %dim_33 : index
        %true_128 = arith.constant true
        %966 = arith.andi %965, %true_128 : i1
        %967 = scf.if %966 -> (f16) {
          %1281 = memref.load %arg2[%964] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %963, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %968 = arith.cmpi ult, %957, %dim_33 : index
        scf.if %968 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %962, %alloc[%957, %958] : memref<200x256xf16>
          }
          %1281 = arith.addi %958, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %967, %alloc[%957, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %969 = arith.muli %29, %c16 : index
        %970 = arith.divui %30, %c4 : index
        %971 = arith.addi %969, %970 : index
        %972 = arith.remui %30, %c4 : index
        %973 = arith.muli %972, %c2_11 : index
        %974 = arith.addi %973, %c192 : index
        %975 = arith.addi %13, %31 : index
        %976 = arith.addi %975, %971 : index
        %977 = arith.addi %14, %974 : index
        %978 = llvm.extractvalue %34[96] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %979 = arith.cmpi ult, %976, %dim_33 : index
        %true_129 = arith.constant true
        %980 = arith.andi %979, %true_129 : i1
        %981 = scf.if %980 -> (f16) {
          %1281 = memref.load %arg2[%977] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %978, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %982 = llvm.extractvalue %34[97] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %983 = arith.addi %977, %c1_13 : index
        %984 = arith.cmpi ult, %976, %dim_33 : index
        %true_130 = arith.constant true
        %985 = arith.andi %984, %true_130 : i1
        %986 = scf.if %985 -> (f16) {
          %1281 = memref.load %arg2[%983] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %982, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %987 = arith.cmpi ult, %976, %dim_33 : index
        scf.if %987 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %981, %alloc[%976, %977] : memref<200x256xf16>
          }
          %1281 = arith.addi %977, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %986, %alloc[%976, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %988 = arith.muli %29, %c16 : index
        %989 = arith.divui %30, %c4 : index
        %990 = arith.addi %988, %989 : index
        %991 = arith.addi %990, %c8 : index
        %992 = arith.remui %30, %c4 : index
        %993 = arith.muli %992, %c2_11 : index
        %994 = arith.addi %993, %c192 : index
        %995 = arith.addi %13, %31 : index
        %996 = arith.addi %995, %991 : index
        %997 = arith.addi %14, %994 : index
        %998 = llvm.extractvalue %34[98] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %999 = arith.cmpi ult, %996, %dim_33 : index
        %true_131 = arith.constant true
        %1000 = arith.andi %999, %true_131 : i1
        %1001 = scf.if %1000 -> (f16) {
          %1281 = memref.load %arg2[%997] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %998, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1002 = llvm.extractvalue %34[99] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1003 = arith.addi %997, %c1_13 : index
        %1004 = arith.cmpi ult, %996, %dim_33 : index
        %true_132 = arith.constant true
        %1005 = arith.andi %1004, %true_132 : i1
        %1006 = scf.if %1005 -> (f16) {
          %1281 = memref.load %arg2[%1003] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1002, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1007 = arith.cmpi ult, %996, %dim_33 : index
        scf.if %1007 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1001, %alloc[%996, %997] : memref<200x256xf16>
          }
          %1281 = arith.addi %997, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1006, %alloc[%996, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1008 = arith.muli %29, %c16 : index
        %1009 = arith.divui %30, %c4 : index
        %1010 = arith.addi %1008, %1009 : index
        %1011 = arith.remui %30, %c4 : index
        %1012 = arith.muli %1011, %c2_11 : index
        %1013 = arith.addi %1012, %c200 : index
        %1014 = arith.addi %13, %31 : index
        %1015 = arith.addi %1014, %1010 : index
        %1016 = arith.addi %14, %1013 : index
        %1017 = llvm.extractvalue %34[100] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1018 = arith.cmpi ult, %1015, %dim_33 : index
        %true_133 = arith.constant true
        %1019 = arith.andi %1018, %true_133 : i1
        %1020 = scf.if %1019 -> (f16) {
          %1281 = memref.load %arg2[%1016] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1017, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1021 = llvm.extractvalue %34[101] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1022 = arith.addi %1016, %c1_13 : index
        %1023 = arith.cmpi ult, %1015, %dim_33 : index
        %true_134 = arith.constant true
        %1024 = arith.andi %1023, %true_134 : i1
        %1025 = scf.if %1024 -> (f16) {
          %1281 = memref.load %arg2[%1022] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1021, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1026 = arith.cmpi ult, %1015, %dim_33 : index
        scf.if %1026 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1020, %alloc[%1015, %1016] : memref<200x256xf16>
          }
          %1281 = arith.addi %1016, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1025, %alloc[%1015, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1027 = arith.muli %29, %c16 : index
        %1028 = arith.divui %30, %c4 : index
        %1029 = arith.addi %1027, %1028 : index
        %1030 = arith.addi %1029, %c8 : index
        %1031 = arith.remui %30, %c4 : index
        %1032 = arith.muli %1031, %c2_11 : index
        %1033 = arith.addi %1032, %c200 : index
        %1034 = arith.addi %13, %31 : index
        %1035 = arith.addi %1034, %1030 : index
        %1036 = arith.addi %14, %1033 : index
        %1037 = llvm.extractvalue %34[102] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1038 = arith.cmpi ult, %1035, %dim_33 : index
        %true_135 = arith.constant true
        %1039 = arith.andi %1038, %true_135 : i1
        %1040 = scf.if %1039 -> (f16) {
          %1281 = memref.load %arg2[%1036] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1037, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1041 = llvm.extractvalue %34[103] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1042 = arith.addi %1036, %c1_13 : index
        %1043 = arith.cmpi ult, %1035, %dim_33 : index
        %true_136 = arith.constant true
        %1044 = arith.andi %1043, %true_136 : i1
        %1045 = scf.if %1044 -> (f16) {
          %1281 = memref.load %arg2[%1042] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1041, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1046 = arith.cmpi ult, %1035, %dim_33 : index
        scf.if %1046 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1040, %alloc[%1035, %1036] : memref<200x256xf16>
          }
          %1281 = arith.addi %1036, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1045, %alloc[%1035, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1047 = arith.muli %29, %c16 : index
        %1048 = arith.divui %30, %c4 : index
        %1049 = arith.addi %1047, %1048 : index
        %1050 = arith.remui %30, %c4 : index
        %1051 = arith.muli %1050, %c2_11 : index
        %1052 = arith.addi %1051, %c208 : index
        %1053 = arith.addi %13, %31 : index
        %1054 = arith.addi %1053, %1049 : index
        %1055 = arith.addi %14, %1052 : index
        %1056 = llvm.extractvalue %34[104] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1057 = arith.cmpi ult, %1054, %dim_33 : index
        %true_137 = arith.constant true
        %1058 = arith.andi %1057, %true_137 : i1
        %1059 = scf.if %1058 -> (f16) {
          %1281 = memref.load %arg2[%1055] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1056, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1060 = llvm.extractvalue %34[105] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1061 = arith.addi %1055, %c1_13 : index
        %1062 = arith.cmpi ult, %1054, %dim_33 : index
        %true_138 = arith.constant true
        %1063 = arith.andi %1062, %true_138 : i1
        %1064 = scf.if %1063 -> (f16) {
          %1281 = memref.load %arg2[%1061] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1060, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1065 = arith.cmpi ult, %1054, %dim_33 : index
        scf.if %1065 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1059, %alloc[%1054, %1055] : memref<200x256xf16>
          }
          %1281 = arith.addi %1055, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1064, %alloc[%1054, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1066 = arith.muli %29, %c16 : index
        %1067 = arith.divui %30, %c4 : index
        %1068 = arith.addi %1066, %1067 : index
        %1069 = arith.addi %1068, %c8 : index
        %1070 = arith.remui %30, %c4 : index
        %1071 = arith.muli %1070, %c2_11 : index
        %1072 = arith.addi %1071, %c208 : index
        %1073 = arith.addi %13, %31 : index
        %1074 = arith.addi %1073, %1069 : index
        %1075 = arith.addi %14, %1072 : index
        %1076 = llvm.extractvalue %34[106] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1077 = arith.cmpi ult, %1074, %dim_33 : index
        %true_139 = arith.constant true
        %1078 = arith.andi %1077, %true_139 : i1
        %1079 = scf.if %1078 -> (f16) {
          %1281 = memref.load %arg2[%1075] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1076, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1080 = llvm.extractvalue %34[107] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1081 = arith.addi %1075, %c1_13 : index
        %1082 = arith.cmpi ult, %1074, %dim_33 : index
        %true_140 = arith.constant true
        %1083 = arith.andi %1082, %true_140 : i1
        %1084 = scf.if %1083 -> (f16) {
          %1281 = memref.load %arg2[%1081] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1080, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1085 = arith.cmpi ult, %1074, %dim_33 : index
        scf.if %1085 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1079, %alloc[%1074, %1075] : memref<200x256xf16>
          }
          %1281 = arith.addi %1075, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1084, %alloc[%1074, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1086 = arith.muli %29, %c16 : index
        %1087 = arith.divui %30, %c4 : index
        %1088 = arith.addi %1086, %1087 : index
        %1089 = arith.remui %30, %c4 : index
        %1090 = arith.muli %1089, %c2_11 : index
        %1091 = arith.addi %1090, %c216 : index
        %1092 = arith.addi %13, %31 : index
        %1093 = arith.addi %1092, %1088 : index
        %1094 = arith.addi %14, %1091 : index
        %1095 = llvm.extractvalue %34[108] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1096 = arith.cmpi ult, %1093, %dim_33 : index
        %true_141 = arith.constant true
        %1097 = arith.andi %1096, %true_141 : i1
        %1098 = scf.if %1097 -> (f16) {
          %1281 = memref.load %arg2[%1094] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1095, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1099 = llvm.extractvalue %34[109] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1100 = arith.addi %1094, %c1_13 : index
        %1101 = arith.cmpi ult, %1093, %dim_33 : index
        %true_142 = arith.constant true
        %1102 = arith.andi %1101, %true_142 : i1
        %1103 = scf.if %1102 -> (f16) {
          %1281 = memref.load %arg2[%1100] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1099, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1104 = arith.cmpi ult, %1093, %dim_33 : index
        scf.if %1104 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1098, %alloc[%1093, %1094] : memref<200x256xf16>
          }
          %1281 = arith.addi %1094, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1103, %alloc[%1093, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1105 = arith.muli %29, %c16 : index
        %1106 = arith.divui %30, %c4 : index
        %1107 = arith.addi %1105, %1106 : index
        %1108 = arith.addi %1107, %c8 : index
        %1109 = arith.remui %30, %c4 : index
        %1110 = arith.muli %1109, %c2_11 : index
        %1111 = arith.addi %1110, %c216 : index
        %1112 = arith.addi %13, %31 : index
        %1113 = arith.addi %1112, %1108 : index
        %1114 = arith.addi %14, %1111 : index
        %1115 = llvm.extractvalue %34[110] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1116 = arith.cmpi ult, %1113, %dim_33 : index
        %true_143 = arith.constant true
        %1117 = arith.andi %1116, %true_143 : i1
        %1118 = scf.if %1117 -> (f16) {
          %1281 = memref.load %arg2[%1114] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1115, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1119 = llvm.extractvalue %34[111] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1120 = arith.addi %1114, %c1_13 : index
        %1121 = arith.cmpi ult, %1113, %dim_33 : index
        %true_144 = arith.constant true
        %1122 = arith.andi %1121, %true_144 : i1
        %1123 = scf.if %1122 -> (f16) {
          %1281 = memref.load %arg2[%1120] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1119, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1124 = arith.cmpi ult, %1113, %dim_33 : index
        scf.if %1124 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1118, %alloc[%1113, %1114] : memref<200x256xf16>
          }
          %1281 = arith.addi %1114, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1123, %alloc[%1113, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1125 = arith.muli %29, %c16 : index
        %1126 = arith.divui %30, %c4 : index
        %1127 = arith.addi %1125, %1126 : index
        %1128 = arith.remui %30, %c4 : index
        %1129 = arith.muli %1128, %c2_11 : index
        %1130 = arith.addi %1129, %c224 : index
        %1131 = arith.addi %13, %31 : index
        %1132 = arith.addi %1131, %1127 : index
        %1133 = arith.addi %14, %1130 : index
        %1134 = llvm.extractvalue %34[112] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1135 = arith.cmpi ult, %1132, %dim_33 : index
        %true_145 = arith.constant true
        %1136 = arith.andi %1135, %true_145 : i1
        %1137 = scf.if %1136 -> (f16) {
          %1281 = memref.load %arg2[%1133] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1134, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1138 = llvm.extractvalue %34[113] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1139 = arith.addi %1133, %c1_13 : index
        %1140 = arith.cmpi ult, %1132, %dim_33 : index
        %true_146 = arith.constant true
        %1141 = arith.andi %1140, %true_146 : i1
        %1142 = scf.if %1141 -> (f16) {
          %1281 = memref.load %arg2[%1139] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1138, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1143 = arith.cmpi ult, %1132, %dim_33 : index
        scf.if %1143 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1137, %alloc[%1132, %1133] : memref<200x256xf16>
          }
          %1281 = arith.addi %1133, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1142, %alloc[%1132, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1144 = arith.muli %29, %c16 : index
        %1145 = arith.divui %30, %c4 : index
        %1146 = arith.addi %1144, %1145 : index
        %1147 = arith.addi %1146, %c8 : index
        %1148 = arith.remui %30, %c4 : index
        %1149 = arith.muli %1148, %c2_11 : index
        %1150 = arith.addi %1149, %c224 : index
        %1151 = arith.addi %13, %31 : index
        %1152 = arith.addi %1151, %1147 : index
        %1153 = arith.addi %14, %1150 : index
        %1154 = llvm.extractvalue %34[114] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1155 = arith.cmpi ult, %1152, %dim_33 : index
        %true_147 = arith.constant true
        %1156 = arith.andi %1155, %true_147 : i1
        %1157 = scf.if %1156 -> (f16) {
          %1281 = memref.load %arg2[%1153] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1154, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1158 = llvm.extractvalue %34[115] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1159 = arith.addi %1153, %c1_13 : index
        %1160 = arith.cmpi ult, %1152, %dim_33 : index
        %true_148 = arith.constant true
        %1161 = arith.andi %1160, %true_148 : i1
        %1162 = scf.if %1161 -> (f16) {
          %1281 = memref.load %arg2[%1159] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1158, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1163 = arith.cmpi ult, %1152, %dim_33 : index
        scf.if %1163 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1157, %alloc[%1152, %1153] : memref<200x256xf16>
          }
          %1281 = arith.addi %1153, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1162, %alloc[%1152, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1164 = arith.muli %29, %c16 : index
        %1165 = arith.divui %30, %c4 : index
        %1166 = arith.addi %1164, %1165 : index
        %1167 = arith.remui %30, %c4 : index
        %1168 = arith.muli %1167, %c2_11 : index
        %1169 = arith.addi %1168, %c232 : index
        %1170 = arith.addi %13, %31 : index
        %1171 = arith.addi %1170, %1166 : index
        %1172 = arith.addi %14, %1169 : index
        %1173 = llvm.extractvalue %34[116] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1174 = arith.cmpi ult, %1171, %dim_33 : index
        %true_149 = arith.constant true
        %1175 = arith.andi %1174, %true_149 : i1
        %1176 = scf.if %1175 -> (f16) {
          %1281 = memref.load %arg2[%1172] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1173, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1177 = llvm.extractvalue %34[117] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1178 = arith.addi %1172, %c1_13 : index
        %1179 = arith.cmpi ult, %1171, %dim_33 : index
        %true_150 = arith.constant true
        %1180 = arith.andi %1179, %true_150 : i1
        %1181 = scf.if %1180 -> (f16) {
          %1281 = memref.load %arg2[%1178] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1177, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1182 = arith.cmpi ult, %1171, %dim_33 : index
        scf.if %1182 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1176, %alloc[%1171, %1172] : memref<200x256xf16>
          }
          %1281 = arith.addi %1172, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1181, %alloc[%1171, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1183 = arith.muli %29, %c16 : index
        %1184 = arith.divui %30, %c4 : index
        %1185 = arith.addi %1183, %1184 : index
        %1186 = arith.addi %1185, %c8 : index
        %1187 = arith.remui %30, %c4 : index
        %1188 = arith.muli %1187, %c2_11 : index
        %1189 = arith.addi %1188, %c232 : index
        %1190 = arith.addi %13, %31 : index
        %1191 = arith.addi %1190, %1186 : index
        %1192 = arith.addi %14, %1189 : index
        %1193 = llvm.extractvalue %34[118] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1194 = arith.cmpi ult, %1191, %dim_33 : index
        %true_151 = arith.constant true
        %1195 = arith.andi %1194, %true_151 : i1
        %1196 = scf.if %1195 -> (f16) {
          %1281 = memref.load %arg2[%1192] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1193, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1197 = llvm.extractvalue %34[119] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1198 = arith.addi %1192, %c1_13 : index
        %1199 = arith.cmpi ult, %1191, %dim_33 : index
        %true_152 = arith.constant true
        %1200 = arith.andi %1199, %true_152 : i1
        %1201 = scf.if %1200 -> (f16) {
          %1281 = memref.load %arg2[%1198] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1197, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1202 = arith.cmpi ult, %1191, %dim_33 : index
        scf.if %1202 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1196, %alloc[%1191, %1192] : memref<200x256xf16>
          }
          %1281 = arith.addi %1192, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1201, %alloc[%1191, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1203 = arith.muli %29, %c16 : index
        %1204 = arith.divui %30, %c4 : index
        %1205 = arith.addi %1203, %1204 : index
        %1206 = arith.remui %30, %c4 : index
        %1207 = arith.muli %1206, %c2_11 : index
        %1208 = arith.addi %1207, %c240 : index
        %1209 = arith.addi %13, %31 : index
        %1210 = arith.addi %1209, %1205 : index
        %1211 = arith.addi %14, %1208 : index
        %1212 = llvm.extractvalue %34[120] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1213 = arith.cmpi ult, %1210, %dim_33 : index
        %true_153 = arith.constant true
        %1214 = arith.andi %1213, %true_153 : i1
        %1215 = scf.if %1214 -> (f16) {
          %1281 = memref.load %arg2[%1211] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1212, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1216 = llvm.extractvalue %34[121] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1217 = arith.addi %1211, %c1_13 : index
        %1218 = arith.cmpi ult, %1210, %dim_33 : index
        %true_154 = arith.constant true
        %1219 = arith.andi %1218, %true_154 : i1
        %1220 = scf.if %1219 -> (f16) {
          %1281 = memref.load %arg2[%1217] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1216, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1221 = arith.cmpi ult, %1210, %dim_33 : index
        scf.if %1221 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1215, %alloc[%1210, %1211] : memref<200x256xf16>
          }
          %1281 = arith.addi %1211, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1220, %alloc[%1210, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1222 = arith.muli %29, %c16 : index
        %1223 = arith.divui %30, %c4 : index
        %1224 = arith.addi %1222, %1223 : index
        %1225 = arith.addi %1224, %c8 : index
        %1226 = arith.remui %30, %c4 : index
        %1227 = arith.muli %1226, %c2_11 : index
        %1228 = arith.addi %1227, %c240 : index
        %1229 = arith.addi %13, %31 : index
        %1230 = arith.addi %1229, %1225 : index
        %1231 = arith.addi %14, %1228 : index
        %1232 = llvm.extractvalue %34[122] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1233 = arith.cmpi ult, %1230, %dim_33 : index
        %true_155 = arith.constant true
        %1234 = arith.andi %1233, %true_155 : i1
        %1235 = scf.if %1234 -> (f16) {
          %1281 = memref.load %arg2[%1231] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1232, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1236 = llvm.extractvalue %34[123] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1237 = arith.addi %1231, %c1_13 : index
        %1238 = arith.cmpi ult, %1230, %dim_33 : index
        %true_156 = arith.constant true
        %1239 = arith.andi %1238, %true_156 : i1
        %1240 = scf.if %1239 -> (f16) {
          %1281 = memref.load %arg2[%1237] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1236, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1241 = arith.cmpi ult, %1230, %dim_33 : index
        scf.if %1241 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1235, %alloc[%1230, %1231] : memref<200x256xf16>
          }
          %1281 = arith.addi %1231, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1240, %alloc[%1230, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1242 = arith.muli %29, %c16 : index
        %1243 = arith.divui %30, %c4 : index
        %1244 = arith.addi %1242, %1243 : index
        %1245 = arith.remui %30, %c4 : index
        %1246 = arith.muli %1245, %c2_11 : index
        %1247 = arith.addi %1246, %c248 : index
        %1248 = arith.addi %13, %31 : index
        %1249 = arith.addi %1248, %1244 : index
        %1250 = arith.addi %14, %1247 : index
        %1251 = llvm.extractvalue %34[124] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1252 = arith.cmpi ult, %1249, %dim_33 : index
        %true_157 = arith.constant true
        %1253 = arith.andi %1252, %true_157 : i1
        %1254 = scf.if %1253 -> (f16) {
          %1281 = memref.load %arg2[%1250] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1251, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1255 = llvm.extractvalue %34[125] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1256 = arith.addi %1250, %c1_13 : index
        %1257 = arith.cmpi ult, %1249, %dim_33 : index
        %true_158 = arith.constant true
        %1258 = arith.andi %1257, %true_158 : i1
        %1259 = scf.if %1258 -> (f16) {
          %1281 = memref.load %arg2[%1256] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1255, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1260 = arith.cmpi ult, %1249, %dim_33 : index
        scf.if %1260 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1254, %alloc[%1249, %1250] : memref<200x256xf16>
          }
          %1281 = arith.addi %1250, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1259, %alloc[%1249, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
        %1261 = arith.muli %29, %c16 : index
        %1262 = arith.divui %30, %c4 : index
        %1263 = arith.addi %1261, %1262 : index
        %1264 = arith.addi %1263, %c8 : index
        %1265 = arith.remui %30, %c4 : index
        %1266 = arith.muli %1265, %c2_11 : index
        %1267 = arith.addi %1266, %c248 : index
        %1268 = arith.addi %13, %31 : index
        %1269 = arith.addi %1268, %1264 : index
        %1270 = arith.addi %14, %1267 : index
        %1271 = llvm.extractvalue %34[126] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1272 = arith.cmpi ult, %1269, %dim_33 : index
        %true_159 = arith.constant true
        %1273 = arith.andi %1272, %true_159 : i1
        %1274 = scf.if %1273 -> (f16) {
          %1281 = memref.load %arg2[%1270] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1271, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1275 = llvm.extractvalue %34[127] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %1276 = arith.addi %1270, %c1_13 : index
        %1277 = arith.cmpi ult, %1269, %dim_33 : index
        %true_160 = arith.constant true
        %1278 = arith.andi %1277, %true_160 : i1
        %1279 = scf.if %1278 -> (f16) {
          %1281 = memref.load %arg2[%1276] : memref<256xf16>
          %1282 = arith.extf %1281 : f16 to f32
          %1283 = arith.addf %1275, %1282 : f32
          %1284 = arith.maximumf %1283, %cst : f32
          %1285 = arith.truncf %1284 : f32 to f16
          scf.yield %1285 : f16
        } else {
          %cst_161 = arith.constant 0.000000e+00 : f16
          scf.yield %cst_161 : f16
        }
        %1280 = arith.cmpi ult, %1269, %dim_33 : index
        scf.if %1280 {
          %true_161 = arith.constant true
          scf.if %true_161 {
            memref.store %1274, %alloc[%1269, %1270] : memref<200x256xf16>
          }
          %1281 = arith.addi %1270, %c1_13 : index
          %true_162 = arith.constant true
          scf.if %true_162 {
            memref.store %1279, %alloc[%1269, %1281] : memref<200x256xf16>
          }
        } {tir.role = "output-store"}
      } {tir.role = "warp-roles"}
      gpu.terminator
    } {tir.schedule = {mma = "m64n256k16", persistent = false, raster_group = 8 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 128, 256, 64>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 8, 1>}}
    return %alloc : memref<200x256xf16>
  }
}

