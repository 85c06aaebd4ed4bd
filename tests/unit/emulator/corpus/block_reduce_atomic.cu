// Block sum: grid-stride accumulation per thread, a shared-memory tree
// reduction per block, then ONE atomicAdd per block on a global f32 total.
// Also counts, with an integer atomicAdd, how many blocks took part.
#define BLOCK 256

extern "C" __global__ void block_reduce_atomic(const float* __restrict__ x, int n, float* total,
                                               unsigned int* blocks_done) {
    __shared__ float partial[BLOCK];
    float acc = 0.0f;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) {
        acc += x[i];
    }
    partial[threadIdx.x] = acc;
    __syncthreads();
    for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) {
            partial[threadIdx.x] += partial[threadIdx.x + stride];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        atomicAdd(total, partial[0]);
        atomicAdd(blocks_done, 1u);
    }
}
