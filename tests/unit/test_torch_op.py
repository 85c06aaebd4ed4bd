"""``tirc.torch.op``: a tirc kernel (op spec or MLIR) as a torch custom op: the emulator runs it on
CPU, opcheck passes, torch.compile(fullgraph=True) and torch.export trace it through its fake
implementation (shapes from the manifest's size expressions)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tirc.diagnostics import TircError

torch = pytest.importorskip("torch")

import tirc.torch  # noqa: E402  (after the skip: it needs torch)

SPECS = Path(__file__).resolve().parents[2] / "examples" / "specs"


@pytest.fixture(scope="module")
def gemm_silu() -> object:
    """gemm.yaml's gemm_dynamic_m at N=24, K=40: silu(a @ bᵀ) in f32 from f16, M dynamic."""
    return tirc.torch.op("tirctest::gemm_dynamic_m", SPECS / "gemm.yaml", sizes={"N": 24, "K": 40})


def _inputs(rows: int) -> tuple[torch.Tensor, torch.Tensor]:
    torch.manual_seed(rows)
    return torch.randn(rows, 40, dtype=torch.float16), torch.randn(24, 40, dtype=torch.float16)


def _eager(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.silu(a.float() @ b.float().T)


def test_the_op_runs_in_the_emulator_and_matches_eager(gemm_silu: object) -> None:
    a, b = _inputs(9)
    got = torch.ops.tirctest.gemm_dynamic_m(a, b)
    assert got.dtype == torch.float32 and got.shape == (9, 24)
    torch.testing.assert_close(got, _eager(a, b), rtol=1e-5, atol=1e-5)


def test_opcheck_passes_on_cpu(gemm_silu: object) -> None:
    torch.library.opcheck(gemm_silu, _inputs(9))


def test_the_op_runs_inside_torch_compile_fullgraph(gemm_silu: object) -> None:
    compiled = torch.compile(lambda a, b: torch.ops.tirctest.gemm_dynamic_m(a, b) * 2.0 + 1.0, fullgraph=True)
    for rows in (9, 17):   # a second size: the fake implementation's shapes follow M
        a, b = _inputs(rows)
        torch.testing.assert_close(compiled(a, b), _eager(a, b) * 2.0 + 1.0, rtol=1e-5, atol=1e-5)


def test_torch_export_records_the_op_with_a_dynamic_batch(gemm_silu: object) -> None:
    class Scaled(torch.nn.Module):
        def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
            return torch.ops.tirctest.gemm_dynamic_m(a, b) - 1.0

    a, b = _inputs(9)
    program = torch.export.export(Scaled(), (a, b), dynamic_shapes=({0: torch.export.Dim("rows", max=256)}, None))
    targets = [node.target for node in program.graph.nodes if node.op == "call_function"]
    assert torch.ops.tirctest.gemm_dynamic_m.default in targets
    a, b = _inputs(5)
    torch.testing.assert_close(program.module()(a, b), _eager(a, b) - 1.0, rtol=1e-5, atol=1e-5)


MLIR_SCALE = """
func.func @double_rows(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %rows = tensor.dim %x, %c0 : tensor<?x8xf32>
  %empty = tensor.empty(%rows) : tensor<?x8xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x8xf32>) outs(%empty : tensor<?x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.mulf %in, %two : f32
    linalg.yield %y : f32
  } -> tensor<?x8xf32>
  return %out : tensor<?x8xf32>
}
"""


def test_an_op_from_mlir_text() -> None:
    double = tirc.torch.op("tirctest::double_rows", MLIR_SCALE)
    x = torch.randn(5, 8)
    assert torch.equal(double(x), x * 2.0)
    torch.library.opcheck(double, (x,))


def test_bad_names_and_sources_are_errors() -> None:
    with pytest.raises(TircError, match="no custom op name"):
        tirc.torch.op("no_namespace", MLIR_SCALE)
    with pytest.raises(TircError, match="no file"):
        tirc.torch.op("tirctest::missing", SPECS / "missing.yaml")
    with pytest.raises(TircError, match="expected @nothing_such"):
        tirc.torch.op("tirctest::other", SPECS / "gemm.yaml", function="nothing_such")
    with pytest.raises(TircError, match="one host function"):
        tirc.torch.op("tirctest::several", SPECS / "gemm.yaml")
