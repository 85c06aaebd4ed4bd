// A tir.attention on tensors is bufferized by tir-bufferize-attention (inputs through read-only
// to_buffer, the result a fresh buffer written in place) and tir-schedule gives it a checked
// attention schedule: mma_sync on sm_80, wgmma on sm_90a, a hand-written tir.schedule kept; one
// that does not fit the target is a located error naming the fix.
// RUN: sed 's/SCHEDULE//' %s > %t.plain.mlir
// RUN: tirc %t.plain.mlir --target sm_80 --dump-after=tir-bufferize-attention --emit=tensorir -o %t.mlir 2> %t.dump
// RUN: FileCheck %s --check-prefix=BUF < %t.dump
// RUN: FileCheck %s --check-prefix=SM80 < %t.mlir
// RUN: tirc %t.plain.mlir --target sm_90a --emit=tensorir | FileCheck %s --check-prefix=SM90
// RUN: sed 's/SCHEDULE/, tir.schedule = {kernel = "mma_sync", block_m = 64, block_n = 32, warps = 4, stages = 3, splits = 1}/' %s > %t.hand.mlir
// RUN: tirc %t.hand.mlir --target sm_90a --emit=tensorir | FileCheck %s --check-prefix=HAND
// RUN: sed 's/SCHEDULE/, tir.schedule = {kernel = "mma_sync", block_m = 128, block_n = 256, warps = 8, stages = 4, splits = 1}/' %s > %t.big.mlir
// RUN: not tirc %t.big.mlir --target sm_86 --emit=tensorir 2>&1 | FileCheck %s --check-prefix=BIG

// BUF-LABEL: func.func @attn
// BUF: %[[Q:.*]] = bufferization.to_buffer %arg0 read_only
// BUF: %[[O:.*]] = memref.alloc() : memref<1x2x40x64xf16>
// BUF: "tir.attention"(%[[Q]], %{{.*}}, %{{.*}}, %[[O]])
// BUF-SAME: -> ()
// BUF: bufferization.to_tensor %[[O]] restrict writable

// SM80: "tir.attention"(%arg0, %arg1, %arg2, %alloc)
// SM80-SAME: tir.schedule = {block_m = 128 : i64, block_n = 128 : i64, kernel = "mma_sync", splits = 1 : i64, stages = 2 : i64, warps = 8 : i64}
// SM90: tir.schedule = {{{.*}}kernel = "wgmma"
// HAND: tir.schedule = {block_m = 64 : i64, block_n = 32 : i64, kernel = "mma_sync", splits = 1 : i64, stages = 3 : i64, warps = 4 : i64}
// BIG: error: {{.*}}.big.mlir:[[@LINE+4]]:{{[0-9]+}}: attention schedule: {{[0-9]+}} bytes of shared memory exceed sm_86's
// BIG: hint: try stages: 3

func.func @attn(%q: tensor<1x2x40x64xf16>, %k: tensor<1x2x72x64xf16>, %v: tensor<1x2x72x64xf16>) -> tensor<1x2x40x64xf16> {
  %o = "tir.attention"(%q, %k, %v) {tir.attention = {batch = 1, heads = 2, kv_heads = 2, seq_q = 40, seq_kv = 72, head_dim = 64, head_dim_v = 64, causal = "none", scale = 0.125 : f64, element = "f16", out_element = "f16", q = array<i64: 0, 5120, 2560, 64, 1>, k = array<i64: 0, 9216, 4608, 64, 1>, v = array<i64: 0, 9216, 4608, 64, 1>, o = array<i64: 0, 5120, 2560, 64, 1>} SCHEDULE} : (tensor<1x2x40x64xf16>, tensor<1x2x72x64xf16>, tensor<1x2x72x64xf16>) -> tensor<1x2x40x64xf16>
  return %o : tensor<1x2x40x64xf16>
}
