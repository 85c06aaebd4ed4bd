// Library math (expf, tanhf, logf, sinf, sqrtf, rsqrtf, division) and fast
// intrinsics (__expf, __logf, __sinf, __fdividef), one output row per function.
#define NFUN 11

extern "C" __global__ void transcendental(const float* __restrict__ x, const float* __restrict__ y,
                                          float* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = x[i];  // in [-4, 4]
    float b = y[i];  // in [0.5, 8]
    out[0 * n + i] = expf(a);
    out[1 * n + i] = tanhf(a);
    out[2 * n + i] = logf(b);
    out[3 * n + i] = sinf(a);
    out[4 * n + i] = sqrtf(b);
    out[5 * n + i] = rsqrtf(b);
    out[6 * n + i] = a / b;
    out[7 * n + i] = __expf(a);
    out[8 * n + i] = __logf(b);
    out[9 * n + i] = __sinf(a);
    out[10 * n + i] = __fdividef(a, b);
}
