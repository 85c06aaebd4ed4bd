"""Row programs (tir-reduce): softmax, LayerNorm, RMSNorm, residual add + LayerNorm, gated
activations and row sums as torch exports them each run as ONE kernel whose DRAM traffic in the
emulator (distinct 32-byte sectors per launch; race checking on, checked against the float64
reference) is at most 1.05x the ideal: every input read once, every output written once. Programs
without an operand every row shares (softmax, row sums, gated activations) also request at most
1.05x the ideal per thread; the norms' weights are re-read by every row group, from L2 on hardware.
Sizes are no multiple of the vector width or of the threads per row. The grid fills the machine:
LayerNorm's rows each get a block, and decode rows get a block of up to 1024 threads each.
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


# Programs with an operand every row reads alike (a norm's weight and bias).
BROADCAST = ("layernorm", "add_layernorm", "rmsnorm")


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
    assert run.stats.dram_bytes <= 1.05 * ideal, (run.stats.dram_bytes, ideal, run.schedules)
    if name not in BROADCAST:
        assert run.stats.global_bytes <= 1.05 * ideal, (run.stats.global_bytes, ideal, run.schedules)
    if name not in ("gelu_gate", "silu_gate"):   # elementwise only: the SIMT path's kernel
        (schedule,) = run.schedules.values()
        assert schedule.startswith("row reduction in one pass"), schedule
        if cols % 8 == 0:
            assert f"({16 if element != 'f32' or cols % 4 == 0 else 8}-byte) vector accesses" in schedule, schedule


def _launch(tmp_path: Path, name: str, rows: int, cols: int, target: str) -> tuple[dict, str]:
    """Compile (no emulation) program ``name`` at [rows, cols] f16 for ``target``: its one launch
    step of the launch plan and its kernel's schedule text."""
    from tirc.driver import CompileOptions, compile_input
    from tirc.emit.report import kernel_schedules
    inputs = _inputs(name, rows, cols, torch.float16)
    exported = fx.export_and_import(MODULES[name](), *inputs, output_type="linalg-on-tensors", func_name=name)
    path = tmp_path / f"{name}.mlir"
    path.write_text(str(exported))
    compiled = compile_input(str(path), CompileOptions(target=target, emit="ptx", manifest=True, remarks="off"))
    (function,) = compiled.manifest["functions"]
    (step,) = [step for step in function["steps"] if step["op"] == "launch"]
    return step, kernel_schedules(compiled)[step["kernel"]]


def test_layernorm_fills_an_h100(tmp_path: Path) -> None:
    """256 rows of 4096: a block of 256 threads per row, one per row: 256 blocks on 132 SMs (the
    weight and bias re-reads go to L2), not a few blocks looping over rows."""
    step, schedule = _launch(tmp_path, "layernorm", 256, 4096, "sm_90a")
    assert step["grid"] == [256, 1, 1] and step["block"] == [256, 1, 1], (step, schedule)
    assert "a block of 256 threads per row" in schedule and "looping" not in schedule, schedule


def test_decode_rows_get_a_block_of_1024_threads_each(tmp_path: Path) -> None:
    """4 rows of 32000 (decode): too few rows to fill the machine, so each row's block has as many
    threads as it can use (1024; 4000 16-byte chunks, 4 per thread, 32 elements), one block per
    row, each row read once (the split-row alternative: see tirc/schedule/row.py)."""
    step, schedule = _launch(tmp_path, "softmax", 4, 32000, "sm_90a")
    assert step["grid"] == [4, 1, 1] and step["block"] == [1024, 1, 1], (step, schedule)
    assert schedule == ("row reduction in one pass: a block of 1024 threads per row, 8-element (16-byte) vector "
                        "accesses, 32 elements per thread per row buffer in registers"), schedule
