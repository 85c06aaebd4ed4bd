// One warp computes D[16x8] = A[16x32] @ B[32x8] + C[16x8] in exact integer
// arithmetic with
//   mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32
// A is row-major s8 (16x32), B is passed transposed (row-major [n][k], 8x32),
// C/D are row-major s32. Fragment layouts (PTX ISA, "mma.m16n8k32"), with
// groupID = lane / 4 and tig = lane % 4; four s8 per .b32 register, lowest
// byte first:
//   A: a[i], i = 0..15: row = groupID + 8 * ((i / 4) % 2), col = 4 * tig + (i % 4) + 16 * (i / 8)
//   B: b[i], i = 0..7:  k = 4 * tig + (i % 4) + 16 * (i / 4),  n = groupID
//   C/D: c[i], i = 0..3: row = groupID + 8 * (i / 2), col = 2 * tig + (i % 2)
__device__ __forceinline__ unsigned int pack4(const signed char* p) {
    return (unsigned int)(unsigned char)p[0] | ((unsigned int)(unsigned char)p[1] << 8) |
           ((unsigned int)(unsigned char)p[2] << 16) | ((unsigned int)(unsigned char)p[3] << 24);
}

extern "C" __global__ void mma_m16n8k32_s8(const signed char* __restrict__ A, const signed char* __restrict__ Bt,
                                           const int* __restrict__ C, int* __restrict__ D) {
    int lane = threadIdx.x;
    int g = lane >> 2;
    int t = lane & 3;
    unsigned int a[4];
    for (int r = 0; r < 4; ++r) {
        int row = g + 8 * (r % 2);
        int col = 4 * t + 16 * (r / 2);
        a[r] = pack4(A + row * 32 + col);
    }
    unsigned int b[2];
    for (int r = 0; r < 2; ++r) {
        b[r] = pack4(Bt + g * 32 + 4 * t + 16 * r);
    }
    int c[4], d[4];
    for (int i = 0; i < 4; ++i) {
        c[i] = C[(g + 8 * (i / 2)) * 8 + 2 * t + (i % 2)];
    }
    asm volatile(
        "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
        : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
          "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
    for (int i = 0; i < 4; ++i) {
        D[(g + 8 * (i / 2)) * 8 + 2 * t + (i % 2)] = d[i];
    }
}
