// The IR before tir-quant-matmul: tirc compile tests/lit/Inputs/w4a16.yaml --target sm_80 --emit=gpu --dump-before=tir-quant-matmul
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module {
  func.func @w4a16(%arg0: memref<13x256xf16>, %arg1: memref<136x32xi32>, %arg2: memref<2x136xf16>, %arg3: memref<2x17xi32>) -> memref<13x136xf16> attributes {tir.arg_names = ["a", "qweight", "scales", "zeros"], tir.dims = [["M", "K"], ["N", "K/8"], ["K/128", "N"], ["K/128", "N/8"]], tir.spec = {allow_tf32 = false, layout_a = "row", layout_b = "col", op = "matmul"}} {
    %alloc = memref.alloc() : memref<13x136xf16>
    "tir.quant_matmul"(%arg0, %arg1, %arg2, %arg3, %alloc) {tir.quant_matmul = {element = "f16", group = 128 : i64, out_element = "f16"}, tir.schedule = {block_n = 8 : i64, kernel = "w4a16", warps = 2 : i64, words = 4 : i64}} : (memref<13x256xf16>, memref<136x32xi32>, memref<2x136xf16>, memref<2x17xi32>, memref<13x136xf16>) -> ()
    return %alloc : memref<13x136xf16>
  }
}

