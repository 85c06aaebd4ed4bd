// A hand-written kernel in the gpu dialect: c[i] = a[i] + b[i] for i < n.
// Compile:  tirc examples/mlir/vector_add.mlir -o vadd.ptx
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vector_add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %n = memref.dim %a, %c0 : memref<?xf32>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in_bounds = arith.cmpi ult, %i, %n : index
      scf.if %in_bounds {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %sum = arith.addf %x, %y : f32
        memref.store %sum, %c[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
