// Block-wise reversal through dynamically sized shared memory
// (extern __shared__, size given at launch): out[b*B + i] = in[b*B + B-1-i] * 2.
// Also uses a second region of the same dynamic allocation, past the first
// blockDim.x floats, to exercise offsets into the dynamic window.
extern "C" __global__ void dynamic_smem_reverse(const float* __restrict__ in, float* __restrict__ out) {
    extern __shared__ float dyn[];
    float* first = dyn;
    float* second = dyn + blockDim.x;
    int base = blockIdx.x * blockDim.x;
    first[threadIdx.x] = in[base + threadIdx.x];
    __syncthreads();
    second[threadIdx.x] = 2.0f * first[blockDim.x - 1 - threadIdx.x];
    __syncthreads();
    out[base + threadIdx.x] = second[threadIdx.x];
}
