"""The PyTorch corpus: representative modules exported with torch-mlir, for tirc to compile.

    python examples/torch/corpus.py OUT_DIR            # every module in every dtype -> OUT_DIR/NAME_DTYPE.mlir
    python examples/torch/corpus.py OUT_DIR linear     # only these modules

Each module is exported with ``torch_mlir.fx.export_and_import(..., output_type="linalg-on-tensors")``
at small shapes that are no multiple of a Tensor Core tile (33 rows, 40 features, 13x13 images),
in every dtype torch exports it in. Parameters become ``dense_resource`` constants (tirc's weights).
``tests/unit/test_torch_corpus.py`` exports them at test time, compiles each for sm_80 (a case
that needs another chip names it: the FP8 linear, sm_89) and verifies it in tirc's PTX emulator
against the float64 reference; the quantised linears (W8A8, FP8) also against their math computed
by PyTorch on the CPU. Needs torch, torch-mlir and
ml_dtypes (bf16 parameters), all installed by ``make setup``.
"""

from __future__ import annotations

import argparse
import math
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn
from torch_mlir import fx

FLOATS = (torch.float32, torch.float16, torch.bfloat16)


class Linear(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.proj = nn.Linear(40, 24)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x)


class Mlp(nn.Module):
    """Linear, activation, Linear: GELU with the tanh approximation, or SiLU."""

    def __init__(self, activation: Callable[[torch.Tensor], torch.Tensor]) -> None:
        super().__init__()
        self.up = nn.Linear(40, 72)
        self.down = nn.Linear(72, 24)
        self.activation = activation

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(self.activation(self.up(x)))


class Bmm(nn.Module):
    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return torch.bmm(a, b)


class Attention(nn.Module):
    """softmax(q kᵀ / sqrt(d)) v over [batch, heads, sequence, head dim], written out."""

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
        return torch.softmax(scores, dim=-1) @ v


class Sdpa(nn.Module):
    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        return F.scaled_dot_product_attention(q, k, v)


class LayerNorm(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(40)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x)


class RmsNorm(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(40))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight


