// The IR before tir-kernel-abi: tirc compile examples/mlir/scale_launch.mlir --emit=gpu --dump-before=tir-kernel-abi
// Written by tests/lit/gpu/regenerate_inputs.py; regenerate it there, do not edit it.
module attributes {gpu.container_module} {
  func.func @scale(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %0 = arith.ceildivui %dim, %c256 : index
    gpu.launch_func  @scale_kernel::@scale_kernel blocks in (%0, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<?xf32>, %arg1 : memref<?xf32>)
    return
  }
  gpu.module @scale_kernel {
    gpu.func @scale_kernel(%arg0: memref<?xf32>, %arg1: memref<?xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %c256 = arith.constant 256 : index
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?xf32>
      %cst = arith.constant 2.500000e+00 : f32
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.cmpi ult, %1, %dim : index
      scf.if %2 {
        %3 = memref.load %arg0[%1] : memref<?xf32>
        %4 = arith.mulf %3, %cst : f32
        memref.store %4, %arg1[%1] : memref<?xf32>
      }
      gpu.return
    }
  }
}

