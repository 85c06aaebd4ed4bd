// One warp computes D[16x8] = A[16x16] @ B[16x8] + C[16x8] with
//   mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// A is row-major (16x16 f16), B is given as B^T, i.e. row-major [n][k] (8x16
// f16), C/D are row-major f32. Fragments are gathered in C++ following the
// PTX ISA fragment layouts ("Matrix Fragments for mma.m16n8k16 with floating
// point type"), with groupID = lane / 4 and tig = lane % 4:
//   A: a[i], i = 0..7 (2 halves per .b32 register)
//        row = groupID + 8 * ((i / 2) % 2),  col = 2 * tig + (i % 2) + 8 * (i / 4)
//   B: b[i], i = 0..3:  k = 2 * tig + (i % 2) + 8 * (i / 2),  n = groupID
//   C/D: c[i], i = 0..3:  row = groupID + 8 * (i / 2),  col = 2 * tig + (i % 2)
#include <cuda_fp16.h>

__device__ __forceinline__ unsigned int pack_half2(__half lo, __half hi) {
    return (unsigned int)__half_as_ushort(lo) | ((unsigned int)__half_as_ushort(hi) << 16);
}

extern "C" __global__ void mma_m16n8k16_f16(const __half* __restrict__ A, const __half* __restrict__ Bt,
                                            const float* __restrict__ C, float* __restrict__ D) {
    int lane = threadIdx.x;
    int g = lane >> 2;
    int t = lane & 3;
    unsigned int a[4];
    for (int r = 0; r < 4; ++r) {
        int row = g + 8 * (r % 2);
        int col = 2 * t + 8 * (r / 2);
        a[r] = pack_half2(A[row * 16 + col], A[row * 16 + col + 1]);
    }
    unsigned int b[2];
    for (int r = 0; r < 2; ++r) {
        int k = 2 * t + 8 * r;
        b[r] = pack_half2(Bt[g * 16 + k], Bt[g * 16 + k + 1]);
    }
    float c[4], d[4];
    for (int i = 0; i < 4; ++i) {
        c[i] = C[(g + 8 * (i / 2)) * 8 + 2 * t + (i % 2)];
    }
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
          "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
    for (int i = 0; i < 4; ++i) {
        D[(g + 8 * (i / 2)) * 8 + 2 * t + (i % 2)] = d[i];
    }
}
