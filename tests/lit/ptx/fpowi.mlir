// math.fpowi as torch-mlir emits it (GELU's x**3: an i64 exponent). libdevice has no powi with an
// i64 exponent, so constant exponents become multiplications (repeated squaring, a reciprocal for
// a negative one) and others math.powf; the PTX makes no call, and every result verifies in the
// emulator, also for the per-element exponents drawn in [-8, 8].
// RUN: tirc %s -o - | FileCheck %s --check-prefix=PTX
// PTX: .visible .entry powers_kernel(
// PTX-NOT: call
// PTX-NOT: powi
// PTX: ret;
// RUN: tirc run %s --emulate --shape arg0_d0=5,arg0_d1=37,arg1_d0=5,arg1_d1=37 | FileCheck %s --check-prefix=EMU
// EMU: result0 f32[5, 37]: {{.*}}: ok
// EMU: result1 f32[5, 37]: {{.*}}: ok
// EMU: result2 f32[5, 37]: {{.*}}: ok
// EMU: result3 f32[5, 37]: {{.*}}: ok
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @powers(%x: tensor<?x?xf32>, %n: tensor<?x?xi64>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %x, %c0 : tensor<?x?xf32>
  %k = tensor.dim %x, %c1 : tensor<?x?xf32>
  %init = tensor.empty(%m, %k) : tensor<?x?xf32>
  %y:4 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id],
                         iterator_types = ["parallel", "parallel"]}
      ins(%x, %n : tensor<?x?xf32>, tensor<?x?xi64>) outs(%init, %init, %init, %init
        : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  ^bb0(%v: f32, %e: i64, %o0: f32, %o1: f32, %o2: f32, %o3: f32):
    %c3 = arith.constant 3 : i64
    %cm2 = arith.constant -2 : i64
    %c11 = arith.constant 11 : i64
    %cube = math.fpowi %v, %c3 : f32, i64
    %inverse_square = math.fpowi %v, %cm2 : f32, i64
    %eleventh = math.fpowi %v, %c11 : f32, i64
    %any = math.fpowi %v, %e : f32, i64
    linalg.yield %cube, %inverse_square, %eleventh, %any : f32, f32, f32, f32
  } -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  return %y#0, %y#1, %y#2, %y#3 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
