"""The fusion policy (docs/design.md, "Fusion policy") on torch-mlir's programs.

A contraction's operands fuse only as loads (transposes, casts, batch broadcasts, through
reshapes); elementwise consumers fuse into its epilogue; nothing computed from a reduction
(LayerNorm's normalisation, softmax) is recomputed inside its K loop. Contractions with several
batch dimensions become batched Tensor Core kernels. The inputs are small and at shapes that are
no tile multiple; everything that runs is verified in the emulator (race checking on)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir import ir

from tirc.diagnostics import REMARKS
from tirc.driver import CompileOptions, compile_input
from tirc.frontend.mlir import parse_module
from tirc.ir.walk import walk_ops
from tirc.mlir_support import new_context
from tirc.runtime import emulate
from tirc.schedule.contraction import match_contraction
from tirc.schedule.model import SCHEDULE_ATTR

INPUTS = Path(__file__).resolve().parents[1] / "lit" / "Inputs"
SM80 = Path(__file__).resolve().parents[2] / "tirc" / "pipelines" / "sm80.yaml"
# The pre-norm block's matmuls: qkv, QK^T, PV, out-projection, fc1, fc2.
BLOCK_MATMULS = 6


@pytest.fixture(autouse=True)
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIRC_CACHE_DIR", str(tmp_path / "cache"))


def block(tmp_path: Path, element: str) -> Path:
    """The block in ``element`` (bf16: the f16 export with every f16 type made bf16)."""
    if element == "bf16":
        path = tmp_path / "block-bf16.mlir"
        path.write_text((INPUTS / "block-f16.mlir").read_text().replace("f16", "bf16"))
        return path
    return INPUTS / f"block-{element}.mlir"


def _is_k_loop(op: ir.Operation) -> bool:
    """A loop nest multiplying two operands over a shared reduction dimension, each operand with a
    parallel dimension the other lacks: a matmul's K loop, whatever else its body computes."""
    if op.name != "linalg.generic":
        return False
    kinds = ["reduction" if "reduction" in str(kind) else "parallel" for kind in ir.ArrayAttr(op.attributes["iterator_types"])]
    maps = [ir.AffineMapAttr(attr).value for attr in ir.ArrayAttr(op.attributes["indexing_maps"])]
    inputs = maps[:len(op.opview.inputs)]
    dims = [{ir.AffineDimExpr(e).position for e in m.results if isinstance(e, ir.AffineDimExpr)} for m in inputs]
    reductions = {d for d, kind in enumerate(kinds) if kind == "reduction"}
    for i, first in enumerate(dims):
        for second in dims[i + 1:]:
            if first & second & reductions and (first - second - reductions) and (second - first - reductions):
                return True
    return False


def k_loops(text: str) -> list[tuple[bool, int, bool]]:
    """For every matmul K loop of a tensorir-stage module: (whether it is a plain contraction,
    whose loop body is the multiply-accumulate alone, the number of inputs its loop reads, whether
    it is scheduled for Tensor Cores)."""
    with new_context() as context:
        module = parse_module(text, "block.mlir", context)
        return [(match_contraction(op) is not None, len(op.opview.inputs), SCHEDULE_ATTR in op.attributes)
                for op in walk_ops(module.operation, _is_k_loop)]


def tensorir(path: Path, allow_tf32: bool = False, pipeline: str | None = None) -> tuple[str, list]:
    result = compile_input(str(path), CompileOptions(emit="tensorir", remarks="json", allow_tf32=allow_tf32,
                                                     pipeline=pipeline))
    return result.payload.decode(), list(REMARKS.collected)


@pytest.mark.parametrize("element, allow_tf32, mma", [("f16", False, "m16n8k16"), ("bf16", False, "m16n8k16"),
                                                      ("f32", True, "m16n8k8")])
