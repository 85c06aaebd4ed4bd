// A cast a matmul reads, a named transpose an elementwise op reads (one kernel: tir-fuse-elementwise
// makes the transpose a generic and fuses it), a GELU two ops read and a cumsum: SIMT kernels with
// different reasons to stand alone (cubin/report-why.test).
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @explained(%x: tensor<16x32xf32>, %w: tensor<32x16xf16>, %v: tensor<4x40xf32>)
    -> (tensor<16x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<4x40xf32>) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  // A cast the matmul reads: tir-fuse-operands takes widening casts only.
  %eh = tensor.empty() : tensor<16x32xf16>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x32xf32>) outs(%eh : tensor<16x32xf16>) {
  ^bb0(%a: f32, %o: f16):
    %c = arith.truncf %a : f32 to f16
    linalg.yield %c : f16
  } -> tensor<16x32xf16>
  %ec = tensor.empty() : tensor<16x16xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm = linalg.matmul ins(%h, %w : tensor<16x32xf16>, tensor<32x16xf16>) outs(%fc : tensor<16x16xf32>) -> tensor<16x16xf32>
  // A transpose copy an elementwise op reads: they fuse into one kernel.
  %et = tensor.empty() : tensor<32x16xf32>
  %t = linalg.transpose ins(%x : tensor<16x32xf32>) outs(%et : tensor<32x16xf32>) permutation = [1, 0]
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<32x16xf32>) outs(%et : tensor<32x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.exp %a : f32
    linalg.yield %y : f32
  } -> tensor<32x16xf32>
  // A GELU (tanh form, 9 ops) two ops read: too dear to recompute in each, materialised once.
  %es = tensor.empty() : tensor<16x32xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x32xf32>) outs(%es : tensor<16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k = arith.constant 0.044715 : f32
    %r = arith.constant 0.7978846 : f32
    %a2 = arith.mulf %a, %a : f32
    %a3 = arith.mulf %a2, %a : f32
    %ka3 = arith.mulf %k, %a3 : f32
    %in = arith.addf %a, %ka3 : f32
    %scaled = arith.mulf %r, %in : f32
    %th = math.tanh %scaled : f32
    %t1 = arith.addf %one, %th : f32
    %ha = arith.mulf %half, %a : f32
    %y = arith.mulf %ha, %t1 : f32
    linalg.yield %y : f32
  } -> tensor<16x32xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<16x32xf32>) outs(%es : tensor<16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.addf %a, %two : f32
    linalg.yield %y : f32
  } -> tensor<16x32xf32>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<16x32xf32>) outs(%es : tensor<16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.mulf %a, %a : f32
    linalg.yield %y : f32
  } -> tensor<16x32xf32>
  // A cumsum: its kernel keeps the schedule tir-scan gave it beside the matmul's.
  %eo = tensor.empty() : tensor<4x40xf32>
  %out = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x40xf32>) -> tensor<4x40xf32>
  %ea = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%ea : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%v : tensor<4x40xf32>) outs(%out, %acc : tensor<4x40xf32>, tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %y = arith.addf %a, %b : f32
    tm_tensor.yield %y : f32
  } -> tensor<4x40xf32>, tensor<4xf32>
  return %mm, %e, %p, %q, %r#0 : tensor<16x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<4x40xf32>
}
