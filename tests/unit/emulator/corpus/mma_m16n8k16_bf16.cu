// Same as mma_m16n8k16_f16.cu but with bf16 inputs:
//   mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// The fragment layouts of bf16 and f16 are identical. A is row-major 16x16,
// B is passed transposed (row-major [n][k], 8x16), C/D are row-major 16x8 f32.
// Elements are read as raw 16-bit patterns, so no bf16 header is needed.
extern "C" __global__ void mma_m16n8k16_bf16(const unsigned short* __restrict__ A,
                                             const unsigned short* __restrict__ Bt,
                                             const float* __restrict__ C, float* __restrict__ D) {
    int lane = threadIdx.x;
    int g = lane >> 2;
    int t = lane & 3;
    unsigned int a[4];
    for (int r = 0; r < 4; ++r) {
        int row = g + 8 * (r % 2);
        int col = 2 * t + 8 * (r / 2);
        a[r] = (unsigned int)A[row * 16 + col] | ((unsigned int)A[row * 16 + col + 1] << 16);
    }
    unsigned int b[2];
    for (int r = 0; r < 2; ++r) {
        int k = 2 * t + 8 * r;
        b[r] = (unsigned int)Bt[g * 16 + k] | ((unsigned int)Bt[g * 16 + k + 1] << 16);
    }
    float c[4], d[4];
    for (int i = 0; i < 4; ++i) {
        c[i] = C[(g + 8 * (i / 2)) * 8 + 2 * t + (i % 2)];
    }
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
          "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
    for (int i = 0; i < 4; ++i) {
        D[(g + 8 * (i / 2)) * 8 + 2 * t + (i % 2)] = d[i];
    }
}
