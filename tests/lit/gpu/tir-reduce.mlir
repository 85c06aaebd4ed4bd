// tir-reduce (gpu stage of sm80): row-wise and full reductions become warp-, block- and grid-level
// kernels with warp shuffles, before convert-linalg-to-parallel-loops would give each output
// element one thread and a serial loop. Row programs off (tir-reduce-rows.mlir tests them): the
// one-op-at-a-time lowering that rows too long for registers take.
// RUN: tirc opt %S/Inputs/tir-reduce-one-op.mlir --passes 'tir-reduce{row-programs=false}' | FileCheck %s
// RUN: tirc %s --schedule %inputs/schedules/one-op-reductions.yaml --report -o %t.ptx | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx

// 33 rows of 40: a warp per row, 8 rows (warps) per block, the last block's extra warps skip.
// Lanes stride over the row from the combiner's identity (-0.0); five xor shuffles; lane 0 adds
// the init (the fill's 0.0, which needs no kernel of its own) and stores the row.
// CHECK-LABEL: func.func @row_sum(
// CHECK-NOT: linalg.
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c5, {{.*}} threads({{.*}}) in (%{{.*}} = %c256, {{.*}} module(@row_sum_reduce0) function(@row_sum_reduce0)
// CHECK: %[[LANE:[0-9]+]] = arith.remui %{{.*}}, %c32
// CHECK: %[[WARP:[0-9]+]] = arith.divui %{{.*}}, %c32
// CHECK: %[[FIRST:[0-9]+]] = arith.muli %{{.*}}, %c8
// CHECK: %[[ROW:[0-9]+]] = arith.addi %[[FIRST]], %[[WARP]]
// CHECK: %[[LIVE:[0-9]+]] = arith.cmpi ult, %[[ROW]], %c33
// CHECK: scf.if %[[LIVE]] {
// CHECK: %[[PART:[0-9]+]] = scf.for %[[L:arg[0-9]+]] = %[[LANE]] to %c40 step %c32 iter_args(%[[ACC:arg[0-9]+]] = %[[ID:cst[_0-9]*]]) -> (f32)
// CHECK: %[[X:[0-9]+]] = memref.load %arg0[%[[ROW]], %[[L]]]
// CHECK-NEXT: %[[S:[0-9]+]] = arith.addf %[[X]], %[[ACC]] : f32
// CHECK-NEXT: scf.yield %[[S]]
// CHECK: gpu.shuffle xor %{{.*}}, %c16_i32, %c32_i32 : i32
// CHECK: gpu.shuffle xor %{{.*}}, %c8_i32, %c32_i32 : i32
// CHECK: gpu.shuffle xor %{{.*}}, %c4_i32, %c32_i32 : i32
// CHECK: gpu.shuffle xor %{{.*}}, %c2_i32, %c32_i32 : i32
// CHECK: gpu.shuffle xor %{{.*}}, %c1_i32, %c32_i32 : i32
// CHECK: %[[TOTAL:[0-9]+]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[LEAD:[0-9]+]] = arith.cmpi eq, %[[LANE]], %c0
// CHECK: scf.if %[[LEAD]] {
// CHECK-NEXT: %[[OUT:[0-9]+]] = arith.addf %[[TOTAL]], %cst : f32
// CHECK-NEXT: memref.store %[[OUT]], %alloc[%[[ROW]]]
// CHECK-NOT: gpu.launch
// CHECK: return

// torch's max with its index (f16 value, i64 index): 7 rows, so 7 warps; shuffles move the f16 as
// one word and the i64 as two. Partials merge with ties to the smaller index (the serial
// loop's first maximum); the final combine is the body's own, against the init.
// CHECK-LABEL: func.func @row_max_index(
// CHECK: threads({{.*}}) in (%{{.*}} = %c224, {{.*}} module(@row_max_index_reduce1)
// CHECK: scf.for {{.*}} iter_args(%[[V:arg[0-9]+]] = %{{.*}}, %[[I:arg[0-9]+]] = %c9223372036854775807_i64) -> (f16, i64)
// CHECK: arith.index_cast
// CHECK: arith.maximumf
// CHECK: arith.cmpf ogt
// CHECK: arith.select
// CHECK: arith.extui %{{.*}} : i16 to i32
// CHECK: gpu.shuffle xor
// CHECK: arith.trunci %{{.*}} : i64 to i32
// CHECK: gpu.shuffle xor
// CHECK: gpu.shuffle xor
// CHECK: %[[BETTER:[0-9]+]] = arith.cmpf ogt, %[[LV:[0-9]+]], %[[EV:[0-9#a-z]+]] : f16
// CHECK-NEXT: arith.maximumf %[[LV]], %[[EV]] : f16
// CHECK-NEXT: %[[SAME:[0-9]+]] = arith.cmpf oeq, %[[LV]], %[[EV]] : f16
// CHECK-NEXT: %[[SMALLER:[0-9]+]] = arith.cmpi slt, %[[LI:[0-9]+]], %[[EI:[0-9#a-z]+]] : i64
// CHECK-NEXT: %[[TIE:[0-9]+]] = arith.andi %[[SAME]], %[[SMALLER]] : i1
// CHECK-NEXT: %[[TAKE:[0-9]+]] = arith.ori %[[BETTER]], %[[TIE]] : i1
// CHECK-NEXT: arith.select %[[TAKE]], %[[LI]], %[[EI]] : i64
// CHECK: scf.if
// CHECK-NEXT: arith.cmpf ogt, %{{.*}}, %cst : f16
// CHECK-NEXT: arith.maximumf %{{.*}}, %cst : f16
// CHECK-NEXT: arith.select %{{.*}}, %{{.*}}, %c0_i64 : i64
// CHECK-NEXT: memref.store %{{.*}}, %alloc[
// CHECK-NEXT: memref.store %{{.*}}, %alloc_0[

// 1500-element rows: a block of 256 threads per row. Warp leaders write their partial to shared
// memory (8 words), one barrier, warp 0 reduces them (lanes past the 8 warps bring the identity);
// the mean's divide is fused into the store (in place: only the mean is stored).
// CHECK-LABEL: func.func @row_mean(
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c40, {{.*}} threads({{.*}}) in (%{{.*}} = %c256, {{.*}} dynamic_shared_memory_size %c32_i32 module(@row_mean_reduce2)
// CHECK: scf.for %{{.*}} = %arg4 to %c1500 step %c256
// CHECK: gpu.dynamic_shared_memory
// CHECK: memref.view {{.*}} to memref<8xi32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: scf.if %{{.*}} -> (i32) {
// CHECK: memref.load %view
// CHECK: } else {
// CHECK: %[[RESULT:[0-9]+]] = arith.addf %{{.*}}, %cst : bf16
// CHECK-NEXT: %[[MEAN:[0-9]+]] = arith.divf %[[RESULT]], %cst_0 : bf16
// CHECK-NEXT: memref.store %[[MEAN]], %alloc[%arg1]
// CHECK-NOT: linalg.generic
// CHECK: return

// 10007 elements into one: a tree. Kernel 1: 5 blocks of 256 threads, strided by 5 * 256, each
// block's partial into a 1x5 host workspace; kernel 2 (one warp) combines the 5 partials and the init.
// CHECK-LABEL: func.func @full_sum(
// CHECK: %[[WS:alloc[_0-9]*]] = memref.alloc() {{.*}} : memref<1x5xf32>
// CHECK: gpu.launch blocks(%[[SPLIT:arg[0-9]+]], %[[ROW:arg[0-9]+]], %{{.*}}) in (%{{.*}} = %c5, {{.*}} threads(%[[TID:arg[0-9]+]], {{.*}}) in (%{{.*}} = %c256, {{.*}} module(@full_sum_reduce3_partials)
// CHECK: %[[BASE:[0-9]+]] = arith.muli %[[SPLIT]], %c256
// CHECK: %[[START:[0-9]+]] = arith.addi %[[BASE]], %[[TID]]
// CHECK: scf.for %{{.*}} = %[[START]] to %c10007 step %c1280
// CHECK: gpu.barrier
// CHECK: memref.store %{{.*}}, %[[WS]][%[[ROW]], %[[SPLIT]]] : memref<1x5xf32>
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c32, {{.*}} module(@full_sum_reduce3)
// CHECK: scf.for %[[S:arg[0-9]+]] = %arg4 to %c5{{.*}} step %c32
// CHECK: memref.load %[[WS]][%arg1, %[[S]]]
// Only lanes 0-4 hold partials: three butterfly steps combine them.
// CHECK-NOT: gpu.shuffle xor %{{.*}}, %c16_i32
// CHECK: gpu.shuffle xor %{{.*}}, %c4_i32
// CHECK: gpu.shuffle xor %{{.*}}, %c2_i32
// CHECK: gpu.shuffle xor %{{.*}}, %c1_i32
// CHECK-NOT: gpu.shuffle
// CHECK: memref.store %{{.*}}, %alloc[] : memref<f32>
// CHECK: memref.dealloc %[[WS]]

// RMSNorm's statistics: the x * x prologue stays in the loop; the divide, + eps and rsqrt
// consumers run in the thread that stores the row, which stores only their last result (all in
// place over the sum).
// CHECK-LABEL: func.func @rms(
// CHECK: scf.for
// CHECK: %[[X:[0-9]+]] = memref.load
// CHECK-NEXT: %[[SQ:[0-9]+]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT: arith.addf %[[SQ]], %{{.*}} : f32
// CHECK: arith.divf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: math.rsqrt
// CHECK-NEXT: memref.store %{{.*}}, %alloc[%{{.*}}, %c0]
// CHECK-NOT: memref.store
// CHECK-NOT: linalg.generic
// CHECK: return

// REPORT: full_sum_reduce3
// REPORT-NEXT: schedule:  full reduction, step 2 of 2: a block of 32 threads per row combines the partials
// REPORT-NEXT: launch:    grid (1, 1, 1), block (32, 1, 1)
// REPORT: full_sum_reduce3_partials
// REPORT-NEXT: schedule:  full reduction, step 1 of 2: 5 blocks of 256 threads per row write partials
// REPORT-NEXT: launch:    grid (5, 1, 1), block (256, 1, 1)
// REPORT: bar.sync 1
// REPORT: row_max_index_reduce1
// REPORT-NEXT: schedule:  row reduction: a warp per row, 7 rows per block, shuffles
// REPORT-NEXT: launch:    grid (1, 1, 1), block (224, 1, 1)
// REPORT: row_mean_reduce2
// REPORT-NEXT: schedule:  row reduction: a block of 256 threads per row, shuffles + shared memory
// REPORT-NEXT: launch:    grid (40, 1, 1), block (256, 1, 1)
// REPORT: row_sum_reduce0
// REPORT-NEXT: schedule:  row reduction: a warp per row, 8 rows per block, shuffles
// REPORT-NEXT: launch:    grid (5, 1, 1), block (256, 1, 1)

// Every reduction kernel shuffles with the full warp.
// PTX-LABEL: .entry row_sum_reduce0(
// PTX: shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// PTX-LABEL: .entry row_max_index_reduce1(
// PTX: shfl.sync.bfly.b32
// PTX-LABEL: .entry row_mean_reduce2(
// PTX: shfl.sync.bfly.b32
// PTX: bar.sync 0;
// PTX-LABEL: .entry full_sum_reduce3_partials(
// PTX: shfl.sync.bfly.b32
// PTX-LABEL: .entry full_sum_reduce3(
// PTX: shfl.sync.bfly.b32
// PTX-LABEL: .entry rms_reduce4(
// PTX: shfl.sync.bfly.b32
// PTX: rsqrt.approx

#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#row1 = affine_map<(d0, d1) -> (d0, 0)>
#all = affine_map<(d0) -> (d0)>
#full = affine_map<(d0) -> ()>
func.func @row_sum(%x: tensor<33x40xf32>) -> tensor<33xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<33xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<33xf32>) -> tensor<33xf32>
  %s = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<33x40xf32>) outs(%f : tensor<33xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.addf %in, %out : f32
    linalg.yield %t : f32
  } -> tensor<33xf32>
  return %s : tensor<33xf32>
}
func.func @row_max_index(%x: tensor<7x1000xf16>) -> (tensor<7xf16>, tensor<7xi64>) {
  %ninf = arith.constant 0xFC00 : f16
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<7xf16>
  %ei = tensor.empty() : tensor<7xi64>
  %f = linalg.fill ins(%ninf : f16) outs(%e : tensor<7xf16>) -> tensor<7xf16>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<7xi64>) -> tensor<7xi64>
  %r:2 = linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<7x1000xf16>) outs(%f, %fi : tensor<7xf16>, tensor<7xi64>) {
  ^bb0(%in: f16, %out: f16, %idx: i64):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %m = arith.maximumf %in, %out : f16
    %gt = arith.cmpf ogt, %in, %out : f16
    %i = arith.select %gt, %j64, %idx : i64
    linalg.yield %m, %i : f16, i64
  } -> (tensor<7xf16>, tensor<7xi64>)
  return %r#0, %r#1 : tensor<7xf16>, tensor<7xi64>
}
func.func @row_mean(%x: tensor<40x1500xbf16>) -> tensor<40xbf16> {
  %zero = arith.constant 0.0 : bf16
  %n = arith.constant 1500.0 : bf16
  %e = tensor.empty() : tensor<40xbf16>
  %f = linalg.fill ins(%zero : bf16) outs(%e : tensor<40xbf16>) -> tensor<40xbf16>
  %s = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<40x1500xbf16>) outs(%f : tensor<40xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %t = arith.addf %in, %out : bf16
    linalg.yield %t : bf16
  } -> tensor<40xbf16>
  %m = linalg.generic {indexing_maps = [#all, #all], iterator_types = ["parallel"]}
      ins(%s : tensor<40xbf16>) outs(%e : tensor<40xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %d = arith.divf %in, %n : bf16
    linalg.yield %d : bf16
  } -> tensor<40xbf16>
  return %m : tensor<40xbf16>
}
func.func @full_sum(%x: tensor<10007xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#all, #full], iterator_types = ["reduction"]}
      ins(%x : tensor<10007xf32>) outs(%f : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.addf %in, %out : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}
func.func @rms(%x: tensor<33x40xf32>) -> tensor<33x1xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 40.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %e = tensor.empty() : tensor<33x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<33x1xf32>) -> tensor<33x1xf32>
  %s = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<33x40xf32>) outs(%f : tensor<33x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    %t = arith.addf %sq, %out : f32
    linalg.yield %t : f32
  } -> tensor<33x1xf32>
  %r = linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<33x1xf32>) outs(%e : tensor<33x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.divf %in, %n : f32
    %a = arith.addf %m, %eps : f32
    %q = math.rsqrt %a : f32
    linalg.yield %q : f32
  } -> tensor<33x1xf32>
  return %r : tensor<33x1xf32>
}

