"""tensor.concat (torch.cat): the float64 reference interprets it (values and bounds move together),
and the compiled kernels match it in the emulator, race checking on, for static and dynamic sizes,
inner, middle and outer dims, f16, f32 and i64, at sizes that are not tile multiples."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tirc.diagnostics import TircError
from tirc.runtime.execute import emulate
from tirc.reference import evaluate

# exp makes the first operand inexact (a bound per element); the second is an input (exact).
EXP_THEN_CONCAT = """
func.func @f(%a: tensor<3x2xf32>, %b: tensor<3x4xf32>) -> tensor<3x6xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %x = linalg.exp ins(%a : tensor<3x2xf32>) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %c = tensor.concat dim(1) %x, %b : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<3x6xf32>
  return %c : tensor<3x6xf32>
}
"""

CASES = {
    # dynamic sizes along and across the concat dim, the inner dim
    "inner": """
func.func @inner(%a: tensor<?x?xf32>, %b: tensor<?x5xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<?x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
""",
    # three operands along the outer dim, one of them static
    "outer": """
func.func @outer(%a: tensor<?x7xf16>, %b: tensor<3x7xf16>, %d: tensor<?x7xf16>) -> tensor<?x7xf16> {
  %c = tensor.concat dim(0) %a, %b, %d : (tensor<?x7xf16>, tensor<3x7xf16>, tensor<?x7xf16>) -> tensor<?x7xf16>
  return %c : tensor<?x7xf16>
}
""",
    "middle": """
func.func @middle(%a: tensor<2x?x3xi64>, %b: tensor<2x4x3xi64>) -> tensor<2x?x3xi64> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x?x3xi64>, tensor<2x4x3xi64>) -> tensor<2x?x3xi64>
  return %c : tensor<2x?x3xi64>
}
""",
    # static; a kernel's result is concatenated, and the concat feeds another kernel
    "computed": """
func.func @computed(%a: tensor<37x19xf32>, %b: tensor<37x4xf32>) -> tensor<37x23xf32> {
  %e = tensor.empty() : tensor<37x19xf32>
  %x = linalg.exp ins(%a : tensor<37x19xf32>) outs(%e : tensor<37x19xf32>) -> tensor<37x19xf32>
  %c = tensor.concat dim(1) %x, %b : (tensor<37x19xf32>, tensor<37x4xf32>) -> tensor<37x23xf32>
  %e2 = tensor.empty() : tensor<37x23xf32>
  %y = linalg.add ins(%c, %c : tensor<37x23xf32>, tensor<37x23xf32>) outs(%e2 : tensor<37x23xf32>) -> tensor<37x23xf32>
  return %y : tensor<37x23xf32>
}
""",
}

SHAPES = {"inner": {"arg0_d0": 33, "arg0_d1": 9, "arg1_d0": 33}, "outer": {"arg0_d0": 13, "arg2_d0": 70},
          "middle": {"arg0_d1": 37}, "computed": {}}
RESULT_SHAPES = {"inner": (33, 14), "outer": (86, 7), "middle": (2, 41, 3), "computed": (37, 23)}


def test_reference_concatenates_values_and_bounds() -> None:
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (3, 2)).astype(np.float32)
    b = rng.uniform(-1, 1, (3, 4)).astype(np.float32)
    run = evaluate(EXP_THEN_CONCAT, "f", [a, b])
    np.testing.assert_allclose(run.results[0], np.concatenate([np.exp(a.astype(np.float64)), b], axis=1))
    (bound,) = run.result_bounds
    assert bound.shape == (3, 6)
    assert np.all(bound[:, :2] > 0), "exp's bound moves with its values"
    assert not np.any(bound[:, 2:]), "the input's values are exact"


def test_reference_refuses_operands_that_disagree_with_the_location(tmp_path: Path) -> None:
    path = tmp_path / "inner.mlir"
    path.write_text(CASES["inner"])
    with pytest.raises(TircError) as error:
        emulate(str(path), shapes={"arg0_d0": 6, "arg0_d1": 2, "arg1_d0": 5}, remarks="off")
    assert str(error.value.location) == f"{path}:3:8"
    assert "operand 1 has size 5 in dimension 0, operand 0 has 6" in error.value.message
    assert "--shape" in (error.value.hint or "")


@pytest.mark.parametrize("case", sorted(CASES))
def test_concat_matches_the_reference_in_the_emulator(tmp_path: Path, case: str) -> None:
    path = tmp_path / f"{case}.mlir"
    path.write_text(CASES[case])
    (run,) = emulate(str(path), shapes=SHAPES[case], remarks="off", racecheck=True)
    assert run.ok, run.checks
    assert [check.shape for check in run.checks] == [RESULT_SHAPES[case]]


def test_vit_class_token_concat_from_torch(tmp_path: Path) -> None:
    """A ViT's class token: torch.cat([cls.expand(B, -1, -1), patches], dim=1), then a Linear."""
    torch = pytest.importorskip("torch")
    fx = pytest.importorskip("torch_mlir.fx")

    class ClassToken(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.cls = torch.nn.Parameter(torch.randn(1, 1, 12))
            self.proj = torch.nn.Linear(12, 10)

        def forward(self, patches: torch.Tensor) -> torch.Tensor:
            tokens = torch.cat([self.cls.expand(patches.shape[0], -1, -1), patches], dim=1)
            return self.proj(tokens)

    torch.manual_seed(0)
    module = fx.export_and_import(ClassToken(), torch.randn(2, 9, 12), output_type="linalg-on-tensors",
                                  func_name="f")
    assert "tensor.concat" in str(module)
    path = tmp_path / "vit.mlir"
    path.write_text(str(module))
    (run,) = emulate(str(path), remarks="off", racecheck=True)
    assert run.ok, run.checks
    assert [check.shape for check in run.checks] == [(2, 10, 10)]
