// Grid-stride loop over n elements with a 3-D grid of 3-D blocks. Every
// thread computes its linear id from all of %tid/%ntid/%ctaid/%nctaid x/y/z;
// the test checks both the result and which thread wrote each element.
extern "C" __global__ void grid_stride_3d(const float* __restrict__ in, float* __restrict__ out,
                                          int* __restrict__ owner, int n) {
    int threads_per_block = blockDim.x * blockDim.y * blockDim.z;
    int local = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    int block = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    int total = threads_per_block * gridDim.x * gridDim.y * gridDim.z;
    for (int i = block * threads_per_block + local; i < n; i += total) {
        out[i] = 3.0f * in[i] - 1.0f;
        owner[i] = block * threads_per_block + local;
    }
}