def test_every_matmul_of_the_block_is_on_tensor_cores(tmp_path: Path, element: str, allow_tf32: bool,
                                                      mma: str) -> None:
    _, remarks = tensorir(block(tmp_path, element), allow_tf32)
    on_tensor_cores = [r.fields for r in remarks if r.fields.get("tensor_cores")]
    assert len(remarks) == len(on_tensor_cores) == BLOCK_MATMULS, [r.message for r in remarks]
    assert {(f["mma"], f["in"], f["acc"]) for f in on_tensor_cores} == {(mma, element, "f32")}
    # QK^T and PV over [B*H] as one batch dimension; qkv, out-projection, fc1, fc2 over B*S rows.
    assert sorted(f["batched"] for f in on_tensor_cores) == [False] * 4 + [True] * 2


@pytest.mark.parametrize("element, allow_tf32", [("f16", False), ("f32", True)])
def test_no_kernel_of_the_block_recomputes_a_reduction_inside_a_contraction_loop(
        tmp_path: Path, element: str, allow_tf32: bool) -> None:
    text, _ = tensorir(block(tmp_path, element), allow_tf32)
    # Each matmul's K loop reads its two operands and multiplies and adds: LayerNorm's mean and
    # variance, the softmax's max and sum are other kernels' outputs, computed once per row.
    assert k_loops(text) == [(True, 2, True)] * BLOCK_MATMULS
    assert "math.rsqrt" in text and "math.exp" in text   # LayerNorm and softmax are still there


def test_upstream_elementwise_fusion_would_put_layernorm_in_the_k_loop(tmp_path: Path) -> None:
    """The check above fails where the policy is not kept: with linalg-fuse-elementwise-ops in place
    of tir-fuse-elementwise, LayerNorm's normalisation lands in the qkv and fc1 matmuls' K loops."""
    pipeline = tmp_path / "upstream-fusion.yaml"
    pipeline.write_text(SM80.read_text().replace("- tir-fuse-elementwise ", "- linalg-fuse-elementwise-ops "))
    text, _ = tensorir(block(tmp_path, "f16"), pipeline=str(pipeline))
    loops = k_loops(text)
    assert any(not plain and inputs > 2 for plain, inputs, _ in loops), loops


def check_runs(path: Path, kernels: int | None, tensor_core_kernels: int) -> list:
    """Emulate ``path``: every output verified, ``kernels`` launches (None: the softmax's are not
    this test's business), ``tensor_core_kernels`` of them GEMMs. Returns the remarks."""
    (run,) = emulate(str(path), remarks="json", seed=5)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    names = [name for name, _ in run.launches]
    assert kernels is None or len(names) == kernels, names
    assert sum("_gemm" in name for name in names) == tensor_core_kernels, names
    assert run.stats.tensor_core_instructions > 0
    return list(REMARKS.collected)


def test_the_f16_block_runs_with_its_six_matmuls_on_tensor_cores(tmp_path: Path) -> None:
    (run,) = emulate(str(block(tmp_path, "f16")), remarks="off", seed=5)
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert sum("_gemm" in name for name, _ in run.launches) == BLOCK_MATMULS


def export(module: object, *args: object, name: str) -> str:
    fx = pytest.importorskip("torch_mlir.fx")
    return str(fx.export_and_import(module, *args, output_type="linalg-on-tensors", func_name=name))


def test_torch_attention_runs_qk_and_pv_as_batched_tensor_core_kernels(tmp_path: Path) -> None:
    """``softmax(q @ k.transpose(-1, -2) / 4) @ v`` over [B, H, S, D]: the transpose of k fuses
    (QK^T reads k as a column-major B through a [B*H, S, D] view); no transpose kernel is left."""
    torch = pytest.importorskip("torch")

    class Attention(torch.nn.Module):
        def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
            return torch.softmax(q @ k.transpose(-1, -2) / 4.0, dim=-1) @ v

    q, k, v = (torch.randn(2, 2, 24, 16, dtype=torch.float16) for _ in range(3))
    text = export(Attention(), q, k, v, name="attention")
    assert "linalg.transpose" in text and "linalg.batch_matmul" in text   # what torch-mlir exports today
    path = tmp_path / "attention.mlir"
    path.write_text(text)
    tir, _ = tensorir(path)
    assert "linalg.transpose" not in tir
    with new_context() as context:
        module = parse_module(tir, str(path), context)
        found = [match_contraction(op) for op in walk_ops(module.operation, lambda op: op.name == "linalg.generic")]
        assert [(c.batched, c.a_row, c.b_row, c.in_element) for c in found if c is not None] == \
            [(True, True, False, "f16"), (True, True, True, "f16")]
    remarks = check_runs(path, kernels=None, tensor_core_kernels=2)
    assert [r.fields["mma"] for r in remarks] == ["m16n8k16"] * 2


