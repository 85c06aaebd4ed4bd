// Two contractions in one function: the first is block C (the name of its location, as the
// scheduling DSL writes it), the second has a plain file location and no block name; the first
// fill is block Z, a linalg op that is no contraction.
func.func @matmul(%A: tensor<64x32xf16>, %B: tensor<32x64xf16>, %W: tensor<64x32xf16>) -> tensor<64x32xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<64x64xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<64x64xf16>) -> tensor<64x64xf16> loc("Z"("mm.py":4:9))
  %c = linalg.matmul ins(%A, %B : tensor<64x32xf16>, tensor<32x64xf16>) outs(%f : tensor<64x64xf16>) -> tensor<64x64xf16> loc("C"("mm.py":5:9))
  %e2 = tensor.empty() : tensor<64x32xf16>
  %f2 = linalg.fill ins(%z : f16) outs(%e2 : tensor<64x32xf16>) -> tensor<64x32xf16>
  %d = linalg.matmul ins(%c, %W : tensor<64x64xf16>, tensor<64x32xf16>) outs(%f2 : tensor<64x32xf16>) -> tensor<64x32xf16> loc("mm.py":9:9)
  return %d : tensor<64x32xf16>
}
