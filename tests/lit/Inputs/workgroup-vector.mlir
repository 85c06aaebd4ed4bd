// A vector load/store on workgroup memory: convert-vector-to-llvm reports an error without failing.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%m: memref<16xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %v = vector.load %m[%c0] : memref<16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      vector.store %v, %m[%c0] : memref<16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      gpu.return
    }
  }
}
