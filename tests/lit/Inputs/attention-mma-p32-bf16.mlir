// B=1 H=2 S_q=40 S_kv=72 D=64, bf16, causal bottom_right, f32 output; the op multiplies unrounded
// (f32) probabilities, as decomposed SDPA does: P V on P in 3 bf16 parts
func.func @attn(%q: tensor<1x2x40x64xbf16>, %k: tensor<1x2x72x64xbf16>, %v: tensor<1x2x72x64xbf16>) -> (tensor<1x2x40x64xf32>) {
  %r0 = "tir.attention"(%q, %k, %v) {tir.attention = {batch = 1, heads = 2, kv_heads = 2, seq_q = 40, seq_kv = 72, head_dim = 64, head_dim_v = 64, causal = "bottom_right", scale = 0.125 : f64, element = "bf16", out_element = "f32", q = array<i64: 0, 5120, 2560, 64, 1>, k = array<i64: 0, 9216, 4608, 64, 1>, v = array<i64: 0, 9216, 4608, 64, 1>, o = array<i64: 0, 5120, 2560, 64, 1>, probabilities = "f32"}} : (tensor<1x2x40x64xbf16>, tensor<1x2x72x64xbf16>, tensor<1x2x72x64xbf16>) -> (tensor<1x2x40x64xf32>)
  return %r0 : tensor<1x2x40x64xf32>
}
