// GQA decode: B=1 H=8 H_kv=2 S_q=1 S_kv=300 D=64, f16, f32 output, f32 probabilities (P V on 2 f16 parts)
func.func @decode(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x300x64xf16>, %v: tensor<1x2x300x64xf16>) -> (tensor<1x8x1x64xf32>) {
  %o = "tir.attention"(%q, %k, %v) {tir.attention = {batch = 1 : i64, causal = "none", element = "f16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 8 : i64, k = array<i64: 0, 38400, 19200, 64, 1>, kv_heads = 2 : i64, o = array<i64: 0, 512, 64, 64, 1>, out_element = "f32", probabilities = "f32", q = array<i64: 0, 512, 64, 64, 1>, scale = 1.250000e-01 : f64, seq_kv = 300 : i64, seq_q = 1 : i64, v = array<i64: 0, 38400, 19200, 64, 1>}} : (tensor<1x8x1x64xf16>, tensor<1x2x300x64xf16>, tensor<1x2x300x64xf16>) -> (tensor<1x8x1x64xf32>)
  return %o : tensor<1x8x1x64xf32>
}
