// tir-fp8-ldmatrix alone: an ldmatrix of an 8-bit float shared tile (a memref.view of the dynamic
// shared memory) reads an i8 view of the same bytes (same offset, same shape; one view per tile);
// the bitcasts that followed it read the i8 fragment, and any other use gets the 8-bit float
// vector back through one bitcast. Indices and modifiers are unchanged.
// RUN: tirc opt %s --passes tir-fp8-ldmatrix | FileCheck %s

// CHECK-LABEL: gpu.func @fragments() kernel
// CHECK: %[[SMEM:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: %[[BYTES:.*]] = memref.view %[[SMEM]][%[[OFF:.*]]][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: %[[TILE:.*]] = memref.view %[[SMEM]][%[[OFF]]][] {tir.role = "operand-a"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>
// CHECK-NOT: memref.view
// CHECK: %[[A:.*]] = nvgpu.ldmatrix %[[BYTES]][%[[ROW:.*]], %[[COL:.*]]] {numTiles = 4 : i32, transpose = false} : memref<64x64xi8, #gpu.address_space<workgroup>> -> vector<4x4xi8>
// CHECK-NEXT: %[[A32:.*]] = vector.bitcast %[[A]] : vector<4x4xi8> to vector<4x1xi32>
// CHECK: %[[B:.*]] = nvgpu.ldmatrix %[[BYTES]][%[[COL]], %[[ROW]]] {numTiles = 2 : i32, transpose = false} : memref<64x64xi8, #gpu.address_space<workgroup>> -> vector<2x4xi8>
// CHECK-NEXT: %[[BF8:.*]] = vector.bitcast %[[B]] : vector<2x4xi8> to vector<2x4xf8E4M3FN>
// CHECK-NEXT: vector.extract %[[BF8]][0, 0] : f8E4M3FN from vector<2x4xf8E4M3FN>
// CHECK-NOT: nvgpu.ldmatrix %[[TILE]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fragments() kernel {
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %off = arith.constant 4096 : index
      %tile = memref.view %smem[%off][] {tir.role = "operand-a"} : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>>
      %row = gpu.thread_id x
      %col = arith.constant 16 : index
      %a = nvgpu.ldmatrix %tile[%row, %col] {numTiles = 4 : i32, transpose = false} : memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>> -> vector<4x4xf8E4M3FN>
      %a32 = vector.bitcast %a : vector<4x4xf8E4M3FN> to vector<4x1xi32>
      %b = nvgpu.ldmatrix %tile[%col, %row] {numTiles = 2 : i32, transpose = false} : memref<64x64xf8E4M3FN, #gpu.address_space<workgroup>> -> vector<2x4xf8E4M3FN>
      %e = vector.extract %b[0, 0] : f8E4M3FN from vector<2x4xf8E4M3FN>
      %out = memref.alloca() : memref<4xf8E4M3FN>
      memref.store %e, %out[%c0] : memref<4xf8E4M3FN>
      %w = vector.extract %a32[0, 0] : i32 from vector<4x1xi32>
      %wout = memref.alloca() : memref<1xi32>
      memref.store %w, %wout[%c0] : memref<1xi32>
      gpu.return
    }
  }
}
