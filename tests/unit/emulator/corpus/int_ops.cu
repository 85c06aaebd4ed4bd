// Integer intrinsics and 64-bit arithmetic, one result array per operation:
//   popc, clz, brev, byte_perm, (u)mulhi, 64-bit mul/shift/add, 64-bit mulhi,
//   signed division/remainder, funnel shift and bit-field extract.
#define NOUT 12

extern "C" __global__ void int_ops(const unsigned int* __restrict__ x, const unsigned int* __restrict__ y,
                                   const unsigned long long* __restrict__ w, unsigned int* __restrict__ out32,
                                   unsigned long long* __restrict__ out64, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned int a = x[i];
    unsigned int b = y[i];
    unsigned long long c = w[i];
    unsigned int* o = out32 + (size_t)i * NOUT;
    o[0] = (unsigned int)__popc(a);
    o[1] = (unsigned int)__clz(a);
    o[2] = __brev(a);
    o[3] = __byte_perm(a, b, 0x5140u);  // interleave bytes of a and b
    o[4] = __byte_perm(a, b, b & 0x7777u);  // data-dependent selector (no sign bit)
    o[5] = __umulhi(a, b);
    o[6] = (unsigned int)__mulhi((int)a, (int)b);
    o[7] = (unsigned int)((int)a / ((int)(b | 1u)));  // signed division (b|1 != 0)
    o[8] = (unsigned int)((int)a % ((int)(b | 1u)));
    o[9] = __funnelshift_l(a, b, b);  // shift amount taken mod 32
    o[10] = (a >> (b & 31u)) | (a << ((32u - (b & 31u)) & 31u));  // rotate right
    o[11] = (unsigned int)__popcll(c) + (unsigned int)__clzll(c);
    unsigned long long* q = out64 + (size_t)i * 4;
    q[0] = c * (unsigned long long)a + (unsigned long long)b;  // wrapping 64-bit multiply-add
    q[1] = (c >> (a & 63u)) ^ (c << (b & 63u));
    q[2] = __umul64hi(c, (unsigned long long)a << 17 | b);
    q[3] = (unsigned long long)((long long)c / (long long)((a | 1u)));  // signed 64-bit division
}
