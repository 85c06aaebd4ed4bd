// tir-reduce row programs: softmax's max, sum and divide over the same rows become ONE kernel that
// reads each row once into registers (16-byte vector loads: 1000 f16 = 125 chunks of 8, two per
// thread of 64, the second bounds-checked), reduces it twice (butterflies, then shared memory
// across the row's two warps) and writes the row once with 16-byte stores.
// RUN: tirc opt %S/Inputs/tir-reduce-rows.mlir --passes tir-reduce | FileCheck %s
// RUN: tirc %s --report -o %t.ptx | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: tirc %s --schedule %inputs/schedules/row-scalar.yaml --report -o %t.scalar.ptx | FileCheck %s --check-prefix=SCALAR

// CHECK-LABEL: func.func @softmax(
// CHECK-NOT: linalg.
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c64, {{.*}} module(@softmax_reduce0)
// CHECK-COUNT-2: vector.load %arg0[{{.*}}] {alignment = 16 : i64} : memref<33x1000xf16>, vector<8xf16>
// CHECK-NOT: memref.load %arg0
// CHECK: gpu.shuffle xor
// CHECK: gpu.barrier
// CHECK: math.exp
// CHECK: gpu.shuffle xor
// CHECK: gpu.barrier
// CHECK: arith.divf
// CHECK-COUNT-2: vector.store {{.*}} {alignment = 16 : i64} : memref<33x1000xf16>, vector<8xf16>
// CHECK-NOT: gpu.launch
// CHECK: return

// REPORT: softmax_reduce0
// REPORT-NEXT: schedule: row reduction in one pass: a block of 64 threads per row, 8-element (16-byte) vector accesses, 16 elements per thread per row buffer in registers
// REPORT-NOT: softmax_reduce1

// PTX-COUNT-2: ld.global.v4.b32
// PTX-COUNT-2: st.global.v4.b32

// SCALAR: schedule: row reduction in one pass: a block of 128 threads per row, scalar accesses, 8 elements per thread per row buffer in registers

#x = affine_map<(d0, d1) -> (d0, d1)>
#row1 = affine_map<(d0, d1) -> (d0, 0)>
func.func @softmax(%x: tensor<33x1000xf16>) -> tensor<33x1000xf16> {
  %low = arith.constant 0xFC00 : f16
  %zero = arith.constant 0.0 : f16
  %e1 = tensor.empty() : tensor<33x1xf16>
  %fm = linalg.fill ins(%low : f16) outs(%e1 : tensor<33x1xf16>) -> tensor<33x1xf16>
  %m = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<33x1000xf16>) outs(%fm : tensor<33x1xf16>) {
  ^bb0(%in: f16, %out: f16):
    %r = arith.maximumf %in, %out : f16
    linalg.yield %r : f16
  } -> tensor<33x1xf16>
  %e = tensor.empty() : tensor<33x1000xf16>
  %ex = linalg.generic {indexing_maps = [#x, #row1, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<33x1000xf16>, tensor<33x1xf16>) outs(%e : tensor<33x1000xf16>) {
  ^bb0(%in: f16, %mx: f16, %out: f16):
    %d = arith.subf %in, %mx : f16
    %r = math.exp %d : f16
    linalg.yield %r : f16
  } -> tensor<33x1000xf16>
  %fs = linalg.fill ins(%zero : f16) outs(%e1 : tensor<33x1xf16>) -> tensor<33x1xf16>
  %s = linalg.generic {indexing_maps = [#x, #row1], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<33x1000xf16>) outs(%fs : tensor<33x1xf16>) {
  ^bb0(%in: f16, %out: f16):
    %r = arith.addf %in, %out : f16
    linalg.yield %r : f16
  } -> tensor<33x1xf16>
  %y = linalg.generic {indexing_maps = [#x, #row1, #x], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<33x1000xf16>, tensor<33x1xf16>) outs(%e : tensor<33x1000xf16>) {
  ^bb0(%in: f16, %sum: f16, %out: f16):
    %r = arith.divf %in, %sum : f16
    linalg.yield %r : f16
  } -> tensor<33x1000xf16>
  return %y : tensor<33x1000xf16>
}