// LayerNorm's statistics as torch-mlir writes them: one fill for both sums, so bufferization
// copies it for the first. Both inits fold (the copy of the filled buffer, then the fill itself,
// past the first reduction's launch, which does not touch it); the variance's prologue (divide,
// subtract, square) stays in its loop.
// CHECK-LABEL: func.func @mean_and_variance(
// CHECK-NOT: memref.copy
// CHECK-NOT: linalg.
// CHECK: gpu.launch {{.*}} module(@mean_and_variance_reduce5)
// CHECK: gpu.launch {{.*}} module(@mean_and_variance_reduce6)
// CHECK: scf.for
// CHECK: arith.divf
// CHECK-NEXT: arith.subf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NOT: linalg.
// CHECK: return
func.func @mean_and_variance(%x: tensor<33x40xf64>) -> (tensor<33x1xf64>, tensor<33x1xf64>) {
  %zero = arith.constant 0.0 : f64
  %n = arith.constant 40.0 : f64
  %e = tensor.empty() : tensor<33x1xf64>
  %f = linalg.fill ins(%zero : f64) outs(%e : tensor<33x1xf64>) -> tensor<33x1xf64>
  %s = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<33x40xf64>) outs(%f : tensor<33x1xf64>) {
  ^bb0(%in: f64, %out: f64):
    %t = arith.addf %in, %out : f64
    linalg.yield %t : f64
  } -> tensor<33x1xf64>
  %v = linalg.generic {indexing_maps = [#x, #row1, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x, %s : tensor<33x40xf64>, tensor<33x1xf64>) outs(%f : tensor<33x1xf64>) {
  ^bb0(%in: f64, %sum: f64, %out: f64):
    %mean = arith.divf %sum, %n : f64
    %d = arith.subf %in, %mean : f64
    %sq = arith.mulf %d, %d : f64
    %t = arith.addf %sq, %out : f64
    linalg.yield %t : f64
  } -> tensor<33x1xf64>
  return %s, %v : tensor<33x1xf64>, tensor<33x1xf64>
}

