// Warp votes on a data-dependent predicate (x[i] > threshold):
//   __ballot_sync / __any_sync / __all_sync over the full warp, and
//   __ballot_sync with mask 0x55555555 inside a branch taken by even lanes only.
// Lane 0 of each warp writes 4 words to votes[4 * warp .. 4 * warp + 3].
extern "C" __global__ void warp_vote(const float* __restrict__ x, float threshold,
                                     unsigned int* __restrict__ votes) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    bool pred = x[i] > threshold;
    unsigned int ballot = __ballot_sync(0xffffffffu, pred);
    int any = __any_sync(0xffffffffu, pred);
    int all = __all_sync(0xffffffffu, pred);
    unsigned int even_ballot = 0u;
    if ((lane & 1) == 0) {
        even_ballot = __ballot_sync(0x55555555u, pred);
    }
    if (lane == 0) {
        unsigned int* v = votes + 4 * (i >> 5);
        v[0] = ballot;
        v[1] = (unsigned int)any;
        v[2] = (unsigned int)all;
        v[3] = even_ballot;
    }
}
