// tirc opt runs arbitrary passes like mlir-opt, upstream and tirc passes alike.
// RUN: tirc opt %s --passes 'canonicalize,cse' | FileCheck %s
// RUN: tirc opt %s --passes 'builtin.module(tir-merge-gpu-modules)' | FileCheck %s --check-prefix=MERGE

// CHECK-LABEL: func.func @fold
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT: return %[[C]]
func.func @fold() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

// MERGE: gpu.module @first
// MERGE-NEXT: gpu.func @k1
// MERGE: gpu.func @k2
// MERGE-NOT: gpu.module @second
module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @k1() kernel { gpu.return }
  }
  gpu.module @second {
    gpu.func @k2() kernel { gpu.return }
  }
}
