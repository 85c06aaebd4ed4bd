// B=1 H=4 H_kv=2 S_q=100 S_kv=200 D=64, causal bottom_right, [B,S,H,D] views, LSE
func.func @attn(%q: tensor<1x100x4x64xf16>, %k: tensor<1x200x2x64xf16>, %v: tensor<1x200x2x64xf16>) -> (tensor<1x100x4x64xf16>, tensor<1x4x100xf32>) {
  %r0, %r1 = "tir.attention"(%q, %k, %v) {tir.attention = {batch = 1, heads = 4, kv_heads = 2, seq_q = 100, seq_kv = 200, head_dim = 64, head_dim_v = 64, causal = "bottom_right", scale = 0.125 : f64, element = "f16", out_element = "f16", q = array<i64: 0, 25600, 64, 256, 1>, k = array<i64: 0, 25600, 64, 128, 1>, v = array<i64: 0, 25600, 64, 128, 1>, o = array<i64: 0, 25600, 64, 256, 1>, lse = array<i64: 0, 400, 100, 1, 0>}} : (tensor<1x100x4x64xf16>, tensor<1x200x2x64xf16>, tensor<1x200x2x64xf16>) -> (tensor<1x100x4x64xf16>, tensor<1x4x100xf32>)
  return %r0, %r1 : tensor<1x100x4x64xf16>, tensor<1x4x100xf32>
}
