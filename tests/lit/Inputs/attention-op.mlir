// B=1 H=2 S_q=40 S_kv=72 D=64, [B,H,S,D] row-major
func.func @attn(%q: tensor<1x2x40x64xf16>, %k: tensor<1x2x72x64xf16>, %v: tensor<1x2x72x64xf16>) -> tensor<1x2x40x64xf16> {
  %o = "tir.attention"(%q, %k, %v) {tir.attention = {batch = 1, heads = 2, kv_heads = 2, seq_q = 40, seq_kv = 72, head_dim = 64, head_dim_v = 64, causal = "none", scale = 0.125 : f64, element = "f16", out_element = "f16", q = array<i64: 0, 5120, 2560, 64, 1>, k = array<i64: 0, 9216, 4608, 64, 1>, v = array<i64: 0, 9216, 4608, 64, 1>, o = array<i64: 0, 5120, 2560, 64, 1>}} : (tensor<1x2x40x64xf16>, tensor<1x2x72x64xf16>, tensor<1x2x72x64xf16>) -> tensor<1x2x40x64xf16>
  return %o : tensor<1x2x40x64xf16>
}
