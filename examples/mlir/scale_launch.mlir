// gpu.launch inside a host function: y[i] = alpha * x[i], 256 threads per block.
module attributes {gpu.container_module} {
  func.func @scale(%x: memref<?xf32>, %y: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %blocks = arith.ceildivui %n, %c256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %alpha = arith.constant 2.5 : f32
      %base = arith.muli %bx, %c256 : index
      %i = arith.addi %base, %tx : index
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %v = memref.load %x[%i] : memref<?xf32>
        %s = arith.mulf %v, %alpha : f32
        memref.store %s, %y[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    return
  }
}
