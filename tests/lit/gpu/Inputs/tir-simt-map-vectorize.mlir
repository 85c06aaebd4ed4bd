// The IR before tir-simt-map: tirc compile tests/lit/gpu/simt-vectorize.mlir --pipeline simt --emit=gpu --dump-before=tir-simt-map
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module attributes {tir.explained_ops = {"0" = {kind = "elementwise", what = "elementwise (ops: extf, negf, exp, addf, divf, mulf, ...)", why = "it computes a function result from the function's inputs alone: nothing to fuse it with"}, "1" = {kind = "elementwise", what = "elementwise (ops: addf)", why = "it computes a function result from the function's inputs alone: nothing to fuse it with"}, "2" = {kind = "elementwise", what = "elementwise (ops: addf)", why = "it computes a function result from the function's inputs alone: nothing to fuse it with"}, "3" = {kind = "elementwise", what = "elementwise (ops: negf, exp, addf, divf)", why = "it computes a function result from the function's inputs alone: nothing to fuse it with"}, "4" = {kind = "elementwise", what = "elementwise (ops: addf)", why = "it computes a function result from the function's inputs alone: nothing to fuse it with"}}} {
  func.func @gated(%arg0: memref<7x1003xf16>, %arg1: memref<7x1003xf16>) -> memref<7x1003xf16> {
    %c1003 = arith.constant 1003 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<7x1003xf16>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c7, %c1003) step (%c1, %c1) {
      %0 = memref.load %arg0[%arg2, %arg3] : memref<7x1003xf16>
      %1 = memref.load %arg1[%arg2, %arg3] : memref<7x1003xf16>
      %2 = arith.extf %0 : f16 to f32
      %3 = arith.negf %2 : f32
      %4 = math.exp %3 : f32
      %5 = arith.addf %4, %cst : f32
      %6 = arith.divf %cst, %5 : f32
      %7 = arith.mulf %2, %6 : f32
      %8 = arith.truncf %7 : f32 to f16
      %9 = arith.mulf %8, %1 : f16
      memref.store %9, %alloc[%arg2, %arg3] : memref<7x1003xf16>
      scf.reduce 
    }
    return %alloc : memref<7x1003xf16>
  }
  func.func @bias(%arg0: memref<?x256xf32>, %arg1: memref<256xf32>) -> memref<?x256xf32> {
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x256xf32>
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x256xf32>
    %dim_0 = memref.dim %arg0, %c0 : memref<?x256xf32>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim_0, %c256) step (%c1, %c1) {
      %0 = memref.load %arg0[%arg2, %arg3] : memref<?x256xf32>
      %1 = memref.load %arg1[%arg3] : memref<256xf32>
      %2 = arith.addf %0, %1 : f32
      memref.store %2, %alloc[%arg2, %arg3] : memref<?x256xf32>
      scf.reduce 
    }
    return %alloc : memref<?x256xf32>
  }
  func.func @row_bias(%arg0: memref<6x1000xf16>, %arg1: memref<6x1xf16>) -> memref<6x1000xf16> {
    %c1000 = arith.constant 1000 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x1000xf16>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c6, %c1000) step (%c1, %c1) {
      %0 = memref.load %arg0[%arg2, %arg3] : memref<6x1000xf16>
      %1 = memref.load %arg1[%arg2, %c0] : memref<6x1xf16>
      %2 = arith.addf %0, %1 : f16
      memref.store %2, %alloc[%arg2, %arg3] : memref<6x1000xf16>
      scf.reduce 
    }
    return %alloc : memref<6x1000xf16>
  }
  func.func @sigmoid(%arg0: memref<256xf32>) -> memref<256xf32> {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
    scf.parallel (%arg1) = (%c0) to (%c256) step (%c1) {
      %0 = memref.load %arg0[%arg1] : memref<256xf32>
      %1 = arith.negf %0 : f32
      %2 = math.exp %1 : f32
      %3 = arith.addf %2, %cst : f32
      %4 = arith.divf %cst, %3 : f32
      memref.store %4, %alloc[%arg1] : memref<256xf32>
      scf.reduce 
    }
    return %alloc : memref<256xf32>
  }
  func.func @transposed(%arg0: memref<64x96xf32>) -> memref<96x64xf32> {
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c96 = arith.constant 96 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<96x64xf32>
    scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c96, %c64) step (%c1, %c1) {
      %0 = memref.load %arg0[%arg2, %arg1] : memref<64x96xf32>
      %1 = arith.addf %0, %0 : f32
      memref.store %1, %alloc[%arg1, %arg2] : memref<96x64xf32>
      scf.reduce 
    }
    return %alloc : memref<96x64xf32>
  }
}

