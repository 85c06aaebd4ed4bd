"""tir-fuse-elementwise on what torch-mlir exports: transposes read through indexing maps, cheap
producers duplicated per consumer, ``torch.cat`` as a gather that consumers fuse. Each program is
compiled for sm_80 and sm_90a, counted in kernels (the launch plan) and run in the emulator with
race checking against the float64 reference, at sizes that are no multiples of warps or tiles."""

from __future__ import annotations

from pathlib import Path

import pytest

from tirc.driver import CompileOptions, compile_input
from tirc.runtime import emulate

torch = pytest.importorskip("torch")
fx = pytest.importorskip("torch_mlir.fx")


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


class _Rope(torch.nn.Module):
    """Llama's rotary embedding of a [batch, seq, heads, dim] projection, heads moved first."""

    def forward(self, q: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        q = q.transpose(1, 2)
        return q * cos + _rotate_half(q) * sin


class _ResidualRmsNorm(torch.nn.Module):
    """The residual add and RMSNorm of a pre-norm decoder, in f32 as transformers computes it."""

    def __init__(self, width: int) -> None:
        super().__init__()
        self.weight = torch.nn.Parameter(torch.linspace(0.5, 1.5, width))

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        hidden = (x + residual).to(torch.float32)
        variance = hidden.pow(2).mean(-1, keepdim=True)
        return self.weight.to(x.dtype) * (hidden * torch.rsqrt(variance + 1e-6)).to(x.dtype)


class _MaskedSoftmax(torch.nn.Module):
    """Attention probabilities: scaled scores plus an additive mask, softmax in f32, cast back."""

    def forward(self, scores: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        weights = scores * 0.125 + mask
        return torch.softmax(weights.float(), dim=-1).to(scores.dtype)


def _export(tmp_path: Path, name: str, module: torch.nn.Module, *inputs: torch.Tensor) -> Path:
    exported = fx.export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name=name)
    path = tmp_path / f"{name}.mlir"
    path.write_text(exported.operation.get_asm(enable_debug_info=True))
    return path


def _kernels(path: Path, target: str) -> list[str]:
    compiled = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, target=target, remarks="off"))
    assert compiled.manifest is not None
    (function,) = compiled.manifest["functions"]
    return [step["kernel"] for step in function["steps"] if step["op"] == "launch"]


def _verifies(path: Path, target: str) -> None:
    runs = emulate(str(path), seed=3, target=target, racecheck=True, remarks="off")
    assert runs and all(run.ok for run in runs), [check for run in runs for check in run.checks]


HALF = torch.float16
# name -> (module, example inputs, most kernels): 5 positions x 3 heads x 10 features, 7 rows of
# 40, 2 x 3 heads of 9 x 11 scores: no size a multiple of a warp.
PROGRAMS = {
    "rope": (_Rope, (torch.randn(1, 5, 3, 10, dtype=HALF), torch.randn(5, 10, dtype=HALF),
                     torch.randn(5, 10, dtype=HALF)), 1),
    "residual_rms_norm": (lambda: _ResidualRmsNorm(40), (torch.randn(7, 40, dtype=HALF),
                                                         torch.randn(7, 40, dtype=HALF)), 2),
    # The scale and mask stay a kernel of their own: torch-mlir's max reads them through an
    # expand_shape to [.., 1, 11], which upstream does not fold into the producer (the mask's
    # broadcast map (0, 0, d2, d3) is no projected permutation).
    "masked_softmax": (_MaskedSoftmax, (torch.randn(2, 3, 9, 11, dtype=HALF),
                                        torch.randn(1, 1, 9, 11, dtype=HALF)), 3),
}


@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_fused_programs_verify(tmp_path: Path, name: str, target: str) -> None:
    make, inputs, most = PROGRAMS[name]
    path = _export(tmp_path, name, make(), *inputs)
    kernels = _kernels(path, target)
    assert len(kernels) <= most, kernels
    _verifies(path, target)


def test_rope_is_one_kernel_without_copies(tmp_path: Path) -> None:
    """The transpose, the two slices, the negation and the concatenation of rotate_half all fuse
    into the multiply-add: no transpose copy, no copy into a slice of the concatenation."""
    make, inputs, _ = PROGRAMS["rope"]
    path = _export(tmp_path, "rope", make(), *inputs)
    linalg = compile_input(str(path), CompileOptions(emit="linalg", target="sm_80", remarks="off")).payload.decode()
    assert linalg.count("linalg.generic") == 1, linalg
    assert "linalg.copy" not in linalg and "linalg.transpose" not in linalg and "memref.subview" not in linalg
