// A 3-stage cp.async pipeline streaming NTILES tiles of 128 float4 (2 KiB)
// per block through shared memory:
//   prologue: issue tiles 0 and 1 (one commit group each);
//   iteration t: cp.async.wait_group 1 (tile t has landed), __syncthreads,
//                consume tile t, __syncthreads, issue tile t + 2, commit.
// A group is committed every iteration, even when empty, so that "all but the
// newest STAGES - 2 groups are complete" always means "tile t is complete".
// Thread i consumes the float4 that thread (i + 64) % 128 (another warp)
// copied, so the block barrier after the wait is what makes the data visible.
// Warps 2 and 3 spin before each wait, so that in any sensible warp schedule
// warps 0 and 1 reach their reads first when that barrier is missing.
//
// Deliberately broken variants, compiled with -D:
//   SKIP_WAIT: no cp.async.wait_group at all -> the copies never complete;
//   SKIP_SYNC: no __syncthreads in the loop -> cross-warp reads race the copies.
#define STAGES 3
#define THREADS 128

__device__ __forceinline__ void cp_async_16(void* smem_dst, const void* gmem_src) {
    unsigned int dst = (unsigned int)__cvta_generic_to_shared(smem_dst);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(gmem_src) : "memory");
}

__device__ __forceinline__ void cp_async_commit() {
    asm volatile("cp.async.commit_group;\n" ::: "memory");
}

template <int N>
__device__ __forceinline__ void cp_async_wait() {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
}

__device__ __forceinline__ void block_sync() {
#ifndef SKIP_SYNC
    __syncthreads();
#endif
}

extern "C" __global__ void cp_async_pipeline(const float4* __restrict__ in, float* __restrict__ out,
                                             int ntiles, int spin) {
    __shared__ __align__(16) float4 buf[STAGES][THREADS];
    const int tid = threadIdx.x;
    const float4* src = in + (size_t)blockIdx.x * ntiles * THREADS;

    for (int s = 0; s < STAGES - 1; ++s) {
        if (s < ntiles) cp_async_16(&buf[s][tid], src + (size_t)s * THREADS + tid);
        cp_async_commit();
    }

    float acc = 0.0f;
    float busy = (float)tid;
    for (int t = 0; t < ntiles; ++t) {
        if (tid >= 64) {
            // Dependent arithmetic the compiler cannot drop (its result is
            // stored below); it only delays these warps.
            for (int k = 0; k < spin; ++k) busy = busy * 0.5f + 1.0f;
        }
#ifndef SKIP_WAIT
        cp_async_wait<STAGES - 2>();
#endif
        block_sync();
        float4 v = buf[t % STAGES][(tid + 64) % THREADS];
        // Weight the tiles differently so that reading a stale tile is visible.
        acc += (float)(t + 1) * (v.x - 2.0f * v.y + 3.0f * v.z - 4.0f * v.w);
        block_sync();
        int next = t + STAGES - 1;
        if (next < ntiles) cp_async_16(&buf[next % STAGES][tid], src + (size_t)next * THREADS + tid);
        cp_async_commit();
    }
#ifndef SKIP_WAIT
    cp_async_wait<0>();  // nothing may be in flight when the block exits
#endif
    out[blockIdx.x * THREADS + tid] = acc;
    if (busy == -1.0f) out[0] = busy;  // never true; keeps the spin loop alive
}
