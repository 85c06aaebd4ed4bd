// tir-fuse-operands on casts and transposes with several consumers (torch-mlir's f16 QKV
// projections read one extf of the hidden state; a weight is read by two matmuls): each matmul
// gets its own copy of the cast (in its body) and of the transpose (in its indexing map) and
// reads the f16 values directly; a shared producer is erased once no op reads it, and kept for a
// consumer that is no contraction.
// RUN: tirc opt --passes tir-fuse-operands %s | FileCheck %s

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>

// CHECK-LABEL: func.func @qkv(
// CHECK-SAME: %[[X:[^:]*]]: tensor<21x40xf16>, %[[WQ:[^:]*]]: tensor<48x40xf16>, %[[WK:[^:]*]]: tensor<48x40xf16>, %[[WV:[^:]*]]: tensor<48x40xf16>)
// CHECK-NOT: linalg.transpose
// CHECK-NOT: linalg.matmul
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]], %[[WQ]] : tensor<21x40xf16>, tensor<48x40xf16>)
// CHECK: ^bb0(%{{.*}}: f16, %{{.*}}: f16, %{{.*}}: f32):
// CHECK-COUNT-2: arith.extf %{{.*}} : f16 to f32
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]], %[[WK]] : tensor<21x40xf16>, tensor<48x40xf16>)
// CHECK-COUNT-2: arith.extf %{{.*}} : f16 to f32
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]], %[[WV]] : tensor<21x40xf16>, tensor<48x40xf16>)
// CHECK-COUNT-2: arith.extf %{{.*}} : f16 to f32
// CHECK-NOT: linalg.generic
// CHECK-NOT: linalg.transpose
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @qkv(%x: tensor<21x40xf16>, %wq: tensor<48x40xf16>, %wk: tensor<48x40xf16>, %wv: tensor<48x40xf16>)
    -> (tensor<21x48xf32>, tensor<21x48xf32>, tensor<21x48xf32>) {
  %zero = arith.constant 0.0 : f32
  %xe = tensor.empty() : tensor<21x40xf32>
  %xf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<21x40xf16>) outs(%xe : tensor<21x40xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<21x40xf32>
  %te = tensor.empty() : tensor<40x48xf16>
  %wqt = linalg.transpose ins(%wq : tensor<48x40xf16>) outs(%te : tensor<40x48xf16>) permutation = [1, 0]
  %wkt = linalg.transpose ins(%wk : tensor<48x40xf16>) outs(%te : tensor<40x48xf16>) permutation = [1, 0]
  %wvt = linalg.transpose ins(%wv : tensor<48x40xf16>) outs(%te : tensor<40x48xf16>) permutation = [1, 0]
  %we = tensor.empty() : tensor<40x48xf32>
  %wqf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%wqt : tensor<40x48xf16>) outs(%we : tensor<40x48xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<40x48xf32>
  %wkf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%wkt : tensor<40x48xf16>) outs(%we : tensor<40x48xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<40x48xf32>
  %wvf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%wvt : tensor<40x48xf16>) outs(%we : tensor<40x48xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<40x48xf32>
  %ce = tensor.empty() : tensor<21x48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<21x48xf32>) -> tensor<21x48xf32>
  %q = linalg.matmul ins(%xf, %wqf : tensor<21x40xf32>, tensor<40x48xf32>) outs(%init : tensor<21x48xf32>) -> tensor<21x48xf32>
  %k = linalg.matmul ins(%xf, %wkf : tensor<21x40xf32>, tensor<40x48xf32>) outs(%init : tensor<21x48xf32>) -> tensor<21x48xf32>
  %v = linalg.matmul ins(%xf, %wvf : tensor<21x40xf32>, tensor<40x48xf32>) outs(%init : tensor<21x48xf32>) -> tensor<21x48xf32>
  return %q, %k, %v : tensor<21x48xf32>, tensor<21x48xf32>, tensor<21x48xf32>
}

// A weight cast once and read by two matmuls, as it is and transposed (B row-major, then
// column-major); the hidden state cast, collapsed and read by both, and also by an add that is
// no contraction and keeps the cast (collapsed) for itself.
// CHECK-LABEL: func.func @shared_weight(
// CHECK-SAME: %[[H:[^:]*]]: tensor<3x7x40xf16>, %[[S:[^:]*]]: tensor<40x40xf16>)
// CHECK-NOT: linalg.transpose
// CHECK: %[[HF:.*]] = linalg.generic
// CHECK-SAME: ins(%[[H]] : tensor<3x7x40xf16>)
// CHECK: arith.extf
// CHECK: %[[HC:.*]] = tensor.collapse_shape %[[HF]] {{\[\[}}0, 1], [2]] : tensor<3x7x40xf32> into tensor<21x40xf32>
// CHECK: %[[H1:.*]] = tensor.collapse_shape %[[H]] {{\[\[}}0, 1], [2]] : tensor<3x7x40xf16> into tensor<21x40xf16>
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[H1]], %[[S]] : tensor<21x40xf16>, tensor<40x40xf16>)
// CHECK-COUNT-2: arith.extf %{{.*}} : f16 to f32
// CHECK: %[[H2:.*]] = tensor.collapse_shape %[[H]] {{\[\[}}0, 1], [2]] : tensor<3x7x40xf16> into tensor<21x40xf16>
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[H2]], %[[S]] : tensor<21x40xf16>, tensor<40x40xf16>)
// CHECK-COUNT-2: arith.extf %{{.*}} : f16 to f32
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %[[HC]] : tensor<21x40xf32>, tensor<21x40xf32>)
// CHECK: arith.addf
func.func @shared_weight(%h: tensor<3x7x40xf16>, %s: tensor<40x40xf16>)
    -> (tensor<21x40xf32>, tensor<21x40xf32>, tensor<21x40xf32>) {
  %zero = arith.constant 0.0 : f32
  %he = tensor.empty() : tensor<3x7x40xf32>
  %hf = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                        iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h : tensor<3x7x40xf16>) outs(%he : tensor<3x7x40xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<3x7x40xf32>
  %rows = tensor.collapse_shape %hf [[0, 1], [2]] : tensor<3x7x40xf32> into tensor<21x40xf32>
  %se = tensor.empty() : tensor<40x40xf32>
  %sf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<40x40xf16>) outs(%se : tensor<40x40xf32>) {
  ^bb0(%in: f16, %out: f32):
    %e = arith.extf %in : f16 to f32
    linalg.yield %e : f32
  } -> tensor<40x40xf32>
  %te = tensor.empty() : tensor<40x40xf32>
  %st = linalg.transpose ins(%sf : tensor<40x40xf32>) outs(%te : tensor<40x40xf32>) permutation = [1, 0]
  %ce = tensor.empty() : tensor<21x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<21x40xf32>) -> tensor<21x40xf32>
  %a = linalg.matmul ins(%rows, %sf : tensor<21x40xf32>, tensor<40x40xf32>) outs(%init : tensor<21x40xf32>) -> tensor<21x40xf32>
  %b = linalg.matmul ins(%rows, %st : tensor<21x40xf32>, tensor<40x40xf32>) outs(%init : tensor<21x40xf32>) -> tensor<21x40xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %rows : tensor<21x40xf32>, tensor<21x40xf32>) outs(%ce : tensor<21x40xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %t = arith.addf %x, %y : f32
    linalg.yield %t : f32
  } -> tensor<21x40xf32>
  return %a, %b, %sum : tensor<21x40xf32>, tensor<21x40xf32>, tensor<21x40xf32>
}
