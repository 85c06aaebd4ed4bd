// tir-attention, split_kv (flash-decoding, tirc/passes/gpu/attention_decode.py): a decode
// tir.attention (GQA: 8 query heads on 2 KV heads, 1 query row, 300 keys, D = 64) becomes two
// kernels around a host f32 workspace. The split kernel's grid is (3 splits of 2 key tiles,
// 2 KV heads); its 128 threads copy Q and each 64-key K/V tile with zero-filling cp.async into
// 16-byte-padded shared rows (72 elements), keep Q's fragments in registers, and per tile
// (double-buffered: the copy of the next tile is issued after the barrier) run S = Q Kᵀ and P·V
// on mma.sync with an exp2 online softmax (ex2.approx.ftz of one FFMA per score) whose row max
// takes two quad shuffles; after the loop the 4 warps' states meet in shared memory and the
// split's normalised O and log-sum-exp go to the workspace. The combine kernel merges the 3
// splits per output element and converts to f16.
// RUN: tirc opt %S/Inputs/tir-attention-decode-gqa.mlir --passes tir-attention --target sm_80 | FileCheck %s
// RUN: tirc run %inputs/attention-decode-gqa.mlir --emulate --target sm_80 | FileCheck %s --check-prefix=EMULATE
// RUN: tirc run %inputs/attention-decode-causal-lse.mlir --emulate --target sm_80 --warp-order random | FileCheck %s --check-prefix=LSE
// RUN: tirc run %inputs/attention-decode-p32-f16.mlir --emulate --target sm_80 --warp-order random | FileCheck %s --check-prefix=P32
// RUN: tirc %inputs/attention-decode-llama.mlir --target sm_80 --report -o %t.ptx | FileCheck %s --check-prefix=LLAMA

// CHECK: tir.kernel_schedules = {decode_attention0 = "attention split_kv block 16x64 warps 4 stages 2 splits 3: {{.*}}4 rows (4 heads x 1) in one m16 tile, 2 key tiles per split, 16 keys per warp per tile", decode_attention0_combine = "flash-decoding combine: {{.*}} merges 3 splits
// CHECK-LABEL: func.func @decode(
// CHECK: %[[O:alloc[_0-9]*]] = memref.alloc() : memref<1x8x1x64xf16>
// CHECK: %[[PO:alloc[_0-9]*]] = memref.alloc() {alignment = 64 : i64} : memref<3x8x64xf32>
// CHECK: %[[PL:alloc[_0-9]*]] = memref.alloc() {alignment = 64 : i64} : memref<3x8xf32>
// CHECK: %[[K:collapse_shape[_0-9]*]] = memref.collapse_shape %arg1 {{\[\[}}0, 1, 2, 3]] : memref<1x2x300x64xf16> into memref<38400xf16>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c3, %{{.*}} = %c2, %{{.*}} = %c1) threads({{.*}}) in (%{{.*}} = %c128, {{.*}} module(@decode_attention0) function(@decode_attention0)
// CHECK: nvgpu.device_async_copy {{.*}} : memref<512xf16> to memref<16x72xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy %[[K]][{{.*}}], %{{.*}}[%c0, {{.*}}], 8, %{{.*}} {bypassL1} : memref<38400xf16> to memref<2x64x72xf16, #gpu.address_space<workgroup>>
// CHECK: %[[GROUP:[0-9]+]] = nvgpu.device_async_create_group
// CHECK: nvgpu.device_async_wait %[[GROUP]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: %[[Q0:[0-9]+]] = nvgpu.ldmatrix {{.*}} : memref<16x72xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32, vector<2x2xf32>, {{.*}}, index) {
// CHECK-NEXT: nvgpu.device_async_wait %[[GROUP]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: nvgpu.device_async_copy
// CHECK: nvgpu.device_async_create_group
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false} : memref<2x64x72xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.mma.sync(%[[Q0]], {{.*}}) {mmaShape = [16, 8, 16]}
// CHECK: gpu.shuffle xor %{{.*}}, %c1_i32{{.*}} : f32
// CHECK: gpu.shuffle xor %{{.*}}, %c2_i32{{.*}} : f32
// CHECK: %[[ARG:[0-9]+]] = math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%[[ARG]]) : (f32) -> f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = true} : memref<2x64x72xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.mma.sync
// CHECK: scf.yield
// CHECK: nvgpu.device_async_wait %[[GROUP]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: memref<4x16x2xf32, #gpu.address_space<workgroup>>
// CHECK: memref<4x16x64xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: memref.store %{{.*}}, %[[PO]][
// CHECK: math.log2
// CHECK: memref.store %{{.*}}, %[[PL]][
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c4, %{{.*}} = %c1, %{{.*}} = %c1) {{.*}} module(@decode_attention0_combine) function(@decode_attention0_combine)
// CHECK: scf.for {{.*}} = %c0 to %c3{{.*}} iter_args({{.*}}) -> (f32)
// CHECK: memref.load %[[PL]]
// CHECK: scf.for {{.*}} = %c0 to %c3{{.*}} iter_args({{.*}}) -> (f32, f32)
// CHECK: math.exp2
// CHECK: memref.load %[[PO]]
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: memref.dealloc %[[PO]]
// CHECK-NEXT: memref.dealloc %[[PL]]
// CHECK-NOT: tir.attention

// EMULATE: @decode (static shapes): 2 launches emulated
// EMULATE: kernel decode_attention0: schedule: attention split_kv
// EMULATE: result0 f16[1, 8, 1, 64]: {{.*}}: ok

// LSE: kernel decode_attention0: schedule: attention split_kv {{.*}} 4 rows (1 heads x 4) in one m16 tile
// LSE: result0 f16[1, 2, 4, 64]: {{.*}}: ok
// LSE: result1 f32[1, 2, 4]: {{.*}}: ok

// A Llama decode (B=4, 8 KV heads of 4 query heads, 4096 keys, D = 128) on an A100: 6 splits of
// 11 tiles, 192 blocks in one wave at 2 blocks per SM; no spills.
// LLAMA: {{^ +}}decode_attention0{{$}}
// LLAMA-NEXT: schedule: attention split_kv block 16x64 warps 4 stages 2 splits 6: {{.*}} 11 key tiles per split
// LLAMA-NEXT: launch: grid (6, 32, 1), block (128, 1, 1)
// LLAMA-NEXT: resources: {{[0-9]+}} registers, 0 B spill stores, 0 B spill loads, 0 B stack, {{.*}} + 73984 B dynamic
// LLAMA: waves 1, occupancy 2 blocks/SM
// LLAMA: {{^ +}}decode_attention0_combine{{$}}
// LLAMA-NEXT: schedule: flash-decoding combine: {{.*}} merges 6 splits
// LLAMA-NEXT: launch: grid (128, 1, 1), block (128, 1, 1)
// LLAMA-NEXT: resources: {{[0-9]+}} registers, 0 B spill stores, 0 B spill loads

// f32 probabilities (probabilities = "f32"), f16: P·V on 2 f16 parts of P (two mma.sync per V
// fragment); the f32 output's tolerance is the f32 sums', which P rounded once to f16 misses.
// P32: kernel decode_attention0: schedule: attention split_kv {{.*}}, f32 P in 2 f16 parts
// P32: result0 f32[1, 8, 1, 64]: {{.*}}: ok
