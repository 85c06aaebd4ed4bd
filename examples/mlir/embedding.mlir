// An embedding lookup as torch-mlir exports nn.Embedding (the table is an argument here): each
// output row is the table row an i64 index names, read with arith.index_cast + tensor.extract
// behind two bounds checks (cf.assert: CUDA's device assert in the kernel).
// `tirc run --emulate` draws the indices from [0, 99], the rows of the table they index.
#rows = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @embedding(%table: tensor<100x64xf32>, %indices: tensor<?xi64>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %c0_i64 = arith.constant 0 : i64
  %n = tensor.dim %indices, %c0 : tensor<?xi64>
  %init = tensor.empty(%n) : tensor<?x64xf32>
  %y = linalg.generic {indexing_maps = [#rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%indices : tensor<?xi64>) outs(%init : tensor<?x64xf32>) {
  ^bb0(%index: i64, %out: f32):
    %row = arith.index_cast %index : i64 to index
    %column = linalg.index 1 : index
    %below = arith.cmpi slt, %row, %c100 : index
    cf.assert %below, "index must be smaller than dim size"
    %above = arith.cmpi sge, %index, %c0_i64 : i64
    cf.assert %above, "index must be larger or equal to 0"
    %value = tensor.extract %table[%row, %column] : tensor<100x64xf32>
    linalg.yield %value : f32
  } -> tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
