// An op the nvvm stage does not lower (math.ipowi: no libdevice function, no expansion) is a
// located error before PTX translation, never LLVM's "missing LLVMTranslationDialectInterface".
// RUN: not tirc %s -o %t.ptx 2>&1 | FileCheck %s
// RUN: not tirc %s --pipeline simt -o %t.ptx 2>&1 | FileCheck %s

// CHECK: error: {{.*}}unlowered-math.mlir:[[@LINE+10]]:10: 'math.ipowi' in kernel @{{.*}} is not lowered to the LLVM/NVVM dialects by the nvvm stage, so PTX translation (gpu-module-to-binary) cannot take it
// CHECK-NEXT: %m = math.ipowi %x, %x : i32
// CHECK-NEXT: ^
// CHECK-NEXT: hint: this math function has no libdevice counterpart and no expansion; write it with arith ops; tirc lowers
// CHECK-NOT: LLVMTranslationDialectInterface
// CHECK-NOT: Traceback
func.func @f(%a: tensor<37xi32>) -> tensor<37xi32> {
  %e = tensor.empty() : tensor<37xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<37xi32>) outs(%e : tensor<37xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = math.ipowi %x, %x : i32
    linalg.yield %m : i32
  } -> tensor<37xi32>
  return %r : tensor<37xi32>
}
