// Kernels for the emulator's bit-exactness tests (test_fidelity.py): each writes one row of
// n results per CUDA intrinsic, out[row * n + i], so a failure names the intrinsic.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define INDEX                                       \
  const int i = blockIdx.x * blockDim.x + threadIdx.x; \
  if (i >= n) return;

// ---- f32 arithmetic in every rounding mode (rows: rn, rz, rd, ru per operation) ----
extern "C" __global__ void f32_rounding(const float* a, const float* b, const float* c, float* out, int n) {
  INDEX
  const float x = a[i], y = b[i], z = c[i];
  float* o = out + i;
  o[0 * n] = __fadd_rn(x, y);  o[1 * n] = __fadd_rz(x, y);  o[2 * n] = __fadd_rd(x, y);  o[3 * n] = __fadd_ru(x, y);
  o[4 * n] = __fsub_rn(x, y);  o[5 * n] = __fsub_rz(x, y);  o[6 * n] = __fsub_rd(x, y);  o[7 * n] = __fsub_ru(x, y);
  o[8 * n] = __fmul_rn(x, y);  o[9 * n] = __fmul_rz(x, y);  o[10 * n] = __fmul_rd(x, y); o[11 * n] = __fmul_ru(x, y);
  o[12 * n] = __fmaf_rn(x, y, z); o[13 * n] = __fmaf_rz(x, y, z); o[14 * n] = __fmaf_rd(x, y, z); o[15 * n] = __fmaf_ru(x, y, z);
  o[16 * n] = __fdiv_rn(x, y); o[17 * n] = __fdiv_rz(x, y); o[18 * n] = __fdiv_rd(x, y); o[19 * n] = __fdiv_ru(x, y);
  o[20 * n] = __fsqrt_rn(x);   o[21 * n] = __fsqrt_rz(x);   o[22 * n] = __fsqrt_rd(x);   o[23 * n] = __fsqrt_ru(x);
  o[24 * n] = __frcp_rn(x);    o[25 * n] = __frcp_rz(x);    o[26 * n] = __frcp_rd(x);    o[27 * n] = __frcp_ru(x);
}

// ---- f32 ops whose subnormal handling depends on -ftz; min/max NaN rules; .sat ----
extern "C" __global__ void f32_ftz(const float* a, const float* b, const float* c, float* out, int n) {
  INDEX
  const float x = a[i], y = b[i], z = c[i];
  float* o = out + i;
  o[0 * n] = x * y;
  o[1 * n] = x + y;
  o[2 * n] = fmaf(x, y, z);
  o[3 * n] = x / y;
  o[4 * n] = sqrtf(x);
  o[5 * n] = fminf(x, y);
  o[6 * n] = fmaxf(x, y);
  o[7 * n] = __saturatef(x);
}

// ---- f16 scalar and packed arithmetic (bits in, bits out) ----
extern "C" __global__ void f16_ops(const __half* a, const __half* b, const __half* c, __half* out, int n) {
  INDEX
  const __half x = a[i], y = b[i], z = c[i];
  __half* o = out + i;
  o[0 * n] = __hadd(x, y);
  o[1 * n] = __hsub(x, y);
  o[2 * n] = __hmul(x, y);
  o[3 * n] = __hfma(x, y, z);
  o[4 * n] = __hadd_sat(x, y);
  o[5 * n] = __hfma_sat(x, y, z);
  o[6 * n] = __hmin(x, y);
  o[7 * n] = __hmax(x, y);
  o[8 * n] = __hmin_nan(x, y);
  o[9 * n] = __hmax_nan(x, y);
}

extern "C" __global__ void f16x2_ops(const __half2* a, const __half2* b, const __half2* c, __half2* out, int n) {
  INDEX
  const __half2 x = a[i], y = b[i], z = c[i];
  __half2* o = out + i;
  o[0 * n] = __hadd2(x, y);
  o[1 * n] = __hmul2(x, y);
  o[2 * n] = __hfma2(x, y, z);
  o[3 * n] = __hmin2(x, y);
  o[4 * n] = __hmax2_nan(x, y);
}

extern "C" __global__ void bf16_ops(const __nv_bfloat16* a, const __nv_bfloat16* b, const __nv_bfloat16* c,
                                    __nv_bfloat16* out, int n) {
  INDEX
  const __nv_bfloat16 x = a[i], y = b[i], z = c[i];
  __nv_bfloat16* o = out + i;
  o[0 * n] = __hfma(x, y, z);
  o[1 * n] = __hmin(x, y);
  o[2 * n] = __hmax(x, y);
  o[3 * n] = __hmin_nan(x, y);
  o[4 * n] = __hmax_nan(x, y);
}

