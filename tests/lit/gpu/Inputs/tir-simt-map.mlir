// The IR before tir-simt-map: tirc compile tests/lit/gpu/tir-simt-map.mlir --pipeline simt --emit=gpu --dump-before=tir-simt-map
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module attributes {tir.explained_ops = {"0" = {kind = "elementwise", what = "elementwise (ops: addf)", why = "it computes a function result from the function's inputs alone: nothing to fuse it with"}, "1" = {kind = "fill", what = "fill", why = "its reader {kernel:2} accumulates into it (reads it as its output), and elementwise fusion fuses only the producers of a consumer's inputs"}, "2" = {kind = "reduction", what = "reduction", why = "a reduction tir-reduce does not take (it takes reduction loops innermost, read contiguously, with a combiner it knows), and elementwise fusion fuses all-parallel producers only"}}} {
  func.func @add_2d(%arg0: memref<?x100xf32>, %arg1: memref<100x?xf32>) -> memref<?x100xf32> {
    %c100 = arith.constant 100 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x100xf32>
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x100xf32>
    %dim_0 = memref.dim %arg0, %c0 : memref<?x100xf32>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim_0, %c100) step (%c1, %c1) {
      %0 = memref.load %arg0[%arg2, %arg3] : memref<?x100xf32>
      %1 = memref.load %arg1[%arg3, %arg2] : memref<100x?xf32>
      %2 = arith.addf %0, %1 : f32
      memref.store %2, %alloc[%arg2, %arg3] : memref<?x100xf32>
      scf.reduce 
    }
    return %alloc : memref<?x100xf32>
  }
  func.func @total(%arg0: memref<64xf32>) -> memref<f32> {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    memref.store %cst, %alloc[] : memref<f32>
    scf.for %arg1 = %c0 to %c64 step %c1 {
      %0 = memref.load %arg0[%arg1] : memref<64xf32>
      %1 = memref.load %alloc[] : memref<f32>
      %2 = arith.subf %1, %0 : f32
      memref.store %2, %alloc[] : memref<f32>
    }
    return %alloc : memref<f32>
  }
}

