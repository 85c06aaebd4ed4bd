// The IR before tir-attention: tirc compile tests/lit/Inputs/attention-wgmma-split-bf16.mlir --target sm_90a --emit=gpu --dump-before=tir-attention
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module {
  func.func @attn(%arg0: memref<1x1x100x64xbf16>, %arg1: memref<1x1x200x64xbf16>, %arg2: memref<1x1x200x64xbf16>) -> memref<1x1x100x64xbf16> {
    %alloc = memref.alloc() : memref<1x1x100x64xbf16>
    "tir.attention"(%arg0, %arg1, %arg2, %alloc) {tir.attention = {batch = 1 : i64, causal = "none", element = "bf16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 1 : i64, k = array<i64: 0, 12800, 12800, 64, 1>, kv_heads = 1 : i64, o = array<i64: 0, 6400, 6400, 64, 1>, out_element = "bf16", probabilities = "f32", q = array<i64: 0, 6400, 6400, 64, 1>, scale = 1.250000e-01 : f64, seq_kv = 200 : i64, seq_q = 100 : i64, v = array<i64: 0, 12800, 12800, 64, 1>}, tir.schedule = {block_m = 128 : i64, block_n = 96 : i64, kernel = "wgmma", splits = 1 : i64, stages = 3 : i64, warps = 12 : i64}} : (memref<1x1x100x64xbf16>, memref<1x1x200x64xbf16>, memref<1x1x200x64xbf16>, memref<1x1x100x64xbf16>) -> ()
    return %alloc : memref<1x1x100x64xbf16>
  }
}

