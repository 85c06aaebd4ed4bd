// A hand-written TMA copy through shared memory, in the form tirc's sm_90a passes leave at the gpu
// stage: the host creates the tensor maps (nvgpu.tma.create.descriptor), kernels take them as
// arguments. 200x72 is ragged for 64x64 boxes: the loads zero-fill the edge tiles, the stores clip.
//   @copy_plain:    TMA load (no swizzle) into shared memory, plain bounds-checked stores out.
//   @copy_swizzled: TMA load and TMA store, both through 128-byte swizzled maps.
//   @copy_view:     the same kernel, reading a map over a view (offset and strides of the input).
//   @copy_padded:   the same kernel, storing whole boxes into a larger output: the loads' zero fill.

!tile = memref<64x64xf16, 3>
!plain = !nvgpu.tensormap.descriptor<tensor = !tile, swizzle = none, l2promo = none, oob = zero, interleave = none>
!swizzled = !nvgpu.tensormap.descriptor<tensor = !tile, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>

module attributes {gpu.container_module} {
  func.func @copy_plain(%in: memref<200x72xf16>) -> memref<200x72xf16> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %out = memref.alloc() : memref<200x72xf16>
    %unranked = memref.cast %in : memref<200x72xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %unranked box[%c64, %c64] : memref<*xf16> -> !plain
    gpu.launch_func @kernels::@load_plain blocks in (%c2, %c4, %c1) threads in (%c128, %c1, %c1)
        args(%map : !plain, %out : memref<200x72xf16>)
    return %out : memref<200x72xf16>
  }

  func.func @copy_swizzled(%in: memref<200x72xf16>) -> memref<200x72xf16> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %out = memref.alloc() : memref<200x72xf16>
    %in_unranked = memref.cast %in : memref<200x72xf16> to memref<*xf16>
    %in_map = nvgpu.tma.create.descriptor %in_unranked box[%c64, %c64] : memref<*xf16> -> !swizzled
    %out_unranked = memref.cast %out : memref<200x72xf16> to memref<*xf16>
    %out_map = nvgpu.tma.create.descriptor %out_unranked box[%c64, %c64] : memref<*xf16> -> !swizzled
    gpu.launch_func @kernels::@load_store_swizzled blocks in (%c2, %c4, %c1) threads in (%c128, %c1, %c1)
        args(%in_map : !swizzled, %out_map : !swizzled)
    return %out : memref<200x72xf16>
  }

  func.func @copy_view(%in: memref<200x72xf16>) -> memref<192x64xf16> {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %out = memref.alloc() : memref<192x64xf16>
    %view = memref.subview %in[8, 8] [192, 64] [1, 1] : memref<200x72xf16> to memref<192x64xf16, strided<[72, 1], offset: 584>>
    %in_unranked = memref.cast %view : memref<192x64xf16, strided<[72, 1], offset: 584>> to memref<*xf16>
    %in_map = nvgpu.tma.create.descriptor %in_unranked box[%c64, %c64] : memref<*xf16> -> !swizzled
    %out_unranked = memref.cast %out : memref<192x64xf16> to memref<*xf16>
    %out_map = nvgpu.tma.create.descriptor %out_unranked box[%c64, %c64] : memref<*xf16> -> !swizzled
    gpu.launch_func @kernels::@load_store_swizzled blocks in (%c1, %c3, %c1) threads in (%c128, %c1, %c1)
        args(%in_map : !swizzled, %out_map : !swizzled)
    return %out : memref<192x64xf16>
  }

  func.func @copy_padded(%in: memref<200x72xf16>) -> memref<256x128xf16> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %out = memref.alloc() : memref<256x128xf16>
    %in_unranked = memref.cast %in : memref<200x72xf16> to memref<*xf16>
    %in_map = nvgpu.tma.create.descriptor %in_unranked box[%c64, %c64] : memref<*xf16> -> !swizzled
    %out_unranked = memref.cast %out : memref<256x128xf16> to memref<*xf16>
    %out_map = nvgpu.tma.create.descriptor %out_unranked box[%c64, %c64] : memref<*xf16> -> !swizzled
    gpu.launch_func @kernels::@load_store_swizzled blocks in (%c2, %c4, %c1) threads in (%c128, %c1, %c1)
        args(%in_map : !swizzled, %out_map : !swizzled)
    return %out : memref<256x128xf16>
  }

  gpu.module @kernels {
    memref.global "private" @tile_plain : !tile {alignment = 128 : i64}
    memref.global "private" @tile_swizzled : !tile {alignment = 1024 : i64}

    // Thread 0 initialises the barrier and, after a block barrier (so that no thread waits on an
    // uninitialised one), expects the box's 8192 bytes and issues the copy; every thread then
    // waits for phase 0 to complete. Coordinates are innermost first: (column, row).
    gpu.func @load_plain(%map: !plain, %out: memref<200x72xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %c72 = arith.constant 72 : index
      %c128 = arith.constant 128 : index
      %c200 = arith.constant 200 : index
      %c4096 = arith.constant 4096 : index
      %c8192 = arith.constant 8192 : index
      %ticks = arith.constant 10000000 : index
      %phase = arith.constant false
      %tile = memref.get_global @tile_plain : !tile
      %barrier = nvgpu.mbarrier.create -> !barrier
      %tid = gpu.thread_id x
      %col0 = gpu.block_id x
      %row0 = gpu.block_id y
      %col = arith.muli %col0, %c64 : index
      %row = arith.muli %row0, %c64 : index
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        nvgpu.mbarrier.init %barrier[%c0], %c1 : !barrier
      }
      gpu.barrier
      scf.if %leader {
        nvgpu.mbarrier.arrive.expect_tx %barrier[%c0], %c8192 : !barrier
        nvgpu.tma.async.load %map[%col, %row], %barrier[%c0] to %tile : !plain, !barrier -> !tile
      }
      nvgpu.mbarrier.try_wait.parity %barrier[%c0], %phase, %ticks : !barrier
      scf.for %i = %tid to %c4096 step %c128 {
        %r = arith.divui %i, %c64 : index
        %c = arith.remui %i, %c64 : index
        %gr = arith.addi %row, %r : index
        %gc = arith.addi %col, %c : index
        %in_rows = arith.cmpi ult, %gr, %c200 : index
        %in_cols = arith.cmpi ult, %gc, %c72 : index
        %inside = arith.andi %in_rows, %in_cols : i1
        scf.if %inside {
          %v = memref.load %tile[%r, %c] : !tile
          memref.store %v, %out[%gr, %gc] : memref<200x72xf16>
        }
      }
      gpu.return
    }

    // The same load into a 1024-byte aligned (swizzle pattern) tile, written back by thread 0 with
    // a TMA store through the output's map, which clips the box at the tensor's edge.
    gpu.func @load_store_swizzled(%in_map: !swizzled, %out_map: !swizzled) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %ticks = arith.constant 10000000 : index
      %phase = arith.constant false
      %tile = memref.get_global @tile_swizzled : !tile
      %barrier = nvgpu.mbarrier.create -> !barrier
      %tid = gpu.thread_id x
      %col0 = gpu.block_id x
      %row0 = gpu.block_id y
      %col = arith.muli %col0, %c64 : index
      %row = arith.muli %row0, %c64 : index
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        nvgpu.mbarrier.init %barrier[%c0], %c1 : !barrier
      }
      gpu.barrier
      scf.if %leader {
        nvgpu.tma.prefetch.descriptor %in_map : !swizzled
        nvgpu.mbarrier.arrive.expect_tx %barrier[%c0], %c8192 : !barrier
        nvgpu.tma.async.load %in_map[%col, %row], %barrier[%c0] to %tile : !swizzled, !barrier -> !tile
      }
      nvgpu.mbarrier.try_wait.parity %barrier[%c0], %phase, %ticks : !barrier
      // Without this block barrier LLVM moves the wait into both sides of the branch, and the
      // emulator's lockstep warp runs the side that waits before the side that arrives.
      gpu.barrier
      scf.if %leader {
        nvgpu.tma.async.store %tile to %out_map[%col, %row] : !tile -> !swizzled
        nvvm.cp.async.bulk.commit.group
        nvvm.cp.async.bulk.wait_group 0
      }
      gpu.return
    }
  }
}
