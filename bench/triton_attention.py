"""Triton's fused-attention forward kernel, compiled for sm_80 and sm_90 on the CPU.

The peer kernel of ``bench/compare_triton.py --attention``: a FlashAttention-2 forward pass in
Triton with the structure of Triton's fused-attention tutorial (06), written for this benchmark.
One program owns BLOCK_M query rows of one (batch, head); it keeps its Q tile in registers, walks
the keys BLOCK_N at a time (``tl.dot(q, kᵀ)``, an online softmax in base 2 with the running row
maximum and sum, ``tl.dot(p, v)`` into an f32 accumulator rescaled by ``exp2(old max - new max)``)
and divides by the row sums at the end. Q, K, V and O are [B, H, S, D] with D contiguous, f16 or
bf16; GQA reads KV head ``h // group``. ``EVEN_KV`` (S_kv a multiple of BLOCK_N, as in the
tutorial) drops the key masks from the loop; ``CAUSAL`` stops each program at its diagonal.

Triton compiles without a GPU (``triton.compile`` with an explicit ``GPUTarget``): ``tl.dot``
becomes mma.sync m16n8k16 on sm_80 and wgmma m64nNk16 on sm_90, the K/V loads a software pipeline
of ``num_stages`` (cp.async).
"""

from __future__ import annotations

from dataclasses import dataclass

import triton
import triton.language as tl

from bench.triton_gemm import CompiledGemm


@dataclass(frozen=True)
class AttentionConfig:
    block_m: int
    block_n: int
    warps: int
    stages: int

    def describe(self) -> str:
        return f"{self.block_m}x{self.block_n}/{self.warps}w/{self.stages}s"


# The candidates: the tutorial's tile sizes, warps and stages for Ampere and Hopper (BLOCK_M 64 or
# 128, BLOCK_N 32 to 128, 4 or 8 warps, 2 to 4 stages), the ones that fit shared memory at D 128.
CONFIGS: dict[int, tuple[AttentionConfig, ...]] = {
    80: (AttentionConfig(128, 64, 4, 3), AttentionConfig(128, 64, 8, 3), AttentionConfig(128, 32, 4, 3),
         AttentionConfig(64, 64, 4, 3)),
    90: (AttentionConfig(128, 64, 4, 3), AttentionConfig(128, 128, 8, 3), AttentionConfig(128, 64, 8, 4),
         AttentionConfig(64, 64, 4, 3)),
}
POINTERS = {"f16": "*fp16", "bf16": "*bf16"}
ARG_NAMES = ["q_ptr", "k_ptr", "v_ptr", "o_ptr", "scale_log2e",
             "stride_qb", "stride_qh", "stride_qs", "stride_kb", "stride_kh", "stride_ks",
             "stride_vb", "stride_vh", "stride_vs", "stride_ob", "stride_oh", "stride_os",
             "heads", "group", "seq_q", "seq_kv"]


