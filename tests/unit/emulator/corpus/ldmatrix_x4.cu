// ldmatrix.sync.aligned.m8n8.x4[.trans].shared.b16 from one warp.
// Shared memory holds ROWS rows of 8 b16 values (16 bytes each), copied from
// `src`. Lane l supplies the address of row row_index[l]; lanes 8j..8j+7 give
// the 8 rows of matrix j. Each lane writes its four result registers to
// out[4 * l + j]. Compiled with TRANS=0 and TRANS=1.
#ifndef TRANS
#define TRANS 0
#endif
#define ROWS 64

extern "C" __global__ void ldmatrix_x4(const unsigned short* __restrict__ src, const int* __restrict__ row_index,
                                       unsigned int* __restrict__ out) {
    __shared__ __align__(16) unsigned short smem[ROWS * 8];
    int lane = threadIdx.x;
    for (int i = lane; i < ROWS * 8; i += 32) {
        smem[i] = src[i];
    }
    __syncwarp();
    unsigned int addr = (unsigned int)__cvta_generic_to_shared(&smem[row_index[lane] * 8]);
    unsigned int r0, r1, r2, r3;
#if TRANS
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
                 : "r"(addr));
#else
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
                 : "r"(addr));
#endif
    out[4 * lane + 0] = r0;
    out[4 * lane + 1] = r1;
    out[4 * lane + 2] = r2;
    out[4 * lane + 3] = r3;
}
