// --manifest writes the launch plan next to the output: inputs with symbolic dynamic sizes,
// temporaries, outputs, and each launch with grid/block expressions and argument bindings.
// RUN: tirc %examples/mlir/gelu_tanh.mlir --pipeline simt -o %t.ptx --manifest
// RUN: FileCheck %s --input-file=%t.json

// CHECK: "manifest_version": 3
// CHECK: "target": {
// CHECK-NEXT: "chip": "sm_80"
// CHECK: "pipeline": {
// CHECK-NEXT: "name": "simt"
// CHECK: "tools": {
// CHECK-NEXT: "tirc":
// CHECK-NEXT: "mlir": "22.1.8"
// CHECK: "kernels": [
// CHECK: "name": "gelu_tanh_kernel"
// CHECK: "registers":
// CHECK: "functions": [
// CHECK: "name": "gelu_tanh"
// CHECK: "symbols": {
// CHECK-NEXT: "arg0_d0": {
// CHECK: "outputs": [
// CHECK: "buffer": "buf0"
// CHECK: "op": "alloc"
// CHECK: "op": "launch"
// CHECK-NEXT: "kernel": "gelu_tanh_kernel"
// CHECK-NEXT: "grid": [
// CHECK-NEXT: "ceildiv(arg0_d1, 32)",
// CHECK-NEXT: "ceildiv(arg0_d0, 8)",
// CHECK-NEXT: 1
// CHECK: "block": [
// CHECK-NEXT: 32,
// CHECK-NEXT: 8,
// CHECK: "kind": "ptr",
// CHECK-NEXT: "buffer": "arg0"
// CHECK: "kind": "int",
// CHECK-NEXT: "type": "i64",
// CHECK-NEXT: "value": "arg0_d0"
