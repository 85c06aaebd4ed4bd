// tir-attention, wgmma kernel (sm_90a, tirc/passes/gpu/attention_wgmma.py): the tir.attention op
// becomes host TMA tensor maps of Q, K and V (4-D: [b, h, row, d] through the views' strides; boxes of
// 64 columns, 128-byte swizzle, zeros out of bounds) and one launch of 3 warpgroups: thread 0 of the
// producer loads Q once and K/V per key block into three slots (full/empty mbarriers), the two
// consumer warpgroups take turns on named barriers 1 and 2. D = 64 here: P V of block n - 1 is issued
// with S of block n (P carried by the loops); the GQA input (D = 128) issues P V after its softmax.
// RUN: tirc opt %S/Inputs/tir-attention-wgmma.mlir --passes tir-attention --target sm_90a | FileCheck %s
// RUN: tirc %s --target sm_90a --emit=ptx -o - | FileCheck %s --check-prefix=PTX
// RUN: tirc opt %S/Inputs/tir-attention-wgmma-gqa-causal.mlir --passes tir-attention --target sm_90a | FileCheck %s --check-prefix=GQA
// RUN: tirc opt %S/Inputs/tir-attention-wgmma-split-bf16.mlir --passes tir-attention --target sm_90a | FileCheck %s --check-prefix=SPLIT

// CHECK-LABEL: func.func @attn(
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [1, 2, 100, 64], strides: [12800, 6400, 64, 1]
// CHECK: nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}, %c128, %c64] : memref<*xf16> -> <tensor = memref<1x1x128x64xf16, 3>, swizzle = swizzle_128b
// CHECK-COUNT-2: nvgpu.tma.create.descriptor %{{.*}} -> <tensor = memref<1x1x128x64xf16, 3>
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c1, %{{.*}} = %c2, %{{.*}} = %c1) threads({{.*}}) in (%{{.*}} = %c384,
// CHECK: nvvm.fence.mbarrier.init
// CHECK: nvvm.setmaxregister decrease 40
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c16384_i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: scf.for
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c32768_i32
// CHECK-COUNT-2: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: nvvm.setmaxregister increase 232
// CHECK: "bar.arrive 1, 256;"
// Block 0: S only, in warpgroup 0's turn (bar.sync 1) or 1's (bar.sync 2).
// CHECK: "bar.sync 1, 256;"
// CHECK: "bar.sync 2, 256;"
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>, D[<f32>, <{{zero|one}}>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: "bar.arrive 2, 256;"
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: gpu.shuffle xor
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// The loop over whole blocks: P V of the previous block (A = P from registers, B = V MN-major) and S.
// CHECK: scf.for
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}} p, 1, 1, 1;
// CHECK: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.mbarrier.arrive
// The epilogue: O / l (approximate reciprocal), stored where the row is below S_q.
// CHECK: nvvm.rcp.approx.ftz.f
// CHECK: memref.store {{.*}} : memref<1x2x100x64xf16, strided<[12800, 6400, 64, 1]>>

// PTX: .maxntid 384, 1, 1
// PTX: setmaxnreg.dec.sync.aligned.u32 40;
// PTX: cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX: setmaxnreg.inc.sync.aligned.u32 232;
// PTX: bar.sync 1, 256;
// PTX: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// PTX: bar.arrive 2, 256;
// PTX: ex2.approx.ftz.f32
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;

// The GQA input: query head h reads KV head h / 2 (2 KV heads), bottom-right causal, D = 128 (two
// boxes per row).
// GQA: nvgpu.tma.create.descriptor {{.*}} -> <tensor = memref<1x1x128x64xbf16, 3>
// GQA: gpu.launch {{.*}} dynamic_shared_memory_size %c230456_i32
// GQA: arith.divui %{{.*}}, %c2
// GQA: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c65536_i32
// GQA-COUNT-4: nvvm.cp.async.bulk.tensor.shared.cluster.global
// GQA: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>]
// GQA: arith.select {{.*}} : f32
// GQA: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// GQA: math.log2

// f32 probabilities, bf16 (the IR multiplies unrounded P): 96 keys a block, P split into three bf16
// parts (rn(p), then the rounded remainders computed in f32), each one P V wgmma per k16 slice with
// A from registers into the same O: 6 slices x 3 parts a block, in the loop over whole blocks and
// in the masked one.
// SPLIT: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 96, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <row>]
// SPLIT: %[[HI:.*]] = arith.truncf %[[P:.*]] : f32 to bf16
// SPLIT: %[[WIDE:.*]] = arith.extf %[[HI]] : bf16 to f32
// SPLIT: %[[REST:.*]] = arith.subf %[[P]], %[[WIDE]] : f32
// SPLIT: %[[MID:.*]] = arith.truncf %[[REST]] : f32 to bf16
// SPLIT: %[[MIDWIDE:.*]] = arith.extf %[[MID]] : bf16 to f32
// SPLIT: arith.subf %[[REST]], %[[MIDWIDE]] : f32
// SPLIT-COUNT-18: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// SPLIT: scf.yield
// SPLIT-COUNT-18: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// SPLIT-NOT: wgmma.mma_async.sync.aligned.m64n64k16
// SPLIT: nvvm.rcp.approx.ftz.f

func.func @attn(%a0: tensor<1x2x100x64xf16>, %a1: tensor<1x2x300x64xf16>, %a2: tensor<1x2x300x64xf16>) -> (tensor<1x2x100x64xf16>) {
  %r0 = "tir.attention"(%a0, %a1, %a2) {tir.attention = {batch = 1, heads = 2, kv_heads = 2, seq_q = 100, seq_kv = 300, head_dim = 64, head_dim_v = 64, causal = "none", scale = 0.125 : f64, element = "f16", out_element = "f16", q = array<i64: 0, 12800, 6400, 64, 1>, k = array<i64: 0, 38400, 19200, 64, 1>, v = array<i64: 0, 38400, 19200, 64, 1>, o = array<i64: 0, 12800, 6400, 64, 1>}} : (tensor<1x2x100x64xf16>, tensor<1x2x300x64xf16>, tensor<1x2x300x64xf16>) -> (tensor<1x2x100x64xf16>)
  return %r0 : tensor<1x2x100x64xf16>
}
