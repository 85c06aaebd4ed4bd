// complex ops are not lowered: the error names the complex op (not the unresolved cast beside it)
// at its line, before PTX translation.
// RUN: not tirc %s -o %t.ptx 2>&1 | FileCheck %s

// CHECK: error: {{.*}}unlowered-complex.mlir:[[@LINE+11]]:10: 'complex.abs' in kernel @{{.*}} is not lowered to the LLVM/NVVM dialects by the nvvm stage
// CHECK-NEXT: %m = complex.abs %c : complex<f32>
// CHECK-NEXT: ^
// CHECK-NEXT: note: also left unlowered: 'builtin.unrealized_conversion_cast'
// CHECK-NEXT: hint: complex numbers are not lowered; carry the real and imaginary parts as two float tensors
// CHECK-NOT: LLVM Translation failed
func.func @f(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %c = complex.create %x, %y : complex<f32>
    %m = complex.abs %c : complex<f32>
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
