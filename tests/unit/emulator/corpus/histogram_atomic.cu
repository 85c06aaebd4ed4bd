// Integer histogram: per-block privatised bins in shared memory (atomicAdd on
// shared), merged into the global bins with one atomicAdd per bin per block.
// Values outside [0, nbins) are counted in a separate global overflow counter.
#define NBINS 64

extern "C" __global__ void histogram_atomic(const int* __restrict__ values, int n,
                                            unsigned int* bins, unsigned int* overflow) {
    __shared__ unsigned int local[NBINS];
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) {
        local[b] = 0u;
    }
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        int v = values[i];
        if (v >= 0 && v < NBINS) {
            atomicAdd(&local[v], 1u);
        } else {
            atomicAdd(overflow, 1u);
        }
    }
    __syncthreads();
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) {
        if (local[b] != 0u) {
            atomicAdd(&bins[b], local[b]);
        }
    }
}
