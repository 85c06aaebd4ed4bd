/* A host program calling the launcher tirc generated for gemm.yaml.
 *
 * It loads the kernels, allocates the buffers, runs out = a @ b for M = 1000 rows with a and b
 * filled with ones, and checks that every output element is K = 128. Without a CUDA driver or
 * GPU it says so and exits 0, so it runs (and is tested) anywhere.
 *
 * Like gemm.c it uses the CUDA driver without cuda.h or -lcuda: the few entry points it needs
 * for its own buffers are looked up in libcuda.so.1, which tirc_gemm_load() has opened.
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gemm.h"

#define CUDA_ERROR_NO_DEVICE 100
#define M 1000
#define N 256
#define K 128
#define F16_ONE 0x3c00u        /* 1.0 as an IEEE half */
#define F16_K 0x5800u          /* 128.0 */

static struct {
    CUresult (*cuMemAlloc)(CUdeviceptr *pointer, size_t bytes);
    CUresult (*cuMemFree)(CUdeviceptr pointer);
    CUresult (*cuMemsetD16)(CUdeviceptr pointer, unsigned short value, size_t count);
    CUresult (*cuMemcpyDtoH)(void *host, CUdeviceptr device, size_t bytes);
    CUresult (*cuCtxSynchronize)(void);
} cuda;

static int resolve(void *library, void *slot, const char *symbol)
{
    void *address = dlsym(library, symbol);

    memcpy(slot, &address, sizeof address);   /* ISO C cannot cast void * to a function pointer */
    return address != NULL;
}

static int resolve_cuda(void)
{
    void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);

    return library != NULL && resolve(library, &cuda.cuMemAlloc, "cuMemAlloc_v2")
        && resolve(library, &cuda.cuMemFree, "cuMemFree_v2")
        && resolve(library, &cuda.cuMemsetD16, "cuMemsetD16_v2")
        && resolve(library, &cuda.cuMemcpyDtoH, "cuMemcpyDtoH_v2")
        && resolve(library, &cuda.cuCtxSynchronize, "cuCtxSynchronize");
}

static int check(CUresult status, const char *what)
{
    if (status != 0)
        fprintf(stderr, "gemm_host: %s failed: CUresult %d\n", what, (int)status);
    return status == 0;
}

static int run(void)
{
    CUdeviceptr a = 0, b = 0, out = 0;
    uint16_t *host = malloc((size_t)M * N * sizeof *host);
    int ok = host != NULL && check(cuda.cuMemAlloc(&a, (size_t)M * K * 2), "cuMemAlloc(a)")
        && check(cuda.cuMemAlloc(&b, (size_t)K * N * 2), "cuMemAlloc(b)")
        && check(cuda.cuMemAlloc(&out, (size_t)M * N * 2), "cuMemAlloc(out)")   /* the header: M * 512 bytes */
        && check(cuda.cuMemsetD16(a, F16_ONE, (size_t)M * K), "cuMemsetD16(a)")
        && check(cuda.cuMemsetD16(b, F16_ONE, (size_t)K * N), "cuMemsetD16(b)")
        && check(gemm_f16(NULL, a, b, out, M), "gemm_f16")
        && check(cuda.cuCtxSynchronize(), "cuCtxSynchronize")
        && check(cuda.cuMemcpyDtoH(host, out, (size_t)M * N * 2), "cuMemcpyDtoH(out)");
    size_t i;

    for (i = 0; ok && i < (size_t)M * N; i++) {
        if (host[i] != F16_K) {
            fprintf(stderr, "gemm_host: out[%zu] = 0x%04x, expected 0x%04x (128.0)\n", i, host[i], F16_K);
            ok = 0;
        }
    }
    cuda.cuMemFree(a);
    cuda.cuMemFree(b);
    cuda.cuMemFree(out);
    free(host);
    return ok;
}

int main(void)
{
    CUresult status = tirc_gemm_load();
    int ok;

    if (status == TIRC_ERROR_NO_DRIVER) {
        puts("no CUDA driver: skipping");
        return 0;
    }
    if (status == CUDA_ERROR_NO_DEVICE) {
        puts("no CUDA device: skipping");
        return 0;
    }
    if (!check(status, "tirc_gemm_load") || !resolve_cuda())
        return 1;
    ok = run();
    tirc_gemm_unload();
    if (ok)
        printf("gemm_f16: %d x %d x %d on the GPU: ok\n", M, N, K);
    return ok ? 0 : 1;
}
