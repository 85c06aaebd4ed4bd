// The IR before tir-attention: tirc compile tests/lit/Inputs/attention-causal-gqa-lse.mlir --target sm_80 --emit=gpu --dump-before=tir-attention
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module {
  func.func @attn(%arg0: memref<1x100x4x64xf16>, %arg1: memref<1x200x2x64xf16>, %arg2: memref<1x200x2x64xf16>) -> (memref<1x100x4x64xf16>, memref<1x4x100xf32>) {
    %alloc = memref.alloc() : memref<1x100x4x64xf16>
    %alloc_0 = memref.alloc() : memref<1x4x100xf32>
    "tir.attention"(%arg0, %arg1, %arg2, %alloc, %alloc_0) {tir.attention = {batch = 1 : i64, causal = "bottom_right", element = "f16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 4 : i64, k = array<i64: 0, 25600, 64, 128, 1>, kv_heads = 2 : i64, lse = array<i64: 0, 400, 100, 1, 0>, o = array<i64: 0, 25600, 64, 256, 1>, out_element = "f16", q = array<i64: 0, 25600, 64, 256, 1>, scale = 1.250000e-01 : f64, seq_kv = 200 : i64, seq_q = 100 : i64, v = array<i64: 0, 25600, 64, 128, 1>}, tir.schedule = {block_m = 128 : i64, block_n = 128 : i64, kernel = "mma_sync", splits = 1 : i64, stages = 2 : i64, warps = 8 : i64}} : (memref<1x100x4x64xf16>, memref<1x200x2x64xf16>, memref<1x200x2x64xf16>, memref<1x100x4x64xf16>, memref<1x4x100xf32>) -> ()
    return %alloc, %alloc_0 : memref<1x100x4x64xf16>, memref<1x4x100xf32>
  }
}