# Attention's scores as another frontend writes them: one generic over (b, h, m, n, k), two batch
# dimensions, and a bias + cast epilogue over [B, H, S, S]. 40 keys, 24 queries: no tile multiple.
SCORES = """#q = affine_map<(b, h, m, n, k) -> (b, h, m, k)>
#k = affine_map<(b, h, m, n, k) -> (b, h, n, k)>
#s = affine_map<(b, h, m, n, k) -> (b, h, m, n)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#key = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @scores(%q: tensor<2x3x24x16xbf16>, %k: tensor<2x3x40x16xbf16>, %bias: tensor<40xf32>) -> tensor<2x3x24x40xbf16> {
  %zero = arith.constant 0.0 : f32
  %ce = tensor.empty() : tensor<2x3x24x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<2x3x24x40xf32>) -> tensor<2x3x24x40xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x3x24x16xbf16>, tensor<2x3x40x16xbf16>) outs(%init : tensor<2x3x24x40xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %af = arith.extf %a : bf16 to f32
    %bf = arith.extf %b : bf16 to f32
    %p = arith.mulf %af, %bf : f32
    %sum = arith.addf %acc, %p : f32
    linalg.yield %sum : f32
  } -> tensor<2x3x24x40xf32>
  %oe = tensor.empty() : tensor<2x3x24x40xbf16>
  %o = linalg.generic {indexing_maps = [#key, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%bias, %s : tensor<40xf32>, tensor<2x3x24x40xf32>) outs(%oe : tensor<2x3x24x40xbf16>) {
  ^bb0(%b: f32, %x: f32, %out: bf16):
    %y = arith.addf %x, %b : f32
    %t = arith.truncf %y : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<2x3x24x40xbf16>
  return %o : tensor<2x3x24x40xbf16>
}
"""


def test_two_batch_dimensions_run_as_one_batched_kernel_with_its_epilogue(tmp_path: Path) -> None:
    path = tmp_path / "scores.mlir"
    path.write_text(SCORES)
    remarks = check_runs(path, kernels=1, tensor_core_kernels=1)
    assert [(r.fields["batched"], r.fields["in"]) for r in remarks] == [(True, "bf16")]


# The block's QK^T at 9 tokens: k = [B, S, H, D] -> [B, H, D, S], the heads apart from the batch.
HEADS_APART = """func.func @qk(%q: tensor<4x9x16xf16>, %k: tensor<2x9x2x16xf16>) -> tensor<4x9x9xf32> {
  %zero = arith.constant 0.0 : f32
  %te = tensor.empty() : tensor<2x2x16x9xf16>
  %kt = linalg.transpose ins(%k : tensor<2x9x2x16xf16>) outs(%te : tensor<2x2x16x9xf16>) permutation = [0, 2, 3, 1]
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x2x16x9xf16> into tensor<4x16x9xf16>
  %ce = tensor.empty() : tensor<4x9x9xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<4x9x9xf32>) -> tensor<4x9x9xf32>
  %s = linalg.batch_matmul ins(%q, %kc : tensor<4x9x16xf16>, tensor<4x16x9xf16>) outs(%init : tensor<4x9x9xf32>) -> tensor<4x9x9xf32>
  return %s : tensor<4x9x9xf32>
}
"""


def test_a_transpose_that_splits_the_batch_stays_only_as_far_as_it_must(tmp_path: Path) -> None:
    """Rows of 9 f16 keys (18 bytes) are too narrow for cp.async; transposed only to [B, H, S, D],
    k is a column-major B with rows of 16 f16: on Tensor Cores, after one transpose kernel."""
    path = tmp_path / "qk.mlir"
    path.write_text(HEADS_APART)
    remarks = check_runs(path, kernels=2, tensor_core_kernels=1)
    assert [(r.fields["tensor_cores"], r.fields["batched"]) for r in remarks] == [(True, True)]


