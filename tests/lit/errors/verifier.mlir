// IR that parses but fails verification points at the offending op.
// RUN: not tirc %s -o %t.ptx 2>&1 | FileCheck %s

// CHECK: error: {{.*}}verifier.mlir:[[@LINE+3]]:{{[0-9]+}}: invalid MLIR: {{.*}}
// CHECK-NOT: Traceback
func.func @bad(%x: memref<4xf32>) {
  %v = memref.load %x[] : memref<4xf32>
  return
}
