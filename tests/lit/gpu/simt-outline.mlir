// The gpu stage of the simt pipeline: loops become kernels in one gpu.module, each memref
// parameter becomes a bare base pointer plus its dynamic sizes (plain C ABI), and the host
// passes memref.extract_strided_metadata results.
// RUN: tirc %s --pipeline simt --emit=gpu | FileCheck %s

// CHECK: module attributes {gpu.container_module, tir.kernel_explanations = {{.*}}, tir.kernel_schedules = {matmul_relu_elementwise0 = "elementwise: 4 contiguous
// CHECK-LABEL: func.func @matmul_relu(
// CHECK: memref.alloc(%{{.*}}) {{.*}} : memref<?x24xf32>
// CHECK: memref.extract_strided_metadata %{{.*}} : memref<?x24xf32> -> memref<f32>, index
// CHECK: gpu.launch_func @[[MOD:[a-z_0-9]+]]::@[[FILL:[a-z_0-9]+]] blocks in
// CHECK: gpu.launch_func @[[MOD]]::@[[MM:[a-z_0-9]+]] blocks in
// CHECK: gpu.launch_func @[[MOD]]::@[[RELU:[a-z_0-9]+]] blocks in
// CHECK: gpu.module @[[MOD]]
// CHECK-NOT: gpu.module
// CHECK: gpu.func @[[FILL]](%{{.*}}: index, %{{.*}}: memref<f32>, %{{.*}}: index) kernel
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}, 24], strides: [24, 1] : memref<f32> to memref<?x24xf32>
// CHECK: gpu.func @[[MM]](
// CHECK: scf.for
// CHECK: gpu.func @[[RELU]](
// CHECK: arith.maximumf
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @matmul_relu(%a: tensor<?x32xf32>, %b: tensor<32x24xf32>) -> tensor<?x24xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %a, %c0 : tensor<?x32xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%m) : tensor<?x24xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x24xf32>) -> tensor<?x24xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<?x32xf32>, tensor<32x24xf32>) outs(%f : tensor<?x24xf32>) -> tensor<?x24xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<?x24xf32>) outs(%e : tensor<?x24xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<?x24xf32>
  return %r : tensor<?x24xf32>
}
