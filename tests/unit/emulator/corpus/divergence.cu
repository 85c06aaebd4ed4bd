// Control-flow divergence inside a warp:
//  * even lanes run a data-dependent Collatz loop (trip counts differ per lane);
//  * odd lanes take a nested if/else on the value, one arm with its own loop;
//  * a final early-exit on a data-dependent predicate, after which the
//    surviving lanes reconverge and write a second output.
extern "C" __global__ void divergence(const int* __restrict__ in, int* __restrict__ out,
                                      int* __restrict__ out2, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = in[i];
    int r;
    if ((threadIdx.x & 1) == 0) {
        // Collatz steps until 1 (v >= 1), capped at 1000 steps.
        unsigned int c = (unsigned int)v;
        int steps = 0;
        while (c != 1u && steps < 1000) {
            c = (c & 1u) ? 3u * c + 1u : c >> 1;
            ++steps;
        }
        r = steps;
    } else {
        if (v % 3 == 0) {
            r = -v;
        } else if (v % 3 == 1) {
            int s = 0;
            for (int k = 0; k < (v & 15); ++k) {
                s += k * v;
            }
            r = s;
        } else {
            r = v * v;
        }
    }
    out[i] = r;
    if (v % 5 == 0) return;  // data-dependent early exit
    out2[i] = r ^ v;
}
