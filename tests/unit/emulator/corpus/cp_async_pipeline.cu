// A 3-stage cp.async pipeline streaming NTILES tiles of 128 float4 (2 KiB)
// per block through shared memory:
//   prologue: issue tiles 0 and 1 (one commit group each);
//   iteration t: cp.async.wait_group 1 (this thread's copy of tile t has
//                landed), __syncthreads (everyone's has), consume tile t,
//                __syncthreads, issue tile t + 2 into the freed stage, commit.
// A group is committed every iteration, even when empty, so that "all but the
// newest STAGES - 2 groups are complete" always means "tile t is complete".
// Thread i consumes the float4 that thread (i + 64) % 128 (another warp)
// copied, so the barrier after the wait is needed on real hardware.
//
// Deliberately broken variant, compiled with -DSKIP_WAIT: no
// cp.async.wait_group at all, so the copies never complete before they are
// read and the result must be wrong.
//
// There is no "missing __syncthreads" variant: a scheduler that always runs
// the warps with the lowest pc first (a legal schedule, and the emulator's)
// executes every warp's wait before any warp's read, so that race cannot be
// made to show deterministically.
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
#ifndef SKIP_WAIT
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
#endif
}

extern "C" __global__ void cp_async_pipeline(const float4* __restrict__ in, float* __restrict__ out, int ntiles) {
    __shared__ __align__(16) float4 buf[STAGES][THREADS];
    const int tid = threadIdx.x;
    const float4* src = in + (size_t)blockIdx.x * ntiles * THREADS;

    for (int s = 0; s < STAGES - 1; ++s) {
        if (s < ntiles) cp_async_16(&buf[s][tid], src + (size_t)s * THREADS + tid);
        cp_async_commit();
    }

    float acc = 0.0f;
    for (int t = 0; t < ntiles; ++t) {
        cp_async_wait<STAGES - 2>();
        __syncthreads();
        float4 v = buf[t % STAGES][(tid + 64) % THREADS];
        // Weight the tiles differently so that reading a stale tile is visible.
        acc += (float)(t + 1) * (v.x - 2.0f * v.y + 3.0f * v.z - 4.0f * v.w);
        __syncthreads();  // stage t % STAGES is refilled below (as tile t + 3)
        int next = t + STAGES - 1;
        if (next < ntiles) cp_async_16(&buf[next % STAGES][tid], src + (size_t)next * THREADS + tid);
        cp_async_commit();
    }
    cp_async_wait<0>();  // nothing may be in flight when the block exits
    out[blockIdx.x * THREADS + tid] = acc;
}
