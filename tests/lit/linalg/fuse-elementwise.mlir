// tir-fuse-elementwise: elementwise fusion everywhere except into a contraction. The centred
// operand (x - mean(x), computed from a reduction's result) stays its own op before the matmul
// generic, whose body is still the multiply-accumulate alone; the bias add and the ReLU after it
// fuse into one generic (the epilogue). Upstream linalg-fuse-elementwise-ops (UPSTREAM) puts the
// subtraction into the matmul's K loop.
// RUN: tirc opt --passes tir-fuse-elementwise %s | FileCheck %s
// RUN: tirc opt --passes linalg-fuse-elementwise-ops %s | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @normalised_operand(
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: %[[CENTRED:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %[[SUM]] :
// CHECK: arith.subf
// CHECK: %[[C:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[CENTRED]], %{{.*}} : tensor<40x72xf32>, tensor<72x56xf32>)
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK: linalg.generic {{.*}} ins(%[[C]], %{{.*}} : tensor<40x56xf32>, tensor<40x56xf32>)
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.maximumf
// CHECK-NOT: linalg.generic
// CHECK: return

// UPSTREAM-LABEL: func.func @normalised_operand(
// UPSTREAM: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// UPSTREAM: arith.subf
// UPSTREAM: arith.mulf
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#rowred = affine_map<(d0, d1) -> (d0)>
func.func @normalised_operand(%x: tensor<40x72xf32>, %w: tensor<72x56xf32>, %bias: tensor<40x56xf32>) -> tensor<40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 72.0 : f32
  %se = tensor.empty() : tensor<40xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%se : tensor<40xf32>) -> tensor<40xf32>
  %sum = linalg.generic {indexing_maps = [#id, #rowred], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<40x72xf32>) outs(%sinit : tensor<40xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %in, %acc : f32
    linalg.yield %a : f32
  } -> tensor<40xf32>
  %xe = tensor.empty() : tensor<40x72xf32>
  %centred = linalg.generic {indexing_maps = [#id, #rowred, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<40x72xf32>, tensor<40xf32>) outs(%xe : tensor<40x72xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %in, %mean : f32
    linalg.yield %c : f32
  } -> tensor<40x72xf32>
  %ce = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%centred, %w : tensor<40x72xf32>, tensor<72x56xf32>) outs(%init : tensor<40x56xf32>) {
  ^bb0(%av: f32, %bv: f32, %acc: f32):
    %p = arith.mulf %av, %bv : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<40x56xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<40x56xf32>, tensor<40x56xf32>) outs(%ce : tensor<40x56xf32>) {
  ^bb0(%v: f32, %bb: f32, %out: f32):
    %y = arith.addf %v, %bb : f32
    linalg.yield %y : f32
  } -> tensor<40x56xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<40x56xf32>) outs(%ce : tensor<40x56xf32>) {
  ^bb0(%v: f32, %out: f32):
    %y = arith.maximumf %v, %zero : f32
    linalg.yield %y : f32
  } -> tensor<40x56xf32>
  return %r : tensor<40x56xf32>
}

// A cast read by a reduction and by the elementwise op after it (RMSNorm's extf) is duplicated
// into both, and so is the named transpose (a generic first) feeding the normalisation: no op is
// left that only casts or only transposes.
// CHECK-LABEL: func.func @shared_cast(
// CHECK: %[[SUMSQ:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<7x40xf16>)
// CHECK: arith.extf
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]} ins(%arg0, %[[SUMSQ]] : tensor<7x40xf16>, tensor<7xf32>)
// CHECK: arith.extf
// CHECK: math.rsqrt
// CHECK-NOT: linalg.generic
// CHECK-NOT: linalg.transpose
// CHECK: return
#rows = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @shared_cast(%x: tensor<7x40xf16>) -> tensor<40x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<7x40xf32>
  %wide = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<7x40xf16>) outs(%e : tensor<7x40xf32>) {
  ^bb0(%in: f16, %out: f32):
    %w = arith.extf %in : f16 to f32
    linalg.yield %w : f32
  } -> tensor<7x40xf32>
  %e1 = tensor.empty() : tensor<7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<7xf32>) -> tensor<7xf32>
  %sumsq = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%wide : tensor<7x40xf32>) outs(%f : tensor<7xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sq = arith.mulf %in, %in : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<7xf32>
  %normed = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%wide, %sumsq : tensor<7x40xf32>, tensor<7xf32>) outs(%e : tensor<7x40xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %r = math.rsqrt %s : f32
    %y = arith.mulf %in, %r : f32
    linalg.yield %y : f32
  } -> tensor<7x40xf32>
  %et = tensor.empty() : tensor<40x7xf32>
  %t = linalg.transpose ins(%normed : tensor<7x40xf32>) outs(%et : tensor<40x7xf32>) permutation = [1, 0]
  return %t : tensor<40x7xf32>
}

// rotate_half(q) = cat(-q[:, 4:], q[:, :4]) times sin, plus q times cos: the concatenation
// becomes a generic reading each element from the operand that covers it (scf.if on the index),
// the slices and the negation are read in place (tensor.extract of q at the shifted index), and
// the whole expression is one generic.
// CHECK-LABEL: func.func @rotate_half(
// CHECK: linalg.generic
// CHECK: %[[COL:.*]] = linalg.index 1
// CHECK: scf.if
// CHECK: %[[SHIFTED:.*]] = arith.addi %[[COL]], %c4
// CHECK: tensor.extract %arg0[%{{.*}}, %[[SHIFTED]]]
// CHECK: arith.negf
// CHECK: } else {
// CHECK: tensor.extract %arg0
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
// CHECK-NOT: tensor.concat
// CHECK: return
func.func @rotate_half(%q: tensor<5x8xf16>, %cos: tensor<5x8xf16>, %sin: tensor<5x8xf16>) -> tensor<5x8xf16> {
  %hi = tensor.extract_slice %q[0, 4] [5, 4] [1, 1] : tensor<5x8xf16> to tensor<5x4xf16>
  %lo = tensor.extract_slice %q[0, 0] [5, 4] [1, 1] : tensor<5x8xf16> to tensor<5x4xf16>
  %e4 = tensor.empty() : tensor<5x4xf16>
  %neg = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%hi : tensor<5x4xf16>) outs(%e4 : tensor<5x4xf16>) {
  ^bb0(%in: f16, %out: f16):
    %n = arith.negf %in : f16
    linalg.yield %n : f16
  } -> tensor<5x4xf16>
  %rot = tensor.concat dim(1) %neg, %lo : (tensor<5x4xf16>, tensor<5x4xf16>) -> tensor<5x8xf16>
  %e = tensor.empty() : tensor<5x8xf16>
  %y = linalg.generic {indexing_maps = [#rows, #rows, #rows, #rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%q, %cos, %rot, %sin : tensor<5x8xf16>, tensor<5x8xf16>, tensor<5x8xf16>, tensor<5x8xf16>) outs(%e : tensor<5x8xf16>) {
  ^bb0(%a: f16, %c: f16, %r: f16, %s: f16, %out: f16):
    %ac = arith.mulf %a, %c : f16
    %rs = arith.mulf %r, %s : f16
    %sum = arith.addf %ac, %rs : f16
    linalg.yield %sum : f16
  } -> tensor<5x8xf16>
  return %y : tensor<5x8xf16>
}
