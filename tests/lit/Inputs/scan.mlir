// tm_tensor.scan as torch-mlir prints torch.cumsum, for the scan tests of each stage: an inclusive
// f32 cumsum along the innermost dimension (a warp per line), an i64 cumsum along the outer
// dimension (a thread per line) and an exclusive f32 scan whose accumulator starts at 1.5 and is
// returned too. 77 and 70 are no multiples of the 32-element chunks.
func.func @rows(%x: tensor<3x77xf32>) -> tensor<3x77xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x77xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<3x77xf32>) -> tensor<3x77xf32>
  %a = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%a : tensor<3xf32>) -> tensor<3xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<3x77xf32>) outs(%out, %acc : tensor<3x77xf32>, tensor<3xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x77xf32>, tensor<3xf32> loc("cumsum.py":7:9)
  return %r#0 : tensor<3x77xf32>
}

func.func @columns(%x: tensor<5x6xi64>) -> tensor<5x6xi64> {
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<5x6xi64>
  %out = linalg.fill ins(%zero : i64) outs(%e : tensor<5x6xi64>) -> tensor<5x6xi64>
  %a = tensor.empty() : tensor<6xi64>
  %acc = linalg.fill ins(%zero : i64) outs(%a : tensor<6xi64>) -> tensor<6xi64>
  %r:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%x : tensor<5x6xi64>) outs(%out, %acc : tensor<5x6xi64>, tensor<6xi64>) {
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    tm_tensor.yield %s : i64
  } -> tensor<5x6xi64>, tensor<6xi64>
  return %r#0 : tensor<5x6xi64>
}

func.func @exclusive(%x: tensor<9x70xf32>) -> (tensor<9x70xf32>, tensor<9xf32>) {
  %zero = arith.constant 0.0 : f32
  %seed = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<9x70xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<9x70xf32>) -> tensor<9x70xf32>
  %a = tensor.empty() : tensor<9xf32>
  %acc = linalg.fill ins(%seed : f32) outs(%a : tensor<9xf32>) -> tensor<9xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(false) ins(%x : tensor<9x70xf32>) outs(%out, %acc : tensor<9x70xf32>, tensor<9xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    tm_tensor.yield %s : f32
  } -> tensor<9x70xf32>, tensor<9xf32>
  return %r#0, %r#1 : tensor<9x70xf32>, tensor<9xf32>
}
