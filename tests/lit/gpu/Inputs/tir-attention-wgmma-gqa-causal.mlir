// The IR before tir-attention: tirc compile tests/lit/Inputs/attention-wgmma-gqa-causal.mlir --target sm_90a --emit=gpu --dump-before=tir-attention
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module {
  func.func @attn(%arg0: memref<1x4x100x128xbf16>, %arg1: memref<1x2x300x128xbf16>, %arg2: memref<1x2x300x128xbf16>) -> (memref<1x4x100x128xbf16>, memref<1x4x100xf32>) {
    %alloc = memref.alloc() : memref<1x4x100x128xbf16>
    %alloc_0 = memref.alloc() : memref<1x4x100xf32>
    "tir.attention"(%arg0, %arg1, %arg2, %alloc, %alloc_0) {tir.attention = {batch = 1 : i64, causal = "bottom_right", element = "bf16", head_dim = 128 : i64, head_dim_v = 128 : i64, heads = 4 : i64, k = array<i64: 0, 76800, 38400, 128, 1>, kv_heads = 2 : i64, lse = array<i64: 0, 400, 100, 1, 0>, o = array<i64: 0, 51200, 12800, 128, 1>, out_element = "bf16", q = array<i64: 0, 51200, 12800, 128, 1>, scale = 0.088388347648318433 : f64, seq_kv = 300 : i64, seq_q = 100 : i64, v = array<i64: 0, 76800, 38400, 128, 1>}, tir.schedule = {block_m = 128 : i64, block_n = 128 : i64, kernel = "wgmma", splits = 1 : i64, stages = 3 : i64, warps = 12 : i64}} : (memref<1x4x100x128xbf16>, memref<1x2x300x128xbf16>, memref<1x2x300x128xbf16>, memref<1x4x100x128xbf16>, memref<1x4x100xf32>) -> ()
    return %alloc, %alloc_0 : memref<1x4x100x128xbf16>, memref<1x4x100xf32>
  }
}