class Softmax(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.softmax(x, dim=-1)


class Conv(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(8, 16, kernel_size=3, stride=2, padding=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv(x)


class Block(nn.Module):
    """A pre-norm transformer block: LayerNorm, attention (qkv, QKᵀ, PV, out projection), residual,
    LayerNorm, MLP (GELU), residual. Six matmuls."""

    def __init__(self, dim: int = 32, heads: int = 2) -> None:
        super().__init__()
        self.heads = heads
        self.norm1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)
        self.norm2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, 4 * dim)
        self.fc2 = nn.Linear(4 * dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, sequence, dim = x.shape
        q, k, v = self.qkv(self.norm1(x)).split(dim, dim=-1)
        q, k, v = (t.reshape(batch, sequence, self.heads, dim // self.heads).transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(-1, -2) / math.sqrt(dim // self.heads)
        attended = (torch.softmax(scores, dim=-1) @ v).transpose(1, 2).reshape(batch, sequence, dim)
        x = x + self.out(attended)
        return x + self.fc2(F.gelu(self.fc1(self.norm2(x))))


class Reductions(nn.Module):
    """A full sum, a mean over rows and a max over columns."""

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return x.sum(), x.mean(dim=0), x.amax(dim=-1)


class Broadcast(nn.Module):
    def forward(self, x: torch.Tensor, row: torch.Tensor, column: torch.Tensor) -> torch.Tensor:
        return x * row[None, :] + column[:, None] - 1.0


class IntMm(nn.Module):
    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return torch._int_mm(a, b)


class W8A8Linear(nn.Module):
    """A SmoothQuant-style int8 linear: int8 activations with a per-token scale, int8 weights with a
    per-channel scale, int32 accumulation (``torch._int_mm``), then dequant, bias and SiLU to f16."""

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("weight", torch.randint(-128, 128, (24, 40), dtype=torch.int8))
        self.register_buffer("weight_scale", torch.rand(24) * 0.02 + 0.001)
        self.register_buffer("bias", torch.randn(24).half())

    def forward(self, x: torch.Tensor, x_scale: torch.Tensor) -> torch.Tensor:
        accumulator = torch._int_mm(x, self.weight.t())
        return F.silu(accumulator.float() * x_scale[:, None] * self.weight_scale[None, :] + self.bias).half()


def _w8a8_reference(module: nn.Module, x: torch.Tensor, x_scale: torch.Tensor) -> torch.Tensor:
    real = (x.float() @ module.weight.float().T) * x_scale[:, None] * module.weight_scale[None, :]
    return F.silu(real + module.bias.float()).half()


class Fp8Linear(nn.Module):
    """An FP8 linear with torch._scaled_mm's math: e4m3 activations with a per-tensor scale, e4m3
    weights with a per-channel scale, f32 products, then the scales and bias, to bf16."""

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("weight", torch.randn(24, 40).to(torch.float8_e4m3fn))
        self.register_buffer("weight_scale", torch.rand(24) + 0.5)
        self.register_buffer("bias", torch.randn(24).bfloat16())

    def forward(self, x: torch.Tensor, x_scale: torch.Tensor) -> torch.Tensor:
        products = x.float() @ self.weight.float().t()
        return (products * x_scale * self.weight_scale + self.bias).bfloat16()


def _fp8_reference(module: nn.Module, x: torch.Tensor, x_scale: torch.Tensor) -> torch.Tensor:
    real = (x.float() @ module.weight.float().T) * x_scale * module.weight_scale[None, :]
    return (real + module.bias.float()).bfloat16()


class Embedding(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.table = nn.Embedding(50, 24)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return self.table(ids)


@dataclass(frozen=True)
class Case:
    """One corpus module: how to build it and its example inputs, in which dtypes, and what it holds."""

    make: Callable[[], nn.Module]
    inputs: Callable[[torch.dtype], tuple[torch.Tensor, ...]]
    dtypes: tuple[torch.dtype, ...] = FLOATS
    matmuls: int = 0                  # contractions that must run on Tensor Cores (f16/bf16; f32 with tf32)
    # torch's decomposition computes the matmuls in f32 whatever the input dtype (SDPA's math
    # backend: scaled f32 q and k, f32 probabilities), so they take Tensor Cores only as tf32.
    f32_matmuls: bool = False
    dynamic_batch: bool = False       # dimension 0 of the first input is exported as dynamic
    target: str | None = None         # the chip it needs (default: the pipeline's, sm_80)
    # The result's math written in PyTorch (module, inputs -> output), computed on the CPU: the
    # quantised linears, whose output must match what torch computes, not only the exported IR.
    reference: Callable[..., torch.Tensor] | None = None


def _randn(*shape: int) -> Callable[[torch.dtype], tuple[torch.Tensor, ...]]:
    return lambda dtype: (torch.randn(*shape, dtype=dtype),)


def _attention_inputs(dtype: torch.dtype) -> tuple[torch.Tensor, ...]:
    return tuple(torch.randn(2, 2, 33, 16, dtype=dtype) for _ in range(3))


CASES: dict[str, Case] = {
    "linear": Case(Linear, _randn(33, 40), matmuls=1),
    "mlp_gelu": Case(lambda: Mlp(lambda x: F.gelu(x, approximate="tanh")), _randn(33, 40), matmuls=2),
    "mlp_silu": Case(lambda: Mlp(F.silu), _randn(33, 40), matmuls=2),
    "bmm": Case(Bmm, lambda dtype: (torch.randn(3, 33, 40, dtype=dtype), torch.randn(3, 40, 24, dtype=dtype)),
                matmuls=1),
    "attention": Case(Attention, _attention_inputs, matmuls=2),
    "sdpa": Case(Sdpa, _attention_inputs, matmuls=2, f32_matmuls=True),
    "layernorm": Case(LayerNorm, _randn(33, 40)),
    "rmsnorm": Case(RmsNorm, _randn(33, 40)),
    "softmax": Case(Softmax, _randn(33, 40)),
    "conv2d": Case(Conv, _randn(2, 8, 13, 13), matmuls=1),
    "block": Case(Block, _randn(2, 9, 32), matmuls=6),
    "reductions": Case(Reductions, _randn(33, 40)),
    "broadcast": Case(Broadcast, lambda dtype: (torch.randn(33, 40, dtype=dtype), torch.randn(40, dtype=dtype),
                                                 torch.randn(33, dtype=dtype))),
    "int_mm": Case(IntMm, lambda dtype: (torch.randint(-8, 8, (33, 40), dtype=torch.int8),
                                         torch.randint(-8, 8, (40, 24), dtype=torch.int8)),
                   dtypes=(torch.int8,), matmuls=1),
    "linear_dynamic_batch": Case(Linear, _randn(33, 40), matmuls=1, dynamic_batch=True),
    "w8a8_linear": Case(W8A8Linear, lambda dtype: (torch.randint(-128, 128, (33, 40), dtype=torch.int8),
                                                    torch.rand(33) * 0.02 + 0.001),
                        dtypes=(torch.int8,), matmuls=1, reference=_w8a8_reference),
    "fp8_linear": Case(Fp8Linear, lambda dtype: (torch.randn(33, 40).to(dtype), torch.rand(1) + 0.5),
                       dtypes=(torch.float8_e4m3fn,), matmuls=1, target="sm_89", reference=_fp8_reference),
    "embedding": Case(Embedding, lambda dtype: (torch.randint(0, 50, (7,)),), dtypes=(torch.int64,)),
}


def dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def instance(name: str, dtype: torch.dtype) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """Corpus case ``name`` in ``dtype``: the module (seeded: the parameters ``export`` bakes in)
    and its example inputs."""
    case = CASES[name]
    torch.manual_seed(0)
    module = case.make()
    if dtype.is_floating_point and dtype.itemsize > 1:   # an fp8 case keeps its f32 scales, bf16 bias
        module = module.to(dtype)
    return module, case.inputs(dtype)


def export(name: str, dtype: torch.dtype) -> str:
    """The linalg-on-tensors module of corpus case ``name`` in ``dtype``, as MLIR text."""
    case = CASES[name]
    module, inputs = instance(name, dtype)
    dynamic_shapes = None
    if case.dynamic_batch:
        batch = torch.export.Dim("batch", min=2, max=4096)
        dynamic_shapes = ({0: batch},) + tuple(None for _ in inputs[1:])
    with warnings.catch_warnings():
        # torch.export's own use of a deprecated pytree API, not something a corpus module does.
        warnings.simplefilter("ignore", FutureWarning)
        exported = fx.export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name=name,
                                        dynamic_shapes=dynamic_shapes)
    return str(exported)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("names", nargs="*", metavar="NAME", help="modules to export (default: all): " + ", ".join(CASES))
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in CASES]
    if unknown:
        parser.error(f"unknown module {', '.join(unknown)}; choose from {', '.join(CASES)}")
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name in args.names or CASES:
        for dtype in CASES[name].dtypes:
            path = args.out_dir / f"{name}_{dtype_name(dtype)}.mlir"
            path.write_text(export(name, dtype))
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
