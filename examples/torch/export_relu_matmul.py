"""Regenerate examples/mlir/torch_relu_matmul_f16.mlir: torch-mlir's linalg for relu(a @ b) in f16.

    python examples/torch/export_relu_matmul.py > examples/mlir/torch_relu_matmul_f16.mlir

Needs torch and torch-mlir (installed by `make setup`).
"""

from __future__ import annotations

import torch
from torch_mlir import fx


class ReluMatmul(torch.nn.Module):
    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return torch.relu(a @ b)


def export(m: int = 128, n: int = 96, k: int = 64) -> str:
    a = torch.randn(m, k, dtype=torch.float16)
    b = torch.randn(k, n, dtype=torch.float16)
    module = fx.export_and_import(ReluMatmul(), a, b, output_type="linalg-on-tensors", func_name="relu_matmul")
    return str(module)


if __name__ == "__main__":
    print(export())
