func.func @attn(%a0: tensor<1x1x100x64xbf16>, %a1: tensor<1x1x200x64xbf16>, %a2: tensor<1x1x200x64xbf16>) -> (tensor<1x1x100x64xbf16>) {
  %r0 = "tir.attention"(%a0, %a1, %a2) {tir.attention = {batch = 1, heads = 1, kv_heads = 1, seq_q = 100, seq_kv = 200, head_dim = 64, head_dim_v = 64, causal = "none", scale = 0.125 : f64, element = "bf16", out_element = "bf16", probabilities = "f32", q = array<i64: 0, 6400, 6400, 64, 1>, k = array<i64: 0, 12800, 12800, 64, 1>, v = array<i64: 0, 12800, 12800, 64, 1>, o = array<i64: 0, 6400, 6400, 64, 1>}} : (tensor<1x1x100x64xbf16>, tensor<1x1x200x64xbf16>, tensor<1x1x200x64xbf16>) -> (tensor<1x1x100x64xbf16>)
  return %r0 : tensor<1x1x100x64xbf16>
}
