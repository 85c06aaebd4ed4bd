// y[i] = alpha * x[i] + y[i] in double precision (f64 scalar parameter,
// fma.rn.f64, in-place read-modify-write).
extern "C" __global__ void axpy_f64(double alpha, const double* __restrict__ x, double* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = alpha * x[i] + y[i];
    }
}
