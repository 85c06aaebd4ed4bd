// f16 / bf16 arithmetic and conversions:
//   __float2half_rn (cvt.rn.f16.f32), half2 packing, __hadd2 / __hmul2 / __hfma2
//   (add/mul/fma .f16x2), __half2float, and __float2bfloat16 / __bfloat162float.
// Results are written as raw 16-bit patterns so the test can compare bits.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

extern "C" __global__ void half2_math(const float* __restrict__ a, const float* __restrict__ b,
                                      const float* __restrict__ c, unsigned short* __restrict__ sum,
                                      unsigned short* __restrict__ prod, unsigned short* __restrict__ fma,
                                      unsigned short* __restrict__ bf, float* __restrict__ roundtrip, int npairs) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= npairs) return;
    // Two consecutive floats form one half2 lane pair.
    __half2 ha = __halves2half2(__float2half_rn(a[2 * i]), __float2half_rn(a[2 * i + 1]));
    __half2 hb = __halves2half2(__float2half_rn(b[2 * i]), __float2half_rn(b[2 * i + 1]));
    __half2 hc = __halves2half2(__float2half_rn(c[2 * i]), __float2half_rn(c[2 * i + 1]));
    __half2 s = __hadd2(ha, hb);
    __half2 p = __hmul2(ha, hb);
    __half2 f = __hfma2(ha, hb, hc);
    sum[2 * i] = __half_as_ushort(__low2half(s));
    sum[2 * i + 1] = __half_as_ushort(__high2half(s));
    prod[2 * i] = __half_as_ushort(__low2half(p));
    prod[2 * i + 1] = __half_as_ushort(__high2half(p));
    fma[2 * i] = __half_as_ushort(__low2half(f));
    fma[2 * i + 1] = __half_as_ushort(__high2half(f));
    __nv_bfloat16 b0 = __float2bfloat16(a[2 * i]);
    __nv_bfloat16 b1 = __float2bfloat16(a[2 * i + 1]);
    bf[2 * i] = __bfloat16_as_ushort(b0);
    bf[2 * i + 1] = __bfloat16_as_ushort(b1);
    // f16 -> f32 and bf16 -> f32 are exact; check them through a sum.
    roundtrip[2 * i] = __half2float(__low2half(ha)) + __bfloat162float(b0);
    roundtrip[2 * i + 1] = __half2float(__high2half(ha)) + __bfloat162float(b1);
}
