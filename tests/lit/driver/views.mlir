// Views are free in the launch plan: reshapes and slices add no step (no copy, no alloc), the
// kernels given a view get its buffer's pointer, and a reshaped result is its buffer with the
// result's shape.
// RUN: tirc %examples/mlir/views.mlir --pipeline sm80 -o %t.ptx --manifest
// RUN: FileCheck %s --input-file=%t.json

// CHECK: "name": "views"
// CHECK: "outputs": [
// CHECK-NEXT: {
// CHECK-NEXT: "name": "result0",
// CHECK-NEXT: "buffer": "buf0",
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "shape": [
// CHECK-NEXT: 2,
// CHECK-NEXT: 3,
// CHECK-NEXT: 8
// CHECK: "name": "result3",
// CHECK-NEXT: "buffer": "buf3",
// CHECK-NEXT: "dtype": "f32",
// CHECK-NEXT: "shape": [
// CHECK-NEXT: "arg2_d0 * 8"
// CHECK: "buffers": [
// CHECK-NOT: "kind": "view"
// CHECK: "steps": [
// CHECK-NOT: "op": "copy"
// CHECK: "kernel": "views_elementwise0"
// CHECK: "buffer": "arg0"
// CHECK: "buffer": "arg1"
// CHECK: "buffer": "buf0"
// CHECK: "kernel": "views_kernel_0"
// CHECK-NEXT: "grid": [
// CHECK-NEXT: "ceildiv(arg2_d0 * 8, 256)",
// CHECK: "buffer": "arg2"
// CHECK-NOT: "op": "copy"
