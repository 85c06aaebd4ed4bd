// dst[i] = src[i * stride + offset]: a gather with a non-unit stride (each warp
// touches many 32-byte sectors), plus a scalar int offset parameter.
extern "C" __global__ void strided_copy(const float* __restrict__ src, float* __restrict__ dst,
                                        int n, int stride, int offset) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        dst[i] = src[(long long)i * stride + offset];
    }
}
