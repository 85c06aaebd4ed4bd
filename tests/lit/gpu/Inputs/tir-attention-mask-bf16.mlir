// The IR before tir-attention: tirc compile tests/lit/Inputs/attention-mask-bf16.mlir --target sm_80 --emit=gpu --dump-before=tir-attention
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module {
  func.func @attn(%arg0: memref<1x2x30x96xbf16>, %arg1: memref<1x2x66x96xbf16>, %arg2: memref<1x2x66x96xbf16>, %arg3: memref<1x1x30x66xbf16>) -> memref<1x2x30x96xbf16> {
    %alloc = memref.alloc() : memref<1x2x30x96xbf16>
    "tir.attention"(%arg0, %arg1, %arg2, %arg3, %alloc) {tir.attention = {batch = 1 : i64, causal = "none", element = "bf16", head_dim = 96 : i64, head_dim_v = 96 : i64, heads = 2 : i64, k = array<i64: 0, 12672, 6336, 96, 1>, kv_heads = 2 : i64, mask = array<i64: 0, 0, 0, 66, 1>, mask_element = "bf16", o = array<i64: 0, 5760, 2880, 96, 1>, out_element = "bf16", q = array<i64: 0, 5760, 2880, 96, 1>, scale = 1.250000e-01 : f64, seq_kv = 66 : i64, seq_q = 30 : i64, v = array<i64: 0, 12672, 6336, 96, 1>}, tir.schedule = {block_m = 128 : i64, block_n = 128 : i64, kernel = "mma_sync", splits = 1 : i64, stages = 2 : i64, warps = 8 : i64}} : (memref<1x2x30x96xbf16>, memref<1x2x66x96xbf16>, memref<1x2x66x96xbf16>, memref<1x1x30x66xbf16>, memref<1x2x30x96xbf16>) -> ()
    return %alloc : memref<1x2x30x96xbf16>
  }
}

