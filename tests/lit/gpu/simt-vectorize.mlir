// tir-simt-map runs an elementwise nest whose operands are contiguous along its innermost
// dimensions as one kernel where each thread takes 16 bytes of contiguous elements: one linear
// work index, one guard, vector loads and stores, a scalar tail past the last whole vector, the
// schedule in tir.kernel_schedules under the kernel's name. An operand constant along the row is
// one scalar load; an f32 exp stored as f16 is exp2(x * log2 e), one stored as f32 stays math.exp.
// RUN: tirc opt %S/Inputs/tir-simt-map-vectorize.mlir --passes 'tir-simt-map{threads-per-block=256}' | FileCheck %s
// RUN: tirc %s --pipeline sm80 -o - | FileCheck %s --check-prefix=PTX

// CHECK: tir.kernel_schedules = {
// CHECK-SAME: bias_elementwise0 = "elementwise: 4 contiguous elements per thread (16-byte vector accesses) over [?x256], 256 threads per block, a block per 256 vectors"
// CHECK-SAME: gated_elementwise0 = "elementwise: 8 contiguous elements per thread (16-byte vector accesses, a scalar tail of 5) over [7021], 64 threads per block, 14 blocks"
// CHECK-SAME: row_bias_elementwise0 = "elementwise: 8 contiguous elements per thread (16-byte vector accesses) over [6x1000], 64 threads per block, 12 blocks"
// CHECK-SAME: sigmoid_elementwise0 = "elementwise: 4 contiguous elements per thread (16-byte vector accesses) over [256], 64 threads per block, 1 block"

// CHECK-LABEL: func.func @gated(
// CHECK-DAG: %[[G:.*]] = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<7x1003xf16> into memref<7021xf16>
// CHECK-DAG: %[[U:.*]] = memref.collapse_shape %arg1 {{\[\[}}0, 1]] : memref<7x1003xf16> into memref<7021xf16>
// CHECK: gpu.launch {{.*}} module(@gated_elementwise0) function(@gated_elementwise0)
// CHECK:   %[[WORK:.*]] = arith.addi
// CHECK:   %[[FULL:.*]] = arith.cmpi ult, %[[WORK]], %c877
// CHECK:   scf.if %[[FULL]] {
// CHECK:     vector.load %[[G]][%{{.*}}] {alignment = 16 : i64} : memref<7021xf16>, vector<8xf16>
// CHECK:     vector.load %[[U]][%{{.*}}] {alignment = 16 : i64} : memref<7021xf16>, vector<8xf16>
// CHECK:     math.exp2
// CHECK-NOT: math.exp %
// CHECK:     vector.store {{.*}} {alignment = 16 : i64} : memref<7021xf16>, vector<8xf16>
// CHECK:   } else {
// CHECK:     arith.cmpi eq, %[[WORK]], %c877
// CHECK-COUNT-5: memref.store
// CHECK: return

// CHECK-LABEL: func.func @bias(
// CHECK: %[[ROWS:.*]] = arith.muli %c64, %dim
// CHECK: %[[GRID:.*]] = arith.ceildivui %[[ROWS]], %c256
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[GRID]],
// CHECK: arith.remui %{{.*}}, %c64
// CHECK: arith.divui %{{.*}}, %c64
// CHECK: vector.load %arg0[{{.*}}] {alignment = 16 : i64} : memref<?x256xf32>, vector<4xf32>
// CHECK: vector.load %arg1[{{.*}}] {alignment = 16 : i64} : memref<256xf32>, vector<4xf32>
// CHECK: vector.store

// CHECK-LABEL: func.func @row_bias(
// CHECK: gpu.launch
// CHECK: vector.load %arg0{{.*}} vector<8xf16>
// CHECK: memref.load %arg1[%{{.*}}, %c0{{.*}}] : memref<6x1xf16>
// CHECK-NOT: memref.load
// CHECK: vector.store

// CHECK-LABEL: func.func @sigmoid(
// CHECK: vector.load
// CHECK-COUNT-4: math.exp %
// CHECK: vector.store

// CHECK-LABEL: func.func @transposed(
// CHECK-NOT: gpu.launch
// CHECK: scf.parallel

// PTX-LABEL: .entry gated_elementwise0(
// PTX: ld.global.v4.b32
// PTX: ld.global.v4.b32
// PTX: ex2.approx.f32
// PTX: st.global.v4.b32
// PTX: ld.global.b16
// PTX: st.global.b16
// PTX-LABEL: .entry transposed_kernel(
// PTX-NOT: ld.global.v4

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#col = affine_map<(d0, d1) -> (d0, 0)>
#transposed = affine_map<(d0, d1) -> (d1, d0)>
#id1 = affine_map<(d0) -> (d0)>

// SiLU(g) * u in f16 computed in f32 (torch's export): 7 x 1003 = 877 vectors of 8 and 5 more.
func.func @gated(%g: tensor<7x1003xf16>, %u: tensor<7x1003xf16>) -> tensor<7x1003xf16> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<7x1003xf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %u : tensor<7x1003xf16>, tensor<7x1003xf16>) outs(%e : tensor<7x1003xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %xf = arith.extf %x : f16 to f32
    %n = arith.negf %xf : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %one, %d : f32
    %m = arith.mulf %xf, %s : f32
    %t = arith.truncf %m : f32 to f16
    %p = arith.mulf %t, %y : f16
    linalg.yield %p : f16
  } -> tensor<7x1003xf16>
  return %r : tensor<7x1003xf16>
}

// A bias along the row, a dynamic number of rows: the grid comes from the size at run time.
func.func @bias(%x: tensor<?x256xf32>, %b: tensor<256xf32>) -> tensor<?x256xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %x, %c0 : tensor<?x256xf32>
  %e = tensor.empty(%m) : tensor<?x256xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<?x256xf32>, tensor<256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x256xf32>
  return %r : tensor<?x256xf32>
}

// A bias per row: constant along the row, one scalar load per thread.
func.func @row_bias(%x: tensor<6x1000xf16>, %b: tensor<6x1xf16>) -> tensor<6x1000xf16> {
  %e = tensor.empty() : tensor<6x1000xf16>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<6x1000xf16>, tensor<6x1xf16>) outs(%e : tensor<6x1000xf16>) {
  ^bb0(%a: f16, %c: f16, %o: f16):
    %s = arith.addf %a, %c : f16
    linalg.yield %s : f16
  } -> tensor<6x1000xf16>
  return %r : tensor<6x1000xf16>
}

// exp stored as f32: libdevice's exp, within 4 ulps (the reference's bound).
func.func @sigmoid(%x: tensor<256xf32>) -> tensor<256xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<256xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%x : tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %one, %d : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  return %r : tensor<256xf32>
}

// A transposed read: one thread per element.
func.func @transposed(%x: tensor<64x96xf32>) -> tensor<96x64xf32> {
  %e = tensor.empty() : tensor<96x64xf32>
  %r = linalg.generic {indexing_maps = [#transposed, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x96xf32>) outs(%e : tensor<96x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<96x64xf32>
  return %r : tensor<96x64xf32>
}