# The same with a dynamic batch: the collapsed sizes are products of tensor.dim.
DYNAMIC_SCORES = """#q = affine_map<(b, h, m, n, k) -> (b, h, m, k)>
#k = affine_map<(b, h, m, n, k) -> (b, h, n, k)>
#s = affine_map<(b, h, m, n, k) -> (b, h, m, n)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @scores(%q: tensor<?x3x24x16xf16>, %k: tensor<?x3x40x16xf16>) -> tensor<?x3x24x40xf16> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %b = tensor.dim %q, %c0 : tensor<?x3x24x16xf16>
  %ce = tensor.empty(%b) : tensor<?x3x24x40xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ce : tensor<?x3x24x40xf32>) -> tensor<?x3x24x40xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<?x3x24x16xf16>, tensor<?x3x40x16xf16>) outs(%init : tensor<?x3x24x40xf32>) {
  ^bb0(%a: f16, %bb: f16, %acc: f32):
    %af = arith.extf %a : f16 to f32
    %bf = arith.extf %bb : f16 to f32
    %p = arith.mulf %af, %bf : f32
    %sum = arith.addf %acc, %p : f32
    linalg.yield %sum : f32
  } -> tensor<?x3x24x40xf32>
  %oe = tensor.empty(%b) : tensor<?x3x24x40xf16>
  %o = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<?x3x24x40xf32>) outs(%oe : tensor<?x3x24x40xf16>) {
  ^bb0(%x: f32, %out: f16):
    %t = arith.truncf %x : f32 to f16
    linalg.yield %t : f16
  } -> tensor<?x3x24x40xf16>
  return %o : tensor<?x3x24x40xf16>
}
"""


def test_a_dynamic_batch_collapses_too(tmp_path: Path) -> None:
    path = tmp_path / "scores.mlir"
    path.write_text(DYNAMIC_SCORES)
    (run,) = emulate(str(path), remarks="json", seed=5, shapes={"arg0_d0": 2, "arg1_d0": 2})
    assert run.checks and all(check.ok for check in run.checks), run.checks
    assert [name for name, _ in run.launches] == ["scores_gemm0"]
    assert [r.fields["batched"] for r in REMARKS.collected] == [True]


def test_a_weight_broadcast_along_the_batch_is_read_as_it_is(tmp_path: Path) -> None:
    """``torch.bmm(x, w.expand(B, -1, -1))``: torch-mlir materialises the broadcast; fused, the
    batched matmul becomes one GEMM over B*M rows of x and reads w once per tile."""
    torch = pytest.importorskip("torch")

    class Expanded(torch.nn.Module):
        def forward(self, x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
            return torch.bmm(x, w.expand(3, -1, -1))

    text = export(Expanded(), torch.randn(3, 20, 40, dtype=torch.float16), torch.randn(40, 24, dtype=torch.float16),
                  name="expanded")
    path = tmp_path / "expanded.mlir"
    path.write_text(text)
    remarks = check_runs(path, kernels=1, tensor_core_kernels=1)
    assert [r.fields["batched"] for r in remarks] == [False]


def test_x_at_w_with_a_3d_x_is_a_2d_gemm_with_its_epilogue(tmp_path: Path) -> None:
    """torch-mlir collapses ``x @ w`` for x [B, S, K] to a 2-D matmul over B*S rows (no broadcast)
    between reshapes; the f32 -> f16 cast after it stays its epilogue: one kernel."""
    torch = pytest.importorskip("torch")

    class MatMul(torch.nn.Module):
        def forward(self, x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
            return x @ w

    text = export(MatMul(), torch.randn(3, 20, 40, dtype=torch.float16), torch.randn(40, 24, dtype=torch.float16),
                  name="matmul")
    assert "tensor.collapse_shape" in text and "linalg.matmul" in text and "linalg.broadcast" not in text
    path = tmp_path / "matmul.mlir"
    path.write_text(text)
    check_runs(path, kernels=1, tensor_core_kernels=1)
