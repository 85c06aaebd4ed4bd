// tir-simt-map tiles each parallel loop nest that it cannot vectorise (here: a transposed read;
// simt-vectorize.mlir has the vectorised kernels) into blocks x threads: the innermost dimension is
// mapped to x (coalescing), out-of-bounds iterations are guarded, a sequential loop nest (a
// reduction whose combiner tir-reduce does not take, here a subtraction) runs in one thread of a
// one-block launch.
// RUN: tirc opt %S/Inputs/tir-simt-map.mlir --passes 'tir-simt-map{threads-per-block=256}' | FileCheck %s

// CHECK-LABEL: func.func @add_2d(
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[BY:.*]] = arith.ceildivsi %{{.*}}, %c8
// CHECK: scf.parallel (%[[BI:.*]], %[[BJ:.*]]) = ({{.*}}) to (%[[BY]], %[[C4]]) step
// CHECK:   scf.parallel (%[[TI:.*]], %[[TJ:.*]]) = ({{.*}}) to (%c8, %c32) step
// CHECK:     arith.cmpi slt
// CHECK:     scf.if
// CHECK:       arith.addf
// CHECK:   } {mapping = [#gpu.loop_dim_map<processor = thread_y{{.*}}>, #gpu.loop_dim_map<processor = thread_x{{.*}}>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_y{{.*}}>, #gpu.loop_dim_map<processor = block_x{{.*}}>]}
#id = affine_map<(d0, d1) -> (d0, d1)>
#transposed = affine_map<(d0, d1) -> (d1, d0)>
func.func @add_2d(%a: tensor<?x100xf32>, %b: tensor<100x?xf32>) -> tensor<?x100xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %a, %c0 : tensor<?x100xf32>
  %e = tensor.empty(%m) : tensor<?x100xf32>
  %r = linalg.generic {indexing_maps = [#id, #transposed, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x100xf32>, tensor<100x?xf32>) outs(%e : tensor<?x100xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x100xf32>
  return %r : tensor<?x100xf32>
}

// CHECK-LABEL: func.func @total(
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step
// CHECK:   scf.parallel (%{{.*}}) = (%{{.*}}) to (%c1{{.*}}) step
// CHECK:     scf.if
// CHECK:       scf.for
// CHECK: {mapping = [#gpu.loop_dim_map<processor = thread_x
// CHECK: {mapping = [#gpu.loop_dim_map<processor = block_x
func.func @total(%x: tensor<64xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%x : tensor<64xf32>) outs(%acc : tensor<f32>) dimensions = [0]
    (%in: f32, %a: f32) {
      %t = arith.subf %a, %in : f32
      linalg.yield %t : f32
    }
  return %s : tensor<f32>
}
