// MHA decode with 4 query rows: B=1 H=2 S_q=4 S_kv=333 D=64, causal bottom_right, LSE output
func.func @decode(%q: tensor<1x2x4x64xf16>, %k: tensor<1x2x333x64xf16>, %v: tensor<1x2x333x64xf16>) -> (tensor<1x2x4x64xf16>, tensor<1x2x4xf32>) {
  %o, %lse = "tir.attention"(%q, %k, %v) {tir.attention = {batch = 1 : i64, causal = "bottom_right", element = "f16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 2 : i64, k = array<i64: 0, 42624, 21312, 64, 1>, kv_heads = 2 : i64, lse = array<i64: 0, 8, 4, 1, 0>, o = array<i64: 0, 512, 256, 64, 1>, out_element = "f16", q = array<i64: 0, 512, 256, 64, 1>, scale = 1.250000e-01 : f64, seq_kv = 333 : i64, seq_q = 4 : i64, v = array<i64: 0, 42624, 21312, 64, 1>}} : (tensor<1x2x4x64xf16>, tensor<1x2x333x64xf16>, tensor<1x2x333x64xf16>) -> (tensor<1x2x4x64xf16>, tensor<1x2x4xf32>)
  return %o, %lse : tensor<1x2x4x64xf16>, tensor<1x2x4xf32>
}