@triton.jit
def attention_forward(q_ptr, k_ptr, v_ptr, o_ptr, scale_log2e,
                      stride_qb, stride_qh, stride_qs, stride_kb, stride_kh, stride_ks,
                      stride_vb, stride_vh, stride_vs, stride_ob, stride_oh, stride_os,
                      heads, group, seq_q, seq_kv,
                      HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                      CAUSAL: tl.constexpr, EVEN_KV: tl.constexpr):
    row_tile = tl.program_id(0)
    batch_head = tl.program_id(1)
    batch = batch_head // heads
    head = batch_head % heads
    kv_head = head // group
    rows = row_tile * BLOCK_M + tl.arange(0, BLOCK_M)
    dims = tl.arange(0, HEAD_DIM)
    key_offsets = tl.arange(0, BLOCK_N)

    q_tile = q_ptr + batch * stride_qb + head * stride_qh + rows[:, None] * stride_qs + dims[None, :]
    q = tl.load(q_tile, mask=rows[:, None] < seq_q, other=0.0)
    k_base = k_ptr + batch * stride_kb + kv_head * stride_kh
    v_base = v_ptr + batch * stride_vb + kv_head * stride_vh

    # Row state of the online softmax, in units of log2: scores are pre-multiplied by scale*log2(e).
    row_max = tl.full((BLOCK_M,), float("-inf"), tl.float32)
    row_sum = tl.zeros((BLOCK_M,), tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), tl.float32)

    # Causal: keys past the tile's last row are invisible to every row of it.
    kv_end = tl.minimum(seq_kv, (row_tile + 1) * BLOCK_M) if CAUSAL else seq_kv
    for start in range(0, kv_end, BLOCK_N):
        start = tl.multiple_of(start, BLOCK_N)
        keys = start + key_offsets
        k_tile = k_base + keys[:, None] * stride_ks + dims[None, :]
        v_tile = v_base + keys[:, None] * stride_vs + dims[None, :]
        if EVEN_KV:
            k = tl.load(k_tile)
        else:
            k = tl.load(k_tile, mask=keys[:, None] < seq_kv, other=0.0)
        scores = tl.dot(q, tl.trans(k)) * scale_log2e
        if CAUSAL:
            scores = tl.where(keys[None, :] <= rows[:, None], scores, float("-inf"))
        if not EVEN_KV:
            scores = tl.where(keys[None, :] < seq_kv, scores, float("-inf"))
        new_max = tl.maximum(row_max, tl.max(scores, 1))
        probabilities = tl.math.exp2(scores - new_max[:, None])
        correction = tl.math.exp2(row_max - new_max)
        row_sum = row_sum * correction + tl.sum(probabilities, 1)
        acc = acc * correction[:, None]
        if EVEN_KV:
            v = tl.load(v_tile)
        else:
            v = tl.load(v_tile, mask=keys[:, None] < seq_kv, other=0.0)
        acc = tl.dot(probabilities.to(v.dtype), v, acc)
        row_max = new_max

    out = acc / row_sum[:, None]
    o_tile = o_ptr + batch * stride_ob + head * stride_oh + rows[:, None] * stride_os + dims[None, :]
    tl.store(o_tile, out.to(o_ptr.dtype.element_ty), mask=rows[:, None] < seq_q)


@dataclass(frozen=True)
class CompiledAttention:
    kernel: CompiledGemm       # the PTX, entry name, dynamic shared memory, parameter count
    config: AttentionConfig
    capability: int            # 80 or 90
    head_dim: int


def compile_attention(config: AttentionConfig, capability: int = 80, head_dim: int = 64, dtype: str = "f16",
                      causal: bool = False, even_kv: bool = True) -> CompiledAttention:
    """Compile the forward kernel for ``sm_{capability}`` on the CPU.

    The unit strides along D are constants (Triton's launcher specialises a stride of 1); the
    pointers, the other strides and the sequence lengths carry the divisibility-by-16 hint, as
    Triton's launcher gives them for [B, H, S, D] tensors with S a multiple of 16. Sizes stay runtime
    arguments: one compile serves every B, H and S (``even_kv``: S_kv a multiple of BLOCK_N).
    """
    from triton.backends.compiler import GPUTarget

    signature = dict.fromkeys(ARG_NAMES, "i32")
    signature.update(dict.fromkeys(("q_ptr", "k_ptr", "v_ptr", "o_ptr"), POINTERS[dtype]))
    signature["scale_log2e"] = "fp32"
    constexprs = {"HEAD_DIM": head_dim, "BLOCK_M": config.block_m, "BLOCK_N": config.block_n, "CAUSAL": causal,
                  "EVEN_KV": even_kv}
    for name in constexprs:
        signature[name] = "constexpr"
    hinted = [name for name in ARG_NAMES if name not in ("scale_log2e", "heads", "group")]
    attrs = {(ARG_NAMES.index(name),): [["tt.divisibility", 16]] for name in hinted}
    source = triton.compiler.ASTSource(fn=attention_forward, signature=signature, constexprs=constexprs, attrs=attrs)
    kernel = triton.compile(source, target=GPUTarget("cuda", capability, 32),
                            options={"num_warps": config.warps, "num_stages": config.stages,
                                     "enable_fp_fusion": True})
    return CompiledAttention(CompiledGemm.of(kernel), config, capability, head_dim)
