// tir-schedule with tuned schedules (what the driver attaches from a tuning database as the module's
// tir.tuned_schedules, keyed by workload): a contraction whose workload has a record gets its schedule
// (tir.schedule_source says which database record); an explicit schedule (here the op's own) wins
// over the record of the same workload; a record that breaks the target's limits is not used: a remark
// says why and the heuristic decides. Every scheduled op gets its workload as tir.workload.
// RUN: tirc opt %s --passes tir-schedule --target sm_80 2>&1 | FileCheck %s
// RUN: tirc opt %s --passes 'tir-schedule{wgmma=true}' --target sm_90a 2>&1 | FileCheck %s --check-prefix=WGMMA

// CHECK: remark: {{.*}}stale: tuned schedule for {"dtypes":{"a":"bf16",{{.*}} not used: schedule 128x128x32, warps 2x2, 200 stages breaks
// CHECK: remark: {{.*}}hopper: tuned schedule for {{.*}} not used: schedule 64x128x64, warps 4x1, 3 stages: m64n128k16 (the wgmma kernel) cannot run this contraction: sm_80 has no wgmma
// CHECK-LABEL: func.func @tuned(
// CHECK: attrs = {tir.schedule = {mma = "m16n8k16", {{.*}}stages = 2 : i64, {{.*}}tile = array<i64: 32, 32, 32>, vector_bytes = 16 : i64, warps = array<i64: 1, 2>}, tir.schedule_source = "tuning database: model, 2026-12-02", tir.workload = "{\22dtypes\22:{\22a\22:\22f16\22,{{.*}}\22shape\22:{\22B\22:1,\22K\22:40,\22M\22:100,\22N\22:72},\22tf32\22:false}"}
// CHECK-LABEL: func.func @explicit(
// CHECK: attrs = {tir.schedule = {{{.*}}tile = array<i64: 64, 64, 32>{{.*}}}, tir.schedule_source = "IR", tir.workload = "{\22dtypes\22:{\22a\22:\22f16\22,
// CHECK-LABEL: func.func @stale(
// CHECK: tir.schedule_source = "heuristic", tir.workload = "{\22dtypes\22:{\22a\22:\22bf16\22,
// CHECK-LABEL: func.func @hopper(
// CHECK: tile = array<i64: 16, 64, 64>{{.*}}tir.schedule_source = "heuristic"

// The sm_90a wgmma kernel does not take the record's mma.sync schedule: it runs as mma.sync, as tuned.
// WGMMA: remark: {{.*}}tuned: not on wgmma: its schedule asks for m16n8k16; it runs as mma.sync
// WGMMA-LABEL: func.func @tuned(
// WGMMA: tile = array<i64: 32, 32, 32>{{.*}}tir.schedule_source = "tuning database: model, 2026-12-02"
// The tuned wgmma schedule is taken as it is (the heuristic's differs: m64n64k16, 4 stages, raster group 8).
// WGMMA-LABEL: func.func @hopper(
// WGMMA: tir.schedule = {mma = "m64n128k16", persistent = false, raster_group = 4 : i64, split_k = 1 : i64, stages = 3 : i64, swizzle = true, tile = array<i64: 64, 128, 64>, vector_bytes = 16 : i64, warp_specialize = true, warps = array<i64: 4, 1>}, tir.schedule_source = "tuning database: gpu, NVIDIA H200, 2026-12-02"
module attributes {tir.tuned_schedules = {
    "{\22dtypes\22:{\22a\22:\22f16\22,\22acc\22:\22f32\22,\22b\22:\22f16\22,\22c\22:\22f32\22},\22epilogue\22:[],\22family\22:\22gemm\22,\22init\22:\22load\22,\22layout\22:{\22a\22:\22row\22,\22b\22:\22row\22},\22op\22:\22matmul\22,\22shape\22:{\22B\22:1,\22K\22:40,\22M\22:100,\22N\22:72},\22tf32\22:false}" = {schedule = {tile = array<i64: 32, 32, 32>, warps = array<i64: 1, 2>, mma = "m16n8k16", stages = 2 : i64, swizzle = true, vector_bytes = 16 : i64, raster_group = 8 : i64, split_k = 1 : i64}, source = "model, 2026-12-02"},
    "{\22dtypes\22:{\22a\22:\22bf16\22,\22acc\22:\22f32\22,\22b\22:\22bf16\22,\22c\22:\22f32\22},\22epilogue\22:[],\22family\22:\22gemm\22,\22init\22:\22load\22,\22layout\22:{\22a\22:\22row\22,\22b\22:\22row\22},\22op\22:\22matmul\22,\22shape\22:{\22B\22:1,\22K\22:40,\22M\22:100,\22N\22:72},\22tf32\22:false}" = {schedule = {tile = array<i64: 128, 128, 32>, warps = array<i64: 2, 2>, stages = 200 : i64}, source = "model, 2026-12-02"},
    "{\22dtypes\22:{\22a\22:\22f16\22,\22acc\22:\22f32\22,\22b\22:\22f16\22,\22c\22:\22f32\22},\22epilogue\22:[],\22family\22:\22gemm\22,\22init\22:\22load\22,\22layout\22:{\22a\22:\22row\22,\22b\22:\22row\22},\22op\22:\22matmul\22,\22shape\22:{\22B\22:1,\22K\22:64,\22M\22:200,\22N\22:136},\22tf32\22:false}" = {schedule = {tile = array<i64: 64, 128, 64>, warps = array<i64: 4, 1>, mma = "m64n128k16", stages = 3 : i64, swizzle = true, vector_bytes = 16 : i64, raster_group = 4 : i64, split_k = 1 : i64, warp_specialize = true, persistent = false}, source = "gpu, NVIDIA H200, 2026-12-02"}}} {
  func.func @tuned(%a: memref<100x40xf16>, %b: memref<40x72xf16>, %c: memref<100x72xf32>) {
    %z = arith.constant 0.0 : f32
    linalg.fill ins(%z : f32) outs(%c : memref<100x72xf32>)
    linalg.matmul ins(%a, %b : memref<100x40xf16>, memref<40x72xf16>) outs(%c : memref<100x72xf32>)
    return
  }
  func.func @explicit(%a: memref<100x40xf16>, %b: memref<40x72xf16>, %c: memref<100x72xf32>) {
    %z = arith.constant 0.0 : f32
    linalg.fill ins(%z : f32) outs(%c : memref<100x72xf32>)
    linalg.matmul {tir.schedule = {tile = array<i64: 64, 64, 32>, warps = array<i64: 2, 2>}} ins(%a, %b : memref<100x40xf16>, memref<40x72xf16>) outs(%c : memref<100x72xf32>)
    return
  }
  func.func @stale(%a: memref<100x40xbf16>, %b: memref<40x72xbf16>, %c: memref<100x72xf32>) {
    linalg.matmul ins(%a, %b : memref<100x40xbf16>, memref<40x72xbf16>) outs(%c : memref<100x72xf32>)
    return
  }
  func.func @hopper(%a: memref<200x64xf16>, %b: memref<64x136xf16>, %c: memref<200x136xf32>) {
    linalg.matmul ins(%a, %b : memref<200x64xf16>, memref<64x136xf16>) outs(%c : memref<200x136xf32>)
    return
  }
}
