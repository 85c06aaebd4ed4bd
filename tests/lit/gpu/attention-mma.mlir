// tir-attention, mma_sync (tirc/passes/gpu/attention_mma.py): FlashAttention-2 on sm_80. One
// gpu.launch per tir.attention: a block per 128 query rows of one (batch, head), 8 warps of 16
// rows; Q through cp.async and ldmatrix into registers once; K/V tiles of 128 keys double-buffered
// by cp.async; S = Q Kᵀ and O += P V on mma.sync m16n8k16 (P from registers, V by ldmatrix .trans);
// the online softmax in registers (quad shuffles, one ex2.approx.ftz per score); causal masking
// only in the diagonal tiles (scf.if); GQA through h / group; O / l and the LSE stored per row.
// The input: B=1 H=4 H_kv=2 S_q=100 S_kv=200 D=64, causal bottom_right, [B, S, H, D] views, LSE.
// RUN: tirc opt %S/Inputs/tir-attention-causal-gqa-lse.mlir --passes tir-attention --target sm_80 | FileCheck %s
// RUN: tirc %inputs/attention-causal-gqa-lse.mlir --target sm_80 --emit=ptx -o - | FileCheck %s --check-prefix=PTX
// RUN: tirc opt %S/Inputs/tir-attention-mask-bf16.mlir --passes tir-attention --target sm_80 | FileCheck %s --check-prefix=BF16
// RUN: tirc opt %S/Inputs/tir-attention-mma-p32-bf16.mlir --passes tir-attention --target sm_80 | FileCheck %s --check-prefix=P32
// RUN: tirc run %inputs/attention-mma-p32-bf16.mlir --emulate --target sm_80 | FileCheck %s --check-prefix=EMULATEP32

