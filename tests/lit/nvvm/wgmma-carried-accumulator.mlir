// The gpu pipeline's nvvm stage lowers nvgpu ops before scf: a warpgroup accumulator carried by an
// scf.for must still be an scf result when convert-nvgpu-to-nvvm converts its type (after
// convert-scf-to-cf it would be a block argument that no pattern converts, and convert-gpu-to-nvvm
// fails on the kernel). The kernel's tensor map parameters (used only for their swizzle here) are
// 128-byte __grid_constant__ parameters like any other.
// RUN: tirc %s --target sm_90a --emit=ptx | FileCheck %s

// CHECK: .entry carried(
// CHECK-NEXT: .param .align 64 .b8 carried_param_0[128],
// CHECK-NEXT: .param .align 64 .b8 carried_param_1[128],
// CHECK-NEXT: .param .u64 .ptr .align 1 carried_param_2,
// CHECK-NEXT: .param .u64 carried_param_3
// CHECK: wgmma.fence.sync.aligned;
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;

!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>
!tmapA = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!tmapB = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!descA = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
!descB = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @a : memref<64x64xf16, 3> {alignment = 1024 : i64}
    memref.global "private" @b : memref<64x64xf16, 3> {alignment = 1024 : i64}
    gpu.func @carried(%mapA: !tmapA, %mapB: !tmapB, %out: memref<64x64xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %sa = memref.get_global @a : memref<64x64xf16, 3>
      %sb = memref.get_global @b : memref<64x64xf16, 3>
      %da = nvgpu.warpgroup.generate.descriptor %sa, %mapA : memref<64x64xf16, 3>, !tmapA -> !descA
      %db = nvgpu.warpgroup.generate.descriptor %sb, %mapB : memref<64x64xf16, 3>, !tmapB -> !descB
      %init = nvgpu.warpgroup.mma.init.accumulator -> !acc
      %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (!acc) {
        %next = nvgpu.warpgroup.mma %da, %db, %a : !descA, !descB, !acc -> !acc
        scf.yield %next : !acc
      }
      nvgpu.warpgroup.mma.store %acc, %out : !acc to memref<64x64xf32>
      gpu.return
    }
  }
}
