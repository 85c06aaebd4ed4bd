// Tiled transpose out[N,M] = in[M,N]^T through a 32 x (32 + PAD) shared tile.
// Blocks are 32x8 threads; each thread moves 4 elements. The row-wise tile
// store is conflict-free; the column-wise tile load tile[x][y + j] hits one
// bank 32 times when PAD == 0 (32-way conflict) and 32 distinct banks when
// PAD == 1. M and N must be multiples of 32.
#ifndef PAD
#define PAD 0
#endif
#define TILE 32
#define ROWS 8

extern "C" __global__ void transpose_smem(const float* __restrict__ in, float* __restrict__ out,
                                          int M, int N) {
    __shared__ float tile[TILE][TILE + PAD];
    int x = blockIdx.x * TILE + threadIdx.x;  // column of `in`
    int y = blockIdx.y * TILE + threadIdx.y;  // row of `in`
#pragma unroll
    for (int j = 0; j < TILE; j += ROWS) {
        tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * N + x];
    }
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;  // column of `out`
    y = blockIdx.x * TILE + threadIdx.y;  // row of `out`
#pragma unroll
    for (int j = 0; j < TILE; j += ROWS) {
        out[(y + j) * M + x] = tile[threadIdx.x][threadIdx.y + j];
    }
}
