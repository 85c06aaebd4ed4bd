// The IR before tir-attention: tirc compile tests/lit/Inputs/attention-op.mlir --target sm_80 --emit=gpu --dump-before=tir-attention
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module {
  func.func @attn(%arg0: memref<1x2x40x64xf16>, %arg1: memref<1x2x72x64xf16>, %arg2: memref<1x2x72x64xf16>) -> memref<1x2x40x64xf16> {
    %alloc = memref.alloc() : memref<1x2x40x64xf16>
    "tir.attention"(%arg0, %arg1, %arg2, %alloc) {tir.attention = {batch = 1 : i64, causal = "none", element = "f16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 2 : i64, k = array<i64: 0, 9216, 4608, 64, 1>, kv_heads = 2 : i64, o = array<i64: 0, 5120, 2560, 64, 1>, out_element = "f16", q = array<i64: 0, 5120, 2560, 64, 1>, scale = 1.250000e-01 : f64, seq_kv = 72 : i64, seq_q = 40 : i64, v = array<i64: 0, 9216, 4608, 64, 1>}, tir.schedule = {block_m = 128 : i64, block_n = 128 : i64, kernel = "mma_sync", splits = 1 : i64, stages = 2 : i64, warps = 8 : i64}} : (memref<1x2x40x64xf16>, memref<1x2x72x64xf16>, memref<1x2x72x64xf16>, memref<1x2x40x64xf16>) -> ()
    return %alloc : memref<1x2x40x64xf16>
  }
}

