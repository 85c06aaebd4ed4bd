// Warp reductions with shuffles:
//  * a __shfl_down_sync tree: lane 0 of each warp ends with the warp's sum;
//  * a __shfl_xor_sync butterfly: every lane ends with the warp's maximum.
// The block size is a multiple of 32 and n == gridDim.x * blockDim.x.
extern "C" __global__ void warp_shuffle_reduce(const float* __restrict__ x, float* __restrict__ warp_sum,
                                               float* __restrict__ lane_max) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = x[i];
    float s = v;
    for (int offset = 16; offset > 0; offset >>= 1) {
        s += __shfl_down_sync(0xffffffffu, s, offset);
    }
    if ((threadIdx.x & 31) == 0) {
        warp_sum[i >> 5] = s;
    }
    float m = v;
    for (int mask = 1; mask < 32; mask <<= 1) {
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, mask));
    }
    lane_max[i] = m;
}
