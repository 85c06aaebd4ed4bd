"""Elementwise kernels (tir-simt-map with tirc.passes.gpu.elementwise): gated activations, bias adds,
casts as torch exports them run as vectorised kernels (16-byte accesses, several contiguous
elements per thread, a scalar tail) that match the float64 reference in the emulator with race
checking on, at sizes that are no multiple of the vector width or of the block; nests that cannot
be vectorised keep one thread per element.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tirc.driver import CompileOptions, compile_input
from tirc.emit.ptx import kernel_bodies
from tirc.emit.report import SIMT_SCHEDULE
from tirc.runtime import emulate
from tirc.schedule.elementwise import choose_elementwise_schedule, vector_width

torch = pytest.importorskip("torch")
fx = pytest.importorskip("torch_mlir.fx")
F = torch.nn.functional

DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}


class SiluGate(torch.nn.Module):
    def forward(self, g: torch.Tensor, u: torch.Tensor) -> torch.Tensor:
        return F.silu(g) * u


class GeluGate(torch.nn.Module):
    def forward(self, g: torch.Tensor, u: torch.Tensor) -> torch.Tensor:
        return F.gelu(g) * u


class GeluTanhGate(torch.nn.Module):
    def forward(self, g: torch.Tensor, u: torch.Tensor) -> torch.Tensor:
        return F.gelu(g, approximate="tanh") * u


class BiasAdd(torch.nn.Module):
    def forward(self, x: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return x + b


class BiasRelu(torch.nn.Module):
    def forward(self, x: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return torch.relu(x + b)


class Sigmoid(torch.nn.Module):
    """An f32 exp stored as f32: keeps libdevice's accurate exp."""
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(x)


class Cast(torch.nn.Module):
    def __init__(self, dtype: torch.dtype) -> None:
        super().__init__()
        self.dtype = dtype

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.to(self.dtype)


class Transpose(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.t() * 2


def _export(tmp_path: Path, name: str, module: torch.nn.Module, *inputs: torch.Tensor) -> str:
    exported = fx.export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name=name)
    path = tmp_path / f"{name}.mlir"
    path.write_text(str(exported))
    return str(path)


