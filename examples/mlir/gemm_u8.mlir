// An unsigned 8-bit GEMM with a 32-bit accumulator: C[m, n] = sum_k zext(A[m, k]) * zext(B[k, n]).
// MLIR integers are signless: the i8 operands are read as u8 by arith.extui, and the i32 sum wraps.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @gemm_u8(%A: tensor<64x128xi8>, %B: tensor<128x64xi8>) -> tensor<64x64xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<64x64xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<64x64xi32>) -> tensor<64x64xi32>
  %C = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<64x128xi8>, tensor<128x64xi8>) outs(%init : tensor<64x64xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xu = arith.extui %x : i8 to i32
    %yu = arith.extui %y : i8 to i32
    %p = arith.muli %xu, %yu : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<64x64xi32>
  return %C : tensor<64x64xi32>
}
