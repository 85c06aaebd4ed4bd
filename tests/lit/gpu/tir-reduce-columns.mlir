// tir-reduce column reductions: a mean over the rows (the reduced loop outermost, torch's
// x.mean(0)) becomes ONE kernel whose consecutive threads take consecutive 8-column chunks
// (16-byte vector loads along the contiguous dimension), keep partials over a slice of the rows,
// combine them in shared memory after one barrier and store the mean once (the divide fused, the
// fill folded into the init). A column max of 1003 columns takes scalar loads and no shared
// memory (256 column threads, one row thread each); a sum over N, H, W of NCHW (the innermost
// loop reduced, a parallel one between the reduced ones) is a row reduction with a warp per channel.
// RUN: tirc opt %S/Inputs/tir-reduce-columns.mlir --passes tir-reduce | FileCheck %s
// RUN: tirc %s --report -o %t.ptx | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: tirc %s --schedule %inputs/schedules/column-scalar.yaml --report -o %t.scalar.ptx | FileCheck %s --check-prefix=SCALAR

// CHECK-LABEL: func.func @column_mean(
// CHECK-NOT: linalg.
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c1, {{.*}} threads(%[[TID:arg[0-9]+]], {{.*}}) in (%{{.*}} = %c255, {{.*}} module(@column_mean_reduce0)
// CHECK: %[[TX:[0-9]+]] = arith.remui %[[TID]], %c5
// CHECK: scf.for %[[ROW:arg[0-9]+]] = %{{.*}} to %c1000 step %c51 iter_args({{.*}}) -> (f16, f16, f16, f16, f16, f16, f16, f16)
// CHECK: vector.load %arg0[%[[ROW]], %{{.*}}] {alignment = 16 : i64} : memref<1000x40xf16>, vector<8xf16>
// CHECK-COUNT-8: arith.addf
// CHECK: gpu.barrier
// CHECK: scf.for %[[E:arg[0-9]+]] = %[[TID]] to %c40 step
// CHECK: scf.for {{.*}} = %c1{{.*}} to %c51
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK-NEXT: memref.store
// CHECK-NOT: memref.store
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: return

// CHECK-LABEL: func.func @column_max(
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c4, {{.*}} threads({{.*}}) in (%{{.*}} = %c256, {{.*}} dynamic_shared_memory_size %c0_i32 module(@column_max_reduce1)
// CHECK: scf.for {{.*}} to %c37 step %c1
// CHECK: memref.load %arg0
// CHECK: arith.maximumf
// CHECK-NOT: gpu.barrier
// CHECK: gpu.terminator

// CHECK-LABEL: func.func @channel_sum(
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c160, {{.*}} module(@channel_sum_reduce2)
// CHECK: gpu.shuffle xor

// REPORT: channel_sum_reduce2
// REPORT-NEXT: schedule:  row reduction: a warp per row, 5 rows per block, shuffles
// REPORT: column_max_reduce1
// REPORT-NEXT: schedule:  column reduction: 4 blocks of 256x1 threads, consecutive threads on consecutive columns, scalar loads
// REPORT: column_mean_reduce0
// REPORT-NEXT: schedule:  column reduction: 1 block of 5x51 threads, consecutive threads on consecutive columns, 8-column (16-byte) vector loads, 51 row threads combined in shared memory
// REPORT-NEXT: launch:    grid (1, 1, 1), block (255, 1, 1)

// PTX-LABEL: .entry column_mean_reduce0(
// PTX: ld.global.v4.b32
// PTX: bar.sync 0;

// Scalar loads: a thread per column, 6 per block down the rows, would walk 167 rows each, so 3
// blocks share the rows and a second kernel combines their partials.
// SCALAR: column_mean_reduce0
// SCALAR-NEXT: schedule:  column reduction, step 2 of 2: a thread per output combines 3 partials
// SCALAR: column_mean_reduce0_partials
// SCALAR-NEXT: schedule:  column reduction: 3 blocks of 40x6 threads, consecutive threads on consecutive columns, scalar loads, 6 row threads combined in shared memory, 3 blocks per tile write partials, a second kernel combines them

#x = affine_map<(d0, d1) -> (d0, d1)>
#column = affine_map<(d0, d1) -> (d1)>
#all = affine_map<(d0) -> (d0)>
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @column_mean(%x: tensor<1000x40xf16>) -> tensor<40xf16> {
  %zero = arith.constant 0.0 : f16
  %n = arith.constant 1000.0 : f16
  %e = tensor.empty() : tensor<40xf16>
  %f = linalg.fill ins(%zero : f16) outs(%e : tensor<40xf16>) -> tensor<40xf16>
  %s = linalg.generic {indexing_maps = [#x, #column], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<1000x40xf16>) outs(%f : tensor<40xf16>) {
  ^bb0(%in: f16, %out: f16):
    %t = arith.addf %in, %out : f16
    linalg.yield %t : f16
  } -> tensor<40xf16>
  %m = linalg.generic {indexing_maps = [#all, #all], iterator_types = ["parallel"]}
      ins(%s : tensor<40xf16>) outs(%e : tensor<40xf16>) {
  ^bb0(%in: f16, %out: f16):
    %d = arith.divf %in, %n : f16
    linalg.yield %d : f16
  } -> tensor<40xf16>
  return %m : tensor<40xf16>
}
func.func @column_max(%x: tensor<37x1003xf32>) -> tensor<1003xf32> {
  %low = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1003xf32>
  %f = linalg.fill ins(%low : f32) outs(%e : tensor<1003xf32>) -> tensor<1003xf32>
  %s = linalg.generic {indexing_maps = [#x, #column], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<37x1003xf32>) outs(%f : tensor<1003xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.maximumf %in, %out : f32
    linalg.yield %t : f32
  } -> tensor<1003xf32>
  return %s : tensor<1003xf32>
}
func.func @channel_sum(%x: tensor<3x5x7x9xf32>) -> tensor<5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %s = linalg.generic {indexing_maps = [#nchw, #channel], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<3x5x7x9xf32>) outs(%f : tensor<5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.addf %in, %out : f32
    linalg.yield %t : f32
  } -> tensor<5xf32>
  return %s : tensor<5xf32>
}
