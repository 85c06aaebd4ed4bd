// tir-attention records each attention kernel's problem and schedule in the module's
// tir.kernel_attention (tirc/schedule/perf_model.py), which the kernel report reads for the FLOP
// count and the attention estimate. The input: B=1 H=2 S_q=40 S_kv=72 D=64, not causal.
// RUN: tirc opt %S/Inputs/tir-attention-op.mlir --passes tir-attention --target sm_80 | FileCheck %s
// RUN: tirc %inputs/attention-op.mlir --target sm_80 -o %t.cubin --report | FileCheck %s --check-prefix=REPORT

// CHECK: module attributes {tir.kernel_attention = {attn_attention0 = {problem = {batch = 1 : i64, causal = "none", element = "f16", head_dim = 64 : i64, head_dim_v = 64 : i64, heads = 2 : i64, k = array<i64: 0, 9216, 4608, 64, 1>, kv_heads = 2 : i64, o = array<i64: 0, 5120, 2560, 64, 1>, out_element = "f16", q = array<i64: 0, 5120, 2560, 64, 1>, scale = 1.250000e-01 : f64, seq_kv = 72 : i64, seq_q = 40 : i64, v = array<i64: 0, 9216, 4608, 64, 1>}, schedule = {block_m = 128 : i64, block_n = {{[0-9]+}} : i64, kernel = "mma_sync", splits = 1 : i64, stages = {{[0-9]+}} : i64, warps = 8 : i64}}}

// 4·B·H·S_q·S_kv·D = 4·1·2·40·72·64 FLOP.
// REPORT-LABEL: attn_attention0
// REPORT: schedule:  attention mma_sync block 128x
// REPORT: attention: B 1 H 2 S_q 40 S_kv 72 D 64 f16->f16, causal none: 1.47 MFLOP (2·(D + D_v) FLOP per visible score)
// REPORT-NEXT: SASS:
// REPORT-NEXT: estimate: {{.*}}-bound, ~{{.*}} TFLOP/s, ~{{.*}}% of sm_80 f16 Tensor Core peak (312 TFLOP/s) (static model; waves 1,