// CHECK: tir.kernel_schedules = {attn_attention0 = "attention mma_sync block 128x128 warps 8 stages 2, 16 rows per warp, Q in registers, K/V tiles xor-swizzled, 16-byte cp.async, causal bottom_right (masked tiles only on the diagonal), GQA group 2, LSE, O in 16-byte stores via shared memory"
// CHECK-LABEL: func.func @attn(
// CHECK-NOT: tir.attention"
// ceil(100 / 128) query blocks by B * H = 4, 256 threads, Q + 2 x (K + V) tiles of 128 x 64 f16.
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c1{{.*}}, %{{.*}} = %c4{{.*}}, %{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c256{{.*}} dynamic_shared_memory_size %c81920_i32 module(@attn_attention0) function(@attn_attention0)
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2, 3]] : memref<1x100x4x64xf16> into memref<25600xf16>
// CHECK: gpu.dynamic_shared_memory
// The key tiles the block sees (bottom_right: rows see keys up to i + 100).
// CHECK: arith.ceildivsi %{{.*}}, %c128 : index
// The Q tile: 16-byte cp.async, zero-filled past S_q, one group, waited for before ldmatrix.
// CHECK: nvgpu.device_async_copy %collapse_shape[%{{.*}}], %view[%{{.*}}], 8, %{{.*}} {bypassL1}
// CHECK: %[[QGROUP:[0-9]+]] = nvgpu.device_async_create_group
// The first K/V tile, if the block sees any key.
// CHECK: scf.if
// CHECK: nvgpu.device_async_create_group
// CHECK: nvgpu.device_async_wait %[[QGROUP]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: %[[Q0:[0-9]+]] = nvgpu.ldmatrix %view[%{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: scf.for %{{.*}} = %c0 to %{{.*}} step %c1{{.*}} iter_args(
// CHECK: nvgpu.device_async_wait
// CHECK-NEXT: gpu.barrier
// The next tile's copies before this tile's math.
// CHECK: scf.if
// CHECK: nvgpu.device_async_copy
// CHECK: nvgpu.device_async_create_group
// S = Q Kᵀ: K (keys x D) by ldmatrix x4, two n8 fragments each.
// CHECK: nvgpu.ldmatrix %view[%{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: vector.extract_strided_slice
// CHECK: nvgpu.mma.sync(%[[Q0]], %{{.*}}, %{{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// Only tiles with an invisible (row, key) pair take the masked variant.
// CHECK: scf.if %{{.*}} -> (f32, f32,
// CHECK: arith.cmpi sle
// CHECK: arith.select %{{.*}}, %{{.*}}, %cst
// CHECK: } else {
// CHECK-NOT: arith.cmpi sle
// CHECK: scf.yield
// Row maxima over the quad; one FFMA and one ex2.approx.ftz per score.
// CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32
// CHECK: gpu.shuffle  xor %{{.*}}, %c2_i32
// CHECK: %[[ARG:[0-9]+]] = math.fma %{{.*}}, %cst{{.*}}, %{{.*}} : f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%[[ARG]]) : (f32) -> f32
// P stays in registers: truncated to f16, the A fragment of P V; V by ldmatrix .trans.
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: %[[P:[0-9]+]] = vector.from_elements %{{.*}} : vector<4x2xf16>
// CHECK: nvgpu.ldmatrix %view[%{{.*}}] {numTiles = 4 : i32, transpose = true}
// CHECK: nvgpu.mma.sync(%[[P]], %{{.*}}, %{{.*}}) {mmaShape = [16, 8, 16]}
// CHECK: scf.yield
// Epilogue: l over the quad (with an LSE the sums are f32 per thread, not P times ones), 1 / l,
// the LSE from quad lane 0 for rows inside S_q; O / l through the warp's own rows of the Q tile
// (4-byte pairs in, a warp sync, 16-byte chunks out) into 16-byte global stores.
// CHECK: gpu.shuffle  xor
// CHECK: arith.divf
// CHECK: math.log2
// CHECK: memref.store %{{.*}}, %collapse_shape_7[%{{.*}}] : memref<400xf32>
// CHECK: vector.store %{{.*}}, %view[%{{.*}}] {alignment = 4 : i64} : memref<40960xf16, #gpu.address_space<workgroup>>, vector<2xf16>
// CHECK: nvvm.bar.warp.sync
// CHECK: vector.load %view[%{{.*}}] {alignment = 16 : i64} : memref<40960xf16, #gpu.address_space<workgroup>>, vector<8xf16>
// CHECK: vector.store %{{.*}}, %collapse_shape_6[%{{.*}}] {alignment = 16 : i64} : memref<25600xf16>, vector<8xf16>
// CHECK: gpu.terminator

// PTX-LABEL: .entry attn_attention0(
// PTX: cp.async.cg.shared.global [%{{.*}}], [%{{.*}}], 16, %{{.*}};
// PTX: cp.async.commit_group;
// PTX: cp.async.wait_group 0;
// PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// PTX: shfl.sync.bfly.b32
// PTX: ex2.approx.ftz.f32
// PTX: cvt.rn.f16x2.f32
// PTX: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTX: bar.warp.sync
// PTX: st.global.v4.b32
// PTX-NOT: __nv_exp

// bf16, D = 96 (rows padded by a chunk, not swizzled), an additive mask every head shares
// (strides 0): nvvm.mma.sync on the packed registers; the mask read per score, in log2 units, in
// one FFMA with the score; S_kv = 66 < 128: the one tile is the tail, masked past the last key.
// BF16: tir.kernel_schedules = {attn_attention0 = "attention mma_sync block 128x128 warps 8 stages 2, 16 rows per warp, Q in registers, K/V tiles padded, 16-byte cp.async, additive mask, O in 16-byte stores via shared memory"}
// BF16: gpu.launch {{.*}} dynamic_shared_memory_size %c133120_i32
// Mask rows clamped to S_q - 1 (rows past S_q are computed, never stored).
// BF16: arith.minui %{{.*}}, %c29 : index
// BF16: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>
// BF16: scf.if %{{.*}} -> (f32,
// BF16: %[[BIAS:[0-9]+]] = memref.load %collapse_shape_6[%{{.*}}] : memref<1980xbf16>
// BF16-NEXT: %[[WIDE:[0-9]+]] = arith.extf %[[BIAS]] : bf16 to f32
// BF16: %[[LOG2:[0-9]+]] = arith.mulf %[[WIDE]], %cst{{.*}} : f32
// BF16: math.fma %{{.*}}, %cst{{.*}}, %[[LOG2]] : f32
// BF16: arith.cmpi slt
// BF16: } else {
// BF16-NOT: arith.cmpi slt
// BF16: scf.yield