// ---- float -> float conversions in every rounding mode ----
extern "C" __global__ void to_f16(const float* a, __half* out, int n) {
  INDEX
  const float x = a[i];
  __half* o = out + i;
  o[0 * n] = __float2half_rn(x); o[1 * n] = __float2half_rz(x); o[2 * n] = __float2half_rd(x); o[3 * n] = __float2half_ru(x);
}

extern "C" __global__ void to_bf16(const float* a, __nv_bfloat16* out, int n) {
  INDEX
  const float x = a[i];
  __nv_bfloat16* o = out + i;
  o[0 * n] = __float2bfloat16_rn(x); o[1 * n] = __float2bfloat16_rz(x);
  o[2 * n] = __float2bfloat16_rd(x); o[3 * n] = __float2bfloat16_ru(x);
}

extern "C" __global__ void f64_to_f32(const double* a, float* out, int n) {
  INDEX
  const double x = a[i];
  float* o = out + i;
  o[0 * n] = __double2float_rn(x); o[1 * n] = __double2float_rz(x);
  o[2 * n] = __double2float_rd(x); o[3 * n] = __double2float_ru(x);
}

// ---- float -> integer (saturating, NaN -> 0) and float -> integral float ----
extern "C" __global__ void f32_to_int(const float* a, int* o32, unsigned* ou32, long long* o64,
                                      unsigned long long* ou64, float* ointegral, int n) {
  INDEX
  const float x = a[i];
  o32[0 * n + i] = __float2int_rn(x); o32[1 * n + i] = __float2int_rz(x);
  o32[2 * n + i] = __float2int_rd(x); o32[3 * n + i] = __float2int_ru(x);
  ou32[0 * n + i] = __float2uint_rn(x); ou32[1 * n + i] = __float2uint_rz(x);
  ou32[2 * n + i] = __float2uint_rd(x); ou32[3 * n + i] = __float2uint_ru(x);
  o64[0 * n + i] = __float2ll_rn(x); o64[1 * n + i] = __float2ll_rz(x);
  o64[2 * n + i] = __float2ll_rd(x); o64[3 * n + i] = __float2ll_ru(x);
  ou64[0 * n + i] = __float2ull_rn(x); ou64[1 * n + i] = __float2ull_rz(x);
  ou64[2 * n + i] = __float2ull_rd(x); ou64[3 * n + i] = __float2ull_ru(x);
  ointegral[0 * n + i] = rintf(x); ointegral[1 * n + i] = truncf(x);
  ointegral[2 * n + i] = floorf(x); ointegral[3 * n + i] = ceilf(x);
}

// ---- integer -> float in every rounding mode ----
extern "C" __global__ void int_to_float(const int* s32, const unsigned* u32, const long long* s64,
                                        const unsigned long long* u64, float* of, double* od, __half* oh, int n) {
  INDEX
  const int a = s32[i];
  const unsigned b = u32[i];
  const long long c = s64[i];
  const unsigned long long d = u64[i];
  float* f = of + i;
  f[0 * n] = __int2float_rn(a);  f[1 * n] = __int2float_rz(a);  f[2 * n] = __int2float_rd(a);  f[3 * n] = __int2float_ru(a);
  f[4 * n] = __uint2float_rn(b); f[5 * n] = __uint2float_rz(b); f[6 * n] = __uint2float_rd(b); f[7 * n] = __uint2float_ru(b);
  f[8 * n] = __ll2float_rn(c);   f[9 * n] = __ll2float_rz(c);   f[10 * n] = __ll2float_rd(c);  f[11 * n] = __ll2float_ru(c);
  f[12 * n] = __ull2float_rn(d); f[13 * n] = __ull2float_rz(d); f[14 * n] = __ull2float_rd(d); f[15 * n] = __ull2float_ru(d);
  double* g = od + i;
  g[0 * n] = __ll2double_rn(c);  g[1 * n] = __ll2double_rz(c);  g[2 * n] = __ll2double_rd(c);  g[3 * n] = __ll2double_ru(c);
  g[4 * n] = __ull2double_rn(d); g[5 * n] = __ull2double_rz(d); g[6 * n] = __ull2double_rd(d); g[7 * n] = __ull2double_ru(d);
  __half* h = oh + i;
  h[0 * n] = __int2half_rn(a);   h[1 * n] = __int2half_rz(a);   h[2 * n] = __int2half_rd(a);   h[3 * n] = __int2half_ru(a);
}

