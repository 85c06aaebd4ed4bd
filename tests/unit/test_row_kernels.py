"""Row programs (tir-reduce): softmax, LayerNorm, RMSNorm, residual add + LayerNorm, gated
activations and row sums as torch exports them each run as ONE kernel whose global traffic in the
emulator (race checking on, checked against the float64 reference) is at most 1.05x the ideal:
every input read once, every output written once. Sizes are no multiple of the vector width or of
the threads per row.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tirc.runtime import emulate

torch = pytest.importorskip("torch")
fx = pytest.importorskip("torch_mlir.fx")
F = torch.nn.functional

DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}
BYTES = {"f16": 2, "bf16": 2, "f32": 4}


class Softmax(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.softmax(x, -1)


class LayerNorm(torch.nn.Module):
    def forward(self, x: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return F.layer_norm(x, (x.shape[-1],), w, b)


class AddLayerNorm(torch.nn.Module):
    def forward(self, x: torch.Tensor, r: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = x + r
        return h, F.layer_norm(h, (h.shape[-1],), w, b)


class RMSNorm(torch.nn.Module):
    def forward(self, x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        xf = x.float()
        y = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-6)
        return w * y.to(x.dtype)


class GeluGate(torch.nn.Module):
    def forward(self, g: torch.Tensor, u: torch.Tensor) -> torch.Tensor:
        return F.gelu(g, approximate="tanh") * u


class SiluGate(torch.nn.Module):
    def forward(self, g: torch.Tensor, u: torch.Tensor) -> torch.Tensor:
        return F.silu(g) * u


class RowSum(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.sum(-1)


def _inputs(name: str, rows: int, cols: int, dtype: torch.dtype) -> tuple[torch.Tensor, ...]:
    row = torch.randn(rows, cols, dtype=dtype)
    vector = torch.randn(cols, dtype=dtype)
    return {"layernorm": (row, vector, vector), "add_layernorm": (row, row, vector, vector),
            "rmsnorm": (row, vector), "gelu_gate": (row, row), "silu_gate": (row, row)}.get(name, (row,))


MODULES = {"softmax": Softmax, "layernorm": LayerNorm, "add_layernorm": AddLayerNorm, "rmsnorm": RMSNorm,
           "gelu_gate": GeluGate, "silu_gate": SiluGate, "row_sum": RowSum}

CASES = [
    ("softmax", 7, 1000, "f16"), ("softmax", 3, 4099, "f32"), ("softmax", 33, 40, "bf16"),
    ("layernorm", 7, 1000, "f16"), ("layernorm", 5, 520, "bf16"),
    ("rmsnorm", 7, 1000, "f16"), ("rmsnorm", 2, 8192, "bf16"),
    ("add_layernorm", 5, 1000, "f16"),
    ("gelu_gate", 7, 1000, "f16"), ("silu_gate", 7, 1000, "bf16"),
    ("row_sum", 7, 1000, "f16"), ("row_sum", 33, 40, "f32"),
]


@pytest.mark.parametrize("name, rows, cols, element", CASES)
def test_one_kernel_at_the_ideal_traffic(tmp_path: Path, name: str, rows: int, cols: int, element: str) -> None:
    torch.manual_seed(0)
    inputs = _inputs(name, rows, cols, DTYPES[element])
    exported = fx.export_and_import(MODULES[name](), *inputs, output_type="linalg-on-tensors", func_name=name)
    path = tmp_path / f"{name}.mlir"
    path.write_text(str(exported))
    (run,) = emulate(str(path), seed=3, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert len(run.launches) == 1, run.schedules
    ideal = BYTES[element] * (sum(array.size for array in run.inputs.values())
                              + sum(array.size for array in run.outputs.values()))
    assert run.stats.global_bytes <= 1.05 * ideal, (run.stats.global_bytes, ideal, run.schedules)
    if name not in ("gelu_gate", "silu_gate"):   # elementwise only: the SIMT path's kernel
        (schedule,) = run.schedules.values()
        assert schedule.startswith("row reduction in one pass"), schedule
        if cols % 8 == 0:
            assert f"({16 if element != 'f32' or cols % 4 == 0 else 8}-byte) vector accesses" in schedule, schedule
