// An f32 .mlir matmul goes to tf32 Tensor Cores with --allow-tf32 (the tir-schedule option an
// op spec's allow_tf32: true stands for); without it, the remark names the flag and points at the
// op (FILE:LINE:COL), in text and in --remarks=json.
// RUN: tirc %s --emit=tensorir --allow-tf32 2>&1 | FileCheck %s
// RUN: tirc %s --emit=tensorir 2>&1 | FileCheck %s --check-prefix=NO-TF32
// RUN: tirc %s --emit=tensorir -o /dev/null --remarks=json 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: tirc run %s --emulate --allow-tf32 | FileCheck %s --check-prefix=EMU

// CHECK-NOT: remark:
// CHECK-LABEL: func.func @matmul_f32(
// CHECK: linalg.generic {{{.*}}iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: tir.schedule = {mma = "m16n8k8",

// NO-TF32: remark: {{.*}}schedule-tf32.mlir:[[@LINE+13]]:8: matmul_f32: not on Tensor Cores: f32 inputs need --allow-tf32 (tf32 rounds inputs to 10 mantissa bits; opt in if that is acceptable)
// NO-TF32-NOT: tir.schedule

// JSON: "name": "matmul_f32",
// JSON-NEXT: "message": "not on Tensor Cores: f32 inputs need --allow-tf32
// JSON-NEXT: "location": "{{.*}}schedule-tf32.mlir:[[@LINE+8]]:8",

// EMU: kernel matmul_f32_gemm0: schedule: {{.*}}m16n8k8
// EMU: result0 f32[40, 56]: {{.*}}: ok
func.func @matmul_f32(%a: tensor<40x24xf32>, %b: tensor<24x56xf32>) -> tensor<40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<40x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<40x56xf32>) -> tensor<40x56xf32>
  %c = linalg.matmul ins(%a, %b : tensor<40x24xf32>, tensor<24x56xf32>) outs(%init : tensor<40x56xf32>) -> tensor<40x56xf32>
  return %c : tensor<40x56xf32>
}
