// Weights: a Linear(4, 3) with bias as torch-mlir exports it (the weight a dense_resource blob,
// here the bias a dense constant). --manifest lists both with their offsets in OUT.weights.bin;
// the emulator uploads them and the reference reads the same constants; --weights=inputs makes
// them inputs after x, in the order the constants appear.
// RUN: rm -rf %t && mkdir -p %t
// RUN: tirc %s -o %t/linear.ptx --manifest --no-cache --remarks=off
// RUN: FileCheck %s --check-prefix=MANIFEST --input-file=%t/linear.json
// RUN: test -f %t/linear.weights.bin
// RUN: tirc run --emulate --remarks=off %s | FileCheck %s --check-prefix=EMULATED
// RUN: tirc %s -o %t/inputs.ptx --manifest --weights=inputs --no-cache --remarks=off
// RUN: FileCheck %s --check-prefix=INPUTS --input-file=%t/inputs.json
// RUN: not test -f %t/inputs.weights.bin
// RUN: tirc run --emulate --remarks=off --weights=inputs %s | FileCheck %s --check-prefix=EMULATED

// MANIFEST: "buffers": [
// MANIFEST: "name": "constant_3xf32",
// MANIFEST-NEXT: "dtype": "f32",
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT: 3
// MANIFEST-NEXT: ],
// MANIFEST-NEXT: "kind": "weight"
// MANIFEST: "name": "linear_weight",
// MANIFEST-NEXT: "dtype": "f32",
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT: 3,
// MANIFEST-NEXT: 4
// MANIFEST-NEXT: ],
// MANIFEST-NEXT: "kind": "weight"
// MANIFEST: "buffer": "linear_weight"
// MANIFEST: "weights": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "name": "constant_3xf32",
// MANIFEST-NEXT: "dtype": "f32",
// MANIFEST: "offset": 0,
// MANIFEST-NEXT: "size": 12
// MANIFEST: "name": "linear_weight",
// MANIFEST: "offset": 256,
// MANIFEST-NEXT: "size": 48
// MANIFEST: "weights_file": "linear.weights.bin"

// EMULATED: @linear (static shapes)
// EMULATED: result0 f32[5, 3]: {{.*}}: ok

// INPUTS: "inputs": [
// INPUTS: "name": "arg0",
// INPUTS: "name": "constant_3xf32",
// INPUTS: "weight": true
// INPUTS: "name": "linear_weight",
// INPUTS: "weight": true
// INPUTS: "weights": [],
// INPUTS-NEXT: "weights_file": null

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @linear(%x: tensor<5x4xf32>) -> tensor<5x3xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %bias = arith.constant dense<[0.5, -1.0, 2.0]> : tensor<3xf32>
    %weight = arith.constant dense_resource<linear.weight> : tensor<3x4xf32>
    %0 = tensor.empty() : tensor<4x3xf32>
    %transposed = linalg.transpose ins(%weight : tensor<3x4xf32>) outs(%0 : tensor<4x3xf32>) permutation = [1, 0]
    %1 = tensor.empty() : tensor<5x3xf32>
    %2 = linalg.fill ins(%zero : f32) outs(%1 : tensor<5x3xf32>) -> tensor<5x3xf32>
    %3 = linalg.matmul ins(%x, %transposed : tensor<5x4xf32>, tensor<4x3xf32>) outs(%2 : tensor<5x3xf32>) -> tensor<5x3xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %bias : tensor<5x3xf32>, tensor<3xf32>) outs(%1 : tensor<5x3xf32>) {
    ^bb0(%in: f32, %b: f32, %out: f32):
      %5 = arith.addf %in, %b : f32
      linalg.yield %5 : f32
    } -> tensor<5x3xf32>
    return %4 : tensor<5x3xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      linear.weight: "0x040000000000003F000080BE0000803F0000403F000080BF0000003E0000003F000000BF0000803E0000803E000040BF0000C03F"
    }
  }
#-}
