// The IR before tir-merge-gpu-modules: tirc compile tests/lit/tensorir/simt-map.mlir --pipeline simt --emit=gpu --dump-before=tir-merge-gpu-modules
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
#map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
module attributes {gpu.container_module, tir.explained_ops = {"0" = {kind = "elementwise", what = "elementwise (ops: addf)", why = "it computes a function result from the function's inputs alone: nothing to fuse it with"}, "1" = {kind = "fill", what = "fill", why = "its reader {kernel:2} accumulates into it (reads it as its output), and elementwise fusion fuses only the producers of a consumer's inputs"}, "2" = {kind = "reduction", what = "reduction", why = "a reduction tir-reduce does not take (it takes reduction loops innermost, read contiguously, with a combiner it knows), and elementwise fusion fuses all-parallel producers only"}}} {
  func.func @add_2d(%arg0: memref<?x100xf32>, %arg1: memref<100x?xf32>) -> memref<?x100xf32> {
    %c100 = arith.constant 100 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x100xf32>
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x100xf32>
    %dim_0 = memref.dim %arg0, %c0 : memref<?x100xf32>
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %0 = arith.ceildivsi %dim_0, %c8 : index
    %c4 = arith.constant 4 : index
    %c1_3 = arith.constant 1 : index
    %1 = affine.apply #map(%0)[%c0_1, %c1_2]
    %2 = affine.apply #map(%c4)[%c0_1, %c1_2]
    %3 = affine.apply #map(%c8)[%c0_1, %c1_2]
    %4 = affine.apply #map(%c32)[%c0_1, %c1_2]
    gpu.launch_func  @add_2d_kernel::@add_2d_kernel blocks in (%2, %1, %c1_3) threads in (%4, %3, %c1_3)  args(%arg0 : memref<?x100xf32>, %arg1 : memref<100x?xf32>, %alloc : memref<?x100xf32>)
    return %alloc : memref<?x100xf32>
  }
  gpu.module @add_2d_kernel {
    gpu.func @add_2d_kernel(%arg0: memref<?x100xf32>, %arg1: memref<100x?xf32>, %arg2: memref<?x100xf32>) kernel {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_0 : memref<?x100xf32>
      %c32 = arith.constant 32 : index
      %c100 = arith.constant 100 : index
      %0 = affine.apply #map1(%block_id_y)[%c1, %c0]
      %1 = affine.apply #map1(%block_id_x)[%c1, %c0]
      %2 = affine.apply #map1(%thread_id_y)[%c1, %c0]
      %3 = affine.apply #map1(%thread_id_x)[%c1, %c0]
      %4 = arith.muli %0, %c8 : index
      %5 = arith.addi %4, %2 : index
      %6 = arith.cmpi slt, %5, %dim : index
      %7 = arith.muli %1, %c32 : index
      %8 = arith.addi %7, %3 : index
      %9 = arith.cmpi slt, %8, %c100 : index
      %10 = arith.andi %6, %9 : i1
      scf.if %10 {
        %11 = memref.load %arg0[%5, %8] : memref<?x100xf32>
        %12 = memref.load %arg1[%8, %5] : memref<100x?xf32>
        %13 = arith.addf %11, %12 : f32
        memref.store %13, %arg2[%5, %8] : memref<?x100xf32>
      }
      gpu.return
    }
  }
  func.func @total(%arg0: memref<64xf32>) -> memref<f32> {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c1_6 = arith.constant 1 : index
    %0 = affine.apply #map(%c1_5)[%c0_2, %c1_3]
    %1 = affine.apply #map(%c1_4)[%c0_2, %c1_3]
    gpu.launch_func  @total_kernel::@total_kernel blocks in (%0, %c1_6, %c1_6) threads in (%1, %c1_6, %c1_6)  args(%alloc : memref<f32>)
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c0_9 = arith.constant 0 : index
    %c1_10 = arith.constant 1 : index
    %c1_11 = arith.constant 1 : index
    %c1_12 = arith.constant 1 : index
    %c1_13 = arith.constant 1 : index
    %2 = affine.apply #map(%c1_12)[%c0_9, %c1_10]
    %3 = affine.apply #map(%c1_11)[%c0_9, %c1_10]
    gpu.launch_func  @total_kernel_0::@total_kernel blocks in (%2, %c1_13, %c1_13) threads in (%3, %c1_13, %c1_13)  args(%arg0 : memref<64xf32>, %alloc : memref<f32>)
    return %alloc : memref<f32>
  }
  gpu.module @total_kernel {
    gpu.func @total_kernel(%arg0: memref<f32>) kernel {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %c1_0 = arith.constant 1 : index
      %c1_1 = arith.constant 1 : index
      %cst = arith.constant 0.000000e+00 : f32
      %0 = affine.apply #map1(%block_id_x)[%c1, %c0]
      %1 = affine.apply #map1(%thread_id_x)[%c1, %c0]
      %2 = arith.muli %0, %c1_0 : index
      %3 = arith.addi %2, %1 : index
      %4 = arith.cmpi slt, %3, %c1_1 : index
      scf.if %4 {
        memref.store %cst, %arg0[] : memref<f32>
      }
      gpu.return
    }
  }
  gpu.module @total_kernel_0 {
    gpu.func @total_kernel(%arg0: memref<64xf32>, %arg1: memref<f32>) kernel {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %c1_0 = arith.constant 1 : index
      %c1_1 = arith.constant 1 : index
      %c0_2 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c1_3 = arith.constant 1 : index
      %0 = affine.apply #map1(%block_id_x)[%c1, %c0]
      %1 = affine.apply #map1(%thread_id_x)[%c1, %c0]
      %2 = arith.muli %0, %c1_0 : index
      %3 = arith.addi %2, %1 : index
      %4 = arith.cmpi slt, %3, %c1_1 : index
      scf.if %4 {
        scf.for %arg2 = %c0_2 to %c64 step %c1_3 {
          %5 = memref.load %arg0[%arg2] : memref<64xf32>
          %6 = memref.load %arg1[] : memref<f32>
          %7 = arith.subf %6, %5 : f32
          memref.store %7, %arg1[] : memref<f32>
        }
      }
      gpu.return
    }
  }
}

