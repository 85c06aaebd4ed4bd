// B=1 H=2 S_q=30 S_kv=66 D=96, bf16, an additive [S_q, S_kv] mask every head shares
func.func @attn(%q: tensor<1x2x30x96xbf16>, %k: tensor<1x2x66x96xbf16>, %v: tensor<1x2x66x96xbf16>, %mask: tensor<1x1x30x66xbf16>) -> (tensor<1x2x30x96xbf16>) {
  %r0 = "tir.attention"(%q, %k, %v, %mask) {tir.attention = {batch = 1, heads = 2, kv_heads = 2, seq_q = 30, seq_kv = 66, head_dim = 96, head_dim_v = 96, causal = "none", scale = 0.125 : f64, element = "bf16", out_element = "bf16", q = array<i64: 0, 5760, 2880, 96, 1>, k = array<i64: 0, 12672, 6336, 96, 1>, v = array<i64: 0, 12672, 6336, 96, 1>, o = array<i64: 0, 5760, 2880, 96, 1>, mask = array<i64: 0, 0, 0, 66, 1>, mask_element = "bf16"}} : (tensor<1x2x30x96xbf16>, tensor<1x2x66x96xbf16>, tensor<1x2x66x96xbf16>, tensor<1x1x30x66xbf16>) -> (tensor<1x2x30x96xbf16>)
  return %r0 : tensor<1x2x30x96xbf16>
}