// ---- integer wrap-around, high halves, wide products, narrow stores ----
extern "C" __global__ void int_wrap(const unsigned* a, const unsigned* b, const unsigned long long* c,
                                    const unsigned long long* d, unsigned* o32, unsigned long long* o64,
                                    unsigned char* o8, unsigned short* o16, int n) {
  INDEX
  const unsigned x = a[i], y = b[i];
  const unsigned long long p = c[i], q = d[i];
  o32[0 * n + i] = x + y;
  o32[1 * n + i] = x - y;
  o32[2 * n + i] = x * y;
  o32[3 * n + i] = __umulhi(x, y);
  o32[4 * n + i] = (unsigned)__mulhi((int)x, (int)y);
  o32[5 * n + i] = (unsigned)((int)x * (int)y + (int)y);
  o64[0 * n + i] = p + q;
  o64[1 * n + i] = p - q;
  o64[2 * n + i] = p * q;
  o64[3 * n + i] = __umul64hi(p, q);
  o64[4 * n + i] = (unsigned long long)__mul64hi((long long)p, (long long)q);
  o64[5 * n + i] = (unsigned long long)x * y;
  o64[6 * n + i] = (unsigned long long)((long long)(int)x * (int)y);
  o8[0 * n + i] = (unsigned char)(x + y);
  o8[1 * n + i] = (unsigned char)(x * y);
  o16[0 * n + i] = (unsigned short)(x + y);
  o16[1 * n + i] = (unsigned short)(x * y);
}

// ---- shuffles with sub-warp widths ----
extern "C" __global__ void shuffles(const int* in, int* out, int delta, int width, int total) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int v = in[t];
  out[0 * total + t] = __shfl_up_sync(0xffffffffu, v, delta, width);
  out[1 * total + t] = __shfl_down_sync(0xffffffffu, v, delta, width);
  out[2 * total + t] = __shfl_xor_sync(0xffffffffu, v, delta, width);
  out[3 * total + t] = __shfl_sync(0xffffffffu, v, threadIdx.x * 7 + delta, width);
}

// ---- warp collectives with a valid partial mask ----
extern "C" __global__ void warp_collectives(const int* in, int* out) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  const int v = in[t];
  int* o = out + 8 * t;
  if (lane < 20) {
    const unsigned m = 0x000fffffu;
    o[0] = __shfl_xor_sync(m, v, 2);
    o[1] = (int)__ballot_sync(m, v > 0);
    o[2] = __all_sync(m, v > -100);
    o[3] = __any_sync(m, v > 90);
    o[4] = (int)__match_any_sync(m, v & 3);
    o[5] = __reduce_add_sync(m, v);
    o[6] = __reduce_max_sync(m, v);
    __syncwarp(m);
    o[7] = (int)__activemask();
  }
}

// ---- membermask errors: each kernel is undefined per the ISA and must be reported ----
extern "C" __global__ void shfl_after_exit(const int* in, int* out) {
  if ((threadIdx.x & 31) >= 16) return;
  out[threadIdx.x] = __shfl_sync(0xffffffffu, in[threadIdx.x], 0);
}

extern "C" __global__ void shfl_lane_not_in_mask(const int* in, int* out) {
  out[threadIdx.x] = __shfl_sync(0x0000ffffu, in[threadIdx.x], 0);
}

extern "C" __global__ void collective_diverged(const int* in, int* out) {
  const int v = in[threadIdx.x];
  if ((threadIdx.x & 31) < 16) {
    out[threadIdx.x] = __shfl_sync(0xffffffffu, v, 3);
  } else {
    out[threadIdx.x] = (int)__ballot_sync(0xffffffffu, v > 0);
  }
}

extern "C" __global__ void shfl_reads_inactive(const int* in, int* out) {
  if ((threadIdx.x & 31) < 16) out[threadIdx.x] = __shfl_down_sync(0x0000ffffu, in[threadIdx.x], 8);
}

extern "C" __global__ void ballot_after_exit(const int* in, int* out) {
  if ((threadIdx.x & 31) >= 8) return;
  out[threadIdx.x] = (int)__ballot_sync(0xffffffffu, in[threadIdx.x] > 0);
}

extern "C" __global__ void syncwarp_half(const int* in, int* out) {
  const int v = in[threadIdx.x];
  if ((threadIdx.x & 31) < 16) __syncwarp(0xffffffffu);
  out[threadIdx.x] = v;
}

// ---- float atomics: global f32 adds flush subnormals, shared ones and f16 adds do not ----
extern "C" __global__ void atomics_f32(float* acc, const float* v, float* old, int n) {
  __shared__ float s[256];
  INDEX
  s[threadIdx.x] = acc[i];
  __syncthreads();
  old[i] = atomicAdd(&acc[i], v[i]);
  atomicAdd(&s[threadIdx.x], v[i]);
  __syncthreads();
  old[n + i] = s[threadIdx.x];
}

extern "C" __global__ void atomics_f16(__half* acc, const __half* v, int n) {
  INDEX
  atomicAdd(&acc[i], v[i]);
}
