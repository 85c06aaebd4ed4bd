// A multiply-accumulate that is no GEMM the kernels take stays on the SIMT path with a remark
// saying why: heads between the batch and the rows of q ([B, S, H, D]), or f16 x f32 operands.
// RUN: tirc compile %s --emit=tensorir -o /dev/null 2>&1 | FileCheck %s

// CHECK: remark: {{.*}}schedule-unrecognised.mlir:14:8: apart: not on Tensor Cores: its loops are no (batched) GEMM: {{.*}} (transpose an operand so that its batch dimensions come first and stay together, e.g. [B, H, S, D] rather than [B, S, H, D])
// CHECK: remark: {{.*}}schedule-unrecognised.mlir:29:8: mixed: not on Tensor Cores: A is f16 and B is f32 (give both operands the same element type; only the 8-bit floats f8E4M3FN and f8E5M2 mix)
#q = affine_map<(b, h, m, n, k) -> (b, m, h, k)>
#k = affine_map<(b, h, m, n, k) -> (b, h, n, k)>
#s = affine_map<(b, h, m, n, k) -> (b, h, m, n)>
func.func @apart(%q: tensor<2x24x3x16xf16>, %k: tensor<2x3x40x16xf16>) -> tensor<2x3x24x40xf32> {
  %zero = arith.constant 0.0 : f32
  %ce = tensor.empty() : tensor<2x3x24x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<2x3x24x40xf32>) -> tensor<2x3x24x40xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x24x3x16xf16>, tensor<2x3x40x16xf16>) outs(%init : tensor<2x3x24x40xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %af = arith.extf %a : f16 to f32
    %bf = arith.extf %b : f16 to f32
    %p = arith.mulf %af, %bf : f32
    %sum = arith.addf %acc, %p : f32
    linalg.yield %sum : f32
  } -> tensor<2x3x24x40xf32>
  return %s : tensor<2x3x24x40xf32>
}
func.func @mixed(%x: tensor<40x72xf16>, %w: tensor<72x56xf32>) -> tensor<40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %ce = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<40x72xf16>, tensor<72x56xf32>) outs(%init : tensor<40x56xf32>) {
  ^bb0(%a: f16, %b: f32, %acc: f32):
    %af = arith.extf %a : f16 to f32
    %p = arith.mulf %af, %b : f32
    %sum = arith.addf %acc, %p : f32
    linalg.yield %sum : f32
  } -> tensor<40x56xf32>
  return %c : tensor<40x56xf32>
}