def _run(path: str) -> dict[str, str]:
    """Emulate with race checking; the outputs must match the reference. Kernel -> schedule."""
    (run,) = emulate(path, seed=3, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    return run.schedules


GATES = [
    ("silu", SiluGate, (7, 1003), "f16"), ("silu", SiluGate, (64, 1024), "bf16"), ("silu", SiluGate, (3, 5, 17), "f32"),
    ("gelu", GeluGate, (7, 1003), "bf16"), ("gelu", GeluGate, (3, 5, 17), "f16"), ("gelu", GeluGate, (64, 1024), "f32"),
    ("gelu_tanh", GeluTanhGate, (7, 1003), "f16"),
]


@pytest.mark.parametrize("name, module, shape, element", GATES)
def test_gated_activation_is_one_vectorised_kernel(tmp_path: Path, name: str, module: type, shape: tuple[int, ...],
                                                   element: str) -> None:
    torch.manual_seed(0)
    g, u = (torch.randn(*shape, dtype=DTYPES[element]) for _ in range(2))
    schedules = _run(_export(tmp_path, name, module(), g, u))
    (kernel, schedule) = next(iter(schedules.items())) if len(schedules) == 1 else (None, str(schedules))
    assert kernel == f"{name}_elementwise0", schedules
    vector = 4 if element == "f32" else 8
    size = 1
    for extent in shape:
        size *= extent
    tail = f", a scalar tail of {size % vector}" if size % vector else ""
    assert schedule.startswith(f"elementwise: {vector} contiguous elements per thread (16-byte vector accesses{tail}) "
                               f"over [{size}]"), schedule


def test_large_arguments_of_the_approximated_exp(tmp_path: Path) -> None:
    """exp2(x log2 e) is off by up to |x| 2^-24 relative: far below the f16 rounding it is stored with."""
    g, u = torch.randn(9, 1000, dtype=torch.float16), torch.randn(9, 1000, dtype=torch.float16)
    path = _export(tmp_path, "silu", SiluGate(), g, u)
    ptx = _ptx(path)
    assert "ex2.approx" in ptx and "fma.rm.f32" not in ptx, "libdevice's range reduction is still there"
    (run,) = emulate(path, seed=3, racecheck=True, input_ranges={"arg0": (-80.0, 80.0)})
    assert run.checks and all(check.ok for check in run.checks), run.checks


def test_exp_stored_as_f32_keeps_the_accurate_exp(tmp_path: Path) -> None:
    x = torch.randn(7, 1003)
    path = _export(tmp_path, "sigmoid", Sigmoid(), x)
    ptx = _ptx(path)
    assert "ld.global.v4" in ptx and "ex2.approx" in ptx   # libdevice's __nv_expf: range reduction first
    assert "fma.rm.f32" in ptx, "the accurate exp's range reduction is gone"
    _run(path)


@pytest.mark.parametrize("rows, cols, element", [(7, 1024, "f16"), (5, 1000, "bf16"), (3, 96, "f32")])
def test_bias_add_loads_the_bias_contiguously(tmp_path: Path, rows: int, cols: int, element: str) -> None:
    torch.manual_seed(0)
    x, b = torch.randn(rows, cols, dtype=DTYPES[element]), torch.randn(cols, dtype=DTYPES[element])
    schedules = _run(_export(tmp_path, "bias", BiasRelu(), x, b))
    (schedule,) = schedules.values()
    vector = 4 if element == "f32" else 8
    assert schedule.startswith(f"elementwise: {vector} contiguous elements per thread") and f"over [{rows}x{cols}]" in schedule


def test_bias_constant_along_the_row_is_one_scalar_load(tmp_path: Path) -> None:
    torch.manual_seed(0)
    x, b = torch.randn(6, 1000, dtype=torch.float16), torch.randn(6, 1, dtype=torch.float16)
    path = _export(tmp_path, "row_bias", BiasAdd(), x, b)
    (body,) = kernel_bodies(_ptx(path)).values()
    assert len(re.findall(r"ld\.global\.v4", body)) == 1 and len(re.findall(r"ld\.global\.b16", body)) == 1, body
    (schedule,) = _run(path).values()
    assert "over [6x1000]" in schedule


def test_rows_no_vector_divides_keep_one_thread_per_element(tmp_path: Path) -> None:
    torch.manual_seed(0)
    x, b = torch.randn(7, 1003, dtype=torch.float16), torch.randn(1003, dtype=torch.float16)
    path = _export(tmp_path, "bias", BiasAdd(), x, b)
    assert "ld.global.v4" not in _ptx(path)
    assert set(_run(path).values()) == {SIMT_SCHEDULE}


@pytest.mark.parametrize("source, target, shape", [("f16", "f32", (7, 1003)), ("f32", "bf16", (3, 5, 17)),
                                                   ("bf16", "f16", (64, 1024))])
def test_cast(tmp_path: Path, source: str, target: str, shape: tuple[int, ...]) -> None:
    torch.manual_seed(0)
    x = torch.randn(*shape, dtype=DTYPES[source])
    path = _export(tmp_path, "cast", Cast(DTYPES[target]), x)
    ptx = _ptx(path)
    # 16 bytes of the narrower type per thread: the wider one in two 16-byte accesses.
    assert "ld.global.v4" in ptx or "ld.global.v2" in ptx
    assert "st.global.v4" in ptx
    (schedule,) = _run(path).values()
    assert schedule.startswith("elementwise: 8 contiguous elements per thread"), schedule


def test_transposed_read_keeps_one_thread_per_element(tmp_path: Path) -> None:
    x = torch.randn(64, 96)
    path = _export(tmp_path, "transpose", Transpose(), x)
    assert "ld.global.v4" not in _ptx(path)
    assert set(_run(path).values()) == {SIMT_SCHEDULE}


def test_options_turn_it_off(tmp_path: Path) -> None:
    g, u = torch.randn(8, 64, dtype=torch.float16), torch.randn(8, 64, dtype=torch.float16)
    path = _export(tmp_path, "silu", SiluGate(), g, u)
    assert "ld.global.v4" in _ptx(path)
    for options in ({"vectorize": False}, {"vector": 1}):
        ptx = _ptx(path, {"tir-simt-map": options})
        assert "ld.global.v4" not in ptx and "ld.global.v2" not in ptx
    ptx = _ptx(path, {"tir-simt-map": {"vector": 2}})
    assert "ld.global.b32" in ptx and "ld.global.v4" not in ptx
    assert "fma.rm.f32" in _ptx(path, {"tir-simt-map": {"fast-exp": False}})


def test_schedule_choice() -> None:
    assert vector_width(2, 0) == 8 and vector_width(4, 0) == 4 and vector_width(8, 0) == 2
    assert vector_width(2, 1004) == 4 and vector_width(2, 1003) == 1 and vector_width(2, 0, limit=4) == 4
    flat = choose_elementwise_schedule((), 7021, 2, 0)
    assert (flat.vector, flat.vectors, flat.tail, flat.work_items, flat.blocks) == (8, 877, 5, 878, 4)
    rows = choose_elementwise_schedule((7,), 1003, 2, 1003)
    assert rows is None   # rows that start misaligned: one thread per element
    small = choose_elementwise_schedule((3,), 64, 4, 64)
    assert (small.vector, small.threads_per_block, small.blocks) == (4, 64, 1)


def _ptx(path: str, options: dict[str, dict[str, object]] | None = None) -> str:
    schedule = None
    if options:
        schedule_file = Path(path).with_suffix(".schedule.yaml")
        schedule_file.write_text(yaml.safe_dump({"options": options}))
        schedule = str(schedule_file)
    return compile_input(path, CompileOptions(target="sm_80", emit="ptx", remarks="off", schedule=schedule)).payload.decode()


class ShiftedSlice(torch.nn.Module):
    def __init__(self, start: int) -> None:
        super().__init__()
        self.start = start

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x[:, self.start:] * 2


@pytest.mark.parametrize("start, vectorized", [(8, True), (1, False)])
def test_slices_vectorise_when_their_offset_is_aligned(tmp_path: Path, start: int, vectorized: bool) -> None:
    path = _export(tmp_path, "slice", ShiftedSlice(start), torch.randn(5, 72))
    schedules = _run(path)
    assert any(schedule.startswith("elementwise") for schedule in schedules.values()) == vectorized, schedules


LIT = Path(__file__).resolve().parents[1] / "lit" / "gpu" / "simt-vectorize.mlir"


@pytest.mark.parametrize("rows", [1, 13])
def test_dynamic_rows(rows: int) -> None:
    (run,) = emulate(str(LIT), function="bias", shapes={"arg0_d0": rows}, seed=3, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    (schedule,) = run.schedules.values()
    assert schedule.endswith("over [?x256], 256 threads per block, a block per 256 vectors"), schedule


@pytest.mark.parametrize("function", ["gated", "row_bias", "sigmoid", "transposed"])
def test_the_lit_test_functions_match_the_reference(function: str) -> None:
    (run,) = emulate(str(LIT), function=function, seed=5, racecheck=True)
    assert run.checks and all(check.ok for check in run.checks), run.checks