// Softmax: tir-fuse-elementwise gives the sum and the divide each their own exp(x - max) (a
// cheap producer duplicated per consumer), so no kernel writes the exponentials: the max kernel,
// then the sum kernel, whose prologue recomputes exp(x - max) and whose row threads divide after
// the combine (the sum handed to them with an idx shuffle) and write the result.
// CHECK-LABEL: func.func @softmax(
// CHECK: gpu.launch {{.*}} module(@softmax_reduce7)
// CHECK: arith.maximumf
// CHECK: memref.store %{{.*}}, %[[MAX:alloc[_0-9]*]][%{{.*}}, %c0] : memref<33x1xf32>
// CHECK: gpu.launch {{.*}} module(@softmax_reduce8)
// CHECK: scf.for %[[K:arg[0-9]+]] = %{{.*}} to %c40 step %c32 iter_args
// CHECK: memref.load %arg0[%{{.*}}, %[[K]]]
// CHECK: memref.load %[[MAX]]
// CHECK: arith.subf
// CHECK-NEXT: math.exp
// CHECK: gpu.shuffle idx
// CHECK: scf.for %[[L:arg[0-9]+]] = %{{.*}} to %c40 step %c32 {
// CHECK: math.exp
// CHECK-NEXT: %[[Q:[0-9]+]] = arith.divf
// CHECK-NEXT: memref.store %[[Q]], %[[Y:alloc[_0-9]*]][%{{.*}}, %[[L]]] : memref<33x40xf32>
// CHECK-NOT: linalg.
// CHECK: return %[[Y]]
func.func @softmax(%x: tensor<33x40xf32>) -> tensor<33x40xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<33x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<33x1xf32>) -> tensor<33x1xf32>
  %m = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<33x40xf32>) outs(%fm : tensor<33x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<33x1xf32>
  %e = tensor.empty() : tensor<33x40xf32>
  %ex = linalg.generic {indexing_maps = [#x, #row1, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<33x40xf32>, tensor<33x1xf32>) outs(%e : tensor<33x40xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<33x40xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%e1 : tensor<33x1xf32>) -> tensor<33x1xf32>
  %s = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<33x40xf32>) outs(%fs : tensor<33x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<33x1xf32>
  %y = linalg.generic {indexing_maps = [#x, #row1, #x], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<33x40xf32>, tensor<33x1xf32>) outs(%e : tensor<33x40xf32>) {
  ^bb0(%in: f32, %sum: f32, %out: f32):
    %r = arith.divf %in, %sum : f32
    linalg.yield %r : f32
  } -> tensor<33x40xf32>
  return %y : tensor<33x40xf32>
}
