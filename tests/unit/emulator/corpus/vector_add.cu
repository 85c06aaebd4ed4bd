// c[i] = a[i] + b[i] for i < n. The test picks n not a multiple of the block
// size, so the last block has threads that must skip the bounds-checked store.
extern "C" __global__ void vector_add(const float* __restrict__ a, const float* __restrict__ b,
                                      float* __restrict__ c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}