// f32 probabilities (the op's probabilities = "f32", decomposed SDPA's P·V), bf16: each p goes
// into P·V as 3 bf16 parts (hi = rn(p), then the rounded remainders, each exact in f32), an A
// fragment per part; every V fragment (ldmatrix .trans, loaded once) meets the 3 parts in 3
// mma.sync into the same accumulator. The row sums are f32 adds of the unrounded p (no ones-mma).
// P32: tir.kernel_schedules = {attn_attention0 = "attention mma_sync block 128x128 warps 8 stages 2, {{.*}}, f32 P in 3 bf16 parts, O in column pairs"}
// P32: scf.for
// P32: %[[HI:[0-9]+]] = arith.truncf %[[P:[0-9]+]] : f32 to bf16
// P32-NEXT: %[[HIW:[0-9]+]] = arith.extf %[[HI]] : bf16 to f32
// P32-NEXT: %[[R1:[0-9]+]] = arith.subf %[[P]], %[[HIW]] : f32
// P32-NEXT: %[[MID:[0-9]+]] = arith.truncf %[[R1]] : f32 to bf16
// P32-NEXT: %[[MIDW:[0-9]+]] = arith.extf %[[MID]] : bf16 to f32
// P32-NEXT: %[[R2:[0-9]+]] = arith.subf %[[R1]], %[[MIDW]] : f32
// P32-NEXT: %[[LO:[0-9]+]] = arith.truncf %[[R2]] : f32 to bf16
// P32: %[[A0:[0-9]+]] = vector.from_elements %[[HI]], {{.*}} : vector<4x2xbf16>
// P32-NEXT: %[[A1:[0-9]+]] = vector.from_elements %[[MID]], {{.*}} : vector<4x2xbf16>
// P32-NEXT: %[[A2:[0-9]+]] = vector.from_elements %[[LO]], {{.*}} : vector<4x2xbf16>
// P32: %[[V:[0-9]+]] = nvgpu.ldmatrix %view[%{{.*}}] {numTiles = 4 : i32, transpose = true}
// P32-NEXT: %[[B:[0-9]+]] = vector.extract_strided_slice %[[V]] {offsets = [0, 0]
// P32: vector.bitcast %[[A0]] : vector<4x2xbf16> to vector<4x1xi32>
// P32-NEXT: vector.bitcast %[[B]] : vector<2x2xbf16> to vector<2x1xi32>
// P32: nvvm.mma.sync
// P32: vector.bitcast %[[A1]] : vector<4x2xbf16> to vector<4x1xi32>
// P32-NEXT: vector.bitcast %[[B]] : vector<2x2xbf16> to vector<2x1xi32>
// P32: nvvm.mma.sync
// P32: vector.bitcast %[[A2]] : vector<4x2xbf16> to vector<4x1xi32>
// P32-NEXT: vector.bitcast %[[B]] : vector<2x2xbf16> to vector<2x1xi32>
// P32: nvvm.mma.sync
// P32: scf.yield
// P32-NOT: nvvm.mma.sync
// P32: gpu.terminator
// EMULATEP32: kernel attn_attention0: schedule: attention mma_sync {{.*}} f32 P in 3 bf16 parts
// EMULATEP32: result0 f32[1, 2, 40, 64]: {{.*}}: ok
