// Conv2d(8, 16, 3, stride=2, padding=1) on a 2x8x13x13 f16 input, f32 accumulator (a zero fill).
func.func @conv(%x: tensor<2x8x13x13xf16>, %w: tensor<16x8x3x3xf16>, %bias: tensor<16xf16>) -> tensor<2x16x7x7xf32> {
  %zero = arith.constant 0.0 : f16
  %zero_acc = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f16
  } : tensor<2x8x13x13xf16> to tensor<2x8x15x15xf16>
  %acc_empty = tensor.empty() : tensor<2x16x7x7xf32>
  %init = linalg.fill ins(%zero_acc : f32) outs(%acc_empty : tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %w : tensor<2x8x15x15xf16>, tensor<16x8x3x3xf16>) outs(%init : tensor<2x16x7x7xf32>) -> tensor<2x16x7x7xf32>
  return %conv : tensor<2x16x7x7xf32>
}
