// A truncated .mlir file: one error line with file:line:col, the source line, exit 1, no traceback.
// RUN: not tirc %inputs/truncated.mlir -o %t.ptx 2>&1 | FileCheck %s
// RUN: not ls %t.ptx

// CHECK: error: {{.*}}truncated.mlir:4:{{[0-9]+}}: invalid MLIR: {{.*}}
// CHECK-NOT: Traceback
