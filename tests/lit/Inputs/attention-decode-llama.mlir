// Llama-style decode: B=4 H=32 H_kv=8 S_q=1 S_kv=4096 D=128 (GQA group 4), [B,H,S,D] row-major
func.func @decode(%q: tensor<4x32x1x128xf16>, %k: tensor<4x8x4096x128xf16>, %v: tensor<4x8x4096x128xf16>) -> (tensor<4x32x1x128xf16>) {
  %o = "tir.attention"(%q, %k, %v) {tir.attention = {batch = 4 : i64, causal = "none", element = "f16", head_dim = 128 : i64, head_dim_v = 128 : i64, heads = 32 : i64, k = array<i64: 0, 4194304, 524288, 128, 1>, kv_heads = 8 : i64, o = array<i64: 0, 4096, 128, 128, 1>, out_element = "f16", q = array<i64: 0, 4096, 128, 128, 1>, scale = 0.088388347648318447 : f64, seq_kv = 4096 : i64, seq_q = 1 : i64, v = array<i64: 0, 4194304, 524288, 128, 1>}} : (tensor<4x32x1x128xf16>, tensor<4x8x4096x128xf16>, tensor<4x8x4096x128xf16>) -> (tensor<4x32x1x128xf16>)
  return %o : tensor<4x32x1x128xf16>
}
